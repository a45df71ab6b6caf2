//! `dxsm draw` with a Direct3D 9 vertex and pixel shader pair, where
//! Direct3D 9's rules differ from Direct3D 11's: pixel centres at integer
//! coordinates ("Directly Mapping Texels to Pixels": half a pixel before
//! Direct3D 10's), ps_2_x colour inputs clamped to [0, 1] (ps_3_0's input
//! registers are not: "No clamping is performed when the input registers
//! are defined as colors"), `vPos` the pixel's (x, y), `vFace` negative on
//! a back face, and the two stages linked by usage and index, not by
//! register. Shaders compiled by Microsoft's compiler:
//! `examples/draw/{vs9_color,ps9_color}.hlsl` as vs_2_0/ps_2_0 (`.o`) and
//! vs_3_0/ps_3_0 (`3.o`), `vs9_uv.hlsl` (vs_3_0), `ps9_vpos.hlsl`
//! (ps_3_0); the SM4 pair `vs_color`/`ps_color` draws the Direct3D 11
//! side.

use dxsm::draw::{desc, draw, setup, Frame};
use serde_json::{json, Value};

fn load(name: &str) -> Result<Vec<u8>, String> {
    std::fs::read(format!("examples/draw/{name}")).map_err(|e| format!("{name}: {e}"))
}

fn run(d: &Value) -> Result<Frame, String> {
    let desc: desc::Desc = serde_json::from_value(d.clone()).map_err(|e| e.to_string())?;
    let p = setup::prepare(&desc, &load).map_err(|e| e.to_string())?;
    draw(p).map_err(|e| e.to_string())
}

fn drawn(d: &Value) -> Frame {
    run(d).unwrap_or_else(|e| panic!("{e}"))
}

fn refused(d: &Value) -> String {
    match run(d) {
        Ok(_) => panic!("drawn, not refused"),
        Err(e) => e,
    }
}

/// Pixel (`x`, `y`) of target 0.
fn pixel(f: &Frame, x: usize, y: usize) -> [f32; 4] {
    let t = &f.targets[0];
    t.read(y * t.width as usize + x).map(f32::from_bits)
}

/// A `w`×`h` draw of `verts` (x, y in pixels of the target, and a colour
/// each) as a triangle list through `vs` and `ps`, culling nothing.
fn pair(vs: &str, ps: &str, (w, h): (f64, f64), verts: &[([f64; 2], [f64; 4])]) -> Value {
    let mut floats = Vec::new();
    for ([x, y], c) in verts {
        floats.extend([x / w * 2.0 - 1.0, 1.0 - y / h * 2.0, 0.5, 1.0]);
        floats.extend(c);
    }
    json!({
        "width": w as u32, "height": h as u32,
        "vs": {"shader": vs},
        "ps": {"shader": ps},
        "input_layout": [
            {"semantic": "POSITION", "format": "R32G32B32A32_FLOAT"},
            {"semantic": "COLOR", "format": "R32G32B32A32_FLOAT"}
        ],
        "vertex_buffers": [{"stride": 32, "floats": floats}],
        "topology": "triangle_list",
        "draw": {"vertices": verts.len()},
        "targets": [{"format": "R32G32B32A32_FLOAT"}],
        "rasterizer": {"cull": "none"}
    })
}

/// A rectangle from x = `l` to `r` (pixels) over the whole height of a
/// `w`×2 target, red = x / `w`.
fn rectangle(vs: &str, ps: &str, w: f64, (l, r): (f64, f64)) -> Value {
    let v = |x: f64, y: f64| ([x, y], [x / w, 0.0, 0.0, 1.0]);
    let verts = [
        v(l, -4.0),
        v(r, -4.0),
        v(l, 6.0),
        v(r, -4.0),
        v(r, 6.0),
        v(l, 6.0),
    ];
    pair(vs, ps, (w, 2.0), &verts)
}

// Attributes are evaluated at the pixel centre: x = i in Direct3D 9,
// x = i + 0.5 in Direct3D 11. Red = x / 4 over the whole target.
#[test]
fn attributes_are_read_at_integer_pixel_centres() {
    let d9 = drawn(&rectangle("vs9_color.o", "ps9_color.o", 4.0, (0.0, 4.0)));
    let d11 = drawn(&rectangle("vs_color.o", "ps_color.o", 4.0, (0.0, 4.0)));
    for i in 0..4 {
        assert_eq!(pixel(&d9, i, 1)[0], i as f32 / 4.0, "Direct3D 9, pixel {i}");
        assert_eq!(
            pixel(&d11, i, 1)[0],
            (i as f32 + 0.5) / 4.0,
            "Direct3D 11, pixel {i}"
        );
    }
}

