//! `dxsm::edit` (the Python package's `Program`): a shader read into parts
//! prints back as Microsoft's listing and assembles back to its own bytes,
//! on every corpus binary and listing; edits change what they name.

use dxsm::edit::{IndexPart, Shader};
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus")
}

/// Binaries and the listing Microsoft printed of each (flag 0).
fn pairs() -> Vec<(PathBuf, PathBuf)> {
    let mut out = Vec::new();
    for (dir, listing) in [
        ("sm4-5", "asm"),
        ("public/angle", "asm"),
        ("public/slimshader", "asm"),
        ("sm1-3/hlsl/out", "lst"),
    ] {
        let Ok(entries) = std::fs::read_dir(root().join(dir)) else {
            continue;
        };
        for e in entries {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "o") {
                let l = p.with_extension(listing);
                if l.exists() {
                    out.push((p, l));
                }
            }
        }
    }
    out.sort();
    out
}

#[test]
fn every_corpus_shader_prints_and_assembles_back() {
    let pairs = pairs();
    assert!(pairs.len() > 600, "{} corpus pairs", pairs.len());
    let mut failures = Vec::new();
    for (bin, lst) in &pairs {
        let data = std::fs::read(bin).unwrap();
        let name = bin.display();
        let opts = dxsm::listing::Options {
            flags: dxsm::listing::NO_DEBUG_INFO,
            ..Default::default()
        };
        // A file kept for its bad checksum is refused as `dis` refuses it.
        let Ok(ours) = dxsm::listing::disassemble(&data, &opts) else {
            assert!(Shader::from_binary(&data).is_err());
            continue;
        };
        let s = match Shader::from_binary(&data) {
            Ok(s) => s,
            Err(e) => {
                failures.push(format!("{name}: read: {e}"));
                continue;
            }
        };
        if s.text().as_deref() != Ok(ours.as_str()) {
            failures.push(format!("{name}: text differs from the listing"));
        }
        match s.assemble(false) {
            Ok(b) if b == data => {}
            Ok(_) => failures.push(format!("{name}: assembled bytes differ")),
            Err(e) => failures.push(format!("{name}: assemble: {e}")),
        }
        // Microsoft's own listing, read as text, prints back as it was
        // (the corpus listings are of binaries without debug information).
        let text = std::fs::read_to_string(lst).unwrap();
        // It assembles as the assembler assembles the text.
        match Shader::from_text(&text) {
            Ok(t) => {
                if t.text().as_deref() != Ok(text.as_str()) {
                    failures.push(format!("{}: listing does not print back", lst.display()));
                }
                let direct = dxsm::assemble::assemble(&text, &Default::default()).ok();
                if t.assemble(false).ok() != direct {
                    failures.push(format!("{}: assembles otherwise than asm", lst.display()));
                }
            }
            Err(e) => failures.push(format!("{}: {e}", lst.display())),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn clip_dissolve() -> Vec<u8> {
    std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/shaders/ps40_clip_dissolve.o"),
    )
    .unwrap()
}

#[test]
fn operands_read_as_the_listing_shows_them() {
    let s = Shader::from_binary(&clip_dissolve()).unwrap();
    let f = &s.family;
    assert_eq!(f.version(), "ps_4_0");
    assert_eq!(f.stage(), "pixel");
    // Every operand's facts agree with its printed text.
    for ins in &s.instructions {
        for k in 0..ins.operand_count() {
            let o = ins.operand(f, k).unwrap();
            let t = o.text.trim_start_matches('-').trim_start_matches('|');
            assert!(t.starts_with(&o.register), "{o:?}");
            if let Some(m) = &o.mask {
                if !m.is_empty() {
                    assert!(o.text.ends_with(&format!(".{m}")), "{o:?}");
                }
            }
            if let Some(IndexPart::Imm(n)) = o.index.first() {
                assert!(o.text.contains(&n.to_string()), "{o:?}");
            }
        }
    }
    let code: Vec<_> = s
        .instructions
        .iter()
        .filter(|i| !i.is_declaration())
        .collect();
    assert!(code.iter().any(|i| i.mnemonic(f) == "discard"));
    assert!(s
        .instructions
        .iter()
        .any(|i| i.is_declaration() && i.mnemonic(f) == "dcl_temps"));
}

#[test]
fn edits_change_what_they_name_and_nothing_else() {
    let data = clip_dissolve();
    let mut s = Shader::from_binary(&data).unwrap();
    let before = s.text().unwrap();
    let f = s.family;
    // A new instruction after the last write of o0, read in this program's
    // version; a mask and a swizzle changed on another.
    let at = s
        .instructions
        .iter()
        .rposition(|i| {
            (0..i.operand_count()).any(|k| {
                let o = i.operand(&f, k).unwrap();
                o.destination && o.register == "o"
            })
        })
        .unwrap();
    let new = s.parse_instructions("mov o0.w, l(0.5)").unwrap();
    assert_eq!(new.len(), 1);
    s.instructions.insert(at + 1, new[0].clone());
    let text = s.text().unwrap();
    assert!(text.contains("mov o0.w, l(0.500000)\n"), "{text}");
    assert_eq!(text.lines().count(), before.lines().count() + 1);
    let bin = s.assemble(false).unwrap();
    let back = dxsm::listing::disassemble(&bin, &Default::default()).unwrap();
    assert!(back.contains("mov o0.w, l(0.500000)\n"));
    // Only the code changed: the other chunks are the base's.
    let chunks = |b: &[u8]| {
        let c = dxsm::dxbc::Container::read(b, true).unwrap();
        c.chunks
            .iter()
            .filter(|k| &k.fourcc != b"SHDR" && &k.fourcc != b"SHEX")
            .map(|k| (k.fourcc, k.data.to_vec()))
            .collect::<Vec<_>>()
    };
    assert_eq!(chunks(&bin), chunks(&data));

    let i = &mut s.instructions[at + 1];
    i.set_mask(0, "z").unwrap();
    assert_eq!(i.text(&f), "mov o0.z, l(0.500000)");
    assert!(i.set_mask(0, "zx").is_err());
    assert!(i.set_swizzle(0, "x").is_err());
    assert!(i.set_modifier(0, Some("neg")).is_err());
    let j = s.with_operand(&s.instructions[at + 1], 1, "r0.y").unwrap();
    assert_eq!(j.text(&f), "mov o0.z, r0.y");
    let mut j = j;
    j.set_modifier(1, Some("abs")).unwrap();
    j.set_swizzle(1, "w").unwrap();
    j.set_index(1, &[1]).unwrap();
    j.set_saturate(true).unwrap();
    assert_eq!(j.text(&f), "mov_sat o0.z, |r1.w|");
    // What the validator refuses names the line of the text.
    s.instructions[at + 1] = s.parse_instructions("mov o0.z, r99.x").unwrap()[0].clone();
    let line = s
        .text()
        .unwrap()
        .lines()
        .position(|l| l.contains("r99"))
        .unwrap()
        + 1;
    let e = s.assemble(false).unwrap_err().to_string();
    assert!(e.starts_with(&format!("{line}:")), "{e} (line {line})");
}

#[test]
fn direct3d9_shaders_edit_the_same_way() {
    let dir = root().join("sm1-3/hlsl/out");
    let path = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".vs_3_0.o"))
        .min()
        .unwrap();
    let data = std::fs::read(&path).unwrap();
    let mut s = Shader::from_binary(&data).unwrap();
    let f = s.family;
    assert_eq!(f.version(), "vs_3_0");
    let k = s
        .instructions
        .iter()
        .position(|i| !i.is_declaration() && i.operand_count() >= 2)
        .unwrap();
    let o = s.instructions[k].operand(&f, 1).unwrap();
    assert!(!o.destination);
    assert_eq!(o.swizzle.as_ref().map(String::len), Some(4));
    s.instructions[k].set_modifier(1, Some("neg")).unwrap();
    let t = s.instructions[k].text(&f);
    assert!(t.contains(", -"), "{t}");
    let bin = s.assemble(false).unwrap();
    let back = dxsm::listing::disassemble(&bin, &Default::default()).unwrap();
    assert!(back.contains(&t), "{t}");
    // The constant table is kept.
    assert!(back.contains("// Parameters:") || !s.header.contains("// Parameters:"));
    // What the validator refuses names the line of the text.
    // (X5703: an input read without a declaration.)
    let bad = s.parse_instructions("mov r0, v15").unwrap();
    s.instructions.insert(k, bad[0].clone());
    let e = s.assemble(false).unwrap_err().to_string();
    let line = s
        .text()
        .unwrap()
        .lines()
        .position(|l| l.trim() == "mov r0, v15")
        .unwrap()
        + 1;
    assert!(e.starts_with(&format!("{line}:")), "{e} (line {line})");
    assert!(e.contains("X5703"), "{e}");
}

#[test]
fn listing_text_keeps_what_was_written_where_unedited() {
    let text = "ps_4_0\ndcl_output o0.xyzw\n// the colour\nmov o0.xyzw, l(.5, 1.0, 0, 0) // half red\nret\n";
    let mut s = Shader::from_text(text).unwrap();
    assert_eq!(s.text().unwrap(), text);
    let f = s.family;
    s.instructions[1].set_mask(0, "xy").unwrap();
    // The edited line is printed as Microsoft prints it (a typeless
    // `mov` prints the floats' bits as floats, zero as `0`); the others
    // stay as written, the comment before the edited one included.
    assert_eq!(
        s.text().unwrap(),
        "ps_4_0\ndcl_output o0.xyzw\n// the colour\nmov o0.xy, l(0.500000,1.000000,0,0)\nret\n"
    );
    assert_eq!(
        s.instructions[1].text(&f),
        "mov o0.xy, l(0.500000,1.000000,0,0)"
    );
}
