//! Reading inputs and writing outputs without losing anything: inputs are
//! capped in size, text may be UTF-8 (with or without BOM) or UTF-16,
//! files are written through a temporary file and a rename, and a failed
//! write to standard output is an error (a closed pipe ends quietly).

use std::io::{Read, Write};
use std::path::Path;

/// The largest shader file (binary or text) read: no shader comes near it,
/// and it stops `dxsm dis /dev/zero` from reading until memory runs out.
pub const MAX_SHADER_BYTES: u64 = 64 << 20;
/// The largest `dxsm run` input JSON (textures and buffers included).
pub const MAX_JSON_BYTES: u64 = 256 << 20;

/// How a command ends: a message and an exit status.
#[derive(Debug)]
pub struct Fail {
    /// Exit status (1 invalid / cannot run, 2 usage or I/O).
    pub code: u8,
    /// What went wrong; empty for a quiet end (a closed pipe).
    pub message: String,
}

impl Fail {
    /// A usage or I/O error (exit 2).
    pub fn io(message: impl Into<String>) -> Self {
        Fail {
            code: 2,
            message: message.into(),
        }
    }
    /// The input is bad or cannot run (exit 1).
    pub fn input(message: impl Into<String>) -> Self {
        Fail {
            code: 1,
            message: message.into(),
        }
    }
}

/// Whether a path argument means standard input or output.
pub fn is_std(p: &Path) -> bool {
    p.as_os_str() == "-"
}

/// How an input is shown in messages.
pub fn shown(p: &Path) -> String {
    if is_std(p) {
        "<stdin>".into()
    } else {
        p.display().to_string()
    }
}

/// Reads a file (or standard input for `-`), refusing more than `cap`
/// bytes with a clear error instead of reading on.
pub fn read_capped(p: &Path, cap: u64) -> Result<Vec<u8>, String> {
    let mut data = Vec::new();
    let r = if is_std(p) {
        std::io::stdin().lock().take(cap + 1).read_to_end(&mut data)
    } else {
        if p.is_dir() {
            return Err(format!("{}: is a folder", p.display()));
        }
        std::fs::File::open(p).and_then(|f| f.take(cap + 1).read_to_end(&mut data))
    };
    r.map_err(|e| format!("{}: {e}", shown(p)))?;
    if data.len() as u64 > cap {
        return Err(format!(
            "{}: larger than {} MiB; no shader is that large (is it the right file?)",
            shown(p),
            cap >> 20
        ));
    }
    Ok(data)
}

/// Text of a source file: UTF-8 (a BOM is dropped) or UTF-16 with a BOM
/// (as Windows editors save it). Anything else is an error naming the
/// first bad byte.
pub fn decode_text(data: &[u8]) -> Result<String, String> {
    if let Some(rest) = data.strip_prefix(&[0xef, 0xbb, 0xbf]) {
        return decode_utf8(rest, 3);
    }
    let utf16 = |le: bool| -> Result<String, String> {
        let body = &data[2..];
        if !body.len().is_multiple_of(2) {
            return Err("UTF-16 text with an odd number of bytes".into());
        }
        let units = body.chunks_exact(2).map(|c| {
            if le {
                u16::from_le_bytes([c[0], c[1]])
            } else {
                u16::from_be_bytes([c[0], c[1]])
            }
        });
        char::decode_utf16(units)
            .enumerate()
            .map(|(i, c)| c.map_err(|_| format!("bad UTF-16 at byte offset {}", 2 + 2 * i)))
            .collect()
    };
    match data {
        [0xff, 0xfe, ..] => utf16(true),
        [0xfe, 0xff, ..] => utf16(false),
        _ => decode_utf8(data, 0),
    }
}

fn decode_utf8(data: &[u8], base: usize) -> Result<String, String> {
    std::str::from_utf8(data).map(str::to_owned).map_err(|e| {
        format!(
            "not UTF-8 text: bad byte at offset {}",
            base + e.valid_up_to()
        )
    })
}

/// Whether bytes look like text rather than a binary shader: a BOM, or
/// valid UTF-8 that is not a DXBC container.
pub fn looks_like_text(data: &[u8]) -> bool {
    matches!(
        data,
        [0xef, 0xbb, 0xbf, ..] | [0xff, 0xfe, ..] | [0xfe, 0xff, ..]
    ) || (!dxsm::dxbc::is_dxbc(data) && std::str::from_utf8(data).is_ok())
}

