//! Listing headers and the chunks behind them, against Microsoft's output
//! in the corpus: (a) the printed header equals the listing's text before
//! the version line, (b) `write(read(chunk))` gives the chunk back, (c)
//! parsing the listing's header and writing the chunks gives the original
//! bytes. Prints per-folder counts and asserts floors.

use dxsm::dxbc::header::{parse_header, print_header, signature_codes, Dialect};
use dxsm::dxbc::{rdef, signature, Container};
use std::path::{Path, PathBuf};

use super::common::CORPUS;

/// `.o` files of a folder that have a listing next to them.
fn pairs(folder: &str) -> Vec<(PathBuf, Vec<u8>, String)> {
    let dir = Path::new(CORPUS).join(folder);
    let mut v: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "o"))
        .collect();
    v.sort();
    v.into_iter()
        .filter_map(|p| {
            let asm = std::fs::read_to_string(p.with_extension("asm")).ok()?;
            let bin = std::fs::read(&p).ok()?;
            dxsm::dxbc::is_dxbc(&bin).then_some((p, bin, asm))
        })
        .collect()
}

/// The listing's text before the version line (or the level-9 sections).
fn expected_header(asm: &str) -> &str {
    let mut end = asm.len();
    let mut pos = 0;
    for line in asm.split_inclusive('\n') {
        let b = line.as_bytes();
        if b.len() > 5
            && b[0].is_ascii_lowercase()
            && b[1].is_ascii_lowercase()
            && b[2] == b'_'
            && b[3].is_ascii_digit()
        {
            end = pos;
            break;
        }
        pos += line.len();
    }
    let head = &asm[..end];
    for marker in [
        "//\n// Constant buffer to DX9",
        "//\n// Runtime generated constant",
        "//\n// Sampler/Resource to DX9",
        "//\n// Level9 shader bytecode",
    ] {
        if let Some(i) = head.find(marker) {
            return &head[..i];
        }
    }
    head
}

fn first_diff(a: &str, b: &str) -> String {
    for (i, (x, y)) in a.lines().zip(b.lines()).enumerate() {
        if x != y {
            return format!("line {}:\n  got  {x:?}\n  want {y:?}", i + 1);
        }
    }
    format!(
        "lengths differ: got {} lines, want {}",
        a.lines().count(),
        b.lines().count()
    )
}

#[derive(Default)]
struct Counts {
    a: (usize, usize),
    b: (usize, usize),
    c: (usize, usize),
}

fn run(folder: &str, verbose: bool) -> Counts {
    let mut n = Counts::default();
    for (path, bin, asm) in pairs(folder) {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let c = match Container::read(&bin, false) {
            Ok(c) => c,
            Err(e) => panic!("{name}: {e}"),
        };
        // (a)
        let creator = c
            .find(&[b"RDEF"])
            .and_then(|k| rdef::read(k.data, k.offset).ok())
            .map(|r| r.creator)
            .unwrap_or_default();
        let mut out = String::new();
        print_header(&c, Dialect::from_creator(&creator), &mut out)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let want = expected_header(&asm);
        n.a.1 += 1;
        if out == want {
            n.a.0 += 1;
        } else if verbose {
            eprintln!("(a) {folder}/{name}: {}", first_diff(&out, want));
        }
        // (b)
        let mut all = true;
        for k in &c.chunks {
            let again = if &k.fourcc == b"RDEF" {
                rdef::write(&rdef::read(k.data, k.offset).unwrap_or_else(|e| panic!("{name}: {e}")))
            } else if signature::Layout::of(&k.fourcc).is_some() {
                signature::write(
                    &signature::read(&k.fourcc, k.data, k.offset)
                        .unwrap_or_else(|e| panic!("{name}: {e}")),
                )
            } else {
                continue;
            };
            if again != k.data {
                all = false;
                if verbose {
                    let at = again
                        .iter()
                        .zip(k.data)
                        .position(|(x, y)| x != y)
                        .unwrap_or(again.len().min(k.data.len()));
                    eprintln!(
                        "(b) {folder}/{name} {}: differs at 0x{at:x} (len {} vs {})",
                        k.name(),
                        again.len(),
                        k.data.len()
                    );
                }
            }
        }
        n.b.1 += 1;
        n.b.0 += all as usize;
        // (c)
        n.c.1 += 1;
        match parse_header(&asm) {
            Ok(p) => {
                let codes = signature_codes(&p);
                let sigs = [&p.patch_constant, &p.input, &p.output];
                let mut all = true;
                for k in &c.chunks {
                    let rebuilt = if &k.fourcc == b"RDEF" {
                        p.rdef.as_ref().map(rdef::write)
                    } else if signature::Layout::of(&k.fourcc).is_some() {
                        (0..3)
                            .find(|&i| codes[i] == Some(k.fourcc))
                            .and_then(|i| sigs[i].as_ref())
                            .map(signature::write)
                    } else {
                        continue;
                    };
                    if rebuilt.as_deref() != Some(k.data) {
                        all = false;
                        if let (Ok(dir), Some(r)) = (std::env::var("HEADER_DUMP"), &rebuilt) {
                            let _ = std::fs::write(format!("{dir}/{name}.{}", k.name()), r);
                        }
                        if verbose {
                            let at = rebuilt.as_ref().map(|r| {
                                r.iter()
                                    .zip(k.data)
                                    .position(|(x, y)| x != y)
                                    .unwrap_or(r.len().min(k.data.len()))
                            });
                            eprintln!(
                                "(c) {folder}/{name} {}: differs at {at:x?} (len {:?} vs {})",
                                k.name(),
                                rebuilt.as_ref().map(|r| r.len()),
                                k.data.len()
                            );
                        }
                    }
                }
                n.c.0 += all as usize;
            }
            Err(e) => {
                if verbose {
                    eprintln!("(c) {folder}/{name}: parse error {e}");
                }
            }
        }
    }
    n
}

