//! The Direct3D 9 ps_1_1..ps_1_4 interpreter: hand-written programs, one
//! per instruction family, with results worked out here from Microsoft's
//! instruction pages (tex, texcoord, texkill, texreg2*, texm3x2*/texm3x3*,
//! texdp3*, texbem/texbeml, bem, cnd, cmp, source and instruction
//! modifiers, co-issue, texld/texcrd/texdepth and phase), a few
//! Microsoft-assembled ps_1_x programs of tests/corpus/sm1-3/asm-cases, and
//! bad inputs giving errors. The HLSL corpus has no ps_1_x binaries: the
//! compiler rejects every ps_1_x target (X3539), which the first test
//! checks.

use super::common::{comp, px, run, run_bytes};
use dxsm::run::{run_text, DEFAULT_MAX_STEPS};
use serde_json::{json, Value};

const ASM_CASES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus/sm1-3/asm-cases/");

fn run_err(asm: &str, input: Value) -> String {
    run_text(asm.as_bytes(), &input.to_string(), DEFAULT_MAX_STEPS)
        .unwrap_err()
        .to_string()
}

fn close(got: &[f32], want: &[f32], what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: {got:?} vs {want:?}");
    for (g, w) in got.iter().zip(want) {
        assert!(
            (g - w).abs() <= 1e-5 * w.abs().max(1.0),
            "{what}: got {got:?}, want {want:?}"
        );
    }
}

fn discarded(out: &Value, i: usize) -> bool {
    out["pixels"][i]["discarded"] == json!(true)
}

/// A width × 1 (or width × height) texture whose texel k is
/// (k/16, 1 - k/16, 0.5, 1): each texel tells its index.
fn indexed(w: usize, h: usize) -> Value {
    let data: Vec<Value> = (0..w * h)
        .map(|k| json!([k as f32 / 16.0, 1.0 - k as f32 / 16.0, 0.5, 1.0]))
        .collect();
    json!({"width": w, "height": h, "data": data})
}

fn texel(k: usize) -> Vec<f32> {
    vec![k as f32 / 16.0, 1.0 - k as f32 / 16.0, 0.5, 1.0]
}

/// A cube of 1×1 faces: face f (+x, -x, +y, -y, +z, -z) is (f/8, 0, 1, 1).
fn cube() -> Value {
    let data: Vec<Value> = (0..6).map(|f| json!([f as f32 / 8.0, 0, 1, 1])).collect();
    json!({"type": "cube", "width": 1, "height": 1, "data": data})
}

fn face(f: usize) -> Vec<f32> {
    vec![f as f32 / 8.0, 0.0, 1.0, 1.0]
}

#[test]
fn hlsl_corpus_has_no_ps1x_binaries() {
    let index = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/corpus/sm1-3/hlsl/index.jsonl"
    ))
    .unwrap();
    let mut n = 0;
    for line in index.lines() {
        let v: Value = serde_json::from_str(line).unwrap();
        if v["profile"].as_str().unwrap_or("").starts_with("ps_1_") {
            n += 1;
            assert_eq!(v["verdict"], json!("rejected"), "{}", v["id"]);
            assert!(v["bin"].is_null());
        }
    }
    assert!(n > 0);
}

#[test]
fn asm_case_ps14_coissue_and_cnd() {
    // gen.ps_1_4.s2001.03: texld r0, t0; ...; mul r0.rgb, r0, c1
    // + add r0.a, r0.a, v0.a; cnd r1, r0.a, r0, c1; mov r0, r1.
    let bin = std::fs::read(format!("{ASM_CASES}own/gen.ps_1_4.s2001.03.o")).unwrap();
    let c1 = [0.5f32, 2.0, 0.25, 0.125];
    let tex = [0.5f32, 0.25, 1.0, 0.25];
    let input = |v0a: f32| {
        json!({
            "constants": {"c": [[0, 0, 0, 0], c1]},
            "pixels": [{"t0": [0.1, 0.1], "t1": [0.3, 0.6, 0.9], "v0": [0, 0, 0, v0a]}],
            "resources": {"s0": {"width": 1, "height": 1, "data": [tex]}}
        })
    };
    // r0.a = 0.25 + v0.a; above 0.5: r1 = r0 = (tex.rgb * c1.rgb, r0.a).
    let out = run_bytes(&bin, &input(0.5));
    close(
        &px(&out, 0, "oC0"),
        &[tex[0] * c1[0], tex[1] * c1[1], tex[2] * c1[2], 0.75],
        "cnd true",
    );
    // r0.a = 0.5, not above 0.5: r1 = c1.
    let out = run_bytes(&bin, &input(0.25));
    close(&px(&out, 0, "oC0"), &c1, "cnd false");
}

