//! A JSON text read into a tree whose every value keeps its line and column, so that what
//! a reader finds wrong in a value (pairgoth's `.tour` files are JSON) is placed where the
//! value stands. Only what RFC 8259 defines is read; numbers keep their text.

use crate::error::{Diagnostic, ErrorKind};

/// How deep arrays and objects may nest: a tournament file nests five levels; a deeper
/// text is refused where it goes too deep instead of exhausting the stack.
const MAX_DEPTH: usize = 64;

/// A value with its position (1-based line and column, in characters).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Json {
    pub line: usize,
    pub column: usize,
    pub value: Value,
}

/// A JSON value.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Value {
    Null,
    Bool(bool),
    /// A number as written.
    Number(String),
    Str(String),
    Array(Vec<Json>),
    /// Members in file order (a repeated name is kept; [`Json::get`] finds the last, as
    /// most readers take it).
    Object(Vec<(String, Json)>),
}

impl Json {
    /// The member `name` of an object.
    pub fn get(&self, name: &str) -> Option<&Json> {
        match &self.value {
            Value::Object(members) => members
                .iter()
                .rev()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v),
            _ => None,
        }
    }

    /// The items of an array.
    pub fn items(&self) -> Option<&[Json]> {
        match &self.value {
            Value::Array(items) => Some(items),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match &self.value {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }

    pub fn as_bool(&self) -> Option<bool> {
        match self.value {
            Value::Bool(b) => Some(b),
            _ => None,
        }
    }

    /// A number as a binary floating-point number.
    pub fn as_f64(&self) -> Option<f64> {
        match &self.value {
            Value::Number(n) => n.parse::<f64>().ok().filter(|x| x.is_finite()),
            _ => None,
        }
    }

    /// A whole number (written `3`, `3.0` or `5.0E14`) within `i64`.
    pub fn as_i64(&self) -> Option<i64> {
        if let Value::Number(n) = &self.value
            && let Ok(i) = n.parse::<i64>()
        {
            return Some(i);
        }
        let x = self.as_f64()?;
        // Whole and within range: the conversion is then exact.
        #[allow(clippy::cast_possible_truncation)]
        (x.fract() == 0.0 && x.abs() < 9.0e18).then_some(x as i64)
    }

    /// What the value is, in words, for an error.
    pub fn found(&self) -> String {
        match &self.value {
            Value::Null => "null".into(),
            Value::Bool(b) => b.to_string(),
            Value::Number(n) => n.clone(),
            Value::Str(s) => format!("{s:?}"),
            Value::Array(_) => "an array".into(),
            Value::Object(_) => "an object".into(),
        }
    }
}

struct Reader<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    line: usize,
    column: usize,
}

type Read<T> = Result<T, Diagnostic>;

