//! Files real programs write, read as those programs read them (issue 43): OpenGotha's
//! XML in the encoding it declares, with its placement criteria written as a bracketed
//! list, with what OpenGotha opens though it is not consistent (a rank beyond 30k–9d, a
//! game in a round the player is marked absent from, a key another machine computed, a
//! player twice), each with a warning at its line; and the MacMahon program's XML. The
//! inputs are small files of the same shape as the real ones; every real file at hand is
//! read by `every_go_file_of_the_corpus_reads` (and, with `ARBITER_GO_FILES` naming a
//! folder, every Go file under it).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_core::GoRank;
use arbiter_gotha::{GoFileKind, GoOutcome, read_any};
use std::path::{Path, PathBuf};

fn file(players: &str, games: &str, criteria: &str, encoding: &str) -> String {
    format!(
        r#"<?xml version="1.0" encoding="{encoding}" standalone="no"?>
<Tournament dataVersion="201">
    <Players>
{players}
    </Players>
    <Games>
{games}
    </Games>
    <TournamentParameterSet>
        <GeneralParameterSet numberOfRounds="3" shortName="t"/>
        <PlacementParameterSet>
            <PlacementCriteria>
{criteria}
            </PlacementCriteria>
        </PlacementParameterSet>
    </TournamentParameterSet>
</Tournament>
"#
    )
}

const PLAYERS: &str = r#"        <Player firstName="Ana" name="Petit" participating="11111111111111111111" rank="2D" rating="2200"/>
        <Player firstName="Bo" name="Durand" participating="11111111111111111111" rank="1K" rating="2000"/>"#;
const CRITERIA: &str = r#"                <PlacementCriterion name="MMS" number="1"/>
                <PlacementCriterion name="SOSM" number="2"/>"#;
const GAME: &str = r#"        <Game blackPlayer="DURANDBO" handicap="0" knownColor="true" result="RESULT_WHITEWINS" roundNumber="1" tableNumber="1" whitePlayer="PETITANA"/>"#;

