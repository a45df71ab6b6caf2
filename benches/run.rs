//! Interpreter throughput (the cases are in `cases/run_cases.rs`). Vertex shader: the corpus shader
//! `vs40_transform_normal_uv` (25 instructions) over 1,000,000 vertices
//! through the library entry `dxsm::run::run_vertices` (batched and scalar),
//! beside the same math written in Rust (the native limit), plus the JSON
//! path (`dxsm::run::run`) on 10,000 vertices. Geometry shader: the corpus
//! shader `gs40_line_to_tristrip` over 100,000 primitives through
//! `run_primitives` (batched and scalar), beside its HLSL math in Rust, plus the JSON path on
//! 10,000 primitives. Pixel shader: `ps40_blinn_phong` over 1M pixels
//! through `run_quads`. Compute shader: `cs40_raw_copy_convert` over 1M
//! threads through `run_dispatch`, both sides writing memory they hold.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use dxsm::run::{run_vertices, Mode, Prepared};

#[allow(missing_docs, dead_code)]
#[path = "cases/run_cases.rs"]
mod cases;
use cases::{CsCase, GsCase, PsCase, VsCase, VsLightsCase};

const N: usize = 1_000_000;
const NJSON: usize = 10_000;
const NPRIM: usize = 100_000;

fn vertex(c: &mut Criterion) {
    let case = VsCase::new(N);
    let p = Prepared::new(&case.program).unwrap();
    let shader = dxsm::run::Shader::Sm4(case.program.clone());
    let (cb, inputs) = (&case.cb, &case.inputs);
    let mut g = c.benchmark_group("run vertex");
    g.sample_size(10);
    g.throughput(Throughput::Elements(N as u64));
    g.bench_function("vs40_transform_normal_uv batched (1M vertices)", |b| {
        b.iter(|| std::hint::black_box(run_vertices(&p, cb, inputs, 1000, Mode::Batch).unwrap()))
    });
    g.bench_function("vs40_transform_normal_uv scalar (1M vertices)", |b| {
        b.iter(|| std::hint::black_box(run_vertices(&p, cb, inputs, 1000, Mode::Scalar).unwrap()))
    });
    g.bench_function("vs40_transform_normal_uv native (1M vertices)", |b| {
        b.iter(|| std::hint::black_box(case.native()))
    });
    g.finish();

    // Lanes that part in a loop (a `continue` per light out of range).
    let lit = VsLightsCase::new(N);
    let lp = Prepared::new(&lit.program).unwrap();
    let mut g = c.benchmark_group("run vertex parting");
    g.sample_size(10);
    g.throughput(Throughput::Elements(N as u64));
    for (name, mode) in [("batched", Mode::Batch), ("scalar", Mode::Scalar)] {
        g.bench_function(
            format!("vs40_gouraud_light_loop {name} (1M vertices)"),
            |b| {
                b.iter(|| {
                    std::hint::black_box(
                        run_vertices(&lp, &lit.cb, &lit.inputs, 1000, mode).unwrap(),
                    )
                })
            },
        );
    }
    g.bench_function("vs40_gouraud_light_loop native (1M vertices)", |b| {
        b.iter(|| std::hint::black_box(lit.native()))
    });
    g.finish();
    drop(lit);

    let vertices: Vec<serde_json::Value> = (0..NJSON)
        .map(|i| serde_json::json!({"v0": case.pos[i], "v1": case.nrm[i], "v2": case.uv[i]}))
        .collect();
    let input = serde_json::json!({"constants": {"cb0": case.cbf}, "vertices": vertices});
    let mut g = c.benchmark_group("run vertex json");
    g.sample_size(10);
    g.throughput(Throughput::Elements(NJSON as u64));
    g.bench_function(
        "vs40_transform_normal_uv JSON in and out (10k vertices)",
        |b| b.iter(|| std::hint::black_box(dxsm::run::run(&shader, &input, 1000).unwrap())),
    );
    g.finish();
}

type Group<'c> = criterion::BenchmarkGroup<'c, criterion::measurement::WallTime>;

/// A stage's group: `n` invocations a run, ten samples (a run is long).
fn group<'c>(c: &'c mut Criterion, name: &str, n: usize) -> Group<'c> {
    let mut g = c.benchmark_group(name);
    g.sample_size(10);
    g.throughput(Throughput::Elements(n as u64));
    g
}

/// A shader through its library entry batched (`batch`: `Batch`, or
/// `BatchOnly` where a fallback would hide a slow path) and one invocation
/// at a time, then its math written in Rust.
fn three_ways<A, B>(
    g: &mut Group<'_>,
    (shader, entry, count): (&str, &str, &str),
    batch: Mode,
    mut run: impl FnMut(Mode) -> A,
    mut native: impl FnMut() -> B,
) {
    for (name, mode) in [("batched", batch), ("scalar", Mode::Scalar)] {
        g.bench_function(format!("{shader} {entry} {name} ({count})"), |b| {
            b.iter(|| std::hint::black_box(run(mode)))
        });
    }
    g.bench_function(format!("{shader} native ({count})"), |b| {
        b.iter(|| std::hint::black_box(native()))
    });
}

fn geometry(c: &mut Criterion) {
    let case = GsCase::new(NPRIM);
    let p = Prepared::new(&case.program).unwrap();
    let shader = dxsm::run::Shader::Sm4(case.program.clone());
    let mut g = group(c, "run geometry", NPRIM);
    three_ways(
        &mut g,
        ("gs40_line_to_tristrip", "run_primitives", "100k primitives"),
        Mode::Batch,
        |mode| dxsm::run::run_primitives(&p, &case.cb, &case.prims, 10_000, mode).unwrap(),
        || case.native(),
    );
    let json_prims: Vec<serde_json::Value> = (0..NJSON)
        .map(|i| {
            let l = GsCase::line(i);
            serde_json::json!([{"v0": l[0], "v1": l[1]}, {"v0": l[2], "v1": l[3]}])
        })
        .collect();
    let rows: Vec<[f32; 4]> = (0..7)
        .map(|i| {
            if i == 6 {
                [0.1, 0.1, case.thick, 0.0]
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

fn pixel(c: &mut Criterion) {
    const NPX: usize = 1 << 20;
    let case = PsCase::new(NPX);
    let p = Prepared::new(&case.program).unwrap();
    let mut g = group(c, "run pixel", NPX);
    three_ways(
        &mut g,
        ("ps40_blinn_phong", "run_quads", "1M pixels"),
        Mode::Batch,
        |mode| dxsm::run::run_quads(&p, &case.cb, &case.inputs, 1000, mode).unwrap(),
        || case.native(),
    );
    g.finish();
}

fn compute(c: &mut Criterion) {
    const NCS: usize = 1 << 20;
    let case = CsCase::new(NCS);
    let p = Prepared::new(&case.program).unwrap();
    let mut res = dxsm::run::Resources::read(&p, &case.resources).unwrap();
    let mut dst = vec![0u32; 4 * NCS];
    let mut g = group(c, "run compute", NCS);
    three_ways(
        &mut g,
        ("cs40_raw_copy_convert", "run_dispatch", "1M threads"),
        Mode::BatchOnly,
        |mode| dxsm::run::run_dispatch(&p, &case.cb, &mut res, case.groups, 1000, mode).unwrap(),
        || case.native(&mut dst),
    );
    g.finish();
}

#[allow(missing_docs)]
mod group {
    use super::*;
    criterion_group!(benches, vertex, geometry, pixel, compute);
}
use group::benches;
criterion_main!(benches);
