//! A whole listing, as `D3DDisassemble` prints it: header comments from the
//! container's chunks, the level-9 program if any, the shader code, and the
//! closing statistics line. D3D9 token streams (not in a container) are
//! printed by [`crate::sm1`].

use crate::dxbc::header::{print_header_with, Dialect};
use crate::dxbc::{is_dxbc, Container};
use crate::error::BinError;
use crate::sm4::print as sm4_print;
use crate::{sm1, sm4};

/// Options for [`disassemble`].
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Read the container even if its checksum is wrong.
    pub ignore_checksum: bool,
    /// The listing flavour; by default the one of the compiler named in
    /// the container's RDEF chunk.
    pub dialect: Option<Dialect>,
    /// Print floats that six decimals cannot give back as their bits, and
    /// relative indices inside relative indices whole, so that
    /// `asm(dis(bin)) == bin` (not Microsoft's text).
    pub lossless: bool,
    /// `D3DDisassemble` flags (`D3D_DISASM_*`); see [`SUPPORTED_FLAGS`].
    pub flags: u32,
}

/// `D3D_DISASM_DISABLE_DEBUG_INFO`: no `#line`, no variable locations (SM4/5
/// SPDB, D3D9 debug blocks).
pub const NO_DEBUG_INFO: u32 = 0x10;
/// `D3D_DISASM_INSTRUCTION_ONLY`: the code without the comment header
/// (SM4/5 also without the closing slot count and level-9 part).
pub const CODE_ONLY: u32 = 0x40;
/// `D3D_DISASM_PRINT_HEX_LITERALS`: immediates as hex words.
pub const HEX_LITERALS: u32 = 0x80;
/// `D3D_DISASM_ENABLE_COLOR_CODE`: an HTML listing, colour-coded.
pub const HTML: u32 = 0x1;
/// `D3D_DISASM_ENABLE_DEFAULT_VALUE_PRINTS`: SM1-3 constant tables' default
/// values (SM4/5 listings are the same with or without it).
pub const DEFAULTS: u32 = 0x2;
/// `D3D_DISASM_ENABLE_INSTRUCTION_NUMBERING`: instructions numbered (SM4/5
/// by instruction, SM1-3 by instruction slot).
pub const NUMBERS: u32 = 0x4;
/// `D3D_DISASM_ENABLE_INSTRUCTION_OFFSET`: each instruction's byte offset.
pub const OFFSETS: u32 = 0x20;
/// The flags printed as Microsoft prints them (checked with the oracle).
pub const SUPPORTED_FLAGS: u32 =
    HTML | DEFAULTS | NO_DEBUG_INFO | CODE_ONLY | HEX_LITERALS | NUMBERS | OFFSETS;

