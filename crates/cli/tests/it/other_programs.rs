//! TRF files in the shapes other programs write (`tests/data`, written for these tests):
//! Swiss-Manager's column legend and a 132 record a column late, TRF26 legend and ruler
//! lines, a team event whose team bye marks every board `U`, a national export whose
//! half-point bye has no result code, abnormal points (299), prohibited pairings and
//! accelerations in JaVaFo's records, and empty files. `trf
//! validate`, `standings` and `check --all` accept or refuse each alike, and `fmt` is
//! canonical.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn arbiter(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(args)
        .output()
        .unwrap()
}

fn data(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
        .display()
        .to_string()
}

fn out(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn err(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// The three commands take the file alike: all read it (exit 0, or 1 for a check that
/// differs from the engine) or all refuse it (exit 2).
fn read_alike(file: &str) -> bool {
    let v = arbiter(&["trf", "validate", file]).status.code();
    let s = arbiter(&["standings", file]).status.code();
    let c = arbiter(&["check", "--all", file]).status.code();
    let readable = v == Some(0);
    assert_eq!(s == Some(0), readable, "standings of {file}");
    assert_eq!(matches!(c, Some(0 | 1)), readable, "check --all of {file}");
    readable
}

/// `fmt` output is canonical: formatting it again changes nothing.
fn fmt_is_canonical(file: &str) {
    let once = arbiter(&["trf", "fmt", file]);
    assert_eq!(once.status.code(), Some(0), "{}", err(&once));
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("once.trf");
    std::fs::write(&p, &once.stdout).unwrap();
    let twice = arbiter(&["trf", "fmt", p.to_str().unwrap()]);
    assert_eq!(out(&once), out(&twice));
}

#[test]
fn swiss_manager_legend_and_a_late_132_are_read_with_notes() {
    let f = data("swiss-manager-legend.trf");
    let o = arbiter(&["trf", "validate", &f]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let e = err(&o);
    assert!(
        e.contains(":13:1: note: a column legend or ruler, not a record: skipped"),
        "{e}"
    );
    assert!(e.contains(":14:1: note: a column legend or ruler"), "{e}");
    assert!(
        e.contains(":8:5: note: round dates: not in its columns (from column 92, ten columns apart); read by its spacing as 26/10/03"),
        "{e}"
    );
    // The legend does not become the tournament's name or a rating record.
    let v: serde_json::Value =
        serde_json::from_str(&out(&arbiter(&["trf", "validate", &f, "--json"]))).unwrap();
    assert_eq!(v["players"], 5);
    assert_eq!(v["notes"].as_array().unwrap().len(), 3);
    let canonical = out(&arbiter(&["trf", "fmt", &f]));
    assert!(
        canonical.starts_with("012 Riverside Club Open\n"),
        "{canonical}"
    );
    assert!(
        canonical.contains(&format!("132{}26/10/03  26/10/10", " ".repeat(88))),
        "{canonical}"
    );
    assert!(!canonical.contains("DDD SSSS"), "{canonical}");
    assert!(read_alike(&f));
    fmt_is_canonical(&f);
}

#[test]
fn legend_and_ruler_lines_of_other_shapes_are_skipped() {
    let f = data("trf26-legends.trf");
    let o = arbiter(&["trf", "validate", &f]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert_eq!(
        err(&o).matches("note: a column legend or ruler").count(),
        5,
        "{}",
        err(&o)
    );
    assert!(read_alike(&f));
    fmt_is_canonical(&f);
}

#[test]
fn a_team_bye_marks_every_board_of_the_team() {
    let f = data("team-bye.trf");
    let o = arbiter(&["trf", "validate", &f]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(read_alike(&f));
    fmt_is_canonical(&f);
    // The byes of one round going to players of two teams is still an error.
    let text = std::fs::read_to_string(&f).unwrap();
    let bad: String = text
        .lines()
        .map(|l| {
            if l.starts_with("001    4 ") {
                // Player 4 (team 1) gets the bye too, leaving player 8 without a game.
                format!("{}0000 - U", &l[..91])
            } else if l.starts_with("001    8 ") {
                format!("{}0000 -  ", &l[..91])
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("bad.trf");
    std::fs::write(&p, bad + "\n").unwrap();
    let o = arbiter(&["trf", "validate", p.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        err(&o).contains("players of more than one team"),
        "{}",
        err(&o)
    );
}

#[test]
fn a_bye_without_a_result_code_is_named_and_repaired() {
    let f = data("national-blank-bye.trf");
    let o = arbiter(&["trf", "validate", &f]);
    assert_eq!(o.status.code(), Some(2));
    let e = err(&o);
    assert!(
        e.contains(":14:109: record 001: points column says 1.5 but results add to 1.0: round 2 has no result code; the points column implies H (a half-point bye) here"),
        "{e}"
    );
    assert!(!read_alike(&f));
    let dir = tempfile::tempdir().unwrap();
    let fixed = dir.path().join("fixed.trf");
    let o = arbiter(&["trf", "validate", &f, "--repair", fixed.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(
        err(&o).contains(":14: round 2: no result code, now H"),
        "{}",
        err(&o)
    );
    let repaired = std::fs::read_to_string(&fixed).unwrap();
    assert!(repaired.contains("5 b 1  0000 - H     1 b 0"), "{repaired}");
    // Nothing else changed.
    let before = std::fs::read_to_string(&f).unwrap();
    let changed = before
        .lines()
        .zip(repaired.lines())
        .filter(|(a, b)| a != b)
        .count();
    assert_eq!(changed, 1);
    assert!(read_alike(fixed.to_str().unwrap()));
    // The input is never overwritten.
    let o = arbiter(&["trf", "validate", &f, "--repair", &f]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn abnormal_points_count_in_the_standings() {
    let f = data("abnormal-points.trf");
    let o = arbiter(&["standings", &f, "--tiebreaks", "PTS", "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let v: serde_json::Value = serde_json::from_str(&out(&o)).unwrap();
    let pts = |sno: u64| {
        v["players"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["start_rank"] == sno)
            .unwrap()["values"]["PTS"]
            .as_f64()
            .unwrap()
    };
    // A bonus of a point and a penalty of half a point, as the points column says.
    assert!((pts(2) - 2.5).abs() < 1e-9);
    assert!((pts(4) - 1.0).abs() < 1e-9);
    assert!(read_alike(&f));
    fmt_is_canonical(&f);
}

#[test]
fn a_pre_set_bye_counts_as_the_points_column_does() {
    // A reference engine input: the round-3 column already holds half-point byes, which
    // the points column counts; the standings count them too.
    let f: PathBuf = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/corpus/pairing/dutch/d0003/r03.trf");
    let f = f.display().to_string();
    let v: serde_json::Value = serde_json::from_str(&out(&arbiter(&[
        "standings",
        &f,
        "--tiebreaks",
        "PTS",
        "--json",
    ])))
    .unwrap();
    let text = std::fs::read_to_string(&f).unwrap();
    for line in text.lines().filter(|l| l.starts_with("001")) {
        let sno: u64 = line[4..8].trim().parse().unwrap();
        let stated: f64 = line[80..84].trim().parse().unwrap();
        let shown = v["players"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["start_rank"] == sno)
            .unwrap()["values"]["PTS"]
            .as_f64()
            .unwrap();
        assert!(
            (stated - shown).abs() < 1e-9,
            "player {sno}: {stated} vs {shown}"
        );
    }
}

#[test]
fn empty_files_are_not_trfs() {
    let dir = tempfile::tempdir().unwrap();
    for (name, bytes) in [("empty.trf", &b""[..]), ("blank.trf", &b"\n\n  \n"[..])] {
        let p = dir.path().join(name);
        std::fs::write(&p, bytes).unwrap();
        let p = p.to_str().unwrap();
        let o = arbiter(&["trf", "validate", p]);
        assert_eq!(o.status.code(), Some(2), "{name}");
        assert!(
            err(&o).contains(":1:1: no line holds a TRF record"),
            "{}",
            err(&o)
        );
        assert!(!read_alike(p));
    }
}

#[test]
fn validate_reports_syntax_and_validation_errors_together() {
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/club-open.trf"),
    )
    .unwrap();
    let bad: Vec<String> = text
        .lines()
        .map(|l| {
            if l.starts_with("001    1") {
                format!("{} 9.5{}", &l[..80], &l[84..])
            } else if l.starts_with("001    2") {
                format!("{} 7.5{}", &l[..80], &l[84..])
            } else {
                l.replace("001    3 m", "001    3 x")
            }
        })
        .collect();
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("multi.trf");
    std::fs::write(&p, bad.join("\n") + "\n").unwrap();
    let o = arbiter(&["trf", "validate", p.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    let e = err(&o);
    assert!(
        e.contains(":13:81: record 001: points column says 9.5 but results add to 2.5"),
        "{e}"
    );
    assert!(
        e.contains(":14:81: record 001: points column says 7.5 but results add to 1.5"),
        "{e}"
    );
    assert!(
        e.contains(":15:10: record 001: sex: expected m, w or blank"),
        "{e}"
    );
}

#[test]
fn opengotha_files_are_validated_with_positions() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/go/mm03");
    let f = corpus.join("final.xml").display().to_string();
    let o = arbiter(&["go", "validate", &f]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(
        out(&o).contains("valid OpenGotha file: 15 players"),
        "{}",
        out(&o)
    );
    let text = std::fs::read_to_string(&f).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.xml");
    std::fs::write(&bad, text.replacen("rating=\"", "rating=\"x", 1)).unwrap();
    let o = arbiter(&["go", "validate", bad.to_str().unwrap(), "--json"]);
    assert_eq!(o.status.code(), Some(2));
    let v: serde_json::Value = serde_json::from_str(&out(&o)).unwrap();
    assert_eq!(v["valid"], false);
    assert_eq!(v["errors"][0]["line"], 4, "{v}");
    // A rank OpenGotha opens (it brings 42D down to 9D) is read so, with a warning at
    // its line.
    std::fs::write(&bad, text.replacen("rank=\"", "rank=\"4", 1)).unwrap();
    let o = arbiter(&["go", "validate", bad.to_str().unwrap(), "--json"]);
    assert_eq!(o.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_str(&out(&o)).unwrap();
    assert_eq!(v["valid"], true);
    assert_eq!(v["warnings"][0]["line"], 4, "{v}");
}

#[test]
fn opengotha_standings_follow_the_placement_criteria() {
    let f = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/corpus/go/mm03/final.xml")
        .display()
        .to_string();
    let o = arbiter(&["go", "standings", &f, "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let v: serde_json::Value = serde_json::from_str(&out(&o)).unwrap();
    assert_eq!(v["criteria"], serde_json::json!(["MMS", "SOSM", "SOSOSM"]));
    let players = v["players"].as_array().unwrap();
    assert_eq!(players.len(), 15);
    // Places never go down the table, and MMS never goes up.
    let mms = |p: &serde_json::Value| {
        p["criteria"]["MMS"]
            .as_str()
            .unwrap()
            .parse::<f64>()
            .unwrap()
    };
    for w in players.windows(2) {
        assert!(w[0]["place"].as_u64() <= w[1]["place"].as_u64());
        assert!(mms(&w[0]) >= mms(&w[1]));
    }
}

#[test]
fn category_prizes_give_each_player_one_prize_the_most_valuable() {
    let f = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/club-open.trf")
        .display()
        .to_string();
    let o = arbiter(&[
        "prizes",
        &f,
        "--prizes",
        "100,50",
        "--category",
        "rating=-2100:80",
        "--category",
        "sex=w:30",
        "--json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let v: serde_json::Value = serde_json::from_str(&out(&o)).unwrap();
    let got: Vec<(u64, u64, String)> = v
        .as_array()
        .unwrap()
        .iter()
        .map(|a| {
            (
                a["start_rank"].as_u64().unwrap(),
                a["amount"].as_u64().unwrap(),
                a["prize"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    // The winner (a woman) keeps the first prize; the second, rated under 2100, takes the
    // larger rating prize, so the second prize passes to the next two, tied on points,
    // who share it as they would without categories (issue 44); the women's prize passes
    // to the next woman. Category prizes are named in words.
    assert_eq!(
        got,
        vec![
            (1, 100, "place 1".to_string()),
            (3, 80, "Rating up to 2100 1st".to_string()),
            (4, 25, "place 2".to_string()),
            (2, 25, "place 3".to_string()),
            (5, 30, "Women 1st".to_string()),
        ]
    );
    let o = arbiter(&["prizes", &f, "--prizes", "100", "--category", "sex=w"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("expected CATEGORY:AMOUNTS"), "{}", err(&o));
}

/// A team league as team-league programs write it: a board the opposing team left empty
/// is `0000 - +` in the player's round (a win without play, not the pairing-allocated
/// bye), in two matches of the same round. Read, imported, and the boards are full-point
/// byes of their players.
#[test]
fn a_team_events_empty_boards_are_wins_without_play() {
    let f = data("team-empty-boards.trf");
    let o = arbiter(&["trf", "validate", &f]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(err(&o).is_empty(), "{}", err(&o));
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    let o = arbiter(&["--data", d, "import", &f, "--name", "league"]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let o = arbiter(&["--data", d, "export", "league"]);
    let text = out(&o);
    for rank in ["   2 ", "   6 "] {
        let line = text
            .lines()
            .find(|l| l.starts_with(&format!("001 {rank}")))
            .unwrap();
        assert_eq!(&line[91..99], "0000 - F", "{line}");
    }
}

/// A team league whose points column counts what the results do not show: read, each
/// disagreeing line named with what is used; `trf validate --strict` refuses it.
#[test]
fn a_team_leagues_points_that_disagree_are_named_and_the_results_used() {
    let f = data("team-league-points.trf");
    let o = arbiter(&["trf", "validate", &f]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(
        err(&o).contains(":10:81: warning: points column says 2.5 but the results add to 0.5: the results are used"),
        "{}",
        err(&o)
    );
    let o = arbiter(&["trf", "validate", "--strict", &f]);
    assert_eq!(o.status.code(), Some(2), "{}", err(&o));
    assert!(
        err(&o).contains(":10:81: record 001: points column says 2.5"),
        "{}",
        err(&o)
    );
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    let o = arbiter(&["--data", d, "import", &f, "--name", "league"]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(err(&o).contains(":10:81: warning:"), "{}", err(&o));
    let text = out(&arbiter(&["--data", d, "export", "league"]));
    let seven = text.lines().find(|l| l.starts_with("001    7")).unwrap();
    assert_eq!(seven[80..84].trim(), "0.5", "{seven}");
}

/// A file cut short: a player line cut after the name reads, but says which fields it
/// lost (and `--strict` refuses it); a file cut in the middle of its last line says where
/// it ends, beside what the other lines get wrong.
#[test]
fn a_file_cut_short_says_where() {
    let dir = tempfile::tempdir().unwrap();
    let example = std::fs::read_to_string(format!(
        "{}/../../examples/club-open.trf",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    // Before round 1: the player lines end with the rank; Brandt's is cut after the name.
    let registration: String = example
        .lines()
        .map(|l| match l {
            l if l.starts_with("001    2") => l[..30].to_string(),
            l if l.starts_with("001") => format!("{}  0.0", &l[..79]),
            l => l.to_string(),
        })
        .map(|l| l + "\n")
        .collect();
    let f = dir.path().join("registration.trf");
    std::fs::write(&f, registration).unwrap();
    let f = f.to_str().unwrap();
    let o = arbiter(&["trf", "validate", f]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(
        err(&o).contains(":14:25: warning: the player line ends at column 24, before its rating"),
        "{}",
        err(&o)
    );
    let o = arbiter(&["trf", "validate", "--strict", f]);
    assert_eq!(o.status.code(), Some(2), "{}", err(&o));
    // Cut in the middle of the last line's second round.
    let cut = &example[..example.len() - 14];
    let f = dir.path().join("cut.trf");
    std::fs::write(&f, cut).unwrap();
    let o = arbiter(&["trf", "validate", f.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "{}", err(&o));
    assert!(
        err(&o).contains(":17:106: record 001: the file ends here, without a line end"),
        "{}",
        err(&o)
    );
}

/// A file whose program keeps relatives apart and accelerates a player (JaVaFo's `XXP`
/// for every round, a 260 record for rounds 1 and 2, `XXA`): the import keeps each as the
/// event's own, says nothing is left behind, pairs with them, and writes them back.
#[test]
fn prohibitions_and_accelerations_are_kept_by_the_import() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    let f = data("javafo-prohibitions.trf");
    let o = arbiter(&["--data", d, "import", &f, "--name", "club"]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(!err(&o).contains("note"), "{}", err(&o));
    let o = arbiter(&["--data", d, "export", "club", "--format", "trf16"]);
    let text = out(&o);
    for record in ["XXA    6  1.0  1.0", "XXP 1 4", "260 001 002    2    6"] {
        assert!(text.lines().any(|l| l == record), "{record}:\n{text}");
    }
    let o = arbiter(&["--data", d, "pair", "club"]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let o = arbiter(&["--data", d, "pairing", "club", "--json"]);
    let p: serde_json::Value = serde_json::from_str(&out(&o)).unwrap();
    let boards = p["boards"].as_array().unwrap();
    assert_eq!(boards.len(), 3, "{p}");
    for b in boards {
        let mut pair = [b["white"].as_u64().unwrap(), b["black"].as_u64().unwrap()];
        pair.sort_unstable();
        assert!(pair != [1, 4] && pair != [2, 6], "{p}");
    }
}
