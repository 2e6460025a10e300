//! Attaching the games of a PGN file to the pairings of an event: each game is matched to
//! a board by its `Round` tag (`R.B`, round and board), else by the players' FIDE ids,
//! else by their names within the round the tag names; its result is compared with the
//! one recorded. A game whose result or colours disagree with the event is attached with
//! a note, or refused when the import is strict: the arbiter decides, nothing is changed
//! behind their back. The result recorded is never changed by an import.

use crate::read::{Game, GameError, RawGame, RoundTag, Termination};
use arbiter_core::{Outcome as Side, Player, RoundNo, Tournament};
use arbiter_event::{Event, State};
use std::collections::BTreeMap;
use std::fmt;

/// How a game found its pairing.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MatchedBy {
    /// The `Round` tag's round and board.
    RoundAndBoard,
    /// The players' FIDE ids.
    FideIds,
    /// The players' names, within the round of the `Round` tag.
    Names,
}

impl fmt::Display for MatchedBy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            MatchedBy::RoundAndBoard => "by its Round tag",
            MatchedBy::FideIds => "by the players' FIDE ids",
            MatchedBy::Names => "by the players' names",
        })
    }
}

/// Something the arbiter should know about a game that found its pairing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// The game's result is not the one recorded (which stays as it is).
    ResultDiffers {
        /// The recorded result, in notation (`1-0`, `1/2`, `+-`).
        recorded: String,
        /// The game's result, as its players sat in the pairing (`1-0`: the pairing's
        /// White won).
        game: Termination,
    },
    /// The game has the players with the other colours than the pairing.
    ColoursReversed,
    /// No result is recorded yet; the game has one.
    ResultPending {
        /// The game's result, as its players sat in the pairing.
        game: Termination,
    },
    /// The game has no result (`*`); one is recorded.
    NoResultInGame {
        /// The recorded result.
        recorded: String,
    },
}

impl Note {
    /// True for a disagreement with the event, which a strict import refuses.
    #[must_use]
    pub fn is_mismatch(&self) -> bool {
        matches!(self, Note::ResultDiffers { .. } | Note::ColoursReversed)
    }
}

impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Note::ResultDiffers { recorded, game } => write!(
                f,
                "the game says {game} but {recorded} is recorded (the recorded result is kept)"
            ),
            Note::ColoursReversed => {
                f.write_str("the players have the other colours in the pairing")
            }
            Note::ResultPending { game } => write!(
                f,
                "no result is recorded yet; the game says {game} (enter it if it stands)"
            ),
            Note::NoResultInGame { recorded } => {
                write!(f, "the game has no result (*); {recorded} is recorded")
            }
        }
    }
}

/// Why a game was not attached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// Its tags break the standard.
    Invalid(GameError),
    /// The event is a Go event.
    GoEvent,
    /// The round its `Round` tag names is not paired.
    RoundNotPaired(u16),
    /// No round is named, and the FIDE ids (if any) find no pairing.
    NoRound,
    /// No pairing of the round (or of the event, without a round) has these players.
    NoPairing {
        /// The round searched, if the tag names one.
        round: Option<u16>,
    },
    /// Several pairings have these players (players who met twice).
    Ambiguous {
        /// The round searched, if the tag names one.
        round: Option<u16>,
        /// How many pairings match.
        pairings: usize,
    },
    /// An earlier game of the file was attached to the same pairing.
    SamePairing {
        /// The round.
        round: u16,
        /// The board.
        board: u32,
        /// The earlier game's number in the file.
        game: usize,
    },
    /// A strict import refuses a game that disagrees with the event.
    Mismatch {
        /// The round.
        round: u16,
        /// The board.
        board: u32,
        /// The disagreements.
        notes: Vec<Note>,
    },
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::Invalid(e) => write!(f, "{e}"),
            Reason::GoEvent => f.write_str("PGN records chess games and this is a Go event"),
            Reason::RoundNotPaired(r) => write!(f, "round {r} is not paired"),
            Reason::NoRound => f.write_str(
                "its Round tag names no round, and no pairing has its players' FIDE ids",
            ),
            Reason::NoPairing { round: Some(r) } => {
                write!(f, "no pairing of round {r} has these players")
            }
            Reason::NoPairing { round: None } => f.write_str("no pairing has these players"),
            Reason::Ambiguous { round, pairings } => match round {
                Some(r) => write!(f, "{pairings} pairings of round {r} have these players"),
                None => write!(
                    f,
                    "{pairings} pairings have these players: give the round in its Round tag"
                ),
            },
            Reason::SamePairing { round, board, game } => write!(
                f,
                "game {game} of the file is already attached to board {board} of round {round}"
            ),
            Reason::Mismatch {
                round,
                board,
                notes,
            } => {
                write!(f, "refused for board {board} of round {round} (strict): ")?;
                let list: Vec<String> = notes.iter().map(ToString::to_string).collect();
                f.write_str(&list.join("; "))
            }
        }
    }
}