#[test]
fn asm_case_ps12_and_ps13_and_wine_texld() {
    // gen.ps_1_2.s2001.00 ends with mov r0, r1 (= v0).
    let bin = std::fs::read(format!("{ASM_CASES}own/gen.ps_1_2.s2001.00.o")).unwrap();
    let out = run_bytes(
        &bin,
        &json!({"pixels": [{"t0": [0.5, 0.5], "v0": [0.25, 0.5, 0.75, 1]}],
                "resources": {"s0": indexed(2, 1)}}),
    );
    close(&px(&out, 0, "oC0"), &[0.25, 0.5, 0.75, 1.0], "ps_1_2");
    // gen.ps_1_3.s2001.02 likewise.
    let bin = std::fs::read(format!("{ASM_CASES}own/gen.ps_1_3.s2001.02.o")).unwrap();
    let out = run_bytes(
        &bin,
        &json!({"constants": {"c": [[0,0,0,0],[0,0,0,0],[1,1,1,1]]},
                "pixels": [{"t0": [0.5, 0.5], "v0": [0.5, 0.25, 0, 1]}],
                "resources": {"s0": indexed(2, 1)}}),
    );
    close(&px(&out, 0, "oC0"), &[0.5, 0.25, 0.0, 1.0], "ps_1_3");
    // wine.ps_1_4.08: texld r0, t0 (stage 0, point, clamp).
    let bin = std::fs::read(format!("{ASM_CASES}wine/wine.ps_1_4.08.o")).unwrap();
    let out = run_bytes(
        &bin,
        &json!({"pixels": [{"t0": [0.6, 0.5]}, {"t0": [-3, 0.5]}],
                "resources": {"s0": indexed(4, 1)}}),
    );
    close(&px(&out, 0, "oC0"), &texel(2), "texld");
    close(&px(&out, 1, "oC0"), &texel(0), "texld clamp");
}

#[test]
fn tex_texcoord_and_linear_filtering() {
    let asm = "ps_1_1\ntex t0\ntexcoord t1\nadd r0, t0, t1\n";
    let out = run(
        asm,
        json!({
            "pixels": [{"t0": [0.5, 0.5], "t1": [-0.5, 0.25, 2, 7]}],
            "resources": {"s0": {"width": 2, "height": 1, "data": [[0, 0, 0, 0], [1, 0.5, 0, 1]]}},
            "samplers": {"s0": {"filter": "linear"}}
        }),
    );
    // Linear at u = 0.5 of 2 texels: halfway between texel centres
    // 0.25 and 0.75, so the mean; texcoord clamps to [0, 1], w = 1.
    close(
        &px(&out, 0, "oC0"),
        &[0.5 + 0.0, 0.25 + 0.25, 0.0 + 1.0, 0.5 + 1.0],
        "tex + texcoord",
    );
}

#[test]
fn texkill_ps11_tests_coordinates_and_ps14_registers() {
    let asm = "ps_1_1\ntexkill t0\nmov r0, v0\n";
    let out = run(
        asm,
        json!({"pixels": [
            {"t0": [0, 0.5, 1, -1], "v0": [1, 1, 1, 1]},
            {"t0": [0.5, -0.001, 1, 1], "v0": [1, 1, 1, 1]},
            {"t0": [-0.0, 0, 0, 0], "v0": [0.5, 1, 1, 1]}]}),
    );
    close(&px(&out, 0, "oC0"), &[1.0; 4], "w not tested");
    assert!(discarded(&out, 1));
    close(
        &px(&out, 2, "oC0"),
        &[0.5, 1.0, 1.0, 1.0],
        "-0 is not below 0",
    );
    let asm = "ps_1_4\ntexcrd r1.rgb, t0\ntexkill r1\nmov r0, c0\n";
    let out = run(
        asm,
        json!({"constants": {"c": [[0.25, 0, 0, 1]]},
               "pixels": [{"t0": [0, 0.5, 1]}, {"t0": [0.5, 0.5, -1]}]}),
    );
    close(&px(&out, 0, "oC0"), &[0.25, 0.0, 0.0, 1.0], "kept");
    assert!(discarded(&out, 1));
}

