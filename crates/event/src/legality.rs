//! Legality of a pairing made or edited by hand, against the structure of the round and
//! the absolute criteria every Swiss system shares (C.04.1 and C.04.3 C.1-C.3).

use crate::event::Board;
use arbiter_core::{Colour, PlayerId, RoundNo, Tournament};
use std::fmt;

/// Something wrong with a pairing.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Violation {
    /// A player number that does not exist (structural).
    UnknownPlayer(u32),
    /// A player on two boards, or on a board and given the bye (structural).
    PairedTwice(u32),
    /// A player paired against themselves (structural).
    SelfPaired(u32),
    /// A withdrawn player is paired (structural: re-enter them first).
    Withdrawn(u32),
    /// A player who asked for a bye or announced an absence is paired (structural: change
    /// the availability first).
    Unavailable(u32),
    /// An available player is neither paired nor given the bye.
    Unpaired(u32),
    /// The two players have played each other (C.04.1 art. 2, C.04.3 C.1).
    Rematch(u32, u32),
    /// The two players may not meet this round (prohibited pairing).
    Prohibited(u32, u32),
    /// The pairing-allocated bye goes to a player who already had one or scored a point
    /// without playing (C.04.1 art. 4, C.04.3 C.2).
    SecondBye(u32),
    /// A player would get the same colour a third time in a row (C.04.1 art. 5 note,
    /// C.04.3 absolute colour preference).
    ThreeInARow(u32, Colour),
    /// A player's whites and blacks would differ by more than two (C.04.3 A.6).
    ColourDifference(u32, i32),
    /// Double-Swiss: in the second game of a match the player does not meet the opponent
    /// of the first game, or receives a pairing-allocated bye (C.04.5 4.4, Preface).
    MatchSplit(u32),
}

impl Violation {
    /// True for problems no override can accept: the round would not be a round.
    #[must_use]
    pub fn is_structural(&self) -> bool {
        matches!(
            self,
            Violation::UnknownPlayer(_)
                | Violation::PairedTwice(_)
                | Violation::SelfPaired(_)
                | Violation::Withdrawn(_)
                | Violation::Unavailable(_)
        )
    }

    /// The violation as the catalogue says it (the desk's legality report and the event
    /// log's refusals); its English is [`Violation`]'s `Display`, which overrides record.
    #[must_use]
    pub fn message(&self) -> arbiter_pairing::Message {
        use arbiter_pairing::Message;
        let one = |key: &'static str, p: &u32| Message::new(key).text("player", p);
        let two = |key: &'static str, a: &u32, b: &u32| Message::new(key).text("a", a).text("b", b);
        match self {
            Violation::UnknownPlayer(p) => one("web-desk-violation-unknown-player", p),
            Violation::PairedTwice(p) => one("web-desk-violation-paired-twice", p),
            Violation::SelfPaired(p) => one("web-desk-violation-self-paired", p),
            Violation::Withdrawn(p) => one("web-desk-violation-withdrawn", p),
            Violation::Unavailable(p) => one("web-desk-violation-unavailable", p),
            Violation::Unpaired(p) => one("web-desk-violation-unpaired", p),
            Violation::Rematch(a, b) => two("web-desk-violation-rematch", a, b),
            Violation::Prohibited(a, b) => two("web-desk-violation-prohibited", a, b),
            Violation::SecondBye(p) => one("web-desk-violation-second-bye", p),
            Violation::ThreeInARow(p, c) => Message::new("web-desk-violation-three-in-a-row")
                .text("player", p)
                .text("colour", c),
            Violation::ColourDifference(p, d) => {
                Message::new("web-desk-violation-colour-difference")
                    .text("player", p)
                    .text("difference", d)
            }
            Violation::MatchSplit(p) => one("web-desk-violation-match-split", p),
        }
    }
}

impl fmt::Display for Violation {
    /// The text is also what an override lists, so it stays stable.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::UnknownPlayer(p) => write!(f, "there is no player {p}"),
            Violation::PairedTwice(p) => write!(f, "player {p} is paired twice"),
            Violation::SelfPaired(p) => write!(f, "player {p} is paired against themselves"),
            Violation::Withdrawn(p) => write!(f, "player {p} has withdrawn"),
            Violation::Unavailable(p) => {
                write!(f, "player {p} asked for a bye or is absent this round")
            }
            Violation::Unpaired(p) => write!(f, "player {p} is available but not paired"),
            Violation::Rematch(a, b) => {
                write!(f, "players {a} and {b} have already played each other")
            }
            Violation::Prohibited(a, b) => {
                write!(f, "players {a} and {b} may not be paired this round")
            }
            Violation::SecondBye(p) => {
                write!(f, "player {p} already had a bye or a point without playing")
            }
            Violation::ThreeInARow(p, c) => {
                write!(f, "player {p} would have {c} three times in a row")
            }
            Violation::ColourDifference(p, d) => {
                write!(f, "player {p} would have a colour difference of {d}")
            }
            Violation::MatchSplit(p) => write!(
                f,
                "player {p} does not play game 2 of the match against the opponent of game 1"
            ),
        }
    }
}

