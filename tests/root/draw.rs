//! `dxsm draw`: whole draws whose expected pixels come from the Direct3D 11
//! functional specification's rules (coverage by the top-left rule at
//! pixel centres, the viewport transform, interpolation, clipping, the
//! output merger's tests, blending and format conversions), with shaders
//! Microsoft's compiler made (`examples/draw/*.hlsl`, compiled by the
//! oracle to the `.o` beside them).

use dxsm::draw::{draw_json, Frame};
use serde_json::{json, Value};

fn load(name: &str) -> Result<Vec<u8>, String> {
    std::fs::read(format!("examples/draw/{name}")).map_err(|e| format!("{name}: {e}"))
}

fn draw(d: &Value) -> Frame {
    match draw_json(&d.to_string(), &load) {
        Ok(f) => f,
        Err(e) => panic!("draw failed: {e}"),
    }
}

fn refused(d: &Value) -> String {
    match draw_json(&d.to_string(), &load) {
        Ok(_) => panic!("drawn, not refused: {d}"),
        Err(e) => e.to_string(),
    }
}

/// A pipeline of `vs_color` (position and colour through) and a pixel
/// shader, one R32G32B32A32_FLOAT vertex buffer of (x, y, z, w, r, g, b, a).
fn pipeline(w: u32, h: u32, ps: &str, verts: &[[f32; 8]], topology: &str) -> Value {
    let floats: Vec<f32> = verts.iter().flatten().copied().collect();
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
        "draw": {"vertices": verts.len()},
        "targets": [{"format": "R32G32B32A32_FLOAT"}],
        "rasterizer": {"cull": "none"}
    })
}

/// Clip-space x, y of render-target point (`px`, `py`) for a `w` x `h`
/// viewport at the origin (§15.6 inverted).
fn ndc(px: f32, py: f32, w: u32, h: u32) -> (f32, f32) {
    (px / w as f32 * 2.0 - 1.0, 1.0 - py / h as f32 * 2.0)
}

fn vert(px: f32, py: f32, w: u32, h: u32, col: [f32; 4]) -> [f32; 8] {
    let (x, y) = ndc(px, py, w, h);
    [x, y, 0.5, 1.0, col[0], col[1], col[2], col[3]]
}

/// Target `t`'s pixel (`x`, `y`) as the shader wrote it (floats).
fn pixel(f: &Frame, t: usize, x: u32, y: u32) -> [f32; 4] {
    let tg = &f.targets[t];
    tg.read((y * tg.width + x) as usize).map(f32::from_bits)
}

/// Stored channel codes of target `t`'s pixel.
fn codes(f: &Frame, t: usize, x: u32, y: u32) -> Vec<u32> {
    let tg = &f.targets[t];
    let b = tg.format.bytes;
    let i = (y * tg.width + x) as usize;
    (0..tg.format.count())
        .map(|c| tg.format.channel_bits(&tg.data[i * b..(i + 1) * b], c))
        .collect()
}

/// Whether (`x`, `y`) is inside triangle a, b, c by §3.4.2: strictly
/// inside, or on a top or left edge (computed here on exact coordinates,
/// apart from the rasterizer's fixed-point code).
fn inside(p: (f64, f64), t: [(f64, f64); 3]) -> bool {
    let cross = |a: (f64, f64), b: (f64, f64), p: (f64, f64)| {
        (b.0 - a.0) * (p.1 - a.1) - (b.1 - a.1) * (p.0 - a.0)
    };
    let area = cross(t[0], t[1], t[2]);
    let t = if area < 0.0 { [t[0], t[2], t[1]] } else { t };
    (0..3).all(|i| {
        let (a, b) = (t[i], t[(i + 1) % 3]);
        let e = cross(a, b, p);
        if e != 0.0 {
            return e > 0.0;
        }
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        // y points down: a top edge runs right, a left edge runs up.
        dy < 0.0 || (dy == 0.0 && dx > 0.0)
    })
}

// §3.4.2, §16.4: the pixels whose centres the triangle covers by the
// top-left rule are written, no other; each with the colours interpolated
// at its centre (w = 1: linear in the screen), read back from a float
// target within the interpolator's rounding.
#[test]
fn triangle_covers_by_the_top_left_rule_and_interpolates() {
    let (w, h) = (24, 20);
    let t = [(3.0, 17.0), (12.0, 2.0), (21.5, 17.0)];
    let cols = [
        [1.0, 0.0, 0.0, 1.0],
        [0.0, 1.0, 0.0, 1.0],
        [0.0, 0.0, 1.0, 1.0],
    ];
    let verts: Vec<[f32; 8]> = (0..3)
        .map(|i| vert(t[i].0 as f32, t[i].1 as f32, w, h, cols[i]))
        .collect();
    let f = draw(&pipeline(w, h, "ps_color.o", &verts, "triangle_list"));
    let mut covered = 0;
    for y in 0..h {
        for x in 0..w {
            let c = (x as f64 + 0.5, y as f64 + 0.5);
            let got = pixel(&f, 0, x, y);
            if !inside(c, t) {
                assert_eq!(got, [0.0; 4], "pixel {x},{y} is outside");
                continue;
            }
            covered += 1;
            // Barycentric weights at the centre.
            let area =
                (t[1].0 - t[0].0) * (t[2].1 - t[0].1) - (t[1].1 - t[0].1) * (t[2].0 - t[0].0);
            let b = |i: usize| {
                let (a, bb) = (t[(i + 1) % 3], t[(i + 2) % 3]);
                ((bb.0 - a.0) * (c.1 - a.1) - (bb.1 - a.1) * (c.0 - a.0)) / area
            };
            for (ch, g) in got.iter().take(3).enumerate() {
                let want = b(ch);
                assert!(
                    (*g as f64 - want).abs() < 1e-5,
                    "pixel {x},{y} channel {ch}: {g} against {want}"
                );
            }
        }
    }
    assert!(covered > 100, "{covered} pixels covered");
    assert_eq!(f.stats.ps_invocations, covered);
}

// The rasterization-rules page's square split along its diagonal, drawn
// with additive blending: every pixel of the square exactly once (a
// shared edge belongs to one triangle), none outside.
#[test]
fn shared_edges_draw_each_pixel_once() {
    let (w, h) = (8, 8);
    let one = [1.0, 0.0, 0.0, 1.0];
    let v = |x: f32, y: f32| vert(x, y, w, h, one);
    let verts = [
        v(1.0, 1.0),
        v(6.0, 1.0),
        v(6.0, 6.0),
        v(1.0, 6.0),
        v(1.0, 1.0),
        v(6.0, 6.0),
    ];
    let mut d = pipeline(w, h, "ps_color.o", &verts, "triangle_list");
    d["targets"][0]["blend"] = json!({"src": "one", "dest": "one"});
    let f = draw(&d);
    for y in 0..h {
        for x in 0..w {
            let want = if (1..6).contains(&x) && (1..6).contains(&y) {
                1.0
            } else {
                0.0
            };
            assert_eq!(pixel(&f, 0, x, y)[0], want, "pixel {x},{y}");
        }
    }
}

// §15.11-12: with the default rasterizer state (cull back, clockwise is
// front) a counter-clockwise triangle is culled; culling none draws it
// with IsFrontFace 0, and a clockwise one with all ones.
#[test]
fn culling_and_facing() {
    let (w, h) = (8, 8);
    let c = [0.2, 0.4, 0.0, 1.0];
    let cw = [
        vert(1.0, 7.0, w, h, c),
        vert(4.0, 1.0, w, h, c),
        vert(7.0, 7.0, w, h, c),
    ];
    let ccw = [cw[0], cw[2], cw[1]];
    let mut d = pipeline(w, h, "ps_flat.o", &ccw, "triangle_list");
    d["targets"][0]["format"] = json!("R8G8B8A8_UNORM");
    d["rasterizer"] = json!({});
    let f = draw(&d);
    assert!((0..64).all(|i| codes(&f, 0, i % 8, i / 8) == vec![0, 0, 0, 0]));
    d["rasterizer"] = json!({"cull": "none"});
    let f = draw(&d);
    // (0.2, 0.4) as UNORM: 51, 102; back face: blue 0.
    assert_eq!(codes(&f, 0, 4, 5), vec![51, 102, 0, 0]);
    d["rasterizer"] = json!({"cull": "none", "front_ccw": true});
    let f = draw(&d);
    assert_eq!(codes(&f, 0, 4, 5), vec![51, 102, 255, 0]);
}

