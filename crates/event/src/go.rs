//! Go events: the same log as a chess event (registration, rounds, results, undo), read
//! with a Go event's parameters. The settings name the system (`mcmahon`, `swiss`,
//! `swisscat`) and may change a few of OpenGotha's parameters for it; the engine and
//! every Go report work on the [`GoTournament`] the state is.

use crate::event::{GoPairData, GoPairMemberData, GoSettings, GoTeamData, GoTeamsData, Settings};
use crate::state::{EventError, State, invalid};
use crate::words::{Field, go_team_error_message, quoted};
use arbiter_core::{
    GO_TEAM_CRITERIA, GoPairEntrant, GoPairEntry, GoPairKind, GoPairMember, GoPlayerIds, GoRank,
    GoSystem, GoTeam, GoTeamCriterion, GoTeamRules, GoTeams, GoTournament, Points, Sex,
};
use arbiter_pairing::Message;
use arbiter_pairing::gotha::GoEngine;

/// Why a Go event's settings make no engine: each reason with the values that tell it,
/// so that pages can say it in their language (see [`GoSettingsError::message`]). The
/// English words name the setting first, as [`EventError::Invalid`] does.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GoSettingsError {
    /// The system is not a Go system.
    #[error("system: a Go event is paired by mcmahon, swiss or swisscat, not {0:?}")]
    System(String),
    /// The OpenGotha parameters file does not read: the reader's diagnostics, each with
    /// its line and column.
    #[error("parameters: {}", .0.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
    Parameters(Vec<arbiter_gotha::Diagnostic>),
    /// The komi is not a number.
    #[error("komi: expected a number such as 7.5, found {0:?}")]
    Komi(String),
    /// A rank setting (`McMahon bar`, `McMahon floor`, `McMahon zero`, `categories`) that
    /// is not a Go rank.
    #[error("{field}: expected a Go rank from 30k to 9d (or 1p-9p), found {text:?}")]
    Rank {
        /// The setting.
        field: &'static str,
        /// The text given.
        text: String,
    },
    /// The McMahon floor is above the bar.
    #[error("McMahon floor: the floor ({floor}) is above the bar ({bar})")]
    FloorAboveBar {
        /// The floor.
        floor: GoRank,
        /// The bar.
        bar: GoRank,
    },
    /// The placement list names no criterion.
    #[error("placement: at least one criterion is needed")]
    NoPlacement,
    /// The placement list names a criterion the standings do not know.
    #[error("placement: unknown criterion {name:?} (known: {known})")]
    UnknownCriterion {
        /// The name given.
        name: String,
        /// The names known, comma-separated.
        known: String,
    },
    /// Half points of an absence or a bye outside 0 to 4.
    #[error("{field}: {value} half points: expected 0 to 4")]
    HalfPoints {
        /// `absence` or `bye`.
        field: &'static str,
        /// The value given.
        value: i32,
    },
    /// The categories' lower limits are not in order.
    #[error("categories: the lower limits go from the strongest category down")]
    Categories,
    /// The time control is not a Go time control.
    #[error("time control: {0}")]
    TimeControl(arbiter_core::ParseTimeControlError),
    /// The super bar is not above the bar: its group would not be above the top group.
    #[error("McMahon super bar: the super bar ({super_bar}) must be above the bar ({bar})")]
    SuperBarNotAbove {
        /// The super bar.
        super_bar: GoRank,
        /// The bar.
        bar: GoRank,
    },
    /// A handicap games' komi other than 0 and 0.5.
    #[error("handicap komi: expected 0 or 0.5, found {0:?}")]
    HandicapKomi(String),
}

impl GoSettingsError {
    /// The sentence of the error for the catalogue.
    #[must_use]
    pub fn message(&self) -> Message {
        // The settings' names as the catalogue's selectors know them.
        let setting = |field: &str| match field {
            "McMahon bar" => "bar",
            "McMahon floor" => "floor",
            "McMahon zero" => "zero",
            "McMahon super bar" => "super-bar",
            "absence" => "absence",
            "bye" => "bye",
            "go teams" => "teams",
            _ => "categories",
        };
        match self {
            GoSettingsError::System(s) => {
                Message::new("web-desk-refused-go-system").text("system", format!("{s:?}"))
            }
            GoSettingsError::Parameters(ds) => Message::new("web-desk-refused-go-parameters")
                .phrases(
                    "diagnostics",
                    ds.iter().map(diagnostic_message).collect(),
                    "; ",
                ),
            GoSettingsError::Komi(k) => {
                Message::new("web-desk-refused-go-komi").text("found", format!("{k:?}"))
            }
            GoSettingsError::Rank { field, text } => Message::new("web-desk-refused-go-rank")
                .text("field", setting(field))
                .text("found", format!("{text:?}")),
            GoSettingsError::FloorAboveBar { floor, bar } => {
                Message::new("web-desk-refused-go-floor")
                    .text("floor", floor)
                    .text("bar", bar)
            }
            GoSettingsError::NoPlacement => Message::new("web-desk-refused-go-no-placement"),
            GoSettingsError::UnknownCriterion { name, known } => {
                Message::new("web-desk-refused-go-criterion")
                    .text("name", format!("{name:?}"))
                    .text("known", known)
            }
            GoSettingsError::HalfPoints { field, value } => {
                Message::new("web-desk-refused-go-half-points")
                    .text("field", setting(field))
                    .text("value", value)
            }
            GoSettingsError::Categories => Message::new("web-desk-refused-go-categories"),
            GoSettingsError::TimeControl(e) => {
                Message::new("web-desk-refused-go-time-control").text("found", quoted(&e.0))
            }
            GoSettingsError::SuperBarNotAbove { super_bar, bar } => {
                Message::new("web-desk-refused-go-super-bar")
                    .text("super", super_bar)
                    .text("bar", bar)
            }
            GoSettingsError::HandicapKomi(k) => {
                Message::new("web-desk-refused-go-handicap-komi").text("found", format!("{k:?}"))
            }
        }
    }
}

