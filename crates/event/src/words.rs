//! The words of the event log's refusals as the message catalogue holds them (`event.ftl`):
//! each reason is a [`Message`], a key and its values, so that the desk says it in its
//! language while the command line, the API and the logs keep the English, which is the
//! English catalogue's text ([`say`] in [`Lang::En`]), so the two never drift apart.

use arbiter_core::teams::TeamError;
use arbiter_core::{
    GoTeamError, ModelError, ParseGoRankError, ParsePointsError, ParseResultError, RoundError,
};
use arbiter_i18n::{Arg, Lang};
use arbiter_pairing::{Message, MessageArg};
use std::fmt;

/// A message and its values as the catalogue takes them: decimals written as the page's
/// language writes numbers, phrases said in the same language as the sentence that holds
/// them.
#[must_use]
pub fn catalogue_args(m: &Message) -> (&'static str, Vec<(&'static str, Arg)>) {
    let args = m
        .args
        .iter()
        .map(|(name, value)| (*name, arg(value)))
        .collect();
    (m.key, args)
}

fn arg(value: &MessageArg) -> Arg {
    match value {
        MessageArg::Text(s) => Arg::Text(s.clone()),
        MessageArg::Number(s) => Arg::Decimal(s.clone()),
        MessageArg::Count(n) => Arg::from(*n),
        MessageArg::Phrase(p) => {
            let (key, args) = catalogue_args(p);
            Arg::Phrase(key, args)
        }
        MessageArg::Phrases(ps, sep) => Arg::Phrases(ps.iter().map(catalogue_args).collect(), sep),
    }
}

/// The message in `lang` (empty for a message with no key).
#[must_use]
pub fn say(lang: Lang, m: &Message) -> String {
    if m.key.is_empty() {
        return String::new();
    }
    let (key, args) = catalogue_args(m);
    arbiter_i18n::t_args(lang, key, &args)
}

/// A reason in English, as [`crate::EventError`]'s `Display` writes it.
pub(crate) struct English<'a>(pub &'a Message);

impl fmt::Display for English<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&say(Lang::En, self.0))
    }
}

/// The setting or value an [`crate::EventError::Invalid`] is about. Its English name leads
/// the refusal (`boards: …`), as the command line has always written it; pages say it in
/// their language ([`Field::message`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    /// A team event's boards per match.
    Boards,
    /// A team event's colours by board.
    BoardColours,
    /// A team event's match points.
    MatchPoints,
    /// The number of boards of a team rating.
    RatingBoards,
    /// A team event's primary score.
    PrimaryScore,
    /// A team event or a team.
    Team,
    /// A team's name.
    TeamName,
    /// A team's members.
    Members,
    /// A team's short name.
    ShortName,
    /// A lineup.
    Lineup,
    /// A pairing.
    Pairing,
    /// A game's result.
    Result,
    /// A name (of a player or an event).
    Name,
    /// A player's sex.
    Sex,
    /// A Go player's rank.
    GoRank,
    /// The points of a win, a draw and a loss.
    Points,
    /// The dates of the rounds.
    RoundDates,
    /// The number of rounds.
    Rounds,
    /// The event's language.
    Language,
    /// The chief arbiter's FIDE id.
    ChiefArbiterId,
    /// Chess or Go.
    Game,
    /// The initial colour.
    InitialColour,
    /// A game's handicap.
    Handicap,
    /// A player.
    Player,
    /// The start order.
    Order,
    /// A player's availability.
    Availability,
    /// The rules a pairing made by hand overrides.
    Overridden,
    /// A game's PGN record.
    Pgn,
    /// A Go event's teams and pair entrants.
    GoTeams,
    /// The encoded time control (TRF26 record 222).
    TimeControlCode,
    /// A Go player's EGF PIN.
    EgfPin,
    /// A Go player's FFG licence.
    FfgLicence,
    /// A Go player's AGA id.
    AgaId,
    /// A Go player's rating.
    GoRating,
    /// A prohibited pairing.
    Prohibition,
    /// A player's fictitious points for pairing.
    Acceleration,
    /// An entry made on the public form.
    Entry,
    /// A player's private link.
    PlayerLink,
    /// A player's result report.
    Report,
    /// The rules of the players' own pages.
    Online,
}

