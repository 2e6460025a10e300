//! `arbiter go …`: Go tournaments in OpenGotha's files.

use std::io::Write;
use std::path::{Path, PathBuf};

use arbiter_core::GoTournament;
use arbiter_pairing::gotha::{
    GoPairing, GoPairingError, GoRound, check_go, explain as explain_round, pair_go,
};

use anyhow::{Result, anyhow};
use clap::Subcommand;
use serde_json::json;

use crate::io::{Outcome, deliver, is_h9, read_go_any, read_go_file, read_input, report};

/// The Go commands.
#[derive(Subcommand)]
pub enum GoCommand {
    /// Check a Go file, recognised by its content: OpenGotha's or the MacMahon program's
    /// XML, an EGF (h9), FFG (tou) or AGA results file, or a wall list (tab-separated
    /// text, as the MacMahon program exports it); print a summary with what was read
    /// otherwise than written (FILE:LINE:COL: warning: message), or every error as
    /// FILE:LINE:COL: message.
    Validate {
        /// The file, or - for standard input.
        file: PathBuf,
        /// Print one JSON value.
        #[arg(long)]
        json: bool,
    },
    /// Pair a round of an OpenGotha tournament as OpenGotha does (McMahon, Swiss or
    /// SwissCat, by the file's parameters); print `TABLE WHITE BLACK HANDICAP` per game
    /// and `BYE KEY` (players by their OpenGotha keys).
    Pair {
        /// The file, or - for standard input.
        file: PathBuf,
        /// The round (default: the one after the last round with a game or a bye).
        #[arg(long)]
        round: Option<u16>,
        /// Write the file with the round's games added here.
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// Write each game's cost by term, and each player's best alternative opponent
        /// with what the exchange would lose, to standard error.
        #[arg(long)]
        explain: bool,
        /// Print one JSON value.
        #[arg(long)]
        json: bool,
    },
    /// Check a round of an OpenGotha tournament against the engine: the same bye, every
    /// player in one game, each game with the engine's colours and handicap, and the
    /// highest total cost; exit 1 when it departs from them.
    Check {
        /// The file, or - for standard input.
        file: PathBuf,
        /// The round (default: the last round with a game).
        #[arg(long)]
        round: Option<u16>,
        /// Print one JSON value.
        #[arg(long)]
        json: bool,
    },
    /// Write a tournament (an OpenGotha file or an EGF results file) as the EGF results
    /// file (h9: the players who took part, in the order of the final standings, with
    /// their games by round) or as an OpenGotha file (xml).
    Export {
        /// The file, or - for standard input.
        file: PathBuf,
        /// `h9` (EGF), `tou` (FFG), `aga` (AGA results) or `xml` (OpenGotha).
        #[arg(long, default_value = "h9", value_parser = ["h9", "tou", "aga", "xml"])]
        format: String,
        /// Where to write it (default: standard output).
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// The character set: iso-8859-15 (default for h9 and tou, as OpenGotha writes
        /// them and the EGF's and FFG's tools read them) or utf-8 (default for aga and xml).
        #[arg(long)]
        encoding: Option<String>,
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
    /// Team tournaments and Pair Go / Rengo entrants.
    #[command(flatten)]
    Team(crate::go_team::GoTeamCommand),
}

/// `arbiter go standings`: places shared by players equal on every criterion, from the
/// event the file makes (as `arbiter standings` ranks a stored Go event).
fn standings(file: &Path, rounds: Option<u16>, json_mode: bool) -> Result<Outcome> {
    let Some((name, _, g)) = read_go_file(file)? else {
        return Ok(Outcome::BadInput);
    };
    let s = crate::target::go_state(&name, &g)?;
    let t = arbiter_event::go_view(&s).ok_or_else(|| anyhow!("{name}: not a Go event"))?;
    print_standings(&t, rounds, json_mode);
    Ok(Outcome::Ok)
}

/// Prints the ranking after `rounds` rounds (default: every round with a game), with the
/// players as the file names them.
fn print_standings(t: &GoTournament, rounds: Option<u16>, json_mode: bool) {
    let played = t.games.iter().map(|g| g.round).max().unwrap_or(0);
    let rounds = rounds.unwrap_or(played).min(t.rounds);
    let ranking = arbiter_standings::Ranking::go(t, rounds);
    let crits = ranking.codes();
    let mut rows = Vec::new();
    let mut text = format!("{:>4}  {:<30} {:>4}", "Pl", "Name", "Rank");
    for k in &crits {
        text.push_str(&format!(" {k:>8}"));
    }
    text.push('\n');
    for row in &ranking.rows {
        let Some(pl) = t.players.get(row.player.index()) else {
            continue;
        };
        let place = row.place;
        let shown = ranking.formatted(row);
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
            "rank": pl.rank.to_string(), "criteria": crits.iter().zip(&shown).map(|(k, v)| (k.clone(), json!(v))).collect::<serde_json::Map<_, _>>()}));
    }
    if json_mode {
        println!(
            "{}",
            json!({"rounds": rounds, "criteria": crits, "players": rows})
        );
    } else {
        print!("{text}");
    }
}

