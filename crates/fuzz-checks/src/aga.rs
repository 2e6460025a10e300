//! Any bytes: the AGA results reader returns a tournament or errors with positions, never
//! panics; a tournament it reads writes as every Go file, and its AGA file reads again as
//! the same players and games.

use arbiter_gotha::{GoFile, read_aga, write_file};

/// Checks one input of the target; panics when a property fails.
pub fn check(data: &[u8]) {
    let Some(t) = crate::read_or_placed(read_aga(data)) else {
        return;
    };
    for file in [GoFile::OpenGotha, GoFile::H9, GoFile::Tou] {
        let _ = write_file(&t, file);
    }
    let text = write_file(&t, GoFile::Aga);
    let again = read_aga(text.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(again.players.len(), t.players.len(), "{text}");
    assert_eq!(again.games.len(), t.games.len(), "{text}");
    assert_eq!(write_file(&again, GoFile::Aga), text);
}
