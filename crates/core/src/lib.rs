//! The arbiter tournament model: the vocabulary every other crate speaks.
//!
//! Players are identified by start rank ([`PlayerId`]), rounds by number ([`RoundNo`]).
//! A [`Tournament`] holds players and paired [`Round`]s; each round holds [`Game`]s in
//! board order and byes, and answers what each player did ([`Entry`]). Scores are
//! [`Points`] in integer tenths, never floats, valued by a [`ScoringSystem`].
//! The model serves chess and Go alike ([`GoRank`], [`Handicap`], both-win results).
//!
//! No I/O happens here: parsers and stores live in other crates.
#![deny(missing_docs)]
#![cfg_attr(test, allow(clippy::panic))]

mod colour;
mod go;
mod go_ids;
pub mod go_team;
mod go_time;
mod id;
mod player;
mod points;
mod random;
mod result;
mod round;
mod scoring;
mod team;
pub mod teams;
mod tournament;

pub use colour::{ByColour, Colour};
pub use go::{
    GO_RATING_RANGE, GoConcavity, GoDrawMode, GoEventInfo, GoGame, GoHandicapBase, GoHandicapRules,
    GoOutcome, GoPairingRules, GoPlayer, GoPlayerIds, GoRank, GoRatingScale, GoResult, GoScoring,
    GoSeeding, GoSystem, GoTimeSystem, GoTournament, Handicap, ParseGoRankError, go_name_parts,
    go_player_key, go_rank_of_rating, go_rating_of_rank,
};
pub use go_ids::{AgaId, EgfPin, FfgLicence, GoBody, GoIds, ParseGoIdError};
pub use go_team::{
    GO_TEAM_CRITERIA, GO_TEAM_MAX_BOARDS, GO_TEAM_MIN_BOARDS, GO_TEAM_ROUNDS, GoBoardResult,
    GoPairEntrant, GoPairEntry, GoPairKind, GoPairMember, GoTeam, GoTeamCriterion, GoTeamError,
    GoTeamMatch, GoTeamRules, GoTeams, go_pair_handicap_grades, go_team_matches,
    go_team_matches_up_to, go_wins2, grades_between,
};
pub use go_time::{GoTimeControl, ParseTimeControlError};
pub use id::{PlayerId, RoundNo};
pub use player::{NationalRating, Player, Rating, Sex, Title};
pub use points::{ParsePointsError, Points};
pub use random::SplitMix64;
pub use result::{Decision, GameResult, Outcome, ParseResultError, ResultError, SideResult};
pub use round::{ByeKind, Entry, Game, Round, RoundError};
pub use scoring::ScoringSystem;
pub use team::{BoardOrder, Team, TeamByes, TeamForfeit, TeamSection};
pub use team::{
    TeamAcceleration, TeamByeKind, TeamByeRecord, TeamLongReport, TeamOpponent, TeamReport,
    TeamReportRound,
};
pub use tournament::{
    ByeRequest, Float, ModelError, PointAdjustment, Prohibition, Tournament, TournamentInfo,
    is_double_swiss,
};
