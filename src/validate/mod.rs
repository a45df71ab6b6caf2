//! Validation: the rules of the shader-model assembly reference, with
//! Microsoft's verdicts and error codes where Microsoft checks a rule.
//!
//! The validator is a separate pass over the IR: decoding and parsing check
//! structure only. Each [`Diagnostic`] names the instruction it is about;
//! the caller maps that to a byte offset (binary input) or a line (text).
//!
//! Rules come from the reference pages (docs/rules.md):
//! - geometry-shader instancing (`dcl_gsinstances`, `vGSInstanceID`),
//! - output streams (`dcl_stream`, `emit_stream`, `cut_stream`, ...),
//! - the structural SM4/5 rules (registers declared before use,
//!   `dcl_temps` covers the temps used, control flow balanced, each
//!   instruction allowed in its stage and model, from the instruction table).

use crate::codes::Code;

mod diagnostic;
pub mod sm1;
pub mod sm4;

pub use diagnostic::{has_errors, Diagnostic, Severity};

/// Where a finding is, once mapped to the input.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Located {
    /// Microsoft's or our code.
    pub code: String,
    /// Error or warning.
    pub severity: Severity,
    /// The message.
    pub message: String,
    /// 1-based line (text input).
    pub line: Option<usize>,
    /// 1-based column (text input).
    pub column: Option<usize>,
    /// Byte offset of the instruction (binary input).
    pub offset: Option<usize>,
    /// Index of the instruction in the program.
    pub instruction: Option<usize>,
}

/// The outcome of validating one input.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// Findings, located.
    pub diagnostics: Vec<Located>,
}

impl Report {
    /// Whether the input is valid (no errors).
    pub fn valid(&self) -> bool {
        !self
            .diagnostics
            .iter()
            .any(|d| d.severity == Severity::Error)
    }
}

fn locate(
    d: Vec<Diagnostic>,
    at: impl Fn(Option<usize>) -> (Option<usize>, Option<usize>, Option<usize>),
) -> Report {
    Report {
        diagnostics: d
            .into_iter()
            .map(|x| {
                let (line, column, offset) = at(x.instruction);
                Located {
                    code: x.code.as_str().into(),
                    severity: x.severity,
                    message: x.message,
                    line,
                    column,
                    offset,
                    instruction: x.instruction,
                }
            })
            .collect(),
    }
}

/// Validates SM4/5 assembly text. Errors in the text itself (it does not
/// parse) come back as `Err`.
pub fn validate_text(text: &str) -> Result<Report, crate::error::TextError> {
    let (p, lines) = crate::sm4::parse::parse_with_lines(text)?;
    let src: Vec<&str> = crate::lines::lines(text).collect();
    // Findings about the whole program go on its last instruction's line
    // (never past the end of the file).
    let end_line = lines.last().copied().unwrap_or(src.len().max(1));
    Ok(locate(sm4::validate(&p), |i| match i {
        Some(i) => {
            let line = lines.get(i).copied().unwrap_or(end_line);
            let col = src
                .get(line - 1)
                .map_or(1, |l| l.len() - l.trim_start().len() + 1);
            (Some(line), Some(col), None)
        }
        None => (Some(end_line), Some(1), None),
    }))
}

/// Validates a DXBC container's SM4/5 program.
pub fn validate_binary(
    data: &[u8],
    ignore_checksum: bool,
) -> Result<Report, crate::error::BinError> {
    let c = crate::dxbc::Container::read(data, !ignore_checksum)?;
    let Some(code) = c.find(&[b"SHDR", b"SHEX"]) else {
        crate::error::bail!(0, "container has no SHDR or SHEX chunk");
    };
    let (p, offsets) = crate::sm4::decode::decode_with_offsets(code.data, code.offset)?;
    let end = code.offset + code.data.len();
    let mut findings = sm4::validate(&p);
    if let Some(r) = c.find(&[b"RDEF"]) {
        // Reflection data that does not read is not the code's fault; the
        // disassembler reports it.
        if let Ok(rdef) = crate::dxbc::rdef::read(r.data, r.offset) {
            findings.extend(sm4::reflection::unbound_slots(&p, &rdef));
        }
    }
    let mut report = locate(findings, |i| {
        (
            None,
            None,
            Some(i.and_then(|i| offsets.get(i).copied()).unwrap_or(end)),
        )
    });
    // A `*_level_9_x` container also carries an SM2 program (Aon9 chunk):
    // it gets the SM1-3 rules, its findings marked as the level-9 part's.
    if let Some(aon9) = c.find(&[b"Aon9"]) {
        let (bytes, at) = crate::sm1::level9::program_bytes(aon9.data, aon9.offset)?;
        let sm2 = sm1_binary_report(bytes, at, sm1::Caps::default())?;
        for mut d in sm2.diagnostics {
            d.message = format!("level-9 program: {}", d.message);
            report.diagnostics.push(d);
        }
    }
    Ok(report)
}

