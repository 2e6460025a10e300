//! The EGF results file: every final tournament of the Go corpus written as h9 and read
//! back gives the same players (name, given name, rank, country, club), the same games
//! (round, colours, handicap, result, decided by default or not) and writes back the same
//! player lines (what each round without a game is worth included); damaged files give
//! positioned errors, never a panic.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_gotha::{H9Row, H9Standings, parse_h9, validate_h9, write_h9};
use std::collections::BTreeSet;

use std::path::{Path, PathBuf};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/go")
}

fn finals() -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(corpus())
        .unwrap()
        .map(|e| e.unwrap().path().join("final.xml"))
        .filter(|p| p.exists())
        .collect();
    out.sort();
    out
}

/// Every player in file order, places in order (the writer needs no true standings).
fn rows(t: &arbiter_gotha::GoTournament) -> H9Standings {
    H9Standings {
        criteria: vec!["MMS".into()],
        rows: (0..t.players.len())
            .map(|p| H9Row {
                player: p,
                place: Some(p as u32 + 1),
                scores: vec!["0".into()],
            })
            .collect(),
    }
}

type Games = BTreeSet<(u16, String, String, u8, String, bool, bool)>;

fn games(t: &arbiter_gotha::GoTournament) -> Games {
    t.games
        .iter()
        .map(|g| {
            (
                g.round,
                t.players[g.white].key.clone(),
                t.players[g.black].key.clone(),
                g.handicap,
                format!("{:?}", g.result.outcome),
                g.result.by_default,
                g.known_colour,
            )
        })
        .collect()
}

#[test]
fn corpus_tournaments_read_back_from_h9() {
    let files = finals();
    assert!(!files.is_empty());
    for f in &files {
        let t = arbiter_gotha::read(&std::fs::read(f).unwrap()).unwrap();
        let text = write_h9(&t, &rows(&t));
        let back = validate_h9(&parse_h9(text.as_bytes()).unwrap())
            .unwrap_or_else(|e| panic!("{}: {e}\n{text}", f.display()));
        let who =
            |t: &arbiter_gotha::GoTournament| -> Vec<(String, String, String, String, String)> {
                t.players
                    .iter()
                    .map(|p| {
                        (
                            p.name.clone(),
                            p.first_name.clone(),
                            p.rank.to_string(),
                            p.country.clone(),
                            p.club.clone(),
                        )
                    })
                    .collect()
            };
        assert_eq!(who(&back), who(&t), "{}", f.display());
        assert_eq!(games(&back), games(&t), "{}", f.display());
        let players = |text: &str| -> Vec<String> {
            text.lines()
                .filter(|l| !l.starts_with(';'))
                .map(str::to_string)
                .collect()
        };
        assert_eq!(
            players(&write_h9(&back, &rows(&back))),
            players(&text),
            "{}",
            f.display()
        );
        assert_eq!(back.rounds, t.rounds);
        assert_eq!(back.info.name, t.info.name);
    }
}

#[test]
fn damaged_h9_files_give_positioned_errors() {
    let t = arbiter_gotha::read(&std::fs::read(&finals()[0]).unwrap()).unwrap();
    let text = write_h9(&t, &rows(&t));
    // A result changed on one line only: the two lines of the game disagree.
    let lines: Vec<&str> = text.lines().collect();
    let at = lines.iter().position(|l| l.contains("+/")).unwrap();
    let mut changed: Vec<String> = lines.iter().map(|l| (*l).to_string()).collect();
    changed[at] = changed[at].replacen("+/", "=/", 1);
    let err = validate_h9(&parse_h9(changed.join("\n").as_bytes()).unwrap()).unwrap_err();
    assert!(err.diagnostics.iter().any(|d| d.line == at + 1), "{err}");
    // A line that is no player line.
    let err = parse_h9(b"; EV[x]\n1 Somebody without rank\n").unwrap_err();
    assert_eq!((err.diagnostics[0].line, err.diagnostics[0].column), (2, 3));
    // Any bytes: an error or a document, never a panic.
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    for n in 0..2000 {
        let mut bytes = text.as_bytes().to_vec();
        for _ in 0..(1 + n % 7) {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let i = (seed as usize) % bytes.len();
            bytes[i] = (seed >> 32) as u8;
        }
        if let Ok(doc) = parse_h9(&bytes) {
            let _ = validate_h9(&doc);
        }
    }
}

/// An h9 in the shape pairgoth writes it (criteria headers padded to seven characters, a
/// `CM` tag naming the program before the one naming the time system, the PIN after a
/// bar) reads with its criteria, games, PINs, country and time system.
#[test]
fn an_h9_as_pairgoth_writes_it_is_read() {
    let text = "
; CL[A]    
; EV[Coupe d'Orléans]
; PC[FR,Orléans] 
; DT[2026-03-14,2026-03-15]
; HA[h1]
; KM[6.5]
; TM[82]
; CM[Generated by Pairgoth 0.20]
; CM[Japanese 60 minutes, 5 periods of 30 seconds]
;
; Pl Name                            Rk Co Club      MMS     SOS   SOSOS
   1 Kato Yuki                       7D JP Toky      35      88     281     2+/w0     3+/b0 |12345678
   2 Moreau Elise                    3D FR 45Or      33      90     279     1-/b0     4+/w0
   3 Berg Ola                        1K NO Oslo      29      96     273     4+/w2     1-/w0 |10000002
   4 Nowak Ewa                       5K PL Wars      25      95     274     3-/b2     2-/b0
";
    let doc = arbiter_gotha::parse_h9(text.as_bytes()).unwrap();
    assert_eq!(doc.criteria, ["MMS", "SOS", "SOSOS"]);
    let t = arbiter_gotha::validate_h9(&doc).unwrap();
    assert_eq!(t.placement, ["MMS", "SOSM", "SOSOSM"]);
    assert_eq!(t.players.len(), 4);
    let pins: Vec<&str> = t.players.iter().map(|p| p.ids.egf_pin.as_str()).collect();
    assert_eq!(pins, ["12345678", "", "10000002", ""]);
    assert_eq!(t.games.len(), 4);
    assert_eq!(
        (t.info.country.as_str(), t.info.location.as_str()),
        ("FR", "Orléans")
    );
    assert_eq!(
        t.info.time_system,
        arbiter_core::GoTimeSystem::StandardByoYomi { seconds: 0 }
    );
    assert_eq!(t.info.basic_minutes, 82);
    assert_eq!(t.info.egf_class(), 'A');
    // The standings the file prints are its own.
    let rows = doc.standings();
    assert_eq!(rows.rows[0].scores, ["35", "88", "281"]);
}
