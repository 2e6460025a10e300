//! The FIDE rating list in its published shapes.
//!
//! **Text (fixed width).** One header line, then one player a line, ASCII, CRLF. The
//! combined list (`players_list_foa.txt`) has the header
//!
//! ```text
//! ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag
//! ```
//!
//! with each field starting under its header word and running to the next one (ID 1-15,
//! Name 16-76, Fed 77-80, Sex 81-84, Tit 85-89, WTit 90-94, OTit 95-109, FOA 110-113,
//! then rating, games and K for standard, rapid and blitz, the birth year and the flag
//! `i` inactive / `w` woman / `wi`). The lists of one rate type
//! (`standard_rating_list.txt`, `rapid_…`, `blitz_…`) end in
//! `FOA NOV25 Gms K  B-day Flag`: one rating column headed by the list's month, games
//! and K. The older combined list (`players_list.txt`) has no FOA column. This reader
//! takes every column position from the header itself, by name, so all these shapes
//! (and a moved column) read alike; an other-titles text that overflows into the next
//! column (seen in real lists, e.g. `SI,FI,LSI,SLI,NA` followed by `AFM`) is followed
//! through the rest of the line. Unrated is `0`; a year of `0` is no year.
//!
//! **XML.** The root `<playerslist>` holds `<player>` elements whose children are
//! `fideid, name, country, sex, title, w_title, o_title, foa_title, rating, games, k,
//! rapid_rating, rapid_games, rapid_k, blitz_rating, blitz_games, blitz_k, birthday,
//! flag` (`players_list_xml_foa.xml`); the lists of one rate type have `rating, games,
//! k` only. Each `<player>` is cut out of the stream as soon as it is complete and read
//! with quick-xml's event reader, so no more than one record is ever held.
//!
//! A list of one rate type does not say which type it is (only its file name does): the
//! caller says, through [`FideOptions::single_rate`].

use crate::error::{Expected, ListError, ListField, Wanted, shorten};
use crate::lines::{Line, LineBuffer, decode_auto};
use crate::types::{
    BirthDate, ChessRating, Federation, FideId, ListKind, ListPlayer, RateType, parse_sex,
};
use arbiter_core::{Rating, Sex, Title};
use memchr::memmem;
use quick_xml::events::Event;
use std::sync::LazyLock;

/// Options for the FIDE readers.
#[derive(Copy, Clone, Debug, Eq, PartialEq)]
pub struct FideOptions {
    /// The rate type of a list that has one rating set (`standard_rating_list`,
    /// `rapid_…`, `blitz_…`). Unused for the combined list.
    pub single_rate: RateType,
}

impl Default for FideOptions {
    fn default() -> Self {
        Self {
            single_rate: RateType::Standard,
        }
    }
}

/// The longest line the text reader keeps: real lines are 136-163 bytes.
pub(crate) const TXT_LINE_LIMIT: usize = 4096;
/// The longest `<player>` record the XML reader keeps: real ones are about 450 bytes.
const XML_RECORD_LIMIT: usize = 64 * 1024;

/// Highest rating accepted: no list has come near it.
const MAX_RATING: u16 = 3500;

// ---------------------------------------------------------------------------------------
// Text

/// What a column of the text list holds.
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
enum TxtField {
    Id,
    Name,
    Fed,
    Sex,
    Title,
    WomanTitle,
    OtherTitles,
    Online,
    Rating(Option<RateType>),
    Games(Option<RateType>),
    K(Option<RateType>),
    Birth,
    Flag,
    Unknown,
}

fn txt_field(word: &str) -> TxtField {
    use RateType::{Blitz, Rapid, Standard};
    let w = word.to_ascii_uppercase();
    match w.as_str() {
        "ID" | "ID NUMBER" => TxtField::Id,
        "NAME" => TxtField::Name,
        "FED" => TxtField::Fed,
        "SEX" => TxtField::Sex,
        "TIT" | "TITL" => TxtField::Title,
        "WTIT" => TxtField::WomanTitle,
        "OTIT" => TxtField::OtherTitles,
        "FOA" => TxtField::Online,
        "SRTNG" => TxtField::Rating(Some(Standard)),
        "RRTNG" => TxtField::Rating(Some(Rapid)),
        "BRTNG" => TxtField::Rating(Some(Blitz)),
        "SGM" => TxtField::Games(Some(Standard)),
        "RGM" => TxtField::Games(Some(Rapid)),
        "BGM" => TxtField::Games(Some(Blitz)),
        "SK" => TxtField::K(Some(Standard)),
        "RK" => TxtField::K(Some(Rapid)),
        "BK" => TxtField::K(Some(Blitz)),
        "GMS" | "GM" | "N" | "GAMES" => TxtField::Games(None),
        "K" => TxtField::K(None),
        "RTNG" | "RATING" => TxtField::Rating(None),
        "B-DAY" | "BDAY" | "BORN" | "B-YEAR" => TxtField::Birth,
        "FLAG" => TxtField::Flag,
        // A single list heads its rating column with the list's month: `NOV25`.
        _ if is_month_code(&w) => TxtField::Rating(None),
        _ => TxtField::Unknown,
    }
}

