//! Fixed schedules against the published tables: the Berger tables (C.05 Annex 1), the
//! Varma groups (Annex 2), the Scheveningen and Hilton tables of the shared reference, and
//! the colour properties of every double round-robin variant.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use arbiter_core::{
    ByeKind, ByeRequest, Colour, Game, GameResult, Player, PlayerId, Round, RoundNo, Tournament,
};
use arbiter_pairing::roundrobin::{self, Schedule, Variant, berger_round, schedule};
use arbiter_pairing::{PairedGame, PairingError, hilton, scheveningen, system_by_name, varma};
use std::collections::HashMap;
use std::path::PathBuf;

/// The Berger tables for 3/4 … 15/16 players as published (C.05 Annex 1, "Berger Tables
/// for Round-Robin Tournaments"), one line per round, `W-B` pairs in board order. The Annex
/// prints no table beyond 15/16 players; larger fields follow its construction rules (see
/// the next test).
const PUBLISHED: &[(u32, &str)] = &[
    (4, "1-4 2-3\n4-3 1-2\n2-4 3-1"),
    (
        6,
        "1-6 2-5 3-4\n6-4 5-3 1-2\n2-6 3-1 4-5\n6-5 1-4 2-3\n3-6 4-2 5-1",
    ),
    (
        8,
        "1-8 2-7 3-6 4-5\n8-5 6-4 7-3 1-2\n2-8 3-1 4-7 5-6\n8-6 7-5 1-4 2-3\n\
         3-8 4-2 5-1 6-7\n8-7 1-6 2-5 3-4\n4-8 5-3 6-2 7-1",
    ),
    (
        10,
        "1-10 2-9 3-8 4-7 5-6\n10-6 7-5 8-4 9-3 1-2\n2-10 3-1 4-9 5-8 6-7\n\
         10-7 8-6 9-5 1-4 2-3\n3-10 4-2 5-1 6-9 7-8\n10-8 9-7 1-6 2-5 3-4\n\
         4-10 5-3 6-2 7-1 8-9\n10-9 1-8 2-7 3-6 4-5\n5-10 6-4 7-3 8-2 9-1",
    ),
    (
        12,
        "1-12 2-11 3-10 4-9 5-8 6-7\n12-7 8-6 9-5 10-4 11-3 1-2\n2-12 3-1 4-11 5-10 6-9 7-8\n\
         12-8 9-7 10-6 11-5 1-4 2-3\n3-12 4-2 5-1 6-11 7-10 8-9\n12-9 10-8 11-7 1-6 2-5 3-4\n\
         4-12 5-3 6-2 7-1 8-11 9-10\n12-10 11-9 1-8 2-7 3-6 4-5\n5-12 6-4 7-3 8-2 9-1 10-11\n\
         12-11 1-10 2-9 3-8 4-7 5-6\n6-12 7-5 8-4 9-3 10-2 11-1",
    ),
    (
        14,
        "1-14 2-13 3-12 4-11 5-10 6-9 7-8\n14-8 9-7 10-6 11-5 12-4 13-3 1-2\n\
         2-14 3-1 4-13 5-12 6-11 7-10 8-9\n14-9 10-8 11-7 12-6 13-5 1-4 2-3\n\
         3-14 4-2 5-1 6-13 7-12 8-11 9-10\n14-10 11-9 12-8 13-7 1-6 2-5 3-4\n\
         4-14 5-3 6-2 7-1 8-13 9-12 10-11\n14-11 12-10 13-9 1-8 2-7 3-6 4-5\n\
         5-14 6-4 7-3 8-2 9-1 10-13 11-12\n14-12 13-11 1-10 2-9 3-8 4-7 5-6\n\
         6-14 7-5 8-4 9-3 10-2 11-1 12-13\n14-13 1-12 2-11 3-10 4-9 5-8 6-7\n\
         7-14 8-6 9-5 10-4 11-3 12-2 13-1",
    ),
    (
        16,
        "1-16 2-15 3-14 4-13 5-12 6-11 7-10 8-9\n16-9 10-8 11-7 12-6 13-5 14-4 15-3 1-2\n\
         2-16 3-1 4-15 5-14 6-13 7-12 8-11 9-10\n16-10 11-9 12-8 13-7 14-6 15-5 1-4 2-3\n\
         3-16 4-2 5-1 6-15 7-14 8-13 9-12 10-11\n16-11 12-10 13-9 14-8 15-7 1-6 2-5 3-4\n\
         4-16 5-3 6-2 7-1 8-15 9-14 10-13 11-12\n16-12 13-11 14-10 15-9 1-8 2-7 3-6 4-5\n\
         5-16 6-4 7-3 8-2 9-1 10-15 11-14 12-13\n16-13 14-12 15-11 1-10 2-9 3-8 4-7 5-6\n\
         6-16 7-5 8-4 9-3 10-2 11-1 12-15 13-14\n16-14 15-13 1-12 2-11 3-10 4-9 5-8 6-7\n\
         7-16 8-6 9-5 10-4 11-3 12-2 13-1 14-15\n16-15 1-14 2-13 3-12 4-11 5-10 6-9 7-8\n\
         8-16 9-7 10-6 11-5 12-4 13-3 14-2 15-1",
    ),
];

