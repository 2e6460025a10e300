//! The systems that have no reference pairings to agree with (Dubov and its Danubian
//! variant, Lim with and without its Maxi-tournament rules) must still pair legally: every input of the shared corpus (each round of
//! every Dutch and Burstein tournament, and the final-round "extend" cases) and every
//! round of generated events is paired and checked against the absolute criteria: each
//! player to be paired once, nobody else; no rematch; no two players with the same
//! absolute colour preference (Lim, C.04.4.3 2.1: no colour three rounds running and
//! never three more of one colour, except between equal scores in the last round,
//! Article 6); no prohibited pair; the pairing-allocated bye only for a
//! player who has not scored without playing. When the engine says no pairing exists, an
//! exact matching confirms it.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::common;

use arbiter_core::{RoundNo, Tournament};
use arbiter_pairing::state::{PlayerState, Strength, participants, player_states};
use arbiter_pairing::{
    Amalfi, Burstein, Dubov, Lim, Pairing, PairingError, PairingSystem, SwissRanked, Uscf,
    VegaSwiss, generate_partial, split_last_round,
};
use std::path::{Path, PathBuf};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/pairing")
}

/// The colour rules a system holds absolute.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Rules {
    /// C.04.1 f, g as absolute preferences (C.04.3 1.7.1).
    Swiss,
    /// C.04.4.3 2.1 and Article 6.
    Lim,
    /// No colour rule is absolute (US Chess 27A: colours come after scores).
    NoColour,
    /// C.04.3 \[C3\]: as [`Rules::Swiss`], but a topscorer of the final round may meet a
    /// player with his own absolute preference.
    Dutch,
}

/// C.04.4.3 2.1: may `p` receive `white` (or black) without the same colour three rounds
/// running or three more of that colour than of the other? (A history that already
/// breaks the limit, which no Lim event has but a generated one may, leaves the colour
/// that brings it back allowed.)
fn lim_may(p: &PlayerState, white: bool) -> bool {
    let n = p.colours.len();
    let same = |k: usize| (p.colours[n - k] == arbiter_core::Colour::White) == white;
    let twice = n >= 2 && same(1) && same(2);
    let more = if white { p.colour_diff } else { -p.colour_diff } + 1;
    !twice && more <= 2
}

pub(crate) fn may_meet(
    t: &Tournament,
    round: RoundNo,
    rules: Rules,
    a: &PlayerState,
    b: &PlayerState,
) -> bool {
    let colours_ok = match rules {
        Rules::Swiss => {
            !(a.strength == Strength::Absolute
                && b.strength == Strength::Absolute
                && a.preference == b.preference)
        }
        Rules::Dutch => {
            a.topscorer
                || b.topscorer
                || !(a.strength == Strength::Absolute
                    && b.strength == Strength::Absolute
                    && a.preference == b.preference)
        }
        Rules::NoColour => true,
        Rules::Lim => {
            let last = t.planned_rounds.is_some_and(|p| round.get() >= p);
            (last && a.score == b.score)
                || (lim_may(a, true) && lim_may(b, false))
                || (lim_may(a, false) && lim_may(b, true))
        }
    };
    colours_ok && !(a.has_met(b.id) || t.is_prohibited(a.id, b.id, round))
}

/// Checks `p`, a pairing of the round after those recorded in `before`.
pub(crate) fn check_legal(before: &Tournament, p: &Pairing, rules: Rules, what: &str) {
    let round = before.next_round();
    let st = player_states(before, round);
    let mut seen = vec![false; before.player_count()];
    for g in &p.games {
        for id in [g.white, g.black] {
            assert!(!seen[id.index()], "{what}: {id} paired twice");
            seen[id.index()] = true;
        }
        let (w, b) = (&st[g.white.index()], &st[g.black.index()]);
        assert!(
            may_meet(before, round, rules, w, b),
            "{what}: {} - {} is not a legal game",
            g.white,
            g.black
        );
    }
    if let Some(bye) = p.bye {
        assert!(!seen[bye.index()], "{what}: {bye} has the bye and a game");
        seen[bye.index()] = true;
        assert!(
            st[bye.index()].bye_eligible,
            "{what}: {bye} gets the bye after scoring without playing"
        );
    }
    common::assert_everyone_paired(before, round, &seen, what);
}

/// True when the players of `round` admit a legal pairing (by exact matching, trying
/// every possible bye when their number is odd).
pub(crate) fn pairing_exists(t: &Tournament, rules: Rules) -> bool {
    let round = t.next_round();
    let st = player_states(t, round);
    common::pairing_exists(
        &participants(t, round),
        &|a, b| may_meet(t, round, rules, &st[a.index()], &st[b.index()]),
        &|b| st[b.index()].bye_eligible,
    )
}

