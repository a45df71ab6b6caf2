//! Batch execution: `LANES` invocations of one program at once, registers
//! stored lane by lane (structure of arrays), the program decoded once
//! into [`BOp`]s whose operands are resolved to flat register positions.
//! Vertex shaders (`vs.rs`), geometry shaders (`gs.rs`: emits and cuts are
//! recorded in [`Effects`] and replayed per invocation), pixel shaders
//! (`ps.rs`: lanes four by four a quad, for derivatives and
//! implicit levels of detail) and compute shaders (`cs.rs`: UAV writes held
//! in [`Effects`]) use it.
//!
//! This is a fast path, not a second semantics: every lane-wise result
//! comes from the same per-component functions as the scalar machine
//! (`alu::for_each_lanewise`). Lanes that disagree at flow control part
//! and meet again ([`Flow`]), each writing its own registers; where a step
//! needs parted lanes together (a derivative), or a step limit is hit, the
//! batch reports
//! [`Bail`] and the caller runs those invocations on the scalar machine,
//! which gives the same results (tests compare the two on the corpus).
//!
//! The compiled form is `code.rs`, the compiler `compile.rs`, the
//! executor `execute.rs`; `clean.rs`, `constants.rs` and `rows.rs` are the
//! compiler's and executor's shortcuts.

mod clean;
mod code;
mod compile;
mod constants;
mod execute;
mod rows;

pub use code::{Batch, Inputs};
pub use execute::{Effects, Event};