#[test]
fn texreg2ar_gb_rgb() {
    // t0 = (0.25, 0.625, 0.875, 0.75): ar reads (a, r), gb (g, b).
    let t0 = json!({"width": 1, "height": 1, "data": [[0.25, 0.625, 0.875, 0.75]]});
    let asm = "ps_1_2\ntex t0\ntexreg2ar t1, t0\ntexreg2gb t2, t0\nmov r0, t1\nmov r1, t2\nsub r0, r0, r1\n";
    let out = run(
        asm,
        json!({"pixels": [{"t0": [0, 0]}],
               "resources": {"s0": t0, "s1": indexed(4, 4), "s2": indexed(4, 4)}}),
    );
    // ar: x = floor(0.75*4) = 3, y = floor(0.25*4) = 1 → 7;
    // gb: x = floor(0.625*4) = 2, y = floor(0.875*4) = 3 → 14.
    let (a, b) = (texel(7), texel(14));
    let want: Vec<f32> = (0..4).map(|k| a[k] - b[k]).collect();
    close(&px(&out, 0, "oC0"), &want, "texreg2ar - texreg2gb");
    // texreg2* read no texture coordinates of their own stage, so t1/t2
    // are not inputs.
    // texreg2rgb on a volume: (r, g, b) = (0.25, 0.625, 0.875) in 2×2×2
    // → (0, 1, 1) → texel 0 + 1*2 + 1*4 = 6.
    let asm = "ps_1_2\ntex t0\ntexreg2rgb t1, t0\nmov r0, t1\n";
    let vol: Vec<Value> = (0..8).map(|k| json!(texel(k))).collect();
    let out = run(
        asm,
        json!({"pixels": [{"t0": [0, 0]}],
               "resources": {"s0": {"width": 1, "height": 1, "data": [[0.25, 0.625, 0.875, 0.75]]},
                             "s1": {"width": 2, "height": 2, "depth": 2, "data": vol}}}),
    );
    close(&px(&out, 0, "oC0"), &texel(6), "texreg2rgb");
}

#[test]
fn texm3x2tex_and_texm3x2depth() {
    // t0.rgb = (0.5, 1, 0): u = t1 · t0, v = t2 · t0.
    let t0 = json!({"width": 1, "height": 1, "data": [[0.5, 1, 0, 1]]});
    let asm = "ps_1_1\ntex t0\ntexm3x2pad t1, t0\ntexm3x2tex t2, t0\nmov r0, t2\n";
    let out = run(
        asm,
        json!({"pixels": [{"t0": [0, 0], "t1": [0.5, 0.25, 9], "t2": [0, 0.6, 0]}],
               "resources": {"s0": t0.clone(), "s2": indexed(4, 4)}}),
    );
    // u = 0.25 + 0.25 = 0.5 → x 2; v = 0.6 → y 2: texel 10.
    close(&px(&out, 0, "oC0"), &texel(10), "texm3x2tex");
    let asm = "ps_1_3\ntex t0\ntexm3x2pad t1, t0\ntexm3x2depth t2, t0\nmov r0, v0\n";
    let out = run(
        asm,
        json!({"pixels": [
                {"t0": [0, 0], "t1": [0.5, 0.25, 0], "t2": [1, 0.5, 0], "v0": [1, 0, 0, 1]},
                {"t0": [0, 0], "t1": [0.5, 0.25, 0], "t2": [0, 0, 1], "v0": [1, 0, 0, 1]},
                {"t0": [0, 0], "t1": [2, 1, 0], "t2": [1, 0.5, 0], "v0": [1, 0, 0, 1]}],
               "resources": {"s0": t0}}),
    );
    // z = 0.5, w = 1 → 0.5; w = 0 → 1; z = 2, w = 1 → 2, printed clamped to 1.
    assert_eq!(comp(&out["pixels"][0]["oDepth"]), 0.5);
    assert_eq!(comp(&out["pixels"][1]["oDepth"]), 1.0);
    assert_eq!(comp(&out["pixels"][2]["oDepth"]), 1.0);
    close(&px(&out, 0, "oC0"), &[1.0, 0.0, 0.0, 1.0], "colour");
}

