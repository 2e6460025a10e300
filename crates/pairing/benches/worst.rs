//! Worst-case search: for every Swiss system of the registry, random events are paired,
//! each in a process of its own, and the slowest case and the one with the largest peak
//! memory are reported per system. `cargo bench -p arbiter-pairing --bench worst`.
//!
//! An event is drawn from a seed: 100 to 9,999 players (half of the draws above 5,000),
//! 5 to 13 rounds planned, the round to pair anywhere from the first to the last (for
//! Double-Swiss, one that opens a match), and a history played by [`RoughPairing`]
//! (partners drawn among the next 1 to 16 players in the standings, colours drawn in 0,
//! 25, 50 or every game, the generator's forfeits, half-point byes and withdrawals). A
//! case prints as the arguments that replay it: `--case SYSTEM SEED PLAYERS PLAYED
//! PLANNED WINDOW COLOURS`.
//!
//! `ARBITER_WORST_SEED` (default 45) chooses the draws, `ARBITER_WORST_CASES` (default 16)
//! how many events each system gets at most, `ARBITER_WORST_BUDGET` (seconds, default
//! 150) how long each system may take in all, `ARBITER_BENCH_LIMIT` (seconds, default 60)
//! stops one case, and `ARBITER_BENCH_ONLY=name` searches one system. The cases found
//! become cases of the `pairing` benchmark.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_core::{SplitMix64, Tournament};
use arbiter_pairing::registry::{self, Game, Options};
use arbiter_pairing::{GeneratorConfig, PairingError, RoughPairing, generate};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// One event, as the arguments that replay it.
#[derive(Clone, Debug)]
struct Case {
    system: &'static str,
    seed: u64,
    players: usize,
    played: u16,
    planned: u16,
    window: usize,
    colours: u32,
}

impl Case {
    fn draw(rng: &mut SplitMix64, system: &'static str, games_per_match: u16) -> Self {
        let players = if rng.below(2) == 0 {
            100 + rng.below(4900) as usize
        } else {
            5000 + rng.below(5000) as usize
        };
        let planned = 5 + rng.below(9) as u16;
        let mut played = rng.below(u64::from(planned)) as u16;
        played -= played % games_per_match.max(1);
        Case {
            system,
            seed: rng.next_u64() % 1_000_000,
            players: players.min(9999),
            played,
            planned,
            window: 1 + rng.below(16) as usize,
            colours: [0, 25, 50, 100][rng.below(4) as usize],
        }
    }

    fn args(&self) -> Vec<String> {
        vec![
            self.system.to_string(),
            self.seed.to_string(),
            self.players.to_string(),
            self.played.to_string(),
            self.planned.to_string(),
            self.window.to_string(),
            self.colours.to_string(),
        ]
    }

    fn parse(args: &[String]) -> Self {
        let system = registry::find(&args[0]).expect("a system").system.name;
        let n = |i: usize| args[i].parse::<u64>().expect("a number");
        Case {
            system,
            seed: n(1),
            players: n(2) as usize,
            played: n(3) as u16,
            planned: n(4) as u16,
            window: n(5) as usize,
            colours: n(6) as u32,
        }
    }

    fn describe(&self) -> String {
        format!(
            "{} players, round {} of {}, seed {}, window {}, colours {} % drawn",
            self.players,
            self.played + 1,
            self.planned,
            self.seed,
            self.window,
            self.colours
        )
    }

    fn event(&self) -> Tournament {
        let config = GeneratorConfig {
            players: self.players,
            rounds: self.played,
            seed: self.seed,
            ..GeneratorConfig::default()
        };
        let rough = RoughPairing {
            window: self.window,
            random_colours: self.colours,
            seed: self.seed,
        };
        let mut t = generate(&config, &rough).expect("a rough history");
        t.planned_rounds = Some(self.planned);
        t
    }
}

/// What a case measured.
enum Outcome {
    Paired {
        seconds: f64,
        kb: u64,
        boards: usize,
    },
    NoPairing {
        seconds: f64,
        kb: u64,
    },
    TooLong,
    Failed(String),
}

/// Peak resident memory of this process, in kB.
fn peak_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            let line = s.lines().find(|l| l.starts_with("VmHWM:"))?.to_string();
            line.split_whitespace().nth(1)?.parse().ok()
        })
        .unwrap_or(0)
}

