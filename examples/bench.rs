//! dxsm's side of the side-by-side benchmark (`scripts/side_by_side.py`):
//! the same job as the oracle's `bench` on the same list of files, timed
//! the same way: every file is read first, then only the library calls
//! are timed, one thread.
//!
//! Usage: `cargo run --release --example bench -- dis|dis-nocheck|asm|checksum|hlsl LIST REPEAT`
//! prints `bench KIND FILES CALLS OK SECONDS BYTES_IN`, the oracle's line.
//! `dis` is what `dxsm dis` does (DXBC containers and D3D9 token streams,
//! flags 0, the container checksum verified, as `D3DDisassemble` verifies
//! it); `dis-nocheck` the same without verifying the checksum
//! (`--ignore-checksum`); `asm` what `dxsm asm` does (SM1-3 and SM4/5
//! text, validated); `checksum` the DXBC checksum alone (MD5's compression
//! over each container, counted ok where it equals the stored one): the
//! part of `dis` that no printer change can remove; `hlsl` the decompiler
//! (`dxsm::hlsl::decompile`; Microsoft has no counterpart).

use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (kind, list, repeat) = match args.as_slice() {
        [k, l, r]
            if ["dis", "dis-nocheck", "asm", "checksum", "hlsl"].contains(&k.as_str())
                && r.parse::<u32>().is_ok() =>
        {
            (k.as_str(), l, r.parse::<u32>().unwrap_or(1))
        }
        _ => {
            eprintln!("usage: bench dis|dis-nocheck|asm|checksum|hlsl LIST REPEAT");
            std::process::exit(2);
        }
    };
    let list = std::fs::read_to_string(list).unwrap_or_else(|e| {
        eprintln!("error bench: {list}: {e}");
        std::process::exit(1)
    });
    let files: Vec<Vec<u8>> = list
        .lines()
        .map(str::trim_end)
        .filter(|l| !l.is_empty())
        .map(|p| {
            std::fs::read(p).unwrap_or_else(|e| {
                eprintln!("error bench: cannot read {p}: {e}");
                std::process::exit(1)
            })
        })
        .collect();
    let texts: Vec<String> = if kind == "asm" {
        files
            .iter()
            .map(|b| String::from_utf8_lossy(b).into_owned())
            .collect()
    } else {
        Vec::new()
    };
    let bytes: usize = files.iter().map(Vec::len).sum();
    let dis = dxsm::listing::Options {
        ignore_checksum: kind == "dis-nocheck",
        ..Default::default()
    };
    let asm = dxsm::assemble::Options::default();
    let mut ok = 0usize;
    let t = Instant::now();
    for _ in 0..repeat {
        if kind == "checksum" {
            for f in &files {
                let sum = dxsm::dxbc::checksum(std::hint::black_box(f));
                ok += (f.get(4..20) == Some(&sum[..])) as usize;
            }
        } else if kind == "hlsl" {
            for f in &files {
                ok += std::hint::black_box(dxsm::hlsl::decompile(f)).is_ok() as usize;
            }
        } else if kind != "asm" {
            for f in &files {
                ok += std::hint::black_box(dxsm::listing::disassemble(f, &dis)).is_ok() as usize;
            }
        } else {
            for t in &texts {
                ok += std::hint::black_box(dxsm::assemble::assemble(t, &asm)).is_ok() as usize;
            }
        }
    }
    let secs = t.elapsed().as_secs_f64();
    println!(
        "bench {kind} {} {} {ok} {secs:.6} {bytes}",
        files.len(),
        files.len() * repeat as usize
    );
}
