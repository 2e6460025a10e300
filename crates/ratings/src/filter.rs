//! Column filters: a small text that says where a national rating list keeps each value,
//! so that any list in CSV or fixed-width text reads without code (as the import filters
//! of the Vega pairing program do).
//!
//! # The filter format
//!
//! One setting or field a line, `key = value`; `#` starts a comment (outside quotes);
//! blank lines are ignored.
//!
//! Settings:
//!
//! | key | values | default |
//! |---|---|---|
//! | `list` | a label for the list (`ECF`, `DWZ`) | required |
//! | `format` | `csv` or `fixed` | required |
//! | `delimiter` | one character, or `tab` (CSV) | `,` |
//! | `quote` | one character, or `none` (CSV) | `"` |
//! | `header` | `yes` or `no`: the first line (after `skip`) titles the columns (CSV) | `yes` |
//! | `skip` | lines to skip before the header or the first record | `0` |
//! | `encoding` | `auto` (UTF-8 when it is, else Windows-1252) or an encoding label (`utf-8`, `windows-1252`, `iso-8859-15`, ...) | `auto` |
//! | `date` | `dmy` or `mdy`: the order of a date written with the year last | `dmy` |
//! | `default_federation` | the federation of players the list gives none | none |
//! | `rate` | `standard`, `rapid` or `blitz`: the rate type of `rating` | `standard` |
//! | `name_order` | `surname_first` (`Surname, Given` or `Surname Given`) or `given_first` (`Given Surname`) | `surname_first` |
//! | `inactive_when` | values of the `inactive` column that mean inactive, comma-separated | `i` |
//!
//! Fields: `national_id`, `fide_id`, `name` (or `surname` and `given_name`),
//! `federation`, `rating`, `rapid_rating`, `blitz_rating`, `birth` (a year or a date),
//! `sex`, `title`, `club`, `inactive`. Each names where its value is:
//!
//! - in a CSV with a header, the column's title as written there (`DWZ`, `FIDE-ID`), or
//!   `#N` for the N-th column (1-based); without a header, `#N` only;
//! - in fixed width, `N-M` (characters N to M, 1-based, both included) or `N+W` (W
//!   characters from N).
//!
//! A value can join parts with ` + ` and quoted text: `national_id = ZPS + "-" + Mgl-Nr`.
//! Every record needs a `national_id` or a `fide_id`, and a name.

use crate::error::{Expected, FilterError, ListError, ListField, Wanted, shorten};
use crate::lines::{Line, LineBuffer, decode_auto};
use crate::types::{
    BirthDate, ChessRating, DateOrder, Federation, FideId, ListKind, ListPlayer, NationalId,
    RateType, parse_sex,
};
use arbiter_core::{Rating, Title};
use encoding_rs::Encoding;

/// The filters shipped with arbiter, by name: `ecf`, `dwz`, `uscf`, `ffe`.
pub const BUILTIN_FILTERS: [(&str, &str); 4] = [
    ("ecf", include_str!("../filters/ecf.filter")),
    ("dwz", include_str!("../filters/dwz.filter")),
    ("uscf", include_str!("../filters/uscf.filter")),
    ("ffe", include_str!("../filters/ffe.filter")),
];

/// What a filter field fills in.
#[derive(Copy, Clone, Debug, Eq, PartialEq)]
enum Field {
    NationalId,
    FideId,
    Name,
    Surname,
    GivenName,
    Federation,
    Rating(Option<RateType>),
    Birth,
    Sex,
    Title,
    Club,
    Inactive,
}

impl Field {
    fn parse(key: &str) -> Option<Self> {
        Some(match key {
            "national_id" => Field::NationalId,
            "fide_id" => Field::FideId,
            "name" => Field::Name,
            "surname" => Field::Surname,
            "given_name" => Field::GivenName,
            "federation" => Field::Federation,
            "rating" => Field::Rating(None),
            "standard_rating" => Field::Rating(Some(RateType::Standard)),
            "rapid_rating" => Field::Rating(Some(RateType::Rapid)),
            "blitz_rating" => Field::Rating(Some(RateType::Blitz)),
            "birth" => Field::Birth,
            "sex" => Field::Sex,
            "title" => Field::Title,
            "club" => Field::Club,
            "inactive" => Field::Inactive,
            _ => return None,
        })
    }

