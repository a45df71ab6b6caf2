//! Throughput of `dis`, `asm`, `validate` and `hlsl` over the SM4/5 and
//! SM1-3 corpora (criterion).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::path::Path;

fn corpus() -> Vec<(Vec<u8>, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/sm4-5");
    let mut v = Vec::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "o") {
            if let Ok(t) = std::fs::read_to_string(p.with_extension("asm")) {
                v.push((std::fs::read(&p).unwrap(), t));
            }
        }
    }
    v
}

fn bench(c: &mut Criterion) {
    let files = corpus();
    let bytes: usize = files.iter().map(|(b, _)| b.len()).sum();
    let text: usize = files.iter().map(|(_, t)| t.len()).sum();
    let opts = dxsm::listing::Options {
        ignore_checksum: false,
        ..Default::default()
    };
    let mut g = c.benchmark_group("corpus");
    g.sample_size(20);
    g.throughput(Throughput::Bytes(bytes as u64));
    g.bench_function(format!("dis {} shaders", files.len()), |b| {
        b.iter(|| {
            for (bin, _) in &files {
                std::hint::black_box(dxsm::listing::disassemble(bin, &opts).unwrap());
            }
        })
    });
    g.throughput(Throughput::Bytes(text as u64));
    // Level-9 listings need their original (`--base`) to keep the Aon9
    // program: they are assembled with it.
    let opts: Vec<dxsm::assemble::Options> = files
        .iter()
        .map(|(b, t)| dxsm::assemble::Options {
            base: t.contains("Level9 shader bytecode").then_some(b.as_slice()),
            ..Default::default()
        })
        .collect();
    g.bench_function(format!("asm {} listings", files.len()), |b| {
        b.iter(|| {
            for ((_, t), o) in files.iter().zip(&opts) {
                std::hint::black_box(dxsm::assemble::assemble(t, o).unwrap());
            }
        })
    });
    let programs: Vec<dxsm::sm4::Program> = files
        .iter()
        .map(|(_, t)| dxsm::sm4::parse::parse(t).unwrap())
        .collect();
    g.throughput(Throughput::Elements(programs.len() as u64));
    g.bench_function(format!("validate {} programs", programs.len()), |b| {
        b.iter(|| {
            for p in &programs {
                std::hint::black_box(dxsm::validate::sm4::validate(p));
            }
        })
    });
    // The decompiler over the shaders it decompiles (the others stop at
    // their first refused instruction and would flatter the figure).
    let decompiled: Vec<&Vec<u8>> = files
        .iter()
        .map(|(b, _)| b)
        .filter(|b| dxsm::hlsl::decompile(b).is_ok())
        .collect();
    g.throughput(Throughput::Elements(decompiled.len() as u64));
    g.bench_function(format!("hlsl {} shaders", decompiled.len()), |b| {
        b.iter(|| {
            for bin in &decompiled {
                std::hint::black_box(dxsm::hlsl::decompile(bin).unwrap());
            }
        })
    });
    g.finish();
}

/// The D3D9 (SM1-3) corpus: every binary with its listing in `sm1-3/hlsl/out`
/// and `sm1-3/asm-cases/{own,wine}` (the assembly sources).
fn sm1_corpus() -> (Vec<Vec<u8>>, Vec<String>) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/sm1-3");
    let (mut bins, mut texts) = (Vec::new(), Vec::new());
    for dir in ["hlsl/out", "asm-cases/own", "asm-cases/wine", "nesting"] {
        for e in std::fs::read_dir(root.join(dir)).unwrap() {
            let p = e.unwrap().path();
            match p.extension().and_then(|x| x.to_str()) {
                Some("o") if !p.to_string_lossy().ends_with(".sv.o") => {
                    bins.push(std::fs::read(&p).unwrap())
                }
                Some("asm") => {
                    let t = std::fs::read_to_string(&p).unwrap();
                    if dxsm::sm1::assemble(&t).is_ok() {
                        texts.push(t);
                    }
                }
                _ => {}
            }
        }
    }
    (bins, texts)
}

fn bench_sm1(c: &mut Criterion) {
    let (bins, texts) = sm1_corpus();
    let mut g = c.benchmark_group("sm1");
    g.sample_size(20);
    g.throughput(Throughput::Elements(bins.len() as u64));
    g.bench_function(format!("dis {} shaders", bins.len()), |b| {
        b.iter(|| {
            for bin in &bins {
                std::hint::black_box(dxsm::listing::disassemble(bin, &Default::default()).unwrap());
            }
        })
    });
    g.throughput(Throughput::Elements(texts.len() as u64));
    g.bench_function(format!("asm {} sources", texts.len()), |b| {
        b.iter(|| {
            for t in &texts {
                std::hint::black_box(dxsm::sm1::assemble(t).unwrap());
            }
        })
    });
    // As for SM4/5: the rules on parsed programs (what `dxsm asm` adds to
    // assembling).
    let programs: Vec<dxsm::sm1::ir::Program> = texts
        .iter()
        .map(|t| dxsm::sm1::parse::parse(t).unwrap())
        .collect();
    g.bench_function(format!("validate {} programs", programs.len()), |b| {
        b.iter(|| {
            for p in &programs {
                std::hint::black_box(dxsm::validate::sm1_all(p, Default::default()));
            }
        })
    });
    let decompiled: Vec<&Vec<u8>> = bins
        .iter()
        .filter(|b| dxsm::hlsl::decompile(b).is_ok())
        .collect();
    g.throughput(Throughput::Elements(decompiled.len() as u64));
    g.bench_function(format!("hlsl {} shaders", decompiled.len()), |b| {
        b.iter(|| {
            for bin in &decompiled {
                std::hint::black_box(dxsm::hlsl::decompile(bin).unwrap());
            }
        })
    });
    g.finish();
}

#[allow(missing_docs)]
mod group {
    use super::*;
    criterion_group!(benches, bench, bench_sm1);
}
use group::benches;
criterion_main!(benches);
