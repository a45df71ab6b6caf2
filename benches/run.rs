//! Interpreter throughput: the corpus vertex shader `vs40_transform_normal_uv`
//! over 10,000 vertices through `dxsm::run::run` (JSON values in and out),
//! beside the same math written in Rust (the native limit).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};

const N: usize = 10_000;

fn bench(c: &mut Criterion) {
    let bin = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/corpus/sm4-5/vs40_transform_normal_uv.o"
    ))
    .unwrap();
    let program = dxsm::run::load(&bin).unwrap();
    let cb: Vec<[f32; 4]> = (0..11).map(|i| [i as f32, 1.0, 0.5, 0.25]).collect();
    let vertices: Vec<serde_json::Value> =
        (0..N).map(|i| serde_json::json!({"v0": [i as f32, 1.0, 2.0], "v1": [0.0, 0.6, 0.8], "v2": [0.25, 0.75]})).collect();
    let input = serde_json::json!({"constants": {"cb0": cb}, "vertices": vertices});
    let mut g = c.benchmark_group("run");
    g.sample_size(10);
    g.throughput(Throughput::Elements(N as u64));
    g.bench_function("vs40_transform_normal_uv interpreted", |b| {
        b.iter(|| std::hint::black_box(dxsm::run::run(&program, &input, 1_000_000).unwrap()))
    });
    let pos: Vec<[f32; 3]> = (0..N).map(|i| [i as f32, 1.0, 2.0]).collect();
    g.bench_function("vs40_transform_normal_uv native", |b| {
        b.iter(|| {
            let d4 =
                |a: [f32; 4], b: [f32; 4]| a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
            let mut out = Vec::with_capacity(N);
            for p in &pos {
                let p1 = [p[0], p[1], p[2], 1.0];
                let w: [f32; 4] = std::array::from_fn(|i| d4(p1, cb[i]));
                let clip: [f32; 4] = std::array::from_fn(|i| d4(w, cb[4 + i]));
                let n: [f32; 3] = std::array::from_fn(|i| 0.6 * cb[8 + i][1] + 0.8 * cb[8 + i][2]);
                let len = (n[0] * n[0] + n[1] * n[1] + n[2] * n[2]).sqrt();
                out.push((
                    clip,
                    w,
                    [n[0] / len, n[1] / len, n[2] / len],
                    [0.25f32, 0.75],
                ));
            }
            std::hint::black_box(out)
        })
    });
    g.finish();
}

#[allow(missing_docs)]
mod group {
    use super::*;
    criterion_group!(benches, bench);
}
use group::benches;
criterion_main!(benches);
