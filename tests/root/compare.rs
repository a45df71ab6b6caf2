//! `dxsm compare`: two shaders that compute the same thing are equal; one
//! instruction, one constant bit, one emitted vertex or one discard apart
//! are told apart, with the input that shows it; different interfaces are
//! refused with what differs.

use dxsm::compare::{compare, CompareError, Options, Verdict};
use dxsm::run::{load, Shader};

fn shader(text: &str) -> Shader {
    load(text.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn verdict(a: &str, b: &str) -> Verdict {
    compare(&shader(a), &shader(b), &Options::default()).unwrap()
}

fn differs(a: &str, b: &str) -> String {
    match verdict(a, b) {
        Verdict::Differ { at, .. } => at,
        v => panic!("found no difference: {v:?}\n{a}\n{b}"),
    }
}

const VS_MUL: &str = "vs_4_0
dcl_input v0.xyzw
dcl_output o0.xyzw
mul o0.xyzw, v0.xyzw, l(2.0, 2.0, 2.0, 2.0)
ret
";

#[test]
fn the_same_computation_written_two_ways_is_equal() {
    let add = "vs_4_0
dcl_input v0.xyzw
dcl_output o0.xyzw
add o0.xyzw, v0.xyzw, v0.xyzw
ret
";
    assert_eq!(
        verdict(VS_MUL, add),
        Verdict::Equal {
            inputs: 16,
            refused: 0
        }
    );
    // Direct3D 9: mad is its product rounded, then the sum.
    let mad = "vs_2_0
dcl_position v0
def c0, 2, 2, 2, 2
mad oPos, v0, c0, v0
";
    let mul_add = "vs_2_0
dcl_position v0
def c0, 2, 2, 2, 2
mul r0, v0, c0
add oPos, r0, v0
";
    assert!(matches!(verdict(mad, mul_add), Verdict::Equal { .. }));
}

#[test]
fn one_instruction_or_one_constant_bit_apart_differ() {
    let sub = VS_MUL.replace(
        "mul o0.xyzw, v0.xyzw, l(2.0, 2.0, 2.0, 2.0)",
        "add o0.xyzw, v0.xyzw, l(2.0, 2.0, 2.0, 2.0)",
    );
    assert!(differs(VS_MUL, &sub).starts_with("vertices[0].o0"));
    // 2.0000002 is the float after 2.0: one bit.
    let bit = VS_MUL.replace("l(2.0, 2.0, 2.0, 2.0)", "l(2.0, 2.0, 2.0, 2.0000002)");
    assert_eq!(differs(VS_MUL, &bit), "vertices[0].o0[3]");
    // The report names the input: the same seed finds it again.
    let Verdict::Differ {
        input, document, ..
    } = verdict(VS_MUL, &bit)
    else {
        unreachable!()
    };
    let again = compare(
        &shader(VS_MUL),
        &shader(&bit),
        &Options {
            seed: 1 + input as u64,
            inputs: 1,
            ..Options::default()
        },
    )
    .unwrap();
    assert!(matches!(again, Verdict::Differ { input: 0, document: ref d, .. } if *d == document));
}

#[test]
fn one_emitted_vertex_apart_differ() {
    let gs = |emits: usize| {
        format!(
            "gs_4_0
dcl_input v[1][0].xyzw
dcl_inputprimitive point
dcl_outputtopology pointlist
dcl_output o0.xyzw
dcl_maxout 4
mov o0.xyzw, v[0][0].xyzw
{}ret
",
            "emit\n".repeat(emits)
        )
    };
    assert!(matches!(verdict(&gs(3), &gs(3)), Verdict::Equal { .. }));
    let at = differs(&gs(3), &gs(4));
    assert!(at.starts_with("streams"), "{at}");
}

#[test]
fn one_discard_apart_differ() {
    let ps = |discard: &str| {
        format!(
            "ps_4_0
dcl_input_ps linear v0.xy
dcl_output o0.xyzw
dcl_temps 1
lt r0.x, v0.x, l(0.0)
{discard}mov o0.xyzw, v0.xyxy
ret
"
        )
    };
    let at = differs(&ps(""), &ps("discard_nz r0.x\n"));
    assert!(at.starts_with("pixels["), "{at}");
}

#[test]
fn different_interfaces_are_refused_with_what_differs() {
    let two_inputs = "vs_4_0
dcl_input v0.xyzw
dcl_input v1.xyzw
dcl_output o0.xyzw
mul o0.xyzw, v0.xyzw, v1.xyzw
ret
";
    let e = compare(&shader(VS_MUL), &shader(two_inputs), &Options::default()).unwrap_err();
    assert_eq!(
        e,
        CompareError::Interface("only the second shader reads input.vertices[0].v1".into())
    );
    let two_outputs = "vs_4_0
dcl_input v0.xyzw
dcl_output o0.xyzw
dcl_output o1.xyzw
mov o0.xyzw, v0.xyzw
mov o1.xyzw, v0.xyzw
ret
";
    let e = compare(&shader(VS_MUL), &shader(two_outputs), &Options::default()).unwrap_err();
    assert!(
        e.to_string()
            .contains("only the second shader has output `dcl_output o1.xyzw`"),
        "{e}"
    );
    let ps = "ps_4_0
dcl_output o0.xyzw
mov o0.xyzw, l(1.0, 1.0, 1.0, 1.0)
ret
";
    let e = compare(&shader(VS_MUL), &shader(ps), &Options::default()).unwrap_err();
    assert!(
        e.to_string()
            .contains("a vertex shader (SM4.0) and a pixel shader"),
        "{e}"
    );
}

#[test]
fn the_command_says_equal_differ_or_cannot_compare_in_its_exit_status() {
    let dir = tempfile::tempdir().unwrap();
    let put = |name: &str, text: &str| {
        let p = dir.path().join(name);
        std::fs::write(&p, text).unwrap();
        p
    };
    let a = put("a.asm", VS_MUL);
    let b = put(
        "b.asm",
        &VS_MUL.replace("l(2.0, 2.0, 2.0, 2.0)", "l(2.0, 2.0, 2.0, 3.0)"),
    );
    let bad = put("bad.asm", "vs_4_0\nmov o0.xyzw, q0.xyzw\n");
    let saved = dir.path().join("input.json");
    let exe = env!("CARGO_BIN_EXE_dxsm");
    let status = |args: &[&std::ffi::OsStr]| {
        let o = std::process::Command::new(exe)
            .arg("compare")
            .args(args)
            .output()
            .unwrap();
        (
            o.status.code(),
            String::from_utf8_lossy(&o.stdout).into_owned(),
        )
    };
    let (code, out) = status(&[a.as_os_str(), a.as_os_str()]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.starts_with("equal: "), "{out}");
    let (code, out) = status(&[
        a.as_os_str(),
        b.as_os_str(),
        "--save-input".as_ref(),
        saved.as_os_str(),
    ]);
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.starts_with("differ: input 0 (seed 1), at vertices[0].o0[3]"),
        "{out}"
    );
    let doc: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&saved).unwrap()).unwrap();
    assert!(doc["vertices"].is_array());
    // The saved input is not replaced without --force.
    let (code, _) = status(&[
        a.as_os_str(),
        b.as_os_str(),
        "--save-input".as_ref(),
        saved.as_os_str(),
    ]);
    assert_eq!(code, Some(2));
    let (code, _) = status(&[a.as_os_str(), bad.as_os_str()]);
    assert_eq!(code, Some(2));
    // Standard output closed before the verdict is written (`| head -0`):
    // a quiet end with 128 + SIGPIPE, not a panic.
    let mut child = std::process::Command::new(exe)
        .arg("compare")
        .args([a.as_os_str(), b.as_os_str()])
        .arg("--inputs")
        .arg("64")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let o = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert!(matches!(o.status.code(), Some(141) | Some(1)), "{o:?}");
}

