//! Mip chains in `dxsm run`: level layout, level-of-detail computation,
//! mip selection and filtering, `ld` with a level, `resinfo` and `lod`, in
//! SM4/5 and Direct3D 9 shaders. Every expected value is worked out here
//! from the Direct3D 11.3 functional spec (§7.18.10 Mipmap Selection,
//! §7.18.11 LOD Calculations, the sample*/ld/resinfo/lod instruction
//! sections) or Microsoft's Direct3D 9 texldl page, on textures whose
//! levels hold constants (the level's number) or ramps, so that the level
//! read shows in the result.

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

/// Texels of a 2D mip chain `w`×`h` with `mips` levels, each texel
/// (level, x, y, 1) when `ramp`, else (level, level, level, 1).
fn chain(w: u32, h: u32, mips: u32, slices: u32, ramp: bool) -> Vec<Value> {
    let mut d = Vec::new();
    for s in 0..slices {
        for m in 0..mips {
            let (lw, lh) = ((w >> m).max(1), (h >> m).max(1));
            for y in 0..lh {
                for x in 0..lw {
                    let m = m as f32 + 10.0 * s as f32;
                    d.push(if ramp {
                        json!([m, x, y, 1])
                    } else {
                        json!([m, m, m, 1])
                    });
                }
            }
        }
    }
    d
}

const VS_SAMPLE_L: &str = "vs_5_0
dcl_globalFlags refactoringAllowed
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input v0.xyzw
dcl_output o0.xyzw
sample_l o0.xyzw, v0.xyxx, t0.xyzw, s0, v0.z
ret
";

