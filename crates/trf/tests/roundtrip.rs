//! Property tests: any tournament the model can hold and a TRF can carry survives
//! write → read unchanged, in both dialects; and no input makes the reader panic.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use arbiter_core::{
    ByeKind, ByeRequest, Colour, Decision, Game, GameResult, NationalRating, Outcome, Player,
    PlayerId, Points, Prohibition, Rating, Round, RoundNo, ScoringSystem, Sex, SideResult, Team,
    Title, Tournament,
};
use arbiter_trf::{Dialect, read, write};
use proptest::prelude::*;

fn pid(i: usize) -> PlayerId {
    PlayerId::from_index(i)
}

fn text(max: usize) -> impl Strategy<Value = String> {
    proptest::string::string_regex(&format!("[A-Za-zéüß][A-Za-z ,.'éü-]{{0,{}}}[a-z]", max - 2))
        .unwrap()
}

fn player() -> impl Strategy<Value = Player> {
    (
        text(33),
        prop::option::of(prop_oneof![Just(Sex::Male), Just(Sex::Female)]),
        prop::option::of(prop_oneof![
            Just(Title::GM),
            Just(Title::WFM),
            Just(Title::Other("g".into()))
        ]),
        prop::option::of(1u16..=9999),
        prop::option::of("[A-Z]{3}"),
        prop::option::of(1u64..=99_999_999_999),
        prop::option::of("[0-9]{4}/[0-9]{2}/[0-9]{2}"),
        prop::collection::vec(0i32..=20, 0..4),
        prop::option::of((
            prop_oneof![Just("GER"), Just("FRA")],
            prop::option::of(1u16..3000),
            "[A-Z]{0,3}",
        )),
    )
        .prop_map(
            |(name, sex, title, rating, fed, fide, birth, accel, national)| {
                let mut accelerations: Vec<Points> = accel
                    .into_iter()
                    .map(|a| Points::from_halves(a % 3))
                    .collect();
                while accelerations.last() == Some(&Points::ZERO) {
                    accelerations.pop();
                }
                Player {
                    name,
                    sex,
                    title,
                    rating: rating.map(Rating),
                    federation: fed,
                    fide_id: fide,
                    birth_date: birth,
                    accelerations,
                    national: national
                        .into_iter()
                        .map(|(f, r, origin)| NationalRating {
                            federation: f.to_string(),
                            rating: r.map(Rating),
                            origin,
                            ..NationalRating::default()
                        })
                        .collect(),
                    ..Player::default()
                }
            },
        )
}

fn side(o: Outcome, d: Decision) -> SideResult {
    SideResult {
        outcome: o,
        decision: d,
    }
}

/// Results a TRF can carry, regular and abnormal.
fn result(code: u8) -> GameResult {
    use Decision::*;
    use Outcome::*;
    let pairs = [
        (side(Win, Played), side(Loss, Played)),
        (side(Loss, Played), side(Win, Played)),
        (side(Draw, Played), side(Draw, Played)),
        (side(Win, Forfeit), side(Loss, Forfeit)),
        (side(Loss, Forfeit), side(Loss, Forfeit)),
        (side(Win, NotRated), side(Loss, NotRated)),
        (side(Draw, NotRated), side(Draw, NotRated)),
        (side(Loss, Played), side(Loss, Played)),
        (side(Draw, Played), side(Loss, Played)),
    ];
    if code as usize >= pairs.len() {
        return GameResult::PENDING;
    }
    let (w, b) = pairs[code as usize];
    GameResult::new(w, b).unwrap()
}

#[derive(Debug, Clone)]
struct Plan {
    players: Vec<Player>,
    rounds: Vec<(Vec<usize>, Vec<u8>, Vec<u8>)>,
    scoring: u8,
    planned_extra: Option<u16>,
    colour: Option<bool>,
    requests: Vec<(usize, u8, u8)>,
    prohibitions: Vec<(u8, u8, Vec<usize>)>,
    /// A numbered team (a 310 record) of the first players, which makes records 240 and
    /// 250 name teams: the players' requests and fictitious points must then be written
    /// otherwise.
    team: Option<usize>,
}

