//! The reader on damaged files: random bytes, truncated and altered corpus files. Nothing
//! panics; an error says where; whatever is read writes and reads back the same.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use proptest::prelude::*;

fn check(bytes: &[u8]) {
    match arbiter_gotha::parse(bytes) {
        Ok(doc) => {
            let text = arbiter_gotha::raw::write(&doc);
            let again = arbiter_gotha::parse_str(&text).unwrap();
            assert_eq!(arbiter_gotha::raw::write(&again), text);
            if let Err(e) = arbiter_gotha::validate(&doc) {
                assert!(
                    e.diagnostics.iter().all(|d| d.line >= 1 && d.column >= 1),
                    "{e}"
                );
            }
        }
        Err(e) => assert!(
            e.diagnostics.iter().all(|d| d.line >= 1 && d.column >= 1),
            "{e}"
        ),
    }
}

fn sample() -> Vec<u8> {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/corpus/go/mm03/round2.input.xml");
    std::fs::read(p).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        check(&bytes);
    }

    #[test]
    fn altered_files_give_errors_with_positions(cut in 0usize..20_000, at in 0usize..20_000, byte in any::<u8>()) {
        let mut b = sample();
        let at = at % b.len();
        b[at] = byte;
        b.truncate(cut.max(1).min(b.len()));
        check(&b);
    }
}

#[test]
fn errors_name_the_place_and_the_fact() {
    let text = String::from_utf8(sample()).unwrap();
    // A game naming a player the file does not list: left out, as OpenGotha leaves it,
    // with a warning at its line.
    let bad = text.replacen("whitePlayer=\"", "whitePlayer=\"NOBODY", 1);
    let doc = arbiter_gotha::parse(bad.as_bytes()).unwrap();
    let (t, w) = arbiter_gotha::validate_with_warnings(&doc).unwrap();
    let all = arbiter_gotha::read(text.as_bytes()).unwrap();
    assert_eq!(t.games.len() + 1, all.games.len());
    let m = w[0].to_string();
    assert!(m.contains("a game naming \"NOBODY"), "{m}");
    assert!(m.contains("is left out"), "{m}");
    // A number where a number must be.
    let bad = text.replacen("rating=\"", "rating=\"X", 1);
    let e = arbiter_gotha::read(bad.as_bytes()).unwrap_err();
    assert!(
        e.to_string().contains("rating: expected a whole number"),
        "{e}"
    );
    let d = &e.diagnostics[0];
    assert_eq!(d.column, 9, "{e}");
    // Not closed.
    let e = arbiter_gotha::read(&text.as_bytes()[..text.len() / 2]).unwrap_err();
    assert!(
        e.to_string().contains("never closed") || e.to_string().contains("not well-formed"),
        "{e}"
    );
}

/// Inputs the fuzzer found: an element without a name, and a tournament without its
/// parameter set (reported where the tournament starts, not at line 0).
#[test]
fn fuzzer_findings_give_positioned_errors() {
    let err = arbiter_gotha::parse(b"<>\n</>").unwrap_err();
    assert!(
        err.diagnostics.iter().all(|d| d.line >= 1 && d.column >= 1),
        "{err}"
    );
    let err = arbiter_gotha::read(b"\n  <Tournament/>").unwrap_err();
    assert!(
        err.diagnostics.iter().all(|d| (d.line, d.column) == (2, 3)),
        "{err}"
    );
}

/// Every reader of any Go file, on damaged files of each kind: nothing panics, and what is
/// refused or read otherwise is placed.
fn check_any(bytes: &[u8]) {
    match arbiter_gotha::read_any(bytes) {
        Ok(read) => {
            assert!(
                read.warnings.iter().all(|w| w.line >= 1 && w.column >= 1),
                "{:?}",
                read.warnings
            );
            for file in [
                arbiter_gotha::GoFile::OpenGotha,
                arbiter_gotha::GoFile::H9,
                arbiter_gotha::GoFile::Tou,
                arbiter_gotha::GoFile::Aga,
            ] {
                let _ = arbiter_gotha::write_file(&read.tournament, file);
            }
        }
        Err(e) => assert!(
            e.diagnostics.iter().all(|d| d.line >= 1 && d.column >= 1),
            "{e}"
        ),
    }
}

fn samples() -> Vec<Vec<u8>> {
    let t = arbiter_gotha::read(&sample()).unwrap();
    let mut out: Vec<Vec<u8>> = [
        arbiter_gotha::GoFile::H9,
        arbiter_gotha::GoFile::Tou,
        arbiter_gotha::GoFile::Aga,
    ]
    .into_iter()
    .map(|f| arbiter_gotha::write_file(&t, f).into_bytes())
    .collect();
    let seeds = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/seeds");
    for f in ["macmahon/club-cup.xml", "gotha/opengotha-tolerated.xml"] {
        out.push(std::fs::read(seeds.join(f)).unwrap());
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn any_go_file_damaged_never_panics(which in 0usize..5, cut in 0usize..20_000, at in 0usize..20_000, byte in any::<u8>()) {
        let mut b = samples().swap_remove(which);
        let at = at % b.len();
        b[at] = byte;
        b.truncate(cut.max(1).min(b.len()));
        check_any(&b);
    }
}
