//! Shader model 1–3 disassembler against Microsoft's listings.
//!
//! For every binary/listing pair of the corpus, our listing must equal
//! Microsoft's byte for byte; each folder asserts a floor of exact matches.
//! Set `SM1_DIFF_DIR=/some/dir` to write our listing of each mismatch
//! there. Corrupted binaries (truncations, bit flips) must give errors or
//! listings, never panics.

use dxsm::dxbc::Container;
use dxsm::sm1;
use std::fs;
use std::path::{Path, PathBuf};

const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus");

/// (binary, listing) pairs of a folder; `bin_for` maps a listing to its binary.
fn pairs(
    dir: &str,
    listing_ext: &str,
    bin_for: impl Fn(&Path) -> Option<PathBuf>,
) -> Vec<(PathBuf, PathBuf)> {
    let mut v = Vec::new();
    let Ok(rd) = fs::read_dir(Path::new(CORPUS).join(dir)) else {
        return v;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.extension().and_then(|x| x.to_str()) == Some(listing_ext) {
            if let Some(b) = bin_for(&p) {
                v.push((b, p));
            }
        }
    }
    v.sort();
    v
}

/// `ID.lst` is the listing of `ID.o`, else of `ID.sv.o`.
fn asm_bin(lst: &Path) -> Option<PathBuf> {
    let o = lst.with_extension("o");
    if o.exists() {
        return Some(o);
    }
    let sv = lst.with_extension("sv.o");
    sv.exists().then_some(sv)
}

fn same_stem_o(lst: &Path) -> Option<PathBuf> {
    let o = lst.with_extension("o");
    o.exists().then_some(o)
}

fn our_listing(bin: &[u8]) -> Result<String, String> {
    let p = sm1::decode(bin).map_err(|e| e.to_string())?;
    Ok(sm1::disassemble(&p))
}

fn check(
    name: &str,
    pairs: &[(PathBuf, PathBuf)],
    f: impl Fn(&[u8], &str) -> Result<(String, String), String>,
) -> usize {
    let diff_dir = std::env::var_os("SM1_DIFF_DIR").map(PathBuf::from);
    let mut exact = 0;
    for (bin, lst) in pairs {
        let data = fs::read(bin).unwrap();
        let want = fs::read_to_string(lst).unwrap();
        match f(&data, &want) {
            Ok((ours, want)) if ours == want => exact += 1,
            Ok((ours, _)) => {
                if let Some(d) = &diff_dir {
                    fs::create_dir_all(d).unwrap();
                    fs::write(d.join(lst.file_name().unwrap()), ours).unwrap();
                }
            }
            Err(e) => {
                eprintln!("{}: {e}", bin.display());
                if let Some(d) = &diff_dir {
                    fs::create_dir_all(d).unwrap();
                    fs::write(d.join(lst.file_name().unwrap()), format!("ERROR {e}\n")).unwrap();
                }
            }
        }
    }
    println!("{name}: exact {exact} / {}", pairs.len());
    exact
}

fn whole(data: &[u8], want: &str) -> Result<(String, String), String> {
    Ok((our_listing(data)?, want.to_string()))
}

#[test]
fn hlsl_listings() {
    let p = pairs("sm1-3/hlsl/out", "lst", same_stem_o);
    let n = check("sm1-3/hlsl", &p, whole);
    assert!(p.len() >= 214);
    assert!(n >= 214, "exact {n}");
}

#[test]
fn asm_case_listings() {
    for (dir, floor) in [("sm1-3/asm-cases/own", 149), ("sm1-3/asm-cases/wine", 183)] {
        let p = pairs(dir, "lst", asm_bin);
        let n = check(dir, &p, whole);
        assert!(n >= floor, "{dir}: exact {n}");
    }
}

#[test]
fn nesting_listings() {
    let p = pairs("sm1-3/nesting", "lst", asm_bin);
    let n = check("sm1-3/nesting", &p, whole);
    assert!(n >= 1113, "exact {n}");
}

#[test]
fn angle_d3d9_listings() {
    let p: Vec<_> = pairs("public/angle", "asm", same_stem_o)
        .into_iter()
        .filter(|(b, _)| {
            b.file_name()
                .unwrap()
                .to_str()
                .unwrap()
                .starts_with("angle-d3d9-")
        })
        .collect();
    let n = check("public/angle (d3d9)", &p, whole);
    assert!(n >= 8, "exact {n}");
}

/// The level-9 part of an SM4 listing: from the first mapping table (or
/// `// Level9 shader bytecode:`) to the slot-count line.
fn level9_part(data: &[u8], want: &str) -> Result<(String, String), String> {
    let c = Container::read(data, false).map_err(|e| e.to_string())?;
    let chunk = c.find(&[b"Aon9"]).ok_or("no Aon9 chunk")?;
    let mut ours = String::new();
    sm1::print_level9(chunk.data, chunk.offset, &mut ours).map_err(|e| e.to_string())?;
    let starts = [
        "// Constant buffer to DX9 shader constant mappings:",
        "// Sampler/Resource to DX9 shader sampler mappings:",
        "// Runtime generated constant mappings:",
        "// Level9 shader bytecode:",
    ];
    let start = starts
        .iter()
        .filter_map(|s| want.find(s))
        .min()
        .ok_or("no level-9 section")?;
    let rest = &want[start..];
    let app = rest.find("// approximately").ok_or("no slot line")?;
    let end = app + rest[app..].find('\n').ok_or("no newline")? + 1;
    Ok((ours, rest[..end].to_string()))
}

#[test]
fn level9_listings() {
    let p: Vec<_> = pairs("sm4-5", "asm", same_stem_o)
        .into_iter()
        .filter(|(b, _)| {
            let n = b.file_name().unwrap().to_str().unwrap();
            n.contains("l91_") || n.contains("l93_")
        })
        .collect();
    let n = check("sm4-5 level9", &p, level9_part);
    assert!(n >= 11, "exact {n}");
}

fn all_binaries() -> Vec<Vec<u8>> {
    let mut v = Vec::new();
    for dir in [
        "sm1-3/hlsl/out",
        "sm1-3/asm-cases/own",
        "sm1-3/asm-cases/wine",
    ] {
        let mut names: Vec<_> = fs::read_dir(Path::new(CORPUS).join(dir))
            .unwrap()
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().and_then(|x| x.to_str()) == Some("o"))
            .collect();
        names.sort();
        for p in names {
            v.push(fs::read(p).unwrap());
        }
    }
    v
}

#[test]
fn truncations_give_errors() {
    for data in all_binaries().iter().step_by(3) {
        for cut in (0..data.len()).step_by(3) {
            let r = sm1::decode(&data[..cut]);
            let e = r.expect_err("a truncated stream must not decode");
            assert!(e.offset() <= cut, "offset {} past cut {cut}", e.offset());
        }
    }
}

#[test]
fn bit_flips_never_panic() {
    let mut seed = 0x1234_5678_9abc_def0u64;
    let mut rnd = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for data in all_binaries() {
        for _ in 0..40 {
            let mut d = data.clone();
            for _ in 0..1 + rnd() % 3 {
                let bit = (rnd() % (d.len() as u64 * 8)) as usize;
                d[bit / 8] ^= 1 << (bit % 8);
            }
            match sm1::decode(&d) {
                Ok(p) => {
                    let _ = sm1::disassemble(&p);
                }
                Err(e) => assert!(e.offset() <= d.len()),
            }
        }
    }
}
