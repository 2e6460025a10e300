//! The team tie-breaks, one small function each. A team event is flattened into two
//! tables of the same shape as an individual event's (one cell per team and round), one
//! holding match points and one game points, so that unplayed matches go through the very
//! rules an individual's unplayed rounds go through (`rules`: art. 16.2 categories, 16.3
//! adjusted scores, 16.4 dummy opponents, 16.5 cuts). Board results are kept beside them
//! for the board-based systems (art. 12).

use crate::rules::{Mode, Options, Rules, Slot};
use crate::table::{Cell, Kind, Table};
use crate::team::{TeamBase, TeamScore, TeamTieBreak};
use crate::tied;
use crate::value::{Value, div_round_half_up};
use arbiter_core::teams::{MatchForfeit, TeamEntry, TeamView};
use arbiter_core::{ByeKind, Points};
use std::cmp::Ordering;

/// One board of one team's round: the points its player scored (or the board was worth),
/// and whether the game was played over the board.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub(crate) struct BoardCell {
    pub points: i64,
    pub played: bool,
}

/// A team event flattened for the tie-breaks.
#[derive(Clone, Debug)]
pub(crate) struct TeamData {
    pub teams: usize,
    pub rounds: usize,
    pub boards: usize,
    pub primary: TeamScore,
    /// Match points per team and round.
    pub mp: Table,
    /// Game points per team and round.
    pub gp: Table,
    /// `board_cells[k * rounds + r]`: the boards of team `k` in round `r` (empty when it
    /// had no match and no bye).
    pub board_cells: Vec<Vec<BoardCell>>,
    /// A game won, in tenths.
    pub game_win: i64,
    /// Rounds of the event, for the maximum possible score (SSSC, art. 13.4).
    pub planned_rounds: usize,
}

fn tenths(p: Points) -> i64 {
    i64::from(p.tenths())
}

impl TeamData {
    /// Reads the first `opts.rounds` rounds of `view` (all when `None`).
    pub(crate) fn build(view: &TeamView, opts: &Options, planned: Option<u16>) -> Self {
        let n = view.teams.len();
        let rounds = opts
            .rounds
            .map_or(view.rounds.len(), |r| r.min(view.rounds.len()));
        let boards = view.rules.boards;
        let win = view.scoring.win_white;
        let m = view.rules.match_scoring;
        let mut mp_cells = Vec::with_capacity(n * rounds);
        let mut gp_cells = Vec::with_capacity(n * rounds);
        let mut board_cells = Vec::with_capacity(n * rounds);
        for k in 0..n {
            for r in &view.rounds[..rounds] {
                let (mp, gp) = view.round_score(r, k);
                let mut cell = Cell {
                    kind: Kind::Absent,
                    opponent: None,
                    colour: None,
                    points: 0,
                    halves: 0,
                };
                let mut bc = Vec::new();
                match r.entries.get(k).copied().flatten() {
                    Some(TeamEntry::Match(i)) => {
                        let mt = &r.matches[i];
                        let home = mt.home == k;
                        let opp = if home { mt.away } else { mt.home };
                        let (oh, oa) = mt.match_points(m, win);
                        let (own_mp, opp_mp) = if home { (oh, oa) } else { (oa, oh) };
                        cell.opponent = u32::try_from(opp).ok();
                        cell.halves = match own_mp.cmp(&opp_mp) {
                            Ordering::Greater => 2,
                            Ordering::Equal => 1,
                            Ordering::Less => 0,
                        };
                        let won_forfeit = match mt.forfeit {
                            Some(MatchForfeit::HomeWins) => Some(home),
                            Some(MatchForfeit::AwayWins) => Some(!home),
                            Some(MatchForfeit::Double) => Some(false),
                            None => None,
                        };
                        cell.kind = if mt.is_pending() {
                            Kind::Pending
                        } else if let Some(w) = won_forfeit {
                            if w {
                                Kind::ForfeitWin
                            } else {
                                Kind::ForfeitLoss
                            }
                        } else if !mt.was_played() {
                            // Nobody sat down on any board: a forfeited match in all but
                            // the record; equal scores are a double forfeit.
                            if cell.halves == 2 {
                                Kind::ForfeitWin
                            } else {
                                Kind::ForfeitLoss
                            }
                        } else {
                            Kind::Played
                        };
                        for b in &mt.boards {
                            let points = match won_forfeit {
                                Some(true) => tenths(win),
                                Some(false) => 0,
                                None => tenths(
                                    if home { b.home_points } else { b.away_points }
                                        .unwrap_or(Points::ZERO),
                                ),
                            };
                            bc.push(BoardCell {
                                points,
                                played: won_forfeit.is_none() && b.played,
                            });
                        }
                    }
                    Some(TeamEntry::Bye(kind)) => {
                        cell.kind = match kind {
                            ByeKind::PairingAllocated => Kind::Pab,
                            ByeKind::Full => Kind::Fpb,
                            ByeKind::Half => Kind::Hpb,
                            ByeKind::Zero => Kind::Zpb,
                        };
                        // Each board of a bye is worth the individual bye (C.07 art. 12:
                        // a PAB gives the points of a regular win).
                        let each = if kind == ByeKind::Zero {
                            0
                        } else {
                            tenths(view.scoring.bye_points(kind))
                        };
                        bc = vec![
                            BoardCell {
                                points: each,
                                played: false
                            };
                            boards
                        ];
                    }
                    Some(TeamEntry::Absent) | None => {}
                }
                mp_cells.push(Cell {
                    points: tenths(mp),
                    ..cell
                });
                gp_cells.push(Cell {
                    points: tenths(gp),
                    ..cell
                });
                board_cells.push(bc);
            }
        }
        let boards_i = i64::try_from(boards).unwrap_or(0);
        let table = |cells: Vec<Cell>, win: i64, draw: i64| {
            let totals = (0..n)
                .map(|k| {
                    cells[k * rounds..(k + 1) * rounds]
                        .iter()
                        .map(|c| c.points)
                        .sum()
                })
                .collect();
            Table {
                players: n,
                rounds,
                cells,
                ratings: vec![None; n],
                win,
                draw,
                totals,
                outside: vec![0; n],
            }
        };
        TeamData {
            teams: n,
            rounds,
            boards,
            primary: TeamScore::primary_of(view.rules.primary),
            mp: table(mp_cells, tenths(m.win), tenths(m.draw)),
            gp: table(
                gp_cells,
                tenths(win) * boards_i,
                tenths(view.scoring.draw_white) * boards_i,
            ),
            board_cells,
            game_win: tenths(win),
            planned_rounds: planned.map_or(rounds, |p| usize::from(p).max(rounds)),
        }
    }

