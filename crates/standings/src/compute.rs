//! One small function per tie-break code. Each returns one value per player, in start-rank
//! order; `None` where C.07 leaves the value undefined (no opponent to average, no rating).
//! Unplayed rounds are never interpreted here: [`Rules`] answers for them.

use crate::code::{Base, TieBreak};
use crate::rating;
use crate::rules::{Mode, Options, Rules, Slot};
use crate::table::{Kind, Table};
use crate::value::{Value, div_round_half_up};

/// A table with the rules that read it, and the adjusted scores every opponent-based
/// tie-break needs (art. 16.3).
pub(crate) struct Ctx<'a> {
    pub t: &'a Table,
    pub rules: Rules,
    pub opts: &'a Options,
    pub adjusted: Vec<i64>,
}

impl<'a> Ctx<'a> {
    pub(crate) fn new(t: &'a Table, opts: &'a Options) -> Self {
        let rules = Rules::new(opts, t);
        let adjusted = rules.adjusted_scores(t);
        Ctx {
            t,
            rules,
            opts,
            adjusted,
        }
    }
}

/// The values of one tie-break for every player. `DE` is not a per-player value (it is
/// resolved inside tied groups while ranking) and gives `None` here.
pub(crate) fn values(ctx: &Ctx<'_>, tb: &TieBreak) -> Vec<Option<Value>> {
    let t = ctx.t;
    let all = |f: &dyn Fn(usize) -> Value| (0..t.players).map(|p| Some(f(p))).collect();
    match tb.base {
        Base::Pts => all(&|p| Value::from_tenths(t.totals[p])),
        Base::De => vec![None; t.players],
        Base::Win => all(&|p| Value::whole(win(t, p))),
        Base::Won => all(&|p| Value::whole(won(t, p))),
        Base::Bpg => all(&|p| Value::whole(bpg(t, p))),
        Base::Bwg => all(&|p| Value::whole(bwg(t, p))),
        Base::Rep => all(&|p| Value::whole(rep(t, p))),
        Base::Ps => all(&|p| Value::from_tenths(ps(t, p, tb.cut_low))),
        Base::Ks => {
            let lim = koya_qualifies(ctx, tb);
            all(&|p| Value::from_tenths(ks(t, p, &lim)))
        }
        Base::Bh => all(&|p| Value::from_tenths(buchholz(ctx, p, false, tb))),
        Base::Sb => all(&|p| Value::from_hundredths(buchholz(ctx, p, true, tb))),
        Base::Fb => {
            let fore = fore_table(t);
            let fctx = Ctx::new(&fore, ctx.opts);
            all(&|p| Value::from_tenths(buchholz(&fctx, p, false, tb)))
        }
        Base::Aob => aob(ctx, tb.fore),
        Base::Abh => all(&|p| Value::from_tenths(ctx.adjusted[p])),
        Base::Std => all(&|p| Value::from_tenths(std_score(t, p))),
        Base::Tpn => all(&|p| Value::whole(p as i64 + 1)),
        Base::Rtng => match effective_ratings(ctx, tb) {
            Some(r) => all(&|p| Value::whole(i64::from(r[p]))),
            None => vec![None; t.players],
        },
        Base::Aro | Base::Tpr | Base::Ptp => rating_based(ctx, tb, tb.base),
        Base::Apro => average_of_opponents(ctx, &rating_based(ctx, tb, Base::Tpr)),
        Base::Appo => average_of_opponents(ctx, &rating_based(ctx, tb, Base::Ptp)),
    }
}

/// C.07 art. 7.1 (WIN): rounds in which the participant obtained the points of a win,
/// played or not: games won over the board, forfeit wins, and byes worth a win (the
/// pairing-allocated bye and the full-point bye in the usual point systems).
fn win(t: &Table, p: usize) -> i64 {
    t.row(p)
        .iter()
        .filter(|c| match c.kind {
            Kind::Played | Kind::PlayedUnrated => c.halves == 2,
            Kind::ForfeitWin => true,
            Kind::Pab | Kind::Fpb | Kind::Hpb | Kind::Zpb => c.points >= t.win,
            Kind::ForfeitLoss | Kind::Pending | Kind::Absent => false,
        })
        .count() as i64
}

/// C.07 art. 7.2 (WON): games won over the board.
fn won(t: &Table, p: usize) -> i64 {
    t.row(p)
        .iter()
        .filter(|c| c.kind.is_played() && c.halves == 2)
        .count() as i64
}

/// C.07 art. 7.3 (BPG): games played with black.
fn bpg(t: &Table, p: usize) -> i64 {
    t.row(p)
        .iter()
        .filter(|c| c.kind.is_played() && c.colour == Some(arbiter_core::Colour::Black))
        .count() as i64
}

