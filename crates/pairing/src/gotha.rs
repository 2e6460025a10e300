//! Go rounds paired as OpenGotha (V3.51, V3.52) pairs McMahon, Swiss and SwissCat
//! tournaments: one maximum-weight matching of the players to pair over a cost made of
//! nine terms, so that the same file gives the same games, colours and handicaps.
//!
//! The three systems are one procedure with different parameters (the file's
//! `PairingParameterSet`); the system is named by the first placement criterion (MMS:
//! McMahon, NBW: Swiss, CAT: SwissCat) and the score that makes the groups is the first
//! of MMS and NBW among the criteria (NBW when neither is).
//!
//! # The procedure
//! 1. The players to pair: finally registered, taking part in the round, not in a game of
//!    the round nor its bye; in the order of the standings after the previous round (the
//!    placement criteria, then name and given name). That order matters: the
//!    pseudo-random term and the colours depend on which of two players comes first.
//! 2. An odd number: the bye goes to the last of them with the least of rank + twice the
//!    McMahon score + 1000 per earlier bye.
//! 3. Score groups are made of **every** player of the tournament (absent and
//!    pre-registered ones too), one per category and main score (in whole points,
//!    rounded towards zero) from the highest possible to the lowest, empty ones counted.
//!    A group is ordered by the placement criteria plus the seeding criterion of the
//!    round (then name, given name): a player's place in it is the inner placement.
//! 4. Every pair gets the cost [`GoCosts`] and a maximum-cardinality, maximum-weight
//!    matching pairs the round.
//! 5. Each game: the handicap from ranks or McMahon scores (capped at the no-handicap
//!    threshold, less the correction, within the ceiling), the stronger player White;
//!    without handicap the player with more Whites takes Black, and an equal balance is
//!    decided by the pseudo-random term.
//!
//! The cost terms use binary floating point where OpenGotha does (the concave factor
//! `(1 − x)(1 + kx)`), in the same order of operations, so that they agree to the unit.
//! OpenGotha's non-deterministic random term cannot be reproduced; the deterministic one
//! is used in its place. Among matchings of equal total cost, the one chosen may differ
//! from OpenGotha's (its choice depends on its matcher's internals); every game that all
//! optimal matchings hold is the same.
//!
//! Tables are numbered by the better standing of the two players, then the higher
//! rating (OpenGotha's own numbering uses a comparator that is not a total order).
//!
//! OpenGotha cuts a pool of more than 600 players into groups by score and pairs each on
//! its own, to keep its matching fast; here every pool is one matching (solved on each
//! player's dearest pairs first, the duals proving the rest), so a pool that large may
//! be paired better than OpenGotha pairs it, and differently.

use crate::{CheckReport, Difference, PairedGame, Pairing, PairingError, PairingSystem};
use arbiter_core::{
    GoDrawMode, GoHandicapBase, GoSeeding, GoTournament, PlayerId, RoundNo, Tournament,
};
use arbiter_matching::{Wide, max_weight_matching_dense};
use arbiter_standings::{GoCriteria, go_criteria, go_order, java_cmp};
use rustc_hash::FxHashSet;
use std::cmp::Ordering;

/// How many of each player's dearest pairs the matching is first solved on (see
/// [`max_weight_matching_dense`]); the duals of its optimum prove it for every pair.
const SPARSE_PER_PLAYER: usize = 16;

/// The lowest rank as OpenGotha numbers ranks (30k).
const MIN_RANK: i64 = -30;
/// How far a start McMahon score may be corrected below the floor and above the bar.
const CORRECTION_MIN: i64 = -1;
const CORRECTION_MAX: i64 = 2;

/// Why a Go round cannot be paired.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GoPairingError {
    /// The round is not one of the tournament's.
    #[error("round {round} is not a round of this tournament (1 to {rounds})")]
    NoSuchRound {
        /// The round asked for.
        round: u16,
        /// The tournament's rounds.
        rounds: u16,
    },
    /// The scores the groups are made of are not McMahon scores nor wins.
    #[error("pairing by {0} is not supported (McMahon score or number of wins)")]
    UnsupportedScore(String),
    /// The round has its bye already and an odd number of players left to pair.
    #[error("an odd number of players is left to pair and round {0} has its bye already")]
    OddWithBye(u16),
}

/// The nine terms of the cost of a pair (OpenGotha's `costValue`), maximised.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct GoCosts {
    /// The two have not met before.
    pub duplicate: i64,
    /// The pseudo-random term.
    pub random: i64,
    /// Colour balance (games without handicap only).
    pub colour: i64,
    /// Categories kept apart (SwissCat).
    pub category: i64,
    /// Score groups close to each other.
    pub score: i64,
    /// Draw-ups and draw-downs between neighbouring groups.
    pub draw: i64,
    /// Seeding within a group.
    pub seeding: i64,
    /// The secondary criterion of a small handicap.
    pub handicap: i64,
    /// Players from other countries and clubs.
    pub geography: i64,
}

impl GoCosts {
    /// The cost of the pair: 1 (a pair may always be made) plus every term.
    #[must_use]
    pub fn total(&self) -> i64 {
        1 + self.duplicate
            + self.random
            + self.colour
            + self.category
            + self.score
            + self.draw
            + self.seeding
            + self.handicap
            + self.geography
    }
}

