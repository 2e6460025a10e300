//! Pairing benchmark: the FIDE Dutch engine (also with the Baku acceleration, and the
//! Burstein, Dubov, Lim, Double-Swiss, Swiss team, US Chess, Vega, Swiss ranked, Amalfi and
//! Go engines, cases named so) on large tournaments, paired at a middle and a late round. `cargo bench -p arbiter-pairing` prints, per case, the wall time of one
//! pairing and the peak memory of the process that made it (each case runs in a child
//! process of its own, so peak memory is per case), with the reference engine's figures
//! where they are known.
//!
//! Inputs: the tournaments of `shared/corpus/perf` (paused before round 5 of 9 or round 9
//! of 11); the first rounds (one bracket of every player), the second round of 9,999 and
//! the late rounds of 100 and 5,000 players, which have no file, are played here
//! by [`generate`] with a quick pairing (neighbours in the standings), which is enough to
//! give the engine a realistic history. The hardest rounds found are early rounds of a
//! large event paired by the engine itself (big brackets with many colour and float
//! constraints): the `(Dutch)` cases play their history with it (which takes a while
//! before the timing starts). `ARBITER_BENCH_ONLY=text` runs the cases whose
//! name contains `text`; `ARBITER_BENCH_LIMIT=seconds` (default 900) stops a case that
//! takes longer.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_core::Tournament;
use arbiter_pairing::gotha::{generate_go, pair_go};
use arbiter_pairing::{
    Burstein, DoubleSwiss, Dubov, Dutch, GeneratorConfig, Lim, PairingSystem, RoughPairing,
    SwissTeam, generate,
};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Where a case's tournament comes from.
enum Source {
    /// A file of `shared/corpus/perf`.
    File(&'static str),
    /// Generated: players, rounds played, rounds planned.
    Generated(usize, u16, u16),
    /// Generated as [`Source::Generated`], every round paired by the Dutch engine itself.
    Dutch(usize, u16, u16),
    /// A team table (match points 2/1/0, the bye worth a draw) played by the Swiss Team
    /// engine itself: teams, rounds played, rounds planned.
    Teams(usize, u16, u16),
    /// A McMahon Go tournament played by the Go engine ([`generate_go`]): players, rounds
    /// played, rounds planned; the next round is timed.
    Go(usize, u16, u16),
}

struct Case {
    name: &'static str,
    source: Source,
    /// The reference engine (bbpPairings v6, this machine): seconds, peak MB, and whether
    /// it had not finished by then.
    reference: Option<(f64, Option<f64>, bool)>,
}

fn cases() -> Vec<Case> {
    vec![
        Case {
            name: "100 players, round 5 of 9",
            source: Source::File("syn_n100_r5of9.trf"),
            reference: Some((0.06, None, false)),
        },
        Case {
            name: "100 players, round 9 of 11",
            source: Source::Generated(100, 8, 11),
            reference: None,
        },
        Case {
            name: "1,000 players, round 1 of 9",
            source: Source::Generated(1000, 0, 9),
            reference: None,
        },
        Case {
            name: "1,000 players, round 5 of 9",
            source: Source::File("syn_n1000_r5of9.trf"),
            reference: Some((44.0, Some(85.0), false)),
        },
        Case {
            name: "1,000 players, round 9 of 11",
            source: Source::File("syn_n1000_r9of11.trf"),
            reference: None,
        },
        Case {
            name: "2,000 players, round 5 of 9",
            source: Source::File("syn_n2000_r5of9.trf"),
            reference: Some((360.0, None, false)),
        },
        Case {
            name: "5,000 players, round 5 of 9",
            source: Source::File("syn_n5000_r5of9.trf"),
            reference: Some((5400.0, Some(2600.0), true)),
        },
        Case {
            name: "5,000 players, round 9 of 11",
            source: Source::Generated(5000, 8, 11),
            reference: None,
        },
        Case {
            name: "9,999 players, round 5 of 9",
            source: Source::File("syn_n9999_r5of9.trf"),
            reference: None,
        },
        Case {
            name: "9,999 players, round 9 of 11",
            source: Source::File("syn_n9999_r9of11.trf"),
            reference: None,
        },
        Case {
            name: "9,999 players, round 1 of 9",
            source: Source::Generated(9999, 0, 9),
            reference: None,
        },
        Case {
            name: "9,999 players, round 2 of 9",
            source: Source::Generated(9999, 1, 9),
            reference: None,
        },
        Case {
            name: "9,999 (Dutch), round 2 of 9",
            source: Source::Dutch(9999, 1, 9),
            reference: None,
        },
        Case {
            name: "9,999 (Dutch), round 3 of 9",
            source: Source::Dutch(9999, 2, 9),
            reference: None,
        },
        Case {
            name: "9,999 (Dutch), round 4 of 9",
            source: Source::Dutch(9999, 3, 9),
            reference: None,
        },
        Case {
            name: "Dutch (Baku): 9,999, round 5 of 9",
            source: Source::File("syn_n9999_r5of9.trf"),
            reference: None,
        },
        Case {
            name: "Burstein: 1,000, round 5 of 9",
            source: Source::File("syn_n1000_r5of9.trf"),
            reference: None,
        },
        Case {
            name: "Burstein: 1,000, round 9 of 11",
            source: Source::File("syn_n1000_r9of11.trf"),
            reference: None,
        },
        Case {
            name: "Burstein: 5,000, round 5 of 9",
            source: Source::File("syn_n5000_r5of9.trf"),
            reference: None,
        },
        Case {
            name: "Burstein: 9,999, round 5 of 9",
            source: Source::File("syn_n9999_r5of9.trf"),
            reference: None,
        },
        Case {
            name: "Burstein: 9,999, round 9 of 11",
            source: Source::File("syn_n9999_r9of11.trf"),
            reference: None,
        },
        Case {
            name: "Dubov: 1,000, round 5 of 9",
            source: Source::File("syn_n1000_r5of9.trf"),
            reference: None,
        },
        Case {
            name: "Dubov: 1,000, round 9 of 11",
            source: Source::File("syn_n1000_r9of11.trf"),
            reference: None,
        },
        Case {
            name: "Dubov: 9,999, round 2 of 9",
            source: Source::Generated(9999, 1, 9),
            reference: None,
        },
        Case {
            name: "Dubov: 9,999, round 5 of 9",
            source: Source::File("syn_n9999_r5of9.trf"),
            reference: None,
        },
        Case {
            name: "Dubov: 9,999, round 9 of 11",
            source: Source::File("syn_n9999_r9of11.trf"),
            reference: None,
        },
        Case {
            name: "Dubov (Danubian): 9,999, round 5 of 9",
            source: Source::File("syn_n9999_r5of9.trf"),
            reference: None,
        },
        Case {
            name: "Lim: 1,000, round 5 of 9",
            source: Source::File("syn_n1000_r5of9.trf"),
            reference: None,
        },
        Case {
            name: "Lim: 1,000, round 9 of 11",
            source: Source::File("syn_n1000_r9of11.trf"),
            reference: None,
        },
        Case {
            name: "Lim: 9,999, round 2 of 9",
            source: Source::Generated(9999, 1, 9),
            reference: None,
        },
        Case {
            name: "Lim: 9,999, round 5 of 9",
            source: Source::File("syn_n9999_r5of9.trf"),
            reference: None,
        },
        Case {
            name: "Lim: 9,999, round 9 of 11",
            source: Source::File("syn_n9999_r9of11.trf"),
            reference: None,
        },
        Case {
            name: "Lim (Maxi): 9,999, round 5 of 9",
            source: Source::File("syn_n9999_r5of9.trf"),
            reference: None,
        },
        // The national and club systems (named after the system, paired by its name).
        Case {
            name: "US Chess: 1,000, round 5 of 9",
            source: Source::File("syn_n1000_r5of9.trf"),
            reference: None,
        },
        Case {
            name: "US Chess: 1,000, round 9 of 11",
            source: Source::File("syn_n1000_r9of11.trf"),
            reference: None,
        },
        Case {
            name: "US Chess: 2,000, round 5 of 9",
            source: Source::File("syn_n2000_r5of9.trf"),
            reference: None,
        },
        Case {
            name: "US Chess: 5,000, round 5 of 9",
            source: Source::File("syn_n5000_r5of9.trf"),
            reference: None,
        },
        Case {
            name: "US Chess: 9,999, round 2 of 9",
            source: Source::Generated(9999, 1, 9),
            reference: None,
        },
        Case {
            name: "US Chess: 9,999, round 5 of 9",
            source: Source::File("syn_n9999_r5of9.trf"),
            reference: None,
        },
        Case {
            name: "US Chess: 9,999, round 9 of 11",
            source: Source::File("syn_n9999_r9of11.trf"),
            reference: None,
        },
        Case {
            name: "Vega: 1,000, round 5 of 9",
            source: Source::File("syn_n1000_r5of9.trf"),
            reference: None,
        },
        Case {
            name: "Vega: 1,000, round 9 of 11",
            source: Source::File("syn_n1000_r9of11.trf"),
            reference: None,
        },
        Case {
            name: "Vega: 5,000, round 5 of 9",
            source: Source::File("syn_n5000_r5of9.trf"),
            reference: None,
        },
        Case {
            name: "Swiss ranked: 1,000, round 5 of 9",
            source: Source::File("syn_n1000_r5of9.trf"),
            reference: None,
        },
        Case {
            name: "Swiss ranked: 1,000, round 9 of 11",
            source: Source::File("syn_n1000_r9of11.trf"),
            reference: None,
        },
        Case {
            name: "Swiss ranked: 5,000, round 5 of 9",
            source: Source::File("syn_n5000_r5of9.trf"),
            reference: None,
        },
        Case {
            name: "Amalfi rating: 1,000, round 5 of 9",
            source: Source::File("syn_n1000_r5of9.trf"),
            reference: None,
        },
        Case {
            name: "Amalfi rating: 1,000, round 9 of 11",
            source: Source::File("syn_n1000_r9of11.trf"),
            reference: None,
        },
        Case {
            name: "Amalfi rating: 5,000, round 5 of 9",
            source: Source::File("syn_n5000_r5of9.trf"),
            reference: None,
        },
        Case {
            name: "Amalfi colour: 1,000, round 5 of 9",
            source: Source::File("syn_n1000_r5of9.trf"),
            reference: None,
        },
        Case {
            name: "Amalfi colour: 1,000, round 9 of 11",
            source: Source::File("syn_n1000_r9of11.trf"),
            reference: None,
        },
        Case {
            name: "Amalfi colour: 5,000, round 5 of 9",
            source: Source::File("syn_n5000_r5of9.trf"),
            reference: None,
        },
        // Double-Swiss reads the rounds as games, two per match: each case opens a match.
        Case {
            name: "Double-Swiss: 1,000, round 5 of 9",
            source: Source::File("syn_n1000_r5of9.trf"),
            reference: None,
        },
        Case {
            name: "Double-Swiss: 1,000, round 9 of 11",
            source: Source::File("syn_n1000_r9of11.trf"),
            reference: None,
        },
        Case {
            name: "Double-Swiss: 9,999, round 3 of 10",
            source: Source::Generated(9999, 2, 10),
            reference: None,
        },
        Case {
            name: "Double-Swiss: 9,999, round 5 of 9",
            source: Source::File("syn_n9999_r5of9.trf"),
            reference: None,
        },
        Case {
            name: "Double-Swiss: 9,999, round 9 of 11",
            source: Source::File("syn_n9999_r9of11.trf"),
            reference: None,
        },
        // The Swiss Team engine (C.04.6) on team tables it paired itself.
        Case {
            name: "Swiss team: 200 teams, round 6 of 9",
            source: Source::Teams(200, 5, 9),
            reference: None,
        },
        Case {
            name: "Swiss team: 1,000 teams, round 5 of 9",
            source: Source::Teams(1000, 4, 9),
            reference: None,
        },
        Case {
            name: "Go McMahon: 100, round 4 of 5",
            source: Source::Go(100, 3, 5),
            reference: None,
        },
        Case {
            name: "Go McMahon: 1,000, round 1 of 5",
            source: Source::Go(1000, 0, 5),
            reference: None,
        },
        Case {
            name: "Go McMahon: 1,000, round 4 of 5",
            source: Source::Go(1000, 3, 5),
            reference: None,
        },
        Case {
            name: "Go McMahon: 2,000, round 4 of 5",
            source: Source::Go(2000, 3, 5),
            reference: None,
        },
    ]
}

/// Each player meets the next one in the standings he has not met, white to the one who
/// had it less: a quick history for the generated cases.
const NEIGHBOURS: RoughPairing = RoughPairing {
    window: 1,
    random_colours: 0,
    seed: 0,
    matches: false,
};

fn perf_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/perf")
}