/// A diagnostic of the OpenGotha reader as the catalogue says it: its line and column as
/// the reader gives them, its words in the page's language. Element and attribute names
/// are OpenGotha's and stay as written; so does the XML parser's own detail of a file that
/// is not well-formed XML.
#[must_use]
pub fn diagnostic_message(d: &arbiter_gotha::Diagnostic) -> Message {
    Message::new("event-gotha-at")
        .text("line", d.line)
        .text("column", d.column)
        .phrase("what", gotha_error_message(&d.kind))
}

/// What an OpenGotha file holds wrong, every kind matched (no fallback).
fn gotha_error_message(kind: &arbiter_gotha::ErrorKind) -> Message {
    use arbiter_gotha::ErrorKind as K;
    match kind {
        K::Xml(detail) => Message::new("event-gotha-xml").phrase("detail", xml_message(detail)),
        K::NotATournament(name) => Message::new("event-gotha-not-a-tournament").text("name", name),
        K::MissingAttribute { element, attribute } => Message::new("event-gotha-missing")
            .text("element", element)
            .text("attribute", attribute),
        K::BadAttribute {
            element,
            attribute,
            expected,
            found,
        } => Message::new("event-gotha-bad-attribute")
            .text("element", element)
            .text("attribute", attribute)
            .phrase("expected", expected_message(expected))
            .text("found", quoted(found)),
        K::UnknownPlayer { what, key } => Message::new("event-gotha-unknown-player")
            .phrase("what", expected_message(what))
            .text("key", quoted(key)),
        K::DuplicatePlayer { key, first_line } => Message::new("event-gotha-duplicate-player")
            .text("key", quoted(key))
            .text("line", first_line),
        K::TwiceInRound { key, round } => Message::new("event-gotha-twice-in-round")
            .text("key", quoted(key))
            .text("round", round),
        K::NotParticipating { key, round, what } => Message::new("event-gotha-not-participating")
            .text("key", quoted(key))
            .text("round", round)
            .text("what", what),
        K::Expected { expected, found } => Message::new("event-gotha-expected")
            .phrase("expected", expected_message(expected))
            .text("found", quoted(found)),
        K::Disagree(detail) => Message::new("event-gotha-disagree").text("detail", detail),
        K::RoundBeyond { round, rounds } => Message::new("event-gotha-round-beyond")
            .text("round", round)
            .text("rounds", rounds),
    }
}

/// Why a file is not well-formed XML: the reader's own reasons in the catalogue's words,
/// the XML parser's (which names no reason of ours) as it writes them.
fn xml_message(detail: &str) -> Message {
    let key = match detail {
        "the file is not UTF-8" => "event-gotha-xml-not-utf8",
        "a second root element" => "event-gotha-xml-second-root",
        "a closing tag without its opening" => "event-gotha-xml-stray-close",
        "no element at all" => "event-gotha-xml-empty",
        "an element without a name" => "event-gotha-xml-no-name",
        _ => {
            if let Some(text) = detail
                .strip_prefix("text ")
                .and_then(|d| d.strip_suffix(" where only elements are expected"))
            {
                return Message::new("event-gotha-xml-text").text("text", text);
            }
            if let Some(name) = detail
                .strip_prefix('<')
                .and_then(|d| d.strip_suffix("> is never closed"))
            {
                return Message::new("event-gotha-xml-unclosed").text("name", name);
            }
            return Message::new("event-gotha-as-written").text("text", detail);
        }
    };
    Message::new(key)
}

/// What an OpenGotha reader expected, in the catalogue's words: every phrase the readers
/// of a parameters file write has a key; a phrase without one (an attribute's name the
/// reader gives as what it expected) is shown as written.
fn expected_message(phrase: &str) -> Message {
    let key = match phrase {
        "true or false" => "event-gotha-expected-bool",
        "a rank from 30K to 9D" => "event-gotha-expected-rank",
        "a whole number" => "event-gotha-expected-whole",
        "a whole number of half points" => "event-gotha-expected-half-points",
        "a whole number of minutes" => "event-gotha-expected-minutes",
        "a whole number of seconds" => "event-gotha-expected-seconds",
        "a decimal number" => "event-gotha-expected-decimal",
        "a number of stones" => "event-gotha-expected-stones",
        "a handicap from 0 to 9" => "event-gotha-expected-handicap",
        "a number of rounds from 1" => "event-gotha-expected-rounds",
        "a round number" => "event-gotha-expected-round",
        "a round number from 1" => "event-gotha-expected-round-from-1",
        "a round number from 1 to 20" => "event-gotha-expected-round-1-20",
        "a string of 0 and 1, one per round" => "event-gotha-expected-participation",
        "a category number" => "event-gotha-expected-category",
        "a table number" => "event-gotha-expected-table",
        "a game" => "event-gotha-expected-game",
        "a bye" => "event-gotha-expected-bye",
        "a team board" => "event-gotha-expected-team-board",
        "a team size from 2 to 10" => "event-gotha-expected-team-size",
        "a team number from 1" => "event-gotha-expected-team-number",
        "a name no other team has" => "event-gotha-expected-team-name-free",
        "a number no other team has" => "event-gotha-expected-team-number-free",
        "a criterion number from 1 to 6" => "event-gotha-expected-criterion-number",
        "a criterion number not given before" => "event-gotha-expected-criterion-free",
        "a board number from 1 to 10" => "event-gotha-expected-board",
        "a board not filled before in the round" => "event-gotha-expected-board-free",
        "TEAMP, SOST, BDW, BDW1U to BDW9U, MNR or NULL" => "event-gotha-expected-team-criteria",
        "RESULT_WHITEWINS, RESULT_BLACKWINS, RESULT_EQUAL, RESULT_BOTHLOSE, RESULT_BOTHWIN (each also _BYDEF) or RESULT_UNKNOWN" => {
            "event-gotha-expected-results"
        }
        _ => {
            // A list of OpenGotha's codes (`TOP, MID or BOT`): the codes as written, the
            // words between them in the page's language.
            let code = |c: char| c.is_ascii_uppercase() || c.is_ascii_digit() || " ,_".contains(c);
            if let Some((codes, last)) = phrase.rsplit_once(" or ")
                && codes.chars().all(code)
                && last.chars().all(code)
            {
                return Message::new("event-gotha-expected-one-of")
                    .text("codes", codes)
                    .text("last", last);
            }
            return Message::new("event-gotha-as-written").text("text", phrase);
        }
    };
    Message::new(key)
}

