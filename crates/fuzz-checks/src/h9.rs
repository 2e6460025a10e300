//! Any bytes: the EGF results reader returns a document (and maybe a tournament) or errors
//! with positions, never panics; a tournament it reads writes as h9, and that reads again
//! without a panic.

use arbiter_gotha::{H9Row, H9Standings, parse_h9, validate_h9, write_h9, write_tou};

/// Checks one input of the target; panics when a property fails.
pub fn check(data: &[u8]) {
    let Some(doc) = crate::read_or_placed(parse_h9(data)) else {
        return;
    };
    let t = match validate_h9(&doc) {
        Ok(t) => t,
        Err(e) => {
            assert!(e.diagnostics.iter().all(|d| d.line >= 1), "{e}");
            return;
        }
    };
    // The file's own standings columns, written back as h9 and as the FFG file.
    let own = doc.standings();
    let _ = write_h9(&t, &own);
    let _ = write_tou(&t, &own);
    let rows = H9Standings {
        criteria: Vec::new(),
        rows: (0..t.players.len())
            .map(|p| H9Row {
                player: p,
                place: None,
                scores: Vec::new(),
            })
            .collect(),
    };
    let text = write_h9(&t, &rows);
    if let Ok(again) = parse_h9(text.as_bytes()) {
        let _ = validate_h9(&again);
    }
}
