//! The SM1-3 (Direct3D 9) vertex-shader interpreter: Microsoft-compiled
//! corpus shaders checked against the same math written in Rust from their
//! HLSL, hand-written programs for every flow-control construct with
//! results from the documented rules, and bad inputs giving errors.

use super::common::{comp, run, run_bytes};
use dxsm::run::{run_text, DEFAULT_MAX_STEPS};
use serde_json::{json, Value};

const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus/sm1-3/hlsl/out/");

fn corpus(name: &str) -> Vec<u8> {
    std::fs::read(format!("{CORPUS}{name}")).unwrap()
}

fn run_err(shader: &[u8], input: Value, steps: u64) -> String {
    run_text(shader, &input.to_string(), steps)
        .unwrap_err()
        .to_string()
}

/// Register `reg` of output vertex `i`.
fn reg(out: &Value, i: usize, reg: &str) -> Vec<f32> {
    out["vertices"][i][reg]
        .as_array()
        .unwrap_or_else(|| panic!("no {reg} in {out}"))
        .iter()
        .map(comp)
        .collect()
}

/// Equal within float rounding (the compiler may order the same math
/// differently).
fn close(got: &[f32], want: &[f32], what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: {got:?} vs {want:?}");
    for (g, w) in got.iter().zip(want) {
        let tol = 1e-5 * w.abs().max(1.0);
        assert!(
            (g - w).abs() <= tol || (g.is_nan() && w.is_nan()) || g == w,
            "{what}: got {got:?}, want {want:?}"
        );
    }
}

fn exact(got: &[f32], want: &[f32], what: &str) {
    assert_eq!(
        got.iter().map(|x| x.to_bits()).collect::<Vec<_>>(),
        want.iter().map(|x| x.to_bits()).collect::<Vec<_>>(),
        "{what}: got {got:?}, want {want:?}"
    );
}

type V4 = [f32; 4];

fn dot4(a: V4, b: V4) -> f32 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3]
}
fn dot3(a: V4, b: V4) -> f32 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

/// `mul(p, M)` for a column-major float4x4 in constant registers
/// `c[base..base+4]` (one column per register).
fn mul_cols(p: V4, c: &[V4], base: usize) -> Vec<f32> {
    (0..4).map(|k| dot4(p, c[base + k])).collect()
}

/// Deterministic, varied constants.
fn consts(n: usize) -> Vec<V4> {
    (0..n)
        .map(|i| {
            let f = i as f32;
            [
                0.5 + 0.25 * f,
                1.0 - 0.125 * f,
                0.75 * (f % 3.0) - 0.5,
                0.0625 * f + 0.25,
            ]
        })
        .collect()
}

// ---------------------------------------------------------------- corpus

#[test]
fn basic_transform_all_profiles() {
    let c = consts(5);
    let verts = [[1.0, 2.0, 3.0, 1.0], [-0.5, 0.25, 4.0, 1.0]];
    let colors = [[1.0, 0.5, 0.25, 1.0], [0.0, 1.0, 2.0, 0.5]];
    let input = json!({
        "constants": {"c": c},
        "vertices": [{"v0": verts[0], "v1": colors[0]}, {"v0": verts[1], "v1": colors[1]}]
    });
    for prof in ["vs_1_1", "vs_2_0", "vs_2_a", "vs_2_sw", "vs_3_0", "vs_3_sw"] {
        let out = run_bytes(
            &corpus(&format!("basic_transform.vs_main.{prof}.o")),
            &input,
        );
        let (pos, col) = if prof.starts_with("vs_3") {
            ("o0", "o1")
        } else {
            ("oPos", "oD0")
        };
        for i in 0..2 {
            // o.p = mul(v.p, g_mvp); o.c = v.c * g_tint
            close(&reg(&out, i, pos), &mul_cols(verts[i], &c, 0), prof);
            let want: Vec<f32> = (0..4).map(|k| colors[i][k] * c[4][k]).collect();
            close(&reg(&out, i, col), &want, prof);
        }
    }
}

#[test]
fn listing_text_runs_like_the_binary() {
    let c = consts(5);
    let input = json!({
        "constants": {"c": c},
        "vertices": [{"v0": [1, 2, 3, 1], "v1": [0.5, 0.5, 0.5, 1]}]
    });
    for prof in ["vs_1_1", "vs_3_0"] {
        let bin = run_bytes(
            &corpus(&format!("basic_transform.vs_main.{prof}.o")),
            &input,
        );
        let txt = run_bytes(
            &corpus(&format!("basic_transform.vs_main.{prof}.lst")),
            &input,
        );
        assert_eq!(bin, txt, "{prof}");
    }
}

