//! A whole listing, as `D3DDisassemble` prints it: header comments from the
//! container's chunks, the shader code, and the closing statistics line.

use crate::dxbc::Container;
use crate::error::BinError;
use crate::sm4;
use crate::text::sm4_print;
use std::fmt::Write;

/// Options for [`disassemble`].
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Read the container even if its checksum is wrong.
    pub ignore_checksum: bool,
}

/// Disassembles a DXBC container to Microsoft's listing text.
pub fn disassemble(data: &[u8], opts: &Options) -> Result<String, BinError> {
    let c = Container::read(data, !opts.ignore_checksum)?;
    let mut out = String::new();
    code(&c, &mut out)?;
    Ok(out)
}

/// Prints the shader code part (version line to the end).
pub fn code(c: &Container, out: &mut String) -> Result<(), BinError> {
    let Some(shdr) = c.find(&[b"SHDR", b"SHEX"]) else {
        crate::bail!(0, "container has no SHDR or SHEX chunk");
    };
    let p = sm4::decode::decode(shdr.data, shdr.offset)?;
    sm4_print::program(&p, out);
    if let Some(stat) = c.find(&[b"STAT"]) {
        if stat.data.len() >= 4 {
            let n = u32::from_le_bytes(stat.data[..4].try_into().unwrap());
            let _ = writeln!(out, "// Approximately {n} instruction slots used");
        }
    }
    Ok(())
}
