//! The reference interpreter: GS instancing and cut_stream rules
//! (docs/rules.md), arithmetic rules, limits, and Microsoft-compiled
//! shaders checked against the same math written in Rust.

use dxsm::run::{run_text, DEFAULT_MAX_STEPS};
use serde_json::{json, Value};

fn run(asm: &str, input: Value) -> Value {
    let out = run_text(asm.as_bytes(), &input.to_string(), DEFAULT_MAX_STEPS)
        .unwrap_or_else(|e| panic!("{e}"));
    serde_json::from_str(&out).unwrap()
}

fn run_err(asm: &str, input: Value, steps: u64) -> String {
    run_text(asm.as_bytes(), &input.to_string(), steps)
        .unwrap_err()
        .to_string()
}

fn point(x: f32) -> Value {
    json!([{ "v0": [x, 0, 0, 1] }])
}

/// First component of o0 of every vertex of every strip of a stream.
fn xs(out: &Value, stream: usize) -> Vec<Vec<f64>> {
    out["streams"][stream]["strips"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            s.as_array()
                .unwrap()
                .iter()
                .map(|v| v["o0"][0].as_f64().unwrap())
                .collect()
        })
        .collect()
}

const GS_HEAD: &str = "gs_5_0
dcl_input v[1][0].xyzw
dcl_temps 2
dcl_inputprimitive point
";

#[test]
fn instances_run_in_order_with_instance_id() {
    let asm = format!(
        "{GS_HEAD}dcl_input vGSInstanceID
dcl_gsinstances 3
dcl_stream m0
dcl_outputtopology pointlist
dcl_output o0.xyzw
dcl_maxout 1
utof r0.x, vGSInstanceID.x
add r0.x, r0.x, v[0][0].x
mov o0.xyzw, r0.xxxx
emit_stream m0
ret
"
    );
    let out = run(&asm, json!({ "primitives": [point(10.0), point(20.0)] }));
    // Per primitive, instances 0,1,2 one after another; each its own strip.
    assert_eq!(
        xs(&out, 0),
        vec![
            vec![10.0],
            vec![11.0],
            vec![12.0],
            vec![20.0],
            vec![21.0],
            vec![22.0]
        ]
    );
    assert_eq!(out["streams"][0]["instances"], json!([0, 1, 2, 0, 1, 2]));
    assert_eq!(out["streams"][0]["primitives"], json!([0, 0, 0, 1, 1, 1]));
}

#[test]
fn implicit_cut_after_each_instance() {
    // Each instance emits two vertices of a line strip and never cuts:
    // instances must not share a strip.
    let asm = format!(
        "{GS_HEAD}dcl_input vGSInstanceID
dcl_gsinstances 2
dcl_stream m0
dcl_outputtopology linestrip
dcl_output o0.xyzw
dcl_maxout 2
utof r0.x, vGSInstanceID.x
mov o0.xyzw, r0.xxxx
emit_stream m0
add r0.x, r0.x, l(0.5)
mov o0.xyzw, r0.xxxx
emit_stream m0
ret
"
    );
    let out = run(&asm, json!({ "primitives": [point(0.0)] }));
    assert_eq!(xs(&out, 0), vec![vec![0.0, 0.5], vec![1.0, 1.5]]);
}

#[test]
fn maxout_applies_per_instance_and_drops_the_rest() {
    let asm = format!(
        "{GS_HEAD}dcl_input vGSInstanceID
dcl_gsinstances 2
dcl_stream m0
dcl_outputtopology pointlist
dcl_output o0.xyzw
dcl_maxout 2
mov r0.x, l(0)
loop
  ige r0.y, r0.x, l(3)
  breakc_nz r0.y
  itof r1.x, r0.x
  mov o0.xyzw, r1.xxxx
  emit_stream m0
  iadd r0.x, r0.x, l(1)
endloop
ret
"
    );
    let out = run(&asm, json!({ "primitives": [point(0.0)] }));
    // Two vertices kept per instance, the third dropped with a warning.
    assert_eq!(xs(&out, 0), vec![vec![0.0, 1.0], vec![0.0, 1.0]]);
    let w = out["warnings"].as_array().unwrap();
    assert_eq!(w.len(), 2, "{w:?}");
    assert!(w[0].as_str().unwrap().contains("beyond dcl_maxout 2"));
}

