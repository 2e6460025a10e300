//! Search over a generated list, and the diff of two versions read as streams.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_ratings::generate::TXT_HEADER;
use arbiter_ratings::{
    Change, GeneratedShape, ListDiff, ListGenerator, ListReader, MatchKind, SearchIndex,
};

fn generated(count: u32) -> (ListGenerator, SearchIndex) {
    let g = ListGenerator::new(99, count, GeneratedShape::Xml);
    let players = ListReader::fide().records(g.clone()).map(Result::unwrap);
    (g, SearchIndex::build(players))
}

#[test]
fn search_a_generated_list() {
    let (g, ix) = generated(20_000);
    assert_eq!(ix.len(), 20_000);
    for i in (0..20_000).step_by(997) {
        let p = g.player(i, false);
        // By id: that player alone.
        let id = p.fide_id.unwrap().to_string();
        let hits = ix.search(&id, 10);
        assert_eq!(hits[0].position, i);
        assert_eq!(hits[0].kind, MatchKind::Id);
        // By the whole name, in either order, with or without diacritics: among the best.
        let ascii = arbiter_ratings::normalize::name_key(&p.name);
        for q in [p.name.clone(), ascii] {
            let hits = ix.search(&q, 50);
            assert!(hits.iter().any(|h| h.position == i), "{q:?}");
            assert!(hits[0].score >= 1.0, "{q:?} -> {:?}", hits[0]);
        }
    }
}

#[test]
fn umlauts_and_transliterations_in_a_generated_list() {
    let (_, ix) = generated(20_000);
    let hits = ix.search("mueller", 20);
    assert!(!hits.is_empty());
    assert!(
        hits.iter().all(|h| h.name.starts_with("Müller")),
        "{hits:?}"
    );
    // `Dvoretskii` is neither spelling: both come by closeness, the closer first.
    let hits = ix.search("Dvoretskii", 1000);
    let first_y = hits
        .iter()
        .position(|h| h.name.starts_with("Dvoretsky"))
        .unwrap();
    let last_j = hits
        .iter()
        .rposition(|h| h.name.starts_with("Dvoretskij"))
        .unwrap();
    assert!(last_j < first_y, "{hits:?}");
    assert!(hits[..=last_j].iter().all(|h| h.kind == MatchKind::Fuzzy));
    // Results come best first.
    assert!(hits.windows(2).all(|w| w[0].score >= w[1].score));
}

fn line(id: &str, name: &str, fed: &str, rating: &str, flag: &str) -> String {
    let mut l = String::new();
    for (pos, text) in [
        (0, id),
        (15, name),
        (76, fed),
        (80, "M"),
        (113, rating),
        (152, "1990"),
        (158, flag),
    ] {
        while l.len() < pos {
            l.push(' ');
        }
        l.push_str(text);
    }
    l
}

#[test]
fn diff_of_two_versions_read_as_streams() {
    let old = format!(
        "{TXT_HEADER}\n{}\n{}\n{}\n",
        line("1503014", "Carlsen, Magnus", "NOR", "2833", ""),
        line("2016192", "Nakamura, Hikaru", "USA", "2802", ""),
        line("8602980", "Hou, Yifan", "CHN", "2633", "wi"),
    );
    let new = format!(
        "{TXT_HEADER}\n{}\n{}\n{}\n",
        line("1503014", "Carlsen, Magnus", "NOR", "2840", "i"),
        line("2016192", "Nakamura, Hikaru", "USA", "2802", ""),
        line("2020009", "Caruana, Fabiano", "USA", "2795", ""),
    );
    // Each version comes in small chunks, as two files read side by side.
    let chunks = |s: String| {
        s.into_bytes()
            .chunks(11)
            .map(<[u8]>::to_vec)
            .collect::<Vec<_>>()
    };
    let old = ListReader::fide().records(chunks(old)).map(Result::unwrap);
    let new = ListReader::fide().records(chunks(new)).map(Result::unwrap);
    let changes: Vec<Change> = ListDiff::new(old, new).collect::<Result<_, _>>().unwrap();
    assert_eq!(changes.len(), 3, "{changes:?}");
    match &changes[0] {
        Change::Changed { key, fields, .. } => {
            assert_eq!(key.to_string(), "1503014");
            let f: Vec<(&str, &str, &str)> = fields
                .iter()
                .map(|f| (f.field, f.old.as_str(), f.new.as_str()))
                .collect();
            assert_eq!(
                f,
                vec![
                    ("standard_rating", "2833", "2840"),
                    ("inactive", "false", "true")
                ]
            );
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(&changes[1], Change::Added(p) if p.name == "Caruana, Fabiano"));
    assert!(matches!(&changes[2], Change::Removed(p) if p.name == "Hou, Yifan"));
}

#[test]
fn diff_of_generated_lists_of_two_sizes() {
    let small = ListGenerator::new(5, 400, GeneratedShape::Txt);
    let large = ListGenerator::new(5, 450, GeneratedShape::Txt);
    let old = ListReader::fide().records(small).map(Result::unwrap);
    let new = ListReader::fide().records(large).map(Result::unwrap);
    let changes: Vec<Change> = ListDiff::new(old, new).collect::<Result<_, _>>().unwrap();
    assert_eq!(changes.len(), 50);
    assert!(changes.iter().all(|c| matches!(c, Change::Added(_))));
}