// §8.10, §8.14, §8.17: a triangle strip's odd triangles keep the strip's
// winding (both survive back-face culling), take their constant colour
// from their first vertex, and count PrimitiveID 0, 1.
#[test]
fn strip_winding_leading_vertex_and_primitive_id() {
    let (w, h) = (8, 4);
    let v = |x: f32, y: f32, r: f32| vert(x, y, w, h, [r, 0.0, 0.0, 1.0]);
    // (0,4) (0,0) (8,4) (8,0): a 8x4 rectangle, left half / right half.
    let verts = [
        v(0.0, 4.0, 0.2),
        v(0.0, 0.0, 0.4),
        v(8.0, 4.0, 0.6),
        v(8.0, 0.0, 0.8),
    ];
    let mut d = pipeline(w, h, "ps_flat.o", &verts, "triangle_strip");
    d["targets"][0]["format"] = json!("R8G8B8A8_UNORM");
    d["rasterizer"] = json!({});
    let f = draw(&d);
    // Bottom-left pixel: the first triangle (leading vertex 0, red 0.2);
    // top-right: the second (leading vertex 1, red 0.4), PrimitiveID 1.
    assert_eq!(codes(&f, 0, 0, 3), vec![51, 0, 255, 0]);
    assert_eq!(codes(&f, 0, 7, 0), vec![102, 0, 255, 1]);
    let drawn = (0..32)
        .filter(|i| codes(&f, 0, i % 8, i / 8)[2] == 255)
        .count();
    assert_eq!(drawn, 32);
}

// §8.12: the index format's largest value cuts a strip; an index buffer
// too short, or an index past the vertex buffer, is refused before any
// work.
#[test]
fn index_buffer_cuts_and_bounds() {
    let (w, h) = (8, 4);
    let c = [1.0, 0.0, 0.0, 1.0];
    let v = |x: f32, y: f32| vert(x, y, w, h, c);
    let verts = [
        v(0.0, 4.0),
        v(0.0, 0.0),
        v(4.0, 4.0),
        v(4.0, 0.0),
        v(8.0, 4.0),
        v(8.0, 0.0),
    ];
    let mut d = pipeline(w, h, "ps_color.o", &verts, "triangle_strip");
    d["draw"] = json!({"indices": 7});
    d["index_buffer"] = json!({"format": "R16_UINT", "indices": [0, 1, 2, 65535, 3, 4, 5]});
    let f = draw(&d);
    // Triangles (0,1,2) and (3,4,5): the left-lower and the right-upper
    // halves of their squares; (1,2,3) and (2,3,4) are not drawn.
    assert_eq!(pixel(&f, 0, 0, 3)[0], 1.0);
    assert_eq!(pixel(&f, 0, 3, 0)[0], 0.0);
    assert_eq!(pixel(&f, 0, 7, 0)[0], 1.0);
    assert_eq!(pixel(&f, 0, 4, 3)[0], 0.0);
    assert_eq!(f.stats.ia_primitives, 2);
    d["index_buffer"]["indices"] = json!([0, 1, 2, 9]);
    d["draw"] = json!({"indices": 4});
    let e = refused(&d);
    assert!(e.contains("reads past the end of vertex buffer 0"), "{e}");
    d["draw"] = json!({"indices": 5});
    let e = refused(&d);
    assert!(e.contains("past the index buffer"), "{e}");
}

// §8.4, §8.16, §8.18: per-instance data steps once per instance; VertexID
// counts from 0 in each instance, InstanceID from 0.
#[test]
fn instancing_and_generated_ids() {
    let (w, h) = (8, 4);
    let (x0, y0) = ndc(0.0, 4.0, w, h);
    let (x1, y1) = ndc(4.0, 0.0, w, h);
    let d = json!({
        "width": w, "height": h,
        "vs": {"shader": "vs_instanced.o"},
        "ps": {"shader": "ps_flat.o"},
        "input_layout": [
            {"semantic": "POSITION", "format": "R32G32_FLOAT"},
            {"semantic": "OFFSET", "format": "R32G32_FLOAT", "slot": 1, "instance_step": 1}
        ],
        "vertex_buffers": [
            {"stride": 8, "floats": [x0, y0, x0, y1, x1, y0]},
            {"stride": 8, "floats": [0.0, 0.0, 1.0, 0.0]}
        ],
        "topology": "triangle_list",
        "draw": {"vertices": 3, "instances": 2},
        "targets": [{"format": "R8G8B8A8_UNORM"}]
    });
    let f = draw(&d);
    // Instance 0 on the left half, instance 1 moved right by half the
    // target; constant colour from vertex 0: VertexID 0, InstanceID.
    assert_eq!(codes(&f, 0, 0, 3)[..2], [0, 0]);
    assert_eq!(codes(&f, 0, 4, 3)[..2], [0, 1]);
    assert_eq!(f.stats.vs_invocations, 6);
    assert_eq!(f.stats.ia_primitives, 2);
}

// §17.11: with `less` the nearer of two overlapping triangles wins in
// either order; with the depth test off the later one wins; the depth
// buffer holds the nearer z.
#[test]
fn depth_test_orders_by_depth() {
    let (w, h) = (4, 4);
    let quad = |z: f32, r: f32| {
        let c = [r, 0.0, 0.0, 1.0];
        let mut v = [
            vert(0.0, 4.0, w, h, c),
            vert(0.0, 0.0, w, h, c),
            vert(4.0, 4.0, w, h, c),
            vert(0.0, 0.0, w, h, c),
            vert(4.0, 0.0, w, h, c),
            vert(4.0, 4.0, w, h, c),
        ];
        v.iter_mut().for_each(|x| x[2] = z);
        v
    };
    for (first, second) in [((0.25, 0.5), (0.75, 1.0)), ((0.75, 1.0), (0.25, 0.5))] {
        let verts: Vec<[f32; 8]> = quad(first.0, first.1)
            .into_iter()
            .chain(quad(second.0, second.1))
            .collect();
        let mut d = pipeline(w, h, "ps_color.o", &verts, "triangle_list");
        d["depth_stencil"] = json!({"format": "D32_FLOAT"});
        let f = draw(&d);
        assert_eq!(pixel(&f, 0, 2, 2)[0], 0.5, "nearer (z 0.25) wins");
        let db = f.depth.as_ref().unwrap();
        assert_eq!(f32::from_bits(db.depth[10]), 0.25);
        d["depth_stencil"]["depth"] = json!(false);
        let f = draw(&d);
        assert_eq!(pixel(&f, 0, 2, 2)[0], second.1, "the later wins");
    }
}

// §15.4.1: with SV_ClipDistance0 = x + y (clip space), exactly the pixels
// whose centre has x + y >= 0 are drawn.
#[test]
fn clip_distance_per_pixel() {
    let (w, h) = (8, 8);
    let mut d = pipeline(w, h, "ps_color.o", &[], "triangle_strip");
    let c = [1.0, 1.0, 1.0, 1.0];
    let v = |x: f32, y: f32| vert(x, y, w, h, c);
    let floats: Vec<f32> = [v(0.0, 8.0), v(0.0, 0.0), v(8.0, 8.0), v(8.0, 0.0)]
        .iter()
        .flatten()
        .copied()
        .collect();
    d["vs"]["shader"] = json!("vs_clip.o");
    d["vertex_buffers"][0]["floats"] = json!(floats);
    d["draw"] = json!({"vertices": 4});
    let f = draw(&d);
    for y in 0..h {
        for x in 0..w {
            let (cx, cy) = ndc(x as f32 + 0.5, y as f32 + 0.5, w, h);
            let want = if cx + cy >= 0.0 { 1.0 } else { 0.0 };
            assert_eq!(pixel(&f, 0, x, y)[0], want, "pixel {x},{y}");
        }
    }
}

// §15.4: a triangle crossing the near plane z = 0 is drawn only where
// its depth is >= 0; with DepthClipEnable off all of it is drawn and its
// depth clamps to the viewport (§15.6).
#[test]
fn near_plane_clipping_and_depth_clip_off() {
    let (w, h) = (8, 8);
    let c = [1.0, 1.0, 1.0, 1.0];
    let mut verts = [
        vert(0.0, 8.0, w, h, c),
        vert(0.0, 0.0, w, h, c),
        vert(8.0, 8.0, w, h, c),
        vert(8.0, 0.0, w, h, c),
    ];
    // z from -0.5 on the left to 0.5 on the right (w = 1).
    verts[0][2] = -0.5;
    verts[1][2] = -0.5;
    verts[2][2] = 0.5;
    verts[3][2] = 0.5;
    let mut d = pipeline(w, h, "ps_position.o", &verts, "triangle_strip");
    d["depth_stencil"] = json!({"format": "D32_FLOAT", "func": "always"});
    let f = draw(&d);
    for y in 0..h {
        for x in 0..w {
            let z = -0.5 + (x as f32 + 0.5) / 8.0;
            let got = pixel(&f, 0, x, y);
            if z < 0.0 {
                assert_eq!(got, [0.0; 4], "pixel {x},{y} is in front of the near plane");
            } else {
                assert!((got[2] - z).abs() < 1e-6, "pixel {x},{y}: z {}", got[2]);
            }
        }
    }
    d["rasterizer"]["depth_clip"] = json!(false);
    let f = draw(&d);
    let db = f.depth.as_ref().unwrap();
    for x in 0..w {
        let z = -0.5 + (x as f32 + 0.5) / 8.0;
        // Pixel shader input z is not clamped; the depth buffer's is.
        assert!((pixel(&f, 0, x, 3)[2] - z).abs() < 1e-6);
        assert_eq!(f32::from_bits(db.depth[(3 * w + x) as usize]), z.max(0.0));
    }
}

