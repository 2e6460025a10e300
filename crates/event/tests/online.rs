//! The players' own pages in the log: public entries, private links, check-in, bye
//! requests and result reports, each an event the fold checks, and the pairing's
//! treatment of the players who have not checked in.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use arbiter_core::{ByeKind, Entry, PlayerId, RoundNo};
use arbiter_event::{
    Ask, Availability, Board, EntryStatus, Event, EventError, OnlineSettings, PlayerData,
    ReportState, Settings, State, Unchecked,
};

fn settings(online: OnlineSettings) -> Settings {
    Settings {
        name: "Club Open".into(),
        system: "dutch".into(),
        rounds: 5,
        online: Some(online),
        ..Settings::default()
    }
}

fn data(name: &str) -> PlayerData {
    PlayerData {
        name: name.into(),
        ..PlayerData::default()
    }
}

fn ok(s: &mut State, e: Event) {
    s.apply(&e)
        .unwrap_or_else(|err| panic!("{e:?} refused: {err}"));
}

fn refused(s: &mut State, e: Event) -> EventError {
    let before = s.clone();
    let err = s.apply(&e).expect_err("event should be refused");
    assert_eq!(*s, before, "a refused event changed the state");
    err
}

fn created(online: OnlineSettings) -> State {
    State::fold(&[Event::TournamentCreated {
        settings: settings(online),
    }])
    .unwrap()
}

/// Four players registered, registration closed, round 1 paired 1-3, 4-2.
fn playing(online: OnlineSettings) -> State {
    let mut s = created(online);
    for n in ["Ames, A", "Bell, B", "Cole, C", "Dunn, D"] {
        ok(&mut s, Event::PlayerRegistered { player: data(n) });
    }
    ok(
        &mut s,
        Event::RegistrationClosed {
            order: vec![1, 2, 3, 4],
        },
    );
    ok(
        &mut s,
        Event::RoundPaired {
            round: 1,
            engine: "manual".into(),
            version: String::new(),
            boards: vec![
                Board {
                    white: 1,
                    black: 3,
                    handicap: 0,
                },
                Board {
                    white: 4,
                    black: 2,
                    handicap: 0,
                },
            ],
            bye: None,
            overridden: Vec::new(),
        },
    );
    s
}

const DIGEST: &str = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

#[test]
fn entries_wait_for_the_arbiter_and_duplicates_and_full_events_are_refused() {
    let mut s = created(OnlineSettings::default());
    let e = refused(
        &mut s,
        Event::EntrySubmitted {
            player: data("Ames, Ann"),
        },
    );
    assert_eq!(e.to_string(), "entry: public entry is closed");
    let mut s = created(OnlineSettings {
        entry_open: true,
        entry_limit: Some(3),
        ..OnlineSettings::default()
    });
    ok(
        &mut s,
        Event::PlayerRegistered {
            player: data("Ames, Ann"),
        },
    );
    // The same name, accents and capitals aside, is a duplicate.
    let e = refused(
        &mut s,
        Event::EntrySubmitted {
            player: data("AMES, Änn"),
        },
    );
    assert!(e.to_string().contains("already entered"), "{e}");
    ok(
        &mut s,
        Event::EntrySubmitted {
            player: PlayerData {
                fide_id: Some(42),
                ..data("Bell, Bo")
            },
        },
    );
    // The same FIDE id as an entry waiting.
    refused(
        &mut s,
        Event::EntrySubmitted {
            player: PlayerData {
                fide_id: Some(42),
                ..data("Other, Name")
            },
        },
    );
    ok(
        &mut s,
        Event::EntrySubmitted {
            player: data("Cole, Cy"),
        },
    );
    // One player and two entries waiting fill the three places.
    let e = refused(
        &mut s,
        Event::EntrySubmitted {
            player: data("Dunn, Di"),
        },
    );
    assert_eq!(e.to_string(), "entry: the event is full (3 places)");
    assert_eq!(
        s.entry_refusal("2026-01-01 10:00").map(|m| m.key),
        Some("event-entry-full")
    );
    ok(&mut s, Event::EntryAccepted { entry: 1 });
    ok(&mut s, Event::EntryRefused { entry: 2 });
    refused(&mut s, Event::EntryAccepted { entry: 2 });
    refused(&mut s, Event::EntryAccepted { entry: 7 });
    assert_eq!(s.tournament.player_count(), 2);
    assert_eq!(
        s.tournament.player(PlayerId::new(2).unwrap()).unwrap().name,
        "Bell, Bo"
    );
    assert_eq!(
        s.online
            .entries
            .iter()
            .map(|e| e.status)
            .collect::<Vec<_>>(),
        [EntryStatus::Accepted, EntryStatus::Refused]
    );
    // A closing time: entry is refused from that minute on.
    let mut settings = s.settings.clone();
    settings.online.as_mut().unwrap().entry_closes = Some("2026-05-01 18:00".into());
    ok(&mut s, Event::SettingsChanged { settings });
    assert!(s.entry_refusal("2026-05-01 17:59").is_none());
    assert_eq!(
        s.entry_refusal("2026-05-01 18:00").map(|m| m.key),
        Some("event-entry-past")
    );
    // After registration closed, an accepted entry is a late entry.
    ok(&mut s, Event::RegistrationClosed { order: vec![2, 1] });
    ok(
        &mut s,
        Event::EntrySubmitted {
            player: data("Dunn, Di"),
        },
    );
    ok(&mut s, Event::EntryAccepted { entry: 3 });
    assert_eq!(
        s.tournament.player(PlayerId::new(3).unwrap()).unwrap().name,
        "Dunn, Di"
    );
}

