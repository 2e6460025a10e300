//! The Lim System (FIDE C.04.4.3, the text applied from 1 February 2026: the rules of
//! 1987 as amended up to 1999, renumbered), with the rules for "Maxi-tournaments" behind
//! [`Lim::maxi`].
//!
//! # The procedure
//! - 1.1 the pairing-allocated bye: the player with the lowest rank in the lowest
//!   scoregroup who may receive it (C.04.1 Article 4). Round 1: 7.1, the lowest rated.
//! - 2.1 two players are compatible when they have not played each other and the pairing
//!   gives neither the same colour three rounds running nor three more of one colour than
//!   the other. Article 6: in the last round, players with the same score who have not
//!   met are compatible whatever their colours.
//! - 2.2 the order: the scoregroups from the highest down to just above the Median
//!   Scoregroup (the score of half the rounds played), each paired downward; then from
//!   the lowest up to just below it, each paired upward; the Median Scoregroup last,
//!   downward.
//! - 2.3, Article 3, the floaters: a scoregroup passes on the players it cannot pair, and
//!   one more when its number is odd, to the next scoregroup towards the median. Among the
//!   candidates the floater is, in this order: of the least disadvantaged type of 3.9
//!   (a player of the group who has a compatible opponent in the next scoregroup, then one
//!   who has none, then a player who floated into the group with one, then without);
//!   one who did not float in the previous round (3.10); one due the colour more players
//!   of the group are due (3.2.2; in a Maxi-tournament only if rated within 100 points of
//!   the player 3.2.4 would choose, 3.2.3); the lowest numbered player when pairing
//!   downward, the highest numbered when pairing upward (3.2.4).
//! - 3.6 to 3.8, the floaters that came into a scoregroup are paired first: those from
//!   the side the pairing started at, then (the Median Scoregroup only) those from the
//!   other side; downfloaters from the highest score and the highest numbered player,
//!   upfloaters from the lowest score and the lowest numbered. A downfloater meets the
//!   highest numbered player he may meet who is due the other colour, an upfloater the
//!   lowest numbered; failing that colour, the first he may meet.
//! - Article 4, the exchanges: the players are arranged in order of pairing numbers and
//!   the top half is proposed against the bottom half (1 v n/2+1, 2 v n/2+2, ...).
//!   Scrutiny starts with the highest numbered player when pairing downward (the lowest
//!   numbered when pairing upward, the list mirrored): he takes the first of the bottom
//!   half he is compatible with, then of the top half from the bottom up (4.2); once he
//!   has an opponent the rest is arranged and proposed afresh (4.3).
//! - 5.2 the second scrutiny, for colours: each player scrutinised takes, of the players
//!   4.2 offers him, the first due the other colour, if any; in a Maxi-tournament only
//!   when that player is rated within 100 points of the one he replaces (5.7).
//! - 2.6 when the Median Scoregroup cannot be completed, the pairings of its neighbours
//!   are taken back, the latest first: from the lower side when more floaters came from
//!   above than from below, else from the higher side; both players join the median as
//!   floaters and it is paired again.
//! - Article 5, colours: the limits of 5.1 (5.3: a player who had one colour in the two
//!   previous rounds gets the other); each player's due colour (equalising after unequal
//!   numbers, 5.6, else alternating, 5.5) when the two differ; else, going back through
//!   the histories to the latest round in which the two had different colours, each gets
//!   the colour the other had then (5.4); with identical histories the higher ranked
//!   player gets his due colour in the Median Scoregroup and above, the lower ranked
//!   below it.
//! - 7.2 round 1: the top half against the bottom half; the colour of #1 is drawn by lot
//!   (the event's initial colour) and the odd-numbered players of the top half get the
//!   same colour, the even-numbered the other.
//!
//! # Readings the text leaves open
//! - "Highest numbered" is #1, the best ranked, as 4.2 uses it ("Player #1, the highest
//!   numbered player"); "lowest numbered" is the last of the list.
//! - The Median Scoregroup is the score of half of what the rounds played can give (win
//!   points × rounds ÷ 2). It is paired even when nobody has that score: it then holds
//!   only the floaters from both sides.
//! - A scoregroup keeps as many pairings as it can have: exactly as many players float as
//!   a maximum matching of the group leaves over, each the first in the order of Article
//!   3 whose transfer still leaves that many pairings (4.4). This makes 2.3.1 to 2.3.4
//!   and 4.4 one rule. A floater may float on (3.5).
//! - "Has a compatible opponent in the next scoregroup" (3.3, 3.9) looks at the players
//!   of that scoregroup; for the last scoregroup of each side it is the Median
//!   Scoregroup.
//! - "Floated in the previous round" (3.10): played the previous round against an
//!   opponent with another score.
//! - "Available" in 3.8, 4.2 and 5.2 means compatible with the rest of the scoregroup
//!   still pairable to its maximum: the scrutiny never makes a pairing that 4.4 would
//!   have to undo.
//! - A player who has not played yet has no due colour: he suits any opponent's colour;
//!   when neither player of a pair has played, the higher ranked one takes the lot colour
//!   if his pairing number is odd (7.2 read for late entries).
//! - The pairing-allocated bye is given to the lowest-ranked player who may receive it and
//!   leaves the others pairable (the text does not say what happens when that player
//!   cannot be spared; Basic Rule 4 and the completeness every later article assumes).
//! - Cracking (2.6) takes back the latest pairing of the side, scoregroup by scoregroup
//!   from the median outward; when that side has no pairing left, the other side.
//! - A "Maxi-tournament" is never defined by the text; it is the organiser's
//!   declaration ([`Lim::maxi`], the system name `lim-maxi`), never inferred from the
//!   field. Unrated players count as rated 0 for its 100 points.
//! - A rating is the FIDE rating, else the first national rating; unrated players are the
//!   lowest rated for 7.1.
//! - Boards: by the higher score of the pair, then the lower one, then the pairing number
//!   of the higher ranked player (C.04.2).
//!
//! No 192 code names Lim in TRF-26; files written here carry `FIDE_LIM` (and
//! `FIDE_LIM_MAXI`), which this program reads back.

use crate::greedy::{first_bye, max_pairs, perfect, unmatched};
use crate::state::{PlayerState, not_paired, pairing_numbers, participants, player_states};
use crate::{
    BracketReport, CheckReport, Criterion, Message, NoPairingReason, PairedGame, Pairing,
    PairingError, PairingSystem, Step,
};
use arbiter_core::{Colour, Entry, PlayerId, Points, RoundNo, Tournament};
use std::cmp::{Ordering, Reverse};

