//! The `Aon9` chunk of a `*_4_0_level_9_x` DXBC container: the shader
//! model 2 program that runs on Direct3D 9 hardware and the tables that map
//! the Direct3D 10+ constant buffers and samplers onto Direct3D 9
//! registers, printed as Microsoft prints them inside the SM4 listing.
//!
//! Chunk layout (offsets from the start of the chunk data; all counts and
//! offsets are checked against the chunk):
//!
//! | at | field |
//! |---|---|
//! | 0x00 | u32 size of this data |
//! | 0x04 | u32 version token of the embedded program, minor 0 |
//! | 0x08 | u32 program size in bytes, 0x0C u32 program offset |
//! | 0x10 | u16 count, u16 offset: constant-buffer mappings, 12 bytes each (u16 buffer, start, count, target register; 4 conversion bytes) |
//! | 0x14, 0x18 | u16 count, u16 offset: two tables not seen in practice |
//! | 0x1C | u16 count, u16 offset: sampler mappings, 4 bytes each (source resource, source sampler, target sampler, unused) |
//! | 0x20 | u16 count, u16 offset: runtime constants, 4 bytes each (u16 kind, u16 target register) |
//!
//! The compiler puts the sampler, constant-buffer and runtime tables after
//! the header in that order, then the program; the empty tables point at
//! the runtime table (130/130 oracle builds). [`read_maps`] and
//! [`print_level9`] read the tables, [`parse_maps`] reads them back from a
//! listing and [`write()`] builds the chunk.

use super::decode::decode_at;
use crate::error::bail;
use crate::error::{BinError, TextError};
use std::fmt::Write as _;

struct Chunk<'a> {
    data: &'a [u8],
    base: usize,
}

impl Chunk<'_> {
    fn bytes(&self, at: usize, n: usize) -> Result<&[u8], BinError> {
        match self.data.get(at..at.saturating_add(n)) {
            Some(b) => Ok(b),
            None => bail!(
                self.base + at.min(self.data.len()),
                "Aon9 field runs past the end of the chunk"
            ),
        }
    }
    fn u16(&self, at: usize) -> Result<u16, BinError> {
        let b = self.bytes(at, 2)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }
    fn u32(&self, at: usize) -> Result<u32, BinError> {
        let b = self.bytes(at, 4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }
    /// The entries of the table whose (count, offset) pair is at `field`.
    fn table(&self, field: usize, entry: usize) -> Result<Vec<&[u8]>, BinError> {
        let count = self.u16(field)? as usize;
        let off = self.u16(field + 2)? as usize;
        if count * entry > self.data.len().saturating_sub(off) {
            bail!(
                self.base + field,
                "Aon9 table of {count} entries runs past the chunk"
            );
        }
        (0..count)
            .map(|i| self.bytes(off + i * entry, entry))
            .collect()
    }
}

/// `Data Conversion` codes of the constant-buffer mapping table.
const CONVERSIONS: [&str; 3] = ["FLT", "BOOL", "INT"];

fn conversion(code: u8) -> &'static str {
    CONVERSIONS.get(code as usize).copied().unwrap_or("???")
}

/// Runtime constant kinds and their descriptions.
const RUNTIME_KINDS: [&str; 1] = ["Vertex Shader position offset"];

fn le16(b: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([b[at], b[at + 1]])
}

/// One row of the constant-buffer mapping table: `count` registers of
/// constant buffer `buffer` from register `start` go to D3D9 constant
/// register `target` onward.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConstantMap {
    /// Constant buffer slot (`cb#`).
    pub buffer: u16,
    /// First register in the buffer.
    pub start: u16,
    /// Number of registers.
    pub count: u16,
    /// First D3D9 constant register (`c#`).
    pub target: u16,
    /// Per-component conversion (0 FLT, 1 BOOL, 2 INT).
    pub conversion: [u8; 4],
}

