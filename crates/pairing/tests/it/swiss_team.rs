//! The FIDE Swiss Team Pairing System (C.04.6) on team tables: hand-checked cases for the
//! articles a short history can show (the text has no worked examples), and a property
//! test that plays random events round by round and checks the rules after every round.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_core::{
    ByeKind, ByeRequest, Colour, Entry, Game, GameResult, Player, PlayerId, Points, Round, RoundNo,
    ScoringSystem, SplitMix64, Team, Tournament, TournamentInfo,
};
use arbiter_pairing::swiss_team::{PreferenceType, PrimaryScore, criteria, preference};
use arbiter_pairing::{Pairing, PairingSystem, SwissTeam, system_by_name};

/// A team table of `n` teams (match points 2/1/0, a pairing-allocated bye worth a draw,
/// C.04.6 1.4) planned for `rounds` rounds.
fn table(n: usize, rounds: u16) -> Tournament {
    let two = Points::from_halves(4);
    let one = Points::from_halves(2);
    let mut scoring = ScoringSystem::uniform(two, one, Points::ZERO);
    scoring.pairing_bye = one;
    let mut t = Tournament::new(TournamentInfo::default(), scoring);
    for k in 1..=n {
        t.add_player(Player::named(format!("Team {k}")));
        t.teams.teams.push(Team {
            number: Some(k as u16),
            name: format!("Team {k}"),
            match_points: Some(Points::ZERO),
            game_points: Some(Points::ZERO),
            ..Team::default()
        });
    }
    t.planned_rounds = Some(rounds);
    t
}

fn id(k: usize) -> PlayerId {
    PlayerId::from_index(k - 1)
}

/// Plays a round: matches `(white, black, result)` by TPN, and byes.
fn play(t: &mut Tournament, games: &[(usize, usize, GameResult)], byes: &[(usize, ByeKind)]) {
    let games = games
        .iter()
        .map(|&(w, b, r)| Game::new(id(w), id(b)).with_result(r))
        .collect();
    let byes = byes.iter().map(|&(p, k)| (id(p), k)).collect();
    t.push_round(Round::new(games, byes).unwrap()).unwrap();
}

/// The pairing as "white-black" by TPN, board order.
fn shown(p: &Pairing) -> String {
    let v: Vec<String> = p
        .games
        .iter()
        .map(|g| format!("{}-{}", g.white.index() + 1, g.black.index() + 1))
        .collect();
    v.join(" ")
}

const W: GameResult = GameResult::WHITE_WINS;
const B: GameResult = GameResult::BLACK_WINS;
const D: GameResult = GameResult::DRAW;

#[test]
fn round_one_top_half_against_bottom_half_with_colours_by_tpn() {
    // 3.6: the first identifier is 1, 2, 3 against 4, 5, 6; 4.3.1: the first-team gets
    // the initial colour when its TPN is odd, the other colour when even.
    let mut t = table(6, 5);
    assert_eq!(shown(&SwissTeam::new().pair(&t).unwrap()), "1-4 5-2 3-6");
    t.initial_colour = Some(Colour::Black);
    assert_eq!(shown(&SwissTeam::new().pair(&t).unwrap()), "4-1 2-5 6-3");
}

#[test]
fn the_bye_lowest_score_then_most_matches_then_largest_tpn() {
    // Round 1: 7 asked for a zero-point bye; 1, 2, 3 win.
    let mut t = table(7, 5);
    play(
        &mut t,
        &[(1, 4, W), (5, 2, B), (3, 6, W)],
        &[(7, ByeKind::Zero)],
    );
    // 4, 5, 6 and 7 have no point (3.4.2); 7 has played no match (3.4.3); of 4, 5 and 6
    // the largest TPN (3.4.4).
    let p = SwissTeam::new().pair(&t).unwrap();
    assert_eq!(p.bye, Some(id(6)));
    assert!(
        p.brackets[0]
            .deviations
            .iter()
            .any(|d| d.criterion == criteria::PAB)
    );
}

