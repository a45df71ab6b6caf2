//! Reading inputs and writing outputs without losing anything: inputs are
//! capped in size, text may be UTF-8 (with or without BOM) or UTF-16,
//! files are written through a temporary file and a rename, and a failed
//! write to standard output is an error (a closed pipe ends quietly).

use std::io::{Read, Write};
use std::path::Path;

/// The largest shader file (binary or text) read: no shader comes near it,
/// and it stops `dxsm dis /dev/zero` from reading until memory runs out.
pub const MAX_SHADER_BYTES: u64 = dxsm::limits::MAX_SHADER_BYTES;
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

/// How a file is shown in messages: `<stdin>` for `-`; control
/// characters (a name may hold an escape sequence or a line break) and
/// bytes that are not UTF-8 escaped as `\n`, `\x1b`, `\xff`, so that no
/// name reaches the terminal raw and no two names look the same.
pub fn shown(p: &Path) -> String {
    if is_std(p) {
        return "<stdin>".into();
    }
    let mut out = String::new();
    for chunk in path_bytes(p).utf8_chunks() {
        for c in chunk.valid().chars() {
            match c {
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                c if c.is_control() => out.push_str(&format!("\\x{:02x}", c as u32)),
                c => out.push(c),
            }
        }
        for b in chunk.invalid() {
            out.push_str(&format!("\\x{b:02x}"));
        }
    }
    out
}

/// A path's bytes (on Unix, exactly; elsewhere as UTF-8, lossily).
#[cfg(unix)]
pub fn path_bytes(p: &Path) -> std::borrow::Cow<'_, [u8]> {
    use std::os::unix::ffi::OsStrExt;
    std::borrow::Cow::Borrowed(p.as_os_str().as_bytes())
}

/// A path's bytes (on Unix, exactly; elsewhere as UTF-8, lossily).
#[cfg(not(unix))]
pub fn path_bytes(p: &Path) -> std::borrow::Cow<'_, [u8]> {
    match p.to_string_lossy() {
        std::borrow::Cow::Borrowed(s) => std::borrow::Cow::Borrowed(s.as_bytes()),
        std::borrow::Cow::Owned(s) => std::borrow::Cow::Owned(s.into_bytes()),
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
            return Err(format!("{}: is a folder", shown(p)));
        }
        std::fs::File::open(p).and_then(|f| f.take(cap + 1).read_to_end(&mut data))
    };
    r.map_err(|e| format!("{}: {e}", shown(p)))?;
    if data.len() as u64 > cap {
        return Err(format!(
            "{}: larger than {} MiB, the most this command reads (is it the right file?)",
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

/// [`decode_text`] taking the bytes: UTF-8 without a BOM becomes the text
/// in place, without a copy (a 256 MiB input is not held twice).
pub fn text_of(data: Vec<u8>) -> Result<String, String> {
    if matches!(
        data.as_slice(),
        [0xef, 0xbb, 0xbf, ..] | [0xff, 0xfe, ..] | [0xfe, 0xff, ..]
    ) {
        return decode_text(&data);
    }
    String::from_utf8(data).map_err(|e| {
        format!(
            "not UTF-8 text: bad byte at offset {}",
            e.utf8_error().valid_up_to()
        )
    })
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
    let shown = shown(path);
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
    // file, and a sync per file would cost many-file runs most of their time.
    tmp.file()
        .write_all(data)
        .map_err(|e| format!("{shown}: {e}"))?;
    tmp.persist(&target).map_err(|e| format!("{shown}: {e}"))
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
        Ok(m) if m.is_dir() => Err(format!("{}: is a folder", shown(path))),
        Ok(m) if !m.is_file() => Ok(Dest::Special(path.to_path_buf())),
        // Through a symbolic link: the file it names is replaced, not the
        // link.
        Ok(_) => Ok(Dest::File(
            std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf()),
        )),
        Err(_) => Ok(Dest::File(path.to_path_buf())),
    }
}

/// The temporary files that exist now, removed by [`remove_temporaries`]
/// when the command is interrupted (a temporary file is otherwise removed
/// when it is dropped, which an interrupted process never does).
static TEMPORARIES: std::sync::Mutex<Vec<std::path::PathBuf>> = std::sync::Mutex::new(Vec::new());

fn temporaries() -> std::sync::MutexGuard<'static, Vec<std::path::PathBuf>> {
    TEMPORARIES.lock().unwrap_or_else(|e| e.into_inner())
}

/// Ends an interrupted command (Ctrl-C, SIGTERM): every temporary file
/// that exists now is removed, and the process exits with 130 as a shell
/// reports an interrupted command. The registry stays held until the
/// exit, so no thread makes another temporary file meanwhile.
pub fn interrupted() -> ! {
    let mut t = temporaries();
    for p in t.drain(..) {
        let _ = std::fs::remove_file(p);
    }
    std::process::exit(130)
}

/// A temporary file beside the file it will replace ([`temp_beside`]):
/// renamed over it by [`Temp::persist`], removed if dropped or if the
/// command is interrupted.
pub struct Temp {
    file: Option<tempfile::NamedTempFile>,
    /// The owner and group of the file it replaces, given to it on
    /// persisting.
    owner: Option<(u32, u32)>,
}

