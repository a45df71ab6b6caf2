//! `dxsm draw` on several threads: the back end in bands of rows, and
//! the plain front end in blocks of primitives, give the frame one thread
//! gives, bit for bit, on draws whose result depends on the order of
//! fragments at a pixel (blending, depth and stencil tests, forced early
//! depth), through every front end (plain, geometry shader, tessellation),
//! and a failing draw fails whatever the thread count.

use dxsm::draw::{desc, draw_with, setup, Frame, Options};
use serde_json::{json, Value};

fn load(name: &str) -> Result<Vec<u8>, String> {
    std::fs::read(format!("examples/draw/{name}")).map_err(|e| format!("{name}: {e}"))
}

fn draw_on(d: &Value, threads: usize) -> Result<Frame, String> {
    let desc: desc::Desc = serde_json::from_value(d.clone()).map_err(|e| e.to_string())?;
    let p = setup::prepare(&desc, &load).map_err(|e| e.to_string())?;
    let o = Options {
        threads,
        ..Options::default()
    };
    draw_with(p, &o).map_err(|e| e.to_string())
}

/// A small generator, so the triangles are many, overlapping and the same
/// on every run.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> f32 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 40) as f32 / (1u64 << 24) as f32
    }
}

/// `n` triangles scattered over the clip square, each with its own depth
/// and a colour of alpha 0.25 to 0.75 (so the blend's order shows).
fn scattered(n: usize, seed: u64) -> Vec<f32> {
    let mut r = Lcg(seed);
    let mut v = Vec::new();
    for _ in 0..n {
        let (cx, cy) = (r.next() * 2.4 - 1.2, r.next() * 2.4 - 1.2);
        let z = r.next();
        let col = [r.next(), r.next(), r.next(), 0.25 + r.next() * 0.5];
        for _ in 0..3 {
            let s = 0.05 + r.next() * 0.6;
            v.extend([
                cx + (r.next() - 0.5) * s * 2.0,
                cy + (r.next() - 0.5) * s * 2.0,
            ]);
            v.extend([z, 1.0]);
            v.extend(col);
        }
    }
    v
}

fn pipeline(w: u32, h: u32, ps: &str, floats: Vec<f32>, topology: &str) -> Value {
    let n = floats.len() / 8;
    json!({
        "width": w, "height": h,
        "vs": {"shader": "vs_color.o"},
        "ps": {"shader": ps},
        "input_layout": [
            {"semantic": "POSITION", "format": "R32G32B32A32_FLOAT"},
            {"semantic": "COLOR", "format": "R32G32B32A32_FLOAT"}
        ],
        "vertex_buffers": [{"stride": 32, "floats": floats}],
        "topology": topology,
        "draw": {"vertices": n},
        "targets": [{"format": "R8G8B8A8_UNORM", "clear": [0.1, 0.2, 0.3, 1],
                     "blend": {"src": "src_alpha", "dest": "inv_src_alpha"}},
                    {"format": "R16G16B16A16_FLOAT"}],
        "rasterizer": {"cull": "none"}
    })
}

/// The frame of `d` on 1 thread, then on 2, 3 and 5 (bands dealt unevenly
/// over the rows): every target, the depth-stencil buffer, the stream
/// output and the statistics the same.
fn same_on_every_count(d: &Value) -> Frame {
    let one = draw_on(d, 1).unwrap_or_else(|e| panic!("one thread: {e}"));
    for t in [2, 3, 5] {
        let f = draw_on(d, t).unwrap_or_else(|e| panic!("{t} threads: {e}"));
        assert_eq!(f.stats, one.stats, "{t} threads: statistics");
        assert_eq!(f.targets.len(), one.targets.len());
        for (n, (a, b)) in f.targets.iter().zip(&one.targets).enumerate() {
            assert!(a.data == b.data, "{t} threads: target {n} differs");
        }
        match (&f.depth, &one.depth) {
            (Some(a), Some(b)) => {
                assert!(a.depth == b.depth, "{t} threads: depth differs");
                assert!(a.stencil == b.stencil, "{t} threads: stencil differs");
            }
            (None, None) => {}
            _ => panic!("{t} threads: depth buffer present in one frame only"),
        }
        let so = |f: &Frame| f.stream_out.as_ref().map(|s| format!("{s:?}"));
        assert_eq!(so(&f), so(&one), "{t} threads: stream output");
    }
    one
}

#[test]
fn blending_depth_and_stencil_in_bands() {
    let mut d = pipeline(97, 61, "ps_color.o", scattered(300, 7), "triangle_list");
    d["depth_stencil"] = json!({
        "format": "D24_UNORM_S8_UINT", "func": "less_equal",
        "stencil": {"front": {"pass": "incr_sat", "depth_fail": "incr_sat"},
                    "back": {"pass": "incr_sat", "depth_fail": "incr_sat"}}
    });
    let f = same_on_every_count(&d);
    // The draw covered many pixels more than once: the test is not empty.
    assert!(f.stats.ps_invocations > 2 * 97 * 61);
    let stencil = &f.depth.as_ref().unwrap().stencil;
    assert!(stencil.iter().any(|&s| s > 3));
}

