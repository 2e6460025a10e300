//! Standings for arbiter: FIDE tie-breaks (C.07: the text in force since 1 March 2026,
//! the 2024 text and the 2009 rules), ranking with direct encounter and shared places,
//! crosstables, categories, prize sharing, FIDE rating changes and the national rating
//! formulas of the DSB ([`dwz`]), the ECF ([`ecf`]) and US Chess ([`uscf`]), and renderings.
//!
//! Scores stay in integer tenths ([`arbiter_core::Points`]); every tie-break value is an
//! exact [`Value`] in hundredths, rounded only where the regulation says so. How each rule
//! version treats unplayed rounds (forfeits, each kind of bye, absences, withdrawals) lives
//! in one place, the `rules` module; each code is a small function in `compute`. A
//! withdrawal needs no special marking: the rounds after it (written `Z`, `-` or blank in a
//! TRF) are requested byes followed only by voluntary unplayed rounds, which C.07 (2024,
//! 2026) art. 16.2.5 already treats as such.
//!
//! The calls a front end needs:
//! - the list: [`standings_list`] for TRF records 202/212 (`Tournament.info.tiebreaks`),
//!   [`parse_list`] for a list typed by the user, [`default_list`] per [`Mode`];
//! - the standings: [`standings`] (rows in final order, with places and the tie-break that
//!   separated each pair of neighbours) or [`tiebreak_values`] (values in start order);
//! - the event's one [`Ranking`] (chess or Go), [`Crosstable::of`], [`category_standings`],
//!   [`distribute`] for prizes,
//!   [`rating::rating_changes`], [`apply_round_robin_withdrawals`];
//! - [`render`]: text, TSV, CSV, JSON and HTML of standings and crosstables.
//!
//! Team events (C.07 art. 11–13; the event read as matches by
//! [`arbiter_core::teams::TeamView::of`]):
//! - the list: [`team_standings_list`] (the primary score first) or [`parse_team_list`]
//!   for C.07's team codes (`MP,GP,EDE,BH-C1:MP,EMGSB,SSSC`), [`default_team_list`];
//! - the standings: [`team_standings`]`(&Tournament, &TeamView, &list, &Options)` (rows in
//!   final order with shared ranks) or [`team_tiebreak_values`] (values in team order);
//! - the players: [`board_prizes`] (per board, by percentage or performance, with a
//!   minimum of games) and [`individual_across_teams`];
//! - club rankings of an individual event: [`rank_teams`]`(&Tournament, n)` (Vega's
//!   "Rank Teams": the best `n` results of each club);
//! - [`render_team`]: text and JSON of all four.
//!
//! ```
//! use arbiter_standings::{Options, Ranking, standings, standings_list, render};
//! # let t = arbiter_core::Tournament::default();
//! let list = standings_list("BH-C1,BH,SB,DE").unwrap();
//! let table = standings(&t, &list, &Options::default()).unwrap();
//! let ranking = Ranking::chess(table, t.rounds_paired());
//! assert_eq!(render::ranking_json(&ranking, &t), r#"{"tiebreaks":["PTS","BH-C1","BH","SB","DE"],"players":[]}"#);
//! ```
//!
//! No I/O: renderings return strings.
#![deny(missing_docs)]
#![cfg_attr(test, allow(clippy::panic, clippy::unwrap_used, clippy::expect_used))]

mod category;
mod code;
mod compute;
mod crosstable;
pub mod dwz;
pub mod ecf;
mod festival;
mod go;
/// Team standings of Go team tournaments as OpenGotha computes them.
pub mod go_team;
pub mod norm_forms;
pub mod norms;
#[cfg(test)]
mod norms_tests;
mod prizes;
mod ranked;
mod ranking;
pub mod rating;
pub mod render;
pub mod render_team;
mod rules;
mod table;
mod team;
mod team_players;
#[cfg(test)]
mod team_tests;
mod team_tiebreak;
mod team_totals;
mod tied;
pub mod uscf;
mod value;
mod withdrawal;

pub use category::{Category, CategoryProblem, ParseCategoryError, category_standings};
pub use code::{
    Base, KoyaLimit, ParseCodeError, ScoreBase, TieBreak, default_list, parse_list, standings_list,
};
pub use crosstable::{CrossCell, CrossLine, Crosstable};
pub use festival::{CombinedRow, SectionTable, combined, combined_json, combined_text};
pub use go::{
    GO_CRITERION_NAMES, GoCriteria, go_criteria, go_criteria_names, go_criterion_name, go_order,
    java_cmp,
};
pub use prizes::{Award, ListedAward, Sharing, distribute, distribute_with_categories};
pub use ranked::{Column, GameKind, Placed, Primary, Ranking};
pub use ranking::{Row, Standings, StandingsError, standings, tiebreak_values};
pub use rules::{Mode, Options, RuleVersion};
pub use team::{
    ParseTeamCodeError, TeamBase, TeamRow, TeamScore, TeamStandings, TeamStandingsError,
    TeamTieBreak, default_team_list, parse_team_list, team_standings, team_standings_list,
    team_tiebreak_values,
};
pub use team_players::{
    BoardPrizeOptions, BoardPrizeOrder, BoardPrizeRow, BoardPrizeTable, ClubBoardRow, ClubRanking,
    ClubRow, PlayerAcrossRow, board_prizes, individual_across_teams, rank_teams,
};
pub use team_totals::{ScheduleTotal, schedule_totals};
pub use value::Value;
pub use withdrawal::{CycleRule, WithdrawalOutcome, apply_round_robin_withdrawals, withdrawals};