/// Child mode: pairs one case and prints `seconds kB boards` (boards `-` for no pairing).
fn run_case(case: &Case) {
    let t = case.event();
    let engine = registry::find(case.system).expect("a system").engine();
    let start = Instant::now();
    let result = engine.pair(&t);
    let seconds = start.elapsed().as_secs_f64();
    match result {
        Ok(p) => println!("{seconds:.3} {} {}", peak_kb(), p.games.len()),
        Err(PairingError::NoValidPairing(_)) => println!("{seconds:.3} {} -", peak_kb()),
        Err(e) => panic!("{e}"),
    }
}

fn measure(exe: &std::path::Path, case: &Case, limit: u64) -> Outcome {
    let mut child = Command::new(exe)
        .arg("--case")
        .args(case.args())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("a child process");
    let start = Instant::now();
    loop {
        if child.try_wait().expect("the child's status").is_some() {
            break;
        }
        if start.elapsed() > Duration::from_secs(limit) {
            let _ = child.kill();
            let _ = child.wait();
            return Outcome::TooLong;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let output = child.wait_with_output().expect("the child's output");
    let text = String::from_utf8_lossy(&output.stdout);
    let f: Vec<&str> = text.split_whitespace().collect();
    if f.len() < 3 {
        let err = String::from_utf8_lossy(&output.stderr);
        return Outcome::Failed(err.lines().last().unwrap_or("no output").to_string());
    }
    let seconds = f[0].parse().unwrap_or(0.0);
    let kb = f[1].parse().unwrap_or(0);
    match f[2].parse() {
        Ok(boards) => Outcome::Paired {
            seconds,
            kb,
            boards,
        },
        Err(_) => Outcome::NoPairing { seconds, kb },
    }
}

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "--case") {
        run_case(&Case::parse(&args[i + 1..]));
        return;
    }
    let only = std::env::var("ARBITER_BENCH_ONLY").ok();
    let cases = env("ARBITER_WORST_CASES", 16);
    let budget = env("ARBITER_WORST_BUDGET", 150);
    let limit = env("ARBITER_BENCH_LIMIT", 60);
    let seed = env("ARBITER_WORST_SEED", 45);
    let exe = std::env::current_exe().expect("the bench binary");
    let mut summary = Vec::new();
    for system in registry::of_game(Game::Chess).filter(|s| s.options == Options::Acceleration) {
        if only.as_deref().is_some_and(|o| o != system.name) {
            continue;
        }
        let per_match = registry::find(system.name)
            .expect("a system")
            .engine()
            .games_per_match();
        // The same draws for every system but the seed's own stream per name, so that
        // adding a system changes no other's cases.
        let name_seed = system.name.bytes().fold(seed, |h, b| {
            h.wrapping_mul(0x100_0000_01B3).wrapping_add(u64::from(b))
        });
        let mut rng = SplitMix64::new(name_seed);
        let started = Instant::now();
        let mut slowest: Option<(f64, u64, Case)> = None;
        let mut largest: Option<(f64, u64, Case)> = None;
        let mut tried = 0;
        while tried < cases && started.elapsed() < Duration::from_secs(budget) {
            tried += 1;
            let case = Case::draw(&mut rng, system.name, per_match);
            let (seconds, kb, what) = match measure(&exe, &case, limit) {
                Outcome::Paired {
                    seconds,
                    kb,
                    boards,
                } => (seconds, kb, format!("{boards} boards")),
                Outcome::NoPairing { seconds, kb } => (seconds, kb, "no pairing".to_string()),
                Outcome::TooLong => (limit as f64, 0, format!("stopped after {limit} s")),
                Outcome::Failed(e) => {
                    println!("{:<15} {}: failed: {e}", system.name, case.describe());
                    continue;
                }
            };
            println!(
                "{:<15} {:>8.3} s {:>6} MB  {} ({what}) [--case {}]",
                system.name,
                seconds,
                kb / 1024,
                case.describe(),
                case.args().join(" ")
            );
            if slowest.as_ref().is_none_or(|s| seconds > s.0) {
                slowest = Some((seconds, kb, case.clone()));
            }
            if kb > 0 && largest.as_ref().is_none_or(|l| kb > l.1) {
                largest = Some((seconds, kb, case));
            }
        }
        summary.push((system.name, tried, slowest, largest));
    }
    println!();
    println!("system, cases tried: slowest case; largest peak memory");
    for (name, tried, slowest, largest) in summary {
        let show = |c: &Option<(f64, u64, Case)>| {
            c.as_ref().map_or("-".to_string(), |(s, kb, case)| {
                format!(
                    "{s:.3} s, {} MB: {} [--case {}]",
                    kb / 1024,
                    case.describe(),
                    case.args().join(" ")
                )
            })
        };
        println!("{name}, {tried}: {}; {}", show(&slowest), show(&largest));
    }
}
