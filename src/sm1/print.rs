//! [`Program`] -> listing text, byte-identical to Microsoft's
//! `D3DDisassemble` (what `fxc /dumpbin` prints) for shader models 1.x–3.0.
//!
//! Contract: printing never fails; whatever the decoder accepted is
//! printed (unknown register types and usages get a placeholder name).

use super::ctab;
use super::ir::*;
use super::slots;
use super::table::{self, op, reg, Kind, COMPARISONS};
use crate::error::BinError;
use std::fmt::Write;

/// `D3DDisassemble` flags that change a Direct3D 9 listing.
#[derive(Clone, Copy, Debug, Default)]
pub struct Flags {
    /// `D3D_DISASM_INSTRUCTION_ONLY`: no constant-table header.
    pub code_only: bool,
    /// `D3D_DISASM_PRINT_HEX_LITERALS`: `def` values as hex words.
    pub hex: bool,
    /// `D3D_DISASM_ENABLE_DEFAULT_VALUE_PRINTS`: the constant table's
    /// default values after its register table.
    pub defaults: bool,
    /// `D3D_DISASM_ENABLE_INSTRUCTION_NUMBERING`: each instruction's first
    /// slot (`%4d: `; blank for `def`/`dcl`).
    pub numbers: bool,
    /// `D3D_DISASM_ENABLE_INSTRUCTION_OFFSET`: each instruction's byte
    /// offset in the token stream (`0x%08X: `).
    pub offsets: bool,
    /// Where the token stream starts in the bytes the instruction offsets
    /// count from (a level-9 container's SM2 part: inside its chunk).
    pub base: usize,
    /// `D3D_DISASM_DISABLE_DEBUG_INFO`: leave out the debug information
    /// (`DBUG` block: variable comments and `#line` directives).
    pub no_debug_info: bool,
    /// `D3D_DISASM_ENABLE_COLOR_CODE`: colour-coded HTML.
    pub html: bool,
    /// The program is a level-9 container's SM2 part (inside the SM4
    /// listing's header): its HTML opens and closes differently.
    pub embedded: bool,
}

/// One instruction's text in Microsoft's colour-coded form: the mnemonic
/// as it is, the first operand after a space in the code colour (the space
/// inside it when the instruction has no destination), each further
/// operand with its `, ` in the code colour (a `def` value in the number
/// colour after a code-coloured `, `), then an empty comment-coloured
/// piece.
fn html_instruction(text: &str, info: &table::OpInfo, opcode: table::Opcode, out: &mut String) {
    // A min-precision mark (` {min16f}`) inside an operand is a
    // comment-coloured piece of its own.
    let font = |c: &str, t: &str, out: &mut String| {
        let t = match t.find(" {") {
            Some(at) if t.ends_with('}') => {
                format!("{}<font color = \"#a0a0a0\">{}</font>", &t[..at], &t[at..])
            }
            _ => t.to_string(),
        };
        let _ = write!(out, "<font color = \"{c}\">{t}</font>");
    };
    let (m, rest) = match text.find(' ') {
        Some(at) => (&text[..at], &text[at + 1..]),
        None => (text, ""),
    };
    out.push_str(m);
    if !rest.is_empty() {
        let ops: Vec<&str> = rest.split(", ").collect();
        let defines = matches!(opcode, op::DEF | op::DEFI | op::DEFB);
        let dst = info.dst || opcode == op::DCL || defines;
        for (i, op) in ops.iter().enumerate() {
            match i {
                0 if dst => {
                    out.push(' ');
                    font("#e0e0e0", op, out);
                }
                0 => font("#e0e0e0", &format!(" {op}"), out),
                _ if defines => {
                    font("#e0e0e0", ", ", out);
                    font("#00ffff", op, out);
                }
                _ => font("#e0e0e0", &format!(", {op}"), out),
            }
        }
    }
}

/// The whole listing: constant-table header (if any), version line,
/// instructions and the closing instruction-slot line.
pub fn disassemble(p: &Program) -> String {
    disassemble_with(p, Flags::default())
}

