//! `arbiter go …`: Go tournaments in OpenGotha's files.

use std::io::Write;
use std::path::PathBuf;

use anyhow::Result;
use clap::Subcommand;
use serde_json::json;

use crate::{Outcome, read_input};

/// The Go commands.
#[derive(Subcommand)]
pub enum GoCommand {
    /// Check an OpenGotha tournament file (XML); print a summary, or every error as
    /// FILE:LINE:COL: message.
    Validate {
        /// The file, or - for standard input.
        file: PathBuf,
        /// Print one JSON value.
        #[arg(long)]
        json: bool,
    },
}

/// Runs a Go command.
pub fn run(command: &GoCommand) -> Result<Outcome> {
    match command {
        GoCommand::Validate { file, json } => {
            let (name, bytes) = read_input(file)?;
            match arbiter_gotha::read(&bytes) {
                Ok(t) => {
                    let played = t.games.iter().map(|g| g.round).max().unwrap_or(0);
                    if *json {
                        println!(
                            "{}",
                            json!({"file": name, "valid": true, "players": t.players.len(),
                                "rounds": t.rounds, "rounds_with_games": played, "games": t.games.len(),
                                "byes": t.byes.len()})
                        );
                    } else {
                        println!(
                            "{name}: valid OpenGotha file: {} players, {} games in {played} rounds, {} rounds planned",
                            t.players.len(),
                            t.games.len(),
                            t.rounds
                        );
                    }
                    Ok(Outcome::Ok)
                }
                Err(e) => {
                    if *json {
                        println!(
                            "{}",
                            json!({"file": name, "valid": false,
                                "errors": e.diagnostics.iter().map(|d| json!({"line": d.line, "column": d.column, "message": d.kind.to_string()})).collect::<Vec<_>>()})
                        );
                    } else {
                        let mut err = std::io::stderr().lock();
                        for d in &e.diagnostics {
                            let _ = writeln!(err, "{name}:{d}");
                        }
                    }
                    Ok(Outcome::BadInput)
                }
            }
        }
    }
}
