//! Accelerated pairings for every Swiss system: fictitious points added to some players'
//! scores for pairing purposes only, so that the strong players meet each other sooner.
//!
//! The model already carries them (`Player::accelerations`, TRF-26 record 250) and every
//! Swiss engine pairs by the pairing score (`Tournament::pairing_score`); this module
//! computes them by one of four methods ([`Acceleration`]) and [`Accelerated`] wraps any
//! engine so that it pairs with them. Standings never see them: they use the real score
//! (`Tournament::score_after`), which fictitious points do not touch.
//!
//! The methods, by their sources:
//! - [`Acceleration::Baku`]: FIDE C.04.7, "Baku Acceleration Method" (C.04.5.1 in the
//!   FIDE handbook's earlier numbering);
//! - [`Acceleration::RatingGroups`]: the Vega manual, section 2.11.9 "Accelerated rounds"
//!   (Extras, "Set group for accelerating pairing");
//! - [`Acceleration::Progressive`]: the Vega manual, appendix Q, "Swiss System with
//!   Progressive Acceleration";
//! - [`Acceleration::Haley`]: US Chess rule 28R, the added score method of accelerated
//!   pairings (the "Haley system").
//!
//! Every amount is given in points of the standard scoring (a win 1, a draw ½) and is
//! scaled to the event's own scoring (a win's points, C.04.1 Article 4's reference), so a
//! 3/1/0 event gives 3 fictitious points where a 1/½/0 event gives 1. C.04.7 speaks of a
//! point and half a point; the Baku method gives a win's and a draw's points, as the Dutch
//! engine always has.

use crate::state::win_points;
use crate::{CheckReport, Message, PairedGame, Pairing, PairingError, PairingSystem};
use arbiter_core::{PlayerId, Points, Tournament};
use std::fmt;

/// Rating floors of the progressive acceleration's groups when none are given: the Vega
/// manual's appendix Q, "in general", puts 2000 and above in group A and below 1600 in
/// group C.
pub const PROGRESSIVE_FLOORS: (u16, u16) = (2000, 1600);

/// One rating group of [`Acceleration::RatingGroups`]: players rated at least `floor`
/// (and below the floor of the group above) receive `points`.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct RatingGroup {
    /// The lowest rating of the group.
    pub floor: u16,
    /// Fictitious points of the group's players, in standard points (a win is 1).
    pub points: Points,
}

/// A method of accelerated pairings.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
#[non_exhaustive]
pub enum Acceleration {
    /// FIDE C.04.7 (Baku Acceleration Method). Rule 2: the first group GA holds the first
    /// half of the players, rounded up to an even number (2 × ⌈n / 4⌉); rule 4: the
    /// accelerated rounds are the first half of the rounds, rounded up; GA players receive
    /// one virtual point before each of the first half (rounded up) of the accelerated
    /// rounds, and half a point before the others; nobody else ever does.
    Baku,
    /// The Vega manual, 2.11.9: up to three groups set by rating floors, highest first,
    /// each given a set number of fictitious points in every round up to `last_round`,
    /// after which they are removed. Players below the lowest floor (and unrated
    /// players) receive none.
    RatingGroups {
        /// The groups, highest floor first (one to three).
        groups: Vec<RatingGroup>,
        /// The last round in which the fictitious points count.
        last_round: u16,
    },
    /// The Vega manual, appendix Q: players are split into groups A, B, C by rating (A at
    /// or above `floor_a`, C below `floor_c`); before each round, A holds 2 fictitious
    /// points, B 1 and C 0, and B and C players gain half a point more once their real
    /// score reaches 1½, half a point more at 3, and (C only) half a point more at 4½, so
    /// the groups merge gradually; the fictitious score never exceeds 2.
    Progressive {
        /// The lowest rating of group A.
        floor_a: u16,
        /// Players rated below this are in group C (unrated players too).
        floor_c: u16,
        /// The last round in which fictitious points count (`None`: every round).
        last_round: Option<u16>,
    },
    /// US Chess rule 28R, added score method: before round 1 the players are ranked, and
    /// those ranked above the top player of the bottom half receive one added point for
    /// pairing in the first two rounds. The top half here is the first ⌈n / 2⌉ players
    /// in start order (an odd field's middle player counts in the top half, as C.04.7
    /// rounds its first group up).
    Haley,
}

