//! Automatic pairing of the next round: the engine named by the event's settings pairs the
//! tournament as it stands, and the result becomes one [`Event::RoundPaired`].

use crate::event::{Board, Event};
use crate::state::State;
use arbiter_pairing::{Pairing, PairingError, system_by_name};

/// Why the next round could not be paired automatically.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum AutoPairError {
    /// Registration is still open: start ranks are not fixed yet (C.04.2).
    #[error("registration is still open; close it first so that start ranks are fixed")]
    RegistrationOpen,
    /// The last round still has games without a result.
    #[error("round {0} still has games without a result")]
    ResultsPending(u16),
    /// No engine answers to the event's system.
    #[error("no pairing engine for the system '{0}' (known: {1})")]
    UnknownSystem(String, String),
    /// The engine found no pairing.
    #[error(transparent)]
    Engine(#[from] PairingError),
}

/// Pairs the next round of `state` with the engine of its settings and returns the
/// engine's pairing (with its reasons) and the event that records it.
///
/// # Errors
/// See [`AutoPairError`]; the state is never changed here.
pub fn pair_next(state: &State) -> Result<(Pairing, Event), AutoPairError> {
    if state.registration_open {
        return Err(AutoPairError::RegistrationOpen);
    }
    let t = &state.tournament;
    if let Some(last) = t.rounds().last() {
        if last.games().iter().any(|g| g.result.is_pending()) {
            let no = u16::try_from(t.rounds_paired()).unwrap_or(u16::MAX);
            return Err(AutoPairError::ResultsPending(no));
        }
    }
    let system = &state.settings.system;
    let engine = system_by_name(system).ok_or_else(|| {
        AutoPairError::UnknownSystem(system.clone(), arbiter_pairing::SYSTEM_NAMES.join(", "))
    })?;
    let pairing = engine.pair(t)?;
    let event = Event::RoundPaired {
        round: pairing.round.get(),
        engine: engine.name().to_string(),
        version: env!("CARGO_PKG_VERSION").to_string(),
        boards: pairing
            .games
            .iter()
            .map(|g| Board {
                white: g.white.get(),
                black: g.black.get(),
            })
            .collect(),
        bye: pairing.bye.map(|p| p.get()),
        overridden: Vec::new(),
    };
    Ok((pairing, event))
}
