//! Go events: the same log as a chess event (registration, rounds, results, undo), read
//! with a Go event's parameters. The settings name the system (`mcmahon`, `swiss`,
//! `swisscat`) and may change a few of OpenGotha's parameters for it; the engine and
//! every Go report work on the [`GoTournament`] the state is.

use crate::event::{GoSettings, Settings};
use crate::state::{EventError, State};
use arbiter_core::{GoRank, GoSystem, GoTournament, Points};
use arbiter_pairing::gotha::GoEngine;

fn invalid(field: &'static str, why: impl Into<String>) -> EventError {
    EventError::Invalid {
        field,
        why: why.into(),
    }
}

fn rank(field: &'static str, text: &str) -> Result<GoRank, EventError> {
    text.trim()
        .parse::<GoRank>()
        .map_err(|e| invalid(field, e.to_string()))
}

/// The Go system a Go event's settings name.
///
/// # Errors
/// A system that is not `mcmahon`, `swiss` or `swisscat`.
pub fn go_system(settings: &Settings) -> Result<GoSystem, EventError> {
    GoSystem::parse(&settings.system).ok_or_else(|| {
        invalid(
            "system",
            format!(
                "a Go event is paired by mcmahon, swiss or swisscat, not {:?}",
                settings.system
            ),
        )
    })
}

/// The engine of a Go event: OpenGotha's parameters for its system, with the settings'
/// changes applied.
///
/// # Errors
/// A system that is not a Go system, or a setting that does not parse (a rank, the komi,
/// an unknown placement criterion).
pub fn go_engine(settings: &Settings) -> Result<GoEngine, EventError> {
    let system = go_system(settings)?;
    let mut t = system.template(settings.rounds);
    let default = GoSettings::default();
    let go = settings.go.as_ref().unwrap_or(&default);
    if let Some(k) = &go.komi {
        let komi: Points = k.trim().parse().map_err(|_| {
            invalid(
                "komi",
                format!("expected a number such as 7.5, found {k:?}"),
            )
        })?;
        t.info.komi = komi.to_string();
    }
    if let Some(b) = &go.bar {
        t.scoring.bar = rank("McMahon bar", b)?;
    }
    if let Some(f) = &go.floor {
        t.scoring.floor = rank("McMahon floor", f)?;
    }
    if t.scoring.floor > t.scoring.bar {
        return Err(invalid(
            "McMahon floor",
            format!(
                "the floor ({}) is above the bar ({})",
                t.scoring.floor, t.scoring.bar
            ),
        ));
    }
    if let Some(list) = &go.placement {
        let names: Vec<String> = list
            .split(',')
            .map(|x| x.trim().to_ascii_uppercase())
            .filter(|x| !x.is_empty())
            .collect();
        if names.is_empty() {
            return Err(invalid("placement", "at least one criterion is needed"));
        }
        if let Some(bad) = names
            .iter()
            .find(|n| !arbiter_standings::GO_CRITERION_NAMES.contains(&n.as_str()))
        {
            return Err(invalid(
                "placement",
                format!(
                    "unknown criterion {bad:?} (known: {})",
                    arbiter_standings::GO_CRITERION_NAMES.join(", ")
                ),
            ));
        }
        t.placement = names;
    }
    if let Some(c) = go.handicap_ceiling {
        t.handicap.ceiling = i32::from(c.min(9));
    }
    if let Some(c) = go.handicap_correction {
        t.handicap.correction = i32::from(c);
    }
    Ok(GoEngine {
        system,
        template: t,
    })
}

/// The Go tournament a Go event's state is, or `None` for a chess event.
#[must_use]
pub fn go_view(state: &State) -> Option<GoTournament> {
    if !state.settings.is_go() {
        return None;
    }
    let engine = go_engine(&state.settings).ok()?;
    Some(engine.view(&state.tournament))
}

/// Boards an arbiter pairs by hand in a Go event, as OpenGotha makes them: the two
/// players of each board get the colours and handicap the event's rules give them
/// (the stronger player White, stones from ranks or McMahon scores). A chess event's
/// boards, and boards naming players who do not exist, are returned as given.
#[must_use]
pub fn go_hand_boards(state: &State, boards: &[crate::Board]) -> Vec<crate::Board> {
    let Ok(engine) = go_engine(&state.settings).map_err(|_| ()).and_then(|e| {
        if state.settings.is_go() {
            Ok(e)
        } else {
            Err(())
        }
    }) else {
        return boards.to_vec();
    };
    let t = &state.tournament;
    let id = |n: u32| arbiter_core::PlayerId::new(n).filter(|p| p.index() < t.player_count());
    boards
        .iter()
        .map(|b| match (id(b.white), id(b.black)) {
            (Some(w), Some(bl)) if w != bl => match engine.game(t, w, bl) {
                Ok((white, black, handicap)) => crate::Board {
                    white: white.get(),
                    black: black.get(),
                    handicap,
                },
                Err(_) => *b,
            },
            _ => *b,
        })
        .collect()
}