// Coverage: a pixel is covered when its centre is inside. From x = 0.25
// to 2.25: Direct3D 9's centres 1 and 2 (0 and 3 outside), Direct3D 11's
// 0.5 and 1.5.
#[test]
fn coverage_follows_the_pixel_centres() {
    let covered = |f: &Frame| -> Vec<bool> { (0..4).map(|i| pixel(f, i, 0)[3] != 0.0).collect() };
    let d9 = drawn(&rectangle("vs9_color.o", "ps9_color.o", 4.0, (0.25, 2.25)));
    let d11 = drawn(&rectangle("vs_color.o", "ps_color.o", 4.0, (0.25, 2.25)));
    assert_eq!(covered(&d9), [false, true, true, false]);
    assert_eq!(covered(&d11), [true, true, false, false]);
    // The top-left rule at Direct3D 9's centres: a left edge through a
    // centre covers it, a right edge does not.
    let d9 = drawn(&rectangle("vs9_color.o", "ps9_color.o", 4.0, (1.0, 3.0)));
    assert_eq!(covered(&d9), [false, true, true, false]);
}

/// One colour over the whole target.
fn flat(vs: &str, ps: &str, c: [f64; 4]) -> Value {
    let verts = [([-8.0, -8.0], c), ([24.0, -8.0], c), ([-8.0, 24.0], c)];
    pair(vs, ps, (4.0, 4.0), &verts)
}

// ps_2_0's colour inputs arrive clamped to [0, 1]; ps_3_0's do not.
#[test]
fn ps_2_0_colour_inputs_are_clamped_and_ps_3_0_ones_not() {
    let c = [2.0, -1.0, 0.5, 1.0];
    let two = drawn(&flat("vs9_color.o", "ps9_color.o", c));
    let three = drawn(&flat("vs9_color3.o", "ps9_color3.o", c));
    assert_eq!(pixel(&two, 1, 1), [1.0, 0.0, 0.5, 1.0]);
    assert_eq!(pixel(&three, 1, 1), [2.0, -1.0, 0.5, 1.0]);
}

/// vs9_uv (vs_3_0: TEXCOORD1 = (pos.xy / 2 + 1/2, z, 1) in o1) and
/// ps9_vpos (ps_3_0: (vPos.x, vPos.y, vFace > 0 ? uv.x : -uv.y, 1), uv in
/// v0) over a 4×4 target, clockwise on screen.
fn positions(front_ccw: bool) -> Value {
    json!({
        "width": 4, "height": 4,
        "vs": {"shader": "vs9_uv.o"},
        "ps": {"shader": "ps9_vpos.o"},
        "input_layout": [{"semantic": "POSITION", "format": "R32G32_FLOAT"}],
        "vertex_buffers": [{"stride": 8, "floats": [-3.0, -3.0, -3.0, 5.0, 5.0, -3.0]}],
        "topology": "triangle_list",
        "draw": {"vertices": 3},
        "targets": [{"format": "R32G32B32A32_FLOAT"}],
        "rasterizer": {"cull": "none", "front_ccw": front_ccw}
    })
}

// vPos is the pixel's integer position; vFace's sign is the face; the
// vertex shader's TEXCOORD1 (o1) reaches the pixel shader's TEXCOORD1
// (v0), evaluated at the integer centre: uv.x = x / 4, uv.y = 1 - y / 4.
#[test]
fn vpos_vface_and_linking_by_usage() {
    let front = drawn(&positions(false));
    let back = drawn(&positions(true));
    for y in 0..4 {
        for x in 0..4 {
            let (fx, fy) = (x as f32, y as f32);
            assert_eq!(
                pixel(&front, x, y),
                [fx, fy, fx / 4.0, 1.0],
                "front ({x}, {y})"
            );
            assert_eq!(
                pixel(&back, x, y),
                [fx, fy, -(1.0 - fy / 4.0), 1.0],
                "back ({x}, {y})"
            );
        }
    }
}

