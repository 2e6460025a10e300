//! The worst cases of every individual Swiss system, and the search that finds them.
//!
//! `cargo bench -p arbiter-pairing --bench worst` pairs the recorded worst cases (the
//! slowest and the most memory-hungry case found per system, [`RECORDED`]), each in a
//! process of its own, and prints the time and peak memory of each beside the figures
//! recorded when it was found, with their ratio. `... --bench worst -- --search` searches
//! for new ones: random events for every system, the slowest (by processor time) and the
//! largest (by peak memory, among the cases whose pairing set the peak) kept per system; `-- --case SYSTEM SEED PLAYERS PLAYED
//! PLANNED WINDOW COLOURS OWN` pairs one case, as the search prints them.
//!
//! An event is drawn from a seed: 100 to 9,999 players (half of the draws above 5,000),
//! 5 to 13 rounds planned, the round to pair anywhere from the first to the last (for
//! Double-Swiss, one that opens a match), a history played by [`RoughPairing`] (partners
//! drawn among the next 1 to 16 players in the standings, colours drawn in 0, 25, 50 or
//! every game; two-game matches for Double-Swiss) or, in one draw in four when at most
//! four rounds are played, by the system itself (large brackets), with the generator's
//! forfeits, half-point byes and withdrawals, and a few half-point byes asked for the
//! round paired.
//!
//! Time is the processor time of the pairing alone (the history is generated first, in
//! the same process), so that other jobs on the machine change it little; the wall time
//! is printed beside it. Peak is the peak resident memory of the process, the history's
//! generation included (printed apart as `history`).
//!
//! Settings: `ARBITER_WORST_SEED` (default 45) chooses the draws, `ARBITER_WORST_BUDGET`
//! (seconds of wall time per system, default 150) and `ARBITER_WORST_CASES` (default 40)
//! bound each system's search, `ARBITER_BENCH_LIMIT` (seconds of processor time, default
//! 120) stops one case, and `ARBITER_BENCH_ONLY=name` keeps one system.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_core::{ByeKind, ByeRequest, PlayerId, SplitMix64, Tournament};
use arbiter_pairing::registry::{self, Game, Options};
use arbiter_pairing::{GeneratorConfig, PairingError, PairingSystem, RoughPairing, generate};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A recorded worst case: what it is, its arguments (as `--case` takes them), and the
/// processor time (s) and peak memory (MB) it took when found.
struct Recorded {
    what: &'static str,
    args: &'static str,
    seconds: f64,
    mb: u64,
}

