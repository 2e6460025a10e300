//! Every view of a stored event reads the event's one ranking: a real OpenGotha McMahon
//! tournament imported, its standings (text and JSON), crosstable (text, HTML, JSON),
//! prizes and published standings page list the players in the order and with the places
//! `arbiter go standings` gives for the file; a team event with a match forfeited whole
//! gives every player the same points in the players' table and in the crosstable.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use serde_json::Value;
use std::collections::BTreeMap;
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

fn mcmahon_file() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/go/mm06/final.xml")
}

/// A stored event imported from the McMahon file, and the file's own standings as
/// `arbiter go standings` prints them: (place, name) in order.
struct Imported {
    _dir: tempfile::TempDir,
    data: PathBuf,
    expected: Vec<(u64, String)>,
}

fn imported() -> Imported {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let file = mcmahon_file();
    let f = file.to_str().unwrap();
    let from_file = json(&data, &["go", "standings", f, "--json"]);
    let expected: Vec<(u64, String)> = from_file["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let (name, first) = (
                p["name"].as_str().unwrap(),
                p["first_name"].as_str().unwrap(),
            );
            let name = if first.is_empty() {
                name.to_string()
            } else {
                format!("{name}, {first}")
            };
            (p["place"].as_u64().unwrap(), name)
        })
        .collect();
    assert!(expected.len() > 10, "{from_file}");
    ok(&data, &["import", f, "--name", "mm"]);
    Imported {
        _dir: dir,
        data,
        expected,
    }
}

