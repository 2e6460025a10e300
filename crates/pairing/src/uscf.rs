//! The US Chess Swiss system: the US Chess Federation's Official Rules of Chess (7th
//! edition), chapter 2, rules 27 to 29.
//!
//! # The procedure
//! - 27A, the priorities, in order: 27A1 players do not meet twice (absolute here, with
//!   the director's prohibited pairings); 27A2 players with equal scores meet; 27A3 the
//!   upper half of a score group meets the lower half; 27A4 colours are equalized;
//!   27A5 colours alternate.
//! - 28L2 the bye: when the field is odd, the lowest-rated player of the lowest score
//!   group who has not had a bye or a full-point unplayed win (C.04.1's "won without
//!   playing", kept by [`PlayerState::bye_eligible`]), not an unrated player while a
//!   rated one may have it, and such that everyone else can still be paired (27A1).
//!   Players with a requested bye (28M, half-point byes) or who withdrew are not paired.
//! - 29A, 29B the score groups, highest first; within a group the players rank by rating
//!   (then by start rank).
//! - 29C the natural pairing: the upper half against the lower half in rank order (1 of
//!   8 meets 5, 2 meets 6, ...).
//! - 29D the odd player: players dropped into a group from above are paired first, each
//!   with the highest-rated player he or she can play (29D2); of the rest, when their
//!   number is odd, the lowest-rated player, but not an unrated player, is ordinarily the
//!   odd player (29D1a) and drops to the next score group; another is chosen when the
//!   groups would otherwise not pair or the colours come out worse (29D1b: "try treating
//!   the next lowest-rated player as the odd player"; the six lowest-rated are tried, each
//!   with the natural pairing it leaves). Players who
//!   cannot be paired in their group at all (27A1) drop too.
//! - 29E the colours: a player who has had more of one colour is due the other
//!   (equalization, 29E1); one with equal colours is due the opposite of the last one
//!   (alternation, 29E2); as many players as possible get their due colours (29E3) by
//!   transpositions (within a half) and interchanges (between the halves) of the natural
//!   pairing, limited (29E5a, 29E5b) to players within 80 rating points for due colours
//!   in general and within 200 points for equalization; a transposition within 80 points
//!   is preferred to any interchange, otherwise the smaller switch is (29E5e); no player
//!   gets the same colour three times running, nor two more of one colour than the other,
//!   when that can be avoided (29E5f; not limited by rating). In each pair the colours
//!   go by 29E4: each player his due colour when they differ; when both are due the same
//!   one, equalization before alternation, and with equal claims the higher-ranked player
//!   gets it. Players without a colour yet take them from their opponent's due colour, or
//!   (both new, as in round 1) the higher-ranked player of the k-th such pair gets the
//!   first-round colour drawn for the event when k is even and the other when odd, so that
//!   colours alternate down the upper half as in a first round (the model's initial
//!   colour stands for the draw by lot).
//! - 28N team-mates: with [`Uscf::avoid_teams`] (on by default), players with the same
//!   club, school or family are not paired when another pairing allows it with switches
//!   within 200 points (the wider limit of 29E5); by default (29E8 makes the opposite a variation) colour equalization
//!   comes before it, alternation after it.
//! - 29E5f1, the last-round exception ("except for the last round, when it may be
//!   necessary to pair the tournament or class leaders"): here players with equal scores
//!   are paired with each other before any colour consideration in every round (27A2
//!   before 27A4), so a third colour in a row is given whenever the score groups need it,
//!   and avoided otherwise.
//!
//! # Method
//! Each score group is paired by one maximum-weight matching whose weight holds one digit
//! per rule, the most important first: everyone paired (over the group and the next
//! score group, or every lower group when that is needed for the rest to pair, so that
//! 27A1 is never broken later); the players dropped into the group paired; as many pairs
//! as possible within the group (27A2); no third colour in a row and no colour difference
//! beyond 2 (29E5f); equalization (29E1) through switches within 200 points; team-mates
//! apart (28N); alternation (29E2) through switches within 80 points; the odd player the
//! lowest-rated (29D1a); the closest to the natural pairing (29C, 29D2, 29E5e). A switch's
//! size is, as rule 29E5 measures it, the rating difference between the player a pair
//! gets and the one the natural pairing gives it, the smaller of the two sides'. Two
//! digits below the rules' only choose among pairings the rules rank equal: the switches
//! measured in places of the group instead of rating points (equally rated players keep
//! the rank order of 29C), then a lot drawn per pair of players from their numbers, so
//! that the optimum is one pairing, not one of several (the odd players tried, 29D1b,
//! are compared on the rules' digits only). There is no search to cap: each group is
//! one matching, and whether the players below can still be paired is proved greedily
//! or, failing that, by one exact matching.
//!
//! A large group (200 players and more with those below it) is solved without weighing
//! all its pairs, to the same optimum: first without the players below, as the heaviest
//! perfect matching of a sparse part of its pairs (those near each player's natural
//! opponent, and those that give both players their due colours within 200 points),
//! proved for every other pair of the group by the duals of the part's optimum, the
//! pairs they fail joining the part until none does; then its floaters are paired with
//! the players below (see `Net::solve_sparse`). Each odd player tried starts from the
//! last one's solution, which differs only at the bottom of the group. Where the
//! assignment has an odd cycle (a fractional optimum), the blossom method finishes the
//! perfect matching from it, searching only from the players its odd cycles leave over,
//! and its duals (with those of its blossoms) prove it for the other pairs. Where the
//! part has no perfect matching the group is solved by the blossom method from the same
//! part, on all its pairs, also proved by its duals.
//!
//! # Readings the text leaves open
//! - Unrated players (28J leaves their rating for pairing purposes to the director) pair
//!   with their rating if the model has one, else as rated 0: they rank last in their
//!   score group and all switches with them are measured from 0.
//! - Ratings are those of the model (the pre-tournament ratings of 29E5).
//! - The team of 28N is any shared non-empty club, school or family field.
//! - The colour improvement after the natural pairing, which the Vega manual (appendix G)
//!   calls the "look ahead method" (pair by pair, a transposition or an interchange within
//!   the 80- and 200-point limits, the smaller rating difference preferred): here the
//!   same switches, limits and preference are taken as one optimum over the score group,
//!   not pair by pair, so where a pair-by-pair order settles on another local improvement
//!   the two pairings can differ.

use crate::greedy::{pairable, pairs_and_singles};
use crate::matching::{
    DoubleCover, Optimum, Start, Wide, max_weight_matching, max_weight_matching_dense,
};
use crate::state::{PlayerState, not_paired, participants, player_states};
use crate::{
    BracketReport, CheckReport, Criterion, Deviation, Message, NoPairingReason, PairedGame,
    Pairing, PairingError, PairingSystem,
};
use arbiter_core::{Colour, PlayerId, Points, RoundNo, SplitMix64, Tournament};
use rustc_hash::FxHashMap;
use std::cmp::Reverse;

/// The rules of the US Chess system cited in its reasons.
pub mod criteria {
    use super::Criterion;
    criterion!(
        NO_REMATCH,
        "pairing-crit-uscf-no-rematch",
        "U1",
        "US Chess 27A1",
        "no player is paired with the same opponent twice"
    );
    criterion!(
        PROHIBITED,
        "pairing-crit-uscf-prohibited",
        "U1p",
        "US Chess 27A1 (the director's prohibited pairings)",
        "the players may not be paired with each other"
    );
    criterion!(
        EQUAL_SCORES,
        "pairing-crit-uscf-equal-scores",
        "U2",
        "US Chess 27A2, 29A, 29D",
        "players with equal scores are paired; the odd player drops to the next score group"
    );
    criterion!(
        HALVES,
        "pairing-crit-uscf-halves",
        "U3",
        "US Chess 27A3, 29C, 29D2",
        "the upper half of a score group is paired against the lower half in rank order; a dropped player meets the highest-rated player he can play"
    );
    criterion!(
        ODD_PLAYER,
        "pairing-crit-uscf-odd-player",
        "U3o",
        "US Chess 29D1",
        "the odd player is the lowest-rated player of the score group, not an unrated player, when the pairing allows"
    );
    criterion!(
        THREE_IN_A_ROW,
        "pairing-crit-uscf-three-in-a-row",
        "U4f",
        "US Chess 29E5f",
        "no player gets the same colour three times in succession or two more of one colour, when avoidable"
    );
    criterion!(
        EQUALIZATION,
        "pairing-crit-uscf-equalization",
        "U4",
        "US Chess 27A4, 29E1, 29E5b",
        "colours are equalized, by transpositions and interchanges within 200 rating points"
    );
    criterion!(
        TEAM,
        "pairing-crit-uscf-team",
        "U5t",
        "US Chess 28N",
        "team-mates, schoolmates and relatives are not paired when avoidable"
    );
    criterion!(
        ALTERNATION,
        "pairing-crit-uscf-alternation",
        "U5",
        "US Chess 27A5, 29E2, 29E5a",
        "colours alternate, by transpositions and interchanges within 80 rating points"
    );
    criterion!(
        SWITCHES,
        "pairing-crit-uscf-switches",
        "U6",
        "US Chess 29E5e",
        "a transposition within 80 points before any interchange, else the smaller switch"
    );
    criterion!(
        COLOURS,
        "pairing-crit-uscf-colours",
        "U7",
        "US Chess 29E4",
        "each player's due colour; equalization before alternation, then the higher-ranked player"
    );
    criterion!(
        BYE,
        "pairing-crit-uscf-bye",
        "U8",
        "US Chess 28L2",
        "the bye goes to the lowest-rated player of the lowest score group who has had no bye or full-point unplayed win, not an unrated player"
    );
    /// Every criterion above, in the order declared.
    pub const ALL: &[Criterion] = &[
        NO_REMATCH,
        PROHIBITED,
        EQUAL_SCORES,
        HALVES,
        ODD_PLAYER,
        THREE_IN_A_ROW,
        EQUALIZATION,
        TEAM,
        ALTERNATION,
        SWITCHES,
        COLOURS,
        BYE,
    ];
}
use criteria::*;

/// Switches for due colours in general stay within this many rating points (29E5a).
pub const LIMIT_ALTERNATION: u16 = 80;
/// Switches for colour equalization stay within this many rating points (29E5b).
pub const LIMIT_EQUALIZATION: u16 = 200;

/// The US Chess Swiss system (Official Rules of Chess, 7th edition, rules 27 to 29).
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub struct Uscf {
    /// Rule 28N: do not pair players with the same club, school or family when another
    /// pairing within the limits allows it.
    pub avoid_teams: bool,
    /// Score groups whose matching has at least this many players (the group and the
    /// players below it may reach) are solved on a sparse part of their pairs first;
    /// `None` is the tuned default. The pairing never depends on it: the tests set 0 to
    /// run every group through the sparse method (which then also widens its part at the
    /// first pair its duals fail) and `usize::MAX` for the method as stated, and compare.
    #[doc(hidden)]
    pub sparse_from: Option<usize>,
}

impl Default for Uscf {
    fn default() -> Self {
        Uscf {
            avoid_teams: true,
            sparse_from: None,
        }
    }
}

impl Uscf {
    /// The engine with the rules' defaults (team avoidance on).
    #[must_use]
    pub fn new() -> Self {
        Uscf::default()
    }
}

/// Where a player stands in the natural pairing of a score group.
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
enum Place {
    /// Dropped into the group from above.
    DropIn,
    /// Upper half.
    Upper,
    /// Lower half.
    Lower,
    /// The odd player the natural pairing drops.
    Odd,
}