fn tournament(source: &Source) -> Tournament {
    match *source {
        Source::File(name) => {
            let path = perf_dir().join(name);
            let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            arbiter_trf::read(&bytes).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        }
        Source::Generated(players, played, planned) | Source::Dutch(players, played, planned) => {
            let config = GeneratorConfig {
                players,
                rounds: played,
                seed: 7,
                ..GeneratorConfig::default()
            };
            let mut t = if matches!(source, Source::Dutch(..)) {
                generate(&config, &Dutch::new())
            } else {
                generate(&config, &NEIGHBOURS)
            }
            .expect("a generated history");
            t.planned_rounds = Some(planned);
            t
        }
        Source::Teams(teams, played, planned) => {
            let two = arbiter_core::Points::from_halves(4);
            let one = arbiter_core::Points::from_halves(2);
            let mut scoring =
                arbiter_core::ScoringSystem::uniform(two, one, arbiter_core::Points::ZERO);
            scoring.pairing_bye = one;
            let config = GeneratorConfig {
                players: teams,
                rounds: played,
                seed: 7,
                scoring,
                ..GeneratorConfig::default()
            };
            let mut t = generate(&config, &SwissTeam::new()).expect("a generated history");
            t.planned_rounds = Some(planned);
            t
        }
        Source::Go(..) => unreachable!("a Go case has no chess tournament"),
    }
}

