//! Interpreter throughput. Vertex shader: the corpus shader
//! `vs40_transform_normal_uv` (25 instructions) over 1,000,000 vertices
//! through the library entry `dxsm::run::run_vertices` (batched and scalar),
//! beside the same math written in Rust (the native limit), plus the JSON
//! path (`dxsm::run::run`) on 10,000 vertices. Geometry shader: the corpus
//! shader `gs40_line_to_tristrip` over 100,000 primitives through
//! `run_primitives`, beside its HLSL math in Rust, plus the JSON path on
//! 10,000 primitives.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use dxsm::run::{run_vertices, Constants, Mode, Prepared};

const N: usize = 1_000_000;
const NJSON: usize = 10_000;
const NPRIM: usize = 100_000;

fn corpus(name: &str) -> Vec<u8> {
    std::fs::read(format!(
        "{}/tests/corpus/sm4-5/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

fn vertex(c: &mut Criterion) {
    let program = dxsm::run::load_sm4(&corpus("vs40_transform_normal_uv.o")).unwrap();
    let p = Prepared::new(&program).unwrap();
    let shader = dxsm::run::Shader::Sm4(program.clone());
    let cbf: Vec<[f32; 4]> = (0..11).map(|i| [i as f32 * 0.1, 1.0, 0.5, 0.25]).collect();
    let mut cb = Constants::new();
    cb.insert(0, cbf.iter().map(|r| r.map(f32::to_bits)).collect());
    let pos: Vec<[f32; 3]> = (0..N).map(|i| [i as f32 * 1e-3, 1.0, 2.0]).collect();
    let nrm: Vec<[f32; 3]> = (0..N)
        .map(|i| [0.0, 0.6, 0.8 + (i % 7) as f32 * 0.01])
        .collect();
    let uv: Vec<[f32; 2]> = (0..N).map(|i| [(i % 100) as f32 * 0.01, 0.75]).collect();
    let regs = |i: usize| -> Vec<[u32; 4]> {
        let b = |x: f32| x.to_bits();
        vec![
            [b(pos[i][0]), b(pos[i][1]), b(pos[i][2]), 0],
            [b(nrm[i][0]), b(nrm[i][1]), b(nrm[i][2]), 0],
            [b(uv[i][0]), b(uv[i][1]), 0, 0],
        ]
    };
    let inputs: Vec<Vec<[u32; 4]>> = (0..N).map(regs).collect();
    let mut g = c.benchmark_group("run vertex");
    g.sample_size(10);
    g.throughput(Throughput::Elements(N as u64));
    g.bench_function("vs40_transform_normal_uv batched (1M vertices)", |b| {
        b.iter(|| std::hint::black_box(run_vertices(&p, &cb, &inputs, 1000, Mode::Batch).unwrap()))
    });
    g.bench_function("vs40_transform_normal_uv scalar (1M vertices)", |b| {
        b.iter(|| std::hint::black_box(run_vertices(&p, &cb, &inputs, 1000, Mode::Scalar).unwrap()))
    });
    g.bench_function("vs40_transform_normal_uv native (1M vertices)", |b| {
        b.iter(|| {
            let d4 =
                |a: [f32; 4], b: [f32; 4]| a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
            let d3 = |a: [f32; 3], b: [f32; 4]| a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
            let mut out = Vec::with_capacity(N);
            for i in 0..N {
                let p = pos[i];
                let p1 = [p[0], p[1], p[2], 1.0];
                let w: [f32; 4] = std::array::from_fn(|k| d4(p1, cbf[k]));
                let clip: [f32; 4] = std::array::from_fn(|k| d4(w, cbf[4 + k]));
                let n: [f32; 3] = std::array::from_fn(|k| d3(nrm[i], cbf[8 + k]));
                let r = 1.0 / (n[0] * n[0] + n[1] * n[1] + n[2] * n[2]).sqrt();
                out.push((
                    clip,
                    [w[0], w[1], w[2]],
                    [n[0] * r, n[1] * r, n[2] * r],
                    uv[i],
                ));
            }
            std::hint::black_box(out)
        })
    });
    g.finish();

    let vertices: Vec<serde_json::Value> = (0..NJSON)
        .map(|i| serde_json::json!({"v0": pos[i], "v1": nrm[i], "v2": uv[i]}))
        .collect();
    let input = serde_json::json!({"constants": {"cb0": cbf}, "vertices": vertices});
    let mut g = c.benchmark_group("run vertex json");
    g.sample_size(10);
    g.throughput(Throughput::Elements(NJSON as u64));
    g.bench_function(
        "vs40_transform_normal_uv JSON in and out (10k vertices)",
        |b| b.iter(|| std::hint::black_box(dxsm::run::run(&shader, &input, 1000).unwrap())),
    );
    g.finish();
}

fn geometry(c: &mut Criterion) {
    let program = dxsm::run::load_sm4(&corpus("gs40_line_to_tristrip.o")).unwrap();
    let p = Prepared::new(&program).unwrap();
    let shader = dxsm::run::Shader::Sm4(program.clone());
    let thick = 0.05f32;
    let mut cb = Constants::new();
    let mut rows = vec![[0u32; 4]; 7];
    rows[6] = [0.1f32.to_bits(), 0.1f32.to_bits(), thick.to_bits(), 0];
    cb.insert(0, rows);
    // Line i: from (x, 0) to (x, 1) in clip space (w = 1), colours red and green.
    let line = |i: usize| -> [[f32; 4]; 4] {
        let x = i as f32 * 1e-5;
        [
            [x, 0.0, 0.0, 1.0],
            [1.0, 0.0, 0.0, 1.0],
            [x + 0.5, 1.0, 0.0, 1.0],
            [0.0, 1.0, 0.0, 1.0],
        ]
    };
    let prims: Vec<Vec<Vec<[u32; 4]>>> = (0..NPRIM)
        .map(|i| {
            let l = line(i);
            vec![
                vec![l[0].map(f32::to_bits), l[1].map(f32::to_bits)],
                vec![l[2].map(f32::to_bits), l[3].map(f32::to_bits)],
            ]
        })
        .collect();
    let mut g = c.benchmark_group("run geometry");
    g.sample_size(10);
    g.throughput(Throughput::Elements(NPRIM as u64));
    g.bench_function(
        "gs40_line_to_tristrip run_primitives (100k primitives)",
        |b| {
            b.iter(|| {
                std::hint::black_box(
                    dxsm::run::run_primitives(&p, &cb, &prims, 10_000, Mode::Batch).unwrap(),
                )
            })
        },
    );
    g.bench_function("gs40_line_to_tristrip native (100k primitives)", |b| {
        b.iter(|| {
            // The HLSL source's math: a screen-space quad around the line.
            let mut strips = Vec::with_capacity(NPRIM);
            for i in 0..NPRIM {
                let l = line(i);
                let (p0, p1) = (
                    [l[0][0] / l[0][3], l[0][1] / l[0][3]],
                    [l[2][0] / l[2][3], l[2][1] / l[2][3]],
                );
                let d = [p1[0] - p0[0], p1[1] - p0[1]];
                let r = 1.0 / (d[0] * d[0] + d[1] * d[1]).sqrt();
                let n = [-d[1] * r * thick, d[0] * r * thick];
                let v = |q: [f32; 2], s: f32, w: f32, z: f32, col: [f32; 4], dist: f32| {
                    (
                        [(q[0] + s * n[0]) * w, (q[1] + s * n[1]) * w, z, w],
                        col,
                        dist,
                    )
                };
                strips.push([
                    v(p0, 1.0, l[0][3], l[0][2], l[1], -1.0),
                    v(p0, -1.0, l[0][3], l[0][2], l[1], 1.0),
                    v(p1, 1.0, l[2][3], l[2][2], l[3], -1.0),
                    v(p1, -1.0, l[2][3], l[2][2], l[3], 1.0),
                ]);
            }
            std::hint::black_box(strips)
        })
    });
    let json_prims: Vec<serde_json::Value> = (0..NJSON)
        .map(|i| {
            let l = line(i);
            serde_json::json!([{"v0": l[0], "v1": l[1]}, {"v0": l[2], "v1": l[3]}])
        })
        .collect();
    let rows: Vec<[f32; 4]> = (0..7)
        .map(|i| {
            if i == 6 {
                [0.1, 0.1, thick, 0.0]
            } else {
                [0.0; 4]
            }
        })
        .collect();
    let input = serde_json::json!({"constants": {"cb0": rows}, "primitives": json_prims});
    g.throughput(Throughput::Elements(NJSON as u64));
    g.bench_function(
        "gs40_line_to_tristrip JSON in and out (10k primitives)",
        |b| b.iter(|| std::hint::black_box(dxsm::run::run(&shader, &input, 10_000).unwrap())),
    );
    g.finish();
}

#[allow(missing_docs)]
mod group {
    use super::*;
    criterion_group!(benches, vertex, geometry);
}
use group::benches;
criterion_main!(benches);
