//! `dxsm validate`: one file (a human report or a JSON array), or many
//! files and folders (a report per file, or one JSON object per line, and
//! a summary). Exit status: 0 all valid, 1 any invalid, 2 usage or I/O.

use crate::io::{self, is_std, shown, Fail, Verdict, MAX_SHADER_BYTES};
use crate::parallel::{self, Done};
use dxsm::codes::Code;
use dxsm::validate::{sm1::Caps, Located, Report, Severity};
use std::fmt::Write;
use std::path::{Path, PathBuf};

/// How findings are printed.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// `file:line:col: error CODE: message` and the source line.
    Human,
    /// JSON: an array for one file, one object per line for many.
    Json,
}

/// What to check and how.
pub struct Opts {
    /// Output format.
    pub format: Format,
    /// Read containers with a wrong checksum.
    pub ignore_checksum: bool,
    /// vs_2_x / ps_2_x caps.
    pub caps: Caps,
}

/// Extensions taken from folders: binaries and assembly text.
const EXTS: &[&str] = &["o", "cso", "fxo", "bin", "dxbc", "asm", "txt"];

/// Why a file has no report: it could not be read, or it does not parse
/// or decode (exit 2). `--format json` prints it as the file's one
/// finding.
struct Unread {
    /// The message, located in the file but without its name.
    message: String,
    /// The finding printed in JSON: Microsoft's code where its assembler
    /// names one, else DXSM0001 (cannot be read) or DXSM0002 (does not
    /// parse or decode), with the line and column or byte offset.
    finding: Box<Located>,
}

impl Unread {
    fn new(code: &str, message: String, located: String) -> Self {
        Unread {
            message: located,
            finding: Box::new(Located {
                code: code.into(),
                severity: Severity::Error,
                message,
                ..Located::default()
            }),
        }
    }

    fn text(e: dxsm::error::TextError) -> Self {
        let mut u = Unread::new(
            e.code().unwrap_or(Code::DXSM0002.as_str()),
            e.message().to_string(),
            e.to_string(),
        );
        u.finding.line = Some(e.line());
        u.finding.column = Some(e.col());
        u
    }

    fn binary(e: dxsm::error::BinError) -> Self {
        let mut u = Unread::new(
            Code::DXSM0002.as_str(),
            e.message().to_string(),
            e.to_string(),
        );
        u.finding.offset = Some(e.offset());
        u
    }

    /// The error of a file named `name`.
    fn fail(self, name: &str) -> Fail {
        Fail::io(io::located(name, &self.message))
    }
}

/// Reads and validates one input; the text is kept for the report's
/// source lines.
fn check(path: &Path, o: &Opts) -> Result<(Report, Option<String>, u64), Unread> {
    let data = io::read_capped(path, MAX_SHADER_BYTES).map_err(|e| {
        // read_capped's messages start with the file's name.
        let bare = e.strip_prefix(&format!("{}: ", shown(path))).unwrap_or(&e);
        Unread::new(Code::DXSM0001.as_str(), bare.to_string(), bare.to_string())
    })?;
    let n = data.len() as u64;
    if io::looks_like_text(&data) {
        let text =
            io::text_of(data).map_err(|e| Unread::new(Code::DXSM0002.as_str(), e.clone(), e))?;
        let r = if dxsm::assemble::is_d3d9(&text) {
            dxsm::validate::validate_sm1_text_with_caps(&text, o.caps)
        } else {
            dxsm::validate::validate_text(&text)
        };
        let r = r.map_err(Unread::text)?;
        return Ok((r, Some(text), n));
    }
    let r = if dxsm::validate::is_d3d9_binary(&data) {
        dxsm::validate::validate_sm1_binary_with_caps(&data, o.caps)
    } else {
        dxsm::validate::validate_binary(&data, o.ignore_checksum)
    };
    let r = r.map_err(Unread::binary)?;
    Ok((r, None, n))
}

