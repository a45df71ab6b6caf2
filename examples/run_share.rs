//! The interpreter's share of native speed, measured in pairs: each round
//! runs the interpreted shader and the same math written in Rust one after
//! the other, in one process, so a busy machine slows both alike. Prints
//! the medians over the rounds and the share (native time ÷ interpreter
//! time) with its range.
//!
//! Usage: `cargo run --release --example run_share -- [ROUNDS] [ONLY]`
//! (default 15 rounds; ONLY, one of `vs`, `vs-buffer`, `vs-parting`, `gs`, `gs-buffer`, `ps`, `cs`,
//! runs that case alone, for a profiler).

use dxsm::run::{
    run_dispatch, run_primitive_buffer, run_primitives, run_quads, run_vertex_buffer, run_vertices,
    Mode, Prepared, Resources,
};
use std::cell::RefCell;
use std::time::Instant;

#[allow(dead_code)]
#[path = "../benches/cases/run_cases.rs"]
mod cases;

/// Seconds one call of `f` takes.
fn time<T>(f: impl Fn() -> T) -> f64 {
    let t = Instant::now();
    std::hint::black_box(f());
    t.elapsed().as_secs_f64()
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// Runs `ours` and `native` in turn `rounds` times and prints the line.
fn pair<A, B>(what: &str, rounds: usize, ours: impl Fn() -> A, native: impl Fn() -> B) {
    // One untimed call each first (page faults, caches).
    std::hint::black_box((ours(), native()));
    let (mut a, mut b, mut share) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..rounds {
        let (x, y) = (time(&ours), time(&native));
        a.push(x);
        b.push(y);
        share.push(y / x);
    }
    let (lo, hi) = (
        share.iter().copied().fold(f64::INFINITY, f64::min),
        share.iter().copied().fold(0.0, f64::max),
    );
    println!(
        "{what}: dxsm {:.2} ms, native {:.2} ms, share of native {:.1}% (range {:.1}-{:.1}%)",
        median(&mut a) * 1e3,
        median(&mut b) * 1e3,
        median(&mut share) * 100.0,
        lo * 100.0,
        hi * 100.0
    );
}

fn main() {
    let rounds = std::env::args()
        .nth(1)
        .and_then(|r| r.parse().ok())
        .unwrap_or(15usize);
    let only = std::env::args().nth(2);
    const CASES: [&str; 7] = [
        "vs",
        "vs-buffer",
        "vs-parting",
        "gs",
        "gs-buffer",
        "ps",
        "cs",
    ];
    if let Some(o) = only.as_deref().filter(|o| !CASES.contains(o)) {
        eprintln!("run_share: no case {o:?} (the cases: {})", CASES.join(", "));
        std::process::exit(2);
    }
    let want = |case: &str| only.as_deref().is_none_or(|o| o == case);
    if want("vs") || want("vs-buffer") {
        let vs = cases::VsCase::new(1_000_000);
        let p = Prepared::new(&vs.program).unwrap();
        if want("vs") {
            pair(
                "vs40_transform_normal_uv, 1M vertices, batched",
                rounds,
                || run_vertices(&p, &vs.cb, &vs.inputs, 1000, Mode::Batch).unwrap(),
                || vs.native(),
            );
        }
        if want("vs-buffer") {
            // The same vertices in one block (a vertex buffer), as the Rust
            // version reads its arrays: no vector per vertex.
            let flat: Vec<[u32; 4]> = vs.inputs.iter().flatten().copied().collect();
            pair(
                "vs40_transform_normal_uv, 1M vertices from one buffer, batched",
                rounds,
                || run_vertex_buffer(&p, &vs.cb, &flat, 3, 1000, Mode::Batch).unwrap(),
                || vs.native(),
            );
        }
    }
    if want("vs-parting") {
        let vs = cases::VsLightsCase::new(1_000_000);
        let p = Prepared::new(&vs.program).unwrap();
        pair(
            "vs40_gouraud_light_loop (lanes part), 1M vertices, batched",
            rounds,
            || run_vertices(&p, &vs.cb, &vs.inputs, 1000, Mode::Batch).unwrap(),
            || vs.native(),
        );
    }
    if want("gs") || want("gs-buffer") {
        let gs = cases::GsCase::new(100_000);
        let p = Prepared::new(&gs.program).unwrap();
        if want("gs") {
            pair(
                "gs40_line_to_tristrip, 100k primitives, batched",
                rounds,
                || run_primitives(&p, &gs.cb, &gs.prims, 10_000, Mode::Batch).unwrap(),
                || gs.native(),
            );
        }
        if want("gs-buffer") {
            // The same primitives in one block (a vertex buffer), as the
            // Rust version reads its array: no vector per vertex.
            let flat: Vec<[u32; 4]> = gs.prims.iter().flatten().flatten().copied().collect();
            pair(
                "gs40_line_to_tristrip, 100k primitives from one buffer, batched",
                rounds,
                || run_primitive_buffer(&p, &gs.cb, &flat, 2, 10_000, Mode::Batch).unwrap(),
                || gs.native(),
            );
        }
    }
    if want("ps") {
        let ps = cases::PsCase::new(1 << 20);
        let p = Prepared::new(&ps.program).unwrap();
        pair(
            "ps40_blinn_phong, 1M pixels, batched",
            rounds,
            || run_quads(&p, &ps.cb, &ps.inputs, 1000, Mode::Batch).unwrap(),
            || ps.native(),
        );
    }
    if !want("cs") {
        return;
    }
    let cs = cases::CsCase::new(1 << 20);
    let p = Prepared::new(&cs.program).unwrap();
    // Both write into memory they hold (the UAV, a buffer of the same size).
    let res = RefCell::new(Resources::read(&p, &cs.resources).unwrap());
    let dst = RefCell::new(vec![0u32; 4 * cs.src.len()]);
    pair(
        "cs40_raw_copy_convert, 1M threads, batched",
        rounds,
        || {
            run_dispatch(
                &p,
                &cs.cb,
                &mut res.borrow_mut(),
                cs.groups,
                1000,
                Mode::BatchOnly,
            )
            .unwrap()
        },
        || cs.native(&mut dst.borrow_mut()),
    );
    // The same words on both sides.
    assert_eq!(res.borrow().uav_words(0).unwrap(), &dst.borrow()[..]);
}
