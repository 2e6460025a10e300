//! The streaming reader every list goes through: the caller pushes the file's bytes in
//! chunks as it reads them and pulls records as they complete, so a list of any size is
//! read in the memory of one chunk and one record. [`ListReader::consumed`] is the
//! progress.

use crate::error::{FilterError, ListError};
use crate::fide::{BOM, FideOptions, TXT_LINE_LIMIT, TxtReader, XmlReader, is_txt_header};
use crate::filter::{ColumnFilter, FILTER_LINE_LIMIT, FilterReader};
use crate::go::{GoList, read_line};
use crate::lines::{Line, LineBuffer, decode_auto};
use crate::types::ListPlayer;

/// Which list a reader reads.
#[derive(Clone, Debug)]
pub enum ListFormat {
    /// The FIDE list, text or XML, recognised from its first bytes.
    Fide(FideOptions),
    /// A national list through a column filter.
    Filter(ColumnFilter),
    /// A Go list.
    Go(GoList),
}

/// The lists known by name, for `--list` and the desk's import form.
pub const LIST_NAMES: [&str; 8] = ["fide", "ecf", "dwz", "uscf", "ffe", "egf", "ffg", "aga"];

impl ListFormat {
    /// The format of a list known by name (one of [`LIST_NAMES`]); for the FIDE list,
    /// `rate` is the rate type of a single-rate text file.
    ///
    /// # Errors
    /// When `name` is none of them.
    pub fn named(name: &str, rate: Option<crate::RateType>) -> Result<Self, FilterError> {
        Ok(match name {
            "fide" => {
                let mut o = FideOptions::default();
                if let Some(r) = rate {
                    o.single_rate = r;
                }
                ListFormat::Fide(o)
            }
            "egf" => ListFormat::Go(GoList::Egf),
            "ffg" => ListFormat::Go(GoList::Ffg),
            "aga" => ListFormat::Go(GoList::Aga),
            other => ListFormat::Filter(ColumnFilter::builtin(other)?),
        })
    }

    /// The kind a store keeps the list under: `fide`, `national`, `egf`, `ffg` or `aga`.
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            ListFormat::Fide(_) => "fide",
            ListFormat::Filter(_) => "national",
            ListFormat::Go(GoList::Egf) => "egf",
            ListFormat::Go(GoList::Ffg) => "ffg",
            ListFormat::Go(GoList::Aga) => "aga",
        }
    }
}

/// The shape a FIDE list was recognised as.
#[derive(Copy, Clone, Debug, Eq, PartialEq)]
pub enum FideShape {
    /// Fixed-width text with standard, rapid and blitz columns.
    TxtCombined,
    /// Fixed-width text of one rate type.
    TxtSingle,
    /// XML.
    Xml,
}

enum State {
    /// FIDE, until the first bytes say text or XML.
    Undecided(FideOptions),
    Txt(TxtReader),
    Xml(XmlReader),
    Filter(FilterReader),
    Go(GoList),
}

/// Reads a rating list pushed in chunks (see the module documentation).
///
/// ```
/// use arbiter_ratings::{ListFormat, ListReader, FideOptions};
/// let mut r = ListReader::new(ListFormat::Fide(FideOptions::default()));
/// let mut players = Vec::new();
/// for chunk in [&b"<playerslist><player><fideid>1503014</fideid>"[..],
///               &b"<name>Carlsen, Magnus</name></player></playerslist>"[..]] {
///     r.push(chunk);
///     while let Some(p) = r.next_record() { players.push(p); }
/// }
/// r.finish();
/// while let Some(p) = r.next_record() { players.push(p); }
/// assert_eq!(players.len(), 1);
/// ```
pub struct ListReader {
    state: State,
    lines: LineBuffer,
    /// Bytes pushed before the FIDE shape is known.
    head: Vec<u8>,
}

impl ListReader {
    /// A reader of `format`.
    #[must_use]
    pub fn new(format: ListFormat) -> Self {
        let (state, limit) = match format {
            ListFormat::Fide(o) => (State::Undecided(o), TXT_LINE_LIMIT),
            ListFormat::Filter(f) => (State::Filter(FilterReader::new(f)), FILTER_LINE_LIMIT),
            ListFormat::Go(g) => (State::Go(g), TXT_LINE_LIMIT),
        };
        Self {
            state,
            lines: LineBuffer::new(limit),
            head: Vec::new(),
        }
    }

    /// A reader of the FIDE list with default options (a single list is standard).
    #[must_use]
    pub fn fide() -> Self {
        Self::new(ListFormat::Fide(FideOptions::default()))
    }

    /// Gives the reader the next bytes of the file.
    pub fn push(&mut self, chunk: &[u8]) {
        match &mut self.state {
            State::Undecided(_) => {
                self.head.extend_from_slice(chunk);
                self.decide(false);
            }
            State::Xml(x) => x.push(chunk),
            _ => self.lines.push(chunk),
        }
    }

    /// Says the file has ended: the last line or record is read even without its line
    /// end.
    pub fn finish(&mut self) {
        if matches!(self.state, State::Undecided(_)) {
            self.decide(true);
        }
        match &mut self.state {
            State::Xml(x) => x.finish(),
            _ => self.lines.finish(),
        }
    }

