//! The SM1-3 flow-control validator against Microsoft's `D3DAssemble`
//! verdicts, first codes and lines on `tests/corpus/sm1-3/nesting/`.

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
        Ok(r) => match r.diagnostics.iter().find(|d| d.severity == "error") {
            Some(d) => (true, Some(d.code.clone()), d.line),
            None => (false, None, None),
        },
    }
}

#[test]
fn microsoft_verdicts_codes_and_lines() {
    let index = std::fs::read_to_string(dir().join("index.jsonl")).unwrap();
    let (mut n, mut verdict, mut code, mut line) = (0, 0, 0, 0);
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
        verdict += v_ok as usize;
        code += c_ok as usize;
        line += l_ok as usize;
        if verbose && !(v_ok && c_ok && l_ok) {
            println!("{id}: ms {rejected} {mcode:?} {mline:?} / ours {r} {c:?} {li:?}");
        }
    }
    println!("nesting corpus: {n} programs, same verdict {verdict}, same first code {code}, same first line {line}");
    assert_eq!(n, 1119);
    assert!(verdict >= 0, "verdicts {verdict}");
    assert!(code >= 0, "codes {code}");
    assert!(line >= 0, "lines {line}");
}