/// C.07 art. 7.4 (BWG): games won with black.
fn bwg(t: &Table, p: usize) -> i64 {
    t.row(p)
        .iter()
        .filter(|c| {
            c.kind.is_played() && c.halves == 2 && c.colour == Some(arbiter_core::Colour::Black)
        })
        .count() as i64
}

/// C.07 art. 7.6 (REP, 2024 `GE`): rounds the participant elected to play: all rounds
/// but the requested byes (half- and zero-point byes, absences, the rounds after a
/// withdrawal) and the forfeit losses. Games played, forfeit wins, the pairing-allocated
/// bye and the full-point bye count.
fn rep(t: &Table, p: usize) -> i64 {
    t.row(p)
        .iter()
        .filter(|c| {
            c.kind.is_played() || matches!(c.kind, Kind::ForfeitWin | Kind::Pab | Kind::Fpb)
        })
        .count() as i64
}

/// C.07 art. 7.5 (PS): the sum of the running score after each round; Cut-n leaves out
/// the first n rounds (art. 14.1).
fn ps(t: &Table, p: usize, cut: u8) -> i64 {
    let mut running = 0;
    let mut sum = 0;
    for (r, c) in t.row(p).iter().enumerate() {
        running += c.points;
        if r >= usize::from(cut) {
            sum += running;
        }
    }
    sum
}

/// C.07 art. 9.2 (KS): which players reach the Koya limit, by default half of the maximum
/// possible score. In a round robin the maximum counts the games that could be played:
/// rounds minus the byes of an odd field, minus the players who never took part.
fn koya_qualifies(ctx: &Ctx<'_>, tb: &TieBreak) -> Vec<bool> {
    let t = ctx.t;
    let mut games = t.rounds as i64;
    if ctx.rules.mode == Mode::RoundRobin && t.players > 0 {
        // An odd field gives everyone one bye per completed cycle of n rounds.
        if t.players % 2 == 1 && t.rounds.is_multiple_of(t.players) {
            games -= (t.rounds / t.players) as i64;
        }
        let absent = (0..t.players)
            .filter(|&p| {
                t.row(p)
                    .iter()
                    .all(|c| c.opponent.is_none() && c.kind != Kind::Pab)
            })
            .count() as i64;
        games -= absent;
    }
    // score ≥ percent % × win × games + offset, in hundredths of tenths to stay exact.
    let limit = i64::from(tb.koya.percent) * t.win * games + i64::from(tb.koya.offset_tenths) * 100;
    t.totals.iter().map(|&s| s * 100 >= limit).collect()
}

/// C.07 art. 9.2 (KS): points scored against the opponents who reach the limit.
fn ks(t: &Table, p: usize, qualifies: &[bool]) -> i64 {
    t.row(p)
        .iter()
        .filter(|c| c.opponent.is_some_and(|o| qualifies[o as usize]))
        .map(|c| c.points)
        .sum()
}

/// C.07 art. 8.1 (BH) and 9.1 (SB): the sum over the rounds of the opponent's adjusted
/// score (BH) or of that score times the points scored against them (SB), with cuts.
/// Rounds without an encounter take the stand-in's score ([`Rules::stand_in`]).
/// BH is in tenths, SB in hundredths.
fn buchholz(ctx: &Ctx<'_>, p: usize, sb: bool, tb: &TieBreak) -> i64 {
    let t = ctx.t;
    let row = t.row(p);
    let own = t.totals[p];
    let mut slots = Vec::with_capacity(row.len());
    for (r, c) in row.iter().enumerate() {
        let (score, voluntary) = match ctx.rules.encounter(c, tb.forfeits_played) {
            Some(o) => (ctx.adjusted[o], false),
            None => match ctx.rules.stand_in(row, r, own, &ctx.adjusted) {
                Some(s) => (s, ctx.rules.is_voluntary(c.kind)),
                None => continue,
            },
        };
        let value = if sb { score * c.points } else { score };
        slots.push(Slot {
            score,
            value,
            voluntary,
        });
    }
    ctx.rules.cut(&mut slots, tb.cut_low, tb.cut_high);
    slots.iter().map(|s| s.value).sum()
}

/// C.07 art. 8.3 (FB): the table as if every game of the last round were drawn. A game
/// or forfeit of the last round becomes a drawn game against the same opponent.
fn fore_table(t: &Table) -> Table {
    let mut fore = t.clone();
    if fore.rounds == 0 {
        return fore;
    }
    let last = fore.rounds - 1;
    for p in 0..fore.players {
        let i = p * fore.rounds + last;
        if fore.cells[i].opponent.is_some() {
            fore.cells[i].kind = Kind::Played;
            fore.cells[i].points = fore.draw;
            fore.cells[i].halves = 1;
        }
    }
    fore.retotal()
}

