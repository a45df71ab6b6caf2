//! `dxsm dis` and `dxsm asm`: one input to a file or standard output, or
//! many inputs (files and folders) in parallel, each planned before any
//! work so that nothing the user had is replaced by surprise.

use crate::io::{self, is_std, shown, Fail, MAX_SHADER_BYTES};
use crate::parallel::{self, Done};
use crate::plan::{self, Job, Spec};
use std::path::{Path, PathBuf};

/// Where the output goes and what may be replaced.
pub struct Targets {
    /// Inputs as given.
    pub inputs: Vec<PathBuf>,
    /// `-o`.
    pub output: Option<PathBuf>,
    /// `--out-dir`.
    pub out_dir: Option<PathBuf>,
    /// `--force`.
    pub force: bool,
    /// Another file the command reads (`asm --base`), which no output may
    /// replace.
    pub also_read: Option<PathBuf>,
}

impl Targets {
    /// Single mode: one file (or `-`) and no `--out-dir`.
    fn single(&self) -> Option<&Path> {
        match self.inputs.as_slice() {
            [one] if self.out_dir.is_none() && (is_std(one) || !one.is_dir()) => Some(one),
            _ => None,
        }
    }
}

/// A conversion: bytes of one input to bytes of its output.
pub struct Conversion<'a> {
    /// Extensions taken from folders.
    pub input_exts: &'a [&'a str],
    /// Extension given to outputs.
    pub output_ext: &'a str,
    /// Default output of a single file input: standard output, or a file
    /// named after the input.
    pub single_to_stdout: bool,
    /// "disassembled", "assembled".
    pub verb: &'a str,
}

/// Runs a conversion over the targets. Returns the exit status.
pub fn convert(
    t: &Targets,
    c: &Conversion,
    job: impl Fn(&[u8]) -> Result<Vec<u8>, String> + Sync,
) -> Result<u8, Fail> {
    if let Some(input) = t.single() {
        let out = match &t.output {
            Some(o) => o.clone(),
            None if c.single_to_stdout || is_std(input) => PathBuf::from("-"),
            None => input.with_extension(c.output_ext),
        };
        let mut reads = vec![input];
        reads.extend(t.also_read.as_deref());
        let flag = if t.output.is_some() { "-o" } else { "output" };
        plan::check_outputs(&reads, &[(flag, &out)], t.force)?;
        let data = io::read_capped(input, MAX_SHADER_BYTES).map_err(Fail::io)?;
        let result = job(&data).map_err(|e| Fail::input(io::located(&shown(input), &e)))?;
        io::write_to(&out, &result)?;
        if !is_std(&out) && !c.single_to_stdout {
            eprintln!("wrote {}", crate::io::shown(&out));
        }
        return Ok(0);
    }
    if t.output.is_some() {
        return Err(Fail::io("-o takes one input file; use --out-dir for many"));
    }
    let jobs = plan::plan(
        &t.inputs,
        &Spec {
            input_exts: c.input_exts,
            output_ext: c.output_ext,
            out_dir: t.out_dir.as_deref(),
            force: t.force,
        },
    )?;
    if jobs.is_empty() {
        return Err(Fail::io(format!(
            "no input files (folders are searched for *.{})",
            c.input_exts.join(", *.")
        )));
    }
    let s = parallel::each(
        &jobs,
        |j: &Job| &j.input,
        |j| {
            let data = io::read_capped(&j.input, MAX_SHADER_BYTES).map_err(Fail::io)?;
            let result = job(&data).map_err(Fail::input)?;
            if let Some(dir) = j.output.parent().filter(|d| !d.as_os_str().is_empty()) {
                std::fs::create_dir_all(dir)
                    .map_err(|e| Fail::io(format!("{}: {e}", crate::io::shown(dir))))?;
            }
            io::write_atomic(&j.output, &result).map_err(Fail::io)?;
            Ok(Done {
                bytes: data.len() as u64,
                passed: true,
            })
        },
    )?;
    eprintln!(
        "{} {} of {} files ({} failed) {}",
        c.verb,
        s.passed,
        s.files,
        s.failed,
        s.rate()
    );
    Ok(s.code)
}