    fn boards_of(&self, k: usize, r: usize) -> &[BoardCell] {
        &self.board_cells[k * self.rounds + r]
    }
}

/// The team tables with the art. 16 rules that read them.
pub(crate) struct TeamCtx<'a> {
    pub d: &'a TeamData,
    mp_rules: Rules,
    gp_rules: Rules,
    mp_adjusted: Vec<i64>,
    gp_adjusted: Vec<i64>,
}

impl<'a> TeamCtx<'a> {
    pub(crate) fn new(d: &'a TeamData, opts: &Options) -> Self {
        let mp_rules = Rules::new(opts, &d.mp);
        let gp_rules = Rules::new(opts, &d.gp);
        TeamCtx {
            d,
            mp_adjusted: mp_rules.adjusted_scores(&d.mp),
            gp_adjusted: gp_rules.adjusted_scores(&d.gp),
            mp_rules,
            gp_rules,
        }
    }

    fn table(&self, s: TeamScore) -> (&Table, &Rules, &[i64]) {
        match s {
            TeamScore::Match => (&self.d.mp, &self.mp_rules, &self.mp_adjusted),
            TeamScore::Game => (&self.d.gp, &self.gp_rules, &self.gp_adjusted),
        }
    }
}

/// The values of one tie-break for every team; `None` for the sequential families.
pub(crate) fn values(ctx: &TeamCtx<'_>, tb: &TeamTieBreak) -> Vec<Option<Value>> {
    let d = ctx.d;
    let primary = d.primary;
    let s = tb.score_in(primary);
    let all = |f: &dyn Fn(usize) -> Value| (0..d.teams).map(|k| Some(f(k))).collect();
    match tb.base {
        TeamBase::Score => all(&|k| Value::from_tenths(ctx.table(s).0.totals[k])),
        TeamBase::Secondary => all(&|k| Value::from_tenths(ctx.table(primary.other()).0.totals[k])),
        TeamBase::Win => all(&|k| Value::whole(wins(ctx, k, s, false))),
        TeamBase::Won => all(&|k| Value::whole(wins(ctx, k, s, true))),
        TeamBase::Ps => all(&|k| Value::from_tenths(progressive(ctx, k, s, tb.cut_low))),
        TeamBase::Bh => all(&|k| Value::from_tenths(weighted(ctx, k, s, None, tb))),
        TeamBase::Sb => all(&|k| Value::from_hundredths(weighted(ctx, k, s, Some(s), tb))),
        TeamBase::Esb => {
            let own = tb.own.unwrap_or(primary.other());
            all(&|k| Value::from_hundredths(weighted(ctx, k, s, Some(own), tb)))
        }
        TeamBase::Ks => {
            let q = koya_qualifies(ctx, s, tb.koya_percent);
            all(&|k| Value::from_tenths(koya(ctx, k, s, &q)))
        }
        TeamBase::Bc => all(&|k| Value::from_tenths(board_count(&board_totals(d, k, None)))),
        TeamBase::Sssc => all(&|k| sssc(ctx, k, tb)),
        TeamBase::De
        | TeamBase::Ede
        | TeamBase::Edec
        | TeamBase::Edet
        | TeamBase::Edeb
        | TeamBase::Edebt
        | TeamBase::Edebb
        | TeamBase::Tbr
        | TeamBase::Bbe => vec![None; d.teams],
    }
}