/// Two shaders that both run past the step limit on an input say nothing
/// about each other on it, wherever each stopped; one that stops and one
/// that finishes differ.
#[test]
fn both_past_the_step_limit_prove_nothing_one_past_it_differs() {
    let spin = |extra: &str| {
        format!(
            "vs_4_0
dcl_input v0.xyzw
dcl_output o0.xyzw
dcl_temps 1
mov r0.x, l(0)
loop
  iadd r0.x, r0.x, l(1)
{extra}endloop
mov o0.xyzw, v0.xyzw
ret
"
        )
    };
    let o = Options {
        inputs: 2,
        max_steps: 1000,
        ..Options::default()
    };
    let (a, b) = (
        shader(&spin("")),
        shader(&spin("  iadd r0.x, r0.x, l(1)\n")),
    );
    // Every input stopped both: nothing is proven, and the error says why.
    match compare(&a, &b, &o) {
        Err(CompareError::Run(e)) => assert_eq!(e.kind(), dxsm::run::ErrorKind::Limit, "{e}"),
        other => panic!("{other:?}"),
    }
    let finishes = shader(VS_MUL);
    let differs = compare(&a, &finishes, &o);
    assert!(matches!(differs, Ok(Verdict::Differ { .. })), "{differs:?}");
}

/// Direct3D 9: which NaN an operation returns is not defined, and the
/// compiler swaps `add` operands, so every NaN equals every other; a NaN
/// and a number still differ. SM4/5 NaNs compare by their bits.
#[test]
fn d3d9_nans_are_one_and_zeros_unsigned_sm4_compares_bits() {
    let nan = |neg: &str| {
        format!(
            "vs_2_0
def c0, 0, 1, 0, 0
dcl_position v0
rcp r0.x, c0.x
add r1, r0.x, -r0.x
mov oPos, {neg}r1
"
        )
    };
    assert!(matches!(
        verdict(&nan(""), &nan("-")),
        Verdict::Equal { .. }
    ));
    let number = "vs_2_0
def c0, 0, 1, 0, 0
dcl_position v0
mov oPos, c0.y
";
    assert_eq!(differs(&nan(""), number), "vertices[0].oPos[0]");
    // -0 and 0 are one in Direct3D 9 (the compiler's product by 1 of a
    // move makes -0 +0), two in SM4/5.
    let zero = |neg: &str| {
        format!(
            "vs_2_0
def c0, 0, 1, 0, 0
dcl_position v0
mov oPos, {neg}c0.x
"
        )
    };
    assert!(matches!(
        verdict(&zero(""), &zero("-")),
        Verdict::Equal { .. }
    ));
    assert_eq!(differs(&zero("-"), number), "vertices[0].oPos[0]");
    let sm4 = |bits: &str| {
        format!(
            "vs_4_0
dcl_input v0.xyzw
dcl_output o0.xyzw
mov o0.xyzw, l({bits}, 0, 0, 0)
ret
"
        )
    };
    assert_eq!(
        differs(&sm4("0x7fc00000"), &sm4("0xffc00000")),
        "vertices[0].o0[0]"
    );
    assert_eq!(
        differs(&sm4("0x00000000"), &sm4("0x80000000")),
        "vertices[0].o0[0]"
    );
}

