//! The decompiler's proof, kept without the oracle: for each shader of the
//! SM4/5 corpus and the public sets kept in `tests/corpus/hlsl/SET/`,
//! `dxsm hlsl` still writes the HLSL that Microsoft's compiler compiled
//! there, and `dxsm compare` still finds that compiled shader equal to the
//! original. Every other shader of those sets is refused with a reason,
//! never given HLSL that was not proven (but for the reviewed differences).

use dxsm::compare::{compare, Options, Verdict};
use std::path::Path;

/// The corpora whose decompiled shaders are kept: the folder under
/// `tests/corpus/hlsl/` and the originals' folder under `tests/corpus/`,
/// how many are proven at least, and whether every other shader of the
/// set must be refused (the hand-written Direct3D 9 sets test the
/// assembler and flow-control limits: their other cases are measured in
/// docs/hlsl.md, not listed).
const SETS: [(&str, &str, usize, bool); 9] = [
    ("sm4-5", "sm4-5", 274, true),
    ("sm1-3-hlsl", "sm1-3/hlsl/out", 214, true),
    ("angle", "public/angle", 186, true),
    ("slimshader", "public/slimshader", 126, true),
    ("nesting", "sm1-3/nesting", 519, false),
    ("own", "sm1-3/asm-cases/own", 29, false),
    ("wine", "sm1-3/asm-cases/wine", 3, false),
    // Folders of subfolders (`abs/0/vs.o`), kept as `shader-tests__abs__0__vs`.
    ("shader-tests", "shader-tests", 626, true),
    ("shader-tests-d3d9", "shader-tests-d3d9", 502, true),
];

/// The binaries of corpus folder `dir`, by the name the proof keeps them
/// under: the file's stem, or for the folders of subfolders, the folder
/// and the path (`shader-tests__abs__0__vs`).
fn originals(root: &Path, dir: &str) -> Vec<(String, std::path::PathBuf)> {
    let base = root.join(dir);
    let nested = dir.starts_with("shader-tests");
    let mut out = Vec::new();
    let mut stack = vec![base.clone()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() && nested {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "o") {
                let rel = p.strip_prefix(&base).unwrap().with_extension("");
                let rel = rel
                    .to_string_lossy()
                    .replace(std::path::MAIN_SEPARATOR, "__");
                let name = if nested { format!("{dir}__{rel}") } else { rel };
                out.push((name, p));
            }
        }
    }
    out.sort();
    out
}

/// A container's classes as its reflection data lists them: each class
/// type's name, ID and constant-buffer stride, and each instance's name,
/// type, buffer and offset (sorted: the instances are listed in the order
/// their buffers are declared); `None` without class linkage.
type ClassTable = (Vec<(String, u16)>, Vec<(String, u16, u16, u16)>);
fn class_table(bin: &[u8]) -> Option<ClassTable> {
    let c = dxsm::dxbc::container::Container::read(bin, false).ok()?;
    let ch = c.find(&[b"IFCE"])?;
    let ifce = dxsm::dxbc::ifce::read(ch.data, ch.offset).ok()?;
    let types = ifce
        .class_types
        .iter()
        .map(|t| (t.name.clone(), t.cb_stride))
        .collect();
    let mut instances: Vec<_> = ifce
        .class_instances
        .iter()
        .map(|i| (i.name.clone(), i.type_id, i.cb, i.cb_offset))
        .collect();
    instances.sort();
    Some((types, instances))
}

/// A container's debug-layer messages and aborts, in program order: each
/// message's kind, format text and number of values (`abort` with no
/// text). A device without the debug layer prints nothing, so `compare`
/// does not see them; this list does.
fn messages(bin: &[u8]) -> Vec<(String, String, usize)> {
    let Ok(c) = dxsm::dxbc::container::Container::read(bin, false) else {
        return Vec::new();
    };
    let Some(code) = c.find(&[b"SHDR", b"SHEX"]) else {
        return Vec::new();
    };
    let p = dxsm::sm4::decode::decode(code.data, 0).unwrap();
    p.instructions
        .iter()
        .filter_map(|i| match dxsm::sm4::decode::message_parts(i) {
            Some(m) => Some((m.name.to_string(), m.text, m.operands.len())),
            None => (i.opcode == dxsm::sm4::table::Opcode::Abort)
                .then(|| ("abort".to_string(), String::new(), 0)),
        })
        .collect()
}