// §16.3: SV_Position in the pixel shader is the pixel centre (x + 0.5,
// y + 0.5), the interpolated z and w (perspective-correct: w is the
// reciprocal of the interpolated 1/w); a perspective-correct colour at a
// centre is the ratio of the interpolated a/w and 1/w (§16.4).
#[test]
fn position_input_and_perspective_correct_interpolation() {
    let (w, h) = (16, 16);
    let t = [(1.0f64, 15.0f64), (8.0, 1.0), (15.0, 15.0)];
    let ws = [1.0f64, 4.0, 2.0];
    let reds = [0.0f64, 1.0, 0.5];
    let verts: Vec<[f32; 8]> = (0..3)
        .map(|i| {
            let (x, y) = ndc(t[i].0 as f32, t[i].1 as f32, w, h);
            let wi = ws[i] as f32;
            [x * wi, y * wi, 0.5 * wi, wi, reds[i] as f32, 0.0, 0.0, 1.0]
        })
        .collect();
    let pos = draw(&pipeline(w, h, "ps_position.o", &verts, "triangle_list"));
    let col = draw(&pipeline(w, h, "ps_color.o", &verts, "triangle_list"));
    let mut n = 0;
    for y in 0..h {
        for x in 0..w {
            let c = (x as f64 + 0.5, y as f64 + 0.5);
            if !inside(c, t) {
                continue;
            }
            n += 1;
            let p = pixel(&pos, 0, x, y);
            assert_eq!((p[0], p[1]), (c.0 as f32, c.1 as f32));
            assert!((p[2] - 0.5).abs() < 1e-6);
            let area =
                (t[1].0 - t[0].0) * (t[2].1 - t[0].1) - (t[1].1 - t[0].1) * (t[2].0 - t[0].0);
            let b = |i: usize| {
                let (a, bb) = (t[(i + 1) % 3], t[(i + 2) % 3]);
                ((bb.0 - a.0) * (c.1 - a.1) - (bb.1 - a.1) * (c.0 - a.0)) / area
            };
            let inv_w: f64 = (0..3).map(|i| b(i) / ws[i]).sum();
            let red: f64 = (0..3).map(|i| b(i) * reds[i] / ws[i]).sum::<f64>() / inv_w;
            assert!(
                ((p[3] as f64) - 1.0 / inv_w).abs() < 1e-5 * (1.0 / inv_w),
                "w at {x},{y}"
            );
            let got = pixel(&col, 0, x, y)[0] as f64;
            assert!(
                (got - red).abs() < 1e-5,
                "red at {x},{y}: {got} against {red}"
            );
        }
    }
    assert!(n > 50);
}

// §16.13: a discarded pixel writes nothing.
#[test]
fn discard_writes_nothing() {
    let (w, h) = (8, 2);
    let v = |x: f32, y: f32, r: f32| vert(x, y, w, h, [r, 0.0, 0.0, 1.0]);
    let verts = [
        v(0.0, 2.0, 0.0),
        v(0.0, 0.0, 0.0),
        v(8.0, 2.0, 1.0),
        v(8.0, 0.0, 1.0),
    ];
    let f = draw(&pipeline(w, h, "ps_discard.o", &verts, "triangle_strip"));
    for x in 0..w {
        let r = (x as f32 + 0.5) / 8.0;
        let got = pixel(&f, 0, x, 0)[0];
        if r < 0.5 {
            assert_eq!(got, 0.0, "pixel {x} discarded");
        } else {
            assert!((got - r).abs() < 1e-6, "pixel {x}: {got}");
        }
    }
}

// §16.9.2, §15.6: SV_Depth replaces the interpolated depth, clamped to
// the viewport's range, and quantized to D16's UNORM (§3.2.3.6).
#[test]
fn depth_output_clamped_and_quantized() {
    let (w, h) = (4, 1);
    let v = |x: f32, y: f32, a: f32| vert(x, y, w, h, [1.0, 1.0, 1.0, a]);
    let verts = [
        v(0.0, 1.0, 0.3),
        v(0.0, 0.0, 0.3),
        v(4.0, 1.0, 0.3),
        v(4.0, 0.0, 0.3),
    ];
    let mut d = pipeline(w, h, "ps_depth.o", &verts, "triangle_strip");
    d["depth_stencil"] = json!({"format": "D16_UNORM", "func": "always"});
    d["viewport"] = json!({"width": 4, "height": 1, "min_depth": 0.0, "max_depth": 0.25});
    let f = draw(&d);
    let db = f.depth.as_ref().unwrap();
    // 0.3 clamps to 0.25: 0.25 * 65535 + 0.5 = 16384.25 → 16384.
    assert!(db.depth.iter().all(|&z| z == 16384), "{:?}", db.depth);
}

// §3.4.6: a point is a 1-pixel square around its position, covered by
// the top-left rule: at a pixel centre it covers that pixel; on a pixel
// corner the pixel up and to the left.
#[test]
fn points_are_one_pixel_squares() {
    let (w, h) = (8, 8);
    let c = [1.0, 0.0, 0.0, 1.0];
    let verts = [vert(2.5, 2.5, w, h, c), vert(6.0, 6.0, w, h, c)];
    let f = draw(&pipeline(w, h, "ps_color.o", &verts, "point_list"));
    let lit: Vec<(u32, u32)> = (0..64)
        .map(|i| (i % 8, i / 8))
        .filter(|&(x, y)| pixel(&f, 0, x, y)[0] == 1.0)
        .collect();
    assert_eq!(lit, vec![(2, 2), (5, 5)]);
}

// §17.1, §3.2.3.6: src_alpha / inv_src_alpha of 0.25 red over a UNORM
// target cleared to blue: (0.25, 0, 0.75) → 64, 0, 191; the write mask
// keeps alpha.
#[test]
fn blending_and_write_mask_on_unorm() {
    let (w, h) = (2, 2);
    let c = [1.0, 0.0, 0.0, 0.25];
    let v = |x: f32, y: f32| vert(x, y, w, h, c);
    let verts = [v(0.0, 2.0), v(0.0, 0.0), v(2.0, 2.0), v(2.0, 0.0)];
    let mut d = pipeline(w, h, "ps_color.o", &verts, "triangle_strip");
    d["targets"] = json!([{
        "format": "R8G8B8A8_UNORM", "clear": [0, 0, 1, 1], "write_mask": "rgb",
        "blend": {"src": "src_alpha", "dest": "inv_src_alpha"}
    }]);
    let f = draw(&d);
    assert_eq!(codes(&f, 0, 1, 1), vec![64, 0, 191, 255]);
}

// §17.12: stencil counts overlapping draws with incr_sat where the test
// passes; a second pass with `equal` to 2 draws only where both overlap.
#[test]
fn stencil_counts_overlaps() {
    let (w, h) = (4, 1);
    let c = [1.0, 1.0, 1.0, 1.0];
    let rect = |x0: f32, x1: f32| {
        let v = |x: f32, y: f32| vert(x, y, w, h, c);
        [
            v(x0, 1.0),
            v(x0, 0.0),
            v(x1, 1.0),
            v(x0, 0.0),
            v(x1, 0.0),
            v(x1, 1.0),
        ]
    };
    let verts: Vec<[f32; 8]> = rect(0.0, 3.0).into_iter().chain(rect(1.0, 4.0)).collect();
    let mut d = pipeline(w, h, "ps_color.o", &verts, "triangle_list");
    d["depth_stencil"] = json!({
        "format": "D24_UNORM_S8_UINT", "depth": false,
        "stencil": {"front": {"pass": "incr_sat"}, "back": {"pass": "incr_sat"}}
    });
    let f = draw(&d);
    assert_eq!(f.depth.as_ref().unwrap().stencil, vec![1, 2, 2, 1]);
}

// Bad descriptions are refused before any work, naming what is wrong.
#[test]
fn refusals_name_the_fault() {
    let c = [1.0, 0.0, 0.0, 1.0];
    let verts = [
        vert(0.0, 4.0, 4, 4, c),
        vert(0.0, 0.0, 4, 4, c),
        vert(4.0, 4.0, 4, 4, c),
    ];
    let good = pipeline(4, 4, "ps_color.o", &verts, "triangle_list");
    let mut d = good.clone();
    d["colour"] = json!(1);
    assert!(refused(&d).contains("unknown field `colour`"));
    let mut d = good.clone();
    d["input_layout"][1]["semantic"] = json!("TEXCOORD");
    let e = refused(&d);
    assert!(
        e.contains("vs: input COLOR0 (v1) has no input_layout element"),
        "{e}"
    );
    let mut d = good.clone();
    d["vertex_buffers"][0]["floats"] = json!([0.0, 1.0]);
    let e = refused(&d);
    assert!(e.contains("reads past the end of vertex buffer 0"), "{e}");
    let mut d = good.clone();
    d["targets"][0]["format"] = json!("R32_UINT");
    let e = refused(&d);
    assert!(
        e.contains("ps: output SV_Target0 (o0) writes floats"),
        "{e}"
    );
    let mut d = good.clone();
    d["ps"]["shader"] = json!("ps_texcoord.o");
    let e = refused(&d);
    assert!(
        e.contains("ps: input TEXCOORD0 (v1) is not written by the vertex shader"),
        "{e}"
    );
    let mut d = good;
    d["ps"]["shader"] = json!("vs_color.o");
    let e = refused(&d);
    assert!(e.contains("not a ps shader"), "{e}");
}

