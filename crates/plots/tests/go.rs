//! A Go McMahon event, read from an OpenGotha file of the reference corpus, plots the
//! scores and places of its one ranking: the McMahon score, never the chess points.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_core::Points;
use arbiter_event::{State, events_from_go};
use arbiter_standings::Primary;

fn state() -> State {
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/corpus/go/mm03/final.xml");
    let g = arbiter_gotha::read(&std::fs::read(&file).unwrap()).unwrap();
    State::fold(&events_from_go(&g).0).unwrap()
}

fn points(v: arbiter_standings::Value) -> Points {
    Points::from_tenths(i32::try_from(v.hundredths() / 10).unwrap())
}

#[test]
fn progress_reads_the_ranking_after_each_round() {
    let s = state();
    let rounds = arbiter_plots::complete_rounds(&s.tournament);
    assert!(rounds >= 2);
    let mut differs = false;
    for (id, _) in s.tournament.players() {
        let progress = arbiter_plots::progress(&s, id).unwrap();
        assert_eq!(progress.len(), rounds);
        for p in &progress {
            let k = usize::from(p.round);
            let ranking = s.ranking_after(k).unwrap();
            assert_eq!(ranking.primary, Primary::McMahon);
            let row = ranking.row_of(id).unwrap();
            assert_eq!(p.place, row.place);
            assert_eq!(p.score, points(row.primary));
            differs |= p.score != s.tournament.score_after(id, k);
        }
    }
    // The McMahon score starts from the bar: it is not the points.
    assert!(differs);
}

#[test]
fn score_groups_count_players_by_mcmahon_score() {
    let s = state();
    let groups = arbiter_plots::score_group_sizes(&s);
    assert_eq!(groups.len(), s.tournament.rounds_paired());
    for (i, g) in groups.iter().enumerate() {
        let ranking = s.ranking_after(i).unwrap();
        let total: usize = g.groups.iter().map(|(_, n)| n).sum();
        assert!(total > 0);
        for (score, _) in &g.groups {
            assert!(
                ranking.rows.iter().any(|r| points(r.primary) == *score),
                "round {}: no player on {score}",
                g.round
            );
        }
    }
}
