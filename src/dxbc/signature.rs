//! Signature chunks (ISGN, OSGN, OSG5, PCSG, ISG1, OSG1, PSG1): the
//! elements a shader stage reads or writes, both directions.
//!
//! Contract:
//! * [`read`] decodes a chunk into a [`Signature`] holding the fields
//!   exactly as the chunk stores them; every bad count, offset or string
//!   is an error with an absolute byte offset, never a panic.
//! * [`write()`] lays the chunk out as Microsoft's compiler does: a count,
//!   the constant 8, the element records, then the names (each stored
//!   once, in order of first use), padded with `0xab` to 4 bytes.
//! * [`print()`] writes the `// Input signature:`-style comment block of
//!   `D3DDisassemble`; [`parse`] reads such a block back.
//!
//! The listing shows everything the chunk holds except the chunk's code
//! (which the caller knows from the shader model) and, for outputs whose
//! "Used" column reads `YES`/`NO`, the exact never-written mask.

use crate::columns;
use crate::error::bail;
use crate::error::{BinError, TextError};
use std::borrow::Cow;
use std::fmt::Write as _;

/// Which record layout a signature chunk uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// ISGN, OSGN, PCSG: 24-byte records.
    Basic,
    /// OSG5: 28-byte records with a leading stream index.
    Stream,
    /// ISG1, OSG1, PSG1: 32-byte records with stream and min precision.
    Full,
}

impl Layout {
    /// The layout of a chunk code, if it is a signature chunk.
    pub fn of(fourcc: &[u8; 4]) -> Option<Layout> {
        match fourcc {
            b"ISGN" | b"OSGN" | b"PCSG" => Some(Layout::Basic),
            b"OSG5" => Some(Layout::Stream),
            b"ISG1" | b"OSG1" | b"PSG1" => Some(Layout::Full),
            _ => None,
        }
    }
    fn record_size(self) -> usize {
        match self {
            Layout::Basic => 24,
            Layout::Stream => 28,
            Layout::Full => 32,
        }
    }
}

/// One element of a signature, as the chunk holds it.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Element {
    /// Geometry-shader output stream (OSG5, *SG1 only).
    pub stream: u32,
    /// Semantic name.
    pub name: String,
    /// Semantic index.
    pub index: u32,
    /// System value (D3D_NAME; 0 for SV_Target, SV_Depth, SV_Coverage).
    pub system_value: u32,
    /// Component type: 1 uint, 2 int, 3 float.
    pub component_type: u32,
    /// Register, or `u32::MAX` for oDepth, oMask, primID and the like.
    pub register: u32,
    /// Components present.
    pub mask: u8,
    /// Inputs: components read. Outputs: components never written.
    pub rw_mask: u8,
    /// Minimum precision (*SG1 only): 0 none, 1 min16f, 2 min2_8f,
    /// 4 min16i, 5 min16u.
    pub min_precision: u32,
}

/// A decoded signature chunk.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signature {
    /// The record layout of the chunk.
    pub layout: Layout,
    /// Elements in chunk order.
    pub elements: Vec<Element>,
}

pub(crate) fn u32_at(data: &[u8], off: usize, base: usize) -> Result<u32, BinError> {
    match off.checked_add(4).and_then(|e| data.get(off..e)) {
        Some(b) => Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]])),
        None => bail!(
            base + off.min(data.len()),
            "unexpected end of chunk (need 4 bytes, chunk has {})",
            data.len()
        ),
    }
}

/// Reads a NUL-terminated string at `off` of `data`.
pub(crate) fn str_at(data: &[u8], off: usize, base: usize) -> Result<String, BinError> {
    let Some(rest) = data.get(off..) else {
        bail!(
            base + off.min(data.len()),
            "string offset 0x{off:x} is outside the chunk ({} bytes)",
            data.len()
        );
    };
    let Some(end) = memchr::memchr(0, rest) else {
        bail!(
            base + off,
            "string at chunk offset 0x{off:x} has no terminating NUL"
        );
    };
    // Names are ASCII nearly always: checked whole, then copied, without
    // the lossy reader's chunking.
    let bytes = &rest[..end];
    Ok(match std::str::from_utf8(bytes) {
        Ok(s) => s.to_owned(),
        Err(_) => String::from_utf8_lossy(bytes).into_owned(),
    })
}