fn is_month_code(w: &str) -> bool {
    const MONTHS: [&str; 12] = [
        "JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC",
    ];
    let b = w.as_bytes();
    b.len() == 5
        && MONTHS.iter().any(|m| w.starts_with(m))
        && b[3].is_ascii_digit()
        && b[4].is_ascii_digit()
}

#[derive(Clone, Debug)]
struct TxtColumn {
    field: TxtField,
    /// Start, in characters from the line start.
    start: usize,
}

/// The layout read from a header line.
#[derive(Clone, Debug)]
pub(crate) struct TxtLayout {
    columns: Vec<TxtColumn>,
    /// Length of the header: a longer line has a field overflowing into the next.
    width: usize,
    single_rate: RateType,
}

/// Whether a first line is the header of a FIDE text list.
pub(crate) fn is_txt_header(line: &str) -> bool {
    let t = line.trim_start_matches('\u{feff}');
    t.starts_with("ID") && t.contains("Name") && t.contains("Fed")
}

impl TxtLayout {
    pub(crate) fn from_header(
        line_no: u64,
        header: &str,
        opts: FideOptions,
    ) -> Result<Self, ListError> {
        let header = header.trim_start_matches('\u{feff}');
        let mut columns: Vec<TxtColumn> = Vec::new();
        let mut pos = 0usize;
        let mut word_start: Option<(usize, String)> = None;
        // Words split at blanks, with `ID Number` as one word.
        let mut words: Vec<(usize, String)> = Vec::new();
        for c in header.chars() {
            if c.is_whitespace() {
                if let Some(w) = word_start.take() {
                    words.push(w);
                }
            } else {
                match &mut word_start {
                    Some((_, w)) => w.push(c),
                    None => word_start = Some((pos, c.to_string())),
                }
            }
            pos += 1;
        }
        if let Some(w) = word_start.take() {
            words.push(w);
        }
        for (start, word) in words {
            if word.eq_ignore_ascii_case("Number")
                && columns.last().is_some_and(|c| c.field == TxtField::Id)
            {
                continue;
            }
            columns.push(TxtColumn {
                field: txt_field(&word),
                start,
            });
        }
        let has = |f: fn(TxtField) -> bool| columns.iter().any(|c| f(c.field));
        if !has(|f| f == TxtField::Id) || !has(|f| f == TxtField::Name) {
            return Err(ListError::Shape {
                line: line_no,
                column: 1,
                expected: Expected::FideHeader.into(),
                found: shorten(header),
            });
        }
        Ok(Self {
            columns,
            width: pos,
            single_rate: opts.single_rate,
        })
    }

    /// Whether the list has a rating column per rate type (the combined list).
    pub(crate) fn is_combined(&self) -> bool {
        self.columns
            .iter()
            .any(|c| matches!(c.field, TxtField::Rating(Some(_))))
    }

    /// Reads one line; `Ok(None)` for a blank one.
    pub(crate) fn read(&self, line_no: u64, text: &str) -> Result<Option<ListPlayer>, ListError> {
        if text.trim().is_empty() {
            return Ok(None);
        }
        // Columns count characters; the published list is ASCII, where they are bytes.
        let offsets: Option<Vec<usize>> = (!text.is_ascii()).then(|| {
            let mut v: Vec<usize> = text.char_indices().map(|(i, _)| i).collect();
            v.push(text.len());
            v
        });
        let len_chars = offsets.as_ref().map_or(text.len(), |o| o.len() - 1);
        let byte_at = |ci: usize| -> usize {
            match &offsets {
                None => ci.min(text.len()),
                Some(o) => o.get(ci).copied().unwrap_or(text.len()),
            }
        };
        let char_at = |ci: usize| -> Option<u8> {
            let b = byte_at(ci);
            text.as_bytes().get(b).copied()
        };
        let is_blank = |c: Option<u8>| c.is_none_or(|c| c == b' ' || c == b'\t');

        let mut p = ListPlayer::new(ListKind::Fide, String::new());
        let mut shift = 0usize;
        let overflow = len_chars.saturating_sub(self.width);
        for (i, col) in self.columns.iter().enumerate() {
            let start = col.start + shift;
            let mut end = match self.columns.get(i + 1) {
                Some(next) => next.start + shift,
                None => len_chars,
            };
            // A field that runs into the next column moves the rest of the line along.
            if shift < overflow && end < len_chars {
                while shift < overflow
                    && end < len_chars
                    && !is_blank(char_at(end - 1))
                    && !is_blank(char_at(end))
                {
                    end += 1;
                    shift += 1;
                }
            }
            if start >= len_chars {
                continue;
            }
            let value = text[byte_at(start)..byte_at(end.min(len_chars))].trim();
            let column = u32::try_from(start + 1).unwrap_or(u32::MAX);
            self.apply(&mut p, col, value, line_no, column)?;
        }
        if p.fide_id.is_none() {
            return Err(field_error(
                line_no,
                1,
                ListField::IdNumber,
                Expected::FideId,
                "",
            ));
        }
        Ok(Some(p))
    }