/// C.07 art. 7.1 (WIN) and 7.2 (WON, `played`). On match points: matches won (by forfeit
/// and by byes worth a win too, for WIN). On game points: games won by the team's
/// players (WIN also counts boards won without play and the boards of a bye worth a win).
fn wins(ctx: &TeamCtx<'_>, k: usize, s: TeamScore, played: bool) -> i64 {
    let d = ctx.d;
    match s {
        TeamScore::Match => d
            .mp
            .row(k)
            .iter()
            .filter(|c| match c.kind {
                Kind::Played | Kind::PlayedUnrated => c.halves == 2,
                Kind::ForfeitWin => !played,
                Kind::Pab | Kind::Fpb | Kind::Hpb | Kind::Zpb => !played && c.points >= d.mp.win,
                Kind::ForfeitLoss | Kind::Pending | Kind::Absent => false,
            })
            .count() as i64,
        TeamScore::Game => (0..d.rounds)
            .flat_map(|r| d.boards_of(k, r))
            .filter(|b| b.points >= d.game_win && (b.played || !played))
            .count() as i64,
    }
}

/// C.07 art. 7.5 (PS): the sum of the running score after each round; Cut-n leaves out the
/// first n rounds (art. 14.1).
fn progressive(ctx: &TeamCtx<'_>, k: usize, s: TeamScore, cut: u8) -> i64 {
    let mut running = 0;
    let mut sum = 0;
    for (r, c) in ctx.table(s).0.row(k).iter().enumerate() {
        running += c.points;
        if r >= usize::from(cut) {
            sum += running;
        }
    }
    sum
}

/// C.07 art. 8.1 (BH), 9.1 (SB) and 13.2 (ESB): over the rounds, the opponent's adjusted
/// `opp` score (art. 16.3), times the team's own `own` score in that match for the
/// Sonneborn-Berger forms, with cuts (art. 14, 16.5). A round without an encounter takes
/// the dummy opponent of art. 16.4 (the rule version's). BH in tenths, products in
/// hundredths.
fn weighted(
    ctx: &TeamCtx<'_>,
    k: usize,
    opp: TeamScore,
    own: Option<TeamScore>,
    tb: &TeamTieBreak,
) -> i64 {
    let (t, rules, adjusted) = ctx.table(opp);
    let row = t.row(k);
    let own_row = own.map(|s| ctx.table(s).0.row(k));
    let mut slots = Vec::with_capacity(row.len());
    for (r, c) in row.iter().enumerate() {
        let (score, voluntary) = match rules.encounter(c, tb.forfeits_played) {
            Some(o) => (adjusted[o], false),
            None => match rules.stand_in(row, r, t.totals[k], adjusted) {
                Some(s) => (s, rules.is_voluntary(c.kind)),
                None => continue,
            },
        };
        let value = own_row.map_or(score, |or| score * or[r].points);
        slots.push(Slot {
            score,
            value,
            voluntary,
        });
    }
    rules.cut(&mut slots, tb.cut_low, tb.cut_high);
    slots.iter().map(|s| s.value).sum()
}

/// C.07 art. 9.2 (KS): which teams reach `percent` % of the maximum score on `s`. With
/// predetermined pairings an odd field's byes and teams that never played are left out
/// of the maximum, as for players.
fn koya_qualifies(ctx: &TeamCtx<'_>, s: TeamScore, percent: u8) -> Vec<bool> {
    let (t, rules, _) = ctx.table(s);
    let mut games = t.rounds as i64;
    if rules.mode == Mode::RoundRobin && t.players > 0 {
        if t.players % 2 == 1 && t.rounds % t.players == 0 {
            games -= (t.rounds / t.players) as i64;
        }
        games -= (0..t.players)
            .filter(|&k| {
                t.row(k)
                    .iter()
                    .all(|c| c.opponent.is_none() && c.kind != Kind::Pab)
            })
            .count() as i64;
    }
    let limit = i64::from(percent) * t.win * games;
    t.totals.iter().map(|&x| x * 100 >= limit).collect()
}

