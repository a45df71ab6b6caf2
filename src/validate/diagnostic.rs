//! A validator finding: Microsoft's code, its severity, the message and
//! the instruction it is about.

pub use crate::codes::{Code, Severity};

/// One finding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Microsoft's code (`X3514`, `X4570`, `X8000`, ...) where Microsoft
    /// checks the rule, else a `DXSM` code of ours.
    pub code: Code,
    /// Error or warning.
    pub severity: Severity,
    /// What is wrong.
    pub message: String,
    /// Index of the instruction it is about (None: the whole program, found
    /// at its end).
    pub instruction: Option<usize>,
}

impl Diagnostic {
    /// A finding with its code's usual severity (the table in `codes.rs`).
    pub(crate) fn new(code: Code, instruction: Option<usize>, message: impl Into<String>) -> Self {
        Diagnostic {
            code,
            severity: code.severity(),
            message: message.into(),
            instruction,
        }
    }

    /// A finding that is only a warning where its code is usually an
    /// error (`X4567` for a slot only the hardware has).
    pub(crate) fn warning(
        code: Code,
        instruction: Option<usize>,
        message: impl Into<String>,
    ) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::new(code, instruction, message)
        }
    }
}

/// Whether any diagnostic is an error.
pub fn has_errors(d: &[Diagnostic]) -> bool {
    d.iter().any(|x| x.severity == Severity::Error)
}