    fn apply(
        &self,
        p: &mut ListPlayer,
        col: &TxtColumn,
        value: &str,
        line: u64,
        column: u32,
    ) -> Result<(), ListError> {
        let err = |field: ListField, expected: Expected| {
            field_error(line, column, field, expected, value)
        };
        match col.field {
            TxtField::Id => {
                p.fide_id =
                    FideId::parse(value).map_err(|_| err(ListField::IdNumber, Expected::FideId))?;
            }
            TxtField::Name => p.name = value.to_string(),
            TxtField::Fed => {
                p.federation =
                    federation(value).map_err(|()| err(ListField::Fed, Expected::FideFederation))?
            }
            TxtField::Sex => {
                p.sex = parse_sex(value).map_err(|_| err(ListField::SexColumn, Expected::Sex))?;
            }
            TxtField::Title => p.title = Title::parse(value),
            TxtField::WomanTitle => p.woman_title = Title::parse(value),
            TxtField::OtherTitles => p.other_titles = other_titles(value),
            TxtField::Online => p.online_title = (!value.is_empty()).then(|| value.to_string()),
            TxtField::Rating(rate) => {
                let rate = rate.unwrap_or(self.single_rate);
                let r = rating(value).map_err(|()| err(ListField::Rating, Expected::FideRating))?;
                set_rating(p, rate, r);
            }
            TxtField::Games(rate) => {
                let g = count(value).map_err(|()| err(ListField::Games, Expected::Games))?;
                if let Some(r) = p.ratings.slot(rate.unwrap_or(self.single_rate)) {
                    r.games = g;
                }
            }
            TxtField::K(rate) => {
                let k = count(value)
                    .ok()
                    .and_then(|k| k.map(u8::try_from).transpose().ok())
                    .ok_or_else(|| err(ListField::KColumn, Expected::KFactor))?;
                if let Some(r) = p.ratings.slot(rate.unwrap_or(self.single_rate)) {
                    r.k = k;
                }
            }
            TxtField::Birth => {
                p.birth =
                    birth_year(value).map_err(|()| err(ListField::BDay, Expected::BirthYear))?
            }
            TxtField::Flag => {
                apply_flag(p, value).map_err(|()| err(ListField::FlagColumn, Expected::Flag))?
            }
            // A column this reader does not know is no reason to refuse the list.
            TxtField::Unknown => {}
        }
        Ok(())
    }
}

fn field_error(
    line: u64,
    column: u32,
    field: ListField,
    expected: Expected,
    found: &str,
) -> ListError {
    ListError::Field {
        line,
        column,
        field,
        expected,
        found: shorten(found),
    }
}

fn federation(value: &str) -> Result<Option<Federation>, ()> {
    if value.is_empty() {
        return Ok(None);
    }
    Federation::parse(value).map(Some).ok_or(())
}

fn other_titles(value: &str) -> Vec<String> {
    value
        .split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect()
}

fn rating(value: &str) -> Result<Option<Rating>, ()> {
    match count(value)? {
        None | Some(0) => Ok(None),
        Some(r) if r <= MAX_RATING => Ok(Some(Rating(r))),
        Some(_) => Err(()),
    }
}

fn set_rating(p: &mut ListPlayer, rate: RateType, r: Option<Rating>) {
    let slot = p.ratings.slot(rate);
    *slot = r.map(|rating| ChessRating {
        rating,
        games: slot.and_then(|s| s.games),
        k: slot.and_then(|s| s.k),
    });
}

/// A small count (games, K); blank is none.
fn count(value: &str) -> Result<Option<u16>, ()> {
    if value.is_empty() {
        return Ok(None);
    }
    if !value.bytes().all(|b| b.is_ascii_digit()) {
        return Err(());
    }
    value.parse::<u16>().map(Some).map_err(|_| ())
}