/// The rules of the Lim system cited in its reasons.
pub mod criteria {
    use super::Criterion;
    criterion!(
        MET,
        "pairing-crit-lim-met",
        "L2.1-m",
        "C.04.4.3 2.1",
        "compatible players have not played each other"
    );
    criterion!(
        PROHIBITED,
        "pairing-crit-lim-prohibited",
        "L2.1-p",
        "C.04.2 (prohibited pairings)",
        "the players may not be paired with each other"
    );
    criterion!(
        LIMITS,
        "pairing-crit-lim-limits",
        "L2.1-c",
        "C.04.4.3 2.1, 5.1",
        "no colour three rounds running, never three more of one colour (Article 6: not between equal scores in the last round)"
    );
    criterion!(
        BYE,
        "pairing-crit-lim-bye",
        "L1.1",
        "C.04.4.3 1.1",
        "the bye goes to the player with the lowest rank in the lowest scoregroup"
    );
    criterion!(
        FIRST_BYE,
        "pairing-crit-lim-first-bye",
        "L7.1",
        "C.04.4.3 7.1",
        "round 1: the bye goes to the lowest rated player"
    );
    criterion!(
        FIRST,
        "pairing-crit-lim-first",
        "L7.2",
        "C.04.4.3 7.2",
        "round 1: the top half against the bottom half, colours by lot"
    );
    criterion!(
        ORDER,
        "pairing-crit-lim-order",
        "L2.2",
        "C.04.4.3 2.2",
        "from the top down to the median, from the bottom up to it, the Median Scoregroup last"
    );
    criterion!(
        FLOAT,
        "pairing-crit-lim-float",
        "L3",
        "C.04.4.3 2.3, 3.2-3.5, 3.9, 3.10",
        "players a scoregroup cannot pair, or one to make it even, float towards the median"
    );
    criterion!(
        FLOATERS,
        "pairing-crit-lim-floaters",
        "L3.6",
        "C.04.4.3 3.6-3.8",
        "floaters are paired first, each with the first player of the other due colour"
    );
    criterion!(
        EXCHANGE,
        "pairing-crit-lim-exchange",
        "L4",
        "C.04.4.3 4.1-4.4",
        "top half against bottom half; an incompatible opponent is exchanged in the order of 4.2"
    );
    criterion!(
        COLOUR_EXCHANGE,
        "pairing-crit-lim-colour-exchange",
        "L5.2",
        "C.04.4.3 5.2, 5.7",
        "opponents are exchanged so that each player gets his due colour if possible"
    );
    criterion!(
        CRACK,
        "pairing-crit-lim-crack",
        "L2.6",
        "C.04.4.3 2.6",
        "a blocked Median Scoregroup takes back the pairings of its neighbours"
    );
    criterion!(
        COLOURS,
        "pairing-crit-lim-colours",
        "L5",
        "C.04.4.3 5.3-5.6",
        "colour allocation: limits, due colours, the histories, the rank and the median"
    );
    /// Every criterion above, in the order declared.
    pub const ALL: &[Criterion] = &[
        MET,
        PROHIBITED,
        LIMITS,
        BYE,
        FIRST_BYE,
        FIRST,
        ORDER,
        FLOAT,
        FLOATERS,
        EXCHANGE,
        COLOUR_EXCHANGE,
        CRACK,
        COLOURS,
    ];
}
use criteria::*;

/// The Lim System (FIDE C.04.4.3).
#[derive(Copy, Clone, Eq, PartialEq, Debug, Default)]
pub struct Lim {
    /// The organiser declared a Maxi-tournament: floaters chosen for their colour and
    /// opponents exchanged for colours stay within 100 rating points (3.2.3, 3.8, 5.7).
    pub maxi: bool,
}

impl Lim {
    /// The engine, without the Maxi-tournament rules.
    #[must_use]
    pub fn new() -> Self {
        Lim::default()
    }
}

/// 3.2.3, 3.8, 5.7: the rating spread allowed in a Maxi-tournament.
const MAXI_SPREAD: i64 = 100;

/// The way a scoregroup is paired (2.2).
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
enum Way {
    Down,
    Up,
}

/// Where a scoregroup stands: its score, the way it is paired, whether it is the Median
/// Scoregroup.
#[derive(Copy, Clone)]
struct Place {
    score: Points,
    way: Way,
    median: bool,
}

/// One scoregroup as it was paired.
struct Group {
    score: Points,
    way: Way,
    median: bool,
    residents: Vec<usize>,
    incoming: Vec<usize>,
    pairs: Vec<(usize, usize)>,
    outgoing: Vec<usize>,
    steps: Vec<Step>,
    /// Players whose floater type the report shows.
    types: Vec<(usize, char)>,
}

/// An opponent chosen: who, the colour exchange made for him, the players passed over.
type Choice = (usize, Option<Step>, Vec<usize>);

/// A pair made, with whether it was made in the Median Scoregroup or above (5.4).
type Made = (usize, usize, bool);

struct Engine<'a> {
    t: &'a Tournament,
    round: RoundNo,
    st: Vec<PlayerState>,
    rating: Vec<Option<i64>>,
    due: Vec<Option<Colour>>,
    /// May receive white, may receive black (2.1, 5.1).
    may: Vec<[bool; 2]>,
    last_round: bool,
    floated: Vec<bool>,
    initial: Colour,
    maxi: bool,
    prohibitions: bool,
    /// Twice the median score: a score s is the median's when 2s equals it.
    twice_median: Points,
}

/// Article 5: the equalising colour after unequal numbers (5.6), else the alternating
/// one (5.5); none before the first game.
fn due_colour(s: &PlayerState) -> Option<Colour> {
    match s.colour_diff.cmp(&0) {
        Ordering::Less => Some(Colour::White),
        Ordering::Greater => Some(Colour::Black),
        Ordering::Equal => s.colours.last().map(|&c| !c),
    }
}

/// 2.1, 5.1: may the player receive white, black, without a colour three rounds running
/// or three more of one colour than the other?
fn may_have(s: &PlayerState) -> [bool; 2] {
    let n = s.colours.len();
    let twice = |c: Colour| n >= 2 && s.colours[n - 1] == c && s.colours[n - 2] == c;
    [
        !twice(Colour::White) && s.colour_diff < 2,
        !twice(Colour::Black) && s.colour_diff > -2,
    ]
}

fn slot(c: Colour) -> usize {
    usize::from(c == Colour::Black)
}

fn letter(c: Colour) -> char {
    if c == Colour::White { 'W' } else { 'B' }
}

fn word(c: Colour) -> &'static str {
    if c == Colour::White { "white" } else { "black" }
}

impl<'a> Engine<'a> {
    fn new(t: &'a Tournament, round: RoundNo, maxi: bool) -> Self {
        let st = player_states(t, round);
        let last_round = t.planned_rounds.is_some_and(|p| round.get() >= p);
        let rating = t
            .players()
            .map(|(_, p)| {
                p.rating
                    .or_else(|| p.national.iter().find_map(|n| n.rating))
                    .map(|r| i64::from(r.0))
            })
            .collect();
        let due = st.iter().map(due_colour).collect();
        let may = st.iter().map(may_have).collect();
        let floated = st
            .iter()
            .map(|s| {
                let Some(prev) = round.index().checked_sub(1).map(RoundNo::from_index) else {
                    return false;
                };
                match t.entry(s.id, prev) {
                    e @ Entry::Game { opponent, .. } if e.is_played_game() => {
                        t.pairing_score(s.id, prev) != t.pairing_score(opponent, prev)
                    }
                    _ => false,
                }
            })
            .collect();
        let played = round.index().min(t.rounds().len());
        let twice_median = crate::state::win_points(t).times(played as i32);
        Engine {
            t,
            round,
            st,
            rating,
            due,
            may,
            last_round,
            floated,
            initial: t.initial_colour.unwrap_or(Colour::White),
            maxi,
            prohibitions: !t.prohibitions.is_empty(),
            twice_median,
        }
    }

