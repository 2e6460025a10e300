//! Every Swiss system of the registry pairs a large event whenever its absolute criteria
//! allow a pairing (issue 45: four systems reported none for a round of 9,999 players
//! the Dutch paired legally). Events of 1,000 to 9,999 players are played for all but
//! their last one or two rounds by [`RoughPairing`], whose histories are hard to pair:
//! partners drawn among near neighbours in the standings (many rematches barred inside a
//! score group) and, in some events, colours drawn at random (many absolute colour
//! preferences, in two camps). Each system then pairs the next round: a pairing must be
//! legal, and "no pairing" must be true, which an exact maximum matching of the players
//! under the system's absolute criteria decides (see `common::pairing_exists`, itself
//! checked here against an exhaustive search on small fields).
//!
//! The Go systems and the Swiss Team system are not here: they never answer "no
//! pairing" (their pairings are one weighted matching of everyone, rematches and all).
//!
//! The largest events take a while in the unoptimised test build, so by default there
//! are several events of 1,000 players and one larger event of up to 5,000 players.
//! `ARBITER_LARGE_CASES=N` draws N events of each kind instead, the larger ones of up
//! to 9,999 players; `ARBITER_SYSTEM_ONLY=name` pairs with one system; a failure prints
//! `ARBITER_LARGE_CASE=...`, which replays its event (see
//! [`the_case_named_pairs_when_it_can`]).

use crate::common;
use crate::legality::{Rules, check_legal, pairing_exists};
use arbiter_core::{ByeKind, ByeRequest, PlayerId, SplitMix64, Tournament};
use arbiter_pairing::registry::{self, Game, Options};
use arbiter_pairing::{GeneratorConfig, PairingError, PairingSystem, RoughPairing, generate};

/// A Swiss system of the registry, with the colour rules it holds absolute.
struct System {
    name: &'static str,
    engine: Box<dyn PairingSystem + Send + Sync>,
    rules: Rules,
    /// Two-game matches (Double-Swiss): the event's history is played in matches.
    matches: bool,
}

/// The individual Swiss systems of the registry (those that take an acceleration).
fn swiss_systems() -> Vec<System> {
    let only = std::env::var("ARBITER_SYSTEM_ONLY").ok();
    registry::of_game(Game::Chess)
        .filter(|s| s.options == Options::Acceleration)
        .filter(|s| only.as_deref().is_none_or(|o| o == s.name))
        .map(|s| {
            let rules = match s.name {
                "dutch" => Rules::Dutch,
                "lim" | "lim-maxi" => Rules::Lim,
                "uscf" | "double-swiss" => Rules::NoColour,
                "burstein" | "dubov" | "dubov-danubian" | "vega" | "swiss-ranked" | "amalfi"
                | "amalfi-colour" => Rules::Swiss,
                other => panic!("{other}: which colour rules are absolute? say so here"),
            };
            let engine = registry::find(s.name).unwrap().engine();
            let matches = engine.games_per_match() == 2;
            System {
                name: s.name,
                engine,
                rules,
                matches,
            }
        })
        .collect()
}

/// One generated event, paused before a late round.
#[derive(Debug)]
struct Case {
    seed: u64,
    players: usize,
    /// Rounds played (even, so that the next round opens a Double-Swiss match).
    played: u16,
    /// Rounds planned: the next round is the last or the one before (for Double-Swiss,
    /// whose events plan an even number of rounds, the next match is the last).
    planned: u16,
    window: usize,
    random_colours: u32,
}

impl Case {
    /// A case drawn from `rng` with `players` players.
    fn draw(rng: &mut SplitMix64, players: usize) -> Self {
        let played = 6 + 2 * rng.below(3) as u16;
        Case {
            seed: rng.next_u64(),
            players,
            played,
            planned: played + 1 + rng.below(2) as u16,
            window: 1 + rng.below(12) as usize,
            random_colours: [0, 50, 100][rng.below(3) as usize],
        }
    }

