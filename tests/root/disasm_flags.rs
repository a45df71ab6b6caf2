//! `dxsm dis --flags` against Microsoft's `D3DDisassemble` with the same
//! flag (`tests/corpus/oracle/disasm-flags/`): every listing its own check,
//! per flag and family.

use std::path::Path;

const DIR: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/corpus/oracle/disasm-flags"
);

#[test]
fn every_binary_with_each_supported_flag() {
    let manifest = std::fs::read_to_string(Path::new(DIR).join("manifest.txt")).unwrap();
    let mut failures = Vec::new();
    let mut counts = std::collections::BTreeMap::<String, (usize, usize)>::new();
    for line in manifest.lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        let (bin, listing, flag) = (f[1], f[2], f[3]);
        let flags = u32::from_str_radix(flag.trim_start_matches("0x"), 16).unwrap();
        let data = std::fs::read(Path::new(DIR).join(bin)).unwrap();
        let want = std::fs::read_to_string(Path::new(DIR).join(listing)).unwrap();
        let opts = dxsm::listing::Options {
            flags,
            ..Default::default()
        };
        let family = if bin.contains("sm1-3") {
            "sm1-3"
        } else {
            "sm4-5"
        };
        let c = counts.entry(format!("{flag} {family}")).or_default();
        c.1 += 1;
        match dxsm::listing::disassemble(&data, &opts) {
            Ok(ours) if ours == want => c.0 += 1,
            Ok(_) => failures.push(format!("{listing}: differs")),
            Err(e) => failures.push(format!("{listing}: {e}")),
        }
    }
    for (k, (ok, n)) in &counts {
        println!("dis --flags {k}: exact {ok} / {n}");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

// 0x8 (cycle counts): Microsoft's D3DDisassemble refuses it (0x8876086c),
// and so does dxsm; an unknown flag is refused too.
#[test]
fn refused_flags() {
    let data = std::fs::read(Path::new(DIR).join("../strip/a.o")).unwrap();
    for flags in [0x8, 0x100] {
        let opts = dxsm::listing::Options {
            flags,
            ..Default::default()
        };
        assert!(
            dxsm::listing::disassemble(&data, &opts).is_err(),
            "0x{flags:x}"
        );
    }
}

/// Listings printed with these flags assemble back with `--base` (SM4/5:
/// hex immediates, doubles as words, code without header).
#[test]
fn flagged_sm4_listings_assemble_back() {
    let manifest = std::fs::read_to_string(Path::new(DIR).join("manifest.txt")).unwrap();
    let (mut n, mut failures) = (0, Vec::new());
    for line in manifest.lines().filter(|l| l.contains("sm4-5")) {
        let f: Vec<&str> = line.split_whitespace().collect();
        let data = std::fs::read(Path::new(DIR).join(f[1])).unwrap();
        let text = std::fs::read_to_string(Path::new(DIR).join(f[2])).unwrap();
        let opts = dxsm::assemble::Options {
            base: Some(&data),
            ..Default::default()
        };
        n += 1;
        match dxsm::assemble::assemble(&text, &opts) {
            Ok(b) if b == data => {}
            Ok(_) => failures.push(format!("{}: differs", f[2])),
            Err(e) => failures.push(format!("{}: {e}", f[2])),
        }
    }
    println!(
        "flagged sm4-5 listings with --base: {} / {n}",
        n - failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Microsoft's D3DAssemble reads a hex `def` value as the number it
/// writes (the oracle assembled `def c0, 0x3f800000, ...` to 1.06535322e+009).
#[test]
fn sm1_hex_def_values_are_numbers_as_in_microsofts_assembler() {
    let bin = dxsm::assemble::assemble(
        "vs_2_0\ndef c0, 0x3f800000, 0x00000000, 0x40000000, 0x00000000\ndcl_position v0\nadd oPos, v0, c0\n",
        &Default::default(),
    )
    .unwrap();
    let text = dxsm::listing::disassemble(&bin, &Default::default()).unwrap();
    assert!(
        text.contains("def c0, 1.06535322e+009, 0, 1.07374182e+009, 0"),
        "{text}"
    );
}

// Microsoft's listings printed with instruction numbers or offsets (0x4,
// 0x20, 0x24) assemble: with the original as base, back to its bytes.
#[test]
fn numbered_and_offset_listings_assemble() {
    let manifest = std::fs::read_to_string(Path::new(DIR).join("manifest.txt")).unwrap();
    let (mut same, mut total) = (0, 0);
    let mut failures = Vec::new();
    for line in manifest.lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        let (bin, listing, flag) = (f[1], f[2], f[3]);
        if bin.contains("sm1-3") || !matches!(flag, "0x4" | "0x20" | "0x24") {
            continue;
        }
        total += 1;
        let base = std::fs::read(Path::new(DIR).join(bin)).unwrap();
        let text = std::fs::read_to_string(Path::new(DIR).join(listing)).unwrap();
        let opts = dxsm::assemble::Options {
            base: Some(&base),
            ..Default::default()
        };
        match dxsm::assemble::assemble(&text, &opts) {
            Ok(b) if b == base => same += 1,
            Ok(_) => failures.push(format!("{listing}: different bytes")),
            Err(e) => failures.push(format!("{listing}: {e}")),
        }
    }
    println!("numbered/offset listings reassembled with --base: {same} / {total}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(total, 274 * 3);
}

// D3DDisassemble 0x2 (default values) on shaders that have them
// (tests/corpus/oracle/defaults): SM1-3 constant tables' defaults as
// Microsoft prints them; SM4/5 unchanged.
#[test]
fn default_values() {
    let dir = Path::new(DIR).join("../defaults");
    let manifest = std::fs::read_to_string(dir.join("manifest.txt")).unwrap();
    let mut n = 0;
    for line in manifest.lines().filter(|l| l.starts_with("disasm")) {
        let f: Vec<&str> = line.split_whitespace().collect();
        let flags = u32::from_str_radix(f[3], 16).unwrap();
        let data = std::fs::read(dir.join(f[1])).unwrap();
        let want = std::fs::read_to_string(dir.join(f[2])).unwrap();
        let opts = dxsm::listing::Options {
            flags,
            ..Default::default()
        };
        let got = dxsm::listing::disassemble(&data, &opts).unwrap();
        assert_eq!(got, want, "{}", f[2]);
        n += 1;
    }
    println!("dis --flags 0x2 (default values): exact {n} / {n}");
    assert_eq!(n, 7);
}

/// Each row of a hash index (binary, flags, length, FNV-1a 64 of
/// Microsoft's listing) its own check: the failures and the row count.
fn check_hashed(index: &str) -> (Vec<String>, usize) {
    let fnv = |b: &[u8]| {
        let mut h = 14_695_981_039_346_656_037u64;
        for x in b {
            h ^= *x as u64;
            h = h.wrapping_mul(1_099_511_628_211);
        }
        h
    };
    let index = std::fs::read_to_string(Path::new(DIR).join(index)).unwrap();
    let mut failures = Vec::new();
    let mut n = 0;
    for line in index.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        let flags = u32::from_str_radix(f[1].trim_start_matches("0x"), 16).unwrap();
        let data = std::fs::read(Path::new(DIR).join(f[0])).unwrap();
        let opts = dxsm::listing::Options {
            flags,
            ..Default::default()
        };
        let (len, hash): (usize, u64) = (
            f[2].parse().unwrap(),
            u64::from_str_radix(f[3], 16).unwrap(),
        );
        match dxsm::listing::disassemble(&data, &opts) {
            Ok(t) if t.len() == len && fnv(t.as_bytes()) == hash => {}
            Ok(_) => failures.push(format!("{} {}: differs", f[0], f[1])),
            Err(e) => failures.push(format!("{} {}: {e}", f[0], f[1])),
        }
        n += 1;
    }
    (failures, n)
}

// D3DDisassemble 0x1 (colour-coded HTML) and 0x81 on every sm4-5 and
// sm1-3/hlsl binary (level 9 included), against the length and hash of
// Microsoft's listing (tests/corpus/oracle/disasm-flags/html.tsv).
#[test]
fn html_listings() {
    let (failures, n) = check_hashed("html.tsv");
    println!(
        "dis --flags 0x1/0x81 (HTML): exact {} / {n}",
        n - failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(n, 488 + 274 + 214);
}

// HTML with instruction numbers (0x4), offsets (0x20), both, code only
// (0x40) and hex literals (0x80): 0x5, 0x21, 0x25, 0x41, 0x65, 0xa5, 0xe5
// on the same 488 binaries (html-lines.tsv).
#[test]
fn html_listings_with_numbers_offsets_code_only() {
    let (failures, n) = check_hashed("html-lines.tsv");
    println!(
        "dis --flags 0x5/0x21/0x25/0x41/0x65/0xa5/0xe5 (HTML with numbers, offsets, code only): exact {} / {n}",
        n - failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(n, 7 * 488);
}

// D3D_DISASM_DISABLE_DEBUG_INFO (0x10), alone and in HTML (0x11), on the
// same 488 binaries (no-debug-info.tsv): without debug information it
// also drops the empty comment piece of each SM1-3 line in HTML.
#[test]
fn listings_without_debug_information() {
    let (failures, n) = check_hashed("no-debug-info.tsv");
    println!(
        "dis --flags 0x10/0x11 (no debug information, also as HTML): exact {} / {n}",
        n - failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(n, 2 * 488);
}
