//! Corrections whose events depend on where the tournament stands: the same request from
//! the command line, the desk or the API becomes the same events.

use crate::event::{Event, PlayerData};
use crate::order::initial_order;
use crate::state::{EventError, State};
use arbiter_pairing::Message;

/// The events that change player `player`'s data. Before round 1 is paired (registration
/// closed) a change that moves the player in the initial ranking (rating, title, name;
/// C.04.2) also redoes the start ranks; once a round is paired, start ranks stay as they
/// are, so that pairing numbers already published do not move.
///
/// # Errors
/// When the edit does not apply (an unknown player, a field that does not parse).
pub fn edit_player(state: &State, player: u32, data: PlayerData) -> Result<Vec<Event>, EventError> {
    let edit = Event::PlayerEdited { player, data };
    let mut after = state.clone();
    after.apply(&edit)?;
    let mut events = vec![edit];
    if !after.registration_open && after.tournament.rounds_paired() == 0 {
        let order: Vec<u32> = initial_order(&after.tournament)
            .iter()
            .map(|p| p.get())
            .collect();
        if order.iter().zip(1u32..).any(|(&a, b)| a != b) {
            events.push(Event::PlayersReranked { order });
        }
    }
    Ok(events)
}

/// The number player `player` has after `events` (a new ranking may move them).
#[must_use]
pub fn number_after(player: u32, events: &[Event]) -> u32 {
    events
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::PlayersReranked { order } => order
                .iter()
                .position(|&o| o == player)
                .and_then(|k| u32::try_from(k + 1).ok()),
            _ => None,
        })
        .unwrap_or(player)
}

/// The event that takes player `player` out of the tournament: before any round is paired
/// they leave without a trace (the numbers after theirs close up); once a round is paired
/// their games stand, so they are withdrawn from the next round.
///
/// # Errors
/// An unknown player, or every round already paired (nothing left to withdraw from).
pub fn remove_player(state: &State, player: u32) -> Result<Event, EventError> {
    let t = &state.tournament;
    if arbiter_core::PlayerId::new(player).is_none_or(|p| p.index() >= t.player_count()) {
        return Err(EventError::UnknownPlayer(player));
    }
    if t.rounds_paired() == 0 {
        return Ok(Event::PlayerRemoved { player });
    }
    let from = t.next_round().get();
    if from > state.settings.rounds {
        return Err(EventError::Round {
            round: from,
            why: Message::new("event-withdraw-beyond"),
        });
    }
    Ok(Event::PlayerWithdrawn {
        player,
        from_round: from,
    })
}
