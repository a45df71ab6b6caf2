//! Multisampling and depth in `dxsm run`: multisampled textures (`ldms`,
//! `samplepos`, `sampleinfo`, `resinfo`), the rasterizer's sample count,
//! sample-frequency pixel shaders, centroid inputs, pull-model evaluation
//! (`eval_centroid`, `eval_sample_index`, `eval_snapped`), input coverage
//! and `oMask`, `SV_Position.z` and conservative depth. Expected values
//! come from the Direct3D 11.3 functional spec: the standard sample
//! patterns (§19.2.4, in 1/16 pixel), centroid (§3.5.5), coverage
//! (§16.3.2, §16.9.4), eval_snapped's table (§22.4.25), conservative depth
//! (§16.9.3).

use dxsm::run::{run_text, DEFAULT_MAX_STEPS};
use serde_json::{json, Value};

fn run(asm: &str, input: Value) -> Value {
    let out = run_text(asm.as_bytes(), &input.to_string(), DEFAULT_MAX_STEPS)
        .unwrap_or_else(|e| panic!("{e}"));
    serde_json::from_str(&out).unwrap()
}

fn run_err(asm: &str, input: Value) -> String {
    run_text(asm.as_bytes(), &input.to_string(), DEFAULT_MAX_STEPS)
        .unwrap_err()
        .to_string()
}

fn comp(v: &Value) -> f32 {
    match v {
        Value::Number(n) => n.as_f64().unwrap() as f32,
        Value::String(s) => f32::from_bits(u32::from_str_radix(&s[2..], 16).unwrap()),
        other => panic!("bad component {other}"),
    }
}

fn reg(v: &Value) -> Vec<f32> {
    v.as_array().unwrap().iter().map(comp).collect()
}

fn bits(v: &Value) -> Vec<u32> {
    reg(v).iter().map(|x| x.to_bits()).collect()
}

/// The standard patterns (§19.2.4), 1/16 pixel.
const P4: [[f32; 2]; 4] = [[-2.0, -6.0], [6.0, -2.0], [-6.0, 2.0], [2.0, 6.0]];
const P8: [[f32; 2]; 8] = [
    [1.0, -3.0],
    [-1.0, 3.0],
    [5.0, 1.0],
    [-3.0, -5.0],
    [-5.0, 5.0],
    [-7.0, -1.0],
    [3.0, 7.0],
    [7.0, -7.0],
];

fn u(n: u32) -> String {
    format!("0x{n:08x}")
}

// samplepos of a t# and of the rasterizer: the pattern's offset in pixels;
// a zero vector for an index outside it. sampleinfo: the count (float, or
// integer with _uint).
#[test]
fn sample_positions_and_counts() {
    let vs = "vs_5_0
dcl_resource_texture2dms(0) (float,float,float,float) t0
dcl_input v0.x
dcl_output o0.xyzw
dcl_output o1.xyzw
samplepos o0.xy, t0.xyxx, v0.x
sampleinfo o0.z, t0.x
sampleinfo_uint o0.w, t0.x
mov o1.xyzw, l(0,0,0,0)
ret
";
    let vertices: Vec<Value> = (0..5).map(|i| json!({"v0": [u(i)]})).collect();
    let out = run(
        vs,
        json!({
            "vertices": vertices,
            "resources": {"t0": {"width": 1, "samples": 4, "data": [[0], [0], [0], [0]]}},
        }),
    );
    for i in 0..5 {
        let o = reg(&out["vertices"][i]["o0"]);
        let want = P4.get(i).map_or([0.0, 0.0], |p| [p[0] / 16.0, p[1] / 16.0]);
        assert_eq!(o[..2], want, "sample {i}");
        assert_eq!(o[2], 4.0);
        assert_eq!(o[3].to_bits(), 4);
    }
    // The rasterizer in a pixel shader: the run's "samples".
    let ps = "ps_5_0
dcl_input_ps constant v1.x
dcl_output o0.xyzw
samplepos o0.xy, rasterizer.xyxx, v1.x
sampleinfo_uint o0.z, rasterizer.x
mov o0.w, l(0)
ret
";
    let pixels: Vec<Value> = (0..8).map(|i| json!({"v1": [u(i)]})).collect();
    let out = run(ps, json!({"samples": 8, "pixels": pixels}));
    for (i, p) in P8.iter().enumerate() {
        let o = reg(&out["pixels"][i]["o0"]);
        assert_eq!(o[..2], [p[0] / 16.0, p[1] / 16.0]);
        assert_eq!(o[2].to_bits(), 8);
    }
}