/// The digits of an edge weight, most important first (see the module's method): each
/// pair of the matching adds its digit values, and each digit has room for the sum over
/// every pair without carrying into the one above, so the weights compare digit by digit.
const PAIRED: usize = 0;
const DROP_INS: usize = 1;
const IN_GROUP: usize = 2;
const LIMITS: usize = 3;
const EQUALIZED: usize = 4;
const APART: usize = 5;
const ALTERNATED: usize = 6;
const FLOAT: usize = 7;
const CLOSE: usize = 8;
/// Below the rules' digits, two tie-breaks: the switch measured in places of the score
/// group rather than in rating points (equally rated players keep the rank order of
/// 29C), then the lot.
const RANK_CLOSE: usize = 9;
const LOT: usize = 10;
const DIGITS: usize = 11;
/// The odd players tried (29D1b) are compared on the rules' digits only.
const RULE_DIGITS: usize = RANK_CLOSE;
/// How many odd players are tried in a group (29D1b: "try treating the next
/// lowest-rated player as the odd player").
const ODD_TRIES: usize = 6;
/// The closeness digit counts down from this (a switch never costs more).
const CLOSE_MAX: u64 = 8_000;
/// The lot's digit is this wide when the weight has room (it has up to 9,999 players).
/// Equal pairings are then told apart by a pseudo-random value per pair, fixed by the
/// two players' numbers: a pairing of equal weight elsewhere is this many bits' chance
/// (the isolation lemma: at most one in 2^40 per pair of players in the group).
const LOT_BITS: u32 = 40;
/// The bits a weight may use: the matching needs three spare bits of `Weight`, and the
/// proof of a sparse optimum adds pairs of duals (see [`Net::failing`]).
const ROOM: u32 = 4 * 64 - 8;
/// The bits a weight of the group's perfect matching may use with the bits of the
/// number of players: [`DoubleCover`] keeps their product four bits below its width.
const PERFECT_ROOM: u32 = 3 * 64 - 4;

type Weight = Wide<4>;
/// The weights of the group's perfect matching ([`Net::perfect_weight`]): the digits
/// that differ between perfect matchings need fewer limbs, which the many sums of the
/// shortest paths feel.
type Perfect = Wide<3>;

/// The bits that hold `v`.
fn bits_for(v: u64) -> u32 {
    64 - v.leading_zeros()
}

/// Where each digit of a matching's weights sits.
struct Layout {
    shift: [u32; DIGITS],
    lot_bits: u32,
}

impl Layout {
    /// The layout for `vertices` players in the matching, `in_group` of them in the
    /// score group, in `room` bits; the digits of `skip` are always zero and take none.
    /// The lot's digit is as wide as the room allows, up to `lot_bits`.
    fn new(vertices: usize, in_group: usize, skip: &[usize], room: u32, lot_bits: u32) -> Self {
        let pairs = bits_for(vertices as u64 / 2 + 1);
        let rank_max = in_group as u64 + 1;
        let most = [
            1,
            2,
            1,
            1,
            2,
            1,
            2,
            2 + in_group as u64,
            CLOSE_MAX,
            rank_max,
        ];
        let width = |k: usize| {
            if skip.contains(&k) {
                0
            } else {
                bits_for(most[k]) + pairs
            }
        };
        let used: u32 = (0..LOT).map(width).sum();
        let free = room.saturating_sub(used + pairs);
        let lot_bits = lot_bits.min(free);
        let mut shift = [0u32; DIGITS];
        let mut at = 0;
        for k in (0..DIGITS).rev() {
            shift[k] = at;
            at += if k == LOT { lot_bits + pairs } else { width(k) };
        }
        Layout { shift, lot_bits }
    }

    /// The weight of `digits`, those from `upto` on left out.
    fn weight<const N: usize>(&self, digits: &[u64; DIGITS], upto: usize) -> Wide<N> {
        let mut w = Wide::<N>::ZERO;
        for (k, &d) in digits.iter().enumerate().take(upto) {
            w.add_shifted(d, self.shift[k]);
        }
        w
    }
}

/// A player's due colour and its kind: 2 equalization (29E1), 1 alternation (29E2), 0
/// none (no game played yet).
fn due(s: &PlayerState) -> (Option<Colour>, u8) {
    match s.colour_diff {
        d if d > 0 => (Some(Colour::Black), 2),
        d if d < 0 => (Some(Colour::White), 2),
        _ => match s.colours.last() {
            Some(&last) => (Some(!last), 1),
            None => (None, 0),
        },
    }
}

/// 29E5f: `c` would be a third colour in a row, or two more of one colour than the other.
fn breaks_limit(s: &PlayerState, c: Colour) -> bool {
    let n = s.colours.len();
    let diff = s.colour_diff + if c == Colour::White { 1 } else { -1 };
    diff.abs() > 2 || (n >= 2 && s.colours[n - 1] == c && s.colours[n - 2] == c)
}

fn colour_letter(c: Colour) -> char {
    if c == Colour::White { 'W' } else { 'B' }
}

/// The natural pairing of a group: each player's place and the rating of the opponent
/// it gives him (`None`: none), and its pairs.
struct Natural {
    places: Vec<(usize, Place, Option<u16>)>,
    pairs: Vec<(usize, usize)>,
}

/// A group's pairing as one odd player gives it: pairs, floaters, the matching's weight.
struct Solved {
    pairs: Vec<(usize, usize)>,
    floaters: Vec<usize>,
    total: Weight,
    odd: Option<usize>,
}

/// One score group as paired, for the explanation.
struct Group {
    score: Points,
    drop_ins: Vec<usize>,
    residents: Vec<usize>,
    pairs: Vec<(usize, usize)>,
    floaters: Vec<usize>,
    natural: Vec<(usize, usize)>,
    place: Vec<(usize, Place)>,
    /// The odd player of 29D1a, when the residents are odd.
    rule_odd: Option<usize>,
    exact: bool,
}

struct Engine<'a> {
    t: &'a Tournament,
    round: RoundNo,
    st: Vec<PlayerState>,
    rating: Vec<u16>,
    rated: Vec<bool>,
    teams: Vec<Vec<String>>,
    /// The same teams as numbers, sorted, for the weights.
    team_ids: Vec<Vec<u32>>,
    /// The prohibitions in force this round that name each player.
    prohibitions: Vec<Vec<u32>>,
    avoid_teams: bool,
    initial: Colour,
    /// From this many players in a group's matching on, it is solved on a sparse part of
    /// its pairs (see [`Net::solve_sparse`]); below, on all of them.
    sparse_from: usize,
}

impl<'a> Engine<'a> {
    fn new(t: &'a Tournament, round: RoundNo, avoid_teams: bool) -> Self {
        let st = player_states(t, round);
        let mut rating = Vec::with_capacity(st.len());
        let mut rated = Vec::with_capacity(st.len());
        let mut teams = Vec::with_capacity(st.len());
        for (_, p) in t.players() {
            rating.push(p.rating.map_or(0, |r| r.0));
            rated.push(p.rating.is_some_and(|r| r.0 > 0));
            let mut keys = Vec::new();
            for (kind, v) in [
                ("club", &p.club),
                ("school", &p.school),
                ("family", &p.family),
            ] {
                if let Some(v) = v.as_deref().map(str::trim).filter(|v| !v.is_empty()) {
                    keys.push(format!("{kind}:{}", v.to_lowercase()));
                }
            }
            teams.push(keys);
        }
        let mut known: FxHashMap<&str, u32> = FxHashMap::default();
        let team_ids = teams
            .iter()
            .map(|keys| {
                let mut ids: Vec<u32> = keys
                    .iter()
                    .map(|k| {
                        let next = known.len() as u32;
                        *known.entry(k.as_str()).or_insert(next)
                    })
                    .collect();
                ids.sort_unstable();
                ids
            })
            .collect();
        let mut prohibitions = vec![Vec::new(); st.len()];
        for (k, p) in t.prohibitions.iter().enumerate() {
            if p.first_round <= round && round <= p.last_round {
                for id in &p.players {
                    if let Some(list) = prohibitions.get_mut(id.index()) {
                        list.push(k as u32);
                    }
                }
            }
        }
        Engine {
            t,
            round,
            st,
            rating,
            rated,
            teams,
            team_ids,
            prohibitions,
            avoid_teams,
            initial: t.initial_colour.unwrap_or(Colour::White),
            sparse_from: SPARSE_FROM,
        }
    }

    fn id(&self, p: usize) -> PlayerId {
        PlayerId::from_index(p)
    }

    fn score(&self, p: usize) -> Points {
        self.st.get(p).map_or(Points::ZERO, |s| s.score)
    }

    fn rating(&self, p: usize) -> u16 {
        self.rating.get(p).copied().unwrap_or(0)
    }

    fn rated(&self, p: usize) -> bool {
        self.rated.get(p).copied().unwrap_or(false)
    }

    /// 29A, 29B: score, then rating, then start rank.
    fn rank_key(&self, p: usize) -> (Reverse<Points>, Reverse<u16>, usize) {
        (Reverse(self.score(p)), Reverse(self.rating(p)), p)
    }

    /// The absolute rule a pair breaks (27A1, prohibitions), if any.
    fn forbidden(&self, a: usize, b: usize) -> Option<Criterion> {
        if a == b {
            return Some(NO_REMATCH);
        }
        let (Some(sa), Some(_)) = (self.st.get(a), self.st.get(b)) else {
            return Some(NO_REMATCH);
        };
        if sa.has_met(self.id(b)) {
            Some(NO_REMATCH)
        } else if self.prohibited(a, b) {
            Some(PROHIBITED)
        } else {
            None
        }
    }

    fn may_meet(&self, a: usize, b: usize) -> bool {
        self.forbidden(a, b).is_none()
    }

    /// A prohibition in force this round names both players (the tournament's own
    /// test, read from the lists made once).
    fn prohibited(&self, a: usize, b: usize) -> bool {
        match (self.prohibitions.get(a), self.prohibitions.get(b)) {
            (Some(x), Some(y)) => x.iter().any(|k| y.contains(k)),
            _ => false,
        }
    }

    fn team_mates(&self, a: usize, b: usize) -> bool {
        match (self.team_ids.get(a), self.team_ids.get(b)) {
            (Some(x), Some(y)) => x.iter().any(|k| y.binary_search(k).is_ok()),
            _ => false,
        }
    }

    /// 29E4: the colour `a` gets against `b` (`a` ranked higher when `a_first`).
    fn colour_of(&self, a: usize, b: usize, a_first: bool) -> Option<Colour> {
        let (sa, sb) = (self.st.get(a)?, self.st.get(b)?);
        let bad = |ca: Colour| u8::from(breaks_limit(sa, ca)) + u8::from(breaks_limit(sb, !ca));
        let (bw, bb) = (bad(Colour::White), bad(Colour::Black));
        if bw != bb {
            return Some(if bw < bb {
                Colour::White
            } else {
                Colour::Black
            });
        }
        let ((da, ka), (db, kb)) = (due(sa), due(sb));
        Some(match (da, db) {
            (Some(x), Some(y)) if x != y => x,
            (Some(x), Some(_)) => {
                // Both due the same colour: the stronger claim, then the higher rank.
                if ka > kb || (ka == kb && a_first) {
                    x
                } else {
                    !x
                }
            }
            (Some(x), None) => x,
            (None, Some(y)) => !y,
            (None, None) => return None,
        })
    }

    /// How a pair's colours come out: (no 29E5f break, equalized players, alternated
    /// players).
    fn colour_quality(&self, a: usize, b: usize, a_first: bool) -> (bool, u64, u64) {
        let (Some(sa), Some(sb)) = (self.st.get(a), self.st.get(b)) else {
            return (false, 0, 0);
        };
        let ca = self.colour_of(a, b, a_first).unwrap_or(self.initial);
        let ok = !breaks_limit(sa, ca) && !breaks_limit(sb, !ca);
        let mut eq = 0;
        let mut alt = 0;
        for (s, c) in [(sa, ca), (sb, !ca)] {
            match due(s) {
                (Some(d), 2) if d == c => eq += 1,
                (Some(d), 1) if d == c => alt += 1,
                _ => {}
            }
        }
        (ok, eq, alt)
    }

    /// 28L2: the bye, or `None` when the field is even.
    fn choose_bye(&self, order: &[usize]) -> Result<Option<usize>, PairingError> {
        if order.len().is_multiple_of(2) {
            return Ok(None);
        }
        let mut cands: Vec<usize> = order
            .iter()
            .copied()
            .filter(|&p| self.st.get(p).is_some_and(|s| s.bye_eligible))
            .collect();
        if cands.is_empty() {
            return Err(PairingError::NoValidPairing(if order.len() == 1 {
                NoPairingReason::TooFewPlayers { available: 1 }
            } else {
                NoPairingReason::NoByeCandidate
            }));
        }
        // Rated players first, then by the lowest score, the lowest rating, the last rank.
        cands.sort_by_key(|&p| (!self.rated(p), self.score(p), self.rating(p), Reverse(p)));
        for &c in &cands {
            let rest: Vec<usize> = order.iter().copied().filter(|&p| p != c).collect();
            if pairable(&rest, &|a, b| self.may_meet(a, b), usize::MAX) {
                return Ok(Some(c));
            }
        }
        Err(self.unpairable(order))
    }

