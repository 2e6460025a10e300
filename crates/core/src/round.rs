//! Rounds: games in board order, byes, and each player's entry.

use crate::colour::Colour;
use crate::go::Handicap;
use crate::id::PlayerId;
use crate::result::{GameResult, SideResult};

/// The kinds of bye (C.04.1 art. 4 and C.04.2 B for the pairing-allocated bye; the others
/// are requested by the player or assigned by the arbiter before pairing).
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug)]
pub enum ByeKind {
    /// The bye the pairing gives to the unpaired player of an odd field (TRF `U`).
    PairingAllocated,
    /// A full-point bye (TRF `F`).
    Full,
    /// A half-point bye (TRF `H`).
    Half,
    /// A zero-point bye: a known absence (TRF `Z`).
    Zero,
}

impl ByeKind {
    /// The TRF result letter.
    #[must_use]
    pub const fn trf_code(self) -> char {
        match self {
            ByeKind::PairingAllocated => 'U',
            ByeKind::Full => 'F',
            ByeKind::Half => 'H',
            ByeKind::Zero => 'Z',
        }
    }

    /// Reads `U`, `F`, `H`, `Z` in either case.
    #[must_use]
    pub const fn from_trf_code(c: char) -> Option<Self> {
        match c {
            'U' | 'u' => Some(ByeKind::PairingAllocated),
            'F' | 'f' => Some(ByeKind::Full),
            'H' | 'h' => Some(ByeKind::Half),
            'Z' | 'z' => Some(ByeKind::Zero),
            _ => None,
        }
    }
}

/// One board of a round.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct Game {
    /// The player with white.
    pub white: PlayerId,
    /// The player with black.
    pub black: PlayerId,
    /// The result, or pending.
    pub result: GameResult,
    /// False for a forfeit recorded without colours (TRF colour `-`): nobody had a colour,
    /// so `white`/`black` are only the order the players were written in.
    pub colours_assigned: bool,
    /// The handicap (Go).
    pub handicap: Option<Handicap>,
}

impl Game {
    /// A pending game.
    #[must_use]
    pub fn new(white: PlayerId, black: PlayerId) -> Self {
        Game {
            white,
            black,
            result: GameResult::PENDING,
            colours_assigned: true,
            handicap: None,
        }
    }

    /// The same game with a result.
    #[must_use]
    pub fn with_result(mut self, result: GameResult) -> Self {
        self.result = result;
        self
    }

    /// The player on a side.
    #[must_use]
    pub fn player(&self, colour: Colour) -> PlayerId {
        match colour {
            Colour::White => self.white,
            Colour::Black => self.black,
        }
    }

    /// The side `player` is on, if they play in this game.
    #[must_use]
    pub fn colour_of(&self, player: PlayerId) -> Option<Colour> {
        if player == self.white {
            Some(Colour::White)
        } else if player == self.black {
            Some(Colour::Black)
        } else {
            None
        }
    }
}

/// What a player did in a round.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum Entry {
    /// Paired against `opponent`.
    Game {
        /// The opponent.
        opponent: PlayerId,
        /// The player's colour; `None` for a forfeit recorded without colours.
        colour: Option<Colour>,
        /// The player's result; `None` while pending.
        result: Option<SideResult>,
        /// The board, 1-based.
        board: u32,
    },
    /// A bye of some kind.
    Bye(ByeKind),
    /// Not paired and no bye recorded (TRF blank, which scores like `Z`).
    Absent,
}

impl Entry {
    /// True when the player played a game over the board (not a forfeit, not pending).
    #[must_use]
    pub fn is_played_game(&self) -> bool {
        matches!(self, Entry::Game { result: Some(r), .. } if r.is_played())
    }

    /// The colour of a game actually played (C.04.1: colours of unplayed games do not count).
    #[must_use]
    pub fn played_colour(&self) -> Option<Colour> {
        match self {
            Entry::Game {
                colour,
                result: Some(r),
                ..
            } if r.is_played() => *colour,
            _ => None,
        }
    }

    /// The opponent, for any pairing (played, forfeited or pending).
    #[must_use]
    pub fn opponent(&self) -> Option<PlayerId> {
        match self {
            Entry::Game { opponent, .. } => Some(*opponent),
            _ => None,
        }
    }
}

/// Why a set of games and byes is not a round.
// Not `non_exhaustive`: the desk says each reason in its language and matches them all.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
pub enum RoundError {
    /// A player appears twice.
    #[error("player {0} appears more than once in the round")]
    Duplicate(PlayerId),
    /// A game pits a player against themselves.
    #[error("player {0} is paired against themselves")]
    SelfPairing(PlayerId),
    /// More than one pairing-allocated bye (C.04.1: at most one per round).
    #[error("more than one pairing-allocated bye ({0} and {1})")]
    TwoPairingByes(PlayerId, PlayerId),
}

