//! Before round 1, what a rating list would change in the registered players: each
//! player registered with the list's id (a FIDE id; for a Go list, the EGF PIN, the FFG
//! licence or the AGA id) is looked up in the list and refreshed from it (see
//! [`arbiter_event::refreshed`]). The command line and the web app show this diff, and
//! apply it only when the arbiter accepts it.

use crate::{RatingStore, RatingStoreError};
use arbiter_core::PlayerId;
use arbiter_event::{Event, FieldChange, PlayerData, State, data_changes, refreshed};
use arbiter_ratings::{FideId, ListKind, RateType};

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

/// A registered player whose id the list does not have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotInList {
    /// The player's number.
    pub player: u32,
    /// The registered name.
    pub name: String,
    /// What the id is (`FIDE id`, `EGF PIN`, `FFG licence`, `AGA id`).
    pub id_name: &'static str,
    /// The id looked for.
    pub id: String,
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
    // A Go list is looked up by its body's number, any other by FIDE id.
    let body = store
        .rating_lists()
        .await?
        .into_iter()
        .find(|l| l.name == list)
        .and_then(|l| ListKind::parse(&l.kind))
        .and_then(ListKind::go_body);
    for k in 0..state.tournament.player_count() {
        let id = PlayerId::from_index(k);
        let Some(player) = state.tournament.player(id) else {
            continue;
        };
        let found = match body {
            Some(body) => {
                let Some(number) = player.go_ids.get(body) else {
                    continue;
                };
                store
                    .player_by_national_id(Some(list), None, &number)
                    .await?
                    .ok_or((body.id_name(), number))
            }
            None => {
                let Some(fide) = player
                    .fide_id
                    .and_then(|f| u32::try_from(f).ok())
                    .and_then(FideId::new)
                else {
                    continue;
                };
                store
                    .player_by_fide_id(Some(list), fide)
                    .await?
                    .ok_or(("FIDE id", fide.to_string()))
            }
        };
        let listed = match found {
            Ok((_, listed)) => listed,
            Err((id_name, number)) => {
                out.not_in_list.push(NotInList {
                    player: id.get(),
                    name: player.name.clone(),
                    id_name,
                    id: number,
                });
                continue;
            }
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

/// Registrations completed from the imported Go lists: a player given with an EGF PIN,
/// an FFG licence or an AGA id that a live list of that body has is registered as
/// [`arbiter_event::from_list`] gives it (what was given wins, the list fills the rest:
/// grade, rating, country, club). A player no list has is registered as given. For the
/// paths that register many players at once (a CSV file, the API).
///
/// # Errors
/// When a list cannot be read.
pub async fn fill_from_go_lists<S: RatingStore + Sync>(
    store: &S,
    players: Vec<PlayerData>,
) -> Result<Vec<PlayerData>, RatingStoreError> {
    let mut out = Vec::with_capacity(players.len());
    for p in players {
        let mut listed = None;
        for body in arbiter_core::GoBody::ALL {
            let Some(number) = p.go_id(body) else {
                continue;
            };
            let kind = ListKind::parse(body.code());
            if let Some((_, l)) = store.player_by_national_id(None, kind, number).await? {
                listed = Some(l);
                break;
            }
        }
        out.push(match listed {
            Some(l) => arbiter_event::from_list(p, &l, RateType::Standard),
            None => p,
        });
    }
    Ok(out)
}