// An input on which the first shader reads an input register chosen at
// run time outside its declared range (undefined in Direct3D) proves
// nothing; the other inputs still tell the shaders apart, and an
// undefined read in the second shader only is a difference.
#[test]
fn undefined_reads_of_the_first_shader_prove_nothing() {
    // v[v0.x + 1] within v1..v4 when v0.x is 0 to 3 (odd inputs are
    // mostly such integers), undefined otherwise.
    let indexed = |extra: &str| {
        format!(
            "vs_4_0
dcl_input v0.x
dcl_input v1.xyzw
dcl_input v2.xyzw
dcl_input v3.xyzw
dcl_input v4.xyzw
dcl_output o0.xyzw
dcl_temps 1
dcl_indexrange v1.xyzw 4
mov r0.x, v0.x
mov o0.xyzw, v[r0.x + 1].xyzw
{extra}ret
"
        )
    };
    let a = indexed("");
    // The same where defined, anything elsewhere: a read clamped into the
    // range.
    let clamped = "vs_4_0
dcl_input v0.x
dcl_input v1.xyzw
dcl_input v2.xyzw
dcl_input v3.xyzw
dcl_input v4.xyzw
dcl_output o0.xyzw
dcl_temps 1
dcl_indexrange v1.xyzw 4
umin r0.x, v0.x, l(3)
mov o0.xyzw, v[r0.x + 1].xyzw
ret
";
    match verdict(&a, clamped) {
        Verdict::Equal { inputs, refused } => assert!(refused > 0 && refused < inputs),
        v => panic!("{v:?}"),
    }
    // One more instruction changes the defined inputs' result.
    let b = indexed("add o0.x, o0.x, l(1.0)\n");
    assert!(differs(&a, &b).contains("o0"));
    // The other way round, the undefined read is the second shader's.
    assert_eq!(differs(clamped, &a), "the run");
}

