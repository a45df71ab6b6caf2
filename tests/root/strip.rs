//! `dxsm strip` (`dxsm::dxbc::strip`) against Microsoft's `D3DStripShader`:
//! the oracle's output for every flag on containers holding each chunk
//! code (`tests/corpus/oracle/strip-chunks`), and the 2,466 corpus and
//! debug-build binaries it stripped (`tests/corpus/oracle/compile-flags`),
//! byte for byte.

use dxsm::dxbc::strip::{strip, StripFlags};
use std::collections::HashMap;
use std::io::Read;
use std::path::Path;

fn corpus(p: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus")
        .join(p)
}

fn gunzip(p: &str) -> Vec<u8> {
    let mut out = Vec::new();
    flate2::read::GzDecoder::new(std::fs::File::open(corpus(p)).unwrap())
        .read_to_end(&mut out)
        .unwrap();
    out
}

#[test]
fn each_flag_removes_what_microsoft_s_removes() {
    let dir = corpus("oracle/strip-chunks");
    let manifest = std::fs::read_to_string(dir.join("manifest.txt")).unwrap();
    let mut n = 0;
    for line in manifest.lines() {
        // strip IN OUT FLAGS
        let f: Vec<&str> = line.split_whitespace().collect();
        let input = std::fs::read(dir.join(f[1])).unwrap();
        let want = std::fs::read(dir.join(f[2])).unwrap();
        let flags = StripFlags(u32::from_str_radix(f[3], 16).unwrap());
        let got = strip(&input, flags).unwrap_or_else(|e| panic!("{line}: {e}"));
        assert!(got == want, "{line}: other bytes than Microsoft's");
        n += 1;
    }
    assert_eq!(n, 108);
}

#[test]
fn what_microsoft_refuses_is_refused() {
    let dir = corpus("oracle/strip-chunks");
    let all = StripFlags(0xf);
    // A wrong checksum (E_FAIL).
    let e = strip(&std::fs::read(dir.join("badsum.o")).unwrap(), all).unwrap_err();
    assert!(e.to_string().contains("checksum"), "{e}");
    // A Direct3D 9 token stream (D3DERR_INVALIDCALL).
    let e = strip(&std::fs::read(dir.join("d3d9.o")).unwrap(), all).unwrap_err();
    assert!(e.to_string().contains("Direct3D 9"), "{e}");
    // A container cut short.
    let base = std::fs::read(dir.join("base.o")).unwrap();
    assert!(strip(&base[..100], all).is_err());
    // No flags: the same bytes.
    assert_eq!(strip(&base, StripFlags(0)).unwrap(), base);
}

#[test]
fn corpus_and_debug_builds_strip_to_microsoft_s_bytes() {
    // The debug builds, by (name, compile flags).
    let builds = gunzip("oracle/compile-flags/binaries.gz");
    let index = std::fs::read_to_string(corpus("oracle/compile-flags/index.tsv")).unwrap();
    let hex = |s: &str| u32::from_str_radix(s.trim_start_matches("0x"), 16).unwrap();
    let mut debug: HashMap<(String, u32), &[u8]> = HashMap::new();
    for line in index.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        let (at, n): (usize, usize) = (f[2].parse().unwrap(), f[3].parse().unwrap());
        debug.insert((f[0].to_string(), hex(f[1])), &builds[at..at + n]);
    }
    let stripped = gunzip("oracle/compile-flags/stripped.gz");
    let rows = std::fs::read_to_string(corpus("oracle/compile-flags/stripped.tsv")).unwrap();
    let (mut n, mut failures) = (0, Vec::new());
    for line in rows.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        let (cf, sf) = (hex(f[1]), hex(f[2]));
        let (at, len): (usize, usize) = (f[3].parse().unwrap(), f[4].parse().unwrap());
        let original = if cf == 0 {
            std::fs::read(corpus(&format!("sm4-5/{}.o", f[0]))).unwrap()
        } else {
            debug[&(f[0].to_string(), cf)].to_vec()
        };
        match strip(&original, StripFlags(sf)) {
            Ok(b) if b == stripped[at..at + len] => {}
            Ok(_) => failures.push(format!("{} 0x{cf:x} strip 0x{sf:x}: other bytes", f[0])),
            Err(e) => failures.push(format!("{} 0x{cf:x} strip 0x{sf:x}: {e}", f[0])),
        }
        n += 1;
    }
    println!(
        "dxsm strip: {} of {n} as D3DStripShader",
        n - failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(n, 2466);
}

#[test]
fn the_command_writes_the_stripped_container_and_replaces_nothing() {
    let dir = corpus("oracle/strip-chunks");
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("s.o");
    let exe = env!("CARGO_BIN_EXE_dxsm");
    let run = |args: &[&std::ffi::OsStr]| {
        std::process::Command::new(exe)
            .arg("strip")
            .args(args)
            .output()
            .unwrap()
            .status
            .code()
    };
    let base = dir.join("priv.o");
    let o = out.as_os_str();
    // Nothing asked: a usage error.
    assert_eq!(run(&[base.as_os_str(), "-o".as_ref(), o]), Some(2));
    assert!(!out.exists());
    assert_eq!(
        run(&[
            base.as_os_str(),
            "--reflection".as_ref(),
            "--private".as_ref(),
            "-o".as_ref(),
            o
        ]),
        Some(0)
    );
    // Reflection and private data: Microsoft's 0x1 then 0x8 on priv.o.
    let want = strip(
        &std::fs::read(dir.join("priv.s1.o")).unwrap(),
        StripFlags::PRIVATE,
    )
    .unwrap();
    assert_eq!(std::fs::read(&out).unwrap(), want);
    // Not replaced without --force.
    assert_eq!(
        run(&[base.as_os_str(), "--all".as_ref(), "-o".as_ref(), o]),
        Some(2)
    );
    assert_eq!(std::fs::read(&out).unwrap(), want);
    // A Direct3D 9 token stream: refused, nothing written.
    let d9 = tmp.path().join("d9.s.o");
    assert_eq!(
        run(&[
            dir.join("d3d9.o").as_os_str(),
            "--all".as_ref(),
            "-o".as_ref(),
            d9.as_os_str()
        ]),
        Some(1)
    );
    assert!(!d9.exists());
}
