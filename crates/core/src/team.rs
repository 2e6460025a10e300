//! Team data (TRF26 team section). Team pairing systems come later; the model already
//! carries what a team event's TRF holds so nothing is lost on the way through.

use crate::id::{PlayerId, RoundNo};
use crate::points::Points;

/// A team (TRF26 record 310, or the older 013).
#[derive(Clone, Eq, PartialEq, Hash, Debug, Default)]
pub struct Team {
    /// Team pairing number (310); `None` for a 013 record, which has none.
    pub number: Option<u16>,
    /// Team name.
    pub name: String,
    /// Nickname (five characters).
    pub nickname: String,
    /// Strength factor, as written.
    pub strength: String,
    /// Match points, as reported.
    pub match_points: Option<Points>,
    /// Game points, as reported.
    pub game_points: Option<Points>,
    /// Team rank, as reported.
    pub rank: Option<u16>,
    /// Members in board order.
    pub players: Vec<PlayerId>,
}

/// A team playing out of its default board order in a round (TRF26 record 300).
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct BoardOrder {
    /// The round.
    pub round: RoundNo,
    /// The team.
    pub team: u16,
    /// The scheduled opponent.
    pub opponent: u16,
    /// Players by board; `None` for an empty board (`0000`).
    pub players: Vec<Option<PlayerId>>,
}

/// A forfeited team match (TRF26 record 330).
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct TeamForfeit {
    /// `+-`, `-+` or `--`.
    pub kind: String,
    /// The round.
    pub round: RoundNo,
    /// White team.
    pub white: u16,
    /// Black team.
    pub black: u16,
}

/// Pairing-allocated byes of a team event (TRF26 record 320).
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct TeamByes {
    /// Match points for the bye.
    pub match_points: Option<Points>,
    /// Game points for the bye.
    pub game_points: Option<Points>,
    /// The team given the bye in each round (round 1 first), `None` for none.
    pub teams: Vec<Option<u16>>,
}

/// Everything a TRF says about teams.
#[derive(Clone, Eq, PartialEq, Hash, Debug, Default)]
pub struct TeamSection {
    /// Teams, 310 records (with pairing numbers) or 013 records.
    pub teams: Vec<Team>,
    /// 352: board colour sequence, e.g. `WBWB`.
    pub board_colours: Option<String>,
    /// 362: match points for a team win, draw and loss, as written.
    pub match_scoring: Option<String>,
    /// 320 records.
    pub byes: Vec<TeamByes>,
    /// 330 records.
    pub forfeits: Vec<TeamForfeit>,
    /// 300 records.
    pub board_orders: Vec<BoardOrder>,
}

impl TeamSection {
    /// True when the section holds nothing.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        *self == TeamSection::default()
    }
}
