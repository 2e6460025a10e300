//! A Go event from the command line, for what issue 43 found left from the first Go
//! issue: the super group, the komi of handicap games, results as Go programs write
//! them, a round paired while results are missing, `SOS` as a criterion and the results
//! files in ISO-8859-15.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use super::arbiter;
use std::path::Path;

fn ok(dir: &Path, args: &[&str]) -> String {
    let out = arbiter(dir, args);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn refused(dir: &Path, args: &[&str]) -> String {
    let out = arbiter(dir, args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn json(dir: &Path, args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&ok(dir, args)).unwrap()
}

const PLAYERS: [(&str, &str); 8] = [
    ("Müller, Jörg", "5d"),
    ("Kato, Yuki", "4d"),
    ("Novak, Jan", "2d"),
    ("Berg, Anna", "1d"),
    ("Moreau, Luc", "3k"),
    ("Smit, Eva", "6k"),
    ("Rossi, Paolo", "9k"),
    ("Lind, Ola", "12k"),
];

/// A McMahon event with the bar at 2d and a super group from 4d, the handicap games'
/// komi at 0.5, and `SOS` among its criteria.
fn event(dir: &Path) {
    ok(
        dir,
        &[
            "new",
            "open",
            "--game",
            "go",
            "--system",
            "mcmahon",
            "--rounds",
            "3",
            "--bar",
            "2d",
            "--super-bar",
            "4d",
            "--handicap-komi",
            "0.5",
            "--placement",
            "MMS,SOS,SOSOS",
        ],
    );
    for (name, rank) in PLAYERS {
        ok(
            dir,
            &["player", "add", "open", "--name", name, "--rank", rank],
        );
    }
    ok(dir, &["close", "open"]);
}

#[test]
fn super_group_and_handicap_komi_are_settings_the_pairing_follows() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    event(dir);
    // The super group is OpenGotha's: each member's start score corrected by one.
    let xml = ok(dir, &["export", "open", "--format", "xml"]);
    let corrections: Vec<&str> = xml
        .lines()
        .filter(|l| l.contains("<Player "))
        .map(|l| {
            let at = l.find("smmsCorrection=\"").unwrap() + 16;
            &l[at..at + 1]
        })
        .collect();
    assert_eq!(corrections, ["1", "1", "0", "0", "0", "0", "0", "0"]);
    assert!(xml.contains("name=\"SOSM\""), "SOS is SOSM in a McMahon");
    // The super group plays itself in round 1; the handicap games carry 0.5 komi.
    let round = json(dir, &["pair", "open", "--json"]);
    let boards = round["pairing"]["boards"].as_array().unwrap();
    let numbers = |b: &serde_json::Value| {
        let mut n = [b["white"].as_u64().unwrap(), b["black"].as_u64().unwrap()];
        n.sort_unstable();
        n
    };
    assert!(boards.iter().any(|b| numbers(b) == [1, 2]), "{boards:?}");
    let mut handicap_games = 0;
    for b in boards {
        let komi = b["komi"].as_str().unwrap();
        if b["handicap"].as_u64().unwrap() > 0 {
            handicap_games += 1;
            assert_eq!(komi, "0.5", "{b}");
        } else {
            assert_eq!(komi, "7.5", "{b}");
        }
    }
    assert!(handicap_games > 0, "{boards:?}");
    // A super bar at or under the bar, and another handicap komi, are refused.
    let e = refused(dir, &["set", "open", "--super-bar", "2d"]);
    assert!(e.contains("super bar"), "{e}");
    let e = refused(dir, &["set", "open", "--handicap-komi", "6.5"]);
    assert!(e.contains("handicap komi"), "{e}");
    let e = refused(dir, &["set", "open", "--placement", "MMS,SOZ"]);
    assert!(e.contains("SOZ"), "{e}");
    ok(dir, &["set", "open", "--super-bar", "5d"]);
    let xml = ok(dir, &["export", "open", "--format", "xml"]);
    assert_eq!(xml.matches("smmsCorrection=\"1\"").count(), 1);
}

#[test]
fn results_as_go_programs_write_them_and_a_round_paired_without_some() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    event(dir);
    ok(dir, &["pair", "open"]);
    // A batch in Go's spellings, one board left out.
    let batch = dir.join("r1.txt");
    std::fs::write(&batch, "1 W+R\n2 B+3.5\n3 w+t\n").unwrap();
    ok(
        dir,
        &[
            "result",
            "open",
            "--round",
            "1",
            "--file",
            batch.to_str().unwrap(),
        ],
    );
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "4 B+Q\n").unwrap();
    let e = refused(
        dir,
        &[
            "result",
            "open",
            "--round",
            "1",
            "--file",
            bad.to_str().unwrap(),
        ],
    );
    assert!(e.contains("bad.txt:1:3:") && e.contains("B+R"), "{e}");
    // Round 2 is paired without board 4's result, and says so.
    let text = ok(dir, &["pair", "open", "--explain"]);
    assert!(
        text.contains("paired without the results of round 1 board 4")
            && text.contains("as OpenGotha counts an unknown result"),
        "{text}"
    );
    let pairing = json(dir, &["pairing", "open", "--round", "2", "--json"]);
    assert_eq!(pairing["boards"].as_array().unwrap().len(), 4);
    // The result comes in afterwards, as a win by default.
    ok(
        dir,
        &["result", "open", "--round", "1", "--board", "4", "B+F"],
    );
    let r1 = json(dir, &["pairing", "open", "--round", "1", "--json"]);
    let results: Vec<&str> = r1["boards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["result"].as_str().unwrap())
        .collect();
    assert_eq!(results, ["1-0", "0-1", "1-0", "-+"]);
    // Every result of round 2 in: round 3 is paired as before, with nothing to say.
    for board in ["1", "2", "3", "4"] {
        ok(dir, &["result", "open", "--board", board, "--", "B+"]);
    }
    let round = json(dir, &["pair", "open", "--json"]);
    assert_eq!(round["unknown_results"], serde_json::json!([]));
}