    fn id(&self, p: usize) -> PlayerId {
        self.st[p].id
    }

    fn score(&self, p: usize) -> Points {
        self.st[p].score
    }

    fn rated(&self, p: usize) -> i64 {
        self.rating[p].unwrap_or(0)
    }

    /// Above (Greater), at (Equal) or below (Less) the Median Scoregroup.
    fn side(&self, s: Points) -> Ordering {
        s.times(2).cmp(&self.twice_median)
    }

    /// Why two players are not compatible (2.1), if they are not.
    fn forbidden(&self, a: usize, b: usize) -> Option<Criterion> {
        let (pa, pb) = (&self.st[a], &self.st[b]);
        if pa.has_met(pb.id) {
            return Some(MET);
        }
        if self.prohibitions && self.t.is_prohibited(pa.id, pb.id, self.round) {
            return Some(PROHIBITED);
        }
        // Article 6: in the last round players with the same score who have not met
        // are compatible whatever their colours.
        let same_score_last = self.last_round && pa.score == pb.score;
        if !same_score_last && !self.allocation_exists(a, b) {
            return Some(LIMITS);
        }
        None
    }

    fn compatible(&self, a: usize, b: usize) -> bool {
        a != b && self.forbidden(a, b).is_none()
    }

    /// May `a` take colour `c` against `b` within the limits of 5.1?
    fn allows(&self, a: usize, b: usize, c: Colour) -> bool {
        self.may[a][slot(c)] && self.may[b][slot(!c)]
    }

    fn allocation_exists(&self, a: usize, b: usize) -> bool {
        self.allows(a, b, Colour::White) || self.allows(a, b, Colour::Black)
    }

    /// 5.2: the pair gives each player his due colour (a player who has not played has
    /// none and suits either).
    fn colours_suit(&self, a: usize, b: usize) -> bool {
        match (self.due[a], self.due[b]) {
            (Some(x), Some(y)) => x != y,
            _ => true,
        }
    }

    fn max_pairs(&self, set: &[usize]) -> usize {
        max_pairs(set, &|a, b| self.compatible(a, b))
    }

    fn pairable(&self, set: &[usize]) -> bool {
        perfect(set, &|a, b| self.compatible(a, b))
    }

    fn unpairable(&self, set: &[usize]) -> PairingError {
        let mut players: Vec<PlayerId> = unmatched(set, &|a, b| self.compatible(a, b))
            .iter()
            .map(|&p| self.id(p))
            .collect();
        players.sort_unstable();
        PairingError::NoValidPairing(NoPairingReason::Unpairable { players })
    }