fn parse_rounds(text: &str) -> Vec<Vec<(u32, u32)>> {
    text.lines()
        .map(|l| {
            l.split_whitespace()
                .map(|p| {
                    let (w, b) = p.split_once('-').unwrap();
                    (w.parse().unwrap(), b.parse().unwrap())
                })
                .collect()
        })
        .collect()
}

#[test]
fn berger_tables_equal_the_published_ones_for_3_to_16_players() {
    for &(size, text) in PUBLISHED {
        let table = parse_rounds(text);
        assert_eq!(table.len() as u32, size - 1);
        // The even field plays the table as it is.
        let even = schedule(size, false, Variant::Fide).unwrap();
        for (r, round) in even.rounds.iter().enumerate() {
            assert_eq!(round.pairs, table[r], "{size} players, round {}", r + 1);
            assert_eq!(berger_round(size, r as u32 + 1), table[r]);
            assert_eq!(round.bye, None);
        }
        // The odd field: the number `size` is the bye.
        let odd = schedule(size - 1, false, Variant::Fide).unwrap();
        for (r, round) in odd.rounds.iter().enumerate() {
            let expected: Vec<(u32, u32)> = table[r]
                .iter()
                .copied()
                .filter(|&(w, b)| w != size && b != size)
                .collect();
            let bye = table[r]
                .iter()
                .find_map(|&(w, b)| (w == size).then_some(b).or((b == size).then_some(w)));
            assert_eq!(
                round.pairs,
                expected,
                "{} players, round {}",
                size - 1,
                r + 1
            );
            assert_eq!(round.bye, bye);
        }
    }
}

/// C.05 Annex 1's rules for the tables beyond the printed ones: round 1 is 1–N, 2–(N−1), …;
/// N sits on board 1, black in odd rounds and white in even rounds; from one round to the
/// next, every other number advances by N/2 places (modulo N − 1), colours and boards
/// following their places.
#[test]
fn berger_tables_follow_the_annex_rules_up_to_24_players() {
    for size in (4..=24u32).step_by(2) {
        let last = size - 1;
        let half = size / 2;
        let r1 = berger_round(size, 1);
        let expected: Vec<(u32, u32)> = (1..=half).map(|b| (b, size + 1 - b)).collect();
        assert_eq!(r1, expected);
        let mut met = HashMap::new();
        for r in 1..size {
            let round = berger_round(size, r);
            assert_eq!(round.len() as u32, half);
            let board1 = round[0];
            if r % 2 == 1 {
                assert_eq!(board1.1, size);
            } else {
                assert_eq!(board1.0, size);
            }
            if r > 1 {
                let previous = berger_round(size, r - 1);
                let advance = |x: u32| {
                    if x == size {
                        x
                    } else {
                        (x - 1 + half) % last + 1
                    }
                };
                for b in 1..half as usize {
                    assert_eq!(
                        round[b],
                        (advance(previous[b].0), advance(previous[b].1)),
                        "{size}: round {r} board {}",
                        b + 1
                    );
                }
                let p = if previous[0].0 == size {
                    previous[0].1
                } else {
                    previous[0].0
                };
                let q = if board1.0 == size { board1.1 } else { board1.0 };
                assert_eq!(q, advance(p));
            }
            for &(w, b) in &round {
                *met.entry((w.min(b), w.max(b))).or_insert(0) += 1;
            }
        }
        assert_eq!(met.len() as u32, size * (size - 1) / 2);
        assert!(met.values().all(|&m| m == 1));
    }
}