/// Writes `data` to `path` atomically: a temporary file in the same
/// folder, then renamed over the target, so that a failed write (a full
/// disk) leaves the previous file as it was and no partial one.
pub fn write_atomic(path: &Path, data: &[u8]) -> Result<(), String> {
    let shown = path.display();
    let target = match dest(path)? {
        Dest::Special(p) => {
            return std::fs::OpenOptions::new()
                .write(true)
                .open(&p)
                .and_then(|mut f| f.write_all(data).and_then(|_| f.flush()))
                .map_err(|e| format!("{shown}: {e}"));
        }
        Dest::File(p) => p,
    };
    let mut tmp = temp_beside(&target)?;
    // No fsync: the rename already means no reader ever sees a partial
    // file, and a sync per file would cost batches most of their time.
    tmp.write_all(data).map_err(|e| format!("{shown}: {e}"))?;
    tmp.persist(&target)
        .map_err(|e| format!("{shown}: {}", e.error))?;
    Ok(())
}

/// Where a write to a path goes.
pub enum Dest {
    /// A regular file, new or existing (a symbolic link's target): written
    /// beside it and renamed over it.
    File(std::path::PathBuf),
    /// A device, pipe or socket (`/dev/null`, a FIFO): written in place.
    /// Renaming over it would replace the node itself (`/dev/full` turned
    /// into a plain file).
    Special(std::path::PathBuf),
}

/// Where a write to `path` goes; a folder is an error.
pub fn dest(path: &Path) -> Result<Dest, String> {
    match std::fs::metadata(path) {
        Ok(m) if m.is_dir() => Err(format!("{}: is a folder", path.display())),
        Ok(m) if !m.is_file() => Ok(Dest::Special(path.to_path_buf())),
        // Through a symbolic link: the file it names is replaced, not the
        // link.
        Ok(_) => Ok(Dest::File(
            std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf()),
        )),
        Err(_) => Ok(Dest::File(path.to_path_buf())),
    }
}

/// A temporary file in `path`'s folder, to be renamed to `path` when it
/// is complete (removed if it never is).
pub fn temp_beside(path: &Path) -> Result<tempfile::NamedTempFile, String> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let existing = std::fs::metadata(path).ok().map(|m| m.permissions());
    let mut b = tempfile::Builder::new();
    b.prefix(".dxsm-").suffix(".tmp");
    // A new file gets what any new file gets (rw for all, less the umask,
    // applied at creation); a temporary file is otherwise owner-only.
    if existing.is_none() {
        if let Some(p) = new_file_permissions() {
            b.permissions(p);
        }
    }
    let tmp = b.tempfile_in(dir).map_err(|e| {
        format!(
            "{}: cannot create a temporary file in {}: {e}",
            path.display(),
            dir.display()
        )
    })?;
    // The file that replaces `path` keeps its permissions.
    if let Some(p) = existing {
        tmp.as_file()
            .set_permissions(p)
            .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(tmp)
}

#[cfg(unix)]
fn new_file_permissions() -> Option<std::fs::Permissions> {
    use std::os::unix::fs::PermissionsExt;
    Some(std::fs::Permissions::from_mode(0o666))
}

#[cfg(not(unix))]
fn new_file_permissions() -> Option<std::fs::Permissions> {
    None
}

/// Exit status of a command whose standard output was closed (`| head`):
/// 128 + SIGPIPE, as for a process that the closed pipe ended, so that no
/// script takes a cut-short run for a whole one.
pub const CLOSED_PIPE: u8 = 141;

/// Writes to standard output. A closed pipe ends the command quietly
/// ([`CLOSED_PIPE`]); any other error is exit 2 with a message.
pub fn stdout_write(data: &[u8]) -> Result<(), Fail> {
    let mut out = std::io::stdout().lock();
    out.write_all(data)
        .and_then(|_| out.flush())
        .map_err(write_failed)
}

/// A failed write to standard output: quiet for a closed pipe
/// ([`CLOSED_PIPE`]), exit 2 with a message otherwise.
pub fn write_failed(e: std::io::Error) -> Fail {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        Fail {
            code: CLOSED_PIPE,
            message: String::new(),
        }
    } else {
        Fail::io(format!("standard output: {e}"))
    }
}

/// Writes to a file (atomically) or, for `-`, to standard output.
pub fn write_to(path: &Path, data: &[u8]) -> Result<(), Fail> {
    if is_std(path) {
        stdout_write(data)
    } else {
        write_atomic(path, data).map_err(Fail::io)
    }
}

/// How one file of a batch went wrong.
#[derive(Debug)]
pub enum Verdict {
    /// This file failed; the batch goes on.
    File(Fail),
    /// Nothing more can be done (standard output is gone).
    Stop(Fail),
}

impl From<Fail> for Verdict {
    fn from(f: Fail) -> Self {
        Verdict::File(f)
    }
}

/// `FILE:LINE:COL: message` for text errors (which start with their line),
/// `FILE: message` for the rest.
pub fn located(file: &str, msg: &str) -> String {
    if msg.starts_with(|c: char| c.is_ascii_digit()) {
        format!("{file}:{msg}")
    } else {
        format!("{file}: {msg}")
    }
}
