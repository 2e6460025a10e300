//! The Burstein System (FIDE C.04.4.2), with the Basic Rules (C.04.1) and the General
//! Handling Rules (C.04.2) shared with the Dutch engine.
//!
//! # Which text
//! The Burstein text was rewritten for 1 July 2025 (seeding rounds, an "Index" in place
//! of the tie-breaks, floaters chosen by the Dutch criteria). The only pairings published
//! for checking are those of the reference engine (bbpPairings v6), which applies the
//! text in force before that revision, and whose authors state it is not endorsed. This
//! module follows that earlier text as the reference applies it, so that every reference
//! case agrees; the articles cited below are those of that text:
//! - 1.3 the due colour: the colour played fewer times, else the other colour than in the
//!   last game (the colour preference of C.04.3 1.7, absolute after two games in a row
//!   with one colour or a colour difference beyond one);
//! - 2 unfinished (and unplayed) games count as draws for pairing purposes;
//! - 3.1 two players meet only once (C.04.1 Article 2: forfeits do not count); absolute
//!   colour preferences (C.04.1 Article 5) and prohibited pairings (C.04.2) hold as well;
//! - 3.2 the players of a scoregroup, with an incoming floater, are ordered by
//!   Sonneborn-Berger, then Buchholz, then Median, then pairing number (the ratings decide
//!   only when the tie-breaks are equal, as in the first rounds);
//! - 3.3 opposition: the first player is paired with the last, the second with the one
//!   before the last, and so on, as far as 3.1 and the due colours allow;
//! - the acceleration of the first two rounds, which the rules give as the default: in
//!   rounds 1 and 2 the upper half of the players (by pairing number, counting those who
//!   take part in round 1) score a fictitious win for pairing; it is not applied when the
//!   tournament carries fictitious points of its own (TRF `XXA`), as in the reference;
//! - 4 a scoregroup with an odd number of players sends one floater to the next one; a
//!   scoregroup that cannot be paired is merged with the next, and the last one with the
//!   one above it.
//!
//! # Readings the text leaves open (the reference's, followed here)
//! - The tie-breaks count an unplayed round (bye, forfeit, absence) against a virtual
//!   opponent whose score is the player's score before that round, plus the result
//!   opposite to the player's, plus a draw for each round after it (C.07 of 2009, art.
//!   2); the opponents' scores count their own unplayed rounds as draws (article 2). The
//!   Median drops the highest and the lowest opponent and is zero before round 4.
//! - An incoming floater is placed among the residents by the same keys, its Buchholz
//!   and Median weighed by its score against theirs.
//! - The pairing-allocated bye goes to the lowest player (by score, then index) who has
//!   not had one nor won by forfeit (C.04.1 Article 4 as it read before 2025), before the
//!   rest is paired. When the others cannot then all be paired (the reference finds no
//!   pairing there), it goes to the lowest such player who leaves them pairable: the
//!   absolute criteria of C.04.1 bind the whole pairing, so no bye that makes them
//!   unsatisfiable is a choice.
//! - Which scoregroups are paired together is decided first, for the whole field: a
//!   maximum matching that pairs everyone, maximising the pairs within a scoregroup,
//!   with at most one floater between neighbouring scoregroups and none where the
//!   players above are even in number.
//! - Within a scoregroup (from the top), each player in turn is paired with the lowest
//!   player (3.3) that keeps the best pairing of everyone left: first the most pairs,
//!   then the most within scoregroups, then the most that meet with compatible due
//!   colours. A player whose partner must come from the next scoregroup floats.
//! - Colours: both due colours when they differ; else the stronger preference (absolute
//!   first, then the larger colour difference, then a strong one); else the colours of
//!   the latest round in which they differed, swapped; else the due colour of the
//!   player ranked higher by the index (3.2); with no history at all, the initial colour
//!   by pairing number (C.04.3 5.2.5).
//!
//! The method is stated as one matching per decision over the players left; the engine
//! reaches the same pairings with far fewer matchings, and the tests
//! compare both on the corpus and on generated events (the `Method` type explains how).

use crate::greedy::Pairs;
use crate::state::{
    PlayerState, Strength, not_paired, pairing_numbers, participants, player_states, win_points,
};
use crate::{
    BracketReport, CheckReport, Criterion, Deviation, Message, NoPairingReason, PairedGame,
    Pairing, PairingError, PairingSystem,
};
use arbiter_core::{ByeKind, Colour, Entry, Outcome, PlayerId, Points, RoundNo, Tournament};
use arbiter_matching::{
    Cardinality, Optimum, Wide, max_weight_matching, max_weight_matching_dense,
};
use rustc_hash::FxHashMap;
use std::borrow::Cow;
use std::cmp::{Ordering, Reverse};

/// The rules of the Burstein system cited in its reasons.
pub mod criteria {
    use super::Criterion;
    criterion!(
        B1,
        "pairing-crit-burstein-b1",
        "B3.1",
        "C.04.4.2 3.1",
        "two players who have played each other shall not be paired again"
    );
    criterion!(
        PROHIBITED,
        "pairing-crit-burstein-prohibited",
        "B3.1*",
        "C.04.2 (prohibited pairings)",
        "the players may not be paired with each other"
    );
    criterion!(
        ABSOLUTE,
        "pairing-crit-burstein-absolute",
        "B1.3",
        "C.04.1 Article 5, C.04.4.2 1.3",
        "two players with the same absolute colour preference shall not meet"
    );
    criterion!(
        BYE,
        "pairing-crit-burstein-bye",
        "B-bye",
        "C.04.1 Article 4",
        "the pairing-allocated bye goes to the lowest player who has not had one nor won by forfeit"
    );
    criterion!(
        COMPLETE,
        "pairing-crit-burstein-complete",
        "B4",
        "C.04.4.2 4",
        "every player left must still be paired, with at most one floater per scoregroup"
    );
    criterion!(
        DUE_COLOUR,
        "pairing-crit-burstein-due-colour",
        "B1.3c",
        "C.04.4.2 1.3, 3.3",
        "players should meet opponents of the other due colour"
    );
    criterion!(
        OPPOSITION,
        "pairing-crit-burstein-opposition",
        "B3.3",
        "C.04.4.2 3.3",
        "the first player is paired with the last, the second with the one before, and so on"
    );
    criterion!(
        COLOURS,
        "pairing-crit-burstein-colours",
        "B-col",
        "C.04.4.2 1.3",
        "colour allocation"
    );
    /// Every criterion above, in the order declared.
    pub const ALL: &[Criterion] = &[
        B1, PROHIBITED, ABSOLUTE, BYE, COMPLETE, DUE_COLOUR, OPPOSITION, COLOURS,
    ];
}
use criteria::*;

/// The Burstein System (FIDE C.04.4.2), as the reference engine applies it.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Default)]
pub struct Burstein {
    /// Solve one matching per decision over every player left, the method as stated,
    /// instead of the faster equivalent (and check every scoregroup by a matching, without
    /// the greedy proof). The pairing never depends on it: the tests pair with both and
    /// compare.
    #[doc(hidden)]
    pub direct: bool,
}

impl Burstein {
    /// The engine.
    #[must_use]
    pub fn new() -> Self {
        Burstein::default()
    }
}

/// Sonneborn-Berger, Buchholz and Median of a player (C.04.4.2 3.2), in tenths of a
/// point (times tenths for Sonneborn-Berger).
#[derive(Copy, Clone, Eq, PartialEq, Debug, Default)]
pub struct Index {
    /// Sonneborn-Berger.
    pub sb: i64,
    /// Buchholz.
    pub bh: i64,
    /// Median Buchholz.
    pub median: i64,
}

// Weight digits, lowest first: the order of opposition (a partner's place from the end of
// the scoregroup), the due colours granted, the pairs within a scoregroup, the pairs.
// Each digit has room for the sum over a whole matching of 10,000 players.
const PRIORITY_BITS: u32 = 0;
const COLOUR_BIT: u32 = 28;
const SAME_BIT: u32 = 41;
const PAIR_BIT: u32 = 54;

type W = Wide<2>;

fn wide(v: u128) -> W {
    Wide([v as u64, (v >> 64) as u64])
}

/// Edge weights of the players still in play, the bookkeeping of the method.
#[derive(Default)]
struct Graph {
    weight: FxHashMap<(u32, u32), u128>,
}

impl Graph {
    fn key(a: usize, b: usize) -> (u32, u32) {
        let (x, y) = if a < b { (a, b) } else { (b, a) };
        (x as u32, y as u32)
    }

    fn set(&mut self, a: usize, b: usize, w: u128) {
        if w == 0 {
            self.weight.remove(&Self::key(a, b));
        } else {
            self.weight.insert(Self::key(a, b), w);
        }
    }

    fn remove_vertex(&mut self, v: usize) {
        self.weight
            .retain(|&(a, b), _| a as usize != v && b as usize != v);
    }

