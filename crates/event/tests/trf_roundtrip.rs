//! Generated events, exported as a TRF, read back and imported under a new name: the
//! copy exports the same bytes, holds the same facts (players, withdrawals with their
//! rounds, byes of every kind, absences, forfeits, late entries, colours, board order,
//! prohibited pairings, accelerations, every setting, teams and lineups) and pairs the
//! next round as the original does.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use arbiter_core::{ByeKind, Tournament};
use arbiter_event::{
    Availability, Event, PlayerData, ProhibitionData, Settings, State, TeamGeneratorConfig,
    events_from_trf, export_view, generate_team_event, pair_next,
};
use proptest::prelude::*;

/// What happens before a round is paired: a bye or absence asked for (kind 0-3), a
/// withdrawal (4), a late entry (5), a prohibited pairing of two players from this round
/// to `ahead` rounds later (6), fictitious points for a player (7), for a player chosen by
/// `who`, `ahead` rounds later.
type Action = (u8, u8, u8);

#[derive(Clone, Debug)]
struct Plan {
    players: u8,
    rounds: u16,
    played: u16,
    before: Vec<Vec<Action>>,
    results: Vec<u8>,
    /// Settings no TRF record states (organiser, rating body, language, the chief
    /// arbiter's id).
    more_settings: bool,
}

fn plan() -> impl Strategy<Value = Plan> {
    (6u8..=12, 3u16..=6).prop_flat_map(|(players, rounds)| {
        (
            Just(players),
            Just(rounds),
            0..=rounds,
            prop::collection::vec(
                prop::collection::vec((0u8..8, any::<u8>(), 0u8..3), 0..4),
                usize::from(rounds) + 1,
            ),
            prop::collection::vec(any::<u8>(), 64),
            any::<bool>(),
        )
            .prop_map(
                |(players, rounds, played, before, results, more_settings)| Plan {
                    players,
                    rounds,
                    played,
                    before,
                    results,
                    more_settings,
                },
            )
    })
}

fn player(i: usize) -> PlayerData {
    PlayerData {
        name: format!("Player{i:02}, Ann"),
        rating: Some(2300 - 10 * u16::try_from(i).unwrap()),
        club: i.is_multiple_of(3).then(|| format!("Club {}", i % 2)),
        ..PlayerData::default()
    }
}

/// Applies `e` when the state takes it; a generated action that does not fit (a round
/// already paired, a player withdrawn twice) is left out.
fn try_apply(s: &mut State, e: &Event) {
    let _ = s.apply(e);
}

fn action(s: &mut State, (kind, who, ahead): Action, round: u16) {
    let n = u32::try_from(s.tournament.player_count()).unwrap();
    let p = u32::from(who) % n + 1;
    let r = round + u16::from(ahead);
    let e = match kind {
        0..=3 => Event::AvailabilitySet {
            player: p,
            round: r,
            status: [
                Availability::HalfBye,
                Availability::ZeroBye,
                Availability::FullBye,
                Availability::Absent,
            ][usize::from(kind)],
        },
        4 => Event::PlayerWithdrawn {
            player: p,
            from_round: r,
        },
        5 => Event::LateEntry {
            player: player(usize::try_from(n).unwrap() + 1),
        },
        6 => {
            let mut prohibitions: Vec<ProhibitionData> = s
                .tournament
                .prohibitions
                .iter()
                .map(|x| ProhibitionData {
                    players: x.players.iter().map(|q| q.get()).collect(),
                    first_round: x.first_round.get(),
                    last_round: x.last_round.get(),
                })
                .collect();
            prohibitions.push(ProhibitionData {
                players: vec![p, p % n + 1],
                first_round: round,
                last_round: r,
            });
            Event::ProhibitionsSet { prohibitions }
        }
        _ => Event::AccelerationSet {
            player: p,
            points: (0..s.settings.rounds)
                .map(|k| ["1", "0.5", "0"][usize::from((who >> (k % 4)) % 3)].to_string())
                .collect(),
        },
    };
    try_apply(s, &e);
}

/// The event a plan makes: rounds paired by the engine and their results entered
/// (forfeits and double forfeits among them), the actions of each round before it, and
/// those of the round after the last played.
fn build(plan: &Plan) -> Option<State> {
    let mut s = State::new();
    let settings = Settings {
        name: "Property Open".into(),
        system: "dutch".into(),
        rounds: plan.rounds,
        round_dates: vec!["2026/11/27".into(), "26/11/28".into()],
        ..Settings::default()
    };
    let settings = if plan.more_settings {
        Settings {
            organiser: Some("Club d'échecs de Lyon".into()),
            rated: Some("fide".into()),
            language: Some("fr".into()),
            chief_arbiter_fide_id: Some("1234567".into()),
            initial_colour: Some("black".into()),
            ..settings
        }
    } else {
        settings
    };
    s.apply(&Event::TournamentCreated { settings }).unwrap();
    for i in 1..=usize::from(plan.players) {
        s.apply(&Event::PlayerRegistered { player: player(i) })
            .unwrap();
    }
    let n = u32::from(plan.players);
    s.apply(&Event::RegistrationClosed {
        order: (1..=n).collect(),
    })
    .unwrap();
    let mut k = 0;
    for round in 1..=plan.played {
        for &a in &plan.before[usize::from(round - 1)] {
            action(&mut s, a, round);
        }
        let (_, event) = pair_next(&s).ok()?;
        s.apply(&event).unwrap();
        let boards = s.tournament.rounds().last().unwrap().games().len();
        for board in 1..=boards {
            let result = ["1-0", "0-1", "1/2", "1-0", "+-", "-+", "--", "0-1"]
                [usize::from(plan.results[k % plan.results.len()] % 8)];
            k += 1;
            s.apply(&Event::ResultSet {
                round,
                board: u32::try_from(board).unwrap(),
                result: result.into(),
            })
            .unwrap();
        }
    }
    for &a in &plan.before[usize::from(plan.played)] {
        action(&mut s, a, plan.played + 1);
    }
    Some(s)
}