    fn unpairable(&self, set: &[usize]) -> PairingError {
        let mut players: Vec<PlayerId> = crate::greedy::unmatched(set, &|a, b| self.may_meet(a, b))
            .iter()
            .map(|&p| self.id(p))
            .collect();
        players.sort_unstable();
        PairingError::NoValidPairing(NoPairingReason::Unpairable { players })
    }

    /// The natural pairing of a group (29C, 29D): each player's place and the rating of
    /// the opponent the natural pairing gives him (`None` for the odd player). `odd` is
    /// the odd player when one is tried (29D1b), else the rule's own (29D1a).
    fn natural(&self, drop_ins: &[usize], residents: &[usize], odd: Option<usize>) -> Natural {
        let mut out = Vec::new();
        let mut pairs = Vec::new();
        let k = drop_ins.len().min(residents.len());
        for i in 0..k {
            let (d, r) = (drop_ins[i], residents[i]);
            out.push((d, Place::DropIn, Some(self.rating(r))));
            out.push((r, Place::Upper, Some(self.rating(d))));
            pairs.push((d, r));
        }
        for &d in drop_ins.iter().skip(k) {
            out.push((d, Place::DropIn, None));
        }
        let mut rest: Vec<usize> = residents.iter().skip(k).copied().collect();
        if rest.len() % 2 == 1 {
            // 29D1a: the lowest-rated player, but not an unrated player.
            let odd_at = odd
                .and_then(|o| rest.iter().position(|&p| p == o))
                .or_else(|| rest.iter().rposition(|&p| self.rated(p)))
                .unwrap_or(rest.len() - 1);
            let odd = rest.remove(odd_at);
            out.push((odd, Place::Odd, None));
        }
        let h = rest.len() / 2;
        for i in 0..h {
            let (u, l) = (rest[i], rest[h + i]);
            out.push((u, Place::Upper, Some(self.rating(l))));
            out.push((l, Place::Lower, Some(self.rating(u))));
            pairs.push((u, l));
        }
        Natural { places: out, pairs }
    }

    /// 29D1a, 29D1b: the odd players to try when the residents left after the drop-ins
    /// are odd: the lowest-rated rated player first, then the next lowest, up to
    /// `ODD_TRIES` (an unrated player only when nobody is rated); `[None]` when even.
    fn odd_candidates(&self, drop_ins: &[usize], residents: &[usize]) -> Vec<Option<usize>> {
        let rest: Vec<usize> = residents.iter().skip(drop_ins.len()).copied().collect();
        if rest.len().is_multiple_of(2) {
            return vec![None];
        }
        let mut out: Vec<Option<usize>> = rest
            .iter()
            .rev()
            .filter(|&&p| self.rated(p))
            .take(ODD_TRIES)
            .map(|&p| Some(p))
            .collect();
        if out.is_empty() {
            out.push(rest.last().copied());
        }
        out
    }

    /// Pairs one score group: `drop_ins` and `residents` in rank order, `lower` the
    /// players of the lower groups the matching may reach, `odd` the odd player tried
    /// (who then floats), if any. `carry`: what a sparse solve of the group for another
    /// odd player found, where this one starts.
    fn solve_group(
        &self,
        drop_ins: &[usize],
        residents: &[usize],
        lower: &[usize],
        odd: Option<usize>,
        carry: &mut Carry,
    ) -> Solved {
        let net = Net::new(self, drop_ins, residents, lower, odd);
        let mate = if net.verts.len() < self.sparse_from {
            net.solve_dense(self)
        } else {
            net.solve_sparse(self, carry)
        };
        net.solved(self, &mate, odd)
    }

    fn run(&self) -> Result<Pairing, PairingError> {
        let (requested_byes, withdrawn) = not_paired(self.t, self.round);
        let mut order: Vec<usize> = participants(self.t, self.round)
            .iter()
            .map(|p| p.index())
            .filter(|&p| p < self.st.len())
            .collect();
        order.sort_by_key(|&p| self.rank_key(p));
        if order.len() < 2 && order.iter().all(|&p| !self.st[p].bye_eligible) {
            if order.is_empty() {
                return Ok(self.pairing(Vec::new(), None, requested_byes, withdrawn, Vec::new()));
            }
            return Err(PairingError::NoValidPairing(
                NoPairingReason::TooFewPlayers {
                    available: order.len(),
                },
            ));
        }
        let bye = self.choose_bye(&order)?;
        order.retain(|&p| Some(p) != bye);
        if !pairable(&order, &|a, b| self.may_meet(a, b), usize::MAX) {
            return Err(self.unpairable(&order));
        }
        let mut groups = Vec::new();
        let mut drop_ins: Vec<usize> = Vec::new();
        let mut start = 0;
        while start < order.len() {
            let score = self.score(order[start]);
            let end = order[start..]
                .iter()
                .position(|&p| self.score(p) != score)
                .map_or(order.len(), |k| start + k);
            let next_end = order[end..]
                .iter()
                .position(|&p| {
                    order
                        .get(end)
                        .is_some_and(|&q| self.score(p) != self.score(q))
                })
                .map_or(order.len(), |k| end + k);
            let residents = &order[start..end];
            let rest = &order[end..];
            // 29D1b: each odd player tried gives a pairing; the best by the rules' order
            // whose floaters leave the rest pairable (27A1) is taken, the lowest-rated
            // odd player among equals (a stable sort keeps the order tried).
            let next = &order[end..next_end];
            let mut carry = Carry::default();
            let mut tried: Vec<Solved> = self
                .odd_candidates(&drop_ins, residents)
                .into_iter()
                .map(|odd| self.solve_group(&drop_ins, residents, next, odd, &mut carry))
                .collect();
            tried.sort_by_key(|s| Reverse(s.total));
            let pairs_rest = |s: &Solved| {
                let remaining: Vec<usize> = s.floaters.iter().chain(rest).copied().collect();
                pairable(&remaining, &|a, b| self.may_meet(a, b), usize::MAX)
            };
            let mut exact = false;
            let solved = match tried.into_iter().find(|s| pairs_rest(s)) {
                Some(s) => s,
                None => {
                    // The rest would not pair: solve with every lower player in reach.
                    exact = true;
                    self.solve_group(&drop_ins, residents, rest, None, &mut carry)
                }
            };
            let Solved {
                pairs,
                mut floaters,
                odd,
                ..
            } = solved;
            let odd = odd.or_else(|| {
                let resident: Vec<usize> = floaters
                    .iter()
                    .copied()
                    .filter(|f| residents.contains(f))
                    .collect();
                (resident.len() == 1).then(|| resident[0])
            });
            let Natural {
                places,
                pairs: natural,
            } = self.natural(&drop_ins, residents, odd);
            groups.push(Group {
                score,
                drop_ins: drop_ins.clone(),
                residents: residents.to_vec(),
                pairs,
                floaters: floaters.clone(),
                natural,
                place: places.iter().map(|x| (x.0, x.1)).collect(),
                rule_odd: self
                    .natural(&drop_ins, residents, None)
                    .places
                    .iter()
                    .find(|x| x.1 == Place::Odd)
                    .map(|x| x.0),
                exact,
            });
            floaters.sort_by_key(|&p| self.rank_key(p));
            drop_ins = floaters;
            start = end;
        }
        if !drop_ins.is_empty() {
            return Err(self.unpairable(&drop_ins));
        }
        let games = self.colours(&groups);
        Ok(self.pairing(games, bye, requested_byes, withdrawn, groups))
    }

    /// Colours of every pair (29E4); pairs of two players without a colour yet alternate
    /// the first-round colour down the boards.
    fn colours(&self, groups: &[Group]) -> Vec<(usize, usize, Colour)> {
        let mut fresh = 0;
        let mut games = Vec::new();
        for g in groups {
            for &(a, b) in &g.pairs {
                let c = match self.colour_of(a, b, true) {
                    Some(c) => c,
                    None => {
                        let c = if fresh % 2 == 0 {
                            self.initial
                        } else {
                            !self.initial
                        };
                        fresh += 1;
                        c
                    }
                };
                games.push((a, b, c));
            }
        }
        games
    }

    fn pairing(
        &self,
        games: Vec<(usize, usize, Colour)>,
        bye: Option<usize>,
        requested_byes: Vec<(PlayerId, arbiter_core::ByeKind)>,
        withdrawn: Vec<PlayerId>,
        groups: Vec<Group>,
    ) -> Pairing {
        let brackets = groups.iter().map(|g| self.report(g)).collect();
        let mut games = crate::boards(&self.st, &games, true);
        // Boards keep the rank order of 29B within equal scores.
        games.sort_by_key(|g| {
            let (w, b) = (g.white.index(), g.black.index());
            let hi = if self.rank_key(w) <= self.rank_key(b) {
                w
            } else {
                b
            };
            let lo = if hi == w { b } else { w };
            (
                Reverse(self.st[hi].real_score.max(self.st[lo].real_score)),
                self.rank_key(hi),
            )
        });
        Pairing {
            round: self.round,
            games,
            bye: bye.map(|b| self.id(b)),
            requested_byes,
            withdrawn,
            brackets,
        }
    }

    /// A player's key for the explanation: score, rating, due colour, colours played.
    fn key(&self, p: usize) -> String {
        let s = &self.st[p];
        let rating = if self.rated(p) {
            self.rating(p).to_string()
        } else {
            "unrated".to_string()
        };
        let due = match due(s) {
            (Some(c), 2) => format!("due {} (equalization)", colour_letter(c)),
            (Some(c), _) => format!("due {} (alternation)", colour_letter(c)),
            (None, _) => "no colour yet".to_string(),
        };
        let history: String = s.colours.iter().map(|&c| colour_letter(c)).collect();
        let mut key = format!("score {}, rating {rating}, {due}", s.score);
        if !history.is_empty() {
            key.push_str(", colours ");
            key.push_str(&history);
        }
        if self.avoid_teams && !self.teams[p].is_empty() {
            key.push_str(", ");
            key.push_str(&self.teams[p].join(" "));
        }
        key
    }

    /// [`key`](Self::key) for the catalogue: its parts said one after the other.
    fn key_message(&self, p: usize) -> Message {
        let s = &self.st[p];
        let mut parts = vec![Message::new("pairing-key-score").number("score", s.score)];
        parts.push(if self.rated(p) {
            Message::new("pairing-key-rating").text("rating", self.rating(p))
        } else {
            Message::new("pairing-key-unrated")
        });
        let word = |c: Colour| if c == Colour::White { "white" } else { "black" };
        parts.push(match due(s) {
            (Some(c), 2) => Message::new("pairing-key-uscf-due")
                .text("colour", word(c))
                .text("why", "equalization"),
            (Some(c), _) => Message::new("pairing-key-uscf-due")
                .text("colour", word(c))
                .text("why", "alternation"),
            (None, _) => Message::new("pairing-key-uscf-no-colour"),
        });
        let history: String = s.colours.iter().map(|&c| colour_letter(c)).collect();
        if !history.is_empty() {
            parts.push(Message::new("pairing-key-colours").text("history", history));
        }
        if self.avoid_teams && !self.teams[p].is_empty() {
            // Team and school names are the event's own words.
            parts.push(
                Message::new("pairing-key-uscf-teams").text("teams", self.teams[p].join(" ")),
            );
        }
        Message::new("pairing-key").phrases("parts", parts, ", ")
    }

