//! The games a rating officer rates, and what a report read back holds.

use arbiter_core::{Colour, Decision, Outcome, PlayerId, Tournament};

/// A game a rating body rates: played over the board (not a forfeit, not a game of less
/// than one move, FIDE C.04.1 and the TRF26 result codes `1 = 0`), with a regular result
/// (one side won or both drew).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct RatedGame {
    /// The round.
    pub round: u16,
    /// The board, from 1.
    pub board: u32,
    /// White.
    pub white: PlayerId,
    /// Black.
    pub black: PlayerId,
    /// White's score in half points: 2 a win, 1 a draw, 0 a loss.
    pub white_halves: u8,
}

/// White's score in half points of a played game with a regular result.
pub(crate) fn white_halves(result: arbiter_core::GameResult) -> Option<u8> {
    if result.decision() != Some(Decision::Played) || !result.is_regular() {
        return None;
    }
    match result.side(Colour::White)?.outcome {
        Outcome::Win => Some(2),
        Outcome::Draw => Some(1),
        Outcome::Loss => Some(0),
    }
}

/// Every rated game of `t`, round by round, board by board.
#[must_use]
pub fn rated_games(t: &Tournament) -> Vec<RatedGame> {
    let mut out = Vec::new();
    for (ri, round) in t.rounds().iter().enumerate() {
        let round_no = u16::try_from(ri + 1).unwrap_or(u16::MAX);
        for (bi, g) in round.games().iter().enumerate() {
            if let Some(w) = white_halves(g.result) {
                out.push(RatedGame {
                    round: round_no,
                    board: u32::try_from(bi + 1).unwrap_or(u32::MAX),
                    white: g.white,
                    black: g.black,
                    white_halves: w,
                });
            }
        }
    }
    out
}

/// A player of a report read back.
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct ReadPlayer {
    /// The number the report gives the player (start rank, pairing number, PIN).
    pub number: u32,
    /// The id the report carries (FIDE id, national id), as written.
    pub id: String,
    /// The name, as written.
    pub name: String,
}

/// A game of a report read back, players by the numbers of [`ReadPlayer`].
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct ReadGame {
    /// The round.
    pub round: u16,
    /// White's number.
    pub white: u32,
    /// Black's number.
    pub black: u32,
    /// White's score in half points.
    pub white_halves: u8,
}

/// A report read back: its players and the games it reports as rated.
#[derive(Clone, Eq, PartialEq, Debug, Default)]
pub struct ReadBack {
    /// The players.
    pub players: Vec<ReadPlayer>,
    /// The rated games.
    pub games: Vec<ReadGame>,
}

impl ReadBack {
    /// The games as `(round, white id, black id, white half points)`, sorted: what a
    /// round trip compares.
    #[must_use]
    pub fn games_by_id(&self) -> Vec<(u16, String, String, u8)> {
        let id = |n: u32| {
            self.players
                .iter()
                .find(|p| p.number == n)
                .map(|p| p.id.clone())
                .unwrap_or_default()
        };
        let mut v: Vec<_> = self
            .games
            .iter()
            .map(|g| (g.round, id(g.white), id(g.black), g.white_halves))
            .collect();
        v.sort();
        v
    }
}
