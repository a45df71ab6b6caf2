//! The shader model 1.x–3.0 instruction table: the single source of truth
//! for opcode numbers, mnemonics, operand shapes, the versions and shader
//! types that have each instruction, the flow-control nesting counters of
//! Microsoft's *Flow Control Nesting Limits* page and the instruction-slot
//! costs that Microsoft's disassembler sums in its closing
//! `// approximately N instruction slots used` line, and the HLSL the
//! decompiler writes for an instruction one expression says
//! (`hlsl "vmad({0}, {1}, {2})"`; see [`OpInfo::hlsl`]).
//!
//! Decoder, printer (and parser, encoder, validator) look rows up here;
//! nothing else in `sm1` spells an opcode number.

use crate::numbered::numbered;

/// A range of versions, inclusive, as [`super::ir::Version::code`]
/// values (`0x0201` = `_2_x`, `0x02FF` = `_2_sw`).
pub type VersionRange = (u16, u16);

/// What an instruction's operands look like beyond "dst? + sources".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// dst (if any), predicate (if bit 28), sources.
    Plain,
    /// The comparison in control bits 16..18 is a mnemonic suffix
    /// (`if_gt`, `break_lt`, `setp_ne`).
    Comparison,
    /// `texld`: control bit 16 = `texldp`, bit 17 = `texldb` (2.0+).
    Texld,
    /// `dcl`: a declaration token, then the destination.
    Dcl,
    /// `def`: destination and four float dwords.
    Def,
    /// `defi`: destination and four integer dwords.
    Defi,
    /// `defb`: destination and one boolean dword.
    Defb,
    /// `breakp`: one source that Microsoft prints as a destination
    /// (write mask, result modifiers and shift taken from its bits).
    SrcAsDst,
}

/// Changes to the five nesting counters: static (S), dynamic (D),
/// loop/rep (L), call (C) and static flow count (F).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Nest {
    /// Static nesting.
    pub s: i8,
    /// Dynamic nesting.
    pub d: i8,
    /// Loop/rep nesting.
    pub l: i8,
    /// Call nesting.
    pub c: i8,
    /// Static flow count (counted in vs_2_0 and vs_2_x only).
    pub f: i8,
}

const fn n(s: i8, d: i8, l: i8, c: i8, f: i8) -> Nest {
    Nest { s, d, l, c, f }
}

/// How a flow-control instruction moves the nesting counters (the
/// vs_2_x / vs_2_sw / vs_3_0 / vs_3_sw table; vs_2_0 differs in that
/// `if bool` adds no static nesting).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Not flow control.
    None,
    /// Always the same change (`rep`, `loop`, `call`, `if_comp`, `setp`).
    Fixed(Nest),
    /// Depends on the first source: a boolean constant (`if b0`,
    /// `callnz l0, b0`) or a predicate (`if p0.x`, `callnz l0, p0.x`).
    ByOperand {
        /// With a `bN` operand.
        boolean: Nest,
        /// With a `pN` operand.
        predicate: Nest,
    },
    /// Closes the block its opener started, taking back the S, D, L and C
    /// that the opener added (`endif`, `endrep`, `endloop`; `ret` ends a
    /// subroutine: C-1, and D-1 after `callnz pred`).
    Close,
    /// `else`: F+1 after `if bool`, nothing otherwise.
    Else,
    /// `break_comp`: needs one free dynamic level (+1 then -1).
    Probe(Nest),
}

/// Instruction-slot cost of an instruction as Microsoft's disassembler
/// counts it (fitted to Microsoft's listings: a predicated instruction
/// costs one arithmetic slot more, a co-issued one nothing).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slots {
    /// Slots.
    pub total: u8,
    /// Of which texture slots.
    pub texture: u8,
    /// Slots in vs_1_x, where `exp`, `log` and `frc` are macros.
    pub vs1: u8,
}

const fn sl(total: u8) -> Slots {
    Slots {
        total,
        texture: 0,
        vs1: total,
    }
}
const fn tx(total: u8, texture: u8) -> Slots {
    Slots {
        total,
        texture,
        vs1: total,
    }
}
const fn sl_vs1(total: u8, vs1: u8) -> Slots {
    Slots {
        total,
        texture: 0,
        vs1,
    }
}

/// An SM1-3 opcode (bits 0..15 of an instruction token); the named ones
/// are in [`op`], generated from the table's rows. Unknown values are
/// kept as they are.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Opcode(pub u16);

/// One row of the table.
#[derive(Clone, Copy, Debug)]
pub struct OpInfo {
    /// Opcode (bits 0..15 of the instruction token).
    pub opcode: Opcode,
    /// Mnemonics, each from a version on (first entry: all versions).
    pub names: &'static [(u16, &'static str)],
    /// The same mnemonics followed by sixteen spaces, for
    /// copying a fixed number of bytes (then cut back to the name).
    pub padded: &'static [&'static str],
    /// Has a destination operand.
    pub dst: bool,
    /// Number of sources, each from a version on.
    pub srcs: &'static [(u16, u8)],
    /// Vertex-shader versions that have it.
    pub vs: Option<VersionRange>,
    /// Pixel-shader versions that have it.
    pub ps: Option<VersionRange>,
    /// Operand layout.
    pub kind: Kind,
    /// Flow-control nesting.
    pub flow: Flow,
    /// Slot cost.
    pub slots: Slots,
    /// What it does when run (the interpreters' dispatch).
    pub semantics: Semantics,
    /// Each source takes a replicate swizzle (`rcp r0, r1.x`; vs_1_1
    /// also takes none, reading `.w`): the validator's rule, with each
    /// model's code.
    pub replicate: bool,
    /// The HLSL expression the decompiler writes for it, where one
    /// expression says it (empty otherwise): `v` for a value of the
    /// destination's components or `s` for a scalar given to each, then
    /// the text, `{0}` to `{2}` its sources at the destination's
    /// components, `{S0}` to `{S2}` a source's first selected component,
    /// and `{N}` the component count where it is more than one
    /// (`v(float{N})({0} < {1})`: `(float2)(a < b)`).
    pub hlsl: &'static str,
}