/// Peak resident memory of this process, in kB.
fn peak_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Child mode: pair one case and print `seconds kB games`.
fn run_case(index: usize) {
    let case = &cases()[index];
    if let Source::Go(players, played, planned) = case.source {
        let t = generate_go(players, planned, played, 7).expect("a Go history");
        let start = Instant::now();
        let pairing = pair_go(&t, played + 1).expect("a Go pairing");
        let seconds = start.elapsed().as_secs_f64();
        println!(
            "{seconds:.3} {} {}",
            peak_kb().unwrap_or(0),
            pairing.games.len()
        );
        return;
    }
    let t = tournament(&case.source);
    let start = Instant::now();
    // Cases named after a system ("Burstein: ...", "Dubov: ...") pair with that engine,
    // the others with the Dutch.
    let engine: Box<dyn PairingSystem> = if case.name.starts_with("Dutch (Baku)") {
        Box::new(Dutch {
            baku: true,
            ..Dutch::default()
        })
    } else if case.name.starts_with("Burstein") {
        Box::new(Burstein::new())
    } else if case.name.starts_with("Dubov (Danubian)") {
        Box::new(Dubov { danubian: true })
    } else if case.name.starts_with("Dubov") {
        Box::new(Dubov::new())
    } else if case.name.starts_with("Lim (Maxi)") {
        Box::new(Lim { maxi: true })
    } else if case.name.starts_with("Lim") {
        Box::new(Lim::new())
    } else if case.name.starts_with("Double-Swiss") {
        Box::new(DoubleSwiss::new())
    } else if case.name.starts_with("Swiss team") {
        Box::new(SwissTeam::new())
    } else if let Some(engine) = [
        ("US Chess", "uscf"),
        ("Vega", "vega"),
        ("Swiss ranked", "swiss-ranked"),
        ("Amalfi rating", "amalfi"),
        ("Amalfi colour", "amalfi-colour"),
    ]
    .iter()
    .find(|(label, _)| case.name.starts_with(label))
    .and_then(|(_, name)| arbiter_pairing::system_by_name(name))
    {
        engine
    } else {
        Box::new(Dutch::new())
    };
    let pairing = engine.pair(&t).expect("a pairing");
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{seconds:.3} {} {}",
        peak_kb().unwrap_or(0),
        pairing.games.len()
    );
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "--case") {
        run_case(args[i + 1].parse().expect("a case number"));
        return;
    }
    let only = std::env::var("ARBITER_BENCH_ONLY").ok();
    let limit = std::env::var("ARBITER_BENCH_LIMIT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(900u64);
    let exe = std::env::current_exe().expect("the bench binary");
    println!(
        "{:<30} {:>10} {:>10} {:>7}   reference (bbpPairings v6)",
        "case", "time", "peak", "boards"
    );
    for (index, case) in cases().iter().enumerate() {
        if only.as_deref().is_some_and(|o| !case.name.contains(o)) {
            continue;
        }
        let mut child = Command::new(&exe)
            .args(["--case", &index.to_string()])
            .stdout(Stdio::piped())
            .spawn()
            .expect("a child process");
        let start = Instant::now();
        let finished = loop {
            if child.try_wait().expect("the child's status").is_some() {
                break true;
            }
            if start.elapsed() > Duration::from_secs(limit) {
                let _ = child.kill();
                let _ = child.wait();
                break false;
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        let reference = case.reference.map_or(String::new(), |(s, mb, unfinished)| {
            let more = if unfinished { "> " } else { "" };
            let mb = mb.map_or(String::new(), |m| format!(", {m:.0} MB"));
            format!("{more}{} s{mb}", fmt_secs(s))
        });
        if !finished {
            println!(
                "{:<30} {:>10} {:>10} {:>7}   {reference}",
                case.name,
                format!("> {limit} s"),
                "-",
                "-"
            );
            continue;
        }
        let output = child.wait_with_output().expect("the child's output");
        let text = String::from_utf8_lossy(&output.stdout);
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() < 3 {
            println!("{:<30} failed", case.name);
            continue;
        }
        let seconds: f64 = fields[0].parse().unwrap_or(0.0);
        let kb: f64 = fields[1].parse().unwrap_or(0.0);
        let speedup = case.reference.map_or(String::new(), |(s, _, unfinished)| {
            let more = if unfinished { "> " } else { "" };
            format!(" ({more}{:.0}x faster)", s / seconds.max(1e-3))
        });
        println!(
            "{:<30} {:>10} {:>10} {:>7}   {reference}{speedup}",
            case.name,
            format!("{} s", fmt_secs(seconds)),
            format!("{:.0} MB", kb / 1024.0),
            fields[2]
        );
    }
}

fn fmt_secs(s: f64) -> String {
    if s < 10.0 {
        format!("{s:.3}")
    } else {
        format!("{s:.0}")
    }
}
