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

/// Five players with a DWZ of 1600 (and a FIDE rating of 1600, no birth year) who draw all
/// their games among themselves, and a newcomer without any rating who beats three of them
/// and loses to two.
fn first_rating_event() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/dwz-first-rating.trf")
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

/// Worked by hand from the Wertungsordnung: the newcomer's step 0 is Rc + D(p) =
/// 1600 + D(60 %) = 1672; at 1672 each game expects P(72) = 0.60, together 3.00 = W, so
/// the iteration ends there (Anhang 1.1): first DWZ 1672. The players with a DWZ now count
/// their game against her at 1672 (3.5.2): a loser has W = 2 against We = 4 × 0.50 + 0.40,
/// E = (1.6)^4 + 15 = 21.55 → 22 (over 25, index above 5), so 800 × (−0.40)/(22 + 5) =
/// −11.85: 1588; a winner gains 800 × 0.60/27 = 17.78: 1618.
#[test]
fn dwz_first_rating_of_a_newcomer() {
    let v = json(&arbiter(&[
        "ratings",
        "change",
        &first_rating_event(),
        "--system",
        "dwz",
        "--json",
    ]));
    let p = &v["players"];
    assert_eq!(p[5]["name"], "Neu, Nora");
    assert!(p[5]["rating"].is_null());
    assert!(p[5]["change"].is_null());
    assert_eq!(p[5]["new_rating"], 1672);
    assert_eq!(p[5]["games"], 5);
    assert_eq!(p[5]["expected"], 3.0);
    let note = p[5]["notes"][0].as_str().unwrap();
    assert!(
        note.starts_with("first DWZ (3.4.4): stage 1, start 1672"),
        "{note}"
    );
    assert_eq!(p[0]["games"], 5);
    assert_eq!(p[0]["new_rating"], 1588);
    assert_eq!(p[3]["new_rating"], 1618);
    assert_eq!(p[4]["change"], 18);
}

/// The US Chess special formula for the same newcomer, without prior games (the others'
/// FIDE ratings standing in): 3/5 against 1600 is the rating R with
/// 5 (0.5 + (R − 1600)/800) = 3, R = 1680.
#[test]
fn uscf_rates_the_newcomer_by_the_special_formula() {
    let v = json(&arbiter(&[
        "ratings",
        "change",
        &first_rating_event(),
        "--system",
        "uscf",
        "--json",
    ]));
    assert_eq!(v["players"][5]["new_rating"], 1680);
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
    // US Chess: standard formula, N' = N*(1400) = 50/√(0.662 + 0.00000739 × 1169²)
    // = 50/√10.761 = 15.24, K = 800/16.24 = 49.26, expectancy 1/(1 + 10^0.25) = 0.360:
    // +31.5, so 1432.
    let v = json(&arbiter(&[
        "ratings",
        "change",
        &example(),
        "--system",
        "uscf",
        "--json",
    ]));
    assert_eq!(v["players"][0]["change"], 32);
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
