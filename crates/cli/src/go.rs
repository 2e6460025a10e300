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
    /// Standings of an OpenGotha tournament by its placement criteria.
    Standings {
        /// The file, or - for standard input.
        file: PathBuf,
        /// After this many rounds (default: every round with a game).
        #[arg(long)]
        rounds: Option<u16>,
        /// Print one JSON value.
        #[arg(long)]
        json: bool,
    },
}

fn half(v: i64) -> String {
    if v % 2 == 0 {
        (v / 2).to_string()
    } else {
        format!("{}.5", v / 2)
    }
}

/// `arbiter go standings`: places shared by players equal on every criterion.
fn standings(file: &std::path::Path, rounds: Option<u16>, json_mode: bool) -> Result<Outcome> {
    let (name, bytes) = read_input(file)?;
    let t = match arbiter_gotha::read(&bytes) {
        Ok(t) => t,
        Err(e) => {
            let mut err = std::io::stderr().lock();
            for d in &e.diagnostics {
                let _ = writeln!(err, "{name}:{d}");
            }
            return Ok(Outcome::BadInput);
        }
    };
    let played = t.games.iter().map(|g| g.round).max().unwrap_or(0);
    let rounds = rounds.unwrap_or(played).min(t.rounds);
    let c = arbiter_standings::go_criteria(&t, rounds);
    let order = arbiter_standings::go_order(&t, rounds);
    let crits: Vec<&String> = t
        .placement
        .iter()
        .filter(|k| c.value(k, 0).is_some())
        .collect();
    let key = |p: usize| -> Vec<i64> { crits.iter().filter_map(|k| c.value(k, p)).collect() };
    let mut rows = Vec::new();
    let mut text = format!("{:>4}  {:<30} {:>4}", "Pl", "Name", "Rank");
    for k in &crits {
        text.push_str(&format!(" {k:>8}"));
    }
    text.push('\n');
    let mut place = 0;
    for (i, &p) in order.iter().enumerate() {
        if i == 0 || key(p) != key(order[i - 1]) {
            place = i + 1;
        }
        let pl = &t.players[p];
        // Criteria in half points print as points; SODOS is kept in quarter points.
        let shown: Vec<String> = crits
            .iter()
            .map(|k| {
                let v = c.value(k, p).unwrap_or_default();
                match k.as_str() {
                    "CAT" => (1 - v).to_string(),
                    "RANK" | "RATING" | "Rank" | "Rating" => v.to_string(),
                    "SODOSM" | "SODOSW" => half(v / 2),
                    _ => half(v),
                }
            })
            .collect();
        text.push_str(&format!(
            "{place:>4}  {:<30} {:>4}",
            format!("{}, {}", pl.name, pl.first_name),
            pl.rank.to_string()
        ));
        for v in &shown {
            text.push_str(&format!(" {v:>8}"));
        }
        text.push('\n');
        rows.push(json!({"place": place, "key": pl.key, "name": pl.name, "first_name": pl.first_name,
            "rank": pl.rank.to_string(), "criteria": crits.iter().zip(&shown).map(|(k, v)| (k.to_string(), json!(v))).collect::<serde_json::Map<_, _>>()}));
    }
    if json_mode {
        println!(
            "{}",
            json!({"rounds": rounds, "criteria": crits, "players": rows})
        );
    } else {
        print!("{text}");
    }
    Ok(Outcome::Ok)
}

/// Runs a Go command.
pub fn run(command: &GoCommand) -> Result<Outcome> {
    match command {
        GoCommand::Standings { file, rounds, json } => standings(file, *rounds, *json),
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
