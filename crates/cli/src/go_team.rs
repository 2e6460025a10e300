//! `arbiter go teams|pair-teams|team|pair-entrant`: Go team tournaments and Pair Go /
//! Rengo entrants in OpenGotha's files.
//!
//! Teams live in the file's `<Teams>` section, as OpenGotha keeps them: a number, a name
//! and the player on each board, round by round. Team matches are read from the games.
//! A Pair Go pair or a Rengo team is one player of the draw, its rank and rating the
//! mean of its members'; OpenGotha's file keeps that player only, so building one
//! replaces its members in the file.

use std::path::{Path, PathBuf};

use anyhow::Result;
use arbiter_core::{
    GO_TEAM_CRITERIA, GO_TEAM_MAX_BOARDS, GO_TEAM_ROUNDS, GoPairEntrant, GoPairEntry, GoPairKind,
    GoPairMember, GoTeamCriterion, GoTeamRules, GoTournament, Sex, go_player_key,
};
use arbiter_gotha::GoFile;
use arbiter_pairing::go_team::{GoTeamPairedMatch, pair_go_match, pair_go_team_round};
use arbiter_standings::go_team::{go_team_standings, go_team_standings_text, go_team_value_text};
use clap::Subcommand;
use serde_json::json;

use crate::io::{Outcome, block_on, deliver, read_go, read_input, report};
use crate::workflow::{self, Location};
use arbiter_event::GoTeamChange;
use arbiter_store::AnyStore;

/// The Go team and pair commands (subcommands of `arbiter go`).
#[derive(Subcommand)]
pub enum GoTeamCommand {
    /// Team standings of an OpenGotha team tournament by the file's team criteria (team
    /// points, SOST, board wins, board wins of the upper boards, mean rating): place,
    /// name, each round's opponent (by line), `+` `=` `-` and board wins, the criteria.
    Teams {
        /// The OpenGotha file, or - for standard input; or the name of a stored Go event.
        file: PathBuf,
        /// After this round (default: the last round with a game).
        #[arg(long)]
        round: Option<u16>,
        /// Print one JSON value.
        #[arg(long)]
        json: bool,
    },
    /// Pair the team matches of a round as OpenGotha pairs a match (member k meets member
    /// k; handicaps as in the individual pairing; even boards alternate colours from
    /// board 1): the matches given, or a proposal (complete teams, rematches avoided,
    /// teams close in the standings). Prints `MATCH WHITE-TEAM - BLACK-TEAM`, then
    /// `TABLE WHITE BLACK HANDICAP` per game.
    PairTeams {
        /// The OpenGotha file, or - for standard input; or the name of a stored Go event.
        file: PathBuf,
        /// The round (default: the one after the last round with a game or a bye).
        #[arg(long)]
        round: Option<u16>,
        /// A match to pair, two teams by name or number (`--match 1,4`); repeat for each
        /// match. Without it, the round's proposal is paired.
        #[arg(long = "match", value_name = "A,B")]
        matches: Vec<String>,
        /// Write the file with the round's games added here (it may be the file read).
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// Print one JSON value.
        #[arg(long)]
        json: bool,
    },
    /// Build the teams of an OpenGotha file: add a team (its members on boards 1, 2, ...
    /// in every round), set a round's line-up, remove a team, set the team size or the
    /// team criteria; without a change, list the teams. Players by their OpenGotha keys
    /// (name and given name, no spaces, any case).
    Team {
        /// The OpenGotha file, or - for standard input; or the name of a stored Go event.
        file: PathBuf,
        /// Add a team of this name (with --members).
        #[arg(long, value_name = "NAME", conflicts_with_all = ["line_up", "remove"])]
        add: Option<String>,
        /// Set the line-up of this team (name or number) in --round (with --members).
        #[arg(long, value_name = "TEAM", conflicts_with = "remove")]
        line_up: Option<String>,
        /// Remove this team (name or number); refused once its players have games.
        #[arg(long, value_name = "TEAM")]
        remove: Option<String>,
        /// The players, board 1 first.
        #[arg(long, value_delimiter = ',', value_name = "KEY,KEY,...")]
        members: Vec<String>,
        /// The round of --line-up.
        #[arg(long)]
        round: Option<u16>,
        /// The number of the team added (default: one more than the highest).
        #[arg(long)]
        number: Option<u32>,
        /// Boards per team, 2 to 10.
        #[arg(long)]
        size: Option<u8>,
        /// Team placement criteria, comma-separated (TEAMP, SOST, BDW, BDW1U..BDW9U,
        /// MNR), or `opengotha` for OpenGotha's defaults.
        #[arg(long)]
        criteria: Option<String>,
        /// Write the file here (it may be the file read; default: standard output).
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// Print one JSON value (the list of teams).
        #[arg(long)]
        json: bool,
    },
    /// Enter a Pair Go pair (--woman and --man) or a Rengo team (--rengo) as one player of
    /// the draw: its rank and rating are the mean of its members' (a half grade rounded
    /// up), its handicaps the difference of the exact mean grades rounded down (the EGF
    /// rule). The members, players of the file without a game, a bye or a team, are
    /// replaced by the entrant (OpenGotha's file keeps the entrant only).
    PairEntrant {
        /// The OpenGotha file, or - for standard input.
        file: PathBuf,
        /// Pair Go: the woman (she moves first).
        #[arg(long, value_name = "KEY", requires = "man", conflicts_with = "rengo")]
        woman: Option<String>,
        /// Pair Go: the man.
        #[arg(long, value_name = "KEY", requires = "woman")]
        man: Option<String>,
        /// Rengo: two or more players in playing order.
        #[arg(long, value_delimiter = ',', value_name = "KEY,KEY,...")]
        rengo: Vec<String>,
        /// Write the file here (it may be the file read; default: standard output).
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// Print one JSON value (the entrant).
        #[arg(long)]
        json: bool,
    },
}

