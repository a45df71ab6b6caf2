//! IR → Microsoft's listing text for SM4/5 code (the part from the version
//! line on). Copes with any decodable program, valid or not: a value with
//! no name is printed as a number rather than failing.

use crate::sm4::fields::*;
use crate::sm4::layout::{self, Piece};
use crate::sm4::names::*;
use crate::sm4::table::PerRow;
use crate::sm4::{
    Components, Ctl, Index, Instruction, Modifier, Opcode, Operand, Program, Selection,
};
use std::fmt::Write;

pub use super::number::{fixed6, float, int, typeless, Style};

/// How immediates in an operand are printed, from the table's shape letter.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// Destination.
    Dst,
    /// Float source: `l(1.000000, 0.000000)`.
    Float,
    /// Integer source: `l(1, 0x0000ffff)`.
    Int,
    /// Typeless source: Microsoft guesses per value, `l(1.000000,0,0,1)`.
    Typeless,
    /// Address or shift amount: printed as an integer, never marked with
    /// the result's minimum precision.
    Addr,
    /// Double source: `d(1.000000l, 0.000000l)`.
    Double,
    /// Anything else (resources, samplers, labels).
    Other,
}

impl Kind {
    /// The kind for a shape letter.
    pub fn from_shape(c: char) -> Kind {
        match c {
            'd' => Kind::Dst,
            'f' => Kind::Float,
            'i' | 'u' => Kind::Int,
            'a' => Kind::Addr,
            't' => Kind::Typeless,
            'b' => Kind::Double,
            _ => Kind::Other,
        }
    }
}

fn components(c: Components, out: &mut String) {
    if let Components::Four(sel) = c {
        match sel {
            Selection::Mask(0) => {}
            Selection::Mask(m) => {
                out.push('.');
                for (i, l) in COMPONENTS.iter().enumerate() {
                    if m & (1 << i) != 0 {
                        out.push(*l);
                    }
                }
            }
            Selection::Swizzle(s) => {
                out.push('.');
                for c in s {
                    out.push(COMPONENTS[c as usize]);
                }
            }
            Selection::Select1(c) => {
                out.push('.');
                out.push(COMPONENTS[c as usize]);
            }
        }
    }
}

/// `rel`: the index's relative part, where it is printed (see
/// [`operand_at`]).
fn index(ix: &Index, rel: Option<&Operand>, st: Style, out: &mut String) {
    match rel {
        None => crate::push::uint(out, ix.imm),
        Some(r) => {
            operand_at(r, Kind::Int, st, true, out);
            out.push_str(" + ");
            crate::push::uint(out, ix.imm);
        }
    }
}

/// Prints one operand.
pub fn operand(op: &Operand, kind: Kind, st: Style, out: &mut String) {
    operand_at(op, kind, st, false, out)
}

/// [`operand()`]; `in_rel` when `op` is itself a relative index. There
/// Microsoft's disassembler prints an index's immediate part alone
/// (`cb0[x0[r0.x + 2].x + 1]` reads `cb0[x0[2].x + 1]`, checked with the
/// oracle); the lossless style keeps the relative part.
fn operand_at(op: &Operand, kind: Kind, st: Style, in_rel: bool, out: &mut String) {
    match op.modifier {
        Modifier::None => {}
        Modifier::Neg => out.push('-'),
        Modifier::Abs => out.push('|'),
        Modifier::AbsNeg => out.push_str("-|"),
    }
    if op.ty == operand::IMM32 || op.ty == operand::IMM64 {
        immediate(op, kind, st, out);
    } else {
        match OPERAND_TYPES.get(op.ty.0 as usize) {
            Some(n) => crate::push::short(out, n),
            None => {
                let _ = write!(out, "<type{}>", op.ty.0);
            }
        }
        let bracket_all = all_indices_bracketed(op.ty, op.indices.len());
        for (i, ix) in op.indices.iter().enumerate() {
            let rel = ix.rel.as_deref().filter(|_| !in_rel || st.lossless);
            if i == 0 && !bracket_all && rel.is_none() {
                index(ix, rel, st, out);
            } else {
                out.push('[');
                index(ix, rel, st, out);
                out.push(']');
            }
        }
        components(op.comps, out);
    }
    if op.min_precision != 0 {
        let mp = name(MIN_PRECISION, op.min_precision as u32).unwrap_or("min?");
        let _ = write!(out, " {{{mp}}}");
    }
    // The precision mark goes inside an absolute value's bars
    // (`|v0.x {min16f}|`, checked with the oracle).
    if matches!(op.modifier, Modifier::Abs | Modifier::AbsNeg) {
        out.push('|');
    }
}

