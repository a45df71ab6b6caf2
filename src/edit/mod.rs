//! A shader as the parts a script edits (the Python package's `Program`):
//! the listing's header and closing lines kept as text, the code as
//! instructions whose operands can be read and changed, printed back as
//! Microsoft prints them and assembled exactly.
//!
//! An SM4/5 program is assembled by the assembler from the exact text
//! (floats that six decimals cannot hold printed as their bits) onto the
//! original container; a Direct3D 9 program is encoded as it is, with the
//! original's comment blocks, and validated. An unedited program gives
//! back its own bytes, an edited one keeps every other chunk, and the
//! validator's findings point at lines of [`Shader::text`].

mod family;
mod instr;
mod shader;

pub use family::Family;
pub use instr::{IndexPart, Instr, OperandInfo};
pub use shader::{parse_instructions, with_operand, Shader};
