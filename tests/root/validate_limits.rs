//! Direct3D's size limits, with the codes and messages Microsoft's compiler
//! gives for the same limits (`tests/corpus/oracle/limits/`): each rule has
//! a declaration just inside (valid) and just past (invalid) the limit.

use dxsm::validate::validate_text;

fn first_error(text: &str) -> Option<(String, String)> {
    let r = validate_text(text).unwrap();
    r.diagnostics
        .iter()
        .find(|d| d.severity == dxsm::validate::Severity::Error)
        .map(|d| (d.code.clone(), d.message.clone()))
}

fn cs(model: &str, decls: &str) -> String {
    format!("cs_{model}\ndcl_globalFlags refactoringAllowed\n{decls}\nret \n")
}

#[test]
fn thread_groups() {
    for (model, ok, bad, msg) in [
        ("5_0", "dcl_thread_group 1024, 1, 1", "dcl_thread_group 2000, 1, 1", "the product of the arguments of numthreads(2000,1,1) must be less than or equal to 1024"),
        ("5_0", "dcl_thread_group 1, 1, 64", "dcl_thread_group 1, 1, 65", "the final dimension specified (65) for numthreads must be less than or equal to 64"),
        ("4_0", "dcl_thread_group 768, 1, 1", "dcl_thread_group 769, 1, 1", "the product of the arguments of numthreads(769,1,1) must be less than or equal to 768"),
        ("4_0", "dcl_thread_group 16, 16, 3", "dcl_thread_group 1, 769, 1", "the product of the arguments of numthreads(1,769,1) must be less than or equal to 768"),
        ("4_0", "dcl_thread_group 1, 1, 64", "dcl_thread_group 0, 1, 1", "the product of the arguments of numthreads(0,1,1) must be at least 1"),
    ] {
        assert_eq!(first_error(&cs(model, ok)), None, "{ok}");
        assert_eq!(
            first_error(&cs(model, bad)),
            Some(("X3655".into(), msg.into())),
            "{bad}"
        );
    }
}

#[test]
fn group_shared_memory() {
    let ok = cs(
        "5_0",
        "dcl_tgsm_structured g0, 4, 8192\ndcl_thread_group 64, 1, 1",
    );
    assert_eq!(first_error(&ok), None);
    let bad = cs(
        "5_0",
        "dcl_tgsm_structured g0, 4, 9000\ndcl_thread_group 64, 1, 1",
    );
    assert_eq!(
        first_error(&bad),
        Some((
            "X4586".into(),
            "The total amount of group shared memory (36000 bytes) exceeds the cs_5_0 limit of 32768 bytes".into()
        ))
    );
}

#[test]
fn structure_stride() {
    let ps = |stride: u32| {
        format!("ps_5_0\ndcl_globalFlags refactoringAllowed\ndcl_resource_structured t0, {stride}\nret \n")
    };
    assert_eq!(first_error(&ps(2048)), None);
    assert_eq!(
        first_error(&ps(2400)),
        Some((
            "X4599".into(),
            "structured buffer elements cannot be larger than 2048 bytes in ps_5_0 (actual size 2400 bytes)".into()
        ))
    );
}

#[test]
fn temps_and_indexable_temps() {
    let ps = |temps: u32, x: u32| {
        format!("ps_5_0\ndcl_globalFlags refactoringAllowed\ndcl_temps {temps}\ndcl_indexableTemp x0[{x}], 4\nret \n")
    };
    assert_eq!(first_error(&ps(96, 4000)), None);
    assert_eq!(
        first_error(&ps(2, 5000)),
        Some((
            "X4505".into(),
            "Sum of temp registers and indexable temp registers exceeds limit of 4096".into()
        ))
    );
}

#[test]
fn deep_nesting_is_linear() {
    // 170,000 nested loops, each with a break (510,001 instructions, under
    // the most a program may have): linear checks take well under a
    // second; quadratic ones take minutes.
    let n = 170_000;
    let mut t = String::from("ps_4_0\n");
    for _ in 0..n {
        t.push_str("loop\nbreak\n");
    }
    for _ in 0..n {
        t.push_str("endloop\n");
    }
    t.push_str("ret\n");
    let start = std::time::Instant::now();
    let r = validate_text(&t).unwrap();
    assert!(r.valid());
    assert!(start.elapsed().as_secs() < 10, "{:?}", start.elapsed());
}

