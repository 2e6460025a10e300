//! What a printed document shows, as plain text and numbers already written in the
//! document's language. The templates lay these values out and never read them as markup.

use serde::Serialize;
use std::collections::BTreeMap;

/// A document ready to typeset.
#[derive(Clone, Debug, Serialize)]
pub struct Document {
    /// The paper as the typesetter names it (`a4`, `us-letter`).
    pub paper: &'static str,
    /// True for pages turned sideways (crosstables, wallcharts, board cards).
    pub landscape: bool,
    /// True for pages with the running header and page numbers; false for sheets to cut.
    pub chrome: bool,
    /// The language code, for hyphenation and quotes.
    pub lang: &'static str,
    /// The event's name.
    pub event: String,
    /// Place and dates of the event, as one line.
    pub subtitle: String,
    /// The document's heading (`Pairings – Round 3`).
    pub heading: String,
    /// Translated words the templates print (column heads, page numbers), by key.
    pub labels: BTreeMap<&'static str, String>,
    /// What the document lists.
    pub body: Body,
}

/// The content of a document, by kind.
#[derive(Clone, Debug, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Body {
    /// A round by board (pairings, or results once they are in).
    Boards(Boards),
    /// The players in alphabetical order, with their board and colour.
    Seats {
        /// One line per player of the round.
        seats: Vec<Seat>,
    },
    /// A table of rows and columns (standings, crosstable, wallchart).
    Table(Table),
    /// Result slips to cut.
    Slips {
        /// One per board.
        slips: Vec<Slip>,
    },
    /// Board number cards, one folded card per page.
    Cards {
        /// One per table.
        cards: Vec<Card>,
    },
    /// Player badges to cut.
    Badges {
        /// One per player.
        badges: Vec<Badge>,
    },
    /// A FIDE title form filled in (IT1, IT3).
    Form(Form),
}

/// A filled-in form: sections of labelled fields, a table and notes.
#[derive(Clone, Debug, Serialize)]
pub struct Form {
    /// The form's code (`IT1`).
    pub code: String,
    /// Its sections, in order.
    pub sections: Vec<FormSection>,
}

/// A section of a form.
#[derive(Clone, Debug, Serialize)]
pub struct FormSection {
    /// The section's heading.
    pub heading: String,
    /// Labelled fields; an empty value is a blank line to fill in by hand.
    pub fields: Vec<FormField>,
    /// Column heads of the table (none: no table).
    pub columns: Vec<String>,
    /// The table's rows.
    pub rows: Vec<Vec<String>>,
    /// Lines after the table.
    pub notes: Vec<String>,
}

/// A labelled field of a form.
#[derive(Clone, Debug, Serialize)]
pub struct FormField {
    /// The label.
    pub label: String,
    /// The value.
    pub value: String,
}

impl From<&arbiter_standings::norm_forms::Form> for Form {
    fn from(f: &arbiter_standings::norm_forms::Form) -> Self {
        Form {
            code: f.code.to_owned(),
            sections: f
                .sections
                .iter()
                .map(|s| FormSection {
                    heading: s.heading.clone(),
                    fields: s
                        .fields
                        .iter()
                        .map(|(label, value)| FormField {
                            label: label.clone(),
                            value: value.clone(),
                        })
                        .collect(),
                    columns: s.columns.clone(),
                    rows: s.rows.clone(),
                    notes: s.notes.clone(),
                })
                .collect(),
        }
    }
}

/// A player as a pairing line shows them.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Side {
    /// Start rank, or empty.
    pub number: String,
    /// Name.
    pub name: String,
    /// Title (`GM`), or empty.
    pub title: String,
    /// Rating (or a Go rank), or empty.
    pub rating: String,
    /// Points before the round, or the team's points for a match line.
    pub score: String,
}

/// One board of a round.
#[derive(Clone, Debug, Serialize)]
pub struct BoardLine {
    /// The board (`12`, or `3.2` for board 2 of match 3).
    pub board: String,
    /// White (Black in a Go game's second column, as the pairing reads).
    pub white: Side,
    /// Black.
    pub black: Side,
    /// The result (`1-0`, `½-½`), empty while pending.
    pub result: String,
    /// A Go game's handicap and komi (`H2 0.5`), or empty.
    pub handicap: String,
}

