//! The raw document: every line of a TRF as a typed record, nothing interpreted yet.
//!
//! Parsing checks only the syntax of each record (fixed columns, numbers, codes); facts
//! that involve several records (opponents agree, points add up) are checked when the
//! document is validated into a tournament. Writing a raw document gives back, byte for
//! byte, any file written in the canonical layout: fixed columns as the TRF26 tables
//! define them, no trailing blanks.

use crate::error::{Diagnostic, ErrorKind, TrfError};
use arbiter_core::{Colour, Points, TeamByeKind, TeamOpponent, TeamReport, TeamReportRound};
use std::borrow::Cow;
use std::fmt::Write as _;

/// How lines end.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Default)]
pub enum LineEnding {
    /// `\n` (what arbiter writes).
    #[default]
    Lf,
    /// `\r\n`.
    CrLf,
    /// `\r` alone, as TRF26 remark 1 asks.
    Cr,
}

impl LineEnding {
    fn as_str(self) -> &'static str {
        match self {
            LineEnding::Lf => "\n",
            LineEnding::CrLf => "\r\n",
            LineEnding::Cr => "\r",
        }
    }
}

/// A TRF as a list of records, in file order.
#[derive(Clone, Eq, PartialEq, Debug, Default)]
pub struct RawDocument {
    /// The lines.
    pub lines: Vec<Line>,
    /// The line ending used.
    pub line_ending: LineEnding,
    /// True when the last line ends with a line ending.
    pub final_newline: bool,
    /// Fields read other than by their columns (see [`crate::notes`]).
    pub notes: Vec<Diagnostic>,
}

/// One line and the record it holds.
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct Line {
    /// 1-based line number in the source (0 for lines made by a writer).
    pub number: usize,
    /// The record.
    pub record: Record,
}

/// The fields every player line (001) and national rating line share: columns 5-79.
#[derive(Clone, Eq, PartialEq, Debug, Default)]
pub struct StaticFields {
    /// Columns 5-8: start rank.
    pub start_rank: u32,
    /// Column 10: sex letter, blank when unknown.
    pub sex: char,
    /// Columns 11-13: title (or national classification).
    pub title: String,
    /// Columns 15-47: name.
    pub name: String,
    /// Columns 49-52: rating; `None` when blank.
    pub rating: Option<u16>,
    /// Columns 54-56: federation (or national origin).
    pub federation: String,
    /// Columns 58-68: FIDE (or national) id.
    pub id: String,
    /// Columns 70-79: birth date.
    pub birth_date: String,
}

/// The opponent field of a round entry.
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub enum Opponent {
    /// Four blanks.
    Blank,
    /// `0000`: no opponent.
    None,
    /// A start rank.
    Player(u32),
}

/// One round entry of a player line (ten columns: opponent, colour, result).
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub struct Cell {
    /// Columns 1-4 of the entry.
    pub opponent: Opponent,
    /// Column 6: `w`, `b`, `-` or blank.
    pub colour: char,
    /// Column 8: the result code or blank.
    pub result: char,
}

impl Cell {
    /// True when the entry holds nothing.
    #[must_use]
    pub fn is_blank(&self) -> bool {
        self.opponent == Opponent::Blank && self.colour == ' ' && self.result == ' '
    }
}

/// A player line (001).
#[derive(Clone, Eq, PartialEq, Debug, Default)]
pub struct PlayerRecord {
    /// Columns 5-79.
    pub fields: StaticFields,
    /// Columns 81-84: points.
    pub points: Option<Points>,
    /// Columns 86-89: rank.
    pub rank: Option<u32>,
    /// Round entries from column 92, round 1 first; trailing blank entries are dropped.
    pub cells: Vec<Cell>,
}

/// A team line (310).
#[derive(Clone, Eq, PartialEq, Debug, Default)]
pub struct Team310 {
    /// Columns 5-7: team pairing number.
    pub number: u16,
    /// Columns 9-40: name.
    pub name: String,
    /// Columns 42-46: nickname.
    pub nickname: String,
    /// Columns 48-53: strength factor.
    pub strength: String,
    /// Columns 55-60: match points.
    pub match_points: Option<Points>,
    /// Columns 62-67: game points.
    pub game_points: Option<Points>,
    /// Columns 69-71: rank.
    pub rank: Option<u16>,
    /// From column 74, five columns each: members.
    pub players: Vec<u32>,
}

