//! Every TRF of the shared reference corpora validates, and survives `fmt` in both
//! dialects with no fact lost; the raw layer gives canonical files back byte for byte.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use arbiter_trf::{Dialect, parse, raw, read, write};
use std::path::{Path, PathBuf};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus")
}

fn trf_files() -> Vec<PathBuf> {
    let mut out = Vec::new();
    for sub in ["pairing", "tiebreak"] {
        let mut stack = vec![corpus().join(sub)];
        while let Some(dir) = stack.pop() {
            let Ok(entries) = std::fs::read_dir(&dir) else {
                continue;
            };
            for e in entries {
                let p = e.unwrap().path();
                if p.is_dir() {
                    stack.push(p);
                } else if p.extension().is_some_and(|x| x == "trf") {
                    out.push(p);
                }
            }
        }
    }
    out.sort();
    out
}

#[test]
fn corpus_validates_and_round_trips() {
    let files = trf_files();
    assert!(
        files.len() > 1000,
        "corpus not found at {}",
        corpus().display()
    );
    let mut raw_identical = 0;
    for f in &files {
        let bytes = std::fs::read(f).unwrap();
        let doc = parse(&bytes).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        if raw::write(&doc).as_bytes() == bytes.as_slice() {
            raw_identical += 1;
        }
        let t = read(&bytes).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        for dialect in [Dialect::Trf26, Dialect::Trf16] {
            let once = write(&t, dialect).unwrap();
            let t2 = read(once.as_bytes())
                .unwrap_or_else(|e| panic!("{} {dialect:?}: {e}\n{once}", f.display()));
            assert_eq!(t, t2, "{} {dialect:?}: facts changed by fmt", f.display());
            let twice = write(&t2, dialect).unwrap();
            assert_eq!(
                once,
                twice,
                "{} {dialect:?}: fmt is not idempotent",
                f.display()
            );
            // The raw layer reproduces our own canonical output exactly.
            assert_eq!(raw::write(&parse(once.as_bytes()).unwrap()), once);
        }
    }
    assert_eq!(
        raw_identical,
        files.len(),
        "corpus files the raw layer does not reproduce byte for byte"
    );
}
