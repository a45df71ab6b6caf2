//! The Direct3D 9 pixel-shader interpreter (ps_2_0, ps_2_x, ps_3_0) and
//! vertex texture fetch: Microsoft-compiled corpus shaders checked against
//! the same math written in Rust from their HLSL source (with a sampler
//! written here from the filtering rules in docs/run.md), hand-written
//! programs for texkill, dsx/dsy, texld filtering, vPos and vFace with
//! results from Microsoft's instruction pages, and bad inputs giving
//! errors.

use super::common::{comp, px, run, run_bytes};
use dxsm::run::{run_text, DEFAULT_MAX_STEPS};
use serde_json::{json, Value};

const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus/sm1-3/hlsl/out/");

fn corpus(name: &str) -> Vec<u8> {
    std::fs::read(format!("{CORPUS}{name}")).unwrap()
}

fn run_err(shader: &[u8], input: Value) -> String {
    run_text(shader, &input.to_string(), DEFAULT_MAX_STEPS)
        .unwrap_err()
        .to_string()
}

fn discarded(out: &Value, i: usize) -> bool {
    out["pixels"][i]["discarded"] == json!(true)
}

fn close(got: &[f32], want: &[f32], what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: {got:?} vs {want:?}");
    for (g, w) in got.iter().zip(want) {
        let tol = 1e-5 * w.abs().max(1.0);
        assert!(
            (g - w).abs() <= tol || g == w,
            "{what}: got {got:?}, want {want:?}"
        );
    }
}

type V4 = [f32; 4];

/// A 2D texture for the reference sampler below.
struct Tex {
    w: usize,
    h: usize,
    texels: Vec<V4>,
}

impl Tex {
    fn json(&self) -> Value {
        json!({"width": self.w, "height": self.h, "data": self.texels})
    }

    /// Texel (i, j) clamped or wrapped.
    fn at(&self, i: i64, j: i64, wrap: bool) -> V4 {
        let fix = |k: i64, n: usize| {
            if wrap {
                k.rem_euclid(n as i64) as usize
            } else {
                k.clamp(0, n as i64 - 1) as usize
            }
        };
        self.texels[fix(j, self.h) * self.w + fix(i, self.w)]
    }

    /// Point: texel floor(u·w), floor(v·h).
    fn point(&self, u: f32, v: f32, wrap: bool) -> V4 {
        let i = (u * self.w as f32).floor() as i64;
        let j = (v * self.h as f32).floor() as i64;
        self.at(i, j, wrap)
    }

    /// Bilinear around (u·w − ½, v·h − ½).
    fn linear(&self, u: f32, v: f32, wrap: bool) -> V4 {
        let x = u * self.w as f32 - 0.5;
        let y = v * self.h as f32 - 0.5;
        let (i, j) = (x.floor() as i64, y.floor() as i64);
        let (fx, fy) = (x - x.floor(), y - y.floor());
        let mix =
            |a: V4, b: V4, t: f32| -> V4 { std::array::from_fn(|c| a[c] * (1.0 - t) + b[c] * t) };
        let top = mix(self.at(i, j, wrap), self.at(i + 1, j, wrap), fx);
        let bottom = mix(self.at(i, j + 1, wrap), self.at(i + 1, j + 1, wrap), fx);
        mix(top, bottom, fy)
    }
}

/// A 4×4 texture with distinct texels and alphas from 0 to 15/16.
fn tex4() -> Tex {
    Tex {
        w: 4,
        h: 4,
        texels: (0..16)
            .map(|k| {
                let k = k as f32;
                [
                    k / 16.0,
                    1.0 - k / 16.0,
                    (k * 7.0 % 16.0) / 16.0,
                    ((k * 5.0) % 16.0) / 16.0,
                ]
            })
            .collect(),
    }
}

/// Texture coordinates spread over (and beyond) the texture.
fn uvs() -> Vec<[f32; 2]> {
    vec![
        [0.1, 0.1],
        [0.3, 0.6],
        [0.55, 0.2],
        [0.9, 0.95],
        [0.4, 0.4],
        [1.3, -0.2],
        [0.7, 0.8],
        [0.05, 0.7],
    ]
}

#[test]
fn texture_and_discard_ps_2_0_and_ps_3_0() {
    // float4 c = tex2D(g_tex, uv); if (c.a < g_ref) discard; return c;
    let tex = tex4();
    let g_ref = 0.4f32;
    for (file, input, linear) in [
        ("discard_clip.ps_main.ps_2_0.o", "t0", false),
        ("discard_clip.ps_main.ps_2_a.o", "t0", true),
        ("discard_clip.ps_main.ps_3_0.o", "v0", true),
        ("discard_clip.ps_main.ps_3_0.o", "v0", false),
    ] {
        let pixels: Vec<Value> = uvs().iter().map(|uv| json!({ input: uv })).collect();
        let filter = if linear { "linear" } else { "point" };
        let out = run_bytes(
            &corpus(file),
            &json!({
                "constants": {"c": [[g_ref, 0, 0, 0]]},
                "pixels": pixels,
                "resources": {"s0": tex.json()},
                "samplers": {"s0": {"filter": filter, "address": "clamp"}}
            }),
        );
        let mut kept = 0;
        for (i, uv) in uvs().iter().enumerate() {
            let c = if linear {
                tex.linear(uv[0], uv[1], false)
            } else {
                tex.point(uv[0], uv[1], false)
            };
            let what = format!("{file} {filter} pixel {i}");
            if c[3] < g_ref {
                assert!(discarded(&out, i), "{what}: {out}");
            } else {
                kept += 1;
                close(&px(&out, i, "oC0"), &c, &what);
            }
        }
        assert!(kept > 0 && kept < 8, "{file}: {kept} kept");
    }
}