/// skinning_palette.hlsl: three bones from a float4x3 palette picked by
/// `(int)(bi * 255.001953)`, relative addressing through `a0` (`mov a0.x`
/// in vs_1_1, `mova a0.xyz` in vs_2_0 and vs_3_0).
#[test]
fn skinning_palette_relative_addressing() {
    let c = consts(82);
    let p: V4 = [1.5, -2.0, 0.5, 1.0];
    let n: V4 = [0.0, 0.6, 0.8, 0.0];
    let bw: V4 = [0.5, 0.3, 0.2, 0.0];
    let idx = [3usize, 11, 25];
    let bi: V4 = [
        idx[0] as f32 / 255.0,
        idx[1] as f32 / 255.0,
        idx[2] as f32 / 255.0,
        0.0,
    ];
    // The HLSL, in Rust.
    let mut sp = [0f32; 3];
    let mut sn = [0f32; 3];
    for k in 0..3 {
        let j = (bi[k] * 255.001_95) as usize;
        assert_eq!(j, idx[k]);
        for r in 0..3 {
            sp[r] += dot4(p, c[3 * j + r]) * bw[k];
            sn[r] += dot3(n, c[3 * j + r]) * bw[k];
        }
    }
    let pos = mul_cols([sp[0], sp[1], sp[2], 1.0], &c, 78);
    let len = (sn[0] * sn[0] + sn[1] * sn[1] + sn[2] * sn[2]).sqrt();
    let nrm = vec![sn[0] / len, sn[1] / len, sn[2] / len];
    let input =
        json!({"constants": {"c": c}, "vertices": [{"v0": p, "v1": n, "v2": bw, "v3": bi}]});
    for (prof, po, no) in [
        ("vs_1_1", "oPos", "oT0"),
        ("vs_2_0", "oPos", "oT0"),
        ("vs_2_a", "oPos", "oT0"),
        ("vs_3_0", "o0", "o1"),
    ] {
        let out = run_bytes(
            &corpus(&format!("skinning_palette.vs_main.{prof}.o")),
            &input,
        );
        close(&reg(&out, 0, po), &pos, prof);
        close(&reg(&out, 0, no), &nrm, prof);
    }
}

/// loop_break.hlsl: `rep` with `if_lt` and `break_ne` (a data-dependent
/// exit) in vs_2_x and vs_3_0.
#[test]
fn loop_break_rep_and_break_comp() {
    let mut c = consts(4);
    for (step, limit) in [(0.25f32, 1.0f32), (0.5, 100.0), (1.0, 0.5)] {
        c.truncate(4);
        c.push([step, limit, 0.0, 0.0]);
        // for (i = 0; i < 16; i++) { acc += step * (i + 1); if (acc > limit) break; }
        let mut acc = 0f32;
        for i in 0..16 {
            acc += step * (i + 1) as f32;
            if acc > limit {
                break;
            }
        }
        let p: V4 = [1.0, 2.0, -3.0, 1.0];
        let input = json!({"constants": {"c": c}, "vertices": [{"v0": p}]});
        for (prof, po, co) in [("vs_2_a", "oPos", "oD0"), ("vs_3_0", "o0", "o1")] {
            let out = run_bytes(&corpus(&format!("loop_break.vs_main.{prof}.o")), &input);
            close(&reg(&out, 0, co), &[acc; 4], prof);
            close(&reg(&out, 0, po), &mul_cols(p, &c, 0), prof);
        }
    }
}

/// loop_uniform.hlsl: `loop aL, i0` with `c[aL]` addressing; the count
/// comes from the input integer constants.
#[test]
fn loop_uniform_loop_al() {
    let c = consts(20);
    let p: V4 = [0.5, 1.0, -1.0, 1.0];
    let n: V4 = [0.36, 0.48, 0.8, 0.0];
    for count in [0, 1, 3, 8] {
        let mut want = [0f32; 4];
        for i in 0..count {
            let s = dot3(n, c[i]).clamp(0.0, 1.0);
            for k in 0..4 {
                want[k] += c[8 + i][k] * s;
            }
        }
        let input = json!({
            "constants": {"c": c, "i": [[count, 0, 1, 0]]},
            "vertices": [{"v0": p, "v1": n}]
        });
        for (prof, po, co) in [
            ("vs_2_0", "oPos", "oD0"),
            ("vs_2_a", "oPos", "oD0"),
            ("vs_3_0", "o0", "o1"),
        ] {
            let out = run_bytes(&corpus(&format!("loop_uniform.vs_main.{prof}.o")), &input);
            close(&reg(&out, 0, co), &want, &format!("{prof} count {count}"));
            close(&reg(&out, 0, po), &mul_cols(p, &c, 16), prof);
        }
    }
}

/// function_calls.hlsl: `if b0`/`if b1` with `else` and `rep i0`.
#[test]
fn function_calls_bool_branches() {
    let c = consts(6);
    let p: V4 = [0.5, -1.0, 2.0, 1.0];
    for (b0, b1, n) in [
        (false, false, 2),
        (true, false, 3),
        (false, true, 1),
        (true, true, 2),
    ] {
        let shade = |mut r: V4| {
            for _ in 0..n {
                r = std::array::from_fn(|k| r[k] * c[4][k] + c[5][k]);
            }
            r
        };
        let mut col = p;
        if b0 {
            col = shade(col);
        }
        if b1 {
            col = shade([col[3], col[2], col[1], col[0]]);
        }
        let input = json!({
            "constants": {"c": c, "i": [[n, 0, 0, 0]], "b": [b0, b1]},
            "vertices": [{"v0": p}]
        });
        for (prof, po, co) in [("vs_2_0", "oPos", "oD0"), ("vs_3_0", "o0", "o1")] {
            let out = run_bytes(&corpus(&format!("function_calls.vs_main.{prof}.o")), &input);
            close(&reg(&out, 0, co), &col, &format!("{prof} {b0} {b1}"));
            close(&reg(&out, 0, po), &mul_cols(p, &c, 0), prof);
        }
    }
}

