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
