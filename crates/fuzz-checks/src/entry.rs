//! Any text as what an arbiter types during a round: a result, a quick entry (board and
//! result), a pairing by hand. Each is read or refused with a position inside the text,
//! never a panic; what is read is written back and reads again the same.

use arbiter_event::{boards_text, parse_boards, parse_quick, parse_result};

/// The position of a refusal lies inside the text (a column may point just past the end,
/// where something was expected).
fn inside(text: &str, e: &arbiter_event::EntryError) {
    let at = e.position();
    let lines: Vec<&str> = text.split('\n').collect();
    assert!(at.line >= 1 && at.line <= lines.len(), "{e} in {text:?}");
    let width = lines[at.line - 1].chars().count();
    assert!(at.column >= 1 && at.column <= width + 1, "{e} in {text:?}");
    assert!(!e.to_string().is_empty());
}

/// Checks one input of the target; panics when a property fails.
pub fn check(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match parse_result(text) {
        Ok(r) => assert_eq!(parse_result(&r.notation()), Ok(r), "{text:?}"),
        Err(e) => inside(text, &e),
    }
    match parse_quick(text) {
        Ok((board, r)) => {
            let again = format!("{board} {}", r.notation());
            assert_eq!(parse_quick(&again), Ok((board, r)), "{text:?}");
        }
        Err(e) => inside(text, &e),
    }
    match parse_boards(text) {
        Ok((boards, bye)) => {
            let written = boards_text(&boards, bye);
            assert_eq!(
                parse_boards(&written),
                Ok((boards, bye)),
                "{text:?} as {written:?}"
            );
        }
        Err(e) => inside(text, &e),
    }
}