/// Shaders whose HLSL Microsoft's compiler compiles, but to a shader that
/// `compare` finds different or refuses, with the reviewed reason: none
/// at present.
const KNOWN_DIFFERENT: [(&str, &str); 0] = [];

#[test]
fn decompiled_shaders_compile_back_to_what_computes_the_same() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let (mut same_text, mut equal, mut refused) = (0, 0, 0);
    for (kept, originals, at_least, all) in SETS {
        let dir = root.join("hlsl").join(kept);
        let mut proven = Vec::new();
        for e in std::fs::read_dir(&dir).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "hlsl") {
                proven.push(p.file_stem().unwrap().to_string_lossy().into_owned());
            }
        }
        proven.sort();
        assert!(
            proven.len() >= at_least,
            "{originals}: {} proven shaders",
            proven.len()
        );
        let files = self::originals(&root, originals);
        for name in &proven {
            let Some((_, path)) = files.iter().find(|(n, _)| n == name) else {
                panic!("{name}: no original in {originals}");
            };
            let original = std::fs::read(path).unwrap();
            let text = dxsm::hlsl::decompile(&original).unwrap_or_else(|e| panic!("{name}: {e}"));
            let kept = std::fs::read_to_string(dir.join(format!("{name}.hlsl"))).unwrap();
            assert_eq!(
                text, kept,
                "{name}: the decompiler's text changed (scripts/hlsl_proof.sh makes it anew)"
            );
            same_text += 1;
            let recompiled = std::fs::read(dir.join(format!("{name}.o"))).unwrap();
            // Class linkage: the same classes by type ID, with the same
            // strides, and the same instances.
            assert_eq!(
                class_table(&original),
                class_table(&recompiled),
                "{name}: another class table"
            );
            assert_eq!(
                messages(&original),
                messages(&recompiled),
                "{name}: other debug messages"
            );
            let a = dxsm::run::load(&original).unwrap();
            let b = dxsm::run::load(&recompiled).unwrap();
            // The sixteen inputs the proof ran (fewer missed a predicated
            // texture read written unconditionally).
            let run = |inputs: usize| {
                compare(
                    &a,
                    &b,
                    &Options {
                        inputs,
                        // Loops bounded by a constant run long on random
                        // constants; an input past this on both proves
                        // nothing and costs time.
                        max_total_steps: 100_000_000,
                        ..Options::default()
                    },
                )
            };
            let verdict = run(16);
            match verdict {
                Ok(Verdict::Equal { .. }) => equal += 1,
                other => panic!("{name}: {other:?}"),
            }
        }
        // The rest: an error that names why, never text that was not
        // proven (but for the reviewed differences).
        if !all {
            continue;
        }
        for (stem, p) in &files {
            if proven.contains(stem) || KNOWN_DIFFERENT.iter().any(|(n, _)| n == stem) {
                continue;
            }
            let r = dxsm::hlsl::decompile(&std::fs::read(p).unwrap());
            let e = r.expect_err(&format!(
                "{stem}: HLSL that was never compiled and compared"
            ));
            assert!(
                ["not decompiled yet", "declare", "no HLSL", "no exact HLSL"]
                    .iter()
                    .any(|why| e.to_string().contains(why)),
                "{stem}: {e}"
            );
            refused += 1;
        }
    }
    println!(
        "hlsl: {same_text} corpus shaders decompile as kept, {equal} of them compiled by Microsoft's compiler compare equal; {refused} refused with a reason"
    );
}

/// Signed and unsigned minimum on one group-shared word: its type picks
/// the operation in HLSL, so one of the two has none. (On a raw buffer
/// the value's type picks it, and both decompile.)
const MIXED_ATOMICS: &str = "cs_5_0
dcl_globalFlags refactoringAllowed
dcl_tgsm_raw g0, 4
dcl_thread_group 1, 1, 1
atomic_imin g0, l(0), l(1)
atomic_umin g0, l(0), l(2)
ret
";

