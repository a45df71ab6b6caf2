//! What the listing prints of a debug build's information, by instruction:
//! `#line` marks, variable locations and value notes (`dxbc/annotate.rs`
//! makes them from the SPDB or SDBG chunk; `sm4/print.rs` prints them).

/// One `register <- variable` item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    /// The register (`r0.x`, `v[1][0].y`, `oDepth`).
    pub register: String,
    /// The variable (`pos.x`, `<main return value>.col.w`).
    pub variable: String,
}

/// A `#line` to print before an instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineMark {
    /// A blank line first.
    pub blank: bool,
    /// The source line.
    pub line: u32,
    /// The file name, when it is printed.
    pub file: Option<String>,
}

/// A trailing comment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comment {
    /// `Prior locations: ` (at `else`), `Post-call locations: ` (at
    /// `call`) or nothing.
    pub prefix: &'static str,
    /// The locations, in record order.
    pub items: Vec<Location>,
    /// A comment in the Direct3D 9 manner instead (SDBG:
    /// `name<0,1:[0f,1f]>`), in pieces that HTML colours.
    pub text: Option<Vec<Piece>>,
}

/// A piece of an SDBG comment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    /// Printed as it is.
    Plain(String),
    /// `NaN` or `Inf` (the mnemonic colour in HTML).
    Flag(&'static str),
    /// A value (the number colour in HTML).
    Number(String),
}

/// The debug information of a listing, by instruction index.
#[derive(Clone, Debug, Default)]
pub struct Annotations {
    /// The instruction the variable block goes before, and its lines.
    pub initial: Option<(usize, Vec<Vec<Location>>)>,
    /// `#line` before each instruction.
    pub lines: Vec<Option<LineMark>>,
    /// The comment after each instruction.
    pub comments: Vec<Option<Comment>>,
}
