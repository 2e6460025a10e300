//! Go criteria against OpenGotha: before each round of the Go reference corpus
//! (`../shared/corpus/go`), OpenGotha hands its pairing the players ordered by the
//! standings after the previous round; the order arbiter computes from the same file,
//! restricted to those players, is that order.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::{Path, PathBuf};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/go")
}

#[test]
fn standings_order_is_opengothas() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for e in std::fs::read_dir(corpus()).unwrap() {
        let dir = e.unwrap().path();
        if !dir.join("meta.json").exists() {
            continue;
        }
        for k in 1..=20u16 {
            let input = dir.join(format!("round{k}.input.xml"));
            let Ok(bytes) = std::fs::read(&input) else {
                continue;
            };
            let t = arbiter_gotha::read(&bytes).unwrap();
            let c = arbiter_standings::go_criteria(&t, k - 1);
            for crit in &t.placement {
                assert!(c.value(crit, 0).is_some(), "{crit} is not computed");
            }
            let expected: serde_json::Value = serde_json::from_str(
                &std::fs::read_to_string(dir.join(format!("round{k}.expected.json"))).unwrap(),
            )
            .unwrap();
            let pool: Vec<String> = expected["pool"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_str().unwrap().to_string())
                .collect();
            let order: Vec<String> = arbiter_standings::go_order(&t, k - 1)
                .into_iter()
                .map(|p| t.players[p].key.clone())
                .filter(|key| pool.contains(key))
                .collect();
            if order != pool {
                failures.push(format!(
                    "{} round {k}:\n  expected {pool:?}\n  got      {order:?}",
                    dir.display()
                ));
            }
            checked += 1;
        }
    }
    assert!(checked > 60, "{checked}");
    assert!(
        failures.is_empty(),
        "{} of {checked} differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