fn plan() -> impl Strategy<Value = Plan> {
    prop::collection::vec(player(), 2..24).prop_flat_map(|players| {
        let n = players.len();
        let round = (
            Just((0..n).collect::<Vec<usize>>()).prop_shuffle(),
            prop::collection::vec(0u8..12, n),
            prop::collection::vec(0u8..6, n),
        );
        (
            Just(players),
            prop::collection::vec(round, 0..7),
            0u8..5,
            prop::option::of(0u16..3),
            prop::option::of(any::<bool>()),
            prop::collection::vec((0..n, 0u8..4, 1u8..3), 0..5),
            prop::collection::vec((1u8..4, 0u8..3, prop::collection::vec(0..n, 2..4)), 0..3),
            prop::option::of(1..=n),
        )
            .prop_map(
                |(
                    players,
                    rounds,
                    scoring,
                    planned_extra,
                    colour,
                    requests,
                    prohibitions,
                    team,
                )| {
                    Plan {
                        players,
                        rounds,
                        scoring,
                        planned_extra,
                        colour,
                        requests,
                        prohibitions,
                        team,
                    }
                },
            )
    })
}

fn scoring(kind: u8) -> ScoringSystem {
    let mut s = match kind {
        0 => ScoringSystem::classic(),
        1 => ScoringSystem::uniform(Points::whole(3), Points::ONE, Points::ZERO),
        2 => ScoringSystem::uniform(Points::whole(2), Points::ONE, Points::ZERO),
        _ => ScoringSystem::classic(),
    };
    if kind == 3 {
        s.forfeit_win = Points::HALF;
        s.zero_bye = Points::from_tenths(2);
        s.unknown = Some(Points::HALF);
    }
    if kind == 4 {
        s.win_black = Points::from_tenths(12);
        s.pairing_bye = Points::HALF;
    }
    s
}

/// Builds a tournament in the normal form a TRF reader produces: games ordered by their
/// lower start rank, colourless forfeits with the lower start rank first, byes in
/// start-rank order, scores and ranks written in the player lines.
fn build(plan: &Plan) -> Tournament {
    let mut t = Tournament::default();
    t.info.name = "Property Open".into();
    t.scoring = scoring(plan.scoring);
    t.initial_colour = plan
        .colour
        .map(|w| if w { Colour::White } else { Colour::Black });
    for p in &plan.players {
        t.add_player(p.clone());
    }
    for (order, results, extras) in &plan.rounds {
        let mut games = Vec::new();
        let mut byes = Vec::new();
        let mut it = order.chunks(2);
        for pair in it.by_ref() {
            if pair.len() == 2 && extras[pair[0]] != 0 {
                let (a, b) = (pair[0], pair[1]);
                let r = result(results[a]);
                let colourless = r.decision() == Some(Decision::Forfeit) && extras[b] == 5;
                let (w, bl) = if colourless {
                    (a.min(b), a.max(b))
                } else {
                    (a, b)
                };
                let mut g = Game::new(pid(w), pid(bl)).with_result(r);
                g.colours_assigned = !colourless;
                games.push(g);
            } else {
                for &p in pair {
                    let kind = match extras[p] % 5 {
                        // At most one pairing-allocated bye per round (C.04.1).
                        0 if !byes.iter().any(|(_, k)| *k == ByeKind::PairingAllocated) => {
                            Some(ByeKind::PairingAllocated)
                        }
                        1 => Some(ByeKind::Half),
                        2 => Some(ByeKind::Full),
                        3 => Some(ByeKind::Zero),
                        _ => None,
                    };
                    if let Some(k) = kind {
                        byes.push((pid(p), k));
                    }
                }
            }
        }
        if games.is_empty() && !byes.iter().any(|(_, k)| *k == ByeKind::PairingAllocated) {
            continue; // a round nobody was paired in cannot be told apart from no round
        }
        games.sort_by_key(|g: &Game| g.white.min(g.black));
        byes.sort();
        // In a team event the reader makes a team's rounds, where a bye may go to several.
        let round = if plan.team.is_some() {
            Round::new_team(games, byes)
        } else {
            Round::new(games, byes)
        };
        t.push_round(round.unwrap()).unwrap();
    }
    let paired = u16::try_from(t.rounds_paired()).unwrap();
    t.planned_rounds = plan.planned_extra.map(|e| paired + 2 + e);
    if let Some(planned) = t.planned_rounds {
        let next = paired + 1;
        let mut seen = std::collections::BTreeSet::new();
        for &(p, k, dr) in &plan.requests {
            let round = next + u16::from(dr - 1);
            if round > planned || !seen.insert((p, round)) {
                continue;
            }
            let kind = match k {
                0 => Some(ByeKind::Half),
                1 => Some(ByeKind::Full),
                2 => Some(ByeKind::Zero),
                // An absence without a bye can only be written for the next round.
                _ if round == next => None,
                _ => Some(ByeKind::Zero),
            };
            t.requests.push(ByeRequest {
                player: pid(p),
                round: RoundNo::new(round).unwrap(),
                kind,
            });
        }
        for (first, len, players) in &plan.prohibitions {
            let first = u16::from(*first).min(planned);
            let last = (first + u16::from(*len)).min(planned);
            let mut ps: Vec<PlayerId> = players.iter().map(|&p| pid(p)).collect();
            ps.dedup();
            if ps.len() >= 2 {
                t.prohibitions.push(Prohibition {
                    first_round: RoundNo::new(first).unwrap(),
                    last_round: RoundNo::new(last).unwrap(),
                    players: ps,
                });
            }
        }
    }
    if let Some(size) = plan.team {
        t.teams.teams.push(Team {
            number: Some(1),
            name: "Property Club".into(),
            nickname: String::new(),
            strength: String::new(),
            match_points: None,
            game_points: None,
            rank: None,
            players: (0..size).map(pid).collect(),
        });
    }
    for id in t.player_ids().collect::<Vec<_>>() {
        let score = t.score(id);
        let p = t.player_mut(id).unwrap();
        p.reported_score = Some(score);
        p.reported_rank = Some(id.get());
    }
    t
}

