//! The SM4/5 validator: Microsoft's verdicts on the corpus, Microsoft's
//! codes and messages on the geometry-shader limit cases (made by editing
//! the accepted case at the limit one step past it), and a valid/invalid
//! pair for each rule of the instancing and stream pages.

use dxsm::validate::{validate_binary, validate_text, Report};
use std::path::Path;

fn corpus(p: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus")
        .join(p)
}

fn read(p: &str) -> String {
    std::fs::read_to_string(corpus(p)).unwrap()
}

fn errors(r: &Report) -> Vec<(String, String)> {
    r.diagnostics
        .iter()
        .filter(|d| d.severity == dxsm::validate::Severity::Error)
        .map(|d| (d.code.clone(), d.message.clone()))
        .collect()
}

fn check(text: &str) -> Vec<(String, String)> {
    errors(&validate_text(text).unwrap())
}

/// Page rule that Microsoft's compiler does not check (docs/rules.md,
/// instancing).
fn page_only(id: &str) -> bool {
    [
        "gs50_limit_inst2_mvc513",
        "gs50_limit_inst4_mvc257",
        "gs50_limit_inst32_mvc33",
        "gs50_limit_inst32_mvc1024",
    ]
    .contains(&id)
}

/// Every program Microsoft's compiler accepted is valid, as text and as
/// binary; the four whose instance count × dcl_maxout passes 1024 are
/// errors by the page, and the message says Microsoft lets them through.
#[test]
fn microsoft_accepted_programs_are_valid() {
    let mut n = 0;
    for dir in [
        "sm4-5",
        "sm4-5/gs-limits",
        "public/slimshader",
        "public/angle",
    ] {
        for e in std::fs::read_dir(corpus(dir)).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_none_or(|x| x != "o") {
                continue;
            }
            let bin = std::fs::read(&p).unwrap();
            if !dxsm::dxbc::is_dxbc(&bin) {
                continue;
            }
            let id = p.file_stem().unwrap().to_string_lossy().to_string();
            let from_bin = errors(&validate_binary(&bin, true).unwrap());
            if page_only(&id) {
                assert_eq!(from_bin.len(), 1, "{id}: {from_bin:?}");
                assert_eq!(from_bin[0].0, "DXSM2001");
                assert!(
                    from_bin[0]
                        .1
                        .contains("Microsoft's compiler does not check"),
                    "{id}"
                );
            } else {
                assert!(from_bin.is_empty(), "{id}: {from_bin:?}");
            }
            if let Ok(text) = std::fs::read_to_string(p.with_extension("asm"))
                .map_err(|_| ())
                .and_then(|t| validate_text(&t).map_err(|_| ()).map(|_| t))
            {
                assert_eq!(
                    check(&text),
                    from_bin,
                    "{id}: text and binary verdicts differ"
                );
            }
            n += 1;
        }
    }
    println!("validated {n} Microsoft-accepted programs");
    assert!(n > 580);
}

/// The edited listing gives Microsoft's code, and Microsoft's message for
/// the same case (from its .err file) contains ours.
fn past_limit(base: &str, from: &str, to: &str, err_file: &str, code: &str) {
    let text = read(base);
    assert!(text.contains(from), "{base} lacks '{from}'");
    let edited = text.replacen(from, to, 1);
    let errs = check(&edited);
    assert!(!errs.is_empty(), "{base} with '{to}': no error");
    let ms = read(err_file);
    let (c, m) = &errs[0];
    assert_eq!(c, code, "{err_file}");
    assert!(ms.contains(code), "{err_file} has no {code}");
    assert!(
        ms.contains(m.as_str()),
        "Microsoft's message in {err_file}:\n{ms}\ndoes not contain ours:\n{m}"
    );
    // The listing at the limit itself is valid.
    assert!(check(&text).is_empty(), "{base}");
}