/// One record. Tags follow TRF26 (numeric) and the JaVaFo and bbpPairings extensions.
#[derive(Clone, Eq, PartialEq, Debug)]
#[non_exhaustive]
pub enum Record {
    /// An empty line.
    Blank,
    /// `###` comment; the text after the three marks.
    Comment(String),
    /// A column legend or a ruler that some programs write under the header (Swiss-Manager's
    /// `DDD SSSS sTTT NNNN… RRRR FFF …`, lines of `AAA`, `CCC`, `III`…, or a ruler of digits
    /// `0123456789012…`): it describes the layout and holds no fact. Kept as written.
    Legend(String),
    /// A descriptive record whose value is free text from column 5 (012-122, 172-222,
    /// 352, 362).
    Header {
        /// The tag.
        tag: String,
        /// The text.
        value: String,
    },
    /// 132: dates of the rounds (`YY/MM/DD`) from column 92, ten columns each.
    RoundDates(Vec<String>),
    /// 142 (TRF26) or `XXR` (JaVaFo): number of rounds.
    Rounds {
        /// True for `XXR`.
        javafo: bool,
        /// The number.
        rounds: u16,
    },
    /// 152: initial colour `W` or `B`.
    InitialColour(char),
    /// 162: scoring point system, (code, points) pairs.
    Scoring(Vec<(char, Points)>),
    /// `BBW`, `BBD`, `BBL`, `BBZ`, `BBF`, `BBU`: points for one kind of result.
    PointCode {
        /// The letter after `BB`.
        code: char,
        /// The points.
        points: Points,
    },
    /// `XXC`: configuration words (`white1`, `black1`, `rank`...).
    Configuration(Vec<String>),
    /// `XXS`: JaVaFo scoring, `KEY=points` words.
    JavafoScoring(Vec<(String, Points)>),
    /// `XXA`: fictitious points of one player by round (blank is none).
    JavafoAcceleration {
        /// The player.
        player: u32,
        /// Points by round.
        points: Vec<Option<Points>>,
    },
    /// `XXP`: players who may never meet each other.
    JavafoProhibition(Vec<u32>),
    /// 001: a player.
    Player(PlayerRecord),
    /// National rating support line: a federation code in columns 1-3.
    National {
        /// The federation.
        federation: String,
        /// Columns 5-79.
        fields: StaticFields,
    },
    /// 013: a team (old form).
    Team013 {
        /// Columns 5-36.
        name: String,
        /// From column 37, five columns each.
        players: Vec<u32>,
    },
    /// 310: a team.
    Team310(Team310),
    /// 240: a bye for some players in a round.
    Bye {
        /// `F`, `H` or `Z`.
        kind: char,
        /// The round.
        round: u16,
        /// The players.
        players: Vec<u32>,
    },
    /// 250: accelerated rounds.
    Acceleration {
        /// Columns 5-8: match points (teams).
        match_points: Option<Points>,
        /// Columns 10-13: (game) points.
        points: Points,
        /// Columns 15-17.
        first_round: u16,
        /// Columns 19-21.
        last_round: u16,
        /// Columns 23-26.
        first_player: u32,
        /// Columns 28-31.
        last_player: u32,
    },
    /// 260: prohibited pairings.
    Prohibition {
        /// Columns 5-7.
        first_round: u16,
        /// Columns 9-11.
        last_round: u16,
        /// From column 13, five columns each.
        players: Vec<u32>,
    },
    /// 299: abnormal assignment of points.
    Abnormal {
        /// Column 5: type, blank for a penalty or bonus.
        kind: char,
        /// Columns 8-11.
        match_points: Option<Points>,
        /// Columns 14-17.
        points: Option<Points>,
        /// Columns 20-22; `None` (blank or 000) for all rounds.
        round: Option<u16>,
        /// From column 24, five columns each.
        players: Vec<u32>,
    },
    /// 300: a team out of its default board order.
    BoardOrder {
        /// Columns 5-7.
        round: u16,
        /// Columns 9-11.
        team: u16,
        /// Columns 13-15.
        opponent: u16,
        /// From column 17, five columns each; 0 for an empty board.
        players: Vec<u32>,
    },
    /// 320: team pairing-allocated byes.
    TeamBye {
        /// Columns 5-8.
        match_points: Option<Points>,
        /// Columns 10-13.
        game_points: Option<Points>,
        /// From column 15, four columns each: the team per round, 0 for none.
        teams: Vec<u16>,
    },
    /// 330: a forfeited team match.
    TeamForfeit {
        /// Columns 5-6.
        kind: String,
        /// Columns 8-10.
        round: u16,
        /// Columns 12-14.
        white: u16,
        /// Columns 16-18.
        black: u16,
    },
    /// 801: the long team report. Its columns are not published beside 802's, so only
    /// the team number (columns 5-7) is read; the rest is kept as written.
    TeamReportLong {
        /// Columns 5-7: team pairing number.
        team: u16,
        /// From column 5 to the end, as written (the team number included).
        text: String,
    },
    /// 802: the short team report. Columns 5-7 team, 9-13 nickname, 15-20 match points,
    /// 22-27 game points, then from column 29 thirteen columns a round: opponent team or
    /// `PAB`/`FPB`/`HPB`/`ZPB` (3 columns), colour (4th after a blank), game points (4
    /// columns after a blank), forfeit mark `f`/`F` (right after them).
    TeamReport(TeamReport),
    /// Any other line, kept as written.
    Unknown(String),
}

impl Record {
    /// The three-character tag, for messages.
    #[must_use]
    pub fn tag(&self) -> String {
        match self {
            Record::Blank => String::new(),
            Record::Comment(_) => "###".into(),
            Record::Legend(text) => text.chars().take(3).collect(),
            Record::Header { tag, .. } => tag.clone(),
            Record::RoundDates(_) => "132".into(),
            Record::Rounds { javafo: true, .. } => "XXR".into(),
            Record::Rounds { javafo: false, .. } => "142".into(),
            Record::InitialColour(_) => "152".into(),
            Record::Scoring(_) => "162".into(),
            Record::PointCode { code, .. } => format!("BB{code}"),
            Record::Configuration(_) => "XXC".into(),
            Record::JavafoScoring(_) => "XXS".into(),
            Record::JavafoAcceleration { .. } => "XXA".into(),
            Record::JavafoProhibition(_) => "XXP".into(),
            Record::Player(_) => "001".into(),
            Record::National { federation, .. } => federation.clone(),
            Record::Team013 { .. } => "013".into(),
            Record::Team310(_) => "310".into(),
            Record::Bye { .. } => "240".into(),
            Record::Acceleration { .. } => "250".into(),
            Record::Prohibition { .. } => "260".into(),
            Record::Abnormal { .. } => "299".into(),
            Record::BoardOrder { .. } => "300".into(),
            Record::TeamBye { .. } => "320".into(),
            Record::TeamForfeit { .. } => "330".into(),
            Record::TeamReportLong { .. } => "801".into(),
            Record::TeamReport(_) => "802".into(),
            Record::Unknown(text) => text.chars().take(3).collect(),
        }
    }
}

/// Decodes bytes: UTF-8 when valid (a leading byte-order mark is dropped), otherwise
/// Windows-1252, the code page older tournament programs write.
#[must_use]
pub fn decode(bytes: &[u8]) -> Cow<'_, str> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(s) => Cow::Borrowed(s),
        Err(_) => {
            encoding_rs::WINDOWS_1252
                .decode_without_bom_handling(bytes)
                .0
        }
    }
}

const HEADER_TAGS: &[&str] = &[
    "012", "022", "032", "042", "052", "062", "072", "082", "092", "102", "112", "122", "172",
    "182", "192", "202", "212", "222", "352", "362",
];

/// The fixed columns of one line, counted in characters from 1.
struct Cols<'a> {
    chars: Vec<char>,
    number: usize,
    tag: &'a str,
    errors: &'a mut Vec<Diagnostic>,
}

