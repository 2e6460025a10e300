//! A tournament is an append-only log of [`Event`]s; its [`State`] is their fold.
//!
//! Undo, audit, crash recovery and several arbiters at once all come from this one idea:
//! stores only append events that apply to the state they were checked against, and
//! anything about a tournament, at any point in its history, is a replay away.
//! No I/O happens here; `arbiter-store` keeps logs.
#![deny(missing_docs)]
#![cfg_attr(test, allow(clippy::panic))]

mod auto;
mod correct;
mod entry;
mod event;
mod export;
mod festival;
mod find;
mod games;
mod go;
mod go_teams;
mod import;
mod legality;
mod online;
mod order;
mod ranking;
mod state;
mod team_generator;
mod teams;
mod time_control;
mod trf_import;
mod words;

pub use auto::{
    AutoPairError, SettingsError, check_settings, check_system, go_unknown_results, pair_next,
    pair_next_go, pair_next_team, pair_rest,
};
pub use correct::{ListUpdate, edit_player, number_after, remove_player, update_from_list};
pub use entry::{
    EntryError, Position, boards_text, go_spelling, parse_boards, parse_quick, parse_result,
};
pub use event::{
    Ask, Availability, Board, Event, GoPairData, GoPairMemberData, GoSettings, GoTeamData,
    GoTeamsData, OnlineSettings, PlayerData, ProhibitionData, Recorded, Reports, Settings,
    TeamData, TeamSettings,
};
pub use export::{export_view, players_csv};
pub use festival::{Sections, move_player};
mod from_list;
pub use find::{Duplicate, FindError, duplicates, find_player, fold_name, number_word};
pub use from_list::{FieldChange, data_changes, from_list, refreshed};
pub use go::{
    GoDuplicate, GoSettingsError, events_from_go, go_duplicates, go_engine, go_event_engine,
    go_hand_boards, go_handicap_komi, go_main_scores, go_system, go_time_control, go_view,
};
pub use go_teams::{
    GO_TEAMS_ENGINE, GoTeamChange, go_team_change, go_team_pairing, is_go_team_event, pair_go_teams,
};
pub use import::{
    CsvPlayers, FieldError, ImportError, PlayerProblem, check_player, go_players_from_csv,
    players_from_csv,
};
pub use legality::{Violation, check_pairing};
pub use online::{Asked, EntryStatus, Online, OnlineEntry, ReportState, Unchecked, is_moment};
pub use order::initial_order;
pub use ranking::TeamRanking;
pub use state::{EventError, State, player_from};
pub use team_generator::{GenerateTeamError, TeamGeneratorConfig, generate_team_event};
pub use teams::{TeamState, is_fixed_schedule, team_round_event, team_rules};
pub use time_control::{check_time_control_code, time_control_code};
pub use trf_import::{TrfImportError, events_from_trf, settings_from_trf};
pub use words::{
    Field, catalogue_args, go_rank_message, model_error_message, points_message, result_message,
    round_error_message, say, team_error_message,
};