/// dynamic_branch.hlsl: `if_lt` / `else` on a computed value.
#[test]
fn dynamic_branch_if_comp_else() {
    let mut c = consts(4);
    c.push([0.6, 0.0, 0.8, 0.0]);
    let p: V4 = [1.0, 1.0, 1.0, 1.0];
    for n in [[1.0f32, 0.5, 0.25, 0.0], [-1.0, 0.0, -0.5, 0.0]] {
        let d = dot3(n, c[4]);
        let want = if d > 0.0 {
            [d, d * d, 0.0, 1.0]
        } else {
            [0.0, 0.0, -d, 1.0]
        };
        let input = json!({"constants": {"c": c}, "vertices": [{"v0": p, "v1": n}]});
        for (prof, co) in [("vs_2_a", "oD0"), ("vs_3_0", "o1")] {
            let out = run_bytes(&corpus(&format!("dynamic_branch.vs_main.{prof}.o")), &input);
            close(&reg(&out, 0, co), &want, prof);
        }
    }
}

/// trig_exp_log.hlsl: `sincos` (vs_2_0 form with its two constant
/// registers, vs_3_0 form), `exp`, `log`, `abs`, `frc`.
#[test]
fn trig_exp_log() {
    let mut c = consts(4);
    c.push([0.75, 0.5, 1.5, 0.0]);
    for p in [[0.3f32, 1.25, -2.0, 1.0], [-2.0, -1.0, 0.0, 1.0]] {
        let a = p[0] * c[4][0] + c[4][1];
        let want = [
            a.sin(),
            a.cos(),
            (p[1] * c[4][2]).exp2(),
            (p[2].abs() + 1.0).log2(),
        ];
        let input = json!({"constants": {"c": c}, "vertices": [{"v0": p}]});
        for (prof, co) in [("vs_2_0", "oD0"), ("vs_3_0", "o1")] {
            let out = run_bytes(&corpus(&format!("trig_exp_log.vs_main.{prof}.o")), &input);
            close(&reg(&out, 0, co), &want, prof);
        }
    }
}

/// dp2add_dst_lit.hlsl: `lit`, `dst`, `rsq` (vs_1_1).
#[test]
fn lit_and_dst() {
    let l: V4 = [0.3, 0.4, 0.5, 8.0];
    let p: V4 = [2.0, 3.0, 5.0, 7.0];
    let n: V4 = [0.2, 0.4, 0.8, 0.0];
    let ndl = dot3(n, l);
    let h = [l[0], l[1], l[2] + 1.0, 0.0];
    let hl = dot3(h, h).sqrt();
    let ndh = dot3(n, [h[0] / hl, h[1] / hl, h[2] / hl, 0.0]);
    assert!(ndl > 0.0 && ndh > 0.0);
    // HLSL lit(n_dot_l, n_dot_h, m) = (1, max(ndl, 0), ndh^m, 1) here.
    let lit = [1.0, ndl, ndh.powf(l[3]), 1.0];
    // dst(p, p.yzwx) = (1, p.y * p.z, p.z, p.x).
    let dst = [1.0, p[1] * p[2], p[2], p[0]];
    let input = json!({"constants": {"c": [l]}, "vertices": [{"v0": p, "v1": n}]});
    for (prof, c0, c1) in [
        ("vs_1_1", "oD0", "oD1"),
        ("vs_2_0", "oD0", "oD1"),
        ("vs_3_0", "o1", "o2"),
    ] {
        let out = run_bytes(&corpus(&format!("dp2add_dst_lit.vs_main.{prof}.o")), &input);
        close(&reg(&out, 0, c0), &lit, prof);
        close(&reg(&out, 0, c1), &dst, prof);
    }
}

// ---------------------------------------------------------- flow control