/// The listing as `D3DDisassemble` prints it with `flags`.
pub fn disassemble_with(p: &Program, flags: Flags) -> String {
    let mut out = String::with_capacity(capacity(p.items.len(), p.comments()));
    if flags.html {
        out.push_str(HTML_START);
    }
    if !flags.code_only {
        write_header(p.comments(), flags.defaults, &mut out);
    }
    write_body_with(p, flags, &mut out);
    out
}

/// The listing of the token stream `bytes` as [`disassemble_with`] prints
/// it, each instruction printed as it is read, into one instruction read
/// into again and again: no list of the program's items is made (making
/// and filling it was a tenth of the listing). A comment after the first
/// instruction (the constant table and debug information come before the
/// code in what Microsoft's compiler writes) belongs in the header before
/// the code: the whole program is then read first.
pub fn disassemble_bytes(bytes: &[u8], flags: Flags) -> Result<String, BinError> {
    let mut s = super::decode::Stream::new(bytes, 0)?;
    let mut comments = Vec::new();
    let mut next = s.next_kind()?;
    while next == super::decode::Next::Comment {
        comments.push(s.comment());
        next = s.next_kind()?;
    }
    // About three bytes of text a byte of code; bounded, as the decoder's
    // list is, so that a huge stream that fails early reserves little.
    let items = (bytes.len() / 12).min(1 << 13);
    let mut out = String::with_capacity(capacity(items, comments.iter()));
    if flags.html {
        out.push_str(HTML_START);
    }
    if !flags.code_only {
        write_header(comments.iter(), flags.defaults, &mut out);
    }
    let mut body = Body::start(s.version(), flags, comments.iter(), &mut out);
    let mut ins = Instruction::new(op::NOP);
    loop {
        match next {
            super::decode::Next::End(_) => break,
            super::decode::Next::Comment => {
                return Ok(disassemble_with(&super::decode(bytes)?, flags))
            }
            super::decode::Next::Instruction => {
                ins.clear();
                s.instruction(&mut ins)?;
                body.instruction(&ins, &mut out);
            }
        }
        next = s.next_kind()?;
    }
    body.finish(&mut out);
    Ok(out)
}

/// Room for a listing of `items` items with `comments`: about 40 bytes a
/// line, and a constant table's header about three times its bytes
/// (growing the string costs copies).
fn capacity<'a>(items: usize, comments: impl Iterator<Item = &'a Comment>) -> usize {
    let header: usize = comments
        .filter(|c| c.ctab.is_some())
        .map(|c| 3 * c.data.len())
        .sum();
    64 + 40 * items + header
}

/// How a colour-coded listing starts.
const HTML_START: &str = "<pre><body bgcolor=\"#000000\"><font color = \"#a0a0a0\">";

/// Like [`disassemble`], appending to `out`.
pub fn write_listing(p: &Program, out: &mut String) {
    write_header(p.comments(), false, out);
    write_body(p, out);
}

/// The constant-table header of the program's `comments`.
fn write_header<'a>(comments: impl Iterator<Item = &'a Comment>, defaults: bool, out: &mut String) {
    for c in comments {
        match &c.ctab {
            Some(Ok(t)) => ctab::print_with(t, defaults, out),
            Some(Err(_)) => out.push_str(
                "//\n// Generated by Microsoft (R) D3DX9 Shader Disassembler\n<invalid constant table>\n",
            ),
            None => {}
        }
    }
}

/// The version line, the instructions and the closing slot line, without
/// the constant-table header (the form embedded in level-9 listings).
pub fn write_body(p: &Program, out: &mut String) {
    write_body_with(p, Flags::default(), out)
}

/// Like [`write_body`], with `D3DDisassemble` flags.
pub fn write_body_with(p: &Program, flags: Flags, out: &mut String) {
    let mut body = Body::start(p.version, flags, p.comments(), out);
    for ins in p.instructions() {
        body.instruction(ins, out);
    }
    body.finish(out);
}

