//! Rating reports to federations: what a tournament director sends a rating officer after
//! an event, and the checks the officer would make before accepting it.
//!
//! Each chess report is built from an [`arbiter_core::Tournament`] and the few facts the
//! model does not hold (an ECF event code, a US Chess affiliate…), given as
//! [`ReportFields`]; each Go report from an [`arbiter_core::GoTournament`]. Before anything
//! is written, [`check`] (or [`check_go`]) lists what is wrong, as typed [`Finding`]s that
//! name the player, round and board: an [`Severity::Error`] refuses the export unless it
//! is forced, a [`Severity::Warning`] is only shown. The reports:
//!
//! - [`Format::Fide`]: the FIDE rating report, a TRF26 file written by `arbiter-trf` with
//!   every header record a rating officer reads (012–132, 142, 152/162, 192, 202/212, 222).
//! - [`Format::Uscf`]: the US Chess rating report, three dBASE III files
//!   (`THEXPORT.DBF`, `TSEXPORT.DBF`, `TDEXPORT.DBF`); US Chess's table of their fields
//!   could not be read, see [`uscf`] for what each part is checked against.
//! - [`Format::Ecf`]: the ECF results submission file (`#FIELD=value` text), checked
//!   against the ECF's field definitions as transcribed by a third party, see [`ecf`].
//! - [`Format::Dwz`]: the results of a DWZ evaluation (Deutscher Schachbund) as a
//!   progress table with the data the DSB's rating rules ask for; not a DeWIS import
//!   file, whose formats are not published.
//! - [`GoFormat::H9`] and [`GoFormat::Tou`]: the EGF and FFG results files, written by
//!   `arbiter-gotha`.
//!
//! Every format has a reader too, so that a report can be read back and compared with the
//! event: the rated games must survive the trip ([`RatedGame`]). No I/O here: reports are
//! bytes, the caller writes them.
#![deny(missing_docs)]
#![cfg_attr(test, allow(clippy::panic, clippy::unwrap_used, clippy::expect_used))]

mod check;
pub mod dbf;
pub mod dwz;
pub mod ecf;
pub mod fide;
pub mod go;
mod rated;
pub mod uscf;

#[cfg(test)]
mod fixture;
#[cfg(test)]
mod roundtrip;

pub use check::{Finding, FindingKind, Severity, Who, check};
pub use go::{GoFormat, check_go, export_go, export_go_in, rated_go_games, read_back_go};
pub use rated::{RatedGame, ReadBack, ReadGame, ReadPlayer, rated_games};

use arbiter_core::Tournament;
use std::collections::BTreeMap;
use std::fmt;

/// The chess rating reports.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum Format {
    /// The FIDE rating report (TRF26).
    Fide,
    /// The US Chess rating report (dBASE files).
    Uscf,
    /// The English Chess Federation's results submission file.
    Ecf,
    /// The Deutscher Schachbund's DWZ evaluation.
    Dwz,
}

impl Format {
    /// Every chess report.
    pub const ALL: [Format; 4] = [Format::Fide, Format::Uscf, Format::Ecf, Format::Dwz];

