//! Before round 1, what a rating list would change in the registered players: each
//! player registered with a FIDE id is looked up in the list and refreshed from it (see
//! [`arbiter_event::refreshed`]). The command line and the web app show this diff, and
//! apply it only when the arbiter accepts it.

use crate::{RatingStore, RatingStoreError};
use arbiter_core::PlayerId;
use arbiter_event::{Event, FieldChange, PlayerData, State, data_changes, refreshed};
use arbiter_ratings::{FideId, RateType};

/// One registered player the list changes.
#[derive(Clone, Debug)]
pub struct PlayerUpdate {
    /// The player's number.
    pub player: u32,
    /// The registered name.
    pub name: String,
    /// The fields that change, in the order the log writes them.
    pub changes: Vec<FieldChange>,
    /// The registration after the update.
    pub data: PlayerData,
}

/// A registered player whose FIDE id the list does not have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotInList {
    /// The player's number.
    pub player: u32,
    /// The registered name.
    pub name: String,
    /// The FIDE id looked for.
    pub fide_id: u32,
}

/// What updating an event from a list would change.
#[derive(Clone, Debug, Default)]
pub struct ListUpdate {
    /// The players that change.
    pub updates: Vec<PlayerUpdate>,
    /// The players the list does not have.
    pub not_in_list: Vec<NotInList>,
}

impl ListUpdate {
    /// The events that apply the update.
    #[must_use]
    pub fn events(&self) -> Vec<Event> {
        self.updates
            .iter()
            .map(|u| Event::PlayerEdited {
                player: u.player,
                data: u.data.clone(),
            })
            .collect()
    }
}

/// What list `list` (its `rate` ratings) would change in the players of `state`.
///
/// # Errors
/// When the list cannot be read.
pub async fn list_update<S: RatingStore + Sync>(
    store: &S,
    state: &State,
    list: &str,
    rate: RateType,
) -> Result<ListUpdate, RatingStoreError> {
    let mut out = ListUpdate::default();
    for k in 0..state.tournament.player_count() {
        let id = PlayerId::from_index(k);
        let Some(player) = state.tournament.player(id) else {
            continue;
        };
        let Some(fide) = player
            .fide_id
            .and_then(|f| u32::try_from(f).ok())
            .and_then(FideId::new)
        else {
            continue;
        };
        let Some((_, listed)) = store.player_by_fide_id(Some(list), fide).await? else {
            out.not_in_list.push(NotInList {
                player: id.get(),
                name: player.name.clone(),
                fide_id: fide.get(),
            });
            continue;
        };
        let old = PlayerData::of(player);
        let new = refreshed(&old, &listed, rate);
        let changes = data_changes(&old, &new);
        if !changes.is_empty() {
            out.updates.push(PlayerUpdate {
                player: id.get(),
                name: old.name,
                changes,
                data: new,
            });
        }
    }
    Ok(out)
}