    const fn name(self) -> ListField {
        match self {
            Field::NationalId => ListField::NationalId,
            Field::FideId => ListField::FideId,
            Field::Name => ListField::Name,
            Field::Surname => ListField::Surname,
            Field::GivenName => ListField::GivenName,
            Field::Federation => ListField::Federation,
            Field::Rating(_) => ListField::Rating,
            Field::Birth => ListField::Birth,
            Field::Sex => ListField::Sex,
            Field::Title => ListField::Title,
            Field::Club => ListField::Club,
            Field::Inactive => ListField::Inactive,
        }
    }
}

/// Where one part of a value is.
#[derive(Clone, Debug, Eq, PartialEq)]
enum Part {
    /// Literal text.
    Text(String),
    /// A CSV column by title, resolved when the header is read.
    Title(String),
    /// A CSV column, 0-based.
    Index(usize),
    /// Fixed-width characters `from..to`, 0-based, end excluded.
    Span(usize, usize),
}

/// The file layout a filter reads.
#[derive(Clone, Debug, Eq, PartialEq)]
pub enum Layout {
    /// Delimited text.
    Csv {
        /// The delimiter.
        delimiter: char,
        /// The quote character, if fields may be quoted.
        quote: Option<char>,
        /// Whether the first line titles the columns.
        header: bool,
    },
    /// Fixed-width text.
    Fixed,
}

/// A column filter: how to read one national rating list (the format is described in
/// the module documentation).
#[derive(Clone, Debug)]
pub struct ColumnFilter {
    label: String,
    layout: Layout,
    skip: u32,
    encoding: Option<&'static Encoding>,
    date_order: DateOrder,
    default_federation: Option<Federation>,
    rate: RateType,
    given_first: bool,
    inactive_when: Vec<String>,
    fields: Vec<(Field, Vec<Part>)>,
}

fn ferr(line: u32, column: usize, expected: Expected, found: &str) -> FilterError {
    FilterError {
        line,
        column: u32::try_from(column + 1).unwrap_or(u32::MAX),
        expected,
        found: shorten(found),
    }
}

/// Cuts a line at the first `#` outside double quotes.
fn strip_comment(line: &str) -> &str {
    let mut quoted = false;
    for (i, c) in line.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '#' if !quoted => {
                // `#N` column numbers are values, not comments: a comment starts a line or
                // follows a blank.
                let prev = line[..i].chars().last();
                let next = line[i + 1..].chars().next();
                let is_number = next.is_some_and(|c| c.is_ascii_digit())
                    && prev.is_some_and(|p| p == '=' || p == ' ' || p == '+');
                if !is_number {
                    return &line[..i];
                }
            }
            _ => {}
        }
    }
    line
}