#[test]
fn if_bool_predicate_comparison_else_and_predication() {
    let asm = "vs_2_x
defb b0, true
defb b1, false
def c0, 1, 2, 3, 4
dcl_position v0
if b0
  mov oT0.x, c0.x
else
  mov oT0.x, c0.y
endif
if b1
  mov oT0.y, c0.x
else
  mov oT0.y, c0.y
endif
setp_gt p0, v0, c0.y
if p0.x
  mov oT0.z, c0.z
endif
if !p0.y
  mov oT0.w, c0.w
endif
if_lt v0.x, c0.z
  mov oT1, c0.x
else
  mov oT1, c0.w
endif
mov oT2, -c0
(p0) mov oT2, c0
mov oT3, c0.x
(!p0.x) mov oT3, c0.y
mov oPos, v0
";
    // v0 = (3, 1, 2, 5): p0 = v0 > 2 = (T, F, F, T).
    let out = run(
        asm,
        json!({"vertices": [{"v0": [3, 1, 2, 5]}, {"v0": [1, 3, 3, 0]}]}),
    );
    exact(&reg(&out, 0, "oT0"), &[1.0, 2.0, 3.0, 4.0], "oT0");
    exact(&reg(&out, 0, "oT1"), &[4.0; 4], "if_lt false");
    exact(&reg(&out, 0, "oT2"), &[1.0, -2.0, -3.0, 4.0], "(p0) mov");
    exact(&reg(&out, 0, "oT3"), &[1.0; 4], "(!p0.x) mov");
    // v0 = (1, 3, 3, 0): p0 = (F, T, T, F).
    exact(&reg(&out, 1, "oT0"), &[1.0, 2.0, 0.0, 0.0], "oT0 second");
    exact(&reg(&out, 1, "oT1"), &[1.0; 4], "if_lt true");
    exact(
        &reg(&out, 1, "oT2"),
        &[-1.0, 2.0, 3.0, -4.0],
        "(p0) mov second",
    );
    exact(&reg(&out, 1, "oT3"), &[2.0; 4], "(!p0.x) mov second");
    // `!` on a boolean constant negates it, as on a predicate.
    let not = "vs_2_0
defb b0, false
def c0, 1, 2, 3, 4
dcl_position v0
if !b0
  mov oT0, c0.x
else
  mov oT0, c0.y
endif
mov oPos, v0
";
    let out = run(not, json!({"vertices": [{"v0": [0, 0, 0, 1]}]}));
    exact(&reg(&out, 0, "oT0"), &[1.0; 4], "if !b0 with b0 false");
}

#[test]
fn loop_al_relative_constants_and_nesting() {
    let asm = "vs_2_0
defi i0, 3, 2, 2, 0
defi i1, 2, 0, 1, 0
defi i2, 2, 4, 1, 0
def c10, 0, 0, 0, 0
dcl_position v0
mov r0, c10
loop aL, i0
  add r0, r0, c0[aL]
endloop
mov oT0, r0
mov r0, c10
mov r1, c10
loop aL, i1
  loop aL, i2
    add r0, r0, c0[aL]
  endloop
  add r1, r1, c0[aL]
endloop
mov oT1, r0
mov oT2, r1
mov r2, c10
loop aL, i1
  add r2, r2, c1[aL]
endloop
mov oT3, r2
mov oPos, v0
";
    // c_n = (n, 10n, 1, 0); the input's c10 is replaced by the def.
    let c: Vec<V4> = (0..11)
        .map(|n| {
            if n == 10 {
                [9.0; 4]
            } else {
                [n as f32, 10.0 * n as f32, 1.0, 0.0]
            }
        })
        .collect();
    let out = run(
        asm,
        json!({"constants": {"c": c}, "vertices": [{"v0": [0, 0, 0, 1]}]}),
    );
    // aL = 2, 4, 6.
    exact(&reg(&out, 0, "oT0"), &[12.0, 120.0, 3.0, 0.0], "loop aL");
    // Inner aL = 4, 5 twice; the outer aL (0, 1) comes back after it.
    exact(&reg(&out, 0, "oT1"), &[18.0, 180.0, 4.0, 0.0], "inner");
    exact(&reg(&out, 0, "oT2"), &[1.0, 10.0, 2.0, 0.0], "outer");
    // c1[aL] with aL = 0, 1: c1 + c2.
    exact(&reg(&out, 0, "oT3"), &[3.0, 30.0, 2.0, 0.0], "offset");
}

#[test]
fn rep_break_break_comp_breakp() {
    let asm = "vs_2_x
def c0, 1, 0, 0, 0
dcl_position v0
mov r0, c0.y
rep i0
  add r0.x, r0.x, c0.x
  break_ge r0.x, v0.x
endrep
mov oT0.x, r0.x
mov r1, c0.y
rep i0
  add r1.x, r1.x, c0.x
  setp_ge p0.x, r1.x, v0.y
  breakp p0.x
endrep
mov oT0.y, r1.x
mov r2, c0.y
rep i0
  add r2.x, r2.x, c0.x
  if_ge r2.x, v0.z
    break
  endif
endrep
mov oT0.z, r2.x
mov r3, c0.y
rep i1
  add r3.x, r3.x, c0.x
endrep
mov oT0.w, r3.x
mov oPos, v0
";
    let input = json!({
        "constants": {"i": [[10, 0, 0, 0], [5, 0, 0, 0]]},
        "vertices": [{"v0": [4, 6, 3, 1]}, {"v0": [20, 20, 20, 1]}]
    });
    let out = run(asm, input);
    exact(&reg(&out, 0, "oT0"), &[4.0, 6.0, 3.0, 5.0], "breaks taken");
    exact(
        &reg(&out, 1, "oT0"),
        &[10.0, 10.0, 10.0, 5.0],
        "full counts",
    );
}