fn rank(field: &'static str, text: &str) -> Result<GoRank, GoSettingsError> {
    text.trim()
        .parse::<GoRank>()
        .map_err(|e| GoSettingsError::Rank { field, text: e.0 })
}

/// The Go system `name` stands for in the registry of systems.
fn go_system_named(name: &str) -> Result<GoSystem, GoSettingsError> {
    arbiter_pairing::registry::find_for(name, true)
        .ok()
        .and_then(|s| s.system.go_system())
        .ok_or_else(|| GoSettingsError::System(name.to_string()))
}

/// The Go system a Go event's settings name.
///
/// # Errors
/// A system that is not `mcmahon`, `swiss` or `swisscat`.
pub fn go_system(settings: &Settings) -> Result<GoSystem, EventError> {
    Ok(go_system_named(&settings.system)?)
}

/// The engine of a Go event: OpenGotha's parameters for its system, with the settings'
/// changes applied.
///
/// # Errors
/// A system that is not a Go system, or a setting that does not parse (a rank, the komi,
/// an unknown placement criterion).
pub fn go_engine(settings: &Settings) -> Result<GoEngine, GoSettingsError> {
    let system = go_system_named(&settings.system)?;
    let default = GoSettings::default();
    let go = settings.go.as_ref().unwrap_or(&default);
    let mut t = match &go.parameters {
        Some(file) => {
            let mut t = arbiter_gotha::read(file.as_bytes())
                .map_err(|e| GoSettingsError::Parameters(e.diagnostics))?;
            t.rounds = settings.rounds;
            t
        }
        None => system.template(settings.rounds),
    };
    // The event's time control, in the short form a Go director writes
    // (`60m+5x30s`): the basic time and the extra time the EGF class is computed from.
    // New settings are checked (see `check_settings`); a text that does not read, which
    // only an event stored before Go time controls were read can hold, leaves the
    // system's, so that such an event still opens.
    if let Ok(Some(tc)) = go_time_control(settings) {
        t.info.basic_minutes = tc.basic_minutes;
        t.info.time_system = tc.system;
    }
    if let Some(k) = &go.komi {
        let komi: Points = k
            .trim()
            .parse()
            .map_err(|_| GoSettingsError::Komi(k.clone()))?;
        t.info.komi = komi.to_string();
    }
    if let Some(b) = &go.bar {
        t.scoring.bar = rank("McMahon bar", b)?;
    }
    if let Some(f) = &go.floor {
        t.scoring.floor = rank("McMahon floor", f)?;
    }
    if t.scoring.floor > t.scoring.bar {
        return Err(GoSettingsError::FloorAboveBar {
            floor: t.scoring.floor,
            bar: t.scoring.bar,
        });
    }
    if let Some(s) = &go.super_bar {
        let super_bar = rank("McMahon super bar", s)?;
        if super_bar <= t.scoring.bar {
            return Err(GoSettingsError::SuperBarNotAbove {
                super_bar,
                bar: t.scoring.bar,
            });
        }
        t.scoring.super_bar = Some(super_bar);
    }
    go_handicap_komi(go)?;
    if let Some(list) = &go.placement {
        let given = list.split(',').map(str::trim).filter(|x| !x.is_empty());
        if given.clone().next().is_none() {
            return Err(GoSettingsError::NoPlacement);
        }
        // OpenGotha's short names (`SOS`) follow the main score: McMahon's or the wins.
        let names = arbiter_standings::go_criteria_names(given, system == GoSystem::McMahon)
            .map_err(|name| GoSettingsError::UnknownCriterion {
                name: name.to_ascii_uppercase(),
                known: arbiter_standings::GO_CRITERION_NAMES.join(", "),
            })?;
        t.placement = names.into_iter().map(str::to_string).collect();
    }
    if let Some(c) = go.handicap_ceiling {
        t.handicap.ceiling = i32::from(c.min(9));
    }
    if let Some(c) = go.handicap_correction {
        t.handicap.correction = i32::from(c);
    }
    if let Some(z) = &go.zero {
        t.scoring.zero = rank("McMahon zero", z)?;
    }
    let half = |field: &'static str, v: i32| {
        if (0..=4).contains(&v) {
            Ok(v)
        } else {
            Err(GoSettingsError::HalfPoints { field, value: v })
        }
    };
    if let Some([m, w]) = go.absent_half_points {
        t.scoring.mms2_absent = half("absence", m)?;
        t.scoring.nbw2_absent = half("absence", w)?;
    }
    if let Some([m, w]) = go.bye_half_points {
        t.scoring.mms2_bye = half("bye", m)?;
        t.scoring.nbw2_bye = half("bye", w)?;
    }
    if let Some(r) = go.round_down {
        t.scoring.round_down = r;
    }
    if let Some(u) = go.unplayed_as_half {
        t.scoring.unplayed_as_half = u;
    }
    if let Some(list) = &go.categories {
        let limits = list
            .split(',')
            .map(str::trim)
            .filter(|x| !x.is_empty())
            .map(|x| rank("categories", x))
            .collect::<Result<Vec<_>, _>>()?;
        if limits.windows(2).any(|w| w[0] <= w[1]) {
            return Err(GoSettingsError::Categories);
        }
        t.categories = limits;
    }
    Ok(GoEngine {
        system,
        template: t,
    })
}