    /// Each vertex's mate in a maximum-weight matching (itself when unmatched).
    fn solve(&self, n: usize) -> Vec<usize> {
        let mut edges: Vec<(usize, usize, W)> = self
            .weight
            .iter()
            .map(|(&(a, b), &w)| (a as usize, b as usize, wide(w)))
            .collect();
        // The matching must not depend on the map's order.
        edges.sort_unstable_by_key(|e| (e.0, e.1));
        let mate = max_weight_matching(n + 1, &edges);
        (0..=n).map(|v| mate[v].unwrap_or(v)).collect()
    }
}

struct Engine<'a> {
    t: &'a Tournament,
    round: RoundNo,
    st: Vec<PlayerState>,
    index: Vec<Index>,
    number: Vec<usize>,
    initial: Colour,
    direct: bool,
}

/// The result of an unplayed round for the virtual opponent rule, and whether it was the
/// pairing-allocated bye.
fn unplayed_outcome(e: Entry) -> (Outcome, bool) {
    match e {
        Entry::Game {
            result: Some(r), ..
        } => (r.outcome, false),
        Entry::Game { result: None, .. } => (Outcome::Draw, false),
        Entry::Bye(ByeKind::PairingAllocated) => (Outcome::Win, true),
        Entry::Bye(ByeKind::Full) => (Outcome::Win, false),
        Entry::Bye(ByeKind::Half) => (Outcome::Draw, false),
        Entry::Bye(ByeKind::Zero) | Entry::Absent => (Outcome::Loss, false),
    }
}

/// A round counted as a game for the tie-breaks: played over the board, or unfinished
/// (article 2: counted as a draw).
fn counted_game(e: Entry) -> Option<PlayerId> {
    match e {
        Entry::Game {
            opponent,
            result: None,
            ..
        } => Some(opponent),
        Entry::Game { opponent, .. } if e.is_played_game() => Some(opponent),
        _ => None,
    }
}

/// Sonneborn-Berger, Buchholz and Median of every player before `round` (see the module
/// documentation for unplayed rounds).
#[must_use]
pub fn indices(t: &Tournament, round: RoundNo) -> Vec<Index> {
    let played = round.index().min(t.rounds().len());
    let draw = i64::from(t.scoring.draw_white.min(t.scoring.draw_black).tenths());
    let win = i64::from(win_points(t).tenths());
    let forfeit_loss = i64::from(t.scoring.forfeit_loss.tenths());
    let pab = i64::from(t.scoring.pairing_bye.tenths());
    let ids: Vec<PlayerId> = t.player_ids().collect();
    let points = |p: PlayerId, r: usize| -> i64 {
        let e = t.entry(p, RoundNo::from_index(r));
        if matches!(e, Entry::Game { result: None, .. }) {
            draw
        } else {
            i64::from(t.points_in(p, RoundNo::from_index(r)).tenths())
        }
    };
    let acceleration = |p: PlayerId| -> i64 {
        i64::from((t.pairing_score(p, round) - t.score_after(p, played)).tenths())
    };
    // Article 2: every unplayed round counts as a draw in an opponent's score.
    let adjusted: Vec<i64> = ids
        .iter()
        .map(|&p| {
            acceleration(p)
                + (0..played)
                    .map(|r| {
                        if counted_game(t.entry(p, RoundNo::from_index(r))).is_some() {
                            points(p, r)
                        } else {
                            draw
                        }
                    })
                    .sum::<i64>()
        })
        .collect();
    ids.iter()
        .map(|&p| {
            let mut out = Index::default();
            if played == 0 {
                return out;
            }
            let (mut lo, mut hi) = (i64::MAX, i64::MIN);
            // The virtual opponent's score before round r: the player's score before it
            // plus a draw for each round after it.
            let mut before = acceleration(p) + (played as i64 - 1) * draw;
            for r in 0..played {
                let e = t.entry(p, RoundNo::from_index(r));
                let mine = points(p, r);
                let opp = match counted_game(e) {
                    Some(o) => adjusted[o.index()],
                    None => {
                        let (outcome, is_pab) = unplayed_outcome(e);
                        before
                            + match outcome {
                                Outcome::Loss => win,
                                Outcome::Draw => draw,
                                Outcome::Win if is_pab && pab < win => {
                                    if pab < draw {
                                        win
                                    } else {
                                        draw
                                    }
                                }
                                Outcome::Win => forfeit_loss,
                            }
                    }
                };
                out.sb += opp * mine;
                out.bh += opp;
                lo = lo.min(opp);
                hi = hi.max(opp);
                before += mine - draw;
            }
            if played > 2 {
                out.median = out.bh - lo - hi;
            }
            out
        })
        .collect()
}

impl<'a> Engine<'a> {
    fn new(t: &'a Tournament, round: RoundNo, direct: bool) -> Self {
        let st = player_states(t, round);
        let paired: Vec<usize> = participants(t, round)
            .into_iter()
            .map(PlayerId::index)
            .collect();
        Engine {
            t,
            round,
            number: pairing_numbers(t, round, &paired),
            index: indices(t, round),
            st,
            initial: t.initial_colour.unwrap_or(Colour::White),
            direct,
        }
    }

    fn score(&self, p: usize) -> Points {
        self.st[p].score
    }

    /// The order of article 3.2 (`Greater`: `a` comes first). Players of different scores
    /// (an incoming floater) weigh Buchholz and Median by their scores.
    fn cmp_index(&self, a: usize, b: usize) -> Ordering {
        let (x, y) = (&self.index[a], &self.index[b]);
        let (sa, sb) = (
            i64::from(self.score(a).tenths()),
            i64::from(self.score(b).tenths()),
        );
        if sa == sb {
            (x.sb, x.bh, x.median, Reverse(a)).cmp(&(y.sb, y.bh, y.median, Reverse(b)))
        } else {
            (x.sb, x.bh * sa, x.median * sa, Reverse(a)).cmp(&(
                y.sb,
                y.bh * sb,
                y.median * sb,
                Reverse(b),
            ))
        }
    }

    /// Why two players may not meet, if they may not.
    fn forbidden(&self, a: usize, b: usize) -> Option<Criterion> {
        let (pa, pb) = (&self.st[a], &self.st[b]);
        if pa.has_met(pb.id) {
            return Some(B1);
        }
        if self.t.is_prohibited(pa.id, pb.id, self.round) {
            return Some(PROHIBITED);
        }
        if pa.strength == Strength::Absolute
            && pb.strength == Strength::Absolute
            && pa.preference == pb.preference
        {
            return Some(ABSOLUTE);
        }
        None
    }

    fn colours_compatible(&self, a: usize, b: usize) -> bool {
        let (x, y) = (self.st[a].preference, self.st[b].preference);
        x.is_none() || y.is_none() || x != y
    }

    /// The weight of a pair: 0 when they may not meet.
    fn weight(&self, a: usize, b: usize, same: bool, colour: bool) -> u128 {
        if self.forbidden(a, b).is_some() {
            return 0;
        }
        let mut w = 1u128 << PAIR_BIT;
        if same {
            w += 1 << SAME_BIT;
            if colour && self.colours_compatible(a, b) {
                w += 1 << COLOUR_BIT;
            }
        }
        w
    }

    /// C.04.1 Article 4 as it read before 2025: no second pairing-allocated bye, and none
    /// after a win by forfeit.
    fn bye_eligible(&self, p: usize) -> bool {
        let id = self.st[p].id;
        (0..self.round.index().min(self.t.rounds().len())).all(|r| {
            !matches!(
                self.t.entry(id, RoundNo::from_index(r)),
                Entry::Bye(ByeKind::PairingAllocated)
                    | Entry::Game {
                        result: Some(arbiter_core::SideResult {
                            outcome: Outcome::Win,
                            decision: arbiter_core::Decision::Forfeit,
                        }),
                        ..
                    }
            )
        })
    }

    /// The colour `p` receives against `o` (module documentation, "Colours").
    fn colour_of(&self, p: usize, o: usize) -> Colour {
        let (a, b) = (&self.st[p], &self.st[o]);
        let neutral = if self.colours_compatible(p, o) {
            match (a.preference, b.preference) {
                (Some(c), _) => Some(c),
                (None, Some(c)) => Some(!c),
                (None, None) => None,
            }
        } else {
            let abs = |s: &PlayerState| s.strength == Strength::Absolute;
            let strong = |s: &PlayerState| s.strength == Strength::Strong;
            let (ia, ib) = (a.colour_diff.abs(), b.colour_diff.abs());
            if abs(a) && (ia > ib || !abs(b)) {
                a.preference
            } else if abs(b) && (ib > ia || !abs(a)) {
                b.preference.map(|c| !c)
            } else if strong(a) && !strong(b) {
                a.preference
            } else if strong(b) && !strong(a) {
                b.preference.map(|c| !c)
            } else {
                a.colours
                    .iter()
                    .rev()
                    .zip(b.colours.iter().rev())
                    .find(|(x, y)| x != y)
                    .map(|(_, y)| *y)
            }
        };
        if let Some(c) = neutral {
            return c;
        }
        match a.preference {
            None => {
                let by_number = |n: usize| {
                    if n % 2 == 1 {
                        self.initial
                    } else {
                        !self.initial
                    }
                };
                if p < o {
                    by_number(self.number[p])
                } else {
                    !by_number(self.number[o])
                }
            }
            Some(c) => {
                if self.cmp_index(p, o) == Ordering::Less {
                    b.preference.map_or(c, |d| !d)
                } else {
                    c
                }
            }
        }
    }

