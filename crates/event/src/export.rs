//! The tournament as an export writes it: everything the state knows, in TRF terms.

use crate::state::State;
use arbiter_core::{ByeKind, ByeRequest, PlayerId, RoundNo, Tournament};

/// The tournament as an export writes it. A withdrawn player's remaining rounds become
/// zero-point byes (TRF26 uses `Z` for both; an import turns a run of them to the last
/// round back into a withdrawal); the rank column holds the current standings by the
/// event's tie-breaks (C.07, 2026 rules); 062 and 072 count the players and the rated
/// players; the colour the top player drew in round 1 is recorded when the settings left
/// it to the engine.
#[must_use]
pub fn export_view(s: &State) -> Tournament {
    let mut t = s.tournament.clone();
    let next = t.next_round().get();
    let last = t.planned_rounds.unwrap_or(s.settings.rounds);
    let withdrawn: Vec<(PlayerId, u16)> = t
        .players()
        .filter_map(|(id, p)| p.withdrawn_from.map(|r| (id, r.get().max(next))))
        .collect();
    for (id, from) in withdrawn {
        for r in from..=last {
            let Some(round) = RoundNo::new(r) else {
                continue;
            };
            if t.request(id, round).is_none() {
                t.requests.push(ByeRequest {
                    player: id,
                    round,
                    kind: Some(ByeKind::Zero),
                });
            }
        }
    }
    t.info.reported_players = Some(t.player_count().to_string());
    t.info.reported_rated_players = Some(
        t.players()
            .filter(|(_, p)| p.rating.is_some())
            .count()
            .to_string(),
    );
    if t.initial_colour.is_none() && t.rounds_paired() > 0 {
        if let Some(engine) = arbiter_pairing::system_by_name(&s.settings.system) {
            t.initial_colour = arbiter_pairing::initial_colour_of_round_one(&t, engine.as_ref());
        }
    }
    if t.rounds_paired() > 0 {
        let mode = if s.settings.system.to_ascii_lowercase().contains("robin") {
            arbiter_standings::Mode::RoundRobin
        } else {
            arbiter_standings::Mode::Swiss
        };
        let list = s
            .settings
            .tiebreaks
            .as_deref()
            .filter(|x| !x.trim().is_empty())
            .and_then(|x| arbiter_standings::standings_list(x).ok())
            .unwrap_or_else(|| arbiter_standings::default_list(mode));
        let opts = arbiter_standings::Options {
            mode,
            ..arbiter_standings::Options::default()
        };
        if let Ok(table) = arbiter_standings::standings(&t, &list, &opts) {
            for row in &table.rows {
                if let Some(p) = t.player_mut(row.player) {
                    p.reported_rank = Some(row.rank);
                }
            }
        }
    }
    t
}
