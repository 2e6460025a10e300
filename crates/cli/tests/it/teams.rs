//! A 20-team, 4-board, 9-round team Swiss run on the command line: teams registered,
//! lineups with a reserve and an empty board, a team absent for a round (so the odd
//! number of teams gives a team bye), a forfeited match, every round paired by the Swiss
//! Team engine and its results entered. The team standings, a board prize and the TRF26
//! export are checked against values this test computes itself from the results it
//! entered; the export imports and exports again identically.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use serde_json::Value;
use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

fn arbiter(dir: &Path, args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_arbiter"));
    cmd.arg("--data")
        .arg(dir)
        .args(args)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().unwrap();
    if let Some(input) = stdin {
        child.stdin.take().unwrap().write_all(input).unwrap();
    }
    child.wait_with_output().unwrap()
}

fn ok(dir: &Path, args: &[&str]) -> String {
    ok_in(dir, args, None)
}

fn ok_in(dir: &Path, args: &[&str], stdin: Option<&[u8]>) -> String {
    let o = arbiter(dir, args, stdin);
    assert_eq!(
        o.status.code(),
        Some(0),
        "arbiter {args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).unwrap()
}

fn json(dir: &Path, args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.push("--json");
    serde_json::from_str(&ok(dir, &all)).unwrap()
}

/// Half points, so that sums stay exact.
type Halves = i64;

fn halves(text: &str) -> Halves {
    let v: f64 = text.parse().unwrap();
    (v * 2.0).round() as Halves
}

/// The result the test enters for a game: the lower start rank wins, except every
/// seventh pairing (by the sum of start ranks) is drawn.
fn chosen(white: u64, black: u64) -> (&'static str, Halves, Halves) {
    if (white + black).is_multiple_of(7) {
        ("1/2", 1, 1)
    } else if white < black {
        ("1-0", 2, 0)
    } else {
        ("0-1", 0, 2)
    }
}

#[test]
#[allow(clippy::too_many_lines)]
fn a_twenty_team_swiss_runs_on_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(
        d,
        &[
            "new",
            "league",
            "--system",
            "swiss-team",
            "--rounds",
            "9",
            "--boards",
            "4",
        ],
    );
    // 20 teams of five (four boards and a reserve), team k rated around 2400 - 30 k.
    let mut csv = String::from("name,rating\n");
    for k in 0..20u32 {
        for i in 0..5u32 {
            csv.push_str(&format!("\"Team{k:02}, P{i}\",{}\n", 2400 - 30 * k - 7 * i));
        }
    }
    let file = d.join("players.csv");
    std::fs::write(&file, &csv).unwrap();
    ok(d, &["player", "import", "league", file.to_str().unwrap()]);
    for k in 0..20u32 {
        let members: Vec<String> = (0..5).map(|i| (5 * k + i + 1).to_string()).collect();
        ok(
            d,
            &[
                "team",
                "add",
                "league",
                "--name",
                &format!("Team {k:02}"),
                "--members",
                &members.join(","),
            ],
        );
    }
    ok(d, &["close", "league"]);
    // After closing, the rosters as the event numbers them (start ranks by rating).
    let teams = json(d, &["team", "list", "league"]);
    let roster: Vec<Vec<u64>> = teams["teams"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            t["members"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m.as_u64().unwrap())
                .collect()
        })
        .collect();
    assert_eq!(roster.len(), 20);
    let team_of = |p: u64| roster.iter().position(|r| r.contains(&p)).unwrap();

    // What the test expects, computed from what it enters: per team, MP and GP (halves).
    let mut mp: Vec<Halves> = vec![0; 20];
    let mut gp: Vec<Halves> = vec![0; 20];
    // Board 1 points and games per player (games played over the board).
    let mut board1: BTreeMap<u64, (Halves, u32)> = BTreeMap::new();
    let mut forfeited = None;
    let mut empty_board = None;
    let mut bye_team = None;
    for round in 1..=9u16 {
        let r = round.to_string();
        // Lineups: in round 1 team 3 brings in its reserve on board 4; in round 2 team 5
        // leaves board 4 empty; in round 4 team 20 is absent (all five members), so 19
        // teams play and one has the bye.
        if round == 1 {
            let l = &roster[2];
            let players = format!("{},{},{},{}", l[0], l[1], l[2], l[4]);
            ok(
                d,
                &[
                    "team", "lineup", "league", "--round", &r, "--team", "3", &players,
                ],
            );
        }
        if round == 2 {
            let l = &roster[4];
            let players = format!("{},{},{},0", l[0], l[1], l[2]);
            ok(
                d,
                &[
                    "team", "lineup", "league", "--round", &r, "--team", "5", &players,
                ],
            );
        }
        if round == 4 {
            for p in &roster[19] {
                ok(d, &["absent", "league", &p.to_string(), "--round", &r]);
            }
        }
        ok(d, &["pair", "league"]);
        let m = json(d, &["team", "matches", "league", "--round", &r]);
        let matches = m["matches"].as_array().unwrap().clone();
        for b in m["byes"].as_array().unwrap() {
            let k = usize::try_from(b["team"].as_u64().unwrap() - 1).unwrap();
            assert_eq!(round, 4, "a bye only when team 20 is out");
            bye_team = Some(k);
            // The pairing-allocated bye: a won match, a point per board (C.04.1 c).
            mp[k] += 4;
            gp[k] += 8;
        }
        if round == 4 {
            assert_eq!(matches.len(), 9);
            assert!(bye_team.is_some(), "19 teams: one has the bye");
        } else {
            assert_eq!(matches.len(), 10);
        }
        // Round 6: the first match is forfeited by its away team.
        if round == 6 {
            let first = &matches[0];
            let (h, a) = (
                first["home"].as_u64().unwrap(),
                first["away"].as_u64().unwrap(),
            );
            ok(
                d,
                &[
                    "team",
                    "forfeit",
                    "league",
                    "--round",
                    &r,
                    "--home",
                    &h.to_string(),
                    "--away",
                    &a.to_string(),
                    "--result",
                    "+-",
                ],
            );
            forfeited = Some((round, h, a));
            let kh = usize::try_from(h - 1).unwrap();
            mp[kh] += 4;
            gp[kh] += 8;
        }
        // Results of every board still without one.
        let pairing = json(d, &["pairing", "league", "--round", &r]);
        let mut lines = String::new();
        let mut per_match: BTreeMap<(usize, usize), (Halves, Halves)> = BTreeMap::new();
        for b in pairing["boards"].as_array().unwrap() {
            if !b["result"].is_null() {
                continue;
            }
            let (w, bl) = (b["white"].as_u64().unwrap(), b["black"].as_u64().unwrap());
            let (res, pw, pb) = chosen(w, bl);
            lines.push_str(&format!("{} {res}\n", b["board"]));
            let (tw, tb) = (team_of(w), team_of(bl));
            // Per match, keyed by the pair of teams in a fixed order.
            let key = (tw.min(tb), tw.max(tb));
            let e = per_match.entry(key).or_default();
            if tw < tb {
                e.0 += pw;
                e.1 += pb;
            } else {
                e.0 += pb;
                e.1 += pw;
            }
            for (p, pts) in [(w, pw), (bl, pb)] {
                if board_of(&matches, p) == Some(1) {
                    let s = board1.entry(p).or_default();
                    s.0 += pts;
                    s.1 += 1;
                }
            }
        }
        // The empty board: the player facing it wins without play (a point for the team).
        for mt in &matches {
            for b in mt["boards"].as_array().unwrap() {
                let (h, a) = (b["home"].as_u64(), b["away"].as_u64());
                if h.is_none() != a.is_none() {
                    let present = h.or(a).unwrap();
                    let k = team_of(present);
                    let (th, ta) = (
                        usize::try_from(mt["home"].as_u64().unwrap() - 1).unwrap(),
                        usize::try_from(mt["away"].as_u64().unwrap() - 1).unwrap(),
                    );
                    let key = (th.min(ta), th.max(ta));
                    let e = per_match.entry(key).or_default();
                    if k == key.0 {
                        e.0 += 2;
                    } else {
                        e.1 += 2;
                    }
                    empty_board = Some((round, present));
                }
            }
        }
        ok_in(
            d,
            &["result", "league", "--round", &r, "--file", "-"],
            Some(lines.as_bytes()),
        );
        for ((a, b), (ga, gb)) in per_match {
            gp[a] += ga;
            gp[b] += gb;
            let (ma, mb) = match ga.cmp(&gb) {
                std::cmp::Ordering::Greater => (4, 0),
                std::cmp::Ordering::Equal => (2, 2),
                std::cmp::Ordering::Less => (0, 4),
            };
            mp[a] += ma;
            mp[b] += mb;
        }
    }
    assert!(forfeited.is_some() && empty_board.is_some() && bye_team.is_some());

    // Team standings: MP and GP as computed here, and ranked by MP then GP.
    let standings = json(d, &["standings", "league", "--teams"]);
    let rows = standings.as_array().unwrap();
    assert_eq!(rows.len(), 20);
    for row in rows {
        let k = usize::try_from(row["number"].as_u64().unwrap() - 1).unwrap();
        assert_eq!(
            halves(&row["mp"].to_string()),
            mp[k],
            "MP of team {}",
            k + 1
        );
        assert_eq!(
            halves(&row["gp"].to_string()),
            gp[k],
            "GP of team {}",
            k + 1
        );
    }
    for pair in rows.windows(2) {
        let key = |r: &Value| (halves(&r["mp"].to_string()), halves(&r["gp"].to_string()));
        assert!(key(&pair[0]) >= key(&pair[1]), "{pair:?}");
        assert!(pair[0]["rank"].as_u64() <= pair[1]["rank"].as_u64());
    }

    // Board prizes: board 1's points and games as computed here, for every player listed.
    let prizes = json(d, &["standings", "league", "--board-prizes"]);
    let first = prizes
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["board"] == 1)
        .unwrap();
    for p in first["players"].as_array().unwrap() {
        let id = p["start_rank"].as_u64().unwrap();
        if let Some((pts, games)) = board1.get(&id) {
            assert_eq!(
                halves(&p["points"].to_string()),
                *pts,
                "board 1 points of {id}"
            );
            assert_eq!(
                p["games"].as_u64().unwrap(),
                u64::from(*games),
                "board 1 games of {id}"
            );
        }
    }
    assert!(!board1.is_empty());

    // The TRF26 export: teams with their totals, the lineups (the empty board as 0000), the
    // team bye, the forfeited match; imported and exported again, the same file.
    let trf = ok(d, &["export", "league"]);
    let (round, h, a) = forfeited.unwrap();
    let forfeit: Vec<Vec<String>> = trf
        .lines()
        .filter(|l| l.starts_with("330"))
        .map(|l| l.split_whitespace().map(str::to_string).collect())
        .collect();
    assert_eq!(forfeit.len(), 1, "{trf}");
    let f = &forfeit[0];
    assert_eq!(f[1], "+-");
    let num = |x: &String| x.parse::<u64>().unwrap();
    assert_eq!(
        (num(&f[2]), num(&f[3]), num(&f[4])),
        (u64::from(round), h, a)
    );
    let (er, present) = empty_board.unwrap();
    assert_ne!(
        team_of(present),
        4,
        "the player facing the empty board is team 5's opponent"
    );
    assert!(
        trf.lines()
            .any(|l| l.starts_with(&format!("300 {er:03}   5")) && l.ends_with("0000")),
        "{trf}"
    );
    let k = bye_team.unwrap();
    let bye_line = trf.lines().find(|l| l.starts_with("320")).unwrap();
    let teams_col: Vec<&str> = bye_line[14..].split_whitespace().collect();
    assert_eq!(teams_col[3], format!("{:03}", k + 1), "{bye_line}");
    for line in trf.lines().filter(|l| l.starts_with("310")) {
        let number: usize = line[4..7].trim().parse().unwrap();
        let m: f64 = line[54..60].trim().parse().unwrap();
        let g: f64 = line[61..67].trim().parse().unwrap();
        assert_eq!((m * 2.0) as Halves, mp[number - 1], "{line}");
        assert_eq!((g * 2.0) as Halves, gp[number - 1], "{line}");
    }
    let exported = d.join("league.trf");
    std::fs::write(&exported, &trf).unwrap();
    ok(
        d,
        &["import", exported.to_str().unwrap(), "--name", "again"],
    );
    assert_eq!(ok(d, &["export", "again"]), trf);
    // The file pairs and checks as a team event: every round agrees with the engine.
    let check = ok(d, &["check", "--all", exported.to_str().unwrap()]);
    assert_eq!(
        check.lines().filter(|l| l.contains("agrees")).count(),
        9,
        "{check}"
    );
}