#[test]
fn what_is_not_decompiled_is_an_error_naming_the_instruction() {
    let e = dxsm::hlsl::decompile(MIXED_ATOMICS.as_bytes()).unwrap_err();
    assert_eq!(
        e.to_string(),
        "instruction 4: signed and unsigned atomic minimum or maximum on the same group-shared or structured memory have no HLSL"
    );
    let ps1 = std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/corpus/sm1-3/asm-cases/own/ps_1_4.phase_bem.o"),
    )
    .unwrap();
    let e = dxsm::hlsl::decompile(&ps1).unwrap_err();
    assert_eq!(e.to_string(), "ps_1_4 shaders are not decompiled yet");
    assert!(dxsm::hlsl::decompile(b"DXBC").is_err());
}

#[test]
fn the_command_writes_hlsl_or_says_why_not() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("ps.hlsl");
    let exe = env!("CARGO_BIN_EXE_dxsm");
    let run = |args: &[&std::ffi::OsStr]| {
        let o = std::process::Command::new(exe)
            .arg("hlsl")
            .args(args)
            .output()
            .unwrap();
        (
            o.status.code(),
            String::from_utf8_lossy(&o.stderr).into_owned(),
        )
    };
    let ps = corpus.join("sm4-5/ps40_rounding_family.o");
    let (code, err) = run(&[ps.as_os_str(), "-o".as_ref(), out.as_os_str()]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(
        std::fs::read_to_string(&out).unwrap(),
        std::fs::read_to_string(corpus.join("hlsl/sm4-5/ps40_rounding_family.hlsl")).unwrap()
    );
    // Not replaced without --force.
    let (code, err) = run(&[ps.as_os_str(), "-o".as_ref(), out.as_os_str()]);
    assert_eq!(code, Some(2), "{err}");
    // What is not decompiled yet: exit 1, the reason, nothing written.
    let cs_out = dir.path().join("cs.hlsl");
    let cs = dir.path().join("cs.asm");
    std::fs::write(&cs, MIXED_ATOMICS).unwrap();
    let (code, err) = run(&[cs.as_os_str(), "-o".as_ref(), cs_out.as_os_str()]);
    assert_eq!(code, Some(1));
    assert!(
        err.contains("instruction 4: signed and unsigned atomic minimum or maximum"),
        "{err}"
    );
    assert!(!cs_out.exists());
}

#[test]
fn registers_take_a_type_by_use_and_values_read_once_are_folded() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let hlsl =
        |path: &str| dxsm::hlsl::decompile(&std::fs::read(corpus.join(path)).unwrap()).unwrap();
    // Read and written only as floats: a float register, no casts.
    let ps = hlsl("public/slimshader/Sdk__Direct3D11__BasicHLSL11__BasicHLSL_PS.o");
    assert!(ps.contains("    float4 v1 = 0;\n"), "{ps}");
    // The sample, read once, folded into the multiply that reads it.
    assert!(
        ps.contains("o0.xyzw = (t0.Sample(s0, v2.xy)).xyzw * v1.xyzw;"),
        "{ps}"
    );
    // Signed integer arithmetic: an int register; floats accumulate in
    // a float one.
    let cs = hlsl("sm4-5/cs40_box_blur_rows.o");
    assert!(cs.contains("    precise int4 r0 = 0;\n"), "{cs}");
    assert!(cs.contains("    precise float4 r1 = 0;\n"), "{cs}");
    // r0 holds integer bits (`ishl`, `and`) as well as floats: never a
    // float register, which the compiler may flush as denormals.
    let vs = hlsl("sm4-5/vs40_fullscreen_from_vertexid.o");
    assert!(vs.contains("    precise uint4 r0 = 0;\n"), "{vs}");
}

// The tiled-resource feedback forms of buffers and textures (ld_raw_s,
// ld_structured_s, ld_s with an offset, gather4_s, check_access_fully_mapped
// in a shader the oracle compiled): the decompiler still writes the HLSL
// the oracle compiled back, and that compares equal to the original.
#[test]
fn feedback_forms_decompile_and_compare_equal() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/oracle/feedback");
    let original = std::fs::read(dir.join("buffers.o")).unwrap();
    let hlsl = dxsm::hlsl::decompile(&original).unwrap();
    let kept = std::fs::read_to_string(dir.join("buffers.dec.hlsl")).unwrap();
    assert!(hlsl == kept, "the decompiled HLSL changed:\n{hlsl}");
    let a = dxsm::run::load(&original).unwrap();
    let b = dxsm::run::load(&std::fs::read(dir.join("buffers.dec.o")).unwrap()).unwrap();
    let v = dxsm::compare::compare(&a, &b, &dxsm::compare::Options::default()).unwrap();
    assert!(matches!(v, dxsm::compare::Verdict::Equal { .. }), "{v:?}");
}