/// What became of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Attached to a pairing (an event records it).
    Attached {
        /// The round.
        round: u16,
        /// The board.
        board: u32,
        /// How it was found.
        by: MatchedBy,
        /// What the arbiter should know.
        notes: Vec<Note>,
    },
    /// The same record is already attached to the pairing: nothing to do.
    Unchanged {
        /// The round.
        round: u16,
        /// The board.
        board: u32,
    },
    /// Not attached.
    NotAttached(Reason),
}

/// One game of the file and its outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameReport {
    /// Its number in the file, from 1.
    pub number: usize,
    /// The line it starts on.
    pub line: usize,
    /// The tags that identify it, as written: `Round "3.1" White "…" Black "…" Result "1-0"`.
    pub tags: String,
    /// What became of it.
    pub outcome: Outcome,
}

/// An import: a report per game, and the events that attach the games.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Import {
    /// The games in file order.
    pub games: Vec<GameReport>,
    /// One [`Event::GameRecorded`] per game attached.
    pub events: Vec<Event>,
}

/// A name folded for comparison: accents transliterated, lower case, and split into its
/// words, the family name (before a comma) apart from the given names.
fn name_parts(name: &str) -> (Vec<String>, Vec<String>) {
    let folded = deunicode::deunicode(name).to_lowercase();
    let words = |s: &str| -> Vec<String> {
        s.split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect()
    };
    match folded.split_once(',') {
        Some((family, given)) => (words(family), words(given)),
        None => (Vec::new(), words(&folded)),
    }
}

/// Whether two names are one person's: the same words in any order ("Carlsen, Magnus",
/// "Magnus Carlsen", "CARLSEN Magnus"), or the same family name with given names that
/// agree word by word, initials standing for names ("Carlsen, M." and "Carlsen, Magnus").
fn same_name(a: &str, b: &str) -> bool {
    let (fa, ga) = name_parts(a);
    let (fb, gb) = name_parts(b);
    let mut all_a: Vec<&String> = fa.iter().chain(&ga).collect();
    let mut all_b: Vec<&String> = fb.iter().chain(&gb).collect();
    if all_a.is_empty() || all_b.is_empty() {
        return false;
    }
    all_a.sort();
    all_b.sort();
    if all_a == all_b {
        return true;
    }
    !fa.is_empty()
        && fa == fb
        && !ga.is_empty()
        && !gb.is_empty()
        && ga
            .iter()
            .zip(&gb)
            .all(|(x, y)| x.starts_with(y.as_str()) || y.starts_with(x.as_str()))
}

/// Whether a player can be the one a game names: the FIDE ids agree when both are known,
/// else the names do; a side the game leaves unknown agrees with anyone.
fn is_player(p: Option<&Player>, name: Option<&str>, id: Option<u64>) -> bool {
    let Some(p) = p else {
        return false;
    };
    match (id, p.fide_id) {
        (Some(a), Some(b)) => a == b,
        _ => name.is_none_or(|n| same_name(n, &p.name)),
    }
}

/// A board of a round: its number, White, Black.
struct Seat<'a> {
    round: RoundNo,
    board: u32,
    white: Option<&'a Player>,
    black: Option<&'a Player>,
    game: &'a arbiter_core::Game,
}

fn seats(t: &Tournament, round: RoundNo) -> Vec<Seat<'_>> {
    t.round(round)
        .map(|r| {
            r.games()
                .iter()
                .enumerate()
                .map(|(i, g)| Seat {
                    round,
                    board: u32::try_from(i + 1).unwrap_or(u32::MAX),
                    white: t.player(g.white),
                    black: t.player(g.black),
                    game: g,
                })
                .collect()
        })
        .unwrap_or_default()
}

