//! Go criteria against OpenGotha: before each round of the Go reference corpus
//! (`../shared/corpus/go`), OpenGotha hands its pairing the players ordered by the
//! standings after the previous round; the order arbiter computes from the same file,
//! restricted to those players, is that order.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::{Path, PathBuf};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/go")
}

#[test]
fn standings_order_is_opengothas() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for e in std::fs::read_dir(corpus()).unwrap() {
        let dir = e.unwrap().path();
        if !dir.join("meta.json").exists() {
            continue;
        }
        for k in 1..=20u16 {
            let input = dir.join(format!("round{k}.input.xml"));
            let Ok(bytes) = std::fs::read(&input) else {
                continue;
            };
            let t = arbiter_gotha::read(&bytes).unwrap();
            let c = arbiter_standings::go_criteria(&t, k - 1);
            for crit in &t.placement {
                assert!(c.value(crit, 0).is_some(), "{crit} is not computed");
            }
            let expected: serde_json::Value = serde_json::from_str(
                &std::fs::read_to_string(dir.join(format!("round{k}.expected.json"))).unwrap(),
            )
            .unwrap();
            let pool: Vec<String> = expected["pool"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_str().unwrap().to_string())
                .collect();
            let order: Vec<String> = arbiter_standings::go_order(&t, k - 1)
                .into_iter()
                .map(|p| t.players[p].key.clone())
                .filter(|key| pool.contains(key))
                .collect();
            if order != pool {
                failures.push(format!(
                    "{} round {k}:\n  expected {pool:?}\n  got      {order:?}",
                    dir.display()
                ));
            }
            checked += 1;
        }
    }
    assert!(checked > 60, "{checked}");
    assert!(
        failures.is_empty(),
        "{} of {checked} differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Players of equal rank and three games among `names`, each `(white, black, outcome,
/// by default)`, in rounds 1, 2, 3; placement `criteria`.
fn small(
    names: &[&str],
    games: &[(usize, usize, arbiter_core::GoOutcome, bool)],
    criteria: &[&str],
) -> arbiter_core::GoTournament {
    use arbiter_core::{GoGame, GoPlayer, GoRank, GoResult, GoSystem};
    let mut t = GoSystem::McMahon.template(3);
    t.placement = criteria.iter().map(|c| (*c).to_string()).collect();
    for n in names {
        t.players.push(GoPlayer {
            key: n.to_uppercase(),
            name: (*n).to_string(),
            first_name: String::new(),
            rank: GoRank::Kyu(5),
            rating: 1600,
            country: String::new(),
            club: String::new(),
            smms_correction: 0,
            participating: vec![true; 20],
            registered: true,
            ids: arbiter_core::GoPlayerIds::default(),
        });
    }
    for (i, &(white, black, outcome, by_default)) in games.iter().enumerate() {
        t.games.push(GoGame {
            round: u16::try_from(i + 1).unwrap(),
            table: 1,
            white,
            black,
            handicap: 0,
            known_colour: true,
            result: GoResult {
                outcome,
                by_default,
            },
        });
    }
    t
}

#[test]
fn simplified_direct_confrontation_counts_wins_inside_a_group_that_all_met() {
    use arbiter_core::GoOutcome::{BlackWins, WhiteWins};
    // A beats B, B beats C, C beats A: equal on MMS, every pair met, one win each.
    let t = small(
        &["A", "B", "C"],
        &[
            (0, 1, WhiteWins, false),
            (1, 2, WhiteWins, false),
            (0, 2, BlackWins, false),
        ],
        &["MMS", "SDC"],
    );
    let c = arbiter_standings::go_criteria(&t, 3);
    assert_eq!(
        (0..3).map(|p| c.value("SDC", p)).collect::<Vec<_>>(),
        vec![Some(1); 3]
    );
    // A game won by default does not count: the pair A-C has not met, so nobody scores.
    let t = small(
        &["A", "B", "C"],
        &[
            (0, 1, WhiteWins, false),
            (1, 2, WhiteWins, false),
            (0, 2, BlackWins, true),
        ],
        &["MMS", "SDC"],
    );
    let c = arbiter_standings::go_criteria(&t, 3);
    assert_eq!(
        (0..3).map(|p| c.value("SDC", p)).collect::<Vec<_>>(),
        vec![Some(0); 3]
    );
    // Two players ahead of the third on MMS: their group of two met, the winner scores.
    let t = small(
        &["A", "B", "C"],
        &[(0, 1, WhiteWins, false)],
        &["NBW", "SDC"],
    );
    let c = arbiter_standings::go_criteria(&t, 1);
    assert_eq!(c.value("SDC", 0), Some(0), "A is alone on one win");
    assert_eq!(c.value("SDC", 1), Some(0), "B and C did not meet");
    assert_eq!(arbiter_standings::go_order(&t, 1)[0], 0);
}

#[test]
fn cup_and_strasbourg_scores_and_a_both_win() {
    use arbiter_core::GoOutcome::{BothWin, WhiteWins};
    // A wins rounds 1 and 2; round 3, A against C, is given to both.
    let t = small(
        &["A", "B", "C"],
        &[
            (0, 1, WhiteWins, false),
            (0, 2, WhiteWins, false),
            (2, 0, BothWin, false),
        ],
        &["MMS", "CPS", "STS"],
    );
    let c = arbiter_standings::go_criteria(&t, 3);
    // Cup score doubles each round: ((0·2 + 2)·2 + 2)·2 + 2 = 14 half points.
    assert_eq!(c.value("CPS", 0), Some(14));
    // Round 3 is a both-win with A as Black: a third win for A but, as OpenGotha counts
    // it, no McMahon point for Black; C, White, gets both.
    assert_eq!(c.value("NBW", 0), Some(6));
    let start = 2 * i64::from(25); // 5k from a 30k zero: 25 points
    assert_eq!(c.value("MMS", 0), Some(start + 4));
    assert_eq!(c.value("MMS", 2), Some(start + 2));
    // Below the bar, no Strasbourg bonus: STS is the McMahon score.
    assert_eq!(c.value("STS", 0), c.value("MMS", 0));
}

#[test]
fn direct_confrontation_orders_a_group_by_its_games() {
    use arbiter_core::GoOutcome::{BlackWins, WhiteWins};
    // All 5k: one group on RANK. A beat B, B beat C, A beat C: A, B, C.
    let t = small(
        &["A", "B", "C"],
        &[
            (0, 1, WhiteWins, false),
            (2, 1, BlackWins, false),
            (2, 0, BlackWins, false),
        ],
        &["RANK", "DC"],
    );
    let c = arbiter_standings::go_criteria(&t, 3);
    assert_eq!(
        (0..3).map(|p| c.value("DC", p)).collect::<Vec<_>>(),
        vec![Some(2), Some(1), Some(0)]
    );
    assert_eq!(arbiter_standings::go_order(&t, 3), vec![0, 1, 2]);
    // A circle: nobody stands above anybody.
    let t = small(
        &["A", "B", "C"],
        &[
            (0, 1, WhiteWins, false),
            (1, 2, WhiteWins, false),
            (2, 0, WhiteWins, false),
        ],
        &["RANK", "DC"],
    );
    let c = arbiter_standings::go_criteria(&t, 3);
    assert_eq!(
        (0..3).map(|p| c.value("DC", p)).collect::<Vec<_>>(),
        vec![Some(0); 3]
    );
}

/// A cup score doubles every round: over 30 rounds it leaves a Java `int`, and OpenGotha
/// wraps it; so does arbiter, without a panic (found by fuzzing a file of 70 rounds).
#[test]
fn a_cup_score_of_many_rounds_wraps_as_opengothas_does() {
    use arbiter_core::GoOutcome::WhiteWins;
    let mut t = small(&["A", "B"], &[(0, 1, WhiteWins, false)], &["CPS"]);
    t.rounds = 70;
    for p in &mut t.players {
        p.participating = vec![true; 70];
    }
    let c = arbiter_standings::go_criteria(&t, 70);
    // A won round 1 (2 half points), then doubled 69 times in 32 bits: 2·2^69 wraps to 0.
    assert_eq!(c.value("CPS", 0), Some(0));
    assert_eq!(
        arbiter_standings::go_criteria(&t, 3).value("CPS", 0),
        Some(8)
    );
}

/// OpenGotha's option to count opponents' rounds without a game played over the board as
/// half a point in the sums of opponents' scores.
#[test]
fn unplayed_rounds_of_opponents_may_count_half_a_point() {
    use arbiter_core::GoOutcome::WhiteWins;
    // A beats B in round 1 and C in round 2; B plays no game in round 2, C none in
    // round 1, and the third game is a win by default.
    let mut t = small(
        &["A", "B", "C"],
        &[
            (0, 1, WhiteWins, false),
            (0, 2, WhiteWins, false),
            (1, 2, WhiteWins, true),
        ],
        &["NBW", "SOSW"],
    );
    let plain = arbiter_standings::go_criteria(&t, 3);
    // B won by default in round 3: a win; C nothing.
    assert_eq!(plain.value("SOSW", 0), Some(2));
    t.scoring.unplayed_as_half = true;
    let half = arbiter_standings::go_criteria(&t, 3);
    // B: lost to A, nothing in round 2, round 3 by default: 2 rounds unplayed = 1 point.
    // C: nothing in round 1, lost to A, round 3 by default: 1 point. SOSW = 4 half points.
    assert_eq!(half.value("SOSW", 0), Some(4));
    // A player's own score does not change.
    assert_eq!(half.value("NBW", 1), plain.value("NBW", 1));
}
