//! Automatic pairing of the next round: the engine named by the event's settings pairs the
//! tournament as it stands, and the result becomes one [`Event::RoundPaired`].

use crate::event::{Board, Event};
use crate::state::State;
use arbiter_core::{ByeRequest, PlayerId, Tournament};
use arbiter_pairing::{Pairing, PairingError};

fn boards_list(boards: &[u32]) -> String {
    let word = if boards.len() == 1 { "board" } else { "boards" };
    let list: Vec<String> = boards.iter().map(u32::to_string).collect();
    format!("{word} {}", list.join(", "))
}

/// Why the next round could not be paired automatically.
// Not `non_exhaustive`: the desk says every refusal in its language and matches each
// variant, so that a new one cannot fall back to English unnoticed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AutoPairError {
    /// Registration is still open: start ranks are not fixed yet (C.04.2).
    #[error("registration is still open; close it first so that start ranks are fixed")]
    RegistrationOpen,
    /// The last round still has games without a result.
    #[error("round {round} still has games without a result: {}", boards_list(.boards))]
    ResultsPending {
        /// The round.
        round: u16,
        /// The boards without a result, from 1.
        boards: Vec<u32>,
    },
    /// No engine answers to the event's system: the name, and why (see
    /// [`arbiter_pairing::registry::find`]).
    #[error(transparent)]
    UnknownSystem(#[from] arbiter_pairing::registry::SystemError),
    /// The event's settings do not make an engine: a Go event's system or a parameter,
    /// a team event's teams.
    #[error(transparent)]
    Settings(#[from] SettingsError),
    /// The engine found no pairing.
    #[error(transparent)]
    Engine(#[from] PairingError),
}

/// Why an event's settings make no engine, each reason with what pages need to say it in
/// their language.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SettingsError {
    /// A Go event's system or parameters.
    #[error(transparent)]
    Go(#[from] crate::go::GoSettingsError),
    /// A team event with no team registered yet.
    #[error("team: no team is registered yet")]
    NoTeams,
    /// A team event whose rules or boards do not read as team matches: the reason of the
    /// check that refused them (the team rules, the team table), as the catalogue says it.
    #[error("{}", crate::words::English(.0))]
    Teams(arbiter_pairing::Message),
}

/// Pairs the next round of `state` with the engine of its settings and returns the
/// engine's pairing (with its reasons) and the event that records it.
///
/// # Errors
/// See [`AutoPairError`]; the state is never changed here.
pub fn pair_next(state: &State) -> Result<(Pairing, Event), AutoPairError> {
    if state.pairs_matches() {
        return pair_next_team(state).map(|(_, p, e)| (p, e));
    }
    // A Go team event pairs its teams' matches, board by board as OpenGotha does.
    if crate::go_teams::is_go_team_event(state) {
        let (p, e) = crate::go_teams::pair_go_teams(state, &[])?;
        return Ok((crate::go_teams::go_team_pairing(state, &p), e));
    }
    let engine = ready(state)?;
    let pairing = engine.pair(&state.tournament)?;
    let event = paired(engine.name(), &pairing);
    Ok((pairing, event))
}

/// [`pair_next`] for a Go event, with what its explanation needs: the Go tournament the
/// round was paired from and the engine's Go pairing (each game's costs come from them).
///
/// # Errors
/// As [`pair_next`]; [`AutoPairError::Settings`] for a chess event.
pub fn pair_next_go(
    state: &State,
) -> Result<
    (
        arbiter_core::GoTournament,
        arbiter_pairing::gotha::GoPairing,
        Event,
    ),
    AutoPairError,
> {
    check_ready(state)?;
    let engine = crate::go::go_event_engine(state).map_err(SettingsError::from)?;
    let (g, p) = engine.pair_round(&state.tournament)?;
    let pairing = arbiter_pairing::gotha::pairing_of(&state.tournament, &p);
    let event = paired(arbiter_pairing::PairingSystem::name(&engine), &pairing);
    Ok((g, p, event))
}

/// The games of a Go event without a result, as (round, board), in the rounds before the
/// next: the next round is paired with them counted as OpenGotha counts an unknown
/// result (`RESULT_UNKNOWN` in its `fillBaseScoringInfoIfNecessary`): no point to either
/// player in McMahon score and wins, the game still played for the sums of opponents'
/// scores (SOS, SOSOS), and not played over the board where unplayed rounds count half a
/// point. Pairing says so; the scores change when the result is entered.
#[must_use]
pub fn go_unknown_results(state: &State) -> Vec<(u16, u32)> {
    if !state.settings.is_go() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (r, round) in (1u16..).zip(state.tournament.rounds()) {
        for (b, g) in (1u32..).zip(round.games()) {
            if g.result.is_pending() {
                out.push((r, b));
            }
        }
    }
    out
}

/// Pairs the next round of a team event: the event's engine pairs the team table (the
/// teams as players, C.04.6), and the event records the matches; the boards follow from
/// the lineups when it is applied. Returns the team table the engine read, its pairing
/// (players of the pairing are teams: team *k* is the table's player *k*) and the event.
///
/// # Errors
/// As [`pair_next`]; [`AutoPairError::Settings`] when the boards do not read as team
/// matches.
pub fn pair_next_team(state: &State) -> Result<(Tournament, Pairing, Event), AutoPairError> {
    let mut engine = ready(state)?;
    if state.settings.team.is_some() && state.tournament.teams.teams.is_empty() {
        return Err(SettingsError::NoTeams.into());
    }
    let view = state
        .team_view()
        .map_err(|e| SettingsError::Teams(e.message()))?;
    // The Swiss Team system reads its secondary score where the primary leaves it.
    if view.rules.primary == arbiter_core::teams::PrimaryScore::Game
        && engine.name() == arbiter_pairing::PairingSystem::name(&arbiter_pairing::SwissTeam::new())
    {
        engine = Box::new(arbiter_pairing::SwissTeam {
            primary: arbiter_pairing::swiss_team::PrimaryScore::GamePoints,
            ..arbiter_pairing::SwissTeam::new()
        });
    }
    let table = arbiter_core::teams::team_table(&state.tournament, &view)
        .map_err(|e| SettingsError::Teams(crate::words::team_error_message(&e)))?;
    let pairing = engine.pair(&table)?;
    let event = crate::teams::team_round_event(engine.name(), &pairing);
    Ok((table, pairing, event))
}

/// The event that records an engine's pairing.
fn paired(engine: &str, pairing: &Pairing) -> Event {
    Event::RoundPaired {
        round: pairing.round.get(),
        engine: engine.to_string(),
        version: env!("CARGO_PKG_VERSION").to_string(),
        boards: pairing.games.iter().map(board).collect(),
        bye: pairing.bye.map(PlayerId::get),
        overridden: Vec::new(),
    }
}

/// Pairs the next round around boards the arbiter fixed by hand: the players of `fixed`
/// are kept out of the engine's pairing (as if absent), the engine pairs everyone else,
/// and all boards are put in the order of C.04.2 (higher score, then higher sum of
/// scores, then the higher-ranked player's rank). A round with boards set by hand is a
/// manual pairing: the event says `manual`, and the caller lists the absolute criteria
/// the fixed boards break (see [`crate::check_pairing`]) before recording it.
///
/// # Errors
/// As [`pair_next`]; the engine may also find no pairing for the players left.
pub fn pair_rest(state: &State, fixed: &[Board]) -> Result<(Pairing, Event), AutoPairError> {
    let engine = ready(state)?;
    let t = &state.tournament;
    let round = t.next_round();
    let mut rest = t.clone();
    for b in fixed {
        for n in [b.white, b.black] {
            if let Some(p) = PlayerId::new(n).filter(|p| p.index() < t.player_count()) {
                rest.requests
                    .retain(|q| !(q.player == p && q.round == round));
                rest.requests.push(ByeRequest {
                    player: p,
                    round,
                    kind: None,
                });
            }
        }
    }
    let pairing = engine.pair(&rest)?;
    let mut boards: Vec<Board> = crate::go::go_hand_boards(state, fixed);
    boards.extend(pairing.games.iter().map(board));
    boards.sort_by_key(|b| board_key(t, b));
    let event = Event::RoundPaired {
        round: round.get(),
        engine: "manual".to_string(),
        version: String::new(),
        boards,
        bye: pairing.bye.map(PlayerId::get),
        overridden: Vec::new(),
    };
    Ok((pairing, event))
}

/// Checks, when an event is created or its system changed, that an engine pairs the
/// system named, so that a mistyped or unsupported system is refused then and not at the
/// first pairing. The error lists the systems arbiter pairs.
///
/// # Errors
/// [`AutoPairError::UnknownSystem`] for a name no engine answers to.
pub fn check_system(system: &str) -> Result<(), AutoPairError> {
    arbiter_pairing::registry::find_for(system, false)?;
    Ok(())
}

/// Checks the pairing system of new or changed settings: a Go event's system, parameters
/// and time control, or that an engine pairs a chess event's system (see
/// [`check_system`]).
///
/// # Errors
/// [`AutoPairError::UnknownSystem`], with the reason.
pub fn check_settings(settings: &crate::Settings) -> Result<(), AutoPairError> {
    if settings.is_go() {
        return crate::go::go_engine(settings)
            .and_then(|_| crate::go::go_time_control(settings))
            .map(|_| ())
            .map_err(|e| SettingsError::from(e).into());
    }
    check_system(&settings.system)
}

/// Checks that the next round can be paired and finds the event's engine.
fn ready(
    state: &State,
) -> Result<Box<dyn arbiter_pairing::PairingSystem + Send + Sync>, AutoPairError> {
    check_ready(state)?;
    if state.settings.is_go() {
        let engine = crate::go::go_event_engine(state).map_err(SettingsError::from)?;
        return Ok(Box::new(engine));
    }
    Ok(arbiter_pairing::registry::find_for(&state.settings.system, false)?.engine())
}

/// Registration closed and every result of the last round in: the next round can be
/// paired. A Go event pairs with results missing, as OpenGotha does: an unknown result
/// counts as no game won by either player, the opponent still counting in the sums of
/// opponents' scores (OpenGotha's `RESULT_UNKNOWN`, see [`go_unknown_results`]).
fn check_ready(state: &State) -> Result<(), AutoPairError> {
    if state.registration_open {
        return Err(AutoPairError::RegistrationOpen);
    }
    if state.settings.is_go() {
        return Ok(());
    }
    let t = &state.tournament;
    if let Some(last) = t.rounds().last() {
        let boards: Vec<u32> = (1u32..)
            .zip(last.games())
            .filter(|(_, g)| g.result.is_pending())
            .map(|(b, _)| b)
            .collect();
        if !boards.is_empty() {
            let round = u16::try_from(t.rounds_paired()).unwrap_or(u16::MAX);
            return Err(AutoPairError::ResultsPending { round, boards });
        }
    }
    Ok(())
}

fn board(g: &arbiter_pairing::PairedGame) -> Board {
    Board {
        white: g.white.get(),
        black: g.black.get(),
        handicap: g.handicap,
    }
}

/// The C.04.2 board order: higher score first, then the higher sum of scores, then the
/// better rank of the higher-ranked player.
fn board_key(t: &Tournament, b: &Board) -> (std::cmp::Reverse<i64>, std::cmp::Reverse<i64>, u32) {
    let score = |n: u32| {
        PlayerId::new(n)
            .filter(|p| p.index() < t.player_count())
            .map_or(0, |p| i64::from(t.score(p).tenths()))
    };
    let (w, b2) = (score(b.white), score(b.black));
    (
        std::cmp::Reverse(w.max(b2)),
        std::cmp::Reverse(w + b2),
        b.white.min(b.black),
    )
}
