//! The Amalfi systems: "Amalfi rating", the system of the Italian Chess Federation (FSI)
//! that Vega and JavaPairing implement, and Vega's "Amalfi colour" variant.
//!
//! # The rule
//! The texts followed are the Vega manual (2016, page 3: "Swiss based on Buchholz (Vega),
//! Amalfi"; the tournament file's system codes 6 "amalfi rating" and 8 "amalfi color")
//! and the JavaPairing manuals' chapter on the Amalfi Rating algorithm (English manual
//! page 56, Italian manual section 15, "sistema di pairing autorizzato dalla FSI"):
//! - A1, the order: players are ranked by score, then by rating ([`Amalfi::colour`]
//!   false: "Amalfi rating"), or by score, then by colour need ([`Amalfi::colour`] true:
//!   "Amalfi colour": the players who most need white first, those who most need black
//!   last, so that the upper part of a group meets the lower part with opposite needs;
//!   then rating); the start rank breaks the remaining ties.
//! - A2, the pairing: from the top of the group, the player ranked k meets the player
//!   R places below him, R being the number of rounds still to play, this one included
//!   (so the last round pairs neighbours and the first one players far apart). When that
//!   player may not be met (or is already paired), a nearer one is tried first, then a
//!   farther one; when none is possible, the previous pair is broken and another tried
//!   (the engine proves each pair leaves the rest pairable, which is what the breaking
//!   achieves).
//! - A3, players who cannot be paired in their score group move to the next one, ahead of
//!   its residents.
//! - A4, the bye: the last of the ranking who has not yet scored without playing.
//! - A5, colours: equal in number and alternating; with identical histories the
//!   higher-ranked player (lower number) alternates his last colour (C.04.3 5.2 does all
//!   of this); the absolute criteria of C.04.1 as the other Swiss systems hold them (see
//!   [`crate::vega`]).
//!
//! # Readings
//! - "R places below" counts positions in the group's list as it stands before the group
//!   is paired: with R = 3 a group of twelve pairs 1-4, 2-5, 3-6, 7-10, 8-11, 9-12.
//! - When the event does not say how many rounds it plans, R is 1.
//! - The Amalfi colour order is a reading of the variant's name; the texts found give no
//!   more than the name.

use crate::vega::{Driver, Field, RowPairing, by_score_groups, check_with, lowest_first};
use crate::{CheckReport, Message, PairedGame, Pairing, PairingError, PairingSystem};
use arbiter_core::{PlayerId, Tournament};
use std::cmp::Reverse;

/// The rules of the Amalfi systems cited in their reasons.
pub mod criteria {
    use crate::Criterion;
    criterion!(
        ORDER,
        "pairing-crit-amalfi-order",
        "A1",
        "Amalfi A1 (FSI; Vega manual)",
        "players ranked by score, then rating (Amalfi colour: then colour need)"
    );
    criterion!(
        DISTANCE,
        "pairing-crit-amalfi-distance",
        "A2",
        "Amalfi A2 (FSI; JavaPairing manual p. 56)",
        "the player ranked k meets the one R places below, R the rounds left; else a nearer one, then a farther one"
    );
    /// Every criterion above, in the order declared.
    pub const ALL: &[Criterion] = &[ORDER, DISTANCE];
}

use criteria::*;

/// The Amalfi system (FSI): `colour` false is "Amalfi rating", true Vega's "Amalfi
/// colour".
#[derive(Copy, Clone, Debug, Default)]
pub struct Amalfi {
    /// Rank a score group by colour need instead of rating.
    pub colour: bool,
}

impl Amalfi {
    /// Amalfi rating.
    #[must_use]
    pub fn new() -> Self {
        Amalfi { colour: false }
    }

    /// A1: the key that ranks a player within his score group (smaller first).
    fn key(self, field: &Field<'_>, p: usize) -> (Reverse<i32>, Reverse<i64>, usize) {
        let need = if self.colour { field.colour_need(p) } else { 0 };
        (
            Reverse(need),
            Reverse(field.rating.get(p).copied().unwrap_or(0)),
            p,
        )
    }