/// C.07 art. 9.2 (KS): the score made against the teams that reach the limit.
fn koya(ctx: &TeamCtx<'_>, k: usize, s: TeamScore, qualifies: &[bool]) -> i64 {
    ctx.table(s)
        .0
        .row(k)
        .iter()
        .filter(|c| c.opponent.is_some_and(|o| qualifies[o as usize]))
        .map(|c| c.points)
        .sum()
}

/// Per board, the points of team `k` over every round (or over the rounds of `only`).
fn board_totals(d: &TeamData, k: usize, only: Option<&[usize]>) -> Vec<i64> {
    let mut out = vec![0; d.boards];
    let rounds: Vec<usize> = only.map_or_else(|| (0..d.rounds).collect(), <[usize]>::to_vec);
    for r in rounds {
        for (b, cell) in d.boards_of(k, r).iter().enumerate() {
            if b >= out.len() {
                out.resize(b + 1, 0);
            }
            out[b] += cell.points;
        }
    }
    out
}

/// C.07 art. 12.1 (BC): the sum of the points on each board times the board number, in
/// tenths; the lower, the better (wins on the first boards weigh least, so they rank
/// first).
fn board_count(per_board: &[i64]) -> i64 {
    per_board
        .iter()
        .enumerate()
        .map(|(b, &p)| (b as i64 + 1) * p)
        .sum()
}

/// C.07 art. 12.2 (TBR): board 1's points, then board 2's, … compared in turn.
fn top_board_key(per_board: &[i64]) -> Vec<i64> {
    per_board.to_vec()
}

/// C.07 art. 12.3 (BBE): the points without the last board, then without the last two, …
/// compared in turn.
fn bottom_elimination_key(per_board: &[i64]) -> Vec<i64> {
    let total: i64 = per_board.iter().sum();
    let mut left = total;
    per_board
        .iter()
        .rev()
        .take(per_board.len().saturating_sub(1))
        .map(|&p| {
            left -= p;
            left
        })
        .collect()
}

/// C.07 art. 13.4 (SSSC): the secondary score plus the Buchholz on the primary score
/// divided by the normalisation factor: the maximum primary score of the event divided
/// by the maximum secondary score of a round, rounded down (art. 13.4.2), unless the
/// event sets it (`/K`). Exact to the hundredth, rounded half up.
fn sssc(ctx: &TeamCtx<'_>, k: usize, tb: &TeamTieBreak) -> Value {
    let d = ctx.d;
    let p = d.primary;
    let mut bh_tb = TeamTieBreak::new(TeamBase::Bh);
    bh_tb.forfeits_played = tb.forfeits_played;
    let bh = weighted(ctx, k, p, None, &bh_tb);
    let rounds = d.planned_rounds as i64;
    let max_round = |s: TeamScore| ctx.table(s).0.win;
    let factor = tb.factor.map_or_else(
        || {
            let secondary_round = max_round(p.other());
            if secondary_round <= 0 {
                1
            } else {
                (rounds * max_round(p) / secondary_round).max(1)
            }
        },
        i64::from,
    );
    let secondary = ctx.table(p.other()).0.totals[k];
    Value::from_hundredths(secondary * 10 + div_round_half_up(bh * 10, factor))
}

/// Resolves a sequential tie-break inside a tied group: the parts in order, each in team
/// order.
pub(crate) fn resolve(ctx: &TeamCtx<'_>, tb: &TeamTieBreak, group: &[usize]) -> Vec<Vec<usize>> {
    let d = ctx.d;
    match tb.base {
        TeamBase::De => {
            let (t, rules, _) = ctx.table(tb.score_in(d.primary));
            tied::direct_encounter(t, rules, group, tb.forfeits_played)
        }
        TeamBase::Tbr => split_by_key(group, |k| top_board_key(&board_totals(d, k, None))),
        TeamBase::Bbe => split_by_key(group, |k| bottom_elimination_key(&board_totals(d, k, None))),
        _ => extended_direct_encounter(ctx, tb, group, None),
    }
}

