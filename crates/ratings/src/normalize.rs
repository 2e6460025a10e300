//! Names as search keys.
//!
//! [`name_tokens`] turns a name into the words a search compares: Latin letters and digits
//! only (other scripts and diacritics transliterated: `Müller` → `muller`, `Łukasz` →
//! `lukasz`, `Ørjan` → `orjan`), lower case, punctuation dropped (`O'Brien` → `obrien`,
//! `Jean-Luc` → `jean luc`), and the German spellings of umlauts folded so that `Mueller`,
//! `Müller` and `Muller` are one key (`ae`, `oe`, `ue` → `a`, `o`, `u`; applied to queries
//! alike, so it only ever merges spellings). Words are compared in any order, so
//! `Carlsen, Magnus` and `Magnus Carlsen` are the same name to a search.
//!
//! Closeness is the Dice coefficient of two words' trigram sets ([`similarity`]): the
//! trigrams of a word padded with two blanks before and one after (`dvoretsky` →
//! `␣␣d ␣dv dvo … sky ky␣`), each packed into a `u16` ([`trigrams`]) since only 37
//! characters remain after normalising. `Dvoretsky` and `Dvoretskij` share 8 of 10 and 11
//! trigrams: 0.76.
//!
//! # Searching without loading the list (for the store)
//!
//! A store keeps, per imported player:
//!
//! - `name_key` = [`name_key`]`(name)`: the tokens joined by one blank, indexed, for
//!   ordering and exact matches;
//! - one row per word in a `player_token(token, player)` table, indexed on `token`:
//!   a word prefix `q` is the range `token >= q AND token < q || '\x7f'` (an index range
//!   scan), a player matches a query when every query word matches one of its words
//!   (`GROUP BY player HAVING count(DISTINCT query_word) = n`);
//! - one row per trigram of each distinct word in a `token_trigram(trigram, token)` table
//!   (the `u16` of [`trigrams`], or its text [`trigram_text`]), indexed on `trigram`: the
//!   words close to a query word are those sharing many trigrams,
//!   `SELECT token, count(*) FROM token_trigram WHERE trigram IN (…query trigrams…)
//!   GROUP BY token HAVING count(*) >= k`, with `k` the
//!   [`min_shared_trigrams`] for the threshold, then checked and ranked in Rust with
//!   [`similarity`]; those words then go through `player_token` as above.
//!
//! Ids are exact lookups on indexed `fide_id` and `national_id` columns. PostgreSQL's
//! `pg_trgm` or SQLite's FTS5 trigram tokenizer could replace the trigram table, but they
//! trigram raw text, not [`name_tokens`]: store `name_key` and index that.

/// The characters left after normalising: `a`-`z`, `0`-`9`, and the padding blank.
const ALPHABET: u16 = 37;

/// The words of a name as search keys (see the module documentation).
#[must_use]
pub fn name_tokens(name: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let push_char = |c: char, cur: &mut String, out: &mut Vec<String>| {
        if c.is_ascii_alphanumeric() {
            cur.push(c.to_ascii_lowercase());
        } else if c == '\'' || c == '\u{2019}' || c == '`' {
            // Apostrophes join: O'Brien is one word.
        } else if !cur.is_empty() {
            out.push(fold(std::mem::take(cur)));
        }
    };
    for c in name.chars() {
        if c.is_ascii() {
            push_char(c, &mut cur, &mut out);
        } else {
            // Characters without a transliteration separate words.
            let t = deunicode::deunicode_char(c).unwrap_or(" ");
            for d in t.chars() {
                push_char(d, &mut cur, &mut out);
            }
        }
    }
    if !cur.is_empty() {
        out.push(fold(cur));
    }
    out
}

/// Folds the German umlaut spellings: `ae` → `a`, `oe` → `o`, `ue` → `u`, until none is
/// left (`aee` → `a`), so that a folded word folds to itself.
fn fold(mut word: String) -> String {
    while word.contains("ae") || word.contains("oe") || word.contains("ue") {
        word = fold_once(&word);
    }
    word
}

fn fold_once(word: &str) -> String {
    let b = word.as_bytes();
    let mut out = String::with_capacity(word.len());
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        out.push(char::from(c));
        if matches!(c, b'a' | b'o' | b'u') && b.get(i + 1) == Some(&b'e') {
            i += 2;
        } else {
            i += 1;
        }
    }
    out
}

/// The normalised name: its tokens joined by one blank (`Müller, Hans-Peter` →
/// `muller hans peter`).
#[must_use]
pub fn name_key(name: &str) -> String {
    name_tokens(name).join(" ")
}

fn code(c: u8) -> u16 {
    match c {
        b'a'..=b'z' => u16::from(c - b'a') + 1,
        b'0'..=b'9' => u16::from(c - b'0') + 27,
        _ => 0,
    }
}