fn immediate(op: &Operand, kind: Kind, st: Style, out: &mut String) {
    if op.ty == operand::IMM64 && st.hex {
        out.push_str("d(");
        for (i, w) in op.imm.iter().enumerate() {
            let sep = if i == 0 { "" } else { ", " };
            let _ = write!(out, "{sep}0x{w:08x}");
        }
        out.push(')');
        return;
    }
    if op.ty == operand::IMM64 {
        out.push_str("d(");
        for (i, pair) in op.imm.chunks(2).enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            let bits = pair[0] as u64 | (*pair.get(1).unwrap_or(&0) as u64) << 32;
            let start = out.len();
            fixed6(f64::from_bits(bits), st, out);
            if st.lossless && out[start..].parse::<f64>().map(f64::to_bits) != Ok(bits) {
                out.truncate(start);
                let _ = write!(out, "{:?}", f64::from_bits(bits));
            }
            out.push('l');
        }
        out.push(')');
        return;
    }
    out.push_str("l(");
    for (i, &v) in op.imm.iter().enumerate() {
        if i > 0 {
            out.push_str(if kind == Kind::Typeless { "," } else { ", " });
        }
        match kind {
            _ if st.hex => {
                let _ = write!(out, "0x{v:08x}");
            }
            Kind::Float => float(v, st, out),
            Kind::Int | Kind::Addr => int(v, out),
            _ => typeless(v, st, out),
        }
    }
    out.push(')');
}

fn mask_letters(m: u8) -> String {
    COMPONENTS
        .iter()
        .enumerate()
        .filter(|(i, _)| m & (1 << i) != 0)
        .map(|(_, c)| *c)
        .collect()
}

/// Writes a typed value: its name, or its number.
fn named(v: impl crate::numbered::PushName, out: &mut String) {
    v.push_name(out);
}

/// Prints the mnemonic with every suffix the opcode token and extended
/// tokens carry.
fn mnemonic(ins: &Instruction, out: &mut String) {
    let row = ins.opcode.row();
    out.push_str(row.mnemonic);
    match row.ctl {
        Ctl::Test => out.push_str(if ins.flag(Field::NonZero) {
            "_nz"
        } else {
            "_z"
        }),
        Ctl::Sync => {
            let mut f = ins.get::<SyncFlags>();
            // `_uglobal` takes in `_ugroup` (a global sync is a group one).
            if f.contains(SyncFlags::UAV_GLOBAL) {
                f.0 &= !SyncFlags::UAV_GROUP.0;
            }
            for n in f.names() {
                out.push_str(n);
            }
        }
        _ => {}
    }
    if ins.offsets.is_some() {
        out.push_str("_aoffimmi");
    }
    if ins.resource_dim.is_some() || ins.return_type.is_some() {
        out.push_str("_indexable");
    }
    if ins.saturate() {
        out.push_str("_sat");
    }
    let p = ins.precise_mask();
    if p != 0 {
        if p == 0xf {
            out.push_str(" [precise]");
        } else {
            let _ = write!(out, " [precise({})]", mask_letters(p));
        }
    }
    if let Some(o) = ins.offsets {
        let _ = write!(out, "({},{},{})", o[0], o[1], o[2]);
    }
    if let Some((dim, stride)) = ins.resource_dim {
        let dim = ResourceDim(dim as u32);
        out.push('(');
        named(dim, out);
        if dim == ResourceDim::STRUCTURED_BUFFER {
            let _ = write!(out, ", stride={stride}");
        }
        out.push(')');
    }
    if let Some(r) = ins.return_type {
        named(ReturnTypes(r.map(|t| ReturnType(t as u32))), out);
    }
    match row.ctl {
        Ctl::ResInfo => {
            let t = ins.get::<ResInfoType>();
            if matches!(t, ResInfoType::RCP_FLOAT | ResInfoType::UINT) {
                out.push('_');
                named(t, out);
            }
        }
        Ctl::SampleInfo if ins.flag(Field::SampleInfoUint) => out.push_str("_uint"),
        _ => {}
    }
}

