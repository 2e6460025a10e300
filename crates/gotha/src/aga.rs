//! The AGA results file OpenGotha exports for the American Go Association: the event,
//! then `PLAYERS` (AGA id, `Name, Given name`, rank) and `GAMES k` per round (White's and
//! Black's ids, `W`, `B` or `?`, handicap, komi). Players without an AGA id get stand-in
//! ids counting down from 99999, as OpenGotha gives them.
//!
//! [`read_aga`] reads one back: the players in the file's order with their ids (the
//! stand-ins too, so that the file written again is the same), each game with its
//! handicap (no stones and no komi is the one-stone game) and result. The file holds
//! less than the tournament: no bye, no round a player sat out, no jigo and no game
//! decided by default (both written `?`, read as results not known), no parameter; the
//! standings read back are a McMahon tournament's with OpenGotha's defaults.

use crate::error::{Diagnostic, ErrorKind, GothaError};
use crate::write::rank;
use arbiter_core::{
    GoGame, GoOutcome, GoPlayer, GoPlayerIds, GoRank, GoResult, GoTournament, go_player_key,
};
use std::collections::HashMap;
use std::fmt::Write as _;

/// The AGA id of each player: its own when it is a positive number, else a stand-in from
/// 99999 down, skipping ids taken, given in the order of `standings`.
#[must_use]
pub fn aga_ids(t: &GoTournament, standings: &[usize]) -> Vec<u32> {
    let own = |p: usize| t.players[p].ids.aga_id.trim().parse::<u32>().unwrap_or(0);
    let mut ids: Vec<u32> = (0..t.players.len()).map(own).collect();
    let taken: std::collections::HashSet<u32> = ids.iter().copied().filter(|&i| i > 0).collect();
    let mut next = 99_999u32;
    for &p in standings {
        if ids[p] > 0 {
            continue;
        }
        while taken.contains(&next) {
            next -= 1;
        }
        ids[p] = next;
        next -= 1;
    }
    ids
}

/// The AGA results file of `t`; `standings` orders the players for their stand-in ids
/// (every player should appear once).
#[must_use]
pub fn write_aga(t: &GoTournament, standings: &[usize]) -> String {
    let i = &t.info;
    let ids = aga_ids(t, standings);
    let mut out = String::new();
    let _ = writeln!(out, "Tourney\t{}, {}", i.name, i.location);
    let _ = writeln!(out, "location='{}'", i.location);
    let _ = writeln!(out, "\tstart={}", i.begin_date);
    let _ = writeln!(out, "\tfinish={}", i.end_date);
    out.push_str("PLAYERS\n");
    let mut players: Vec<usize> = standings.to_vec();
    players.sort_by_key(|&p| ids[p]);
    for p in players {
        let pl = &t.players[p];
        let _ = writeln!(
            out,
            "{}\t{}, {}\t{}",
            ids[p],
            pl.name,
            pl.first_name,
            rank(pl.rank)
        );
    }
    for round in 1..=t.rounds {
        let _ = write!(out, "\nGAMES {round}\n");
        let mut games: Vec<_> = t.games.iter().filter(|g| g.round == round).collect();
        games.sort_by_key(|g| g.table);
        for g in games {
            // A game decided by default was not played: no result to rate.
            let result = match (g.result.outcome, g.result.by_default) {
                (GoOutcome::WhiteWins, false) => 'W',
                (GoOutcome::BlackWins, false) => 'B',
                _ => '?',
            };
            // One stone is no komi, Black first: written as no handicap without komi.
            let (stones, komi) = match g.handicap {
                0 => (0, 7),
                1 => (0, 0),
                h => (h, 0),
            };
            let _ = writeln!(
                out,
                "{}\t{}\t{result}\t{stones}\t{komi}",
                ids[g.white], ids[g.black]
            );
        }
    }
    out.push_str("\n\nEND\n");
    out
}

fn expected(line: usize, column: usize, what: &'static str, found: &str) -> Diagnostic {
    Diagnostic {
        line,
        column,
        kind: ErrorKind::Expected {
            expected: what,
            found: found.to_string(),
        },
    }
}

