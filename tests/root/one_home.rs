//! One home for every number: SM1-3 opcode numbers and
//! register types and SM4/5 operand types are spelled only in their
//! tables (`src/sm1/table.rs`: `op`, `reg`; `src/sm4/names.rs`:
//! `operand`; `src/sm4/table.rs`: the opcode enum), and SM4/5 control
//! bits and declaration values only in `src/sm4/fields.rs`. This scans the
//! sources for the forms that would repeat them.

use std::path::{Path, PathBuf};

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            sources(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

const TABLES: [&str; 4] = [
    "sm1/table.rs",
    "sm4/names.rs",
    "sm4/table.rs",
    "sm4/fields.rs",
];

/// The IR and the token layer keep the control bits whole; everything
/// else reads them through typed fields.
const CONTROL_BITS: [&str; 4] = [
    "sm4/fields.rs",
    "sm4/ir.rs",
    "sm4/decode.rs",
    "sm4/encode.rs",
];

/// Names of declaration values that `fields.rs` gives (one per type).
const VALUE_NAMES: [&str; 8] = [
    "\"texture2dms\"",
    "\"mode_comparison\"",
    "\"trianglestrip\"",
    "\"partitioning_integer\"",
    "\"output_triangle_cw\"",
    "\"enableDoublePrecisionFloatOps\"",
    "\"linear centroid\"",
    "\"finalTriInsideTessFactor\"",
];

#[test]
fn numbers_are_spelled_only_in_the_tables() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&root, &mut files);
    let mut found = Vec::new();
    for f in &files {
        let rel = f
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        if TABLES.contains(&rel.as_str()) {
            continue;
        }
        let text = std::fs::read_to_string(f).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            // An opcode compared with or matched against a number.
            let opcode_number = ["opcode == 0x", "opcode != 0x", "opcode, 0x", "op == 0x"]
                .iter()
                .any(|p| code.contains(p));
            // A register or operand type compared with a number.
            let type_number = code
                .match_indices("ty == ")
                .chain(code.match_indices("ty != "))
                .any(|(at, m)| code[at + m.len()..].starts_with(|c: char| c.is_ascii_digit()));
            // A constant that names an opcode or a register type again.
            let t = code.trim_start();
            let redefined = (t.starts_with("const ") || t.starts_with("pub const "))
                && [
                    "OP_",
                    "REG_",
                    "R_TEMP",
                    "TEMP:",
                    "INPUT:",
                    "TGSM:",
                    "RASTERIZER:",
                ]
                .iter()
                .any(|k| t.contains(k));
            // Control bits read or written by hand instead of through
            // `fields.rs`.
            let control_bits = !CONTROL_BITS.contains(&rel.as_str()) && code.contains(".controls");
            let value_name = VALUE_NAMES.iter().any(|n| code.contains(n));
            // A register or operand type or source modifier made from a number.
            let typed_number = [
                "RegisterType(",
                "OperandType(",
                "SrcMod(",
                "Opcode(",
                "Usage(",
                "TextureType(",
            ]
            .iter()
            .any(|t| {
                code.match_indices(t)
                    .any(|(at, m)| code[at + m.len()..].starts_with(|c: char| c.is_ascii_digit()))
            });
            if opcode_number
                || type_number
                || redefined
                || control_bits
                || value_name
                || typed_number
            {
                found.push(format!("src/{rel}:{}: {}", n + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "numbers outside the tables:\n{}",
        found.join("\n")
    );
    println!("one home: {} source files checked", files.len());
}

/// Whether bytes are a Direct3D 9 token stream is decided in one place
/// (`sm1::ir::ShaderType::of_token`, used by `sm1::decode::is_token_stream`,
/// which every command calls): the version token's high halves are
/// matched nowhere else.
#[test]
fn the_token_stream_test_has_one_home() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&root, &mut files);
    let mut found = Vec::new();
    for f in &files {
        let rel = f
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        if rel == "sm1/ir.rs" {
            continue;
        }
        let text = std::fs::read_to_string(f).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("").to_ascii_uppercase();
            if code.contains("0XFFFE | 0XFFFF")
                || code.contains("0XFFFE =>")
                || code.contains("0XFFFF =>")
            {
                found.push(format!("src/{rel}:{}: {}", n + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "version-token tests outside sm1/ir.rs:\n{}",
        found.join("\n")
    );
}

/// Diagnostic codes are `dxsm::codes::Code` values everywhere: their names,
/// severities and texts are one table (`src/codes.rs`), so a code is never
/// a string literal elsewhere (a misspelt one would then not compile).
#[test]
fn diagnostic_codes_are_spelled_only_in_their_table() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&root, &mut files);
    let mut found = Vec::new();
    for f in &files {
        let rel = f
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        if rel == "codes.rs" {
            continue;
        }
        let text = std::fs::read_to_string(f).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            let b = code.as_bytes();
            let quoted = |at: usize, prefix: &[u8]| {
                let r = &b[at..];
                r.len() > prefix.len() + 4
                    && r.starts_with(prefix)
                    && r[prefix.len()..prefix.len() + 4]
                        .iter()
                        .all(u8::is_ascii_digit)
                    && r[prefix.len() + 4] == b'"'
            };
            let literal = (0..b.len())
                .any(|i| b[i] == b'"' && (quoted(i + 1, b"X") || quoted(i + 1, b"DXSM")));
            if literal {
                found.push(format!("src/{rel}:{}: {}", n + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "diagnostic codes as strings outside src/codes.rs:\n{}",
        found.join("\n")
    );
    // The table itself: every code of Microsoft's corpus verdicts that the
    // validator gives is in it.
    for c in ["X3514", "X4570", "X5830", "X2000", "DXSM2201"] {
        assert_eq!(dxsm::codes::Code::from_name(c).map(|x| x.as_str()), Some(c));
    }
}

/// What the SM4/5 table's `Semantics` column says of an instruction (a
/// derivative's axis and fineness, a dot product's width, a stream
/// instruction's emit and cut, the instructions run by the quad or as
/// two results) is not listed again by opcode in the interpreter.
#[test]
fn the_interpreter_reads_instruction_kinds_from_the_table() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/run");
    let mut files = Vec::new();
    sources(&root, &mut files);
    const LISTED: [&str; 8] = [
        "Opcode::DerivRt",
        "Opcode::Dp2",
        "Opcode::Dp3",
        "Opcode::Dp4",
        "Opcode::Emit",
        "Opcode::Cut",
        "Opcode::Swapc",
        "Opcode::Discard",
    ];
    let mut found = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            if LISTED.iter().any(|p| code.contains(p)) {
                found.push(format!("{}:{}: {}", f.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "instruction kinds listed by opcode in the interpreter (the table's Semantics says them):\n{}",
        found.join("\n")
    );
}
