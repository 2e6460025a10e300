//! Vega's own Swiss system and "Swiss ranked", as the Vega manual (Luigi Forlano, 2016
//! edition) describes them, on a common procedure shared with the Amalfi systems
//! ([`crate::amalfi`]).
//!
//! # Vega's Swiss system ([`VegaSwiss`], appendix F of the manual)
//! A Swiss system "based on Buchholz" (manual, page 3): the Dubov procedure with the
//! Buchholz in the place of the average rating of the opponents.
//! - F 5, round 1: the player numbered 1 meets the one numbered n/2 + 1, 2 meets n/2 + 2,
//!   and so on; of the upper half, the players with odd numbers have white (the event's
//!   initial colour; the manual draws the numbers by lot, the engine uses the start ranks).
//! - F 6.1, later rounds, score group by score group from the top: the players due white
//!   (floaters from a higher group included) are ordered by score, then by ascending
//!   Buchholz; those due black by score, then by descending Buchholz (the manual breaks
//!   the last ties alphabetically, the engine by start rank, the order of the list). The
//!   first white meets the first black, the second the second, and so on.
//! - F 6.2, improvements: a white who has met the black of his row takes the first black
//!   below him he has not met; when none below is left, a black above him; when he may
//!   meet no black, a white below him, then above him.
//!
//! # Swiss ranked ([`SwissRanked`], section 2.1 of the manual)
//! "As FIDE Dutch but the players are ordered not by score and rating but by score and
//! then tiebreak criteria" (manual, page 7). The tie-breaks are those of C.07 the
//! standings use by default, computed here from the games: the Buchholz (C.07 8.1: the
//! sum of the scores of the opponents met over the board) then the Sonneborn-Berger
//! (C.07 9.1: the scores of the opponents beaten plus half the scores of those drawn),
//! then the rating, then the start rank. Each score group (with the players moved down
//! into it first) is split in halves, S1 against S2 (C.04.3 the natural pairing): the
//! first of S1 meets the first of S2 and so on; a player who may not meet his natural
//! opponent takes the next one of S2 (the transpositions, in S2's order), then one of
//! S1 (an exchange). The quality criteria of C.04.3 (C5 to C21) are not weighed: the
//! order of the list decides, which is what the manual's short text promises.
//!
//! # What all these systems share
//! - The absolute criteria of C.04.1 (2014 lettering): b, two players meet once (a
//!   forfeit is not a meeting); d, no pairing-allocated bye for a player who has already
//!   scored without playing; f and g, no colour difference beyond ±2 and no colour three
//!   times running, held as C.04.3 1.7.1 holds them (two players with the same absolute
//!   preference do not meet; the absolute preference is granted); and the prohibited
//!   pairings of C.04.2.
//! - Players who cannot be paired in their group float to the next one (C.04.1 e), ahead
//!   of its residents.
//! - Every choice keeps the rest of the round pairable: a pair that would leave some
//!   player below without any legal opponent is passed over for the next one in the order
//!   of the text. The manuals say so in their own words (Vega F 6.2: "we change the
//!   pairing in row k − 1"; the Amalfi text: "the previous pair is broken and a new one
//!   is tried"). The engine proves each choice with a perfect matching of the players
//!   left, kept from pair to pair: the two mates the new pair leaves alone meet, or an
//!   augmenting path joins them. The search is exact at every size (Edmonds), so a pair
//!   is refused only when no pairing of the rest exists.
//! - The pairing-allocated bye goes first, to the lowest-ranked player who may receive it
//!   and whose absence leaves the others pairable.
//! - Colours: when the two players come from different colour columns (Vega), each gets
//!   his column's colour; otherwise C.04.3 5.2 (both preferences, the stronger one, the
//!   latest difference of the histories, the higher-ranked player's preference, then the
//!   pairing number against the initial colour).

use crate::state::{
    PlayerState, Strength, not_paired, pairing_numbers, participants, player_states,
};
use crate::{
    BracketReport, CheckReport, Criterion, Deviation, Message, NoPairingReason, PairedGame,
    Pairing, PairingError, PairingSystem,
};
use arbiter_core::{Colour, Entry, PlayerId, Points, RoundNo, Tournament};
use arbiter_matching::Cardinality;
use std::cmp::Reverse;

/// The rules the Vega systems and the Amalfi systems cite in their reasons.
pub mod criteria {
    use crate::Criterion;
    criterion!(
        MET,
        "pairing-crit-vega-met",
        "V-b",
        "C.04.1 b",
        "two players who have played each other shall not be paired again"
    );
    criterion!(
        PROHIBITED,
        "pairing-crit-vega-prohibited",
        "V-p",
        "C.04.2 (prohibited pairings)",
        "the players may not be paired with each other"
    );
    criterion!(
        ABSOLUTE,
        "pairing-crit-vega-absolute",
        "V-fg",
        "C.04.1 f, g",
        "both players have the same absolute colour preference (colour difference ±2 or the same colour twice running)"
    );
    criterion!(
        BYE,
        "pairing-crit-vega-bye",
        "V-d",
        "C.04.1 c, d",
        "the bye goes to the lowest-ranked player who has not yet scored without playing"
    );
    criterion!(
        REST,
        "pairing-crit-vega-rest",
        "V-r",
        "C.04.1 c",
        "the pair would leave players below without a legal opponent"
    );
    criterion!(
        FLOAT,
        "pairing-crit-vega-float",
        "V-e",
        "C.04.1 e",
        "a player who cannot be paired in his score group floats to the next one"
    );
    criterion!(
        COLOURS,
        "pairing-crit-vega-colours",
        "V-col",
        "C.04.3 5.2",
        "colours by the columns, else both preferences, the stronger one, the latest difference, the higher-ranked player"
    );
    criterion!(
        VEGA_FIRST,
        "pairing-crit-vega-vega-first",
        "F5",
        "Vega appendix F 5",
        "round 1: 1 meets n/2 + 1, 2 meets n/2 + 2, ..."
    );
    criterion!(
        VEGA_ORDER,
        "pairing-crit-vega-vega-order",
        "F6.1",
        "Vega appendix F 6.1",
        "whites by score and ascending Buchholz against blacks by score and descending Buchholz, row by row"
    );
    criterion!(
        VEGA_IMPROVE,
        "pairing-crit-vega-vega-improve",
        "F6.2",
        "Vega appendix F 6.2",
        "a white who may not meet the black of his row takes the first black below, then above, then a white"
    );
    criterion!(
        RANKED_ORDER,
        "pairing-crit-vega-ranked-order",
        "SR",
        "Vega manual 2.1 (Swiss ranked), C.04.3",
        "S1 against S2, players ranked by score, Buchholz, Sonneborn-Berger"
    );
    /// Every criterion above, in the order declared.
    pub const ALL: &[Criterion] = &[
        MET,
        PROHIBITED,
        ABSOLUTE,
        BYE,
        REST,
        FLOAT,
        COLOURS,
        VEGA_FIRST,
        VEGA_ORDER,
        VEGA_IMPROVE,
        RANKED_ORDER,
    ];
}

