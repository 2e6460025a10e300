//! The Dubov System (FIDE C.04.4.1, the text approved in 1997, as the Vega manual
//! reproduces it in its appendix D and applies it in appendix E), with its Danubian
//! variant of article 7.2 (Vega manual, appendix K) behind [`Dubov::danubian`].
//!
//! # The procedure
//! - 1.2 ARO, the average rating of the opponents met over the board. It is kept as an
//!   exact fraction (the lists show it to one decimal); a player who has not played yet
//!   has an ARO of 0.
//! - 1.3, 1.4 the due colour: white after more games with black than with white, or as
//!   many of each and black in the last game; black the other way round.
//! - 2 the limitations: C.04.1 (two players meet once; forfeits do not count as a meeting;
//!   no colour difference beyond two, no colour three times running; no second point
//!   without playing by a bye), prohibited pairings (C.04.2), and 2.1 (2.5 in the
//!   manual's copy): before the last round a player is not moved up to a higher
//!   scoregroup two rounds running, nor more than three times (four in events of ten or
//!   more rounds).
//! - 3 colours, in this order: the colours the limitations require, both due colours,
//!   equalising whites and blacks, alternating from the latest round in which the two
//!   histories differ, white to the higher ARO, white to the lower rating (then to the
//!   lower pairing number).
//! - 4 the bye: the player of the lowest scoregroup with the lowest rating; with equal
//!   ratings, the one due the dominating colour of that group, then the higher ARO.
//! - 5 round 1: the upper half of the list against the lower half, the colours of the
//!   first board by lot (the event's initial colour) and alternating down the boards;
//!   with an odd number the last player gets the bye.
//! - Later rounds, scoregroup by scoregroup from the top:
//!   - 8 the floaters from above are paired first: whites and blacks each in the order
//!     of 6.2, alternately from the first white; each with the player of the group who
//!     has the highest rating, of the other due colour if possible, then the lowest ARO;
//!   - 7.1 a player who can meet nobody of his group (an island) is given an opponent
//!     from the next lower scoregroup that has one: of the other due colour first, then
//!     the highest rating, then the lowest ARO;
//!   - 7.2 an odd group takes one player from the next lower scoregroup that has one who
//!     can meet somebody in the group: due the colour opposite to the group's dominating
//!     one first, then the highest rating, then the lowest ARO. The Danubian variant
//!     chooses him the same way and pairs him at once with the player of the group due
//!     the dominating colour who has the lowest rating (then the lowest ARO);
//!   - 7.3, 7.4 while one colour outnumbers the other by 2n, n players move across: the
//!     whites with the lowest ARO (then the higher rating), or the blacks with the highest
//!     ARO (then the lower rating), not a player the limitations keep on his colour (2.2);
//!   - 6.2 whites by ascending ARO (then ascending rating) against blacks by descending
//!     rating (then ascending ARO), row by row;
//!   - 6.3 a white who may not meet the black of his row takes the first black below he
//!     may meet; when that would leave a later row without an opponent, the earlier row
//!     changes (the latest one first); a white who may meet no black meets a white below
//!     him;
//!   - 6.4 players who cannot be paired in the group float to the next one, preferring
//!     those who did not come down from above and who can be paired below.
//!
//! # Readings the text leaves open
//! - Every step keeps the rest of the round pairable: a choice that would leave a player
//!   below without any legal opponent is passed over for the next one in the order of
//!   the text (9: "the referee should proceed wisely ... in the spirit of the basic
//!   principles"). So the engine never fails where a legal pairing exists, and says
//!   which players cannot be paired where none does.
//! - 2.1 is set aside when no other player can be moved up, as the Vega manual advises
//!   (appendix E, "Suppressing rule 2.5").
//! - A rating is the FIDE rating, else the first national rating, else 0 (1.1 asks the
//!   arbiter to give unrated players a provisional rating; it belongs in the rating
//!   field).
//! - A player who has not played yet is counted among the whites, with an ARO of 0, so
//!   7.3 moves him first when the whites outnumber the blacks.
//! - When the players free to change colour are too few for 7.3 or 7.4, players bound to
//!   their colour move too: the two columns are then only an order, and no two players
//!   bound to the same colour are ever paired.
//! - The rule that the manual leaves to an alphabetical list (equal ARO and rating) uses
//!   the pairing number; 6.4 chooses among equals the lowest rating, then the highest
//!   pairing number.
//! - Boards: by the higher score of the pair, then the lower one, then the pairing
//!   number of the higher player (C.04.2).
//!
//! The text was rewritten in 2018 (criteria and transpositions like the Dutch system) and
//! again for 2025 and 2026; those texts are not built here.

use crate::state::{PlayerState, Strength, float_in, not_paired, participants, player_states};
use crate::{
    BracketReport, CheckReport, Criterion, Message, NoPairingReason, PairedGame, Pairing,
    PairingError, PairingSystem, Step,
};
use arbiter_core::{Colour, PlayerId, Points, RoundNo, Tournament};
use std::cmp::{Ordering, Reverse};

/// The rules of the Dubov system cited in its reasons.
pub mod criteria {
    use super::Criterion;
    criterion!(
        MET,
        "pairing-crit-dubov-met",
        "D2-b",
        "C.04.1 b",
        "two players who have played each other shall not be paired again"
    );
    criterion!(
        PROHIBITED,
        "pairing-crit-dubov-prohibited",
        "D2-p",
        "C.04.2 (prohibited pairings)",
        "the players may not be paired with each other"
    );
    criterion!(
        ABSOLUTE,
        "pairing-crit-dubov-absolute",
        "D2-fg",
        "C.04.1 f, g",
        "no colour difference beyond two and no colour three times running"
    );
    criterion!(
        UPFLOAT,
        "pairing-crit-dubov-upfloat",
        "D2.1",
        "C.04.4.1 2.1",
        "before the last round, nobody moves up two rounds running or more than three (four) times"
    );
    criterion!(
        COLOURS,
        "pairing-crit-dubov-colours",
        "D3",
        "C.04.4.1 3",
        "colour allocation: due colours, equalisation, alternation, higher ARO, lower rating"
    );
    criterion!(
        BYE,
        "pairing-crit-dubov-bye",
        "D4",
        "C.04.4.1 4",
        "the bye goes to the lowest-rated player of the lowest scoregroup who has not scored without playing"
    );
    criterion!(
        FIRST,
        "pairing-crit-dubov-first",
        "D5",
        "C.04.4.1 5",
        "round 1: the upper half against the lower half"
    );
    criterion!(
        ORDER,
        "pairing-crit-dubov-order",
        "D6.2",
        "C.04.4.1 6.2",
        "whites by ascending ARO against blacks by descending rating"
    );
    criterion!(
        IMPROVE,
        "pairing-crit-dubov-improve",
        "D6.3",
        "C.04.4.1 6.3",
        "a white who may not meet the black of his row takes the first black below he may meet"
    );
    criterion!(
        FLOAT,
        "pairing-crit-dubov-float",
        "D6.4",
        "C.04.4.1 6.4",
        "players who cannot be paired in their group float to the next one"
    );
    criterion!(
        ISLAND,
        "pairing-crit-dubov-island",
        "D7.1",
        "C.04.4.1 7.1",
        "a player who may meet nobody of his group gets an opponent from the next lower group"
    );
    criterion!(
        ODD,
        "pairing-crit-dubov-odd",
        "D7.2",
        "C.04.4.1 7.2",
        "an odd group takes a player from the next lower group"
    );
    criterion!(
        DANUBIAN,
        "pairing-crit-dubov-danubian",
        "D7.2-dan",
        "C.04.4.1 7.2, Danubian variant (Vega manual, appendix K)",
        "an odd group takes a player from the next lower group and pairs him at once"
    );
    criterion!(
        EQUALISE,
        "pairing-crit-dubov-equalise",
        "D7.3",
        "C.04.4.1 7.3, 7.4",
        "as many players due white as due black in each group"
    );
    criterion!(
        FLOATERS,
        "pairing-crit-dubov-floaters",
        "D8",
        "C.04.4.1 8",
        "floaters are paired first, each with the highest-rated player of the other due colour"
    );
    /// Every criterion above, in the order declared.
    pub const ALL: &[Criterion] = &[
        MET, PROHIBITED, ABSOLUTE, UPFLOAT, COLOURS, BYE, FIRST, ORDER, IMPROVE, FLOAT, ISLAND,
        ODD, DANUBIAN, EQUALISE, FLOATERS,
    ];
}
use criteria::*;

