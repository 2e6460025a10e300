//! Every committed seed of every fuzz target (the fuzzer's findings among them) passes the
//! target's checks: a finding stays fixed, and a target that no longer builds fails here.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use std::path::Path;

#[test]
fn every_seed_of_every_target_keeps_its_properties() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz");
    let mut on_disk: Vec<String> = std::fs::read_dir(root.join("fuzz_targets"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter_map(|p| Some(p.file_stem()?.to_str()?.to_string()))
        .collect();
    on_disk.sort();
    // Without the server, `forms` has no checks to run.
    on_disk.retain(|t| cfg!(feature = "server") || t != "forms");
    let listed: Vec<&str> = arbiter_fuzz_checks::TARGETS
        .iter()
        .map(|(n, _)| *n)
        .collect();
    assert_eq!(
        on_disk, listed,
        "a target without its checks, or checks without a target"
    );
    for (name, check) in arbiter_fuzz_checks::TARGETS {
        let dir = root.join("seeds").join(name);
        let mut seeds: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.unwrap().path())
            .collect();
        seeds.sort();
        assert!(!seeds.is_empty(), "{name} has no seeds");
        for seed in seeds {
            let data = std::fs::read(&seed).unwrap();
            // Said before the check, so that a failing seed is named above its panic.
            eprintln!("{name}: {}", seed.display());
            check(&data);
        }
    }
}

/// The findings of the TRF target are among its seeds (they are what keeps them fixed).
#[test]
fn the_trf_findings_are_seeds() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/seeds/trf");
    for finding in [
        "finding-132-blank-columns.trf",
        "finding-national-record-like-legend.trf",
        "finding-team-event-player-acceleration.trf",
    ] {
        assert!(dir.join(finding).is_file(), "{finding}");
    }
}
