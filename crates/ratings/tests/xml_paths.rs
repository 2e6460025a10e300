//! The XML list's two record readers: the quick one for the plain records every published
//! list is made of, and quick-xml's for any other shape. Where the quick one reads a
//! record, both read the same player; a generated full-shape list never needs the other.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_ratings::fide::read_record_both_ways;
use arbiter_ratings::{FideOptions, GeneratedShape, ListGenerator, RateType};
use proptest::prelude::*;

/// The records of an XML text, cut at each `<player>` and the `</player>` after it.
fn records(xml: &str) -> Vec<&str> {
    xml.match_indices("<player>")
        .filter_map(|(i, _)| {
            let end = xml[i..].find("</player>")?;
            Some(&xml[i..i + end + "</player>".len()])
        })
        .collect()
}

#[test]
fn a_generated_list_is_read_on_the_quick_path_alike() {
    let xml: String = ListGenerator::new(11, 5000, GeneratedShape::Xml)
        .map(|c| String::from_utf8(c).unwrap())
        .collect();
    let records = records(&xml);
    assert_eq!(records.len(), 5000);
    for r in records {
        let (quick, general) = read_record_both_ways(r.as_bytes(), FideOptions::default());
        assert_eq!(quick.as_ref(), general.as_ref().ok(), "{r}");
        assert!(quick.is_some(), "{r}");
    }
}

#[test]
fn other_shapes_are_left_to_quick_xml() {
    for r in [
        // An entity, a character reference, a comment, CDATA, attributes, a blank in a
        // tag, a nested element, text between the fields, no closing tag.
        "<player><fideid>1</fideid><name>A &amp; B</name></player>",
        "<player><fideid>1</fideid><name>M&#252;ller</name></player>",
        "<player><fideid>1</fideid><!-- x --><name>A</name></player>",
        "<player><fideid>1</fideid><name><![CDATA[A]]></name></player>",
        "<player id=\"1\"><fideid>1</fideid></player>",
        "<player><fideid >1</fideid></player>",
        "<player><fideid>1</fideid><title /></player>",
        "<player><fideid>1</fideid><x><y>2</y></x></player>",
        "<player><fideid>1</fideid> stray <name>A</name></player>",
        "<player><fideid>1</fideid><name>A</nam></player>",
        "<player><fideid>1</fideid>",
        // A value that does not read: the error, with its place, comes from quick-xml's.
        "<player><fideid>12a</fideid></player>",
        "<player><name>A</name></player>",
    ] {
        let (quick, _) = read_record_both_ways(r.as_bytes(), FideOptions::default());
        assert_eq!(quick, None, "{r}");
    }
    let (quick, general) = read_record_both_ways(
        b"<player>\n<fideid>1503014</fideid>\n<name>Carlsen, Magnus</name><title/>\n</player>",
        FideOptions::default(),
    );
    assert_eq!(
        quick.as_ref().map(|p| p.name.as_str()),
        Some("Carlsen, Magnus")
    );
    assert_eq!(quick.as_ref(), general.as_ref().ok());
}

/// The pieces records are made of: the fields of the lists and others, values that read
/// and values that do not, and what may stand between them.
fn piece() -> impl Strategy<Value = String> {
    let names = prop::sample::select(vec![
        "fideid",
        "name",
        "country",
        "sex",
        "title",
        "w_title",
        "o_title",
        "foa_title",
        "rating",
        "games",
        "k",
        "rapid_rating",
        "rapid_games",
        "rapid_k",
        "blitz_rating",
        "blitz_games",
        "blitz_k",
        "birthday",
        "flag",
        "other",
        "player",
        "Name",
        "a1",
        "_x",
        "1a",
    ]);
    let values = prop::sample::select(vec![
        "",
        "0",
        "1503014",
        " 2833 ",
        "3501",
        "12a",
        "-5",
        "99999",
        "Carlsen, Magnus",
        "Nguyễn Thị Ánh",
        "\u{a0}x\u{a0}",
        "NOR",
        "XYZ",
        "F",
        "M",
        "w",
        "wi",
        "q",
        "GM",
        "IA,FA",
        "1990",
        "A &amp; B",
        "&#252;",
        "&bogus;",
        "a > b",
        "]]>",
        "\r\n",
        "\t",
    ]);
    let gaps = prop::sample::select(vec!["", "\n", " ", "\r\n", "\t", "\u{c}", "\u{a0}", "x"]);
    prop_oneof![
        (names.clone(), values, gaps.clone()).prop_map(|(n, v, g)| format!("{g}<{n}>{v}</{n}>")),
        (names.clone(), gaps.clone()).prop_map(|(n, g)| format!("{g}<{n}/>")),
        (names.clone(), names.clone(), gaps).prop_map(|(a, b, g)| format!("{g}<{a}>x</{b}>")),
        prop::sample::select(vec![
            "<!-- c -->",
            "<![CDATA[z]]>",
            "<?pi?>",
            "<name a=\"1\">A</name>",
            "<fideid>1</fideid >",
            "<",
            "&amp;",
            "\u{ff}",
        ])
        .prop_map(str::to_string),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn where_the_quick_reader_reads_a_record_quick_xml_reads_the_same(
        pieces in prop::collection::vec(piece(), 0..24),
        id_first in any::<bool>(),
        end in prop::sample::select(vec!["</player>", "\n</player>", "</player>x", ""]),
        rate in 0..3usize,
    ) {
        let mut record = String::from("<player>");
        if id_first {
            record.push_str("<fideid>1503014</fideid>");
        }
        for p in &pieces {
            record.push_str(p);
        }
        record.push_str(end);
        let opts = FideOptions { single_rate: RateType::ALL[rate] };
        let (quick, general) = read_record_both_ways(record.as_bytes(), opts);
        if let Some(q) = quick {
            prop_assert_eq!(Some(&q), general.as_ref().ok(), "{}", record);
        }
    }
}