    fn run(&self) -> Result<Pairing, PairingError> {
        let (requested_byes, withdrawn) = not_paired(self.t, self.round);
        // Article 3.2: scoregroups from the top, each in the order of the index.
        let mut order: Vec<usize> = participants(self.t, self.round)
            .into_iter()
            .map(PlayerId::index)
            .collect();
        order.sort_by(|&a, &b| {
            self.score(b)
                .cmp(&self.score(a))
                .then_with(|| self.cmp_index(b, a))
        });
        let mut bye = None;
        let (pairs, brackets) = if order.len() % 2 == 1 {
            let Some(pos) = (0..order.len())
                .rev()
                .find(|&i| self.bye_eligible(order[i]))
            else {
                return Err(PairingError::NoValidPairing(if order.len() == 1 {
                    NoPairingReason::TooFewPlayers { available: 1 }
                } else {
                    NoPairingReason::NoByeCandidate
                }));
            };
            let mut rest = order.clone();
            bye = Some(rest.remove(pos));
            match self.pair_all(&rest) {
                Err(PairingError::NoValidPairing(reason)) => {
                    // The absolute criteria bind the whole pairing: a bye that leaves the
                    // others unpairable is no choice (the reference stops here). Another
                    // one goes to the lowest player who leaves them pairable.
                    let Some(other) = self.completing_bye(&order).filter(|&p| p != pos) else {
                        return Err(PairingError::NoValidPairing(reason));
                    };
                    bye = Some(order.remove(other));
                    self.pair_all(&order)?
                }
                paired => paired?,
            }
        } else {
            self.pair_all(&order)?
        };
        let games: Vec<(usize, usize, Colour)> = pairs
            .iter()
            .map(|&(p, o)| (p, o, self.colour_of(p, o)))
            .collect();
        Ok(Pairing {
            round: self.round,
            games: crate::boards(&self.st, &games, true),
            bye: bye.map(|b| self.st[b].id),
            requested_byes,
            withdrawn,
            brackets,
        })
    }

    /// The place in `order` (pairing order, odd in number) of the lowest player eligible
    /// for the pairing-allocated bye whom the others can all be paired without, by one
    /// matching: a vertex for the bye joins every eligible player, the lower the player
    /// the heavier, below the weight of a pair, so that an optimum pairs everyone it can
    /// and then gives the bye to the lowest player it can (the weights tell the optima
    /// apart by the bye alone). `None` when no such player. The matching is solved on
    /// each player's neighbours in the order first, its duals proving it for every pair.
    fn completing_bye(&self, order: &[usize]) -> Option<usize> {
        const NEIGHBOURS: usize = 8;
        let n = order.len();
        let pair = 1u128 << PAIR_BIT;
        let eligible: Vec<bool> = order.iter().map(|&p| self.bye_eligible(p)).collect();
        let weight = |a: usize, b: usize| -> Option<W> {
            let (a, b) = (a.min(b), a.max(b));
            if b == n {
                eligible[a].then(|| wide(pair + a as u128 + 1))
            } else {
                self.forbidden(order[a], order[b])
                    .is_none()
                    .then(|| wide(pair))
            }
        };
        let mut start: Vec<(usize, usize)> = (0..n)
            .flat_map(|a| (a + 1..n.min(a + 1 + NEIGHBOURS)).map(move |b| (a, b)))
            .collect();
        start.extend((0..n).filter(|&a| eligible[a]).map(|a| (a, n)));
        let mate = max_weight_matching_dense(n + 1, weight, &start, NEIGHBOURS);
        if mate.iter().any(Option::is_none) {
            return None;
        }
        mate[n]
    }

    /// Decides which scoregroups are paired together (module documentation): returns the
    /// boundaries, a boundary written twice where no floater may cross it. Scoregroups
    /// are added from the top; one that leaves a player above it unpaired, or sends or
    /// receives more than one floater, is merged with the next, and the last one with the
    /// one above it. Each decision is made on the block (scoregroups joined by floaters)
    /// of the last scoregroup only, since no edge crosses a boundary written twice. A
    /// greedy pairing of the block with one floater per odd boundary proves the block
    /// valid without a matching (not in the method as stated): it pairs everyone with the
    /// fewest pairs across scoregroups, so every optimum has that shape.
    fn scoregroups(&self, verts: &[usize]) -> Result<Vec<usize>, PairingError> {
        let n = verts.len();
        let mut bounds = vec![0usize, 0];
        let mut valid = true;
        let last = |b: &Vec<usize>| b[b.len() - 1];
        while last(&bounds) < n {
            bounds.push(last(&bounds));
            loop {
                let begin = last(&bounds);
                loop {
                    let k = bounds.len();
                    bounds[k - 1] += 1;
                    let b = bounds[k - 1];
                    if !(b < n && self.score(verts[begin]) == self.score(verts[b])) {
                        break;
                    }
                }
                let b = last(&bounds);
                valid = self.block_valid(verts, &bounds, b % 2 == 1);
                if b >= n || valid {
                    break;
                }
            }
            let b = last(&bounds);
            if b < n && b % 2 == 0 {
                bounds.push(b);
            }
        }
        while bounds.len() > 3 && !valid {
            bounds.pop();
            bounds.pop();
            let group_begin = bounds.pop().unwrap_or(0);
            bounds.push(group_begin);
            bounds.push(n);
            valid = self.block_valid(verts, &bounds, false);
        }
        if !valid {
            return Err(PairingError::NoValidPairing(NoPairingReason::Unpairable {
                players: self.block_unpaired(verts, &bounds),
            }));
        }
        Ok(bounds)
    }

    /// The vertices of the last block, with the virtual opponent (numbered `b`, the last
    /// boundary) when `virtual_opponent`.
    fn last_block(bounds: &[usize], n: usize) -> (Layout, Vec<usize>) {
        let layout = Layout::new(bounds, n);
        let (lo, _) = layout.block(layout.spans.len() - 1);
        let start = layout.spans[lo].0;
        let end = bounds[bounds.len() - 1];
        (layout, (start..end).collect())
    }

    /// Phase-one weight of a pair of the layout (no due colours).
    fn layout_weight(&self, layout: &Layout, verts: &[usize], a: usize, b: usize) -> u128 {
        match layout.relation(a, b) {
            Some(same) => self.weight(verts[a], verts[b], same, false),
            None => 0,
        }
    }

    /// Whether every optimum of the last block is valid (see [`valid_groups`]).
    fn block_valid(&self, verts: &[usize], bounds: &[usize], virtual_opponent: bool) -> bool {
        let n = verts.len();
        let (layout, block) = Self::last_block(bounds, n);
        if !self.direct && self.greedy_block(verts, &layout, &block, virtual_opponent) {
            return true;
        }
        // The same proof, exact: a pairing of everyone with one floater per odd boundary.
        if !self.direct && !block.is_empty() {
            let (lo, hi) = layout.block(layout.spans.len() - 1);
            if self.chain(verts, &layout, lo, (lo, hi), virtual_opponent)[0].is_some() {
                return true;
            }
        }
        let mate = self.solve_block(verts, &layout, &block, virtual_opponent);
        valid_groups(&mate, bounds, block.first().copied().unwrap_or(0))
    }

    /// The unpaired players of an optimum of the last block.
    fn block_unpaired(&self, verts: &[usize], bounds: &[usize]) -> Vec<PlayerId> {
        let (layout, block) = Self::last_block(bounds, verts.len());
        let mate = self.solve_block(verts, &layout, &block, false);
        block
            .iter()
            .filter(|&&v| mate[v] == v)
            .map(|&v| self.st[verts[v]].id)
            .collect()
    }

    /// Mates (a vertex unmatched is its own mate) of an optimum of `block`; the virtual
    /// opponent is vertex `block_end`, joined to the last span.
    fn solve_block(
        &self,
        verts: &[usize],
        layout: &Layout,
        block: &[usize],
        virtual_opponent: bool,
    ) -> Vec<usize> {
        let n = verts.len();
        let mut edges = Vec::new();
        for (i, &a) in block.iter().enumerate() {
            for (j, &b) in block.iter().enumerate().skip(i + 1) {
                let w = self.layout_weight(layout, verts, a, b);
                if w != 0 {
                    edges.push((i, j, wide(w)));
                }
            }
        }
        let k = block.len();
        if virtual_opponent {
            let (lo, _) = layout.spans[layout.spans.len() - 1];
            for (i, &a) in block.iter().enumerate() {
                if a >= lo {
                    edges.push((i, k, wide(1 << PAIR_BIT)));
                }
            }
        }
        let m = max_weight_matching(k + 1, &edges);
        let end = block.last().map_or(0, |&b| b + 1);
        let mut mate: Vec<usize> = (0..=n.max(end)).collect();
        for (i, &a) in block.iter().enumerate() {
            if let Some(j) = m[i] {
                mate[a] = if j == k { end } else { block[j] };
            }
        }
        mate
    }

