//! Every Go file arbiter writes reads back (issue 43: a tou arbiter wrote was taken for a
//! TRF, or read as an h9 that lost its first round): each is recognised by its content,
//! and read back it gives the same players, the same games with their results, and the
//! same standings (the players in the same order with the same criteria, so the same
//! places) as far as the file holds them.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_gotha::{
    GoFile, GoFileKind, GoOutcome, GoResult, GoScoring, GoTournament, detect, read_any, write_file,
};
use arbiter_standings::Ranking;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn finals() -> Vec<PathBuf> {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/go");
    let mut out: Vec<PathBuf> = std::fs::read_dir(corpus)
        .unwrap()
        .map(|e| e.unwrap().path().join("final.xml"))
        .filter(|p| p.exists())
        .collect();
    out.sort();
    assert!(out.len() >= 10, "{out:?}");
    out
}

fn kind_of(file: GoFile) -> GoFileKind {
    match file {
        GoFile::OpenGotha => GoFileKind::OpenGotha,
        GoFile::H9 => GoFileKind::H9,
        GoFile::Tou => GoFileKind::Tou,
        GoFile::Aga => GoFileKind::Aga,
    }
}

fn taking_part(t: &GoTournament, p: usize) -> bool {
    t.games.iter().any(|g| g.white == p || g.black == p) || t.byes.iter().any(|&(_, q)| q == p)
}

/// The players who took part: key, rank.
fn players(t: &GoTournament) -> BTreeSet<(String, String)> {
    (0..t.players.len())
        .filter(|&p| taking_part(t, p))
        .map(|p| (t.players[p].key.clone(), t.players[p].rank.to_string()))
        .collect()
}

/// Each game: round, White, Black, handicap, outcome, by default.
type Game = (u16, String, String, u8, String, bool);

fn games(t: &GoTournament) -> BTreeSet<Game> {
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
            )
        })
        .collect()
}

/// The standings of the players who took part: key and criteria, best first.
fn standings(t: &GoTournament) -> Vec<(String, Vec<String>)> {
    let r = Ranking::go(t, t.rounds);
    r.rows
        .iter()
        .filter(|row| taking_part(t, row.player.index()))
        .map(|row| (t.players[row.player.index()].key.clone(), r.formatted(row)))
        .collect()
}

/// The tournament with the parameters a results file leaves for its reader to assume:
/// OpenGotha's McMahon defaults.
fn with_defaults(mut t: GoTournament) -> GoTournament {
    t.scoring = GoScoring::default();
    t.placement = vec!["MMS".into(), "SOSM".into(), "SOSOSM".into()];
    for p in &mut t.players {
        p.smms_correction = 0;
    }
    t
}

fn read_back(t: &GoTournament, file: GoFile, what: &Path) -> GoTournament {
    let text = write_file(t, file);
    assert_eq!(
        detect(text.as_bytes()),
        Some(kind_of(file)),
        "{file:?} of {}",
        what.display()
    );
    let read = read_any(text.as_bytes())
        .unwrap_or_else(|e| panic!("{file:?} of {}: {e}\n{text}", what.display()));
    assert_eq!(read.kind, kind_of(file));
    assert!(read.warnings.is_empty(), "{:?}", read.warnings);
    read.tournament
}

#[test]
fn opengotha_files_read_back_whole() {
    for f in finals() {
        let t = arbiter_gotha::read(&std::fs::read(&f).unwrap()).unwrap();
        assert_eq!(read_back(&t, GoFile::OpenGotha, &f), t, "{}", f.display());
    }
}

#[test]
fn h9_and_tou_files_read_back_with_their_games_and_standings() {
    for f in finals() {
        let t = with_defaults(arbiter_gotha::read(&std::fs::read(&f).unwrap()).unwrap());
        for file in [GoFile::H9, GoFile::Tou] {
            let back = read_back(&t, file, &f);
            let at = format!("{file:?} of {}", f.display());
            assert_eq!(back.rounds, t.rounds, "{at}");
            assert_eq!(players(&back), players(&t), "{at}");
            assert_eq!(games(&back), games(&t), "{at}");
            assert_eq!(standings(&back), standings(&t), "{at}");
            // Written again from what was read, the same player lines (the header's time
            // system is the event's, which a results file writes only in part; a place
            // counts the players who took no part, whom the file leaves out).
            let lines = |t: &GoTournament| -> Vec<String> {
                write_file(t, file)
                    .lines()
                    .filter(|l| !l.starts_with(';'))
                    .map(|l| l.chars().skip(4).collect())
                    .collect()
            };
            assert_eq!(lines(&back), lines(&t), "{at}");
        }
    }
}

