//! The properties the fuzz targets check, one module per target: each `check` takes any
//! bytes and panics when the code under test panics or breaks a property (a round trip that
//! does not return, an error without a position, a server error). The targets in `fuzz/`
//! call them under libFuzzer; the tests replay every committed seed through them, so that
//! each finding stays a regression test and the targets always build.
// Panicking is how a property reports its failure to the fuzzer.
#![allow(clippy::panic, clippy::expect_used, clippy::unwrap_used)]

pub mod aga;
pub mod csv_players;
pub mod entry;
pub mod events;
#[cfg(feature = "server")]
pub mod forms;
pub mod gotha;
pub mod h9;
pub mod macmahon;
pub mod names;
pub mod pairgoth;
pub mod pgn;
pub mod ratings_fide;
pub mod ratings_filter;
pub mod report_dbf;
pub mod report_dwz;
pub mod report_ecf;
pub mod teams;
pub mod tou;
pub mod trf;
pub mod wallist;

/// A target's check of one input.
pub type Check = fn(&[u8]);

/// Every target, by the name of its binary and of its seed folder (`fuzz/seeds/<name>`).
pub const TARGETS: &[(&str, Check)] = &[
    ("aga", aga::check),
    ("csv_players", csv_players::check),
    ("entry", entry::check),
    ("events", events::check),
    #[cfg(feature = "server")]
    ("forms", forms::check),
    ("gotha", gotha::check),
    ("h9", h9::check),
    ("macmahon", macmahon::check),
    ("names", names::check),
    ("pairgoth", pairgoth::check),
    ("pgn", pgn::check),
    ("ratings_fide", ratings_fide::check),
    ("ratings_filter", ratings_filter::check),
    ("report_dbf", report_dbf::check),
    ("report_dwz", report_dwz::check),
    ("report_ecf", report_ecf::check),
    ("teams", teams::check),
    ("tou", tou::check),
    ("trf", trf::check),
    ("wallist", wallist::check),
];

/// What a Go file reader read, or `None` once every diagnostic of its refusal is checked to
/// have a line and a column.
fn read_or_placed<T>(read: Result<T, arbiter_gotha::GothaError>) -> Option<T> {
    match read {
        Ok(doc) => Some(doc),
        Err(e) => {
            assert!(
                e.diagnostics.iter().all(|d| d.line >= 1 && d.column >= 1),
                "{e}"
            );
            None
        }
    }
}