/// A refusal: the message on standard error, prefixed by the file's name.
fn refuse(name: &str, why: impl std::fmt::Display) -> Result<Outcome> {
    eprintln!("{name}: {why}");
    Ok(Outcome::BadInput)
}

/// Reads and validates a tournament file (errors as FILE:LINE:COL: message).
fn read(file: &Path) -> Result<Option<(String, Vec<u8>, GoTournament)>> {
    let (name, bytes) = read_input(file)?;
    Ok(read_go(&name, &bytes).map(|t| (name, bytes, t)))
}

/// The player of `key` (an OpenGotha key, any case, spaces ignored).
fn find_player(t: &GoTournament, key: &str) -> Result<usize, String> {
    let wanted = go_player_key(key.trim(), "");
    if wanted.is_empty() {
        return Err("an empty player key".into());
    }
    t.players
        .iter()
        .position(|p| p.key.to_uppercase() == wanted)
        .ok_or_else(|| format!("no player has the key {key:?}"))
}

/// The team (index) named `what`, or numbered `what`.
fn find_team(t: &GoTournament, what: &str) -> Result<usize, String> {
    t.teams.find(what).map_err(|e| e.to_string())
}

fn last_round_with_game(t: &GoTournament) -> u16 {
    t.games.iter().map(|g| g.round).max().unwrap_or(0)
}

fn last_round_used(t: &GoTournament) -> u16 {
    t.games
        .iter()
        .map(|g| g.round)
        .chain(t.byes.iter().map(|&(r, _)| r))
        .max()
        .unwrap_or(0)
}

/// A criterion's value for JSON: board wins as wins (`4.5`), others as they are.
fn json_value(c: GoTeamCriterion, v: i64) -> serde_json::Value {
    if c.in_half_points() {
        json!(v as f64 / 2.0)
    } else {
        json!(v)
    }
}

/// `arbiter go teams`.
fn teams(file: &Path, round: Option<u16>, json_mode: bool) -> Result<Outcome> {
    let Some((name, _, t)) = read(file)? else {
        return Ok(Outcome::BadInput);
    };
    teams_of(&name, &t, round, json_mode)
}

