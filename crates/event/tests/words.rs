//! The event log's refusals in six languages: each refusal's English is its `Display`
//! word for word (what the command line and the API show), and every other language says
//! it in its own words with every value in place; every key the log uses is in all six
//! catalogues with the same values, and none is left unused.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use arbiter_event::{
    Board, Event, EventError, Field, PlayerData, Settings, State, TeamSettings, say, team_rules,
};
use arbiter_i18n::Lang;
use std::collections::{BTreeMap, BTreeSet};

const OTHERS: [Lang; 5] = [Lang::Fr, Lang::De, Lang::It, Lang::Es, Lang::Ru];

fn settings() -> Settings {
    Settings {
        name: "Autumn Open".into(),
        system: "dutch".into(),
        rounds: 5,
        ..Settings::default()
    }
}

fn player(name: &str, rating: Option<u16>) -> PlayerData {
    PlayerData {
        name: name.into(),
        rating,
        ..PlayerData::default()
    }
}

fn ok(s: &mut State, e: &Event) {
    s.apply(e)
        .unwrap_or_else(|err| panic!("{e:?} refused: {err}"));
}

fn refused(s: &State, e: &Event) -> EventError {
    s.clone().apply(e).expect_err("the event should be refused")
}

/// Four players, registration closed, round 1 paired (1-3, 2-4) with a result on board 1.
fn paired() -> State {
    let mut s = State::new();
    ok(
        &mut s,
        &Event::TournamentCreated {
            settings: settings(),
        },
    );
    for (name, rating) in [("Ann", 2100), ("Bob", 2000), ("Cid", 1900), ("Dee", 1800)] {
        ok(
            &mut s,
            &Event::PlayerRegistered {
                player: player(name, Some(rating)),
            },
        );
    }
    ok(
        &mut s,
        &Event::RegistrationClosed {
            order: vec![1, 2, 3, 4],
        },
    );
    let board = |white, black| Board {
        white,
        black,
        handicap: 0,
    };
    ok(
        &mut s,
        &Event::RoundPaired {
            round: 1,
            engine: "manual".into(),
            version: "1".into(),
            boards: vec![board(1, 3), board(2, 4)],
            bye: None,
            overridden: Vec::new(),
        },
    );
    ok(
        &mut s,
        &Event::ResultSet {
            round: 1,
            board: 1,
            result: "1-0".into(),
        },
    );
    s
}

