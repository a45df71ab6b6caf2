//! Generated matrices of Direct3D 9 programs against Microsoft's
//! assembler and validator (`D3DAssemble`, flags 0): every case must get
//! Microsoft's verdict, first code and line, and the validator's first
//! finding Microsoft's message. Each case is its own check.
//! - `tests/corpus/oracle/relative/`: relative addressing of constants in
//!   vertex shaders (X5743 and its neighbours; X2005 for an address with
//!   an address of its own);
//! - `tests/corpus/oracle/constant-ports/`: how many constant registers a
//!   pixel shader instruction reads (X5049, X5134, X5213, X5584, X6038);
//! - `tests/corpus/oracle/register-types/`: every register type in every
//!   operand of arithmetic instructions;
//! - `tests/corpus/oracle/modifiers/`: every instruction modifier on the
//!   instruction words, and `dcl`'s;
//! - `tests/corpus/oracle/operand-forms/`: one-component sources, masks on
//!   `def` and `dcl s#`, and `oC#` writes;
//! - `tests/corpus/oracle/declarations-flow/`: constants and labels
//!   defined twice, vertex samplers with masks, labels and calls
//!   swizzled, `rep`/`loop` constants and matrices swizzled, `if`'s
//!   condition, what may follow a subroutine's `ret`;
//! - `tests/corpus/oracle/texture-ops/`: texture instructions' operands,
//!   ps_3_0's `dcl` registers, a `dcl` after other instructions.
//!
//! Each folder's `gen.py` says how its cases were made.

use dxsm::validate::validate_sm1_text;
use std::path::Path;

/// Our verdict on a program: `accepted`, or `rejected CODE LINE` for the
/// assembler's own refusals (its grammar), `rejected CODE LINE: MESSAGE`
/// for the validator's first finding.
fn ours(text: &str) -> String {
    match validate_sm1_text(text) {
        // The assembler's own refusals (an address with an address,
        // X2005) carry Microsoft's code too.
        Err(e) => match e.code() {
            // The grammar's: code and line; a refusal of the validator's
            // kind that the assembler makes while reading (ps_2_0's
            // `defb`, X5190): with its message.
            Some(c) if c.starts_with("X2") => format!("rejected {c} {}", e.line()),
            Some(c) => {
                let text = e.to_string();
                let message = text.split_once(&format!("error {c}: ")).map_or("", |m| m.1);
                format!("rejected {c} {}: {message}", e.line())
            }
            // A message that names Microsoft's code (`error X2000: 'mad'
            // takes 4 operands, found 2`).
            None => match e.to_string().split_once("error X") {
                Some((_, rest)) => format!("rejected X{} {}", &rest[..4.min(rest.len())], e.line()),
                None => format!("parse error {e}"),
            },
        },
        Ok(r) => match r
            .diagnostics
            .iter()
            .find(|d| d.severity == dxsm::validate::Severity::Error)
        {
            // The grammar's (X2000-X2029): code and line; the
            // validator's: with Microsoft's message.
            Some(d) if d.code.as_str().starts_with("X2") => {
                format!("rejected {} {}", d.code, d.line.unwrap_or(0))
            }
            Some(d) => format!("rejected {} {}: {}", d.code, d.line.unwrap_or(0), d.message),
            None => "accepted".into(),
        },
    }
}

/// Microsoft's verdict in the form of [`ours`].
fn microsoft(verdict: &str, code: &str, line: &str, message: &str) -> String {
    if verdict == "accepted" {
        "accepted".to_string()
    } else if code.starts_with("X2") {
        // The assembler's grammar (X2000-X2029): code and line.
        format!("rejected {code} {line}")
    } else {
        format!("rejected {code} {line}: {message}")
    }
}