// More primitives than one block of the front end (4096): the blocks run
// on several threads, their primitives reach the back end in the draw's
// order, numbered as on one thread (SV_PrimitiveID read by the pixel
// shader), and a strip's blocks share their edge vertices.
#[test]
fn the_front_end_in_blocks_keeps_the_order() {
    let mut d = pipeline(61, 47, "ps_color.o", scattered(13_000, 5), "triangle_list");
    d["depth_stencil"] = json!({"format": "D32_FLOAT", "func": "less_equal"});
    let f = same_on_every_count(&d);
    assert_eq!(f.stats.ia_primitives, 13_000);
    assert_eq!(f.stats.vs_invocations, 39_000);
    let d = pipeline(61, 47, "ps_prim.o", scattered(5_000, 9), "triangle_strip");
    let f = same_on_every_count(&d);
    assert_eq!(f.stats.ia_primitives, 14_998);
}

#[test]
fn forced_early_depth_and_discard_in_bands() {
    for ps in ["ps_early.o", "ps_discard.o"] {
        let mut d = pipeline(64, 70, ps, scattered(200, 11), "triangle_list");
        d["depth_stencil"] = json!({"format": "D32_FLOAT"});
        same_on_every_count(&d);
    }
}

#[test]
fn geometry_shader_and_tessellation_in_bands() {
    // Points made squares by the geometry shader.
    let mut r = Lcg(3);
    let mut pts = Vec::new();
    for _ in 0..200 {
        pts.extend([r.next() * 2.0 - 1.0, r.next() * 2.0 - 1.0, r.next(), 1.0]);
        pts.extend([r.next(), r.next(), r.next(), 0.5]);
    }
    let mut d = pipeline(80, 80, "ps_color.o", pts, "point_list");
    d["gs"] = json!({"shader": "gs_quad.o"});
    let f = same_on_every_count(&d);
    assert!(f.stats.ps_invocations > 0);
    // Quad patches, tessellated.
    let mut quads = Vec::new();
    for k in 0..6 {
        let o = k as f32 * 0.2 - 0.8;
        for (x, y) in [(o, o), (o + 0.9, o), (o + 0.9, o + 0.9), (o, o + 0.9)] {
            quads.extend([x, y, 0.5, 1.0, 0.2, 0.4, 0.6, 0.5]);
        }
    }
    let mut d = pipeline(72, 72, "ps_color.o", quads, "patchlist_4");
    d["hs"] = json!({"shader": "hs_quad.o", "constants": {"cb0": [[3, 3, 0, 0]]}});
    d["ds"] = json!({"shader": "ds_quad.o"});
    let f = same_on_every_count(&d);
    assert!(f.stats.ds_invocations > 0 && f.stats.ps_invocations > 0);
}

// More primitives than a block of the geometry shader (1024): the blocks
// run on several threads and their output is drawn in order, each
// primitive with its number in the draw (gs_prim passes twice
// SV_PrimitiveID to the pixel shader, which writes it as red), so the
// last triangle over a pixel is the same on every count.
#[test]
fn geometry_shader_blocks_keep_the_order_and_the_numbers() {
    let mut d = pipeline(40, 40, "ps_prim.o", scattered(2600, 17), "triangle_list");
    d["gs"] = json!({"shader": "gs_prim.o"});
    d["targets"] = json!([{"format": "R32G32B32A32_FLOAT"}]);
    let f = same_on_every_count(&d);
    // One invocation per input primitive (no instancing), one triangle
    // out of each (§20.4.7's GSInvocations and GSPrimitives).
    assert_eq!(
        (f.stats.gs_invocations, f.stats.gs_primitives),
        (2600, 2600)
    );
    assert!(f.stats.ps_invocations > 0);
    // Some pixel shows a primitive past the first block.
    let t = &f.targets[0];
    let past = (0..(t.width * t.height) as usize)
        .any(|i| f32::from_bits(t.read(i)[0]) * 255.0 > 2.0 * 1024.0);
    assert!(past, "no pixel of a primitive past the first block");
}

#[test]
fn a_failing_pixel_shader_fails_on_every_count() {
    let mut d = pipeline(64, 64, "ps_color.o", scattered(50, 5), "triangle_list");
    d["max_steps"] = json!(1);
    for t in [1, 2, 4] {
        match draw_on(&d, t) {
            Ok(_) => panic!("{t} threads: drawn with a one-step limit"),
            Err(e) => assert!(
                e.contains("ps") || e.contains("primitive"),
                "{t} threads: {e}"
            ),
        }
    }
}

#[test]
fn render_target_arrays_in_bands() {
    // 40 triangles, each to its own slice (the geometry shader writes its
    // number as SV_RenderTargetArrayIndex), blended over a depth test.
    let mut d = pipeline(37, 29, "ps_color.o", scattered(40, 13), "triangle_list");
    d["gs"] = json!({"shader": "gs_slice.o"});
    d["array_size"] = json!(40);
    d["depth_stencil"] = json!({"format": "D32_FLOAT"});
    let f = same_on_every_count(&d);
    assert_eq!(f.targets[0].slices, 40);
    assert!(f.stats.ps_invocations > 0);
}