/// Validates SM1-3 assembly text (flow-control nesting, subroutines and
/// block balance, [`sm1`]; the assembler's per-version checks, register
/// initialization and declaration, operand rules, [`sm1::rules`]) with Microsoft's caps assumptions. Findings at the
/// end of the program are put at the line after the last, as Microsoft does.
pub fn validate_sm1_text(text: &str) -> Result<Report, crate::error::TextError> {
    validate_sm1_text_with_caps(text, sm1::Caps::default())
}

/// [`validate_sm1_text`] with the vs_2_x / ps_2_x caps given.
pub fn validate_sm1_text_with_caps(
    text: &str,
    caps: sm1::Caps,
) -> Result<Report, crate::error::TextError> {
    parse_and_validate_sm1(text, caps, false).map(|(_, r)| r)
}

/// Parses SM1-3 text once and validates it: the program (for the
/// assembler, which then need not parse again) and the report. With
/// `assembler_only`, only what Microsoft's assembler itself refuses (its
/// X2xxx findings: what `D3DAssemble` refuses with SKIP_VALIDATION), all
/// of them in program order, not cut down to what it reports first when
/// it validates.
pub fn parse_and_validate_sm1(
    text: &str,
    caps: sm1::Caps,
    assembler_only: bool,
) -> Result<(crate::sm1::ir::Program, Report), crate::error::TextError> {
    let (p, lines) = crate::sm1::parse::parse_with_lines(text)?;
    let found = if assembler_only {
        // The grammar's findings first: at one instruction, its message is
        // the one Microsoft's assembler gives first.
        let mut d: Vec<Diagnostic> = sm1::rules::assembler_rules(&p)
            .into_iter()
            .chain(sm1::validate_with_caps(&p, caps))
            .filter(|d| d.code.as_str().starts_with("X2"))
            .collect();
        d.sort_by_key(|d| d.instruction.unwrap_or(usize::MAX));
        d
    } else {
        sm1_all(&p, caps)
    };
    if found.is_empty() {
        // Most programs: no lines to look up.
        return Ok((p, Report::default()));
    }
    let src: Vec<&str> = crate::lines::lines(text).collect();
    // Microsoft puts end-of-program findings on the line after the last
    // newline (the last line itself when the text does not end in one).
    let end_line = crate::lines::newlines(text) + 1;
    // `#line` renumbers what follows it.
    let map = crate::sm1::preproc::line_map(text);
    let logical = |l: usize| map.get(l - 1).copied().unwrap_or(l);
    let report = locate(found, |i| match i {
        Some(i) => {
            let line = lines.get(i).copied().unwrap_or(end_line);
            let col = src
                .get(line - 1)
                .map_or(1, |l| l.len() - l.trim_start().len() + 1);
            (Some(logical(line)), Some(col), None)
        }
        None => (Some(logical(end_line)), Some(1), None),
    });
    Ok((p, report))
}

/// Whether `data` is a raw SM1-3 token stream
/// ([`crate::sm1::decode::is_token_stream`]).
pub fn is_d3d9_binary(data: &[u8]) -> bool {
    crate::sm1::decode::is_token_stream(data)
}

/// Validates a Direct3D 9 token stream (SM1-3) with the rules of
/// [`validate_sm1_text`] (the same passes, [`sm1_all`], on the decoded
/// program). Each finding is located by the byte offset of its instruction
/// token and its instruction index (comments not counted); findings about
/// the whole program are put at the end token. Streams that do not decode
/// come back as `Err`.
pub fn validate_sm1_binary(data: &[u8]) -> Result<Report, crate::error::BinError> {
    validate_sm1_binary_with_caps(data, sm1::Caps::default())
}

