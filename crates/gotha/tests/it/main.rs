//! The crate's integration tests, in one binary so that the workspace links one test
//! program per crate rather than one per file.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

mod aga;
mod corpus;
mod encoding;
mod files;
mod h9;
mod pairgoth;
mod real_files;
mod robust;
mod teams;
mod wallist;