    fn why_not(&self, a: usize, b: usize) -> &'static str {
        match self.forbidden(a, b) {
            Some(c) if c == MET => "they have met",
            Some(c) if c == PROHIBITED => "a prohibited pairing",
            Some(_) => "no colour within the limits of 5.1",
            None => "the rest of the group could not be paired",
        }
    }

    /// The catalogue key of [`Engine::why_not`].
    fn why_not_key(&self, a: usize, b: usize) -> &'static str {
        match self.forbidden(a, b) {
            Some(c) if c == MET => "pairing-dev-lim-why-met",
            Some(c) if c == PROHIBITED => "pairing-dev-lim-why-prohibited",
            Some(_) => "pairing-dev-lim-why-colour",
            None => "pairing-dev-lim-why-rest",
        }
    }

    fn key(&self, p: usize) -> String {
        let s = &self.st[p];
        let history: String = s.colours.iter().map(|&c| letter(c)).collect();
        let mut k = match self.due[p] {
            Some(c) => format!("due {} (colours {history})", word(c)),
            None => "no game yet".to_string(),
        };
        for c in [Colour::White, Colour::Black] {
            if !self.may[p][slot(c)] {
                k.push_str(&format!(", may not have {} (5.1)", word(c)));
            }
        }
        if self.floated[p] {
            k.push_str(", floated in the previous round");
        }
        if let Some(r) = self.rating[p] {
            k.push_str(&format!(", rating {r}"));
        }
        k
    }

    /// The parts of [`key`](Self::key) for the catalogue, said one after the other.
    fn key_parts(&self, p: usize) -> Vec<Message> {
        let s = &self.st[p];
        let history: String = s.colours.iter().map(|&c| letter(c)).collect();
        let mut parts = vec![match self.due[p] {
            Some(c) => Message::new("pairing-key-lim-due")
                .text("colour", word(c))
                .text("history", history),
            None => Message::new("pairing-key-no-game"),
        }];
        for c in [Colour::White, Colour::Black] {
            if !self.may[p][slot(c)] {
                parts.push(Message::new("pairing-key-lim-may-not").text("colour", word(c)));
            }
        }
        if self.floated[p] {
            parts.push(Message::new("pairing-key-floated"));
        }
        if let Some(r) = self.rating[p] {
            parts.push(Message::new("pairing-key-rating").text("rating", r));
        }
        parts
    }

    fn run(&self) -> Result<Pairing, PairingError> {
        let (requested_byes, withdrawn) = not_paired(self.t, self.round);
        let mut order: Vec<usize> = participants(self.t, self.round)
            .into_iter()
            .map(PlayerId::index)
            .collect();
        let mut bye = None;
        if order.len() % 2 == 1 {
            let b = self.choose_bye(&order)?;
            order.retain(|&p| p != b);
            bye = Some(b);
        } else if !self.pairable(&order) {
            return Err(self.unpairable(&order));
        }
        let (made, mut groups) = self.pair_groups(&order)?;
        let lowest = groups.iter_mut().min_by_key(|g| g.score);
        if let (Some(b), Some(g)) = (bye, lowest) {
            let first = self.round.index() == 0;
            g.steps.insert(
                0,
                Step::new(
                    vec![b],
                    if first { FIRST_BYE } else { BYE },
                    format!("{} receives the pairing-allocated bye", self.id(b)),
                    Message::new("pairing-dev-receives-bye").text("player", self.id(b)),
                ),
            );
        }
        let paired: Vec<usize> = made.iter().flat_map(|&(a, b, _)| [a, b]).collect();
        if paired.len() != order.len() {
            // Never expected: every step keeps the round pairable.
            return Err(self.unpairable(&order));
        }
        let number = pairing_numbers(self.t, self.round, &paired);
        let games: Vec<(usize, usize, Colour)> = made
            .iter()
            .map(|&(a, b, upper)| (a, b, self.colour_of(a, b, upper, &number)))
            .collect();
        Ok(Pairing {
            round: self.round,
            games: crate::boards(&self.st, &games, true),
            bye: bye.map(|b| self.id(b)),
            requested_byes,
            withdrawn,
            brackets: groups.into_iter().map(|g| self.report(g)).collect(),
        })
    }

    /// 1.1 (round 1: 7.1): the lowest ranked of the lowest scoregroup (the lowest rated),
    /// among those who may receive it and leave the others pairable.
    fn choose_bye(&self, order: &[usize]) -> Result<usize, PairingError> {
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
        if self.round.index() == 0 {
            cands.sort_by_key(|&p| (self.rating[p].is_some(), self.rating[p], Reverse(p)));
        } else {
            cands.sort_by_key(|&p| (self.score(p), Reverse(p)));
        }
        if let Some(i) = first_bye(order, &cands, &|a, b| self.compatible(a, b)) {
            return Ok(cands[i]);
        }
        let last = cands[cands.len() - 1];
        let rest: Vec<usize> = order.iter().copied().filter(|&p| p != last).collect();
        Err(self.unpairable(&rest))
    }

    /// Article 2: the scoregroups in the order of 2.2, then the cracking of 2.6.
    fn pair_groups(&self, order: &[usize]) -> Result<(Vec<Made>, Vec<Group>), PairingError> {
        let mut scores: Vec<Points> = order.iter().map(|&p| self.score(p)).collect();
        scores.sort_unstable_by(|a, b| b.cmp(a));
        scores.dedup();
        let members = |s: Points| -> Vec<usize> {
            order
                .iter()
                .copied()
                .filter(|&p| self.score(p) == s)
                .collect()
        };
        let upper: Vec<Points> = scores
            .iter()
            .copied()
            .filter(|&s| self.side(s) == Ordering::Greater)
            .collect();
        let lower: Vec<Points> = scores
            .iter()
            .rev()
            .copied()
            .filter(|&s| self.side(s) == Ordering::Less)
            .collect();
        let median_residents: Vec<usize> = order
            .iter()
            .copied()
            .filter(|&p| self.side(self.score(p)) == Ordering::Equal)
            .collect();
        let mut groups: Vec<Group> = Vec::new();
        // The pairings of each side, in the order made, with their group (for 2.6).
        let mut made_upper: Vec<(usize, usize, usize)> = Vec::new();
        let mut made_lower: Vec<(usize, usize, usize)> = Vec::new();
        let mut from_above = Vec::new();
        let mut from_below = Vec::new();
        for (side, way) in [(&upper, Way::Down), (&lower, Way::Up)] {
            let mut carry: Vec<usize> = Vec::new();
            for (k, &s) in side.iter().enumerate() {
                let adjacent = side
                    .get(k + 1)
                    .map_or(median_residents.clone(), |&n| members(n));
                let residents = members(s);
                let came_down = |p: usize| self.score(p) > s;
                let place = Place {
                    score: s,
                    way,
                    median: false,
                };
                let mut g = self.pair_group(place, &residents, &carry, &came_down, &adjacent);
                if k == 0 {
                    let (what, key) = if way == Way::Down {
                        (
                            "the scoregroups above the median are paired from the top down",
                            "pairing-dev-lim-above",
                        )
                    } else {
                        (
                            "the scoregroups below the median are paired from the bottom up",
                            "pairing-dev-lim-below",
                        )
                    };
                    g.steps.insert(
                        0,
                        Step::new(Vec::new(), ORDER, what.to_string(), Message::new(key)),
                    );
                }
                carry = g.outgoing.clone();
                let gi = groups.len();
                let stack = if way == Way::Down {
                    &mut made_upper
                } else {
                    &mut made_lower
                };
                stack.extend(g.pairs.iter().map(|&(a, b)| (a, b, gi)));
                groups.push(g);
            }
            if way == Way::Down {
                from_above = carry;
            } else {
                from_below = carry;
            }
        }
        // The Median Scoregroup, last and downward; 2.6 when it is blocked.
        let median_score = Points::from_tenths(self.twice_median.tenths() / 2);
        let came_down = |p: usize| self.side(self.score(p)) == Ordering::Greater;
        let crack_lower_first = from_above.len() > from_below.len();
        let mut incoming: Vec<usize> = from_above.iter().chain(&from_below).copied().collect();
        let mut cracked: Vec<Step> = Vec::new();
        let mut median = loop {
            let place = Place {
                score: median_score,
                way: Way::Down,
                median: true,
            };
            let g = self.pair_group(place, &median_residents, &incoming, &came_down, &[]);
            if g.outgoing.is_empty() {
                break g;
            }
            let pick_lower = (crack_lower_first && !made_lower.is_empty()) || made_upper.is_empty();
            let taken = if pick_lower {
                made_lower.pop()
            } else {
                made_upper.pop()
            };
            let Some((a, b, gi)) = taken else {
                let all: Vec<usize> = median_residents.iter().chain(&incoming).copied().collect();
                return Err(self.unpairable(&all));
            };
            groups[gi].pairs.retain(|&pair| pair != (a, b));
            groups[gi].steps.push(Step::new(
                vec![a, b],
                CRACK,
                format!(
                    "{} - {} is taken back: the Median Scoregroup could not be completed",
                    self.id(a),
                    self.id(b)
                ),
                Message::new("pairing-dev-lim-taken-back")
                    .text("a", self.id(a))
                    .text("b", self.id(b)),
            ));
            cracked.push(Step::new(
                vec![a, b],
                CRACK,
                format!(
                    "{} and {} join the Median Scoregroup from the {} side (2.6)",
                    self.id(a),
                    self.id(b),
                    if pick_lower { "lower" } else { "higher" }
                ),
                Message::new("pairing-dev-lim-join-median")
                    .text("a", self.id(a))
                    .text("b", self.id(b))
                    .text("side", if pick_lower { "lower" } else { "higher" }),
            ));
            incoming.push(a);
            incoming.push(b);
        };
        if !median.residents.is_empty() || !median.incoming.is_empty() {
            let first = if self.round.index() == 0 {
                Step::new(
                    Vec::new(),
                    FIRST,
                    format!(
                        "round 1: the top half against the bottom half, the first player {} by lot",
                        word(self.initial)
                    ),
                    Message::new("pairing-dev-lim-first").text("colour", word(self.initial)),
                )
            } else {
                Step::new(
                    Vec::new(),
                    ORDER,
                    "the Median Scoregroup is paired last, downward".to_string(),
                    Message::new("pairing-dev-lim-median-last"),
                )
            };
            if !groups.is_empty() || self.round.index() == 0 {
                median.steps.insert(0, first);
            }
            let at = usize::from(!median.steps.is_empty() && median.steps[0].players.is_empty());
            median.steps.splice(at..at, cracked);
            groups.push(median);
        }
        let mut made = Vec::new();
        for g in &groups {
            let upper_half = g.median || g.way == Way::Down;
            made.extend(g.pairs.iter().map(|&(a, b)| (a, b, upper_half)));
        }
        Ok((made, groups))
    }

    /// Pairs one scoregroup: the incoming floaters first (3.6-3.8), the floaters out
    /// (2.3, Article 3), then the exchanges of Article 4 with the colours of 5.2. When no
    /// `adjacent` group is given (the Median Scoregroup) and the group cannot be
    /// completed, the players left are returned as `outgoing` for 2.6 to deal with.
    fn pair_group(
        &self,
        place: Place,
        residents: &[usize],
        incoming: &[usize],
        came_down: &dyn Fn(usize) -> bool,
        adjacent: &[usize],
    ) -> Group {
        let Place {
            score,
            way,
            median: is_median,
        } = place;
        let mut g = Group {
            score,
            way,
            median: is_median,
            residents: residents.to_vec(),
            incoming: incoming.to_vec(),
            pairs: Vec::new(),
            outgoing: Vec::new(),
            steps: Vec::new(),
            types: Vec::new(),
        };
        let mut free: Vec<usize> = residents.iter().chain(incoming).copied().collect();
        free.sort_unstable();
        let mut m = self.max_pairs(&free);
        if is_median && 2 * m < free.len() {
            g.outgoing = free;
            return g;
        }
        // 3.6, 3.7: those from the side the pairing started at first.
        let ahead = |p: usize| came_down(p) == (way == Way::Down);
        let mut order: Vec<usize> = incoming.to_vec();
        order.sort_by_key(|&p| {
            let down = came_down(p);
            let score_key = if down {
                -self.score(p).tenths()
            } else {
                self.score(p).tenths()
            };
            let number_key = if down { p as i64 } else { -(p as i64) };
            (!ahead(p), score_key, number_key)
        });
        for &f in &order {
            if !free.contains(&f) {
                continue;
            }
            // 3.8: a downfloater looks from the top, an upfloater from the bottom.
            let mut cands: Vec<usize> = free.iter().copied().filter(|&c| c != f).collect();
            if !came_down(f) {
                cands.reverse();
            }
            let keeps = |c: usize| {
                let rest: Vec<usize> = free.iter().copied().filter(|&p| p != f && p != c).collect();
                self.max_pairs(&rest) + 1 == m
            };
            if let Some((c, step, _)) = self.choose(f, &cands, &keeps) {
                free.retain(|&p| p != f && p != c);
                m -= 1;
                g.pairs.push((f, c));
                g.steps.push(Step::new(
                    vec![f, c],
                    FLOATERS,
                    format!(
                        "floater {} (from {} points) is paired with {}",
                        self.id(f),
                        self.score(f),
                        self.id(c)
                    ),
                    Message::new("pairing-dev-lim-floater")
                        .text("player", self.id(f))
                        .number("score", self.score(f))
                        .text("partner", self.id(c)),
                ));
                g.steps.extend(step);
            }
        }
        // 2.3, Article 3: the players this group cannot pair, and one to make it even.
        if 2 * m < free.len() {
            if is_median {
                g.outgoing = free;
                return g;
            }
            self.choose_floaters(&mut free, m, way, incoming, adjacent, &mut g);
        }
        self.scrutiny(&free, way, &mut g);
        g
    }

    /// The opponent `x` takes among `cands` (in the order the text offers them): the first
    /// available one due the other colour, else the first available (3.8, 4.2, 5.2, with
    /// the Maxi-tournament limit of 3.8 and 5.7). Also returns the step explaining a
    /// colour exchange when one was made, and the players passed over before the first
    /// available one.
    fn choose(&self, x: usize, cands: &[usize], keeps: &dyn Fn(usize) -> bool) -> Option<Choice> {
        let mut first = None;
        let mut passed = Vec::new();
        for &c in cands {
            match first {
                None => {
                    if self.compatible(x, c) && keeps(c) {
                        if self.colours_suit(x, c) {
                            return Some((c, None, passed));
                        }
                        first = Some(c);
                    } else {
                        passed.push(c);
                    }
                }
                Some(f) => {
                    let near = !self.maxi || (self.rated(c) - self.rated(f)).abs() <= MAXI_SPREAD;
                    if self.colours_suit(x, c) && near && self.compatible(x, c) && keeps(c) {
                        let step = Step::new(
                            vec![x, c, f],
                            COLOUR_EXCHANGE,
                            format!(
                                "{} meets {} rather than {} so that both get their due colour",
                                self.id(x),
                                self.id(c),
                                self.id(f)
                            ),
                            Message::new("pairing-dev-lim-colour-exchange")
                                .text("player", self.id(x))
                                .text("partner", self.id(c))
                                .text("natural", self.id(f)),
                        );
                        return Some((c, Some(step), passed));
                    }
                }
            }
        }
        first.map(|f| (f, None, passed))
    }

    /// 2.3, 3.2-3.5, 3.9, 3.10, 4.4: floats the players the group cannot pair, one at a
    /// time, each the first in the order of Article 3 that leaves `m` pairings.
    fn choose_floaters(
        &self,
        free: &mut Vec<usize>,
        m: usize,
        way: Way,
        incoming: &[usize],
        adjacent: &[usize],
        g: &mut Group,
    ) {
        let direction = if way == Way::Down { "down" } else { "up" };
        while free.len() > 2 * m {
            let mut dues = [0usize; 2];
            for &p in free.iter() {
                if let Some(c) = self.due[p] {
                    dues[slot(c)] += 1;
                }
            }
            let majority = match dues[0].cmp(&dues[1]) {
                Ordering::Greater => Some(Colour::White),
                Ordering::Less => Some(Colour::Black),
                Ordering::Equal => None,
            };
            // 3.2.4: the lowest numbered when pairing downward, the highest upward.
            let numbered = |p: usize| if way == Way::Down { usize::MAX - p } else { p };
            let default = free.iter().copied().min_by_key(|&p| numbered(p));
            // 3.9, the least disadvantaged type first.
            let kind = |p: usize| -> (usize, char, &'static str) {
                let moved_in = incoming.contains(&p);
                let below = adjacent.iter().any(|&q| self.compatible(p, q));
                match (moved_in, below) {
                    (false, true) => (0, 'd', "of the group, with"),
                    (false, false) => (1, 'c', "of the group, with no"),
                    (true, true) => (2, 'b', "a floater, with"),
                    (true, false) => (3, 'a', "a floater, with no"),
                }
            };
            let colour_choice = |p: usize| {
                majority.is_some()
                    && self.due[p] == majority
                    && (!self.maxi
                        || default
                            .is_none_or(|d| (self.rated(p) - self.rated(d)).abs() <= MAXI_SPREAD))
            };
            let mut cands: Vec<usize> = free.clone();
            cands.sort_by_key(|&p| (kind(p).0, self.floated[p], !colour_choice(p), numbered(p)));
            let chosen = cands.iter().copied().find(|&p| {
                let rest: Vec<usize> = free.iter().copied().filter(|&q| q != p).collect();
                self.max_pairs(&rest) == m
            });
            let Some(p) = chosen.or_else(|| cands.first().copied()) else {
                break;
            };
            free.retain(|&q| q != p);
            g.outgoing.push(p);
            let (_, letter, what) = kind(p);
            g.types.push((p, letter));
            let mut why = vec![format!(
                "type {letter}: {what} compatible opponent in the next scoregroup"
            )];
            let mut why_messages = vec![Message::new("pairing-dev-lim-type").text("type", letter)];
            if !self.floated[p] {
                why.push("did not float in the previous round".into());
                why_messages.push(Message::new("pairing-dev-lim-not-floated"));
            }
            if colour_choice(p)
                && let Some(c) = majority
            {
                why.push(format!("due {}, the colour more players are due", word(c)));
                why_messages.push(Message::new("pairing-dev-lim-majority").text("colour", word(c)));
            }
            g.steps.push(Step::new(
                vec![p],
                FLOAT,
                format!(
                    "{} floats {direction} to the next scoregroup ({})",
                    self.id(p),
                    why.join("; ")
                ),
                Message::new("pairing-dev-lim-floats")
                    .text("player", self.id(p))
                    .text("way", direction)
                    .phrases("why", why_messages, "; "),
            ));
        }
    }

    /// Article 4 with the second scrutiny of 5.2: `free` can be paired completely.
    fn scrutiny(&self, free: &[usize], way: Way, g: &mut Group) {
        let mut list: Vec<usize> = free.to_vec();
        list.sort_unstable();
        if way == Way::Up {
            list.reverse();
        }
        while list.len() >= 2 {
            let x = list[0];
            let h = list.len() / 2;
            let proposed = list[h];
            let cands: Vec<usize> = list[h..]
                .iter()
                .chain(list[1..h].iter().rev())
                .copied()
                .collect();
            let keeps = |c: usize| {
                let rest: Vec<usize> = list.iter().copied().filter(|&p| p != x && p != c).collect();
                self.pairable(&rest)
            };
            // `free` can be paired completely, so some choice keeps the rest pairable
            // (the proof is exact); the first compatible player only guards the loop.
            let Some((c, colour_step, skipped)) = self
                .choose(x, &cands, &keeps)
                .or_else(|| self.choose(x, &cands, &|_| true))
            else {
                g.outgoing.extend(list.iter().copied());
                break;
            };
            if c != proposed && !skipped.is_empty() {
                let reasons: Vec<String> = skipped
                    .iter()
                    .map(|&d| format!("{}: {}", self.id(d), self.why_not(x, d)))
                    .collect();
                let reason_messages: Vec<Message> = skipped
                    .iter()
                    .map(|&d| {
                        Message::new("pairing-dev-lim-reason")
                            .text("player", self.id(d))
                            .phrase("why", Message::new(self.why_not_key(x, d)))
                    })
                    .collect();
                g.steps.push(Step::new(
                    vec![x, proposed, c],
                    EXCHANGE,
                    format!(
                        "{} is proposed {} but meets {} ({})",
                        self.id(x),
                        self.id(proposed),
                        self.id(c),
                        reasons.join("; ")
                    ),
                    Message::new("pairing-dev-lim-exchange")
                        .text("player", self.id(x))
                        .text("proposed", self.id(proposed))
                        .text("partner", self.id(c))
                        .phrases("why", reason_messages, "; "),
                ));
            }
            g.steps.extend(colour_step);
            g.pairs.push((x, c));
            list.retain(|&p| p != x && p != c);
        }
    }

    /// Article 5 (round 1 and players without games: 7.2): the colour `a` gets against
    /// `b`; `upper` when the pair was made in the Median Scoregroup or above.
    fn colour_of(&self, a: usize, b: usize, upper: bool, number: &[usize]) -> Colour {
        match (
            self.allows(a, b, Colour::White),
            self.allows(a, b, Colour::Black),
        ) {
            (true, false) => return Colour::White,
            (false, true) => return Colour::Black,
            _ => {}
        }
        let (hi, lo) = if a < b { (a, b) } else { (b, a) };
        let for_a = |c_hi: Colour| if a == hi { c_hi } else { !c_hi };
        match (self.due[a], self.due[b]) {
            (Some(x), Some(y)) if x != y => x,
            (Some(x), None) => x,
            (None, Some(y)) => !y,
            (None, None) => {
                let odd = number.get(hi).is_some_and(|n| n % 2 == 1);
                for_a(if odd { self.initial } else { !self.initial })
            }
            (Some(x), Some(_)) => {
                let (ca, cb) = (&self.st[a].colours, &self.st[b].colours);
                if let Some((&then, _)) = ca.iter().rev().zip(cb.iter().rev()).find(|(p, q)| p != q)
                {
                    // 5.4: each gets the colour the other had then.
                    return !then;
                }
                let winner = if upper { hi } else { lo };
                if winner == a { x } else { !x }
            }
        }
    }

    fn report(&self, g: Group) -> BracketReport {
        let keyed: Vec<usize> = g.incoming.iter().chain(&g.residents).copied().collect();
        let key = |p: usize| {
            let mut k = self.key(p);
            if g.incoming.contains(&p) {
                k.push_str(&format!(
                    ", moved {} from {} points",
                    if self.score(p) > g.score {
                        "down"
                    } else {
                        "up"
                    },
                    self.score(p)
                ));
            }
            if let Some((_, t)) = g.types.iter().find(|(q, _)| *q == p) {
                k.push_str(&format!(", floats on as type {t}"));
            }
            k
        };
        let key_message = |p: usize| {
            let mut parts = self.key_parts(p);
            if g.incoming.contains(&p) {
                let way = if self.score(p) > g.score {
                    "down"
                } else {
                    "up"
                };
                parts.push(
                    Message::new("pairing-key-lim-moved")
                        .text("way", way)
                        .number("score", self.score(p)),
                );
            }
            if let Some((_, t)) = g.types.iter().find(|(q, _)| *q == p) {
                parts.push(Message::new("pairing-key-lim-type").text("type", t));
            }
            Message::new("pairing-key").phrases("parts", parts, ", ")
        };
        BracketReport {
            score: g.score,
            residents: g.residents.iter().map(|&p| self.id(p)).collect(),
            moved_down: g.incoming.iter().map(|&p| self.id(p)).collect(),
            downfloaters: g.outgoing.iter().map(|&p| self.id(p)).collect(),
            upward: g.way == Way::Up,
            pairs: g
                .pairs
                .iter()
                .map(|&(a, b)| (self.id(a.min(b)), self.id(a.max(b))))
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

impl PairingSystem for Lim {
    fn name(&self) -> &'static str {
        if self.maxi {
            "FIDE Lim (C.04.4.3), Maxi-tournament"
        } else {
            "FIDE Lim (C.04.4.3)"
        }
    }

    fn system_code(&self) -> Option<&'static str> {
        Some(if self.maxi {
            "FIDE_LIM_MAXI"
        } else {
            "FIDE_LIM"
        })
    }

    fn pair(&self, tournament: &Tournament) -> Result<Pairing, PairingError> {
        let round = crate::round_to_pair(tournament)?;
        Engine::new(tournament, round, self.maxi).run()
    }

    fn check(
        &self,
        tournament: &Tournament,
        games: &[PairedGame],
        bye: Option<PlayerId>,
    ) -> Result<CheckReport, PairingError> {
        let expected = self.pair(tournament)?;
        let round = tournament.next_round();
        let engine = Engine::new(tournament, round, self.maxi);
        let extra = crate::compare::forbidden_or(
            |a, b| engine.forbidden(a, b),
            if round.index() == 0 { FIRST } else { EXCHANGE },
        );
        let bye_rule = if round.index() == 0 { FIRST_BYE } else { BYE };
        crate::compare::engine_check(expected, games, bye, COLOURS, &extra, bye_rule)
    }
}