#[test]
fn texm3x3_family() {
    // t0.rgb = (1, 0, 0): the rows give N = (t1.x, t2.x, t3.x).
    let t0 = json!({"width": 1, "height": 1, "data": [[1, 0, 0, 1]]});
    let pad = "ps_1_2\ntex t0\ntexm3x3pad t1, t0\ntexm3x3pad t2, t0\n";
    let pixel = |n: [f32; 3], w: [f32; 3]| json!({"t0": [0, 0], "t1": [n[0], 0, 0, w[0]], "t2": [n[1], 0, 0, w[1]], "t3": [n[2], 0, 0, w[2]]});
    // texm3x3: (u, v, w, 1).
    let out = run(
        &format!("{pad}texm3x3 t3, t0\nmov r0, t3\n"),
        json!({"pixels": [pixel([0.25, -0.5, 0.75], [0.0; 3])], "resources": {"s0": t0.clone()}}),
    );
    close(&px(&out, 0, "oC0"), &[0.25, -0.5, 0.75, 1.0], "texm3x3");
    // texm3x3tex: the cube face of the major axis of (u, v, w).
    let out = run(
        &format!("{pad}texm3x3tex t3, t0\nmov r0, t3\n"),
        json!({"pixels": [pixel([-0.5, 0.25, 0.1], [0.0; 3]), pixel([0.1, 0.2, 0.9], [0.0; 3])],
               "resources": {"s0": t0.clone(), "s3": cube()}}),
    );
    close(&px(&out, 0, "oC0"), &face(1), "-x");
    close(&px(&out, 1, "oC0"), &face(4), "+z");
    // texm3x3spec: R = 2 (N·E)/(N·N) N - E, E = c0.
    // N = (1, 0, 0), E = (0.2, 0.3, 0.1): R = (0.2, -0.3, -0.1) → -y.
    // N = (0, 0, 2), E = (0.5, 0, 1): R = (-0.5, 0, 1) → +z.
    let out = run(
        &format!("{pad}texm3x3spec t3, t0, c0\nmov r0, t3\n"),
        json!({"constants": {"c": [[0.2, 0.3, 0.1, 0]]},
               "pixels": [pixel([1.0, 0.0, 0.0], [0.0; 3])],
               "resources": {"s0": t0.clone(), "s3": cube()}}),
    );
    close(&px(&out, 0, "oC0"), &face(3), "spec -y");
    let out = run(
        &format!("{pad}texm3x3spec t3, t0, c0\nmov r0, t3\n"),
        json!({"constants": {"c": [[0.5, 0, 1, 0]]},
               "pixels": [pixel([0.0, 0.0, 2.0], [0.0; 3])],
               "resources": {"s0": t0.clone(), "s3": cube()}}),
    );
    close(&px(&out, 0, "oC0"), &face(4), "spec +z");
    // texm3x3vspec: E = the w of the three coordinate sets.
    // N = (1, 0, 0), E = (0.2, -0.3, 0.1): R = (0.2, 0.3, -0.1) → +y.
    let out = run(
        &format!("{pad}texm3x3vspec t3, t0\nmov r0, t3\n"),
        json!({"pixels": [pixel([1.0, 0.0, 0.0], [0.2, -0.3, 0.1])],
               "resources": {"s0": t0, "s3": cube()}}),
    );
    close(&px(&out, 0, "oC0"), &face(2), "vspec +y");
}

#[test]
fn texdp3_and_texdp3tex() {
    let t0 = json!({"width": 1, "height": 1, "data": [[0.5, 0.25, 1, 1]]});
    // t1 · t0.rgb = 0.5*0.5 + 1*0.25 + 0.125*1 = 0.625.
    let out = run(
        "ps_1_2\ntex t0\ntexdp3 t1, t0\nmov r0, t1\n",
        json!({"pixels": [{"t0": [0, 0], "t1": [0.5, 1, 0.125]}], "resources": {"s0": t0.clone()}}),
    );
    close(&px(&out, 0, "oC0"), &[0.625; 4], "texdp3");
    // texdp3tex: u = 0.625 → x = floor(0.625*4) = 2.
    let out = run(
        "ps_1_2\ntex t0\ntexdp3tex t1, t0\nmov r0, t1\n",
        json!({"pixels": [{"t0": [0, 0], "t1": [0.5, 1, 0.125]}],
               "resources": {"s0": t0, "s1": indexed(4, 1)}}),
    );
    close(&px(&out, 0, "oC0"), &texel(2), "texdp3tex");
}

