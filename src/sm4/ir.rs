//! The SM4/5 IR: a program is a version and a flat list of instructions,
//! each an opcode with its control bits, extended-token facts, operands and
//! raw numbers. It holds every bit the token stream holds, so decoding and
//! encoding are exact inverses; the printer and parser map it to and from
//! Microsoft's text.

use super::fields::{ControlField, Field, ReturnTypes, SystemValue};
use super::table::Opcode;

/// Shader stage, from the version token's program type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Pixel shader (program type 0).
    Pixel,
    /// Vertex shader (1).
    Vertex,
    /// Geometry shader (2).
    Geometry,
    /// Hull shader (3).
    Hull,
    /// Domain shader (4).
    Domain,
    /// Compute shader (5).
    Compute,
}

impl Stage {
    /// From the version token's program type field.
    pub fn from_u32(n: u32) -> Option<Stage> {
        Some(match n {
            0 => Stage::Pixel,
            1 => Stage::Vertex,
            2 => Stage::Geometry,
            3 => Stage::Hull,
            4 => Stage::Domain,
            5 => Stage::Compute,
            _ => return None,
        })
    }
    /// The program type field value.
    pub fn to_u32(self) -> u32 {
        self as u32
    }
    /// Two-letter prefix of the profile (`vs`, `ps`, ...).
    pub fn prefix(self) -> &'static str {
        match self {
            Stage::Pixel => "ps",
            Stage::Vertex => "vs",
            Stage::Geometry => "gs",
            Stage::Hull => "hs",
            Stage::Domain => "ds",
            Stage::Compute => "cs",
        }
    }
    /// The program-type code the RDEF chunk uses (`0xFFFF` pixel, `0xFFFE`
    /// vertex, then `GS`, `HS`, `DS`, `CS` in ASCII).
    pub fn rdef_program_type(self) -> u16 {
        match self {
            Stage::Pixel => 0xffff,
            Stage::Vertex => 0xfffe,
            Stage::Geometry => 0x4753,
            Stage::Hull => 0x4853,
            Stage::Domain => 0x4453,
            Stage::Compute => 0x4353,
        }
    }
    /// The stage letter used in the table's stage column.
    pub fn letter(self) -> char {
        match self {
            Stage::Pixel => 'p',
            Stage::Vertex => 'v',
            Stage::Geometry => 'g',
            Stage::Hull => 'h',
            Stage::Domain => 'd',
            Stage::Compute => 'c',
        }
    }
}

/// A decoded shader program.
#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    /// The stage.
    pub stage: Stage,
    /// Major version (4 or 5).
    pub major: u8,
    /// Minor version.
    pub minor: u8,
    /// Instructions and declarations, in order.
    pub instructions: Vec<Instruction>,
}

impl Program {
    /// The profile it was compiled for (`ps_5_0`).
    pub fn profile(&self) -> String {
        format!("{}_{}_{}", self.stage.prefix(), self.major, self.minor)
    }
}

/// How an operand's components are selected (bits 2-11 of its token).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Selection {
    /// A write mask (bit 0 = x).
    Mask(u8),
    /// A four-component swizzle, each 0..=3.
    Swizzle([u8; 4]),
    /// A single component, 0..=3.
    Select1(u8),
}

/// How many components an operand has (bits 0-1 of its token).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Components {
    /// None (samplers, labels, ...).
    Zero,
    /// One (scalar registers, one-value immediates).
    One,
    /// Four, with a selection.
    Four(Selection),
    /// The reserved "N" form, kept as is.
    N,
}

/// An operand's indices (held in place up to two).
pub type Indices = smallvec::SmallVec<[Index; 2]>;
/// 32-bit words: immediates, declaration numbers (in place up to four).
pub type Words = smallvec::SmallVec<[u32; 4]>;
/// An instruction's operands (in place up to four).
pub type Operands = smallvec::SmallVec<[Operand; 4]>;

/// One index of an operand (`r5`, `cb0[7]`, `[r0.x + 2]`).
#[derive(Clone, Debug, PartialEq)]
pub struct Index {
    /// The index representation field: 0 imm32, 1 imm64, 2 relative,
    /// 3 imm32 + relative, 4 imm64 + relative.
    pub repr: u8,
    /// The immediate part (0 when only relative).
    pub imm: u64,
    /// The relative part.
    pub rel: Option<Box<Operand>>,
}

/// Source modifier (extended operand token).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Modifier {
    /// None.
    #[default]
    None,
    /// `-x`.
    Neg,
    /// `|x|`.
    Abs,
    /// `-|x|`.
    AbsNeg,
}

/// One operand.
#[derive(Clone, Debug, PartialEq)]
pub struct Operand {
    /// The operand type field (0 temp `r`, 1 input `v`, ...).
    pub ty: super::names::OperandType,
    /// Component count and selection.
    pub comps: Components,
    /// Indices, outermost first (0 to 3 of them).
    pub indices: Indices,
    /// Immediate values (one or four 32-bit words; for 64-bit immediates,
    /// two words per value).
    pub imm: Words,
    /// Source modifier.
    pub modifier: Modifier,
    /// Minimum precision (extended token bits 14-16).
    pub min_precision: u8,
    /// Non-uniform flag (extended token bit 17).
    pub nonuniform: bool,
}

