//! `dxsm run`'s memory does not grow with the number of pixels, and grows
//! by a few tens of bytes per input vertex (docs/run.md, "Limits and
//! errors"): the output is written while the run goes, a grid's quads are
//! made as they run, and the input's long lists are read compactly. Peak
//! heap use is measured by a counting allocator in this test binary. Also:
//! the written output is the same document the library's `run` builds, a
//! run that fails early writes nothing, and a failed write stops the run.

use dxsm::run::{load, pretty, run, run_to, Doc, RunToError, DEFAULT_MAX_STEPS, MAX_ITEMS};
use serde_json::{json, Value};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

struct Counting;

static NOW: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);
/// One test at a time: the counter sees every thread's allocations.
static MEASURE: Mutex<()> = Mutex::new(());

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        let p = unsafe { System.alloc(l) };
        if !p.is_null() {
            let n = NOW.fetch_add(l.size(), Ordering::Relaxed) + l.size();
            PEAK.fetch_max(n, Ordering::Relaxed);
        }
        p
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        unsafe { System.dealloc(p, l) };
        NOW.fetch_sub(l.size(), Ordering::Relaxed);
    }
}

#[global_allocator]
static A: Counting = Counting;

/// Peak heap growth while `f` runs, in bytes.
fn peak_of(f: impl FnOnce()) -> usize {
    let base = NOW.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    f();
    PEAK.load(Ordering::Relaxed).saturating_sub(base)
}

const PS: &str = "ps_4_0\ndcl_input_ps linear v1.xy\ndcl_output o0.xyzw\n\
                  mov o0.xy, v1.xyxx\nmov o0.zw, l(0,0,0,1.0)\nret\n";
const VS: &str = "vs_4_0\ndcl_input v0.xyzw\ndcl_output o0.xyzw\n\
                  mul o0.xyzw, v0.xyzw, l(2.0, 2.0, 2.0, 1.0)\nret\n";
/// A geometry shader emitting 1,024 points for each input point.
const GS: &str = "gs_4_0\ndcl_input v[1][0].xyzw\ndcl_temps 1\ndcl_inputprimitive point\ndcl_outputtopology pointlist\ndcl_output_siv o0.xyzw, position\ndcl_maxout 1024\nmov r0.x, l(0)\nloop\n  ige r0.y, r0.x, l(1024)\n  breakc_nz r0.y\n  mov o0.xyzw, v[0][0].xyzw\n  emit\n  iadd r0.x, r0.x, l(1)\nendloop\nret\n";
/// A hull shader asking for the most tessellation (factor 64, a quad).
const HS: &str = "hs_5_0\nhs_decls\ndcl_input_control_point_count 4\ndcl_output_control_point_count 4\ndcl_tessellator_domain domain_quad\ndcl_tessellator_partitioning partitioning_integer\ndcl_tessellator_output_primitive output_triangle_cw\nhs_fork_phase\ndcl_output_siv o0.x, finalQuadUeq0EdgeTessFactor\ndcl_output_siv o1.x, finalQuadVeq0EdgeTessFactor\ndcl_output_siv o2.x, finalQuadUeq1EdgeTessFactor\ndcl_output_siv o3.x, finalQuadVeq1EdgeTessFactor\ndcl_output_siv o4.x, finalQuadUInsideTessFactor\ndcl_output_siv o5.x, finalQuadVInsideTessFactor\nmov o0.x, l(64.0)\nmov o1.x, l(64.0)\nmov o2.x, l(64.0)\nmov o3.x, l(64.0)\nmov o4.x, l(64.0)\nmov o5.x, l(64.0)\nret\n";
/// Its domain shader.
const DS: &str = "ds_5_0\ndcl_input_control_point_count 4\ndcl_tessellator_domain domain_quad\ndcl_input vDomain.xy\ndcl_input vicp[4][0].xyzw\ndcl_output_siv o0.xyzw, position\nmov o0.xy, vDomain.xyxx\nmov o0.zw, vicp[0][0].zzzw\nret\n";
/// One patch of four control points.
fn patch() -> Value {
    json!([{"v0": [0, 0, 0, 1]}, {"v0": [1, 0, 0, 1]}, {"v0": [0, 1, 0, 1]}, {"v0": [1, 1, 0, 1]}])
}

