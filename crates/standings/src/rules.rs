//! The rule versions and, in one place, how each treats unplayed rounds.
//!
//! Every opponent-based tie-break (Buchholz, Fore Buchholz, Sonneborn-Berger, AOB and the
//! cut modifiers) asks the same three questions of an unplayed round: does it count as a
//! meeting with an opponent, what does the participant contribute to the opponents'
//! tie-breaks, and what replaces the missing opponent in the participant's own tie-break.
//! The answers differ by rule version and by kind of event, and are all here:
//!
//! | question (Swiss) | 2009 (Kallithea) | 2024 | 2026 |
//! |---|---|---|---|
//! | which rounds meet an opponent | games played | games played | games played |
//! | what a participant contributes to opponents | unplayed rounds as draws | actual points, but trailing requested byes (16.2.5) as draws | as 2024 |
//! | what replaces a missing opponent | virtual opponent: score before the round, the opposite result, then draws | dummy with the participant's own score (16.4) | that score capped by the scheduled opponent's adjusted score (forfeits, 16.4.1) or by a draw in every round (byes, 16.4.2) |
//! | Cut-1 | least significant value | a voluntary unplayed round first (16.5) | as 2024 |
//!
//! In a round robin every scheduled pairing meets its opponent, forfeits included, and
//! byes are left out (C.07 art. 15.2).

use crate::table::{Cell, Kind, Table};

/// Which text of the FIDE tie-break regulations (C.07) applies.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug, Default)]
pub enum RuleVersion {
    /// The 2009 rules (General Assembly, Kallithea): a "virtual opponent" replaces every
    /// missing opponent, and opponents' unplayed games count as draws.
    Kallithea2009,
    /// The text in force from 1 August 2024: voluntary unplayed rounds (art. 16.2), the
    /// participant's own unplayed rounds against a dummy opponent with the participant's
    /// own score (art. 16.4).
    Fide2024,
    /// The text in force since 1 March 2026: as 2024, but the dummy opponent's score is
    /// capped (art. 16.4): by the forfeiting opponent's adjusted score, or by a draw in
    /// every round for a bye.
    #[default]
    Fide2026,
}

/// Whether the event is a Swiss or a round robin: C.07 treats unplayed rounds differently
/// (art. 16.1: in a round robin every scheduled game is an encounter).
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug, Default)]
pub enum Mode {
    /// Swiss system.
    #[default]
    Swiss,
    /// Round robin (single, double or more cycles).
    RoundRobin,
}

/// Settings of a standings computation.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub struct Options {
    /// The rule version.
    pub version: RuleVersion,
    /// Swiss or round robin.
    pub mode: Mode,
    /// The rating given to unrated players by the rating-based tie-breaks (C.07 art. 15.1).
    /// Without one, rating-based tie-breaks are undefined for everyone as soon as one
    /// player is unrated.
    pub unrated_rating: Option<u16>,
    /// Standings after this many rounds; all paired rounds when `None`.
    pub rounds: Option<usize>,
}

/// One opponent slot of a Buchholz-like tie-break: the opponent's (or the stand-in's)
/// score, the value it contributes, and whether it comes from a voluntary unplayed round.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub(crate) struct Slot {
    pub score: i64,
    pub value: i64,
    pub voluntary: bool,
}

/// The unplayed-round rules of one version applied to one event.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Rules {
    pub version: RuleVersion,
    pub mode: Mode,
    pub win: i64,
    pub draw: i64,
    pub rounds: usize,
}

impl Rules {
    pub(crate) fn new(opts: &Options, t: &Table) -> Self {
        Rules {
            version: opts.version,
            mode: opts.mode,
            win: t.win,
            draw: t.draw,
            rounds: t.rounds,
        }
    }

    /// C.07 (2024/2026) art. 16.2: a voluntary unplayed round (VUR) is a requested bye (a
    /// half- or zero-point bye; every round after a withdrawal, or without a pairing, counts
    /// as a zero-point bye) or a forfeit loss. The pairing-allocated bye and the full-point
    /// bye (16.2.1) and the forfeit win (16.2.2) are not voluntary. A game still pending is
    /// treated as a forfeit loss until its result is known. The 2009 rules know no such
    /// distinction.
    pub(crate) fn is_voluntary(&self, kind: Kind) -> bool {
        if self.version == RuleVersion::Kallithea2009 {
            return false;
        }
        matches!(
            kind,
            Kind::ForfeitLoss | Kind::Pending | Kind::Hpb | Kind::Zpb | Kind::Absent
        )
    }