impl ColumnFilter {
    /// One of the shipped filters by name (`ecf`, `dwz`, `uscf`, `ffe`).
    ///
    /// # Errors
    /// When there is no such filter, or (never, as tests check) it does not parse.
    pub fn builtin(name: &str) -> Result<Self, FilterError> {
        let text = BUILTIN_FILTERS
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, t)| *t)
            .ok_or_else(|| ferr(1, 0, Expected::BuiltinFilter, name))?;
        Self::parse(text)
    }

    /// The list's label (`list = ...`).
    #[must_use]
    pub fn label(&self) -> &str {
        &self.label
    }

    /// The file layout.
    #[must_use]
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// Reads a filter definition.
    ///
    /// # Errors
    /// The first line that is not a known setting or field with a valid value, or a
    /// filter without `list`, `format`, an id field or a name field.
    pub fn parse(text: &str) -> Result<Self, FilterError> {
        let mut label = None;
        let mut format: Option<bool> = None; // Some(true) = csv
        let mut delimiter = ',';
        let mut quote = Some('"');
        let mut header = true;
        let mut skip = 0u32;
        let mut encoding = None;
        let mut date_order = DateOrder::DayMonthYear;
        let mut default_federation = None;
        let mut rate = RateType::Standard;
        let mut given_first = false;
        let mut inactive_when = vec!["i".to_string()];
        let mut raw_fields: Vec<(Field, String, u32, usize)> = Vec::new();
        let mut last_line = 1u32;

        for (i, raw) in text.lines().enumerate() {
            let no = u32::try_from(i + 1).unwrap_or(u32::MAX);
            last_line = no;
            let line = strip_comment(raw);
            if line.trim().is_empty() {
                continue;
            }
            let Some((key, value)) = line.split_once('=') else {
                return Err(ferr(no, 0, Expected::KeyValue, line.trim()));
            };
            let key = key.trim();
            let value_col = line.len() - value.len() + (value.len() - value.trim_start().len());
            let value = value.trim();
            let one_char = |v: &str| -> Result<char, FilterError> {
                let mut cs = v.chars();
                match (cs.next(), cs.next()) {
                    (Some(c), None) => Ok(c),
                    _ => Err(ferr(no, value_col, Expected::OneCharacter, v)),
                }
            };
            if let Some(field) = Field::parse(key) {
                raw_fields.push((field, value.to_string(), no, value_col));
                continue;
            }
            match key {
                "list" => {
                    if value.is_empty() {
                        return Err(ferr(no, value_col, Expected::Label, value));
                    }
                    label = Some(value.to_string());
                }
                "format" => {
                    format = Some(match value {
                        "csv" => true,
                        "fixed" => false,
                        _ => return Err(ferr(no, value_col, Expected::CsvOrFixed, value)),
                    });
                }
                "delimiter" => {
                    delimiter = if value == "tab" {
                        '\t'
                    } else {
                        one_char(value)?
                    };
                }
                "quote" => {
                    quote = if value == "none" {
                        None
                    } else {
                        Some(one_char(value)?)
                    };
                }
                "header" => {
                    header = match value {
                        "yes" => true,
                        "no" => false,
                        _ => return Err(ferr(no, value_col, Expected::YesOrNo, value)),
                    };
                }
                "skip" => {
                    skip = value
                        .parse()
                        .map_err(|_| ferr(no, value_col, Expected::Lines, value))?;
                }
                "encoding" => {
                    encoding = if value == "auto" {
                        None
                    } else {
                        let e = Encoding::for_label(value.as_bytes())
                            .ok_or_else(|| ferr(no, value_col, Expected::EncodingLabel, value))?;
                        // Lines are cut at byte 10: only ASCII-compatible encodings work.
                        if !e.is_ascii_compatible() {
                            return Err(ferr(no, value_col, Expected::AsciiEncoding, value));
                        }
                        Some(e)
                    };
                }
                "date" => {
                    date_order = match value {
                        "dmy" => DateOrder::DayMonthYear,
                        "mdy" => DateOrder::MonthDayYear,
                        _ => return Err(ferr(no, value_col, Expected::DateOrder, value)),
                    };
                }
                "default_federation" => {
                    default_federation = Some(
                        Federation::parse(value)
                            .ok_or_else(|| ferr(no, value_col, Expected::Federation, value))?,
                    );
                }
                "rate" => {
                    rate = RateType::parse(value)
                        .ok_or_else(|| ferr(no, value_col, Expected::RateType, value))?;
                }
                "name_order" => {
                    given_first = match value {
                        "surname_first" => false,
                        "given_first" => true,
                        _ => {
                            return Err(ferr(no, value_col, Expected::NameOrder, value));
                        }
                    };
                }
                "inactive_when" => {
                    inactive_when = value
                        .split(',')
                        .map(|v| v.trim().to_string())
                        .filter(|v| !v.is_empty())
                        .collect();
                }
                _ => {
                    return Err(ferr(no, 0, Expected::Setting, key));
                }
            }
        }
        let label = label.ok_or_else(|| ferr(last_line, 0, Expected::ListLine, ""))?;
        let csv = format.ok_or_else(|| ferr(last_line, 0, Expected::FormatLine, ""))?;
        let layout = if csv {
            Layout::Csv {
                delimiter,
                quote,
                header,
            }
        } else {
            Layout::Fixed
        };
        let mut fields = Vec::new();
        for (field, value, no, col) in raw_fields {
            let parts = parse_parts(&value, &layout, no, col)?;
            fields.push((field, parts));
        }
        let has = |f: Field| fields.iter().any(|(g, _)| *g == f);
        if !has(Field::NationalId) && !has(Field::FideId) {
            return Err(ferr(last_line, 0, Expected::IdField, ""));
        }
        if !has(Field::Name) && !has(Field::Surname) {
            return Err(ferr(last_line, 0, Expected::NameField, ""));
        }
        Ok(Self {
            label,
            layout,
            skip,
            encoding,
            date_order,
            default_federation,
            rate,
            given_first,
            inactive_when,
            fields,
        })
    }
}