#[test]
fn a_bad_moment_or_report_mode_is_refused_in_the_settings() {
    let mut s = created(OnlineSettings::default());
    for online in [
        OnlineSettings {
            check_in: vec!["tomorrow".into()],
            ..OnlineSettings::default()
        },
        OnlineSettings {
            reports: Some("maybe".into()),
            ..OnlineSettings::default()
        },
    ] {
        let e = refused(
            &mut s,
            Event::SettingsChanged {
                settings: settings(online),
            },
        );
        assert!(e.to_string().starts_with("players' pages: "), "{e}");
    }
}

#[test]
fn links_are_digests_one_per_player_and_follow_the_start_ranks() {
    let mut s = created(OnlineSettings::default());
    for n in ["Zed, Z", "Ames, A"] {
        ok(&mut s, Event::PlayerRegistered { player: data(n) });
    }
    refused(
        &mut s,
        Event::PlayerLinkIssued {
            player: 1,
            hash: "not a digest".into(),
        },
    );
    refused(
        &mut s,
        Event::PlayerLinkIssued {
            player: 3,
            hash: DIGEST.into(),
        },
    );
    ok(
        &mut s,
        Event::PlayerLinkIssued {
            player: 1,
            hash: DIGEST.into(),
        },
    );
    // A digest is one player's.
    refused(
        &mut s,
        Event::PlayerLinkIssued {
            player: 2,
            hash: DIGEST.into(),
        },
    );
    assert_eq!(s.player_by_link(DIGEST), Some(1));
    // Zed becomes start rank 2: the link goes with him.
    ok(&mut s, Event::RegistrationClosed { order: vec![2, 1] });
    assert_eq!(s.player_by_link(DIGEST), Some(2));
    let other = DIGEST.replace('0', "f");
    ok(
        &mut s,
        Event::PlayerLinkIssued {
            player: 2,
            hash: other.clone(),
        },
    );
    assert_eq!(
        s.player_by_link(DIGEST),
        None,
        "a new link replaces the old"
    );
    ok(&mut s, Event::PlayerLinkRevoked { player: 2 });
    assert_eq!(s.player_by_link(&other), None);
    refused(&mut s, Event::PlayerLinkRevoked { player: 2 });
}