    fn report(&self, g: &Group) -> BracketReport {
        let name = |p: usize| format!("{} ({})", self.id(p), self.rating(p));
        let mut deviations = Vec::new();
        let place = |p: usize| g.place.iter().find(|x| x.0 == p).map(|x| x.1);
        let natural_of = |p: usize| {
            g.natural.iter().find_map(|&(x, y)| {
                if x == p {
                    Some(y)
                } else if y == p {
                    Some(x)
                } else {
                    None
                }
            })
        };
        // One deviation per switch: the pair of the higher-ranked player names it, the
        // pair it breaks up is covered by it.
        let mut covered: Vec<usize> = Vec::new();
        let partner = |p: usize| {
            g.pairs.iter().find_map(|&(x, y)| {
                if x == p {
                    Some(y)
                } else if y == p {
                    Some(x)
                } else {
                    None
                }
            })
        };
        for &(a, b) in &g.pairs {
            if g.natural.contains(&(a, b)) || g.natural.contains(&(b, a)) {
                if self.avoid_teams && self.team_mates(a, b) {
                    deviations.push(Deviation {
                        players: vec![self.id(a), self.id(b)],
                        criterion: TEAM,
                        detail: format!(
                            "team-mates {} and {} paired: no switch within the limits parts them without costing colour equalization (28N)",
                            self.id(a),
                            self.id(b)
                        ),
                        message: Message::new("pairing-dev-uscf-team-mates-paired")
                            .text("a", self.id(a))
                            .text("b", self.id(b)),
                    });
                }
                continue;
            }
            if covered.contains(&a) || covered.contains(&b) {
                continue;
            }
            let (keep, to, from) = match (natural_of(a), natural_of(b)) {
                (Some(z), _) => (a, b, z),
                (None, Some(z)) => (b, a, z),
                (None, None) => continue,
            };
            covered.extend([a, b, from]);
            covered.extend(partner(from));
            // The same pairs come from switching `from` and `to`, or `keep` and the
            // natural partner of `to`: the switch is the smaller of the two (29E5).
            let mut switched = (from, to);
            if let Some(other) = natural_of(to).filter(|&o| o != keep) {
                let direct = self.rating(from).abs_diff(self.rating(to));
                if self.rating(keep).abs_diff(self.rating(other)) < direct {
                    switched = (keep, other);
                }
            }
            let kind = if place(switched.0) == place(switched.1) {
                "transposed"
            } else {
                "interchanged"
            };
            let size = self.rating(switched.0).abs_diff(self.rating(switched.1));
            let equalizing = [keep, to]
                .iter()
                .any(|&p| self.st.get(p).is_some_and(|s| due(s).1 == 2));
            let pair_message = |key: &'static str| {
                Message::new(key)
                    .text("a", self.id(keep))
                    .text("b", self.id(from))
            };
            let (criterion, why, why_message) = match self.forbidden(keep, from) {
                Some(c) if c == NO_REMATCH => (
                    c,
                    format!("{} and {} have met (27A1)", self.id(keep), self.id(from)),
                    pair_message("pairing-dev-uscf-have-met"),
                ),
                Some(c) => (
                    c,
                    format!("{} and {} may not meet", self.id(keep), self.id(from)),
                    pair_message("pairing-dev-may-not-meet"),
                ),
                None if self.avoid_teams && self.team_mates(keep, from) => (
                    TEAM,
                    format!(
                        "team-mates {} and {} not paired (28N)",
                        self.id(keep),
                        self.id(from)
                    ),
                    pair_message("pairing-dev-uscf-team-mates-apart"),
                ),
                None if size > LIMIT_EQUALIZATION => (
                    EQUAL_SCORES,
                    "so that the score groups pair (27A2, 29D1b)".to_string(),
                    Message::new("pairing-dev-uscf-groups-pair"),
                ),
                None if equalizing => (
                    EQUALIZATION,
                    "to equalize colours, within 200 points (29E5b)".to_string(),
                    Message::new("pairing-dev-uscf-equalize"),
                ),
                None => (
                    ALTERNATION,
                    "to alternate colours, within 80 points (29E5a)".to_string(),
                    Message::new("pairing-dev-uscf-alternate"),
                ),
            };
            deviations.push(Deviation {
                players: vec![self.id(keep), self.id(to), self.id(from)],
                criterion,
                detail: format!(
                    "{kind} {} and {} ({size} points): {} meets {} instead of {}; {why}",
                    name(switched.0),
                    name(switched.1),
                    self.id(keep),
                    self.id(to),
                    self.id(from)
                ),
                message: Message::new("pairing-dev-uscf-switch")
                    .text("kind", kind)
                    .text("a", name(switched.0))
                    .text("b", name(switched.1))
                    .count("size", usize::from(size))
                    .text("player", self.id(keep))
                    .text("partner", self.id(to))
                    .text("natural", self.id(from))
                    .phrase("why", why_message),
            });
        }
        for &f in &g.floaters {
            let (criterion, detail, message) = if g.drop_ins.contains(&f) {
                (
                    EQUAL_SCORES,
                    format!(
                        "{} moves on to the next score group: no opponent here (27A1, 29D1b)",
                        self.id(f)
                    ),
                    Message::new("pairing-dev-uscf-moves-on").text("player", self.id(f)),
                )
            } else if place(f) == Some(Place::Odd) && g.rule_odd == Some(f) {
                (
                    ODD_PLAYER,
                    format!("dropped {} to the next score group (29D1a)", name(f)),
                    Message::new("pairing-dev-uscf-dropped").text("player", name(f)),
                )
            } else if let Some(o) = g.rule_odd.filter(|_| place(f) == Some(Place::Odd)) {
                (
                    ODD_PLAYER,
                    format!(
                        "dropped {} instead of {}, the lowest-rated, so that colours come out better (29D1b)",
                        name(f),
                        name(o)
                    ),
                    Message::new("pairing-dev-uscf-dropped-instead")
                        .text("player", name(f))
                        .text("lowest", name(o)),
                )
            } else {
                (
                    ODD_PLAYER,
                    format!(
                        "dropped {} to the next score group so that the groups pair or colours come out better (29D1b)",
                        name(f)
                    ),
                    Message::new("pairing-dev-uscf-dropped-better").text("player", name(f)),
                )
            };
            deviations.push(Deviation {
                players: vec![self.id(f)],
                criterion,
                detail,
                message,
            });
        }
        if g.exact {
            deviations.push(Deviation {
                players: Vec::new(),
                criterion: EQUAL_SCORES,
                detail: "paired together with every lower score group so that everyone below can be paired (27A1)".to_string(),
                message: Message::new("pairing-dev-uscf-together"),
            });
        }
        let keyed: Vec<usize> = g.drop_ins.iter().chain(&g.residents).copied().collect();
        BracketReport {
            score: g.score,
            residents: g.residents.iter().map(|&p| self.id(p)).collect(),
            moved_down: g.drop_ins.iter().map(|&p| self.id(p)).collect(),
            downfloaters: g.floaters.iter().map(|&p| self.id(p)).collect(),
            upward: false,
            pairs: g
                .pairs
                .iter()
                .map(|&(a, b)| (self.id(a), self.id(b)))
                .collect(),
            failures: Vec::new(),
            deviations,
            keys: keyed.iter().map(|&p| (self.id(p), self.key(p))).collect(),
            key_messages: keyed
                .iter()
                .map(|&p| (self.id(p), self.key_message(p)))
                .collect(),
        }
    }
}

/// A vertex without a partner.
const NONE: usize = usize::MAX;
/// From this many players in a group's matching on (the group and the players below it
/// that it may reach), the group is solved on a sparse part of its pairs.
const SPARSE_FROM: usize = 200;
/// The sparse part first holds the pairs of players at most this many places apart in
/// the group, and of each player with those as near to his natural opponent.
const NEAR: usize = 6;
/// The sparse part also holds, for each player, the pairs of this many players due the
/// other colour within 200 points of his natural opponent, the nearest first.
const COLOURED: usize = 24;
/// When a group's duals fail more than this many pairs per player, its part also holds,
/// for each player due equalization, the pairs of [`SPREAD`] players due the other colour
/// at even steps across the 200 points.
const RESTART: usize = 16;
const SPREAD: usize = 12;
/// At most this many pairs per player join the sparse part after each matching (the
/// pairs its duals do not cover; see [`Net::failing`]).
const JOIN: usize = 400;

/// One score group's matching for one odd player tried: its vertices (the group's
/// players, drop-ins first, then the residents in rank order, then the lower players it
/// may reach) and what the weights of their pairs read.
struct Net {
    verts: Vec<usize>,
    in_group: usize,
    /// Each group player's place in the natural pairing (29C, 29D).
    place: Vec<Place>,
    /// The rating of the opponent the natural pairing gives each group player, if any.
    ideal: Vec<Option<u16>>,
    /// That opponent's vertex, or `NONE`.
    partner: Vec<usize>,
    /// The floating digit of each group player (29D1a): the lowest-rated resident
    /// highest, an unrated one 1, a drop-in 0.
    float: Vec<u64>,
    /// The odd player tried, who pairs with nobody in the group.
    odd: Option<usize>,
    layout: Layout,
    /// The layout of [`perfect_weight`](Self::perfect_weight).
    perfect: Layout,
}

/// What the sparse solve of a group for one odd player passes on to the next: the part
/// of the pairs that proved its optimum, and by group vertex what its weights depended
/// on ([`Net::seat`]), twice the dual that proved its pairs (`None`: not proved), and the
/// solution to start from (row and column duals, the vertex its row was assigned to).
#[derive(Default)]
struct Carry {
    part: Vec<(u32, u32)>,
    /// The weight of each pair of the part (`None`: the players may not meet).
    weights: Vec<Option<Perfect>>,
    seats: Vec<(Place, Option<u16>, usize, bool)>,
    proved: Vec<Option<Perfect>>,
    row: Vec<Option<Perfect>>,
    col: Vec<Option<Perfect>>,
    assigned: Vec<usize>,
}

impl Net {
    fn new(
        e: &Engine<'_>,
        drop_ins: &[usize],
        residents: &[usize],
        lower: &[usize],
        odd: Option<usize>,
    ) -> Self {
        let natural = e.natural(drop_ins, residents, odd);
        let verts: Vec<usize> = drop_ins
            .iter()
            .chain(residents)
            .chain(lower)
            .copied()
            .collect();
        let in_group = drop_ins.len() + residents.len();
        let at: FxHashMap<usize, usize> = verts[..in_group]
            .iter()
            .enumerate()
            .map(|(i, &p)| (p, i))
            .collect();
        let mut place = vec![Place::Odd; in_group];
        let mut ideal = vec![None; in_group];
        for &(p, pl, r) in &natural.places {
            if let Some(&i) = at.get(&p) {
                place[i] = pl;
                ideal[i] = r;
            }
        }
        let mut partner = vec![NONE; in_group];
        for &(a, b) in &natural.pairs {
            if let (Some(&i), Some(&j)) = (at.get(&a), at.get(&b)) {
                partner[i] = j;
                partner[j] = i;
            }
        }
        let float = (0..in_group)
            .map(|i| match i.checked_sub(drop_ins.len()) {
                Some(pos) if e.rated(verts[i]) => 2 + pos as u64,
                Some(_) => 1,
                None => 0,
            })
            .collect();
        let layout = Layout::new(verts.len(), in_group, &[], ROOM, LOT_BITS);
        Net {
            perfect: Layout::new(
                in_group,
                in_group,
                &[PAIRED, DROP_INS, IN_GROUP, FLOAT],
                PERFECT_ROOM - bits_for(in_group as u64),
                layout.lot_bits,
            ),
            layout,
            odd: odd.and_then(|o| at.get(&o).copied()),
            verts,
            in_group,
            place,
            ideal,
            partner,
            float,
        }
    }

    /// The switch that pairs group players `i` and `j` (29E5): how far `j`'s rating is
    /// from the opponent the natural pairing gives `i`, or `i`'s from `j`'s, the smaller.
    fn switch_size(&self, e: &Engine<'_>, i: usize, j: usize) -> u16 {
        let from = |ideal: Option<u16>, other: usize| {
            ideal.map_or(u16::MAX, |r| r.abs_diff(e.rating(self.verts[other])))
        };
        from(self.ideal[i], j).min(from(self.ideal[j], i))
    }

    /// The same switch in places of the group (the rank order of 29C).
    fn rank_switch(&self, i: usize, j: usize) -> u64 {
        let from = |partner: usize, other: usize| {
            if partner == NONE {
                u64::MAX
            } else {
                partner.abs_diff(other) as u64
            }
        };
        from(self.partner[i], j).min(from(self.partner[j], i))
    }

