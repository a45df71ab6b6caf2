//! The IFCE chunk (shader model 5 interfaces and class linkage): class
//! types, class instances and interface slots. Both directions.
//!
//! Layout (all little-endian, offsets relative to the chunk data):
//! * header, 9 dwords: class instance count, class type count, interface
//!   slot record count, interface slot count (sum of the records' spans),
//!   class instance table offset, class type table offset, slot record
//!   table offset, and two dwords the listing does not show (see
//!   [`Ifce::unknown`]);
//! * slot records, 16 bytes: span (slots covered), entry count, offset of
//!   the type ids (u16 each), offset of the table ids (u32 each);
//! * class types, 12 bytes: name offset, then u16 unknown (0; the printed
//!   ID is the record's index), constant-buffer
//!   stride, texture count, sampler count;
//! * class instances, 16 bytes: name offset, then u16 type id, an unknown
//!   u16 (1 in every sample), constant buffer, constant-buffer offset,
//!   texture, sampler (`0xffff`: none);
//! * per slot record its type ids (padded with `0xab` to 4 bytes) then its
//!   table ids; then the instance names and the type names, each padded to
//!   4 bytes with `0xab`.
//!
//! [`write()`] lays the chunk out in exactly that order, which is how
//! Microsoft's compiler does it, so `write(read(chunk)) == chunk` for the
//! compiler's output.
//!
//! [`print()`] prints the `// Available Class Types:`, `// Available Class
//! Instances:` and `// Interface slots, N total:` blocks; [`parse`] reads
//! them back. What the listing cannot give back: [`Ifce::unknown`] (taken
//! from the creator: see [`Ifce::default_unknown`]) and the unknown u16s of
//! class types (taken as 0) and class instances (taken as 1).

use super::signature::{align4, str_at, u32_at};
use crate::error::bail;
use crate::error::{BinError, TextError};

/// One class type.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ClassType {
    /// Name.
    pub name: String,
    /// The u16 after the name offset (0 in every sample; the ID the
    /// listing prints is the record's index).
    pub unknown: u16,
    /// Constant-buffer stride (in 16-byte registers).
    pub cb_stride: u16,
    /// Texture count.
    pub texture: u16,
    /// Sampler count.
    pub sampler: u16,
}

/// One class instance.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ClassInstance {
    /// Name.
    pub name: String,
    /// Class type id.
    pub type_id: u16,
    /// Unknown (1 in every sample).
    pub unknown: u16,
    /// Constant buffer.
    pub cb: u16,
    /// Offset in the constant buffer.
    pub cb_offset: u16,
    /// Texture (`0xffff`: none).
    pub texture: u16,
    /// Sampler (`0xffff`: none).
    pub sampler: u16,
}

/// One interface slot record: a range of `span` slots with its function
/// tables.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct SlotRecord {
    /// Number of slots covered (more than 1 for interface arrays).
    pub span: u32,
    /// Class type ids.
    pub type_ids: Vec<u16>,
    /// Function table ids (as many as `type_ids`).
    pub table_ids: Vec<u32>,
}

/// A decoded IFCE chunk.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Ifce {
    /// Total number of interface slots.
    pub slot_count: u32,
    /// Header dwords 7 and 8 (chunk offsets 28 and 32). The listing does
    /// not show them; dword 8 is said to change from compile to compile.
    pub unknown: [u32; 2],
    /// Class types.
    pub class_types: Vec<ClassType>,
    /// Class instances.
    pub class_instances: Vec<ClassInstance>,
    /// Interface slot records.
    pub slots: Vec<SlotRecord>,
}

impl Ifce {
    /// The header dwords 7 and 8 seen in compiler output, by creator
    /// string: 9.x compilers leave `"OSGN"`, `0x00100020` there, 6.3
    /// writes 0 and `0x3f0e9ea5`.
    pub fn default_unknown(creator: &str) -> [u32; 2] {
        if creator.starts_with("Microsoft (R) HLSL Shader Compiler 9.") {
            [0x4e47_534f, 0x0010_0020]
        } else {
            [0, 0x3f0e_9ea5]
        }
    }
}

fn u16_at(data: &[u8], off: usize, base: usize) -> Result<u16, BinError> {
    match off.checked_add(2).and_then(|e| data.get(off..e)) {
        Some(b) => Ok(u16::from_le_bytes([b[0], b[1]])),
        None => bail!(
            base + off.min(data.len()),
            "unexpected end of chunk (need 2 bytes, chunk has {})",
            data.len()
        ),
    }
}

