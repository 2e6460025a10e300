//! Fixed schedules on the command line: `arbiter roundrobin` prints the Berger table of a
//! field, `arbiter schedule …` the Scheveningen, Hilton, knock-out and Varma schedules.

use crate::io::Outcome;
use arbiter_pairing::knockout::{Bracket, MatchFormat, Slot};
use arbiter_pairing::roundrobin::{self, Schedule, Variant};
use arbiter_pairing::{hilton, scheveningen, varma};
use clap::{Args, Subcommand, ValueEnum};
use serde_json::{Value, json};
use std::fmt::Write as _;

/// Output formats of the schedule commands.
#[derive(Copy, Clone, ValueEnum)]
pub enum ScheduleFormat {
    /// One line per round.
    Text,
    /// One JSON value.
    Json,
}

/// `arbiter roundrobin`.
#[derive(Args)]
pub struct RoundrobinArgs {
    /// Number of players (an odd field gets a bye each round).
    #[arg(long)]
    players: u32,
    /// A double round robin: every pair meets twice, once with each colour.
    #[arg(long)]
    double: bool,
    /// How the two cycles are arranged: fide (default), standard, rotate=R (R even),
    /// adjusted.
    #[arg(long, requires = "double")]
    variant: Option<String>,
    /// Reorder the boards of each round so that every player sits at every board about
    /// equally often (at least once and at most twice in a single round robin of an even
    /// field); a note on standard error when no such order was found (4 players).
    #[arg(long)]
    balanced_boards: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t = ScheduleFormat::Text)]
    format: ScheduleFormat,
}

/// `arbiter schedule …`.
#[derive(Subcommand)]
pub enum ScheduleCommand {
    /// A Scheveningen match: two teams, everyone meets every player of the other team.
    Scheveningen {
        /// Players per team.
        #[arg(long)]
        boards: u32,
        /// Output format.
        #[arg(long, value_enum, default_value_t = ScheduleFormat::Text)]
        format: ScheduleFormat,
    },
    /// Hilton pairings for a jamboree: every team meets every other team each round.
    Hilton {
        /// Number of teams (3 to 10).
        #[arg(long)]
        teams: u32,
        /// Players per team (default: teams − 1, or teams for an odd number of teams).
        #[arg(long)]
        boards: Option<u32>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = ScheduleFormat::Text)]
        format: ScheduleFormat,
    },
    /// A knock-out bracket: 1 against N, byes to the top seeds.
    Knockout {
        /// Number of entrants.
        #[arg(long)]
        players: u32,
        /// Games of each mini-match before the tie-breaks.
        #[arg(long, default_value_t = 2)]
        games: u32,
        /// Output format.
        #[arg(long, value_enum, default_value_t = ScheduleFormat::Text)]
        format: ScheduleFormat,
    },
    /// Varma tables (C.05 Annex 2): the groups of pairing numbers, or a restricted draw.
    Varma {
        /// Number of players (9 to 24); not needed with --federations.
        #[arg(long, required_unless_present = "federations")]
        players: Option<usize>,
        /// Draw pairing numbers for players of these federations, one code per player in
        /// the order of the entry list, comma-separated (e.g. NOR,NOR,SWE,…).
        #[arg(long)]
        federations: Option<String>,
        /// The seed of the draw, to repeat it (default: from the clock; always printed).
        #[arg(long, requires = "federations")]
        seed: Option<u64>,
        /// Output format.
        #[arg(long, value_enum, default_value_t = ScheduleFormat::Text)]
        format: ScheduleFormat,
    },
}

fn bad(message: impl std::fmt::Display) -> anyhow::Result<Outcome> {
    eprintln!("arbiter: {message}");
    Ok(Outcome::BadInput)
}

/// Runs `arbiter roundrobin`.
///
/// # Errors
/// Only when standard output cannot be written.
pub fn roundrobin(args: &RoundrobinArgs) -> anyhow::Result<Outcome> {
    let variant = match args.variant.as_deref().map(str::parse::<Variant>) {
        None => Variant::Fide,
        Some(Ok(v)) => v,
        Some(Err(e)) => return bad(e),
    };
    let mut schedule = match roundrobin::schedule(args.players, args.double, variant) {
        Ok(s) => s,
        Err(e) => return bad(e),
    };
    if args.balanced_boards {
        let balance = schedule.balance_boards();
        if !balance.balanced {
            eprintln!(
                "arbiter: note: for {} players the board search found no arrangement that \
                 seats everybody at every board between the bounds; the best one found has \
                 {} board visit(s) beyond them",
                args.players, balance.excess
            );
        }
    }
    print!(
        "{}",
        match args.format {
            ScheduleFormat::Text => roundrobin_text(&schedule),
            ScheduleFormat::Json => roundrobin_json(&schedule),
        }
    );
    Ok(Outcome::Ok)
}