/// The komi of a Go event's handicap games: 0, or 0.5 as the EGF and AGA rules allow
/// (pairgoth offers both); the setting `handicap_komi`.
///
/// # Errors
/// Any other value.
pub fn go_handicap_komi(go: &GoSettings) -> Result<Points, GoSettingsError> {
    let Some(text) = &go.handicap_komi else {
        return Ok(Points::ZERO);
    };
    match text.trim().parse::<Points>() {
        Ok(k) if k == Points::ZERO || k == Points::from_tenths(5) => Ok(k),
        _ => Err(GoSettingsError::HandicapKomi(text.clone())),
    }
}

/// A Go event's time control read from its settings (`60m+5x30s`), or `None` when it
/// has none.
///
/// # Errors
/// A text that is not a Go time control.
pub fn go_time_control(
    settings: &Settings,
) -> Result<Option<arbiter_core::GoTimeControl>, GoSettingsError> {
    match settings.time_control.as_deref().map(str::trim) {
        None | Some("") => Ok(None),
        Some(text) => text.parse().map(Some).map_err(GoSettingsError::TimeControl),
    }
}

/// The engine of a Go event's state: its settings' (see [`go_engine`]) with the event's
/// teams and its Pair Go and Rengo entrants, whose handicaps come from their members'
/// mean grades.
///
/// # Errors
/// As [`go_engine`].
pub fn go_event_engine(state: &State) -> Result<GoEngine, GoSettingsError> {
    let mut engine = go_engine(&state.settings)?;
    if let Some(data) = &state.go_teams {
        // Checked when the event was applied; players follow start ranks since.
        if let Ok((teams, pairs)) = go_teams_from_data(data, state.tournament.player_count()) {
            engine.template.teams = teams;
            engine.template.pairs = pairs;
        }
    }
    Ok(engine)
}

/// The Go tournament a Go event's state is, or `None` for a chess event.
#[must_use]
pub fn go_view(state: &State) -> Option<GoTournament> {
    if !state.settings.is_go() {
        return None;
    }
    Some(go_event_engine(state).ok()?.view(&state.tournament))
}

/// A player number of a Go team or pair as an index among `players` players.
fn player_index(n: u32, players: usize, what: &Message) -> Result<usize, EventError> {
    usize::try_from(n)
        .ok()
        .and_then(|n| n.checked_sub(1))
        .filter(|&i| i < players)
        .ok_or_else(|| {
            invalid(
                Field::GoTeams,
                Message::new("event-go-no-player")
                    .phrase("what", what.clone())
                    .text("player", n),
            )
        })
}

fn pair_kind_name(kind: GoPairKind) -> &'static str {
    match kind {
        GoPairKind::PairGo => "pair_go",
        GoPairKind::Rengo => "rengo",
    }
}

/// Team placement criteria by name (OpenGotha's names, any case), checked: each known,
/// none twice, at most [`GO_TEAM_CRITERIA`] of them.
///
/// # Errors
/// The first name that is unknown or given twice, or one criterion too many.
pub(crate) fn team_criteria(names: &[String]) -> Result<Vec<GoTeamCriterion>, EventError> {
    let mut out = Vec::new();
    for name in names.iter().map(|n| n.trim()).filter(|n| !n.is_empty()) {
        let c = GoTeamCriterion::from_name(&name.to_ascii_uppercase()).ok_or_else(|| {
            invalid(
                Field::GoTeams,
                Message::new("event-go-team-criterion").text("name", quoted(name)),
            )
        })?;
        if out.contains(&c) {
            return Err(invalid(
                Field::GoTeams,
                Message::new("event-go-criterion-twice").text("name", name),
            ));
        }
        out.push(c);
    }
    if out.len() > GO_TEAM_CRITERIA {
        return Err(invalid(
            Field::GoTeams,
            Message::new("event-go-six-criteria"),
        ));
    }
    Ok(out)
}

