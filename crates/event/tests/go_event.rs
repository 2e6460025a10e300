//! A Go event run through its log: what issue 43 found missing from the first Go issue,
//! each with the test that would have caught it (the super group, pairing while results
//! are missing, the komi of handicap games and the jigo a half-point komi cannot give).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_core::Points;
use arbiter_event::{
    Event, GoSettings, PlayerData, Settings, State, go_unknown_results, go_view, pair_next,
};

fn settings(go: GoSettings) -> Settings {
    Settings {
        name: "Go open".into(),
        system: "mcmahon".into(),
        rounds: 4,
        game: Some("go".into()),
        go: Some(go),
        ..Settings::default()
    }
}

fn ok(s: &mut State, e: &Event) {
    s.apply(e)
        .unwrap_or_else(|err| panic!("{e:?} refused: {err}"));
}

/// An event of `ranks` (registered in that order, registration closed).
fn event(go: GoSettings, ranks: &[&str]) -> State {
    let mut s = State::new();
    ok(
        &mut s,
        &Event::TournamentCreated {
            settings: settings(go),
        },
    );
    for (i, rank) in ranks.iter().enumerate() {
        ok(
            &mut s,
            &Event::PlayerRegistered {
                player: PlayerData {
                    name: format!("Player, No{i}"),
                    go_rank: Some((*rank).into()),
                    ..PlayerData::default()
                },
            },
        );
    }
    let order: Vec<u32> = (1..=u32::try_from(ranks.len()).unwrap()).collect();
    ok(&mut s, &Event::RegistrationClosed { order });
    s
}

/// The next round paired by the event's engine, as (white, black) start ranks.
fn pair(s: &mut State) -> Vec<(u32, u32)> {
    let (pairing, event) = pair_next(s).unwrap();
    ok(s, &event);
    pairing
        .games
        .iter()
        .map(|g| (g.white.get(), g.black.get()))
        .collect()
}

/// A result as typed (read as the command line and the desk read it), entered.
fn result(s: &mut State, round: u16, board: u32, typed: &str) -> Result<(), String> {
    let result = arbiter_event::parse_result(typed).map_err(|e| e.to_string())?;
    s.apply(&Event::ResultSet {
        round,
        board,
        result: result.notation(),
    })
    .map_err(|e| e.to_string())
}

fn met(games: &[(u32, u32)], a: u32, b: u32) -> bool {
    games
        .iter()
        .any(|&(w, k)| (w, k) == (a, b) || (w, k) == (b, a))
}

/// The super group starts a point above the bar's top group and is paired inside it in
/// round 1; without it, the four players share the bar's group and its top half meets
/// its bottom half.
#[test]
fn the_super_group_starts_above_the_bar_and_pairing_follows_it() {
    let ranks = ["7d", "6d", "5d", "4d"];
    let mut plain = event(GoSettings::default(), &ranks);
    let mut with_super = event(
        GoSettings {
            super_bar: Some("6d".into()),
            ..GoSettings::default()
        },
        &ranks,
    );
    let g = go_view(&with_super).unwrap();
    let corrections: Vec<i32> = g.players.iter().map(|p| p.smms_correction).collect();
    assert_eq!(corrections, vec![1, 1, 0, 0]);
    let mms = arbiter_standings::go_criteria(&g, 0);
    let start: Vec<i64> = (0..4).map(|p| mms.value("MMS", p).unwrap()).collect();
    // The bar (4d) is 33 McMahon points above 30k (in half points here); the super
    // group 34.
    assert_eq!(start, vec![68, 68, 66, 66]);
    let plain_games = pair(&mut plain);
    assert!(!met(&plain_games, 1, 2), "{plain_games:?}");
    let super_games = pair(&mut with_super);
    assert!(met(&super_games, 1, 2), "{super_games:?}");
    assert!(met(&super_games, 3, 4), "{super_games:?}");
}

/// A round is paired while results of the round before are missing, as OpenGotha pairs
/// it; the missing result is entered afterwards.
#[test]
fn a_round_is_paired_while_results_are_missing() {
    let mut s = event(GoSettings::default(), &["3d", "2d", "1d", "1k", "2k", "3k"]);
    pair(&mut s);
    result(&mut s, 1, 1, "B+R").unwrap();
    assert_eq!(go_unknown_results(&s), vec![(1, 2), (1, 3)]);
    let second = pair(&mut s);
    assert_eq!(second.len(), 3);
    assert_eq!(s.tournament.rounds_paired(), 2);
    // The results come in later, each once.
    result(&mut s, 1, 2, "W+3.5").unwrap();
    result(&mut s, 1, 3, "jigo").unwrap_err();
    result(&mut s, 1, 3, "1-0").unwrap();
    assert!(result(&mut s, 1, 3, "0-1").is_err());
    assert_eq!(go_unknown_results(&s), vec![(2, 1), (2, 2), (2, 3)]);
}

