//! Why a shader has no HLSL.

use crate::sm4::ir::Instruction;

/// Why a shader has no HLSL: what this decompiler does not express, at
/// which instruction.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HlslError {
    /// The file does not read as a DXBC container with SM4/5 code.
    #[error("{0}")]
    Read(String),
    /// Something the decompiler does not express, at instruction `at`
    /// (None: the shader as a whole).
    #[error("{}{message}", at.map_or(String::new(), |i| format!("instruction {i}: ")))]
    Unexpressed {
        /// The instruction's index.
        at: Option<usize>,
        /// What it is.
        message: String,
    },
}

/// What the shader as a whole does not express.
pub(crate) fn whole(message: impl Into<String>) -> HlslError {
    HlslError::Unexpressed {
        at: None,
        message: message.into(),
    }
}

/// An instruction's part that has no HLSL yet (the instruction is added
/// by the caller).
#[derive(Debug)]
pub(crate) struct Unexpressed(pub String);

pub(crate) fn instruction_text(ins: &Instruction) -> String {
    let mut t = String::new();
    crate::sm4::print::instruction(ins, Default::default(), &mut t);
    t
}
