//! The Double-Swiss engine (C.04.5) has no reference pairings to agree with, so it must
//! pair legally: every input of the shared corpus (its rounds read as games, two per
//! match) and every round of generated Double-Swiss events. The absolute
//! criteria are checked here from the rounds themselves, apart from the engine: each
//! player paired once, nobody else; no two players who met in a match that was not
//! forfeited ([C1]; a match is forfeited when a player forfeits both games); no
//! prohibited pair; the pairing-allocated bye only for a player without an earlier one, a
//! full-point bye or a match won by forfeit ([C2]); game 2 of a match repeats game 1 with
//! the colours reversed. When the engine says no pairing exists, an exact matching
//! confirms it.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use arbiter_core::{ByeKind, Decision, Entry, Outcome, PlayerId, RoundNo, Tournament};
use arbiter_pairing::state::participants;
use arbiter_pairing::{
    DoubleSwiss, Pairing, PairingError, PairingSystem, generate_partial, split_last_round,
};
use std::path::{Path, PathBuf};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/pairing")
}

fn lost_by_forfeit(e: &Entry) -> bool {
    matches!(e, Entry::Game { result: Some(r), .. }
        if r.decision == Decision::Forfeit && r.outcome != Outcome::Win)
}

/// The games between `a` and `b` in match `m` (rounds 2m and 2m + 1), as entries of `a`
/// and of `b`.
fn games_between(t: &Tournament, a: PlayerId, b: PlayerId, m: usize) -> Vec<(Entry, Entry)> {
    (2 * m..2 * m + 2)
        .map(RoundNo::from_index)
        .filter(|&r| r.index() < t.rounds_paired())
        .map(|r| (t.entry(a, r), t.entry(b, r)))
        .filter(|(ea, _)| ea.opponent() == Some(b))
        .collect()
}

/// [C1]: `a` and `b` met in a match before `round` that no player forfeited whole.
fn met(t: &Tournament, a: PlayerId, b: PlayerId, round: RoundNo) -> bool {
    (0..round.index() / 2).any(|m| {
        let g = games_between(t, a, b, m);
        !g.is_empty()
            && !g.iter().all(|(ea, _)| lost_by_forfeit(ea))
            && !g.iter().all(|(_, eb)| lost_by_forfeit(eb))
    })
}

/// [C2]: may `p` receive the pairing-allocated bye in `round`?
fn bye_allowed(t: &Tournament, p: PlayerId, round: RoundNo) -> bool {
    let rounds = round.index().min(t.rounds_paired());
    let bye = (0..rounds).any(|r| {
        matches!(
            t.entry(p, RoundNo::from_index(r)),
            Entry::Bye(ByeKind::PairingAllocated | ByeKind::Full)
        )
    });
    let forfeit_win = (0..round.index() / 2).any(|m| {
        t.player_ids().any(|o| {
            let g = games_between(t, p, o, m);
            !g.is_empty()
                && g.iter().all(|(_, eo)| lost_by_forfeit(eo))
                && !g.iter().all(|(ep, _)| lost_by_forfeit(ep))
        })
    });
    !bye && !forfeit_win
}

fn may_meet(t: &Tournament, round: RoundNo, a: PlayerId, b: PlayerId) -> bool {
    !met(t, a, b, round) && !t.is_prohibited(a, b, round)
}