/// The board a player sits on in a round's matches.
fn board_of(matches: &[Value], p: u64) -> Option<u64> {
    matches.iter().find_map(|m| {
        m["boards"].as_array().unwrap().iter().find_map(|b| {
            (b["home"].as_u64() == Some(p) || b["away"].as_u64() == Some(p))
                .then(|| b["board"].as_u64().unwrap())
        })
    })
}

/// Scheveningen and Hilton run as team events: the fixed schedules pair the rosters'
/// players round by round, and the team table sums the players' points.
#[test]
fn fixed_team_schedules_run_as_events() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    for (event, system, teams, boards, rounds) in [
        ("sch", "scheveningen", 2u32, 4u32, 4u16),
        ("jam", "hilton", 4, 3, 3),
    ] {
        ok(
            d,
            &[
                "new",
                event,
                "--system",
                system,
                "--rounds",
                &rounds.to_string(),
                "--boards",
                &boards.to_string(),
            ],
        );
        for p in 1..=teams * boards {
            ok(
                d,
                &[
                    "player",
                    "add",
                    event,
                    "--name",
                    &format!("Player {p}"),
                    "--rating",
                    &(2200 - 10 * p).to_string(),
                ],
            );
        }
        let mut team_of = BTreeMap::new();
        for k in 0..teams {
            let members: Vec<String> = (1..=boards)
                .map(|b| {
                    let p = k * boards + b;
                    team_of.insert(u64::from(p), k as usize);
                    p.to_string()
                })
                .collect();
            ok(
                d,
                &[
                    "team",
                    "add",
                    event,
                    "--name",
                    &format!("{event}{k}"),
                    "--members",
                    &members.join(","),
                ],
            );
        }
        ok(d, &["close", event]);
        let mut met = std::collections::BTreeSet::new();
        let mut gp: Vec<Halves> = vec![0; teams as usize];
        for r in 1..=rounds {
            ok(d, &["pair", event]);
            let pairing = json(d, &["pairing", event, "--round", &r.to_string()]);
            let mut lines = String::new();
            for b in pairing["boards"].as_array().unwrap() {
                let (w, bl) = (b["white"].as_u64().unwrap(), b["black"].as_u64().unwrap());
                assert_ne!(team_of[&w], team_of[&bl], "team-mates paired: {b}");
                assert!(met.insert((w.min(bl), w.max(bl))), "{w}-{bl} met twice");
                let (res, pw, pb) = chosen(w, bl);
                lines.push_str(&format!("{} {res}\n", b["board"]));
                gp[team_of[&w]] += pw;
                gp[team_of[&bl]] += pb;
            }
            ok_in(
                d,
                &["result", event, "--round", &r.to_string(), "--file", "-"],
                Some(lines.as_bytes()),
            );
        }
        if system == "scheveningen" {
            // Every player of one team met every player of the other.
            assert_eq!(met.len(), 16);
        } else {
            // Every team met every other team on every board: 6 pairs of teams × 3 boards.
            assert_eq!(met.len(), 18);
        }
        let table = json(d, &["standings", event, "--teams"]);
        for row in table.as_array().unwrap() {
            let k = usize::try_from(row["number"].as_u64().unwrap() - 1).unwrap();
            assert_eq!(halves(&row["gp"].to_string()), gp[k], "{row}");
        }
        // The schedule is over: no further round.
        let o = arbiter(d, &["pair", event], None);
        assert_ne!(o.status.code(), Some(0));
    }
}