use criteria::*;

/// What the engine knows about the round: the players' states, ratings, tie-breaks.
pub(crate) struct Field<'a> {
    pub(crate) t: &'a Tournament,
    pub(crate) round: RoundNo,
    pub(crate) st: Vec<PlayerState>,
    /// Rating: FIDE, else the first national rating, else 0.
    pub(crate) rating: Vec<i64>,
    /// Buchholz in tenths of a point (C.07 8.1, opponents met over the board).
    pub(crate) buchholz: Vec<i64>,
    /// Sonneborn-Berger times the points of a win, in tenths squared (C.07 9.1).
    pub(crate) sb: Vec<i64>,
    /// Pairing numbers for C.04.3 5.2.5.
    pub(crate) numbers: Vec<usize>,
    /// The players to pair.
    pub(crate) players: Vec<usize>,
}

/// Why a pair was not made.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Refusal {
    /// An absolute criterion forbids it.
    Forbidden(Criterion),
    /// It would leave the rest of the round unpairable.
    Rest,
}

impl Refusal {
    pub(crate) fn criterion(self) -> Criterion {
        match self {
            Refusal::Forbidden(c) => c,
            Refusal::Rest => REST,
        }
    }

    pub(crate) fn words(self) -> &'static str {
        match self {
            Refusal::Forbidden(c) if c == MET => "already met, C.04.1 b",
            Refusal::Forbidden(c) if c == PROHIBITED => "prohibited pairing, C.04.2",
            Refusal::Forbidden(_) => "same absolute colour preference, C.04.1 f, g",
            Refusal::Rest => "it would leave players below without a legal opponent",
        }
    }

    /// The catalogue key of [`Refusal::words`].
    pub(crate) fn key(self) -> &'static str {
        match self {
            Refusal::Forbidden(c) if c == MET => "pairing-dev-vega-refusal-met",
            Refusal::Forbidden(c) if c == PROHIBITED => "pairing-dev-vega-refusal-prohibited",
            Refusal::Forbidden(_) => "pairing-dev-vega-refusal-absolute",
            Refusal::Rest => "pairing-dev-vega-refusal-rest",
        }
    }
}

impl<'a> Field<'a> {
    pub(crate) fn new(t: &'a Tournament, round: RoundNo) -> Self {
        let st = player_states(t, round);
        let rating: Vec<i64> = t
            .players()
            .map(|(_, p)| {
                p.rating
                    .or_else(|| p.national.iter().find_map(|n| n.rating))
                    .map_or(0, |r| i64::from(r.0))
            })
            .collect();
        let played = round.index().min(t.rounds_paired());
        let score = |p: usize| i64::from(st.get(p).map_or(0, |s| s.real_score.tenths()));
        let mut buchholz = vec![0i64; st.len()];
        let mut sb = vec![0i64; st.len()];
        for (i, s) in st.iter().enumerate() {
            for r in 0..played {
                let rn = RoundNo::from_index(r);
                let e = t.entry(s.id, rn);
                if let Entry::Game { opponent, .. } = e
                    && e.is_played_game()
                {
                    let o = score(opponent.index());
                    buchholz[i] += o;
                    sb[i] += o * i64::from(t.points_in(s.id, rn).tenths());
                }
            }
        }
        let players: Vec<usize> = participants(t, round)
            .into_iter()
            .map(PlayerId::index)
            .collect();
        let numbers = pairing_numbers(t, round, &players);
        Field {
            t,
            round,
            st,
            rating,
            buchholz,
            sb,
            numbers,
            players,
        }
    }

    /// The absolute criterion that forbids `a` against `b`, if any.
    pub(crate) fn forbidden(&self, a: usize, b: usize) -> Option<Criterion> {
        let (Some(x), Some(y)) = (self.st.get(a), self.st.get(b)) else {
            return Some(MET);
        };
        if a == b || x.has_met(y.id) {
            return Some(MET);
        }
        if self.t.is_prohibited(x.id, y.id, self.round) {
            return Some(PROHIBITED);
        }
        if x.strength == Strength::Absolute
            && y.strength == Strength::Absolute
            && x.preference == y.preference
        {
            return Some(ABSOLUTE);
        }
        None
    }

    /// The colour `p` must have (C.04.3 1.7.1), 0 for white and 1 for black, when his
    /// preference is absolute.
    fn absolute(&self, p: usize) -> Option<usize> {
        let s = self.st.get(p)?;
        match (s.strength, s.preference) {
            (Strength::Absolute, Some(Colour::White)) => Some(0),
            (Strength::Absolute, Some(Colour::Black)) => Some(1),
            _ => None,
        }
    }

    pub(crate) fn may_meet(&self, a: usize, b: usize) -> bool {
        self.forbidden(a, b).is_none()
    }

    pub(crate) fn score(&self, p: usize) -> Points {
        self.st.get(p).map_or(Points::ZERO, |s| s.score)
    }

    pub(crate) fn id(&self, p: usize) -> PlayerId {
        PlayerId::from_index(p)
    }

    /// Rounds still to play, this one included (C.04.1 a: declared beforehand); 1 when
    /// the event does not say how many rounds it plans.
    pub(crate) fn rounds_left(&self) -> usize {
        self.t
            .planned_rounds
            .map_or(1, |p| usize::from(p.saturating_sub(self.round.get())) + 1)
    }

    fn initial(&self) -> Colour {
        self.t.initial_colour.unwrap_or(Colour::White)
    }

    /// The colour of `hi` (the higher-ranked) against `lo` by C.04.3 5.2.
    pub(crate) fn colour(&self, hi: usize, lo: usize) -> Colour {
        match (self.st.get(hi), self.st.get(lo)) {
            (Some(h), Some(l)) => crate::colour::allocate(
                h,
                l,
                self.initial(),
                (
                    self.numbers.get(hi).copied().unwrap_or(hi + 1),
                    self.numbers.get(lo).copied().unwrap_or(lo + 1),
                ),
            ),
            _ => Colour::White,
        }
    }

    /// The preference as a number: white needs positive, black needs negative, the
    /// stronger the further from 0.
    pub(crate) fn colour_need(&self, p: usize) -> i32 {
        let Some(s) = self.st.get(p) else { return 0 };
        let strength = match s.strength {
            Strength::None => 0,
            Strength::Mild => 1,
            Strength::Strong => 2,
            Strength::Absolute => 3,
        };
        match s.preference {
            Some(Colour::White) => strength,
            Some(Colour::Black) => -strength,
            None => 0,
        }
    }

