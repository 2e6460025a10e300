//! Cuts of Buchholz and Sonneborn-Berger with voluntary unplayed rounds (C.07 2024/2026
//! art. 14 and 16.5), checked against a deliberately plain computation written here from
//! the text, on generated Swiss events with every kind of unplayed round.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_core::{ByeKind, Game, GameResult, Player, PlayerId, Round, Tournament};
use arbiter_standings::{Mode, Options, RuleVersion, TieBreak, tiebreak_values};
use proptest::prelude::*;

/// What a round was for one player, as the generator made it.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    Played,
    ForfeitWin,
    ForfeitLoss,
    Pab,
    Full,
    Half,
    Zero,
    Absent,
}

#[derive(Clone, Copy, Debug)]
struct Cell {
    opponent: Option<usize>,
    /// Points scored, in tenths.
    points: i64,
    kind: Kind,
}

/// A Swiss-like event: neighbours by score play; byes, forfeits and absences drawn from
/// `choices`. Returns the tournament and, independently, each player's rounds.
fn event(players: usize, rounds: usize, choices: &[u8]) -> (Tournament, Vec<Vec<Cell>>) {
    let mut t = Tournament::default();
    for i in 0..players {
        t.add_player(Player::named(format!("P{i}")));
    }
    let mut cells = vec![Vec::new(); players];
    let mut k = 0;
    let mut next = || {
        k += 1;
        choices[k % choices.len()]
    };
    for _ in 0..rounds {
        let mut order: Vec<usize> = (0..players).collect();
        let total = |p: usize, cells: &[Vec<Cell>]| cells[p].iter().map(|c| c.points).sum::<i64>();
        order.sort_by_key(|&p| std::cmp::Reverse(total(p, &cells)));
        let mut pool = Vec::new();
        let mut byes = Vec::new();
        let mut row = vec![None; players];
        for p in order {
            let (kind, bye) = match next() % 14 {
                0 => (Kind::Half, Some(ByeKind::Half)),
                1 => (Kind::Zero, Some(ByeKind::Zero)),
                2 => (Kind::Full, Some(ByeKind::Full)),
                3 => (Kind::Absent, None),
                _ => {
                    pool.push(p);
                    continue;
                }
            };
            if let Some(b) = bye {
                byes.push((PlayerId::from_index(p), b));
            }
            let points = match kind {
                Kind::Half => 5,
                Kind::Full => 10,
                _ => 0,
            };
            row[p] = Some(Cell {
                opponent: None,
                points,
                kind,
            });
        }
        if pool.len() % 2 == 1 {
            let p = pool.pop().unwrap();
            byes.push((PlayerId::from_index(p), ByeKind::PairingAllocated));
            row[p] = Some(Cell {
                opponent: None,
                points: 10,
                kind: Kind::Pab,
            });
        }
        let mut games = Vec::new();
        for pair in pool.chunks(2) {
            let (w, b) = (pair[0], pair[1]);
            let (result, pw, pb, kw, kb) = match next() % 10 {
                0 => (
                    GameResult::WHITE_WINS_BY_FORFEIT,
                    10,
                    0,
                    Kind::ForfeitWin,
                    Kind::ForfeitLoss,
                ),
                1 => (
                    GameResult::BLACK_WINS_BY_FORFEIT,
                    0,
                    10,
                    Kind::ForfeitLoss,
                    Kind::ForfeitWin,
                ),
                2..=4 => (GameResult::WHITE_WINS, 10, 0, Kind::Played, Kind::Played),
                5..=7 => (GameResult::DRAW, 5, 5, Kind::Played, Kind::Played),
                _ => (GameResult::BLACK_WINS, 0, 10, Kind::Played, Kind::Played),
            };
            games.push(
                Game::new(PlayerId::from_index(w), PlayerId::from_index(b)).with_result(result),
            );
            row[w] = Some(Cell {
                opponent: Some(b),
                points: pw,
                kind: kw,
            });
            row[b] = Some(Cell {
                opponent: Some(w),
                points: pb,
                kind: kb,
            });
        }
        t.push_round(Round::new(games, byes).unwrap()).unwrap();
        for (p, c) in row.into_iter().enumerate() {
            cells[p].push(c.unwrap());
        }
    }
    (t, cells)
}

/// A voluntary unplayed round (art. 16.2): a bye asked for, an absence, a forfeit lost.
fn voluntary(k: Kind) -> bool {
    matches!(
        k,
        Kind::Half | Kind::Zero | Kind::Absent | Kind::ForfeitLoss
    )
}

/// Art. 16.3: what a player's score counts for in the opponents' tie-breaks: every round
/// as scored, except the voluntary byes and absences after the last round that was not
/// voluntary, which count as draws (a forfeit keeps its points).
fn adjusted(row: &[Cell]) -> i64 {
    let last = row
        .iter()
        .rposition(|c| !voluntary(c.kind))
        .map_or(0, |i| i + 1);
    row.iter()
        .enumerate()
        .map(|(r, c)| {
            if r < last || c.opponent.is_some() {
                c.points
            } else {
                5
            }
        })
        .sum()
}