/// Refusals of every kind the log gives, met the way the desk meets them, each with values
/// it must show in every language.
fn refusals() -> Vec<(EventError, Vec<&'static str>)> {
    let mut out = Vec::new();
    let empty = State::new();
    out.push((
        refused(
            &empty,
            &Event::PlayerRegistered {
                player: player("Ann", None),
            },
        ),
        vec![],
    ));
    let s = paired();
    out.push((
        refused(
            &s,
            &Event::TournamentCreated {
                settings: settings(),
            },
        ),
        vec![],
    ));
    out.push((
        refused(
            &s,
            &Event::PlayerRegistered {
                player: player("Eve", None),
            },
        ),
        vec![],
    ));
    out.push((
        refused(
            &s,
            &Event::RegistrationClosed {
                order: vec![1, 2, 3, 4],
            },
        ),
        vec![],
    ));
    out.push((
        refused(
            &s,
            &Event::PlayersReranked {
                order: vec![4, 3, 2, 1],
            },
        ),
        vec![],
    ));
    out.push((refused(&s, &Event::TournamentRestored), vec![]));
    out.push((
        refused(
            &s,
            &Event::ResultSet {
                round: 1,
                board: 9,
                result: "1-0".into(),
            },
        ),
        vec!["9"],
    ));
    out.push((
        refused(
            &s,
            &Event::ResultSet {
                round: 3,
                board: 1,
                result: "1-0".into(),
            },
        ),
        vec!["3"],
    ));
    out.push((
        refused(
            &s,
            &Event::ResultSet {
                round: 1,
                board: 2,
                result: "seven".into(),
            },
        ),
        vec!["\"seven\""],
    ));
    out.push((
        refused(
            &s,
            &Event::ResultSet {
                round: 1,
                board: 1,
                result: "0-1".into(),
            },
        ),
        vec!["1-0"],
    ));
    out.push((
        refused(
            &s,
            &Event::PlayerWithdrawn {
                player: 99,
                from_round: 2,
            },
        ),
        vec!["99"],
    ));
    out.push((
        refused(&s, &Event::PlayerReentered { player: 2 }),
        vec!["2"],
    ));
    out.push((refused(&s, &Event::RoundDeleted { round: 4 }), vec!["4"]));
    // A second round that repeats the first: the pairing breaks a rule.
    let mut done = s.clone();
    ok(
        &mut done,
        &Event::ResultSet {
            round: 1,
            board: 2,
            result: "1/2".into(),
        },
    );
    let board = |white, black| Board {
        white,
        black,
        handicap: 0,
    };
    out.push((
        refused(
            &done,
            &Event::RoundPaired {
                round: 2,
                engine: "manual".into(),
                version: "1".into(),
                boards: vec![board(1, 3), board(2, 4)],
                bye: None,
                overridden: Vec::new(),
            },
        ),
        vec!["1", "3"],
    ));
    let changed = |f: &dyn Fn(&mut Settings)| {
        let mut new = settings();
        f(&mut new);
        refused(&s, &Event::SettingsChanged { settings: new })
    };
    out.push((changed(&|x| x.rounds = 0), vec![]));
    out.push((
        changed(&|x| x.language = Some("tlh".into())),
        vec!["\"tlh\"", "en, fr"],
    ));
    out.push((
        changed(&|x| x.points = Some(["x".into(), "0.5".into(), "0".into()])),
        vec!["\"x\""],
    ));
    out.push((changed(&|x| x.name = String::new()), vec![]));
    // Registration's own checks.
    let mut open = State::new();
    ok(
        &mut open,
        &Event::TournamentCreated {
            settings: settings(),
        },
    );
    out.push((
        refused(
            &open,
            &Event::PlayerRegistered {
                player: PlayerData {
                    sex: Some("q".into()),
                    ..player("Ann", None)
                },
            },
        ),
        vec!["\"q\""],
    ));
    out.push((
        refused(
            &open,
            &Event::PlayerRegistered {
                player: player("  ", None),
            },
        ),
        vec![],
    ));
    // The team rules of a team event's settings.
    let team = |f: &dyn Fn(&mut TeamSettings)| {
        let mut t = TeamSettings {
            boards: 4,
            ..TeamSettings::default()
        };
        f(&mut t);
        team_rules(&t).unwrap_err()
    };
    out.push((team(&|t| t.boards = 0), vec![]));
    out.push((
        team(&|t| t.board_colours = Some("BWBW".into())),
        vec!["\"BWBW\"", "4"],
    ));
    out.push((team(&|t| t.primary = Some("elo".into())), vec!["\"elo\""]));
    out.push((
        team(&|t| t.match_points = Some(["two".into(), "1".into(), "0".into()])),
        vec!["\"two\""],
    ));
    out.push((team(&|t| t.rating_boards = Some(0)), vec![]));
    // A Go event's own refusals: its settings, a jigo its komi cannot give.
    let go = |f: &dyn Fn(&mut arbiter_event::GoSettings)| {
        let mut g = arbiter_event::GoSettings::default();
        f(&mut g);
        Settings {
            game: Some("go".into()),
            system: "mcmahon".into(),
            go: Some(g),
            ..settings()
        }
    };
    let mut go_event = State::new();
    ok(
        &mut go_event,
        &Event::TournamentCreated {
            settings: go(&|_| {}),
        },
    );
    for (name, rank) in [("Ann", "2d"), ("Bob", "1k")] {
        ok(
            &mut go_event,
            &Event::PlayerRegistered {
                player: PlayerData {
                    go_rank: Some(rank.into()),
                    ..player(name, None)
                },
            },
        );
    }
    ok(
        &mut go_event,
        &Event::RegistrationClosed { order: vec![1, 2] },
    );
    let new_go = |f: &dyn Fn(&mut arbiter_event::GoSettings)| {
        refused(&go_event, &Event::SettingsChanged { settings: go(f) })
    };
    out.push((
        new_go(&|g| g.super_bar = Some("3d".into())),
        vec!["3d", "4d"],
    ));
    out.push((new_go(&|g| g.super_bar = Some("3x".into())), vec!["\"3x\""]));
    out.push((
        new_go(&|g| g.handicap_komi = Some("6.5".into())),
        vec!["\"6.5\""],
    ));
    // The teams of a Go event, checked as OpenGotha's Teams Manager checks them.
    let team_change = |c: arbiter_event::GoTeamChange| {
        arbiter_event::go_team_change(&go_event, &c).expect_err("the change should be refused")
    };
    let add = |name: &str, players: Vec<u32>| arbiter_event::GoTeamChange::Add {
        name: name.into(),
        number: None,
        players,
    };
    out.push((team_change(add(" ", vec![1])), vec![]));
    out.push((team_change(add("Red", vec![])), vec![]));
    out.push((team_change(add("Red", vec![1, 1])), vec!["ANN"]));
    out.push((team_change(add("Red", vec![1, 9])), vec!["9"]));
    out.push((
        team_change(arbiter_event::GoTeamChange::Remove {
            team: "Blue".into(),
        }),
        vec!["\"Blue\""],
    ));
    out.push((
        team_change(arbiter_event::GoTeamChange::Criteria(vec!["TEAMQ".into()])),
        vec!["\"TEAMQ\""],
    ));
    let mut with_team = go_event.clone();
    ok(
        &mut with_team,
        &arbiter_event::go_team_change(&go_event, &add("Red", vec![1])).unwrap(),
    );
    out.push((
        arbiter_event::go_team_change(&with_team, &add("Red", vec![2])).unwrap_err(),
        vec!["\"Red\""],
    ));
    out.push((
        arbiter_event::go_team_change(&with_team, &add("Blue", vec![1])).unwrap_err(),
        vec!["ANN", "\"Red\""],
    ));
    out.push((
        arbiter_event::go_team_change(
            &with_team,
            &arbiter_event::GoTeamChange::Add {
                name: "Blue".into(),
                number: Some(1),
                players: vec![2],
            },
        )
        .unwrap_err(),
        vec!["1"],
    ));
    ok(
        &mut go_event,
        &Event::RoundPaired {
            round: 1,
            engine: "manual".into(),
            version: "1".into(),
            boards: vec![board(1, 2)],
            bye: None,
            overridden: Vec::new(),
        },
    );
    out.push((
        refused(
            &go_event,
            &Event::ResultSet {
                round: 1,
                board: 1,
                result: "1/2".into(),
            },
        ),
        vec!["7.5"],
    ));
    out
}

