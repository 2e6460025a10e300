//! Team data (TRF26 team section). Team pairing systems come later; the model already
//! carries what a team event's TRF holds so nothing is lost on the way through.

use crate::colour::Colour;
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
    /// 802 records: each team's results round by round, as reported.
    pub reports: Vec<TeamReport>,
    /// 801 records, kept as written.
    pub long_reports: Vec<TeamLongReport>,
    /// 240 records of a team event: byes given to teams.
    pub bye_records: Vec<TeamByeRecord>,
    /// 250 records of a team event: accelerated rounds of a range of teams.
    pub accelerations: Vec<TeamAcceleration>,
}

impl TeamSection {
    /// True when the section holds nothing.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        *self == TeamSection::default()
    }
}

/// The kind of bye a team report (802) names instead of an opponent.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum TeamByeKind {
    /// `PAB`: the pairing-allocated bye.
    PairingAllocated,
    /// `FPB`: a full-point bye.
    FullPoint,
    /// `HPB`: a half-point bye.
    HalfPoint,
    /// `ZPB`: a zero-point bye.
    ZeroPoint,
}

impl TeamByeKind {
    /// The three letters a team report writes.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            TeamByeKind::PairingAllocated => "PAB",
            TeamByeKind::FullPoint => "FPB",
            TeamByeKind::HalfPoint => "HPB",
            TeamByeKind::ZeroPoint => "ZPB",
        }
    }

    /// Reads `PAB`, `FPB`, `HPB` or `ZPB`.
    #[must_use]
    pub fn from_code(code: &str) -> Option<Self> {
        match code {
            "PAB" => Some(TeamByeKind::PairingAllocated),
            "FPB" => Some(TeamByeKind::FullPoint),
            "HPB" => Some(TeamByeKind::HalfPoint),
            "ZPB" => Some(TeamByeKind::ZeroPoint),
            _ => None,
        }
    }
}

/// Whom a team met in a round, as a team report (802) says.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum TeamOpponent {
    /// The opposing team, by pairing number.
    Team(u16),
    /// No opponent: a bye.
    Bye(TeamByeKind),
}

/// One round of a team report (802).
#[derive(Clone, Eq, PartialEq, Hash, Debug, Default)]
pub struct TeamReportRound {
    /// The opponent or bye; `None` when the round is left blank.
    pub opponent: Option<TeamOpponent>,
    /// The team's colour (that of its first board); `None` for a bye or blank.
    pub colour: Option<Colour>,
    /// Game points scored in the round.
    pub game_points: Option<Points>,
    /// The forfeit mark as written (`f` or `F`); `None` when the match was not forfeited.
    pub forfeit: Option<char>,
}

/// A team's results round by round (TRF26 record 802, informative: it repeats what the
/// player and team records state, for a reader's eyes).
#[derive(Clone, Eq, PartialEq, Hash, Debug, Default)]
pub struct TeamReport {
    /// Team pairing number (310).
    pub team: u16,
    /// Nickname (five characters).
    pub nickname: String,
    /// Total match points.
    pub match_points: Option<Points>,
    /// Total game points.
    pub game_points: Option<Points>,
    /// Rounds, round 1 first; trailing blank rounds are dropped.
    pub rounds: Vec<TeamReportRound>,
}

/// The long team report (TRF26 record 801, informative). Its column layout is not
/// published beside 802's, so the record is kept as written.
#[derive(Clone, Eq, PartialEq, Hash, Debug, Default)]
pub struct TeamLongReport {
    /// Team pairing number, read from columns 5-7.
    pub team: u16,
    /// The record from column 5 on, as written (team number included).
    pub text: String,
}

/// Byes given to teams in a round (TRF26 record 240 in a team event).
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct TeamByeRecord {
    /// `F` (full point), `H` (half point) or `Z` (zero point).
    pub kind: char,
    /// The round.
    pub round: RoundNo,
    /// The teams, by pairing number.
    pub teams: Vec<u16>,
}

/// Accelerated rounds of a range of teams (TRF26 record 250 in a team event).
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct TeamAcceleration {
    /// Fictitious match points.
    pub match_points: Option<Points>,
    /// Fictitious game points.
    pub game_points: Points,
    /// First round accelerated.
    pub first_round: RoundNo,
    /// Last round accelerated.
    pub last_round: RoundNo,
    /// First team of the range, by pairing number.
    pub first_team: u16,
    /// Last team of the range.
    pub last_team: u16,
}