/// Why a text does not name an acceleration method.
// Not `non_exhaustive`: the desk says each reason in its language through
// [`AccelerationError::message`], which matches them all.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
pub enum AccelerationError {
    /// No method has this name.
    #[error("unknown acceleration {0:?} (expected baku, haley, progressive or groups=...)")]
    UnknownMethod(String),
    /// A number (rating, points or round) that does not read.
    #[error("{what}: {found:?} is not a valid number")]
    BadNumber {
        /// What was expected.
        what: &'static str,
        /// The text found.
        found: String,
    },
    /// A rating group without its `FLOOR:POINTS` form.
    #[error("rating group {0:?} should read FLOOR:POINTS, e.g. 2200:1")]
    BadGroup(String),
    /// The floors of the progressive acceleration are not `A,C`.
    #[error(
        "progressive floors {0:?} should read A,C (group A's and group C's rating floors), e.g. progressive=2000,1600"
    )]
    BadFloors(String),
    /// Rating groups need one to three groups.
    #[error("give one to three rating groups, not {0}")]
    GroupCount(usize),
    /// Floors must go down strictly from the first group to the last.
    #[error("rating floors must decrease from one group to the next ({0} then {1})")]
    FloorsNotDecreasing(u16, u16),
    /// Negative fictitious points.
    #[error("fictitious points cannot be negative ({0})")]
    NegativePoints(Points),
    /// Rating groups need the last round they apply to.
    #[error("rating groups need the last accelerated round: groups=2200:1,1900:0.5@4")]
    MissingLastRound,
    /// A last round of 0.
    #[error("the last accelerated round must be 1 or more")]
    ZeroRound,
}

impl AccelerationError {
    /// The reason as the catalogue says it (`pairing-refused-accel-*`), whose English is
    /// this error's `Display`, so that the desk's refusal of an unreadable acceleration
    /// says its detail in the page's language. Fictitious points travel as a number, which
    /// each language writes its own way.
    #[must_use]
    pub fn message(&self) -> crate::Message {
        use crate::Message;
        match self {
            AccelerationError::UnknownMethod(spec) => {
                Message::new("pairing-refused-accel-unknown").text("spec", format!("{spec:?}"))
            }
            AccelerationError::BadNumber { what, found } => {
                Message::new("pairing-refused-accel-number")
                    // `rating`, `points`, `last-round`: the catalogue's selector.
                    .text("what", what.replace(' ', "-"))
                    .text("found", format!("{found:?}"))
            }
            AccelerationError::BadGroup(g) => {
                Message::new("pairing-refused-accel-group").text("group", format!("{g:?}"))
            }
            AccelerationError::BadFloors(f) => {
                Message::new("pairing-refused-accel-floors").text("floors", format!("{f:?}"))
            }
            AccelerationError::GroupCount(n) => {
                Message::new("pairing-refused-accel-group-count").count("count", *n)
            }
            AccelerationError::FloorsNotDecreasing(a, b) => {
                Message::new("pairing-refused-accel-decreasing")
                    .text("first", a)
                    .text("second", b)
            }
            AccelerationError::NegativePoints(p) => {
                Message::new("pairing-refused-accel-negative").number("points", p)
            }
            AccelerationError::MissingLastRound => Message::new("pairing-refused-accel-last-round"),
            AccelerationError::ZeroRound => Message::new("pairing-refused-accel-zero-round"),
        }
    }
}

fn number<T: std::str::FromStr>(what: &'static str, s: &str) -> Result<T, AccelerationError> {
    s.trim().parse().map_err(|_| AccelerationError::BadNumber {
        what,
        found: s.to_string(),
    })
}

fn last_round(s: &str) -> Result<u16, AccelerationError> {
    match number("last round", s)? {
        0 => Err(AccelerationError::ZeroRound),
        r => Ok(r),
    }
}

