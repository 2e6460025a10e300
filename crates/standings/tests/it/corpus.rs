//! Every value and every ranking of the tie-break corpus (`shared/corpus/tiebreak`),
//! computed by the FIDE tie-break checker, under the 2026 and the 2024 rules.
//!
//! Disagreements must be listed in [`EXCEPTIONS`] with the article that proves the
//! reference wrong; the test fails when an unlisted disagreement appears or a listed one
//! starts agreeing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_standings::{Mode, Options, RuleVersion, TieBreak, standings, tiebreak_values};
use serde_json::Value as Json;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// (case, rule version, start rank or 0 for a ranking, code or ranking list, why).
const EXCEPTIONS: &[(&str, &str, u32, &str, &str)] = &[];

/// Codes not compared value by value: `DE` is a position in the reference, checked through
/// the rankings that use it. (`GE` equals `REP`; `ABH` and `STD` are computed and compared.)
const SKIPPED: &[&str] = &["DE"];

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/tiebreak")
}

#[derive(Default)]
struct Tally {
    values: usize,
    values_ok: usize,
    rankings: usize,
    rankings_ok: usize,
}

fn expected_hundredths(v: &Json) -> Option<i64> {
    v.as_f64().map(|f| (f * 100.0).round() as i64)
}

#[test]
fn corpus_agrees() {
    let dir = corpus();
    let manifest = std::fs::read_to_string(dir.join("manifest.tsv")).expect("corpus manifest");
    let cases: Vec<String> = manifest
        .lines()
        .skip(1)
        .filter_map(|l| l.split('\t').next().map(str::to_string))
        .collect();
    assert_eq!(cases.len(), 24);
    let mut disagreements: BTreeSet<(String, String, u32, String)> = BTreeSet::new();
    let mut details = Vec::new();
    for (label, version) in [
        ("2026", RuleVersion::Fide2026),
        ("2024", RuleVersion::Fide2024),
    ] {
        let mut tally = Tally::default();
        for case in &cases {
            let bytes = std::fs::read(dir.join(format!("{case}.trf"))).unwrap();
            let t = arbiter_trf::read(&bytes).unwrap_or_else(|e| panic!("{case}: {e}"));
            let exp: Json = serde_json::from_str(
                &std::fs::read_to_string(dir.join(format!("{case}.expected.{label}.json")))
                    .unwrap(),
            )
            .unwrap();
            let mode = match exp["mode"].as_str() {
                Some("roundrobin") => Mode::RoundRobin,
                _ => Mode::Swiss,
            };
            let opts = Options {
                version,
                mode,
                ..Options::default()
            };
            let codes: Vec<String> = exp["codes"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| c.as_str().unwrap().to_string())
                .filter(|c| !SKIPPED.contains(&c.as_str()))
                .collect();
            let list: Vec<TieBreak> = codes.iter().map(|c| c.parse().unwrap()).collect();
            let values = tiebreak_values(&t, &list, &opts).unwrap();
            for (p, row) in values.iter().enumerate() {
                let start = p as u32 + 1;
                let e = &exp["values"][start.to_string()];
                for (k, code) in codes.iter().enumerate() {
                    tally.values += 1;
                    let want = expected_hundredths(&e[code]);
                    let got = row[k].map(|v| v.hundredths());
                    if want == got {
                        tally.values_ok += 1;
                    } else {
                        disagreements.insert((case.clone(), label.into(), start, code.clone()));
                        details.push(format!(
                            "{case} {label} #{start} {code}: expected {want:?}, got {got:?}"
                        ));
                    }
                }
            }
            for (name, r) in exp["rankings"].as_object().unwrap() {
                tally.rankings += 1;
                let list: Vec<TieBreak> = r["codes"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|c| c.as_str().unwrap().parse().unwrap())
                    .collect();
                let s = standings(&t, &list, &opts).unwrap();
                let ranks = s.ranks();
                let want: Vec<u32> = (1..=ranks.len())
                    .map(|i| r["rank"][i.to_string()].as_u64().unwrap() as u32)
                    .collect();
                if ranks == want {
                    tally.rankings_ok += 1;
                } else {
                    disagreements.insert((case.clone(), label.into(), 0, name.clone()));
                    details.push(format!(
                        "{case} {label} ranking {name}: expected {want:?}, got {ranks:?}"
                    ));
                }
            }
        }
        eprintln!(
            "C.07 {label}: values {}/{} agree, rankings {}/{} agree",
            tally.values_ok, tally.values, tally.rankings_ok, tally.rankings
        );
    }
    let listed: BTreeSet<(String, String, u32, String)> = EXCEPTIONS
        .iter()
        .map(|&(c, v, p, code, _)| (c.to_string(), v.to_string(), p, code.to_string()))
        .collect();
    let unlisted: Vec<_> = disagreements.difference(&listed).collect();
    let healed: Vec<_> = listed.difference(&disagreements).collect();
    for d in &details {
        eprintln!("{d}");
    }
    assert!(unlisted.is_empty(), "unlisted disagreements: {unlisted:?}");
    assert!(
        healed.is_empty(),
        "listed exceptions that now agree: {healed:?}"
    );
}
