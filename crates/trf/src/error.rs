//! Errors of the TRF layer: every one says where (line, column) and what was expected.

use std::fmt;

fn code_name(code: char) -> &'static str {
    match code {
        'H' => "a half-point bye",
        'U' => "the pairing-allocated bye",
        'F' => "a full-point bye",
        _ => "a bye",
    }
}

/// What is wrong at a position of a TRF.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum ErrorKind {
    /// A field does not hold what its record defines.
    #[error("{field}: expected {expected}, found {found:?}")]
    Field {
        /// The field, e.g. "start rank".
        field: &'static str,
        /// What the field must hold.
        expected: &'static str,
        /// The text found.
        found: String,
    },
    /// A column that must be blank is not.
    #[error("expected a blank column, found {found:?}")]
    NotBlank {
        /// The text found.
        found: String,
    },
    /// No line holds a record the format defines: the file is not a TRF (other programs'
    /// records are kept, but a file of nothing else is something else).
    #[error("no line holds a TRF record (001, 012, 142, XXR, ...): this is not a TRF")]
    NoRecord,
    /// A note, not an error: a column legend or ruler line, skipped.
    #[error("a column legend or ruler, not a record: skipped")]
    Legend,
    /// A note, not an error: a fixed-column field read by its spacing.
    #[error("{field}: not in its columns ({expected}); read by its spacing as {found}")]
    Shifted {
        /// The field.
        field: &'static str,
        /// Where the format puts it.
        expected: &'static str,
        /// What was read.
        found: String,
    },
    /// A record that may appear once appears again.
    #[error("record {tag} appears again (first on line {first_line})")]
    DuplicateRecord {
        /// The record tag.
        tag: String,
        /// Where it first appeared.
        first_line: usize,
    },
    /// Two player records share a start rank.
    #[error("start rank {rank} is used again (first on line {first_line})")]
    DuplicatePlayer {
        /// The start rank.
        rank: u32,
        /// Where it first appeared.
        first_line: usize,
    },
    /// Start ranks must run from 1 without gaps.
    #[error(
        "there is no player with start rank {rank}: start ranks must run 1..={count} without gaps"
    )]
    MissingPlayer {
        /// The missing start rank.
        rank: u32,
        /// The number of players.
        count: usize,
    },
    /// A record names a player who does not exist.
    #[error("{what} names player {rank}, who is not in the player section")]
    UnknownPlayer {
        /// Which record or field.
        what: &'static str,
        /// The start rank named.
        rank: u32,
    },
    /// A record names a team that no 310 record defines.
    #[error("{what} names team {team}, which no team record (310) defines")]
    UnknownTeam {
        /// Which record or field.
        what: &'static str,
        /// The team pairing number named.
        team: u16,
    },
    /// The two players of a game do not name each other.
    #[error(
        "opponent of player {player} in round {round} is {opponent} but player {opponent} {says}"
    )]
    OpponentMismatch {
        /// The player.
        player: u32,
        /// The round.
        round: u16,
        /// The opponent named.
        opponent: u32,
        /// What the opponent's record says instead.
        says: String,
    },
    /// The colours of a game are not opposite.
    #[error(
        "colours of the game {player}-{opponent} in round {round} are not opposite ({mine:?} and {theirs:?})"
    )]
    ColourMismatch {
        /// The player.
        player: u32,
        /// The opponent.
        opponent: u32,
        /// The round.
        round: u16,
        /// The player's colour letter.
        mine: char,
        /// The opponent's colour letter.
        theirs: char,
    },
    /// The two results of a game do not fit together.
    #[error(
        "results of the game {player}-{opponent} in round {round} do not fit together ({mine:?} and {theirs:?}): {why}"
    )]
    ResultMismatch {
        /// The player.
        player: u32,
        /// The opponent.
        opponent: u32,
        /// The round.
        round: u16,
        /// The player's result code.
        mine: char,
        /// The opponent's result code.
        theirs: char,
        /// Why not.
        why: String,
    },
    /// A round entry is not a legal combination of opponent, colour and result.
    #[error("round {round}: {why}")]
    BadRoundEntry {
        /// The round.
        round: u16,
        /// What is wrong.
        why: String,
    },
    /// The points column disagrees with the results.
    #[error("points column says {reported} but results add to {computed}")]
    PointsMismatch {
        /// The points written.
        reported: String,
        /// The points the results give.
        computed: String,
    },
    /// A round entry without a result code that the points column says is a bye.
    #[error(
        "points column says {reported} but results add to {computed}: round {round} has no result code; the points column implies {code} ({}) here (`arbiter trf validate --repair OUT` writes it)",
        code_name(*.code)
    )]
    MissingResultCode {
        /// The round.
        round: u16,
        /// The code implied.
        code: char,
        /// The points written.
        reported: String,
        /// The points the results give.
        computed: String,
    },
    /// More rounds are played than the tournament has.
    #[error("{played} rounds are recorded but the tournament has {planned} rounds")]
    TooManyRounds {
        /// Rounds recorded.
        played: usize,
        /// Rounds declared (142/XXR).
        planned: u16,
    },
    /// Two records state the same fact differently.
    #[error("{what} contradicts line {other_line}")]
    Conflict {
        /// The fact.
        what: String,
        /// The other record's line.
        other_line: usize,
    },
    /// A fact the model refuses.
    #[error("{0}")]
    Model(String),
    /// A warning: the points column of a team event's player disagrees with the results,
    /// as team-league programs write it (a player's column counting what the results do not
    /// show); the results are used.
    #[error(
        "points column says {reported} but the results add to {computed}: the results are used (`trf validate --strict` refuses this)"
    )]
    PointsDisagree {
        /// The points written.
        reported: String,
        /// The points the results give, which are used.
        computed: String,
    },
    /// A warning: a player line ends before fields the other player lines have, so they
    /// read as blank, as when a file is cut short.
    #[error(
        "the player line ends at column {ends}, before its {missing}: it and the fields after it read as blank, where the other player lines have them (was the file cut short?)"
    )]
    ShortPlayerLine {
        /// The last column of the line.
        ends: usize,
        /// The first field the line lacks.
        missing: &'static str,
    },
    /// The file ends without a line end in the middle of a player line: it was cut short,
    /// and what followed is lost.
    #[error(
        "the file ends here, without a line end, in the middle of a player line: it looks cut short, and what followed is lost"
    )]
    EndsShort,
}

