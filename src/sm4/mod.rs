//! Shader models 4.0, 4.1 and 5.0: the instruction table, the IR, and the
//! token decoder and encoder.

pub mod decode;
pub mod encode;
pub mod ir;
pub mod names;
pub mod table;

pub use ir::*;
pub use table::{Ctl, Opcode, StatClass, ROWS};
