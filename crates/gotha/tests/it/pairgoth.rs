//! pairgoth's own tournament file (`.tour`, its JSON), which pairgoth opens (issue 43: it
//! was not read): recognised by its content, read with every fact OpenGotha's model has —
//! players with ranks (pairgoth's numbers, professional grades), ratings, ids,
//! participation and registration, games with handicaps and each of pairgoth's results,
//! byes, the time system and the pairing's weights —, what pairgoth opens though it does
//! not hold together read with a warning at its line, and what is not its file refused
//! where it goes wrong.

use arbiter_core::{
    GoDrawMode, GoHandicapBase, GoOutcome, GoRank, GoSeeding, GoTimeSystem, GoTournament,
};
use arbiter_gotha::{GoFile, GoFileKind, detect, read_any, write_file};
use arbiter_standings::Ranking;
use std::path::Path;

fn fixture() -> Vec<u8> {
    std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/club-cup.tour")).unwrap()
}

fn read(bytes: &[u8]) -> (GoTournament, Vec<String>) {
    let r = read_any(bytes).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.kind, GoFileKind::Pairgoth);
    (
        r.tournament,
        r.warnings.iter().map(ToString::to_string).collect(),
    )
}

fn player<'a>(t: &'a GoTournament, name: &str) -> (usize, &'a arbiter_core::GoPlayer) {
    t.players
        .iter()
        .enumerate()
        .find(|(_, p)| p.name == name)
        .unwrap_or_else(|| panic!("{name} missing"))
}