#[test]
fn call_callnz_ret_label() {
    let asm = "vs_2_x
defb b0, true
defb b1, false
def c0, 1, 2, 0, 0
dcl_position v0
mov r0, c0.z
call l0
callnz l1, b0
callnz l1, b1
setp_gt p0.x, v0.x, c0.x
callnz l2, p0.x
callnz l3, !p0.x
mov oT0, r0
mov oPos, v0
ret
label l0
add r0.x, r0.x, c0.x
ret
label l1
add r0.y, r0.y, c0.y
call l0
ret
label l2
add r0.z, r0.z, c0.y
ret
label l3
add r0.w, r0.w, c0.x
ret
";
    let out = run(
        asm,
        json!({"vertices": [{"v0": [3, 0, 0, 1]}, {"v0": [0, 0, 0, 1]}]}),
    );
    // call l0: x+1; callnz l1, b0: y+2 and (nested) x+1; b1 false.
    exact(&reg(&out, 0, "oT0"), &[2.0, 2.0, 2.0, 0.0], "p0.x true");
    exact(&reg(&out, 1, "oT0"), &[2.0, 2.0, 0.0, 1.0], "p0.x false");
}

// -------------------------------------------------------------- arithmetic

#[test]
fn arithmetic_rules() {
    let asm = "vs_2_x
def c0, 0, 1, -4, -8
def c1, 3, -1.25, 2.5, -2.5
def c2, 1, 2, 3, 4
def c3, 0.5, 0.25, 0, 2
dcl_position v0
rcp oT0.x, c0.x
rsq oT0.y, c0.z
log oT0.z, c0.x
log oT0.w, c0.w
exp oT1.x, c1.x
expp oT1.y, c1.x
frc oT1.z, c1.y
pow oT1.w, -c3.w, c1.x
sge oT2, c2, c2.yyyy
slt oT3, c2, c2.yyyy
lit oT4, c3
dst oT5, c2, c2.wzyx
lrp oT6, c3.x, c2, c2.wzyx
sgn oT7, c1, r0, r1
mov oPos, v0
";
    let out = run(asm, json!({"vertices": [{"v0": [0, 0, 0, 1]}]}));
    exact(
        &reg(&out, 0, "oT0"),
        &[f32::INFINITY, 0.5, f32::NEG_INFINITY, 3.0],
        "rcp rsq log",
    );
    exact(
        &reg(&out, 0, "oT1"),
        &[8.0, 8.0, 0.75, 8.0],
        "exp expp frc pow",
    );
    exact(&reg(&out, 0, "oT2"), &[0.0, 1.0, 1.0, 1.0], "sge");
    exact(&reg(&out, 0, "oT3"), &[1.0, 0.0, 0.0, 0.0], "slt");
    exact(&reg(&out, 0, "oT4"), &[1.0, 0.5, 0.0625, 1.0], "lit");
    exact(&reg(&out, 0, "oT5"), &[1.0, 6.0, 3.0, 1.0], "dst");
    exact(&reg(&out, 0, "oT6"), &[2.5, 2.5, 2.5, 2.5], "lrp");
    exact(&reg(&out, 0, "oT7"), &[1.0, -1.0, 1.0, -1.0], "sgn");
}

#[test]
fn arithmetic_vectors_modifiers_and_matrices() {
    let asm = "vs_3_0
def c0, 1, 2, 3, 4
def c1, 0, 3, 4, 2
def c2, -0.5, 1.5, 0.25, -2
dcl_position v0
dcl_texcoord0 o0
dcl_texcoord1 o1
dcl_texcoord2 o2
dcl_texcoord3 o3
dcl_texcoord4 o4
dcl_texcoord5 o5
dcl_position o6
crs o0.xyz, c0, c1
mov o0.w, c0.w
nrm o1, c1
abs o2, c2
min o3, c2, c0.x
max o4, -c2_abs, c2
mov_sat o5, c2
m4x4 r0, c0, c4
m3x2 r1.xy, c0, c8
m3x3 r2.xyz, c0, c8
mov o6, r0
mov r0.w, c0.x
add o6.x, r1.x, r1.y
add o6.y, r2.z, r0.w
";
    let c: Vec<V4> = (0..12)
        .map(|i| [i as f32, 0.5 * i as f32, 1.0, -1.0])
        .collect();
    let out = run(
        asm,
        json!({"constants": {"c": c}, "vertices": [{"v0": [0, 0, 0, 1]}]}),
    );
    let a: V4 = [1.0, 2.0, 3.0, 4.0];
    let b: V4 = [0.0, 3.0, 4.0, 2.0];
    exact(
        &reg(&out, 0, "o0"),
        &[
            a[1] * b[2] - a[2] * b[1],
            a[2] * b[0] - a[0] * b[2],
            a[0] * b[1] - a[1] * b[0],
            4.0,
        ],
        "crs",
    );
    // nrm: every component times 1/sqrt(dp3) = 1/5.
    close(&reg(&out, 0, "o1"), &[0.0, 0.6, 0.8, 0.4], "nrm");
    exact(&reg(&out, 0, "o2"), &[0.5, 1.5, 0.25, 2.0], "abs");
    exact(&reg(&out, 0, "o3"), &[-0.5, 1.0, 0.25, -2.0], "min");
    exact(&reg(&out, 0, "o4"), &[-0.5, 1.5, 0.25, -2.0], "max -abs");
    exact(&reg(&out, 0, "o5"), &[0.0, 1.0, 0.25, 0.0], "_sat");
    // m4x4 r0, c0, c4: dp4 with c4..c7; m3x2/m3x3 dp3 with c8.., c9.., c10..
    let m4: Vec<f32> = (4..8).map(|k| dot4(a, c[k])).collect();
    let m32 = dot3(a, c[8]) + dot3(a, c[9]);
    let m33z = dot3(a, c[10]);
    exact(
        &reg(&out, 0, "o6"),
        &[m32, m33z + 1.0, m4[2], m4[3]],
        "matrices",
    );
}