fn warnings_of(text: &[u8]) -> (arbiter_gotha::GoTournament, Vec<String>) {
    let read = read_any(text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(read.kind, GoFileKind::OpenGotha);
    let w = read.warnings.iter().map(ToString::to_string).collect();
    (read.tournament, w)
}

#[test]
fn the_declared_encoding_is_honoured() {
    // ISO-8859-1: é is one byte, 0xE9.
    let latin1 = file(
        &PLAYERS.replace("Petit", "Pet\u{e9}"),
        "",
        CRITERIA,
        "ISO-8859-1",
    );
    let bytes: Vec<u8> = latin1
        .chars()
        .map(|c| u8::try_from(u32::from(c)).unwrap())
        .collect();
    assert!(std::str::from_utf8(&bytes).is_err());
    let (t, w) = warnings_of(&bytes);
    assert_eq!(t.players[0].name, "Peté");
    assert!(w.is_empty(), "{w:?}");
    // windows-1252: Œ is 0x8C; ISO-8859-15: € is 0xA4.
    for (label, byte, ch) in [("windows-1252", 0x8C_u8, 'Œ'), ("ISO-8859-15", 0xA4, '€')] {
        let text = file(&PLAYERS.replace("Petit", "Pet#"), "", CRITERIA, label);
        let bytes: Vec<u8> = text
            .bytes()
            .map(|b| if b == b'#' { byte } else { b })
            .collect();
        let (t, _) = warnings_of(&bytes);
        assert_eq!(t.players[0].name, format!("Pet{ch}"), "{label}");
        // Written again, it is UTF-8 and says so.
        let again = arbiter_gotha::write_file(&t, arbiter_gotha::GoFile::OpenGotha);
        assert!(
            again.starts_with(r#"<?xml version="1.0" encoding="UTF-8""#),
            "{again}"
        );
    }
    // A file that says UTF-8 and is not is refused with the position.
    let bad = file(&PLAYERS.replace("Petit", "Pet#"), "", CRITERIA, "UTF-8")
        .replace('#', "\u{1}")
        .into_bytes()
        .into_iter()
        .map(|b| if b == 1 { 0xE9 } else { b })
        .collect::<Vec<u8>>();
    let e = read_any(&bad).unwrap_err();
    assert!(e.to_string().contains("not UTF-8"), "{e}");
    assert_eq!(e.diagnostics[0].line, 4, "{e}");
}

#[test]
fn criteria_written_as_a_bracketed_list_are_read() {
    let bracketed = r#"                [<PlacementCriterion name="MMS" number="1"/>, <PlacementCriterion name="SOSM" number="2"/>, <PlacementCriterion name="NULL" number="3"/>]"#;
    let (t, w) = warnings_of(file(PLAYERS, GAME, bracketed, "UTF-8").as_bytes());
    assert_eq!(t.placement, ["MMS", "SOSM"]);
    assert_eq!(w.len(), 1, "{w:?}");
    assert!(
        w[0].starts_with("13:13: warning: text inside <PlacementCriteria>"),
        "{w:?}"
    );
}

#[test]
fn ranks_beyond_the_scale_are_read_as_opengotha_reads_them() {
    let players = PLAYERS
        .replace(r#"rank="2D""#, r#"rank="99K""#)
        .replace(r#"rank="1K""#, r#"rank="2p""#);
    let (t, w) = warnings_of(file(&players, "", CRITERIA, "UTF-8").as_bytes());
    assert_eq!(t.players[0].rank, GoRank::Kyu(30));
    assert_eq!(t.players[1].rank, GoRank::Dan(7));
    assert_eq!(
        w,
        [
            r#"4:9: warning: rank "99K" is read as 30K, as OpenGotha reads it"#,
            r#"5:9: warning: rank "2p" is read as 7D, as OpenGotha reads it"#
        ]
    );
    // Lower case is how pairgoth writes them: no warning.
    let players = PLAYERS.replace(r#"rank="2D""#, r#"rank="2d""#);
    let (t, w) = warnings_of(file(&players, "", CRITERIA, "UTF-8").as_bytes());
    assert_eq!(t.players[0].rank, GoRank::Dan(2));
    assert!(w.is_empty(), "{w:?}");
}

#[test]
fn a_game_in_a_round_the_player_is_absent_from_counts_as_taking_part() {
    let players = PLAYERS.replacen("11111111111111111111", "01111111111111111111", 1);
    let (t, w) = warnings_of(file(&players, GAME, CRITERIA, "UTF-8").as_bytes());
    assert_eq!(t.games.len(), 1);
    assert!(t.players[0].plays(1));
    assert_eq!(
        w,
        [
            r#"8:9: warning: player "PETITANA" is marked absent from round 1 but has a game there: read as taking part, as OpenGotha counts it"#
        ]
    );
}

#[test]
fn keys_another_machine_wrote_and_players_twice_are_read_as_opengotha_reads_them() {
    let players = format!(
        "{PLAYERS}\n{}",
        r#"        <Player firstName="Inci" name="Kilic" participating="11111111111111111111" rank="5K" rating="1600"/>
        <Player firstName="Ana" name="Petit" participating="11111111111111111111" rank="3K" rating="1700"/>"#
    );
    let games = format!(
        "{GAME}\n{}\n{}",
        // Upper-cased under a Turkish locale: the small i becomes a dotted capital.
        r#"        <Game blackPlayer="KILICINCI" handicap="0" knownColor="true" result="RESULT_BLACKWINS" roundNumber="2" tableNumber="1" whitePlayer="PETITANA"/>"#,
        r#"        <Game blackPlayer="KİLİCINCİ" handicap="0" knownColor="true" result="RESULT_BLACKWINS" roundNumber="3" tableNumber="1" whitePlayer="DURANDBO"/>"#
    );
    let (t, w) = warnings_of(file(&players, &games, CRITERIA, "UTF-8").as_bytes());
    assert_eq!(t.players.len(), 3);
    assert_eq!(t.games.len(), 3);
    assert_eq!(t.players[t.games[2].black].key, "KILICINCI");
    assert_eq!(
        w,
        [
            r#"7:9: warning: player "PETITANA" is left out: the player on line 4 has the same key"#,
            r#"12:9: warning: a game names player "KİLİCINCİ": read as "KILICINCI" (the key a Turkish locale gives)"#
        ]
    );
}

#[test]
fn a_player_twice_in_a_round_keeps_the_first_game() {
    let players = format!(
        "{PLAYERS}\n{}",
        r#"        <Player firstName="Cy" name="Blanc" participating="11111111111111111111" rank="5K" rating="1600"/>"#
    );
    let games = format!(
        "{GAME}\n{}\n{}",
        r#"        <Game blackPlayer="BLANCCY" handicap="0" knownColor="true" result="RESULT_BLACKWINS" roundNumber="1" tableNumber="2" whitePlayer="PETITANA"/>"#,
        r#"        <Game blackPlayer="BLANCCY" handicap="0" knownColor="true" result="RESULT_BLACKWINS" roundNumber="4" tableNumber="1" whitePlayer="DURANDBO"/>"#
    );
    let (t, w) = warnings_of(file(&players, &games, CRITERIA, "UTF-8").as_bytes());
    assert_eq!(t.games.len(), 2);
    assert_eq!(t.rounds, 4);
    assert_eq!(
        w,
        [
            r#"10:9: warning: the game of round 1 is left out: player "PETITANA" already has a game or the bye in that round (line 9)"#,
            r#"14:9: warning: the file has 3 rounds but plays round 4: read as 4 rounds, as OpenGotha does"#
        ]
    );
}

const MACMAHON: &str = r#"<?xml version="1.0" encoding="UTF-8"?>
<TournamentData typeversion="3.9">
  <Tournament typeversion="3.9">
    <Name>Club Cup</Name>
    <NumberOfRounds>2</NumberOfRounds>
    <UpperMacMahonBar>true</UpperMacMahonBar>
    <UpperMacMahonBarLevel>2d</UpperMacMahonBarLevel>
    <LowerMacMahonBar>true</LowerMacMahonBar>
    <LowerMacMahonBarLevel>15k</LowerMacMahonBarLevel>
    <HandicapUsed>true</HandicapUsed>
    <HandicapAdjustment>true</HandicapAdjustment>
    <HandicapAdjustmentValue>1</HandicapAdjustmentValue>
    <HandicapLimit>true</HandicapLimit>
    <HandicapLimitValue>5</HandicapLimitValue>
  </Tournament>
  <Walllist>
    <Criterion><ShortName>Score</ShortName></Criterion>
    <Criterion><ShortName>SOS</ShortName></Criterion>
  </Walllist>
  <Playerlist>
    <Player><Id>7</Id><SuperBarMember>true</SuperBarMember>
      <GoPlayer><FirstName>Ana</FirstName><Surname>Petit &amp; Fils</Surname><Club>Par</Club><Country>fr</Country><GoLevel>3d</GoLevel><Rating>2250</Rating><EgdPin>12345678</EgdPin></GoPlayer>
    </Player>
    <Player><Id>8</Id>
      <GoPlayer><FirstName>Bo</FirstName><Surname>Durand</Surname><GoLevel>4k</GoLevel></GoPlayer>
    </Player>
    <Player><Id>9</Id><NotPlayingInRound>1</NotPlayingInRound>
      <GoPlayer><FirstName>Cy</FirstName><Surname>Blanc</Surname><GoLevel>10k</GoLevel></GoPlayer>
    </Player>
  </Playerlist>
  <Roundlist>
    <Round><RoundNumber>1</RoundNumber>
      <Pairing><BoardNumber>1</BoardNumber><White>7</White><Black>8</Black><Handicap>0</Handicap><Result>1-0</Result></Pairing>
    </Round>
    <Round><RoundNumber>2</RoundNumber>
      <Pairing><BoardNumber>1</BoardNumber><White>8</White><Black>9</Black><Handicap>2</Handicap><Result>0-1!</Result></Pairing>
      <Pairing><BoardNumber>2</BoardNumber><PairingWithBye>true</PairingWithBye><Black>7</Black></Pairing>
    </Round>
  </Roundlist>
</TournamentData>
"#;

#[test]
fn the_macmahon_programs_file_is_read() {
    let read = read_any(MACMAHON.as_bytes()).unwrap();
    assert_eq!(read.kind, GoFileKind::MacMahon);
    assert!(read.warnings.is_empty(), "{:?}", read.warnings);
    let t = read.tournament;
    assert_eq!(t.info.name, "Club Cup");
    assert_eq!(t.rounds, 2);
    assert_eq!(t.scoring.bar, GoRank::Dan(2));
    assert_eq!(t.scoring.floor, GoRank::Kyu(15));
    assert_eq!((t.handicap.correction, t.handicap.ceiling), (1, 5));
    assert_eq!(t.placement, ["MMS", "SOSM"]);
    let ana = &t.players[0];
    assert_eq!(
        (ana.name.as_str(), ana.first_name.as_str()),
        ("Petit & Fils", "Ana")
    );
    assert_eq!(
        (ana.rank, ana.rating, ana.smms_correction),
        (GoRank::Dan(3), 2250, 1)
    );
    assert_eq!(
        (ana.country.as_str(), ana.ids.egf_pin.as_str()),
        ("FR", "12345678")
    );
    assert!(!t.players[2].plays(1) && t.players[2].plays(2));
    // Black's score first: `1-0` is Black's win.
    assert_eq!(t.games[0].result.outcome, GoOutcome::BlackWins);
    assert_eq!(t.games[1].result.outcome, GoOutcome::WhiteWins);
    assert!(t.games[1].result.by_default);
    assert_eq!(t.games[1].handicap, 2);
    assert_eq!(t.byes, [(2, 0)]);
    // What it holds writes as OpenGotha's file, which reads back the same.
    let xml = arbiter_gotha::write_file(&t, arbiter_gotha::GoFile::OpenGotha);
    assert_eq!(arbiter_gotha::read(xml.as_bytes()).unwrap(), t);
}

#[test]
fn the_macmahon_programs_file_warns_where_it_is_read_otherwise() {
    let odd = MACMAHON
        .replace("<GoLevel>4k</GoLevel>", "<GoLevel>strong</GoLevel>")
        .replace(
            "<Black>9</Black><Handicap>2",
            "<Black>99</Black><Handicap>2",
        );
    let read = read_any(odd.as_bytes()).unwrap();
    let w: Vec<String> = read.warnings.iter().map(ToString::to_string).collect();
    assert_eq!(
        w,
        [
            r#"25:67: warning: rank "strong" is read as 20K, as OpenGotha reads it"#,
            r#"36:60: warning: the pairing of round 2 is left out: <Black> "99" is no player's <Id>"#
        ]
    );
    assert_eq!(read.tournament.games.len(), 1);
}

fn go_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries {
        let p = e.unwrap().path();
        if p.is_dir() {
            go_files(&p, out);
        } else if p.extension().is_some_and(|x| {
            ["xml", "h9", "tou", "tour", "txt"]
                .iter()
                .any(|e| x.eq_ignore_ascii_case(e))
        }) {
            out.push(p);
        }
    }
}

/// Every Go file of the project's corpus (OpenGotha's files and pairgoth's fixtures)
/// reads; so does every Go file (recognised by its content) under the folder
/// `ARBITER_GO_FILES` names, when it is set: the README lists the producers tried.
#[test]
fn every_go_file_of_the_corpus_reads() {
    let mut files = Vec::new();
    go_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/go"),
        &mut files,
    );
    let from_corpus = files.len();
    assert!(from_corpus > 100, "{from_corpus}");
    if let Some(dir) = std::env::var_os("ARBITER_GO_FILES") {
        go_files(Path::new(&dir), &mut files);
    }
    let mut read = 0;
    for f in &files {
        let bytes = std::fs::read(f).unwrap();
        // Text files are Go files when they are AGA results (the extension OpenGotha
        // gives them); notes and rating lists are not.
        let txt = f.extension().is_some_and(|x| x.eq_ignore_ascii_case("txt"));
        match arbiter_gotha::detect(&bytes) {
            None => continue,
            Some(k) if txt && k != GoFileKind::Aga => continue,
            Some(_) => {}
        }
        match read_any(&bytes) {
            Ok(r) => assert!(
                !r.tournament.players.is_empty() || r.tournament.games.is_empty(),
                "{}",
                f.display()
            ),
            Err(e) => panic!("{}: {e}", f.display()),
        }
        read += 1;
    }
    assert!(read >= from_corpus.min(100), "{read}");
}