/// The cut value by the rule of art. 14 and 16.5, in hundredths: each round stands for a
/// score (the opponent's, or the dummy opponent's) and contributes a value; the cut takes
/// the least significant voluntary round if its value is not below the least significant
/// round's, else that round.
fn plain(cells: &[Vec<Cell>], p: usize, sb: bool, version: RuleVersion) -> i64 {
    let rounds = cells[p].len() as i64;
    let own: i64 = cells[p].iter().map(|c| c.points).sum();
    let mut slots: Vec<(i64, i64, bool, usize)> = Vec::new();
    for (r, c) in cells[p].iter().enumerate() {
        let score = match (c.kind, c.opponent) {
            (Kind::Played, Some(o)) => adjusted(&cells[o]),
            (_, Some(o)) if version == RuleVersion::Fide2026 => own.min(adjusted(&cells[o])),
            _ if version == RuleVersion::Fide2026 => own.min(5 * rounds),
            _ => own,
        };
        let value = if sb { score * c.points } else { score * 10 };
        slots.push((score, value, c.kind != Kind::Played && voluntary(c.kind), r));
    }
    if slots.is_empty() {
        return 0;
    }
    let least = *slots.iter().min_by_key(|s| (s.0, s.1, s.3)).unwrap();
    let vur = slots
        .iter()
        .filter(|s| s.2)
        .min_by_key(|s| (s.0, s.1, s.3))
        .copied();
    let cut = match vur {
        Some(v) if v.1 >= least.1 => v,
        _ => least,
    };
    slots.iter().map(|s| s.1).sum::<i64>() - cut.1
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn cut_one_agrees_with_a_plain_computation(
        players in 2usize..16,
        rounds in 1usize..8,
        choices in proptest::collection::vec(any::<u8>(), 1..64),
        version in prop_oneof![Just(RuleVersion::Fide2026), Just(RuleVersion::Fide2024)],
    ) {
        let (t, cells) = event(players, rounds, &choices);
        let list: Vec<TieBreak> = vec!["BH-C1".parse().unwrap(), "SB-C1".parse().unwrap()];
        let opts = Options { version, mode: Mode::Swiss, ..Options::default() };
        let values = tiebreak_values(&t, &list, &opts).unwrap();
        for p in 0..players {
            let bh = values[p][0].unwrap().hundredths();
            let sb = values[p][1].unwrap().hundredths();
            prop_assert_eq!(bh, plain(&cells, p, false, version), "BH-C1 of P{} {:?}", p, cells[p]);
            prop_assert_eq!(sb, plain(&cells, p, true, version), "SB-C1 of P{} {:?}", p, cells[p]);
        }
    }
}

/// The case that set the rule: a half-point bye and a forfeit lost, and a game won against
/// a weak opponent. The bye's dummy opponent is the least significant voluntary round and
/// is worth more than the weak game, so SB-C1 cuts the bye (2024 and 2026 alike).
#[test]
fn sonneborn_berger_cuts_the_bye_before_the_weak_win() {
    // Round by round (players 0..5): 0 beats 5 (who scores nothing), 0 takes a half-point
    // bye, 0 loses a forfeit to 1, 0 beats 2; the others fill the rounds.
    let mut t = Tournament::default();
    for i in 0..6 {
        t.add_player(Player::named(format!("P{i}")));
    }
    let id = PlayerId::from_index;
    let g = |w: usize, b: usize, r: GameResult| Game::new(id(w), id(b)).with_result(r);
    let rounds = [
        (
            vec![
                g(0, 5, GameResult::WHITE_WINS),
                g(1, 2, GameResult::WHITE_WINS),
                g(3, 4, GameResult::DRAW),
            ],
            vec![],
        ),
        (
            vec![
                g(1, 3, GameResult::WHITE_WINS),
                g(2, 4, GameResult::WHITE_WINS),
            ],
            vec![(id(0), ByeKind::Half), (id(5), ByeKind::Zero)],
        ),
        (
            vec![
                g(1, 0, GameResult::WHITE_WINS_BY_FORFEIT),
                g(2, 5, GameResult::WHITE_WINS),
                g(3, 4, GameResult::WHITE_WINS),
            ],
            vec![],
        ),
        (
            vec![
                g(0, 2, GameResult::WHITE_WINS),
                g(1, 4, GameResult::DRAW),
                g(3, 5, GameResult::WHITE_WINS),
            ],
            vec![],
        ),
    ];
    for (games, byes) in rounds {
        t.push_round(Round::new(games, byes).unwrap()).unwrap();
    }
    // Player 0: 2.5 points. Slots: win vs 5 (0 points: worth 0), half-point bye (dummy
    // min(2.5, 2.0) = 2.0, worth 1.0), forfeit lost to 1 (min(2.5, 3.5) = 2.5, worth 0),
    // win vs 2 (2.0, worth 2.0). SB = 3.0. The least significant round is the win over 5
    // (score 0); the least significant VUR is the bye (2.0 < 2.5), worth 1.0 >= 0: cut.
    // Under 2024 every dummy opponent has the participant's own score (2.5): the bye
    // (worth 1.25) and the forfeit (worth 0) are equally significant, the forfeit is the
    // lesser, it is not below the weak win (0), so the forfeit goes and nothing is lost.
    let list: Vec<TieBreak> = vec!["SB".parse().unwrap(), "SB-C1".parse().unwrap()];
    let opts = Options {
        version: RuleVersion::Fide2026,
        mode: Mode::Swiss,
        ..Options::default()
    };
    let v = tiebreak_values(&t, &list, &opts).unwrap();
    assert_eq!(v[0][0].unwrap().hundredths(), 300);
    assert_eq!(v[0][1].unwrap().hundredths(), 200);
    let opts = Options {
        version: RuleVersion::Fide2024,
        ..opts
    };
    let v = tiebreak_values(&t, &list, &opts).unwrap();
    assert_eq!(v[0][0].unwrap().hundredths(), 325);
    assert_eq!(v[0][1].unwrap().hundredths(), 325);
}
