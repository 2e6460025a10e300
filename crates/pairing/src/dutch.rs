//! The FIDE (Dutch) System, C.04.3 as approved on 28/10/2025 and applied from
//! 1 February 2026, with the Basic Rules (C.04.1), the General Handling Rules (C.04.2)
//! and the Baku acceleration (C.04.7).
//!
//! # Method
//! C.04.3 allows any method that gives the same result as its Articles 3 and 4 ("the
//! pairing can be made with completely different methods, provided it yields identical
//! results"). Brackets are paired from the highest score down. For each bracket one
//! maximum-weight matching is solved over the bracket and every player below it: an edge
//! exists only between players who may meet ([C1], [C3], prohibitions), so a perfect
//! matching proves the completion criterion [C4]; its weight holds one digit per
//! criterion, most important first ([C4] as cardinality, [C5], [C6], [C7], [C8], [C9],
//! [C10] to [C21]). The order of generation of Article 4 (which MDPs are paired, the
//! transpositions and exchanges) then decides between candidates that are equally good,
//! by lower digits and by fixing pairs one at a time, each time keeping the optimum.

use crate::colour;
use crate::greedy::pair_up;
use crate::state::{
    FloatKind, PlayerState, Strength, not_paired, pairing_numbers, participants, player_states,
};
use crate::{
    BracketReport, CheckReport, Criterion, Deviation, Message, NoPairingReason, PairedGame,
    Pairing, PairingError, PairingSystem,
};
use arbiter_core::{Colour, PlayerId, Points, RoundNo, Tournament};
use arbiter_matching::{Optimum, Wide, max_weight_matching};
use rustc_hash::FxHashMap;
use std::borrow::Cow;
use std::ops::ControlFlow;

const NONE: usize = usize::MAX;

macro_rules! criterion {
    ($name:ident, $key:literal, $code:literal, $article:literal, $text:literal) => {
        #[doc = concat!("C.04.3 ", $article, ": ", $text)]
        pub const $name: Criterion = Criterion {
            key: $key,
            code: $code,
            article: concat!("C.04.3 ", $article),
            text: $text,
        };
    };
}

/// The criteria of the Dutch system (C.04.3 Article 2), in priority order.
pub mod criteria {
    use super::Criterion;
    criterion!(
        C1,
        "pairing-crit-dutch-c1",
        "C1",
        "2.1.1 [C1]",
        "two players shall not play each other more than once"
    );
    criterion!(
        C2,
        "pairing-crit-dutch-c2",
        "C2",
        "2.1.2 [C2]",
        "no pairing-allocated bye for a player who already had one or scored a win without playing"
    );
    criterion!(
        C3,
        "pairing-crit-dutch-c3",
        "C3",
        "2.1.3 [C3]",
        "non-topscorers with the same absolute colour preference shall not meet"
    );
    criterion!(
        PROHIBITED,
        "pairing-crit-dutch-prohibited",
        "C1*",
        "2.1 (C.04.2 prohibited pairings)",
        "the players may not be paired with each other"
    );
    criterion!(
        C4,
        "pairing-crit-dutch-c4",
        "C4",
        "2.2 [C4]",
        "a legal pairing must exist for all players not yet paired"
    );
    criterion!(
        C5,
        "pairing-crit-dutch-c5",
        "C5",
        "2.3 [C5]",
        "minimise the score of the pairing-allocated bye assignee"
    );
    criterion!(
        C6,
        "pairing-crit-dutch-c6",
        "C6",
        "2.4 [C6]",
        "minimise the number of downfloaters"
    );
    criterion!(
        C7,
        "pairing-crit-dutch-c7",
        "C7",
        "2.4 [C7]",
        "minimise the scores of the downfloaters"
    );
    criterion!(
        C8,
        "pairing-crit-dutch-c8",
        "C8",
        "2.4 [C8]",
        "choose downfloaters so that the next bracket can be paired as well"
    );
    criterion!(
        C9,
        "pairing-crit-dutch-c9",
        "C9",
        "2.4 [C9]",
        "minimise the unplayed games of the pairing-allocated bye assignee"
    );
    criterion!(
        C10,
        "pairing-crit-dutch-c10",
        "C10",
        "2.5 [C10]",
        "minimise topscorers or their opponents with a colour difference beyond 2"
    );
    criterion!(
        C11,
        "pairing-crit-dutch-c11",
        "C11",
        "2.5 [C11]",
        "minimise topscorers or their opponents with the same colour three times in a row"
    );
    criterion!(
        C12,
        "pairing-crit-dutch-c12",
        "C12",
        "2.5 [C12]",
        "minimise players who do not get their colour preference"
    );
    criterion!(
        C13,
        "pairing-crit-dutch-c13",
        "C13",
        "2.5 [C13]",
        "minimise players who do not get their strong colour preference"
    );
    criterion!(
        C14,
        "pairing-crit-dutch-c14",
        "C14",
        "2.6 [C14]",
        "minimise resident downfloaters who downfloated in the previous round"
    );
    criterion!(
        C15,
        "pairing-crit-dutch-c15",
        "C15",
        "2.6 [C15]",
        "minimise MDP opponents who upfloated in the previous round"
    );
    criterion!(
        C16,
        "pairing-crit-dutch-c16",
        "C16",
        "2.6 [C16]",
        "minimise resident downfloaters who downfloated two rounds before"
    );
    criterion!(
        C17,
        "pairing-crit-dutch-c17",
        "C17",
        "2.6 [C17]",
        "minimise MDP opponents who upfloated two rounds before"
    );
    criterion!(
        C18,
        "pairing-crit-dutch-c18",
        "C18",
        "2.6 [C18]",
        "minimise the score differences of MDPs who downfloated in the previous round"
    );
    criterion!(
        C19,
        "pairing-crit-dutch-c19",
        "C19",
        "2.6 [C19]",
        "minimise the score differences of MDP opponents who upfloated in the previous round"
    );
    criterion!(
        C20,
        "pairing-crit-dutch-c20",
        "C20",
        "2.6 [C20]",
        "minimise the score differences of MDPs who downfloated two rounds before"
    );
    criterion!(
        C21,
        "pairing-crit-dutch-c21",
        "C21",
        "2.6 [C21]",
        "minimise the score differences of MDP opponents who upfloated two rounds before"
    );
    criterion!(
        ORDER,
        "pairing-crit-dutch-order",
        "A4",
        "Article 4",
        "the first candidate in the order of generation (transpositions, exchanges, MDP sets)"
    );
    criterion!(
        COLOURS,
        "pairing-crit-dutch-colours",
        "A5",
        "Article 5.2",
        "colour allocation"
    );
    /// Every criterion above, in the order declared.
    pub const ALL: &[Criterion] = &[
        C1, C2, C3, PROHIBITED, C4, C5, C6, C7, C8, C9, C10, C11, C12, C13, C14, C15, C16, C17,
        C18, C19, C20, C21, ORDER, COLOURS,
    ];
}
use criteria::*;

/// The FIDE (Dutch) System (C.04.3, rules in force from 1 February 2026).
#[derive(Copy, Clone, Eq, PartialEq, Debug, Default)]
pub struct Dutch {
    /// Apply the Baku acceleration (C.04.7) computed by the engine, whatever the
    /// tournament's system code says. By default it applies when the system code
    /// (TRF 192) contains `BAKU`; fictitious points recorded in the tournament
    /// (`Player::accelerations`) are always used.
    pub baku: bool,
    /// Matchings of at least this many edges are solved on a sparse part first (see
    /// `solve_if`); `None` is the tuned default. The pairing never depends on it: the
    /// tests set 0 (which also makes the sparse part as thin as it can be) to run every
    /// matching through the sparse method.
    #[doc(hidden)]
    pub sparse_from: Option<usize>,
}

impl Dutch {
    /// The engine with default settings.
    #[must_use]
    pub fn new() -> Self {
        Dutch::default()
    }
}

/// Fictitious points of the Baku acceleration (C.04.7), as [`crate::acceleration`]
/// computes them; players who already carry fictitious points keep them.
fn with_baku(t: &Tournament) -> Tournament {
    crate::acceleration::apply(t, &crate::acceleration::Acceleration::Baku)
}

impl PairingSystem for Dutch {
    fn name(&self) -> &'static str {
        "FIDE Dutch (C.04.3, 2026)"
    }

    fn system_code(&self) -> Option<&'static str> {
        Some(if self.baku {
            "FIDE_DUTCH_2026_BAKU"
        } else {
            "FIDE_DUTCH_2026"
        })
    }

    fn pair(&self, tournament: &Tournament) -> Result<Pairing, PairingError> {
        let baku = self.baku
            || tournament
                .info
                .system_code
                .as_deref()
                .is_some_and(|c| c.to_ascii_uppercase().contains("BAKU"));
        let t: Cow<'_, Tournament> = if baku {
            Cow::Owned(with_baku(tournament))
        } else {
            Cow::Borrowed(tournament)
        };
        let round = crate::round_to_pair(&t)?;
        let mut engine = Engine::new(&t, round);
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
        let mut engine = Engine::new(tournament, round);
        engine.sparse_from = self.sparse_from.unwrap_or(SPARSE_FROM);
        let extra = |a: PlayerId, b: PlayerId| Some(engine.judge_pair(a, b));
        let judge_bye = |b: Option<PlayerId>| b.and_then(|b| engine.judge_bye(b, expected.bye));
        let mut differences = crate::compare::differences(
            &expected,
            games,
            bye,
            &crate::compare::Judge::engine(COLOURS, &extra, &judge_bye),
        )?;
        // A checked pairing that is worse on some criterion is attributed to it; pairs
        // the engine makes instead share the first such criterion.
        let worst = differences.iter().find_map(|d| d.criterion);
        for d in &mut differences {
            if d.criterion.is_none() && d.what.starts_with("the engine pairs") {
                d.criterion = worst.filter(|c| *c != COLOURS);
            }
        }
        Ok(CheckReport {
            expected,
            differences,
        })
    }
}

/// The fields of an edge weight, most significant first.
struct Layout {
    /// Bit position of each field.
    shift: Vec<u32>,
    /// Width of each field; zero for a field that is constant over the bracket's edges.
    width: Vec<u32>,
    /// The criterion each field serves.
    crit: Vec<Criterion>,
    /// Total width.
    total: u32,
}

impl Layout {
    fn build(fields: &[(u32, Criterion)]) -> Layout {
        let total: u32 = fields.iter().map(|f| f.0).sum();
        let mut shift = Vec::with_capacity(fields.len());
        let mut top = total;
        for f in fields {
            top -= f.0;
            shift.push(top);
        }
        Layout {
            shift,
            width: fields.iter().map(|f| f.0).collect(),
            crit: fields.iter().map(|f| f.1).collect(),
            total,
        }
    }

    /// Adds `v` to `field` of `w`. A field of width zero holds the same value on every
    /// edge, so that it cannot tell two matchings with as many pairs apart: it is left out.
    fn put<const N: usize>(&self, w: &mut Wide<N>, field: usize, v: u64) {
        if self.width[field] > 0 {
            w.add_shifted(v, self.shift[field]);
        }
    }
}

fn bits_for(v: usize) -> u32 {
    usize::BITS - v.leading_zeros()
}

/// At most this many classes of players have their pairs' weights kept in a table (see
/// `Engine::each_edge`).
const MAX_CLASSES: usize = 512;

/// Spare bits above a weight: the matching doubles weights and adds duals.
const HEADROOM: u32 = 4;

/// At most this many S1 players have their partner chosen by one matching.
const MAX_WINDOW: u32 = 64;