// Class interfaces: each interface pointer a variable of an interface
// with a method per call site, each class of the reflection data a class
// whose methods are its function bodies (defined after the registers they
// use), its object data members (`cb[this.x][this.y + k]` is `m{k}`),
// declared in the order that gives the original's type IDs (Toon 0, Phong
// 1, Lambert 2, Flat 3, Textured 4: the reverse of declaration within an
// interface).
#[test]
fn class_interfaces_decompile_to_interfaces_and_classes() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let ps = std::fs::read(corpus.join("sm4-5/ps50_interface_material_system.o")).unwrap();
    let text = dxsm::hlsl::decompile(&ps).unwrap();
    assert!(
        text.contains("interface I0 { void c0(); };\ninterface I1 { void c0(); };\n"),
        "{text}"
    );
    assert!(text.contains("\nI0 fp0;\nI1 fp1;\n"), "{text}");
    let order: Vec<usize> = [
        "class Lambert : I0",
        "class Phong : I0",
        "class Toon : I0",
        "class Textured : I1",
        "class Flat : I1",
        "I0 fp0;",
        "void Lambert::c0() {",
    ]
    .iter()
    .map(|c| text.find(c).unwrap_or_else(|| panic!("{c}: {text}")))
    .collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{text}");
    assert!(
        text.contains("    r1.xyz = r3.xyz / asfloat(m0.www);\n"),
        "{text}"
    );
    assert!(text.contains("    fp0.c0();\n    fp1.c0();\n"), "{text}");
    assert!(!text.contains("this["), "{text}");
}

// A constant read by a literal index past the buffer's declared count
// (an edited program): the HLSL array reaches it (the compiler refuses the
// index otherwise), and the result computes the same.
#[test]
fn literal_reads_past_the_declared_count_reach_the_bound_buffer() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/oracle/compiler");
    let original = std::fs::read(dir.join("literal_past_count.asm.o")).unwrap();
    let text = dxsm::hlsl::decompile(&original).unwrap();
    let kept = std::fs::read_to_string(dir.join("literal_past_count.dec.hlsl")).unwrap();
    assert!(text == kept, "the decompiled HLSL changed:\n{text}");
    assert!(text.contains("uint4 cb0[3];"), "{text}");
    let plain = std::fs::read_to_string(dir.join("literal_past_count.plain.err")).unwrap();
    assert!(plain.contains("X3504"), "{plain}");
    let a = dxsm::run::load(&original).unwrap();
    let b = dxsm::run::load(&std::fs::read(dir.join("literal_past_count.dec.o")).unwrap()).unwrap();
    let v = compare(&a, &b, &Options::default()).unwrap();
    assert!(matches!(v, Verdict::Equal { .. }), "{v:?}");
}

