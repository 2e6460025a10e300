//! The event a command reads: a stored tournament, or a file (a TRF, an OpenGotha file,
//! an EGF results file, a wall list) read into the same state an import would store, so
//! that each command has one code path whatever its target.

use std::path::Path;

use anyhow::{Result, anyhow};
use arbiter_core::{GoTournament, Tournament};
use arbiter_event::{Event, State};

use crate::io::{self, Outcome};
use crate::workflow::{self, Location};

/// The state of `target`: a file when [`io::is_file_target`] says so, else the stored
/// tournament of that name (a deleted one is refused). `None` once a file's errors are
/// printed.
///
/// # Errors
/// When the file cannot be read or does not make an event, or the store has no such
/// tournament.
pub fn load(location: &Location, target: &str) -> Result<Option<State>> {
    if io::is_file_target(target) {
        return load_file(Path::new(target));
    }
    io::block_on(async {
        let store = location.open().await?;
        workflow::load(&store, target).await
    })
    .map(Some)
}

/// The state of the tournament a file holds: a Go file (see [`io::is_go_file`]) as
/// `arbiter import` reads it, else a TRF (see [`trf_state`]). `None` once its errors are
/// printed.
///
/// # Errors
/// When the file cannot be read or does not make an event.
pub fn load_file(path: &Path) -> Result<Option<State>> {
    let (name, bytes) = io::read_input(path)?;
    if io::is_go_file(path, &bytes) {
        let Some(g) = io::read_go(&name, &bytes) else {
            return Ok(None);
        };
        return go_state(&name, &g).map(Some);
    }
    let Some(t) = io::read_trf(&name, &bytes) else {
        return Ok(None);
    };
    trf_state(&name, &t).map(Some)
}

/// Runs `command` on the state of `target` (see [`load`]); `BadInput` when the file's
/// errors are printed.
///
/// # Errors
/// What [`load`] or `command` returns.
pub fn run_on(
    location: &Location,
    target: &str,
    command: impl FnOnce(&State) -> Result<Outcome>,
) -> Result<Outcome> {
    match load(location, target)? {
        Some(s) => command(&s),
        None => Ok(Outcome::BadInput),
    }
}

/// The state of a TRF's tournament, as an import with the file's own system would store
/// it, but ranked by the tie-breaks that define the file's standings (its 212 record,
/// else its 202 record), and keeping what the file states that the event log has no
/// event for yet (see [`keep_unlogged`]).
///
/// # Errors
/// When the file's tournament does not make an event.
pub fn trf_state(name: &str, t: &Tournament) -> Result<State> {
    let (mut events, _notes) = trf_events(t, &reading_system(t))?;
    let standings = t
        .info
        .standings_tiebreaks
        .clone()
        .filter(|s| !s.trim().is_empty());
    if let Some(list) = standings
        && let Some(Event::TournamentCreated { settings }) = events.first_mut()
    {
        settings.tiebreaks = Some(list);
    }
    let mut s = fold(name, &events)?;
    keep_unlogged(&mut s, t);
    Ok(s)
}

/// Puts back on the state folded from a TRF what the file states and the event log
/// cannot carry yet, so that a file is ranked and rated as it reads: the point system
/// beyond win, draw and loss (byes, forfeits, colours), the abnormal points of record 299,
/// the players' national ratings, and the points and ranks the file reports. The import keeps start ranks, so a player's id is the same in both (checked by
/// the name).
fn keep_unlogged(s: &mut State, t: &Tournament) {
    s.tournament.scoring = t.scoring;
    s.tournament.adjustments.clone_from(&t.adjustments);
    for (id, p) in t.players() {
        if let Some(q) = s.tournament.player_mut(id).filter(|q| q.name == p.name) {
            q.national.clone_from(&p.national);
            q.reported_score = p.reported_score;
            q.reported_rank = p.reported_rank;
        }
    }
}

/// The state of a Go tournament read from file `name`, as `arbiter import` stores it.
///
/// # Errors
/// When the tournament does not make an event.
pub fn go_state(name: &str, g: &GoTournament) -> Result<State> {
    let (events, _notes) = arbiter_event::events_from_go(g);
    fold(name, &events)
}

/// Folds the events read from file `name`.
fn fold(name: &str, events: &[Event]) -> Result<State> {
    State::fold(events)
        .map_err(|(i, e)| anyhow!("{name}: cannot be read as an event (event {}): {e}", i + 1))
}

/// The pairing system a file is read with: the one its 192 record names (see
/// [`trf_system`]), a round robin also when only its tournament type says so.
fn reading_system(t: &Tournament) -> String {
    let system = trf_system(t);
    let kind = t.info.kind.clone().unwrap_or_default().to_ascii_lowercase();
    if system == "dutch" && kind.contains("robin") {
        "roundrobin".into()
    } else {
        system
    }
}

/// The pairing system a TRF's 192 record names, as the registry of systems reads codes;
/// a team file is paired by teams unless its code names a team or round-robin system; with
/// no code it knows, a round robin when the tournament type says so, else the Dutch system.
pub fn trf_system(t: &Tournament) -> String {
    use arbiter_pairing::registry::{self, Game, Options};
    let code = t.info.system_code.as_deref().unwrap_or_default();
    let chosen = registry::from_code(code);
    let individual_swiss = chosen
        .as_ref()
        .is_none_or(|s| s.system.game == Game::Chess && s.system.options == Options::Acceleration);
    if !t.teams.teams.is_empty() && individual_swiss {
        return "swiss-team".into();
    }
    if let Some(s) = chosen {
        return s.name();
    }
    let kind = t
        .info
        .kind
        .as_deref()
        .unwrap_or_default()
        .to_ascii_lowercase();
    if kind.contains("robin") {
        "roundrobin".into()
    } else {
        "dutch".into()
    }
}

/// The events that make a TRF's tournament (see [`arbiter_event::events_from_trf`]).
///
/// # Errors
/// When the file's point system or team section cannot be carried by the event log.
pub fn trf_events(t: &Tournament, system: &str) -> Result<(Vec<Event>, Vec<String>)> {
    arbiter_event::events_from_trf(t, system).map_err(|e| anyhow::anyhow!("{e}"))
}