    fn run(self, t: &Tournament) -> Result<Pairing, PairingError> {
        let round = crate::round_to_pair(t)?;
        let field = Field::new(t, round);
        let r = field.rounds_left();
        // A4: the last of the ranking who may have the bye.
        let bye_order = lowest_first(&field, |p| self.key(&field, p));
        let mut d = Driver::new(&field, &bye_order)?;
        by_score_groups(
            &mut d,
            |p| self.key(&field, p),
            |d: &mut Driver<'_, '_>, list: &[usize], moved: usize| {
                let field = d.field;
                let len = list.len();
                let keys = list
                    .iter()
                    .enumerate()
                    .map(|(k, &p)| {
                        let n = field.colour_need(p);
                        let (colour, need) = match n {
                            n if n > 0 => ("white", format!(", needs white ({n})")),
                            n if n < 0 => ("black", format!(", needs black ({})", -n)),
                            _ => ("none", String::new()),
                        };
                        let rating = field.rating.get(p).copied().unwrap_or(0);
                        (
                            PlayerId::from_index(p),
                            format!(
                                "place {}: score {}, rating {rating}{need}; natural opponent place {}",
                                k + 1,
                                field.score(p),
                                k + 1 + r
                            ),
                            Message::new("pairing-key-amalfi")
                                .text("place", k + 1)
                                .number("score", field.score(p))
                                .text("rating", rating)
                                .text("need", colour)
                                .text("by", n.unsigned_abs())
                                .text("natural", k + 1 + r),
                        )
                    })
                    .collect();
                let rows = RowPairing {
                    list,
                    moved_down: moved,
                    rule: DISTANCE,
                };
                rows.run(
                    d,
                    &|k, _| distance_candidates(k, len, r),
                    &|f, a, b| f.colour(a, b),
                    keys,
                )
            },
        );
        d.finish()
    }
}

/// A2: the places (0-based) the player at place `k` of a group of `len` tries, in order:
/// `k + r`, then nearer ones up to `k + 1`, then farther ones.
pub(crate) fn distance_candidates(k: usize, len: usize, r: usize) -> Vec<usize> {
    let target = k.saturating_add(r.max(1));
    let top = target.min(len.saturating_sub(1));
    let mut v: Vec<usize> = (k + 1..=top).rev().collect();
    v.extend(target.saturating_add(1)..len);
    v
}

impl PairingSystem for Amalfi {
    fn name(&self) -> &'static str {
        if self.colour {
            "Amalfi colour (Vega)"
        } else {
            "Amalfi rating (FSI)"
        }
    }

    fn system_code(&self) -> Option<&'static str> {
        Some(if self.colour {
            "AMALFI_COLOUR"
        } else {
            "AMALFI_RATING"
        })
    }

    fn pair(&self, tournament: &Tournament) -> Result<Pairing, PairingError> {
        self.run(tournament)
    }

    fn check(
        &self,
        tournament: &Tournament,
        games: &[PairedGame],
        bye: Option<PlayerId>,
    ) -> Result<CheckReport, PairingError> {
        let expected = self.pair(tournament)?;
        let _ = ORDER;
        check_with(tournament, expected, games, bye, DISTANCE)
    }
}

#[cfg(test)]
mod tests {
    //! The Amalfi rule as the JavaPairing manuals state it (English manual page 56,
    //! Italian manual section 15) and the readings of the module documentation.
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::vega::tests::{event, pairs, play};
    use arbiter_core::GameResult;

    /// A2: "a player is tried to be paired with the one that follows it of a number of
    /// positions equal to the number of rounds left to play. If the opponent is not legal,
    /// a nearer one is first tried and if necessary a farther one."
    #[test]
    fn a2_tries_k_plus_r_then_nearer_then_farther() {
        assert_eq!(distance_candidates(0, 8, 3), vec![3, 2, 1, 4, 5, 6, 7]);
        assert_eq!(distance_candidates(5, 8, 3), vec![7, 6]);
        assert_eq!(distance_candidates(6, 8, 1), vec![7]);
        assert!(distance_candidates(7, 8, 3).is_empty());
    }

