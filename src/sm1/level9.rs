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
//! | 0x04 | u32 version token of the embedded program |
//! | 0x08 | u32 program size in bytes, 0x0C u32 program offset |
//! | 0x10 | u16 count, u16 offset: constant-buffer mappings, 12 bytes each (u16 buffer, start, count, target register; 4 conversion bytes) |
//! | 0x14, 0x18 | u16 count, u16 offset: two tables not seen in practice |
//! | 0x1C | u16 count, u16 offset: sampler mappings, 4 bytes each (target sampler, source sampler, source resource, unused) |
//! | 0x20 | u16 count, u16 offset: runtime constants, 4 bytes each (u16 kind, u16 target register) |

use super::decode::decode_at;
use crate::bail;
use crate::error::BinError;

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

fn conversion(code: u8) -> &'static str {
    match code {
        0 => "FLT",
        1 => "INT",
        2 => "BOOL",
        _ => "???",
    }
}

fn le16(b: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([b[at], b[at + 1]])
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
    let c = Chunk {
        data: aon9_chunk_data,
        base: base_offset,
    };
    let (bytes, at) = program_bytes(aon9_chunk_data, base_offset)?;
    let program = decode_at(bytes, at)?;
    let cbs = c.table(0x10, 12)?;
    let samplers = c.table(0x1C, 4)?;
    let runtime = c.table(0x20, 4)?;
    let mut s = String::new();
    if !cbs.is_empty() {
        s.push_str("// Constant buffer to DX9 shader constant mappings:\n//\n");
        s.push_str("// Target Reg Buffer  Start Reg # of Regs        Data Conversion\n");
        s.push_str("// ---------- ------- --------- --------- ----------------------\n");
        for e in cbs {
            let conv = format!(
                "( {}, {}, {}, {})",
                conversion(e[8]),
                conversion(e[9]),
                conversion(e[10]),
                conversion(e[11])
            );
            s.push_str(&format!(
                "// {:<10} {:<7} {:>9} {:>9} {:>22}\n",
                format!("c{}", le16(e, 6)),
                format!("cb{}", le16(e, 0)),
                le16(e, 2),
                le16(e, 4),
                conv
            ));
        }
        s.push_str("//\n//\n");
    }
    if !samplers.is_empty() {
        s.push_str("// Sampler/Resource to DX9 shader sampler mappings:\n//\n");
        s.push_str("// Target Sampler Source Sampler  Source Resource\n");
        s.push_str("// -------------- --------------- ----------------\n");
        for e in samplers {
            s.push_str(&format!(
                "// {:<14} {:<15} {:<16} \n",
                format!("s{}", e[0]),
                format!("s{}", e[1]),
                format!("t{}", e[2])
            ));
        }
        s.push_str("//\n//\n");
    }
    if !runtime.is_empty() {
        s.push_str("// Runtime generated constant mappings:\n//\n");
        s.push_str("// Target Reg                               Constant Description\n");
        s.push_str("// ---------- --------------------------------------------------\n");
        for e in runtime {
            let what = match le16(e, 0) {
                0 => "Vertex Shader position offset",
                _ => "Unknown",
            };
            s.push_str(&format!(
                "// {:<10} {:>50}\n",
                format!("c{}", le16(e, 2)),
                what
            ));
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
