//! Scheveningen matches: two teams of n players, every player of one team meets every
//! player of the other once, in n rounds.
//!
//! For 4, 6, 8, 9 and 10 boards the schedule is the published table (the tables many
//! federations' team regulations reproduce); for other sizes it is built:
//! - n = 2k boards: the teams split into halves (boards 1…k and k+1…2k). In rounds 1…k each
//!   half of team A meets the same half of team B, A_i against B_(i+r−1 mod k); in rounds
//!   k+1…2k the halves cross. The first half of team A has white in odd rounds, the second
//!   half in even rounds, so that every player of team A alternates colours, players of
//!   team B alternate within each half of the match, and each team has k whites every round.
//!   (This construction gives exactly the published tables for 4 and 8 boards.)
//! - n odd: A_i meets B_(i+r−1 mod n) in round r; team A has white in odd rounds up to round
//!   n − 1, and in the last round the players of team A on even boards have white.
//!
//! Every game is written as in the tables: `A1-B3` means A1 has white against B3. The board
//! of a game is its row in the table; in the constructed schedules it is the board of the
//! team-A player (the published 9-board table seats team B by board in even rounds).

use arbiter_core::Colour;
use std::fmt;

/// The largest team a schedule is built for.
pub const MAX_BOARDS: u32 = 99;

/// Why a Scheveningen schedule cannot be built.
#[derive(Clone, Eq, PartialEq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ScheveningenError {
    /// Teams of fewer than one or more than [`MAX_BOARDS`] players.
    #[error("a Scheveningen match needs teams of 1 to {MAX_BOARDS} players, not {0}")]
    Size(u32),
}

impl ScheveningenError {
    /// The sentence of the error for the catalogue.
    #[must_use]
    pub fn message(&self) -> crate::Message {
        match self {
            ScheveningenError::Size(n) => crate::Message::new("pairing-refused-scheveningen-size")
                .text("max", MAX_BOARDS)
                .text("count", n),
        }
    }
}

/// A player: team A or B and the board, 1-based.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug)]
pub struct TeamPlayer {
    /// True for team A, false for team B.
    pub team_a: bool,
    /// The board, 1-based.
    pub board: u32,
}

impl TeamPlayer {
    /// A1, A2, …
    #[must_use]
    pub const fn a(board: u32) -> Self {
        TeamPlayer {
            team_a: true,
            board,
        }
    }

    /// B1, B2, …
    #[must_use]
    pub const fn b(board: u32) -> Self {
        TeamPlayer {
            team_a: false,
            board,
        }
    }
}

impl fmt::Display for TeamPlayer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", if self.team_a { 'A' } else { 'B' }, self.board)
    }
}

/// One game: who has white and who has black.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct TeamGame {
    /// White.
    pub white: TeamPlayer,
    /// Black.
    pub black: TeamPlayer,
}

impl TeamGame {
    /// The player of team A.
    #[must_use]
    pub fn a_player(&self) -> TeamPlayer {
        if self.white.team_a {
            self.white
        } else {
            self.black
        }
    }

    /// The player of team B.
    #[must_use]
    pub fn b_player(&self) -> TeamPlayer {
        if self.white.team_a {
            self.black
        } else {
            self.white
        }
    }

    /// The colour of team A's player.
    #[must_use]
    pub fn a_colour(&self) -> Colour {
        if self.white.team_a {
            Colour::White
        } else {
            Colour::Black
        }
    }
}

impl fmt::Display for TeamGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.white, self.black)
    }
}

/// A Scheveningen schedule: `rounds[r][b]` is the game on board b + 1 in round r + 1.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct ScheveningenSchedule {
    /// Players per team.
    pub boards: u32,
    /// True when the schedule is a published table, false when constructed.
    pub published: bool,
    /// The rounds, each with its games in board order.
    pub rounds: Vec<Vec<TeamGame>>,
}

/// The published tables: per board, the games of rounds 1…n, `A` meaning team A's player
/// of the row has white. Each entry is (B board, A has white).
const TABLE_6: [&str; 6] = [
    "B1-A1 B2-A1 A1-B3 A1-B4 B5-A1 A1-B6",
    "B5-A2 A2-B1 A2-B2 B6-A2 B4-A2 A2-B3",
    "A3-B4 B3-A3 B1-A3 A3-B5 A3-B6 B2-A3",
    "A4-B2 B4-A4 B6-A4 A4-B1 B3-A4 A4-B5",
    "A5-B3 A5-B6 B5-A5 B2-A5 A5-B1 B4-A5",
    "B6-A6 A6-B5 A6-B4 B3-A6 A6-B2 B1-A6",
];