    /// A2 in round 1 of three: R = 3, so twelve players pair in blocks of six, 1 - 4,
    /// 2 - 5, 3 - 6, then 7 - 10, 8 - 11, 9 - 12.
    #[test]
    fn round_one_pairs_each_player_with_the_one_r_places_below() {
        let t = event(12, 3);
        let p = Amalfi::new().pair(&t).unwrap();
        assert_eq!(
            pairs(&p),
            vec![(1, 4), (2, 5), (3, 6), (7, 10), (8, 11), (9, 12)]
        );
        assert!(p.brackets[0].deviations.is_empty());
        assert!(p.brackets[0].keys[0].1.contains("natural opponent place 4"));
    }

    /// A2 in the last round (R = 1): neighbours meet; a pair already played (C.04.1 b)
    /// is passed over for the next place, and a pair that would strand the last two is
    /// passed over too ("the previous pair is broken").
    #[test]
    fn last_round_pairs_neighbours_and_breaks_pairs_that_strand_others() {
        let mut t = event(6, 2);
        play(
            &mut t,
            &[
                (1, 2, GameResult::DRAW),
                (4, 3, GameResult::DRAW),
                (5, 6, GameResult::DRAW),
            ],
        );
        let p = Amalfi::new().pair(&t).unwrap();
        // 1 - 2 met: 1 meets 3 (nearer is none, farther first); 2 - 4; 5 - 6 met, so
        // 2 - 4 would strand them: 2 meets 5 and 4 meets 6.
        assert_eq!(pairs(&p), vec![(1, 3), (2, 5), (4, 6)]);
        let dev = &p.brackets[0].deviations;
        assert!(
            dev.iter().any(|d| d
                .detail
                .starts_with("1 cannot meet 2 (already met, C.04.1 b)")),
            "{dev:?}"
        );
        assert!(
            dev.iter().any(|d| d.detail.contains(
                "2 cannot meet 4 (it would leave players below without a legal opponent)"
            )),
            "{dev:?}"
        );
    }

    /// A3: a player who cannot be paired in his score group meets the top of the next.
    #[test]
    fn an_unpaired_player_floats_to_the_next_group() {
        let mut t = event(4, 3);
        play(
            &mut t,
            &[
                (1, 3, GameResult::WHITE_WINS),
                (2, 4, GameResult::WHITE_WINS),
            ],
        );
        play(
            &mut t,
            &[(2, 1, GameResult::DRAW), (3, 4, GameResult::WHITE_WINS)],
        );
        // Scores: 1 and 2 have 1.5 and have met; 3 has 1, 4 has 0.
        let p = Amalfi::new().pair(&t).unwrap();
        assert_eq!(pairs(&p), vec![(1, 4), (2, 3)]);
        let top = &p.brackets[0];
        assert_eq!(top.downfloaters.len(), 2);
        assert_eq!(p.brackets[1].moved_down.len(), 2);
    }

    /// A4: with an odd number the last of the ranking has the bye.
    #[test]
    fn the_last_of_the_ranking_has_the_bye() {
        let t = event(7, 5);
        let p = Amalfi::new().pair(&t).unwrap();
        assert_eq!(p.bye, Some(PlayerId::from_index(6)));
        // R = 5: 1 - 6 (place 1 + 5), 2 - 5 (place 7 is gone: nearer), 3 - 4.
        assert_eq!(pairs(&p), vec![(1, 6), (2, 5), (3, 4)]);
    }

    /// A1, Amalfi colour: the score group lists the players who need white first.
    #[test]
    fn amalfi_colour_lists_white_needs_first() {
        let mut t = event(8, 5);
        play(
            &mut t,
            &[
                (1, 5, GameResult::DRAW),
                (6, 2, GameResult::DRAW),
                (3, 7, GameResult::DRAW),
                (8, 4, GameResult::DRAW),
            ],
        );
        let p = Amalfi { colour: true }.pair(&t).unwrap();
        let order: Vec<usize> = p.brackets[0]
            .keys
            .iter()
            .map(|(id, _)| id.index() + 1)
            .collect();
        // Black in round 1 (they need white): 2, 4, 5, 7 by rating; then 1, 3, 6, 8.
        assert_eq!(order, vec![2, 4, 5, 7, 1, 3, 6, 8]);
        assert_eq!(Amalfi { colour: true }.system_code(), Some("AMALFI_COLOUR"));
    }
}
