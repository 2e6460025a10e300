//! The US Chess engine on generated tournaments: every round of random events
//! (forfeits, half-point byes, withdrawals, both point systems, team-mates, ratings
//! close together or far apart) is paired again with every score group solved by the
//! sparse method (a sparse part of the pairs, proved for the others by its duals) and
//! by the method as stated (one matching of every pair), and the two must agree; so
//! must they on the benchmark's tournaments of 100 and 1,000 players.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use arbiter_core::{SplitMix64, Tournament};
use arbiter_pairing::{GeneratorConfig, PairingSystem, Uscf, generate, split_last_round};
use std::path::Path;

/// Gives about a third of the players one of a few clubs, so that 28N has team-mates to
/// keep apart.
fn with_clubs(t: &mut Tournament, seed: u64) {
    let mut rng = SplitMix64::new(seed ^ 0x5eed);
    let ids: Vec<_> = t.player_ids().collect();
    for id in ids {
        let roll = rng.next_u64();
        if roll.is_multiple_of(3)
            && let Some(p) = t.player_mut(id)
        {
            p.club = Some(format!("Club {}", (roll >> 8) % 4));
        }
    }
}

/// Pairs every round of events of `players(seed)` players both ways and compares;
/// returns the number of rounds compared. `sparse_from`: the setting of the sparse
/// method (`Some(0)`: every group, with the part widened at the first failure; `None`:
/// the groups of 200 players and more, as paired by default).
fn compare(
    seeds: std::ops::RangeInclusive<u64>,
    players: impl Fn(u64) -> usize,
    sparse_from: Option<usize>,
) -> usize {
    let sparse = Uscf {
        sparse_from,
        ..Uscf::new()
    };
    let dense = Uscf {
        sparse_from: Some(usize::MAX),
        ..Uscf::new()
    };
    let mut rounds = 0;
    for seed in seeds {
        let rounds_planned = 4 + (seed % 5) as u16;
        // Ratings 300 points apart at most in one event in three: switches within the
        // 80- and 200-point limits reach far in the group.
        let (highest_rating, lowest_rating) = if seed.is_multiple_of(3) {
            (1900, 1600)
        } else {
            (2600, 1200)
        };
        let config = GeneratorConfig {
            players: players(seed),
            highest_rating,
            lowest_rating,
            ..common::irregular_event(seed, rounds_planned)
        };
        // A small field may run out of legal pairings; such seeds are skipped.
        let Ok(mut t) = generate(&config, &sparse) else {
            continue;
        };
        with_clubs(&mut t, seed);
        while split_last_round(&mut t).is_some() {
            let a = sparse.pair(&t);
            let b = dense.pair(&t);
            match (a, b) {
                (Ok(a), Ok(b)) => assert_eq!(
                    (a.games, a.bye),
                    (b.games, b.bye),
                    "seed {seed}, round {}: the sparse method differs",
                    t.next_round()
                ),
                (a, b) => assert_eq!(
                    a.is_ok(),
                    b.is_ok(),
                    "seed {seed}, round {}: one method pairs, the other not",
                    t.next_round()
                ),
            }
            rounds += 1;
        }
    }
    rounds
}

/// Small and middling fields, every round.
#[test]
fn sparse_method_equals_the_method_as_stated() {
    let rounds = compare(1..=120, |seed| 8 + (seed as usize * 13) % 90, Some(0));
    assert!(rounds > 400, "only {rounds} rounds compared");
}

/// Larger fields, where the sparse part is a small share of the pairs and has to grow,
/// each solved as by default.
#[test]
fn larger_fields_agree_with_the_method_as_stated() {
    let rounds = compare(1..=10, |seed| 250 + 25 * seed as usize, None);
    assert!(rounds > 40, "only {rounds} rounds compared");
}

/// The benchmark's tournaments of 100 and 1,000 players (`shared/corpus/perf`), round 5
/// of 9: groups of hundreds of players, ratings a few points apart.
#[test]
fn perf_tournaments_agree_with_the_method_as_stated() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/perf");
    for name in ["syn_n100_r5of9.trf", "syn_n1000_r5of9.trf"] {
        let bytes = std::fs::read(dir.join(name)).unwrap();
        let t = arbiter_trf::read(&bytes).unwrap();
        let sparse = Uscf {
            sparse_from: Some(0),
            ..Uscf::new()
        }
        .pair(&t)
        .unwrap();
        let dense = Uscf {
            sparse_from: Some(usize::MAX),
            ..Uscf::new()
        }
        .pair(&t)
        .unwrap();
        assert_eq!(
            (sparse.games, sparse.bye),
            (dense.games, dense.bye),
            "{name}: the sparse method differs"
        );
    }
}