impl Cols<'_> {
    fn len(&self) -> usize {
        self.chars.len()
    }

    /// Columns `from..=to`, as written (short lines give what is there).
    fn raw(&self, from: usize, to: usize) -> String {
        let a = (from - 1).min(self.chars.len());
        let b = to.min(self.chars.len());
        self.chars[a..b].iter().collect()
    }

    fn text(&self, from: usize, to: usize) -> String {
        self.raw(from, to).trim().to_string()
    }

    fn rest(&self, from: usize) -> String {
        self.raw(from, self.chars.len()).trim_end().to_string()
    }

    fn char_at(&self, col: usize) -> char {
        self.chars.get(col - 1).copied().unwrap_or(' ')
    }

    fn error(&mut self, column: usize, kind: ErrorKind) {
        self.errors.push(Diagnostic {
            line: self.number,
            column,
            record: self.tag.to_string(),
            kind,
        });
    }

    fn blank(&mut self, from: usize, to: usize) {
        let t = self.raw(from, to);
        if !t.trim().is_empty() {
            self.error(from, ErrorKind::NotBlank { found: t });
        }
    }

    fn field_error(
        &mut self,
        col: usize,
        field: &'static str,
        expected: &'static str,
        found: String,
    ) {
        self.error(
            col,
            ErrorKind::Field {
                field,
                expected,
                found,
            },
        );
    }

    /// An unsigned number in `from..=to`; `None` when blank.
    fn number<T: std::str::FromStr>(
        &mut self,
        from: usize,
        to: usize,
        field: &'static str,
        expected: &'static str,
    ) -> Option<T> {
        let t = self.text(from, to);
        if t.is_empty() {
            return None;
        }
        if !t.bytes().all(|b| b.is_ascii_digit()) {
            self.field_error(from, field, expected, t);
            return None;
        }
        match t.parse() {
            Ok(v) => Some(v),
            Err(_) => {
                self.field_error(from, field, expected, t);
                None
            }
        }
    }

    /// A required number.
    fn required<T: std::str::FromStr + Default>(
        &mut self,
        from: usize,
        to: usize,
        field: &'static str,
        expected: &'static str,
    ) -> T {
        let t = self.text(from, to);
        if t.is_empty() {
            self.field_error(from, field, expected, t);
            return T::default();
        }
        self.number(from, to, field, expected).unwrap_or_default()
    }

    fn points(&mut self, from: usize, to: usize, field: &'static str) -> Option<Points> {
        let t = self.text(from, to);
        if t.is_empty() {
            return None;
        }
        match t.parse() {
            Ok(p) => Some(p),
            Err(_) => {
                self.field_error(from, field, "a number of points such as 4.5", t);
                None
            }
        }
    }

    /// Numbers in fields of `width` columns every `stride` columns from `from` to the end.
    fn list(&mut self, from: usize, width: usize, stride: usize, field: &'static str) -> Vec<u32> {
        let mut out = Vec::new();
        let mut col = from;
        while col <= self.len() {
            if col > from {
                self.blank(col - (stride - width), col - 1);
            }
            if let Some(v) = self.number(col, col + width - 1, field, "a number") {
                out.push(v);
            } else if !self.text(col, col + width - 1).is_empty() {
                // already reported
            } else if col + width <= self.len() {
                self.field_error(col, field, "a number", String::new());
            }
            col += stride;
        }
        out
    }
}

/// Parses a TRF. Reports every syntax error found, with line and column.
///
/// # Errors
/// A [`TrfError`] listing each malformed field.
pub fn parse(bytes: &[u8]) -> Result<RawDocument, TrfError> {
    let text = decode(bytes);
    parse_str(&text)
}

/// Parses TRF text (see [`parse`]).
///
/// # Errors
/// A [`TrfError`] listing each malformed field.
pub fn parse_str(text: &str) -> Result<RawDocument, TrfError> {
    let (doc, errors) = parse_lenient(text);
    if errors.is_empty() {
        Ok(doc)
    } else {
        Err(TrfError {
            diagnostics: errors,
        })
    }
}

/// Parses TRF text into a document even when some fields are malformed, with the syntax
/// errors beside it, so that a reader can also report what the sound lines get wrong.
#[must_use]
pub fn parse_lenient(text: &str) -> (RawDocument, Vec<Diagnostic>) {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let line_ending = match text.find(['\r', '\n']) {
        Some(i) if text[i..].starts_with("\r\n") => LineEnding::CrLf,
        Some(i) if text[i..].starts_with('\r') => LineEnding::Cr,
        _ => LineEnding::Lf,
    };
    let final_newline = text.ends_with(['\n', '\r']);
    let mut errors = Vec::new();
    let mut notes = Vec::new();
    let mut lines = Vec::new();
    let mut player_lengths = Vec::new();
    for (i, line) in split_lines(text).enumerate() {
        let number = i + 1;
        let record = parse_line(line, number, &mut errors, &mut notes);
        if matches!(record, Record::Player(_)) {
            player_lengths.push((number, line.trim_end().chars().count()));
        }
        lines.push(Line { number, record });
    }
    short_lines(&player_lengths, lines.len(), final_newline, &mut notes);
    (
        RawDocument {
            lines,
            line_ending,
            final_newline,
            notes,
        },
        errors,
    )
}

/// The first field a player line ending at column `len` lacks (TRF26 player section).
fn missing_field(len: usize) -> &'static str {
    match len {
        0..=47 => "rating (columns 49-52)",
        48..=52 => "federation (columns 54-56)",
        53..=56 => "FIDE id (columns 58-68)",
        57..=68 => "birth date (columns 70-79)",
        _ => "points (columns 81-84)",
    }
}

/// Warnings for player lines that end short (`(line, length)` of each): one that stops
/// before the points column while other lines have it, and a last line without a line end
/// that stops shorter than the others anywhere but at the end of a field, where a file
/// cut in the middle of a line stops. A line the writer trimmed ends at a field's end (the
/// rank, a round's colour or result).
pub(crate) fn short_lines(
    lengths: &[(usize, usize)],
    total: usize,
    final_newline: bool,
    notes: &mut Vec<Diagnostic>,
) {
    let longest = lengths.iter().map(|l| l.1).max().unwrap_or(0);
    let note = |notes: &mut Vec<Diagnostic>, line: usize, column: usize, kind: ErrorKind| {
        notes.push(Diagnostic {
            line,
            column,
            record: "001".into(),
            kind,
        });
    };
    for &(line, len) in lengths {
        if len < 81 && longest >= 84 {
            note(
                notes,
                line,
                len + 1,
                ErrorKind::ShortPlayerLine {
                    ends: len,
                    missing: missing_field(len),
                },
            );
        }
    }
    if let Some(&(line, len)) = lengths.last()
        && line == total
        && !final_newline
        && len < longest
    {
        let field_end = matches!(len, 84 | 89) || (len > 91 && matches!((len - 91) % 10, 6 | 8));
        if !field_end {
            note(notes, line, len + 1, ErrorKind::EndsShort);
        }
    }
}

fn split_lines(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = text;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        match rest.find(['\r', '\n']) {
            Some(i) => {
                let line = &rest[..i];
                let skip = if rest[i..].starts_with("\r\n") { 2 } else { 1 };
                rest = &rest[i + skip..];
                Some(line)
            }
            None => {
                let line = rest;
                rest = "";
                Some(line)
            }
        }
    })
}

/// True for a column legend or a ruler line (see [`Record::Legend`]). A legend's words are
/// runs of one letter each (`DDD`, `SSSS`, `NNNNNNNN`, `BBBB/BB/BB`, a lower-case prefix
/// as in `sTTT` allowed), the first a run of three capitals that names no record; a ruler
/// is digits counting up column by column (`0123456789012…`) or tens marks
/// (`1         2         3`). Real records never look like either: their fields hold
/// numbers, names and codes, not runs of one letter.
fn is_legend(line: &str) -> bool {
    let text = line.trim_end();
    let words: Vec<&str> = text.split_whitespace().collect();
    let Some(first) = words.first() else {
        return false;
    };
    if text.chars().all(|c| c.is_ascii_digit() || c == ' ') {
        let digits: Vec<u32> = text.chars().filter_map(|c| c.to_digit(10)).collect();
        let counting = digits.len() >= 20
            && text.chars().all(|c| c != ' ')
            && digits.windows(2).all(|w| w[1] == (w[0] + 1) % 10);
        let tens = words.len() >= 3
            && words
                .iter()
                .map(|w| w.parse::<u32>().ok())
                .collect::<Option<Vec<_>>>()
                .is_some_and(|n| n.windows(2).all(|w| w[1] == w[0] + 1))
            && text.len() >= 20;
        return counting || tens;
    }
    let run = |w: &str| {
        w.split('/').all(|part| {
            let part = part.trim_start_matches(|c: char| c.is_ascii_lowercase());
            let mut chars = part.chars();
            match chars.next() {
                Some(c) if c.is_alphabetic() || c == '#' => chars.all(|d| d == c),
                Some(c) if c.is_ascii_digit() => chars.all(|d| d == c),
                _ => part.is_empty(),
            }
        })
    };
    let capitals = first.len() == 3
        && first.chars().all(|c| c.is_ascii_uppercase())
        && first.chars().all(|c| first.starts_with(c));
    // Three capitals and a start rank in columns 5-8 make a national rating record (its
    // tag a federation's code), however short its other fields: `LLL    3 w  5`.
    let ranked = text.get(4..8).is_some_and(|c| {
        let c = c.trim();
        !c.is_empty() && c.bytes().all(|b| b.is_ascii_digit())
    });
    capitals
        && !ranked
        && !KNOWN_TAGS.contains(first)
        && words.len() >= 2
        && words.iter().all(|w| run(w))
}

