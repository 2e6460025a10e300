//! Errors: every one placed by line and column (1-based) with what was expected there.

/// A value that does not read as what it should be; the readers turn it into a
/// [`ListError`] placed where the value stands.
#[derive(Copy, Clone, Debug, Eq, PartialEq, thiserror::Error)]
#[error("not a valid value")]
pub struct InvalidValue;

/// Why part of a rating list could not be read. A reader reports the error and goes on
/// with the next record, except after [`ListError::Shape`], which ends the list.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
pub enum ListError {
    /// A field of a record does not read as its type.
    #[error("line {line}, column {column}: {field}: expected {expected}, found {found:?}")]
    Field {
        /// Line, 1-based.
        line: u64,
        /// Column (character), 1-based.
        column: u32,
        /// The field's name.
        field: &'static str,
        /// What the field should hold.
        expected: &'static str,
        /// What it holds.
        found: String,
    },
    /// The list is not of the shape the reader reads (a header without the columns the
    /// list needs, a document that is not a player list).
    #[error("line {line}, column {column}: expected {expected}, found {found:?}")]
    Shape {
        /// Line, 1-based.
        line: u64,
        /// Column, 1-based.
        column: u32,
        /// What was expected.
        expected: String,
        /// What was found (shortened).
        found: String,
    },
    /// The XML of a record is not well formed.
    #[error("line {line}, column {column}: XML: expected {expected}")]
    Xml {
        /// Line, 1-based.
        line: u64,
        /// Column, 1-based.
        column: u32,
        /// What the XML reader expected.
        expected: String,
    },
    /// A line or record longer than any list writes; it is skipped.
    #[error("line {line}, column 1: expected a record of at most {limit} bytes")]
    TooLong {
        /// Line where it began, 1-based.
        line: u64,
        /// The limit in bytes.
        limit: usize,
    },
}

impl ListError {
    /// The line the error is on.
    #[must_use]
    pub const fn line(&self) -> u64 {
        match self {
            ListError::Field { line, .. }
            | ListError::Shape { line, .. }
            | ListError::Xml { line, .. }
            | ListError::TooLong { line, .. } => *line,
        }
    }

    /// The column the error is at.
    #[must_use]
    pub const fn column(&self) -> u32 {
        match self {
            ListError::Field { column, .. }
            | ListError::Shape { column, .. }
            | ListError::Xml { column, .. } => *column,
            ListError::TooLong { .. } => 1,
        }
    }

    /// Whether the reader stops after this error.
    #[must_use]
    pub const fn is_fatal(&self) -> bool {
        matches!(self, ListError::Shape { .. })
    }
}

/// Why a column filter definition cannot be used.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
#[error("filter line {line}, column {column}: expected {expected}, found {found:?}")]
pub struct FilterError {
    /// Line of the definition, 1-based.
    pub line: u32,
    /// Column, 1-based.
    pub column: u32,
    /// What was expected.
    pub expected: String,
    /// What was found.
    pub found: String,
}

/// Shortens what an error quotes, so that a garbage line does not make a huge message.
pub(crate) fn shorten(text: &str) -> String {
    const MAX: usize = 60;
    match text.char_indices().nth(MAX) {
        Some((i, _)) => format!("{}…", &text[..i]),
        None => text.to_string(),
    }
}
