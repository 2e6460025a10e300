//! Prize distribution in integer money units (cents, or whatever the smallest unit is).
//!
//! Three ways to treat players tied on points:
//! - [`Sharing::ByPlace`]: each player takes the prize of the place the tie-breaks give;
//!   only players tied on every tie-break (who share a place) share.
//! - [`Sharing::Equal`]: players tied on points pool the prizes of the places they occupy
//!   and share them equally.
//! - [`Sharing::Hort`]: the Hort system: a share of each prize (half by default) goes to
//!   the player placed there by the tie-breaks, the rest of the tied group's prizes is
//!   pooled and shared equally.
//!
//! Money is never split into fractions: a pool that does not divide evenly leaves a
//! remainder of `r` units, and the first `r` players of the group in final order (the ones
//! the tie-breaks place higher) receive one unit more. The total paid always equals the
//! total of the prizes for the places occupied.

use crate::ranked::Ranking;
use crate::value::Value;
use arbiter_core::PlayerId;

/// `(player, place, primary score)` of each entrant of the ranking, best first.
fn places(s: &Ranking) -> Vec<(PlayerId, u32, Value)> {
    s.rows
        .iter()
        .map(|r| (r.player, r.place, r.primary))
        .collect()
}

/// How players tied on points share.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub enum Sharing {
    /// By place; only players sharing a place share.
    ByPlace,
    /// Tied on points: equal shares of the pooled prizes.
    #[default]
    Equal,
    /// Hort system: `own_percent` of a place's prize goes to the player placed there (50
    /// in the usual Hort system), the rest is pooled among the tied players.
    Hort {
        /// The part of each prize kept by the player placed there, in percent.
        own_percent: u8,
    },
}

/// What one player receives.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct Award {
    /// The player.
    pub player: PlayerId,
    /// The amount, in money units.
    pub amount: u64,
}

/// Splits `pool` into `n` near-equal parts, the larger ones first.
fn split(pool: u64, n: usize) -> Vec<u64> {
    let n64 = n as u64;
    if n64 == 0 {
        return Vec::new();
    }
    let (q, r) = (pool / n64, pool % n64);
    (0..n64).map(|i| q + u64::from(i < r)).collect()
}

/// Awards `prizes` (the prize of place 1, place 2, ...) over the final order `s`. Players
/// are tied on points when their primary score (chess points, a Go McMahon score) is
/// equal. Only players with a non-zero award are listed, in final order.
#[must_use]
pub fn distribute(s: &Ranking, prizes: &[u64], sharing: Sharing) -> Vec<Award> {
    let rows = places(s);
    let mut out: Vec<Award> = Vec::new();
    let mut i = 0;
    while i < rows.len() && i < prizes.len() {
        // The group: same place (ByPlace) or same points (the others).
        let same = |a: usize, b: usize| match sharing {
            Sharing::ByPlace => rows[a].1 == rows[b].1,
            _ => rows[a].2 == rows[b].2,
        };
        let mut j = i + 1;
        while j < rows.len() && same(i, j) {
            j += 1;
        }
        let group = &rows[i..j];
        let places: Vec<u64> = (i..j)
            .map(|k| prizes.get(k).copied().unwrap_or(0))
            .collect();
        let amounts: Vec<u64> = match sharing {
            Sharing::ByPlace | Sharing::Equal => split(places.iter().sum(), group.len()),
            Sharing::Hort { own_percent } => {
                let pct = u64::from(own_percent.min(100));
                let own: Vec<u64> = places.iter().map(|p| p * pct / 100).collect();
                let pool: u64 = places.iter().zip(&own).map(|(p, o)| p - o).sum();
                own.iter()
                    .zip(split(pool, group.len()))
                    .map(|(o, s)| o + s)
                    .collect()
            }
        };
        for (row, amount) in group.iter().zip(amounts) {
            if amount > 0 {
                out.push(Award {
                    player: row.0,
                    amount,
                });
            }
        }
        i = j;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Options, Row, Standings, TieBreak, Value};

    fn standings(points: &[(i64, u32)]) -> Ranking {
        let s = Standings {
            tiebreaks: vec!["PTS".parse::<TieBreak>().unwrap(), "BH".parse().unwrap()],
            rows: points
                .iter()
                .enumerate()
                .map(|(i, &(pts, rank))| Row {
                    player: PlayerId::from_index(i),
                    rank,
                    values: vec![Some(Value::from_tenths(pts)), None],
                    separated_by: None,
                })
                .collect(),
            options: Options::default(),
        };
        Ranking::chess(s, 0)
    }

    #[test]
    fn equal_and_hort() {
        // Three players tied on 7 points for places 1-3, then a clear fourth.
        let s = standings(&[(70, 1), (70, 2), (70, 3), (60, 4)]);
        let prizes = [1000, 500, 200, 100];
        let eq = distribute(&s, &prizes, Sharing::Equal);
        assert_eq!(
            eq.iter().map(|a| a.amount).collect::<Vec<_>>(),
            [567, 567, 566, 100]
        );
        let hort = distribute(&s, &prizes, Sharing::Hort { own_percent: 50 });
        // Half of each prize by place (500, 250, 100), the other 850 shared (284, 283, 283).
        assert_eq!(
            hort.iter().map(|a| a.amount).collect::<Vec<_>>(),
            [784, 533, 383, 100]
        );
        let total: u64 = hort.iter().map(|a| a.amount).sum();
        assert_eq!(total, 1800);
        let by_place = distribute(&s, &prizes, Sharing::ByPlace);
        assert_eq!(
            by_place.iter().map(|a| a.amount).collect::<Vec<_>>(),
            [1000, 500, 200, 100]
        );
    }

    #[test]
    fn shared_place_shares() {
        let s = standings(&[(70, 1), (60, 2), (60, 2)]);
        let by_place = distribute(&s, &[300, 201, 0], Sharing::ByPlace);
        assert_eq!(
            by_place.iter().map(|a| a.amount).collect::<Vec<_>>(),
            [300, 101, 100]
        );
    }
}