/// The dates of a 132 record read by their spacing, when they are all dates but not all in
/// their columns (from column 92, ten apart): some programs write them a column late. `None`
/// when they are in place (the fixed-column reading applies) or are not all dates (then it
/// reports what is wrong where). A date is in place when it starts a round's column, even if
/// an earlier round's column is blank: that round's date is unknown, not the next one's.
fn dates_by_spacing(line: &str) -> Option<Vec<String>> {
    let chars: Vec<char> = line.chars().collect();
    let mut tokens = Vec::new();
    let mut col = 4;
    while col < chars.len() {
        if chars[col] == ' ' {
            col += 1;
            continue;
        }
        let start = col;
        while col < chars.len() && chars[col] != ' ' {
            col += 1;
        }
        tokens.push((start + 1, chars[start..col].iter().collect::<String>()));
    }
    let is_date = |t: &str| {
        let parts: Vec<&str> = t.split(['/', '.', '-']).collect();
        parts.len() == 3
            && parts
                .iter()
                .all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit()))
            && (t.len() == 8 || t.len() == 10)
    };
    if tokens.is_empty() || !tokens.iter().all(|(_, t)| is_date(t)) {
        return None;
    }
    let in_place = tokens
        .iter()
        .all(|(c, t)| *c >= 92 && (c - 92) % 10 == 0 && t.len() == 8);
    (!in_place).then(|| tokens.into_iter().map(|(_, t)| t).collect())
}

/// Record tags that are three equal letters and still records (none today; kept so that a
/// future tag of that shape is not taken for a legend).
const KNOWN_TAGS: &[&str] = &[];

