//! Any bytes: the OpenGotha reader returns a tree (and maybe a tournament) or errors with
//! positions, never panics; whatever tree it reads, it writes and reads back the same.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    match arbiter_gotha::parse(data) {
        Ok(doc) => {
            let text = arbiter_gotha::raw::write(&doc);
            let again = arbiter_gotha::parse_str(&text).expect("written XML reads back");
            assert_eq!(arbiter_gotha::raw::write(&again), text);
            if let Err(e) = arbiter_gotha::validate(&doc) {
                assert!(e.diagnostics.iter().all(|d| d.line >= 1 && d.column >= 1), "{e}");
            }
        }
        Err(e) => {
            assert!(e.diagnostics.iter().all(|d| d.line >= 1 && d.column >= 1), "{e}");
        }
    }
});