#[test]
fn no_second_bye() {
    // Round 1 of 5 teams: 5 has the bye (a draw's points, 1.4); all draw.
    let mut t = table(5, 5);
    let p = SwissTeam::new().pair(&t).unwrap();
    assert_eq!(p.bye, Some(id(5)));
    assert_eq!(shown(&p), "1-3 4-2");
    play(
        &mut t,
        &[(1, 3, D), (4, 2, D)],
        &[(5, ByeKind::PairingAllocated)],
    );
    // Everybody on 1 point: [C2] bars 5, so 4 (largest TPN of the rest).
    let p = SwissTeam::new().pair(&t).unwrap();
    assert_eq!(p.bye, Some(id(4)));
    // A bye to 5 is reported as breaking [C2].
    let check = SwissTeam::new().check(&t, &p.games, Some(id(5)));
    assert!(check.is_err() || !check.as_ref().unwrap().agrees());
}

#[test]
fn a_forfeit_win_bars_the_bye_and_is_no_meeting() {
    let mut t = table(5, 5);
    play(
        &mut t,
        &[(1, 3, GameResult::BLACK_WINS_BY_FORFEIT), (4, 2, D)],
        &[(5, ByeKind::Zero)],
    );
    // 3 won by forfeit: no bye for 3; 1 and 3 did not meet and may be paired again.
    let p = SwissTeam::new().pair(&t).unwrap();
    assert_ne!(p.bye, Some(id(3)));
    let records = arbiter_pairing::swiss_team::records(&t, t.next_round(), &SwissTeam::new());
    assert!(records[2].barred && records[0].met.is_empty());
    assert_eq!(records[0].matches, 0);
}

#[test]
fn a_rematch_moves_to_the_next_identifier() {
    let mut t = table(4, 5);
    play(&mut t, &[(1, 3, D), (4, 2, D)], &[]);
    // All on 1 point; 1-3 and 2-4 met ([C1]); the first identifier is 1, 2 / 4, 3.
    let p = SwissTeam::new().pair(&t).unwrap();
    let mut got: Vec<(usize, usize)> = p
        .games
        .iter()
        .map(|g| {
            let (a, b) = (g.white.index() + 1, g.black.index() + 1);
            (a.min(b), a.max(b))
        })
        .collect();
    got.sort_unstable();
    assert_eq!(got, vec![(1, 4), (2, 3)]);
    assert!(
        p.brackets[0]
            .deviations
            .iter()
            .any(|d| d.criterion == criteria::IDENTIFIER)
    );
}

#[test]
fn an_odd_top_scoregroup_pulls_the_first_upfloater_up() {
    // 1, 2, 3 won round 1; 4, 5, 6 lost. One upfloater [C4]: 4, the first by TPN (3.5.4),
    // who has met 1, so the bracket 1, 2, 3, 4 is paired 1-3, 2-4.
    let mut t = table(6, 5);
    play(&mut t, &[(1, 4, W), (5, 2, B), (3, 6, W)], &[]);
    let p = SwissTeam::new().pair(&t).unwrap();
    assert_eq!(p.brackets[0].moved_down, vec![id(4)]);
    assert_eq!(p.brackets[0].pairs, vec![(id(1), id(3)), (id(2), id(4))]);
    // Colours: 1 (W) and 3 (W) have the same history and no type A preference: 4.3.8,
    // the first-team 1 alternates to Black; 2 (B) against 4 (B): 2 gets White.
    assert_eq!(shown(&p), "3-1 2-4 6-5");
}

#[test]
fn type_a_and_type_b_preferences() {
    use Colour::{Black as Bl, White as Wh};
    let a = PreferenceType::A;
    let b = PreferenceType::B;
    // 1.7.1: CD < -1, or CD 0/-1 with the last two matches Black.
    assert_eq!(preference(&[Bl, Bl], a, false).colour, Some(Wh));
    assert_eq!(preference(&[Wh, Bl, Bl], a, false).colour, Some(Wh));
    assert_eq!(preference(&[Bl, Wh], a, false).colour, None);
    assert_eq!(preference(&[Bl], a, false).colour, None);
    assert_eq!(preference(&[Wh, Wh, Bl], a, false).colour, None);
    // 1.7.2: the same as strong; mild when CD is ∓1, or 0 and not the last round.
    let p = preference(&[Bl, Bl], b, false);
    assert!(p.strong && p.colour == Some(Wh));
    let p = preference(&[Bl], b, false);
    assert!(!p.strong && p.colour == Some(Wh));
    assert_eq!(preference(&[Wh, Bl], b, false).colour, Some(Wh));
    assert_eq!(preference(&[Wh, Bl], b, true).colour, None);
    assert_eq!(
        preference(&[Wh, Bl], PreferenceType::None, false).colour,
        None
    );
}