// §3.4.3 (the diamond test): a line from the centre of pixel (1, 2) to
// the centre of (5, 2) draws 1 to 4; a strip continuing from there to
// (5, 6) draws (5, 2) to (5, 5) — the shared end once (additive
// blending counts it).
#[test]
fn lines_by_the_diamond_rule() {
    let (w, h) = (8, 8);
    let c = [1.0, 0.0, 0.0, 1.0];
    let verts = [
        vert(1.5, 2.5, w, h, c),
        vert(5.5, 2.5, w, h, c),
        vert(5.5, 6.5, w, h, c),
    ];
    let mut d = pipeline(w, h, "ps_color.o", &verts, "line_strip");
    d["targets"][0]["blend"] = json!({"src": "one", "dest": "one"});
    let f = draw(&d);
    let mut lit = Vec::new();
    for y in 0..h {
        for x in 0..w {
            let r = pixel(&f, 0, x, y)[0];
            assert!(r == 0.0 || r == 1.0, "pixel {x},{y} drawn {r} times");
            if r == 1.0 {
                lit.push((x, y));
            }
        }
    }
    assert_eq!(
        lit,
        vec![
            (1, 2),
            (2, 2),
            (3, 2),
            (4, 2),
            (5, 2),
            (5, 3),
            (5, 4),
            (5, 5)
        ]
    );
    assert_eq!(f.stats.ia_primitives, 2);
    // MultisampleEnable and AntialiasedLineEnable choose the line
    // algorithm whatever the sample count (§15.14.1; quadrilateral lines
    // are checked in draw_msaa.rs); alpha lines are the implementation's
    // and refused.
    d["rasterizer"]["antialiased_line"] = json!(true);
    let e = dxsm::draw::draw_json(&d.to_string(), &load)
        .map(|_| ())
        .unwrap_err();
    assert!(e.to_string().contains("alpha-antialiased"), "{e}");
}

// §15.13: wireframe draws a triangle's edges as lines, not its inside.
#[test]
fn wireframe_draws_edges() {
    let (w, h) = (8, 8);
    let c = [1.0, 0.0, 0.0, 1.0];
    let verts = [
        vert(1.5, 1.5, w, h, c),
        vert(6.5, 1.5, w, h, c),
        vert(1.5, 6.5, w, h, c),
    ];
    let mut d = pipeline(w, h, "ps_color.o", &verts, "triangle_list");
    d["rasterizer"] = json!({"cull": "none", "fill": "wireframe"});
    let f = draw(&d);
    assert_eq!(pixel(&f, 0, 3, 1)[0], 1.0, "top edge");
    assert_eq!(pixel(&f, 0, 1, 3)[0], 1.0, "left edge");
    assert_eq!(pixel(&f, 0, 2, 2)[0], 0.0, "inside");
    assert_eq!(pixel(&f, 0, 3, 4)[0], 1.0, "diagonal edge");
    d["rasterizer"]["fill"] = json!("solid");
    assert_eq!(pixel(&draw(&d), 0, 2, 2)[0], 1.0);
}

// §15.10: a constant depth bias of 10 on D16 adds 10 / 65535 before the
// depth is quantized; on D32_FLOAT a bias of 1 adds 2^(exponent of the
// largest |z| - 23): at z = 0.5 one ulp. Points are not biased.
#[test]
fn depth_bias() {
    let (w, h) = (2, 2);
    let c = [1.0; 4];
    let v = |x: f32, y: f32| vert(x, y, w, h, c);
    let verts = [v(0.0, 2.0), v(0.0, 0.0), v(2.0, 2.0), v(2.0, 0.0)];
    let mut d = pipeline(w, h, "ps_color.o", &verts, "triangle_strip");
    d["depth_stencil"] = json!({"format": "D16_UNORM", "func": "always"});
    d["rasterizer"]["depth_bias"] = json!(10);
    let f = draw(&d);
    let want = dxsm::draw::format::to_unorm(0.5 + 10.0 / 65535.0, 16);
    assert_eq!(f.depth.as_ref().unwrap().depth[0], want);
    assert_eq!(want, dxsm::draw::format::to_unorm(0.5, 16) + 10);
    d["depth_stencil"]["format"] = json!("D32_FLOAT");
    d["rasterizer"]["depth_bias"] = json!(1);
    let f = draw(&d);
    assert_eq!(f.depth.as_ref().unwrap().depth[3], 0.5f32.to_bits() + 1);
    let points = [vert(0.5, 0.5, w, h, c)];
    let mut d = pipeline(w, h, "ps_color.o", &points, "point_list");
    d["depth_stencil"] = json!({"format": "D32_FLOAT", "func": "always"});
    d["rasterizer"]["depth_bias"] = json!(1000);
    let f = draw(&d);
    assert_eq!(f.depth.as_ref().unwrap().depth[0], 0.5f32.to_bits());
    // A Direct3D 9 pair's float bias is refused for Direct3D 11 stages.
    d["rasterizer"]["d3d9_depth_bias"] = json!(0.5);
    assert!(refused(&d).contains("d3d9_depth_bias"));
}

// Pixel history: the watched pixel's fragments in draw order — the far
// triangle (written), a nearer one (passes `less`, overwrites), the far
// one again (fails) — with the targets before and after.
#[test]
fn pixel_history_follows_the_fragments() {
    let text = std::fs::read_to_string("examples/draw/overdraw.json").unwrap();
    let d: dxsm::draw::desc::Desc = serde_json::from_str(&text).unwrap();
    let p = dxsm::draw::setup::prepare(&d, &load).unwrap();
    let f = dxsm::draw::draw_watching(p, u64::MAX, Some((8, 10))).unwrap();
    let h = &f.history;
    assert_eq!(h.len(), 3);
    let passed: Vec<bool> = h
        .iter()
        .map(|r| r["depth_stencil"]["passed"].as_bool().unwrap())
        .collect();
    assert_eq!(passed, vec![true, true, false]);
    assert_eq!(h[1]["primitive"], 1);
    assert_eq!(h[1]["targets_after"][0], json!([255, 255, 255, 255]));
    assert_eq!(h[1]["targets_before"][0], h[0]["targets_after"][0]);
    assert!(h[2].get("targets_after").is_none());
    assert_eq!(h[2]["depth_stencil"]["depth_before"], json!(0.25));
}

// A geometry shader between the vertex shader and the rasterizer
// (§13): each point becomes a 0.5-wide square in clip space (4 pixels of
// a 16-pixel target), drawn as its triangle strip; the pixels are exactly
// the squares' (centres inside, top-left rule on their edges).
#[test]
fn geometry_shader_expands_points() {
    let (w, h) = (16, 16);
    let verts = [
        [-0.5, 0.5, 0.5, 1.0, 1.0, 0.0, 0.0, 1.0],
        [0.5, -0.5, 0.5, 1.0, 0.0, 1.0, 0.0, 1.0],
    ];
    let mut d = pipeline(w, h, "ps_color.o", &verts, "point_list");
    d["gs"] = json!({"shader": "gs_quad.o"});
    d["rasterizer"] = json!({});
    let f = draw(&d);
    for y in 0..h {
        for x in 0..w {
            let want = if (2..6).contains(&x) && (2..6).contains(&y) {
                [1.0, 0.0, 0.0, 1.0]
            } else if (10..14).contains(&x) && (10..14).contains(&y) {
                [0.0, 1.0, 0.0, 1.0]
            } else {
                [0.0; 4]
            };
            assert_eq!(pixel(&f, 0, x, y), want, "pixel {x},{y}");
        }
    }
    assert_eq!(f.stats.ia_primitives, 2);
    assert_eq!(f.stats.c_invocations, 4);
    // §20.4.7: GSInvocations, one per input point; GSPrimitives, the two
    // triangles of each square's strip.
    assert_eq!((f.stats.gs_invocations, f.stats.gs_primitives), (2, 4));
    // The geometry shader takes points: a triangle list does not link.
    d["topology"] = json!("triangle_list");
    let e = refused(&d);
    assert!(
        e.contains("gs: the shader takes primitives of 1 vertices"),
        "{e}"
    );
}