/// [`validate_sm1_binary`] with the vs_2_x / ps_2_x caps given.
pub fn validate_sm1_binary_with_caps(
    data: &[u8],
    caps: sm1::Caps,
) -> Result<Report, crate::error::BinError> {
    sm1_binary_report(data, 0, caps)
}

/// SM1-3 rules on a token stream found at byte `base` of a file.
fn sm1_binary_report(
    data: &[u8],
    base: usize,
    caps: sm1::Caps,
) -> Result<Report, crate::error::BinError> {
    let (p, end) = crate::sm1::decode::decode_with_end(data, base)?;
    // Item index -> (byte offset, instruction index without comments).
    let mut at = Vec::with_capacity(p.items.len());
    let mut n = 0;
    for item in &p.items {
        match item {
            crate::sm1::ir::Item::Instruction(ins) => {
                at.push((ins.offset, Some(n)));
                n += 1;
            }
            crate::sm1::ir::Item::Comment(c) => at.push((c.offset, None)),
        }
    }
    let mut report = locate(sm1_all(&p, caps), |i| {
        let off = i.and_then(|i| at.get(i)).map_or(end, |a| a.0);
        (None, None, Some(off))
    });
    for d in &mut report.diagnostics {
        d.instruction = d.instruction.and_then(|i| at.get(i)).and_then(|a| a.1);
    }
    Ok(report)
}

/// The SM1-3 passes together ([`sm1`] nesting, [`sm1::rules`]), in
/// Microsoft's order: what its assembler rejects before validating first,
/// then by instruction (nesting findings before the other rules' at the same
/// instruction), end-of-program findings last.
pub fn sm1_all(p: &crate::sm1::ir::Program, caps: sm1::Caps) -> Vec<Diagnostic> {
    let nest = sm1::validate_with_caps(p, caps);
    let (asm, in_order): (Vec<_>, Vec<_>) = sm1::rules::assembler_rules(p)
        .into_iter()
        .partition(|d| !matches!(d.code, Code::X2027 | Code::X2007));
    let (addr, coissue): (Vec<_>, Vec<_>) =
        in_order.into_iter().partition(|d| d.code == Code::X2007);
    // The assembler's own errors come first (the earliest of its and the
    // nesting pass's pre-pass: X2000, X5993); co-issue (X2027) is reported
    // in program order with the validator's findings.
    let nest_pre = nest.first().filter(|d| d.code == Code::X2000);
    let nest_5993 = nest.first().filter(|d| d.code == Code::X5993);
    match (asm.first(), nest_pre.or(nest_5993)) {
        (Some(a), Some(n)) if n.instruction < a.instruction && n.code == Code::X2000 => {
            return nest
        }
        (Some(a), Some(n)) if n.instruction < a.instruction => {}
        (Some(_), _) => return asm,
        (None, Some(n)) if n.code == Code::X2000 => return nest,
        _ => {}
    }
    // X2007 comes before the validator's findings on its instruction,
    // X2027 after them.
    let mut rules_all = addr;
    rules_all.extend(sm1::rules::validate(p));
    rules_all.extend(coissue);
    rules_all.sort_by_key(|d| d.instruction.unwrap_or(usize::MAX));
    let rules = rules_all;
    // X5993 (defi .yzw) is found before validating, but a negative loop
    // count in the same or an earlier `defi` is reported before it.
    if let Some(d) = nest.first().filter(|d| d.code == Code::X5993) {
        let mut out: Vec<Diagnostic> = rules
            .into_iter()
            .filter(|r| {
                matches!(r.code, Code::X5991 | Code::X5555) && r.instruction <= d.instruction
            })
            .collect();
        out.extend(nest);
        return out;
    }
    let mut all: Vec<(usize, usize, Diagnostic)> = Vec::new();
    for (k, d) in nest.into_iter().enumerate() {
        all.push((d.instruction.unwrap_or(usize::MAX), k, d));
    }
    for (k, d) in rules.into_iter().enumerate() {
        all.push((d.instruction.unwrap_or(usize::MAX), 1_000_000 + k, d));
    }
    all.sort_by_key(|x| (x.0, x.1));
    all.into_iter().map(|x| x.2).collect()
}