/// Reads a signature chunk. `base_offset` is the absolute offset of
/// `data` in the file, used in error messages.
pub fn read(fourcc: &[u8; 4], data: &[u8], base_offset: usize) -> Result<Signature, BinError> {
    let Some(layout) = Layout::of(fourcc) else {
        bail!(
            base_offset,
            "'{}' is not a signature chunk",
            String::from_utf8_lossy(fourcc)
        );
    };
    let count = u32_at(data, 0, base_offset)? as usize;
    let start = u32_at(data, 4, base_offset)? as usize;
    let rs = layout.record_size();
    if start > data.len() || count > (data.len() - start) / rs {
        bail!(
            base_offset,
            "{count} signature elements at 0x{start:x} do not fit in the chunk ({} bytes)",
            data.len()
        );
    }
    let mut elements = Vec::with_capacity(count);
    for i in 0..count {
        let mut at = start + i * rs;
        let mut e = Element::default();
        if layout != Layout::Basic {
            e.stream = u32_at(data, at, base_offset)?;
            at += 4;
        }
        let name_off = u32_at(data, at, base_offset)? as usize;
        e.name = str_at(data, name_off, base_offset)?;
        e.index = u32_at(data, at + 4, base_offset)?;
        e.system_value = u32_at(data, at + 8, base_offset)?;
        e.component_type = u32_at(data, at + 12, base_offset)?;
        e.register = u32_at(data, at + 16, base_offset)?;
        let m = u32_at(data, at + 20, base_offset)?;
        e.mask = m as u8;
        e.rw_mask = (m >> 8) as u8;
        if m >> 16 != 0 {
            bail!(
                base_offset + at + 22,
                "signature element {i} has non-zero padding bytes"
            );
        }
        if layout == Layout::Full {
            e.min_precision = u32_at(data, at + 24, base_offset)?;
        }
        elements.push(e);
    }
    Ok(Signature { layout, elements })
}

/// Appends `s` NUL-terminated to `pool`, reusing an earlier equal string;
/// returns its offset. `seen` holds each string's offset and length in
/// `out`, compared there (no copy of each name kept apart).
pub(crate) fn intern(out: &mut Vec<u8>, seen: &mut Vec<(u32, u32)>, s: &str) -> u32 {
    let b = s.as_bytes();
    let found = seen.iter().find(|&&(o, n)| {
        n as usize == b.len() && out.get(o as usize..o as usize + b.len()) == Some(b)
    });
    if let Some(&(o, _)) = found {
        return o;
    }
    let o = out.len() as u32;
    out.extend_from_slice(b);
    out.push(0);
    seen.push((o, b.len() as u32));
    o
}

/// Pads `out` with `0xab` to a multiple of 4 bytes.
pub(crate) fn align4(out: &mut Vec<u8>) {
    while !out.len().is_multiple_of(4) {
        out.push(0xab);
    }
}

/// Writes the chunk bytes (without the 8-byte chunk header).
pub fn write(sig: &Signature) -> Vec<u8> {
    let rs = sig.layout.record_size();
    let n = sig.elements.len();
    let mut strings = Vec::new();
    let mut seen = Vec::new();
    let table = 8 + n * rs;
    let mut name_offs = Vec::with_capacity(n);
    for e in &sig.elements {
        let o = intern(&mut strings, &mut seen, &e.name);
        name_offs.push(table as u32 + o);
    }
    let mut out = Vec::with_capacity(table + strings.len() + 4);
    let put = |out: &mut Vec<u8>, v: u32| out.extend_from_slice(&v.to_le_bytes());
    put(&mut out, n as u32);
    put(&mut out, 8);
    for (e, no) in sig.elements.iter().zip(name_offs) {
        if sig.layout != Layout::Basic {
            put(&mut out, e.stream);
        }
        put(&mut out, no);
        put(&mut out, e.index);
        put(&mut out, e.system_value);
        put(&mut out, e.component_type);
        put(&mut out, e.register);
        put(&mut out, e.mask as u32 | (e.rw_mask as u32) << 8);
        if sig.layout == Layout::Full {
            put(&mut out, e.min_precision);
        }
    }
    out.extend_from_slice(&strings);
    align4(&mut out);
    out
}