/// Which players a bracket's matching holds.
///
/// [`Scope::Full`] is the method of the module documentation: the bracket, every player
/// below it and the bye, so that [C4], [C5] and [C8] are digits of the weight. Its cost
/// grows with the whole field for every bracket. [`Scope::Bracket`] holds the bracket
/// alone (MDPs and residents; a player left unmatched floats down) and leaves out the
/// digits of [C4], [C5], [C8] and [C9]. It yields the same pairing as the full scope
/// whenever its result is *certified*, which is checked after the bracket is paired:
///
/// * Every full-scope matching restricted to the bracket is a bracket-scope matching
///   with the same bracket digits ([C6], [C7], [C10] to [C21], Article 4), and its
///   left-out digits are at most their best possible values: a complete pairing for
///   [C4], the lowest score of any player who may receive the bye for [C5], and for
///   [C8] with `D` downfloaters and a next bracket `N` (`|D| <= |N|`), every
///   downfloater paired into `N` and `N` paired among itself but for one player when
///   `|D| + |N|` is odd. [C6] and [C7] come before [C8] and fix how many downfloaters
///   there are and their scores, so this [C8] bound is the same for every candidate
///   that is still in the running when [C8] is compared.
/// * So the best bracket-scope value is an upper bound of the best full-scope value,
///   for the criteria and for every digit of the order of generation added on top.
///   When the bracket-scope result extends to a full pairing of the players below that
///   reaches those best values (the certificate: downfloaters matched into `N`, the
///   rest of `N` paired, everybody below paired, the bye to a player of the lowest
///   eligible score outside the bracket), it is a full-scope optimum too, and every
///   full-scope optimum is a bracket-scope optimum. Each step of Article 4 (MDP sets,
///   transpositions, exchanges) picks the candidate that maximises its digits among
///   the optima, so both scopes choose the same pairs and the same downfloaters.
/// * Without a certificate the bracket is paired again in the full scope, which proves
///   [C4] (or that no pairing exists) by itself. [C9] applies only when the bye goes to
///   a bracket player, which the certificate excludes.
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
enum Scope {
    Full,
    Bracket,
}

/// Field indices of a bracket's weight layout.
struct Fields {
    scope: Scope,
    complete: usize,
    c5: usize,
    c6: usize,
    c7: usize,
    c8_pairs: usize,
    c8_scores: usize,
    c9: usize,
    colour: usize,
    floats: usize,
    diffs: usize,
    p1: usize,
    x1: usize,
    x2: usize,
    x3: usize,
    x4: usize,
    /// The exchange digits (Article 4.3) beyond their count are in the layout.
    exchange: bool,
    /// First of `windows` fields, one per S1 player whose partner one matching chooses.
    t: usize,
    windows: usize,
    layout: Layout,
}

/// One bracket to pair: local vertices are the bracket's players (MDPs first, then
/// residents, in pairing order), then every player below, then the bye if needed.
struct Spec {
    verts: Vec<usize>,
    m0: usize,
    b: usize,
    next_end: usize,
    has_bye: bool,
}

/// A bracket's pairs and the players it leaves to the next one (local vertices).
type PairsAndFloaters = (Vec<(usize, usize)>, Vec<usize>);

struct BracketOutcome {
    pairs: Vec<(usize, usize)>,
    downfloaters: Vec<usize>,
    report: BracketReport,
}

/// How one attempt at a bracket ended.
enum Attempt {
    Done(Box<BracketOutcome>),
    /// The remainder needs an exchange (Article 4.3): pair again with its digits.
    Exchange,
    /// The bracket-scope result has no certificate: pair again in the full scope.
    Uncertified,
}

/// The remainder of a bracket (Article 3.6, the homogeneous bracket itself when it has no
/// MDPs) as the digits of the exchanges (Article 4.3) see it.
struct Remainder {
    /// Each vertex's place in the remainder, or `NONE`.
    local: Vec<usize>,
    /// Its number of pairs: S1 is its first `pairs` players.
    pairs: usize,
    len: usize,
}

impl Remainder {
    fn new(nv: usize, rem: &[usize], pairs: usize) -> Self {
        let mut local = vec![NONE; nv];
        for (i, &v) in rem.iter().enumerate() {
            local[v] = i;
        }
        Remainder {
            local,
            pairs,
            len: rem.len(),
        }
    }

    fn in_r(&self, v: usize) -> bool {
        v < self.local.len() && self.local[v] != NONE
    }

    fn in_s1(&self, v: usize) -> bool {
        self.in_r(v) && self.local[v] < self.pairs
    }

    /// What the exchange digits give a remainder player who leaves the bracket.
    fn floater(&self, v: usize) -> (u64, Option<u32>) {
        let k = self.len as u64 + 1;
        if self.in_s1(v) {
            (k + self.local[v] as u64, Some(self.local[v] as u32))
        } else if self.in_r(v) {
            (k, None)
        } else {
            (0, None)
        }
    }

    /// Adds the exchange digits of the pair `x`, `y` to `w`: the count of pairs that
    /// hold an S1 player, and with `f.exchange` the order of exchanges (4.3.2 to 4.3.4).
    fn digits<const N: usize>(&self, f: &Fields, x: usize, y: usize, w: &mut Wide<N>) {
        let lay = &f.layout;
        let (rx, ry) = (self.in_r(x), self.in_r(y));
        let k = self.len as u64 + 1;
        if rx && ry {
            let (lx, ly) = (self.local[x], self.local[y]);
            let (s1x, s1y) = (self.in_s1(x), self.in_s1(y));
            if s1x || s1y {
                lay.put(w, f.x1, 1);
            }
            if !f.exchange {
                return;
            }
            let (hi, lo) = (lx.max(ly), lx.min(ly));
            let x2 = match (s1x, s1y) {
                (true, true) => k + hi as u64,
                (false, false) => k - lo as u64,
                _ => k,
            };
            w.add_shifted(x2, lay.shift[f.x2]);
            if s1x && s1y {
                w.add_shifted(1, lay.shift[f.x3] + hi as u32);
            }
            if !s1x && !s1y {
                let s2n = self.len - self.pairs;
                w.add_shifted(1, lay.shift[f.x4] + (s2n - 1 - (lo - self.pairs)) as u32);
            }
        } else if (rx || ry) && f.exchange {
            let (v2, v3) = self.floater(if rx { x } else { y });
            w.add_shifted(v2, lay.shift[f.x2]);
            if let Some(bit) = v3 {
                w.add_shifted(1, lay.shift[f.x3] + bit);
            }
        }
        if f.exchange && f.scope == Scope::Bracket {
            // In the bracket scope a floater has no edge to carry its share of the
            // exchange digits: every edge carries `2K - share(x) - share(y)`, which
            // over a matching adds a constant per pair (their number is fixed by
            // [C6]) plus the shares of the players left unmatched.
            w.add_shifted(2 * (k + self.len as u64), lay.shift[f.x2]);
            w.add_shifted(1, lay.shift[f.x3] + self.pairs as u32 + 1);
            for v in [x, y] {
                let (v2, v3) = self.floater(v);
                let mut share = Wide::<N>::ZERO;
                share.add_shifted(v2, lay.shift[f.x2]);
                if let Some(bit) = v3 {
                    share.add_shifted(1, lay.shift[f.x3] + bit);
                }
                *w = w.minus(share);
            }
        }
    }
}

struct Engine<'a> {
    t: &'a Tournament,
    round: RoundNo,
    st: Vec<PlayerState>,
    /// Participants (player indices) in pairing order (C.04.3 1.2).
    order: Vec<usize>,
    /// For each player index, the number used by C.04.3 5.2.5.
    number: Vec<usize>,
    initial: Colour,
    /// See [`Dutch::sparse_from`].
    sparse_from: usize,
}

impl<'a> Engine<'a> {
    fn new(t: &'a Tournament, round: RoundNo) -> Self {
        let st = player_states(t, round);
        let mut order: Vec<usize> = participants(t, round)
            .into_iter()
            .map(PlayerId::index)
            .collect();
        order.sort_by(|&a, &b| st[b].score.cmp(&st[a].score).then(a.cmp(&b)));
        let number = pairing_numbers(t, round, &order);
        Engine {
            t,
            round,
            st,
            order,
            number,
            initial: t.initial_colour.unwrap_or(Colour::White),
            sparse_from: SPARSE_FROM,
        }
    }

    fn player(&self, pos: usize) -> &PlayerState {
        &self.st[self.order[pos]]
    }

    /// Why two players may not meet, if they may not ([C1], [C3], prohibitions).
    fn forbidden(&self, a: usize, b: usize) -> Option<Criterion> {
        let (pa, pb) = (self.player(a), self.player(b));
        if pa.has_met(pb.id) {
            return Some(C1);
        }
        if self.t.is_prohibited(pa.id, pb.id, self.round) {
            return Some(PROHIBITED);
        }
        if !pa.topscorer
            && !pb.topscorer
            && pa.strength == Strength::Absolute
            && pb.strength == Strength::Absolute
            && pa.preference == pb.preference
        {
            return Some(C3);
        }
        None
    }

    fn run(&self) -> Result<Pairing, PairingError> {
        let n = self.order.len();
        let (requested_byes, withdrawn) = not_paired(self.t, self.round);
        if n % 2 == 1 && !(0..n).any(|p| self.player(p).bye_eligible) {
            return Err(PairingError::NoValidPairing(if n == 1 {
                NoPairingReason::TooFewPlayers { available: 1 }
            } else {
                NoPairingReason::NoByeCandidate
            }));
        }
        // Scoregroups, highest first (C.04.3 1.3.1).
        let mut groups: Vec<Vec<usize>> = Vec::new();
        for p in 0..n {
            match groups.last_mut() {
                Some(g) if self.player(g[0]).score == self.player(p).score => g.push(p),
                _ => groups.push(vec![p]),
            }
        }
        let mut mdps: Vec<usize> = Vec::new();
        let mut pairs: Vec<(usize, usize)> = Vec::new();
        let mut brackets = Vec::new();
        for gi in 0..groups.len() {
            let mut verts: Vec<usize> = mdps.clone();
            verts.extend(&groups[gi]);
            let m0 = mdps.len();
            let b = verts.len();
            let next_len = groups.get(gi + 1).map_or(0, Vec::len);
            for g in &groups[gi + 1..] {
                verts.extend(g);
            }
            let has_bye = verts.len() % 2 == 1;
            let spec = Spec {
                verts,
                m0,
                b,
                next_end: b + next_len,
                has_bye,
            };
            let out = self.pair_bracket(&spec)?;
            pairs.extend(out.pairs);
            mdps = out.downfloaters;
            brackets.push(out.report);
        }
        let bye = match mdps.as_slice() {
            [] => None,
            [one] => Some(self.player(*one).id),
            more => {
                return Err(PairingError::NoValidPairing(NoPairingReason::Unpairable {
                    players: more.iter().map(|&p| self.player(p).id).collect(),
                }));
            }
        };
        // Colours (Article 5) and board order (C.04.2: higher score, then higher sum of
        // scores, then the higher-ranked player's rank).
        pairs.sort_by(|a, b| {
            let key = |p: &(usize, usize)| {
                let (x, y) = (self.player(p.0).score, self.player(p.1).score);
                (
                    std::cmp::Reverse(x.max(y)),
                    std::cmp::Reverse(x + y),
                    p.0.min(p.1),
                )
            };
            key(a).cmp(&key(b))
        });
        let games = pairs
            .iter()
            .map(|&(a, b)| {
                let (hi, lo) = (a.min(b), a.max(b));
                let c = colour::allocate(
                    self.player(hi),
                    self.player(lo),
                    self.initial,
                    (
                        self.number[self.player(hi).id.index()],
                        self.number[self.player(lo).id.index()],
                    ),
                );
                let (h, l) = (self.player(hi).id, self.player(lo).id);
                if c == Colour::White {
                    PairedGame {
                        white: h,
                        black: l,
                        handicap: 0,
                    }
                } else {
                    PairedGame {
                        white: l,
                        black: h,
                        handicap: 0,
                    }
                }
            })
            .collect();
        Ok(Pairing {
            round: self.round,
            games,
            bye,
            requested_byes,
            withdrawn,
            brackets,
        })
    }