// A range reduction before `sincos` by another constant than 1/(2 pi) is
// `sin(x * F)` folded (tests/corpus/oracle/compiler/README.md): written so
// where the registers are not precise (the oracle compiled it to the same
// `mad` by the same constant, and it compares equal), refused where they
// are, since the oracle then multiplies twice (`sincos_scale.precise.o`),
// which `compare` tells from the `mad`.
#[test]
fn scaled_sincos_reductions_are_folded_factors_outside_precise() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/oracle/compiler");
    let read = |name: &str| std::fs::read(dir.join(name)).unwrap();
    let original = read("sincos_scale.asm.o");
    let text = dxsm::hlsl::decompile(&original).unwrap();
    let kept = std::fs::read_to_string(dir.join("sincos_scale.dec.hlsl")).unwrap();
    assert!(text == kept, "the decompiled HLSL changed:\n{text}");
    assert!(text.contains("sin(v0.x * 1.2566371)"), "{text}");
    assert!(text.contains("sin(v0.y * 400.2029)"), "{text}");
    let dec = read("sincos_scale.dec.o");
    let listing = dxsm::listing::disassemble(&dec, &Default::default()).unwrap();
    assert!(
        listing.contains("def c0, 0.200000003, 63.6942711, 0.5"),
        "{listing}"
    );
    let opts = Options {
        inputs: 64,
        ..Options::default()
    };
    let load = |b: &[u8]| dxsm::run::load(b).unwrap();
    let v = compare(&load(&original), &load(&dec), &opts).unwrap();
    assert!(matches!(v, Verdict::Equal { .. }), "{v:?}");
    let flat = read("sincos_scale_flat.asm.o");
    let e = dxsm::hlsl::decompile(&flat).unwrap_err().to_string();
    assert!(e.contains("instruction 7") && e.contains("precise"), "{e}");
    let v = compare(&load(&flat), &load(&read("sincos_scale.precise.o")), &opts).unwrap();
    assert!(matches!(v, Verdict::Differ { .. }), "{v:?}");
}

// Debug-layer messages: `printf`, `errorf` (the format text as stored,
// escapes written back) and `abort` are statements; what the oracle
// compiled from the HLSL has the same messages and computes the same.
#[test]
fn shader_messages_decompile_to_printf_errorf_and_abort() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/oracle/messages");
    for name in ["msg", "esc"] {
        let original = std::fs::read(dir.join(format!("{name}.o"))).unwrap();
        let text = dxsm::hlsl::decompile(&original).unwrap();
        let kept = std::fs::read_to_string(dir.join(format!("{name}.dec.hlsl"))).unwrap();
        assert!(text == kept, "{name}: the decompiled HLSL changed:\n{text}");
        let dec = std::fs::read(dir.join(format!("{name}.dec.o"))).unwrap();
        assert!(!messages(&original).is_empty());
        assert_eq!(messages(&original), messages(&dec), "{name}");
        let a = dxsm::run::load(&original).unwrap();
        let b = dxsm::run::load(&dec).unwrap();
        let v = compare(&a, &b, &Options::default()).unwrap();
        assert!(matches!(v, Verdict::Equal { .. }), "{name}: {v:?}");
    }
    let esc = std::fs::read_to_string(dir.join("esc.dec.hlsl")).unwrap();
    assert!(esc.contains(r#"printf("a\"b\\c\n%0\td", "#), "{esc}");
}

// `compare` binds a random class to every slot with random data: one
// member component read differently in one class, or two classes swapping
// type IDs (so that a table number runs the other's code), is found.
#[test]
fn compare_tells_classes_apart() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let original = dxsm::run::load(
        &std::fs::read(corpus.join("sm4-5/ps50_interface_material_system.o")).unwrap(),
    )
    .unwrap();
    for edit in ["toon_reads_z", "lambert_after_phong"] {
        let b = std::fs::read(corpus.join(format!("oracle/class-linkage/{edit}.o"))).unwrap();
        let b = dxsm::run::load(&b).unwrap();
        let v = compare(
            &original,
            &b,
            &Options {
                inputs: 64,
                ..Options::default()
            },
        );
        assert!(matches!(v, Ok(Verdict::Differ { .. })), "{edit}: {v:?}");
    }
}

// Direct3D 9: a predicated texture read writes where its predicate holds
// (it was written unconditionally, which only some inputs told apart);
// the compiler's range reduction before `sincos` over the value's own
// register keeps the value where the reduction starts, and the constants
// the reduction reads may come through a temp (ps_2_x moves them there).
#[test]
fn direct3d_9_predicates_and_reductions() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let hlsl =
        |path: &str| dxsm::hlsl::decompile(&std::fs::read(corpus.join(path)).unwrap()).unwrap();
    let ps = hlsl("sm1-3/asm-cases/own/ps_3_0.texldl_texldd_predicated.o");
    assert!(
        ps.contains(
            "r0.xyzw = (p0.xxxx) ? (float4)(tex2Dgrad(s0, v0.xy, r1.xy, r2.xy)).xyzw : r0.xyzw;"
        ),
        "{ps}"
    );
    assert!(
        ps.contains("r0.xyzw = (!p0.xxxx) ? (float4)(tex2Dlod(s0, v0.xyzw)).xyzw : r0.xyzw;"),
        "{ps}"
    );
    let vs = hlsl("sm1-3/hlsl/out/trig_exp_log.vs_main.vs_2_0.o");
    assert!(vs.contains("    float reduced18 = r0.x;\n"), "{vs}");
    assert!(
        vs.contains("float2(cos(reduced18), sin(reduced18))"),
        "{vs}"
    );
    let ps2 = hlsl("sm1-3/hlsl/out/rand_s1001_006.ps_main.ps_2_0.o");
    assert!(ps2.contains("sin("), "{ps2}");
}