const VARIANTS: [Variant; 5] = [
    Variant::Fide,
    Variant::Standard,
    Variant::Adjusted,
    Variant::Rotate(2),
    Variant::Rotate(4),
];

#[test]
fn every_schedule_meets_everyone_the_right_number_of_times() {
    for players in 3..=24u32 {
        for double in [false, true] {
            for v in VARIANTS {
                let Ok(s) = schedule(players, double, v) else {
                    assert!(matches!(v, Variant::Rotate(r) if u32::from(r) >= players));
                    continue;
                };
                let cycle = roundrobin::table_size(players) - 1;
                assert_eq!(
                    s.rounds.len() as u32,
                    if double { 2 * cycle } else { cycle }
                );
                let mut games: HashMap<(u32, u32), u32> = HashMap::new();
                let mut byes = vec![0u32; players as usize];
                for r in &s.rounds {
                    let mut seen = vec![false; players as usize];
                    for &(w, b) in r.pairs.iter() {
                        assert!(!std::mem::replace(&mut seen[w as usize - 1], true));
                        assert!(!std::mem::replace(&mut seen[b as usize - 1], true));
                        *games.entry((w, b)).or_insert(0) += 1;
                    }
                    if let Some(b) = r.bye {
                        assert!(!std::mem::replace(&mut seen[b as usize - 1], true));
                        byes[b as usize - 1] += 1;
                    }
                    assert!(seen.iter().all(|&s| s), "{players}: everyone is busy");
                }
                for a in 1..=players {
                    for b in a + 1..=players {
                        let ab = games.get(&(a, b)).copied().unwrap_or(0);
                        let ba = games.get(&(b, a)).copied().unwrap_or(0);
                        if double {
                            assert_eq!((ab, ba), (1, 1), "{players} {v}: {a} and {b}");
                        } else {
                            assert_eq!(ab + ba, 1, "{players}: {a} and {b}");
                        }
                    }
                }
                let expected_byes = if players % 2 == 1 {
                    1 + u32::from(double)
                } else {
                    0
                };
                assert!(byes.iter().all(|&b| b == expected_byes));
            }
        }
    }
}

#[test]
fn double_cycles_are_arranged_as_the_variants_say() {
    for players in [4u32, 5, 8, 9, 14, 20] {
        let plain = schedule(players, false, Variant::Fide).unwrap();
        let m = plain.rounds.len();
        let reversed = |pairs: &[(u32, u32)]| -> Vec<(u32, u32)> {
            pairs.iter().map(|&(w, b)| (b, w)).collect()
        };
        let rounds_of = |v: Variant| schedule(players, true, v).unwrap().rounds;
        let table = |r: usize| plain.rounds[r - 1].pairs.clone();
        // fide: last two rounds of the first cycle swapped, second cycle = first reversed.
        let fide = rounds_of(Variant::Fide);
        let mut order: Vec<usize> = (1..=m).collect();
        order.swap(m - 2, m - 1);
        for (i, &r) in order.iter().enumerate() {
            assert_eq!(fide[i].pairs, table(r));
            assert_eq!(fide[m + i].pairs, reversed(&table(r)));
        }
        // standard: the table, then the table reversed.
        let standard = rounds_of(Variant::Standard);
        for r in 1..=m {
            assert_eq!(standard[r - 1].pairs, table(r));
            assert_eq!(standard[m + r - 1].pairs, reversed(&table(r)));
        }
        // adjusted: the table from round 2, then the plain table reversed.
        let adjusted = rounds_of(Variant::Adjusted);
        for i in 0..m {
            assert_eq!(
                adjusted[i].pairs,
                table(i % m + 2 - usize::from(i + 1 == m) * m)
            );
            assert_eq!(adjusted[m + i].pairs, reversed(&table(i + 1)));
        }
        // rotate=2: R, R+1, …, 1, …, R−1 in both cycles.
        let rotate = rounds_of(Variant::Rotate(2));
        for i in 0..m {
            let r = (i + 1) % m + 1;
            assert_eq!(rotate[i].pairs, table(r));
            assert_eq!(rotate[m + i].pairs, reversed(&table(r)));
        }
    }
}

/// Per player, the number of runs of three equal colours in games actually played, and
/// the number of windows of five games with four or five equal colours.
/// Players (table numbers) with how many faults each.
type Faults = Vec<(u32, usize)>;