/// The Dubov System (FIDE C.04.4.1), optionally with the Danubian variant of 7.2.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Default)]
pub struct Dubov {
    /// Apply the Danubian variant of article 7.2 (Vega manual, appendix K).
    pub danubian: bool,
}

impl Dubov {
    /// The engine, with the text of 7.2 as FIDE gives it.
    #[must_use]
    pub fn new() -> Self {
        Dubov::default()
    }
}

/// An average rating of opponents, kept exact.
#[derive(Copy, Clone, Debug)]
struct Aro {
    sum: i64,
    count: i64,
}

impl Aro {
    fn cmp(self, o: Aro) -> Ordering {
        let (a, b) = (self.sum * o.count.max(1), o.sum * self.count.max(1));
        let (a, b) = (
            if self.count == 0 { 0 } else { a },
            if o.count == 0 { 0 } else { b },
        );
        a.cmp(&b)
    }

    /// To one decimal, as the lists show it.
    fn text(self) -> String {
        if self.count == 0 {
            return "0.0".into();
        }
        let tenths = (self.sum * 20 + self.count) / (2 * self.count);
        format!("{}.{}", tenths / 10, tenths % 10)
    }
}

/// Pairs made, with the colour of the first player when the procedure fixes it (round 1).
type Games = Vec<(usize, usize, Option<Colour>)>;

/// One scoregroup as it was paired.
#[derive(Default)]
struct Group {
    score: Points,
    incoming: Vec<usize>,
    moved_up: Vec<usize>,
    whites: Vec<usize>,
    blacks: Vec<usize>,
    pairs: Vec<(usize, usize)>,
    outgoing: Vec<usize>,
    steps: Vec<Step>,
}

struct Engine<'a> {
    t: &'a Tournament,
    round: RoundNo,
    st: Vec<PlayerState>,
    rating: Vec<i64>,
    aro: Vec<Aro>,
    due: Vec<Colour>,
    played: Vec<bool>,
    must: Vec<Option<Colour>>,
    may_rise: Vec<bool>,
    initial: Colour,
    danubian: bool,
    prohibitions: bool,
}

impl<'a> Engine<'a> {
    fn new(t: &'a Tournament, round: RoundNo, danubian: bool) -> Self {
        let st = player_states(t, round);
        let rating: Vec<i64> = t
            .players()
            .map(|(_, p)| {
                p.rating
                    .or_else(|| p.national.iter().find_map(|n| n.rating))
                    .map_or(0, |r| i64::from(r.0))
            })
            .collect();
        let aro = st
            .iter()
            .map(|s| Aro {
                sum: s.opponents.iter().map(|o| rating[o.index()]).sum(),
                count: s.opponents.len() as i64,
            })
            .collect();
        let due = st
            .iter()
            .map(|s| {
                let w = s.colours.iter().filter(|&&c| c == Colour::White).count();
                let b = s.colours.len() - w;
                match w.cmp(&b) {
                    Ordering::Less => Colour::White,
                    Ordering::Greater => Colour::Black,
                    Ordering::Equal => s.colours.last().map_or(Colour::White, |&c| !c),
                }
            })
            .collect();
        let played = st.iter().map(|s| !s.colours.is_empty()).collect();
        let must = st
            .iter()
            .map(|s| {
                if s.strength == Strength::Absolute {
                    s.preference
                } else {
                    None
                }
            })
            .collect();
        // 2.1: moved up to a higher scoregroup = paired with a higher score.
        let last_round = t.planned_rounds.is_some_and(|p| round.get() >= p);
        let limit = if t.planned_rounds.is_some_and(|p| p > 9) {
            4
        } else {
            3
        };
        let may_rise = st
            .iter()
            .map(|s| {
                if last_round {
                    return true;
                }
                let ups: Vec<bool> = (0..round.index().min(t.rounds().len()))
                    .map(|r| {
                        float_in(t, s.id, RoundNo::from_index(r))
                            == Some(crate::state::FloatKind::Up)
                    })
                    .collect();
                let count = ups.iter().filter(|&&u| u).count();
                !ups.last().copied().unwrap_or(false) && count < limit
            })
            .collect();
        Engine {
            t,
            round,
            st,
            rating,
            aro,
            due,
            played,
            must,
            may_rise,
            initial: t.initial_colour.unwrap_or(Colour::White),
            danubian,
            prohibitions: !t.prohibitions.is_empty(),
        }
    }

    fn id(&self, p: usize) -> PlayerId {
        self.st[p].id
    }

    fn score(&self, p: usize) -> Points {
        self.st[p].score
    }

    /// Why two players may not meet, if they may not.
    fn forbidden(&self, a: usize, b: usize) -> Option<Criterion> {
        let (pa, pb) = (&self.st[a], &self.st[b]);
        if pa.has_met(pb.id) {
            return Some(MET);
        }
        if self.prohibitions && self.t.is_prohibited(pa.id, pb.id, self.round) {
            return Some(PROHIBITED);
        }
        if self.must[a].is_some() && self.must[a] == self.must[b] {
            return Some(ABSOLUTE);
        }
        None
    }

    fn legal(&self, a: usize, b: usize) -> bool {
        a != b && self.forbidden(a, b).is_none()
    }

