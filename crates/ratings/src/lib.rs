//! Rating lists for arbiter: reading them as streams, comparing two versions, and finding
//! a player in one.
//!
//! - [`ListReader`] reads the FIDE list (combined or one rate type, as fixed-width text or
//!   XML, recognised from the bytes: see [`fide`]), a national list through a
//!   [`ColumnFilter`] (see [`filter`]; filters for the ECF, DWZ, US Chess and FFE lists
//!   ship with the crate), and the Go lists of the EGF, FFG and AGA (see [`go`]). The
//!   caller pushes the file in chunks and pulls [`ListPlayer`] records; nothing holds more
//!   than a chunk and a record, and [`ListReader::consumed`] tells the progress.
//! - [`diff`] compares two versions of a list given as two streams sorted by
//!   [`ListKey`]: players added, removed, and the fields that changed.
//! - [`normalize`] turns names into search keys (case, diacritics, punctuation, name
//!   order) and trigrams; [`SearchIndex`] finds players in a loaded list by id, by a part
//!   of the name and by closeness. [`normalize`] also says how a store does the same
//!   without loading the list.
//! - [`generate`] writes a full-size list of the published layout from a seed, for
//!   benchmarks and tests.
//!
//! No I/O happens here: the caller reads the files.
#![deny(missing_docs)]
#![cfg_attr(test, allow(clippy::panic, clippy::unwrap_used, clippy::expect_used))]

pub mod diff;
mod error;
pub mod fide;
pub mod filter;
pub mod generate;
pub mod go;
mod index;
mod lines;
pub mod normalize;
mod reader;
mod types;

pub use diff::{Change, DiffError, FieldChange, ListDiff};
pub use error::{Expected, FilterError, InvalidValue, ListError, ListField, Message, Wanted};
pub use fide::FideOptions;
pub use filter::{BUILTIN_FILTERS, ColumnFilter, Layout};
pub use generate::{GeneratedShape, ListGenerator};
pub use go::GoList;
pub use index::{IdKind, MatchKind, SearchHit, SearchIndex};
pub use reader::{FideShape, LIST_NAMES, ListFormat, ListReader, Records, looks_like_fide};
pub use types::{
    BirthDate, ChessRating, ChessRatings, DateOrder, Federation, FideId, GoRating, GoScale,
    ListKey, ListKind, ListPlayer, NationalId, RateType, parse_sex,
};