#[test]
fn names_and_codes() {
    for name in [
        "swiss-team",
        "fide_swiss_team",
        "FIDE_TEAM_SWISS",
        "FIDE_TEAM",
    ] {
        let e = system_by_name(name).unwrap();
        assert_eq!(e.name(), "FIDE Swiss Team (C.04.6, 2026)");
    }
    let e = SwissTeam::from_code("FIDE_TEAM_TYPEB_GP_MP").unwrap();
    assert_eq!(e.preferences, PreferenceType::B);
    assert_eq!(e.primary, PrimaryScore::GamePoints);
    assert!(e.secondary_for_colour);
    assert_eq!(e.system_code(), Some("FIDE_TEAM_TYPEB_GP_MP"));
    assert_eq!(
        SwissTeam::new().system_code(),
        Some("FIDE_TEAM_TYPEA_MP_GP")
    );
    assert!(system_by_name("fide_team_typeb_mp").is_some());
    assert!(system_by_name("fide_team_typec").is_none());
}

#[test]
fn check_agrees_with_itself_and_reports_swapped_colours() {
    let mut t = table(8, 5);
    play(&mut t, &[(1, 5, W), (6, 2, D), (3, 7, W), (8, 4, D)], &[]);
    let e = SwissTeam::new();
    let p = e.pair(&t).unwrap();
    assert!(e.check(&t, &p.games, p.bye).unwrap().agrees());
    let mut swapped = p.games.clone();
    let first = &mut swapped[0];
    (first.white, first.black) = (first.black, first.white);
    let report = e.check(&t, &swapped, p.bye).unwrap();
    assert_eq!(report.differences.len(), 1);
    assert_eq!(report.differences[0].criterion, Some(criteria::COLOURS));
}

/// Checks a round just paired against the rules C.04.6 keeps (absolute criteria and the
/// colour rules that bind every pair), and returns the round with random results.
fn check_round(t: &Tournament, p: &Pairing, engine: &SwissTeam, rng: &mut SplitMix64) -> Round {
    let round = t.next_round();
    let n = t.player_count();
    let mut seen = vec![0u32; n];
    for g in &p.games {
        seen[g.white.index()] += 1;
        seen[g.black.index()] += 1;
        // [C1]: no second meeting (forfeits excepted).
        assert!(
            !t.have_played(g.white, g.black),
            "round {round}: {} and {} meet again",
            g.white,
            g.black
        );
    }
    if let Some(b) = p.bye {
        seen[b.index()] += 1;
        // [C2]: no bye after a bye or an unplayed win.
        for r in 0..round.index() {
            let e = t.entry(b, RoundNo::from_index(r));
            let unplayed_win = matches!(e, Entry::Game { result: Some(s), .. }
                if s.decision == arbiter_core::Decision::Forfeit
                    && s.outcome == arbiter_core::Outcome::Win);
            assert!(
                !matches!(e, Entry::Bye(ByeKind::PairingAllocated | ByeKind::Full))
                    && !unplayed_win,
                "round {round}: {b} receives a second bye"
            );
        }
    }
    // Every available team is paired (or has the bye) exactly once.
    let available = arbiter_pairing::state::participants(t, round);
    for (k, &times) in seen.iter().enumerate() {
        let expected = u32::from(available.contains(&PlayerId::from_index(k)));
        assert_eq!(
            times,
            expected,
            "round {round}: team {} paired {times} times",
            k + 1
        );
    }
    assert_eq!(p.bye.is_some(), available.len() % 2 == 1);
    // Article 4: within every pair the colours follow 4.3.2 and 4.3.3: a team whose
    // preference is the only one, or opposite to its opponent's, gets it.
    let records = arbiter_pairing::swiss_team::records(t, round, engine);
    for g in &p.games {
        let (w, b) = (&records[g.white.index()], &records[g.black.index()]);
        let (pw, pb) = (w.preference.colour, b.preference.colour);
        if (pw.is_some() || pb.is_some()) && pw != pb {
            assert!(
                pw != Some(Colour::Black) && pb != Some(Colour::White),
                "round {round}: {} - {}: a preference that could be granted was not",
                g.white,
                g.black
            );
        }
        if w.colours.is_empty() && b.colours.is_empty() {
            // 4.3.1: the first-team (4.2) receives the initial colour when its TPN is
            // odd.
            let key = |r: &arbiter_pairing::swiss_team::TeamRecord, p: PlayerId| {
                (
                    std::cmp::Reverse(r.score),
                    std::cmp::Reverse(r.secondary),
                    p,
                )
            };
            let first = if key(w, g.white) < key(b, g.black) {
                g.white
            } else {
                g.black
            };
            let initial = t.initial_colour.unwrap_or(Colour::White);
            let odd = first.index() % 2 == 0;
            assert_eq!(
                first == g.white,
                odd == (initial == Colour::White),
                "round {round}: {} - {} against 4.3.1",
                g.white,
                g.black
            );
        }
    }
    // Random results: about one match in twenty forfeited, some requested byes later.
    let games = p
        .games
        .iter()
        .map(|g| {
            let r = match rng.below(20) {
                0 => GameResult::WHITE_WINS_BY_FORFEIT,
                1 => GameResult::BLACK_WINS_BY_FORFEIT,
                2..=7 => D,
                8..=13 => W,
                _ => B,
            };
            Game::new(g.white, g.black).with_result(r)
        })
        .collect();
    let mut byes: Vec<(PlayerId, ByeKind)> = p.requested_byes.clone();
    if let Some(b) = p.bye {
        byes.push((b, ByeKind::PairingAllocated));
    }
    Round::new(games, byes).unwrap()
}

