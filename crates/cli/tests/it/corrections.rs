//! Corrections an arbiter makes during an event, as a user runs them: editing and removing
//! players, reopening registration, renaming and deleting events, results by the round,
//! undo with results, pairing around fixed boards, and the messages they give.
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
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", err(&o));
    String::from_utf8(o.stdout).unwrap()
}

fn err(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn out(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn json(dir: &Path, args: &[&str]) -> serde_json::Value {
    let mut all = args.to_vec();
    all.push("--json");
    serde_json::from_str(&ok(dir, &all)).unwrap()
}

/// An event of `n` players, ratings from 2000 down in steps of 10, registration open.
fn event(dir: &Path, name: &str, n: u32) {
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
            ],
        );
    }
}

#[test]
fn players_are_edited_and_removed_and_ranks_follow_until_round_one() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    event(d, "e", 6);
    ok(d, &["close", "e"]);
    // A corrected rating before round 1 redoes the start ranks (C.04.2).
    let v = json(d, &["player", "edit", "e", "Player06", "--rating", "2100"]);
    assert_eq!(v["start_rank"], 1, "{v}");
    assert_eq!(v["reranked"], true, "{v}");
    assert_eq!(v["rating"], 2100);
    let list = json(d, &["player", "list", "e"]);
    assert_eq!(list[0]["name"], "Player06, Test");
    assert_eq!(list[1]["name"], "Player01, Test");
    // Clearing a field and keeping the others.
    let v = json(d, &["player", "edit", "e", "2", "--fed", "NOR"]);
    assert_eq!(v["federation"], "NOR");
    assert_eq!(v["rating"], 1990);
    let v = json(d, &["player", "edit", "e", "2", "--fed", ""]);
    assert!(v["federation"].is_null(), "{v}");
    // Nothing to change is a usage error, not an empty event.
    let o = run(d, &["player", "edit", "e", "2"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("nothing to change"), "{}", err(&o));

    // Removal before any round is paired: the player leaves, numbers close up.
    let v = json(d, &["player", "remove", "e", "Player03"]);
    assert_eq!(v["removed"], 4, "{v}");
    assert_eq!(
        json(d, &["player", "list", "e"]).as_array().unwrap().len(),
        5
    );

    ok(d, &["pair", "e"]);
    // After round 1 a rating change keeps the start ranks.
    let o = run(d, &["player", "edit", "e", "5", "--rating", "2500"], None);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(
        out(&o).contains("start ranks stay as they are"),
        "{}",
        out(&o)
    );
    let list = json(d, &["player", "list", "e"]);
    assert_eq!(list[4]["rating"], 2500);
    // After pairing, a removal is a withdrawal from the next round, and says so.
    let o = run(d, &["player", "remove", "e", "5"], None);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(
        out(&o).contains("withdrawn from round 2 instead"),
        "{}",
        out(&o)
    );
    let list = json(d, &["player", "list", "e"]);
    assert_eq!(list[4]["withdrawn_from"], 2);
    ok(d, &["reenter", "e", "5"]);
    assert!(json(d, &["player", "list", "e"])[4]["withdrawn_from"].is_null());
}

#[test]
fn registration_reopens_only_before_round_one() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    event(d, "e", 4);
    ok(d, &["close", "e"]);
    ok(d, &["reopen", "e"]);
    ok(
        d,
        &[
            "player",
            "add",
            "e",
            "--name",
            "Late, Lucy",
            "--rating",
            "2300",
        ],
    );
    ok(d, &["close", "e"]);
    assert_eq!(json(d, &["player", "list", "e"])[0]["name"], "Late, Lucy");
    ok(d, &["pair", "e"]);
    let o = run(d, &["reopen", "e"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        err(&o).contains("registration cannot reopen once a round is paired"),
        "{}",
        err(&o)
    );
}