/// Prints the operands of a regular instruction, comma separated.
fn operands(ins: &Instruction, st: Style, out: &mut String) {
    let kinds = operand_kinds(ins.opcode);
    let first = kinds.first().copied();
    // A 32-bit source feeding a min-precision result is marked as such.
    // A register result (stores name a UAV or group-shared memory first:
    // their sources keep their own precision mark).
    let has_dst = matches!(first, Some(Kind::Dst))
        && ins
            .operands
            .first()
            .is_some_and(|d| !matches!(d.ty, operand::UAV | operand::TGSM));
    let dst_mp = match (first, ins.operands.first()) {
        (Some(Kind::Dst), Some(d)) => d.min_precision,
        _ => 0,
    };
    // A comparison's result is a 32-bit mask whatever its sources' precision,
    // and a movc/swapc condition is a mask too: neither is a precision
    // conversion (checked with the oracle on min16 code built without
    // optimization).
    use Opcode::*;
    let compares = matches!(
        ins.opcode,
        Eq | Ne | Lt | Ge | Ieq | Ine | Ilt | Ige | Ult | Uge | Deq | Dne | Dlt | Dge
    );
    let condition = |i: usize| match ins.opcode {
        Movc | Dmovc => i == 1,
        Swapc => i == 2,
        _ => false,
    };
    // A type conversion's 32-bit source feeding a min-precision result is
    // not marked either, nor is its min-precision source feeding a 32-bit
    // result (the conversion is the instruction itself; checked with the
    // oracle).
    let converts = matches!(ins.opcode, Itof | Utof | Ftoi | Ftou | F16tof32 | F32tof16);
    for (i, op) in ins.operands.iter().enumerate() {
        crate::push::short(out, if i == 0 { " " } else { ", " });
        let kind = kinds.get(i).copied().unwrap_or(Kind::Other);
        operand(op, kind, st, out);
        // The conversion marks below go inside the bars too
        // (`|v0.x {min16f as def32}|`): the bar is put back after them.
        let abs = matches!(op.modifier, Modifier::Abs | Modifier::AbsNeg);
        if abs {
            out.pop();
        }
        let numeric = matches!(
            kind,
            Kind::Float | Kind::Int | Kind::Typeless | Kind::Double
        );
        // A min-precision source feeding a 32-bit result (checked with the
        // oracle: `{min16f as def32}`).
        if i > 0
            && dst_mp == 0
            && op.min_precision != 0
            && numeric
            && has_dst
            && !compares
            && !condition(i)
            && !converts
            && out.ends_with('}')
        {
            out.pop();
            out.push_str(" as def32}");
        }
        if dst_mp != 0
            && !condition(i)
            && !converts
            && op.min_precision == 0
            && matches!(
                kind,
                Kind::Float | Kind::Int | Kind::Typeless | Kind::Double
            )
        {
            let mp = name(MIN_PRECISION, dst_mp as u32).unwrap_or("min?");
            let _ = write!(out, " {{def32 as {mp}}}");
        }
        if abs {
            out.push('|');
        }
    }
}

/// The kinds of `op`'s operands, read along its row's shape (the letters
/// of numbers left out), found once per process: every instruction's
/// operands are printed by them.
pub(crate) fn operand_kinds(op: Opcode) -> &'static [Kind] {
    static KINDS: PerRow<Box<[Kind]>> = PerRow::new();
    KINDS.get(op, |r| {
        r.shape
            .bytes()
            .filter(|c| crate::sm4::table::is_operand_letter(*c))
            .map(|c| Kind::from_shape(char::from(c)))
            .collect()
    })
}

/// Declarations print masks but not swizzles (`dcl_constantbuffer cb0[4]`).
fn decl_operand(o: &Operand, st: Style, out: &mut String) {
    if let Components::Four(Selection::Swizzle(_)) = o.comps {
        let mut o = o.clone();
        o.comps = Components::Zero;
        operand(&o, Kind::Dst, st, out);
    } else {
        operand(o, Kind::Dst, st, out);
    }
}

fn num(ins: &Instruction, i: usize) -> u32 {
    ins.nums.get(i).copied().unwrap_or(0)
}

