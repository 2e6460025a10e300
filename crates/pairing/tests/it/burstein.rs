//! The Burstein engine on generated tournaments: every round of several hundred random
//! events (forfeits, half-point byes, withdrawals, both point systems) is paired again
//! from the tournament as it stood before it and checked against the absolute criteria
//! (no rematch, no second pairing-allocated bye, no two players with the same absolute
//! colour preference, everyone paired once); on a share of them the faster method is
//! compared with the method as stated.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use arbiter_core::{ByeKind, Colour, Decision, Entry, Outcome, RoundNo, Tournament};
use arbiter_pairing::state::{Strength, player_states};
use arbiter_pairing::{
    Burstein, GeneratorConfig, Pairing, PairingSystem, generate, split_last_round,
};

/// Checks `p`, a pairing of the round after those recorded in `before`.
fn check_absolute(before: &Tournament, p: &Pairing) {
    let round = before.next_round();
    let st = player_states(before, round);
    let mut seen = vec![false; before.player_count()];
    for g in &p.games {
        for id in [g.white, g.black] {
            assert!(!seen[id.index()], "{id} paired twice in round {round}");
            seen[id.index()] = true;
        }
        let (w, b) = (&st[g.white.index()], &st[g.black.index()]);
        assert!(
            !w.has_met(g.black),
            "{} and {} meet again in round {round}",
            g.white,
            g.black
        );
        assert!(
            !(w.strength == Strength::Absolute
                && b.strength == Strength::Absolute
                && w.preference == b.preference),
            "{} and {} share an absolute colour preference in round {round}",
            g.white,
            g.black
        );
    }
    if let Some(bye) = p.bye {
        assert!(!seen[bye.index()], "{bye} has the bye and a game");
        for r in 0..round.index() {
            let e = before.entry(bye, RoundNo::from_index(r));
            assert!(
                !matches!(e, Entry::Bye(ByeKind::PairingAllocated)),
                "{bye} gets a second pairing-allocated bye in round {round}"
            );
            if let Entry::Game {
                result: Some(r), ..
            } = e
            {
                assert!(
                    !(r.outcome == Outcome::Win && r.decision == Decision::Forfeit),
                    "{bye} gets the pairing-allocated bye after a forfeit win"
                );
            }
        }
    }
}

#[test]
fn generated_rounds_keep_the_absolute_criteria() {
    let mut rounds = 0;
    let mut compared = 0;
    for seed in 1..=240u64 {
        let config = GeneratorConfig {
            initial_colour: if seed % 2 == 0 {
                Colour::White
            } else {
                Colour::Black
            },
            ..common::irregular_event(seed, 5 + (seed % 5) as u16)
        };
        // A small field may run out of legal pairings; such seeds are skipped.
        let Ok(mut t) = generate(&config, &Burstein::new()) else {
            continue;
        };
        while let Some((games, bye)) = split_last_round(&mut t) {
            let p = Burstein::new()
                .pair(&t)
                .expect("the generator paired this round");
            check_absolute(&t, &p);
            let report = Burstein::new().check(&t, &games, bye).unwrap();
            assert!(
                report.agrees(),
                "seed {seed}, round {}: {:?}",
                t.next_round(),
                report.differences
            );
            if seed % 3 == 0 {
                let direct = Burstein { direct: true }.pair(&t).unwrap();
                assert_eq!(
                    (direct.games, direct.bye),
                    (p.games.clone(), p.bye),
                    "seed {seed}, round {}: the faster method differs",
                    t.next_round()
                );
                compared += 1;
            }
            rounds += 1;
        }
    }
    println!("{rounds} rounds checked, {compared} compared with the method as stated");
    assert!(rounds > 1_000, "only {rounds} rounds generated");
}

/// Larger fields, where the faster method mostly finds each group's optimum without a
/// matching (a pairing carried over from the group above, its partners exchanged for
/// compatible colours): every round must equal the method as stated.
#[test]
fn larger_fields_agree_with_the_method_as_stated() {
    let mut rounds = 0;
    for seed in 1..=8u64 {
        let config = GeneratorConfig {
            players: 90 + 30 * seed as usize,
            ..common::irregular_event(seed, 7)
        };
        let mut t = generate(&config, &Burstein::new()).expect("a large field pairs");
        while split_last_round(&mut t).is_some() {
            let fast = Burstein::new().pair(&t).unwrap();
            let direct = Burstein { direct: true }.pair(&t).unwrap();
            assert_eq!(
                (direct.games, direct.bye),
                (fast.games, fast.bye),
                "seed {seed}, round {}: the faster method differs",
                t.next_round()
            );
            rounds += 1;
        }
    }
    assert_eq!(rounds, 8 * 7);
}
