//! Issue 44, a weekend open run from the command line as a new user would: player lists
//! from spreadsheets, the FIDE report, and the dead ends an arbiter met on the way.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

fn run(dir: &Path, args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .arg("--data")
        .arg(dir)
        .args(args)
        .env("ARBITER_USER", "ana")
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
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

fn err(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn out(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn ok(dir: &Path, args: &[&str]) -> String {
    let o = run(dir, args, None);
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", err(&o));
    out(&o)
}

fn json(dir: &Path, args: &[&str]) -> serde_json::Value {
    let mut all = args.to_vec();
    all.push("--json");
    serde_json::from_str(&ok(dir, &all)).unwrap()
}

/// Pairs the next round and enters `result` on every board (`1-0` by default: White wins).
fn play_round(dir: &Path, name: &str, result: &str) -> serde_json::Value {
    let v = json(dir, &["pair", name]);
    let boards = v["pairing"]["boards"].as_array().unwrap().len();
    let lines: String = (1..=boards).map(|b| format!("{b} {result}\n")).collect();
    let o = run(dir, &["result", name], Some(&lines));
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    v
}

/// An open of `n` players with FIDE ids, ratings from 2000 down, registration closed.
fn open(dir: &Path, name: &str, n: u32) {
    ok(dir, &["new", name, "--rounds", "5"]);
    for i in 1..=n {
        ok(
            dir,
            &[
                "player",
                "add",
                name,
                "--name",
                &format!("Player{i:02}, Test"),
                "--rating",
                &(2000 - 10 * i).to_string(),
                "--fide-id",
                &(4_100_000 + i).to_string(),
            ],
        );
    }
    ok(dir, &["close", name]);
}

/// Issue 44: the file's own lines in the errors of a spreadsheet's list (Windows line
/// ends), a warning for a name whose `?` stands for a lost letter, the usual German
/// headers used.
#[test]
fn issue_44_csv_errors_are_on_the_files_lines_and_lost_letters_are_warned() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(d, &["new", "e", "--rounds", "5"]);
    let f = d.join("rating-abc.csv");
    std::fs::write(
        &f,
        "Nr.;Name;Elo;Geb.\r\n1;A, A;1800;1990\r\n2;B, B;1900;1991\r\n3;C, C;2000;1992\r\n4;D, D;2100;1993\r\n5;E, E;abc;1994\r\n",
    )
    .unwrap();
    let o = run(d, &["player", "import", "e", f.to_str().unwrap()], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        err(&o).contains("rating-abc.csv:6:3: Elo: \"abc\" is not a rating"),
        "{}",
        err(&o)
    );
    let f = d.join("cp1250.csv");
    std::fs::write(
        &f,
        "Name;ID-Nr.;Geb.;Verein/Ort\r\nKowalski, Jan;P123;1990;KS Polonia\r\nWi?niewski, ?ukasz;P124;14.03.1988;KS Polonia\r\n",
    )
    .unwrap();
    let o = run(d, &["player", "import", "e", f.to_str().unwrap()], None);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let e = err(&o);
    assert!(
        e.contains("columns used: Name as name, Geb. as birth date, Verein/Ort as club"),
        "{e}"
    );
    assert!(
        e.contains("not kept") && e.contains("ID-Nr. as national id"),
        "{e}"
    );
    assert!(
        e.contains("cp1250.csv:3:1: warning: \"Wi?niewski, ?ukasz\": \"?\" stands where a letter was probably lost"),
        "{e}"
    );
    ok(d, &["close", "e"]);
    let trf = ok(d, &["export", "e"]);
    assert!(trf.contains("1988/03/14"), "{trf}");
}

/// Issue 44: a list imported again is refused one line per player, with the way out;
/// `--update` updates the players it holds and registers the others.
#[test]
fn issue_44_a_corrected_list_updates_the_players_registered() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(d, &["new", "e", "--rounds", "5"]);
    let f = d.join("players.csv");
    let rows: String = (1..=40)
        .map(|i| format!("\"Player{i:02}, Test\",{},{}\n", 4_100_000 + i, 2400 - i))
        .collect();
    std::fs::write(&f, format!("Name,FIDE ID,Rating\n{rows}")).unwrap();
    ok(d, &["player", "import", "e", f.to_str().unwrap()]);
    let o = run(d, &["player", "import", "e", f.to_str().unwrap()], None);
    assert_eq!(o.status.code(), Some(2));
    let e = err(&o);
    assert!(
        e.contains("40 players are already registered with the same FIDE id"),
        "{e}"
    );
    assert!(e.lines().all(|l| l.chars().count() < 200), "{e}");
    assert!(e.contains("--update"), "{e}");
    // Corrected: one rating, one name; one player more.
    let fixed = rows
        .replace(
            "Player07, Test\",4100007,2393",
            "Player07, Tess\",4100007,2393",
        )
        .replace("4100012,2388", "4100012,2399");
    std::fs::write(
        &f,
        format!("Name,FIDE ID,Rating\n{fixed}\"Late, Lou\",4100041,1500\n"),
    )
    .unwrap();
    let o = ok(
        d,
        &["player", "import", "e", f.to_str().unwrap(), "--update"],
    );
    assert!(
        o.contains("updated Player07, Test: name Player07, Test → Player07, Tess"),
        "{o}"
    );
    assert!(
        o.contains("updated Player12, Test: rating 2388 → 2399"),
        "{o}"
    );
    assert!(o.contains("registered Late, Lou"), "{o}");
    assert!(o.contains("2 updated, 1 registered, 38 unchanged"), "{o}");
    assert_eq!(
        json(d, &["player", "list", "e"]).as_array().unwrap().len(),
        41
    );
}

/// Issue 44 ("Done when"): a name starting with `=` (or `+`, `-`, `@`) is neutralised in
/// the CSV export and in the standings as CSV, and the export reads back as registered.
#[test]
fn issue_44_a_formula_name_is_neutralised_in_the_csv_export() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(d, &["new", "e", "--rounds", "5"]);
    for name in [
        "=HYPERLINK(\"http://x\";\"y\")",
        "+1+2",
        "@SUM(A1)",
        "-3, X",
    ] {
        let name = format!("--name={name}");
        ok(d, &["player", "add", "e", &name, "--club=-1+1"]);
    }
    ok(d, &["close", "e"]);
    let csv = ok(d, &["export", "e", "--format", "csv"]);
    // The name is the second field, quoted when it holds a comma or a quote.
    let names: Vec<&str> = csv
        .lines()
        .skip(1)
        .filter_map(|l| l.split_once(',').map(|x| x.1))
        .collect();
    assert_eq!(names.len(), 4, "{csv}");
    for n in &names {
        assert!(n.starts_with('\'') || n.starts_with("\"'"), "{n} in\n{csv}");
    }
    assert!(!csv.lines().any(|l| l.contains(",-1+1")), "{csv}");
    let standings = ok(d, &["standings", "e", "--format", "csv"]);
    assert!(
        standings.lines().skip(1).all(|l| l
            .split(',')
            .nth(2)
            .is_some_and(|n| n.starts_with("\"'") || n.starts_with('\''))),
        "{standings}"
    );
    // Read back into a new event, the names are the names registered.
    let f = d.join("export.csv");
    std::fs::write(&f, &csv).unwrap();
    ok(d, &["new", "copy", "--rounds", "5"]);
    ok(d, &["player", "import", "copy", f.to_str().unwrap()]);
    let copied: Vec<String> = json(d, &["player", "list", "copy"])
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect();
    let mut registered: Vec<String> = json(d, &["player", "list", "e"])
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect();
    let mut copied = copied;
    copied.sort();
    registered.sort();
    assert_eq!(copied, registered);
}

