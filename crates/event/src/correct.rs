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

/// What a player list brings into an event that may hold some of its players already.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ListUpdate {
    /// The events, in order.
    pub events: Vec<Event>,
    /// Each registered player the list changes: the name, and the fields that change.
    pub updated: Vec<(String, Vec<crate::FieldChange>)>,
    /// Registered players the list holds as they are.
    pub unchanged: Vec<String>,
    /// The players the list adds.
    pub registered: Vec<String>,
}

/// A corrected player list read again: an entry that is a registered player (the same
/// FIDE id; for an entry without one, the same name, birth dates not disagreeing) updates
/// that player with the fields the list gives (a blank field keeps what is registered);
/// the other entries are registered (late entries once registration is closed). When an
/// update moves players in the initial ranking before round 1 is paired, the start ranks
/// are redone once, at the end (C.04.2).
///
/// # Errors
/// When an update or a registration does not apply (a Go event's player without a rank).
pub fn update_from_list(state: &State, entries: &[PlayerData]) -> Result<ListUpdate, EventError> {
    let mut after = state.clone();
    let mut out = ListUpdate::default();
    let mut edited = false;
    for entry in entries {
        let name = crate::fold_name(&entry.name);
        let found = after
            .tournament
            .players()
            .find(|(_, p)| match entry.fide_id {
                Some(id) => p.fide_id == Some(id),
                None => {
                    crate::fold_name(&p.name) == name
                        && (p.birth_date.is_none()
                            || entry.birth_date.is_none()
                            || p.birth_date == entry.birth_date)
                }
            });
        let event = match found {
            Some((id, p)) => {
                let old = PlayerData::of(p);
                let new = overlay(&old, entry);
                let mut changes = crate::data_changes(&old, &new);
                if old.name != new.name {
                    changes.insert(
                        0,
                        crate::FieldChange {
                            field: "name",
                            old: old.name.clone().into(),
                            new: new.name.clone().into(),
                        },
                    );
                }
                if new == old {
                    out.unchanged.push(old.name);
                    continue;
                }
                out.updated.push((old.name.clone(), changes));
                edited = true;
                Event::PlayerEdited {
                    player: id.get(),
                    data: new,
                }
            }
            None => {
                out.registered.push(entry.name.clone());
                after
                    .registrations(std::slice::from_ref(entry))
                    .swap_remove(0)
            }
        };
        after.apply(&event)?;
        out.events.push(event);
    }
    if edited && !after.registration_open && after.tournament.rounds_paired() == 0 {
        let order: Vec<u32> = initial_order(&after.tournament)
            .iter()
            .map(|p| p.get())
            .collect();
        if order.iter().zip(1u32..).any(|(&a, b)| a != b) {
            out.events.push(Event::PlayersReranked { order });
        }
    }
    Ok(out)
}

/// A registration with the fields a list entry gives written over it.
fn overlay(old: &PlayerData, entry: &PlayerData) -> PlayerData {
    let pick = |new: &Option<String>, old: &Option<String>| new.clone().or_else(|| old.clone());
    PlayerData {
        name: entry.name.clone(),
        rating: entry.rating.or(old.rating),
        title: pick(&entry.title, &old.title),
        sex: pick(&entry.sex, &old.sex),
        fide_id: entry.fide_id.or(old.fide_id),
        federation: pick(&entry.federation, &old.federation),
        birth_date: pick(&entry.birth_date, &old.birth_date),
        club: pick(&entry.club, &old.club),
        school: pick(&entry.school, &old.school),
        family: pick(&entry.family, &old.family),
        group: pick(&entry.group, &old.group),
        go_rank: pick(&entry.go_rank, &old.go_rank),
        go_mcmahon_correction: entry.go_mcmahon_correction.or(old.go_mcmahon_correction),
        go_rating: entry.go_rating.or(old.go_rating),
        egf_pin: pick(&entry.egf_pin, &old.egf_pin),
        ffg_licence: pick(&entry.ffg_licence, &old.ffg_licence),
        aga_id: pick(&entry.aga_id, &old.aga_id),
    }
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

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::Settings;

    fn player(name: &str, rating: u16, fide_id: Option<u64>) -> PlayerData {
        PlayerData {
            name: name.into(),
            rating: Some(rating),
            fide_id,
            ..PlayerData::default()
        }
    }

    /// Issue 44: a corrected list read again updates the players it holds (by FIDE id,
    /// else by name), keeps what it leaves blank, registers the new ones, and redoes the
    /// start ranks once when ratings move before round 1.
    #[test]
    fn issue_44_a_corrected_list_updates_the_players_it_holds() {
        let mut events = vec![Event::TournamentCreated {
            settings: Settings {
                name: "Open".into(),
                system: "dutch".into(),
                rounds: 5,
                ..Settings::default()
            },
        }];
        for p in [
            PlayerData {
                club: Some("SK Bern".into()),
                ..player("Novák, Jan", 2100, Some(1001))
            },
            player("Müller, Anna", 2000, Some(1002)),
            player("Club, Player", 1500, None),
        ] {
            events.push(Event::PlayerRegistered { player: p });
        }
        events.push(Event::RegistrationClosed {
            order: vec![1, 2, 3],
        });
        let s = State::fold(&events).unwrap();
        let list = [
            player("Novak, Jan", 2100, Some(1001)),
            player("Müller, Anna", 2150, Some(1002)),
            player("Club, Player", 1500, None),
            player("New, One", 1800, None),
        ];
        let u = update_from_list(&s, &list).unwrap();
        let updated: Vec<(&str, Vec<&str>)> = u
            .updated
            .iter()
            .map(|(n, c)| (n.as_str(), c.iter().map(|f| f.field).collect()))
            .collect();
        assert_eq!(
            updated,
            [
                ("Novák, Jan", vec!["name"]),
                ("Müller, Anna", vec!["rating"])
            ]
        );
        assert_eq!(u.unchanged, ["Club, Player"]);
        assert_eq!(u.registered, ["New, One"]);
        let mut after = s.clone();
        for e in &u.events {
            after.apply(e).unwrap();
        }
        let t = &after.tournament;
        assert_eq!(t.player_count(), 4);
        // Müller moved up: the start ranks are redone once, at the end.
        assert!(matches!(
            u.events.last(),
            Some(Event::PlayersReranked { .. })
        ));
        let first = t.player(arbiter_core::PlayerId::new(1).unwrap()).unwrap();
        assert_eq!(
            (first.name.as_str(), first.rating.map(|r| r.0)),
            ("Müller, Anna", Some(2150))
        );
        let novak = t
            .players()
            .find(|(_, p)| p.fide_id == Some(1001))
            .unwrap()
            .1;
        assert_eq!(
            novak.club.as_deref(),
            Some("SK Bern"),
            "a blank field keeps"
        );
        // The same list again changes nothing.
        let again = update_from_list(&after, &list).unwrap();
        assert!(
            again
                .events
                .iter()
                .all(|e| !matches!(e, Event::PlayerEdited { .. }))
        );
        assert_eq!(again.unchanged.len(), 4);
        assert!(again.registered.is_empty());
    }
}