/// Panics listing `failures` of `n` cases, else prints the count.
fn report(what: &str, n: usize, failures: &[String]) {
    println!(
        "{what}: {} / {n} cases with Microsoft's verdict",
        n - failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Every case of the matrix in `folder` (under tests/corpus/oracle: a
/// `verdicts.tsv` of names, each with `NAME.asm` and, where refused,
/// `NAME.o.err`) with our verdict, first error code, line and message
/// against Microsoft's; panics listing those that differ.
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
        // Z:\...\case.asm(5,1-3): error X5213: message
        let err = std::fs::read_to_string(dir.join(format!("{name}.o.err"))).unwrap_or_default();
        let first = err.lines().next().unwrap_or("");
        let message = first
            .split_once(&format!("error {code}: "))
            .map_or("", |x| x.1);
        let (want, got) = (microsoft(verdict, code, line, message), ours(&text));
        if got != want {
            let ins = text.lines().skip(1).find(|l| {
                ["add", "mad", "dp2add", "sincos"]
                    .iter()
                    .any(|m| l.starts_with(m))
            });
            failures.push(format!(
                "{name} ({}): Microsoft {want}, ours {got}",
                ins.unwrap_or("")
            ));
        }
    }
    report(what, n, &failures);
}

/// The cases of a `cases.tsv` matrix in `folder` (name, program with
/// `\n` for new lines, Microsoft's verdict, first error code, line and
/// message), each with what `check` says of our verdict against
/// Microsoft's (`None`: the same).
fn table_matrix(
    folder: &str,
    what: &str,
    check: impl Fn(&str, &str, &str, &str) -> Option<String>,
) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus/oracle")
        .join(folder)
        .join("cases.tsv");
    let index = std::fs::read_to_string(path).unwrap();
    let mut failures = Vec::new();
    let mut n = 0;
    for row in index.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = row.split('\t').collect();
        let text = f[1].replace("\\n", "\n");
        let want = microsoft(f[2], f[3], f[4], f[5]);
        n += 1;
        if let Some(why) = check(f[0], &text, &want, &ours(&text)) {
            failures.push(format!("{} ({}): {why}", f[0], f[1]));
        }
    }
    report(what, n, &failures);
}

#[test]
fn relative_addressing_matrix() {
    matrix("relative", "relative addressing");
}

#[test]
fn pixel_shader_constant_reads_matrix() {
    matrix("constant-ports", "pixel shader constant reads");
}

#[test]
fn register_types_matrix() {
    table_matrix(
        "register-types",
        "register types of arithmetic operands",
        |_, _, want, got| (got != want).then(|| format!("Microsoft {want}, ours {got}")),
    );
}

/// The instruction word's modifiers: refused by the grammar (X2000 at
/// the word's line) exactly where Microsoft's assembler refuses them;
/// `dcl`'s modifiers with Microsoft's first error.
#[test]
fn instruction_modifiers_matrix() {
    table_matrix(
        "modifiers",
        "instruction modifiers",
        |name, _, want, got| {
            if name.starts_with("dcl.") {
                return (got != want).then(|| format!("Microsoft {want}, ours {got}"));
            }
            let word = |v: &str| v.starts_with("rejected X2000 2");
            (word(want) != word(got)).then(|| format!("Microsoft {want}, ours {got}"))
        },
    );
}

#[test]
fn operand_forms_matrix() {
    table_matrix(
        "operand-forms",
        "one-component sources, def and dcl s# masks, oC# writes",
        |_, _, want, got| (got != want).then(|| format!("Microsoft {want}, ours {got}")),
    );
}

#[test]
fn declarations_and_subroutines_matrix() {
    table_matrix(
        "declarations-flow",
        "declarations, subroutines, loop constants, matrices, if",
        |_, _, want, got| (got != want).then(|| format!("Microsoft {want}, ours {got}")),
    );
}

#[test]
fn texture_instructions_matrix() {
    table_matrix(
        "texture-ops",
        "texture instructions, ps_3_0 dcl registers, late dcl",
        |_, _, want, got| (got != want).then(|| format!("Microsoft {want}, ours {got}")),
    );
}