    pub(crate) fn buchholz_text(&self, p: usize) -> String {
        let b = self.buchholz.get(p).copied().unwrap_or(0);
        Points::from_tenths(i32::try_from(b).unwrap_or(i32::MAX)).to_string()
    }

    pub(crate) fn sb_text(&self, p: usize) -> String {
        let win = i64::from(crate::state::win_points(self.t).tenths()).max(1);
        let v = self.sb.get(p).copied().unwrap_or(0);
        // Tenths of a point, rounded down (the key compares the exact value).
        Points::from_tenths(i32::try_from(v / win).unwrap_or(i32::MAX)).to_string()
    }
}

/// The matching of the players not yet paired that proves the rest of the round can be
/// paired, kept up to date as pairs are made.
pub(crate) struct Witness {
    m: Cardinality,
    /// How many of the players left have an absolute preference for white, for black.
    absolute: [usize; 2],
}

/// The players of `set` with an absolute preference for white, for black (C.04.1 f, g).
fn absolute_counts(field: &Field<'_>, set: impl IntoIterator<Item = usize>) -> [usize; 2] {
    let mut counts = [0; 2];
    for p in set {
        if let Some(c) = field.absolute(p) {
            counts[c] += 1;
        }
    }
    counts
}

/// False when `len` players of whom `counts` have an absolute preference for each colour
/// cannot all be paired for that reason alone: two players with the same absolute
/// preference may not meet, so each such player needs a partner outside his colour's
/// set, and neither set may hold more than half of the players.
fn colours_allow(counts: [usize; 2], len: usize) -> bool {
    counts.iter().all(|&c| 2 * c <= len)
}

impl Witness {
    /// A perfect matching of `set` (exact at every size, see [`crate::greedy::maximum`]),
    /// else the players a maximum matching leaves unpaired.
    fn perfect(field: &Field<'_>, set: &[usize]) -> Result<Vec<(usize, usize)>, Vec<usize>> {
        let (pairs, single) = crate::greedy::maximum(set, &|a, b| field.may_meet(a, b));
        if single.is_empty() {
            Ok(pairs)
        } else {
            Err(single)
        }
    }

    /// The witness of the field whose players still to pair are those of `pairs`.
    fn from_pairs(field: &Field<'_>, pairs: &[(usize, usize)]) -> Self {
        let n = field.st.len();
        let mut m = Cardinality::new(n);
        let mut alive = vec![false; n];
        for &(a, b) in pairs {
            for p in [a, b] {
                if let Some(s) = alive.get_mut(p) {
                    *s = true;
                }
            }
        }
        for (p, alive) in alive.iter().enumerate() {
            if !alive {
                m.remove(p);
            }
        }
        for &(a, b) in pairs {
            m.pair(a, b);
        }
        let absolute = absolute_counts(field, m.live().iter().copied());
        Witness { m, absolute }
    }

    /// Takes `a` and `b` out as a pair when the players left can still all be paired:
    /// their mates meet each other, or an augmenting path joins the two (which an exact
    /// search finds whenever the rest can be paired; the count of absolute colour
    /// preferences spares the search where it would fail for that reason). False, and
    /// nothing changes, otherwise.
    fn take(&mut self, field: &Field<'_>, a: usize, b: usize) -> bool {
        let (Some(x), Some(y)) = (self.m.mate(a), self.m.mate(b)) else {
            return false;
        };
        let mut absolute = self.absolute;
        for p in [a, b] {
            if let Some(c) = field.absolute(p) {
                absolute[c] -= 1;
            }
        }
        let joined = if x == b {
            true
        } else if !colours_allow(absolute, self.m.live().len() - 2) {
            false
        } else {
            self.m.unpair(a);
            self.m.unpair(b);
            if field.may_meet(x, y) {
                self.m.pair(x, y);
                true
            } else if self.m.augment(
                |u, v| u != a && u != b && v != a && v != b && field.may_meet(u, v),
                x,
            ) {
                true
            } else {
                self.m.pair(a, x);
                self.m.pair(b, y);
                false
            }
        };
        if joined {
            self.m.remove(a);
            self.m.remove(b);
            self.absolute = absolute;
        }
        joined
    }
}

/// The pairing under way: the pairs made, the witness, the bracket reports.
pub(crate) struct Driver<'f, 'a> {
    pub(crate) field: &'f Field<'a>,
    witness: Witness,
    pub(crate) paired: Vec<bool>,
    pub(crate) games: Vec<(usize, usize, Colour)>,
    pub(crate) bye: Option<usize>,
    pub(crate) brackets: Vec<BracketReport>,
}

impl<'f, 'a> Driver<'f, 'a> {
    /// Chooses the bye (the first of `bye_order` who may have it and leaves the rest
    /// pairable) and proves the rest pairable.
    pub(crate) fn new(field: &'f Field<'a>, bye_order: &[usize]) -> Result<Self, PairingError> {
        let n = field.st.len();
        let players = &field.players;
        let mut bye = None;
        let proof = if players.len() % 2 == 1 {
            let all = absolute_counts(field, players.iter().copied());
            let eligible: Vec<usize> = bye_order
                .iter()
                .copied()
                .filter(|&c| field.st.get(c).is_some_and(|s| s.bye_eligible))
                .collect();
            if eligible.is_empty() {
                return Err(PairingError::NoValidPairing(
                    NoPairingReason::NoByeCandidate,
                ));
            }
            // Those whose bye leaves no colour demanded by more than half of the rest.
            let cands: Vec<usize> = eligible
                .into_iter()
                .filter(|&c| {
                    let mut counts = all;
                    if let Some(k) = field.absolute(c) {
                        counts[k] -= 1;
                    }
                    colours_allow(counts, players.len() - 1)
                })
                .collect();
            // The first candidate whose bye leaves the rest pairable; when there is none,
            // the last one says which players are left unpaired.
            let c = crate::greedy::first_bye(players, &cands, &|a, b| field.may_meet(a, b))
                .map_or(cands.last().copied(), |i| Some(cands[i]));
            let rest =
                |c: usize| -> Vec<usize> { players.iter().copied().filter(|&p| p != c).collect() };
            let (c, pairs) = match c.map(|c| (c, Witness::perfect(field, &rest(c)))) {
                Some((c, Ok(pairs))) => (c, pairs),
                other => {
                    let single = match other {
                        Some((_, Err(single))) => single,
                        _ => Vec::new(),
                    };
                    return Err(PairingError::NoValidPairing(NoPairingReason::Unpairable {
                        players: single.into_iter().map(PlayerId::from_index).collect(),
                    }));
                }
            };
            bye = Some(c);
            pairs
        } else {
            Witness::perfect(field, players).map_err(|single| {
                PairingError::NoValidPairing(NoPairingReason::Unpairable {
                    players: single.into_iter().map(PlayerId::from_index).collect(),
                })
            })?
        };
        let witness = Witness::from_pairs(field, &proof);
        let mut paired = vec![false; n];
        if let Some(b) = bye
            && let Some(s) = paired.get_mut(b)
        {
            *s = true;
        }
        Ok(Driver {
            field,
            witness,
            paired,
            games: Vec::new(),
            bye,
            brackets: Vec::new(),
        })
    }