/// One row of the sampler mapping table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SamplerMap {
    /// D3D9 sampler (`s#`).
    pub target: u8,
    /// Direct3D 10+ sampler (`s#`).
    pub sampler: u8,
    /// Direct3D 10+ resource (`t#`).
    pub resource: u8,
    /// The fourth byte (0 in every file seen; not printed).
    pub unused: u8,
}

/// One runtime-generated constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuntimeConstant {
    /// What the runtime puts there (0: the vertex shader position offset).
    pub kind: u16,
    /// D3D9 constant register (`c#`).
    pub target: u16,
}

/// The register mapping tables of an Aon9 chunk.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Maps {
    /// Constant buffer to D3D9 constant mappings.
    pub constants: Vec<ConstantMap>,
    /// Sampler/resource to D3D9 sampler mappings.
    pub samplers: Vec<SamplerMap>,
    /// Runtime generated constants.
    pub runtime: Vec<RuntimeConstant>,
}

/// Reads the mapping tables of an Aon9 chunk (not the two at 0x14 and
/// 0x18, never seen filled, which Microsoft's listings do not print).
pub fn read_maps(aon9_chunk_data: &[u8], base_offset: usize) -> Result<Maps, BinError> {
    let c = Chunk {
        data: aon9_chunk_data,
        base: base_offset,
    };
    Ok(Maps {
        constants: c
            .table(0x10, 12)?
            .into_iter()
            .map(|e| ConstantMap {
                buffer: le16(e, 0),
                start: le16(e, 2),
                count: le16(e, 4),
                target: le16(e, 6),
                conversion: [e[8], e[9], e[10], e[11]],
            })
            .collect(),
        samplers: c
            .table(0x1C, 4)?
            .into_iter()
            .map(|e| SamplerMap {
                resource: e[0],
                sampler: e[1],
                target: e[2],
                unused: e[3],
            })
            .collect(),
        runtime: c
            .table(0x20, 4)?
            .into_iter()
            .map(|e| RuntimeConstant {
                kind: le16(e, 0),
                target: le16(e, 2),
            })
            .collect(),
    })
}

