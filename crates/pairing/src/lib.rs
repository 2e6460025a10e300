//! Pairing engines for arbiter.
//!
//! Every system implements [`PairingSystem`]: given a [`Tournament`] it pairs the next
//! round and returns a [`Pairing`]: the games in board order with colours, the
//! pairing-allocated bye if any, and the reasons: for each bracket, who floated and which
//! criterion forced each deviation from the natural pairing. [`PairingSystem::check`]
//! compares a pairing made by hand (or by another program) with the engine's.
//!
//! Systems: [`Dutch`] (FIDE C.04.3, rules in force from 1 February 2026), [`Burstein`]
//! (FIDE C.04.4.2), [`Dubov`] (FIDE C.04.4.1, with its Danubian variant), [`Lim`]
//! (FIDE C.04.4.3, with its Maxi-tournament rules), [`DoubleSwiss`] (FIDE C.04.5, two-game
//! matches), [`SwissTeam`] (FIDE C.04.6, the Swiss Team Pairing System, on a table of
//! teams), [`VegaSwiss`] and [`SwissRanked`] (the Vega manual's own Swiss system and its
//! Dutch order by tie-breaks), [`Amalfi`] (the FSI's Amalfi rating and Vega's Amalfi colour),
//! [`Uscf`] (the US Chess Swiss system, rules 27 to 29) and [`RoundRobin`] (Berger tables,
//! C.05 Annex 1). Fixed schedules for other formats:
//! [`varma`] (pairing numbers by federation, C.05 Annex 2), [`scheveningen`] (two teams),
//! [`hilton`] (jamboree team events) and [`knockout`] (brackets and mini-matches). Engines are
//! pure and deterministic; no I/O happens here. [`generate`] builds random tournaments in
//! the sense of FIDE C.04.A by pairing every round with an engine. [`Accelerated`] pairs
//! any Swiss system with accelerated pairings ([`acceleration`]: Baku C.04.7, rating
//! groups, progressive, Haley) and [`Grouped`] pairs independent groups of one section
//! ([`groups`]).
#![deny(missing_docs)]
#![cfg_attr(test, allow(clippy::panic))]

/// Declares a criterion constant whose doc comment is its article and text (the systems
/// other than the Dutch, whose articles carry no common prefix).
macro_rules! criterion {
    ($name:ident, $key:literal, $code:literal, $article:literal, $text:literal) => {
        #[doc = concat!($article, ": ", $text)]
        pub const $name: Criterion = Criterion {
            key: $key,
            code: $code,
            article: $article,
            text: $text,
        };
    };
}

pub mod acceleration;
pub mod amalfi;
pub mod burstein;
pub mod colour;
mod compare;
pub mod double_swiss;
pub mod dubov;
mod dutch;
mod generator;
/// Go team matches as OpenGotha pairs them, and a proposal of which teams meet.
pub mod go_team;
pub mod gotha;
mod greedy;
pub mod groups;
pub mod hilton;
pub mod knockout;
mod lexicographic;
pub mod lim;
pub use arbiter_matching as matching;
pub mod registry;
pub mod roundrobin;
pub mod scheveningen;
pub mod state;
pub mod swiss_team;
pub mod team_schedule;
mod upfloat;
pub mod uscf;
pub mod varma;
pub mod vega;

pub use acceleration::{Accelerated, Acceleration};
pub use amalfi::Amalfi;
pub use burstein::Burstein;
pub use double_swiss::DoubleSwiss;
pub use dubov::Dubov;
pub use dutch::Dutch;
pub use generator::{GeneratorConfig, RoughPairing, generate, generate_partial};
pub use groups::Grouped;
pub use lim::Lim;
pub use roundrobin::RoundRobin;
pub use swiss_team::SwissTeam;
pub use team_schedule::TeamSchedule;
pub use uscf::Uscf;
pub use vega::{SwissRanked, VegaSwiss};

use arbiter_core::{
    ByeKind, Colour, Game, PlayerId, Points, Round, RoundError, RoundNo, Tournament,
};
use std::fmt;