    pub(crate) fn is_paired(&self, p: usize) -> bool {
        self.paired.get(p).copied().unwrap_or(true)
    }

    /// Pairs `hi` (the higher-ranked) with `lo`, `hi` having `colour`, when the absolute
    /// criteria allow it and the rest of the round stays pairable.
    pub(crate) fn try_pair(
        &mut self,
        hi: usize,
        lo: usize,
        colour: impl FnOnce(&Field<'_>) -> Colour,
    ) -> Result<(), Refusal> {
        if let Some(c) = self.field.forbidden(hi, lo) {
            return Err(Refusal::Forbidden(c));
        }
        if self.is_paired(hi) || self.is_paired(lo) || !self.witness.take(self.field, hi, lo) {
            return Err(Refusal::Rest);
        }
        for p in [hi, lo] {
            if let Some(s) = self.paired.get_mut(p) {
                *s = true;
            }
        }
        let c = colour(self.field);
        self.games.push((hi, lo, c));
        Ok(())
    }

    /// The score groups of the players still to pair, highest first, each ordered by
    /// `key` (smaller first).
    pub(crate) fn score_groups<K: Ord>(&self, key: impl Fn(usize) -> K) -> Vec<Vec<usize>> {
        let mut ps: Vec<usize> = self
            .field
            .players
            .iter()
            .copied()
            .filter(|&p| !self.is_paired(p))
            .collect();
        ps.sort_by_key(|&p| (Reverse(self.field.score(p)), key(p), p));
        let mut groups: Vec<Vec<usize>> = Vec::new();
        for p in ps {
            match groups.last_mut() {
                Some(g) if g.first().map(|&q| self.field.score(q)) == Some(self.field.score(p)) => {
                    g.push(p);
                }
                _ => groups.push(vec![p]),
            }
        }
        groups
    }

    /// The pairing, boards ordered by C.04.2.
    pub(crate) fn finish(self) -> Result<Pairing, PairingError> {
        let left: Vec<PlayerId> = self
            .field
            .players
            .iter()
            .copied()
            .filter(|&p| !self.is_paired(p))
            .map(PlayerId::from_index)
            .collect();
        if !left.is_empty() {
            return Err(PairingError::NoValidPairing(NoPairingReason::Unpairable {
                players: left,
            }));
        }
        let (requested_byes, withdrawn) = not_paired(self.field.t, self.field.round);
        Ok(Pairing {
            round: self.field.round,
            games: crate::boards(&self.field.st, &self.games, true),
            bye: self.bye.map(PlayerId::from_index),
            requested_byes,
            withdrawn,
            brackets: self.brackets,
        })
    }
}

/// A bracket paired row by row: the list in pairing order, and for each player the
/// candidates in the order of the system's text; the first legal candidate that keeps the
/// rest pairable is taken, a player with none floats down.
pub(crate) struct RowPairing<'l> {
    /// The bracket in pairing order (floaters from above first).
    pub(crate) list: &'l [usize],
    /// How many of `list` came down from above.
    pub(crate) moved_down: usize,
    /// The rule that orders the bracket, cited in deviations.
    pub(crate) rule: Criterion,
}

impl RowPairing<'_> {
    /// Pairs the bracket: `candidates(k)` lists positions of `list` for the player at
    /// position `k` (natural one first); `colour(hi, lo)` allocates. Returns the players
    /// left to float and fills the report.
    pub(crate) fn run(
        &self,
        d: &mut Driver<'_, '_>,
        candidates: &dyn Fn(usize, &[bool]) -> Vec<usize>,
        colour: &dyn Fn(&Field<'_>, usize, usize) -> Colour,
        keys: Vec<(PlayerId, String, Message)>,
    ) -> Vec<usize> {
        let list = self.list;
        let field = d.field;
        let mut done: Vec<bool> = list.iter().map(|&p| d.is_paired(p)).collect();
        let mut pairs = Vec::new();
        let mut deviations = Vec::new();
        let mut floats = Vec::new();
        let name = |p: usize| (p + 1).to_string();
        for k in 0..list.len() {
            if done.get(k) != Some(&false) {
                continue;
            }
            let Some(&p) = list.get(k) else { continue };
            let order = candidates(k, &done);
            let mut refused: Vec<(usize, Refusal)> = Vec::new();
            let mut chosen = None;
            for &c in &order {
                let Some(&q) = list.get(c) else { continue };
                if done.get(c) != Some(&false) || c == k {
                    continue;
                }
                match d.try_pair(p, q, |f| colour(f, p, q)) {
                    Ok(()) => {
                        chosen = Some(c);
                        break;
                    }
                    Err(r) => refused.push((c, r)),
                }
            }
            if let Some(&(first, why)) = refused.first() {
                let tried: Vec<String> = refused
                    .iter()
                    .take(4)
                    .map(|&(c, r)| format!("{} ({})", list.get(c).map_or(0, |&q| q + 1), r.words()))
                    .collect();
                let tried_messages: Vec<Message> = refused
                    .iter()
                    .take(4)
                    .map(|&(c, r)| {
                        Message::new("pairing-dev-vega-tried")
                            .text("player", list.get(c).map_or(0, |&q| q + 1))
                            .phrase("why", Message::new(r.key()))
                    })
                    .collect();
                let (more, more_message) = if refused.len() > 4 {
                    (
                        format!(" and {} more", refused.len() - 4),
                        Message::new("pairing-dev-vega-more").count("count", refused.len() - 4),
                    )
                } else {
                    (String::new(), Message::default())
                };
                let (outcome, outcome_message) = match chosen.and_then(|c| list.get(c)) {
                    Some(&q) => (
                        format!("{} meets {} instead", name(p), name(q)),
                        Message::new("pairing-dev-vega-instead")
                            .text("player", name(p))
                            .text("partner", name(q)),
                    ),
                    None => (
                        format!("{} floats to the next score group", name(p)),
                        Message::new("pairing-dev-vega-floats").text("player", name(p)),
                    ),
                };
                let natural = list.get(first).copied().unwrap_or(p);
                deviations.push(Deviation {
                    players: vec![field.id(p), field.id(natural)],
                    criterion: why.criterion(),
                    detail: format!(
                        "{} cannot meet {}{more}; {outcome} ({})",
                        name(p),
                        tried.join(", "),
                        self.rule.article
                    ),
                    message: Message::new("pairing-dev-vega-cannot-meet")
                        .text("player", name(p))
                        .phrases("tried", tried_messages, ", ")
                        .phrase("more", more_message)
                        .phrase("outcome", outcome_message)
                        .text("article", self.rule.article),
                });
            } else if chosen.is_none() {
                deviations.push(Deviation {
                    players: vec![field.id(p)],
                    criterion: FLOAT,
                    detail: format!(
                        "{} has no opponent left in the score group and floats to the next one",
                        name(p)
                    ),
                    message: Message::new("pairing-dev-vega-no-opponent").text("player", name(p)),
                });
            }
            if let Some(c) = chosen {
                if let (Some(s), Some(&q)) = (done.get_mut(c), list.get(c)) {
                    *s = true;
                    pairs.push((field.id(p), field.id(q)));
                }
                if let Some(s) = done.get_mut(k) {
                    *s = true;
                }
            } else {
                floats.push(p);
                if let Some(s) = done.get_mut(k) {
                    *s = true;
                }
            }
        }
        let score = list
            .get(self.moved_down)
            .or(list.first())
            .map_or(Points::ZERO, |&p| field.score(p));
        d.brackets.push(BracketReport {
            score,
            residents: list
                .iter()
                .skip(self.moved_down)
                .map(|&p| field.id(p))
                .collect(),
            moved_down: list
                .iter()
                .take(self.moved_down)
                .map(|&p| field.id(p))
                .collect(),
            downfloaters: floats.iter().map(|&p| field.id(p)).collect(),
            upward: false,
            pairs,
            failures: Vec::new(),
            deviations,
            key_messages: keys.iter().map(|(p, _, m)| (*p, m.clone())).collect(),
            keys: keys.into_iter().map(|(p, k, _)| (p, k)).collect(),
        });
        floats
    }
}