// A texture or sampler a shader declares but whose values reach nothing
// (never read, or read into temps nothing reads, through a chain of
// them) is not part of its interface: Microsoft's compiler drops it. One
// whose value reaches an output still is.
#[test]
fn objects_whose_values_reach_nothing_are_not_interface() {
    let plain = "ps_4_0
dcl_input_ps linear v0.xy
dcl_output o0.xyzw
mul o0.xyzw, v0.xyxy, l(2.0, 2.0, 2.0, 2.0)
ret
";
    let with = |code: &str| {
        format!(
            "ps_4_0
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_resource_texture2d (float,float,float,float) t7
dcl_input_ps linear v0.xy
dcl_output o0.xyzw
dcl_temps 2
{code}mul o0.xyzw, v0.xyxy, l(2.0, 2.0, 2.0, 2.0)
ret
"
        )
    };
    // Declared only; loaded into a temp overwritten; sampled into a
    // chain of temps that ends unread.
    for code in [
        "",
        "ld r0.xyzw, l(0, 0, 0, 0), t7.xyzw\nmov r0.xyzw, l(1.0, 1.0, 1.0, 1.0)\n",
        "sample r0.xyzw, v0.xyxx, t0.xyzw, s0\nmul r1.xyzw, r0.xyzw, r0.xyzw\nadd r1.x, r1.x, r1.y\n",
    ] {
        let t = with(code);
        assert!(matches!(verdict(&t, plain), Verdict::Equal { .. }), "{t}");
        assert!(matches!(verdict(plain, &t), Verdict::Equal { .. }), "{t}");
    }
    // A sample whose value reaches the output is read: another interface.
    let used = with("sample r0.xyzw, v0.xyxx, t0.xyzw, s0\nadd o0.x, r0.x, l(1.0)\nret\n");
    let e = compare(&shader(&used), &shader(plain), &Options::default()).unwrap_err();
    assert!(matches!(e, CompareError::Interface(_)), "{e}");
    // A UAV declared and never used: no input and no output.
    let cs = |extra: &str| {
        format!(
            "cs_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_raw u0
{extra}dcl_thread_group 1, 1, 1
store_raw u0.x, l(0), l(7)
ret
"
        )
    };
    let unused = cs("dcl_uav_structured u3, 16\n");
    assert!(matches!(verdict(&unused, &cs("")), Verdict::Equal { .. }));
    // And a difference outside the dead code still shows.
    let other = with("ld r0.xyzw, l(0, 0, 0, 0), t7.xyzw\n").replace("l(2.0, 2.0", "l(3.0, 2.0");
    assert!(differs(&other, plain).contains("o0"));
}

