//! `dxsm draw` on multisampled targets: coverage at the standard sample
//! positions (the 4-sample pattern's offsets from the pixel centre, in
//! 1/16 pixel: (-2,-6), (6,-2), (-6,2), (2,6)), depth per sample, the
//! SampleMask, SV_Coverage in and out, centroid inputs (§3.5.5: the first
//! covered sample of a partly covered pixel), with expected values from
//! those rules and shaders compiled by Microsoft's compiler
//! (`examples/draw/ps_{centroid,coverage,omask,sample,sample_index}.hlsl`).

use dxsm::draw::{desc, draw_with, output, setup, Frame, Options};
use serde_json::{json, Value};

fn load(name: &str) -> Result<Vec<u8>, String> {
    std::fs::read(format!("examples/draw/{name}")).map_err(|e| format!("{name}: {e}"))
}

fn run(d: &Value, o: &Options) -> Result<Frame, String> {
    let desc: desc::Desc = serde_json::from_value(d.clone()).map_err(|e| e.to_string())?;
    let p = setup::prepare(&desc, &load).map_err(|e| e.to_string())?;
    draw_with(p, o).map_err(|e| e.to_string())
}

fn refused(d: &Value) -> String {
    match run(d, &Options::default()) {
        Ok(_) => panic!("drawn, not refused"),
        Err(e) => e,
    }
}

fn draw(d: &Value) -> Frame {
    run(d, &Options::default()).unwrap_or_else(|e| panic!("{e}"))
}

/// The 4-sample pattern's x offsets, in 1/16 pixel.
const X4: [f64; 4] = [-2.0, 6.0, -6.0, 2.0];

/// One triangle whose right edge is the vertical x = 8.5 and whose other
/// edges are far outside a 16x4 target of 4 samples (pixels 0 to 7 of
/// every row covered, pixel 8 in part): colour red = x / 16 and depth
/// z = (x + 100) / 256, planes exact at every sample position.
fn rectangle(ps: &str) -> Value {
    let v = |x: f64, y: f64| {
        let (cx, cy) = (x / 16.0 * 2.0 - 1.0, 1.0 - y / 4.0 * 2.0);
        vec![cx, cy, (x + 100.0) / 256.0, 1.0, x / 16.0, 0.0, 0.0, 1.0]
    };
    let verts: Vec<f64> = [v(8.5, -100.0), v(8.5, 100.0), v(-100.0, 0.0)].concat();
    json!({
        "width": 16, "height": 4, "samples": 4,
        "vs": {"shader": "vs_color.o"},
        "ps": {"shader": ps},
        "input_layout": [
            {"semantic": "POSITION", "format": "R32G32B32A32_FLOAT"},
            {"semantic": "COLOR", "format": "R32G32B32A32_FLOAT"}
        ],
        "vertex_buffers": [{"stride": 32, "floats": verts}],
        "topology": "triangle_list",
        "draw": {"vertices": 3},
        "targets": [{"format": "R32G32B32A32_FLOAT"}],
        "depth_stencil": {"format": "D32_FLOAT"},
        "rasterizer": {"cull": "none"}
    })
}

/// Red of sample `s` of pixel (`x`, `y`).
fn red(f: &Frame, x: usize, y: usize, s: usize) -> f32 {
    let t = &f.targets[0];
    f32::from_bits(t.read((y * t.width as usize + x) * 4 + s)[0])
}

/// The samples of pixel (`x`, `y`) holding something other than the
/// clear colour (0).
fn written(f: &Frame, x: usize, y: usize) -> u32 {
    (0..4).fold(0, |m, s| m | (u32::from(red(f, x, y, s) != 0.0) << s))
}