/// Reads a method by the name users type (case and surrounding spaces ignored):
/// - `baku` (C.04.7), `haley` (US Chess 28R);
/// - `progressive` (floors 2000 and 1600), `progressive=A,C` with group A's floor and the
///   rating below which group C starts, optionally `@R` for the last round with
///   fictitious points: `progressive=2100,1700@7`;
/// - `groups=FLOOR:POINTS,...@R`: one to three rating floors, highest first, each with its
///   fictitious points, and the last round they apply to: `groups=2200:1,1900:0.5@4`.
///
/// # Errors
/// [`AccelerationError`] saying what does not read.
pub fn parse(spec: &str) -> Result<Acceleration, AccelerationError> {
    let lower = spec.trim().to_ascii_lowercase();
    let (name, args) = match lower.split_once('=') {
        Some((n, a)) => (n.trim(), Some(a.trim())),
        None => (lower.as_str(), None),
    };
    match (name, args) {
        ("baku", None) => Ok(Acceleration::Baku),
        ("haley", None) => Ok(Acceleration::Haley),
        ("progressive", None) => Ok(Acceleration::Progressive {
            floor_a: PROGRESSIVE_FLOORS.0,
            floor_c: PROGRESSIVE_FLOORS.1,
            last_round: None,
        }),
        ("progressive", Some(a)) => {
            let (floors, last) = match a.split_once('@') {
                Some((f, r)) => (f, Some(last_round(r)?)),
                None => (a, None),
            };
            let (fa, fc) = floors
                .split_once(',')
                .ok_or_else(|| AccelerationError::BadFloors(floors.to_string()))?;
            let (floor_a, floor_c) = (number("rating", fa)?, number("rating", fc)?);
            if floor_c >= floor_a {
                return Err(AccelerationError::FloorsNotDecreasing(floor_a, floor_c));
            }
            Ok(Acceleration::Progressive {
                floor_a,
                floor_c,
                last_round: last,
            })
        }
        ("groups", Some(a)) => {
            let (list, last) = a
                .split_once('@')
                .ok_or(AccelerationError::MissingLastRound)?;
            let mut groups: Vec<RatingGroup> = Vec::new();
            for item in list.split(',') {
                let (f, p) = item
                    .split_once(':')
                    .ok_or_else(|| AccelerationError::BadGroup(item.trim().to_string()))?;
                let floor: u16 = number("rating", f)?;
                let points: Points = number("points", p)?;
                if points < Points::ZERO {
                    return Err(AccelerationError::NegativePoints(points));
                }
                if let Some(prev) = groups.last()
                    && floor >= prev.floor
                {
                    return Err(AccelerationError::FloorsNotDecreasing(prev.floor, floor));
                }
                groups.push(RatingGroup { floor, points });
            }
            if !(1..=3).contains(&groups.len()) {
                return Err(AccelerationError::GroupCount(groups.len()));
            }
            Ok(Acceleration::RatingGroups {
                groups,
                last_round: last_round(last)?,
            })
        }
        _ => Err(AccelerationError::UnknownMethod(spec.trim().to_string())),
    }
}

/// The acceleration a system's name carries: `SYSTEM+SPEC` (see [`parse`]), or the Baku
/// names and codes (`dutch-baku`, `FIDE_DUBOV_BAKU`); `None` for a system paired on real
/// scores (or a spec that does not read, which names no engine either).
#[must_use]
pub fn of_system(name: &str) -> Option<Acceleration> {
    crate::registry::find(name).ok()?.acceleration
}

impl std::str::FromStr for Acceleration {
    type Err = AccelerationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse(s)
    }
}

impl fmt::Display for Acceleration {
    /// The spec [`parse`] reads back to the same method.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Acceleration::Baku => f.write_str("baku"),
            Acceleration::Haley => f.write_str("haley"),
            Acceleration::Progressive {
                floor_a,
                floor_c,
                last_round,
            } => {
                f.write_str("progressive")?;
                if (*floor_a, *floor_c) != PROGRESSIVE_FLOORS || last_round.is_some() {
                    write!(f, "={floor_a},{floor_c}")?;
                }
                match last_round {
                    Some(r) => write!(f, "@{r}"),
                    None => Ok(()),
                }
            }
            Acceleration::RatingGroups { groups, last_round } => {
                f.write_str("groups=")?;
                for (k, g) in groups.iter().enumerate() {
                    if k > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{}:{}", g.floor, g.points)?;
                }
                write!(f, "@{last_round}")
            }
        }
    }
}

/// `standard` points of the 1/½/0 scale in the event's own: a win's points times
/// `standard` (in tenths of a point, so half a point is 5).
fn scaled(win: Points, standard: Points) -> Points {
    Points::from_tenths(win.tenths().saturating_mul(standard.tenths()) / 10)
}

