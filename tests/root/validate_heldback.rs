//! The SM1-3 validator on a held-back nesting set,
//! `tests/corpus/heldback/nesting/` (generated with another seed than the
//! DEV set the validator was written against; see its README), against
//! Microsoft's `D3DAssemble` verdict, first code and first line. Also the
//! binaries: Microsoft's accepted `.o` must validate clean, its
//! skip-validation `.sv.o` of rejected programs must be rejected with
//! Microsoft's first code.
//!
//! Run with `--nocapture` for the counts, `DXSM_SHOW=1` for the misses.

use dxsm::validate::{validate_sm1_binary, validate_sm1_text};
use std::path::{Path, PathBuf};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/heldback/nesting")
}

/// (rejected, first code, first line); text that does not parse counts as
/// Microsoft's syntax error X2000.
fn ours(text: &str) -> (bool, Option<String>, Option<usize>) {
    match validate_sm1_text(text) {
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
fn heldback_nesting() {
    let index = std::fs::read_to_string(dir().join("index.jsonl")).unwrap();
    let verbose = std::env::var_os("DXSM_SHOW").is_some();
    let (mut n, mut verdict, mut code, mut line) = (0, 0, 0, 0);
    let mut wrong: Vec<String> = Vec::new();
    let (mut nb, mut bin_ok) = (0, 0);
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
        let src = std::fs::read_to_string(dir().join(j["src"].as_str().unwrap())).unwrap();
        let (r, c, li) = ours(&src);
        n += 1;
        let (v_ok, c_ok, l_ok) = (r == rejected, c == mcode, li == mline);
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
        // The binary Microsoft wrote: with validation (accepted), or with
        // skip-validation (rejected by its validator).
        let bin = if rejected {
            j["skip_validation"]["bin"].as_str()
        } else {
            j["bin"].as_str()
        };
        if let Some(b) = bin {
            nb += 1;
            let bytes = std::fs::read(dir().join(b)).unwrap();
            let first = validate_sm1_binary(&bytes).ok().map(|r| {
                r.diagnostics
                    .iter()
                    .find(|d| d.severity == dxsm::validate::Severity::Error)
                    .map(|d| d.code.clone())
            });
            let ok = first == Some(mcode.clone());
            bin_ok += ok as usize;
            if !ok {
                wrong.push(format!("{id} ({b}): ms {mcode:?} / ours {first:?}"));
            }
            if verbose && !ok {
                println!("{id} ({b}): ms {mcode:?} / ours {first:?}");
            }
        }
    }
    println!("heldback nesting: {n} programs, same verdict {verdict}, same first code {code}, same first line {line}; binaries: same verdict and first code {bin_ok}/{nb}");
    assert_eq!(n, 297);
    assert_eq!(nb, 296);
    // Every case its own check: Microsoft's verdict, first code and line.
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
