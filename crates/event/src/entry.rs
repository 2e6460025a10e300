//! What an arbiter types during a round: a result, a board with its result, a pairing by
//! hand. The command line, the desk and the API read the same syntax, here, so a result
//! typed one way in one place is read the same way in another.

use std::fmt;

use arbiter_core::GameResult;

use crate::Board;

/// Where a mistake is in what was typed: line and column, counted in characters from 1.
#[derive(Clone, Copy, Debug, Eq, PartialEq)]
pub struct Position {
    /// The line (1 for one-line entries).
    pub line: usize,
    /// The column of the first character of the faulty part.
    pub column: usize,
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 1 {
            write!(f, "column {}", self.column)
        } else {
            write!(f, "line {}, column {}", self.line, self.column)
        }
    }
}

/// Why a typed entry cannot be read.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
pub enum EntryError {
    /// The text is no result notation nor a short form.
    #[error(
        "{at}: {text:?} is not a result: expected 1-0, 0-1, 1/2 (also ½-½, 0.5-0.5, 1:0), +-, -+, --, 0-0, 1-1, * (pending), a short form: 1, 0, = (or ½, 0.5), + or -, or a Go result: B+R, W+3.5, B+F, jigo, ?"
    )]
    Result {
        /// The text read as a result.
        text: String,
        /// Where it starts.
        at: Position,
    },
    /// A quick entry that does not start with a board number.
    #[error("{at}: expected a board number, then a result (e.g. 12 1-0)")]
    QuickShape {
        /// Where the entry starts.
        at: Position,
    },
    /// A board number past `u32`.
    #[error("{at}: board number {text} is too large")]
    BoardTooLarge {
        /// The digits.
        text: String,
        /// Where they start.
        at: Position,
    },
    /// A board number with nothing after it.
    #[error("{at}: board {board} has no result after it (e.g. {board} 1-0)")]
    QuickNoResult {
        /// The board typed.
        board: u32,
        /// Where the result was expected.
        at: Position,
    },
    /// A part of a pairing that is not two start ranks.
    #[error("{at}: {part:?} is not a board: expected WHITE-BLACK start ranks (e.g. 3-7), or N-bye")]
    BoardShape {
        /// The part read as a board.
        part: String,
        /// Where it starts.
        at: Position,
    },
    /// A side of a board that is not a start rank.
    #[error("{at}: {value:?} in {part:?} is not a start rank")]
    NotARank {
        /// The board it is part of.
        part: String,
        /// The text read as a start rank.
        value: String,
        /// Where the value starts.
        at: Position,
    },
    /// A second pairing-allocated bye.
    #[error("{at}: {part:?} is a second bye; a round has one pairing-allocated bye at most")]
    TwoByes {
        /// The second bye.
        part: String,
        /// Where it starts.
        at: Position,
    },
}

impl EntryError {
    /// Where the mistake is.
    #[must_use]
    pub fn position(&self) -> Position {
        match self {
            EntryError::Result { at, .. }
            | EntryError::QuickShape { at }
            | EntryError::BoardTooLarge { at, .. }
            | EntryError::QuickNoResult { at, .. }
            | EntryError::BoardShape { at, .. }
            | EntryError::NotARank { at, .. }
            | EntryError::TwoByes { at, .. } => *at,
        }
    }
}

/// Where `part`, a slice of `text`, starts in it.
fn position_in(text: &str, part: &str) -> Position {
    let offset = (part.as_ptr() as usize).saturating_sub(text.as_ptr() as usize);
    let before = text.get(..offset).unwrap_or(text);
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    Position {
        line: before.matches('\n').count() + 1,
        column: before[line_start..].chars().count() + 1,
    }
}

/// Reads a result as arbiters type it: the full notation (`1-0`, `1/2`, `+-`, `0-0`, `1-0 nr`,
/// `*`... as [`GameResult`] reads it), a short form from the keyboard: `1` or `w` (white
/// wins), `0` or `b` (black wins), `=`, `5`, `d`, `½`, `0.5`, `0,5`, `draw` or `remis`
/// (draw), `+` (white wins by forfeit), `-` (black wins by forfeit), or a Go result as Go
/// programs write it (see [`go_spelling`]).
///
/// # Errors
/// [`EntryError::Result`] when the text is neither.
pub fn parse_result(text: &str) -> Result<GameResult, EntryError> {
    result_in(text, text)
}