/// `arbiter go export`: the OpenGotha file of the tournament, or its EGF results file:
/// the players who took part (in a game or a bye), in the order of the final standings.
fn export(
    file: &Path,
    format: &str,
    output: Option<&Path>,
    encoding: Option<&str>,
) -> Result<Outcome> {
    let encoding = encoding.map(crate::files::go_encoding).transpose()?;
    let Some((_, bytes, t)) = read_go_file(file)? else {
        return Ok(Outcome::BadInput);
    };
    let file = arbiter_gotha::GoFile::parse(format).unwrap_or(arbiter_gotha::GoFile::H9);
    let encoding = encoding.unwrap_or(file.encoding());
    // An EGF results file keeps its own standings: it does not hold all they come from.
    let written = match (file, is_h9(&bytes)) {
        (arbiter_gotha::GoFile::H9, true) => {
            arbiter_gotha::write_h9_in(&t, &arbiter_gotha::parse_h9(&bytes)?.standings(), encoding)
        }
        _ => arbiter_gotha::write_file_in(&t, file, encoding),
    };
    crate::io::deliver_bytes(&written, output)?;
    Ok(Outcome::Ok)
}

/// `arbiter go pair`.
fn pair(
    file: &Path,
    round: Option<u16>,
    output: Option<&Path>,
    explain: bool,
    json_mode: bool,
) -> Result<Outcome> {
    let Some((name, bytes, t)) = read_go_file(file)? else {
        return Ok(Outcome::BadInput);
    };
    let last = t
        .games
        .iter()
        .map(|g| g.round)
        .chain(t.byes.iter().map(|&(r, _)| r))
        .max()
        .unwrap_or(0);
    let round = round.unwrap_or(last + 1);
    let pairing = match pair_go(&t, round) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{name}: {e}");
            return Ok(match e {
                GoPairingError::OddWithBye(_) => Outcome::NoAnswer,
                _ => Outcome::BadInput,
            });
        }
    };
    let key = |p: usize| t.players[p].key.as_str();
    if explain {
        let text = explanation(&t, &pairing)?;
        std::io::stderr().lock().write_all(text.as_bytes())?;
    }
    if let Some(out) = output {
        let mut doc = arbiter_gotha::parse(&bytes)?;
        let games: Vec<(u32, &str, &str, u8)> = pairing
            .games
            .iter()
            .map(|g| (g.table, key(g.white), key(g.black), g.handicap))
            .collect();
        arbiter_gotha::add_round(&mut doc, round, &games, pairing.bye.map(key));
        deliver(&arbiter_gotha::raw::write(&doc), Some(out))?;
    }
    if json_mode {
        println!(
            "{}",
            json!({"round": round,
                "games": pairing.games.iter().map(|g| json!({"table": g.table, "white": key(g.white),
                    "black": key(g.black), "handicap": g.handicap})).collect::<Vec<_>>(),
                "bye": pairing.bye.map(key)})
        );
    } else {
        print_round(&t, &pairing);
    }
    Ok(Outcome::Ok)
}

/// What `--explain` prints: each game's cost by term, and each player's best other
/// opponent with what the exchange would lose (players by their keys).
pub fn explanation(t: &GoTournament, pairing: &GoPairing) -> Result<String> {
    use std::fmt::Write as _;
    let round = pairing.round;
    let key = |p: usize| t.players[p].key.as_str();
    let r = GoRound::new(t, round)?;
    let (costs, alternatives) = explain_round(&r, pairing);
    let mut err = String::new();
    writeln!(
        err,
        "round {round}: the cost of each game (maximised), by term"
    )?;
    for (g, c) in pairing.games.iter().zip(&costs) {
        let terms: Vec<String> = c
            .terms()
            .iter()
            .filter(|(_, v)| *v != 0)
            .map(|(n, v)| format!("{n} {v}"))
            .collect();
        writeln!(
            err,
            "  {} {} {} {}: total {} = 1 + {}",
            g.table,
            key(g.white),
            key(g.black),
            g.handicap,
            c.total(),
            terms.join(" + ")
        )?;
    }
    writeln!(
        err,
        "each player's best other opponent, and what the exchange would lose"
    )?;
    for a in &alternatives {
        let terms: Vec<String> = a.loss.iter().map(|(n, v)| format!("{n} {v:+}")).collect();
        let with = match a.best_partner {
            Some(bp) => format!("{} would meet {}", key(a.partner), key(bp)),
            None => format!("{} would take the bye", key(a.partner)),
        };
        writeln!(
            err,
            "  {}: {} rather than {} ({with}): loses {} ({})",
            key(a.player),
            key(a.partner),
            key(a.best),
            a.total_loss,
            terms.join(", ")
        )?;
    }
    Ok(err)
}