/// A team match: its two teams, its score and its boards.
#[derive(Clone, Debug, Serialize)]
pub struct MatchLine {
    /// The match's heading (`Match 3`).
    pub label: String,
    /// The home team (White on board 1).
    pub home: String,
    /// The away team.
    pub away: String,
    /// The game points of the match (`2½-1½`), empty while pending.
    pub score: String,
    /// The boards, board 1 first.
    pub boards: Vec<BoardLine>,
}

/// A player or team without a game in the round.
#[derive(Clone, Debug, Serialize)]
pub struct ByeLine {
    /// Who.
    pub who: Side,
    /// What kind of bye (`Half-point bye`).
    pub what: String,
}

/// A round by board.
#[derive(Clone, Debug, Serialize)]
pub struct Boards {
    /// True once results are shown (the results sheet), false for the pairing sheet.
    pub results: bool,
    /// True when any game has a handicap column (Go).
    pub handicap: bool,
    /// The heading of the score beside each player: the ranking's primary score (chess
    /// points; a Go event's McMahon score or wins).
    pub score_head: String,
    /// The boards of an individual event.
    pub boards: Vec<BoardLine>,
    /// The matches of a team event (then `boards` is empty).
    pub matches: Vec<MatchLine>,
    /// Byes and absences.
    pub byes: Vec<ByeLine>,
}

/// A player's seat in the round.
#[derive(Clone, Debug, Serialize)]
pub struct Seat {
    /// Name.
    pub name: String,
    /// Start rank.
    pub number: String,
    /// Board, empty without a game.
    pub board: String,
    /// Colour, in words; the bye's kind without a game.
    pub colour: String,
    /// The opponent's name, empty without a game.
    pub opponent: String,
}

/// A table: headings, column alignment and widths, rows of cells.
#[derive(Clone, Debug, Serialize)]
pub struct Table {
    /// The column headings.
    pub columns: Vec<Column>,
    /// The rows, each one cell per column.
    pub rows: Vec<Vec<Cell>>,
    /// The type size in points (smaller for wide tables).
    pub size: f32,
    /// What the table's codes and marks mean, printed below it.
    pub legend: Vec<Legend>,
}

/// One line of a table's legend: a column code or a mark, and what it means.
#[derive(Clone, Debug, Serialize)]
pub struct Legend {
    /// The code or mark as the table prints it (`SOSM`, `*`).
    pub mark: String,
    /// Its meaning in words (`Sum of opponents' scores`).
    pub text: String,
}

/// A column of a table.
#[derive(Clone, Debug, Serialize)]
pub struct Column {
    /// The heading.
    pub head: String,
    /// `left`, `center` or `right`.
    pub align: &'static str,
    /// True for the column that takes the room left (names).
    pub wide: bool,
}

/// A table cell: its text and, for a wallchart, a second line (the running score).
#[derive(Clone, Debug, Default, Serialize)]
pub struct Cell {
    /// The text.
    pub text: String,
    /// A smaller second line, or empty.
    pub below: String,
}

/// A result slip.
#[derive(Clone, Debug, Serialize)]
pub struct Slip {
    /// The round, in words (`Round 3`).
    pub round: String,
    /// The board (`Board 12`).
    pub board: String,
    /// White.
    pub white: Side,
    /// Black.
    pub black: Side,
    /// The results to tick (`1-0`, `½-½`, `0-1`).
    pub choices: Vec<String>,
    /// A Go game's handicap stones (`0` for an even game); empty in chess.
    pub handicap: String,
    /// A Go game's komi, as the language writes numbers (`6.5`, `0,5`); empty in chess.
    pub komi: String,
}

/// A board number card.
#[derive(Clone, Debug, Serialize)]
pub struct Card {
    /// The word above the number (`Board`).
    pub label: String,
    /// The number.
    pub number: String,
}

/// A player's badge: lines of text, each already filled in.
#[derive(Clone, Debug, Serialize)]
pub struct Badge {
    /// The lines, top first.
    pub lines: Vec<BadgeLine>,
}

/// One line of a badge.
#[derive(Clone, Debug, Serialize)]
pub struct BadgeLine {
    /// The text, printed as it is.
    pub text: String,
    /// True for a large line (the name, by default).
    pub large: bool,
}