/// Prints a declaration with a layout in its row (`layout.rs`) or one of
/// the three laid out by hand; returns false for any other instruction.
fn declaration(ins: &Instruction, st: Style, out: &mut String) -> bool {
    let row = ins.opcode.row();
    if !row.layout.is_empty() {
        out.push_str(row.mnemonic);
        let (mut operands, mut nums) = (ins.operands.iter(), 0);
        for &piece in layout::row_pieces(row) {
            match piece {
                Piece::Text(t) => out.push_str(t),
                Piece::Space => out.push(' '),
                Piece::Operand | Piece::Buffer => {
                    let Some(o) = operands.next() else { continue };
                    if piece == Piece::Buffer && st.v10 {
                        // 10.x spells the declared buffer in capitals.
                        let mut cb = String::new();
                        decl_operand(o, st, &mut cb);
                        out.push_str(&cb.replacen("cb", "CB", 1));
                    } else {
                        decl_operand(o, st, out);
                    }
                }
                Piece::Number(kind) => {
                    let n = num(ins, nums);
                    nums += 1;
                    match kind {
                        'F' => float(n, st, out),
                        'R' => named(ReturnTypes::from_token(n), out),
                        'S' => named(SystemValue(n), out),
                        _ => named(n, out),
                    }
                }
                Piece::Field(f, arg) => field(ins, f, arg, st, out),
            }
        }
        return true;
    }
    match ins.opcode {
        Opcode::DclFunctionTable => {
            let _ = write!(out, "dcl_function_table ft{} = {{", num(ins, 0));
            let n = num(ins, 1) as usize;
            let list: Vec<String> = ins
                .nums
                .iter()
                .skip(2)
                .take(n)
                .map(|b| format!("fb{b}"))
                .collect();
            out.push_str(&list.join(", "));
            out.push('}');
        }
        Opcode::DclInterface => {
            out.push_str("dcl_interface");
            if ins.flag(Field::DynamicIndexed) {
                out.push_str("_dynamicindexed");
            }
            let packed = num(ins, 2);
            let (tables, arr) = (packed & 0xffff, packed >> 16);
            let _ = write!(out, " fp{}[{}][{}] = {{", num(ins, 0), arr, num(ins, 1));
            let list: Vec<String> = ins
                .nums
                .iter()
                .skip(3)
                .take(tables as usize)
                .map(|t| format!("ft{t}"))
                .collect();
            out.push_str(&list.join(", "));
            out.push('}');
        }
        Opcode::CustomData => custom_data(ins, st, out),
        _ => return false,
    }
    true
}

/// Prints a declaration's control field as its layout writes it (the
/// spellings are `layout.rs`'s).
fn field(ins: &Instruction, f: Field, arg: Option<&str>, st: Style, out: &mut String) {
    match f {
        Field::Dim => named(ins.get::<ResourceDim>(), out),
        Field::SamplerMode => named(ins.get::<SamplerMode>(), out),
        Field::InputPrimitive => {
            // Patches are `patchN`: written by `Display` (one per shader).
            let _ = write!(out, "{}", ins.get::<InputPrimitive>());
        }
        Field::Topology => named(ins.get::<Topology>(), out),
        Field::TessDomain => named(ins.get::<TessDomain>(), out),
        Field::TessPartitioning => named(ins.get::<TessPartitioning>(), out),
        Field::TessOutput => named(ins.get::<TessOutput>(), out),
        Field::SampleCount => {
            if ins.get::<ResourceDim>().is_multisampled() {
                let _ = write!(out, "({})", ins.field(f));
            }
        }
        Field::Interpolation => {
            // fxc 10.x also prints a system value's interpolation mode
            // (6.3 does not).
            if arg != Some("v10") || st.v10 {
                if let Some(n) = ins.get::<Interpolation>().name() {
                    out.push_str(n);
                    out.push(' ');
                }
            }
        }
        Field::GlobalFlags => {
            let mut names = ins.get::<GlobalFlags>().names();
            match names.next() {
                // No flag (IEEE strictness leaves refactoring off):
                // Microsoft prints `dcl_globalFlagsnone`, no space
                // (checked with the oracle).
                None => out.push_str("none"),
                Some(first) => {
                    out.push(' ');
                    out.push_str(first);
                    for n in names {
                        out.push_str(" | ");
                        out.push_str(n);
                    }
                }
            }
        }
        f if f.is_flag() => {
            let (on, off) = layout::flag_spellings(arg);
            out.push_str(if ins.flag(f) { on } else { off });
        }
        _ => named(ins.field(f), out),
    }
}

/// Prints a debug-layer shader message: `printf "fmt", operands`. Returns
/// false if the payload is not one this printer understands.
fn shader_message(ins: &Instruction, st: Style, out: &mut String) -> bool {
    let Some(m) = crate::sm4::decode::message_parts(ins) else {
        return false;
    };
    let _ = write!(out, "{} \"{}\"", m.name, m.text);
    for op in &m.operands {
        out.push_str(", ");
        operand(op, Kind::Other, st, out);
    }
    true
}

