//! Knock-out events: a seeded bracket, mini-matches with tie-breaks, and the board count of
//! team knock-out matches.
//!
//! # Bracket
//! N entrants play in a bracket of P places, P the smallest power of two ≥ N. Seeds are
//! placed so that 1 meets P, 2 meets P − 1, … in the first round, and seeds 1 and 2 can meet
//! only in the final (1 and 4 in a semi-final, and so on). The places of seeds N + 1 … P are
//! byes, so the byes go to the top seeds.
//!
//! # Mini-matches
//! Each pairing is a mini-match of a number of regular games, then tie-break stages as the
//! regulations list them (e.g. two rapid games, two blitz games, then an Armageddon game).
//! Every game is recorded as a result with colours; the first player of a match (the higher
//! seed) has white in its first game and colours alternate from game to game. The winner is
//! the player ahead after the regular games; if level, after each tie-break stage in turn;
//! a drawn Armageddon game counts as won by Black.

use arbiter_core::{Colour, GameResult, Outcome, Points};
use std::fmt;

/// Why a bracket or a result is refused.
#[derive(Clone, Eq, PartialEq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum KnockoutError {
    /// Fewer than two entrants, or more than a bracket is built for.
    #[error("a knock-out needs 2 to 4096 entrants, not {0}")]
    Entrants(u32),
    /// No such match.
    #[error("there is no match {index} in round {round}")]
    NoMatch {
        /// The round, 1-based.
        round: usize,
        /// The match, 1-based.
        index: usize,
    },
    /// The match's players are not known yet.
    #[error("round {round} match {index} is not set: an earlier match is undecided")]
    NotReady {
        /// The round, 1-based.
        round: usize,
        /// The match, 1-based.
        index: usize,
    },
    /// The match is already decided.
    #[error("round {round} match {index} is already decided")]
    Decided {
        /// The round, 1-based.
        round: usize,
        /// The match, 1-based.
        index: usize,
    },
    /// A pending result, or a result that is not a win, draw or loss for each side.
    #[error("a game result must be a decided result")]
    Result,
}

/// One stage of a mini-match.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct Stage {
    /// A label for reports: "classical", "rapid", "blitz", "armageddon".
    pub name: String,
    /// The games of the stage.
    pub games: u32,
    /// An Armageddon game: a draw counts as a win for Black.
    pub armageddon: bool,
}

impl Stage {
    /// A stage of `games` games.
    #[must_use]
    pub fn new(name: &str, games: u32) -> Self {
        Stage {
            name: name.to_string(),
            games,
            armageddon: false,
        }
    }

    /// A single Armageddon game.
    #[must_use]
    pub fn armageddon() -> Self {
        Stage {
            name: "armageddon".to_string(),
            games: 1,
            armageddon: true,
        }
    }
}

/// The format of every match: the regular stage, then the tie-break stages in order.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct MatchFormat {
    /// The stages; the first is the regular one.
    pub stages: Vec<Stage>,
}

impl MatchFormat {
    /// `games` regular games, then two rapid, two blitz and an Armageddon game.
    #[must_use]
    pub fn with_games(games: u32) -> Self {
        MatchFormat {
            stages: vec![
                Stage::new("classical", games.max(1)),
                Stage::new("rapid", 2),
                Stage::new("blitz", 2),
                Stage::armageddon(),
            ],
        }
    }
}

impl Default for MatchFormat {
    fn default() -> Self {
        MatchFormat::with_games(2)
    }
}

/// Who sits in a place of the bracket.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum Slot {
    /// An entrant, by seed.
    Seed(u32),
    /// Nobody: the opponent advances without playing.
    Bye,
    /// The winner of a match of the previous round (1-based index in that round).
    WinnerOf(usize),
}

impl fmt::Display for Slot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Slot::Seed(s) => write!(f, "{s}"),
            Slot::Bye => f.write_str("bye"),
            Slot::WinnerOf(m) => write!(f, "W{m}"),
        }
    }
}

/// One game of a mini-match, from the match's first player's view.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct MatchGame {
    /// The stage (index into [`MatchFormat::stages`]).
    pub stage: usize,
    /// The colour of the match's first player.
    pub first_colour: Colour,
    /// The result of the game.
    pub result: GameResult,
}

/// A pairing of the bracket.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct Match {
    /// The first place (the higher seed in round 1).
    pub first: Slot,
    /// The second place.
    pub second: Slot,
    /// The games recorded so far.
    pub games: Vec<MatchGame>,
    /// The seed of the winner once decided.
    pub winner: Option<u32>,
}

/// A knock-out bracket.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct Bracket {
    /// The number of entrants (seeds 1..=entrants).
    pub entrants: u32,
    /// The format of every match.
    pub format: MatchFormat,
    /// The rounds, first round first; the last holds the final.
    pub rounds: Vec<Vec<Match>>,
}

/// The seeds in bracket order for `places` (a power of two): 1, P, P/2, P/2 + 1, …
#[must_use]
pub fn seed_order(places: u32) -> Vec<u32> {
    let mut order = vec![1u32];
    while (order.len() as u32) < places {
        let size = order.len() as u32 * 2;
        order = order.iter().flat_map(|&s| [s, size + 1 - s]).collect();
    }
    order
}