fn parse_line(
    line: &str,
    number: usize,
    errors: &mut Vec<Diagnostic>,
    notes: &mut Vec<Diagnostic>,
) -> Record {
    if line.trim().is_empty() {
        return Record::Blank;
    }
    if let Some(rest) = line.strip_prefix("###") {
        return Record::Comment(rest.trim_end().to_string());
    }
    if is_legend(line) {
        return Record::Legend(line.trim_end().to_string());
    }
    let tag: String = line.chars().take(3).collect();
    let mut c = Cols {
        chars: line.chars().collect(),
        number,
        tag: &tag,
        errors,
    };
    let t = tag.as_str();
    if HEADER_TAGS.contains(&t)
        || (t.len() == 3 && t.bytes().all(|b| b.is_ascii_digit()) && !is_known_numeric(t))
    {
        if !HEADER_TAGS.contains(&t) {
            return Record::Unknown(line.trim_end().to_string());
        }
        c.blank(4, 4);
        return Record::Header {
            tag: tag.clone(),
            value: c.rest(5).trim_start().to_string(),
        };
    }
    match t {
        "001" => Record::Player(parse_player(&mut c)),
        "132" => {
            if let Some(dates) = dates_by_spacing(line) {
                notes.push(Diagnostic {
                    line: number,
                    column: 5,
                    record: tag.clone(),
                    kind: crate::error::ErrorKind::Shifted {
                        field: "round dates",
                        expected: "from column 92, ten columns apart",
                        found: dates.join(" "),
                    },
                });
                return Record::RoundDates(dates);
            }
            c.blank(4, 91);
            let mut dates = Vec::new();
            let mut col = 92;
            while col <= c.len() {
                if col > 92 {
                    c.blank(col - 2, col - 1);
                }
                dates.push(c.text(col, col + 7));
                col += 10;
            }
            while dates.last().is_some_and(String::is_empty) {
                dates.pop();
            }
            Record::RoundDates(dates)
        }
        "142" | "XXR" => {
            let v = c.text(4, c.len());
            match v.parse::<u16>() {
                Ok(n) if n > 0 => Record::Rounds {
                    javafo: t == "XXR",
                    rounds: n,
                },
                _ => {
                    c.field_error(5, "number of rounds", "a whole number from 1", v);
                    Record::Unknown(line.to_string())
                }
            }
        }
        "152" => {
            c.blank(4, 4);
            let v = c.text(5, c.len());
            match v.as_str() {
                "W" | "w" | "B" | "b" => Record::InitialColour(v.chars().next().unwrap_or('W')),
                _ => {
                    c.field_error(5, "initial colour", "W or B", v);
                    Record::Unknown(line.to_string())
                }
            }
        }
        "162" => {
            let mut pairs = Vec::new();
            let mut col = 6;
            while col <= c.len() {
                c.blank(col - 2, col - 1);
                let code = c.char_at(col);
                if !matches!(code, 'W' | 'D' | 'L' | 'A' | 'P' | 'X') {
                    c.field_error(col, "result code", "one of W D L A P X", code.to_string());
                }
                let p = c.points(col + 1, col + 4, "points");
                if p.is_none() && c.text(col + 1, col + 4).is_empty() {
                    c.field_error(
                        col + 1,
                        "points",
                        "a number of points such as 1.0",
                        String::new(),
                    );
                }
                pairs.push((code, p.unwrap_or_default()));
                c.blank(col + 5, col + 7);
                col += 9;
            }
            if pairs.is_empty() {
                c.field_error(6, "result code", "one of W D L A P X", String::new());
            }
            Record::Scoring(pairs)
        }
        "BBW" | "BBD" | "BBL" | "BBZ" | "BBF" | "BBU" => {
            let v = c.text(4, c.len());
            let code = t.chars().nth(2).unwrap_or('W');
            match v.parse() {
                Ok(points) => Record::PointCode { code, points },
                Err(_) => {
                    c.field_error(5, "points", "a number of points such as 1.0", v);
                    Record::Unknown(line.to_string())
                }
            }
        }
        "XXC" => Record::Configuration(c.rest(4).split_whitespace().map(str::to_string).collect()),
        "XXS" => {
            let mut out = Vec::new();
            for word in c.rest(4).split_whitespace() {
                match word.split_once('=').map(|(k, v)| (k, v.parse::<Points>())) {
                    Some((k, Ok(p))) if !k.is_empty() => out.push((k.to_ascii_uppercase(), p)),
                    _ => c.field_error(
                        5,
                        "scoring",
                        "KEY=points words such as W=1.0",
                        word.to_string(),
                    ),
                }
            }
            Record::JavafoScoring(out)
        }
        "XXA" => {
            c.blank(4, 4);
            let player = c.required(5, 8, "player", "a start rank");
            let mut points = Vec::new();
            let mut col = 10;
            while col <= c.len() {
                c.blank(col - 1, col - 1);
                points.push(c.points(col, col + 3, "fictitious points"));
                col += 5;
            }
            while points.last().is_some_and(Option::is_none) {
                points.pop();
            }
            Record::JavafoAcceleration { player, points }
        }
        "XXP" => {
            let mut players = Vec::new();
            for word in c.rest(4).split_whitespace() {
                match word.parse::<u32>() {
                    Ok(n) if n > 0 => players.push(n),
                    _ => c.field_error(
                        5,
                        "player",
                        "start ranks separated by blanks",
                        word.to_string(),
                    ),
                }
            }
            if players.len() < 2 {
                c.field_error(5, "players", "at least two start ranks", c.rest(4));
            }
            Record::JavafoProhibition(players)
        }
        "013" => {
            c.blank(4, 4);
            let name = c.text(5, 36);
            let players = c.list(37, 4, 5, "team member");
            Record::Team013 { name, players }
        }
        "310" => {
            c.blank(4, 4);
            let number = c.required(5, 7, "team number", "a number from 1 to 999");
            c.blank(8, 8);
            let name = c.text(9, 40);
            c.blank(41, 41);
            let nickname = c.text(42, 46);
            c.blank(47, 47);
            let strength = c.text(48, 53);
            c.blank(54, 54);
            let match_points = c.points(55, 60, "match points");
            c.blank(61, 61);
            let game_points = c.points(62, 67, "game points");
            c.blank(68, 68);
            let rank = c.number(69, 71, "team rank", "a number");
            c.blank(72, 73);
            let players = c.list(74, 4, 5, "team member");
            Record::Team310(Team310 {
                number,
                name,
                nickname,
                strength,
                match_points,
                game_points,
                rank,
                players,
            })
        }
        "240" => {
            c.blank(4, 4);
            let kind = c.char_at(5).to_ascii_uppercase();
            if !matches!(kind, 'F' | 'H' | 'Z') {
                c.field_error(5, "type of bye", "F, H or Z", kind.to_string());
            }
            c.blank(6, 6);
            let round = c.required(7, 9, "round", "a round number");
            let players = c.list(11, 4, 5, "player");
            if players.is_empty() {
                c.field_error(11, "player", "at least one start rank", String::new());
            }
            Record::Bye {
                kind,
                round,
                players,
            }
        }
        "250" => {
            c.blank(4, 4);
            let match_points = c.points(5, 8, "match points");
            c.blank(9, 9);
            let points = c.points(10, 13, "fictitious points");
            if points.is_none() && c.text(10, 13).is_empty() {
                c.field_error(
                    10,
                    "fictitious points",
                    "a number of points such as 1.0",
                    String::new(),
                );
            }
            c.blank(14, 14);
            let first_round = c.required(15, 17, "first round", "a round number");
            c.blank(18, 18);
            let last_round = c.required(19, 21, "last round", "a round number");
            c.blank(22, 22);
            let first_player = c.required(23, 26, "first player", "a start rank");
            c.blank(27, 27);
            let last_player = c.required(28, 31, "last player", "a start rank");
            c.blank(32, c.len().max(32));
            Record::Acceleration {
                match_points,
                points: points.unwrap_or_default(),
                first_round,
                last_round,
                first_player,
                last_player,
            }
        }
        "260" => {
            c.blank(4, 4);
            let first_round = c.required(5, 7, "first round", "a round number");
            c.blank(8, 8);
            let last_round = c.required(9, 11, "last round", "a round number");
            let players = c.list(13, 4, 5, "player");
            if players.len() < 2 {
                c.field_error(13, "players", "at least two start ranks", c.rest(12));
            }
            Record::Prohibition {
                first_round,
                last_round,
                players,
            }
        }
        "299" => {
            c.blank(4, 4);
            let kind = c.char_at(5);
            if !matches!(kind, 'W' | 'D' | 'L' | 'F' | 'H' | 'Z' | '+' | '-' | ' ') {
                c.field_error(
                    5,
                    "assignment type",
                    "one of W D L F H Z + - or blank",
                    kind.to_string(),
                );
            }
            c.blank(6, 7);
            let match_points = c.points(8, 11, "match points");
            c.blank(12, 13);
            let points = c.points(14, 17, "points");
            c.blank(18, 19);
            let round = c
                .number::<u16>(20, 22, "round", "a round number")
                .filter(|&r| r > 0);
            let players = c.list(24, 4, 5, "player");
            Record::Abnormal {
                kind,
                match_points,
                points,
                round,
                players,
            }
        }
        "300" => {
            c.blank(4, 4);
            let round = c.required(5, 7, "round", "a round number");
            c.blank(8, 8);
            let team = c.required(9, 11, "team", "a team number");
            c.blank(12, 12);
            let opponent = c.required(13, 15, "opponent", "a team number");
            let players = c.list(17, 4, 5, "player");
            Record::BoardOrder {
                round,
                team,
                opponent,
                players,
            }
        }
        "320" => {
            c.blank(4, 4);
            let match_points = c.points(5, 8, "match points");
            c.blank(9, 9);
            let game_points = c.points(10, 13, "game points");
            let teams = c
                .list(15, 3, 4, "team")
                .into_iter()
                .map(|t| u16::try_from(t).unwrap_or(u16::MAX))
                .collect();
            Record::TeamBye {
                match_points,
                game_points,
                teams,
            }
        }
        "330" => {
            c.blank(4, 4);
            let kind = c.text(5, 6);
            if !matches!(kind.as_str(), "+-" | "-+" | "--") {
                c.field_error(5, "type of forfeit", "+-, -+ or --", kind.clone());
            }
            c.blank(7, 7);
            let round = c.required(8, 10, "round", "a round number");
            c.blank(11, 11);
            let white = c.required(12, 14, "white team", "a team number");
            c.blank(15, 15);
            let black = c.required(16, 18, "black team", "a team number");
            Record::TeamForfeit {
                kind,
                round,
                white,
                black,
            }
        }
        "801" => {
            c.blank(4, 4);
            let team = c.required(5, 7, "team number", "a number from 1 to 999");
            Record::TeamReportLong {
                team,
                text: c.rest(5),
            }
        }
        "802" => Record::TeamReport(parse_team_report(&mut c)),
        _ if is_federation_code(t) && c.len() >= 8 => {
            let fields = parse_static(&mut c, false);
            Record::National {
                federation: tag.clone(),
                fields,
            }
        }
        _ => Record::Unknown(line.trim_end().to_string()),
    }
}