impl ErrorKind {
    /// True for a warning: the file reads, but perhaps not as its writer meant
    /// (`trf validate --strict` refuses it).
    #[must_use]
    pub fn is_warning(&self) -> bool {
        matches!(
            self,
            ErrorKind::PointsDisagree { .. }
                | ErrorKind::ShortPlayerLine { .. }
                | ErrorKind::EndsShort
        )
    }
}

/// One error, where it is.
#[derive(Clone, Debug, Eq, PartialEq)]
pub struct Diagnostic {
    /// 1-based line.
    pub line: usize,
    /// 1-based column (character position, as the TRF tables count).
    pub column: usize,
    /// The record tag, e.g. `001`.
    pub record: String,
    /// What is wrong.
    pub kind: ErrorKind,
}

impl fmt::Display for Diagnostic {
    /// `LINE:COL: record TAG: message`, the part after a file name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: ", self.line, self.column)?;
        if !self.record.is_empty() {
            write!(f, "record {}: ", self.record)?;
        }
        write!(f, "{}", self.kind)
    }
}

/// Every error found in a document, in line order.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
pub struct TrfError {
    /// The errors, at least one.
    pub diagnostics: Vec<Diagnostic>,
}

impl fmt::Display for TrfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.diagnostics.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

/// Why a tournament cannot be written as a TRF.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum WriteError {
    /// A value does not fit its fixed-width column.
    #[error("{what} {value} does not fit the TRF's {width}-character column")]
    TooWide {
        /// The field.
        what: &'static str,
        /// The value.
        value: String,
        /// The column width.
        width: usize,
    },
}