/// Whether [`disassemble`] takes the `D3DDisassemble` flags `flags`,
/// whatever the file: the reason it refuses them if not (flag 0x8 as
/// Microsoft refuses it, flags not supported yet).
pub fn check_flags(flags: u32) -> Result<(), String> {
    if flags & 0x8 != 0 {
        // Checked with the oracle: D3DDisassemble gives 0x8876086c
        // (D3DERR_INVALIDCALL) for SM1-3 and SM4/5 binaries alike.
        return Err("D3DDisassemble flag 0x8 (instruction cycle counts) is refused, as Microsoft's D3DDisassemble refuses it (0x8876086c)".into());
    }
    if flags & !SUPPORTED_FLAGS != 0 {
        return Err(format!(
            "D3DDisassemble flags 0x{:x} are not supported yet (supported: 0x{SUPPORTED_FLAGS:x})",
            flags & !SUPPORTED_FLAGS
        ));
    }
    Ok(())
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
    if let Err(m) = check_flags(opts.flags) {
        crate::error::bail!(0, "{m}");
    }
    let html = opts.flags & HTML != 0;
    if !is_dxbc(data) {
        return sm1::disassemble_bytes(data, sm1_flags(opts.flags, false));
    }
    let c = Container::read(data, !opts.ignore_checksum)?;
    // Without an input or an output signature chunk Microsoft prints the
    // code alone, as with flag 0x40 (checked with the oracle on containers
    // missing either or both, with flags 0, 0x1, 0x4, 0x20 and 0x40).
    let signed =
        c.find(&[b"ISGN", b"ISG1"]).is_some() && c.find(&[b"OSGN", b"OSG5", b"OSG1"]).is_some();
    let code_only = opts.flags & CODE_ONLY != 0 || !signed;
    // Read once: for the creator that picks the dialect, then the header.
    let rdef = c
        .find(&[b"RDEF"])
        .map(|k| crate::dxbc::rdef::read(k.data, k.offset));
    let dialect = match opts.dialect {
        Some(d) => d,
        None => match &rdef {
            Some(Ok(r)) => Dialect::from_creator(&r.creator),
            _ => Dialect::V6_3,
        },
    };
    // Listings run 3 to 6 times the size of the binary; growing costs copies.
    let mut out = String::with_capacity(data.len() * 8);
    let spdb = if opts.flags & NO_DEBUG_INFO == 0 {
        c.find(&[b"SPDB"])
    } else {
        None
    };
    let want_offsets = opts.flags & OFFSETS != 0 || spdb.is_some();
    let sdbg = if opts.flags & NO_DEBUG_INFO == 0 && spdb.is_none() {
        c.find(&[b"SDBG"])
    } else {
        None
    };
    let style = sm4_print::Style {
        digits17: dialect == Dialect::V9,
        v10: dialect == Dialect::V10,
        lossless: opts.lossless,
        hex: opts.flags & HEX_LITERALS != 0,
    };
    // Without debug information (which is read against the whole program)
    // and a level-9 part (whose errors come after the code's), each
    // instruction is printed as it is decoded.
    if spdb.is_none() && sdbg.is_none() && (code_only || c.find(&[b"Aon9"]).is_none()) {
        if !code_only {
            print_header_with(&c, rdef, dialect, &mut out)?;
        }
        let code = code_decoder(&c)?;
        if !code_only && code.has_custom_data(sm4::CustomDataClass::SHADER_MESSAGE) {
            debug_layer_note(dialect, &mut out);
        }
        let lines = sm4_print::LinePrefix {
            numbers: opts.flags & NUMBERS != 0,
            offsets: (opts.flags & OFFSETS != 0).then_some(&[][..]),
            html,
            debug: None,
        };
        if html {
            html_pieces(&mut out);
        }
        stream_code(code, style, &lines, &mut out)?;
        slots_line(&c, html, &mut out);
        if code_only {
            code_only_end(html, &mut out);
        }
        return Ok(out);
    }
    // Otherwise the program is decoded once, after the header (whose
    // errors come first), for the debug-layer note and for the code; with
    // each instruction's offset when the listing prints offsets or debug
    // information.
    let mut program = None;
    if !code_only {
        print_header_with(&c, rdef, dialect, &mut out)?;
        let p = decode_code(&c, want_offsets)?;
        if has_shader_messages(&p.0) {
            debug_layer_note(dialect, &mut out);
        }
        program = Some(p);
        if let Some(aon9) = c.find(&[b"Aon9"]) {
            out.push_str("//\n");
            let flags = sm1_flags(opts.flags & !CODE_ONLY, true);
            sm1::level9::print_level9_with(aon9.data, aon9.offset, flags, &mut out)?;
        }
    }
    let (p, offsets) = match program {
        Some(p) => p,
        None => decode_code(&c, want_offsets)?,
    };
    let unreadable = |e: BinError| {
        BinError::new(
            e.offset(),
            format!(
                "{} (the debug information cannot be read; --no-debug-info prints the listing without it)",
                e.message()
            ),
        )
    };
    let annotations = match (spdb, sdbg) {
        (Some(chunk), _) => {
            let s = crate::dxbc::spdb::read(chunk.data, chunk.offset).map_err(unreadable)?;
            Some(crate::dxbc::annotate::annotate(&s, &p, &offsets))
        }
        (None, Some(chunk)) => {
            let s = crate::dxbc::sdbg::read(chunk.data, chunk.offset).map_err(unreadable)?;
            Some(crate::dxbc::annotate::annotate_sdbg(&s, &p))
        }
        _ => None,
    };
    let lines = sm4_print::LinePrefix {
        numbers: opts.flags & NUMBERS != 0,
        offsets: (opts.flags & OFFSETS != 0).then_some(offsets.as_slice()),
        html,
        debug: annotations.as_ref(),
    };
    if html {
        html_pieces(&mut out);
    }
    code_of(&c, &p, style, &lines, &mut out);
    if code_only {
        code_only_end(html, &mut out);
    }
    Ok(out)
}