fn colour_faults(s: &Schedule) -> (Faults, Faults) {
    let mut runs = Vec::new();
    let mut windows = Vec::new();
    for (p, seq) in s.colours().iter().enumerate() {
        let played: Vec<Colour> = seq.iter().flatten().copied().collect();
        let r = played
            .windows(3)
            .filter(|w| w[0] == w[1] && w[1] == w[2])
            .count();
        let f = played
            .windows(5)
            .filter(|w| {
                let whites = w.iter().filter(|&&c| c == Colour::White).count();
                whites >= 4 || whites <= 1
            })
            .count();
        if r > 0 {
            runs.push((p as u32 + 1, r));
        }
        if f > 0 {
            windows.push((p as u32 + 1, f));
        }
    }
    (runs, windows)
}

#[test]
fn single_round_robins_have_no_colour_faults() {
    for players in 4..=20 {
        let s = schedule(players, false, Variant::Fide).unwrap();
        assert_eq!(colour_faults(&s), (vec![], vec![]), "{players} players");
    }
}

#[test]
fn fide_variant_avoids_three_equal_colours_in_a_row() {
    for players in 4..=20u32 {
        let (runs, windows) = colour_faults(&schedule(players, true, Variant::Fide).unwrap());
        if players == 4 {
            // Three rounds a cycle: no order of them avoids a run at the turn.
            assert_eq!(runs, vec![(2, 1), (4, 1)]);
        } else {
            assert_eq!(runs, vec![], "{players} players");
        }
        if players % 2 == 1 || players == 4 {
            assert_eq!(windows, vec![], "{players} players");
        } else if players == 6 {
            assert_eq!(windows, vec![(1, 1), (3, 1), (4, 1), (6, 1)]);
        } else {
            // Players 1 and n/2 + 1 have four equal colours in the five rounds around the
            // turn of the cycles.
            assert_eq!(
                windows,
                vec![(1, 1), (players / 2 + 1, 1)],
                "{players} players"
            );
        }
    }
}

#[test]
fn standard_variant_gives_two_players_three_in_a_row() {
    for players in 4..=20u32 {
        let (runs, windows) = colour_faults(&schedule(players, true, Variant::Standard).unwrap());
        if players % 2 == 1 {
            assert_eq!((runs, windows), (vec![], vec![]), "{players} players");
            continue;
        }
        let top = players / 2 + 1;
        assert_eq!(runs, vec![(1, 1), (top, 1)], "{players} players");
        if players > 4 {
            assert_eq!(
                windows,
                vec![(1, 2), (2, 1), (top, 2), (top + 1, 1)],
                "{players} players"
            );
        }
    }
}

#[test]
fn adjusted_variant_balances_every_pair_of_rounds() {
    for players in 4..=20u32 {
        let s = schedule(players, true, Variant::Adjusted).unwrap();
        assert_eq!(colour_faults(&s), (vec![], vec![]), "{players} players");
        for seq in s.colours() {
            for pair in seq.chunks(2) {
                if let [Some(a), Some(b)] = pair {
                    assert_ne!(a, b, "{players} players");
                }
            }
        }
    }
}

#[test]
fn rotated_variants() {
    for players in 4..=20u32 {
        for r in [2u16, 4, 6] {
            let Ok(s) = schedule(players, true, Variant::Rotate(r)) else {
                assert!(u32::from(r) >= roundrobin::table_size(players) - 1);
                continue;
            };
            let (runs, windows) = colour_faults(&s);
            if players % 2 == 1 {
                assert_eq!((runs, windows), (vec![], vec![]), "{players} rotate={r}");
            } else if r == 2 {
                // The table's round 1 then closes each cycle: its two players on board 1
                // who start with two equal colours have three at the turn.
                assert_eq!(runs.len(), 2, "{players} rotate={r}");
            } else {
                assert_eq!(runs, vec![], "{players} rotate={r}");
                assert!(windows.len() <= 4, "{players} rotate={r}: {windows:?}");
            }
        }
    }
    assert!(schedule(6, true, Variant::Rotate(6)).is_err());
    assert!("rotate=3".parse::<Variant>().is_err());
}