impl GoCosts {
    /// The terms by OpenGotha's names, in its order.
    #[must_use]
    pub fn terms(&self) -> [(&'static str, i64); 9] {
        [
            ("duplicate", self.duplicate),
            ("random", self.random),
            ("colour", self.colour),
            ("category", self.category),
            ("score", self.score),
            ("draw", self.draw),
            ("seeding", self.seeding),
            ("handicap", self.handicap),
            ("geography", self.geography),
        ]
    }
}

/// Why a player was not paired with the opponent that would cost the most on its own
/// (the best alternative): the exchange of partners it needs loses on the total.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GoAlternative {
    /// The player.
    pub player: usize,
    /// The opponent it was given.
    pub partner: usize,
    /// The best opponent besides: the highest cost with the player.
    pub best: usize,
    /// The best opponent's own partner (`None`: it has the bye).
    pub best_partner: Option<usize>,
    /// What the exchange (player–best and the two partners together) loses against
    /// the two games made, by term (positive: lost), and in total.
    pub loss: Vec<(&'static str, i64)>,
    /// The total lost.
    pub total_loss: i64,
}

/// The costs of each game of `pairing` (in table order) and each player's best
/// alternative, as `--explain` shows them.
#[must_use]
pub fn explain(round: &GoRound<'_>, pairing: &GoPairing) -> (Vec<GoCosts>, Vec<GoAlternative>) {
    let place: rustc_hash::FxHashMap<usize, usize> = pairing
        .pool
        .iter()
        .enumerate()
        .map(|(i, &p)| (p, i))
        .collect();
    // The cost as OpenGotha's matrix holds it: the earlier player of the pool first.
    let cost = |a: usize, b: usize| {
        if place[&a] < place[&b] {
            round.costs(a, b)
        } else {
            round.costs(b, a)
        }
    };
    let mut partner = rustc_hash::FxHashMap::default();
    for g in &pairing.games {
        partner.insert(g.white, g.black);
        partner.insert(g.black, g.white);
    }
    let games = pairing
        .games
        .iter()
        .map(|g| cost(g.white, g.black))
        .collect();
    let mut alternatives = Vec::new();
    for &p in &pairing.pool {
        let Some(&m) = partner.get(&p) else { continue };
        let Some(best) = pairing
            .pool
            .iter()
            .copied()
            .filter(|&q| q != p && q != m)
            .max_by_key(|&q| (cost(p, q).total(), std::cmp::Reverse(place[&q])))
        else {
            continue;
        };
        let best_partner = partner.get(&best).copied();
        let made = [Some(cost(p, m)), best_partner.map(|bm| cost(best, bm))];
        let exchange = [Some(cost(p, best)), best_partner.map(|bm| cost(m, bm))];
        let sum = |cs: &[Option<GoCosts>]| -> Vec<i64> {
            (0..9)
                .map(|i| cs.iter().flatten().map(|c| c.terms()[i].1).sum())
                .collect()
        };
        let (before, after) = (sum(&made), sum(&exchange));
        let names = GoCosts::default().terms().map(|(n, _)| n);
        let loss: Vec<(&'static str, i64)> = names
            .iter()
            .zip(before.iter().zip(&after))
            .map(|(&n, (b, a))| (n, b - a))
            .filter(|&(_, d)| d != 0)
            .collect();
        let total = |cs: &[Option<GoCosts>]| cs.iter().flatten().map(GoCosts::total).sum::<i64>();
        alternatives.push(GoAlternative {
            player: p,
            partner: m,
            best,
            best_partner,
            total_loss: total(&made) - total(&exchange),
            loss,
        });
    }
    (games, alternatives)
}

/// One game of a paired round (player indices into the tournament's players).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GoPairedGame {
    /// The table, from 1.
    pub table: u32,
    /// White.
    pub white: usize,
    /// Black.
    pub black: usize,
    /// Handicap stones (0: an even game).
    pub handicap: u8,
}

/// A paired round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GoPairing {
    /// The round, from 1.
    pub round: u16,
    /// The players paired (the bye among them), in OpenGotha's order.
    pub pool: Vec<usize>,
    /// The bye, chosen now.
    pub bye: Option<usize>,
    /// The games, by table.
    pub games: Vec<GoPairedGame>,
}

/// What the costs of one round are computed from.
pub struct GoRound<'a> {
    t: &'a GoTournament,
    /// The round, from 0 as OpenGotha counts internally.
    r0: i64,
    /// Criteria after the previous round.
    crit: GoCriteria,
    mcmahon_main: bool,
    mcmahon_type: bool,
    groups: i64,
    group: Vec<i64>,
    group_size: Vec<i64>,
    inner: Vec<i64>,
    draws_up: Vec<i64>,
    draws_down: Vec<i64>,
    balance: Vec<i64>,
    met: FxHashSet<(usize, usize)>,
    /// Per player: McMahon score and wins (half points) after the previous round.
    mms: Vec<i64>,
    nbw: Vec<i64>,
    /// Name and given name as UTF-16 units (the pseudo-random term's input).
    names: Vec<Vec<u16>>,
    /// Past the thresholds of the secondary criteria.
    past: Vec<bool>,
    /// Country and club, lowered, and the club groups holding the club.
    country: Vec<String>,
    club: Vec<String>,
    club_groups: Vec<Vec<usize>>,
    /// Per player: the strength handicaps come from, a fraction (sum, count) on the rank
    /// scale: the rank, or a pair entrant's exact mean grade.
    strength: Vec<(i64, i64)>,
}

/// OpenGotha's deterministic pseudo-random number from 0 to `max`, from both names (name
/// and given name, as UTF-16 units); it is asymmetric: swapping the players gives `max`
/// minus the number.
fn det_random(max: i64, a: &[u16], b: &[u16]) -> i64 {
    let (first, second, inverse) = if a > b { (b, a, true) } else { (a, b, false) };
    let mut n: i64 = 0;
    for (i, &unit) in first.iter().chain(second).enumerate() {
        n = n.wrapping_add(i64::from(unit).wrapping_mul(i as i64 + 1));
    }
    let v = n.wrapping_mul(1_234_567) % (max + 1);
    if inverse { max - v } else { v }
}