/// A pairing rule of a system, cited in reasons (e.g. `C12`, "C.04.3 \[C12\]").
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct Criterion {
    /// The catalogue key of `text`, so that pages in other languages can say what the rule
    /// asks (the text itself stays English, for the command line and the API).
    pub key: &'static str,
    /// The short code, e.g. `C12`.
    pub code: &'static str,
    /// Where the rule is written, e.g. `C.04.3 2.3.4 [C12]`.
    pub article: &'static str,
    /// What it asks, in a few words.
    pub text: &'static str,
}

impl fmt::Display for Criterion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({}): {}", self.code, self.article, self.text)
    }
}

/// Every criterion of every system, each once: what the catalogue must translate.
#[must_use]
pub fn all_criteria() -> Vec<Criterion> {
    [
        dutch::criteria::ALL,
        burstein::criteria::ALL,
        dubov::criteria::ALL,
        lim::criteria::ALL,
        double_swiss::criteria::ALL,
        swiss_team::criteria::ALL,
        uscf::criteria::ALL,
        vega::criteria::ALL,
        amalfi::criteria::ALL,
        groups::CRITERIA,
        team_schedule::CRITERIA,
        &[roundrobin::BERGER_TABLE],
    ]
    .concat()
}

/// One board of a new pairing.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct PairedGame {
    /// The player with white.
    pub white: PlayerId,
    /// The player with black.
    pub black: PlayerId,
    /// Handicap stones (Go; 0 for an even game and for every chess game).
    pub handicap: u8,
}

/// A sentence of an explanation as the message catalogue holds it: a key and the values
/// of its placeables. Engines do no I/O and know no language; the pages that show the
/// sentence say it in theirs, while [`Deviation::detail`] keeps the English words.
#[derive(Clone, Eq, PartialEq, Debug, Default)]
pub struct Message {
    /// The catalogue key, e.g. `pairing-dev-dutch-forbidden`; empty when the sentence has
    /// no entry in the catalogue and only the English text exists.
    pub key: &'static str,
    /// The values of the placeables, by name.
    pub args: Vec<(&'static str, MessageArg)>,
}

/// The value of one placeable of a [`Message`].
#[derive(Clone, Eq, PartialEq, Debug)]
pub enum MessageArg {
    /// Shown as written: a player's number, a rating, a rule's number.
    Text(String),
    /// A number written with a decimal point (a score, a Buchholz, an ARO), which each
    /// language writes its own way ("2.5", "2,5").
    Number(String),
    /// A count, which chooses a plural form.
    Count(u64),
    /// A phrase of its own, said in the same language.
    Phrase(Message),
    /// Phrases said one after the other, with a separator (`", "`, `"; "`).
    Phrases(Vec<Message>, &'static str),
}

impl Message {
    /// The message `key`, its values to come.
    #[must_use]
    pub fn new(key: &'static str) -> Self {
        Message {
            key,
            args: Vec::new(),
        }
    }

    /// With the value `name` shown as written.
    #[must_use]
    pub fn text(mut self, name: &'static str, value: impl fmt::Display) -> Self {
        self.args.push((name, MessageArg::Text(value.to_string())));
        self
    }

    /// With the number `name` (a score, a tie-break value), written with a decimal point
    /// here and as each language writes numbers where the sentence is said.
    #[must_use]
    pub fn number(mut self, name: &'static str, value: impl fmt::Display) -> Self {
        self.args
            .push((name, MessageArg::Number(value.to_string())));
        self
    }

    /// With the count `name`.
    #[must_use]
    pub fn count(mut self, name: &'static str, n: usize) -> Self {
        let n = u64::try_from(n).unwrap_or(u64::MAX);
        self.args.push((name, MessageArg::Count(n)));
        self
    }

    /// With the phrase `name`.
    #[must_use]
    pub fn phrase(mut self, name: &'static str, m: Message) -> Self {
        self.args.push((name, MessageArg::Phrase(m)));
        self
    }

