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
    /// 14.1–14.4). Significance is the opponent's score, then the contributed value.
    ///
    /// 2024/2026 art. 16.5: when the lowest values are cut and the participant has voluntary
    /// unplayed rounds, the cut takes the lowest of those instead, unless its value is below
    /// the least significant one. Ties go to the earliest round.
    pub(crate) fn cut(&self, slots: &mut Vec<Slot>, low: u8, high: u8) {
        let n = self.rounds;
        let low = usize::from(low).min(n);
        let high = usize::from(high).min(n - low);
        for _ in 0..low {
            let Some(least) = argmin_by(slots, |s| (s.score, s.value)) else {
                return;
            };
            let pick = if self.version == RuleVersion::Kallithea2009 {
                least
            } else {
                let vur = slots
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| s.voluntary)
                    .min_by_key(|(i, s)| (s.value, s.score, *i))
                    .map(|(i, _)| i);
                match vur {
                    Some(v) if slots[least].value <= slots[v].value => v,
                    _ => least,
                }
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

fn argmin_by<K: Ord>(slots: &[Slot], key: impl Fn(&Slot) -> K) -> Option<usize> {
    slots
        .iter()
        .enumerate()
        .min_by_key(|(i, s)| (key(s), *i))
        .map(|(i, _)| i)
}
