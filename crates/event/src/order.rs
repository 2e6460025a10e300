//! The initial ranking of players when registration closes.

use arbiter_core::{GoRank, PlayerId, Tournament};
use std::cmp::Reverse;

/// The order of C.04.2 (general handling rules, initial order): by rating, highest first
/// (unrated players last); then by FIDE title (GM, IM, WGM, FM, WIM, CM, WFM, WCM, none);
/// then alphabetically by name (ignoring case); registration order settles the rest, so
/// the result is the same on every machine.
///
/// A Go event (its system code starts `GO_`) orders by rank, then rating (a player
/// without one has their rank's), strongest first, then by name.
#[must_use]
pub fn initial_order(t: &Tournament) -> Vec<PlayerId> {
    let mut ids: Vec<PlayerId> = t.player_ids().collect();
    if t.info
        .system_code
        .as_deref()
        .and_then(arbiter_core::GoSystem::from_code)
        .is_some()
    {
        ids.sort_by_cached_key(|&id| {
            let p = t.player(id);
            let rank = p.and_then(|p| p.go_rank).map_or(i32::MIN, GoRank::value);
            let rating = p.map_or(i32::MIN, |p| {
                p.go_rating
                    .or_else(|| p.rating.map(|r| i32::from(r.0)))
                    .unwrap_or_else(|| p.go_rank.map_or(i32::MIN, arbiter_core::go_rating_of_rank))
            });
            let name = p.map(|p| p.name.to_lowercase()).unwrap_or_default();
            (Reverse(rank), Reverse(rating), name, id)
        });
        return ids;
    }
    ids.sort_by_cached_key(|&id| {
        let p = t.player(id);
        let rating = p.and_then(|p| p.rating).map_or(0, |r| u32::from(r.0) + 1);
        let title = p
            .and_then(|p| p.title.as_ref())
            .map_or(9, |x| x.seniority());
        let name = p.map(|p| p.name.to_lowercase()).unwrap_or_default();
        (Reverse(rating), title, name, id)
    });
    ids
}