    /// A greedy pairing of the block's spans, each odd one passing one floater down (to
    /// the virtual opponent after the last span). True when it pairs everyone so.
    fn greedy_block(
        &self,
        verts: &[usize],
        layout: &Layout,
        block: &[usize],
        virtual_opponent: bool,
    ) -> bool {
        match self.greedy_pairs(verts, layout, block) {
            Some((_, carry)) => carry.is_none() || virtual_opponent,
            None => false,
        }
    }

    /// The pairs of [`Engine::greedy_block`], and the floater it leaves after the last
    /// span; `None` when a span cannot be paired so.
    fn greedy_pairs(
        &self,
        verts: &[usize],
        layout: &Layout,
        block: &[usize],
    ) -> Option<(Pairs, Option<usize>)> {
        let Some(&first) = block.first() else {
            return Some((Vec::new(), None));
        };
        let ok = |a: usize, b: usize| self.layout_weight(layout, verts, a, b) != 0;
        let mut carry: Option<usize> = None;
        let mut pairs = Vec::new();
        let mut k = layout.span_of[first] as usize;
        while k < layout.spans.len() {
            let (a, b) = layout.spans[k];
            let members: Vec<usize> = (a..b).collect();
            let mut rest = members.clone();
            if let Some(c) = carry.take() {
                // The floater from above meets someone of this span, the rest pair up.
                let placed = members.iter().rev().take(8).find_map(|&m| {
                    if !ok(c, m) {
                        return None;
                    }
                    let others: Vec<usize> = members.iter().copied().filter(|&x| x != m).collect();
                    crate::greedy::pair_up(&others, others.len() % 2, &ok)?;
                    Some((m, others))
                });
                let (m, others) = placed?;
                pairs.push((c, m));
                rest = others;
            }
            let (found, single) = crate::greedy::pairs_and_singles(&rest, rest.len() % 2, &ok)?;
            pairs.extend(found);
            carry = single.first().copied();
            if k + 1 < layout.spans.len() && !layout.linked[k] {
                if carry.is_some() {
                    return None;
                }
                break;
            }
            k += 1;
        }
        Some((pairs, carry))
    }

    /// For the spans `from..hi` of the block whose first span is `top`, from the bottom
    /// up: whether the spans from each to the end of the block can be paired with the
    /// fewest pairs across scoregroups (`None` when not), and, when a floater must come
    /// into the span, the players who can receive it so (none otherwise). A boundary is
    /// crossed by exactly one floater when the players above it in the block are odd in
    /// number, by none otherwise; with `open_end`, the last span's floater goes to the
    /// virtual opponent. While the block is paired, the numbers above its boundaries
    /// keep their parity (players leave it in pairs, a floater stays until it is paired
    /// below), so the answers hold for every group of the block.
    ///
    /// A span that sends a floater down gets a stand-in vertex joined to the players
    /// who may meet a receiver of the span below. A span with no floater coming in must
    /// then be paired completely; one with a floater coming in must be paired
    /// completely but for its receiver, and the receivers it can have are the players
    /// some maximum matching leaves over, found all at once (`Cardinality::even_reach`).
    fn chain(
        &self,
        verts: &[usize],
        layout: &Layout,
        top: usize,
        (from, hi): (usize, usize),
        open_end: bool,
    ) -> Vec<Option<Vec<usize>>> {
        let mut above = vec![0usize; hi - top + 1];
        for k in top..hi {
            let (a, b) = layout.spans[k];
            above[k - top + 1] = above[k - top] + (b - a);
        }
        let mut out: Vec<Option<Vec<usize>>> = vec![None; hi - from];
        for k in (from..hi).rev() {
            let incoming = above[k - top] % 2 == 1;
            let outgoing = above[k - top + 1] % 2 == 1;
            let next = if k + 1 < hi {
                match &out[k + 1 - from] {
                    Some(r) => Some(r.as_slice()),
                    None => continue,
                }
            } else {
                None
            };
            if next.is_none() && outgoing && !open_end {
                continue;
            }
            let (a, b) = layout.spans[k];
            let members: Vec<usize> = (a..b).collect();
            let senders: Vec<bool> = match (outgoing, next) {
                (false, _) => Vec::new(),
                (true, None) => vec![true; members.len()],
                (true, Some(next)) => members
                    .iter()
                    .map(|&f| {
                        next.iter().any(|&r| {
                            layout.relation(f, r).is_some()
                                && self.forbidden(verts[f], verts[r]).is_none()
                        })
                    })
                    .collect(),
            };
            // Places in `members`, the stand-in last.
            let m = members.len() + usize::from(outgoing);
            let adjacent = |i: usize, j: usize| {
                if i == members.len() {
                    senders[j]
                } else if j == members.len() {
                    senders[i]
                } else {
                    self.forbidden(verts[members[i]], verts[members[j]])
                        .is_none()
                }
            };
            let mut matching = Cardinality::new(m);
            for i in 0..m {
                if matching.mate(i).is_none()
                    && let Some(j) =
                        (i + 1..m).find(|&j| matching.mate(j).is_none() && adjacent(i, j))
                {
                    matching.pair(i, j);
                }
            }
            let left = matching.maximise(adjacent);
            if !incoming {
                if left.is_empty() {
                    out[k - from] = Some(Vec::new());
                }
                continue;
            }
            if let [root] = left[..]
                && let Some(reach) = matching.even_reach(adjacent, root)
            {
                let mut r: Vec<usize> = reach
                    .into_iter()
                    .filter(|&i| i < members.len())
                    .map(|i| members[i])
                    .collect();
                r.sort_unstable();
                if !r.is_empty() {
                    out[k - from] = Some(r);
                }
            }
        }
        out
    }

    /// Pairs the players of `order` (pairing order, even in number).
    #[allow(clippy::type_complexity)]
    fn pair_all(
        &self,
        order: &[usize],
    ) -> Result<(Vec<(usize, usize)>, Vec<BracketReport>), PairingError> {
        let n = order.len();
        let bounds = self.scoregroups(order)?;
        let layout = Layout::new(&bounds, n);
        let mut method = if self.direct {
            // The weights of the method as stated, from the layout the boundaries give.
            let mut g = Graph::default();
            for a in 0..n {
                for b in a + 1..n {
                    g.set(a, b, self.layout_weight(&layout, order, a, b));
                }
            }
            Method::Direct(g)
        } else {
            Method::Fast(Box::new(Fast::new(layout, n)))
        };
        // One more place, never done: the vertex standing for the players beyond a group
        // paired on its own (see [`Fast::reduce`]).
        let mut done = vec![false; n + 1];
        let mut span = 0;
        let mut pairs = Vec::new();
        let mut brackets = Vec::new();
        let mut begin = bounds[0];
        let mut floater: Option<usize> = None;
        for &end in &bounds[1..] {
            if begin == end {
                continue;
            }
            let incoming = floater.take();
            let mut group: Vec<usize> = (begin..end).collect();
            group.extend(incoming);
            // Article 3.2, best first (a stable sort: equal keys keep their order).
            group.sort_by(|&a, &b| self.cmp_index(order[b], order[a]));
            method.start_group(self, order, &group, (span, end), &done);
            span += 1;
            let mut report = BracketReport {
                upward: false,
                score: self.score(order[begin]),
                residents: group
                    .iter()
                    .filter(|&&v| Some(v) != incoming)
                    .map(|&v| self.st[order[v]].id)
                    .collect(),
                moved_down: incoming.map(|v| self.st[order[v]].id).into_iter().collect(),
                downfloaters: Vec::new(),
                pairs: Vec::new(),
                failures: Vec::new(),
                deviations: Vec::new(),
                keys: group
                    .iter()
                    .map(|&v| {
                        let p = order[v];
                        let x = &self.index[p];
                        (
                            self.st[p].id,
                            format!(
                                "SB {} BH {} median {}",
                                sb_text(x.sb),
                                Points::from_tenths(x.bh as i32),
                                Points::from_tenths(x.median as i32)
                            ),
                        )
                    })
                    .collect(),
                key_messages: group
                    .iter()
                    .map(|&v| {
                        let p = order[v];
                        let x = &self.index[p];
                        (
                            self.st[p].id,
                            Message::new("pairing-key-burstein")
                                .number("sb", sb_text(x.sb))
                                .number("bh", Points::from_tenths(x.bh as i32))
                                .number("median", Points::from_tenths(x.median as i32)),
                        )
                    })
                    .collect(),
            };
            let mut colour_failures = 0;
            for (i, &v) in group.iter().enumerate() {
                if done[v] {
                    continue;
                }
                let m = method.partner(self, order, &group, i, &done);
                if m == v {
                    return Err(PairingError::NoValidPairing(NoPairingReason::Unpairable {
                        players: vec![self.st[order[v]].id],
                    }));
                }
                if m >= end {
                    floater = Some(v);
                    report.downfloaters.push(self.st[order[v]].id);
                    continue;
                }
                done[v] = true;
                done[m] = true;
                if let Method::Direct(g) = &mut method {
                    g.remove_vertex(v);
                    g.remove_vertex(m);
                }
                let (pv, pm) = (order[v], order[m]);
                if !self.colours_compatible(pv, pm) {
                    colour_failures += 1;
                }
                if let Some(d) = self.deviation(order, &group[i + 1..], &done, v, m) {
                    report.deviations.push(d);
                }
                pairs.push((pv, pm));
                report.pairs.push((self.st[pv].id, self.st[pm].id));
            }
            if colour_failures > 0 {
                report.failures.push((DUE_COLOUR, colour_failures));
            }
            brackets.push(report);
            begin = end;
        }
        Ok((pairs, brackets))
    }

