//! The state of a tournament: the fold of its events. An event that does not fit the
//! state is refused with a reason and changes nothing.

use crate::event::{Availability, Board, Event, PlayerData, Settings};
use crate::legality::{Violation, check_pairing};
use crate::words::{
    English, Field, go_rank_message, model_error_message, points_message, quoted, result_message,
    round_error_message,
};
use arbiter_core::{
    ByeKind, ByeRequest, Colour, Game, GameResult, GoRank, Handicap, Player, PlayerId, Points,
    Rating, Round, RoundNo, ScoringSystem, Sex, Title, Tournament,
};
use arbiter_pairing::Message;

/// Why an event was refused. Each reason is a message of the catalogue (`event.ftl`): the
/// English `Display` is the English catalogue's text, the command line's and the API's
/// words, and [`EventError::message`] gives pages the same sentence to say in their
/// language.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum EventError {
    /// The log must start with `tournament_created`, and only once; the event's stage
    /// (registration, pairing, deletion) does not allow the change.
    #[error("{}", English(.0))]
    Lifecycle(Message),
    /// A player number that does not exist.
    #[error("there is no player {0}")]
    UnknownPlayer(u32),
    /// A round that cannot be used here.
    #[error("round {round}: {}", English(why))]
    Round {
        /// The round.
        round: u16,
        /// Why not.
        why: Message,
    },
    /// A board that does not exist.
    #[error("round {round} has no board {board}")]
    UnknownBoard {
        /// The round.
        round: u16,
        /// The board.
        board: u32,
    },
    /// A Go event's settings that make no engine.
    #[error(transparent)]
    GoSettings(#[from] crate::go::GoSettingsError),
    /// A value that does not parse.
    #[error("{field}: {}", English(why))]
    Invalid {
        /// The field.
        field: Field,
        /// What is wrong.
        why: Message,
    },
    /// A pairing that breaks rules; a pairing edited by hand may override the absolute
    /// criteria by listing them, never the structural ones.
    #[error("the pairing breaks {}", .0.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
    Illegal(Vec<Violation>),
}

impl EventError {
    /// The refusal as the catalogue says it, with every value, so that the desk says it in
    /// its language. Every variant is matched, with no fallback: a new reason stops the
    /// build here instead of reaching the desk in English.
    #[must_use]
    pub fn message(&self) -> Message {
        match self {
            EventError::Lifecycle(m) => m.clone(),
            EventError::UnknownPlayer(p) => Message::new("event-unknown-player").text("player", p),
            EventError::Round { round, why } => Message::new("event-round")
                .text("round", round)
                .phrase("why", why.clone()),
            EventError::UnknownBoard { round, board } => Message::new("event-unknown-board")
                .text("round", round)
                .text("board", board),
            EventError::GoSettings(g) => g.message(),
            EventError::Invalid { field, why } => Message::new("event-invalid")
                .phrase("field", field.message())
                .phrase("why", why.clone()),
            EventError::Illegal(vs) => Message::new("event-illegal").phrases(
                "violations",
                vs.iter().map(Violation::message).collect(),
                "; ",
            ),
        }
    }
}

/// The tournament as the log says it is now.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct State {
    /// The settings.
    pub settings: Settings,
    /// The tournament.
    pub tournament: Tournament,
    /// True until registration closes.
    pub registration_open: bool,
    /// Number of events applied.
    pub version: u64,
    /// The engine and version that paired each round.
    pub engines: Vec<(String, String)>,
    /// True once the tournament is deleted (until it is restored).
    pub deleted: bool,
    created: bool,
    /// Requests each round used up when it was paired, to restore them on undo.
    consumed: Vec<Vec<ByeRequest>>,
    /// A Go event's komi for even games and for handicap games (its games carry their
    /// handicap); `None` in chess.
    komi: Option<(Points, Points)>,
    /// A team event's teams and pending lineups.
    pub teams: crate::teams::TeamState,
    /// A Go event's teams and pair entrants, players by start rank.
    pub go_teams: Option<crate::event::GoTeamsData>,
    /// The recorded games (PGN) by round, White's and Black's start ranks.
    pub games: std::collections::BTreeMap<(u16, u32, u32), String>,
    /// What the players have done themselves: entries, links, check-ins, asks, reports.
    pub online: crate::online::Online,
}

pub(crate) fn invalid(field: Field, why: Message) -> EventError {
    EventError::Invalid { field, why }
}

pub(crate) fn round_error(round: u16, why: Message) -> EventError {
    EventError::Round { round, why }
}

