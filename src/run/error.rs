//! The interpreter's error: a message, and where in the shader for errors
//! found reading it.

/// An interpreter error: bad input, unsupported instruction, runaway loop.
/// Errors in the shader itself keep where they are ([`RunError::at`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunError {
    message: String,
    at: Option<ErrorAt>,
}

/// Where in the shader an error of `run::load` lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorAt {
    /// A byte offset in a binary (DXBC container or D3D9 token stream).
    Byte(usize),
    /// A 1-based line and column in assembly text.
    Text {
        /// Line.
        line: usize,
        /// Column.
        column: usize,
    },
}

impl RunError {
    /// An error with no location in the shader.
    pub fn new(message: impl Into<String>) -> Self {
        RunError {
            message: message.into(),
            at: None,
        }
    }
    /// An error at a place in the shader.
    pub fn located(message: impl Into<String>, at: ErrorAt) -> Self {
        RunError {
            message: message.into(),
            at: Some(at),
        }
    }
    /// The message, without the location.
    pub fn message(&self) -> &str {
        &self.message
    }
    /// Where in the shader, for errors found reading it.
    pub fn at(&self) -> Option<ErrorAt> {
        self.at
    }
}

impl From<crate::error::BinError> for RunError {
    fn from(e: crate::error::BinError) -> Self {
        RunError {
            message: e.message().to_string(),
            at: Some(ErrorAt::Byte(e.offset())),
        }
    }
}

impl From<crate::error::TextError> for RunError {
    fn from(e: crate::error::TextError) -> Self {
        let message = match e.code() {
            Some(c) => format!("error {c}: {}", e.message()),
            None => e.message().to_string(),
        };
        RunError {
            message,
            at: Some(ErrorAt::Text {
                line: e.line(),
                column: e.col(),
            }),
        }
    }
}

impl std::fmt::Display for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // As the readers' own errors print.
        match self.at {
            None => f.write_str(&self.message),
            Some(ErrorAt::Byte(o)) => write!(f, "{} (at byte offset 0x{o:x})", self.message),
            Some(ErrorAt::Text { line, column }) => write!(f, "{line}:{column}: {}", self.message),
        }
    }
}
impl std::error::Error for RunError {}

/// An error with no location, as a `Result`.
pub(crate) fn err<T>(m: impl Into<String>) -> Result<T, RunError> {
    Err(RunError::new(m))
}
