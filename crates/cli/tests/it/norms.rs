//! `arbiter norms`: the norm table of a TRF, its JSON, and the IT1 and IT3 forms.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::Path;
use std::process::{Command, Output};

fn arbiter(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(args)
        .current_dir(dir)
        .env("ARBITER_DATA", dir.join("data"))
        .output()
        .unwrap()
}

/// A nine-round event: player 1 (NOR, 2450) meets players 2 to 10 (all 2460: three GMs,
/// two IMs, an FM; from GER, FRA, ESP and NOR), one per round, and scores 6½; the others
/// play no other game. Player 2's name would be markup in HTML.
fn trf() -> String {
    let titles = ["GM", "GM", "GM", "IM", "IM", "FM", "", "", ""];
    let feds = [
        "GER", "FRA", "ESP", "GER", "FRA", "NOR", "NOR", "ESP", "GER",
    ];
    let results = ['1', '1', '1', '1', '=', '=', '=', '=', '='];
    let mut out = String::from(
        "012 Norm Open\n022 Oslo\n032 NOR\n042 2026/05/01\n052 2026/05/09\n\
         092 Individual: Swiss-System\n102 IA Berg, Ada\n142 9\n",
    );
    let line = |rank: u32, title: &str, name: &str, fed: &str, points: &str, rounds: &str| {
        format!(
            "001 {rank:>4} m{title:>3} {name:<33} 2460 {fed} {:>11} {:10} {points:>4} {rank:>4}{rounds}\n",
            "", ""
        )
    };
    let mut mine = String::new();
    for (i, r) in results.iter().enumerate() {
        let colour = if i % 2 == 0 { 'w' } else { 'b' };
        mine.push_str(&format!("  {:>4} {colour} {r}", i + 2));
    }
    out.push_str(
        &line(1, "", "Candidate, Ann", "NOR", "6.5", &mine).replacen(" 2460 ", " 2450 ", 1),
    );
    for i in 0..9 {
        let (colour, r, pts) = match results[i] {
            '1' => (if i % 2 == 0 { 'b' } else { 'w' }, '0', "0.0"),
            _ => (if i % 2 == 0 { 'b' } else { 'w' }, '=', "0.5"),
        };
        let mut rounds = String::new();
        for round in 0..9 {
            if round == i {
                rounds.push_str(&format!("     1 {colour} {r}"));
            } else {
                rounds.push_str("          ");
            }
        }
        let name = if i == 0 {
            "<b>Bold</b> & Co".to_string()
        } else {
            format!("Opponent, {}", i + 2)
        };
        out.push_str(&line(
            u32::try_from(i + 2).unwrap(),
            titles[i],
            &name,
            feds[i],
            pts,
            rounds.trim_end(),
        ));
    }
    out
}

#[test]
fn norms_table_json_and_forms() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("open.trf");
    std::fs::write(&file, trf()).unwrap();
    let f = file.to_str().unwrap();

    let out = arbiter(dir.path(), &["norms", f]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains("GM: norm (9 games, 6½ points, Ra 2460, Rp 2626"),
        "{text}"
    );
    assert!(
        text.contains("needs 8 more games (1 of 9 counted)"),
        "{text}"
    );
    // The GM norm and the IM norm of player 1.
    assert!(text.contains("2 norms achieved"), "{text}");

    let out = arbiter(dir.path(), &["norms", f, "--player", "1", "--json"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let gm = &v[0]["norms"][0];
    assert_eq!(gm["title"], "GM");
    assert_eq!(gm["achieved"], true);
    assert_eq!(gm["performance"], 2626);
    assert_eq!(gm["criteria"][3]["article"], "B.01 1.4.5b");

    let html = dir.path().join("it1.html");
    let out = arbiter(
        dir.path(),
        &[
            "norms",
            f,
            "--it1",
            "Candidate",
            "--title",
            "GM",
            "-o",
            html.to_str().unwrap(),
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(page.contains("&lt;b&gt;Bold&lt;/b&gt; &amp; Co"), "{page}");
    assert!(!page.contains("<b>Bold"));
    assert!(page.contains("Certificate of title result: GM"));

    let pdf = dir.path().join("it3.pdf");
    let out = arbiter(
        dir.path(),
        &["norms", f, "--it3", "-o", pdf.to_str().unwrap()],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF-"));

    // An unknown title is bad usage.
    let out = arbiter(
        dir.path(),
        &["norms", f, "--it1", "1", "--title", "FM", "-o", "x.pdf"],
    );
    assert_eq!(out.status.code(), Some(2));
}

/// The organiser and the chief arbiter's FIDE ID, set on a stored event, fill in the
/// title forms; a FIDE ID that is not digits is refused and changes nothing.
#[test]
fn organiser_and_chief_arbiter_id_reach_the_forms() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("open.trf");
    std::fs::write(&file, trf()).unwrap();
    let out = arbiter(
        dir.path(),
        &["import", file.to_str().unwrap(), "--name", "open"],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    let out = arbiter(
        dir.path(),
        &["set", "open", "--chief-arbiter-fide-id", "12ab"],
    );
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("expected digits"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    let out = arbiter(
        dir.path(),
        &[
            "set",
            "open",
            "--organiser",
            "Oslo Sjakklubb",
            "--chief-arbiter-fide-id",
            "1503014",
            "--json",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["organiser"], "Oslo Sjakklubb");
    assert_eq!(v["chief_arbiter_fide_id"], "1503014");

    let html = dir.path().join("it3.html");
    let out = arbiter(
        dir.path(),
        &["norms", "open", "--it3", "-o", html.to_str().unwrap()],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(page.contains("Oslo Sjakklubb"), "{page}");
    assert!(page.contains("1503014"), "{page}");

    // "" clears a value again.
    let out = arbiter(dir.path(), &["set", "open", "--organiser", "", "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(v["organiser"].is_null(), "{v}");
    assert_eq!(v["chief_arbiter_fide_id"], "1503014");
}
