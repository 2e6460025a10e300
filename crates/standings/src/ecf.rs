//! English Chess Federation ratings.
//!
//! Since 2020 (monthly lists from September 2020) the ECF rates with an Elo formula, as its
//! article "The calculation of ECF Grades on a monthly basis" states it: R1 = R0 + k (W − We),
//! k is 20 or 40, W the score of the month and We the expected score from FIDE's table
//! 8.1(b). [`expected_score`] is that table (no 400-point rule is stated, so none applies)
//! and [`rating_change`] the formula, in hundredths of a point, rounded once to a whole
//! point (halves away from zero; the article does not say how the ECF rounds).
//!
//! The three-digit grades used until 2020 are kept for old lists: each game gives the
//! opponent's grade + 50 for a win, the grade for a draw and − 50 for a loss, the
//! opponent's grade taken as at most 40 points away from one's own
//! ([`legacy_game_grade`]); the grade is the average ([`legacy_grade`]). The ECF converted
//! grades to ratings by rating = 7.5 × grade + 700 ([`grade_to_rating`]).
//!
//! Not implemented: the ECF's performance ("P") rating of new and partially rated players
//! (fewer than 10 games), which adds a fictional draw against an opponent of a nominal
//! rating that the ECF's help page does not give in the text that could be read; which
//! players get k = 40 (juniors, by the ECF's explanations) is left to the caller.

use crate::rating::RatedGame;
use crate::value::div_round_half_up;

/// The expected score, in hundredths, of a player rated `own` against `opponent`: FIDE's
/// table 8.1(b), which the ECF's monthly rating uses, without a limit on the difference.
#[must_use]
pub fn expected_score(own: u16, opponent: u16) -> u8 {
    crate::rating::expected_score(own, opponent, None)
}

/// The ECF's development coefficient k: 20, or 40 (for juniors).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum KFactor {
    /// k = 20.
    Standard,
    /// k = 40.
    Junior,
}

impl KFactor {
    /// The value of k.
    #[must_use]
    pub fn value(self) -> i64 {
        match self {
            KFactor::Standard => 20,
            KFactor::Junior => 40,
        }
    }
}

/// The points expected, in hundredths, of a player rated `own` in `games`.
#[must_use]
pub fn expected_hundredths(own: u16, games: &[RatedGame]) -> i64 {
    games
        .iter()
        .map(|g| i64::from(expected_score(own, g.opponent)))
        .sum()
}

/// The rating change of a month's `games`: k (W − We), rounded to a whole number (halves
/// away from zero).
#[must_use]
pub fn rating_change(own: u16, k: KFactor, games: &[RatedGame]) -> i64 {
    let w: i64 = games
        .iter()
        .map(|g| i64::from(g.result_halves.min(2)) * 50)
        .sum();
    div_round_half_up(k.value() * (w - expected_hundredths(own, games)), 100)
}

/// The performance rating of a score against opponents of `ratings`: as FIDE computes it
/// (average opponent plus the difference of table 8.1(a)), since the ECF's expected scores
/// are FIDE's. `None` without games.
#[must_use]
pub fn performance_rating(score_halves: i64, ratings: &[u16]) -> Option<i64> {
    crate::rating::performance_rating(score_halves, ratings)
}

/// The performance grade of one game under the grading system used until 2020: the
/// opponent's grade, taken as at most 40 points from `own`, plus 50 for a win, minus 50
/// for a loss.
#[must_use]
pub fn legacy_game_grade(own: i64, opponent: i64, result_halves: u8) -> i64 {
    let opp = opponent.clamp(own - 40, own + 40);
    opp + 50 * (i64::from(result_halves.min(2)) - 1)
}

/// The grade from a list of games (opponent's grade, result in half points): the average
/// of the games' performance grades, rounded to a whole number (halves up). `None`
/// without games.
#[must_use]
pub fn legacy_grade(own: i64, games: &[(i64, u8)]) -> Option<i64> {
    if games.is_empty() {
        return None;
    }
    let sum: i64 = games
        .iter()
        .map(|&(opp, r)| legacy_game_grade(own, opp, r))
        .sum();
    Some(div_round_half_up(sum, games.len() as i64))
}

/// The rating that replaced a grade in 2020: 7.5 × grade + 700, rounded to a whole number
/// (halves up; odd grades give a half).
#[must_use]
pub fn grade_to_rating(grade: i64) -> i64 {
    div_round_half_up(15 * grade + 1400, 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The examples of the grading system's description (English Chess Federation grading
    /// system, as described by the ECF's arbiter seminar and the encyclopaedia article):
    /// 160 beats 140: 190 and 110; had the loser been graded 100, 170 and 90.
    #[test]
    fn legacy_examples() {
        assert_eq!(legacy_game_grade(160, 140, 2), 190);
        assert_eq!(legacy_game_grade(140, 160, 0), 110);
        assert_eq!(legacy_game_grade(160, 100, 2), 170);
        assert_eq!(legacy_game_grade(100, 160, 0), 90);
        // The seminar's table for a player graded 150.
        let row = |opp| [2, 1, 0].map(|r| legacy_game_grade(150, opp, r));
        assert_eq!(row(90), [160, 110, 60]);
        assert_eq!(row(130), [180, 130, 80]);
        assert_eq!(row(150), [200, 150, 100]);
        assert_eq!(row(200), [240, 190, 140]);
        assert_eq!(legacy_grade(150, &[(130, 2), (200, 1)]), Some(185));
        assert_eq!(legacy_grade(150, &[]), None);
    }

    #[test]
    fn conversion() {
        assert_eq!(grade_to_rating(150), 1825);
        assert_eq!(grade_to_rating(151), 1833);
        assert_eq!(grade_to_rating(0), 700);
    }

    /// The monthly formula, worked by hand (no ECF-published example was found): 1800
    /// beats 1900 (table: 0.36 expected) and draws 1700 (0.64): W − We = 1.5 − 1.00 = 0.50.
    #[test]
    fn monthly_change() {
        let g = |opponent, result_halves| RatedGame {
            opponent,
            result_halves,
        };
        let games = [g(1900, 2), g(1700, 1)];
        assert_eq!(expected_hundredths(1800, &games), 100);
        assert_eq!(rating_change(1800, KFactor::Standard, &games), 10);
        assert_eq!(rating_change(1800, KFactor::Junior, &games), 20);
        // A loss to a player 800 points lower costs the whole k: no 400-point rule.
        assert_eq!(rating_change(2500, KFactor::Standard, &[g(1700, 0)]), -20);
    }
}
