//! Generated matrices of Direct3D 9 programs against Microsoft's
//! assembler and validator (`D3DAssemble`, flags 0): every case must get
//! Microsoft's verdict, first code and line, and the validator's first
//! finding Microsoft's message. Each case is its own check.
//! - `tests/corpus/oracle/relative/`: relative addressing of constants in
//!   vertex shaders (X5743 and its neighbours; X2005 for an address with
//!   an address of its own);
//! - `tests/corpus/oracle/constant-ports/`: how many constant registers a
//!   pixel shader instruction reads (X5049, X5134, X5213, X5584, X6038).
//!
//! Each folder's `gen.py` says how its cases were made.

use dxsm::validate::validate_sm1_text;
use std::path::Path;

/// Every case of the matrix in `folder` (under tests/corpus/oracle) with
/// our validator's verdict, first error code and line against
/// Microsoft's; panics listing those that differ.
fn matrix(folder: &str, what: &str) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus/oracle")
        .join(folder);
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
                // The validator's findings: with Microsoft's message.
                Some(d) => format!("rejected {} {}: {}", d.code, d.line.unwrap_or(0), d.message),
                None => "accepted".into(),
            },
        };
        let want = if verdict == "accepted" {
            "accepted".to_string()
        } else if code.starts_with("X2") {
            // The assembler's grammar (X2000-X2029): code and line.
            format!("rejected {code} {line}")
        } else {
            // Z:\...\case.asm(5,1-3): error X5213: message
            let err = std::fs::read_to_string(dir.join(format!("{name}.o.err"))).unwrap();
            let first = err.lines().next().unwrap_or("");
            let message = first
                .split_once(&format!("error {code}: "))
                .map_or("", |x| x.1);
            format!("rejected {code} {line}: {message}")
        };
        if ours != want {
            let ins = text.lines().skip(1).find(|l| {
                ["add", "mad", "dp2add", "sincos"]
                    .iter()
                    .any(|m| l.starts_with(m))
            });
            failures.push(format!(
                "{name} ({}): Microsoft {want}, ours {ours}",
                ins.unwrap_or("")
            ));
        }
    }
    println!(
        "{what}: {} / {n} cases with Microsoft's verdict, first code and line",
        n - failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn relative_addressing_matrix() {
    matrix("relative", "relative addressing");
}

#[test]
fn pixel_shader_constant_reads_matrix() {
    matrix("constant-ports", "pixel shader constant reads");
}