#[test]
fn what_direct3d_9_cannot_pair_is_refused() {
    let c = [1.0, 1.0, 1.0, 1.0];
    let e = refused(&flat("vs9_color.o", "ps_color.o", c));
    assert!(
        e.contains("a Direct3D 9 shader (vs_2_0) with a Direct3D 10/11 one (ps_4_0)"),
        "{e}"
    );
    let e = refused(&flat("vs9_color.o", "ps9_color3.o", c));
    assert!(e.contains("vs_2_0 with ps_3_0"), "{e}");
    // ps9_vpos reads TEXCOORD1, which vs9_color3 does not write.
    let e = refused(&flat("vs9_color3.o", "ps9_vpos.o", c));
    assert!(
        e.contains("ps: input v0 (TEXCOORD1) is not written by the vertex shader"),
        "{e}"
    );
    let mut d = flat("vs9_color.o", "ps9_color.o", c);
    d["samples"] = json!(4);
    let e = refused(&d);
    assert!(e.contains("no standard sample pattern"), "{e}");
    let mut d = flat("vs9_color.o", "ps9_color.o", c);
    d["gs"] = json!({"shader": "gs_prim.o"});
    let e = refused(&d);
    assert!(e.contains("gs: Direct3D 9 has no such stage"), "{e}");
    let mut d = flat("vs9_color.o", "ps9_color.o", c);
    d["input_layout"][1]["semantic"] = json!("TEXCOORD");
    let e = refused(&d);
    assert!(
        e.contains("vs: input COLOR0 (v1) has no input_layout element"),
        "{e}"
    );
}

// The pair draws like any other: depth test and blending are the output
// merger's, the same for both APIs. Two overlapping flat triangles, the
// second behind the first: the depth test keeps the first.
#[test]
fn depth_and_blend_states_apply_to_a_pair() {
    let mut d = flat("vs9_color.o", "ps9_color.o", [1.0, 0.0, 0.0, 1.0]);
    let f = d["vertex_buffers"][0]["floats"].as_array().unwrap().clone();
    let mut second: Vec<Value> = f.clone();
    for v in 0..3 {
        second[v * 8 + 2] = json!(0.75);
        second[v * 8 + 4] = json!(0.0);
        second[v * 8 + 5] = json!(1.0);
    }
    let all: Vec<Value> = f.into_iter().chain(second).collect();
    d["vertex_buffers"][0]["floats"] = json!(all);
    d["draw"]["vertices"] = json!(6);
    d["depth_stencil"] = json!({"format": "D32_FLOAT"});
    let f = drawn(&d);
    assert_eq!(pixel(&f, 2, 2), [1.0, 0.0, 0.0, 1.0]);
    d["targets"][0]["blend"] = json!({"src": "one", "dest": "one"});
    d["depth_stencil"] = Value::Null;
    let f = drawn(&d);
    assert_eq!(pixel(&f, 2, 2), [1.0, 1.0, 0.0, 2.0]);
}

// Pixel history names a pair's registers as the shaders do: the ps_2_0
// colour input as the shader received it (clamped), its outputs oC#.
#[test]
fn pixel_history_names_direct3d_9_registers() {
    let d = flat("vs9_color.o", "ps9_color.o", [2.0, -1.0, 0.5, 1.0]);
    let desc: desc::Desc = serde_json::from_value(d).unwrap();
    let p = setup::prepare(&desc, &load).unwrap();
    let o = dxsm::draw::Options {
        watch: Some((1, 2)),
        ..Default::default()
    };
    let f = dxsm::draw::draw_with(p, &o).unwrap();
    assert_eq!(f.history.len(), 1);
    let r = &f.history[0];
    assert_eq!(r["inputs"], json!({"v0": [1.0, 0.0, 0.5, 1.0]}));
    assert_eq!(r["outputs"]["oC0"], json!([1.0, 0.0, 0.5, 1.0]));
}

