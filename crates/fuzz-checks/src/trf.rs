//! Any bytes: the TRF reader returns a tournament or errors with positions, never panics;
//! whatever it accepts, it writes in both dialects and reads back to the same tournament.

use arbiter_trf::{Dialect, raw, read, write};

/// Checks one input of the target; panics when a property fails.
pub fn check(data: &[u8]) {
    if let Ok(doc) = arbiter_trf::parse(data) {
        // The raw layer's own output is canonical and must reproduce itself.
        let once = raw::write(&doc);
        let again = arbiter_trf::parse_str(&once).expect("canonical raw output parses");
        assert_eq!(raw::write(&again), once);
    }
    match read(data) {
        Ok(t) => {
            for dialect in [Dialect::Trf26, Dialect::Trf16] {
                if let Ok(text) = write(&t, dialect) {
                    let back = read(text.as_bytes()).expect("written TRF reads back");
                    assert_eq!(write(&back, dialect).ok().as_deref(), Some(text.as_str()));
                }
            }
        }
        Err(e) => {
            assert!(
                e.diagnostics.iter().all(|d| d.line >= 1 && d.column >= 1),
                "{e}"
            );
        }
    }
}
