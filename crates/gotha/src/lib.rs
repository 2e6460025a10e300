//! OpenGotha tournament files for arbiter: the XML OpenGotha (V3.51, V3.52) and pairgoth
//! read and write.
//!
//! Two steps, two types, as for the TRF: [`parse`] reads bytes into a [`RawDocument`], a
//! tree of elements and attributes in file order with their positions, nothing
//! interpreted; [`raw::write`] gives the file back in OpenGotha's layout. [`validate`]
//! turns the tree into a [`GoTournament`]: players with ranks, ratings and participation,
//! games with handicaps and results, byes, and the parameter set, every cross-element fact
//! checked and every error placed by line and column; what OpenGotha opens otherwise than
//! it is written (a rank beyond 30k–9d, a game in a round the player is marked absent, a
//! key another machine wrote) is read as OpenGotha reads it, with a [`Warning`] at its
//! line ([`validate_with_warnings`]).
//!
//! Every Go file arbiter writes has its reader — OpenGotha's XML, the EGF's h9
//! ([`parse_h9`]), the FFG's tou ([`read_tou`]), the AGA's results ([`read_aga`]) —, and
//! so do the MacMahon program's XML ([`read_macmahon`]), pairgoth's own tournament file
//! ([`read_pairgoth`], its JSON) and the wall list; [`detect`] tells
//! them apart by their content and [`read_any`] reads whichever it is. No I/O here.
#![deny(missing_docs)]
#![cfg_attr(test, allow(clippy::panic))]

pub mod aga;
mod detect;
mod error;
mod files;
pub mod h9;
mod json;
mod keys;
mod macmahon;
mod pairgoth;
pub mod raw;
mod teams;
pub mod tou;
mod validate;
mod wallist;
mod write;

pub use aga::{aga_ids, read_aga, write_aga};
pub use arbiter_core::{GoGame, GoOutcome, GoPlayer, GoResult, GoScoring, GoTournament};
pub use detect::{GoFileKind, GoRead, detect, read_any};
pub use error::{Diagnostic, ErrorKind, GothaError, Warning, WarningKind};
pub use files::{
    GoEncoding, GoFile, encode, parameters_file, write_file, write_file_in, write_h9_in,
};
pub use h9::{H9Document, H9Row, H9Standings, parse_h9, validate_h9, write_h9, write_tou};
pub use macmahon::read_macmahon;
pub use pairgoth::read_pairgoth;
pub use raw::{Element, RawDocument, add_round, parse, parse_str};
pub use tou::{TouDocument, parse_tou, read_tou, validate_tou};
pub use validate::{
    player_key, result_from_gotha, result_to_gotha, validate, validate_with_warnings,
};
pub use wallist::{is_wallist, parse_wallist};
pub use write::to_document;

/// Parses and validates in one step.
///
/// # Errors
/// The syntax error, or every validation error.
pub fn read(bytes: &[u8]) -> Result<GoTournament, GothaError> {
    validate(&parse(bytes)?)
}