#[test]
fn sincos_forms() {
    let sm2 = "vs_2_0
def c0, 0.5, -2, 0, 0
def c1, -1.55009923e-006, -2.17013894e-005, 0.00260416674, 0.00026041668
def c2, -0.020833334, -0.125, 1, 0.5
dcl_position v0
sincos r0.xy, c0.x, c1, c2
mov oT0, r0
sincos r1.x, c0.y, c1, c2
mov oT1.x, r1.x
mov oPos, v0
";
    let out = run(sm2, json!({"vertices": [{"v0": [0, 0, 0, 1]}]}));
    exact(
        &reg(&out, 0, "oT0"),
        &[0.5f32.cos(), 0.5f32.sin(), 0.0, 0.0],
        "sm2",
    );
    exact(&reg(&out, 0, "oT1"), &[(-2f32).cos()], "sm2 .x");
    let sm3 = "vs_3_0
def c0, 0.5, 0, 0, 0
dcl_position v0
dcl_texcoord o0.xy
dcl_position o1
sincos r0.xy, c0.x
mov o0.xy, r0
mov o1, v0
";
    let out = run(sm3, json!({"vertices": [{"v0": [0, 0, 0, 1]}]}));
    exact(&reg(&out, 0, "o0"), &[0.5f32.cos(), 0.5f32.sin()], "sm3");
}

#[test]
fn address_register_conversions() {
    // vs_1_1 `mov a0.x` and `mova` (vs_2_0+) round to nearest (Address
    // Register page).
    let c: Vec<V4> = (0..16).map(|i| [i as f32, 0.0, 0.0, 0.0]).collect();
    let vs1 = "vs_1_1
dcl_position v0
mov a0.x, v0.x
mov oT0, c[a0.x + 8]
mov oPos, v0
";
    let out = run(
        vs1,
        json!({"constants": {"c": c}, "vertices": [{"v0": [1.7, 0, 0, 1]}, {"v0": [-0.5, 0, 0, 1]}]}),
    );
    exact(&reg(&out, 0, "oT0"), &[10.0, 0.0, 0.0, 0.0], "round 1.7");
    exact(
        &reg(&out, 1, "oT0"),
        &[7.0, 0.0, 0.0, 0.0],
        "round -0.5 away from zero",
    );
    let vs2 = "vs_2_0
dcl_position v0
mova a0.xy, v0
mov oT0, c8[a0.x]
mov oT1, c8[a0.y]
mov oPos, v0
";
    let out = run(
        vs2,
        json!({"constants": {"c": c}, "vertices": [{"v0": [1.7, -2.5, 0, 1]}, {"v0": [2.5, 0.4, 0, 1]}]}),
    );
    exact(&reg(&out, 0, "oT0"), &[10.0, 0.0, 0.0, 0.0], "round 1.7");
    exact(&reg(&out, 0, "oT1"), &[5.0, 0.0, 0.0, 0.0], "round -2.5");
    exact(&reg(&out, 1, "oT0"), &[11.0, 0.0, 0.0, 0.0], "round 2.5");
    exact(&reg(&out, 1, "oT1"), &[8.0, 0.0, 0.0, 0.0], "round 0.4");
    // Reads outside the constant file read 0.
    let oob = "vs_2_0
dcl_position v0
mova a0.x, v0.x
mov oT0, c0[a0.x]
mov oPos, v0
";
    let out = run(
        oob,
        json!({"constants": {"c": c}, "vertices": [{"v0": [-3, 0, 0, 1]}, {"v0": [300, 0, 0, 1]}]}),
    );
    exact(&reg(&out, 0, "oT0"), &[0.0; 4], "negative");
    exact(&reg(&out, 1, "oT0"), &[0.0; 4], "past the end");
}

