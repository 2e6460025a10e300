//! Go team tournaments and Pair Go / Rengo entrants on the command line: teams built in
//! an OpenGotha file, rounds paired and results entered in it, team standings checked
//! against the tally this test keeps, the file written again and kept by a stored event.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use std::collections::HashMap;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn arbiter(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .unwrap()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Runs and expects success; standard output.
fn ok(args: &[&str]) -> String {
    let o = arbiter(args);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{args:?}: {}{}",
        text(&o.stdout),
        text(&o.stderr)
    );
    text(&o.stdout)
}

/// Runs and expects a refusal (exit 2, a message, no panic); standard error.
fn refused(args: &[&str]) -> String {
    let o = arbiter(args);
    let err = text(&o.stderr);
    assert_ne!(o.status.code(), Some(0), "{args:?} was accepted");
    assert!(!err.contains("panicked"), "{args:?}: {err}");
    assert!(!err.trim().is_empty(), "{args:?}: no message");
    err
}

fn json(s: &str) -> Value {
    serde_json::from_str(s.trim()).unwrap_or_else(|e| panic!("{e}: {s}"))
}

/// An OpenGotha file of `rounds` rounds with players `(name, given name, rank, rating)`.
fn gotha_file(players: &[(&str, &str, &str, i32)], rounds: u16) -> String {
    let mut x = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Tournament dataVersion=\"201\">\n<Players>\n",
    );
    for (name, first, rank, rating) in players {
        x.push_str(&format!(
            "<Player firstName=\"{first}\" name=\"{name}\" rank=\"{rank}\" rating=\"{rating}\" \
             registeringStatus=\"FIN\" participating=\"11111111111111111111\"/>\n"
        ));
    }
    x.push_str(&format!(
        "</Players>\n<TournamentParameterSet><GeneralParameterSet name=\"Teams\" shortName=\"teams\" \
         numberOfRounds=\"{rounds}\"/>\n<HandicapParameterSet hdBase=\"RANK\" hdBasedOnMMS=\"false\" \
         hdCeiling=\"0\" hdCorrection=\"0\" hdNoHdRankThreshold=\"30K\"/></TournamentParameterSet>\n</Tournament>\n"
    ));
    x
}

/// The key OpenGotha gives a player.
fn key(name: &str, first: &str) -> String {
    format!("{name}{first}").to_uppercase()
}

/// Enters results in the file: each `(round, table, result)` replaces the game's
/// unknown result.
fn enter_results(path: &Path, results: &[(u16, u64, &str)]) {
    let xml = std::fs::read_to_string(path).unwrap();
    let mut out = String::new();
    for line in xml.lines() {
        let mut line = line.to_string();
        if line.trim_start().starts_with("<Game ") {
            for &(round, table, result) in results {
                if line.contains(&format!(" roundNumber=\"{round}\""))
                    && line.contains(&format!(" tableNumber=\"{table}\""))
                {
                    line = line.replace("RESULT_UNKNOWN", result);
                }
            }
        }
        out.push_str(&line);
        out.push('\n');
    }
    std::fs::write(path, out).unwrap();
}

/// This test's own tally of one team.
#[derive(Default, Debug, Clone)]
struct Tally {
    team_points: i64,
    opponents: Vec<String>,
    /// Board wins in half points, board 1 first.
    boards: [i64; 3],
}

