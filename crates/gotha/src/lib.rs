//! OpenGotha tournament files for arbiter: the XML OpenGotha (V3.51, V3.52) and pairgoth
//! read and write.
//!
//! Two steps, two types, as for the TRF: [`parse`] reads bytes into a [`RawDocument`], a
//! tree of elements and attributes in file order with their positions, nothing
//! interpreted; [`raw::write`] gives the file back in OpenGotha's layout. [`validate`]
//! turns the tree into a [`GoTournament`]: players with ranks, ratings and participation,
//! games with handicaps and results, byes, and the parameter set, every cross-element fact
//! checked and every error placed by line and column. No I/O here.
#![deny(missing_docs)]
#![cfg_attr(test, allow(clippy::panic))]

pub mod aga;
mod error;
mod files;
pub mod h9;
pub mod raw;
mod teams;
pub mod tou;
mod validate;
mod wallist;
mod write;

pub use aga::{aga_ids, write_aga};
pub use arbiter_core::{GoGame, GoOutcome, GoPlayer, GoResult, GoScoring, GoTournament};
pub use error::{Diagnostic, ErrorKind, GothaError};
pub use files::{
    GoEncoding, GoFile, encode, parameters_file, write_file, write_file_in, write_h9_in,
};
pub use h9::{H9Document, H9Row, H9Standings, parse_h9, validate_h9, write_h9, write_tou};
pub use raw::{Element, RawDocument, add_round, parse, parse_str};
pub use tou::{TouDocument, parse_tou, read_tou, validate_tou};
pub use validate::{player_key, result_from_gotha, result_to_gotha, validate};
pub use wallist::{is_wallist, parse_wallist};
pub use write::to_document;

/// Parses and validates in one step.
///
/// # Errors
/// The syntax error, or every validation error.
pub fn read(bytes: &[u8]) -> Result<GoTournament, GothaError> {
    validate(&parse(bytes)?)
}
