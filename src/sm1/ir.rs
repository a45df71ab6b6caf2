//! The in-memory form of a Direct3D 9 (shader model 1.x–3.0) token stream.
//!
//! The IR keeps every field of the tokens that the disassembler prints or
//! that an encoder needs to write the same tokens back: register types and
//! numbers as stored, masks and swizzles as bit fields, modifiers as their
//! raw codes. Names and printing rules live in [`super::table`] and
//! [`super::print`].

use crate::error::BinError;
pub use crate::sm1::table::{Opcode, SrcMod, TextureType, Usage};

/// Vertex or pixel shader (from the version token's high half).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShaderType {
    /// `0xFFFE`: vertex shader.
    Vertex,
    /// `0xFFFF`: pixel shader.
    Pixel,
}

impl ShaderType {
    /// The shader type a version token names in its high half, if any.
    pub fn of_token(token: u32) -> Option<ShaderType> {
        match token >> 16 {
            0xFFFE => Some(ShaderType::Vertex),
            0xFFFF => Some(ShaderType::Pixel),
            _ => None,
        }
    }
}

/// The version token: shader type, major and minor version.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Version {
    /// Vertex or pixel shader.
    pub ty: ShaderType,
    /// Major version (1, 2 or 3).
    pub major: u8,
    /// Minor version; `1` for `_x`, `0xFF` for `_sw`.
    pub minor: u8,
}

impl Version {
    /// `major << 8 | minor`, the form the instruction table's version
    /// ranges use (`_x` = minor 1 sorts below `_sw` = minor 0xFF).
    pub fn code(self) -> u16 {
        (self.major as u16) << 8 | self.minor as u16
    }
    /// True for a pixel shader.
    pub fn is_ps(self) -> bool {
        self.ty == ShaderType::Pixel
    }
    /// The version token.
    pub fn token(self) -> u32 {
        let hi = match self.ty {
            ShaderType::Vertex => 0xFFFE_0000,
            ShaderType::Pixel => 0xFFFF_0000,
        };
        hi | (self.major as u32) << 8 | self.minor as u32
    }
}

/// A register reference: type code (D3DSPR_*, 0..=31) and number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Register {
    /// Register type as stored in the token (bits 28..30 and 11..12).
    pub ty: super::table::RegisterType,
    /// Register number (bits 0..10).
    pub num: u16,
}

/// Relative addressing of an operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relative {
    /// Shader model 1 (`vs_1_1`): implicit `a0.x`, no extra token.
    ImplicitA0,
    /// Shader model 2+: an address token follows (`a0.x`, `aL`, ...).
    Token(Address),
}

/// The address token of a relative address: a source token with no
/// relative address of its own (Microsoft's assembler refuses one,
/// X2005 `invalid register 'a0[...]'`, and decoding reads none), so
/// operands hold it in place and are plain values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Address {
    /// The register (`a0`, `aL`).
    pub reg: Register,
    /// Swizzle: two bits per output component, x in bits 0..1.
    pub swizzle: u8,
    /// Source modifier (D3DSPSM_*).
    pub modifier: SrcMod,
    /// The raw parameter token.
    pub token: u32,
}

/// A destination parameter token (and its relative-address token).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DstOperand {
    /// The register.
    pub reg: Register,
    /// Write mask, bits x=1, y=2, z=4, w=8.
    pub mask: u8,
    /// Result modifiers: 1 = `_sat`, 2 = `_pp`, 4 = `_centroid`.
    pub result_mod: u8,
    /// Shift scale (4 bits): 1..3 = `_x2`.. `_x8`, 13..15 = `_d8`..`_d2`.
    pub shift: u8,
    /// Relative addressing, if any.
    pub relative: Option<Relative>,
    /// The raw parameter token.
    pub token: u32,
}

/// A source parameter token (and its relative-address token).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SrcOperand {
    /// The register.
    pub reg: Register,
    /// Swizzle: two bits per output component, x in bits 0..1.
    pub swizzle: u8,
    /// Source modifier (D3DSPSM_*).
    pub modifier: SrcMod,
    /// Relative addressing, if any.
    pub relative: Option<Relative>,
    /// The raw parameter token.
    pub token: u32,
}

/// Components x to the highest one `mask` writes (at least one): how many
/// an output register shows and an HLSL member has.
pub fn mask_span(mask: u8) -> usize {
    (8 - (mask & 0xF).leading_zeros() as usize).max(1)
}

impl DstOperand {
    /// A destination before it is filled in (`r0`, every component): the
    /// parser and decoder write operands into their place in the
    /// instruction, starting from this.
    pub const EMPTY: DstOperand = DstOperand {
        reg: Register {
            ty: crate::sm1::table::reg::TEMP,
            num: 0,
        },
        mask: 0xF,
        result_mod: 0,
        shift: 0,
        relative: None,
        token: 0,
    };
}