/// Checks that `count` records of `size` bytes fit at `off`.
fn table(
    data: &[u8],
    off: u32,
    count: u32,
    size: usize,
    what: &str,
    at: usize,
) -> Result<usize, BinError> {
    let off = off as usize;
    let end = (count as usize)
        .checked_mul(size)
        .and_then(|n| n.checked_add(off));
    match end {
        Some(e) if e <= data.len() => Ok(off),
        _ => bail!(
            at,
            "{what} table ({count} records of {size} bytes at 0x{off:x}) does not fit in the chunk ({} bytes)",
            data.len()
        ),
    }
}

/// Decodes the chunk `data`, which starts at absolute offset `base`.
pub fn read(data: &[u8], base: usize) -> Result<Ifce, BinError> {
    let h = |i: usize| u32_at(data, i * 4, base);
    let instance_count = h(0)?;
    let type_count = h(1)?;
    let record_count = h(2)?;
    let slot_count = h(3)?;
    let instance_off = table(data, h(4)?, instance_count, 16, "class instance", base + 16)?;
    let type_off = table(data, h(5)?, type_count, 12, "class type", base + 20)?;
    let record_off = table(data, h(6)?, record_count, 16, "interface slot", base + 24)?;
    let unknown = [h(7)?, h(8)?];
    let mut ifce = Ifce {
        slot_count,
        unknown,
        ..Default::default()
    };
    for i in 0..record_count as usize {
        let r = record_off + i * 16;
        let span = u32_at(data, r, base)?;
        let count = u32_at(data, r + 4, base)?;
        let tys = table(
            data,
            u32_at(data, r + 8, base)?,
            count,
            2,
            "type id",
            base + r + 8,
        )?;
        let tbs = table(
            data,
            u32_at(data, r + 12, base)?,
            count,
            4,
            "table id",
            base + r + 12,
        )?;
        let mut rec = SlotRecord {
            span,
            type_ids: Vec::with_capacity(count as usize),
            table_ids: Vec::with_capacity(count as usize),
        };
        for j in 0..count as usize {
            rec.type_ids.push(u16_at(data, tys + j * 2, base)?);
            rec.table_ids.push(u32_at(data, tbs + j * 4, base)?);
        }
        ifce.slots.push(rec);
    }
    for i in 0..type_count as usize {
        let r = type_off + i * 12;
        let name_off = u32_at(data, r, base)? as usize;
        ifce.class_types.push(ClassType {
            name: str_at(data, name_off, base)?,
            unknown: u16_at(data, r + 4, base)?,
            cb_stride: u16_at(data, r + 6, base)?,
            texture: u16_at(data, r + 8, base)?,
            sampler: u16_at(data, r + 10, base)?,
        });
    }
    for i in 0..instance_count as usize {
        let r = instance_off + i * 16;
        let name_off = u32_at(data, r, base)? as usize;
        ifce.class_instances.push(ClassInstance {
            name: str_at(data, name_off, base)?,
            type_id: u16_at(data, r + 4, base)?,
            unknown: u16_at(data, r + 6, base)?,
            cb: u16_at(data, r + 8, base)?,
            cb_offset: u16_at(data, r + 10, base)?,
            texture: u16_at(data, r + 12, base)?,
            sampler: u16_at(data, r + 14, base)?,
        });
    }
    Ok(ifce)
}

fn put32(out: &mut [u8], at: usize, v: u32) {
    out[at..at + 4].copy_from_slice(&v.to_le_bytes());
}

fn put16(out: &mut [u8], at: usize, v: u16) {
    out[at..at + 2].copy_from_slice(&v.to_le_bytes());
}

/// Appends `s` (NUL-terminated, padded with `0xab`) unless already there;
/// returns its offset.
fn string(out: &mut Vec<u8>, seen: &mut Vec<(String, u32)>, s: &str) -> u32 {
    if let Some((_, o)) = seen.iter().find(|(t, _)| t == s) {
        return *o;
    }
    let o = out.len() as u32;
    out.extend_from_slice(s.as_bytes());
    out.push(0);
    align4(out);
    seen.push((s.to_string(), o));
    o
}