#[test]
fn texbem_texbeml_and_bem() {
    // du, dv = (0.25, 0.5), luminance 0.8; matrix (1, 0, 0, -1):
    // u' = u + 1*du + 0*dv, v' = v + 0*du + (-1)*dv.
    let t0 = json!({"width": 1, "height": 1, "data": [[0.25, 0.5, 0.8, 1]]});
    let input = json!({"pixels": [{"t0": [0, 0], "t1": [0.125, 0.75]}],
        "resources": {"s0": t0, "s1": indexed(4, 4)},
        "bumpenv": {"s1": [1, 0, 0, -1, 2, 0.1]}});
    // (0.375, 0.25) → x 1, y 1 → texel 5.
    let out = run("ps_1_1\ntex t0\ntexbem t1, t0\nmov r0, t1\n", input.clone());
    close(&px(&out, 0, "oC0"), &texel(5), "texbem");
    // texbeml: times (0.8 * 2 + 0.1) = 1.7.
    let out = run("ps_1_1\ntex t0\ntexbeml t1, t0\nmov r0, t1\n", input);
    let want: Vec<f32> = texel(5).iter().map(|x| x * (0.8f32 * 2.0 + 0.1)).collect();
    close(&px(&out, 0, "oC0"), &want, "texbeml");
    // bem (ps_1_4), stage 1's matrix (0.5, 0.25, -1, 2):
    // r = c0.r + 0.5*c1.r - 1*c1.g, g = c0.g + 0.25*c1.r + 2*c1.g.
    let out = run(
        "ps_1_4\nbem r1.rg, c0, c1\nmov r0, r1\n",
        json!({"constants": {"c": [[0.1, 0.2, 0, 0], [0.5, 0.25, 0, 0]]},
               "pixels": [{}], "bumpenv": {"s1": [0.5, 0.25, -1, 2]}}),
    );
    close(
        &px(&out, 0, "oC0"),
        &[0.1 + 0.25 - 0.25, 0.2 + 0.125 + 0.5, 0.0, 0.0],
        "bem",
    );
}

#[test]
fn cnd_ps11() {
    let asm = "ps_1_1\ndef c1, 1, 0, 0, 1\ndef c2, 0, 1, 0, 0\nmov r0, v0\ncnd r0, r0.a, c1, c2\n";
    let out = run(
        asm,
        json!({"pixels": [{"v0": [0, 0, 0, 0.5]}, {"v0": [0, 0, 0, 0.51]}]}),
    );
    close(
        &px(&out, 0, "oC0"),
        &[0.0, 1.0, 0.0, 0.0],
        "0.5 is not above 0.5",
    );
    close(&px(&out, 1, "oC0"), &[1.0, 0.0, 0.0, 1.0], "above");
}

#[test]
fn cmp_ps12() {
    let asm =
        "ps_1_2\ndef c1, 0.1, 0.2, 0.3, 0.4\ndef c2, 0.5, 0.6, 0.7, 0.8\ncmp r0, v0_bias, c1, c2\n";
    let out = run(asm, json!({"pixels": [{"v0": [0.5, 0.4, 0.6, 0.49]}]}));
    // v0 - 0.5 = (0, -0.1, 0.1, -0.01): >= 0 picks src1.
    close(&px(&out, 0, "oC0"), &[0.1, 0.6, 0.3, 0.8], "cmp");
}