#[test]
fn check_in_byes_and_withdrawal_within_the_events_limits() {
    let mut s = playing(OnlineSettings {
        check_in: vec![String::new(), "2026-05-02 09:30".into()],
        half_byes: Some(1),
        last_bye_round: Some(4),
        ..OnlineSettings::default()
    });
    let ask = |player, round, ask| Event::PlayerAsked { player, round, ask };
    // Round 1 is paired, and round 3 is not the next.
    refused(&mut s, ask(1, 1, Ask::CheckIn));
    refused(&mut s, ask(1, 3, Ask::CheckIn));
    ok(&mut s, ask(1, 2, Ask::CheckIn));
    ok(&mut s, ask(2, 2, Ask::HalfBye));
    // One half-point bye per player: another round is refused, the same round is not.
    let e = refused(&mut s, ask(2, 3, Ask::HalfBye));
    assert!(e.to_string().contains("(1)"), "{e}");
    ok(&mut s, ask(2, 2, Ask::HalfBye));
    refused(&mut s, ask(3, 5, Ask::ZeroBye));
    refused(&mut s, ask(3, 2, Ask::Absent));
    ok(&mut s, ask(3, 2, Ask::ZeroBye));
    // A check-in takes a bye back.
    ok(&mut s, ask(3, 2, Ask::CheckIn));
    ok(&mut s, ask(4, 3, Ask::Withdraw));
    refused(&mut s, ask(4, 4, Ask::ZeroBye));
    let t = &s.tournament;
    let r2 = RoundNo::new(2).unwrap();
    assert_eq!(
        t.request(PlayerId::new(2).unwrap(), r2).unwrap().kind,
        Some(ByeKind::Half)
    );
    assert!(t.request(PlayerId::new(3).unwrap(), r2).is_none());
    assert!(t.is_withdrawn(PlayerId::new(4).unwrap(), RoundNo::new(3).unwrap()));
    assert_eq!(s.online.asks.len(), 6);
    // Player 4 has not answered for round 2 (the withdrawal is from round 3).
    assert_eq!(s.not_checked_in(2), vec![4]);
}

#[test]
fn pairing_waits_for_check_in_unless_told_what_to_do_with_the_absent() {
    let mut s = playing(OnlineSettings {
        check_in: vec![String::new(), "2026-05-02 09:30".into()],
        ..OnlineSettings::default()
    });
    for board in 1..=2 {
        ok(
            &mut s,
            Event::ResultSet {
                round: 1,
                board,
                result: "1-0".into(),
            },
        );
    }
    ok(
        &mut s,
        Event::PlayerAsked {
            player: 1,
            round: 2,
            ask: Ask::CheckIn,
        },
    );
    assert!(s.check_in_open(2, "2026-05-02 09:29"));
    let e = s.check_in_events("2026-05-02 09:29", None).unwrap_err();
    assert_eq!(
        e.to_string(),
        "round 2: check-in is open until 2026-05-02 09:30 (UTC) and players who have not \
         checked in: 3; say whether they play or are absent"
    );
    assert!(
        s.check_in_events("2026-05-02 09:29", Some(Unchecked::Play))
            .unwrap()
            .is_empty()
    );
    let absent = s
        .check_in_events("2026-05-02 09:29", Some(Unchecked::Absent))
        .unwrap();
    // After the deadline the players who did not check in are absent.
    assert_eq!(s.check_in_events("2026-05-02 09:30", None).unwrap(), absent);
    assert_eq!(
        absent,
        [2, 3, 4]
            .map(|player| Event::AvailabilitySet {
                player,
                round: 2,
                status: Availability::Absent,
            })
            .to_vec()
    );
    for e in &absent {
        ok(&mut s, e.clone());
    }
    assert!(
        s.check_in_events("2026-05-02 09:29", None)
            .unwrap()
            .is_empty()
    );
    // Without a deadline for the round there is nothing to wait for.
    let t = playing(OnlineSettings::default());
    assert!(
        t.check_in_events("2026-05-02 09:29", None)
            .unwrap()
            .is_empty()
    );
}