/// The worst cases the search found (`-- --search` with seeds 45 and 46 for every system,
/// and 47 for the Dutch and Burstein engines; see the README's "Worst cases"), per system
/// the slowest, then the largest when it is another case. Some US Chess rounds did not
/// finish within the search's limit; its entries are the slowest that did when timed
/// alone, one that was stopped (timed alone later), and the slowest a search with seed 46
/// found once the blossom method finished from the double cover's odd cycles.
const RECORDED: &[Recorded] = &[
    Recorded {
        what: "Dutch, slowest: 7,403 players, round 11 of 13",
        args: "dutch 101494 7403 10 13 16 100 0",
        seconds: 27.411,
        mb: 776,
    },
    Recorded {
        what: "Dutch, largest: 9,085 players, round 12 of 13",
        args: "dutch 584390 9085 11 13 8 0 0",
        seconds: 7.208,
        mb: 1130,
    },
    Recorded {
        what: "Burstein, slowest: 5,233 players, round 7 of 11",
        args: "burstein 441441 5233 6 11 5 100 0",
        seconds: 18.537,
        mb: 206,
    },
    Recorded {
        what: "Burstein, largest: 9,522 players, round 7 of 9",
        args: "burstein 383559 9522 6 9 9 100 0",
        seconds: 16.199,
        mb: 850,
    },
    Recorded {
        what: "Dubov, slowest: 9,101 players, round 1 of 9",
        args: "dubov 658286 9101 0 9 14 25 0",
        seconds: 0.712,
        mb: 22,
    },
    Recorded {
        what: "Dubov, largest: 8,878 players, round 13 of 13",
        args: "dubov 718495 8878 12 13 1 100 0",
        seconds: 0.316,
        mb: 28,
    },
    Recorded {
        what: "Dubov Danubian, slowest: 8,468 players, round 1 of 7",
        args: "dubov-danubian 296442 8468 0 7 16 50 1",
        seconds: 0.559,
        mb: 21,
    },
    Recorded {
        what: "Dubov Danubian, largest: 9,856 players, round 10 of 11",
        args: "dubov-danubian 84112 9856 9 11 3 100 0",
        seconds: 0.333,
        mb: 30,
    },
    Recorded {
        what: "Lim, slowest: 9,972 players, round 1 of 11",
        args: "lim 577556 9972 0 11 8 50 0",
        seconds: 0.679,
        mb: 17,
    },
    Recorded {
        what: "Lim, largest: 9,417 players, round 6 of 8",
        args: "lim 524107 9417 5 8 11 100 0",
        seconds: 0.668,
        mb: 27,
    },
    Recorded {
        what: "Lim Maxi, slowest: 7,820 players, round 1 of 5",
        args: "lim-maxi 270177 7820 0 5 16 25 1",
        seconds: 0.45,
        mb: 14,
    },
    Recorded {
        what: "Lim Maxi, largest: 9,800 players, round 10 of 10",
        args: "lim-maxi 451524 9800 9 10 2 50 0",
        seconds: 0.348,
        mb: 26,
    },
    Recorded {
        what: "Double-Swiss, slowest and largest: 9,941 players, round 11 of 14",
        args: "double-swiss 251257 9941 10 14 1 25 0",
        seconds: 0.315,
        mb: 30,
    },
    Recorded {
        what: "US Chess, slowest finished: 7,134 players, round 1 of 6",
        args: "uscf 404990 7134 0 6 13 100 0",
        seconds: 46.845,
        mb: 4003,
    },
    Recorded {
        what: "US Chess, stopped in the search, then 160 s alone: 9,812 players, round 9 of 13",
        args: "uscf 285182 9812 8 13 6 0 0",
        seconds: 160.0,
        mb: 33,
    },
    Recorded {
        what: "US Chess, slowest after the odd cycles' finish: 9,029 players, round 5 of 8",
        args: "uscf 938035 9029 4 8 12 100 0",
        seconds: 1.50,
        mb: 35,
    },
    Recorded {
        what: "Vega, slowest and largest: 9,821 players, round 5 of 10",
        args: "vega 224368 9821 4 10 12 100 0",
        seconds: 0.289,
        mb: 17,
    },
    Recorded {
        what: "Swiss ranked, slowest: 9,846 players, round 1 of 7",
        args: "swiss-ranked 651326 9846 0 7 14 100 0",
        seconds: 0.288,
        mb: 22,
    },
    Recorded {
        what: "Swiss ranked, largest: 9,262 players, round 9 of 12",
        args: "swiss-ranked 908525 9262 8 12 10 100 0",
        seconds: 0.038,
        mb: 23,
    },
    Recorded {
        what: "Amalfi, slowest and largest: 9,998 players, round 9 of 11",
        args: "amalfi 525191 9998 8 11 8 100 0",
        seconds: 0.307,
        mb: 30,
    },
    Recorded {
        what: "Amalfi colour, slowest: 9,789 players, round 9 of 9",
        args: "amalfi-colour 757578 9789 8 9 15 0 0",
        seconds: 0.299,
        mb: 35,
    },
    Recorded {
        what: "Amalfi colour, largest: 7,989 players, round 9 of 11",
        args: "amalfi-colour 98028 7989 8 11 5 100 0",
        seconds: 0.052,
        mb: 39,
    },
];

/// One event and the system that pairs its next round, as the arguments that replay it.
#[derive(Clone, Debug)]
struct Case {
    system: &'static str,
    seed: u64,
    players: usize,
    played: u16,
    planned: u16,
    window: usize,
    colours: u32,
    /// The history is played by the system itself rather than by [`RoughPairing`].
    own: bool,
}

impl Case {
    fn draw(rng: &mut SplitMix64, system: &'static str, matches: bool) -> Self {
        let players = if rng.below(2) == 0 {
            100 + rng.below(4900) as usize
        } else {
            5000 + rng.below(5000) as usize
        };
        let mut planned = 5 + rng.below(9) as u16;
        let mut played = rng.below(u64::from(planned)) as u16;
        if matches {
            planned += planned % 2;
            played -= played % 2;
        }
        let window = 1 + rng.below(16) as usize;
        let colours = [0, 25, 50, 100][rng.below(4) as usize];
        let own = played <= 4 && rng.below(4) == 0;
        Case {
            system,
            seed: rng.next_u64() % 1_000_000,
            players: players.min(9999),
            played,
            planned,
            window,
            colours,
            own,
        }
    }

    fn args(&self) -> String {
        format!(
            "{} {} {} {} {} {} {} {}",
            self.system,
            self.seed,
            self.players,
            self.played,
            self.planned,
            self.window,
            self.colours,
            u8::from(self.own)
        )
    }

