//! The SM1-3 flow-control validator against Microsoft's `D3DAssemble`
//! verdicts, first codes and lines on `tests/corpus/sm1-3/nesting/`.

use dxsm::validate::sm1;
use dxsm::validate::sm1::Caps;
use dxsm::validate::{validate_sm1_text, validate_sm1_text_with_caps};
use std::path::{Path, PathBuf};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/sm1-3/nesting")
}

fn read(id: &str) -> String {
    std::fs::read_to_string(dir().join(format!("{id}.asm"))).unwrap()
}

/// (rejected, first code, first line) as our validator sees a program;
/// text that does not parse counts as Microsoft's syntax error X2000.
fn ours(text: &str) -> (bool, Option<String>, Option<usize>) {
    ours_caps(text, Caps::default())
}

fn ours_caps(text: &str, caps: Caps) -> (bool, Option<String>, Option<usize>) {
    match validate_sm1_text_with_caps(text, caps) {
        Err(e) => (true, Some("X2000".into()), Some(e.line())),
        Ok(r) => match r
            .diagnostics
            .iter()
            .find(|d| d.severity == dxsm::validate::Severity::Error)
        {
            Some(d) => (true, Some(d.code.clone()), d.line),
            None => (false, None, None),
        },
    }
}

#[test]
fn microsoft_verdicts_codes_and_lines() {
    let index = std::fs::read_to_string(dir().join("index.jsonl")).unwrap();
    let (mut n, mut verdict, mut code, mut line) = (0, 0, 0, 0);
    let mut wrong: Vec<String> = Vec::new();
    let verbose = std::env::var_os("DXSM_SHOW").is_some();
    for l in index.lines() {
        let j: serde_json::Value = serde_json::from_str(l).unwrap();
        let id = j["id"].as_str().unwrap();
        let rejected = j["verdict"] == "rejected";
        let (mcode, mline) = match j["first_error"].as_object() {
            Some(f) => (
                f["code"].as_str().map(String::from),
                f["line"].as_u64().map(|x| x as usize),
            ),
            None => (None, None),
        };
        let (r, c, li) = ours(&read(id));
        n += 1;
        let v_ok = r == rejected;
        let c_ok = c == mcode;
        let l_ok = li == mline;
        if !(v_ok && c_ok && l_ok) {
            wrong.push(format!(
                "{id}: ms {rejected} {mcode:?} {mline:?} / ours {r} {c:?} {li:?}"
            ));
        }
        verdict += v_ok as usize;
        code += c_ok as usize;
        line += l_ok as usize;
        if verbose && !(v_ok && c_ok && l_ok) {
            println!("{id}: ms {rejected} {mcode:?} {mline:?} / ours {r} {c:?} {li:?}");
        }
    }
    println!("nesting corpus: {n} programs, same verdict {verdict}, same first code {code}, same first line {line}");
    assert_eq!(n, 1119);
    // Every case its own check: Microsoft's verdict, first code and line.
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Valid at the limit, invalid one step past it, with Microsoft's code:
/// (accepted id, rejected id, code). All from the nesting corpus.
const PAIRS: &[(&str, &str, &str)] = &[
    // static flow count 16 (vs_2_0, vs_2_x); else counts after if bN only
    ("if_b_seq.vs_2_0.n16", "if_b_seq.vs_2_0.n17", "X5520"),
    ("if_b_nested.vs_2_x.d16", "if_b_nested.vs_2_x.d17", "X5520"),
    (
        "if_b_else_seq.vs_2_0.n8",
        "if_b_else_seq.vs_2_0.n9",
        "X5520",
    ),
    (
        "if_b_else_seq.vs_2_x.n8",
        "if_b_else_seq.vs_2_x.n9",
        "X5520",
    ),
    // static if depth 24 (vs_2_0 too, before X5520)
    ("if_b_nested.ps_2_x.d24", "if_b_nested.ps_2_x.d25", "X5847"),
    ("if_b_nested.vs_3_0.d24", "if_b_nested.vs_3_0.d25", "X5878"),
    ("if_b_nested.ps_3_0.d24", "if_b_nested.ps_3_0.d25", "X5856"),
    // dynamic depth 24: if_comp, if pred
    ("if_c_nested.vs_2_x.d24", "if_c_nested.vs_2_x.d25", "X5871"),
    ("if_c_nested.vs_3_0.d24", "if_c_nested.vs_3_0.d25", "X5575"),
    ("if_c_nested.ps_2_x.d24", "if_c_nested.ps_2_x.d25", "X5849"),
    ("if_c_nested.ps_3_0.d24", "if_c_nested.ps_3_0.d25", "X5858"),
    ("if_p_nested.vs_2_x.d24", "if_p_nested.vs_2_x.d25", "X5865"),
    ("if_p_nested.vs_3_0.d24", "if_p_nested.vs_3_0.d25", "X5876"),
    ("if_p_nested.ps_2_x.d24", "if_p_nested.ps_2_x.d25", "X5846"),
    ("if_p_nested.ps_3_0.d24", "if_p_nested.ps_3_0.d25", "X5854"),
    // break_comp needs one free dynamic level
    (
        "break_c_at_dyn_depth.vs_2_x.d23",
        "break_c_at_dyn_depth.vs_2_x.d24",
        "X5557",
    ),
    (
        "break_c_at_dyn_depth.vs_3_0.d23",
        "break_c_at_dyn_depth.vs_3_0.d24",
        "X5701",
    ),
    (
        "break_c_at_dyn_depth.ps_2_x.d23",
        "break_c_at_dyn_depth.ps_2_x.d24",
        "X5880",
    ),
    // callnz pred: one dynamic level, the body one deeper
    (
        "callnz_p_in_dyn.vs_2_x.a23_b0",
        "callnz_p_in_dyn.vs_2_x.a24_b0",
        "X6053",
    ),
    (
        "callnz_p_in_dyn.vs_3_0.a23_b0",
        "callnz_p_in_dyn.vs_3_0.a24_b0",
        "X6055",
    ),
    (
        "callnz_p_in_dyn.ps_2_x.a23_b0",
        "callnz_p_in_dyn.ps_2_x.a24_b0",
        "X6048",
    ),
    (
        "callnz_p_in_dyn.ps_3_0.a23_b0",
        "callnz_p_in_dyn.ps_3_0.a24_b0",
        "X6050",
    ),
    (
        "callnz_p_in_dyn.vs_2_x.a22_b1",
        "callnz_p_in_dyn.vs_2_x.a23_b1",
        "X5871",
    ),
    (
        "callnz_p_in_dyn.ps_3_0.a0_b23",
        "callnz_p_in_dyn.ps_3_0.a0_b24",
        "X5858",
    ),
    // loop/rep depth: 1 in vs_2_0, 4 elsewhere; carried through calls
    ("rep_nested.vs_2_0.d1", "rep_nested.vs_2_0.d2", "X5829"),
    ("rep_nested.vs_2_x.d4", "rep_nested.vs_2_x.d5", "X5829"),
    ("rep_nested.vs_3_0.d4", "rep_nested.vs_3_0.d5", "X5830"),
    ("rep_nested.ps_2_x.d4", "rep_nested.ps_2_x.d5", "X5493"),
    ("rep_nested.ps_3_0.d4", "rep_nested.ps_3_0.d5", "X5827"),
    (
        "call_in_loops.vs_2_0.a1_b0",
        "call_in_loops.vs_2_0.a1_b1",
        "X5829",
    ),
    (
        "call_in_loops.vs_3_0.a3_b1",
        "call_in_loops.vs_3_0.a4_b1",
        "X5830",
    ),
    (
        "call_in_loops.ps_2_x.a1_b3",
        "call_in_loops.ps_2_x.a2_b3",
        "X5493",
    ),
    // call depth along the call graph: 1 in vs_2_0, 4 elsewhere
    (
        "call_chain_call.vs_2_0.d1",
        "call_chain_call.vs_2_0.d2",
        "X5861",
    ),
    (
        "call_chain_call.vs_2_x.d4",
        "call_chain_call.vs_2_x.d5",
        "X5861",
    ),
    (
        "call_chain_call.vs_3_0.d4",
        "call_chain_call.vs_3_0.d5",
        "X5873",
    ),
    (
        "call_chain_call.ps_2_x.d4",
        "call_chain_call.ps_2_x.d5",
        "X5843",
    ),
    (
        "call_chain_call.ps_3_0.d4",
        "call_chain_call.ps_3_0.d5",
        "X5851",
    ),
    // call must name a later label
    (
        "call_chain_reverse.vs_2_0.d1",
        "call_chain_reverse.vs_2_x.d3",
        "X5825",
    ),
    (
        "call_chain_call.vs_3_0.d3",
        "call_chain_reverse.vs_3_0.d3",
        "X5826",
    ),
    (
        "call_chain_call.ps_2_x.d3",
        "call_chain_reverse.ps_2_x.d3",
        "X5492",
    ),
    (
        "call_chain_call.ps_3_0.d3",
        "call_recursive.ps_3_0.self",
        "X5824",
    ),
    // label ranges: l15 in vs_2_0 / vs_2_x / vs_2_sw, l16 too large
    (
        "label_number.vs_2_0.l15",
        "label_number.vs_2_0.l16",
        "X5682",
    ),
    (
        "label_number.vs_2_x.l15",
        "label_number.vs_2_x.l16",
        "X5682",
    ),
    (
        "label_number.vs_2_sw.l15",
        "label_number.vs_2_sw.l16",
        "X5819",
    ),
];

#[test]
fn limit_pairs() {
    for &(ok, bad, code) in PAIRS {
        let (r, c, _) = ours(&read(ok));
        assert!(!r, "{ok} should be valid, got {c:?}");
        let (r, c, _) = ours(&read(bad));
        assert!(r, "{bad} should be invalid");
        assert_eq!(c.as_deref(), Some(code), "{bad}");
    }
    // vs_2_0: static depth 24 is checked (X5868 at 25) and reported before
    // the flow count (X5520, at the end), which 24 already passes
    assert_eq!(
        ours(&read("if_b_nested.vs_2_0.d24")).1.as_deref(),
        Some("X5520")
    );
    assert_eq!(
        ours(&read("if_b_nested.vs_2_0.d25")).1.as_deref(),
        Some("X5868")
    );
    // accepted at the limit, no invalid neighbour needed
    for id in [
        "label_number.ps_2_x.l2047",
        "label_number.vs_3_0.l2047",
        "break_at_dyn_depth.vs_3_0.d24",
        "callnz_p_seq.vs_2_x.n17",
        "if_c_else_seq.vs_2_x.n17",
        "if_b_seq.ps_2_x.n40",
    ] {
        assert!(!ours(&read(id)).0, "{id}");
    }
}

#[test]
fn structure_rules() {
    for (id, code, line) in [
        ("ret_in_if.vs_2_0.top", "X5834", 7),
        ("ret_in_if.ps_3_0.top", "X5833", 7),
        ("break_outside_loop.vs_3_0.top", "X5903", 7),
        ("break_in_sub_in_loop.vs_2_x.sub", "X5900", 13),
        ("label_unreferenced.vs_2_0.one", "X5888", 11),
        ("unbalanced_missing_endif.vs_2_0.one", "X5908", 9),
        ("unbalanced_extra_endif.vs_3_0.one", "X5842", 9),
        ("unbalanced_double_else.ps_2_x.one", "X5893", 10),
        ("unbalanced_endloop_closes_rep.vs_2_0.one", "X5831", 8),
    ] {
        assert_eq!(
            ours(&read(id)),
            (true, Some(code.into()), Some(line)),
            "{id}"
        );
    }
}

/// vs_2_x / ps_2_x caps: with DynamicFlowControlDepth 0 any dynamic
/// construct fails; a smaller StaticFlowControlDepth lowers loop and call
/// limits; the default caps are Microsoft's.
#[test]
fn caps() {
    let zero = Caps {
        dynamic_flow_depth: 0,
        static_flow_depth: 4,
    };
    for (id, code) in [
        ("if_c_nested.vs_2_x.d23", "X5871"),
        ("if_p_nested.vs_2_x.d23", "X5865"),
        ("if_c_nested.ps_2_x.d23", "X5849"),
        ("break_c_at_dyn_depth.vs_2_x.d0", "X5557"),
        ("callnz_p_seq.vs_2_x.n17", "X6053"),
    ] {
        let text = read(id);
        assert!(!ours(&text).0, "{id} valid with default caps");
        assert_eq!(ours_caps(&text, zero).1.as_deref(), Some(code), "{id}");
    }
    // static-only programs are unaffected by a dynamic depth of 0
    assert!(!ours_caps(&read("if_b_nested.vs_2_x.d16"), zero).0);
    assert!(!ours_caps(&read("rep_nested.vs_2_x.d4"), zero).0);
    // StaticFlowControlDepth 3: rep depth 4 and call depth 4 fail
    let low = Caps {
        dynamic_flow_depth: 24,
        static_flow_depth: 3,
    };
    assert_eq!(
        ours_caps(&read("rep_nested.vs_2_x.d4"), low).1.as_deref(),
        Some("X5829")
    );
    assert_eq!(
        ours_caps(&read("call_chain_call.ps_2_x.d4"), low)
            .1
            .as_deref(),
        Some("X5843")
    );
    assert!(!ours_caps(&read("rep_nested.vs_2_x.d3"), low).0);
    // other profiles have fixed limits
    assert!(!ours_caps(&read("if_c_nested.vs_3_0.d24"), zero).0);
    assert_eq!(
        sm1::Caps::default(),
        Caps {
            dynamic_flow_depth: 24,
            static_flow_depth: 4
        }
    );
    assert!(validate_sm1_text(&read("if_c_nested.vs_2_x.d24"))
        .unwrap()
        .valid());
}

/// The version lines Microsoft's assembler takes, and those it refuses
/// with X2001 "shader version expected" on line 1: verdicts of
/// `D3DAssemble` (d3dcompiler_47 through the oracle, 2026-12-02) on a file
/// holding only the version line. A refused version must not become a
/// token stream (a fuzzed `vs_20_2` once did, with version 20.2).
#[test]
fn version_lines_microsoft_takes() {
    let opts = dxsm::assemble::Options {
        skip_validation: true,
        ..Default::default()
    };
    // (line, version token's low 16 bits; None: X2001)
    let cases: &[(&str, Option<u16>)] = &[
        ("vs_2_0", Some(0x0200)),
        ("vs_2_x", Some(0x0201)),
        ("vs_2_sw", Some(0x02ff)),
        ("vs_3_0", Some(0x0300)),
        ("vs_3_sw", Some(0x03ff)),
        ("ps_2_x", Some(0x0201)),
        ("ps_2_sw", Some(0x02ff)),
        ("ps_3_0", Some(0x0300)),
        ("ps_3_sw", Some(0x03ff)),
        ("vs_1_2", None),
        ("vs_2_1", None),
        ("vs_3_1", None),
        ("vs_0_1", None),
        ("ps_1_5", None),
        ("ps_2_1", None),
        ("ps_2_a", None),
        ("vs_01_1", None),
        ("vs_1_01", None),
        ("vs_2_X", None),
        ("vs_2_SW", None),
        ("vs_20_2", None),
    ];
    for (line, want) in cases {
        let got = dxsm::assemble::assemble(&format!("{line}\n"), &opts);
        match (want, got) {
            (Some(v), Ok(bin)) => {
                assert_eq!(u16::from_le_bytes([bin[0], bin[1]]), *v, "{line}")
            }
            (None, Err(e)) => {
                let e = e.to_string();
                assert!(e.contains("X2001") && e.contains("1:1"), "{line}: {e}")
            }
            (want, got) => panic!(
                "{line}: Microsoft {want:?}, dxsm {:?}",
                got.map(|b| b.len())
            ),
        }
    }
}
