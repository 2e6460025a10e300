//! A Go event registered from the EGF list, from the command line (issue 43): players by
//! their PIN with the list's grades and GoRs, a byo-yomi time control whose EGF class the
//! results file gives, the PINs carried to every file, the event's files (tou, h9, XML)
//! imported again with the same places, and an update from the list before round 1.

use super::arbiter;
use serde_json::Value;
use std::path::Path;

fn ok(dir: &Path, args: &[&str]) -> String {
    let o = arbiter(dir, args);
    assert!(
        o.status.success(),
        "arbiter {args:?}: {}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn json(dir: &Path, args: &[&str]) -> Value {
    serde_json::from_str(&ok(dir, args)).unwrap()
}

/// The players of the list: PIN, name as the EGF writes it, country, club, grade, GoR.
const PLAYERS: [(&str, &str, &str, &str, &str, i32); 10] = [
    ("10000001", "Aas Kari", "NO", "Oslo", "4d", 2390),
    ("10000002", "Berg Ola", "NO", "Berg", "1d", 2085),
    ("10000003", "Dahl Eva", "SE", "Stoc", "2k", 1905),
    ("10000004", "Lie Per", "NO", "Oslo", "20k", -150),
    ("10000005", "Moe Siri", "DK", "Kobe", "12k", 905),
    ("10000006", "Nes Tor", "NO", "Trnd", "8k", 1230),
    ("10000007", "Ruud Ane", "NO", "Oslo", "5k", 1560),
    ("10000008", "Sand Liv", "FI", "Hels", "1k", 2010),
    ("10000009", "Tveit Ivar", "NO", "Berg", "15k", 620),
    ("10000010", "Vik Mona", "SE", "Gbg", "3k", 1790),
];

/// One line of the EGF list as the European Go Database publishes it: the PIN in
/// characters 2-9, the name from 12, the country from 50, the club from 54, the grade
/// right-aligned in 61-63 and the GoR right-aligned in 72-75.
fn egf_line(pin: &str, name: &str, country: &str, club: &str, grade: &str, gor: i32) -> String {
    let mut line = vec![' '; 76];
    let mut put = |at: usize, text: &str| {
        for (k, c) in text.chars().enumerate() {
            line[at + k] = c;
        }
    };
    put(1, pin);
    put(11, name);
    put(49, country);
    put(53, club);
    put(60, &format!("{grade:>3}"));
    put(71, &format!("{gor:>4}"));
    line.into_iter().collect::<String>().trim_end().to_string()
}

/// The list file with the players of [`PLAYERS`], player 4 at `lie` (grade, GoR).
fn egf_list(dir: &Path, lie: (&str, i32)) -> String {
    let mut text =
        String::from("  Pin_Player Name                         Country Club  Grade         Gor\n");
    for (pin, name, country, club, grade, gor) in PLAYERS {
        let (grade, gor) = if pin == "10000004" { lie } else { (grade, gor) };
        text.push_str(&egf_line(pin, name, country, club, grade, gor));
        text.push('\n');
    }
    let path = dir.join("allworld_lp.html");
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

/// The places of a stored event's standings with the criteria's values, by name.
fn places(dir: &Path, event: &str) -> Vec<(String, Value, Value)> {
    let s = json(dir, &["standings", event, "--json"]);
    let rows = s["players"]
        .as_array()
        .unwrap_or_else(|| panic!("no players in {s}"))
        .clone();
    let mut out: Vec<(String, Value, Value)> = rows
        .iter()
        .map(|r| {
            (
                r["name"].as_str().unwrap_or_default().to_string(),
                r["rank"].clone(),
                r["values"].clone(),
            )
        })
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

#[test]
fn a_mcmahon_registered_from_the_egf_list_by_pin_writes_class_a_with_the_pins() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let list = egf_list(dir.path(), ("20k", -150));
    ok(&data, &["ratings", "import", &list, "--list", "egf"]);
    ok(
        &data,
        &[
            "new",
            "cup",
            "--game",
            "go",
            "--system",
            "mcmahon",
            "--rounds",
            "3",
            "--time-control",
            "60m+5x30s",
            "--country",
            "NO",
            "--city",
            "Oslo",
        ],
    );
    for (pin, ..) in PLAYERS {
        ok(
            &data,
            &[
                "player",
                "add",
                "cup",
                "--from-list",
                pin,
                "--rating-list",
                "egf",
            ],
        );
    }
    // The ranks are the list's grades, the ratings its GoRs (one below 0), and each
    // player keeps the PIN.
    let players = json(&data, &["player", "list", "cup", "--json"]);
    for (pin, name, country, _, grade, gor) in PLAYERS {
        let (surname, given) = name.split_once(' ').unwrap();
        let p = players
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["egf_pin"] == pin)
            .unwrap_or_else(|| panic!("{pin} not registered: {players}"));
        assert_eq!(p["name"], format!("{surname}, {given}"), "{p}");
        assert_eq!(p["go_rank"], grade, "{p}");
        assert_eq!(p["go_rating"], gor, "{p}");
        assert_eq!(p["federation"], country, "{p}");
    }
    ok(&data, &["close", "cup"]);
    for round in 1..=3 {
        ok(&data, &["pair", "cup"]);
        let pairing = json(&data, &["pairing", "cup", "--json"]);
        let boards = pairing["boards"].as_array().unwrap().clone();
        assert_eq!(boards.len(), 5, "round {round}: {pairing}");
        for b in &boards {
            // White wins on odd boards, Black on even ones.
            let n = b["board"].as_u64().unwrap();
            let result = if n % 2 == 1 { "1-0" } else { "0-1" };
            ok(&data, &["result", "cup", "--board", &n.to_string(), result]);
        }
    }

    // The EGF's file: class A (60 minutes, adjusted 60 + 45 × 30 s = 82 minutes), the
    // place with its country, each player's line with the list's grade and the PIN.
    let h9 = ok(&data, &["export", "cup", "--format", "h9"]);
    for tag in [
        "; CL[A]",
        "; PC[NO,Oslo]",
        "; TM[82]",
        "; CM[Standard byo-yomi]",
    ] {
        assert!(h9.contains(tag), "{tag} missing:\n{h9}");
    }
    for (pin, name, _, _, grade, _) in PLAYERS {
        let line = h9
            .lines()
            .find(|l| l.contains(name))
            .unwrap_or_else(|| panic!("{name} missing:\n{h9}"));
        assert!(line.ends_with(&format!(" |{pin}")), "{line}");
        let rank = grade.to_ascii_uppercase();
        assert!(line.contains(&format!(" {rank:>3} ")), "{rank}: {line}");
    }

    // OpenGotha's file keeps the PINs, the GoRs and the time system.
    let xml = ok(&data, &["export", "cup", "--format", "xml"]);
    for (pin, ..) in PLAYERS {
        assert!(xml.contains(&format!("egfPin=\"{pin}\"")), "{pin}");
    }
    for needle in [
        "rating=\"-150\"",
        "basicTime=\"60\"",
        "complementaryTimeSystem=\"STDBYOYOMI\"",
        "stdByoYomiTime=\"30\"",
    ] {
        assert!(xml.contains(needle), "{needle} missing:\n{xml}");
    }

    // The FFG's file carries the players' lines with the list's grades; imported again,
    // it gives the same places.
    let tou = ok(&data, &["export", "cup", "--format", "tou"]);
    assert!(
        tou.contains(";time=60+b") && tou.contains(";ta=82"),
        "{tou}"
    );
    for (_, name, _, _, grade, _) in PLAYERS {
        let line = tou
            .lines()
            .find(|l| l.contains(name))
            .unwrap_or_else(|| panic!("{name} missing:\n{tou}"));
        assert!(
            line.contains(&format!("{:>3} ", grade.to_ascii_uppercase())),
            "{line}"
        );
    }
    let file = dir.path().join("cup.tou");
    std::fs::write(&file, &tou).unwrap();
    ok(
        &data,
        &["import", file.to_str().unwrap(), "--name", "from-tou"],
    );
    let before = places(&data, "cup");
    assert_eq!(before.len(), PLAYERS.len(), "{before:?}");
    assert_eq!(places(&data, "from-tou"), before);
    let tou_again = ok(&data, &["export", "from-tou", "--format", "tou"]);
    assert!(tou_again.contains(";ta=82"), "{tou_again}");

    // So does the EGF's, which gives back the PINs, the country and the class.
    let file = dir.path().join("cup.h9");
    std::fs::write(&file, &h9).unwrap();
    ok(
        &data,
        &["import", file.to_str().unwrap(), "--name", "from-h9"],
    );
    assert_eq!(places(&data, "from-h9"), before);
    let h9_again = ok(&data, &["export", "from-h9", "--format", "h9"]);
    for tag in ["; CL[A]", "; PC[NO,Oslo]", "; TM[82]"] {
        assert!(h9_again.contains(tag), "{tag} missing:\n{h9_again}");
    }
    for (pin, ..) in PLAYERS {
        assert!(h9_again.contains(&format!(" |{pin}")), "{pin}:\n{h9_again}");
    }

    // And OpenGotha's.
    let file = dir.path().join("cup.xml");
    std::fs::write(&file, &xml).unwrap();
    ok(
        &data,
        &["import", file.to_str().unwrap(), "--name", "again"],
    );
    assert_eq!(places(&data, "again"), before);
    // The imported event writes the same PINs and class.
    let again = ok(&data, &["export", "again", "--format", "h9"]);
    assert!(again.contains("; CL[A]"), "{again}");
    for (pin, ..) in PLAYERS {
        assert!(again.contains(&format!(" |{pin}")), "{pin}:\n{again}");
    }
}

#[test]
fn the_egf_list_updates_grade_and_gor_before_round_1() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let list = egf_list(dir.path(), ("20k", -150));
    ok(&data, &["ratings", "import", &list, "--list", "egf"]);
    // A search shows each hit's grade and GoR, by name and by PIN.
    for query in ["Lie", "10000004"] {
        let hits = ok(&data, &["ratings", "search", query, "--list", "egf"]);
        let line = hits
            .lines()
            .find(|l| l.contains("Lie, Per"))
            .unwrap_or_else(|| panic!("{query}: {hits}"));
        assert!(
            line.contains("10000004") && line.contains(" 20k ") && line.contains(" -150 "),
            "{line}"
        );
    }
    ok(
        &data,
        &[
            "new", "upd", "--game", "go", "--system", "mcmahon", "--rounds", "3",
        ],
    );
    // Registered by hand at 15k with the PIN, and one from the list as it is.
    ok(
        &data,
        &[
            "player",
            "add",
            "upd",
            "--name",
            "Lie, Per",
            "--rank",
            "15k",
            "--egf-pin",
            "10000004",
            "--fed",
            "NO",
            "--club",
            "Oslo",
        ],
    );
    ok(&data, &["player", "add", "upd", "--from-list", "10000001"]);
    let shown = json(
        &data,
        &["ratings", "update", "upd", "--list", "egf", "--json"],
    );
    let changes = shown["changes"].as_array().unwrap();
    assert_eq!(changes.len(), 1, "{shown}");
    assert_eq!(changes[0]["player"], 1, "{shown}");
    let fields: Vec<(&str, Value, Value)> = changes[0]["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["field"].as_str().unwrap(),
                c["old"].clone(),
                c["new"].clone(),
            )
        })
        .collect();
    assert_eq!(
        fields,
        [
            ("go_rank", Value::from("15k"), Value::from("20k")),
            ("go_rating", Value::Null, Value::from(-150)),
        ]
    );
    assert_eq!(shown["applied"], false);
    let applied = json(
        &data,
        &[
            "ratings", "update", "upd", "--list", "egf", "--accept", "--json",
        ],
    );
    assert_eq!(applied["applied"], true, "{applied}");
    let players = json(&data, &["player", "list", "upd", "--json"]);
    let lie = players
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["egf_pin"] == "10000004")
        .unwrap();
    assert_eq!(lie["go_rank"], "20k", "{lie}");
    assert_eq!(lie["go_rating"], -150, "{lie}");
    let again = ok(&data, &["ratings", "update", "upd", "--list", "egf"]);
    assert!(again.contains("every player is up to date"), "{again}");

    // A new list moves the player again: the change is shown against the event.
    let list = egf_list(dir.path(), ("18k", 55));
    ok(&data, &["ratings", "import", &list, "--list", "egf"]);
    let shown = ok(&data, &["ratings", "update", "upd", "--list", "egf"]);
    assert!(
        shown.contains("go_rank \"20k\" -> \"18k\"") && shown.contains("go_rating -150 -> 55"),
        "{shown}"
    );
}