/// The Aon9 chunk data for a program (its token stream) and its tables,
/// in the compiler's layout: the 0x24-byte header, then the sampler,
/// constant-buffer and runtime-constant tables, then the program. The
/// header's version is the program's with minor 0 (`ps_2_x` programs of
/// level 9.3 say 2.0 there).
pub fn write(program: &[u8], maps: &Maps) -> Vec<u8> {
    let samplers_at = 0x24usize;
    let constants_at = samplers_at + 4 * maps.samplers.len();
    let runtime_at = constants_at + 12 * maps.constants.len();
    let program_at = runtime_at + 4 * maps.runtime.len();
    let size = program_at + program.len();
    let version = program
        .get(..4)
        .map_or(0, |b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
    let mut out = Vec::with_capacity(size);
    let u16s = |out: &mut Vec<u8>, count: usize, at: usize| {
        out.extend_from_slice(&(count as u16).to_le_bytes());
        out.extend_from_slice(&(at as u16).to_le_bytes());
    };
    out.extend_from_slice(&(size as u32).to_le_bytes());
    out.extend_from_slice(&((version & 0xFFFF_0000) | 0x0200).to_le_bytes());
    out.extend_from_slice(&(program.len() as u32).to_le_bytes());
    out.extend_from_slice(&(program_at as u32).to_le_bytes());
    u16s(&mut out, maps.constants.len(), constants_at);
    u16s(&mut out, 0, runtime_at);
    u16s(&mut out, 0, runtime_at);
    u16s(&mut out, maps.samplers.len(), samplers_at);
    u16s(&mut out, maps.runtime.len(), runtime_at);
    for m in &maps.samplers {
        out.extend_from_slice(&[m.resource, m.sampler, m.target, m.unused]);
    }
    for m in &maps.constants {
        for v in [m.buffer, m.start, m.count, m.target] {
            out.extend_from_slice(&v.to_le_bytes());
        }
        out.extend_from_slice(&m.conversion);
    }
    for m in &maps.runtime {
        out.extend_from_slice(&m.kind.to_le_bytes());
        out.extend_from_slice(&m.target.to_le_bytes());
    }
    out.extend_from_slice(program);
    out
}

/// Reads the mapping tables back from a listing's comment lines
/// (`(line number, text)`, the header before the SM4 version line);
/// tables the listing does not print are empty.
pub fn parse_maps(lines: &[(usize, &str)]) -> Result<Maps, TextError> {
    let mut maps = Maps::default();
    let mut i = 0;
    while let Some(&(_, line)) = lines.get(i) {
        i += 1;
        let kind = match line {
            "// Constant buffer to DX9 shader constant mappings:" => 0,
            "// Sampler/Resource to DX9 shader sampler mappings:" => 1,
            "// Runtime generated constant mappings:" => 2,
            _ => continue,
        };
        // A blank comment, the column titles and the rule, then rows up
        // to the next `//`.
        i += 3;
        while let Some(&(ln, row)) = lines.get(i) {
            let Some(body) = row.strip_prefix("// ").filter(|b| !b.trim().is_empty()) else {
                break;
            };
            i += 1;
            let bad = |what: &str| TextError::new(ln, 1, format!("bad level-9 {what} mapping row"));
            let words: Vec<&str> = body.split_whitespace().collect();
            let num = |w: Option<&&str>, prefix: &str| -> Option<u16> {
                w?.strip_prefix(prefix)?.parse().ok()
            };
            match kind {
                0 => {
                    // `c1         cb0             0         7  ( FLT, FLT, FLT, FLT)`
                    let inner = body
                        .split_once('(')
                        .and_then(|(_, r)| r.strip_suffix(')'))
                        .ok_or_else(|| bad("constant"))?;
                    let mut conversion = [0u8; 4];
                    let convs: Vec<&str> = inner.split(',').map(str::trim).collect();
                    if convs.len() != 4 {
                        return Err(bad("constant"));
                    }
                    for (c, name) in conversion.iter_mut().zip(convs) {
                        *c = CONVERSIONS
                            .iter()
                            .position(|n| *n == name)
                            .ok_or_else(|| bad("constant"))? as u8;
                    }
                    let m = (|| {
                        Some(ConstantMap {
                            target: num(words.first(), "c")?,
                            buffer: num(words.get(1), "cb")?,
                            start: num(words.get(2), "")?,
                            count: num(words.get(3), "")?,
                            conversion,
                        })
                    })()
                    .ok_or_else(|| bad("constant"))?;
                    maps.constants.push(m);
                }
                1 => {
                    // `s0             s0              t0               `
                    let byte = |w, p| num(w, p).and_then(|v| u8::try_from(v).ok());
                    let m = (|| {
                        Some(SamplerMap {
                            target: byte(words.first(), "s")?,
                            sampler: byte(words.get(1), "s")?,
                            resource: byte(words.get(2), "t")?,
                            unused: 0,
                        })
                    })()
                    .filter(|_| words.len() == 3)
                    .ok_or_else(|| bad("sampler"))?;
                    maps.samplers.push(m);
                }
                _ => {
                    // `c0                              Vertex Shader position offset`
                    let target = num(words.first(), "c").ok_or_else(|| bad("runtime constant"))?;
                    let what = body.trim_start()[words[0].len()..].trim();
                    let kind = RUNTIME_KINDS
                        .iter()
                        .position(|k| *k == what)
                        .ok_or_else(|| bad("runtime constant"))?
                        as u16;
                    maps.runtime.push(RuntimeConstant { kind, target });
                }
            }
        }
    }
    Ok(maps)
}

/// Prints the level-9 part of an SM4 listing from the `Aon9` chunk data
/// (`base_offset`: where that data starts in the file, for error offsets):
/// the register mapping tables, `// Level9 shader bytecode:` and the
/// program, ending with the blank line and the slot-count line.
/// The SM2 token stream inside an Aon9 chunk: its bytes and their
/// absolute offset.
pub fn program_bytes(
    aon9_chunk_data: &[u8],
    base_offset: usize,
) -> Result<(&[u8], usize), BinError> {
    let c = Chunk {
        data: aon9_chunk_data,
        base: base_offset,
    };
    let size = c.u32(8)? as usize;
    let off = c.u32(12)? as usize;
    if off > c.data.len() || size > c.data.len() - off {
        bail!(
            base_offset + 8,
            "Aon9 program ({size} bytes at {off}) lies outside the chunk"
        );
    }
    Ok((&aon9_chunk_data[off..off + size], base_offset + off))
}

/// Prints the level-9 section of a listing from an Aon9 chunk.
pub fn print_level9(
    aon9_chunk_data: &[u8],
    base_offset: usize,
    out: &mut String,
) -> Result<(), BinError> {
    print_level9_with(aon9_chunk_data, base_offset, Default::default(), out)
}

/// Like [`print_level9`], with `D3DDisassemble` flags.
pub fn print_level9_with(
    aon9_chunk_data: &[u8],
    base_offset: usize,
    flags: super::print::Flags,
    out: &mut String,
) -> Result<(), BinError> {
    let (bytes, at) = program_bytes(aon9_chunk_data, base_offset)?;
    let program = decode_at(bytes, at)?;
    let maps = read_maps(aon9_chunk_data, base_offset)?;
    let mut s = String::new();
    if !maps.constants.is_empty() {
        s.push_str("// Constant buffer to DX9 shader constant mappings:\n//\n");
        s.push_str("// Target Reg Buffer  Start Reg # of Regs        Data Conversion\n");
        s.push_str("// ---------- ------- --------- --------- ----------------------\n");
        for m in &maps.constants {
            let [a, b, c, d] = m.conversion.map(conversion);
            let _ = writeln!(
                s,
                "// {:<10} {:<7} {:>9} {:>9} {:>22}",
                format!("c{}", m.target),
                format!("cb{}", m.buffer),
                m.start,
                m.count,
                // Names right-aligned in four: `(BOOL, INT, FLT,BOOL)`.
                format!("({a:>4},{b:>4},{c:>4},{d:>4})")
            );
        }
        s.push_str("//\n//\n");
    }
    if !maps.samplers.is_empty() {
        s.push_str("// Sampler/Resource to DX9 shader sampler mappings:\n//\n");
        s.push_str("// Target Sampler Source Sampler  Source Resource\n");
        s.push_str("// -------------- --------------- ----------------\n");
        for m in &maps.samplers {
            let _ = writeln!(
                s,
                "// {:<14} {:<15} {:<16} ",
                format!("s{}", m.target),
                format!("s{}", m.sampler),
                format!("t{}", m.resource)
            );
        }
        s.push_str("//\n//\n");
    }
    if !maps.runtime.is_empty() {
        s.push_str("// Runtime generated constant mappings:\n//\n");
        s.push_str("// Target Reg                               Constant Description\n");
        s.push_str("// ---------- --------------------------------------------------\n");
        for m in &maps.runtime {
            let what = RUNTIME_KINDS
                .get(m.kind as usize)
                .copied()
                .unwrap_or("Unknown");
            let _ = writeln!(s, "// {:<10} {:>50}", format!("c{}", m.target), what);
        }
        s.push_str("//\n//\n");
    }
    s.push_str("// Level9 shader bytecode:\n//\n");
    // Offsets count from the SM2 part's version token.
    let flags = super::print::Flags {
        base: at,
        embedded: true,
        ..flags
    };
    super::print::write_body_with(&program, flags, &mut s);
    out.push_str(&s);
    Ok(())
}
