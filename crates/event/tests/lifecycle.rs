//! A tournament's life as a log of events: each event applies or is refused, and a refused
//! event changes nothing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use arbiter_core::{ByeKind, Entry, PlayerId, Points, RoundNo};
use arbiter_event::{
    Availability, Board, Event, EventError, PlayerData, Settings, State, Violation, initial_order,
};
use proptest::prelude::*;

fn settings() -> Settings {
    Settings {
        name: "Autumn Open".into(),
        system: "dutch".into(),
        rounds: 5,
        ..Settings::default()
    }
}

fn player(name: &str, rating: Option<u16>) -> Event {
    Event::PlayerRegistered {
        player: PlayerData {
            name: name.into(),
            rating,
            ..PlayerData::default()
        },
    }
}

fn board(white: u32, black: u32) -> Board {
    Board {
        white,
        black,
        handicap: 0,
    }
}

fn pid(n: u32) -> PlayerId {
    PlayerId::new(n).unwrap()
}

fn r(n: u16) -> RoundNo {
    RoundNo::new(n).unwrap()
}

/// Applies an event that must be accepted.
fn ok(s: &mut State, e: Event) {
    s.apply(&e)
        .unwrap_or_else(|err| panic!("{e:?} refused: {err}"));
}

/// Applies an event that must be refused, and checks that nothing changed.
fn refused(s: &mut State, e: Event) -> EventError {
    let before = s.clone();
    let err = s.apply(&e).expect_err("event should be refused");
    assert_eq!(*s, before, "a refused event changed the state");
    err
}

fn registered() -> State {
    let mut s = State::new();
    ok(
        &mut s,
        Event::TournamentCreated {
            settings: settings(),
        },
    );
    ok(&mut s, player("Zeta, Zoe", Some(1900)));
    ok(&mut s, player("Alpha, Al", Some(2100)));
    ok(&mut s, player("Beta, Bo", None));
    ok(&mut s, player("Gamma, Gus", Some(2100)));
    ok(&mut s, player("Delta, Di", Some(1500)));
    s
}

fn closed() -> State {
    let mut s = registered();
    let order: Vec<u32> = initial_order(&s.tournament)
        .iter()
        .map(|p| p.get())
        .collect();
    // Rating first, then name for equal ratings; the unrated player last.
    assert_eq!(order, [2, 4, 1, 5, 3]);
    ok(&mut s, Event::RegistrationClosed { order });
    s
}

#[test]
fn the_log_starts_with_creation() {
    let mut s = State::new();
    assert!(matches!(
        refused(&mut s, player("A", None)),
        EventError::Lifecycle(_)
    ));
    ok(
        &mut s,
        Event::TournamentCreated {
            settings: settings(),
        },
    );
    refused(
        &mut s,
        Event::TournamentCreated {
            settings: settings(),
        },
    );
}

#[test]
fn closing_registration_assigns_start_ranks() {
    let s = closed();
    let names: Vec<&str> = s
        .tournament
        .players()
        .map(|(_, p)| p.name.as_str())
        .collect();
    assert_eq!(
        names,
        [
            "Alpha, Al",
            "Gamma, Gus",
            "Zeta, Zoe",
            "Delta, Di",
            "Beta, Bo"
        ]
    );
    let mut s = s;
    refused(&mut s, player("Late, Larry", None));
    ok(
        &mut s,
        Event::LateEntry {
            player: PlayerData {
                name: "Late, Larry".into(),
                ..PlayerData::default()
            },
        },
    );
    assert_eq!(s.tournament.player_count(), 6);
}