/// Splits by a key compared lexicographically, higher first.
fn split_by_key(group: &[usize], key: impl Fn(usize) -> Vec<i64>) -> Vec<Vec<usize>> {
    let mut keyed: Vec<(Vec<i64>, usize)> = group.iter().map(|&k| (key(k), k)).collect();
    keyed.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut parts: Vec<(Vec<i64>, Vec<usize>)> = Vec::new();
    for (key, k) in keyed {
        match parts.last_mut() {
            Some((kk, part)) if *kk == key => part.push(k),
            _ => parts.push((key, vec![k])),
        }
    }
    parts.into_iter().map(|(_, p)| p).collect()
}

/// C.07 art. 13.3 (EDE). 13.3.1: direct encounter on the primary score; when it separates
/// nobody, on the secondary score. A part it leaves tied goes through the same procedure
/// again, on the score that separated it (a second try on the secondary score only when
/// that was the primary; the FIDE Technical Commission's exercise 45 stays on game points
/// "because we are still within the same application of the tie-break"). 13.3.2: two teams
/// still tied on both scores are compared on the boards of their own encounter(s) by the
/// board count, then top board results or bottom board elimination, as the code says.
fn extended_direct_encounter(
    ctx: &TeamCtx<'_>,
    tb: &TeamTieBreak,
    group: &[usize],
    on: Option<TeamScore>,
) -> Vec<Vec<usize>> {
    if group.len() < 2 {
        return vec![group.to_vec()];
    }
    let primary = ctx.d.primary;
    let tries: &[TeamScore] = match on {
        Some(s) if s != primary => &[s][..],
        _ => &[primary, primary.other()][..],
    };
    let tries = tries.to_vec();
    for s in tries {
        let (t, rules, _) = ctx.table(s);
        let parts = tied::de_pass(t, rules, group, tb.forfeits_played);
        if parts.len() > 1 {
            let mut out = Vec::new();
            for part in parts {
                out.extend(extended_direct_encounter(ctx, tb, &part, Some(s)));
            }
            return out;
        }
    }
    if group.len() == 2
        && let Some(parts) = encounter_boards(ctx, tb, group[0], group[1])
    {
        return parts;
    }
    vec![group.to_vec()]
}

/// C.07 art. 13.3.2: two teams compared on the boards of the matches between them.
fn encounter_boards(
    ctx: &TeamCtx<'_>,
    tb: &TeamTieBreak,
    a: usize,
    b: usize,
) -> Option<Vec<Vec<usize>>> {
    let (count, then) = match tb.base {
        TeamBase::Edec => (true, None),
        TeamBase::Edet => (false, Some(true)),
        TeamBase::Edeb => (false, Some(false)),
        TeamBase::Edebt => (true, Some(true)),
        TeamBase::Edebb => (true, Some(false)),
        _ => return None,
    };
    let d = ctx.d;
    let rules = &ctx.mp_rules;
    let met: Vec<usize> = d
        .mp
        .row(a)
        .iter()
        .enumerate()
        .filter(|(_, c)| {
            c.opponent == u32::try_from(b).ok() && rules.encounter(c, tb.forfeits_played).is_some()
        })
        .map(|(r, _)| r)
        .collect();
    if met.is_empty() {
        return None;
    }
    let pa = board_totals(d, a, Some(&met));
    let pb = board_totals(d, b, Some(&met));
    let order = |x: Ordering| match x {
        Ordering::Greater => Some(vec![vec![a], vec![b]]),
        Ordering::Less => Some(vec![vec![b], vec![a]]),
        Ordering::Equal => None,
    };
    if count {
        // Lower board count first.
        if let Some(p) = order(board_count(&pb).cmp(&board_count(&pa))) {
            return Some(p);
        }
    }
    match then {
        Some(true) => order(top_board_key(&pa).cmp(&top_board_key(&pb))),
        Some(false) => order(bottom_elimination_key(&pa).cmp(&bottom_elimination_key(&pb))),
        None => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_systems_on_the_exercise_encounter() {
        // The Koalas - Narwhals match of the FIDE TEC exercises 46-48: 1-0, ½-½, ½-½, 0-1.
        let koalas = [10, 5, 5, 0];
        let narwhals = [0, 5, 5, 10];
        assert_eq!(board_count(&koalas), 35);
        assert_eq!(board_count(&narwhals), 65);
        assert!(top_board_key(&koalas) > top_board_key(&narwhals));
        assert_eq!(bottom_elimination_key(&koalas), vec![20, 15, 10]);
        assert_eq!(bottom_elimination_key(&narwhals), vec![10, 5, 0]);
    }
}