/// One line per round: `Round 1: 1-8 2-7 3-6 4-5`, the bye last (`; bye 5`).
fn roundrobin_text(s: &Schedule) -> String {
    let mut out = String::new();
    for r in &s.rounds {
        let pairs: Vec<String> = r.pairs.iter().map(|(w, b)| format!("{w}-{b}")).collect();
        let _ = write!(out, "Round {}: {}", r.round, pairs.join(" "));
        if let Some(b) = r.bye {
            let _ = write!(out, "; bye {b}");
        }
        out.push('\n');
    }
    out
}

/// `{"players":N,"rounds":[{"round":1,"pairs":[{"white":1,"black":8},…],"bye":null}]}`,
/// keys in this order, on one line.
fn roundrobin_json(s: &Schedule) -> String {
    let rounds: Vec<String> = s
        .rounds
        .iter()
        .map(|r| {
            let pairs: Vec<String> = r
                .pairs
                .iter()
                .map(|(w, b)| format!("{{\"white\":{w},\"black\":{b}}}"))
                .collect();
            let bye = r.bye.map_or_else(|| "null".to_string(), |b| b.to_string());
            format!(
                "{{\"round\":{},\"pairs\":[{}],\"bye\":{bye}}}",
                r.round,
                pairs.join(",")
            )
        })
        .collect();
    format!(
        "{{\"players\":{},\"rounds\":[{}]}}\n",
        s.players,
        rounds.join(",")
    )
}

/// Runs `arbiter schedule …`.
///
/// # Errors
/// Only when standard output cannot be written.
pub fn schedule(command: &ScheduleCommand) -> anyhow::Result<Outcome> {
    match command {
        ScheduleCommand::Scheveningen { boards, format } => {
            let s = match scheveningen::schedule(*boards) {
                Ok(s) => s,
                Err(e) => return bad(e),
            };
            print_schedule(*format, &scheveningen_text(&s), &scheveningen_json(&s));
        }
        ScheduleCommand::Hilton {
            teams,
            boards,
            format,
        } => {
            let s = match hilton::schedule(*teams, *boards) {
                Ok(s) => s,
                Err(e) => return bad(e),
            };
            print_schedule(*format, &hilton_text(&s), &hilton_json(&s));
        }
        ScheduleCommand::Knockout {
            players,
            games,
            format,
        } => {
            if *games == 0 {
                return bad("a mini-match needs at least one game");
            }
            let b = match Bracket::new(*players, MatchFormat::with_games(*games)) {
                Ok(b) => b,
                Err(e) => return bad(e),
            };
            print_schedule(*format, &knockout_text(&b), &knockout_json(&b));
        }
        ScheduleCommand::Varma {
            players,
            federations,
            seed,
            format,
        } => return varma_command(*players, federations.as_deref(), *seed, *format),
    }
    Ok(Outcome::Ok)
}

/// Prints a schedule in the format asked for.
fn print_schedule(format: ScheduleFormat, text: &str, value: &Value) {
    crate::io::emit(
        matches!(format, ScheduleFormat::Json),
        value,
        text.trim_end_matches('\n'),
    );
}

fn scheveningen_text(s: &scheveningen::ScheveningenSchedule) -> String {
    let mut out = String::new();
    for (r, games) in s.rounds.iter().enumerate() {
        let games: Vec<String> = games.iter().map(ToString::to_string).collect();
        let _ = writeln!(out, "Round {}: {}", r + 1, games.join(" "));
    }
    out
}

fn scheveningen_json(s: &scheveningen::ScheveningenSchedule) -> Value {
    let rounds: Vec<Value> = s
        .rounds
        .iter()
        .enumerate()
        .map(|(r, games)| {
            let games: Vec<Value> = games
                .iter()
                .enumerate()
                .map(|(b, g)| {
                    json!({"board": b + 1, "white": g.white.to_string(), "black": g.black.to_string()})
                })
                .collect();
            json!({"round": r + 1, "games": games})
        })
        .collect();
    json!({"boards": s.boards, "published": s.published, "rounds": rounds})
}

fn hilton_text(s: &hilton::HiltonSchedule) -> String {
    let mut out = String::new();
    for r in 0..hilton::ROUNDS {
        let _ = writeln!(out, "Round {}", r + 1);
        for (b, row) in s.cells.iter().enumerate() {
            let cell = &row[r];
            let games: Vec<String> = cell.games.iter().map(ToString::to_string).collect();
            let _ = write!(out, "  Board {}: {}", b + 1, games.join(" "));
            if !cell.byes.is_empty() {
                let byes: String = cell.byes.iter().collect();
                let _ = write!(out, "; no game: {byes}");
            }
            out.push('\n');
        }
    }
    out
}

fn hilton_json(s: &hilton::HiltonSchedule) -> Value {
    let rounds: Vec<Value> = (0..hilton::ROUNDS)
        .map(|r| {
            let boards: Vec<Value> = s
                .cells
                .iter()
                .enumerate()
                .map(|(b, row)| {
                    let games: Vec<Value> = row[r]
                        .games
                        .iter()
                        .map(
                            |g| json!({"white": g.white.to_string(), "black": g.black.to_string()}),
                        )
                        .collect();
                    let byes: Vec<String> = row[r].byes.iter().map(ToString::to_string).collect();
                    json!({"board": b + 1, "games": games, "byes": byes})
                })
                .collect();
            json!({"round": r + 1, "boards": boards})
        })
        .collect();
    json!({"teams": s.teams, "boards": s.boards, "rounds": rounds})
}