    /// Why `v` was not paired with the last player of its group still free (article 3.3).
    fn deviation(
        &self,
        order: &[usize],
        after: &[usize],
        done: &[bool],
        v: usize,
        m: usize,
    ) -> Option<Deviation> {
        let pos = after.iter().position(|&u| u == m)?;
        let skipped: Vec<usize> = after[pos + 1..]
            .iter()
            .copied()
            .filter(|&u| !done[u])
            .collect();
        let natural = *skipped.last()?;
        let (pv, pn) = (order[v], order[natural]);
        let criterion = self.forbidden(pv, pn).unwrap_or_else(|| {
            if self.colours_compatible(pv, pn) {
                COMPLETE
            } else {
                DUE_COLOUR
            }
        });
        Some(Deviation {
            players: vec![self.st[pv].id, self.st[pn].id],
            criterion,
            detail: format!(
                "{} is paired with {} rather than with {}, lower in the group ({})",
                self.st[pv].id, self.st[order[m]].id, self.st[pn].id, criterion.text
            ),
            message: Message::new("pairing-dev-burstein-rather")
                .text("player", self.st[pv].id)
                .text("partner", self.st[order[m]].id)
                .text("natural", self.st[pn].id)
                .phrase("why", Message::new(criterion.key)),
        })
    }
}

/// Whether a matching of the scoregroups so far keeps every player above the last
/// scoregroup paired, with at most one floater into and one out of each scoregroup
/// (two out-of-group partners where the players above and within are odd in number).
fn valid_groups(mate: &[usize], bounds: &[usize], from: usize) -> bool {
    let back = bounds[bounds.len() - 1];
    let last_begin = bounds[bounds.len() - 2];
    let mut it = 0;
    let mut outside = 0;
    let mut group_begin = 0;
    for (v, &m) in mate.iter().enumerate() {
        if v >= back {
            return true;
        }
        if v >= bounds[it] {
            outside = 0;
            group_begin = v;
            while v >= bounds[it] {
                it += 1;
            }
        }
        if v < from {
            // An earlier block, already found valid.
            continue;
        }
        if m == v && v < last_begin {
            return false;
        }
        if m == v || m < group_begin || m >= bounds[it] {
            outside += 1;
            if outside > if bounds[it] % 2 == 1 { 2 } else { 1 } {
                return false;
            }
        }
    }
    true
}

/// The default acceleration of rounds 1 and 2 (module documentation): the players who
/// take part in round 1 (those paired in it, or to be paired now when round 1 is the one
/// being paired) are counted, and players in pairing-number order score a fictitious win
/// until the players counted among them reach half of that count (rounded down).
/// Players who do not take part still receive it when they stand among them. Nothing is
/// added when any player carries fictitious points already.
fn with_default_acceleration(t: &Tournament, round: RoundNo) -> Cow<'_, Tournament> {
    if round.index() >= 2 || t.players().any(|(_, p)| !p.accelerations.is_empty()) {
        return Cow::Borrowed(t);
    }
    let first = RoundNo::from_index(0);
    let counted: Vec<bool> = if round.index() == 0 {
        let now = participants(t, round);
        t.player_ids().map(|p| now.contains(&p)).collect()
    } else {
        t.player_ids()
            .map(|p| {
                matches!(
                    t.entry(p, first),
                    Entry::Game { .. } | Entry::Bye(ByeKind::PairingAllocated)
                )
            })
            .collect()
    };
    let mut bound = counted.iter().filter(|&&c| c).count();
    if bound <= 1 {
        return Cow::Borrowed(t);
    }
    let win = win_points(t);
    let mut out = t.clone();
    for (i, &c) in counted.iter().enumerate() {
        if let Some(p) = out.player_mut(PlayerId::from_index(i)) {
            p.accelerations = vec![Points::ZERO; round.index() + 1];
            p.accelerations[round.index()] = win;
        }
        if c {
            bound -= 2.min(bound);
            if bound <= 1 {
                break;
            }
        }
    }
    Cow::Owned(out)
}

/// How the partners are found: the method as stated ([`Burstein::direct`]), or its faster
/// equivalent.
///
/// The method as stated solves, for each player in turn, one maximum-weight matching of
/// everyone left, the player's pairs weighted by their places from the end of the group
/// (article 3.3) below every other digit. So the player gets the lowest partner that
/// some optimum of the other digits (pairs, pairs within scoregroups, due colours) still
/// holds, given the pairs made before. The faster method keeps one optimum of those
/// digits and mostly finds that partner without a matching, trying the candidates from
/// the end of the group:
/// - the optimum pairs them: taken;
/// - every optimum has the same number of pairs with compatible due colours, and the
///   players left without the two could not reach it ([`DueColours::bound`]): passed;
/// - an exchange with the optimum (four or six players on an alternating cycle) keeps
///   its weight: taken, the optimum moved with it;
/// - otherwise one matching as stated decides.
///
/// Each group's optimum comes from the one above without a matching when it can be
/// proved (see [`Fast::start_group`]); else it is solved for, and its duals pass over
/// the candidates no optimum can hold (those off tight edges). Players on both sides of
/// a boundary no floater may cross never share an edge, so each matching covers only
/// the scoregroups joined by floaters (a "block").
enum Method {
    Direct(Graph),
    Fast(Box<Fast>),
}

impl Method {
    /// Prepares the pairing of a group (`group` in the order of article 3.2, the `span`-th
    /// scoregroup of the layout, residents ending at `end`).
    fn start_group(
        &mut self,
        e: &Engine<'_>,
        order: &[usize],
        group: &[usize],
        (span, end): (usize, usize),
        done: &[bool],
    ) {
        match self {
            Method::Direct(g) => {
                for (i, &a) in group.iter().enumerate() {
                    for &b in &group[i + 1..] {
                        g.set(a, b, e.weight(order[a], order[b], true, true));
                    }
                }
            }
            Method::Fast(f) => f.start_group(e, order, group, (span, end), done),
        }
    }

    /// The partner of `group[i]`: in the group when some optimum allows, else beyond the
    /// group (the player floats); itself when no optimum pairs it.
    fn partner(
        &mut self,
        e: &Engine<'_>,
        order: &[usize],
        group: &[usize],
        i: usize,
        done: &[bool],
    ) -> usize {
        let v = group[i];
        match self {
            Method::Direct(g) => {
                // Article 3.3: the later a partner stands in the group, the better.
                let mut priority = 1u128;
                for &u in &group[i + 1..] {
                    if !done[u] {
                        let w = e.weight(order[v], order[u], true, true);
                        if w != 0 {
                            g.set(v, u, w + (priority << PRIORITY_BITS));
                            priority += 1;
                        }
                    }
                }
                g.solve(order.len())[v]
            }
            Method::Fast(f) => f.partner(e, order, group, i, done),
        }
    }
}

/// The scoregroups of the method as spans of the pairing order: players of one span may
/// meet as a pair within a scoregroup, players of neighbouring spans linked by a floater
/// boundary may meet across it, no one else.
struct Layout {
    spans: Vec<(usize, usize)>,
    /// `linked[i]`: spans `i` and `i + 1` may exchange a floater.
    linked: Vec<bool>,
    span_of: Vec<u32>,
}

impl Layout {
    /// From the boundaries of [`Engine::scoregroups`] (a boundary written twice is one no
    /// floater crosses); vertices from the last boundary on belong to no span.
    fn new(bounds: &[usize], n: usize) -> Layout {
        let spans: Vec<(usize, usize)> = bounds
            .windows(2)
            .filter(|w| w[0] < w[1])
            .map(|w| (w[0], w[1]))
            .collect();
        let linked = spans
            .iter()
            .skip(1)
            .map(|&(b, _)| bounds.iter().filter(|&&x| x == b).count() == 1)
            .collect();
        let mut span_of = vec![u32::MAX; n + 1];
        for (k, &(a, b)) in spans.iter().enumerate() {
            for slot in &mut span_of[a..b] {
                *slot = k as u32;
            }
        }
        Layout {
            spans,
            linked,
            span_of,
        }
    }

