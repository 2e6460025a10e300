//! Every Go file arbiter writes comes back through the command line (issue 43: `import
//! X.tou` said "this is not a TRF", and `go validate X.tou` read 59 games in 4 rounds of
//! a file of 74 in 5): each is recognised by its content, whatever its name, validates
//! with the games and rounds of the event, and imports as an event with its players,
//! games and standings.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use serde_json::Value;
use std::path::{Path, PathBuf};

use crate::arbiter;

fn ok(dir: &Path, args: &[&str]) -> String {
    let o = arbiter(dir, args);
    assert_eq!(
        o.status.code(),
        Some(0),
        "arbiter {args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).unwrap()
}

fn json(dir: &Path, args: &[&str]) -> Value {
    let text = ok(dir, args);
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("arbiter {args:?}: {e}: {text}"))
}

fn corpus(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/corpus/go")
        .join(name)
}

/// The names of a standings JSON's players, in order.
fn names(v: &Value) -> Vec<String> {
    v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn every_go_file_an_event_exports_validates_and_imports_again() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let source = corpus("mm06/final.xml");
    ok(&data, &["import", source.to_str().unwrap(), "--name", "mm"]);
    let event = json(
        &data,
        &["go", "validate", source.to_str().unwrap(), "--json"],
    );
    let games = event["games"].as_u64().unwrap();
    let rounds = event["rounds_with_games"].as_u64().unwrap();
    assert!(games > 50 && rounds >= 5, "{event}");
    for (format, kind) in [
        ("xml", "OpenGotha"),
        ("h9", "EGF results (h9)"),
        ("tou", "FFG results (tou)"),
        ("aga", "AGA results"),
    ] {
        let text = ok(&data, &["export", "mm", "--format", format]);
        // A name that says nothing: the content tells.
        let file = dir.path().join(format!("written-{format}.dat"));
        std::fs::write(&file, &text).unwrap();
        let f = file.to_str().unwrap();
        let v = json(&data, &["go", "validate", f, "--json"]);
        assert_eq!(v["kind"], kind, "{v}");
        assert_eq!(
            v["rounds_with_games"].as_u64(),
            Some(rounds),
            "{format}: {v}"
        );
        assert_eq!(v["games"].as_u64(), Some(games), "{format}: {v}");
        assert_eq!(v["warnings"].as_array().map(Vec::len), Some(0), "{v}");
        let name = format!("from-{format}");
        let said = ok(&data, &["import", f, "--name", &name]);
        assert!(said.starts_with(&format!("imported {name}")), "{said}");
        let standings = json(&data, &["standings", &name, "--json"]);
        assert_eq!(standings["game"], "go", "{standings}");
        if format == "xml" {
            assert_eq!(
                names(&standings),
                names(&json(&data, &["standings", "mm", "--json"])),
                "{format}"
            );
        }
    }
}

