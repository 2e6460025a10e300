//! What every command shares: how it ends, its `--json` flag, reading a file or standard
//! input, printing a file's errors, and writing its output. This module uses no other
//! module of the binary, so any of them can use it.

use std::future::Future;
use std::io::{Read, Write};
use std::path::Path;

use anyhow::{Context, Result, anyhow, bail};
use arbiter_core::{GoTournament, RoundNo, Tournament};
use clap::Args;
use serde_json::Value;

/// How a command ended, for the exit code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Done.
    Ok,
    /// A valid request without an answer (no legal pairing, a check that disagrees).
    NoAnswer,
    /// The input was refused (its errors are printed).
    BadInput,
}

/// The `--json` flag of a command.
#[derive(Args, Clone, Copy)]
pub struct JsonFlag {
    /// Print one JSON value instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Prints a JSON value or a text, as the user asked.
pub fn emit(json_mode: bool, value: &Value, text: &str) {
    // A reader that went away (`| head`) is not an error worth a panic.
    let mut out = std::io::stdout().lock();
    let _ = if json_mode {
        writeln!(out, "{value}")
    } else if !text.is_empty() {
        writeln!(out, "{text}")
    } else {
        Ok(())
    };
}

/// Writes `text` to standard output, ending it with a newline.
pub fn write_out(text: &str) -> Result<Outcome> {
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())?;
    if !text.ends_with('\n') {
        out.write_all(b"\n")?;
    }
    out.flush()?;
    Ok(Outcome::Ok)
}

/// Writes `text` to `output`, or standard output (see [`deliver_bytes`]).
pub fn deliver(text: &str, output: Option<&Path>) -> Result<()> {
    deliver_bytes(text.as_bytes(), output)
}

/// Writes `bytes` to `output`, or standard output. A file is written whole or not at all:
/// into a new file beside it, which then takes its place. Through a symbolic link, the
/// file it points to is the one replaced; a device or a pipe (`-o /dev/null`) is written
/// to as it is, never replaced.
pub fn deliver_bytes(bytes: &[u8], output: Option<&Path>) -> Result<()> {
    let Some(path) = output else {
        let mut out = std::io::stdout().lock();
        out.write_all(bytes)?;
        out.flush()?;
        return Ok(());
    };
    let target = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    if let Ok(meta) = std::fs::metadata(&target)
        && !meta.is_file()
        && !meta.is_dir()
    {
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .open(&target)
            .with_context(|| format!("cannot write {}", path.display()))?;
        file.write_all(bytes)
            .with_context(|| format!("cannot write {}", path.display()))?;
        return Ok(());
    }
    let dir = target
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let mut tmp = tempfile::NamedTempFile::new_in(dir)
        .with_context(|| format!("cannot write in {}", dir.display()))?;
    tmp.write_all(bytes)
        .and_then(|()| tmp.flush())
        .with_context(|| format!("writing {}", path.display()))?;
    tmp.persist(&target)
        .with_context(|| format!("cannot write {}", path.display()))?;
    Ok(())
}

/// Reads a file, or standard input for `-`; returns the name errors are reported under
/// and the bytes.
pub fn read_input(path: &Path) -> Result<(String, Vec<u8>)> {
    if path == Path::new("-") {
        let mut buf = Vec::new();
        std::io::stdin()
            .read_to_end(&mut buf)
            .context("reading standard input")?;
        return Ok(("<stdin>".to_string(), buf));
    }
    let name = path.display().to_string();
    let bytes = std::fs::read(path).with_context(|| format!("cannot read {name}"))?;
    Ok((name, bytes))
}

/// Reads a text file, or standard input for `-`; returns the name errors are reported
/// under and the text.
pub fn read_text(path: &Path) -> Result<(String, String)> {
    let (name, bytes) = read_input(path)?;
    let text = String::from_utf8(bytes).map_err(|_| anyhow!("{name}: not UTF-8 text"))?;
    Ok((name, text))
}

/// Prints each diagnostic of file `name` on standard error as `FILE:LINE:COL: message`.
pub fn report<D: std::fmt::Display>(name: &str, diagnostics: &[D]) {
    let mut err = std::io::stderr().lock();
    for d in diagnostics {
        let _ = writeln!(err, "{name}:{d}");
    }
}