fn birth_year(value: &str) -> Result<Option<BirthDate>, ()> {
    match count(value)? {
        None | Some(0) => Ok(None),
        Some(y) => BirthDate::year(y).map(Some).ok_or(()),
    }
}

fn apply_flag(p: &mut ListPlayer, value: &str) -> Result<(), ()> {
    for c in value.chars() {
        match c.to_ascii_lowercase() {
            'i' => p.inactive = true,
            'w' => {
                if p.sex.is_none() {
                    p.sex = Some(Sex::Female);
                }
            }
            _ => return Err(()),
        }
    }
    Ok(())
}

/// Reads the text list line by line.
pub(crate) struct TxtReader {
    opts: FideOptions,
    layout: Option<TxtLayout>,
    failed: bool,
}

impl TxtReader {
    pub(crate) fn new(opts: FideOptions) -> Self {
        Self {
            opts,
            layout: None,
            failed: false,
        }
    }

    pub(crate) fn layout(&self) -> Option<&TxtLayout> {
        self.layout.as_ref()
    }

    pub(crate) fn next(&mut self, lines: &mut LineBuffer) -> Option<Result<ListPlayer, ListError>> {
        if self.failed {
            return None;
        }
        loop {
            let (no, range) = match lines.next_line()? {
                Line::Text(no, r) => (no, r),
                Line::TooLong(no) => return Some(Err(lines.too_long(no))),
            };
            let text = decode_auto(lines.bytes(range));
            match &self.layout {
                None => {
                    if text.trim().is_empty() {
                        continue;
                    }
                    match TxtLayout::from_header(no, &text, self.opts) {
                        Ok(l) => self.layout = Some(l),
                        Err(e) => {
                            self.failed = true;
                            return Some(Err(e));
                        }
                    }
                }
                Some(layout) => match layout.read(no, &text) {
                    Ok(None) => {}
                    Ok(Some(p)) => return Some(Ok(p)),
                    Err(e) => return Some(Err(e)),
                },
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// XML

/// Cuts `<player>` records out of the stream and reads each.
pub(crate) struct XmlReader {
    opts: FideOptions,
    buf: Vec<u8>,
    /// Start of the bytes not yet read.
    start: usize,
    /// Line and column of `buf[start]`.
    line: u64,
    column: u32,
    consumed: u64,
    finished: bool,
    seen_root: bool,
    done: bool,
    /// A stray text between records was reported: the rest of it is not.
    gap_reported: bool,
}

/// UTF-8's byte order mark.
pub(crate) const BOM: &[u8] = &[0xEF, 0xBB, 0xBF];
const OPEN: &[u8] = b"<player";
const CLOSE: &[u8] = b"</player>";

/// Searchers for [`OPEN`] and [`CLOSE`], made once: `memmem::find` makes one for every
/// search, which cost more than the search itself on records of 450 bytes.
static OPEN_FINDER: LazyLock<memmem::Finder<'static>> = LazyLock::new(|| memmem::Finder::new(OPEN));
static CLOSE_FINDER: LazyLock<memmem::Finder<'static>> =
    LazyLock::new(|| memmem::Finder::new(CLOSE));

/// Where a `<player` open tag (not `<playerslist`) starts.
fn find_open(hay: &[u8]) -> Option<usize> {
    let mut from = 0;
    loop {
        let at = from + OPEN_FINDER.find(hay.get(from..)?)?;
        match hay.get(at + OPEN.len()) {
            Some(b'>' | b' ' | b'\t' | b'\r' | b'\n' | b'/') => return Some(at),
            Some(_) => from = at + 1,
            None => return None,
        }
    }
}

impl XmlReader {
    pub(crate) fn new(opts: FideOptions) -> Self {
        Self {
            opts,
            buf: Vec::new(),
            start: 0,
            line: 1,
            column: 1,
            consumed: 0,
            finished: false,
            seen_root: false,
            done: false,
            gap_reported: false,
        }
    }

    /// A reader given the first bytes of the stream, which hold the whole byte order mark
    /// if there is one. The mark is no character: the first column is the one after it.
    pub(crate) fn starting_with(opts: FideOptions, head: &[u8]) -> Self {
        let mut x = Self::new(opts);
        let body = head.strip_prefix(BOM).unwrap_or(head);
        x.consumed = (head.len() - body.len()) as u64;
        x.push(body);
        x
    }

    pub(crate) fn push(&mut self, chunk: &[u8]) {
        if self.start > 0 {
            self.buf.drain(..self.start);
            self.start = 0;
        }
        self.buf.extend_from_slice(chunk);
    }

    pub(crate) fn finish(&mut self) {
        self.finished = true;
    }

    pub(crate) fn consumed(&self) -> u64 {
        self.consumed
    }

    /// Moves the read position `n` bytes on, keeping line and column.
    fn advance(&mut self, n: usize) {
        let end = (self.start + n).min(self.buf.len());
        let (line, column) = position_after(&self.buf[self.start..end], self.line, self.column);
        self.line = line;
        self.column = column;
        self.consumed += (end - self.start) as u64;
        self.start = end;
    }

    pub(crate) fn next(&mut self) -> Option<Result<ListPlayer, ListError>> {
        if self.done {
            return None;
        }
        let rest = &self.buf[self.start..];
        let rest_len = rest.len();
        let Some(open) = find_open(rest) else {
            // Keep a possible partial `<player` at the end for the next chunk.
            let keep = if self.finished {
                0
            } else {
                rest_len.min(OPEN.len())
            };
            let gap_end = rest_len - keep;
            if let Err(e) = self.check_gap(gap_end) {
                self.advance(gap_end);
                return Some(Err(e));
            }
            if gap_end > XML_RECORD_LIMIT {
                self.advance(gap_end);
            }
            if self.finished {
                self.advance(rest_len);
                self.done = true;
                if !self.seen_root {
                    return Some(Err(self.no_root()));
                }
            }
            return None;
        };
        if let Err(e) = self.check_gap(open) {
            // Skip the gap so the error is not reported again.
            self.advance(open);
            return Some(Err(e));
        }
        self.advance(open);
        let rest = &self.buf[self.start..];
        // `<player .../>`: an empty record.
        let tag_end = rest.iter().position(|&b| b == b'>');
        let end = match tag_end {
            Some(t) if t > 0 && rest[t - 1] == b'/' => Some(t + 1),
            Some(_) => CLOSE_FINDER.find(rest).map(|c| c + CLOSE.len()),
            None => None,
        };
        let Some(end) = end else {
            if rest.len() > XML_RECORD_LIMIT {
                let e = ListError::TooLong {
                    line: self.line,
                    limit: XML_RECORD_LIMIT,
                };
                // Skip past this `<player` and look for the next one.
                self.advance(OPEN.len());
                return Some(Err(e));
            }
            if self.finished {
                let e = ListError::Xml {
                    line: self.line,
                    column: self.column,
                    expected: Expected::PlayerClosing.into(),
                };
                self.advance(rest.len());
                self.done = true;
                return Some(Err(e));
            }
            return None;
        };
        let (line, column) = (self.line, self.column);
        self.gap_reported = false;
        if end > XML_RECORD_LIMIT {
            // Too long whether it came in one piece or many.
            self.advance(OPEN.len());
            return Some(Err(ListError::TooLong {
                line,
                limit: XML_RECORD_LIMIT,
            }));
        }
        let result = read_player(&rest[..end], line, column, self.opts);
        self.advance(end);
        if !self.seen_root {
            self.seen_root = true;
        }
        Some(result)
    }

    fn no_root(&self) -> ListError {
        ListError::Shape {
            line: 1,
            column: 1,
            expected: Expected::PlayersList.into(),
            found: String::new(),
        }
    }

    /// Checks the text between records: blanks, the declaration, comments and the
    /// `<playerslist>` root tags only.
    fn check_gap(&mut self, len: usize) -> Result<(), ListError> {
        if self.gap_reported {
            return Ok(());
        }
        let r = self.check_gap_text(len);
        if r.is_err() {
            self.gap_reported = true;
        }
        r
    }

    fn check_gap_text(&mut self, len: usize) -> Result<(), ListError> {
        let gap = &self.buf[self.start..self.start + len];
        let mut i = 0;
        while i < gap.len() {
            let b = gap[i];
            if b.is_ascii_whitespace() {
                i += 1;
                continue;
            }
            let at = position_after(&gap[..i], self.line, self.column);
            let bad = |expected: Expected| ListError::Xml {
                line: at.0,
                column: at.1,
                expected: expected.into(),
            };
            if b != b'<' {
                return Err(bad(Expected::PlayerRecord));
            }
            let Some(close) = gap[i..].iter().position(|&c| c == b'>') else {
                // The tag goes on in the next chunk.
                if self.finished {
                    return Err(bad(Expected::CompleteTag));
                }
                return Ok(());
            };
            let tag = &gap[i + 1..i + close];
            let ok = tag.starts_with(b"?")
                || tag.starts_with(b"!")
                || tag.starts_with(b"playerslist")
                || tag == b"/playerslist";
            if !ok {
                let e = bad(Expected::PlayerRecord);
                return Err(e);
            }
            if tag.starts_with(b"playerslist") {
                self.seen_root = true;
            }
            i += close + 1;
        }
        Ok(())
    }
}

/// Line and column after `bytes`, starting from `line`, `column`.
fn position_after(bytes: &[u8], line: u64, column: u32) -> (u64, u32) {
    // Count characters, not the continuation bytes of UTF-8.
    let chars = |b: &[u8]| b.iter().filter(|&&c| c & 0xC0 != 0x80).count();
    match memchr::memrchr(b'\n', bytes) {
        None => (
            line,
            column.saturating_add(u32::try_from(chars(bytes)).unwrap_or(u32::MAX)),
        ),
        Some(last) => {
            let lines = memchr::memchr_iter(b'\n', bytes).count() as u64;
            let col = 1 + chars(&bytes[last + 1..]);
            (line + lines, u32::try_from(col).unwrap_or(u32::MAX))
        }
    }
}

/// The XML element names of one record's children.
#[derive(Copy, Clone)]
enum XmlField {
    Id,
    Name,
    Country,
    Sex,
    Title,
    WomanTitle,
    OtherTitles,
    Online,
    Rating(Option<RateType>),
    Games(Option<RateType>),
    K(Option<RateType>),
    Birth,
    Flag,
    Unknown,
}

fn xml_field(name: &[u8]) -> XmlField {
    use RateType::{Blitz, Rapid};
    match name {
        b"fideid" => XmlField::Id,
        b"name" => XmlField::Name,
        b"country" => XmlField::Country,
        b"sex" => XmlField::Sex,
        b"title" => XmlField::Title,
        b"w_title" => XmlField::WomanTitle,
        b"o_title" => XmlField::OtherTitles,
        b"foa_title" => XmlField::Online,
        // In the combined list `rating` is standard; in a single list, the list's type.
        b"rating" => XmlField::Rating(None),
        b"games" => XmlField::Games(None),
        b"k" => XmlField::K(None),
        b"rapid_rating" => XmlField::Rating(Some(Rapid)),
        b"rapid_games" => XmlField::Games(Some(Rapid)),
        b"rapid_k" => XmlField::K(Some(Rapid)),
        b"blitz_rating" => XmlField::Rating(Some(Blitz)),
        b"blitz_games" => XmlField::Games(Some(Blitz)),
        b"blitz_k" => XmlField::K(Some(Blitz)),
        b"birthday" => XmlField::Birth,
        b"flag" => XmlField::Flag,
        _ => XmlField::Unknown,
    }
}

/// Reads one `<player>…</player>` record that starts at `line`, `column`: in the shape
/// every published list has by [`read_plain_player`], anything else (and every error) by
/// quick-xml's reader.
fn read_player(
    bytes: &[u8],
    line: u64,
    column: u32,
    opts: FideOptions,
) -> Result<ListPlayer, ListError> {
    match read_plain_player(bytes, opts) {
        Some(p) => Ok(p),
        None => read_any_player(bytes, line, column, opts),
    }
}

/// Reads one record both ways, for the checks that they agree: the plain reader's answer
/// (`None` where it leaves the record to the other) and quick-xml's.
#[doc(hidden)]
pub fn read_record_both_ways(
    bytes: &[u8],
    opts: FideOptions,
) -> (Option<ListPlayer>, Result<ListPlayer, ListError>) {
    (
        read_plain_player(bytes, opts),
        read_any_player(bytes, 1, 1, opts),
    )
}

/// Reads a record in the plain shape the published lists have: `<player>`, then only
/// `<field>text</field>` or `<field/>` children with blanks between them, then
/// `</player>`; the names an ASCII letter then ASCII letters, digits and `_`; the text
/// valid UTF-8 without `&` (an entity or character reference). A full list is this shape
/// throughout, and reading it here is several times quicker than through quick-xml's
/// events (1.3 million records). Anything else, including a value that does not read,
/// gives `None`, and the record is read by [`read_any_player`], which says where an error
/// is; where both read a record they agree (the fuzz target `ratings_fide` and the tests
/// in `tests/xml_paths.rs` check it).
fn read_plain_player(bytes: &[u8], opts: FideOptions) -> Option<ListPlayer> {
    let is_name = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let blanks = |i: usize| {
        i + bytes.get(i..).map_or(0, |r| {
            r.iter().take_while(|b| b.is_ascii_whitespace()).count()
        })
    };
    let mut i = b"<player>".len();
    if bytes.get(..i) != Some(b"<player>") {
        return None;
    }
    let mut p = ListPlayer::new(ListKind::Fide, String::new());
    let mut plain = Plain::default();
    let mut combined = false;
    // Only an error would ask where a value is, and an error is left to the other reader.
    let nowhere = |_: u64| (0, 0);
    loop {
        i = blanks(i);
        let rest = bytes.get(i..)?;
        if rest == CLOSE {
            break;
        }
        // `<name>` or `<name/>`.
        let name_len = rest.get(1..)?.iter().take_while(|&&b| is_name(b)).count();
        if rest.first() != Some(&b'<') || !rest.get(1).is_some_and(u8::is_ascii_alphabetic) {
            return None;
        }
        let name = &rest[1..=name_len];
        let field = xml_field(name);
        combined |= field.is_rated();
        let after = 1 + name_len;
        if rest.get(after..after + 2) == Some(b"/>") {
            apply_xml(&mut p, &mut plain, field, "", 0, &nowhere).ok()?;
            i += after + 2;
            continue;
        }
        if rest.get(after) != Some(&b'>') {
            return None;
        }
        let text_start = after + 1;
        let text_len = memchr::memchr2(b'<', b'&', rest.get(text_start..)?)?;
        let close = text_start + text_len;
        // `</name>` closes it.
        let end = close + 2 + name_len + 1;
        let closing = rest.get(close..end)?;
        if closing.get(..2) != Some(b"</")
            || closing.get(2..2 + name_len) != Some(name)
            || closing.last() != Some(&b'>')
        {
            return None;
        }
        let text = std::str::from_utf8(&rest[text_start..close]).ok()?;
        apply_xml(&mut p, &mut plain, field, text, 0, &nowhere).ok()?;
        i += end;
    }
    finish_player(p, plain, combined, opts).ok()
}

/// Reads one record of any shape with quick-xml's event reader; an error says its line
/// and column, from the record's own at `line`, `column`.
fn read_any_player(
    bytes: &[u8],
    line: u64,
    column: u32,
    opts: FideOptions,
) -> Result<ListPlayer, ListError> {
    // Positions are counted only for an error: counting for every field would scan the
    // record once per field.
    let at = |offset: u64| {
        let o = usize::try_from(offset)
            .unwrap_or(usize::MAX)
            .min(bytes.len());
        position_after(&bytes[..o], line, column)
    };
    let xml_err = |offset: u64, expected: Wanted| {
        let (line, column) = at(offset);
        ListError::Xml {
            line,
            column,
            expected,
        }
    };
    let mut reader = quick_xml::Reader::from_reader(bytes);
    let mut p = ListPlayer::new(ListKind::Fide, String::new());
    let mut depth = 0u32;
    let mut current: Option<(XmlField, u64)> = None;
    let mut text = String::new();
    // `rating`, `games` and `k` are standard in the combined list and the list's own type
    // in a single one: which, the record says only once its rapid or blitz elements come.
    let mut plain = Plain::default();
    let mut combined = false;
    loop {
        let pos = reader.buffer_position();
        let ev = reader
            .read_event()
            .map_err(|e| xml_err(reader.error_position(), xml_expected(&e)))?;
        match ev {
            Event::Start(e) => {
                depth += 1;
                match depth {
                    1 => {
                        if e.name().as_ref() != b"player" {
                            return Err(xml_err(pos, Expected::PlayerElement.into()));
                        }
                    }
                    2 => {
                        current = Some((xml_field(e.name().as_ref()), pos));
                        text.clear();
                    }
                    _ => return Err(xml_err(pos, Expected::FieldText.into())),
                }
            }
            Event::Empty(e) => match depth {
                0 => return Err(xml_err(pos, Expected::PlayerWithFields.into())),
                1 => {
                    let f = xml_field(e.name().as_ref());
                    combined |= f.is_rated();
                    apply_xml(&mut p, &mut plain, f, "", pos, &at)?;
                }
                _ => return Err(xml_err(pos, Expected::FieldText.into())),
            },
            Event::End(_) => {
                if depth == 2
                    && let Some((f, at_pos)) = current.take()
                {
                    combined |= f.is_rated();
                    apply_xml(&mut p, &mut plain, f, &text, at_pos, &at)?;
                }
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    break;
                }
            }
            Event::Text(t) => {
                let s = t
                    .decode()
                    .map_err(|_| xml_err(pos, Expected::Utf8.into()))?;
                if depth == 2 {
                    text.push_str(&s);
                } else if !s.trim().is_empty() {
                    return Err(xml_err(pos, Expected::Element.into()));
                }
            }
            Event::CData(t) => {
                if depth == 2 {
                    text.push_str(&String::from_utf8_lossy(&t));
                }
            }
            Event::GeneralRef(r) => {
                let c = match r.as_ref() {
                    b"amp" => Some('&'),
                    b"lt" => Some('<'),
                    b"gt" => Some('>'),
                    b"quot" => Some('"'),
                    b"apos" => Some('\''),
                    _ => r.resolve_char_ref().ok().flatten(),
                };
                match c {
                    Some(c) if depth == 2 => text.push(c),
                    Some(_) => {}
                    None => return Err(xml_err(pos, Expected::Entity.into())),
                }
            }
            Event::Eof => return Err(xml_err(pos, Expected::PlayerEnd.into())),
            Event::Comment(_) | Event::Decl(_) | Event::PI(_) | Event::DocType(_) => {}
        }
    }
    finish_player(p, plain, combined, opts)
        .map_err(|()| field_error(line, column, ListField::FideIdElement, Expected::FideId, ""))
}

/// Puts the `rating`, `games` and `k` of a record in their place once the whole record is
/// read; `Err` when it has no FIDE id.
fn finish_player(
    mut p: ListPlayer,
    plain: Plain,
    combined: bool,
    opts: FideOptions,
) -> Result<ListPlayer, ()> {
    let rate = if combined {
        RateType::Standard
    } else {
        opts.single_rate
    };
    if let Some(rating) = plain.rating {
        *p.ratings.slot(rate) = Some(ChessRating {
            rating,
            games: plain.games,
            k: plain.k,
        });
    }
    if p.fide_id.is_none() {
        return Err(());
    }
    Ok(p)
}

/// The `rating`, `games` and `k` of a record, until it is known which type they are.
#[derive(Default)]
struct Plain {
    rating: Option<Rating>,
    games: Option<u16>,
    k: Option<u8>,
}

impl XmlField {
    /// A rapid or blitz element: only the combined list has them.
    fn is_rated(self) -> bool {
        matches!(
            self,
            XmlField::Rating(Some(_)) | XmlField::Games(Some(_)) | XmlField::K(Some(_))
        )
    }
}

/// Puts the value of one field of a record into the player.
fn apply_xml(
    p: &mut ListPlayer,
    plain: &mut Plain,
    field: XmlField,
    value: &str,
    offset: u64,
    at: &dyn Fn(u64) -> (u64, u32),
) -> Result<(), ListError> {
    let value = value.trim();
    let err = |field: ListField, expected: Expected| {
        let (l, c) = at(offset);
        field_error(l, c, field, expected, value)
    };
    let k_of = |v: &str| {
        count(v)
            .ok()
            .and_then(|k| k.map(u8::try_from).transpose().ok())
            .ok_or_else(|| err(ListField::K, Expected::KFactor))
    };
    match field {
        XmlField::Id => {
            p.fide_id = FideId::parse(value)
                .map_err(|_| err(ListField::FideIdElement, Expected::FideId))?;
        }
        XmlField::Name => p.name = value.to_string(),
        XmlField::Country => {
            p.federation = federation(value)
                .map_err(|()| err(ListField::Country, Expected::FideFederation))?;
        }
        XmlField::Sex => {
            p.sex = parse_sex(value).map_err(|_| err(ListField::Sex, Expected::Sex))?
        }
        XmlField::Title => p.title = Title::parse(value),
        XmlField::WomanTitle => p.woman_title = Title::parse(value),
        XmlField::OtherTitles => p.other_titles = other_titles(value),
        XmlField::Online => p.online_title = (!value.is_empty()).then(|| value.to_string()),
        XmlField::Rating(None) => {
            plain.rating =
                rating(value).map_err(|()| err(ListField::Rating, Expected::FideRating))?
        }
        XmlField::Games(None) => {
            plain.games = count(value).map_err(|()| err(ListField::Games, Expected::Games))?;
        }
        XmlField::K(None) => plain.k = k_of(value)?,
        XmlField::Rating(Some(rate)) => {
            let r = rating(value).map_err(|()| err(ListField::Rating, Expected::FideRating))?;
            set_rating(p, rate, r);
        }
        XmlField::Games(Some(rate)) => {
            let g = count(value).map_err(|()| err(ListField::Games, Expected::Games))?;
            if let Some(r) = p.ratings.slot(rate) {
                r.games = g;
            }
        }
        XmlField::K(Some(rate)) => {
            let k = k_of(value)?;
            if let Some(r) = p.ratings.slot(rate) {
                r.k = k;
            }
        }
        XmlField::Birth => {
            p.birth =
                birth_year(value).map_err(|()| err(ListField::Birthday, Expected::BirthYear))?
        }
        XmlField::Flag => {
            apply_flag(p, value).map_err(|()| err(ListField::Flag, Expected::Flag))?
        }
        XmlField::Unknown => {}
    }
    Ok(())
}

/// What the XML parser says: its own words, which stay English in every language.
fn xml_expected(e: &quick_xml::Error) -> Wanted {
    Wanted::Parser(shorten(&e.to_string()))
}
