//! Badge templates: a few lines of text with fields in braces, filled with a player's data.
//!
//! ```text
//! {event}
//! # {title} {name}
//! {federation}  {rating}
//! {club}
//! ```
//!
//! A line that starts with `# ` is printed large. The fields are `{name}`, `{title}`,
//! `{federation}`, `{rating}`, `{club}`, `{number}` (start rank) and `{event}`; `{{` and
//! `}}` stand for braces. A line left empty once filled (a player without a club) is
//! dropped. The values are text: they are never read as markup.

use crate::PrintError;

/// The template used when none is given.
pub const DEFAULT_BADGE: &str = "{event}\n# {name}\n{title} {rating}\n{federation}\n{club}\n";

/// The most lines a badge holds (more would not fit its eighth of a page).
const MAX_LINES: usize = 8;

/// The longest template accepted, in bytes.
const MAX_LEN: usize = 2000;

/// A field a template may name.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Field {
    /// The player's name.
    Name,
    /// FIDE title.
    Title,
    /// Federation.
    Federation,
    /// Rating (or a Go rank).
    Rating,
    /// Club.
    Club,
    /// Start rank.
    Number,
    /// The event's name.
    Event,
}

impl Field {
    fn parse(name: &str) -> Option<Field> {
        Some(match name {
            "name" => Field::Name,
            "title" => Field::Title,
            "federation" => Field::Federation,
            "rating" => Field::Rating,
            "club" => Field::Club,
            "number" => Field::Number,
            "event" => Field::Event,
            _ => return None,
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Piece {
    Text(String),
    Field(Field),
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Line {
    large: bool,
    pieces: Vec<Piece>,
}

/// A badge template, read and checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadgeTemplate {
    lines: Vec<Line>,
}

/// A player's values for the fields.
#[derive(Clone, Debug, Default)]
pub struct BadgeValues<'a> {
    /// Name.
    pub name: &'a str,
    /// Title.
    pub title: &'a str,
    /// Federation.
    pub federation: &'a str,
    /// Rating.
    pub rating: &'a str,
    /// Club.
    pub club: &'a str,
    /// Start rank.
    pub number: &'a str,
    /// Event.
    pub event: &'a str,
}

impl Default for BadgeTemplate {
    fn default() -> Self {
        // The default template is known to parse; an empty template is the fallback that
        // can never be reached.
        BadgeTemplate::parse(DEFAULT_BADGE).unwrap_or(BadgeTemplate { lines: Vec::new() })
    }
}

/// Why a badge template cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TemplateError {
    /// Longer than the limit, in bytes.
    #[error("longer than {0} bytes")]
    TooLong(usize),
    /// A line (1-based) that does not read.
    #[error("line {0}: {1}")]
    Line(usize, LineError),
    /// No line that prints.
    #[error("no line to print")]
    Empty,
    /// More lines than the limit.
    #[error("more than {0} lines")]
    TooManyLines(usize),
}

/// Why a line of a badge template does not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LineError {
    /// A `{` whose field is not closed.
    #[error("{{{0} is not closed")]
    Unclosed(String),
    /// A field the badge does not know.
    #[error("unknown field {{{0}}} (name, title, federation, rating, club, number, event)")]
    UnknownField(String),
    /// A `}` that closes nothing.
    #[error("a lone }} (write }}}} for a brace)")]
    LoneBrace,
}

impl BadgeTemplate {
    /// Reads a template.
    ///
    /// # Errors
    /// [`PrintError::Template`] for an unknown field, an unclosed brace, a template longer
    /// than 2000 bytes, with more than eight lines or none.
    pub fn parse(text: &str) -> Result<BadgeTemplate, PrintError> {
        let bad = PrintError::Template;
        if text.len() > MAX_LEN {
            return Err(bad(TemplateError::TooLong(MAX_LEN)));
        }
        let mut lines = Vec::new();
        for (n, raw) in text.lines().enumerate() {
            let raw = raw.trim_end();
            if raw.trim().is_empty() {
                continue;
            }
            let (large, rest) = match raw.strip_prefix("# ") {
                Some(rest) => (true, rest),
                None => (false, raw),
            };
            let pieces = pieces(rest).map_err(|why| bad(TemplateError::Line(n + 1, why)))?;
            lines.push(Line { large, pieces });
        }
        if lines.is_empty() {
            return Err(bad(TemplateError::Empty));
        }
        if lines.len() > MAX_LINES {
            return Err(bad(TemplateError::TooManyLines(MAX_LINES)));
        }
        Ok(BadgeTemplate { lines })
    }