/// OpenGotha's concave factor applied to a weight: `w·(1 − x)(1 + kx)`, truncated.
fn concave(weight: i64, x: f64, k: f64) -> i64 {
    (weight as f64 * (1.0 - x) * (1.0 + k * x)) as i64
}

impl<'a> GoRound<'a> {
    /// Prepares round `round` (from 1) of `t`.
    ///
    /// # Errors
    /// A round outside the tournament, or groups by a score other than MMS or NBW.
    pub fn new(t: &'a GoTournament, round: u16) -> Result<Self, GoPairingError> {
        if round == 0 || round > t.rounds {
            return Err(GoPairingError::NoSuchRound {
                round,
                rounds: t.rounds,
            });
        }
        let main = t
            .placement
            .iter()
            .find(|c| ["NBW", "MMS", "CPS", "BZS"].contains(&c.to_ascii_uppercase().as_str()))
            .map_or("NBW".to_string(), |c| c.to_ascii_uppercase());
        if main != "NBW" && main != "MMS" {
            return Err(GoPairingError::UnsupportedScore(main));
        }
        let mcmahon_main = main == "MMS";
        let mcmahon_type = t
            .placement
            .first()
            .is_some_and(|c| c.eq_ignore_ascii_case("MMS"));
        let r0 = i64::from(round) - 1;
        let n = t.players.len();
        // Scores after each earlier round: `before[r]` holds them before round r + 1.
        let before: Vec<GoCriteria> = (0..round).map(|k| go_criteria(t, k)).collect();
        let crit = before[usize::from(round) - 1].clone();
        let main_of = |c: &GoCriteria, p: usize| c.value(&main, p).unwrap_or(0) / 2;
        let s = &t.scoring;
        let (min, max) = if mcmahon_main {
            (
                i64::from(s.floor.value()) + CORRECTION_MIN - MIN_RANK,
                i64::from(s.bar.value()) + CORRECTION_MAX + r0 - MIN_RANK,
            )
        } else {
            (0, r0)
        };
        // Inner placement: the placement criteria, then the seeding criterion of the round.
        let p = &t.pairing;
        let extra = if round <= p.last_round_first_seeding {
            &p.seeding_criterion[0]
        } else {
            &p.seeding_criterion[1]
        };
        let keys: Vec<Vec<i64>> = (0..n)
            .map(|q| {
                t.placement
                    .iter()
                    .chain(extra)
                    .map(|c| crit.value(c, q).unwrap_or(0))
                    .collect()
            })
            .collect();
        let categories = t.categories.len() + 1;
        let mut group = vec![0i64; n];
        let mut group_size = vec![0i64; n];
        let mut inner = vec![0i64; n];
        let mut number = 0i64;
        for cat in 0..categories {
            for score in (min..=max).rev() {
                let mut members: Vec<usize> = (0..n)
                    .filter(|&q| t.category(q) == cat && main_of(&crit, q) == score)
                    .collect();
                members.sort_by(|&a, &b| {
                    keys[b].cmp(&keys[a]).then_with(|| {
                        java_cmp(&t.players[a].name, &t.players[b].name).then_with(|| {
                            java_cmp(&t.players[a].first_name, &t.players[b].first_name)
                        })
                    })
                });
                for (i, &q) in members.iter().enumerate() {
                    group[q] = number;
                    group_size[q] = members.len() as i64;
                    inner[q] = i as i64;
                }
                number += 1;
            }
        }
        let mut draws_up = vec![0i64; n];
        let mut draws_down = vec![0i64; n];
        let mut balance = vec![0i64; n];
        let mut met = FxHashSet::default();
        for g in t.games.iter().filter(|g| g.round < round) {
            let b = &before[usize::from(g.round) - 1];
            let (w, k) = (main_of(b, g.white), main_of(b, g.black));
            for (me, me_score, other_score) in [(g.white, w, k), (g.black, k, w)] {
                match me_score.cmp(&other_score) {
                    Ordering::Less => draws_up[me] += 1,
                    Ordering::Greater => draws_down[me] += 1,
                    Ordering::Equal => {}
                }
            }
            if g.handicap == 0 {
                balance[g.white] += 1;
                balance[g.black] -= 1;
            }
            met.insert((g.white.min(g.black), g.white.max(g.black)));
        }
        let lowered: Vec<Vec<String>> = t
            .club_groups
            .iter()
            .map(|(_, clubs)| clubs.iter().map(|c| c.to_lowercase()).collect())
            .collect();
        let club: Vec<String> = t.players.iter().map(|p| p.club.to_lowercase()).collect();
        let club_groups = club
            .iter()
            .map(|c| {
                (0..lowered.len())
                    .filter(|&g| lowered[g].contains(c))
                    .collect()
            })
            .collect();
        let mms = (0..n).map(|q| crit.value("MMS", q).unwrap_or(0)).collect();
        let nbw = (0..n).map(|q| crit.value("NBW", q).unwrap_or(0)).collect();
        let names = t
            .players
            .iter()
            .map(|p| {
                format!("{}{}", p.name, p.first_name)
                    .encode_utf16()
                    .collect()
            })
            .collect();
        let mut strength: Vec<(i64, i64)> = t
            .players
            .iter()
            .map(|p| (i64::from(p.rank.value()), 1))
            .collect();
        for e in &t.pairs {
            if let Some(s) = strength.get_mut(e.player) {
                *s = e.entrant.mean_rank();
            }
        }
        let mut round = GoRound {
            t,
            r0,
            crit,
            mcmahon_main,
            mcmahon_type,
            groups: number,
            group,
            group_size,
            inner,
            draws_up,
            draws_down,
            balance,
            met,
            mms,
            nbw,
            names,
            past: Vec::new(),
            country: t.players.iter().map(|p| p.country.to_lowercase()).collect(),
            club,
            club_groups,
            strength,
        };
        round.past = (0..n).map(|q| round.past_thresholds(q)).collect();
        Ok(round)
    }