    /// The short name: `fide`, `uscf`, `ecf`, `dwz`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Format::Fide => "fide",
            Format::Uscf => "uscf",
            Format::Ecf => "ecf",
            Format::Dwz => "dwz",
        }
    }

    /// The report a short name stands for.
    #[must_use]
    pub fn parse(name: &str) -> Option<Format> {
        Format::ALL
            .into_iter()
            .find(|f| f.name().eq_ignore_ascii_case(name))
    }

    /// The federation whose national id and rating a report uses (the TRF26 national
    /// rating records' three-letter code); `None` for FIDE, which uses FIDE ids.
    #[must_use]
    pub const fn national_federation(self) -> Option<&'static str> {
        match self {
            Format::Fide => None,
            Format::Uscf => Some("USA"),
            Format::Ecf => Some("ENG"),
            Format::Dwz => Some("GER"),
        }
    }

    /// What the player's id is called in this report.
    #[must_use]
    pub const fn id_name(self) -> &'static str {
        match self {
            Format::Fide => "FIDE id",
            Format::Uscf => "US Chess id",
            Format::Ecf => "ECF code",
            Format::Dwz => "DSB id (PKZ or ZPS-member number)",
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Facts a report needs that the tournament model does not hold, by key (`event-code`,
/// `treasurer`, `affiliate-id`…; each format's module lists its keys). Empty values count
/// as missing.
#[derive(Clone, Eq, PartialEq, Debug, Default)]
pub struct ReportFields(BTreeMap<String, String>);

impl ReportFields {
    /// No fields.
    #[must_use]
    pub fn new() -> Self {
        ReportFields::default()
    }

    /// Sets a field.
    pub fn set(&mut self, key: impl Into<String>, value: impl Into<String>) {
        self.0.insert(key.into(), value.into());
    }

    /// A field's value, `None` when missing or blank.
    #[must_use]
    pub fn get(&self, key: &str) -> Option<&str> {
        self.0.get(key).map(|v| v.trim()).filter(|v| !v.is_empty())
    }
}

/// One file of a report.
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct ReportFile {
    /// Its conventional name (`THEXPORT.DBF`) or extension-only name (`report.trf`).
    pub name: String,
    /// Its bytes.
    pub bytes: Vec<u8>,
}

/// A report and what the checks found.
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct Report {
    /// The files, in the order they are sent.
    pub files: Vec<ReportFile>,
    /// The findings (warnings, and errors when forced).
    pub findings: Vec<Finding>,
}

/// Why a report was not written.
#[derive(Clone, Eq, PartialEq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ReportError {
    /// The checks found errors and the export was not forced.
    #[error("{} error(s) block the report (force it to write it anyway)", count_errors(.0))]
    Refused(Vec<Finding>),
    /// The TRF writer refused a value.
    #[error(transparent)]
    Trf(#[from] arbiter_trf::WriteError),
}

fn count_errors(findings: &[Finding]) -> usize {
    findings
        .iter()
        .filter(|f| f.severity == Severity::Error)
        .count()
}

/// Why a report could not be read back.
#[derive(Clone, Eq, PartialEq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ReadError {
    /// A dBASE file is not well formed.
    #[error("dBASE file: {0}")]
    Dbf(#[from] dbf::DbfError),
    /// A line or field of a text report is not what its format allows.
    #[error("line {line}: {message}")]
    Syntax {
        /// 1-based line.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// A file the report needs is missing.
    #[error("the report has no file {0}")]
    MissingFile(String),
    /// The TRF reader refused the file.
    #[error("TRF: {0}")]
    Trf(String),
}

/// Checks `t` for `format` and, unless an error was found and `force` is false, writes the
/// report. The findings come back with the report.
///
/// # Errors
/// [`ReportError::Refused`] with every finding when errors were found and not forced; a
/// writer's error when a value does not fit the format.
pub fn export(
    t: &Tournament,
    format: Format,
    fields: &ReportFields,
    force: bool,
) -> Result<Report, ReportError> {
    let findings = check(t, format, fields);
    if !force && findings.iter().any(|f| f.severity == Severity::Error) {
        return Err(ReportError::Refused(findings));
    }
    let files = match format {
        Format::Fide => vec![ReportFile {
            name: "report.trf".into(),
            bytes: fide::write(t)?.into_bytes(),
        }],
        Format::Uscf => uscf::write(t, fields),
        Format::Ecf => vec![ReportFile {
            name: "results.txt".into(),
            bytes: ecf::write(t, fields).into_bytes(),
        }],
        Format::Dwz => vec![ReportFile {
            name: "dwz.txt".into(),
            bytes: dwz::write(t, fields).into_bytes(),
        }],
    };
    Ok(Report { files, findings })
}

/// Reads a report back: its players and its rated games.
///
/// # Errors
/// When a file is missing or not in its format.
pub fn read_back(format: Format, files: &[ReportFile]) -> Result<ReadBack, ReadError> {
    let file = |name: &str| {
        files
            .iter()
            .find(|f| f.name.eq_ignore_ascii_case(name))
            .or_else(|| {
                if files.len() == 1 {
                    files.first()
                } else {
                    None
                }
            })
            .map(|f| f.bytes.as_slice())
            .ok_or_else(|| ReadError::MissingFile(name.to_string()))
    };
    match format {
        Format::Fide => fide::read(file("report.trf")?),
        Format::Uscf => uscf::read(files),
        Format::Ecf => ecf::read(&String::from_utf8_lossy(file("results.txt")?)),
        Format::Dwz => dwz::read(&String::from_utf8_lossy(file("dwz.txt")?)),
    }
}