#[test]
fn source_and_instruction_modifiers() {
    let asm = "ps_1_1
def c0, 0.25, 0.5, 0.75, 1
def c1, 0.1, 0.2, 0.3, 0.4
add r0, c0_bias, 1-c1
mul_x2 r1, c0_bx2, -c1
add_d2 r0, r0, r1
mad_sat r1, r0, c0.b, c1.a
sub_x4 r1.rgb, r1, c1
";
    let out = run(asm, json!({"pixels": [{}]}));
    let c0 = [0.25f32, 0.5, 0.75, 1.0];
    let c1 = [0.1f32, 0.2, 0.3, 0.4];
    let a: Vec<f32> = (0..4).map(|k| (c0[k] - 0.5) + (1.0 - c1[k])).collect();
    let b: Vec<f32> = (0..4)
        .map(|k| 2.0 * ((2.0 * c0[k] - 1.0) * -c1[k]))
        .collect();
    let r0: Vec<f32> = (0..4).map(|k| (a[k] + b[k]) * 0.5).collect();
    close(&px(&out, 0, "oC0"), &r0, "bias, 1-, bx2, -, _x2, _d2");
    // The mad_sat/sub_x4 of r1 do not reach r0; run them through r0.
    let asm2 = format!("{asm}mov r0, r1\n");
    let out = run(&asm2, json!({"pixels": [{}]}));
    let m: Vec<f32> = (0..4)
        .map(|k| (r0[k] * c0[2] + c1[3]).clamp(0.0, 1.0))
        .collect();
    let want = [
        (m[0] - c1[0]) * 4.0,
        (m[1] - c1[1]) * 4.0,
        (m[2] - c1[2]) * 4.0,
        m[3],
    ];
    close(&px(&out, 0, "oC0"), &want, "_sat, _x4, write mask");
    // ps_1_4: _x2 source modifier, _x8/_d8, selectors, the [-8, 8] range.
    let asm = "ps_1_4
def c0, 0.5, 0.25, 3, -3
mov_x8 r1, c0_x2
mov_d8 r2, c0.b
add r0, r1, r2
";
    let out = run(asm, json!({"pixels": [{}]}));
    // r1 = clamp(8 * 2 * c0) = (8, 4, 8, -8); r2 = 3/8 everywhere.
    close(
        &px(&out, 0, "oC0"),
        &[8.0, 4.375, 8.0, -7.625],
        "_x2 source, _x8, _d8, .b, range",
    );
}

#[test]
fn coissue_reads_registers_before_the_pair() {
    let asm = "ps_1_1
def c0, 0.25, 0.5, 0.75, 1
def c1, 0.1, 0.2, 0.3, 0.4
mov r0, c0
mov r0.rgb, c1
+mov r0.a, r0.r
";
    let out = run(asm, json!({"pixels": [{}]}));
    close(&px(&out, 0, "oC0"), &[0.1, 0.2, 0.3, 0.25], "co-issue");
    let asm = "ps_1_1
def c0, 0.25, 0.5, 0.75, 1
mov r0, c0
add r0.rgb, r0, r0.a
+add r0.a, r0.b, r0.r
";
    let out = run(asm, json!({"pixels": [{}]}));
    close(
        &px(&out, 0, "oC0"),
        &[1.25, 1.5, 1.75, 1.0],
        "both read the old r0",
    );
}

#[test]
fn ps14_texld_texcrd_phase_and_texdepth() {
    // Phase 1: texcrd, an address computed into r2 and r5; phase 2: a
    // dependent texld through r2, texdepth from r5. The alpha of the
    // temporaries does not survive the phase (0 here).
    let asm = "ps_1_4
def c0, 0.5, 0.5, 0.5, 0.75
texcrd r2.rgb, t1
add r2.rg, r2, c0_bias
mov r1, c0
mov r5.rg, c0
phase
texld r3, r2
texdepth r5
mov r0.rgb, r3
+mov r0.a, r1.a
";
    let out = run(
        asm,
        json!({"pixels": [{"t1": [0.375, 0.625, 0]}], "resources": {"s3": indexed(4, 4)}}),
    );
    // r2 = (0.375, 0.625, 0): x 1, y 2 → texel 9.
    let t = texel(9);
    close(&px(&out, 0, "oC0"), &[t[0], t[1], t[2], 0.0], "phase");
    assert_eq!(comp(&out["pixels"][0]["oDepth"]), 1.0); // 0.5 / 0.5
                                                        // texld with _dw: (x/w, y/w); texcrd .xyw.
    let asm = "ps_1_4\ntexld r0, t0_dw.xyw\ntexcrd r1.rgb, t1.xyw\nadd r0, r0, r1\n";
    let out = run(
        asm,
        json!({"pixels": [{"t0": [1, 3, 0, 4], "t1": [0.5, 0.25, 9, 0.125]}],
               "resources": {"s0": indexed(4, 4)}}),
    );
    // (0.25, 0.75) → x 1, y 3 → texel 13; r1 = (0.5, 0.25, 0.125, r1.a 0).
    let t = texel(13);
    close(
        &px(&out, 0, "oC0"),
        &[t[0] + 0.5, t[1] + 0.25, t[2] + 0.125, t[3]],
        "_dw, .xyw",
    );
}