#[test]
fn implicit_cut_at_end_on_every_stream_and_strip_discard() {
    let asm = format!(
        "{GS_HEAD}dcl_stream m0
dcl_outputtopology trianglestrip
dcl_output o0.xyzw
dcl_stream m1
dcl_outputtopology linestrip
dcl_output o0.xyzw
dcl_maxout 16
mov o0.xyzw, l(1.000000,0,0,0)
emit_stream m0
mov o0.xyzw, l(2.000000,0,0,0)
emit_stream m0
cut_stream m0
mov o0.xyzw, l(3.000000,0,0,0)
emit_stream m0
mov o0.xyzw, l(4.000000,0,0,0)
emit_stream m0
mov o0.xyzw, l(5.000000,0,0,0)
emit_stream m0
mov o0.xyzw, l(6.000000,0,0,0)
emit_stream m1
mov o0.xyzw, l(7.000000,0,0,0)
emit_stream m1
ret
"
    );
    let out = run(&asm, json!({ "primitives": [point(0.0)] }));
    // Stream 0: the first strip (2 vertices of a triangle strip) is
    // discarded at the cut; the second ends at the implicit cut.
    assert_eq!(xs(&out, 0), vec![vec![3.0, 4.0, 5.0]]);
    assert_eq!(out["streams"][0]["topology"], "trianglestrip");
    // Stream 1 is ended too.
    assert_eq!(xs(&out, 1), vec![vec![6.0, 7.0]]);
    assert_eq!(out["streams"][1]["topology"], "linestrip");
    let w = out["warnings"].as_array().unwrap();
    assert!(
        w.iter().any(|w| w
            .as_str()
            .unwrap()
            .contains("2 vertices on stream m0 discarded")),
        "{w:?}"
    );
}

#[test]
fn single_vertex_line_strip_discarded_at_end() {
    let asm = format!(
        "{GS_HEAD}dcl_outputtopology linestrip
dcl_output o0.xyzw
dcl_maxout 4
mov o0.xyzw, v[0][0].xyzw
emit
ret
"
    )
    .replace("gs_5_0", "gs_4_0");
    let out = run(&asm, json!({ "primitives": [point(1.0)] }));
    assert_eq!(xs(&out, 0), Vec::<Vec<f64>>::new());
}

#[test]
fn cut_stream_inside_flow_control_and_emit_then_cut() {
    let asm = format!(
        "{GS_HEAD}dcl_stream m0
dcl_outputtopology linestrip
dcl_output o0.xyzw
dcl_maxout 8
mov r0.x, l(0)
loop
  ige r0.y, r0.x, l(6)
  breakc_nz r0.y
  itof r1.x, r0.x
  mov o0.xyzw, r1.xxxx
  and r0.z, r0.x, l(1)
  if_nz r0.z
    emit_then_cut_stream m0
  else
    emit_stream m0
  endif
  iadd r0.x, r0.x, l(1)
endloop
ret
"
    );
    let out = run(&asm, json!({ "primitives": [point(0.0)] }));
    assert_eq!(
        xs(&out, 0),
        vec![vec![0.0, 1.0], vec![2.0, 3.0], vec![4.0, 5.0]]
    );
}

#[test]
fn streams_are_separate() {
    let asm = format!(
        "{GS_HEAD}dcl_stream m0
dcl_outputtopology pointlist
dcl_output o0.xyzw
dcl_stream m1
dcl_outputtopology pointlist
dcl_output o0.xyzw
dcl_maxout 4
mov o0.xyzw, l(1.000000,0,0,0)
emit_stream m1
mov o0.xyzw, l(2.000000,0,0,0)
emit_stream m0
mov o0.xyzw, l(3.000000,0,0,0)
emit_stream m1
ret
"
    );
    let out = run(&asm, json!({ "primitives": [point(0.0)] }));
    assert_eq!(xs(&out, 0), vec![vec![2.0]]);
    assert_eq!(xs(&out, 1), vec![vec![1.0, 3.0]]);
    assert_eq!(out["streams"][1]["stream"], 1);
}