/// Pairs score group after score group, the floaters of each joining the next one first.
/// `order` sorts a score group's residents (smaller first); `bracket` pairs one bracket
/// (floaters + residents) and returns the players who float on.
pub(crate) fn by_score_groups<K: Ord>(
    d: &mut Driver<'_, '_>,
    order: impl Fn(usize) -> K,
    mut bracket: impl FnMut(&mut Driver<'_, '_>, &[usize], usize) -> Vec<usize>,
) {
    let groups = d.score_groups(order);
    let mut floaters: Vec<usize> = Vec::new();
    for g in groups {
        let mut list = std::mem::take(&mut floaters);
        let moved = list.len();
        list.extend(g);
        floaters = bracket(d, &list, moved);
    }
    if !floaters.is_empty() {
        // Cannot happen while the witness holds; pair what is left in order, so that the
        // result says who is unpaired rather than panicking.
        let list = floaters;
        let rows = RowPairing {
            list: &list,
            moved_down: list.len(),
            rule: FLOAT,
        };
        let all = |k: usize, _: &[bool]| (k + 1..list.len()).collect::<Vec<_>>();
        rows.run(d, &all, &|f, a, b| f.colour(a, b), Vec::new());
    }
}

/// The candidates of S1's player at position `k` in a bracket split into halves at
/// `half`: S2 from his own row down, then S2 above his row, then S1 below him (C.04.3
/// transpositions, then exchanges); a player of S2 left over takes the players after
/// him.
pub(crate) fn halves_candidates(k: usize, len: usize, half: usize) -> Vec<usize> {
    if k < half {
        let own = half + k;
        let mut v: Vec<usize> = (own..len).collect();
        v.extend(half..own.min(len));
        v.extend(k + 1..half);
        v
    } else {
        (k + 1..len).collect()
    }
}

/// Vega's own Swiss system (Vega manual, appendix F): Dubov's procedure ordered by
/// Buchholz.
#[derive(Copy, Clone, Debug, Default)]
pub struct VegaSwiss;

impl VegaSwiss {
    /// The engine.
    #[must_use]
    pub fn new() -> Self {
        VegaSwiss
    }
}

/// "Swiss ranked" (Vega manual 2.1): the Dutch order, players ranked by score then by the
/// tie-breaks Buchholz and Sonneborn-Berger.
#[derive(Copy, Clone, Debug, Default)]
pub struct SwissRanked;

impl SwissRanked {
    /// The engine.
    #[must_use]
    pub fn new() -> Self {
        SwissRanked
    }
}

/// The bye order shared by the systems that give the bye to the lowest-ranked player
/// (C.04.1 c): the players sorted by `rank` (smaller is higher), lowest first.
pub(crate) fn lowest_first<K: Ord>(field: &Field<'_>, rank: impl Fn(usize) -> K) -> Vec<usize> {
    let mut v = field.players.clone();
    v.sort_by_key(|&p| (Reverse(field.score(p)), rank(p), p));
    v.reverse();
    v
}

fn vega_pair(t: &Tournament) -> Result<Pairing, PairingError> {
    let round = crate::round_to_pair(t)?;
    let field = Field::new(t, round);
    // F 6: the lowest score group's player ranked last by the list order (rating, then
    // start rank) takes the bye.
    let bye_order = lowest_first(&field, |p| (Reverse(field.rating.get(p).copied()), p));
    let mut d = Driver::new(&field, &bye_order)?;
    let first = round.index() == 0;
    by_score_groups(
        &mut d,
        |p| p,
        |d, list, moved| {
            if first {
                vega_first_round(d, list)
            } else {
                vega_bracket(d, list, moved)
            }
        },
    );
    d.finish()
}

/// F 5: 1 - n/2+1, 2 - n/2+2, ...; the upper half's odd numbers have the initial colour.
fn vega_first_round(d: &mut Driver<'_, '_>, list: &[usize]) -> Vec<usize> {
    let half = list.len() / 2;
    let field = d.field;
    let pos = |p: usize| list.iter().position(|&q| q == p).unwrap_or(0);
    let initial = field.initial();
    let colour = move |f: &Field<'_>, a: usize, b: usize| {
        let (ka, kb) = (pos(a), pos(b));
        if ka < half && kb >= half {
            // The upper-half player's number decides, as the manual's table does.
            if ka % 2 == 0 { initial } else { !initial }
        } else {
            f.colour(a, b)
        }
    };
    let rows = RowPairing {
        list,
        moved_down: 0,
        rule: VEGA_FIRST,
    };
    let len = list.len();
    let keys = list
        .iter()
        .enumerate()
        .map(|(k, &p)| {
            (
                field.id(p),
                format!("number {}", k + 1),
                Message::new("pairing-key-vega-number").text("number", k + 1),
            )
        })
        .collect();
    rows.run(d, &|k, _| halves_candidates(k, len, half), &colour, keys)
}