fn custom_data(ins: &Instruction, st: Style, out: &mut String) {
    let class = ins.get::<CustomDataClass>();
    if class == CustomDataClass::SHADER_MESSAGE && shader_message(ins, st, out) {
        return;
    }
    if class != CustomDataClass::IMMEDIATE_CONSTANT_BUFFER {
        // Microsoft's text; the words are lost (`asm --base` takes them
        // from the original).
        if !st.lossless {
            out.push_str("undecipherable custom data");
            return;
        }
        // --lossless (not Microsoft's text): the words, so that the
        // listing assembles back.
        let _ = write!(
            out,
            "customdata class {} ({} words) {{",
            class.0,
            ins.nums.len()
        );
        for (i, w) in ins.nums.iter().enumerate() {
            let sep = if i == 0 { " " } else { ", " };
            let _ = write!(out, "{sep}0x{w:08x}");
        }
        out.push_str(" }");
        return;
    }
    out.push_str("dcl_immediateConstantBuffer { ");
    let rows = ins.nums.chunks(4).collect::<Vec<_>>();
    for (i, row) in rows.iter().enumerate() {
        if i > 0 {
            out.push_str(",\n                              ");
        }
        out.push('{');
        for (j, v) in row.iter().enumerate() {
            out.push_str(if j == 0 { " " } else { ", " });
            if st.hex {
                let _ = write!(out, "0x{v:08x}");
            } else {
                typeless(*v, st, out);
            }
        }
        out.push('}');
    }
    out.push_str(" }");
}

/// Declarations that are just a mnemonic and numbers (`dcl_temps 4`).
fn row_is_numeric(ins: &Instruction) -> bool {
    ins.operands.is_empty() && ins.opcode.row().shape.chars().all(|c| c == 'N')
}

/// Prints one instruction (without indentation or newline).
pub fn instruction(ins: &Instruction, st: Style, out: &mut String) {
    if declaration(ins, st, out) {
        return;
    }
    mnemonic(ins, out);
    if ins.opcode == Opcode::InterfaceCall {
        out.push(' ');
        if let Some(o) = ins.operands.first() {
            operand(o, Kind::Other, st, out);
        }
        let _ = write!(out, "[{}]", num(ins, 0));
        return;
    }
    if ins.operands.is_empty() && ins.nums.is_empty() {
        if ins.opcode != Opcode::Sync {
            out.push(' ');
        }
    } else if row_is_numeric(ins) {
        for n in &ins.nums {
            out.push(' ');
            crate::push::uint(out, (*n).into());
        }
    } else {
        operands(ins, st, out);
    }
}

/// What each line of a listing starts with (`D3DDisassemble` flags).
#[derive(Clone, Debug, Default)]
pub struct LinePrefix<'a> {
    /// `D3D_DISASM_ENABLE_INSTRUCTION_NUMBERING` (0x4): instructions
    /// numbered from 0 (`%4d: `), declarations blank.
    pub numbers: bool,
    /// `D3D_DISASM_ENABLE_INSTRUCTION_OFFSET` (0x20): the byte offset of
    /// the version token and of each instruction in the code chunk
    /// (`0x%08X: `). [`program_with`] takes them from the slice, a
    /// [`Lister`] from its caller (the slice may then be empty).
    pub offsets: Option<&'a [usize]>,
    /// `D3D_DISASM_ENABLE_COLOR_CODE` (0x1): HTML, each instruction's
    /// mnemonic and immediates in their colours, `<!-- id=N -->` before
    /// each instruction.
    pub html: bool,
    /// Debug information to print (`#line`, variable locations).
    pub debug: Option<&'a super::debug::Annotations>,
}

/// HTML colours of Microsoft's colour-coded listings.
pub mod colour {
    /// Comments.
    pub const COMMENT: &str = "#a0a0a0";
    /// The code.
    pub const CODE: &str = "#e0e0e0";
    /// Mnemonics.
    pub const MNEMONIC: &str = "#ffff40";
    /// Immediate values.
    pub const NUMBER: &str = "#00ffff";
}

fn font(c: &str, text: &str, out: &mut String) {
    let _ = write!(out, "<font color = \"{c}\">{text}</font>");
}