#[test]
fn emit_without_rewriting_outputs_warns() {
    let asm = format!(
        "{GS_HEAD}dcl_stream m0
dcl_outputtopology pointlist
dcl_output o0.xyzw
dcl_maxout 4
mov o0.xyzw, l(1.000000,0,0,0)
emit_stream m0
emit_stream m0
ret
"
    );
    let out = run(&asm, json!({ "primitives": [point(0.0)] }));
    let w = out["warnings"].as_array().unwrap();
    assert_eq!(w.len(), 1, "{w:?}");
    assert!(w[0]
        .as_str()
        .unwrap()
        .contains("o0 not written since the last emit"));
}

#[test]
fn primitive_id_and_adjacency_vertex_counts() {
    let asm = "gs_4_0
dcl_input v[6][0].xyzw
dcl_input vPrim
dcl_inputprimitive triangleadj
dcl_outputtopology pointlist
dcl_output o0.xyzw
dcl_maxout 1
utof o0.xyzw, vPrim
emit
ret
";
    let prim = json!([{"v0":[0]},{"v0":[0]},{"v0":[0]},{"v0":[0]},{"v0":[0]},{"v0":[0]}]);
    let out = run(
        asm,
        json!({ "primitives": [prim.clone(), prim.clone(), prim] }),
    );
    assert_eq!(xs(&out, 0), vec![vec![0.0], vec![1.0], vec![2.0]]);
    let e = run_err(asm, json!({ "primitives": [[{"v0":[0]}]] }), 100);
    assert!(e.contains("has 6"), "{e}");
}

#[test]
fn vs_arithmetic_rules() {
    let asm = "vs_4_0
dcl_input v0.xyzw
dcl_output o0.xyzw
dcl_output o1.xyzw
dcl_output o2.xyzw
dcl_output o3.xyzw
dcl_temps 2
udiv o0.x, o0.y, v0.x, l(0)
ishl o0.z, l(1), l(33)
ftoi o0.w, l(-3.7)
min o1.x, l(0x7fc00000), l(2.0)
eq o1.y, l(0x7fc00000), l(0x7fc00000)
mul o1.z, l(1e-30), l(1e-30)
ftou o1.w, l(-5.0)
mov_sat o2.xyzw, l(2.0, -1.0, 0.5, 0x7fc00000)
ushr o3.x, l(0x80000000), l(31)
ishr o3.y, l(0x80000000), l(31)
imul o3.z, o3.w, l(0x10000), l(0x10000)
ret
";
    let out = run(asm, json!({ "vertices": [{"v0": [7, 0, 0, 0]}] }));
    let v = &out["vertices"][0];
    assert_eq!(
        v["o0"],
        json!(["0xffffffff", "0xffffffff", "0x00000002", "0xfffffffd"])
    );
    assert_eq!(v["o1"], json!([2.0, 0.0, 0.0, 0.0]));
    assert_eq!(v["o2"], json!([1.0, 0.0, 0.5, 0.0]));
    assert_eq!(
        v["o3"],
        json!(["0x00000001", "0xffffffff", "0x00000001", 0.0])
    );
}

#[test]
fn vs_flow_control_switch_call_relative() {
    let asm = "vs_4_0
dcl_input v0.x
dcl_output o0.xyzw
dcl_temps 2
dcl_indexableTemp x0[4], 4
mov x0[0].x, l(10)
mov x0[1].x, l(20)
mov x0[2].x, l(30)
mov x0[3].x, l(40)
ftoi r0.x, v0.x
switch r0.x
  case l(0)
  case l(1)
    mov r1.x, l(100)
    break
  case l(2)
    mov r1.x, l(200)
    break
  default
    mov r1.x, l(300)
    break
endswitch
mov r0.y, x0[r0.x + 0].x
call label0
mov o0.xyzw, r1.xyxx
ret
label label0
  mov r1.y, r0.y
  iadd r1.y, r1.y, l(1)
ret
";
    let inp = json!({ "vertices": [{"v0":[0]},{"v0":[1]},{"v0":[2]},{"v0":[3]}] });
    let out = run(asm, inp);
    let got: Vec<(u64, u64)> = out["vertices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| {
            let a = f32::from_bits(100).to_bits();
            let _ = a;
            let x = v["o0"][0]
                .as_str()
                .map(|s| u64::from_str_radix(&s[2..], 16).unwrap())
                .unwrap();
            let y = v["o0"][1]
                .as_str()
                .map(|s| u64::from_str_radix(&s[2..], 16).unwrap())
                .unwrap();
            (x, y)
        })
        .collect();
    // Integers 100..300 and 11..41 print as hex (they are denormal floats).
    assert_eq!(got, vec![(100, 11), (100, 21), (200, 31), (300, 41)]);
}