    /// With the phrases `name`, joined by `sep`.
    #[must_use]
    pub fn phrases(mut self, name: &'static str, ms: Vec<Message>, sep: &'static str) -> Self {
        self.args.push((name, MessageArg::Phrases(ms, sep)));
        self
    }
}

/// Why a pair of the natural pairing was not made, or another deviation from it.
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct Deviation {
    /// The players concerned.
    pub players: Vec<PlayerId>,
    /// The criterion that forced the deviation.
    pub criterion: Criterion,
    /// A sentence for the arbiter, in English (the command line's `--explain`).
    pub detail: String,
    /// The same sentence for the catalogue, so that pages say it in their language.
    pub message: Message,
}

/// One step of a procedural engine (Dubov, Lim, Double-Swiss), by player index (start
/// rank − 1), kept for the explanation.
pub(crate) struct Step {
    pub(crate) players: Vec<usize>,
    pub(crate) criterion: Criterion,
    pub(crate) detail: String,
    pub(crate) message: Message,
}

impl Step {
    pub(crate) fn new(
        players: Vec<usize>,
        criterion: Criterion,
        detail: String,
        message: Message,
    ) -> Self {
        Step {
            players,
            criterion,
            detail,
            message,
        }
    }

    /// The step as a deviation of a bracket report.
    pub(crate) fn into_deviation(self) -> Deviation {
        Deviation {
            players: self.players.into_iter().map(PlayerId::from_index).collect(),
            criterion: self.criterion,
            detail: self.detail,
            message: self.message,
        }
    }
}

/// How one bracket was paired.
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct BracketReport {
    /// The score of the bracket's resident players.
    pub score: Points,
    /// The resident players, in pairing order.
    pub residents: Vec<PlayerId>,
    /// Players moved down into the bracket (MDPs), in pairing order; when the bracket is
    /// paired [`upward`](Self::upward), the players moved up into it.
    pub moved_down: Vec<PlayerId>,
    /// Players who remained unpaired and float to the next bracket (up, when the bracket
    /// is paired upward).
    pub downfloaters: Vec<PlayerId>,
    /// True when the bracket is paired upward, from the bottom (Lim: the scoregroups
    /// below the Median Scoregroup): players move up into it and float up out of it.
    pub upward: bool,
    /// The pairs made in the bracket (higher-ranked player first).
    pub pairs: Vec<(PlayerId, PlayerId)>,
    /// Quality criteria not fully met by the chosen pairing, with how many players fail.
    pub failures: Vec<(Criterion, u32)>,
    /// Deviations from the natural pairing and the criterion that forced each.
    pub deviations: Vec<Deviation>,
    /// The key that orders the bracket, per player in pairing order, where the system
    /// orders by more than score and pairing number (Burstein: Sonneborn-Berger,
    /// Buchholz, Median; Dubov: due colour, ARO, rating and the limits that bind the
    /// player), so that an arbiter can check the order by hand.
    pub keys: Vec<(PlayerId, String)>,
    /// The same keys for the catalogue, per player, where the system's keys have entries
    /// in it; a player without one here has only the English words of [`keys`](Self::keys).
    pub key_messages: Vec<(PlayerId, Message)>,
}

/// A round paired by an engine.
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct Pairing {
    /// The round paired.
    pub round: RoundNo,
    /// The games, board 1 first.
    pub games: Vec<PairedGame>,
    /// The player given the pairing-allocated bye.
    pub bye: Option<PlayerId>,
    /// Byes requested for this round (or absences recorded as zero-point byes), which the
    /// engine did not pair.
    pub requested_byes: Vec<(PlayerId, ByeKind)>,
    /// Players not paired because they withdrew.
    pub withdrawn: Vec<PlayerId>,
    /// How each bracket was paired, highest first.
    pub brackets: Vec<BracketReport>,
}

impl Pairing {
    /// The pairing as a round of the model (pending results), with the pairing-allocated
    /// bye and the requested byes.
    ///
    /// # Errors
    /// Only if the pairing were inconsistent (a player twice), which engines never produce.
    pub fn to_round(&self) -> Result<Round, RoundError> {
        let games = self
            .games
            .iter()
            .map(|g| Game::new(g.white, g.black))
            .collect();
        let mut byes: Vec<(PlayerId, ByeKind)> = self.requested_byes.clone();
        if let Some(b) = self.bye {
            byes.push((b, ByeKind::PairingAllocated));
        }
        Round::new(games, byes)
    }

