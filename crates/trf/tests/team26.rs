//! A TRF26 team event (4 teams of 4 boards, 3 rounds played) read and written back with
//! every team record kept: 310, 240 and 250 naming teams, 300 with an empty board, 320,
//! 330, 352, 362, and the informative 801 and 802 records.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use arbiter_core::{Colour, PlayerId, Points, TeamByeKind, TeamOpponent};
use arbiter_trf::{Dialect, ErrorKind, parse_str, raw, read, write};

const TEAM_FILE: &str = include_str!("data/team26.trf");

fn lines(text: &str) -> Vec<&str> {
    text.lines().collect()
}

#[test]
fn raw_layer_gives_the_file_back() {
    let doc = parse_str(TEAM_FILE).unwrap();
    assert_eq!(raw::write(&doc), TEAM_FILE);
}

#[test]
fn every_team_record_survives_read_and_write() {
    let t = read(TEAM_FILE.as_bytes()).unwrap();
    let written = write(&t, Dialect::Trf26).unwrap();
    let (want, got) = (lines(TEAM_FILE), lines(&written));
    for (i, (w, g)) in want.iter().zip(&got).enumerate() {
        assert_eq!(g, w, "record {} differs", i + 1);
    }
    assert_eq!(got.len(), want.len(), "{written}");
    assert_eq!(written, TEAM_FILE);
}

#[test]
fn the_model_holds_the_team_facts() {
    let t = read(TEAM_FILE.as_bytes()).unwrap();
    let s = &t.teams;
    assert_eq!(s.teams.len(), 4);
    assert_eq!(s.teams[1].nickname, "BRAVO");
    assert_eq!(s.teams[1].game_points, Some(Points::from_tenths(95)));
    assert_eq!(s.board_colours.as_deref(), Some("WBWB"));
    assert_eq!(s.board_orders[0].players[3], None);
    assert_eq!(s.board_orders[0].players[0], PlayerId::new(13));
    assert_eq!(s.byes[0].teams, vec![None, None, Some(2)]);
    assert_eq!(s.forfeits[0].kind, "+-");
    assert_eq!(s.bye_records.len(), 2);
    assert_eq!(
        (s.bye_records[0].kind, s.bye_records[0].teams.clone()),
        ('H', vec![3])
    );
    assert_eq!(
        s.accelerations[0].match_points,
        Some(Points::from_tenths(10))
    );
    assert_eq!(
        (s.accelerations[0].first_team, s.accelerations[0].last_team),
        (1, 2)
    );
    // No player got a bye request from the team records.
    assert!(t.requests.is_empty());

    assert_eq!(s.long_reports.len(), 2);
    assert_eq!(s.long_reports[1].team, 4);
    assert!(s.long_reports[1].text.starts_with(" 4 DELTA"));

    assert_eq!(s.reports.len(), 4);
    let bravo = &s.reports[1];
    assert_eq!((bravo.team, bravo.nickname.as_str()), (2, "BRAVO"));
    assert_eq!(bravo.match_points, Some(Points::from_tenths(40)));
    assert_eq!(bravo.rounds.len(), 3);
    assert_eq!(bravo.rounds[0].opponent, Some(TeamOpponent::Team(1)));
    assert_eq!(bravo.rounds[0].colour, Some(Colour::Black));
    assert_eq!(bravo.rounds[1].forfeit, Some('f'));
    assert_eq!(bravo.rounds[1].game_points, Some(Points::from_tenths(40)));
    assert_eq!(
        bravo.rounds[2].opponent,
        Some(TeamOpponent::Bye(TeamByeKind::PairingAllocated))
    );
    assert_eq!(bravo.rounds[2].colour, None);
    assert_eq!(s.reports[3].rounds[1].forfeit, Some('F'));
}

/// Where each error is: (line, column, record).
fn positions(text: &str) -> Vec<(usize, usize, String)> {
    let e = read(text.as_bytes()).unwrap_err();
    e.diagnostics
        .iter()
        .map(|d| (d.line, d.column, d.record.clone()))
        .collect()
}

fn replace_line(n: usize, with: &str) -> String {
    let mut out: Vec<&str> = lines(TEAM_FILE);
    out[n - 1] = with;
    out.join("\n") + "\n"
}

fn line_of(prefix: &str) -> usize {
    lines(TEAM_FILE)
        .iter()
        .position(|l| l.starts_with(prefix))
        .unwrap()
        + 1
}

#[test]
fn team_report_syntax_errors_say_where() {
    let n = line_of("802   2");
    let bad = [
        // team number
        ("802  x2 BRAVO    4.0    9.5   1 b  1.5", 5),
        // match points
        ("802   2 BRAVO    4.x    9.5   1 b  1.5", 15),
        // opponent of round 2 (column 42)
        ("802   2 BRAVO    4.0    9.5   1 b  1.5   XYZ w  4.0f", 42),
        // colour of round 1 (column 33)
        ("802   2 BRAVO    4.0    9.5   1 x  1.5", 33),
        // game points of round 1 (columns 35-38)
        ("802   2 BRAVO    4.0    9.5   1 b  1.y", 35),
        // forfeit mark of round 1 (column 39)
        ("802   2 BRAVO    4.0    9.5   1 b  1.5q", 39),
    ];
    for (text, col) in bad {
        let file = replace_line(n, text);
        let e = parse_str(&file).unwrap_err();
        let d = &e.diagnostics[0];
        assert_eq!(
            (d.line, d.column, d.record.as_str()),
            (n, col, "802"),
            "{text}: {e}"
        );
        assert!(matches!(d.kind, ErrorKind::Field { .. }), "{e}");
    }
    let n = line_of("801  4");
    let e = parse_str(&replace_line(n, "801  ? DELTA")).unwrap_err();
    assert_eq!((e.diagnostics[0].line, e.diagnostics[0].column), (n, 5));
}

#[test]
fn reports_must_name_teams_that_exist() {
    let n = line_of("802   4");
    let file = replace_line(
        n,
        "802   9 DELTA    0.0    3.0   3 b  1.5     7 b  0.0F    1 b  1.5",
    );
    assert_eq!(
        positions(&file),
        vec![(n, 5, "802".to_string()), (n, 42, "802".to_string())]
    );
    let e = read(file.as_bytes()).unwrap_err();
    assert!(matches!(
        e.diagnostics[0].kind,
        ErrorKind::UnknownTeam { team: 9, .. }
    ));
    assert!(matches!(
        e.diagnostics[1].kind,
        ErrorKind::UnknownTeam { team: 7, .. }
    ));

    let n = line_of("801  4");
    let file = replace_line(n, "801  6 DELTA   0    3.0");
    assert_eq!(positions(&file), vec![(n, 5, "801".to_string())]);

    let n = line_of("240 F");
    let file = replace_line(n, "240 F 004    2    5");
    assert_eq!(positions(&file), vec![(n, 16, "240".to_string())]);
}