/// A prize awarded under the one-prize-per-player rule: the player, the amount and which
/// list it comes from (`None`: the main prizes; `Some(k)`: the `k`-th category).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct ListedAward {
    /// The player.
    pub player: PlayerId,
    /// The amount, in money units.
    pub amount: u64,
    /// The list: `None` for the main prizes, `Some(k)` for category `k`.
    pub list: Option<usize>,
    /// The place within its list, from 1.
    pub place: usize,
}

/// Main prizes and category prizes (rating bands, age, sex, ...) with one prize per
/// player, as prize regulations usually set it: a player who could win several prizes
/// takes the most valuable one, and the others pass to the next players. Prizes are given
/// from the most valuable down (at equal value the main list first, then the categories
/// in the order given, then by place); each goes to the best-placed player of its list who
/// has no prize yet (the final order with its tie-breaks decides; prizes are not shared
/// here). A category's list holds its players in their overall order.
#[must_use]
pub fn distribute_with_categories(
    s: &Ranking,
    t: &arbiter_core::Tournament,
    main: &[u64],
    categories: &[(crate::Category, Vec<u64>)],
) -> Vec<ListedAward> {
    let mut slots: Vec<(u64, usize, usize)> = Vec::new(); // (amount, list + 1, place)
    for (place, &a) in main.iter().enumerate() {
        slots.push((a, 0, place + 1));
    }
    for (k, (_, prizes)) in categories.iter().enumerate() {
        for (place, &a) in prizes.iter().enumerate() {
            slots.push((a, k + 1, place + 1));
        }
    }
    slots.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2)));
    let order: Vec<PlayerId> = places(s).into_iter().map(|(p, _, _)| p).collect();
    let mut taken: Vec<PlayerId> = Vec::new();
    let mut out = Vec::new();
    for (amount, list, place) in slots {
        if amount == 0 {
            continue;
        }
        let winner = order.iter().copied().find(|&p| {
            !taken.contains(&p)
                && (list == 0
                    || t.player(p)
                        .is_some_and(|pl| categories[list - 1].0.contains(pl)))
        });
        if let Some(p) = winner {
            taken.push(p);
            out.push(ListedAward {
                player: p,
                amount,
                list: list.checked_sub(1),
                place,
            });
        }
    }
    out
}
