//! The SDBG chunk: the debug information older compilers (fxc 9.x) wrote
//! for shader model 4/5 debug builds (d3dcompiler_47 writes SPDB instead,
//! [`super::spdb`]). Read, not written.
//!
//! The layout is Microsoft's `D3D10_SHADER_DEBUG_INFO` (d3d10_1shader.h):
//! an 84-byte header of counts and offsets (from the end of the header),
//! then tables of files (16 bytes), instructions (396), variables (24),
//! input variables (24), tokens (20), scopes (20) and scope variables
//! (44), a block of UINTs and a block of strings. What the listing uses:
//! each instruction's token (its source line) and, per output component,
//! the variable written there with the value range the compiler proved.

use crate::error::bail;
use crate::error::BinError;

/// The debug information of one program, as the listing uses it.
#[derive(Clone, Debug, Default)]
pub struct Sdbg {
    /// File names, indexed by [`Instruction::line`]'s file.
    pub files: Vec<String>,
    /// One per code instruction (declarations are not counted), in order.
    pub instructions: Vec<Instruction>,
}

/// One instruction's debug information.
#[derive(Clone, Debug, Default)]
pub struct Instruction {
    /// Source line and file index, when its token has one.
    pub line: Option<(u32, usize)>,
    /// Its destinations (up to two), each with the variable written in
    /// each of its components.
    pub outputs: Vec<[Option<Written>; 4]>,
}

/// A variable's component written by an instruction, with what the
/// compiler knows of the value.
#[derive(Clone, Debug, PartialEq)]
pub struct Written {
    /// The variable's name.
    pub name: String,
    /// The component within the variable.
    pub component: i32,
    /// Smallest and largest value as floats (±FLT_MAX when unknown).
    pub range: (f32, f32),
    /// The value may be NaN.
    pub nan: bool,
    /// The value may be infinite.
    pub inf: bool,
}

const HEADER: usize = 84;

/// Reads an SDBG chunk's data; `base` is its offset in the file.
pub fn read(data: &[u8], base: usize) -> Result<Sdbg, BinError> {
    let word = |at: usize| -> Result<u32, BinError> {
        match data.get(at..at + 4) {
            Some(b) => Ok(u32::from_le_bytes(b.try_into().unwrap())),
            None => bail!(
                base + at.min(data.len()),
                "SDBG chunk ends inside a field at byte {at}"
            ),
        }
    };
    if word(0)? as usize != HEADER {
        bail!(base, "SDBG header size is not {HEADER}");
    }
    // A table: count and offset from the end of the header, entries of
    // `size` bytes, all inside the chunk.
    let table = |k: usize, size: usize| -> Result<(usize, usize), BinError> {
        let (n, off) = (word(4 * k)? as usize, word(4 * k + 4)? as usize);
        let start = HEADER.checked_add(off);
        let end = start.and_then(|s| n.checked_mul(size).and_then(|b| s.checked_add(b)));
        match (start, end) {
            (Some(s), Some(e)) if e <= data.len() => Ok((n, s)),
            _ => bail!(
                base + 4 * k,
                "SDBG table of {n} entries at offset {off} runs past the chunk"
            ),
        }
    };
    let (nfiles, files_at) = table(5, 16)?;
    let (ninstr, instr_at) = table(7, 396)?;
    let (nvars, vars_at) = table(9, 24)?;
    let (ntokens, tokens_at) = table(13, 20)?;
    let strings_at = HEADER + word(80)? as usize;
    let text = |off: u32, len: u32| -> Result<String, BinError> {
        let s = strings_at.checked_add(off as usize);
        match s.and_then(|s| data.get(s..s.checked_add(len as usize)?)) {
            Some(b) => Ok(String::from_utf8_lossy(b).into_owned()),
            None => bail!(
                base + HEADER,
                "SDBG string at offset {off} ({len} bytes) lies outside the chunk"
            ),
        }
    };
    let mut out = Sdbg::default();
    for i in 0..nfiles {
        let at = files_at + 16 * i;
        out.files.push(text(word(at)?, word(at + 4)?)?);
    }
    // A token: (file, line, column, length, text offset).
    let token = |i: u32| -> Result<Option<(u32, u32, u32, u32)>, BinError> {
        if i as usize >= ntokens {
            return Ok(None);
        }
        let at = tokens_at + 20 * i as usize;
        Ok(Some((
            word(at)?,
            word(at + 4)?,
            word(at + 12)?,
            word(at + 16)?,
        )))
    };
    for i in 0..ninstr {
        let at = instr_at + 396 * i;
        let outputs_n = (word(at + 8)? as usize).min(2);
        let mut ins = Instruction::default();
        for k in 0..outputs_n {
            let block = at + 12 + 180 * k;
            let mut comps: [Option<Written>; 4] = Default::default();
            for (c, slot) in comps.iter_mut().enumerate() {
                if (word(block + 12 + 4 * c)? as i32) < 0 {
                    continue;
                }
                let v = block + 28 + 36 * c;
                let var = word(v)? as i32;
                if var < 0 || var as usize >= nvars {
                    continue;
                }
                let var_at = vars_at + 24 * var as usize;
                let Some((_, _, len, off)) = token(word(var_at)?)? else {
                    continue;
                };
                *slot = Some(Written {
                    name: text(off, len)?,
                    component: word(var_at + 20)? as i32,
                    range: (f32::from_bits(word(v + 20)?), f32::from_bits(word(v + 24)?)),
                    nan: word(v + 28)? != 0,
                    inf: word(v + 32)? != 0,
                });
            }
            ins.outputs.push(comps);
        }
        ins.line = token(word(at + 372)?)?.map(|(file, line, _, _)| (line, file as usize));
        out.instructions.push(ins);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn damaged_headers_are_errors() {
        assert!(read(&[], 4).is_err());
        let mut d = vec![0u8; 84];
        d[0] = 84;
        // Seven instructions at offset 0 do not fit in an empty chunk.
        d[28] = 7;
        let e = read(&d, 4).unwrap_err();
        assert!(e.message().contains("runs past"), "{e}");
        d[28] = 0;
        assert!(read(&d, 4).unwrap().instructions.is_empty());
    }
}