#[test]
fn balanced_boards() {
    for players in 5..=14u32 {
        let plain = schedule(players, false, Variant::Fide).unwrap();
        let mut s = plain.clone();
        let balance = s.balance_boards();
        assert!(balance.balanced, "{players} players: {balance:?}");
        for (a, b) in plain.rounds.iter().zip(&s.rounds) {
            let mut x = a.pairs.clone();
            let mut y = b.pairs.clone();
            x.sort_unstable();
            y.sort_unstable();
            assert_eq!(x, y, "boards move, pairings and colours stay");
            assert_eq!(a.bye, b.bye);
        }
        let boards = s.rounds[0].pairs.len();
        for (p, counts) in s.board_counts().iter().enumerate() {
            let games: u32 = counts.iter().sum();
            let lo = games / boards as u32;
            let hi = games.div_ceil(boards as u32);
            assert!(
                counts.iter().all(|&c| c >= lo && c <= hi),
                "{players} players, player {}: {counts:?}",
                p + 1
            );
            if players % 2 == 0 {
                assert!(counts.iter().all(|&c| (1..=2).contains(&c)));
            }
        }
    }
    // Four players: two boards, three rounds; no arrangement seats everyone at each board.
    let mut four = schedule(4, false, Variant::Fide).unwrap();
    assert!(!four.balance_boards().balanced);
}

/// Which round robins of 3 to 36 players get balanced boards (every player at every board
/// between ⌊g/k⌋ and ⌈g/k⌉ times, g games on k boards): every single round robin but 4
/// players, where no arrangement exists (three rounds on two boards), and every double
/// round robin in every variant. Boards move; pairings, colours and byes stay.
#[test]
fn balanced_boards_for_every_size_up_to_36() {
    let within = |s: &Schedule| -> bool {
        let boards = s.rounds.iter().map(|r| r.pairs.len()).max().unwrap() as u32;
        s.board_counts().iter().all(|counts| {
            let games: u32 = counts.iter().sum();
            counts
                .iter()
                .all(|&c| c >= games / boards && c <= games.div_ceil(boards))
        })
    };
    let same_games = |a: &Schedule, b: &Schedule, what: &str| {
        assert_eq!(a.rounds.len(), b.rounds.len(), "{what}");
        for (x, y) in a.rounds.iter().zip(&b.rounds) {
            let mut p = x.pairs.clone();
            let mut q = y.pairs.clone();
            p.sort_unstable();
            q.sort_unstable();
            assert_eq!(p, q, "{what}: boards move, pairings and colours stay");
            assert_eq!(x.bye, y.bye, "{what}");
        }
    };
    for players in 3..=36u32 {
        let plain = schedule(players, false, Variant::Fide).unwrap();
        let mut s = plain.clone();
        let balance = s.balance_boards();
        assert_eq!(balance.balanced, within(&s), "{players} players");
        assert_eq!(
            balance.balanced,
            players != 4,
            "{players} players: {balance:?}"
        );
        same_games(&plain, &s, &format!("{players} players"));
    }
    for players in 3..=36u32 {
        let rounds = players - 1 + players % 2;
        let rotations = (2..=rounds).step_by(2).map(|r| Variant::Rotate(r as u16));
        for variant in [Variant::Fide, Variant::Standard, Variant::Adjusted]
            .into_iter()
            .chain(rotations)
        {
            let plain = schedule(players, true, variant).unwrap();
            let mut s = plain.clone();
            let balance = s.balance_boards();
            let what = format!("{players} players, {variant}");
            assert!(balance.balanced, "{what}: {balance:?}");
            assert!(within(&s), "{what}");
            same_games(&plain, &s, &what);
        }
    }
}

