//! Reading PGN files: the import format of the PGN standard ("Portable Game Notation
//! Specification and Implementation Guide", 1994), section 8 (a tag pair section, then a
//! movetext section ending with a game termination marker), with the tokens of section 7,
//! the escape lines of section 6 and the character set of section 4 (ISO 8859-1; UTF-8 is
//! read too, with or without a byte order mark). Line ends may be LF, CRLF or CR.
//!
//! The syntax is checked, not the chess: each move must be written as SAN (section
//! 8.2.3: `e4`, `Nbd7`, `exd8=Q+`, `O-O`), but whether it is legal in the position is not
//! verified. Reading is in two steps: [`parse`] reads the text into [`RawGame`]s (tags as
//! written, the termination marker, the game's text), failing on the first syntax error
//! with its line and column; [`RawGame::validate`] then checks what the standard asks of
//! the tags (each at most once, a `Result` that agrees with the termination marker, FIDE
//! ids that are numbers) and gives a [`Game`].

use std::fmt;

/// A syntax error: where, what the reader expected there, and what it found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: expected {expected}, found {found}")]
pub struct PgnError {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, in characters.
    pub column: usize,
    /// What would have been correct here.
    pub expected: String,
    /// What is there instead.
    pub found: String,
}

/// A game termination marker (section 8.2.6), which the `Result` tag repeats.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Termination {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2`.
    Draw,
    /// `*`: the game is unfinished, or its result is unknown.
    Unknown,
}

impl Termination {
    /// The marker as written.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Termination::WhiteWins => "1-0",
            Termination::BlackWins => "0-1",
            Termination::Draw => "1/2-1/2",
            Termination::Unknown => "*",
        }
    }

    /// Reads a marker.
    #[must_use]
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "1-0" => Some(Termination::WhiteWins),
            "0-1" => Some(Termination::BlackWins),
            "1/2-1/2" => Some(Termination::Draw),
            "*" => Some(Termination::Unknown),
            _ => None,
        }
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A tag pair as written (section 8.1.1), its value unescaped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tag {
    /// The tag name.
    pub name: String,
    /// The value, without its quotes and escapes.
    pub value: String,
    /// Where the tag pair starts: line and column.
    pub at: (usize, usize),
}

/// A game as read, before its tags are checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawGame {
    /// Its number in the file, from 1.
    pub number: usize,
    /// The line it starts on.
    pub line: usize,
    /// The tag pairs in file order.
    pub tags: Vec<Tag>,
    /// The game termination marker and where it is.
    pub termination: (Termination, (usize, usize)),
    /// Moves of the main line (variations left out).
    pub moves: usize,
    /// The game's text from its first tag pair to its termination marker, as in the file
    /// (line ends written as LF).
    pub text: String,
}

impl RawGame {
    /// The value of tag `name`, if the game has it.
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|t| t.name == name)
            .map(|t| t.value.as_str())
    }

    /// Checks the tags (section 8.1): each tag at most once, a `Result` tag that agrees
    /// with the termination marker (section 8.1.1.7), the round (section 8.1.1.4) and
    /// FIDE ids read.
    ///
    /// # Errors
    /// The first tag that does not satisfy the standard, with its position.
    pub fn validate(&self) -> Result<Game, GameError> {
        let err = |at: (usize, usize), expected: String, found: String| GameError {
            number: self.number,
            line: at.0,
            column: at.1,
            expected,
            found,
        };
        for (i, t) in self.tags.iter().enumerate() {
            if self.tags[..i].iter().any(|o| o.name == t.name) {
                return Err(err(
                    t.at,
                    format!("each tag at most once (section 8.1), {} only once", t.name),
                    format!("a second {} tag", t.name),
                ));
            }
        }
        let (marker, marker_at) = self.termination;
        if let Some(t) = self
            .tags
            .iter()
            .find(|t| t.name == "Result")
            .filter(|t| Termination::parse(&t.value) != Some(marker))
        {
            return Err(err(
                t.at,
                format!(
                    "the Result tag to repeat the termination marker {marker} (line {}, column {})",
                    marker_at.0, marker_at.1
                ),
                format!("{:?}", t.value),
            ));
        }
        let fide_id = |name: &str| -> Result<Option<u64>, GameError> {
            let Some(t) = self.tags.iter().find(|t| t.name == name) else {
                return Ok(None);
            };
            let v = t.value.trim();
            if v.is_empty() || v == "?" || v == "-" {
                return Ok(None);
            }
            match v.parse::<u64>() {
                Ok(id) if id > 0 && v.bytes().all(|b| b.is_ascii_digit()) => Ok(Some(id)),
                _ => Err(err(
                    t.at,
                    format!("a FIDE id (digits) in {name}"),
                    format!("{:?}", t.value),
                )),
            }
        };
        let known = |name: &str| {
            self.tag(name)
                .map(str::trim)
                .filter(|v| !v.is_empty() && *v != "?" && *v != "-")
                .map(str::to_string)
        };
        Ok(Game {
            number: self.number,
            line: self.line,
            event: known("Event"),
            round: self.tag("Round").map_or(RoundTag::Unknown, RoundTag::parse),
            white: known("White"),
            black: known("Black"),
            result: marker,
            white_fide_id: fide_id("WhiteFideId")?,
            black_fide_id: fide_id("BlackFideId")?,
            moves: self.moves,
            text: self.text.clone(),
        })
    }
}

