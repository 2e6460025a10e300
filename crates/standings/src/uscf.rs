//! US Chess ratings, after M. E. Glickman's description of the US Chess rating system
//! ("The US Chess Rating System", Glickman and Doan; the sections "Effective number of
//! games", "Special rating formula", "Standard rating formula" and "Rating floors").
//!
//! US Chess keeps ratings as floating-point values and publishes them rounded to the nearest
//! whole number; the formulas here are computed the same way, in double precision, and
//! [`Outcome::rounded`] gives the published figure.
//!
//! - [`winning_expectancy`]: 1 / (1 + 10^(−(R − Ri)/400));
//! - [`effective_games`]: N' = min(N, N*), N* = 50 / √(0.662 + 0.00000739 (2569 − R0)²)
//!   for R0 ≤ 2355, else 50 (the constants of the description in force; its 2004 text had
//!   50 / √(1 + (2200 − R0)² / 100000) up to 2200. The current text's formula is typeset
//!   as an image that could not be read here; the constants are those two independent
//!   public implementations of the current system agree on, and the function is continuous
//!   at 2355, where it reaches 50);
//! - [`k_factor`]: K = 800 / (N' + m);
//! - [`standard`]: R0 + K (S − E), plus the bonus max(0, K (S − E) − B √max(m, 4)) when the
//!   player has at least 3 games and meets no opponent more than twice. B was 10 in the
//!   2004 text; US Chess raised it from 12 to 14 in a later change, and [`BONUS_THRESHOLD`]
//!   is 14;
//! - [`special`]: for players with 8 or fewer games: the rating at which the provisional
//!   expectancies (0.5 + (R − Ri)/800, limited to 0..=1) of the event's games and of N'
//!   games against the prior rating add up to the score; [`special_for`] with the
//!   adjustment for a player whose earlier games were all wins (R0' = R0 − 400,
//!   S' = S + N') or all losses (R0' = R0 + 400, S' = S), whom [`Formula::for_history`]
//!   sends to the special formula whatever the number of games;
//! - [`floor`]: the absolute floor min(100 + 4 wins + 2 draws + events, 150) and the floor
//!   200 points below the highest established rating.
//!
//! - [`initial_rating`] (step 1), for an unrated player without a FIDE or Canadian rating:
//!   50 × age for ages 2 to 26, 100 below and 1300 above or when the age is unknown, on
//!   no games (N = 0), so it only chooses among equally plausible special ratings
//!   ([`special_unrated`]).
//!
//! Not implemented: the step-1 ratings converted from a FIDE rating (treated as 10 games
//! above 2150, else 5) or a Canadian rating over 1500 (5 games), whose conversion
//! formulas could not be read in any revision's text available here, and the blended
//! initial rating US Chess has used since 2021 for players with ratings in several of its
//! own systems, which is not published; also the temporary estimates and two passes over
//! the event (steps 3 to 5: here the opponents count with their pre-event ratings) and
//! half-K events.

/// The bonus threshold B of the standard formula in force (raised from 12 to 14).
pub const BONUS_THRESHOLD: f64 = 14.0;

/// The standard winning expectancy of a player rated `own` against `opponent`.
#[must_use]
pub fn winning_expectancy(own: f64, opponent: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-(own - opponent) / 400.0))
}

/// The provisional winning expectancy of the special formula: 0.5 + (R − Ri)/800, 0 from
/// 400 points below and 1 from 400 points above.
#[must_use]
pub fn provisional_expectancy(own: f64, opponent: f64) -> f64 {
    (0.5 + (own - opponent) / 800.0).clamp(0.0, 1.0)
}

/// The effective number of games N' of a player rated `r0` on `n` games.
#[must_use]
pub fn effective_games(n: f64, r0: f64) -> f64 {
    let star = if r0 <= 2355.0 {
        50.0 / (0.662 + 0.000_007_39 * (2569.0 - r0).powi(2)).sqrt()
    } else {
        50.0
    };
    n.min(star)
}

/// Step 1: the initial rating of an unrated player from their age in years: 50 × age from
/// 2 to 26, 100 below 2, and 1300 above 26 or when the age is unknown. It counts as based
/// on no games.
#[must_use]
pub fn initial_rating(age: Option<f64>) -> f64 {
    match age {
        Some(a) if a < 2.0 => 100.0,
        Some(a) if a <= 26.0 => 50.0 * a,
        _ => 1300.0,
    }
}

/// K = 800 / (N' + m) for an event of `m` games.
#[must_use]
pub fn k_factor(effective: f64, m: u32) -> f64 {
    800.0 / (effective + f64::from(m))
}

