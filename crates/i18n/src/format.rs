//! Dates and numbers as each language writes them (CLDR's common forms for the six
//! languages, written out here because they are few and fixed).

use crate::Lang;
use time::Date;

const MONTHS_EN: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];
const MONTHS_FR: [&str; 12] = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
];
const MONTHS_DE: [&str; 12] = [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
];
const MONTHS_IT: [&str; 12] = [
    "gennaio",
    "febbraio",
    "marzo",
    "aprile",
    "maggio",
    "giugno",
    "luglio",
    "agosto",
    "settembre",
    "ottobre",
    "novembre",
    "dicembre",
];
const MONTHS_ES: [&str; 12] = [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
];
/// Russian months in the genitive, as a date needs them ("25 ноября").
const MONTHS_RU: [&str; 12] = [
    "января",
    "февраля",
    "марта",
    "апреля",
    "мая",
    "июня",
    "июля",
    "августа",
    "сентября",
    "октября",
    "ноября",
    "декабря",
];

/// A date in words: "25 November 2026", "25 novembre 2026", "25. November 2026",
/// "25 de noviembre de 2026", "25 ноября 2026 г.".
pub fn date_long(lang: Lang, d: Date) -> String {
    let m = usize::from(u8::from(d.month())) - 1;
    let (day, year) = (d.day(), d.year());
    let month =
        |names: &[&'static str; 12]| -> &'static str { names.get(m).copied().unwrap_or_default() };
    match lang {
        Lang::En => format!("{day} {} {year}", month(&MONTHS_EN)),
        Lang::Fr => {
            // French writes the first of the month as an ordinal.
            let day = if day == 1 {
                "1er".to_owned()
            } else {
                day.to_string()
            };
            format!("{day} {} {year}", month(&MONTHS_FR))
        }
        Lang::De => format!("{day}. {} {year}", month(&MONTHS_DE)),
        Lang::It => format!("{day} {} {year}", month(&MONTHS_IT)),
        Lang::Es => format!("{day} de {} de {year}", month(&MONTHS_ES)),
        Lang::Ru => format!("{day} {} {year} г.", month(&MONTHS_RU)),
    }
}

/// A date in figures: "2026-11-25" in English (unambiguous on both sides of the Atlantic),
/// "25/11/2026" in French, Italian and Spanish, "25.11.2026" in German and Russian.
pub fn date_short(lang: Lang, d: Date) -> String {
    let (day, month, year) = (d.day(), u8::from(d.month()), d.year());
    match lang {
        Lang::En => format!("{year:04}-{month:02}-{day:02}"),
        Lang::Fr | Lang::It | Lang::Es => format!("{day:02}/{month:02}/{year:04}"),
        Lang::De | Lang::Ru => format!("{day:02}.{month:02}.{year:04}"),
    }
}

/// The decimal separator: a point in English, a comma in the others.
fn separator(lang: Lang) -> char {
    match lang {
        Lang::En => '.',
        _ => ',',
    }
}

/// A number already written with a decimal point ("2.5", "-0.75", "12") in `lang`'s form
/// ("2,5" in French). Text that is not a plain number is returned unchanged, so a score
/// such as "2½" or a dash passes through.
pub fn decimal(lang: Lang, number: &str) -> String {
    let plain = !number.is_empty()
        && number
            .trim_start_matches(['-', '+'])
            .chars()
            .all(|c| c.is_ascii_digit() || c == '.')
        && number.matches('.').count() <= 1;
    if plain {
        number.replace('.', &separator(lang).to_string())
    } else {
        number.to_owned()
    }
}

/// A whole number with the language's thousands grouping: "12,345", "12 345" (French and
/// Russian, with a narrow no-break space), "12.345" (German, Italian, Spanish). Numbers of
/// four digits are not grouped in Spanish, as its academy advises.
pub fn integer(lang: Lang, n: i64) -> String {
    let digits = n.unsigned_abs().to_string();
    let group = match lang {
        Lang::En => ",",
        Lang::Fr | Lang::Ru => "\u{202f}",
        Lang::De | Lang::It | Lang::Es => ".",
    };
    let mut out = String::new();
    if !(lang == Lang::Es && digits.len() <= 4) {
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push_str(group);
            }
            out.push(c);
        }
    } else {
        out = digits;
    }
    if n < 0 {
        out.insert(0, '-');
    }
    out
}

/// An ordinal number as the language writes it after a prize's name: "1st", "2nd", "3rd",
/// "11th" in English, "1." in German, "1er" and "2e" in French, "1.º" in Spanish, "1º"
/// in Italian, "1-й" in Russian.
pub fn ordinal(lang: Lang, n: u64) -> String {
    match lang {
        Lang::En => {
            let suffix = match (n % 10, n % 100) {
                (_, 11..=13) => "th",
                (1, _) => "st",
                (2, _) => "nd",
                (3, _) => "rd",
                _ => "th",
            };
            format!("{n}{suffix}")
        }
        Lang::De => format!("{n}."),
        Lang::Fr if n == 1 => "1er".to_owned(),
        Lang::Fr => format!("{n}e"),
        Lang::Es => format!("{n}.º"),
        Lang::It => format!("{n}º"),
        Lang::Ru => format!("{n}-й"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::Month;

    #[test]
    fn ordinals_in_each_language() {
        let en: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101]
            .iter()
            .map(|&n| ordinal(Lang::En, n))
            .collect();
        assert_eq!(
            en,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"
            ]
        );
        assert_eq!(ordinal(Lang::Fr, 1), "1er");
        assert_eq!(ordinal(Lang::Fr, 2), "2e");
        assert_eq!(ordinal(Lang::De, 3), "3.");
        assert_eq!(ordinal(Lang::Ru, 2), "2-й");
    }

    #[test]
    fn dates_in_each_language() {
        let d = Date::from_calendar_date(2026, Month::November, 25).unwrap_or(Date::MIN);
        assert_eq!(date_long(Lang::En, d), "25 November 2026");
        assert_eq!(date_long(Lang::Fr, d), "25 novembre 2026");
        assert_eq!(date_long(Lang::De, d), "25. November 2026");
        assert_eq!(date_long(Lang::Es, d), "25 de noviembre de 2026");
        assert_eq!(date_long(Lang::Ru, d), "25 ноября 2026 г.");
        assert_eq!(date_short(Lang::En, d), "2026-11-25");
        assert_eq!(date_short(Lang::It, d), "25/11/2026");
        assert_eq!(date_short(Lang::De, d), "25.11.2026");
        let first = Date::from_calendar_date(2026, Month::March, 1).unwrap_or(Date::MIN);
        assert_eq!(date_long(Lang::Fr, first), "1er mars 2026");
    }

    #[test]
    fn numbers_in_each_language() {
        assert_eq!(decimal(Lang::En, "2.5"), "2.5");
        assert_eq!(decimal(Lang::Fr, "2.5"), "2,5");
        assert_eq!(decimal(Lang::Ru, "-0.75"), "-0,75");
        assert_eq!(decimal(Lang::De, "2½"), "2½");
        assert_eq!(decimal(Lang::De, "1.2.3"), "1.2.3");
        assert_eq!(integer(Lang::En, 1_234_567), "1,234,567");
        assert_eq!(integer(Lang::De, 12_345), "12.345");
        assert_eq!(integer(Lang::Fr, 12_345), "12\u{202f}345");
        assert_eq!(integer(Lang::Es, 2_345), "2345");
        assert_eq!(integer(Lang::Es, 12_345), "12.345");
        assert_eq!(integer(Lang::En, -1_000), "-1,000");
        assert_eq!(integer(Lang::It, 999), "999");
    }
}
