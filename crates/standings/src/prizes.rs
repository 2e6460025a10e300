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

/// `(player, place, primary score)` of each entrant, best first.
type Placed = (PlayerId, u32, Value);

/// The entrants of the ranking with their places and primary scores, best first.
fn places(s: &Ranking) -> Vec<Placed> {
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
    share(&places(s), prizes, sharing)
}

/// [`distribute`] over `rows`, a final order or a part of one.
fn share(rows: &[Placed], prizes: &[u64], sharing: Sharing) -> Vec<Award> {
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
/// player, as prize regulations usually set it. The main prizes are shared as without
/// categories (`sharing`: tied players pool the prizes of their places, by the Hort
/// system, or by place), so that adding a category never changes how they are shared;
/// then each category's prizes go to its players without a prize yet, shared the same
/// way, the categories with the most valuable first prize first (then as given). A
/// player who would win more in a category than their share of the main prizes takes
/// the category's prize instead, and their main prize passes to the next players. A
/// category's list holds its players in their overall order.
#[must_use]
pub fn distribute_with_categories(
    s: &Ranking,
    t: &arbiter_core::Tournament,
    main: &[u64],
    categories: &[(crate::Category, Vec<u64>)],
    sharing: Sharing,
) -> Vec<ListedAward> {
    share_with_categories(&places(s), t, main, categories, sharing)
}

/// [`distribute_with_categories`] over the final order `rows`.
fn share_with_categories(
    rows: &[Placed],
    t: &arbiter_core::Tournament,
    main: &[u64],
    categories: &[(crate::Category, Vec<u64>)],
    sharing: Sharing,
) -> Vec<ListedAward> {
    let in_category =
        |k: usize, p: PlayerId| t.player(p).is_some_and(|pl| categories[k].0.contains(pl));
    let mut order: Vec<usize> = (0..categories.len()).collect();
    order.sort_by_key(|&k| std::cmp::Reverse(categories[k].1.first().copied().unwrap_or(0)));
    let subset = |keep: &dyn Fn(PlayerId) -> bool| {
        rows.iter()
            .filter(|r| keep(r.0))
            .copied()
            .collect::<Vec<Placed>>()
    };
    // Players who take a category's prize rather than their share of the main prizes.
    let mut declined: Vec<PlayerId> = Vec::new();
    loop {
        let main_awards = share(&subset(&|p| !declined.contains(&p)), main, sharing);
        let mut taken: Vec<PlayerId> = main_awards.iter().map(|a| a.player).collect();
        // Who had a prize before each category's turn, and each category's awards.
        let mut before: Vec<Vec<PlayerId>> = Vec::with_capacity(order.len());
        let mut listed: Vec<(usize, Vec<Award>)> = Vec::with_capacity(order.len());
        for &k in &order {
            before.push(taken.clone());
            let awards = share(
                &subset(&|p| in_category(k, p) && !taken.contains(&p)),
                &categories[k].1,
                sharing,
            );
            taken.extend(awards.iter().map(|a| a.player));
            listed.push((k, awards));
        }
        // The best placed main prize winner who would win more in one of their categories.
        let better = main_awards.iter().find(|a| {
            order.iter().zip(&before).any(|(&k, had)| {
                in_category(k, a.player)
                    && share(
                        &subset(&|p| in_category(k, p) && (p == a.player || !had.contains(&p))),
                        &categories[k].1,
                        sharing,
                    )
                    .iter()
                    .any(|x| x.player == a.player && x.amount > a.amount)
            })
        });
        if let Some(a) = better {
            declined.push(a.player);
            continue;
        }
        let mut out: Vec<ListedAward> = main_awards
            .iter()
            .enumerate()
            .map(|(i, a)| ListedAward {
                player: a.player,
                amount: a.amount,
                list: None,
                place: i + 1,
            })
            .collect();
        for (k, awards) in listed {
            out.extend(awards.iter().enumerate().map(|(i, a)| ListedAward {
                player: a.player,
                amount: a.amount,
                list: Some(k),
                place: i + 1,
            }));
        }
        return out;
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod category_tests {
    use super::*;
    use crate::Category;
    use arbiter_core::{Player, Sex, Tournament};

    /// Six players in final order: points in tenths (ties share places under a shared
    /// sharing), the women by index.
    fn event(points: &[i64], women: &[usize]) -> (Tournament, Vec<Placed>) {
        let mut t = Tournament::default();
        let mut rows = Vec::new();
        for (i, &p) in points.iter().enumerate() {
            let mut pl = Player::named(format!("P{i}"));
            pl.sex = Some(if women.contains(&i) {
                Sex::Female
            } else {
                Sex::Male
            });
            let id = t.add_player(pl);
            rows.push((id, u32::try_from(i + 1).unwrap(), Value::from_tenths(p)));
        }
        (t, rows)
    }

    fn amounts(awards: &[ListedAward]) -> Vec<(usize, u64, Option<usize>)> {
        let mut v: Vec<_> = awards
            .iter()
            .map(|a| (a.player.index(), a.amount, a.list))
            .collect();
        v.sort_unstable();
        v
    }

    /// Issue 44: a category prize leaves the sharing of the main prizes as it was.
    #[test]
    fn issue_44_a_category_does_not_change_how_main_prizes_are_shared() {
        let (t, s) = event(&[50, 40, 40, 30, 20, 10], &[5]);
        let main = [300, 200, 100];
        let alone: Vec<(usize, u64, Option<usize>)> = share(&s, &main, Sharing::Equal)
            .iter()
            .map(|a| (a.player.index(), a.amount, None))
            .collect();
        assert_eq!(alone, [(0, 300, None), (1, 150, None), (2, 150, None)]);
        let women = vec![(Category::Sex(Sex::Female), vec![50])];
        let with = share_with_categories(&s, &t, &main, &women, Sharing::Equal);
        assert_eq!(
            amounts(&with),
            [
                (0, 300, None),
                (1, 150, None),
                (2, 150, None),
                (5, 50, Some(0))
            ]
        );
        // By the Hort system too.
        let hort = Sharing::Hort { own_percent: 50 };
        let with = share_with_categories(&s, &t, &main, &women, hort);
        let alone = share(&s, &main, hort);
        assert_eq!(
            amounts(&with)[..3],
            alone
                .iter()
                .map(|a| (a.player.index(), a.amount, None))
                .collect::<Vec<_>>()[..]
        );
    }

    /// One prize per player, the most valuable: a woman whose share of the main prizes
    /// is smaller than the women's first prize takes that, and her main share passes on;
    /// tied women share their category's prizes too.
    #[test]
    fn one_prize_per_player_the_most_valuable_shared_as_the_main_ones() {
        let (t, s) = event(&[50, 40, 30, 30, 20, 20], &[3, 4, 5]);
        let main = [300, 200, 100];
        let women = vec![(Category::Sex(Sex::Female), vec![120, 60])];
        let a = share_with_categories(&s, &t, &main, &women, Sharing::Equal);
        // P3 (a woman tied with P2 for third, a share of 50) takes the women's first
        // prize; P2 has the third prize alone; P4 and P5, tied, share the women's second.
        assert_eq!(
            amounts(&a),
            [
                (0, 300, None),
                (1, 200, None),
                (2, 100, None),
                (3, 120, Some(0)),
                (4, 30, Some(0)),
                (5, 30, Some(0)),
            ]
        );
    }
}
