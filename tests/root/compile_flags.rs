//! `dxsm dis` on the sources of `tests/corpus/sm4-5` compiled by Microsoft
//! with each `D3DCOMPILE_*` flag that changes the binary
//! (`tests/corpus/oracle/compile-flags`): every binary its own check
//! against the length and hash of Microsoft's listing. Prints exact /
//! total per flag. No known differences: the debug builds
//! (`D3DCOMPILE_DEBUG`, 0x1, an SPDB chunk) print their `#line`s and
//! variable locations as Microsoft does.

use dxsm::dxbc::Container;
use std::collections::BTreeMap;
use std::io::Read;
use std::path::Path;

const DIR: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/corpus/oracle/compile-flags"
);

use super::common::fnv;

/// A gzipped file of this folder, unpacked.
fn gunzip(name: &str) -> Vec<u8> {
    let mut out = Vec::new();
    flate2::read::GzDecoder::new(std::fs::File::open(format!("{DIR}/{name}")).unwrap())
        .read_to_end(&mut out)
        .unwrap();
    out
}

#[test]
fn every_compile_flag() {
    let blob = gunzip("binaries.gz");
    let index = std::fs::read_to_string(format!("{DIR}/index.tsv")).unwrap();
    let mut counts: BTreeMap<u32, (usize, usize)> = BTreeMap::new();
    let mut failures = Vec::new();
    let mut back: BTreeMap<u32, usize> = BTreeMap::new();
    let mut level9 = (0, 0);
    for line in index.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        let flag = u32::from_str_radix(f[1].trim_start_matches("0x"), 16).unwrap();
        let (at, n): (usize, usize) = (f[2].parse().unwrap(), f[3].parse().unwrap());
        let (len, hash): (usize, u64) = (
            f[4].parse().unwrap(),
            u64::from_str_radix(f[5], 16).unwrap(),
        );
        let c = counts.entry(flag).or_default();
        c.1 += 1;
        let listing = dxsm::listing::disassemble(&blob[at..at + n], &Default::default());
        // Each listing assembles back to the binary with it as base.
        if let Ok(t) = &listing {
            let bin = &blob[at..at + n];
            let opts = dxsm::assemble::Options {
                base: Some(bin),
                ..Default::default()
            };
            match dxsm::assemble::assemble(t, &opts) {
                Ok(b) if b == bin => *back.entry(flag).or_default() += 1,
                Ok(_) => failures.push(format!("{} 0x{flag:x}: reassembles to other bytes", f[0])),
                Err(e) => failures.push(format!("{} 0x{flag:x}: does not reassemble: {e}", f[0])),
            }
        }
        // A level-9 build (not debug: the SM2 part's debug information is
        // not rebuilt from the comments): the listing alone gives
        // Microsoft's Aon9 chunk.
        let bin = &blob[at..at + n];
        let aon9 = |b: &[u8]| {
            let c = Container::read(b, false).ok()?;
            c.find(&[b"Aon9"]).map(|k| k.data.to_vec())
        };
        if let (Some(want), Ok(t), 0) = (aon9(bin), &listing, flag & 1) {
            level9.1 += 1;
            match dxsm::assemble::assemble(t, &Default::default()) {
                Ok(b) if aon9(&b) == Some(want) => level9.0 += 1,
                Ok(_) => failures.push(format!("{} 0x{flag:x}: another Aon9 chunk", f[0])),
                Err(e) => failures.push(format!("{} 0x{flag:x}: level-9 listing: {e}", f[0])),
            }
        }
        match listing {
            Ok(t) if t.len() == len && fnv(t.as_bytes()) == hash => c.0 += 1,
            Ok(_) => failures.push(format!("{} 0x{flag:x}: differs", f[0])),
            Err(e) => failures.push(format!("{} 0x{flag:x}: {e}", f[0])),
        }
    }
    for (flag, (ok, n)) in &counts {
        let b = back.get(flag).copied().unwrap_or(0);
        println!("compile flags 0x{flag:x}: dis exact {ok} / {n}, dxsm's listing reassembled with --base {b} / {n}");
    }
    println!(
        "level-9 builds, Aon9 chunk from the listing alone: {} / {}",
        level9.0, level9.1
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(counts.values().map(|c| c.1).sum::<usize>(), 3298);
    assert_eq!(level9.1, 97, "level-9 builds without debug information");
}