/// (place, name) of each player of a JSON list, in its order.
fn listed(players: &Value, place: &str) -> Vec<(u64, String)> {
    players
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p[place].as_u64().unwrap(),
                p["name"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// Checks that every line of a text table after its header starts with the place and
/// names the player of the file's standings, in their order.
fn assert_text_order(text: &str, expected: &[(u64, String)], what: &str) {
    let lines: Vec<&str> = text.lines().skip(1).filter(|l| !l.is_empty()).collect();
    assert_eq!(lines.len(), expected.len(), "{what}:\n{text}");
    for (line, (place, name)) in lines.iter().zip(expected) {
        let first = line.split_whitespace().next().unwrap();
        assert_eq!(first, place.to_string(), "{what}: {line}");
        assert!(line.contains(name.as_str()), "{what}: {line} is not {name}");
    }
}

fn unescape(s: &str) -> String {
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// The cells of each `<tr>` of the `<tbody>` of an HTML table, tags inside cells removed.
fn html_rows(html: &str) -> Vec<Vec<String>> {
    let body = html.split("<tbody>").nth(1).unwrap();
    let body = body.split("</tbody>").next().unwrap();
    body.split("<tr>")
        .skip(1)
        .map(|row| {
            row.split("<td")
                .skip(1)
                .map(|cell| {
                    let inner = cell.split_once('>').unwrap().1;
                    let inner = inner.split("</td>").next().unwrap();
                    // Drop markup inside the cell (links, flags).
                    let mut text = String::new();
                    let mut in_tag = false;
                    for c in inner.chars() {
                        match c {
                            '<' => in_tag = true,
                            '>' => in_tag = false,
                            c if !in_tag => text.push(c),
                            _ => {}
                        }
                    }
                    unescape(text.trim())
                })
                .collect()
        })
        .collect()
}

#[test]
fn a_go_events_standings_follow_its_placement_criteria_in_every_format() {
    let ev = imported();
    let d = &ev.data;
    assert_text_order(&ok(d, &["standings", "mm"]), &ev.expected, "standings");
    let st = json(d, &["standings", "mm", "--format", "json"]);
    assert_eq!(st["game"], "go", "{st}");
    assert_eq!(st["primary"], "MMS", "{st}");
    assert_eq!(listed(&st["players"], "rank"), ev.expected);
    // --json is the same as --format json.
    assert_eq!(json(d, &["standings", "mm", "--json"]), st);
}

#[test]
fn a_go_events_crosstable_is_its_wall_list_in_the_rankings_order() {
    let ev = imported();
    let d = &ev.data;
    let text = ok(d, &["crosstable", "mm"]);
    assert!(text.lines().next().unwrap().contains("MMS"), "{text}");
    assert_text_order(&text, &ev.expected, "crosstable");
    let html = ok(d, &["crosstable", "mm", "--format", "html"]);
    let rows: Vec<(u64, String)> = html_rows(&html)
        .iter()
        .map(|r| (r[0].parse().unwrap(), r[1].clone()))
        .collect();
    assert_eq!(rows, ev.expected, "{html}");
    let c = json(d, &["crosstable", "mm", "--format", "json"]);
    assert_eq!(c["game"], "go", "{c}");
    assert_eq!(listed(&c["players"], "rank"), ev.expected);
}

#[test]
fn a_go_events_prizes_go_to_the_first_places_of_its_ranking() {
    let ev = imported();
    let d = &ev.data;
    assert_eq!(
        ev.expected[..3].iter().map(|x| x.0).collect::<Vec<_>>(),
        [1, 2, 3],
        "the file's first three places are not shared"
    );
    let prizes = json(d, &["prizes", "mm", "--prizes", "300,200,100", "--json"]);
    let paid: Vec<(String, u64, u64)> = prizes
        .as_array()
        .unwrap()
        .iter()
        .map(|a| {
            (
                a["name"].as_str().unwrap().to_string(),
                a["rank"].as_u64().unwrap(),
                a["amount"].as_u64().unwrap(),
            )
        })
        .collect();
    let expected: Vec<(String, u64, u64)> = ev.expected[..3]
        .iter()
        .zip([300, 200, 100])
        .map(|((place, name), amount)| (name.clone(), *place, amount))
        .collect();
    assert_eq!(paid, expected, "{prizes}");
}

#[test]
fn a_go_events_published_standings_page_follows_its_ranking() {
    let ev = imported();
    let d = &ev.data;
    let st = json(d, &["standings", "mm", "--json"]);
    let name_of: BTreeMap<u64, String> = st["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["start_rank"].as_u64().unwrap(),
                p["name"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let site = d.parent().unwrap().join("site");
    ok(d, &["publish", "mm", "--out", site.to_str().unwrap()]);
    let page = std::fs::read_to_string(site.join("standings.html")).unwrap();
    let rows: Vec<(u64, String)> = html_rows(&page)
        .iter()
        .map(|r| {
            let number: u64 = r[1].parse().unwrap();
            (r[0].parse().unwrap(), name_of[&number].clone())
        })
        .collect();
    assert_eq!(rows, ev.expected, "{page}");
}

/// A four-team, two-board event whose first match of round 1 is forfeited whole after the
/// lineups are set: the players' table and the crosstable give each player the same
/// points.
#[test]
fn a_match_forfeited_whole_counts_the_same_in_the_players_table_and_the_crosstable() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    ok(
        d,
        &[
            "new",
            "cup",
            "--system",
            "swiss-team",
            "--rounds",
            "2",
            "--boards",
            "2",
        ],
    );
    let mut csv = String::from("name,rating\n");
    for k in 0..4u32 {
        for i in 0..2u32 {
            csv.push_str(&format!("\"Team{k}, P{i}\",{}\n", 2300 - 50 * k - 10 * i));
        }
    }
    let file = d.join("players.csv");
    std::fs::write(&file, &csv).unwrap();
    ok(d, &["player", "import", "cup", file.to_str().unwrap()]);
    for k in 0..4u32 {
        let members = format!("{},{}", 2 * k + 1, 2 * k + 2);
        ok(
            d,
            &[
                "team",
                "add",
                "cup",
                "--name",
                &format!("Team {k}"),
                "--members",
                &members,
            ],
        );
    }
    ok(d, &["close", "cup"]);
    let teams = json(d, &["team", "list", "cup", "--json"]);
    for round in ["1", "2"] {
        // Each team's lineup set explicitly, as the captains hand it in.
        for (k, t) in teams["teams"].as_array().unwrap().iter().enumerate() {
            let members: Vec<String> = t["members"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m.as_u64().unwrap().to_string())
                .collect();
            ok(
                d,
                &[
                    "team",
                    "lineup",
                    "cup",
                    "--round",
                    round,
                    "--team",
                    &(k + 1).to_string(),
                    &members.join(","),
                ],
            );
        }
        ok(d, &["pair", "cup"]);
        if round == "1" {
            let m = json(d, &["team", "matches", "cup", "--round", round, "--json"]);
            let first = &m["matches"][0];
            let (h, a) = (first["home"].to_string(), first["away"].to_string());
            ok(
                d,
                &[
                    "team", "forfeit", "cup", "--round", round, "--home", &h, "--away", &a,
                    "--result", "+-",
                ],
            );
        }
        let pairing = json(d, &["pairing", "cup", "--round", round, "--json"]);
        for b in pairing["boards"].as_array().unwrap() {
            if b["result"].is_null() {
                let board = b["board"].to_string();
                ok(
                    d,
                    &["result", "cup", "--round", round, "--board", &board, "1-0"],
                );
            }
        }
    }
    let players = json(d, &["standings", "cup", "--players", "--json"]);
    let cross = json(d, &["crosstable", "cup", "--json"]);
    let from_cross: BTreeMap<String, f64> = cross["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["score"].as_f64().unwrap(),
            )
        })
        .collect();
    let rows = players_rows(&players);
    assert_eq!(rows.len(), 8, "{players}");
    let mut forfeit_points = 0.0;
    for (name, points) in &rows {
        assert_eq!(
            from_cross.get(name),
            Some(points),
            "{name}: players' table {points}, crosstable {:?}\n{players}\n{cross}",
            from_cross.get(name)
        );
        forfeit_points += points;
    }
    // Two rounds of two matches on two boards: 8 games, a point each.
    assert!((forfeit_points - 8.0).abs() < 1e-9, "{players}");
}

/// (name, points) of every player of `standings --players --json`.
fn players_rows(v: &Value) -> Vec<(String, f64)> {
    let list = v.as_array().unwrap_or_else(|| panic!("{v}"));
    list.iter()
        .map(|p| {
            let points = p["points"].as_f64().unwrap_or_else(|| panic!("{p}"));
            (p["name"].as_str().unwrap().to_string(), points)
        })
        .collect()
}