#[test]
fn varma_groups_never_meet_in_the_last_three_rounds() {
    for players in 9..=24usize {
        let groups = varma::groups(players).unwrap();
        let s = schedule(players as u32, false, Variant::Fide).unwrap();
        let rounds = s.rounds.len();
        let group_of = |n: u32| groups.iter().position(|g| g.contains(&n)).unwrap();
        for (r, round) in s.rounds.iter().enumerate() {
            for &(w, b) in &round.pairs {
                // The published row for 11/12 players puts 6 and 12 in one group, and the
                // table pairs them in the last round: the one exception.
                let exception = players == 12 && (w, b) == (6, 12);
                if r + 3 >= rounds && !exception {
                    assert_ne!(
                        group_of(w),
                        group_of(b),
                        "{players}: {w}-{b} in round {}",
                        r + 1
                    );
                }
            }
        }
    }
    // The published rows, as printed.
    assert_eq!(
        varma::groups(10).unwrap(),
        [vec![3, 4, 8], vec![5, 7, 9], vec![1, 6], vec![2, 10]]
    );
    // 21/22 and 23/24 players (C.05 Annex 2, point 5); like the other rows they keep every
    // group apart in the last three rounds (checked above).
    assert_eq!(
        varma::groups(22).unwrap(),
        [
            vec![6, 7, 8, 9, 10, 17, 18, 19, 20],
            vec![1, 2, 3, 4, 12, 13, 14, 15],
            vec![11, 16, 21],
            vec![5, 22]
        ]
    );
    assert_eq!(
        varma::groups(24).unwrap(),
        [
            vec![6, 7, 8, 9, 10, 11, 19, 20, 21, 22],
            vec![1, 2, 3, 4, 13, 14, 15, 16, 17],
            vec![12, 18, 23],
            vec![5, 24]
        ]
    );
    // An odd field drops the bye's number: 23 players leave 24 out of group D.
    assert_eq!(varma::groups(23).unwrap()[3], vec![5]);
    assert_eq!(
        varma::groups(19).unwrap(),
        [
            vec![6, 7, 8, 9, 15, 16, 17, 18],
            vec![1, 2, 3, 11, 12, 13, 14],
            vec![5, 10, 19],
            vec![4]
        ]
    );
}

fn reference() -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/reference/fixed-schedules.md");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The table rows of the reference under the heading that starts with `heading`: the
/// cells of each row, header and separator left out.
fn section_rows(text: &str, heading: &str) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    let mut inside = false;
    for line in text.lines() {
        if line.starts_with("###") || line.starts_with("## ") {
            inside = line.trim_start_matches('#').trim().starts_with(heading);
            continue;
        }
        if inside && line.starts_with('|') && !line.starts_with("|---") {
            let cells: Vec<String> = line
                .trim()
                .trim_matches('|')
                .split('|')
                .map(|c| c.trim().to_string())
                .collect();
            if cells[0].starts_with("Rd") || cells[0] == "Board" {
                continue;
            }
            rows.push(cells);
        }
    }
    rows
}

#[test]
fn scheveningen_equals_the_reference_tables() {
    let text = reference();
    for boards in [4u32, 6, 8, 9, 10] {
        let rows = section_rows(&text, &format!("{boards} boards"));
        assert_eq!(rows.len() as u32, boards);
        let s = scheveningen::schedule(boards).unwrap();
        assert!(s.published);
        for (b, row) in rows.iter().enumerate() {
            assert_eq!(row.len() as u32, boards);
            for (r, cell) in row.iter().enumerate() {
                assert_eq!(
                    s.rounds[r][b].to_string(),
                    *cell,
                    "{boards} boards, round {}, board {}",
                    r + 1,
                    b + 1
                );
            }
        }
    }
    // The construction reproduces the 4- and 8-board tables.
    for boards in [4, 8] {
        assert_eq!(
            scheveningen::construction(boards).unwrap().rounds,
            scheveningen::schedule(boards).unwrap().rounds
        );
    }
}

#[test]
fn scheveningen_colours() {
    for boards in 1..=20u32 {
        let s = scheveningen::schedule(boards).unwrap();
        let mut seqs: HashMap<(bool, u32), Vec<Colour>> = HashMap::new();
        for round in &s.rounds {
            for g in round {
                seqs.entry((g.white.team_a, g.white.board))
                    .or_default()
                    .push(Colour::White);
                seqs.entry((g.black.team_a, g.black.board))
                    .or_default()
                    .push(Colour::Black);
            }
        }
        for (player, seq) in &seqs {
            assert_eq!(seq.len() as u32, boards);
            let runs = seq
                .windows(3)
                .filter(|w| w[0] == w[1] && w[1] == w[2])
                .count();
            assert_eq!(runs, 0, "{boards} boards: {player:?} {seq:?}");
            let whites = seq.iter().filter(|&&c| c == Colour::White).count() as i64;
            let blacks = boards as i64 - whites;
            assert!((whites - blacks).abs() <= 2, "{boards} boards: {player:?}");
        }
    }
}

