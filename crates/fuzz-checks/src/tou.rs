//! Any bytes: the FFG results reader returns a tournament or errors with positions, never
//! panics; a tournament it reads writes as a tou that reads again without a panic.

use arbiter_gotha::{GoFile, parse_tou, validate_tou, write_file};

/// Checks one input of the target; panics when a property fails.
pub fn check(data: &[u8]) {
    let Some(doc) = crate::read_or_placed(parse_tou(data)) else {
        return;
    };
    let Ok(t) = validate_tou(&doc) else {
        return;
    };
    let text = write_file(&t, GoFile::Tou);
    if let Ok(again) = parse_tou(text.as_bytes()) {
        let _ = validate_tou(&again);
    }
}