#[test]
#[allow(clippy::too_many_lines)]
fn six_teams_of_three_boards_over_three_rounds() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("teams.xml");
    let f = file.to_str().unwrap();
    // 18 players: team k (1..6) gets the k-th strongest of each third, so that every
    // team is about as strong and board 1 is its strongest.
    let ranks = [
        "6d", "5d", "4d", "3d", "2d", "1d", "1k", "2k", "3k", "4k", "5k", "6k", "7k", "8k", "9k",
        "10k", "11k", "12k",
    ];
    let names: Vec<(String, String)> = (0..18)
        .map(|i| {
            (
                format!("Player{}", (b'A' + i as u8) as char),
                "X".to_string(),
            )
        })
        .collect();
    let players: Vec<(&str, &str, &str, i32)> = names
        .iter()
        .zip(ranks)
        .enumerate()
        .map(|(i, ((n, fst), r))| (n.as_str(), fst.as_str(), r, 2600 - 100 * i as i32))
        .collect();
    std::fs::write(&file, gotha_file(&players, 3)).unwrap();
    let keys: Vec<String> = names.iter().map(|(n, fst)| key(n, fst)).collect();

    // The team rules, then six teams.
    let said = ok(&[
        "go",
        "team",
        f,
        "--size",
        "3",
        "--criteria",
        "teamp,sost,bdw,bdw1u",
        "-o",
        f,
    ]);
    assert!(said.contains("teams of 3 boards"), "{said}");
    let mut members: HashMap<String, Vec<String>> = HashMap::new();
    for k in 0..6 {
        let team = format!("Team {}", k + 1);
        let m = vec![keys[k].clone(), keys[k + 6].clone(), keys[k + 12].clone()];
        ok(&[
            "go",
            "team",
            f,
            "--add",
            &team,
            "--members",
            &m.join(","),
            "-o",
            f,
        ]);
        members.insert(team, m);
    }
    // Refusals, none of which touches the file.
    let before = std::fs::read(&file).unwrap();
    for (args, why) in [
        (
            vec!["--add", "Team 1", "--members", &keys[0]],
            "named \"Team 1\" already",
        ),
        (
            vec!["--add", "Other", "--members", &keys[0]],
            "plays for team \"Team 1\"",
        ),
        (vec!["--add", "Other", "--members", "NOBODY"], "NOBODY"),
        (vec!["--size", "11"], "2 to 10"),
        (vec!["--criteria", "TEAMP,WINS"], "unknown team criterion"),
        (vec!["--line-up", "Team 9", "--round", "1"], "no team"),
        (
            vec!["--line-up", "Team 1", "--members", &keys[0]],
            "--round",
        ),
    ] {
        let mut all = vec!["go", "team", f];
        all.extend(args.iter().copied());
        all.extend(["-o", f]);
        let err = refused(&all);
        assert!(err.contains(why), "{all:?}: {err}");
    }
    assert_eq!(std::fs::read(&file).unwrap(), before);
    let listed = json(&ok(&["go", "team", f, "--json"]));
    assert_eq!(listed["size"], 3);
    assert_eq!(listed["teams"].as_array().unwrap().len(), 6);
    assert_eq!(
        listed["teams"][0]["line_ups"][2],
        serde_json::json!([keys[0], keys[6], keys[12]])
    );

    let mut tally: HashMap<String, Tally> = members
        .keys()
        .map(|t| (t.clone(), Tally::default()))
        .collect();
    let team_of = |key: &str| {
        members
            .iter()
            .find(|(_, m)| m.iter().any(|k| k == key))
            .map(|(t, _)| t.clone())
            .unwrap()
    };
    let mut met: Vec<(String, String)> = Vec::new();
    for round in 1..=3u16 {
        let r = round.to_string();
        let mut args: Vec<String> = ["go", "pair-teams", f, "--round", &r, "--json", "-o", f]
            .iter()
            .map(ToString::to_string)
            .collect();
        // Round 3 is paired with matches given by the director: the proposal's, as
        // team numbers, to see both ways agree.
        let mut proposal = Value::Null;
        if round == 3 {
            proposal = json(&ok(&["go", "pair-teams", f, "--round", "3", "--json"]));
            let given: Vec<String> = proposal["matches"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| {
                    let n = |t: &Value| t.as_str().unwrap().trim_start_matches("Team ").to_string();
                    format!("{},{}", n(&m["white"]), n(&m["black"]))
                })
                .collect();
            for g in given {
                args.extend(["--match".to_string(), g]);
            }
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let paired = json(&ok(&args));
        if round == 3 {
            assert_eq!(paired["matches"], proposal["matches"]);
        }
        let matches = paired["matches"].as_array().unwrap();
        assert_eq!(matches.len(), 3, "round {round}: {paired}");
        assert!(paired["unpaired"].is_null());
        let mut results = Vec::new();
        for m in matches {
            let (a, b) = (
                m["white"].as_str().unwrap().to_string(),
                m["black"].as_str().unwrap().to_string(),
            );
            assert!(
                !met.contains(&(a.clone(), b.clone())) && !met.contains(&(b.clone(), a.clone())),
                "round {round}: {a} and {b} meet again"
            );
            met.push((a.clone(), b.clone()));
            let games = m["games"].as_array().unwrap();
            assert_eq!(games.len(), 3);
            let mut wins2: HashMap<String, i64> = HashMap::new();
            for (board, g) in games.iter().enumerate() {
                let (w, k) = (g["white"].as_str().unwrap(), g["black"].as_str().unwrap());
                // Member k of one team meets member k of the other.
                let (tw, tk) = (team_of(w), team_of(k));
                assert_eq!(members[&tw][board], w);
                assert_eq!(members[&tk][board], k);
                assert_eq!(
                    [tw.as_str(), tk.as_str()]
                        .iter()
                        .filter(|t| **t == a)
                        .count(),
                    1
                );
                // Even boards alternate colours from board 1 (all teams are even).
                assert_eq!(g["handicap"], 0);
                assert_eq!(tw == a, board % 2 == 0, "round {round} board {}", board + 1);
                let table = g["table"].as_u64().unwrap();
                // The results this test enters: by round and table.
                let (result, hw, hb) = match (u64::from(round) + table) % 3 {
                    0 => ("RESULT_WHITEWINS", 2, 0),
                    1 => ("RESULT_BLACKWINS", 0, 2),
                    _ => ("RESULT_EQUAL", 1, 1),
                };
                results.push((round, table, result));
                tally.get_mut(&tw).unwrap().boards[board] += hw;
                tally.get_mut(&tk).unwrap().boards[board] += hb;
                *wins2.entry(tw).or_default() += hw;
                *wins2.entry(tk).or_default() += hb;
            }
            // The match: more board wins than the other team takes it (2 team points),
            // as many draws it (1).
            let (wa, wb) = (wins2[&a], wins2[&b]);
            let points = |x: i64, y: i64| match x.cmp(&y) {
                std::cmp::Ordering::Greater => 2,
                std::cmp::Ordering::Equal => 1,
                std::cmp::Ordering::Less => 0,
            };
            tally.get_mut(&a).unwrap().team_points += points(wa, wb);
            tally.get_mut(&b).unwrap().team_points += points(wb, wa);
            tally.get_mut(&a).unwrap().opponents.push(b.clone());
            tally.get_mut(&b).unwrap().opponents.push(a.clone());
        }
        enter_results(&file, &results);
        // The file stays valid, with the round's nine games.
        let v = json(&ok(&["go", "validate", f, "--json"]));
        assert_eq!(v["games"], 9 * u64::from(round));
        // A team that played the round cannot be paired in it again.
        let err = refused(&["go", "pair-teams", f, "--round", &r, "--match", "1,2"]);
        assert!(err.contains("already plays"), "{err}");
    }
    // Every team met three others, none twice.
    assert_eq!(met.len(), 9);

    // The standings by this test's tally: TEAMP, SOST (the opponents' final team
    // points), BDW, BDW1U, then the team number.
    let sost = |t: &str| -> i64 {
        tally[t]
            .opponents
            .iter()
            .map(|o| tally[o].team_points)
            .sum()
    };
    let mut expected: Vec<(String, [i64; 4])> = tally
        .iter()
        .map(|(t, x)| {
            (
                t.clone(),
                [x.team_points, sost(t), x.boards.iter().sum(), x.boards[0]],
            )
        })
        .collect();
    expected.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let total_tp: i64 = expected.iter().map(|e| e.1[0]).sum();
    assert_eq!(
        total_tp, 18,
        "three rounds of three matches give 2 points each"
    );
    let standings = json(&ok(&["go", "teams", f, "--json"]));
    assert_eq!(standings["round"], 3);
    let rows = standings["teams"].as_array().unwrap();
    assert_eq!(rows.len(), 6);
    let mut place = 0;
    for (k, (row, (team, v))) in rows.iter().zip(&expected).enumerate() {
        assert_eq!(row["name"], team.as_str(), "line {}: {standings}", k + 1);
        let c = &row["criteria"];
        assert_eq!(c["TEAMP"], v[0], "{team}");
        assert_eq!(c["SOST"], v[1], "{team}");
        assert_eq!(c["BDW"].as_f64().unwrap(), v[2] as f64 / 2.0, "{team}");
        assert_eq!(c["BDW1U"].as_f64().unwrap(), v[3] as f64 / 2.0, "{team}");
        if k == 0 || expected[k - 1].1 != *v {
            place = k + 1;
        }
        assert_eq!(row["place"], place, "{team}");
        let rounds = row["rounds"].as_array().unwrap();
        for (r, opponent) in rounds.iter().zip(&tally[team].opponents) {
            assert_eq!(r["opponent"], opponent.as_str());
        }
    }
    // The values as worked out from the results above (see the rule by round and
    // table): the same whatever the test's tally says.
    let shown: Vec<(String, i64, i64, f64)> = rows
        .iter()
        .map(|r| {
            (
                r["name"].as_str().unwrap().to_string(),
                r["criteria"]["TEAMP"].as_i64().unwrap(),
                r["criteria"]["SOST"].as_i64().unwrap(),
                r["criteria"]["BDW"].as_f64().unwrap(),
            )
        })
        .collect();
    assert_eq!(shown.iter().map(|s| s.3).sum::<f64>(), 27.0, "{shown:?}");
    // After round 1 only: that round's matches.
    let after1 = json(&ok(&["go", "teams", f, "--round", "1", "--json"]));
    let tp1: i64 = after1["teams"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["criteria"]["TEAMP"].as_i64().unwrap())
        .sum();
    assert_eq!(tp1, 6);
    let table = ok(&["go", "teams", f]);
    assert!(
        table.starts_with("Pl\tName\tR1\tR2\tR3\tTP\tSOST\tBDW\tB1U\n"),
        "{table}"
    );
    assert_eq!(table.lines().count(), 7);
    let err = refused(&["go", "teams", f, "--round", "4"]);
    assert!(err.contains("3 rounds"), "{err}");

    // The XML written again keeps the teams and their standings.
    let again = dir.path().join("again.xml");
    let a = again.to_str().unwrap();
    std::fs::write(&again, ok(&["go", "export", f, "--format", "xml"])).unwrap();
    assert!(std::fs::read_to_string(&again).unwrap().contains("<Teams>"));
    assert_eq!(
        ok(&["go", "team", a, "--json"]),
        ok(&["go", "team", f, "--json"])
    );
    assert_eq!(
        ok(&["go", "teams", a, "--json"]),
        ok(&["go", "teams", f, "--json"])
    );

    // A stored event imported from the file keeps its teams, and exports them.
    let data = dir.path().join("data");
    let d = data.to_str().unwrap();
    ok(&["--data", d, "import", f, "--name", "goteams"]);
    let exported = dir.path().join("exported.xml");
    let e = exported.to_str().unwrap();
    std::fs::write(
        &exported,
        ok(&["--data", d, "export", "goteams", "--format", "xml"]),
    )
    .unwrap();
    assert_eq!(
        ok(&["go", "team", e, "--json"]),
        ok(&["go", "team", f, "--json"])
    );
    assert_eq!(
        ok(&["go", "teams", e, "--json"]),
        ok(&["go", "teams", f, "--json"])
    );
}