/// The teams and pair entrants of a [`GoTeamsData`], checked: team size, criteria,
/// distinct names and numbers, rounds and boards in range, players that exist and sit
/// once a round, entrants that are valid pairs of distinct players.
///
/// # Errors
/// The first thing that does not hold, in words.
pub(crate) fn go_teams_from_data(
    data: &GoTeamsData,
    players: usize,
) -> Result<(GoTeams, Vec<GoPairEntry>), EventError> {
    let rules = GoTeamRules {
        size: data.size,
        criteria: Vec::new(),
    }
    .with_size(data.size)
    .map_err(|e| invalid(Field::GoTeams, go_team_error_message(&e)))?;
    let criteria = team_criteria(&data.criteria)?;
    let mut teams = GoTeams {
        rules: GoTeamRules { criteria, ..rules },
        teams: Vec::new(),
    };
    for d in &data.teams {
        let name = d.name.trim();
        if name.is_empty() {
            return Err(invalid(
                Field::GoTeams,
                Message::new("event-team-needs-name"),
            ));
        }
        if teams.by_name(name).is_some() {
            return Err(invalid(
                Field::GoTeams,
                Message::new("event-go-team-name-twice").text("name", quoted(name)),
            ));
        }
        if d.number == 0 || teams.teams.iter().any(|t| t.number == d.number) {
            return Err(invalid(
                Field::GoTeams,
                Message::new("event-go-team-number")
                    .text("name", quoted(name))
                    .text("number", d.number),
            ));
        }
        let mut team = GoTeam::new(d.number, name);
        for (r, line) in d.line_ups.iter().enumerate() {
            let round = u16::try_from(r + 1).unwrap_or(u16::MAX);
            for (b, &n) in line.iter().enumerate() {
                if n == 0 {
                    continue;
                }
                let board = u8::try_from(b + 1).unwrap_or(u8::MAX);
                let what = Message::new("event-go-what-board")
                    .text("name", quoted(name))
                    .text("round", round)
                    .text("board", board);
                let p = player_index(n, players, &what)?;
                if teams.team_of(round, p).is_some() || team.board_of(round, p).is_some() {
                    return Err(invalid(
                        Field::GoTeams,
                        Message::new("event-go-board-taken")
                            .phrase("what", what)
                            .text("player", n),
                    ));
                }
                team.set_member(round, board, Some(p)).map_err(|e| {
                    invalid(
                        Field::GoTeams,
                        Message::new("event-go-team-detail")
                            .text("name", quoted(name))
                            .phrase("why", go_team_error_message(&e)),
                    )
                })?;
            }
        }
        teams.teams.push(team);
    }
    let mut pairs: Vec<GoPairEntry> = Vec::new();
    for d in &data.pairs {
        let what = Message::new("event-go-what-pair").text("player", d.player);
        let player = player_index(d.player, players, &what)?;
        if pairs.iter().any(|e| e.player == player) {
            return Err(invalid(
                Field::GoTeams,
                Message::new("event-go-given-twice").phrase("what", what),
            ));
        }
        let kind = match d.kind.as_str() {
            "pair_go" => GoPairKind::PairGo,
            "rengo" => GoPairKind::Rengo,
            other => {
                return Err(invalid(
                    Field::GoTeams,
                    Message::new("event-go-kind")
                        .phrase("what", what.clone())
                        .text("kind", quoted(other)),
                ));
            }
        };
        let members = d
            .members
            .iter()
            .map(|m| {
                let sex = match m.sex.as_deref() {
                    None | Some("") => None,
                    Some(s) => Some(
                        s.chars()
                            .next()
                            .and_then(Sex::from_letter)
                            .filter(|_| s.chars().count() == 1)
                            .ok_or_else(|| {
                                invalid(
                                    Field::GoTeams,
                                    Message::new("event-go-sex")
                                        .phrase("what", what.clone())
                                        .text("sex", quoted(s)),
                                )
                            })?,
                    ),
                };
                Ok(GoPairMember {
                    name: m.name.clone(),
                    first_name: m.first_name.clone(),
                    rank: rank("go teams", &m.rank)?,
                    rating: m.rating,
                    sex,
                    country: m.country.clone(),
                    club: m.club.clone(),
                    ids: GoPlayerIds {
                        egf_pin: m.egf_pin.clone(),
                        ..GoPlayerIds::default()
                    },
                })
            })
            .collect::<Result<Vec<_>, EventError>>()?;
        let entrant = GoPairEntrant::new(kind, members).map_err(|e| {
            invalid(
                Field::GoTeams,
                Message::new("event-go-what-detail")
                    .phrase("what", what.clone())
                    .phrase("why", go_team_error_message(&e)),
            )
        })?;
        pairs.push(GoPairEntry { player, entrant });
    }
    Ok((teams, pairs))
}

/// The stored form of a Go tournament's teams and pair entrants (players by their
/// index + 1, the start rank of an event built by [`events_from_go`]).
#[must_use]
pub(crate) fn go_teams_data(teams: &GoTeams, pairs: &[GoPairEntry]) -> GoTeamsData {
    let number = |p: usize| u32::try_from(p + 1).unwrap_or(u32::MAX);
    GoTeamsData {
        size: teams.rules.size,
        criteria: teams.rules.criteria.iter().map(|c| c.name()).collect(),
        teams: teams
            .teams
            .iter()
            .map(|t| GoTeamData {
                number: t.number,
                name: t.name.clone(),
                line_ups: t
                    .line_ups
                    .iter()
                    .map(|line| line.iter().map(|m| m.map_or(0, number)).collect())
                    .collect(),
            })
            .collect(),
        pairs: pairs
            .iter()
            .map(|e| GoPairData {
                player: number(e.player),
                kind: pair_kind_name(e.entrant.kind).into(),
                members: e
                    .entrant
                    .members
                    .iter()
                    .map(|m| GoPairMemberData {
                        name: m.name.clone(),
                        first_name: m.first_name.clone(),
                        rank: m.rank.to_string(),
                        rating: m.rating,
                        sex: m.sex.map(|s| s.letter().to_string()),
                        country: m.country.clone(),
                        club: m.club.clone(),
                        egf_pin: m.ids.egf_pin.clone(),
                    })
                    .collect(),
            })
            .collect(),
    }
}