    fn parse(args: &[String]) -> Self {
        assert!(
            args.len() >= 8,
            "--case SYSTEM SEED PLAYERS PLAYED PLANNED WINDOW COLOURS OWN"
        );
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
            own: n(7) != 0,
        }
    }

    fn describe(&self) -> String {
        let history = if self.own {
            "its own history".to_string()
        } else {
            format!("window {}, colours {} % drawn", self.window, self.colours)
        };
        format!(
            "{} players, round {} of {}, seed {}, {history}",
            self.players,
            self.played + 1,
            self.planned,
            self.seed,
        )
    }

    /// The event before the round to pair.
    fn event(&self, engine: &dyn PairingSystem) -> Tournament {
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
            matches: engine.games_per_match() == 2,
        };
        let mut t = if self.own {
            generate(&config, engine).expect("a history the system paired")
        } else {
            generate(&config, &rough).expect("a rough history")
        };
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

/// What a case measured: processor and wall seconds of the pairing, peak memory of the
/// process and of the history's generation (kB), boards (none for "no pairing").
#[derive(Clone, Copy)]
struct Measured {
    cpu: f64,
    wall: f64,
    peak_kb: u64,
    history_kb: u64,
    boards: Option<usize>,
}

enum Outcome {
    Done(Measured),
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

/// Processor time this thread has run, in seconds.
fn cpu_seconds() -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<u64>().ok())
        .map_or(0.0, |ns| ns as f64 / 1e9)
}

/// Child mode: pairs one case and prints `cpu wall peak_kB history_kB boards` (boards
/// `-` for no pairing).
fn run_case(case: &Case) {
    let engine = registry::find(case.system).expect("a system").engine();
    let t = case.event(engine.as_ref());
    let history_kb = peak_kb();
    let (cpu, wall) = (cpu_seconds(), Instant::now());
    let result = engine.pair(&t);
    let (cpu, wall) = (cpu_seconds() - cpu, wall.elapsed().as_secs_f64());
    let boards = match result {
        Ok(p) => p.games.len().to_string(),
        Err(PairingError::NoValidPairing(_)) => "-".to_string(),
        Err(e) => panic!("{e}"),
    };
    println!("{cpu:.3} {wall:.3} {} {history_kb} {boards}", peak_kb());
}