    /// True when `set` can be paired completely (the proof of "the rest stays pairable").
    fn perfect(&self, set: &[usize]) -> bool {
        crate::greedy::perfect_with_colours(set, &|a, b| self.legal(a, b), |p| self.must[p])
    }

    /// True when `set` without the players of `out` can be paired completely.
    fn perfect_without(&self, set: &[usize], out: &[usize]) -> bool {
        let rest: Vec<usize> = set.iter().copied().filter(|p| !out.contains(p)).collect();
        self.perfect(&rest)
    }

    /// The players a maximum matching of `set` leaves unpaired.
    fn unmatched(&self, set: &[usize]) -> Vec<usize> {
        crate::greedy::unmatched(set, &|a, b| self.legal(a, b))
    }

    /// 6.2, the white column: ascending ARO, then ascending rating.
    fn white_order(&self, a: usize, b: usize) -> Ordering {
        self.aro[a]
            .cmp(self.aro[b])
            .then(self.rating[a].cmp(&self.rating[b]))
            .then(a.cmp(&b))
    }

    /// 6.2, the black column: descending rating, then ascending ARO.
    fn black_order(&self, a: usize, b: usize) -> Ordering {
        self.rating[b]
            .cmp(&self.rating[a])
            .then(self.aro[a].cmp(self.aro[b]))
            .then(a.cmp(&b))
    }

    /// 7.1, 7.2, 8.2: due `want` first, then the highest rating, then the lowest ARO.
    fn choice_order(&self, want: Colour, a: usize, b: usize) -> Ordering {
        (self.due[a] != want)
            .cmp(&(self.due[b] != want))
            .then(self.rating[b].cmp(&self.rating[a]))
            .then(self.aro[a].cmp(self.aro[b]))
            .then(a.cmp(&b))
    }

    /// The colour `a` receives against `b` (article 3).
    fn colour_of(&self, a: usize, b: usize) -> Colour {
        if let Some(c) = self.must[a] {
            return c;
        }
        if let Some(c) = self.must[b] {
            return !c;
        }
        match (self.played[a], self.played[b]) {
            (true, false) => return self.due[a],
            (false, true) => return !self.due[b],
            (true, true) if self.due[a] != self.due[b] => return self.due[a],
            _ => {}
        }
        let (da, db) = (self.st[a].colour_diff, self.st[b].colour_diff);
        if self.played[a] && da != db {
            // Both due the same colour: the one further from equal gets it.
            let c = self.due[a];
            let further = if c == Colour::White { da < db } else { da > db };
            return if further { c } else { !c };
        }
        if let Some((x, _)) = self.st[a]
            .colours
            .iter()
            .rev()
            .zip(self.st[b].colours.iter().rev())
            .find(|(x, y)| x != y)
        {
            return !*x;
        }
        match self.aro[a].cmp(self.aro[b]) {
            Ordering::Greater => return Colour::White,
            Ordering::Less => return Colour::Black,
            Ordering::Equal => {}
        }
        match self.rating[a].cmp(&self.rating[b]) {
            Ordering::Less => Colour::White,
            Ordering::Greater => Colour::Black,
            Ordering::Equal if a < b => Colour::White,
            Ordering::Equal => Colour::Black,
        }
    }

    fn key(&self, p: usize) -> String {
        let mut s = format!(
            "due {}, ARO {}, rating {}",
            if self.due[p] == Colour::White {
                "white"
            } else {
                "black"
            },
            self.aro[p].text(),
            self.rating[p]
        );
        if !self.played[p] {
            s.push_str(", no game yet");
        }
        if let Some(c) = self.must[p] {
            s.push_str(if c == Colour::White {
                ", must have white"
            } else {
                ", must have black"
            });
        }
        if !self.may_rise[p] {
            s.push_str(", may not move up (2.1)");
        }
        s
    }

    /// The parts of [`key`](Self::key) for the catalogue, said one after the other.
    fn key_parts(&self, p: usize) -> Vec<Message> {
        let word = |c: Colour| if c == Colour::White { "white" } else { "black" };
        let mut parts = vec![
            Message::new("pairing-key-dubov-due").text("colour", word(self.due[p])),
            Message::new("pairing-key-aro").number("aro", self.aro[p].text()),
            Message::new("pairing-key-rating").text("rating", self.rating[p]),
        ];
        if !self.played[p] {
            parts.push(Message::new("pairing-key-no-game"));
        }
        if let Some(c) = self.must[p] {
            parts.push(Message::new("pairing-key-dubov-must").text("colour", word(c)));
        }
        if !self.may_rise[p] {
            parts.push(Message::new("pairing-key-dubov-may-not-rise"));
        }
        parts
    }

    /// [`names`](Self::names) for the catalogue: "none" said in the page's language.
    fn names_message(&self, ps: &[usize]) -> Message {
        if ps.is_empty() {
            Message::new("pairing-dev-none")
        } else {
            Message::new("pairing-dev-value").text("value", self.names(ps))
        }
    }