const TABLE_9: [&str; 9] = [
    "A1-B1 B1-A9 A1-B3 B1-A7 A1-B5 B1-A5 A1-B7 B1-A3 B9-A1",
    "A2-B2 B2-A1 A2-B4 B2-A8 A2-B6 B2-A6 A2-B8 B2-A4 A2-B1",
    "A3-B3 B3-A2 A3-B5 B3-A9 A3-B7 B3-A7 A3-B9 B3-A5 A3-B2",
    "A4-B4 B4-A3 A4-B6 B4-A1 A4-B8 B4-A8 A4-B1 B4-A6 B3-A4",
    "A5-B5 B5-A4 A5-B7 B5-A2 A5-B9 B5-A9 A5-B2 B5-A7 A5-B4",
    "A6-B6 B6-A5 A6-B8 B6-A3 A6-B1 B6-A1 A6-B3 B6-A8 B5-A6",
    "A7-B7 B7-A6 A7-B9 B7-A4 A7-B2 B7-A2 A7-B4 B7-A9 A7-B6",
    "A8-B8 B8-A7 A8-B1 B8-A5 A8-B3 B8-A3 A8-B5 B8-A1 B7-A8",
    "A9-B9 B9-A8 A9-B2 B9-A6 A9-B4 B9-A4 A9-B6 B9-A2 A9-B8",
];

const TABLE_10: [&str; 10] = [
    "A1-B1 B2-A1 A1-B9 B10-A1 A1-B7 B8-A1 A1-B5 B6-A1 A1-B3 B4-A1",
    "A2-B2 B1-A2 A2-B10 B9-A2 A2-B8 B7-A2 A2-B6 B5-A2 A2-B4 B3-A2",
    "B3-A3 A3-B4 B1-A3 A3-B2 B9-A3 A3-B10 B7-A3 A3-B8 B5-A3 A3-B6",
    "B4-A4 A4-B3 B2-A4 A4-B1 B10-A4 A4-B9 B8-A4 A4-B7 B6-A4 A4-B5",
    "A5-B5 B6-A5 A5-B3 B4-A5 A5-B1 B2-A5 A5-B9 B10-A5 A5-B7 B8-A5",
    "A6-B6 B5-A6 A6-B4 B3-A6 A6-B2 B1-A6 A6-B10 B9-A6 A6-B8 B7-A6",
    "B7-A7 A7-B8 B5-A7 A7-B6 B3-A7 A7-B4 B1-A7 A7-B2 B9-A7 A7-B10",
    "B8-A8 A8-B7 B6-A8 A8-B5 B4-A8 A8-B3 B2-A8 A8-B1 B10-A8 A8-B9",
    "A9-B9 B10-A9 A9-B7 B8-A9 A9-B5 B6-A9 A9-B3 B4-A9 A9-B1 B2-A9",
    "A10-B10 B9-A10 A10-B8 B7-A10 A10-B6 B5-A10 A10-B4 B3-A10 A10-B2 B1-A10",
];

fn parse_player(s: &str) -> Option<TeamPlayer> {
    let (team, board) = s.split_at_checked(1)?;
    let board: u32 = board.parse().ok()?;
    match team {
        "A" => Some(TeamPlayer::a(board)),
        "B" => Some(TeamPlayer::b(board)),
        _ => None,
    }
}

/// Reads a game written `X-Y` (X has white), e.g. `A1-B3` or `B2-A1`.
#[must_use]
pub fn parse_game(s: &str) -> Option<TeamGame> {
    let (w, b) = s.trim().split_once('-')?;
    let game = TeamGame {
        white: parse_player(w.trim())?,
        black: parse_player(b.trim())?,
    };
    (game.white.team_a != game.black.team_a).then_some(game)
}

