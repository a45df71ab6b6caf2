//! The interpreter's error: what kind it is, its message, and where in the
//! shader for errors found reading it.

/// An interpreter error: what kind ([`RunError::kind`], for a caller to
/// match on), the message printed, and for a shader that does not load,
/// where ([`RunError::at`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunError {
    kind: ErrorKind,
    message: String,
    at: Option<ErrorAt>,
}

/// What went wrong, in the terms a caller acts on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// The shader does not load: neither a container, a token stream nor
    /// text, or text and bytes Microsoft's tools refuse ([`RunError::at`]
    /// says where).
    Shader,
    /// The input document: its JSON, an unknown key, a register, vertex,
    /// resource or value that is missing or malformed, or more than the
    /// interpreter holds.
    Input,
    /// The program does, as it runs, what the interpreter refuses: an
    /// index out of range, calls nested too deep, unbalanced flow control,
    /// a derivative outside a pixel shader, a resource of the wrong kind.
    Program,
    /// The program does, on this input, what Direct3D leaves undefined:
    /// an input or output register, or an input vertex, chosen at run
    /// time outside those declared.
    Undefined,
    /// An instruction or form the interpreter does not run (the table's
    /// `NotRun` rows, ps_1_x forms it does not model).
    Unsupported,
    /// A limit of the run: `--max-steps` for one invocation or
    /// `--max-total-steps` for the run.
    Limit,
    /// Writing the output (or its temporary files, or a picture) failed.
    Output,
    /// A fault of the interpreter itself.
    Internal,
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
    /// An error of `kind` with no location in the shader.
    pub fn of(kind: ErrorKind, message: impl Into<String>) -> Self {
        RunError {
            kind,
            message: message.into(),
            at: None,
        }
    }
    /// An error the program makes as it runs ([`ErrorKind::Program`]).
    pub fn new(message: impl Into<String>) -> Self {
        RunError::of(ErrorKind::Program, message)
    }
    /// A shader that does not load, at a place in it.
    pub fn located(message: impl Into<String>, at: ErrorAt) -> Self {
        RunError {
            kind: ErrorKind::Shader,
            message: message.into(),
            at: Some(at),
        }
    }
    /// The same error said of a part of the run (`vertex 3: ...`): the
    /// kind is kept, the message printed as before, prefixed.
    pub fn within(self, prefix: impl std::fmt::Display) -> Self {
        RunError {
            kind: self.kind,
            message: format!("{prefix}: {self}"),
            at: None,
        }
    }
    /// What kind of error it is.
    pub fn kind(&self) -> ErrorKind {
        self.kind
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
            kind: ErrorKind::Shader,
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
            kind: ErrorKind::Shader,
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

/// The input is wrong ([`ErrorKind::Input`]), as a `Result`.
pub(crate) fn bad_input<T>(m: impl Into<String>) -> Result<T, RunError> {
    Err(RunError::of(ErrorKind::Input, m))
}

/// The program does what the interpreter refuses ([`ErrorKind::Program`]).
pub(crate) fn bad_program<T>(m: impl Into<String>) -> Result<T, RunError> {
    Err(RunError::of(ErrorKind::Program, m))
}

/// The shader does not load ([`ErrorKind::Shader`]).
pub(crate) fn bad_shader<T>(m: impl Into<String>) -> Result<T, RunError> {
    Err(RunError::of(ErrorKind::Shader, m))
}

/// What the interpreter does not run ([`ErrorKind::Unsupported`]).
pub(crate) fn unsupported<T>(m: impl Into<String>) -> Result<T, RunError> {
    Err(RunError::of(ErrorKind::Unsupported, m))
}

/// A limit of the run ran out ([`ErrorKind::Limit`]).
pub(crate) fn over_limit<T>(m: impl Into<String>) -> Result<T, RunError> {
    Err(RunError::of(ErrorKind::Limit, m))
}

/// Writing the output failed ([`ErrorKind::Output`]).
pub(crate) fn output_failed<T>(m: impl Into<String>) -> Result<T, RunError> {
    Err(RunError::of(ErrorKind::Output, m))
}

/// A fault of the interpreter ([`ErrorKind::Internal`]).
pub(crate) fn internal<T>(m: impl Into<String>) -> Result<T, RunError> {
    Err(RunError::of(ErrorKind::Internal, m))
}