#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
enum Slot {
    Free,
    Board(u32),
    Bye(ByeKind),
}

/// A paired round: games in board order and byes. Every player appears at most once.
#[derive(Clone, Eq, PartialEq, Hash, Debug, Default)]
pub struct Round {
    games: Vec<Game>,
    byes: Vec<(PlayerId, ByeKind)>,
    slots: Vec<Slot>,
    /// A round of a team event: the team with the bye gives every board the
    /// pairing-allocated bye, so several players may have it.
    team_byes: bool,
}

impl Round {
    /// A round from its games (board 1 first) and byes.
    ///
    /// # Errors
    /// When a player appears twice, plays themselves, or two pairing-allocated byes are given.
    pub fn new(games: Vec<Game>, byes: Vec<(PlayerId, ByeKind)>) -> Result<Self, RoundError> {
        let mut round = Round {
            games,
            byes,
            slots: Vec::new(),
            team_byes: false,
        };
        round.reindex()?;
        Ok(round)
    }

    /// A round of a team event, where every board of the team with the bye has the
    /// pairing-allocated bye (C.04.6: the bye goes to a team); otherwise as [`Round::new`].
    ///
    /// # Errors
    /// When a player appears twice or plays themselves.
    pub fn new_team(games: Vec<Game>, byes: Vec<(PlayerId, ByeKind)>) -> Result<Self, RoundError> {
        let mut round = Round {
            games,
            byes,
            slots: Vec::new(),
            team_byes: true,
        };
        round.reindex()?;
        Ok(round)
    }

    fn reindex(&mut self) -> Result<(), RoundError> {
        let max = self
            .games
            .iter()
            .flat_map(|g| [g.white, g.black])
            .chain(self.byes.iter().map(|b| b.0))
            .map(PlayerId::index)
            .max();
        let mut slots = vec![Slot::Free; max.map_or(0, |m| m + 1)];
        let mut take = |p: PlayerId, s: Slot| {
            let cell = &mut slots[p.index()];
            if *cell != Slot::Free {
                return Err(RoundError::Duplicate(p));
            }
            *cell = s;
            Ok(())
        };
        for (i, g) in self.games.iter().enumerate() {
            if g.white == g.black {
                return Err(RoundError::SelfPairing(g.white));
            }
            let board = u32::try_from(i + 1).unwrap_or(u32::MAX);
            take(g.white, Slot::Board(board))?;
            take(g.black, Slot::Board(board))?;
        }
        let mut pab: Option<PlayerId> = None;
        for &(p, kind) in &self.byes {
            take(p, Slot::Bye(kind))?;
            if kind == ByeKind::PairingAllocated && !self.team_byes {
                if let Some(first) = pab {
                    return Err(RoundError::TwoPairingByes(first, p));
                }
                pab = Some(p);
            }
        }
        self.slots = slots;
        Ok(())
    }

    /// Puts the games in another board order: `order[k]` is the present index (from 0) of
    /// the game that becomes board `k + 1`. Returns false, changing nothing, unless `order`
    /// names every game once.
    pub fn reorder_games(&mut self, order: &[usize]) -> bool {
        let n = self.games.len();
        let mut seen = vec![false; n];
        if order.len() != n
            || order
                .iter()
                .any(|&i| i >= n || std::mem::replace(&mut seen[i], true))
        {
            return false;
        }
        let games: Vec<Game> = order.iter().map(|&i| self.games[i]).collect();
        let old = std::mem::replace(&mut self.games, games);
        if self.reindex().is_err() {
            self.games = old;
            let _ = self.reindex();
            return false;
        }
        true
    }

    /// The games, board 1 first.
    #[must_use]
    pub fn games(&self) -> &[Game] {
        &self.games
    }

    /// The byes, in the order given.
    #[must_use]
    pub fn byes(&self) -> &[(PlayerId, ByeKind)] {
        &self.byes
    }

    /// The player given the pairing-allocated bye, if any.
    #[must_use]
    pub fn pairing_bye(&self) -> Option<PlayerId> {
        self.byes
            .iter()
            .find(|b| b.1 == ByeKind::PairingAllocated)
            .map(|b| b.0)
    }

    /// True once a pairing has been made: some game or a pairing-allocated bye exists.
    /// A round holding only requested byes is still waiting to be paired.
    #[must_use]
    pub fn is_paired(&self) -> bool {
        !self.games.is_empty() || self.pairing_bye().is_some()
    }