/// The code part of a listing, printed an instruction at a time: what it
/// has counted and where it is (nesting, slots, debug lines).
pub(crate) struct Body {
    v: Version,
    flags: Flags,
    depth: usize,
    /// The next instruction's number (arithmetic slots so far).
    slot: u32,
    /// The closing line's totals, counted as the instructions are printed
    /// (a second walk over them was 3% of `dis`).
    count: slots::SlotCount,
    debug: Option<super::debug::DebugInfo>,
    lines: super::debug::LineTracker,
    /// The next instruction's index.
    k: usize,
}

impl Body {
    /// Writes the version line; `comments` are the program's (its debug
    /// information is read from them).
    pub(crate) fn start<'a>(
        v: Version,
        flags: Flags,
        mut comments: impl Iterator<Item = &'a Comment>,
        out: &mut String,
    ) -> Body {
        if flags.html {
            out.push_str(if flags.embedded {
                "<font color = \"#a0a0a0\"></font>"
            } else {
                "</font>"
            });
            out.push_str("<font color = \"#ffff40\">");
        }
        out.push_str("    ");
        write_version_name(v, out);
        out.push('\n');
        let debug = if flags.no_debug_info {
            None
        } else {
            comments
                .find(|c| c.fourcc() == Some(b"DBUG"))
                .and_then(|c| super::debug::parse(&c.data))
        };
        Body {
            v,
            flags,
            depth: 0,
            slot: 0,
            count: slots::SlotCount::default(),
            debug,
            lines: super::debug::LineTracker::default(),
            k: 0,
        }
    }

    /// Prints the next instruction.
    pub(crate) fn instruction(&mut self, ins: &Instruction, out: &mut String) {
        let (v, flags) = (self.v, &self.flags);
        let k = self.k;
        self.k += 1;
        let Some(info) = table::lookup(ins.opcode) else {
            return;
        };
        if let Some(d) = &self.debug {
            if let Some((line, file)) = self.lines.directive(d.lines.get(k).copied().flatten(), d) {
                let what = match file {
                    Some(f) => format!("{line} \"{f}\""),
                    None => line.to_string(),
                };
                if flags.html {
                    let _ = write!(
                        out,
                        "\n<font color = \"#ffff40\">#line </font><font color = \"#00ffff\">{what}\n</font>"
                    );
                } else {
                    let _ = write!(out, "\n#line {what}\n");
                }
            }
        }
        // By opcode (each of these rows has the one name, in every
        // version): comparing the names was a string compare per line.
        let closes = matches!(ins.opcode, op::ENDIF | op::ENDREP | op::ENDLOOP | op::ELSE);
        if closes {
            self.depth = self.depth.saturating_sub(1);
        }
        // In HTML the number and the offset are code-coloured pieces; the
        // blank of a declaration is not.
        let piece = |text: &str, out: &mut String| {
            if flags.html {
                let _ = write!(out, "<font color = \"#e0e0e0\">{text}</font>");
            } else {
                out.push_str(text);
            }
        };
        let cost = slots::cost(v, info, ins);
        self.count.total += cost.total;
        self.count.texture += cost.texture;
        if flags.numbers {
            // Declarations (def*, dcl) have no slot and no number.
            if matches!(ins.opcode, op::DCL | op::DEFB | op::DEFI | op::DEF) {
                out.push_str("      ");
            } else {
                let sep = if flags.offsets { ' ' } else { ':' };
                piece(&format!("{:4}{sep} ", self.slot), out);
            }
            // Numbers count arithmetic slots (texture slots apart).
            self.slot += cost.total - cost.texture.min(cost.total);
        }
        if flags.offsets {
            let at = ins.offset.saturating_sub(flags.base);
            piece(&format!("0x{at:08X}: "), out);
        }
        if ins.coissue {
            out.push_str("  + ");
        } else {
            out.push_str("    ");
        }
        // One copy (two spaces at a time, the length was stored and
        // reloaded per level: a dependency through memory).
        crate::push::spaces(out, 2 * self.depth);
        let comment = self.debug.as_ref().and_then(|d| d.comment(k));
        if flags.html {
            let mut text = String::new();
            write_instruction(v, info, ins, flags.hex, &mut text);
            html_instruction(&text, info, ins.opcode, out);
            // The comment piece (empty without debug information) is left
            // out with D3D_DISASM_DISABLE_DEBUG_INFO (checked with the oracle).
            if !flags.no_debug_info {
                let c = comment.map_or(String::new(), |c| format!("  // {c}"));
                let _ = write!(out, "<font color = \"#a0a0a0\">{c}</font>");
            }
        } else {
            write_instruction(v, info, ins, flags.hex, out);
            if let Some(c) = comment {
                out.push_str("  // ");
                out.push_str(&c);
            }
        }
        out.push('\n');
        if matches!(ins.opcode, op::IF | op::IFC | op::REP | op::LOOP | op::ELSE) {
            self.depth += 1;
        }
    }

    /// Writes the closing slot line.
    pub(crate) fn finish(self, out: &mut String) {
        let flags = self.flags;
        out.push('\n');
        if flags.html {
            out.push_str("</font><font color = \"#a0a0a0\">");
        }
        slots::write_count(self.count, out);
        if flags.html {
            out.push_str(if flags.embedded {
                "</font>"
            } else {
                "</font></pre>"
            });
        }
    }
}

