//! `arbiter report NAME FORMAT`: the checks printed with their player, round and board, an
//! export refused while errors remain (exit 1) or forced, the report read back, and the
//! formats a chess or Go event does not have.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use crate::arbiter;
use std::path::Path;
use std::process::Output;

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn ok(dir: &Path, args: &[&str]) -> Output {
    let o = arbiter(dir, args);
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", text(&o.stderr));
    o
}

/// The club open of the examples: five players, one with a FIDE id, three rounds played,
/// no time control.
fn club(dir: &Path) {
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/club-open.trf");
    ok(
        dir,
        &["import", example.to_str().unwrap(), "--name", "club"],
    );
}

#[test]
fn the_fide_report_is_refused_until_the_errors_are_fixed() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    club(dir);

    let o = arbiter(dir, &["report", "club", "fide"]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o.stderr));
    assert!(o.stdout.is_empty(), "nothing is written");
    let err = text(&o.stderr);
    for line in [
        "club: error: the event has no time control (122)",
        "club: error: Brandt, Bo (2): no FIDE id",
        "club: error: Evans, Eve (5): no FIDE id",
        "club: warning: round 1: Costa, Cid (3): the pairing-allocated bye: no game to rate",
        "club: no report written: 5 error(s) (--force writes it anyway)",
    ] {
        assert!(err.lines().any(|l| l == line), "{line:?} not in\n{err}");
    }

    // Forced, the report is written and reads back as a TRF.
    let out = dir.join("club.trf");
    ok(
        dir,
        &[
            "report",
            "club",
            "fide",
            "--force",
            "-o",
            out.to_str().unwrap(),
        ],
    );
    let trf = std::fs::read_to_string(&out).unwrap();
    assert!(trf.lines().any(|l| l.starts_with("162 ")), "{trf}");
    assert!(trf.lines().any(|l| l == "062 5"), "{trf}");
    ok(dir, &["trf", "validate", out.to_str().unwrap()]);

    // With the time control and the ids, only warnings remain.
    ok(dir, &["set", "club", "--time-control", "90'+30\""]);
    for (name, id) in [
        ("Brandt", "400124"),
        ("Costa", "400125"),
        ("Dahl", "400126"),
        ("Evans", "400127"),
    ] {
        ok(dir, &["player", "edit", "club", name, "--fide-id", id]);
    }
    let o = ok(dir, &["report", "club", "fide", "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["written"], true);
    let findings = v["findings"].as_array().unwrap();
    assert!(findings.iter().all(|f| f["severity"] == "warning"), "{v}");
    let forfeit = findings
        .iter()
        .find(|f| f["kind"] == "Forfeit")
        .expect("the forfeit of round 2");
    assert_eq!(
        (forfeit["round"].as_u64(), forfeit["board"].as_u64()),
        (Some(2), Some(2))
    );
    let content = v["content"].as_str().unwrap();
    assert!(content.contains("400127"), "{content}");
}

#[test]
fn national_reports_name_the_fields_they_need() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    club(dir);
    ok(dir, &["set", "club", "--time-control", "90'+30\""]);

    let o = arbiter(
        dir,
        &["report", "club", "ecf", "--field", "event-code=AB12"],
    );
    assert_eq!(o.status.code(), Some(1));
    let err = text(&o.stderr);
    assert!(
        err.contains("club: error: the event has no treasurer (field treasurer)"),
        "{err}"
    );
    assert!(!err.contains("event code"), "{err}");
    assert!(
        err.contains("club: error: Ashby, Ann (1): no ECF code"),
        "{err}"
    );

    // The US Chess report is three files: a directory is needed.
    let o = arbiter(dir, &["report", "club", "uscf", "--force"]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
    let us = dir.join("us");
    ok(
        dir,
        &[
            "report",
            "club",
            "uscf",
            "--force",
            "-o",
            us.to_str().unwrap(),
        ],
    );
    for f in ["THEXPORT.DBF", "TSEXPORT.DBF", "TDEXPORT.DBF"] {
        let bytes = std::fs::read(us.join(f)).unwrap();
        assert_eq!(bytes[0], 0x03, "{f} is a dBASE III table");
        assert_eq!(bytes.last(), Some(&0x1A));
    }

    // A chess event has no Go report, and an unknown report is bad input.
    assert_eq!(
        arbiter(dir, &["report", "club", "h9"]).status.code(),
        Some(2)
    );
    assert_eq!(
        arbiter(dir, &["report", "club", "elo"]).status.code(),
        Some(2)
    );
}
