//! Ranking by an ordered list of tie-breaks (C.07 art. 4.2), direct encounter resolved
//! inside each tied group (art. 6), shared places for participants tied on everything.

use crate::code::{Base, TieBreak};
use crate::compute::{self, Ctx};
use crate::rules::{Mode, Options};
use crate::table::Table;
use crate::value::Value;
use arbiter_core::{PlayerId, Tournament};
use std::cmp::Ordering;

/// Why standings cannot be computed.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum StandingsError {
    /// Team scores (match or game points) need a team event; individual events rank on
    /// their points.
    #[error("tie-break {0} is computed on team scores, which this event does not have")]
    TeamScores(String),
}

/// One line of the standings.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct Row {
    /// The player.
    pub player: PlayerId,
    /// The place: players tied on every tie-break share it (two players 11th, the next 13th).
    pub rank: u32,
    /// The value of each tie-break, in list order; `None` where undefined. For `DE` the
    /// value is the place inside the group it separated (0 when it separated nobody).
    pub values: Vec<Option<Value>>,
    /// The index in the list of the tie-break that separated this player from the one
    /// above; `None` for the first player and for players tied with the one above.
    pub separated_by: Option<usize>,
}

/// Final standings.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct Standings {
    /// The tie-break list, in order.
    pub tiebreaks: Vec<TieBreak>,
    /// Rows in final rank order (ties by start rank).
    pub rows: Vec<Row>,
    /// The settings used.
    pub options: Options,
}

impl Standings {
    /// The row of a player.
    #[must_use]
    pub fn row_of(&self, player: PlayerId) -> Option<&Row> {
        self.rows.iter().find(|r| r.player == player)
    }

    /// Ranks by start rank - 1.
    #[must_use]
    pub fn ranks(&self) -> Vec<u32> {
        let mut out = vec![0; self.rows.len()];
        for r in &self.rows {
            if let Some(slot) = out.get_mut(r.player.index()) {
                *slot = r.rank;
            }
        }
        out
    }
}

/// The values of `list` for every player, in start-rank order (`DE` gives `None`: it only
/// exists inside a ranking, see [`standings`]).
///
/// # Errors
/// When a tie-break asks for team scores.
pub fn tiebreak_values(
    t: &Tournament,
    list: &[TieBreak],
    opts: &Options,
) -> Result<Vec<Vec<Option<Value>>>, StandingsError> {
    check(list)?;
    let table = Table::build(t, opts.rounds);
    let ctx = Ctx::new(&table, opts);
    let cols: Vec<Vec<Option<Value>>> = list.iter().map(|tb| compute::values(&ctx, tb)).collect();
    Ok((0..table.players)
        .map(|p| cols.iter().map(|c| c[p]).collect())
        .collect())
}

fn check(list: &[TieBreak]) -> Result<(), StandingsError> {
    match list
        .iter()
        .find(|tb| tb.score != crate::code::ScoreBase::Points)
    {
        Some(tb) => Err(StandingsError::TeamScores(tb.to_string())),
        None => Ok(()),
    }
}