    /// `Some(true)` for two players of one span, `Some(false)` across a linked boundary.
    fn relation(&self, a: usize, b: usize) -> Option<bool> {
        let (x, y) = (self.span_of[a], self.span_of[b]);
        if x == u32::MAX || y == u32::MAX {
            return None;
        }
        let (x, y) = (x.min(y) as usize, x.max(y) as usize);
        if x == y {
            Some(true)
        } else if y == x + 1 && self.linked[x] {
            Some(false)
        } else {
            None
        }
    }

    /// The first and one-past-last span of the block (spans joined by links) holding
    /// span `k`.
    fn block(&self, k: usize) -> (usize, usize) {
        let mut lo = k;
        while lo > 0 && self.linked[lo - 1] {
            lo -= 1;
        }
        let mut hi = k + 1;
        while hi < self.spans.len() && self.linked[hi - 1] {
            hi += 1;
        }
        (lo, hi)
    }
}

/// The state of the faster method while a scoregroup is paired.
struct Fast {
    layout: Layout,
    in_group: Vec<bool>,
    /// The current optimum (global vertex numbers; `NONE` when unmatched).
    mate: Vec<usize>,
    /// The group's first optimum with its duals, and each vertex's number in it, when
    /// the optimum had to be solved for (see [`Fast::start_group`]).
    opt: Option<Optimum<2>>,
    compact: Vec<usize>,
    /// The vertices in play for this group, and a mark on each.
    alive: Vec<usize>,
    in_play: Vec<bool>,
    /// The group is paired on its own (see [`Fast::reduce`]): the players beyond it
    /// stand in as one vertex, numbered `n`, joined to the players of the group who can
    /// float (`floats`).
    reduced: bool,
    n: usize,
    floats: Vec<bool>,
    /// For each span of the current block (`chain_block`, its first span) below its
    /// first: whether the spans from it to the end of the block can be paired with the
    /// fewest pairs across scoregroups (`ready`), and, when a floater must come into it,
    /// the players who can receive it so (see [`Fast::chain`]).
    chain_block: usize,
    ready: Vec<bool>,
    receivers: Vec<Vec<usize>>,
    /// The mates of the players beyond the group no longer form an optimum with it (a
    /// group was paired on its own).
    stale: bool,
    /// The current group's block (first and one-past-last span) and span.
    place: (usize, usize, usize),
}

const NONE: usize = usize::MAX;

impl Fast {
    fn new(layout: Layout, n: usize) -> Self {
        let spans = layout.spans.len();
        Fast {
            layout,
            in_group: vec![false; n + 1],
            mate: vec![NONE; n + 1],
            opt: None,
            compact: vec![NONE; n + 1],
            alive: Vec::new(),
            in_play: vec![false; n + 1],
            reduced: false,
            n,
            floats: vec![false; n + 1],
            chain_block: NONE,
            ready: vec![false; spans],
            receivers: vec![Vec::new(); spans],
            stale: false,
            place: (0, 0, 0),
        }
    }

    /// The weight of a pair while the group is paired: due colours count within the group.
    /// The vertex standing for the players beyond a group paired on its own weighs a
    /// pair across scoregroups with each player who can float.
    fn weight(&self, e: &Engine<'_>, order: &[usize], a: usize, b: usize) -> u128 {
        if a == self.n || b == self.n {
            let u = a.min(b);
            return if self.reduced && self.floats[u] {
                1 << PAIR_BIT
            } else {
                0
            };
        }
        if self.in_group[a] && self.in_group[b] {
            return e.weight(order[a], order[b], true, true);
        }
        match self.layout.relation(a, b) {
            Some(same) => e.weight(order[a], order[b], same, false),
            None => 0,
        }
    }

    fn edges(&self, e: &Engine<'_>, order: &[usize], verts: &[usize]) -> Vec<(usize, usize, W)> {
        let mut out = Vec::new();
        for (i, &a) in verts.iter().enumerate() {
            for (j, &b) in verts.iter().enumerate().skip(i + 1) {
                let w = self.weight(e, order, a, b);
                if w != 0 {
                    out.push((i, j, wide(w)));
                }
            }
        }
        out
    }

    /// Prepares the pairing of a group: the players in play (the group and the rest of
    /// its block) and an optimum of their weights.
    ///
    /// The optimum is mostly found without a matching: the optimum of the group above
    /// (or, at the top of a block, a greedy pairing of the block) pairs everyone with
    /// the fewest pairs across scoregroups, and exchanges of partners within the group
    /// then raise its pairs of compatible due colours to the most the group's colours
    /// allow ([`DueColours::bound`]). Reaching that bound proves it an optimum. When it
    /// is not reached, the optimum is solved for, with its duals.
    fn start_group(
        &mut self,
        e: &Engine<'_>,
        order: &[usize],
        group: &[usize],
        (span, end): (usize, usize),
        done: &[bool],
    ) {
        self.in_group.iter_mut().for_each(|x| *x = false);
        for &v in group {
            self.in_group[v] = true;
        }
        let (lo, hi) = self.layout.block(span);
        let block_end = self.layout.spans[hi - 1].1;
        self.opt = None;
        self.reduced = false;
        self.place = (lo, span, hi);
        let block: Vec<usize> = group
            .iter()
            .copied()
            .chain(end..block_end)
            .filter(|&v| !done[v])
            .collect();
        // The optimum carried over from the group above, when it still stands (no group
        // of a new block has been paired yet: its top is paired afresh).
        if span == lo {
            self.stale = false;
        }
        if !self.stale {
            self.play(block.clone(), false);
            if self.seed(e, order, (lo, span, hi), group, done)
                && self.raise_colours(e, order, group, done)
            {
                return;
            }
        }
        if self.reduce(e, order, group, done) {
            if self.raise_colours(e, order, group, done) {
                return;
            }
        } else {
            let stale = self.stale;
            self.play(block, stale);
            self.stale = false;
            if self.seed(e, order, (lo, span, hi), group, done)
                && self.raise_colours(e, order, group, done)
            {
                return;
            }
        }
        for (i, &v) in self.alive.iter().enumerate() {
            self.compact[v] = i;
        }
        let edges = self.edges(e, order, &self.alive);
        let opt = Optimum::solve(self.alive.len(), &edges);
        for (i, &v) in self.alive.iter().enumerate() {
            self.mate[v] = opt.mate[i].map_or(NONE, |j| self.alive[j]);
        }
        self.opt = Some(opt);
    }

    /// Whether players `a` and `b` may meet as the layout stands (within a span or across
    /// a linked boundary).
    fn allowed(&self, e: &Engine<'_>, order: &[usize], a: usize, b: usize) -> bool {
        self.layout.relation(a, b).is_some() && e.forbidden(order[a], order[b]).is_none()
    }

    /// The receivers of each span below the block's first ([`Engine::chain`]).
    fn chain(&mut self, e: &Engine<'_>, order: &[usize], lo: usize, hi: usize) {
        let reach = e.chain(order, &self.layout, lo, (lo + 1, hi), false);
        for (k, r) in reach.into_iter().enumerate() {
            self.ready[lo + 1 + k] = r.is_some();
            self.receivers[lo + 1 + k] = r.unwrap_or_default();
        }
    }

    /// Prepares the group to be paired on its own, when the block can be paired with the
    /// fewest pairs across scoregroups ([`Fast::chain`]): then every optimum has that
    /// shape, the players beyond the group add the same weight to every optimum, and
    /// they matter only as the one floater a group odd in number sends them, which any
    /// player of the group who may meet a receiver below can be. So the group's
    /// optima are those of the group and one vertex standing for the players beyond,
    /// joined to those players. Makes `mate` pair them all; false (nothing in play)
    /// when the block cannot be paired so.
    fn reduce(&mut self, e: &Engine<'_>, order: &[usize], group: &[usize], done: &[bool]) -> bool {
        let members: Vec<usize> = group.iter().copied().filter(|&v| !done[v]).collect();
        if !self.prepare(e, order, &members) {
            return false;
        }
        let mut alive = members;
        if alive.len() % 2 == 1 {
            alive.push(self.n);
        }
        self.play(alive, false);
        self.reduced = true;
        // A complete pairing, pairs of compatible due colours first, then the rest.
        let k = self.alive.len();
        let w = |i: usize, j: usize| self.weight(e, order, self.alive[i], self.alive[j]);
        let mut matching = Cardinality::new(k);
        for colours in [true, false] {
            for i in 0..k {
                if matching.mate(i).is_none()
                    && let Some(j) = (i + 1..k).find(|&j| {
                        matching.mate(j).is_none() && {
                            let x = w(i, j);
                            x != 0 && (!colours || x & (1 << COLOUR_BIT) != 0)
                        }
                    })
                {
                    matching.pair(i, j);
                }
            }
        }
        if !matching.perfect(|i, j| w(i, j) != 0) {
            self.reduced = false;
            return false;
        }
        for (i, &v) in self.alive.iter().enumerate() {
            self.mate[v] = matching.mate(i).map_or(NONE, |j| self.alive[j]);
        }
        self.stale = true;
        true
    }