// Direct3D 9: a sampler read only under an `if` the shader's own
// constants decide against (an edited program's `if_ne c3.x, -c3.x` on a
// zero `def`, or `if b0` on a false `defb`) is not part of the interface;
// under a test the application's constants decide, it is.
#[test]
fn d3d9_samplers_read_only_in_code_that_never_runs_are_not_interface() {
    let plain = "ps_3_0
dcl_texcoord v0.xy
mul oC0, v0.xyxy, c0
";
    let off = |decl: &str, test: &str| {
        format!(
            "ps_3_0
{decl}dcl_texcoord v0.xy
dcl_2d s1
mul oC0, v0.xyxy, c0
{test}
texld r1, v0, s1
mov oC0, r1
endif
"
        )
    };
    for (decl, test) in [
        ("def c3, 0, 0, 0, 0\n", "if_ne c3.x, -c3.x"),
        ("def c3, 0, 1, 0, 0\n", "if_gt -c3.y, c3.x"),
        ("defb b0, false\n", "if b0"),
    ] {
        let t = off(decl, test);
        assert!(matches!(verdict(&t, plain), Verdict::Equal { .. }), "{t}");
        assert!(matches!(verdict(plain, &t), Verdict::Equal { .. }), "{t}");
    }
    // A vertex shader's `texldl` whose result reaches nothing through a
    // chain of temps (one partly overwritten, one under an `if`).
    let vs_plain = "vs_3_0
dcl_position v0
dcl_position o0
mul o0, v0, c0
";
    let vs_dead = "vs_3_0
def c220, 0, 1, 0.0625, 0.5
dcl_position v0
dcl_position o0
dcl_2d s0
texldl r6, c220.z, s0
add r6.w, v0.w, -r6.y
mad r0.x, r6.w, r6.x, v0.x
if_gt v0.x, c0.x
  mul r1, r0.x, c0
endif
mov r0, c0
mul o0, v0, c0
";
    assert!(matches!(verdict(vs_dead, vs_plain), Verdict::Equal { .. }));
    // A component-wise move reads only the components it writes: the
    // sample's chain ends in r2.x, and `mov o1.zw, r2` reads r2.zw.
    let vs_out = |write: &str| {
        format!(
            "vs_3_0
def c220, 0, 1, 0.0625, 0.5
dcl_position v0
dcl_position o0
dcl_texcoord o1
dcl_2d s0
mov r2, v0
texldl r31, c220.z, s0
add r31.w, r2.w, -r31.y
mad r2.x, r31.w, r31.x, r2.x
{write}
mul o0, v0, c0
"
        )
    };
    let vs_out_plain = "vs_3_0
dcl_position v0
dcl_position o0
dcl_texcoord o1
mov r2, v0
mov o1, r2
mul o0, v0, c0
";
    let zw = vs_out("mov o1.zw, r2\nmov o1.xy, v0");
    assert!(
        matches!(verdict(&zw, vs_out_plain), Verdict::Equal { .. }),
        "{zw}"
    );
    let x = vs_out("mov o1, r2");
    let e = compare(&shader(&x), &shader(vs_out_plain), &Options::default()).unwrap_err();
    assert!(e.to_string().contains("input.resources"), "{e}");
    // `texkill r1` reads what it names: the sample into r1 is read.
    let killed = "ps_3_0
dcl_texcoord v0.xy
dcl_2d s1
texld r1, v0, s1
texkill r1
mul oC0, v0.xyxy, c0
";
    let e = compare(&shader(killed), &shader(plain), &Options::default()).unwrap_err();
    assert!(e.to_string().contains("input.resources"), "{e}");
    let vs_read = vs_dead.replace("mov r0, c0\n", "");
    let vs_read = vs_read.replace("mul o0, v0, c0", "mul o0, r0.x, c0");
    let e = compare(&shader(&vs_read), &shader(vs_plain), &Options::default()).unwrap_err();
    assert!(e.to_string().contains("input.resources"), "{e}");
    // Decided for: the sample runs.
    let on = off("def c3, 0, 1, 0, 0\n", "if_lt c3.x, c3.y");
    let e = compare(&shader(&on), &shader(plain), &Options::default()).unwrap_err();
    assert!(e.to_string().contains("input.resources"), "{e}");
    // Decided by the application's constants: the sample may run.
    let open = off("", "if_ne c3.x, -c3.x");
    let reads_c3 = "ps_3_0
dcl_texcoord v0.xy
mul r0, v0.xyxy, c0
add oC0, r0, c3
";
    let e = compare(&shader(&open), &shader(reads_c3), &Options::default()).unwrap_err();
    assert!(matches!(e, CompareError::Interface(_)), "{e}");
    assert!(e.to_string().contains("input.resources"), "{e}");
}

// A derivative taken where the quad's pixels took different paths reads
// the registers the others' paths left, which Direct3D leaves undefined:
// `dxsm run` reads them as hardware does, `compare` takes the input as
// proving nothing. Two programs that differ only in what the pixels
// outside the branch leave in the register the derivative reads are
// equal; with every pixel in the branch they still compare.
#[test]
fn derivatives_in_divergent_flow_prove_nothing() {
    let prog = |outside: &str| {
        format!(
            "ps_4_0
dcl_input_ps linear v0.x
dcl_input_ps linear v1.x
dcl_output o0.x
dcl_temps 2
mov o0.x, l(0)
mov r1.x, l({outside})
lt r0.x, l(0.5), v0.x
if_nz r0.x
  mov r1.x, v1.x
  deriv_rtx o0.x, r1.x
endif
ret
"
        )
    };
    let (a, b) = (shader(&prog("0.0")), shader(&prog("7.0")));
    let input = |v0: [f32; 4]| {
        serde_json::json!({
            "pixels": v0.iter().enumerate().map(|(k, x)| serde_json::json!({
                "v0": [x], "v1": [k as f32 * 3.0]
            })).collect::<Vec<_>>()
        })
    };
    let run = |s: &Shader, v| dxsm::run::run_within(s, &input(v), 1000, 100_000);
    // The top right pixel skips the branch: its r1.x is what it left.
    let split = [1.0, 0.0, 1.0, 1.0];
    let (ra, rb) = (run(&a, split).unwrap(), run(&b, split).unwrap());
    assert_ne!(ra, rb, "dxsm run reads the other pixel's register");
    let e = dxsm::run::with_divergent_derivatives_undefined(|| run(&a, split)).unwrap_err();
    assert_eq!(e.kind(), dxsm::run::ErrorKind::Undefined, "{e}");
    assert!(e.to_string().contains("3 of the quad's 4 pixels"), "{e}");
    // Every pixel in the branch: defined, and the same in both.
    let all = [1.0; 4];
    let ok = dxsm::run::with_divergent_derivatives_undefined(|| run(&a, all)).unwrap();
    assert_eq!(ok, run(&b, all).unwrap());
    match verdict(&prog("0.0"), &prog("7.0")) {
        Verdict::Equal { inputs, refused } => assert!(refused > 0 && refused < inputs),
        v => panic!("{v:?}"),
    }
}