/// The team standings of `t` (a file's, or a stored event's Go tournament): the one
/// [`go_team_standings`] every view of them reads.
pub(crate) fn teams_of(
    name: &str,
    t: &GoTournament,
    round: Option<u16>,
    json_mode: bool,
) -> Result<Outcome> {
    let name = name.to_string();
    if t.teams.is_empty() {
        return refuse(&name, "the tournament has no teams");
    }
    let round = round.unwrap_or_else(|| last_round_with_game(t));
    if round > t.rounds {
        return refuse(
            &name,
            format!("round {round}: the tournament has {} rounds", t.rounds),
        );
    }
    let s = go_team_standings(t, round);
    if !json_mode {
        print!("{}", go_team_standings_text(&s, t));
        return Ok(Outcome::Ok);
    }
    let team_name = |i: usize| t.teams.teams.get(i).map_or("", |x| x.name.as_str());
    let rows: Vec<serde_json::Value> = s
        .rows
        .iter()
        .map(|row| {
            let team = &t.teams.teams[row.team];
            json!({
                "place": row.place,
                "number": team.number,
                "name": team.name,
                "criteria": s.criteria.iter().zip(&row.values)
                    .map(|(c, v)| (c.name(), json_value(*c, *v)))
                    .collect::<serde_json::Map<_, _>>(),
                "shown": s.criteria.iter().zip(&row.values)
                    .map(|(c, v)| (c.name(), json!(go_team_value_text(*c, *v))))
                    .collect::<serde_json::Map<_, _>>(),
                "rounds": row.rounds.iter().map(|r| r.as_ref().map(|r| json!({
                    "opponent": team_name(r.opponent),
                    "team_points": r.team_points,
                    "board_wins": f64::from(r.wins2) / 2.0,
                }))).collect::<Vec<_>>(),
            })
        })
        .collect();
    println!(
        "{}",
        json!({"round": round, "size": t.teams.rules.size,
            "criteria": s.criteria.iter().map(|c| c.name()).collect::<Vec<_>>(),
            "teams": rows})
    );
    Ok(Outcome::Ok)
}

/// `arbiter go pair-teams`.
fn pair_teams(
    file: &Path,
    round: Option<u16>,
    given: &[String],
    output: Option<&Path>,
    json_mode: bool,
) -> Result<Outcome> {
    let Some((name, bytes, t)) = read(file)? else {
        return Ok(Outcome::BadInput);
    };
    if t.teams.is_empty() {
        return refuse(
            &name,
            "the tournament has no teams: add them with `go team`",
        );
    }
    let round = round.unwrap_or_else(|| last_round_used(&t) + 1);
    let mut matches: Vec<GoTeamPairedMatch> = Vec::new();
    let mut unpaired = None;
    if given.is_empty() {
        match pair_go_team_round(&t, round) {
            Ok(p) => {
                matches = p.matches;
                unpaired = p.unpaired;
            }
            Err(e) => return refuse(&name, e),
        }
        if matches.is_empty() {
            return refuse(
                &name,
                format!("round {round}: no two complete teams are free to meet"),
            );
        }
    } else {
        let mut taken: Vec<u32> = Vec::new();
        let mut used: Vec<usize> = Vec::new();
        for m in given {
            let parts: Vec<&str> = m.split(',').map(str::trim).collect();
            let [a, b] = parts.as_slice() else {
                return refuse(
                    &name,
                    format!("--match {m:?}: expected two teams, as A,B (names or numbers)"),
                );
            };
            let (a, b) = match (find_team(&t, a), find_team(&t, b)) {
                (Ok(a), Ok(b)) => (a, b),
                (Err(e), _) | (_, Err(e)) => return refuse(&name, format!("--match {m:?}: {e}")),
            };
            if let Some(&twice) = [a, b].iter().find(|x| used.contains(x)) {
                return refuse(
                    &name,
                    format!(
                        "--match {m:?}: team {:?} is in two matches of the round",
                        t.teams.teams[twice].name
                    ),
                );
            }
            used.extend([a, b]);
            match pair_go_match(&t, round, a, b, &taken) {
                Ok(p) => {
                    taken.extend(p.games.iter().map(|g| g.table));
                    matches.push(p);
                }
                Err(e) => return refuse(&name, format!("--match {m:?}: {e}")),
            }
        }
    }
    let key = |p: usize| t.players[p].key.as_str();
    if let Some(out) = output {
        let mut doc = match arbiter_gotha::parse(&bytes) {
            Ok(d) => d,
            Err(e) => {
                report(&name, &e.diagnostics);
                return Ok(Outcome::BadInput);
            }
        };
        let games: Vec<(u32, &str, &str, u8)> = matches
            .iter()
            .flat_map(|m| &m.games)
            .map(|g| (g.table, key(g.white), key(g.black), g.handicap))
            .collect();
        arbiter_gotha::add_round(&mut doc, round, &games, None);
        deliver(&arbiter_gotha::raw::write(&doc), Some(out))?;
    }
    print_matches(&t, &matches, unpaired, round, json_mode);
    Ok(Outcome::Ok)
}