    /// The digits of the pair of vertices `i` and `j`, `None` when they may not meet
    /// (27A1) or one is the odd player tried and the other in the group.
    fn digits(&self, e: &Engine<'_>, i: usize, j: usize) -> Option<[u64; DIGITS]> {
        let (i, j) = (i.min(j), i.max(j));
        let (a, b) = (self.verts[i], self.verts[j]);
        if !e.may_meet(a, b) {
            return None;
        }
        let mut d = [0u64; DIGITS];
        d[PAIRED] = 1;
        if j < self.in_group {
            if self.odd == Some(i) || self.odd == Some(j) {
                return None;
            }
            let (pa, pb) = (self.place[i], self.place[j]);
            d[DROP_INS] = u64::from(pa == Place::DropIn) + u64::from(pb == Place::DropIn);
            d[IN_GROUP] = 1;
            let size = self.switch_size(e, i, j);
            // `a` comes first in the group: the higher-ranked of the two.
            let (ok, eq, alt) = e.colour_quality(a, b, true);
            d[LIMITS] = u64::from(ok);
            d[EQUALIZED] = if size <= LIMIT_EQUALIZATION { eq } else { 0 };
            // 28N: team-mates are kept apart by switches within 200 points.
            let apart = !(e.avoid_teams && e.team_mates(a, b));
            d[APART] = u64::from(apart && size <= LIMIT_EQUALIZATION);
            d[ALTERNATED] = if size <= LIMIT_ALTERNATION { alt } else { 0 };
            // 29E5e: an interchange (two players of one half) or a transposition beyond
            // 80 points costs more than any transposition within 80.
            let interchange = pa == pb && matches!(pa, Place::Upper | Place::Lower);
            let mut cost = u64::from(size);
            if interchange || size > LIMIT_ALTERNATION {
                cost += u64::from(LIMIT_ALTERNATION) + 1;
            }
            if pa == Place::Odd || pb == Place::Odd {
                cost += 1;
            }
            d[CLOSE] = CLOSE_MAX.saturating_sub(cost);
            let rank_max = self.in_group as u64 + 1;
            d[RANK_CLOSE] = rank_max - self.rank_switch(i, j).min(rank_max);
            d[LOT] = self.lot(a, b);
        } else if i < self.in_group {
            // `a` floats: 29D1a, the lowest-rated resident, not an unrated one.
            d[FLOAT] = self.float[i];
        }
        Some(d)
    }

    /// The lot of a pair of players: fixed by their numbers, the same in every round.
    fn lot(&self, a: usize, b: usize) -> u64 {
        if self.layout.lot_bits == 0 {
            return 0;
        }
        let (lo, hi) = (a.min(b) as u64, a.max(b) as u64);
        SplitMix64::new((lo << 32) ^ hi).next_u64() >> (64 - self.layout.lot_bits)
    }

    fn weight(&self, e: &Engine<'_>, i: usize, j: usize) -> Option<Weight> {
        self.digits(e, i, j).map(|d| self.layout.weight(&d, DIGITS))
    }

    /// The weight of a pair of group players when the players below are left out: every
    /// player is then paired, so the digit of pairs is the same in every optimum and
    /// goes, and each player's floating digit is counted for him whether he floats or not
    /// and taken off the pairs that keep him in the group.
    fn group_weight(&self, e: &Engine<'_>, i: usize, j: usize) -> Option<Weight> {
        let mut d = self.digits(e, i, j)?;
        d[PAIRED] = 0;
        let mut floats = Weight::ZERO;
        floats.add_shifted(self.float[i] + self.float[j], self.layout.shift[FLOAT]);
        Some(self.layout.weight(&d, DIGITS).minus(floats))
    }

    /// The weight of a pair of group players in a perfect matching of the group (but
    /// the odd player tried): such a matching pairs every drop-in and as many players as
    /// any, and its players' floating digits sum the same in every one, so those digits
    /// go and the colours' come first.
    fn perfect_weight(&self, e: &Engine<'_>, i: usize, j: usize) -> Option<Perfect> {
        let mut d = self.digits(e, i, j)?;
        d[PAIRED] = 0;
        d[DROP_INS] = 0;
        d[IN_GROUP] = 0;
        Some(self.perfect.weight(&d, DIGITS))
    }

    /// Every pair of the vertices, solved at once (the method as stated).
    fn solve_dense(&self, e: &Engine<'_>) -> Vec<usize> {
        let n = self.verts.len();
        let mut edges = Vec::new();
        for i in 0..n {
            for j in i + 1..n {
                if let Some(w) = self.weight(e, i, j) {
                    edges.push((i, j, w));
                }
            }
        }
        max_weight_matching(n, &edges)
            .into_iter()
            .map(|m| m.unwrap_or(NONE))
            .collect()
    }

    /// The optimum of [`solve_dense`](Self::solve_dense) from a sparse part of the
    /// pairs. The group is solved first without the players below (see
    /// [`group_weight`](Self::group_weight)), its optimum proved for every pair of the
    /// group ([`solve_group_part`](Self::solve_group_part)); when the players it leaves
    /// over can then all be paired with players below, and those below among
    /// themselves, that is the optimum with them too (the weights differ by the same
    /// amount for every pairing that pairs everyone, and none pairs more). Otherwise the
    /// whole matching is solved from a sparse part and proved by its duals for every
    /// pair. `carry` comes in with what a solve of the group for another odd player
    /// found, and goes out with this one's.
    fn solve_sparse(&self, e: &Engine<'_>, carry: &mut Carry) -> Vec<usize> {
        let group = match self.solve_group_part(e, carry) {
            Some(mate) => mate,
            None => {
                // The part has no perfect matching: the group's optimum by the blossom
                // method, from the part.
                let start: Vec<(usize, usize)> = self
                    .start(e, &carry.part, None, true)
                    .iter()
                    .map(|&(a, b)| (a as usize, b as usize))
                    .collect();
                *carry = Carry::default();
                max_weight_matching_dense(
                    self.in_group,
                    |a, b| self.group_weight(e, a, b),
                    &start,
                    JOIN,
                )
                .into_iter()
                .map(|m| m.unwrap_or(NONE))
                .collect()
            }
        };
        if let Some(mate) = self.complete(e, &group) {
            return mate;
        }
        let n = self.verts.len();
        let mut start: Vec<(usize, usize)> = (0..self.in_group)
            .filter(|&v| group[v] != NONE && v < group[v])
            .map(|v| (v, group[v]))
            .collect();
        for v in 0..n {
            for w in v + 1..n.min(v + 1 + NEAR) {
                start.push((v, w));
            }
        }
        for v in 0..self.in_group {
            for w in self.in_group..n.min(self.in_group + NEAR) {
                start.push((v, w));
            }
        }
        max_weight_matching_dense(n, |a, b| self.weight(e, a, b), &start, JOIN)
            .into_iter()
            .map(|m| m.unwrap_or(NONE))
            .collect()
    }

    /// The pairs the sparse part of the group starts with: those of players near each
    /// other and near each other's natural opponent; for each player, the
    /// [`COLOURED`] players due the other colour whose switch with him is the
    /// smallest, within 200 points (29E5b); every pair of a drop-in; and the pairs of
    /// `carried` that do not hold the odd player (then only the players `changed` marks
    /// add theirs). Sorted, each once.
    fn start(
        &self,
        e: &Engine<'_>,
        carried: &[(u32, u32)],
        changed: Option<&[bool]>,
        spread: bool,
    ) -> Vec<(u32, u32)> {
        let n = self.in_group;
        // With a part carried from the same group, only the players whose pairs weigh
        // otherwise now add theirs: the others' are in it already.
        let new = |i: usize| changed.is_none_or(|c| c[i]);
        let mut part: Vec<(u32, u32)> = carried
            .iter()
            .copied()
            .filter(|&(a, b)| Some(a as usize) != self.odd && Some(b as usize) != self.odd)
            .collect();
        let mut add = |a: usize, b: usize| {
            if a != b && Some(a) != self.odd && Some(b) != self.odd {
                part.push((a.min(b) as u32, a.max(b) as u32));
            }
        };
        for i in (0..n).filter(|&i| new(i)) {
            for j in i.saturating_sub(NEAR)..n.min(i + 1 + NEAR) {
                add(i, j);
            }
            let p = self.partner[i];
            if p != NONE {
                for j in p.saturating_sub(NEAR)..n.min(p + NEAR + 1) {
                    add(i, j);
                }
            }
            if self.place[i] == Place::DropIn {
                for j in 0..n {
                    add(i, j);
                }
            }
        }
        // The group by rating, to find the players rated near each one's natural
        // opponent (a switch's size is measured from there, see `switch_size`).
        let rating: Vec<u16> = (0..n).map(|i| e.rating(self.verts[i])).collect();
        let colour: Vec<Option<Colour>> = (0..n)
            .map(|i| e.st.get(self.verts[i]).and_then(|s| due(s).0))
            .collect();
        let eq_due: Vec<bool> = (0..n)
            .map(|i| e.st.get(self.verts[i]).is_some_and(|s| due(s).1 == 2))
            .collect();
        let mut by_rating: Vec<usize> = (0..n).collect();
        by_rating.sort_by_key(|&i| (rating[i], i));
        for i in (0..n).filter(|&i| new(i)) {
            let (Some(ideal), Some(c)) = (self.ideal[i], colour[i]) else {
                continue;
            };
            // From the players rated nearest `ideal` outwards, both ways at once.
            let at = by_rating.partition_point(|&j| rating[j] < ideal);
            let (mut down, mut up) = (at, at);
            let mut found = 0;
            while found < COLOURED {
                let below = down.checked_sub(1).map(|k| ideal - rating[by_rating[k]]);
                let above = by_rating.get(up).map(|&j| rating[j] - ideal);
                let j = match (below, above) {
                    (Some(b), Some(a)) if b <= a => {
                        down -= 1;
                        (b, by_rating[down])
                    }
                    (_, Some(a)) => {
                        up += 1;
                        (a, by_rating[up - 1])
                    }
                    (Some(b), None) => {
                        down -= 1;
                        (b, by_rating[down])
                    }
                    (None, None) => break,
                };
                if j.0 > LIMIT_EQUALIZATION {
                    break;
                }
                if colour[j.1].is_some_and(|d| d != c) {
                    add(i, j.1);
                    found += 1;
                }
            }
            // And for a player due equalization, a few across the whole 200 points, at
            // even steps of rating.
            if !(spread && eq_due[i]) {
                continue;
            }
            let lo = by_rating
                .partition_point(|&j| rating[j] < ideal.saturating_sub(LIMIT_EQUALIZATION));
            let hi = by_rating
                .partition_point(|&j| rating[j] <= ideal.saturating_add(LIMIT_EQUALIZATION));
            let step = ((hi - lo) / SPREAD).max(1);
            let mut k = lo;
            while k < hi {
                // The first player due the other colour from here on.
                if let Some(&j) = by_rating[k..hi.min(k + step)]
                    .iter()
                    .find(|&&j| colour[j].is_some_and(|d| d != c))
                {
                    add(i, j);
                }
                k += step;
            }
        }
        part.sort_unstable();
        part.dedup();
        part
    }

    /// The weights of the pairs of `part`: those of `known` (pairs and weights, sorted)
    /// whose players are not `changed` as they were, the others worked out.
    fn weights_of(
        &self,
        e: &Engine<'_>,
        part: &[(u32, u32)],
        known: (&[(u32, u32)], &[Option<Perfect>]),
        changed: &[bool],
    ) -> Vec<Option<Perfect>> {
        let mut weights = Vec::with_capacity(part.len());
        let mut at = 0;
        for &(a, b) in part {
            while known.0.get(at).is_some_and(|&p| p < (a, b)) {
                at += 1;
            }
            let (i, j) = (a as usize, b as usize);
            weights.push(
                if known.0.get(at) == Some(&(a, b)) && !changed[i] && !changed[j] {
                    known.1[at]
                } else {
                    self.perfect_weight(e, i, j)
                },
            );
        }
        weights
    }

    /// What the weights of a group vertex's pairs depend on besides the two players:
    /// when it is the same for both ends of a pair, the pair weighs the same.
    fn seat(&self, v: usize) -> (Place, Option<u16>, usize, bool) {
        (
            self.place[v],
            self.ideal[v],
            self.partner[v],
            Some(v) == self.odd,
        )
    }