// The level of detail a sample takes shows: the random inputs give each
// plain texture a chain of levels with their own texels, and some make a
// quad's pixels close (small derivatives), so a biased, a given-level or a
// clamped sample differs from the plain one; the same sample written as
// its feedback form with clamp 0 is equal.
#[test]
fn the_level_of_detail_a_sample_takes_shows() {
    let ps = |op: &str| {
        format!(
            "ps_5_0
dcl_sampler s0, mode_default
dcl_resource_texture2d (float,float,float,float) t0
dcl_input_ps linear v1.xy
dcl_output o0.xyzw
dcl_temps 1
{op}
ret
"
        )
    };
    let plain = ps("sample o0.xyzw, v1.xyxx, t0.xyzw, s0");
    for other in [
        "sample_b o0.xyzw, v1.xyxx, t0.xyzw, s0, l(1.000000)",
        "sample_l o0.xyzw, v1.xyxx, t0.xyzw, s0, l(1.000000)",
        "sample_cl_s o0.xyzw, r0.x, v1.xyxx, t0.xyzw, s0, l(2.000000)",
    ] {
        differs(&plain, &ps(other));
    }
    let same = ps("sample_cl_s o0.xyzw, r0.x, v1.xyxx, t0.xyzw, s0, l(0.000000)");
    assert!(matches!(verdict(&plain, &same), Verdict::Equal { .. }));
}

// A Direct3D 9 constant read at a relative address outside the constant
// table's registers (an HLSL array indexed past its end) is undefined
// for `compare`: mova_index reads `g_pal[i]` (c0..c31) with i from the
// input, and past the table lands on the compiler's own `def` or on
// registers the application does not set. Inputs that do so in the first
// shader prove nothing; the others still tell a change apart.
#[test]
fn d3d9_reads_past_the_constant_table_prove_nothing() {
    let dir = "tests/corpus/sm1-3/hlsl/out/mova_index.vs_main.vs_3_0";
    let original = load(&std::fs::read(format!("{dir}.o")).unwrap()).unwrap();
    // The listing, assembled: the same code without a constant table.
    let listing = std::fs::read_to_string(format!("{dir}.lst")).unwrap();
    let o = Options::default();
    match compare(&original, &shader(&listing), &o).unwrap() {
        Verdict::Equal { inputs, refused } => assert!(refused > 0 && refused < inputs),
        v => panic!("{v:?}"),
    }
    // One instruction changed: found on an input that stays in the table.
    let changed = listing.replace("add o1, r0, c8[a0.y]", "mul o1, r0, c8[a0.y]");
    assert_ne!(changed, listing);
    match compare(&original, &shader(&changed), &o).unwrap() {
        Verdict::Differ { at, .. } => assert!(at.contains("oD0") || at.contains("o1"), "{at}"),
        v => panic!("{v:?}"),
    }
    // Without a table, every register is the application's to set: the
    // listing against itself reads them all, and no input is refused.
    match compare(&shader(&listing), &shader(&listing), &o).unwrap() {
        Verdict::Equal { refused, .. } => assert_eq!(refused, 0),
        v => panic!("{v:?}"),
    }
}