/// The human report of one file.
fn human(name: &str, r: &Report, text: Option<&str>) -> String {
    let lines: Vec<&str> = text.map(|t| t.lines().collect()).unwrap_or_default();
    let mut s = String::new();
    for d in &r.diagnostics {
        match (d.line, d.offset) {
            (Some(l), _) => {
                let col = d.column.unwrap_or(1);
                let _ = writeln!(
                    s,
                    "{name}:{l}:{col}: {} {}: {}",
                    d.severity, d.code, d.message
                );
                if let Some(src) = lines.get(l.wrapping_sub(1)) {
                    let _ = writeln!(s, "  {src}\n  {}^", " ".repeat(col.saturating_sub(1)));
                }
            }
            (None, Some(o)) => {
                let _ = writeln!(
                    s,
                    "{name}: offset 0x{o:x}, instruction {}: {} {}: {}",
                    d.instruction.map_or("-".into(), |i| i.to_string()),
                    d.severity,
                    d.code,
                    d.message
                );
            }
            _ => {
                let _ = writeln!(s, "{name}: {} {}: {}", d.severity, d.code, d.message);
            }
        }
    }
    if r.valid() {
        let _ = writeln!(s, "{name}: valid");
    }
    s
}

/// One file's line of JSON output: `file` (the name exactly; a name that
/// is not UTF-8 is shown escaped and also given as `file_bytes`, its
/// bytes), `valid` and `diagnostics`.
fn json_object(f: &Path, valid: bool, diagnostics: &[Located]) -> String {
    let bytes = io::path_bytes(f);
    let mut v = serde_json::json!({
        "file": match std::str::from_utf8(&bytes) {
            Ok(name) => name.to_string(),
            Err(_) => shown(f),
        },
        "valid": valid,
        "diagnostics": diagnostics,
    });
    if std::str::from_utf8(&bytes).is_err() {
        v["file_bytes"] = serde_json::json!(bytes);
    }
    v.to_string()
}

/// Validates the inputs. Returns the exit status.
pub fn validate(inputs: &[PathBuf], o: &Opts) -> Result<u8, Fail> {
    if let [one] = inputs {
        if is_std(one) || !one.is_dir() {
            let (r, text, _) = match check(one, o) {
                Ok(checked) => checked,
                Err(u) if o.format == Format::Json => {
                    let out = serde_json::to_string_pretty(&[&u.finding]).unwrap_or_default();
                    io::stdout_write((out + "\n").as_bytes())?;
                    return Err(u.fail(&shown(one)));
                }
                Err(u) => return Err(u.fail(&shown(one))),
            };
            let code = if r.valid() { 0 } else { 1 };
            let out = match o.format {
                Format::Json => {
                    serde_json::to_string_pretty(&r.diagnostics).unwrap_or_default() + "\n"
                }
                Format::Human => human(&shown(one), &r, text.as_deref()),
            };
            io::stdout_write(out.as_bytes())?;
            return Ok(code);
        }
    }
    let files: Vec<PathBuf> = crate::plan::expand(inputs, EXTS)?
        .into_iter()
        .map(|(f, _)| f)
        .collect();
    if files.is_empty() {
        return Err(Fail::io(format!(
            "no input files (folders are searched for *.{})",
            EXTS.join(", *.")
        )));
    }
    let s = parallel::each(
        &files,
        |f| f.as_path(),
        |f| {
            let name = crate::io::shown(f);
            let (r, text, bytes) = match check(f, o) {
                Ok(checked) => checked,
                Err(u) => {
                    // Every file has its object in JSON, this one too.
                    if o.format == Format::Json {
                        let v = json_object(f, false, &[*u.finding]);
                        io::stdout_write((v + "\n").as_bytes()).map_err(Verdict::Stop)?;
                    }
                    return Err(Verdict::File(Fail::io(u.message)));
                }
            };
            let out = match o.format {
                Format::Json => json_object(f, r.valid(), &r.diagnostics) + "\n",
                // Many files: only the findings; valid files are counted.
                Format::Human if r.diagnostics.is_empty() => String::new(),
                Format::Human => human(&name, &r, text.as_deref()),
            };
            if !out.is_empty() {
                io::stdout_write(out.as_bytes()).map_err(Verdict::Stop)?;
            }
            Ok(Done {
                bytes,
                passed: r.valid(),
            })
        },
    );
    let s = s?;
    eprintln!(
        "validated {} files: {} valid, {} invalid, {} could not be read {}",
        s.files,
        s.passed,
        s.rejected,
        s.failed,
        s.rate()
    );
    Ok(s.code)
}