/// A sentence with no key, no placeable and no message of another layer showing.
fn clean(said: &str) -> bool {
    !["event-", "web-desk-", "pairing-", "$", "{"]
        .iter()
        .any(|w| said.contains(w))
}

#[test]
fn every_refusal_is_said_in_every_language() {
    let all = refusals();
    let mut keys = BTreeSet::new();
    for (e, values) in &all {
        let m = e.message();
        keys.insert(m.key);
        // English is the log's own sentence, word for word.
        assert_eq!(say(Lang::En, &m), e.to_string(), "{}", m.key);
        for lang in OTHERS {
            let said = say(lang, &m);
            assert!(clean(&said), "{}, {}: {said}", m.key, lang.code());
            assert_ne!(
                said,
                e.to_string(),
                "{} in {} is the English",
                m.key,
                lang.code()
            );
            for v in values {
                assert!(
                    said.contains(v),
                    "{}, {}: no {v} in {said}",
                    m.key,
                    lang.code()
                );
            }
        }
    }
    // The refusals above meet every kind of refusal the desk shows.
    for key in [
        "event-log-start",
        "event-round",
        "event-invalid",
        "event-unknown-player",
        "event-unknown-board",
        "event-illegal",
    ] {
        assert!(keys.contains(key), "no refusal of kind {key}: {keys:?}");
    }
}

/// The setting a refusal is about is said in the page's language too: every field has its
/// word in all six languages, and the other languages do not leave it in English.
#[test]
fn every_field_is_named_in_every_language() {
    for field in Field::ALL {
        let m = field.message();
        assert_eq!(say(Lang::En, &m), field.to_string());
        for lang in OTHERS {
            let said = say(lang, &m);
            assert!(clean(&said) && !said.is_empty(), "{field:?}: {said}");
        }
        // Most fields are words of their own in every language (PGN and handicap are
        // the same word in several).
        let translated = OTHERS
            .iter()
            .filter(|l| say(**l, &m) != say(Lang::En, &m))
            .count();
        assert!(
            translated >= 3 || matches!(field, Field::Pgn | Field::Handicap),
            "{field:?} left in English"
        );
    }
}

/// The placeables of a message, by key, from the catalogue files named `file`.
fn placeables(lang: Lang, file: &str) -> BTreeMap<String, BTreeSet<String>> {
    arbiter_i18n::placeables(lang, file)
}

