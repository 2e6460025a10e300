//! A small finished Swiss event for the tests: six players, three rounds, a forfeit, a
//! half-point bye, the pairing-allocated bye and an unrated player.

use arbiter_core::{
    ByeKind, Game, GameResult, NationalRating, Player, PlayerId, Rating, Round, ScoringSystem, Sex,
    Title, Tournament, TournamentInfo,
};

fn id(n: u32) -> PlayerId {
    PlayerId::new(n).unwrap()
}

fn national(fed: &str, number: &str, rating: u16) -> NationalRating {
    NationalRating {
        federation: fed.into(),
        number: number.into(),
        rating: Some(Rating(rating)),
        ..NationalRating::default()
    }
}

/// The event.
pub fn event() -> Tournament {
    let info = TournamentInfo {
        name: "Autumn Open".into(),
        city: Some("Oslo".into()),
        federation: Some("NOR".into()),
        start_date: Some("2026/11/27".into()),
        end_date: Some("2026/11/29".into()),
        kind: Some("Individual: Swiss-System".into()),
        chief_arbiter: Some("IA Berg, Ada".into()),
        deputy_arbiters: vec!["FA Lie, Bo".into()],
        time_control: Some("90'+30\"".into()),
        round_dates: vec!["26/11/27".into(), "26/11/28".into(), "26/11/29".into()],
        system_code: Some("FIDE_DUTCH_2025".into()),
        tiebreaks: Some("BH-C1,BH,SB".into()),
        standings_tiebreaks: Some("PTS,BH-C1,BH,SB".into()),
        encoded_time_control: Some("5400+30".into()),
        ..TournamentInfo::default()
    };
    let mut t = Tournament::new(info, ScoringSystem::classic());
    let people: [(&str, Option<u16>, u64, &str, Sex); 6] = [
        ("Carlsen, Magnus", Some(2830), 1_503_014, "NOR", Sex::Male),
        ("Berg, Ada", Some(2400), 1_500_001, "NOR", Sex::Female),
        ("Lie, Bo", Some(2200), 1_500_002, "GER", Sex::Male),
        ("Holm, Eva", Some(2100), 1_500_003, "ENG", Sex::Female),
        ("Dahl, Ola", None, 1_500_004, "USA", Sex::Male),
        ("Moe, Kari", Some(1900), 1_500_005, "NOR", Sex::Female),
    ];
    for (k, (name, rating, fide, fed, sex)) in people.into_iter().enumerate() {
        let n = u16::try_from(k).unwrap();
        t.add_player(Player {
            name: name.into(),
            sex: Some(sex),
            title: (k == 0).then_some(Title::GM),
            rating: rating.map(Rating),
            federation: Some(fed.into()),
            fide_id: Some(fide),
            birth_date: Some(format!("19{}/0{}/1{}", 80 + k, k + 1, k)),
            club: Some("Oslo SK".into()),
            national: vec![
                national("USA", &format!("1234567{k}"), 2000 + n),
                national(
                    "ENG",
                    &format!("12345{}", ['A', 'B', 'C', 'D', 'E', 'F'][k]),
                    1900 + n,
                ),
                national("GER", &format!("C0{k}27-10{k}"), 2100 + n),
            ],
            ..Player::default()
        });
    }
    let g = |w: u32, b: u32, r: GameResult| Game::new(id(w), id(b)).with_result(r);
    let rounds = [
        Round::new(
            vec![
                g(1, 4, GameResult::WHITE_WINS),
                g(5, 2, GameResult::DRAW),
                g(3, 6, GameResult::WHITE_WINS_BY_FORFEIT),
            ],
            vec![],
        ),
        Round::new(
            vec![
                g(2, 1, GameResult::BLACK_WINS),
                g(4, 3, GameResult::DRAW),
                g(6, 5, GameResult::WHITE_WINS),
            ],
            vec![],
        ),
        Round::new(
            vec![g(1, 3, GameResult::DRAW), g(5, 4, GameResult::BLACK_WINS)],
            vec![(id(2), ByeKind::Half), (id(6), ByeKind::PairingAllocated)],
        ),
    ];
    for r in rounds {
        t.push_round(r.unwrap()).unwrap();
    }
    t.planned_rounds = Some(3);
    t
}

/// A player of [`real_event`]: name, rating, FIDE id, federation, national ids (US Chess,
/// ECF, DSB) when the player has them.
type Person = (&'static str, Option<u16>, Option<u64>, &'static str, bool);