/// Issue 44: the FIDE report of a weekend open is written without errors when a player
/// without a FIDE id withdrew before playing; it carries the default tie-breaks (202) and
/// the time control encoded (222), read off the time control or set.
#[test]
fn issue_44_the_fide_report_of_a_weekend_open() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    open(d, "w", 8);
    ok(d, &["player", "add", "w", "--name", "Nofide, Yan"]);
    ok(d, &["withdraw", "w", "9", "--from-round", "1"]);
    ok(
        d,
        &[
            "set",
            "w",
            "--city",
            "Oslo",
            "--federation",
            "NOR",
            "--start-date",
            "2026/11/27",
            "--end-date",
            "2026/11/29",
            "--arbiter",
            "IA Berg, Ada",
            "--kind",
            "Individual: Swiss-System",
            "--round-dates",
            "26/11/27,26/11/28,26/11/28,26/11/29,26/11/29",
        ],
    );
    let said = ok(d, &["set", "w", "--time-control", "90 min + 30 s"]);
    assert!(
        said.contains("time control code (222) 5400+30, read off the time control"),
        "{said}"
    );
    for _ in 0..5 {
        play_round(d, "w", "1-0");
    }
    let report = json(d, &["report", "w", "fide"]);
    assert_eq!(report["written"], true, "{report}");
    let findings = report["findings"].as_array().unwrap();
    assert!(
        findings.iter().all(|f| f["severity"] == "warning"),
        "{report}"
    );
    let said: Vec<&str> = findings
        .iter()
        .map(|f| f["message"].as_str().unwrap())
        .collect();
    assert!(
        said.iter()
            .any(|m| m.contains("no FIDE id, and no rated game")),
        "{said:?}"
    );
    assert!(!said.iter().any(|m| m.contains("(202)")), "{said:?}");
    assert!(!said.iter().any(|m| m.contains("(222")), "{said:?}");
    let trf = report["content"].as_str().unwrap();
    assert!(trf.lines().any(|l| l == "202 BH-C1,BH,SB,DE"), "{trf}");
    assert!(trf.lines().any(|l| l == "222 5400+30"), "{trf}");
    // A time control that says none plainly is given its code by hand.
    ok(
        d,
        &[
            "set",
            "w",
            "--time-control",
            "40 in 90, 30 to finish, 30 s a move",
        ],
    );
    let v = json(d, &["report", "w", "fide"]);
    assert!(
        v["findings"]
            .as_array()
            .unwrap()
            .iter()
            .any(|f| f["message"].as_str().unwrap().contains("(222")),
        "{v}"
    );
    let o = run(d, &["set", "w", "--time-control-code", "90+30"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        err(&o).contains("TRF26's encoded time control"),
        "{}",
        err(&o)
    );
    ok(
        d,
        &["set", "w", "--time-control-code", "40/5400+30:1800+30"],
    );
    let v = json(d, &["report", "w", "fide"]);
    let trf = v["content"].as_str().unwrap();
    assert!(trf.lines().any(|l| l == "222 40/5400+30:1800+30"), "{trf}");
    // The code survives an export and an import.
    let t = d.join("w.trf");
    std::fs::write(&t, ok(d, &["export", "w"])).unwrap();
    ok(d, &["import", t.to_str().unwrap(), "--name", "w2"]);
    let s = json(d, &["set", "w2", "--city", "Bergen"]);
    assert_eq!(s["time_control_code"], "40/5400+30:1800+30", "{s}");
}

