//! Shader models 4.0, 4.1 and 5.0: the instruction table, the IR, the
//! token decoder and encoder, and the listing text (parser, printer, and
//! the debug information printed with it).

pub mod debug;
pub mod decode;
pub mod encode;
pub mod fields;
pub mod ir;
mod layout;
pub mod names;
pub mod number;
pub mod parse;
pub mod print;
pub mod table;

pub use fields::*;
pub use ir::*;
pub use table::{Ctl, Opcode, StatClass, ROWS};
