//! `arbiter trf validate`: the summary or every error with its position, the notes a file
//! deserves (legend lines skipped, fields read by their spacing), and `--repair`, which
//! writes a copy with the result codes the points column implies; `arbiter trf fmt`, the
//! canonical form of a file.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use arbiter_trf::Dialect;
use arbiter_trf::raw::{Cell, Opponent, Record};
use clap::{Subcommand, ValueEnum};
use serde_json::json;

use crate::io::{JsonFlag, Outcome, deliver, read_input, read_trf, report};

/// `arbiter trf …`.
#[derive(Subcommand)]
pub enum TrfCommand {
    /// Check a TRF; print a one-line summary, or every error as FILE:LINE:COL: message.
    Validate {
        /// The file, or - for standard input.
        file: PathBuf,
        /// Write a copy with the result codes the points column implies (byes written
        /// without a code) to this file, listing each change.
        #[arg(long, value_name = "OUT")]
        repair: Option<PathBuf>,
        /// Refuse the warnings too: player lines that end short, a file cut in the middle
        /// of a line, a team event's points column that disagrees with its results.
        #[arg(long)]
        strict: bool,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Print the canonical form of a TRF.
    Fmt {
        /// The file, or - for standard input.
        file: PathBuf,
        /// The spelling to write.
        #[arg(long, value_enum, default_value_t = Format::Trf26)]
        to: Format,
    },
}

/// The spellings `arbiter trf fmt` writes.
#[derive(Copy, Clone, ValueEnum)]
pub enum Format {
    /// TRF26 records (142, 152, 162, 250, 260).
    Trf26,
    /// TRF-16 with the JaVaFo extensions (XXR, XXC, BB?, XXA, XXP).
    Trf16,
}

/// Runs a `trf` command.
///
/// # Errors
/// When the file cannot be read or written.
pub fn run(command: &TrfCommand) -> Result<Outcome> {
    match command {
        TrfCommand::Validate {
            file,
            repair,
            strict,
            json,
        } => validate(file, repair.as_deref(), *strict, json.json),
        TrfCommand::Fmt { file, to } => {
            let (name, bytes) = read_input(file)?;
            let Some(t) = read_trf(&name, &bytes) else {
                return Ok(Outcome::BadInput);
            };
            let dialect = match to {
                Format::Trf26 => Dialect::Trf26,
                Format::Trf16 => Dialect::Trf16,
            };
            let text = arbiter_trf::write(&t, dialect)
                .with_context(|| format!("{name}: cannot be written as TRF"))?;
            deliver(&text, None)?;
            Ok(Outcome::Ok)
        }
    }
}

/// Validates `file`; with `repair`, writes the repaired copy there first.
fn validate(file: &Path, repair: Option<&Path>, strict: bool, json_mode: bool) -> Result<Outcome> {
    let (name, bytes) = read_input(file)?;
    let mut doc = match arbiter_trf::parse(&bytes) {
        Ok(d) => d,
        Err(e) => {
            // The syntax errors, and what the lines that did parse get wrong.
            let all = arbiter_trf::read(&bytes).err().unwrap_or(e);
            return Ok(report_errors(&name, &all, json_mode));
        }
    };
    let mut changes = Vec::new();
    if let Some(out) = repair {
        if out == file {
            bail!("--repair writes a new file; give another name than {name}");
        }
        for r in arbiter_trf::repairs(&doc) {
            if let Some(Record::Player(p)) = doc
                .lines
                .iter_mut()
                .find(|l| l.number == r.line)
                .map(|l| &mut l.record)
            {
                while p.cells.len() < r.round {
                    p.cells.push(Cell {
                        opponent: Opponent::Blank,
                        colour: ' ',
                        result: ' ',
                    });
                }
                p.cells[r.round - 1] = Cell {
                    opponent: Opponent::None,
                    colour: '-',
                    result: r.code,
                };
                changes.push(r);
            }
        }
        deliver(&arbiter_trf::raw::write(&doc), Some(out))?;
        let mut err = std::io::stderr().lock();
        for c in &changes {
            let _ = writeln!(
                err,
                "{name}:{}: round {}: no result code, now {} (written to {})",
                c.line,
                c.round,
                c.code,
                out.display()
            );
        }
        if changes.is_empty() {
            let _ = writeln!(
                err,
                "{name}: nothing to repair; {} is a copy",
                out.display()
            );
        }
    }
    let notes = arbiter_trf::notes(&doc);
    let validated = if strict {
        arbiter_trf::validate_strict(&doc)
    } else {
        arbiter_trf::validate(&doc)
    };
    match validated {
        Ok(t) => {
            let planned = t
                .planned_rounds
                .map_or_else(|| "unknown".to_string(), |r| r.to_string());
            let played = t.rounds().iter().filter(|r| r.is_paired()).count();
            if json_mode {
                println!(
                    "{}",
                    json!({
                        "file": name, "valid": true, "players": t.player_count(),
                        "rounds_played": played, "rounds_planned": t.planned_rounds,
                        "notes": notes.iter().filter(|d| !d.kind.is_warning()).map(|d| json!({"line": d.line, "column": d.column, "message": d.kind.to_string()})).collect::<Vec<_>>(),
                        "warnings": notes.iter().filter(|d| d.kind.is_warning()).map(|d| json!({"line": d.line, "column": d.column, "message": d.kind.to_string()})).collect::<Vec<_>>(),
                        "repaired": changes.iter().map(|c| json!({"line": c.line, "round": c.round, "code": c.code.to_string()})).collect::<Vec<_>>(),
                    })
                );
            } else {
                let mut err = std::io::stderr().lock();
                for d in &notes {
                    let what = if d.kind.is_warning() {
                        "warning"
                    } else {
                        "note"
                    };
                    let _ = writeln!(err, "{name}:{}:{}: {what}: {}", d.line, d.column, d.kind);
                }
                println!(
                    "{name}: valid TRF: {} players, {played} rounds played, {planned} rounds planned",
                    t.player_count(),
                );
            }
            Ok(Outcome::Ok)
        }
        Err(e) => Ok(report_errors(&name, &e, json_mode)),
    }
}

fn report_errors(name: &str, e: &arbiter_trf::TrfError, json_mode: bool) -> Outcome {
    if json_mode {
        println!(
            "{}",
            json!({
                "file": name, "valid": false,
                "errors": e.diagnostics.iter().map(|d| json!({"line": d.line, "column": d.column, "record": d.record, "message": d.kind.to_string()})).collect::<Vec<_>>(),
            })
        );
    } else {
        report(name, &e.diagnostics);
    }
    Outcome::BadInput
}
