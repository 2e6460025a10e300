//! Festivals: one weekend, several sections (an Open, a U1800, a U1400...). Each section
//! is an event of its own, with its own log, system, rounds and players, so that pairing,
//! undo and every correction work per section exactly as for a single event; the
//! settings' `festival` field ties the sections together for listings, combined
//! standings and moving a player from one section to another before play starts.

use crate::correct::remove_player;
use crate::event::{Event, PlayerData};
use crate::order::initial_order;
use crate::state::{EventError, State};
use crate::words::Field;
use arbiter_core::{Player, Tournament};
use arbiter_pairing::Message;
use arbiter_standings::{CombinedRow, SectionTable};

/// A festival's sections as the combined standings read them: each section's label and
/// its tournament as exported (each player's place in the section's own standings).
#[derive(Clone, Debug)]
pub struct Sections {
    labels: Vec<String>,
    views: Vec<Tournament>,
}

impl Sections {
    /// The sections, in the festival's order.
    #[must_use]
    pub fn of<'a>(states: impl IntoIterator<Item = &'a State>) -> Self {
        let (labels, views) = states
            .into_iter()
            .map(|s| {
                (
                    s.settings.section_label().to_string(),
                    crate::export_view(s),
                )
            })
            .unzip();
        Sections { labels, views }
    }

    /// Each section's table, for [`arbiter_standings::combined`] and its printers.
    #[must_use]
    pub fn tables(&self) -> Vec<SectionTable<'_>> {
        self.labels
            .iter()
            .zip(&self.views)
            .map(|(label, tournament)| SectionTable { label, tournament })
            .collect()
    }

    /// The combined standings.
    #[must_use]
    pub fn combined(&self) -> Vec<CombinedRow> {
        arbiter_standings::combined(&self.tables())
    }

    /// Section `k`'s tournament as exported.
    #[must_use]
    pub fn view(&self, k: usize) -> Option<&Tournament> {
        self.views.get(k)
    }
}

impl PlayerData {
    /// The registration data of a player as the tournament holds it, so that the player
    /// can be registered again elsewhere (another section, a new event) unchanged.
    #[must_use]
    pub fn of(p: &Player) -> PlayerData {
        PlayerData {
            name: p.name.clone(),
            rating: p.rating.map(|r| r.0),
            title: p.title.as_ref().map(|t| t.as_str().to_string()),
            sex: p.sex.map(|s| s.letter().to_string()),
            fide_id: p.fide_id,
            federation: p.federation.clone(),
            birth_date: p.birth_date.clone(),
            club: p.club.clone(),
            school: p.school.clone(),
            family: p.family.clone(),
            group: p.group.clone(),
            go_rank: p.go_rank.map(|g| g.to_string()),
            go_mcmahon_correction: Some(p.go_mcmahon_correction).filter(|&c| c != 0),
            go_rating: p.go_rating,
            egf_pin: p.go_ids.get(arbiter_core::GoBody::Egf),
            ffg_licence: p.go_ids.get(arbiter_core::GoBody::Ffg),
            aga_id: p.go_ids.get(arbiter_core::GoBody::Aga),
        }
    }
}