// §3.5 with the standard pattern: pixel 8 (centre x = 8.5) has samples 0
// and 2 left of the edge at x = 8.5 (8.375, 8.125) and samples 1 and 3
// right of it (8.875, 8.625); the shader runs once per covered pixel, at
// the centre; each covered sample's depth is the plane's at the sample.
#[test]
fn coverage_and_depth_by_sample() {
    let f = draw(&rectangle("ps_color.o"));
    assert_eq!(f.stats.ps_invocations, 9 * 4);
    for y in 0..4 {
        for x in 0..8 {
            assert_eq!(written(&f, x, y), 0xf, "pixel ({x}, {y})");
        }
        assert_eq!(written(&f, 8, y), 0b0101, "pixel (8, {y})");
        // The shader ran at the centre (8.5, on the edge, outside).
        let r = red(&f, 8, y, 0) as f64;
        assert!((r - 8.5 / 16.0).abs() < 1e-6, "{r}");
        assert_eq!(written(&f, 9, y), 0);
        let d = f.depth.as_ref().unwrap();
        for (s, ox) in X4.iter().enumerate() {
            let want = if s % 2 == 0 {
                (8.5 + ox / 16.0 + 100.0) / 256.0
            } else {
                1.0
            };
            let got = f32::from_bits(d.depth[(y * 16 + 8) * 4 + s]) as f64;
            assert!(
                (got - want).abs() < 1e-7,
                "depth of sample {s}: {got} {want}"
            );
        }
    }
}

// §3.5.5: a centroid input of a partly covered pixel is read at its first
// covered sample (sample 0, x = 8.375); a fully covered pixel reads it at
// the centre.
#[test]
fn centroid_inputs_at_the_first_covered_sample() {
    let f = draw(&rectangle("ps_centroid.o"));
    let r = red(&f, 8, 1, 0) as f64;
    assert!((r - 8.375 / 16.0).abs() < 1e-6, "{r}");
    let r = red(&f, 3, 1, 0) as f64;
    assert!((r - 3.5 / 16.0).abs() < 1e-6, "{r}");
}

// §16.3.2: SV_Coverage is the pixel's coverage ANDed with the SampleMask;
// samples outside the SampleMask are not written.
#[test]
fn input_coverage_and_the_sample_mask() {
    let mut d = rectangle("ps_coverage.o");
    let f = draw(&d);
    assert_eq!(red(&f, 3, 0, 0), 15.0);
    assert_eq!(red(&f, 8, 0, 2), 5.0);
    d["sample_mask"] = json!(6);
    let f = draw(&d);
    assert_eq!(written(&f, 3, 0), 0b0110);
    assert_eq!(red(&f, 3, 0, 1), 6.0);
    assert_eq!(written(&f, 8, 0), 0b0100);
    assert_eq!(red(&f, 8, 0, 2), 4.0);
}

// oMask (SV_Coverage written) clears samples of the coverage: 3 keeps
// samples 0 and 1 of a full pixel and sample 0 of pixel 8.
#[test]
fn output_coverage_mask() {
    let f = draw(&rectangle("ps_omask.o"));
    assert_eq!(written(&f, 3, 2), 0b0011);
    assert_eq!(written(&f, 8, 2), 0b0001);
}

// §16.4: a `sample` input or SV_SampleIndex runs the shader once per
// covered sample, the input at the sample's position and the index the
// sample's; each pass writes its own sample.
#[test]
fn sample_frequency_shading() {
    let f = draw(&rectangle("ps_sample.o"));
    assert_eq!(f.stats.ps_invocations, (8 * 4 + 2) * 4);
    for (x, s) in [(3, 0), (3, 1), (3, 3), (8, 0), (8, 2)] {
        let want = (x as f64 + 0.5 + X4[s] / 16.0) / 16.0;
        let r = red(&f, x, 2, s) as f64;
        assert!((r - want).abs() < 1e-6, "pixel {x} sample {s}: {r} {want}");
    }
    assert_eq!(written(&f, 8, 2), 0b0101);
    let f = draw(&rectangle("ps_sample_index.o"));
    for s in 0..4 {
        assert_eq!(red(&f, 5, 0, s), s as f32 + 1.0);
    }
    assert_eq!((red(&f, 8, 0, 0), red(&f, 8, 0, 2)), (1.0, 3.0));
}

