//! Hull and domain shaders: Microsoft-compiled corpus shaders run on
//! chosen patches, each expected output computed here from the HLSL
//! source's math written in Rust; and the input errors.

use dxsm::run::{load, run, run_text, DEFAULT_MAX_STEPS};
use serde_json::{json, Value};

fn corpus(name: &str) -> dxsm::run::Shader {
    let path = format!("{}/tests/corpus/sm4-5/{name}.o", env!("CARGO_MANIFEST_DIR"));
    load(&std::fs::read(path).unwrap()).unwrap()
}

fn go(shader: &dxsm::run::Shader, input: Value) -> Value {
    run(shader, &input, DEFAULT_MAX_STEPS).unwrap_or_else(|e| panic!("{e}"))
}

fn fails(shader: &dxsm::run::Shader, input: Value) -> String {
    match run(shader, &input, DEFAULT_MAX_STEPS) {
        Ok(v) => panic!("expected an error, got {v}"),
        Err(e) => e.to_string(),
    }
}

fn f(v: &Value) -> f32 {
    match v {
        Value::String(s) => f32::from_bits(u32::from_str_radix(&s[2..], 16).unwrap()),
        v => v.as_f64().unwrap() as f32,
    }
}

fn vec(v: &Value) -> Vec<f32> {
    v.as_array().unwrap().iter().map(f).collect()
}

fn close(a: &[f32], b: &[f32], tol: f32, what: &str) {
    assert_eq!(a.len(), b.len(), "{what}: {a:?} vs {b:?}");
    for (x, y) in a.iter().zip(b) {
        let t = tol * x.abs().max(y.abs()).max(1.0);
        assert!((x - y).abs() <= t, "{what}: got {a:?}, expected {b:?}");
    }
}

fn dist(a: [f32; 3], b: [f32; 3]) -> f32 {
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
}

#[test]
fn hull_fork_and_join_phases_compute_tess_factors() {
    // hs50_quad_integer_join_phase: control points mirrored in z; edge e =
    // max(1, g_scale * distance(p[e], p[(e + 1) & 3])) (fork phase, 4
    // instances); inside[0] = (edge1 + edge3) / 2, inside[1] = (edge0 +
    // edge2) / 2 (join phase, 2 instances, reading vpc).
    let sh = corpus("hs50_quad_integer_join_phase");
    let pts = [
        [0.0f32, 0.0, 1.0],
        [3.0, 0.0, 2.0],
        [3.0, 4.0, -1.0],
        [-1.0, 2.5, 0.5],
    ];
    let scale = 1.5f32;
    let out = go(
        &sh,
        json!({
            "constants": {"cb0": [[scale, 0, 0, 0]]},
            "patches": [pts.iter().map(|p| json!({"v0": p})).collect::<Vec<_>>()]
        }),
    );
    let patch = &out["patches"][0];
    let cps = patch["control_points"].as_array().unwrap();
    assert_eq!(cps.len(), 4);
    for (i, p) in pts.iter().enumerate() {
        close(
            &vec(&cps[i]["o0"]),
            &[p[0], p[1], -p[2]],
            0.0,
            "control point",
        );
    }
    let edge: Vec<f32> = (0..4)
        .map(|e| (scale * dist(pts[e], pts[(e + 1) & 3])).max(1.0))
        .collect();
    let pc = &patch["patch_constants"];
    for (e, want) in edge.iter().enumerate() {
        close(&vec(&pc[format!("o{e}")]), &[*want], 1e-6, "edge");
    }
    close(
        &vec(&pc["o4"]),
        &[0.5 * (edge[1] + edge[3])],
        1e-6,
        "inside 0",
    );
    close(
        &vec(&pc["o5"]),
        &[0.5 * (edge[0] + edge[2])],
        1e-6,
        "inside 1",
    );
    assert_eq!(
        patch["system_values"]["o4"],
        json!("finalQuadUInsideTessFactor")
    );
    assert_eq!(
        patch["system_values"]["o0"],
        json!("finalQuadUeq0EdgeTessFactor")
    );
}