    /// The opponent a round counts as a meeting with, for Buchholz, Sonneborn-Berger and
    /// direct encounter. In a Swiss only games played over the board meet an opponent
    /// (unplayed rounds are art. 16's business); in a round robin, where the pairings are fixed in advance, every
    /// scheduled pairing does, forfeits included (art. 15.2). `forfeits_played` (the `/P`
    /// modifier) treats a Swiss the same way.
    pub(crate) fn encounter(&self, c: &Cell, forfeits_played: bool) -> Option<usize> {
        let o = c.opponent? as usize;
        if self.mode == Mode::RoundRobin || forfeits_played || c.kind.is_played() {
            Some(o)
        } else {
            None
        }
    }

    /// What every participant contributes to the opponents' Buchholz-like tie-breaks.
    ///
    /// 2024/2026 art. 16.3: rounds of categories 16.2.1–16.2.4 count with the points
    /// actually scored: PAB and FPB (16.2.1), forfeit wins (16.2.2), requested byes followed
    /// by a round that is not voluntary (16.2.3), forfeit losses (16.2.4). Category 16.2.5,
    /// requested byes followed only by voluntary unplayed rounds or in the last round (a
    /// withdrawal, byes at the end), counts as a draw in a Swiss; in a round robin, where
    /// Buchholz-like tie-breaks do not look at byes, as the zero it scored.
    ///
    /// 2009: every unplayed round of the opponent counts as a draw.
    pub(crate) fn adjusted_scores(&self, t: &Table) -> Vec<i64> {
        (0..t.players)
            .map(|p| self.adjusted_row(t.row(p)))
            .collect()
    }

    pub(crate) fn adjusted_row(&self, row: &[Cell]) -> i64 {
        if self.version == RuleVersion::Kallithea2009 {
            return row
                .iter()
                .map(|c| {
                    // In a round robin every round keeps its points.
                    if self.mode == Mode::Swiss && !c.kind.is_played() {
                        self.draw
                    } else {
                        c.points
                    }
                })
                .sum();
        }
        let last_not_voluntary = row
            .iter()
            .rposition(|c| !self.is_voluntary(c.kind))
            .map_or(0, |i| i + 1);
        row.iter()
            .enumerate()
            .map(|(r, c)| {
                if r < last_not_voluntary || c.opponent.is_some() {
                    c.points
                } else if self.mode == Mode::Swiss {
                    self.draw
                } else {
                    0
                }
            })
            .sum()
    }

    /// The score standing in for a missing opponent in the participant's own Buchholz-like
    /// tie-breaks (a round that is not an [`encounter`](Self::encounter)); `None` when the
    /// round is left out altogether (byes in a round robin).
    ///
    /// - 2024 art. 16.4: a dummy opponent with the participant's own final score.
    /// - 2026 art. 16.4.1: for a forfeit (won or lost), that score capped by the scheduled
    ///   opponent's adjusted score; art. 16.4.2: for any other unplayed round, capped by a
    ///   draw in every round.
    /// - 2009: the virtual opponent, who starts the round with the participant's score,
    ///   takes the opposite result and draws every later round.
    pub(crate) fn stand_in(
        &self,
        row: &[Cell],
        round: usize,
        own_score: i64,
        adjusted: &[i64],
    ) -> Option<i64> {
        let c = &row[round];
        if self.mode == Mode::RoundRobin {
            // Every scheduled game is an encounter; what remains are byes and absences.
            return None;
        }
        Some(match self.version {
            RuleVersion::Kallithea2009 => {
                let before: i64 = row[..round].iter().map(|c| c.points).sum();
                let later = (self.rounds - round - 1) as i64;
                before + (self.win - c.points) + self.draw * later
            }
            RuleVersion::Fide2024 => own_score,
            RuleVersion::Fide2026 => match c.opponent {
                Some(o) => own_score.min(adjusted[o as usize]),
                None => own_score.min(self.draw * self.rounds as i64),
            },
        })
    }