/// Builds a model player from registration data.
///
/// # Errors
/// When a field does not parse (title, sex, Go rank).
pub fn player_from(data: &PlayerData) -> Result<Player, EventError> {
    if data.name.trim().is_empty() {
        return Err(invalid(
            Field::Name,
            Message::new("event-player-needs-name"),
        ));
    }
    let sex = match data.sex.as_deref() {
        None | Some("") => None,
        Some(s) => Some(
            s.chars()
                .next()
                .and_then(Sex::from_letter)
                .filter(|_| s.chars().count() == 1)
                .ok_or_else(|| {
                    invalid(
                        Field::Sex,
                        Message::new("event-sex").text("found", quoted(s)),
                    )
                })?,
        ),
    };
    let go_rank = match data.go_rank.as_deref() {
        None | Some("") => None,
        Some(r) => Some(
            r.parse::<GoRank>()
                .map_err(|e| invalid(Field::GoRank, go_rank_message(&e)))?,
        ),
    };
    let mut go_ids = arbiter_core::GoIds::default();
    for body in arbiter_core::GoBody::ALL {
        if let Some(id) = data.go_id(body) {
            go_ids.set(body, id).map_err(|e| {
                invalid(
                    crate::words::go_id_field(body),
                    crate::words::go_id_message(&e),
                )
            })?;
        }
    }
    if let Some(r) = data.go_rating {
        let (low, high) = arbiter_core::GO_RATING_RANGE;
        if !(low..=high).contains(&r) {
            return Err(invalid(Field::GoRating, crate::words::go_rating_message(r)));
        }
    }
    Ok(Player {
        name: data.name.trim().to_string(),
        sex,
        title: data.title.as_deref().and_then(Title::parse),
        rating: data.rating.filter(|&r| r > 0).map(Rating),
        federation: data.federation.clone().filter(|f| !f.is_empty()),
        fide_id: data.fide_id.filter(|&id| id > 0),
        birth_date: data.birth_date.clone().filter(|b| !b.is_empty()),
        club: data.club.clone().filter(|c| !c.is_empty()),
        school: data.school.clone().filter(|c| !c.trim().is_empty()),
        family: data.family.clone().filter(|c| !c.trim().is_empty()),
        group: data.group.clone().filter(|c| !c.trim().is_empty()),
        go_rank,
        go_mcmahon_correction: data.go_mcmahon_correction.unwrap_or(0),
        go_rating: data.go_rating,
        go_ids,
        ..Player::default()
    })
}

/// A player's number after the players are put in `order` (`order[k]` becomes k + 1).
fn new_number(order: &[u32], n: u32) -> Option<u32> {
    order
        .iter()
        .position(|&o| o == n)
        .and_then(|k| u32::try_from(k + 1).ok())
}

fn scoring_from(settings: &Settings) -> Result<ScoringSystem, EventError> {
    match &settings.points {
        None => Ok(ScoringSystem::classic()),
        Some([w, d, l]) => {
            let p = |s: &String| {
                s.parse::<Points>()
                    .map_err(|e| invalid(Field::Points, points_message(&e)))
            };
            Ok(ScoringSystem::uniform(p(w)?, p(d)?, p(l)?))
        }
    }
}

/// The TRF 192 code of a chess event's pairing system, as the registry of systems writes
/// it; a name no system answers to (an event older than the check) keeps its own name.
fn system_code(system: &str) -> String {
    arbiter_pairing::registry::find_for(system, false)
        .map_or_else(|_| system.trim().to_ascii_lowercase(), |s| s.code())
}

impl State {
    /// The event's standings rules (C.07): its tie-break list (the settings', else FIDE's
    /// default for its system, round robin or Swiss) under the 2026 text. The web app, the
    /// published site, the printed documents, the plots and the TRF export all rank with
    /// these, so they never disagree.
    #[must_use]
    pub fn standings_setup(
        &self,
    ) -> (Vec<arbiter_standings::TieBreak>, arbiter_standings::Options) {
        let mode = if self.settings.system.to_ascii_lowercase().contains("robin") {
            arbiter_standings::Mode::RoundRobin
        } else {
            arbiter_standings::Mode::Swiss
        };
        let list = self
            .settings
            .tiebreaks
            .as_deref()
            .filter(|t| !t.trim().is_empty())
            .and_then(|t| arbiter_standings::standings_list(t).ok())
            .unwrap_or_else(|| arbiter_standings::default_list(mode));
        (
            list,
            arbiter_standings::Options {
                version: arbiter_standings::RuleVersion::Fide2026,
                mode,
                ..arbiter_standings::Options::default()
            },
        )
    }
}

impl State {
    /// The state before any event.
    #[must_use]
    pub fn new() -> Self {
        State::default()
    }