/// The whitespace-separated words of a line, each with its column (from 1, in
/// characters) and where it starts (in bytes).
fn words(line: &str) -> Vec<(usize, usize, &str)> {
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None;
    for (k, (at, c)) in line.char_indices().enumerate() {
        match (c.is_whitespace(), start) {
            (false, None) => start = Some((k, at)),
            (true, Some((col, from))) => {
                out.push((col + 1, from, &line[from..at]));
                start = None;
            }
            _ => {}
        }
    }
    if let Some((col, from)) = start {
        out.push((col + 1, from, &line[from..]));
    }
    out
}

/// Reads an AGA results file (UTF-8, or ISO-8859-15 when not UTF-8): `Tourney` and the
/// lines after it up to `PLAYERS` give the name, place and dates; each `PLAYERS` line an
/// id, `Name, Given name` and a rank; each line of a `GAMES k` section White's and Black's
/// ids, the winner (`W`, `B`, `?`), the stones and the komi. Lines starting `#` are
/// comments; `END` ends the file.
///
/// # Errors
/// Every line that does not read, and every game naming an id `PLAYERS` does not list,
/// with its position.
#[allow(clippy::too_many_lines)]
pub fn read_aga(bytes: &[u8]) -> Result<GoTournament, GothaError> {
    let text = crate::h9::text_of(bytes);
    let mut t = GoTournament {
        placement: vec!["MMS".into(), "SOSM".into(), "SOSOSM".into()],
        ..GoTournament::default()
    };
    let mut errors = Vec::new();
    let mut ids: HashMap<u32, usize> = HashMap::new();
    // None before PLAYERS, Some(0) in PLAYERS, Some(k) in GAMES k.
    let mut section: Option<u16> = None;
    let mut tourney = String::new();
    let mut game_lines: Vec<usize> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let content = raw.trim_end_matches('\r');
        let trimmed = content.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if trimmed.eq_ignore_ascii_case("END") {
            break;
        }
        if trimmed.eq_ignore_ascii_case("PLAYERS") {
            section = Some(0);
            continue;
        }
        let upper = trimmed.to_ascii_uppercase();
        if let Some(k) = upper.strip_prefix("GAMES") {
            match k.trim().parse::<u16>() {
                Ok(k) if (1..=20).contains(&k) => {
                    section = Some(k);
                    t.rounds = t.rounds.max(k);
                }
                _ => errors.push(expected(
                    line,
                    1,
                    "GAMES and a round number from 1 to 20",
                    trimmed,
                )),
            }
            continue;
        }
        match section {
            None => {
                if let Some(rest) = trimmed
                    .get(..7)
                    .filter(|s| s.eq_ignore_ascii_case("tourney"))
                    .map(|_| &trimmed[7..])
                {
                    tourney = rest.trim().to_string();
                } else if let Some((key, value)) = trimmed.split_once('=') {
                    // `location='Paris'`: one pair of quotes, the spaces inside them
                    // trimmed too, so that a value read writes and reads back the same.
                    let value = value.trim();
                    let value = value
                        .strip_prefix('\'')
                        .and_then(|v| v.strip_suffix('\''))
                        .unwrap_or(value)
                        .trim()
                        .to_string();
                    match key.trim().to_ascii_lowercase().as_str() {
                        "location" => t.info.location = value,
                        "start" => t.info.begin_date = value,
                        "finish" => t.info.end_date = value,
                        _ => {}
                    }
                }
            }
            Some(0) => {
                let w = words(content);
                let read = (|| {
                    let &(_, _, id) = w.first()?;
                    let id = id.parse::<u32>().ok()?;
                    let &(_, to, rank) = w.last().filter(|_| w.len() >= 3)?;
                    let rank = rank.parse::<GoRank>().ok()?;
                    let full = content.get(w[1].1..to)?.trim();
                    Some((id, full.to_string(), rank))
                })();
                let Some((id, full, rank)) = read else {
                    errors.push(expected(
                        line,
                        1,
                        "a player line: AGA id, Name, Given name, rank",
                        trimmed,
                    ));
                    continue;
                };
                let (name, first_name) = match full.split_once(',') {
                    Some((n, f)) => (n.trim().to_string(), f.trim().to_string()),
                    None => (full.clone(), String::new()),
                };
                if ids.contains_key(&id) {
                    errors.push(expected(line, 1, "an id no other player has", trimmed));
                    continue;
                }
                ids.insert(id, t.players.len());
                t.players.push(GoPlayer {
                    key: go_player_key(&name, &first_name),
                    name,
                    first_name,
                    rank,
                    rating: 0,
                    country: String::new(),
                    club: String::new(),
                    smms_correction: 0,
                    participating: vec![true; 20],
                    registered: true,
                    ids: GoPlayerIds {
                        aga_id: id.to_string(),
                        ..GoPlayerIds::default()
                    },
                });
            }
            Some(round) => {
                let w = words(content);
                if w.len() < 5 {
                    errors.push(expected(
                        line,
                        1,
                        "a game: White's id, Black's id, W, B or ?, stones, komi",
                        trimmed,
                    ));
                    continue;
                }
                let mut player = |(col, _, id): (usize, usize, &str)| {
                    let p = id.parse::<u32>().ok().and_then(|id| ids.get(&id).copied());
                    if p.is_none() {
                        errors.push(expected(line, col, "an id PLAYERS lists", id));
                    }
                    p
                };
                let (white, black) = (player(w[0]), player(w[1]));
                let outcome = match w[2].2 {
                    "W" | "w" => Some(GoOutcome::WhiteWins),
                    "B" | "b" => Some(GoOutcome::BlackWins),
                    "?" => Some(GoOutcome::Unknown),
                    other => {
                        errors.push(expected(line, w[2].0, "W, B or ?", other));
                        None
                    }
                };
                let stones = w[3].2.parse::<u8>().ok().filter(|&s| s <= 9);
                if stones.is_none() {
                    errors.push(expected(
                        line,
                        w[3].0,
                        "a number of stones from 0 to 9",
                        w[3].2,
                    ));
                }
                // No stones and no komi is the game where Black plays first without
                // compensation: one stone in OpenGotha's terms.
                let komi_zero = w[4].2.trim_start_matches('-').parse::<f64>().ok() == Some(0.0);
                let (Some(white), Some(black), Some(outcome), Some(stones)) =
                    (white, black, outcome, stones)
                else {
                    continue;
                };
                if white == black {
                    errors.push(expected(line, w[1].0, "two different players", trimmed));
                    continue;
                }
                let table = u32::try_from(
                    t.games
                        .iter()
                        .filter(|g: &&GoGame| g.round == round)
                        .count()
                        + 1,
                )
                .unwrap_or(u32::MAX);
                game_lines.push(line);
                t.games.push(GoGame {
                    round,
                    table,
                    white,
                    black,
                    handicap: if stones == 0 && komi_zero { 1 } else { stones },
                    known_colour: true,
                    result: GoResult {
                        outcome,
                        by_default: false,
                    },
                });
            }
        }
    }
    // `Tourney NAME, PLACE`: the place is the one the `location` line gives.
    // (The line is read trimmed: without a place, the comma ends it.)
    let suffix = format!(", {}", t.info.location);
    t.info.name = match tourney.strip_suffix(suffix.trim_end()) {
        Some(name) => name.trim_end().to_string(),
        None => tourney,
    };
    let mut seen = std::collections::HashSet::new();
    for (g, &line) in t.games.iter().zip(&game_lines) {
        for p in [g.white, g.black] {
            if !seen.insert((g.round, p)) {
                errors.push(Diagnostic {
                    line,
                    column: 1,
                    kind: ErrorKind::TwiceInRound {
                        key: t.players[p].key.clone(),
                        round: g.round,
                    },
                });
            }
        }
    }
    GothaError::or(t, errors)
}