/// One instruction as the listing prints it (no indentation; a co-issued
/// instruction with its `+`).
pub fn instruction_text(v: Version, ins: &Instruction) -> String {
    let mut out = String::new();
    if ins.coissue {
        out.push_str("+ ");
    }
    if let Some(info) = table::lookup(ins.opcode) {
        write_instruction(v, info, ins, false, &mut out);
    }
    out
}

/// `vs_1_1`, `ps_2_x`, `vs_3_sw`, ...
pub fn version_name(v: Version) -> String {
    let mut s = String::new();
    write_version_name(v, &mut s);
    s
}

/// [`version_name`], appended to `out` (through `format!` it was 2% of
/// SM1-3 `dis`).
fn write_version_name(v: Version, out: &mut String) {
    out.push_str(if v.is_ps() { "ps_" } else { "vs_" });
    crate::push::uint(out, v.major.into());
    out.push('_');
    match v.minor {
        0xFF => out.push_str("sw"),
        1 if v.major == 2 => out.push('x'),
        m => crate::push::uint(out, m.into()),
    }
}

fn write_instruction(
    v: Version,
    info: &table::OpInfo,
    ins: &Instruction,
    hex: bool,
    out: &mut String,
) {
    if let Some(p) = &ins.predicate {
        out.push('(');
        write_src(v, p, out);
        crate::push::short(out, ") ");
    }
    let (name, len) = info.padded_name(v.code());
    crate::push::padded::<16>(out, name, len);
    match info.kind {
        Kind::Comparison => {
            out.push('_');
            out.push_str(COMPARISONS[(ins.control & 7) as usize]);
        }
        Kind::Texld if v.major >= 2 => {
            if ins.control & 1 != 0 {
                out.push('p');
            } else if ins.control & 2 != 0 {
                out.push('b');
            }
        }
        _ => {}
    }
    match info.kind {
        Kind::Dcl => {
            let d = ins.dst.as_ref().expect("dcl has a destination");
            write_dcl_name(v, ins.decl.expect("dcl has a declaration"), d, out);
            out.push(' ');
            write_dst(v, d, out);
            return;
        }
        Kind::Def | Kind::Defi | Kind::Defb => {
            out.push(' ');
            write_dst(v, ins.dst.as_ref().expect("def has a destination"), out);
            for &l in &ins.literals {
                out.push_str(", ");
                match info.kind {
                    Kind::Def if hex => {
                        let _ = write!(out, "0x{l:08x}");
                    }
                    Kind::Def => write_g(f32::from_bits(l), 9, out),
                    Kind::Defi => {
                        let i = l as i32;
                        if i < 0 {
                            out.push('-');
                        }
                        crate::push::uint(out, i.unsigned_abs().into());
                    }
                    _ => out.push_str(if l != 0 { "true" } else { "false" }),
                }
            }
            return;
        }
        Kind::SrcAsDst => {
            // Microsoft prints `breakp` as `break` and reads its source
            // with the destination layout (mask, result modifiers, shift).
            out.truncate(out.len() - 1);
            let s = &ins.srcs[0];
            let d = super::decode::dst_fields(s.token, s.relative);
            write_dst_mods(&d, out);
            out.push(' ');
            write_dst(v, &d, out);
            return;
        }
        _ => {}
    }
    let mut first = true;
    if let Some(d) = &ins.dst {
        write_dst_mods(d, out);
        out.push(' ');
        write_dst(v, d, out);
        first = false;
    }
    for s in &ins.srcs {
        crate::push::short(out, if first { " " } else { ", " });
        first = false;
        write_src(v, s, out);
    }
}

