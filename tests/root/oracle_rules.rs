//! Listing and assembly rules found with the oracle on shaders made to
//! show them (`tests/corpus/oracle/*/README.md`): each listing Microsoft
//! printed is dxsm's too, and listings Microsoft printed (or that users
//! have) assemble to Microsoft's bytes.

use std::path::{Path, PathBuf};

fn folder(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus/oracle")
        .join(name)
}

/// Every `NAME.asm` (flags 0) and `NAME.dis0xNN.asm` (flags 0xNN) of the
/// folder against dxsm's listing of `NAME.o`; the number compared.
fn listings_are_microsofts(name: &str) -> usize {
    let dir = folder(name);
    let mut n = 0;
    let mut differ = Vec::new();
    for e in std::fs::read_dir(&dir).unwrap() {
        let path = e.unwrap().path();
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        let Some(stem) = file.strip_suffix(".asm") else {
            continue;
        };
        let (bin, flags) = match stem.split_once(".dis0x") {
            Some((b, f)) => (b, u32::from_str_radix(f, 16).unwrap()),
            None => (stem, 0),
        };
        let data = std::fs::read(dir.join(format!("{bin}.o"))).unwrap();
        let opts = dxsm::listing::Options {
            flags,
            ..Default::default()
        };
        let got = dxsm::listing::disassemble(&data, &opts).unwrap();
        if got != std::fs::read_to_string(&path).unwrap() {
            differ.push(file);
        }
        n += 1;
    }
    assert!(
        differ.is_empty(),
        "{name}: differ from Microsoft's: {differ:?}"
    );
    n
}

fn assemble(dir: &Path, listing: &str, base: Option<&str>, skip: bool) -> Vec<u8> {
    let text = std::fs::read_to_string(dir.join(listing)).unwrap();
    let base = base.map(|b| std::fs::read(dir.join(b)).unwrap());
    let opts = dxsm::assemble::Options {
        base: base.as_deref(),
        skip_validation: skip,
        ..Default::default()
    };
    dxsm::assemble::assemble(&text, &opts).unwrap_or_else(|e| panic!("{listing}: {e}"))
}

/// The note is STAT word 28, wherever the code says otherwise; the
/// assembler sets the word as the compiler does, so Microsoft's listings
/// of compiled shaders assemble to their binaries whole.
#[test]
fn sample_frequency_note() {
    let n = listings_are_microsofts("sample-frequency");
    println!("oracle sample-frequency: listings exact {n} / {n}");
    assert_eq!(n, 23);
    let dir = folder("sample-frequency");
    for s in [
        "pos_ps_5_0",
        "pos_ps_4_1",
        "samp50",
        "sidx41",
        "clip_ps_4_1",
        "plain50",
    ] {
        let bin = std::fs::read(dir.join(format!("{s}.o"))).unwrap();
        assert!(
            assemble(&dir, &format!("{s}.asm"), None, false) == bin,
            "{s}: the listing alone does not give the binary"
        );
    }
}

/// Precision marks inside absolute-value bars, and conversions' marks:
/// printed as Microsoft prints them and read back to the same bytes.
#[test]
fn minimum_precision_marks() {
    let n = listings_are_microsofts("minprec-marks");
    println!("oracle minprec-marks: listings exact {n} / {n}");
    assert_eq!(n, 12);
    let dir = folder("minprec-marks");
    for s in [
        "abs_ps_4_0",
        "abs_ps_5_0",
        "nabs_ps_4_0",
        "nabs_ps_5_0",
        "m10_ps_4_0",
        "m10_ps_5_0",
        "iabs_ps_5_0",
    ] {
        let bin = std::fs::read(dir.join(format!("{s}.o"))).unwrap();
        assert!(
            assemble(&dir, &format!("{s}.asm"), None, false) == bin,
            "{s}"
        );
    }
    for s in ["absr_ps_4_0", "absr_ps_5_0", "craft", "craft2", "conv"] {
        let bin = std::fs::read(dir.join(format!("{s}.o"))).unwrap();
        let base = format!("{s}.o");
        assert!(
            assemble(&dir, &format!("{s}.asm"), Some(&base), true) == bin,
            "{s}"
        );
    }
    // A mark after the bars, as earlier dxsm listings printed it, reads the
    // same.
    let old = "ps_5_0\ndcl_input_ps linear v0.xyzw {min16f}\ndcl_output o0.xyzw {min16f}\nmov o0.xyzw {min16f}, |v0.xyzw| {min16f}\nret\n";
    let new = old.replace("|v0.xyzw| {min16f}", "|v0.xyzw {min16f}|");
    let a = dxsm::assemble::assemble(old, &Default::default()).unwrap();
    let b = dxsm::assemble::assemble(&new, &Default::default()).unwrap();
    assert_eq!(a, b);
}

#[test]
fn minimum_precision_members_in_debug_builds() {
    let n = listings_are_microsofts("minprec-debug");
    println!("oracle minprec-debug: listings exact {n} / {n}");
    assert_eq!(n, 20);
}

#[test]
fn constant_tables_with_one_name_twice() {
    let n = listings_are_microsofts("ctab-duplicates");
    println!("oracle ctab-duplicates: listings exact {n} / {n}");
    assert_eq!(n, 15);
}

/// `discard` without a suffix is `discard_nz`.
#[test]
fn a_bare_discard_is_discard_nz() {
    let n = listings_are_microsofts("discard-bare");
    assert_eq!(n, 2);
    let dir = folder("discard-bare");
    let bin = std::fs::read(dir.join("d40.o")).unwrap();
    assert!(assemble(&dir, "d40.plain-discard.txt", Some("d40.o"), false) == bin);
    let text = std::fs::read_to_string(dir.join("d40.plain-discard.txt")).unwrap();
    let z = text.replace("discard ", "discard_z ");
    assert!(dxsm::assemble::assemble(&z, &Default::default()).is_ok());
    let plain = dxsm::assemble::assemble(&text, &Default::default()).unwrap();
    let nz = dxsm::assemble::assemble(
        &text.replace("discard ", "discard_nz "),
        &Default::default(),
    )
    .unwrap();
    assert_eq!(plain, nz);
}

/// Level-9 listings with their comment lines removed: the two programs are
/// told apart by their version lines; with `--base` the binary comes back
/// whole, without it the listing still assembles.
#[test]
fn level9_listings_without_comments() {
    let n = listings_are_microsofts("level9-bare");
    assert_eq!(n, 6);
    let dir = folder("level9-bare");
    let mut m = 0;
    for e in std::fs::read_dir(&dir).unwrap() {
        let file = e.unwrap().file_name().to_string_lossy().into_owned();
        if !file.ends_with(".txt") {
            continue;
        }
        let base = format!("{}.o", file.split('.').next().unwrap());
        let bin = std::fs::read(dir.join(&base)).unwrap();
        assert!(assemble(&dir, &file, Some(&base), false) == bin, "{file}");
        let alone = assemble(&dir, &file, None, false);
        let c = dxsm::dxbc::Container::read(&alone, true).unwrap();
        assert!(c.find(&[b"Aon9"]).is_some(), "{file}: no level-9 program");
        m += 1;
    }
    println!("oracle level9-bare: listings exact {n} / {n}, bare listings to the binary {m} / {m}");
    assert_eq!(m, 7);
}