// Direct3D 9's depth bias ("Depth Bias (Direct3D 9)"): Offset = m *
// D3DRS_SLOPESCALEDEPTHBIAS + D3DRS_DEPTHBIAS, m the triangle's larger
// |dz/dx|, |dz/dy|, added to depth as it is (not in steps of the format).
// A triangle whose depth rises 1 over 32 pixels in x and is flat in y
// (m = 1/32): at the pixel centre x = 0 (Direct3D 9's, 8 pixels from the
// vertex at depth 0) depth 0.25, biased by 0.125 + 2/32.
#[test]
fn direct3d_9_depth_bias_is_a_float_added_to_depth() {
    let mut d = flat("vs9_color.o", "ps9_color.o", [1.0; 4]);
    for (v, z) in [0.0, 1.0, 0.0].into_iter().enumerate() {
        d["vertex_buffers"][0]["floats"][v * 8 + 2] = json!(z);
    }
    d["depth_stencil"] = json!({"format": "D32_FLOAT", "func": "always"});
    let depth = |d: &Value, x: usize| f32::from_bits(drawn(d).depth.unwrap().depth[x]);
    assert_eq!(depth(&d, 0), 0.25);
    d["rasterizer"]["d3d9_depth_bias"] = json!(0.125);
    assert_eq!(depth(&d, 0), 0.375);
    d["rasterizer"]["slope_scaled_depth_bias"] = json!(2.0);
    assert_eq!(depth(&d, 0), 0.4375);
    assert_eq!(depth(&d, 1), 0.46875);
    // Direct3D 11's forms are refused by name.
    d["rasterizer"]["depth_bias"] = json!(1);
    assert!(refused(&d).contains("give it as d3d9_depth_bias"));
    d["rasterizer"]["depth_bias"] = json!(0);
    d["rasterizer"]["depth_bias_clamp"] = json!(0.5);
    assert!(refused(&d).contains("no depth bias clamp"));
}

// ps_1_x pixel shaders pair with vs_1_1 to vs_2_x: `v0`/`v1` read
// `oD0`/`oD1`, clamped to [0, 1] as before ps_3_0, and `t#` texture
// coordinate set # (`oT#`). A coordinate set reaches the pixel shader
// with four components: those the vertex shader does not write are 0
// (u, v, w) and 1 (q). The result is r0. vs11_color_uv writes oT0.xy
// only (the colour's red and green); the shaders are assembled by
// Microsoft's assembler (`examples/draw/*.asm`).
#[test]
fn ps_1_x_pixel_shaders_pair_with_earlier_vertex_shaders() {
    // ps_1_4: texcrd r0.xyz, t0.xyw reads q, which is 1; alpha from c0.
    let f = drawn(&flat(
        "vs11_color_uv.o",
        "ps14_texcrd.o",
        [0.25, 0.5, 0.75, 1.0],
    ));
    assert_eq!(pixel(&f, 1, 2), [0.25, 0.5, 1.0, 0.5]);
    // ps_1_1: tex t0 samples stage 0 at (0.75, 0.25), texel (1, 0) of a
    // 2×2 texture (point filter, Direct3D 9's default), times the colour
    // (alpha 2 arrives as 1).
    let mut d = flat("vs11_color_uv.o", "ps11_tex.o", [0.75, 0.25, 1.0, 2.0]);
    d["ps"]["resources"] = json!({"s0": {"width": 2, "height": 2, "data": [
        [0, 0, 0, 0], [1, 1, 0.5, 1], [0, 0, 0, 0], [0, 0, 0, 0]
    ]}});
    let f = drawn(&d);
    assert_eq!(pixel(&f, 3, 0), [0.75, 0.25, 0.5, 1.0]);
    // What does not pair is refused by name.
    d["ps"]["resources"] = Value::Null;
    assert!(refused(&d).contains("texture stage 0"), "{}", refused(&d));
    let e = refused(&flat("vs9_color3.o", "ps14_texcrd.o", [1.0; 4]));
    assert!(e.contains("vs_3_0 with ps_1_4"), "{e}");
    let e = refused(&flat("vs9_color.o", "ps14_texcrd.o", [1.0; 4]));
    assert!(
        e.contains("ps: input t0 (TEXCOORD0) is not written by the vertex shader"),
        "{e}"
    );
    let mut d = flat("vs9_color.o", "ps9_color.o", [1.0; 4]);
    d["ps"]["bumpenv"] = json!({"s0": [1, 0, 0, 1]});
    assert!(refused(&d).contains("bump-environment states are a ps_1_x pixel shader's"));
}