#[test]
fn line_ups_change_and_teams_go() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("t.xml");
    let f = file.to_str().unwrap();
    let players = [
        ("Ann", "A", "3d", 2300),
        ("Ben", "B", "2d", 2200),
        ("Cid", "C", "1d", 2100),
        ("Dan", "D", "1k", 2000),
        ("Eve", "E", "2k", 1900),
    ];
    std::fs::write(&file, gotha_file(&players, 2)).unwrap();
    ok(&["go", "team", f, "--size", "2", "-o", f]);
    ok(&[
        "go",
        "team",
        f,
        "--add",
        "Red",
        "--members",
        "anna,BENB",
        "-o",
        f,
    ]);
    ok(&[
        "go",
        "team",
        f,
        "--add",
        "Blue",
        "--members",
        "CIDC,DAND",
        "--number",
        "7",
        "-o",
        f,
    ]);
    // Eve replaces Ben in round 2 only.
    ok(&[
        "go",
        "team",
        f,
        "--line-up",
        "Red",
        "--round",
        "2",
        "--members",
        "ANNA,EVEE",
        "-o",
        f,
    ]);
    let listed = json(&ok(&["go", "team", f, "--json"]));
    assert_eq!(
        listed["teams"][0]["line_ups"][0],
        serde_json::json!(["ANNA", "BENB"])
    );
    assert_eq!(
        listed["teams"][0]["line_ups"][1],
        serde_json::json!(["ANNA", "EVEE"])
    );
    assert_eq!(listed["teams"][1]["number"], 7);
    let err = refused(&[
        "go",
        "team",
        f,
        "--line-up",
        "7",
        "--round",
        "1",
        "--members",
        "ANNA",
    ]);
    assert!(err.contains("plays for team \"Red\""), "{err}");
    // Round 2's match uses round 2's line-up.
    let out = ok(&[
        "go",
        "pair-teams",
        f,
        "--round",
        "2",
        "--match",
        "Red,7",
        "-o",
        f,
    ]);
    assert!(out.contains("EVEE") && !out.contains("BENB"), "{out}");
    let err = refused(&["go", "team", f, "--remove", "Blue"]);
    assert!(err.contains("has played"), "{err}");
    // An incomplete team is not paired.
    ok(&[
        "go",
        "team",
        f,
        "--line-up",
        "Red",
        "--round",
        "1",
        "--members",
        "ANNA",
        "-o",
        f,
    ]);
    let err = refused(&["go", "pair-teams", f, "--round", "1", "--match", "Red,Blue"]);
    assert!(err.contains("not complete"), "{err}");
    // A file without teams.
    let plain = dir.path().join("plain.xml");
    std::fs::write(&plain, gotha_file(&players, 2)).unwrap();
    let p = plain.to_str().unwrap();
    assert!(refused(&["go", "teams", p]).contains("no teams"));
    assert!(refused(&["go", "pair-teams", p, "--round", "1"]).contains("no teams"));
    // A broken file: its error at its line and column.
    let broken = dir.path().join("broken.xml");
    std::fs::write(
        &broken,
        "<Tournament><Players><Player name=\"x\"</Tournament>",
    )
    .unwrap();
    let err = refused(&["go", "teams", broken.to_str().unwrap()]);
    assert!(err.contains("broken.xml:1:"), "{err}");
}

