//! The German rating (DWZ) of the Deutscher Schachbund: the Wertungsordnung's formulas
//! for players with a rating (the "etablierte Spieler" of its section 3.5).
//!
//! - expected score P(D) (3.3.1): the probability table of Anhang 2.1, which the
//!   Wertungsordnung says is identical to FIDE's; [`expected_score`] therefore reads
//!   [`crate::rating::expected_score`] without the 400-point rule (the DWZ has none);
//! - points expected We = ∑ P(D) (3.3.2), in hundredths as the table gives them;
//! - the development coefficient E (3.5.1, Anhang 1.2): [`coefficient`];
//! - the new rating Rn = Ro + 800 (W − We) / (E + n) (3.5.2): [`new_rating`].
//!
//! Arithmetic: W is counted in half points and We in hundredths, so 800 (W − We) / (E + n)
//! is a fraction of integers, rounded once to a whole rating point (halves away from zero).
//! E is "stets ganzzahlig gerundet" (Anhang 1.2): its base E0 · fB is a fraction of integers
//! and is rounded exactly (halves up); the braking value SBr = e^((1300 − Ro)/150) − 1 is
//! irrational for every rating below 1300, so E0 · fB + SBr never lies on a half and the
//! double-precision value of SBr rounds to the same whole number as the real one.
//!
//! Not implemented: the first rating of a player without a DWZ (3.4.4, found by a joint
//! iteration over all new players, whose text could not be read in full), the special
//! evaluation of 3.6.3, and the more precise expected scores the DSB's own program is
//! said to use (the Wertungsordnung prints them with two decimals, which is what is used
//! here, so an official evaluation can differ by a point).

use crate::value::div_round_half_up;

/// The expected score, in hundredths, of a player rated `own` against `opponent`
/// (Wertungsordnung 3.3.1 and Anhang 2.1: the FIDE table, without a limit on the
/// difference).
#[must_use]
pub fn expected_score(own: u16, opponent: u16) -> u8 {
    crate::rating::expected_score(own, opponent, None)
}

/// The age group of Anhang 1.2, by age = year of the event's end − year of birth.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum AgeGroup {
    /// Up to 20 years ("Jugendliche"): J = 5, and the acceleration factor applies.
    Youth,
    /// 21 to 25 years ("Junioren"): J = 10.
    Junior,
    /// Over 25 years: J = 15. The DSB's calculator assumes this when the birth year is
    /// unknown, and so does [`AgeGroup::of_age`] for `None`.
    Senior,
}

impl AgeGroup {
    /// The group of a player of `age` years (Anhang 1.2); `None` (unknown) counts as over
    /// 25.
    #[must_use]
    pub fn of_age(age: Option<i32>) -> Self {
        match age {
            Some(a) if a <= 20 => AgeGroup::Youth,
            Some(a) if a <= 25 => AgeGroup::Junior,
            _ => AgeGroup::Senior,
        }
    }

    /// The age constant J of Anhang 1.2.
    #[must_use]
    pub fn j(self) -> i128 {
        match self {
            AgeGroup::Youth => 5,
            AgeGroup::Junior => 10,
            AgeGroup::Senior => 15,
        }
    }
}

/// A player with a DWZ, as the formulas see them.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct Established {
    /// The rating before the event, Ro.
    pub rating: u16,
    /// The index: how many evaluations the rating rests on (0 counts as 1, Anhang 1.2).
    pub index: u32,
    /// The age group.
    pub age: AgeGroup,
}

/// The development coefficient E of Anhang 1.2 for a player whose result reached the
/// expectation (`reached`: W ≥ We) or not:
///
/// E = E0 · fB + SBr with E0 = (Ro/1000)^4 + J; fB = Ro/2000 limited to 0.5..=1.0 for
/// youths with W ≥ We, else 1; SBr = e^((1300 − Ro)/150) − 1 for Ro < 1300 with W < We,
/// else 0. E is rounded to a whole number and is at least 5; without SBr at most 5 × index
/// (index ≤ 5) or 30, with SBr at most 150.
#[must_use]
pub fn coefficient(p: Established, reached: bool) -> u32 {
    let r = i128::from(p.rating);
    let accelerated = p.age == AgeGroup::Youth && reached;
    // E0 = (r^4 + J·10^12) / 10^12; with fB = r/2000 (within 0.5..=1.0, i.e. r in
    // 1000..=2000) the product is (r^4 + J·10^12)·r / (2·10^15).
    let (num, den) = if accelerated {
        let fb_num = r.clamp(1000, 2000);
        (
            (r.pow(4) + p.age.j() * 1_000_000_000_000) * fb_num,
            2_000_000_000_000_000_i128,
        )
    } else {
        (
            r.pow(4) + p.age.j() * 1_000_000_000_000,
            1_000_000_000_000_i128,
        )
    };
    let braking = p.rating < 1300 && !reached;
    let e = if braking {
        // The base as a float is exact to far better than the distance of E0·fB + SBr from
        // a half (see the module documentation).
        let base = num as f64 / den as f64;
        let sbr = ((1300.0 - f64::from(p.rating)) / 150.0).exp() - 1.0;
        // Clamped to 0..=1000 first, so the conversion is exact.
        (base + sbr).round().clamp(0.0, 1000.0) as u32
    } else {
        u32::try_from((2 * num + den) / (2 * den)).unwrap_or(u32::MAX)
    };
    let index = p.index.max(1);
    let upper = if braking {
        150
    } else if index <= 5 {
        5 * index
    } else {
        30
    };
    e.clamp(5, upper.max(5))
}