/// F 6.1, 6.2: whites by ascending Buchholz against blacks by descending Buchholz.
fn vega_bracket(d: &mut Driver<'_, '_>, list: &[usize], moved: usize) -> Vec<usize> {
    let field = d.field;
    let bh = |p: usize| field.buchholz.get(p).copied().unwrap_or(0);
    // The due colour; players without one go to the smaller column (equal: white).
    let mut whites: Vec<usize> = Vec::new();
    let mut blacks: Vec<usize> = Vec::new();
    let mut free: Vec<usize> = Vec::new();
    for &p in list {
        match field.colour_need(p) {
            n if n > 0 => whites.push(p),
            n if n < 0 => blacks.push(p),
            _ => free.push(p),
        }
    }
    for p in free {
        if whites.len() <= blacks.len() {
            whites.push(p);
        } else {
            blacks.push(p);
        }
    }
    let sort_w = |v: &mut Vec<usize>| v.sort_by_key(|&p| (Reverse(field.score(p)), bh(p), p));
    let sort_b =
        |v: &mut Vec<usize>| v.sort_by_key(|&p| (Reverse(field.score(p)), Reverse(bh(p)), p));
    sort_w(&mut whites);
    sort_b(&mut blacks);
    // Equalise the columns (as Dubov 7.3, 7.4): the majority's weakest preferences move
    // across, the last in their column first; absolute preferences never move.
    let mut moved_across = Vec::new();
    loop {
        let (big, small) = if whites.len() > blacks.len() + 1 {
            (&mut whites, &mut blacks)
        } else if blacks.len() > whites.len() + 1 {
            (&mut blacks, &mut whites)
        } else {
            break;
        };
        let pick = big
            .iter()
            .enumerate()
            .filter(|&(_, &p)| field.colour_need(p).abs() < 3)
            .min_by_key(|&(i, &p)| (field.colour_need(p).abs(), Reverse(i)))
            .map(|(i, _)| i);
        let Some(i) = pick else { break };
        let p = big.remove(i);
        small.push(p);
        moved_across.push(p);
    }
    sort_w(&mut whites);
    sort_b(&mut blacks);
    let is_white: Vec<usize> = whites.clone();
    // Rows: white k against black k; the list interleaves them so that whites are paired
    // in column order.
    let mut order: Vec<usize> = Vec::with_capacity(list.len());
    order.extend(whites.iter().copied());
    order.extend(blacks.iter().copied());
    let nw = whites.len();
    let len = order.len();
    let candidates = move |k: usize, _: &[bool]| -> Vec<usize> {
        if k < nw {
            // F 6.2: the black of his row, else the first black of the column he may
            // meet, the taken ones passed over (the rows above are paired already, so
            // for a refused row this is "the first black below"); then the whites
            // below him, then above.
            let row = nw + k;
            let mut v: Vec<usize> = Vec::with_capacity(len);
            if row < len {
                v.push(row);
            }
            v.extend((nw..len).filter(|&c| c != row));
            v.extend(k + 1..nw);
            v.extend((0..k).rev());
            v
        } else {
            (k + 1..len).collect()
        }
    };
    let colour = move |f: &Field<'_>, a: usize, b: usize| {
        let (wa, wb) = (is_white.contains(&a), is_white.contains(&b));
        if wa && !wb {
            Colour::White
        } else if wb && !wa {
            Colour::Black
        } else {
            f.colour(a, b)
        }
    };
    let mut keys: Vec<(PlayerId, String, Message)> = Vec::with_capacity(len);
    for (k, &p) in order.iter().enumerate() {
        let column = if k < nw { "white" } else { "black" };
        let row = if k < nw { k + 1 } else { k - nw + 1 };
        let across = moved_across.contains(&p);
        let mut parts = vec![
            Message::new("pairing-key-vega-row")
                .text("column", column)
                .text("row", row)
                .number("score", field.score(p))
                .number("buchholz", field.buchholz_text(p)),
        ];
        if across {
            parts.push(Message::new("pairing-key-vega-across"));
        }
        keys.push((
            field.id(p),
            format!(
                "{column} row {row}: score {}, Buchholz {}{}",
                field.score(p),
                field.buchholz_text(p),
                if across {
                    ", moved across to even the columns"
                } else {
                    ""
                }
            ),
            Message::new("pairing-key").phrases("parts", parts, ", "),
        ));
    }
    let moved_set: Vec<usize> = list.iter().take(moved).copied().collect();
    let rows = RowPairing {
        list: &order,
        moved_down: 0,
        rule: VEGA_IMPROVE,
    };
    let floats = rows.run(d, &candidates, &colour, keys);
    // Residents and moved-down players as the bracket received them.
    if let Some(r) = d.brackets.last_mut() {
        r.moved_down = moved_set.iter().map(|&p| field.id(p)).collect();
        r.residents = list.iter().skip(moved).map(|&p| field.id(p)).collect();
        r.score = list
            .get(moved)
            .or(list.first())
            .map_or(Points::ZERO, |&p| field.score(p));
        if !r.deviations.is_empty() || !moved_across.is_empty() {
            r.deviations.insert(
                0,
                Deviation {
                    players: Vec::new(),
                    criterion: VEGA_ORDER,
                    detail: format!("{} whites against {} blacks, row by row", nw, len - nw),
                    message: Message::new("pairing-dev-vega-rows")
                        .count("whites", nw)
                        .count("blacks", len - nw),
                },
            );
        }
    }
    floats
}

fn ranked_key(field: &Field<'_>, p: usize) -> (Reverse<i64>, Reverse<i64>, Reverse<i64>, usize) {
    (
        Reverse(field.buchholz.get(p).copied().unwrap_or(0)),
        Reverse(field.sb.get(p).copied().unwrap_or(0)),
        Reverse(field.rating.get(p).copied().unwrap_or(0)),
        p,
    )
}

fn ranked_pair(t: &Tournament) -> Result<Pairing, PairingError> {
    let round = crate::round_to_pair(t)?;
    let field = Field::new(t, round);
    let bye_order = lowest_first(&field, |p| ranked_key(&field, p));
    let mut d = Driver::new(&field, &bye_order)?;
    by_score_groups(&mut d, |p| ranked_key(&field, p), ranked_bracket);
    d.finish()
}

/// One bracket of Swiss ranked: S1 against S2 in the ranked order.
fn ranked_bracket(d: &mut Driver<'_, '_>, list: &[usize], moved: usize) -> Vec<usize> {
    let half = list.len() / 2;
    let len = list.len();
    let field = d.field;
    let keys = list
        .iter()
        .enumerate()
        .map(|(k, &p)| {
            let side = if k < half { "S1" } else { "S2" };
            let rating = field.rating.get(p).copied().unwrap_or(0);
            (
                field.id(p),
                format!(
                    "{side}: score {}, Buchholz {}, Sonneborn-Berger {}, rating {rating}",
                    field.score(p),
                    field.buchholz_text(p),
                    field.sb_text(p),
                ),
                Message::new("pairing-key-ranked")
                    .text("side", side)
                    .number("score", field.score(p))
                    .number("buchholz", field.buchholz_text(p))
                    .number("sb", field.sb_text(p))
                    .text("rating", rating),
            )
        })
        .collect();
    let rows = RowPairing {
        list,
        moved_down: moved,
        rule: RANKED_ORDER,
    };
    rows.run(
        d,
        &|k, _| halves_candidates(k, len, half),
        &|f, a, b| f.colour(a, b),
        keys,
    )
}