/// The notation of a Go result as Go programs and SGF files (its `RE` property) write it:
/// the winner's colour, `+`, then the reason or margin, any case: `B+R` / `W+Resign`,
/// `B+T` / `W+Time`, `B+3.5` (points), `B+` / `W+` (no reason given) are a win over the
/// board, `B+F` / `W+Forfeit` a win by default; `jigo` and `draw` a jigo; `?` a game
/// without a result yet. OpenGotha's own spellings too: `½-½`, and a result decided by
/// default marked `!` (`1-0!`, `0-1!`, `½-½!`, `0-0!`, `1-1!`). Its `0-0` is both players
/// losing, as arbiter writes it (SGF's `0` for a jigo is not read: `0` is Black's win
/// from the keyboard). `None` for anything else.
#[must_use]
pub fn go_spelling(text: &str) -> Option<&'static str> {
    let t = text.trim().to_lowercase().replace('½', "1/2");
    match t.as_str() {
        "jigo" | "draw" | "1/2-1/2" => return Some("1/2"),
        "?" | "?-?" => return Some("*"),
        "1-0!" => return Some("+-"),
        "0-1!" => return Some("-+"),
        "1/2-1/2!" | "1/2!" => return Some("=="),
        "0-0!" => return Some("--"),
        "1-1!" => return Some("++"),
        _ => {}
    }
    let (winner, reason) = t.split_once('+')?;
    let white = match winner {
        "w" | "white" => true,
        "b" | "black" => false,
        _ => return None,
    };
    let margin = |r: &str| {
        !r.is_empty()
            && r.chars().all(|c| c.is_ascii_digit() || c == '.')
            && r.parse::<f64>().is_ok_and(|x| x > 0.0)
    };
    let forfeit = match reason {
        "f" | "forfeit" => true,
        "" | "r" | "resign" | "t" | "time" => false,
        r if margin(r) => false,
        _ => return None,
    };
    Some(match (white, forfeit) {
        (true, false) => "1-0",
        (false, false) => "0-1",
        (true, true) => "+-",
        (false, true) => "-+",
    })
}

/// [`parse_result`] of `part`, a slice of `text`, with positions in `text`.
fn result_in(text: &str, part: &str) -> Result<GameResult, EntryError> {
    let t = part.trim();
    let short = match t.to_ascii_lowercase().as_str() {
        "1" | "w" => Some("1-0"),
        "0" | "b" => Some("0-1"),
        "=" | "5" | "d" | "½" | "0.5" | "0,5" | ".5" | "draw" | "remis" => Some("1/2"),
        "+" => Some("+-"),
        "-" => Some("-+"),
        _ => go_spelling(t),
    };
    short
        .unwrap_or(t)
        .parse::<GameResult>()
        .map_err(|_| EntryError::Result {
            text: t.to_string(),
            at: position_in(text, t),
        })
}

/// Reads a quick entry: a board number, then a result (`12 1-0`, `12 =`, `12=`).
///
/// # Errors
/// When no board number comes first, when it is too large, or when the result is missing
/// or unreadable.
pub fn parse_quick(text: &str) -> Result<(u32, GameResult), EntryError> {
    let t = text.trim_start();
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return Err(EntryError::QuickShape {
            at: position_in(text, t),
        });
    }
    let (number, rest) = t.split_at(digits);
    let board: u32 = number.parse().map_err(|_| EntryError::BoardTooLarge {
        text: number.to_string(),
        at: position_in(text, number),
    })?;
    if rest.trim().is_empty() {
        return Err(EntryError::QuickNoResult {
            board,
            at: position_in(text, rest),
        });
    }
    Ok((board, result_in(text, rest)?))
}

/// Reads a pairing typed by hand: `1-4, 3-2, 5-bye`, white's start rank then black's,
/// separated by `-`, a space or a tab; boards separated by commas, semicolons or lines;
/// `N-bye` (or `N-0`) gives player N the pairing-allocated bye.
///
/// # Errors
/// The first part that is not a board, a start rank that is not a number, a second bye.
pub fn parse_boards(text: &str) -> Result<(Vec<Board>, Option<u32>), EntryError> {
    let mut boards = Vec::new();
    let mut bye = None;
    for raw in text.split([',', ';', '\n']) {
        let part = raw.trim();
        if part.is_empty() {
            continue;
        }
        let Some((w, b)) = part.split_once(['-', ' ', '\t']) else {
            return Err(EntryError::BoardShape {
                part: part.to_string(),
                at: position_in(text, part),
            });
        };
        // Start ranks count from 1; a 0 for black is the bye's other spelling.
        let number = |s: &str| {
            let v = s.trim();
            v.parse::<u32>().map_err(|_| EntryError::NotARank {
                part: part.to_string(),
                value: v.to_string(),
                at: position_in(text, if v.is_empty() { s } else { v }),
            })
        };
        let rank = |s: &str| match number(s)? {
            0 => Err(EntryError::NotARank {
                part: part.to_string(),
                value: s.trim().to_string(),
                at: position_in(text, s.trim()),
            }),
            n => Ok(n),
        };
        let white = rank(w)?;
        if b.trim().eq_ignore_ascii_case("bye") || number(b).is_ok_and(|n| n == 0) {
            if bye.replace(white).is_some() {
                return Err(EntryError::TwoByes {
                    part: part.to_string(),
                    at: position_in(text, part),
                });
            }
        } else {
            boards.push(Board {
                white,
                black: rank(b)?,
                handicap: 0,
            });
        }
    }
    Ok((boards, bye))
}