#[test]
fn pair_go_and_rengo_entrants_are_registered_and_paired() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("pairs.xml");
    let f = file.to_str().unwrap();
    let players = [
        ("Aya", "W", "3d", 2300),
        ("Bo", "M", "1k", 2000),
        ("Cora", "W", "2d", 2200),
        ("Dai", "M", "2k", 1900),
        ("Eri", "W", "5k", 1600),
        ("Fen", "M", "6k", 1500),
        ("Gil", "R", "1d", 2100),
        ("Hal", "R", "1d", 2100),
        ("Ida", "R", "3k", 1800),
    ];
    std::fs::write(&file, gotha_file(&players, 3)).unwrap();
    // 3d and 1k: a mean of 1.5d, entered as 2d (a half rounded up), rating 2150.
    let e = json(&ok(&[
        "go",
        "pair-entrant",
        f,
        "--man",
        "BOM",
        "--woman",
        "AYAW",
        "--json",
        "-o",
        f,
    ]));
    assert_eq!(e["key"], "AYA-BOW-M");
    assert_eq!(e["kind"], "pair_go");
    assert_eq!(e["rank"], "2d");
    assert_eq!(e["rating"], 2150);
    assert_eq!(e["members"][0]["sex"], "w");
    // 2d and 2k: halfway between 1k and 1d, entered as 1d.
    let e = json(&ok(&[
        "go",
        "pair-entrant",
        f,
        "--woman",
        "CORAW",
        "--man",
        "DAIM",
        "--json",
        "-o",
        f,
    ]));
    assert_eq!(e["rank"], "1d");
    ok(&[
        "go",
        "pair-entrant",
        f,
        "--woman",
        "ERIW",
        "--man",
        "FENM",
        "-o",
        f,
    ]);
    // A Rengo team of three: 1d, 1d, 3k: a mean of one grade below 1d, 1k.
    let e = json(&ok(&[
        "go",
        "pair-entrant",
        f,
        "--rengo",
        "GILR,HALR,IDAR",
        "--json",
        "-o",
        f,
    ]));
    assert_eq!(e["kind"], "rengo");
    assert_eq!(e["rank"], "1k");
    assert_eq!(e["rating"], 2000);
    let v = json(&ok(&["go", "validate", f, "--json"]));
    assert_eq!(v["players"], 4);
    // Refusals: a member gone, the same player twice, too small a Rengo team, nobody.
    let before = std::fs::read(&file).unwrap();
    assert!(
        refused(&[
            "go",
            "pair-entrant",
            f,
            "--woman",
            "AYAW",
            "--man",
            "BOM",
            "-o",
            f
        ])
        .contains("no player")
    );
    let entrant = "AYA-BOW-M";
    assert!(
        refused(&[
            "go",
            "pair-entrant",
            f,
            "--rengo",
            &format!("{entrant},{entrant}"),
            "-o",
            f
        ])
        .contains("twice")
    );
    assert!(
        refused(&["go", "pair-entrant", f, "--rengo", entrant, "-o", f]).contains("at least 2")
    );
    assert!(refused(&["go", "pair-entrant", f, "-o", f]).contains("--woman"));
    assert_eq!(std::fs::read(&file).unwrap(), before);
    // The four entrants are paired as players of the draw.
    let paired = json(&ok(&["go", "pair", f, "--round", "1", "--json", "-o", f]));
    let games = paired["games"].as_array().unwrap();
    assert_eq!(games.len(), 2, "{paired}");
    let on_board: Vec<&str> = games
        .iter()
        .flat_map(|g| [g["white"].as_str().unwrap(), g["black"].as_str().unwrap()])
        .collect();
    for k in ["AYA-BOW-M", "CORA-DAIW-M", "ERI-FENW-M", "GIL-HAL-IDAR-R-R"] {
        assert!(on_board.contains(&k), "{k}: {paired}");
    }
    // Once paired, an entrant's players cannot be entered again.
    let err = refused(&["go", "pair-entrant", f, "--rengo", "AYA-BOW-M,CORA-DAIW-M"]);
    assert!(err.contains("has played"), "{err}");
}