#[test]
fn run_refuses_a_huge_stride_before_allocating() {
    let text = "cs_5_0\ndcl_globalFlags refactoringAllowed\ndcl_uav_structured u0, 1073741824\ndcl_thread_group 1, 1, 1\nret \n";
    let shader = dxsm::run::load(text.as_bytes()).unwrap();
    let e = dxsm::run::template(&shader).unwrap_err();
    assert!(e.to_string().contains("X4599"), "{e}");
}

/// Register slots, counts and sizes. Each case starts from a listing of a
/// shader Microsoft's compiler made just at the limit
/// (`tests/corpus/oracle/limits/slots/`, valid here as for Microsoft), then
/// moves one declaration one step past it; the code and message are the
/// ones `D3DCompile` gives for the same overflow in HLSL
/// (`tests/corpus/oracle/limits/slots.md`).
#[test]
fn register_slots_counts_and_sizes() {
    let dir = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/corpus/oracle/limits/slots/"
    );
    let cases: &[(&str, &str, &str, &str, &str)] = &[
        ("tex_t127.ps_5_0", "(float,float,float,float) t127", "(float,float,float,float) t128",
         "X4509", "maximum texture register index exceeded, target has 128 slots, manual bind to slot t128 failed"),
        ("samp_s15.vs_4_0", "dcl_sampler s15,", "dcl_sampler s16,",
         "X4509", "maximum sampler register index exceeded, target has 16 slots, manual bind to slot s16 failed"),
        // cb14: a warning (below), cb15 an error.
        ("cb_b13.hs_5_0", "dcl_constantbuffer cb13[1]", "dcl_constantbuffer cb15[1]",
         "X4567", "maximum cbuffer exceeded. target has 14 slots, manual bind to slot 15 failed"),
        ("cbsize_4096.ps_4_0", "cb0[4096]", "cb0[4097]",
         "X8000", "Invalid Bytecode: Index Dimension 2 out of range (4097 specified, max allowed is 4096) for operand #1 of opcode #1 (counts are 1-based)."),
        ("uav_rwbuf_u63.cs.cs_5_0", "(float,float,float,float) u63", "(float,float,float,float) u64",
         "X4509", "maximum UAV register index exceeded, target has 64 slots, manual bind to slot u64 failed"),
        ("uav_rwsb_u0.cs.cs_4_0", "dcl_uav_structured u0, 16", "dcl_uav_structured u1, 16",
         "X4509", "maximum UAV register index exceeded, target has 1 slots, manual bind to slot u1 failed"),
        ("vs_in_16.vs_4_0", "dcl_input v15.xyzw", "dcl_input v16.xyzw",
         "X4506", "vs_4_0 input limit (16) exceeded, shader uses 17 inputs."),
        ("vs_in_32.vs_5_0", "dcl_input v31.xyzw", "dcl_input v32.xyzw",
         "X4506", "vs_5_0 input limit (32) exceeded, shader uses 33 inputs."),
        ("vs_out_16.vs_4_0", "dcl_output o15.xyzw", "dcl_output o16.xyzw",
         "X4571", "vs_4_0 output limit (16) exceeded, shader uses 17 outputs."),
        ("ps_in_32.ps_4_0", "dcl_input_ps linear v31.xyzw", "dcl_input_ps linear v32.xyzw",
         "X4506", "ps_4_0 input limit (32) exceeded, shader uses 33 inputs."),
        ("gs_in_16.gs_4_0", "dcl_input v[1][15].xyzw", "dcl_input v[1][16].xyzw",
         "X4506", "gs_4_0 input limit (16) exceeded, shader uses 17 inputs."),
        ("hs_out_regs_32.hs_5_0", "dcl_output o31.xyzw", "dcl_output o32.xyzw",
         "X4571", "hs_5_0 control point output limit (32) exceeded, shader uses 33 outputs."),
        ("hs_outcp_32.hs_5_0", "dcl_output_control_point_count 32", "dcl_output_control_point_count 33",
         "X4589", "Maximum hs_5_0 control point control point count (32) exceeded (33)."),
        ("hs_incp_32.hs_5_0", "dcl_input_control_point_count 32", "dcl_input_control_point_count 33",
         "X4589", "Maximum hs_5_0 control point control point count (32) exceeded (33)."),
        ("ds_cp_32.ds_5_0", "dcl_input_control_point_count 32", "dcl_input_control_point_count 33",
         "X4589", "Maximum ds_5_0 control point count (32) exceeded (33)."),
        ("hs_maxtf_64.0.hs_5_0", "l(64.000000)", "l(64.500000)",
         "X3657", "max tesselation factor must be in the range [1,64]"),
        ("iface_253.ps_5_0", "dcl_interface fp252[1][0]", "dcl_interface fp253[1][0]",
         "X4584", "maximum number of interface pointers exceeded (ps_5_0 max is 253)"),
        ("clipcull_4_4.vs_5_0", "dcl_output_siv o2.xyzw, cull_distance", "dcl_output_siv o2.xyzw, cull_distance\ndcl_output_siv o3.x, cull_distance",
         "X4576", "Too many Output signature parameters of type SV_ClipDistance or SV_CullDistance.  Maximum number of registers usable is 2."),
        ("hs_outtotal_32x31.hs_5_0", "dcl_output o30.xyzw", "dcl_output o30.xyzw\ndcl_output o31.xyzw",
         "X8000", "Validation Error: Total number of scalars across all HS output control points must not exceed 3968. Current output control point declaration specifies 128 scalars of output per control point with 32 output control points, resulting in 4096 total scalars of output control point data. "),
    ];
    for (file, at, past, code, msg) in cases {
        let text = std::fs::read_to_string(format!("{dir}{file}.asm")).unwrap();
        assert_eq!(
            first_error(&text),
            None,
            "{file}: Microsoft's own output at the limit"
        );
        assert!(text.contains(at), "{file}: no '{at}'");
        let bad = text.replacen(at, past, 1);
        assert_eq!(
            first_error(&bad),
            Some((code.to_string(), msg.to_string())),
            "{file}: {past}"
        );
    }
    // cb14: Microsoft's compiler refuses it (X4567), the hardware has it
    // and modders' shipped shaders declare it: a warning.
    let text = std::fs::read_to_string(format!("{dir}cb_b13.hs_5_0.asm")).unwrap();
    let r = validate_text(&text.replacen("cb13[1]", "cb14[1]", 1)).unwrap();
    assert!(
        r.diagnostics
            .iter()
            .all(|d| d.severity == dxsm::validate::Severity::Warning),
        "{:?}",
        r.diagnostics
    );
    assert!(
        r.diagnostics.iter().any(|d| d.code == "X4567"),
        "{:?}",
        r.diagnostics
    );
    // UAVs in 4.x stages other than compute: none; typed UAVs in cs_4_x.
    let ps = "ps_4_0\ndcl_uav_raw u1\nret \n";
    assert_eq!(
        first_error(ps).map(|e| e.0),
        Some("X4509".to_string()),
        "{ps}"
    );
    let cs = "cs_4_0\ndcl_uav_typed_buffer (float,float,float,float) u0\ndcl_thread_group 1, 1, 1\nret \n";
    let r = validate_text(cs).unwrap();
    assert!(
        r.diagnostics
            .iter()
            .any(|d| d.code == "X3666" && d.message == "cs_4_0 does not support typed UAVs"),
        "{:?}",
        r.diagnostics
    );
    // The immediate constant buffer: 4096 entries, not 4097.
    let icb = |n: usize| {
        let rows = vec!["{ 0, 0, 0, 0 }"; n].join(",\n");
        format!("ps_4_0\ndcl_immediateConstantBuffer {{ {rows} }}\ndcl_output o0.xyzw\nmov o0.xyzw, l(0,0,0,0)\nret \n")
    };
    assert_eq!(first_error(&icb(4096)), None);
    assert_eq!(
        first_error(&icb(4097)),
        Some(("X4600".into(), "Shader uses too many (4097) indexable literal values, the maximum allowed is 4096, consider using less constant arrays".into()))
    );
}