/// A row's flag, where it names one.
const fn flag(named: &[bool]) -> bool {
    matches!(named, [true])
}

/// A row's HLSL form, if it names one.
const fn form(named: &[&'static str]) -> &'static str {
    match named {
        [f] => f,
        _ => "",
    }
}

/// What an SM1-3 instruction does when run: the column the Direct3D 9
/// interpreter's dispatch matches on (every variant handled, so a new row
/// must say how it runs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Semantics {
    /// Read before the run (`dcl`, `def`, `defi`, `defb`).
    Declaration,
    /// Changes nothing (`nop`; `phase`, which ps_1_4's interpreter reads
    /// as the start of its second phase).
    Nothing,
    /// Flow control: calls, loops, branches, labels.
    Jump,
    /// Arithmetic on the sources' four components (`run/d3d9/alu.rs`,
    /// which checks at compile time that it has exactly these rows).
    Arithmetic,
    /// `m4x4` to `m3x2`: dot products of the first source's first
    /// `columns` components with `rows` consecutive registers from the
    /// second source.
    Matrix {
        /// Components in each dot product (4 or 3).
        columns: u8,
        /// Registers read from the second source, one result each.
        rows: u8,
    },
    /// Texture sampling of version 2 and up (`texld` and its forms,
    /// `texldd`, `texldl`).
    Texture,
    /// `texkill`.
    Kill,
    /// `dsx`, `dsy`: the quad's derivatives.
    Derivative,
    /// ps_1_x's texture-addressing and register-combiner instructions,
    /// run by its own interpreter (`run/d3d9/ps1.rs`).
    PixelShader1,
}

impl OpInfo {
    /// The mnemonic in version `ver` (without comparison or modifiers).
    pub fn name(&self, ver: u16) -> &'static str {
        pick(self.names, ver)
    }
    /// [`Self::name`] followed by sixteen spaces, and its length.
    pub fn padded_name(&self, ver: u16) -> (&'static str, usize) {
        // The entry [`pick`] takes: the last from a version at or below
        // `ver`, else the first.
        let at = match self.names {
            [_] => 0,
            names => names
                .iter()
                .rposition(|&(from, _)| ver >= from)
                .unwrap_or(0),
        };
        match (self.names.get(at), self.padded.get(at)) {
            (Some(&(_, name)), Some(&padded)) => (padded, name.len()),
            _ => (self.name(ver), self.name(ver).len()),
        }
    }
    /// The number of sources in version `ver`.
    pub fn src_count(&self, ver: u16) -> u8 {
        pick(self.srcs, ver)
    }
    /// Whether the instruction exists in this shader type and version.
    pub fn available(&self, ps: bool, ver: u16) -> bool {
        let r = if ps { self.ps } else { self.vs };
        matches!(r, Some((lo, hi)) if lo <= ver && ver <= hi)
    }
}

/// The entry of `list` (sorted by version, the first from every version)
/// for version `ver`. Inlined, with the common one-entry list taken as it
/// is: as a call with a loop, the lookups of names and operand counts
/// were 4% of SM1-3 `dis`.
#[inline(always)]
fn pick<T: Copy>(list: &[(u16, T)], ver: u16) -> T {
    match list {
        [(_, x)] => *x,
        _ => pick_of(list, ver),
    }
}

/// [`pick`] of a list of several entries.
fn pick_of<T: Copy>(list: &[(u16, T)], ver: u16) -> T {
    let mut v = list[0].1;
    for &(from, x) in list {
        if ver >= from {
            v = x;
        }
    }
    v
}

/// Comparison suffixes by control code (1 = `gt` .. 6 = `le`).
pub const COMPARISONS: [&str; 8] = ["", "gt", "eq", "ge", "lt", "ne", "le", ""];

/// Opcode of a comment block.
pub const OP_COMMENT: u16 = 0xFFFE;
/// Opcode of the end token.
pub const OP_END: u16 = 0xFFFF;

const ALL: Option<VersionRange> = Some((0x100, 0x3FF));
const V2: Option<VersionRange> = Some((0x200, 0x3FF));
const V2X: Option<VersionRange> = Some((0x201, 0x3FF));
const V3: Option<VersionRange> = Some((0x300, 0x3FF));
const P1: Option<VersionRange> = Some((0x100, 0x1FF));
const P1_3: Option<VersionRange> = Some((0x100, 0x103));
const P12_3: Option<VersionRange> = Some((0x102, 0x103));
const P13: Option<VersionRange> = Some((0x103, 0x103));
const P14: Option<VersionRange> = Some((0x104, 0x104));
const P12: Option<VersionRange> = Some((0x102, 0x3FF));
const NONE: Option<VersionRange> = None;

const N0: Nest = n(0, 0, 0, 0, 0);

macro_rules! rows {
    ($( $id:ident $op:literal &[$(($from:literal, $name:literal)),+], dst $dst:literal, $srcs:expr, vs $vs:expr, ps $ps:expr, $kind:ident, $flow:expr, $slots:expr, $sem:ident $({ $($field:ident: $value:literal),* })? $(, replicate $replicate:literal)? $(, hlsl $hlsl:literal)?; )*) => {
        /// Opcode numbers by name, from the table's rows: the only place
        /// an SM1-3 opcode is spelled as a number (`IFC`, `BREAKC`: the
        /// comparison forms; `TEX`: `tex`/`texld`, `TEXCOORD`:
        /// `texcoord`/`texcrd`).
        pub mod op {
            use super::Opcode;
            $(
                #[doc = concat!("Opcode ", stringify!($op), ".")]
                pub const $id: Opcode = Opcode($op);
            )*
        }
        /// The table, sorted by opcode.
        pub static INSTRUCTIONS: &[OpInfo] = ROWS;
        /// [`INSTRUCTIONS`] as a constant, for the index built at compile
        /// time.
        pub(crate) const ROWS: &[OpInfo] = &[$(OpInfo {
            opcode: Opcode($op),
            names: &[$(($from, $name)),+],
            padded: &[$(concat!($name, "                ")),+],
            dst: $dst,
            srcs: $srcs,
            vs: $vs,
            ps: $ps,
            kind: Kind::$kind,
            flow: $flow,
            slots: $slots,
            semantics: Semantics::$sem $({ $($field: $value),* })?,
            replicate: flag(&[$($replicate)?]),
            hlsl: form(&[$($hlsl)?]),
        },)*];
    };
}