fn points(outcome: Outcome) -> Points {
    match outcome {
        Outcome::Win => Points::ONE,
        Outcome::Draw => Points::HALF,
        Outcome::Loss => Points::ZERO,
    }
}

impl Bracket {
    /// The bracket of `entrants` seeds; byes are decided at once.
    ///
    /// # Errors
    /// Fewer than 2 or more than 4096 entrants.
    pub fn new(entrants: u32, format: MatchFormat) -> Result<Self, KnockoutError> {
        if !(2..=4096).contains(&entrants) {
            return Err(KnockoutError::Entrants(entrants));
        }
        let places = entrants.next_power_of_two();
        let order = seed_order(places);
        let slot = |s: u32| {
            if s <= entrants {
                Slot::Seed(s)
            } else {
                Slot::Bye
            }
        };
        let first: Vec<Match> = order
            .chunks(2)
            .map(|c| {
                let (a, b) = (slot(c[0]), slot(c[1]));
                let winner = match (a, b) {
                    (Slot::Seed(s), Slot::Bye) | (Slot::Bye, Slot::Seed(s)) => Some(s),
                    _ => None,
                };
                Match {
                    first: a,
                    second: b,
                    games: Vec::new(),
                    winner,
                }
            })
            .collect();
        let mut rounds = vec![first];
        while rounds.last().is_some_and(|r| r.len() > 1) {
            let previous = rounds.last().map_or(0, Vec::len);
            rounds.push(
                (0..previous / 2)
                    .map(|i| Match {
                        first: Slot::WinnerOf(2 * i + 1),
                        second: Slot::WinnerOf(2 * i + 2),
                        games: Vec::new(),
                        winner: None,
                    })
                    .collect(),
            );
        }
        Ok(Bracket {
            entrants,
            format,
            rounds,
        })
    }

    /// The seed in a place, when known.
    #[must_use]
    pub fn seed_in(&self, round: usize, slot: Slot) -> Option<u32> {
        match slot {
            Slot::Seed(s) => Some(s),
            Slot::Bye => None,
            Slot::WinnerOf(m) => round
                .checked_sub(2)
                .and_then(|r| self.rounds.get(r))
                .and_then(|r| r.get(m.checked_sub(1)?))
                .and_then(|m| m.winner),
        }
    }

    /// The two seeds of a match (round and match 1-based), when both are known.
    #[must_use]
    pub fn players(&self, round: usize, index: usize) -> Option<(u32, u32)> {
        let m = self
            .rounds
            .get(round.checked_sub(1)?)?
            .get(index.checked_sub(1)?)?;
        Some((
            self.seed_in(round, m.first)?,
            self.seed_in(round, m.second)?,
        ))
    }

    /// The colour of the match's first player in its next game: white in the first game,
    /// then alternating.
    #[must_use]
    pub fn next_colour(&self, round: usize, index: usize) -> Colour {
        let played = round
            .checked_sub(1)
            .and_then(|r| self.rounds.get(r))
            .and_then(|r| r.get(index.checked_sub(1)?))
            .map_or(0, |m| m.games.len());
        if played.is_multiple_of(2) {
            Colour::White
        } else {
            Colour::Black
        }
    }

    /// Records the next game of a match (`result` with white and black as played; the
    /// colours follow [`Bracket::next_colour`]) and returns the winner once decided.
    ///
    /// # Errors
    /// An unknown or undecided-opponent match, a decided match, a pending result.
    pub fn record(
        &mut self,
        round: usize,
        index: usize,
        result: GameResult,
    ) -> Result<Option<u32>, KnockoutError> {
        let (a, b) = self
            .players(round, index)
            .ok_or_else(|| self.why_not(round, index))?;
        if result.is_pending() || result.side(Colour::White).is_none() {
            return Err(KnockoutError::Result);
        }
        let colour = self.next_colour(round, index);
        let format = self.format.clone();
        let m = self
            .rounds
            .get_mut(round - 1)
            .and_then(|r| r.get_mut(index - 1))
            .ok_or(KnockoutError::NoMatch { round, index })?;
        if m.winner.is_some() {
            return Err(KnockoutError::Decided { round, index });
        }
        let stage = stage_of(&format, m.games.len());
        m.games.push(MatchGame {
            stage,
            first_colour: colour,
            result,
        });
        m.winner = decide(&format, &m.games).map(|first_won| if first_won { a } else { b });
        Ok(m.winner)
    }

    fn why_not(&self, round: usize, index: usize) -> KnockoutError {
        let exists = round
            .checked_sub(1)
            .and_then(|r| self.rounds.get(r))
            .is_some_and(|r| index >= 1 && index <= r.len());
        if exists {
            KnockoutError::NotReady { round, index }
        } else {
            KnockoutError::NoMatch { round, index }
        }
    }

    /// The champion, once the final is decided.
    #[must_use]
    pub fn champion(&self) -> Option<u32> {
        self.rounds.last()?.first()?.winner
    }