    /// The colour `player` received, if paired in a game.
    #[must_use]
    pub fn colour_of(&self, player: PlayerId) -> Option<Colour> {
        self.games.iter().find_map(|g| {
            if g.white == player {
                Some(Colour::White)
            } else if g.black == player {
                Some(Colour::Black)
            } else {
                None
            }
        })
    }
}

/// Why no pairing could be made.
#[derive(Clone, Eq, PartialEq, Debug)]
pub enum NoPairingReason {
    /// Fewer than two players to pair and nobody may receive the bye.
    TooFewPlayers {
        /// The players available.
        available: usize,
    },
    /// No player may receive the pairing-allocated bye (C.04.1 Article 4, C.04.3 \[C2\]).
    NoByeCandidate,
    /// The absolute criteria leave these players without a partner in every pairing
    /// (C.04.3 \[C1\] to \[C3\], prohibited pairings).
    Unpairable {
        /// Players left unpaired by the largest legal pairing.
        players: Vec<PlayerId>,
    },
}

impl fmt::Display for NoPairingReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NoPairingReason::TooFewPlayers { available } => {
                write!(f, "only {available} player(s) to pair")
            }
            NoPairingReason::NoByeCandidate => write!(
                f,
                "the number of players is odd and every player has already received a \
                 pairing-allocated bye or a win without playing (C.04.1 Article 4)"
            ),
            NoPairingReason::Unpairable { players } => {
                write!(
                    f,
                    "no pairing satisfies the absolute criteria (meeting twice, colours, prohibitions); the largest legal pairing leaves "
                )?;
                let names: Vec<String> = players.iter().map(ToString::to_string).collect();
                write!(f, "{} unpaired", names.join(", "))
            }
        }
    }
}

/// Errors of the pairing engines.
// Not `non_exhaustive`: the pages that say each error in their language match every
// variant, so that a new one cannot fall back to English unnoticed.
#[derive(Clone, Eq, PartialEq, Debug, thiserror::Error)]
pub enum PairingError {
    /// No pairing complies with the absolute criteria.
    #[error("no valid pairing: {0}")]
    NoValidPairing(NoPairingReason),
    /// The round asked for is beyond the planned number of rounds.
    #[error("round {round} is beyond the {planned} rounds planned")]
    BeyondLastRound {
        /// The round asked for.
        round: RoundNo,
        /// Rounds planned.
        planned: u16,
    },
    /// The field is too large for the engine's weight arithmetic.
    #[error("the bracket of {players} players is too large for this engine")]
    TooLarge {
        /// Players in the bracket.
        players: usize,
    },
    /// The pairing given to [`PairingSystem::check`] is not a round (a player twice).
    #[error("the pairing to check is inconsistent: {0}")]
    Inconsistent(#[from] RoundError),
    /// A fixed schedule cannot be built for this tournament (e.g. a round-robin variant
    /// that does not fit the field).
    #[error("{0}")]
    Schedule(ScheduleError),
}

/// Why a fixed schedule cannot be built: the English words the command line prints, and
/// the same sentence for the catalogue, which pages say in their language.
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct ScheduleError {
    /// The sentence in English.
    pub text: String,
    /// The sentence as the catalogue holds it.
    pub message: Message,
}

impl ScheduleError {
    pub(crate) fn new(text: impl Into<String>, message: Message) -> Self {
        ScheduleError {
            text: text.into(),
            message,
        }
    }
}

impl fmt::Display for ScheduleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// One difference between a pairing to check and the engine's.
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct Difference {
    /// What differs, in words.
    pub what: String,
    /// The players concerned.
    pub players: Vec<PlayerId>,
    /// The criterion at stake: the first one by priority on which the checked pairing is
    /// worse, or `None` when both are equally good and only the order of generation
    /// (C.04.3 Article 4) or colour allocation (Article 5) tells them apart.
    pub criterion: Option<Criterion>,
}

/// The result of [`PairingSystem::check`].
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct CheckReport {
    /// The engine's pairing.
    pub expected: Pairing,
    /// Each difference; empty when the pairings agree (as sets of games with colours).
    pub differences: Vec<Difference>,
}

impl CheckReport {
    /// True when the checked pairing is the engine's.
    #[must_use]
    pub fn agrees(&self) -> bool {
        self.differences.is_empty()
    }
}

/// A pairing system: one module per system, one implementation of this trait each.
pub trait PairingSystem {
    /// The name of the system, e.g. "FIDE Dutch (C.04.3, 2026)".
    fn name(&self) -> &'static str;