/// What a Go round paired with results missing says of them: the games by round and
/// board, and how they counted (as OpenGotha counts an unknown result); empty when every
/// result was in.
pub fn unknown_results_note(unknown: &[(u16, u32)]) -> String {
    if unknown.is_empty() {
        return String::new();
    }
    let mut rounds: Vec<(u16, Vec<String>)> = Vec::new();
    for &(r, b) in unknown {
        match rounds.last_mut() {
            Some((last, boards)) if *last == r => boards.push(b.to_string()),
            _ => rounds.push((r, vec![b.to_string()])),
        }
    }
    let games: Vec<String> = rounds
        .iter()
        .map(|(r, boards)| {
            let word = if boards.len() == 1 { "board" } else { "boards" };
            format!("round {r} {word} {}", boards.join(", "))
        })
        .collect();
    format!(
        "paired without the results of {}: as OpenGotha counts an unknown result, no point \
         to either player, the game counting in the sums of opponents' scores (as not \
         played where unplayed rounds count half a point); enter them with `arbiter result`",
        games.join("; ")
    )
}

/// A paired round as `go pair` prints it: `TABLE WHITE BLACK HANDICAP` per game, then
/// `BYE KEY`.
fn print_round(t: &GoTournament, p: &GoPairing) {
    let key = |q: usize| t.players[q].key.as_str();
    for g in &p.games {
        println!(
            "{} {} {} {}",
            g.table,
            key(g.white),
            key(g.black),
            g.handicap
        );
    }
    if let Some(b) = p.bye {
        println!("BYE {}", key(b));
    }
}

/// `arbiter go check`.
fn check(file: &Path, round: Option<u16>, json_mode: bool) -> Result<Outcome> {
    let Some((name, _, t)) = read_go_file(file)? else {
        return Ok(Outcome::BadInput);
    };
    check_round(&name, &t, round, json_mode)
}

/// Checks round `round` of `t` (default: the last with a game) against the engine and
/// prints what differs; `NoAnswer` when it departs from the engine.
pub fn check_round(
    name: &str,
    t: &GoTournament,
    round: Option<u16>,
    json_mode: bool,
) -> Result<Outcome> {
    let round = round.unwrap_or_else(|| t.games.iter().map(|g| g.round).max().unwrap_or(1));
    let c = match check_go(t, round) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("{name}: {e}");
            return Ok(Outcome::BadInput);
        }
    };
    let key = |p: usize| t.players[p].key.as_str();
    if json_mode {
        println!(
            "{}",
            json!({"round": round, "agrees": c.agrees(), "total": c.given_total,
                "best_total": c.best_total, "differences": c.differences,
                "expected": c.expected.games.iter().map(|g| json!({"table": g.table,
                    "white": key(g.white), "black": key(g.black), "handicap": g.handicap})).collect::<Vec<_>>(),
                "expected_bye": c.expected.bye.map(key)})
        );
    } else if c.agrees() {
        println!(
            "{name}: round {round} agrees with the engine (total cost {})",
            c.given_total
        );
    } else {
        println!("{name}: round {round} departs from the engine:");
        for d in &c.differences {
            println!("  {d}");
        }
        println!("the engine pairs it:");
        print_round(t, &c.expected);
    }
    Ok(if c.agrees() {
        Outcome::Ok
    } else {
        Outcome::NoAnswer
    })
}

/// Runs a Go command.
pub fn run(command: &GoCommand, location: &crate::workflow::Location) -> Result<Outcome> {
    match command {
        GoCommand::Check { file, round, json } => check(file, *round, *json),
        GoCommand::Export {
            file,
            format,
            output,
            encoding,
        } => export(file, format, output.as_deref(), encoding.as_deref()),
        GoCommand::Pair {
            file,
            round,
            output,
            explain,
            json,
        } => pair(file, *round, output.as_deref(), *explain, *json),
        GoCommand::Standings { file, rounds, json } => standings(file, *rounds, *json),
        GoCommand::Team(command) => crate::go_team::run(command, location),
        GoCommand::Validate { file, json } => {
            let (name, bytes) = read_input(file)?;
            match read_go_any(&bytes) {
                Ok(read) => {
                    let t = &read.tournament;
                    let played = t.games.iter().map(|g| g.round).max().unwrap_or(0);
                    if *json {
                        println!(
                            "{}",
                            json!({"file": name, "valid": true, "kind": read.kind.describe(),
                                "players": t.players.len(),
                                "rounds": t.rounds, "rounds_with_games": played, "games": t.games.len(),
                                "byes": t.byes.len(),
                                "warnings": read.warnings.iter().map(|w| json!({"line": w.line, "column": w.column, "message": w.kind.to_string()})).collect::<Vec<_>>()})
                        );
                    } else {
                        report(&name, &read.warnings);
                        println!(
                            "{name}: valid {} file: {} players, {} games in {played} rounds, {} rounds planned{}",
                            read.kind.describe(),
                            t.players.len(),
                            t.games.len(),
                            t.rounds,
                            match read.warnings.len() {
                                0 => String::new(),
                                1 => ", 1 warning".to_string(),
                                n => format!(", {n} warnings"),
                            }
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
                        report(&name, &e.diagnostics);
                    }
                    Ok(Outcome::BadInput)
                }
            }
        }
    }
}