// The corpus binaries and the debug builds stripped by D3DStripShader with
// 0x1 (reflection), 0x2 (debug information) and 0xf (everything), no
// known differences: a debug build stripped of reflection keeps its SPDB
// chunk, and a level-9 debug build the D3D9 debug information of its Aon9
// chunk, both printed as Microsoft prints them.
#[test]
fn every_strip_flag() {
    let blob = gunzip("stripped.gz");
    let index = std::fs::read_to_string(format!("{DIR}/stripped.tsv")).unwrap();
    let mut counts: BTreeMap<(u32, u32), (usize, usize)> = BTreeMap::new();
    let mut failures = Vec::new();
    for line in index.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        let hex = |s: &str| u32::from_str_radix(s.trim_start_matches("0x"), 16).unwrap();
        let (cf, sf) = (hex(f[1]), hex(f[2]));
        let (at, n): (usize, usize) = (f[3].parse().unwrap(), f[4].parse().unwrap());
        let (len, hash): (usize, u64) = (
            f[5].parse().unwrap(),
            u64::from_str_radix(f[6], 16).unwrap(),
        );
        let c = counts.entry((cf, sf)).or_default();
        c.1 += 1;
        match dxsm::listing::disassemble(&blob[at..at + n], &Default::default()) {
            Ok(t) if t.len() == len && fnv(t.as_bytes()) == hash => c.0 += 1,
            Ok(_) => failures.push(format!("{} 0x{cf:x} strip 0x{sf:x}: differs", f[0])),
            Err(e) => failures.push(format!("{} 0x{cf:x} strip 0x{sf:x}: {e}", f[0])),
        }
    }
    for ((cf, sf), (ok, n)) in &counts {
        println!("compile flags 0x{cf:x}, D3DStripShader 0x{sf:x}: dis exact {ok} / {n}");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(counts.values().map(|c| c.1).sum::<usize>(), 2466);
}

// The Direct3D 9 sources compiled with D3DCOMPILE_DEBUG: each
// instruction's variables and the #line directives of the DBUG block.
#[test]
fn direct3d9_debug_information() {
    let blob = gunzip("sm1-debug.gz");
    let index = std::fs::read_to_string(format!("{DIR}/sm1-debug.tsv")).unwrap();
    let known: [&str; 0] = [];
    let mut bins: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let (mut ok, mut n) = (0, 0);
    let mut failures = Vec::new();
    for line in index.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        let (at, len_b): (usize, usize) = (f[2].parse().unwrap(), f[3].parse().unwrap());
        let (len, hash): (usize, u64) = (
            f[4].parse().unwrap(),
            u64::from_str_radix(f[5], 16).unwrap(),
        );
        n += 1;
        let got = dxsm::listing::disassemble(&blob[at..at + len_b], &Default::default());
        let exact = matches!(&got, Ok(t) if t.len() == len && fnv(t.as_bytes()) == hash);
        if exact {
            ok += 1;
        }
        if exact == known.contains(&f[0]) {
            failures.push(format!("{}: exact {exact}", f[0]));
        }
        // With D3D_DISASM_DISABLE_DEBUG_INFO the listing is the plain one:
        // no variable comments, no #line.
        let opts = dxsm::listing::Options {
            flags: dxsm::listing::NO_DEBUG_INFO,
            ..Default::default()
        };
        let plain = dxsm::listing::disassemble(&blob[at..at + len_b], &opts).unwrap();
        assert!(
            !plain.contains("#line") && !plain.contains("  // "),
            "{}",
            f[0]
        );
        bins.insert(f[0].to_string(), (at, len_b));
    }
    // The same as colour-coded HTML (0x1), against Microsoft's.
    let html = std::fs::read_to_string(format!("{DIR}/sm1-debug-html.tsv")).unwrap();
    let mut html_ok = 0;
    for line in html.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        let (at, len_b) = bins[f[0]];
        let (len, hash): (usize, u64) = (
            f[2].parse().unwrap(),
            u64::from_str_radix(f[3], 16).unwrap(),
        );
        let opts = dxsm::listing::Options {
            flags: dxsm::listing::HTML,
            ..Default::default()
        };
        match dxsm::listing::disassemble(&blob[at..at + len_b], &opts) {
            Ok(t) if t.len() == len && fnv(t.as_bytes()) == hash => html_ok += 1,
            _ => failures.push(format!("{} HTML: differs", f[0])),
        }
    }
    println!("Direct3D 9 debug builds as HTML: dis exact {html_ok} / 214");
    println!("Direct3D 9 debug builds: dis exact {ok} / {n}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(n, 214);
}