/// The rounds the fictitious points are computed for: the planned ones, and at least the
/// round about to be paired (a last round typed far beyond them allocates nothing more).
fn horizon(t: &Tournament) -> usize {
    usize::from(t.planned_rounds.unwrap_or(0)).max(t.rounds_paired() + 1)
}

/// The fictitious points of each player (by index, start rank − 1) in each round (index
/// round − 1) under method `a`. Where a method depends on results (progressive), a round
/// not yet reached is computed from the score so far: only the rounds played and the
/// next one are final.
#[must_use]
pub fn fictitious(t: &Tournament, a: &Acceleration) -> Vec<Vec<Points>> {
    let n = t.player_count();
    let win = win_points(t);
    let rating = |i: usize| {
        t.player(PlayerId::from_index(i))
            .and_then(|p| p.rating)
            .map_or(0, |r| r.0)
    };
    match a {
        Acceleration::Baku => {
            // C.04.7 rules 2 and 4, as the Dutch engine has always applied them.
            let ga = 2 * n.div_ceil(4);
            let rounds = usize::from(t.planned_rounds.unwrap_or(0));
            let accelerated = rounds.div_ceil(2);
            let full = accelerated.div_ceil(2);
            let draw = t.scoring.draw_white.min(t.scoring.draw_black);
            (0..n)
                .map(|i| {
                    (0..accelerated)
                        .map(|r| match (i < ga, r < full) {
                            (false, _) => Points::ZERO,
                            (true, true) => win,
                            (true, false) => draw,
                        })
                        .collect()
                })
                .collect()
        }
        Acceleration::Haley => {
            let top = n.div_ceil(2);
            (0..n)
                .map(|i| vec![if i < top { win } else { Points::ZERO }; 2])
                .collect()
        }
        Acceleration::RatingGroups { groups, last_round } => (0..n)
            .map(|i| {
                let r = rating(i);
                let points = groups
                    .iter()
                    .find(|g| r >= g.floor)
                    .map_or(Points::ZERO, |g| scaled(win, g.points));
                vec![points; usize::from(*last_round).min(horizon(t))]
            })
            .collect(),
        Acceleration::Progressive {
            floor_a,
            floor_c,
            last_round,
        } => {
            let rounds = last_round.map_or(horizon(t), |l| usize::from(l).min(horizon(t)));
            let half = scaled(win, Points::HALF);
            let most = scaled(win, Points::whole(2));
            (0..n)
                .map(|i| {
                    let id = PlayerId::from_index(i);
                    let r = rating(i);
                    (0..rounds)
                        .map(|round| {
                            if r >= *floor_a {
                                return most;
                            }
                            let group_b = r >= *floor_c;
                            // RS: the real score before this round.
                            let real = t.score_after(id, round);
                            let mut fs = if group_b { win } else { Points::ZERO };
                            let steps: &[i32] = if group_b { &[15, 30] } else { &[15, 30, 45] };
                            for &s in steps {
                                if real >= scaled(win, Points::from_tenths(s)) {
                                    fs += half;
                                }
                            }
                            fs.min(most)
                        })
                        .collect()
                })
                .collect()
        }
    }
}

/// `t` with the fictitious points of method `a` recorded (`Player::accelerations`) for
/// every player who has none recorded; players who carry their own (a TRF 250 record, a
/// decision of the arbiter) keep them. Real scores, and so standings, are unchanged.
#[must_use]
pub fn apply(t: &Tournament, a: &Acceleration) -> Tournament {
    let points = fictitious(t, a);
    let mut out = t.clone();
    for (i, fs) in points.into_iter().enumerate() {
        if let Some(p) = out.player_mut(PlayerId::from_index(i))
            && p.accelerations.is_empty()
        {
            p.accelerations = fs;
        }
    }
    out
}

/// Any Swiss engine paired with accelerated pairings: the method's fictitious points are
/// added ([`apply`]) and the inner engine pairs by the pairing scores; each bracket's keys
/// show, for every player with fictitious points, how the pairing score is made up
/// ("2.5 = 1.5 + 1.0 fictitious"). Every player is given the method's points (zero ones
/// included), so an engine's own default acceleration (Burstein's first two rounds, which
/// applies only when nobody carries fictitious points) gives way to the method chosen.
pub struct Accelerated {
    /// The engine that pairs.
    pub inner: Box<dyn PairingSystem + Send + Sync>,
    /// The acceleration method.
    pub method: Acceleration,
}

