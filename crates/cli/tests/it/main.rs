//! The crate's integration tests, in one binary so that the workspace links one test
//! program per crate rather than one per file.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

mod backup;
mod cli;
mod corrections;
mod drills;
mod games;
mod go_files;
mod go_lists;
mod go_play;
mod go_team;
mod live;
mod norms;
mod other_programs;
mod players;
mod print;
mod publish;
mod rating_change;
mod rating_lists;
mod report;
mod round_trips;
mod schedule;
mod serve;
mod systems;
mod teams;
mod views;
mod weekend;

use std::path::Path;
use std::process::{Command, Output, Stdio};

/// Runs the built `arbiter` with its data in `dir`, no standard input, and its output
/// captured.
fn arbiter(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .arg("--data")
        .arg(dir)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .unwrap()
}