#[test]
fn clip_ps_2_0_and_ps_3_0() {
    // clip(uvw.xyz - 0.25); clip(col.a - g_ref); return col;
    let g_ref = 0.5f32;
    let cases: Vec<(V4, V4)> = vec![
        ([0.3, 0.3, 0.3, -5.0], [0.1, 0.2, 0.3, 0.9]),
        ([0.3, 0.2, 0.3, 1.0], [0.1, 0.2, 0.3, 0.9]),
        ([0.3, 0.3, 0.1, 1.0], [0.1, 0.2, 0.3, 0.9]),
        ([0.25, 0.9, 0.5, 1.0], [0.4, 0.5, 0.6, 0.4]),
        ([0.25, 0.9, 0.5, 1.0], [0.4, 0.5, 0.6, 0.5]),
        ([0.1, 0.9, 0.5, 1.0], [0.4, 0.5, 0.6, 1.0]),
    ];
    for (file, uvw, col) in [
        ("discard_clip.ps_clip.ps_2_0.o", "t0", "v0"),
        ("discard_clip.ps_clip.ps_3_0.o", "v0", "v1"),
    ] {
        let pixels: Vec<Value> = cases
            .iter()
            .map(|(u, c)| json!({ uvw: u, col: c }))
            .collect();
        let out = run_bytes(
            &corpus(file),
            &json!({"constants": {"c": [[g_ref]]}, "pixels": pixels}),
        );
        for (i, (u, c)) in cases.iter().enumerate() {
            let killed = u[..3].iter().any(|x| x - 0.25 < 0.0) || c[3] - g_ref < 0.0;
            if killed {
                assert!(discarded(&out, i), "{file} pixel {i}: {out}");
            } else {
                close(&px(&out, i, "oC0"), c, &format!("{file} pixel {i}"));
            }
        }
    }
}

fn frac(x: f32) -> f32 {
    x - x.floor()
}