    /// Pairs one bracket: in the bracket scope when players are left below it and the
    /// result is certified, otherwise in the full scope (see [`Scope`]).
    fn pair_bracket(&self, spec: &Spec) -> Result<BracketOutcome, PairingError> {
        if spec.verts.len() > spec.b
            && let Some(out) = self.pair_scope(spec, Scope::Bracket)?
        {
            return Ok(out);
        }
        match self.pair_scope(spec, Scope::Full)? {
            Some(out) => Ok(out),
            None => Err(PairingError::NoValidPairing(NoPairingReason::Unpairable {
                players: spec.verts.iter().map(|&p| self.player(p).id).collect(),
            })),
        }
    }

    fn pair_scope(
        &self,
        spec: &Spec,
        scope: Scope,
    ) -> Result<Option<BracketOutcome>, PairingError> {
        let mut exchange = false;
        loop {
            let fields = self.fields(spec, scope, exchange);
            let limbs = (fields.layout.total + HEADROOM).div_ceil(64);
            let attempt = match limbs {
                0..=1 => self.pair_bracket_n::<1>(spec, &fields),
                2 => self.pair_bracket_n::<2>(spec, &fields),
                3 => self.pair_bracket_n::<3>(spec, &fields),
                4 => self.pair_bracket_n::<4>(spec, &fields),
                5..=8 => self.pair_bracket_n::<8>(spec, &fields),
                9..=16 => self.pair_bracket_n::<16>(spec, &fields),
                17..=32 => self.pair_bracket_n::<32>(spec, &fields),
                33..=64 => self.pair_bracket_n::<64>(spec, &fields),
                _ => return Err(PairingError::TooLarge { players: spec.b }),
            }?;
            match attempt {
                Attempt::Done(out) => return Ok(Some(*out)),
                Attempt::Exchange if !exchange => exchange = true,
                Attempt::Exchange | Attempt::Uncertified => return Ok(None),
            }
        }
    }

    fn score(&self, spec: &Spec, v: usize) -> Points {
        self.player(spec.verts[v]).score
    }

    fn levels(&self, spec: &Spec, range: std::ops::Range<usize>) -> Vec<Points> {
        let mut l: Vec<Points> = range.map(|v| self.score(spec, v)).collect();
        l.sort_unstable();
        l.dedup();
        l
    }

    /// Positive score differences between MDPs and the players below them in the bracket.
    fn diff_levels(&self, spec: &Spec) -> Vec<Points> {
        let mut d = Vec::new();
        for m in 0..spec.m0 {
            let s = self.score(spec, m);
            for v in m + 1..spec.b {
                let o = self.score(spec, v);
                if s > o {
                    d.push(s - o);
                }
            }
        }
        d.sort_unstable();
        d.dedup();
        d
    }

    /// The weight layout of a bracket. In the bracket scope the fields of [C4], [C5],
    /// [C8] and [C9] are empty. In both scopes so is every field whose value is the same
    /// on all the bracket's pairs: [C6] comes first and fixes their number, so such a
    /// field adds the same to every candidate. `exchange`: include the digits that order exchanges (Article
    /// 4.3.2 to 4.3.4); without them only their count is kept, which is enough when no
    /// exchange is needed (every candidate then has S1 and S2 as they are).
    fn fields(&self, spec: &Spec, scope: Scope, exchange: bool) -> Fields {
        let full = scope == Scope::Full;
        let b = spec.b;
        let nv = spec.verts.len() + usize::from(spec.has_bye);
        // A field holds a sum of values of at most 2 over the pairs of a matching.
        let bw = if full {
            bits_for(2 * nv + 2) + 1
        } else {
            bits_for(b + 1) + 1
        };
        let only_full = |w: u32| if full { w } else { 0 };
        let all = self.levels(spec, 0..spec.verts.len()).len();
        let br_levels = self.levels(spec, 0..b);
        let br = br_levels.len();
        let nx = self.levels(spec, 0..spec.next_end).len();
        let dl = self.diff_levels(spec).len() + 1;
        let max_unplayed = (0..b)
            .map(|v| self.player(spec.verts[v]).unplayed as usize)
            .max()
            .unwrap_or(0);
        let any_top = (0..b).any(|v| self.player(spec.verts[v]).topscorer);
        let resident_floats = |back: usize| {
            (spec.m0..b)
                .filter(|&v| self.player(spec.verts[v]).floats[back] == Some(FloatKind::Down))
                .count()
        };
        let mdps = spec.m0 > 0;
        let mut f: Vec<(u32, Criterion)> = Vec::new();
        fn push(f: &mut Vec<(u32, Criterion)>, w: u32, c: Criterion, count: usize) -> usize {
            let at = f.len();
            for _ in 0..count {
                f.push((w, c));
            }
            at
        }
        let complete = push(&mut f, only_full(bw), C4, 1);
        let c5 = push(&mut f, only_full(bits_for(all) + 1), C5, 1);
        // The fields below that count only the bracket's own pairs and players are as
        // wide as the largest sum a matching can put there, no wider: the weight of a
        // large bracket with MDPs then fits two limbs, not three.
        let c6 = push(&mut f, bits_for(b / 2), C6, 1);
        // [C7]: the players paired at each score, highest first: at most as many as the
        // bracket has at that score.
        let c7 = f.len();
        for &level in br_levels.iter().rev() {
            let count = (0..b).filter(|&v| self.score(spec, v) == level).count();
            push(&mut f, if br > 1 { bits_for(count) } else { 0 }, C7, 1);
        }
        let c8_pairs = push(&mut f, only_full(bw), C8, 1);
        let c8_scores = push(&mut f, only_full(bw), C8, nx);
        let c9 = push(&mut f, only_full(bits_for(max_unplayed + 1) + 1), C9, 1);
        let colour = f.len();
        // At most 2 for each of the bracket's pairs.
        for (c, active) in [(C10, any_top), (C11, any_top), (C12, true), (C13, true)] {
            push(&mut f, if active { bits_for(b) } else { 0 }, c, 1);
        }
        // [C15], [C17] and [C18] to [C21] only count pairs that hold an MDP (see
        // `each_edge`), at most one per MDP: a few bits each, not a count of all pairs.
        let mw = if mdps { bits_for(spec.m0) } else { 0 };
        let floats = f.len();
        // [C14], [C16]: at most the residents who downfloated then.
        for (c, w) in [
            (C14, bits_for(resident_floats(0))),
            (C15, mw),
            (C16, bits_for(resident_floats(1))),
            (C17, mw),
        ] {
            push(&mut f, w, c, 1);
        }
        let diffs = f.len();
        for c in [C18, C19, C20, C21] {
            push(&mut f, mw, c, dl);
        }
        let p1 = push(&mut f, spec.m0.max(1) as u32, ORDER, 1);
        let x1 = push(&mut f, bw, ORDER, 1);
        // In the bracket scope the exchange sums also carry the downfloaters' share (see
        // `pair_bracket_n`), which needs a few more bits.
        let (w2, w3, w4) = match (exchange, full) {
            (false, _) => (0, 0, 0),
            (true, true) => (2 * bits_for(b + 2) + 2, (b / 2 + 1) as u32, (b + 1) as u32),
            (true, false) => (
                2 * bits_for(b + 2) + 4,
                (b / 2) as u32 + 3 + bits_for(b),
                (b + 1) as u32,
            ),
        };
        let x2 = push(&mut f, w2, ORDER, 1);
        let x3 = push(&mut f, w3, ORDER, 1);
        let x4 = push(&mut f, w4, ORDER, 1);
        // As many partner choices per matching as fit in the limbs the weight needs anyway.
        let before: u32 = f.iter().map(|x| x.0).sum();
        let tw = bits_for(b + 2) + 1;
        let limbs = (before + tw + HEADROOM).div_ceil(64);
        let windows = ((limbs * 64 - HEADROOM - before) / tw).clamp(1, MAX_WINDOW);
        let t = push(&mut f, tw, ORDER, windows as usize);
        Fields {
            scope,
            complete,
            c5,
            c6,
            c7,
            c8_pairs,
            c8_scores,
            c9,
            colour,
            floats,
            diffs,
            p1,
            x1,
            x2,
            x3,
            x4,
            exchange,
            t,
            windows: windows as usize,
            layout: Layout::build(&f),
        }
    }

    /// The criteria part of the weight of every edge that may be used.
    /// `c9`: whether [C9] applies (its note: only to a bracket that downfloats exactly one
    /// player, who receives the pairing-allocated bye).
    fn base_edges<const N: usize>(&self, spec: &Spec, f: &Fields, c9: bool) -> Edges<N> {
        let rows = if f.scope == Scope::Full {
            spec.verts.len()
        } else {
            spec.b
        };
        let collect = |from: usize, to: usize| {
            let mut edges = Edges::default();
            let mut known = FxHashMap::default();
            self.each_edge::<N>(spec, f, c9, from..to, to == rows, |x, y, w| {
                edges.push(x, y, w, &mut known);
                ControlFlow::Continue(())
            });
            edges
        };
        // Split where each half has about half of the pairs (the first rows are the
        // longest); the edges come out in the same order.
        let mid = rows * 29 / 100;
        let (mut first, rest) = in_two(rows >= 1000, || collect(0, mid), || collect(mid, rows));
        first.append(rest);
        first
    }

