//! Any bytes: the OpenGotha reader returns a tree (and maybe a tournament) or errors with
//! positions, never panics; whatever tree it reads, it writes and reads back the same. A
//! tournament it reads writes as every Go file without a panic, its parameters read back
//! (an imported event keeps them so), and its import as an event folds or is refused with
//! a reason.

/// Checks one input of the target; panics when a property fails.
pub fn check(data: &[u8]) {
    match arbiter_gotha::parse(data) {
        Ok(doc) => {
            let text = arbiter_gotha::raw::write(&doc);
            let again = arbiter_gotha::parse_str(&text).expect("written XML reads back");
            assert_eq!(arbiter_gotha::raw::write(&again), text);
            match arbiter_gotha::validate(&doc) {
                Err(e) => {
                    assert!(
                        e.diagnostics.iter().all(|d| d.line >= 1 && d.column >= 1),
                        "{e}"
                    );
                }
                Ok(t) => {
                    for file in [
                        arbiter_gotha::GoFile::OpenGotha,
                        arbiter_gotha::GoFile::H9,
                        arbiter_gotha::GoFile::Tou,
                        arbiter_gotha::GoFile::Aga,
                    ] {
                        let _ = arbiter_gotha::write_file(&t, file);
                    }
                    let parameters = arbiter_gotha::parameters_file(&t);
                    assert!(
                        arbiter_gotha::read(parameters.as_bytes()).is_ok(),
                        "{parameters}"
                    );
                    let (events, _) = arbiter_event::events_from_go(&t);
                    let _ = arbiter_event::State::fold(&events);
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
