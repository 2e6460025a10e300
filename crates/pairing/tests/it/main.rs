//! The crate's integration tests, in one binary so that the workspace links one test
//! program per crate rather than one per file.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

mod burstein;
mod common;
mod corpus;
mod double_swiss;
mod go;
mod go_team;
mod large;
mod legality;
mod schedules;
mod swiss_team;
mod uscf;
