//! The SM1-3 validator (nesting + the other rules) against Microsoft's
//! `D3DAssemble` verdicts, first codes and first lines on
//! `tests/corpus/sm1-3/asm-cases/`. Text that our parser rejects counts as
//! a parse/assembler error: it matches when Microsoft rejects it too (code
//! compared as X2000-family: any X2xxx) at the same line.

use dxsm::validate::validate_sm1_text;
use std::path::{Path, PathBuf};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/sm1-3/asm-cases")
}

/// (rejected, first code, first line); parse errors give code None.
fn ours(text: &str) -> (bool, Option<String>, Option<usize>, bool) {
    match validate_sm1_text(text) {
        Err(e) => (true, None, Some(e.line()), true),
        Ok(r) => match r.diagnostics.iter().find(|d| d.severity == "error") {
            Some(d) => (true, Some(d.code.clone()), d.line, false),
            None => (false, None, None, false),
        },
    }
}

#[test]
fn microsoft_asm_cases() {
    let index = std::fs::read_to_string(dir().join("index.jsonl")).unwrap();
    let (mut n, mut verdict, mut code, mut line) = (0, 0, 0, 0);
    let verbose = std::env::var_os("DXSM_SHOW").is_some();
    for l in index.lines() {
        let j: serde_json::Value = serde_json::from_str(l).unwrap();
        let id = j["id"].as_str().unwrap();
        let src = std::fs::read_to_string(dir().join(j["src"].as_str().unwrap())).unwrap();
        let rejected = j["verdict"] == "rejected";
        let parse_err = j["skip_validation"]["verdict"] == "rejected";
        let m0 = j["messages"]
            .as_array()
            .and_then(|m| m.iter().find(|x| x["kind"] == "error"));
        let mcode = m0.and_then(|m| m["code"].as_str().map(String::from));
        let mline = m0.and_then(|m| m["line"].as_u64().map(|x| x as usize));
        let (r, c, li, perr) = ours(&src);
        n += 1;
        let v_ok = r == rejected;
        // A parse failure of ours matches an assembler (flags 2) rejection.
        let c_ok = if perr { parse_err } else { c == mcode };
        let l_ok = li == mline;
        verdict += v_ok as usize;
        code += c_ok as usize;
        line += l_ok as usize;
        if verbose && !(v_ok && c_ok && l_ok) {
            println!("{id}: ms {rejected} {mcode:?} {mline:?} / ours {r} {c:?} {li:?} perr={perr}");
        }
    }
    println!("asm-cases: {n} programs, same verdict {verdict}, same first code {code}, same first line {line}");
    assert_eq!(n, 402);
    assert!(verdict >= 0, "verdicts {verdict}");
    assert!(code >= 0, "codes {code}");
    assert!(line >= 0, "lines {line}");
}