    fn names(&self, ps: &[usize]) -> String {
        if ps.is_empty() {
            return "none".into();
        }
        ps.iter()
            .map(|&p| self.id(p).to_string())
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn run(&self) -> Result<Pairing, PairingError> {
        let (requested_byes, withdrawn) = not_paired(self.t, self.round);
        let mut order: Vec<usize> = participants(self.t, self.round)
            .into_iter()
            .map(PlayerId::index)
            .collect();
        let first_round = self.round.index() == 0;
        let mut bye = None;
        if order.len() % 2 == 1 {
            let b = self.choose_bye(&order, first_round)?;
            order.retain(|&p| p != b);
            bye = Some(b);
        } else if !self.perfect(&order) {
            return Err(self.unpairable(&order));
        }
        let (pairs, groups) = if first_round {
            self.first_round(&order)
        } else {
            self.later_round(&order)?
        };
        let games: Vec<(usize, usize, Colour)> = pairs
            .iter()
            .map(|&(p, o, c)| (p, o, c.unwrap_or_else(|| self.colour_of(p, o))))
            .collect();
        // Round 1 keeps the boards of article 5.
        Ok(Pairing {
            round: self.round,
            games: crate::boards(&self.st, &games, !first_round),
            bye: bye.map(|b| self.id(b)),
            requested_byes,
            withdrawn,
            brackets: groups.into_iter().map(|g| self.report(g)).collect(),
        })
    }

    fn unpairable(&self, set: &[usize]) -> PairingError {
        let mut players: Vec<PlayerId> = self.unmatched(set).iter().map(|&p| self.id(p)).collect();
        players.sort_unstable();
        PairingError::NoValidPairing(NoPairingReason::Unpairable { players })
    }

    /// Article 4 (round 1: article 5, the last player of the list).
    fn choose_bye(&self, order: &[usize], first_round: bool) -> Result<usize, PairingError> {
        let mut cands: Vec<usize> = order
            .iter()
            .copied()
            .filter(|&p| self.st[p].bye_eligible)
            .collect();
        if cands.is_empty() {
            return Err(PairingError::NoValidPairing(if order.len() == 1 {
                NoPairingReason::TooFewPlayers { available: 1 }
            } else {
                NoPairingReason::NoByeCandidate
            }));
        }
        if first_round {
            cands.sort_by_key(|&p| Reverse(p));
        } else {
            // The dominating due colour of each scoregroup.
            let mut tally: std::collections::BTreeMap<Points, (usize, usize)> =
                std::collections::BTreeMap::new();
            for &p in order {
                let e = tally.entry(self.score(p)).or_default();
                if self.due[p] == Colour::White {
                    e.0 += 1;
                } else {
                    e.1 += 1;
                }
            }
            let dominating = |s: Points| {
                let (w, b) = tally.get(&s).copied().unwrap_or_default();
                if b > w { Colour::Black } else { Colour::White }
            };
            cands.sort_by(|&a, &b| {
                self.score(a)
                    .cmp(&self.score(b))
                    .then(self.rating[a].cmp(&self.rating[b]))
                    .then(
                        (self.due[a] != dominating(self.score(a)))
                            .cmp(&(self.due[b] != dominating(self.score(b)))),
                    )
                    .then(self.aro[b].cmp(self.aro[a]))
                    .then(b.cmp(&a))
            });
        }
        if let Some(i) = crate::greedy::first_bye(order, &cands, &|a, b| self.legal(a, b)) {
            return Ok(cands[i]);
        }
        let rest: Vec<usize> = order
            .iter()
            .copied()
            .filter(|&p| p != cands[cands.len() - 1])
            .collect();
        Err(self.unpairable(&rest))
    }

    /// Article 5: the upper half against the lower half, colours alternating by board.
    fn first_round(&self, order: &[usize]) -> (Games, Vec<Group>) {
        let half = order.len() / 2;
        let whites = order[..half].to_vec();
        let blacks = order[half..].to_vec();
        let mut g = Group {
            score: order.first().map_or(Points::ZERO, |&p| self.score(p)),
            whites: whites.clone(),
            blacks: blacks.clone(),
            ..Group::default()
        };
        let pairs = self.pair_rows(&whites, &blacks, &[], true, &mut g, &FIRST);
        let mut out = Vec::new();
        for (k, &(w, b)) in pairs.iter().enumerate() {
            let c = if k % 2 == 0 {
                self.initial
            } else {
                !self.initial
            };
            out.push((w, b, Some(c)));
        }
        g.pairs = pairs;
        (out, vec![g])
    }

    #[allow(clippy::too_many_lines)]
    fn later_round(&self, order: &[usize]) -> Result<(Games, Vec<Group>), PairingError> {
        let n = self.st.len();
        let mut scores: Vec<Points> = order.iter().map(|&p| self.score(p)).collect();
        scores.sort_unstable_by(|a, b| b.cmp(a));
        scores.dedup();
        let group_of = |p: usize| scores.iter().position(|&s| s == self.score(p)).unwrap_or(0);
        // Which players are still to be paired, and where they sit.
        let mut left = vec![false; n];
        for &p in order {
            left[p] = true;
        }
        let mut members: Vec<Vec<usize>> = vec![Vec::new(); scores.len()];
        for &p in order {
            members[group_of(p)].push(p);
        }
        let mut carry: Vec<usize> = Vec::new();
        let mut out: Vec<(usize, usize, Option<Colour>)> = Vec::new();
        let mut groups = Vec::new();
        for gi in 0..scores.len() {
            let mut g = Group {
                score: scores[gi],
                incoming: carry.clone(),
                ..Group::default()
            };
            let mut group: Vec<usize> = members[gi].iter().copied().filter(|&p| left[p]).collect();
            let all_left = |left: &[bool]| -> Vec<usize> { (0..n).filter(|&p| left[p]).collect() };

            // Chapter 8: the floaters from above first.
            let incoming = std::mem::take(&mut carry);
            let (mut fw, mut fb): (Vec<usize>, Vec<usize>) = incoming
                .iter()
                .partition(|&&p| self.due[p] == Colour::White);
            fw.sort_by(|&a, &b| self.white_order(a, b));
            fb.sort_by(|&a, &b| self.black_order(a, b));
            let mut turns: Vec<usize> = Vec::new();
            for k in 0..fw.len().max(fb.len()) {
                turns.extend(fw.get(k));
                turns.extend(fb.get(k));
            }
            let last_group = gi + 1 == scores.len();
            for &f in &turns {
                if !left[f] {
                    continue;
                }
                let mut cands: Vec<usize> = group
                    .iter()
                    .copied()
                    .filter(|&c| left[c] && self.legal(f, c))
                    .collect();
                cands.sort_by(|&a, &b| self.choice_order(!self.due[f], a, b));
                if last_group {
                    cands.extend(
                        turns
                            .iter()
                            .copied()
                            .filter(|&c| c != f && left[c] && self.legal(f, c)),
                    );
                }
                let rest = all_left(&left);
                let found = cands
                    .iter()
                    .copied()
                    .find(|&c| self.perfect_without(&rest, &[f, c]));
                match found {
                    Some(c) => {
                        take(&mut left, f, c, &mut out);
                        g.pairs.push((f, c));
                        g.steps.push(Step {
                            players: vec![f, c],
                            criterion: FLOATERS,
                            detail: format!("floater {} paired with {}", self.id(f), self.id(c)),
                            message: Message::new("pairing-dev-dubov-floater")
                                .text("player", self.id(f))
                                .text("partner", self.id(c)),
                        });
                    }
                    None => carry.push(f),
                }
            }
            group.retain(|&p| left[p]);

            // 7.1: islands.
            loop {
                let island = group
                    .iter()
                    .copied()
                    .find(|&p| !group.iter().any(|&q| self.legal(p, q)));
                let Some(i) = island else { break };
                group.retain(|&p| p != i);
                let rest = all_left(&left);
                let found = self.moved_up_from_below(gi, &members, &left, !self.due[i], |c| {
                    self.legal(i, c) && self.perfect_without(&rest, &[i, c])
                });
                match found {
                    Some((c, forced)) => {
                        take(&mut left, i, c, &mut out);
                        g.moved_up.push(c);
                        g.pairs.push((i, c));
                        g.steps.push(Step {
                            players: vec![i, c],
                            criterion: ISLAND,
                            detail: format!(
                                "{} may meet nobody of the group (island): {} moves up from {} points to meet him",
                                self.id(i),
                                self.id(c),
                                self.score(c)
                            ),
                            message: Message::new("pairing-dev-dubov-island")
                                .text("player", self.id(i))
                                .text("partner", self.id(c))
                                .number("score", self.score(c)),
                        });
                        if forced {
                            g.steps.push(self.set_aside(c));
                        }
                    }
                    None => {
                        g.steps.push(Step {
                            players: vec![i],
                            criterion: FLOAT,
                            detail: format!(
                                "{} may meet nobody of the group and nobody below can be moved up: he floats",
                                self.id(i)
                            ),
                            message: Message::new("pairing-dev-dubov-island-floats")
                                .text("player", self.id(i)),
                        });
                        carry.push(i);
                    }
                }
            }

            // 7.2: an odd group.
            if group.len() % 2 == 1 && !last_group {
                let whites = group
                    .iter()
                    .filter(|&&p| self.due[p] == Colour::White)
                    .count();
                let dominating = if whites * 2 > group.len() {
                    Colour::White
                } else {
                    Colour::Black
                };
                let low = below(&members, gi, &left, &carry);
                let split = |c: usize| {
                    let mut up = group.clone();
                    up.push(c);
                    self.perfect(&up) && self.perfect_without(&low, &[c])
                };
                let meets = |c: usize| group.iter().any(|&q| self.legal(c, q));
                let found = self
                    .moved_up_from_below(gi, &members, &left, !dominating, |c| meets(c) && split(c))
                    .or_else(|| self.moved_up_from_below(gi, &members, &left, !dominating, meets));
                if let Some((c, forced)) = found {
                    let colour = if dominating == Colour::White {
                        "white"
                    } else {
                        "black"
                    };
                    members[group_of(c)].retain(|&p| p != c);
                    g.moved_up.push(c);
                    if self.danubian {
                        let mut opp: Vec<usize> = group
                            .iter()
                            .copied()
                            .filter(|&q| self.legal(c, q))
                            .collect();
                        opp.sort_by(|&a, &b| {
                            (self.due[a] != dominating)
                                .cmp(&(self.due[b] != dominating))
                                .then(self.rating[a].cmp(&self.rating[b]))
                                .then(self.aro[a].cmp(self.aro[b]))
                                .then(a.cmp(&b))
                        });
                        let low_c: Vec<usize> = low.iter().copied().filter(|&p| p != c).collect();
                        let rest = all_left(&left);
                        let pick = opp
                            .iter()
                            .copied()
                            .find(|&o| self.perfect_without(&group, &[o]) && self.perfect(&low_c))
                            .or_else(|| {
                                opp.iter()
                                    .copied()
                                    .find(|&o| self.perfect_without(&rest, &[o, c]))
                            });
                        if let Some(o) = pick {
                            take(&mut left, o, c, &mut out);
                            group.retain(|&p| p != o);
                            g.pairs.push((o, c));
                            g.steps.push(Step {
                                players: vec![c, o],
                                criterion: DANUBIAN,
                                detail: format!(
                                    "the group is odd and due {colour} dominates: {} moves up from {} points and meets {}, the lowest-rated player due {colour}",
                                    self.id(c),
                                    self.score(c),
                                    self.id(o)
                                ),
                                message: Message::new("pairing-dev-dubov-danubian")
                                    .text("colour", colour)
                                    .text("player", self.id(c))
                                    .number("score", self.score(c))
                                    .text("partner", self.id(o)),
                            });
                        } else {
                            group.push(c);
                        }
                    } else {
                        g.steps.push(Step {
                            players: vec![c],
                            criterion: ODD,
                            detail: format!(
                                "the group is odd and due {colour} dominates: {} moves up from {} points",
                                self.id(c),
                                self.score(c)
                            ),
                            message: Message::new("pairing-dev-dubov-odd")
                                .text("colour", colour)
                                .text("player", self.id(c))
                                .number("score", self.score(c)),
                        });
                        group.push(c);
                    }
                    if forced {
                        g.steps.push(self.set_aside(c));
                    }
                }
            }

            // 7.3, 7.4: equal columns.
            let (mut whites, mut blacks): (Vec<usize>, Vec<usize>) =
                group.iter().partition(|&&p| self.due[p] == Colour::White);
            self.equalise(&mut whites, &mut blacks, &mut g);
            whites.sort_by(|&a, &b| self.white_order(a, b));
            blacks.sort_by(|&a, &b| self.black_order(a, b));
            g.whites.clone_from(&whites);
            g.blacks.clone_from(&blacks);
            if !whites.is_empty() || !blacks.is_empty() {
                g.steps.push(Step {
                    players: Vec::new(),
                    criterion: ORDER,
                    detail: format!(
                        "whites by ascending ARO: {}; blacks by descending rating: {}",
                        self.names(&whites),
                        self.names(&blacks)
                    ),
                    message: Message::new("pairing-dev-dubov-order")
                        .phrase("whites", self.names_message(&whites))
                        .phrase("blacks", self.names_message(&blacks)),
                });
            }

            // 6.2, 6.3 with the group alone when it and the rest can be paired apart
            // (after 6.4 if need be); else every choice keeps the whole rest pairable,
            // and who cannot be paired floats.
            let low = below(&members, gi, &left, &carry);
            let mut alone = self.perfect(&group) && self.perfect(&low);
            let (whites, blacks) = if alone {
                (whites, blacks)
            } else if let Some(cols) = self.shed(&group, &low, &whites, &blacks, &mut carry, &mut g)
            {
                alone = true;
                cols
            } else {
                (whites, blacks)
            };
            let outside = if alone {
                Vec::new()
            } else {
                below(&members, gi, &left, &carry)
            };
            let pairs = self.pair_rows(&whites, &blacks, &outside, alone, &mut g, &IMPROVE);
            for &(a, b) in &pairs {
                take(&mut left, a, b, &mut out);
            }
            for &p in whites.iter().chain(&blacks) {
                if left[p] && !carry.contains(&p) {
                    carry.push(p);
                    g.steps.push(Step {
                        players: vec![p],
                        criterion: FLOAT,
                        detail: format!("{} cannot be paired in the group: he floats", self.id(p)),
                        message: Message::new("pairing-dev-dubov-floats")
                            .text("player", self.id(p)),
                    });
                }
            }
            g.pairs.extend(pairs);
            g.outgoing.clone_from(&carry);
            groups.push(g);
        }
        if !carry.is_empty() {
            // Only floaters that must meet each other are left (the proofs above keep the
            // rest pairable): pair them as a matching does.
            let mut rest = carry.clone();
            rest.sort_unstable();
            let mut g = Group {
                score: rest
                    .iter()
                    .map(|&p| self.score(p))
                    .min()
                    .unwrap_or(Points::ZERO),
                incoming: rest.clone(),
                ..Group::default()
            };
            let pairs = self.pair_rows(&rest, &[], &[], true, &mut g, &FLOAT);
            if pairs.len() * 2 != rest.len() {
                return Err(self.unpairable(&rest));
            }
            for &(a, b) in &pairs {
                out.push((a, b, None));
            }
            g.pairs = pairs;
            groups.push(g);
        }
        Ok((out, groups))
    }

    fn set_aside(&self, c: usize) -> Step {
        Step {
            players: vec![c],
            criterion: UPFLOAT,
            detail: format!(
                "{} moves up although 2.1 would keep him down: nobody else can (Vega manual, appendix E)",
                self.id(c)
            ),
            message: Message::new("pairing-dev-dubov-set-aside").text("player", self.id(c)),
        }
    }

    /// The first player of the lower groups (nearest first) in the order of `want`, who
    /// passes `ok`; players 2.1 keeps down only when nobody else passes. Returns the
    /// player and whether 2.1 was set aside.
    fn moved_up_from_below(
        &self,
        gi: usize,
        members: &[Vec<usize>],
        left: &[bool],
        want: Colour,
        ok: impl Fn(usize) -> bool,
    ) -> Option<(usize, bool)> {
        for forced in [false, true] {
            for m in &members[gi + 1..] {
                let mut cands: Vec<usize> = m
                    .iter()
                    .copied()
                    .filter(|&c| left[c] && self.may_rise[c] != forced)
                    .collect();
                cands.sort_by(|&a, &b| self.choice_order(want, a, b));
                if let Some(c) = cands.into_iter().find(|&c| ok(c)) {
                    return Some((c, forced));
                }
            }
        }
        None
    }

    /// 7.3 and 7.4: move players across until the columns are even.
    fn equalise(&self, whites: &mut Vec<usize>, blacks: &mut Vec<usize>, g: &mut Group) {
        let (from_white, n) = if whites.len() > blacks.len() {
            (true, (whites.len() - blacks.len()) / 2)
        } else {
            (false, (blacks.len() - whites.len()) / 2)
        };
        if n == 0 {
            return;
        }
        let (src, dst) = if from_white {
            (whites, blacks)
        } else {
            (blacks, whites)
        };
        let mut order = src.clone();
        if from_white {
            // Lowest ARO first; equal ARO: the higher rating.
            order.sort_by(|&a, &b| {
                self.aro[a]
                    .cmp(self.aro[b])
                    .then(self.rating[b].cmp(&self.rating[a]))
                    .then(a.cmp(&b))
            });
        } else {
            // Highest ARO first; equal ARO: the lower rating.
            order.sort_by(|&a, &b| {
                self.aro[b]
                    .cmp(self.aro[a])
                    .then(self.rating[a].cmp(&self.rating[b]))
                    .then(a.cmp(&b))
            });
        }
        let target = if from_white {
            Colour::Black
        } else {
            Colour::White
        };
        // 2.2: nobody the limitations keep on his colour, unless too few others.
        let free: Vec<usize> = order
            .iter()
            .copied()
            .filter(|&p| self.must[p].is_none_or(|c| c == target))
            .collect();
        let bound: Vec<usize> = order
            .iter()
            .copied()
            .filter(|p| !free.contains(p))
            .collect();
        let movers: Vec<usize> = free.iter().chain(&bound).copied().take(n).collect();
        for &p in &movers {
            src.retain(|&q| q != p);
            dst.push(p);
            g.steps.push(Step {
                players: vec![p],
                criterion: EQUALISE,
                detail: format!(
                    "{} moves from the {} to the {}{}",
                    self.id(p),
                    if from_white { "whites" } else { "blacks" },
                    if from_white { "blacks" } else { "whites" },
                    if bound.contains(&p) {
                        " (bound to his colour, but too few others may move)"
                    } else {
                        ""
                    }
                ),
                message: Message::new("pairing-dev-dubov-equalise")
                    .text("player", self.id(p))
                    .text("from", if from_white { "white" } else { "black" })
                    .text("bound", if bound.contains(&p) { "yes" } else { "no" }),
            });
        }
    }

    /// 6.4: when the group and the players below cannot be paired apart, two players of
    /// the group float so that they can (those who did not come from above and can be
    /// paired below first, then the lowest rating). Returns the columns without them, or
    /// `None` when no two will do (the rows then keep the whole rest pairable).
    fn shed(
        &self,
        group: &[usize],
        low: &[usize],
        whites: &[usize],
        blacks: &[usize],
        carry: &mut Vec<usize>,
        g: &mut Group,
    ) -> Option<(Vec<usize>, Vec<usize>)> {
        if group.len() > 64 || group.len() < 2 {
            return None;
        }
        let mut order = group.to_vec();
        let pairable_below = |p: usize| low.iter().any(|&q| self.legal(p, q));
        order.sort_by_key(|&p| {
            (
                g.moved_up.contains(&p),
                !pairable_below(p),
                self.rating[p],
                Reverse(p),
            )
        });
        for i in 0..order.len() {
            for j in i + 1..order.len() {
                let (a, b) = (order[i], order[j]);
                let mut down = low.to_vec();
                down.extend([a, b]);
                if self.perfect_without(group, &[a, b]) && self.perfect(&down) {
                    for p in [a, b] {
                        carry.push(p);
                        g.steps.push(Step {
                            players: vec![p],
                            criterion: FLOAT,
                            detail: format!(
                                "{} floats to the next group so that everyone can be paired",
                                self.id(p)
                            ),
                            message: Message::new("pairing-dev-dubov-shed")
                                .text("player", self.id(p)),
                        });
                    }
                    let keep = |v: &[usize]| -> Vec<usize> {
                        v.iter().copied().filter(|&p| p != a && p != b).collect()
                    };
                    return Some((keep(whites), keep(blacks)));
                }
            }
        }
        None
    }

    /// 6.2 and 6.3: each white in turn meets the first black from his row down whom he may
    /// meet and who leaves the rest pairable (`alone`: the rest of the group; else the
    /// rest of the group with `outside`); a white who finds no black meets the first white
    /// below him; players left at the end are paired in order the same way.
    fn pair_rows(
        &self,
        whites: &[usize],
        blacks: &[usize],
        outside: &[usize],
        alone: bool,
        g: &mut Group,
        why: &Criterion,
    ) -> Vec<(usize, usize)> {
        let all: Vec<usize> = whites.iter().chain(blacks).copied().collect();
        let mut free = vec![true; all.len()];
        let nw = whites.len();
        let mut pairs = Vec::new();
        let fits = |free: &[bool], i: usize, j: usize| {
            let mut rest: Vec<usize> = (0..all.len())
                .filter(|&k| free[k] && k != i && k != j)
                .map(|k| all[k])
                .collect();
            if !alone {
                rest.extend(outside);
            }
            self.perfect(&rest)
        };
        for i in 0..all.len() {
            if !free[i] {
                continue;
            }
            let p = all[i];
            // Blacks from the first free one on, then the players after him.
            let cands = (nw..all.len())
                .filter(|&j| i < nw || j > i)
                .chain((i + 1..nw).filter(|_| i < nw));
            let mut chosen = None;
            for j in cands {
                if free[j] && self.legal(p, all[j]) && fits(&free, i, j) {
                    chosen = Some(j);
                    break;
                }
            }
            let Some(j) = chosen else { continue };
            // 6.3: the natural partner is the black of the same row.
            let natural = nw + i;
            if i < nw && natural < all.len() && j != natural {
                let other = all[natural];
                let (reason, reason_message) = match self.forbidden(p, other) {
                    Some(c) => (
                        format!("they may not meet ({})", c.code),
                        Message::new("pairing-dev-dubov-why-forbidden").text("code", c.code),
                    ),
                    None if !free[natural] => (
                        format!("{} is already paired", self.id(other)),
                        Message::new("pairing-dev-dubov-why-paired").text("player", self.id(other)),
                    ),
                    None => (
                        "otherwise a later player could not be paired".into(),
                        Message::new("pairing-dev-dubov-why-later"),
                    ),
                };
                g.steps.push(Step {
                    players: vec![p, all[j], other],
                    criterion: *why,
                    detail: format!(
                        "{} meets {} instead of {}: {reason}",
                        self.id(p),
                        self.id(all[j]),
                        self.id(other)
                    ),
                    message: Message::new("pairing-dev-dubov-instead")
                        .text("player", self.id(p))
                        .text("partner", self.id(all[j]))
                        .text("natural", self.id(other))
                        .phrase("why", reason_message),
                });
            }
            free[i] = false;
            free[j] = false;
            pairs.push((p, all[j]));
        }
        pairs
    }

    fn report(&self, g: Group) -> BracketReport {
        let mut residents: Vec<usize> = g.whites.iter().chain(&g.blacks).copied().collect();
        for &(a, b) in &g.pairs {
            for p in [a, b] {
                if !residents.contains(&p) && !g.incoming.contains(&p) {
                    residents.push(p);
                }
            }
        }
        let mut keyed: Vec<usize> = g.incoming.clone();
        keyed.extend(
            residents
                .iter()
                .copied()
                .filter(|p| !g.incoming.contains(p)),
        );
        let key = |p: usize| {
            let mut k = self.key(p);
            if g.moved_up.contains(&p) {
                k.push_str(&format!(", moved up from {} points", self.score(p)));
            }
            k
        };
        let key_message = |p: usize| {
            let mut parts = self.key_parts(p);
            if g.moved_up.contains(&p) {
                parts.push(
                    Message::new("pairing-key-dubov-moved-up").number("score", self.score(p)),
                );
            }
            Message::new("pairing-key").phrases("parts", parts, ", ")
        };
        BracketReport {
            upward: false,
            score: g.score,
            residents: residents
                .iter()
                .filter(|p| !g.incoming.contains(p))
                .map(|&p| self.id(p))
                .collect(),
            moved_down: g.incoming.iter().map(|&p| self.id(p)).collect(),
            downfloaters: g.outgoing.iter().map(|&p| self.id(p)).collect(),
            pairs: g
                .pairs
                .iter()
                .map(|&(a, b)| (self.id(a), self.id(b)))
                .collect(),
            failures: Vec::new(),
            deviations: g
                .steps
                .into_iter()
                .map(crate::Step::into_deviation)
                .collect(),
            keys: keyed.iter().map(|&p| (self.id(p), key(p))).collect(),
            key_messages: keyed
                .iter()
                .map(|&p| (self.id(p), key_message(p)))
                .collect(),
        }
    }
}

/// The players still to be paired below group `gi`, with the floaters in hand.
fn below(members: &[Vec<usize>], gi: usize, left: &[bool], carry: &[usize]) -> Vec<usize> {
    let mut v: Vec<usize> = carry.to_vec();
    for m in &members[gi + 1..] {
        v.extend(m.iter().copied().filter(|&p| left[p]));
    }
    v
}

fn take(left: &mut [bool], a: usize, b: usize, out: &mut Games) {
    left[a] = false;
    left[b] = false;
    out.push((a, b, None));
}

impl PairingSystem for Dubov {
    fn name(&self) -> &'static str {
        if self.danubian {
            "FIDE Dubov (C.04.4.1), Danubian variant"
        } else {
            "FIDE Dubov (C.04.4.1)"
        }
    }

