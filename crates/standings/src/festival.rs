//! Combined standings of a festival: every section's players in one list, by points,
//! each with the place their own section gives them. Sections play different fields and
//! often different numbers of rounds, so their tie-breaks do not compare: players with
//! equal points share a combined place, listed by section (in the festival's order) and
//! then by their place in it.

use crate::render::{align, json_string};
use arbiter_core::{PlayerId, Points, Tournament};
use std::fmt::Write as _;

/// One section as the combined standings read it.
#[derive(Copy, Clone, Debug)]
pub struct SectionTable<'a> {
    /// The section's label (e.g. `U1800`).
    pub label: &'a str,
    /// The section's tournament, with each player's place in it as `reported_rank`
    /// (players without one are placed by start rank, as before round 1).
    pub tournament: &'a Tournament,
}

/// One line of the combined standings.
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct CombinedRow {
    /// The combined place: players with equal points share it.
    pub place: u32,
    /// The section, as an index into the sections given.
    pub section: usize,
    /// The place within the section.
    pub section_place: u32,
    /// The player (start rank in the section).
    pub player: PlayerId,
    /// Points scored.
    pub points: Points,
    /// Rounds paired in the section.
    pub rounds: usize,
}

/// The combined standings of `sections` (in the festival's order).
#[must_use]
pub fn combined(sections: &[SectionTable<'_>]) -> Vec<CombinedRow> {
    let mut rows = Vec::new();
    for (k, s) in sections.iter().enumerate() {
        let t = s.tournament;
        let rounds = t.rounds_paired();
        for (id, p) in t.players() {
            rows.push(CombinedRow {
                place: 0,
                section: k,
                section_place: p.reported_rank.unwrap_or_else(|| id.get()),
                player: id,
                points: t.score_after(id, rounds),
                rounds,
            });
        }
    }
    rows.sort_by_key(|r| {
        (
            std::cmp::Reverse(r.points),
            r.section,
            r.section_place,
            r.player,
        )
    });
    let mut place = 0;
    for i in 0..rows.len() {
        if i == 0 || rows[i].points != rows[i - 1].points {
            place = u32::try_from(i + 1).unwrap_or(u32::MAX);
        }
        rows[i].place = place;
    }
    rows
}

fn name_rating(s: &SectionTable<'_>, id: PlayerId) -> (String, String) {
    s.tournament.player(id).map_or_else(
        || (String::new(), String::new()),
        |p| {
            (
                p.name.clone(),
                p.rating.map(|r| r.0.to_string()).unwrap_or_default(),
            )
        },
    )
}

/// The combined standings as an aligned text table.
#[must_use]
pub fn combined_text(sections: &[SectionTable<'_>], rows: &[CombinedRow]) -> String {
    let mut lines = vec![vec![
        "Place".to_string(),
        "Name".into(),
        "Rtg".into(),
        "Section".into(),
        "Sec. place".into(),
        "Pts".into(),
    ]];
    for r in rows {
        let Some(s) = sections.get(r.section) else {
            continue;
        };
        let (name, rating) = name_rating(s, r.player);
        lines.push(vec![
            r.place.to_string(),
            name,
            rating,
            s.label.to_string(),
            r.section_place.to_string(),
            r.points.to_string(),
        ]);
    }
    align(&lines, &[false, true, false, true, false, false])
}

/// The combined standings as JSON: `{"sections": [..], "players": [{"place", "section",
/// "section_place", "start_rank", "name", "rating", "points"}, ..]}`.
#[must_use]
pub fn combined_json(sections: &[SectionTable<'_>], rows: &[CombinedRow]) -> String {
    let mut out = String::from("{\"sections\":[");
    let labels: Vec<String> = sections
        .iter()
        .map(|s| {
            format!(
                "{{\"label\":{},\"rounds\":{},\"players\":{}}}",
                json_string(s.label),
                s.tournament.rounds_paired(),
                s.tournament.player_count()
            )
        })
        .collect();
    out.push_str(&labels.join(","));
    out.push_str("],\"players\":[");
    for (i, r) in rows.iter().enumerate() {
        let Some(s) = sections.get(r.section) else {
            continue;
        };
        if i > 0 {
            out.push(',');
        }
        let (name, rating) = name_rating(s, r.player);
        let _ = write!(
            out,
            "{{\"place\":{},\"section\":{},\"section_place\":{},\"start_rank\":{},\"name\":{},\"rating\":{},\"points\":{}}}",
            r.place,
            json_string(s.label),
            r.section_place,
            r.player,
            json_string(&name),
            if rating.is_empty() {
                "null".to_string()
            } else {
                rating
            },
            r.points
        );
    }
    out.push_str("]}");
    out
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use arbiter_core::{Game, GameResult, Player, Round, ScoringSystem, TournamentInfo};

    fn section(names: &[&str], results: &[(u32, u32, GameResult)]) -> Tournament {
        let mut t = Tournament::new(TournamentInfo::default(), ScoringSystem::classic());
        for n in names {
            t.add_player(Player::named(*n));
        }
        if !results.is_empty() {
            let games = results
                .iter()
                .map(|&(w, b, r)| {
                    let mut g = Game::new(PlayerId::new(w).unwrap(), PlayerId::new(b).unwrap());
                    g.result = r;
                    g
                })
                .collect();
            t.push_round(Round::new(games, Vec::new()).unwrap())
                .unwrap();
        }
        t
    }

    #[test]
    fn players_rank_by_points_then_section_then_section_place() {
        let mut open = section(
            &["A", "B", "C", "D"],
            &[(1, 2, GameResult::WHITE_WINS), (3, 4, GameResult::DRAW)],
        );
        // The section's own standings put D above C (a tie-break).
        for (rank, place) in [(1, 1), (2, 4), (3, 3), (4, 2)] {
            open.player_mut(PlayerId::new(rank).unwrap())
                .unwrap()
                .reported_rank = Some(place);
        }
        let u1800 = section(&["E", "F"], &[(1, 2, GameResult::BLACK_WINS)]);
        let sections = [
            SectionTable {
                label: "Open",
                tournament: &open,
            },
            SectionTable {
                label: "U1800",
                tournament: &u1800,
            },
        ];
        let rows = combined(&sections);
        let order: Vec<(u32, usize, u32)> = rows
            .iter()
            .map(|r| (r.place, r.section, r.player.get()))
            .collect();
        // 1 point: A (Open), F (U1800, no reported place: by start rank); ½: D then C by
        // their section places; 0: B, E.
        assert_eq!(
            order,
            [
                (1, 0, 1),
                (1, 1, 2),
                (3, 0, 4),
                (3, 0, 3),
                (5, 0, 2),
                (5, 1, 1)
            ]
        );
        let text = combined_text(&sections, &rows);
        assert!(text.lines().nth(2).unwrap().contains("U1800"), "{text}");
        let json = combined_json(&sections, &rows);
        assert!(
            json.contains("\"section\":\"U1800\",\"section_place\":2"),
            "{json}"
        );
    }
}