// What is not drawn yet is refused before any work, naming it.
#[test]
fn multisampling_refusals() {
    let mut d = rectangle("ps_color.o");
    d["samples"] = json!(3);
    let e = refused(&d);
    assert!(e.contains("samples: 3"), "{e}");
    // Alpha-antialiased lines: the coverage is the implementation's
    // filter (§3.4.4).
    d["samples"] = json!(4);
    d["topology"] = json!("line_list");
    d["rasterizer"]["antialiased_line"] = json!(true);
    let e = refused(&d);
    assert!(e.contains("alpha-antialiased"), "{e}");
    d["topology"] = json!("triangle_list");
    d["rasterizer"]["fill"] = json!("wireframe");
    let e = refused(&d);
    assert!(e.contains("wireframe"), "{e}");
    // Aliased lines at sample frequency: undefined (§15.14.1).
    let mut d = line("ps_sample.o", 1.5, false);
    d["rasterizer"]["multisample"] = json!(false);
    let e = refused(&d);
    assert!(e.contains("undefined"), "{e}");
}

/// `rectangle` with every vertex's alpha `a`.
fn with_alpha(a: f64) -> Value {
    let mut d = rectangle("ps_color.o");
    let f = d["vertex_buffers"][0]["floats"].as_array_mut().unwrap();
    for v in 0..f.len() / 8 {
        f[v * 8 + 7] = json!(a);
    }
    d["alpha_to_coverage"] = json!(true);
    d
}

// §17.18: o0.a of 1 or more covers every sample, 0 or less none (the
// target keeps its clear value); between them the coverage is the
// implementation's, and the draw stops with an error naming the pixel.
#[test]
fn alpha_to_coverage_where_it_is_defined() {
    let full = draw(&with_alpha(1.0));
    assert_eq!(written(&full, 3, 1), 0b1111);
    assert_eq!(written(&full, 8, 1), 0b0101);
    let none = draw(&with_alpha(0.0));
    assert_eq!(written(&none, 3, 1), 0);
    let over = draw(&with_alpha(2.0));
    assert_eq!(written(&over, 3, 1), 0b1111);
    let e = refused(&with_alpha(0.5));
    assert!(e.contains("alpha_to_coverage: o0.a is 0.5 at pixel"), "{e}");
}

// The same frame on several threads; the frame written a pixel at a time
// is the frame's JSON; pixel history follows one sample.
#[test]
fn bands_output_and_history_of_a_sample() {
    let mut d = rectangle("ps_color.o");
    d["height"] = json!(40);
    d["depth_stencil"] = json!({"format": "D24_UNORM_S8_UINT",
        "stencil": {"front": {"pass": "incr"}, "back": {"pass": "incr"}}});
    let one = run(
        &d,
        &Options {
            threads: 1,
            ..Options::default()
        },
    )
    .unwrap();
    let three = run(
        &d,
        &Options {
            threads: 3,
            ..Options::default()
        },
    )
    .unwrap();
    assert!(one.targets[0].data == three.targets[0].data);
    let (a, b) = (one.depth.as_ref().unwrap(), three.depth.as_ref().unwrap());
    assert!(a.depth == b.depth && a.stencil == b.stencil);
    let mut streamed = Vec::new();
    output::write_frame(&one, &mut streamed).unwrap();
    let whole = dxsm::run::pretty(&output::frame_json(&one)) + "\n";
    assert!(String::from_utf8(streamed).unwrap() == whole);
    let v = output::frame_json(&one);
    assert_eq!(v["targets"][0]["samples"], 4);
    assert_eq!(v["depth_stencil"]["stencil"][8], json!([1, 0, 1, 0]));
    let d = rectangle("ps_color.o");
    let watch = |sample| Options {
        watch: Some((8, 1)),
        sample,
        ..Options::default()
    };
    let h = run(&d, &watch(0)).unwrap().history;
    assert_eq!(h.len(), 1);
    assert_eq!(h[0]["sample"], 0);
    assert_eq!(h[0]["depth_stencil"]["passed"], true);
    assert!(run(&d, &watch(1)).unwrap().history.is_empty());
}