/// Checks a pairing of `round` against the tournament before it. Round robin systems
/// skip the Swiss criteria (their schedule decides colours and meetings).
#[must_use]
pub fn check_pairing(
    t: &Tournament,
    round: RoundNo,
    boards: &[Board],
    bye: Option<u32>,
    system: &str,
) -> Vec<Violation> {
    let n = t.player_count();
    let mut out = Vec::new();
    let mut seen = vec![false; n];
    let lower = system.to_ascii_lowercase();
    let double = arbiter_core::is_double_swiss(system);
    // Double-Swiss (C.04.5): game 2 repeats game 1; game 1 follows the match rules.
    let second_game = double && round.index() % 2 == 1;
    // Go (`GO_MCMAHON`, ...): no colour rules and any number of byes; a rematch is
    // only avoided, so a pairing by hand must accept it.
    let go = arbiter_core::GoSystem::from_code(system).is_some();
    let swiss = !lower.contains("robin") && !double && !go;
    let records =
        (double && !second_game).then(|| arbiter_pairing::double_swiss::records(t, round));
    let prev = second_game.then(|| RoundNo::from_index(round.index() - 1));
    if let Some(prev) = prev {
        // Players with a bye in game 1 keep it in game 2.
        for id in t.player_ids() {
            if matches!(t.entry(id, prev), arbiter_core::Entry::Bye(_)) {
                seen[id.index()] = true;
            }
        }
    }
    let mut mark = |p: u32, out: &mut Vec<Violation>| -> Option<PlayerId> {
        let Some(id) = PlayerId::new(p).filter(|id| id.index() < n) else {
            out.push(Violation::UnknownPlayer(p));
            return None;
        };
        if std::mem::replace(&mut seen[id.index()], true) {
            out.push(Violation::PairedTwice(p));
        }
        if t.is_withdrawn(id, round) {
            out.push(Violation::Withdrawn(p));
        }
        if t.request(id, round).is_some() {
            out.push(Violation::Unavailable(p));
        }
        Some(id)
    };
    for b in boards {
        if b.white == b.black {
            out.push(Violation::SelfPaired(b.white));
            continue;
        }
        let (w, bl) = (mark(b.white, &mut out), mark(b.black, &mut out));
        let (Some(w), Some(bl)) = (w, bl) else {
            continue;
        };
        if (swiss || go) && t.have_played(w, bl) {
            out.push(Violation::Rematch(b.white, b.black));
        }
        if let Some(rec) = &records
            && rec[w.index()].met.binary_search(&bl).is_ok()
        {
            out.push(Violation::Rematch(b.white, b.black));
        }
        if let Some(prev) = prev {
            for (x, y) in [(w, bl), (bl, w)] {
                if t.entry(x, prev).opponent() != Some(y) {
                    out.push(Violation::MatchSplit(x.get()));
                }
            }
        }
        if t.is_prohibited(w, bl, round) {
            out.push(Violation::Prohibited(b.white, b.black));
        }
        if swiss {
            for (id, colour) in [(w, Colour::White), (bl, Colour::Black)] {
                colour_check(t, id, colour, &mut out);
            }
        }
    }
    if let Some(p) = bye
        && let Some(id) = mark(p, &mut out)
    {
        if swiss && !t.unplayed_wins(id).is_empty() {
            out.push(Violation::SecondBye(p));
        }
        if records.as_ref().is_some_and(|r| r[id.index()].barred) {
            out.push(Violation::SecondBye(p));
        }
        if second_game {
            out.push(Violation::MatchSplit(p));
        }
    }
    for id in t.player_ids() {
        if !seen[id.index()] && !t.is_withdrawn(id, round) && t.request(id, round).is_none() {
            out.push(Violation::Unpaired(id.get()));
        }
    }
    out
}

fn colour_check(t: &Tournament, id: PlayerId, colour: Colour, out: &mut Vec<Violation>) {
    let mut history = t.colour_history(id);
    history.push(colour);
    let p = id.get();
    if history.len() >= 3 && history[history.len() - 3..].iter().all(|&c| c == colour) {
        out.push(Violation::ThreeInARow(p, colour));
    }
    let whites = history.iter().filter(|&&c| c == Colour::White).count();
    let diff = i32::try_from(whites).unwrap_or(i32::MAX) * 2
        - i32::try_from(history.len()).unwrap_or(i32::MAX);
    if diff.abs() > 2 {
        out.push(Violation::ColourDifference(p, diff));
    }
}