fn parse_parts(
    value: &str,
    layout: &Layout,
    line: u32,
    col: usize,
) -> Result<Vec<Part>, FilterError> {
    let mut parts = Vec::new();
    let mut offset = col;
    for piece in value.split(" + ") {
        let p = piece.trim();
        let here = offset + (piece.len() - piece.trim_start().len());
        offset += piece.len() + 3;
        if p.is_empty() {
            return Err(ferr(line, here, Expected::Column, p));
        }
        if let Some(text) = p.strip_prefix('"') {
            let text = text
                .strip_suffix('"')
                .ok_or_else(|| ferr(line, here, Expected::ClosingQuoteMark, p))?;
            parts.push(Part::Text(text.to_string()));
            continue;
        }
        match layout {
            Layout::Csv { header, .. } => {
                if let Some(n) = p.strip_prefix('#') {
                    let n: usize = n
                        .parse()
                        .ok()
                        .filter(|&n| n >= 1)
                        .ok_or_else(|| ferr(line, here, Expected::ColumnNumber, p))?;
                    parts.push(Part::Index(n - 1));
                } else if *header {
                    parts.push(Part::Title(p.to_string()));
                } else {
                    return Err(ferr(line, here, Expected::ColumnIndex, p));
                }
            }
            Layout::Fixed => {
                let bad = || ferr(line, here, Expected::Span, p);
                let (a, b, width) = if let Some((a, b)) = p.split_once('-') {
                    (a, b, false)
                } else if let Some((a, w)) = p.split_once('+') {
                    (a, w, true)
                } else {
                    return Err(bad());
                };
                let a: usize = a.trim().parse().map_err(|_| bad())?;
                let b: usize = b.trim().parse().map_err(|_| bad())?;
                if a == 0 {
                    return Err(bad());
                }
                let end = if width { a - 1 + b } else { b };
                if end < a || end - a > 10_000 {
                    return Err(bad());
                }
                parts.push(Part::Span(a - 1, end));
            }
        }
    }
    Ok(parts)
}

/// Splits one CSV record into fields (a doubled quote inside quotes is a quote).
fn split_csv(text: &str, delimiter: char, quote: Option<char>) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut start = 0usize;
    let mut quoted = false;
    let mut chars = text.chars().enumerate().peekable();
    while let Some((i, c)) = chars.next() {
        if quoted {
            if Some(c) == quote {
                if chars.peek().map(|&(_, n)| n) == quote {
                    cur.push(c);
                    chars.next();
                } else {
                    quoted = false;
                }
            } else {
                cur.push(c);
            }
        } else if c == delimiter {
            out.push((start, std::mem::take(&mut cur)));
            start = i + 1;
        } else if Some(c) == quote && cur.trim().is_empty() {
            cur.clear();
            quoted = true;
        } else {
            cur.push(c);
        }
    }
    out.push((start, cur));
    out
}

/// Whether a record has an unclosed quote (it goes on in the next line).
fn open_quote(text: &str, quote: Option<char>) -> bool {
    quote.is_some_and(|q| text.chars().filter(|&c| c == q).count() % 2 == 1)
}