fn write_dst_mods(d: &DstOperand, out: &mut String) {
    // Most have none: no copy call for an empty piece.
    if d.shift != 0 {
        out.push_str(match d.shift {
            1 => "_x2",
            2 => "_x4",
            3 => "_x8",
            13 => "_d8",
            14 => "_d4",
            15 => "_d2",
            _ => "",
        });
    }
    if d.result_mod != 0 {
        write_result_mods(d.result_mod, out);
    }
}

fn write_result_mods(m: u8, out: &mut String) {
    if m & 1 != 0 {
        out.push_str("_sat");
    }
    if m & 2 != 0 {
        out.push_str("_pp");
    }
    if m & 4 != 0 {
        out.push_str("_centroid");
    }
}

fn write_dcl_name(v: Version, decl: Decl, d: &DstOperand, out: &mut String) {
    if d.reg.ty == super::table::reg::SAMPLER {
        let t = decl.texture_type();
        if t != TextureType::UNKNOWN {
            out.push('_');
            push_padded_name(t.padded_name(), out);
        }
    } else if !v.is_ps() || decl.usage() != Usage::POSITION || decl.usage_index() != 0 {
        // Pixel shaders leave out usage 0 with index 0.
        out.push('_');
        push_padded_name(decl.usage().padded_name(), out);
        if decl.usage_index() != 0 {
            crate::push::uint(out, decl.usage_index().into());
        }
    }
    write_result_mods(d.result_mod, out);
}

/// The names of `r0`-`r255`, `v0`-`v255` and `c0`-`c255` (register
/// types 0, 1 and 2, as [`write_reg_name`] spells them).
static COMMON_REGS: crate::push::Padded<768> = crate::push::Padded::new(&COMMON_NAME_BYTES);

/// [`COMMON_REGS`]' bytes.
const COMMON_NAME_BYTES: [u8; 6144] = {
    let mut b = [b' '; 6144];
    let mut i = 0;
    while i < 768 {
        b[8 * i] = [b'r', b'v', b'c'][i >> 8];
        // The number's padded digits after the letter (three at most).
        let mut k = 0;
        while k < 7 {
            b[8 * i + 1 + k] = crate::push::NUMBER_BYTES[8 * (i & 255) + k];
            k += 1;
        }
        i += 1;
    }
    b
};

/// A usage's or texture type's name ([`Usage::padded_name`]), `unknown`
/// when it has none.
#[inline(always)]
fn push_padded_name(name: Option<(&str, usize)>, out: &mut String) {
    match name {
        Some((n, len)) => crate::push::padded::<16>(out, n, len),
        None => out.push_str("unknown"),
    }
}

/// The name of a register (`r0`, `oPos`, `c2048`, `vFace`).
pub fn reg_name(v: Version, r: Register) -> String {
    let mut s = String::new();
    write_reg_name(v, r, &mut s);
    s
}