// Direct3D 9 points ("Point Sprites (Direct3D 9)"): a point of size S
// (the vertex shader's oPts, clamped to [point_size_min,
// point_size_max]) is the square of side S about it, covered by the
// triangle rules at Direct3D 9's pixel centres; with point_sprite its
// texture coordinates run from (0, 0) at the top left to (1, 1) at the
// bottom right, otherwise the vertex's are used all over. vs11_point
// writes the colour's alpha as the size and the colour as t0; ps14_texcrd
// shows t0.x, t0.y and t0.w.
#[test]
fn direct3d_9_points_have_sizes_and_sprites() {
    let point = |size: f64| {
        let mut d = pair(
            "vs11_point.o",
            "ps14_texcrd.o",
            (8.0, 8.0),
            &[([4.0, 4.0], [0.25, 0.5, 0.0, size])],
        );
        d["topology"] = json!("point_list");
        d
    };
    let lit = |f: &Frame| -> Vec<(usize, usize)> {
        (0..8)
            .flat_map(|y| (0..8).map(move |x| (x, y)))
            .filter(|&(x, y)| pixel(f, x, y)[3] != 0.0)
            .collect()
    };
    let square = |lo: usize, hi: usize| -> Vec<(usize, usize)> {
        (lo..hi)
            .flat_map(|y| (lo..hi).map(move |x| (x, y)))
            .collect()
    };
    // Size 4 about (4, 4): x and y from 2 to 6, the pixels 2 to 5.
    let f = drawn(&point(4.0));
    assert_eq!(lit(&f), square(2, 6));
    assert_eq!(pixel(&f, 3, 5), [0.25, 0.5, 4.0, 0.5]);
    // Clamped: to point_size_max 2 (pixels 3 and 4), and up to
    // point_size_min 6 (pixels 1 to 6).
    let mut d = point(4.0);
    d["rasterizer"]["point_size_max"] = json!(2.0);
    assert_eq!(lit(&drawn(&d)), square(3, 5));
    let mut d = point(0.5);
    d["rasterizer"]["point_size_min"] = json!(6.0);
    assert_eq!(lit(&drawn(&d)), square(1, 7));
    // Sprites: at the pixel centre x (2 to 5), u = (x - 2) / 4; likewise v.
    let mut d = point(4.0);
    d["rasterizer"]["point_sprite"] = json!(true);
    let f = drawn(&d);
    assert_eq!(lit(&f), square(2, 6));
    for (x, y) in square(2, 6) {
        let want = [(x as f32 - 2.0) / 4.0, (y as f32 - 2.0) / 4.0, 4.0, 0.5];
        assert_eq!(pixel(&f, x, y), want, "pixel ({x}, {y})");
    }
    // Direct3D 11 points are one pixel: the states are refused there.
    let mut d = flat("vs_color.o", "ps_color.o", [1.0; 4]);
    d["rasterizer"]["point_sprite"] = json!(true);
    assert!(refused(&d).contains("a Direct3D 9 pair's states"));
}

// A ps_1_x read straight from a coordinate set takes its mip level from
// the quad's coordinates (coarse differences, as ps_2_x's texld): with
// texture coordinates changing by s / 4 a pixel over a 4×4 texture of
// three levels, each one colour, s = 1, 2 and 4 read levels 0, 1 and 2
// (point mip filter: the level nearest log2 s).
#[test]
fn ps_1_x_reads_take_their_level_from_the_quad() {
    let (a, b, c) = (
        [1.0, 0.0, 0.0, 1.0],
        [0.0, 1.0, 0.0, 1.0],
        [0.0, 0.0, 1.0, 1.0],
    );
    let mut texels = vec![a; 16];
    texels.extend(vec![b; 4]);
    texels.push(c);
    for (s, want) in [(1.0, a), (2.0, b), (4.0, c)] {
        let uv = |x: f64, y: f64| ([x, y], [s * x / 4.0, s * y / 4.0, 0.0, 1.0]);
        let verts = [uv(-8.0, -8.0), uv(24.0, -8.0), uv(-8.0, 24.0)];
        let mut d = pair("vs11_color_uv.o", "ps14_tex.o", (4.0, 4.0), &verts);
        d["ps"]["resources"] = json!({"s0": {"width": 4, "height": 4, "mips": 3, "data": texels}});
        let f = drawn(&d);
        for (x, y) in [(0, 0), (3, 1), (2, 3)] {
            assert_eq!(
                pixel(&f, x, y),
                want.map(|v| v as f32),
                "s = {s}, pixel ({x}, {y})"
            );
        }
    }
}