// §13.2.1.1: each geometry-shader instance counts as an invocation. Two
// triangles through a shader of three instances, each drawing its copy
// moved right: 6 invocations, 6 triangles out, 6 to the clipper.
#[test]
fn geometry_shader_instances_count_as_invocations() {
    let c = [1.0, 0.0, 0.0, 1.0];
    let verts = [
        vert(0.0, 0.0, 16, 4, c),
        vert(2.0, 0.0, 16, 4, c),
        vert(0.0, 2.0, 16, 4, c),
        vert(0.0, 2.0, 16, 4, c),
        vert(2.0, 0.0, 16, 4, c),
        vert(2.0, 2.0, 16, 4, c),
    ];
    let mut d = pipeline(16, 4, "ps_color.o", &verts, "triangle_list");
    d["gs"] = json!({"shader": "gs_instanced.o"});
    let f = draw(&d);
    let s = f.stats;
    assert_eq!(
        (s.ia_primitives, s.gs_invocations, s.gs_primitives),
        (2, 6, 6)
    );
    assert_eq!(s.c_invocations, 6);
    // Instance i moved right by 0.5 * i in clip space: 4 pixels of 16.
    for x in [0, 1, 4, 5, 8, 9] {
        assert_eq!(pixel(&f, 0, x, 0), c, "pixel {x}");
    }
    assert_eq!(pixel(&f, 0, 12, 0), [0.0; 4]);
}

// With a geometry shader, the pixel shader's SV_PrimitiveID is what the
// geometry shader wrote (§8.17): here vPrim * 2, 0 and 2.
#[test]
fn geometry_shader_primitive_id_reaches_the_pixel_shader() {
    let (w, h) = (8, 4);
    let c = [0.0, 0.2, 0.0, 1.0];
    let v = |x: f32, y: f32| vert(x, y, w, h, c);
    let verts = [
        v(0.0, 4.0),
        v(0.0, 0.0),
        v(4.0, 4.0),
        v(4.0, 4.0),
        v(4.0, 0.0),
        v(8.0, 4.0),
    ];
    let mut d = pipeline(w, h, "ps_prim.o", &verts, "triangle_list");
    d["gs"] = json!({"shader": "gs_prim.o"});
    d["targets"][0]["format"] = json!("R8G8B8A8_UNORM");
    let f = draw(&d);
    assert_eq!(codes(&f, 0, 0, 3)[..2], [0, 51]);
    assert_eq!(codes(&f, 0, 6, 3)[..2], [2, 51]);
}

fn so_words(f: &Frame, slot: usize) -> Vec<u32> {
    let b = &f.stream_out.as_ref().unwrap().buffers[slot];
    b.data[..b.filled as usize]
        .chunks(4)
        .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
        .collect()
}

// §14: stream output writes the vertex shader's outputs as a triangle
// list (a strip's odd triangle as (1, 3, 2)), each declared component's
// bits unaltered, whole primitives only: a buffer with room for one
// triangle takes the first and counts the second as needed. With no
// rasterized stream nothing is drawn.
#[test]
fn stream_output_from_the_vertex_shader() {
    let (w, h) = (4, 4);
    let verts: Vec<[f32; 8]> = (0..4)
        .map(|i| [i as f32, 0.0, 0.5, 1.0, 10.0 + i as f32, 0.0, 0.0, 1.0])
        .collect();
    let mut d = pipeline(w, h, "ps_color.o", &verts, "triangle_strip");
    d["stream_output"] = json!({
        "declaration": [{"semantic": "SV_Position", "count": 1}, {"semantic": "COLOR", "count": 1}],
        "buffers": [{"size": 40}],
        "rasterized_stream": null
    });
    let f = draw(&d);
    let x = |v: f32| v.to_bits();
    assert_eq!(
        so_words(&f, 0),
        vec![x(0.0), x(10.0), x(1.0), x(11.0), x(2.0), x(12.0)]
    );
    let so = f.stream_out.as_ref().unwrap();
    assert_eq!((so.counts[0].0, so.counts[0].1), (1, 2));
    assert!((0..16).all(|i| pixel(&f, 0, i % 4, i / 4) == [0.0; 4]));
    d["stream_output"]["buffers"][0]["size"] = json!(96);
    let f = draw(&d);
    let got = so_words(&f, 0);
    assert_eq!(got.len(), 12);
    assert_eq!(
        got[6..],
        [x(1.0), x(11.0), x(3.0), x(13.0), x(2.0), x(12.0)]
    );
    d["stream_output"]["declaration"][1]["semantic"] = json!("TEXCOORD");
    let e = refused(&d);
    assert!(e.contains("stream 0 has no output TEXCOORD0"), "{e}");
}

// Stream output after a geometry shader: each point's square as two
// triangles of its strip, while stream 0 is also rasterized.
#[test]
fn stream_output_from_the_geometry_shader() {
    let (w, h) = (16, 16);
    let verts = [[-0.5, 0.5, 0.5, 1.0, 1.0, 0.0, 0.0, 1.0]];
    let mut d = pipeline(w, h, "ps_color.o", &verts, "point_list");
    d["gs"] = json!({"shader": "gs_quad.o"});
    d["rasterizer"] = json!({});
    d["stream_output"] = json!({
        "declaration": [{"semantic": "SV_Position", "count": 2}],
        "buffers": [{"size": 1024}],
        "rasterized_stream": 0
    });
    let f = draw(&d);
    let x = |v: f32| v.to_bits();
    // Strip (-0.75,0.25) (-0.75,0.75) (-0.25,0.25) (-0.25,0.75):
    // triangles (0, 1, 2) and (1, 3, 2).
    let (a, b, c, e) = ([-0.75, 0.25], [-0.75, 0.75], [-0.25, 0.25], [-0.25, 0.75]);
    let want: Vec<u32> = [a, b, c, b, e, c].iter().flatten().map(|&v| x(v)).collect();
    assert_eq!(so_words(&f, 0), want);
    assert_eq!(pixel(&f, 0, 3, 3), [1.0, 0.0, 0.0, 1.0]);
}

// §15.8.1: a geometry shader's SV_ViewportArrayIndex (leading vertex)
// picks the viewport and scissor rectangle; an index past the 16 means 0,
// and a viewport never given has no area.
#[test]
fn viewport_array_index_picks_the_viewport() {
    let (w, h) = (8, 4);
    let tri = |c: [f32; 4]| {
        [
            [-1.0, -1.0, 0.5, 1.0],
            [-1.0, 3.0, 0.5, 1.0],
            [3.0, -1.0, 0.5, 1.0],
        ]
        .map(|p| [p[0], p[1], p[2], p[3], c[0], c[1], c[2], c[3]])
    };
    let verts: Vec<[f32; 8]> = tri([1.0, 0.0, 0.0, 1.0])
        .into_iter()
        .chain(tri([0.0, 1.0, 0.0, 1.0]))
        .collect();
    let mut d = pipeline(w, h, "ps_color.o", &verts, "triangle_list");
    d["gs"] = json!({"shader": "gs_viewport.o"});
    d["viewports"] = json!([
        {"x": 0, "y": 0, "width": 4, "height": 4},
        {"x": 4, "y": 0, "width": 4, "height": 4}
    ]);
    let f = draw(&d);
    for y in 0..h {
        for x in 0..w {
            let want = if x < 4 {
                [1.0, 0.0, 0.0, 1.0]
            } else {
                [0.0, 1.0, 0.0, 1.0]
            };
            assert_eq!(pixel(&f, 0, x, y), want, "pixel {x},{y}");
        }
    }
    // Scissor rectangles per viewport: viewport 1's keeps its top row.
    d["scissors"] = json!([[0, 0, 8, 4], [0, 0, 8, 1]]);
    let f = draw(&d);
    assert_eq!(pixel(&f, 0, 5, 0), [0.0, 1.0, 0.0, 1.0]);
    assert_eq!(pixel(&f, 0, 5, 1), [0.0; 4]);
    // Only viewport 0 given: primitive 1 goes through viewport 1, which
    // has no area.
    d["viewports"] = json!([{"x": 0, "y": 0, "width": 4, "height": 4}]);
    d["scissors"] = Value::Null;
    let f = draw(&d);
    assert_eq!(pixel(&f, 0, 5, 0), [0.0; 4]);
    assert_eq!(pixel(&f, 0, 1, 0), [1.0, 0.0, 0.0, 1.0]);
}

