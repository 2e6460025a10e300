//! `arbiter roundrobin`, `arbiter schedule …` and round robins paired from a TRF, as a user
//! runs them: output, JSON shape and exit codes.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn arbiter(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn ok(args: &[&str]) -> String {
    let o = arbiter(args);
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
    stdout(&o)
}

fn json(args: &[&str]) -> Value {
    serde_json::from_str(&ok(args)).unwrap()
}

/// The Berger table for 7/8 players as published (C.05 Annex 1).
const EIGHT: &str = "1-8 2-7 3-6 4-5\n8-5 6-4 7-3 1-2\n2-8 3-1 4-7 5-6\n8-6 7-5 1-4 2-3\n\
                     3-8 4-2 5-1 6-7\n8-7 1-6 2-5 3-4\n4-8 5-3 6-2 7-1";

#[test]
fn roundrobin_text_is_the_published_table() {
    let out = ok(&["roundrobin", "--players", "8"]);
    let expected: String = EIGHT
        .lines()
        .enumerate()
        .map(|(i, l)| format!("Round {}: {l}\n", i + 1))
        .collect();
    assert_eq!(out, expected);
    // Seven players: 8 is the bye.
    let out = ok(&["roundrobin", "--players", "7"]);
    let first = out.lines().next().unwrap();
    assert_eq!(first, "Round 1: 2-7 3-6 4-5; bye 1");
    assert_eq!(out.lines().count(), 7);
}

#[test]
fn roundrobin_json_has_the_documented_shape() {
    let out = ok(&["roundrobin", "--players", "4", "--format", "json"]);
    assert_eq!(
        out,
        "{\"players\":4,\"rounds\":[\
         {\"round\":1,\"pairs\":[{\"white\":1,\"black\":4},{\"white\":2,\"black\":3}],\"bye\":null},\
         {\"round\":2,\"pairs\":[{\"white\":4,\"black\":3},{\"white\":1,\"black\":2}],\"bye\":null},\
         {\"round\":3,\"pairs\":[{\"white\":2,\"black\":4},{\"white\":3,\"black\":1}],\"bye\":null}]}\n"
    );
    let v = json(&[
        "roundrobin",
        "--players",
        "5",
        "--double",
        "--format",
        "json",
    ]);
    assert_eq!(v["players"], 5);
    let rounds = v["rounds"].as_array().unwrap();
    assert_eq!(rounds.len(), 10);
    assert_eq!(rounds[0]["bye"], 1);
    assert_eq!(rounds[0]["pairs"][0]["white"], 2);
    assert_eq!(rounds[0]["pairs"][0]["black"], 5);
    // The second cycle reverses the colours of the first (FIDE variant by default).
    assert_eq!(rounds[5]["pairs"][0]["white"], 5);
    assert_eq!(rounds[5]["bye"], 1);
}

