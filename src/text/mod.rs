//! Text: Microsoft's listing syntax, printed from and parsed into the IR.

pub mod sm4_debug;
pub mod sm4_parse;
pub mod sm4_print;