/// The check shared by the engines of this module and [`crate::amalfi`].
pub(crate) fn check_with(
    t: &Tournament,
    expected: Pairing,
    games: &[PairedGame],
    bye: Option<PlayerId>,
    order: Criterion,
) -> Result<CheckReport, PairingError> {
    let field = Field::new(t, t.next_round());
    let extra = crate::compare::forbidden_or(|a, b| field.forbidden(a, b), order);
    crate::compare::engine_check(expected, games, bye, COLOURS, &extra, BYE)
}

impl PairingSystem for VegaSwiss {
    fn name(&self) -> &'static str {
        "Vega Swiss (Vega manual, appendix F)"
    }

    fn system_code(&self) -> Option<&'static str> {
        Some("VEGA_SWISS")
    }

    fn pair(&self, tournament: &Tournament) -> Result<Pairing, PairingError> {
        vega_pair(tournament)
    }

    fn check(
        &self,
        tournament: &Tournament,
        games: &[PairedGame],
        bye: Option<PlayerId>,
    ) -> Result<CheckReport, PairingError> {
        let expected = self.pair(tournament)?;
        let order = if tournament.next_round().index() == 0 {
            VEGA_FIRST
        } else {
            VEGA_ORDER
        };
        check_with(tournament, expected, games, bye, order)
    }
}

