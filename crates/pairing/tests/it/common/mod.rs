//! Settings and checks shared by the tests that pair generated events.
#![allow(dead_code)]

use arbiter_core::{PlayerId, Points, RoundNo, ScoringSystem, Tournament};
use arbiter_pairing::GeneratorConfig;
use arbiter_pairing::matching::{Wide, max_weight_matching};

/// A small irregular event for `seed`: 6 to 50 players, forfeits, half-point byes and
/// withdrawals, every fourth seed scored 3/1/0.
pub fn irregular_event(seed: u64, rounds: u16) -> GeneratorConfig {
    GeneratorConfig {
        players: 6 + (seed as usize * 7) % 45,
        rounds,
        seed,
        forfeit_per_mille: 40,
        half_bye_per_mille: 40,
        retire_per_mille: 15,
        scoring: if seed.is_multiple_of(4) {
            ScoringSystem::uniform(Points::whole(3), Points::whole(1), Points::ZERO)
        } else {
            ScoringSystem::classic()
        },
        ..GeneratorConfig::default()
    }
}

/// Asserts that exactly the players taking part in `round` of `before` are marked in
/// `seen` (paired or given the pairing-allocated bye), each named when wrong.
pub fn assert_everyone_paired(before: &Tournament, round: RoundNo, seen: &[bool], what: &str) {
    let expected = arbiter_pairing::state::participants(before, round);
    for id in before.player_ids() {
        assert_eq!(
            seen[id.index()],
            expected.contains(&id),
            "{what}: {id} is {}",
            if seen[id.index()] {
                "paired but should not be"
            } else {
                "left out"
            }
        );
    }
}

/// True when `players` admit a legal pairing under `may_meet`, by exact matching; when
/// their number is odd, every player `may_have_bye` allows is tried as the bye.
pub fn pairing_exists(
    players: &[PlayerId],
    may_meet: &dyn Fn(PlayerId, PlayerId) -> bool,
    may_have_bye: &dyn Fn(PlayerId) -> bool,
) -> bool {
    let perfect = |set: &[PlayerId]| {
        let mut edges = Vec::new();
        for i in 0..set.len() {
            for j in i + 1..set.len() {
                if may_meet(set[i], set[j]) {
                    edges.push((i, j, Wide::<1>([1])));
                }
            }
        }
        max_weight_matching(set.len(), &edges)
            .iter()
            .all(Option::is_some)
    };
    if players.len().is_multiple_of(2) {
        return perfect(players);
    }
    players.iter().any(|&b| {
        may_have_bye(b) && {
            let rest: Vec<PlayerId> = players.iter().copied().filter(|&p| p != b).collect();
            perfect(&rest)
        }
    })
}