fn play_event(n: usize, rounds: u16, seed: u64, engine: SwissTeam) {
    let mut rng = SplitMix64::new(seed);
    let mut t = table(n, rounds);
    for r in 0..rounds {
        // Now and then a team asks for a half-point bye.
        if r > 0 && rng.below(3) == 0 {
            let k = rng.below(n as u64) as usize;
            t.requests.push(ByeRequest {
                player: PlayerId::from_index(k),
                round: RoundNo::from_index(usize::from(r)),
                kind: Some(ByeKind::Half),
            });
        }
        let p = match engine.pair(&t) {
            Ok(p) => p,
            // Late rounds of small events can run out of legal pairings.
            Err(arbiter_pairing::PairingError::NoValidPairing(_)) if n <= 12 && r >= 5 => return,
            Err(e) => panic!("{n} teams, seed {seed}, round {}: {e}", r + 1),
        };
        let round = check_round(&t, &p, &engine, &mut rng);
        t.push_round(round).unwrap();
        // The secondary score: game points, random here.
        for k in 0..n {
            let mp = t.score(PlayerId::from_index(k));
            t.teams.teams[k].match_points = Some(mp);
            let gp = t.teams.teams[k].game_points.unwrap_or(Points::ZERO);
            t.teams.teams[k].game_points = Some(gp + Points::from_halves(rng.below(9) as i32));
        }
    }
}

#[test]
fn random_events_keep_the_rules() {
    let sizes = [10usize, 11, 16, 25, 40, 63, 100, 149, 200];
    for (i, &n) in sizes.iter().enumerate() {
        for seed in 0..3u64 {
            let engine = match (i + seed as usize) % 3 {
                0 => SwissTeam::new(),
                1 => SwissTeam {
                    preferences: PreferenceType::B,
                    ..SwissTeam::new()
                },
                _ => SwissTeam {
                    preferences: PreferenceType::None,
                    ..SwissTeam::new()
                },
            };
            let rounds = if n > 100 { 9 } else { 11 };
            play_event(n, rounds, 1000 * n as u64 + seed, engine);
        }
    }
}

#[test]
fn the_pairing_is_deterministic() {
    let mut t = table(30, 7);
    let mut rng = SplitMix64::new(7);
    for _ in 0..4 {
        let p = SwissTeam::new().pair(&t).unwrap();
        let q = SwissTeam::new().pair(&t).unwrap();
        assert_eq!(p, q);
        let round = check_round(&t, &p, &SwissTeam::new(), &mut rng);
        t.push_round(round).unwrap();
    }
}