/// C.07 art. 8.2 (AOB): the average of the Buchholz (Fore Buchholz with `/F`) of the
/// opponents met over the board, rounded to two decimals.
fn aob(ctx: &Ctx<'_>, fore: bool) -> Vec<Option<Value>> {
    let bh = TieBreak::new(Base::Bh);
    let all: Vec<i64> = if fore {
        let ft = fore_table(ctx.t);
        let fctx = Ctx::new(&ft, ctx.opts);
        (0..ctx.t.players)
            .map(|p| buchholz(&fctx, p, false, &bh))
            .collect()
    } else {
        (0..ctx.t.players)
            .map(|p| buchholz(ctx, p, false, &bh))
            .collect()
    };
    (0..ctx.t.players)
        .map(|p| {
            let opps: Vec<i64> = played_opponents(ctx.t, p).map(|o| all[o]).collect();
            if opps.is_empty() {
                return None;
            }
            // Tenths to hundredths: ×10, then the rounded mean.
            let sum: i64 = opps.iter().sum::<i64>() * 10;
            Some(Value::from_hundredths(div_round_half_up(
                sum,
                opps.len() as i64,
            )))
        })
        .collect()
}

fn played_opponents(t: &Table, p: usize) -> impl Iterator<Item = usize> + '_ {
    t.row(p)
        .iter()
        .filter(|c| c.kind.is_played())
        .filter_map(|c| c.opponent.map(|o| o as usize))
}

/// C.07 (2026) art. 7.7 (STD): 1 / ½ / 0 for rounds worth more than, as much as, or less
/// than a draw, whatever the point system.
fn std_score(t: &Table, p: usize) -> i64 {
    t.row(p)
        .iter()
        .map(|c| match c.points.cmp(&t.draw) {
            std::cmp::Ordering::Greater => 10,
            std::cmp::Ordering::Equal => 5,
            std::cmp::Ordering::Less => 0,
        })
        .sum()
}

/// The ratings used by the rating-based tie-breaks: every player's rating, unrated players
/// given the tie-break's or the event's default (C.07 art. 15.1). `None` when a player is
/// unrated and no default is set: the tie-break is then undefined for everyone.
fn effective_ratings(ctx: &Ctx<'_>, tb: &TieBreak) -> Option<Vec<u16>> {
    let default = tb.unrated.or(ctx.opts.unrated_rating);
    ctx.t.ratings.iter().map(|r| r.or(default)).collect()
}

/// C.07 art. 10.1–10.3 (ARO, TPR, PTP) over the games played over the board (art. 15.2:
/// unplayed games have no rating), after cutting the lowest and highest rated opponents.
fn rating_based(ctx: &Ctx<'_>, tb: &TieBreak, which: Base) -> Vec<Option<Value>> {
    let t = ctx.t;
    let Some(ratings) = effective_ratings(ctx, tb) else {
        return vec![None; t.players];
    };
    (0..t.players)
        .map(|p| {
            let mut games: Vec<(u16, u8)> = t
                .row(p)
                .iter()
                .filter(|c| c.kind.is_played())
                .filter_map(|c| c.opponent.map(|o| (ratings[o as usize], c.halves)))
                .collect();
            let low = usize::from(tb.cut_low).min(t.rounds);
            let high = usize::from(tb.cut_high).min(t.rounds - low);
            for _ in 0..low {
                // The lowest rating, earliest round first.
                if let Some(i) = games
                    .iter()
                    .enumerate()
                    .min_by_key(|(i, g)| (g.0, *i))
                    .map(|(i, _)| i)
                {
                    games.remove(i);
                }
            }
            for _ in 0..high {
                // The highest rating, latest round first.
                if let Some(i) = games
                    .iter()
                    .enumerate()
                    .max_by_key(|(i, g)| (g.0, *i))
                    .map(|(i, _)| i)
                {
                    games.remove(i);
                }
            }
            let rs: Vec<u16> = games.iter().map(|g| g.0).collect();
            let halves: i64 = games.iter().map(|g| i64::from(g.1)).sum();
            let v = match which {
                Base::Aro => rating::average_rating(&rs),
                Base::Tpr => rating::performance_rating(halves, &rs),
                _ => rating::perfect_performance(halves, &rs),
            };
            v.map(Value::whole)
        })
        .collect()
}

/// C.07 art. 10.4 (APRO) and 10.5 (APPO): the average of the opponents' values (games
/// played over the board), rounded to a whole number.
fn average_of_opponents(ctx: &Ctx<'_>, of: &[Option<Value>]) -> Vec<Option<Value>> {
    (0..ctx.t.players)
        .map(|p| {
            let vals: Vec<i64> = played_opponents(ctx.t, p)
                .filter_map(|o| of[o].map(|v| v.hundredths() / 100))
                .collect();
            if vals.is_empty() {
                return None;
            }
            let sum: i64 = vals.iter().sum();
            Some(Value::whole(div_round_half_up(sum, vals.len() as i64)))
        })
        .collect()
}
