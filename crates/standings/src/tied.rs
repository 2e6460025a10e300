//! What individual and team standings share: the splitting of tied groups by an ordered
//! list of tie-breaks (C.07 art. 4.2) with shared places, and direct encounter (art. 6)
//! over one table. Rows are indices (start rank - 1 for players, team order for teams);
//! every group and every part is kept in index order.

use crate::rules::{Mode, Rules};
use crate::table::Table;
use crate::value::Value;
use std::cmp::Ordering;

/// How a tie-break of a list splits a tied group.
pub(crate) trait GroupRule {
    /// Resolved inside each tied group (direct encounter and the like): the value is the
    /// place inside the group, 0 when it separated nobody.
    fn in_group(&self) -> bool;
    /// For the others: higher values rank first.
    fn higher_first(&self) -> bool;
}

/// One row of the final order.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Placed {
    /// The row's index.
    pub index: usize,
    /// The place, shared by rows tied on every tie-break.
    pub rank: u32,
    /// The tie-break that separated this row from the one above.
    pub separated_by: Option<usize>,
}

/// Orders `n` rows by `list`: each tie-break only separates rows still tied on all the
/// previous ones. `cols[k]` holds the values of `list[k]`; for the tie-breaks resolved
/// inside a group (`resolve`, which returns the parts in order) it is filled with the
/// place inside the group.
pub(crate) fn rank<T: GroupRule>(
    n: usize,
    list: &[T],
    cols: &mut [Vec<Option<Value>>],
    mut resolve: impl FnMut(&T, &[usize]) -> Vec<Vec<usize>>,
) -> Vec<Placed> {
    // Groups still tied, in order, with the index of the tie-break that separated the
    // group from the one above.
    let mut groups: Vec<(Vec<usize>, Option<usize>)> = if n == 0 {
        Vec::new()
    } else {
        vec![((0..n).collect(), None)]
    };
    for (k, tb) in list.iter().enumerate() {
        let mut next = Vec::with_capacity(groups.len());
        for (g, sep) in groups {
            if g.len() < 2 {
                if tb.in_group() {
                    for &p in &g {
                        cols[k][p] = Some(Value::ZERO);
                    }
                }
                next.push((g, sep));
                continue;
            }
            let parts = if tb.in_group() {
                let parts = resolve(tb, &g);
                let split = parts.len() > 1;
                let mut place = 1;
                for part in &parts {
                    for &p in part {
                        cols[k][p] = Some(Value::whole(if split { place } else { 0 }));
                    }
                    place += part.len() as i64;
                }
                parts
            } else {
                split_by_value(g, &cols[k], tb.higher_first())
            };
            // The first part keeps the group's boundary; the others were made by this one.
            for (i, part) in parts.into_iter().enumerate() {
                next.push((part, if i == 0 { sep } else { Some(k) }));
            }
        }
        groups = next;
    }
    let mut out = Vec::with_capacity(n);
    for (g, sep) in groups {
        let rank = u32::try_from(out.len() + 1).unwrap_or(u32::MAX);
        for (i, index) in g.into_iter().enumerate() {
            out.push(Placed {
                index,
                rank,
                separated_by: if i == 0 { sep } else { None },
            });
        }
    }
    out
}

/// Higher values first (lower first for `higher == false`); an undefined value ranks
/// after every defined one. The parts keep index order inside.
fn split_by_value(mut g: Vec<usize>, col: &[Option<Value>], higher: bool) -> Vec<Vec<usize>> {
    let key = |p: &usize| col[*p];
    g.sort_by(|a, b| match (key(a), key(b)) {
        (Some(x), Some(y)) if higher => y.cmp(&x).then(a.cmp(b)),
        (Some(x), Some(y)) => x.cmp(&y).then(a.cmp(b)),
        (Some(_), None) => Ordering::Less,
        (None, Some(_)) => Ordering::Greater,
        (None, None) => a.cmp(b),
    });
    let mut parts: Vec<Vec<usize>> = Vec::new();
    for p in g {
        match parts.last_mut() {
            Some(last) if last.last().map(key) == Some(key(&p)) => last.push(p),
            _ => parts.push(vec![p]),
        }
    }
    parts
}

/// A score as an exact fraction (the average of several games against one opponent).
#[derive(Copy, Clone, Debug)]
struct Frac {
    num: i64,
    den: i64,
}

impl Frac {
    const ZERO: Frac = Frac { num: 0, den: 1 };