fn measure(exe: &std::path::Path, case: &Case, limit: u64) -> Outcome {
    let mut child = Command::new(exe)
        .arg("--case")
        .args(case.args().split(' '))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("a child process");
    let start = Instant::now();
    let stat = format!("/proc/{}/schedstat", child.id());
    loop {
        if child.try_wait().expect("the child's status").is_some() {
            break;
        }
        // The limit is on processor time (the history's included), with the wall time
        // bounded at four times as much on a crowded machine.
        let cpu = std::fs::read_to_string(&stat)
            .ok()
            .and_then(|s| s.split_whitespace().next()?.parse::<u64>().ok())
            .map_or(0, |ns| ns / 1_000_000_000);
        if cpu > limit || start.elapsed() > Duration::from_secs(4 * limit) {
            let _ = child.kill();
            let _ = child.wait();
            return Outcome::TooLong;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let output = child.wait_with_output().expect("the child's output");
    let text = String::from_utf8_lossy(&output.stdout);
    let f: Vec<&str> = text.split_whitespace().collect();
    if f.len() < 5 {
        let err = String::from_utf8_lossy(&output.stderr);
        let last = err.lines().rfind(|l| !l.trim().is_empty());
        return Outcome::Failed(last.unwrap_or("no output").to_string());
    }
    Outcome::Done(Measured {
        cpu: f[0].parse().unwrap_or(0.0),
        wall: f[1].parse().unwrap_or(0.0),
        peak_kb: f[2].parse().unwrap_or(0),
        history_kb: f[3].parse().unwrap_or(0),
        boards: f[4].parse().ok(),
    })
}

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

fn show(m: &Measured) -> String {
    let boards = m
        .boards
        .map_or("no pairing".to_string(), |b| format!("{b} boards"));
    format!(
        "{:>8.3} s {:>8.3} s wall {:>5} MB (history {:>4} MB)  {boards}",
        m.cpu,
        m.wall,
        m.peak_kb / 1024,
        m.history_kb / 1024
    )
}

/// The individual Swiss systems (those that take an acceleration), or the one
/// `ARBITER_BENCH_ONLY` names.
fn systems() -> Vec<&'static str> {
    let only = std::env::var("ARBITER_BENCH_ONLY").ok();
    registry::of_game(Game::Chess)
        .filter(|s| s.options == Options::Acceleration)
        .map(|s| s.name)
        .filter(|name| only.as_deref().is_none_or(|o| o == *name))
        .collect()
}

fn search(exe: &std::path::Path) {
    let cases = env("ARBITER_WORST_CASES", 40);
    let budget = env("ARBITER_WORST_BUDGET", 150);
    let limit = env("ARBITER_BENCH_LIMIT", 120);
    let seed = env("ARBITER_WORST_SEED", 45);
    let mut summary = Vec::new();
    for system in systems() {
        let matches = registry::find(system)
            .expect("a system")
            .engine()
            .games_per_match()
            == 2;
        // Each system draws from its own stream, so that adding a system changes no
        // other's cases.
        let name_seed = system.bytes().fold(seed, |h, b| {
            h.wrapping_mul(0x100_0000_01B3).wrapping_add(u64::from(b))
        });
        let mut rng = SplitMix64::new(name_seed);
        let started = Instant::now();
        let mut slowest: Option<(Measured, Case)> = None;
        let mut largest: Option<(Measured, Case)> = None;
        let mut stopped = Vec::new();
        let mut tried = 0;
        while tried < cases && started.elapsed() < Duration::from_secs(budget) {
            tried += 1;
            let case = Case::draw(&mut rng, system, matches);
            let m = match measure(exe, &case, limit) {
                Outcome::Done(m) => m,
                Outcome::TooLong => {
                    println!(
                        "{system:<15} stopped after {limit} s of processor time: {} [--case {}]",
                        case.describe(),
                        case.args()
                    );
                    stopped.push(case);
                    continue;
                }
                Outcome::Failed(e) => {
                    println!("{system:<15} failed: {e}: [--case {}]", case.args());
                    continue;
                }
            };
            println!(
                "{system:<15} {}  {} [--case {}]",
                show(&m),
                case.describe(),
                case.args()
            );
            if slowest.as_ref().is_none_or(|s| m.cpu > s.0.cpu) {
                slowest = Some((m, case.clone()));
            }
            // The largest whose peak the pairing set, not the history before it.
            if m.peak_kb > m.history_kb && largest.as_ref().is_none_or(|l| m.peak_kb > l.0.peak_kb)
            {
                largest = Some((m, case));
            }
        }
        summary.push((system, tried, slowest, largest, stopped));
    }
    println!();
    println!("system (cases tried): slowest case; largest peak memory; cases stopped");
    for (name, tried, slowest, largest, stopped) in summary {
        let show_case = |c: &Option<(Measured, Case)>| {
            c.as_ref().map_or("-".to_string(), |(m, case)| {
                format!("{} {} [--case {}]", show(m), case.describe(), case.args())
            })
        };
        println!("{name} ({tried})");
        println!("  slowest: {}", show_case(&slowest));
        println!("  largest: {}", show_case(&largest));
        for case in stopped {
            println!(
                "  stopped after {limit} s of processor time: {} [--case {}]",
                case.describe(),
                case.args()
            );
        }
    }
}

fn replay(exe: &std::path::Path) {
    let limit = env("ARBITER_BENCH_LIMIT", 120);
    let only = systems();
    println!(
        "{:<66} {:>10} {:>10} {:>9}   recorded (ratio)",
        "case", "time", "wall", "peak"
    );
    for r in RECORDED {
        let case = Case::parse(&r.args.split(' ').map(str::to_string).collect::<Vec<_>>());
        if !only.contains(&case.system) {
            continue;
        }
        let recorded = format!("{:.3} s, {} MB", r.seconds, r.mb);
        match measure(exe, &case, limit) {
            Outcome::Done(m) => println!(
                "{:<66} {:>8.3} s {:>8.3} s {:>6} MB   {recorded} ({:.2}, {:.2})",
                r.what,
                m.cpu,
                m.wall,
                m.peak_kb / 1024,
                m.cpu / r.seconds.max(0.001),
                (m.peak_kb / 1024) as f64 / r.mb.max(1) as f64
            ),
            Outcome::TooLong => {
                println!("{:<66} > {limit} s of processor time   {recorded}", r.what)
            }
            Outcome::Failed(e) => println!("{:<66} failed: {e}", r.what),
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "--case") {
        run_case(&Case::parse(&args[i + 1..]));
        return;
    }
    let exe = std::env::current_exe().expect("the bench binary");
    if args.iter().any(|a| a == "--search") {
        search(&exe);
    } else {
        replay(&exe);
    }
}