/// A game whose tags break the standard.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("game {number}, line {line}, column {column}: expected {expected}, found {found}")]
pub struct GameError {
    /// The game's number in the file, from 1.
    pub number: usize,
    /// The line of the offending tag.
    pub line: usize,
    /// Its column.
    pub column: usize,
    /// What the standard asks.
    pub expected: String,
    /// What the game has.
    pub found: String,
}

/// The `Round` tag (section 8.1.1.4): a round, or a round and a board as `R.B` (the form
/// arbiter writes, and DGT boards and broadcast tools keep).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoundTag {
    /// Missing, `?` (unknown) or `-` (not applicable).
    Unknown,
    /// A round.
    Round(u16),
    /// A round and a board.
    Board {
        /// The round.
        round: u16,
        /// The board.
        board: u32,
    },
    /// Some other form (`1.2.3`, `final`), kept as written.
    Other(String),
}

impl RoundTag {
    /// Reads a `Round` tag value.
    #[must_use]
    pub fn parse(value: &str) -> Self {
        let v = value.trim();
        if v.is_empty() || v == "?" || v == "-" {
            return RoundTag::Unknown;
        }
        let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        match v.split_once('.') {
            None if digits(v) => v
                .parse()
                .ok()
                .filter(|&r| r > 0)
                .map_or_else(|| RoundTag::Other(v.to_string()), RoundTag::Round),
            Some((r, b)) if digits(r) && digits(b) => match (r.parse(), b.parse()) {
                (Ok(round), Ok(board)) if round > 0 && board > 0 => {
                    RoundTag::Board { round, board }
                }
                _ => RoundTag::Other(v.to_string()),
            },
            _ => RoundTag::Other(v.to_string()),
        }
    }

    /// The round, when the tag names one.
    #[must_use]
    pub fn round(&self) -> Option<u16> {
        match self {
            RoundTag::Round(r) | RoundTag::Board { round: r, .. } => Some(*r),
            RoundTag::Unknown | RoundTag::Other(_) => None,
        }
    }
}

/// A game whose tags are checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// Its number in the file, from 1.
    pub number: usize,
    /// The line it starts on.
    pub line: usize,
    /// The `Event` tag, unless unknown.
    pub event: Option<String>,
    /// The `Round` tag.
    pub round: RoundTag,
    /// White's name, unless unknown.
    pub white: Option<String>,
    /// Black's name, unless unknown.
    pub black: Option<String>,
    /// The result: the termination marker, which the `Result` tag agrees with.
    pub result: Termination,
    /// `WhiteFideId`, when given.
    pub white_fide_id: Option<u64>,
    /// `BlackFideId`, when given.
    pub black_fide_id: Option<u64>,
    /// Moves of the main line.
    pub moves: usize,
    /// The game's text, as in the file.
    pub text: String,
}

/// Reads a PGN file's bytes: UTF-8 (a byte order mark is skipped), else ISO 8859-1 as
/// section 4.1 has it.
///
/// # Errors
/// The first syntax error, with its line and column.
pub fn read(bytes: &[u8]) -> Result<Vec<RawGame>, PgnError> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => parse(text),
        // Every byte is a character of ISO 8859-1, with the same number.
        Err(_) => parse(&bytes.iter().map(|&b| char::from(b)).collect::<String>()),
    }
}

/// Where the reader is in the text.
struct Cursor<'a> {
    src: &'a str,
    pos: usize,
    line: usize,
    column: usize,
}

/// Characters of a symbol token after its first (section 7).
fn symbol_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '+' | '#' | '=' | ':' | '-')
}