#[cfg(test)]
mod tests {
    //! The worked examples of C.04.4.3 (the exchange tables of 4.2 and 4.3, the examples
    //! of 4.4, 7.1 and 7.2, the order of 2.2 as 8.3 shows it), and one case per rule
    //! that the text states without an example (2.6, 3.2.2, 3.2.3, 3.9, 3.10, 5.4,
    //! Article 6).
    #![allow(clippy::unwrap_used)]
    use super::*;
    use arbiter_core::{Player, Rating, ScoringSystem, TournamentInfo};

    fn field(size: usize) -> Tournament {
        let mut t = Tournament::new(TournamentInfo::default(), ScoringSystem::classic());
        for k in 1..=size {
            let mut p = Player::named(format!("Player {k}"));
            p.rating = Some(Rating(2600 - k as u16 * 10));
            t.add_player(p);
        }
        t.planned_rounds = Some(9);
        t
    }

    /// Sets player `no` (1-based): score in half points, colours played ("WB..."),
    /// rating, and the players he has met.
    fn set(e: &mut Engine<'_>, no: usize, halves: i32, colours: &str, rating: i64, met: &[usize]) {
        let p = no - 1;
        let s = &mut e.st[p];
        s.score = Points::from_halves(halves);
        s.real_score = s.score;
        s.set_colours(colours);
        e.due[p] = due_colour(&e.st[p]);
        e.may[p] = may_have(&e.st[p]);
        e.rating[p] = Some(rating);
        for &o in met {
            e.st[p].opponents.push(PlayerId::from_index(o - 1));
            e.st[o - 1].opponents.push(PlayerId::from_index(p));
        }
        for s in &mut e.st {
            s.opponents.sort_unstable();
            s.opponents.dedup();
        }
    }

