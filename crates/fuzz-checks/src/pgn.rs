//! Any bytes as a PGN file: the reader answers with games or a syntax error, never a
//! panic. Each game's text read again gives the same game (the text kept for storage is
//! the game itself), and attaching the games to a small event gives events that apply.

use arbiter_event::{Board, Event, PlayerData, Settings, State};
use std::sync::LazyLock;

/// Four players, round 1 played, round 2 paired.
static EVENT: LazyLock<Option<State>> = LazyLock::new(|| {
    let player = |name: &str, fide_id: Option<u64>| Event::PlayerRegistered {
        player: PlayerData {
            name: name.into(),
            fide_id,
            ..PlayerData::default()
        },
    };
    let paired = |round: u16, boards: &[(u32, u32)]| Event::RoundPaired {
        round,
        engine: "dutch".into(),
        version: "fuzz".into(),
        boards: boards
            .iter()
            .map(|&(white, black)| Board {
                white,
                black,
                handicap: 0,
            })
            .collect(),
        bye: None,
        overridden: Vec::new(),
    };
    State::fold(&[
        Event::TournamentCreated {
            settings: Settings {
                name: "Fuzz".into(),
                system: "dutch".into(),
                rounds: 3,
                ..Settings::default()
            },
        },
        player("Carlsen, Magnus", Some(1_503_014)),
        player("Berg, Ada", Some(1_000_002)),
        player("Lie, Bo", None),
        player("Moe, Al", None),
        Event::RegistrationClosed {
            order: vec![1, 2, 3, 4],
        },
        paired(1, &[(1, 3), (4, 2)]),
        Event::ResultSet {
            round: 1,
            board: 1,
            result: "1-0".into(),
        },
        Event::ResultSet {
            round: 1,
            board: 2,
            result: "1/2".into(),
        },
        paired(2, &[(2, 1), (3, 4)]),
    ])
    .ok()
});

/// Checks one input of the target; panics when a property fails.
pub fn check(data: &[u8]) {
    let Ok(games) = arbiter_pgn::read(data) else {
        return;
    };
    for g in &games {
        let again = arbiter_pgn::parse(&g.text).unwrap_or_else(|e| panic!("{e}: {:?}", g.text));
        assert_eq!(again.len(), 1, "{:?}", g.text);
        let a = &again[0];
        let names = |g: &arbiter_pgn::RawGame| -> Vec<(String, String)> {
            g.tags
                .iter()
                .map(|t| (t.name.clone(), t.value.clone()))
                .collect()
        };
        assert_eq!(names(a), names(g));
        assert_eq!((a.termination.0, a.moves), (g.termination.0, g.moves));
        assert_eq!(a.text, g.text);
        let _ = g.validate();
    }
    let Some(state) = EVENT.as_ref() else {
        return;
    };
    for strict in [false, true] {
        let import = arbiter_pgn::attach(state, &games, strict);
        assert_eq!(import.games.len(), games.len());
        let mut s = state.clone();
        for e in &import.events {
            s.apply(e).unwrap_or_else(|err| panic!("{e:?}: {err}"));
        }
    }
}