impl State {
    /// Applies [`crate::Event::GoTeamsSet`]: a Go event whose registration is closed
    /// (players by start rank), the data checked whole.
    pub(crate) fn apply_go_teams(&mut self, data: &GoTeamsData) -> Result<(), EventError> {
        if !self.settings.is_go() {
            return Err(EventError::Lifecycle(Message::new(
                "event-go-teams-go-only",
            )));
        }
        if self.registration_open {
            return Err(EventError::Lifecycle(Message::new(
                "event-go-teams-after-close",
            )));
        }
        go_teams_from_data(data, self.tournament.player_count())?;
        self.go_teams = (!data.teams.is_empty()
            || !data.pairs.is_empty()
            || data.size != GoTeamRules::default().size
            || !data.criteria.is_empty())
        .then(|| data.clone());
        Ok(())
    }

    /// Renumbers the Go teams' players after the players were reordered or one removed:
    /// `new_index(n)` is the new index of the player numbered `n`, `None` when gone (their
    /// boards empty, their pair entrant dropped).
    pub(crate) fn go_teams_follow(&mut self, new_index: impl Fn(u32) -> Option<usize>) {
        let Some(data) = &mut self.go_teams else {
            return;
        };
        let renumber = |n: u32| {
            new_index(n)
                .and_then(|i| u32::try_from(i + 1).ok())
                .unwrap_or(0)
        };
        for team in &mut data.teams {
            for line in &mut team.line_ups {
                for n in line.iter_mut().filter(|n| **n != 0) {
                    *n = renumber(*n);
                }
            }
        }
        for pair in &mut data.pairs {
            pair.player = renumber(pair.player);
        }
        data.pairs.retain(|p| p.player != 0);
    }
}

/// Boards an arbiter pairs by hand in a Go event, as OpenGotha makes them: the two
/// players of each board get the colours and handicap the event's rules give them
/// (the stronger player White, stones from ranks or McMahon scores). A chess event's
/// boards, and boards naming players who do not exist, are returned as given.
#[must_use]
pub fn go_hand_boards(state: &State, boards: &[crate::Board]) -> Vec<crate::Board> {
    if !state.settings.is_go() {
        return boards.to_vec();
    }
    let Ok(engine) = go_event_engine(state) else {
        return boards.to_vec();
    };
    let t = &state.tournament;
    let id = |n: u32| arbiter_core::PlayerId::new(n).filter(|p| p.index() < t.player_count());
    // The boards of two players who exist; the others go to the legality check as given.
    let real: Vec<(usize, (arbiter_core::PlayerId, arbiter_core::PlayerId))> = boards
        .iter()
        .enumerate()
        .filter_map(|(i, b)| match (id(b.white), id(b.black)) {
            (Some(w), Some(bl)) if w != bl => Some((i, (w, bl))),
            _ => None,
        })
        .collect();
    let pairs: Vec<_> = real.iter().map(|&(_, p)| p).collect();
    let Ok(games) = engine.games(t, &pairs) else {
        return boards.to_vec();
    };
    let mut out = boards.to_vec();
    for (&(i, _), (white, black, handicap)) in real.iter().zip(games) {
        out[i] = crate::Board {
            white: white.get(),
            black: black.get(),
            handicap,
        };
    }
    out
}

