//! Settings and checks shared by the tests that pair generated events.
#![allow(dead_code)]

use arbiter_core::{PlayerId, Points, RoundNo, ScoringSystem, Tournament};
use arbiter_pairing::GeneratorConfig;
use arbiter_pairing::matching::Cardinality;

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

/// True when `players` admit a legal pairing under `may_meet`, by exact matching (a
/// maximum-cardinality matching, checked against the weighted one by the matching
/// crate's tests); when their number is odd, every player `may_have_bye` allows is tried
/// as the bye: the bye leaves the rest pairable when the maximum matching leaves him
/// alone, or when his mate there can be joined by an augmenting path to the one player
/// it leaves alone.
pub fn pairing_exists(
    players: &[PlayerId],
    may_meet: &dyn Fn(PlayerId, PlayerId) -> bool,
    may_have_bye: &dyn Fn(PlayerId) -> bool,
) -> bool {
    let adjacent = |i: usize, j: usize| may_meet(players[i], players[j]);
    let n = players.len();
    let mut m = Cardinality::new(n);
    for i in 0..n {
        if m.mate(i).is_none()
            && let Some(j) = (i + 1..n).find(|&j| m.mate(j).is_none() && adjacent(i, j))
        {
            m.pair(i, j);
        }
    }
    let left = m.maximise(adjacent);
    if n.is_multiple_of(2) || left.len() != 1 {
        return left.is_empty();
    }
    (0..n).any(|b| {
        may_have_bye(players[b]) && {
            let mut rest = m.clone();
            match rest.remove(b) {
                Some(mate) => rest.augment(adjacent, mate),
                None => true,
            }
        }
    })
}
