//! The results files in ISO-8859-15, as OpenGotha writes them and the EGF's and FFG's
//! tools read them (issue 43: they were written in UTF-8 only): every final tournament of
//! the Go corpus written as h9 and tou in ISO-8859-15 reads back to the same players,
//! places and games as its UTF-8 file; names the encoding has not are written in its
//! letters, half points as `.5`; the XML in ISO-8859-15 declares it.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_gotha::{
    GoEncoding, GoFile, GoTournament, parse_h9, read_tou, validate_h9, write_file, write_file_in,
};
use std::path::{Path, PathBuf};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/go")
}

fn finals() -> Vec<GoTournament> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(corpus())
        .unwrap()
        .map(|e| e.unwrap().path().join("final.xml"))
        .filter(|p| p.exists())
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|p| arbiter_gotha::read(&std::fs::read(p).unwrap()).unwrap())
        .collect()
}

fn latin9(text: &str) -> bool {
    !encoding_rs::ISO_8859_15.encode(text).2
}

fn read(file: GoFile, bytes: &[u8]) -> GoTournament {
    match file {
        GoFile::Tou => read_tou(bytes).unwrap(),
        _ => validate_h9(&parse_h9(bytes).unwrap()).unwrap(),
    }
}

type Game = (u16, usize, usize, u8, String, bool);

fn games(t: &GoTournament) -> Vec<Game> {
    let mut out: Vec<Game> = t
        .games
        .iter()
        .map(|g| {
            (
                g.round,
                g.white,
                g.black,
                g.handicap,
                format!("{:?}", g.result.outcome),
                g.result.by_default,
            )
        })
        .collect();
    out.sort();
    out
}

#[test]
fn results_files_in_latin9_read_back_as_their_utf8_files() {
    let mut accented = 0;
    for t in finals() {
        for file in [GoFile::H9, GoFile::Tou] {
            assert_eq!(file.encoding(), GoEncoding::Latin9);
            let utf8 = write_file(&t, file);
            assert_eq!(write_file_in(&t, file, GoEncoding::Utf8), utf8.as_bytes());
            let bytes = write_file_in(&t, file, file.encoding());
            let text = encoding_rs::ISO_8859_15
                .decode_without_bom_handling(&bytes)
                .0;
            if !text.is_ascii() {
                // Not UTF-8: the accents are single bytes.
                assert!(std::str::from_utf8(&bytes).is_err());
                accented += 1;
            }
            let (a, b) = (read(file, utf8.as_bytes()), read(file, &bytes));
            assert_eq!(games(&a), games(&b));
            assert_eq!(a.players.len(), b.players.len());
            for (x, y) in a.players.iter().zip(&b.players) {
                assert_eq!(x.rank, y.rank);
                for (n, m) in [(&x.name, &y.name), (&x.first_name, &y.first_name)] {
                    if latin9(n) {
                        assert_eq!(n, m);
                    } else {
                        assert!(latin9(m) && !m.is_empty(), "{n} as {m}");
                    }
                }
            }
            // The same places, line by line.
            let places = |text: &str| -> Vec<String> {
                text.lines()
                    .filter(|l| !l.starts_with(';'))
                    .map(|l| l.chars().take(4).collect())
                    .collect()
            };
            assert_eq!(places(&utf8), places(&text));
        }
    }
    assert!(accented > 0);
}

/// A name the encoding has not is written in its letters, in the file's columns; half
/// points are `.5`; the XML declares its encoding and keeps every character.
#[test]
fn what_latin9_has_not() {
    let xml = "<Tournament><Players>\
        <Player name=\"Żak\" firstName=\"Łukasz\" rank=\"2D\" club=\"Kraków\" participating=\"11111111111111111111\" registeringStatus=\"FIN\"/>\
        <Player name=\"加藤\" firstName=\"Œdipe\" rank=\"1D\" participating=\"11111111111111111111\" registeringStatus=\"FIN\"/>\
        </Players><Games>\
        <Game roundNumber=\"1\" tableNumber=\"1\" whitePlayer=\"ŻAKŁUKASZ\" blackPlayer=\"加藤ŒDIPE\" handicap=\"0\" knownColor=\"true\" result=\"RESULT_EQUAL\"/>\
        </Games><TournamentParameterSet><GeneralParameterSet numberOfRounds=\"1\" komi=\"7\"/>\
        <PlacementParameterSet><PlacementCriteria><PlacementCriterion number=\"1\" name=\"NBW\"/></PlacementCriteria></PlacementParameterSet>\
        </TournamentParameterSet></Tournament>";
    let t = arbiter_gotha::read(xml.as_bytes()).unwrap();
    for file in [GoFile::H9, GoFile::Tou] {
        let bytes = write_file_in(&t, file, GoEncoding::Latin9);
        let text = encoding_rs::ISO_8859_15
            .decode_without_bom_handling(&bytes)
            .0
            .into_owned();
        assert!(text.contains("Zak Lukasz"), "{text}");
        assert!(text.contains("Œdipe"), "{text}");
        assert!(!text.contains('?') && !text.contains('½'), "{text}");
        if file == GoFile::H9 {
            // The jigo's half point.
            assert!(text.contains("0.5"), "{text}");
            assert!(write_file(&t, file).contains('½'));
        }
        let back = read(file, &bytes);
        assert_eq!(back.players.len(), 2);
        assert_eq!(back.games.len(), 1);
        assert_eq!(
            back.players.iter().map(|p| p.rank).collect::<Vec<_>>(),
            read(file, write_file(&t, file).as_bytes())
                .players
                .iter()
                .map(|p| p.rank)
                .collect::<Vec<_>>()
        );
    }
    let bytes = write_file_in(&t, GoFile::OpenGotha, GoEncoding::Latin9);
    let text = encoding_rs::ISO_8859_15
        .decode_without_bom_handling(&bytes)
        .0
        .into_owned();
    assert!(
        text.starts_with("<?xml version=\"1.0\" encoding=\"ISO-8859-15\""),
        "{text}"
    );
    // Every character kept: as itself, or as a reference XML reads back.
    let mut refs = text.clone();
    for c in ['加', '藤', 'Ż', 'Ł'] {
        refs = refs.replace(&format!("&#{};", u32::from(c)), &c.to_string());
    }
    assert_eq!(
        refs.replacen("ISO-8859-15", "UTF-8", 1),
        write_file(&t, GoFile::OpenGotha)
    );
    assert_eq!(GoEncoding::parse("latin9"), Some(GoEncoding::Latin9));
    assert_eq!(GoEncoding::parse("UTF8"), Some(GoEncoding::Utf8));
    assert_eq!(GoEncoding::parse("cp1252"), None);
}