    /// Visits the edges of [`Engine::base_edges`] without keeping them: those whose
    /// first vertex is in `rows`, and the bye's edges when `bye`; until `visit` breaks.
    fn each_edge<const N: usize>(
        &self,
        spec: &Spec,
        f: &Fields,
        c9: bool,
        rows: std::ops::Range<usize>,
        bye: bool,
        mut visit: impl FnMut(usize, usize, Wide<N>) -> ControlFlow<()>,
    ) {
        let full = f.scope == Scope::Full;
        let nreal = if full { spec.verts.len() } else { spec.b };
        let lay = &f.layout;
        let all = self.levels(spec, 0..spec.verts.len());
        let br = self.levels(spec, 0..spec.b);
        let nx = self.levels(spec, 0..spec.next_end);
        let dl = self.diff_levels(spec);
        let max_unplayed = (0..spec.b)
            .map(|v| self.player(spec.verts[v]).unplayed)
            .max()
            .unwrap_or(0);
        let lvl = |l: &[Points], s: Points| l.binary_search(&s).unwrap_or(0) as u32;
        // Digit of a score level: the highest score is the most significant digit.
        let hi_first = |l: &[Points], s: Points| (l.len() as u32 - 1 - lvl(l, s)) as usize;
        // The weight of the pair `x` < `y` who may meet.
        let weight = |x: usize, px: &PlayerState, y: usize, py: &PlayerState| {
            let mut w = Wide::<N>::ZERO;
            lay.put(&mut w, f.complete, 1);
            let inb = y < spec.b && y >= spec.m0;
            if inb {
                lay.put(&mut w, f.c6, 1);
                lay.put(&mut w, f.c7 + hi_first(&br, px.score), 1);
                lay.put(&mut w, f.c7 + hi_first(&br, py.score), 1);
                let c = colour::allocate(
                    px,
                    py,
                    self.initial,
                    (self.number[px.id.index()], self.number[py.id.index()]),
                );
                let fails = colour::failures(px, py, c);
                for (k, v) in fails.iter().enumerate() {
                    lay.put(&mut w, f.colour + k, 2 - u64::from(*v));
                }
                let diff = px.score - py.score;
                // The float criteria by field: [C14]/[C18] and [C15]/[C19] look one
                // round back, [C16]/[C20] and [C17]/[C21] two.
                let criteria = [(0usize, 0usize), (1, 0), (2, 1), (3, 1)];
                for (k, back) in criteria {
                    let v = match k % 2 {
                        // [C14]/[C16]: residents with a downfloat who stay in the bracket.
                        0 => [(x, px), (y, py)]
                            .iter()
                            .filter(|(v, p)| {
                                *v >= spec.m0 && p.floats[back] == Some(FloatKind::Down)
                            })
                            .count() as u64,
                        // [C15]/[C17]: the lower player of a pair with different scores
                        // who had an upfloat. Only a pair with an MDP can have them.
                        _ => u64::from(
                            x < spec.m0
                                && !(diff > Points::ZERO && py.floats[back] == Some(FloatKind::Up)),
                        ),
                    };
                    lay.put(&mut w, f.floats + k, v);
                }
                let nd = dl.len() + 1;
                // [C18] to [C21] concern the pairs of MDPs (the residents share a
                // score): only those carry the digits, so the fields count at most one
                // pair per MDP. Every matching the higher criteria leave tied pairs
                // the same number of MDPs ([C6], [C7]), so leaving the residents'
                // pairs out changes no comparison.
                let pairs_an_mdp = x < spec.m0;
                for (k, back) in criteria.into_iter().filter(|_| pairs_an_mdp) {
                    let base = f.diffs + k * nd;
                    let violated = if k % 2 == 0 {
                        px.floats[back] == Some(FloatKind::Down)
                    } else {
                        diff > Points::ZERO && py.floats[back] == Some(FloatKind::Up)
                    };
                    // Largest difference first; before it, floating again (the MDP
                    // stays unpaired), larger than any difference.
                    for (li, d) in dl.iter().enumerate() {
                        let v = !(violated && *d == diff);
                        lay.put(&mut w, base + dl.len() - li, u64::from(v));
                    }
                    if k % 2 == 0 && violated {
                        lay.put(&mut w, base, 1);
                    }
                }
            } else if x < spec.next_end && y < spec.next_end && y >= spec.b {
                // [C8]: a pair of the next bracket.
                lay.put(&mut w, f.c8_pairs, 1);
                lay.put(&mut w, f.c8_scores + hi_first(&nx, px.score), 1);
                lay.put(&mut w, f.c8_scores + hi_first(&nx, py.score), 1);
            }
            w
        };
        // Two players alike in all the weight reads of them (where they stand: MDP,
        // resident, next bracket or below; their state; the parity of their pairing
        // number, C.04.3 5.2.5) give any partner the same weight: it is worked out once
        // for each pair of such classes (a large bracket has millions of pairs and a few
        // hundred classes).
        let players: Vec<&PlayerState> = (0..nreal).map(|v| self.player(spec.verts[v])).collect();
        let mut classes = FxHashMap::default();
        let class: Vec<usize> = players
            .iter()
            .enumerate()
            .map(|(v, p)| {
                let at = [spec.m0, spec.b, spec.next_end]
                    .iter()
                    .filter(|&&e| v >= e)
                    .count();
                let key = (
                    at,
                    p.score,
                    p.preference,
                    p.strength,
                    p.floats,
                    p.topscorer,
                    p.colour_diff,
                    p.colours.as_slice(),
                    self.number[p.id.index()] % 2,
                );
                let next = classes.len();
                *classes.entry(key).or_insert(next)
            })
            .collect();
        // Without a table when the classes are too many for one.
        let nc = classes.len();
        let mut known: Vec<Option<Wide<N>>> =
            vec![None; if nc <= MAX_CLASSES { nc * nc } else { 0 }];
        for x in rows {
            let px = players[x];
            // In the bracket scope two MDPs who meet both leave the bracket: no digit.
            let first = if full { x + 1 } else { (x + 1).max(spec.m0) };
            for y in first..nreal {
                if self.forbidden(spec.verts[x], spec.verts[y]).is_some() {
                    continue;
                }
                let w = match known.get_mut(class[x] * nc + class[y]) {
                    Some(slot) => *slot.get_or_insert_with(|| weight(x, px, y, players[y])),
                    None => weight(x, px, y, players[y]),
                };
                if visit(x, y, w).is_break() {
                    return;
                }
            }
        }
        if full && spec.has_bye && bye {
            for x in 0..nreal {
                let px = self.player(spec.verts[x]);
                if !px.bye_eligible {
                    continue;
                }
                let mut w = Wide::<N>::ZERO;
                lay.put(&mut w, f.complete, 1);
                lay.put(
                    &mut w,
                    f.c5,
                    (all.len() as u32 - 1 - lvl(&all, px.score)).into(),
                );
                if c9 && x < spec.b {
                    lay.put(&mut w, f.c9, u64::from(max_unplayed - px.unplayed));
                }
                if visit(x, nreal, w).is_break() {
                    return;
                }
            }
        }
    }

    /// Pairs a bracket with the weights of `f` (see the module documentation and
    /// [`Scope`]): one matching decides the criteria and which MDPs are paired (Article
    /// 4.4); the partners of the paired MDPs, then the exchange (Article 4.3), then the
    /// partners of the S1 players follow the order of generation, each partner the first
    /// one that keeps the optimum. One matching chooses the partners of up to
    /// `f.windows` consecutive players, one digit field each, earlier players first.
    #[allow(clippy::too_many_lines)]
    fn pair_bracket_n<const N: usize>(
        &self,
        spec: &Spec,
        f: &Fields,
    ) -> Result<Attempt, PairingError> {
        if let Some((fixed, downfloaters)) = self.natural::<N>(spec, f) {
            // The natural pairing has no deviation to explain, so no edge is needed.
            return Ok(self.finish::<N>(spec, f, None, &fixed, &downfloaters));
        }
        let full = f.scope == Scope::Full;
        let nreal = if full { spec.verts.len() } else { spec.b };
        let nv = if full {
            nreal + usize::from(spec.has_bye)
        } else {
            nreal
        };
        let lay = &f.layout;
        // [C9] and its note: when exactly one player leaves the bracket and receives the
        // bye, prefer the one with fewer unplayed games. In the last bracket (nobody
        // below it) the bye can only go to a bracket player and [C6] fixes how many
        // leave, so whether [C9] applies is known before any matching: assume it does.
        let c9_first = full && spec.has_bye && spec.verts.len() == spec.b;
        let mut base = self.base_edges::<N>(spec, f, c9_first);
        let inb = |x: usize, y: usize| x < spec.b && y < spec.b && !(x < spec.m0 && y < spec.m0);
        let m0 = spec.m0;
        let b = spec.b;
        // Article 4.4: MDP sets ordered by their smallest differing BSN.
        let p1 = |x: usize, y: usize, w: &mut Wide<N>| {
            if inb(x, y) {
                for v in [x, y] {
                    if v < m0 {
                        w.add_shifted(1, lay.shift[f.p1] + (m0 - 1 - v) as u32);
                    }
                }
            }
        };
        let mut alive = vec![true; nv];
        // A homogeneous bracket is its own remainder and [C6] fixes how many pairs it
        // has: when it pairs all but at most one player (as it nearly always does), the
        // exchange digits can be in the first matching, which saves a second one.
        let guess = (m0 == 0).then(|| Remainder::new(nv, &(0..b).collect::<Vec<_>>(), b / 2));
        let first = |x: usize, y: usize, w: &mut Wide<N>| {
            p1(x, y, w);
            if let Some(g) = &guess {
                g.digits(f, x, y, w);
            }
        };
        let (mut mate, mut tight) = solve((nv, &base, None, self.sparse_from), &alive, None, first);
        if full {
            if (0..nv).any(|v| mate[v] == NONE) {
                return Err(self.no_pairing(spec, &mate));
            }
            let leaving = (0..b).filter(|&v| !inb(v, mate[v])).count();
            let c9 = spec.has_bye && leaving == 1 && mate[nreal] < b;
            if c9 != c9_first {
                // The old edges go first: a large bracket's edges need not fit twice.
                drop(std::mem::take(&mut base));
                base = self.base_edges::<N>(spec, f, c9);
                (mate, tight) = solve((nv, &base, None, self.sparse_from), &alive, None, first);
            }
        }
        // The partner digit of window slot `j` for a pair with `other`.
        let partner = |w: &mut Wide<N>, j: usize, other: usize| {
            w.add_shifted((b - other) as u64, lay.shift[f.t + j]);
        };
        let mut fixed: Vec<(usize, usize)> = Vec::new();
        // Article 3.7: the MDP-Pairing, S1 = the paired MDPs, S2 = the residents;
        // transpositions ordered by the partners of S1[0], S1[1], ...
        let paired_mdps: Vec<usize> = (0..m0)
            .filter(|&m| mate[m] != NONE && mate[m] >= m0 && mate[m] < b)
            .collect();
        let mut settled = vec![false; nv];
        let nbrs = Neighbours::new(nv, &base);
        // The criteria weight of an optimum, which the pairing chosen below keeps (the
        // digits of the order of generation lie below every criterion): the report needs
        // it, and reading it here spares a matching of the whole scope.
        let optimum = (0..nv).try_fold(Wide::<N>::ZERO, |sum, v| match mate[v] {
            m if m == NONE || m < v => Some(sum),
            m => nbrs.edge(v, m).map(|k| sum.plus(base.get(k).2)),
        });
        let mut chooser = Chooser {
            nv,
            base: &base,
            nbrs: &nbrs,
            sparse_from: self.sparse_from,
            windows: f.windows,
            batch: usize::MAX,
            failing: None,
        };
        for (i, &m) in paired_mdps.iter().enumerate() {
            if !settled[m] {
                chooser.choose(
                    &paired_mdps[i..],
                    &|r| r >= m0 && r < b,
                    &|x, y, w| p1(x, y, w),
                    &|slot, x, y, w| {
                        p1(x, y, w);
                        for (v, o) in [(x, y), (y, x)] {
                            if slot[v] != NONE && o >= m0 && o < b {
                                partner(w, slot[v], o);
                            }
                        }
                    },
                    (&mut mate, &mut tight),
                    &alive,
                    &mut settled,
                );
            }
            let r = mate[m];
            alive[m] = false;
            alive[r] = false;
            fixed.push((m, r));
        }
        // Articles 3.6, 4.2, 4.3: the remainder (or the homogeneous bracket).
        let rem: Vec<usize> = (m0..b).filter(|&v| alive[v]).collect();
        let pairs_r = {
            let mut inside = vec![false; nv];
            for &v in &rem {
                inside[v] = true;
            }
            rem.iter()
                .filter(|&&v| mate[v] != NONE && inside[mate[v]])
                .count()
                / 2
        };
        let remainder = Remainder::new(nv, &rem, pairs_r);
        let r = &remainder;
        let (in_s1, in_r) = (|v: usize| r.in_s1(v), |v: usize| r.in_r(v));
        let xdigits = |x: usize, y: usize, w: &mut Wide<N>| r.digits(f, x, y, w);
        // Whether S1 and S2 as they are cannot be kept in `mate`.
        let exchanged = |mate: &[usize]| {
            rem.iter().any(|&v| {
                let m = mate[v];
                let paired_in = m != NONE && in_r(m);
                if in_s1(v) {
                    !paired_in || in_s1(m)
                } else {
                    paired_in && !in_s1(m)
                }
            })
        };
        // Whether the first matching had these exchange digits already.
        let had_digits = guess.as_ref().is_some_and(|g| g.pairs == pairs_r);
        if guess.is_some() && !had_digits {
            // It had others: its tight edges need not hold every optimum of these.
            (mate, tight) = solve(
                (nv, &base, None, self.sparse_from),
                &alive,
                None,
                |x, y, w| {
                    p1(x, y, w);
                    xdigits(x, y, w);
                },
            );
        } else if exchanged(&mate) && !had_digits {
            // Without the exchange digits the weights still count the pairs that hold an
            // S1 player: the best matching keeps S1 and S2 whenever some optimum does.
            (mate, tight) = solve(
                (nv, &base, None, self.sparse_from),
                &alive,
                Some(&tight),
                |x, y, w| {
                    p1(x, y, w);
                    xdigits(x, y, w);
                },
            );
        }
        if exchanged(&mate) && !f.exchange {
            return Ok(Attempt::Exchange);
        }
        // S1 after the exchange: the S1 player of each pair, by the least exchange.
        let mut s1: Vec<usize> = Vec::new();
        for &v in &rem {
            let m = mate[v];
            if m == NONE || !in_r(m) {
                continue;
            }
            let keep = match (in_s1(v), in_s1(m)) {
                (true, false) => true,
                (false, true) => false,
                (true, true) | (false, false) => v < m,
            };
            if keep {
                s1.push(v);
            }
        }
        s1.sort_unstable();
        let mut s1set = vec![false; nv];
        for &s in &s1 {
            s1set[s] = true;
        }
        chooser.batch = usize::MAX;
        chooser.failing = None;
        for (i, &s) in s1.iter().enumerate() {
            if !settled[s] {
                chooser.choose(
                    &s1[i..],
                    &|r| in_r(r) && !s1set[r],
                    &|x, y, w| {
                        p1(x, y, w);
                        xdigits(x, y, w);
                    },
                    &|slot, x, y, w| {
                        p1(x, y, w);
                        xdigits(x, y, w);
                        for (v, o) in [(x, y), (y, x)] {
                            if slot[v] != NONE && in_r(o) && !s1set[o] {
                                partner(w, slot[v], o);
                            }
                        }
                    },
                    (&mut mate, &mut tight),
                    &alive,
                    &mut settled,
                );
            }
            let r = mate[s];
            if r == NONE {
                if !full {
                    return Ok(Attempt::Uncertified);
                }
                return Err(self.no_pairing(spec, &mate));
            }
            alive[s] = false;
            alive[r] = false;
            fixed.push((s, r));
        }
        let downfloaters: Vec<usize> = (0..b).filter(|&v| alive[v]).collect();
        Ok(self.finish(
            spec,
            f,
            Some((&base, &nbrs, optimum, &mate)),
            &fixed,
            &downfloaters,
        ))
    }

