//! The Go rating lists OpenGotha imports, one player a line, ISO-8859-15 (read as
//! Windows-1252, which agrees on every letter these lists use) unless the file is UTF-8.
//!
//! **EGF** (`allworld_lp.html`, the European Go Database's list as text): a line is a
//! player when its characters 2-9 are the eight digits of the PIN; then the name
//! (`Surname Given`) in characters 12-48, the country in 50-52, the club in 54-57, the
//! grade (`3k`, `2d`, `5p`) in 61-63 and the GoR in 72-75. Other lines (the page's
//! heading, the `(date)` line, the column titles) are skipped.
//!
//! **FFG** (`echelle.txt`, the Fédération Française de Go's *échelle*): a line of at least
//! 60 characters starting with a letter is a player: name (`SURNAME Given`, the surname in
//! capitals) in characters 1-38, the rating (0 is 1 dan, 100 a grade, negative for kyu)
//! in 39-43, the licence status in 45, the licence number in 47-53, the club in 55-58 and
//! the country in 60-61. The `Echelle au …` heading and short lines are skipped.
//!
//! **AGA** (`TDListA.txt`, the American Go Association's list for tournament directors):
//! tab-separated `Last, First`, AGA id, membership type, rating (a decimal: `3.5` dan,
//! `-3.5` kyu), expiration date, club, state, and more columns this reader does not use.
//! A `Forgn` membership has no country; the others are `US`, as OpenGotha reads them.

use crate::error::{Expected, ListError, ListField, shorten};
use crate::types::{Federation, GoRating, GoScale, ListKind, ListPlayer, NationalId};
use arbiter_core::GoRank;

/// The Go lists.
#[derive(Copy, Clone, Debug, Eq, PartialEq)]
pub enum GoList {
    /// The EGF rating list.
    Egf,
    /// The FFG échelle.
    Ffg,
    /// The AGA TDList.
    Aga,
}

fn field(line: u64, column: usize, field: ListField, expected: Expected, found: &str) -> ListError {
    ListError::Field {
        line,
        column: u32::try_from(column).unwrap_or(u32::MAX),
        field,
        expected,
        found: shorten(found.trim()),
    }
}

/// Characters `from..to` (0-based, end excluded) of a line, clipped to its length.
fn cols(chars: &[char], from: usize, to: usize) -> String {
    let to = to.min(chars.len());
    if from >= to {
        return String::new();
    }
    chars[from..to]
        .iter()
        .collect::<String>()
        .trim()
        .to_string()
}

/// `Surname Given` split at the first blank, as `Surname, Given`.
fn surname_first(name: &str) -> String {
    match name.split_once(' ') {
        Some((s, g)) if !g.trim().is_empty() => format!("{}, {}", s.trim(), g.trim()),
        _ => name.trim().to_string(),
    }
}

/// Reads one line of a Go list; `Ok(None)` for a line that holds no player.
pub(crate) fn read_line(
    list: GoList,
    line: u64,
    text: &str,
) -> Result<Option<ListPlayer>, ListError> {
    match list {
        GoList::Egf => egf(line, text),
        GoList::Ffg => ffg(line, text),
        GoList::Aga => aga(line, text),
    }
}

fn egf(line: u64, text: &str) -> Result<Option<ListPlayer>, ListError> {
    let chars: Vec<char> = text.chars().collect();
    let pin: String = chars.iter().skip(1).take(8).collect();
    if chars.len() < 10 || pin.len() != 8 || !pin.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(None);
    }
    let name = cols(&chars, 11, 48);
    if name.is_empty() {
        return Err(field(line, 12, ListField::Name, Expected::Name, ""));
    }
    let mut p = ListPlayer::new(ListKind::Egf, surname_first(&name));
    p.national_id = NationalId::new(&pin);
    let country = cols(&chars, 49, 52);
    if !country.is_empty() {
        p.federation = Some(
            Federation::parse(&country)
                .ok_or_else(|| field(line, 50, ListField::Country, Expected::Country, &country))?,
        );
    }
    let club = cols(&chars, 53, 57);
    p.club = (!club.is_empty()).then_some(club);
    let grade = cols(&chars, 60, 63);
    let rank = if grade.is_empty() {
        None
    } else {
        Some(
            grade
                .parse::<GoRank>()
                .map_err(|_| field(line, 61, ListField::Grade, Expected::Grade, &grade))?,
        )
    };
    let gor = cols(&chars, 71, 75);
    let value = gor
        .parse::<i32>()
        .map_err(|_| field(line, 72, ListField::Gor, Expected::Gor, &gor))?;
    p.go = Some(GoRating {
        scale: GoScale::EgfGor,
        value,
        rank,
    });
    Ok(Some(p))
}