/// Ranks the players by `list`, in order (C.07 art. 4.2): each tie-break only separates
/// players still tied on all the previous ones. `DE` is resolved inside each such group
/// (art. 6).
///
/// # Errors
/// When a tie-break asks for team scores.
pub fn standings(
    t: &Tournament,
    list: &[TieBreak],
    opts: &Options,
) -> Result<Standings, StandingsError> {
    check(list)?;
    let table = Table::build(t, opts.rounds);
    let ctx = Ctx::new(&table, opts);
    let mut cols: Vec<Vec<Option<Value>>> =
        list.iter().map(|tb| compute::values(&ctx, tb)).collect();
    let n = table.players;
    // Groups of players still tied, in order, each in start-rank order, with the index of
    // the tie-break that separated the group from the one above.
    let mut groups: Vec<(Vec<usize>, Option<usize>)> = if n == 0 {
        Vec::new()
    } else {
        vec![((0..n).collect(), None)]
    };
    for (k, tb) in list.iter().enumerate() {
        let mut next = Vec::with_capacity(groups.len());
        for (g, sep) in groups {
            if g.len() < 2 {
                if tb.base == Base::De {
                    for &p in &g {
                        cols[k][p] = Some(Value::ZERO);
                    }
                }
                next.push((g, sep));
                continue;
            }
            let parts = if tb.base == Base::De {
                let parts = direct_encounter(&ctx, &g, tb.forfeits_played);
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
                split_by_value(g, &cols[k], tb.higher_is_better())
            };
            // The first part keeps the group's boundary; the others were made by this one.
            for (i, part) in parts.into_iter().enumerate() {
                next.push((part, if i == 0 { sep } else { Some(k) }));
            }
        }
        groups = next;
    }
    let mut rows = Vec::with_capacity(n);
    for (g, sep) in groups {
        let rank = u32::try_from(rows.len() + 1).unwrap_or(u32::MAX);
        for (i, p) in g.into_iter().enumerate() {
            rows.push(Row {
                player: PlayerId::from_index(p),
                rank,
                values: cols.iter().map(|c| c[p]).collect(),
                separated_by: if i == 0 { sep } else { None },
            });
        }
    }
    Ok(Standings {
        tiebreaks: list.to_vec(),
        rows,
        options: *opts,
    })
}

/// Higher values first (lower first for `higher == false`); an undefined value ranks
/// after every defined one.
fn split_by_value(mut g: Vec<usize>, col: &[Option<Value>], higher: bool) -> Vec<Vec<usize>> {
    let key = |p: &usize| col[*p];
    g.sort_by(|a, b| match (key(a), key(b)) {
        (Some(x), Some(y)) if higher => y.cmp(&x),
        (Some(x), Some(y)) => x.cmp(&y),
        (Some(_), None) => Ordering::Less,
        (None, Some(_)) => Ordering::Greater,
        (None, None) => Ordering::Equal,
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

/// C.07 art. 6 (DE), applied to one tied group and again to every part it leaves tied,
/// until a pass separates no one.
fn direct_encounter(ctx: &Ctx<'_>, group: &[usize], forfeits_played: bool) -> Vec<Vec<usize>> {
    let parts = de_pass(ctx, group, forfeits_played);
    if parts.len() < 2 {
        return vec![group.to_vec()];
    }
    let mut out = Vec::new();
    for part in parts {
        if part.len() > 1 {
            out.extend(direct_encounter(ctx, &part, forfeits_played));
        } else {
            out.push(part);
        }
    }
    out
}

/// One pass of direct encounter over a tied group.
///
/// Art. 6.1: each player's score is the points made against the others of the group, the
/// average when they met more than once. Art. 6.2: when all of them have met (always so in
/// a round robin) the scores rank the group. In a Swiss where some have not, a player is
/// placed above the rest only when that score beats the most each of the others could have
/// reached by winning the games they did not play within the group; the first player for
/// whom that fails and everyone below remain tied.
fn de_pass(ctx: &Ctx<'_>, group: &[usize], forfeits_played: bool) -> Vec<Vec<usize>> {
    let t = ctx.t;
    // Membership by binary search: a group is small next to the field, so no per-group
    // table of the whole field.
    let mut members = group.to_vec();
    members.sort_unstable();
    let in_group = |p: usize| members.binary_search(&p).is_ok();
    let others = group.len() as i64 - 1;
    // (player, score, opponents met)
    let mut scored: Vec<(usize, Frac, i64)> = Vec::with_capacity(group.len());
    for &p in group {
        let mut per_opp: Vec<(usize, i64, i64)> = Vec::new();
        for c in t.row(p) {
            let Some(o) = ctx.rules.encounter(c, forfeits_played) else {
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
    let all_met = ctx.rules.mode == Mode::RoundRobin || scored.iter().all(|s| s.2 == others);
    if all_met {
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