/// One evaluation of an established player (Wertungsordnung 3.5).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct Evaluation {
    /// The number of games counted, n.
    pub games: u32,
    /// The score W in half points.
    pub score_halves: i64,
    /// The points expected We, in hundredths.
    pub expected_hundredths: i64,
    /// The development coefficient E.
    pub coefficient: u32,
    /// The new rating Rn.
    pub new_rating: i64,
}

impl Evaluation {
    /// Rn − Ro.
    #[must_use]
    pub fn change(&self, old: u16) -> i64 {
        self.new_rating - i64::from(old)
    }
}

/// The new rating of an established player after `games` (Wertungsordnung 3.5.2):
/// Rn = Ro + 800 (W − We) / (E + n), rounded to a whole number (halves away from zero).
/// `None` without games: the rating stays.
#[must_use]
pub fn new_rating(p: Established, games: &[crate::rating::RatedGame]) -> Option<Evaluation> {
    if games.is_empty() {
        return None;
    }
    let n = u32::try_from(games.len()).unwrap_or(u32::MAX);
    let w: i64 = games
        .iter()
        .map(|g| i64::from(g.result_halves.min(2)))
        .sum();
    let we: i64 = games
        .iter()
        .map(|g| i64::from(expected_score(p.rating, g.opponent)))
        .sum();
    let reached = 50 * w >= we;
    let e = coefficient(p, reached);
    let change = div_round_half_up(800 * (50 * w - we), 100 * (i64::from(e) + i64::from(n)));
    Some(Evaluation {
        games: n,
        score_halves: w,
        expected_hundredths: we,
        coefficient: e,
        new_rating: i64::from(p.rating) + change,
    })
}

/// The estimate Rp = Rc + D(p) of the Wertungsordnung (3.2): the rounded average of the
/// opponents' ratings plus the rating difference of the percentage scored, from the table
/// inverse to P(D) (the FIDE table, as for [`expected_score`]). `None` without games.
#[must_use]
pub fn performance_rating(score_halves: i64, ratings: &[u16]) -> Option<i64> {
    crate::rating::performance_rating(score_halves, ratings)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rating::RatedGame;

    fn one(own: u16, age: AgeGroup, opponent: u16, result_halves: u8) -> i64 {
        let p = Established {
            rating: own,
            index: 1,
            age,
        };
        let g = RatedGame {
            opponent,
            result_halves,
        };
        new_rating(p, &[g]).map(|e| e.new_rating).unwrap_or(0)
    }

    /// The worked example of the Schachklub Troisdorf's page on the DWZ ("Ein Beispiel",
    /// 2018): players rated 1000 and 1200 (expected 0.24 and 0.76) and the three results.
    /// The page gives no age and index; the six figures come out for two youths with a
    /// first rating (index 1), and the other age groups give other losses.
    #[test]
    fn troisdorf_example() {
        assert_eq!(expected_score(1000, 1200), 24);
        assert_eq!(expected_score(1200, 1000), 76);
        let y = AgeGroup::Youth;
        // Player 1 wins / draws / loses.
        assert_eq!(one(1000, y, 1200, 2), 1101);
        assert_eq!(one(1200, y, 1000, 0), 1132);
        assert_eq!(one(1000, y, 1200, 1), 1035);
        assert_eq!(one(1200, y, 1000, 1), 1177);
        assert_eq!(one(1000, y, 1200, 0), 985);
        assert_eq!(one(1200, y, 1000, 2), 1232);
        // A senior or junior brakes less (larger E) after the loss.
        assert_eq!(one(1000, AgeGroup::Senior, 1200, 0), 992);
        assert_eq!(one(1000, AgeGroup::Junior, 1200, 0), 989);
    }

    #[test]
    fn coefficient_limits() {
        let p = |rating, index, age| Established { rating, index, age };
        // E0 = 2.0736 + 15 = 17.07 → 17; index 2 caps it at 10, index 6 at 30.
        assert_eq!(coefficient(p(1200, 2, AgeGroup::Senior), true), 10);
        assert_eq!(coefficient(p(1200, 6, AgeGroup::Senior), true), 17);
        // (2.4)^4 + 15 = 48.18 → at most 30.
        assert_eq!(coefficient(p(2400, 20, AgeGroup::Senior), false), 30);
        // A youth at 1600 who reached the expectation: (6.5536 + 5) × 0.8 = 9.24 → 9.
        assert_eq!(coefficient(p(1600, 20, AgeGroup::Youth), true), 9);
        assert_eq!(coefficient(p(1600, 20, AgeGroup::Youth), false), 12);
        // Braking at 700: e^4 − 1 = 53.6, with E0 = 15.24: 68.8 → 69, above the cap of 30.
        assert_eq!(coefficient(p(700, 20, AgeGroup::Senior), false), 69);
        assert_eq!(AgeGroup::of_age(None), AgeGroup::Senior);
        assert_eq!(AgeGroup::of_age(Some(20)), AgeGroup::Youth);
        assert_eq!(AgeGroup::of_age(Some(21)), AgeGroup::Junior);
    }
}