    fn rank(&self, p: usize) -> i64 {
        i64::from(self.t.players[p].rank.value())
    }

    /// The start McMahon score (whole points, with the player's correction).
    fn smms(&self, p: usize) -> i64 {
        self.crit.smms[p]
    }

    /// The players to pair, in OpenGotha's order (see the module documentation).
    #[must_use]
    pub fn pool(&self) -> Vec<usize> {
        let round = (self.r0 + 1) as u16;
        let busy: FxHashSet<usize> = self
            .t
            .games
            .iter()
            .filter(|g| g.round == round)
            .flat_map(|g| [g.white, g.black])
            .chain(
                self.t
                    .byes
                    .iter()
                    .filter(|&&(r, _)| r == round)
                    .map(|&(_, p)| p),
            )
            .collect();
        go_order(self.t, round - 1)
            .into_iter()
            .filter(|&p| {
                let player = &self.t.players[p];
                player.registered && player.plays(round) && !busy.contains(&p)
            })
            .collect()
    }

    /// The bye of an odd pool: the last player with the least of rank, twice the McMahon
    /// score and 1000 per earlier bye.
    #[must_use]
    pub fn bye(&self, pool: &[usize]) -> Option<usize> {
        let round = (self.r0 + 1) as u16;
        let mut best: Option<(i64, usize)> = None;
        for &p in pool {
            let byes = self
                .t
                .byes
                .iter()
                .filter(|&&(r, q)| q == p && r < round)
                .count() as i64;
            let w = self.rank(p) + self.mms[p] + 1000 * byes;
            if best.is_none_or(|(m, _)| w <= m) {
                best = Some((w, p));
            }
        }
        best.map(|(_, p)| p)
    }

    /// The game `a` and `b` would play, `a` first in the pool: (White, Black, handicap).
    ///
    /// A Pair Go or Rengo entrant's strength is its members' exact mean grade, and the
    /// handicap the difference of the two strengths rounded down (EGC Pair Go and Rengo
    /// rules, see [`arbiter_core::go_pair_handicap_grades`]); by McMahon score, the
    /// entrant's McMahon rank moves by the mean's distance from its rounded rank. Between
    /// players of one grade each this is OpenGotha's difference of ranks.
    #[must_use]
    pub fn game(&self, a: usize, b: usize) -> (usize, usize, u8) {
        let h = &self.t.handicap;
        let pseudo = |p: usize| {
            let (sum, count) = self.strength[p];
            match h.base {
                GoHandicapBase::McMahon => (
                    (self.mms[p] / 2 + MIN_RANK - self.rank(p)) * count + sum,
                    count,
                ),
                GoHandicapBase::Rank | GoHandicapBase::Breizh => (sum, count),
            }
        };
        let cap = i64::from(h.no_handicap_threshold.value());
        let capped = |(sum, count): (i64, i64)| {
            if sum >= cap * count {
                (cap, 1)
            } else {
                (sum, count)
            }
        };
        let mut hd = arbiter_core::grades_between(capped(pseudo(a)), capped(pseudo(b)));
        let correction = i64::from(h.correction);
        if hd > 0 {
            hd = (hd - correction).max(0);
        } else if hd < 0 {
            hd = (hd + correction).min(0);
        }
        let ceiling = i64::from(h.ceiling);
        hd = hd.min(ceiling).max(-ceiling);
        let stones = u8::try_from(hd.unsigned_abs()).unwrap_or(u8::MAX);
        match hd.cmp(&0) {
            Ordering::Greater => (a, b, stones),
            Ordering::Less => (b, a, stones),
            Ordering::Equal => match self.balance[a].cmp(&self.balance[b]) {
                Ordering::Greater => (b, a, 0),
                Ordering::Less => (a, b, 0),
                Ordering::Equal => {
                    if det_random(1, &self.names[a], &self.names[b]) == 0 {
                        (a, b, 0)
                    } else {
                        (b, a, 0)
                    }
                }
            },
        }
    }

    /// Whether `p` passes the thresholds of the secondary criteria: strong by rank and
    /// wins, half the rounds won, or at the McMahon bar.
    fn past_thresholds(&self, p: usize) -> bool {
        let t = self.t;
        let rounds = i64::from(t.rounds);
        let wins2 = self.nbw[p];
        let wins_needed = if t.pairing.wins_threshold {
            rounds
        } else {
            2 * rounds
        };
        let strong = 2 * self.rank(p) + wins2 >= 2 * i64::from(t.pairing.rank_threshold.value());
        let bar = i64::from(t.scoring.bar.value()) - MIN_RANK;
        let at_bar = self.smms(p) >= bar && t.pairing.bar_threshold;
        wins2 >= wins_needed || strong || at_bar
    }