// Interfaces the compiler keeps only by how the HLSL is written (see
// tests/corpus/oracle/interface/README.md): a constant buffer the code
// never reads is kept when declared after a texture the code reads, and
// a float sharing an output register with an integer is
// `nointerpolation`. Each variant without the rule, compiled by the
// oracle, has another interface.
#[test]
fn unread_buffers_and_shared_registers_keep_the_interface() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/oracle/interface");
    let load = |name: &str| dxsm::run::load(&std::fs::read(dir.join(name)).unwrap()).unwrap();
    for name in ["unread_buffer", "two_unread_buffers", "shared_register"] {
        let original = std::fs::read(dir.join(format!("{name}.o"))).unwrap();
        let hlsl = dxsm::hlsl::decompile(&original).unwrap();
        let kept = std::fs::read_to_string(dir.join(format!("{name}.dec.hlsl"))).unwrap();
        assert!(hlsl == kept, "{name}: the decompiled HLSL changed:\n{hlsl}");
        let a = load(&format!("{name}.o"));
        let opts = dxsm::compare::Options::default();
        let same = dxsm::compare::compare(&a, &load(&format!("{name}.dec.o")), &opts).unwrap();
        assert!(
            matches!(same, dxsm::compare::Verdict::Equal { .. }),
            "{name}: {same:?}"
        );
        let plain = dxsm::compare::compare(&a, &load(&format!("{name}.plain.o")), &opts);
        assert!(
            plain
                .as_ref()
                .is_err_and(|e| e.to_string().contains("interfaces differ")),
            "{name}: {plain:?}"
        );
    }
    let unread = std::fs::read_to_string(dir.join("unread_buffer.dec.hlsl")).unwrap();
    // Declarations (the header's comment lines name the buffers too).
    let first = |what: &str| unread.find(&format!("\n{what}")).unwrap();
    assert!(first("Texture2D<float4> g_color :") < first("cbuffer Unread :"));
    assert!(first("cbuffer Unread :") < first("SamplerState g_linear :"));
    let shared = std::fs::read_to_string(dir.join("shared_register.dec.hlsl")).unwrap();
    assert!(shared.contains("nointerpolation float TEXCOORD3 : TEXCOORD3;"));
    assert!(shared.contains("    uint TEXCOORD1 : TEXCOORD1;"));
}

/// Four HLSL texts that say what an assembly program does and that
/// Microsoft's compiler compiles to something else (a negated boolean
/// test twice, `!=` where ps_2_x cannot branch, a loop of one pass, a
/// conditional break under `[branch]` given a -1 for its constant), each
/// with the form the decompiler writes instead
/// (tests/corpus/oracle/compiler/README.md).
#[test]
fn forms_the_compiler_does_not_keep_are_written_otherwise() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/oracle/compiler");
    let read = |name: &str| std::fs::read(dir.join(name)).unwrap();
    let load = |name: &str| dxsm::run::load(&read(name)).unwrap();
    let opts = dxsm::compare::Options::default();
    for (name, form, written) in [
        ("negated_bool", "else", "if (b12) {\n    } else {"),
        ("equality", "abs", "if (abs(r0.z - c1.w) != 0) {"),
        ("one_pass", "block", "r0.xyzw = v0.xyzw;\n    {\n"),
        (
            "break_negated",
            "flatten",
            "[flatten] if (r0.w >= r2.x) break;",
        ),
    ] {
        let meant = load(&format!("{name}.asm.o"));
        let wrong = dxsm::compare::compare(&meant, &load(&format!("{name}.o")), &opts).unwrap();
        assert!(
            matches!(wrong, dxsm::compare::Verdict::Differ { .. }),
            "{name}: {wrong:?}"
        );
        let right =
            dxsm::compare::compare(&meant, &load(&format!("{name}.{form}.o")), &opts).unwrap();
        assert!(
            matches!(right, dxsm::compare::Verdict::Equal { .. }),
            "{name}.{form}: {right:?}"
        );
        let hlsl = dxsm::hlsl::decompile(&read(&format!("{name}.asm.o"))).unwrap();
        assert!(hlsl.contains(written), "{name}: {hlsl}");
    }
    // Two loops of one pass, one in the other, inside a loop of three:
    // neither final `break` is written (one would leave the outer loop).
    let nested = dxsm::hlsl::decompile(&read("one_pass_nested.asm.o")).unwrap();
    assert!(!nested.contains("break"), "{nested}");
    assert_eq!(
        nested,
        std::fs::read_to_string(dir.join("one_pass_nested.block.hlsl")).unwrap()
    );
    let right = dxsm::compare::compare(
        &load("one_pass_nested.asm.o"),
        &load("one_pass_nested.block.o"),
        &opts,
    )
    .unwrap();
    assert!(
        matches!(right, dxsm::compare::Verdict::Equal { .. }),
        "{right:?}"
    );
}