/// A finished Swiss event shaped like a real one: seven players, four rounds; an unrated
/// player and a new one with no id anywhere; a forfeit, a game of less than one move, every
/// kind of bye (pairing-allocated, full, half, zero) and a player withdrawn after round 2.
pub fn real_event() -> Tournament {
    let info = TournamentInfo {
        name: "Winter Open".into(),
        city: Some("Bergen".into()),
        federation: Some("NOR".into()),
        start_date: Some("2026/12/04".into()),
        end_date: Some("2026/12/06".into()),
        kind: Some("Individual: Swiss-System".into()),
        chief_arbiter: Some("IA Berg, Ada".into()),
        time_control: Some("90'+30\"".into()),
        round_dates: vec![
            "26/12/04".into(),
            "26/12/05".into(),
            "26/12/05".into(),
            "26/12/06".into(),
        ],
        system_code: Some("FIDE_DUTCH_2025".into()),
        encoded_time_control: Some("5400+30".into()),
        ..TournamentInfo::default()
    };
    let mut t = Tournament::new(info, ScoringSystem::classic());
    let people: [Person; 7] = [
        ("Carlsen, Magnus", Some(2830), Some(1_503_014), "NOR", true),
        ("Berg, Ada", Some(2400), Some(1_500_001), "NOR", true),
        ("Lie, Bo", Some(2200), Some(1_500_002), "GER", true),
        ("Holm, Eva", Some(2100), Some(1_500_003), "ENG", true),
        ("Dahl, Ola", None, Some(1_500_004), "USA", true),
        ("Novak, Jan", None, None, "CZE", false),
        ("Weiss, Tom", Some(1800), Some(1_500_006), "GER", true),
    ];
    for (k, (name, rating, fide, fed, known)) in people.into_iter().enumerate() {
        let n = u16::try_from(k).unwrap();
        t.add_player(Player {
            name: name.into(),
            rating: rating.map(Rating),
            federation: Some(fed.into()),
            fide_id: fide,
            birth_date: Some(format!("19{}/0{}/1{}", 80 + k, k + 1, k)),
            national: if known {
                vec![
                    national("USA", &format!("2234567{k}"), 2000 + n),
                    national(
                        "ENG",
                        &format!("22345{}", char::from(b'A' + k as u8)),
                        1900 + n,
                    ),
                    national("GER", &format!("D0{k}27-20{k}"), 2100 + n),
                ]
            } else {
                Vec::new()
            },
            withdrawn_from: (k == 6).then(|| arbiter_core::RoundNo::from_index(2)),
            ..Player::default()
        });
    }
    let g = |w: u32, b: u32, r: &str| Game::new(id(w), id(b)).with_result(r.parse().unwrap());
    let rounds = [
        Round::new(
            vec![g(1, 5, "1-0"), g(2, 6, "1/2"), g(3, 7, "0-1")],
            vec![(id(4), ByeKind::PairingAllocated)],
        ),
        Round::new(
            vec![g(7, 1, "0-1"), g(5, 2, "-+"), g(6, 3, "1-0")],
            vec![(id(4), ByeKind::Half)],
        ),
        // Weiss has withdrawn: absent from here on.
        Round::new(
            vec![g(1, 2, "1/2"), g(3, 4, "1-0"), g(5, 6, "1-0nr")],
            vec![],
        ),
        Round::new(
            vec![g(2, 3, "0-1"), g(4, 1, "1/2")],
            vec![(id(5), ByeKind::Full), (id(6), ByeKind::Zero)],
        ),
    ];
    for r in rounds {
        t.push_round(r.unwrap()).unwrap();
    }
    t.planned_rounds = Some(4);
    t
}

/// The games of [`real_event`] a rating body rates, written out by hand from its rounds:
/// `(round, white, black, white's half points)` by start number. Not the forfeit of
/// round 2, nor the game of less than one move of round 3, nor any bye.
pub const REAL_EVENT_RATED: [(u16, u32, u32, u8); 9] = [
    (1, 1, 5, 2),
    (1, 2, 6, 1),
    (1, 3, 7, 0),
    (2, 7, 1, 0),
    (2, 6, 3, 2),
    (3, 1, 2, 1),
    (3, 3, 4, 2),
    (4, 2, 3, 0),
    (4, 4, 1, 1),
];