#[test]
fn hull_fork_phase_reads_the_output_patch() {
    // hs50_outputpatch_read_in_pc: control point = (clip = (pos, 1) ×
    // g_vp, pos); edge e = clamp(length(a - b) * g_pixelsPerEdge, 1, 64)
    // with a, b the projected xy of output points (e + 1) % 3 and
    // (e + 2) % 3; inside = max of the edges.
    let sh = corpus("hs50_outputpatch_read_in_pc");
    // g_vp as an HLSL matrix m[row][col]; column_major packing puts column
    // c in cb0[c].
    let m = [
        [2.0f32, 0.0, 0.0, 0.5],
        [0.0, 3.0, 0.0, 0.0],
        [0.5, 0.0, 1.0, 1.0],
        [1.0, -1.0, 0.0, 2.0],
    ];
    let ppe = 20.0f32;
    let mut cb: Vec<Value> = (0..4)
        .map(|c| json!([m[0][c], m[1][c], m[2][c], m[3][c]]))
        .collect();
    cb.push(json!([ppe, 0, 0, 0]));
    let pts = [[0.0f32, 0.0, 0.0], [1.0, 0.5, 0.25], [-0.5, 1.0, 2.0]];
    let out = go(
        &sh,
        json!({
            "constants": {"cb0": cb},
            "patches": [pts.iter().map(|p| json!({"v0": p})).collect::<Vec<_>>()]
        }),
    );
    let patch = &out["patches"][0];
    let clip: Vec<[f32; 4]> = pts
        .iter()
        .map(|p| {
            let v = [p[0], p[1], p[2], 1.0];
            std::array::from_fn(|c| (0..4).map(|k| v[k] * m[k][c]).sum())
        })
        .collect();
    for (i, p) in pts.iter().enumerate() {
        let cp = &patch["control_points"][i];
        close(&vec(&cp["o0"]), &clip[i], 1e-6, "clip");
        close(&vec(&cp["o1"]), p, 0.0, "pos");
    }
    let proj = |i: usize| [clip[i][0] / clip[i][3], clip[i][1] / clip[i][3]];
    let edge: Vec<f32> = (0..3)
        .map(|e| {
            let (a, b) = (proj((e + 1) % 3), proj((e + 2) % 3));
            let l = ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2)).sqrt();
            (l * ppe).clamp(1.0, 64.0)
        })
        .collect();
    let pc = &patch["patch_constants"];
    for (e, want) in edge.iter().enumerate() {
        close(&vec(&pc[format!("o{e}")]), &[*want], 1e-5, "edge");
    }
    let inside = edge[0].max(edge[1]).max(edge[2]);
    close(&vec(&pc["o3"]), &[inside], 1e-5, "inside");
}

#[test]
fn hull_without_control_point_phase_passes_the_points_through() {
    // hs50_passthrough_no_cp_phase: `return p[i]`, compiled to no
    // control-point phase; constant factors 2, 3, 4 (fork phase, 3
    // instances, relative o[] writes) and inside 3.
    let sh = corpus("hs50_passthrough_no_cp_phase");
    let pts = [
        [1.0, 2.0, 3.0, 1.0],
        [4.0, 5.0, 6.0, 1.0],
        [7.0, 8.0, 9.0, 1.0],
    ];
    let out = go(
        &sh,
        json!({"patches": [pts.iter().map(|p| json!({"v0": p})).collect::<Vec<_>>()]}),
    );
    let patch = &out["patches"][0];
    for (i, p) in pts.iter().enumerate() {
        assert_eq!(patch["control_points"][i]["o0"], json!(p));
    }
    assert_eq!(
        patch["patch_constants"],
        json!({"o0": [2.0], "o1": [3.0], "o2": [4.0], "o3": [3.0]})
    );
    assert_eq!(
        patch["system_values"]["o3"],
        json!("finalTriInsideTessFactor")
    );
}

fn bern(t: f32) -> [f32; 4] {
    let s = 1.0 - t;
    [s * s * s, 3.0 * t * s * s, 3.0 * t * t * s, t * t * t]
}