/// A paired team round as `go pair-teams` prints it: `MATCH WHITE-TEAM - BLACK-TEAM`, then
/// `TABLE WHITE BLACK HANDICAP` per game (players by key), `UNPAIRED TEAM`; or JSON.
fn print_matches(
    t: &GoTournament,
    matches: &[GoTeamPairedMatch],
    unpaired: Option<usize>,
    round: u16,
    json_mode: bool,
) {
    let key = |p: usize| t.players[p].key.as_str();
    let team_name = |i: usize| t.teams.teams[i].name.as_str();
    if json_mode {
        println!(
            "{}",
            json!({"round": round,
                "matches": matches.iter().map(|m| json!({
                    "white": team_name(m.white), "black": team_name(m.black),
                    "games": m.games.iter().map(|g| json!({"table": g.table, "white": key(g.white),
                        "black": key(g.black), "handicap": g.handicap})).collect::<Vec<_>>(),
                })).collect::<Vec<_>>(),
                "unpaired": unpaired.map(team_name)})
        );
    } else {
        for m in matches {
            println!("MATCH {} - {}", team_name(m.white), team_name(m.black));
            for g in &m.games {
                println!(
                    "{} {} {} {}",
                    g.table,
                    key(g.white),
                    key(g.black),
                    g.handicap
                );
            }
        }
        if let Some(u) = unpaired {
            println!("UNPAIRED {}", team_name(u));
        }
    }
}

/// Writes `t` as an OpenGotha file to `output` (standard output when `None`).
fn write_tournament(t: &GoTournament, output: Option<&Path>) -> Result<()> {
    deliver(&arbiter_gotha::write_file(t, GoFile::OpenGotha), output)
}

/// Says what was done: on standard output when the file goes elsewhere, else on
/// standard error.
fn say(output: Option<&Path>, text: &str) {
    if output.is_some() {
        println!("{text}");
    } else {
        eprintln!("{text}");
    }
}

fn parse_criteria(list: &str) -> Result<Vec<GoTeamCriterion>, String> {
    if list.trim().eq_ignore_ascii_case("opengotha") {
        return Ok(GoTeamRules::opengotha().criteria);
    }
    let mut out = Vec::new();
    for name in list.split(',').map(str::trim).filter(|x| !x.is_empty()) {
        let c = GoTeamCriterion::from_name(&name.to_ascii_uppercase()).ok_or_else(|| {
            format!(
                "unknown team criterion {name:?} (known: TEAMP, SOST, BDW, BDW1U to BDW9U, MNR)"
            )
        })?;
        if out.contains(&c) {
            return Err(format!("team criterion {name} is given twice"));
        }
        out.push(c);
    }
    if out.is_empty() {
        return Err("at least one team criterion is needed".into());
    }
    if out.len() > GO_TEAM_CRITERIA {
        return Err(format!(
            "at most {GO_TEAM_CRITERIA} team criteria, not {}",
            out.len()
        ));
    }
    Ok(out)
}

/// The players of `keys`, distinct, at most ten.
fn members_of(t: &GoTournament, keys: &[String]) -> Result<Vec<usize>, String> {
    if keys.is_empty() {
        return Err("give the players with --members KEY,KEY,...".into());
    }
    if keys.len() > usize::from(GO_TEAM_MAX_BOARDS) {
        return Err(format!(
            "a team has at most {GO_TEAM_MAX_BOARDS} boards, not {}",
            keys.len()
        ));
    }
    let mut out: Vec<usize> = Vec::new();
    for k in keys {
        // A number is the player's place in the file (a stored event's start rank).
        let p = match k.trim().parse::<usize>() {
            Ok(n) if (1..=t.players.len()).contains(&n) => n - 1,
            Ok(n) => return Err(format!("there is no player {n}")),
            Err(_) => find_player(t, k)?,
        };
        if out.contains(&p) {
            return Err(format!("player {k:?} is given twice"));
        }
        out.push(p);
    }
    Ok(out)
}

fn teams_json(t: &GoTournament) -> serde_json::Value {
    json!({"size": t.teams.rules.size,
        "criteria": t.teams.rules.criteria.iter().map(|c| c.name()).collect::<Vec<_>>(),
        "teams": t.teams.teams.iter().map(|team| json!({
            "number": team.number, "name": team.name,
            "line_ups": (1..=GO_TEAM_ROUNDS.min(t.rounds.max(1))).map(|r| team.line_up(r, t.teams.rules.size)
                .into_iter().map(|m| m.map(|p| t.players[p].key.clone())).collect::<Vec<_>>())
                .collect::<Vec<_>>(),
        })).collect::<Vec<_>>()})
}

