//! The AGA results file: every final tournament of the Go corpus gives one `PLAYERS` line
//! per player with a distinct id (own ids kept, stand-ins from 99999 down), and per round
//! one line per game naming two listed ids, with OpenGotha's result, handicap and komi.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_gotha::{GoOutcome, aga_ids, write_aga};
use std::collections::HashSet;
use std::path::{Path, PathBuf};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/go")
}

#[test]
fn corpus_tournaments_give_consistent_aga_files() {
    let mut checked = 0;
    for e in std::fs::read_dir(corpus()).unwrap() {
        let f = e.unwrap().path().join("final.xml");
        if !f.exists() {
            continue;
        }
        let mut t = arbiter_gotha::read(&std::fs::read(&f).unwrap()).unwrap();
        // One player with an id of their own, which the stand-ins must avoid.
        t.players[1].ids.aga_id = "99999".into();
        let order: Vec<usize> = (0..t.players.len()).collect();
        let ids = aga_ids(&t, &order);
        assert_eq!(ids[1], 99_999);
        assert_eq!(ids[0], 99_998, "{}", f.display());
        assert_eq!(ids.iter().collect::<HashSet<_>>().len(), ids.len());
        let text = write_aga(&t, &order);
        let players: HashSet<&str> = text
            .split("PLAYERS\n")
            .nth(1)
            .unwrap()
            .lines()
            .take_while(|l| !l.is_empty())
            .map(|l| l.split('\t').next().unwrap())
            .collect();
        assert_eq!(players.len(), t.players.len());
        let mut games = 0;
        for round in 1..=t.rounds {
            let section = text.split(&format!("GAMES {round}\n")).nth(1).unwrap();
            for line in section.lines().take_while(|l| !l.is_empty()) {
                let f: Vec<&str> = line.split('\t').collect();
                assert!(players.contains(f[0]) && players.contains(f[1]), "{line}");
                assert!(["W", "B", "?"].contains(&f[2]), "{line}");
                games += 1;
            }
        }
        assert_eq!(games, t.games.len());
        let even_won = t
            .games
            .iter()
            .filter(|g| {
                g.handicap == 0 && g.result.outcome == GoOutcome::WhiteWins && !g.result.by_default
            })
            .count();
        assert_eq!(
            text.lines().filter(|l| l.ends_with("\tW\t0\t7")).count(),
            even_won
        );
        checked += 1;
    }
    assert!(checked > 0);
}
