//! `arbiter ratings change`: each player's rating change under FIDE's and the national
//! formulas, from a TRF file and from a stored event.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn arbiter(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .unwrap()
}

/// Two youths (born 2008, the event in 2018) with DWZ 1000 and 1200 (FIDE 1400 and 1500);
/// the lower rated wins: the Schachklub Troisdorf's worked example.
fn example() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/dwz-example.trf")
        .display()
        .to_string()
}

fn json(o: &Output) -> serde_json::Value {
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    serde_json::from_slice(&o.stdout).unwrap()
}

#[test]
fn dwz_reproduces_the_worked_example() {
    let v = json(&arbiter(&[
        "ratings",
        "change",
        &example(),
        "--system",
        "dwz",
        "--json",
    ]));
    assert_eq!(v["system"], "dwz");
    let p = &v["players"];
    assert_eq!(p[0]["rating"], 1000);
    assert_eq!(p[0]["games"], 1);
    assert_eq!(p[0]["expected"], 0.24);
    assert_eq!(p[0]["new_rating"], 1101);
    assert_eq!(p[0]["change"], 101);
    assert_eq!(p[1]["new_rating"], 1132);
    assert_eq!(p[1]["change"], -68);
    assert_eq!(p[0]["fide_rating_stands_in"], false);
    assert!(
        v["assumptions"][0]
            .as_str()
            .unwrap()
            .contains("index unknown")
    );
}

#[test]
fn text_shows_every_column_and_the_assumptions() {
    let o = arbiter(&["ratings", "change", &example(), "--system", "dwz"]);
    assert_eq!(o.status.code(), Some(0));
    let text = String::from_utf8_lossy(&o.stdout);
    let first = text.lines().nth(1).unwrap();
    for field in ["Eins, Erik", "1000", "0.24", "+101", "1101"] {
        assert!(first.contains(field), "{first}");
    }
    assert!(text.contains("note: DWZ index unknown"), "{text}");
}

#[test]
fn fide_and_ecf_and_uscf() {
    // FIDE: 1400 beats 1500 (table 0.36 expected), K 40 for a player under 18: +26.
    let v = json(&arbiter(&["ratings", "change", &example(), "--json"]));
    assert_eq!(v["players"][0]["rating"], 1400);
    assert_eq!(v["players"][0]["expected"], 0.36);
    assert_eq!(v["players"][0]["change"], 26);
    assert_eq!(v["players"][1]["change"], -26);
    // ECF: no ENG rating, so the FIDE rating stands in; k = 20: +13 (12.8 rounded).
    let v = json(&arbiter(&[
        "ratings",
        "change",
        &example(),
        "--system",
        "ecf",
        "--json",
    ]));
    assert_eq!(v["players"][0]["fide_rating_stands_in"], true);
    assert_eq!(v["players"][0]["change"], 13);
    // US Chess: standard formula, N' = N*(1400) = 50/√7.4 = 18.38, K = 800/19.38 = 41.28,
    // expectancy 1/(1 + 10^0.25) = 0.360: +26.4.
    let v = json(&arbiter(&[
        "ratings",
        "change",
        &example(),
        "--system",
        "uscf",
        "--json",
    ]));
    assert_eq!(v["players"][0]["change"], 26);
    assert_eq!(v["players"][0]["expected"], 0.36);
}

#[test]
fn unknown_system_is_a_usage_error() {
    let o = arbiter(&["ratings", "change", &example(), "--system", "elo"]);
    assert_eq!(o.status.code(), Some(2));
}

fn data_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!(
        "arbiter-rating-change-{name}-{}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn stored_event() {
    let dir = data_dir("stored");
    let data = dir.display().to_string();
    let run = |args: &[&str]| {
        let mut all = vec!["--data", data.as_str()];
        all.extend_from_slice(args);
        let o = arbiter(&all);
        assert_eq!(
            o.status.code(),
            Some(0),
            "{args:?}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        o
    };
    run(&["new", "club", "--rounds", "1"]);
    run(&[
        "player",
        "add",
        "club",
        "--name",
        "Ashby, Ann",
        "--rating",
        "2100",
    ]);
    run(&[
        "player",
        "add",
        "club",
        "--name",
        "Brandt, Bo",
        "--rating",
        "2000",
    ]);
    run(&["close", "club"]);
    run(&["pair", "club"]);
    run(&["result", "club", "--round", "1", "--board", "1", "1/2"]);
    let v = json(&run(&["ratings", "change", "club", "--json"]));
    // 2100 draws 2000: expected 0.64, K 20: −2.8 → −3; the other +3.
    assert_eq!(v["players"][0]["change"], -3);
    assert_eq!(v["players"][1]["change"], 3);
    let _ = std::fs::remove_dir_all(&dir);
}
