//! A validator finding: Microsoft's code, its severity, the message and
//! the instruction it is about.

/// How bad a finding is (printed and serialized as `error` or `warning`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    #[default]
    /// The shader is invalid.
    Error,
    /// Allowed, but worth knowing.
    Warning,
}

impl Severity {
    /// `error` or `warning`.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        }
    }
}

impl std::fmt::Display for Severity {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One finding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Microsoft's code (`X3514`, `X4570`, `X8000`, ...) where Microsoft
    /// checks the rule, else a `DXSM` code of ours.
    pub code: &'static str,
    /// Error or warning.
    pub severity: Severity,
    /// What is wrong.
    pub message: String,
    /// Index of the instruction it is about (None: the whole program, found
    /// at its end).
    pub instruction: Option<usize>,
}

impl Diagnostic {
    pub(crate) fn error(
        code: &'static str,
        instruction: Option<usize>,
        message: impl Into<String>,
    ) -> Self {
        Diagnostic {
            code,
            severity: Severity::Error,
            message: message.into(),
            instruction,
        }
    }

    pub(crate) fn warning(
        code: &'static str,
        instruction: Option<usize>,
        message: impl Into<String>,
    ) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(code, instruction, message)
        }
    }
}

/// Whether any diagnostic is an error.
pub fn has_errors(d: &[Diagnostic]) -> bool {
    d.iter().any(|x| x.severity == Severity::Error)
}