    /// A bracket's outcome from its pairs and downfloaters (local vertices), once the
    /// bracket scope's result is certified.
    fn finish<const N: usize>(
        &self,
        spec: &Spec,
        f: &Fields,
        graph: Option<Graphed<'_, N>>,
        fixed: &[(usize, usize)],
        downfloaters: &[usize],
    ) -> Attempt {
        if f.scope == Scope::Bracket && !self.certify(spec, downfloaters) {
            return Attempt::Uncertified;
        }
        let report = self.report(spec, f, graph, fixed, downfloaters);
        Attempt::Done(Box::new(BracketOutcome {
            pairs: fixed
                .iter()
                .map(|&(a, b)| (spec.verts[a], spec.verts[b]))
                .collect(),
            downfloaters: downfloaters.iter().map(|&v| spec.verts[v]).collect(),
            report,
        }))
    }

    /// The natural pairing of a homogeneous bracket (C.04.3 3.3: `S1[i]` with `S2[i]`, the
    /// last S2 player left over when the bracket is odd), when it is an optimum: then it
    /// is the pairing, being the first candidate of the order of generation (Article 4).
    /// It is an optimum when each of its pairs has the largest weight of any edge of the
    /// bracket (and, for the bye, of any bye edge): no matching has more pairs than it
    /// (a full-scope matching is perfect; a bracket-scope one has at most `b / 2`
    /// pairs), so none can weigh more. In the full scope this applies only to the last
    /// bracket. The edges are looked at one by one, never kept: the first round of a
    /// large event is one bracket of every player, paired this way in linear memory.
    fn natural<const N: usize>(&self, spec: &Spec, f: &Fields) -> Option<PairsAndFloaters> {
        let full = f.scope == Scope::Full;
        let b = spec.b;
        if spec.m0 > 0 || b < 2 || (full && spec.verts.len() > b) {
            return None;
        }
        let half = b / 2;
        let mut best_pair = Wide::<N>::ZERO;
        let mut best_bye = Wide::<N>::ZERO;
        let mut natural: Vec<Option<Wide<N>>> = vec![None; half];
        let mut bye = None;
        // [C9] applies: exactly one player, the one left over, leaves the bracket.
        let c9 = full && spec.has_bye;
        // Every natural pair must weigh the same as the heaviest edge: the first pair
        // seen to differ, or edge seen heavier, ends the search (a bracket whose natural
        // pairing fails shows it within its first rows).
        let mut first_natural: Option<Wide<N>> = None;
        let mut failed = false;
        self.each_edge::<N>(spec, f, c9, 0..b, true, |x, y, w| {
            if y == b {
                best_bye = best_bye.max(w);
                if x == b - 1 {
                    bye = Some(w);
                }
                return ControlFlow::Continue(());
            }
            best_pair = best_pair.max(w);
            if x < half && y == x + half {
                natural[x] = Some(w);
                failed |= w < best_pair || first_natural.is_some_and(|n| n != w);
                first_natural.get_or_insert(w);
            }
            failed |= first_natural.is_some_and(|n| w > n);
            if failed {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        if failed {
            return None;
        }
        if natural.iter().any(|w| *w != Some(best_pair)) {
            return None;
        }
        if full && spec.has_bye && bye != Some(best_bye) {
            return None;
        }
        let pairs = (0..half).map(|i| (i, i + half)).collect();
        let left = if b % 2 == 1 { vec![b - 1] } else { Vec::new() };
        Some((pairs, left))
    }

    /// The certificate of a bracket paired in the bracket scope (see [`Scope`]): the
    /// downfloaters all paired into the next bracket and the rest of it paired among
    /// itself but for at most one player ([C8] at its bound), then every player below
    /// paired, the bye going to a player of the lowest score among those who may receive
    /// it ([C4], [C5]). Built greedily: a failure only sends the bracket to the full scope.
    fn certify(&self, spec: &Spec, downfloaters: &[usize]) -> bool {
        let ok = |a: usize, b: usize| self.forbidden(a, b).is_none();
        let down: Vec<usize> = downfloaters.iter().map(|&v| spec.verts[v]).collect();
        let next = &spec.verts[spec.b..spec.next_end];
        if down.len() > next.len() {
            return false;
        }
        // Downfloaters into the next bracket: a bipartite matching by augmenting paths.
        let mut owner = vec![NONE; next.len()];
        for i in 0..down.len() {
            let mut seen = vec![false; next.len()];
            if !augment_into(i, &down, next, &mut owner, &mut seen, &ok) {
                return false;
            }
        }
        let left: Vec<usize> = (0..next.len())
            .filter(|&j| owner[j] == NONE)
            .map(|j| next[j])
            .collect();
        let Some(mut lower) = pair_up(&left, left.len() % 2, &ok) else {
            return false;
        };
        lower.extend(&spec.verts[spec.next_end..]);
        if !spec.has_bye {
            return pair_up(&lower, 0, &ok).is_some();
        }
        let eligible = |p: usize| self.player(p).bye_eligible;
        let Some(lowest) = spec
            .verts
            .iter()
            .filter(|&&p| eligible(p))
            .map(|&p| self.player(p).score)
            .min()
        else {
            return false;
        };
        lower
            .iter()
            .rev()
            .filter(|&&p| eligible(p) && self.player(p).score == lowest)
            .take(4)
            .any(|&c| {
                let others: Vec<usize> = lower.iter().copied().filter(|&p| p != c).collect();
                pair_up(&others, 0, &ok).is_some()
            })
    }

    fn no_pairing(&self, spec: &Spec, mate: &[usize]) -> PairingError {
        let nreal = spec.verts.len();
        let unpaired: Vec<PlayerId> = (0..nreal)
            .filter(|&v| mate[v] == NONE)
            .map(|v| self.player(spec.verts[v]).id)
            .collect();
        if unpaired.is_empty() {
            return PairingError::NoValidPairing(NoPairingReason::NoByeCandidate);
        }
        PairingError::NoValidPairing(NoPairingReason::Unpairable { players: unpaired })
    }

    /// The bracket's report: failures of the chosen pairing and deviations from the
    /// natural pairing (`S1[i]` with `S2[i]`), each with the criterion that forced it.
    fn report<const N: usize>(
        &self,
        spec: &Spec,
        f: &Fields,
        graph: Option<Graphed<'_, N>>,
        fixed: &[(usize, usize)],
        downfloaters: &[usize],
    ) -> BracketReport {
        let id = |v: usize| self.player(spec.verts[v]).id;
        let mut failures: Vec<(Criterion, u32)> = Vec::new();
        // The players of each pair, the higher-ranked first, as the weights see them.
        let pairs: Vec<(&PlayerState, &PlayerState)> = fixed
            .iter()
            .map(|&(a, b)| {
                (
                    self.player(spec.verts[a.min(b)]),
                    self.player(spec.verts[a.max(b)]),
                )
            })
            .collect();
        let mut colour_fails = [0u32; 4];
        for &(px, py) in &pairs {
            let c = colour::allocate(
                px,
                py,
                self.initial,
                (self.number[px.id.index()], self.number[py.id.index()]),
            );
            for (k, v) in colour::failures(px, py, c).iter().enumerate() {
                colour_fails[k] += u32::from(*v);
            }
        }
        for (c, n) in [C10, C11, C12, C13].into_iter().zip(colour_fails) {
            if n > 0 {
                failures.push((c, n));
            }
        }
        let resident_floaters = downfloaters.iter().filter(|&&v| v >= spec.m0);
        for (back, c) in [(0usize, C14), (1, C16)] {
            let n = resident_floaters
                .clone()
                .filter(|&&v| self.player(spec.verts[v]).floats[back] == Some(FloatKind::Down))
                .count();
            if n > 0 {
                failures.push((c, n as u32));
            }
        }
        for (back, c) in [(0usize, C15), (1, C17)] {
            let n = pairs
                .iter()
                .filter(|(px, py)| px.score > py.score && py.floats[back] == Some(FloatKind::Up))
                .count();
            if n > 0 {
                failures.push((c, n as u32));
            }
        }
        let mut deviations = Vec::new();
        // The natural pairing: MDPs with the first residents, then the remainder's S1
        // with its S2 (Article 3.3).
        let mdps_paired = fixed.iter().filter(|p| p.0 < spec.m0).count();
        let residents: Vec<usize> = (spec.m0..spec.b).collect();
        let mut natural: Vec<(usize, usize)> = Vec::new();
        for (i, &r) in residents.iter().enumerate().take(mdps_paired) {
            natural.push((i, r));
        }
        let rest: Vec<usize> = residents[natural.len()..].to_vec();
        let pr = fixed.len() - mdps_paired;
        for i in 0..pr.min(rest.len() / 2) {
            natural.push((rest[i], rest[pr + i]));
        }
        let chosen = |a: usize, b: usize| {
            fixed
                .iter()
                .any(|&(x, y)| (x, y) == (a, b) || (x, y) == (b, a))
        };
        // The criterion that makes the natural pairing worse is the same for all its
        // pairs: computed once, when first needed.
        let mut first: Option<Criterion> = None;
        for &(a, b) in &natural {
            if chosen(a, b) {
                continue;
            }
            let (ia, ib) = (id(a), id(b));
            if let Some(c) = self.forbidden(spec.verts[a], spec.verts[b]) {
                deviations.push(Deviation {
                    players: vec![ia, ib],
                    criterion: c,
                    detail: format!("{ia} and {ib} may not meet"),
                    message: Message::new("pairing-dev-may-not-meet")
                        .text("a", ia)
                        .text("b", ib),
                });
                continue;
            }
            // Compare the criteria of the natural pair's cost with the chosen pairs.
            // Only a bracket paired by matchings deviates from its natural pairing.
            let first = *first.get_or_insert_with(|| {
                graph.map_or(ORDER, |g| self.first_better(spec, f, g, fixed, &natural))
            });
            deviations.push(Deviation {
                players: vec![ia, ib],
                criterion: first,
                detail: format!(
                    "{ia} - {ib} is not paired: the natural pairing is worse on {}",
                    first.code
                ),
                message: Message::new("pairing-dev-dutch-not-natural")
                    .text("a", ia)
                    .text("b", ib)
                    .text("code", first.code),
            });
        }
        let ids = |r: std::ops::Range<usize>| r.map(id).collect::<Vec<_>>();
        BracketReport {
            upward: false,
            score: self.score(spec, spec.m0.min(spec.b.saturating_sub(1))),
            residents: ids(spec.m0..spec.b),
            moved_down: ids(0..spec.m0),
            downfloaters: downfloaters.iter().map(|&v| id(v)).collect(),
            pairs: fixed
                .iter()
                .map(|&(a, b)| (id(a.min(b)), id(a.max(b))))
                .collect(),
            failures,
            deviations,
            keys: Vec::new(),
            key_messages: Vec::new(),
        }
    }

    /// The first criterion on which the chosen pairing beats the natural one (its legal
    /// pairs, completed by the best pairing of everybody else).
    fn first_better<const N: usize>(
        &self,
        spec: &Spec,
        f: &Fields,
        (base, nbrs, optimum, chosen_mate): Graphed<'_, N>,
        fixed: &[(usize, usize)],
        natural: &[(usize, usize)],
    ) -> Criterion {
        let full = f.scope == Scope::Full;
        let nv = if full {
            spec.verts.len() + usize::from(spec.has_bye)
        } else {
            spec.b
        };
        let weight_of = |x: usize, y: usize| nbrs.edge(x, y).map(|k| base.get(k).2);
        let total_with = |pairs: &[(usize, usize)]| -> Option<Wide<N>> {
            let mut alive = vec![true; nv];
            let mut sum = Wide::<N>::ZERO;
            for &(a, b) in pairs {
                sum = sum.plus(weight_of(a, b)?);
                alive[a] = false;
                alive[b] = false;
            }
            // Only the weight is wanted, which any optimum has: the chosen matching's
            // pairs among the players left join the first sparse part, which spares
            // most of the passes over the whole scope's edges.
            let seed: Vec<usize> = (0..nv)
                .filter(|&v| {
                    let m = chosen_mate[v];
                    alive[v] && m != NONE && v < m && alive[m]
                })
                .filter_map(|v| nbrs.edge(v, chosen_mate[v]))
                .collect();
            let (mate, _, _) = solve_if(
                (nv, base, None, self.sparse_from),
                &alive,
                None,
                |_, _, _| {},
                |_| true,
                None,
                &seed,
            );
            for v in 0..nv {
                if alive[v] {
                    let m = mate[v];
                    if m == NONE {
                        if full {
                            return None;
                        }
                        continue;
                    }
                    if v < m {
                        sum = sum.plus(weight_of(v, m)?);
                    }
                }
            }
            Some(sum)
        };
        let legal: Vec<(usize, usize)> = natural
            .iter()
            .copied()
            .filter(|&(a, b)| weight_of(a, b).is_some())
            .collect();
        // The chosen pairs belong to an optimum: with them the rest pairs to its weight.
        let Some(chosen) = optimum.or_else(|| total_with(fixed)) else {
            return ORDER;
        };
        let Some(nat) = total_with(&legal) else {
            return C4;
        };
        let lay = &f.layout;
        for k in 0..lay.shift.len() {
            let (c, n) = (
                chosen.bits(lay.shift[k], lay.width[k]),
                nat.bits(lay.shift[k], lay.width[k]),
            );
            if c != n {
                return lay.crit[k];
            }
        }
        ORDER
    }

    /// For [`PairingSystem::check`]: why a pair made elsewhere is not the engine's.
    fn judge_pair(&self, a: PlayerId, b: PlayerId) -> Criterion {
        let pos = |p: PlayerId| self.order.iter().position(|&i| i == p.index());
        match (pos(a), pos(b)) {
            (Some(x), Some(y)) => self.forbidden(x, y).unwrap_or(ORDER),
            _ => C4,
        }
    }

    /// For [`PairingSystem::check`]: why a bye given elsewhere is not the engine's.
    fn judge_bye(&self, given: PlayerId, engine: Option<PlayerId>) -> Option<Criterion> {
        let st = self.st.get(given.index())?;
        if !st.bye_eligible {
            return Some(C2);
        }
        let other = engine.and_then(|e| self.st.get(e.index()))?;
        if st.score > other.score {
            return Some(C5);
        }
        if st.unplayed > other.unplayed {
            return Some(C9);
        }
        Some(ORDER)
    }
}

/// Solves the bracket's matching over the vertices still alive; `extra` adds the digits
/// of the order of generation in use. `keep`: when given, only the edges it marks (the
/// tight edges of the previous matching, which hold every optimum of weights refined
/// below their lowest digit, see [`Optimum`]) are used. Returns each vertex's mate (or
/// `NONE`) and which edges are tight for this matching's weights.
fn solve<const N: usize>(
    (nv, base, nbrs, sparse_from): Graph<'_, N>,
    alive: &[bool],
    keep: Option<&[bool]>,
    extra: impl Fn(usize, usize, &mut Wide<N>) + Sync,
) -> (Vec<usize>, Vec<bool>) {
    let (mate, _, tight) = solve_if(
        (nv, base, nbrs, sparse_from),
        alive,
        keep,
        extra,
        |_| true,
        None,
        &[],
    );
    // Not proved by value, so the tight edges are always there.
    (mate, tight.unwrap_or_default())
}

/// From this many edges on, a matching is first solved on a sparse part of its graph
/// (see [`solve_if`]).
const SPARSE_FROM: usize = 5_000;

/// The sparse part holds the edges between vertices at most this far apart, and between
/// a vertex and those at most this far from its natural partner (half the vertices on).
const NEAR: usize = 20;

/// At most this many of the edges the duals fail join the sparse part at each vertex
/// after each matching, the heaviest first. The failed edges can be hundreds at each of
/// half the vertices of a large bracket, but the heaviest few at each vertex are enough
/// to set its dual: the next matching's duals then hold on every edge (one more matching
/// of a part a quarter the size of the one with all of them).
const JOIN: usize = 16;

/// [`solve`], but the tight edges are worked out only when `accept` takes the matching
/// (they cost about as much as a quick matching). Returns the matching, whether `accept`
/// takes it, and the tight edges.
///
/// A large graph (a big bracket has millions of pairs, most of them alike) is solved on
/// a sparse part first: the pairs of near vertices and of near natural partners. Its
/// optimum's duals are then checked on every edge: when they are feasible everywhere
/// they prove the optimum for the whole graph (complementary slackness holds already);
/// otherwise the heaviest of the edges they fail join the sparse part (see [`JOIN`]) and
/// it is solved again.
///
/// `by_value`: `accept` takes exactly the matchings that reach a known upper bound of the
/// optimum, so one it takes is an optimum without duals to prove it. Then only the
/// matching of a sparse part is solved, with the edges of the matching given joining the
/// part (most of them stay when a few vertices are taken out), and no tight edges are
/// worked out: the caller's still hold every optimum. A matching that falls short may
/// be a false failure (the part was too thin), which the caller must allow for. The part
/// is read from the neighbour lists near each vertex, so the millions of edges in play
/// are never gone through; without lists the matching is solved as any other.
///
/// `seed`: edges that join the first sparse part, when they are in play (a matching
/// expected to be near an optimum's). They change no optimum's weight, only how soon
/// it is found, but may change which of several optima is found: they are given only
/// where the weight alone is wanted.
fn solve_if<const N: usize>(
    (nv, base, nbrs, sparse_from): Graph<'_, N>,
    alive: &[bool],
    keep: Option<&[bool]>,
    extra: impl Fn(usize, usize, &mut Wide<N>) + Sync,
    accept: impl Fn(&[usize]) -> bool,
    by_value: Option<&[usize]>,
    seed: &[usize],
) -> (Vec<usize>, bool, Option<Vec<bool>>) {
    let mut compact = vec![NONE; nv];
    let mut back = Vec::new();
    for v in 0..nv {
        if alive[v] {
            compact[v] = back.len();
            back.push(v);
        }
    }
    let weight = |k: usize| {
        let (x, y, mut w) = base.get(k);
        extra(x, y, &mut w);
        w
    };
    let mate_of = |opt: &Optimum<N>| {
        let mut mate = vec![NONE; nv];
        for (i, mv) in opt.mate.iter().enumerate() {
            if let Some(j) = mv {
                mate[back[i]] = back[*j];
            }
        }
        mate
    };
    let solve_part = |chosen: &[usize]| {
        let edges: Vec<(usize, usize, Wide<N>)> = chosen
            .iter()
            .map(|&k| (compact[base.get(k).0], compact[base.get(k).1], weight(k)))
            .collect();
        Optimum::solve(back.len(), &edges)
    };
    // The test setting (0) keeps the sparse part as thin as can be, so that the proof by
    // the duals does the work even in small brackets.
    let reach = if sparse_from == 0 { 1 } else { NEAR };
    if let (Some(hint), Some(nb)) = (by_value, nbrs) {
        // At least the number of edges in play: those between two vertices alive are
        // counted twice here.
        let listed: usize = back.iter().map(|&x| nb.degree(x)).sum::<usize>() / 2;
        if listed >= sparse_from {
            // Taken or not, no duals are checked: a sparse part too thin to reach the
            // bound makes a false failure, which only costs the caller a shorter run (a
            // single player's failing run is decided by an exact matching). The part is
            // found from the lists near each vertex, never from all the edges in play.
            let part = sparse_part(nb, (&back, &compact), alive, keep, hint, reach);
            let mate = mate_of(&solve_part(&part));
            let took = accept(&mate);
            return (mate, took, None);
        }
    }
    // The edges in play, in the order of `base`: from the lists of the vertices alive
    // when there are lists and few vertices are alive, otherwise by one pass over the
    // edges (in their order already: the lists of a bracket with a bye are not, and a
    // sort of millions of edges costs more than the pass).
    let edges_in_play = match nbrs {
        Some(nb) if 4 * back.len() < nv => {
            let mut l: Vec<u32> = back
                .iter()
                .flat_map(|&x| {
                    nb.of(x)
                        .filter(move |&(y, k)| y > x && alive[y] && keep.is_none_or(|t| t[k]))
                        .map(|(_, k)| k as u32)
                })
                .collect();
            if !l.is_sorted() {
                l.sort_unstable();
            }
            InPlay::Listed(l)
        }
        // Every edge (the first matching of a bracket): no list of them all (a full
        // scope's can be tens of millions).
        _ if keep.is_none() && back.len() == nv => InPlay::All(base.len()),
        _ => InPlay::Listed(
            base.ends()
                .enumerate()
                .filter(|&(k, (x, y))| alive[x] && alive[y] && keep.is_none_or(|t| t[k]))
                .map(|(k, _)| k as u32)
                .collect(),
        ),
    };
    let count = edges_in_play.len();
    let near = |k: usize| {
        let (x, y, _) = base.get(k);
        count < sparse_from || near_places(compact[x], compact[y], back.len(), reach)
    };
    // `taken` is by place in `edges_in_play` (a bracket can have millions of edges, and
    // a solve only a part of them).
    let mut taken: Vec<bool> = (0..count).map(|at| near(edges_in_play.at(at))).collect();
    let mut chosen: Vec<usize> = (0..count)
        .filter(|&at| taken[at])
        .map(|at| edges_in_play.at(at))
        .collect();
    for &k in seed {
        let at = match &edges_in_play {
            InPlay::Listed(l) => l.binary_search(&(k as u32)).ok(),
            InPlay::All(n) => (k < *n).then_some(k),
        };
        if let Some(at) = at
            && !taken[at]
        {
            taken[at] = true;
            chosen.push(k);
        }
    }
    let mut tight_rest: Vec<u32> = Vec::new();
    let opt = loop {
        let opt = solve_part(&chosen);
        if chosen.len() == count {
            break opt;
        }
        let (failing, tight_ones) = judge(&taken, |at| {
            let k = edges_in_play.at(at);
            let (x, y, _) = base.get(k);
            opt.feasible(compact[x], compact[y], weight(k))
        });
        if failing.is_empty() {
            tight_rest = tight_ones;
            break opt;
        }
        // The heaviest first; among equal weights, in the order of the edges.
        let mut failing = failing;
        failing.sort_by_cached_key(|&at| std::cmp::Reverse(weight(edges_in_play.at(at as usize))));
        let mut joined = vec![0usize; nv];
        for at in failing {
            let at = at as usize;
            let k = edges_in_play.at(at);
            let (x, y, _) = base.get(k);
            if joined[x] < JOIN || joined[y] < JOIN {
                joined[x] += 1;
                joined[y] += 1;
                taken[at] = true;
                chosen.push(k);
            }
        }
    };
    let mate = mate_of(&opt);
    if !accept(&mate) {
        return (mate, false, None);
    }
    let mut tight = vec![false; base.len()];
    for at in tight_rest {
        tight[edges_in_play.at(at as usize)] = true;
    }
    for &k in &chosen {
        let (x, y, _) = base.get(k);
        tight[k] = opt.feasible(compact[x], compact[y], weight(k)) == std::cmp::Ordering::Equal;
    }
    (mate, true, Some(tight))
}

/// Whether the vertices at places `a` and `b` among `n` are near enough for the sparse
/// part (see [`solve_if`]): at most `reach` apart, or as far from each other's natural
/// partner (half the vertices on).
fn near_places(a: usize, b: usize, n: usize, reach: usize) -> bool {
    let d = a.abs_diff(b);
    d <= reach || d.abs_diff(n / 2) <= reach
}

/// The sparse part of a matching proved by value (see [`solve_if`]), found from the lists
/// near each vertex: the edges in play (both ends alive, marked in `keep` when given)
/// between vertices at most `reach` apart among the vertices alive (`back`, in order;
/// `compact` gives each one's place), or as far from each other's natural partner, in
/// the order of `base`; then the pairs of `hint` whose partners are both alive, and
/// every edge in play of a vertex whose partner is gone.
fn sparse_part(
    nb: &Neighbours<'_>,
    (back, compact): (&[usize], &[usize]),
    alive: &[bool],
    keep: Option<&[bool]>,
    hint: &[usize],
    reach: usize,
) -> Vec<usize> {
    let n = back.len();
    let half = n / 2;
    let in_play = |y: usize, k: usize| alive[y] && keep.is_none_or(|t| t[k]);
    let near = |x: usize, y: usize| near_places(compact[x], compact[y], n, reach);
    let mut part = Vec::new();
    let last = n.saturating_sub(1);
    for (cx, &x) in back.iter().enumerate().take(last) {
        // The places after `cx` that are near it (see `near_places`): up to `reach` on,
        // and within `reach` of half the vertices on; one range when the two meet.
        let first_end = (cx + reach).min(last);
        let far = (
            (cx + half).saturating_sub(reach).max(cx + 1),
            (cx + half + reach).min(last),
        );
        let ranges = if far.0 <= first_end + 1 {
            [Some((cx + 1, first_end.max(far.1))), None]
        } else if far.0 <= far.1 {
            [Some((cx + 1, first_end)), Some(far)]
        } else {
            [Some((cx + 1, first_end)), None]
        };
        for (lo, hi) in ranges.into_iter().flatten() {
            part.extend(
                nb.between(x, back[lo], back[hi])
                    .filter(|&(y, k)| in_play(y, k))
                    .map(|(_, k)| k),
            );
        }
    }
    part.sort_unstable();
    let gone = |v: usize| hint[v] == NONE || !alive[hint[v]];
    for &x in back {
        let y = hint[x];
        if gone(x) {
            // Each edge once: from its smaller end when both partners are gone.
            part.extend(
                nb.of(x)
                    .filter(|&(z, k)| in_play(z, k) && !near(x, z) && !(gone(z) && z < x))
                    .map(|(_, k)| k),
            );
        } else if x < y && !near(x, y) {
            part.extend(nb.edge(x, y).filter(|&k| in_play(y, k)));
        }
    }
    part
}

/// The edges in play of a matching (see [`solve_if`]), by place: listed, or every edge
/// of the bracket.
enum InPlay {
    Listed(Vec<u32>),
    All(usize),
}

impl InPlay {
    fn len(&self) -> usize {
        match self {
            InPlay::Listed(l) => l.len(),
            InPlay::All(n) => *n,
        }
    }

    /// The edge at place `at`.
    fn at(&self, at: usize) -> usize {
        match self {
            InPlay::Listed(l) => l[at] as usize,
            InPlay::All(_) => at,
        }
    }
}

/// Judges the places not marked in `skip` (one per edge in play): returns, in order, the
/// places `judge` finds infeasible (`Less`) and those it finds tight (`Equal`). A long
/// list is shared between two threads; the answer does not depend on it.
fn judge(
    skip: &[bool],
    judge: impl Fn(usize) -> std::cmp::Ordering + Sync,
) -> (Vec<u32>, Vec<u32>) {
    let part = |from: usize, to: usize| {
        let (mut failing, mut tight) = (Vec::new(), Vec::new());
        for at in (from..to).filter(|&at| !skip[at]) {
            // Places fit in 32 bits like the edge numbers.
            match judge(at) {
                std::cmp::Ordering::Less => failing.push(at as u32),
                std::cmp::Ordering::Equal => tight.push(at as u32),
                std::cmp::Ordering::Greater => {}
            }
        }
        (failing, tight)
    };
    let mid = skip.len() / 2;
    let (mut first, (f, t)) = in_two(
        skip.len() >= 100_000,
        || part(0, mid),
        || part(mid, skip.len()),
    );
    first.0.extend(f);
    first.1.extend(t);
    first
}

/// Runs `a` and `b`, `b` on a second thread when `worth` it and the machine has one;
/// the answers are the same either way.
fn in_two<A, B: Send>(worth: bool, a: impl FnOnce() -> A, b: impl FnOnce() -> B + Send) -> (A, B) {
    let threads = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    if !worth || threads < 2 {
        return (a(), b());
    }
    std::thread::scope(|s| {
        let other = s.spawn(b);
        let mine = a();
        match other.join() {
            Ok(theirs) => (mine, theirs),
            Err(panic) => std::panic::resume_unwind(panic),
        }
    })
}

/// A bracket's edges, their neighbour lists, the criteria weight of an optimum
/// matching of them (`None` when it was not read) and the matching chosen (each
/// vertex's mate).
type Graphed<'a, const N: usize> = (
    &'a Edges<N>,
    &'a Neighbours<'a>,
    Option<Wide<N>>,
    &'a [usize],
);

/// A bracket's graph: its number of vertices, its edges, once they are made each
/// vertex's neighbours, and the number of edges from which it is solved sparse first.
type Graph<'a, const N: usize> = (usize, &'a Edges<N>, Option<&'a Neighbours<'a>>, usize);

/// A bracket's edges (the pairs that may meet) with the criteria part of their weights.
/// A large bracket has millions of pairs but only a few distinct weights, so each pair
/// holds the number of its weight in a table: 12 bytes a pair, however wide the weight.
struct Edges<const N: usize> {
    /// The two vertices of each edge and the place of its weight in `weights`.
    pairs: Vec<(u32, u32, u32)>,
    weights: Vec<Wide<N>>,
}

impl<const N: usize> Default for Edges<N> {
    fn default() -> Self {
        Edges {
            pairs: Vec::new(),
            weights: Vec::new(),
        }
    }
}

impl<const N: usize> Edges<N> {
    /// Adds the edge `x`–`y`; `known` finds the weights met before.
    fn push(&mut self, x: usize, y: usize, w: Wide<N>, known: &mut FxHashMap<Wide<N>, u32>) {
        let weights = &mut self.weights;
        // Vertex and weight numbers fit in 32 bits: the edges are held in memory.
        let at = *known.entry(w).or_insert_with(|| {
            weights.push(w);
            (weights.len() - 1) as u32
        });
        self.pairs.push((x as u32, y as u32, at));
    }