use Flow::None as F0;

rows! {
    NOP 0x00 &[(0, "nop")], dst false, &[(0, 0)], vs ALL, ps ALL, Plain, F0, sl(0), Nothing;
    MOV 0x01 &[(0, "mov")], dst true, &[(0, 1)], vs ALL, ps ALL, Plain, F0, sl(1), Arithmetic, hlsl "v{0}";
    ADD 0x02 &[(0, "add")], dst true, &[(0, 2)], vs ALL, ps ALL, Plain, F0, sl(1), Arithmetic, hlsl "v{0} + {1}";
    SUB 0x03 &[(0, "sub")], dst true, &[(0, 2)], vs ALL, ps ALL, Plain, F0, sl(1), Arithmetic, hlsl "v{0} - {1}";
    MAD 0x04 &[(0, "mad")], dst true, &[(0, 3)], vs ALL, ps ALL, Plain, F0, sl(1), Arithmetic, hlsl "vmad({0}, {1}, {2})";
    MUL 0x05 &[(0, "mul")], dst true, &[(0, 2)], vs ALL, ps ALL, Plain, F0, sl(1), Arithmetic, hlsl "v{0} * {1}";
    RCP 0x06 &[(0, "rcp")], dst true, &[(0, 1)], vs ALL, ps V2, Plain, F0, sl(1), Arithmetic, replicate true, hlsl "s1.0 / {S0}";
    RSQ 0x07 &[(0, "rsq")], dst true, &[(0, 1)], vs ALL, ps V2, Plain, F0, sl(1), Arithmetic, replicate true, hlsl "srsqrt({S0})";
    DP3 0x08 &[(0, "dp3")], dst true, &[(0, 2)], vs ALL, ps ALL, Plain, F0, sl(1), Arithmetic;
    DP4 0x09 &[(0, "dp4")], dst true, &[(0, 2)], vs ALL, ps P12, Plain, F0, sl(1), Arithmetic;
    MIN 0x0A &[(0, "min")], dst true, &[(0, 2)], vs ALL, ps V2, Plain, F0, sl(1), Arithmetic, hlsl "vmin({0}, {1})";
    MAX 0x0B &[(0, "max")], dst true, &[(0, 2)], vs ALL, ps V2, Plain, F0, sl(1), Arithmetic, hlsl "vmax({0}, {1})";
    SLT 0x0C &[(0, "slt")], dst true, &[(0, 2)], vs ALL, ps NONE, Plain, F0, sl(1), Arithmetic, hlsl "v(float{N})({0} < {1})";
    SGE 0x0D &[(0, "sge")], dst true, &[(0, 2)], vs ALL, ps NONE, Plain, F0, sl(1), Arithmetic, hlsl "v(float{N})({0} >= {1})";
    EXP 0x0E &[(0, "exp")], dst true, &[(0, 1)], vs ALL, ps V2, Plain, F0, sl_vs1(1, 10), Arithmetic, replicate true, hlsl "sexp2({S0})";
    LOG 0x0F &[(0, "log")], dst true, &[(0, 1)], vs ALL, ps V2, Plain, F0, sl_vs1(1, 10), Arithmetic, replicate true, hlsl "slog2({S0})";
    LIT 0x10 &[(0, "lit")], dst true, &[(0, 1)], vs ALL, ps NONE, Plain, F0, sl(1), Arithmetic;
    DST 0x11 &[(0, "dst")], dst true, &[(0, 2)], vs ALL, ps NONE, Plain, F0, sl(1), Arithmetic;
    LRP 0x12 &[(0, "lrp")], dst true, &[(0, 3)], vs V2, ps ALL, Plain, F0, sl(1), Arithmetic, hlsl "vlerp({2}, {1}, {0})";
    FRC 0x13 &[(0, "frc")], dst true, &[(0, 1)], vs ALL, ps V2, Plain, F0, sl_vs1(1, 3), Arithmetic, hlsl "vfrac({0})";
    M4X4 0x14 &[(0, "m4x4")], dst true, &[(0, 2)], vs ALL, ps V2, Plain, F0, sl(4), Matrix { columns: 4, rows: 4 };
    M4X3 0x15 &[(0, "m4x3")], dst true, &[(0, 2)], vs ALL, ps V2, Plain, F0, sl(3), Matrix { columns: 4, rows: 3 };
    M3X4 0x16 &[(0, "m3x4")], dst true, &[(0, 2)], vs ALL, ps V2, Plain, F0, sl(4), Matrix { columns: 3, rows: 4 };
    M3X3 0x17 &[(0, "m3x3")], dst true, &[(0, 2)], vs ALL, ps V2, Plain, F0, sl(3), Matrix { columns: 3, rows: 3 };
    M3X2 0x18 &[(0, "m3x2")], dst true, &[(0, 2)], vs ALL, ps V2, Plain, F0, sl(2), Matrix { columns: 3, rows: 2 };
    CALL 0x19 &[(0, "call")], dst false, &[(0, 1)], vs V2, ps V2X, Plain, Flow::Fixed(n(0, 0, 0, 1, 1)), sl(2), Jump;
    CALLNZ 0x1A &[(0, "callnz")], dst false, &[(0, 2)], vs V2, ps V2X, Plain,
        Flow::ByOperand { boolean: n(0, 0, 0, 1, 1), predicate: n(0, 1, 0, 1, 0) }, sl(3), Jump;
    LOOP 0x1B &[(0, "loop")], dst false, &[(0, 2)], vs V2, ps V3, Plain, Flow::Fixed(n(0, 0, 1, 0, 1)), sl(3), Jump;
    RET 0x1C &[(0, "ret")], dst false, &[(0, 0)], vs V2, ps V2X, Plain, Flow::Close, sl(1), Jump;
    ENDLOOP 0x1D &[(0, "endloop")], dst false, &[(0, 0)], vs V2, ps V3, Plain, Flow::Close, sl(2), Jump;
    LABEL 0x1E &[(0, "label")], dst false, &[(0, 1)], vs V2, ps V2X, Plain, F0, sl(0), Jump;
    DCL 0x1F &[(0, "dcl")], dst true, &[(0, 0)], vs ALL, ps V2, Dcl, F0, sl(0), Declaration;
    POW 0x20 &[(0, "pow")], dst true, &[(0, 2)], vs V2, ps V2, Plain, F0, sl(3), Arithmetic, replicate true, hlsl "spow({S0}, {S1})";
    CRS 0x21 &[(0, "crs")], dst true, &[(0, 2)], vs V2, ps V2, Plain, F0, sl(2), Arithmetic;
    SGN 0x22 &[(0, "sgn")], dst true, &[(0, 3)], vs V2, ps NONE, Plain, F0, sl(3), Arithmetic, hlsl "vsign({0})";
    ABS 0x23 &[(0, "abs")], dst true, &[(0, 1)], vs V2, ps V2, Plain, F0, sl(1), Arithmetic, hlsl "vabs({0})";
    NRM 0x24 &[(0, "nrm")], dst true, &[(0, 1)], vs V2, ps V2, Plain, F0, sl(3), Arithmetic;
    SINCOS 0x25 &[(0, "sincos")], dst true, &[(0, 3), (0x300, 1)], vs V2, ps V2, Plain, F0, sl(8), Arithmetic;
    REP 0x26 &[(0, "rep")], dst false, &[(0, 1)], vs V2, ps V2X, Plain, Flow::Fixed(n(0, 0, 1, 0, 1)), sl(3), Jump;
    ENDREP 0x27 &[(0, "endrep")], dst false, &[(0, 0)], vs V2, ps V2X, Plain, Flow::Close, sl(2), Jump;
    IF 0x28 &[(0, "if")], dst false, &[(0, 1)], vs V2, ps V2X, Plain,
        Flow::ByOperand { boolean: n(1, 0, 0, 0, 1), predicate: n(0, 1, 0, 0, 0) }, sl(3), Jump;
    IFC 0x29 &[(0, "if")], dst false, &[(0, 2)], vs V2X, ps V2X, Comparison, Flow::Fixed(n(0, 1, 0, 0, 0)), sl(3), Jump;
    ELSE 0x2A &[(0, "else")], dst false, &[(0, 0)], vs V2, ps V2X, Plain, Flow::Else, sl(1), Jump;
    ENDIF 0x2B &[(0, "endif")], dst false, &[(0, 0)], vs V2, ps V2X, Plain, Flow::Close, sl(1), Jump;
    BREAK 0x2C &[(0, "break")], dst false, &[(0, 0)], vs V2X, ps V2X, Plain, Flow::Fixed(N0), sl(1), Jump;
    BREAKC 0x2D &[(0, "break")], dst false, &[(0, 2)], vs V2X, ps V2X, Comparison, Flow::Probe(n(0, 1, 0, 0, 0)), sl(3), Jump;
    MOVA 0x2E &[(0, "mova")], dst true, &[(0, 1)], vs V2, ps NONE, Plain, F0, sl(1), Arithmetic;
    DEFB 0x2F &[(0, "defb")], dst true, &[(0, 0)], vs V2, ps V2X, Defb, F0, sl(0), Declaration;
    DEFI 0x30 &[(0, "defi")], dst true, &[(0, 0)], vs V2, ps V2X, Defi, F0, sl(0), Declaration;
    TEXCOORD 0x40 &[(0, "texcoord"), (0x104, "texcrd")], dst true, &[(0, 0), (0x104, 1)], vs NONE, ps P1, Plain, F0, tx(1, 1), PixelShader1;
    TEXKILL 0x41 &[(0, "texkill")], dst true, &[(0, 0)], vs NONE, ps ALL, Plain, F0, sl(1), Kill;
    TEX 0x42 &[(0, "tex"), (0x104, "texld")], dst true, &[(0, 0), (0x104, 1), (0x200, 2)], vs NONE, ps ALL, Texld, F0, tx(1, 1), Texture;
    TEXBEM 0x43 &[(0, "texbem")], dst true, &[(0, 1)], vs NONE, ps P1_3, Plain, F0, tx(1, 1), PixelShader1;
    TEXBEML 0x44 &[(0, "texbeml")], dst true, &[(0, 1)], vs NONE, ps P1_3, Plain, F0, tx(1, 1), PixelShader1;
    TEXREG2AR 0x45 &[(0, "texreg2ar")], dst true, &[(0, 1)], vs NONE, ps P1_3, Plain, F0, tx(1, 1), PixelShader1;
    TEXREG2GB 0x46 &[(0, "texreg2gb")], dst true, &[(0, 1)], vs NONE, ps P1_3, Plain, F0, tx(1, 1), PixelShader1;
    TEXM3X2PAD 0x47 &[(0, "texm3x2pad")], dst true, &[(0, 1)], vs NONE, ps P1_3, Plain, F0, tx(1, 1), PixelShader1;
    TEXM3X2TEX 0x48 &[(0, "texm3x2tex")], dst true, &[(0, 1)], vs NONE, ps P1_3, Plain, F0, tx(1, 1), PixelShader1;
    TEXM3X3PAD 0x49 &[(0, "texm3x3pad")], dst true, &[(0, 1)], vs NONE, ps P1_3, Plain, F0, tx(1, 1), PixelShader1;
    TEXM3X3TEX 0x4A &[(0, "texm3x3tex")], dst true, &[(0, 1)], vs NONE, ps P1_3, Plain, F0, tx(1, 1), PixelShader1;
    TEXM3X3SPEC 0x4C &[(0, "texm3x3spec")], dst true, &[(0, 2)], vs NONE, ps P1_3, Plain, F0, tx(1, 1), PixelShader1;
    TEXM3X3VSPEC 0x4D &[(0, "texm3x3vspec")], dst true, &[(0, 1)], vs NONE, ps P1_3, Plain, F0, tx(1, 1), PixelShader1;
    EXPP 0x4E &[(0, "expp")], dst true, &[(0, 1)], vs ALL, ps NONE, Plain, F0, sl(1), Arithmetic, replicate true;
    LOGP 0x4F &[(0, "logp")], dst true, &[(0, 1)], vs ALL, ps NONE, Plain, F0, sl(1), Arithmetic, replicate true, hlsl "slog2({S0})";
    CND 0x50 &[(0, "cnd")], dst true, &[(0, 3)], vs NONE, ps P1, Plain, F0, sl(1), PixelShader1;
    DEF 0x51 &[(0, "def")], dst true, &[(0, 0)], vs ALL, ps ALL, Def, F0, sl(0), Declaration;
    TEXREG2RGB 0x52 &[(0, "texreg2rgb")], dst true, &[(0, 1)], vs NONE, ps P12_3, Plain, F0, tx(1, 1), PixelShader1;
    TEXDP3TEX 0x53 &[(0, "texdp3tex")], dst true, &[(0, 1)], vs NONE, ps P12_3, Plain, F0, tx(1, 1), PixelShader1;
    TEXM3X2DEPTH 0x54 &[(0, "texm3x2depth")], dst true, &[(0, 1)], vs NONE, ps P13, Plain, F0, tx(1, 1), PixelShader1;
    TEXDP3 0x55 &[(0, "texdp3")], dst true, &[(0, 1)], vs NONE, ps P12_3, Plain, F0, tx(1, 1), PixelShader1;
    TEXM3X3 0x56 &[(0, "texm3x3")], dst true, &[(0, 1)], vs NONE, ps P12_3, Plain, F0, tx(1, 1), PixelShader1;
    TEXDEPTH 0x57 &[(0, "texdepth")], dst true, &[(0, 0)], vs NONE, ps P14, Plain, F0, sl(1), PixelShader1;
    CMP 0x58 &[(0, "cmp")], dst true, &[(0, 3)], vs NONE, ps P12, Plain, F0, sl(1), Arithmetic, hlsl "v({0} >= 0.0) ? {1} : {2}";
    BEM 0x59 &[(0, "bem")], dst true, &[(0, 2)], vs NONE, ps P14, Plain, F0, sl(1), PixelShader1;
    DP2ADD 0x5A &[(0, "dp2add")], dst true, &[(0, 3)], vs NONE, ps V2, Plain, F0, sl(2), Arithmetic;
    DSX 0x5B &[(0, "dsx")], dst true, &[(0, 1)], vs NONE, ps V2X, Plain, F0, sl(2), Derivative, hlsl "vddx({0})";
    DSY 0x5C &[(0, "dsy")], dst true, &[(0, 1)], vs NONE, ps V2X, Plain, F0, sl(2), Derivative, hlsl "vddy({0})";
    TEXLDD 0x5D &[(0, "texldd")], dst true, &[(0, 4)], vs NONE, ps V2X, Plain, F0, tx(3, 1), Texture;
    SETP 0x5E &[(0, "setp")], dst true, &[(0, 2)], vs V2X, ps V2X, Comparison, Flow::Fixed(N0), sl(1), Arithmetic;
    TEXLDL 0x5F &[(0, "texldl")], dst true, &[(0, 2)], vs V3, ps V3, Plain, F0, tx(2, 2), Texture;
    BREAKP 0x60 &[(0, "breakp")], dst false, &[(0, 1)], vs V2X, ps V2X, SrcAsDst, Flow::Fixed(N0), sl(3), Jump;
    PHASE 0xFFFD &[(0, "phase")], dst false, &[(0, 0)], vs NONE, ps P14, Plain, F0, sl(0), Nothing;
}