    /// The group's optimum without the players below
    /// ([`group_weight`](Self::group_weight)) as a perfect
    /// matching of the players other than the odd one tried, or `None` when this
    /// method cannot give it (the caller then solves the group by the blossom method).
    ///
    /// A perfect matching pairs every drop-in and the most players in the group, the two
    /// digits above all others, so the heaviest perfect matching is the optimum when the
    /// group has one. It is found on a sparse part of the pairs (see
    /// [`start`](Self::start)) as an assignment of the part's double cover
    /// ([`DoubleCover`]): when that assignment is a matching, its duals cover every pair
    /// of the part, and when they also cover every other pair of the group
    /// ([`failing`](Self::failing)), it is the heaviest perfect matching of the whole
    /// group. When the assignment has an odd cycle (its fractional optimum may beat
    /// every matching), the blossom method finishes the matching from it
    /// ([`blossom`](Self::blossom)) and its duals are the proof. Pairs they fail join
    /// the part, which is solved again from the last solution. `None` when the part has
    /// no perfect matching.
    ///
    /// `carry` holds the last solve of the group (for another odd player, whose natural
    /// pairing differs only at the bottom of the group): its part, the solution to
    /// start from, and the duals that proved it, so that only the pairs of players
    /// whose weights or duals changed are checked again.
    fn solve_group_part(&self, e: &Engine<'_>, carry: &mut Carry) -> Option<Vec<usize>> {
        let n = self.in_group;
        // The lot must be the same digit in both layouts (it is, up to 9,999 players).
        if self.perfect.lot_bits != self.layout.lot_bits {
            return None;
        }
        let back: Vec<usize> = (0..n).filter(|&v| Some(v) != self.odd).collect();
        let mut compact = vec![NONE; n];
        for (c, &v) in back.iter().enumerate() {
            compact[v] = c;
        }
        // The duals that proved the last optimum still prove the pairs of players whose
        // weights are the same, as long as theirs do not fall.
        let same = |v: usize| carry.seats.get(v) == Some(&self.seat(v));
        let kept = |xs: &[Option<Perfect>], v: usize| {
            if same(v) {
                xs.get(v).copied().flatten()
            } else {
                None
            }
        };
        let mut proved: Vec<Option<Perfect>> = (0..n).map(|v| kept(&carry.proved, v)).collect();
        let mut begin = Start {
            row: back.iter().map(|&v| kept(&carry.row, v)).collect(),
            col: back.iter().map(|&v| kept(&carry.col, v)).collect(),
            assigned: back
                .iter()
                .map(|&v| {
                    let m = carry.assigned.get(v).copied().unwrap_or(NONE);
                    (m != NONE && compact.get(m).is_some_and(|&c| c != NONE)).then(|| compact[m])
                })
                .collect(),
        };
        let changed: Vec<bool> = (0..n).map(|v| !same(v)).collect();
        let carried = carry.seats.len() == n;
        let mut chosen = self.start(e, &carry.part, carried.then_some(&changed[..]), false);
        let mut weights = self.weights_of(e, &chosen, (&carry.part, &carry.weights), &changed);
        let mut spread = false;
        // The test setting (every group sparse) widens the part at the first failure,
        // so that both ways are gone through on small groups.
        let restart_over = if e.sparse_from == 0 { 0 } else { RESTART * n };
        let mut edges: Vec<(usize, usize, Perfect)> = chosen
            .iter()
            .zip(&weights)
            .filter_map(|(&(a, b), w)| Some((compact[a as usize], compact[b as usize], (*w)?)))
            .collect();
        loop {
            let cover = DoubleCover::solve(back.len(), &edges, Some(&begin))?;
            // An odd cycle in the assignment: the blossom method finishes the matching
            // from it (its duals and the pairs of its cycles), and its duals prove it.
            let matched = cover.matching();
            let blossom = match matched {
                Some(_) => None,
                None => Some(Self::blossom(back.len(), &cover, &edges)?),
            };
            let proof = match &blossom {
                Some(opt) => Proof::Blossom(opt),
                None => Proof::Cover(&cover),
            };
            let dual = |v: usize| {
                let c = compact[v];
                (c != NONE && blossom.is_none()).then(|| cover.dual(c))
            };
            let failing = self.failing(e, &proof, &compact, &proved, &chosen);
            // Every pair without a player whose dual fell is covered by the new duals;
            // a failing pair left out of the part keeps its players checked.
            let mut left_out = vec![false; n];
            let mut added = vec![0usize; n];
            let mut joined = Vec::new();
            for &(a, b, w) in &failing {
                let (i, j) = (a as usize, b as usize);
                if added[i] < JOIN && added[j] < JOIN {
                    added[i] += 1;
                    added[j] += 1;
                    joined.push(((a, b), Some(w)));
                    edges.push((compact[i], compact[j], w));
                } else {
                    left_out[i] = true;
                    left_out[j] = true;
                }
            }
            for v in 0..n {
                proved[v] = if left_out[v] { None } else { dual(v) };
            }
            begin = cover.start();
            if failing.is_empty() {
                let mut mate = vec![NONE; n];
                for c in 0..back.len() {
                    let m = match (&matched, &blossom) {
                        (Some(matched), _) => matched[c],
                        (None, Some(opt)) => opt.mate[c].unwrap_or(NONE),
                        (None, None) => NONE,
                    };
                    mate[back[c]] = back.get(m).copied().unwrap_or(NONE);
                }
                carry.part = chosen;
                carry.weights = weights;
                carry.seats = (0..n).map(|v| self.seat(v)).collect();
                carry.proved = proved;
                carry.row = vec![None; n];
                carry.col = vec![None; n];
                carry.assigned = vec![NONE; n];
                for (c, &v) in back.iter().enumerate() {
                    carry.row[v] = begin.row[c];
                    carry.col[v] = begin.col[c];
                    carry.assigned[v] = begin.assigned[c].map_or(NONE, |m| back[m]);
                }
                return Some(mate);
            }
            if !spread && failing.len() > restart_over {
                // The part was far too thin for these duals: players due equalization
                // must be weighed against players all over their 200 points. Their
                // pairs join, and the part is solved again from nothing (a start from
                // duals this far off costs more, and so would the pairs they failed,
                // which are all checked again).
                spread = true;
                let wider = self.start(e, &chosen, None, true);
                weights = self.weights_of(e, &wider, (&chosen, &weights), &vec![false; n]);
                chosen = wider;
                edges = chosen
                    .iter()
                    .zip(&weights)
                    .filter_map(|(&(a, b), w)| {
                        Some((compact[a as usize], compact[b as usize], (*w)?))
                    })
                    .collect();
                begin = Start::default();
                proved = vec![None; n];
                continue;
            }
            // Both lists are sorted: merge them.
            let mut merged = Vec::with_capacity(chosen.len() + joined.len());
            let mut old = chosen.into_iter().zip(weights).peekable();
            for pair in joined {
                while let Some(next) = old.next_if(|x| x.0 < pair.0) {
                    merged.push(next);
                }
                merged.push(pair);
            }
            merged.extend(old);
            (chosen, weights) = merged.into_iter().unzip();
        }
    }

    /// The heaviest perfect matching of the part (`edges`, by compact vertex) when its
    /// double cover's assignment `cover` has an odd cycle: the blossom method, started
    /// from the assignment's duals and the pairs of its cycles, so that only the players
    /// its odd cycles leave over are searched from. Its weights are widened by a limb,
    /// for the duals' sign and the method's factor four. `None` when the part has no
    /// perfect matching.
    fn blossom(
        n: usize,
        cover: &DoubleCover<3>,
        edges: &[(usize, usize, Perfect)],
    ) -> Option<Optimum<4>> {
        let wide: Vec<(usize, usize, Wide<4>)> = edges
            .iter()
            .map(|&(a, b, w)| (a, b, widen(w, false)))
            .collect();
        let duals: Vec<Wide<4>> = (0..n).map(|c| widen(cover.dual(c), true)).collect();
        Optimum::solve_perfect(n, &wide, &duals, &cover.pairs())
    }

    /// The pairs of the group outside `part` whose weight
    /// ([`perfect_weight`](Self::perfect_weight)) the duals of `proof` do not cover (see
    /// [`DoubleCover::covers`], [`Optimum::covers`]), with their weights; only the pairs
    /// with a player whose dual is below its `proved` one are looked at (the others were
    /// covered by lower duals and weigh the same), and every pair when the blossom
    /// method's duals are the proof (a pair inside a blossom then also has its dual: the
    /// outermost one's counts in the quick bound below).
    ///
    /// Most pairs are passed over without their weight: a pair's weight is at most half
    /// the digit of colour limits for each player and what the pair itself can reach by
    /// its switch's size: the colour digits its players are due (one of them when both
    /// are due the same colour) and the team digit when the switch is within 200 points,
    /// the closeness the switch leaves, and less than one unit of closeness for the
    /// digits below. The duals are read in units of closeness, rounded down, which only
    /// lets more pairs through to the exact test.
    fn failing(
        &self,
        e: &Engine<'_>,
        proof: &Proof<'_>,
        compact: &[usize],
        proved: &[Option<Perfect>],
        part: &[(u32, u32)],
    ) -> Vec<(u32, u32, Perfect)> {
        let n = self.in_group;
        let l = &self.perfect;
        let unit = l.shift[CLOSE];
        let ratio = |k: usize| 1i128 << (l.shift[k] - unit);
        let (eq_unit, apart_unit, alt_unit) = (ratio(EQUALIZED), ratio(APART), ratio(ALTERNATED));
        let mut share = Perfect::ZERO;
        share.add_shifted(1, l.shift[LIMITS] - 1);
        struct Seat {
            /// Twice the dual less twice the share, in units of closeness.
            spare: i128,
            rating: u16,
            ideal: u16,
            due: Option<Colour>,
            eq: i128,
            alt: i128,
            /// The pairs with this player are checked.
            open: bool,
            /// The odd player tried: no pair in the group.
            skip: bool,
            /// The outermost blossom around the player (`NONE`: none, or the proof has
            /// no blossoms), and what its dual adds to the cover of every pair inside
            /// it, in the units of `spare`.
            top: usize,
            lift: i128,
        }
        let seats: Vec<Seat> = (0..n)
            .map(|i| {
                let skip = compact[i] == NONE;
                let dual = match proof {
                    Proof::Cover(cover) if !skip => Some(cover.dual(compact[i])),
                    _ => None,
                };
                let (due, kind) = e.st.get(self.verts[i]).map_or((None, 0), due);
                let (top, lift) = match proof {
                    Proof::Blossom(opt) if !skip => {
                        let (top, shared) = opt.outermost(compact[i]);
                        // A player outside every blossom is his own outermost.
                        if top == compact[i] {
                            (NONE, 0)
                        } else {
                            (top, units(shared, unit + 1))
                        }
                    }
                    _ => (NONE, 0),
                };
                Seat {
                    top,
                    lift,
                    spare: if skip {
                        0
                    } else {
                        proof.spare(compact[i], share.double(), unit)
                    },
                    rating: e.rating(self.verts[i]),
                    ideal: self.ideal[i].unwrap_or(u16::MAX),
                    due,
                    eq: i128::from(kind == 2),
                    alt: i128::from(kind == 1),
                    open: !skip
                        && match dual {
                            Some(dual) => proved[i].is_none_or(|p| signed_below(dual, p)),
                            None => true,
                        },
                    skip,
                }
            })
            .collect();
        let close_max = i128::from(CLOSE_MAX as u16);
        // What a pair can reach is at most this and the colours each player is due
        // (`colours` below): a pair needs a look only when the players' spares less
        // twice their colours sum to less than twice it, so the players are gone through
        // by that key, and each open one meets only those low enough.
        let most = close_max + 1 + apart_unit;
        // A pair inside one blossom also has its dual: the players are gone through
        // by blossom (those in none together), each by key.
        let key = |s: &Seat| s.spare - 2 * (s.eq * eq_unit + s.alt * alt_unit);
        let mut order: Vec<(usize, i128, usize)> = (0..n)
            .filter(|&i| !seats[i].skip)
            .map(|i| (seats[i].top, key(&seats[i]), i))
            .collect();
        order.sort_unstable();
        let classes: Vec<&[(usize, i128, usize)]> = order.chunk_by(|x, y| x.0 == y.0).collect();
        // The part's pairs by player (each pair under both), to tell in one look
        // whether a pair is in it: each open player marks his partners in it.
        let mut first = vec![0usize; n + 1];
        for &(a, b) in part {
            first[a as usize + 1] += 1;
            first[b as usize + 1] += 1;
        }
        for v in 0..n {
            first[v + 1] += first[v];
        }
        let mut fill = first.clone();
        let mut partners = vec![0u32; first[n]];
        for &(a, b) in part {
            partners[fill[a as usize]] = b;
            fill[a as usize] += 1;
            partners[fill[b as usize]] = a;
            fill[b as usize] += 1;
        }
        let mut marked = vec![NONE; n];
        let mut failing = Vec::new();
        for (i, a) in seats.iter().enumerate() {
            if !a.open {
                continue;
            }
            for &j in &partners[first[i]..first[i + 1]] {
                marked[j as usize] = i;
            }
            let below = 2 * most - key(a);
            let inside = |class: &[(usize, i128, usize)]| {
                a.top != NONE && class.first().is_some_and(|x| x.0 == a.top)
            };
            let near = classes.iter().flat_map(|&class| {
                let below = if inside(class) { below - a.lift } else { below };
                class.iter().take_while(move |x| x.1 < below)
            });
            for &(_, _, j) in near {
                let b = &seats[j];
                // A pair of two open players is looked at once, from the first.
                if j == i || (b.open && j < i) {
                    continue;
                }
                let size = if a.ideal == u16::MAX {
                    u16::MAX
                } else {
                    a.ideal.abs_diff(b.rating)
                }
                .min(if b.ideal == u16::MAX {
                    u16::MAX
                } else {
                    b.ideal.abs_diff(a.rating)
                });
                let mut reach = close_max - i128::from(size).min(close_max) + 1;
                if size <= LIMIT_EQUALIZATION {
                    let alt_ok = i128::from(size <= LIMIT_ALTERNATION);
                    let ca = a.eq * eq_unit + alt_ok * a.alt * alt_unit;
                    let cb = b.eq * eq_unit + alt_ok * b.alt * alt_unit;
                    let colours = if a.due.is_some() && a.due == b.due {
                        ca.max(cb)
                    } else {
                        ca + cb
                    };
                    reach += apart_unit + colours;
                }
                let lift = if a.top != NONE && a.top == b.top {
                    a.lift
                } else {
                    0
                };
                if a.spare + b.spare + lift >= 2 * reach {
                    continue;
                }
                if marked[j] == i {
                    continue;
                }
                let pair = (i.min(j) as u32, i.max(j) as u32);
                let Some(w) = self.perfect_weight(e, i, j) else {
                    continue;
                };
                if proof.covers(compact[i], compact[j], w) == std::cmp::Ordering::Less {
                    failing.push((pair.0, pair.1, w));
                }
            }
        }
        failing.sort_unstable_by_key(|&(a, b, _)| (a, b));
        failing
    }