/// The events that rebuild a Go tournament read from another program's file (OpenGotha,
/// an EGF results file, a wall list): the settings (the system named by the first
/// placement criterion: MMS McMahon, CAT SwissCat, else Swiss; every parameter kept as an
/// OpenGotha file without players), the players in the file's order, then each round's
/// absences, games with their handicaps, bye and results, then the absences to come.
/// Returns the events and, in words, what the event records differently (pre-registered
/// players, games without colours).
#[must_use]
pub fn events_from_go(g: &GoTournament) -> (Vec<crate::Event>, Vec<String>) {
    use crate::event::{Availability, Board, Event, PlayerData};
    let mut notes = Vec::new();
    let system = match g.placement.first().map(String::as_str) {
        Some("MMS") => GoSystem::McMahon,
        Some("CAT") => GoSystem::SwissCat,
        _ => GoSystem::Swiss,
    };
    let rounds = g.rounds.max(1);
    // The teams travel in their own event; the parameters keep the team rules only.
    let mut bare = g.clone();
    bare.teams.teams.clear();
    bare.pairs.clear();
    let go = GoSettings {
        parameters: Some(arbiter_gotha::parameters_file(&bare)),
        ..GoSettings::default()
    };
    let settings = Settings {
        name: if g.info.name.trim().is_empty() {
            "Imported tournament".into()
        } else {
            g.info.name.clone()
        },
        system: system.name().into(),
        rounds,
        city: Some(g.info.location.clone()).filter(|c| !c.is_empty()),
        // The host country an EGF results file gives (`PC[NO,Oslo]`), as a Go event
        // keeps it.
        federation: Some(g.info.country.trim().to_ascii_uppercase())
            .filter(|c| c.len() == 2 || c.len() == 3),
        start_date: Some(g.info.begin_date.replace('-', "/")).filter(|d| d.len() == 10),
        end_date: Some(g.info.end_date.replace('-', "/")).filter(|d| d.len() == 10),
        game: Some("go".into()),
        go: Some(go),
        ..Settings::default()
    };
    let mut events = vec![Event::TournamentCreated { settings }];
    // Pre-registered players are never paired, but OpenGotha counts them in the score
    // groups: they are registered here as absent from every round.
    let kept: Vec<usize> = (0..g.players.len()).collect();
    let pre = g.players.iter().filter(|p| !p.registered).count();
    if pre > 0 {
        notes.push(format!(
            "{pre} pre-registered players are registered as absent from every round"
        ));
    }
    let number: std::collections::HashMap<usize, u32> = kept
        .iter()
        .enumerate()
        .map(|(i, &p)| (p, u32::try_from(i + 1).unwrap_or(u32::MAX)))
        .collect();
    for &p in &kept {
        let pl = &g.players[p];
        let name = if pl.first_name.is_empty() {
            pl.name.clone()
        } else {
            format!("{}, {}", pl.name, pl.first_name)
        };
        events.push(Event::PlayerRegistered {
            player: PlayerData {
                name,
                go_rating: Some(pl.rating)
                    .filter(|&r| r != arbiter_core::go_rating_of_rank(pl.rank)),
                egf_pin: Some(pl.ids.egf_pin.trim().to_string())
                    .filter(|x| x.parse::<arbiter_core::EgfPin>().is_ok()),
                ffg_licence: Some(pl.ids.ffg_licence.trim().to_string())
                    .filter(|x| x.parse::<arbiter_core::FfgLicence>().is_ok()),
                aga_id: Some(pl.ids.aga_id.trim().to_string())
                    .filter(|x| x.parse::<arbiter_core::AgaId>().is_ok()),
                federation: Some(pl.country.to_ascii_uppercase())
                    .filter(|c| c.len() == 2 || c.len() == 3),
                club: Some(pl.club.clone()).filter(|c| !c.is_empty()),
                go_rank: Some(pl.rank.to_string()),
                go_mcmahon_correction: Some(pl.smms_correction).filter(|&c| c != 0),
                ..PlayerData::default()
            },
        });
    }
    events.push(Event::RegistrationClosed {
        order: (1..=u32::try_from(kept.len()).unwrap_or(u32::MAX)).collect(),
    });
    // Players keep their index: start rank k is the file's player k.
    if !g.teams.is_empty() || !g.pairs.is_empty() {
        events.push(Event::GoTeamsSet {
            teams: go_teams_data(&g.teams, &g.pairs),
        });
    }
    let played = g
        .games
        .iter()
        .map(|x| x.round)
        .chain(g.byes.iter().map(|&(r, _)| r))
        .max()
        .unwrap_or(0);
    for round in 1..=played {
        let mut games: Vec<&arbiter_core::GoGame> =
            g.games.iter().filter(|x| x.round == round).collect();
        games.sort_by_key(|x| x.table);
        let bye = g
            .byes
            .iter()
            .find(|&&(r, _)| r == round)
            .and_then(|&(_, p)| number.get(&p).copied());
        let on_board = |p: usize| {
            games.iter().any(|x| x.white == p || x.black == p)
                || g.byes.iter().any(|&(r, q)| r == round && q == p)
        };
        for &p in &kept {
            if !on_board(p) {
                events.push(Event::AvailabilitySet {
                    player: number[&p],
                    round,
                    status: Availability::Absent,
                });
            }
        }
        let boards: Vec<Board> = games
            .iter()
            .filter_map(|x| {
                Some(Board {
                    white: *number.get(&x.white)?,
                    black: *number.get(&x.black)?,
                    handicap: x.handicap,
                })
            })
            .collect();
        if games.iter().any(|x| !x.known_colour) {
            notes.push(format!(
                "round {round}: games entered without colours are kept with White as written"
            ));
        }
        events.push(Event::RoundPaired {
            round,
            engine: "import".into(),
            version: String::new(),
            boards,
            bye,
            overridden: Vec::new(),
        });
        for (i, x) in games.iter().enumerate() {
            let Some(result) = x.result.to_game() else {
                continue;
            };
            if result.is_pending() {
                continue;
            }
            events.push(Event::ResultSet {
                round,
                board: u32::try_from(i + 1).unwrap_or(u32::MAX),
                result: result.notation(),
            });
        }
    }
    // Absences the file records for rounds not paired yet.
    for round in played + 1..=rounds {
        for &p in &kept {
            if !g.players[p].plays(round) || !g.players[p].registered {
                events.push(Event::AvailabilitySet {
                    player: number[&p],
                    round,
                    status: Availability::Absent,
                });
            }
        }
    }
    (events, notes)
}