fn dbern(t: f32) -> [f32; 4] {
    let s = 1.0 - t;
    [
        -3.0 * s * s,
        3.0 * s * s - 6.0 * t * s,
        6.0 * t * s - 3.0 * t * t,
        3.0 * t * t,
    ]
}

#[test]
fn domain_bicubic_bezier_patch() {
    // ds50_bicubic_bezier: position and normal of a bicubic Bézier patch at
    // each domain point; the position is pulled towards the patch constant
    // `center` by 0.001, then multiplied by g_viewProj.
    let sh = corpus("ds50_bicubic_bezier");
    let cp: Vec<[f32; 3]> = (0..16)
        .map(|k| {
            let (i, j) = ((k % 4) as f32, (k / 4) as f32);
            [i, j, ((i * 1.3 + j * 0.7).sin() * 0.5)]
        })
        .collect();
    let center = [1.5f32, 1.5, 0.25];
    let m = [
        [1.0f32, 0.0, 0.0, 0.0],
        [0.0, 2.0, 0.0, 0.5],
        [0.0, 0.0, 1.0, 1.0],
        [0.25, -0.5, 0.0, 1.0],
    ];
    let cb: Vec<Value> = (0..4)
        .map(|c| json!([m[0][c], m[1][c], m[2][c], m[3][c]]))
        .collect();
    let uvs = [
        [0.0f32, 0.0],
        [0.25, 0.75],
        [0.5, 0.5],
        [0.8, 0.1],
        [1.0, 1.0],
    ];
    let out = go(
        &sh,
        json!({
            "constants": {"cb0": cb},
            "patches": [{
                "control_points": cp.iter().map(|p| json!({"v0": p})).collect::<Vec<_>>(),
                "patch_constants": {"vpc0": [0, center[0], center[1], center[2]]},
                "domain": uvs
            }]
        }),
    );
    let verts = out["patches"][0]["vertices"].as_array().unwrap();
    assert_eq!(verts.len(), uvs.len());
    for (n, uv) in uvs.iter().enumerate() {
        let (bu, bv, du, dv) = (bern(uv[0]), bern(uv[1]), dbern(uv[0]), dbern(uv[1]));
        let (mut pos, mut tu, mut tv) = ([0f32; 3], [0f32; 3], [0f32; 3]);
        for j in 0..4 {
            for i in 0..4 {
                let c = cp[j * 4 + i];
                for k in 0..3 {
                    pos[k] += c[k] * bu[i] * bv[j];
                    tu[k] += c[k] * du[i] * bv[j];
                    tv[k] += c[k] * bu[i] * dv[j];
                }
            }
        }
        let p4 = [
            pos[0] + (center[0] - pos[0]) * 0.001,
            pos[1] + (center[1] - pos[1]) * 0.001,
            pos[2] + (center[2] - pos[2]) * 0.001,
            1.0,
        ];
        let clip: Vec<f32> = (0..4)
            .map(|c| (0..4).map(|k| p4[k] * m[k][c]).sum())
            .collect();
        close(
            &vec(&verts[n]["o0"]),
            &clip,
            1e-4,
            &format!("position at {uv:?}"),
        );
        let cr = [
            tu[1] * tv[2] - tu[2] * tv[1],
            tu[2] * tv[0] - tu[0] * tv[2],
            tu[0] * tv[1] - tu[1] * tv[0],
        ];
        let len = (cr[0] * cr[0] + cr[1] * cr[1] + cr[2] * cr[2]).sqrt();
        let nrm: Vec<f32> = cr.iter().map(|x| x / len).collect();
        close(
            &vec(&verts[n]["o1"]),
            &nrm,
            1e-3,
            &format!("normal at {uv:?}"),
        );
    }
}