#[test]
fn grid_and_template() {
    let asm = "ps_1_1\ntexcoord t0\nmov r0, t0\n";
    let out = run(
        asm,
        json!({"grid": {"width": 2, "height": 1, "inputs": {"t0": [[0, 0, 0, 0], [1, 0, 0, 0], [0, 0, 0, 0], [1, 0, 0, 0]]}}}),
    );
    close(&px(&out, 0, "oC0"), &[0.25, 0.0, 0.0, 1.0], "grid 0");
    close(&px(&out, 1, "oC0"), &[0.75, 0.0, 0.0, 1.0], "grid 1");
    let shader = dxsm::run::load(b"ps_1_1\ntex t0\ntexbem t1, t0\nmov r0, t1\n").unwrap();
    let t = dxsm::run::template(&shader).unwrap();
    assert!(t["pixels"][0]["t1"].is_array());
    assert!(t["resources"]["s1"].is_object());
    assert!(t["bumpenv"]["s1"].is_array());
    let out = dxsm::run::run(&shader, &t, DEFAULT_MAX_STEPS).unwrap();
    assert!(out["pixels"][0]["oC0"].is_array());
}

#[test]
fn bad_inputs_are_errors() {
    let tex = "ps_1_1\ntex t0\nmov r0, t0\n";
    let e = run_err(tex, json!({"pixels": [{"t0": [0, 0]}]}));
    assert!(e.contains("texture stage 0"), "{e}");
    let e = run_err(
        tex,
        json!({"pixels": [{"t0": [0, 0]}], "resources": {"s0": indexed(1, 1), "s1": indexed(1, 1)}}),
    );
    assert!(e.contains("samples no texture stage s1"), "{e}");
    let e = run_err(
        tex,
        json!({"pixels": [{}], "resources": {"s0": indexed(1, 1)}}),
    );
    assert!(e.contains("input t0 missing"), "{e}");
    let e = run_err(
        tex,
        json!({"pixels": [{"t0": [0, 0], "t3": [0, 0]}], "resources": {"s0": indexed(1, 1)}}),
    );
    assert!(e.contains("'t3' is not an input"), "{e}");
    let e = run_err(
        "ps_1_1\nmov r0, c0\n",
        json!({"pixels": [{}], "constants": {"i": [[1, 0, 0, 0]]}}),
    );
    assert!(e.contains("only c0..c7"), "{e}");
    let e = run_err(
        "ps_1_1\nmov r0, c0\n",
        json!({"pixels": [{}], "constants": {"c": vec![[0; 4]; 9]}}),
    );
    assert!(e.contains("ps_1_x has 8"), "{e}");
    let bem = "ps_1_1\ntex t0\ntexbem t1, t0\nmov r0, t1\n";
    let res = json!({"s0": indexed(1, 1), "s1": indexed(1, 1)});
    let e = run_err(
        bem,
        json!({"pixels": [{"t0": [0, 0], "t1": [0, 0]}], "resources": res, "bumpenv": {"s1": [1, 0, 0]}}),
    );
    assert!(e.contains("4 or 6 numbers"), "{e}");
    let e = run_err(
        bem,
        json!({"pixels": [{"t0": [0, 0], "t1": [0, 0]}], "resources": res, "bumpenv": {"s2": [1, 0, 0, 1]}}),
    );
    assert!(e.contains("uses stage 2"), "{e}");
    let e = run_err(
        tex,
        json!({"pixels": [{"t0": [0, 0]}], "resources": {"s0": {"type": "1d", "width": 1, "data": [[0,0,0,0]]}}}),
    );
    assert!(e.contains("\"2d\", \"cube\" or \"volume\""), "{e}");
    let e = run_err(
        "ps_1_1\ntex t0\ntexm3x2tex t1, t0\nmov r0, t1\n",
        json!({"pixels": [{"t0": [0, 0], "t1": [0, 0]}],
               "resources": {"s0": indexed(1, 1), "s1": indexed(1, 1)}}),
    );
    assert!(e.contains("texm3x2pad"), "{e}");
    let e = run_err("ps_1_1\nmov r0, v0\n", json!({"vertices": []}));
    assert!(e.contains("unknown input key 'vertices'"), "{e}");
}

