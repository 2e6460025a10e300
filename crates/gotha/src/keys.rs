//! Finding the player a key names, as OpenGotha does when it opens a file: the key as
//! written (spaces removed, upper-cased: `Player.computeKeyString`), then, for files
//! from older versions or other machines, the key an upper-casing under a Turkish locale
//! gives (`i` → `İ`: such files name players by keys no other machine computes) and
//! OpenGotha's "obsolete canonical name" (accents folded to ASCII, every other character
//! dropped). A key found only by the last two is reported.

use crate::error::WarningKind;
use arbiter_core::{GoPlayer, go_player_key};
use std::collections::HashMap;

/// The players' keys, for finding who a key names.
pub(crate) struct Keys<'a> {
    players: &'a [GoPlayer],
    exact: HashMap<String, usize>,
    turkish: Option<HashMap<String, usize>>,
    canonical: Option<HashMap<String, usize>>,
}

/// Upper-casing under a Turkish locale: dotted and dotless i are letters of their own.
fn turkish_upper(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            'i' => 'İ'.to_string(),
            'ı' => 'I'.to_string(),
            c => c.to_uppercase().collect(),
        })
        .collect()
}

/// OpenGotha's `forceToASCII`: the accented letters of Latin-9 and Turkish folded to
/// their base letter, every other character beyond ASCII written `?`.
fn force_to_ascii(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            'À'..='Å' => 'A',
            'Ç' => 'C',
            'È'..='Ë' => 'E',
            'Ì'..='Ï' | 'İ' => 'I',
            'Ñ' => 'N',
            'Ò'..='Ö' | 'Ø' => 'O',
            'Ù'..='Ü' => 'U',
            'Ý' => 'Y',
            'à'..='å' => 'a',
            'ç' => 'c',
            'è'..='ë' => 'e',
            'ì'..='ï' | 'ı' => 'i',
            'ñ' => 'n',
            'ò'..='ö' | 'ø' => 'o',
            'ù'..='ü' => 'u',
            'ý' => 'y',
            'ğ' => 'g',
            'ş' => 's',
            'Ğ' => 'G',
            'Ş' => 'S',
            c if c.is_ascii() => c,
            _ => '?',
        })
        .collect()
}

/// OpenGotha's obsolete canonical name of a player: name and first name upper-cased,
/// accents of Latin-1 folded, everything but `A`–`Z` dropped.
fn canonical(p: &GoPlayer) -> String {
    let upper = format!("{}{}", p.name.to_uppercase(), p.first_name.to_uppercase());
    force_to_ascii(&upper)
        .chars()
        .filter(char::is_ascii_uppercase)
        .collect()
}

impl<'a> Keys<'a> {
    /// The keys of `players`; the first of two players with one key is the one found.
    pub(crate) fn new(players: &'a [GoPlayer]) -> Self {
        let mut exact = HashMap::new();
        for (i, p) in players.iter().enumerate() {
            exact.entry(p.key.clone()).or_insert(i);
        }
        Keys {
            players,
            exact,
            turkish: None,
            canonical: None,
        }
    }

    /// The player `key` names, and how, when not by the key as written.
    pub(crate) fn find(
        &mut self,
        key: &str,
        what: &'static str,
    ) -> Option<(usize, Option<WarningKind>)> {
        let normal = go_player_key(key, "");
        if let Some(&i) = self.exact.get(&normal) {
            return Some((i, None));
        }
        let players = self.players;
        let note = |i: usize, why: &'static str| {
            Some((
                i,
                Some(WarningKind::KeyReadAs {
                    what,
                    key: key.to_string(),
                    read_as: players[i].key.clone(),
                    why,
                }),
            ))
        };
        let turkish = self.turkish.get_or_insert_with(|| {
            let mut m = HashMap::new();
            for (i, p) in players.iter().enumerate() {
                let k: String = format!("{}{}", p.name, p.first_name)
                    .chars()
                    .filter(|c| *c != ' ')
                    .collect();
                m.entry(turkish_upper(&k)).or_insert(i);
            }
            m
        });
        if let Some(&i) = turkish.get(&turkish_upper(&normal)) {
            return note(i, "the key a Turkish locale gives");
        }
        let canonical = self.canonical.get_or_insert_with(|| {
            let mut m = HashMap::new();
            for (i, p) in players.iter().enumerate() {
                m.entry(canonical(p)).or_insert(i);
            }
            m
        });
        let folded = force_to_ascii(key).to_uppercase();
        if let Some(&i) = canonical.get(&folded) {
            return note(i, "OpenGotha's older key");
        }
        None
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn player(name: &str, first: &str) -> GoPlayer {
        GoPlayer {
            key: go_player_key(name, first),
            name: name.into(),
            first_name: first.into(),
            rank: arbiter_core::GoRank::Kyu(10),
            rating: 0,
            country: String::new(),
            club: String::new(),
            smms_correction: 0,
            participating: vec![true; 20],
            registered: true,
            ids: arbiter_core::GoPlayerIds::default(),
        }
    }

    #[test]
    fn keys_are_found_as_opengotha_finds_them() {
        let players = [
            player("Elaci", "Viniz"),
            player("Güneş", "Ali"),
            player("Kose", "Dogac"),
        ];
        let mut keys = Keys::new(&players);
        assert_eq!(keys.find("KOSEDOGAC", "a game"), Some((2, None)));
        // Written in another case and with spaces: the key OpenGotha computes from it.
        assert_eq!(keys.find("Kose Dogac", "a game"), Some((2, None)));
        let (i, why) = keys.find("ELACİVİNİZ", "a game").unwrap();
        assert_eq!(i, 0);
        assert!(why.unwrap().to_string().contains("Turkish"));
        let (i, why) = keys.find("GUNESALI", "a game").unwrap();
        assert_eq!(i, 1);
        assert!(why.unwrap().to_string().contains("older key"));
        assert_eq!(keys.find("NOBODY", "a game"), None);
    }
}