/// Registers a matrix macro reads from its second source (1 for every
/// other instruction), from the table's `Matrix` column.
pub fn matrix_rows(op: Opcode) -> u16 {
    match lookup(op).map(|r| r.semantics) {
        Some(Semantics::Matrix { rows, .. }) => rows.into(),
        _ => 1,
    }
}

/// The rows with mnemonic `name` (in any version), from an index built
/// once: the parser looks every instruction up by name.
pub fn by_name(name: &str) -> &'static [&'static OpInfo] {
    type Index = crate::names::NameIndex<Vec<&'static OpInfo>>;
    static INDEX: std::sync::OnceLock<Index> = std::sync::OnceLock::new();
    let index = INDEX.get_or_init(|| {
        let names = INSTRUCTIONS.iter().map(|r| r.names.len()).sum();
        let mut m = Index::with_room(names);
        for r in INSTRUCTIONS {
            for (_, n) in r.names {
                let rows = m.entry(n);
                if !rows.iter().any(|x| std::ptr::eq(*x, r)) {
                    rows.push(r);
                }
            }
        }
        m
    });
    index.get(name).map_or(&[], Vec::as_slice)
}

/// Whether `opcode` is a texture instruction: every name the table gives
/// it starts with `tex` (`tex`/`texld`, `texcoord`/`texcrd`, `texkill`,
/// `texm3x3pad`, ..., `texldd`, `texldl`). Rules about texture registers
/// and sampler stages apply to these.
pub fn is_texture_op(opcode: Opcode) -> bool {
    lookup(opcode).is_some_and(|r| r.names.iter().all(|(_, n)| n.starts_with("tex")))
}

