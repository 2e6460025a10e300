//! Every Swiss system of the registry pairs a large event whenever its absolute criteria
//! allow a pairing (issue 45: four systems reported none for a round of 9,999 players
//! the Dutch paired legally). Events of 1,000 to 9,999 players are played for all but
//! their last one or two rounds by [`RoughPairing`], whose histories are hard to pair:
//! partners drawn among near neighbours in the standings (many rematches barred inside a
//! score group) and, in some events, colours drawn at random (many absolute colour
//! preferences, in two camps). Each system then pairs the next round: a pairing must be
//! legal, and "no pairing" must be true, which an exact maximum matching of the players
//! under the system's absolute criteria decides (see `common::pairing_exists`).
//!
//! The largest events take a while in the unoptimised test build, so there are few of
//! them: `ARBITER_LARGE_CASES=N` runs N events at each end instead of the default.

use crate::legality::{Rules, check_legal, pairing_exists};
use arbiter_core::{ByeKind, ByeRequest, PlayerId, SplitMix64, Tournament};
use arbiter_pairing::registry::{self, Game, Options};
use arbiter_pairing::{GeneratorConfig, PairingError, PairingSystem, RoughPairing, generate};

/// The Swiss systems of the registry (those that take an acceleration) with the colour
/// rules each holds absolute.
fn swiss_systems() -> Vec<(&'static str, Box<dyn PairingSystem + Send + Sync>, Rules)> {
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
            (s.name, engine, rules)
        })
        .collect()
}

/// Systems whose engine does not yet pair the largest events within a test's time, with
/// the most players they are given here: the US Chess engine is being rewritten for
/// 9,999 players (issue 45), and until then each of its large cases takes minutes.
const SLOW: &[(&str, usize)] = &[("uscf", 2000)];

/// One generated event, paused before a late round.
#[derive(Debug)]
struct Case {
    seed: u64,
    players: usize,
    /// Rounds played (even, so that the next round opens a Double-Swiss match).
    played: u16,
    /// Rounds planned: the next round is the last or the one before.
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

    /// The event before the round to pair, with a few players absent from it.
    fn event(&self) -> Tournament {
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
        };
        let mut t = generate(&config, &rough).expect("a rough history");
        t.planned_rounds = Some(self.planned);
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
    let t = case.event();
    let mut exists: Vec<(Rules, bool)> = Vec::new();
    for (name, engine, rules) in swiss_systems() {
        let what = format!(
            "{name} on ARBITER_LARGE_CASE={},{},{},{},{},{}",
            case.seed, case.players, case.played, case.planned, case.window, case.random_colours
        );
        if let Some(&(_, most)) = SLOW.iter().find(|(s, _)| *s == name)
            && case.players > most
        {
            println!("{name}: left out above {most} players");
            continue;
        }
        let start = std::time::Instant::now();
        let result = engine.pair(&t);
        println!("{name}: {:.2} s", start.elapsed().as_secs_f64());
        match result {
            Ok(p) => check_legal(&t, &p, rules, &what),
            Err(PairingError::NoValidPairing(reason)) => {
                let known = exists
                    .iter()
                    .find(|(r, _)| std::mem::discriminant(r) == std::mem::discriminant(&rules))
                    .map(|&(_, e)| e);
                let e = known.unwrap_or_else(|| pairing_exists(&t, rules));
                exists.push((rules, e));
                assert!(
                    !e,
                    "{what}: the engine finds no pairing ({reason}) but one exists"
                );
            }
            Err(e) => panic!("{what}: {e}"),
        }
    }
}

fn cases_per_end(default: usize) -> usize {
    std::env::var("ARBITER_LARGE_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

/// The case `ARBITER_LARGE_CASE=SEED,PLAYERS,PLAYED,PLANNED,WINDOW,COLOURS` names (as a
/// failure prints it), to replay one.
#[test]
fn the_case_named_pairs_when_it_can() {
    let Ok(text) = std::env::var("ARBITER_LARGE_CASE") else {
        return;
    };
    let n: Vec<u64> = text.split(',').map(|s| s.trim().parse().unwrap()).collect();
    check_case(&Case {
        seed: n[0],
        players: n[1] as usize,
        played: n[2] as u16,
        planned: n[3] as u16,
        window: n[4] as usize,
        random_colours: n[5] as u32,
    });
}

/// Events of 1,000 players.
#[test]
fn every_swiss_system_pairs_a_thousand_players_when_it_can() {
    let mut rng = SplitMix64::new(45);
    for _ in 0..cases_per_end(4) {
        let case = Case::draw(&mut rng, 1000);
        check_case(&case);
    }
}

/// Events of 2,000 to 9,999 players.
#[test]
fn every_swiss_system_pairs_up_to_9999_players_when_it_can() {
    let mut rng = SplitMix64::new(4545);
    for _ in 0..cases_per_end(1) {
        let players = 2000 + rng.below(8000) as usize;
        let case = Case::draw(&mut rng, players);
        check_case(&case);
    }
}