#[test]
fn a_round_is_paired_played_corrected_and_undone() {
    let mut s = closed();
    ok(
        &mut s,
        Event::AvailabilitySet {
            player: 5,
            round: 1,
            status: Availability::HalfBye,
        },
    );
    // Player 5 asked for a bye: pairing them is refused whatever the override.
    let err = refused(
        &mut s,
        Event::RoundPaired {
            round: 1,
            engine: "dutch".into(),
            version: "1".into(),
            boards: vec![board(1, 3), board(5, 2)],
            bye: Some(4),
            overridden: vec![],
        },
    );
    assert_eq!(err, EventError::Illegal(vec![Violation::Unavailable(5)]));
    ok(
        &mut s,
        Event::RoundPaired {
            round: 1,
            engine: "dutch".into(),
            version: "1".into(),
            boards: vec![board(1, 3), board(4, 2)],
            bye: None,
            overridden: vec![],
        },
    );
    assert_eq!(s.tournament.entry(pid(5), r(1)), Entry::Bye(ByeKind::Half));
    assert!(s.tournament.requests.is_empty());
    // Results: set once, then corrected; the next round waits for all results.
    ok(
        &mut s,
        Event::ResultSet {
            round: 1,
            board: 1,
            result: "1-0".into(),
        },
    );
    refused(
        &mut s,
        Event::ResultSet {
            round: 1,
            board: 1,
            result: "0-1".into(),
        },
    );
    refused(
        &mut s,
        Event::ResultSet {
            round: 1,
            board: 3,
            result: "1-0".into(),
        },
    );
    refused(
        &mut s,
        Event::ResultSet {
            round: 1,
            board: 2,
            result: "2-0".into(),
        },
    );
    // Go's decisions by default for both players are not chess results.
    for go_only in ["==", "++"] {
        refused(
            &mut s,
            Event::ResultSet {
                round: 1,
                board: 2,
                result: go_only.into(),
            },
        );
    }
    refused(
        &mut s,
        Event::RoundPaired {
            round: 2,
            engine: "dutch".into(),
            version: "1".into(),
            boards: vec![],
            bye: None,
            overridden: vec![],
        },
    );
    ok(
        &mut s,
        Event::ResultSet {
            round: 1,
            board: 2,
            result: "1/2".into(),
        },
    );
    ok(
        &mut s,
        Event::ResultCorrected {
            round: 1,
            board: 1,
            result: "0-1".into(),
        },
    );
    assert_eq!(s.tournament.score(pid(3)), Points::ONE);
    assert_eq!(s.tournament.score(pid(5)), Points::HALF);
    // Round 2, then undo: the round is gone and the requests it used come back.
    ok(
        &mut s,
        Event::AvailabilitySet {
            player: 1,
            round: 2,
            status: Availability::Absent,
        },
    );
    ok(
        &mut s,
        Event::RoundPaired {
            round: 2,
            engine: "dutch".into(),
            version: "1".into(),
            boards: vec![board(3, 4), board(2, 5)],
            bye: None,
            overridden: vec![],
        },
    );
    refused(&mut s, Event::RoundDeleted { round: 1 });
    ok(&mut s, Event::RoundDeleted { round: 2 });
    assert_eq!(s.tournament.rounds_paired(), 1);
    assert_eq!(
        s.tournament.request(pid(1), r(2)).map(|q| q.kind),
        Some(None)
    );
    assert_eq!(s.engines.len(), 1);
}

#[test]
fn a_pairing_edited_by_hand_needs_an_override_for_each_broken_rule() {
    let mut s = closed();
    ok(
        &mut s,
        Event::RoundPaired {
            round: 1,
            engine: "dutch".into(),
            version: "1".into(),
            boards: vec![board(1, 3), board(4, 2)],
            bye: Some(5),
            overridden: vec![],
        },
    );
    for (b, res) in [(1, "1-0"), (2, "0-1")] {
        ok(
            &mut s,
            Event::ResultSet {
                round: 1,
                board: b,
                result: res.into(),
            },
        );
    }
    ok(
        &mut s,
        Event::RoundPaired {
            round: 2,
            engine: "dutch".into(),
            version: "1".into(),
            boards: vec![board(2, 1), board(3, 5)],
            bye: Some(4),
            overridden: vec![],
        },
    );
    let rematch = Event::PairingEdited {
        round: 2,
        boards: vec![board(3, 1), board(2, 4)],
        bye: Some(5),
        overridden: vec![],
    };
    let EventError::Illegal(v) = refused(&mut s, rematch) else {
        panic!()
    };
    let texts: Vec<String> = v.iter().map(ToString::to_string).collect();
    assert_eq!(
        texts,
        [
            "players 3 and 1 have already played each other",
            "players 2 and 4 have already played each other",
            "player 5 already had a bye or a point without playing",
        ]
    );
    ok(
        &mut s,
        Event::PairingEdited {
            round: 2,
            boards: vec![board(3, 1), board(2, 4)],
            bye: Some(5),
            overridden: texts,
        },
    );
    assert_eq!(
        s.tournament.round(r(2)).unwrap().pairing_bye(),
        Some(pid(5))
    );
    assert_eq!(s.engines[1].0, "manual");
    // Once a result is in, the pairing stays.
    ok(
        &mut s,
        Event::ResultSet {
            round: 2,
            board: 1,
            result: "1/2".into(),
        },
    );
    refused(
        &mut s,
        Event::PairingEdited {
            round: 2,
            boards: vec![board(1, 3), board(2, 4)],
            bye: Some(5),
            overridden: vec![],
        },
    );
}

#[test]
fn withdrawal_and_reentry() {
    let mut s = closed();
    ok(
        &mut s,
        Event::PlayerWithdrawn {
            player: 2,
            from_round: 1,
        },
    );
    let err = refused(
        &mut s,
        Event::RoundPaired {
            round: 1,
            engine: "dutch".into(),
            version: "1".into(),
            boards: vec![board(1, 2), board(3, 4)],
            bye: Some(5),
            overridden: vec![],
        },
    );
    assert_eq!(err, EventError::Illegal(vec![Violation::Withdrawn(2)]));
    ok(&mut s, Event::PlayerReentered { player: 2 });
    refused(&mut s, Event::PlayerReentered { player: 2 });
    refused(
        &mut s,
        Event::PlayerWithdrawn {
            player: 2,
            from_round: 9,
        },
    );
}

