//! Attaching the games of a file to an event's pairings: by round and board, FIDE ids or
//! names; results compared, never changed; strict imports refuse disagreements; a game
//! imported again is unchanged, a corrected one replaces it.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use arbiter_core::RoundNo;
use arbiter_event::{Board, Event, PlayerData, Settings, State};
use arbiter_pgn::{AttachOutcome, MatchedBy, Note, Reason, Termination, attach, parse};

fn player(name: &str, fide_id: Option<u64>) -> Event {
    Event::PlayerRegistered {
        player: PlayerData {
            name: name.into(),
            fide_id,
            ..PlayerData::default()
        },
    }
}

fn paired(round: u16, boards: &[(u32, u32)]) -> Event {
    Event::RoundPaired {
        round,
        engine: "dutch".into(),
        version: "test".into(),
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
    }
}

fn result(round: u16, board: u32, r: &str) -> Event {
    Event::ResultSet {
        round,
        board,
        result: r.into(),
    }
}

/// Round 1: Carlsen–Lie 1-0, Møe–Berg ½-½. Round 2: Berg–Carlsen 0-1, Lie–Møe pending.
fn event() -> State {
    State::fold(&[
        Event::TournamentCreated {
            settings: Settings {
                name: "Autumn Open".into(),
                system: "dutch".into(),
                rounds: 5,
                ..Settings::default()
            },
        },
        player("Carlsen, Magnus", Some(1_503_014)),
        player("Berg, Ada", Some(1_000_002)),
        player("Lie, Bo", None),
        player("Møe, Ål", None),
        Event::RegistrationClosed {
            order: vec![1, 2, 3, 4],
        },
        paired(1, &[(1, 3), (4, 2)]),
        result(1, 1, "1-0"),
        result(1, 2, "1/2"),
        paired(2, &[(2, 1), (3, 4)]),
        result(2, 1, "0-1"),
    ])
    .unwrap()
}

fn game(tags: &[(&str, &str)], moves: &str) -> String {
    let mut s = String::new();
    for (k, v) in tags {
        s.push_str(&format!("[{k} \"{v}\"]\n"));
    }
    s.push('\n');
    s.push_str(moves);
    s.push_str("\n\n");
    s
}

fn file() -> String {
    [
        game(
            &[
                ("Round", "1.1"),
                ("White", "Carlsen, Magnus"),
                ("Black", "Lie, Bo"),
                ("Result", "1-0"),
            ],
            "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0",
        ),
        game(
            &[
                ("Round", "?"),
                ("White", "Berg, A."),
                ("Black", "Carlsen, M."),
                ("Result", "1-0"),
                ("WhiteFideId", "1000002"),
                ("BlackFideId", "1503014"),
            ],
            "1. d4 Nf6 1-0",
        ),
        game(
            &[
                ("Round", "2"),
                ("White", "LIE Bo"),
                ("Black", "Moe, Al"),
                ("Result", "1/2-1/2"),
            ],
            "1. c4 c5 1/2-1/2",
        ),
        game(
            &[
                ("Round", "1.2"),
                ("White", "Berg, Ada"),
                ("Black", "Moe, Al"),
                ("Result", "1/2-1/2"),
            ],
            "1. Nf3 d5 1/2-1/2",
        ),
        game(
            &[
                ("Round", "3.1"),
                ("White", "Carlsen, Magnus"),
                ("Black", "Berg, Ada"),
            ],
            "*",
        ),
        game(
            &[
                ("Round", "1"),
                ("White", "Nobody, N."),
                ("Black", "Else, E."),
                ("Result", "0-1"),
            ],
            "1. f3 e5 2. g4 Qh4# 0-1",
        ),
        game(
            &[
                ("Round", "1.1"),
                ("White", "Carlsen, Magnus"),
                ("Black", "Lie, Bo"),
                ("Result", "1-0"),
            ],
            "1. e4 1-0",
        ),
        game(
            &[
                ("Event", "Blitz"),
                ("White", "Carlsen, Magnus"),
                ("Black", "Lie, Bo"),
            ],
            "1. e4 *",
        ),
        game(&[("Round", "1.1"), ("Result", "0-1")], "1-0"),
    ]
    .concat()
}