    /// The cost of pairing `a` with `b`, `a` first in the pool.
    #[must_use]
    #[allow(clippy::too_many_lines)]
    pub fn costs(&self, a: usize, b: usize) -> GoCosts {
        let t = self.t;
        let p = &t.pairing;
        let k = p.concavity.0;
        let mut c = GoCosts::default();
        if !self.met.contains(&(a.min(b), a.max(b))) {
            c.duplicate = p.avoid_duplicate;
        }
        c.random = det_random(p.random, &self.names[a], &self.names[b]);
        if self.game(a, b).2 == 0 {
            let (w1, w2) = (self.balance[a], self.balance[b]);
            if w1 * w2 < 0 {
                c.colour = p.balance_colours;
            } else if (w1 == 0 && w2.abs() >= 2) || (w2 == 0 && w1.abs() >= 2) {
                c.colour = p.balance_colours / 2;
            }
        }
        let categories = t.categories.len() + 1;
        let (cat_a, cat_b) = (t.category(a), t.category(b));
        let cat_gap = cat_a.abs_diff(cat_b) as i64;
        if categories > 1 {
            let x = cat_gap as f64 / categories as f64;
            c.category = concave(p.avoid_mixing_categories, x, k);
        }
        let range = self.groups;
        let (ga, gb) = (self.group[a], self.group[b]);
        if cat_a == cat_b {
            let x = (ga - gb).abs() as f64 / range as f64;
            c.score = concave(p.minimize_score_difference, x, k);
        }
        if ga != gb && (ga - gb).abs() < 4 {
            c.draw = self.draw_cost(a, b);
        }
        for _ in 0..4 {
            c.draw /= cat_gap + 1;
        }
        if ga == gb {
            c.seeding = self.seeding_cost(a, b);
        }
        // Secondary criteria: players past the thresholds count as the highest score.
        let max_mms = i64::from(t.scoring.bar.value()) + CORRECTION_MAX - MIN_RANK + self.r0;
        let pseudo = |q: usize| {
            if self.past[q] {
                max_mms
            } else {
                self.mms[q] / 2
            }
        };
        let secondary_range = if self.mcmahon_type {
            range
        } else {
            i64::from(t.scoring.bar.value()) - i64::from(t.scoring.floor.value()) + CORRECTION_MAX
                - CORRECTION_MIN
                + self.r0
        };
        let x = (pseudo(a) - pseudo(b)).abs() as f64 / secondary_range as f64;
        c.handicap = concave(p.minimize_handicap, x, k);
        c.geography = self.geography_cost(a, b);
        c
    }

    /// Draw-up/draw-down between neighbouring groups: the scenario of both players'
    /// earlier draws, plus their places in their groups by the upper and lower modes.
    fn draw_cost(&self, a: usize, b: usize) -> i64 {
        let p = &self.t.pairing;
        let (ga, gb) = (self.group[a], self.group[b]);
        let (up, down) = (&self.draws_up, &self.draws_down);
        let mut scenario = 2;
        for (me, other) in [(a, b), (b, a)] {
            let (gm, go) = (self.group[me], self.group[other]);
            if up[me] > 0 && gm > go {
                scenario -= 1;
            }
            if down[me] > 0 && gm < go {
                scenario -= 1;
            }
        }
        for (me, other) in [(a, b), (b, a)] {
            let (gm, go) = (self.group[me], self.group[other]);
            if scenario != 0 && up[me] > 0 && down[me] < up[me] && gm < go {
                scenario += 1;
            }
            if scenario != 0 && down[me] > 0 && up[me] < down[me] && gm > go {
                scenario += 1;
            }
        }
        let weight = p.draw_weight / 5;
        let (upper, lower) = if ga < gb { (a, b) } else { (b, a) };
        let place = |q: usize, mode: GoDrawMode| {
            let (size, at) = (self.group_size[q], self.inner[q]);
            match mode {
                GoDrawMode::Top => weight / 2 * (size - 1 - at) / size,
                GoDrawMode::Middle => weight / 2 * (size - 1 - (2 * at - size + 1).abs()) / size,
                GoDrawMode::Bottom => weight / 2 * at / size,
            }
        };
        let mut cost = place(upper, p.draw_upper) + place(lower, p.draw_lower);
        cost += match scenario {
            0 => 0,
            1 => weight,
            2 => 2 * weight,
            _ if !p.compensate_draws => 2 * weight,
            3 => 3 * weight,
            _ => 4 * weight,
        };
        cost
    }

    /// Seeding within one group, by the seeding system of the round.
    fn seeding_cost(&self, a: usize, b: usize) -> i64 {
        let p = &self.t.pairing;
        let size = self.group_size[a];
        let (c1, c2) = (self.inner[a], self.inner[b]);
        let m = p.maximize_seeding;
        let system = if self.r0 < i64::from(p.last_round_first_seeding) {
            p.seeding[0]
        } else {
            p.seeding[1]
        };
        match system {
            GoSeeding::SplitAndRandom => {
                if (2 * c1 < size) != (2 * c2 < size) {
                    let range = (m as f64 * 0.2) as i64;
                    m - det_random(range, &self.names[a], &self.names[b])
                } else {
                    0
                }
            }
            GoSeeding::SplitAndFold => {
                let x = c1 + c2 - (size - 1);
                m - (m * x / (size - 1) * x / (size - 1))
            }
            GoSeeding::SplitAndSlip => {
                let x = 2 * (c1 - c2).abs() - size;
                m - (m * x / size * x / size)
            }
        }
    }