impl Field {
    /// Every field, for the tests that check the catalogue says each.
    pub const ALL: [Field; 40] = [
        Field::Boards,
        Field::BoardColours,
        Field::MatchPoints,
        Field::RatingBoards,
        Field::PrimaryScore,
        Field::Team,
        Field::TeamName,
        Field::Members,
        Field::ShortName,
        Field::Lineup,
        Field::Pairing,
        Field::Result,
        Field::Name,
        Field::Sex,
        Field::GoRank,
        Field::Points,
        Field::RoundDates,
        Field::Rounds,
        Field::Language,
        Field::ChiefArbiterId,
        Field::Game,
        Field::InitialColour,
        Field::Handicap,
        Field::Player,
        Field::Order,
        Field::Availability,
        Field::Overridden,
        Field::Pgn,
        Field::GoTeams,
        Field::TimeControlCode,
        Field::EgfPin,
        Field::FfgLicence,
        Field::AgaId,
        Field::GoRating,
        Field::Prohibition,
        Field::Acceleration,
        Field::Entry,
        Field::PlayerLink,
        Field::Report,
        Field::Online,
    ];

    /// The field's name for the catalogue.
    #[must_use]
    pub fn message(self) -> Message {
        Message::new(match self {
            Field::Boards => "event-field-boards",
            Field::BoardColours => "event-field-board-colours",
            Field::MatchPoints => "event-field-match-points",
            Field::RatingBoards => "event-field-rating-boards",
            Field::PrimaryScore => "event-field-primary-score",
            Field::Team => "event-field-team",
            Field::TeamName => "event-field-team-name",
            Field::Members => "event-field-members",
            Field::ShortName => "event-field-short-name",
            Field::Lineup => "event-field-lineup",
            Field::Pairing => "event-field-pairing",
            Field::Result => "event-field-result",
            Field::Name => "event-field-name",
            Field::Sex => "event-field-sex",
            Field::GoRank => "event-field-go-rank",
            Field::Points => "event-field-points",
            Field::RoundDates => "event-field-round-dates",
            Field::Rounds => "event-field-rounds",
            Field::Language => "event-field-language",
            Field::ChiefArbiterId => "event-field-chief-arbiter-id",
            Field::Game => "event-field-game",
            Field::InitialColour => "event-field-initial-colour",
            Field::Handicap => "event-field-handicap",
            Field::Player => "event-field-player",
            Field::Order => "event-field-order",
            Field::Availability => "event-field-availability",
            Field::Overridden => "event-field-overridden",
            Field::Pgn => "event-field-pgn",
            Field::GoTeams => "event-field-go-teams",
            Field::TimeControlCode => "event-field-time-control-code",
            Field::EgfPin => "player-field-egf-pin",
            Field::FfgLicence => "player-field-ffg-licence",
            Field::AgaId => "player-field-aga-id",
            Field::GoRating => "player-field-go-rating",
            Field::Prohibition => "event-field-prohibition",
            Field::Acceleration => "event-field-acceleration",
            Field::Entry => "event-field-entry",
            Field::PlayerLink => "event-field-player-link",
            Field::Report => "event-field-report",
            Field::Online => "event-field-online",
        })
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        English(&self.message()).fmt(f)
    }
}

/// A text the person typed, quoted as the English has always quoted it.
pub(crate) fn quoted(s: &str) -> String {
    format!("{s:?}")
}

/// Why a set of games and byes is not a round (the engines' refusal words).
#[must_use]
pub fn round_error_message(e: &RoundError) -> Message {
    match e {
        RoundError::Duplicate(p) => Message::new("event-round-duplicate").text("player", p),
        RoundError::SelfPairing(p) => Message::new("event-round-self").text("player", p),
        RoundError::TwoPairingByes(a, b) => Message::new("event-round-two-byes")
            .text("a", a)
            .text("b", b),
    }
}

/// Why a tournament's boards do not read as team matches (the team table's checks).
#[must_use]
pub fn team_error_message(e: &TeamError) -> Message {
    match e {
        TeamError::NoTeams => Message::new("event-teams-none"),
        TeamError::TwoTeams {
            player,
            first,
            second,
        } => Message::new("event-teams-two-teams")
            .text("player", player)
            .text("first", first)
            .text("second", second),
        TeamError::NotATeamGame {
            round,
            white,
            black,
        } => Message::new("event-teams-not-a-team-game")
            .text("round", round)
            .text("white", white)
            .text("black", black),
        TeamError::TwoMatches { round, team } => Message::new("event-teams-two-matches")
            .text("round", round)
            .text("team", team),
        TeamError::BoardMismatch {
            round,
            white,
            black,
            white_board,
            black_board,
        } => Message::new("event-teams-board-mismatch")
            .text("round", round)
            .text("white", white)
            .text("black", black)
            .text("white_board", white_board)
            .text("black_board", black_board),
        TeamError::NotAMember {
            round,
            team,
            player,
        } => Message::new("event-teams-not-a-member")
            .text("round", round)
            .text("team", team)
            .text("player", player),
        TeamError::UnknownTeam(n) => Message::new("event-teams-unknown").text("team", n),
        TeamError::Round(r) => round_error_message(r),
    }
}