// The debug builds (0x1, 0x5) disassembled by Microsoft with each
// D3DDisassemble flag that changes how debug information is printed (HTML,
// numbers, offsets, code only, hex literals, no debug information, and
// combinations): `debug-disasm-flags.tsv`. No known differences.
#[test]
fn debug_builds_with_disassembler_flags() {
    let blob = gunzip("binaries.gz");
    let index = std::fs::read_to_string(format!("{DIR}/index.tsv")).unwrap();
    let mut bins: BTreeMap<(String, String), (usize, usize)> = BTreeMap::new();
    for line in index.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        bins.insert(
            (f[0].to_string(), f[1].to_string()),
            (f[2].parse().unwrap(), f[3].parse().unwrap()),
        );
    }
    let tsv = std::fs::read_to_string(format!("{DIR}/debug-disasm-flags.tsv")).unwrap();
    let mut counts: BTreeMap<u32, (usize, usize)> = BTreeMap::new();
    let mut failures = Vec::new();
    for line in tsv.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        let &(at, n) = bins.get(&(f[0].to_string(), f[1].to_string())).unwrap();
        let flags = u32::from_str_radix(f[2].trim_start_matches("0x"), 16).unwrap();
        let (len, hash): (usize, u64) = (
            f[3].parse().unwrap(),
            u64::from_str_radix(f[4], 16).unwrap(),
        );
        let c = counts.entry(flags).or_default();
        c.1 += 1;
        let opts = dxsm::listing::Options {
            flags,
            ..Default::default()
        };
        match dxsm::listing::disassemble(&blob[at..at + n], &opts) {
            Ok(t) if t.len() == len && fnv(t.as_bytes()) == hash => c.0 += 1,
            Ok(_) => failures.push(format!("{} {} flags 0x{flags:x}: differs", f[0], f[1])),
            Err(e) => failures.push(format!("{} {} flags 0x{flags:x}: {e}", f[0], f[1])),
        }
    }
    for (flags, (ok, n)) in &counts {
        println!("debug builds, D3DDisassemble 0x{flags:x}: dis exact {ok} / {n}");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(counts.values().map(|c| c.1).sum::<usize>(), 7124);
}

// The Direct3D 9 debug builds disassembled by Microsoft without debug
// information (0x10), also as HTML (0x11) and with numbers (0x15):
// `sm1-debug-flags.tsv`. No known differences.
#[test]
fn direct3d9_debug_builds_without_debug_information() {
    let blob = gunzip("sm1-debug.gz");
    let index = std::fs::read_to_string(format!("{DIR}/sm1-debug.tsv")).unwrap();
    let mut bins = BTreeMap::new();
    for line in index.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        bins.insert(
            f[0].to_string(),
            (
                f[2].parse::<usize>().unwrap(),
                f[3].parse::<usize>().unwrap(),
            ),
        );
    }
    let tsv = std::fs::read_to_string(format!("{DIR}/sm1-debug-flags.tsv")).unwrap();
    let (mut ok, mut n, mut failures) = (0, 0, Vec::new());
    for line in tsv.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        let &(at, size) = bins.get(f[0]).unwrap();
        let flags = u32::from_str_radix(f[1].trim_start_matches("0x"), 16).unwrap();
        let (len, hash): (usize, u64) = (
            f[2].parse().unwrap(),
            u64::from_str_radix(f[3], 16).unwrap(),
        );
        n += 1;
        let opts = dxsm::listing::Options {
            flags,
            ..Default::default()
        };
        match dxsm::listing::disassemble(&blob[at..at + size], &opts) {
            Ok(t) if t.len() == len && fnv(t.as_bytes()) == hash => ok += 1,
            Ok(_) => failures.push(format!("{} flags 0x{flags:x}: differs", f[0])),
            Err(e) => failures.push(format!("{} flags 0x{flags:x}: {e}", f[0])),
        }
    }
    println!("Direct3D 9 debug builds with 0x10/0x11/0x15: dis exact {ok} / {n}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(n, 3 * 214);
}