#[test]
fn real_files_opengotha_opens_import_with_their_warnings() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let source = std::fs::read_to_string(corpus("mm03/final.xml")).unwrap();
    // A rank beyond the scale, as some OpenGotha files hold (`99K`).
    let at = source.find(r#" rank=""#).unwrap() + r#" rank=""#.len();
    let end = at + source[at..].find('"').unwrap();
    let odd = format!("{}99K{}", &source[..at], &source[end..]);
    let file = dir.path().join("odd.xml");
    std::fs::write(&file, &odd).unwrap();
    let o = arbiter(&data, &["import", file.to_str().unwrap(), "--name", "odd"]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{err}");
    assert!(
        err.contains("odd.xml:4:9: warning: rank \"99K\" is read as 30K"),
        "{err}"
    );
}

/// A Go club's list imports into a Go event (issue 43): its `Rank` column is the Go rank,
/// two-letter countries are what Go lists use, a player without a rank is named at the
/// line, and the same list imported twice is refused rather than registering everyone
/// twice.
#[test]
fn a_go_player_list_imports_once_with_its_ranks_and_countries() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    ok(
        &data,
        &[
            "new", "club", "--game", "go", "--system", "mcmahon", "--rounds", "3",
        ],
    );
    let list = dir.path().join("club.csv");
    std::fs::write(
        &list,
        "Name,Rank,Country,Club\nKato Yuki,3d,JP,Osak\nBerg Anna,1k,DE,Berl\nSmith John,12k,GB,Lond\n",
    )
    .unwrap();
    let l = list.to_str().unwrap();
    let o = arbiter(&data, &["player", "import", "club", l]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{err}");
    assert!(err.contains("Rank as Go rank"), "{err}");
    let players = json(&data, &["player", "list", "club", "--json"]);
    let rows = players.as_array().unwrap();
    assert_eq!(rows.len(), 3, "{players}");
    let smith = rows.iter().find(|p| p["name"] == "Smith John").unwrap();
    assert_eq!(smith["federation"], "GB", "{smith}");
    assert!(smith.to_string().contains("12k"), "{smith}");
    // Again: refused, nobody registered twice.
    let o = arbiter(&data, &["player", "import", "club", l]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_ne!(o.status.code(), Some(0), "{err}");
    assert!(
        err.contains("Kato Yuki has the same name and rank as 1 Kato Yuki"),
        "{err}"
    );
    assert_eq!(
        json(&data, &["player", "list", "club", "--json"])
            .as_array()
            .unwrap()
            .len(),
        3
    );
    // A player without a rank: named at the line and column.
    let missing = dir.path().join("missing.csv");
    std::fs::write(
        &missing,
        "Name,Rank,Country\nLind Ola,,SE\nRossi Paolo,8k,IT\n",
    )
    .unwrap();
    let o = arbiter(
        &data,
        &["player", "import", "club", missing.to_str().unwrap()],
    );
    let err = String::from_utf8_lossy(&o.stderr);
    assert_ne!(o.status.code(), Some(0), "{err}");
    assert!(err.contains("missing.csv:2:2:"), "{err}");
    assert!(err.contains("needs a rank"), "{err}");
}

/// pairgoth's own tournament file (issue 43: not read) validates as pairgoth's and
/// imports as an event with its players, games and standings.
#[test]
fn pairgoths_own_file_validates_and_imports() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("../gotha/tests/data/club-cup.tour");
    // Its name says nothing: the content tells.
    let file = dir.path().join("orleans.json");
    std::fs::copy(&source, &file).unwrap();
    let f = file.to_str().unwrap();
    let v = json(&data, &["go", "validate", f, "--json"]);
    assert_eq!(v["kind"], "pairgoth", "{v}");
    assert_eq!(v["games"].as_u64(), Some(8), "{v}");
    assert_eq!(v["rounds_with_games"].as_u64(), Some(3), "{v}");
    assert_eq!(v["warnings"].as_array().map(Vec::len), Some(0), "{v}");
    let said = ok(&data, &["import", f, "--name", "orleans"]);
    assert!(said.starts_with("imported orleans"), "{said}");
    let standings = json(&data, &["standings", "orleans", "--json"]);
    assert_eq!(standings["game"], "go", "{standings}");
    let order = names(&standings);
    assert_eq!(
        order.first().map(String::as_str),
        Some("Kato, Yuki"),
        "{order:?}"
    );
    // The PINs and licences travel on: the h9 and tou carry them.
    let h9 = ok(
        &data,
        &["export", "orleans", "--format", "h9", "--encoding", "utf-8"],
    );
    assert!(
        h9.contains(" |13456789") && h9.contains("; PC[FR,Orl"),
        "{h9}"
    );
    let tou = ok(
        &data,
        &[
            "export",
            "orleans",
            "--format",
            "tou",
            "--encoding",
            "utf-8",
        ],
    );
    assert!(tou.contains("1234567"), "{tou}");
}
