//! Pixel and compute shaders, resources and sampling: Microsoft-compiled
//! corpus shaders run on chosen inputs, each expected output computed
//! here by the same math written in Rust from the HLSL source; and small
//! programs for the documented rules (filtering, derivatives, discard,
//! barriers, atomics, doubles, bit-field instructions).

use dxsm::run::{load, run, run_text, DEFAULT_MAX_STEPS};
use serde_json::{json, Value};

fn corpus(name: &str) -> dxsm::run::Shader {
    let path = format!("{}/tests/corpus/sm4-5/{name}.o", env!("CARGO_MANIFEST_DIR"));
    load(&std::fs::read(path).unwrap()).unwrap()
}

fn go(shader: &dxsm::run::Shader, input: Value) -> Value {
    run(shader, &input, DEFAULT_MAX_STEPS).unwrap_or_else(|e| panic!("{e}"))
}

fn asm(text: &str, input: Value) -> Value {
    let out = run_text(text.as_bytes(), &input.to_string(), DEFAULT_MAX_STEPS)
        .unwrap_or_else(|e| panic!("{e}"));
    serde_json::from_str(&out).unwrap()
}

fn f(v: &Value) -> f32 {
    match v {
        Value::String(s) => f32::from_bits(u32::from_str_radix(&s[2..], 16).unwrap()),
        v => v.as_f64().unwrap() as f32,
    }
}

fn vec4(v: &Value) -> Vec<f32> {
    v.as_array().unwrap().iter().map(f).collect()
}

fn close(a: &[f32], b: &[f32], what: &str) {
    assert_eq!(a.len(), b.len(), "{what}: {a:?} vs {b:?}");
    for (x, y) in a.iter().zip(b) {
        let tol = 1e-5 * x.abs().max(y.abs()).max(1.0);
        assert!((x - y).abs() <= tol, "{what}: got {a:?}, expected {b:?}");
    }
}

#[test]
fn alpha_test_discard_with_point_and_linear_sampling() {
    // ps40_alpha_test_discard: c = tex.Sample(s, uv); discard if c.a < cutoff.
    let sh = corpus("ps40_alpha_test_discard");
    let tex = [
        [1.0, 0.0, 0.0, 1.0],
        [0.0, 1.0, 0.0, 0.25],
        [0.0, 0.0, 1.0, 0.75],
        [1.0, 1.0, 1.0, 0.0],
    ];
    let uv = [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
        [0.5, 0.5],
    ];
    let input = |filter: &str| {
        json!({
            "constants": {"cb0": [[0.5, 0, 0, 0]]},
            "resources": {"t0": {"width": 2, "height": 2, "data": tex}},
            "samplers": {"s0": {"filter": filter, "address": "clamp"}},
            "pixels": uv.iter().map(|p| json!({"v1": p})).collect::<Vec<_>>()
        })
    };
    let out = go(&sh, input("point"));
    let px = out["pixels"].as_array().unwrap();
    // Point sampling at texel centres reads each texel; (0.5, 0.5) floors
    // to texel (1, 1).
    for (i, t) in [0, 1, 2, 3, 3].iter().enumerate() {
        if tex[*t][3] < 0.5 {
            assert_eq!(px[i]["discarded"], json!(true), "pixel {i}");
        } else {
            close(&vec4(&px[i]["o0"]), &tex[*t], &format!("pixel {i}"));
        }
    }
    // Linear sampling at the centre of a 2×2 texture: all four texels,
    // weights 1/2 × 1/2, combined along x then y.
    let out = go(&sh, input("linear"));
    let lerp = |a: f32, b: f32, t: f32| a * (1.0 - t) + b * t;
    let avg: Vec<f32> = (0..4)
        .map(|c| {
            lerp(
                lerp(tex[0][c], tex[1][c], 0.5),
                lerp(tex[2][c], tex[3][c], 0.5),
                0.5,
            )
        })
        .collect();
    assert!(avg[3] >= 0.5);
    close(&vec4(&out["pixels"][4]["o0"]), &avg, "linear centre");
}