#[test]
fn runaway_loop_is_stopped_and_bad_input_reported() {
    let asm = "vs_4_0
dcl_input v0.x
dcl_output o0.xyzw
loop
endloop
ret
";
    let e = run_err(asm, json!({ "vertices": [{"v0":[0]}] }), 1000);
    assert!(e.contains("max-steps"), "{e}");
    let e = run_err(asm, json!({ "vertices": [{"v1":[0]}] }), 1000);
    assert!(e.contains("declares no input v1"), "{e}");
    let e = run_err(asm, json!({ "vertices": [{}] }), 1000);
    assert!(e.contains("v0, which is missing"), "{e}");
    let e = run_err(asm, json!({ "vertices": [{"v0": ["0xzz"]}] }), 1000);
    assert!(e.contains("hex"), "{e}");
    assert!(run_text(asm.as_bytes(), "{not json", 10)
        .unwrap_err()
        .to_string()
        .contains("bad input JSON"));
    let e = run_err(
        "vs_4_0\ndcl_output o0.xyzw\nsample o0.xyzw, l(0,0,0,0), t0.xyzw, s0\nret\n",
        json!({"vertices":[{}]}),
        10,
    );
    // Undeclared resources are an error, not a panic.
    assert!(e.contains("t0 is not declared"), "{e}");
}

#[test]
fn hex_input_components_and_shortest_float_output() {
    let asm = "vs_4_0
dcl_input v0.xyzw
dcl_output o0.xyzw
mov o0.xyzw, v0.xyzw
ret
";
    let out = run(
        asm,
        json!({ "vertices": [{"v0": ["0x3f800000", 0.1, "0x7f800000", "0x80000000"]}] }),
    );
    assert_eq!(
        out["vertices"][0]["o0"],
        json!([1.0, 0.1, "0x7f800000", "0x80000000"])
    );
}

// ---- Microsoft-compiled shaders, checked against the same math in Rust ----