#[test]
fn events_are_renamed_deleted_restored_and_purged() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    event(d, "spring", 4);
    event(d, "taken", 2);
    let o = run(d, &["rename", "spring", "taken"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("already exists"), "{}", err(&o));
    ok(d, &["rename", "spring", "autumn"]);
    assert_eq!(
        json(d, &["player", "list", "autumn"])
            .as_array()
            .unwrap()
            .len(),
        4
    );
    let o = run(d, &["player", "list", "spring"], None);
    assert_eq!(o.status.code(), Some(2));

    // Listing counts events, with players and stage.
    let o = ok(d, &["list"]);
    assert!(o.contains("2 events"), "{o}");
    let v = json(d, &["list"]);
    assert_eq!(v[0]["name"], "autumn");
    assert_eq!(v[0]["players"], 4);

    // Deleting asks first; without a terminal it needs --yes.
    let o = run(d, &["delete", "autumn"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("confirm with --yes"), "{}", err(&o));
    ok(d, &["delete", "autumn", "--yes"]);
    let o = ok(d, &["list"]);
    assert!(o.contains("1 event (1 deleted not shown: --all)"), "{o}");
    let o = run(d, &["player", "add", "autumn", "--name", "X, Y"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("deleted"), "{}", err(&o));
    ok(d, &["undelete", "autumn"]);
    assert_eq!(json(d, &["list"]).as_array().unwrap().len(), 2);

    // Purging needs a deletion first, then frees the name.
    let o = run(d, &["delete", "taken", "--purge", "--yes"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("is not deleted"), "{}", err(&o));
    ok(d, &["delete", "taken", "--yes"]);
    ok(d, &["delete", "taken", "--purge", "--yes"]);
    ok(d, &["new", "taken", "--rounds", "3"]);

    // The history says what happened, and who did it.
    let log = json(d, &["log", "autumn"]);
    let kinds: Vec<&str> = log
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["kind"].as_str().unwrap())
        .collect();
    assert!(kinds.ends_with(&[
        "tournament renamed",
        "tournament deleted",
        "tournament restored"
    ]));
}

#[test]
fn results_by_the_round_are_all_or_nothing_and_name_what_is_missing() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    event(d, "e", 8);
    ok(d, &["close", "e"]);
    ok(d, &["pair", "e"]);
    // Bad lines: every one is reported with its line, nothing is written.
    let o = run(
        d,
        &["result", "e"],
        Some("1 1-0\n# a comment\n9 0-1\nx 1-0\n2 2-2\n"),
    );
    assert_eq!(o.status.code(), Some(2));
    let e = err(&o);
    assert!(
        e.contains("standard input:4: \"x\" is not a board number"),
        "{e}"
    );
    assert!(e.contains("standard input:5:"), "{e}");
    let pairing = json(d, &["pairing", "e"]);
    assert!(pairing["boards"][0]["result"].is_null(), "{pairing}");
    // A board that does not exist is named, with the round's size.
    let o = run(d, &["result", "e"], Some("1 1-0\n9 0-1\n"));
    assert_eq!(o.status.code(), Some(2));
    assert!(
        err(&o).contains("round 1 has no board 9 (it has 4)"),
        "{}",
        err(&o)
    );
    // Pairing is refused with the boards still missing.
    let o = run(d, &["result", "e"], Some("1 1-0\n2: 1/2\n"));
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(
        out(&o).contains("still without a result: boards 3, 4"),
        "{}",
        out(&o)
    );
    let o = run(d, &["pair", "e"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        err(&o).contains("round 1 still has games without a result: boards 3, 4"),
        "{}",
        err(&o)
    );
    // A result entered twice must be corrected instead; the message says it once.
    let o = run(d, &["result", "e", "--board", "1", "0-1"], None);
    assert_eq!(o.status.code(), Some(2));
    let e = err(&o);
    assert_eq!(e.matches("already has a result").count(), 1, "{e}");
    // From a file, then a correction of the batch.
    let file = d.join("r1.txt");
    std::fs::write(&file, "3 +-\n4 0-1\n").unwrap();
    let v = json(
        d,
        &[
            "result",
            "e",
            "--round",
            "1",
            "--file",
            file.to_str().unwrap(),
        ],
    );
    assert_eq!(v["missing"].as_array().unwrap().len(), 0, "{v}");
    let o = run(d, &["result", "e", "--correct"], Some("4 1-0\n"));
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert_eq!(json(d, &["pairing", "e"])["boards"][3]["result"], "1-0");
    // A wrong board number on a single result gives the reason once.
    let o = run(
        d,
        &["result", "e", "--board", "16", "--correct", "1-0"],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(err(&o).matches("has no board 16").count(), 1, "{}", err(&o));
}

#[test]
fn undo_asks_before_deleting_results() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    event(d, "e", 4);
    ok(d, &["close", "e"]);
    ok(d, &["pair", "e"]);
    ok(d, &["result", "e", "--board", "1", "1-0"]);
    let o = run(d, &["undo", "e"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        err(&o).contains("round 1 has 1 result; delete the round with them: confirm with --yes"),
        "{}",
        err(&o)
    );
    assert_eq!(json(d, &["pairing", "e"])["round"], 1);
    let o = ok(d, &["undo", "e", "--yes"]);
    assert!(o.contains("round 1 deleted with its result"), "{o}");
    // A round without results goes without asking.
    ok(d, &["pair", "e"]);
    ok(d, &["undo", "e"]);
}

#[test]
fn the_engine_pairs_around_boards_fixed_by_hand() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    event(d, "e", 8);
    ok(d, &["close", "e"]);
    // Round 1 by the engine would be 1-5, 6-2, 3-7, 8-4; fix 1 against 2 and let it pair the rest.
    let v = json(d, &["pair", "e", "--fix", "2-1"]);
    let boards = v["pairing"]["boards"].as_array().unwrap();
    assert_eq!(boards.len(), 4);
    assert_eq!(
        (boards[0]["white"].as_u64(), boards[0]["black"].as_u64()),
        (Some(2), Some(1))
    );
    let mut seen: Vec<u64> = boards
        .iter()
        .flat_map(|b| [b["white"].as_u64().unwrap(), b["black"].as_u64().unwrap()])
        .collect();
    seen.sort_unstable();
    assert_eq!(seen, (1..=8).collect::<Vec<_>>());
    // The round is recorded as a pairing made by hand.
    let log = json(d, &["log", "e"]);
    let last = log.as_array().unwrap().last().unwrap();
    assert_eq!(last["event"]["engine"], "manual");
    // An empty batch is an error, not a silent success.
    let o = run(d, &["result", "e"], Some("\n# nothing yet\n"));
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("no results"), "{}", err(&o));
    // Every result in, then a fixed rematch is refused without --force, one line per problem.
    let o = run(d, &["result", "e"], Some("1 1-0\n2 1-0\n3 1-0\n4 1-0\n"));
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let o = run(d, &["pair", "e", "--fix", "1-2"], None);
    assert_eq!(o.status.code(), Some(2));
    let e = err(&o);
    assert!(e.contains("the fixed boards break:\n  "), "{e}");
    assert!(e.contains("pass --force"), "{e}");
    ok(d, &["pair", "e", "--fix", "1-2", "--force"]);
}

#[test]
fn check_takes_an_event_name_and_help_lists_the_engine_command_lines() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    event(d, "e", 6);
    ok(d, &["close", "e"]);
    ok(d, &["pair", "e"]);
    let o = run(
        d,
        &["result", "e", "--file", "-"],
        Some("1 1-0\n2 1/2\n3 0-1\n"),
    );
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let o = ok(d, &["check", "e"]);
    assert!(o.contains("round 1: the pairing agrees with"), "{o}");
    let v = json(d, &["check", "e", "--all"]);
    assert_eq!(v["agrees"], true, "{v}");
    assert_eq!(v["rounds"][0]["boards"], 3, "{v}");
    let help = ok(d, &["--help"]);
    assert!(help.contains("arbiter --dutch FILE.trf -p"), "{help}");
    assert!(help.contains("Global options"), "{help}");
    // Standings and the crosstable take --json too.
    let v = json(d, &["standings", "e"]);
    assert!(v["players"].is_array(), "{v}");
    json(d, &["crosstable", "e"]);
    // Availability is said in words.
    let o = ok(d, &["absent", "e", "1", "--round", "3", "--bye", "half"]);
    assert!(o.contains("half-point bye in round 3"), "{o}");
}

