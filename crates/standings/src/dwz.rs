//! The German rating (DWZ) of the Deutscher Schachbund: the Wertungsordnung's formulas
//! for players with a rating (the "etablierte Spieler" of its section 3.5) and the first
//! DWZ of players without one (3.4).
//!
//! - expected score P(D) (3.3.1): the probability table of Anhang 2.1, which the
//!   Wertungsordnung says is identical to FIDE's; [`expected_score`] therefore reads
//!   [`crate::rating::expected_score`] without the 400-point rule (the DWZ has none);
//! - points expected We = ∑ P(D) (3.3.2), in hundredths as the table gives them;
//! - the development coefficient E (3.5.1, Anhang 1.2): [`coefficient`];
//! - the new rating Rn = Ro + 800 (W − We) / (E + n) (3.5.2): [`new_rating`];
//! - the first DWZ (3.4.1 to 3.4.4, Anhang 1.1): [`first_ratings`] sorts the players
//!   without a DWZ into the first and second stage ("Zusatzstufen": at least 5 opponents
//!   with a DWZ, resp. 5 games against those and the first stage, and no score of 0 % or
//!   100 % against them), starts each at Rp = Rc + D(p) and corrects all of them together,
//!   Rp' = Rp + D(0.5 + (W − We)/n), until a step changes nothing.
//!
//! Arithmetic: W is counted in half points and We in hundredths, so 800 (W − We) / (E + n)
//! is a fraction of integers, rounded once to a whole rating point (halves away from zero).
//! E is "stets ganzzahlig gerundet" (Anhang 1.2): its base E0 · fB is a fraction of integers
//! and is rounded exactly (halves up); the braking value SBr = e^((1300 − Ro)/150) − 1 is
//! irrational for every rating below 1300, so E0 · fB + SBr never lies on a half and the
//! double-precision value of SBr rounds to the same whole number as the real one.
//!
//! The first DWZ follows the text of 3.4.1 to 3.4.4.1 and of Anhang 1.1.1 and 1.1.2; the
//! text of Anhang 1.1.3 (the end of the iteration) could not be read beyond its first
//! words, so two choices are this implementation's: the iteration ends when a step changes
//! no value, and when the values cycle instead (the whole-percent table D(p) can overshoot
//! by a table step) each player gets the mean of the cycle ([`Settled::Cycle`]). D(p) is
//! the table of [`performance_rating`] at whole percents, as for the estimate of 3.2. No
//! worked example of a first evaluation was found in the Wertungsordnung or elsewhere from
//! the DSB; the tests are worked by hand from the tables.
//!
//! Not implemented: the games kept from earlier events for a player without a DWZ
//! ("Restpartien", 3.4.2), the special evaluation of 3.6.3 (players more than 300 points
//! above their DWZ), and the more precise expected scores the DSB's own program is said to
//! use (the Wertungsordnung prints them with two decimals, which is what is used here, so
//! an official evaluation can differ by a point).

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

/// One game of an event from a player's side, for the first evaluation of players
/// without a DWZ: the opponent as an index into the event's players, and the result in
/// half points (2 win, 1 draw, 0 loss).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct EventGame {
    /// The opponent's index among the event's players.
    pub opponent: usize,
    /// 2 for a win, 1 for a draw, 0 for a loss.
    pub result_halves: u8,
}

/// The games of every player of `t` played over the board (forfeits, byes and unplayed
/// games do not count), with the opponent's index among the players of `t`: the input of
/// [`first_ratings`].
#[must_use]
pub fn event_games(t: &arbiter_core::Tournament) -> Vec<Vec<EventGame>> {
    use arbiter_core::{Decision, Entry, RoundNo};
    t.players()
        .map(|(id, _)| {
            (0..t.rounds_paired())
                .filter_map(|r| match t.entry(id, RoundNo::from_index(r)) {
                    Entry::Game {
                        opponent,
                        result: Some(res),
                        ..
                    } if res.decision == Decision::Played => Some(EventGame {
                        opponent: opponent.index(),
                        result_halves: res.outcome.halves(),
                    }),
                    _ => None,
                })
                .collect()
        })
        .collect()
}

/// The stage ("Zusatzstufe") at which a player without a DWZ qualifies for a first DWZ
/// (Wertungsordnung 3.4.1).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum Stage {
    /// 3.4.1.1: at least 5 opponents with a DWZ, and no extreme result against them.
    First,
    /// 3.4.1.2: at least 5 games against players with a DWZ or of the first stage
    /// ("Auswahl I"), and no extreme result in them.
    Second,
}