/// The compiler orders `min`'s and `max`'s operands its own way
/// (tests/corpus/oracle/compiler/README.md): `run` follows the reference
/// pages' rule, whose result on a NaN depends on the order, and `compare`
/// gives the other operand either way, so the program and what the
/// compiler made of its HLSL compare equal.
#[test]
fn min_and_max_on_a_nan_follow_an_order_hlsl_cannot_keep() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/oracle/compiler");
    let read = |name: &str| std::fs::read(dir.join(name)).unwrap();
    let load = |name: &str| dxsm::run::load(&read(name)).unwrap();
    let (meant, compiled) = (load("min_max_order.asm.o"), load("min_max_order.o"));
    let listing = dxsm::disassemble(&read("min_max_order.o"), &Default::default()).unwrap();
    assert!(listing.contains("min oC0.x, r0.x, r0.y"), "{listing}");
    // r0.y = NaN: min(NaN, 1) is 1 by the rule, min(1, NaN) is NaN.
    let input = serde_json::json!({
        "constants": {"c": [[0.0, 0.0, 0.0, 0.0]]},
        "pixels": [{"v0": [1.0, "0x7fc00000", 1.0, 1.0], "v1": [1.0, 1.0, 1.0, 1.0]}]
    });
    let x = |s: &dxsm::run::Shader| {
        let out = dxsm::run::run(s, &input, 1000).unwrap();
        out["pixels"][0]["oC0"][0].clone()
    };
    assert_eq!(x(&meant), serde_json::json!(1.0));
    assert_eq!(x(&compiled), serde_json::json!("0x7fc00000"));
    let opts = dxsm::compare::Options::default();
    let same = dxsm::compare::compare(&meant, &compiled, &opts).unwrap();
    assert!(
        matches!(same, dxsm::compare::Verdict::Equal { .. }),
        "{same:?}"
    );
}

/// A ps_3_0 that declares its inputs out of register order: the compiler
/// numbers the input structure's members in order
/// (tests/corpus/oracle/compiler/README.md), so the decompiler lists them
/// by register. `compare` links Direct3D 9 inputs by semantic, as the
/// stage before does: the program the compiler renumbered compares equal,
/// one that reads another semantic is refused.
#[test]
fn pixel_shader_inputs_keep_their_registers_and_link_by_semantic() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/oracle/compiler");
    let read = |name: &str| std::fs::read(dir.join(name)).unwrap();
    let load = |name: &str| dxsm::run::load(&read(name)).unwrap();
    let opts = dxsm::compare::Options::default();
    let meant = load("input_order.asm.o");
    let listing = dxsm::disassemble(&read("input_order.o"), &Default::default()).unwrap();
    assert!(listing.contains("dcl_texcoord v0.xy"), "{listing}");
    for other in ["input_order.o", "input_order.sorted.o"] {
        let same = dxsm::compare::compare(&meant, &load(other), &opts).unwrap();
        assert!(
            matches!(same, dxsm::compare::Verdict::Equal { .. }),
            "{other}: {same:?}"
        );
    }
    assert_eq!(
        dxsm::hlsl::decompile(&read("input_order.asm.o")).unwrap(),
        std::fs::read_to_string(dir.join("input_order.sorted.hlsl")).unwrap()
    );
    let text = std::fs::read_to_string(dir.join("input_order.asm")).unwrap();
    let other = text.replace("dcl_texcoord v1.xy", "dcl_texcoord1 v1.xy");
    let other = dxsm::assemble::assemble(&other, &Default::default()).unwrap();
    let refused = dxsm::compare::compare(&meant, &dxsm::run::load(&other).unwrap(), &opts);
    assert!(
        refused.as_ref().is_err_and(|e| e
            .to_string()
            .contains("only the first shader declares input texcoord0")),
        "{refused:?}"
    );
}