fn slot_text(slot: Slot, round: usize) -> String {
    match slot {
        Slot::Seed(s) => s.to_string(),
        Slot::Bye => "bye".to_string(),
        Slot::WinnerOf(m) => format!("winner of R{}M{m}", round - 1),
    }
}

fn slot_json(slot: Slot, round: usize) -> Value {
    match slot {
        Slot::Seed(s) => json!({"seed": s}),
        Slot::Bye => json!({"bye": true}),
        Slot::WinnerOf(m) => json!({"winner_of": {"round": round - 1, "match": m}}),
    }
}

fn knockout_text(b: &Bracket) -> String {
    let mut out = String::new();
    let stages: Vec<String> = b
        .format
        .stages
        .iter()
        .map(|s| format!("{} {}", s.games, s.name))
        .collect();
    let _ = writeln!(
        out,
        "{} entrants, {} places; each match: {}",
        b.entrants,
        b.entrants.next_power_of_two(),
        stages.join(", then ")
    );
    for (i, matches) in b.rounds.iter().enumerate() {
        let round = i + 1;
        let _ = writeln!(out, "Round {round} ({})", b.round_name(round));
        for (j, m) in matches.iter().enumerate() {
            let _ = write!(
                out,
                "  R{round}M{}: {} - {}",
                j + 1,
                slot_text(m.first, round),
                slot_text(m.second, round)
            );
            if let Some(w) = m.winner {
                let _ = write!(out, " ({w} advances)");
            }
            out.push('\n');
        }
    }
    out
}

fn knockout_json(b: &Bracket) -> Value {
    let rounds: Vec<Value> = b
        .rounds
        .iter()
        .enumerate()
        .map(|(i, matches)| {
            let round = i + 1;
            let matches: Vec<Value> = matches
                .iter()
                .enumerate()
                .map(|(j, m)| {
                    json!({
                        "match": j + 1,
                        "first": slot_json(m.first, round),
                        "second": slot_json(m.second, round),
                        "winner": m.winner,
                    })
                })
                .collect();
            json!({"round": round, "name": b.round_name(round), "matches": matches})
        })
        .collect();
    let stages: Vec<Value> = b
        .format
        .stages
        .iter()
        .map(|s| json!({"name": s.name, "games": s.games, "armageddon": s.armageddon}))
        .collect();
    json!({
        "entrants": b.entrants,
        "places": b.entrants.next_power_of_two(),
        "stages": stages,
        "rounds": rounds,
    })
}

fn varma_command(
    players: Option<usize>,
    federations: Option<&str>,
    seed: Option<u64>,
    format: ScheduleFormat,
) -> anyhow::Result<Outcome> {
    const NAMES: [char; 4] = ['A', 'B', 'C', 'D'];
    let Some(list) = federations else {
        let n = players.unwrap_or(0);
        let groups = match varma::groups(n) {
            Ok(g) => g,
            Err(e) => {
                eprintln!("arbiter: {e}");
                return Ok(Outcome::NoAnswer);
            }
        };
        let mut text = String::new();
        for (name, g) in NAMES.iter().zip(&groups) {
            let numbers: Vec<String> = g.iter().map(ToString::to_string).collect();
            let _ = writeln!(text, "{name}: {}", numbers.join(" "));
        }
        let value = json!({
            "players": n,
            "groups": NAMES.iter().zip(&groups).map(|(name, g)| json!({"group": name.to_string(), "numbers": g})).collect::<Vec<Value>>(),
        });
        print_schedule(format, &text, &value);
        return Ok(Outcome::Ok);
    };
    let codes: Vec<String> = list
        .split(',')
        .map(|c| c.trim().to_ascii_uppercase())
        .collect();
    if codes.iter().any(String::is_empty) {
        return bad("--federations: an empty federation code");
    }
    if players.is_some_and(|p| p != codes.len()) {
        return bad("--players and the number of federations differ");
    }
    let entrants: Vec<varma::Entrant> = codes
        .iter()
        .enumerate()
        .map(|(i, f)| varma::Entrant {
            name: format!("{:04}", i + 1),
            federation: f.clone(),
        })
        .collect();
    let seed = seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
    });
    let numbers = match varma::draw(&entrants, &mut varma::SeededLots::new(seed)) {
        Ok(n) => n,
        Err(e) => {
            eprintln!("arbiter: {e}");
            return Ok(Outcome::NoAnswer);
        }
    };
    let mut text = format!("seed {seed}\n");
    for (i, (code, n)) in codes.iter().zip(&numbers).enumerate() {
        let _ = writeln!(text, "entrant {} ({code}): pairing number {n}", i + 1);
    }
    let value = json!({
        "seed": seed,
        "entrants": codes.iter().zip(&numbers).enumerate().map(|(i, (code, n))| json!({"entrant": i + 1, "federation": code, "number": n})).collect::<Vec<Value>>(),
    });
    print_schedule(format, &text, &value);
    Ok(Outcome::Ok)
}