    /// Appends `other`'s edges after these.
    fn append(&mut self, other: Edges<N>) {
        let offset = self.weights.len() as u32;
        self.weights.extend(other.weights);
        self.pairs.extend(
            other
                .pairs
                .into_iter()
                .map(|(x, y, at)| (x, y, at + offset)),
        );
    }

    fn len(&self) -> usize {
        self.pairs.len()
    }

    /// The vertices and the weight of edge `k`.
    fn get(&self, k: usize) -> (usize, usize, Wide<N>) {
        let (x, y, at) = self.pairs[k];
        (x as usize, y as usize, self.weights[at as usize])
    }

    /// The vertices of each edge, in order.
    fn ends(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.pairs.iter().map(|&(x, y, _)| (x as usize, y as usize))
    }
}

/// Each vertex's neighbours in `base`, ascending, with the index of their edge (a
/// bracket can have millions of edges). The edges come ordered by their first vertex,
/// then their second (but for a bye's, which come last): the neighbours of `v` after it
/// are then its row of `base`, `base[row[v]..row[v + 1]]`, read there rather than copied.
/// The others are listed: those before `v`, `list[first[v]..mid[v]]`, and those after it
/// by edges past the rows, `list[mid[v]..first[v + 1]]` (after its row's). When the
/// edges are in another order, every neighbour is listed and the rows are empty.
struct Neighbours<'a> {
    pairs: &'a [(u32, u32, u32)],
    row: Vec<usize>,
    first: Vec<usize>,
    mid: Vec<usize>,
    list: Vec<(u32, u32)>,
}

