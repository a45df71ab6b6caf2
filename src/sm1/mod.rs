//! Direct3D 9 shader models 1.x–3.0: the token-stream format.
//!
//! * [`table`]: the instruction table, single source of truth for opcodes,
//!   mnemonics, operand shapes, versions, nesting counters and slot costs;
//! * [`ir`]: the decoded program;
//! * [`decode()`]: bytes -> [`ir::Program`] (structure only, errors with byte
//!   offsets, no panics on hostile input);
//! * [`mod@print`]: [`ir::Program`] -> the listing Microsoft's
//!   `D3DDisassemble` prints, byte for byte;
//! * [`encode()`]: [`ir::Program`] -> tokens; [`parse()`]: assembly text ->
//!   [`ir::Program`] (the assembler; the rules are in `crate::validate`);
//! * `grammar`: what each version's assembler grammar takes
//!   (instructions, modifiers, registers), with Microsoft's X2xxx codes;
//! * [`ctab`]: the constant table comment and its listing header;
//! * [`reads`]: the constant registers a program reads from its input;
//! * `slots`: the closing instruction-slot count;
//! * [`level9`]: the shader model 2 program inside a `*_4_0_level_9_x`
//!   DXBC container (`Aon9` chunk), printed as in the SM4 listing.

pub mod ctab;
pub(crate) mod debug;
pub mod decode;
pub mod encode;
pub(crate) mod grammar;
pub mod ir;
pub mod level9;
pub mod parse;
pub(crate) mod preproc;
pub mod print;
pub mod reads;
mod slots;
pub mod table;

pub use decode::{decode, decode_at};
pub use encode::encode;
pub use level9::print_level9;
pub use parse::{assemble, parse};
pub use print::{disassemble, disassemble_bytes, disassemble_with};