fn smoothstep(a: f32, b: f32, x: f32) -> f32 {
    let t = ((x - a) / (b - a)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

#[test]
fn derivatives_fine_on_quads() {
    // float2 g = frac(uv * L.x); float2 w = fwidth(uv * L.x);
    // float2 a = smoothstep(0, w*L.y, g) * smoothstep(0, w*L.y, 1 - g);
    // float3 n = normalize(cross(ddx(wp), ddy(wp)));
    // return float4(n * 0.5 + 0.5, a.x * a.y);
    let line = [3.0f32, 1.5, 0.0, 0.0];
    // Two quads; inputs not linear, so fine and coarse differ.
    let uv: Vec<[f32; 2]> = vec![
        [0.10, 0.20],
        [0.17, 0.22],
        [0.12, 0.31],
        [0.21, 0.30],
        [0.50, 0.55],
        [0.58, 0.54],
        [0.49, 0.66],
        [0.61, 0.69],
    ];
    let wp: Vec<[f32; 3]> = vec![
        [0.0, 0.0, 1.0],
        [1.0, 0.1, 1.2],
        [0.1, 1.0, 0.9],
        [1.3, 1.2, 1.6],
        [2.0, 0.5, -1.0],
        [2.5, 0.4, -1.1],
        [2.1, 1.5, -0.7],
        [2.2, 1.1, -0.2],
    ];
    for (file, tu, tw) in [
        ("derivatives.ps_main.ps_3_0.o", "v0", "v1"),
        ("derivatives.ps_main.ps_2_a.o", "t0", "t1"),
    ] {
        let pixels: Vec<Value> = (0..8).map(|i| json!({ tu: uv[i], tw: wp[i] })).collect();
        let out = run_bytes(
            &corpus(file),
            &json!({"constants": {"c": [line]}, "pixels": pixels}),
        );
        for i in 0..8 {
            let q = i & !3;
            let k = i & 3;
            // Fine: dx along the pixel's row, dy along its column.
            let (l, r) = (q + (k & 2), q + (k & 2) + 1);
            let (t, b) = (q + (k & 1), q + (k & 1) + 2);
            let s = |j: usize, c: usize| uv[j][c] * line[0];
            let a: [f32; 2] = std::array::from_fn(|c| {
                let g = frac(s(i, c));
                let w = (s(r, c) - s(l, c)).abs() + (s(b, c) - s(t, c)).abs();
                smoothstep(0.0, w * line[1], g) * smoothstep(0.0, w * line[1], 1.0 - g)
            });
            let dx: [f32; 3] = std::array::from_fn(|c| wp[r][c] - wp[l][c]);
            let dy: [f32; 3] = std::array::from_fn(|c| wp[b][c] - wp[t][c]);
            let n = [
                dx[1] * dy[2] - dx[2] * dy[1],
                dx[2] * dy[0] - dx[0] * dy[2],
                dx[0] * dy[1] - dx[1] * dy[0],
            ];
            let len = (n[0] * n[0] + n[1] * n[1] + n[2] * n[2]).sqrt();
            let want = [
                n[0] / len * 0.5 + 0.5,
                n[1] / len * 0.5 + 0.5,
                n[2] / len * 0.5 + 0.5,
                a[0] * a[1],
            ];
            let got = px(&out, i, "oC0");
            for c in 0..4 {
                assert!(
                    (got[c] - want[c]).abs() < 1e-4,
                    "{file} pixel {i}: got {got:?}, want {want:?}"
                );
            }
        }
    }
}

#[test]
fn vpos_checker_over_a_grid() {
    // float2 q = vpos * g_screen.zw;
    // float checker = fmod(floor(vpos.x / 8) + floor(vpos.y / 8), 2);
    // return float4(q, checker, 1);
    let (w, h) = (20usize, 11usize);
    let screen = [w as f32, h as f32, 1.0 / w as f32, 1.0 / h as f32];
    let out = run_bytes(
        &corpus("vpos_vface.ps_main.ps_3_0.o"),
        &json!({"constants": {"c": [screen]}, "grid": {"width": w, "height": h}}),
    );
    assert_eq!(out["width"], json!(w));
    assert_eq!(out["pixels"].as_array().unwrap().len(), w * h);
    for y in 0..h {
        for x in 0..w {
            // vPos is the pixel's (x, y): Direct3D 9 pixel centres are at
            // integer coordinates.
            let (fx, fy) = (x as f32, y as f32);
            let checker = ((fx / 8.0).floor() + (fy / 8.0).floor()) % 2.0;
            let want = [fx * screen[2], fy * screen[3], checker, 1.0];
            close(
                &px(&out, y * w + x, "oC0"),
                &want,
                &format!("pixel ({x}, {y})"),
            );
        }
    }
}

#[test]
fn vface_front_and_back() {
    // return face > 0 ? c : c.bgra * 0.5;
    let c: V4 = [0.1, 0.2, 0.3, 0.4];
    let faces = [1.0f32, -1.0, 250.0, -0.5, 3.0];
    let mut pixels: Vec<Value> = faces
        .iter()
        .map(|f| json!({"v0": c, "vFace": [f]}))
        .collect();
    // Not given: front facing.
    pixels.push(json!({"v0": c}));
    let out = run_bytes(
        &corpus("vpos_vface.ps_face.ps_3_0.o"),
        &json!({ "pixels": pixels }),
    );
    for (i, f) in faces.iter().chain([1.0f32].iter()).enumerate() {
        let want = if *f > 0.0 {
            c
        } else {
            [c[2] * 0.5, c[1] * 0.5, c[0] * 0.5, c[3] * 0.5]
        };
        close(&px(&out, i, "oC0"), &want, &format!("face {f}"));
    }
}

#[test]
fn multiple_render_targets_and_depth() {
    // o.c0 = tex2D(g_albedo, uv); o.c1 = float4(normalize(n) * 0.5 + 0.5, 1);
    // o.c2 = float4(z, z * z, 0, 0); o.c3 = g_params;
    // o.d = saturate(z * g_params.x + g_params.y);
    let tex = tex4();
    let params: V4 = [2.0, -0.25, 0.5, 0.75];
    let cases: Vec<([f32; 2], [f32; 3], f32)> = vec![
        ([0.3, 0.7], [1.0, 2.0, 2.0], 0.3),
        ([0.8, 0.1], [0.0, -3.0, 4.0], 0.9),
        ([0.5, 0.5], [-1.0, 0.0, 0.0], 0.05),
        ([0.2, 0.4], [0.3, 0.3, -0.9], 0.6),
    ];
    for (file, inputs) in [
        ("mrt_depth.ps_main.ps_2_0.o", ["t0", "t1", "t2"]),
        ("mrt_depth.ps_main.ps_3_0.o", ["v0", "v1", "v2"]),
    ] {
        let pixels: Vec<Value> = cases
            .iter()
            .map(|(uv, n, z)| json!({inputs[0]: uv, inputs[1]: n, inputs[2]: [z]}))
            .collect();
        let out = run_bytes(
            &corpus(file),
            &json!({
                "constants": {"c": [params]},
                "pixels": pixels,
                "resources": {"s0": tex.json()},
                "samplers": {"s0": {"filter": "linear"}}
            }),
        );
        for (i, (uv, n, z)) in cases.iter().enumerate() {
            let what = format!("{file} pixel {i}");
            close(&px(&out, i, "oC0"), &tex.linear(uv[0], uv[1], false), &what);
            let len = (n[0] * n[0] + n[1] * n[1] + n[2] * n[2]).sqrt();
            let c1: Vec<f32> = n.iter().map(|x| x / len * 0.5 + 0.5).chain([1.0]).collect();
            close(&px(&out, i, "oC1"), &c1, &what);
            close(&px(&out, i, "oC2"), &[*z, z * z, 0.0, 0.0], &what);
            close(&px(&out, i, "oC3"), &params, &what);
            let d = (z * params[0] + params[1]).clamp(0.0, 1.0);
            close(&[comp(&out["pixels"][i]["oDepth"])], &[d], &what);
        }
    }
}

#[test]
fn texldp_texldb_texldl_texldd() {
    let a = tex4();
    let b = Tex {
        w: 2,
        h: 2,
        texels: vec![
            [1.0, 0.0, 0.0, 1.0],
            [0.0, 1.0, 0.0, 1.0],
            [0.0, 0.0, 1.0, 1.0],
            [1.0, 1.0, 1.0, 0.0],
        ],
    };
    let uv = uvs();
    // tex2Dproj(g_s1, uvq): uv = uvq.xy / uvq.w (s1 is the shader's only
    // sampler, bound to s0).
    let q = [2.0f32, 0.5, 4.0, 1.0, 2.5, 8.0, 1.5, 3.0];
    for file in [
        "tex_lod_bias_grad.ps_proj.ps_2_0.o",
        "tex_lod_bias_grad.ps_proj.ps_3_0.o",
    ] {
        let key = if file.contains("3_0") { "v0" } else { "t0" };
        let pixels: Vec<Value> = (0..8)
            .map(|i| json!({key: [uv[i][0] * q[i], uv[i][1] * q[i], 0.5, q[i]]}))
            .collect();
        let out = run_bytes(
            &corpus(file),
            &json!({"pixels": pixels, "resources": {"s0": a.json()},
                    "samplers": {"s0": {"filter": "linear", "address": "wrap"}}}),
        );
        for (i, uv) in uv.iter().enumerate() {
            let u = uv[0] * q[i] / q[i];
            let v = uv[1] * q[i] / q[i];
            close(
                &px(&out, i, "oC0"),
                &a.linear(u, v, true),
                &format!("{file} {i}"),
            );
        }
    }
    // tex2Dbias(g_s0, float4(uv, 0, g_lod)) * 0.75: one mip level, the bias
    // does not matter.
    let pixels: Vec<Value> = uv.iter().map(|x| json!({ "t0": x })).collect();
    let out = run_bytes(
        &corpus("tex_lod_bias_grad.ps_bias.ps_2_0.o"),
        &json!({"constants": {"c": [[3.0]]}, "pixels": pixels,
                "resources": {"s0": a.json()}, "samplers": {"s0": {"address": "wrap"}}}),
    );
    for (i, x) in uv.iter().enumerate() {
        let want = a.point(x[0], x[1], true).map(|c| c * 0.75);
        close(&px(&out, i, "oC0"), &want, &format!("bias {i}"));
    }
    // tex2Dlod(g_s0, float4(uv, 0, g_lod)) + tex2Dlod(g_s1, float4(uv * 2, 0, 0)).
    let pixels: Vec<Value> = uv.iter().map(|x| json!({ "v0": x })).collect();
    let out = run_bytes(
        &corpus("tex_lod_bias_grad.ps_lod.ps_3_0.o"),
        &json!({"constants": {"c": [[5.0]]}, "pixels": pixels,
                "resources": {"s0": a.json(), "s1": b.json()},
                "samplers": {"s0": {"filter": "point", "address": "clamp"},
                             "s1": {"filter": "linear", "address": "wrap"}}}),
    );
    for (i, x) in uv.iter().enumerate() {
        let p = a.point(x[0], x[1], false);
        let l = b.linear(x[0] * 2.0, x[1] * 2.0, true);
        let want: V4 = std::array::from_fn(|c| p[c] + l[c]);
        close(&px(&out, i, "oC0"), &want, &format!("lod {i}"));
    }
    // tex2Dgrad(g_s0, uv, d * g_lod, d.yx): gradients do not matter.
    let pixels: Vec<Value> = uv
        .iter()
        .map(|x| json!({ "v0": x, "v1": [0.01, 0.02] }))
        .collect();
    let out = run_bytes(
        &corpus("tex_lod_bias_grad.ps_grad.ps_3_0.o"),
        &json!({"constants": {"c": [[5.0]]}, "pixels": pixels,
                "resources": {"s0": a.json()}, "samplers": {"s0": {"filter": "linear"}}}),
    );
    for (i, x) in uv.iter().enumerate() {
        close(
            &px(&out, i, "oC0"),
            &a.linear(x[0], x[1], false),
            &format!("grad {i}"),
        );
    }
}

#[test]
fn cube_and_volume_textures() {
    // float4 e = texCUBE(g_env, r); float4 v = tex3D(g_vol, p * g_scale.xyz);
    // return lerp(e, v, g_scale.w);
    let faces: Vec<V4> = (0..6)
        .map(|f| [f as f32 / 8.0, 1.0, 0.25 * (f % 3) as f32, 1.0])
        .collect();
    let vol: Vec<V4> = (0..8)
        .map(|k| [(k & 1) as f32, ((k >> 1) & 1) as f32, (k >> 2) as f32, 0.5])
        .collect();
    let scale: V4 = [0.5, 0.5, 0.5, 0.25];
    // Direction → face by its largest axis (+x, -x, +y, -y, +z, -z).
    let dirs: Vec<([f32; 3], usize)> = vec![
        ([2.0, 0.5, -0.3], 0),
        ([-3.0, 1.0, 1.0], 1),
        ([0.1, 5.0, -0.2], 2),
        ([0.3, -0.7, 0.1], 3),
        ([0.3, 0.2, 0.9], 4),
        ([-0.3, 0.2, -0.9], 5),
    ];
    let points: Vec<[f32; 3]> = vec![
        [0.2, 0.2, 0.2],
        [1.8, 0.2, 0.2],
        [0.2, 1.8, 0.2],
        [1.8, 1.8, 1.8],
        [0.2, 0.2, 1.8],
        [1.8, 0.2, 1.8],
    ];
    let pixels: Vec<Value> = (0..6)
        .map(|i| json!({"t0": dirs[i].0, "t1": points[i]}))
        .collect();
    let out = run_bytes(
        &corpus("tex_cube_volume.ps_main.ps_2_0.o"),
        &json!({
            "constants": {"c": [scale]},
            "pixels": pixels,
            "resources": {"s0": {"width": 1, "height": 1, "data": faces},
                          "s1": {"width": 2, "height": 2, "depth": 2, "data": vol}}
        }),
    );
    for i in 0..6 {
        let e = faces[dirs[i].1];
        let p = points[i];
        let t: Vec<usize> = (0..3)
            .map(|c| ((p[c] * scale[c] * 2.0).floor() as usize).min(1))
            .collect();
        let v = vol[t[2] * 4 + t[1] * 2 + t[0]];
        let want: V4 = std::array::from_fn(|c| e[c] + scale[3] * (v[c] - e[c]));
        close(&px(&out, i, "oC0"), &want, &format!("pixel {i}"));
    }
}

#[test]
fn vertex_texture_fetch() {
    // float h = tex2Dlod(g_height, float4(uv, 0, 0)).r; p.y += h * g_amp;
    // o.p = mul(p, g_mvp); o.uv = uv; o.h = h;
    let height = Tex {
        w: 4,
        h: 1,
        texels: vec![
            [0.0; 4],
            [1.0, 0.0, 0.0, 0.0],
            [3.0, 0.0, 0.0, 0.0],
            [2.0, 9.0, 9.0, 9.0],
        ],
    };
    // g_mvp (c0..c3, one column per register), g_amp c4.
    let m: [V4; 4] = [
        [1.0, 0.0, 0.0, 0.5],
        [0.0, 2.0, 0.0, 0.0],
        [0.0, 0.0, 1.0, 0.0],
        [0.0, 0.0, 0.5, 1.0],
    ];
    let amp = 0.5f32;
    let verts: Vec<(V4, [f32; 2])> = vec![
        ([1.0, 1.0, 1.0, 1.0], [0.1, 0.5]),
        ([0.0, -1.0, 2.0, 1.0], [0.4, 0.5]),
        ([3.0, 0.0, 0.0, 1.0], [0.6, 0.5]),
        ([1.0, 2.0, 3.0, 1.0], [0.45, 0.5]),
    ];
    let mut c: Vec<V4> = m.to_vec();
    c.push([amp, 0.0, 0.0, 0.0]);
    let vertices: Vec<Value> = verts
        .iter()
        .map(|(p, uv)| json!({"v0": p, "v1": uv}))
        .collect();
    let out = run_bytes(
        &corpus("vertex_texture.vs_main.vs_3_0.o"),
        &json!({"constants": {"c": c}, "vertices": vertices,
                "resources": {"s0": height.json()},
                "samplers": {"s0": {"filter": "linear"}}}),
    );
    for (i, (p, uv)) in verts.iter().enumerate() {
        let h = height.linear(uv[0], uv[1], false)[0];
        let mut q = *p;
        q[1] += h * amp;
        let o: Vec<f32> = (0..4)
            .map(|j| (0..4).map(|k| q[k] * m[j][k]).sum())
            .collect();
        let get = |r: &str| -> Vec<f32> {
            out["vertices"][i][r]
                .as_array()
                .unwrap()
                .iter()
                .map(comp)
                .collect()
        };
        close(&get("o0"), &o, &format!("vertex {i}"));
        close(&get("o1"), uv, &format!("vertex {i}"));
        close(&get("o2"), &[h], &format!("vertex {i}"));
    }
}

#[test]
fn texkill_tests_all_four_from_ps_2_0() {
    // From ps_2_0 on the pixel is cancelled when any of x, y, z, w is below
    // 0: Microsoft's compiler turns `clip(v.xyz)` into `mov r0.xyz, t0` /
    // `mov r0.w, t0.z` / `texkill r0` and `clip(v.w)` into `mov r0, t0.w` /
    // `texkill r0` (oracle, d3dcompiler_47), so it relies on w being tested.
    // (ps_1_x tests x, y, z: tests/root/run_sm1_ps1.rs.)
    let ps = "ps_2_0\ndcl t0\ntexkill t0\nmov oC0, t0\n";
    let cases: Vec<(V4, bool)> = vec![
        ([0.0, 0.0, 0.0, -1.0], true),
        ([0.0, 0.0, 0.0, -0.0], false),
        ([-0.01, 1.0, 1.0, 1.0], true),
        ([1.0, -2.0, 1.0, 1.0], true),
        ([1.0, 2.0, -0.5, 1.0], true),
        ([1.0, 2.0, 3.0, 4.0], false),
        // -0 is not below 0.
        ([-0.0, 0.5, 0.5, 0.5], false),
    ];
    let pixels: Vec<Value> = cases
        .iter()
        .map(|(t, _)| json!({"t0": t.map(|x| format!("0x{:08x}", x.to_bits()))}))
        .collect();
    let out = run(ps, json!({ "pixels": pixels }));
    for (i, (t, killed)) in cases.iter().enumerate() {
        assert_eq!(discarded(&out, i), *killed, "pixel {i}: {out}");
        if !killed {
            assert_eq!(out["pixels"][i]["oC0"].as_array().unwrap().len(), 4);
            let got = px(&out, i, "oC0");
            assert_eq!(got[1..], t[1..], "pixel {i}");
        }
    }
    // Work after a texkill does not happen for a discarded pixel, and the
    // other pixels of the quad still see its registers for dsx.
    let ps = "ps_2_x\ndcl t0\ntexkill t0\ndsx r0, t0\nmov oC0, r0\n";
    let out = run(
        ps,
        json!({"pixels": [{"t0": [1, 1, 1, 1]}, {"t0": [-5, 2, 2, 2]}, {"t0": [3, 3, 3, 3]}, {"t0": [7, 4, 4, 4]}]}),
    );
    assert!(discarded(&out, 1));
    close(&px(&out, 0, "oC0"), &[-6.0, 1.0, 1.0, 1.0], "pixel 0");
    close(&px(&out, 2, "oC0"), &[4.0, 1.0, 1.0, 1.0], "pixel 2");
}

#[test]
fn dsx_dsy_fine_on_a_quad() {
    // dsx: right minus left along the pixel's own row; dsy: bottom minus
    // top along its own column (quad order: TL, TR, BL, BR).
    let ps = "ps_2_x\ndcl t0\ndsx r0, t0\ndsy r1, t0\nmov oC0, r0\nmov oC1, r1\n";
    let vals = [0.0f32, 1.0, 10.0, 13.0, 100.0, 104.0, 90.0, 70.0];
    let pixels: Vec<Value> = vals.iter().map(|v| json!({"t0": [v, 2.0 * v]})).collect();
    let out = run(ps, json!({ "pixels": pixels }));
    for i in 0..8 {
        let (q, k) = (i & !3, i & 3);
        let dx = vals[q + (k | 1)] - vals[q + (k & 2)];
        let dy = vals[q + (k | 2)] - vals[q + (k & 1)];
        close(
            &px(&out, i, "oC0"),
            &[dx, 2.0 * dx, 0.0, 0.0],
            &format!("dsx {i}"),
        );
        close(
            &px(&out, i, "oC1"),
            &[dy, 2.0 * dy, 0.0, 0.0],
            &format!("dsy {i}"),
        );
    }
    // A short last quad is completed with helper copies of its first
    // pixel: derivatives towards them are 0 and they print nothing.
    let out = run(ps, json!({"pixels": [{"t0": [5]}, {"t0": [8]}]}));
    assert_eq!(out["pixels"].as_array().unwrap().len(), 2);
    close(&px(&out, 0, "oC0"), &[3.0, 0.0, 0.0, 0.0], "dsx");
    close(&px(&out, 1, "oC1"), &[-3.0, 0.0, 0.0, 0.0], "dsy");
    // Over a grid, inputs interpolate at pixel centres, so a linear input
    // has constant derivatives.
    let out = run(
        ps,
        json!({"grid": {"width": 3, "height": 3, "inputs": {"t0": [[0, 0], [6, 0], [0, 9], [6, 9]]}}}),
    );
    for i in 0..9 {
        close(
            &px(&out, i, "oC0"),
            &[2.0, 0.0, 0.0, 0.0],
            &format!("grid dsx {i}"),
        );
        close(
            &px(&out, i, "oC1"),
            &[0.0, 3.0, 0.0, 0.0],
            &format!("grid dsy {i}"),
        );
    }
}

#[test]
fn texld_point_and_linear() {
    let ps = "ps_2_0\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n";
    let tex = json!({"width": 2, "height": 1, "data": [[0, 0, 0, 1], [1, 0.5, 0.25, 0]]});
    let pixels =
        json!([{"t0": [0.5, 0.5]}, {"t0": [0.25, 0.5]}, {"t0": [0.375, 0.5]}, {"t0": [0.49, 0.5]}]);
    let point = run(
        ps,
        json!({"pixels": pixels, "resources": {"s0": tex}, "samplers": {"s0": {"filter": "point"}}}),
    );
    // Point: texel floor(u × 2).
    close(&px(&point, 0, "oC0"), &[1.0, 0.5, 0.25, 0.0], "point 0.5");
    close(&px(&point, 1, "oC0"), &[0.0, 0.0, 0.0, 1.0], "point 0.25");
    close(&px(&point, 3, "oC0"), &[0.0, 0.0, 0.0, 1.0], "point 0.49");
    // Linear: around u × 2 − 0.5; texel centres at 0.25 and 0.75.
    let linear = run(
        ps,
        json!({"pixels": pixels, "resources": {"s0": tex}, "samplers": {"s0": {"filter": "linear"}}}),
    );
    close(
        &px(&linear, 0, "oC0"),
        &[0.5, 0.25, 0.125, 0.5],
        "linear 0.5",
    );
    close(&px(&linear, 1, "oC0"), &[0.0, 0.0, 0.0, 1.0], "linear 0.25");
    close(
        &px(&linear, 2, "oC0"),
        &[0.25, 0.125, 0.0625, 0.75],
        "linear 0.375",
    );
    // No sampler state given: point, clamp.
    let out = run(
        ps,
        json!({"pixels": [{"t0": [7.0, 0.5]}], "resources": {"s0": tex}}),
    );
    close(&px(&out, 0, "oC0"), &[1.0, 0.5, 0.25, 0.0], "default clamp");
    // The sampler's swizzle picks the result's components (ps_2_x).
    let ps = "ps_2_x\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0.wzyx\nmov oC0, r0\n";
    let out = run(
        ps,
        json!({"pixels": [{"t0": [0.75, 0.5]}], "resources": {"s0": tex}}),
    );
    close(&px(&out, 0, "oC0"), &[0.0, 0.25, 0.5, 1.0], "swizzle");
}

#[test]
fn vpos_vface_hand_written() {
    // vPos: the pixel's (x, y); vFace: the sign tells the facing (front
    // by default, given as 1.0).
    let ps = "ps_3_0\ndef c0, 1, -1, 0, 0\ndcl vPos.xy\ndcl vFace\ncmp r0.x, vFace, c0.x, c0.y\nmov oC0.xy, vPos\nmov oC0.z, r0.x\nmov oC0.w, c0.z\n";
    let out = run(ps, json!({"grid": {"width": 3, "height": 2}}));
    for y in 0..2 {
        for x in 0..3 {
            close(
                &px(&out, y * 3 + x, "oC0"),
                &[x as f32, y as f32, 1.0, 0.0],
                &format!("({x}, {y})"),
            );
        }
    }
    let out = run(
        ps,
        json!({"pixels": [{"vFace": -2.0, "vPos": [40, 50]}, {}]}),
    );
    close(&px(&out, 0, "oC0"), &[40.0, 50.0, -1.0, 0.0], "given");
    close(&px(&out, 1, "oC0"), &[1.0, 0.0, 1.0, 0.0], "defaults");
}

#[test]
fn outputs_and_flow_control() {
    // ps_3_0 with loop, if and predication writes oC1 and oDepth.
    let ps = "ps_3_0\ndefi i0, 3, 0, 1, 0\ndef c1, 0, 1, 0.25, 0\ndcl_texcoord v0\nmov r0, c1.x\nloop aL, i0\nadd r0, r0, v0\nendloop\nsetp_gt p0.x, r0.x, c1.y\n(p0.x) mov r0.y, c1.z\nmov oC1, r0\nif_lt v0.x, c1.x\nmov oDepth, c1.z\nelse\nmov oDepth, v0.x\nendif\n";
    let out = run(
        ps,
        json!({"pixels": [{"v0": [1, 2, 3, 4]}, {"v0": [-1, 2, 3, 4]}, {"v0": [0.125, 1, 1, 1]}]}),
    );
    close(&px(&out, 0, "oC1"), &[3.0, 0.25, 9.0, 12.0], "loop 0");
    // oDepth is clamped to its range [0, 1].
    assert_eq!(comp(&out["pixels"][0]["oDepth"]), 1.0);
    close(&px(&out, 1, "oC1"), &[-3.0, 6.0, 9.0, 12.0], "loop 1");
    assert_eq!(comp(&out["pixels"][1]["oDepth"]), 0.25);
    assert_eq!(comp(&out["pixels"][2]["oDepth"]), 0.125);
    assert!(out["pixels"][0].get("oC0").is_none());
    // cmp and dp2add (ps_2_0 instruction pages).
    let ps = "ps_2_0\ndcl t0\ndcl t1\ncmp r0, t0, t1, -t1\ndp2add r1.x, t0, t1, t1.w\nmov r0.w, r1.x\nmov oC0, r0\n";
    let out = run(
        ps,
        json!({"pixels": [{"t0": [1, -1, 0, 2], "t1": [3, 4, 5, 6]}]}),
    );
    close(
        &px(&out, 0, "oC0"),
        &[3.0, -4.0, 5.0, 3.0 - 4.0 + 6.0],
        "cmp dp2add",
    );
}

#[test]
fn template_gives_pixel_inputs() {
    let t = dxsm::run::template(&dxsm::run::load(&corpus("mrt_depth.ps_main.ps_2_0.o")).unwrap())
        .unwrap();
    let p = &t["pixels"][0];
    for k in ["t0", "t1", "t2"] {
        assert!(p.get(k).is_some(), "{t}");
    }
    assert!(t["resources"]["s0"]["data"].is_array(), "{t}");
    assert!(t["samplers"]["s0"].is_object(), "{t}");
    // The template runs as it is.
    let s = corpus("mrt_depth.ps_main.ps_2_0.o");
    let out = run_bytes(&s, &t);
    assert!(out["pixels"][0]["oC0"].is_array(), "{out}");
    // Cube and volume samplers get textures of their shape.
    let s = corpus("tex_cube_volume.ps_main.ps_3_0.o");
    let t = dxsm::run::template(&dxsm::run::load(&s).unwrap()).unwrap();
    assert_eq!(t["resources"]["s0"]["data"].as_array().unwrap().len(), 6);
    assert_eq!(t["resources"]["s1"]["depth"], json!(2));
    run_bytes(&s, &t);
    // Vertex texture fetch: a vertex with the texture.
    let s = corpus("vertex_texture.vs_main.vs_3_0.o");
    let t = dxsm::run::template(&dxsm::run::load(&s).unwrap()).unwrap();
    assert!(t["vertices"][0]["v1"].is_array() && t["resources"]["s0"].is_object());
    run_bytes(&s, &t);
}

#[test]
fn bad_inputs_are_errors() {
    let s = corpus("discard_clip.ps_main.ps_2_0.o");
    let tex = json!({"width": 1, "data": [[1, 1, 1, 1]]});
    // The texture of a declared sampler missing.
    let e = run_err(&s, json!({"pixels": [{"t0": [0, 0]}]}));
    assert!(e.contains("s0") && e.contains("resources"), "{e}");
    // A texture or sampler for a sampler the shader does not declare.
    let e = run_err(
        &s,
        json!({"pixels": [{"t0": [0, 0]}], "resources": {"s0": tex, "s3": tex}}),
    );
    assert!(e.contains("resources.s3"), "{e}");
    let e = run_err(
        &s,
        json!({"pixels": [{"t0": [0, 0]}], "resources": {"t0": tex}}),
    );
    assert!(e.contains("resources.t0") && e.contains("s0, s1"), "{e}");
    let e = run_err(
        &s,
        json!({"pixels": [{"t0": [0, 0]}], "resources": {"s0": tex}, "samplers": {"s1": {}}}),
    );
    assert!(e.contains("samplers.s1"), "{e}");
    let e = run_err(
        &s,
        json!({"pixels": [{"t0": [0, 0]}], "resources": {"s0": {"width": 2, "data": [[1]]}}}),
    );
    assert!(e.contains("1 texels given"), "{e}");
    // Inputs: missing, unknown, and a ps_2_x t# given to ps_3_0.
    let e = run_err(&s, json!({"pixels": [{}], "resources": {"s0": tex}}));
    assert!(e.contains("input t0 missing"), "{e}");
    let e = run_err(
        &s,
        json!({"pixels": [{"t0": [0], "v3": [1]}], "resources": {"s0": tex}}),
    );
    assert!(e.contains("'v3' is not an input"), "{e}");
    let s3 = corpus("discard_clip.ps_main.ps_3_0.o");
    let e = run_err(
        &s3,
        json!({"pixels": [{"t0": [0]}], "resources": {"s0": tex}}),
    );
    assert!(
        e.contains("'t0' is not an input") && e.contains("v0"),
        "{e}"
    );
    // vPos not declared.
    let e = run_err(
        &s,
        json!({"pixels": [{"t0": [0], "vPos": [1, 1]}], "resources": {"s0": tex}}),
    );
    assert!(e.contains("'vPos'"), "{e}");
    // Keys.
    let e = run_err(&s, json!({"pixels": [], "grid": {"width": 1, "height": 1}}));
    assert!(e.contains("not both"), "{e}");
    let e = run_err(&s, json!({"resources": {"s0": tex}}));
    assert!(e.contains("\"pixels\" or \"grid\""), "{e}");
    let e = run_err(&s, json!({"pixels": [], "dispatch": [1, 1, 1]}));
    assert!(e.contains("'dispatch'"), "{e}");
    let e = run_err(&s, json!({"pixels": [], "constants": {"cb0": [[1]]}}));
    assert!(e.contains("cb0"), "{e}");
    // ps_1_x runs (tests/root/run_sm1_ps1.rs); its sampled stages need textures.
    let e = run_err(b"ps_1_1\ntex t0\nmov r0, t0\n", json!({"pixels": [{}]}));
    assert!(e.contains("texture stage 0"), "{e}");
    // An undeclared sampler in texld (ps_3_0 text without dcl).
    let e = run_err(
        b"ps_3_0\ndcl_texcoord v0\ntexld r0, v0, s2\nmov oC0, r0\n",
        json!({"pixels": [{"v0": [0]}]}),
    );
    assert!(e.contains("s2 is not declared"), "{e}");
    // A register beyond the file (t0..t7) is an error, not a panic: the
    // assembler's X2005, found before the run.
    let e = run_err(
        b"ps_2_0\ndcl t12\nmov oC0, t12\n",
        json!({"pixels": [{"t12": [1]}]}),
    );
    assert!(
        e.contains("2:1: error X2005: invalid register 't12'"),
        "{e}"
    );
    // Writing an input register.
    let e = run_err(
        b"ps_2_0\ndcl t0\nmov t0, c0\nmov oC0, t0\n",
        json!({"pixels": [{"t0": [0]}]}),
    );
    assert!(e.contains("t0"), "{e}");
}

#[test]
fn png_of_a_grid() {
    let s = corpus("vpos_vface.ps_main.ps_3_0.o");
    let shader = dxsm::run::load(&s).unwrap();
    let out = run_bytes(
        &s,
        &json!({"constants": {"c": [[16, 16, 0.0625, 0.0625]]}, "grid": {"width": 16, "height": 16}}),
    );
    let png = dxsm::run::picture(&shader, &out).unwrap();
    assert_eq!(&png[1..4], b"PNG");
    // A list of pixels has no picture.
    let out = run_bytes(
        &s,
        &json!({"constants": {"c": [[1, 1, 1, 1]]}, "pixels": [{}]}),
    );
    assert!(dxsm::run::picture(&shader, &out).is_err());
}

/// Every corpus pixel shader runs on its template input without a panic:
/// they give pixels (the HLSL corpus has no ps_1_x binaries: the compiler
/// rejects those targets).
#[test]
fn whole_corpus_pixel_shaders() {
    let mut ran = 0;
    for e in std::fs::read_dir(CORPUS).unwrap() {
        let path = e.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if !name.contains(".ps_") || !name.ends_with(".o") {
            continue;
        }
        let bytes = std::fs::read(&path).unwrap();
        let shader = dxsm::run::load(&bytes).unwrap();
        let input = dxsm::run::template(&shader).unwrap();
        match run_text(&bytes, &input.to_string(), DEFAULT_MAX_STEPS) {
            Ok(out) => {
                let v: Value = serde_json::from_str(&out).unwrap();
                assert_eq!(v["pixels"].as_array().map(Vec::len), Some(1), "{name}");
                ran += 1;
            }
            Err(e) => panic!("{name}: {e}"),
        }
    }
    assert!(ran > 80, "{ran} pixel shaders ran");
}

/// The example of docs/run.md ("SM1-3 pixel shaders").
#[test]
fn docs_example() {
    let asm = "ps_2_0\ndcl t0.xy\ndcl_2d s0\ntexld r0, t0, s0\ntexkill r0\nmov oC0, r0\n";
    let out = run(
        asm,
        json!({
            "constants": {"c": [[0.5, 0, 0, 0]]},
            "pixels": [{"t0": [0.25, 0.5]}, {"t0": [0.75, 0.5]}],
            "resources": {"s0": {"width": 2, "height": 1, "data": [[1, 0, 0, 1], [-1, 0, 0, 1]]}},
            "samplers": {"s0": {"filter": "point", "address": "clamp"}}
        }),
    );
    assert_eq!(
        out,
        json!({"pixels": [{"oC0": [1.0, 0.0, 0.0, 1.0]}, {"discarded": true}]})
    );
}

#[test]
fn compiled_clip_needs_w_tested() {
    // HLSL `clip(x)` discards when any component of x is below 0; the
    // compiler writes it as `texkill` on a register holding w
    // (tests/corpus/oracle/texkill/README.md).
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus/oracle/texkill/");
    let bin = |f: &str| std::fs::read(format!("{dir}{f}")).unwrap();
    let cases: [(&str, V4, bool); 7] = [
        ("clip4.o", [1.0, 1.0, 1.0, -1.0], true),
        ("clip4.o", [1.0, 1.0, 1.0, 1.0], false),
        ("clip4.o", [1.0, -1.0, 1.0, 1.0], true),
        ("clip_xyz.o", [1.0, 1.0, -1.0, 1.0], true),
        ("clip_xyz.o", [1.0, 1.0, 1.0, -1.0], false),
        ("clip_w.o", [1.0, 1.0, 1.0, -1.0], true),
        ("clip_w.o", [-1.0, -1.0, -1.0, 1.0], false),
    ];
    for (f, t, killed) in cases {
        let out = run_bytes(&bin(f), &json!({"pixels": [{"t0": t}]}));
        assert_eq!(discarded(&out, 0), killed, "{f} {t:?}: {out}");
    }
}

/// Colour inputs of ps_2_x arrive clamped to [0, 1] (the colour
/// interpolators saturate before ps_3_0); ps_3_0 inputs are as given.
#[test]
fn ps_2_x_colour_inputs_are_clamped() {
    let input = json!({"pixels": [{"v0": [-1.5, 0.25, 2.0, "0x7fc00000"]}]});
    let out = run("ps_2_0\ndcl v0\nmov oC0, v0\n", input.clone());
    assert_eq!(px(&out, 0, "oC0"), vec![0.0, 0.25, 1.0, 0.0]);
    let out = run("ps_3_0\ndcl_color v0\nmov oC0, v0\n", input);
    assert_eq!(px(&out, 0, "oC0")[..3], [-1.5, 0.25, 2.0]);
}