    /// The geographic term: players of another country, club, or club group are
    /// preferred to a difference in score, by the country and club factors.
    fn geography_cost(&self, a: usize, b: usize) -> i64 {
        let p = &self.t.pairing;
        let range = self.groups as f64;
        let mut country = 0.0;
        if self.country[a] != self.country[b] && p.country_factor != 0 {
            country = (f64::from(p.country_factor) / range).min(1.0);
        }
        let same_club = self.club[a] == self.club[b];
        let same_group = self.club_groups[a]
            .iter()
            .any(|g| self.club_groups[b].contains(g));
        let mut club = 0.0;
        if p.club_factor != 0 && !same_club {
            club = if same_group {
                f64::from(p.club_factor) / 2.0 / range
            } else {
                f64::from(p.club_factor) * 1.2 / range
            };
        }
        club = club.min(1.0);
        let mut ratio = country.max(club) + country.min(club) / 2.0;
        if ratio > 0.0 {
            ratio += 0.5 / range;
        }
        let k = p.concavity.0;
        let nominal = p.avoid_same_geography as f64 * (1.0 - ratio) * (1.0 + k * ratio);
        (p.minimize_score_difference - nominal as i64).min(p.avoid_same_geography)
    }

    /// Whether groups are made of McMahon scores (else of wins).
    #[must_use]
    pub fn by_mcmahon_score(&self) -> bool {
        self.mcmahon_main
    }
}

/// Pairs round `round` (from 1) of `t` as OpenGotha does (see the module documentation).
///
/// # Errors
/// See [`GoPairingError`].
pub fn pair_go(t: &GoTournament, round: u16) -> Result<GoPairing, GoPairingError> {
    let r = GoRound::new(t, round)?;
    let mut pool = r.pool();
    let all = pool.clone();
    let mut bye = None;
    if pool.len() % 2 == 1 {
        if t.byes.iter().any(|&(k, _)| k == round) {
            return Err(GoPairingError::OddWithBye(round));
        }
        bye = r.bye(&pool);
        pool.retain(|&p| Some(p) != bye);
    }
    // Every pair may be made (a cost is at least 1); the most pairs come first.
    let n = pool.len();
    let mut cost = vec![0i64; n * n];
    for i in 0..n {
        for j in i + 1..n {
            let c = r.costs(pool[i], pool[j]).total();
            cost[i * n + j] = c;
            cost[j * n + i] = c;
        }
    }
    let weight = |i: usize, j: usize| {
        let w = (1u128 << 64) + u128::try_from(cost[i * n + j]).unwrap_or(0);
        Some(Wide([w as u64, (w >> 64) as u64]))
    };
    // The sparse part: each player's dearest pairs. The duals prove the rest.
    let mut start = Vec::with_capacity(n * SPARSE_PER_PLAYER);
    let mut row: Vec<(i64, usize)> = Vec::with_capacity(n);
    for i in 0..n {
        row.clear();
        row.extend((0..n).filter(|&j| j != i).map(|j| (cost[i * n + j], j)));
        let k = SPARSE_PER_PLAYER.min(row.len());
        if k > 0 && k < row.len() {
            row.select_nth_unstable_by(k - 1, |a, b| b.cmp(a));
        }
        start.extend(row[..k].iter().map(|&(_, j)| (i, j)));
    }
    let mate = max_weight_matching_dense(n, weight, &start, SPARSE_PER_PLAYER);
    let order = go_order(t, round - 1);
    let mut standing = vec![usize::MAX; t.players.len()];
    for (i, &p) in order.iter().enumerate() {
        standing[p] = i;
    }
    let mut games: Vec<GoPairedGame> = (0..n)
        .filter_map(|i| {
            let j = mate[i]?;
            (i < j).then(|| {
                let (white, black, handicap) = r.game(pool[i], pool[j]);
                GoPairedGame {
                    table: 0,
                    white,
                    black,
                    handicap,
                }
            })
        })
        .collect();
    games.sort_by_key(|g| {
        let ra = t.players[g.white].rating.max(t.players[g.black].rating);
        (
            standing[g.white].min(standing[g.black]),
            std::cmp::Reverse(ra),
        )
    });
    for (i, g) in games.iter_mut().enumerate() {
        g.table = i as u32 + 1;
    }
    Ok(GoPairing {
        round,
        pool: all,
        bye,
        games,
    })
}

/// A random McMahon tournament for tests and benchmarks: `players` players of ranks
/// spread around 10k (from 30k to 7d), from a few countries and clubs, `rounds` rounds
/// planned of which the first `played` are paired by [`pair_go`] and played (the
/// stronger side, counting the handicap, wins more often). The same seed gives the same
/// tournament.
///
/// # Errors
/// A round that cannot be paired.
pub fn generate_go(
    players: usize,
    rounds: u16,
    played: u16,
    seed: u64,
) -> Result<GoTournament, GoPairingError> {
    use arbiter_core::{
        GoGame, GoHandicapRules, GoOutcome, GoPairingRules, GoPlayer, GoRank, GoResult,
    };
    let mut rng = arbiter_core::SplitMix64::new(seed);
    let countries = ["FR", "DE", "NL", "CZ", "PL"];
    let mut t = GoTournament {
        rounds,
        placement: vec!["MMS".into(), "SOSM".into(), "SOSOSM".into()],
        handicap: GoHandicapRules::mcmahon(),
        pairing: GoPairingRules::mcmahon(),
        ..GoTournament::default()
    };
    for i in 0..players {
        // A sum of three draws: most players near 10k, a few at either end.
        let spread: i64 = (0..3).map(|_| rng.below(13) as i64).sum();
        let value = (spread - 28).clamp(-30, 6);
        let rank = if value < 0 {
            GoRank::Kyu(u8::try_from(-value).unwrap_or(30))
        } else {
            GoRank::Dan(u8::try_from(value + 1).unwrap_or(1))
        };
        let country = countries[rng.below(countries.len() as u64) as usize];
        let club = format!("{country}{}", rng.below(8));
        let name = format!("Player{i:05}");
        let first_name = format!("G{}", rng.below(1000));
        t.players.push(GoPlayer {
            key: format!("{name}{first_name}").to_uppercase(),
            name,
            first_name,
            rank,
            rating: 2100 + 100 * i32::try_from(value).unwrap_or(0) + rng.below(100) as i32,
            country: country.to_string(),
            club,
            smms_correction: 0,
            participating: vec![true; usize::from(rounds.max(20))],
            registered: true,
            ids: arbiter_core::GoPlayerIds::default(),
        });
    }
    for round in 1..=played {
        let p = pair_go(&t, round)?;
        for g in &p.games {
            let diff = t.players[g.white].rank.value()
                - t.players[g.black].rank.value()
                - i32::from(g.handicap);
            let white_wins = (rng.below(1000) as i32) < (500 + 120 * diff).clamp(80, 920);
            t.games.push(GoGame {
                round,
                table: g.table,
                white: g.white,
                black: g.black,
                handicap: g.handicap,
                known_colour: true,
                result: GoResult {
                    outcome: if white_wins {
                        GoOutcome::WhiteWins
                    } else {
                        GoOutcome::BlackWins
                    },
                    by_default: false,
                },
            });
        }
        if let Some(b) = p.bye {
            t.byes.push((round, b));
        }
    }
    Ok(t)
}