/// What a character looks like in an error message.
fn shown(c: Option<char>) -> String {
    match c {
        None => "the end of the file".into(),
        Some('\n' | '\r') => "the end of the line".into(),
        Some(c) if c.is_control() => format!("the control character U+{:04X}", u32::from(c)),
        Some(c) => format!("{c:?}"),
    }
}

impl<'a> Cursor<'a> {
    fn peek(&self) -> Option<char> {
        self.src.get(self.pos..).and_then(|s| s.chars().next())
    }

    fn peek2(&self) -> Option<char> {
        self.src.get(self.pos..).and_then(|s| s.chars().nth(1))
    }

    fn at(&self) -> (usize, usize) {
        (self.line, self.column)
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        match c {
            // CRLF is one line end; a lone CR is one too.
            '\r' if self.peek() == Some('\n') => self.column += 1,
            '\n' | '\r' => {
                self.line += 1;
                self.column = 1;
            }
            _ => self.column += 1,
        }
        Some(c)
    }

    fn error(&self, at: (usize, usize), expected: impl Into<String>, found: String) -> PgnError {
        PgnError {
            line: at.0,
            column: at.1,
            expected: expected.into(),
            found,
        }
    }

    /// Whitespace and escape lines (section 6: a `%` in the first column hides the rest
    /// of the line).
    fn skip_space(&mut self) {
        while let Some(c) = self.peek() {
            if c == '%' && self.column == 1 {
                while self.peek().is_some_and(|c| c != '\n' && c != '\r') {
                    self.bump();
                }
            } else if c.is_whitespace() || c == '\u{feff}' {
                self.bump();
            } else {
                break;
            }
        }
    }