    fn add(self, num: i64, den: i64) -> Frac {
        let n = self.num * den + num * self.den;
        let d = self.den * den;
        let g = gcd(n.abs(), d).max(1);
        Frac {
            num: n / g,
            den: d / g,
        }
    }

    fn cmp(self, o: Frac) -> Ordering {
        (i128::from(self.num) * i128::from(o.den)).cmp(&(i128::from(o.num) * i128::from(self.den)))
    }
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// C.07 art. 6 (DE) on the scores of `t`, applied to one tied group and again to every
/// part it leaves tied, until a pass separates no one.
pub(crate) fn direct_encounter(
    t: &Table,
    rules: &Rules,
    group: &[usize],
    forfeits_played: bool,
) -> Vec<Vec<usize>> {
    let parts = de_pass(t, rules, group, forfeits_played);
    if parts.len() < 2 {
        return vec![group.to_vec()];
    }
    let mut out = Vec::new();
    for part in parts {
        if part.len() > 1 {
            out.extend(direct_encounter(t, rules, &part, forfeits_played));
        } else {
            out.push(part);
        }
    }
    out
}

/// One pass of direct encounter over a tied group, on the scores of `t`.
///
/// Art. 6.1: each one's score is the points made against the others of the group, the
/// average when they met more than once. Art. 6.2: when all of them have met (always so in
/// a round robin) the scores rank the group. Otherwise one is placed above the rest only
/// when that score beats the most each of the others could have reached by winning the
/// games they did not play within the group; the first for whom that fails and everyone
/// below remain tied.
pub(crate) fn de_pass(
    t: &Table,
    rules: &Rules,
    group: &[usize],
    forfeits_played: bool,
) -> Vec<Vec<usize>> {
    // Membership by binary search: a group is small next to the field, so no per-group
    // table of the whole field.
    let mut members = group.to_vec();
    members.sort_unstable();
    let in_group = |p: usize| members.binary_search(&p).is_ok();
    let others = group.len() as i64 - 1;
    // (row, score, opponents met)
    let mut scored: Vec<(usize, Frac, i64)> = Vec::with_capacity(group.len());
    for &p in group {
        let mut per_opp: Vec<(usize, i64, i64)> = Vec::new();
        for c in t.row(p) {
            let Some(o) = rules.encounter(c, forfeits_played) else {
                continue;
            };
            if !in_group(o) || o == p {
                continue;
            }
            match per_opp.iter_mut().find(|e| e.0 == o) {
                Some(e) => {
                    e.1 += c.points;
                    e.2 += 1;
                }
                None => per_opp.push((o, c.points, 1)),
            }
        }
        let score = per_opp
            .iter()
            .fold(Frac::ZERO, |acc, &(_, pts, games)| acc.add(pts, games));
        scored.push((p, score, per_opp.len() as i64));
    }
    let all_met = rules.mode == Mode::RoundRobin || scored.iter().all(|s| s.2 == others);
    if all_met {
        // Ties by index, so every part is in index order.
        scored.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(&b.0)));
        let mut parts: Vec<Vec<usize>> = Vec::new();
        let mut prev: Option<Frac> = None;
        for (p, s, _) in scored {
            match (parts.last_mut(), prev) {
                (Some(last), Some(q)) if q.cmp(s) == Ordering::Equal => last.push(p),
                _ => parts.push(vec![p]),
            }
            prev = Some(s);
        }
        return parts;
    }
    let max_of = |s: Frac, met: i64| s.add((others - met) * t.win, 1);
    scored.sort_by(|a, b| {
        b.1.cmp(a.1)
            .then(max_of(b.1, b.2).cmp(max_of(a.1, a.2)))
            .then(a.0.cmp(&b.0))
    });
    let mut parts: Vec<Vec<usize>> = Vec::new();
    let mut unique = true;
    for i in 0..scored.len() {
        let p = scored[i].0;
        if i == 0 {
            parts.push(vec![p]);
            continue;
        }
        let best_below = scored[i..]
            .iter()
            .map(|s| max_of(s.1, s.2))
            .max_by(|a, b| a.cmp(*b));
        let beats = best_below.is_some_and(|m| scored[i - 1].1.cmp(m) == Ordering::Greater);
        if unique && beats {
            parts.push(vec![p]);
        } else {
            unique = false;
            if let Some(last) = parts.last_mut() {
                last.push(p);
            }
        }
    }
    for part in &mut parts {
        part.sort_unstable();
    }
    parts
}
