//! Any bytes: the wall list reader returns a document (and maybe a tournament) or errors
//! with positions, never panics; a tournament it reads writes as h9 without a panic.

use arbiter_gotha::{parse_wallist, validate_h9, write_h9};

/// Checks one input of the target; panics when a property fails.
pub fn check(data: &[u8]) {
    let _ = arbiter_gotha::is_wallist(data);
    let Some(doc) = crate::read_or_placed(parse_wallist(data)) else {
        return;
    };
    match validate_h9(&doc) {
        Ok(t) => {
            let _ = write_h9(&t, &doc.standings());
        }
        Err(e) => assert!(e.diagnostics.iter().all(|d| d.line >= 1), "{e}"),
    }
}
