//! `dxsm run --trace`: one JSON line per executed instruction of the chosen
//! invocations (docs/run.md, "Tracing"). Expected values are worked out by
//! hand from the programs (documented arithmetic), not taken from a run.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

fn dxsm() -> Command {
    Command::new(env!("CARGO_BIN_EXE_dxsm"))
}

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("dxsm-trace-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Runs `shader` on `input` with `args`; (exit code, stdout, trace lines).
fn traced(d: &Path, shader: &str, input: &str, args: &[&str]) -> (i32, String, Vec<Value>) {
    std::fs::write(d.join("s.asm"), shader).unwrap();
    std::fs::write(d.join("in.json"), input).unwrap();
    let trace = d.join("t.jsonl");
    // A trace file that exists is not replaced without --force: each run
    // starts without one.
    let _ = std::fs::remove_file(&trace);
    let out = dxsm()
        .arg("run")
        .arg(d.join("s.asm"))
        .arg("--input")
        .arg(d.join("in.json"))
        .arg("--trace")
        .arg(&trace)
        .args(args)
        .output()
        .unwrap();
    let lines = std::fs::read_to_string(&trace)
        .map(|t| {
            t.lines()
                .map(|l| serde_json::from_str(l).unwrap())
                .collect()
        })
        .unwrap_or_default();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        lines,
    )
}

const VS: &str = "vs_4_0\ndcl_input v0.xyzw\ndcl_output o0.xyzw\ndcl_temps 1\n\
                  mul r0.xyzw, v0.xyzw, l(2.0, 2.0, 2.0, 1.0)\nmov o0.xyzw, r0.xyzw\nret\n";

#[test]
fn vertex_steps_with_values_and_bits() {
    let d = dir("vs");
    let input = r#"{"vertices":[{"v0":[1,2,3,1]},{"v0":[4,5,6,1]}]}"#;
    let (code, out, lines) = traced(&d, VS, input, &["--trace-select", "vertex=1"]);
    assert_eq!(code, 0, "{out}");
    // Vertex 1 only: mul, mov, ret.
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert!(lines.iter().all(|l| l["invocation"] == "vertex=1"));
    assert_eq!(
        lines[0]["pc"], 3,
        "declarations count: dcl_input, dcl_output, dcl_temps"
    );
    assert_eq!(
        lines[0]["text"],
        "mul r0.xyzw, v0.xyzw, l(2.000000, 2.000000, 2.000000, 1.000000)"
    );
    let w = &lines[0]["wrote"][0];
    assert_eq!(w["reg"], "r0");
    assert_eq!(w["mask"], "xyzw");
    // (4, 5, 6, 1) × (2, 2, 2, 1).
    assert_eq!(w["values"], serde_json::json!([8.0, 10.0, 12.0, 1.0]));
    let bits: Vec<String> = [8.0f32, 10.0, 12.0, 1.0]
        .iter()
        .map(|f| format!("0x{:08x}", f.to_bits()))
        .collect();
    assert_eq!(w["bits"], serde_json::json!(bits));
    assert_eq!(lines[1]["wrote"][0]["reg"], "o0");
    assert_eq!(lines[2]["event"], "end");
    // Tracing changes nothing in the output.
    let plain = dxsm()
        .arg("run")
        .arg(d.join("s.asm"))
        .arg("--input")
        .arg(d.join("in.json"))
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&plain.stdout), out);
    // Without a selection: both vertices.
    let (_, _, all) = traced(&d, VS, input, &[]);
    assert_eq!(all.len(), 6);
}

#[test]
fn geometry_emits_and_cuts_are_marked() {
    let d = dir("gs");
    // Two vertices out per primitive, then a cut.
    let gs = "gs_4_0\ndcl_input v[1][0].xyzw\ndcl_inputprimitive point\n\
              dcl_outputtopology linestrip\ndcl_output o0.xyzw\ndcl_maxout 2\n\
              mov o0.xyzw, v[0][0].xyzw\nemit\nadd o0.xyzw, v[0][0].xyzw, l(1.0, 0, 0, 0)\nemit\ncut\nret\n";
    let input = r#"{"primitives":[[{"v0":[0,0,0,1]}],[{"v0":[5,0,0,1]}]]}"#;
    let (code, out, lines) = traced(&d, gs, input, &["--trace-select", "primitive=1"]);
    assert_eq!(code, 0, "{out}");
    let events: Vec<&str> = lines.iter().filter_map(|l| l["event"].as_str()).collect();
    assert_eq!(events, ["emit", "emit", "cut", "end"]);
    assert!(lines
        .iter()
        .all(|l| l["invocation"] == "primitive=1 instance=0"));
    // The add of primitive 1: 5 + 1.
    assert_eq!(lines[2]["wrote"][0]["values"][0], 6.0);
}