fn is_known_numeric(t: &str) -> bool {
    matches!(
        t,
        "001"
            | "013"
            | "132"
            | "142"
            | "152"
            | "162"
            | "240"
            | "250"
            | "260"
            | "299"
            | "300"
            | "310"
            | "320"
            | "330"
            | "801"
            | "802"
    )
}

fn is_federation_code(t: &str) -> bool {
    t.len() == 3
        && t.bytes().all(|b| b.is_ascii_uppercase())
        && !t.starts_with("XX")
        && !t.starts_with("BB")
        && t != "DAT"
}

fn parse_static(c: &mut Cols<'_>, player: bool) -> StaticFields {
    c.blank(4, 4);
    let start_rank = c.required(5, 8, "start rank", "a number from 1 to 9999");
    if start_rank == 0
        && !c.text(5, 8).is_empty()
        && c.text(5, 8).bytes().all(|b| b.is_ascii_digit())
    {
        c.field_error(5, "start rank", "a number from 1 to 9999", c.text(5, 8));
    }
    c.blank(9, 9);
    let sex = c.char_at(10);
    if !matches!(sex, ' ' | 'm' | 'M' | 'w' | 'W' | 'f' | 'F') {
        c.field_error(10, "sex", "m, w or blank", sex.to_string());
    }
    let title = c.text(11, 13);
    c.blank(14, 14);
    let name = c.text(15, 47);
    c.blank(48, 48);
    let rating = c.number(49, 52, "rating", "a rating of up to four digits");
    c.blank(53, 53);
    let federation = c.text(54, 56);
    c.blank(57, 57);
    let id = c.text(58, 68);
    if player && !id.bytes().all(|b| b.is_ascii_digit()) {
        c.field_error(58, "FIDE id", "digits", id.clone());
    }
    c.blank(69, 69);
    let birth_date = c.text(70, 79);
    StaticFields {
        start_rank,
        sex,
        title,
        name,
        rating,
        federation,
        id,
        birth_date,
    }
}

/// The first column of round `k`'s entry (1-based) in a team report (802).
pub(crate) fn team_report_column(round: usize) -> usize {
    29 + 13 * (round - 1)
}

fn parse_team_report(c: &mut Cols<'_>) -> TeamReport {
    c.blank(4, 4);
    let team = c.required(5, 7, "team number", "a number from 1 to 999");
    c.blank(8, 8);
    let nickname = c.text(9, 13);
    c.blank(14, 14);
    let match_points = c.points(15, 20, "match points");
    c.blank(21, 21);
    let game_points = c.points(22, 27, "game points");
    c.blank(28, 28);
    let mut rounds = Vec::new();
    let mut col = team_report_column(1);
    while col <= c.len() {
        if col > team_report_column(1) {
            c.blank(col - 2, col - 1);
        }
        let code = c.text(col, col + 2);
        let opponent = if code.is_empty() {
            None
        } else if let Some(kind) = TeamByeKind::from_code(&code) {
            Some(TeamOpponent::Bye(kind))
        } else {
            match c.number::<u16>(
                col,
                col + 2,
                "opponent",
                "a team number, PAB, FPB, HPB or ZPB",
            ) {
                Some(n) if n > 0 => Some(TeamOpponent::Team(n)),
                Some(_) => {
                    c.field_error(col, "opponent", "a team number, PAB, FPB, HPB or ZPB", code);
                    None
                }
                None => None,
            }
        };
        c.blank(col + 3, col + 3);
        let letter = c.char_at(col + 4);
        let colour = Colour::from_letter(letter);
        if colour.is_none() && letter != ' ' {
            c.field_error(col + 4, "colour", "w, b or blank", letter.to_string());
        }
        c.blank(col + 5, col + 5);
        let points = c.points(col + 6, col + 9, "game points");
        let mark = c.char_at(col + 10);
        let forfeit = match mark {
            ' ' => None,
            'f' | 'F' => Some(mark),
            _ => {
                c.field_error(col + 10, "forfeit", "f, F or blank", mark.to_string());
                None
            }
        };
        rounds.push(TeamReportRound {
            opponent,
            colour,
            game_points: points,
            forfeit,
        });
        col += 13;
    }
    while rounds
        .last()
        .is_some_and(|r| *r == TeamReportRound::default())
    {
        rounds.pop();
    }
    TeamReport {
        team,
        nickname,
        match_points,
        game_points,
        rounds,
    }
}

fn parse_player(c: &mut Cols<'_>) -> PlayerRecord {
    let fields = parse_static(c, true);
    c.blank(80, 80);
    let points = c.points(81, 84, "points");
    c.blank(85, 85);
    let rank = c.number(86, 89, "rank", "a number");
    c.blank(90, 91);
    let mut cells = Vec::new();
    let mut col = 92;
    while col <= c.len() {
        if col > 92 {
            c.blank(col - 2, col - 1);
        }
        let opp_text = c.raw(col, col + 3);
        let opponent = match opp_text.trim() {
            "" => Opponent::Blank,
            t if t.bytes().all(|b| b.is_ascii_digit()) => match t.parse::<u32>() {
                Ok(0) => Opponent::None,
                Ok(n) => Opponent::Player(n),
                Err(_) => Opponent::Blank,
            },
            _ => {
                c.field_error(
                    col,
                    "opponent",
                    "a start rank, 0000 or blanks",
                    opp_text.clone(),
                );
                Opponent::Blank
            }
        };
        c.blank(col + 4, col + 4);
        let colour = c.char_at(col + 5);
        if !matches!(colour, 'w' | 'b' | 'W' | 'B' | '-' | ' ') {
            c.field_error(col + 5, "colour", "w, b, - or blank", colour.to_string());
        }
        c.blank(col + 6, col + 6);
        let result = c.char_at(col + 7);
        if !"10=+-WDLHFUZwdlhfuz ".contains(result) {
            c.field_error(
                col + 7,
                "result",
                "one of 1 = 0 + - W D L H F U Z or blank",
                result.to_string(),
            );
        }
        cells.push(Cell {
            opponent,
            colour,
            result,
        });
        col += 10;
    }
    while cells.last().is_some_and(Cell::is_blank) {
        cells.pop();
    }
    PlayerRecord {
        fields,
        points,
        rank,
        cells,
    }
}

/// Writes the document in the canonical layout.
#[must_use]
pub fn write(doc: &RawDocument) -> String {
    let nl = doc.line_ending.as_str();
    let mut out = String::new();
    for (i, line) in doc.lines.iter().enumerate() {
        if i > 0 {
            out.push_str(nl);
        }
        out.push_str(&format_record(&line.record));
    }
    if doc.final_newline && !doc.lines.is_empty() {
        out.push_str(nl);
    }
    out
}

fn pad_to(s: &mut String, col: usize) {
    let len = s.chars().count();
    if len < col - 1 {
        s.extend(std::iter::repeat_n(' ', col - 1 - len));
    }
}