/// What [`check_go`] finds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GoCheck {
    /// The round as the engine pairs it.
    pub expected: GoPairing,
    /// The total cost of the round's games as given, and of the engine's.
    pub given_total: i64,
    /// The engine's total cost (the most any pairing of the pool reaches).
    pub best_total: i64,
    /// Each way the given round departs from the engine's rules, in words.
    pub differences: Vec<String>,
}

impl GoCheck {
    /// True when the given round is one the engine could have made: the same bye, every
    /// player to pair in one game, each game with the engine's colours and handicap, and
    /// the highest total cost.
    #[must_use]
    pub fn agrees(&self) -> bool {
        self.differences.is_empty()
    }
}

/// Checks the games and bye of round `round` as `t` records them against the engine: the
/// round is paired again from `t` without them and compared.
///
/// # Errors
/// As [`pair_go`].
pub fn check_go(t: &GoTournament, round: u16) -> Result<GoCheck, GoPairingError> {
    let given: Vec<_> = t.games.iter().filter(|g| g.round == round).collect();
    let given_bye = t.byes.iter().find(|&&(r, _)| r == round).map(|&(_, p)| p);
    let mut before = t.clone();
    before.games.retain(|g| g.round != round);
    before.byes.retain(|&(r, _)| r != round);
    let expected = pair_go(&before, round)?;
    let r = GoRound::new(&before, round)?;
    let key = |p: usize| t.players[p].key.as_str();
    let place: rustc_hash::FxHashMap<usize, usize> = expected
        .pool
        .iter()
        .enumerate()
        .map(|(i, &p)| (p, i))
        .collect();
    let mut differences = Vec::new();
    if given_bye != expected.bye {
        differences.push(format!(
            "the bye goes to {}, not {}",
            expected.bye.map_or("nobody", key),
            given_bye.map_or("nobody", key)
        ));
    }
    let mut seen = vec![0u8; t.players.len()];
    let mut given_total = 0;
    for g in &given {
        for p in [g.white, g.black] {
            seen[p] += 1;
            if !place.contains_key(&p) {
                differences.push(format!("{} is not to be paired in round {round}", key(p)));
            }
        }
        let (Some(&a), Some(&b)) = (place.get(&g.white), place.get(&g.black)) else {
            continue;
        };
        let (first, second) = if a < b {
            (g.white, g.black)
        } else {
            (g.black, g.white)
        };
        given_total += r.costs(first, second).total();
        let (white, black, handicap) = r.game(first, second);
        if (white, black, handicap) != (g.white, g.black, g.handicap) {
            differences.push(format!(
                "{} against {}: the engine gives White to {} with {handicap} stones, the round {} with {}",
                key(g.white),
                key(g.black),
                key(white),
                key(g.white),
                g.handicap
            ));
        }
    }
    for &p in &expected.pool {
        let times = seen[p] + u8::from(given_bye == Some(p));
        if times != 1 {
            differences.push(format!(
                "{} is in {times} games or byes of round {round}",
                key(p)
            ));
        }
    }
    let best_total = expected
        .games
        .iter()
        .map(|g| {
            let (a, b) = if place[&g.white] < place[&g.black] {
                (g.white, g.black)
            } else {
                (g.black, g.white)
            };
            r.costs(a, b).total()
        })
        .sum();
    if given_total < best_total && given_bye == expected.bye {
        differences.push(format!(
            "the games cost {given_total} in total; the engine's reach {best_total}"
        ));
    }
    Ok(GoCheck {
        expected,
        given_total,
        best_total,
        differences,
    })
}

/// The Go systems behind the pairing trait, so that a Go event is paired, checked and
/// recorded as a chess event is: the engine holds the event's parameters (a
/// [`GoTournament`] without players nor games, see [`arbiter_core::GoSystem::template`])
/// and reads the players, rounds and absences from the tournament it is given
/// ([`GoTournament::from_event`]). Each game carries its handicap.
#[derive(Clone, Debug)]
pub struct GoEngine {
    /// McMahon, Swiss or SwissCat.
    pub system: arbiter_core::GoSystem,
    /// The parameters.
    pub template: GoTournament,
}