/// A Go event's primary score (the McMahon score, or wins in a Swiss) of every player
/// after `rounds` rounds, as written, by start rank; `None` for a chess event. Read off
/// the event's ranking, so that it is the score every standings shows.
#[must_use]
pub fn go_main_scores(s: &State, rounds: usize) -> Option<Vec<String>> {
    if !s.settings.is_go() {
        return None;
    }
    let r = s.ranking_after(rounds).ok()?;
    let mut out = vec![String::new(); s.tournament.player_count()];
    for row in &r.rows {
        if let Some(slot) = out.get_mut(row.player.index()) {
            *slot = r.primary_text(row);
        }
    }
    Some(out)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    /// The event's time control sets the engine's basic time and extra time, so that the
    /// EGF class follows it; a text that is no Go time control is refused with its words.
    #[test]
    fn the_time_control_gives_the_egf_class() {
        let settings = |tc: &str| Settings {
            system: "mcmahon".into(),
            rounds: 3,
            game: Some("go".into()),
            time_control: Some(tc.into()),
            ..Settings::default()
        };
        for (tc, class) in [
            ("60m+5x30s", 'A'),
            ("45m+20s", 'A'),
            ("40m+15/5m", 'B'),
            ("30m+3x30s", 'C'),
            ("60m", 'B'),
            ("20m+5s", 'C'),
            ("20m", 'X'),
        ] {
            let info = go_engine(&settings(tc)).unwrap().template.info;
            assert_eq!(info.egf_class(), class, "{tc}");
        }
        let info = go_engine(&settings("60m+5x30s")).unwrap().template.info;
        assert_eq!(info.basic_minutes, 60);
        assert_eq!(info.adjusted_seconds(), 3600 + 45 * 30);
        let e = go_time_control(&settings("an hour")).unwrap_err();
        assert!(matches!(e, GoSettingsError::TimeControl(_)), "{e}");
        assert_eq!(e.message().key, "web-desk-refused-go-time-control");
        // New settings are refused; an event stored with such a text still opens.
        assert!(crate::check_settings(&settings("an hour")).is_err());
        let info = go_engine(&settings("an hour")).unwrap().template.info;
        assert_eq!(info.time_system, arbiter_core::GoTimeSystem::SuddenDeath);
    }

    #[test]
    fn imported_teams_and_pair_entrants_survive_the_log() {
        let xml = "<Tournament><Players>\
            <Player name=\"Aya-Bo\" firstName=\"W-M\" rank=\"2D\" rating=\"2150\" registeringStatus=\"FIN\" participating=\"11111111111111111111\"/>\
            <Player name=\"Cid\" firstName=\"C\" rank=\"1D\" registeringStatus=\"FIN\" participating=\"11111111111111111111\"/>\
            <Player name=\"Dan\" firstName=\"D\" rank=\"1K\" registeringStatus=\"FIN\" participating=\"11111111111111111111\"/>\
            <Player name=\"Eve\" firstName=\"E\" rank=\"2K\" registeringStatus=\"FIN\" participating=\"11111111111111111111\"/>\
            </Players><TournamentParameterSet><GeneralParameterSet numberOfRounds=\"2\"/></TournamentParameterSet></Tournament>";
        let mut g = arbiter_gotha::read(xml.as_bytes()).unwrap();
        g.teams.rules = GoTeamRules::opengotha().with_size(2).unwrap();
        let mut a = GoTeam::new(1, "A");
        a.assign(1, 1, 0).unwrap();
        a.assign(1, 2, 1).unwrap();
        let mut b = GoTeam::new(2, "B");
        b.assign(1, 1, 2).unwrap();
        b.assign(1, 2, 3).unwrap();
        // Boards swapped in round 2.
        b.set_member(2, 1, Some(3)).unwrap();
        b.set_member(2, 2, Some(2)).unwrap();
        g.teams.teams = vec![a, b];
        let member = |name: &str, rank: &str, rating, sex| GoPairMember {
            name: name.into(),
            first_name: String::new(),
            rank: rank.parse().unwrap(),
            rating,
            sex: Some(sex),
            country: String::new(),
            club: String::new(),
            ids: GoPlayerIds::default(),
        };
        let entrant = GoPairEntrant::new(
            GoPairKind::PairGo,
            vec![
                member("Aya", "3d", 2300, Sex::Female),
                member("Bo", "1k", 2000, Sex::Male),
            ],
        )
        .unwrap();
        g.pairs = vec![GoPairEntry { player: 0, entrant }];
        let (events, _) = events_from_go(&g);
        let set = events
            .iter()
            .find(|e| matches!(e, crate::Event::GoTeamsSet { .. }))
            .unwrap();
        // The stored form reads back as it was written.
        let text = serde_json::to_string(set).unwrap();
        assert!(text.starts_with("{\"type\":\"go_teams_set\""), "{text}");
        assert_eq!(&serde_json::from_str::<crate::Event>(&text).unwrap(), set);
        let mut s = State::default();
        for e in &events {
            s.apply(e).unwrap();
        }
        let v = go_view(&s).unwrap();
        assert_eq!(v.teams, g.teams);
        assert_eq!(v.pairs, g.pairs);
        // A bad set is refused whole.
        let mut bad = go_teams_data(&g.teams, &g.pairs);
        bad.teams[1].line_ups[0][0] = 1;
        assert!(s.apply(&crate::Event::GoTeamsSet { teams: bad }).is_err());
        assert_eq!(go_view(&s).unwrap().teams, g.teams);
    }
}

/// A Go player being entered who looks like one already registered, or like an earlier
/// entry of the same list: the same name (ignoring case, accents and the order of name
/// and given name) and the same rank. A list imported twice is found so.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoDuplicate {
    /// The entry (0-based position in the list given).
    pub entry: usize,
    /// Its name.
    pub name: String,
    /// The player already there, as "NUMBER Name", or "entry K (Name)" for an earlier
    /// entry of the same list.
    pub other: String,
}

impl std::fmt::Display for GoDuplicate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} has the same name and rank as {}",
            self.name, self.other
        )
    }
}

/// A name's words folded and sorted, so that "Kato, Yuki" and "Yuki Kato" are one.
fn go_name_key(name: &str) -> String {
    let mut words: Vec<String> = crate::fold_name(&name.replace(',', " "))
        .split_whitespace()
        .map(str::to_string)
        .collect();
    words.sort();
    words.join(" ")
}

/// The Go players of `entries` who look like players already registered in `state` or
/// like an earlier entry (see [`GoDuplicate`]).
#[must_use]
pub fn go_duplicates(state: &State, entries: &[crate::event::PlayerData]) -> Vec<GoDuplicate> {
    let rank_of = |r: Option<&str>| r.and_then(|r| r.trim().parse::<GoRank>().ok());
    let mut known: Vec<(String, Option<GoRank>, String)> = state
        .tournament
        .players()
        .map(|(id, p)| (go_name_key(&p.name), p.go_rank, format!("{id} {}", p.name)))
        .collect();
    let mut out = Vec::new();
    for (k, e) in entries.iter().enumerate() {
        let key = go_name_key(&e.name);
        let rank = rank_of(e.go_rank.as_deref());
        if let Some(other) = known
            .iter()
            .find(|x| !key.is_empty() && x.0 == key && x.1 == rank)
        {
            out.push(GoDuplicate {
                entry: k,
                name: e.name.clone(),
                other: other.2.clone(),
            });
        }
        known.push((key, rank, format!("entry {} ({})", k + 1, e.name)));
    }
    out
}