/// Points as short as needed to fit a fixed-width field: `4.5`, then `120` for `120.0`,
/// then `.5` for `0.5`. A value read from a field always fits it again this way.
pub(crate) fn compact_points(p: Points, width: usize) -> String {
    let s = p.to_string();
    if s.len() <= width {
        return s;
    }
    let t = p.tenths();
    if t % 10 == 0 {
        let whole = (t / 10).to_string();
        if whole.len() <= width {
            return whole;
        }
    }
    if t.abs() < 10 {
        let short = s.replacen("0.", ".", 1);
        if short.len() <= width {
            return short;
        }
    }
    s
}

fn points_opt(p: Option<Points>, width: usize) -> String {
    p.map(|p| compact_points(p, width)).unwrap_or_default()
}

/// Zero-padded, as the TRF26 examples of record 250 write points (`02.0`).
fn zero_padded(p: Points) -> String {
    let s = compact_points(p, 4);
    if s.starts_with('-') {
        format!("{s:>4}")
    } else {
        format!("{s:0>4}")
    }
}

fn format_static(s: &mut String, f: &StaticFields) {
    let _ = write!(
        s,
        " {:>4} {}{:>3} {:<33} {:>4} {:<3} {:>11} {:<10}",
        f.start_rank,
        f.sex,
        f.title,
        f.name,
        f.rating.map(|r| r.to_string()).unwrap_or_default(),
        f.federation,
        f.id,
        f.birth_date
    );
}

fn list(s: &mut String, items: impl IntoIterator<Item = String>, width: usize, gap: &str) {
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            s.push_str(gap);
        }
        let _ = write!(s, "{item:>width$}");
    }
}

