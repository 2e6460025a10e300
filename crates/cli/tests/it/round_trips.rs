//! An event exported and imported under a new name keeps every fact: withdrawals with
//! their rounds (mid-event and finished), round dates given with the year in full, and
//! the next pairing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

fn run(dir: &Path, args: &[&str], stdin: Option<&str>) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_arbiter"));
    cmd.arg("--data")
        .arg(dir)
        .args(args)
        .env("ARBITER_USER", "ana")
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().unwrap();
    if let Some(input) = stdin {
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
    }
    child.wait_with_output().unwrap()
}

fn ok(dir: &Path, args: &[&str]) -> String {
    let o = run(dir, args, None);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).unwrap()
}

fn json(dir: &Path, args: &[&str]) -> serde_json::Value {
    let mut all = args.to_vec();
    all.push("--json");
    serde_json::from_str(&ok(dir, &all)).unwrap()
}

/// Pairs the next round of `name` and enters a result on every board: wins for White,
/// wins for Black and draws in turn.
fn play(dir: &Path, name: &str) {
    ok(dir, &["pair", name]);
    let p = json(dir, &["pairing", name]);
    let round = p["round"].as_u64().unwrap().to_string();
    let results: String = p["boards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            let board = b["board"].as_u64().unwrap();
            let r = ["1-0", "0-1", "1/2"][usize::try_from(board % 3).unwrap()];
            format!("{board} {r}\n")
        })
        .collect();
    let o = run(dir, &["result", name, "--round", &round], Some(&results));
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}

/// Exports `name`, imports the file as `copy`, and checks that the copy exports the same
/// bytes and keeps each withdrawal's round. Returns the export.
fn export_import(dir: &Path, name: &str, copy: &str, withdrawn: &[(usize, u64)]) -> String {
    let first = ok(dir, &["export", name]);
    let file = dir.join(format!("{copy}.trf"));
    std::fs::write(&file, &first).unwrap();
    ok(dir, &["import", file.to_str().unwrap(), "--name", copy]);
    assert_eq!(ok(dir, &["export", copy]), first, "{copy}");
    let players = json(dir, &["player", "list", copy]);
    for (i, p) in players.as_array().unwrap().iter().enumerate() {
        let want = withdrawn.iter().find(|w| w.0 == i + 1).map(|w| w.1);
        assert_eq!(
            p["withdrawn_from"].as_u64(),
            want,
            "{copy}: player {}",
            i + 1
        );
    }
    first
}

/// The "done when": a 16-player Swiss with players withdrawn from rounds 2, 3
/// and 5, exported after round 3 and after round 5; each export imported under a new name
/// keeps every withdrawal round and exports to the same bytes, and the mid-event copy
/// pairs round 4 as the original. Round dates given as YYYY/MM/DD export as the TRF's
/// YY/MM/DD, in the export and in the FIDE report.
#[test]
fn withdrawals_and_round_dates_survive_export_and_import() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(d, &["new", "e", "--rounds", "5"]);
    for i in 1..=16u32 {
        let name = format!("Player{i:02}, Ann");
        let rating = (2400 - 10 * i).to_string();
        ok(
            d,
            &["player", "add", "e", "--name", &name, "--rating", &rating],
        );
    }
    ok(d, &["close", "e"]);
    ok(
        d,
        &[
            "set",
            "e",
            "--round-dates",
            "2026/11/27,2026/11/27,2026/11/28,2026/11/28,2026/11/29",
        ],
    );
    play(d, "e");
    ok(d, &["withdraw", "e", "5", "--from-round", "2"]);
    play(d, "e");
    ok(d, &["withdraw", "e", "9", "--from-round", "3"]);
    play(d, "e");
    ok(d, &["withdraw", "e", "12", "--from-round", "5"]);
    let withdrawn = [(5, 2), (9, 3), (12, 5)];

    let mid = export_import(d, "e", "mid", &withdrawn);
    let dates = mid.lines().find(|l| l.starts_with("132")).unwrap();
    assert_eq!(
        dates.split_whitespace().collect::<Vec<_>>(),
        [
            "132", "26/11/27", "26/11/27", "26/11/28", "26/11/28", "26/11/29"
        ],
        "{mid}"
    );
    // The mid-event copy pairs round 4 as the original.
    ok(d, &["pair", "e"]);
    ok(d, &["pair", "mid"]);
    assert_eq!(json(d, &["pairing", "e"]), json(d, &["pairing", "mid"]));
    ok(d, &["undo", "e"]);
    play(d, "e");
    play(d, "e");
    export_import(d, "e", "finished", &withdrawn);

    // The FIDE report and the CSV take the dates too.
    let report = d.join("fide.trf");
    let o = run(
        d,
        &[
            "report",
            "e",
            "fide",
            "--force",
            "-o",
            report.to_str().unwrap(),
        ],
        None,
    );
    let text = std::fs::read_to_string(&report)
        .unwrap_or_else(|_| panic!("{}", String::from_utf8_lossy(&o.stderr)));
    assert!(text.contains("26/11/29"), "{text}");
}