#[test]
fn outputs_printed_by_written_components() {
    let asm = "vs_1_1
dcl_position v0
mov oPos, v0
mov oFog, v0.x
mov oT1.xy, v0
";
    let out = run(asm, json!({"vertices": [{"v0": [1, 2, 3, 4]}]}));
    let v = out["vertices"][0].as_object().unwrap();
    let mut keys: Vec<&String> = v.keys().collect();
    keys.sort();
    assert_eq!(keys, ["oFog", "oPos", "oT1"]);
    exact(&reg(&out, 0, "oFog"), &[1.0], "oFog");
    exact(&reg(&out, 0, "oT1"), &[1.0, 2.0], "oT1.xy");
}

// ------------------------------------------------------------------ errors

#[test]
fn errors_not_panics() {
    let vs = "vs_2_0\ndcl_position v0\ndcl_normal v1\nmov oPos, v0\nmov oT0, v1\n";
    let e = run_err(
        vs.as_bytes(),
        json!({"vertices": [{"v0": [0, 0, 0, 1]}]}),
        100,
    );
    assert!(e.contains("input v1 missing"), "{e}");
    let e = run_err(
        vs.as_bytes(),
        json!({"vertices": [{"v0": [0], "v1": [0], "v5": [1]}]}),
        100,
    );
    assert!(e.contains("'v5' is not an input"), "{e}");
    let e = run_err(
        vs.as_bytes(),
        json!({"constants": {"cb0": []}, "vertices": []}),
        100,
    );
    assert!(e.contains("(c, i, b)"), "{e}");
    let e = run_err(vs.as_bytes(), json!({}), 100);
    assert!(e.contains("vertices"), "{e}");

    let runaway = "vs_2_0\ndefi i0, 255, 0, 1, 0\ndcl_position v0\nmov r0, v0\nloop aL, i0\nloop aL, i0\nadd r0, r0, c0[aL]\nendloop\nendloop\nmov oPos, r0\n";
    let e = run_err(
        runaway.as_bytes(),
        json!({"vertices": [{"v0": [0, 0, 0, 1]}]}),
        1000,
    );
    assert!(e.contains("--max-steps") && e.contains("vertex 0"), "{e}");

    // Pixel shaders take pixels, not vertices (tests/root/run_sm1_ps.rs).
    let ps = "ps_2_0\ndcl t0\nmov oC0, t0\n";
    let e = run_err(ps.as_bytes(), json!({"vertices": []}), 100);
    assert!(e.contains("'vertices'") && e.contains("pixels"), "{e}");
    let e = run_err(
        &corpus("basic_transform.ps_main.ps_2_0.o"),
        json!({"vertices": []}),
        100,
    );
    assert!(e.contains("pixels"), "{e}");

    let call = "vs_2_0\ndcl_position v0\ncall l3\nmov oPos, v0\n";
    let e = run_err(call.as_bytes(), json!({"vertices": [{"v0": [0]}]}), 100);
    assert!(e.contains("l3"), "{e}");

    let tex = corpus("vertex_texture.vs_main.vs_3_0.o");
    // Vertex texture fetch needs the texture of its sampler.
    let e = run_err(&tex, json!({"vertices": [{"v0": [0], "v1": [0]}]}), 100);
    assert!(e.contains("s0") && e.contains("resources"), "{e}");

    let pred_call = "vs_2_x\ndcl_position v0\nsetp_gt p0.x, v0.x, v0.y\n(p0.x) call l0\nmov oPos, v0\nret\nlabel l0\nret\n";
    let e = run_err(
        pred_call.as_bytes(),
        json!({"vertices": [{"v0": [0]}]}),
        100,
    );
    assert!(e.contains("predicated 'call'"), "{e}");

    let unbalanced = "vs_2_0\ndcl_position v0\nendif\nmov oPos, v0\n";
    let e = run_err(unbalanced.as_bytes(), json!({"vertices": []}), 100);
    assert!(e.contains("endif without if"), "{e}");

    // Garbage after a D3D9 version token is a decode error, not a panic.
    let e = run_err(
        &[0x00, 0x02, 0xFE, 0xFF, 1, 2, 3],
        json!({"vertices": []}),
        100,
    );
    assert!(!e.is_empty());
}

/// Every corpus vertex shader runs (or stops with an error) on zero
/// inputs and constants, without a panic.
#[test]
fn whole_corpus_runs_without_panics() {
    let mut ran = 0;
    for e in std::fs::read_dir(CORPUS).unwrap() {
        let path = e.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if !name.contains(".vs_") || !name.ends_with(".o") {
            continue;
        }
        let bytes = std::fs::read(&path).unwrap();
        let shader = dxsm::run::load(&bytes).unwrap();
        let dxsm::run::Shader::Sm1(prog) = &shader else {
            panic!("{name}: not read as SM1-3");
        };
        let prepared = dxsm::run::d3d9::Prepared::new(prog).unwrap();
        let vertex: serde_json::Map<String, Value> = prepared
            .inputs
            .iter()
            .map(|n| (format!("v{n}"), json!([0, 0, 0, 0])))
            .collect();
        // The template's textures for vertex texture fetch.
        let mut input = dxsm::run::template(&shader).unwrap();
        input["constants"] = json!({"i": [[4, 0, 1, 0]]});
        input["vertices"] = json!([vertex]);
        if let Err(e) = run_text(&bytes, &input.to_string(), DEFAULT_MAX_STEPS) {
            panic!("{name}: {e}");
        }
        ran += 1;
    }
    assert!(ran > 80, "{ran} shaders ran");
}