#[test]
fn domain_reads_tess_factors_as_patch_constants() {
    // ds50_quad_bilinear_patchconst: bilinear position, uv passed on, and
    // tess = (edge[0] + edge[2]) / 2 + inside[1] (the compiler packs uv
    // and tess into o1.xyz).
    let sh = corpus("ds50_quad_bilinear_patchconst");
    let cp = [
        [0.0f32, 0.0, 0.0],
        [2.0, 0.0, 1.0],
        [2.0, 2.0, 0.0],
        [0.0, 2.0, -1.0],
    ];
    let ident: Vec<Value> = (0..4)
        .map(|c| {
            json!((0..4)
                .map(|r| if r == c { 1.0 } else { 0.0 })
                .collect::<Vec<_>>())
        })
        .collect();
    let (e0, e2, in1) = (3.0f32, 5.0f32, 7.5f32);
    // The template names the declared vpc registers; fill them by number:
    // edge k in vpc k, inside k in vpc 4 + k.
    let t = dxsm::run::template(&sh).unwrap();
    let mut pcs = serde_json::Map::new();
    for k in t["patches"][0]["patch_constants"]
        .as_object()
        .unwrap()
        .keys()
    {
        let r: usize = k[3..].parse().unwrap();
        let v = [e0, 0.0, e2, 0.0, 0.0, in1][r];
        pcs.insert(k.clone(), json!([v]));
    }
    let uvs = [[0.25f32, 0.5], [1.0, 0.0]];
    let out = go(
        &sh,
        json!({
            "constants": {"cb0": ident},
            "patches": [{
                "control_points": cp.iter().map(|p| json!({"v0": p})).collect::<Vec<_>>(),
                "patch_constants": pcs,
                "domain": uvs
            }]
        }),
    );
    let verts = out["patches"][0]["vertices"].as_array().unwrap();
    let lerp = |a: [f32; 3], b: [f32; 3], t: f32| -> [f32; 3] {
        std::array::from_fn(|k| a[k] + (b[k] - a[k]) * t)
    };
    for (n, uv) in uvs.iter().enumerate() {
        let a = lerp(cp[0], cp[1], uv[0]);
        let b = lerp(cp[3], cp[2], uv[0]);
        let p = lerp(a, b, uv[1]);
        close(&vec(&verts[n]["o0"]), &[p[0], p[1], p[2], 1.0], 1e-6, "pos");
        // uv and tess packed into o1.xyz.
        let tess = (e0 + e2) * 0.5 + in1;
        close(
            &vec(&verts[n]["o1"]),
            &[uv[0], uv[1], tess],
            0.0,
            "uv, tess",
        );
    }
}

