//! `dxsm run`: a shader on JSON input, the JSON output on standard output,
//! and optionally a picture. Exit status: 0 ran, 1 the shader or input is
//! bad or cannot run, 2 usage or I/O.

use crate::io::{self, is_std, shown, Fail, MAX_JSON_BYTES, MAX_SHADER_BYTES};
use std::path::Path;

/// What `dxsm run` was asked.
pub struct Opts<'a> {
    /// The shader file, or `-`.
    pub shader: &'a Path,
    /// The input JSON, or `-`.
    pub input: Option<&'a Path>,
    /// A domain shader to pair with the shader (a hull shader).
    pub domain: Option<&'a Path>,
    /// Print a starting input instead of running.
    pub template: bool,
    /// Draw the run into this PNG.
    pub png: Option<&'a Path>,
    /// Steps allowed per invocation.
    pub max_steps: u64,
    /// Steps allowed for all invocations together.
    pub max_total_steps: u64,
    /// Write the trace here.
    pub trace: Option<&'a Path>,
    /// `--trace-select` values.
    pub trace_select: &'a [String],
    /// Replace existing `--png` and `--trace` files.
    pub force: bool,
}

/// Reads a shader file: text as an editor saved it (BOM, UTF-16),
/// binaries as they are.
pub(crate) fn load(path: &Path) -> Result<(dxsm::run::Shader, Vec<Option<u32>>), Fail> {
    let data = io::read_capped(path, MAX_SHADER_BYTES).map_err(Fail::io)?;
    let data = if io::looks_like_text(&data) {
        io::text_of(data)
            .map_err(|e| Fail::input(format!("{}: {e}", shown(path))))?
            .into_bytes()
    } else {
        data
    };
    dxsm::run::load_with_lines(&data)
        .map_err(|e| Fail::input(io::located(&shown(path), &e.to_string())))
}

/// Runs the command.
pub fn command(o: &Opts) -> Result<u8, Fail> {
    if o.input.is_some_and(is_std) && is_std(o.shader) {
        return Err(Fail::io(
            "the shader and the input cannot both be standard input",
        ));
    }
    for (flag, out) in [("--png", o.png), ("--trace", o.trace)] {
        if out.is_some_and(is_std) {
            return Err(Fail::io(format!(
                "{flag} needs a file: standard output carries the JSON"
            )));
        }
    }
    let select = dxsm::run::trace::Selection::parse(o.trace_select).map_err(Fail::io)?;
    // Every file written is checked before any work: never an input,
    // never one file twice, never an existing file without --force.
    let reads: Vec<&Path> = [Some(o.shader), o.input, o.domain]
        .into_iter()
        .flatten()
        .collect();
    let writes: Vec<(&str, &Path)> = [("--png", o.png), ("--trace", o.trace)]
        .into_iter()
        .filter_map(|(f, p)| Some((f, p?)))
        .collect();
    crate::plan::check_outputs(&reads, &writes, o.force)?;
    // With the source lines for the trace (a pair's stages are numbered
    // apart: none).
    let (mut loaded, mut source) = load(o.shader)?;
    if let Some(d) = o.domain {
        if is_std(d) && (is_std(o.shader) || o.input.is_some_and(is_std)) {
            return Err(Fail::io("only one of the files can be standard input"));
        }
        loaded = dxsm::run::pair(loaded, load(d)?.0).map_err(|e| Fail::input(e.to_string()))?;
        source.clear();
    }
    if let Some(k) = select.foreign_kind(dxsm::run::trace_kinds(&loaded)) {
        return Err(Fail::io(format!(
            "--trace-select {k}=...: this shader's invocations are numbered by {}",
            dxsm::run::trace_kinds(&loaded).join(", ")
        )));
    }
    if o.template {
        let t = dxsm::run::template(&loaded).map_err(|e| Fail::input(e.to_string()))?;
        io::stdout_write((dxsm::run::pretty(&t) + "\n").as_bytes())?;
        return Ok(0);
    }
    let Some(input) = o.input else {
        return Err(Fail::io("--input is required (or --template)"));
    };
    let bytes = io::read_capped(input, MAX_JSON_BYTES).map_err(Fail::io)?;
    let text = io::text_of(bytes).map_err(|e| Fail::input(format!("{}: {e}", shown(input))))?;
    // The long lists are read compactly, straight from the text.
    let value = dxsm::run::Doc::from_text(&text)
        .map_err(|e| Fail::input(format!("{}: {e}", shown(input))))?;
    drop(text);
    // The output is written while the run goes (memory does not grow with
    // the number of vertices or pixels); the picture sees it on the way.
    let mut picture = match o.png {
        Some(_) => Some(dxsm::run::Picture::new(&loaded).map_err(|e| Fail::input(e.to_string()))?),
        None => None,
    };
    // The trace goes to a temporary file beside its name, renamed once the
    // run has ended well (a failed run leaves no partial trace).
    let trace_file = match o.trace {
        Some(t) => match io::dest(t).map_err(Fail::io)? {
            io::Dest::Special(p) => {
                let f = std::fs::OpenOptions::new()
                    .write(true)
                    .open(&p)
                    .map_err(|e| Fail::io(format!("{}: {e}", crate::io::shown(t))))?;
                dxsm::run::trace::start(Box::new(std::io::BufWriter::new(f)), select);
                dxsm::run::trace::set_source_lines(std::mem::take(&mut source));
                Some((t, None))
            }
            io::Dest::File(p) => {
                let tmp = io::temp_beside(&p).map_err(Fail::io)?;
                let f = tmp
                    .reopen()
                    .map_err(|e| Fail::io(format!("{}: {e}", crate::io::shown(t))))?;
                dxsm::run::trace::start(Box::new(std::io::BufWriter::new(f)), select);
                dxsm::run::trace::set_source_lines(std::mem::take(&mut source));
                Some((t, Some((p, tmp))))
            }
        },
        None => None,
    };
    let stdout = std::io::stdout();
    let mut w = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let tap = picture.as_mut().map(|p| p as &mut dyn dxsm::run::Tap);
    let ran = dxsm::run::run_to(&loaded, value, o.max_steps, o.max_total_steps, &mut w, tap)
        .map_err(|e| match e {
            dxsm::run::RunToError::Run(e) => Fail::input(e.to_string()),
            dxsm::run::RunToError::Write(e) => io::write_failed(e),
        });
    let traced = dxsm::run::trace::stop();
    ran?;
    drop(w);
    if let Some((path, file)) = trace_file {
        let lines = traced.map_err(|e| Fail::io(format!("{}: {e}", crate::io::shown(path))))?;
        if let Some((target, tmp)) = file {
            tmp.persist(&target)
                .map_err(|e| Fail::io(format!("{}: {e}", crate::io::shown(path))))?;
        }
        eprintln!("wrote {} ({lines} lines)", crate::io::shown(path));
    }
    if let (Some(path), Some(picture)) = (o.png, picture) {
        let bytes = picture.png().map_err(|e| Fail::input(e.to_string()))?;
        io::write_to(path, &bytes)?;
        if !is_std(path) {
            eprintln!("wrote {}", crate::io::shown(path));
        }
    }
    Ok(0)
}
