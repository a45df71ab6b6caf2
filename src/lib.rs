//! dxsm: Direct3D shader-model assembly.
#![doc = include_str!("../README.md")]

pub mod assemble;
mod cfloat;
pub mod codes;
mod columns;
pub mod compare;
pub mod draw;
pub mod dxbc;
pub mod edit;
pub mod error;
mod fnv;
pub mod hlsl;
pub mod info;
pub mod limits;
mod lines;
pub mod listing;
pub mod lsp;
mod names;
mod numbered;
mod push;
pub mod run;
pub mod sm1;
pub mod sm4;
pub mod validate;

// The library's face: the whole-file entry points, at the root. The
// family modules above stay public for what lies under them (the
// decoders, encoders, IR and tables that translation layers and tools
// build on).
pub use assemble::{assemble, Options as AssembleOptions};
pub use error::{BinError, Error, TextError};
pub use listing::{disassemble, Options as DisassembleOptions};
pub use run::{load, run_text, RunError, Shader};
pub use validate::{validate_binary, validate_text, Diagnostic, Report, Severity};
