//! The readers' errors as messages of the catalogue: English word for word as `Display`
//! says them, and every other language with a text of its own that quotes what was found.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_i18n::{Lang, t_args};
use arbiter_ratings::{
    ColumnFilter, Expected, FilterError, ListError, ListField, ListFormat, ListReader, Message,
    Wanted,
};
use std::collections::{BTreeMap, BTreeSet};

/// What was found in the examples: a value no catalogue text holds.
const FOUND: &str = "x7é";

/// One error of each kind, with every field and every phrase.
fn examples() -> Vec<ListError> {
    let mut out = Vec::new();
    for (i, field) in ListField::ALL.iter().enumerate() {
        let expected = Expected::ALL[i % Expected::ALL.len()];
        out.push(ListError::Field {
            line: 3,
            column: 5,
            field: *field,
            expected,
            found: FOUND.into(),
        });
    }
    for expected in Expected::ALL {
        out.push(ListError::Field {
            line: 12_345,
            column: 1_001,
            field: ListField::Rating,
            expected: *expected,
            found: FOUND.into(),
        });
        out.push(ListError::Shape {
            line: 1,
            column: 1,
            expected: (*expected).into(),
            found: FOUND.into(),
        });
        out.push(ListError::Xml {
            line: 2,
            column: 9,
            expected: (*expected).into(),
        });
    }
    out.push(ListError::Shape {
        line: 1,
        column: 1,
        expected: Wanted::Column {
            title: "Elo \"neu\"".into(),
            list: "DWZ".into(),
            field: ListField::Rating,
        },
        found: FOUND.into(),
    });
    out.push(ListError::Xml {
        line: 4,
        column: 2,
        expected: Wanted::Parser(format!("ill-formed document: {FOUND}")),
    });
    out.push(ListError::TooLong {
        line: 7,
        limit: 65_536,
    });
    out
}

fn filter_examples() -> Vec<FilterError> {
    Expected::ALL
        .iter()
        .map(|e| FilterError {
            line: 2,
            column: 10,
            expected: *e,
            found: FOUND.into(),
        })
        .collect()
}

/// Checks one message against the English `Display` and in every other language.
fn check(english: &str, (key, args): &Message, found: &str) {
    assert_eq!(t_args(Lang::En, key, args), english, "{key}");
    for lang in Lang::ALL.into_iter().skip(1) {
        let said = t_args(lang, key, args);
        assert!(!said.is_empty() && said != *key, "{lang} {key}");
        assert_ne!(said, english, "{lang} {key}: not translated");
        assert!(said.contains(found), "{lang} {key}: {said}");
    }
}

#[test]
fn every_list_error_says_its_display_in_english_and_is_translated() {
    for e in examples() {
        let found = match &e {
            ListError::Field { found, .. } | ListError::Shape { found, .. } => {
                format!("{found:?}")
            }
            ListError::Xml { line, .. } | ListError::TooLong { line, .. } => line.to_string(),
        };
        check(&e.to_string(), &e.message(), &found);
    }
}

#[test]
fn every_filter_error_says_its_display_in_english_and_is_translated() {
    for e in filter_examples() {
        check(&e.to_string(), &e.message(), &format!("{FOUND:?}"));
    }
}

/// Each field and phrase is said in every language, and not as the English.
#[test]
fn every_field_and_phrase_has_a_translation() {
    let keys = ListField::ALL
        .iter()
        .map(|f| (f.key(), f.english()))
        .chain(Expected::ALL.iter().map(|e| (e.key(), e.english())));
    for (key, english) in keys {
        assert_eq!(t_args(Lang::En, key, &[]), english);
        for lang in Lang::ALL.into_iter().skip(1) {
            assert!(arbiter_i18n::has(lang, key), "{lang} lacks {key}");
        }
    }
}

/// The errors the readers really make say the same in English as they print.
#[test]
fn errors_from_the_readers_read_the_same() {
    let e = ColumnFilter::parse("list = X\nformat = tsv\n")
        .err()
        .unwrap();
    check(&e.to_string(), &e.message(), "\"tsv\"");
    let e = ListFormat::named("nope", None).err().unwrap();
    check(&e.to_string(), &e.message(), "\"nope\"");
    let mut r = ListReader::new(ListFormat::named("aga", None).unwrap());
    r.push(b"Name\tAGAID\nDoe, Jane\t34567\tFull\tstrong\n");
    r.finish();
    let e = std::iter::from_fn(|| r.next_record())
        .find_map(Result::err)
        .unwrap();
    assert_eq!(
        e.to_string(),
        "line 2, column 22: rating: expected an AGA rating such as 3.5 or -12.4, found \"strong\""
    );
    check(&e.to_string(), &e.message(), "\"strong\"");
}

/// The placeables (`{ $name }`) of each message of `ratings.ftl` in `lang`, by key.
fn placeables(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    arbiter_i18n::placeables(lang, "ratings.ftl")
}

/// A translation names the same values as the English, so none is lost or left unfilled.
#[test]
fn every_language_keeps_the_placeables_of_the_english() {
    let en = placeables(Lang::En);
    assert!(en.contains_key("ratings-error-field"));
    for lang in Lang::ALL.into_iter().skip(1) {
        assert_eq!(placeables(lang), en, "{lang}");
    }
}