/// The canonical text of one record.
#[must_use]
pub fn format_record(record: &Record) -> String {
    let mut s = String::new();
    match record {
        Record::Blank => {}
        Record::Comment(text) => {
            s.push_str("###");
            s.push_str(text);
        }
        Record::Legend(text) => s.push_str(text),
        Record::Header { tag, value } => {
            s.push_str(tag);
            s.push(' ');
            s.push_str(value);
        }
        Record::RoundDates(dates) => {
            s.push_str("132");
            for (i, d) in dates.iter().enumerate() {
                pad_to(&mut s, 92 + 10 * i);
                // A date longer than its column (read by spacing, `2026/10/03`) still keeps a
                // space before the next, so that it reads back as two dates.
                if i > 0 && !s.ends_with(' ') {
                    s.push(' ');
                }
                let _ = write!(s, "{d:<8}");
            }
        }
        Record::Rounds { javafo, rounds } => {
            let _ = write!(s, "{} {rounds}", if *javafo { "XXR" } else { "142" });
        }
        Record::InitialColour(c) => {
            let _ = write!(s, "152 {c}");
        }
        Record::Scoring(pairs) => {
            s.push_str("162 ");
            for (code, p) in pairs {
                let _ = write!(s, " {code}{:>4}   ", compact_points(*p, 4));
            }
        }
        Record::PointCode { code, points } => {
            let _ = write!(s, "BB{code} {points:>4}");
        }
        Record::Configuration(words) => {
            s.push_str("XXC");
            for w in words {
                s.push(' ');
                s.push_str(w);
            }
        }
        Record::JavafoScoring(pairs) => {
            s.push_str("XXS");
            for (k, p) in pairs {
                let _ = write!(s, " {k}={p}");
            }
        }
        Record::JavafoAcceleration { player, points } => {
            let _ = write!(s, "XXA {player:>4}");
            for p in points {
                let _ = write!(s, " {:>4}", points_opt(*p, 4));
            }
        }
        Record::JavafoProhibition(players) => {
            s.push_str("XXP");
            for p in players {
                let _ = write!(s, " {p}");
            }
        }
        Record::Player(p) => {
            s.push_str("001");
            format_static(&mut s, &p.fields);
            let _ = write!(
                s,
                " {:>4} {:>4}",
                points_opt(p.points, 4),
                p.rank.map(|r| r.to_string()).unwrap_or_default()
            );
            for cell in &p.cells {
                let opp = match cell.opponent {
                    Opponent::Blank => "    ".to_string(),
                    Opponent::None => "0000".to_string(),
                    Opponent::Player(n) => format!("{n:>4}"),
                };
                let _ = write!(s, "  {opp} {} {}", cell.colour, cell.result);
            }
        }
        Record::National { federation, fields } => {
            s.push_str(federation);
            format_static(&mut s, fields);
        }
        Record::Team013 { name, players } => {
            let _ = write!(s, "013 {name:<32}");
            list(&mut s, players.iter().map(u32::to_string), 4, " ");
        }
        Record::Team310(t) => {
            let _ = write!(
                s,
                "310 {:>3} {:<32} {:<5} {:>6} {:>6} {:>6} {:>3}  ",
                t.number,
                t.name,
                t.nickname,
                t.strength,
                points_opt(t.match_points, 6),
                points_opt(t.game_points, 6),
                t.rank.map(|r| r.to_string()).unwrap_or_default()
            );
            list(&mut s, t.players.iter().map(u32::to_string), 4, " ");
        }
        Record::Bye {
            kind,
            round,
            players,
        } => {
            let _ = write!(s, "240 {kind} {round:03} ");
            list(&mut s, players.iter().map(u32::to_string), 4, " ");
        }
        Record::Acceleration {
            match_points,
            points,
            first_round,
            last_round,
            first_player,
            last_player,
        } => {
            let mp = match_points
                .map(zero_padded)
                .unwrap_or_else(|| "    ".into());
            let _ = write!(
                s,
                "250 {mp} {} {first_round:03} {last_round:03} {first_player:04} {last_player:04}",
                zero_padded(*points)
            );
        }
        Record::Prohibition {
            first_round,
            last_round,
            players,
        } => {
            let _ = write!(s, "260 {first_round:03} {last_round:03} ");
            list(&mut s, players.iter().map(u32::to_string), 4, " ");
        }
        Record::Abnormal {
            kind,
            match_points,
            points,
            round,
            players,
        } => {
            let _ = write!(
                s,
                "299 {kind}  {:>4}  {:>4}  {:03} ",
                points_opt(*match_points, 4),
                points_opt(*points, 4),
                round.unwrap_or(0)
            );
            list(&mut s, players.iter().map(u32::to_string), 4, " ");
        }
        Record::BoardOrder {
            round,
            team,
            opponent,
            players,
        } => {
            let _ = write!(s, "300 {round:03} {team:>3} {opponent:>3} ");
            list(&mut s, players.iter().map(|p| format!("{p:04}")), 4, " ");
        }
        Record::TeamBye {
            match_points,
            game_points,
            teams,
        } => {
            let _ = write!(
                s,
                "320 {:>4} {:>4} ",
                points_opt(*match_points, 4),
                points_opt(*game_points, 4)
            );
            list(&mut s, teams.iter().map(|t| format!("{t:03}")), 3, " ");
        }
        Record::TeamForfeit {
            kind,
            round,
            white,
            black,
        } => {
            let _ = write!(s, "330 {kind:<2} {round:03} {white:>3} {black:>3}");
        }
        Record::TeamReportLong { text, .. } => {
            s.push_str("801 ");
            s.push_str(text);
        }
        Record::TeamReport(r) => {
            let _ = write!(
                s,
                "802 {:>3} {:<5} {:>6} {:>6}",
                r.team,
                r.nickname,
                points_opt(r.match_points, 6),
                points_opt(r.game_points, 6)
            );
            for (i, round) in r.rounds.iter().enumerate() {
                let opponent = match round.opponent {
                    None => String::new(),
                    Some(TeamOpponent::Team(n)) => n.to_string(),
                    Some(TeamOpponent::Bye(kind)) => kind.code().to_string(),
                };
                pad_to(&mut s, team_report_column(i + 1));
                let _ = write!(
                    s,
                    "{opponent:>3} {} {:>4}{}",
                    round.colour.map_or(' ', Colour::letter),
                    points_opt(round.game_points, 4),
                    round.forfeit.unwrap_or(' ')
                );
            }
        }
        Record::Unknown(text) => s.push_str(text),
    }
    let trimmed = s.trim_end().len();
    s.truncate(trimmed);
    s
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    const SAMPLE: &str = "012 Test Open\n\
001    1 m GM Carlsen, Magnus                   2830 NOR     1503014 1990/11/30  1.5    1     2 w 1  0000 - H\n\
001    2 w    Doe, Jane                         2100 USA                         0.0    2     1 b 0  0000 - Z\n\
XXR 5\n\
162  W 3.0    D 1.0\n\
240 H 003    1    2\n\
260 001 005    1    2\n";

    #[test]
    fn canonical_round_trip() {
        let doc = parse_str(SAMPLE).unwrap();
        assert_eq!(write(&doc), SAMPLE);
        match &doc.lines[1].record {
            Record::Player(p) => {
                assert_eq!(p.fields.name, "Carlsen, Magnus");
                assert_eq!(p.fields.title, "GM");
                assert_eq!(p.cells.len(), 2);
                assert_eq!(p.cells[1].result, 'H');
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn errors_have_positions() {
        let bad = "012 x\n001    x\n001    3 q\n";
        let err = parse_str(bad).unwrap_err();
        let where_: Vec<(usize, usize)> =
            err.diagnostics.iter().map(|d| (d.line, d.column)).collect();
        assert_eq!(where_, vec![(2, 5), (3, 10)]);
    }

    #[test]
    fn points_stay_inside_their_columns() {
        // "120" fits four columns; "120.0" would not, so it is written back as "120".
        let doc = parse_str("162  W 120    D .5\nXXA    1  -.5").unwrap();
        let text = write(&doc);
        assert_eq!(text, "162  W 120    D 0.5\nXXA    1 -0.5");
        assert_eq!(parse_str(&text).unwrap(), doc);
        assert_eq!(compact_points(Points::from_tenths(1234), 4), "123.4");
    }

    #[test]
    fn line_endings() {
        let doc = parse_str("012 a\r\n022 b\r\n").unwrap();
        assert_eq!(doc.line_ending, LineEnding::CrLf);
        assert_eq!(write(&doc), "012 a\r\n022 b\r\n");
        let doc = parse_str("012 a\r022 b").unwrap();
        assert_eq!(write(&doc), "012 a\r022 b");
    }

    #[test]
    fn latin1_fallback() {
        let doc = parse(b"012 Caf\xe9\n").unwrap();
        assert_eq!(
            doc.lines[0].record,
            Record::Header {
                tag: "012".into(),
                value: "Café".into()
            }
        );
    }

    /// `132`, then `fill`, then blank up to round 2's column, where `26/10/10` and
    /// `26/10/17` start in their columns (round 1's date is blank).
    fn round_dates_after_blank_slots(fill: &str) -> String {
        let mut line = format!("132{fill}");
        pad_to(&mut line, 102);
        line.push_str("26/10/10  26/10/17");
        line
    }

    fn dates_of(doc: &RawDocument) -> Option<Vec<String>> {
        doc.lines.iter().find_map(|l| match &l.record {
            Record::RoundDates(d) => Some(d.clone()),
            _ => None,
        })
    }

    #[test]
    fn a_blank_round_date_keeps_the_next_dates_in_their_rounds() {
        // Round 1's date is blank; rounds 2 and 3 are in their columns, so they are read
        // there, with no note of a shift, and written back the same.
        let text = round_dates_after_blank_slots("");
        let doc = parse_str(&text).unwrap();
        assert_eq!(dates_of(&doc).unwrap(), ["", "26/10/10", "26/10/17"]);
        assert!(doc.notes.is_empty(), "{:?}", doc.notes);
        assert_eq!(write(&doc), text);
    }

    #[test]
    fn control_characters_in_blank_round_dates_read_back_the_same() {
        // A fuzzing finding: vertical tabs in the blank columns are blank to the column
        // reading; written back as spaces, the dates must read again in the same rounds.
        let text =
            round_dates_after_blank_slots(&format!("{}{}", " ".repeat(84), "\u{b}".repeat(8)));
        let doc = parse_str(&text).unwrap();
        assert_eq!(dates_of(&doc).unwrap(), ["", "26/10/10", "26/10/17"]);
        let once = write(&doc);
        let again = parse_str(&once).unwrap();
        assert_eq!(dates_of(&again).unwrap(), dates_of(&doc).unwrap());
        assert_eq!(write(&again), once);
    }

    #[test]
    fn long_dates_read_by_spacing_write_back_apart() {
        // Four-digit years side by side: read by spacing, and written with a space between
        // them although each overflows its ten columns.
        let mut text = "132".to_string();
        pad_to(&mut text, 93);
        text.push_str("2026/10/03 2026/10/10 2026/10/17");
        let doc = parse_str(&text).unwrap();
        let dates = ["2026/10/03", "2026/10/10", "2026/10/17"];
        assert_eq!(dates_of(&doc).unwrap(), dates);
        let once = write(&doc);
        let again = parse_str(&once).unwrap();
        assert_eq!(dates_of(&again).unwrap(), dates);
        assert_eq!(write(&again), once);
    }

    #[test]
    fn a_short_national_record_is_no_legend() {
        // A fuzzing finding: a federation's record with only a sex and a classification is
        // made of one-letter runs, like a legend, but its start rank makes it a record.
        let doc = parse_str("LLL    3 w  5").unwrap();
        assert!(
            matches!(&doc.lines[0].record, Record::National { federation, fields } if federation == "LLL" && fields.start_rank == 3),
            "{:?}",
            doc.lines[0].record
        );
        let legend = parse_str("DDD SSSS sTTT NNNN").unwrap();
        assert!(matches!(legend.lines[0].record, Record::Legend(_)));
    }
}