const SYSTEM_VALUES: &[(u32, &str)] = &[
    (0, "NONE"),
    (1, "POS"),
    (2, "CLIPDST"),
    (3, "CULLDST"),
    (4, "RTINDEX"),
    (5, "VPINDEX"),
    (6, "VERTID"),
    (7, "PRIMID"),
    (8, "INSTID"),
    (9, "FFACE"),
    (10, "SAMPLE"),
    (11, "QUADEDGE"),
    (12, "QUADINT"),
    (13, "TRIEDGE"),
    (14, "TRIINT"),
    (15, "LINEDET"),
    (16, "LINEDEN"),
];

/// Pixel-shader outputs whose system value the chunk stores as 0: the
/// semantic name (case-insensitive), the printed name and, for those
/// outside the register file, the register name.
const NAMED_OUTPUTS: &[(&str, &str, Option<&str>)] = &[
    ("SV_Target", "TARGET", None),
    ("SV_Depth", "DEPTH", Some("oDepth")),
    ("SV_Coverage", "COVERAGE", Some("oMask")),
    ("SV_DepthGreaterEqual", "DEPTHGE", Some("oDepthGE")),
    ("SV_DepthLessEqual", "DEPTHLE", Some("oDepthLE")),
    ("SV_StencilRef", "STENCILREF", Some("oStencilRef")),
    ("SV_InnerCoverage", "INNERCOV", Some("vInnerCoverage")),
];

fn named_output(name: &str) -> Option<&'static (&'static str, &'static str, Option<&'static str>)> {
    NAMED_OUTPUTS
        .iter()
        .find(|(n, _, _)| n.eq_ignore_ascii_case(name))
}

/// The system value column's text (`POS`, `TARGET`, `NONE`).
pub fn sysval_text(e: &Element) -> Cow<'static, str> {
    if e.system_value == 0 {
        if let Some((_, t, _)) = named_output(&e.name) {
            return Cow::Borrowed(t);
        }
    }
    match SYSTEM_VALUES.iter().find(|(v, _)| *v == e.system_value) {
        Some((_, t)) => Cow::Borrowed(t),
        None => Cow::Owned(e.system_value.to_string()),
    }
}

/// The format column's text (`float`, `uint`, `min16f`).
pub fn format_text(e: &Element) -> Cow<'static, str> {
    Cow::Borrowed(match (e.min_precision, e.component_type) {
        (1, _) => "min16f",
        (2, _) => "min2_8f",
        (4, _) => "min16i",
        (5, _) => "min16u",
        (_, 1) => "uint",
        (_, 2) => "int",
        (_, 3) => "float",
        (_, 0) => "unknown",
        (_, t) => return Cow::Owned(t.to_string()),
    })
}

/// A mask's column text: `x` `y` `z` `w` where set, spaces elsewhere.
fn mask_bytes(m: u8) -> [u8; 4] {
    std::array::from_fn(|i| if m & (1 << i) != 0 { b"xyzw"[i] } else { b' ' })
}

fn special_register(e: &Element) -> &'static str {
    if let Some((_, _, Some(r))) = named_output(&e.name) {
        return r;
    }
    match e.system_value {
        7 => "primID",
        _ => "N/A",
    }
}

/// How to print a signature block.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PrintOptions {
    /// The stage writes this signature (decides how the "Used" column
    /// reads the chunk's read/write mask).
    pub output: bool,
    /// Prefix names with `m<stream>:` (geometry shaders declaring more
    /// than one stream).
    pub stream_prefix: bool,
}