impl SrcOperand {
    /// A source before it is filled in (`r0`, no swizzle, no modifier):
    /// see [`DstOperand::EMPTY`].
    pub const EMPTY: SrcOperand = SrcOperand {
        reg: Register {
            ty: crate::sm1::table::reg::TEMP,
            num: 0,
        },
        swizzle: 0xE4,
        modifier: SrcMod::NONE,
        relative: None,
        token: 0,
    };
}

/// An instruction's source operands.
pub type Srcs = smallvec::SmallVec<[SrcOperand; 3]>;
/// The literal dwords of a `def*` (four at most).
pub type Literals = smallvec::SmallVec<[u32; 4]>;

/// Declaration data of a `dcl` instruction (the token after the opcode).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decl {
    /// The raw declaration token.
    pub token: u32,
}

impl Decl {
    /// Usage (D3DDECLUSAGE_*), bits 0..4.
    pub fn usage(self) -> Usage {
        Usage((self.token & 0x1F) as u8)
    }
    /// Usage index, bits 16..19.
    pub fn usage_index(self) -> u8 {
        ((self.token >> 16) & 0xF) as u8
    }
    /// Sampler texture type (D3DSTT_*), bits 27..30.
    pub fn texture_type(self) -> TextureType {
        TextureType(((self.token >> 27) & 0xF) as u8)
    }
}

/// Operands of an instruction, as its opcode shapes them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instruction {
    /// Byte offset of the instruction token in the input.
    pub offset: usize,
    /// Opcode (bits 0..15).
    pub opcode: Opcode,
    /// Opcode-specific control (bits 16..23): comparison, texld variant.
    pub control: u8,
    /// Bit 30: co-issued with the previous instruction (ps 1.x).
    pub coissue: bool,
    /// The raw instruction token.
    pub token: u32,
    /// `dcl` data.
    pub decl: Option<Decl>,
    /// Destination, if the instruction has one.
    pub dst: Option<DstOperand>,
    /// Predicate (`(p0.x)`), when bit 28 is set.
    pub predicate: Option<SrcOperand>,
    /// Source operands (in place up to three: no allocation per
    /// instruction).
    pub srcs: Srcs,
    /// Literal dwords of `def`, `defi`, `defb` (in place).
    pub literals: Literals,
}

impl Instruction {
    /// `opcode` with no operands, control bits or token yet.
    pub const fn new(opcode: Opcode) -> Self {
        Instruction {
            offset: 0,
            opcode,
            control: 0,
            coissue: false,
            token: 0,
            decl: None,
            dst: None,
            predicate: None,
            srcs: Srcs::new_const(),
            literals: Literals::new_const(),
        }
    }
}

impl Instruction {
    /// Back to an empty instruction, in place (one read into again and
    /// again): the fields a read sets only for some instructions are
    /// emptied; the others it always sets.
    pub fn clear(&mut self) {
        self.decl = None;
        self.dst = None;
        self.predicate = None;
        self.srcs.clear();
        self.literals.clear();
    }
}

/// A comment block (opcode 0xFFFE), e.g. the constant table `CTAB`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comment {
    /// Byte offset of the comment token in the input.
    pub offset: usize,
    /// The comment's data (its length in dwords times 4 bytes).
    pub data: Vec<u8>,
    /// The constant table, when the comment is a `CTAB` block: parsed,
    /// or the reason it could not be (Microsoft's disassembler then prints
    /// `<invalid constant table>` and goes on).
    pub ctab: Option<Result<super::ctab::ConstantTable, BinError>>,
}

impl Comment {
    /// The first four bytes (a FourCC such as `CTAB`), if present.
    pub fn fourcc(&self) -> Option<&[u8]> {
        self.data.get(..4)
    }
}

/// One element of the token stream.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// An instruction.
    Instruction(Instruction),
    /// A comment block.
    Comment(Comment),
}

impl Item {
    /// An empty instruction (`nop`) to fill in place. Pushed from this
    /// constant, not built on the stack and copied at once: that copy read
    /// the item back before its writes had settled (a stall per
    /// instruction).
    pub const NOP: Item = Item::Instruction(Instruction::new(crate::sm1::table::op::NOP));
}

/// A decoded shader: version and the items up to the end token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    /// The version token.
    pub version: Version,
    /// Instructions and comments in order.
    pub items: Vec<Item>,
}

impl Program {
    /// The instructions, in order, without the comments.
    pub fn instructions(&self) -> impl Iterator<Item = &Instruction> {
        self.items.iter().filter_map(|i| match i {
            Item::Instruction(ins) => Some(ins),
            Item::Comment(_) => None,
        })
    }
    /// The comments, in order.
    pub fn comments(&self) -> impl Iterator<Item = &Comment> {
        self.items.iter().filter_map(|i| match i {
            Item::Comment(c) => Some(c),
            Item::Instruction(_) => None,
        })
    }
}
