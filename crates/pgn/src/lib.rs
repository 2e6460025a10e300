//! PGN for arbiter (the PGN standard, "Portable Game Notation Specification and
//! Implementation Guide", 1994).
//!
//! Writing: game skeletons, one game per board of a round, with the Seven Tag Roster
//! (Event, Site, Date, Round, White, Black, Result; section 8.1.1) and the players'
//! ratings, titles and FIDE ids, so that DGT boards and broadcast tools can record the
//! moves into them. A game without a result has the result `*`; a game decided by
//! forfeit, and a result PGN has no token for (0-0, ½-0, a double forfeit), say so in a
//! comment. Where the event has the record of a game, it is written instead
//! ([`event_round_games`], [`recorded_games`]).
//!
//! Reading: [`read`] and [`parse`] read a file of games (syntax checked, moves checked as
//! SAN but not for legality), [`RawGame::validate`] checks a game's tags, and [`attach`]
//! matches the games to an event's pairings and gives the events that record them.
//!
//! No I/O: text in, text and values out.
#![deny(missing_docs)]

mod attach;
mod read;

pub use attach::{GameReport, Import, MatchedBy, Note, Outcome as AttachOutcome, Reason, attach};
pub use read::{Game, GameError, PgnError, RawGame, RoundTag, Tag, Termination, parse, read};

use arbiter_core::{Colour, Decision, Outcome, Player, RoundNo, Tournament};
use arbiter_event::State;
use std::fmt::Write as _;

/// A tag value as the standard writes it (section 8.1): a backslash before `"` and `\`.
fn quoted(value: &str) -> String {
    let mut out = String::with_capacity(value.len() + 2);
    out.push('"');
    for c in value.chars() {
        if c == '"' || c == '\\' {
            out.push('\\');
        }
        // Tag values hold no line breaks or tabs (section 7).
        out.push(if c.is_control() { ' ' } else { c });
    }
    out.push('"');
    out
}

/// A date of the event's records (`YYYY/MM/DD`, or `YY/MM/DD` in TRF round dates) as PGN
/// writes dates (`YYYY.MM.DD`), unknown parts as `??`.
fn pgn_date(date: Option<&str>) -> String {
    let Some(d) = date.map(str::trim).filter(|d| !d.is_empty()) else {
        return "????.??.??".into();
    };
    let parts: Vec<&str> = d.split(['/', '-', '.']).collect();
    let digits = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
    match parts.as_slice() {
        [y, m, dd] if digits(y) && digits(m) && digits(dd) => {
            let year = if y.len() == 2 {
                format!("20{y}")
            } else {
                (*y).to_string()
            };
            format!("{year}.{m:0>2}.{dd:0>2}")
        }
        _ => "????.??.??".into(),
    }
}

/// The result token of a game and, when the token does not tell all, a comment.
fn result_of(g: &arbiter_core::Game) -> (&'static str, Option<String>) {
    let (Some(w), Some(b)) = (g.result.side(Colour::White), g.result.side(Colour::Black)) else {
        return ("*", None);
    };
    let token = match (w.outcome, b.outcome) {
        (Outcome::Win, Outcome::Loss) => "1-0",
        (Outcome::Loss, Outcome::Win) => "0-1",
        (Outcome::Draw, Outcome::Draw) => "1/2-1/2",
        _ => {
            return (
                "*",
                Some(format!("Result {} (an arbiter's decision)", g.result)),
            );
        }
    };
    match w.decision {
        Decision::Forfeit => (
            token,
            Some("Won by forfeit: the game was not played".into()),
        ),
        Decision::NotRated => (token, Some("Less than one move was played".into())),
        Decision::Played => (token, None),
    }
}

fn player_tags(out: &mut String, side: &str, p: Option<&Player>) {
    let Some(p) = p else {
        return;
    };
    if let Some(r) = p.rating {
        let _ = writeln!(out, "[{side}Elo {}]", quoted(&r.0.to_string()));
    }
    if let Some(t) = &p.title {
        let _ = writeln!(out, "[{side}Title {}]", quoted(t.as_str()));
    }
    if let Some(id) = p.fide_id {
        let _ = writeln!(out, "[{side}FideId {}]", quoted(&id.to_string()));
    }
}

/// The skeleton of board `board` (from 1) of round `round`: the tags, and the result as
/// the only movetext.
fn skeleton(t: &Tournament, round: RoundNo, board: usize, g: &arbiter_core::Game) -> String {
    let info = &t.info;
    let date = pgn_date(
        info.round_dates
            .get(round.index())
            .map(String::as_str)
            .filter(|d| !d.trim().is_empty())
            .or(info.start_date.as_deref()),
    );
    let name = |id| {
        t.player(id)
            .map_or_else(|| "?".to_string(), |p| p.name.clone())
    };
    let (token, comment) = result_of(g);
    let tag = |k: &str, v: &str| format!("[{k} {}]\n", quoted(v));
    let mut out = String::new();
    out.push_str(&tag(
        "Event",
        if info.name.is_empty() {
            "?"
        } else {
            &info.name
        },
    ));
    out.push_str(&tag("Site", info.city.as_deref().unwrap_or("?")));
    out.push_str(&tag("Date", &date));
    out.push_str(&tag("Round", &format!("{}.{board}", round.get())));
    out.push_str(&tag("White", &name(g.white)));
    out.push_str(&tag("Black", &name(g.black)));
    out.push_str(&tag("Result", token));
    player_tags(&mut out, "White", t.player(g.white));
    player_tags(&mut out, "Black", t.player(g.black));
    out.push('\n');
    if let Some(c) = comment {
        // A comment ends at the first `}` (section 8.2.5).
        let _ = write!(out, "{{{}}} ", c.replace('}', ")"));
    }
    out.push_str(token);
    out.push_str("\n\n");
    out
}