impl<'a> Neighbours<'a> {
    fn new<const N: usize>(nv: usize, base: &'a Edges<N>) -> Self {
        let pairs = base.pairs.as_slice();
        // The edges in rows: ordered by first vertex, then second, the first the smaller.
        let mut rows_end = pairs
            .windows(2)
            .position(|w| (w[0].0, w[0].1) >= (w[1].0, w[1].1))
            .map_or(pairs.len(), |at| at + 1);
        if pairs[..rows_end].iter().any(|e| e.0 >= e.1) {
            rows_end = 0;
        }
        let mut row = vec![0usize; nv + 1];
        let row_of = |row: &mut Vec<usize>, end: usize| {
            row.iter_mut().for_each(|r| *r = 0);
            for &(x, _, _) in &pairs[..end] {
                row[x as usize + 1] += 1;
            }
            for v in 0..nv {
                row[v + 1] += row[v];
            }
        };
        row_of(&mut row, rows_end);
        // An edge past the rows must come after its first vertex's row in the order of
        // the neighbours; otherwise every neighbour is listed.
        let last_in_row =
            |v: usize, row: &[usize]| (row[v] < row[v + 1]).then(|| pairs[row[v + 1] - 1].1);
        if pairs[rows_end..].iter().any(|e| {
            let (lo, hi) = (e.0.min(e.1), e.0.max(e.1));
            last_in_row(lo as usize, &row).is_some_and(|y| y >= hi)
        }) {
            rows_end = 0;
            row_of(&mut row, 0);
        }
        let mut low = vec![0usize; nv];
        let mut high = vec![0usize; nv];
        for (k, &(x, y, _)) in pairs.iter().enumerate() {
            let (lo, hi) = (x.min(y) as usize, x.max(y) as usize);
            low[hi] += 1;
            if k >= rows_end {
                high[lo] += 1;
            }
        }
        let mut first = vec![0usize; nv + 1];
        let mut mid = vec![0usize; nv];
        for v in 0..nv {
            mid[v] = first[v] + low[v];
            first[v + 1] = mid[v] + high[v];
        }
        let mut fill_low = first.clone();
        let mut fill_high = mid.clone();
        let mut list = vec![(0u32, 0u32); first[nv]];
        // Vertex and edge numbers fit in 32 bits: the edges are held in memory.
        for (k, &(x, y, _)) in pairs.iter().enumerate() {
            let (lo, hi) = (x.min(y), x.max(y));
            list[fill_low[hi as usize]] = (lo, k as u32);
            fill_low[hi as usize] += 1;
            if k >= rows_end {
                list[fill_high[lo as usize]] = (hi, k as u32);
                fill_high[lo as usize] += 1;
            }
        }
        // In edge order each list is mostly ascending already; sort whatever is not.
        for v in 0..nv {
            for range in [first[v]..mid[v], mid[v]..first[v + 1]] {
                let l = &mut list[range];
                if !l.is_sorted() {
                    l.sort_unstable();
                }
            }
        }
        Neighbours {
            pairs,
            row,
            first,
            mid,
            list,
        }
    }