/// The example of docs/run.md ("SM1-3 vertex shaders").
#[test]
fn docs_example() {
    let asm = "vs_2_0
defi i0, 3, 0, 1, 0
def c10, 0, 0, 0, 0
dcl_position v0
mov r0, c10
loop aL, i0
  add r0, r0, c0[aL]
endloop
mov oT0, r0
dp4 oPos.x, v0, c4
dp4 oPos.y, v0, c5
dp4 oPos.z, v0, c6
dp4 oPos.w, v0, c7
";
    let input = json!({
        "constants": {
            "c": [[1, 0, 0, 0], [2, 0, 0, 0], [3, 0, 0, 0], [0, 0, 0, 0],
                  [1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]],
            "i": [[4, 0, 1, 0]], "b": [true]
        },
        "vertices": [{"v0": [0.5, 1, 2, 1]}]
    });
    // defi i0 = 3 iterations (not the input's 4): c0 + c1 + c2; identity transform.
    let out = run(asm, input);
    assert_eq!(
        out,
        json!({"vertices": [{"oPos": [0.5, 1.0, 2.0, 1.0], "oT0": [6.0, 0.0, 0.0, 0.0]}]})
    );
}

/// The bits of each printed component of `reg` (so that -0 and NaN compare).
fn bits(out: &Value, i: usize, name: &str) -> Vec<u32> {
    reg(out, i, name).iter().map(|x| x.to_bits()).collect()
}

#[test]
fn legacy_multiply_zero_times_anything_is_zero() {
    // Direct3D 9's product: 0 times anything (infinity, NaN) is +0, in
    // mul, mad, dp3/dp4, dp2add, m4x4 (docs/run.md, "legacy_mul"; the rule
    // translation layers emulate for games, e.g. DXVK's d3d9.floatEmulation,
    // AMD's v_mul_legacy). `legacy_mul: false` gives IEEE products.
    const INF: &str = "0x7f800000";
    const NAN: &str = "0x7fc00000";
    let asm = "vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_texcoord o1\ndcl_texcoord1 o2\ndcl_texcoord2 o3\n\
               mul o0, c0, c1\nrcp r0.x, c2.x\nmul r1, r0.x, c2.x\nmad o1, c0, c1, c3\n\
               dp4 o2.x, c0, c1\ndp3 o2.y, c0, c1\ndp4 o2.z, c0, c0\nmov o2.w, r1.x\n\
               m4x4 o3, c0, c4\n";
    let consts = json!({"c": [
        [0, INF, "0x80000000", 2],
        [INF, 0, NAN, 3],
        [0, 0, 0, 0],
        [1, 1, 1, 1],
        [1, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 1]
    ]});
    let input = |legacy: Option<bool>| {
        let mut i = json!({"constants": consts, "vertices": [{"v0": [0, 0, 0, 1]}]});
        if let Some(l) = legacy {
            i["legacy_mul"] = json!(l);
        }
        i
    };
    for legacy in [None, Some(true)] {
        let out = run(asm, input(legacy));
        let z = 0f32.to_bits();
        assert_eq!(bits(&out, 0, "o0"), [z, z, z, 6f32.to_bits()], "{out}");
        assert_eq!(bits(&out, 0, "o1"), [1f32, 1.0, 1.0, 7.0].map(f32::to_bits));
        // dp4: 0+0+0+6; dp3: 0; dp4(c0, c0): 0 + inf + 0 + 4; rcp(0) * 0 = 0.
        assert_eq!(
            bits(&out, 0, "o2"),
            [6.0, 0.0, f32::INFINITY, 0.0].map(f32::to_bits)
        );
        // m4x4 rows c4..c7: x = c0.x * 1 + c0.y * 0 (= 0, not NaN), w = 2.
        assert_eq!(
            bits(&out, 0, "o3"),
            [0.0f32, 0.0, 0.0, 2.0].map(f32::to_bits)
        );
    }
    let out = run(asm, input(Some(false)));
    let o0 = reg(&out, 0, "o0");
    assert!(o0[0].is_nan() && o0[1].is_nan() && o0[2].is_nan(), "{out}");
    assert_eq!(o0[3], 6.0);
    assert!(reg(&out, 0, "o2")[0].is_nan());
    assert!(reg(&out, 0, "o2")[3].is_nan(), "rcp(0) * 0 is NaN in IEEE");
    let e = run_err(
        asm.as_bytes(),
        json!({"legacy_mul": 1, "vertices": []}),
        DEFAULT_MAX_STEPS,
    );
    assert!(e.contains("legacy_mul: true or false"), "{e}");
}