/// Writes the chunk bytes (without the 8-byte chunk header).
pub fn write(ifce: &Ifce) -> Vec<u8> {
    let records = 36;
    let types = records + ifce.slots.len() * 16;
    let instances = types + ifce.class_types.len() * 12;
    let mut out = vec![0u8; instances + ifce.class_instances.len() * 16];
    let header = [
        ifce.class_instances.len() as u32,
        ifce.class_types.len() as u32,
        ifce.slots.len() as u32,
        ifce.slot_count,
        instances as u32,
        types as u32,
        records as u32,
        ifce.unknown[0],
        ifce.unknown[1],
    ];
    for (i, v) in header.iter().enumerate() {
        put32(&mut out, i * 4, *v);
    }
    for (i, s) in ifce.slots.iter().enumerate() {
        let r = records + i * 16;
        let n = s.type_ids.len().max(s.table_ids.len());
        put32(&mut out, r, s.span);
        put32(&mut out, r + 4, n as u32);
        let o = out.len() as u32;
        put32(&mut out, r + 8, o);
        for j in 0..n {
            out.extend_from_slice(&s.type_ids.get(j).copied().unwrap_or(0).to_le_bytes());
        }
        align4(&mut out);
        let o = out.len() as u32;
        put32(&mut out, r + 12, o);
        for j in 0..n {
            out.extend_from_slice(&s.table_ids.get(j).copied().unwrap_or(0).to_le_bytes());
        }
    }
    let mut seen = Vec::new();
    for (i, c) in ifce.class_instances.iter().enumerate() {
        let r = instances + i * 16;
        let o = string(&mut out, &mut seen, &c.name);
        put32(&mut out, r, o);
        for (k, v) in [
            c.type_id,
            c.unknown,
            c.cb,
            c.cb_offset,
            c.texture,
            c.sampler,
        ]
        .into_iter()
        .enumerate()
        {
            put16(&mut out, r + 4 + k * 2, v);
        }
    }
    for (i, c) in ifce.class_types.iter().enumerate() {
        let r = types + i * 12;
        let o = string(&mut out, &mut seen, &c.name);
        put32(&mut out, r, o);
        for (k, v) in [c.unknown, c.cb_stride, c.texture, c.sampler]
            .into_iter()
            .enumerate()
        {
            put16(&mut out, r + 4 + k * 2, v);
        }
    }
    out
}

/// Prints the class type, class instance and interface slot blocks (each
/// preceded by a `//` line).
pub fn print(ifce: &Ifce, out: &mut String) {
    use std::fmt::Write;
    if !ifce.class_types.is_empty() {
        out.push_str("//\n// Available Class Types:\n//\n");
        out.push_str("// Name                             ID CB Stride Texture Sampler\n");
        out.push_str("// ------------------------------ ---- --------- ------- -------\n");
        for (id, c) in ifce.class_types.iter().enumerate() {
            let _ = writeln!(
                out,
                "// {:<30} {:>4} {:>9} {:>7} {:>7}",
                c.name, id, c.cb_stride, c.texture, c.sampler
            );
        }
    }
    if !ifce.class_instances.is_empty() {
        out.push_str("//\n// Available Class Instances:\n//\n");
        out.push_str("// Name                        Type CB CB Offset Texture Sampler\n");
        out.push_str("// --------------------------- ---- -- --------- ------- -------\n");
        let opt = |v: u16| {
            if v == 0xffff {
                "-".to_string()
            } else {
                v.to_string()
            }
        };
        for c in &ifce.class_instances {
            let _ = writeln!(
                out,
                "// {:<27} {:>4} {:>2} {:>9} {:>7} {:>7}",
                c.name,
                c.type_id,
                c.cb,
                c.cb_offset,
                opt(c.texture),
                opt(c.sampler)
            );
        }
    }
    if !ifce.slots.is_empty() {
        let rule = "// +----------+---------+---------------------------------------\n";
        let _ = write!(
            out,
            "//\n// Interface slots, {} total:\n//\n//             Slots\n{rule}",
            ifce.slot_count
        );
        let mut start = 0u64;
        for s in &ifce.slots {
            let range = if s.span == 1 {
                start.to_string()
            } else {
                format!("{}-{}", start, start + u64::from(s.span).saturating_sub(1))
            };
            start += u64::from(s.span);
            let _ = write!(out, "// | Type ID  |   {range:<6}|");
            for t in &s.type_ids {
                let _ = write!(out, "{t:<5}");
            }
            out.push_str("\n// | Table ID |         |");
            for t in &s.table_ids {
                let _ = write!(out, "{t:<5}");
            }
            out.push('\n');
            out.push_str(rule);
        }
    }
}

/// Whether `line` opens one of the blocks [`parse`] reads.
pub fn is_block_start(line: &str) -> bool {
    line == "// Available Class Types:"
        || line == "// Available Class Instances:"
        || (line.starts_with("// Interface slots, ") && line.ends_with(" total:"))
}

fn num<T: std::str::FromStr>(tok: &str, ln: usize, line: &str, what: &str) -> Result<T, TextError> {
    let col = line.find(tok).map_or(1, |c| c + 1);
    tok.parse()
        .map_err(|_| TextError::new(ln, col, format!("bad {what} `{tok}`")))
}