/// Issue 44: a late entry gets the half-point bye the arbiter grants for the round they
/// missed, though it is paired already; a player who played it does not.
#[test]
fn issue_44_a_late_entry_gets_a_bye_for_the_round_missed() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    open(d, "w", 8);
    play_round(d, "w", "1-0");
    let said = ok(
        d,
        &[
            "player",
            "add",
            "w",
            "--name",
            "Late, Lou",
            "--rating",
            "1500",
        ],
    );
    assert!(said.contains("player 9 (late entry)"), "{said}");
    let said = ok(d, &["absent", "w", "9", "--round", "1", "--bye", "half"]);
    assert!(
        said.contains("player 9: half-point bye in round 1"),
        "{said}"
    );
    let list = json(d, &["player", "list", "w"]);
    assert_eq!(list[8]["points"], 0.5);
    let o = run(
        d,
        &["absent", "w", "1", "--round", "1", "--bye", "half"],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("player 1 plays in it"), "{}", err(&o));
    // The late entry is paired from round 2 on, and the export carries the bye.
    let v = play_round(d, "w", "1-0");
    let boards = v["pairing"]["boards"].as_array().unwrap();
    let byes = v["pairing"]["byes"].as_array().unwrap();
    let nine = boards.iter().any(|b| b["white"] == 9 || b["black"] == 9)
        || byes.iter().any(|b| b["player"] == 9);
    assert!(nine, "{v}");
    let trf = ok(d, &["export", "w"]);
    let line = trf.lines().find(|l| l.starts_with("001    9")).unwrap();
    assert!(line.contains("0000 - H"), "{line}");
}