impl Temp {
    /// The open file, to write to.
    pub fn file(&mut self) -> &mut std::fs::File {
        self.file
            .as_mut()
            .expect("a temporary file until persisted")
            .as_file_mut()
    }

    /// A second handle on the file (for a writer that owns its file).
    pub fn reopen(&self) -> std::io::Result<std::fs::File> {
        self.file
            .as_ref()
            .expect("a temporary file until persisted")
            .reopen()
    }

    /// Renames the file over `target`; the replaced file's owner and group
    /// are kept where the process may set them (a file replaced by root
    /// stays its owner's).
    pub fn persist(mut self, target: &Path) -> Result<(), std::io::Error> {
        let file = self.file.take().expect("a temporary file until persisted");
        let path = file.path().to_path_buf();
        if let Some((uid, gid)) = self.owner {
            set_owner(&path, uid, gid);
        }
        let done = file.persist(target).map(|_| ()).map_err(|e| {
            // Dropping the file the error holds removes it.
            e.error
        });
        unregister(&path);
        done
    }
}

impl Drop for Temp {
    fn drop(&mut self) {
        if let Some(f) = self.file.take() {
            let path = f.path().to_path_buf();
            drop(f);
            unregister(&path);
        }
    }
}

fn unregister(path: &Path) {
    let mut t = temporaries();
    if let Some(i) = t.iter().position(|p| p == path) {
        t.swap_remove(i);
    }
}

#[cfg(unix)]
fn owner_of(m: &std::fs::Metadata) -> Option<(u32, u32)> {
    use std::os::unix::fs::MetadataExt;
    Some((m.uid(), m.gid()))
}

#[cfg(not(unix))]
fn owner_of(_: &std::fs::Metadata) -> Option<(u32, u32)> {
    None
}

#[cfg(unix)]
fn set_owner(path: &Path, uid: u32, gid: u32) {
    // Only a privileged process can give a file away; anyone else's new
    // file is theirs already, and a failure changes nothing.
    let _ = std::os::unix::fs::chown(path, Some(uid), Some(gid));
}

#[cfg(not(unix))]
fn set_owner(_: &Path, _: u32, _: u32) {}

/// A temporary file in `path`'s folder, to be renamed to `path` when it
/// is complete (removed if it never is, or if the command is
/// interrupted).
pub fn temp_beside(path: &Path) -> Result<Temp, String> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let existing = std::fs::metadata(path).ok();
    let mut b = tempfile::Builder::new();
    b.prefix(".dxsm-").suffix(".tmp");
    // A new file gets what any new file gets (rw for all, less the umask,
    // applied at creation); a temporary file is otherwise owner-only.
    if existing.is_none() {
        if let Some(p) = new_file_permissions() {
            b.permissions(p);
        }
    }
    // Registered while the registry is held, so that an interruption
    // between creating and registering cannot leave the file behind.
    let mut registry = temporaries();
    let tmp = b.tempfile_in(dir).map_err(|e| {
        format!(
            "{}: cannot create a temporary file in {}: {e}",
            shown(path),
            shown(dir)
        )
    })?;
    registry.push(tmp.path().to_path_buf());
    drop(registry);
    let tmp = Temp {
        file: Some(tmp),
        owner: existing.as_ref().and_then(owner_of),
    };
    // The file that replaces `path` keeps its permissions.
    if let Some(m) = existing {
        tmp.file
            .as_ref()
            .expect("just made")
            .as_file()
            .set_permissions(m.permissions())
            .map_err(|e| format!("{}: {e}", shown(path)))?;
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

/// Writes what `write` writes, as it writes it, to a file (through a
/// temporary file renamed at the end, as [`write_atomic`]) or, for `-`,
/// to standard output: for output too large to hold whole.
pub fn write_streamed(
    path: &Path,
    write: &dyn Fn(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), Fail> {
    if is_std(path) {
        let mut out = std::io::BufWriter::new(std::io::stdout().lock());
        return write(&mut out)
            .and_then(|_| out.flush())
            .map_err(write_failed);
    }
    let shown = shown(path);
    let failed = |e: std::io::Error| Fail::io(format!("{shown}: {e}"));
    match dest(path).map_err(Fail::io)? {
        Dest::Special(p) => {
            let f = std::fs::OpenOptions::new()
                .write(true)
                .open(&p)
                .map_err(failed)?;
            let mut out = std::io::BufWriter::new(f);
            write(&mut out).and_then(|_| out.flush()).map_err(failed)
        }
        Dest::File(target) => {
            let mut tmp = temp_beside(&target).map_err(Fail::io)?;
            {
                let mut out = std::io::BufWriter::new(tmp.file());
                write(&mut out).and_then(|_| out.flush()).map_err(failed)?;
            }
            tmp.persist(&target)
                .map_err(|e| Fail::io(format!("{shown}: {e}")))
        }
    }
}

/// How one file of a many-file run went wrong.
#[derive(Debug)]
pub enum Verdict {
    /// This file failed; the other files go on.
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