#[test]
fn pairgoths_file_is_recognised_and_read() {
    let bytes = fixture();
    assert_eq!(detect(&bytes), Some(GoFileKind::Pairgoth));
    let (t, warnings) = read(&bytes);
    assert!(warnings.is_empty(), "{warnings:?}");

    let i = &t.info;
    assert_eq!(i.name, "Coupe du club d'Orléans");
    assert_eq!(i.short_name, "orleans-2026");
    assert_eq!(
        (i.begin_date.as_str(), i.end_date.as_str()),
        ("2026-03-14", "2026-03-15")
    );
    assert_eq!((i.country.as_str(), i.location.as_str()), ("FR", "Orléans"));
    assert_eq!((i.komi.as_str(), i.size.as_str()), ("6.5", "19"));
    assert_eq!(i.director, "Élise Moreau");
    assert_eq!(i.basic_minutes, 60);
    assert_eq!(i.time_system, GoTimeSystem::StandardByoYomi { seconds: 30 });
    assert_eq!(i.egf_class(), 'A');
    assert_eq!(t.rounds, 3);

    // Ranks by pairgoth's numbers: 2 is 3d, -5 is 5k; a professional plays as the dan of
    // that strength, and keeps the title as the grade.
    let ranks: Vec<(String, GoRank)> = t.players.iter().map(|p| (p.name.clone(), p.rank)).collect();
    assert_eq!(
        ranks,
        [
            ("Moreau".to_string(), GoRank::Dan(3)),
            ("Kato".into(), GoRank::Dan(7)),
            ("Nowak".into(), GoRank::Kyu(5)),
            ("Durand".into(), GoRank::Kyu(9)),
            ("Berg".into(), GoRank::Kyu(1)),
            ("Petit".into(), GoRank::Kyu(14)),
            ("Martin".into(), GoRank::Kyu(3)),
        ]
    );
    let (_, moreau) = player(&t, "Moreau");
    assert_eq!(
        (
            moreau.first_name.as_str(),
            moreau.rating,
            moreau.country.as_str()
        ),
        ("Élise", 2290, "FR")
    );
    assert_eq!(moreau.ids.ffg_licence, "1234567");
    assert_eq!(moreau.ids.ffg_licence_status, "L");
    assert_eq!(player(&t, "Durand").1.ids.ffg_licence_status, "-");
    assert_eq!(player(&t, "Nowak").1.ids.egf_pin, "13456789");
    assert_eq!(player(&t, "Kato").1.smms_correction, 1);
    assert_eq!(player(&t, "Kato").1.ids.grade, "1p");
    let (_, durand) = player(&t, "Durand");
    assert!(durand.plays(1) && !durand.plays(2) && durand.plays(3));
    assert!(!player(&t, "Martin").1.registered);
    assert_eq!(player(&t, "Martin").1.first_name, "Jean Paul");

    // Games by id, each of pairgoth's results, the bye of the game against 0.
    let name = |p: usize| t.players[p].name.as_str();
    let games: Vec<(u16, u32, &str, &str, u8, GoOutcome)> = t
        .games
        .iter()
        .map(|g| {
            (
                g.round,
                g.table,
                name(g.white),
                name(g.black),
                g.handicap,
                g.result.outcome,
            )
        })
        .collect();
    assert_eq!(
        games,
        [
            (1, 1, "Kato", "Moreau", 0, GoOutcome::WhiteWins),
            (1, 2, "Berg", "Nowak", 2, GoOutcome::BlackWins),
            (1, 3, "Durand", "Petit", 3, GoOutcome::Jigo),
            (2, 1, "Kato", "Berg", 0, GoOutcome::WhiteWins),
            (2, 2, "Moreau", "Nowak", 0, GoOutcome::BothWin),
            (3, 1, "Nowak", "Kato", 0, GoOutcome::Unknown),
            (3, 2, "Moreau", "Berg", 0, GoOutcome::BothLose),
            (3, 3, "Petit", "Durand", 1, GoOutcome::BlackWins),
        ]
    );
    assert!(
        t.games
            .iter()
            .all(|g| !g.result.by_default && g.known_colour)
    );
    assert_eq!(t.byes, [(2, player(&t, "Petit").0)]);

    // The pairing as pairgoth keeps it.
    assert_eq!(t.scoring.bar, GoRank::Dan(3));
    assert_eq!(t.scoring.floor, GoRank::Kyu(20));
    assert_eq!(t.scoring.zero, GoRank::Kyu(30));
    assert_eq!(t.scoring.mms2_absent, 1);
    assert_eq!(t.placement, ["MMS", "SOSM", "SOSOSM"]);
    assert_eq!(t.handicap.base, GoHandicapBase::McMahon);
    assert_eq!(t.handicap.no_handicap_threshold, GoRank::Dan(1));
    assert_eq!((t.handicap.correction, t.handicap.ceiling), (1, 9));
    let p = &t.pairing;
    assert_eq!(p.avoid_duplicate, 500_000_000_000_000);
    assert_eq!(p.avoid_mixing_categories, 20_000_000_000_000);
    assert_eq!(
        (p.draw_upper, p.draw_lower),
        (GoDrawMode::Bottom, GoDrawMode::Top)
    );
    assert_eq!(
        p.seeding,
        [GoSeeding::SplitAndRandom, GoSeeding::SplitAndFold]
    );
    assert_eq!(p.seeding_criterion, [Some("Rating".to_string()), None]);
    assert!(p.wins_threshold && p.bar_threshold);
    assert_eq!((p.country_factor, p.club_factor), (1, 3));

    // The standings: McMahon scores from 30k, the bar at 3d, Kato's correction above it;
    // a game both won gives Black no McMahon point, as OpenGotha counts it.
    let ranking = Ranking::go(&t, t.rounds);
    let mms: Vec<(String, String)> = ranking
        .rows
        .iter()
        .map(|r| {
            (
                t.players[r.player.index()].name.clone(),
                ranking.formatted(r)[0].clone(),
            )
        })
        .collect();
    for (who, score) in [
        ("Kato", "35"),
        ("Moreau", "33"),
        ("Berg", "29"),
        ("Nowak", "26"),
    ] {
        assert!(
            mms.contains(&(who.to_string(), score.to_string())),
            "{who}: {mms:?}"
        );
    }
    assert_eq!(mms[0].0, "Kato");
}