#[test]
fn instance_count_limits() {
    let g = "sm4-5/gs-limits/";
    past_limit(
        &format!("{g}gs50_limit_inst32.asm"),
        "dcl_gsinstances 32",
        "dcl_gsinstances 33",
        &format!("{g}gs50_limit_inst33.o.err"),
        "X3514",
    );
    past_limit(
        &format!("{g}gs50_limit_inst32.asm"),
        "dcl_gsinstances 32",
        "dcl_gsinstances 0",
        &format!("{g}gs50_limit_inst0.o.err"),
        "X3514",
    );
    past_limit(
        &format!("{g}gs40_limit_mvc1024.asm"),
        "dcl_maxout 1024",
        "dcl_gsinstances 2\ndcl_maxout 1",
        &format!("{g}gs40_limit_instancing_not_allowed.o.err"),
        "X3514",
    );
}

#[test]
fn output_size_limits() {
    let g = "sm4-5/gs-limits/";
    past_limit(
        &format!("{g}gs50_limit_mvc1024.asm"),
        "dcl_maxout 1024",
        "dcl_maxout 1025",
        &format!("{g}gs50_limit_mvc1025.o.err"),
        "X8000",
    );
    past_limit(
        &format!("{g}gs40_limit_mvc1024.asm"),
        "dcl_maxout 1024",
        "dcl_maxout 1025",
        &format!("{g}gs40_limit_mvc1025.o.err"),
        "X8000",
    );
    past_limit(
        &format!("{g}gs50_limit_scalars_32x32.asm"),
        "dcl_maxout 32",
        "dcl_maxout 33",
        &format!("{g}gs50_limit_scalars_32x33.o.err"),
        "X8000",
    );
    past_limit(
        &format!("{g}gs40_limit_scalars_32x32.asm"),
        "dcl_maxout 32",
        "dcl_maxout 33",
        &format!("{g}gs40_limit_scalars_32x33.o.err"),
        "X8000",
    );
    past_limit(
        &format!("{g}gs40_limit_5scalars_mvc204.asm"),
        "dcl_maxout 204",
        "dcl_maxout 205",
        &format!("{g}gs40_limit_5scalars_mvc205.o.err"),
        "X8000",
    );
    past_limit(
        &format!("{g}gs40_limit_pos_mvc256.asm"),
        "dcl_maxout 256",
        "dcl_maxout 257",
        &format!("{g}gs40_limit_pos_mvc257.o.err"),
        "X8000",
    );
    past_limit(
        &format!("{g}gs50_limit_inst8_scalars_32x32.asm"),
        "dcl_maxout 32",
        "dcl_maxout 33",
        &format!("{g}gs50_limit_inst8_scalars_32x33.o.err"),
        "X8000",
    );
}

#[test]
fn stream_limits() {
    let g = "sm4-5/gs-limits/";
    past_limit(
        "sm4-5/gs50_stream2_particle_split.asm",
        "dcl_stream m1\ndcl_outputtopology pointlist ",
        "dcl_stream m1\ndcl_outputtopology linestrip ",
        &format!("{g}gs50_limit_multistream_tristrip.o.err"),
        "X4592",
    );
    past_limit(
        "sm4-5/gs50_stream2_particle_split.asm",
        "dcl_stream m1",
        "dcl_stream m4",
        &format!("{g}gs50_limit_5_streams.o.err"),
        "X4570",
    );
    past_limit(
        &format!("{g}gs40_limit_mvc1024.asm"),
        "dcl_outputtopology pointlist ",
        "dcl_stream m0\ndcl_outputtopology pointlist ",
        &format!("{g}gs40_limit_multistream.o.err"),
        "X4570",
    );
}

