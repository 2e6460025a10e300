//! `arbiter`: the tournament director's command line.
//!
//! Exit codes: 0 success, 1 a valid request that has no answer, 2 bad input or usage.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use arbiter_trf::Dialect;
use clap::{Parser, Subcommand, ValueEnum};

#[derive(Parser)]
#[command(
    name = "arbiter",
    version,
    about = "Pairings, results and standings for chess and Go tournaments"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// FIDE Tournament Report Files (TRF-16, TRF26).
    Trf {
        #[command(subcommand)]
        command: TrfCommand,
    },
}

#[derive(Subcommand)]
enum TrfCommand {
    /// Check a TRF; print a one-line summary, or every error as FILE:LINE:COL: message.
    Validate {
        /// The file, or - for standard input.
        file: PathBuf,
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

#[derive(Copy, Clone, ValueEnum)]
enum Format {
    /// TRF26 records (142, 152, 162, 250, 260).
    Trf26,
    /// TRF-16 with the JaVaFo extensions (XXR, XXC, BB?, XXA, XXP).
    Trf16,
}

/// How a command ended, for the exit code.
enum Outcome {
    Ok,
    BadInput,
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    match run(cli) {
        Ok(Outcome::Ok) => ExitCode::SUCCESS,
        Ok(Outcome::BadInput) => ExitCode::from(2),
        Err(e) => {
            eprintln!("arbiter: {e:#}");
            ExitCode::from(2)
        }
    }
}

fn run(cli: Cli) -> anyhow::Result<Outcome> {
    match cli.command {
        Command::Trf { command } => match command {
            TrfCommand::Validate { file } => {
                let (name, bytes) = read_input(&file)?;
                let Some(t) = load(&name, &bytes) else {
                    return Ok(Outcome::BadInput);
                };
                let planned = t
                    .planned_rounds
                    .map_or_else(|| "unknown".to_string(), |r| r.to_string());
                println!(
                    "{name}: valid TRF: {} players, {} rounds played, {planned} rounds planned",
                    t.player_count(),
                    t.rounds().iter().filter(|r| r.is_paired()).count(),
                );
                Ok(Outcome::Ok)
            }
            TrfCommand::Fmt { file, to } => {
                let (name, bytes) = read_input(&file)?;
                let Some(t) = load(&name, &bytes) else {
                    return Ok(Outcome::BadInput);
                };
                let dialect = match to {
                    Format::Trf26 => Dialect::Trf26,
                    Format::Trf16 => Dialect::Trf16,
                };
                let text = arbiter_trf::write(&t, dialect)
                    .with_context(|| format!("{name}: cannot be written as TRF"))?;
                let mut out = std::io::stdout().lock();
                out.write_all(text.as_bytes())?;
                out.flush()?;
                Ok(Outcome::Ok)
            }
        },
    }
}

/// Reads a file, or standard input for `-`.
fn read_input(path: &Path) -> anyhow::Result<(String, Vec<u8>)> {
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

/// Parses and validates, printing every error as `FILE:LINE:COL: message`.
fn load(name: &str, bytes: &[u8]) -> Option<arbiter_core::Tournament> {
    match arbiter_trf::read(bytes) {
        Ok(t) => Some(t),
        Err(e) => {
            let mut err = std::io::stderr().lock();
            for d in &e.diagnostics {
                let _ = writeln!(err, "{name}:{d}");
            }
            None
        }
    }
}