/// The mnemonic of an instruction's text split as Microsoft's colour-coded
/// listings split it (checked with the oracle): a test suffix (`_nz `,
/// `_z `, with the space), a sync's flags, a resource or UAV declaration's
/// dimension or flag, and `_dynamicindexed` are pieces of their own;
/// `_uint` of resinfo/sampleinfo stays outside the colour.
fn html_mnemonic(ins: &Instruction, text: &str, out: &mut String) -> usize {
    let end = text.find([' ', '(']).unwrap_or(text.len());
    let m = &text[..end];
    let row = ins.opcode.row();
    // Where the table's base mnemonic ends and a suffix the controls or a
    // declaration's fields add begins.
    let base = row.mnemonic.len().min(m.len());
    let suffixed = base < m.len() && m.is_char_boundary(base);
    match row.ctl {
        Ctl::Test if suffixed => {
            font(colour::MNEMONIC, &m[..base], out);
            // The space after `_nz`/`_z` goes inside its colour.
            font(
                colour::MNEMONIC,
                text.get(base..end + 1).unwrap_or(&m[base..]),
                out,
            );
            return (end + 1).min(text.len());
        }
        // Only the return type goes outside; `_indexable` stays inside.
        Ctl::ResInfo | Ctl::SampleInfo if m.ends_with("_uint") || m.ends_with("_rcpFloat") => {
            let at = m.rfind('_').unwrap_or(m.len());
            font(colour::MNEMONIC, &m[..at], out);
            out.push_str(&m[at..]);
        }
        // `dcl_globalFlagsnone`: `none` outside too (checked with the oracle).
        Ctl::Decl if suffixed && ins.opcode == Opcode::DclGlobalFlags => {
            font(colour::MNEMONIC, &m[..base], out);
            out.push_str(&m[base..]);
        }
        Ctl::Sync | Ctl::Decl if suffixed => {
            font(colour::MNEMONIC, &m[..base], out);
            font(colour::MNEMONIC, &m[base..], out);
        }
        _ if ins.opcode == Opcode::CustomData => {
            // The immediate constant buffer: an empty piece first.
            font(colour::MNEMONIC, "", out);
            font(colour::MNEMONIC, m, out);
        }
        _ => font(colour::MNEMONIC, m, out),
    }
    end
}

/// The operands part of an instruction's text in colour: immediates
/// (`l(...)`, `d(...)`) in the number colour after their letter,
/// min-precision marks (` {min16f}`) in the comment colour.
fn html_operands(rest: &str, numbers: bool, out: &mut String) {
    let b = rest.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let at_imm = numbers
            && (b[i] == b'l' || b[i] == b'd')
            && b.get(i + 1) == Some(&b'(')
            && (i == 0 || matches!(b[i - 1], b' ' | b',' | b'-' | b'|'));
        if at_imm {
            if let Some(close) = rest[i..].find(')') {
                out.push(b[i] as char);
                font(colour::NUMBER, &rest[i + 1..i + close + 1], out);
                i += close + 1;
                continue;
            }
        }
        // ` [precise]` / ` [precise(xy)]`: the word in the mnemonic colour,
        // its mask in the number colour, then an empty mnemonic piece.
        if rest[i..].starts_with(" [precise") {
            if let Some(close) = rest[i..].find(']') {
                out.push_str(" [");
                font(colour::MNEMONIC, "precise", out);
                let inner = &rest[i + " [precise".len()..i + close];
                if let Some(m) = inner.strip_prefix('(').and_then(|x| x.strip_suffix(')')) {
                    out.push('(');
                    font(colour::NUMBER, m, out);
                    out.push(')');
                }
                out.push(']');
                font(colour::MNEMONIC, "", out);
                i += close + 1;
                continue;
            }
        }
        if b[i] == b' '
            && b.get(i + 1) == Some(&b'{')
            && (rest[i + 2..].starts_with("min") || rest[i + 2..].starts_with("def32"))
        {
            if let Some(close) = rest[i..].find('}') {
                font(colour::COMMENT, &rest[i..i + close + 1], out);
                i += close + 1;
                continue;
            }
        }
        // Step over one character (names from a damaged file may hold any).
        let step = rest[i..].chars().next().map_or(1, char::len_utf8);
        let next = rest[i + step..]
            .find([' ', 'l', 'd'])
            .map_or(b.len(), |k| i + step + k);
        out.push_str(&rest[i..next]);
        i = next;
    }
}

/// `register <- variable` items joined as Microsoft joins them (in HTML
/// the register in the code colour).
fn locations(items: &[super::debug::Location], html: bool, out: &mut String) {
    for (k, l) in items.iter().enumerate() {
        if k > 0 {
            out.push_str("; ");
        }
        if html {
            font(colour::CODE, &l.register, out);
        } else {
            out.push_str(&l.register);
        }
        out.push_str(" <- ");
        out.push_str(&l.variable);
    }
}