fn corpus(name: &str) -> Vec<u8> {
    std::fs::read(format!(
        "{}/tests/corpus/sm4-5/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

fn fl(v: &Value) -> f32 {
    v.as_f64().unwrap() as f32
}

fn close(a: f32, b: f32) -> bool {
    (a - b).abs() <= 1e-5 * (1.0 + b.abs())
}

#[test]
fn corpus_vs40_transform_normal_uv() {
    // cbuffer: float4x4 world (cb0[0..3]), viewProj (cb0[4..7]), float3x3 normal (cb0[8..10]).
    let world: [[f32; 4]; 4] = [
        [1.0, 0.0, 0.0, 0.5],
        [0.0, 2.0, 0.0, -1.0],
        [0.0, 0.0, 1.0, 3.0],
        [0.0, 0.0, 0.0, 1.0],
    ];
    let vp: [[f32; 4]; 4] = [
        [0.5, 0.0, 0.0, 0.0],
        [0.0, 0.25, 0.0, 0.0],
        [0.0, 0.0, 1.0, -0.5],
        [0.0, 0.0, 1.0, 0.0],
    ];
    let nm: [[f32; 4]; 3] = [
        [0.0, 1.0, 0.0, 0.0],
        [1.0, 0.0, 0.0, 0.0],
        [0.0, 0.0, 3.0, 0.0],
    ];
    let mut cb: Vec<[f32; 4]> = world.to_vec();
    cb.extend(vp);
    cb.extend(nm);
    let pos = [1.0f32, 2.0, 3.0];
    let nrm = [0.0f32, 0.6, 0.8];
    let uv = [0.25f32, 0.75];
    let inp = json!({ "constants": {"cb0": cb}, "vertices": [{"v0": pos, "v1": nrm, "v2": uv}] });
    let out = run_text(
        &corpus("vs40_transform_normal_uv.o"),
        &inp.to_string(),
        DEFAULT_MAX_STEPS,
    )
    .unwrap();
    let out: Value = serde_json::from_str(&out).unwrap();
    let v = &out["vertices"][0];
    // The same math: w = dot(p1, cb0[i]); clip = dot(w, cb0[4+i]); n = normalize(dot(nrm, cb0[8+i])).
    let p1 = [pos[0], pos[1], pos[2], 1.0];
    let d4 = |a: [f32; 4], b: [f32; 4]| a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
    let w: [f32; 4] = std::array::from_fn(|i| d4(p1, cb[i]));
    let clip: [f32; 4] = std::array::from_fn(|i| d4(w, cb[4 + i]));
    let n: [f32; 3] = std::array::from_fn(|i| {
        nrm[0] * cb[8 + i][0] + nrm[1] * cb[8 + i][1] + nrm[2] * cb[8 + i][2]
    });
    let len = (n[0] * n[0] + n[1] * n[1] + n[2] * n[2]).sqrt();
    for i in 0..4 {
        assert!(
            close(fl(&v["o0"][i]), clip[i]),
            "o0[{i}] {} vs {}",
            v["o0"][i],
            clip[i]
        );
    }
    for i in 0..3 {
        assert!(close(fl(&v["o1"][i]), w[i]), "o1[{i}]");
        assert!(close(fl(&v["o2"][i]), n[i] / len), "o2[{i}]");
    }
    assert_eq!(v["o3"], json!([0.25, 0.75]));
}

#[test]
fn corpus_gs40_pt_to_tristrip_billboard() {
    // cbuffer Frame: viewProj (cb0[0..3]), camRight (4), camUp (5), params (6).
    let vpm: [[f32; 4]; 4] = [
        [1.0, 0.0, 0.0, 0.0],
        [0.0, 1.0, 0.0, 0.0],
        [0.0, 0.0, 0.5, 0.0],
        [0.0, 0.0, 1.0, 1.0],
    ];
    let right = [1.0f32, 0.0, 0.0, 0.0];
    let up = [0.0f32, 1.0, 0.0, 0.0];
    let mut cb: Vec<[f32; 4]> = vpm.to_vec();
    cb.push(right);
    cb.push(up);
    let pos = [1.0f32, 2.0, 3.0, 1.0];
    let (size, rot) = (0.5f32, 0.3f32);
    let col = [0.1f32, 0.2, 0.3, 0.4];
    let inp = json!({ "constants": {"cb0": cb}, "primitives": [[{"v0": pos, "v1": [size, rot], "v2": col}]] });
    let out = run_text(
        &corpus("gs40_pt_to_tristrip.o"),
        &inp.to_string(),
        DEFAULT_MAX_STEPS,
    )
    .unwrap();
    let out: Value = serde_json::from_str(&out).unwrap();
    let s = &out["streams"][0];
    assert_eq!(s["topology"], "trianglestrip");
    let strips = s["strips"].as_array().unwrap();
    assert_eq!(strips.len(), 1);
    let verts = strips[0].as_array().unwrap();
    assert_eq!(verts.len(), 4);
    // The HLSL: r = (right*c + up*s)*size; u = (up*c - right*s)*size;
    // p = pos + r*corner.x + u*corner.y; o.pos = mul(float4(p,1), viewProj).
    let (sn, cs) = rot.sin_cos();
    let r: [f32; 3] = std::array::from_fn(|i| (right[i] * cs + up[i] * sn) * size);
    let u: [f32; 3] = std::array::from_fn(|i| (up[i] * cs - right[i] * sn) * size);
    let corners = [(-1.0f32, -1.0f32), (-1.0, 1.0), (1.0, -1.0), (1.0, 1.0)];
    for (k, (cx, cy)) in corners.iter().enumerate() {
        let p: [f32; 3] = std::array::from_fn(|i| pos[i] + r[i] * cx + u[i] * cy);
        let p4 = [p[0], p[1], p[2], 1.0];
        // mul(row vector, matrix) with column_major packing: component j is dot(p4, cb0[j]).
        for j in 0..4 {
            let want =
                p4[0] * vpm[j][0] + p4[1] * vpm[j][1] + p4[2] * vpm[j][2] + p4[3] * vpm[j][3];
            let got = fl(&verts[k]["o0"][j]);
            assert!(close(got, want), "vertex {k} o0[{j}]: {got} vs {want}");
        }
        assert_eq!(verts[k]["o1"], json!([cx * 0.5 + 0.5, cy * 0.5 + 0.5]));
        for j in 0..4 {
            assert!(close(fl(&verts[k]["o2"][j]), col[j]));
        }
    }
    assert_eq!(out["warnings"], json!([]));
}

/// The input JSON means one thing only: a key given twice in an object is
/// an error (JSON leaves it open which one counts), and an integer word
/// that does not fit 32 bits is an error rather than a float's bits
/// (4294967296 once became 0x4f800000).
#[test]
fn input_json_is_read_strictly() {
    let cs = "cs_5_0\ndcl_uav_raw u0\ndcl_input vThreadID.x\ndcl_temps 1\ndcl_thread_group 1, 1, 1\nishl r0.x, vThreadID.x, l(2)\nstore_raw u0.x, r0.x, vThreadID.x\nret\n";
    let e = |input: &str| {
        run_text(cs.as_bytes(), input, DEFAULT_MAX_STEPS)
            .unwrap_err()
            .to_string()
    };
    let m = e(r#"{"dispatch": [1, 1, 1], "resources": {"u0": {"words": [4294967296]}}}"#);
    assert!(m.contains("does not fit a 32-bit word"), "{m}");
    let m = e(r#"{"dispatch": [1, 1, 1], "resources": {"u0": {"words": [-2147483649]}}}"#);
    assert!(m.contains("does not fit a 32-bit word"), "{m}");
    let m =
        e(r#"{"dispatch": [1, 1, 1], "dispatch": [2, 1, 1], "resources": {"u0": {"words": [0]}}}"#);
    assert!(m.contains("'dispatch' is given twice"), "{m}");
    let m = e(r#"{"dispatch": [1, 1, 1], "resources": {"u0": {"words": [0], "words": [1]}}}"#);
    assert!(m.contains("'words' is given twice"), "{m}");
    let vs = "vs_4_0\ndcl_input v0.xyzw\ndcl_output o0.xyzw\nmov o0.xyzw, v0.xyzw\nret\n";
    let m = run_text(
        vs.as_bytes(),
        r#"{"vertices": [{"v0": [1, 2, 3, 4], "v0": [5, 6, 7, 8]}]}"#,
        DEFAULT_MAX_STEPS,
    )
    .unwrap_err()
    .to_string();
    assert!(m.contains("'v0' is given twice in vertices[0]"), "{m}");
    // The ends of the range are words.
    let out = run(
        cs,
        json!({"dispatch": [1, 1, 1], "resources": {"u0": {"words": [4294967295u32, -2147483648i32]}}}),
    );
    assert_eq!(out["uavs"]["u0"]["words"][1], json!(2147483648u32));
}

/// A write mask names each component once, in xyzw order; `.yx`, `.xx` and
/// `.xyzwxyzw` are refused (as the Direct3D 9 assembler refuses them with
/// X2003) instead of being read as another mask.
#[test]
fn write_masks_out_of_order_are_refused() {
    for mask in ["yx", "xx", "xyzwxyzw", "wz"] {
        let text = format!("vs_4_0\ndcl_output o0.xyzw\ndcl_temps 1\nmov r0.{mask}, l(1.0)\nmov o0.xyzw, r0.xyzw\nret\n");
        let e = dxsm::sm4::parse::parse(&text).unwrap_err();
        assert_eq!(e.line(), 4, "{mask}: {e}");
        assert!(e.to_string().contains("write mask"), "{mask}: {e}");
    }
    let ok =
        "vs_4_0\ndcl_output o0.xyzw\ndcl_temps 1\nmov r0.xzw, l(1.0)\nmov o0.xyzw, r0.xyzw\nret\n";
    assert!(dxsm::sm4::parse::parse(ok).is_ok());
}
