//! Errors of every layer: binary errors carry an absolute byte offset, text
//! errors a line and column. Both are rendered only at the edge (the CLI).

use std::fmt;

/// The longest message kept whole: a message quoting a huge token (a
/// 100 MB line) keeps its start and end and says how much was left out.
const MAX_MESSAGE: usize = 400;

fn clip(m: String) -> String {
    if m.len() <= MAX_MESSAGE {
        return m;
    }
    let mut head = MAX_MESSAGE * 3 / 4;
    while !m.is_char_boundary(head) {
        head -= 1;
    }
    let mut tail = m.len() - MAX_MESSAGE / 4;
    while !m.is_char_boundary(tail) {
        tail += 1;
    }
    format!(
        "{}[... {} bytes left out ...]{}",
        &m[..head],
        tail - head,
        &m[tail..]
    )
}

/// An error found while reading binary input, at an absolute byte offset.
///
/// Boxed inside so that `Result<T, BinError>` stays one pointer wide.
#[derive(Clone, PartialEq, Eq)]
pub struct BinError(Box<BinErrorInner>);

#[derive(Clone, PartialEq, Eq, Debug)]
struct BinErrorInner {
    offset: usize,
    message: String,
}

impl BinError {
    /// A new error at `offset` (bytes from the start of the file).
    #[cold]
    pub fn new(offset: usize, message: impl Into<String>) -> Self {
        BinError(Box::new(BinErrorInner {
            offset,
            message: clip(message.into()),
        }))
    }
    /// Byte offset from the start of the file.
    pub fn offset(&self) -> usize {
        self.0.offset
    }
    /// The message without the offset.
    pub fn message(&self) -> &str {
        &self.0.message
    }
}

impl fmt::Display for BinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} (at byte offset 0x{:x})",
            self.0.message, self.0.offset
        )
    }
}
impl fmt::Debug for BinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}
impl std::error::Error for BinError {}

/// Returns early with a [`BinError`] at the given offset. Crate-private
/// (`crate::error::bail!`): the library's face is its types, not its helpers.
macro_rules! bail {
    ($off:expr, $($arg:tt)*) => {
        return Err($crate::error::BinError::new($off, format!($($arg)*)))
    };
}
pub(crate) use bail;

/// An error in assembly text, at a 1-based line and column.
#[derive(Clone, PartialEq, Eq)]
pub struct TextError(Box<TextErrorInner>);

#[derive(Clone, PartialEq, Eq, Debug)]
struct TextErrorInner {
    line: usize,
    col: usize,
    code: Option<&'static str>,
    message: String,
}

impl TextError {
    /// A new error at `line`:`col` (both 1-based).
    #[cold]
    pub fn new(line: usize, col: usize, message: impl Into<String>) -> Self {
        TextError(Box::new(TextErrorInner {
            line,
            col,
            code: None,
            message: clip(message.into()),
        }))
    }
    /// A new error with Microsoft's error code (`X2000` ... for the
    /// Direct3D 9 assembler's own errors).
    #[cold]
    pub fn coded(code: &'static str, line: usize, col: usize, message: impl Into<String>) -> Self {
        let mut e = Self::new(line, col, message);
        e.0.code = Some(code);
        e
    }
    /// The same error at another line.
    pub fn at_line(mut self, line: usize) -> Self {
        self.0.line = line;
        self
    }
    /// The same error at another line and column.
    pub fn at(mut self, line: usize, col: usize) -> Self {
        self.0.line = line;
        self.0.col = col;
        self
    }
    /// Microsoft's error code, where the error is one of its assembler's.
    pub fn code(&self) -> Option<&'static str> {
        self.0.code
    }
    /// 1-based line.
    pub fn line(&self) -> usize {
        self.0.line
    }
    /// 1-based column.
    pub fn col(&self) -> usize {
        self.0.col
    }
    /// The message without the location.
    pub fn message(&self) -> &str {
        &self.0.message
    }
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.code {
            Some(c) => write!(
                f,
                "{}:{}: error {c}: {}",
                self.0.line, self.0.col, self.0.message
            ),
            None => write!(f, "{}:{}: {}", self.0.line, self.0.col, self.0.message),
        }
    }
}
impl fmt::Debug for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}
impl std::error::Error for TextError {}

/// Any error of the library.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Bad binary input.
    #[error("{0}")]
    Bin(#[from] BinError),
    /// Bad text input.
    #[error("{0}")]
    Text(#[from] TextError),
}

#[cfg(test)]
mod tests {
    #[test]
    fn huge_messages_are_clipped() {
        let token = "x".repeat(100_000_000);
        let e = super::TextError::new(1, 1, format!("unknown register '{token}'"));
        assert!(e.message().len() < 500, "{}", e.message().len());
        assert!(e.message().starts_with("unknown register 'xxx"));
        assert!(e.message().ends_with("xxx'"));
        assert!(e.message().contains("bytes left out"));
        let short = super::BinError::new(4, "é".repeat(300));
        assert!(short.message().len() <= 600);
    }

    #[test]
    fn errors_are_one_pointer_wide() {
        assert_eq!(std::mem::size_of::<super::BinError>(), 8);
        assert_eq!(std::mem::size_of::<super::TextError>(), 8);
    }
}
