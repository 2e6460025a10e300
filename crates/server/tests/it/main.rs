//! The crate's integration tests, in one binary so that the workspace links one test
//! program per crate rather than one per file.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

mod browser;
mod desk_i18n;
mod go_desk;
mod go_views;
mod http;
mod i18n;
mod modules;
mod norms;
mod players;
mod plots_games;
mod print;
mod publishing;
mod rating_desk;
mod ratings;
mod security;
mod states;
mod support;