fn teams_text(t: &GoTournament) -> String {
    let size = t.teams.rules.size;
    let mut out = format!(
        "{} teams of {size} boards; criteria: {}\n",
        t.teams.teams.len(),
        t.teams
            .rules
            .criteria
            .iter()
            .map(|c| c.name())
            .collect::<Vec<_>>()
            .join(", ")
    );
    for team in &t.teams.teams {
        let line = |r: u16| -> Vec<String> {
            team.line_up(r, size)
                .into_iter()
                .map(|m| m.map_or_else(|| "-".to_string(), |p| t.players[p].key.clone()))
                .collect()
        };
        let first = line(1);
        out.push_str(&format!(
            "{} {}: {}\n",
            team.number,
            team.name,
            first.join(", ")
        ));
        for r in 2..=t.rounds.clamp(1, GO_TEAM_ROUNDS) {
            let l = line(r);
            if l != first {
                out.push_str(&format!("  round {r}: {}\n", l.join(", ")));
            }
        }
    }
    out
}

/// The team arguments of `arbiter go team`.
struct TeamArgs<'a> {
    add: Option<&'a str>,
    line_up: Option<&'a str>,
    remove: Option<&'a str>,
    members: &'a [String],
    round: Option<u16>,
    number: Option<u32>,
    size: Option<u8>,
    criteria: Option<&'a str>,
}

