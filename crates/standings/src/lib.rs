//! Standings for arbiter: FIDE tie-breaks (C.07, the 2026 text, the 2024 text and the 2009
//! rules), ranking with direct encounter and shared places, crosstables, categories,
//! prize sharing, FIDE rating changes, and renderings of all of these.
//!
//! Scores stay in integer tenths ([`arbiter_core::Points`]); every tie-break value is an
//! exact [`Value`] in hundredths, rounded only where the regulation says so. How each rule
//! version treats unplayed rounds (forfeits, each kind of bye, absences, withdrawals) lives
//! in one place, the `rules` module; each code is a small function in `compute`.
//!
//! ```
//! use arbiter_standings::{Options, TieBreak, standings, standings_list};
//! # let t = arbiter_core::Tournament::default();
//! let list = standings_list("BH-C1,BH,SB,DE").unwrap();
//! let table = standings(&t, &list, &Options::default()).unwrap();
//! assert!(table.rows.is_empty());
//! ```
//!
//! No I/O: renderings return strings.
#![deny(missing_docs)]
#![cfg_attr(test, allow(clippy::panic, clippy::unwrap_used, clippy::expect_used))]

mod category;
mod code;
mod compute;
mod crosstable;
mod prizes;
mod ranking;
pub mod rating;
pub mod render;
mod rules;
mod table;
mod value;
mod withdrawal;

pub use category::{Category, category_standings, filter};
pub use code::{
    Base, KoyaLimit, ParseCodeError, ScoreBase, TieBreak, default_list, parse_list, standings_list,
};
pub use crosstable::{CrossCell, CrossLine, Crosstable};
pub use prizes::{Award, Sharing, distribute};
pub use ranking::{Row, Standings, StandingsError, standings, tiebreak_values};
pub use rules::{Mode, Options, RuleVersion};
pub use value::Value;
pub use withdrawal::{CycleRule, WithdrawalOutcome, apply_round_robin_withdrawals, withdrawals};