    /// The three parts of the neighbours of `v`, ascending: listed before it, its row,
    /// listed after it.
    fn parts(&self, v: usize) -> Parts<'_> {
        (
            &self.list[self.first[v]..self.mid[v]],
            self.row[v]..self.row[v + 1],
            &self.list[self.mid[v]..self.first[v + 1]],
        )
    }

    /// The neighbours of `v` and the indices of their edges.
    fn of(&self, v: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
        let (before, row, after) = self.parts(v);
        let pairs = self.pairs;
        listed(before, 0, usize::MAX)
            .chain(row.map(move |k| (pairs[k].1 as usize, k)))
            .chain(listed(after, 0, usize::MAX))
    }

    /// How many neighbours `v` has.
    fn degree(&self, v: usize) -> usize {
        self.first[v + 1] - self.first[v] + self.row[v + 1] - self.row[v]
    }

    /// The neighbours of `v` from `lo` to `hi` (inclusive) and their edges.
    fn between(&self, v: usize, lo: usize, hi: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
        let (before, row, after) = self.parts(v);
        let pairs = self.pairs;
        let in_row = &pairs[row.clone()];
        let from = row.start + in_row.partition_point(|e| (e.1 as usize) < lo);
        let to = row.start + in_row.partition_point(|e| (e.1 as usize) <= hi);
        listed(before, lo, hi)
            .chain((from..to.max(from)).map(move |k| (pairs[k].1 as usize, k)))
            .chain(listed(after, lo, hi))
    }

    /// The index of the edge between `a` and `b`.
    fn edge(&self, a: usize, b: usize) -> Option<usize> {
        let (before, row, after) = self.parts(a);
        let find = |l: &[(u32, u32)]| {
            l.binary_search_by_key(&(b as u32), |e| e.0)
                .ok()
                .map(|i| l[i].1 as usize)
        };
        if b < a {
            return find(before);
        }
        let in_row = &self.pairs[row.clone()];
        match in_row.binary_search_by_key(&(b as u32), |e| e.1) {
            Ok(i) => Some(row.start + i),
            Err(_) => find(after),
        }
    }
}

/// The neighbours of a vertex in [`Neighbours`]: listed before it, its row, listed after.
type Parts<'a> = (&'a [(u32, u32)], std::ops::Range<usize>, &'a [(u32, u32)]);

/// The neighbours from `lo` to `hi` (inclusive) in a listed part of
/// [`Neighbours`], and their edges.
fn listed(l: &[(u32, u32)], lo: usize, hi: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
    let from = l.partition_point(|e| (e.0 as usize) < lo);
    l[from..]
        .iter()
        .take_while(move |e| e.0 as usize <= hi)
        .map(|&(y, k)| (y as usize, k as usize))
}

/// Adds digits (of the order of generation, say) to the weight of the edge `x`–`y`.
type Digits<'a, const N: usize> = dyn Fn(usize, usize, &mut Wide<N>) + Sync + 'a;

/// Adds the digits of the order of generation and the partner digits of the window
/// slots (`slot[v]` for a vertex, or `NONE`) to the weight of an edge.
type WindowDigits<'a, const N: usize> = dyn Fn(&[usize], usize, usize, &mut Wide<N>) + Sync + 'a;

/// The first run after a player's first tight candidate failed.
const RESTART: usize = 8;

/// Chooses partners in the order of generation: each player in turn gets the first
/// candidate that still belongs to an optimum together with the partners chosen before.
///
/// Every optimum uses only edges that are tight for the last matching's duals, so a
/// player's first tight candidate is the best it can get. A run of players is given
/// their first tight candidates at once and the run is accepted when the rest of the
/// bracket still reaches the optimum's weight with those pairs fixed: then each of them
/// has the first partner any optimum could give it, which is the order of generation's
/// choice. A run that fails is halved; when a single player's first tight candidate
/// fails (or is all that is left of a run known to fail), one matching with partner
/// digits decides the next `windows` players. The proof
/// of a large run is a matching of a sparse part of the rest (see [`solve_if`]), so a run
/// can fail that some optimum holds: that only makes the runs shorter, since the exact
/// matching with partner digits decides a failing single player either way.
struct Chooser<'a, const N: usize> {
    nv: usize,
    base: &'a Edges<N>,
    nbrs: &'a Neighbours<'a>,
    sparse_from: usize,
    windows: usize,
    /// Players proposed in the next run.
    batch: usize,
    /// A run from the next player known to fail, by its length: the next runs halve it.
    failing: Option<usize>,
}

impl<const N: usize> Chooser<'_, N> {
    /// The weight of edge `k` with the digits of `extra`.
    fn weight(&self, k: usize, extra: &Digits<'_, N>) -> Wide<N> {
        let (x, y, mut w) = self.base.get(k);
        extra(x, y, &mut w);
        w
    }

    /// The weight of `mate` over the vertices alive.
    fn total(&self, mate: &[usize], alive: &[bool], extra: &Digits<'_, N>) -> Option<Wide<N>> {
        let mut sum = Wide::<N>::ZERO;
        for v in 0..self.nv {
            let m = mate[v];
            if alive[v] && m != NONE && v < m {
                sum = sum.plus(self.weight(self.edge(v, m)?, extra));
            }
        }
        Some(sum)
    }

    fn edge(&self, a: usize, b: usize) -> Option<usize> {
        self.nbrs.edge(a, b)
    }

    /// A matching of the vertices of `rest` from the optimum `mate`: its pairs inside
    /// `rest`, and the others (whose partners left, or who had none) paired among
    /// themselves by a maximum-weight matching of their tight edges.
    fn patch(
        &self,
        mate: &[usize],
        rest: &[bool],
        tight: &[bool],
        extra: &Digits<'_, N>,
    ) -> Vec<usize> {
        let mut m2 = vec![NONE; self.nv];
        let mut loose = Vec::new();
        let mut local = vec![NONE; self.nv];
        for v in 0..self.nv {
            if !rest[v] {
                continue;
            }
            let m = mate[v];
            if m != NONE && rest[m] {
                m2[v] = m;
            } else {
                local[v] = loose.len();
                loose.push(v);
            }
        }
        let mut edges = Vec::new();
        for (i, &v) in loose.iter().enumerate() {
            for (y, k) in self.nbrs.of(v) {
                if y > v && local[y] != NONE && tight[k] {
                    edges.push((i, local[y], self.weight(k, extra)));
                }
            }
        }
        for (i, m) in max_weight_matching(loose.len(), &edges)
            .into_iter()
            .enumerate()
        {
            if let Some(j) = m {
                m2[loose[i]] = loose[j];
            }
        }
        m2
    }

    /// The first candidate of `s` on a tight edge, among the vertices alive and not
    /// marked in `taken` (which may be shorter than the vertices: unmarked).
    fn first_tight(
        &self,
        s: usize,
        candidate: &dyn Fn(usize) -> bool,
        tight: &[bool],
        alive: &[bool],
        taken: &[bool],
    ) -> Option<usize> {
        self.nbrs
            .of(s)
            .find(|&(r, k)| tight[k] && alive[r] && candidate(r) && taken.get(r) != Some(&true))
            .map(|e| e.0)
    }

    /// After `n` players were settled: the next run halves what is left of a run known
    /// to fail (a bisection for the player whose first tight candidate fails; when one
    /// player is left, it is that one), or doubles when none is known.
    fn consumed(&mut self, n: usize) {
        match self.failing {
            Some(f) if f > n => {
                self.failing = Some(f - n);
                self.batch = (f - n) / 2;
            }
            Some(_) => {
                // The failing player was settled after all (its candidates changed).
                self.failing = None;
                self.batch = RESTART;
            }
            None => self.batch = self.batch.max(n).saturating_mul(2),
        }
    }

    /// Settles the partner of `players[0]` (and maybe of some players after it) in
    /// `mate`, which must be an optimum over the vertices alive.
    #[allow(clippy::too_many_arguments)]
    fn choose(
        &mut self,
        players: &[usize],
        candidate: &dyn Fn(usize) -> bool,
        extra: &Digits<'_, N>,
        window: &WindowDigits<'_, N>,
        (mate, tight): (&mut Vec<usize>, &mut Vec<bool>),
        alive: &[bool],
        settled: &mut [bool],
    ) {
        let s = players[0];
        let first = self.first_tight(s, candidate, tight, alive, &[]);
        if first.is_some() && first == Some(mate[s]) {
            settled[s] = true;
            self.consumed(1);
            return;
        }
        // The player left of a run known to fail goes to the matching with partner
        // digits at once.
        let current = self
            .total(mate, alive, extra)
            .filter(|_| self.failing != Some(1));
        if let Some(current) = current {
            loop {
                let mut run: Vec<(usize, usize)> = Vec::new();
                let mut taken = vec![false; self.nv];
                for &p in players.iter().take(self.batch.max(1)) {
                    if settled[p] {
                        break;
                    }
                    match self.first_tight(p, candidate, tight, alive, &taken) {
                        Some(r) => {
                            run.push((p, r));
                            taken[r] = true;
                        }
                        None => break,
                    }
                }
                if run.is_empty() {
                    break;
                }
                let mut rest = alive.to_vec();
                let mut fixed = Wide::<N>::ZERO;
                let mut ok = true;
                for &(p, r) in &run {
                    rest[p] = false;
                    rest[r] = false;
                    match self.edge(p, r) {
                        Some(k) => fixed = fixed.plus(self.weight(k, extra)),
                        None => ok = false,
                    }
                }
                // The optimum's weight is an upper bound of any pairing with the run
                // fixed: a matching of the rest that reaches it proves the run.
                let bound = |m2: &[usize]| {
                    self.total(m2, &rest, extra).map(|w| w.plus(fixed)) == Some(current)
                };
                // Most runs are proved by the optimum's own pairs and a small matching
                // of the players whose partners the run took; the others by a matching
                // of a sparse part of the rest.
                let patched = ok
                    .then(|| self.patch(mate, &rest, tight, extra))
                    .filter(|m2| bound(m2));
                let solved = patched.map(|m2| (m2, true, None)).or_else(|| {
                    ok.then(|| {
                        solve_if(
                            (self.nv, self.base, Some(self.nbrs), self.sparse_from),
                            &rest,
                            Some(tight),
                            extra,
                            bound,
                            Some(mate),
                            &[],
                        )
                    })
                });
                if let Some((m2, true, t2)) = solved {
                    if let Some(t2) = t2 {
                        *tight = t2;
                    }
                    *mate = m2;
                    for &(p, r) in &run {
                        mate[p] = r;
                        mate[r] = p;
                        settled[p] = true;
                    }
                    self.consumed(run.len());
                    return;
                }
                if run.len() == 1 {
                    break;
                }
                self.failing = Some(run.len());
                self.batch = run.len() / 2;
            }
        }
        // The next failure is as likely near as far: runs grow again from a few players.
        self.failing = None;
        self.batch = RESTART;
        let slot = window_slots(self.nv, players, self.windows, settled);
        (*mate, *tight) = solve(
            (self.nv, self.base, Some(self.nbrs), self.sparse_from),
            alive,
            Some(tight),
            |x, y, w| {
                window(&slot, x, y, w);
            },
        );
    }
}

/// Window slots for the partner digits: the first `windows` players of `players` (in
/// order) get slots 0, 1, ... and are marked as settled, since the matching that uses
/// the slots chooses their partners in the order of generation.
fn window_slots(nv: usize, players: &[usize], windows: usize, settled: &mut [bool]) -> Vec<usize> {
    let mut slot = vec![NONE; nv];
    for (j, &s) in players.iter().take(windows).enumerate() {
        slot[s] = j;
        settled[s] = true;
    }
    slot
}

/// Kuhn's augmenting path for the bipartite matching of `left[i]` into `right`.
fn augment_into(
    i: usize,
    left: &[usize],
    right: &[usize],
    owner: &mut [usize],
    seen: &mut [bool],
    ok: &impl Fn(usize, usize) -> bool,
) -> bool {
    for j in 0..right.len() {
        if seen[j] || !ok(left[i], right[j]) {
            continue;
        }
        seen[j] = true;
        if owner[j] == NONE || augment_into(owner[j], left, right, owner, seen, ok) {
            owner[j] = i;
            return true;
        }
    }
    false
}