/// `arbiter prohibit --lift N` lifts the prohibition listed Nth and keeps the others in
/// their order; a number not listed is refused and changes nothing.
#[test]
fn one_prohibition_is_lifted_alone() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(d, &["new", "e", "--rounds", "5"]);
    for i in 1..=6u32 {
        let name = format!("Player{i:02}, Ann");
        ok(d, &["player", "add", "e", "--name", &name]);
    }
    ok(d, &["close", "e"]);
    for pair in [["1", "2"], ["3", "4"], ["5", "6"]] {
        ok(d, &["prohibit", "e", pair[0], pair[1]]);
    }
    let p = json(d, &["prohibit", "e", "--lift", "2"]);
    let left: Vec<_> = p["prohibitions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["players"].clone())
        .collect();
    assert_eq!(left, [serde_json::json!([1, 2]), serde_json::json!([5, 6])]);
    let before = ok(d, &["export", "e"]);
    let o = run(d, &["prohibit", "e", "--lift", "3"], None);
    assert_ne!(o.status.code(), Some(0));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("no prohibition 3"), "{err}");
    let o = run(d, &["prohibit", "e", "1", "2", "--lift", "1"], None);
    assert_ne!(o.status.code(), Some(0));
    assert_eq!(ok(d, &["export", "e"]), before);
}

/// Issue 44: what an arbiter sets beyond the TRF's header survives an export and an
/// import: prohibited pairings (260), a player's accelerations (250), and the settings no
/// record holds (the organiser, the chief arbiter's FIDE id, the language of the pages, a
/// festival's section), which the export keeps in its `### settings:` comment. The copy
/// exports the same bytes and pairs the next round as the original does, the prohibition
/// and the acceleration with it.
#[test]
fn prohibitions_accelerations_and_settings_survive_export_and_import() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(d, &["new", "e", "--rounds", "5"]);
    for i in 1..=8u32 {
        let name = format!("Player{i:02}, Ann");
        let rating = (2400 - 20 * i).to_string();
        ok(
            d,
            &["player", "add", "e", "--name", &name, "--rating", &rating],
        );
    }
    ok(d, &["close", "e"]);
    ok(
        d,
        &[
            "set",
            "e",
            "--organiser",
            "Club d'échecs de Lyon",
            "--chief-arbiter-fide-id",
            "1234567",
            "--language",
            "fr",
            "--festival",
            "Lyon weekend",
            "--section",
            "Open A",
        ],
    );
    // Players 1 and 5 would meet in round 1 (the top half against the bottom half).
    ok(d, &["prohibit", "e", "1", "5", "--to-round", "3"]);
    let p = json(d, &["prohibit", "e", "2", "Player06", "--from-round", "2"]);
    assert_eq!(p["prohibitions"].as_array().map(Vec::len), Some(2), "{p}");
    ok(d, &["accelerate", "e", "8", "--points", "1,1,0.5"]);
    play(d, "e");
    let round1 = json(d, &["pairing", "e"]);
    for b in round1["boards"].as_array().unwrap() {
        let pair = [b["white"].as_u64().unwrap(), b["black"].as_u64().unwrap()];
        assert!(!(pair.contains(&1) && pair.contains(&5)), "{round1}");
    }

    let first = ok(d, &["export", "e"]);
    for record in ["260 ", "250 "] {
        assert!(
            first.lines().any(|l| l.starts_with(record)),
            "{record}:\n{first}"
        );
    }
    let comment = first
        .lines()
        .find(|l| l.starts_with("### settings: "))
        .unwrap_or_else(|| panic!("{first}"));
    for setting in [
        "Club d'échecs de Lyon",
        "1234567",
        "\"fr\"",
        "Lyon weekend",
        "Open A",
    ] {
        assert!(comment.contains(setting), "{setting}: {comment}");
    }
    let file = d.join("copy.trf");
    std::fs::write(&file, &first).unwrap();
    let o = run(
        d,
        &["import", file.to_str().unwrap(), "--name", "copy"],
        None,
    );
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    // Nothing is left behind: no note of what the import could not carry.
    assert!(
        o.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert_eq!(ok(d, &["export", "copy"]), first);
    // The settings as the log last states them.
    let settings = |name: &str| {
        let log = json(d, &["log", name]);
        log.as_array()
            .unwrap()
            .iter()
            .rev()
            .find_map(|e| e["event"].get("settings").cloned())
            .unwrap()
    };
    let (a, b) = (settings("e"), settings("copy"));
    assert_eq!(a["organiser"], "Club d'échecs de Lyon", "{a}");
    assert_eq!(b, a);
    ok(d, &["pair", "e"]);
    ok(d, &["pair", "copy"]);
    assert_eq!(json(d, &["pairing", "e"]), json(d, &["pairing", "copy"]));
}