// ldms reads one sample of a texel (samples consecutive per texel);
// resinfo gives texels, not samples; an index past the samples reads 0.
#[test]
fn ldms_reads_a_sample() {
    let vs = "vs_5_0
dcl_resource_texture2dmsarray(4) (float,float,float,float) t0
dcl_input v0.xyzw
dcl_output o0.xyzw
dcl_output o1.xyzw
ldms o0.xyzw, v0.xyzw, t0.xyzw, v0.w
resinfo_uint o1.xyzw, l(0), t0.xyzw
ret
";
    // 2×1 texels × 2 slices × 4 samples: value = 100·slice + 10·x + sample.
    let mut data = Vec::new();
    for s in 0..2 {
        for x in 0..2 {
            for k in 0..4 {
                data.push(json!([100 * s + 10 * x + k]));
            }
        }
    }
    let v = |x: u32, s: u32, k: u32| json!({"v0": [u(x), u(0), u(s), u(k)]});
    let out = run(
        vs,
        json!({
            "vertices": [v(1, 0, 2), v(0, 1, 3), v(1, 1, 4)],
            "resources": {"t0": {"width": 2, "array": 2, "data": data}},
        }),
    );
    let o = |i: usize| reg(&out["vertices"][i]["o0"])[0];
    assert_eq!(o(0), 12.0);
    assert_eq!(o(1), 103.0);
    assert_eq!(o(2), 0.0);
    assert_eq!(bits(&out["vertices"][0]["o1"]), [2, 1, 2, 1]);
}

/// A grid whose v1 is the position in pixels (corner values scaled by
/// the size), so that an input read at a point shows the point.
fn position_grid(w: u32, h: u32) -> Value {
    let (w, h) = (w as f32, h as f32);
    json!({"width": w as u32, "height": h as u32,
           "inputs": {"v1": [[0, 0, 0, 0], [w, 0, 0, 0], [0, h, 0, 0], [w, h, 0, 0]]}})
}

// A `sample` input makes the shader run once per sample, each reading
// the input at its sample's position; SV_SampleIndex is the sample.
#[test]
fn sample_frequency_reads_inputs_at_each_sample() {
    let ps = "ps_5_0
dcl_input_ps linear sample v1.xy
dcl_input_ps_sgv v2.x, sampleIndex
dcl_output o0.xyzw
mov o0.xy, v1.xyxx
utof o0.z, v2.x
mov o0.w, l(1.000000)
ret
";
    let out = run(ps, json!({"samples": 4, "grid": position_grid(2, 2)}));
    for y in 0..2 {
        for x in 0..2 {
            let px = &out["pixels"][y * 2 + x];
            let s = px["samples"].as_array().unwrap();
            assert_eq!(s.len(), 4);
            for (k, p) in P4.iter().enumerate() {
                let o = reg(&s[k]["o0"]);
                assert_eq!(
                    o,
                    [
                        x as f32 + 0.5 + p[0] / 16.0,
                        y as f32 + 0.5 + p[1] / 16.0,
                        k as f32,
                        1.0
                    ]
                );
                // One sample's coverage: its own bit.
                assert_eq!(s[k]["coverage"], json!(1 << k));
            }
        }
    }
    // A partially covered pixel: the samples it does not cover print
    // {"covered": false}; the list of pixels extends the quad's plane.
    let pix = |x: f32, y: f32| json!({"v1": [x * 2.0, y * 2.0]});
    let out = run(
        ps,
        json!({"samples": 4, "coverage": [5, 15, 15, 15],
               "pixels": [pix(0.5, 0.5), pix(1.5, 0.5), pix(0.5, 1.5), pix(1.5, 1.5)]}),
    );
    let s = out["pixels"][0]["samples"].as_array().unwrap();
    assert_eq!(s[1], json!({"covered": false}));
    assert_eq!(s[3], json!({"covered": false}));
    // v1 = 2·position: at sample 2 of pixel 0, 2·(0.5 − 6/16, 0.5 + 2/16).
    assert_eq!(
        reg(&s[2]["o0"])[..2],
        [2.0 * (0.5 - 0.375), 2.0 * (0.5 + 0.125)]
    );
}

