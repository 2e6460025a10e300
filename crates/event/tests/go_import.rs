//! A Go tournament read from OpenGotha's file becomes an event that goes on as the file
//! would: for every round of the Go reference corpus (`../shared/corpus/go`), the file
//! before the round, imported, pairs that round with the same games, handicaps and bye
//! as the file itself, and its standings are the file's. Rounds the file paired before
//! every result of the round before was in are paired the same way (issue 43: an event
//! asked for the results first).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::{Path, PathBuf};

use arbiter_event::{State, events_from_go, go_unknown_results, go_view, pair_next};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/go")
}

fn inputs(dir: &Path, out: &mut Vec<(PathBuf, u16)>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let path = e.unwrap().path();
        if path.is_dir() {
            inputs(&path, out);
            continue;
        }
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if let Some(k) = name
            .strip_prefix("round")
            .and_then(|r| r.strip_suffix(".input.xml"))
            .and_then(|k| k.parse().ok())
        {
            out.push((path, k));
        }
    }
}

#[test]
fn imported_opengotha_files_pair_and_rank_as_the_file_does() {
    let mut files = Vec::new();
    inputs(&corpus(), &mut files);
    files.sort();
    let (mut same, mut pending) = (0, 0);
    let mut failures = Vec::new();
    for (file, k) in &files {
        let g = arbiter_gotha::read(&std::fs::read(file).unwrap()).unwrap();
        let (events, _notes) = events_from_go(&g);
        let state = State::fold(&events)
            .unwrap_or_else(|(i, e)| panic!("{}: event {i}: {e}", file.display()));
        // The same standings, criterion by criterion.
        let view = go_view(&state).unwrap();
        let played = u16::try_from(state.tournament.rounds_paired()).unwrap();
        assert_eq!(
            arbiter_standings::Ranking::go(&view, played),
            arbiter_standings::Ranking::go(&g, played),
            "{}",
            file.display()
        );
        // The event's own ranking is that one.
        assert_eq!(
            state.ranking().unwrap(),
            arbiter_standings::Ranking::go(&g, played),
            "{}",
            file.display()
        );
        let expected = arbiter_pairing::gotha::pair_go(&g, *k).unwrap();
        if !go_unknown_results(&state).is_empty() {
            pending += 1;
        }
        let (pairing, _) = match pair_next(&state) {
            Ok(p) => p,
            Err(e) => panic!("{}: {e}", file.display()),
        };
        assert_eq!(pairing.round.get(), *k, "{}", file.display());
        let mut got: Vec<(usize, usize, u8)> = pairing
            .games
            .iter()
            .map(|x| (x.white.index(), x.black.index(), x.handicap))
            .collect();
        let mut want: Vec<(usize, usize, u8)> = expected
            .games
            .iter()
            .map(|x| (x.white, x.black, x.handicap))
            .collect();
        got.sort_unstable();
        want.sort_unstable();
        if got == want && pairing.bye.map(|b| b.index()) == expected.bye {
            same += 1;
        } else {
            failures.push(format!("{} round {k}", file.display()));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
    assert!(same >= 100, "{same} rounds compared");
    // The rounds paired while results were missing are among those compared.
    assert!(pending >= 3, "{pending} rounds paired with results missing");
}

/// An imported event keeps the file's komi: its even games carry it.
#[test]
fn an_imported_event_keeps_the_files_komi() {
    let text = std::fs::read_to_string(corpus().join("mm03/round3.input.xml")).unwrap();
    assert!(text.contains("komi=\"7.5\""));
    let g = arbiter_gotha::read(text.replace("komi=\"7.5\"", "komi=\"6.5\"").as_bytes()).unwrap();
    let (events, _) = events_from_go(&g);
    let state = State::fold(&events).unwrap();
    let komis: Vec<String> = state.tournament.rounds()[0]
        .games()
        .iter()
        .filter_map(|x| x.handicap)
        .filter(|h| h.stones == 0)
        .map(|h| h.komi.to_string())
        .collect();
    assert!(!komis.is_empty());
    assert!(komis.iter().all(|k| k == "6.5"), "{komis:?}");
    assert_eq!(go_view(&state).unwrap().info.komi, "6.5");
}

/// Boards set by hand in a Go event get the colours and handicaps the engine gives: the
/// engine's own games, typed with the colours swapped, come back as the engine made them.
#[test]
fn boards_by_hand_get_the_engines_colours_and_handicaps() {
    let mut files = Vec::new();
    inputs(&corpus(), &mut files);
    let mut checked = 0;
    for (file, _) in &files {
        let g = arbiter_gotha::read(&std::fs::read(file).unwrap()).unwrap();
        let state = State::fold(&events_from_go(&g).0).unwrap();
        let Ok((_, arbiter_event::Event::RoundPaired { boards, .. })) = pair_next(&state) else {
            continue;
        };
        let swapped: Vec<arbiter_event::Board> = boards
            .iter()
            .map(|b| arbiter_event::Board {
                white: b.black,
                black: b.white,
                handicap: 0,
            })
            .collect();
        assert_eq!(
            arbiter_event::go_hand_boards(&state, &swapped),
            boards,
            "{}",
            file.display()
        );
        checked += 1;
    }
    assert!(checked >= 100, "{checked}");
}