#[test]
fn hilton_equals_the_reference_tables() {
    let text = reference();
    for teams in [4u32, 6, 8, 10] {
        let rows = section_rows(&text, &format!("{teams} teams"));
        assert_eq!(rows.len() as u32, teams - 1);
        let s = hilton::schedule(teams, None).unwrap();
        assert_eq!(s.boards, teams - 1);
        for (b, row) in rows.iter().enumerate() {
            assert_eq!(row[0], (b + 1).to_string());
            for r in 0..hilton::ROUNDS {
                let printed: Vec<String> = s.cells[b][r]
                    .games
                    .iter()
                    .map(ToString::to_string)
                    .collect();
                assert_eq!(
                    printed.join(" "),
                    row[r + 1],
                    "{teams} teams, board {}",
                    b + 1
                );
                assert!(s.cells[b][r].byes.is_empty());
            }
        }
    }
}

#[test]
fn hilton_promises() {
    for teams in 3..=10u32 {
        let natural = hilton::schedule(teams, None).unwrap().boards;
        for boards in 1..=2 * natural + 1 {
            let s = hilton::schedule(teams, Some(boards)).unwrap();
            assert_eq!(s.cells.len() as u32, boards);
            for t in 0..teams {
                let team = hilton::letter(t);
                for b in 1..=boards {
                    let colours: Vec<Colour> = s.colours(team, b).into_iter().flatten().collect();
                    let all_same = colours.len() == 3 && colours.iter().all(|&c| c == colours[0]);
                    assert!(!all_same, "{teams} teams, {boards} boards: {team}{b}");
                    // A player meets a team at most once.
                    let mut opponents: Vec<char> =
                        s.opponents(team, b).into_iter().flatten().collect();
                    let n = opponents.len();
                    opponents.sort_unstable();
                    opponents.dedup();
                    assert_eq!(opponents.len(), n, "{teams} teams: {team}{b}");
                }
            }
            if boards == natural && teams % 2 == 0 {
                // Every round, each team meets every other team on exactly one board.
                for r in 0..hilton::ROUNDS {
                    for t in 0..teams {
                        let team = hilton::letter(t);
                        let mut met: Vec<char> = (1..=boards)
                            .filter_map(|b| s.opponents(team, b)[r])
                            .collect();
                        met.sort_unstable();
                        let others: Vec<char> =
                            (0..teams).filter(|&u| u != t).map(hilton::letter).collect();
                        assert_eq!(met, others, "{teams} teams, round {}", r + 1);
                    }
                }
            }
        }
    }
}

// ---- The pairing system on a tournament ----

fn field(players: u32, planned: u16, code: Option<&str>) -> Tournament {
    let mut t = Tournament::default();
    for i in 0..players {
        t.add_player(Player::named(format!("Player {i:02}")));
    }
    t.planned_rounds = Some(planned);
    t.info.system_code = code.map(str::to_string);
    t
}

fn p(n: u32) -> PlayerId {
    PlayerId::new(n).unwrap()
}

fn play_round(t: &mut Tournament, games: &[PairedGame], bye: Option<PlayerId>) {
    let games = games
        .iter()
        .map(|g| Game::new(g.white, g.black).with_result(GameResult::DRAW))
        .collect();
    let byes = bye
        .map(|b| (b, ByeKind::PairingAllocated))
        .into_iter()
        .collect();
    t.push_round(Round::new(games, byes).unwrap()).unwrap();
}

fn as_numbers(games: &[PairedGame]) -> Vec<(u32, u32)> {
    games
        .iter()
        .map(|g| (g.white.get(), g.black.get()))
        .collect()
}

#[test]
fn the_system_plays_the_whole_schedule() {
    /// System name, players, planned rounds, 192 code, expected variant, double.
    type Case<'a> = (&'a str, u32, u16, Option<&'a str>, Variant, bool);
    let cases: [Case; 6] = [
        ("roundrobin", 8, 7, None, Variant::Fide, false),
        ("roundrobin", 7, 14, None, Variant::Fide, true),
        (
            "roundrobin",
            6,
            10,
            Some("DOUBLE_ROUND_ROBIN_STANDARD"),
            Variant::Standard,
            true,
        ),
        (
            "roundrobin:rotate=4",
            10,
            18,
            None,
            Variant::Rotate(4),
            true,
        ),
        (
            "ROUND_ROBIN",
            5,
            10,
            Some("DOUBLE_ROUND_ROBIN_ADJUSTED"),
            Variant::Adjusted,
            true,
        ),
        (
            "roundrobin:standard",
            6,
            5,
            Some("DOUBLE_ROUND_ROBIN_ADJUSTED"),
            Variant::Standard,
            true,
        ),
    ];
    for (name, players, planned, code, variant, double) in cases {
        let engine = system_by_name(name).unwrap();
        let mut t = field(players, planned, code);
        let expected = schedule(players, double, variant).unwrap();
        for r in &expected.rounds {
            let pairing = engine.pair(&t).unwrap();
            assert_eq!(pairing.round.get(), r.round);
            assert_eq!(
                as_numbers(&pairing.games),
                r.pairs,
                "{name} round {}",
                r.round
            );
            assert_eq!(pairing.bye.map(PlayerId::get), r.bye);
            let check = engine.check(&t, &pairing.games, pairing.bye).unwrap();
            assert!(check.agrees());
            play_round(&mut t, &pairing.games, pairing.bye);
        }
        assert!(matches!(
            engine.pair(&t),
            Err(PairingError::BeyondLastRound { .. })
        ));
    }
}

