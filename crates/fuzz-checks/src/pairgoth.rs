//! Any bytes: pairgoth's tournament reader returns a tournament with its warnings, or
//! errors, each with a position, never panics; a tournament it reads writes as every Go
//! file, and its OpenGotha file reads back as the same tournament (but the host country,
//! which OpenGotha's file has no field for). The reader of any Go file, given the same
//! bytes, tells a kind or reads them as OpenGotha's, without a panic.

use arbiter_gotha::{GoFile, read_any, read_pairgoth, write_file};

/// Checks one input of the target; panics when a property fails.
pub fn check(data: &[u8]) {
    if let Ok(read) = read_any(data) {
        assert!(
            read.warnings.iter().all(|w| w.line >= 1 && w.column >= 1),
            "{:?}",
            read.warnings
        );
    }
    let Some((mut t, warnings)) = crate::read_or_placed(read_pairgoth(data)) else {
        return;
    };
    assert!(
        warnings.iter().all(|w| w.line >= 1 && w.column >= 1),
        "{warnings:?}"
    );
    for file in [GoFile::H9, GoFile::Tou, GoFile::Aga] {
        let _ = write_file(&t, file);
    }
    t.info.country.clear();
    let xml = write_file(&t, GoFile::OpenGotha);
    let back = arbiter_gotha::read(xml.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{xml}"));
    assert_eq!(back, t, "{xml}");
}