/// A pairing in the syntax [`parse_boards`] reads: `1-4, 3-2, 5-bye`.
#[must_use]
pub fn boards_text(boards: &[Board], bye: Option<u32>) -> String {
    let mut parts: Vec<String> = boards
        .iter()
        .map(|b| format!("{}-{}", b.white, b.black))
        .collect();
    parts.extend(bye.map(|p| format!("{p}-bye")));
    parts.join(", ")
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn at(line: usize, column: usize) -> Position {
        Position { line, column }
    }

    #[test]
    fn results_full_and_short() {
        assert_eq!(parse_result("1").unwrap(), GameResult::WHITE_WINS);
        assert_eq!(parse_result(" = ").unwrap(), GameResult::DRAW);
        assert_eq!(parse_result("½").unwrap(), GameResult::DRAW);
        assert_eq!(parse_result("0-1").unwrap(), GameResult::BLACK_WINS);
        assert_eq!(parse_result("+").unwrap().notation(), "+-");
        assert_eq!(parse_result("-").unwrap().notation(), "-+");
        assert_eq!(parse_result("1-0 nr").unwrap().notation(), "1-0 nr");
        let e = parse_result("  2").unwrap_err();
        assert_eq!(e.position(), at(1, 3));
        assert!(
            e.to_string().starts_with("column 3: \"2\" is not a result"),
            "{e}"
        );
        assert_eq!(parse_result("\n x").unwrap_err().position(), at(2, 2));
    }

    /// Go results as Go programs, SGF files and OpenGotha write them (issue 43: `B+R` was
    /// refused).
    #[test]
    fn go_results_as_go_programs_write_them() {
        for (typed, notation) in [
            ("B+R", "0-1"),
            ("w+t", "1-0"),
            ("B+3.5", "0-1"),
            ("W+0.5", "1-0"),
            ("W+Resign", "1-0"),
            ("B+Time", "0-1"),
            ("B+", "0-1"),
            ("W+", "1-0"),
            ("W+F", "+-"),
            ("B+Forfeit", "-+"),
            ("jigo", "1/2"),
            ("Jigo", "1/2"),
            ("Draw", "1/2"),
            ("½-½", "1/2"),
            ("?", "*"),
            ("0-0", "0-0"),
            ("1-1", "1-1"),
            ("1-0!", "+-"),
            ("0-1!", "-+"),
            ("½-½!", "=="),
            ("0-0!", "--"),
            ("1-1!", "++"),
        ] {
            assert_eq!(parse_result(typed).unwrap().notation(), notation, "{typed}");
            assert_eq!(
                parse_quick(&format!("7 {typed}")).unwrap(),
                (7, parse_result(notation).unwrap()),
                "{typed}"
            );
        }
        for bad in ["B+X", "B+-3", "B+0", "X+R", "W+R+", "+R", "b+3,5"] {
            assert!(parse_result(bad).is_err(), "{bad}");
        }
        // The keyboard's short forms keep their meaning.
        assert_eq!(parse_result("b").unwrap(), GameResult::BLACK_WINS);
        assert_eq!(parse_result("0").unwrap(), GameResult::BLACK_WINS);
    }

    #[test]
    fn quick_entries() {
        assert_eq!(parse_quick("12 1-0").unwrap(), (12, GameResult::WHITE_WINS));
        assert_eq!(parse_quick("3=").unwrap(), (3, GameResult::DRAW));
        assert_eq!(
            parse_quick("x").unwrap_err(),
            EntryError::QuickShape { at: at(1, 1) }
        );
        assert_eq!(
            parse_quick(" 4 ").unwrap_err(),
            EntryError::QuickNoResult {
                board: 4,
                at: at(1, 3)
            }
        );
        assert_eq!(parse_quick("4 9").unwrap_err().position(), at(1, 3));
        assert!(matches!(
            parse_quick("99999999999 1").unwrap_err(),
            EntryError::BoardTooLarge { .. }
        ));
    }

    #[test]
    fn boards_by_hand() {
        let (b, bye) = parse_boards("1-4, 3 2;\n5-bye\n").unwrap();
        assert_eq!(boards_text(&b, bye), "1-4, 3-2, 5-bye");
        assert_eq!(parse_boards("7-0").unwrap(), (Vec::new(), Some(7)));
        assert_eq!(parse_boards("7-00").unwrap(), (Vec::new(), Some(7)));
        assert_eq!(
            parse_boards("0-3").unwrap_err().position(),
            Position { line: 1, column: 1 }
        );
        assert_eq!(parse_boards(" , ;").unwrap(), (Vec::new(), None));
        assert_eq!(
            parse_boards("1-2, 3").unwrap_err(),
            EntryError::BoardShape {
                part: "3".into(),
                at: at(1, 6)
            }
        );
        assert_eq!(
            parse_boards("1-2\n3-x").unwrap_err(),
            EntryError::NotARank {
                part: "3-x".into(),
                value: "x".into(),
                at: at(2, 3)
            }
        );
        let e = parse_boards("1-bye, 2-0").unwrap_err();
        assert_eq!(e.position(), at(1, 8));
        assert!(
            e.to_string()
                .starts_with("column 8: \"2-0\" is a second bye"),
            "{e}"
        );
        assert_eq!(
            parse_boards("1-2\n\n x-3").unwrap_err().to_string(),
            "line 3, column 2: \"x\" in \"x-3\" is not a start rank"
        );
    }
}
