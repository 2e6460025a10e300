//! FIDE Tournament Report File (TRF) support for arbiter: TRF-16, TRF26 and the JaVaFo /
//! bbpPairings extensions.
//!
//! Two steps, two types, as the FIDE format itself separates syntax from meaning:
//! 1. [`parse`] reads bytes into a [`RawDocument`]: every line as a typed [`Record`],
//!    unknown records kept, nothing interpreted. [`raw::write`] gives the bytes back for a
//!    file in the canonical layout.
//! 2. [`validate`] turns a raw document into an [`arbiter_core::Tournament`], checking
//!    that opponents agree, colours are opposite, points add up, and so on. Every error
//!    carries its line and column.
//!
//! [`write`] does the reverse, in the TRF26 spelling by default or the TRF-16 one
//! ([`Dialect`]). No I/O: callers hand in bytes and get strings.
#![deny(missing_docs)]
#![cfg_attr(test, allow(clippy::panic))]

mod error;
pub mod raw;
mod validate;
mod writer;

pub use error::{Diagnostic, ErrorKind, TrfError, WriteError};
pub use raw::{RawDocument, Record, parse, parse_str};
pub use validate::{Repair, notes, repairs, validate, validate_strict};
pub use writer::{Dialect, to_document, write};

/// Parses and validates in one step.
///
/// # Errors
/// Every syntax error, or, when the syntax is sound, every validation error.
pub fn read(bytes: &[u8]) -> Result<arbiter_core::Tournament, TrfError> {
    let text = raw::decode(bytes);
    let (doc, mut errors) = raw::parse_lenient(&text);
    if errors.is_empty() {
        return validate(&doc);
    }
    // Syntax errors first; then what validation finds on the lines that parsed, so one
    // reading reports every error. A line with a syntax error is left out of validation's
    // report: what it holds was not read.
    let broken: std::collections::BTreeSet<usize> = errors.iter().map(|d| d.line).collect();
    if let Err(e) = validate(&doc) {
        errors.extend(
            e.diagnostics
                .into_iter()
                .filter(|d| d.line != 0 && !broken.contains(&d.line)),
        );
    }
    validate::ends_short(&doc, &mut errors);
    errors.sort_by_key(|d| (d.line, d.column));
    Err(TrfError {
        diagnostics: errors,
    })
}

/// Parses and validates in one step, with the warnings a reader should be told: player
/// lines that end short, a file that ends in the middle of a line, a team event's points
/// column that disagrees with its results. [`validate::validate_strict`]'s refusals.
///
/// # Errors
/// As [`read`].
pub fn read_with_warnings(
    bytes: &[u8],
) -> Result<(arbiter_core::Tournament, Vec<Diagnostic>), TrfError> {
    let t = read(bytes)?;
    let text = raw::decode(bytes);
    let (doc, _) = raw::parse_lenient(&text);
    let warnings = notes(&doc)
        .into_iter()
        .filter(|d| d.kind.is_warning())
        .collect();
    Ok((t, warnings))
}