#[test]
fn discards_and_threads() {
    let d = dir("ps");
    let ps = "ps_4_0\ndcl_input_ps linear v1.x\ndcl_output o0.x\ndcl_temps 1\n\
              lt r0.x, v1.x, l(0.5)\ndiscard_nz r0.x\nmov o0.x, v1.x\nret\n";
    let input = r#"{"pixels":[{"v1":[1]},{"v1":[0.25]}]}"#;
    let (code, out, lines) = traced(&d, ps, input, &["--trace-select", "pixel=1"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(lines[1]["event"], "discard", "{lines:?}");
    // 0.25 < 0.5: all ones.
    assert_eq!(lines[0]["wrote"][0]["bits"][0], "0xffffffff");
    let cs =
        "cs_5_0\ndcl_uav_raw u0\ndcl_input vThreadID.x\ndcl_temps 1\ndcl_thread_group 4, 1, 1\n\
              ishl r0.x, vThreadID.x, l(2)\nstore_raw u0.x, r0.x, vThreadID.x\nret\n";
    let input = r#"{"dispatch":[2,1,1],"resources":{"u0":{"words":[0,0,0,0,0,0,0,0]}}}"#;
    let (code, out, lines) = traced(&d, cs, input, &["--trace-select", "thread=5,0,0"]);
    assert_eq!(code, 0, "{out}");
    assert!(lines
        .iter()
        .all(|l| l["invocation"] == "thread=5,0,0 group=1,0,0"));
    // 5 << 2 = 20, an integer: printed as its bits' float.
    assert_eq!(lines[0]["wrote"][0]["bits"][0], "0x00000014");
    assert_eq!(lines.len(), 3);
}

#[test]
fn bad_selections_and_failed_runs_leave_no_trace() {
    let d = dir("bad");
    let input = r#"{"vertices":[{"v0":[1,2,3,1]}]}"#;
    let (code, _, _) = traced(&d, VS, input, &["--trace-select", "vertx=1"]);
    assert_eq!(code, 2);
    assert!(!d.join("t.jsonl").exists());
    // A run that fails: no trace file, no temporary left behind.
    let (code, _, _) = traced(&d, VS, r#"{"vertices":[{"v9":[1]}]}"#, &[]);
    assert_eq!(code, 1);
    assert!(!d.join("t.jsonl").exists());
    let left: Vec<_> = std::fs::read_dir(&d)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
    // The trace cannot be the shader.
    let out = dxsm()
        .arg("run")
        .arg(d.join("s.asm"))
        .arg("--input")
        .arg(d.join("in.json"))
        .arg("--trace")
        .arg(d.join("s.asm"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(std::fs::read_to_string(d.join("s.asm"))
        .unwrap()
        .starts_with("vs_4_0"));
}

#[test]
fn direct3d9_shaders_are_traced() {
    let d = dir("d3d9");
    let vs = "vs_2_0\ndcl_position v0\nmul r0, v0, c0\nrcp r1.x, c1.x\nmov oPos, r0\n";
    let input = r#"{"constants":{"c":[[2,2,2,1],[0,0,0,0]]},"vertices":[{"v0":[1,2,3,1]}]}"#;
    let (code, out, lines) = traced(&d, vs, input, &[]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert_eq!(lines[0]["text"], "mul r0, v0, c0");
    assert_eq!(
        lines[0]["wrote"][0]["values"],
        serde_json::json!([2.0, 4.0, 6.0, 1.0])
    );
    // rcp of 0 is +infinity (the rcp page): printed as its bits.
    assert_eq!(lines[1]["wrote"][0]["bits"][0], "0x7f800000");
    assert_eq!(lines[2]["wrote"][0]["reg"], "oPos");
    assert_eq!(lines[2]["event"], "end");
    // A ps_2_x quad (dsx is not in ps_2_0's grammar): texkill of a
    // negative w discards pixel 3 (marked); dsx of the others: right minus
    // left along their row.
    let ps = "ps_2_x\ndcl t0\ntexkill t0\ndsx r0, t0\nmov oC0, r0\n";
    let input =
        r#"{"pixels":[{"t0":[1,1,1,1]},{"t0":[2,1,1,1]},{"t0":[3,1,1,1]},{"t0":[4,1,1,-1]}]}"#;
    let (code, out, lines) = traced(&d, ps, input, &["--trace-select", "pixel=3"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert_eq!(lines[0]["event"], "discard");
    let (_, _, lines) = traced(&d, ps, input, &["--trace-select", "pixel=2"]);
    let dsx = lines.iter().find(|l| l["text"] == "dsx r0, t0").unwrap();
    // Pixel 2's row: pixel 3 (4, 1, 1, -1) minus pixel 2 (3, 1, 1, 1).
    assert_eq!(
        dsx["wrote"][0]["values"],
        serde_json::json!([1.0, 0.0, 0.0, -2.0])
    );
}

// ps_1_x: each instruction (a co-issued pair as two lines) with its
// writes: tex t0 samples the 1×1 texture, mul r0 = t0 × c0, the
// co-issued mov writes r0.w; the last line ends the run. A texkill of a
// negative coordinate discards (marked).
#[test]
fn ps_1_x_shaders_are_traced() {
    let d = dir("ps1x");
    let ps = "ps_1_1\ndef c0, 0.5, 0.25, 1, 0.5\ntex t0\nmul r0.rgb, t0, c0\n+mov r0.a, c0.b\n";
    let input = r#"{"pixels":[{"t0":[0.5,0.5,0,0]},{"t0":[0.25,0.5,0,0]}],
                    "resources":{"s0":{"width":1,"data":[[1,0.5,0.25,0.75]]}}}"#;
    let (code, out, lines) = traced(&d, ps, input, &["--trace-select", "pixel=1"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert_eq!(lines[0]["text"], "tex t0");
    assert_eq!(
        lines[0]["wrote"][0]["values"],
        serde_json::json!([1.0, 0.5, 0.25, 0.75])
    );
    assert_eq!(
        lines[1]["wrote"][0]["values"],
        serde_json::json!([0.5, 0.125, 0.25])
    );
    assert_eq!(lines[2]["text"], "+ mov r0.w, c0.z");
    assert_eq!(lines[2]["wrote"][0]["values"], serde_json::json!([1.0]));
    assert_eq!(lines[2]["event"], "end");
    let kill = "ps_1_1\ntexkill t0\nmov r0, c0\n";
    let input = r#"{"pixels":[{"t0":[0.5,-0.5,0,0]}]}"#;
    let (code, out, lines) = traced(&d, kill, input, &[]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert_eq!(lines[0]["event"], "discard");
}

// Each line names the instruction's source line: the line of the
// assembly text (comments and blank lines counted), or for a Direct3D 9
// debug build the HLSL line its DBUG block gives.
#[test]
fn trace_lines_name_the_source_line() {
    let d = dir("lines");
    let vs = "vs_4_0\n// a comment\ndcl_input v0.xyzw\ndcl_output o0.xyzw\n\nmul o0.xyzw, v0.xyzw, l(2.0, 2.0, 2.0, 1.0)\nret\n";
    let input = r#"{"vertices":[{"v0":[1,2,3,1]}]}"#;
    let (code, out, lines) = traced(&d, vs, input, &[]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(
        lines[0]["text"],
        "mul o0.xyzw, v0.xyzw, l(2.000000, 2.000000, 2.000000, 1.000000)"
    );
    assert_eq!(lines[0]["line"], 6);
    assert_eq!(lines[1]["line"], 7);
    let vs9 = "vs_2_0\ndcl_position v0\n\n; a comment\nmov oPos, v0\n";
    let (code, out, lines) = traced(&d, vs9, input, &[]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(lines[0]["line"], 5);
    // A Direct3D 9 debug build (Microsoft-compiled, from the committed
    // corpus): its instructions come from HLSL line 13 of
    // basic_transform.hlsl, as Microsoft's listing's `#line 13` says.
    use std::io::Read;
    let dir_cf = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/corpus/oracle/compile-flags"
    );
    let mut blob = Vec::new();
    flate2::read::GzDecoder::new(std::fs::File::open(format!("{dir_cf}/sm1-debug.gz")).unwrap())
        .read_to_end(&mut blob)
        .unwrap();
    let index = std::fs::read_to_string(format!("{dir_cf}/sm1-debug.tsv")).unwrap();
    let row: Vec<&str> = index
        .lines()
        .find(|l| l.starts_with("basic_transform.vs_main.vs_2_0\t"))
        .unwrap()
        .split('\t')
        .collect();
    let (at, n): (usize, usize) = (row[2].parse().unwrap(), row[3].parse().unwrap());
    std::fs::write(d.join("dbg.o"), &blob[at..at + n]).unwrap();
    std::fs::write(
        d.join("in.json"),
        r#"{"vertices":[{"v0":[1,2,3,1],"v1":[0,0,1,0]}]}"#,
    )
    .unwrap();
    let trace = d.join("dbg.jsonl");
    let out = dxsm()
        .arg("run")
        .arg(d.join("dbg.o"))
        .arg("--input")
        .arg(d.join("in.json"))
        .arg("--trace")
        .arg(&trace)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let t = std::fs::read_to_string(&trace).unwrap();
    let first: Value = serde_json::from_str(t.lines().next().unwrap()).unwrap();
    assert_eq!(first["text"], "dp4 oPos.x, v0, c0");
    assert_eq!(first["line"], 13);
}