impl Default for Operand {
    fn default() -> Self {
        Operand::new()
    }
}

impl Operand {
    /// A temp (`r`) operand with no components, indices or modifiers, to
    /// be filled in place (an operand is about a hundred bytes: built and
    /// then moved into its instruction, it was copied twice).
    pub const fn new() -> Self {
        Operand {
            ty: super::names::operand::TEMP,
            comps: Components::Zero,
            indices: Indices::new_const(),
            imm: Words::new_const(),
            modifier: Modifier::None,
            min_precision: 0,
            nonuniform: false,
        }
    }

    /// [`Operand::new`] as a constant, copied from read-only memory into
    /// its place: a value built on the stack was stored field by field and
    /// then copied with wider loads, which the processor cannot forward
    /// from those stores (a stall per operand).
    pub const BLANK: Operand = Operand::new();

    /// Back to [`Operand::BLANK`] in place, its lists keeping their room
    /// (an operand decoded into again).
    fn reset(&mut self) {
        // Field by field: assigning a whole blank would drop the old value
        // (a call) and copy a hundred bytes.
        self.ty = super::names::operand::TEMP;
        self.comps = Components::Zero;
        self.indices.clear();
        self.imm.clear();
        self.modifier = Modifier::None;
        self.min_precision = 0;
        self.nonuniform = false;
    }

    /// Whether an extended operand token is needed to encode this operand.
    pub fn has_extended(&self) -> bool {
        self.modifier != Modifier::None || self.min_precision != 0 || self.nonuniform
    }
}

/// One instruction or declaration.
#[derive(Clone, Debug, PartialEq)]
pub struct Instruction {
    /// The opcode.
    pub opcode: Opcode,
    /// Bits 11..=23 of the opcode token, shifted down (opcode-specific).
    pub controls: u32,
    /// Immediate texel offsets (extended token type 1).
    pub offsets: Option<[i8; 3]>,
    /// Resource dimension and structure stride (extended token type 2).
    pub resource_dim: Option<(u8, u16)>,
    /// Resource return types (extended token type 3), 4 bits each.
    pub return_type: Option<[u8; 4]>,
    /// Operands, in token order.
    pub operands: Operands,
    /// Raw numbers (shape letters `N`/`F`/`R`/`S`/`*`/`z`), in token order.
    pub nums: Words,
}

/// A tiled-resource feedback form taken apart (see
/// [`Instruction::feedback_parts`]).
pub struct FeedbackParts {
    /// The base instruction: the form without its status and clamp.
    pub base: Instruction,
    /// The status destination.
    pub status: Operand,
    /// The `_cl_` forms' level-of-detail clamp.
    pub clamp: Option<Operand>,
}

/// A `dcl_interface`'s numbers ([`Instruction::interface_parts`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InterfaceParts<'a> {
    /// The pointer's number (its first slot).
    pub fp: u32,
    /// Call sites.
    pub sites: u32,
    /// Array size (slots).
    pub array: u32,
    /// The function tables its slots take.
    pub tables: &'a [u32],
}

impl Instruction {
    /// A feedback form (`sample_cl_s`, `ld_raw_s`, ...) as its base
    /// instruction, its status destination and its clamp; `None` for
    /// other instructions or too few operands.
    pub fn feedback_parts(&self) -> Option<FeedbackParts> {
        let (base, has_clamp) = self.opcode.feedback_base()?;
        if self.operands.len() < 3 + usize::from(has_clamp) {
            return None;
        }
        let mut b = self.clone();
        b.opcode = base;
        let status = b.operands.remove(1);
        let clamp = if has_clamp { b.operands.pop() } else { None };
        Some(FeedbackParts {
            base: b,
            status,
            clamp,
        })
    }

