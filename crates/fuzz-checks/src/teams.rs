//! Any bytes the TRF reader accepts as a team event: reading its boards as matches, the
//! team table, the team standings with every default tie-break, board prizes and a team
//! pairing never panic; each either answers or says why not.

use arbiter_core::teams::{TeamView, team_table};

/// Checks one input of the target; panics when a property fails.
pub fn check(data: &[u8]) {
    let Ok(t) = arbiter_trf::read(data) else {
        return;
    };
    if t.teams.teams.is_empty() {
        return;
    }
    let Ok(view) = TeamView::of(&t) else {
        return;
    };
    let _ = view.scores();
    if let Ok(table) = team_table(&t, &view) {
        let engine = arbiter_pairing::SwissTeam::new();
        let _ = arbiter_pairing::PairingSystem::pair(&engine, &table);
    }
    let list = arbiter_standings::default_team_list(view.rules.primary);
    let _ =
        arbiter_standings::team_standings(&t, &view, &list, &arbiter_standings::Options::default());
    let _ = arbiter_standings::board_prizes(
        &t,
        &view,
        &arbiter_standings::BoardPrizeOptions::default(),
    );
    // The settings strings of records 352 and 362 parse or are refused, never panic.
    if let Some(s) = &t.teams.match_scoring {
        let _ = arbiter_core::teams::MatchScoring::parse(s);
    }
}