/// Whether the game's players sit at `seat`, and with which colours: `Some(false)` as
/// in the pairing, `Some(true)` reversed.
fn sits(seat: &Seat<'_>, g: &Game) -> Option<bool> {
    let (wn, bn) = (g.white.as_deref(), g.black.as_deref());
    let (wi, bi) = (g.white_fide_id, g.black_fide_id);
    if is_player(seat.white, wn, wi) && is_player(seat.black, bn, bi) {
        Some(false)
    } else if is_player(seat.white, bn, bi) && is_player(seat.black, wn, wi) {
        Some(true)
    } else {
        None
    }
}

/// Whether the game's FIDE ids are those of the players at `seat` (both ids known on
/// both sides), and with which colours.
fn sits_by_ids(seat: &Seat<'_>, g: &Game) -> Option<bool> {
    let id = |p: Option<&Player>| p.and_then(|p| p.fide_id);
    let (w, b) = (id(seat.white)?, id(seat.black)?);
    match (g.white_fide_id?, g.black_fide_id?) {
        (gw, gb) if (gw, gb) == (w, b) => Some(false),
        (gw, gb) if (gw, gb) == (b, w) => Some(true),
        _ => None,
    }
}

/// The outcomes of a termination marker for White and Black.
fn sides(t: Termination) -> Option<(Side, Side)> {
    match t {
        Termination::WhiteWins => Some((Side::Win, Side::Loss)),
        Termination::BlackWins => Some((Side::Loss, Side::Win)),
        Termination::Draw => Some((Side::Draw, Side::Draw)),
        Termination::Unknown => None,
    }
}

fn flipped(t: Termination) -> Termination {
    match t {
        Termination::WhiteWins => Termination::BlackWins,
        Termination::BlackWins => Termination::WhiteWins,
        other => other,
    }
}

/// The notes of a game found at `seat`.
fn notes(seat: &Seat<'_>, g: &Game, reversed: bool) -> Vec<Note> {
    let mut out = Vec::new();
    if reversed {
        out.push(Note::ColoursReversed);
    }
    let game = if reversed {
        flipped(g.result)
    } else {
        g.result
    };
    let recorded = seat.game.result;
    let sides_recorded = recorded
        .side(arbiter_core::Colour::White)
        .zip(recorded.side(arbiter_core::Colour::Black))
        .map(|(w, b)| (w.outcome, b.outcome));
    match (sides(game), sides_recorded) {
        (Some(_), None) => out.push(Note::ResultPending { game }),
        (None, Some(_)) => out.push(Note::NoResultInGame {
            recorded: recorded.notation(),
        }),
        (Some(a), Some(b)) if a != b => out.push(Note::ResultDiffers {
            recorded: recorded.notation(),
            game,
        }),
        _ => {}
    }
    out
}