// Centroid (§3.5.5): the pixel centre when all samples are covered, else
// the first covered sample.
#[test]
fn centroid_inputs_follow_the_coverage() {
    let ps = "ps_5_0
dcl_input_ps linear centroid v1.xy
dcl_input_ps linear v2.xy
dcl_output o0.xyzw
mov o0.xy, v1.xyxx
mov o0.zw, v2.xxxy
ret
";
    let g = position_grid(2, 1);
    let mut g2 = g.clone();
    g2["inputs"]["v2"] = g["inputs"]["v1"].clone();
    let out = run(ps, json!({"samples": 4, "coverage": 6, "grid": g2}));
    let o = reg(&out["pixels"][1]["o0"]);
    // First covered sample of 0b0110: sample 1, (6, −2)/16.
    assert_eq!(o, [1.5 + 0.375, 0.5 - 0.125, 1.5, 0.5]);
    assert_eq!(out["pixels"][1]["coverage"], json!(6));
    let out = run(ps, json!({"samples": 4, "grid": g2}));
    assert_eq!(reg(&out["pixels"][0]["o0"]), [0.5, 0.5, 0.5, 0.5]);
}

// Pull-model evaluation: eval_sample_index at the pattern's sample,
// eval_snapped at the 4-bit offsets (1000 → −0.5, 0111 → 0.4375),
// eval_centroid at the centroid; a `centroid` or `sample` declaration
// does not move where they evaluate from.
#[test]
fn pull_model_evaluation() {
    let ps = "ps_5_0
dcl_input_ps linear centroid v1.xy
dcl_output o0.xyzw
dcl_output o1.xyzw
dcl_temps 1
eval_sample_index r0.xy, v1.xyxx, l(3)
mov o0.xy, r0.xyxx
eval_snapped r0.xy, v1.xyxx, l(8, 7, 0, 0)
mov o0.zw, r0.xxxy
eval_centroid r0.xy, v1.xyxx
mov o1.xy, r0.xyxx
mov o1.zw, l(0,0,0,0)
ret
";
    let out = run(
        ps,
        json!({"samples": 4, "coverage": 12, "grid": position_grid(2, 2)}),
    );
    let o0 = reg(&out["pixels"][3]["o0"]);
    assert_eq!(
        o0,
        [1.5 + 2.0 / 16.0, 1.5 + 6.0 / 16.0, 1.5 - 0.5, 1.5 + 0.4375]
    );
    // Coverage 0b1100: first covered sample 2, (−6, 2)/16.
    assert_eq!(
        reg(&out["pixels"][3]["o1"])[..2],
        [1.5 - 0.375, 1.5 + 0.125]
    );
}

// Input coverage (vCoverage) and oMask: the pixel leaves the samples of
// both (§16.9.4).
#[test]
fn coverage_in_and_out() {
    let ps = "ps_5_0
dcl_input vCoverage
dcl_output o0.xyzw
dcl_output oMask
mov o0.x, vCoverage.x
mov o0.yzw, l(0,0,0,0)
mov oMask, l(3)
ret
";
    let pixels: Vec<Value> = (0..4).map(|_| json!({})).collect();
    let out = run(
        ps,
        json!({"samples": 4, "coverage": [15, 6, 8, 1], "pixels": pixels}),
    );
    for (i, (c, fin)) in [(15, 3), (6, 2), (8, 0), (1, 1)].iter().enumerate() {
        let p = &out["pixels"][i];
        assert_eq!(bits(&p["o0"])[0], *c);
        assert_eq!(p["oMask"], json!(3));
        assert_eq!(p["coverage"], json!(fin));
    }
}