/// The SM1-3 printer's flags for `D3DDisassemble` flags `f` (`embedded`:
/// the SM2 part of a level-9 listing).
fn sm1_flags(f: u32, embedded: bool) -> sm1::print::Flags {
    sm1::print::Flags {
        code_only: f & CODE_ONLY != 0,
        hex: f & HEX_LITERALS != 0,
        numbers: f & NUMBERS != 0,
        offsets: f & OFFSETS != 0,
        defaults: f & DEFAULTS != 0,
        base: 0,
        no_debug_info: f & NO_DEBUG_INFO != 0,
        html: f & HTML != 0,
        embedded,
    }
}

/// Whether the code holds debug-layer shader messages (`printf`/`errorf`,
/// customdata class 4).
fn has_shader_messages(p: &sm4::Program) -> bool {
    p.instructions
        .iter()
        .filter(|i| i.opcode == sm4::Opcode::CustomData)
        .any(|i| i.get::<sm4::CustomDataClass>() == sm4::CustomDataClass::SHADER_MESSAGE)
}

/// Microsoft's note on shaders with messages, placed as each dialect
/// places it: after the `///` line in 9.x, after the creator block
/// otherwise (checked against d3dcompiler_47 through the oracle).
fn debug_layer_note(dialect: Dialect, out: &mut String) {
    const NOTE: &str = "// Note: SHADER WILL ONLY WORK WITH THE DEBUG SDK LAYER ENABLED.\n";
    let (anchor, text) = if dialect == Dialect::V9 {
        ("///\n", format!("{NOTE}//\n//\n"))
    } else {
        ("//\n", format!("//\n{NOTE}//\n"))
    };
    // The creator line, then the anchor after it.
    let Some(g) = out.find("// Generated by") else {
        return;
    };
    let Some(eol) = out[g..].find('\n') else {
        return;
    };
    let from = g + eol + 1;
    if let Some(a) = out[from..].find(anchor) {
        out.insert_str(from + a + anchor.len(), &text);
    }
}

/// Prints the shader code part (version line to the end).
pub fn code(c: &Container, style: sm4_print::Style, out: &mut String) -> Result<(), BinError> {
    let (p, _) = decode_code(c, false)?;
    code_of(c, &p, style, &sm4_print::LinePrefix::default(), out);
    Ok(())
}

/// The program of the container's SHDR or SHEX chunk, and (if `offsets`)
/// each instruction's byte offset from the version token.
fn decode_code(c: &Container, offsets: bool) -> Result<(sm4::Program, Vec<usize>), BinError> {
    let Some(shdr) = c.find(&[b"SHDR", b"SHEX"]) else {
        crate::error::bail!(0, "container has no SHDR or SHEX chunk");
    };
    if offsets {
        let (p, o) = sm4::decode::decode_with_offsets(shdr.data, shdr.offset)?;
        Ok((p, o.iter().map(|a| a - shdr.offset).collect()))
    } else {
        Ok((sm4::decode::decode(shdr.data, shdr.offset)?, Vec::new()))
    }
}