    fn engine(t: &Tournament, round: u16, maxi: bool) -> Engine<'_> {
        Engine::new(t, RoundNo::new(round).unwrap(), maxi)
    }

    fn show(pairs: &[(usize, usize)]) -> String {
        let mut v: Vec<String> = pairs
            .iter()
            .map(|&(a, b)| format!("{}-{}", a.min(b) + 1, a.max(b) + 1))
            .collect();
        v.sort();
        v.join(" ")
    }

    fn numbers(ps: &[usize]) -> Vec<usize> {
        let mut v: Vec<usize> = ps.iter().map(|p| p + 1).collect();
        v.sort_unstable();
        v
    }

    /// A scoregroup of players 1..=n (2 points each), paired downward above the median,
    /// with `adjacent` (1-based) as the next scoregroup.
    fn pair_down(e: &Engine<'_>, n: usize, adjacent: &[usize]) -> Group {
        let members: Vec<usize> = (0..n).collect();
        let adjacent: Vec<usize> = adjacent.iter().map(|a| a - 1).collect();
        let score = Points::from_halves(4);
        let place = Place {
            score,
            way: Way::Down,
            median: false,
        };
        e.pair_group(place, &members, &[], &|p| e.score(p) > score, &adjacent)
    }

    fn six_with(met: &[(usize, &[usize])]) -> String {
        let t = field(8);
        let mut e = engine(&t, 3, false);
        for k in 1..=8 {
            set(&mut e, k, if k <= 6 { 4 } else { 2 }, "", 2500, &[]);
        }
        for &(p, ms) in met {
            set(&mut e, p, 4, "", 2500, ms);
        }
        show(&pair_down(&e, 6, &[7, 8]).pairs)
    }

    #[test]
    fn exchange_table_of_4_2() {
        // #1 tries 4, 5, 6, then the top half from the bottom up: 3, 2.
        let columns: [(&[usize], &str); 5] = [
            (&[], "1-4 2-5 3-6"),
            (&[4], "1-5 2-4 3-6"),
            (&[4, 5], "1-6 2-4 3-5"),
            (&[4, 5, 6], "1-3 2-5 4-6"),
            (&[4, 5, 6, 3], "1-2 3-5 4-6"),
        ];
        for (met, pairs) in columns {
            assert_eq!(six_with(&[(1, met)]), pairs, "#1 has met {met:?}");
        }
    }

    #[test]
    fn exchange_table_of_4_3() {
        // #1 has met 4 and 5 and takes 6; #2 tries 4, 5, 3, then 6 (#1 moving on to 3),
        // then 1.
        let columns: [(&[usize], &str); 5] = [
            (&[], "1-6 2-4 3-5"),
            (&[4], "1-6 2-5 3-4"),
            (&[4, 5], "1-6 2-3 4-5"),
            (&[4, 5, 3], "1-3 2-6 4-5"),
            (&[4, 5, 3, 6], "1-2 3-5 4-6"),
        ];
        for (met, pairs) in columns {
            assert_eq!(
                six_with(&[(1, &[4, 5]), (2, met)]),
                pairs,
                "#2 has met {met:?}"
            );
        }
    }

    #[test]
    fn a_scoregroup_keeps_as_many_pairings_as_it_can_have() {
        // 4.4, 4.4.2: #1 and #2 have met each other and all but #6: 1-6 stays, #2 floats,
        // with the lowest numbered player left, #5.
        let t = field(8);
        let mut e = engine(&t, 3, false);
        for k in 1..=8 {
            set(&mut e, k, if k <= 6 { 4 } else { 2 }, "", 2500, &[]);
        }
        set(&mut e, 1, 4, "", 2500, &[2, 3, 4, 5]);
        set(&mut e, 2, 4, "", 2500, &[3, 4, 5]);
        let g = pair_down(&e, 6, &[7, 8]);
        assert_eq!(show(&g.pairs), "1-6 3-4");
        assert_eq!(numbers(&g.outgoing), vec![2, 5]);
        // 4.4.1: with seven players #7 would make the number even, but #2, who can meet
        // nobody, floats instead.
        let t = field(9);
        let mut e = engine(&t, 3, false);
        for k in 1..=9 {
            set(&mut e, k, if k <= 7 { 4 } else { 2 }, "", 2500, &[]);
        }
        set(&mut e, 1, 4, "", 2500, &[2, 3, 4, 5]);
        set(&mut e, 2, 4, "", 2500, &[3, 4, 5, 6, 7]);
        let g = pair_down(&e, 7, &[8, 9]);
        assert_eq!(numbers(&g.outgoing), vec![2]);
    }

    fn round_one(size: usize, initial: Colour) -> Pairing {
        let mut t = field(size);
        t.initial_colour = Some(initial);
        Lim::new().pair(&t).unwrap()
    }

    fn boards(p: &Pairing) -> Vec<String> {
        p.games
            .iter()
            .map(|g| format!("{}-{}", g.white, g.black))
            .collect()
    }

    #[test]
    fn round_one_pairs_top_half_against_bottom_half_with_colours_by_lot() {
        // 7.2, forty players: #1 White gives 1-21, 22-2, 3-23, 24-4, ... 40-20; #1 Black
        // the mirror.
        let white = boards(&round_one(40, Colour::White));
        assert_eq!(&white[..4], ["1-21", "22-2", "3-23", "24-4"]);
        assert_eq!(white[19], "40-20");
        let black = boards(&round_one(40, Colour::Black));
        assert_eq!(&black[..4], ["21-1", "2-22", "23-3", "4-24"]);
        assert_eq!(black[19], "20-40");
    }

    #[test]
    fn round_one_bye_goes_to_the_lowest_rated() {
        // 7.1: the lowest rated, not the lowest ranked; an unrated player is lower still.
        let mut t = field(39);
        t.player_mut(PlayerId::from_index(10)).unwrap().rating = Some(Rating(1000));
        assert_eq!(
            Lim::new().pair(&t).unwrap().bye,
            Some(PlayerId::from_index(10))
        );
        let mut t = field(5);
        t.player_mut(PlayerId::from_index(1)).unwrap().rating = None;
        assert_eq!(
            Lim::new().pair(&t).unwrap().bye,
            Some(PlayerId::from_index(1))
        );
    }

    #[test]
    fn scoregroups_are_paired_down_to_the_median_up_to_it_and_the_median_last() {
        // 2.2 (the example of 8.3): in round 2 the winners, then the losers, then the
        // drawn games' players, the median.
        let mut t = field(8);
        let r1 = Lim::new().pair(&t).unwrap();
        let mut round = r1.to_round().unwrap();
        let results = [
            arbiter_core::GameResult::WHITE_WINS,
            arbiter_core::GameResult::DRAW,
            arbiter_core::GameResult::BLACK_WINS,
            arbiter_core::GameResult::DRAW,
        ];
        for (k, r) in results.into_iter().enumerate() {
            assert!(round.set_result(k as u32 + 1, r));
        }
        t.push_round(round).unwrap();
        let r2 = Lim::new().pair(&t).unwrap();
        let order: Vec<String> = r2.brackets.iter().map(|b| b.score.to_string()).collect();
        assert_eq!(order, ["1.0", "0.0", "0.5"]);
        assert!(r2.brackets[1].upward && !r2.brackets[2].upward);
    }

    #[test]
    fn a_blocked_median_takes_back_the_latest_pairing_of_the_lower_side() {
        // 2.6.1: round 3, median 1 point. Everybody on 2 points has met #4, the only
        // median player, so the floater #3 blocks the median; more floaters came from
        // above, so the lower side's pairing 5-6 is taken back.
        let t = field(6);
        let mut e = engine(&t, 3, false);
        // Two rounds played: the median is 1 point.
        e.twice_median = Points::from_halves(4);
        set(&mut e, 1, 4, "WB", 2500, &[]);
        set(&mut e, 2, 4, "BW", 2400, &[]);
        set(&mut e, 3, 4, "WB", 2300, &[]);
        set(&mut e, 4, 2, "BW", 2200, &[1, 2, 3]);
        set(&mut e, 5, 0, "WB", 2100, &[]);
        set(&mut e, 6, 0, "BW", 2000, &[]);
        let (made, groups) = e.pair_groups(&[0, 1, 2, 3, 4, 5]).unwrap();
        let pairs: Vec<(usize, usize)> = made.iter().map(|&(a, b, _)| (a, b)).collect();
        assert_eq!(show(&pairs), "1-2 3-6 4-5");
        let cracks = groups
            .iter()
            .flat_map(|g| &g.steps)
            .filter(|s| s.criterion == CRACK && s.detail.contains("taken back"))
            .count();
        assert_eq!(cracks, 1);
    }

    fn colours(a: (usize, &str), b: (usize, &str), upper: bool) -> String {
        let t = field(8);
        let mut e = engine(&t, 4, false);
        set(&mut e, a.0, 4, a.1, 2300, &[]);
        set(&mut e, b.0, 4, b.1, 2200, &[]);
        let (x, y) = (a.0 - 1, b.0 - 1);
        let c = e.colour_of(x, y, upper, &(1..=8).collect::<Vec<_>>());
        if c == Colour::White {
            format!("{}-{}", a.0, b.0)
        } else {
            format!("{}-{}", b.0, a.0)
        }
    }

    #[test]
    fn colours_by_history_then_rank_and_median() {
        // 5.4: identical histories: the higher ranked gets his due colour in the median
        // or above, the lower ranked below it.
        assert_eq!(colours((3, "WB"), (7, "WB"), true), "3-7");
        assert_eq!(colours((3, "WB"), (7, "WB"), false), "7-3");
        // Going back: in the latest round where they differ #4 had white, #8 black.
        assert_eq!(colours((4, "BWB"), (8, "WBB"), true), "8-4");
        // 5.3: one colour the last two rounds: the other one, whatever the rank.
        assert_eq!(colours((1, "BWW"), (2, "WB"), true), "2-1");
    }

    #[test]
    fn the_colour_limits_do_not_apply_in_the_last_round() {
        // Article 6: between players with the same score only.
        let mut t = field(4);
        t.planned_rounds = Some(5);
        let mut e = engine(&t, 4, false);
        set(&mut e, 1, 4, "BWW", 2300, &[]);
        set(&mut e, 2, 4, "WBWW", 2200, &[]);
        assert_eq!(e.forbidden(0, 1), Some(LIMITS));
        let mut e = engine(&t, 5, false);
        set(&mut e, 1, 4, "BWW", 2300, &[]);
        set(&mut e, 2, 4, "WBWW", 2200, &[]);
        assert!(e.compatible(0, 1));
        set(&mut e, 2, 3, "WBWW", 2200, &[]);
        assert_eq!(e.forbidden(0, 1), Some(LIMITS));
    }

    /// Five players on 2 points with the given colours and ratings; who floats down (and
    /// up, from a group below the median).
    fn floater(
        colours: [&str; 5],
        ratings: [i64; 5],
        floated: &[usize],
        maxi: bool,
    ) -> (usize, usize) {
        let t = field(7);
        let mut e = engine(&t, 3, maxi);
        for k in 0..5 {
            set(&mut e, k + 1, 4, colours[k], ratings[k], &[]);
        }
        set(&mut e, 6, 2, "", 1500, &[]);
        set(&mut e, 7, 2, "", 1500, &[]);
        for &f in floated {
            e.floated[f - 1] = true;
        }
        let down = pair_down(&e, 5, &[6, 7]);
        let members: Vec<usize> = (0..5).collect();
        let score = Points::from_halves(4);
        let place = Place {
            score,
            way: Way::Up,
            median: false,
        };
        let up = e.pair_group(place, &members, &[], &|p| e.score(p) > score, &[5, 6]);
        (down.outgoing[0] + 1, up.outgoing[0] + 1)
    }

    #[test]
    fn the_floater_is_chosen_by_type_previous_float_colour_and_number() {
        let plain = [2500, 2400, 2300, 2200, 2100];
        // 3.2.4: the lowest numbered downward, the highest numbered upward.
        assert_eq!(floater(["", "", "", "", ""], plain, &[], false), (5, 1));
        // 3.10: not the one who floated in the previous round.
        assert_eq!(floater(["", "", "", "", ""], plain, &[5], false).0, 4);
        // 3.2.2: three due white, two due black: one due white floats.
        let dues = ["B", "W", "B", "B", "W"];
        assert_eq!(floater(dues, plain, &[], false), (4, 1));
        // 3.2.3: in a Maxi-tournament only within 100 points of #5.
        let spread = [2500, 2400, 2300, 2200, 2050];
        assert_eq!(floater(dues, spread, &[], false).0, 4);
        assert_eq!(floater(dues, spread, &[], true).0, 5);
    }

    #[test]
    fn a_floater_with_a_compatible_opponent_below_is_preferred() {
        // 3.9: #3 has met both players below (type c), so #2 (type d) floats.
        let t = field(5);
        let mut e = engine(&t, 3, false);
        for k in 1..=5 {
            set(&mut e, k, if k <= 3 { 4 } else { 2 }, "", 2500, &[]);
        }
        set(&mut e, 3, 4, "", 2500, &[4, 5]);
        let g = pair_down(&e, 3, &[4, 5]);
        assert_eq!(numbers(&g.outgoing), vec![2]);
    }
}