#[test]
fn go_registration_errors_name_the_number_and_the_list() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let list = egf_list(dir.path(), ("20k", -150));
    ok(&data, &["ratings", "import", &list, "--list", "egf"]);
    ok(
        &data,
        &[
            "new", "e", "--game", "go", "--system", "mcmahon", "--rounds", "3",
        ],
    );
    let o = arbiter(
        &data,
        &[
            "player",
            "add",
            "e",
            "--from-list",
            "19999999",
            "--rating-list",
            "egf",
        ],
    );
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success());
    assert!(
        err.contains("EGF PIN 19999999 is not in the list egf"),
        "{err}"
    );
    let o = arbiter(
        &data,
        &[
            "player",
            "add",
            "e",
            "--name",
            "X, Y",
            "--rank",
            "3k",
            "--egf-pin",
            "123",
        ],
    );
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("EGF PIN: expected eight digits"), "{err}");
    let o = arbiter(&data, &["set", "e", "--time-control", "an hour"]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success());
    assert!(
        err.contains("60m+5x30s") && err.contains("\"an hour\""),
        "{err}"
    );
    // A CSV with a PIN column: the list fills grade, GoR, country and club.
    let csv = dir.path().join("players.csv");
    std::fs::write(
        &csv,
        "Name,EGF PIN\n\"Aas, Kari\",10000001\n\"Moe, Siri\",10000005\n",
    )
    .unwrap();
    ok(&data, &["player", "import", "e", csv.to_str().unwrap()]);
    let players = json(&data, &["player", "list", "e", "--json"]);
    let moe = players
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "Moe, Siri")
        .unwrap_or_else(|| panic!("{players}"));
    assert_eq!(moe["go_rank"], "12k", "{moe}");
    assert_eq!(moe["go_rating"], 905, "{moe}");
    assert_eq!(moe["federation"], "DK", "{moe}");
    assert_eq!(moe["egf_pin"], "10000005", "{moe}");
}