impl Accelerated {
    /// The accelerated tournament this wrapper hands to its engine.
    #[must_use]
    pub fn tournament(&self, t: &Tournament) -> Tournament {
        apply(t, &self.method)
    }
}

/// Marks each bracket's players who carry fictitious points in the round paired with
/// their pairing score split into real and fictitious points.
fn mark_fictitious(before: &Tournament, accelerated: &Tournament, p: &mut Pairing) {
    let round = p.round;
    for b in &mut p.brackets {
        let players: Vec<PlayerId> = b.residents.iter().chain(&b.moved_down).copied().collect();
        for id in players {
            let fs = accelerated
                .player(id)
                .map_or(Points::ZERO, |pl| pl.acceleration(round));
            if fs == Points::ZERO {
                continue;
            }
            let real = before.score_after(id, round.index());
            let text = format!("{} = {real} + {fs} fictitious", real + fs);
            let split = Message::new("pairing-key-fictitious")
                .number("total", real + fs)
                .number("real", real)
                .number("fictitious", fs);
            match b.keys.iter_mut().find(|(k, _)| *k == id) {
                Some((_, key)) => {
                    *key = format!("{key}; pairing score {text}");
                    // A key with no catalogue words keeps its English on the pages.
                    if let Some((_, m)) = b.key_messages.iter_mut().find(|(k, _)| *k == id) {
                        *m = Message::new("pairing-key-accelerated")
                            .phrase("key", std::mem::take(m))
                            .phrase("split", split);
                    }
                }
                None => {
                    b.keys.push((id, text));
                    b.key_messages.retain(|(k, _)| *k != id);
                    b.key_messages.push((id, split));
                }
            }
        }
    }
}

