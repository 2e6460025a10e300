//! FIDE ratings: the conversion tables of the FIDE Rating Regulations (B.02 art. 8.1),
//! rating change per game and per event, and tournament performance ratings.
//!
//! Everything is integer arithmetic: expected scores are hundredths (as the tables give
//! them), rating changes are computed in hundredths and rounded once per event.

use crate::value::div_round_half_up;

/// B.02 table 8.1(b): the upper bound of each rating-difference band and the expected
/// score (hundredths) of the higher-rated player for that band. A difference above 735
/// gives 1.00.
const PD_BANDS: [(u16, u8); 50] = [
    (3, 50),
    (10, 51),
    (17, 52),
    (25, 53),
    (32, 54),
    (39, 55),
    (46, 56),
    (53, 57),
    (61, 58),
    (68, 59),
    (76, 60),
    (83, 61),
    (91, 62),
    (98, 63),
    (106, 64),
    (113, 65),
    (121, 66),
    (129, 67),
    (137, 68),
    (145, 69),
    (153, 70),
    (162, 71),
    (170, 72),
    (179, 73),
    (188, 74),
    (197, 75),
    (206, 76),
    (215, 77),
    (225, 78),
    (235, 79),
    (245, 80),
    (256, 81),
    (267, 82),
    (278, 83),
    (290, 84),
    (302, 85),
    (315, 86),
    (328, 87),
    (344, 88),
    (357, 89),
    (374, 90),
    (391, 91),
    (411, 92),
    (432, 93),
    (456, 94),
    (484, 95),
    (517, 96),
    (559, 97),
    (619, 98),
    (735, 99),
];