    /// Marks the players of the group (its `members` still free) who can float, when the
    /// block below can be paired with the fewest pairs across scoregroups; false when
    /// it cannot, or when the group has a floater to send and no one below.
    fn prepare(&mut self, e: &Engine<'_>, order: &[usize], members: &[usize]) -> bool {
        let (lo, span, hi) = self.place;
        if self.chain_block != lo {
            self.chain(e, order, lo, hi);
            self.chain_block = lo;
        }
        let odd = members.len() % 2 == 1;
        let below = span + 1 < hi;
        if (below && !self.ready[span + 1]) || (!below && odd) {
            return false;
        }
        // Earlier groups' marks stay only on players who are done, or on the floater
        // that came in, which is a member again.
        for &u in members {
            self.floats[u] = odd
                && self.receivers[span + 1]
                    .iter()
                    .any(|&r| self.allowed(e, order, u, r));
        }
        true
    }

    /// Turns the group, paired by the optimum carried over from the group above, into
    /// the group paired on its own ([`Fast::reduce`]) before a matching decides: the
    /// member whose mate is beyond the group gets the stand-in instead. Nothing changes
    /// when the block cannot be paired so.
    fn pair_on_its_own(&mut self, e: &Engine<'_>, order: &[usize], group: &[usize], done: &[bool]) {
        let members: Vec<usize> = group.iter().copied().filter(|&v| !done[v]).collect();
        let mates: Vec<usize> = members
            .iter()
            .map(|&v| {
                let m = self.mate[v];
                if m != NONE && self.in_group[m] {
                    m
                } else {
                    self.n
                }
            })
            .collect();
        let out: Vec<usize> = (0..members.len()).filter(|&i| mates[i] == self.n).collect();
        if out.len() != members.len() % 2 || !self.prepare(e, order, &members) {
            return;
        }
        if out.iter().any(|&i| !self.floats[members[i]]) {
            return;
        }
        let mut alive = members.clone();
        if let Some(&i) = out.first() {
            alive.push(self.n);
            self.mate[self.n] = members[i];
        }
        for (&v, &m) in members.iter().zip(&mates) {
            self.mate[v] = m;
        }
        self.play(alive, false);
        self.reduced = true;
        self.stale = true;
    }

    /// Puts `list` in play (and nobody else), its mates cleared when `clear`.
    fn play(&mut self, list: Vec<usize>, clear: bool) {
        for &v in &self.alive {
            self.in_play[v] = false;
        }
        self.alive = list;
        for &v in &self.alive {
            self.in_play[v] = true;
            if clear {
                self.mate[v] = NONE;
            }
        }
    }

    /// Makes `mate` pair everyone in play with the fewest pairs across scoregroups (the
    /// first two digits of an optimum), and proves it: a boundary must be crossed once
    /// when the players in play above it are odd in number, and needs no more.
    fn seed(
        &mut self,
        e: &Engine<'_>,
        order: &[usize],
        (lo, span, hi): (usize, usize, usize),
        group: &[usize],
        done: &[bool],
    ) -> bool {
        let paired = |f: &Self| {
            f.alive.iter().all(|&v| {
                let m = f.mate[v];
                m != NONE && f.in_play[m] && f.mate[m] == v
            })
        };
        if !paired(self) {
            if span != lo {
                return false;
            }
            let block: Vec<usize> =
                (self.layout.spans[lo].0..self.layout.spans[hi - 1].1).collect();
            let Some((pairs, None)) = e.greedy_pairs(order, &self.layout, &block) else {
                return false;
            };
            for &v in &self.alive {
                self.mate[v] = NONE;
            }
            for (a, b) in pairs {
                self.mate[a] = b;
                self.mate[b] = a;
            }
            if !paired(self) {
                return false;
            }
        }
        let mut above = group.iter().filter(|&&v| !done[v]).count();
        let mut crossings = 0;
        for &(a, b) in &self.layout.spans[span + 1..hi] {
            crossings += above % 2;
            above += (a..b).filter(|&v| !done[v]).count();
        }
        let same = self
            .alive
            .iter()
            .filter(|&&v| {
                let m = self.mate[v];
                v < m && self.weight(e, order, v, m) & (1 << SAME_BIT) != 0
            })
            .count();
        same + crossings == self.alive.len() / 2
    }

    /// Raises the pairs of compatible due colours within the group by exchanges of
    /// partners (v-a and x-y for v-x and a-y, with v and a in the group) until the
    /// bound of the group's colours is reached; false when no exchange helps first.
    fn raise_colours(
        &mut self,
        e: &Engine<'_>,
        order: &[usize],
        group: &[usize],
        done: &[bool],
    ) -> bool {
        let members: Vec<usize> = group.iter().copied().filter(|&v| !done[v]).collect();
        let bound = self.colour_counts(e, order, group, done).bound();
        let mut compatible = self.compatible_pairs(e, order, group, done);
        let mut improved = true;
        while compatible < bound && improved {
            improved = false;
            for &v in &members {
                if compatible == bound {
                    break;
                }
                let x = self.mate[v];
                if self.in_group[x] && e.colours_compatible(order[v], order[x]) {
                    continue;
                }
                if let Some(gain) = self.better_partners(e, order, &members, v) {
                    compatible += gain;
                    improved = true;
                }
            }
        }
        compatible == bound
    }

    /// The first exchange of partners between `v` and another player of the group that
    /// raises the weight; applied, with the pairs of compatible colours it adds (the
    /// other digits are optimal already, so they cannot rise).
    fn better_partners(
        &mut self,
        e: &Engine<'_>,
        order: &[usize],
        members: &[usize],
        v: usize,
    ) -> Option<usize> {
        let x = self.mate[v];
        let w = |a: usize, b: usize| self.weight(e, order, a, b);
        let old_v = w(v, x);
        for &a in members {
            let y = self.mate[a];
            if a == v || a == x {
                continue;
            }
            let old = old_v + w(a, y);
            for (p, q) in [(a, y), (y, a)] {
                let (vp, xq) = (w(v, p), w(x, q));
                if vp != 0 && xq != 0 && vp + xq > old {
                    self.mate[v] = p;
                    self.mate[p] = v;
                    self.mate[x] = q;
                    self.mate[q] = x;
                    return Some(((vp + xq - old) >> COLOUR_BIT) as usize);
                }
            }
        }
        None
    }

    fn partner(
        &mut self,
        e: &Engine<'_>,
        order: &[usize],
        group: &[usize],
        i: usize,
        done: &[bool],
    ) -> usize {
        let v = group[i];
        if self.mate[v] == NONE {
            return v;
        }
        let colours = self.colour_counts(e, order, group, done);
        let compatible = self.compatible_pairs(e, order, group, done);
        // Article 3.3: candidates from the end of the group. When the group's optimum was
        // solved for, only tight edges can be in an optimum (every optimum uses tight
        // edges only), so the others are passed.
        for &c in group[i + 1..].iter().rev() {
            let w = self.weight(e, order, v, c);
            if done[c] || w == 0 || (self.opt.is_some() && !self.tight(v, c, w)) {
                continue;
            }
            if self.mate[v] == c {
                return c;
            }
            // Every optimum has the same number of pairs with compatible due colours in
            // the group; one that holds v-c keeps all but v-c among the others, which can
            // hold at most the bound their colours allow.
            let vc = usize::from(e.colours_compatible(order[v], order[c]));
            let mut rest = colours;
            rest.remove(e, order[v]);
            rest.remove(e, order[c]);
            if compatible < vc || compatible - vc > rest.bound() {
                continue;
            }
            if self.exchange(e, order, done, v, c) {
                return c;
            }
            // Otherwise one matching of the players left decides, with the order of
            // article 3.3 as the lowest digit of v's pairs (the method as stated).
            return self.decide(e, order, group, i, done);
        }
        // No optimum pairs v in the group: it floats to its partner beyond.
        self.mate[v]
    }

    /// Whether the edge `a`-`b` (of weight `w`) is tight for the group's first duals:
    /// the duals stay optimal for the players left after pairs taken from optima.
    fn tight(&self, a: usize, b: usize, w: u128) -> bool {
        self.opt.as_ref().is_some_and(|opt| {
            opt.feasible(self.compact[a], self.compact[b], wide(w)) == Ordering::Equal
        })
    }

    /// The due colours of the group's players still free.
    fn colour_counts(
        &self,
        e: &Engine<'_>,
        order: &[usize],
        group: &[usize],
        done: &[bool],
    ) -> DueColours {
        let mut c = DueColours::default();
        for &u in group.iter().filter(|&&u| !done[u]) {
            c.add(e, order[u]);
        }
        c
    }

    /// The pairs of the current optimum within the group whose due colours are compatible.
    fn compatible_pairs(
        &self,
        e: &Engine<'_>,
        order: &[usize],
        group: &[usize],
        done: &[bool],
    ) -> usize {
        group
            .iter()
            .filter(|&&u| {
                let m = self.mate[u];
                !done[u]
                    && m != NONE
                    && u < m
                    && self.in_group[m]
                    && !done[m]
                    && e.colours_compatible(order[u], order[m])
            })
            .count()
    }