/// The AGA file holds no bye, no absence, no jigo and no game decided by default: a
/// tournament without them reads back whole, standings and all.
#[test]
fn aga_files_read_back_with_their_games_and_standings() {
    for f in finals() {
        let mut t = with_defaults(arbiter_gotha::read(&std::fs::read(&f).unwrap()).unwrap());
        t.byes.clear();
        for p in &mut t.players {
            p.participating = vec![true; 20];
            p.registered = true;
        }
        for g in &mut t.games {
            let played = matches!(
                g.result.outcome,
                GoOutcome::WhiteWins | GoOutcome::BlackWins
            );
            if !played || g.result.by_default {
                g.result = GoResult {
                    outcome: GoOutcome::Unknown,
                    by_default: false,
                };
            }
        }
        let back = read_back(&t, GoFile::Aga, &f);
        let at = format!("AGA of {}", f.display());
        assert_eq!(back.rounds, t.rounds, "{at}");
        assert_eq!(back.info.name, t.info.name, "{at}");
        assert_eq!(players(&back), players(&t), "{at}");
        assert_eq!(games(&back), games(&t), "{at}");
        assert_eq!(standings(&back), standings(&t), "{at}");
        assert_eq!(
            write_file(&back, GoFile::Aga),
            write_file(&t, GoFile::Aga),
            "{at}"
        );
    }
}

/// The ids a results file carries read back with their players (issue 43: the h9's PINs
/// were written but not read), and so does what its header says of the event: the h9's
/// country, time system, adjusted time and class, the tou's basic and adjusted times.
#[test]
fn results_files_read_back_their_ids_and_the_events_time() {
    let f = &finals()[0];
    let mut t = with_defaults(arbiter_gotha::read(&std::fs::read(f).unwrap()).unwrap());
    for (i, p) in t.players.iter_mut().enumerate() {
        p.ids.egf_pin = format!("{}", 10_000_000 + i);
        p.ids.ffg_licence = format!("{:07}", 1_234_000 + i);
        p.ids.aga_id = format!("{}", 20_000 + i);
    }
    t.info.country = "NO".into();
    t.info.location = "Oslo".into();
    t.info.basic_minutes = 60;
    t.info.time_system = arbiter_core::GoTimeSystem::StandardByoYomi { seconds: 30 };
    let ids = |t: &GoTournament| -> BTreeSet<(String, String, String, String)> {
        (0..t.players.len())
            .filter(|&p| taking_part(t, p))
            .map(|p| {
                let x = &t.players[p];
                (
                    x.key.clone(),
                    x.ids.egf_pin.clone(),
                    x.ids.ffg_licence.clone(),
                    x.ids.aga_id.clone(),
                )
            })
            .collect()
    };
    let header = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|l| l.starts_with("; ") && l.contains('[') || l.starts_with(";t"))
            .map(str::to_string)
            .collect()
    };

    let h9 = write_file(&t, GoFile::H9);
    for tag in [
        "; CL[A]",
        "; PC[NO,Oslo]",
        "; TM[82]",
        "; CM[Standard byo-yomi]",
    ] {
        assert!(h9.contains(tag), "{tag}:\n{h9}");
    }
    let back = read_back(&t, GoFile::H9, f);
    let only_pins =
        |set: BTreeSet<(String, String, String, String)>| -> BTreeSet<(String, String)> {
            set.into_iter().map(|(k, pin, _, _)| (k, pin)).collect()
        };
    assert_eq!(only_pins(ids(&back)), only_pins(ids(&t)));
    assert_eq!(back.info.country, "NO");
    assert_eq!(back.info.location, "Oslo");
    assert_eq!(header(&write_file(&back, GoFile::H9)), header(&h9));
    assert_eq!(write_file(&back, GoFile::H9), h9);

    let tou = write_file(&t, GoFile::Tou);
    for tag in [";time=60+b", ";ta=82"] {
        assert!(tou.contains(tag), "{tag}:\n{tou}");
    }
    let back = read_back(&t, GoFile::Tou, f);
    let only_licences =
        |set: BTreeSet<(String, String, String, String)>| -> BTreeSet<(String, String)> {
            set.into_iter().map(|(k, _, l, _)| (k, l)).collect()
        };
    assert_eq!(only_licences(ids(&back)), only_licences(ids(&t)));
    assert_eq!(back.info.egf_class(), 'A');
    assert_eq!(write_file(&back, GoFile::Tou), tou);

    let back = read_back(&t, GoFile::Aga, f);
    let only_aga = |set: BTreeSet<(String, String, String, String)>| -> BTreeSet<(String, String)> {
        set.into_iter().map(|(k, _, _, a)| (k, a)).collect()
    };
    assert_eq!(only_aga(ids(&back)), only_aga(ids(&t)));
}