impl PairingSystem for Accelerated {
    /// The inner engine's name; the method shows in the keys and in the system name
    /// (`dubov+baku`).
    fn name(&self) -> &'static str {
        self.inner.name()
    }

    /// The Baku method has codes of its own (`FIDE_DUTCH_2026_BAKU`, `FIDE_BURSTEIN_BAKU`,
    /// `FIDE_DUBOV_BAKU`, ...: the inner code with `_BAKU`), which [`crate::system_by_name`]
    /// reads back; the other methods have no TRF-26 code, so the inner engine's code is
    /// written and the fictitious points travel in the 250 records.
    fn system_code(&self) -> Option<&'static str> {
        let inner = self.inner.system_code();
        match self.method {
            Acceleration::Baku => inner.and_then(crate::registry::baku_code).or(inner),
            _ => inner,
        }
    }

    fn games_per_match(&self) -> u16 {
        self.inner.games_per_match()
    }

    fn pair(&self, tournament: &Tournament) -> Result<Pairing, PairingError> {
        let t = self.tournament(tournament);
        let mut p = self.inner.pair(&t)?;
        mark_fictitious(tournament, &t, &mut p);
        Ok(p)
    }

    fn check(
        &self,
        tournament: &Tournament,
        games: &[PairedGame],
        bye: Option<PlayerId>,
    ) -> Result<CheckReport, PairingError> {
        let t = self.tournament(tournament);
        let mut report = self.inner.check(&t, games, bye)?;
        mark_fictitious(tournament, &t, &mut report.expected);
        Ok(report)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use arbiter_core::{
        Game, GameResult, Player, Rating, Round, RoundNo, ScoringSystem, TournamentInfo,
    };

    fn field(ratings: &[u16], rounds: u16) -> Tournament {
        let mut t = Tournament::new(TournamentInfo::default(), ScoringSystem::classic());
        for (k, r) in ratings.iter().enumerate() {
            t.add_player(Player {
                rating: Some(Rating(*r)),
                ..Player::named(format!("Player {}", k + 1))
            });
        }
        t.planned_rounds = Some(rounds);
        t
    }

    fn flat(n: usize, rounds: u16) -> Tournament {
        let ratings: Vec<u16> = (0..n).map(|k| 2400 - k as u16).collect();
        field(&ratings, rounds)
    }

    fn pid(n: usize) -> PlayerId {
        PlayerId::from_index(n - 1)
    }

    const ONE: Points = Points::ONE;
    const HALF: Points = Points::HALF;
    const ZERO: Points = Points::ZERO;

    /// C.04.7 rule 2, its note: 161 players, GA holds the first 82 (2 × ⌈161 / 4⌉).
    #[test]
    fn baku_first_group_of_161_players_is_82() {
        let f = fictitious(&flat(161, 9), &Acceleration::Baku);
        assert!(f[81].iter().any(|p| *p > ZERO), "player 82 is in GA");
        assert!(f[82].iter().all(|p| *p == ZERO), "player 83 is in GB");
    }

    /// C.04.7 rule 4, its example: in nine rounds the accelerated rounds are five; GA
    /// players have one virtual point in rounds 1 to 3 and half a point in rounds 4 and 5.
    #[test]
    fn baku_nine_rounds() {
        let f = fictitious(&flat(20, 9), &Acceleration::Baku);
        assert_eq!(f[0], vec![ONE, ONE, ONE, HALF, HALF]);
        assert_eq!(f[19], vec![ZERO; 5]);
        // Rounds beyond the fifth carry nothing.
        let t = apply(&flat(20, 9), &Acceleration::Baku);
        let p = t.player(pid(1)).unwrap();
        assert_eq!(p.acceleration(RoundNo::new(6).unwrap()), ZERO);
    }

    /// US Chess 28R, added score method: the top half has one added point in rounds 1
    /// and 2, and none afterwards; in an odd field the middle player is counted above.
    #[test]
    fn haley_top_half_two_rounds() {
        let f = fictitious(&flat(11, 5), &Acceleration::Haley);
        assert_eq!(f[5], vec![ONE, ONE]);
        assert_eq!(f[6], vec![ZERO, ZERO]);
        // Scaled to a 3/1/0 event: a win's points.
        let mut t = flat(4, 5);
        t.scoring = ScoringSystem::uniform(Points::whole(3), Points::whole(1), ZERO);
        assert_eq!(fictitious(&t, &Acceleration::Haley)[0][0], Points::whole(3));
    }

    /// The Vega manual, 2.11.9: rating groups with their points up to the last round.
    #[test]
    fn rating_groups() {
        let a = parse("groups=2200:1,1900:0.5@4").unwrap();
        let t = field(&[2300, 2200, 2199, 1900, 1899], 9);
        let f = fictitious(&t, &a);
        assert_eq!(f[0], vec![ONE; 4]);
        assert_eq!(f[1], vec![ONE; 4]);
        assert_eq!(f[2], vec![HALF; 4]);
        assert_eq!(f[3], vec![HALF; 4]);
        assert_eq!(f[4], vec![ZERO; 4]);
        let t = apply(&t, &a);
        let p = t.player(pid(1)).unwrap();
        assert_eq!(p.acceleration(RoundNo::new(4).unwrap()), ONE);
        assert_eq!(p.acceleration(RoundNo::new(5).unwrap()), ZERO);
    }

    /// A last round far beyond the event's stops at the rounds planned.
    #[test]
    fn last_round_beyond_the_event() {
        let t = field(&[2300, 1500], 9);
        let f = fictitious(&t, &parse("groups=2200:1@65535").unwrap());
        assert_eq!(f[0], vec![ONE; 9]);
        let f = fictitious(&t, &parse("progressive=2000,1600@65535").unwrap());
        assert_eq!(f[1].len(), 9);
    }

    /// A finished round where each `(white, black, result)` is a game.
    fn play(t: &mut Tournament, games: &[(usize, usize, GameResult)]) {
        let games = games
            .iter()
            .map(|&(w, b, r)| Game::new(pid(w), pid(b)).with_result(r))
            .collect();
        t.push_round(Round::new(games, vec![]).unwrap()).unwrap();
    }

    /// The Vega manual, appendix Q: A starts with 2, B with 1, C with 0; B and C gain half
    /// a point at 1½ real points and at 3, C once more at 4½; never beyond 2.
    #[test]
    fn progressive_appendix_q() {
        let a = parse("progressive").unwrap();
        // 1: group A; 2, 3: group B; 4, 5: group C; 6: C, unrated.
        let mut t = field(&[2100, 1800, 1700, 1500, 1400, 0], 9);
        if let Some(p) = t.player_mut(pid(6)) {
            p.rating = None;
        }
        let f = fictitious(&t, &a);
        assert_eq!(
            f.iter().map(|p| p[0]).collect::<Vec<_>>(),
            vec![Points::whole(2), ONE, ONE, ZERO, ZERO, ZERO]
        );
        // Player 2 (B) and player 4 (C) win five games running; 5 and 6 draw.
        let w = GameResult::WHITE_WINS;
        let d = GameResult::DRAW;
        for _ in 0..5 {
            play(&mut t, &[(2, 1, w), (4, 3, w), (5, 6, d)]);
        }
        let f = fictitious(&t, &a);
        // Before round 2 (one point): no step yet.
        assert_eq!(f[1][1], ONE);
        assert_eq!(f[3][1], ZERO);
        // Before round 3 (two points, past 1½): half a point more.
        assert_eq!(f[1][2], Points::from_halves(3));
        assert_eq!(f[3][2], HALF);
        // Before round 4 (three points): another half.
        assert_eq!(f[1][3], Points::whole(2));
        assert_eq!(f[3][3], ONE);
        // Before round 6 (five points, past 4½): C's third step; B stays at the maximum.
        assert_eq!(f[1][5], Points::whole(2));
        assert_eq!(f[3][5], Points::from_halves(3));
        // Group A keeps 2; player 5 (C, 2½ after five draws) has one step.
        assert_eq!(f[0][5], Points::whole(2));
        assert_eq!(f[4][5], HALF);
    }

    #[test]
    fn specs_round_trip() {
        for s in [
            "baku",
            "haley",
            "progressive",
            "progressive=2100,1700",
            "progressive=2000,1600@7",
            "groups=2200:1.0,1900:0.5@4",
            "groups=1800:2.0@3",
        ] {
            let a = parse(s).unwrap();
            assert_eq!(a.to_string(), s);
            assert_eq!(parse(&a.to_string()).unwrap(), a);
        }
        assert_eq!(parse(" BAKU ").unwrap(), Acceleration::Baku);
        assert_eq!(
            parse("groups=2200:1"),
            Err(AccelerationError::MissingLastRound)
        );
        assert_eq!(
            parse("groups=1900:1,2200:0.5@3"),
            Err(AccelerationError::FloorsNotDecreasing(1900, 2200))
        );
        assert_eq!(
            parse("groups=2400:1,2300:1,2200:1,2100:1@3"),
            Err(AccelerationError::GroupCount(4))
        );
        assert!(matches!(
            parse("groups=2200:x@3"),
            Err(AccelerationError::BadNumber { .. })
        ));
        assert_eq!(parse("groups=2200:1@0"), Err(AccelerationError::ZeroRound));
        assert!(matches!(
            parse("swift"),
            Err(AccelerationError::UnknownMethod(_))
        ));
    }

    /// Standings use real scores: fictitious points change no score, only pairing scores.
    #[test]
    fn apply_leaves_real_scores_alone() {
        let mut t = flat(8, 5);
        let w = GameResult::WHITE_WINS;
        play(&mut t, &[(1, 5, w), (6, 2, w), (3, 7, w), (8, 4, w)]);
        for a in [
            Acceleration::Baku,
            Acceleration::Haley,
            parse("progressive").unwrap(),
            parse("groups=2398:1@2").unwrap(),
        ] {
            let u = apply(&t, &a);
            for id in t.player_ids() {
                for r in 0..=2 {
                    assert_eq!(u.score_after(id, r), t.score_after(id, r), "{a}");
                }
            }
            assert_eq!(
                u.pairing_score(pid(1), RoundNo::new(2).unwrap()),
                t.score(pid(1)) + fictitious(&t, &a)[0][1]
            );
        }
    }

    /// US Chess 28R, the added score method's effect as the rule book describes it (4th
    /// edition, summarised by the MetroWest Chess Club's pairing notes): in round 1 the
    /// top quarter meets the second quarter and the third quarter the fourth; when the
    /// higher-rated players win, in round 2 the top eighth meets the second eighth, the
    /// second quarter the third quarter and the seventh eighth the last eighth.
    #[test]
    fn haley_quarters_and_eighths() {
        let engine = Accelerated {
            inner: Box::new(crate::Dutch::new()),
            method: Acceleration::Haley,
        };
        let mut t = flat(16, 5);
        let pairs = |p: &Pairing| -> Vec<(usize, usize)> {
            let mut v: Vec<(usize, usize)> = p
                .games
                .iter()
                .map(|g| {
                    let (a, b) = (g.white.index() + 1, g.black.index() + 1);
                    (a.min(b), a.max(b))
                })
                .collect();
            v.sort_unstable();
            v
        };
        let p = engine.pair(&t).unwrap();
        assert_eq!(
            pairs(&p),
            vec![
                (1, 5),
                (2, 6),
                (3, 7),
                (4, 8),
                (9, 13),
                (10, 14),
                (11, 15),
                (12, 16)
            ]
        );
        let games = p
            .games
            .iter()
            .map(|g| {
                let r = if g.white < g.black {
                    GameResult::WHITE_WINS
                } else {
                    GameResult::BLACK_WINS
                };
                Game::new(g.white, g.black).with_result(r)
            })
            .collect();
        t.push_round(Round::new(games, vec![]).unwrap()).unwrap();
        let p = engine.pair(&t).unwrap();
        let classes: [(&[usize], &[usize]); 3] = [
            (&[1, 2], &[3, 4]),
            (&[5, 6, 7, 8], &[9, 10, 11, 12]),
            (&[13, 14], &[15, 16]),
        ];
        for (a, b) in pairs(&p) {
            assert!(
                classes
                    .iter()
                    .any(|(hi, lo)| hi.contains(&a) && lo.contains(&b)),
                "round 2: {a} - {b}"
            );
        }
        // The explanation marks the added point as fictitious.
        let keys: Vec<&String> = p
            .brackets
            .iter()
            .flat_map(|b| &b.keys)
            .map(|k| &k.1)
            .collect();
        assert!(
            keys.iter()
                .any(|k| k.contains("2.0 = 1.0 + 1.0 fictitious"))
        );
    }

    /// The Dutch engine's `dutch-baku` and the wrapper `dutch+baku` pair alike.
    #[test]
    fn dutch_baku_is_the_wrapper() {
        let dutch_baku = crate::Dutch {
            baku: true,
            ..crate::Dutch::default()
        };
        let wrapped = crate::system_by_name("dutch+baku").unwrap();
        for seed in 1..=6u64 {
            let config = crate::GeneratorConfig {
                players: 20 + 3 * seed as usize,
                rounds: 7,
                seed,
                ..crate::GeneratorConfig::default()
            };
            let mut t = crate::generate(&config, &dutch_baku).unwrap();
            t.info.system_code = None;
            while crate::split_last_round(&mut t).is_some() {
                let a = dutch_baku.pair(&t).unwrap();
                let b = wrapped.pair(&t).unwrap();
                assert_eq!(a.games, b.games, "seed {seed} round {}", t.next_round());
                assert_eq!(a.bye, b.bye);
            }
        }
    }

    /// The names users type and the codes the wrapper writes.
    #[test]
    fn names_and_codes() {
        let e = crate::system_by_name("Dubov+Baku").unwrap();
        assert_eq!(e.system_code(), Some("FIDE_DUBOV_BAKU"));
        assert!(crate::system_by_name("fide_dubov_baku").is_some());
        let e = crate::system_by_name("lim+haley").unwrap();
        assert_eq!(e.system_code(), Some("FIDE_LIM"));
        assert!(crate::system_by_name("burstein+groups=2200:1,1900:0.5@4").is_some());
        assert!(crate::system_by_name("dutch+progressive=2100,1700@7").is_some());
        assert!(crate::system_by_name("dutch+nonsense").is_none());
        assert!(crate::system_by_name("nonsense+baku").is_none());
        assert!(crate::system_by_name("dutch-baku").is_some());
    }

    /// Players who carry their own fictitious points keep them.
    #[test]
    fn recorded_points_are_kept() {
        let mut t = flat(8, 5);
        if let Some(p) = t.player_mut(pid(8)) {
            p.accelerations = vec![Points::whole(3)];
        }
        let u = apply(&t, &Acceleration::Haley);
        assert_eq!(
            u.player(pid(8)).unwrap().accelerations,
            vec![Points::whole(3)]
        );
        assert_eq!(u.player(pid(1)).unwrap().accelerations, vec![ONE, ONE]);
    }

    #[test]
    fn a_system_name_tells_its_acceleration() {
        assert_eq!(of_system("dutch-baku"), Some(Acceleration::Baku));
        assert_eq!(of_system("FIDE_DUBOV_BAKU"), Some(Acceleration::Baku));
        assert_eq!(of_system("uscf+haley"), Some(Acceleration::Haley));
        assert_eq!(of_system("dutch"), None);
        assert_eq!(of_system("lim+nonsense"), None);
    }
}