    /// Gives `player`, who has no game in this round, a bye of `kind` (a half-point bye
    /// for a round a late entry missed, C.04.1 art. 4's byes assigned by the arbiter), or
    /// with `None` takes such a bye away. Returns false, changing nothing, when the player
    /// has a game here or the pairing-allocated bye (the pairing's, not the arbiter's),
    /// or when `kind` is the pairing-allocated bye.
    pub fn set_bye(&mut self, player: PlayerId, kind: Option<ByeKind>) -> bool {
        if kind == Some(ByeKind::PairingAllocated)
            || matches!(
                self.entry(player),
                Entry::Game { .. } | Entry::Bye(ByeKind::PairingAllocated)
            )
        {
            return false;
        }
        let old = self.byes.clone();
        self.byes.retain(|b| b.0 != player);
        if let Some(k) = kind {
            self.byes.push((player, k));
        }
        if self.reindex().is_err() {
            self.byes = old;
            let _ = self.reindex();
            return false;
        }
        true
    }

    /// Sets the result on a board (1-based). Returns false when there is no such board.
    pub fn set_result(&mut self, board: u32, result: GameResult) -> bool {
        match board
            .checked_sub(1)
            .and_then(|b| self.games.get_mut(b as usize))
        {
            Some(g) => {
                g.result = result;
                true
            }
            None => false,
        }
    }

    /// What `player` did in this round.
    #[must_use]
    pub fn entry(&self, player: PlayerId) -> Entry {
        match self.slots.get(player.index()) {
            None | Some(Slot::Free) => Entry::Absent,
            Some(Slot::Bye(k)) => Entry::Bye(*k),
            Some(Slot::Board(b)) => {
                let Some(g) = self.games.get((*b as usize).saturating_sub(1)) else {
                    return Entry::Absent;
                };
                let (colour, opponent) = if g.white == player {
                    (Colour::White, g.black)
                } else {
                    (Colour::Black, g.white)
                };
                Entry::Game {
                    opponent,
                    colour: g.colours_assigned.then_some(colour),
                    result: g.result.side(colour),
                    board: *b,
                }
            }
        }
    }

    /// The largest start rank mentioned in the round, if any.
    #[must_use]
    pub fn max_player(&self) -> Option<PlayerId> {
        self.slots.len().checked_sub(1).map(PlayerId::from_index)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    /// Issue 44: a player not in a round (a late entry) is given a bye in it, and it can
    /// be taken away; a player with a game or the pairing's bye keeps them.
    #[test]
    fn issue_44_a_bye_is_given_in_a_paired_round_to_a_player_without_a_game() {
        let p = PlayerId::from_index;
        let mut r = Round::new(
            vec![Game::new(p(0), p(1))],
            vec![(p(2), ByeKind::PairingAllocated)],
        )
        .unwrap();
        assert!(r.set_bye(p(5), Some(ByeKind::Half)));
        assert_eq!(r.entry(p(5)), Entry::Bye(ByeKind::Half));
        assert!(r.set_bye(p(5), Some(ByeKind::Zero)));
        assert_eq!(r.entry(p(5)), Entry::Bye(ByeKind::Zero));
        assert!(r.set_bye(p(5), None));
        assert_eq!(r.entry(p(5)), Entry::Absent);
        assert!(!r.set_bye(p(0), Some(ByeKind::Half)));
        assert!(!r.set_bye(p(2), Some(ByeKind::Half)));
        assert!(!r.set_bye(p(4), Some(ByeKind::PairingAllocated)));
        assert_eq!(r.entry(p(2)), Entry::Bye(ByeKind::PairingAllocated));
    }

    fn p(n: u32) -> PlayerId {
        PlayerId::new(n).unwrap()
    }

    #[test]
    fn entries() {
        let r = Round::new(
            vec![Game::new(p(1), p(3)).with_result(GameResult::BLACK_WINS)],
            vec![(p(2), ByeKind::PairingAllocated)],
        )
        .unwrap();
        assert!(r.is_paired());
        match r.entry(p(3)) {
            Entry::Game {
                opponent,
                colour,
                result,
                board,
            } => {
                assert_eq!((opponent, colour, board), (p(1), Some(Colour::Black), 1));
                assert_eq!(result.unwrap().trf_code(), '1');
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(r.entry(p(2)), Entry::Bye(ByeKind::PairingAllocated));
        assert_eq!(r.entry(p(9)), Entry::Absent);
    }

    #[test]
    fn rejects_bad_rounds() {
        assert_eq!(
            Round::new(vec![Game::new(p(1), p(1))], vec![]),
            Err(RoundError::SelfPairing(p(1)))
        );
        assert_eq!(
            Round::new(vec![Game::new(p(1), p(2))], vec![(p(2), ByeKind::Half)]),
            Err(RoundError::Duplicate(p(2)))
        );
        assert!(
            Round::new(
                vec![],
                vec![
                    (p(1), ByeKind::PairingAllocated),
                    (p(2), ByeKind::PairingAllocated)
                ]
            )
            .is_err()
        );
    }
}