/// [`reg_name`], written to `out` (the listing's hot path: no string per
/// operand). Always inlined: called per operand, the call and its jump
/// table's entry cost more than the name (SM1-3 `dis` -5% inlined).
#[inline(always)]
pub fn write_reg_name(v: Version, r: Register, out: &mut String) {
    let n = r.num as u32;
    // Most operands: one piece, no branch on the type (the table is in
    // their types' order, 0 to 2).
    if matches!(r.ty, reg::TEMP | reg::INPUT | reg::CONST) && n < 256 {
        return COMMON_REGS.push(out, (usize::from(r.ty.0) << 8) + n as usize);
    }
    write_reg_name_of_type(v, r, out)
}

/// [`write_reg_name`] by the register's type.
#[inline(always)]
fn write_reg_name_of_type(v: Version, r: Register, out: &mut String) {
    let n = r.num as u32;
    let (prefix, num): (&str, Option<u32>) = match r.ty {
        reg::TEMP => ("r", Some(n)),
        reg::INPUT => ("v", Some(n)),
        reg::CONST => ("c", Some(n)),
        reg::TEXTURE if v.is_ps() => ("t", Some(n)),
        reg::ADDR => ("a", Some(n)),
        reg::RASTOUT => match n {
            0 => ("oPos", None),
            1 => ("oFog", None),
            2 => ("oPts", None),
            _ => ("oX", Some(n)),
        },
        reg::ATTROUT => ("oD", Some(n)),
        reg::OUTPUT if v.major >= 3 => ("o", Some(n)),
        reg::OUTPUT => ("oT", Some(n)),
        reg::CONSTINT => ("i", Some(n)),
        reg::COLOROUT => ("oC", Some(n)),
        reg::DEPTHOUT => ("oDepth", None),
        reg::SAMPLER => ("s", Some(n)),
        reg::CONST2 => ("c", Some(n + 2048)),
        reg::CONST3 => ("c", Some(n + 4096)),
        reg::CONST4 => ("c", Some(n + 6144)),
        reg::CONSTBOOL => ("b", Some(n)),
        reg::LOOP => ("aL", None),
        reg::MISCTYPE => match n {
            0 => ("vPos", None),
            1 => ("vFace", None),
            _ => ("m", Some(n)),
        },
        reg::LABEL => ("l", Some(n)),
        reg::PREDICATE => ("p", Some(n)),
        // TEMPFLOAT16 (16) and codes past 19 have no name of their own.
        _ => ("x", Some(n)),
    };
    crate::push::short(out, prefix);
    if let Some(n) = num {
        crate::push::uint(out, n.into());
    }
}

pub(crate) fn write_relative(v: Version, rel: &Relative, out: &mut String) {
    out.push('[');
    match rel {
        Relative::ImplicitA0 => out.push_str("a0.x"),
        Relative::Token(a) => {
            write_reg_name(v, a.reg, out);
            write_swizzle(a.swizzle, out);
        }
    }
    out.push(']');
}

#[inline(always)]
pub(crate) fn write_dst(v: Version, d: &DstOperand, out: &mut String) {
    write_reg_name(v, d.reg, out);
    if let Some(rel) = &d.relative {
        write_relative(v, rel, out);
    }
    if d.mask != 0xF {
        // An empty mask prints as a lone dot.
        MASKS.push(out, (d.mask & 0xF).into());
    }
    write_precision(d.token, out);
}

/// Bits 14..15 of a parameter token: minimum precision (level-9 shaders
/// compiled from `min16float` code).
fn write_precision(token: u32, out: &mut String) {
    match (token >> 14) & 3 {
        1 => out.push_str(" {min16f}"),
        2 => out.push_str(" {min10f}"),
        _ => {}
    }
}

/// Each write mask's text (`.x`, `.xyz`; an empty mask a lone dot).
static MASKS: crate::push::Padded<16> = crate::push::Padded::new(
    b".       .x      .y      .xy     .z      .xz     .yz     .xyz    \
      .w      .xw     .yw     .xyw    .zw     .xzw    .yzw    .xyzw   ",
);