    /// Decides text or XML from the first bytes that are not blank.
    fn decide(&mut self, at_end: bool) {
        let State::Undecided(opts) = self.state else {
            return;
        };
        if !at_end && self.head.len() < BOM.len() && BOM.starts_with(&self.head) {
            // The byte order mark may go on in the next chunk.
            return;
        }
        let body = self.head.strip_prefix(BOM).unwrap_or(&self.head);
        let first = body
            .iter()
            .position(|b| !b.is_ascii_whitespace())
            .map(|i| body[i]);
        let Some(first) = first else {
            if at_end {
                self.state = State::Txt(TxtReader::new(opts));
                let head = std::mem::take(&mut self.head);
                self.lines.push(&head);
            }
            return;
        };
        let head = std::mem::take(&mut self.head);
        if first == b'<' {
            self.state = State::Xml(XmlReader::starting_with(opts, &head));
        } else {
            self.state = State::Txt(TxtReader::new(opts));
            self.lines.push(&head);
        }
    }

    /// The next record, or an error in a record (the reader goes on after it unless it
    /// [is fatal](ListError::is_fatal)); `None` when more bytes are needed or the list has
    /// ended.
    pub fn next_record(&mut self) -> Option<Result<ListPlayer, ListError>> {
        match &mut self.state {
            State::Undecided(_) => None,
            State::Txt(t) => t.next(&mut self.lines),
            State::Xml(x) => x.next(),
            State::Filter(f) => f.next(&mut self.lines),
            State::Go(g) => loop {
                let (no, range) = match self.lines.next_line()? {
                    Line::Text(no, r) => (no, r),
                    Line::TooLong(no) => return Some(Err(self.lines.too_long(no))),
                };
                let text = decode_auto(self.lines.bytes(range));
                match read_line(*g, no, &text) {
                    Ok(None) => {}
                    Ok(Some(p)) => return Some(Ok(p)),
                    Err(e) => return Some(Err(e)),
                }
            },
        }
    }

    /// Bytes of the input read so far: divide by the file size for a progress bar.
    #[must_use]
    pub fn consumed(&self) -> u64 {
        match &self.state {
            State::Undecided(_) => 0,
            State::Xml(x) => x.consumed(),
            _ => self.lines.consumed(),
        }
    }

    /// The shape of a FIDE list, once its first bytes (and for text, its header) are read.
    #[must_use]
    pub fn fide_shape(&self) -> Option<FideShape> {
        match &self.state {
            State::Xml(_) => Some(FideShape::Xml),
            State::Txt(t) => t.layout().map(|l| {
                if l.is_combined() {
                    FideShape::TxtCombined
                } else {
                    FideShape::TxtSingle
                }
            }),
            _ => None,
        }
    }

    /// Reads a whole list held in memory (tests, small files): the records and the errors.
    #[must_use]
    pub fn read_all(format: ListFormat, bytes: &[u8]) -> (Vec<ListPlayer>, Vec<ListError>) {
        let mut r = Self::new(format);
        r.push(bytes);
        r.finish();
        let mut players = Vec::new();
        let mut errors = Vec::new();
        while let Some(x) = r.next_record() {
            match x {
                Ok(p) => players.push(p),
                Err(e) => errors.push(e),
            }
        }
        (players, errors)
    }

    /// The records of a list whose chunks come from `chunks`, as an iterator: it pushes a
    /// chunk whenever it needs more.
    pub fn records<I, C>(self, chunks: I) -> Records<I::IntoIter>
    where
        I: IntoIterator<Item = C>,
        C: AsRef<[u8]>,
    {
        Records {
            reader: self,
            chunks: chunks.into_iter(),
            ended: false,
        }
    }
}

/// The records of a list read from an iterator of chunks ([`ListReader::records`]).
pub struct Records<I> {
    reader: ListReader,
    chunks: I,
    ended: bool,
}

impl<I> Records<I> {
    /// Bytes read so far.
    #[must_use]
    pub fn consumed(&self) -> u64 {
        self.reader.consumed()
    }
}

impl<I, C> Iterator for Records<I>
where
    I: Iterator<Item = C>,
    C: AsRef<[u8]>,
{
    type Item = Result<ListPlayer, ListError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if let Some(r) = self.reader.next_record() {
                return Some(r);
            }
            if self.ended {
                return None;
            }
            match self.chunks.next() {
                Some(c) => self.reader.push(c.as_ref()),
                None => {
                    self.ended = true;
                    self.reader.finish();
                }
            }
        }
    }
}

/// Whether the bytes begin like a FIDE list (its XML, or its text header).
#[must_use]
pub fn looks_like_fide(bytes: &[u8]) -> bool {
    let body = bytes.strip_prefix(BOM).unwrap_or(bytes);
    let start = body
        .iter()
        .position(|b| !b.is_ascii_whitespace())
        .unwrap_or(body.len());
    let body = &body[start..];
    if body.starts_with(b"<") {
        return body
            .windows(b"<playerslist".len())
            .take(4096)
            .any(|w| w == b"<playerslist");
    }
    let first = body.split(|&b| b == b'\n').next().unwrap_or(&[]);
    is_txt_header(&decode_auto(first))
}