/// The result of rating one player's event.
#[derive(Copy, Clone, PartialEq, Debug)]
pub struct Outcome {
    /// The new rating, unrounded.
    pub rating: f64,
    /// The sum of the winning expectancies the formula used.
    pub expected: f64,
    /// The bonus points included (standard formula only).
    pub bonus: f64,
}

impl Outcome {
    /// The rating as published: rounded to the nearest whole number.
    #[must_use]
    pub fn rounded(&self) -> i64 {
        // Ratings lie far inside the range of i64.
        self.rating.round() as i64
    }
}

/// Which formula rates a player.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum Formula {
    /// The special formula (8 or fewer prior games).
    Special,
    /// The standard formula.
    Standard,
}

impl Formula {
    /// The special formula for a rating based on 8 or fewer games, else the standard one.
    #[must_use]
    pub fn for_games(n: u32) -> Self {
        Self::for_history(n, History::Mixed)
    }

    /// The special formula for a rating based on 8 or fewer games or on games all won or
    /// all lost, else the standard one ("Special rating formula", "Standard rating
    /// formula").
    #[must_use]
    pub fn for_history(n: u32, history: History) -> Self {
        if n <= 8 || history != History::Mixed {
            Formula::Special
        } else {
            Formula::Standard
        }
    }
}

/// A game from one player's side: the opponent's rating and the result in half points.
#[derive(Copy, Clone, PartialEq, Debug)]
pub struct Game {
    /// The opponent's rating.
    pub opponent: f64,
    /// 2 for a win, 1 for a draw, 0 for a loss.
    pub result_halves: u8,
}

fn score(games: &[Game]) -> f64 {
    games
        .iter()
        .map(|g| f64::from(g.result_halves.min(2)) / 2.0)
        .sum()
}

/// The standard formula for a player rated `r0` with `effective` games (N'), and whether
/// the bonus may apply (no opponent met more than twice). `None` without games.
#[must_use]
pub fn standard(
    r0: f64,
    effective: f64,
    games: &[Game],
    no_opponent_thrice: bool,
    threshold: f64,
) -> Option<Outcome> {
    if games.is_empty() {
        return None;
    }
    let m = u32::try_from(games.len()).unwrap_or(u32::MAX);
    let k = k_factor(effective, m);
    let expected: f64 = games
        .iter()
        .map(|g| winning_expectancy(r0, g.opponent))
        .sum();
    let gain = k * (score(games) - expected);
    let bonus = if m >= 3 && no_opponent_thrice {
        (gain - threshold * f64::from(m.max(4)).sqrt()).max(0.0)
    } else {
        0.0
    };
    Some(Outcome {
        rating: r0 + gain + bonus,
        expected,
        bonus,
    })
}

/// The player's earlier rated games, as the special formula's adjustment reads them
/// ("Special rating formula": the adjusted initial rating R0' and score S').
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum History {
    /// No earlier games, or earlier games not all won and not all lost: R0' = R0 and
    /// S' = S + N'/2.
    Mixed,
    /// Every earlier game won: R0' = R0 − 400 and S' = S + N', the earlier games counting
    /// as wins against a player 400 points below the prior rating.
    AllWins,
    /// Every earlier game lost: R0' = R0 + 400 and S' = S.
    AllLosses,
}

/// The special formula: the rating R at which N' games against the prior rating `r0`,
/// scored half, and the event's games have provisional expectancies summing to the score
/// (N'/2 + S). The sum grows with R, piecewise linearly; where it equals the score on a
/// whole interval the middle of the interval is taken, and where that interval is
/// unbounded (a perfect or a zero score without prior games) its finite end. `None`
/// without games. [`special_for`] with [`History::Mixed`].
#[must_use]
pub fn special(r0: f64, effective: f64, games: &[Game]) -> Option<Outcome> {
    special_for(r0, effective, History::Mixed, games)
}

/// The special formula with the adjustment for a player whose earlier games were all wins
/// or all losses ("Special rating formula"): the rating R at which N' games against the
/// adjusted initial rating R0' and the event's games have provisional expectancies summing
/// to the adjusted score S' (see [`History`]), solved as in [`special`]. `None` without
/// games.
#[must_use]
pub fn special_for(r0: f64, effective: f64, history: History, games: &[Game]) -> Option<Outcome> {
    let (adjusted, prior_score) = match history {
        History::Mixed => (r0, effective / 2.0),
        History::AllWins => (r0 - 400.0, effective),
        History::AllLosses => (r0 + 400.0, 0.0),
    };
    let choice = (effective > 0.0).then_some(r0);
    solve_special(adjusted, effective, prior_score, choice, games)
}

