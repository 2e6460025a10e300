//! The engines against the reference corpus (`shared/corpus/pairing`): every case of
//! `manifest.tsv` whose `system` column names an engine here (Dutch, Burstein) is paired
//! and compared with the reference pairing as a set of ordered pairs (white, black), the
//! pairing-allocated bye as `RANK 0`.
//!
//! Cases listed in `tests/<system>_known_failures.txt` are known to disagree, each with
//! the article that explains it; the test fails when an unlisted case disagrees or a
//! listed case starts to agree, so the lists stay honest. `ARBITER_CORPUS_REPORT=1` prints
//! every disagreement in detail; `ARBITER_CORPUS_ONLY=ID` runs the cases of one
//! tournament (or one case, `ID/rNN`).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_pairing::{Burstein, Dutch, PairingError, PairingSystem};
use std::collections::{BTreeSet, HashSet};
use std::path::{Path, PathBuf};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/pairing")
}

/// The engine's answer in the corpus notation.
fn engine_answer(engine: &dyn PairingSystem, trf: &[u8]) -> Result<BTreeSet<(u32, u32)>, String> {
    let t = arbiter_trf::read(trf).map_err(|e| format!("unreadable input: {e}"))?;
    match engine.pair(&t) {
        Ok(p) => {
            let mut s: BTreeSet<(u32, u32)> = p
                .games
                .iter()
                .map(|g| (g.white.get(), g.black.get()))
                .collect();
            if let Some(b) = p.bye {
                s.insert((b.get(), 0));
            }
            Ok(s)
        }
        Err(PairingError::NoValidPairing(_)) => Err("NO_VALID_PAIRING".to_string()),
        Err(e) => Err(format!("error: {e}")),
    }
}

fn expected_answer(text: &str) -> Result<BTreeSet<(u32, u32)>, String> {
    if text.trim() == "NO_VALID_PAIRING" {
        return Err("NO_VALID_PAIRING".to_string());
    }
    Ok(text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let mut it = l.split_whitespace().map(|x| x.parse::<u32>().unwrap());
            (it.next().unwrap(), it.next().unwrap())
        })
        .collect())
}

#[test]
fn dutch_corpus() {
    run_corpus(
        "dutch",
        &Dutch::new(),
        include_str!("dutch_known_failures.txt"),
    );
}

/// The same cases with every matching, however small, solved on a sparse part first and
/// proved by its duals (or by its value): the method large brackets use.
#[test]
fn dutch_corpus_sparse_matchings() {
    run_corpus(
        "dutch",
        &Dutch {
            sparse_from: Some(0),
            ..Dutch::default()
        },
        include_str!("dutch_known_failures.txt"),
    );
}

/// The Burstein cases (paired by the reference engine under the text of C.04.4.2 in
/// force before its 2025 revision; see the module documentation of `burstein`).
#[test]
fn burstein_corpus() {
    run_corpus(
        "burstein",
        &Burstein::new(),
        include_str!("burstein_known_failures.txt"),
    );
}

/// The same cases by the method as stated: one matching of every player left for each
/// decision (the faster method must give the same pairings).
#[test]
fn burstein_corpus_direct() {
    run_corpus(
        "burstein",
        &Burstein { direct: true },
        include_str!("burstein_known_failures.txt"),
    );
}

fn run_corpus(system: &str, engine: &dyn PairingSystem, known_failures: &str) {
    let root = corpus();
    let manifest = std::fs::read_to_string(root.join("manifest.tsv")).expect("corpus manifest");
    let known: HashSet<String> = known_failures
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim().to_string())
        .filter(|l| !l.is_empty())
        .collect();
    let report = std::env::var_os("ARBITER_CORPUS_REPORT").is_some();
    let only = std::env::var("ARBITER_CORPUS_ONLY").ok();
    let (mut total, mut agree) = (0, 0);
    let mut unexpected_failures = Vec::new();
    let mut unexpected_passes = Vec::new();
    let mut failing = Vec::new();
    for line in manifest.lines().skip(1) {
        let cols: Vec<&str> = line.split('\t').collect();
        if cols.len() < 7 || cols[0] != system {
            continue;
        }
        let input = cols[5];
        let case = format!(
            "{}/{}",
            cols[1],
            Path::new(input).file_stem().unwrap().to_string_lossy()
        );
        if only.as_deref().is_some_and(|o| !case.starts_with(o)) {
            continue;
        }
        total += 1;
        let trf = std::fs::read(root.join(input)).unwrap();
        let expected = expected_answer(&std::fs::read_to_string(root.join(cols[6])).unwrap());
        let got = engine_answer(engine, &trf);
        let ok = got == expected;
        if ok {
            agree += 1;
        } else {
            failing.push(case.clone());
            if report {
                let fmt = |r: &Result<BTreeSet<(u32, u32)>, String>| match r {
                    Ok(s) => s
                        .iter()
                        .map(|(a, b)| format!("{a}-{b}"))
                        .collect::<Vec<_>>()
                        .join(" "),
                    Err(e) => e.clone(),
                };
                if let (Ok(g), Ok(e)) = (&got, &expected) {
                    let missing: Vec<_> = e.difference(g).collect();
                    let extra: Vec<_> = g.difference(e).collect();
                    println!("{case}: expected-only {missing:?} engine-only {extra:?}");
                } else {
                    println!("{case}: expected {} got {}", fmt(&expected), fmt(&got));
                }
            }
        }
        match (ok, known.contains(&case)) {
            (false, false) => unexpected_failures.push(case),
            (true, true) => unexpected_passes.push(case),
            _ => {}
        }
    }
    println!("{system} corpus: {agree} of {total} cases agree");
    if report {
        println!("failing:\n{}", failing.join("\n"));
    }
    assert!(total > 0, "no {system} case found in the corpus");
    if only.is_none() {
        assert!(
            unexpected_failures.is_empty() && unexpected_passes.is_empty(),
            "cases disagreeing but not listed in {system}_known_failures.txt: {unexpected_failures:?}; \
             listed cases that now agree (remove them): {unexpected_passes:?}"
        );
    }
}