fn sample_l(lods: &[f32], sampler: Value) -> Vec<f32> {
    let vertices: Vec<Value> = lods
        .iter()
        .map(|l| json!({"v0": [0.5, 0.5, l, 0]}))
        .collect();
    let out = run(
        VS_SAMPLE_L,
        json!({
            "vertices": vertices,
            "resources": {"t0": {"width": 8, "height": 8, "mips": 4, "data": chain(8, 8, 4, 1, false)}},
            "samplers": {"s0": sampler},
        }),
    );
    out["vertices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| reg(&v["o0"])[0])
        .collect()
}

// §7.18.10: point mip takes floor(LOD + 0.5), clamped to the levels.
#[test]
fn sample_l_point_mip_takes_the_nearest_level() {
    let got = sample_l(&[-2.0, 0.0, 0.49, 0.5, 1.5, 2.49, 3.0, 9.0], json!({}));
    assert_eq!(got, [0.0, 0.0, 0.0, 1.0, 2.0, 2.0, 3.0, 3.0]);
}

// §7.18.10: linear mip blends floor(LOD) and the next level by the
// fraction: sampleAt(ceil)·w + sampleAt(floor)·(1 − w).
#[test]
fn sample_l_linear_mip_blends_two_levels() {
    let got = sample_l(&[0.25, 1.5, 2.75, 3.5, -1.0], json!({"filter": "linear"}));
    assert_eq!(got, [0.25, 1.5, 2.75, 3.0, 0.0]);
}

// §7.18.11: biasedLOD = LOD + MipLODBias; clampedLOD = max(MinLOD,
// min(MaxLOD, biasedLOD)); sample_l honours the sampler's bias and clamps.
#[test]
fn sampler_bias_and_lod_clamps() {
    assert_eq!(
        sample_l(&[0.0, 1.0], json!({"mip_lod_bias": 1.0})),
        [1.0, 2.0]
    );
    assert_eq!(sample_l(&[0.0, 3.0], json!({"min_lod": 2.0})), [2.0, 3.0]);
    assert_eq!(sample_l(&[3.0, 1.0], json!({"max_lod": 1.0})), [1.0, 1.0]);
    // MinLOD wins over a smaller MaxLOD.
    assert_eq!(
        sample_l(&[0.0], json!({"min_lod": 2.0, "max_lod": 1.0})),
        [2.0]
    );
}

// §7.18.11 "Magnifying = (clampedLOD <= 0)": the magnification filter at
// LOD ≤ 0, the minification one above. On a 2×1 ramp level 0 (0, 1) with
// one level, u = 0.5 is between the texels: linear gives 0.5, point the
// texel floor(0.5 × 2) = 1.
#[test]
fn magnification_or_minification_filter_by_the_clamped_lod() {
    let vs = "vs_5_0
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input v0.xyzw
dcl_output o0.xyzw
sample_l o0.xyzw, v0.xyxx, t0.xyzw, s0, v0.z
ret
";
    let go = |lod: f32| {
        let out = run(
            vs,
            json!({
                "vertices": [{"v0": [0.5, 0.5, lod, 0]}],
                "resources": {"t0": {"width": 2, "height": 1, "data": [[0, 0, 0, 1], [1, 0, 0, 1]]}},
                "samplers": {"s0": {"mag_filter": "linear", "min_filter": "point"}},
            }),
        );
        reg(&out["vertices"][0]["o0"])[0]
    };
    assert_eq!(go(0.0), 0.5);
    assert_eq!(go(-3.0), 0.5);
    assert_eq!(go(0.5), 1.0);
}

/// A pixel shader sampling t0 at v1.xy with `op` (and `extra` operands),
/// also writing `lod` to o1.
fn ps(op: &str, extra: &str) -> String {
    format!(
        "ps_5_0
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps linear v1.xyzw
dcl_output o0.xyzw
dcl_output o1.xyzw
{op} o0.xyzw, v1.xyxx, t0.xyzw, s0{extra}
lod o1.xyzw, v1.xyxx, t0.xyzw, s0
ret
"
    )
}

/// One quad whose u moves `du` texels per pixel in x and v `dv` in y on a
/// 64×64 texture, the top-left pixel at (0.25, 0.25).
fn quad(du: f32, dv: f32) -> Value {
    let p = |i: f32, j: f32| json!({"v1": [0.25 + i * du / 64.0, 0.25 + j * dv / 64.0, 0, 0]});
    json!([p(0.0, 0.0), p(1.0, 0.0), p(0.0, 1.0), p(1.0, 1.0)])
}

fn run_ps(op: &str, extra: &str, pixels: Value, sampler: Value) -> Vec<(Vec<f32>, Vec<f32>)> {
    let out = run(
        &ps(op, extra),
        json!({
            "pixels": pixels,
            "resources": {"t0": {"width": 64, "height": 64, "mips": 7, "data": chain(64, 64, 7, 1, false)}},
            "samplers": {"s0": sampler},
        }),
    );
    out["pixels"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (reg(&p["o0"]), reg(&p["o1"])))
        .collect()
}

// §7.18.11 isotropic: LOD = log2(max(|dX|, |dY|)) of the quad's coarse
// derivatives in texels: 4 texels per pixel in x, 1 in y → LOD 2.
#[test]
fn sample_takes_the_lod_from_the_quad() {
    for (c, l) in run_ps("sample", "", quad(4.0, 1.0), json!({})) {
        assert_eq!(c[0], 2.0);
        assert_eq!(l, [2.0, 2.0, 0.0, 0.0]);
    }
    // 3 texels: log2(3) = 1.58496…; point mip takes level 2, linear
    // blends levels 1 and 2 by the fraction.
    let l3 = 3f32.log2();
    for (c, l) in run_ps("sample", "", quad(3.0, 0.5), json!({})) {
        assert_eq!(c[0], 2.0);
        assert_eq!(l[1], l3);
    }
    for (c, _) in run_ps("sample", "", quad(3.0, 0.5), json!({"filter": "linear"})) {
        let w = l3 - 1.0;
        assert_eq!(c[0], 2.0 * w + 1.0 * (1.0 - w));
    }
    // Magnified (half a texel per pixel): LOD −1, level 0; `lod` gives
    // the clamped 0 and the unclamped −1.
    for (c, l) in run_ps("sample", "", quad(0.5, 0.5), json!({})) {
        assert_eq!(c[0], 0.0);
        assert_eq!(l[..2], [0.0, -1.0]);
    }
    // Beyond the chain: level 6, the last; lod clamps to 6.
    for (c, l) in run_ps("sample", "", quad(1024.0, 1.0), json!({})) {
        assert_eq!(c[0], 6.0);
        assert_eq!(l[..2], [6.0, 10.0]);
    }
}

// sample_b: srcLODBias is added with MipLODBias before the clamps.
#[test]
fn sample_b_adds_its_bias() {
    for (c, _) in run_ps("sample_b", ", l(1.000000)", quad(4.0, 1.0), json!({})) {
        assert_eq!(c[0], 3.0);
    }
    for (c, l) in run_ps(
        "sample_b",
        ", l(-1.000000)",
        quad(4.0, 1.0),
        json!({"mip_lod_bias": 2.0, "max_lod": 2.5}),
    ) {
        // 2 − 1 + 2 = 3, clamped to 2.5 → point mip: floor(3.0) = 3.
        assert_eq!(c[0], 3.0);
        // lod: clamped 2.5 (no srcLODBias in lod), unclamped 2 + 2 = 4.
        assert_eq!(l[..2], [2.5, 4.0]);
    }
}

// sample_d: the given derivatives, per pixel (8 texels in x → LOD 3).
#[test]
fn sample_d_uses_the_given_derivatives() {
    for (c, _) in run_ps(
        "sample_d",
        ", l(0.125000, 0.000000, 0.000000, 0.000000), l(0.000000, 0.015625, 0.000000, 0.000000)",
        quad(0.0, 0.0),
        json!({}),
    ) {
        assert_eq!(c[0], 3.0);
    }
}

// sample_c_lz: LOD 0 whatever the derivatives; sample_c: the quad's LOD.
// Level k holds k, the reference 1.5 with less: 1.5 < texel is true from
// level 2 on.
#[test]
fn comparison_samples_choose_levels() {
    let shader = |op: &str| {
        format!(
            "ps_5_0
dcl_sampler s0, mode_comparison
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps linear v1.xyzw
dcl_output o0.xyzw
{op} o0.xyzw, v1.xyxx, t0.xxxx, s0, l(1.500000)
ret
"
        )
    };
    let go = |op: &str| -> Vec<f32> {
        let out = run(
            &shader(op),
            json!({
                "pixels": quad(4.0, 1.0),
                "resources": {"t0": {"width": 64, "height": 64, "mips": 7, "data": chain(64, 64, 7, 1, false)}},
                "samplers": {"s0": {"compare": "less"}},
            }),
        );
        out["pixels"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| reg(&p["o0"])[0])
            .collect()
    };
    assert_eq!(go("sample_c"), [1.0; 4]);
    assert_eq!(go("sample_c_lz"), [0.0; 4]);
}

// §7.18.11 anisotropic: 8 texels in x, 2 in y: ratio 64/16 = 4, LOD
// log2(16 / 8) = 1 (isotropic would be 3); MaxAnisotropy 2 clamps the
// ratio and gives lengthMinor 8 / 2 = 4, LOD 2.
#[test]
fn anisotropic_lod_from_the_minor_axis() {
    for (c, l) in run_ps(
        "sample",
        "",
        quad(8.0, 2.0),
        json!({"filter": "anisotropic"}),
    ) {
        assert_eq!(c[0], 1.0);
        assert_eq!(l[..2], [1.0, 1.0]);
    }
    for (c, _) in run_ps(
        "sample",
        "",
        quad(8.0, 2.0),
        json!({"filter": "anisotropic", "max_anisotropy": 2}),
    ) {
        assert_eq!(c[0], 2.0);
    }
    for (c, _) in run_ps("sample", "", quad(8.0, 2.0), json!({"filter": "linear"})) {
        assert_eq!(c[0], 3.0);
    }
}

// gather4 reads the most detailed level whatever the derivatives.
#[test]
fn gather4_reads_level_zero() {
    let shader = "ps_5_0
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps linear v1.xyzw
dcl_output o0.xyzw
gather4 o0.xyzw, v1.xyxx, t0.xyzw, s0.x
ret
";
    let out = run(
        shader,
        json!({
            "pixels": quad(16.0, 16.0),
            "resources": {"t0": {"width": 64, "height": 64, "mips": 7, "data": chain(64, 64, 7, 1, false)}},
        }),
    );
    assert_eq!(reg(&out["pixels"][0]["o0"]), [0.0; 4]);
}

// ld: srcAddress.w is the level; an address outside that level, or a
// level outside the chain, reads 0. Arrays keep each slice's whole chain
// together (Direct3D's subresource order).
#[test]
fn ld_reads_the_given_level() {
    let vs = "vs_5_0
dcl_resource_texture2darray (float,float,float,float) t0
dcl_input v0.xyzw
dcl_output o0.xyzw
ld o0.xyzw, v0.xyzw, t0.xyzw
ret
";
    let v = |x: i32, y: i32, s: i32, m: i32| json!({"v0": [format!("0x{x:08x}"), format!("0x{y:08x}"), format!("0x{s:08x}"), format!("0x{m:08x}")]});
    let out = run(
        vs,
        json!({
            "vertices": [v(3, 1, 0, 1), v(1, 0, 1, 2), v(4, 0, 0, 1), v(0, 0, 0, 3), v(0, 0, 2, 0)],
            "resources": {"t0": {"width": 8, "height": 4, "array": 2, "mips": 3, "data": chain(8, 4, 3, 2, true)}},
        }),
    );
    let o = |i: usize| reg(&out["vertices"][i]["o0"]);
    assert_eq!(o(0), [1.0, 3.0, 1.0, 1.0]);
    assert_eq!(o(1), [12.0, 1.0, 0.0, 1.0]);
    assert_eq!(o(2), [0.0; 4]);
    assert_eq!(o(3), [0.0; 4]);
    assert_eq!(o(4), [0.0; 4]);
}

// resinfo: [width, height, depth or array size, total-mip-count] of the
// given level; xyz as for an unbound resource (0) for a level outside the
// chain, w not affected; _rcpFloat gives 1/x of returned sizes (INF for an
// out-of-range level's 0), not of those not returned nor of array sizes.
#[test]
fn resinfo_with_levels() {
    let vs = "vs_5_0
dcl_resource_texture2darray (float,float,float,float) t0
dcl_resource_texture3d (float,float,float,float) t1
dcl_input v0.x
dcl_output o0.xyzw
dcl_output o1.xyzw
dcl_output o2.xyzw
resinfo o0.xyzw, v0.x, t0.xyzw
resinfo_rcpFloat o1.xyzw, v0.x, t0.xyzw
resinfo_uint o2.xyzw, v0.x, t1.xyzw
ret
";
    let out = run(
        vs,
        json!({
            "vertices": [{"v0": ["0x00000001"]}, {"v0": ["0x00000005"]}],
            "resources": {
                "t0": {"width": 8, "height": 4, "array": 3, "mips": 4, "data": chain(8, 4, 4, 3, false)},
                "t1": {"width": 4, "height": 2, "depth": 8, "mips": 4, "data": vec![json!([0]); 64 + 8 + 2 + 1]},
            },
        }),
    );
    let o = |i: usize, r: &str| reg(&out["vertices"][i][r]);
    assert_eq!(o(0, "o0"), [4.0, 2.0, 3.0, 4.0]);
    assert_eq!(o(0, "o1"), [0.25, 0.5, 3.0, 4.0]);
    // Out of range: the sizes (array size too) read as for an unbound
    // resource, 0; the reciprocal of a 0 width or height is INF.
    assert_eq!(o(1, "o0"), [0.0, 0.0, 0.0, 4.0]);
    assert_eq!(o(1, "o1"), [f32::INFINITY, f32::INFINITY, 0.0, 4.0]);
    let u = |i: usize| -> Vec<u32> { o(i, "o2").iter().map(|x| x.to_bits()).collect() };
    // A 3D texture's depth halves with the level: 4×2×8 → 2×1×4.
    assert_eq!(u(0), [2, 1, 4, 4]);
    assert_eq!(u(1), [0, 0, 0, 4]);
}

// A cube's derivatives are taken on the major face and scaled by half its
// side (§7.18.11): on +z at distance 1, a change of 2/16 × 4 in x per
// pixel is 4 texels of a 16-wide face → LOD 2.
#[test]
fn cube_lod_on_the_major_face() {
    let shader = "ps_5_0
dcl_sampler s0, mode_default
dcl_resource_texturecube (float,float,float,float) t0
dcl_input_ps linear v1.xyzw
dcl_output o0.xyzw
sample o0.xyzw, v1.xyzx, t0.xyzw, s0
ret
";
    let mut data = Vec::new();
    for _face in 0..6 {
        for m in 0..5u32 {
            let n = (16 >> m) * (16 >> m);
            data.extend(std::iter::repeat_n(json!([m, 0, 0, 1]), n));
        }
    }
    let d = 0.5;
    let p = |i: f32, j: f32| json!({"v1": [i * d, j * d * 0.25, 1, 0]});
    let out = run(
        shader,
        json!({
            "pixels": [p(0.0, 0.0), p(1.0, 0.0), p(0.0, 1.0), p(1.0, 1.0)],
            "resources": {"t0": {"width": 16, "height": 16, "mips": 5, "data": data}},
        }),
    );
    for k in 0..4 {
        assert_eq!(reg(&out["pixels"][k]["o0"])[0], 2.0);
    }
}

// Direct3D 9: texld from the quad, texldb biased by w, texldl at w,
// texldd with given derivatives (ps_3_0), texldl in vs_3_0; the sampler's
// mip_lod_bias (MIPMAPLODBIAS) applies (texldl page's reference
// algorithm: LOD = src0.w + LODBIAS).
#[test]
fn direct3d9_texture_instructions_choose_levels() {
    let ps = "ps_3_0
dcl_texcoord0 v0
dcl_2d s0
texld r0, v0, s0
mov oC0, r0
texldb r1, v0, s0
mov oC1, r1
texldl r2, v0, s0
mov oC2, r2
texldd r3, v0, s0, c0, c1
mov oC3, r3
";
    let p = |i: f32, j: f32| json!({"v0": [0.25 + i * 4.0 / 64.0, 0.25 + j / 64.0, 0, 1.0]});
    let out = run(
        ps,
        json!({
            "constants": {"c": [[0.125, 0, 0, 0], [0, 0, 0, 0]]},
            "pixels": [p(0.0, 0.0), p(1.0, 0.0), p(0.0, 1.0), p(1.0, 1.0)],
            "resources": {"s0": {"width": 64, "height": 64, "mips": 7, "data": chain(64, 64, 7, 1, false)}},
        }),
    );
    for k in 0..4 {
        let px = &out["pixels"][k];
        assert_eq!(reg(&px["oC0"])[0], 2.0, "texld");
        assert_eq!(reg(&px["oC1"])[0], 3.0, "texldb (w = 1)");
        assert_eq!(reg(&px["oC2"])[0], 1.0, "texldl (w = 1)");
        assert_eq!(reg(&px["oC3"])[0], 3.0, "texldd (8 texels)");
    }
    let vs = "vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord0 o1
dcl_2d s0
texldl o1, v0, s0
mov o0, v0
";
    let out = run(
        vs,
        json!({
            "vertices": [{"v0": [0.5, 0.5, 0, 2.0]}, {"v0": [0.5, 0.5, 0, 0.0]}],
            "resources": {"s0": {"width": 64, "height": 64, "mips": 7, "data": chain(64, 64, 7, 1, false)}},
            "samplers": {"s0": {"mip_lod_bias": 1.0}},
        }),
    );
    assert_eq!(reg(&out["vertices"][0]["o1"])[0], 3.0);
    assert_eq!(reg(&out["vertices"][1]["o1"])[0], 1.0);
}

// A 3D texture's levels halve in depth too: 4×4×4 with 3 levels holds
// 64 + 8 + 1 texels.
#[test]
fn volume_levels() {
    let vs = "vs_5_0
dcl_sampler s0, mode_default
dcl_resource_texture3d (float,float,float,float) t0
dcl_input v0.xyzw
dcl_output o0.xyzw
sample_l o0.xyzw, v0.xyzx, t0.xyzw, s0, v0.w
ret
";
    let mut data = vec![json!([0]); 64];
    data.extend(vec![json!([1]); 8]);
    data.push(json!([2]));
    let out = run(
        vs,
        json!({
            "vertices": [{"v0": [0.5, 0.5, 0.5, 1]}, {"v0": [0.5, 0.5, 0.5, 2]}],
            "resources": {"t0": {"width": 4, "height": 4, "depth": 4, "mips": 3, "data": data}},
        }),
    );
    assert_eq!(reg(&out["vertices"][0]["o0"])[0], 1.0);
    assert_eq!(reg(&out["vertices"][1]["o0"])[0], 2.0);
}

#[test]
fn bad_mip_inputs_are_errors() {
    let ps2 = &ps("sample", "");
    let pix = quad(1.0, 1.0);
    for (res, sampler, msg) in [
        (
            json!({"width": 4, "height": 4, "mips": 4, "data": chain(4, 4, 3, 1, false)}),
            json!({}),
            "mips: 1 to 3 levels for a 4×4 texture",
        ),
        (
            json!({"width": 4, "height": 4, "mips": 3, "data": chain(4, 4, 2, 1, false)}),
            json!({}),
            "20 texels given, 3 mip levels make 21",
        ),
        (
            json!({"width": 1, "data": [[0]]}),
            json!({"filter": "anisotropic", "min_filter": "point"}),
            "anisotropic filter has no min_filter",
        ),
        (
            json!({"width": 1, "data": [[0]]}),
            json!({"filter": "linear", "max_anisotropy": 4}),
            "max_anisotropy: 1 to 16, with",
        ),
        (
            json!({"width": 1, "data": [[0]]}),
            json!({"min_lod": "low"}),
            "min_lod: a finite number",
        ),
        (
            json!({"width": 1, "samples": 4, "data": [[0]]}),
            json!({}),
            "only a multisampled texture",
        ),
    ] {
        let e = run_err(
            ps2,
            json!({"pixels": pix, "resources": {"t0": res}, "samplers": {"s0": sampler}}),
        );
        assert!(e.contains(msg), "{e} (wanted {msg})");
    }
}

// Cube edges and corners (§7.18.12): a bilinear tap past a face's edge
// reads the adjacent face's texel; past a corner the missing texel's
// weight is shared evenly by the other three. Faces of 2×2 texels valued
// 10·face + 2·j + i.
#[test]
fn cube_filtering_spills_onto_adjacent_faces() {
    let vs = "vs_5_0
dcl_sampler s0, mode_default
dcl_resource_texturecube (float,float,float,float) t0
dcl_input v0.xyzw
dcl_output o0.xyzw
sample_l o0.xyzw, v0.xyzx, t0.xyzw, s0, l(0.000000)
ret
";
    let mut data = Vec::new();
    for face in 0..6 {
        for j in 0..2 {
            for i in 0..2 {
                data.push(json!([10 * face + 2 * j + i]));
            }
        }
    }
    let out = run(
        vs,
        json!({
            "vertices": [{"v0": [1, 0.5, 1, 0]}, {"v0": [1, -1, 1, 0]}, {"v0": [0.2, -0.1, 1, 0]}],
            "resources": {"t0": {"width": 2, "height": 2, "data": data}},
            "samplers": {"s0": {"filter": "linear"}},
        }),
    );
    let o = |k: usize| reg(&out["vertices"][k]["o0"])[0];
    // +z at u = 1, v = 0.25: half +z texel (1, 0) = 41, half the +x
    // face's first texel (0, 0) = 0.
    assert_eq!(o(0), 20.5);
    // +z's corner (u = v = 1): +z (1, 1) = 43, +x (0, 1) = 2, −y (1, 0)
    // = 31 (the −y face below +z), the fourth missing: (43 + 2 + 31) / 3.
    // (Weights 0.25 + 0.25/3 in single precision: within an ulp or two.)
    assert!((o(1) - (43.0 + 2.0 + 31.0) / 3.0).abs() < 1e-5, "{}", o(1));
    // Inside the face: the usual bilinear filter.
    let (u, v) = (
        (0.2f32 + 1.0) * 0.5 * 2.0 - 0.5,
        (0.1f32 + 1.0) * 0.5 * 2.0 - 0.5,
    );
    let (fx, fy) = (u - u.floor(), v - v.floor());
    let top = 40.0 * (1.0 - fx) + 41.0 * fx;
    let bottom = 42.0 * (1.0 - fx) + 43.0 * fx;
    assert_eq!(o(2), top * (1.0 - fy) + bottom * fy);
}

/// A pixel shader sampling t0 at v1.xy with the feedback form `op` (and
/// `extra` operands), writing the status and what check_access_fully_mapped
/// makes of it to o1.xy.
fn ps_feedback(op: &str, extra: &str) -> String {
    format!(
        "ps_5_0
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps linear v1.xyzw
dcl_output o0.xyzw
dcl_output o1.xyzw
dcl_temps 1
{op} o0.xyzw, r0.x, v1.xyxx, t0.xyzw, s0{extra}
check_access_fully_mapped r0.y, r0.x
mov o1.xy, r0.xyxx
mov o1.zw, l(0,0,0,0)
ret
"
    )
}

fn run_feedback(op: &str, extra: &str, pixels: Value) -> Vec<(Vec<f32>, Vec<u32>)> {
    let out = run(
        &ps_feedback(op, extra),
        json!({
            "pixels": pixels,
            "resources": {"t0": {"width": 64, "height": 64, "mips": 7, "data": chain(64, 64, 7, 1, false)}},
            "samplers": {"s0": {}},
        }),
    );
    out["pixels"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                reg(&p["o0"]),
                reg(&p["o1"]).iter().map(|x| x.to_bits()).collect(),
            )
        })
        .collect()
}