    /// The name of a round: "final", "semi-finals", "quarter-finals", "round of 16", …
    #[must_use]
    pub fn round_name(&self, round: usize) -> String {
        let left = self.rounds.len().saturating_sub(round);
        match left {
            0 => "final".to_string(),
            1 => "semi-finals".to_string(),
            2 => "quarter-finals".to_string(),
            n => format!("round of {}", 1u64 << (n + 1).min(63)),
        }
    }
}

/// The stage of the game at position `played` (0-based); games beyond the format count as
/// the last stage.
fn stage_of(format: &MatchFormat, played: usize) -> usize {
    let mut start = 0usize;
    for (i, s) in format.stages.iter().enumerate() {
        start += s.games as usize;
        if played < start {
            return i;
        }
    }
    format.stages.len().saturating_sub(1)
}

/// True when the first player won, false when the second did, `None` while undecided.
fn decide(format: &MatchFormat, games: &[MatchGame]) -> Option<bool> {
    let mut first = Points::ZERO;
    let mut second = Points::ZERO;
    for (i, stage) in format.stages.iter().enumerate() {
        let of_stage: Vec<&MatchGame> = games.iter().filter(|g| g.stage == i).collect();
        if (of_stage.len() as u32) < stage.games {
            return None;
        }
        for g in &of_stage {
            let mine = g.result.side(g.first_colour)?;
            let theirs = g.result.side(!g.first_colour)?;
            if stage.armageddon && mine.outcome == Outcome::Draw {
                return Some(g.first_colour == Colour::Black);
            }
            first += points(mine.outcome);
            second += points(theirs.outcome);
        }
        if first != second {
            return Some(first > second);
        }
    }
    None
}

/// The board count of a team match (the tie-break of team knock-out matches): each team
/// sums the numbers of the boards it won; the lower sum wins. If the sums are equal the
/// bottom board is left out and the count repeated, until one team is ahead.
///
/// `wins[b]` is the winner of board b + 1: `Some(true)` the first team, `Some(false)` the
/// second, `None` a draw. Returns `Some(true)` when the first team wins the count,
/// `Some(false)` for the second, `None` when it stays level to the top board.
#[must_use]
pub fn board_count(wins: &[Option<bool>]) -> Option<bool> {
    for last in (1..=wins.len()).rev() {
        let (mut first, mut second) = (0usize, 0usize);
        for (b, w) in wins[..last].iter().enumerate() {
            match w {
                Some(true) => first += b + 1,
                Some(false) => second += b + 1,
                None => {}
            }
        }
        if first != second {
            return Some(first < second);
        }
    }
    None
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn seeds_and_byes() {
        assert_eq!(seed_order(8), vec![1, 8, 4, 5, 2, 7, 3, 6]);
        let b = Bracket::new(6, MatchFormat::default()).unwrap();
        assert_eq!(b.rounds.len(), 3);
        let winners: Vec<Option<u32>> = b.rounds[0].iter().map(|m| m.winner).collect();
        assert_eq!(winners, vec![Some(1), None, Some(2), None]);
        assert_eq!(b.players(1, 2), Some((4, 5)));
        assert_eq!(b.players(2, 1), None);
        assert_eq!(b.round_name(1), "quarter-finals");
        assert!(Bracket::new(1, MatchFormat::default()).is_err());
    }

    #[test]
    fn mini_match_with_tie_breaks() {
        let mut b = Bracket::new(2, MatchFormat::with_games(2)).unwrap();
        assert_eq!(b.record(1, 1, GameResult::DRAW).unwrap(), None);
        assert_eq!(b.next_colour(1, 1), Colour::Black);
        assert_eq!(b.record(1, 1, GameResult::DRAW).unwrap(), None);
        // Rapid: 1-1.
        assert_eq!(b.record(1, 1, GameResult::WHITE_WINS).unwrap(), None);
        assert_eq!(b.record(1, 1, GameResult::WHITE_WINS).unwrap(), None);
        // Blitz: 1-1.
        assert_eq!(b.record(1, 1, GameResult::DRAW).unwrap(), None);
        assert_eq!(b.record(1, 1, GameResult::DRAW).unwrap(), None);
        // Armageddon: seed 1 has white (seventh game); a draw goes to black, seed 2.
        assert_eq!(b.record(1, 1, GameResult::DRAW).unwrap(), Some(2));
        assert_eq!(b.champion(), Some(2));
        assert_eq!(
            b.record(1, 1, GameResult::DRAW),
            Err(KnockoutError::Decided { round: 1, index: 1 })
        );
    }

    #[test]
    fn board_count_drops_the_bottom_board() {
        // First team wins board 1, second team board 3: 1 < 3.
        assert_eq!(
            board_count(&[Some(true), None, Some(false), None]),
            Some(true)
        );
        // 1 + 4 = 5 against 2 + 3 = 5; without board 4: 1 against 5.
        assert_eq!(
            board_count(&[Some(true), Some(false), Some(false), Some(true)]),
            Some(true)
        );
        assert_eq!(board_count(&[None, None]), None);
    }
}