// §16.12.1: with [earlydepthstencil] the test runs before the shader; a
// failing pixel is not shaded (it runs as a helper only) and the pixel
// history shows the early test.
#[test]
fn forced_early_depth_and_its_history() {
    let text = std::fs::read_to_string("examples/draw/overdraw.json").unwrap();
    let mut d: Value = serde_json::from_str(&text).unwrap();
    d["ps"]["shader"] = json!("ps_early.o");
    let d: dxsm::draw::desc::Desc = serde_json::from_value(d).unwrap();
    let p = dxsm::draw::setup::prepare(&d, &load).unwrap();
    let f = dxsm::draw::draw_watching(p, u64::MAX, Some((8, 10))).unwrap();
    let h = &f.history;
    assert_eq!(h.len(), 3);
    let passed: Vec<bool> = h
        .iter()
        .map(|r| r["early_depth_stencil"]["passed"].as_bool().unwrap())
        .collect();
    assert_eq!(passed, vec![true, true, false]);
    assert!(
        h[2].get("outputs").is_none(),
        "a pixel failing early is not shaded"
    );
    assert_eq!(h[1]["targets_after"][0], json!([255, 255, 255, 255]));
    // The third triangle covers the second's pixels exactly and fails
    // there: forced early, it is never shaded (two thirds of the
    // invocations of the same draw tested after the shader).
    let text = std::fs::read_to_string("examples/draw/overdraw.json").unwrap();
    let d: dxsm::draw::desc::Desc = serde_json::from_str(&text).unwrap();
    let late = dxsm::draw::draw(dxsm::draw::setup::prepare(&d, &load).unwrap()).unwrap();
    assert_eq!(f.stats.ps_invocations * 3, late.stats.ps_invocations * 2);
}

// Descriptions that would take memory without bound are refused before
// any work: 8 float targets of 16384 x 16384, or 2^32 - 1 vertices.
#[test]
fn huge_draws_are_refused() {
    let c = [1.0, 0.0, 0.0, 1.0];
    let verts = [
        vert(0.0, 4.0, 4, 4, c),
        vert(0.0, 0.0, 4, 4, c),
        vert(4.0, 4.0, 4, 4, c),
    ];
    let mut d = pipeline(4, 4, "ps_color.o", &verts, "triangle_list");
    d["width"] = json!(16384);
    d["height"] = json!(16384);
    let e = refused(&d);
    assert!(e.contains("a draw holds at most"), "{e}");
    let mut d = pipeline(4, 4, "ps_color.o", &verts, "triangle_list");
    d["draw"] = json!({"vertices": u32::MAX});
    let e = refused(&d);
    assert!(e.contains("at most 16777216 vertices"), "{e}");
}

// Two streams (§13.5, §14.7): stream 0 to stream output, stream 1 to the
// rasterizer.
#[test]
fn rasterizing_another_stream() {
    let (w, h) = (16, 16);
    let verts = [[-0.4375, 0.4375, 0.5, 1.0, 1.0, 0.0, 0.0, 1.0]];
    let mut d = pipeline(w, h, "ps_color.o", &verts, "point_list");
    d["gs"] = json!({"shader": "gs_streams.o"});
    d["stream_output"] = json!({
        "declaration": [{"stream": 0, "semantic": "SV_Position", "count": 2}],
        "buffers": [{"size": 64}],
        "rasterized_stream": 1
    });
    let f = draw(&d);
    let lit: Vec<(u32, u32)> = (0..w * h)
        .map(|i| (i % w, i / w))
        .filter(|&(x, y)| pixel(&f, 0, x, y) != [0.0; 4])
        .collect();
    // (-0.4375 + 1, 0.4375) is the centre of pixel (12, 4).
    assert_eq!(lit, vec![(12, 4)]);
    assert_eq!(pixel(&f, 0, 12, 4), [0.0, 1.0, 0.0, 1.0]);
    assert_eq!(
        so_words(&f, 0),
        vec![(-0.4375f32).to_bits(), 0.4375f32.to_bits()]
    );
    // GSPrimitives counts what every stream got: a point on each.
    assert_eq!((f.stats.gs_invocations, f.stats.gs_primitives), (1, 2));
    // Without a geometry shader there is only stream 0.
    d["gs"] = Value::Null;
    d["stream_output"]["declaration"][0]["stream"] = json!(0);
    let e = refused(&d);
    assert!(
        e.contains("streams other than 0 come from a geometry shader"),
        "{e}"
    );
}

/// The tessellation draws: `vs_color` to `hs_quad` (every tess factor
/// `factor`, quad domain, integer partitioning) to `ds_quad` (the position
/// bilinear across the four control points, the domain location as the
/// colour) to `ps_color`; one patch over pixels 16 to 48 of a 64 x 64
/// target.
fn tessellated(factor: f32) -> Value {
    let corner = |px: f32, py: f32| vert(px, py, 64, 64, [0.0, 0.0, 0.0, 1.0]);
    let verts = [
        corner(16.0, 16.0),
        corner(48.0, 16.0),
        corner(48.0, 48.0),
        corner(16.0, 48.0),
    ];
    let mut d = pipeline(64, 64, "ps_color.o", &verts, "patchlist_4");
    d["hs"] = json!({"shader": "hs_quad.o", "constants": {"cb0": [[factor, factor, 0, 0]]}});
    d["ds"] = json!({"shader": "ds_quad.o"});
    d
}

#[test]
fn a_tessellated_patch_covers_its_area_once() {
    for f in [1u64, 3, 4] {
        let frame = draw(&tessellated(f as f32));
        let s = frame.stats;
        // One patch; a quad of integer factor f everywhere is an (f + 1)²
        // grid of domain points, two triangles a cell (§11.7).
        assert_eq!(
            (s.ia_primitives, s.vs_invocations, s.hs_invocations),
            (1, 4, 1)
        );
        assert_eq!(s.ds_invocations, (f + 1) * (f + 1), "factor {f}");
        assert_eq!(s.c_invocations, 2 * f * f, "factor {f}");
        // The triangles tile the square: by the top-left rule every pixel
        // centre inside it is shaded once, none outside.
        assert_eq!(s.ps_invocations, 32 * 32, "factor {f}");
        for y in 0..64 {
            for x in 0..64 {
                let got = pixel(&frame, 0, x, y);
                let inside = (16..48).contains(&x) && (16..48).contains(&y);
                if !inside {
                    assert_eq!(got, [0.0; 4], "({x}, {y}) factor {f}");
                    continue;
                }
                // The domain location is affine in the square, so
                // interpolating it over any of the triangles gives it back
                // at the pixel centre, but for the snapping of the
                // vertices to 1/256 pixel (§3.4.1: within 1/512 pixel each,
                // the colour changing by 1/32 a pixel; 2e-4 allows for
                // the barycentric weights' share of it).
                let u = (x as f32 + 0.5 - 16.0) / 32.0;
                let v = (y as f32 + 0.5 - 16.0) / 32.0;
                assert!(
                    (got[0] - u).abs() < 2e-4 && (got[1] - v).abs() < 2e-4 && got[3] == 1.0,
                    "({x}, {y}) factor {f}: {got:?}, want ({u}, {v}, 0, 1)"
                );
            }
        }
    }
}

#[test]
fn the_tessellation_example_draws_its_grid() {
    // examples/draw/tessellation.json: factor 4, a 5 x 5 grid of domain
    // points and 32 triangles, drawn as wireframe.
    let text = std::fs::read_to_string("examples/draw/tessellation.json").unwrap();
    let f = match draw_json(&text, &load) {
        Ok(f) => f,
        Err(e) => panic!("{e}"),
    };
    assert_eq!((f.stats.ds_invocations, f.stats.c_invocations), (25, 32));
}

#[test]
fn a_patch_factor_of_zero_culls_the_patch() {
    // An edge factor not above 0 culls the patch (§11.7.8): the hull
    // shader runs, the domain shader and the rasterizer never.
    let s = draw(&tessellated(0.0)).stats;
    assert_eq!(
        (s.hs_invocations, s.ds_invocations, s.ps_invocations),
        (1, 0, 0)
    );
}

#[test]
fn tessellation_stages_must_come_together_and_fit() {
    let mut no_hs = tessellated(1.0);
    no_hs.as_object_mut().unwrap().remove("hs");
    assert!(refused(&no_hs).contains("hull shader"));
    let mut lists = tessellated(1.0);
    lists["topology"] = json!("triangle_list");
    assert!(refused(&lists).contains("patchlist_N"));
    let mut three = tessellated(1.0);
    three["topology"] = json!("patchlist_3");
    three["draw"] = json!({"vertices": 3});
    let e = refused(&three);
    assert!(e.contains("patches of 4 control points"), "{e}");
    // ds_extra reads a patch constant (EXTRA) hs_quad does not write.
    let mut extra = tessellated(1.0);
    extra["ds"] = json!({"shader": "ds_extra.o"});
    let e = refused(&extra);
    assert!(e.contains("EXTRA0") && e.contains("hull shader"), "{e}");
    // gs_quad takes points; the hull shader makes triangles.
    let mut gs = tessellated(1.0);
    gs["gs"] = json!({"shader": "gs_quad.o"});
    let e = refused(&gs);
    assert!(e.contains("output primitive gives 3"), "{e}");
}