    /// The whole matching from the group's optimum `group` (mates of the group
    /// vertices): its floaters each paired with a player below and those below among
    /// themselves (a greedy pairing, floaters first), one player below left over when
    /// their number is odd. `None` when the greedy pairing does not manage it.
    fn complete(&self, e: &Engine<'_>, group: &[usize]) -> Option<Vec<usize>> {
        let n = self.verts.len();
        let mut players: Vec<usize> = (0..self.in_group).filter(|&i| group[i] == NONE).collect();
        players.extend(self.in_group..n);
        let in_group = self.in_group;
        let ok = |a: usize, b: usize| {
            (a >= in_group || b >= in_group) && e.may_meet(self.verts[a], self.verts[b])
        };
        let (pairs, single) = pairs_and_singles(&players, players.len() % 2, &ok)?;
        if single.iter().any(|&s| s < in_group) {
            return None;
        }
        let mut mate = group.to_vec();
        mate.resize(n, NONE);
        for (a, b) in pairs {
            mate[a] = b;
            mate[b] = a;
        }
        Some(mate)
    }

    /// The group's pairs (higher-ranked player first), its floaters, and the weight of
    /// the whole matching on the rules' digits, from each vertex's mate.
    fn solved(&self, e: &Engine<'_>, mate: &[usize], odd: Option<usize>) -> Solved {
        let mut total = Weight::ZERO;
        let mut pairs = Vec::new();
        let mut floaters = Vec::new();
        for (i, &m) in mate.iter().enumerate() {
            if m != NONE
                && i < m
                && let Some(d) = self.digits(e, i, m)
            {
                total = total.plus(self.layout.weight(&d, RULE_DIGITS));
            }
            if i >= self.in_group {
                continue;
            }
            let p = self.verts[i];
            if m != NONE && m < self.in_group {
                if i < m {
                    let q = self.verts[m];
                    pairs.push(if e.rank_key(p) <= e.rank_key(q) {
                        (p, q)
                    } else {
                        (q, p)
                    });
                }
            } else {
                floaters.push(p);
            }
        }
        pairs.sort_by_key(|&(h, _)| e.rank_key(h));
        Solved {
            pairs,
            floaters,
            total,
            odd,
        }
    }
}

/// What proves a group's optimum: the duals of its double cover's assignment, or of the
/// blossom method started from it (see [`Net::blossom`]).
enum Proof<'a> {
    Cover(&'a DoubleCover<3>),
    Blossom(&'a Optimum<4>),
}

impl Proof<'_> {
    /// Twice compact vertex `c`'s dual less `less`, in units of `2^unit`, rounded down.
    fn spare(&self, c: usize, less: Perfect, unit: u32) -> i128 {
        match self {
            Proof::Cover(cover) => units(cover.dual(c).minus(less), unit),
            // Four times the dual: one unit more. The blossoms' duals, never negative,
            // are left out, which only lets more pairs through to the exact test.
            Proof::Blossom(opt) => units(opt.dual(c).minus(widen(less, false).double()), unit + 1),
        }
    }

    /// Whether the duals cover the pair `a`–`b` of weight `w` (see
    /// [`DoubleCover::covers`], [`Optimum::covers`]).
    fn covers(&self, a: usize, b: usize, w: Perfect) -> std::cmp::Ordering {
        match self {
            Proof::Cover(cover) => cover.covers(a, b, w),
            Proof::Blossom(opt) => opt.covers(a, b, widen(w, false)),
        }
    }
}

/// `w` a limb wider, its sign extended when `signed` (two's complement).
fn widen(w: Perfect, signed: bool) -> Wide<4> {
    let top = if signed && negative(w) { u64::MAX } else { 0 };
    Wide([w.0[0], w.0[1], w.0[2], top])
}

/// The sign of a two's complement weight (the duals of [`DoubleCover`]).
fn negative<const N: usize>(w: Wide<N>) -> bool {
    w.0[N - 1] >> 63 == 1
}

/// `a < b` for two's complement weights.
fn signed_below<const N: usize>(a: Wide<N>, b: Wide<N>) -> bool {
    match (negative(a), negative(b)) {
        (true, false) => true,
        (false, true) => false,
        _ => a < b,
    }
}

/// The two's complement `w` in units of `2^k`, rounded down, held within ±2^100 (a
/// value below −2^100 reads −2^110, so that a sum with it stays negative).
fn units<const N: usize>(w: Wide<N>, k: u32) -> i128 {
    const HELD: u32 = 100;
    let neg = negative(w);
    let mut mag = if neg { Wide::<N>::ZERO.minus(w) } else { w };
    if neg {
        // Rounding a negative value down rounds its magnitude up.
        let mut up = Wide::<N>::ZERO;
        up.add_shifted(1, k);
        let mut one = Wide::<N>::ZERO;
        one.add_shifted(1, 0);
        mag = mag.plus(up.minus(one));
    }
    let big = (k + HELD..64 * N as u32)
        .step_by(64)
        .any(|at| mag.bits(at, 64) != 0);
    let q = i128::from(mag.bits(k, 64)) | (i128::from(mag.bits(k + 64, HELD - 64)) << 64);
    match (neg, big) {
        (false, false) => q,
        (false, true) => 1 << HELD,
        (true, false) => -q,
        (true, true) => -(1 << (HELD + 10)),
    }
}

impl PairingSystem for Uscf {
    fn name(&self) -> &'static str {
        "US Chess Swiss (rules 27-29)"
    }

    fn system_code(&self) -> Option<&'static str> {
        Some("USCF")
    }

    fn pair(&self, tournament: &Tournament) -> Result<Pairing, PairingError> {
        let round = crate::round_to_pair(tournament)?;
        let mut engine = Engine::new(tournament, round, self.avoid_teams);
        engine.sparse_from = self.sparse_from.unwrap_or(SPARSE_FROM);
        engine.run()
    }

    fn check(
        &self,
        tournament: &Tournament,
        games: &[PairedGame],
        bye: Option<PlayerId>,
    ) -> Result<CheckReport, PairingError> {
        let expected = self.pair(tournament)?;
        let round = tournament.next_round();
        let engine = Engine::new(tournament, round, self.avoid_teams);
        let extra = crate::compare::forbidden_or(|a, b| engine.forbidden(a, b), HALVES);
        crate::compare::engine_check(expected, games, bye, COLOURS, &extra, BYE)
    }
}

#[cfg(test)]
mod tests {
    //! The worked examples of the rules (29C's natural pairing, the colour switches of
    //! 29E5e as US Chess directors have worked them for the rule book's committee forum,
    //! the odd player of 29D1a and 29D2) and one case per rule the text states without an
    //! example (27A1, 28L2, 28N, 29E4, 29E5f).
    #![allow(clippy::unwrap_used)]
    use super::*;
    use arbiter_core::{
        ByeKind, Game, GameResult, Player, Rating, Round, ScoringSystem, TournamentInfo,
    };

    fn field(ratings: &[u16]) -> Tournament {
        let mut t = Tournament::new(TournamentInfo::default(), ScoringSystem::classic());
        for (k, &r) in ratings.iter().enumerate() {
            let mut p = Player::named(format!("Player {}", k + 1));
            p.rating = (r > 0).then_some(Rating(r));
            t.add_player(p);
        }
        t.planned_rounds = Some(5);
        t
    }

    fn id(no: usize) -> PlayerId {
        PlayerId::from_index(no - 1)
    }

    /// Records a round: (white, black, result) by start rank, and byes.
    fn play(t: &mut Tournament, games: &[(usize, usize, GameResult)], byes: &[usize]) {
        let games = games
            .iter()
            .map(|&(w, b, r)| Game::new(id(w), id(b)).with_result(r))
            .collect();
        let byes = byes
            .iter()
            .map(|&p| (id(p), ByeKind::PairingAllocated))
            .collect();
        t.push_round(Round::new(games, byes).unwrap()).unwrap();
    }

    /// The games as (white, black) start ranks.
    fn games(p: &Pairing) -> Vec<(usize, usize)> {
        p.games
            .iter()
            .map(|g| (g.white.index() + 1, g.black.index() + 1))
            .collect()
    }

    fn has_pair(p: &Pairing, a: usize, b: usize) -> bool {
        games(p)
            .iter()
            .any(|&(w, x)| (w, x) == (a, b) || (w, x) == (b, a))
    }

    const W: GameResult = GameResult::WHITE_WINS;
    const B: GameResult = GameResult::BLACK_WINS;
    const D: GameResult = GameResult::DRAW;

    /// 29C: the upper half against the lower half, 1-5, 2-6, 3-7, 4-8, in a score group of
    /// eight (here round 1); the first-round colour goes to player 1 and alternates down
    /// the upper half.
    #[test]
    fn natural_pairing_29c() {
        let t = field(&[2200, 2100, 2000, 1900, 1800, 1700, 1600, 1500]);
        let p = Uscf::new().pair(&t).unwrap();
        assert_eq!(games(&p), vec![(1, 5), (6, 2), (3, 7), (8, 4)]);
        assert_eq!(p.brackets.len(), 1);
        assert!(p.brackets[0].deviations.is_empty());
        assert_eq!(p.bye, None);
    }

    /// Round 1 of four winners: 1 (2279) and 3 had black, 2 and 4 white; all are due
    /// the other colour to equalize.
    fn four_winners(ratings: [u16; 4]) -> Tournament {
        let mut all = ratings.to_vec();
        all.extend([1700, 1600, 1500, 1400]);
        let mut t = field(&all);
        play(&mut t, &[(5, 1, B), (2, 6, W), (7, 3, B), (4, 8, W)], &[]);
        t
    }