/// Reads a national list through a filter.
pub(crate) struct FilterReader {
    filter: ColumnFilter,
    /// Column index of each title, once the header is read.
    resolved: Option<Vec<(Field, Vec<Part>)>>,
    skipped: u32,
    /// A record whose quoted field goes on past the line end: first line and text so far.
    pending: Option<(u64, String)>,
    failed: bool,
}

/// The longest record kept: a few hundred bytes in every known list.
pub(crate) const FILTER_LINE_LIMIT: usize = 16 * 1024;

impl FilterReader {
    pub(crate) fn new(filter: ColumnFilter) -> Self {
        let needs_header = matches!(filter.layout, Layout::Csv { header: true, .. });
        let resolved = (!needs_header).then(|| filter.fields.clone());
        Self {
            filter,
            resolved,
            skipped: 0,
            pending: None,
            failed: false,
        }
    }

    fn decode<'a>(&self, bytes: &'a [u8]) -> std::borrow::Cow<'a, str> {
        match self.filter.encoding {
            None => decode_auto(bytes),
            Some(e) => e.decode_without_bom_handling(bytes).0,
        }
    }

    pub(crate) fn next(&mut self, lines: &mut LineBuffer) -> Option<Result<ListPlayer, ListError>> {
        if self.failed {
            return None;
        }
        loop {
            let (no, text) = match lines.next_line() {
                Some(Line::Text(no, r)) => (no, self.decode(lines.bytes(r)).into_owned()),
                Some(Line::TooLong(no)) => {
                    self.pending = None;
                    return Some(Err(lines.too_long(no)));
                }
                None => {
                    if lines.is_finished()
                        && let Some((no, _)) = self.pending.take()
                    {
                        return Some(Err(ListError::Field {
                            line: no,
                            column: 1,
                            field: ListField::Record,
                            expected: Expected::ClosingQuote,
                            found: String::new(),
                        }));
                    }
                    return None;
                }
            };
            if self.skipped < self.filter.skip {
                self.skipped += 1;
                continue;
            }
            let text = text.trim_start_matches('\u{feff}').to_string();
            let (no, text) = match self.pending.take() {
                Some((first, mut before)) => {
                    before.push('\n');
                    before.push_str(&text);
                    (first, before)
                }
                None => (no, text),
            };
            if let Layout::Csv { quote, .. } = self.filter.layout
                && open_quote(&text, quote)
            {
                if text.len() > FILTER_LINE_LIMIT {
                    return Some(Err(lines.too_long(no)));
                }
                self.pending = Some((no, text));
                continue;
            }
            if text.trim().is_empty() {
                continue;
            }
            match &self.resolved {
                None => match self.read_header(no, &text) {
                    Ok(r) => self.resolved = Some(r),
                    Err(e) => {
                        self.failed = true;
                        return Some(Err(e));
                    }
                },
                Some(fields) => return Some(self.read_record(fields, no, &text)),
            }
        }
    }

    fn read_header(&self, no: u64, text: &str) -> Result<Vec<(Field, Vec<Part>)>, ListError> {
        let Layout::Csv {
            delimiter, quote, ..
        } = self.filter.layout
        else {
            return Ok(self.filter.fields.clone());
        };
        let titles: Vec<String> = split_csv(text, delimiter, quote)
            .into_iter()
            .map(|(_, t)| t.trim().to_string())
            .collect();
        let mut out = Vec::new();
        for (field, parts) in &self.filter.fields {
            let mut resolved = Vec::new();
            for part in parts {
                resolved.push(match part {
                    Part::Title(t) => {
                        let i =
                            titles
                                .iter()
                                .position(|h| h == t)
                                .ok_or_else(|| ListError::Shape {
                                    line: no,
                                    column: 1,
                                    expected: Wanted::Column {
                                        title: t.clone(),
                                        list: self.filter.label.clone(),
                                        field: field.name(),
                                    },
                                    found: shorten(text),
                                })?;
                        Part::Index(i)
                    }
                    other => other.clone(),
                });
            }
            out.push((*field, resolved));
        }
        Ok(out)
    }

    fn read_record(
        &self,
        fields: &[(Field, Vec<Part>)],
        no: u64,
        text: &str,
    ) -> Result<ListPlayer, ListError> {
        let f = &self.filter;
        let (cells, chars): (Vec<(usize, String)>, Vec<char>) = match f.layout {
            Layout::Csv {
                delimiter, quote, ..
            } => (split_csv(text, delimiter, quote), Vec::new()),
            Layout::Fixed => (Vec::new(), text.chars().collect()),
        };
        // The value of a field and the column (1-based) it starts at.
        let value_of = |parts: &[Part]| -> (String, u32) {
            let mut s = String::new();
            let mut column = None;
            for part in parts {
                match part {
                    Part::Text(t) => s.push_str(t),
                    Part::Index(i) => {
                        if let Some((start, cell)) = cells.get(*i) {
                            column.get_or_insert(*start);
                            s.push_str(cell.trim());
                        }
                    }
                    Part::Span(a, b) => {
                        column.get_or_insert(*a);
                        if *a < chars.len() {
                            let piece: String = chars[*a..(*b).min(chars.len())].iter().collect();
                            s.push_str(piece.trim());
                        }
                    }
                    Part::Title(_) => {}
                }
            }
            let col = u32::try_from(column.unwrap_or(0) + 1).unwrap_or(u32::MAX);
            (s, col)
        };
        let mut p = ListPlayer::new(ListKind::National, String::new());
        let mut surname = String::new();
        let mut given = String::new();
        let mut first_col = 1;
        for (field, parts) in fields {
            let (value, column) = value_of(parts);
            let err = |expected: Expected| ListError::Field {
                line: no,
                column,
                field: field.name(),
                expected,
                found: shorten(&value),
            };
            match field {
                Field::NationalId => {
                    first_col = column;
                    p.national_id = NationalId::new(&value);
                }
                Field::FideId => {
                    p.fide_id = FideId::parse(&value).map_err(|_| err(Expected::FideId))?;
                }
                Field::Name => p.name = person_name(&value, f.given_first),
                Field::Surname => surname = value,
                Field::GivenName => given = value,
                Field::Federation => {
                    if !value.is_empty() {
                        p.federation = Some(
                            Federation::parse(&value).ok_or_else(|| err(Expected::Federation))?,
                        );
                    }
                }
                Field::Rating(rate) => {
                    let r = national_rating(&value).ok_or_else(|| err(Expected::Rating))?;
                    *p.ratings.slot(rate.unwrap_or(f.rate)) = r.map(|rating| ChessRating {
                        rating,
                        games: None,
                        k: None,
                    });
                }
                Field::Birth => {
                    p.birth = BirthDate::parse(&value, f.date_order)
                        .map_err(|_| err(Expected::BirthDate))?;
                }
                Field::Sex => p.sex = parse_sex(&value).map_err(|_| err(Expected::Sex))?,
                Field::Title => p.title = Title::parse(&value),
                Field::Club => p.club = (!value.is_empty()).then_some(value),
                Field::Inactive => {
                    p.inactive = f
                        .inactive_when
                        .iter()
                        .any(|v| v.eq_ignore_ascii_case(value.trim()));
                }
            }
        }
        if p.name.is_empty() && !surname.is_empty() {
            p.name = if given.is_empty() {
                surname
            } else {
                format!("{surname}, {given}")
            };
        }
        if p.federation.is_none() {
            p.federation = f.default_federation;
        }
        if p.name.is_empty() {
            return Err(ListError::Field {
                line: no,
                column: 1,
                field: ListField::Name,
                expected: Expected::Name,
                found: String::new(),
            });
        }
        if p.national_id.is_none() && p.fide_id.is_none() {
            return Err(ListError::Field {
                line: no,
                column: first_col,
                field: ListField::NationalId,
                expected: Expected::NationalId,
                found: String::new(),
            });
        }
        Ok(p)
    }
}