/// A team TRF whose lineup names a player of another team: every command says so with
/// the file's name and exits 2, and the import writes nothing.
#[test]
fn a_broken_team_file_is_refused_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let good = ok(
        d,
        &["generate", "--teams", "4", "--boards", "2", "--rounds", "2"],
    );
    // Team 1's round-2 lineup gets the last player of the file (another team's reserve).
    let last = good.lines().filter(|l| l.starts_with("001")).count();
    let broken: String = good
        .lines()
        .map(|l| {
            if l.starts_with("300 002   1") {
                format!("{}{last:04}{}\n", &l[..16], &l[20..])
            } else {
                format!("{l}\n")
            }
        })
        .collect();
    assert_ne!(broken, good);
    let file = d.join("broken.trf");
    std::fs::write(&file, &broken).unwrap();
    let f = file.to_str().unwrap();
    for args in [
        vec!["standings", f, "--teams"],
        vec!["pair", f],
        vec!["check", "--all", f],
        vec!["import", f, "--name", "broken"],
    ] {
        let o = arbiter(d, &args, None);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr).into_owned();
        assert!(err.contains("but not a member of it"), "{args:?}: {err}");
    }
    let list = ok(d, &["list", "--json"]);
    assert!(!list.contains("broken"), "{list}");
}