    fn system_code(&self) -> Option<&'static str> {
        Some(if self.danubian {
            "FIDE_DUBOV_DANUBIAN"
        } else {
            "FIDE_DUBOV"
        })
    }

    fn pair(&self, tournament: &Tournament) -> Result<Pairing, PairingError> {
        let round = crate::round_to_pair(tournament)?;
        Engine::new(tournament, round, self.danubian).run()
    }

    fn check(
        &self,
        tournament: &Tournament,
        games: &[PairedGame],
        bye: Option<PlayerId>,
    ) -> Result<CheckReport, PairingError> {
        let expected = self.pair(tournament)?;
        let round = tournament.next_round();
        let engine = Engine::new(tournament, round, self.danubian);
        let extra = crate::compare::forbidden_or(
            |a, b| engine.forbidden(a, b),
            if round.index() == 0 { FIRST } else { ORDER },
        );
        crate::compare::engine_check(expected, games, bye, COLOURS, &extra, BYE)
    }
}

#[cfg(test)]
mod tests {
    //! The worked examples of the Vega manual's appendix E ("Vega and the Dubov System",
    //! pages 58 to 60 of the 2016 manual). The manual prints each scoregroup as a table
    //! (ID, ARO, rating, due colour column, `c` = F when the colour is fixed, `u` = N when
    //! the player may not move up) and says in words who has met whom; the tests set each
    //! player as the table shows and check the steps and pairs the manual reports.
    #![allow(clippy::unwrap_used)]
    use super::*;
    use arbiter_core::{Player, ScoringSystem, TournamentInfo};