// Logic ops (Direct3D 11.1's D3D11_LOGIC_OP) on a UINT target: the
// shader's output as the target stores it (here R8G8B8A8_UINT: 0x1ff
// clamps to 0xff) against the stored value, bit by bit, each channel
// kept to its 8 bits.
#[test]
fn logic_ops_combine_bits_as_their_table_says() {
    let d: [u32; 4] = [0xf0, 0x0f, 0xaa, 0x55];
    let src: [u32; 4] = [0xcc, 0x3c, 0x1ff, 0x00];
    let stored = src.map(|x| x.min(0xff));
    type Rule = fn(u32, u32) -> u32;
    let table: [(&str, Rule); 16] = [
        ("clear", |_, _| 0),
        ("set", |_, _| !0),
        ("copy", |s, _| s),
        ("copy_inverted", |s, _| !s),
        ("noop", |_, d| d),
        ("invert", |_, d| !d),
        ("and", |s, d| s & d),
        ("nand", |s, d| !(s & d)),
        ("or", |s, d| s | d),
        ("nor", |s, d| !(s | d)),
        ("xor", |s, d| s ^ d),
        ("equiv", |s, d| !(s ^ d)),
        ("and_reverse", |s, d| s & !d),
        ("and_inverted", |s, d| !s & d),
        ("or_reverse", |s, d| s | !d),
        ("or_inverted", |s, d| !s | d),
    ];
    let hex = |x: u32| json!(format!("0x{x:08x}"));
    for (name, f) in table {
        let col: Vec<Value> = src.iter().map(|&x| hex(x)).collect();
        let corner = |px: f32, py: f32| {
            let (x, y) = ndc(px, py, 4, 4);
            let mut v = vec![json!(x), json!(y), json!(0.5), json!(1.0)];
            v.extend(col.iter().cloned());
            v
        };
        let floats: Vec<Value> = [corner(0.0, 0.0), corner(8.0, 0.0), corner(0.0, 8.0)].concat();
        let mut p = pipeline(4, 4, "ps_uint.o", &[], "triangle_list");
        p["vertex_buffers"] = json!([{"stride": 32, "floats": floats}]);
        p["draw"] = json!({"vertices": 3});
        p["targets"] = json!([{"format": "R8G8B8A8_UINT", "clear": d, "logic_op": name}]);
        let frame = draw(&p);
        let want: Vec<u32> = (0..4).map(|c| f(stored[c], d[c]) & 0xff).collect();
        assert_eq!(codes(&frame, 0, 1, 1), want, "logic_op {name}");
    }
    // A float target, or blending as well, is refused.
    let mut p = pipeline(4, 4, "ps_color.o", &[], "triangle_list");
    p["targets"] = json!([{"format": "R8G8B8A8_UNORM", "logic_op": "xor"}]);
    assert!(refused(&p).contains("UINT"));
    let mut p = pipeline(4, 4, "ps_uint.o", &[], "triangle_list");
    p["targets"] = json!([{"format": "R8G8B8A8_UINT", "logic_op": "xor",
                           "blend": {"src": "one", "dest": "zero"}}]);
    assert!(refused(&p).contains("exclude"));
}

// A geometry shader after tessellation (§13 after §11): it receives the
// tessellator's triangles, its SV_PrimitiveID the patch's number. Two
// patches side by side (factor 2: 9 domain points and 8 triangles each);
// `gs_prim` writes twice its primitive id, which `ps_prim` shows as red.
#[test]
fn a_geometry_shader_after_tessellation_sees_the_patch_number() {
    let (w, h) = (64, 32);
    let v = |px: f32, py: f32| vert(px, py, w, h, [0.0, 0.0, 0.0, 1.0]);
    let mut verts = Vec::new();
    for left in [0.0, 32.0] {
        verts.extend([
            v(left, 0.0),
            v(left + 32.0, 0.0),
            v(left + 32.0, 32.0),
            v(left, 32.0),
        ]);
    }
    let mut d = pipeline(w, h, "ps_prim.o", &verts, "patchlist_4");
    d["hs"] = json!({"shader": "hs_quad.o", "constants": {"cb0": [[2.0, 2.0, 0, 0]]}});
    d["ds"] = json!({"shader": "ds_quad.o"});
    d["gs"] = json!({"shader": "gs_prim.o"});
    d["targets"][0]["format"] = json!("R8G8B8A8_UNORM");
    let f = draw(&d);
    let s = f.stats;
    assert_eq!((s.hs_invocations, s.ds_invocations), (2, 18));
    assert_eq!(s.c_invocations, 16);
    assert_eq!(s.ps_invocations, 64 * 32);
    for y in 0..h {
        for x in 0..w {
            let want = if x < 32 { 0 } else { 2 };
            assert_eq!(codes(&f, 0, x, y)[0], want, "({x}, {y})");
        }
    }
}

// Stream output after tessellation, without a geometry shader (§14): the
// domain shader's vertices as the tessellator's triangles. Factor 1: two
// triangles, every vertex a corner of the patch (the domain's corners
// give the control points' positions exactly).
#[test]
fn stream_output_after_tessellation() {
    let mut d = tessellated(1.0);
    d["stream_output"] = json!({
        "declaration": [{"semantic": "SV_Position", "count": 4}],
        "buffers": [{"size": 1024}],
        "rasterized_stream": null
    });
    let f = draw(&d);
    let words = so_words(&f, 0);
    assert_eq!(words.len(), 2 * 3 * 4);
    let corner = |px: f32, py: f32| {
        let (x, y) = ndc(px, py, 64, 64);
        [x, y, 0.5, 1.0].map(f32::to_bits)
    };
    let corners = [
        corner(16.0, 16.0),
        corner(48.0, 16.0),
        corner(48.0, 48.0),
        corner(16.0, 48.0),
    ];
    for v in words.chunks(4) {
        assert!(corners.iter().any(|c| c[..] == *v), "{v:x?}");
    }
    for c in &corners {
        assert!(
            words.chunks(4).any(|v| v == &c[..]),
            "corner {c:x?} missing"
        );
    }
    assert_eq!(f.stats.ps_invocations, 0);
}

/// The lines a draw's trace wrote (`--trace`), with `select`.
fn traced(d: &Value, select: &[&str]) -> (Frame, Vec<Value>) {
    let path = std::env::temp_dir().join(format!(
        "dxsm-draw-trace-{}-{:?}.jsonl",
        std::process::id(),
        std::thread::current().id()
    ));
    let f = std::fs::File::create(&path).unwrap();
    let sel: Vec<String> = select.iter().map(|s| s.to_string()).collect();
    dxsm::run::trace::start(
        Box::new(std::io::BufWriter::new(f)),
        dxsm::run::trace::Selection::parse(&sel).unwrap(),
    );
    let frame = draw_json(&d.to_string(), &load);
    dxsm::run::trace::stop().unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    let _ = std::fs::remove_file(&path);
    let lines = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    (frame.unwrap_or_else(|e| panic!("{e}")), lines)
}