/// The events that move player `player` of section `from` to section `to`: appended to
/// `to` first (the player registers there: a registration while its registration is
/// open, else a late entry followed by fresh start ranks, C.04.2), then to `from` (the
/// player leaves without a trace). A player moves only before round 1 of both sections
/// is paired, so that no game is lost and no start rank already used changes.
///
/// Appending to `to` first means that if the second append fails, the player is in both
/// sections (and the error says so), never in neither.
///
/// # Errors
/// Sections of different festivals (or none), a section already paired, an unknown
/// player, or a player of the same name and FIDE id already in `to`.
pub fn move_player(
    from: &State,
    player: u32,
    to: &State,
) -> Result<(Vec<Event>, Vec<Event>), EventError> {
    match (from.settings.festival(), to.settings.festival()) {
        (Some(a), Some(b)) if a == b => {}
        _ => {
            return Err(EventError::Lifecycle(Message::new("event-festival-only")));
        }
    }
    if from.tournament.rounds_paired() > 0 || to.tournament.rounds_paired() > 0 {
        return Err(EventError::Lifecycle(Message::new(
            "event-festival-before-round-one",
        )));
    }
    let id = arbiter_core::PlayerId::new(player)
        .filter(|id| id.index() < from.tournament.player_count())
        .ok_or(EventError::UnknownPlayer(player))?;
    let p = from
        .tournament
        .player(id)
        .ok_or(EventError::UnknownPlayer(player))?;
    let data = PlayerData::of(p);
    let already = to.tournament.player_ids().any(|o| {
        to.tournament.player(o).is_some_and(|q| {
            crate::find::fold_name(&q.name) == crate::find::fold_name(&p.name)
                && q.fide_id == p.fide_id
        })
    });
    if already {
        return Err(EventError::Invalid {
            field: Field::Player,
            why: Message::new("event-festival-already")
                .text("name", &p.name)
                .text("section", to.settings.section_label()),
        });
    }
    let mut into = to.registrations(std::slice::from_ref(&data));
    let mut after = to.clone();
    for e in &into {
        after.apply(e)?;
    }
    if !after.registration_open {
        let order: Vec<u32> = initial_order(&after.tournament)
            .iter()
            .map(|p| p.get())
            .collect();
        if order.iter().zip(1u32..).any(|(&a, b)| a != b) {
            let rerank = Event::PlayersReranked { order };
            after.apply(&rerank)?;
            into.push(rerank);
        }
    }
    let out = vec![remove_player(from, player)?];
    from.clone().apply(&out[0])?;
    Ok((into, out))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::Settings;

    fn section(label: &str, festival: Option<&str>, players: &[(&str, u16)]) -> State {
        let mut events = vec![Event::TournamentCreated {
            settings: Settings {
                name: format!("Weekend {label}"),
                system: "dutch".into(),
                rounds: 5,
                festival: festival.map(str::to_string),
                section: Some(label.into()),
                ..Settings::default()
            },
        }];
        for (name, rating) in players {
            events.push(Event::PlayerRegistered {
                player: PlayerData {
                    name: (*name).into(),
                    rating: Some(*rating),
                    club: Some("Rooks".into()),
                    ..PlayerData::default()
                },
            });
        }
        State::fold(&events).unwrap()
    }

    fn apply(s: &State, events: &[Event]) -> State {
        let mut s = s.clone();
        for e in events {
            s.apply(e).unwrap();
        }
        s
    }

    #[test]
    fn a_player_moves_with_every_field_and_start_ranks_are_redone() {
        let open = section("Open", Some("weekend"), &[("A, A", 2100), ("B, B", 1750)]);
        let mut u1800 = section("U1800", Some("weekend"), &[("C, C", 1700), ("D, D", 1600)]);
        u1800
            .apply(&Event::RegistrationClosed { order: vec![1, 2] })
            .unwrap();
        let (into, out) = move_player(&open, 2, &u1800).unwrap();
        let open = apply(&open, &out);
        let u1800 = apply(&u1800, &into);
        assert_eq!(open.tournament.player_count(), 1);
        let names: Vec<&str> = u1800
            .tournament
            .player_ids()
            .map(|id| u1800.tournament.player(id).unwrap().name.as_str())
            .collect();
        // 1750 is the highest rating of the section now: start rank 1 (C.04.2).
        assert_eq!(names, ["B, B", "C, C", "D, D"]);
        let moved = u1800
            .tournament
            .player(arbiter_core::PlayerId::new(1).unwrap())
            .unwrap();
        assert_eq!(moved.club.as_deref(), Some("Rooks"));
        assert!(matches!(into.last(), Some(Event::PlayersReranked { .. })));
    }

    #[test]
    fn moves_are_refused_across_festivals_after_round_one_and_twice() {
        let open = section("Open", Some("weekend"), &[("A, A", 2100), ("B, B", 1750)]);
        let other = section("U1800", Some("another"), &[]);
        assert!(move_player(&open, 1, &other).is_err());
        let alone = section("U1800", None, &[]);
        assert!(move_player(&open, 1, &alone).is_err());
        let u1800 = section("U1800", Some("weekend"), &[("B, B", 1750)]);
        assert!(move_player(&open, 2, &u1800).is_err(), "already there");
        assert!(move_player(&open, 3, &u1800).is_err(), "no player 3");
        let mut paired = section("U1800", Some("weekend"), &[("C, C", 1700), ("D, D", 1600)]);
        paired
            .apply(&Event::RegistrationClosed { order: vec![1, 2] })
            .unwrap();
        let (_, event) = crate::pair_next(&paired).unwrap();
        paired.apply(&event).unwrap();
        assert!(move_player(&open, 1, &paired).is_err());
    }
}