#[test]
fn corpus_headers() {
    let verbose = std::env::var("HEADER_VERBOSE").is_ok();
    // folder, floors for (a), (b), (c)
    let floors = [
        ("sm4-5", 269, 274, 258),
        ("public/slimshader", 120, 125, 97),
        ("public/angle", 176, 178, 176),
    ];
    for (folder, fa, fb, fc) in floors {
        let n = run(folder, verbose);
        println!("{folder}: (a) header text exact {} / {}", n.a.0, n.a.1);
        println!("{folder}: (b) chunk round trip exact {} / {}", n.b.0, n.b.1);
        println!(
            "{folder}: (c) chunks from listing exact {} / {}",
            n.c.0, n.c.1
        );
        assert!(
            n.a.0 >= fa && n.b.0 >= fb && n.c.0 >= fc,
            "{folder} below floor"
        );
    }
}

/// Truncated and corrupted chunks give errors, never panics.
#[test]
fn corrupt_chunks_error_without_panic() {
    let mut checked = 0;
    for (path, bin, _) in pairs("sm4-5").into_iter().step_by(7) {
        let c = Container::read(&bin, false).unwrap();
        for k in &c.chunks {
            let is_sig = signature::Layout::of(&k.fourcc).is_some();
            if &k.fourcc != b"RDEF" && !is_sig {
                continue;
            }
            let decode = |d: &[u8]| -> Result<(), dxsm::error::BinError> {
                if is_sig {
                    signature::read(&k.fourcc, d, k.offset).map(|_| ())
                } else {
                    rdef::read(d, k.offset).map(|_| ())
                }
            };
            // Every truncation: no panic; cutting off the string table is an error.
            for n in 0..k.data.len() {
                let _ = decode(&k.data[..n]);
            }
            assert!(
                decode(&k.data[..k.data.len().min(12)]).is_err() || k.data.len() <= 12 && is_sig,
                "{}",
                path.display()
            );
            // Every dword set to 0xffffffff in turn, and to a large offset.
            for at in (0..k.data.len().saturating_sub(3)).step_by(4) {
                for v in [u32::MAX, 0x7fff_fff0, k.data.len() as u32] {
                    let mut d = k.data.to_vec();
                    d[at..at + 4].copy_from_slice(&v.to_le_bytes());
                    if let Err(e) = decode(&d) {
                        assert!(
                            e.offset() >= k.offset && e.offset() <= k.offset + d.len(),
                            "{}: offset {} outside chunk",
                            path.display(),
                            e.offset()
                        );
                    }
                }
            }
            checked += 1;
        }
    }
    assert!(checked > 50);
}

/// Structs whose members are all objects inside cbuffer structs
/// (tests/corpus/oracle/rdef-objects, Microsoft's binaries and listings):
/// the listing is Microsoft's, it assembles back to the original with
/// `--base`, and without a base to a container that prints the same.
#[test]
fn structs_of_objects() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/oracle/rdef-objects");
    let mut n = 0;
    for name in ["a", "b", "c", "d", "e", "f", "i", "j"] {
        let bin = std::fs::read(dir.join(format!("{name}.o"))).unwrap();
        let want = std::fs::read_to_string(dir.join(format!("{name}.asm"))).unwrap();
        let got = dxsm::listing::disassemble(&bin, &Default::default())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(got, want, "{name}: {}", first_diff(&got, &want));
        let opts = dxsm::assemble::Options {
            base: Some(&bin),
            ..Default::default()
        };
        assert_eq!(
            dxsm::assemble::assemble(&want, &opts).unwrap(),
            bin,
            "{name}"
        );
        let alone = dxsm::assemble::assemble(&want, &Default::default()).unwrap();
        let back = dxsm::listing::disassemble(&alone, &Default::default()).unwrap();
        assert_eq!(back, want, "{name}: {}", first_diff(&back, &want));
        n += 1;
    }
    println!("structs of objects in cbuffers: dis exact and reassembled {n} / 8");
}

/// The `Used` column is four characters wide, padded with spaces; text
/// whose trailing spaces were trimmed (an editor, a hand-written header)
/// reads the same, and anything but `xyzw` letters in their places is an
/// error with its line.
#[test]
fn signature_used_column_short_or_bad() {
    let block = |used: &str| {
        format!(
            "//\n// Input signature:\n//\n\
             // Name                 Index   Mask Register SysValue  Format   Used\n\
             // -------------------- ----- ------ -------- -------- ------- ------\n\
             // TEXCOORD                 0   xy          2     NONE   float   {used}\n\
             //\nvs_4_0\nret \n"
        )
    };
    let used = |text: &str| parse_header(text).map(|h| h.input.unwrap().elements[0].rw_mask);
    assert_eq!(used(&block("xy  ")).unwrap(), 0b0011);
    assert_eq!(used(&block("xy")).unwrap(), 0b0011);
    assert_eq!(used(&block(" y")).unwrap(), 0b0010);
    assert_eq!(used(&block("")).unwrap(), 0);
    for bad in ["yx", "xyzwx", "x\u{e9}", "\u{e9}\u{e9}\u{e9}\u{e9}"] {
        let e = used(&block(bad)).unwrap_err().to_string();
        assert!(
            e.contains("bad used mask") && e.contains("6:"),
            "{bad}: {e}"
        );
    }
}