impl GoEngine {
    /// The engine of `system` with OpenGotha's parameters for a new tournament of it.
    #[must_use]
    pub fn new(system: arbiter_core::GoSystem) -> Self {
        GoEngine {
            system,
            template: system.template(0),
        }
    }

    /// The next round of `t` paired, with the Go tournament it was paired from (for the
    /// explanation of its costs).
    ///
    /// # Errors
    /// As [`pair_go`], as a [`PairingError`].
    pub fn pair_round(&self, t: &Tournament) -> Result<(GoTournament, GoPairing), PairingError> {
        let g = self.view(t);
        let round = t.next_round().get();
        let p = pair_go(&g, round).map_err(|e| go_error(&e, round, g.rounds))?;
        Ok((g, p))
    }

    /// The Go tournament `t` is, under this engine's parameters.
    #[must_use]
    pub fn view(&self, t: &Tournament) -> GoTournament {
        GoTournament::from_event(&self.template, t)
    }

    /// White, Black and the handicap of each pair's game in the next round of `t`, as the
    /// engine would give them (for boards an arbiter sets by hand; the round's criteria are
    /// computed once for all of them).
    ///
    /// # Errors
    /// A round beyond the tournament's.
    pub fn games(
        &self,
        t: &Tournament,
        pairs: &[(PlayerId, PlayerId)],
    ) -> Result<Vec<(PlayerId, PlayerId, u8)>, PairingError> {
        let g = self.view(t);
        let round = t.next_round().get();
        let r = GoRound::new(&g, round).map_err(|e| go_error(&e, round, g.rounds))?;
        // The pseudo-random term that settles an even balance is antisymmetric, so the
        // order of the two players does not change the game.
        Ok(pairs
            .iter()
            .map(|&(a, b)| {
                let (w, bl, h) = r.game(a.index(), b.index());
                (PlayerId::from_index(w), PlayerId::from_index(bl), h)
            })
            .collect())
    }
}

/// A Go round of `t`, paired by [`pair_go`], as the pairing trait gives it.
#[must_use]
pub fn pairing_of(t: &Tournament, p: &GoPairing) -> Pairing {
    let round = RoundNo::new(p.round).unwrap_or(RoundNo::FIRST);
    Pairing {
        round,
        games: p
            .games
            .iter()
            .map(|x| PairedGame {
                white: PlayerId::from_index(x.white),
                black: PlayerId::from_index(x.black),
                handicap: x.handicap,
            })
            .collect(),
        bye: p.bye.map(PlayerId::from_index),
        requested_byes: Vec::new(),
        withdrawn: t
            .player_ids()
            .filter(|&id| t.is_withdrawn(id, round))
            .collect(),
        brackets: Vec::new(),
    }
}

fn go_error(e: &GoPairingError, round: u16, planned: u16) -> PairingError {
    match e {
        GoPairingError::NoSuchRound { .. } => PairingError::BeyondLastRound {
            round: RoundNo::new(round).unwrap_or(RoundNo::FIRST),
            planned,
        },
        other => PairingError::Schedule(crate::ScheduleError::new(
            other.to_string(),
            other.message(),
        )),
    }
}

impl GoPairingError {
    /// The sentence of the error for the catalogue.
    #[must_use]
    pub fn message(&self) -> crate::Message {
        use crate::Message;
        match self {
            GoPairingError::NoSuchRound { round, rounds } => {
                Message::new("pairing-refused-go-no-round")
                    .text("round", round)
                    .text("rounds", rounds)
            }
            GoPairingError::UnsupportedScore(s) => {
                Message::new("pairing-refused-go-score").text("score", s)
            }
            GoPairingError::OddWithBye(r) => {
                Message::new("pairing-refused-go-odd-bye").text("round", r)
            }
        }
    }
}

impl PairingSystem for GoEngine {
    fn name(&self) -> &'static str {
        match self.system {
            arbiter_core::GoSystem::McMahon => "Go McMahon (OpenGotha)",
            arbiter_core::GoSystem::Swiss => "Go Swiss (OpenGotha)",
            arbiter_core::GoSystem::SwissCat => "Go SwissCat (OpenGotha)",
        }
    }

    fn system_code(&self) -> Option<&'static str> {
        Some(self.system.code())
    }

    fn pair(&self, tournament: &Tournament) -> Result<Pairing, PairingError> {
        let (_, p) = self.pair_round(tournament)?;
        Ok(pairing_of(tournament, &p))
    }

    fn check(
        &self,
        tournament: &Tournament,
        games: &[PairedGame],
        bye: Option<PlayerId>,
    ) -> Result<CheckReport, PairingError> {
        let mut g = self.view(tournament);
        let round = tournament.next_round();
        let r = round.get();
        for (i, x) in games.iter().enumerate() {
            g.games.push(arbiter_core::GoGame {
                round: r,
                table: u32::try_from(i + 1).unwrap_or(u32::MAX),
                white: x.white.index(),
                black: x.black.index(),
                handicap: x.handicap,
                known_colour: true,
                result: arbiter_core::GoResult {
                    outcome: arbiter_core::GoOutcome::Unknown,
                    by_default: false,
                },
            });
        }
        if let Some(b) = bye {
            g.byes.push((r, b.index()));
        }
        let c = check_go(&g, r).map_err(|e| go_error(&e, r, g.rounds))?;
        let expected = pairing_of(tournament, &c.expected);
        Ok(CheckReport {
            expected,
            differences: c
                .differences
                .into_iter()
                .map(|what| Difference {
                    what,
                    players: Vec::new(),
                    criterion: None,
                })
                .collect(),
        })
    }
}