/// A constant buffer read at literal registers only (`immediateIndexed`
/// in both) may be declared with another register count: no input can
/// tell, and the compiler declares only the registers its code reads.
/// Read through an index (`dynamicIndexed`), the count is what a read
/// past the end sees, and two counts are refused.
#[test]
fn literal_indexed_buffers_may_declare_other_counts() {
    let buffer = |count: u32, access: &str, read: &str| {
        format!(
            "vs_4_0
dcl_constantbuffer cb0[{count}], {access}
dcl_input v0.xyzw
dcl_output o0.xyzw
mul o0.xyzw, v0.xyzw, {read}
ret
"
        )
    };
    let whole = buffer(8, "immediateIndexed", "cb0[2].xyzw");
    let read = buffer(3, "immediateIndexed", "cb0[2].xyzw");
    assert!(matches!(verdict(&whole, &read), Verdict::Equal { .. }));
    // Still told apart by what they read.
    let other = buffer(3, "immediateIndexed", "cb0[1].xyzw");
    assert!(differs(&whole, &other).starts_with("vertices[0].o0"));
    let dynamic = |count: u32| {
        format!(
            "vs_4_0
dcl_constantbuffer cb0[{count}], dynamicIndexed
dcl_input v0.xyzw
dcl_output o0.xyzw
ftou r0.x, v0.x
mul o0.xyzw, v0.xyzw, cb0[r0.x + 0].xyzw
ret
"
        )
    };
    let e = compare(
        &shader(&dynamic(8)),
        &shader(&dynamic(3)),
        &Options::default(),
    )
    .unwrap_err();
    assert!(e.to_string().contains("input.constants.cb0"), "{e}");
}

/// Direct3D 9 inputs and outputs declared with a semantic link by it: a
/// vs_3_0 whose fog is `o9` and one whose fog is `o1` compare equal, and
/// one that gives another semantic is refused.
#[test]
fn d3d9_declared_registers_link_by_semantic() {
    let vs = |fog: &str, usage: &str| {
        format!(
            "vs_3_0
dcl_position v0
dcl_texcoord v1
dcl_position o0
dcl_{usage} {fog}
mov o0, v0
mov {fog}, v1.x
"
        )
    };
    let asm = |t: &str| {
        let bin = dxsm::assemble::assemble(t, &Default::default()).unwrap();
        load(&bin).unwrap()
    };
    let o = Options::default();
    let v = compare(&asm(&vs("o9", "fog")), &asm(&vs("o1", "fog")), &o).unwrap();
    assert!(matches!(v, Verdict::Equal { .. }), "{v:?}");
    let e = compare(&asm(&vs("o9", "fog")), &asm(&vs("o1", "psize")), &o).unwrap_err();
    assert!(
        e.to_string()
            .contains("only the first shader declares output fog0 (`o9`)"),
        "{e}"
    );
    // The values still count: fog from v1.y is another output.
    let y = vs("o1", "fog").replace("v1.x", "v1.y");
    let v = compare(&asm(&vs("o9", "fog")), &asm(&y), &o).unwrap();
    let Verdict::Differ { at, renamed, .. } = v else {
        panic!("{v:?}")
    };
    assert!(at.starts_with("vertices[0].o9"), "{at}");
    assert_eq!(renamed, [("o9".to_string(), "o1".to_string())]);
}

/// A semantic declared twice (Microsoft's validator refuses it, X5638;
/// assembled here without validation) names no one register: the
/// registers are then compared by number, not renamed, so two programs
/// that read the two the other way round differ.
#[test]
fn d3d9_semantics_declared_twice_are_not_linked() {
    let text = "vs_3_0
dcl_position v0
dcl_texcoord v1
dcl_texcoord v2
dcl_position o0
dcl_texcoord o1
mov o0, v0
add o1, v1, -v2
";
    let asm = |t: &str| {
        let o = dxsm::AssembleOptions {
            skip_validation: true,
            ..Default::default()
        };
        load(&dxsm::assemble::assemble(t, &o).unwrap()).unwrap()
    };
    let o = Options::default();
    let same = compare(&asm(text), &asm(text), &o).unwrap();
    assert!(matches!(same, Verdict::Equal { .. }), "{same:?}");
    let swapped = text.replace("add o1, v1, -v2", "add o1, v2, -v1");
    let v = compare(&asm(text), &asm(&swapped), &o).unwrap();
    assert!(matches!(v, Verdict::Differ { .. }), "{v:?}");
    let moved = text
        .replace("dcl_texcoord v2", "dcl_texcoord v3")
        .replace("-v2", "-v3");
    let e = compare(&asm(text), &asm(&moved), &o).unwrap_err();
    assert!(e.to_string().contains("at `v2`"), "{e}");
}