#[test]
fn depth_output_sphere_impostor() {
    // ps40_depth_output: ray-traced sphere writing SV_Depth.
    let sh = corpus("ps40_depth_output");
    // g_proj (column-major: register j holds column j), g_radius, g_center.
    let proj: [[f32; 4]; 4] = [
        [1.0, 0.0, 0.0, 0.0],
        [0.0, 1.0, 0.0, 0.0],
        [0.0, 0.0, 0.5, 0.25],
        [0.0, 0.0, 1.0, 0.0],
    ];
    let (radius, center) = (1.0f32, [0.0f32, 0.0, 5.0]);
    let rays: [([f32; 3], [f32; 3]); 3] = [
        ([0.0, 0.0, 1.0], [0.0, 0.0, 0.0]),
        ([0.1, 0.05, 1.0], [0.0, 0.0, 0.0]),
        ([1.0, 0.0, 0.2], [0.0, 0.0, 0.0]),
    ];
    let mut cb: Vec<Value> = proj.iter().map(|c| json!(c)).collect();
    cb.push(json!([radius, center[0], center[1], center[2]]));
    let out = go(
        &sh,
        json!({
            "constants": {"cb0": cb},
            "pixels": rays.iter().map(|(d, o)| json!({"v1": d, "v2": o})).collect::<Vec<_>>()
        }),
    );
    let dot = |a: [f32; 3], b: [f32; 3]| a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    let norm = |a: [f32; 3]| {
        let l = dot(a, a).sqrt();
        [a[0] / l, a[1] / l, a[2] / l]
    };
    for (i, (dir, org)) in rays.iter().enumerate() {
        let d = norm(*dir);
        let oc = [org[0] - center[0], org[1] - center[1], org[2] - center[2]];
        let b = dot(oc, d);
        let c = dot(oc, oc) - radius * radius;
        let disc = b * b - c;
        let px = &out["pixels"][i];
        if disc < 0.0 {
            assert_eq!(px["discarded"], json!(true), "ray {i}");
            continue;
        }
        let t = -b - disc.sqrt();
        let hit = [org[0] + d[0] * t, org[1] + d[1] * t, org[2] + d[2] * t];
        let h4 = [hit[0], hit[1], hit[2], 1.0];
        let clip: Vec<f32> = (0..4)
            .map(|j| (0..4).map(|k| h4[k] * proj[j][k]).sum())
            .collect();
        let n = norm([hit[0] - center[0], hit[1] - center[1], hit[2] - center[2]]);
        close(
            &vec4(&px["o0"]),
            &[n[0] * 0.5 + 0.5, n[1] * 0.5 + 0.5, n[2] * 0.5 + 0.5, 1.0],
            &format!("ray {i} colour"),
        );
        close(
            &[f(&px["oDepth"])],
            &[clip[2] / clip[3]],
            &format!("ray {i} depth"),
        );
    }
}