#[test]
fn reports_agree_disagree_and_are_entered_only_as_the_event_says() {
    let report = |player, board, result: &str| Event::ResultReported {
        player,
        round: 1,
        board,
        result: result.into(),
    };
    let mut s = playing(OnlineSettings {
        reports: Some("auto".into()),
        ..OnlineSettings::default()
    });
    // Player 2 is not on board 1; a forfeit is not reported.
    refused(&mut s, report(2, 1, "1-0"));
    refused(&mut s, report(1, 1, "+-"));
    refused(&mut s, report(1, 3, "1-0"));
    let first = s.report_events(1, 1, 1, "1-0").unwrap();
    assert_eq!(first.len(), 1, "one report of two settles nothing");
    for e in first {
        ok(&mut s, e);
    }
    assert!(matches!(
        s.report_state(1, 1),
        ReportState::One { player: 1, .. }
    ));
    let second = s.report_events(3, 1, 1, "1-0").unwrap();
    assert_eq!(
        second.last(),
        Some(&Event::ResultSet {
            round: 1,
            board: 1,
            result: "1-0".into()
        })
    );
    for e in second {
        ok(&mut s, e);
    }
    assert!(matches!(
        s.tournament
            .entry(PlayerId::new(1).unwrap(), RoundNo::new(1).unwrap()),
        Entry::Game {
            result: Some(_),
            ..
        }
    ));
    refused(&mut s, report(3, 1, "0-1"));
    // A disagreement is never entered.
    for e in s.report_events(4, 1, 2, "1-0").unwrap() {
        ok(&mut s, e);
    }
    let events = s.report_events(2, 1, 2, "1/2").unwrap();
    assert_eq!(events.len(), 1);
    for e in events {
        ok(&mut s, e);
    }
    assert!(matches!(s.report_state(1, 2), ReportState::Disagree { .. }));
    assert_eq!(s.reported_result(1, 2), None);

    // Confirm: agreeing reports wait; one report is enough where the event says so.
    let mut s = playing(OnlineSettings {
        one_report: true,
        ..OnlineSettings::default()
    });
    let events = s.report_events(1, 1, 1, "0-1").unwrap();
    assert_eq!(events.len(), 1);
    for e in events {
        ok(&mut s, e);
    }
    assert_eq!(
        s.reported_result(1, 1).map(|r| r.notation()),
        Some("0-1".into())
    );
    // Off: no reports at all.
    let mut s = playing(OnlineSettings {
        reports: Some("off".into()),
        ..OnlineSettings::default()
    });
    refused(&mut s, report(1, 1, "1-0"));
}

#[test]
fn a_go_event_asks_for_absence_not_byes() {
    let mut s = State::fold(&[Event::TournamentCreated {
        settings: Settings {
            name: "Go".into(),
            system: "mcmahon".into(),
            rounds: 3,
            game: Some("go".into()),
            online: Some(OnlineSettings {
                half_byes: Some(2),
                ..OnlineSettings::default()
            }),
            ..Settings::default()
        },
    }])
    .unwrap();
    ok(
        &mut s,
        Event::PlayerRegistered {
            player: PlayerData {
                go_rank: Some("3k".into()),
                ..data("Kato, Yuki")
            },
        },
    );
    let ask = |ask| Event::PlayerAsked {
        player: 1,
        round: 1,
        ask,
    };
    refused(&mut s, ask(Ask::HalfBye));
    refused(&mut s, ask(Ask::ZeroBye));
    ok(&mut s, ask(Ask::Absent));
}

#[test]
fn the_new_events_read_back_as_written() {
    let events = [
        Event::EntrySubmitted {
            player: data("Ames, Ann"),
        },
        Event::EntryAccepted { entry: 1 },
        Event::EntryRefused { entry: 2 },
        Event::PlayerLinkIssued {
            player: 1,
            hash: DIGEST.into(),
        },
        Event::PlayerLinkRevoked { player: 1 },
        Event::PlayerAsked {
            player: 1,
            round: 2,
            ask: Ask::HalfBye,
        },
        Event::ResultReported {
            player: 1,
            round: 1,
            board: 1,
            result: "1-0".into(),
        },
    ];
    for e in events {
        let text = serde_json::to_string(&e).unwrap();
        assert_eq!(serde_json::from_str::<Event>(&text).unwrap(), e, "{text}");
        assert!(!e.describe().is_empty());
    }
    let text = serde_json::to_string(&Event::PlayerAsked {
        player: 3,
        round: 2,
        ask: Ask::CheckIn,
    })
    .unwrap();
    assert_eq!(
        text,
        r#"{"type":"player_asked","player":3,"round":2,"ask":"check_in"}"#
    );
}