/// The row of an opcode, if the table has it.
pub fn lookup(opcode: Opcode) -> Option<&'static OpInfo> {
    // Opcodes below 0x80 by direct index, built from the rows at compile
    // time (built at run time, each lookup first checked that it was): the
    // decoder, printer and slot counter look up every instruction.
    static INDEX: [u8; 0x80] = {
        let mut ix = [u8::MAX; 0x80];
        // u8::MAX marks a missing row.
        assert!(ROWS.len() < u8::MAX as usize);
        let mut i = 0;
        while i < ROWS.len() {
            let op = ROWS[i].opcode.0 as usize;
            if op < ix.len() {
                ix[op] = i as u8;
            }
            i += 1;
        }
        ix
    };
    match INDEX.get(opcode.0 as usize) {
        Some(&u8::MAX) => None,
        Some(&i) => INSTRUCTIONS.get(i as usize),
        None => INSTRUCTIONS
            .binary_search_by_key(&opcode, |r| r.opcode)
            .ok()
            .map(|i| &INSTRUCTIONS[i]),
    }
}

/// A register type (`D3DSPR_*`, bits 28..30 and 11..12 of a parameter
/// token); the named ones are in [`reg`], unknown values are kept as they
/// are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct RegisterType(pub u8);

impl RegisterType {
    /// The first constant a `c#` register type numbers from: 0, 2048,
    /// 4096 or 6144 (None for other types).
    pub fn constant_base(self) -> Option<u32> {
        match self {
            reg::CONST => Some(0),
            reg::CONST2 => Some(2048),
            reg::CONST3 => Some(4096),
            reg::CONST4 => Some(6144),
            _ => None,
        }
    }
}