    /// Folds a whole log.
    ///
    /// # Errors
    /// The position (0-based) and reason of the first event that does not apply.
    pub fn fold<'a>(
        events: impl IntoIterator<Item = &'a Event>,
    ) -> Result<State, (usize, EventError)> {
        let mut s = State::new();
        for (i, e) in events.into_iter().enumerate() {
            s.apply(e).map_err(|err| (i, err))?;
        }
        Ok(s)
    }

    /// The events that register `players`: while registration is open a registration,
    /// after it a late entry.
    #[must_use]
    pub fn registrations(&self, players: &[PlayerData]) -> Vec<Event> {
        players
            .iter()
            .map(|p| {
                if self.registration_open {
                    Event::PlayerRegistered { player: p.clone() }
                } else {
                    Event::LateEntry { player: p.clone() }
                }
            })
            .collect()
    }

    /// A player as this event registers them: a Go event needs each player's rank.
    pub(crate) fn player_for_event(&self, data: &PlayerData) -> Result<Player, EventError> {
        let p = player_from(data)?;
        if self.settings.is_go() && p.go_rank.is_none() {
            return Err(invalid(Field::GoRank, Message::new("event-go-rank-needed")));
        }
        Ok(p)
    }

    /// The player numbered `n` now.
    pub(crate) fn player_id(&self, n: u32) -> Result<PlayerId, EventError> {
        PlayerId::new(n)
            .filter(|p| p.index() < self.tournament.player_count())
            .ok_or(EventError::UnknownPlayer(n))
    }

    pub(crate) fn future_round(&self, round: u16) -> Result<RoundNo, EventError> {
        let r = RoundNo::new(round)
            .ok_or_else(|| round_error(round, Message::new("event-rounds-from-one")))?;
        if r.index() < self.tournament.rounds_paired() {
            return Err(round_error(
                round,
                Message::new("event-round-already-paired"),
            ));
        }
        if round > self.settings.rounds {
            return Err(round_error(
                round,
                Message::new("event-round-beyond").text("rounds", self.settings.rounds),
            ));
        }
        Ok(r)
    }

    /// A player's availability for a round not paired yet: a request the pairing uses.
    pub(crate) fn request_availability(
        &mut self,
        id: PlayerId,
        round: u16,
        status: Availability,
    ) -> Result<(), EventError> {
        let r = self.future_round(round)?;
        let kind = match status {
            Availability::Available => None,
            Availability::Absent => Some(None),
            Availability::HalfBye => Some(Some(ByeKind::Half)),
            Availability::ZeroBye => Some(Some(ByeKind::Zero)),
            Availability::FullBye => Some(Some(ByeKind::Full)),
        };
        let t = &mut self.tournament;
        t.requests.retain(|q| !(q.player == id && q.round == r));
        if let Some(kind) = kind {
            t.requests.push(ByeRequest {
                player: id,
                round: r,
                kind,
            });
        }
        Ok(())
    }

    fn apply_settings(&mut self, settings: &Settings) -> Result<(), EventError> {
        if settings.name.trim().is_empty() {
            return Err(invalid(
                Field::Name,
                Message::new("event-tournament-needs-name"),
            ));
        }
        for d in &settings.round_dates {
            let ok = d.split('/').count() == 3
                && d.split('/')
                    .all(|x| !x.is_empty() && x.chars().all(|c| c.is_ascii_digit()))
                && (d.len() == 8 || d.len() == 10);
            if !ok {
                return Err(invalid(
                    Field::RoundDates,
                    Message::new("event-round-date").text("found", quoted(d)),
                ));
            }
        }
        if settings.rounds == 0 {
            return Err(invalid(Field::Rounds, Message::new("event-no-rounds")));
        }
        if let Some(code) = settings.time_control_code.as_deref() {
            crate::check_time_control_code(code).map_err(|m| invalid(Field::TimeControlCode, m))?;
        }
        if let Some(l) = settings.language.as_deref()
            && !l.trim().is_empty()
            && arbiter_i18n::Lang::parse(l).is_none()
        {
            let known: Vec<&str> = arbiter_i18n::Lang::ALL.iter().map(|x| x.code()).collect();
            return Err(invalid(
                Field::Language,
                Message::new("event-language")
                    .text("found", quoted(l))
                    .text("known", known.join(", ")),
            ));
        }
        if let Some(id) = settings.chief_arbiter_fide_id.as_deref()
            && !id.trim().chars().all(|c| c.is_ascii_digit())
        {
            return Err(invalid(
                Field::ChiefArbiterId,
                Message::new("event-digits").text("found", quoted(id)),
            ));
        }
        if let Some(o) = &settings.online {
            for d in o.entry_closes.iter().chain(&o.check_in) {
                crate::online::check_moment(Field::Online, d)?;
            }
            if let Some(r) = o.reports.as_deref()
                && crate::event::Reports::parse(r).is_none()
            {
                return Err(invalid(
                    Field::Online,
                    Message::new("event-reports-mode").text("found", quoted(r)),
                ));
            }
        }
        if (settings.rounds as usize) < self.tournament.rounds_paired() {
            return Err(invalid(Field::Rounds, Message::new("event-fewer-rounds")));
        }
        let go = if settings.is_go() {
            let engine = crate::go::go_engine(settings)?;
            // What the engine reads, the settings' or an imported file's.
            let komi = engine
                .template
                .info
                .komi
                .trim()
                .parse()
                .unwrap_or(Points::from_tenths(75));
            let handicap_komi =
                crate::go::go_handicap_komi(settings.go.as_ref().unwrap_or(&Default::default()))?;
            Some((engine.system.code(), (komi, handicap_komi)))
        } else {
            if let Some(game) = settings
                .game
                .as_deref()
                .filter(|g| !g.eq_ignore_ascii_case("chess"))
            {
                return Err(invalid(
                    Field::Game,
                    Message::new("event-game-kind").text("found", quoted(game)),
                ));
            }
            None
        };
        if self.created && self.settings.is_go() != settings.is_go() {
            return Err(invalid(Field::Game, Message::new("event-game-fixed")));
        }
        let scoring = scoring_from(settings)?;
        if self.tournament.rounds_paired() > 0 && scoring != self.tournament.scoring {
            return Err(invalid(Field::Points, Message::new("event-points-fixed")));
        }
        let colour = match settings.initial_colour.as_deref() {
            None => None,
            Some("white") => Some(Colour::White),
            Some("black") => Some(Colour::Black),
            Some(other) => {
                return Err(invalid(
                    Field::InitialColour,
                    Message::new("event-initial-colour").text("found", quoted(other)),
                ));
            }
        };
        self.sync_team_settings(settings)?;
        let t = &mut self.tournament;
        t.scoring = scoring;
        t.planned_rounds = Some(settings.rounds);
        t.initial_colour = colour;
        t.info.name = settings.name.clone();
        t.info.city.clone_from(&settings.city);
        t.info.federation.clone_from(&settings.federation);
        t.info.start_date.clone_from(&settings.start_date);
        t.info.end_date.clone_from(&settings.end_date);
        t.info.chief_arbiter.clone_from(&settings.chief_arbiter);
        t.info.time_control.clone_from(&settings.time_control);
        t.info.encoded_time_control = settings.time_control_code.clone().or_else(|| {
            settings
                .time_control
                .as_deref()
                .and_then(crate::time_control_code)
        });
        t.info.tiebreaks.clone_from(&settings.tiebreaks);
        t.info.deputy_arbiters.clone_from(&settings.deputy_arbiters);
        t.info.round_dates.clone_from(&settings.round_dates);
        t.info.kind.clone_from(&settings.kind);
        t.info.system_code = Some(go.map_or_else(
            || system_code(&settings.system),
            |(code, _)| code.to_string(),
        ));
        self.komi = go.map(|(_, komi)| komi);
        self.settings = settings.clone();
        Ok(())
    }

    /// Records the requests a round used up (restored if the round is deleted).
    pub(crate) fn push_consumed(&mut self, used: Vec<ByeRequest>) {
        self.consumed.push(used);
    }

    /// Builds the round a pairing describes, adding the byes players asked for.
    /// True when the event pairs two-game matches (C.04.5).
    fn double_swiss(&self) -> bool {
        arbiter_core::is_double_swiss(&self.settings.system)
    }

    /// The pairing system as [`crate::check_pairing`] names it: a Go event by its code
    /// (`GO_MCMAHON`, ...), whose rules are not the Swiss ones.
    #[must_use]
    pub fn pairing_rules(&self) -> String {
        self.tournament
            .info
            .system_code
            .clone()
            .filter(|c| arbiter_core::GoSystem::from_code(c).is_some())
            .unwrap_or_else(|| self.settings.system.clone())
    }

    fn build_round(
        t: &Tournament,
        round: RoundNo,
        boards: &[Board],
        bye: Option<u32>,
        double: bool,
        komi: Option<(Points, Points)>,
    ) -> Result<(Round, Vec<ByeRequest>), EventError> {
        let id = |n: u32| {
            PlayerId::new(n)
                .filter(|p| p.index() < t.player_count())
                .ok_or(EventError::UnknownPlayer(n))
        };
        let mut games = Vec::with_capacity(boards.len());
        for b in boards {
            let mut g = Game::new(id(b.white)?, id(b.black)?);
            match komi {
                // Handicap games have their own komi: none (OpenGotha's), or half a
                // point (the EGF and AGA rules allow it).
                Some((even, handicap)) => {
                    g.handicap = Some(Handicap {
                        stones: b.handicap,
                        komi: if b.handicap == 0 { even } else { handicap },
                    });
                }
                None if b.handicap > 0 => {
                    return Err(invalid(
                        Field::Handicap,
                        Message::new("event-chess-handicap"),
                    ));
                }
                None => {}
            }
            games.push(g);
        }
        let mut byes = Vec::new();
        if let Some(b) = bye {
            byes.push((id(b)?, ByeKind::PairingAllocated));
        }
        let used: Vec<ByeRequest> = t
            .requests
            .iter()
            .filter(|r| r.round == round)
            .copied()
            .collect();
        for r in &used {
            if let Some(kind) = r.kind {
                byes.push((r.player, kind));
            }
        }
        if double && round.index() % 2 == 1 {
            // C.04.5: byes apply to whole matches; game 2 repeats those of game 1.
            let prev = RoundNo::from_index(round.index() - 1);
            for id in t.player_ids() {
                let on_board = boards
                    .iter()
                    .any(|b| b.white == id.get() || b.black == id.get());
                let asked = used.iter().any(|r| r.player == id);
                if let arbiter_core::Entry::Bye(kind) = t.entry(id, prev)
                    && !on_board
                    && !asked
                    && bye != Some(id.get())
                {
                    byes.push((id, arbiter_pairing::double_swiss::second_game_bye(kind)));
                }
            }
        }
        let built = Round::new(games, byes)
            .map_err(|e| round_error(round.get(), round_error_message(&e)))?;
        Ok((built, used))
    }

    /// Applies one event, or refuses it and changes nothing.
    ///
    /// # Errors
    /// Why the event does not fit the current state.
    #[allow(clippy::too_many_lines)]
    pub fn apply(&mut self, event: &Event) -> Result<(), EventError> {
        if !self.created && !matches!(event, Event::TournamentCreated { .. }) {
            return Err(EventError::Lifecycle(Message::new("event-log-start")));
        }
        if self.deleted && !matches!(event, Event::TournamentRestored) {
            return Err(EventError::Lifecycle(Message::new("event-deleted")));
        }
        match event {
            Event::TournamentCreated { settings } => {
                if self.created {
                    return Err(EventError::Lifecycle(Message::new("event-exists")));
                }
                self.apply_settings(settings)?;
                self.created = true;
                self.registration_open = true;
            }
            Event::SettingsChanged { settings } => self.apply_settings(settings)?,
            Event::PlayerRegistered { player } => {
                if !self.registration_open {
                    return Err(EventError::Lifecycle(Message::new(
                        "event-registration-closed-late",
                    )));
                }
                let p = self.player_for_event(player)?;
                self.tournament.add_player(p);
            }
            Event::LateEntry { player } => {
                if self.registration_open {
                    return Err(EventError::Lifecycle(Message::new(
                        "event-registration-open-register",
                    )));
                }
                let p = self.player_for_event(player)?;
                self.tournament.add_player(p);
            }
            Event::PlayerEdited { player, data } => {
                let id = self.player_id(*player)?;
                let mut p = self.player_for_event(data)?;
                if let Some(old) = self.tournament.player(id) {
                    p.accelerations.clone_from(&old.accelerations);
                    p.withdrawn_from = old.withdrawn_from;
                    p.national.clone_from(&old.national);
                }
                if let Some(slot) = self.tournament.player_mut(id) {
                    *slot = p;
                }
            }
            Event::PlayerRemoved { player } => {
                // Before any round is paired a player can still leave without a trace (the
                // others' start ranks close up); after that the games stay, so a player
                // who leaves is withdrawn.
                if self.tournament.rounds_paired() > 0 {
                    return Err(EventError::Lifecycle(Message::new(
                        "event-remove-after-pairing",
                    )));
                }
                let id = self.player_id(*player)?;
                if self.is_team_event()
                    && let Some(t) = self
                        .tournament
                        .teams
                        .teams
                        .iter()
                        .find(|t| t.players.contains(&id))
                {
                    return Err(invalid(
                        Field::Player,
                        Message::new("event-player-on-roster")
                            .text("player", player)
                            .text("team", &t.name),
                    ));
                }
                self.tournament
                    .remove_player(id)
                    .map_err(|e| invalid(Field::Player, model_error_message(&e)))?;
                self.sync_team_members();
                let gone = *player;
                self.go_teams_follow(|n| match n.cmp(&gone) {
                    std::cmp::Ordering::Less => Some(n as usize - 1),
                    std::cmp::Ordering::Equal => None,
                    std::cmp::Ordering::Greater => Some(n as usize - 2),
                });
                self.online.follow(|n| match n.cmp(&gone) {
                    std::cmp::Ordering::Less => Some(n),
                    std::cmp::Ordering::Equal => None,
                    std::cmp::Ordering::Greater => Some(n - 1),
                });
            }
            Event::RegistrationClosed { order } => {
                if !self.registration_open {
                    return Err(EventError::Lifecycle(Message::new(
                        "event-registration-already-closed",
                    )));
                }
                let ids = order
                    .iter()
                    .map(|&n| self.player_id(n))
                    .collect::<Result<Vec<_>, _>>()?;
                self.tournament
                    .reorder_players(&ids)
                    .map_err(|e| invalid(Field::Order, model_error_message(&e)))?;
                self.registration_open = false;
                self.online.follow(|n| new_number(order, n));
                if self.is_team_event() {
                    self.sync_team_members();
                    self.rank_teams();
                }
            }
            Event::AvailabilitySet {
                player,
                round,
                status,
            } => {
                let id = self.player_id(*player)?;
                if self.settings.is_go()
                    && !matches!(status, Availability::Available | Availability::Absent)
                {
                    return Err(invalid(
                        Field::Availability,
                        Message::new("event-go-no-bye"),
                    ));
                }
                // A round already paired: a player without a game in it (a late entry,
                // who missed it) is given the bye the arbiter grants, or has it taken
                // away; the pairing stands as it was made.
                if let Some(r) =
                    RoundNo::new(*round).filter(|r| r.index() < self.tournament.rounds_paired())
                    && !self.is_team_event()
                {
                    let kind = match status {
                        Availability::Available | Availability::Absent => None,
                        Availability::HalfBye => Some(ByeKind::Half),
                        Availability::ZeroBye => Some(ByeKind::Zero),
                        Availability::FullBye => Some(ByeKind::Full),
                    };
                    let given = self
                        .tournament
                        .round_mut(r)
                        .is_some_and(|x| x.set_bye(id, kind));
                    if !given {
                        return Err(round_error(
                            *round,
                            Message::new("event-round-paired-plays").text("player", player),
                        ));
                    }
                } else {
                    self.request_availability(id, *round, *status)?;
                }
            }
            Event::PlayerWithdrawn { player, from_round } => {
                let id = self.player_id(*player)?;
                let r = self.future_round(*from_round)?;
                if let Some(p) = self.tournament.player_mut(id) {
                    p.withdrawn_from = Some(r);
                }
            }
            Event::PlayerReentered { player } => {
                let id = self.player_id(*player)?;
                match self.tournament.player_mut(id) {
                    Some(p) if p.withdrawn_from.is_some() => p.withdrawn_from = None,
                    _ => {
                        return Err(invalid(
                            Field::Player,
                            Message::new("event-not-withdrawn").text("player", player),
                        ));
                    }
                }
            }
            Event::RoundPaired {
                round,
                engine,
                version,
                boards,
                bye,
                overridden,
            } => {
                if self.registration_open {
                    return Err(EventError::Lifecycle(Message::new(
                        "event-close-registration-first",
                    )));
                }
                if self.pairs_matches() {
                    return Err(EventError::Lifecycle(Message::new(
                        "event-team-pairs-matches",
                    )));
                }
                let r = self.future_round(*round)?;
                if r != self.tournament.next_round() {
                    return Err(round_error(
                        *round,
                        Message::new("event-next-round").text("next", self.tournament.next_round()),
                    ));
                }
                // A file read from another program may hold rounds paired before every
                // result was in; it is recorded as it stands. A Go event pairs as
                // OpenGotha does, an unknown result scoring nothing for now.
                if let Some(prev) = self
                    .tournament
                    .rounds()
                    .last()
                    .filter(|_| engine != "import" && !self.settings.is_go())
                    && prev.games().iter().any(|g| g.result.is_pending())
                {
                    return Err(round_error(
                        *round,
                        Message::new("event-previous-round-pending"),
                    ));
                }
                // An engine answers for its own criteria; a pairing made by hand must list
                // every absolute criterion it breaks. Structure is checked for both.
                let manual = engine == "manual";
                let refused: Vec<Violation> =
                    check_pairing(&self.tournament, r, boards, *bye, &self.pairing_rules())
                        .into_iter()
                        .filter(|v| {
                            v.is_structural() || (manual && !overridden.contains(&v.to_string()))
                        })
                        .collect();
                if !refused.is_empty() {
                    return Err(EventError::Illegal(refused));
                }
                if !manual && !overridden.is_empty() {
                    return Err(invalid(
                        Field::Overridden,
                        Message::new("event-override-manual"),
                    ));
                }
                let (built, used) = Self::build_round(
                    &self.tournament,
                    r,
                    boards,
                    *bye,
                    self.double_swiss(),
                    self.komi,
                )?;
                self.tournament
                    .push_round(built)
                    .map_err(|e| round_error(*round, model_error_message(&e)))?;
                self.consumed.push(used);
                self.engines.push((engine.clone(), version.clone()));
            }
            Event::PairingEdited {
                round,
                boards,
                bye,
                overridden,
            } => {
                if self.pairs_matches() {
                    return Err(EventError::Lifecycle(Message::new(
                        "event-team-boards-follow",
                    )));
                }
                let r = RoundNo::new(*round)
                    .ok_or_else(|| round_error(*round, Message::new("event-rounds-from-one")))?;
                if r.index() + 1 != self.tournament.rounds_paired() {
                    return Err(round_error(*round, Message::new("event-edit-last-only")));
                }
                if self
                    .tournament
                    .round(r)
                    .is_some_and(|x| x.games().iter().any(|g| !g.result.is_pending()))
                {
                    return Err(round_error(*round, Message::new("event-results-entered")));
                }
                // Check against the state before this round was paired.
                let mut before = self.tournament.clone();
                before.pop_round();
                let consumed = self.consumed.last().cloned().unwrap_or_default();
                before.requests.extend(consumed.iter().copied());
                let violations = check_pairing(&before, r, boards, *bye, &self.pairing_rules());
                let refused: Vec<Violation> = violations
                    .into_iter()
                    .filter(|v| v.is_structural() || !overridden.contains(&v.to_string()))
                    .collect();
                if !refused.is_empty() {
                    return Err(EventError::Illegal(refused));
                }
                let (built, used) =
                    Self::build_round(&before, r, boards, *bye, self.double_swiss(), self.komi)?;
                self.tournament.pop_round();
                self.tournament.requests.extend(consumed.iter().copied());
                self.tournament
                    .push_round(built)
                    .map_err(|e| round_error(*round, model_error_message(&e)))?;
                if let Some(last) = self.consumed.last_mut() {
                    *last = used;
                }
                self.keep_games_of_boards(*round);
                self.online.reports.retain(|(r, _), _| r != round);
                if let Some(last) = self.engines.last_mut() {
                    *last = ("manual".into(), String::new());
                }
            }
            Event::ResultSet {
                round,
                board,
                result,
            }
            | Event::ResultCorrected {
                round,
                board,
                result,
            } => {
                let correcting = matches!(event, Event::ResultCorrected { .. });
                let parsed: GameResult =
                    result
                        .parse()
                        .map_err(|e: arbiter_core::ParseResultError| {
                            invalid(Field::Result, result_message(&e))
                        })?;
                if !self.settings.is_go() && !parsed.is_chess() {
                    return Err(invalid(
                        Field::Result,
                        Message::new("event-forfeit-result").text("found", quoted(result)),
                    ));
                }
                if self.settings.is_go() && arbiter_core::GoResult::from_game(parsed).is_none() {
                    return Err(invalid(
                        Field::Result,
                        Message::new("event-go-result").text("found", quoted(result)),
                    ));
                }
                let r = RoundNo::new(*round)
                    .ok_or_else(|| round_error(*round, Message::new("event-rounds-from-one")))?;
                let rnd = self
                    .tournament
                    .round_mut(r)
                    .ok_or_else(|| round_error(*round, Message::new("event-round-not-paired")))?;
                let current = board
                    .checked_sub(1)
                    .and_then(|b| rnd.games().get(b as usize))
                    .map(|g| g.result)
                    .ok_or(EventError::UnknownBoard {
                        round: *round,
                        board: *board,
                    })?;
                if !correcting && !current.is_pending() {
                    return Err(invalid(
                        Field::Result,
                        Message::new("event-result-exists")
                            .text("board", board)
                            .text("round", round)
                            .text("result", current.notation()),
                    ));
                }
                if correcting && current.is_pending() {
                    return Err(invalid(
                        Field::Result,
                        Message::new("event-no-result")
                            .text("board", board)
                            .text("round", round),
                    ));
                }
                // A game played with a half-point komi cannot end in jigo; a file read
                // from another program is recorded as it stands.
                let komi = board
                    .checked_sub(1)
                    .and_then(|b| rnd.games().get(b as usize))
                    .and_then(|g| g.handicap)
                    .map(|h| h.komi);
                let imported = self
                    .engines
                    .get(r.index())
                    .is_some_and(|(engine, _)| engine == "import");
                if let Some(komi) = komi
                    && komi.tenths() % 10 != 0
                    && !imported
                    && arbiter_core::GoResult::from_game(parsed).is_some_and(|g| {
                        g.outcome == arbiter_core::GoOutcome::Jigo && !g.by_default
                    })
                {
                    return Err(invalid(
                        Field::Result,
                        Message::new("event-go-jigo-half-komi")
                            .text("board", board)
                            .text("round", round)
                            .text("komi", komi),
                    ));
                }
                let Some(rnd) = self.tournament.round_mut(r) else {
                    return Err(round_error(*round, Message::new("event-round-not-paired")));
                };
                rnd.set_result(*board, parsed);
            }
            Event::RegistrationReopened => {
                if self.registration_open {
                    return Err(EventError::Lifecycle(Message::new(
                        "event-registration-already-open",
                    )));
                }
                if self.tournament.rounds_paired() > 0 {
                    return Err(EventError::Lifecycle(Message::new(
                        "event-reopen-after-pairing",
                    )));
                }
                self.registration_open = true;
            }
            Event::PlayersReranked { order } => {
                if self.registration_open {
                    return Err(EventError::Lifecycle(Message::new(
                        "event-ranks-when-closed",
                    )));
                }
                if self.tournament.rounds_paired() > 0 {
                    return Err(EventError::Lifecycle(Message::new("event-ranks-fixed")));
                }
                let ids = order
                    .iter()
                    .map(|&n| self.player_id(n))
                    .collect::<Result<Vec<_>, _>>()?;
                self.tournament
                    .reorder_players(&ids)
                    .map_err(|e| invalid(Field::Order, model_error_message(&e)))?;
                self.sync_team_members();
                self.go_teams_follow(|n| order.iter().position(|&o| o == n));
                self.online.follow(|n| new_number(order, n));
            }
            Event::TournamentRenamed { from, to } => {
                if to.trim().is_empty() || from == to {
                    return Err(invalid(Field::Name, Message::new("event-new-name")));
                }
            }
            Event::TournamentDeleted => self.deleted = true,
            Event::TournamentRestored => {
                if !self.deleted {
                    return Err(EventError::Lifecycle(Message::new("event-not-deleted")));
                }
                self.deleted = false;
            }
            Event::RoundDeleted { round } => {
                let n = self.tournament.rounds_paired();
                if n == 0 || usize::from(*round) != n {
                    return Err(round_error(*round, Message::new("event-delete-last-only")));
                }
                self.tournament.pop_round();
                self.games.retain(|(r, _, _), _| r != round);
                self.online.reports.retain(|(r, _), _| r != round);
                if let Some(used) = self.consumed.pop() {
                    self.tournament.requests.extend(used);
                }
                self.engines.pop();
                // A team round takes its lineups, forfeited matches and bye with it.
                if let Some(r) = RoundNo::new(*round) {
                    let sec = &mut self.tournament.teams;
                    sec.board_orders.retain(|o| o.round != r);
                    sec.forfeits.retain(|f| f.round != r);
                    for b in &mut sec.byes {
                        b.teams.truncate(r.index());
                    }
                    sec.byes.retain(|b| b.teams.iter().any(Option::is_some));
                }
            }
            Event::TeamRegistered { .. }
            | Event::TeamEdited { .. }
            | Event::LineupSet { .. }
            | Event::TeamRoundPaired { .. }
            | Event::MatchForfeited { .. } => self.apply_team(event)?,
            Event::GoTeamsSet { teams } => self.apply_go_teams(teams)?,
            Event::GameRecorded { .. } => self.apply_game(event)?,
            Event::ProhibitionsSet { prohibitions } => {
                let mut list = Vec::new();
                for p in prohibitions {
                    let players = p
                        .players
                        .iter()
                        .map(|&n| self.player_id(n))
                        .collect::<Result<Vec<_>, _>>()?;
                    let distinct: std::collections::HashSet<_> = players.iter().collect();
                    if players.len() < 2 || distinct.len() != players.len() {
                        return Err(invalid(
                            Field::Prohibition,
                            Message::new("event-prohibition-players"),
                        ));
                    }
                    let (Some(first), Some(last)) =
                        (RoundNo::new(p.first_round), RoundNo::new(p.last_round))
                    else {
                        return Err(round_error(
                            p.first_round.min(p.last_round),
                            Message::new("event-rounds-from-one"),
                        ));
                    };
                    if first > last {
                        return Err(invalid(
                            Field::Prohibition,
                            Message::new("event-prohibition-rounds")
                                .text("first", p.first_round)
                                .text("last", p.last_round),
                        ));
                    }
                    list.push(arbiter_core::Prohibition {
                        first_round: first,
                        last_round: last,
                        players,
                    });
                }
                self.tournament.prohibitions = list;
            }
            Event::AccelerationSet { player, points } => {
                let id = self.player_id(*player)?;
                let parsed = points
                    .iter()
                    .map(|x| {
                        x.trim().parse::<arbiter_core::Points>().map_err(|_| {
                            invalid(
                                Field::Acceleration,
                                Message::new("event-points-bad").text("found", quoted(x)),
                            )
                        })
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                // Rounds after the last accelerated one have none: kept as a TRF reads
                // them, without trailing zeros.
                let mut parsed = parsed;
                while parsed.last() == Some(&arbiter_core::Points::ZERO) {
                    parsed.pop();
                }
                if let Some(p) = self.tournament.player_mut(id) {
                    p.accelerations = parsed;
                }
            }
            Event::EntrySubmitted { .. }
            | Event::EntryAccepted { .. }
            | Event::EntryRefused { .. }
            | Event::PlayerLinkIssued { .. }
            | Event::PlayerLinkRevoked { .. }
            | Event::PlayerAsked { .. }
            | Event::ResultReported { .. } => self.apply_online(event)?,
        }
        self.version += 1;
        Ok(())
    }
}