/// Every ps_1_x binary of the asm cases (including those Microsoft's
/// validator refused, `.sv.o`) runs on its template input or gives an
/// error, never a panic; the valid ones run.
#[test]
fn asm_cases_run_on_their_templates() {
    let (mut ran, mut refused) = (0, 0);
    for dir in ["own", "wine"] {
        for e in std::fs::read_dir(format!("{ASM_CASES}{dir}")).unwrap() {
            let path = e.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            if !name.contains("ps_1_") || !name.ends_with(".o") {
                continue;
            }
            let bytes = std::fs::read(&path).unwrap();
            let Ok(shader) = dxsm::run::load(&bytes) else {
                continue;
            };
            let input = dxsm::run::template(&shader).unwrap();
            match dxsm::run::run(&shader, &input, DEFAULT_MAX_STEPS) {
                Ok(out) => {
                    assert!(out["pixels"][0]["oC0"].is_array(), "{name}: {out}");
                    ran += 1;
                }
                Err(e) if name.ends_with(".sv.o") => {
                    let _ = e;
                    refused += 1;
                }
                Err(e) => panic!("{name}: {e}"),
            }
        }
    }
    assert!(ran >= 20, "{ran} ran, {refused} refused");
}

/// The example of docs/run.md ("ps_1_1 to ps_1_4").
#[test]
fn docs_example() {
    let out = run(
        "ps_1_1\ntex t0\ntexbem t1, t0\nmul r0, t1, v0\n",
        json!({
            "pixels": [ { "t0": [0.5, 0.5], "t1": [0.375, 0.75], "v0": [1, 0.5, 1, 1] } ],
            "resources": { "s0": { "width": 1, "height": 1, "data": [[0.25, 0.5, 0.8, 1]] },
                           "s1": { "width": 2, "height": 2, "data": [[1, 0, 0, 1], [0, 1, 0, 1], [0, 0, 1, 1], [1, 1, 1, 1]] } },
            "bumpenv": { "s1": [1, 0, 0, -1] }
        }),
    );
    assert_eq!(out, json!({"pixels": [{"oC0": [0.0, 0.5, 0.0, 1.0]}]}));
}

/// A register the version lacks (ps_1_4 has t0..t5) is refused before
/// running, with the assembler's X2005 and where it lies, as text and as a
/// token stream: it once indexed past the interpreter's register file.
#[test]
fn registers_past_the_version_are_refused_not_run() {
    for asm in ["ps_1_4\ntexld r0, t8\n", "ps_1_4\ntexcrd r1.xyz, t9\n"] {
        let e = run_text(
            asm.as_bytes(),
            r#"{"pixels": [{"t8": [0,0,0,0]}]}"#,
            DEFAULT_MAX_STEPS,
        )
        .unwrap_err();
        assert!(
            e.to_string()
                .starts_with("2:1: error X2005: invalid register 't"),
            "{e}"
        );
        let t = dxsm::run::load(asm.as_bytes()).unwrap_err();
        assert_eq!(t.message(), e.message());
    }
    // ps_1_4, texld r0, t8 as tokens: the error names the instruction's byte.
    let tokens: Vec<u8> = [0xFFFF_0104u32, 0x42, 0x800F_0000, 0xB0E4_0008, 0xFFFF]
        .iter()
        .flat_map(|t| t.to_le_bytes())
        .collect();
    let e = dxsm::run::load(&tokens).unwrap_err();
    assert_eq!(e.message(), "error X2005: invalid register 't8'");
    assert_eq!(e.at(), Some(dxsm::run::ErrorAt::Byte(4)));
}