/// Prints the block for one signature, starting with its `//` line;
/// `title` is e.g. `"Input signature"`.
pub fn print(sig: &Signature, title: &str, opts: PrintOptions, out: &mut String) {
    let output = opts.output;
    out.push_str("//\n// ");
    out.push_str(title);
    out.push_str(":\n//\n");
    out.push_str("// Name                 Index   Mask Register SysValue  Format   Used\n");
    out.push_str("// -------------------- ----- ------ -------- -------- ------- ------\n");
    if sig.elements.is_empty() {
        let what = title.split(' ').next().unwrap_or(title);
        let _ = writeln!(out, "// no {what}");
        return;
    }
    for e in &sig.elements {
        let used = if output {
            e.mask & !e.rw_mask & 0xf
        } else {
            e.rw_mask
        };
        out.push_str("// ");
        let start = out.len();
        if opts.stream_prefix {
            out.push('m');
            out.push_str(itoa::Buffer::new().format(e.stream));
            out.push(':');
        }
        out.push_str(&e.name);
        // `{:<20}` counts characters.
        columns::pad_since(out, start, 20);
        out.push(' ');
        columns::right_num(out, e.index, 5);
        out.push(' ');
        if e.register == u32::MAX {
            columns::right(out, "N/A", 6);
            out.push(' ');
            columns::right(out, special_register(e), 8);
        } else {
            let m = mask_bytes(e.mask);
            columns::right(out, std::str::from_utf8(&m).unwrap_or(""), 6);
            out.push(' ');
            columns::right_num(out, e.register, 8);
        }
        out.push(' ');
        columns::right(out, &sysval_text(e), 8);
        out.push(' ');
        columns::right(out, &format_text(e), 7);
        out.push(' ');
        if e.register == u32::MAX {
            columns::right(out, if used != 0 { "YES" } else { "NO" }, 6);
        } else {
            let u = mask_bytes(used);
            columns::right(out, std::str::from_utf8(&u).unwrap_or(""), 6);
        }
        out.push('\n');
    }
    out.push_str("//\n");
}

/// (start, length) of each run of '-' in a rule line.
fn dash_runs(rule: &str) -> Vec<(usize, usize)> {
    let mut runs = Vec::new();
    let mut start = None;
    for (i, c) in rule.char_indices().chain([(rule.len(), ' ')]) {
        match (c == '-', start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                runs.push((s, i - s));
                start = None;
            }
            _ => {}
        }
    }
    runs
}

fn parse_mask(s: &str) -> Option<u8> {
    if s.len() != 4 {
        return None;
    }
    let mut m = 0;
    for (i, (c, want)) in s.chars().zip("xyzw".chars()).enumerate() {
        if c == want {
            m |= 1 << i;
        } else if c != ' ' {
            return None;
        }
    }
    Some(m)
}