    /// The case `SEED,PLAYERS,PLAYED,PLANNED,WINDOW,COLOURS` names (as [`Case::name`]).
    fn parse(text: &str) -> Self {
        let n: Vec<u64> = text.split(',').map(|s| s.trim().parse().unwrap()).collect();
        assert_eq!(
            n.len(),
            6,
            "ARBITER_LARGE_CASE=SEED,PLAYERS,PLAYED,PLANNED,WINDOW,COLOURS"
        );
        Case {
            seed: n[0],
            players: n[1] as usize,
            played: n[2] as u16,
            planned: n[3] as u16,
            window: n[4] as usize,
            random_colours: n[5] as u32,
        }
    }

    fn name(&self) -> String {
        format!(
            "ARBITER_LARGE_CASE={},{},{},{},{},{}",
            self.seed, self.players, self.played, self.planned, self.window, self.random_colours
        )
    }

    /// The event before the round to pair, with a few players absent from it; with
    /// `matches`, its history is played in two-game matches.
    fn event(&self, matches: bool) -> Tournament {
        let config = GeneratorConfig {
            players: self.players,
            rounds: self.played,
            seed: self.seed,
            ..GeneratorConfig::default()
        };
        let rough = RoughPairing {
            window: self.window,
            random_colours: self.random_colours,
            seed: self.seed,
            matches,
        };
        let mut t = generate(&config, &rough).expect("a rough history");
        t.planned_rounds = Some(if matches {
            self.planned.next_multiple_of(2)
        } else {
            self.planned
        });
        let next = t.next_round();
        let mut rng = SplitMix64::new(self.seed ^ 0x5EED);
        for id in t.player_ids().collect::<Vec<PlayerId>>() {
            if !t.is_withdrawn(id, next) && rng.chance(10) {
                t.requests.push(ByeRequest {
                    player: id,
                    round: next,
                    kind: Some(ByeKind::Half),
                });
            }
        }
        t
    }
}

/// Pairs `case` with every Swiss system and checks the answers.
fn check_case(case: &Case) {
    println!("{case:?}");
    // The events (without and with matches) and whether a legal pairing exists under
    // each set of rules, each found once.
    let mut events: [Option<Tournament>; 2] = [None, None];
    let mut exists: Vec<(Rules, bool, bool)> = Vec::new();
    for system in swiss_systems() {
        let what = format!("{} on {}", system.name, case.name());
        let t =
            events[usize::from(system.matches)].get_or_insert_with(|| case.event(system.matches));
        let start = std::time::Instant::now();
        let result = system.engine.pair(t);
        println!("{}: {:.2} s", system.name, start.elapsed().as_secs_f64());
        match result {
            Ok(p) => check_legal(t, &p, system.rules, &what),
            Err(PairingError::NoValidPairing(reason)) => {
                let known = exists
                    .iter()
                    .find(|&&(r, m, _)| r == system.rules && m == system.matches)
                    .map(|&(_, _, e)| e);
                let e = known.unwrap_or_else(|| pairing_exists(t, system.rules));
                exists.push((system.rules, system.matches, e));
                println!("{}: no pairing, confirmed", system.name);
                assert!(
                    !e,
                    "{what}: the engine finds no pairing ({reason}) but one exists"
                );
            }
            Err(e) => panic!("{what}: {e}"),
        }
    }
}