/// The special formula for an unrated player (no prior games) whose step-1 rating is
/// `initial` ([`initial_rating`]): where several ratings expect the score alike (all
/// wins, all losses, or opponents more than 400 points apart), the one nearest the
/// initial rating is taken ("Special rating formula", step 4). `None` without games.
#[must_use]
pub fn special_unrated(initial: f64, games: &[Game]) -> Option<Outcome> {
    solve_special(initial, 0.0, 0.0, Some(initial), games)
}

/// Solves the special formula. Where an interval of ratings expects the score, `choice`
/// (the player's initial rating) is brought into it; without one the interval's middle,
/// or its finite end when it is unbounded, is taken.
fn solve_special(
    r0: f64,
    effective: f64,
    prior_score: f64,
    choice: Option<f64>,
    games: &[Game],
) -> Option<Outcome> {
    if games.is_empty() {
        return None;
    }
    let target = prior_score + score(games);
    let f = |r: f64| -> f64 {
        effective * provisional_expectancy(r, r0)
            + games
                .iter()
                .map(|g| provisional_expectancy(r, g.opponent))
                .sum::<f64>()
    };
    // The prior rating bounds the search only when it carries games.
    let prior = (effective > 0.0).then_some(r0);
    let ratings = || games.iter().map(|g| g.opponent).chain(prior);
    let lowest = ratings().fold(f64::INFINITY, f64::min) - 400.0;
    let highest = ratings().fold(f64::NEG_INFINITY, f64::max) + 400.0;
    // Smallest R with f(R) ≥ target, and largest with f(R) ≤ target, by bisection.
    let bisect = |reach: bool| -> f64 {
        let (mut lo, mut hi) = (lowest, highest);
        for _ in 0..100 {
            let mid = (lo + hi) / 2.0;
            let v = f(mid);
            let go_down = if reach { v >= target } else { v > target };
            if go_down {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        (lo + hi) / 2.0
    };
    let first = bisect(true);
    let last = bisect(false);
    let tol = 1e-9;
    let unbounded_below = f(lowest) >= target - tol;
    let unbounded_above = f(highest) <= target + tol;
    let rating = if let Some(c) = choice {
        let lo = if unbounded_below {
            f64::NEG_INFINITY
        } else {
            first
        };
        let hi = if unbounded_above { f64::INFINITY } else { last };
        c.clamp(lo.min(hi), hi)
    } else if unbounded_below {
        // Every rating from the bottom reaches the score (a zero score): the finite end.
        last
    } else if unbounded_above {
        first
    } else {
        (first + last) / 2.0
    };
    let expected: f64 = games
        .iter()
        .map(|g| provisional_expectancy(rating, g.opponent))
        .sum();
    Some(Outcome {
        rating,
        expected,
        bonus: 0.0,
    })
}

/// The performance rating of a score against opponents: the special formula without
/// prior games (the rating whose provisional expectancies add up to the score). `None`
/// without games.
#[must_use]
pub fn performance_rating(games: &[Game]) -> Option<f64> {
    special(0.0, 0.0, games).map(|o| o.rating)
}

/// The facts a rating floor depends on.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub struct FloorFacts {
    /// Rated wins, draws and events of three or more games over the player's career.
    pub wins: u32,
    /// Rated draws.
    pub draws: u32,
    /// Events with three or more rated games.
    pub events: u32,
    /// The highest established rating reached, when the player has one.
    pub highest_established: Option<u16>,
}

/// The player's rating floor: the absolute floor min(100 + 4 wins + 2 draws + events, 150),
/// or, for a highest established rating of 1400 or more, that rating minus 200 with its
/// last two digits set to zero, at most 2100 (the Original Life Master floor of 2200 is
/// not computed).
#[must_use]
pub fn floor(facts: FloorFacts) -> u16 {
    let absolute = (100 + 4 * u64::from(facts.wins) + 2 * u64::from(facts.draws))
        .saturating_add(u64::from(facts.events))
        .min(150);
    let absolute = u16::try_from(absolute).unwrap_or(150);
    match facts.highest_established {
        Some(h) if h >= 1400 => ((h - 200) / 100 * 100).min(2100).max(absolute),
        _ => absolute,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn g(opponent: f64, result_halves: u8) -> Game {
        Game {
            opponent,
            result_halves,
        }
    }

    /// "Effective number of games", worked by hand: R0 = 1700 on N = 30 games gives
    /// N* = 50/√(0.662 + 0.00000739 × 869²) = 50/√6.2427 = 20.01, so N' = 20.01; at
    /// 2355 N* is 50/√1.00043 = 49.99, and from there on 50.
    #[test]
    fn effective_games_example() {
        let n = effective_games(30.0, 1700.0);
        assert!((n - 20.012).abs() < 0.001, "{n}");
        assert!((effective_games(10.0, 1700.0) - 10.0).abs() < 1e-12);
        let at = effective_games(80.0, 2355.0);
        assert!((at - 49.989).abs() < 0.001, "{at}");
        assert!((effective_games(80.0, 2400.0) - 50.0).abs() < 1e-12);
    }

    /// Step 1 by age, and its use among equally plausible special ratings.
    #[test]
    fn initial_rating_by_age() {
        assert!((initial_rating(Some(10.0)) - 500.0).abs() < 1e-12);
        assert!((initial_rating(Some(26.0)) - 1300.0).abs() < 1e-12);
        assert!((initial_rating(Some(1.0)) - 100.0).abs() < 1e-12);
        assert!((initial_rating(Some(40.0)) - 1300.0).abs() < 1e-12);
        assert!((initial_rating(None) - 1300.0).abs() < 1e-12);
        // A perfect score against 1000 and 1200: every R ≥ 1600 expects it. An adult
        // (1300) takes the finite end 1600; a stronger initial rating would stay put.
        let wins = [g(1000.0, 2), g(1200.0, 2)];
        assert!((special_unrated(1300.0, &wins).unwrap().rating - 1600.0).abs() < 1e-6);
        assert!((special_unrated(1900.0, &wins).unwrap().rating - 1900.0).abs() < 1e-6);
        // A ten-year-old (500) who loses both: every R ≤ 600 expects nothing; 500 is in.
        let losses = [g(1000.0, 0), g(1200.0, 0)];
        assert!((special_unrated(500.0, &losses).unwrap().rating - 500.0).abs() < 1e-6);
        assert!((special_unrated(1300.0, &losses).unwrap().rating - 600.0).abs() < 1e-6);
        // Opponents 1000 apart, a win and a loss: every R from 1400 to 1600 expects the
        // win in full and nothing of the loss, so the initial rating is brought into it.
        let split = [g(1000.0, 2), g(2000.0, 0)];
        assert!((special_unrated(1300.0, &split).unwrap().rating - 1400.0).abs() < 1e-6);
        assert!((special_unrated(1500.0, &split).unwrap().rating - 1500.0).abs() < 1e-6);
        // A unique solution does not move: a win and a loss against 1500 give 1500.
        let even = [g(1500.0, 2), g(1500.0, 0)];
        assert!((special_unrated(500.0, &even).unwrap().rating - 1500.0).abs() < 1e-6);
    }

    /// "Standard rating formula", the table of K for N' and m.
    #[test]
    fn k_table() {
        let cases = [
            (6.0, 4, 80.0),
            (6.0, 6, 66.67),
            (6.0, 10, 50.0),
            (20.0, 4, 33.33),
            (20.0, 6, 30.77),
            (20.0, 10, 26.67),
            (50.0, 4, 14.81),
            (50.0, 6, 14.29),
            (50.0, 10, 13.33),
        ];
        for (n, m, k) in cases {
            let v = (k_factor(n, m) * 100.0).round() / 100.0;
            assert!((v - k).abs() < 1e-9, "N'={n} m={m}: {v}");
        }
    }

    /// The example of "Approximating formulas for the US Chess rating system": a player
    /// rated 1500 on 6 games beats 1400, loses to 1550 and draws 1650: 1511.111, published
    /// 1511. The special formula gives the same when every opponent is within 400 points.
    #[test]
    fn special_formula_example() {
        let games = [g(1400.0, 2), g(1550.0, 0), g(1650.0, 1)];
        let n = effective_games(6.0, 1500.0);
        assert!((n - 6.0).abs() < 1e-12);
        let o = special(1500.0, n, &games).unwrap();
        assert!((o.rating - 1511.111).abs() < 0.001, "{}", o.rating);
        assert_eq!(o.rounded(), 1511);
    }

    #[test]
    fn special_formula_extremes() {
        // No prior games, a perfect score: the lowest rating that expects it all.
        let o = special(0.0, 0.0, &[g(1400.0, 2), g(1600.0, 2)]).unwrap();
        assert_eq!(o.rounded(), 2000);
        let o = special(0.0, 0.0, &[g(1400.0, 0), g(1600.0, 0)]).unwrap();
        assert_eq!(o.rounded(), 1000);
        // A win can never lower the rating: opponents far below count as 400 below.
        let o = special(1500.0, 4.0, &[g(600.0, 2)]).unwrap();
        assert_eq!(o.rounded(), 1500);
        let p = performance_rating(&[g(1500.0, 2), g(1500.0, 0)]).unwrap();
        assert!((p - 1500.0).abs() < 1e-6, "{p}");
    }

    /// The adjustment for earlier games all won or all lost, worked by hand from the
    /// "Special rating formula". Prior 1500 on N' = 2 games all won, then a win over 1800:
    /// R0' = 1100 and S' = 3; the two adjusted games expect 2 from R = 1500 on, so the
    /// win must be expected in full: R ≥ 2200, and the finite end 2200 is taken. Without the
    /// adjustment, 2 (0.5 + (R − 1500)/800) + 0.5 + (R − 1800)/800 = 2 gives
    /// R = 5200/3 = 1733.33.
    #[test]
    fn special_formula_after_all_wins_or_all_losses() {
        let o = special_for(1500.0, 2.0, History::AllWins, &[g(1800.0, 2)]).unwrap();
        assert!((o.rating - 2200.0).abs() < 1e-6, "{}", o.rating);
        let o = special_for(1500.0, 2.0, History::Mixed, &[g(1800.0, 2)]).unwrap();
        assert!((o.rating - 5200.0 / 3.0).abs() < 1e-6, "{}", o.rating);
        // Prior 1500 on 2 games all lost, then a loss to 1200: R0' = 1900 and S' = 0, so
        // nothing may be expected: R ≤ 800. Unadjusted: 2 (0.5 + (R − 1500)/800) + 0.5 +
        // (R − 1200)/800 = 1 gives R = 3800/3 = 1266.67.
        let o = special_for(1500.0, 2.0, History::AllLosses, &[g(1200.0, 0)]).unwrap();
        assert!((o.rating - 800.0).abs() < 1e-6, "{}", o.rating);
        let o = special(1500.0, 2.0, &[g(1200.0, 0)]).unwrap();
        assert!((o.rating - 3800.0 / 3.0).abs() < 1e-6, "{}", o.rating);
        // A mixed score on the same footing as without the adjustment.
        let a = special_for(1500.0, 6.0, History::Mixed, &[g(1400.0, 2), g(1550.0, 0)]);
        assert_eq!(a, special(1500.0, 6.0, &[g(1400.0, 2), g(1550.0, 0)]));
        assert_eq!(Formula::for_history(20, History::AllWins), Formula::Special);
        assert_eq!(Formula::for_history(20, History::Mixed), Formula::Standard);
        assert_eq!(Formula::for_history(8, History::Mixed), Formula::Special);
    }

    #[test]
    fn standard_formula() {
        // 1800 on 50 effective games, four games against 1800: 3 points, expected 2.
        let games = [g(1800.0, 2), g(1800.0, 2), g(1800.0, 2), g(1800.0, 0)];
        let o = standard(1800.0, 50.0, &games, true, BONUS_THRESHOLD).unwrap();
        // K = 800/54 = 14.81; gain 14.81, below the threshold 14 × 2 = 28: no bonus.
        assert!((o.rating - 1814.815).abs() < 0.001, "{}", o.rating);
        assert!(o.bonus.abs() < 1e-12);
        // 4/4 on 6 effective games: K = 80, gain 160, bonus 160 − 28 = 132.
        let games = [g(1800.0, 2); 4];
        let o = standard(1800.0, 6.0, &games, true, BONUS_THRESHOLD).unwrap();
        assert!((o.bonus - 132.0).abs() < 1e-9, "{}", o.bonus);
        assert!((o.rating - 2092.0).abs() < 1e-9);
        // Meeting one opponent three times forfeits the bonus.
        let o = standard(1800.0, 6.0, &games, false, BONUS_THRESHOLD).unwrap();
        assert!((o.rating - 1960.0).abs() < 1e-9);
    }

    /// "Rating floors": 1941 gives 1700; a peak of 1653 gives 1400; 1400-1499 gives 1200;
    /// below 1400 the absolute floor, at most 150.
    #[test]
    fn floors() {
        let f = |h: Option<u16>, wins| {
            floor(FloorFacts {
                wins,
                highest_established: h,
                ..FloorFacts::default()
            })
        };
        assert_eq!(f(Some(1941), 0), 1700);
        assert_eq!(f(Some(1653), 0), 1400);
        assert_eq!(f(Some(1450), 0), 1200);
        assert_eq!(f(Some(2650), 0), 2100);
        assert_eq!(f(Some(1388), 3), 112);
        assert_eq!(f(None, 40), 150);
    }
}