    /// The lines of one badge: `(text, large)`, fields filled, runs of spaces made one,
    /// lines left empty dropped.
    #[must_use]
    pub fn fill(&self, v: &BadgeValues<'_>) -> Vec<(String, bool)> {
        self.lines
            .iter()
            .filter_map(|line| {
                let mut s = String::new();
                for p in &line.pieces {
                    match p {
                        Piece::Text(t) => s.push_str(t),
                        Piece::Field(f) => s.push_str(match f {
                            Field::Name => v.name,
                            Field::Title => v.title,
                            Field::Federation => v.federation,
                            Field::Rating => v.rating,
                            Field::Club => v.club,
                            Field::Number => v.number,
                            Field::Event => v.event,
                        }),
                    }
                }
                let s = s.split_whitespace().collect::<Vec<_>>().join(" ");
                (!s.is_empty()).then_some((s, line.large))
            })
            .collect()
    }
}

fn pieces(text: &str) -> Result<Vec<Piece>, LineError> {
    let mut out = Vec::new();
    let mut lit = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' if chars.peek() == Some(&'{') => {
                chars.next();
                lit.push('{');
            }
            '}' if chars.peek() == Some(&'}') => {
                chars.next();
                lit.push('}');
            }
            '{' => {
                let mut name = String::new();
                loop {
                    match chars.next() {
                        Some('}') => break,
                        Some(c) => name.push(c),
                        None => return Err(LineError::Unclosed(name)),
                    }
                }
                let field = Field::parse(name.trim())
                    .ok_or_else(|| LineError::UnknownField(name.clone()))?;
                if !lit.is_empty() {
                    out.push(Piece::Text(std::mem::take(&mut lit)));
                }
                out.push(Piece::Field(field));
            }
            '}' => return Err(LineError::LoneBrace),
            c => lit.push(c),
        }
    }
    if !lit.is_empty() {
        out.push(Piece::Text(lit));
    }
    Ok(out)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_filled_and_empty_lines_dropped() {
        let t = BadgeTemplate::default();
        let lines = t.fill(&BadgeValues {
            name: "Иванов, Пётр",
            title: "GM",
            rating: "2650",
            federation: "RUS",
            event: "Open",
            ..BadgeValues::default()
        });
        assert_eq!(
            lines,
            vec![
                ("Open".to_string(), false),
                ("Иванов, Пётр".to_string(), true),
                ("GM 2650".to_string(), false),
                ("RUS".to_string(), false),
            ]
        );
    }

    #[test]
    fn values_are_never_read_as_fields() {
        let t = BadgeTemplate::parse("# {name} {{x}}").unwrap();
        let lines = t.fill(&BadgeValues {
            name: "{club} #panic()",
            club: "Secret",
            ..BadgeValues::default()
        });
        assert_eq!(lines, vec![("{club} #panic() {x}".to_string(), true)]);
    }

    #[test]
    fn bad_templates_are_refused_with_the_line() {
        let e = BadgeTemplate::parse("{name}\n{nickname}").unwrap_err();
        assert!(e.to_string().contains("line 2"), "{e}");
        assert!(e.to_string().contains("nickname"), "{e}");
        assert!(BadgeTemplate::parse("{name").is_err());
        assert!(BadgeTemplate::parse("a } b").is_err());
        assert!(BadgeTemplate::parse("\n  \n").is_err());
        assert!(BadgeTemplate::parse(&"{name}\n".repeat(9)).is_err());
    }
}