/// How the joint iteration of Anhang 1.1 came to an end.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum Settled {
    /// A step changed no value (every correction D' was 0).
    Unchanged,
    /// The values came back to those of an earlier step and would repeat for ever: with
    /// the whole-percent table D(p) a correction can overshoot by a table step. The
    /// Wertungsordnung's own rule for ending the iteration (Anhang 1.1.3) could not be read
    /// in full; here each value is the mean of the values the cycle passes through, rounded
    /// to a whole number (halves up).
    Cycle,
}

/// The first DWZ of a player without one (Wertungsordnung 3.4.4, Anhang 1.1).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct FirstRating {
    /// The stage at which the player qualified.
    pub stage: Stage,
    /// The games counted in the iteration: those against "Auswahl II" (3.4.1.2).
    pub games: u32,
    /// The score W in those games, in half points.
    pub score_halves: i64,
    /// The points expected We at the first DWZ, in hundredths.
    pub expected_hundredths: i64,
    /// The starting value Rp = Rc + D(p) of iteration step 0 (Anhang 1.1.1).
    pub start: i64,
    /// The first DWZ Rn = Ri, the value the iteration ended with (index 1).
    pub rating: i64,
    /// The number of iteration steps after step 0.
    pub steps: u32,
    /// How the iteration ended.
    pub settled: Settled,
}

/// Why a player without a DWZ gets no first DWZ from the event (Wertungsordnung 3.4.1,
/// 3.4.2: the games are kept as "Restpartien" for a later evaluation).
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
pub enum NoFirstRating {
    /// Fewer than 5 games against players with a DWZ or a first DWZ of the first stage.
    #[error(
        "{games} games against players with a DWZ (or a first DWZ of the first stage), at least 5 needed (Wertungsordnung 3.4.1)"
    )]
    TooFewGames {
        /// The games against "Auswahl I".
        games: usize,
    },
    /// Every game against "Auswahl I" won: an extreme result (100 %).
    #[error(
        "all {games} games against players with a DWZ won: an extreme result gives no first DWZ (Wertungsordnung 3.4.1)"
    )]
    AllWon {
        /// The games against "Auswahl I".
        games: usize,
    },
    /// Every game against "Auswahl I" lost: an extreme result (0 %).
    #[error(
        "all {games} games against players with a DWZ lost: an extreme result gives no first DWZ (Wertungsordnung 3.4.1)"
    )]
    AllLost {
        /// The games against "Auswahl I".
        games: usize,
    },
    /// The joint iteration neither settled nor came back to earlier values.
    #[error("the joint iteration (Wertungsordnung Anhang 1.1) did not settle within {steps} steps")]
    NoConvergence {
        /// The steps tried.
        steps: u32,
    },
}

/// The most iteration steps tried. The corrections shrink as the values approach the
/// scores, so an event settles or cycles within a few dozen steps.
const MAX_STEPS: u32 = 500;

/// P(D) in hundredths for a difference of any size (the table of [`expected_score`]).
fn expected_by_difference(diff: i64) -> i64 {
    let d = u16::try_from(diff.unsigned_abs().min(1000)).unwrap_or(1000);
    let high = i64::from(expected_score(d, 0));
    if diff >= 0 { high } else { 100 - high }
}

/// Rc + D(p) for games against opponents rated `ratings` with `score_halves` (Anhang
/// 1.1.1): the opponents' average rounded to a whole number and D of the percentage scored,
/// rounded to a whole percent, from the table of [`performance_rating`].
fn start_value(score_halves: i64, ratings: &[i64]) -> Option<i64> {
    let n = i64::try_from(ratings.len()).ok().filter(|&n| n > 0)?;
    let rc = div_round_half_up(ratings.iter().sum(), n);
    let percent = div_round_half_up(50 * score_halves, n);
    Some(rc + crate::rating::dp(percent))
}

/// Whether a score of `halves` in `games` games is an extreme result (0 % or 100 %), and
/// which.
fn extreme(halves: i64, games: usize) -> Option<NoFirstRating> {
    let max = 2 * i64::try_from(games).unwrap_or(i64::MAX);
    if halves >= max {
        Some(NoFirstRating::AllWon { games })
    } else if halves <= 0 {
        Some(NoFirstRating::AllLost { games })
    } else {
        None
    }
}

