//! The IFCE chunk (interfaces and class linkage) against Microsoft's output
//! in the corpus: (a) the whole listing equals Microsoft's, (b)
//! `write(read(chunk))` gives the chunk back, (c) assembling the listing
//! gives the IFCE chunk back (except dword 8, which changes from compile to
//! compile; also counted exactly), (d) truncated and bit-flipped chunks
//! give errors, never panics. Prints counts and asserts floors.

use dxsm::dxbc::{ifce, Container};
use std::path::{Path, PathBuf};

use super::common::CORPUS;

fn cases() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(Path::new(CORPUS).join("sm4-5"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.extension().is_some_and(|x| x == "o")
                && p.file_name()
                    .unwrap()
                    .to_string_lossy()
                    .contains("interface")
        })
        .collect();
    v.sort();
    for n in [
        "HlslCrossCompiler__ps5__interface_arrays",
        "HlslCrossCompiler__ps5__interfaces",
        "Sdk__Direct3D11__DynamicShaderLinkage11__DynamicShaderLinkage11_PS",
    ] {
        v.push(
            Path::new(CORPUS)
                .join("public/slimshader")
                .join(format!("{n}.o")),
        );
    }
    v
}

/// The IFCE chunk's data and absolute offset.
fn ifce_chunk(bin: &[u8]) -> Option<(Vec<u8>, usize)> {
    let c = Container::read(bin, false).ok()?;
    c.chunks
        .iter()
        .find(|k| &k.fourcc == b"IFCE")
        .map(|k| (k.data.to_vec(), k.offset))
}

#[test]
fn ifce_corpus() {
    let files = cases();
    let (mut listing, mut round, mut text, mut text_exact, mut order) = (0, 0, 0, 0, 0);
    for p in &files {
        let bin = std::fs::read(p).unwrap();
        let asm = std::fs::read_to_string(p.with_extension("asm")).unwrap();
        let name = p.file_name().unwrap().to_string_lossy().to_string();
        match dxsm::listing::disassemble(&bin, &Default::default()) {
            Ok(t) if t == asm => listing += 1,
            Ok(_) => eprintln!("{name}: listing differs"),
            Err(e) => eprintln!("{name}: {e}"),
        }
        let Some((data, off)) = ifce_chunk(&bin) else {
            eprintln!("{name}: no IFCE chunk");
            continue;
        };
        let f = ifce::read(&data, off).expect("IFCE reads");
        if ifce::write(&f) == data {
            round += 1;
        } else {
            eprintln!("{name}: write(read(IFCE)) differs");
        }
        let Ok(built) = dxsm::assemble::assemble(&asm, &Default::default()) else {
            eprintln!("{name}: assembly failed");
            continue;
        };
        let Some((mine, _)) = ifce_chunk(&built) else {
            eprintln!("{name}: assembled container has no IFCE chunk");
            continue;
        };
        let c = Container::read(&built, true).unwrap();
        let codes: Vec<[u8; 4]> = c.chunks.iter().map(|k| k.fourcc).collect();
        if let Some(i) = codes.iter().position(|k| k == b"IFCE") {
            if matches!(codes.get(i + 1), Some(k) if k == b"SHEX" || k == b"SHDR") {
                order += 1;
            }
        }
        let masked = |d: &[u8]| {
            let mut d = d.to_vec();
            if d.len() >= 36 {
                d[32..36].fill(0);
            }
            d
        };
        if masked(&mine) == masked(&data) {
            text += 1;
        } else {
            eprintln!("{name}: IFCE from text differs");
        }
        if mine == data {
            text_exact += 1;
        }
    }
    let n = files.len();
    println!("IFCE: {n} cases; listing exact {listing}, write(read) {round}, from text {text} (all bytes {text_exact}), IFCE right before SHEX {order}");
    assert_eq!(n, 8);
    // No known differences: every case checked in every way.
    assert_eq!(listing, n, "listing exact");
    assert_eq!(round, n, "write(read)");
    assert_eq!(text, n, "from text");
    assert_eq!(order, n, "order");
}

#[test]
fn ifce_bad_input() {
    let (mut truncated_err, mut truncations, mut flips, mut flip_err) = (0, 0, 0, 0);
    for p in cases() {
        let bin = std::fs::read(&p).unwrap();
        let Some((data, off)) = ifce_chunk(&bin) else {
            continue;
        };
        // Where the last string's NUL is: cutting before it must fail.
        let last_nul = data.iter().rposition(|&b| b == 0).unwrap();
        for len in 0..data.len() {
            truncations += 1;
            let r = ifce::read(&data[..len], off);
            if len <= last_nul {
                let e = r.expect_err("truncated chunk reads");
                // The error names an absolute offset inside the chunk (or
                // just past it).
                let msg = e.to_string();
                assert!(msg.contains("offset 0x"), "{msg}");
                truncated_err += 1;
            }
        }
        for byte in 0..data.len() {
            for bit in 0..8 {
                let mut d = data.clone();
                d[byte] ^= 1 << bit;
                flips += 1;
                match ifce::read(&d, off) {
                    Ok(f) => {
                        let mut s = String::new();
                        ifce::print(&f, &mut s);
                        let _ = ifce::write(&f);
                    }
                    Err(_) => flip_err += 1,
                }
            }
        }
        // Counts far larger than the chunk are errors, not allocations.
        for field in 0..4 {
            let mut d = data.clone();
            d[field * 4..field * 4 + 4].copy_from_slice(&u32::MAX.to_le_bytes());
            if field < 3 {
                assert!(ifce::read(&d, off).is_err(), "count field {field}");
            } else {
                let _ = ifce::read(&d, off);
            }
        }
    }
    println!("IFCE bad input: {truncated_err} of {truncations} truncations are errors, {flip_err} of {flips} bit flips are errors, no panics");
    assert!(truncated_err > 1000);
    assert!(flips > 10000);
}

#[test]
fn ifce_text_errors() {
    let text = "//\n// Interface slots, 1 total:\n//\n//             Slots\n// +----------+---------+---\n// | Type ID  |   0     |0    x    \n// | Table ID |         |0    1    \nps_5_0\nret \n";
    let e = dxsm::dxbc::header::parse_header(text).unwrap_err();
    assert!(e.to_string().contains('6'), "{e}");
    let text = "//\n// Interface slots, 1 total:\n//\n// | Type ID  |   0     |0    1    \n// | Table ID |         |0    \nps_5_0\nret \n";
    assert!(dxsm::dxbc::header::parse_header(text).is_err());
    let text =
        "//\n// Available Class Types:\n//\n// Name ID\n// ----\n// Toon 1 1 0 0\nps_5_0\nret \n";
    assert!(dxsm::dxbc::header::parse_header(text).is_err());
}