/// Counts what is written and throws it away.
#[derive(Default)]
struct Count(usize);
impl std::io::Write for Count {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0 += b.len();
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn a_grid_runs_in_memory_independent_of_its_size() {
    let _one = MEASURE.lock().unwrap_or_else(|e| e.into_inner());
    let shader = load(PS.as_bytes()).unwrap();
    let mut written = 0;
    let input =
        r#"{"grid":{"width":1024,"height":1024,"inputs":{"v1":[[0,0],[1,0],[0,1],[1,1]]}}}"#;
    let peak = peak_of(|| {
        let doc = Doc::from_text(input).unwrap();
        let mut w = Count::default();
        run_to(&shader, doc, DEFAULT_MAX_STEPS, u64::MAX, &mut w, None).unwrap();
        written = w.0;
    });
    // 1M pixels, about 62 MB of JSON written; before the output was
    // streamed this took 1.2 GB. What is held: two rows of pending pixels
    // and a 64 KiB block.
    println!("run memory: 1024x1024 grid, peak heap {peak} bytes, {written} bytes written");
    assert!(written > 60_000_000, "{written}");
    assert!(peak < 8 << 20, "peak {peak} bytes for a 1024x1024 grid");
}

#[test]
fn vertices_cost_tens_of_bytes_each() {
    let _one = MEASURE.lock().unwrap_or_else(|e| e.into_inner());
    let n = 200_000;
    let mut text = String::from(r#"{"vertices": ["#);
    for i in 0..n {
        if i > 0 {
            text.push(',');
        }
        text.push_str(&format!(r#"{{"v0": [{i}, 0.5, 0.25, 1]}}"#));
    }
    text.push_str("]}");
    let shader = load(VS.as_bytes()).unwrap();
    let mut written = 0;
    let peak = peak_of(|| {
        let doc = Doc::from_text(&text).unwrap();
        let mut w = Count::default();
        run_to(&shader, doc, DEFAULT_MAX_STEPS, u64::MAX, &mut w, None).unwrap();
        written = w.0;
    });
    assert!(written > 8_000_000, "{written}");
    // Read as a JSON tree, then as maps, then printed whole, a vertex took
    // about 2.3 KB; now its compact input (72 bytes with the list's share)
    // is all that grows, plus one block of 65,536 vertices in flight.
    let per_vertex = peak / n;
    println!("run memory: {n} vertices, peak heap {peak} bytes ({per_vertex} per vertex; input text {} bytes)", text.len());
    assert!(
        per_vertex < 200,
        "peak {peak} bytes for {n} vertices: {per_vertex} per vertex"
    );
}

#[test]
fn written_output_is_the_document_run_builds() {
    let _one = MEASURE.lock().unwrap_or_else(|e| e.into_inner());
    let cases: Vec<(&str, Value)> = vec![
        (VS, json!({"vertices": [{"v0": [1, 2, 3, 4]}, {"v0": ["0x7fc00000", -0.0, 1e-40, 1]}]})),
        (VS, json!({"vertices": []})),
        (PS, json!({"pixels": [{"v1": [0.25, 0.5]}, {"v1": [1, 2]}, {"v1": [3, 4]}]})),
        (PS, json!({"grid": {"width": 5, "height": 3, "inputs": {"v1": [[0, 0], [1, 0], [0, 1], [1, 1]]}}})),
        (
            "ps_4_0\ndcl_input_ps linear v1.x\ndcl_output o0.x\ndcl_temps 1\nlt r0.x, v1.x, l(0.5)\ndiscard_nz r0.x\nmov o0.x, v1.x\nret\n",
            json!({"grid": {"width": 4, "height": 4, "inputs": {"v1": [[0, 0], [1, 0], [0, 1], [1, 1]]}}}),
        ),
        (
            "cs_5_0\ndcl_uav_raw u0\ndcl_input vThreadID.x\ndcl_thread_group 4, 1, 1\ndcl_temps 1\nishl r0.x, vThreadID.x, l(2)\nstore_raw u0.x, r0.x, vThreadID.x\nret\n",
            json!({"dispatch": [2, 1, 1], "resources": {"u0": {"words": [0, 0, 0, 0, 0, 0, 0, 0]}}}),
        ),
        (
            "vs_2_0\ndcl_position v0\nmul oPos, v0, c0\n",
            json!({"constants": {"c": [[2, 2, 2, 2]]}, "vertices": [{"v0": [1, 2, 3, 4]}]}),
        ),
        (
            "ps_2_0\ndcl t0\ntexkill t0\nmov oC0, t0\n",
            json!({"grid": {"width": 3, "height": 3, "inputs": {"t0": [[-1, 0, 0, 1], [1, 0, 0, 1], [0, 1, 0, 1], [1, 1, 0, 1]]}}}),
        ),
        (
            "ps_1_1\ntex t0\nmov r0, v0\n",
            json!({"pixels": [{"t0": [0, 0], "v0": [1, 0.5, 0.25, 1]}], "resources": {"s0": {"width": 1, "height": 1, "data": [[1, 1, 1, 1]]}}}),
        ),
        // Geometry: two streams (ids, strips and warnings written from the
        // spool), a strip too short, an undeclared output left unwritten.
        (
            "gs_5_0\ndcl_input v[1][0].xyzw\ndcl_inputprimitive point\ndcl_stream m0\ndcl_outputtopology pointlist\ndcl_output o0.xyzw\ndcl_stream m1\ndcl_outputtopology pointlist\ndcl_output o1.xy\ndcl_maxout 3\nmov o0.xyzw, v[0][0].xyzw\nemit_stream m0\nemit_stream m0\nmov o1.xy, v[0][0].yxyy\nemit_stream m1\nemit_stream m1\nret\n",
            json!({"primitives": [[{"v0": [1, 2, 3, 4]}], [{"v0": [5, 6, 7, 8]}]]}),
        ),
        (GS, json!({"primitives": []})),
        // Hull, domain, and the pair through the tessellator.
        (HS, json!({"patches": [patch(), patch()]})),
        (
            DS,
            json!({"patches": [{"control_points": patch(), "domain": [[0.25, 0.5], [1, 0]]}, {"control_points": patch(), "domain": []}]}),
        ),
        (
            "cs_5_0\ndcl_uav_typed_texture2d (float,float,float,float) u1\ndcl_uav_structured u10, 4\ndcl_uav_raw u2\ndcl_thread_group 1, 1, 1\nstore_uav_typed u1.xyzw, l(1, 0, 0, 0), l(0.5, 1.0, 2.0, 3.0)\nstore_structured u10.x, l(0), l(0), l(7)\nret\n",
            json!({"resources": {"u1": {"width": 2, "height": 2, "data": [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]}, "u10": {"words": [1], "counter": 3}, "u2": {"words": []}}}),
        ),
    ];
    for (asm, input) in cases {
        let shader = load(asm.as_bytes()).unwrap();
        let built =
            run(&shader, &input, DEFAULT_MAX_STEPS).unwrap_or_else(|e| panic!("{asm}: {e}"));
        let mut w = Vec::new();
        let doc = Doc::from_text(&input.to_string()).unwrap();
        run_to(&shader, doc, DEFAULT_MAX_STEPS, u64::MAX, &mut w, None).unwrap();
        let text = String::from_utf8(w).unwrap();
        assert_eq!(text, pretty(&built) + "\n", "{asm}");
    }
    // The pair.
    let pair = dxsm::run::pair(load(HS.as_bytes()).unwrap(), load(DS.as_bytes()).unwrap()).unwrap();
    let input = json!({"patches": [patch(), patch()]});
    let built = run(&pair, &input, DEFAULT_MAX_STEPS).unwrap();
    let mut w = Vec::new();
    let doc = Doc::from_text(&input.to_string()).unwrap();
    run_to(&pair, doc, DEFAULT_MAX_STEPS, u64::MAX, &mut w, None).unwrap();
    assert_eq!(String::from_utf8(w).unwrap(), pretty(&built) + "\n");
}

/// Peak heap growth and bytes written of `shader` run on `input`, written
/// as it goes.
fn measured(shader: &dxsm::run::Shader, input: &str, max_steps: u64) -> (usize, usize) {
    let mut written = 0;
    let peak = peak_of(|| {
        let doc = Doc::from_text(input).unwrap();
        let mut w = Count::default();
        run_to(shader, doc, max_steps, u64::MAX, &mut w, None).unwrap();
        written = w.0;
    });
    (peak, written)
}

/// The worst case of each stage whose output is not a vertex or pixel
/// list, written as it is made: its memory does not grow with its output.
#[test]
fn every_stage_runs_in_memory_independent_of_its_output() {
    let _one = MEASURE.lock().unwrap_or_else(|e| e.into_inner());
    // Geometry: 1,000 points, 1,024 vertices each (1.02M vertices, 64 MB
    // written); the strips go through a spool (16 MB in memory, then a
    // file). Held whole this took 930 MB.
    let points: Vec<String> = (0..1000)
        .map(|i| format!(r#"[{{"v0":[{i},1,2,1]}}]"#))
        .collect();
    let input = format!(r#"{{"primitives":[{}]}}"#, points.join(","));
    let (peak, written) = measured(&load(GS.as_bytes()).unwrap(), &input, DEFAULT_MAX_STEPS);
    println!("run memory: geometry, 1.02M vertices out, peak heap {peak} bytes, {written} written");
    assert!(written > 60_000_000, "{written}");
    assert!(peak < 40 << 20, "{peak} bytes");
    // Hull + tessellator + domain, factor 64 on 100 quads (423k domain
    // points, 86 MB written): one patch at a time. Held whole: 980 MB.
    let pair = dxsm::run::pair(load(HS.as_bytes()).unwrap(), load(DS.as_bytes()).unwrap()).unwrap();
    let patches: Vec<String> = (0..100).map(|_| patch().to_string()).collect();
    let input = format!(r#"{{"patches":[{}]}}"#, patches.join(","));
    let (peak, written) = measured(&pair, &input, DEFAULT_MAX_STEPS);
    println!("run memory: hull + domain, 100 patches at factor 64, peak heap {peak} bytes, {written} written");
    assert!(written > 50_000_000, "{written}");
    assert!(peak < 16 << 20, "{peak} bytes");
    // Compute: one thread storing 400,000 times. Held per store, this was
    // 650 MB.
    let cs = "cs_5_0\ndcl_uav_raw u0\ndcl_temps 1\ndcl_thread_group 1, 1, 1\nmov r0.x, l(0)\nloop\n  uge r0.y, r0.x, l(400000)\n  breakc_nz r0.y\n  store_raw u0.x, l(0), r0.x\n  iadd r0.x, r0.x, l(1)\nendloop\nret\n";
    let input = r#"{"dispatch":[1,1,1],"resources":{"u0":{"words":[0]}}}"#;
    let (peak, _) = measured(&load(cs.as_bytes()).unwrap(), input, 10_000_000);
    println!("run memory: compute, 400,000 stores, peak heap {peak} bytes");
    assert!(peak < 4 << 20, "{peak} bytes");
    // Compute: a buffer of 2^22 words in and out (2^24, Direct3D's most,
    // is four times this): the words are written as they are printed.
    let words = vec!["7"; 1 << 22].join(",");
    let input = format!(r#"{{"dispatch":[1,1,1],"resources":{{"u0":{{"words":[{words}]}}}}}}"#);
    let one = "cs_5_0\ndcl_uav_raw u0\ndcl_thread_group 1, 1, 1\nstore_raw u0.x, l(0), l(1)\nret\n";
    let (peak, written) = measured(&load(one.as_bytes()).unwrap(), &input, DEFAULT_MAX_STEPS);
    let per_word = peak >> 22;
    println!("run memory: compute, 2^22 words, peak heap {peak} bytes ({per_word} a word)");
    assert!(written > 8 << 20, "{written}");
    assert!(per_word < 56, "{peak} bytes");
}

/// Fails every write after `ok` bytes.
struct Full {
    ok: usize,
    written: usize,
}
impl std::io::Write for Full {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        if self.written + b.len() > self.ok {
            return Err(std::io::Error::other("disk full"));
        }
        self.written += b.len();
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn early_errors_write_nothing_and_write_errors_stop_the_run() {
    let _one = MEASURE.lock().unwrap_or_else(|e| e.into_inner());
    let shader = load(PS.as_bytes()).unwrap();
    // A bad pixel late in a small list: nothing was written.
    let doc =
        Doc::from_text(r#"{"pixels": [{"v1": [0, 0]}, {"v1": [0, 0]}, {"v9": [1]}]}"#).unwrap();
    let mut w = Count::default();
    let e = run_to(&shader, doc, DEFAULT_MAX_STEPS, u64::MAX, &mut w, None).unwrap_err();
    assert!(matches!(e, RunToError::Run(_)), "{e}");
    assert_eq!(w.0, 0);
    // A full disk after 100 KB: the run stops with the write error, it
    // does not go on through the grid's 4M pixels.
    let doc = Doc::from_text(
        r#"{"grid":{"width":2048,"height":2048,"inputs":{"v1":[[0,0],[1,0],[0,1],[1,1]]}}}"#,
    )
    .unwrap();
    let mut w = Full {
        ok: 100_000,
        written: 0,
    };
    let t = std::time::Instant::now();
    let e = run_to(&shader, doc, DEFAULT_MAX_STEPS, u64::MAX, &mut w, None).unwrap_err();
    assert!(matches!(e, RunToError::Write(_)), "{e}");
    assert!(t.elapsed().as_secs() < 5, "{:?}", t.elapsed());
}

#[test]
fn long_lists_are_capped_with_a_located_error() {
    let _one = MEASURE.lock().unwrap_or_else(|e| e.into_inner());
    let mut text = String::with_capacity(3 * MAX_ITEMS + 20);
    text.push_str("{\"pixels\": [");
    for i in 0..=MAX_ITEMS {
        text.push_str(if i == 0 { "{}" } else { ",{}" });
    }
    text.push_str("]}");
    let e = Doc::from_text(&text).unwrap_err().to_string();
    assert!(e.contains("pixels: more than 4194304 entries"), "{e}");
    assert!(e.contains("line 1 column"), "{e}");
    // Errors inside a vertex say where.
    let e = Doc::from_text("{\"vertices\": [{\"v0\": [1]},\n {\"v0\": [1, \"x\"]}]}")
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("is not a hex string") && e.contains("line 2"),
        "{e}"
    );
    let e = Doc::from_text(r#"{"vertices": [{"v0": [1, 2, 3, 4, 5]}]}"#)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("vertices[0].v0: a register has 1 to 4 components"),
        "{e}"
    );
    let e = Doc::from_value(&json!({"primitives": [[{"v0": []}]]}))
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("primitives[0][0].v0: a register has 1 to 4 components"),
        "{e}"
    );
}

/// A constant file is capped while the JSON is read: ten million
/// registers (the issue's 1.9 GB and 14 s) are refused at the 8,193rd,
/// and an SM4/5 buffer past Direct3D's 4,096 registers is refused.
#[test]
fn constant_files_are_capped_while_read() {
    let _one = MEASURE.lock().unwrap_or_else(|e| e.into_inner());
    let vs = "vs_4_0\ndcl_constantbuffer cb0[1], immediateIndexed\ndcl_input v0.xyzw\ndcl_output o0.xyzw\nmul o0.xyzw, v0.xyzw, cb0[0].xyzw\nret\n";
    let regs = vec!["[1,2,3,4]"; 1_000_000].join(",");
    let text = format!(r#"{{"constants":{{"cb0":[{regs}]}},"vertices":[{{"v0":[1,1,1,1]}}]}}"#);
    let mut e = String::new();
    let peak = peak_of(|| e = Doc::from_text(&text).unwrap_err().to_string());
    assert!(e.contains("constants.cb0: more than 8192 registers"), "{e}");
    assert!(peak < 4 << 20, "{peak} bytes");
    let regs = vec!["[1,2,3,4]"; 4097].join(",");
    let text = format!(r#"{{"constants":{{"cb0":[{regs}]}},"vertices":[{{"v0":[1,1,1,1]}}]}}"#);
    let e = dxsm::run::run_text(vs.as_bytes(), &text, DEFAULT_MAX_STEPS).unwrap_err();
    assert!(e.to_string().contains("at most 4096"), "{e}");
    let regs = vec!["[1,2,3,4]"; 4096].join(",");
    let text = format!(r#"{{"constants":{{"cb0":[{regs}]}},"vertices":[{{"v0":[1,1,1,1]}}]}}"#);
    assert!(dxsm::run::run_text(vs.as_bytes(), &text, DEFAULT_MAX_STEPS).is_ok());
}

/// A program longer than any shader ([`dxsm::limits::MAX_INSTRUCTIONS`])
/// is refused where it passes the limit, in text and in binary, by every
/// reader; so `asm` never writes a container that `dis`, `validate` and
/// `run` refuse (a 50 MB listing once assembled to 70 MB). Held whole, a
/// program at the limit stays well under a gigabyte.
#[test]
fn programs_longer_than_any_shader_are_refused() {
    let _one = MEASURE.lock().unwrap_or_else(|e| e.into_inner());
    let max = dxsm::limits::MAX_INSTRUCTIONS;
    let body = "mov r0.xyzw, l(0,0,0,0)\n";
    let text = |n: usize| format!("vs_4_0\ndcl_temps 1\n{}ret\n", body.repeat(n));
    let over = text(max);
    let mut e = String::new();
    let peak = peak_of(|| {
        e = dxsm::assemble::assemble(&over, &Default::default())
            .unwrap_err()
            .to_string()
    });
    assert!(e.contains("more than 524288 instructions"), "{e}");
    // The error is at the line past the limit: the version line, then
    // instructions (`dcl_temps` the first).
    assert!(e.starts_with(&format!("{}:1:", max + 2)), "{e}");
    assert!(peak < 512 << 20, "{peak} bytes");
    let e = dxsm::validate::validate_text(&over).unwrap_err();
    assert!(e.to_string().contains("instructions"), "{e}");
    assert!(load(over.as_bytes()).is_err());
    // At the limit: assembled, and read back by every reader.
    let at = text(max - 3);
    let mut bin = Vec::new();
    let peak = peak_of(|| bin = dxsm::assemble::assemble(&at, &Default::default()).unwrap());
    assert!(peak < 512 << 20, "{peak} bytes");
    assert!(dxsm::validate::validate_binary(&bin, false).is_ok());
    assert!(dxsm::disassemble(&bin, &Default::default()).is_ok());
    assert!(load(&bin).is_ok());
    // Direct3D 9 text and tokens.
    let sm1 = format!("vs_3_0\n{}", "nop\n".repeat(max + 1));
    let e = dxsm::assemble::assemble(&sm1, &Default::default()).unwrap_err();
    assert!(e.to_string().contains("instructions"), "{e}");
    let mut tokens = vec![0xFFFE_0300u32];
    tokens.extend(std::iter::repeat_n(0u32, max + 1));
    tokens.push(0xFFFF);
    let bytes: Vec<u8> = tokens.iter().flat_map(|t| t.to_le_bytes()).collect();
    let e = dxsm::sm1::decode(&bytes).unwrap_err();
    assert!(e.to_string().contains("instructions"), "{e}");
}

/// Macros that double at every level are cut off once the text they make
/// passes the largest shader file: an error in seconds, not gigabytes.
#[test]
fn doubling_macros_are_bounded() {
    let _one = MEASURE.lock().unwrap_or_else(|e| e.into_inner());
    let mut text = String::from("vs_3_0\n#define B0 nop\n");
    for i in 1..18 {
        text.push_str(&format!("#define B{i} B{} B{}\n", i - 1, i - 1));
    }
    text.push_str(&"B17\n".repeat(4000));
    let t = std::time::Instant::now();
    let mut e = String::new();
    let peak = peak_of(|| {
        e = dxsm::assemble::assemble(&text, &Default::default())
            .unwrap_err()
            .to_string()
    });
    assert!(e.contains("macros expand the text past 64 MiB"), "{e}");
    assert!(peak < 512 << 20, "{peak} bytes");
    assert!(t.elapsed().as_secs() < 60, "{:?}", t.elapsed());
}

/// A 1920x1080 draw of `instances` rows of 1,000 triangles each (an R8G8B8A8
/// target and a D32 depth buffer), its frame written to a counting sink:
/// peak heap and bytes written.
fn big_draw(instances: usize) -> (usize, usize) {
    let row: Vec<f32> = (0..500)
        .flat_map(|k| {
            let (x0, x1) = (
                -1.0 + 2.0 * k as f32 / 500.0,
                -1.0 + 2.0 * (k + 1) as f32 / 500.0,
            );
            let (y0, y1) = (1.0, 1.0 - 0.003);
            [x0, y0, x0, y1, x1, y0, x1, y0, x0, y1, x1, y1]
        })
        .collect();
    let offs: Vec<f32> = (0..instances)
        .flat_map(|i| [0.0, -2.0 * i as f32 / instances as f32])
        .collect();
    let d = json!({
        "width": 1920, "height": 1080,
        "vs": {"shader": "vs_instanced.o"}, "ps": {"shader": "ps_color.o"},
        "input_layout": [
            {"semantic": "POSITION", "format": "R32G32_FLOAT"},
            {"semantic": "OFFSET", "format": "R32G32_FLOAT", "slot": 1, "instance_step": 1}
        ],
        "vertex_buffers": [{"stride": 8, "floats": row}, {"stride": 8, "floats": offs}],
        "topology": "triangle_list",
        "draw": {"vertices": 3000, "instances": instances},
        "targets": [{"format": "R8G8B8A8_UNORM"}],
        "depth_stencil": {"format": "D32_FLOAT"},
        "rasterizer": {"cull": "none"}
    });
    let desc: dxsm::draw::desc::Desc = serde_json::from_value(d).unwrap();
    let load = |name: &str| {
        std::fs::read(format!("examples/draw/{name}")).map_err(|e| format!("{name}: {e}"))
    };
    let mut written = 0;
    let peak = peak_of(|| {
        let p = dxsm::draw::setup::prepare(&desc, &load).unwrap();
        let f = dxsm::draw::draw(p).unwrap();
        assert_eq!(f.stats.c_invocations, 1000 * instances as u64);
        let mut w = Count::default();
        dxsm::draw::output::write_frame(&f, &mut w).unwrap();
        written = w.0;
    });
    (peak, written)
}

// `dxsm draw` streams: its memory is the frame's buffers and a bounded
// amount of work in flight, the same for 20,000 triangles as for 200,000
// (on every core), and the frame's JSON is written without being held.
#[test]
fn a_draw_runs_in_memory_independent_of_its_triangles() {
    let _one = MEASURE.lock().unwrap_or_else(|e| e.into_inner());
    let (small, _) = big_draw(20);
    let (large, written) = big_draw(200);
    println!(
        "draw memory: 1920x1080, 20,000 triangles peak heap {small} bytes, 200,000 triangles {large} bytes, {written} bytes written"
    );
    // The target and the depth buffer are 8.3 MB each.
    assert!(written > 30 << 20, "{written}");
    assert!(large < 64 << 20, "{large} bytes");
    assert!(large < small + (4 << 20), "{small} -> {large} bytes");
}