/// The first DWZ of every player of an event without one (Wertungsordnung 3.4, Anhang
/// 1.1). `ratings` holds each player's DWZ (or usable other rating, 4.1.2), `games` each
/// player's games by opponent index; games naming no other player of the event are
/// ignored. The answer has one entry per player: `None` for a player with a rating, else
/// the first DWZ or the reason there is none.
///
/// - 3.4.1.1: the first stage are the players without a rating who met at least 5
///   opponents with a rating and neither won nor lost all those games;
/// - 3.4.1.2: the second stage are the others with at least 5 games against players with
///   a rating or of the first stage ("Auswahl I") and no extreme result in them;
/// - Anhang 1.1.1, step 0: each gets Rp = Rc + D(p) from the games against players with a
///   rating, and a player of the second stage also from those against the first stage,
///   at their step-0 values;
/// - Anhang 1.1.2: each step computes, for every player of both stages at once, We from
///   the previous values over all games against "Auswahl II" (players with a rating and
///   both stages), p' = 0.5 + (W − We)/n and Rp' = Rp + D(p');
/// - Anhang 1.1.3 and 3.6: the values a step no longer changes are the first DWZ Ri (see
///   [`Settled`] for values that cycle).
///
/// Not modelled: "Restpartien" kept from earlier events (3.4.2), which would count with
/// the games of the event.
#[must_use]
pub fn first_ratings(
    ratings: &[Option<u16>],
    games: &[Vec<EventGame>],
) -> Vec<Option<Result<FirstRating, NoFirstRating>>> {
    let count = ratings.len();
    let valid = |i: usize| -> Vec<EventGame> {
        games
            .get(i)
            .map(|g| {
                g.iter()
                    .filter(|e| e.opponent < count && e.opponent != i)
                    .map(|e| EventGame {
                        opponent: e.opponent,
                        result_halves: e.result_halves.min(2),
                    })
                    .collect()
            })
            .unwrap_or_default()
    };
    let own: Vec<Vec<EventGame>> = (0..count).map(valid).collect();
    let rated = |j: usize| ratings.get(j).copied().flatten();
    let halves = |g: &[EventGame]| -> i64 { g.iter().map(|e| i64::from(e.result_halves)).sum() };

    let mut stage: Vec<Option<Stage>> = vec![None; count];
    let mut answer: Vec<Option<Result<FirstRating, NoFirstRating>>> = vec![None; count];
    // 3.4.1.1: opponents with a rating, counted once each.
    for i in 0..count {
        if rated(i).is_some() {
            continue;
        }
        let against: Vec<EventGame> = own[i]
            .iter()
            .copied()
            .filter(|e| rated(e.opponent).is_some())
            .collect();
        let mut opponents: Vec<usize> = against.iter().map(|e| e.opponent).collect();
        opponents.sort_unstable();
        opponents.dedup();
        if opponents.len() >= 5 && extreme(halves(&against), against.len()).is_none() {
            stage[i] = Some(Stage::First);
        }
    }
    // 3.4.1.2: games against "Auswahl I".
    let in_selection_one = |j: usize, stage: &[Option<Stage>]| {
        rated(j).is_some() || stage.get(j).copied().flatten() == Some(Stage::First)
    };
    for i in 0..count {
        if rated(i).is_some() || stage[i].is_some() {
            continue;
        }
        let against: Vec<EventGame> = own[i]
            .iter()
            .copied()
            .filter(|e| in_selection_one(e.opponent, &stage))
            .collect();
        if against.len() < 5 {
            answer[i] = Some(Err(NoFirstRating::TooFewGames {
                games: against.len(),
            }));
        } else if let Some(reason) = extreme(halves(&against), against.len()) {
            answer[i] = Some(Err(reason));
        } else {
            stage[i] = Some(Stage::Second);
        }
    }

    // Anhang 1.1.1, step 0: the first stage from the games against rated players, then the
    // second stage also from those against the first stage at their step-0 values.
    let mut value: Vec<i64> = vec![0; count];
    for wanted in [Stage::First, Stage::Second] {
        for i in 0..count {
            if stage[i] != Some(wanted) {
                continue;
            }
            let mut opp = Vec::new();
            let mut score = 0;
            for e in &own[i] {
                let r = match rated(e.opponent) {
                    Some(r) => i64::from(r),
                    None if wanted == Stage::Second && stage[e.opponent] == Some(Stage::First) => {
                        value[e.opponent]
                    }
                    None => continue,
                };
                opp.push(r);
                score += i64::from(e.result_halves);
            }
            value[i] = start_value(score, &opp).unwrap_or(0);
        }
    }
    let start = value.clone();

    // Anhang 1.1.2: every step uses the previous values of all players of both stages.
    let members: Vec<usize> = (0..count).filter(|&i| stage[i].is_some()).collect();
    let in_selection_two = |j: usize| rated(j).is_some() || stage[j].is_some();
    let opponent_value = |j: usize, value: &[i64]| match rated(j) {
        Some(r) => i64::from(r),
        None => value[j],
    };
    let totals = |i: usize, value: &[i64]| -> (i64, i64, i64) {
        let mut n = 0;
        let mut w = 0;
        let mut we = 0;
        for e in own[i].iter().filter(|e| in_selection_two(e.opponent)) {
            n += 1;
            w += i64::from(e.result_halves);
            we += expected_by_difference(value[i] - opponent_value(e.opponent, value));
        }
        (n, w, we)
    };
    let mut history: Vec<Vec<i64>> = vec![value.clone()];
    let mut outcome: Option<(Settled, u32)> = None;
    for step in 1..=MAX_STEPS {
        let mut next = value.clone();
        for &i in &members {
            let (n, w, we) = totals(i, &value);
            let percent = 50 + div_round_half_up(50 * w - we, n);
            next[i] = value[i] + crate::rating::dp(percent);
        }
        if next == value {
            outcome = Some((Settled::Unchanged, step));
            break;
        }
        if let Some(k) = history.iter().position(|h| *h == next) {
            // The states k.. repeat for ever: take each player's mean over them.
            let cycle = &history[k..];
            let len = i64::try_from(cycle.len()).unwrap_or(1);
            for &i in &members {
                let sum: i64 = cycle.iter().map(|h| h[i]).sum();
                next[i] = div_round_half_up(sum, len);
            }
            value = next;
            outcome = Some((Settled::Cycle, step));
            break;
        }
        history.push(next.clone());
        value = next;
    }
    for &i in &members {
        let stage_i = match stage[i] {
            Some(s) => s,
            None => continue,
        };
        answer[i] = Some(match outcome {
            Some((settled, steps)) => {
                let (n, w, we) = totals(i, &value);
                Ok(FirstRating {
                    stage: stage_i,
                    games: u32::try_from(n).unwrap_or(u32::MAX),
                    score_halves: w,
                    expected_hundredths: we,
                    start: start[i],
                    rating: value[i],
                    steps,
                    settled,
                })
            }
            None => Err(NoFirstRating::NoConvergence { steps: MAX_STEPS }),
        });
    }
    answer
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

    /// An event of `rated` players with a DWZ of 1600 (indices 0..rated) and players without
    /// one after them; `results` lists (player, opponent, halves for the player) once per
    /// game, and the opponent's side is filled in.
    fn event(rated: usize, unrated: usize, results: &[(usize, usize, u8)]) -> Vec<Vec<EventGame>> {
        let mut games = vec![Vec::new(); rated + unrated];
        for &(a, b, h) in results {
            games[a].push(EventGame {
                opponent: b,
                result_halves: h,
            });
            games[b].push(EventGame {
                opponent: a,
                result_halves: 2 - h,
            });
        }
        games
    }

    fn ratings(rated: usize, unrated: usize) -> Vec<Option<u16>> {
        let mut r = vec![Some(1600); rated];
        r.extend(vec![None; unrated]);
        r
    }

    /// Worked by hand from Anhang 1.1 and the tables: one newcomer scores 3/5 against five
    /// players rated 1600. Step 0: Rc = 1600, p = 60 %, D(60 %) = 72, so Rp = 1672.
    /// Step 1: each P(72) = 0.60, We = 3.00 = W, p' = 50 %, D' = 0: the first DWZ is 1672.
    #[test]
    fn first_rating_of_a_single_newcomer() {
        let results = [(5, 0, 2), (5, 1, 2), (5, 2, 2), (5, 3, 0), (5, 4, 0)];
        let got = first_ratings(&ratings(5, 1), &event(5, 1, &results));
        assert!(got[..5].iter().all(Option::is_none));
        let f = got[5].clone().unwrap().unwrap();
        assert_eq!(f.stage, Stage::First);
        assert_eq!(f.start, 1672);
        assert_eq!(f.rating, 1672);
        assert_eq!(
            (f.games, f.score_halves, f.expected_hundredths),
            (5, 6, 300)
        );
        assert_eq!((f.steps, f.settled), (1, Settled::Unchanged));
    }

    /// Worked by hand: two newcomers X and Y meet five players rated 1600 each; X scores
    /// 3/5 and beats Y, Y scores 2/5. Step 0: X = 1600 + D(60 %) = 1672, Y = 1528.
    /// Step 1: X expects 5 × 0.60 + P(144) = 0.69, together 3.69 for 4 points in 6 games,
    /// p' = 0.5 + 0.31/6 = 55 %, D = 36: X = 1708; Y mirrors to 1492. Step 2: X expects
    /// 5 × P(108) = 3.25 + P(216) = 0.78, p' = 0.5 − 0.03/6 = 49 % (rounded), D = −7:
    /// X = 1701, Y = 1499. Step 3: X expects 5 × 0.64 + P(202) = 0.76 = 3.96, p' = 51 %:
    /// back to 1708 and 1492. The values cycle; their means are 1704.5 → 1705 and
    /// 1495.5 → 1496.
    #[test]
    fn two_newcomers_iterate_jointly() {
        let mut results: Vec<(usize, usize, u8)> =
            (0..5).map(|o| (5, o, if o < 3 { 2 } else { 0 })).collect();
        results.extend((0..5).map(|o| (6, o, if o < 2 { 2 } else { 0 })));
        results.push((5, 6, 2));
        let got = first_ratings(&ratings(5, 2), &event(5, 2, &results));
        let x = got[5].clone().unwrap().unwrap();
        let y = got[6].clone().unwrap().unwrap();
        assert_eq!((x.start, y.start), (1672, 1528));
        assert_eq!((x.rating, y.rating), (1705, 1496));
        assert_eq!((x.steps, x.settled), (3, Settled::Cycle));
        // We at 1705: 5 × P(105) = 3.20 and P(209) = 0.77.
        assert_eq!(
            (x.games, x.score_halves, x.expected_hundredths),
            (6, 8, 397)
        );
        assert_eq!(
            (y.games, y.score_halves, y.expected_hundredths),
            (6, 4, 203)
        );
    }

    /// Worked by hand: Z meets only four players with a DWZ (2/4) and draws with X, a
    /// first-stage newcomer (3/5 against five players rated 1600): Z is of the second stage.
    /// Step 0: X = 1672; Z = round((4 × 1600 + 1672)/5) = 1614 + D(50 %) = 1614.
    /// Step 1: X expects 3.00 + P(58) = 0.58 for 3.5 points: p' = 0.5 − 0.08/6 = 49 %,
    /// X = 1665; Z expects 4 × P(14) = 2.08 + P(−58) = 0.42 = 2.50 = W: unchanged.
    /// Step 2: X expects 5 × P(65) = 2.95 + P(51) = 0.57 = 3.52, p' = 0.5 − 0.02/6 → 50 %;
    /// Z expects 2.08 + 0.43 = 2.51, p' → 50 %: nothing changes.
    #[test]
    fn second_stage_counts_games_against_the_first() {
        let mut results: Vec<(usize, usize, u8)> =
            (0..5).map(|o| (5, o, if o < 3 { 2 } else { 0 })).collect();
        results.extend([(6, 0, 2), (6, 1, 0), (6, 2, 1), (6, 3, 1), (6, 5, 1)]);
        let got = first_ratings(&ratings(5, 2), &event(5, 2, &results));
        let x = got[5].clone().unwrap().unwrap();
        let z = got[6].clone().unwrap().unwrap();
        assert_eq!((x.stage, z.stage), (Stage::First, Stage::Second));
        assert_eq!((x.start, z.start), (1672, 1614));
        assert_eq!((x.rating, z.rating), (1665, 1614));
        assert_eq!((x.steps, x.settled), (2, Settled::Unchanged));
        assert_eq!(
            (x.games, x.score_halves, x.expected_hundredths),
            (6, 7, 352)
        );
        assert_eq!(
            (z.games, z.score_halves, z.expected_hundredths),
            (5, 5, 251)
        );
    }

    /// 3.4.1: fewer than 5 games, or an extreme result, give no first DWZ; games against
    /// players outside the event are ignored, and nothing panics on them.
    #[test]
    fn reasons_for_no_first_rating() {
        let mut results: Vec<(usize, usize, u8)> = (0..4).map(|o| (5, o, 1)).collect();
        results.extend((0..5).map(|o| (6, o, 2)));
        results.extend((0..5).map(|o| (7, o, 0)));
        let mut games = event(5, 3, &results);
        games[5].push(EventGame {
            opponent: 99,
            result_halves: 2,
        });
        games[5].push(EventGame {
            opponent: 5,
            result_halves: 2,
        });
        let got = first_ratings(&ratings(5, 3), &games);
        assert_eq!(got[5], Some(Err(NoFirstRating::TooFewGames { games: 4 })));
        assert_eq!(got[6], Some(Err(NoFirstRating::AllWon { games: 5 })));
        assert_eq!(got[7], Some(Err(NoFirstRating::AllLost { games: 5 })));
        // Fewer game lists than players, and no players at all.
        let got = first_ratings(&[None, Some(1500)], &[]);
        assert_eq!(got[0], Some(Err(NoFirstRating::TooFewGames { games: 0 })));
        assert!(first_ratings(&[], &[]).is_empty());
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