impl std::fmt::Display for RegisterType {
    /// The number (the register's name depends on the shader type and
    /// version: see `sm1::print`).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Register types by name: the one place they are spelled as numbers.
pub mod reg {
    use super::RegisterType;
    /// `r#`.
    pub const TEMP: RegisterType = RegisterType(0);
    /// `v#`.
    pub const INPUT: RegisterType = RegisterType(1);
    /// `c#` (0-2047).
    pub const CONST: RegisterType = RegisterType(2);
    /// `a0` in vertex shaders.
    pub const ADDR: RegisterType = RegisterType(3);
    /// `t#` in pixel shaders (the same number as [`ADDR`]).
    pub const TEXTURE: RegisterType = RegisterType(3);
    /// `oPos`, `oFog`, `oPts`.
    pub const RASTOUT: RegisterType = RegisterType(4);
    /// `oD#`.
    pub const ATTROUT: RegisterType = RegisterType(5);
    /// `oT#` (vs_1_1-2_x), `o#` (vs_3_0).
    pub const OUTPUT: RegisterType = RegisterType(6);
    /// `i#`.
    pub const CONSTINT: RegisterType = RegisterType(7);
    /// `oC#`.
    pub const COLOROUT: RegisterType = RegisterType(8);
    /// `oDepth`.
    pub const DEPTHOUT: RegisterType = RegisterType(9);
    /// `s#`.
    pub const SAMPLER: RegisterType = RegisterType(10);
    /// `c#` 2048-4095.
    pub const CONST2: RegisterType = RegisterType(11);
    /// `c#` 4096-6143.
    pub const CONST3: RegisterType = RegisterType(12);
    /// `c#` 6144-8191.
    pub const CONST4: RegisterType = RegisterType(13);
    /// `b#`.
    pub const CONSTBOOL: RegisterType = RegisterType(14);
    /// `aL`.
    pub const LOOP: RegisterType = RegisterType(15);
    /// `vPos`, `vFace`.
    pub const MISCTYPE: RegisterType = RegisterType(17);
    /// `l#`.
    pub const LABEL: RegisterType = RegisterType(18);
    /// `p0`.
    pub const PREDICATE: RegisterType = RegisterType(19);
}

/// How many registers of D3DSPR type `ty` Microsoft's assembler takes in
/// this shader type and version (`0`: the type does not exist there; the
/// parser's `invalid register`, X2005). Type 3 is `a` in vertex shaders and
/// `t` in pixel shaders. Constant registers (types 2, 11..13: c0-c2047, c2048-...) are only
/// bounded by the `_sw` maximum here; the per-version constant counts are validation rules.
pub fn register_count(ps: bool, ver: u16, ty: RegisterType) -> u16 {
    use reg::*;
    let (major, minor) = ((ver >> 8) as u8, ver as u8);
    let sw = minor == 0xFF;
    let ints = |on: bool| {
        if !on {
            0
        } else if sw {
            2048
        } else {
            16
        }
    };
    if !ps {
        match (ty, major) {
            (TEMP, 1) | (TEMP, 2) if minor == 0 => 12,
            (TEMP, _) => 32,
            (INPUT, _) => 16,
            (CONST, _) => 2048,
            (CONST2 | CONST3 | CONST4, _) => 2048,
            (ADDR, _) => 1,
            (RASTOUT, 1 | 2) => 3,
            (ATTROUT, 1 | 2) => 2,
            (OUTPUT, 1 | 2) => 8,
            (OUTPUT, _) => 12,
            (CONSTINT, _) | (CONSTBOOL, _) => ints(major >= 2),
            (SAMPLER, 3) => 4,
            (LOOP, _) => (major >= 2) as u16,
            (LABEL, _) if major >= 2 => 2048,
            (PREDICATE, _) => (major >= 3 || (major == 2 && minor != 0)) as u16,
            _ => 0,
        }
    } else {
        match (ty, major, minor) {
            (TEMP, 1, 4) => 6,
            (TEMP, 1, _) => 2,
            (TEMP, 2, 0) => 12,
            (TEMP, _, _) => 32,
            (INPUT, 3, _) => 10,
            (INPUT, _, _) => 2,
            // Constant registers: 8 in ps_1_x, 32 in ps_2_0/2_x, 224 in
            // ps_3_0 (Microsoft's assembler: X2005 past them, with or
            // without validation); the software profiles take more.
            (CONST, _, 0xFF) => 2048,
            (CONST, 1, _) => 8,
            (CONST, 2, _) => 32,
            (CONST, _, _) => 224,
            (CONST2 | CONST3 | CONST4, _, _) => 2048,
            (TEXTURE, 1, 4) => 6,
            (TEXTURE, 1, _) => 4,
            (TEXTURE, 2, _) => 8,
            // ps_2_0 has no integer constants (X2005), ps_2_x has.
            (CONSTINT, 2, 0) => 0,
            (CONSTINT, _, _) | (CONSTBOOL, _, _) => ints(major >= 2),
            (COLOROUT, 2 | 3, _) => 4,
            (DEPTHOUT, 2 | 3, _) => 1,
            (SAMPLER, 2 | 3, _) => 16,
            (LOOP, 3, _) => 1,
            (MISCTYPE, 3, _) => 2,
            (LABEL, _, _) if major >= 3 || (major == 2 && minor != 0) => 2048,
            (PREDICATE, _, _) => (major >= 3 || (major == 2 && minor != 0)) as u16,
            _ => 0,
        }
    }
}

/// A source modifier (bits 24-27 of a source token). Unknown values are
/// kept so that a decoded program encodes back unchanged.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SrcMod(pub u8);

impl SrcMod {
    /// No modifier.
    pub const NONE: SrcMod = SrcMod(0);
    /// `-r0`
    pub const NEG: SrcMod = SrcMod(1);
    /// `r0_bias` (x - 0.5)
    pub const BIAS: SrcMod = SrcMod(2);
    /// `-r0_bias`
    pub const BIAS_NEG: SrcMod = SrcMod(3);
    /// `r0_bx2` (2x - 1)
    pub const SIGN: SrcMod = SrcMod(4);
    /// `-r0_bx2`
    pub const SIGN_NEG: SrcMod = SrcMod(5);
    /// `1-r0` (ps_1_x)
    pub const COMP: SrcMod = SrcMod(6);
    /// `r0_x2` (ps_1_4)
    pub const X2: SrcMod = SrcMod(7);
    /// `-r0_x2`
    pub const X2_NEG: SrcMod = SrcMod(8);
    /// `r0_dz` (ps_1_4 texld/texcrd: x/z, y/z)
    pub const DZ: SrcMod = SrcMod(9);
    /// `r0_dw` (x/w, y/w)
    pub const DW: SrcMod = SrcMod(10);
    /// `r0_abs`
    pub const ABS: SrcMod = SrcMod(11);
    /// `-r0_abs`
    pub const ABS_NEG: SrcMod = SrcMod(12);
    /// `!p0` (predicates)
    pub const NOT: SrcMod = SrcMod(13);