#[test]
fn fine_and_coarse_derivatives_over_quads() {
    // ps50_deriv_coarse_fine over a 4×2 grid whose WORLDPOS is not
    // linear, so fine and coarse derivatives differ.
    let sh = corpus("ps50_deriv_coarse_fine");
    let wpos = |x: f32, y: f32| [x, y, 0.1 * x * y + 0.05 * x * x];
    let pixels: Vec<Value> = (0..2)
        .flat_map(|q| (0..4).map(move |k| (q, k)))
        .map(|(q, k)| {
            let (x, y) = ((2 * q + (k & 1)) as f32 + 0.5, (k >> 1) as f32 + 0.5);
            json!({"v1": wpos(x, y)})
        })
        .collect();
    let out = go(&sh, json!({"pixels": pixels}));
    let sub = |a: [f32; 3], b: [f32; 3]| [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
    let cross = |a: [f32; 3], b: [f32; 3]| {
        [
            a[1] * b[2] - a[2] * b[1],
            a[2] * b[0] - a[0] * b[2],
            a[0] * b[1] - a[1] * b[0],
        ]
    };
    let norm = |a: [f32; 3]| {
        let l = (a[0] * a[0] + a[1] * a[1] + a[2] * a[2]).sqrt();
        [a[0] / l, a[1] / l, a[2] / l]
    };
    for q in 0..2 {
        let p: Vec<[f32; 3]> = (0..4)
            .map(|k| wpos((2 * q + (k & 1)) as f32 + 0.5, (k >> 1) as f32 + 0.5))
            .collect();
        for k in 0..4 {
            // Fine: the pixel's own row and column; coarse: the quad's top
            // row and left column.
            let fx = sub(p[(k & 2) | 1], p[k & 2]);
            let fy = sub(p[(k & 1) | 2], p[k & 1]);
            let cx = sub(p[1], p[0]);
            let cy = sub(p[2], p[0]);
            let nf = norm(cross(fx, fy));
            let nc = norm(cross(cx, cy));
            let d = sub(nf, nc);
            let len = (d[0] * d[0] + d[1] * d[1] + d[2] * d[2]).sqrt();
            let want = [nf[0] * 0.5 + 0.5, nf[1] * 0.5 + 0.5, nf[2] * 0.5 + 0.5, len];
            let got = vec4(&out["pixels"][q * 4 + k]["o0"]);
            for c in 0..4 {
                assert!(
                    (got[c] - want[c]).abs() < 1e-4,
                    "quad {q} pixel {k}: {got:?} vs {want:?}"
                );
            }
        }
    }
}

#[test]
fn reduce_sum_through_group_shared_memory_and_barriers() {
    // cs40_reduce_sum_tgsm: a tree reduction of 128 values per group.
    let sh = corpus("cs40_reduce_sum_tgsm");
    let data: Vec<f32> = (0..256)
        .map(|i| (i % 17) as f32 * 0.25 + 1.0 / (i + 1) as f32)
        .collect();
    let out = go(
        &sh,
        json!({
            "dispatch": [2, 1, 1],
            "resources": {"t0": {"words": data.iter().map(|x| x.to_bits()).collect::<Vec<_>>()},
                          "u0": {"words": [0, 0]}}
        }),
    );
    let words = out["uavs"]["u0"]["words"].as_array().unwrap();
    for g in 0..2 {
        // The same tree, in the same order, in f32.
        let mut s: Vec<f32> = data[g * 128..(g + 1) * 128].to_vec();
        let mut step = 64;
        while step > 0 {
            let v: Vec<f32> = (0..128)
                .map(|i| if i < step { s[i] + s[i + step] } else { s[i] })
                .collect();
            s = v;
            step >>= 1;
        }
        assert_eq!(
            words[g].as_u64().unwrap() as u32,
            s[0].to_bits(),
            "group {g}"
        );
    }
}

#[test]
fn histogram_with_shared_and_global_atomics() {
    // cs50_histogram_atomics: 16×16 image, luminance histogram of 256 bins.
    let sh = corpus("cs50_histogram_atomics");
    let img: Vec<[f32; 4]> = (0..256)
        .map(|i| {
            let (x, y) = ((i % 16) as f32, (i / 16) as f32);
            [x / 15.0, y / 15.0, ((x + y) % 4.0) / 4.0, 1.0]
        })
        .collect();
    let out = go(
        &sh,
        json!({
            "resources": {"t0": {"width": 16, "height": 16, "data": img},
                          "u0": {"words": vec![0; 256]}}
        }),
    );
    let mut want = [0u32; 256];
    for c in &img {
        let l = c[0] * 0.2126 + c[1] * 0.7152 + c[2] * 0.0722;
        want[(l.clamp(0.0, 1.0) * 255.0) as usize] += 1;
    }
    let got: Vec<u32> = out["uavs"]["u0"]["words"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_u64().unwrap() as u32)
        .collect();
    // The compiler's dot product may round differently at bin edges: the
    // counts must total 256 and match everywhere but where a value sits
    // within 1e-5 of a bin edge (none does for this image).
    assert_eq!(got.iter().sum::<u32>(), 256);
    assert_eq!(got, want.to_vec());
}

const CS_HEAD: &str = "cs_5_0
dcl_globalFlags refactoringAllowed
";

#[test]
fn atomics_return_old_values_in_thread_order_and_counters_count() {
    let text = format!(
        "{CS_HEAD}dcl_uav_raw u0
dcl_uav_structured u1, 4
dcl_input vThreadIDInGroupFlattened
dcl_temps 2
dcl_thread_group 4, 1, 1
imm_atomic_iadd r0.x, u0, l(0, 0, 0, 0), l(10, 0, 0, 0)
imm_atomic_alloc r1.x, u1
ishl r0.y, vThreadIDInGroupFlattened.x, l(2)
iadd r0.y, r0.y, l(4)
store_raw u0.x, r0.y, r0.x
store_structured u1.x, r1.x, l(0), vThreadIDInGroupFlattened.x
atomic_umax u0, l(20, 0, 0, 0), vThreadIDInGroupFlattened.x
ret
"
    );
    let out = asm(
        &text,
        json!({"resources": {"u0": {"words": vec![0; 6]}, "u1": {"words": vec![0; 4], "counter": 2}}}),
    );
    // Threads run in order: old values 0, 10, 20, 30; the sum 40; the
    // largest id 3 at byte 20. The counter hands out 2, 3, 4, 5: slots 4
    // and 5 are outside the 4-element buffer, so those writes drop.
    assert_eq!(out["uavs"]["u0"]["words"], json!([40, 0, 10, 20, 30, 3]));
    assert_eq!(out["uavs"]["u1"]["words"], json!([0, 0, 0, 1]));
    assert_eq!(out["uavs"]["u1"]["counter"], json!(6));
}

#[test]
fn barrier_orders_group_shared_writes_before_reads() {
    // Each thread writes its id, then (after the barrier) reads its
    // neighbour's: without the barrier thread 0 would read 0 from slot 1.
    let text = format!(
        "{CS_HEAD}dcl_uav_raw u0
dcl_input vThreadIDInGroupFlattened
dcl_temps 2
dcl_tgsm_raw g0, 32
dcl_thread_group 8, 1, 1
ishl r0.x, vThreadIDInGroupFlattened.x, l(2)
iadd r1.x, vThreadIDInGroupFlattened.x, l(100)
store_raw g0.x, r0.x, r1.x
sync_g_t
iadd r0.y, r0.x, l(4)
and r0.y, r0.y, l(31)
ld_raw r1.x, r0.y, g0.xxxx
store_raw u0.x, r0.x, r1.x
ret
"
    );
    let out = asm(&text, json!({"resources": {"u0": {"words": vec![0; 8]}}}));
    let want: Vec<u32> = (0..8).map(|i| 100 + (i + 1) % 8).collect();
    assert_eq!(out["uavs"]["u0"]["words"], json!(want));
}

#[test]
fn thread_ids_across_groups() {
    let text = format!(
        "{CS_HEAD}dcl_uav_typed_buffer (uint,uint,uint,uint) u0
dcl_input vThreadID.xy
dcl_input vThreadGroupID.xy
dcl_input vThreadIDInGroup.xy
dcl_temps 1
dcl_thread_group 2, 2, 1
imad r0.x, vThreadID.y, l(4), vThreadID.x
mov r0.yz, vThreadGroupID.xxyx
iadd r0.w, vThreadIDInGroup.x, vThreadIDInGroup.y
store_uav_typed u0.xyzw, r0.xxxx, r0.xyzw
ret
"
    );
    let out = asm(
        &text,
        json!({"dispatch": [2, 2, 1], "resources": {"u0": {"width": 16, "data": vec![[0, 0, 0, 0]; 16]}}}),
    );
    let data = out["uavs"]["u0"]["data"].as_array().unwrap();
    for y in 0..4u32 {
        for x in 0..4u32 {
            let i = (y * 4 + x) as usize;
            assert_eq!(
                data[i],
                json!([i, x / 2, y / 2, x % 2 + y % 2]),
                "thread ({x}, {y})"
            );
        }
    }
}

#[test]
fn address_modes_and_border() {
    // A 4×1 texture sampled (point) left of and right of its edge.
    let text = "ps_4_0
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps linear v1.xy
dcl_output o0.xyzw
sample o0.xyzw, v1.xyxx, t0.xyzw, s0
ret
";
    let tex: Vec<[f32; 4]> = (0..4).map(|i| [i as f32, 0.0, 0.0, 1.0]).collect();
    let us = [-0.1f32, 1.1, 1.9, -1.1];
    for (mode, want) in [
        ("wrap", [3.0, 0.0, 3.0, 3.0]),
        ("clamp", [0.0, 3.0, 3.0, 0.0]),
        ("mirror", [0.0, 3.0, 0.0, 3.0]),
        ("mirror_once", [0.0, 3.0, 3.0, 3.0]),
        ("border", [7.0, 7.0, 7.0, 7.0]),
    ] {
        let out = asm(
            text,
            json!({
                "resources": {"t0": {"width": 4, "height": 1, "data": tex}},
                "samplers": {"s0": {"filter": "point", "address": mode, "border": [7, 7, 7, 7]}},
                "pixels": us.iter().map(|u| json!({"v1": [u, 0.5]})).collect::<Vec<_>>()
            }),
        );
        for (i, w) in want.iter().enumerate() {
            assert_eq!(f(&out["pixels"][i]["o0"][0]), *w, "{mode} at u = {}", us[i]);
        }
    }
}

#[test]
fn doubles_and_bit_fields() {
    let text = "vs_5_0
dcl_input v0.xyzw
dcl_output o0.xyzw
dcl_output o1.xyzw
dcl_temps 3
ftod r0.xyzw, v0.xyxx
dmul r1.xyzw, r0.xyzw, d(3.000000l, 0.500000l)
dadd r1.xy, r1.xyxy, r1.zwzw
dtof o0.x, r1.xyxy
dlt o0.y, r0.xyxy, r0.zwzw
ubfe o1.x, l(4), l(4), l(0x12345678)
ibfe o1.y, l(8), l(24), l(0x80ffffff)
bfi o1.z, l(8), l(8), l(0xab), l(0x11111111)
f32tof16 o1.w, v0.z
ret
";
    let out = asm(text, json!({"vertices": [{"v0": [0.1, 0.7, 1.5, 0]}]}));
    let v = &out["vertices"][0];
    // In double: 0.1f as f64 × 3 + 0.7f as f64 × 0.5, then to float.
    let want = ((0.1f32 as f64) * 3.0 + (0.7f32 as f64) * 0.5) as f32;
    assert_eq!(f(&v["o0"][0]), want);
    assert_eq!(v["o0"][1], json!("0xffffffff"));
    // ubfe: bits 4..8 of 0x12345678 = 7; ibfe: bits 24..32 of 0x80ffffff
    // sign-extended = -128; bfi: 0xab at bit 8 of 0x11111111.
    let u = |x: &Value| match x {
        Value::String(s) => u32::from_str_radix(&s[2..], 16).unwrap(),
        v => (v.as_f64().unwrap() as f32).to_bits(),
    };
    assert_eq!(u(&v["o1"][0]), 7);
    assert_eq!(u(&v["o1"][1]), (-128i32) as u32);
    assert_eq!(u(&v["o1"][2]), 0x1111ab11);
    // 1.5 in half precision: 0x3e00.
    assert_eq!(u(&v["o1"][3]), 0x3e00);
}

#[test]
fn bad_resource_inputs_are_errors() {
    let sh = corpus("ps40_alpha_test_discard");
    for (input, msg) in [
        (json!({"pixels": [{"v1": [0, 0]}]}), "t0"),
        (
            json!({"pixels": [{"v1": [0, 0]}], "resources": {"t0": {"width": 2, "data": [[0, 0, 0, 0]]}}}),
            "1 texels given",
        ),
        (
            json!({"pixels": [{"v1": [0, 0]}], "resources": {"t0": {"data": [[0,0,0,0]]}, "t5": {"data": [[0,0,0,0]]}}}),
            "declares no t5",
        ),
        (
            json!({"pixels": [{"v1": [0, 0]}], "resources": {"t0": {"data": [[0,0,0,0]]}}, "samplers": {"s0": {"filter": "cubic"}}}),
            "filter 'cubic'",
        ),
        (
            json!({"resources": {"t0": {"data": [[0,0,0,0]]}}}),
            "\"pixels\" or \"grid\"",
        ),
    ] {
        let e = run(&sh, &input, 1000).unwrap_err().to_string();
        assert!(e.contains(msg), "{e} (wanted {msg})");
    }
}

#[test]
fn png_pictures_of_a_geometry_and_a_pixel_shader() {
    let gs = corpus("gs40_line_to_tristrip");
    let input = json!({
        "constants": {"cb0": [[0,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0],[0.1, 0.1, 0.05, 0]]},
        "primitives": [[{"v0": [-0.5, -0.5, 0, 1], "v1": [1, 0, 0, 1]}, {"v0": [0.5, 0.5, 0, 1], "v1": [0, 1, 0, 1]}]]
    });
    let out = go(&gs, input);
    let png = dxsm::run::picture(&gs, &out).unwrap();
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    // IHDR: 512 × 512.
    assert_eq!(&png[16..24], &[0, 0, 2, 0, 0, 0, 2, 0]);
    let ps = corpus("ps50_deriv_coarse_fine");
    let out = go(
        &ps,
        json!({"grid": {"width": 8, "height": 8, "inputs": {"v1": [[0,0,0], [1,0,0], [0,1,1], [1,1,0]]}}}),
    );
    assert_eq!(out["pixels"].as_array().unwrap().len(), 64);
    let png = dxsm::run::picture(&ps, &out).unwrap();
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    // 8 × 8 drawn at 32× scale.
    assert_eq!(&png[16..24], &[0, 0, 1, 0, 0, 0, 1, 0]);
}

#[test]
fn msad_and_pull_model_at_the_centre() {
    let text = "ps_5_0
dcl_input_ps linear v1.xy
dcl_output o0.xyzw
eval_centroid o0.xy, v1.xyxx
msad o0.z, l(0x00ff0102), l(0x10200304), l(5)
mov o0.w, l(0)
ret
";
    let out = asm(text, json!({"pixels": [{"v1": [0.25, 0.5]}]}));
    let o = &out["pixels"][0]["o0"];
    assert_eq!((f(&o[0]), f(&o[1])), (0.25, 0.5));
    // Bytes 0..2 of the reference are non-zero: |2-4| + |1-3| + |255-32|.
    assert_eq!(o[2], json!(format!("0x{:08x}", 5 + 2 + 2 + 223)));
}

#[test]
fn hostile_programs_and_inputs_are_errors() {
    for (text, msg) in [
        (
            "vs_4_0\ndcl_temps 4000000000\nret\n",
            "exceeds limit of 4096",
        ),
        (
            "vs_4_0\ndcl_indexableTemp x0[4000000000], 4\nret\n",
            "exceeds limit of 4096",
        ),
        (
            "vs_4_0\ndcl_output o4000000\nret\n",
            "vs_4_0 output limit (16) exceeded",
        ),
        (
            "vs_4_0\ndcl_input v4000000.x\nret\n",
            "vs_4_0 input limit (16) exceeded",
        ),
    ] {
        let e = run_text(text.as_bytes(), r#"{"vertices": [{}]}"#, 100)
            .unwrap_err()
            .to_string();
        assert!(e.contains(msg), "{text}: {e}");
    }
    // An input register named with a huge number is refused, not allocated.
    let e = run_text(
        b"vs_4_0\ndcl_input v0.x\ndcl_output o0.x\nmov o0.x, v0.x\nret\n",
        r#"{"vertices": [{"v0": [1], "v02222222222222222": [0]}]}"#,
        100,
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("is not a register name"), "{e}");
    let e = run_text(
        b"vs_4_0\ndcl_input v0.x\ndcl_output o0.x\nmov o0.x, v0.x\nret\n",
        r#"{"vertices": [{"v0": [1], "v022222": [0]}]}"#,
        100,
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("declares no input"), "{e}");
}

/// The `run_input` fuzzer's crash files (`fuzz/regressions/run_input-*`):
/// the first byte picks the shader as in the fuzz target, the rest is the
/// input JSON. Each must give a result or an error.
#[test]
fn run_input_fuzz_regressions() {
    let shaders = [
        "vs40_transform_normal_uv",
        "gs40_line_to_tristrip",
        "ps40_alpha_test_discard",
        "ps50_deriv_coarse_fine",
        "cs40_reduce_sum_tgsm",
        "cs50_histogram_atomics",
        "ps40_sample_variants",
        "../sm1-3/hlsl/out/loop_break.vs_main.vs_3_0",
        "../sm1-3/hlsl/out/discard_clip.ps_clip.ps_3_0",
        "../sm1-3/hlsl/out/derivatives.ps_main.ps_2_a",
    ];
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/regressions");
    let mut n = 0;
    for e in std::fs::read_dir(dir).unwrap() {
        let path = e.unwrap().path();
        if !path
            .file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("run_input-")
        {
            continue;
        }
        let data = std::fs::read(&path).unwrap();
        let sh = corpus(shaders[data[0] as usize % shaders.len()]);
        let Ok(v) = serde_json::from_slice::<Value>(&data[1..]) else {
            continue;
        };
        let _ = run(&sh, &v, 2000);
        n += 1;
    }
    assert!(n >= 1);
}

#[test]
fn lod_from_the_quad_footprint() {
    // 8×8 texture; across the quad u grows by 1/8 (one texel) and v by 2/8
    // (two texels): the longer footprint is 2 texels, log2 2 = 1. One mip
    // level exists, so the clamped level is 0.
    let text = "ps_4_1
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps linear v1.xy
dcl_output o0.xyzw
lod o0.xyzw, v1.xyxx, t0.xyzw, s0
ret
";
    let uv = |k: usize| {
        [
            0.1 + (k & 1) as f32 / 8.0,
            0.2 + (k >> 1) as f32 * 2.0 / 8.0,
        ]
    };
    let out = asm(
        text,
        json!({
            "resources": {"t0": {"width": 8, "height": 8, "data": vec![[0, 0, 0, 0]; 64]}},
            "pixels": (0..4).map(|k| json!({"v1": uv(k)})).collect::<Vec<_>>()
        }),
    );
    for k in 0..4 {
        let o = vec4(&out["pixels"][k]["o0"]);
        assert_eq!(o[0], 0.0);
        assert!((o[1] - 1.0).abs() < 1e-5, "{o:?}");
    }
}

#[test]
fn interface_calls_through_bound_class_instances() {
    // cs50_interface_kernels: v = g_k[0].apply(v); v = g_k[g_stage].apply(v).
    // Its tables (read from its bodies): ft0 Threshold, ft1 Affine
    // (x * a + b, a and b at cb[this.x][this.y], [this.y + 1]), ft2 Square.
    let sh = corpus("cs50_interface_kernels");
    let data: Vec<[f32; 4]> = (0..64).map(|i| [i as f32 * 0.5, -1.0, 2.0, 0.25]).collect();
    let (a, b) = ([2.0f32, 0.5, -1.0, 4.0], [1.0f32, 0.0, 3.0, -0.5]);
    let words: Vec<u32> = data.iter().flatten().map(|x| x.to_bits()).collect();
    let out = go(
        &sh,
        json!({
            "constants": {"cb1": [["0x1", 0, 0, 0]], "cb3": [[0, 0, 0, 0], a, b]},
            "interfaces": [{"table": 1, "this": [3, 1, 0, 0]}, {"table": 2, "this": [0, 0, 0, 0]}],
            "resources": {"u0": {"words": words}}
        }),
    );
    let got: Vec<u32> = out["uavs"]["u0"]["words"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_u64().unwrap() as u32)
        .collect();
    for (i, d) in data.iter().enumerate() {
        for c in 0..4 {
            // mad, then mul, in single precision.
            let affine = d[c] * a[c] + b[c];
            let want = affine * affine;
            assert_eq!(f32::from_bits(got[i * 4 + c]), want, "element {i}.{c}");
        }
    }
    // A table the interface does not take, or no instance bound: errors.
    let e = run(
        &sh,
        &json!({"interfaces": [{"table": 7}], "resources": {"u0": {"words": [0, 0, 0, 0]}}}),
        1000,
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("ft7 is not one the interface takes"), "{e}");
    let e = run(
        &sh,
        &json!({"resources": {"u0": {"words": [0, 0, 0, 0]}}}),
        1000,
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("no class instance is bound"), "{e}");
}

#[test]
fn nan_results_have_one_encoding() {
    // inf - inf and 0 × inf make NaN; whatever the processor's NaN, the
    // interpreter gives 0x7fc00000, batched (64 vertices) or not.
    let text = "vs_4_0
dcl_input v0.xy
dcl_output o0.xy
add o0.x, v0.x, -v0.x
mul o0.y, v0.y, v0.x
ret
";
    let vertices: Vec<Value> = (0..70).map(|_| json!({"v0": ["0x7f800000", 0]})).collect();
    let out = asm(text, json!({ "vertices": vertices }));
    for v in out["vertices"].as_array().unwrap() {
        assert_eq!(v["o0"], json!(["0x7fc00000", "0x7fc00000"]));
    }
}

/// Rules found by checking the interpreter against Microsoft's pages.
#[test]
fn instruction_page_rules() {
    // gather4: the sampler operand's component picks the channel (s0.y:
    // green), the resource swizzle arranges the results (.wzyx reverses).
    let text = "ps_4_1
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps linear v1.xy
dcl_output o0.xyzw
gather4 o0.xyzw, v1.xyxx, t0.wzyx, s0.y
ret
";
    let tex: Vec<[f32; 4]> = (0..4).map(|i| [0.0, i as f32 + 1.0, 0.0, 0.0]).collect();
    let out = asm(
        text,
        json!({"resources": {"t0": {"width": 2, "height": 2, "data": tex}},
               "pixels": [{"v1": [0.5, 0.5]}]}),
    );
    // Footprint order (0,1), (1,1), (1,0), (0,0) = texels 2, 3, 1, 0 →
    // green 3, 4, 2, 1; reversed by .wzyx.
    assert_eq!(vec4(&out["pixels"][0]["o0"]), vec![1.0, 2.0, 4.0, 3.0]);

    // sample_c: a border texel's red (the border colour) is compared too.
    let text = "ps_4_0
dcl_sampler s0, mode_comparison
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps linear v1.xy
dcl_output o0.xyzw
sample_c o0.xyzw, v1.xyxx, t0.xxxx, s0, l(0.5)
ret
";
    let out = asm(
        text,
        json!({"resources": {"t0": {"width": 1, "height": 1, "data": [[0, 0, 0, 0]]}},
               "samplers": {"s0": {"address": "border", "border": [0.75, 0, 0, 0], "compare": "less"}},
               "pixels": [{"v1": [-2.0, 0.5]}, {"v1": [0.5, 0.5]}]}),
    );
    // 0.5 < 0.75 (border) → 1; 0.5 < 0 (texel) → 0.
    assert_eq!(f(&out["pixels"][0]["o0"][0]), 1.0);
    assert_eq!(f(&out["pixels"][1]["o0"][0]), 0.0);

    // resinfo_rcpFloat: no reciprocal of the array size.
    let text = "ps_4_0
dcl_resource_texture2darray (float,float,float,float) t0
dcl_output o0.xyzw
resinfo_rcpFloat o0.xyzw, l(0), t0.xyzw
ret
";
    let out = asm(
        text,
        json!({"resources": {"t0": {"width": 4, "height": 2, "array": 3, "data": vec![[0, 0, 0, 0]; 24]}},
               "pixels": [{}]}),
    );
    assert_eq!(vec4(&out["pixels"][0]["o0"]), vec![0.25, 0.5, 3.0, 1.0]);

    // frc stays below 1; f32tof16 rounds toward zero and clamps to 65504.
    let text = "vs_5_0
dcl_input v0.xyzw
dcl_output o0.xyzw
frc o0.x, v0.x
f32tof16 o0.yzw, v0.yyzw
ret
";
    let out = asm(
        text,
        json!({"vertices": [{"v0": [-1e-9, 1.0009, 70000.0, "0x7f800000"]}]}),
    );
    let o = &out["vertices"][0]["o0"];
    let bits = |v: &Value| match v {
        Value::String(s) => u32::from_str_radix(&s[2..], 16).unwrap(),
        v => (v.as_f64().unwrap() as f32).to_bits(),
    };
    assert_eq!(bits(&o[0]), 0x3f7f_ffff);
    assert_eq!(bits(&o[1]), 0x3c00); // 1.0009 → 1.0, not 1.000977
    assert_eq!(bits(&o[2]), 0x7bff); // 70000 → 65504
    assert_eq!(bits(&o[3]), 0x7c00); // infinity stays

    // dmovc: condition x picks the first double, y the second.
    let text = "vs_5_0
dcl_input v0.xyzw
dcl_output o0.xyzw
dcl_temps 1
dmovc r0.xyzw, v0.xyxx, d(1.000000l, 2.000000l), d(3.000000l, 4.000000l)
dtof o0.xy, r0.xyzw
ret
";
    let out = asm(text, json!({"vertices": [{"v0": ["0xffffffff", 0, 0, 0]}]}));
    assert_eq!(vec4(&out["vertices"][0]["o0"])[..2], [1.0, 4.0]);
}

#[test]
fn helper_and_discarded_pixels_leave_uavs_alone() {
    // One pixel (three helpers complete its quad), and one that discards
    // before its atomic: only the first pixel's add lands.
    let text = "ps_5_0
dcl_uav_raw u0
dcl_input_ps linear v1.x
dcl_output o0.xyzw
dcl_temps 1
discard_nz v1.x
imm_atomic_iadd r0.x, u0, l(0), l(1)
mov o0.xyzw, r0.xxxx
ret
";
    let out = asm(
        text,
        json!({"resources": {"u0": {"words": [0]}},
               "pixels": [{"v1": [0]}, {"v1": [1]}, {"v1": [0]}]}),
    );
    assert_eq!(out["uavs"]["u0"]["words"], json!([2]));
    assert_eq!(out["pixels"][1]["discarded"], json!(true));
}

/// Errors found reading the shader keep their location as data.
#[test]
fn load_errors_keep_their_location() {
    use dxsm::run::{load, ErrorAt};
    // A container whose code chunk is cut: a byte offset.
    let mut bin = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/examples/shaders/ps40_clip_dissolve.o"
    ))
    .unwrap();
    bin.truncate(bin.len() - 40);
    let e = load(&bin).unwrap_err();
    assert!(matches!(e.at(), Some(ErrorAt::Byte(_))), "{e:?}");
    assert!(e.to_string().contains("byte offset"), "{e}");
    // Text: the line and column of the bad token.
    let e = load(b"ps_4_0\ndcl_output o0.xyzw\nmov o0.xyzw, q0\nret\n").unwrap_err();
    match e.at() {
        Some(ErrorAt::Text { line, .. }) => assert_eq!(line, 3, "{e}"),
        other => panic!("{other:?}: {e}"),
    }
    assert!(e.to_string().starts_with("3:"), "{e}");
    // The run's own errors have none.
    assert_eq!(dxsm::run::RunError::new("x").at(), None);
}