// `--trace` follows every stage of a draw, each invocation labelled with
// its stage: the pixel shader's write at a traced pixel is what the
// target holds there; a tessellated draw shows its vertex, hull, domain
// and pixel shaders, one domain-shader invocation per domain point.
#[test]
fn the_trace_follows_every_stage() {
    let v = |x: f32, y: f32| vert(x, y, 16, 16, [0.25, 0.5, 0.75, 1.0]);
    let d = pipeline(
        16,
        16,
        "ps_color.o",
        &[v(0.0, 0.0), v(16.0, 0.0), v(0.0, 16.0)],
        "triangle_list",
    );
    let (frame, lines) = traced(&d, &["pixel=3,4"]);
    assert!(!lines.is_empty());
    assert!(
        lines.iter().all(|l| l["invocation"] == "ps pixel=3,4"),
        "{lines:?}"
    );
    let wrote = lines
        .iter()
        .filter_map(|l| l["wrote"].as_array())
        .flatten()
        .rfind(|w| w["reg"] == "o0")
        .unwrap();
    let bits: Vec<u32> = wrote["bits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| u32::from_str_radix(b.as_str().unwrap().trim_start_matches("0x"), 16).unwrap())
        .collect();
    assert_eq!(bits, pixel(&frame, 0, 3, 4).map(f32::to_bits));

    let (frame, lines) = traced(&tessellated(2.0), &[]);
    let label = |l: &Value| l["invocation"].as_str().unwrap_or("").to_string();
    for stage in ["vs vertex=", "hs patch=0", "ds patch=0 point=", "ps pixel="] {
        assert!(
            lines.iter().any(|l| label(l).starts_with(stage)),
            "no {stage}"
        );
    }
    let points: std::collections::BTreeSet<String> = lines
        .iter()
        .map(label)
        .filter(|l| l.starts_with("ds "))
        .collect();
    assert_eq!(points.len() as u64, frame.stats.ds_invocations);
}

// The frame written a pixel at a time (`dxsm draw`'s output, for frames
// too large to hold as JSON values) is the text of the frame's JSON value
// as the pretty printer writes it: depth with and without stencil, float
// and integer targets, stream output, pixel history.
#[test]
fn the_streamed_frame_is_the_frame_json() {
    let same = |f: &Frame, what: &str| {
        let mut streamed = Vec::new();
        dxsm::draw::output::write_frame(f, &mut streamed).unwrap();
        let whole = dxsm::run::pretty(&dxsm::draw::output::frame_json(f)) + "\n";
        assert!(
            String::from_utf8(streamed).unwrap() == whole,
            "{what}: the streamed frame differs"
        );
    };
    for name in ["triangle", "overdraw", "points_gs", "tessellation", "msaa"] {
        let text = std::fs::read_to_string(format!("examples/draw/{name}.json")).unwrap();
        let d: dxsm::draw::desc::Desc = serde_json::from_str(&text).unwrap();
        let p = dxsm::draw::setup::prepare(&d, &load).unwrap();
        same(
            &dxsm::draw::draw_watching(p, u64::MAX, Some((8, 10))).unwrap(),
            name,
        );
    }
    let mut d = tessellated(1.0);
    d["stream_output"] = json!({
        "declaration": [{"semantic": "SV_Position", "count": 4}],
        "buffers": [{"size": 1024}]
    });
    d["targets"] = json!([{"format": "R32G32B32A32_FLOAT"}, {"format": "R8G8_SINT"}]);
    d["depth_stencil"] = json!({"format": "D24_UNORM_S8_UINT"});
    same(&draw(&d), "stream output, two targets, stencil");
}

// A line strip with adjacency (the topology's rule: its first and last
// vertices are adjacent ones; a geometry shader gets each window of four,
// adjacent, line, line, adjacent): six vertices on a row of pixel
// centres draw the three lines between vertices 1 and 4, and give a
// geometry shader three primitives (0..3, 1..4, 2..5).
#[test]
fn line_strip_with_adjacency() {
    let (w, h) = (16, 1);
    let c = [1.0, 0.0, 0.0, 1.0];
    let verts: Vec<[f32; 8]> = (0..6)
        .map(|k| vert(1.5 + 2.0 * k as f32, 0.5, w, h, c))
        .collect();
    let mut d = pipeline(w, h, "ps_color.o", &verts, "line_strip_adj");
    d["targets"][0]["blend"] = json!({"src": "one", "dest": "one"});
    let f = draw(&d);
    let lit: Vec<u32> = (0..w).filter(|&x| pixel(&f, 0, x, 0)[0] != 0.0).collect();
    // From x = 3.5 (vertex 1) to x = 9.5 (vertex 4), the last pixel left
    // out by the diamond rule: pixels 3 to 8, each once.
    assert_eq!(lit, (3..9).collect::<Vec<u32>>());
    assert!(lit.iter().all(|&x| pixel(&f, 0, x, 0)[0] == 1.0));
    assert_eq!(f.stats.ia_primitives, 3);
    // Through a geometry shader that draws each primitive's adjacent
    // vertices as points: the first (red = primitive + 1) and the last
    // (red = 10 * (primitive + 1)).
    d["gs"] = json!({"shader": "gs_lineadj.o"});
    d["targets"][0].as_object_mut().unwrap().remove("blend");
    let f = draw(&d);
    let red = |k: u32| pixel(&f, 0, 1 + 2 * k, 0)[0];
    assert_eq!(
        (0..6).map(red).collect::<Vec<f32>>(),
        vec![1.0, 2.0, 3.0, 10.0, 20.0, 30.0]
    );
}

// A triangle strip with adjacency (§8.10, §8.14): its even vertices are
// the strip, each triangle (2p, 2p+2, 2p+4) with odd ones turned as in a
// plain strip (2p, 2p+4, 2p+2), the leading vertex 2p first. A geometry
// shader gets, after each of a triangle's vertices, the vertex across the
// edge to the next: the neighbouring triangle's third vertex (2p-2 before,
// 2p+6 after), or at the strip's ends the adjacent vertex the strip gives
// there (1 before the first triangle, 2p+5 after the last), and 2p+3 across
// the edge from the last vertex back to the first. A dangling last vertex
// is dropped (§8.13).
#[test]
fn triangle_strip_with_adjacency() {
    // Drawn without a geometry shader: eight vertices whose even ones are
    // the corners of the target (a strip of two triangles covering it)
    // and whose odd ones lie far outside; additive blending shows every
    // pixel covered once.
    let (w, h) = (4, 4);
    let c = [0.25, 0.0, 0.0, 1.0];
    let far = vert(-40.0, -40.0, w, h, c);
    let corners = [(0.0, 0.0), (0.0, 4.0), (4.0, 0.0), (4.0, 4.0)];
    let mut verts = Vec::new();
    for (x, y) in corners {
        verts.push(vert(x, y, w, h, c));
        verts.push(far);
    }
    let mut d = pipeline(w, h, "ps_color.o", &verts, "triangle_strip_adj");
    d["targets"][0]["blend"] = json!({"src": "one", "dest": "one"});
    let f = draw(&d);
    for (x, y) in (0..w).flat_map(|x| (0..h).map(move |y| (x, y))) {
        assert_eq!(pixel(&f, 0, x, y)[0], 0.25, "pixel ({x}, {y})");
    }
    assert_eq!(f.stats.ia_primitives, 2);
    // Through a geometry shader that writes row p, column k with the
    // colour of its input k (red = the strip's vertex number + 1).
    let rows = |n: usize| {
        let verts: Vec<[f32; 8]> = (0..n)
            .map(|k| vert(0.5, 0.5, 6, 4, [k as f32 + 1.0, 0.0, 0.0, 1.0]))
            .collect();
        let mut d = pipeline(6, 4, "ps_color.o", &verts, "triangle_strip_adj");
        d["gs"] = json!({"shader": "gs_triadj.o"});
        let f = draw(&d);
        let prims = f.stats.ia_primitives as u32;
        (0..prims)
            .map(|p| (0..6).map(|k| pixel(&f, 0, k, p)[0] as i32 - 1).collect())
            .collect::<Vec<Vec<i32>>>()
    };
    assert_eq!(
        rows(10),
        vec![
            vec![0, 1, 2, 6, 4, 3],
            vec![2, 5, 6, 8, 4, 0],
            vec![4, 2, 6, 9, 8, 7]
        ]
    );
    // One triangle, first and last at once; the seventh vertex dangles.
    assert_eq!(rows(7), vec![vec![0, 1, 2, 5, 4, 3]]);
    assert_eq!(
        rows(8),
        vec![vec![0, 1, 2, 6, 4, 3], vec![2, 5, 6, 7, 4, 0]]
    );
    assert!(rows(5).is_empty());
}

// Render-target arrays: a geometry shader's SV_RenderTargetArrayIndex
// (the leading vertex's) picks the slice of every target and of the
// depth buffer a primitive is drawn to; an index past the array is
// refused, naming the primitive (Direct3D does not define it).
#[test]
fn render_target_array_slices() {
    let (w, h) = (4, 20);
    let big = |k: f32| {
        let c = [k, 0.0, 0.0, 1.0];
        let z = 0.25 * k;
        [
            [-1.0, -1.0, z, 1.0, c[0], c[1], c[2], c[3]],
            [-1.0, 3.0, z, 1.0, c[0], c[1], c[2], c[3]],
            [3.0, -1.0, z, 1.0, c[0], c[1], c[2], c[3]],
        ]
    };
    let verts: Vec<[f32; 8]> = [1.0, 2.0, 3.0].into_iter().flat_map(big).collect();
    let mut d = pipeline(w, h, "ps_color.o", &verts, "triangle_list");
    d["gs"] = json!({"shader": "gs_slice.o"});
    d["array_size"] = json!(3);
    d["depth_stencil"] = json!({"format": "D32_FLOAT"});
    let f = draw(&d);
    let t = &f.targets[0];
    assert_eq!(t.data.len(), (w * h * 3 * 16) as usize);
    for slice in 0..3u32 {
        for i in [0, w * h - 1] {
            let px = t.read((slice * w * h + i) as usize).map(f32::from_bits);
            assert_eq!(px, [slice as f32 + 1.0, 0.0, 0.0, 1.0], "slice {slice}");
            let z = f.depth.as_ref().unwrap().depth[(slice * w * h + i) as usize];
            assert_eq!(f32::from_bits(z), 0.25 * (slice as f32 + 1.0));
        }
    }
    let v = dxsm::draw::output::frame_json(&f);
    assert_eq!(v["targets"][0]["array_size"], 3);
    assert_eq!(v["depth_stencil"]["array_size"], 3);
    let mut streamed = Vec::new();
    dxsm::draw::output::write_frame(&f, &mut streamed).unwrap();
    assert!(String::from_utf8(streamed).unwrap() == dxsm::run::pretty(&v) + "\n");
    d["array_size"] = json!(2);
    let e = refused(&d);
    assert!(
        e.contains("SV_RenderTargetArrayIndex 2") && e.contains("primitive 2"),
        "{e}"
    );
}