/// `SURNAME Given` where the surname is the leading words in capitals.
fn ffg_name(name: &str) -> String {
    let words: Vec<&str> = name.split_whitespace().collect();
    let upper = words
        .iter()
        .take_while(|w| !w.chars().any(char::is_lowercase))
        .count();
    // All in capitals (or none): the first word is the surname, as OpenGotha reads it.
    let split = if upper == 0 || upper == words.len() {
        1
    } else {
        upper
    };
    let (s, g) = words.split_at(split.min(words.len()));
    if g.is_empty() {
        s.join(" ")
    } else {
        format!("{}, {}", s.join(" "), g.join(" "))
    }
}

fn ffg(line: u64, text: &str) -> Result<Option<ListPlayer>, ListError> {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() < 60 || !chars.first().is_some_and(|c| c.is_alphabetic()) {
        return Ok(None);
    }
    let name = cols(&chars, 0, 38);
    let mut p = ListPlayer::new(ListKind::Ffg, ffg_name(&name));
    let rating = cols(&chars, 38, 43);
    let value = rating
        .parse::<i32>()
        .map_err(|_| field(line, 39, ListField::Rating, Expected::Echelle, &rating))?;
    p.go = Some(GoRating {
        scale: GoScale::FfgEchelle,
        value,
        rank: None,
    });
    let licence = cols(&chars, 46, 53);
    p.national_id = NationalId::new(&licence);
    if p.national_id.is_none() {
        return Err(field(line, 47, ListField::Licence, Expected::Licence, ""));
    }
    let club = cols(&chars, 54, 58);
    p.club = (!club.is_empty()).then_some(club);
    let country = cols(&chars, 59, 61);
    if !country.is_empty() {
        p.federation = Some(
            Federation::parse(&country)
                .ok_or_else(|| field(line, 60, ListField::Country, Expected::Country, &country))?,
        );
    }
    Ok(Some(p))
}

/// An AGA rating `3.5` / `-12.25` in hundredths.
fn aga_hundredths(text: &str) -> Option<i32> {
    let t = text.trim();
    let (neg, t) = match t.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, t),
    };
    let (int, frac) = t.split_once('.').unwrap_or((t, ""));
    if int.is_empty() && frac.is_empty() {
        return None;
    }
    if !int.bytes().all(|b| b.is_ascii_digit()) || !frac.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let whole: i32 = if int.is_empty() { 0 } else { int.parse().ok()? };
    let mut f = frac
        .bytes()
        .take(3)
        .map(|b| i32::from(b - b'0'))
        .collect::<Vec<_>>();
    f.resize(3, 0);
    // Round the thousandths half up.
    let hundredths = f[0] * 10 + f[1] + i32::from(f[2] >= 5);
    let v = whole.checked_mul(100)?.checked_add(hundredths)?;
    Some(if neg { -v } else { v })
}