#[test]
fn duplicates_are_refused_or_named_and_players_are_found_without_accents() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(d, &["new", "e", "--rounds", "5"]);
    let csv = d.join("players.csv");
    std::fs::write(
        &csv,
        "name,rating,fide_id,birth_date\n\"Novák, Jan\",2100,1001,1990\n\"Müller, Anna\",2000,1002,1991\n",
    )
    .unwrap();
    ok(d, &["player", "import", "e", csv.to_str().unwrap()]);
    // The same list again: refused whole, naming who.
    let o = run(d, &["player", "import", "e", csv.to_str().unwrap()], None);
    assert_eq!(o.status.code(), Some(2));
    let e = err(&o);
    assert!(
        e.contains("Novák, Jan has the same FIDE id as 1 Novák, Jan"),
        "{e}"
    );
    assert!(e.contains("--allow-duplicate"), "{e}");
    assert_eq!(
        json(d, &["player", "list", "e"]).as_array().unwrap().len(),
        2
    );
    // Same name and birth date: registered, with a warning.
    let o = run(
        d,
        &[
            "player",
            "add",
            "e",
            "--name",
            "NOVAK, Jan",
            "--birth",
            "1990",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(
        err(&o).contains("warning: NOVAK, Jan has the same name and birth date as 1 Novák, Jan"),
        "{}",
        err(&o)
    );
    // Names are found without accents or capitals; a whole name wins over a part.
    let v = json(d, &["player", "edit", "e", "muller", "--club", "Bern"]);
    assert_eq!(v["name"], "Müller, Anna");
    let o = run(d, &["player", "edit", "e", "novak", "--club", "X"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("matches several players"), "{}", err(&o));
    // Before close, numbers are registration numbers, and messages say so.
    let o = run(d, &["player", "edit", "e", "9", "--club", "X"], None);
    assert!(
        err(&o).contains("no player with registration number 9"),
        "{}",
        err(&o)
    );
    ok(d, &["close", "e"]);
    let o = run(d, &["player", "edit", "e", "9", "--club", "X"], None);
    assert!(
        err(&o).contains("no player with start rank 9"),
        "{}",
        err(&o)
    );
    // The system is checked when the event is created.
    let o = run(
        d,
        &["new", "b", "--rounds", "5", "--system", "no-such-system"],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        err(&o).contains("no pairing engine for the system 'no-such-system' (known: dutch"),
        "{}",
        err(&o)
    );
    ok(d, &["new", "b", "--rounds", "5", "--system", "burstein"]);
    ok(d, &["new", "c", "--rounds", "5", "--system", "dubov"]);
    ok(
        d,
        &["new", "f", "--rounds", "5", "--system", "dubov-danubian"],
    );
    ok(d, &["new", "g", "--rounds", "5", "--system", "lim"]);
    ok(d, &["new", "h", "--rounds", "5", "--system", "lim-maxi"]);
    ok(
        d,
        &["new", "i", "--rounds", "8", "--system", "double-swiss"],
    );
}

#[test]
fn player_lists_are_read_in_the_shapes_people_have() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(d, &["new", "e", "--rounds", "5"]);
    // Short headers: ratings and federations come through, and the columns used are named.
    let f = d.join("a.csv");
    std::fs::write(&f, "Name,Elo,FED,Notes\n\"Novák, Jan\",2100,cze,x\n").unwrap();
    let o = run(d, &["player", "import", "e", f.to_str().unwrap()], None);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let e = err(&o);
    assert!(
        e.contains("columns used: Name as name, Elo as rating, FED as federation"),
        "{e}"
    );
    assert!(e.contains("columns ignored: Notes"), "{e}");
    let list = json(d, &["player", "list", "e"]);
    assert_eq!(list[0]["rating"], 2100);
    assert_eq!(list[0]["federation"], "CZE");
    // Semicolons and German headers; UTF-16 with a byte-order mark.
    let f = d.join("b.csv");
    std::fs::write(&f, "Nachname;Vorname;Elo;Titel\nMüller;Anna;2000;WFM\n").unwrap();
    ok(d, &["player", "import", "e", f.to_str().unwrap()]);
    let f = d.join("c.csv");
    let mut bytes = vec![0xFF, 0xFE];
    bytes.extend(
        "Name\tRating\r\nÖster, Åse\t1900\r\n"
            .encode_utf16()
            .flat_map(u16::to_le_bytes),
    );
    std::fs::write(&f, bytes).unwrap();
    ok(d, &["player", "import", "e", f.to_str().unwrap()]);
    let names: Vec<String> = json(d, &["player", "list", "e"])
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(names, ["Novák, Jan", "Müller, Anna", "Öster, Åse"]);
    // Bad fields: every one named with line and column, nothing written.
    let f = d.join("bad.csv");
    std::fs::write(
        &f,
        "Name,Title,Federation,Birth date,Rating\nA,Baron,Czech Republic,14/03/1988,9999\n",
    )
    .unwrap();
    let o = run(d, &["player", "import", "e", f.to_str().unwrap()], None);
    assert_eq!(o.status.code(), Some(2));
    let e = err(&o);
    for want in [
        "bad.csv:2:2: Title: \"Baron\" is not a FIDE title",
        "bad.csv:2:3: Federation: \"Czech Republic\" is not a federation code",
        "bad.csv:2:4: Birth date: \"14/03/1988\" is ambiguous",
        "bad.csv:2:5: Rating: 9999 is not a rating",
        "nothing imported",
    ] {
        assert!(e.contains(want), "{want}: {e}");
    }
    assert_eq!(
        json(d, &["player", "list", "e"]).as_array().unwrap().len(),
        3
    );
    // The same checks apply to a player added or edited by hand, so an export never fails.
    let o = run(
        d,
        &[
            "player",
            "add",
            "e",
            "--name",
            "X, Y",
            "--title",
            "Grand Poobah",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("is not a FIDE title"), "{}", err(&o));
    let v = json(
        d,
        &[
            "player",
            "add",
            "e",
            "--name",
            "Z, Z",
            "--title",
            "Grandmaster",
            "--fed",
            "nor",
        ],
    );
    assert_eq!(
        (v["title"].as_str(), v["federation"].as_str()),
        (Some("GM"), Some("NOR"))
    );
    let o = run(
        d,
        &["player", "edit", "e", "Z, Z", "--birth", "03/04/1990"],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    ok(d, &["close", "e"]);
    let o = run(d, &["export", "e"], None);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
}

/// The test: an event with every kind of fact, exported, imported under a new
/// name and exported again gives the same file, and both pair the next round alike.
#[test]
fn an_exported_event_imports_and_exports_identically() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    event(d, "e", 11);
    ok(
        d,
        &[
            "set",
            "e",
            "--city",
            "Oslo",
            "--federation",
            "NOR",
            "--start-date",
            "2026/11/28",
            "--end-date",
            "2026/11/29",
            "--arbiter",
            "IA Berg, Ada",
            "--deputies",
            "FA Lie, Bo;NA Dahl, Cy",
            "--time-control",
            "90'+30\"",
            "--round-dates",
            "26/11/28,26/11/28,26/11/29,26/11/29,26/11/29",
            "--kind",
            "Individual: Swiss-System",
        ],
    );
    ok(
        d,
        &[
            "player",
            "add",
            "e",
            "--name",
            "Late, Lou",
            "--rating",
            "1500",
        ],
    );
    ok(d, &["close", "e"]);
    ok(d, &["absent", "e", "3", "--round", "1", "--bye", "half"]);
    ok(d, &["pair", "e"]);
    let o = run(
        d,
        &["result", "e"],
        Some("1 1-0\n2 0-1\n3 1/2\n4 +-\n5 --\n"),
    );
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    ok(d, &["result", "e", "--board", "3", "--correct", "1-0"]);
    ok(
        d,
        &[
            "player",
            "add",
            "e",
            "--name",
            "Later, Lee",
            "--rating",
            "1400",
        ],
    );
    ok(d, &["withdraw", "e", "7", "--from-round", "3"]);
    ok(d, &["absent", "e", "5", "--round", "2"]);
    // Round 2 by hand, in a board order of the arbiter's own.
    let p = json(d, &["pairing", "e"]);
    let _ = p;
    let o = run(
        d,
        &[
            "pair",
            "e",
            "--manual",
            "9-1,2-10,11-4,6-12,3-8,13-0",
            "--force",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let o = run(
        d,
        &["result", "e"],
        Some("1 1-0\n2 1/2\n3 0-1\n4 1-0\n5 1-0\n"),
    );
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let first = run(d, &["export", "e"], None);
    assert_eq!(first.status.code(), Some(0), "{}", err(&first));
    let trf = d.join("e.trf");
    std::fs::write(&trf, &first.stdout).unwrap();
    let text = out(&first);
    // The facts an export must carry.
    for want in [
        "022 Oslo",
        "032 NOR",
        "042 2026/11/28",
        "052 2026/11/29",
        "062 13",
        "092 Individual: Swiss-System",
        "102 IA Berg, Ada",
        "112 FA Lie, Bo",
        "112 NA Dahl, Cy",
        "122 90'+30\"",
        "152 ",
        "### board order of round 2: 9-1 2-10 11-4 6-12 3-8",
    ] {
        assert!(text.contains(want), "{want}:\n{text}");
    }
    assert!(
        !err(&first).contains("no initial colour"),
        "{}",
        err(&first)
    );
    // The rank column is filled, and the withdrawn player misses the rounds left.
    let seven = text.lines().find(|l| l.starts_with("001    7")).unwrap();
    assert!(!seven[85..89].trim().is_empty(), "{seven}");
    assert!(seven.ends_with("0000 - Z"), "{seven}");
    ok(d, &["import", trf.to_str().unwrap(), "--name", "copy"]);
    let second = run(d, &["export", "copy"], None);
    assert_eq!(out(&first), out(&second));
    // The same boards, and the same next round.
    assert_eq!(
        json(d, &["pairing", "e"])["boards"],
        json(d, &["pairing", "copy"])["boards"]
    );
    assert_eq!(json(d, &["player", "list", "copy"])[6]["withdrawn_from"], 3);
    ok(d, &["pair", "e"]);
    ok(d, &["pair", "copy"]);
    assert_eq!(json(d, &["pairing", "e"]), json(d, &["pairing", "copy"]));
    let third = run(d, &["export", "copy"], None);
    let fourth = run(d, &["export", "e"], None);
    assert_eq!(out(&third), out(&fourth));
}

/// The event's language, for visitors of its pages who choose none: given at creation by
/// name, changed by tag, refused when arbiter does not speak it, cleared with "".
#[test]
fn an_event_has_a_language_for_its_pages() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(d, &["new", "e", "--rounds", "5", "--language", "French"]);
    let v = json(d, &["set", "e", "--city", "Lyon"]);
    assert_eq!(v["language"], "fr", "{v}");
    let v = json(d, &["set", "e", "--language", "de-AT"]);
    assert_eq!(v["language"], "de", "{v}");
    let o = run(d, &["set", "e", "--language", "klingon"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("klingon"), "{}", err(&o));
    let v = json(d, &["set", "e", "--language", ""]);
    assert!(v["language"].is_null(), "{v}");
    assert_eq!(v["city"], "Lyon");
}
