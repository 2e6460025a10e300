//! One registry of pairing systems: every place that reads a system's name accepts a name
//! or refuses it, never one accepting what another refuses. The engine lookup, the event's
//! check of new and changed settings (chess and Go), the command line's `new`, `set`,
//! engine-mode `pair` and `--help`, the event's TRF 192 code and the TRF reader of
//! `import` are tried with every name, alias and code of the registry and with names that
//! sit near the edges.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use arbiter_pairing::registry::{self, Game};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn run(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .arg("--data")
        .arg(dir)
        .args(args)
        .env("ARBITER_USER", "ana")
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

fn corpus_trf() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/pairing/dutch/d0003/r05.trf")
}

/// Names near the edges: spellings, options, codes of other programs and nonsense.
const TRICKY: &[&str] = &[
    "burstein-baku",
    "burstein_baku",
    "dutch+baku",
    "DUTCH",
    "Dutch ",
    "FIDE_DUTCH_2026_BAKU",
    "fide_dutch_baku",
    "FIDE_DUBOV_BAKU",
    "dubov+progressive=2,1@3",
    "dubov+progressive",
    "vega+haley",
    "lim+groups=2200:1@3",
    "lim-maxi+baku",
    "uscf-baku",
    "dutch-baku+haley",
    "dutch+",
    "dutch+warp",
    "roundrobin+baku",
    "roundrobin:rotate=4",
    "roundrobin:sideways",
    "double-round-robin:standard",
    "DOUBLE_ROUND_ROBIN_ROTATE_4",
    "berger",
    "FIDE_TEAM_TYPEB_GP_MP",
    "swiss-team+baku",
    "jamboree",
    "go:mcmahon",
    "Mac-Mahon",
    "GO_SWISSCAT",
    "go-swiss",
    "mcmahon+baku",
    "swiss",
    "nonsense",
    "dutch:fide",
    "",
];

fn candidates() -> Vec<String> {
    let mut all: Vec<String> = registry::spellings().map(str::to_string).collect();
    all.extend(TRICKY.iter().map(|s| (*s).to_string()));
    all
}

fn settings(system: &str, go: bool) -> arbiter_event::Settings {
    arbiter_event::Settings {
        name: "Registry".into(),
        system: system.to_string(),
        rounds: 6,
        game: go.then(|| "go".to_string()),
        ..arbiter_event::Settings::default()
    }
}

/// The library's entry points agree with the registry on every candidate.
#[test]
fn every_entry_point_in_the_libraries_agrees() {
    for name in candidates() {
        let found = registry::find(&name);
        let go = found.as_ref().is_ok_and(|s| s.system.game == Game::Go);
        let accepted = found.is_ok();
        assert_eq!(
            arbiter_pairing::system_by_name(&name).is_some(),
            accepted,
            "engine lookup, {name:?}"
        );
        assert_eq!(
            arbiter_pairing::unknown_system(&name).is_empty(),
            accepted,
            "{name:?}"
        );
        assert_eq!(
            arbiter_event::check_settings(&settings(&name, false)).is_ok(),
            accepted && !go,
            "chess event, {name:?}"
        );
        assert_eq!(
            arbiter_event::check_settings(&settings(&name, true)).is_ok(),
            accepted && go,
            "Go event, {name:?}"
        );
        let Ok(chosen) = found else { continue };
        // The code an event writes reads back to the same system and options.
        let created = arbiter_event::Event::TournamentCreated {
            settings: settings(&name, go),
        };
        let state = arbiter_event::State::fold([&created]).unwrap();
        let code = state.tournament.info.system_code.clone().unwrap();
        let back = registry::from_code(&code).unwrap_or_else(|| panic!("{name:?}: {code}"));
        assert_eq!(back.system.name, chosen.system.name, "{name:?}: {code}");
        // Baku has codes of its own; the other accelerations travel in the 250 records.
        let kept = match chosen.acceleration {
            None => true,
            Some(arbiter_pairing::Acceleration::Baku) => chosen.system.baku_code.is_some(),
            Some(_) => false,
        };
        if kept {
            assert_eq!(back.acceleration, chosen.acceleration, "{name:?}: {code}");
        }
        assert_eq!(back.round_robin, chosen.round_robin, "{name:?}: {code}");
        // The name the registry writes reads back as it was chosen.
        let again = registry::find(&chosen.name()).unwrap();
        assert_eq!(again.code(), chosen.code(), "{name:?}");
    }
}

/// The command line accepts and refuses what the registry does: `new` (chess and Go),
/// `set`, engine-mode `pair`; and an imported TRF whose 192 record is the code of an
/// accepted chess system becomes an event of that system.
#[test]
fn every_entry_point_of_the_command_line_agrees() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let trf = corpus_trf();
    let body = std::fs::read_to_string(&trf).unwrap();
    let o = run(d, &["new", "base", "--rounds", "6"]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let mut imported = Vec::new();
    for (i, name) in candidates().iter().enumerate() {
        let found = registry::find(name);
        let go = found.as_ref().is_ok_and(|s| s.system.game == Game::Go);
        let accepted = found.is_ok();
        let ev = format!("c{i}");
        let o = run(d, &["new", &ev, "--rounds", "6", "--system", name]);
        assert_eq!(o.status.success(), accepted && !go, "new {name:?}: {o:?}");
        let g = format!("g{i}");
        let o = run(
            d,
            &["new", &g, "--rounds", "6", "--game", "go", "--system", name],
        );
        assert_eq!(
            o.status.success(),
            accepted && go,
            "new --game go {name:?}: {o:?}"
        );
        // A name the event already has changes nothing, which is no refusal.
        let o = run(d, &["set", "base", "--system", name]);
        let set =
            o.status.success() || String::from_utf8_lossy(&o.stderr).contains("nothing to change");
        assert_eq!(set, accepted && !go, "set {name:?}: {o:?}");
        let o = run(
            d,
            &[
                "pair",
                trf.to_str().unwrap(),
                "--system",
                name,
                "-o",
                "/dev/null",
            ],
        );
        let refused =
            String::from_utf8_lossy(&o.stderr).contains("no pairing engine for the system");
        assert_eq!(!refused, accepted, "pair --system {name:?}: {o:?}");
        if let Ok(chosen) = found
            && chosen.system.game == Game::Chess
        {
            let file = d.join(format!("i{i}.trf"));
            std::fs::write(&file, format!("192 {}\n{body}", chosen.code())).unwrap();
            let im = format!("i{i}");
            let o = run(d, &["import", file.to_str().unwrap(), "--name", &im]);
            if o.status.success() {
                imported.push((im, chosen.name()));
            }
        }
    }
    assert!(imported.len() > 20, "{imported:?}");
    let o = run(d, &["list", "--json"]);
    let list: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    for (im, system) in imported {
        let row = list
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["name"] == im.as_str())
            .unwrap();
        let stored = row["system"].as_str().unwrap();
        assert_eq!(
            registry::find(stored).map(|s| s.code()),
            registry::find(&system).map(|s| s.code()),
            "{im}: {stored} for {system}"
        );
    }
}

/// `--help` of `--system` lists every system of the registry.
#[test]
fn the_help_lists_every_system() {
    let dir = tempfile::tempdir().unwrap();
    for cmd in ["new", "pair", "generate", "set"] {
        let o = run(dir.path(), &[cmd, "--help"]);
        let text = String::from_utf8_lossy(&o.stdout);
        for s in registry::SYSTEMS {
            assert!(
                text.contains(&format!("  {}", s.name)),
                "{cmd} --help lacks {}",
                s.name
            );
        }
    }
}
