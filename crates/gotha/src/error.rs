//! Errors of the OpenGotha layer: each says where (line, column) and what was expected.

use std::fmt;

/// What is wrong at a position of an OpenGotha file.
// Not `non_exhaustive`: a Go event's settings say each reason in the catalogue's words and
// match them all, so that a new one cannot reach the desk in English unnoticed.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
pub enum ErrorKind {
    /// The bytes are not well-formed XML.
    #[error("not well-formed XML: {0}")]
    Xml(String),
    /// The root element is not `Tournament`.
    #[error("expected an OpenGotha <Tournament> element, found <{0}>")]
    NotATournament(String),
    /// A required attribute is missing.
    #[error("<{element}> needs the attribute {attribute}")]
    MissingAttribute {
        /// The element.
        element: String,
        /// The attribute.
        attribute: &'static str,
    },
    /// An attribute does not hold what it must.
    #[error("<{element}> {attribute}: expected {expected}, found {found:?}")]
    BadAttribute {
        /// The element.
        element: String,
        /// The attribute.
        attribute: String,
        /// What it must hold.
        expected: &'static str,
        /// What it holds.
        found: String,
    },
    /// A game or bye names a player the file does not list.
    #[error("{what} names player {key:?}, who is not in <Players>")]
    UnknownPlayer {
        /// Which element.
        what: &'static str,
        /// The player key.
        key: String,
    },
    /// Two players have the same key (name and first name without spaces, upper-cased).
    #[error("player {key:?} appears again (first on line {first_line})")]
    DuplicatePlayer {
        /// The key.
        key: String,
        /// Where the first one is.
        first_line: usize,
    },
    /// A player appears twice in one round.
    #[error("player {key:?} appears more than once in round {round}")]
    TwiceInRound {
        /// The key.
        key: String,
        /// The round.
        round: u16,
    },
    /// A player plays or has a bye in a round they do not take part in.
    #[error("player {key:?} does not take part in round {round} but has a {what} there")]
    NotParticipating {
        /// The key.
        key: String,
        /// The round.
        round: u16,
        /// `game` or `bye`.
        what: &'static str,
    },
    /// An EGF results line does not hold what it must.
    #[error("expected {expected}, found {found:?}")]
    Expected {
        /// What must be there.
        expected: &'static str,
        /// What is there.
        found: String,
    },
    /// The two lines of a game in an EGF results file disagree.
    #[error("{0}")]
    Disagree(String),
    /// A round beyond the number of rounds.
    #[error("round {round} is beyond the {rounds} rounds of the tournament")]
    RoundBeyond {
        /// The round.
        round: u16,
        /// The number of rounds.
        rounds: u16,
    },
}

/// One error at one position.
#[derive(Clone, Debug, Eq, PartialEq)]
pub struct Diagnostic {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// What is wrong.
    pub kind: ErrorKind,
}

impl fmt::Display for Diagnostic {
    /// `LINE:COL: message`, the part after a file name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.kind)
    }
}

/// Every error found in a file.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
pub struct GothaError {
    /// The errors, in file order.
    pub diagnostics: Vec<Diagnostic>,
}

impl GothaError {
    /// `value` when nothing was found wrong, else the errors in file order.
    ///
    /// # Errors
    /// The diagnostics, when there are any.
    pub fn or<T>(value: T, mut diagnostics: Vec<Diagnostic>) -> Result<T, GothaError> {
        if diagnostics.is_empty() {
            return Ok(value);
        }
        diagnostics.sort_by_key(|d| (d.line, d.column));
        Err(GothaError { diagnostics })
    }
}

impl fmt::Display for GothaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list: Vec<String> = self.diagnostics.iter().map(ToString::to_string).collect();
        f.write_str(&list.join("\n"))
    }
}

/// What a reader read otherwise than the file writes it, the way the program that opens
/// such files (OpenGotha, the MacMahon program) reads it. Nothing a file holds is passed
/// over without one.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum WarningKind {
    /// A rank OpenGotha does not keep as written (beyond 30k–9d, a professional rank, a
    /// bare number), read as OpenGotha reads it.
    #[error("rank {found:?} is read as {read_as}, as OpenGotha reads it")]
    RankReadAs {
        /// The rank as written.
        found: String,
        /// The rank read.
        read_as: String,
    },
    /// A game or a bye in a round the player's `participating` marks absent.
    #[error(
        "player {key:?} is marked absent from round {round} but has a {what} there: read as taking part, as OpenGotha counts it"
    )]
    PlaysWhileAbsent {
        /// The player key.
        key: String,
        /// The round.
        round: u16,
        /// `game` or `bye`.
        what: &'static str,
    },
    /// A player on more than one board in a round of a team event.
    #[error(
        "player {key:?} sits on more than one board in round {round}: kept on each, as OpenGotha keeps them"
    )]
    BoardTwice {
        /// The player key.
        key: String,
        /// The round.
        round: u16,
    },
    /// A key that is not a listed player's, read as the player OpenGotha finds by it.
    #[error("{what} names player {key:?}: read as {read_as:?} ({why})")]
    KeyReadAs {
        /// Which element.
        what: &'static str,
        /// The key as written.
        key: String,
        /// The key of the player read.
        read_as: String,
        /// How it was found.
        why: &'static str,
    },
    /// Something the file holds that is left out, and why (OpenGotha leaves it out too).
    #[error("{what} is left out: {why}")]
    LeftOut {
        /// What.
        what: String,
        /// Why.
        why: String,
    },
    /// Text where OpenGotha reads only elements, passed over as it does.
    #[error("text inside <{element}> is passed over, as OpenGotha does: {text:?}")]
    TextPassedOver {
        /// The element holding it.
        element: String,
        /// The text (its start).
        text: String,
    },
    /// Games or byes in rounds beyond the number of rounds: the number is raised.
    #[error(
        "the file has {rounds} rounds but plays round {played}: read as {played} rounds, as OpenGotha does"
    )]
    RoundsRaised {
        /// The number of rounds written.
        rounds: u16,
        /// The last round played.
        played: u16,
    },
    /// A value read otherwise than written, as the program that writes the file reads it.
    #[error("{0}")]
    ReadAs(String),
}

/// One warning at one position.
#[derive(Clone, Debug, Eq, PartialEq)]
pub struct Warning {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// What was read otherwise.
    pub kind: WarningKind,
}

impl fmt::Display for Warning {
    /// `LINE:COL: warning: message`, the part after a file name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: warning: {}", self.line, self.column, self.kind)
    }
}