    /// 29E5e, the case "Interchanges vs transpositions in Swiss tournaments" (US Chess
    /// forum, answered from the rule book): four players on 1.0 rated 2279 (had black),
    /// 2062 (white), 2003 (black), 1846 (white). The natural 1-3, 2-4 gives two pairs
    /// due the same colour; the transposition of 3 and 4 (157 points) is within the
    /// 200-point rule but not the 80-point rule, so the 59-point interchange of 2 and 3
    /// is preferred: 1-2 and 3-4.
    #[test]
    fn interchange_beats_transposition_beyond_80_points_29e5e() {
        let t = four_winners([2279, 2062, 2003, 1846]);
        let p = Uscf::new().pair(&t).unwrap();
        let g = games(&p);
        assert!(g.contains(&(1, 2)), "{g:?}");
        assert!(g.contains(&(3, 4)), "{g:?}");
        let top = &p.brackets[0];
        assert!(
            top.deviations
                .iter()
                .any(|d| d.detail.starts_with("interchanged") && d.criterion == EQUALIZATION),
            "{:?}",
            top.deviations
        );
    }

    /// 29E5e, the case "FIDE versus USCF pairings" (US Chess forum): four players on 1
    /// point after round 1, rated 2400, 2250, 2210 and 2013, the natural pairs each due
    /// the same colour. The 40-point interchange of 2250 and 2210 is preferred to the
    /// 150-point transposition (the smaller of 2400 − 2250 and 2210 − 2013), as the
    /// program the director used did: 2400 against 2250, 2210 against 2013.
    #[test]
    fn forty_point_interchange_beats_150_point_transposition_29e5e() {
        let t = four_winners([2400, 2250, 2210, 2013]);
        let p = Uscf::new().pair(&t).unwrap();
        assert!(has_pair(&p, 1, 2) && has_pair(&p, 3, 4), "{:?}", games(&p));
        let d = &p.brackets[0].deviations;
        assert_eq!(d.len(), 1, "{d:?}");
        assert!(d[0].detail.contains("(40 points)"), "{d:?}");
    }

    /// 29E5e: "A transposition that satisfies 29E5a, The 80-point rule, should be
    /// preferred to any interchange", even a smaller one: 3 and 4 are 60 points apart, 2
    /// and 3 only 30, and the pairing is 1-4, 3-2.
    #[test]
    fn transposition_within_80_points_beats_any_interchange_29e5e() {
        let t = four_winners([2279, 2040, 2010, 1950]);
        let p = Uscf::new().pair(&t).unwrap();
        let g = games(&p);
        assert!(g.contains(&(1, 4)), "{g:?}");
        assert!(g.contains(&(3, 2)), "{g:?}");
        assert!(
            p.brackets[0]
                .deviations
                .iter()
                .any(|d| d.detail.starts_with("transposed")),
            "{:?}",
            p.brackets[0].deviations
        );
    }

    /// 29E5b: beyond 200 points no switch is made for colours: with every two players
    /// 250 points apart, the natural pairing stands and one player of each pair misses
    /// his due colour. (A switch's size is the smaller of the two differences it makes:
    /// transposing 3 and 4 pairs the same as exchanging 1 and 2.)
    #[test]
    fn no_switch_beyond_200_points_29e5b() {
        let t = four_winners([2600, 2350, 2100, 1850]);
        let p = Uscf::new().pair(&t).unwrap();
        let g = games(&p);
        assert!(has_pair(&p, 1, 3), "{g:?}");
        assert!(has_pair(&p, 2, 4), "{g:?}");
        // 29E4: both due white, equal claims: the higher-ranked player has it.
        assert!(g.contains(&(1, 3)), "{g:?}");
        assert!(g.contains(&(4, 2)), "{g:?}");
    }

    /// 29D1a and 29D2 (the forum case "Top 2 score groups both have odd number of
    /// players": "A should play B, C should play one of the players in the next group"):
    /// of three winners the lowest-rated drops and meets the highest-rated player he can
    /// play in the next group; every player gets the colour that equalizes.
    #[test]
    fn odd_player_drops_to_the_highest_he_can_play_29d() {
        let mut t = field(&[1950, 1925, 1891, 1860, 1790, 1777]);
        play(&mut t, &[(1, 4, W), (5, 2, B), (3, 6, W)], &[]);
        let p = Uscf::new().pair(&t).unwrap();
        assert_eq!(games(&p), vec![(2, 1), (4, 3), (6, 5)]);
        let top = &p.brackets[0];
        assert_eq!(top.downfloaters, vec![id(3)]);
        assert!(
            top.deviations
                .iter()
                .any(|d| d.criterion == ODD_PLAYER && d.detail.contains("29D1a"))
        );
        assert_eq!(p.brackets[1].moved_down, vec![id(3)]);
    }

    /// 29D1a with 29E5e, the forum case "Choosing the odd man in a score group": five
    /// players on 1.0 after round 1 of ten, 1514 (had black), 1121 (white), 1096 (black),
    /// 982 (black), 978 (white). Dropping 978 leaves three players due white and one due
    /// black; dropping 982 (acceptable, as the thread answers) lets all four have their
    /// due colours, through the 25-point interchange of 1121 and 1096 rather than the
    /// 118-point transposition of 1096 and 978: 1514-1121 and 1096-978.
    #[test]
    fn odd_player_chosen_for_colours_29d1a() {
        let mut t = field(&[1514, 1500, 1400, 1300, 1121, 1100, 1096, 982, 978, 900]);
        play(
            &mut t,
            &[(2, 1, B), (5, 3, W), (4, 7, B), (6, 8, B), (9, 10, W)],
            &[],
        );
        let p = Uscf::new().pair(&t).unwrap();
        let g = games(&p);
        assert!(g.contains(&(1, 5)), "{g:?}");
        assert!(g.contains(&(7, 9)), "{g:?}");
        assert_eq!(p.brackets[0].downfloaters, vec![id(8)]);
        assert!(
            p.brackets[0]
                .deviations
                .iter()
                .any(|d| d.detail.starts_with("dropped 8 (982) instead of 9 (978)")),
            "{:?}",
            p.brackets[0].deviations
        );
        assert!(
            p.brackets[0].deviations.iter().any(|d| d
                .detail
                .starts_with("interchanged 7 (1096) and 5 (1121) (25 points)")),
            "{:?}",
            p.brackets[0].deviations
        );
    }

    /// 27A1: players who have met are not paired again. All of round 1 drawn, so the
    /// natural pairing of round 2 repeats every game; transpositions (all within 80
    /// points) give new opponents, each with the colour that equalizes.
    #[test]
    fn rematches_are_avoided_by_transposition_27a1() {
        let mut t = field(&[2000, 1990, 1980, 1970, 1960, 1950, 1940, 1930]);
        play(&mut t, &[(1, 5, D), (6, 2, D), (3, 7, D), (8, 4, D)], &[]);
        let p = Uscf::new().pair(&t).unwrap();
        for (w, b) in games(&p) {
            assert!(!t.have_played(id(w), id(b)), "{w}-{b} met in round 1");
            // Equalization: whoever had white now has black.
            assert_eq!(t.colour_history(id(w)), vec![Colour::Black], "{w}-{b}");
            assert_eq!(t.colour_history(id(b)), vec![Colour::White], "{w}-{b}");
        }
        assert!(
            p.brackets[0]
                .deviations
                .iter()
                .any(|d| d.criterion == NO_REMATCH && d.detail.contains("27A1"))
        );
        let report = Uscf::new()
            .check(
                &t,
                &[PairedGame {
                    white: id(5),
                    black: id(1),
                    handicap: 0,
                }],
                None,
            )
            .unwrap();
        assert!(
            report
                .differences
                .iter()
                .any(|d| d.criterion == Some(NO_REMATCH))
        );
    }

    /// 28L2: the bye goes to the lowest-rated player of the lowest score group, not to an
    /// unrated player, and not twice.
    #[test]
    fn bye_to_the_lowest_rated_of_the_lowest_group_28l2() {
        let t = field(&[2000, 1900, 1800, 1700, 0]);
        let p = Uscf::new().pair(&t).unwrap();
        assert_eq!(p.bye, Some(id(4)), "not the unrated player 5");
        let mut t = field(&[2000, 1900, 1800, 1700, 1600]);
        play(&mut t, &[(1, 3, W), (4, 2, B)], &[5]);
        // 5 (1600) has had the bye; of the players on 0 the lowest-rated is 4.
        let p = Uscf::new().pair(&t).unwrap();
        assert_eq!(p.bye, Some(id(4)));
        assert!(has_pair(&p, 1, 2) && has_pair(&p, 3, 5), "{:?}", games(&p));
    }

    /// 28N: club-mates 1 and 3 are not paired when a transposition within the limits
    /// pairs them apart; without the option the natural pairing stands, and so it does
    /// when every switch is beyond the limits.
    #[test]
    fn team_mates_are_kept_apart_28n() {
        let mut t = field(&[2000, 1990, 1980, 1970]);
        for no in [1, 3] {
            t.player_mut(id(no)).unwrap().club = Some("Marshall CC".to_string());
        }
        let p = Uscf::new().pair(&t).unwrap();
        assert!(has_pair(&p, 1, 4) && has_pair(&p, 2, 3), "{:?}", games(&p));
        assert!(p.brackets[0].deviations.iter().any(|d| d.criterion == TEAM));
        let p = Uscf {
            avoid_teams: false,
            ..Uscf::new()
        }
        .pair(&t)
        .unwrap();
        assert!(has_pair(&p, 1, 3) && has_pair(&p, 2, 4), "{:?}", games(&p));
        // 300 points apart, no switch is within the limits: they meet, and it is said.
        let mut t = field(&[2400, 2100, 1800, 1500]);
        for no in [1, 3] {
            t.player_mut(id(no)).unwrap().school = Some("Hunter".to_string());
        }
        let p = Uscf::new().pair(&t).unwrap();
        assert!(has_pair(&p, 1, 3) && has_pair(&p, 2, 4), "{:?}", games(&p));
        assert!(
            p.brackets[0]
                .deviations
                .iter()
                .any(|d| d.criterion == TEAM && d.detail.starts_with("team-mates 1 and 3 paired"))
        );
    }

    /// 29E4: both players due white by equalization, equal claims: the higher-ranked
    /// player gets white; in the other group both are due black and the higher-ranked
    /// player gets black.
    #[test]
    fn equal_claims_go_to_the_higher_ranked_player_29e4() {
        let mut t = field(&[2000, 1900, 1800, 1700]);
        play(&mut t, &[(3, 1, B), (4, 2, B)], &[]);
        let p = Uscf::new().pair(&t).unwrap();
        assert_eq!(games(&p), vec![(1, 2), (4, 3)]);
    }

    /// Sets a player's colours ("WBB") in an engine's states.
    fn set_colours(e: &mut Engine<'_>, no: usize, colours: &str) {
        e.st[no - 1].set_colours(colours);
    }

    /// 29E5f before 29E4: player 1 (BWB) is due white to equalize, player 2 (WWBB) only
    /// to alternate, so 29E4 would give white to 1; but black would be 2's third in a row,
    /// so 2 gets white. With 2 on WBWB instead, 29E4 applies: 1 has the stronger claim.
    #[test]
    fn no_third_colour_in_a_row_29e5f() {
        let t = field(&[2000, 1990]);
        let mut e = Engine::new(&t, RoundNo::from_index(4), true);
        set_colours(&mut e, 1, "BWB");
        set_colours(&mut e, 2, "WWBB");
        assert_eq!(e.colour_of(0, 1, true), Some(Colour::Black));
        set_colours(&mut e, 2, "WBWB");
        assert_eq!(e.colour_of(0, 1, true), Some(Colour::White));
    }

    /// The engine agrees with its own pairing, and the explanation keys show each
    /// player's score, rating, due colour and colours.
    #[test]
    fn check_and_keys() {
        let t = four_winners([2279, 2062, 2003, 1846]);
        let p = Uscf::new().pair(&t).unwrap();
        let report = Uscf::new().check(&t, &p.games, p.bye).unwrap();
        assert!(report.agrees());
        let key = &p.brackets[0].keys[0];
        assert_eq!(key.0, id(1));
        assert_eq!(
            key.1,
            "score 1.0, rating 2279, due W (equalization), colours B"
        );
        assert_eq!(Uscf::new().system_code(), Some("USCF"));
    }
}