/// Checks `p`, the pairing of the round after those recorded in `before`.
fn check_legal(before: &Tournament, p: &Pairing, what: &str) {
    let round = before.next_round();
    if round.index() % 2 == 1 {
        // 4.4: game 2 repeats game 1 with the colours reversed.
        let prev = before
            .round(RoundNo::from_index(round.index() - 1))
            .unwrap();
        let mut want: Vec<(PlayerId, PlayerId)> =
            prev.games().iter().map(|g| (g.black, g.white)).collect();
        let mut got: Vec<(PlayerId, PlayerId)> =
            p.games.iter().map(|g| (g.white, g.black)).collect();
        want.sort_unstable();
        got.sort_unstable();
        assert_eq!(got, want, "{what}: game 2 is not game 1 reversed");
        assert_eq!(p.bye, None, "{what}: a pairing-allocated bye in game 2");
        return;
    }
    let mut seen = vec![false; before.player_count()];
    for g in &p.games {
        for id in [g.white, g.black] {
            assert!(!seen[id.index()], "{what}: {id} paired twice");
            seen[id.index()] = true;
        }
        assert!(
            may_meet(before, round, g.white, g.black),
            "{what}: {} - {} is not a legal match",
            g.white,
            g.black
        );
    }
    if let Some(bye) = p.bye {
        assert!(!seen[bye.index()], "{what}: {bye} has the bye and a game");
        seen[bye.index()] = true;
        assert!(
            bye_allowed(before, bye, round),
            "{what}: {bye} may not receive the bye ([C2])"
        );
    }
    common::assert_everyone_paired(before, round, &seen, what);
}

/// True when the players of the next round admit a legal pairing (exact matching, every
/// possible bye tried when their number is odd).
fn pairing_exists(t: &Tournament) -> bool {
    let round = t.next_round();
    common::pairing_exists(
        &participants(t, round),
        &|a, b| may_meet(t, round, a, b),
        &|b| bye_allowed(t, b, round),
    )
}

/// Pairs `t` and checks the pairing; false when the engine rightly finds none.
fn check_round(t: &Tournament, what: &str) -> bool {
    let engine = DoubleSwiss::new();
    match engine.pair(t) {
        Ok(p) => {
            check_legal(t, &p, what);
            let report = engine.check(t, &p.games, p.bye).unwrap();
            assert!(report.agrees(), "{what}: the engine disagrees with itself");
            true
        }
        Err(PairingError::NoValidPairing(reason)) => {
            assert!(
                !pairing_exists(t),
                "{what}: the engine finds no pairing ({reason}) but one exists"
            );
            false
        }
        Err(e) => panic!("{what}: {e}"),
    }
}

#[test]
fn every_corpus_input_is_paired_legally_as_matches() {
    let manifest = std::fs::read_to_string(corpus().join("manifest.tsv")).unwrap();
    let (mut paired, mut none) = (0, 0);
    for line in manifest.lines().skip(1) {
        let input = line.split('\t').nth(5).unwrap();
        let bytes = std::fs::read(corpus().join(input)).unwrap();
        let mut t = arbiter_trf::read(&bytes).unwrap();
        // Rounds are read as games: an input after an odd number of rounds asks for game
        // 2 of a match, the others open one; the event plans whole matches.
        t.planned_rounds = t.planned_rounds.map(|p| p + p % 2);
        if check_round(&t, &format!("double-swiss {input}")) {
            paired += 1;
        } else {
            none += 1;
        }
    }
    println!("{paired} rounds paired legally, {none} confirmed to have no legal pairing");
    assert!(paired > 1_100, "only {paired} rounds paired");
}

#[test]
fn generated_events_are_paired_legally() {
    let mut rounds = 0;
    for seed in 1..=300u64 {
        let config = common::irregular_event(seed, 4 + 2 * (seed % 4) as u16);
        let engine = DoubleSwiss::new();
        let mut t = match generate_partial(&config, &engine) {
            (t, None) => t,
            (mut t, Some(PairingError::NoValidPairing(reason))) => {
                assert!(
                    !pairing_exists(&t),
                    "seed {seed}: round {} has a legal pairing, the engine says {reason}",
                    t.next_round()
                );
                let next = t.next_round();
                t.requests.retain(|r| r.round < next);
                t
            }
            (_, Some(e)) => panic!("seed {seed}: {e}"),
        };
        while let Some((games, bye)) = split_last_round(&mut t) {
            let what = format!("seed {seed} round {}", t.next_round());
            let p = engine.pair(&t).expect("the generator paired this round");
            check_legal(&t, &p, &what);
            let report = engine.check(&t, &games, bye).unwrap();
            assert!(report.agrees(), "{what}: {:?}", report.differences);
            rounds += 1;
        }
    }
    println!("{rounds} generated rounds checked");
    assert!(rounds > 1_500, "only {rounds} rounds generated");
}