/// Applies `a` to `t`; what was done, in words.
fn edit_teams(t: &mut GoTournament, a: &TeamArgs<'_>) -> Result<Vec<String>, String> {
    let mut done = Vec::new();
    if let Some(size) = a.size {
        t.teams.rules = t
            .teams
            .rules
            .clone()
            .with_size(size)
            .map_err(|e| e.to_string())?;
        done.push(format!("teams of {size} boards"));
    }
    if let Some(list) = a.criteria {
        t.teams.rules.criteria = parse_criteria(list)?;
        done.push(format!(
            "team criteria {}",
            t.teams
                .rules
                .criteria
                .iter()
                .map(|c| c.name())
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    if let Some(name) = a.add {
        let members = members_of(t, a.members)?;
        let number = t
            .add_team(name, a.number, &members)
            .map_err(|e| e.to_string())?;
        done.push(format!(
            "team {number} {:?} added with {} players",
            name.trim(),
            members.len()
        ));
        if members.len() < usize::from(t.teams.rules.size) {
            done.push(format!(
                "note: the team has fewer players than the {} boards and cannot be paired yet",
                t.teams.rules.size
            ));
        }
    } else if let Some(which) = a.line_up {
        let i = find_team(t, which)?;
        let Some(round) = a.round else {
            return Err("give the round of the line-up with --round".into());
        };
        let members = members_of(t, a.members)?;
        t.set_line_up(i, round, &members)
            .map_err(|e| e.to_string())?;
        done.push(format!(
            "round {round}: line-up of team {:?} set ({} players)",
            t.teams.teams[i].name,
            members.len()
        ));
    } else if let Some(which) = a.remove {
        let i = find_team(t, which)?;
        let removed = t.remove_team(i).map_err(|e| e.to_string())?;
        done.push(format!("team {:?} removed", removed.name));
    } else if !a.members.is_empty() {
        return Err("--members goes with --add or --line-up".into());
    }
    Ok(done)
}

/// `arbiter go team EVENT`: the teams of a stored Go event changed through its log, each
/// change one event (checked as the file's teams are); without a change, the teams.
async fn team_stored(
    store: &AnyStore,
    name: &str,
    a: &TeamArgs<'_>,
    json_mode: bool,
) -> Result<Outcome> {
    let s = workflow::load(store, name).await?;
    let Some(t) = arbiter_event::go_view(&s) else {
        return refuse(name, "a chess event has no Go teams");
    };
    // The changes, players by start rank (a key names the player too).
    let mut changes = Vec::new();
    if let Some(size) = a.size {
        changes.push(GoTeamChange::Size(size));
    }
    if let Some(list) = a.criteria {
        let names: Vec<String> = if list.trim().eq_ignore_ascii_case("opengotha") {
            Vec::new()
        } else {
            list.split(',').map(|x| x.trim().to_string()).collect()
        };
        changes.push(GoTeamChange::Criteria(names));
    }
    let numbers = |t: &GoTournament| -> Result<Vec<u32>, String> {
        Ok(members_of(t, a.members)?
            .into_iter()
            .map(|p| u32::try_from(p + 1).unwrap_or(u32::MAX))
            .collect())
    };
    let members = if a.add.is_some() || a.line_up.is_some() {
        match numbers(&t) {
            Ok(m) => m,
            Err(e) => return refuse(name, e),
        }
    } else {
        Vec::new()
    };
    if let Some(team) = a.add {
        changes.push(GoTeamChange::Add {
            name: team.to_string(),
            number: a.number,
            players: members,
        });
    } else if let Some(team) = a.line_up {
        let Some(round) = a.round else {
            return refuse(name, "give the round of the line-up with --round");
        };
        changes.push(GoTeamChange::LineUp {
            team: team.to_string(),
            round,
            players: members,
        });
    } else if let Some(team) = a.remove {
        changes.push(GoTeamChange::Remove {
            team: team.to_string(),
        });
    } else if !a.members.is_empty() {
        return refuse(name, "--members goes with --add or --line-up");
    }
    if changes.is_empty() {
        if json_mode {
            println!("{}", teams_json(&t));
        } else {
            print!("{}", teams_text(&t));
        }
        return Ok(Outcome::Ok);
    }
    let (s, _) = workflow::change(store, name, |s| {
        let mut state = s.clone();
        let mut events = Vec::new();
        for c in &changes {
            let e = arbiter_event::go_team_change(&state, c)?;
            state.apply(&e)?;
            events.push(e);
        }
        Ok(events)
    })
    .await?;
    let t = arbiter_event::go_view(&s).unwrap_or_default();
    if json_mode {
        println!("{}", teams_json(&t));
    } else {
        print!("{}", teams_text(&t));
    }
    Ok(Outcome::Ok)
}

/// `arbiter go pair-teams EVENT`: the next round of a stored Go team event paired as
/// matches (those given, or the proposal), recorded in its log.
async fn pair_teams_stored(
    store: &AnyStore,
    name: &str,
    round: Option<u16>,
    given: &[String],
    json_mode: bool,
) -> Result<Outcome> {
    let mut matches = Vec::new();
    for m in given {
        let parts: Vec<&str> = m.split(',').map(str::trim).collect();
        let [a, b] = parts.as_slice() else {
            return refuse(
                name,
                format!("--match {m:?}: expected two teams, as A,B (names or numbers)"),
            );
        };
        matches.push(((*a).to_string(), (*b).to_string()));
    }
    let mut made = None;
    let (s, _) = workflow::change(store, name, |s| {
        let next = s.tournament.next_round().get();
        if let Some(r) = round.filter(|&r| r != next) {
            anyhow::bail!("round {r} is not the next round ({next})");
        }
        let (p, e) = arbiter_event::pair_go_teams(s, &matches)?;
        made = Some(p);
        Ok(vec![e])
    })
    .await?;
    let Some(p) = made else {
        return Ok(Outcome::NoAnswer);
    };
    let t = arbiter_event::go_view(&s).unwrap_or_default();
    print_matches(&t, &p.matches, p.unpaired, p.round, json_mode);
    Ok(Outcome::Ok)
}

/// `arbiter go team`.
fn team(file: &Path, a: &TeamArgs<'_>, output: Option<&Path>, json_mode: bool) -> Result<Outcome> {
    let Some((name, _, mut t)) = read(file)? else {
        return Ok(Outcome::BadInput);
    };
    let done = match edit_teams(&mut t, a) {
        Ok(d) => d,
        Err(e) => return refuse(&name, e),
    };
    if done.is_empty() {
        // Nothing to change: the teams as they are.
        if json_mode {
            println!("{}", teams_json(&t));
        } else {
            print!("{}", teams_text(&t));
        }
        return Ok(Outcome::Ok);
    }
    write_tournament(&t, output)?;
    if json_mode {
        let text = teams_json(&t).to_string();
        say(output, &text);
    } else {
        for line in &done {
            say(output, &format!("{name}: {line}"));
        }
    }
    Ok(Outcome::Ok)
}

/// `t` with the players `members` replaced by `entrant` (in the first member's place),
/// every index that follows moved.
fn replace_members(t: &mut GoTournament, members: &[usize], entrant: arbiter_core::GoPlayer) {
    let first = members.iter().copied().min().unwrap_or(0);
    let mut new_index: Vec<Option<usize>> = Vec::with_capacity(t.players.len());
    let mut next = 0;
    for p in 0..t.players.len() {
        if members.contains(&p) && p != first {
            new_index.push(None);
        } else {
            new_index.push(Some(next));
            next += 1;
        }
    }
    let map = |p: usize| new_index.get(p).copied().flatten();
    let old = std::mem::take(&mut t.players);
    for (p, player) in old.into_iter().enumerate() {
        if p == first {
            t.players.push(entrant.clone());
        } else if map(p).is_some() {
            t.players.push(player);
        }
    }
    for g in &mut t.games {
        g.white = map(g.white).unwrap_or(g.white);
        g.black = map(g.black).unwrap_or(g.black);
    }
    for b in &mut t.byes {
        b.1 = map(b.1).unwrap_or(b.1);
    }
    for team in &mut t.teams.teams {
        for line in &mut team.line_ups {
            for m in line.iter_mut() {
                *m = m.and_then(map);
            }
        }
    }
    for e in &mut t.pairs {
        e.player = map(e.player).unwrap_or(e.player);
    }
}

/// `arbiter go pair-entrant`.
fn pair_entrant(
    file: &Path,
    woman: Option<&str>,
    man: Option<&str>,
    rengo: &[String],
    output: Option<&Path>,
    json_mode: bool,
) -> Result<Outcome> {
    let Some((name, _, mut t)) = read(file)? else {
        return Ok(Outcome::BadInput);
    };
    let (kind, keys, sexes): (GoPairKind, Vec<&str>, Vec<Option<Sex>>) = match (woman, man) {
        (Some(w), Some(m)) => (
            GoPairKind::PairGo,
            vec![w, m],
            vec![Some(Sex::Female), Some(Sex::Male)],
        ),
        _ if !rengo.is_empty() => (
            GoPairKind::Rengo,
            rengo.iter().map(String::as_str).collect(),
            vec![None; rengo.len()],
        ),
        _ => {
            return refuse(
                &name,
                "give a Pair Go pair with --woman KEY --man KEY, or a Rengo team with --rengo KEY,KEY,...",
            );
        }
    };
    let mut members: Vec<usize> = Vec::new();
    for k in &keys {
        let p = match find_player(&t, k) {
            Ok(p) => p,
            Err(e) => return refuse(&name, e),
        };
        if members.contains(&p) {
            return refuse(&name, format!("player {k:?} is given twice"));
        }
        let key = &t.players[p].key;
        if t.games.iter().any(|g| g.white == p || g.black == p) || t.byes.iter().any(|b| b.1 == p) {
            return refuse(
                &name,
                format!("player {key} has played: a pair is entered before it plays"),
            );
        }
        if let Some(team) = (1..=GO_TEAM_ROUNDS).find_map(|r| t.teams.team_of(r, p)) {
            return refuse(
                &name,
                format!(
                    "player {key} plays for team {:?}: take them off it first",
                    t.teams.teams[team].name
                ),
            );
        }
        if t.pairs.iter().any(|e| e.player == p) {
            return refuse(&name, format!("player {key} is a pair entrant already"));
        }
        members.push(p);
    }
    let entrant = GoPairEntrant::new(
        kind,
        members
            .iter()
            .zip(&sexes)
            .map(|(&p, &sex)| {
                let pl = &t.players[p];
                GoPairMember {
                    name: pl.name.clone(),
                    first_name: pl.first_name.clone(),
                    rank: pl.rank,
                    rating: pl.rating,
                    sex,
                    country: pl.country.clone(),
                    club: pl.club.clone(),
                    ids: pl.ids.clone(),
                }
            })
            .collect(),
    );
    let entrant = match entrant {
        Ok(e) => e,
        Err(e) => return refuse(&name, e),
    };
    let mut player = entrant.to_player(t.rounds);
    // The entrant plays the rounds all its members play, and is final when they all are.
    for (r, slot) in player.participating.iter_mut().enumerate() {
        let round = u16::try_from(r + 1).unwrap_or(u16::MAX);
        *slot = members.iter().all(|&p| t.players[p].plays(round));
    }
    player.registered = members.iter().all(|&p| t.players[p].registered);
    player.ids.grade = player.rank.to_string().to_uppercase();
    if let Some(other) = t
        .players
        .iter()
        .enumerate()
        .find(|(i, p)| p.key == player.key && !members.contains(i))
    {
        return refuse(
            &name,
            format!(
                "the entrant's key {} is the key of another player ({}, {})",
                player.key, other.1.name, other.1.first_name
            ),
        );
    }
    let words = format!(
        "{}: {} of {}: rank {}, rating {}",
        player.key,
        match kind {
            GoPairKind::PairGo => "Pair Go pair",
            GoPairKind::Rengo => "Rengo team",
        },
        members
            .iter()
            .zip(&entrant.members)
            .map(|(&p, m)| format!(
                "{} ({}{})",
                t.players[p].key,
                m.rank,
                m.sex
                    .map(|s| format!(", {}", s.letter()))
                    .unwrap_or_default()
            ))
            .collect::<Vec<_>>()
            .join(" and "),
        player.rank,
        player.rating
    );
    let member_json: Vec<serde_json::Value> = entrant
        .members
        .iter()
        .map(|m| {
            json!({"name": m.name, "first_name": m.first_name, "rank": m.rank.to_string(),
                "rating": m.rating, "sex": m.sex.map(|s| s.letter().to_string())})
        })
        .collect();
    let summary = json!({"key": player.key, "kind": match kind {
            GoPairKind::PairGo => "pair_go",
            GoPairKind::Rengo => "rengo",
        }, "rank": player.rank.to_string(), "rating": player.rating,
        "mean_rank_halves": entrant.mean_rank_halves(), "members": member_json});
    replace_members(&mut t, &members, player);
    let index = t
        .players
        .len()
        .min(members.iter().copied().min().unwrap_or(0));
    t.pairs.push(GoPairEntry {
        player: index,
        entrant,
    });
    write_tournament(&t, output)?;
    if json_mode {
        say(output, &summary.to_string());
    } else {
        say(output, &format!("{name}: {words}"));
    }
    Ok(Outcome::Ok)
}

/// Runs a Go team or pair command.
pub fn run(command: &GoTeamCommand, location: &Location) -> Result<Outcome> {
    // A name that is not a file is a stored event's.
    let stored = |file: &Path| {
        let f = file.to_string_lossy();
        (!crate::io::is_file_target(&f)).then(|| f.into_owned())
    };
    match command {
        GoTeamCommand::Teams { file, round, json } if stored(file).is_some() => {
            let name = stored(file).unwrap_or_default();
            let s = block_on(async { workflow::load(&location.open().await?, &name).await })?;
            let Some(t) = arbiter_event::go_view(&s) else {
                return refuse(&name, "a chess event has no Go teams");
            };
            teams_of(&name, &t, *round, *json)
        }
        GoTeamCommand::PairTeams {
            file,
            round,
            matches,
            output,
            json,
        } if stored(file).is_some() => {
            if output.is_some() {
                return refuse(
                    &file.to_string_lossy(),
                    "-o writes a file; a stored event keeps its round",
                );
            }
            let name = stored(file).unwrap_or_default();
            block_on(async {
                pair_teams_stored(&location.open().await?, &name, *round, matches, *json).await
            })
        }
        GoTeamCommand::Team {
            file,
            add,
            line_up,
            remove,
            members,
            round,
            number,
            size,
            criteria,
            output,
            json,
        } if stored(file).is_some() => {
            if output.is_some() {
                return refuse(
                    &file.to_string_lossy(),
                    "-o writes a file; a stored event keeps its teams",
                );
            }
            let name = stored(file).unwrap_or_default();
            let a = TeamArgs {
                add: add.as_deref(),
                line_up: line_up.as_deref(),
                remove: remove.as_deref(),
                members,
                round: *round,
                number: *number,
                size: *size,
                criteria: criteria.as_deref(),
            };
            block_on(async { team_stored(&location.open().await?, &name, &a, *json).await })
        }
        GoTeamCommand::Teams { file, round, json } => teams(file, *round, *json),
        GoTeamCommand::PairTeams {
            file,
            round,
            matches,
            output,
            json,
        } => pair_teams(file, *round, matches, output.as_deref(), *json),
        GoTeamCommand::Team {
            file,
            add,
            line_up,
            remove,
            members,
            round,
            number,
            size,
            criteria,
            output,
            json,
        } => team(
            file,
            &TeamArgs {
                add: add.as_deref(),
                line_up: line_up.as_deref(),
                remove: remove.as_deref(),
                members,
                round: *round,
                number: *number,
                size: *size,
                criteria: criteria.as_deref(),
            },
            output.as_deref(),
            *json,
        ),
        GoTeamCommand::PairEntrant {
            file,
            woman,
            man,
            rengo,
            output,
            json,
        } => pair_entrant(
            file,
            woman.as_deref(),
            man.as_deref(),
            rengo,
            output.as_deref(),
            *json,
        ),
    }
}