impl Reader<'_> {
    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn next(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn error(&self, expected: &'static str, found: Option<char>) -> Diagnostic {
        Diagnostic {
            line: self.line,
            column: self.column,
            kind: ErrorKind::Expected {
                expected,
                found: found.map_or_else(|| "the end of the file".into(), |c| c.to_string()),
            },
        }
    }

    fn blanks(&mut self) {
        while matches!(self.peek(), Some(' ' | '\t' | '\n' | '\r')) {
            self.next();
        }
    }

    fn expect(&mut self, c: char, expected: &'static str) -> Read<()> {
        match self.peek() {
            Some(x) if x == c => {
                self.next();
                Ok(())
            }
            other => Err(self.error(expected, other)),
        }
    }

    fn word(&mut self, word: &str, value: Value) -> Read<Value> {
        for w in word.chars() {
            match self.peek() {
                Some(c) if c == w => {
                    self.next();
                }
                other => return Err(self.error("a JSON value", other)),
            }
        }
        Ok(value)
    }

    fn value(&mut self, depth: usize) -> Read<Json> {
        self.blanks();
        let (line, column) = (self.line, self.column);
        let value = match self.peek() {
            Some('{') => {
                if depth >= MAX_DEPTH {
                    return Err(self.error("values nested less deeply", Some('{')));
                }
                self.next();
                let mut members = Vec::new();
                self.blanks();
                if self.peek() == Some('}') {
                    self.next();
                } else {
                    loop {
                        self.blanks();
                        let next = self.peek();
                        if next != Some('"') {
                            return Err(self.error("a member's name in quotes", next));
                        }
                        let name = self.string()?;
                        self.blanks();
                        self.expect(':', "':' after a member's name")?;
                        let v = self.value(depth + 1)?;
                        members.push((name, v));
                        self.blanks();
                        let next = self.peek();
                        if next == Some('}') {
                            self.next();
                            break;
                        }
                        self.expect(',', "',' or '}'")?;
                    }
                }
                Value::Object(members)
            }
            Some('[') => {
                if depth >= MAX_DEPTH {
                    return Err(self.error("values nested less deeply", Some('[')));
                }
                self.next();
                let mut items = Vec::new();
                self.blanks();
                if self.peek() == Some(']') {
                    self.next();
                } else {
                    loop {
                        items.push(self.value(depth + 1)?);
                        self.blanks();
                        let next = self.peek();
                        if next == Some(']') {
                            self.next();
                            break;
                        }
                        self.expect(',', "',' or ']'")?;
                    }
                }
                Value::Array(items)
            }
            Some('"') => Value::Str(self.string()?),
            Some('t') => self.word("true", Value::Bool(true))?,
            Some('f') => self.word("false", Value::Bool(false))?,
            Some('n') => self.word("null", Value::Null)?,
            Some(c) if c == '-' || c.is_ascii_digit() => Value::Number(self.number()?),
            other => return Err(self.error("a JSON value", other)),
        };
        Ok(Json {
            line,
            column,
            value,
        })
    }

    fn number(&mut self) -> Read<String> {
        let (line, column) = (self.line, self.column);
        let mut text = String::new();
        while let Some(c) = self.peek() {
            if c.is_ascii_digit() || matches!(c, '-' | '+' | '.' | 'e' | 'E') {
                text.push(c);
                self.next();
            } else {
                break;
            }
        }
        let digits = text.strip_prefix('-').unwrap_or(&text);
        let well_formed = digits.starts_with(|c: char| c.is_ascii_digit())
            && !(digits.len() > 1
                && digits.starts_with('0')
                && digits.as_bytes()[1].is_ascii_digit())
            && text.parse::<f64>().is_ok();
        if well_formed {
            Ok(text)
        } else {
            Err(Diagnostic {
                line,
                column,
                kind: ErrorKind::Expected {
                    expected: "a number",
                    found: text,
                },
            })
        }
    }

    fn hex4(&mut self) -> Read<u32> {
        let mut v = 0;
        for _ in 0..4 {
            let c = self.next();
            let d = c
                .and_then(|c| c.to_digit(16))
                .ok_or_else(|| self.error("four hexadecimal digits after \\u", c))?;
            v = v * 16 + d;
        }
        Ok(v)
    }

    fn string(&mut self) -> Read<String> {
        self.next(); // The opening quote.
        let mut out = String::new();
        loop {
            match self.next() {
                None => return Err(self.error("'\"' closing the string", None)),
                Some('"') => return Ok(out),
                Some('\\') => {
                    let c = self.next();
                    match c {
                        Some('"') => out.push('"'),
                        Some('\\') => out.push('\\'),
                        Some('/') => out.push('/'),
                        Some('b') => out.push('\u{8}'),
                        Some('f') => out.push('\u{c}'),
                        Some('n') => out.push('\n'),
                        Some('r') => out.push('\r'),
                        Some('t') => out.push('\t'),
                        Some('u') => {
                            let first = self.hex4()?;
                            let code =
                                if (0xD800..0xDC00).contains(&first) && self.peek() == Some('\\') {
                                    // A surrogate pair: the second half follows.
                                    self.next();
                                    self.expect('u', "the second half of a surrogate pair")?;
                                    let second = self.hex4()?;
                                    if (0xDC00..0xE000).contains(&second) {
                                        0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                                    } else {
                                        0xFFFD
                                    }
                                } else {
                                    first
                                };
                            out.push(char::from_u32(code).unwrap_or('\u{FFFD}'));
                        }
                        other => return Err(self.error("an escape such as \\n or \\u00e9", other)),
                    }
                }
                Some(c) if u32::from(c) < 0x20 => {
                    return Err(self.error("a character other than a control", Some(c)));
                }
                Some(c) => out.push(c),
            }
        }
    }
}

/// Reads a JSON text (one value, blanks around it).
///
/// # Errors
/// The first place where the text is not JSON, and what was expected there.
pub(crate) fn parse(text: &str) -> Result<Json, Diagnostic> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut r = Reader {
        chars: text.chars().peekable(),
        line: 1,
        column: 1,
    };
    let value = r.value(0)?;
    r.blanks();
    match r.peek() {
        None => Ok(value),
        other => Err(r.error("the end of the file after the value", other)),
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn values_keep_their_places() {
        let j = parse("{\n  \"a\" : [1, 2.5E3, true],\n  \"b\": \"x\\u00e9\\ud83d\\ude00\"\n}")
            .unwrap();
        let a = j.get("a").unwrap();
        assert_eq!((a.line, a.column), (2, 9));
        let items = a.items().unwrap();
        assert_eq!(items[0].as_i64(), Some(1));
        assert_eq!(items[1].as_i64(), Some(2500));
        assert_eq!(items[2].as_bool(), Some(true));
        assert_eq!(j.get("b").unwrap().as_str(), Some("xé😀"));
        assert_eq!(
            (j.get("b").unwrap().line, j.get("b").unwrap().column),
            (3, 8)
        );
    }

    #[test]
    fn what_is_not_json_is_placed() {
        for (text, at) in [
            ("{\"a\": 01}", (1, 7)),
            ("{\"a\" 1}", (1, 6)),
            ("[1, 2", (1, 6)),
            ("{\"a\": tru}", (1, 10)),
            ("\"abc", (1, 5)),
            ("[1] x", (1, 5)),
        ] {
            let e = parse(text).unwrap_err();
            assert_eq!((e.line, e.column), at, "{text}: {e}");
        }
        let deep = "[".repeat(100_000);
        assert!(parse(&deep).is_err());
    }
}