/// B.02 table 8.1(a): rating difference `dp` for a percentage score `p` from 50 % to 100 %
/// (index = p − 50); scores below 50 % mirror it with a negative sign.
const DP_TABLE: [i16; 51] = [
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158,
    166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
    383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/// The expected score, in hundredths, of a player rated `own` against `opponent`
/// (B.02 table 8.1(b)). `cap` limits the difference first: 400 for rating changes
/// (B.02 art. 8.3.1, the 400-point rule), `None` for performance calculations.
#[must_use]
pub fn expected_score(own: u16, opponent: u16, cap: Option<u16>) -> u8 {
    let mut diff = own.abs_diff(opponent);
    if let Some(c) = cap {
        diff = diff.min(c);
    }
    let high = PD_BANDS
        .iter()
        .find(|(upper, _)| diff <= *upper)
        .map_or(100, |&(_, pd)| pd);
    if own >= opponent { high } else { 100 - high }
}

/// The rating difference for a percentage score (B.02 table 8.1(a)); `percent` is clamped
/// to 0..=100.
#[must_use]
pub fn dp(percent: i64) -> i64 {
    let p = percent.clamp(0, 100);
    let idx = usize::try_from((p - 50).abs()).unwrap_or(0);
    let v = i64::from(DP_TABLE.get(idx).copied().unwrap_or(800));
    if p >= 50 { v } else { -v }
}

/// The average of `ratings`, rounded to the nearest whole number (halves up), as C.07
/// art. 10.1 (ARO) asks. `None` when there is nothing to average.
#[must_use]
pub fn average_rating(ratings: &[u16]) -> Option<i64> {
    if ratings.is_empty() {
        return None;
    }
    let sum: i64 = ratings.iter().map(|&r| i64::from(r)).sum();
    Some(div_round_half_up(sum, ratings.len() as i64))
}

/// Tournament performance rating (C.07 art. 10.2, B.02 art. 1.4.5 / 8.1): the rounded
/// average rating of the opponents plus `dp` of the rounded percentage score.
/// `score_halves` counts half points (a win is 2); `None` without opponents.
#[must_use]
pub fn performance_rating(score_halves: i64, ratings: &[u16]) -> Option<i64> {
    let aro = average_rating(ratings)?;
    let n = ratings.len() as i64;
    // Percentage of the maximum, rounded to a whole percent (halves up).
    let percent = div_round_half_up(score_halves * 50, n);
    Some(aro + dp(percent))
}

/// The sum, in hundredths, of the expected scores of a player rated `own` against
/// `ratings` (no 400-point cap: the whole table is used).
fn expected_sum(own: i64, ratings: &[u16]) -> i64 {
    let own = u16::try_from(own.clamp(0, i64::from(u16::MAX))).unwrap_or(u16::MAX);
    ratings
        .iter()
        .map(|&r| i64::from(expected_score(own, r, None)))
        .sum()
}

/// Perfect tournament performance (C.07 art. 10.3): the lowest rating whose expected
/// score against the opponents reaches the score actually made. A zero score gives the
/// lowest opponent's rating minus 800; `None` without opponents.
#[must_use]
pub fn perfect_performance(score_halves: i64, ratings: &[u16]) -> Option<i64> {
    let lowest = i64::from(*ratings.iter().min()?);
    let highest = i64::from(*ratings.iter().max()?);
    if score_halves <= 0 {
        return Some(lowest - 800);
    }
    let target = score_halves * 50;
    if target > 100 * ratings.len() as i64 {
        return Some(highest + 800);
    }
    // The expected sum grows with the rating, so the answer lies between these bounds:
    // at `lo` nothing is expected, at `hi` everything is.
    let (mut lo, mut hi) = (lowest - 800, highest + 800);
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if expected_sum(mid, ratings) >= target {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    Some(hi)
}

/// The development coefficient K of a player (B.02 art. 8.3.3, in force since 1 March
/// 2024): 40 for a new player until 30 games are completed and for a player under 18 rated
/// below 2300; 20 while the rating stays under 2400; 10 once the player has reached 2400.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct KFactor(pub u8);

impl KFactor {
    /// The K of a player from the facts the regulation looks at.
    #[must_use]
    pub fn for_player(rating: u16, rated_games: u32, under_18: bool, reached_2400: bool) -> Self {
        if rated_games < 30 || (under_18 && rating < 2300) {
            KFactor(40)
        } else if reached_2400 || rating >= 2400 {
            KFactor(10)
        } else {
            KFactor(20)
        }
    }

    /// B.02 art. 8.3.3: when K times the number of games of a period exceeds 700, K becomes
    /// the largest whole number for which it does not.
    #[must_use]
    pub fn limited(self, games: u32) -> Self {
        let k = u32::from(self.0);
        if games == 0 || k * games <= 700 {
            return self;
        }
        KFactor(u8::try_from(700 / games).unwrap_or(self.0))
    }
}

/// A rated game from one player's side: the opponent's rating and the result in half
/// points (2 win, 1 draw, 0 loss).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct RatedGame {
    /// The opponent's rating.
    pub opponent: u16,
    /// 2 for a win, 1 for a draw, 0 for a loss.
    pub result_halves: u8,
}

/// The 400-point rule (B.02 art. 8.3.1): a rating difference of more than 400 points counts
/// as 400; since the amendment of 1 October 2025 only for players rated below 2650.
#[must_use]
pub fn difference_cap(own: u16) -> Option<u16> {
    (own < 2650).then_some(400)
}

/// The rating change of one game in hundredths of a rating point:
/// K × (W − We) (B.02 art. 8.3.2), We with the 400-point rule ([`difference_cap`]).
#[must_use]
pub fn game_change_hundredths(own: u16, k: KFactor, game: RatedGame) -> i64 {
    let we = i64::from(expected_score(own, game.opponent, difference_cap(own)));
    let w = i64::from(game.result_halves.min(2)) * 50;
    i64::from(k.0) * (w - we)
}

/// The rating change of an event, rounded to a whole number (halves away from zero), as
/// the sum of the changes of its games (B.02 art. 8.3.2).
#[must_use]
pub fn event_change(own: u16, k: KFactor, games: &[RatedGame]) -> i64 {
    let total: i64 = games
        .iter()
        .map(|&g| game_change_hundredths(own, k, g))
        .sum();
    div_round_half_up(total, 100)
}

/// The rated games of every player of `t` (B.02 art. 8: games played over the board,
/// against a rated opponent; forfeits, byes and games of less than one move do not count).
#[must_use]
pub fn rated_games(t: &arbiter_core::Tournament) -> Vec<Vec<RatedGame>> {
    rated_games_by(t, |p| p.rating.map(|r| r.0))
}

/// The games of every player of `t` played over the board against an opponent to whom
/// `rating_of` gives a rating, with that rating: [`rated_games`] for the lists of national
/// rating systems, whose opponents count with their national rating.
#[must_use]
pub fn rated_games_by(
    t: &arbiter_core::Tournament,
    rating_of: impl Fn(&arbiter_core::Player) -> Option<u16>,
) -> Vec<Vec<RatedGame>> {
    use arbiter_core::{Decision, Entry, RoundNo};
    t.players()
        .map(|(id, _)| {
            (0..t.rounds_paired())
                .filter_map(|r| match t.entry(id, RoundNo::from_index(r)) {
                    Entry::Game {
                        opponent,
                        result: Some(res),
                        ..
                    } if res.decision == Decision::Played => {
                        let opp = rating_of(t.player(opponent)?)?;
                        Some(RatedGame {
                            opponent: opp,
                            result_halves: res.outcome.halves(),
                        })
                    }
                    _ => None,
                })
                .collect()
        })
        .collect()
}

/// The rating change of every rated player of `t` for the event (B.02 art. 8.3), with the
/// K factor `k` gives each player (limited by the 700 rule); `None` for unrated players and
/// for players `k` gives no factor.
#[must_use]
pub fn rating_changes(
    t: &arbiter_core::Tournament,
    k: impl Fn(arbiter_core::PlayerId) -> Option<KFactor>,
) -> Vec<Option<i64>> {
    let games = rated_games(t);
    t.players()
        .map(|(id, pl)| {
            let own = pl.rating?.0;
            let g = games.get(id.index())?;
            let k = k(id)?.limited(u32::try_from(g.len()).unwrap_or(u32::MAX));
            Some(event_change(own, k, g))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables() {
        assert_eq!(expected_score(1600, 1600, None), 50);
        assert_eq!(expected_score(1604, 1600, None), 51);
        assert_eq!(expected_score(1600, 1604, None), 49);
        assert_eq!(expected_score(2400, 1600, None), 100);
        assert_eq!(expected_score(2400, 1600, Some(400)), 92);
        assert_eq!(dp(100), 800);
        assert_eq!(dp(0), -800);
        assert_eq!(dp(75), 193);
        assert_eq!(dp(25), -193);
    }

    #[test]
    fn performances() {
        // Two losses against 2240 and 1269.
        assert_eq!(performance_rating(0, &[2240, 1269]), Some(1755 - 800));
        assert_eq!(perfect_performance(0, &[2240, 1269]), Some(469));
        // A draw: an expected 0.50 is reached 3 points below the opponent (band 0-3).
        assert_eq!(perfect_performance(1, &[2000]), Some(1997));
        assert_eq!(perfect_performance(2, &[2000]), Some(2736));
    }

    #[test]
    fn rating_change() {
        let k = KFactor::for_player(2100, 100, false, false);
        assert_eq!(k, KFactor(20));
        let g = RatedGame {
            opponent: 2100,
            result_halves: 2,
        };
        assert_eq!(event_change(2100, k, &[g]), 10);
        assert_eq!(KFactor(40).limited(20), KFactor(35));
    }
}
