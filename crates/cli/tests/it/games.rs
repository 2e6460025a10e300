//! `arbiter pgn NAME --import FILE`: a file with a game that matches, one whose result
//! disagrees with the event, one that matches nothing and one with reversed colours; the
//! report, the exit codes, the strict mode, and the games written back.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use crate::arbiter;
use std::path::Path;

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The club open of the examples (round 1: Ashby–Dahl 1-0, Evans–Brandt 0-1), stored.
fn club(dir: &Path) {
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/club-open.trf");
    let o = arbiter(
        dir,
        &["import", example.to_str().unwrap(), "--name", "club"],
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
}

const FILE: &str = r#"[Event "Riverside Club Open"]
[Round "1"]
[White "Ashby, Ann"]
[Black "Dahl, Dag"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O {main line} Be7 6. Re1 b5 7. Bb3 d6
8. c3 O-O 9. h3 Na5 10. Bc2 c5 11. d4 Qc7 12. Nbd2 cxd4 13. cxd4 Nc6 14. Nb3 a5
15. Be3 a4 16. Nbd2 Bd7 17. Rc1 Qb7 18. Qe2 Rfe8 19. Bd3 exd4 20. Nxd4 Nxd4 1-0

[Event "Riverside Club Open"]
[Round "1"]
[White "Evans, Eve"]
[Black "Brandt, Bo"]
[Result "1-0"]

1. d4 d5 2. c4 c6 3. Nf3 Nf6 1-0

[Event "Riverside Club Open"]
[Round "2"]
[White "Nobody, Ned"]
[Black "Ghost, Gil"]
[Result "1/2-1/2"]

1. c4 c5 1/2-1/2
"#;

#[test]
fn an_import_reports_each_game_and_the_round_is_written_with_its_moves() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    club(dir);
    let pgn = dir.join("played.pgn");
    std::fs::write(&pgn, FILE).unwrap();

    let o = arbiter(dir, &["pgn", "club", "--import", pgn.to_str().unwrap()]);
    // A game was not attached: exit 1, the others are.
    assert_eq!(o.status.code(), Some(1), "{}", text(&o.stderr));
    let report = text(&o.stdout);
    assert_eq!(
        report,
        "game 1 (line 1: Round \"1\" White \"Ashby, Ann\" Black \"Dahl, Dag\" Result \"1-0\"): attached to round 1, board 1, by the players' names
game 2 (line 11: Round \"1\" White \"Evans, Eve\" Black \"Brandt, Bo\" Result \"1-0\"): attached to round 1, board 2, by the players' names
  warning: the game says 1-0 but 0-1 is recorded (the recorded result is kept)
game 3 (line 19: Round \"2\" White \"Nobody, Ned\" Black \"Ghost, Gil\" Result \"1/2-1/2\"): not attached: no pairing of round 2 has these players
2 games attached (1 with a warning), 1 not attached
"
    );

    // The round has the two games with their moves; the results recorded are unchanged.
    let o = arbiter(dir, &["pgn", "club", "--round", "1"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let round = text(&o.stdout);
    assert!(
        round.starts_with("[Event \"Riverside Club Open\"]\n[Round \"1\"]\n[White \"Ashby, Ann\"]"),
        "{round}"
    );
    assert!(round.contains("5. O-O {main line} Be7") && round.contains("3. Nf3 Nf6 1-0\n\n"));
    let o = arbiter(dir, &["standings", "club", "--json"]);
    assert!(text(&o.stdout).contains("Brandt"));
    let trf = text(&arbiter(dir, &["export", "club"]).stdout);
    assert!(trf.contains("5 b 1"), "Brandt's win stays: {trf}");
    // Round 2 has no recorded game: skeletons.
    let two = text(&arbiter(dir, &["pgn", "club", "--round", "2"]).stdout);
    assert!(two.contains("[Round \"2.1\"]") && !two.contains("1. "));
    // Every recorded game.
    let o = arbiter(dir, &["pgn", "club", "--all"]);
    assert_eq!(o.status.code(), Some(0));
    let all = text(&o.stdout);
    assert_eq!(all.matches("[Event ").count(), 2);
    assert!(all.ends_with("3. Nf3 Nf6 1-0\n\n"));

    // The same file again: nothing changes, a corrected game replaces its record.
    let o = arbiter(
        dir,
        &["pgn", "club", "--import", pgn.to_str().unwrap(), "--json"],
    );
    assert_eq!(o.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(
        (v["attached"].as_u64(), v["unchanged"].as_u64()),
        (Some(0), Some(2))
    );
    let fixed = FILE
        .replace("3. Nf3 Nf6 1-0", "3. Nf3 Nf6 4. e3 0-1")
        .replace("[Result \"1-0\"]\n\n1. d4", "[Result \"0-1\"]\n\n1. d4");
    std::fs::write(&pgn, &fixed).unwrap();
    let o = arbiter(dir, &["pgn", "club", "--import", pgn.to_str().unwrap()]);
    assert!(text(&o.stdout).contains("game 2 (line 11: Round \"1\" White \"Evans, Eve\" Black \"Brandt, Bo\" Result \"0-1\"): attached to round 1, board 2, by the players' names\ngame 3"), "{}", text(&o.stdout));
    let all = text(&arbiter(dir, &["pgn", "club", "--all"]).stdout);
    assert!(all.contains("4. e3 0-1") && !all.contains("3. Nf3 Nf6 1-0"));
    let log = text(&arbiter(dir, &["log", "club"]).stdout);
    assert_eq!(log.matches("game recorded").count(), 3, "{log}");
}

#[test]
fn a_strict_import_refuses_disagreements_and_a_broken_file_writes_nothing() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    club(dir);
    let pgn = dir.join("played.pgn");
    // The first two games, the second's colours reversed as well.
    let two: String = FILE
        .split("\n\n[Event")
        .take(2)
        .collect::<Vec<_>>()
        .join("\n\n[Event");
    let two = two.replace(
        "[White \"Evans, Eve\"]\n[Black \"Brandt, Bo\"]",
        "[White \"Brandt, Bo\"]\n[Black \"Evans, Eve\"]",
    );
    std::fs::write(&pgn, &two).unwrap();
    let o = arbiter(
        dir,
        &["pgn", "club", "--import", pgn.to_str().unwrap(), "--strict"],
    );
    assert_eq!(o.status.code(), Some(1));
    let report = text(&o.stdout);
    assert!(report.contains("game 2 (line 11: Round \"1\" White \"Brandt, Bo\" Black \"Evans, Eve\" Result \"1-0\"): not attached: refused for board 2 of round 1 (strict): the players have the other colours in the pairing"), "{report}");
    assert!(
        report.ends_with("1 game attached, 1 not attached\n"),
        "{report}"
    );
    // Without --strict it is attached with its warning: Brandt won, and had Black.
    let o = arbiter(dir, &["pgn", "club", "--import", pgn.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stdout));
    assert!(
        text(&o.stdout).contains("  warning: the players have the other colours in the pairing\n")
    );

    // A syntax error: where, and what was expected; nothing is written.
    std::fs::write(
        &pgn,
        "[Round \"1\"]\n[White \"Ashby, Ann\"]\n\n1. e4 {unclosed\n",
    )
    .unwrap();
    let o = arbiter(dir, &["pgn", "club", "--import", pgn.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        text(&o.stderr),
        format!(
            "{}:5:1: expected '}}' to close the comment opened at line 4, column 7, found the end of the file\n",
            pgn.display()
        )
    );
    // A TRF file has no recorded games to take them.
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/club-open.trf");
    let o = arbiter(dir, &["pgn", example.to_str().unwrap(), "--all"]);
    assert_eq!(o.status.code(), Some(2));
}
