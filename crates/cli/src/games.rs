//! `arbiter pgn NAME --import FILE [--strict]`: played games attached to their pairings,
//! with a report of what was attached, what was not and why; `arbiter pgn NAME --round R`
//! with the recorded games; `arbiter pgn NAME --all`.

use crate::io::{JsonFlag, Outcome, deliver, emit, read_input, round_or_last};
use crate::target;
use crate::workflow::{self, Location};
use anyhow::{Result, anyhow, bail};
use arbiter_event::State;
use arbiter_pgn::{AttachOutcome, Import};
use arbiter_store::AnyStore;
use clap::Args;
use serde_json::json;
use std::path::{Path, PathBuf};

/// `arbiter pgn`.
#[derive(Args)]
pub struct PgnArgs {
    /// A .trf file, or the name of a stored tournament.
    target: String,
    /// The round (default: the last paired round).
    #[arg(long, conflicts_with_all = ["import", "all"])]
    round: Option<u16>,
    /// Attach the games of this PGN file (`-` for standard input) to their pairings.
    #[arg(long, value_name = "FILE", conflicts_with = "all")]
    import: Option<PathBuf>,
    /// With --import: refuse the games whose result or colours disagree with the event
    /// (otherwise they are attached with a warning).
    #[arg(long, requires = "import")]
    strict: bool,
    /// Every recorded game of the event.
    #[arg(long)]
    all: bool,
    /// Write to this file instead of standard output.
    #[arg(short, long)]
    output: Option<PathBuf>,
    #[command(flatten)]
    json: JsonFlag,
}

/// `arbiter pgn`: attaches games to a stored event, or writes a round's games or every
/// recorded game of an event (stored, or read from a file).
///
/// # Errors
/// When the event cannot be read, or the round is not paired.
pub fn run(location: &Location, a: &PgnArgs) -> Result<Outcome> {
    let file = crate::io::is_file_target(&a.target);
    if file && (a.import.is_some() || a.all) {
        bail!("--import and --all need a stored tournament, not a TRF file");
    }
    if let Some(pgn) = &a.import {
        return crate::io::block_on(async {
            let store = location.open().await?;
            import(&store, &a.target, pgn, a.strict, a.json.json).await
        });
    }
    let Some(s) = target::load(location, &a.target)? else {
        return Ok(Outcome::BadInput);
    };
    if s.settings.is_go() {
        bail!("PGN records chess games; a Go event is exported as xml, h9, tou or aga");
    }
    if a.all {
        return all(&s, &a.target, a.output.as_deref());
    }
    round(&s, a.round, a.output.as_deref())
}

/// The report of an import, one line per game and its notes, then a summary.
fn report(import: &Import) -> (String, serde_json::Value) {
    let mut lines = Vec::new();
    let (mut attached, mut unchanged, mut missed, mut warned) = (0, 0, 0, 0);
    let mut rows = Vec::new();
    for g in &import.games {
        let who = if g.tags.is_empty() {
            format!("game {} (line {})", g.number, g.line)
        } else {
            format!("game {} (line {}: {})", g.number, g.line, g.tags)
        };
        match &g.outcome {
            AttachOutcome::Attached {
                round,
                board,
                by,
                notes,
            } => {
                attached += 1;
                lines.push(format!(
                    "{who}: attached to round {round}, board {board}, {by}"
                ));
                if notes.iter().any(arbiter_pgn::Note::is_mismatch) {
                    warned += 1;
                }
                for n in notes {
                    let kind = if n.is_mismatch() { "warning" } else { "note" };
                    lines.push(format!("  {kind}: {n}"));
                }
                rows.push(json!({
                    "game": g.number, "line": g.line, "tags": g.tags, "outcome": "attached",
                    "round": round, "board": board, "by": by.to_string(),
                    "notes": notes.iter().map(ToString::to_string).collect::<Vec<_>>(),
                    "mismatch": notes.iter().any(arbiter_pgn::Note::is_mismatch),
                }));
            }
            AttachOutcome::Unchanged { round, board } => {
                unchanged += 1;
                lines.push(format!(
                    "{who}: already recorded for round {round}, board {board} (unchanged)"
                ));
                rows.push(json!({
                    "game": g.number, "line": g.line, "tags": g.tags, "outcome": "unchanged",
                    "round": round, "board": board,
                }));
            }
            AttachOutcome::NotAttached(reason) => {
                missed += 1;
                lines.push(format!("{who}: not attached: {reason}"));
                rows.push(json!({
                    "game": g.number, "line": g.line, "tags": g.tags, "outcome": "not attached",
                    "reason": reason.to_string(),
                }));
            }
        }
    }
    let games = |n: usize| if n == 1 { "game" } else { "games" };
    let mut summary = format!("{attached} {} attached", games(attached));
    if warned > 0 {
        summary.push_str(&format!(" ({warned} with a warning)"));
    }
    if unchanged > 0 {
        summary.push_str(&format!(", {unchanged} unchanged"));
    }
    summary.push_str(&format!(", {missed} not attached"));
    lines.push(summary);
    (
        lines.join("\n"),
        json!({"games": rows, "attached": attached, "unchanged": unchanged, "not_attached": missed}),
    )
}

/// `arbiter pgn NAME --import FILE`: reads the file whole (a syntax error writes
/// nothing), attaches each game it can, and reports on every game. Exit 1 when a game was
/// not attached.
async fn import(
    store: &AnyStore,
    name: &str,
    file: &Path,
    strict: bool,
    json_mode: bool,
) -> Result<Outcome> {
    let (fname, bytes) = read_input(file)?;
    let games = match arbiter_pgn::read(&bytes) {
        Ok(g) => g,
        Err(e) => {
            eprintln!(
                "{fname}:{}:{}: expected {}, found {}",
                e.line, e.column, e.expected, e.found
            );
            return Ok(Outcome::BadInput);
        }
    };
    let state = workflow::load(store, name).await?;
    if state.settings.is_go() {
        return Err(anyhow!("PGN records chess games; {name} is a Go event"));
    }
    // The attachment is worked out again if another writer changed the event meanwhile.
    let mut last = None;
    workflow::change(store, name, |s: &State| {
        let import = arbiter_pgn::attach(s, &games, strict);
        let events = import.events.clone();
        last = Some(import);
        Ok(events)
    })
    .await?;
    let import = last.ok_or_else(|| anyhow!("{fname}: nothing was read"))?;
    let (text, value) = report(&import);
    emit(json_mode, &value, &text);
    let missed = import
        .games
        .iter()
        .any(|g| matches!(g.outcome, AttachOutcome::NotAttached(_)));
    Ok(if missed {
        Outcome::NoAnswer
    } else {
        Outcome::Ok
    })
}

/// `arbiter pgn NAME --round R`: the round's games, recorded ones with their moves.
fn round(state: &State, round: Option<u16>, output: Option<&Path>) -> Result<Outcome> {
    let r = round_or_last(&state.tournament, round)?;
    let text = arbiter_pgn::event_round_games(state, r)
        .ok_or_else(|| anyhow!("round {r} is not paired"))?;
    deliver(&text, output)?;
    Ok(Outcome::Ok)
}

/// `arbiter pgn NAME --all`: every recorded game; exit 1 when there is none.
fn all(state: &State, name: &str, output: Option<&Path>) -> Result<Outcome> {
    let text = arbiter_pgn::recorded_games(state);
    if text.is_empty() {
        eprintln!("arbiter: no game of {name} is recorded yet (arbiter pgn {name} --import FILE)");
        return Ok(Outcome::NoAnswer);
    }
    deliver(&text, output)?;
    Ok(Outcome::Ok)
}