#[test]
fn hull_and_domain_input_errors() {
    let hs = corpus("hs50_quad_integer_join_phase");
    let cp = json!({"v0": [0, 0, 0]});
    assert!(fails(&hs, json!({})).contains("needs \"patches\""));
    let e = fails(&hs, json!({"patches": [[cp, cp, cp]]}));
    assert!(e.contains("3 control points") && e.contains("is 4"), "{e}");
    let e = fails(&hs, json!({"patches": [[cp, cp, cp, {"v5": [1]}]]}));
    assert!(e.contains("declares no input v5"), "{e}");
    let e = fails(&hs, json!({"patches": [[cp, cp, cp, {}]]}));
    assert!(e.contains("v0, which is missing"), "{e}");
    let e = fails(&hs, json!({"patches": [{"v0": [0]}]}));
    assert!(e.contains("array of control points"), "{e}");

    let ds = corpus("ds50_bicubic_bezier");
    let cps: Vec<Value> = (0..16).map(|_| json!({"v0": [0, 0, 0]})).collect();
    let good = |domain: Value| json!({"patches": [{"control_points": cps, "patch_constants": {"vpc0": [0, 1, 2, 3]}, "domain": domain}]});
    assert!(run(&ds, &good(json!([[0.5, 0.5]])), DEFAULT_MAX_STEPS).is_ok());
    let e = fails(&ds, good(json!([[0.5, 0.5, 0.0]])));
    assert!(e.contains("[u, v] (a quad"), "{e}");
    let e = fails(
        &ds,
        json!({"patches": [{"control_points": cps, "domain": [[0, 0]]}]}),
    );
    assert!(e.contains("vpc0, which is missing"), "{e}");
    let e = fails(
        &ds,
        json!({"patches": [{"control_points": cps, "patch_constants": {"vpc3": [1]}, "domain": []}]}),
    );
    assert!(e.contains("declares no input vpc3"), "{e}");
    let e = fails(
        &ds,
        json!({"patches": [{"control_points": cps[..4], "patch_constants": {"vpc0": [1]}, "domain": []}]}),
    );
    assert!(e.contains("4 control points"), "{e}");
    let e = fails(&ds, json!({"patches": [{"points": []}]}));
    assert!(e.contains("unknown key 'points'"), "{e}");

    // A runaway fork phase stops at --max-steps with an error.
    let text = "hs_5_0
hs_decls
dcl_input_control_point_count 1
dcl_output_control_point_count 1
dcl_tessellator_domain domain_isoline
dcl_tessellator_partitioning partitioning_integer
dcl_tessellator_output_primitive output_line
hs_fork_phase
dcl_output_siv o0.x, finalLineDetailTessFactor
loop
endloop
mov o0.x, l(1.0)
ret
";
    let e = run_text(text.as_bytes(), r#"{"patches": [[{}]]}"#, 1000).unwrap_err();
    assert!(
        e.to_string().contains("fork phase instance 0") && e.to_string().contains("--max-steps"),
        "{e}"
    );
}

#[test]
fn hull_and_domain_templates_run() {
    for name in ["hs50_pn_triangles_10cp", "ds50_pn_triangle_eval"] {
        let sh = corpus(name);
        let t = dxsm::run::template(&sh).unwrap();
        assert!(t["patches"].is_array(), "{name}: {t}");
        go(&sh, t);
    }
}

// A hull shader, the tessellator and a domain shader together
// (`dxsm run HS --domain DS`): the hull shader's factors (documented
// above: 1.5 × edge lengths, inside factors the means), its integer quad
// tessellation, and the domain shader at every point: o0 the bilinear
// patch of the control points (z mirrored by the hull shader), o1 (u, v,
// (Ueq0 + Ueq1) / 2 + inside V).
#[test]
fn hull_tessellator_domain_pipeline() {
    use dxsm::run::tessellator::{tessellate, Domain, Output, Partitioning};
    let pair = dxsm::run::pair(
        corpus("hs50_quad_integer_join_phase"),
        corpus("ds50_quad_bilinear_patchconst"),
    )
    .unwrap();
    let cps = [
        [0.0f32, 0.0, 1.0],
        [3.0, 0.0, 2.0],
        [3.0, 4.0, -1.0],
        [-1.0, 2.5, 0.5],
    ];
    // Each stage has its own cb0: the hull shader's scale, the domain
    // shader's matrix (identity) under "domain".
    let input = json!({
        "constants": {"cb0": [[1.5, 0, 0, 0]]},
        "patches": [cps.iter().map(|p| json!({"v0": p})).collect::<Vec<_>>()],
        "domain": {"constants": {"cb0": [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]}},
    });
    let out = go(&pair, input);
    assert_eq!(
        out["tessellation"],
        json!({"domain": "quad", "partitioning": "integer", "output": "triangle_ccw"})
    );
    let p = &out["patches"][0];
    let factors = vec(&p["tess_factors"]);
    // The source: edge[e] = max(1, 1.5 × distance(p[e], p[(e + 1) & 3])).
    let len = |a: usize, b: usize| {
        let d: Vec<f32> = (0..3).map(|k| cps[a][k] - cps[b][k]).collect();
        (d[0] * d[0] + d[1] * d[1] + d[2] * d[2]).sqrt() * 1.5
    };
    close(
        &factors[..4],
        &[len(0, 1), len(1, 2), len(2, 3), len(3, 0)],
        1e-6,
        "edge factors",
    );
    let t = tessellate(
        Domain::Quad,
        Partitioning::Integer,
        Output::TriangleCcw,
        &factors,
    );
    let dom = p["domain"].as_array().unwrap();
    let verts = p["vertices"].as_array().unwrap();
    assert_eq!(dom.len(), t.points.len());
    assert_eq!(verts.len(), t.points.len());
    let prims = p["primitives"].as_array().unwrap();
    assert_eq!(prims.len() * 3, t.indices.len());
    for (i, (d, v)) in dom.iter().zip(verts).enumerate() {
        let (u, w) = (f(&d[0]), f(&d[1]));
        assert_eq!([u, w], t.points[i]);
        // Bilinear over the hull shader's output control points (z negated).
        let c = |k: usize, j: usize| if j == 2 { -cps[k][j] } else { cps[k][j] };
        let want: Vec<f32> = (0..3)
            .map(|j| {
                let top = c(0, j) * (1.0 - u) + c(1, j) * u;
                let bottom = c(3, j) * (1.0 - u) + c(2, j) * u;
                top * (1.0 - w) + bottom * w
            })
            .collect();
        let mut want = want;
        want.push(1.0);
        close(&vec(&v["o0"]), &want, 1e-5, "position");
        close(
            &vec(&v["o1"]),
            &[u, w, (factors[0] + factors[2]) / 2.0 + factors[5]],
            1e-6,
            "o1",
        );
    }
    // Pairing errors.
    let e = dxsm::run::pair(
        corpus("hs50_quad_integer_join_phase"),
        corpus("hs50_tri_pow2_culling"),
    )
    .err()
    .unwrap();
    assert!(
        e.to_string().contains("pairs a hull shader"),
        "{}",
        e.to_string()
    );
    let tri = dxsm::run::pair(
        corpus("hs50_tri_pow2_culling"),
        corpus("ds50_quad_bilinear_patchconst"),
    )
    .unwrap();
    let e = fails(
        &tri,
        json!({"patches": [[{"v0": [0, 0, 0]}, {"v0": [1, 0, 0]}, {"v0": [0, 1, 0]}]]}),
    );
    assert!(e.contains("different tessellator domains"), "{e}");
}

// The command line: `dxsm run HS --domain DS --input IN`; "domain" only
// with a pair.
#[test]
fn pipeline_from_the_command_line() {
    let dir = std::env::temp_dir().join(format!("dxsm-pipe-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("in.json");
    std::fs::write(
        &input,
        json!({
            "patches": [[
                {"v0": [0, 0, 0], "v1": [0, 0, 1], "v2": [0, 0]},
                {"v0": [1, 0, 0], "v1": [0, 0, 1], "v2": [1, 0]},
                {"v0": [0, 1, 0], "v1": [0, 0, 1], "v2": [0, 1]}
            ]],
            "constants": {"cb0": [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1], [0, 0, 0, 0]]},
            "resources": {"t0": {"width": 1, "data": [[0, 0, 0, 0]]}}
        })
        .to_string(),
    )
    .unwrap();
    let c = |n: &str| format!("{}/tests/corpus/sm4-5/{n}.o", env!("CARGO_MANIFEST_DIR"));
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_dxsm"))
        .args(["run", &c("hs50_passthrough_no_cp_phase"), "--domain"])
        .arg(c("ds50_tri_barycentric_displace"))
        .arg("--input")
        .arg(&input)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    let v: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["tessellation"]["domain"], "tri");
    let p = &v["patches"][0];
    // Factors 2, 3, 4 and inside 3 (the hull shader's icb, by fork
    // instance): an integer tri tessellation of 12 points, 13 triangles.
    assert_eq!(p["tess_factors"], json!([2.0, 3.0, 4.0, 3.0]));
    let n = p["domain"].as_array().unwrap().len();
    assert_eq!(n, 12);
    assert_eq!(p["vertices"].as_array().unwrap().len(), n);
    assert_eq!(p["primitives"].as_array().unwrap().len(), 13);
    let hull = corpus("hs50_quad_integer_join_phase");
    let e = fails(
        &hull,
        json!({"patches": [[{"v0": [0, 0, 0]}, {"v0": [1, 0, 0]}, {"v0": [1, 1, 0]}, {"v0": [0, 1, 0]}]],
               "domain": {}}),
    );
    assert!(e.contains("--domain"), "{e}");
    let _ = run_text;
}