    /// One row of a scoregroup table: id, ARO, rating, due colour, fixed, may not rise.
    type Row = (usize, f64, i64, Colour, bool, bool);

    fn field(size: usize) -> Tournament {
        let mut t = Tournament::new(TournamentInfo::default(), ScoringSystem::classic());
        for k in 1..=size {
            t.add_player(Player::named(format!("Player {k}")));
        }
        t.planned_rounds = Some(9);
        t
    }

    /// An engine for round 8 whose players are those of `groups` (score in half points,
    /// rows), with `met` the pairs who have played each other.
    fn engine<'a>(
        t: &'a Tournament,
        groups: &[(i32, &[Row])],
        met: &[(usize, usize)],
        danubian: bool,
    ) -> (Engine<'a>, Vec<usize>) {
        let mut e = Engine::new(t, RoundNo::new(8).unwrap(), danubian);
        let mut order = Vec::new();
        for &(halves, rows) in groups {
            for &(id, aro, rating, due, fixed, no_rise) in rows {
                let p = id - 1;
                order.push(p);
                e.st[p].score = Points::from_halves(halves);
                e.st[p].real_score = e.st[p].score;
                e.aro[p] = Aro {
                    sum: (aro * 10.0).round() as i64,
                    count: 10,
                };
                e.rating[p] = rating;
                e.due[p] = due;
                e.played[p] = true;
                e.must[p] = fixed.then_some(due);
                e.may_rise[p] = !no_rise;
                // A history that makes the due colour (and, when fixed, binds it).
                e.st[p].colours = if fixed {
                    vec![!due, !due]
                } else {
                    vec![due, !due, !due]
                };
                e.st[p].colour_diff = if due == Colour::White { -1 } else { 1 };
            }
        }
        for &(a, b) in met {
            e.st[a - 1].opponents.push(PlayerId::from_index(b - 1));
            e.st[b - 1].opponents.push(PlayerId::from_index(a - 1));
        }
        for s in &mut e.st {
            s.opponents.sort_unstable();
        }
        (e, order)
    }

    fn pairs_of(games: &Games) -> Vec<(usize, usize)> {
        let mut v: Vec<(usize, usize)> = games
            .iter()
            .map(|&(a, b, _)| (a.min(b) + 1, a.max(b) + 1))
            .collect();
        v.sort_unstable();
        v
    }

    const W: Colour = Colour::White;
    const B: Colour = Colour::Black;

    /// Page 58: "Player 35 is an island because he has already played with 34 and 29.
    /// Vega found for him the opponent 20 (the compatible opponent 8 with higher rating
    /// than 20 is stopped by the flag u=N)"; then 34 - 29 (page 59).
    #[test]
    fn island_takes_the_highest_rated_black_who_may_move_up() {
        let t = field(40);
        let g4: &[Row] = &[
            (34, 1707.0, 1570, W, false, false),
            (35, 1823.6, 1565, W, false, false),
            (29, 1697.1, 1613, B, false, false),
        ];
        let g5: &[Row] = &[
            (32, 1700.4, 1580, W, false, false),
            (7, 1891.3, 2202, W, false, false),
            (28, 1844.7, 1622, W, true, false),
            (8, 1864.7, 2156, B, false, true),
            (20, 1823.8, 1700, B, false, false),
        ];
        let (e, order) = engine(&t, &[(12, g4), (11, g5)], &[(35, 34), (35, 29)], false);
        let (games, groups) = e.later_round(&order).unwrap();
        let pairs = pairs_of(&games);
        assert!(pairs.contains(&(20, 35)), "{pairs:?}");
        assert!(pairs.contains(&(29, 34)), "{pairs:?}");
        assert_eq!(groups[0].moved_up, vec![19]);
        assert!(groups[0].steps.iter().any(|s| s.criterion == ISLAND));
    }

    /// Page 60, group 6 as printed, and a group 7 below it (see the test below).
    fn page_60_group_6() -> (&'static [Row], &'static [Row]) {
        const G6: &[Row] = &[
            (11, 1915.0, 2100, W, false, false),
            (3, 1998.5, 2361, W, false, false),
            (7, 2002.0, 2213, W, false, false),
            (8, 2004.8, 2162, W, true, true),
            (19, 2033.3, 1918, W, false, false),
            (27, 2049.5, 1789, W, false, false),
            (4, 1984.8, 2268, B, false, false),
        ];
        const G7: &[Row] = &[
            (16, 2100.0, 1750, W, false, false),
            (14, 1950.0, 1650, W, false, false),
            (15, 1960.0, 1550, W, false, false),
        ];
        (G6, G7)
    }

    /// Page 60, group 6: "[Ch 7.2] Group odd! 6 White e 1 Black; moving player 16 from
    /// [7 W] to [6 W]; [Ch 7.3 7.4] moving player 11, 3, 7 from [6 W] to [6 B]; 4 White e
    /// 4 Black: 8 - 3, 19 - 7, 27 - 4, 16 - 11". Group 7 is not printed; it is given
    /// here as three players due white, 16 the highest rated, and 19 - 4 as the meeting
    /// that makes 6.3 change the second row.
    #[test]
    fn odd_group_then_colours_equalised() {
        let t = field(30);
        let (g6, g7) = page_60_group_6();
        let (e, order) = engine(&t, &[(2, g6), (0, g7)], &[(19, 4)], false);
        let (games, groups) = e.later_round(&order).unwrap();
        let pairs = pairs_of(&games);
        for p in [(3, 8), (7, 19), (4, 27), (11, 16)] {
            assert!(pairs.contains(&p), "{p:?} missing from {pairs:?}");
        }
        let moved: Vec<usize> = groups[0]
            .steps
            .iter()
            .filter(|s| s.criterion == EQUALISE)
            .map(|s| s.players[0] + 1)
            .collect();
        assert_eq!(moved, vec![11, 3, 7]);
        assert_eq!(groups[0].moved_up, vec![15]);
        let whites: Vec<usize> = groups[0].whites.iter().map(|p| p + 1).collect();
        assert_eq!(whites, vec![8, 19, 27, 16]);
    }

    /// The same group under the Danubian 7.2 (appendix K): 16 moves up and meets at once
    /// the lowest-rated player due the dominating colour (white), 27; the six left are
    /// equalised by moving the two whites of lowest ARO, 11 and 3.
    #[test]
    fn danubian_pairs_the_player_moved_up_at_once() {
        let t = field(30);
        let (g6, g7) = page_60_group_6();
        let (e, order) = engine(&t, &[(2, g6), (0, g7)], &[(19, 4)], true);
        let (games, groups) = e.later_round(&order).unwrap();
        let pairs = pairs_of(&games);
        assert!(pairs.contains(&(16, 27)), "{pairs:?}");
        assert!(groups[0].steps.iter().any(|s| s.criterion == DANUBIAN));
        let moved: Vec<usize> = groups[0]
            .steps
            .iter()
            .filter(|s| s.criterion == EQUALISE)
            .map(|s| s.players[0] + 1)
            .collect();
        assert_eq!(moved, vec![11, 3]);
    }

    /// Page 60, "Suppressing rule 2.5": 12 (6.5 points, fixed black) can meet only 20 by
    /// the flags, but has met him; so 2.5 (2.1 here) is set aside and 12 meets 5 first.
    #[test]
    fn rule_2_1_set_aside_when_nobody_else_can_move_up() {
        let t = field(30);
        let g1: &[Row] = &[(12, 2018.4, 2095, B, true, false)];
        let g2: &[Row] = &[
            (5, 2036.8, 2219, W, true, true),
            (9, 1968.6, 2136, B, false, true),
            (20, 2113.1, 1889, W, false, false),
        ];
        let (e, order) = engine(&t, &[(13, g1), (11, g2)], &[(12, 20)], false);
        let (games, groups) = e.later_round(&order).unwrap();
        let pairs = pairs_of(&games);
        assert!(pairs.contains(&(5, 12)), "{pairs:?}");
        assert!(groups[0].steps.iter().any(|s| s.criterion == UPFLOAT));
        let (a, b, _) = games.iter().find(|g| g.0 == 11 || g.1 == 11).unwrap();
        let (twelve, five) = if *a == 11 { (*a, *b) } else { (*b, *a) };
        assert_eq!(e.colour_of(twelve, five), Colour::Black);
    }
}