// The tiled-resource feedback forms: the base instruction's result, the
// status of a resource whose every tile is mapped (0, which
// check_access_fully_mapped reads as mapped: all ones), and for the _cl_
// forms a level of detail raised to the clamp (0: no clamp). The quad's
// LOD is 2 (4 texels a pixel in x).
#[test]
fn feedback_forms_sample_as_their_base_and_report_mapped() {
    for (clamp, level) in [("0.000000", 2.0), ("1.000000", 2.0), ("4.000000", 4.0)] {
        let extra = format!(", l({clamp})");
        for (c, st) in run_feedback("sample_cl_s", &extra, quad(4.0, 1.0)) {
            assert_eq!(c[0], level, "clamp {clamp}");
            assert_eq!(st[..2], [0, u32::MAX]);
        }
    }
    // Magnified (LOD -1): a clamp of 0 leaves it, level 0.
    for (c, _) in run_feedback("sample_cl_s", ", l(0.000000)", quad(0.5, 0.5)) {
        assert_eq!(c[0], 0.0);
    }
    // sample_b_cl_s: bias 1 on LOD 2 is 3, clamped up to 5.
    for (c, _) in run_feedback(
        "sample_b_cl_s",
        ", l(1.000000), l(5.000000)",
        quad(4.0, 1.0),
    ) {
        assert_eq!(c[0], 5.0);
    }
    // sample_d_cl_s: given derivatives (LOD 3), clamp 1 leaves it.
    let d = ", l(0.125000, 0.000000, 0.000000, 0.000000), l(0.000000, 0.015625, 0.000000, 0.000000), l(1.000000)";
    for (c, _) in run_feedback("sample_d_cl_s", d, quad(0.0, 0.0)) {
        assert_eq!(c[0], 3.0);
    }
    // sample_l_s: the given level.
    for (c, st) in run_feedback("sample_l_s", ", l(5.000000)", quad(4.0, 1.0)) {
        assert_eq!(c[0], 5.0);
        assert_eq!(st[..2], [0, u32::MAX]);
    }
}