/// Parses the blocks [`print()`] prints from header `lines` (line number,
/// text), starting at a line for which [`is_block_start`] holds, into
/// `ifce`. Returns the number of lines consumed.
pub fn parse(lines: &[(usize, &str)], ifce: &mut Ifce) -> Result<usize, TextError> {
    let Some(&(ln, first)) = lines.first() else {
        return Ok(0);
    };
    if first == "// Available Class Types:" || first == "// Available Class Instances:" {
        let types = first == "// Available Class Types:";
        // Title, `//`, column names, rule, then rows up to `//`.
        let mut i = 4.min(lines.len());
        while let Some(&(ln, line)) = lines.get(i) {
            let Some(body) = line.strip_prefix("// ") else {
                break;
            };
            let toks: Vec<&str> = body.split_whitespace().collect();
            let want = if types { 5 } else { 6 };
            if toks.len() != want {
                return Err(TextError::new(
                    ln,
                    1,
                    format!(
                        "expected {want} columns in a class {} row",
                        if types { "type" } else { "instance" }
                    ),
                ));
            }
            if types {
                let id: usize = num(toks[1], ln, line, "class id")?;
                if id != ifce.class_types.len() {
                    return Err(TextError::new(
                        ln,
                        1,
                        format!(
                            "class id {id} out of order (expected {})",
                            ifce.class_types.len()
                        ),
                    ));
                }
                ifce.class_types.push(ClassType {
                    name: toks[0].to_string(),
                    unknown: 0,
                    cb_stride: num(toks[2], ln, line, "CB stride")?,
                    texture: num(toks[3], ln, line, "texture count")?,
                    sampler: num(toks[4], ln, line, "sampler count")?,
                });
            } else {
                let opt = |t: &str, what| {
                    if t == "-" {
                        Ok(0xffff)
                    } else {
                        num(t, ln, line, what)
                    }
                };
                ifce.class_instances.push(ClassInstance {
                    name: toks[0].to_string(),
                    type_id: num(toks[1], ln, line, "type id")?,
                    unknown: 1,
                    cb: num(toks[2], ln, line, "constant buffer")?,
                    cb_offset: num(toks[3], ln, line, "CB offset")?,
                    texture: opt(toks[4], "texture")?,
                    sampler: opt(toks[5], "sampler")?,
                });
            }
            i += 1;
        }
        return Ok(i);
    }
    let total = first
        .strip_prefix("// Interface slots, ")
        .and_then(|s| s.strip_suffix(" total:"))
        .unwrap_or("");
    ifce.slot_count = num(total, ln, first, "slot count")?;
    let mut i = 1;
    while let Some(&(ln, line)) = lines.get(i) {
        if !line.starts_with("// |")
            && !line.starts_with("// +")
            && line != "//"
            && line != "//             Slots"
        {
            break;
        }
        i += 1;
        if !line.starts_with("// | Type ID  |") {
            continue;
        }
        let parts: Vec<&str> = line.split('|').collect();
        let (Some(range), Some(ids)) = (parts.get(2), parts.get(3)) else {
            return Err(TextError::new(
                ln,
                1,
                "expected `| slots | ids` after `Type ID`",
            ));
        };
        let range = range.trim();
        let (lo, hi) = match range.split_once('-') {
            Some((a, b)) => (
                num::<u32>(a, ln, line, "slot")?,
                num::<u32>(b, ln, line, "slot")?,
            ),
            None => {
                let v = num::<u32>(range, ln, line, "slot")?;
                (v, v)
            }
        };
        if hi < lo {
            return Err(TextError::new(ln, 1, "slot range ends before it starts"));
        }
        let mut rec = SlotRecord {
            span: hi - lo + 1,
            ..Default::default()
        };
        for t in ids.split_whitespace() {
            rec.type_ids.push(num(t, ln, line, "type id")?);
        }
        let Some(&(ln2, line2)) = lines.get(i) else {
            return Err(TextError::new(
                ln,
                1,
                "`Type ID` row without a `Table ID` row",
            ));
        };
        let Some(rest) = line2.strip_prefix("// | Table ID |") else {
            return Err(TextError::new(ln2, 1, "expected a `Table ID` row"));
        };
        i += 1;
        let ids = rest.split('|').nth(1).unwrap_or("");
        for t in ids.split_whitespace() {
            rec.table_ids.push(num(t, ln2, line2, "table id")?);
        }
        if rec.table_ids.len() != rec.type_ids.len() {
            return Err(TextError::new(
                ln2,
                1,
                format!(
                    "{} table ids for {} type ids",
                    rec.table_ids.len(),
                    rec.type_ids.len()
                ),
            ));
        }
        ifce.slots.push(rec);
    }
    Ok(i)
}
