//! A whole listing, as `D3DDisassemble` prints it: header comments from the
//! container's chunks, the level-9 program if any, the shader code, and the
//! closing statistics line. D3D9 token streams (not in a container) are
//! printed by [`crate::sm1`].

use crate::dxbc::header::{print_header, Dialect};
use crate::dxbc::{is_dxbc, Container};
use crate::error::BinError;
use crate::text::sm4_print;
use crate::{sm1, sm4};
use std::fmt::Write;

/// Options for [`disassemble`].
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Read the container even if its checksum is wrong.
    pub ignore_checksum: bool,
    /// The listing flavour; by default the one of the compiler named in
    /// the container's RDEF chunk.
    pub dialect: Option<Dialect>,
    /// Print floats that six decimals cannot give back as their bits, so
    /// that `asm(dis(bin)) == bin` (not Microsoft's text).
    pub lossless: bool,
}

/// Disassembles a DXBC container (shader model 4.0-5.0) or a D3D9 token
/// stream (1.1-3.0) to Microsoft's listing text.
///
/// ```
/// let bin = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/shaders/ps40_clip_dissolve.o")).unwrap();
/// let text = dxsm::listing::disassemble(&bin, &Default::default()).unwrap();
/// assert!(text.contains("\nps_4_0\n"));
/// ```
pub fn disassemble(data: &[u8], opts: &Options) -> Result<String, BinError> {
    if !is_dxbc(data) {
        let p = sm1::decode(data)?;
        return Ok(sm1::disassemble(&p));
    }
    let c = Container::read(data, !opts.ignore_checksum)?;
    let dialect = match opts.dialect {
        Some(d) => d,
        None => creator(&c)
            .map(|s| Dialect::from_creator(&s))
            .unwrap_or(Dialect::V6_3),
    };
    let mut out = String::with_capacity(data.len() * 4);
    print_header(&c, dialect, &mut out)?;
    if let Some(aon9) = c.find(&[b"Aon9"]) {
        out.push_str("//\n");
        sm1::print_level9(aon9.data, aon9.offset, &mut out)?;
    }
    let style = sm4_print::Style {
        digits17: dialect == Dialect::V9,
        v10: dialect == Dialect::V10,
        lossless: opts.lossless,
    };
    code(&c, style, &mut out)?;
    Ok(out)
}

/// The creator string of the RDEF chunk, if there is one.
fn creator(c: &Container) -> Option<String> {
    let rdef = c.find(&[b"RDEF"])?;
    crate::dxbc::rdef::read(rdef.data, rdef.offset)
        .ok()
        .map(|r| r.creator)
}

/// Prints the shader code part (version line to the end).
pub fn code(c: &Container, style: sm4_print::Style, out: &mut String) -> Result<(), BinError> {
    let Some(shdr) = c.find(&[b"SHDR", b"SHEX"]) else {
        crate::bail!(0, "container has no SHDR or SHEX chunk");
    };
    let p = sm4::decode::decode(shdr.data, shdr.offset)?;
    sm4_print::program(&p, style, out);
    if let Some(stat) = c.find(&[b"STAT"]) {
        if stat.data.len() >= 4 {
            let n = u32::from_le_bytes(stat.data[..4].try_into().unwrap());
            let _ = writeln!(out, "// Approximately {n} instruction slots used");
        }
    }
    Ok(())
}
