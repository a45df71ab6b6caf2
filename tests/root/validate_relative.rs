//! Relative addressing of constants in vertex shaders (X5743 and its
//! neighbours; X2005 for an address with an address of its own) against
//! Microsoft's assembler and validator: every case of the generated
//! matrix in `tests/corpus/oracle/relative/` (see its `gen.py`) must get
//! Microsoft's verdict, first code and line. Each case is its own check.

use dxsm::validate::validate_sm1_text;
use std::path::Path;

#[test]
fn relative_addressing_matrix() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/oracle/relative");
    let index = std::fs::read_to_string(dir.join("verdicts.tsv")).unwrap();
    let mut failures = Vec::new();
    let mut n = 0;
    for row in index.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = row.split('\t').collect();
        let (name, verdict, code, line) = (f[0], f[1], f[2], f[3]);
        let text = std::fs::read_to_string(dir.join(format!("{name}.asm"))).unwrap();
        n += 1;
        let ours = match validate_sm1_text(&text) {
            // The assembler's own refusals (an address with an address,
            // X2005) carry Microsoft's code too.
            Err(e) => match e.code() {
                Some(c) => format!("rejected {c} {}", e.line()),
                None => format!("parse error {e}"),
            },
            Ok(r) => match r
                .diagnostics
                .iter()
                .find(|d| d.severity == dxsm::validate::Severity::Error)
            {
                Some(d) => format!("rejected {} {}", d.code, d.line.unwrap_or(0)),
                None => "accepted".into(),
            },
        };
        let want = if verdict == "accepted" {
            "accepted".to_string()
        } else {
            format!("rejected {code} {line}")
        };
        if ours != want {
            let ins = text
                .lines()
                .find(|l| l.starts_with("add") || l.starts_with("mad"));
            failures.push(format!(
                "{name} ({}): Microsoft {want}, ours {ours}",
                ins.unwrap_or("")
            ));
        }
    }
    println!(
        "relative addressing: {} / {n} cases with Microsoft's verdict, first code and line",
        n - failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
