//! The wall list (tab-separated, as the MacMahon program exports it): every final
//! tournament of the Go corpus, written as h9 and turned into a wall list column by column,
//! reads into the same tournament as the h9 (players, games with colours, handicaps and
//! results, byes); damaged lines give positioned errors.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_gotha::{
    H9Row, H9Standings, is_wallist, parse_h9, parse_wallist, validate_h9, write_h9,
};
use std::path::{Path, PathBuf};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/go")
}

/// The h9's player lines as a wall list: place, "name given-name", rank, country, club,
/// a criterion, then the entries, tab-separated, under a row of headings.
fn as_wallist(h9: &str) -> String {
    let doc = parse_h9(h9.as_bytes()).unwrap();
    let mut out = String::from("Pl\tName\tRank\tCo\tClub\tMMS\tR1\n");
    for l in &doc.lines {
        let names: Vec<String> = l.names.iter().map(|t| t.text.replace('_', " ")).collect();
        let mut cols = vec![
            l.place.as_ref().map(|p| p.text.clone()).unwrap_or_default(),
            names.join(" "),
            l.rank.text.clone(),
            l.country
                .as_ref()
                .map(|c| c.text.clone())
                .unwrap_or_default(),
            l.club.as_ref().map(|c| c.text.clone()).unwrap_or_default(),
        ];
        cols.extend(l.scores.iter().map(|s| s.text.clone()));
        cols.push(
            l.results
                .iter()
                .map(|r| r.text.clone())
                .collect::<Vec<_>>()
                .join("\t"),
        );
        out.push_str(&cols.join("\t"));
        out.push('\n');
    }
    out
}

#[test]
fn corpus_tournaments_read_as_wall_lists_as_their_h9_files_do() {
    let mut compared = 0;
    for e in std::fs::read_dir(corpus()).unwrap() {
        let file = e.unwrap().path().join("final.xml");
        if !file.exists() {
            continue;
        }
        let t = arbiter_gotha::read(&std::fs::read(&file).unwrap()).unwrap();
        let rows = H9Standings {
            criteria: vec!["MMS".into()],
            rows: (0..t.players.len())
                .map(|p| H9Row {
                    player: p,
                    place: Some(u32::try_from(p + 1).unwrap()),
                    scores: vec!["0".into()],
                })
                .collect(),
        };
        let h9 = write_h9(&t, &rows);
        let from_h9 = validate_h9(&parse_h9(h9.as_bytes()).unwrap()).unwrap();
        let wall = as_wallist(&h9);
        assert!(is_wallist(wall.as_bytes()));
        let doc =
            parse_wallist(wall.as_bytes()).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let from_wall = validate_h9(&doc).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        // A given name of several words is read as the last word (the wall list's rule).
        let simple = from_h9.players.iter().all(|p| !p.first_name.contains(' '));
        if simple {
            assert_eq!(from_wall.players, from_h9.players, "{}", file.display());
        }
        assert_eq!(from_wall.games, from_h9.games, "{}", file.display());
        assert_eq!(from_wall.byes, from_h9.byes, "{}", file.display());
        compared += 1;
    }
    assert!(compared >= 10, "{compared}");
}

#[test]
fn damaged_wall_lists_give_positioned_errors() {
    // Neither a TRF nor an h9 file is a wall list.
    assert!(!is_wallist(b"012 Club Open\n001    1 m    Doe, Jane\n"));
    assert!(!is_wallist(b"; EV[x]\n   1 Doe Jane  1D FR xxxx  0 0+\n"));
    let text = "1\tDoe Jane\t1d\tFR\tPar\t2+/w0\n2\tRoe Jim\tfoo\tDE\tBer\t1-/b0\n";
    let e = parse_wallist(text.as_bytes()).unwrap_err();
    assert_eq!(
        (e.diagnostics[0].line, e.diagnostics[0].column),
        (2, 11),
        "{e}"
    );
    // The two entries of a game must agree (here both players had White).
    let text = "1\tDoe Jane\t1d\tFR\tPar\t2+/w0\n2\tRoe Jim\t2k\tDE\tBer\t1-/w0\n";
    let e = validate_h9(&parse_wallist(text.as_bytes()).unwrap()).unwrap_err();
    assert_eq!(e.diagnostics[0].line, 1, "{e}");
    // A line with more rounds than the first (beyond the twenty kept per player) is an
    // error at its line, not a panic (found by fuzzing).
    let long = format!(
        "1\tDoe Jane\t1d\tFR\tPar\t0+\n2\tRoe Jim\t2k\tDE\tBer\t{}0=\n",
        "0-\t".repeat(21)
    );
    let e = validate_h9(&parse_wallist(long.as_bytes()).unwrap()).unwrap_err();
    assert!(e.diagnostics.iter().any(|d| d.line == 2), "{e}");
}