/// A horizontal line at y = `y` (pixels) across a 16x4 target of 4
/// samples and past both sides, red = x / 16; quadrilateral when
/// `quad` (MultisampleEnable).
fn line(ps: &str, y: f64, quad: bool) -> Value {
    let v = |x: f64| {
        vec![
            x / 16.0 * 2.0 - 1.0,
            1.0 - y / 4.0 * 2.0,
            0.5,
            1.0,
            x / 16.0,
            0.0,
            0.0,
            1.0,
        ]
    };
    let floats = [v(-100.0), v(100.0)].concat();
    json!({
        "width": 16, "height": 4, "samples": 4,
        "vs": {"shader": "vs_color.o"},
        "ps": {"shader": ps},
        "input_layout": [
            {"semantic": "POSITION", "format": "R32G32B32A32_FLOAT"},
            {"semantic": "COLOR", "format": "R32G32B32A32_FLOAT"}
        ],
        "vertex_buffers": [{"stride": 32, "floats": floats}],
        "topology": "line_list",
        "draw": {"vertices": 2},
        "targets": [{"format": "R32G32B32A32_FLOAT"}],
        "rasterizer": {"multisample": quad}
    })
}

// §15.14.1: without MultisampleEnable an aliased line hits every sample
// of the pixels it covers (the diamond rule: the row whose centres it
// passes through). With it (§3.4.5) the line is a rectangle 1.4 wide, its
// samples covered by the triangle rules: about y = 1.5 it spans 0.8 to
// 2.2, so row 0's sample 3 (y 0.875), all of row 1 and row 2's sample 0
// (2.125); about y = 2.0 (1.3 to 2.7) row 1's samples 1 to 3 (1.375,
// 1.625, 1.875) and row 2's 0 to 2 (2.125, 2.375, 2.625). Attributes
// vary along the line: red = x / 16 at the pixel centre.
#[test]
fn lines_on_multisampled_targets() {
    let f = draw(&line("ps_color.o", 1.5, false));
    for x in 0..16 {
        assert_eq!(
            [written(&f, x, 0), written(&f, x, 1), written(&f, x, 2)],
            [0, 0b1111, 0],
            "aliased, pixel {x}"
        );
    }
    let f = draw(&line("ps_color.o", 1.5, true));
    for x in 0..16 {
        assert_eq!(
            [
                written(&f, x, 0),
                written(&f, x, 1),
                written(&f, x, 2),
                written(&f, x, 3)
            ],
            [0b1000, 0b1111, 0b0001, 0],
            "quadrilateral about 1.5, pixel {x}"
        );
        assert_eq!(red(&f, x, 1, 2), (x as f32 + 0.5) / 16.0);
    }
    let f = draw(&line("ps_color.o", 2.0, true));
    for x in 0..16 {
        assert_eq!(
            [
                written(&f, x, 0),
                written(&f, x, 1),
                written(&f, x, 2),
                written(&f, x, 3)
            ],
            [0, 0b1110, 0b0111, 0],
            "quadrilateral about 2.0, pixel {x}"
        );
    }
    // With one sample the same algorithm: the rectangle about y = 2.0
    // (1.3 to 2.7) covers the centres of rows 1 and 2, about y = 1.5 (0.8
    // to 2.2) row 1's only.
    for (y, rows) in [
        (2.0, [false, true, true, false]),
        (1.5, [false, true, false, false]),
    ] {
        let mut d = line("ps_color.o", y, true);
        d["samples"] = json!(1);
        let f = draw(&d);
        let t = &f.targets[0];
        for (row, lit) in rows.iter().enumerate() {
            for x in 0..16 {
                let a = f32::from_bits(t.read(row * 16 + x)[3]);
                assert_eq!(a != 0.0, *lit, "one sample, about {y}: pixel ({x}, {row})");
            }
        }
    }
    // At sample frequency a quadrilateral line runs per covered sample,
    // its attributes read at the sample: row 1, sample 1 of pixel 3.
    let f = draw(&line("ps_sample.o", 2.0, true));
    let want = (3.0 + 0.5 + X4[1] / 16.0) / 16.0;
    assert!((red(&f, 3, 1, 1) as f64 - want).abs() < 1e-6);
}
