//! Which file goes where, decided before any work: folders are walked
//! (keeping their relative paths under `--out-dir`), and collisions,
//! outputs that would replace an input, and outputs that exist already
//! (unless `--force`) are all reported at once, before anything is written.

use crate::io::{is_std, Fail};
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

/// One input and the file it gives.
#[derive(Debug, Clone)]
pub struct Job {
    /// The file read.
    pub input: PathBuf,
    /// The file written.
    pub output: PathBuf,
}

/// What a many-file run reads and writes.
pub struct Spec<'a> {
    /// Extensions of the files taken from folders.
    pub input_exts: &'a [&'a str],
    /// Extension of the outputs (`asm`, `o`).
    pub output_ext: &'a str,
    /// Folder for the outputs, else beside each input.
    pub out_dir: Option<&'a Path>,
    /// Replace outputs that exist already.
    pub force: bool,
}

/// The most problems listed one by one before "and N more".
const SHOWN: usize = 20;

/// Expands `inputs` (files and folders, folders walked recursively) to the
/// files to read, each with the folder it was found under (for its
/// relative path), in a stable order.
pub fn expand(inputs: &[PathBuf], exts: &[&str]) -> Result<Vec<(PathBuf, Option<PathBuf>)>, Fail> {
    let mut out = Vec::new();
    for p in inputs {
        if is_std(p) {
            return Err(Fail::io("'-' (standard input) takes a single input"));
        }
        if p.is_dir() {
            let mut found = Vec::new();
            walk(p, exts, &mut found)?;
            found.sort();
            out.extend(found.into_iter().map(|f| (f, Some(p.clone()))));
        } else if p.exists() {
            out.push((p.clone(), None));
        } else {
            return Err(Fail::io(format!(
                "{}: no such file or folder",
                crate::io::shown(p)
            )));
        }
    }
    Ok(out)
}

fn walk(dir: &Path, exts: &[&str], out: &mut Vec<PathBuf>) -> Result<(), Fail> {
    let rd =
        std::fs::read_dir(dir).map_err(|e| Fail::io(format!("{}: {e}", crate::io::shown(dir))))?;
    for e in rd {
        let e = e.map_err(|e| Fail::io(format!("{}: {e}", crate::io::shown(dir))))?;
        let path = e.path();
        // file_type() does not follow links: a linked folder is not walked
        // (no loops), a linked file is read.
        let ft = e
            .file_type()
            .map_err(|err| Fail::io(format!("{}: {err}", crate::io::shown(&path))))?;
        if ft.is_dir() {
            walk(&path, exts, out)?;
        } else if path
            .extension()
            .and_then(|x| x.to_str())
            .is_some_and(|x| exts.iter().any(|e| e.eq_ignore_ascii_case(x)))
            && path.is_file()
        {
            out.push(path);
        }
    }
    Ok(())
}

/// The output of one input: beside it, or under `out_dir` at its path
/// relative to the folder it was found in.
fn target(input: &Path, root: Option<&Path>, spec: &Spec) -> PathBuf {
    let Some(dir) = spec.out_dir else {
        return input.with_extension(spec.output_ext);
    };
    let rel = root
        .and_then(|r| input.strip_prefix(r).ok())
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from(input.file_name().unwrap_or_default()));
    dir.join(rel).with_extension(spec.output_ext)
}

/// A path made comparable: its folder resolved where it exists.
pub fn key(p: &Path) -> PathBuf {
    if let Ok(c) = p.canonicalize() {
        return c;
    }
    let name = p.file_name().map(PathBuf::from).unwrap_or_default();
    let parent = p.parent().filter(|d| !d.as_os_str().is_empty());
    let parent = parent.map_or_else(|| PathBuf::from("."), Path::to_path_buf);
    match parent.canonicalize() {
        Ok(c) => c.join(name),
        Err(_) => std::path::absolute(&parent).unwrap_or(parent).join(name),
    }
}