    /// The listing's prefix and suffix (`-`, `_bias`); unknown values
    /// print bare.
    pub fn text(self) -> (&'static str, &'static str) {
        match self {
            SrcMod::NEG => ("-", ""),
            SrcMod::BIAS => ("", "_bias"),
            SrcMod::BIAS_NEG => ("-", "_bias"),
            SrcMod::SIGN => ("", "_bx2"),
            SrcMod::SIGN_NEG => ("-", "_bx2"),
            SrcMod::COMP => ("1-", ""),
            SrcMod::X2 => ("", "_x2"),
            SrcMod::X2_NEG => ("-", "_x2"),
            SrcMod::DZ => ("", "_dz"),
            SrcMod::DW => ("", "_dw"),
            SrcMod::ABS => ("", "_abs"),
            SrcMod::ABS_NEG => ("-", "_abs"),
            SrcMod::NOT => ("!", ""),
            _ => ("", ""),
        }
    }

    /// The modifier a suffix names (without `_`, any case); `_db` and
    /// `_da` are the older spellings of `_dz` and `_dw`.
    pub fn from_suffix(s: &str) -> Option<SrcMod> {
        Some(match s.to_ascii_lowercase().as_str() {
            "" => SrcMod::NONE,
            "bias" => SrcMod::BIAS,
            "bx2" => SrcMod::SIGN,
            "x2" => SrcMod::X2,
            "dz" | "db" => SrcMod::DZ,
            "dw" | "da" => SrcMod::DW,
            "abs" => SrcMod::ABS,
            _ => return None,
        })
    }

    /// The same modifier with the sign flipped, for those that have a
    /// negated form.
    pub fn negated(self) -> Option<SrcMod> {
        const PAIRS: [(SrcMod, SrcMod); 5] = [
            (SrcMod::NONE, SrcMod::NEG),
            (SrcMod::BIAS, SrcMod::BIAS_NEG),
            (SrcMod::SIGN, SrcMod::SIGN_NEG),
            (SrcMod::X2, SrcMod::X2_NEG),
            (SrcMod::ABS, SrcMod::ABS_NEG),
        ];
        PAIRS.iter().find_map(|&(a, b)| match self {
            m if m == a => Some(b),
            m if m == b => Some(a),
            _ => None,
        })
    }