/// Handicap games carry the handicap komi set (0.5 here, 0 by default); a half-point
/// komi cannot end in jigo, a whole one can.
#[test]
fn handicap_games_have_their_komi_and_a_half_point_refuses_jigo() {
    let ranks = ["2d", "5k"];
    for (handicap_komi, komi, jigo) in [
        (Some("0.5"), Points::from_tenths(5), false),
        (None, Points::ZERO, true),
    ] {
        let mut s = event(
            GoSettings {
                handicap_komi: handicap_komi.map(Into::into),
                ..GoSettings::default()
            },
            &ranks,
        );
        pair(&mut s);
        let game = &s.tournament.rounds()[0].games()[0];
        let h = game.handicap.unwrap();
        assert_eq!(h.stones, 4);
        assert_eq!(h.komi, komi);
        assert_eq!(
            result(&mut s, 1, 1, "1/2").is_ok(),
            jigo,
            "{handicap_komi:?}"
        );
        // A jigo by default is an arbiter's decision: no komi decides it.
        if !jigo {
            result(&mut s, 1, 1, "==").unwrap();
        }
    }
    // An even game with the usual 7.5: no jigo.
    let mut s = event(GoSettings::default(), &["1d", "1d"]);
    pair(&mut s);
    let e = result(&mut s, 1, 1, "jigo").unwrap_err();
    assert!(e.contains("7.5"), "{e}");
    // With a whole-point komi, a jigo is a result.
    let mut s = event(
        GoSettings {
            komi: Some("7".into()),
            ..GoSettings::default()
        },
        &["1d", "1d"],
    );
    pair(&mut s);
    result(&mut s, 1, 1, "jigo").unwrap();
}

/// A Go team tournament as a stored event (issue 43: only on files): teams built through
/// the log, rounds paired as matches, results per board, the team standings.
#[test]
fn a_go_team_tournament_runs_through_the_log() {
    use arbiter_event::{GoTeamChange, go_team_change, is_go_team_event};
    let ranks = ["3d", "1k", "2d", "2k", "1d", "3k", "4k", "5k"];
    let mut s = event(GoSettings::default(), &ranks);
    assert!(!is_go_team_event(&s));
    let change = |s: &mut State, c: GoTeamChange| -> Result<(), String> {
        let e = go_team_change(s, &c).map_err(|e| e.to_string())?;
        s.apply(&e).map_err(|e| e.to_string())
    };
    change(&mut s, GoTeamChange::Size(2)).unwrap();
    for (name, players) in [("Red", [1, 2]), ("Blue", [3, 4]), ("Green", [5, 6])] {
        change(
            &mut s,
            GoTeamChange::Add {
                name: name.into(),
                number: None,
                players: players.to_vec(),
            },
        )
        .unwrap();
    }
    assert!(is_go_team_event(&s));
    // OpenGotha's Teams Manager's checks.
    let e = change(
        &mut s,
        GoTeamChange::Add {
            name: "Black".into(),
            number: None,
            players: vec![7, 1],
        },
    )
    .unwrap_err();
    assert!(e.contains("plays for team \"Red\""), "{e}");
    let e = change(
        &mut s,
        GoTeamChange::Add {
            name: "Red".into(),
            number: None,
            players: vec![7, 8],
        },
    )
    .unwrap_err();
    assert!(e.contains("named \"Red\""), "{e}");
    let e = change(
        &mut s,
        GoTeamChange::Add {
            name: "Grey".into(),
            number: None,
            players: vec![7, 99],
        },
    )
    .unwrap_err();
    assert!(e.contains("no player 99"), "{e}");
    // Round 1: the proposal pairs two of the three teams; the others do not play.
    let games = pair(&mut s);
    assert_eq!(games.len(), 2);
    let g = go_view(&s).unwrap();
    let team_of = |p: u32| g.teams.team_of(1, p as usize - 1);
    for (w, b) in &games {
        assert!(team_of(*w).is_some() && team_of(*b).is_some());
        assert_ne!(team_of(*w), team_of(*b));
    }
    // Board k meets board k.
    let board = |p: u32| {
        g.teams.teams[team_of(p).unwrap()]
            .board_of(1, p as usize - 1)
            .unwrap()
    };
    assert!(games.iter().all(|&(w, b)| board(w) == board(b)));
    // A line-up of a round with games stays.
    let playing = g.teams.teams[team_of(games[0].0).unwrap()].name.clone();
    let e = change(
        &mut s,
        GoTeamChange::LineUp {
            team: playing.clone(),
            round: 1,
            players: vec![8, 7],
        },
    )
    .unwrap_err();
    assert!(e.contains("has games already"), "{e}");
    result(&mut s, 1, 1, "W+R").unwrap();
    result(&mut s, 1, 2, "B+R").unwrap();
    let e = change(&mut s, GoTeamChange::Remove { team: playing }).unwrap_err();
    assert!(e.contains("has played"), "{e}");
    // Round 2: the team that sat out plays.
    let second = pair(&mut s);
    assert_eq!(second.len(), 2);
    let g = go_view(&s).unwrap();
    let standings = arbiter_standings::go_team::go_team_standings(&g, 1);
    assert_eq!(standings.rows.len(), 3);
}