/// Why a change to the tournament's players or rounds was refused.
#[must_use]
pub fn model_error_message(e: &ModelError) -> Message {
    match e {
        ModelError::UnknownPlayer(p) => Message::new("event-unknown-player").text("player", p),
        ModelError::Round(r) => round_error_message(r),
        ModelError::UnknownRound(r) => Message::new("event-model-unknown-round").text("round", r),
        ModelError::RoundsExist => Message::new("event-model-rounds-exist"),
        ModelError::NotAPermutation => Message::new("event-model-not-a-permutation"),
    }
}

/// A Go rank that does not read.
#[must_use]
pub fn go_rank_message(e: &ParseGoRankError) -> Message {
    Message::new("event-go-rank-bad").text("found", quoted(&e.0))
}

/// A Go body's number that does not read.
#[must_use]
pub fn go_id_message(e: &arbiter_core::ParseGoIdError) -> Message {
    let key = match e.body {
        arbiter_core::GoBody::Egf => "player-go-id-egf",
        arbiter_core::GoBody::Ffg => "player-go-id-ffg",
        arbiter_core::GoBody::Aga => "player-go-id-aga",
    };
    Message::new(key).text("found", quoted(e.found.trim()))
}

/// The field of a Go body's number.
#[must_use]
pub fn go_id_field(body: arbiter_core::GoBody) -> Field {
    match body {
        arbiter_core::GoBody::Egf => Field::EgfPin,
        arbiter_core::GoBody::Ffg => Field::FfgLicence,
        arbiter_core::GoBody::Aga => Field::AgaId,
    }
}

/// A Go rating outside OpenGotha's scale.
#[must_use]
pub fn go_rating_message(found: i32) -> Message {
    Message::new("player-go-rating-bad")
        .text("found", found)
        .text("low", arbiter_core::GO_RATING_RANGE.0)
        .text("high", arbiter_core::GO_RATING_RANGE.1)
}

/// Points that do not read.
#[must_use]
pub fn points_message(e: &ParsePointsError) -> Message {
    Message::new("event-points-bad").text("found", quoted(&e.found))
}

/// A result that does not read.
#[must_use]
pub fn result_message(e: &ParseResultError) -> Message {
    Message::new("event-result-bad").text("found", quoted(&e.0))
}

/// Why a Go team or pair entrant cannot be built as asked.
#[must_use]
pub fn go_team_error_message(e: &GoTeamError) -> Message {
    match e {
        GoTeamError::NoSuchBoard(b) => Message::new("event-go-no-such-board").text("board", b),
        GoTeamError::NoSuchRound(r) => Message::new("event-go-no-such-round").text("round", r),
        GoTeamError::TeamSize(n) => Message::new("event-go-team-size").text("size", n),
        GoTeamError::PairGoNotMixed => Message::new("event-go-pair-not-mixed"),
        GoTeamError::Members {
            kind,
            needed,
            found,
        } => Message::new("event-go-members")
            .text("kind", kind)
            // `exactly 2` or `at least 2`, as the catalogue's selector reads them.
            .text(
                "needed",
                if needed.starts_with("exactly") {
                    "exactly"
                } else {
                    "at-least"
                },
            )
            .count("found", *found),
        GoTeamError::NoName => Message::new("event-go-team-no-name"),
        GoTeamError::NameTaken(n) => {
            Message::new("event-go-team-name-taken").text("name", quoted(n))
        }
        GoTeamError::NumberZero => Message::new("event-go-team-number-zero"),
        GoTeamError::NumberTaken(n) => Message::new("event-go-team-number-taken").text("number", n),
        GoTeamError::UnknownTeam(n) => {
            Message::new("event-go-unknown-team").text("team", quoted(n))
        }
        GoTeamError::NoPlayers => Message::new("event-go-team-no-players"),
        GoTeamError::TooManyPlayers(n) => Message::new("event-go-team-too-many").text("found", n),
        GoTeamError::PlayerTwice(p) => Message::new("event-go-team-player-twice").text("player", p),
        GoTeamError::InAnotherTeam { player, team } => Message::new("event-go-team-other")
            .text("player", player)
            .text("team", quoted(team)),
        GoTeamError::LineUpPlayed { round, team } => Message::new("event-go-line-up-played")
            .text("round", round)
            .text("team", quoted(team)),
        GoTeamError::TeamPlayed(team) => {
            Message::new("event-go-team-played").text("team", quoted(team))
        }
    }
}