// SV_Position.z is the rasterizer depth (grid corners or the "depth"
// list); oDepthGE below it (or oDepthLE above it) breaks the shader's
// promise and is flagged (§16.9.3: the result is undefined).
#[test]
fn depth_and_conservative_depth() {
    let ps = |out: &str| {
        format!(
            "ps_5_0
dcl_input_ps_siv linear noperspective v0.z, position
dcl_input_ps constant v1.x
dcl_output {out}
dcl_temps 1
add r0.x, v0.z, v1.x
mov {out}, r0.x
ret
"
        )
    };
    let pixels = json!([{"v1": [0.25]}, {"v1": [-0.25]}, {"v1": [0.0]}, {"v1": [0.5]}]);
    let out = run(
        &ps("oDepthGE"),
        json!({"depth": [0.5, 0.5, 0.25, 0.75], "pixels": pixels}),
    );
    let want = [(0.75, false), (0.25, true), (0.25, false), (1.25, false)];
    for (i, (d, broken)) in want.iter().enumerate() {
        let p = &out["pixels"][i];
        assert_eq!(comp(&p["oDepth"]), *d);
        assert_eq!(
            p.get("depth_promise_broken").is_some(),
            *broken,
            "pixel {i}"
        );
    }
    let out = run(&ps("oDepthLE"), json!({"depth": 0.5, "pixels": pixels}));
    let broken: Vec<bool> = (0..4)
        .map(|i| out["pixels"][i].get("depth_promise_broken").is_some())
        .collect();
    assert_eq!(broken, [true, false, false, true]);
    // A grid's depth: bilinear from its corners at pixel centres.
    let out = run(
        &ps("oDepth"),
        json!({"grid": {"width": 2, "height": 1, "depth": [0, 1, 0, 1],
                        "inputs": {"v1": [[0], [0], [0], [0]]}}}),
    );
    assert_eq!(comp(&out["pixels"][0]["oDepth"]), 0.25);
    assert_eq!(comp(&out["pixels"][1]["oDepth"]), 0.75);
}

#[test]
fn bad_multisample_inputs_are_errors() {
    let ps = "ps_5_0
dcl_input_ps linear v1.x
dcl_output o0.xyzw
mov o0.xyzw, v1.xxxx
ret
";
    let px = json!([{"v1": [0]}, {"v1": [0]}]);
    for (input, msg) in [
        (
            json!({"samples": 3, "pixels": px}),
            "samples: the rasterizer's sample count",
        ),
        (
            json!({"samples": 4, "coverage": 16, "pixels": px}),
            "coverage[0]: 0x10 is not a mask of the 4 sample(s)",
        ),
        (json!({"coverage": 0, "pixels": px}), "coverage[0]: 0x0"),
        (
            json!({"coverage": [1, 1, 1], "pixels": px}),
            "one mask for every pixel, or one per pixel (2",
        ),
        (
            json!({"depth": [0.5, 0.5, 0.5], "pixels": px}),
            "depth: one value for every pixel",
        ),
    ] {
        let e = run_err(ps, input);
        assert!(e.contains(msg), "{e} (wanted {msg})");
    }
    let vs = "vs_5_0
dcl_resource_texture2dms(4) (float,float,float,float) t0
dcl_output o0.xyzw
mov o0.xyzw, l(0,0,0,0)
ret
";
    let e = run_err(
        vs,
        json!({"vertices": [{}], "resources": {"t0": {"width": 1, "samples": 2, "data": [[0], [0]]}}}),
    );
    assert!(e.contains("the shader declares 4 samples"), "{e}");
}

// The rasterizer's SampleMask (§16.3.2, §3.5.5, §16.9.4): input coverage
// is ANDed with it (so centroids move), the output coverage too; a pixel
// it leaves no sample prints {"covered": false}.
#[test]
fn sample_mask_limits_coverage() {
    let ps = "ps_5_0
dcl_input_ps linear centroid v1.xy
dcl_input vCoverage
dcl_output o0.xyzw
dcl_output oMask
mov o0.xy, v1.xyxx
mov o0.z, vCoverage.x
mov o0.w, l(0)
mov oMask, l(3)
ret
";
    let out = run(
        ps,
        json!({"samples": 4, "sample_mask": 6, "coverage": [15, 1, 12, 15],
               "pixels": [{"v1": [0.5, 0.5]}, {"v1": [1.5, 0.5]}, {"v1": [0.5, 1.5]}, {"v1": [1.5, 1.5]}]}),
    );
    let p0 = &out["pixels"][0];
    let o = reg(&p0["o0"]);
    // Coverage 15 & 6 = 6: the centroid is sample 1, (6, −2)/16.
    assert_eq!(o[..2], [0.5 + 0.375, 0.5 - 0.125]);
    assert_eq!(o[2].to_bits(), 6);
    assert_eq!(p0["coverage"], json!(6 & 3));
    assert_eq!(out["pixels"][1], json!({"covered": false}));
    // 12 & 6 = 4: sample 2, (−6, 2)/16.
    let o2 = reg(&out["pixels"][2]["o0"]);
    assert_eq!(o2[..2], [0.5 - 0.375, 1.5 + 0.125]);
    assert_eq!(out["pixels"][2]["coverage"], json!(0));
}