    fn take_while(&mut self, f: impl Fn(char) -> bool) -> &'a str {
        let start = self.pos;
        while self.peek().is_some_and(&f) {
            self.bump();
        }
        &self.src[start..self.pos]
    }

    /// A brace comment (section 8.2.5), which ends at the first `}`.
    fn brace_comment(&mut self) -> Result<(), PgnError> {
        let open = self.at();
        self.bump();
        loop {
            match self.bump() {
                Some('}') => return Ok(()),
                Some(_) => {}
                None => {
                    return Err(self.error(
                        self.at(),
                        format!(
                            "'}}' to close the comment opened at line {}, column {}",
                            open.0, open.1
                        ),
                        shown(None),
                    ));
                }
            }
        }
    }

    /// A rest-of-line comment (section 8.2.5).
    fn line_comment(&mut self) {
        while self.peek().is_some_and(|c| c != '\n' && c != '\r') {
            self.bump();
        }
    }

    /// A tag pair: `[Name "value"]` (section 8.1.1).
    fn tag(&mut self) -> Result<Tag, PgnError> {
        let at = self.at();
        self.bump();
        self.skip_inline();
        if !self.peek().is_some_and(|c| c.is_ascii_alphanumeric()) {
            return Err(self.error(self.at(), "a tag name", shown(self.peek())));
        }
        let name = self.take_while(symbol_char).to_string();
        self.skip_inline();
        if self.peek() != Some('"') {
            return Err(self.error(
                self.at(),
                format!("the quoted value of the tag {name}"),
                shown(self.peek()),
            ));
        }
        self.bump();
        let mut value = String::new();
        loop {
            let here = self.at();
            match self.peek() {
                Some('"') => {
                    self.bump();
                    break;
                }
                Some('\\') => {
                    self.bump();
                    match self.peek() {
                        Some(c @ ('"' | '\\')) => {
                            self.bump();
                            value.push(c);
                        }
                        other => {
                            return Err(self.error(
                                self.at(),
                                "'\"' or '\\' after a backslash in a tag value",
                                shown(other),
                            ));
                        }
                    }
                }
                None | Some('\n' | '\r') => {
                    return Err(self.error(
                        here,
                        format!("'\"' to end the value of the tag {name} on its line"),
                        shown(self.peek()),
                    ));
                }
                Some(c) if c.is_control() && c != '\t' => {
                    return Err(self.error(
                        here,
                        format!("printing characters in the value of the tag {name}"),
                        shown(Some(c)),
                    ));
                }
                Some(c) => {
                    self.bump();
                    value.push(c);
                }
            }
        }
        self.skip_inline();
        if self.peek() != Some(']') {
            return Err(self.error(
                self.at(),
                format!("']' to close the tag {name}"),
                shown(self.peek()),
            ));
        }
        self.bump();
        Ok(Tag { name, value, at })
    }

    /// Spaces and tabs within a line.
    fn skip_inline(&mut self) {
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.bump();
        }
    }

    /// The movetext of a game, up to and including its termination marker (section 8.2).
    /// Returns the marker, where it is, and the moves of the main line.
    fn movetext(&mut self) -> Result<(Termination, (usize, usize), usize), PgnError> {
        let mut open: Vec<(usize, usize)> = Vec::new();
        let mut moves = 0;
        // A suffix annotation (`!`, `?!`) is allowed right after a move only.
        let mut after_move = false;
        loop {
            self.skip_space();
            let at = self.at();
            let Some(c) = self.peek() else {
                let expected = match open.last() {
                    Some(o) => format!(
                        "')' to close the variation opened at line {}, column {}",
                        o.0, o.1
                    ),
                    None => "a game termination marker (1-0, 0-1, 1/2-1/2 or *)".into(),
                };
                return Err(self.error(at, expected, shown(None)));
            };
            let was_after_move = std::mem::take(&mut after_move);
            match c {
                '{' => self.brace_comment()?,
                ';' => self.line_comment(),
                '(' => {
                    self.bump();
                    open.push(at);
                }
                ')' => {
                    if open.pop().is_none() {
                        return Err(self.error(
                            at,
                            "a move or a game termination marker",
                            "')' with no variation open".into(),
                        ));
                    }
                    self.bump();
                }
                '$' => {
                    self.bump();
                    let digits = self.take_while(|c| c.is_ascii_digit());
                    if digits.is_empty()
                        || digits.len() > 3
                        || digits.parse::<u16>().unwrap_or(999) > 255
                    {
                        return Err(self.error(
                            at,
                            "a numeric annotation glyph: '$' and a number from 0 to 255",
                            format!("{:?}", format!("${digits}")),
                        ));
                    }
                }
                '*' => {
                    self.bump();
                    return self.end(&open, Termination::Unknown, at, moves);
                }
                '.' => {
                    // Periods after a move number, when written apart from it.
                    self.take_while(|c| c == '.');
                }
                '!' | '?' if was_after_move => {
                    let s = self.take_while(|c| c == '!' || c == '?');
                    if !matches!(s, "!" | "?" | "!!" | "??" | "!?" | "?!") {
                        return Err(self.error(
                            at,
                            "a suffix annotation (!, ?, !!, ??, !?, ?!)",
                            format!("{s:?}"),
                        ));
                    }
                }
                '[' => {
                    return Err(self.error(
                        at,
                        "a game termination marker (1-0, 0-1, 1/2-1/2 or *) before the next game's tag pairs",
                        "'['".into(),
                    ));
                }
                c if c.is_ascii_digit() => {
                    let token = self.take_while(|c| symbol_char(c) || c == '/');
                    if let Some(t) =
                        Termination::parse(token).filter(|t| *t != Termination::Unknown)
                    {
                        return self.end(&open, t, at, moves);
                    }
                    if token.bytes().all(|b| b.is_ascii_digit()) {
                        // A move number indication (section 8.2.2), its periods optional.
                        self.take_while(|c| c == '.');
                    } else if san(token) {
                        // Castling written with zeros.
                        moves += usize::from(open.is_empty());
                        after_move = true;
                    } else {
                        return Err(self.error(
                            at,
                            "a move number, a move in SAN or a game termination marker",
                            format!("{token:?}"),
                        ));
                    }
                }
                '-' if self.peek2() == Some('-') => {
                    // A null move, as several programs write one.
                    self.bump();
                    self.bump();
                    moves += usize::from(open.is_empty());
                    after_move = true;
                }
                c if c.is_ascii_alphabetic() => {
                    let token = self.take_while(symbol_char);
                    if !san(token) {
                        return Err(self.error(
                            at,
                            "a move in SAN (e4, Nf3, exd5, e8=Q, O-O)",
                            format!("{token:?}"),
                        ));
                    }
                    moves += usize::from(open.is_empty());
                    after_move = true;
                }
                other => {
                    return Err(self.error(
                        at,
                        "a move, a move number, a comment, a variation, an annotation or a game termination marker",
                        shown(Some(other)),
                    ));
                }
            }
        }
    }

    fn end(
        &self,
        open: &[(usize, usize)],
        t: Termination,
        at: (usize, usize),
        moves: usize,
    ) -> Result<(Termination, (usize, usize), usize), PgnError> {
        match open.last() {
            Some(o) => Err(self.error(
                at,
                format!(
                    "')' to close the variation opened at line {}, column {}",
                    o.0, o.1
                ),
                format!("the game termination marker {t}"),
            )),
            None => Ok((t, at, moves)),
        }
    }
}