    /// Removes the `low` least significant and `high` most significant slots (C.07 art.
    /// 14.1–14.4: Cut-1/Cut-2 remove the one or two least significant values, Median-1/
    /// Median-2 the one or two least and most significant). A slot's significance is the
    /// score it stands for (the opponent's adjusted score, or the dummy opponent's for an
    /// unplayed round: what Buchholz adds), then the value it contributes (what
    /// Sonneborn-Berger adds), then the earlier round.
    ///
    /// Voluntary unplayed rounds (VUR: a half- or zero-point bye, an absence, a forfeit
    /// lost; 2024/2026 art. 16.2), 2026 art. 16.5.1 (2024 art. 16.5 alike): when a least
    /// significant value is cut and the participant has VURs, the contribution of a VUR is
    /// cut instead, provided it is not lower than the least significant value; 16.5.2: each
    /// further cut the same way, on what is left. Each cut of a least significant value so
    /// goes:
    ///
    /// 1. the least significant slot L is found as above;
    /// 2. the candidate VUR is the least significant of the VURs left, by the same order
    ///    (score, then value, then the earlier round);
    /// 3. the candidate is cut when its value is not lower than L's value (the proviso);
    ///    otherwise L is cut.
    ///
    /// For Buchholz, Fore Buchholz and the other bases where a slot's value is its score,
    /// the candidate is the VUR of lowest contribution and is always cut. For
    /// Sonneborn-Berger, 16.5.1 speaks of "the VUR with the lowest contribution", which
    /// read word for word would make a forfeit lost (worth nothing) the candidate ahead of a
    /// half-point bye whose dummy opponent is weaker. arbiter follows the FIDE tie-break
    /// checker (TieBreakServer), which chooses among VURs by significance, as every other
    /// cut of art. 14 does, and applies the proviso to the chosen one: the two readings
    /// differ only in that case (a half-point bye and a forfeit lost beside a weak game
    /// won), where the checker cuts the bye. The reference corpus agrees with either
    /// reading everywhere else, and needs the proviso (without it about a hundred SB-C1
    /// values change) and the VURs first (without them about five hundred).
    ///
    /// Cuts of the most significant values (the upper half of a median) take no notice of
    /// VURs, and the low cuts of a median come first. The 2009 rules know no VURs.
    pub(crate) fn cut(&self, slots: &mut Vec<Slot>, low: u8, high: u8) {
        let n = self.rounds;
        let low = usize::from(low).min(n);
        let high = usize::from(high).min(n - low);
        for _ in 0..low {
            let Some(least) = slots
                .iter()
                .enumerate()
                .min_by_key(|(i, s)| (s.score, s.value, *i))
                .map(|(i, _)| i)
            else {
                return;
            };
            let floor = slots[least].value;
            let pick = if self.version == RuleVersion::Kallithea2009 {
                least
            } else {
                slots
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| s.voluntary)
                    .min_by_key(|(i, s)| (s.score, s.value, *i))
                    .filter(|(_, s)| s.value >= floor)
                    .map_or(least, |(i, _)| i)
            };
            slots.remove(pick);
        }
        for _ in 0..high {
            let Some(most) = slots
                .iter()
                .enumerate()
                .max_by_key(|(i, s)| (s.score, s.value, std::cmp::Reverse(*i)))
                .map(|(i, _)| i)
            else {
                return;
            };
            slots.remove(most);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules(version: RuleVersion) -> Rules {
        Rules {
            version,
            mode: Mode::Swiss,
            win: 10,
            draw: 5,
            rounds: 6,
        }
    }

    /// (score, value, voluntary) in tenths, as Sonneborn-Berger would hold them (value =
    /// score × points scored, in hundredths).
    fn slots(list: &[(i64, i64, bool)]) -> Vec<Slot> {
        list.iter()
            .map(|&(score, value, voluntary)| Slot {
                score,
                value,
                voluntary,
            })
            .collect()
    }

    fn left(version: RuleVersion, list: &[(i64, i64, bool)], low: u8, high: u8) -> i64 {
        let mut s = slots(list);
        rules(version).cut(&mut s, low, high);
        s.iter().map(|x| x.value).sum()
    }

    #[test]
    fn a_single_voluntary_round_is_cut_before_a_weak_game() {
        // Buchholz: a half-point bye's dummy (score 40) goes before the weakest game (10).
        let bh = [
            (10, 10, false),
            (30, 30, false),
            (40, 40, true),
            (50, 50, false),
        ];
        for v in [RuleVersion::Fide2026, RuleVersion::Fide2024] {
            assert_eq!(left(v, &bh, 1, 0), 90);
        }
        // 2009: no voluntary rounds, the least significant value goes.
        assert_eq!(left(RuleVersion::Kallithea2009, &bh, 1, 0), 120);
    }

    #[test]
    fn a_forfeit_lost_that_contributes_less_than_the_weakest_game_stays() {
        // Sonneborn-Berger: a forfeit lost (value 0) is lower than the weakest game won
        // against a 1-point opponent (value 100): the proviso keeps it, the game goes.
        let sb = [
            (10, 100, false),
            (30, 150, false),
            (45, 0, true),
            (50, 500, false),
        ];
        for v in [RuleVersion::Fide2026, RuleVersion::Fide2024] {
            assert_eq!(left(v, &sb, 1, 0), 650);
        }
    }

    #[test]
    fn among_several_voluntary_rounds_the_least_significant_is_the_candidate() {
        // A half-point bye (dummy 35, worth 175) and a forfeit lost (opponent 45, worth 0)
        // with a weak win (10, worth 100): the bye is the least significant VUR, and it
        // is not lower than the weak win, so the bye is cut (not the game, not the forfeit).
        let sb = [
            (10, 100, false),
            (35, 175, true),
            (45, 0, true),
            (50, 500, false),
        ];
        for v in [RuleVersion::Fide2026, RuleVersion::Fide2024] {
            assert_eq!(left(v, &sb, 1, 0), 600);
        }
        // The same scores with the forfeit the less significant: it is worth less than the
        // weak win, so the weak win goes.
        let sb = [
            (10, 100, false),
            (45, 225, true),
            (35, 0, true),
            (50, 500, false),
        ];
        for v in [RuleVersion::Fide2026, RuleVersion::Fide2024] {
            assert_eq!(left(v, &sb, 1, 0), 725);
        }
        // Zero-point byes and absences are voluntary alike: two of them, equal scores; the
        // earlier goes first, and Cut-2 takes the other.
        let bh = [
            (20, 20, false),
            (30, 30, true),
            (30, 30, true),
            (60, 60, false),
        ];
        assert_eq!(left(RuleVersion::Fide2026, &bh, 1, 0), 110);
        assert_eq!(left(RuleVersion::Fide2026, &bh, 2, 0), 80);
    }

    #[test]
    fn medians_cut_voluntary_rounds_at_the_bottom_only() {
        // Median-1: the bye (40) goes instead of the weakest game (10); at the top the most
        // significant value (60) goes, voluntary or not.
        let bh = [
            (10, 10, false),
            (40, 40, true),
            (50, 50, false),
            (60, 60, true),
        ];
        assert_eq!(left(RuleVersion::Fide2026, &bh, 1, 1), 60);
        // Median-2 on six rounds: two voluntary rounds first, then the two highest.
        let bh = [
            (10, 10, false),
            (15, 15, false),
            (40, 40, true),
            (45, 45, true),
            (50, 50, false),
            (60, 60, false),
        ];
        assert_eq!(left(RuleVersion::Fide2024, &bh, 2, 2), 25);
        assert_eq!(left(RuleVersion::Kallithea2009, &bh, 2, 2), 85);
    }

    #[test]
    fn voluntary_kinds_by_version() {
        let r = rules(RuleVersion::Fide2026);
        for k in [Kind::Hpb, Kind::Zpb, Kind::Absent, Kind::ForfeitLoss] {
            assert!(r.is_voluntary(k), "{k:?}");
        }
        for k in [Kind::Pab, Kind::Fpb, Kind::ForfeitWin] {
            assert!(!r.is_voluntary(k), "{k:?}");
        }
        assert!(!rules(RuleVersion::Kallithea2009).is_voluntary(Kind::Hpb));
    }
}
