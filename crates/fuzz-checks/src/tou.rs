//! Any bytes: the FFG results reader returns a tournament or errors with positions, never
//! panics; a tournament it reads writes as a tou that reads again without a panic.

use arbiter_gotha::{GoFile, parse_tou, validate_tou, write_file};

/// Checks one input of the target; panics when a property fails.
pub fn check(data: &[u8]) {
    let doc = match parse_tou(data) {
        Ok(doc) => doc,
        Err(e) => {
            assert!(
                e.diagnostics.iter().all(|d| d.line >= 1 && d.column >= 1),
                "{e}"
            );
            return;
        }
    };
    let Ok(t) = validate_tou(&doc) else {
        return;
    };
    let text = write_file(&t, GoFile::Tou);
    if let Ok(again) = parse_tou(text.as_bytes()) {
        let _ = validate_tou(&again);
    }
}