impl PairingSystem for SwissRanked {
    fn name(&self) -> &'static str {
        "Swiss ranked (Vega manual 2.1: Dutch order by score and tie-breaks)"
    }

    fn system_code(&self) -> Option<&'static str> {
        Some("SWISS_RANKED")
    }

    fn pair(&self, tournament: &Tournament) -> Result<Pairing, PairingError> {
        ranked_pair(tournament)
    }

    fn check(
        &self,
        tournament: &Tournament,
        games: &[PairedGame],
        bye: Option<PlayerId>,
    ) -> Result<CheckReport, PairingError> {
        let expected = self.pair(tournament)?;
        check_with(tournament, expected, games, bye, RANKED_ORDER)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    //! The worked examples of the Vega manual (2016 edition): appendix F 5 (round 1) and
    //! F 6.1 (the two columns of Buchholz values printed on page 64), F 6.2 (a white who
    //! has met the black of his row), and the order of Swiss ranked (manual page 7).
    #![allow(clippy::unwrap_used)]
    use super::*;
    use arbiter_core::{Game, GameResult, Player, Rating, Round, ScoringSystem, TournamentInfo};

    /// `n` players rated from 2400 down by start rank, `rounds` rounds planned.
    pub(crate) fn event(n: usize, rounds: u16) -> Tournament {
        let mut t = Tournament::new(TournamentInfo::default(), ScoringSystem::classic());
        for k in 0..n {
            let mut p = Player::named(format!("Player {}", k + 1));
            p.rating = Some(Rating(2400 - 10 * k as u16));
            t.add_player(p);
        }
        t.planned_rounds = Some(rounds);
        t.initial_colour = Some(Colour::White);
        t
    }

    /// Records a round of games (start ranks, white first) with their results.
    pub(crate) fn play(t: &mut Tournament, games: &[(usize, usize, GameResult)]) {
        let games = games
            .iter()
            .map(|&(w, b, r)| {
                Game::new(PlayerId::from_index(w - 1), PlayerId::from_index(b - 1)).with_result(r)
            })
            .collect();
        t.push_round(Round::new(games, Vec::new()).unwrap())
            .unwrap();
    }

    /// The games as (white, black) start ranks, board order.
    pub(crate) fn boards(p: &Pairing) -> Vec<(usize, usize)> {
        p.games
            .iter()
            .map(|g| (g.white.index() + 1, g.black.index() + 1))
            .collect()
    }

    /// The pairs as sorted (lower, higher) start ranks.
    pub(crate) fn pairs(p: &Pairing) -> Vec<(usize, usize)> {
        let mut v: Vec<(usize, usize)> = boards(p)
            .into_iter()
            .map(|(a, b)| (a.min(b), a.max(b)))
            .collect();
        v.sort_unstable();
        v
    }

    /// F 5: "the player numbered 1 plays the one numbered n/2+1, 2 plays n/2+2, ...; white
    /// goes to the players of the first n/2 with odd numbers".
    #[test]
    fn f5_round_one_upper_half_against_lower_half() {
        let t = event(10, 5);
        let p = VegaSwiss::new().pair(&t).unwrap();
        assert_eq!(boards(&p), vec![(1, 6), (7, 2), (3, 8), (9, 4), (5, 10)]);
        assert_eq!(p.bye, None);
        // An odd field: the last gets the bye.
        let t = event(9, 5);
        let p = VegaSwiss::new().pair(&t).unwrap();
        assert_eq!(p.bye, Some(PlayerId::from_index(8)));
        assert_eq!(pairs(&p), vec![(1, 5), (2, 6), (3, 7), (4, 8)]);
    }

    /// A bracket of ten players of equal score, five due white and five due black, with
    /// the Buchholz values of the manual's F 6.1 table: whites 5.00, 7.00, 7.50, 14.50,
    /// 18.50; blacks 15.00, 13.50, 12.50, 11.00, 9.00 (each listed in the order the
    /// manual prints, which is the order F 6.1 asks for). Start ranks are shuffled so
    /// that only the Buchholz can produce the order.
    fn f61_field(t: &Tournament) -> Field<'_> {
        let mut f = Field::new(t, RoundNo::new(5).unwrap());
        let whites = [(3, 50), (1, 70), (5, 75), (2, 145), (4, 185)];
        let blacks = [(8, 150), (10, 135), (6, 125), (9, 110), (7, 90)];
        for (due, rows) in [(Colour::White, &whites), (Colour::Black, &blacks)] {
            for &(id, bh) in rows.iter() {
                let s = &mut f.st[id - 1];
                s.preference = Some(due);
                s.strength = Strength::Strong;
                s.colours = vec![!due];
                s.colour_diff = if due == Colour::White { -1 } else { 1 };
                f.buchholz[id - 1] = bh;
            }
        }
        f.players = (0..10).collect();
        f
    }

    #[test]
    fn f61_whites_by_ascending_buchholz_meet_blacks_by_descending_buchholz() {
        let t = event(10, 9);
        let f = f61_field(&t);
        let mut d = Driver::new(&f, &[]).unwrap();
        let list: Vec<usize> = (0..10).collect();
        let floats = vega_bracket(&mut d, &list, 0);
        assert!(floats.is_empty());
        let p = d.finish().unwrap();
        // Row by row: 5.00 - 15.00, 7.00 - 13.50, 7.50 - 12.50, 14.50 - 11.00, 18.50 - 9.00.
        let mut b = boards(&p);
        b.sort_unstable();
        assert_eq!(b, vec![(1, 10), (2, 9), (3, 8), (4, 7), (5, 6)]);
        let keys = &p.brackets[0].keys;
        assert_eq!(keys[0].0, PlayerId::from_index(2));
        assert!(keys[0].1.starts_with("white row 1"), "{}", keys[0].1);
        assert!(keys[5].1.contains("Buchholz 15"), "{}", keys[5].1);
    }

    /// F 6.2: "if the players have already played each other, then the white player is
    /// paired with the first black player whom he has not played before, from the lower
    /// rows"; the next row takes the black left above.
    #[test]
    fn f62_a_white_who_met_his_black_takes_the_next_one() {
        let t = event(10, 9);
        let mut f = f61_field(&t);
        f.st[2].opponents = vec![PlayerId::from_index(7)];
        f.st[7].opponents = vec![PlayerId::from_index(2)];
        let mut d = Driver::new(&f, &[]).unwrap();
        let list: Vec<usize> = (0..10).collect();
        vega_bracket(&mut d, &list, 0);
        let p = d.finish().unwrap();
        let mut b = boards(&p);
        b.sort_unstable();
        assert_eq!(b, vec![(1, 8), (2, 9), (3, 10), (4, 7), (5, 6)]);
        let dev = &p.brackets[0].deviations;
        assert!(
            dev.iter()
                .any(|d| d.detail.contains("3 cannot meet 8 (already met, C.04.1 b)")),
            "{dev:?}"
        );
    }

    /// Swiss ranked (manual page 7): within a score group the order is Buchholz, then
    /// Sonneborn-Berger, not rating; S1 meets S2.
    #[test]
    fn swiss_ranked_orders_a_score_group_by_tie_breaks() {
        let t = event(4, 9);
        let mut f = Field::new(&t, RoundNo::new(3).unwrap());
        // Buchholz: 4 highest, then 2 and 3 equal (3 ahead on Sonneborn-Berger), 1 last.
        for (id, bh, sb) in [(1, 10, 0), (2, 20, 5), (3, 20, 9), (4, 30, 0)] {
            f.buchholz[id - 1] = bh;
            f.sb[id - 1] = sb;
        }
        f.players = (0..4).collect();
        let mut d = Driver::new(&f, &[]).unwrap();
        by_score_groups(&mut d, |p| ranked_key(&f, p), ranked_bracket);
        let p = d.finish().unwrap();
        let order: Vec<usize> = p.brackets[0]
            .keys
            .iter()
            .map(|(id, _)| id.index() + 1)
            .collect();
        assert_eq!(order, vec![4, 3, 2, 1]);
        assert_eq!(pairs(&p), vec![(1, 3), (2, 4)]);
    }

    /// C.04.1 b: after 1 - 3, 2 - 4, 3 - 4 and 1 - 2, all drawn, only 1 - 4 and 2 - 3 are
    /// left; the engine finds them and its check agrees with its own pairing.
    #[test]
    fn a_pair_that_strands_the_rest_is_passed_over() {
        let mut t = event(4, 3);
        play(
            &mut t,
            &[(1, 3, GameResult::DRAW), (4, 2, GameResult::DRAW)],
        );
        play(
            &mut t,
            &[(3, 4, GameResult::DRAW), (2, 1, GameResult::DRAW)],
        );
        let p = SwissRanked::new().pair(&t).unwrap();
        assert_eq!(pairs(&p), vec![(1, 4), (2, 3)]);
        let check = SwissRanked::new().check(&t, &p.games, p.bye).unwrap();
        assert!(check.agrees());
    }
    /// Issue 45: a field of 1,202 players, all drawn twice, in which the greedy pairing
    /// of the start order pairs 1 to 1,200 among themselves and leaves 1,201 and 1,202,
    /// who both had black twice (an absolute preference for white each), to each other.
    /// The proof that the round can be paired stopped there for fields over 1,200
    /// players and reported no pairing for every bye and every system of the module; an
    /// augmenting path pairs them.
    pub(crate) fn greedy_strands_two() -> Tournament {
        let n = 1202;
        let mut t = Tournament::new(TournamentInfo::default(), ScoringSystem::classic());
        for k in 0..n {
            let mut p = Player::named(format!("Player {}", k + 1));
            p.rating = Some(Rating(2600 - k as u16));
            t.add_player(p);
        }
        t.planned_rounds = Some(9);
        t.initial_colour = Some(Colour::White);
        let d = GameResult::DRAW;
        // Round 1: 1 - 1201, 2 - 1202, then 3 - 4, 5 - 6, ..., 1199 - 1200.
        let mut one = vec![(1, 1201, d), (2, 1202, d)];
        one.extend((3..n - 2).step_by(2).map(|w| (w, w + 1, d)));
        play(&mut t, &one);
        // Round 2: 3 - 1201, 4 - 1202, 2 - 1, 1200 - 5, then 6 - 7, 8 - 9, ..., 1198 - 1199.
        let mut two = vec![(3, 1201, d), (4, 1202, d), (2, 1, d), (1200, 5, d)];
        two.extend((6..n - 4).step_by(2).map(|w| (w, w + 1, d)));
        play(&mut t, &two);
        t
    }

    #[test]
    fn issue_45_a_large_field_the_greedy_pairing_strands_is_paired() {
        let t = greedy_strands_two();
        let field = Field::new(&t, t.next_round());
        assert_eq!(field.absolute(1200), Some(0));
        assert_eq!(field.absolute(1201), Some(0));
        let set: Vec<usize> = (0..1202).collect();
        let greedy =
            crate::greedy::pairs_and_singles(&set, set.len(), &|a, b| field.may_meet(a, b));
        assert_eq!(greedy.map(|(_, single)| single), Some(vec![1200, 1201]));
        for engine in [
            Box::new(VegaSwiss::new()) as Box<dyn PairingSystem>,
            Box::new(SwissRanked::new()),
            Box::new(crate::Amalfi { colour: false }),
            Box::new(crate::Amalfi { colour: true }),
        ] {
            let p = engine
                .pair(&t)
                .unwrap_or_else(|e| panic!("{}: {e}", engine.name()));
            assert_eq!(p.games.len(), 601, "{}", engine.name());
            assert_eq!(p.bye, None);
            for g in &p.games {
                assert!(field.may_meet(g.white.index(), g.black.index()), "{g:?}");
                // An absolute preference is granted.
                assert_ne!(field.absolute(g.black.index()), Some(0), "{g:?}");
                assert_ne!(field.absolute(g.white.index()), Some(1), "{g:?}");
            }
            assert!(engine.check(&t, &p.games, p.bye).unwrap().agrees());
        }
    }
}
