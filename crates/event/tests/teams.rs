//! A team event's life in the log: teams registered with rosters, ranked by team rating
//! when registration closes, rounds paired as matches, lineups with an empty board, a
//! forfeited match and a team bye, undo of a round.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use arbiter_core::teams::{MatchForfeit, TeamEntry};
use arbiter_core::{ByeKind, Entry, PlayerId, Points, RoundNo};
use arbiter_event::{Event, PlayerData, Settings, State, TeamData, TeamSettings, initial_order};

fn ok(s: &mut State, e: Event) {
    s.apply(&e)
        .unwrap_or_else(|err| panic!("{e:?} refused: {err}"));
}

fn refused(s: &mut State, e: Event) -> String {
    let before = s.clone();
    let err = s.apply(&e).expect_err("event should be refused");
    assert_eq!(*s, before, "a refused event changed the state");
    err.to_string()
}

fn pid(n: u32) -> PlayerId {
    PlayerId::new(n).unwrap()
}

/// Five teams of three players (two boards and a reserve); team k's players are rated
/// 2000 - 100 k and below, registered weakest team first so that closing reorders them.
fn five_teams() -> State {
    let mut s = State::new();
    ok(
        &mut s,
        Event::TournamentCreated {
            settings: Settings {
                name: "League".into(),
                system: "dutch".into(),
                rounds: 4,
                team: Some(TeamSettings {
                    boards: 2,
                    board_order_tolerance: Some(10),
                    ..TeamSettings::default()
                }),
                ..Settings::default()
            },
        },
    );
    for k in (0..5u16).rev() {
        let base = 2000 - 100 * k;
        let first = u32::try_from(s.tournament.player_count()).unwrap() + 1;
        for (i, r) in [base, base - 10, base - 20].into_iter().enumerate() {
            ok(
                &mut s,
                Event::PlayerRegistered {
                    player: PlayerData {
                        name: format!("T{k} Player {i}"),
                        rating: Some(r),
                        ..PlayerData::default()
                    },
                },
            );
        }
        ok(
            &mut s,
            Event::TeamRegistered {
                team: TeamData {
                    name: format!("Team {k}"),
                    short: Some(format!("T{k}")),
                    captain: Some(format!("captain{k}")),
                    members: vec![first, first + 1, first + 2],
                    ..TeamData::default()
                },
            },
        );
    }
    let order = initial_order(&s.tournament)
        .into_iter()
        .map(PlayerId::get)
        .collect();
    ok(&mut s, Event::RegistrationClosed { order });
    s
}

#[test]
fn teams_are_ranked_when_registration_closes_and_rosters_follow_start_ranks() {
    let s = five_teams();
    let names: Vec<&str> = s
        .tournament
        .teams
        .teams
        .iter()
        .map(|t| t.name.as_str())
        .collect();
    assert_eq!(names, ["Team 0", "Team 1", "Team 2", "Team 3", "Team 4"]);
    // Team 0's players are the three best rated: start ranks 1, 2, 3.
    assert_eq!(
        s.tournament.teams.teams[0].players,
        vec![pid(1), pid(2), pid(3)]
    );
    assert_eq!(s.teams.data[0].members, vec![1, 2, 3]);
    assert_eq!(s.tournament.teams.teams[0].number, Some(1));
}