/// A rating as national lists write it: digits, perhaps followed by a mark (a provisional
/// `1500P12`, `1500/12`, `1500*`, `1500?`; the FFE's `1500F`, `1500N`, `1500E` for FIDE,
/// national, estimated); 0 or blank is unrated.
fn national_rating(value: &str) -> Option<Option<Rating>> {
    let v = value.trim();
    if v.is_empty() {
        return Some(None);
    }
    let digits = v.bytes().take_while(u8::is_ascii_digit).count();
    let (num, rest) = v.split_at(digits);
    let mark = rest
        .chars()
        .next()
        .is_none_or(|c| matches!(c, 'P' | 'p' | 'F' | 'N' | 'E' | '/' | '*' | '?' | ' '));
    if num.is_empty() || !mark {
        return None;
    }
    match num.parse::<u16>().ok()? {
        0 => Some(None),
        r if r <= 3500 => Some(Some(Rating(r))),
        _ => None,
    }
}

/// A name as `Surname, Given`: `Surname,Given,Title` keeps the first two parts; a name
/// without a comma is `Surname Given` (or `Given Surname` when `given_first`).
fn person_name(value: &str, given_first: bool) -> String {
    let v = value.trim();
    if let Some((s, rest)) = v.split_once(',') {
        let g = rest.split(',').next().unwrap_or("").trim();
        return if g.is_empty() {
            s.trim().to_string()
        } else {
            format!("{}, {g}", s.trim())
        };
    }
    let words: Vec<&str> = v.split_whitespace().collect();
    match words.len() {
        0 => String::new(),
        1 => words[0].to_string(),
        n if given_first => format!("{}, {}", words[n - 1], words[..n - 1].join(" ")),
        _ => format!("{}, {}", words[0], words[1..].join(" ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_fields() {
        let f = split_csv(r#"a,"b,c",,"d ""e""" "#, ',', Some('"'));
        let v: Vec<&str> = f.iter().map(|(_, s)| s.as_str()).collect();
        assert_eq!(v, vec!["a", "b,c", "", "d \"e\" "]);
        assert_eq!(
            f.iter().map(|(i, _)| *i).collect::<Vec<_>>(),
            vec![0, 2, 8, 9]
        );
    }

    #[test]
    fn names() {
        assert_eq!(person_name("Müller,Hans,Dr.", false), "Müller, Hans");
        assert_eq!(person_name("Smith John A", false), "Smith, John A");
        assert_eq!(person_name("John A Smith", true), "Smith, John A");
        assert_eq!(person_name("Cher", true), "Cher");
    }

    #[test]
    fn ratings() {
        assert_eq!(national_rating("1500P12"), Some(Some(Rating(1500))));
        assert_eq!(national_rating("0"), Some(None));
        assert_eq!(national_rating(""), Some(None));
        assert_eq!(national_rating("15x"), None);
        assert_eq!(national_rating("9999"), None);
    }

    #[test]
    fn filter_errors_are_placed() {
        let e = ColumnFilter::parse("list = X\nformat = tsv\n").err();
        assert_eq!(e.map(|e| (e.line, e.column)), Some((2, 10)));
        let e =
            ColumnFilter::parse("list = X\nformat = fixed\nname = 1-10\nnational_id = 12\n").err();
        assert_eq!(e.map(|e| (e.line, e.column)), Some((4, 15)));
        let e = ColumnFilter::parse("list = X\nformat = csv\nname = a\n").err();
        assert!(e.is_some_and(|e| e.expected.english().contains("national_id")));
        let e = ColumnFilter::parse("list = X\nformat = csv\nnonsense = 1\n").err();
        assert_eq!(e.map(|e| e.line), Some(3));
    }

    #[test]
    fn builtin_filters_parse() {
        for (name, _) in BUILTIN_FILTERS {
            assert!(ColumnFilter::builtin(name).is_ok(), "{name}");
        }
        assert!(ColumnFilter::builtin("xyz").is_err());
    }
}