fn check_system(engine: &dyn PairingSystem, rules: Rules, t: &Tournament, what: &str) -> bool {
    match engine.pair(t) {
        Ok(p) => {
            check_legal(t, &p, rules, what);
            let games: Vec<_> = p.games.clone();
            let report = engine.check(t, &games, p.bye).unwrap();
            assert!(report.agrees(), "{what}: the engine disagrees with itself");
            true
        }
        Err(PairingError::NoValidPairing(reason)) => {
            assert!(
                !pairing_exists(t, rules),
                "{what}: the engine finds no pairing ({reason}) but one exists"
            );
            false
        }
        Err(e) => panic!("{what}: {e}"),
    }
}

/// An engine with accelerated pairings, by the name users type (`dubov+baku`).
fn accelerated(name: &str) -> Box<dyn PairingSystem> {
    arbiter_pairing::system_by_name(name).unwrap()
}

fn systems() -> Vec<(&'static str, Box<dyn PairingSystem>, Rules)> {
    let only = std::env::var("ARBITER_SYSTEM_ONLY").ok();
    let all: Vec<(&'static str, Box<dyn PairingSystem>, Rules)> = vec![
        ("dubov", Box::new(Dubov::new()), Rules::Swiss),
        (
            "dubov-danubian",
            Box::new(Dubov { danubian: true }),
            Rules::Swiss,
        ),
        ("lim", Box::new(Lim::new()), Rules::Lim),
        ("lim-maxi", Box::new(Lim { maxi: true }), Rules::Lim),
        ("burstein", Box::new(Burstein::new()), Rules::Swiss),
        ("uscf", Box::new(Uscf::new()), Rules::NoColour),
        ("vega", Box::new(VegaSwiss::new()), Rules::Swiss),
        ("swiss-ranked", Box::new(SwissRanked::new()), Rules::Swiss),
        ("amalfi", Box::new(Amalfi::new()), Rules::Swiss),
        (
            "amalfi-colour",
            Box::new(Amalfi { colour: true }),
            Rules::Swiss,
        ),
        ("dubov+baku", accelerated("dubov+baku"), Rules::Swiss),
        ("lim+haley", accelerated("lim+haley"), Rules::Lim),
        (
            "dubov+progressive",
            accelerated("dubov+progressive"),
            Rules::Swiss,
        ),
        (
            "lim+groups",
            accelerated("lim+groups=2200:1,1900:0.5@3"),
            Rules::Lim,
        ),
    ];
    all.into_iter()
        .filter(|(name, _, _)| only.as_deref().is_none_or(|o| *name == o))
        .collect()
}

#[test]
fn every_corpus_input_is_paired_legally() {
    let manifest = std::fs::read_to_string(corpus().join("manifest.tsv")).unwrap();
    let only = std::env::var("ARBITER_CORPUS_ONLY").ok();
    let mut paired = 0;
    let mut none = 0;
    for line in manifest.lines().skip(1) {
        let cols: Vec<&str> = line.split('\t').collect();
        let input = cols[5];
        if only.as_deref().is_some_and(|o| !input.contains(o)) {
            continue;
        }
        let bytes = std::fs::read(corpus().join(input)).unwrap();
        let t = arbiter_trf::read(&bytes).unwrap();
        for (name, engine, rules) in systems() {
            if check_system(engine.as_ref(), rules, &t, &format!("{name} {input}")) {
                paired += 1;
            } else {
                none += 1;
            }
        }
    }
    println!("{paired} rounds paired legally, {none} confirmed to have no legal pairing");
    assert!(
        only.is_some() || paired > 1_100 * systems().len(),
        "only {paired} rounds paired"
    );
}

#[test]
fn generated_rounds_are_paired_legally() {
    for (name, engine, rules) in systems() {
        let mut rounds = 0;
        for seed in 1..=300u64 {
            let config = common::irregular_event(seed, 5 + (seed % 7) as u16);
            // A small field may run out of legal pairings; the engine must say so truly.
            let mut t = match generate_partial(&config, engine.as_ref()) {
                (t, None) => t,
                (mut t, Some(PairingError::NoValidPairing(reason))) => {
                    assert!(
                        !pairing_exists(&t, rules),
                        "{name} seed {seed}: round {} has a legal pairing, the engine says {reason}",
                        t.next_round()
                    );
                    let next = t.next_round();
                    t.requests.retain(|r| r.round < next);
                    t
                }
                (_, Some(e)) => panic!("{name} seed {seed}: {e}"),
            };
            while let Some((games, bye)) = split_last_round(&mut t) {
                let what = format!("{name} seed {seed} round {}", t.next_round());
                let p = engine.pair(&t).expect("the generator paired this round");
                check_legal(&t, &p, rules, &what);
                let report = engine.check(&t, &games, bye).unwrap();
                assert!(report.agrees(), "{what}: {:?}", report.differences);
                rounds += 1;
            }
        }
        println!("{name}: {rounds} generated rounds checked");
        assert!(rounds > 2_000, "{name}: only {rounds} rounds generated");
    }
}
