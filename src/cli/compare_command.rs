//! `dxsm compare A B`: whether two shaders compute the same thing on the
//! same random inputs. Exit status: 0 equal, 1 they differ (the first
//! input that tells them apart is printed), 2 they cannot be compared
//! (usage, I/O, a shader that does not load, interfaces that differ).

use crate::io::{self, is_std, shown, Fail};
use dxsm::compare::{compare, Options, Verdict};
use std::path::Path;

/// What `dxsm compare` was asked.
pub struct Opts<'a> {
    /// The two shader files.
    pub a: &'a Path,
    /// The second.
    pub b: &'a Path,
    /// Random inputs, their first seed and the interpreter's limits.
    pub options: Options,
    /// Write the input that tells them apart here.
    pub save_input: Option<&'a Path>,
    /// Replace `--save-input` if it exists.
    pub force: bool,
}

/// Runs the command.
pub fn command(o: &Opts) -> Result<u8, Fail> {
    if is_std(o.a) && is_std(o.b) {
        return Err(Fail::io("the two shaders cannot both be standard input"));
    }
    if let Some(out) = o.save_input {
        if is_std(out) {
            return Err(Fail::io(
                "--save-input needs a file: standard output carries the report",
            ));
        }
        crate::plan::check_outputs(&[o.a, o.b], &[("--save-input", out)], o.force)?;
    }
    let loaded = |p: &Path| {
        crate::run_command::load(p)
            .map(|(s, _)| s)
            .map_err(|mut f| {
                f.code = 2;
                f
            })
    };
    let (a, b) = (loaded(o.a)?, loaded(o.b)?);
    let names = (shown(o.a), shown(o.b));
    match compare(&a, &b, &o.options) {
        Ok(Verdict::Equal { inputs, refused }) => {
            let also = match refused {
                0 => String::new(),
                n => format!(
                    " ({n} of them prove nothing: stopped alike, or undefined in the first)"
                ),
            };
            io::stdout_write(
                format!(
                    "equal: {} and {} on {inputs} random inputs (seeds {} to {}){also}\n",
                    names.0,
                    names.1,
                    o.options.seed,
                    o.options.seed + inputs.saturating_sub(1) as u64
                )
                .as_bytes(),
            )?;
            Ok(0)
        }
        Ok(Verdict::Differ {
            input,
            document,
            at,
            a,
            b,
            renamed,
        }) => {
            let seed = o.options.seed + input as u64;
            let mut text = format!("differ: input {input} (seed {seed}), at {at}\n");
            text += &format!("  {}: {}\n", names.0, dxsm::run::pretty(&a).trim_end());
            text += &format!("  {}: {}\n", names.1, dxsm::run::pretty(&b).trim_end());
            if !renamed.is_empty() {
                let pairs: Vec<String> = renamed
                    .iter()
                    .map(|(first, second)| format!("{first} as {second}"))
                    .collect();
                text += &format!(
                    "  (the second shader's registers of the same semantic: {}; the input and \
                     outputs are in the first's names)\n",
                    pairs.join(", ")
                );
            }
            match o.save_input {
                Some(path) => {
                    let doc = dxsm::run::pretty(&document);
                    io::write_atomic(path, doc.as_bytes()).map_err(Fail::io)?;
                    text += &format!("the input is in {}\n", shown(path));
                }
                None => text += &format!(
                    "the input: --save-input FILE writes it; `dxsm compare A B --seed {seed} --inputs 1` finds it again\n"
                ),
            }
            io::stdout_write(text.as_bytes())?;
            Ok(1)
        }
        Err(e) => Err(Fail::io(e.to_string())),
    }
}