// Debug builds (SPDB chunk), whole text, for the samples in
// `tests/corpus/oracle/spdb`.

const SPDB_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus/oracle/spdb");

#[test]
fn debug_listings_are_microsofts() {
    let mut n = 0;
    for c in crate::common::oracle_listings("spdb") {
        let bin = c.bin;
        assert!(
            c.got == c.want,
            "{}: differs from Microsoft's listing",
            c.path.display()
        );
        // The debug information is all there is to drop with 0x10.
        let opts = dxsm::listing::Options {
            flags: dxsm::listing::NO_DEBUG_INFO,
            ..Default::default()
        };
        let plain = dxsm::listing::disassemble(&bin, &opts).unwrap();
        assert!(!plain.contains("#line") && !plain.contains(" <- "));
        n += 1;
    }
    assert_eq!(n, 8);
}

/// What the listing's debug parts say, read back: `#line` numbers and the
/// variable block, for one shader whose source lines are known.
#[test]
fn lines_and_variables_follow_the_source() {
    let p = Path::new(SPDB_DIR).join("vs50_interface_vertex_modifiers.0x1.o");
    let got = dxsm::listing::disassemble(&std::fs::read(p).unwrap(), &Default::default()).unwrap();
    // main's first statement is on line 14 of the source; each interface
    // method body (GustWind::sway on line 4, NoWind::sway on 3, ExpFog
    // on 6, LinearFog on 5) starts with a #line naming the file.
    let lines: Vec<&str> = got.lines().filter(|l| l.starts_with("#line")).collect();
    let numbers: Vec<&str> = lines.iter().map(|l| l.split(' ').nth(1).unwrap()).collect();
    assert_eq!(numbers, ["14", "4", "3", "6", "5"]);
    assert!(lines
        .iter()
        .all(|l| l.ends_with("vs50_interface_vertex_modifiers.hlsl\"")));
    assert!(got.contains("//   v0.x <- pos.x; v0.y <- pos.y; v0.z <- pos.z; \n"));
}

/// A damaged SPDB chunk is an error that says how to get the listing
/// anyway, never a panic or a listing with wrong debug information.
#[test]
fn unreadable_debug_information_is_a_clear_error() {
    let p = Path::new(SPDB_DIR).join("cs50_switch_dispatch_ops.0x1.o");
    let mut bin = std::fs::read(p).unwrap();
    let c = dxsm::dxbc::Container::read(&bin, true).unwrap();
    let at = c.find(&[b"SPDB"]).unwrap().offset;
    // The MSF magic.
    bin[at] ^= 0xff;
    let opts = dxsm::listing::Options {
        ignore_checksum: true,
        ..Default::default()
    };
    let e = dxsm::listing::disassemble(&bin, &opts).unwrap_err();
    assert_eq!(e.offset(), at);
    assert!(e.message().contains("--no-debug-info"), "{e}");
    let opts = dxsm::listing::Options {
        ignore_checksum: true,
        flags: dxsm::listing::NO_DEBUG_INFO,
        ..Default::default()
    };
    assert!(dxsm::listing::disassemble(&bin, &opts).is_ok());
}
