//! Invariants over random Swiss events with every kind of unplayed round.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_core::{ByeKind, Game, GameResult, Player, PlayerId, Rating, Round, Tournament};
use arbiter_standings::{Mode, Options, Ranking, RuleVersion, parse_list, render, standings};
use proptest::prelude::*;

/// Players paired by score with their neighbour; results, byes and forfeits drawn from
/// `choices`.
fn event(players: usize, rounds: usize, choices: &[u8]) -> Tournament {
    let mut t = Tournament::default();
    for i in 0..players {
        let mut p = Player::named(format!("P{i}"));
        p.rating = Some(Rating(1500 + 37 * u16::try_from(i).unwrap()));
        t.add_player(p);
    }
    let mut k = 0;
    let mut next = || {
        k += 1;
        choices[k % choices.len()]
    };
    for _ in 0..rounds {
        let scores = t.scores_after(t.rounds_paired());
        let mut order: Vec<PlayerId> = t.player_ids().collect();
        order.sort_by_key(|p| std::cmp::Reverse(scores[p.index()]));
        let mut pool = Vec::new();
        let mut byes = Vec::new();
        for p in order {
            match next() % 16 {
                0 => byes.push((p, ByeKind::Half)),
                1 => byes.push((p, ByeKind::Zero)),
                2 => byes.push((p, ByeKind::Full)),
                _ => pool.push(p),
            }
        }
        if pool.len() % 2 == 1 {
            byes.push((pool.pop().unwrap(), ByeKind::PairingAllocated));
        }
        let games = pool
            .chunks(2)
            .map(|pair| {
                let result = match next() % 10 {
                    0 => GameResult::WHITE_WINS_BY_FORFEIT,
                    1 => GameResult::BLACK_WINS_BY_FORFEIT,
                    2..=4 => GameResult::WHITE_WINS,
                    5..=7 => GameResult::DRAW,
                    _ => GameResult::BLACK_WINS,
                };
                Game::new(pair[0], pair[1]).with_result(result)
            })
            .collect();
        t.push_round(Round::new(games, byes).unwrap()).unwrap();
    }
    t
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn standings_are_consistent(
        players in 2usize..24,
        rounds in 1usize..8,
        choices in proptest::collection::vec(any::<u8>(), 1..64),
        version in prop_oneof![
            Just(RuleVersion::Fide2026),
            Just(RuleVersion::Fide2024),
            Just(RuleVersion::Kallithea2009),
        ],
        mode in prop_oneof![Just(Mode::Swiss), Just(Mode::RoundRobin)],
    ) {
        let t = event(players, rounds, &choices);
        let list = parse_list("PTS,BH,BH-C1,BH-M1,SB,DE,WIN,ARO").unwrap();
        let opts = Options { version, mode, ..Options::default() };
        let s = standings(&t, &list, &opts).unwrap();
        prop_assert_eq!(s.rows.len(), players);
        for (i, r) in s.rows.iter().enumerate() {
            // Standard competition ranking: a place is the position of its group's first.
            if i == 0 {
                prop_assert_eq!(r.rank, 1);
            } else if r.separated_by.is_some() {
                prop_assert_eq!(r.rank as usize, i + 1);
            } else {
                prop_assert_eq!(r.rank, s.rows[i - 1].rank);
            }
            // Points never increase down the table.
            if i > 0 {
                prop_assert!(s.rows[i - 1].values[0] >= r.values[0]);
            }
            // Cutting never adds.
            let (bh, c1, m1) = (r.values[1].unwrap(), r.values[2].unwrap(), r.values[3].unwrap());
            prop_assert!(c1 <= bh && m1 <= c1);
        }
        let json: serde_json::Value =
            serde_json::from_str(&render::ranking_json(&Ranking::chess(s.clone(), t.rounds_paired()), &t)).unwrap();
        prop_assert_eq!(json["players"].as_array().unwrap().len(), players);
    }
}