/// How many events of each kind to draw: `ARBITER_LARGE_CASES`, else `default`.
fn cases(default: usize) -> usize {
    std::env::var("ARBITER_LARGE_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

/// The case `ARBITER_LARGE_CASE` names (as a failure prints it), to replay one:
/// `ARBITER_LARGE_CASE=... cargo test -p arbiter-pairing --test it -- --ignored
/// large::the_case_named`.
#[test]
#[ignore = "replays the case ARBITER_LARGE_CASE names"]
fn the_case_named_pairs_when_it_can() {
    let text = std::env::var("ARBITER_LARGE_CASE").expect("ARBITER_LARGE_CASE=SEED,PLAYERS,...");
    check_case(&Case::parse(&text));
}

/// Events of 1,000 players.
#[test]
fn every_swiss_system_pairs_a_thousand_players_when_it_can() {
    let mut rng = SplitMix64::new(45);
    for _ in 0..cases(3) {
        let case = Case::draw(&mut rng, 1000);
        check_case(&case);
    }
}

/// Events of 2,000 to 5,000 players, or up to 9,999 with `ARBITER_LARGE_CASES`.
#[test]
fn every_swiss_system_pairs_up_to_9999_players_when_it_can() {
    let most = if std::env::var("ARBITER_LARGE_CASES").is_ok() {
        9999
    } else {
        5000
    };
    let mut rng = SplitMix64::new(4545);
    for _ in 0..cases(1) {
        let players = 2000 + rng.below(most - 1999) as usize;
        let case = Case::draw(&mut rng, players);
        check_case(&case);
    }
}

/// The case of the issue: round 5 of the 9,999-player file, which the Dutch pairs legally
/// under the same absolute criteria, and which Vega, Swiss ranked and both Amalfi systems
/// once answered with "no pairing" (their proof of the rest was greedy). Every Swiss
/// system must pair it legally; a "no pairing" here fails outright, since one exists.
#[test]
fn every_swiss_system_pairs_the_9999_player_file() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/corpus/perf/syn_n9999_r5of9.trf");
    let bytes = std::fs::read(&path).unwrap();
    let t = arbiter_trf::read(&bytes).unwrap();
    for system in swiss_systems() {
        let what = format!("{} on syn_n9999_r5of9.trf", system.name);
        let start = std::time::Instant::now();
        match system.engine.pair(&t) {
            Ok(p) => check_legal(&t, &p, system.rules, &what),
            Err(e) => panic!("{what}: {e}"),
        }
        println!("{}: {:.2} s", system.name, start.elapsed().as_secs_f64());
    }
}

/// The oracle itself: on small random fields (some pairs barred, some players barred
/// from the bye), `common::pairing_exists` says what an exhaustive search says.
#[test]
fn the_oracle_agrees_with_an_exhaustive_search() {
    /// True when `left` (a bit set of players) can be paired completely, but for one
    /// player of `bye_ok` when their number is odd.
    fn search(left: u32, barred: &[u32; 12], bye_ok: u32) -> bool {
        if left == 0 {
            return true;
        }
        let a = left.trailing_zeros() as usize;
        let rest = left & !(1 << a);
        if left.count_ones() % 2 == 1 && bye_ok & (1 << a) != 0 && search(rest, barred, 0) {
            return true;
        }
        (a + 1..12)
            .filter(|&b| rest & !barred[a] & (1 << b) != 0)
            .any(|b| search(rest & !(1 << b), barred, bye_ok))
    }
    let mut rng = SplitMix64::new(4);
    let (mut yes, mut no) = (0, 0);
    for _ in 0..3000 {
        let n = 1 + rng.below(12) as usize;
        let density = 20 + rng.below(70);
        // The players each player may not meet, as bit sets.
        let mut barred = [0u32; 12];
        for a in 0..n {
            for b in a + 1..n {
                if rng.below(100) < density {
                    barred[a] |= 1 << b;
                    barred[b] |= 1 << a;
                }
            }
        }
        let bye_ok = (0..n).fold(0u32, |m, p| m | u32::from(rng.below(3) > 0) << p);
        let players: Vec<PlayerId> = (0..n).map(PlayerId::from_index).collect();
        let got = common::pairing_exists(
            &players,
            &|a, b| barred[a.index()] & (1 << b.index()) == 0,
            &|p| bye_ok & (1 << p.index()) != 0,
        );
        let want = search((1u32 << n) - 1, &barred, bye_ok);
        assert_eq!(
            got, want,
            "{n} players, barred {barred:?}, bye to {bye_ok:b}"
        );
        if want {
            yes += 1;
        } else {
            no += 1;
        }
    }
    assert!(
        yes > 500 && no > 500,
        "{yes} pairable, {no} not: draw other fields"
    );
}