/// Plans a many-file run: every input with its output, or every problem at once.
pub fn plan(inputs: &[PathBuf], spec: &Spec) -> Result<Vec<Job>, Fail> {
    let files = expand(inputs, spec.input_exts)?;
    let jobs: Vec<Job> = files
        .iter()
        .map(|(f, root)| Job {
            input: f.clone(),
            output: target(f, root.as_deref(), spec),
        })
        .collect();
    let inputs: HashSet<PathBuf> = jobs.iter().map(|j| key(&j.input)).collect();
    let mut by_output: HashMap<PathBuf, Vec<&Path>> = HashMap::new();
    for j in &jobs {
        by_output.entry(key(&j.output)).or_default().push(&j.input);
    }
    let mut problems = Vec::new();
    let mut seen = HashSet::new();
    for j in &jobs {
        let k = key(&j.output);
        let from = &by_output[&k];
        if from.len() > 1 {
            if seen.insert(k.clone()) {
                let names: Vec<String> = from.iter().map(|p| crate::io::shown(p)).collect();
                problems.push(format!(
                    "{}: written by {} inputs ({})",
                    crate::io::shown(&j.output),
                    from.len(),
                    names.join(", ")
                ));
            }
        } else if inputs.contains(&k) {
            problems.push(format!(
                "{}: is also an input; it would be replaced",
                crate::io::shown(&j.output)
            ));
        } else if !spec.force && in_the_way(&j.output) {
            problems.push(format!(
                "{}: exists already (--force replaces it)",
                crate::io::shown(&j.output)
            ));
        }
    }
    refuse(&problems)?;
    Ok(jobs)
}

/// Whether writing `p` would replace a file (a device or pipe,
/// `/dev/null`, is written in place; a folder is an error of the write).
fn in_the_way(p: &Path) -> bool {
    std::fs::metadata(p).is_ok_and(|m| m.is_file())
}

/// Every problem found, at once (the first [`SHOWN`]), or none.
fn refuse(problems: &[String]) -> Result<(), Fail> {
    let n = problems.len();
    let mut msg = match problems {
        [] => return Ok(()),
        [one] => return Err(Fail::io(format!("nothing written: {one}"))),
        _ => format!("nothing written: {n} outputs in the way"),
    };
    for p in problems.iter().take(SHOWN) {
        msg.push_str("\n  ");
        msg.push_str(p);
    }
    if n > SHOWN {
        msg.push_str(&format!("\n  ... and {} more", n - SHOWN));
    }
    Err(Fail::io(msg))
}

/// Checks the files a single-input command will write, before any work:
/// each named by its flag (`-o`, `--png`, `--trace`). None may be one of
/// the `inputs` (whatever `force` says), no two may be the same file, and
/// none may exist already as a file unless `force`. Standard output (`-`)
/// and devices or pipes (`/dev/null`, a FIFO) are written in place and
/// always allowed.
pub fn check_outputs(inputs: &[&Path], outputs: &[(&str, &Path)], force: bool) -> Result<(), Fail> {
    let inputs: Vec<(PathBuf, &Path)> = inputs
        .iter()
        .filter(|p| !is_std(p))
        .map(|p| (key(p), *p))
        .collect();
    let mut problems = Vec::new();
    let mut seen: Vec<(PathBuf, &str)> = Vec::new();
    for &(flag, out) in outputs {
        if is_std(out) {
            continue;
        }
        let k = key(out);
        let shown = crate::io::shown(out);
        if let Some((_, input)) = inputs.iter().find(|(i, _)| *i == k) {
            problems.push(format!(
                "{shown} ({flag}): is the input {}; it would be replaced",
                crate::io::shown(input)
            ));
        } else if let Some((_, other)) = seen.iter().find(|(s, _)| *s == k) {
            problems.push(format!("{shown}: named by both {other} and {flag}"));
        } else if !force && in_the_way(out) {
            problems.push(format!(
                "{shown} ({flag}): exists already (--force replaces it)"
            ));
        }
        seen.push((k, flag));
    }
    refuse(&problems)
}
