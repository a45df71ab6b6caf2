//! What modders write assembles and means what they wrote.
//! Expected bits of decimal literals are IEEE round-to-nearest-even of the
//! decimal (computed independently: Python's struct), Microsoft's C
//! runtime spellings of infinity and NaN are as its printf writes them.

use dxsm::assemble::{assemble, Options};
use dxsm::sm4::{decode::decode, Program};

fn code(bin: &[u8]) -> Program {
    let c = dxsm::dxbc::Container::read(bin, true).unwrap();
    let k = c.find(&[b"SHDR", b"SHEX"]).unwrap();
    decode(k.data, k.offset).unwrap()
}

fn asm(text: &str) -> Vec<u8> {
    let opts = Options {
        skip_validation: true,
        ..Default::default()
    };
    assemble(text, &opts).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// The 32-bit immediates of the first `mov`.
fn mov_imm(text: &str) -> Vec<u32> {
    let p = code(&asm(text));
    let mov = p
        .instructions
        .iter()
        .find(|i| i.opcode == dxsm::sm4::Opcode::Mov)
        .unwrap();
    mov.operands.iter().flat_map(|o| o.imm.clone()).collect()
}

fn ps(body: &str) -> String {
    format!("ps_4_0\ndcl_output o0.xyzw\n{body}\nret \n")
}

#[test]
fn a_literal_is_its_nearest_float() {
    let imm = mov_imm(&ps("mov o0.xyzw, l(0.000010, 0.000001, 0.333333, 0.1)"));
    assert_eq!(imm, [0x3727c5ac, 0x358637bd, 0x3eaaaa9f, 0x3dcccccd]);
    // The same in an immediate constant buffer.
    let bin = asm(&ps(
        "dcl_immediateConstantBuffer { { 0.000010, 0.333333, 0, 1.000000} }\nmov o0.xyzw, l(0,0,0,0)",
    ));
    let icb = code(&bin)
        .instructions
        .into_iter()
        .find(|i| i.opcode == dxsm::sm4::Opcode::CustomData)
        .unwrap();
    assert_eq!(icb.nums[..], [0x3727c5ac, 0x3eaaaa9f, 0, 0x3f800000]);
    // SM1-3 `def`.
    let bin = assemble(
        "vs_2_0\ndef c0, 0.000010, 0.333333, 0.1, 1\ndcl_position v0\nmov oPos, v0\n",
        &Default::default(),
    )
    .unwrap();
    let words: Vec<u32> = bin
        .chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    assert!(
        words
            .windows(4)
            .any(|w| w == [0x3727c5ac, 0x3eaaaa9f, 0x3dcccccd, 0x3f800000]),
        "{words:x?}"
    );
}

#[test]
fn the_guess_is_opt_in_and_never_below_a_thousandth() {
    let text = ps("mov o0.xyzw, l(0.000010, 0.003922, 0.333333, 1.000000)");
    let opts = Options {
        skip_validation: true,
        guess_floats: true,
        ..Default::default()
    };
    let p = code(&assemble(&text, &opts).unwrap());
    let imm = &p.instructions[1].operands[1].imm;
    // 0.000010 stays nearest; 0.003922 prints as 1/255, 0.333333 as 1/3.
    assert_eq!(imm[0], 0x3727c5ac);
    assert_eq!(imm[1], (1.0f32 / 255.0).to_bits());
    assert_eq!(imm[2], (1.0f32 / 3.0).to_bits());
}

#[test]
fn base_keeps_its_bits_only_where_the_text_prints_them() {
    let text = ps("mov o0.xyzw, l(0.333333, 0.003922, 2.000000, 0.5)");
    let base = {
        let mut p = code(&asm(&text));
        let imm = &mut p.instructions[1].operands[1].imm;
        imm[0] = (1.0f32 / 3.0).to_bits();
        imm[1] = (1.0f32 / 255.0).to_bits();
        let shdr = dxsm::sm4::encode::encode(&p);
        let orig = asm(&text);
        let c = dxsm::dxbc::Container::read(&orig, true).unwrap();
        let chunks: Vec<([u8; 4], Vec<u8>)> = c
            .chunks
            .iter()
            .map(|k| {
                let d = if &k.fourcc == b"SHDR" {
                    shdr.clone()
                } else {
                    k.data.to_vec()
                };
                (k.fourcc, d)
            })
            .collect();
        let refs: Vec<([u8; 4], &[u8])> = chunks.iter().map(|(f, d)| (*f, d.as_slice())).collect();
        dxsm::dxbc::write(&refs)
    };
    let opts = Options {
        base: Some(&base),
        ..Default::default()
    };
    // Unedited: the base's bits come back.
    assert_eq!(assemble(&text, &opts).unwrap(), base);
    // Edited second value: that one is the nearest float of the new text.
    let edited = text.replace("0.003922", "0.250000");
    let p = code(&assemble(&edited, &opts).unwrap());
    let imm = &p.instructions[1].operands[1].imm;
    assert_eq!(imm[0], (1.0f32 / 3.0).to_bits());
    assert_eq!(imm[1], 0x3e800000);
}

#[test]
fn microsoft_spellings_of_infinity_and_nan() {
    let imm = mov_imm(&ps("mov o0.xyzw, l(1.#INF, -1.#INF0000, -1.#IND, 1.#QNAN)"));
    assert_eq!(imm, [0x7f800000, 0xff800000, 0xffc00000, 0x7fc00000]);
    let imm = mov_imm(&ps(
        "mov o0.xyzw, l(1.#INF00, -1.#IND00, 1.#QNAN0, -1.#QNAN)",
    ));
    assert_eq!(imm, [0x7f800000, 0xffc00000, 0x7fc00000, 0xffc00000]);
}

#[test]
fn nul_bytes_semicolons_and_case() {
    let text = "ps_4_0\ndcl_resource_texture2d (float,float,float,float) t0\ndcl_output o0.xyzw\ndcl_temps 1\nresinfo_indexable(texture2d)(float,float,float,float)_rcpfloat r0.xyzw, l(0), t0.xyzw;\nMOV o0.xyzw, r0.xyzw;\nret\n\0\0";
    let bin = asm(text);
    let listing = dxsm::listing::disassemble(&bin, &Default::default()).unwrap();
    assert!(
        listing.contains("_rcpFloat r0.xyzw, l(0), t0.xyzw\n"),
        "{listing}"
    );
    assert!(listing.contains("\nmov o0.xyzw, r0.xyzw\n"), "{listing}");
    // A NUL inside the text is an error that names it.
    let e = assemble("ps_4_0\nret\0 \nret\n", &Default::default()).unwrap_err();
    assert!(e.to_string().contains("NUL"), "{e}");
}

#[test]
fn whole_program_findings_stay_inside_the_file() {
    // No `ret`... and no dcl_temps for r0: an error about the program.
    let text = "ps_4_0\ndcl_output o0.xyzw\nmov o0.xyzw, r0.xyzw\n";
    let e = assemble(text, &Default::default()).unwrap_err();
    let line: usize = e.to_string().split(':').next().unwrap().parse().unwrap();
    assert!(line <= text.lines().count(), "{e}");
}

#[test]
fn custom_data_of_other_classes() {
    let text = "ps_4_0\ncustomdata class 2 (3 words) { 0x00000001, 0x00000002, 0x00000003 }\ndcl_output o0.xyzw\nmov o0.xyzw, l(1.000000,0,0,1.000000)\nret \n";
    let bin = asm(text);
    // Microsoft prints these as `undecipherable custom data` (the oracle's
    // D3DDisassemble on this binary); --lossless keeps the words.
    let ms = dxsm::listing::disassemble(&bin, &Default::default()).unwrap();
    assert!(ms.contains("\nundecipherable custom data\n"), "{ms}");
    let lossless = dxsm::listing::disassemble(
        &bin,
        &dxsm::listing::Options {
            lossless: true,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(asm(&lossless), bin);
    // The Microsoft text needs the original.
    assert!(assemble(&ms, &Default::default()).is_err());
    let opts = Options {
        base: Some(&bin),
        ..Default::default()
    };
    assert_eq!(assemble(&ms, &opts).unwrap(), bin);
}

#[test]
fn lossless_keeps_nan_payloads() {
    let text = ps("mov o0.xyzw, l(0x7fc00001, 0xffc00000, 0x7f800001, 1.000000)");
    let bin = asm(&text);
    let o = dxsm::listing::Options {
        lossless: true,
        ..Default::default()
    };
    let l = dxsm::listing::disassemble(&bin, &o).unwrap();
    assert_eq!(asm(&l), bin, "{l}");
}

/// A file of `tests/corpus/oracle/`.
fn oracle_file(path: &str) -> Vec<u8> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus/oracle/");
    std::fs::read(format!("{dir}{path}")).unwrap()
}

#[test]
fn partial_source_swizzles_are_masks_as_3dmigoto_writes_them() {
    let text = String::from_utf8(oracle_file("partial-swizzle/p.asm")).unwrap();
    let p = code(&asm(&text));
    let add = p
        .instructions
        .iter()
        .find(|i| i.opcode == dxsm::sm4::Opcode::Add)
        .unwrap();
    // Sources in mask-selection mode, mask xyz (3Dmigoto's encoding).
    for s in &add.operands[1..] {
        assert_eq!(
            s.comps,
            dxsm::sm4::Components::Four(dxsm::sm4::Selection::Mask(0b0111))
        );
    }
    // Microsoft's disassembler prints that binary as we do (the code
    // alone: the container has no signatures).
    let bin = oracle_file("partial-swizzle/p.o");
    let ms = String::from_utf8(oracle_file("partial-swizzle/p.ms.asm")).unwrap();
    let ours = dxsm::listing::disassemble(&bin, &Default::default()).unwrap();
    assert_eq!(ours, ms);
    // Out of order or repeated letters cannot be a mask: refused.
    let e = assemble(
        "ps_4_0\ndcl_constantbuffer cb0[1], immediateIndexed\ndcl_output o0.xyzw\nmov o0.xy, cb0[0].yx\nret\n",
        &Default::default(),
    )
    .unwrap_err();
    assert!(e.to_string().contains("xyzw order"), "{e}");
}

#[test]
fn relative_indices_inside_relative_indices_print_as_microsoft_prints_them() {
    let text = String::from_utf8(oracle_file("nested-relative/n.asm")).unwrap();
    let bin = oracle_file("nested-relative/n.o");
    assert_eq!(asm(&text), bin);
    // Microsoft's disassembler prints the inner index's immediate alone
    // (and the code alone: the container has no signatures).
    let ms = String::from_utf8(oracle_file("nested-relative/n.ms.asm")).unwrap();
    let ours = dxsm::listing::disassemble(&bin, &Default::default()).unwrap();
    assert_eq!(ours, ms);
    assert!(ours.contains("cb0[x0[2].x + 1]"), "{ours}");
    // The lossless listing keeps the inner register and gives the bytes back.
    let o = dxsm::listing::Options {
        lossless: true,
        ..Default::default()
    };
    let l = dxsm::listing::disassemble(&bin, &o).unwrap();
    assert!(l.contains("cb0[x0[r0.x + 2].x + 1]"), "{l}");
    assert_eq!(asm(&l), bin, "{l}");
}

#[test]
fn short_immediates_only_where_unambiguous() {
    assert_eq!(
        mov_imm(&ps("mov o0.xyzw, l(0.5, 0.5, 0.5)")),
        [0x3f000000; 4]
    );
    let e = assemble(&ps("mov o0.xyzw, l(1, 2, 3)"), &Default::default()).unwrap_err();
    assert!(e.to_string().contains("ambiguous"), "{e}");
    // d3dcompiler_46's NaN spelling, as 3Dmigoto's assembler reads it.
    assert_eq!(mov_imm(&ps("mov o0.xyzw, l(-1.#QNAN000)"))[0], 0xffc10000);
}

/// The level-9 corpus binaries (Microsoft's, `*_level_9_x` profiles).
const LEVEL9: [&str; 11] = [
    "ps40l91_alpha_clip",
    "ps40l91_cube_env_fresnel",
    "ps40l91_texture_modulate",
    "ps40l93_blur_taps",
    "ps40l93_lighting_mrt",
    "ps40l93_min16_grading",
    "vs40l91_basic_transform",
    "vs40l91_three_lights_unrolled",
    "vs40l93_fog_texgen",
    "vs40l93_min16_sprite",
    "vs40l93_skinning_relative_addr",
];

#[test]
fn level9_listings_assemble_whole_without_a_base() {
    // Microsoft's listing alone gives Microsoft's container byte for byte:
    // the Aon9 chunk (SM2 program, mapping tables) rebuilt from the text,
    // in the level-9 chunk order (Aon9, code, STAT, SFI0, RDEF, signatures).
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus/sm4-5");
    let mut exact = 0;
    for name in LEVEL9 {
        let text = std::fs::read_to_string(format!("{dir}/{name}.asm")).unwrap();
        let bin = std::fs::read(format!("{dir}/{name}.o")).unwrap();
        let out = assemble(&text, &Default::default()).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(out, bin, "{name}");
        exact += 1;
    }
    println!(
        "level-9 listings assembled whole without a base: {exact} / {}",
        LEVEL9.len()
    );
}

#[test]
fn level9_listings_printed_with_options_assemble_whole() {
    // D3DDisassemble 0x4 (numbers), 0x20 (offsets), 0x24 and 0x80 (hex
    // literals: `def` values as bits), Microsoft's listings.
    let root = env!("CARGO_MANIFEST_DIR");
    let mut n = 0;
    for name in LEVEL9 {
        let bin = std::fs::read(format!("{root}/tests/corpus/sm4-5/{name}.o")).unwrap();
        for flags in ["04", "20", "24", "80"] {
            let path = format!("{root}/tests/corpus/oracle/disasm-flags/{name}.{flags}.asm");
            let text = std::fs::read_to_string(&path).unwrap();
            let out =
                assemble(&text, &Default::default()).unwrap_or_else(|e| panic!("{path}: {e}"));
            assert_eq!(out, bin, "{path}");
            n += 1;
        }
    }
    assert_eq!(n, 44);
}

#[test]
fn level9_edits_are_kept_and_checked() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus/sm4-5");
    let text = std::fs::read_to_string(format!("{dir}/ps40l91_alpha_clip.asm")).unwrap();
    let bin = std::fs::read(format!("{dir}/ps40l91_alpha_clip.o")).unwrap();
    let opts = Options {
        base: Some(&bin),
        ..Default::default()
    };
    // Unedited, with the original: the original.
    assert_eq!(assemble(&text, &opts).unwrap(), bin);
    // An edit of the level-9 part is kept, with or without the base.
    let edited = text.replace("    add r1, r0.w, -c0.x", "    add r1, r0.w, -c0.y");
    assert_ne!(edited, text);
    for o in [&opts, &Default::default()] {
        let out = assemble(&edited, o).unwrap();
        let back = dxsm::listing::disassemble(&out, &Default::default()).unwrap();
        assert!(back.contains("    add r1, r0.w, -c0.y\n"), "{back}");
        assert!(!back.contains("-c0.x"));
    }
    // A level-9 part the SM1-3 rules refuse (ps_2_0 has no `c300`; X5..),
    // or that does not parse, is an error at its line.
    let bad = text.replace("    add r1, r0.w, -c0.x", "    add r1, r0.w, -c300.x");
    let line = text
        .lines()
        .position(|l| l == "    add r1, r0.w, -c0.x")
        .unwrap()
        + 1;
    let e = assemble(&bad, &Default::default()).unwrap_err().to_string();
    assert!(
        e.starts_with(&format!("{line}:")) && e.contains("X2005"),
        "{e}"
    );
    let bad = text.replace("    add r1, r0.w, -c0.x", "    add r1, r0.w, -c0.q");
    let e = assemble(&bad, &Default::default()).unwrap_err().to_string();
    assert!(e.starts_with(&format!("{line}:")), "{e}");
    // A level-9 listing over a base without an Aon9 chunk: refused.
    let other = std::fs::read(format!("{dir}/ps40_alpha_test_discard.o")).unwrap();
    let o = Options {
        base: Some(&other),
        ..Default::default()
    };
    let e = assemble(&edited, &o).unwrap_err().to_string();
    assert!(e.contains("no Aon9"), "{e}");
}

#[test]
fn a_base_of_another_stage_or_family_is_refused() {
    let vs = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/corpus/sm4-5/vs40_transform_normal_uv.o"
    ))
    .unwrap();
    let opts = Options {
        base: Some(&vs),
        ..Default::default()
    };
    let e = assemble(&ps("mov o0.xyzw, l(0,0,0,0)"), &opts).unwrap_err();
    assert!(e.to_string().contains("the base is a Vertex shader"), "{e}");
    // SM1-3 text with a DXBC base, SM4 text with a D3D9 base.
    let e = assemble("vs_2_0\ndcl_position v0\nmov oPos, v0\n", &opts).unwrap_err();
    assert!(e.to_string().contains("DXBC"), "{e}");
    let d3d9 = assemble(
        "vs_2_0\ndcl_position v0\nmov oPos, v0\n",
        &Default::default(),
    )
    .unwrap();
    let opts = Options {
        base: Some(&d3d9),
        ..Default::default()
    };
    assert!(assemble(&ps("mov o0.xyzw, l(0,0,0,0)"), &opts).is_err());
}

#[test]
fn level9_mapping_tables_as_microsoft_writes_them() {
    // Crossed texture/sampler pairs and bool/int/float conversions (oracle
    // builds): a swapped field or code shows in the listing and in the
    // assembled chunk.
    let mut n = 0;
    for c in crate::common::oracle_listings("level9-maps") {
        assert_eq!(c.got, c.want, "{}: listing", c.path.display());
        let out = assemble(&c.want, &Default::default())
            .unwrap_or_else(|e| panic!("{}: {e}", c.path.display()));
        assert_eq!(out, c.bin, "{}: assembled", c.path.display());
        n += 1;
    }
    assert_eq!(n, 6);
    println!("level-9 mapping tables (crossed samplers, conversions), printed and assembled exactly: {n} / 6");
}
