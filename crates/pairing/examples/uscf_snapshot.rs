#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
use arbiter_pairing::{GeneratorConfig, PairingSystem, Uscf, generate_partial};
use std::fmt::Write as _;
use std::path::Path;

fn line(p: &arbiter_pairing::Pairing) -> String {
    let mut s = String::new();
    for g in &p.games {
        write!(s, " {}-{}", g.white.index() + 1, g.black.index() + 1).unwrap();
    }
    if let Some(b) = p.bye {
        write!(s, " bye={}", b.index() + 1).unwrap();
    }
    s
}

fn main() {
    let which = std::env::args().nth(1).unwrap_or_default();
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus");
    let engine = Uscf::new();
    if which.is_empty() || which == "corpus" {
        let manifest = std::fs::read_to_string(shared.join("pairing/manifest.tsv")).unwrap();
        for l in manifest.lines().skip(1) {
            let input = l.split('\t').nth(5).unwrap();
            let t = arbiter_trf::read(&std::fs::read(shared.join("pairing").join(input)).unwrap()).unwrap();
            match engine.pair(&t) {
                Ok(p) => println!("{input}:{}", line(&p)),
                Err(e) => println!("{input}: error {e}"),
            }
        }
    }
    if which.is_empty() || which == "gen" {
        for players in [9, 16, 25, 40, 61, 100, 150, 240, 400] {
            for seed in 1..=6u64 {
                let config = GeneratorConfig { players, rounds: 9, seed, ..GeneratorConfig::default() };
                let (t, err) = generate_partial(&config, &engine);
                for (r, round) in t.rounds().iter().enumerate() {
                    let mut s = String::new();
                    for g in round.games() {
                        write!(s, " {}-{}", g.white.index() + 1, g.black.index() + 1).unwrap();
                    }
                    println!("gen n{players} s{seed} r{}:{s} byes={:?}", r + 1, round.byes());
                }
                if let Some(e) = err {
                    println!("gen n{players} s{seed}: error {e}");
                }
            }
        }
    }
    if which == "perf" {
        for f in ["syn_n100_r5of9.trf", "syn_n1000_r5of9.trf", "syn_n1000_r9of11.trf", "syn_n2000_r5of9.trf"] {
            let t = arbiter_trf::read(&std::fs::read(shared.join("perf").join(f)).unwrap()).unwrap();
            let p = engine.pair(&t).unwrap();
            println!("{f}:{}", line(&p));
        }
    }
}