/// True when a command's target names a file rather than a stored tournament: `-`, a
/// name ending in `.trf`, or a file that exists.
pub fn is_file_target(target: &str) -> bool {
    target == "-"
        || Path::new(target)
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("trf"))
        || Path::new(target).is_file()
}

/// Prints each warning of file `name` on standard error as `FILE:LINE:COL: warning: …`.
pub fn report_warnings(name: &str, warnings: &[arbiter_trf::Diagnostic]) {
    let mut err = std::io::stderr().lock();
    for d in warnings {
        let _ = writeln!(err, "{name}:{}:{}: warning: {}", d.line, d.column, d.kind);
    }
}

/// Parses and validates a TRF, printing every error as `FILE:LINE:COL: message` and
/// every warning (what the file may have lost, what arbiter used instead) as
/// `FILE:LINE:COL: warning: message`.
pub fn read_trf(name: &str, bytes: &[u8]) -> Option<Tournament> {
    match arbiter_trf::read_with_warnings(bytes) {
        Ok((t, warnings)) => {
            report_warnings(name, &warnings);
            Some(t)
        }
        Err(e) => {
            report(name, &e.diagnostics);
            None
        }
    }
}

/// Reads and validates a TRF file (or standard input for `-`); `None` once its errors
/// are printed.
pub fn read_trf_file(path: &Path) -> Result<Option<Tournament>> {
    let (name, bytes) = read_input(path)?;
    Ok(read_trf(&name, &bytes))
}

/// Whether the bytes are an EGF results file (by its content, see
/// [`arbiter_gotha::detect`]).
pub fn is_h9(bytes: &[u8]) -> bool {
    arbiter_gotha::detect(bytes) == Some(arbiter_gotha::GoFileKind::H9)
}

/// Whether a file holds a Go tournament rather than a TRF: by its content (OpenGotha's
/// or the MacMahon program's XML, an EGF, FFG or AGA results file, a wall list), else
/// because it is XML or has the extension of a Go file (its errors then say why).
pub fn is_go_file(path: &Path, bytes: &[u8]) -> bool {
    arbiter_gotha::detect(bytes).is_some()
        || bytes.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'<')
        || path.extension().and_then(|e| e.to_str()).is_some_and(|e| {
            ["xml", "h9", "tou"]
                .iter()
                .any(|x| e.eq_ignore_ascii_case(x))
        })
}

/// Reads any Go file arbiter knows, recognised by its content.
///
/// # Errors
/// The file's errors with their positions.
pub fn read_go_any(bytes: &[u8]) -> Result<arbiter_gotha::GoRead, arbiter_gotha::GothaError> {
    arbiter_gotha::read_any(bytes)
}

/// Reads and validates a Go file named `name`: its errors printed as
/// NAME:LINE:COL: message (and `None`), or its tournament, with what was read otherwise
/// than written printed as NAME:LINE:COL: warning: message.
pub fn read_go(name: &str, bytes: &[u8]) -> Option<GoTournament> {
    match read_go_any(bytes) {
        Ok(read) => {
            report(name, &read.warnings);
            Some(read.tournament)
        }
        Err(e) => {
            report(name, &e.diagnostics);
            None
        }
    }
}

/// Reads and validates a Go file (or standard input for `-`): its name, its bytes and
/// the tournament; `None` once its errors are printed.
pub fn read_go_file(file: &Path) -> Result<Option<(String, Vec<u8>, GoTournament)>> {
    let (name, bytes) = read_input(file)?;
    Ok(read_go(&name, &bytes).map(|t| (name, bytes, t)))
}

/// The round asked for, else the last paired round.
pub fn round_or_last(t: &Tournament, round: Option<u16>) -> Result<RoundNo> {
    match round {
        Some(r) => RoundNo::new(r).ok_or_else(|| anyhow!("rounds count from 1")),
        None => {
            let n = t.rounds_paired();
            if n == 0 {
                bail!("no round has been paired yet");
            }
            Ok(RoundNo::from_index(n - 1))
        }
    }
}

/// Runs the work of a command that uses the store (the store's clients are
/// asynchronous) to its end.
pub fn block_on<T>(work: impl Future<Output = Result<T>>) -> Result<T> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("starting the runtime")?
        .block_on(work)
}