    /// The TRF 192 code that names the system in files the engine writes (generated
    /// tournaments), when it has one.
    fn system_code(&self) -> Option<&'static str> {
        None
    }

    /// How many rounds of the model make one pairing: 1, or 2 for systems whose pairings
    /// are two-game matches (Double-Swiss, C.04.5), whose second round repeats the first
    /// with the colours reversed.
    fn games_per_match(&self) -> u16 {
        1
    }

    /// Pairs `tournament.next_round()` from the rounds recorded so far, honouring requested
    /// byes and absences for that round, withdrawals and prohibited pairings.
    ///
    /// # Errors
    /// [`PairingError::NoValidPairing`] when no pairing complies with the absolute
    /// criteria, with the reason.
    fn pair(&self, tournament: &Tournament) -> Result<Pairing, PairingError>;

    /// Compares `games` and `bye` (a pairing of `tournament.next_round()` made elsewhere)
    /// with the engine's pairing and reports each difference with the criterion at stake.
    ///
    /// # Errors
    /// As [`PairingSystem::pair`].
    fn check(
        &self,
        tournament: &Tournament,
        games: &[PairedGame],
        bye: Option<PlayerId>,
    ) -> Result<CheckReport, PairingError>;
}

/// The engine for a system's name, alias or TRF 192 code, with its options (see
/// [`registry`] for what is read); `None` for a name no engine answers to, whose reason
/// [`unknown_system`] gives.
#[must_use]
pub fn system_by_name(name: &str) -> Option<Box<dyn PairingSystem + Send + Sync>> {
    registry::find(name).ok().map(|s| s.engine())
}

/// Why [`system_by_name`] knows no engine by `name`, in words for the user: what is wrong
/// with its options, or else the names it knows.
#[must_use]
pub fn unknown_system(name: &str) -> String {
    registry::find(name)
        .err()
        .map_or_else(String::new, |e| e.to_string())
}

/// The games of a Swiss round as boards (C.04.2): `games` holds, by player index, each
/// pair with the colour of its first player; when `sort`, by the higher score of the pair,
/// then the lower one, then the pairing number of the higher player, else in the order
/// given.
pub(crate) fn boards(
    st: &[state::PlayerState],
    games: &[(usize, usize, Colour)],
    sort: bool,
) -> Vec<PairedGame> {
    let real = |p: usize| st[p].real_score;
    let mut games = games.to_vec();
    if sort {
        games.sort_by_key(|&(p, o, _)| {
            let (h, l) = if (real(p), std::cmp::Reverse(p)) >= (real(o), std::cmp::Reverse(o)) {
                (p, o)
            } else {
                (o, p)
            };
            (std::cmp::Reverse(real(h)), std::cmp::Reverse(real(l)), h)
        });
    }
    games
        .iter()
        .map(|&(p, o, c)| {
            let (x, y) = (st[p].id, st[o].id);
            if c == Colour::White {
                PairedGame {
                    white: x,
                    black: y,
                    handicap: 0,
                }
            } else {
                PairedGame {
                    white: y,
                    black: x,
                    handicap: 0,
                }
            }
        })
        .collect()
}