/// Rules of the pages that Microsoft's compiler enforces by construction:
/// one valid program at the limit, one just past it.
#[test]
fn page_rules_valid_and_invalid_pairs() {
    let g = read("sm4-5/gs-limits/gs50_limit_inst32.asm");
    // instance count × maxout: 32 × 32 = 1024 valid, 32 × 33 not.
    assert!(check(&g.replace("dcl_maxout 4", "dcl_maxout 32")).is_empty());
    let e = check(&g.replace("dcl_maxout 4", "dcl_maxout 33"));
    assert_eq!(e[0].0, "DXSM2001");
    // vGSInstanceID read only where declared.
    let no_decl = g.replace("dcl_input vGSInstanceID\n", "");
    assert!(check(&no_decl).iter().any(|(c, _)| c == "DXSM2002"));
    // emit_stream names a declared stream; m0 is, m1 is not.
    assert!(check(&g.replace("emit_stream m0", "emit_stream m1"))
        .iter()
        .any(|(c, _)| c == "DXSM2012"));
    // plain emit where streams are declared.
    assert!(check(&g.replace("emit_stream m0", "emit "))
        .iter()
        .any(|(c, _)| c == "DXSM2013"));
    // cut_stream needs shader model 5.
    let g40 = read("sm4-5/gs-limits/gs40_limit_mvc1024.asm");
    assert!(check(&g40.replace("emit \n", "emit \ncut_stream m0\n"))
        .iter()
        .any(|(c, _)| c == "DXSM1001"));
    // each stream has its own output topology.
    let two = read("sm4-5/gs50_stream2_particle_split.asm");
    assert!(check(&two).is_empty());
    let e = check(&two.replacen(
        "dcl_stream m1\ndcl_outputtopology pointlist \n",
        "dcl_stream m1\n",
        1,
    ));
    assert!(e.iter().any(|(c, _)| c == "DXSM2010"), "{e:?}");
}

#[test]
fn structure_rules() {
    let ok = "ps_4_0\ndcl_output o0.xyzw\ndcl_temps 1\nmov r0.xyzw, l(1.000000,0,0,1.000000)\nmov o0.xyzw, r0.xyzw\nret \n";
    assert!(check(ok).is_empty());
    assert_eq!(
        check(&ok.replace("dcl_temps 1", "dcl_temps 0"))[0].0,
        "DXSM1020"
    );
    let unclosed = "vs_4_0\ndcl_temps 1\nloop \nmov r0.x, l(0)\nret \n";
    assert_eq!(check(unclosed)[0].0, "DXSM1013");
    let stray = "vs_4_0\nendif \nret \n";
    assert_eq!(check(stray)[0].0, "DXSM1010");
    let wrong_stage = "vs_4_0\ndcl_temps 1\ndiscard_nz r0.x\nret \n";
    assert_eq!(check(wrong_stage)[0].0, "DXSM1002");
    // Lines point at the offending instruction.
    let r = validate_text(&ok.replace("dcl_temps 1", "dcl_temps 0")).unwrap();
    assert_eq!(r.diagnostics[0].line, Some(4));
}

#[test]
fn level9_programs_get_the_sm1_rules() {
    // Every level-9 container Microsoft compiled is valid, its SM2 part
    // included.
    let dir = corpus("sm4-5");
    let mut n = 0;
    for e in std::fs::read_dir(&dir).unwrap() {
        let path = e.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if !(name.contains("l91_") || name.contains("l93_")) || !name.ends_with(".o") {
            continue;
        }
        let bin = std::fs::read(&path).unwrap();
        let r = validate_binary(&bin, false).unwrap();
        assert!(r.diagnostics.is_empty(), "{name}: {:?}", errors(&r));
        n += 1;
    }
    assert_eq!(n, 11);
    // Reading an uninitialized temporary in the SM2 part (the last
    // instruction's first source made r11) is found there.
    let mut bin = std::fs::read(dir.join("ps40l91_texture_modulate.o")).unwrap();
    let c = dxsm::dxbc::Container::read(&bin, false).unwrap();
    let aon9 = c.find(&[b"Aon9"]).unwrap();
    let (bytes, at) = dxsm::sm1::level9::program_bytes(aon9.data, aon9.offset).unwrap();
    let p = dxsm::sm1::decode::decode_at(bytes, at).unwrap();
    let last = p
        .instructions()
        .filter(|i| {
            i.dst.is_some()
                && i.srcs.first().is_some_and(|s| {
                    s.reg.ty == dxsm::sm1::table::reg::TEMP && s.relative.is_none()
                })
        })
        .last()
        .unwrap();
    let src_at = last.offset + 8;
    let tok = u32::from_le_bytes(bin[src_at..src_at + 4].try_into().unwrap());
    bin[src_at..src_at + 4].copy_from_slice(&((tok & !0x7ff) | 11).to_le_bytes());
    let r = validate_binary(&bin, true).unwrap();
    let d = r.diagnostics.first().expect("a finding");
    assert!(d.message.starts_with("level-9 program:"), "{}", d.message);
    assert!(d.message.contains("r11"), "{}", d.message);
}