#[test]
fn results_files_are_latin9_unless_asked() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    event(dir);
    ok(dir, &["pair", "open"]);
    for board in ["1", "2", "3", "4"] {
        ok(dir, &["result", "open", "--board", board, "--", "W+R"]);
    }
    for format in ["h9", "tou"] {
        let out = arbiter(dir, &["export", "open", "--format", format]);
        assert_eq!(out.status.code(), Some(0));
        // `ü` is one byte, 0xFC, in ISO-8859-15.
        assert!(std::str::from_utf8(&out.stdout).is_err(), "{format}");
        assert!(out.stdout.windows(2).any(|w| w == b"M\xfc"), "{format}");
        let utf8 = ok(
            dir,
            &["export", "open", "--format", format, "--encoding", "utf-8"],
        );
        assert!(utf8.contains("Müller"), "{utf8}");
        // The report is the same file; its JSON says the text.
        let report = json(dir, &["report", "open", format, "--json", "--force"]);
        let content = report["content"].as_str().unwrap();
        assert!(content.contains("Müller"), "{content}");
        // A file written to disk reads back.
        let file = dir.join(format!("open.{format}"));
        std::fs::write(&file, &out.stdout).unwrap();
        let summary = ok(dir, &["go", "validate", file.to_str().unwrap()]);
        assert!(summary.contains("8 players"), "{summary}");
    }
    let e = refused(
        dir,
        &["export", "open", "--format", "h9", "--encoding", "cp437"],
    );
    assert!(e.contains("iso-8859-15 or utf-8"), "{e}");
}

/// A Go team tournament as a stored event (issue 43: only on files): teams built, rounds
/// paired as matches (the proposal, then matches given), results per board, and one
/// team standings whichever command asks.
#[test]
fn a_go_team_tournament_runs_as_a_stored_event() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    ok(
        dir,
        &[
            "new", "league", "--game", "go", "--system", "mcmahon", "--rounds", "3",
        ],
    );
    for (name, rank) in &PLAYERS[..6] {
        ok(
            dir,
            &["player", "add", "league", "--name", name, "--rank", rank],
        );
    }
    ok(dir, &["close", "league"]);
    ok(dir, &["go", "team", "league", "--size", "2"]);
    for (team, members) in [("Red", "1,2"), ("Blue", "3,4"), ("Green", "5,6")] {
        ok(
            dir,
            &["go", "team", "league", "--add", team, "--members", members],
        );
    }
    let e = refused(
        dir,
        &["go", "team", "league", "--add", "Grey", "--members", "1,6"],
    );
    assert!(e.contains("plays for team"), "{e}");
    let teams = json(dir, &["go", "team", "league", "--json"]);
    assert_eq!(teams["teams"].as_array().unwrap().len(), 3);
    // Round 1: the proposal, one match of two boards, a team left out.
    let round = json(dir, &["pair", "league", "--json"]);
    let boards = round["pairing"]["boards"].as_array().unwrap();
    assert_eq!(boards.len(), 2, "{round}");
    for board in ["1", "2"] {
        ok(dir, &["result", "league", "--board", board, "--", "W+R"]);
    }
    // Round 2: a match given, the team left out in it.
    let r1: Vec<u64> = boards
        .iter()
        .flat_map(|b| [b["white"].as_u64().unwrap(), b["black"].as_u64().unwrap()])
        .collect();
    let out_team = ["Red", "Blue", "Green"]
        .iter()
        .zip([[1u64, 2], [3, 4], [5, 6]])
        .find(|(_, m)| !r1.contains(&m[0]))
        .map(|(t, _)| *t)
        .unwrap();
    let other = if out_team == "Red" { "Blue" } else { "Red" };
    let m = json(
        dir,
        &[
            "go",
            "pair-teams",
            "league",
            "--match",
            &format!("{out_team},{other}"),
            "--json",
        ],
    );
    assert_eq!(m["round"], 2);
    assert_eq!(m["matches"].as_array().unwrap().len(), 1);
    for board in ["1", "2"] {
        ok(dir, &["result", "league", "--board", board, "--", "B+R"]);
    }
    // The same standings from `go teams` and `standings --teams`.
    let a = ok(dir, &["go", "teams", "league"]);
    let b = ok(dir, &["standings", "league", "--teams"]);
    assert_eq!(a, b);
    for team in ["Red", "Blue", "Green"] {
        assert!(a.contains(team), "{a}");
    }
    let st = json(dir, &["go", "teams", "league", "--json"]);
    assert_eq!(st["teams"].as_array().unwrap().len(), 3);
}