fn aga(line: u64, text: &str) -> Result<Option<ListPlayer>, ListError> {
    if text.trim().is_empty() {
        return Ok(None);
    }
    let cells: Vec<&str> = text.split('\t').collect();
    let col_of = |i: usize| -> usize {
        1 + cells
            .iter()
            .take(i)
            .map(|c| c.chars().count() + 1)
            .sum::<usize>()
    };
    let cell = |i: usize| cells.get(i).map_or("", |c| c.trim());
    let name = cell(0);
    let id = cell(1);
    if name.is_empty() {
        return Err(field(line, 1, ListField::Name, Expected::Name, ""));
    }
    // The column titles, where a file has them.
    if !id.is_empty() && !id.bytes().all(|b| b.is_ascii_digit()) {
        if line == 1 {
            return Ok(None);
        }
        return Err(field(
            line,
            col_of(1),
            ListField::AgaId,
            Expected::AgaId,
            id,
        ));
    }
    let name = match name.split_once(',') {
        Some((s, g)) => format!("{}, {}", s.trim(), g.trim()),
        None => surname_first(name),
    };
    let mut p = ListPlayer::new(ListKind::Aga, name);
    p.national_id = NationalId::new(id);
    if p.national_id.is_none() {
        return Err(field(
            line,
            col_of(1),
            ListField::AgaId,
            Expected::AgaId,
            "",
        ));
    }
    if cell(2) != "Forgn" {
        p.federation = Federation::parse("US");
    }
    let rating = cell(3);
    if !rating.is_empty() {
        let value = aga_hundredths(rating).ok_or_else(|| {
            field(
                line,
                col_of(3),
                ListField::Rating,
                Expected::AgaRating,
                rating,
            )
        })?;
        p.go = Some(GoRating {
            scale: GoScale::AgaHundredths,
            value,
            rank: None,
        });
    }
    let club = cell(5);
    p.club = (!club.is_empty()).then(|| club.to_string());
    Ok(Some(p))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A line with `fields` placed at 0-based character positions.
    fn at(fields: &[(usize, &str)]) -> String {
        let mut line: Vec<char> = Vec::new();
        for (pos, text) in fields {
            if line.len() < *pos {
                line.resize(*pos, ' ');
            }
            for (i, c) in text.chars().enumerate() {
                if pos + i < line.len() {
                    line[pos + i] = c;
                } else {
                    line.push(c);
                }
            }
        }
        line.into_iter().collect()
    }

    #[test]
    fn egf_lines() {
        let line = at(&[
            (1, "10387880"),
            (11, "Åberg Pontus"),
            (49, "SE"),
            (53, "Stoc"),
            (60, " 3k"),
            (71, "1816"),
            (76, "T170923A"),
        ]);
        let p = egf(5, &line).ok().flatten();
        let p = p.as_ref();
        assert_eq!(p.map(|p| p.name.as_str()), Some("Åberg, Pontus"));
        assert_eq!(
            p.and_then(|p| p.national_id.as_ref())
                .map(NationalId::as_str),
            Some("10387880")
        );
        assert_eq!(
            p.and_then(|p| p.federation).map(|f| f.to_string()),
            Some("SE".into())
        );
        assert_eq!(p.and_then(|p| p.club.clone()), Some("Stoc".into()));
        assert_eq!(
            p.and_then(|p| p.go),
            Some(GoRating {
                scale: GoScale::EgfGor,
                value: 1816,
                rank: Some(GoRank::Kyu(3))
            })
        );
        // The heading is no player.
        assert_eq!(egf(1, "  Pin_Player Name   Country Club"), Ok(None));
        // A bad grade is an error placed at its column.
        let bad = at(&[
            (1, "10387880"),
            (11, "Aaberg Pontus"),
            (60, " 3x"),
            (71, "1816"),
        ]);
        assert!(matches!(
            egf(7, &bad),
            Err(ListError::Field {
                line: 7,
                column: 61,
                ..
            })
        ));
    }

    #[test]
    fn ffg_lines() {
        let line = at(&[
            (0, "LE GALL Jean-Pierre"),
            (38, " -950"),
            (44, "L"),
            (46, "0512345"),
            (54, "35Re"),
            (59, "FR"),
        ]);
        let p = ffg(3, &line).ok().flatten();
        let p = p.as_ref();
        assert_eq!(p.map(|p| p.name.as_str()), Some("LE GALL, Jean-Pierre"));
        assert_eq!(
            p.and_then(|p| p.national_id.as_ref())
                .map(NationalId::as_str),
            Some("0512345")
        );
        assert_eq!(p.and_then(|p| p.go).map(|g| g.value), Some(-950));
        assert_eq!(p.and_then(|p| p.club.clone()), Some("35Re".into()));
        assert_eq!(ffg(1, "Echelle au 01/05/2025"), Ok(None));
        let bad = at(&[
            (0, "DUPONT Marc"),
            (38, "  1x0"),
            (46, "0512345"),
            (59, "FR"),
        ]);
        assert!(matches!(
            ffg(2, &bad),
            Err(ListError::Field { column: 39, .. })
        ));
    }

    #[test]
    fn aga_lines() {
        let p = aga(
            2,
            "Smith, John\t12345\tFull\t-3.5\t12/31/2026\tNYGO\tNY\t0.4\t2025-05-01",
        )
        .ok()
        .flatten();
        let p = p.as_ref();
        assert_eq!(p.map(|p| p.name.as_str()), Some("Smith, John"));
        assert_eq!(p.and_then(|p| p.go).map(|g| g.value), Some(-350));
        assert_eq!(
            p.and_then(|p| p.federation).map(|f| f.to_string()),
            Some("US".into())
        );
        assert_eq!(p.and_then(|p| p.club.clone()), Some("NYGO".into()));
        let f = aga(3, "Tanaka, Ken\t23456\tForgn\t6.25\t\t\t")
            .ok()
            .flatten();
        assert_eq!(f.as_ref().and_then(|p| p.federation), None);
        assert_eq!(f.and_then(|p| p.go).map(|g| g.value), Some(625));
        assert!(matches!(
            aga(4, "Doe, Jane\t34567\tFull\tstrong"),
            Err(ListError::Field {
                line: 4,
                column: 22,
                ..
            })
        ));
        assert_eq!(aga(1, "Name\tAGAID\tMemberType\tRating"), Ok(None));
    }

    #[test]
    fn aga_ratings() {
        assert_eq!(aga_hundredths("3.5"), Some(350));
        assert_eq!(aga_hundredths("-12.25"), Some(-1225));
        assert_eq!(aga_hundredths("1.005"), Some(101));
        assert_eq!(aga_hundredths("7"), Some(700));
        assert_eq!(aga_hundredths("-"), None);
        assert_eq!(aga_hundredths("1.2.3"), None);
    }
}