    /// The modifier's arithmetic on one component, for those that are
    /// arithmetic (not `_dz`/`_dw`, which divide across components, nor
    /// `!`).
    pub fn apply(self, a: f32) -> Option<f32> {
        Some(match self {
            SrcMod::NONE => a,
            SrcMod::NEG => -a,
            SrcMod::BIAS => a - 0.5,
            SrcMod::BIAS_NEG => -(a - 0.5),
            SrcMod::SIGN => 2.0 * a - 1.0,
            SrcMod::SIGN_NEG => -(2.0 * a - 1.0),
            SrcMod::COMP => 1.0 - a,
            SrcMod::X2 => 2.0 * a,
            SrcMod::X2_NEG => -2.0 * a,
            SrcMod::ABS => a.abs(),
            SrcMod::ABS_NEG => -a.abs(),
            _ => return None,
        })
    }
}

numbered! {
    /// A `dcl_*` usage (D3DDECLUSAGE_*, bits 0-4 of a declaration token).
    Usage(u8) {
        POSITION = 0, "position";
        BLENDWEIGHT = 1, "blendweight";
        BLENDINDICES = 2, "blendindices";
        NORMAL = 3, "normal";
        PSIZE = 4, "psize";
        TEXCOORD = 5, "texcoord";
        TANGENT = 6, "tangent";
        BINORMAL = 7, "binormal";
        TESSFACTOR = 8, "tessfactor";
        POSITIONT = 9, "positiont";
        COLOR = 10, "color";
        FOG = 11, "fog";
        DEPTH = 12, "depth";
        SAMPLE = 13, "sample";
    }
}

numbered! {
    /// A sampler's texture type (D3DSTT_*, bits 27-30 of a declaration
    /// token); 0 is a sampler declared without one.
    TextureType(u8) {
        TEXTURE_2D = 2, "2d";
        CUBE = 3, "cube";
        VOLUME = 4, "volume";
    }
}

impl TextureType {
    /// No type given (`dcl s0` in ps_2_0 listings; sampled as 2D).
    pub const UNKNOWN: TextureType = TextureType(0);
}

#[cfg(test)]
mod tests {
    /// Every HLSL form names its kind and only sources the instruction
    /// has (its largest source count), each at least once.
    #[test]
    fn hlsl_forms_name_their_kind_and_existing_sources() {
        let mut with_form = 0;
        for r in super::ROWS.iter().filter(|r| !r.hlsl.is_empty()) {
            with_form += 1;
            let name = r.names[0].1;
            let (kind, form) = r.hlsl.split_at(1);
            assert!(matches!(kind, "v" | "s"), "{name}: kind {kind}");
            assert!(r.dst, "{name}");
            let srcs = r.srcs.iter().map(|s| s.1).max().unwrap_or(0);
            let mut used = [false; 3];
            let mut rest = form;
            while let Some(open) = rest.find('{') {
                let close = open + rest[open..].find('}').expect("a closed item");
                match &rest.as_bytes()[open + 1..close] {
                    b"N" => {}
                    [d @ b'0'..=b'2'] | [b'S', d @ b'0'..=b'2'] => {
                        used[usize::from(d - b'0')] = true
                    }
                    other => panic!("{name}: item {other:?}"),
                }
                rest = &rest[close + 1..];
            }
            let n = used.iter().rposition(|u| *u).map_or(0, |k| k + 1);
            assert!(n <= usize::from(srcs), "{name}: {n} sources of {srcs}");
            assert!(used[..n].iter().all(|u| *u), "{name}: a source skipped");
        }
        assert_eq!(with_form, 22);
    }

    #[test]
    fn table_is_sorted_and_unique() {
        for w in super::INSTRUCTIONS.windows(2) {
            assert!(w[0].opcode < w[1].opcode, "{:#x}", w[1].opcode.0);
        }
    }

    /// The printer indents by opcode: the rows named `if`, `rep`, `loop`,
    /// `else`, `endif`, `endrep` and `endloop` are these and only these,
    /// each with that one name in every version.
    #[test]
    fn nesting_rows_are_the_named_ones() {
        use super::op;
        let want = [
            (op::IF, "if"),
            (op::IFC, "if"),
            (op::REP, "rep"),
            (op::LOOP, "loop"),
            (op::ELSE, "else"),
            (op::ENDIF, "endif"),
            (op::ENDREP, "endrep"),
            (op::ENDLOOP, "endloop"),
        ];
        for r in super::INSTRUCTIONS {
            let named = r
                .names
                .iter()
                .map(|(_, n)| *n)
                .find(|n| want.iter().any(|(_, w)| w == n));
            match want.iter().find(|(o, _)| *o == r.opcode) {
                Some((_, n)) => assert_eq!(r.names, &[(0, *n)][..], "{n}"),
                None => assert_eq!(named, None, "{:#x}", r.opcode.0),
            }
        }
    }

    /// Every row's padded mnemonics are its mnemonics and sixteen spaces,
    /// and the padded name of each version is its name.
    #[test]
    fn padded_names_are_the_names() {
        for r in super::INSTRUCTIONS {
            assert_eq!(r.padded.len(), r.names.len());
            for (p, (_, n)) in r.padded.iter().zip(r.names) {
                assert_eq!(*p, format!("{n}{}", " ".repeat(16)));
            }
            for ver in [0x100, 0x101, 0x103, 0x104, 0x200, 0x201, 0x300, 0x3FF] {
                let name = r.name(ver);
                let (p, len) = r.padded_name(ver);
                assert_eq!(
                    (p, len),
                    (&format!("{name}{}", " ".repeat(16))[..], name.len())
                );
            }
        }
        for u in super::Usage::NAMED.iter().map(|(u, _)| *u) {
            let (p, len) = u.padded_name().unwrap();
            assert_eq!(&p[..len], u.name().unwrap());
            assert!(p[len..].len() == 16 && p[len..].bytes().all(|b| b == b' '));
        }
        assert_eq!(super::Usage(31).padded_name(), None);
    }

    /// The name index gives what a scan of the rows gives, for every name
    /// of the table and for names that are not in it.
    #[test]
    fn by_name_is_a_scan_of_the_rows() {
        let scan = |name: &str| -> Vec<*const super::OpInfo> {
            super::INSTRUCTIONS
                .iter()
                .filter(|r| r.names.iter().any(|(_, n)| *n == name))
                .map(|r| r as *const _)
                .collect()
        };
        let got = |name: &str| -> Vec<*const super::OpInfo> {
            super::by_name(name)
                .iter()
                .map(|r| *r as *const _)
                .collect()
        };
        let mut names = 0;
        for r in super::INSTRUCTIONS {
            for (_, n) in r.names {
                assert!(!scan(n).is_empty());
                assert_eq!(got(n), scan(n), "{n}");
                // Not names: a byte more, a byte less, a NUL after it.
                for other in [
                    format!("{n}x"),
                    n[..n.len() - 1].to_string(),
                    format!("{n}\0"),
                ] {
                    assert_eq!(got(&other), scan(&other), "{other:?}");
                }
                names += 1;
            }
        }
        assert!(names > 80, "{names} names");
        for other in ["", "texm3x3vspecxxxx", "texm3x3vspecxxxxyyyy", "ADD", "\0"] {
            assert!(got(other).is_empty(), "{other:?}");
        }
    }
}