#[test]
fn check_lists_the_differences_from_the_table() {
    let engine = system_by_name("roundrobin").unwrap();
    let t = field(5, 5, None);
    // The table: 2-5, 3-4, bye 1. Give 5 white and pair 1 instead of 3.
    let games = [
        PairedGame {
            white: p(5),
            black: p(2),
            handicap: 0,
        },
        PairedGame {
            white: p(1),
            black: p(4),
            handicap: 0,
        },
    ];
    let report = engine.check(&t, &games, Some(p(3))).unwrap();
    let what: Vec<&str> = report.differences.iter().map(|d| d.what.as_str()).collect();
    assert_eq!(report.differences.len(), 4, "{what:?}");
    assert!(what[0].contains("the table gives white to 2"));
    assert!(what[1].contains("1 - 4 is not a game of the table"));
    assert!(what[2].contains("the table pairs 3 - 4"));
    assert!(what[3].contains("pairing-allocated bye: 3 instead of 1"));
}

#[test]
fn withdrawals_and_absences_keep_the_table() {
    let engine = system_by_name("roundrobin").unwrap();
    let mut t = field(6, 5, None);
    // Round 1: 1-6 2-5 3-4.
    t.player_mut(p(2)).unwrap().withdrawn_from = RoundNo::new(1);
    t.requests.push(ByeRequest {
        player: p(3),
        round: RoundNo::FIRST,
        kind: Some(ByeKind::Half),
    });
    let pairing = engine.pair(&t).unwrap();
    assert_eq!(as_numbers(&pairing.games), vec![(1, 6), (2, 5)]);
    assert_eq!(pairing.requested_byes, vec![(p(3), ByeKind::Half)]);
    let notes: Vec<&str> = pairing.brackets[0]
        .deviations
        .iter()
        .map(|d| d.detail.as_str())
        .collect();
    assert_eq!(notes.len(), 2, "{notes:?}");
    assert!(notes[0].contains("2 has withdrawn"));
    assert!(notes[1].contains("4, drawn against 3"));
    // The round is a valid round of the model.
    pairing.to_round().unwrap();
}

#[test]
fn black_for_the_top_seed_reverses_every_colour() {
    let engine = system_by_name("roundrobin").unwrap();
    let mut t = field(4, 3, None);
    t.initial_colour = Some(Colour::Black);
    let pairing = engine.pair(&t).unwrap();
    assert_eq!(as_numbers(&pairing.games), vec![(4, 1), (3, 2)]);
}

#[test]
fn names_and_errors() {
    for name in [
        "roundrobin",
        "roundrobin:fide",
        "roundrobin:standard",
        "roundrobin:adjusted",
        "roundrobin:rotate=4",
        "ROUND_ROBIN",
        "DOUBLE_ROUND_ROBIN_FIDE",
        "DOUBLE_ROUND_ROBIN_ROTATE_6",
    ] {
        assert!(system_by_name(name).is_some(), "{name}");
    }
    assert!(system_by_name("roundrobin:rotate=3").is_none());
    assert!(system_by_name("roundrobin:sideways").is_none());
    // A rotation that does not fit the field is reported at pairing time.
    let engine = system_by_name("roundrobin:rotate=8").unwrap();
    let t = field(6, 10, None);
    assert!(matches!(engine.pair(&t), Err(PairingError::Schedule(_))));
    let t = field(1, 1, None);
    assert!(matches!(
        system_by_name("roundrobin").unwrap().pair(&t),
        Err(PairingError::NoValidPairing(_))
    ));
}