#[test]
fn pairgoths_file_written_as_opengothas_reads_back_the_same() {
    let (t, _) = read(&fixture());
    let xml = write_file(&t, GoFile::OpenGotha);
    let mut back = arbiter_gotha::read(xml.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{xml}"));
    // OpenGotha's file has no field for the host country.
    assert_eq!(back.info.country, "");
    back.info.country.clone_from(&t.info.country);
    assert_eq!(back, t);
    // And the results files carry the ids it holds.
    let h9 = write_file(&t, GoFile::H9);
    assert!(h9.contains(" |13456789"), "{h9}");
    let tou = write_file(&t, GoFile::Tou);
    assert!(tou.contains("1234567"), "{tou}");
}

#[test]
fn what_pairgoth_opens_otherwise_than_written_is_read_with_a_warning() {
    let text = String::from_utf8(fixture()).unwrap();
    let odd = text
        .replacen("\"mainTime\" : 3600", "\"mainTime\" : 90", 1)
        .replacen("\"rank\" : -14", "\"rank\" : -40", 1)
        .replacen(
            "\"w\" : 2, \"b\" : 5, \"h\" : 0, \"r\" : \"w\"",
            "\"w\" : 2, \"b\" : 5, \"h\" : 0, \"r\" : \"X\"",
            1,
        )
        .replacen("\"w\" : 3, \"b\" : 2,", "\"w\" : 3, \"b\" : 99,", 1)
        .replacen(
            "{ \"id\" : 15, \"t\" : 0, \"w\" : 0, \"b\" : 6, \"h\" : 0, \"r\" : \"b\" }",
            "{ \"id\" : 15, \"t\" : 0, \"w\" : 0, \"b\" : 4, \"h\" : 0, \"r\" : \"b\" },\n      { \"id\" : 19, \"t\" : 0, \"w\" : 8, \"b\" : 0, \"h\" : 0, \"r\" : \"w\" }",
            1,
        );
    let (t, warnings) = read(odd.as_bytes());
    assert_eq!(
        warnings,
        [
            "17:18: warning: a main time of 90 is read as 90 seconds, as pairgoth reads it (its first versions wrote minutes)",
            "142:16: warning: rank \"-40\" is read as 30K, as OpenGotha reads it",
            "165:62: warning: the cancelled game of round 2 is read as a result not known, as pairgoth exports it",
            "167:7: warning: player \"DURANDPAUL\" is marked absent from round 2 but has a bye there: read as taking part, as OpenGotha counts it",
            "168:7: warning: the bye of player \"DURANDPAUL\" in round 2 is left out: a later bye of the round replaces it, as in OpenGotha",
            "168:7: warning: player \"MARTINJEANPAUL\" is not finally registered but has a bye in round 2: read as registered",
            "171:44: warning: the game of round 3 is left out: 99 is no player's id",
        ]
    );
    assert_eq!(t.info.basic_minutes, 1);
    assert_eq!(player(&t, "Petit").1.rank, GoRank::Kyu(30));
    assert_eq!(t.games.len(), 7);
    assert!(player(&t, "Durand").1.plays(2));
    // One bye a round, as OpenGotha keeps it: the later one.
    assert_eq!(t.byes, [(2, player(&t, "Martin").0)]);
    assert!(player(&t, "Martin").1.registered);
}

#[test]
fn what_is_not_pairgoths_file_is_refused_where_it_goes_wrong() {
    let text = String::from_utf8(fixture()).unwrap();
    for (broken, at) in [
        // Not JSON: a missing comma.
        (
            text.replacen("\"rounds\" : 3,", "\"rounds\" : 3", 1),
            "22:3: expected ',' or '}'",
        ),
        // A team tournament.
        (
            text.replacen("\"INDIVIDUAL\"", "\"TEAM3\"", 1),
            "3:12: expected an INDIVIDUAL tournament",
        ),
        // A result pairgoth has no letter for.
        (
            text.replacen("\"r\" : \"=\"", "\"r\" : \"draw\"", 1),
            "162:62: expected a result: w, b, =, #, 0, ? or X",
        ),
        // Two players with one id.
        (
            text.replacen("\"id\" : 8,", "\"id\" : 6,", 1),
            "148:14: expected an id no other player has",
        ),
        // A handicap beyond nine stones.
        (
            text.replacen("\"h\" : 3,", "\"h\" : 12,", 1),
            "162:53: expected a handicap from 0 to 9",
        ),
    ] {
        assert_ne!(broken, text);
        let e = read_any(broken.as_bytes()).unwrap_err().to_string();
        assert!(e.starts_with(at), "{at}:\n{e}");
    }
    // JSON that is not pairgoth's is no Go file.
    assert_eq!(detect(b"{\"players\": []}"), None);
}