#[test]
fn events_serialise_in_a_stable_form() {
    let e = Event::ResultSet {
        round: 3,
        board: 7,
        result: "1/2".into(),
    };
    let json = serde_json::to_string(&e).unwrap();
    assert_eq!(
        json,
        r#"{"type":"result_set","round":3,"board":7,"result":"1/2"}"#
    );
    assert_eq!(serde_json::from_str::<Event>(&json).unwrap(), e);
    assert!(
        serde_json::from_str::<Event>(
            r#"{"type":"result_set","round":3,"board":7,"result":"1/2","x":1}"#
        )
        .is_err()
    );
    let created = serde_json::to_string(&Event::TournamentCreated {
        settings: settings(),
    })
    .unwrap();
    assert_eq!(
        created,
        r#"{"type":"tournament_created","settings":{"name":"Autumn Open","system":"dutch","rounds":5}}"#
    );
}

#[test]
fn an_event_has_a_language_among_those_spoken() {
    let mut s = registered();
    assert_eq!(
        s.settings.lang(),
        None,
        "an old log without one reads as before"
    );
    let french = Settings {
        language: Some("fr".into()),
        ..settings()
    };
    ok(
        &mut s,
        Event::SettingsChanged {
            settings: french.clone(),
        },
    );
    assert_eq!(s.settings.lang(), Some(arbiter_i18n::Lang::Fr));
    let json = serde_json::to_string(&Event::SettingsChanged { settings: french }).unwrap();
    assert!(json.contains(r#""language":"fr""#), "{json}");
    let err = refused(
        &mut s,
        Event::SettingsChanged {
            settings: Settings {
                language: Some("klingon".into()),
                ..settings()
            },
        },
    );
    assert!(err.to_string().contains("language"), "{err}");
    assert_eq!(s.settings.lang(), Some(arbiter_i18n::Lang::Fr));
}

#[test]
fn a_fold_replays_a_log() {
    let mut live = closed();
    let mut log = vec![
        Event::TournamentCreated {
            settings: settings(),
        },
        player("Zeta, Zoe", Some(1900)),
        player("Alpha, Al", Some(2100)),
        player("Beta, Bo", None),
        player("Gamma, Gus", Some(2100)),
        player("Delta, Di", Some(1500)),
        Event::RegistrationClosed {
            order: vec![2, 4, 1, 5, 3],
        },
    ];
    let more = Event::RoundPaired {
        round: 1,
        engine: "dutch".into(),
        version: "1".into(),
        boards: vec![board(1, 3), board(4, 2)],
        bye: Some(5),
        overridden: vec![],
    };
    ok(&mut live, more.clone());
    log.push(more);
    let folded = State::fold(&log).unwrap();
    assert_eq!(folded, live);
    let bad = [
        Event::TournamentCreated {
            settings: settings(),
        },
        Event::RoundDeleted { round: 1 },
    ];
    assert_eq!(State::fold(&bad).unwrap_err().0, 1);
}

fn any_event() -> impl Strategy<Value = Event> {
    let p = 0u32..8;
    let rd = 0u16..4;
    prop_oneof![
        "[A-Z][a-z]{0,6}".prop_map(|n| player(&n, None)),
        (p.clone()).prop_map(|player| Event::PlayerRemoved { player }),
        Just(Event::RegistrationClosed {
            order: vec![1, 2, 3, 4]
        }),
        (p.clone(), rd.clone(), 0u8..5).prop_map(|(player, round, k)| Event::AvailabilitySet {
            player,
            round,
            status: [
                Availability::Available,
                Availability::Absent,
                Availability::HalfBye,
                Availability::ZeroBye,
                Availability::FullBye
            ][k as usize],
        }),
        (p.clone(), rd.clone())
            .prop_map(|(player, from_round)| Event::PlayerWithdrawn { player, from_round }),
        (p.clone()).prop_map(|player| Event::PlayerReentered { player }),
        (
            rd.clone(),
            prop::collection::vec((p.clone(), p.clone()), 0..3),
            prop::option::of(p.clone())
        )
            .prop_map(|(round, b, bye)| Event::RoundPaired {
                round,
                engine: "x".into(),
                version: String::new(),
                boards: b.into_iter().map(|(w, bl)| board(w, bl)).collect(),
                bye,
                overridden: vec![]
            }),
        (
            rd.clone(),
            0u32..3,
            prop_oneof![
                Just("1-0"),
                Just("0-1"),
                Just("1/2"),
                Just("+-"),
                Just("bad")
            ]
        )
            .prop_map(|(round, board, res)| Event::ResultSet {
                round,
                board,
                result: res.into()
            }),
        (rd.clone(), 0u32..3).prop_map(|(round, board)| Event::ResultCorrected {
            round,
            board,
            result: "0-0".into()
        }),
        rd.prop_map(|round| Event::RoundDeleted { round }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn refused_events_change_nothing(events in prop::collection::vec(any_event(), 0..40)) {
        let mut s = State::new();
        s.apply(&Event::TournamentCreated { settings: settings() }).unwrap();
        let mut accepted = vec![Event::TournamentCreated { settings: settings() }];
        for e in &events {
            let before = s.clone();
            match s.apply(e) {
                Ok(()) => accepted.push(e.clone()),
                Err(_) => prop_assert_eq!(&s, &before),
            }
        }
        // Replaying only what was accepted gives the same state.
        prop_assert_eq!(State::fold(&accepted).unwrap(), s);
    }
}