fn normal(mut t: Tournament) -> Tournament {
    t.requests.sort_by_key(|r| (r.round, r.player));
    t
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn write_then_read_keeps_every_fact(plan in plan()) {
        let t = build(&plan);
        for dialect in [Dialect::Trf26, Dialect::Trf16] {
            let text = write(&t, dialect).unwrap();
            let back = read(text.as_bytes()).map_err(|e| TestCaseError::fail(format!("{dialect:?}: {e}\n{text}")))?;
            prop_assert_eq!(normal(back.clone()), normal(t.clone()), "{:?}\n{}", dialect, text);
            prop_assert_eq!(write(&back, dialect).unwrap(), text);
        }
    }

    #[test]
    fn no_input_makes_the_reader_panic(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        let _ = read(&bytes);
    }

    #[test]
    fn no_player_line_makes_the_reader_panic(tail in "[ 0-9wb=+\\-HFUZ.]{0,120}", rank in "[ 0-9a]{4}") {
        let line = format!("001 {rank} m    Somebody{:>70}{tail}", "");
        let _ = read(line.as_bytes());
    }
}

/// In an event of numbered teams (310 records), records 240 and 250 name teams: a
/// player's request for a later round and a player's fictitious points are written where
/// they cannot be taken for a team's (the player's line, an XXA record).
#[test]
fn a_team_events_player_requests_and_fictitious_points_stay_the_players() {
    let mut t = Tournament::default();
    t.info.name = "Club Teams".into();
    for name in ["One, Ann", "Two, Bea"] {
        t.add_player(Player {
            name: name.into(),
            ..Player::default()
        });
    }
    t.planned_rounds = Some(3);
    t.player_mut(pid(1)).unwrap().accelerations = vec![Points::ONE];
    for (player, round, kind) in [(0, 2, ByeKind::Half), (1, 3, ByeKind::Zero)] {
        t.requests.push(ByeRequest {
            player: pid(player),
            round: RoundNo::new(round).unwrap(),
            kind: Some(kind),
        });
    }
    t.teams.teams.push(Team {
        number: Some(1),
        name: "Club".into(),
        nickname: String::new(),
        strength: String::new(),
        match_points: None,
        game_points: None,
        rank: None,
        players: vec![pid(0), pid(1)],
    });
    for dialect in [Dialect::Trf26, Dialect::Trf16] {
        let text = write(&t, dialect).unwrap();
        let back = read(text.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(
            normal(back.clone()).requests,
            normal(t.clone()).requests,
            "{text}"
        );
        let fictitious = |t: &Tournament| -> Vec<Vec<Points>> {
            t.players().map(|(_, p)| p.accelerations.clone()).collect()
        };
        assert_eq!(fictitious(&back), fictitious(&t), "{text}");
        assert!(back.teams.bye_records.is_empty(), "{text}");
        assert!(back.teams.accelerations.is_empty(), "{text}");
    }
}