    /// Moves the current optimum to one holding `v`-`c` when an alternating cycle of
    /// four or six players keeps its weight: v-c and x-y for v-x and c-y, or v-c, y-a
    /// and b-x for v-x, c-y and a-b.
    fn exchange(
        &mut self,
        e: &Engine<'_>,
        order: &[usize],
        done: &[bool],
        v: usize,
        c: usize,
    ) -> bool {
        let (x, y) = (self.mate[v], self.mate[c]);
        let w = |a: usize, b: usize| {
            if a == NONE || b == NONE {
                0
            } else {
                self.weight(e, order, a, b)
            }
        };
        let (vc, xy, vx, cy) = (w(v, c), w(x, y), w(v, x), w(c, y));
        if vc + xy == vx + cy {
            self.mate[v] = c;
            self.mate[c] = v;
            for (a, b) in [(x, y), (y, x)] {
                if a != NONE {
                    self.mate[a] = if xy != 0 { b } else { NONE };
                }
            }
            return true;
        }
        if x == NONE || y == NONE {
            return false;
        }
        let lost = vx + cy;
        let found = self.alive.iter().copied().find(|&a| {
            let b = self.mate[a];
            if done[a] || b == NONE || [v, c, x, y].contains(&a) || [v, c, x, y].contains(&b) {
                return false;
            }
            let (ya, bx) = (w(y, a), w(b, x));
            ya != 0 && bx != 0 && vc + ya + bx == lost + w(a, b)
        });
        let Some(a) = found else { return false };
        let b = self.mate[a];
        for (p, q) in [(v, c), (y, a), (b, x)] {
            self.mate[p] = q;
            self.mate[q] = p;
        }
        true
    }

    /// The partner of `group[i]` by one matching of the players left in play, its pairs
    /// in the group weighted by their places from the end (article 3.3).
    fn decide(
        &mut self,
        e: &Engine<'_>,
        order: &[usize],
        group: &[usize],
        i: usize,
        done: &[bool],
    ) -> usize {
        if !self.reduced && self.opt.is_none() {
            self.pair_on_its_own(e, order, group, done);
        }
        let v = group[i];
        let rest: Vec<usize> = self.alive.iter().copied().filter(|&u| !done[u]).collect();
        let mut priority = vec![0u128; order.len() + 1];
        let mut next = 1;
        for &u in &group[i + 1..] {
            if !done[u] && self.weight(e, order, v, u) != 0 {
                priority[u] = next;
                next += 1;
            }
        }
        let mut edges = self.edges(e, order, &rest);
        let at = rest.iter().position(|&u| u == v).unwrap_or(usize::MAX);
        for (a, b, w) in &mut edges {
            let other = if *a == at {
                rest[*b]
            } else if *b == at {
                rest[*a]
            } else {
                continue;
            };
            if priority[other] != 0 {
                *w = wide(unwide(*w) + (priority[other] << PRIORITY_BITS));
            }
        }
        let mate = max_weight_matching(rest.len(), &edges);
        // Its mates, with v's priorities taken out, are an optimum of the players left.
        for (k, &u) in rest.iter().enumerate() {
            self.mate[u] = mate[k].map_or(NONE, |j| rest[j]);
        }
        let m = self.mate[v];
        if m == NONE { v } else { m }
    }
}

/// How many players of a group are due White, due Black, or due neither.
#[derive(Clone, Copy, Default)]
struct DueColours {
    white: usize,
    black: usize,
    free: usize,
}

impl DueColours {
    fn slot(&mut self, e: &Engine<'_>, p: usize) -> &mut usize {
        match e.st[p].preference {
            Some(Colour::White) => &mut self.white,
            Some(Colour::Black) => &mut self.black,
            None => &mut self.free,
        }
    }

    fn add(&mut self, e: &Engine<'_>, p: usize) {
        *self.slot(e, p) += 1;
    }

    fn remove(&mut self, e: &Engine<'_>, p: usize) {
        let s = self.slot(e, p);
        *s = s.saturating_sub(1);
    }

    /// The most pairs with compatible due colours these players can form among
    /// themselves, whoever of them is paired outside: with `g` players, `g mod 2` of
    /// them at least leave, and the colour in excess beyond the players due neither
    /// must meet itself. More players leaving never raises the bound.
    fn bound(&self) -> usize {
        let g = self.white + self.black + self.free;
        let f = g % 2;
        let excess = self.white.abs_diff(self.black);
        let same = excess.saturating_sub(self.free + f) / 2;
        (g - f) / 2 - same
    }
}

/// Sonneborn-Berger (in hundredths of a point squared) as a number of points.
fn sb_text(hundredths: i64) -> String {
    let sign = if hundredths < 0 { "-" } else { "" };
    let h = hundredths.unsigned_abs();
    let s = format!("{sign}{}.{:02}", h / 100, h % 100);
    // One decimal at least, as the other values show.
    s.strip_suffix('0').map_or(s.clone(), str::to_string)
}

fn unwide(w: W) -> u128 {
    u128::from(w.0[0]) | (u128::from(w.0[1]) << 64)
}

impl PairingSystem for Burstein {
    fn name(&self) -> &'static str {
        "FIDE Burstein (C.04.4.2)"
    }

    fn system_code(&self) -> Option<&'static str> {
        Some("FIDE_BURSTEIN")
    }

    fn pair(&self, tournament: &Tournament) -> Result<Pairing, PairingError> {
        let round = crate::round_to_pair(tournament)?;
        let t = with_default_acceleration(tournament, round);
        Engine::new(&t, round, self.direct).run()
    }

    fn check(
        &self,
        tournament: &Tournament,
        games: &[PairedGame],
        bye: Option<PlayerId>,
    ) -> Result<CheckReport, PairingError> {
        let expected = self.pair(tournament)?;
        let round = tournament.next_round();
        let t = with_default_acceleration(tournament, round);
        let engine = Engine::new(&t, round, self.direct);
        let extra = |a: PlayerId, b: PlayerId| {
            Some(engine.forbidden(a.index(), b.index()).unwrap_or(OPPOSITION))
        };
        let judge_bye = |b: Option<PlayerId>| {
            b.map(|b| {
                if engine.bye_eligible(b.index()) {
                    OPPOSITION
                } else {
                    BYE
                }
            })
        };
        let differences = crate::compare::differences(
            &expected,
            games,
            bye,
            &crate::compare::Judge::engine(COLOURS, &extra, &judge_bye),
        )?;
        Ok(CheckReport {
            expected,
            differences,
        })
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use arbiter_core::{Game, GameResult, Player, Rating, Round, ScoringSystem, TournamentInfo};

    fn id(n: usize) -> PlayerId {
        PlayerId::from_index(n - 1)
    }

    /// A round of games (start ranks, white first) and half-point byes.
    fn play(t: &mut Tournament, games: &[(usize, usize, GameResult)], half: usize) {
        let games = games
            .iter()
            .map(|&(w, b, r)| Game::new(id(w), id(b)).with_result(r))
            .collect();
        let round = Round::new(games, vec![(id(half), ByeKind::Half)]).unwrap();
        t.push_round(round).unwrap();
    }

    /// Five players, three rounds played, each round one of them on a requested half-point
    /// bye, so that everyone may still have the pairing-allocated bye. Player 5, the
    /// lowest, is the only one player 1 has not met: with the bye to 5, player 1 could not
    /// be paired. The bye goes instead to the lowest player who leaves the others
    /// pairable: player 2 (1 point, next above 5), and 1-5 and 3-4 are paired.
    #[test]
    fn the_bye_leaves_the_others_pairable() {
        let mut t = Tournament::new(TournamentInfo::default(), ScoringSystem::classic());
        for k in 0..5u16 {
            let mut p = Player::named(format!("Player {}", k + 1));
            p.rating = Some(Rating(2400 - 100 * k));
            t.add_player(p);
        }
        t.planned_rounds = Some(5);
        t.initial_colour = Some(Colour::White);
        play(
            &mut t,
            &[
                (1, 2, GameResult::WHITE_WINS),
                (5, 4, GameResult::BLACK_WINS),
            ],
            3,
        );
        play(
            &mut t,
            &[(3, 1, GameResult::BLACK_WINS), (2, 4, GameResult::DRAW)],
            5,
        );
        play(
            &mut t,
            &[
                (1, 4, GameResult::WHITE_WINS),
                (3, 5, GameResult::WHITE_WINS),
            ],
            2,
        );
        for direct in [false, true] {
            let p = Burstein { direct }.pair(&t).unwrap();
            assert_eq!(p.bye, Some(id(2)));
            let mut games: Vec<(PlayerId, PlayerId)> =
                p.games.iter().map(|g| (g.white, g.black)).collect();
            games.sort();
            // 5 is due White, 1 Black; 4 must have White, 3 Black.
            assert_eq!(games, vec![(id(4), id(3)), (id(5), id(1))]);
        }
    }
}