/// The round a Swiss engine pairs next: the one after those recorded, if the event plans
/// that many.
///
/// # Errors
/// [`PairingError::BeyondLastRound`] when every planned round is paired.
pub(crate) fn round_to_pair(t: &Tournament) -> Result<RoundNo, PairingError> {
    let round = t.next_round();
    match t.planned_rounds {
        Some(planned) if round.get() > planned => {
            Err(PairingError::BeyondLastRound { round, planned })
        }
        _ => Ok(round),
    }
}

/// Removes the last round of `t` and returns its games and pairing-allocated bye; the byes
/// and absences recorded in it become requests for that round again, as they were before
/// it was paired.
pub fn split_last_round(
    t: &mut arbiter_core::Tournament,
) -> Option<(Vec<PairedGame>, Option<PlayerId>)> {
    let last = t.rounds_paired().checked_sub(1)?;
    let no = arbiter_core::RoundNo::from_index(last);
    let ids: Vec<PlayerId> = t.player_ids().collect();
    let entries: Vec<(PlayerId, arbiter_core::Entry)> =
        ids.iter().map(|&id| (id, t.entry(id, no))).collect();
    let round = t.pop_round()?;
    let games = round
        .games()
        .iter()
        .map(|g| PairedGame {
            white: g.white,
            black: g.black,
            handicap: g.handicap.map_or(0, |h| h.stones),
        })
        .collect();
    let mut bye = None;
    for (id, entry) in entries {
        match entry {
            arbiter_core::Entry::Game { .. } => {}
            arbiter_core::Entry::Bye(arbiter_core::ByeKind::PairingAllocated) => bye = Some(id),
            arbiter_core::Entry::Bye(kind) => t.requests.push(arbiter_core::ByeRequest {
                player: id,
                round: no,
                kind: Some(kind),
            }),
            _ if t.is_withdrawn(id, no) => {}
            _ => t.requests.push(arbiter_core::ByeRequest {
                player: id,
                round: no,
                kind: None,
            }),
        }
    }
    Some((games, bye))
}

/// The initial colour (C.04.3 5.2.5) with which the engine's first round comes closest to
/// the recorded one, when it makes a difference.
#[must_use]
pub fn initial_colour_of_round_one(
    t: &arbiter_core::Tournament,
    engine: &(dyn PairingSystem + Send + Sync),
) -> Option<arbiter_core::Colour> {
    use arbiter_core::Colour;
    let mut first = t.clone();
    let mut round_one = None;
    while let Some(r) = split_last_round(&mut first) {
        round_one = Some(r);
    }
    let (games, bye) = round_one?;
    let differences = |c: Colour| {
        let mut t = first.clone();
        t.initial_colour = Some(c);
        engine
            .check(&t, &games, bye)
            .map_or(usize::MAX, |r| r.differences.len())
    };
    let (white, black) = (differences(Colour::White), differences(Colour::Black));
    (black < white)
        .then_some(Colour::Black)
        .or(Some(Colour::White))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// A catalogue key must be a Fluent identifier, and the pairing area's own.
    fn is_key(k: &str) -> bool {
        k.starts_with("pairing-")
            && k.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    }

    #[test]
    fn every_criterion_has_its_own_catalogue_key() {
        let all = all_criteria();
        assert!(all.len() > 100, "only {} criteria", all.len());
        let mut seen = BTreeSet::new();
        for c in &all {
            assert!(is_key(c.key), "{}: bad key {:?}", c.code, c.key);
            assert!(c.key.starts_with("pairing-crit-"), "{}", c.key);
            assert!(!c.text.is_empty() && !c.code.is_empty(), "{}", c.key);
            assert!(seen.insert(c.key), "the key {} twice", c.key);
        }
        // The constants the engines cite are in the list.
        for c in [
            dutch::criteria::C12,
            burstein::criteria::COLOURS,
            dubov::criteria::FLOATERS,
            roundrobin::BERGER_TABLE,
            groups::SEPARATE,
        ] {
            assert!(all.contains(&c), "{} is not listed", c.key);
        }
    }
}
