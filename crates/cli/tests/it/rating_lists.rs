//! Rating lists from the command line: import (with the changes an update brings), search
//! with its JSON fields, registering from a list, and updating registered players before
//! round 1 with a diff to accept.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use serde_json::Value;
use std::path::Path;
use std::process::{Command, Output};

fn arbiter(data: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .arg("--data")
        .arg(data)
        .args(args)
        .output()
        .unwrap()
}

fn ok(data: &Path, args: &[&str]) -> String {
    let o = arbiter(data, args);
    assert!(
        o.status.success(),
        "arbiter {args:?}: {}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn json(data: &Path, args: &[&str]) -> Value {
    serde_json::from_str(&ok(data, args)).unwrap()
}

/// A FIDE XML list of three players; `anna` is Anna Müller's standard rating.
fn fide_xml(anna: u16) -> String {
    format!(
        "<playerslist>
<player><fideid>1503014</fideid><name>Carlsen, Magnus</name><country>NOR</country><sex>M</sex><title>GM</title><rating>2833</rating><rapid_rating>2824</rapid_rating><birthday>1990</birthday><flag></flag></player>
<player><fideid>4600001</fideid><name>M&#252;ller, Anna</name><country>GER</country><sex>F</sex><title></title><w_title>WFM</w_title><rating>{anna}</rating><birthday>2001</birthday><flag>w</flag></player>
<player><fideid>24100001</fideid><name>Dvoretskij, Mark</name><country>RUS</country><sex>M</sex><title>IM</title><rating>2400</rating><birthday>1947</birthday><flag>i</flag></player>
</playerslist>
"
    )
}

#[test]
fn import_search_register_and_update() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let list = dir.path().join("players_list_xml.xml");
    std::fs::write(&list, fide_xml(2105)).unwrap();

    // Import: the shape is recognised from the file; three players are new.
    let s = json(
        &data,
        &["ratings", "import", list.to_str().unwrap(), "--json"],
    );
    assert_eq!(s["added"], 3, "{s}");
    let lists = json(&data, &["ratings", "lists", "--json"]);
    assert_eq!(lists[0]["name"], "fide", "{lists}");

    // Search: by a part of the name without its diacritics, by closeness, by id.
    let hits = json(&data, &["ratings", "search", "mueller", "--json"]);
    assert_eq!(hits[0]["name"], "Müller, Anna", "{hits}");
    assert_eq!(hits[0]["fide_id"], 4_600_001);
    assert_eq!(hits[0]["federation"], "GER");
    assert_eq!(hits[0]["rating"], 2105);
    let hits = json(&data, &["ratings", "search", "Dvoretsky", "--json"]);
    assert_eq!(hits[0]["fide_id"], 24_100_001, "{hits}");
    let hits = json(&data, &["ratings", "search", "1503014", "--json"]);
    assert_eq!(hits[0]["name"], "Carlsen, Magnus", "{hits}");
    // Nothing found: an empty array, and the exit status says so (as grep's does).
    let o = arbiter(&data, &["ratings", "search", "Nobodyatall", "--json"]);
    assert_eq!(o.status.code(), Some(1));
    let none: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert!(none.as_array().unwrap().is_empty());

    // Registering from the list copies the player's fields and keeps the FIDE id.
    ok(&data, &["new", "club", "--rounds", "5"]);
    ok(&data, &["player", "add", "club", "--from-list", "4600001"]);
    ok(
        &data,
        &[
            "player",
            "add",
            "club",
            "--name",
            "Walker, Tom",
            "--rating",
            "1800",
        ],
    );
    let players = json(&data, &["player", "list", "club", "--json"]);
    let anna = players
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["fide_id"] == 4_600_001)
        .unwrap_or_else(|| panic!("{players}"));
    assert_eq!(anna["name"], "Müller, Anna");
    assert_eq!(anna["rating"], 2105);
    assert_eq!(anna["federation"], "GER");

    // A new list: the import reports the change, the update shows it and applies it only
    // when accepted.
    std::fs::write(&list, fide_xml(2131)).unwrap();
    let s = json(
        &data,
        &["ratings", "import", list.to_str().unwrap(), "--json"],
    );
    assert_eq!(s["changed"], 1, "{s}");
    let u = json(&data, &["ratings", "update", "club", "--json"]);
    assert_eq!(u["applied"], false, "{u}");
    let change = &u["changes"][0];
    assert_eq!(change["name"], "Müller, Anna");
    assert_eq!(change["changes"][0]["field"], "rating");
    assert_eq!(change["changes"][0]["old"], 2105);
    assert_eq!(change["changes"][0]["new"], 2131);
    let players = json(&data, &["player", "list", "club", "--json"]);
    assert!(players.to_string().contains("2105"), "not applied yet");
    let u = json(&data, &["ratings", "update", "club", "--accept", "--json"]);
    assert_eq!(u["applied"], true, "{u}");
    let players = json(&data, &["player", "list", "club", "--json"]);
    assert!(players.to_string().contains("2131"), "{players}");
    let u = json(&data, &["ratings", "update", "club", "--json"]);
    assert!(u["changes"].as_array().unwrap().is_empty(), "{u}");
}

#[test]
fn a_broken_list_is_refused_and_the_live_list_stays() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let good = dir.path().join("good.xml");
    std::fs::write(&good, fide_xml(2105)).unwrap();
    ok(&data, &["ratings", "import", good.to_str().unwrap()]);
    let bad = dir.path().join("bad.xml");
    std::fs::write(&bad, "<playerslist><player><fideid>12</fideid><name>Cut").unwrap();
    let o = arbiter(&data, &["ratings", "import", bad.to_str().unwrap()]);
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("bad.xml"), "{err}");
    let hits = json(&data, &["ratings", "search", "Carlsen", "--json"]);
    assert_eq!(hits[0]["fide_id"], 1_503_014, "{hits}");
}
