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

/// A pipeline description over the bundled `examples/draw` shaders:
/// `tris` triangles of position + colour (R32G32B32A32_FLOAT each).
fn draw_desc(size: u32, floats: Vec<f32>, vertices: usize) -> String {
    serde_json::json!({
        "width": size, "height": size,
        "vs": {"shader": "vs_color.o"}, "ps": {"shader": "ps_color.o"},
        "input_layout": [
            {"semantic": "POSITION", "format": "R32G32B32A32_FLOAT"},
            {"semantic": "COLOR", "format": "R32G32B32A32_FLOAT"}
        ],
        "vertex_buffers": [{"stride": 32, "floats": floats}],
        "topology": "triangle_list",
        "draw": {"vertices": vertices},
        "targets": [{"format": "R8G8B8A8_UNORM"}],
        "depth_stencil": {"format": "D32_FLOAT"}
    })
    .to_string()
}

fn load_example(name: &str) -> Result<Vec<u8>, String> {
    std::fs::read(format!("examples/draw/{name}")).map_err(|e| e.to_string())
}

fn draw(c: &mut Criterion) {
    // Fill: two triangles over a 1024x1024 target, colour interpolated.
    const SIDE: u32 = 1024;
    let v = |x: f32, y: f32, c: [f32; 4]| [x, y, 0.5, 1.0, c[0], c[1], c[2], c[3]];
    let (r, g, b, w) = (
        [1.0, 0.0, 0.0, 1.0],
        [0.0, 1.0, 0.0, 1.0],
        [0.0, 0.0, 1.0, 1.0],
        [1.0; 4],
    );
    let quad: Vec<f32> = [
        v(-1.0, -1.0, r),
        v(-1.0, 1.0, g),
        v(1.0, -1.0, b),
        v(1.0, -1.0, b),
        v(-1.0, 1.0, g),
        v(1.0, 1.0, w),
    ]
    .concat();
    let quad4 = quad.clone();
    let fill = draw_desc(SIDE, quad, 6);
    let npx = (SIDE * SIDE) as u64;
    let mut grp = c.benchmark_group("draw fill");
    grp.throughput(Throughput::Elements(npx));
    grp.sample_size(10);
    let prepared = |text: &str| {
        let d: dxsm::draw::desc::Desc = serde_json::from_str(text).unwrap();
        dxsm::draw::setup::prepare(&d, &load_example).unwrap()
    };
    let fill = prepared(&fill);
    // One thread, then one per core (the back end in bands of rows).
    let on = |threads: usize| dxsm::draw::Options {
        threads,
        ..Default::default()
    };
    grp.bench_function(
        "1024x1024, 2 triangles: pixel-shader invocations, 1 thread",
        |bch| {
            bch.iter(|| std::hint::black_box(dxsm::draw::draw_with(fill.clone(), &on(1)).unwrap()))
        },
    );
    grp.bench_function(
        "1024x1024, 2 triangles: pixel-shader invocations, every core",
        |bch| {
            bch.iter(|| std::hint::black_box(dxsm::draw::draw_with(fill.clone(), &on(0)).unwrap()))
        },
    );
    // The same draw on a 4-sample target (coverage and depth at each
    // sample, the shader once a pixel).
    let mut fill4: serde_json::Value =
        serde_json::from_str(&draw_desc(SIDE, quad4.clone(), 6)).unwrap();
    fill4["samples"] = serde_json::json!(4);
    let fill4 = prepared(&fill4.to_string());
    grp.bench_function(
        "1024x1024, 2 triangles, 4 samples: pixel-shader invocations, every core",
        |bch| {
            bch.iter(|| std::hint::black_box(dxsm::draw::draw_with(fill4.clone(), &on(0)).unwrap()))
        },
    );
    // The same pixels' math in Rust: the colour interpolated across the
    // two triangles at each centre and converted to UNORM8.
    grp.bench_function("1024x1024, native: interpolate + UNORM8", |bch| {
        bch.iter(|| {
            let mut out = vec![0u8; (npx * 4) as usize];
            let s = SIDE as f32;
            for y in 0..SIDE {
                for x in 0..SIDE {
                    let (u, t) = ((x as f32 + 0.5) / s, (y as f32 + 0.5) / s);
                    // Below the diagonal: red (bottom left), green (top
                    // left), blue (bottom right); above: blue, green,
                    // white (top right).
                    let (wr, wg, wb, ww) = if t >= u {
                        (t - u, 1.0 - t, u, 0.0)
                    } else {
                        (0.0, 1.0 - u, t, u - t)
                    };
                    let i = ((y * SIDE + x) * 4) as usize;
                    for (c, k) in [wr + ww, wg + ww, wb + ww, 1.0].iter().enumerate() {
                        out[i + c] = (k.clamp(0.0, 1.0) * 255.0 + 0.5) as u8;
                    }
                }
            }
            std::hint::black_box(out)
        })
    });
    grp.finish();
    // Many small triangles: a 256x256 grid of cells, two each, over a
    // 512x512 target.
    const CELLS: usize = 256;
    let mut mesh = Vec::with_capacity(CELLS * CELLS * 6 * 8);
    let at = |i: usize| i as f32 / CELLS as f32 * 2.0 - 1.0;
    for cy in 0..CELLS {
        for cx in 0..CELLS {
            let (x0, x1, y0, y1) = (at(cx), at(cx + 1), at(cy), at(cy + 1));
            mesh.extend([v(x0, y0, r), v(x0, y1, g), v(x1, y0, b)].concat());
            mesh.extend([v(x1, y0, b), v(x0, y1, g), v(x1, y1, w)].concat());
        }
    }
    let tris = CELLS * CELLS * 2;
    let many = draw_desc(512, mesh, tris * 3);
    let mut grp = c.benchmark_group("draw triangles");
    grp.throughput(Throughput::Elements(tris as u64));
    grp.sample_size(10);
    let many = prepared(&many);
    grp.bench_function("131072 triangles over 512x512, 1 thread", |bch| {
        bch.iter(|| std::hint::black_box(dxsm::draw::draw_with(many.clone(), &on(1)).unwrap()))
    });
    grp.bench_function("131072 triangles over 512x512, every core", |bch| {
        bch.iter(|| std::hint::black_box(dxsm::draw::draw_with(many.clone(), &on(0)).unwrap()))
    });
    grp.finish();
}

#[allow(missing_docs)]
mod group {
    use super::*;
    criterion_group!(benches, vertex, geometry, pixel, compute, draw);
}
use group::benches;
criterion_main!(benches);