/// Parses the element rows of one signature block: `rows` are the lines
/// after the `// ----` rule, each with its 1-based line number, up to
/// (not including) the closing `//`. `output` as in [`print()`]; `layout`
/// is the chunk layout to give the result. `rule` is the `// ----` line:
/// its dash runs give the columns, whose widths differ between compiler
/// versions (the Format column is 6 wide before 6.3, 7 from it).
pub fn parse(
    rows: &[(usize, &str)],
    rule: Option<&str>,
    output: bool,
    layout: Layout,
) -> Result<Signature, TextError> {
    // Starts of the columns after the name, relative to the end of the
    // name column: index, mask, register, system value, format, used.
    let mut starts = [1usize, 7, 14, 23, 32, 40];
    let mut name_width = 20;
    if let Some(runs) = rule.and_then(|r| r.strip_prefix("// ")).map(dash_runs) {
        if runs.len() == 7 {
            name_width = runs[0].1;
            for (s, r) in starts.iter_mut().zip(&runs[1..]) {
                *s = r.0 - name_width;
            }
        }
    }
    let mut elements = Vec::new();
    for &(ln, line) in rows {
        let Some(body) = line.strip_prefix("// ") else {
            return Err(TextError::new(ln, 1, "signature row must start with '// '"));
        };
        if body.starts_with("no ") {
            continue;
        }
        // Columns past the end of a short row point just after it.
        let err = |col: usize, m: &str| TextError::new(ln, col.min(line.len() + 1), m.to_string());
        let name_end = body
            .find(' ')
            .ok_or_else(|| err(4, "signature row has no columns"))?;
        let mut name = &body[..name_end];
        let mut stream = 0;
        if let Some((m, rest)) = name.split_once(':') {
            if let Some(s) = m.strip_prefix('m').and_then(|d| d.parse().ok()) {
                stream = s;
                name = rest;
            }
        }
        // The columns after the name (a longer name shifts them right).
        let tail_start = name_end.max(name_width);
        let tail = body
            .get(tail_start..)
            .ok_or_else(|| err(4, "signature row too short"))?;
        let col = |a: usize, b: usize| {
            tail.get(a..b)
                .ok_or_else(|| err(4 + tail_start + a, "signature row too short"))
        };
        let [c_idx, c_mask, c_reg, c_sv, c_fmt, c_used] = starts;
        let idx = col(c_idx, c_mask - 1)?.trim();
        let mask_f = col(c_mask, c_reg - 1)?;
        let reg = col(c_reg, c_sv - 1)?.trim();
        let sv = col(c_sv, c_fmt - 1)?.trim();
        let fmt = col(c_fmt, c_used - 1)?.trim();
        let used_f = tail.get(c_used..).unwrap_or("");
        let mut e = Element {
            name: name.to_string(),
            stream,
            ..Default::default()
        };
        e.index = idx
            .parse()
            .map_err(|_| err(4 + tail_start + 1, "bad semantic index"))?;
        let used;
        if mask_f.trim() == "N/A" {
            e.register = u32::MAX;
            e.mask = 1;
            let u = used_f.trim() == "YES";
            used = if u { 1 } else { 0 };
        } else {
            // `get`: byte 2 of the column may fall inside a character.
            e.mask = mask_f
                .get(2..)
                .and_then(parse_mask)
                .ok_or_else(|| err(4 + tail_start + 7, "bad mask"))?;
            e.register = reg
                .parse()
                .map_err(|_| err(4 + tail_start + 14, "bad register"))?;
            let u = used_f.get(2..).unwrap_or("");
            // Padded to four characters with spaces, on the stack (a
            // `format!` per row was most of a row's cost); text longer
            // than four bytes, or not ASCII, is no mask.
            let padded = (u.is_ascii() && u.len() <= 4)
                .then(|| {
                    let mut b = *b"    ";
                    b[..u.len()].copy_from_slice(u.as_bytes());
                    std::str::from_utf8(&b).ok().and_then(parse_mask)
                })
                .flatten();
            used = padded.ok_or_else(|| err(4 + tail_start + c_used, "bad used mask"))?;
        }
        e.rw_mask = if output { 0xf & !used } else { used };
        if output && e.register == u32::MAX && used != 0 {
            e.rw_mask = 0xf & !e.mask;
        }
        e.system_value = if named_output(name).is_some_and(|(_, t, _)| *t == sv) {
            0
        } else if let Some((v, _)) = SYSTEM_VALUES.iter().find(|(_, t)| *t == sv) {
            *v
        } else {
            sv.parse()
                .map_err(|_| err(4 + tail_start + 23, "unknown system value"))?
        };
        let (ct, mp) = match fmt {
            "uint" => (1, 0),
            "int" => (2, 0),
            "float" => (3, 0),
            "min16f" => (3, 1),
            "min2_8f" => (3, 2),
            "min16i" => (2, 4),
            "min16u" => (1, 5),
            "unknown" => (0, 0),
            _ => return Err(err(4 + tail_start + 32, "unknown format")),
        };
        e.component_type = ct;
        e.min_precision = mp;
        elements.push(e);
    }
    Ok(Signature { layout, elements })
}