/// Direct3D 9 forms from game shaders: vs_3_0 outputs declared out of
/// register order (`dcl_fog o9` first) are written in register order, as
/// the compiler numbers the members, fog with the four components
/// declared; and a constant read at `a0` in a program without a constant
/// table is refused by name (the application may set any register).
#[test]
fn direct3d9_outputs_in_register_order_and_address_reads_need_a_table() {
    let asm = |text: &str| dxsm::assemble::assemble(text, &Default::default()).unwrap();
    let fog = asm("vs_3_0
dcl_fog o9
dcl_position v0
dcl_texcoord o0
dcl_position o1
mov o0, v0
mov o1, v0
mov o9, v0.yzwx
");
    let hlsl = dxsm::hlsl::decompile(&fog).unwrap();
    let at = |what: &str| hlsl.find(what).unwrap_or_else(|| panic!("{what}: {hlsl}"));
    assert!(at("float4 o0 : TEXCOORD0;") < at("float4 o1 : POSITION0;"));
    assert!(at("float4 o1 : POSITION0;") < at("float4 o9 : FOG0;"));
    let palette = asm("vs_2_0
dcl_position v0
dcl_blendindices v1
mova a0.x, v1.x
m4x4 oPos, v0, c36[a0.x]
");
    let e = dxsm::hlsl::decompile(&palette).unwrap_err().to_string();
    assert!(e.contains("without a constant table"), "{e}");
}

/// The oracle's class strides (tests/corpus/oracle/interface/README.md):
/// a class with no instance and no method of its own has stride 0 though
/// its inherited method reads the object's data; one that declares its
/// own method has its members' size, instance or not.
#[test]
fn class_strides_follow_instances_and_own_methods() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/oracle/interface");
    let bin = std::fs::read(dir.join("class_strides.o")).unwrap();
    let c = dxsm::dxbc::container::Container::read(&bin, false).unwrap();
    let ch = c.find(&[b"IFCE"]).unwrap();
    let ifce = dxsm::dxbc::ifce::read(ch.data, ch.offset).unwrap();
    let stride = |name: &str| {
        ifce.class_types
            .iter()
            .find(|t| t.name == name)
            .map(|t| t.cb_stride)
            .unwrap()
    };
    assert_eq!(
        [stride("A"), stride("B"), stride("C"), stride("E")],
        [1, 0, 2, 2]
    );
    // The decompiler gives each class its base (B runs A's method, and
    // has no data or method of its own) and declares the instances in
    // their buffer; what the oracle compiled from that HLSL has the same
    // classes, strides and instances, and computes the same.
    let text = dxsm::hlsl::decompile(&bin).unwrap();
    let kept = std::fs::read_to_string(dir.join("class_strides.dec.hlsl")).unwrap();
    assert!(text == kept, "the decompiled HLSL changed:\n{text}");
    assert!(text.contains("class B : A {\n};\n"), "{text}");
    assert!(text.contains("    A g_a : packoffset(c0);\n"), "{text}");
    let dec = std::fs::read(dir.join("class_strides.dec.o")).unwrap();
    assert_eq!(class_table(&bin), class_table(&dec));
    let a = dxsm::run::load(&bin).unwrap();
    let b = dxsm::run::load(&dec).unwrap();
    let v = compare(&a, &b, &Options::default()).unwrap();
    assert!(matches!(v, Verdict::Equal { .. }), "{v:?}");
}