/// Whether a token is a move in SAN (section 8.2.3), leaving legality aside: castling,
/// a piece move with its optional disambiguation and capture, or a pawn move with its
/// optional capture and promotion, then an optional check or mate sign.
fn san(token: &str) -> bool {
    let t = token.strip_suffix(['+', '#']).unwrap_or(token);
    if matches!(t, "O-O" | "O-O-O" | "0-0" | "0-0-0") {
        return true;
    }
    let b = t.as_bytes();
    let file = |c: u8| (b'a'..=b'h').contains(&c);
    let rank = |c: u8| (b'1'..=b'8').contains(&c);
    let square = |s: &[u8]| s.len() == 2 && file(s[0]) && rank(s[1]);
    match b.first() {
        Some(b'K' | b'Q' | b'R' | b'B' | b'N') => {
            let rest = &b[1..];
            if rest.len() < 2 || !square(&rest[rest.len() - 2..]) {
                return false;
            }
            let mut pre = &rest[..rest.len() - 2];
            if let Some(p) = pre.strip_suffix(b"x") {
                pre = p;
            }
            match pre {
                [] => true,
                [c] => file(*c) || rank(*c),
                [f, r] => file(*f) && rank(*r),
                _ => false,
            }
        }
        Some(&c) if file(c) => {
            // The promotion, with or without '='.
            let body = match b {
                [.., b'=', p] if b"QRBN".contains(p) => &b[..b.len() - 2],
                [.., r, p] if b"QRBN".contains(p) && rank(*r) => &b[..b.len() - 1],
                _ => b,
            };
            match body {
                [f, r] => file(*f) && rank(*r),
                [f, b'x', g, r] => file(*f) && file(*g) && rank(*r),
                _ => false,
            }
        }
        _ => false,
    }
}

/// Reads the games of a PGN text (section 8: each game a tag pair section and a movetext
/// section). Comments between games belong to none and are skipped.
///
/// # Errors
/// The first syntax error, with its line and column.
pub fn parse(text: &str) -> Result<Vec<RawGame>, PgnError> {
    let mut c = Cursor {
        src: text.strip_prefix('\u{feff}').unwrap_or(text),
        pos: 0,
        line: 1,
        column: 1,
    };
    let mut games = Vec::new();
    loop {
        // Between games: whitespace, escape lines, and comments that belong to no game.
        loop {
            c.skip_space();
            match c.peek() {
                Some('{') => c.brace_comment()?,
                Some(';') => c.line_comment(),
                _ => break,
            }
        }
        if c.peek().is_none() {
            break;
        }
        let start = c.pos;
        let line = c.line;
        let mut tags = Vec::new();
        while c.peek() == Some('[') {
            tags.push(c.tag()?);
            c.skip_space();
        }
        let (marker, at, moves) = c.movetext()?;
        let verbatim = &c.src[start..c.pos];
        games.push(RawGame {
            number: games.len() + 1,
            line,
            tags,
            termination: (marker, at),
            moves,
            text: verbatim.replace("\r\n", "\n").replace('\r', "\n"),
        });
    }
    Ok(games)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn san_moves_are_recognised_without_checking_legality() {
        for ok in [
            "e4", "exd5", "e8=Q", "e8Q+", "axb8=N#", "Nf3", "Nbd7", "R1e2", "Qh4xe1", "Kxe2",
            "O-O", "O-O-O+", "0-0", "Bxf7#",
        ] {
            assert!(san(ok), "{ok}");
        }
        for bad in [
            "e9", "i4", "Nf", "Zf3", "exd", "Pe4", "Nbd7d", "e8=K", "O-O-O-O", "x",
        ] {
            assert!(!san(bad), "{bad}");
        }
    }

    #[test]
    fn round_tags() {
        assert_eq!(
            RoundTag::parse("3.12"),
            RoundTag::Board {
                round: 3,
                board: 12
            }
        );
        assert_eq!(RoundTag::parse(" 4 "), RoundTag::Round(4));
        assert_eq!(RoundTag::parse("?"), RoundTag::Unknown);
        assert_eq!(RoundTag::parse("-"), RoundTag::Unknown);
        assert_eq!(RoundTag::parse("1.2.3"), RoundTag::Other("1.2.3".into()));
        assert_eq!(RoundTag::parse("0"), RoundTag::Other("0".into()));
        assert_eq!(RoundTag::parse("99999"), RoundTag::Other("99999".into()));
    }
}