/// The identifying tags of a game, as written, for a report.
fn tag_line(raw: &RawGame) -> String {
    ["Round", "White", "Black", "Result"]
        .iter()
        .filter_map(|k| raw.tag(k).map(|v| format!("{k} {v:?}")))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Finds the pairing of a game: (seat, reversed, how), or why none.
fn find<'a>(t: &'a Tournament, g: &Game) -> Result<(Seat<'a>, bool, MatchedBy), Reason> {
    let paired = t.rounds_paired();
    let round = g.round.round();
    let round_no = round.and_then(RoundNo::new);
    let round_paired = round_no.is_some_and(|r| r.index() < paired);
    if let (RoundTag::Board { board, .. }, Some(r), true) = (&g.round, round_no, round_paired) {
        let mut at = seats(t, r);
        if let Some(i) = at.iter().position(|s| s.board == *board) {
            let seat = at.swap_remove(i);
            if let Some(rev) = sits(&seat, g) {
                return Ok((seat, rev, MatchedBy::RoundAndBoard));
            }
        }
    }
    if round.is_some() && !round_paired {
        return Err(Reason::RoundNotPaired(round.unwrap_or_default()));
    }
    let rounds: Vec<RoundNo> = match round_no {
        Some(r) => vec![r],
        None => (0..paired).map(RoundNo::from_index).collect(),
    };
    // FIDE ids, both given: the round named, else every round.
    if g.white_fide_id.is_some() && g.black_fide_id.is_some() {
        let mut found: Vec<(Seat<'a>, bool)> = rounds
            .iter()
            .flat_map(|&r| seats(t, r))
            .filter_map(|s| sits_by_ids(&s, g).map(|rev| (s, rev)))
            .collect();
        match found.len() {
            0 => {}
            1 => {
                let (s, rev) = found.swap_remove(0);
                return Ok((s, rev, MatchedBy::FideIds));
            }
            n => {
                return Err(Reason::Ambiguous { round, pairings: n });
            }
        }
    }
    // Names, within the round named only: players may meet in several rounds.
    let Some(r) = round_no else {
        return Err(if g.white_fide_id.is_some() && g.black_fide_id.is_some() {
            Reason::NoPairing { round: None }
        } else {
            Reason::NoRound
        });
    };
    if g.white.is_some() && g.black.is_some() {
        let mut found: Vec<(Seat<'a>, bool)> = seats(t, r)
            .into_iter()
            .filter_map(|s| sits(&s, g).map(|rev| (s, rev)))
            .collect();
        match found.len() {
            0 => {}
            1 => {
                let (s, rev) = found.swap_remove(0);
                return Ok((s, rev, MatchedBy::Names));
            }
            n => {
                return Err(Reason::Ambiguous { round, pairings: n });
            }
        }
    }
    Err(Reason::NoPairing { round })
}

/// Attaches the games of a file (as [`crate::parse`] read them) to the pairings of
/// `state`. `strict` refuses the games whose result or colours disagree with the event;
/// otherwise they are attached with a note. The state is not changed: the events of the
/// answer attach the games when applied.
#[must_use]
pub fn attach(state: &State, games: &[RawGame], strict: bool) -> Import {
    let t = &state.tournament;
    let mut out = Import::default();
    let mut taken: BTreeMap<(u16, u32), usize> = BTreeMap::new();
    for raw in games {
        let outcome = if state.settings.is_go() {
            Outcome::NotAttached(Reason::GoEvent)
        } else {
            match raw.validate() {
                Err(e) => Outcome::NotAttached(Reason::Invalid(e)),
                Ok(g) => match find(t, &g) {
                    Err(reason) => Outcome::NotAttached(reason),
                    Ok((seat, reversed, by)) => {
                        let (round, board) = (seat.round.get(), seat.board);
                        let notes = notes(&seat, &g, reversed);
                        let key = (round, seat.game.white.get(), seat.game.black.get());
                        if let Some(&first) = taken.get(&(round, board)) {
                            Outcome::NotAttached(Reason::SamePairing {
                                round,
                                board,
                                game: first,
                            })
                        } else if strict && notes.iter().any(Note::is_mismatch) {
                            Outcome::NotAttached(Reason::Mismatch {
                                round,
                                board,
                                notes: notes.into_iter().filter(Note::is_mismatch).collect(),
                            })
                        } else {
                            taken.insert((round, board), raw.number);
                            if state.games.get(&key).is_some_and(|p| *p == g.text) {
                                Outcome::Unchanged { round, board }
                            } else {
                                out.events.push(Event::GameRecorded {
                                    round,
                                    white: key.1,
                                    black: key.2,
                                    pgn: g.text.clone(),
                                });
                                Outcome::Attached {
                                    round,
                                    board,
                                    by,
                                    notes,
                                }
                            }
                        }
                    }
                },
            }
        };
        out.games.push(GameReport {
            number: raw.number,
            line: raw.line,
            tags: tag_line(raw),
            outcome,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_match_in_the_ways_files_write_them() {
        assert!(same_name("Carlsen, Magnus", "Magnus Carlsen"));
        assert!(same_name("CARLSEN Magnus", "Carlsen, Magnus"));
        assert!(same_name("Carlsen, M.", "Carlsen, Magnus"));
        assert!(same_name("Gelfand, Boris", "Gelfand,Boris"));
        assert!(same_name("Dubov, Daniil", "Дубов, Даниил"));
        assert!(same_name("Müller, Jörg", "Muller, Jorg"));
        assert!(!same_name("Carlsen, Magnus", "Carlsen, Henrik"));
        assert!(!same_name("Carlsen, Magnus", "Carlsen"));
        assert!(!same_name("", "Carlsen"));
    }
}