/// Each message of the log's refusals (and of the accelerations the desk refuses) takes
/// the same values in every language as in English: a translation that names a value
/// English does not give would show its placeable, one that drops a value would hide it.
#[test]
fn every_language_takes_the_same_values() {
    let mut problems = Vec::new();
    for file in ["event.ftl", "pairing.ftl"] {
        let en = placeables(Lang::En, file);
        assert!(en.len() > 20, "{file}: only {} messages read", en.len());
        for lang in OTHERS {
            let other = placeables(lang, file);
            for (key, vars) in &en {
                if file == "pairing.ftl" && !key.starts_with("pairing-refused-accel") {
                    continue;
                }
                match other.get(key) {
                    Some(v) if v == vars => {}
                    Some(v) => {
                        problems.push(format!("{}: {key}: {v:?}, not {vars:?}", lang.code()))
                    }
                    None => problems.push(format!("{}: {key} is missing", lang.code())),
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The placeables are read as written, selectors included, so that the check above sees
/// a translation's mistake.
#[test]
fn the_placeables_are_read_as_written() {
    let en = placeables(Lang::En, "event.ftl");
    let want = |names: &[&str]| {
        names
            .iter()
            .map(ToString::to_string)
            .collect::<BTreeSet<_>>()
    };
    assert_eq!(
        en.get("event-lineup-board-order"),
        Some(&want(&[
            "upper",
            "upper_rating",
            "lower",
            "lower_rating",
            "tolerance"
        ]))
    );
    assert_eq!(
        en.get("event-go-members"),
        Some(&want(&["kind", "needed", "found"]))
    );
    assert_eq!(en.get("event-exists"), Some(&BTreeSet::new()));
}

/// Every key the log's sources name is in all six catalogues, and every key of the log's
/// catalogue file is named by a source.
#[test]
fn every_key_of_the_log_is_in_every_language_and_used() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut used = BTreeSet::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for prefix in ["\"event-", "\"player-", "\"import-csv-"] {
            for (i, _) in text.match_indices(prefix) {
                let rest = &text[i + 1..];
                used.insert(rest[..rest.find('"').unwrap()].to_string());
            }
        }
    }
    assert!(used.len() > 150, "only {} keys found", used.len());
    let mut missing = Vec::new();
    for key in &used {
        for lang in Lang::ALL {
            if !arbiter_i18n::has(lang, key) {
                missing.push(format!("{}: {key}", lang.code()));
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
    let defined = arbiter_i18n::keys(Lang::En)
        .remove("event.ftl")
        .unwrap_or_default();
    let unused: Vec<&String> = defined.difference(&used).collect();
    assert!(unused.is_empty(), "keys no source names: {unused:?}");
}

/// A Go event's parameters file that does not read is refused with the reader's line and
/// column in every language and its words in each (a bad attribute, an element that is
/// not OpenGotha's, a file that is not well-formed).
#[test]
fn a_parameters_files_diagnostics_keep_their_positions_in_every_language() {
    let template = arbiter_core::GoSystem::McMahon.template(5);
    let good = arbiter_gotha::parameters_file(&template);
    let mut go = arbiter_event::GoSettings::default();
    // A number of rounds that is not a number, and an element that is not OpenGotha's.
    for (bad, want) in [
        (
            good.replacen("numberOfRounds=\"5\"", "numberOfRounds=\"five\"", 1),
            "\"five\"",
        ),
        ("<Turnier/>".to_string(), "<Turnier>"),
        // Not well-formed: the reader's own reason, in the page's language too.
        ("<Tournament>".to_string(), "<Tournament>"),
    ] {
        assert_ne!(bad, good);
        go.parameters = Some(bad);
        let s = Settings {
            game: Some("go".into()),
            system: "mcmahon".into(),
            go: Some(go.clone()),
            ..settings()
        };
        let e = arbiter_event::go_engine(&s).unwrap_err();
        let m = e.message();
        let en = say(Lang::En, &m);
        assert_eq!(en, e.to_string());
        // `parameters: LINE:COLUMN: …`
        let position: String = en["parameters: ".len()..]
            .split(": ")
            .next()
            .unwrap()
            .to_string();
        assert!(
            position.split(':').all(|n| n.parse::<usize>().is_ok()),
            "{en}"
        );
        for lang in OTHERS {
            let said = say(lang, &m);
            assert!(clean(&said), "{}: {said}", lang.code());
            assert!(
                said.contains(&position),
                "{}: no {position} in {said}",
                lang.code()
            );
            assert!(said.contains(want), "{}: no {want} in {said}", lang.code());
            for english in ["expected", "found", "never closed"] {
                assert!(!said.contains(english), "{}: {said}", lang.code());
            }
        }
    }
}

/// An acceleration that does not read says why in every language, its fictitious points
/// written as each language writes numbers.
#[test]
fn an_unreadable_acceleration_says_why_in_every_language() {
    use arbiter_pairing::acceleration::parse;
    for spec in [
        "warp",
        "groups=2200:1",
        "progressive=1600,2000",
        "groups=2200:-1@3",
        "groups=x:1@3",
        "groups=2200:1,2100:1,2000:1,1900:1@3",
        "groups=2200@3",
        "progressive=abc",
        "groups=2200:1@0",
    ] {
        let e = parse(spec).unwrap_err();
        let m = e.message();
        assert_eq!(say(Lang::En, &m), e.to_string(), "{spec}");
        for lang in OTHERS {
            let said = say(lang, &m);
            assert!(clean(&said), "{spec}, {}: {said}", lang.code());
            assert_ne!(said, e.to_string(), "{spec} in {}", lang.code());
        }
    }
    let m = parse("groups=2200:-1@3").unwrap_err().message();
    assert!(say(Lang::En, &m).contains("(-1.0)"));
    for lang in OTHERS {
        assert!(say(lang, &m).contains("(-1,0)"), "{}", say(lang, &m));
    }
}

/// A player's fields refused at registration, and a player list that does not read, are
/// said in every language: in English word for word as the command line writes them,
/// elsewhere in the language's words with what was found in place.
#[test]
fn a_players_problems_are_said_in_every_language() {
    use arbiter_event::{check_player, players_from_csv};
    let bad = PlayerData {
        name: "A name much longer than thirty-three characters".into(),
        rating: Some(3500),
        title: Some("XM".into()),
        federation: Some("C1Z".into()),
        sex: Some("q".into()),
        birth_date: Some("03/04/1988".into()),
        fide_id: Some(123_456_789_012),
        go_rank: Some("40k".into()),
        ..PlayerData::default()
    };
    let mut problems = check_player(&bad).unwrap_err();
    for date in ["1850", "1988/13/01"] {
        let p = PlayerData {
            name: "Ann".into(),
            birth_date: Some(date.into()),
            ..PlayerData::default()
        };
        problems.extend(check_player(&p).unwrap_err());
    }
    problems.extend(check_player(&PlayerData::default()).unwrap_err());
    assert_eq!(problems.len(), 11, "{problems:?}");
    let mut keys = BTreeSet::new();
    for p in &problems {
        let m = p.said();
        let english = p.to_string();
        assert_eq!(say(Lang::En, &m), english);
        assert!(english.starts_with(p.field), "{english}");
        keys.insert(p.message.key);
        for lang in OTHERS {
            let said = say(lang, &m);
            assert_ne!(said, english, "{lang:?}");
            assert!(!said.contains("player-"), "{said}");
            if let Some((_, found)) = english.split_once('"') {
                let found = found.split('"').next().unwrap();
                assert!(said.contains(found), "{lang:?}: {said}");
            }
        }
    }
    assert_eq!(keys.len(), 11, "{keys:?}");

    let lists: [&[u8]; 4] = [
        b"Name,Elo,FIDE ID,Title\nAnn,abc,x1,GM\nBob,1800,,XM\n",
        b"Rating\n1800\n",
        b"Name\n",
        b"Nachname,Vorname,Elo\n,Anna,1800\n",
    ];
    let mut keys = BTreeSet::new();
    for bytes in lists {
        let e = players_from_csv(bytes).unwrap_err();
        for f in &e.0 {
            let english = f.to_string();
            assert_eq!(say(Lang::En, &f.said()), english);
            keys.insert(f.message.key);
            for lang in OTHERS {
                let said = say(lang, &f.said());
                assert_ne!(said, english, "{lang:?}");
                assert!(said.starts_with(&format!("{}:", f.line)), "{said}");
            }
        }
    }
    for key in [
        "import-csv-in-column",
        "import-csv-no-name-column",
        "import-csv-no-players",
    ] {
        assert!(keys.contains(key), "{key} not met: {keys:?}");
    }
}