/// The variable block and the `#line` that go before instruction `i`.
fn debug_before(d: &super::debug::Annotations, i: usize, html: bool, out: &mut String) {
    if let Some((at, lines)) = &d.initial {
        if *at == i {
            if html {
                let _ = write!(out, "<font color = \"{}\">", colour::COMMENT);
            }
            out.push_str("//\n// Initial variable locations:\n");
            for (k, line) in lines.iter().enumerate() {
                out.push_str("//   ");
                locations(line, html, out);
                if k + 1 < lines.len() {
                    out.push_str("; ");
                }
                out.push('\n');
            }
            out.push_str(if html { "//</font>\n" } else { "//\n" });
        }
    }
    if let Some(Some(m)) = d.lines.get(i) {
        if m.blank {
            out.push('\n');
        }
        if html {
            let _ = write!(
                out,
                "<font color = \"{}\">#line </font><font color = \"{}\">",
                colour::MNEMONIC,
                colour::NUMBER
            );
        } else {
            out.push_str("#line ");
        }
        let _ = write!(out, "{}", m.line);
        if let Some(f) = &m.file {
            let _ = write!(out, " \"{f}\"");
        }
        out.push('\n');
        if html {
            out.push_str("</font>");
        }
    }
}

/// The variable locations after an instruction.
fn debug_comment(c: &super::debug::Comment, html: bool, out: &mut String) {
    if html {
        let _ = write!(out, "<font color = \"{}\">", colour::COMMENT);
    }
    out.push_str("  // ");
    out.push_str(c.prefix);
    match &c.text {
        Some(pieces) => {
            for piece in pieces {
                match piece {
                    super::debug::Piece::Plain(t) => out.push_str(t),
                    super::debug::Piece::Flag(t) if html => font(colour::MNEMONIC, t, out),
                    super::debug::Piece::Number(t) if html => font(colour::NUMBER, t, out),
                    super::debug::Piece::Flag(t) => out.push_str(t),
                    super::debug::Piece::Number(t) => out.push_str(t),
                }
            }
        }
        None => locations(&c.items, html, out),
    }
    if html {
        out.push_str("</font>");
    }
}

/// Prints the version line and every instruction, indented by nesting
/// depth as Microsoft does.
pub fn program(p: &Program, st: Style, out: &mut String) {
    program_with(p, st, &LinePrefix::default(), out)
}

/// Like [`program`], each line starting as `lines` says.
pub fn program_with(p: &Program, st: Style, lines: &LinePrefix, out: &mut String) {
    let mut l = Lister::new(p, st, lines, out);
    for (i, ins) in p.instructions.iter().enumerate() {
        let at = lines.offsets.and_then(|o| o.get(i)).copied().unwrap_or(0);
        l.line(ins, at, out);
    }
}

/// Prints a program a line at a time, as its instructions come (see
/// [`super::decode::Decoder`]): the nesting depth, the instruction number
/// and the HTML id carry from line to line.
pub struct Lister<'a> {
    st: Style,
    lines: &'a LinePrefix<'a>,
    depth: usize,
    number: u32,
    html_id: u32,
    /// The next instruction's index (for the debug annotations).
    index: usize,
    /// Scratch for numbers and HTML lines.
    text: String,
}

impl<'a> Lister<'a> {
    /// Prints the version line of `p` (its instructions are not read).
    pub fn new(p: &Program, st: Style, lines: &'a LinePrefix<'a>, out: &mut String) -> Lister<'a> {
        let l = Lister {
            st,
            lines,
            depth: 0,
            number: 0,
            html_id: 0,
            index: 0,
            text: String::new(),
        };
        l.blank(out);
        if lines.offsets.is_some() {
            l.piece("0x00000000: ", out);
        }
        // Piece by piece (through `core::fmt` it was 0.7% of `dis`).
        out.push_str(p.stage.prefix());
        out.push('_');
        crate::push::uint(out, p.major.into());
        out.push('_');
        crate::push::uint(out, p.minor.into());
        out.push('\n');
        l
    }

    /// Declarations (and the version line) carry no number.
    fn blank(&self, out: &mut String) {
        if self.lines.numbers {
            out.push_str("      ");
        }
    }

    /// In HTML the number and the offset are pieces in the code colour,
    /// the blank is not.
    fn piece(&self, text: &str, out: &mut String) {
        if self.lines.html {
            font(colour::CODE, text, out);
        } else {
            out.push_str(text);
        }
    }

    /// Prints the next instruction's line. `offset` (its byte offset in
    /// the code chunk) is printed where [`LinePrefix::offsets`] is `Some`.
    pub fn line(&mut self, ins: &Instruction, offset: usize, out: &mut String) {
        use Opcode::*;
        let lines = self.lines;
        let i = self.index;
        self.index += 1;
        if matches!(ins.opcode, Else | EndIf | EndLoop | EndSwitch) {
            self.depth = self.depth.saturating_sub(1);
        }
        let decl = ins.is_declaration();
        if let Some(d) = lines.debug {
            debug_before(d, i, lines.html, out);
        }
        // The id comes first, before the number and the offset.
        if lines.html && !decl {
            let _ = write!(out, "<!-- id={} -->", self.html_id);
            self.html_id += 1;
        }
        let mut text = std::mem::take(&mut self.text);
        if lines.numbers {
            if decl {
                self.blank(out);
            } else {
                let sep = if lines.offsets.is_some() { ' ' } else { ':' };
                text.clear();
                let _ = write!(text, "{:4}{sep} ", self.number);
                self.piece(&text, out);
                self.number += 1;
            }
        }
        if lines.offsets.is_some() {
            text.clear();
            let _ = write!(text, "0x{offset:08X}: ");
            self.piece(&text, out);
        }
        // One copy (two spaces at a time, the length was stored and
        // reloaded per level: a dependency through memory).
        crate::push::spaces(out, 2 * self.depth.min(64));
        if lines.html {
            text.clear();
            instruction(ins, self.st, &mut text);
            let end = html_mnemonic(ins, &text, out);
            let rest = text.get(end..).unwrap_or("");
            // Declarations' immediates keep the code colour.
            html_operands(rest, !decl, out);
        } else {
            instruction(ins, self.st, out);
        }
        self.text = text;
        if let Some(c) = lines
            .debug
            .and_then(|d| d.comments.get(i))
            .and_then(Option::as_ref)
        {
            debug_comment(c, lines.html, out);
        }
        out.push('\n');
        if matches!(ins.opcode, If | Else | Loop | Switch) {
            self.depth += 1;
        }
    }
}

