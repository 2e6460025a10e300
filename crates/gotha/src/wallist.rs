//! A wall list written as text with tabs between its columns, as the MacMahon program
//! exports it and OpenGotha (up to V3.46) imported it: one line per player, in the order
//! the opponents' numbers refer to, `PLACE ⇥ NAME GIVEN-NAME ⇥ RANK ⇥ COUNTRY ⇥ CLUB ⇥ …`,
//! then the round entries of the EGF results file (`12+/w0`, `7-/b2`, `0=`), the criteria
//! columns between the club and the first entry left aside. The given name is the last
//! word of the name column. Lines starting `;`, and lines before the first player whose
//! third column is not a rank (a row of headings), are passed over.
//!
//! [`parse_wallist`] reads one into the same [`H9Document`] an EGF results file reads
//! into, so that [`crate::validate_h9`] turns it into a tournament, with the same checks
//! (each game written by both players, and the two entries agreeing).

use crate::error::{Diagnostic, ErrorKind, GothaError};
use crate::h9::{H9Document, H9Line, H9Token};

/// True when `text` looks like a wall list: its first line that is neither blank nor a
/// comment has a tab and does not start as a TRF record (three digits and a space).
#[must_use]
pub fn is_wallist(bytes: &[u8]) -> bool {
    let text = String::from_utf8_lossy(bytes);
    text.lines()
        .map(str::trim_end)
        .find(|l| !l.trim().is_empty() && !l.trim_start().starts_with(';'))
        .is_some_and(|l| {
            let trf = l.len() > 3
                && l.as_bytes()[..3].iter().all(u8::is_ascii_digit)
                && l.as_bytes()[3] == b' ';
            l.contains('\t') && !trf
        })
}

fn is_rank(s: &str) -> bool {
    s.trim().parse::<arbiter_core::GoRank>().is_ok()
}

/// Reads a wall list (UTF-8, or ISO-8859-15 when not UTF-8).
///
/// # Errors
/// Every line that is not a player line, with its position.
pub fn parse_wallist(bytes: &[u8]) -> Result<H9Document, GothaError> {
    let text = crate::h9::text_of(bytes);
    let mut doc = H9Document::default();
    let mut errors = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        if raw.trim().is_empty() || raw.trim_start().starts_with(';') {
            continue;
        }
        // Each column with the column (in characters, from 1) where it starts.
        let mut fields: Vec<(usize, &str)> = Vec::new();
        let mut column = 1;
        for f in raw.split('\t') {
            fields.push((column, f));
            column += f.chars().count() + 1;
        }
        let expected = "a player line: place, name and given name, rank, country, club, then the round entries, separated by tabs";
        let bad = |at: usize, found: &str| Diagnostic {
            line,
            column: at,
            kind: ErrorKind::Expected {
                expected,
                found: found.to_string(),
            },
        };
        if fields.len() < 5 || !is_rank(fields[2].1) {
            // A row of headings before the players.
            if doc.lines.is_empty() && fields.len() >= 3 {
                continue;
            }
            let at = fields.get(2).map_or(1, |f| f.0);
            errors.push(bad(at, raw.trim()));
            continue;
        }
        let token = |(col, text): (usize, &str)| {
            let lead = text.chars().take_while(|c| c.is_whitespace()).count();
            H9Token {
                text: text.trim().to_string(),
                column: col + lead,
            }
        };
        let place = Some(token(fields[0])).filter(|t| !t.text.is_empty());
        let (name_col, full) = fields[1];
        let full = full.trim();
        let (name, given) = match full.rsplit_once(' ') {
            Some((n, g)) => (n.trim(), g),
            None => (full, ""),
        };
        let mut names = vec![H9Token {
            text: name.replace(' ', "_"),
            column: name_col,
        }];
        if !given.is_empty() {
            names.push(H9Token {
                text: given.to_string(),
                column: name_col + name.chars().count() + 1,
            });
        }
        // The rest: criteria, then entries from the first word holding a result mark
        // (OpenGotha's rule).
        let mut words: Vec<H9Token> = Vec::new();
        for &(col, f) in &fields[5..] {
            let mut start = None;
            for (k, ch) in f
                .chars()
                .enumerate()
                .chain(std::iter::once((f.chars().count(), ' ')))
            {
                match (ch.is_whitespace(), start) {
                    (false, None) => start = Some(k),
                    (true, Some(s)) => {
                        words.push(H9Token {
                            text: f.chars().skip(s).take(k - s).collect(),
                            column: col + s,
                        });
                        start = None;
                    }
                    _ => {}
                }
            }
        }
        let first_entry = words
            .iter()
            .position(|w| w.text.contains(['+', '-', '=', '/', '?', '!']))
            .unwrap_or(words.len());
        let results = words.split_off(first_entry);
        doc.lines.push(H9Line {
            line,
            place,
            names,
            rank: token(fields[2]),
            country: Some(token(fields[3])).filter(|t| !t.text.is_empty()),
            club: Some(token(fields[4])).filter(|t| !t.text.is_empty()),
            scores: words,
            results,
            pin: None,
        });
    }
    GothaError::or(doc, errors)
}