#[test]
fn games_find_their_pairings_and_disagreements_are_reported() {
    let s = event();
    let games = parse(&file()).unwrap();
    let import = attach(&s, &games, false);
    let outcomes: Vec<&AttachOutcome> = import.games.iter().map(|g| &g.outcome).collect();
    assert_eq!(
        outcomes[0],
        &AttachOutcome::Attached {
            round: 1,
            board: 1,
            by: MatchedBy::RoundAndBoard,
            notes: vec![]
        }
    );
    assert_eq!(
        outcomes[1],
        &AttachOutcome::Attached {
            round: 2,
            board: 1,
            by: MatchedBy::FideIds,
            notes: vec![Note::ResultDiffers {
                recorded: "0-1".into(),
                game: Termination::WhiteWins
            }]
        }
    );
    assert_eq!(
        outcomes[2],
        &AttachOutcome::Attached {
            round: 2,
            board: 2,
            by: MatchedBy::Names,
            notes: vec![Note::ResultPending {
                game: Termination::Draw
            }]
        }
    );
    assert_eq!(
        outcomes[3],
        &AttachOutcome::Attached {
            round: 1,
            board: 2,
            by: MatchedBy::RoundAndBoard,
            notes: vec![Note::ColoursReversed]
        }
    );
    assert_eq!(
        outcomes[4],
        &AttachOutcome::NotAttached(Reason::RoundNotPaired(3))
    );
    assert_eq!(
        outcomes[5],
        &AttachOutcome::NotAttached(Reason::NoPairing { round: Some(1) })
    );
    assert_eq!(
        outcomes[6],
        &AttachOutcome::NotAttached(Reason::SamePairing {
            round: 1,
            board: 1,
            game: 1
        })
    );
    assert_eq!(outcomes[7], &AttachOutcome::NotAttached(Reason::NoRound));
    let AttachOutcome::NotAttached(Reason::Invalid(e)) = outcomes[8] else {
        panic!("{:?}", outcomes[8]);
    };
    assert_eq!((e.number, e.line, e.column), (9, 58, 1));
    // The reports name each game by its number and tags.
    assert_eq!(import.games[5].number, 6);
    assert_eq!(
        import.games[5].tags,
        "Round \"1\" White \"Nobody, N.\" Black \"Else, E.\" Result \"0-1\""
    );
    let AttachOutcome::Attached { notes, .. } = outcomes[1] else {
        panic!("{:?}", outcomes[1]);
    };
    assert_eq!(
        notes[0].to_string(),
        "the game says 1-0 but 0-1 is recorded (the recorded result is kept)"
    );

    // Four events, the pairing's colours in each; they apply, and results stay.
    assert_eq!(import.events.len(), 4);
    let mut after = s.clone();
    for e in &import.events {
        after.apply(e).unwrap();
    }
    assert_eq!(after.tournament.rounds(), s.tournament.rounds());
    let r1 = RoundNo::new(1).unwrap();
    assert!(after.game_record(r1, 2).unwrap().contains("1. Nf3 d5"));
    let r2 = RoundNo::new(2).unwrap();
    assert!(after.game_record(r2, 1).unwrap().ends_with("1. d4 Nf6 1-0"));

    // Again: nothing new; a corrected game replaces the old.
    let again = attach(&after, &games[..1], false);
    assert_eq!(
        again.games[0].outcome,
        AttachOutcome::Unchanged { round: 1, board: 1 }
    );
    assert!(again.events.is_empty());
    let corrected = parse(&game(
        &[
            ("Round", "1.1"),
            ("White", "Carlsen, Magnus"),
            ("Black", "Lie, Bo"),
            ("Result", "1-0"),
        ],
        "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0",
    ))
    .unwrap();
    let fix = attach(&after, &corrected, false);
    assert_eq!(fix.events.len(), 1);
    after.apply(&fix.events[0]).unwrap();
    assert!(
        after
            .game_record(r1, 1)
            .unwrap()
            .contains("2. Bc4 Nc6 3. Qh5")
    );
}

/// A strict import refuses what disagrees with the event, and attaches the rest.
#[test]
fn strict_imports_refuse_disagreements() {
    let s = event();
    let games = parse(&file()).unwrap();
    let import = attach(&s, &games, true);
    assert_eq!(import.events.len(), 2);
    assert_eq!(
        import.games[1].outcome,
        AttachOutcome::NotAttached(Reason::Mismatch {
            round: 2,
            board: 1,
            notes: vec![Note::ResultDiffers {
                recorded: "0-1".into(),
                game: Termination::WhiteWins
            }]
        })
    );
    assert!(matches!(
        import.games[2].outcome,
        AttachOutcome::Attached { .. }
    ));
    assert!(matches!(
        &import.games[3].outcome,
        AttachOutcome::NotAttached(Reason::Mismatch { notes, .. }) if notes == &[Note::ColoursReversed]
    ));
}

/// Players who met twice are found by FIDE ids only with the round.
#[test]
fn a_pair_that_met_twice_needs_its_round() {
    let mut s = event();
    s.apply(&result(2, 2, "1-0")).unwrap();
    s.apply(&paired(3, &[(1, 2), (4, 3)])).unwrap();
    let text = game(
        &[("WhiteFideId", "1503014"), ("BlackFideId", "1000002")],
        "1. e4 *",
    );
    let games = parse(&text).unwrap();
    assert_eq!(
        attach(&s, &games, false).games[0].outcome,
        AttachOutcome::NotAttached(Reason::Ambiguous {
            round: None,
            pairings: 2
        })
    );
}

/// Skeletons written by `arbiter pgn` attach back to their own boards.
#[test]
fn skeletons_attach_to_their_boards() {
    let s = event();
    let r2 = RoundNo::new(2).unwrap();
    let text = arbiter_pgn::event_round_games(&s, r2).unwrap();
    let import = attach(&s, &parse(&text).unwrap(), true);
    assert_eq!(import.events.len(), 2);
    assert!(import.games.iter().all(|g| matches!(
        g.outcome,
        AttachOutcome::Attached {
            by: MatchedBy::RoundAndBoard,
            ..
        }
    )));
    let mut after = s.clone();
    for e in &import.events {
        after.apply(e).unwrap();
    }
    // Written again, the round is the recorded games, as they were read.
    assert_eq!(arbiter_pgn::event_round_games(&after, r2).unwrap(), text);
    assert_eq!(arbiter_pgn::recorded_games(&after), text);
}