#[test]
fn roundrobin_variants() {
    // rotate=4: the cycle starts at round 4 of the table.
    let out = ok(&[
        "roundrobin",
        "--players",
        "8",
        "--double",
        "--variant",
        "rotate=4",
    ]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 14);
    assert_eq!(lines[0], "Round 1: 8-6 7-5 1-4 2-3");
    assert_eq!(lines[4], "Round 5: 1-8 2-7 3-6 4-5");
    assert_eq!(lines[7], "Round 8: 6-8 5-7 4-1 3-2");
    // fide: the last two rounds of the first cycle swapped.
    let out = ok(&["roundrobin", "--players", "8", "--double"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[5], "Round 6: 4-8 5-3 6-2 7-1");
    assert_eq!(lines[6], "Round 7: 8-7 1-6 2-5 3-4");
    assert_eq!(lines[7], "Round 8: 8-1 7-2 6-3 5-4");
    // standard: as printed, then reversed.
    let out = ok(&[
        "roundrobin",
        "--players",
        "8",
        "--double",
        "--variant",
        "standard",
    ]);
    assert_eq!(out.lines().nth(6).unwrap(), "Round 7: 4-8 5-3 6-2 7-1");
    // adjusted: the first cycle starts at round 2.
    let out = ok(&[
        "roundrobin",
        "--players",
        "8",
        "--double",
        "--variant",
        "adjusted",
    ]);
    assert_eq!(out.lines().next().unwrap(), "Round 1: 8-5 6-4 7-3 1-2");
    assert_eq!(out.lines().nth(6).unwrap(), "Round 7: 1-8 2-7 3-6 4-5");
    assert_eq!(out.lines().nth(7).unwrap(), "Round 8: 8-1 7-2 6-3 5-4");
}

#[test]
fn roundrobin_bad_input_exits_2() {
    for args in [
        &["roundrobin", "--players", "1"][..],
        &[
            "roundrobin",
            "--players",
            "8",
            "--double",
            "--variant",
            "rotate=3",
        ],
        &[
            "roundrobin",
            "--players",
            "8",
            "--double",
            "--variant",
            "rotate=8",
        ],
        &[
            "roundrobin",
            "--players",
            "8",
            "--double",
            "--variant",
            "sideways",
        ],
        &["roundrobin", "--players", "8", "--variant", "fide"],
        &["roundrobin", "--players", "8", "--format", "xml"],
    ] {
        let o = arbiter(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(!stderr(&o).is_empty());
        assert!(stdout(&o).is_empty());
    }
}

#[test]
fn balanced_boards() {
    // 8 by the construction; 16 and 22 by the stored arrangements (N ≡ 4 mod 6).
    for players in [8usize, 16, 22] {
        let n = players.to_string();
        let args = [
            "roundrobin",
            "--players",
            &n,
            "--balanced-boards",
            "--format",
            "json",
        ];
        let o = arbiter(&args);
        assert_eq!(o.status.code(), Some(0), "{players}");
        assert!(stderr(&o).is_empty(), "{players}: {}", stderr(&o));
        let v: Value = serde_json::from_str(&stdout(&o)).unwrap();
        let mut counts = vec![vec![0u32; players / 2]; players];
        for r in v["rounds"].as_array().unwrap() {
            for (b, p) in r["pairs"].as_array().unwrap().iter().enumerate() {
                counts[p["white"].as_u64().unwrap() as usize - 1][b] += 1;
                counts[p["black"].as_u64().unwrap() as usize - 1][b] += 1;
            }
        }
        for c in &counts {
            assert!(
                c.iter().all(|&x| (1..=2).contains(&x)),
                "{players}: {counts:?}"
            );
        }
    }
    // Four players cannot be balanced: the schedule is printed with a note.
    let o = arbiter(&["roundrobin", "--players", "4", "--balanced-boards"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(stderr(&o).contains("note"));
}

fn reference() -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/reference/fixed-schedules.md");
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn scheveningen_prints_the_reference_table() {
    let text = reference();
    let start = text.find("### 6 boards").unwrap();
    let rows: Vec<Vec<&str>> = text[start..]
        .lines()
        .skip(3)
        .take(6)
        .map(|l| l.trim_matches('|').split('|').map(str::trim).collect())
        .collect();
    let out = ok(&["schedule", "scheveningen", "--boards", "6"]);
    for (r, line) in out.lines().enumerate() {
        let column: Vec<&str> = rows.iter().map(|row| row[r]).collect();
        assert_eq!(line, format!("Round {}: {}", r + 1, column.join(" ")));
    }
    let v = json(&[
        "schedule",
        "scheveningen",
        "--boards",
        "5",
        "--format",
        "json",
    ]);
    assert_eq!(v["boards"], 5);
    assert_eq!(v["published"], false);
    assert_eq!(v["rounds"].as_array().unwrap().len(), 5);
    assert_eq!(
        arbiter(&["schedule", "scheveningen", "--boards", "0"])
            .status
            .code(),
        Some(2)
    );
}

#[test]
fn hilton_and_knockout() {
    let out = ok(&["schedule", "hilton", "--teams", "4"]);
    assert_eq!(
        out,
        "Round 1\n  Board 1: CB DA\n  Board 2: AC BD\n  Board 3: BA DC\n\
         Round 2\n  Board 1: BA DC\n  Board 2: CB DA\n  Board 3: AC BD\n\
         Round 3\n  Board 1: AC BD\n  Board 2: BA DC\n  Board 3: CB DA\n"
    );
    let v = json(&["schedule", "hilton", "--teams", "7", "--format", "json"]);
    assert_eq!(v["boards"], 7);
    let cell = &v["rounds"][0]["boards"][0];
    assert_eq!(cell["games"].as_array().unwrap().len(), 3);
    assert_eq!(cell["byes"].as_array().unwrap().len(), 1);
    assert_eq!(
        arbiter(&["schedule", "hilton", "--teams", "12"])
            .status
            .code(),
        Some(2)
    );

    let v = json(&["schedule", "knockout", "--players", "6", "--format", "json"]);
    assert_eq!(v["places"], 8);
    let first = v["rounds"][0]["matches"].as_array().unwrap();
    assert_eq!(first[0]["first"]["seed"], 1);
    assert_eq!(first[0]["second"]["bye"], true);
    assert_eq!(first[0]["winner"], 1);
    assert_eq!(first[1]["first"]["seed"], 4);
    assert_eq!(first[1]["second"]["seed"], 5);
    assert_eq!(v["rounds"][2]["name"], "final");
    let text = ok(&["schedule", "knockout", "--players", "3"]);
    assert!(text.contains("R1M1: 1 - bye (1 advances)"), "{text}");
    assert!(text.contains("R1M2: 2 - 3"), "{text}");
}

#[test]
fn varma() {
    let out = ok(&["schedule", "varma", "--players", "10"]);
    assert_eq!(out, "A: 3 4 8\nB: 5 7 9\nC: 1 6\nD: 2 10\n");
    // The last row of the Annex, 23/24 players.
    let out = ok(&["schedule", "varma", "--players", "24"]);
    assert_eq!(
        out,
        "A: 6 7 8 9 10 11 19 20 21 22\nB: 1 2 3 4 13 14 15 16 17\nC: 12 18 23\nD: 5 24\n"
    );
    // No table for eight or 25 players: a valid request without an answer.
    for players in ["8", "25"] {
        assert_eq!(
            arbiter(&["schedule", "varma", "--players", players])
                .status
                .code(),
            Some(1)
        );
    }
    let args = [
        "schedule",
        "varma",
        "--federations",
        "NOR,NOR,NOR,NOR,SWE,SWE,SWE,DEN,DEN,ISL,FIN,EST",
        "--seed",
        "11",
        "--format",
        "json",
    ];
    let a = json(&args);
    assert_eq!(a, json(&args), "the same seed draws the same numbers");
    assert_eq!(a["seed"], 11);
    let mut numbers: Vec<u64> = a["entrants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["number"].as_u64().unwrap())
        .collect();
    // The four Norwegians share group A (4, 5, 9, 10), the only group of four.
    let mut nor: Vec<u64> = numbers[..4].to_vec();
    nor.sort_unstable();
    assert_eq!(nor, vec![4, 5, 9, 10]);
    numbers.sort_unstable();
    assert_eq!(numbers, (1..=12).collect::<Vec<u64>>());
}

/// A round of a test file: the games (white, black), all drawn, and the bye.
type PlayedRound<'a> = (&'a [(u32, u32)], Option<u32>);

/// A TRF-16 file of a round robin with the rounds played so far, every game drawn.
fn trf(players: u32, xxr: u16, code: Option<&str>, rounds: &[PlayedRound]) -> String {
    let mut out = String::from("012 Round robin test\n092 Round Robin\n");
    if let Some(c) = code {
        out.push_str(&format!("192 {c}\n"));
    }
    out.push_str(&format!("XXR {xxr}\n"));
    for p in 1..=players {
        let mut points = 0.0;
        let mut entries = String::new();
        for (games, bye) in rounds {
            let entry = games.iter().find_map(|&(w, b)| {
                if w == p {
                    Some(format!("  {b:>4} w ="))
                } else if b == p {
                    Some(format!("  {w:>4} b ="))
                } else {
                    None
                }
            });
            match entry {
                Some(e) => {
                    points += 0.5;
                    entries.push_str(&e);
                }
                None => {
                    assert_eq!(*bye, Some(p));
                    points += 1.0;
                    entries.push_str("  0000 - U");
                }
            }
        }
        let head = format!("001 {p:>4}      Player {p:02}");
        out.push_str(&format!("{head:<80}{points:>4.1}     {entries}\n"));
    }
    out
}

fn write_trf(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

#[test]
fn pair_a_trf_by_the_table() {
    let dir = tempfile::tempdir().unwrap();
    // Six players, round 1 played: round 2 of the table.
    let file = write_trf(
        dir.path(),
        "six.trf",
        &trf(6, 5, None, &[(&[(1, 6), (2, 5), (3, 4)], None)]),
    );
    let out = ok(&["pair", &file, "--system", "roundrobin"]);
    assert_eq!(out, "3\n6 4\n5 3\n1 2\n");
    // Five players: the phantom's opponent gets the bye (`RANK 0`).
    let file = write_trf(
        dir.path(),
        "five.trf",
        &trf(5, 5, None, &[(&[(2, 5), (3, 4)], Some(1))]),
    );
    let out = ok(&["pair", &file, "--system", "roundrobin"]);
    assert_eq!(out, "3\n5 3\n1 2\n4 0\n");
    // A double round robin by the planned rounds, the variant from --variant or the 192
    // code. Four players; played so far: the table's rounds 1, 3, 2, then round 1 reversed.
    let played: [PlayedRound; 4] = [
        (&[(1, 4), (2, 3)], None),
        (&[(2, 4), (3, 1)], None),
        (&[(4, 3), (1, 2)], None),
        (&[(4, 1), (3, 2)], None),
    ];
    let file = write_trf(dir.path(), "four.trf", &trf(4, 6, None, &played));
    // fide (default): the second cycle repeats the first (1, 3, 2) reversed.
    assert_eq!(
        ok(&["pair", &file, "--system", "roundrobin"]),
        "2\n4 2\n1 3\n"
    );
    // standard: the plain table reversed, so its round 2 comes next.
    let out = ok(&[
        "pair",
        &file,
        "--system",
        "roundrobin",
        "--variant",
        "standard",
    ]);
    assert_eq!(out, "2\n3 4\n2 1\n");
    let file = write_trf(
        dir.path(),
        "four-code.trf",
        &trf(4, 6, Some("DOUBLE_ROUND_ROBIN_FIDE"), &played),
    );
    assert_eq!(ok(&["pair", &file]), "2\n4 2\n1 3\n");
    let cycle = &played[..3];
    // Beyond the last round: no answer.
    let done = write_trf(dir.path(), "done.trf", &trf(4, 3, None, cycle));
    let o = arbiter(&["pair", &done, "--system", "roundrobin"]);
    assert_ne!(o.status.code(), Some(0), "{}", stdout(&o));
}