fn export(s: &State) -> String {
    arbiter_trf::write(&export_view(s), arbiter_trf::Dialect::Trf26).unwrap()
}

/// The copy of an export, imported from the file's text as `arbiter import` does.
fn import(text: &str, system: &str) -> State {
    let t = arbiter_trf::read(text.as_bytes()).unwrap();
    let (events, _) = events_from_trf(&t, system).unwrap();
    State::fold(&events).unwrap()
}

/// The facts of a state, in a form that compares: the tournament with each round's byes
/// in start-rank order and the requests sorted, leaving out the zero-point byes a
/// withdrawal implies, and the settings as they are.
fn facts(s: &State) -> (Tournament, Settings) {
    let mut t = s.tournament.clone();
    let withdrawn = |p: arbiter_core::PlayerId| t.player(p).and_then(|x| x.withdrawn_from);
    let mut requests: Vec<_> = t
        .requests
        .iter()
        .copied()
        .filter(|r| {
            !(r.kind == Some(ByeKind::Zero) && withdrawn(r.player).is_some_and(|w| w <= r.round))
        })
        .collect();
    requests.sort_by_key(|r| (r.round, r.player));
    t.requests = requests;
    (t, s.settings.clone())
}

fn byes(t: &Tournament) -> Vec<Vec<(u32, ByeKind)>> {
    t.rounds()
        .iter()
        .map(|r| {
            let mut b: Vec<_> = r.byes().iter().map(|&(p, k)| (p.get(), k)).collect();
            b.sort_by_key(|x| x.0);
            b
        })
        .collect()
}

fn same_facts(a: &State, b: &State) -> Result<(), TestCaseError> {
    let (ta, sa) = facts(a);
    let (tb, sb) = facts(b);
    prop_assert_eq!(&sa, &sb);
    prop_assert_eq!(byes(&ta), byes(&tb));
    let games =
        |t: &Tournament| -> Vec<Vec<_>> { t.rounds().iter().map(|r| r.games().to_vec()).collect() };
    prop_assert_eq!(games(&ta), games(&tb));
    let players = |t: &Tournament| -> Vec<arbiter_core::Player> {
        t.players().map(|(_, p)| p.clone()).collect()
    };
    prop_assert_eq!(players(&ta), players(&tb));
    prop_assert_eq!(&ta.requests, &tb.requests);
    prop_assert_eq!(&ta.prohibitions, &tb.prohibitions);
    prop_assert_eq!(ta.initial_colour, tb.initial_colour);
    prop_assert_eq!(&ta.teams, &tb.teams);
    prop_assert_eq!(&ta.info, &tb.info);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn export_import_export_keeps_every_fact(plan in plan()) {
        let Some(s) = build(&plan) else {
            prop_assume!(false, "no legal pairing for the generated field");
            return Ok(());
        };
        let first = export(&s);
        let copy = import(&first, &s.settings.system);
        prop_assert_eq!(&export(&copy), &first);
        same_facts(&s, &copy)?;
        // The copy pairs the next round as the original does.
        if s.tournament.rounds_paired() < usize::from(s.settings.rounds) {
            let a = pair_next(&s).map(|(_, e)| e).ok();
            let b = pair_next(&copy).map(|(_, e)| e).ok();
            prop_assert_eq!(a, b, "{}", first);
        }
    }

    #[test]
    fn a_team_event_exports_and_imports_identically(seed in any::<u64>(), teams in 3usize..8, rounds in 1u16..4) {
        let config = TeamGeneratorConfig {
            teams,
            boards: 2,
            reserves: 1,
            rounds,
            seed,
            empty_board_per_mille: 200,
            forfeit_match_per_mille: 100,
            ..TeamGeneratorConfig::default()
        };
        let Ok(mut s) = generate_team_event(&config) else {
            return Ok(());
        };
        // One more round to come, with a primary score and a lineup deadline the TRF has
        // no record for.
        let mut settings = s.settings.clone();
        settings.rounds += 1;
        if let Some(team) = settings.team.as_mut() {
            team.primary = Some("game".into());
            team.lineup_deadlines = vec!["2026-11-28 09:30".into()];
        }
        s.apply(&Event::SettingsChanged { settings }).unwrap();
        let first = export(&s);
        let copy = import(&first, &s.settings.system);
        prop_assert_eq!(&export(&copy), &first);
        same_facts(&s, &copy)?;
        // The copy pairs the next round's matches as the original does (or finds no
        // legal pairing as it does, when every team has met every other).
        let next = |s: &State| pair_next(s).map(|(_, e)| e).map_err(|e| e.to_string());
        prop_assert_eq!(next(&s), next(&copy), "{}", first);
    }
}