/// Prints the decoded program `p` of container `c` and the slot count.
fn code_of(
    c: &Container,
    p: &sm4::Program,
    style: sm4_print::Style,
    lines: &sm4_print::LinePrefix,
    out: &mut String,
) {
    sm4_print::program_with(p, style, lines, out);
    slots_line(c, lines.html, out);
}

/// The decoder of the container's SHDR or SHEX chunk.
fn code_decoder<'a>(c: &Container<'a>) -> Result<sm4::decode::Decoder<'a>, BinError> {
    let Some(shdr) = c.find(&[b"SHDR", b"SHEX"]) else {
        crate::error::bail!(0, "container has no SHDR or SHEX chunk");
    };
    sm4::decode::Decoder::new(shdr.data, shdr.offset)
}

/// Prints the code an instruction at a time as `d` decodes it (offsets
/// from the version token where `lines` prints them).
fn stream_code(
    mut d: sm4::decode::Decoder,
    style: sm4_print::Style,
    lines: &sm4_print::LinePrefix,
    out: &mut String,
) -> Result<(), BinError> {
    let base = d.base();
    let mut l = sm4_print::Lister::new(&d.program(), style, lines, out);
    let mut ins = sm4::Instruction::BLANK;
    let mut n = 0;
    while !d.at_end() {
        if n == crate::limits::MAX_INSTRUCTIONS {
            crate::error::bail!(d.offset(), "{}", crate::limits::too_many_instructions());
        }
        n += 1;
        let at = d.next_into(&mut ins)?;
        l.line(&ins, at - base, out);
    }
    Ok(())
}

/// The slot-count line after the code: the STAT chunk's count.
fn slots_line(c: &Container, html: bool, out: &mut String) {
    // Without a STAT chunk (stripped) Microsoft prints 0.
    let n = match c.find(&[b"STAT"]) {
        Some(stat) if stat.data.len() >= 4 => {
            u32::from_le_bytes(stat.data[..4].try_into().unwrap())
        }
        Some(_) => return,
        None => 0,
    };
    if html {
        out.push_str("</font><font color = \"#a0a0a0\">");
    }
    out.push_str("// Approximately ");
    crate::push::uint(out, n.into());
    out.push_str(" instruction slots used\n");
    if html {
        out.push_str("</font></pre>");
    }
}

/// Microsoft's instruction-only listing ends with the code (in HTML, the
/// code's piece closed): the slot-count line goes.
fn code_only_end(html: bool, out: &mut String) {
    let tail = if html {
        "</font><font color = \"#a0a0a0\">// Approximately "
    } else {
        "// Approximately "
    };
    if let Some(at) = out.rfind(tail) {
        out.truncate(at);
        if html {
            out.push_str("</font></pre>");
        }
    }
}

/// Colours an HTML listing's header: the header in the comment colour,
/// the code in the code colour; the class-type tables of an interface
/// shader start a piece of their own. So do a level-9 part's mapping
/// tables (at the first of them) and its "Level9 shader bytecode" section.
fn html_pieces(out: &mut String) {
    let piece = "</font><font color = \"#a0a0a0\">";
    if let Some(at) = out.find("//\n// Level9 shader bytecode:") {
        out.insert_str(at, piece);
    }
    let tables = [
        "//\n// Constant buffer to DX9",
        "//\n// Sampler/Resource to DX9",
        "//\n// Runtime generated constant",
    ];
    if let Some(at) = tables.iter().filter_map(|t| out.find(t)).min() {
        out.insert_str(at, piece);
    }
    if let Some(at) = out.find("//\n// Available Class Types:") {
        out.insert_str(at, piece);
    }
    out.insert_str(
        0,
        "<pre><body bgcolor=\"#000000\"><font color = \"#a0a0a0\">",
    );
    out.push_str("</font><font color = \"#e0e0e0\">");
}