fn from_rows(rows: &[&str]) -> Vec<Vec<TeamGame>> {
    let cells: Vec<Vec<TeamGame>> = rows
        .iter()
        .map(|row| row.split_whitespace().filter_map(parse_game).collect())
        .collect();
    let rounds = cells.first().map_or(0, Vec::len);
    (0..rounds)
        .map(|r| cells.iter().filter_map(|row| row.get(r).copied()).collect())
        .collect()
}

fn game(a_board: u32, b_board: u32, a_white: bool) -> TeamGame {
    let (a, b) = (TeamPlayer::a(a_board), TeamPlayer::b(b_board));
    if a_white {
        TeamGame { white: a, black: b }
    } else {
        TeamGame { white: b, black: a }
    }
}

/// The constructed schedule (see the module documentation).
fn constructed(n: u32) -> Vec<Vec<TeamGame>> {
    if n.is_multiple_of(2) {
        let k = n / 2;
        (0..n)
            .map(|r| {
                let odd_round = r % 2 == 0;
                let cross = r >= k;
                let step = r % k;
                (0..n)
                    .map(|i| {
                        let first_half = i < k;
                        let within = i % k;
                        let opponent_within = (within + step) % k;
                        let b_half_first = first_half != cross;
                        let b = if b_half_first {
                            opponent_within
                        } else {
                            k + opponent_within
                        };
                        game(i + 1, b + 1, first_half == odd_round)
                    })
                    .collect()
            })
            .collect()
    } else {
        (0..n)
            .map(|r| {
                (0..n)
                    .map(|i| {
                        let b = (i + r) % n;
                        let a_white = if r + 1 == n {
                            (i + 1) % 2 == 0
                        } else {
                            r % 2 == 0
                        };
                        game(i + 1, b + 1, a_white)
                    })
                    .collect()
            })
            .collect()
    }
}

/// The schedule for two teams of `boards` players: the published table for 6, 9 and 10
/// boards, the construction (which equals the published tables for 4 and 8) otherwise.
///
/// # Errors
/// A team size outside 1..=[`MAX_BOARDS`].
pub fn schedule(boards: u32) -> Result<ScheveningenSchedule, ScheveningenError> {
    if boards == 0 || boards > MAX_BOARDS {
        return Err(ScheveningenError::Size(boards));
    }
    let (rounds, published) = match boards {
        6 => (from_rows(&TABLE_6), true),
        9 => (from_rows(&TABLE_9), true),
        10 => (from_rows(&TABLE_10), true),
        4 | 8 => (constructed(boards), true),
        n => (constructed(n), false),
    };
    Ok(ScheveningenSchedule {
        boards,
        published,
        rounds,
    })
}

/// The constructed schedule even where a table is published (for comparison).
///
/// # Errors
/// A team size outside 1..=[`MAX_BOARDS`].
pub fn construction(boards: u32) -> Result<ScheveningenSchedule, ScheveningenError> {
    if boards == 0 || boards > MAX_BOARDS {
        return Err(ScheveningenError::Size(boards));
    }
    Ok(ScheveningenSchedule {
        boards,
        published: false,
        rounds: constructed(boards),
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn check(s: &ScheveningenSchedule) {
        let n = s.boards as usize;
        assert_eq!(s.rounds.len(), n);
        let mut met = vec![vec![0; n]; n];
        for round in &s.rounds {
            assert_eq!(round.len(), n);
            let mut a_seen = vec![false; n];
            let mut b_seen = vec![false; n];
            for (board, g) in round.iter().enumerate() {
                let a = g.a_player().board as usize - 1;
                let b = g.b_player().board as usize - 1;
                if !s.published {
                    assert_eq!(a, board);
                }
                assert!(!std::mem::replace(&mut a_seen[a], true));
                assert!(!std::mem::replace(&mut b_seen[b], true));
                met[a][b] += 1;
            }
        }
        assert!(met.iter().flatten().all(|&m| m == 1));
    }

    #[test]
    fn every_size_meets_everyone_once() {
        for n in 1..=16 {
            check(&schedule(n).unwrap());
            check(&construction(n).unwrap());
        }
        assert!(schedule(0).is_err());
    }

    #[test]
    fn games_read_and_print() {
        let g = parse_game("B2-A1").unwrap();
        assert_eq!(g.to_string(), "B2-A1");
        assert_eq!(g.a_colour(), Colour::Black);
        assert!(parse_game("A1-A2").is_none());
    }
}