/// Issue 44: results typed as sheets write them (`0.5-0.5`, `½:½`, `1:0`); a batch that
/// repeats results already entered takes the new ones and names only real conflicts; a
/// correction after the next round is paired says which pairings it would have changed.
#[test]
fn issue_44_results_are_read_as_written_repeated_and_corrected() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    open(d, "w", 8);
    let r1 = json(d, &["pair", "w"]);
    let o = run(d, &["result", "w", "--board", "1", "0.5-0.5"], None);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(out(&o).contains("round 1 board 1: 1/2"), "{}", out(&o));
    let o = run(d, &["result", "w", "--board", "2", "0.6-0.4"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("0.5-0.5"), "{}", err(&o));
    // Board 1 again as entered, board 2 to 4 new, board 2 twice alike.
    let o = run(
        d,
        &["result", "w"],
        Some("1 ½:½\n2 1:0\n3: 0:1\n2 1-0\n4 0,5-0,5\n"),
    );
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(
        out(&o).contains("round 1: 3 results entered (1 already entered as given: board 1)"),
        "{}",
        out(&o)
    );
    let o = run(d, &["result", "w"], Some("1 1/2\n2 0-1\n3 1-0\n"));
    assert_eq!(o.status.code(), Some(2));
    let e = err(&o);
    assert!(e.contains("2 lines conflict"), "{e}");
    assert!(
        e.contains("standard input:2: board 2 already has 1-0, this line says 0-1"),
        "{e}"
    );
    assert!(!e.contains("board 1 "), "{e}");
    // Round 2 paired, a round-1 result corrected: the pairings it touched are named.
    let v = json(d, &["pair", "w"]);
    let o = run(
        d,
        &[
            "result",
            "w",
            "--round",
            "1",
            "--board",
            "2",
            "0-1",
            "--correct",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let e = err(&o);
    assert!(
        e.contains(
            "warning: round 1 board 2 corrected, but round 2 was already paired from the old result"
        ),
        "{e}"
    );
    let board_of = |p: u64| {
        v["pairing"]["boards"]
            .as_array()
            .unwrap()
            .iter()
            .find(|b| b["white"] == p || b["black"] == p)
            .map(|b| b["board"].as_u64().unwrap())
    };
    let second = &r1["pairing"]["boards"][1];
    for p in [&second["white"], &second["black"]] {
        let b = board_of(p.as_u64().unwrap()).unwrap();
        assert!(e.contains(&format!("round 2 board {b} (")), "{p}: {e}");
    }
    assert!(e.contains("arbiter check w --all"), "{e}");
    // The last round's corrections need no warning.
    let o = run(
        d,
        &["result", "w", "--round", "2", "--board", "1", "1-0"],
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let o = run(
        d,
        &[
            "result",
            "w",
            "--round",
            "2",
            "--board",
            "1",
            "0-1",
            "--correct",
        ],
        None,
    );
    assert!(!err(&o).contains("warning"), "{}", err(&o));
}

/// Issue 44: a category prize leaves the main prizes shared among tied players, and the
/// category's prize is named in words.
#[test]
fn issue_44_a_category_prize_keeps_the_main_prizes_shared() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    open(d, "w", 8);
    ok(d, &["player", "edit", "w", "7", "--sex", "w"]);
    ok(d, &["player", "edit", "w", "8", "--sex", "w"]);
    for _ in 0..3 {
        play_round(d, "w", "1/2");
    }
    // Everyone on 1½ points: the 600 of the three prizes shared by all eight.
    let amounts = |v: &serde_json::Value| -> Vec<u64> {
        let mut a: Vec<u64> = v
            .as_array()
            .unwrap()
            .iter()
            .filter(|r| r["prize"].as_str().is_none_or(|p| p.starts_with("place")))
            .map(|r| r["amount"].as_u64().unwrap())
            .collect();
        a.sort_unstable();
        a
    };
    let main = json(d, &["prizes", "w", "--prizes", "300,200,100"]);
    assert_eq!(amounts(&main), [75; 8]);
    // With a women's prize worth more than a share, one woman takes it; the other seven
    // still share the main prizes.
    let with = json(
        d,
        &[
            "prizes",
            "w",
            "--prizes",
            "300,200,100",
            "--category",
            "sex=w:100",
        ],
    );
    assert_eq!(amounts(&with), [85, 85, 86, 86, 86, 86, 86], "{with}");
    let women: Vec<&serde_json::Value> = with
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["prize"] == "Women 1st")
        .collect();
    assert_eq!(women.len(), 1, "{with}");
    assert_eq!(women[0]["amount"], 100);
    let text = ok(
        d,
        &[
            "prizes",
            "w",
            "--prizes",
            "300,200,100",
            "--category",
            "sex=w:100",
        ],
    );
    assert!(!text.contains("#1") && text.contains("Women 1st"), "{text}");
}

/// Issue 44: a player who withdrew is marked in the standings and the crosstable, in text
/// (with a note), in JSON and in the spreadsheets' column.
#[test]
fn issue_44_withdrawn_players_are_marked_in_the_standings() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    open(d, "w", 8);
    play_round(d, "w", "1-0");
    ok(d, &["withdraw", "w", "3", "--from-round", "2"]);
    let text = ok(d, &["standings", "w"]);
    let three = text.lines().find(|l| l.contains("Player03, Test")).unwrap();
    assert!(three.contains("Player03, Test *"), "{text}");
    assert_eq!(
        text.lines().filter(|l| l.contains(" *")).count(),
        1,
        "{text}"
    );
    assert!(text.lines().any(|l| l == "* withdrawn"), "{text}");
    let v = json(d, &["standings", "w", "--format", "json"]);
    let rows = v["players"].as_array().unwrap();
    let withdrawn: Vec<u64> = rows
        .iter()
        .filter(|r| r["withdrawn_from"] == 2)
        .map(|r| r["start_rank"].as_u64().unwrap())
        .collect();
    assert_eq!(withdrawn, [3], "{v}");
    let csv = ok(d, &["standings", "w", "--format", "csv"]);
    assert!(csv.lines().next().unwrap().ends_with(",Withdrawn"), "{csv}");
    assert!(
        csv.lines()
            .any(|l| l.contains("Player03, Test") && l.ends_with(",2")),
        "{csv}"
    );
    let cross = ok(d, &["crosstable", "w"]);
    assert!(cross.contains("Player03, Test *"), "{cross}");
    assert!(cross.lines().any(|l| l == "* withdrawn"), "{cross}");
}

/// Issue 44: the norms check of a five-round open says in one line why no norm can be
/// made; a player asked for still gets their criteria.
#[test]
fn issue_44_no_norm_in_a_five_round_open_is_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    open(d, "w", 8);
    play_round(d, "w", "1-0");
    let text = ok(d, &["norms", "w"]);
    assert_eq!(
        text.trim_end(),
        "no title norm is possible: a norm needs at least 9 games (FIDE B.01 1.4.1a) and the event has 5 rounds"
    );
    let one = ok(d, &["norms", "w", "--player", "1"]);
    assert!(one.contains("GM: no norm"), "{one}");
}