/// The games of round `round` of `t` as PGN skeletons, board 1 first (`Round` is `R.B`:
/// round and board); `None` when the round is not paired. Byes are not games and are
/// left out.
#[must_use]
pub fn round_games(t: &Tournament, round: RoundNo) -> Option<String> {
    let r = t.round(round)?;
    Some(
        r.games()
            .iter()
            .enumerate()
            .map(|(i, g)| skeleton(t, round, i + 1, g))
            .collect(),
    )
}

/// A recorded game as written out: its text as imported, then a blank line (section
/// 8.1: games are separated by one).
fn record(pgn: &str) -> String {
    format!("{}\n\n", pgn.trim_end())
}

/// The games of round `round` of an event: the recorded game, moves and all, where one is
/// attached to the board, the skeleton otherwise; `None` when the round is not paired.
#[must_use]
pub fn event_round_games(state: &State, round: RoundNo) -> Option<String> {
    let t = &state.tournament;
    let r = t.round(round)?;
    Some(
        r.games()
            .iter()
            .enumerate()
            .map(|(i, g)| {
                let board = u32::try_from(i + 1).unwrap_or(u32::MAX);
                state
                    .game_record(round, board)
                    .map_or_else(|| skeleton(t, round, i + 1, g), record)
            })
            .collect(),
    )
}

/// Every recorded game of an event, in round and board order.
#[must_use]
pub fn recorded_games(state: &State) -> String {
    state
        .game_records()
        .into_iter()
        .map(|(_, _, pgn)| record(pgn))
        .collect()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use arbiter_core::{
        Game, GameResult, PlayerId, Rating, Round, ScoringSystem, Title, TournamentInfo,
    };

    fn event() -> Tournament {
        let info = TournamentInfo {
            name: "Autumn \"Open\"".into(),
            city: Some("Oslo".into()),
            start_date: Some("2026/11/28".into()),
            round_dates: vec!["26/11/28".into()],
            ..TournamentInfo::default()
        };
        let mut t = Tournament::new(info, ScoringSystem::classic());
        for (name, rating, title, id) in [
            ("Carlsen, Magnus", Some(2830), Some("GM"), Some(1_503_014)),
            ("Berg, Ada", Some(1850), None, None),
            ("Lie, Bo", None, None, None),
            ("Moe, Al", None, None, None),
        ] {
            let mut p = Player::named(name);
            p.rating = rating.map(Rating);
            p.title = title.and_then(Title::parse);
            p.fide_id = id;
            t.add_player(p);
        }
        let p = |n| PlayerId::new(n).unwrap();
        let games = vec![
            Game::new(p(1), p(2)).with_result(GameResult::WHITE_WINS),
            Game::new(p(4), p(3)).with_result(GameResult::BLACK_WINS_BY_FORFEIT),
        ];
        t.push_round(Round::new(games, vec![]).unwrap()).unwrap();
        t.push_round(Round::new(vec![Game::new(p(2), p(1))], vec![]).unwrap())
            .unwrap();
        t
    }

    /// The Seven Tag Roster in its order, the players' tags, results and comments.
    #[test]
    fn a_round_as_pgn() {
        let t = event();
        let text = round_games(&t, RoundNo::new(1).unwrap()).unwrap();
        let expected = "\
[Event \"Autumn \\\"Open\\\"\"]
[Site \"Oslo\"]
[Date \"2026.11.28\"]
[Round \"1.1\"]
[White \"Carlsen, Magnus\"]
[Black \"Berg, Ada\"]
[Result \"1-0\"]
[WhiteElo \"2830\"]
[WhiteTitle \"GM\"]
[WhiteFideId \"1503014\"]
[BlackElo \"1850\"]

1-0

[Event \"Autumn \\\"Open\\\"\"]
[Site \"Oslo\"]
[Date \"2026.11.28\"]
[Round \"1.2\"]
[White \"Moe, Al\"]
[Black \"Lie, Bo\"]
[Result \"0-1\"]

{Won by forfeit: the game was not played} 0-1

";
        assert_eq!(text, expected);
        // Round 2: no date of its own (the start date), no result yet.
        let two = round_games(&t, RoundNo::new(2).unwrap()).unwrap();
        assert!(two.contains("[Date \"2026.11.28\"]") && two.contains("[Result \"*\"]\n"));
        assert!(two.ends_with("\n*\n\n"), "{two}");
        assert!(round_games(&t, RoundNo::new(3).unwrap()).is_none());
    }

    #[test]
    fn dates() {
        assert_eq!(pgn_date(Some("2026/1/5")), "2026.01.05");
        assert_eq!(pgn_date(Some("26/11/28")), "2026.11.28");
        assert_eq!(pgn_date(Some("soon")), "????.??.??");
        assert_eq!(pgn_date(None), "????.??.??");
    }
}