fn letter(code: u16) -> char {
    match code {
        1..=26 => char::from(b'a' + (code - 1) as u8),
        27..=36 => char::from(b'0' + (code - 27) as u8),
        _ => ' ',
    }
}

/// The number of distinct trigram codes.
pub const TRIGRAM_CODES: usize = (ALPHABET as usize) * (ALPHABET as usize) * (ALPHABET as usize);

/// The distinct trigrams of one normalised word (a token of [`name_tokens`]), sorted, each
/// packed as `a * 37² + b * 37 + c` with blank 0, `a`-`z` 1-26, `0`-`9` 27-36.
#[must_use]
pub fn trigrams(token: &str) -> Vec<u16> {
    let b = token.as_bytes();
    let at = |i: isize| -> u16 {
        if i < 0 {
            0
        } else {
            b.get(i as usize).map_or(0, |&c| code(c))
        }
    };
    let mut out: Vec<u16> = (-2..b.len() as isize - 1)
        .map(|i| at(i) * ALPHABET * ALPHABET + at(i + 1) * ALPHABET + at(i + 2))
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// The text of a trigram code (blanks for padding): `dvo`, `␣dv`.
#[must_use]
pub fn trigram_text(code: u16) -> String {
    let a = code / (ALPHABET * ALPHABET);
    let b = (code / ALPHABET) % ALPHABET;
    let c = code % ALPHABET;
    [letter(a), letter(b), letter(c)].iter().collect()
}

/// Closeness of two sorted trigram sets: the Dice coefficient, from 0 (nothing shared)
/// to 1 (the same).
#[must_use]
pub fn trigram_similarity(a: &[u16], b: &[u16]) -> f32 {
    if a.is_empty() && b.is_empty() {
        return 1.0;
    }
    let (mut i, mut j, mut shared) = (0, 0, 0usize);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                shared += 1;
                i += 1;
                j += 1;
            }
        }
    }
    (2 * shared) as f32 / (a.len() + b.len()) as f32
}

/// Closeness of two normalised words (see [`trigram_similarity`]).
#[must_use]
pub fn similarity(a: &str, b: &str) -> f32 {
    trigram_similarity(&trigrams(a), &trigrams(b))
}

/// The fewest trigrams a word with `candidate_len` trigrams must share with a query of
/// `query_len` trigrams to reach Dice similarity `threshold`.
#[must_use]
pub fn min_shared_trigrams(query_len: usize, candidate_len: usize, threshold: f32) -> usize {
    (threshold * (query_len + candidate_len) as f32 / 2.0).ceil() as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens() {
        assert_eq!(
            name_tokens("Müller, Hans-Peter"),
            vec!["muller", "hans", "peter"]
        );
        assert_eq!(name_tokens("Mueller"), vec!["muller"]);
        assert_eq!(name_tokens("MULLER"), vec!["muller"]);
        assert_eq!(name_tokens("O'Brien, Seán"), vec!["obrien", "sean"]);
        assert_eq!(name_tokens("Łukasz Dvořák"), vec!["lukasz", "dvorak"]);
        assert_eq!(name_tokens("Nguyễn Thị Ánh"), vec!["nguyen", "thi", "anh"]);
        assert_eq!(name_tokens("Yılmaz, Şükrü"), vec!["yilmaz", "sukru"]);
        assert_eq!(name_tokens("Ørjan Ångström"), vec!["orjan", "angstrom"]);
        assert_eq!(name_tokens("  ,, "), Vec::<String>::new());
        assert_eq!(name_key("Carlsen, Magnus"), "carlsen magnus");
    }

    proptest::proptest! {
        #[test]
        fn keys_are_plain_and_stable(name in "\\PC{0,40}") {
            let key = name_key(&name);
            proptest::prop_assert!(key.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b' '));
            proptest::prop_assert_eq!(name_key(&key), key.clone());
            for t in name_tokens(&name) {
                proptest::prop_assert!(trigrams(&t).iter().all(|&c| usize::from(c) < TRIGRAM_CODES));
                proptest::prop_assert_eq!(similarity(&t, &t), 1.0);
            }
        }
    }

    #[test]
    fn trigram_codes() {
        let t = trigrams("dvo");
        assert_eq!(
            t.iter().map(|&c| trigram_text(c)).collect::<Vec<_>>(),
            vec!["  d", " dv", "dvo", "vo "]
        );
        assert!(
            trigrams("zz9")
                .iter()
                .all(|&c| usize::from(c) < TRIGRAM_CODES)
        );
    }

    #[test]
    fn closeness() {
        let s = similarity("dvoretsky", "dvoretskij");
        assert!((s - 16.0 / 21.0).abs() < 1e-6, "{s}");
        assert!(similarity("kasparov", "kasparow") > 0.6);
        assert!(similarity("carlsen", "dvoretsky") < 0.1);
        assert_eq!(similarity("abc", "abc"), 1.0);
        assert_eq!(min_shared_trigrams(10, 11, 16.0 / 21.0), 8);
    }
}