/// Each swizzle's text (`.x`, `.xyzw`, `.wzyx`; the identity's empty).
static SWIZZLES: crate::push::Padded<256> = crate::push::Padded::new(&SWIZZLE_BYTES);

/// [`SWIZZLES`]' bytes.
const SWIZZLE_BYTES: [u8; 2048] = {
    const C: [u8; 4] = *b"xyzw";
    let mut b = [b' '; 2048];
    let mut sw = 0;
    while sw < 256 {
        let comps = [sw & 3, (sw >> 2) & 3, (sw >> 4) & 3, (sw >> 6) & 3];
        if sw != 0xE4 {
            b[8 * sw] = b'.';
            if comps[0] == comps[1] && comps[1] == comps[2] && comps[2] == comps[3] {
                b[8 * sw + 1] = C[comps[0]];
            } else {
                let mut i = 0;
                while i < 4 {
                    b[8 * sw + 1 + i] = C[comps[i]];
                    i += 1;
                }
            }
        }
        sw += 1;
    }
    b
};

#[inline(always)]
fn write_swizzle(sw: u8, out: &mut String) {
    if sw == 0xE4 {
        return;
    }
    SWIZZLES.push(out, sw.into());
}

#[inline(always)]
pub(crate) fn write_src(v: Version, s: &SrcOperand, out: &mut String) {
    // Most sources have no modifier: no copy calls for its empty pieces.
    let (prefix, suffix) = match s.modifier {
        SrcMod::NONE => ("", ""),
        m => m.text(),
    };
    crate::push::short(out, prefix);
    write_reg_name(v, s.reg, out);
    if let Some(rel) = &s.relative {
        write_relative(v, rel, out);
    }
    if !suffix.is_empty() {
        out.push_str(suffix);
    }
    write_swizzle(s.swizzle, out);
    write_precision(s.token, out);
}

pub use crate::cfloat::{g32 as fmt_g, write_g32 as write_g};

#[cfg(test)]
mod tests {
    /// The swizzle table spells each swizzle as the listing does: nothing
    /// for `.xyzw`, one letter when all four components are the same,
    /// else all four (the assembly reference's source swizzle notation).
    #[test]
    fn swizzle_and_mask_tables_spell_the_components() {
        let c = |k: u8| ['x', 'y', 'z', 'w'][k as usize];
        for sw in 0..=255u8 {
            let comps: Vec<char> = (0..4).map(|i| c((sw >> (2 * i)) & 3)).collect();
            let want = if sw == 0xE4 {
                String::new()
            } else if comps.iter().all(|&x| x == comps[0]) {
                format!(".{}", comps[0])
            } else {
                format!(".{}", comps.iter().collect::<String>())
            };
            let mut got = String::new();
            super::write_swizzle(sw, &mut got);
            assert_eq!(got, want, "{sw:#x}");
        }
        for ty in 0..3 {
            for num in 0..256 {
                for (ty_, major) in [
                    (super::ShaderType::Vertex, 1),
                    (super::ShaderType::Pixel, 3),
                ] {
                    let v = super::Version {
                        ty: ty_,
                        major,
                        minor: 0,
                    };
                    let r = super::Register {
                        ty: super::table::RegisterType(ty),
                        num,
                    };
                    let (mut a, mut b) = (String::new(), String::new());
                    super::write_reg_name(v, r, &mut a);
                    super::write_reg_name_of_type(v, r, &mut b);
                    assert_eq!(a, b);
                    // The table's own spelling: the type's letter, the number.
                    assert_eq!(a, format!("{}{num}", ["r", "v", "c"][ty as usize]));
                }
            }
        }
        for m in 0..16u8 {
            let want: String = (0..4).filter(|i| m >> i & 1 != 0).map(c).collect();
            let mut got = String::new();
            super::MASKS.push(&mut got, m.into());
            assert_eq!(got, format!(".{want}"), "{m:#x}");
        }
    }
}