    /// `dcl_interface fpN[array][sites] = {ft...}` as its pointer, call
    /// sites, array size and function tables; `None` for other
    /// instructions or too few numbers.
    pub fn interface_parts(&self) -> Option<InterfaceParts<'_>> {
        if self.opcode != Opcode::DclInterface {
            return None;
        }
        let [fp, sites, sizes, tables @ ..] = self.nums.as_slice() else {
            return None;
        };
        let n = ((sizes & 0xffff) as usize).min(tables.len());
        Some(InterfaceParts {
            fp: *fp,
            sites: *sites,
            array: sizes >> 16,
            tables: &tables[..n],
        })
    }

    /// `dcl_function_table ftN = {fb...}` as its number and bodies; `None`
    /// for other instructions or too few numbers.
    pub fn function_table_parts(&self) -> Option<(u32, &[u32])> {
        if self.opcode != Opcode::DclFunctionTable {
            return None;
        }
        let [id, n, bodies @ ..] = self.nums.as_slice() else {
            return None;
        };
        Some((*id, &bodies[..(*n as usize).min(bodies.len())]))
    }

    /// The count of `dcl_input_control_point_count` /
    /// `dcl_output_control_point_count` (bits 11-16 of the opcode token).
    pub fn control_point_count(&self) -> u32 {
        self.field(super::fields::Field::ControlPoints)
    }

    /// A plain instruction with no operands.
    pub const fn new(opcode: Opcode) -> Self {
        Instruction {
            opcode,
            controls: 0,
            offsets: None,
            resource_dim: None,
            return_type: None,
            operands: Operands::new_const(),
            nums: Words::new_const(),
        }
    }

    /// A blank instruction (`nop`, nothing set) as a constant: appended to
    /// a list and filled in place, as operands are (see [`Operand::BLANK`];
    /// an instruction is several hundred bytes).
    pub const BLANK: Instruction = Instruction::new(Opcode::Nop);

    /// Back to [`Instruction::BLANK`], keeping what the operand and number
    /// lists have allocated (an instruction decoded into again and again).
    pub fn clear(&mut self) {
        self.clear_but_operands();
        self.operands.clear();
    }

    /// [`Instruction::clear`] but for the operands, kept to be filled again
    /// through [`Instruction::reuse_operand`] (dropping and making them for
    /// every instruction decoded into the same one was 4% of a listing);
    /// the caller then truncates them to those it filled.
    pub(crate) fn clear_but_operands(&mut self) {
        self.opcode = Opcode::Nop;
        self.controls = 0;
        self.offsets = None;
        self.resource_dim = None;
        self.return_type = None;
        self.nums.clear();
    }

    /// Operand `k` blank, to be filled in place: the one an earlier fill
    /// left there made blank again, else a new one appended (`k` is at
    /// most the number of operands).
    pub(crate) fn reuse_operand(&mut self, k: usize) -> &mut Operand {
        if k < self.operands.len() {
            let op = &mut self.operands[k];
            op.reset();
            op
        } else {
            self.push_operand()
        }
    }

    /// A blank operand appended to the operands, to be filled in place
    /// (see [`Operand::BLANK`]).
    #[inline]
    pub fn push_operand(&mut self) -> &mut Operand {
        self.operands.push(Operand::BLANK);
        let last = self.operands.len() - 1;
        &mut self.operands[last]
    }
    /// Whether it declares rather than computes: a declaration row of the
    /// table, custom data (the immediate constant buffer) or `hs_decls`
    /// (printed without indentation or numbering).
    pub fn is_declaration(&self) -> bool {
        self.opcode.row().ctl == super::table::Ctl::Decl
            || matches!(self.opcode, Opcode::CustomData | Opcode::HsDecls)
    }
    /// `_sat` (bit 13) for saturating instructions.
    pub fn saturate(&self) -> bool {
        self.has_field(super::fields::Field::Saturate) && self.flag(super::fields::Field::Saturate)
    }
    /// The SM5 precise mask (bits 19-22).
    pub fn precise_mask(&self) -> u8 {
        if self.has_field(super::fields::Field::Precise) {
            self.field(super::fields::Field::Precise) as u8
        } else {
            0
        }
    }
}

impl Instruction {
    /// The raw value of control field `f`.
    pub fn field(&self, f: Field) -> u32 {
        f.read(self.controls)
    }
    /// Sets control field `f` to `v`.
    pub fn set_field(&mut self, f: Field, v: u32) {
        self.controls = f.write(self.controls, v);
    }
    /// Whether one-bit control field `f` is set.
    pub fn flag(&self, f: Field) -> bool {
        self.field(f) != 0
    }
    /// Sets or clears one-bit control field `f`.
    pub fn set_flag(&mut self, f: Field, on: bool) {
        self.set_field(f, on as u32);
    }
    /// The typed value of a control field (`ins.get::<ResourceDim>()`).
    pub fn get<T: ControlField>(&self) -> T {
        T::from_bits(self.field(T::FIELD))
    }
    /// Sets a typed control field.
    pub fn set<T: ControlField>(&mut self, v: T) {
        self.set_field(T::FIELD, v.bits());
    }
    /// Whether the table gives this instruction's row field `f`.
    pub fn has_field(&self, f: Field) -> bool {
        self.opcode.row().fields.contains(&f)
    }
    /// The word kept for the row's first shape letter `letter` (`N`, `F`,
    /// `R` or `S`), if the row has one and the instruction holds it.
    pub fn number_for(&self, letter: char) -> Option<u32> {
        let i = self
            .opcode
            .row()
            .shape
            .chars()
            .filter(|c| matches!(c, 'N' | 'F' | 'R' | 'S'))
            .position(|c| c == letter)?;
        self.nums.get(i).copied()
    }
    /// A resource declaration's return types (shape letter `R`).
    pub fn return_types(&self) -> Option<ReturnTypes> {
        self.number_for('R').map(ReturnTypes::from_token)
    }
    /// A system-value declaration's value (shape letter `S`).
    pub fn system_value(&self) -> Option<SystemValue> {
        self.number_for('S').map(SystemValue)
    }
}