#[cfg(test)]
mod fixed6_tests {
    use super::*;
    use crate::sm4::number::{fixed6_fast, increment};

    /// The slow path alone (the exact decimal expansion): the reference
    /// the fast path must equal.
    fn slow(f: f64) -> String {
        let mut out = String::new();
        let exact = format!("{:.1100}", f.abs());
        let (int_part, frac) = exact.split_once('.').unwrap_or((&exact, ""));
        let mut digits: Vec<u8> = int_part.bytes().chain(frac.bytes().take(6)).collect();
        if frac.as_bytes().get(6).is_some_and(|d| *d >= b'5') {
            increment(&mut digits);
        }
        if f.is_sign_negative() {
            out.push('-');
        }
        let split = digits.len() - 6;
        out.push_str(std::str::from_utf8(&digits[..split]).unwrap());
        out.push('.');
        out.push_str(std::str::from_utf8(&digits[split..]).unwrap());
        out
    }

    #[test]
    fn fast_equals_exact_expansion() {
        let st = Style::default();
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut cases: Vec<f64> = vec![
            0.0,
            -0.0,
            0.5,
            1.5,
            2.5,
            0.0000005,
            0.0000015,
            0.0000025,
            -0.0000005,
            1e-7,
            -1e-7,
            123456.789,
            1e15,
            1e17,
            1e18,
            // Integer parts past u64 (the u128 digit loop).
            18446744073709551615.0,
            3e19,
            -1e25,
            9.9e27,
            // A fraction when the scaled value passes u64.
            18446744073709.56,
            2e13,
            4.9e-324,
            f32::MAX as f64,
            f32::MIN_POSITIVE as f64,
        ];
        for _ in 0..50_000 {
            // xorshift: random f32 bit patterns (the immediates) and doubles.
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let f = f32::from_bits(x as u32);
            if f.is_finite() {
                cases.push(f as f64);
            }
            let d = f64::from_bits(x);
            if d.is_finite() && d.abs() < 1e20 {
                cases.push(d);
            }
        }
        for f in cases {
            let mut fast = String::new();
            if fixed6_fast(f, st, &mut fast) {
                assert_eq!(fast, slow(f), "{f:e} ({:#x})", f.to_bits());
            }
        }
    }
}

#[cfg(test)]
mod kinds_tests {
    use super::*;

    /// The kinds kept per row are its shape's operand letters, numbers
    /// left out (`table.rs` documents the letters).
    #[test]
    fn operand_kinds_follow_the_shape() {
        use Kind::*;
        assert_eq!(operand_kinds(Opcode::Mad), [Dst, Float, Float, Float]);
        assert_eq!(operand_kinds(Opcode::Iadd), [Dst, Int, Int]);
        for r in crate::sm4::ROWS {
            let letters = r.shape.chars().filter(|c| !"NFRS*z".contains(*c)).count();
            assert_eq!(operand_kinds(r.opcode).len(), letters, "{}", r.mnemonic);
        }
    }
}