#[test]
fn a_team_round_is_paired_as_matches_with_lineups_byes_and_forfeits() {
    let mut s = five_teams();
    // A lineup out of board order beyond the tolerance is refused.
    let e = refused(
        &mut s,
        Event::LineupSet {
            round: 1,
            team: 2,
            players: vec![6, 4],
        },
    );
    assert!(e.contains("board order"), "{e}");
    // Team 2 plays round 1 with its reserve on board 2 and team 3 leaves board 2 empty.
    ok(
        &mut s,
        Event::LineupSet {
            round: 1,
            team: 2,
            players: vec![4, 6],
        },
    );
    ok(
        &mut s,
        Event::LineupSet {
            round: 1,
            team: 3,
            players: vec![7, 0],
        },
    );
    // A team event is paired by matches, never by boards.
    let e = refused(
        &mut s,
        Event::RoundPaired {
            round: 1,
            engine: "manual".into(),
            version: String::new(),
            boards: Vec::new(),
            bye: None,
            overridden: Vec::new(),
        },
    );
    assert!(e.contains("matches of teams"), "{e}");
    let (pairing, event) = arbiter_event::pair_next(&s).unwrap();
    assert_eq!(pairing.games.len(), 2);
    let Event::TeamRoundPaired { matches, bye, .. } = &event else {
        panic!("{event:?}");
    };
    // Dutch on teams: 1-4... the top half against the bottom half, team 5 the bye.
    assert_eq!(*bye, Some(5));
    assert_eq!(matches.len(), 2);
    ok(&mut s, event.clone());
    let r1 = RoundNo::new(1).unwrap();
    let round = s.tournament.round(r1).unwrap();
    // Four boards minus the empty one, plus the bye team's two players.
    assert_eq!(round.games().len(), 3);
    for p in [13, 14] {
        assert_eq!(round.entry(pid(p)), Entry::Bye(ByeKind::PairingAllocated));
    }
    assert_eq!(round.entry(pid(15)), Entry::Absent);
    let view = s.team_view().unwrap();
    assert_eq!(
        view.rounds[0].entries[4],
        Some(TeamEntry::Bye(ByeKind::PairingAllocated))
    );
    // The empty board of team 3 is a win without play for its opponent.
    let m = view.rounds[0]
        .matches
        .iter()
        .find(|m| m.home == 2 || m.away == 2)
        .unwrap()
        .clone();
    assert!(
        m.boards
            .iter()
            .any(|b| b.home.is_none() || b.away.is_none())
    );
    // A lineup may change until the match has a result: the home team of the other
    // match puts its reserve on board 2.
    let other = view.rounds[0]
        .matches
        .iter()
        .find(|x| x.home != m.home)
        .unwrap()
        .clone();
    let roster = s.tournament.teams.teams[other.home].players.clone();
    ok(
        &mut s,
        Event::LineupSet {
            round: 1,
            team: u16::try_from(other.home + 1).unwrap(),
            players: vec![roster[0].get(), roster[2].get()],
        },
    );
    // Swapping two seated players is a new lineup too (the boards are rebuilt from it).
    for players in [
        vec![roster[0].get(), roster[1].get()],
        vec![roster[1].get(), roster[0].get()],
    ] {
        ok(
            &mut s,
            Event::LineupSet {
                round: 1,
                team: u16::try_from(other.home + 1).unwrap(),
                players,
            },
        );
    }
    let swapped = s.team_view().unwrap();
    let m2 = swapped.rounds[0]
        .matches
        .iter()
        .find(|x| x.home == other.home)
        .unwrap();
    assert_eq!(m2.boards[0].home, Some(roster[1]));
    assert_eq!(m2.boards[1].home, Some(roster[0]));
    ok(
        &mut s,
        Event::LineupSet {
            round: 1,
            team: u16::try_from(other.home + 1).unwrap(),
            players: vec![roster[0].get(), roster[2].get()],
        },
    );
    let round = s.tournament.round(r1).unwrap();
    assert!(matches!(round.entry(roster[2]), Entry::Game { .. }));
    assert_eq!(round.entry(roster[1]), Entry::Absent);
    // The bye team keeps its bye when the round's boards are rebuilt.
    for p in [13, 14] {
        assert_eq!(round.entry(pid(p)), Entry::Bye(ByeKind::PairingAllocated));
    }
    // Results: the other match drawn 1-1 (each home... board 1 won by the home team,
    // board 2 by the away team), the match with the empty board forfeited by its home team.
    let games: Vec<(u32, PlayerId, PlayerId)> = round
        .games()
        .iter()
        .enumerate()
        .map(|(i, g)| (u32::try_from(i + 1).unwrap(), g.white, g.black))
        .collect();
    for (b, w, bl) in &games {
        let home_side = |p: &PlayerId| s.tournament.teams.teams[other.home].players.contains(p);
        if !(home_side(w) || home_side(bl)) {
            continue;
        }
        // Board 1: White (home) wins; board 2: White (away) wins.
        ok(
            &mut s,
            Event::ResultSet {
                round: 1,
                board: *b,
                result: "1-0".into(),
            },
        );
    }
    let (h, a) = (m.home, m.away);
    ok(
        &mut s,
        Event::MatchForfeited {
            round: 1,
            home: u16::try_from(h + 1).unwrap(),
            away: u16::try_from(a + 1).unwrap(),
            result: "-+".into(),
        },
    );
    let e = refused(
        &mut s,
        Event::LineupSet {
            round: 1,
            team: u16::try_from(other.home + 1).unwrap(),
            players: vec![roster[0].get(), roster[1].get()],
        },
    );
    assert!(e.contains("has results"), "{e}");
    let view = s.team_view().unwrap();
    let scores = view.scores();
    // The other match was drawn 1-1: a match point each.
    assert_eq!(scores[other.home], (Points::ONE, Points::ONE));
    assert_eq!(scores[other.away], (Points::ONE, Points::ONE));
    // The forfeited match: the away team wins it, every board.
    let fm = view.rounds[0].matches.iter().find(|x| x.home == h).unwrap();
    assert_eq!(fm.forfeit, Some(MatchForfeit::AwayWins));
    assert_eq!(scores[a], (Points::whole(2), Points::whole(2)));
    assert_eq!(scores[h], (Points::ZERO, Points::ZERO));
    // The bye: a win's match points and a point per board.
    assert_eq!(scores[4], (Points::whole(2), Points::whole(2)));
    // Round 2 cannot give team 5 the bye again; the Dutch engine on teams knows.
    let (_, event) = arbiter_event::pair_next(&s).unwrap();
    let Event::TeamRoundPaired { bye, .. } = &event else {
        panic!()
    };
    assert_ne!(*bye, Some(5));
    ok(&mut s, event);
    // Undo: deleting round 2 leaves round 1 as it was.
    let before_round_2 = s.tournament.teams.board_orders.len();
    ok(&mut s, Event::RoundDeleted { round: 2 });
    assert!(s.tournament.teams.board_orders.len() < before_round_2);
    assert_eq!(s.team_view().unwrap().scores(), scores);
    // The log replays to the same state.
    assert_eq!(s.tournament.rounds_paired(), 1);
}
