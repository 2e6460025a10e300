//! The team table of a fixed team schedule (a Scheveningen match, a Hilton jamboree),
//! whose rounds are games of the rosters' players rather than one match per team: each
//! team's game points are its players' points; a Scheveningen match (two teams) is won by
//! the team with more of them, 2 / 1 / 0 match points; a jamboree ranks by game points.

use arbiter_core::teams::MatchScoring;
use arbiter_core::{Points, Tournament};

/// One team of a fixed schedule's table.
#[derive(Clone, Copy, Eq, PartialEq, Hash, Debug)]
pub struct ScheduleTotal {
    /// The team, by index into the team section.
    pub team: usize,
    /// The place; teams with equal game points share it.
    pub rank: u32,
    /// Game points: the players' points.
    pub gp: Points,
    /// Match points, when exactly two teams play (a Scheveningen match).
    pub mp: Option<Points>,
}

/// The table of a fixed team schedule, best first.
#[must_use]
pub fn schedule_totals(t: &Tournament) -> Vec<ScheduleTotal> {
    let teams = &t.teams.teams;
    let mut rows: Vec<(usize, Points)> = teams
        .iter()
        .enumerate()
        .map(|(k, team)| (k, team.players.iter().map(|&p| t.score(p)).sum()))
        .collect();
    rows.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let two = teams.len() == 2;
    let mut out: Vec<ScheduleTotal> = Vec::with_capacity(rows.len());
    for (i, &(team, gp)) in rows.iter().enumerate() {
        let rank = match out.last() {
            Some(prev) if prev.gp == gp => prev.rank,
            _ => u32::try_from(i + 1).unwrap_or(u32::MAX),
        };
        let mp = two.then(|| {
            let theirs = rows
                .iter()
                .find(|r| r.0 != team)
                .map_or(Points::ZERO, |r| r.1);
            MatchScoring::default().of(gp, theirs)
        });
        out.push(ScheduleTotal { team, rank, gp, mp });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use arbiter_core::{GameResult, Player, PlayerId, Round, Team};

    #[test]
    fn players_points_make_the_teams_and_two_teams_a_match() {
        let mut t = Tournament::default();
        for n in 0..4 {
            t.add_player(Player::named(format!("P{n}")));
        }
        let id = PlayerId::from_index;
        for (k, name) in ["A", "B"].iter().enumerate() {
            t.teams.teams.push(Team {
                name: (*name).to_string(),
                players: vec![id(2 * k), id(2 * k + 1)],
                ..Team::default()
            });
        }
        let games = vec![
            arbiter_core::Game::new(id(0), id(2)).with_result(GameResult::WHITE_WINS),
            arbiter_core::Game::new(id(3), id(1)).with_result(GameResult::DRAW),
        ];
        t.push_round(Round::new(games, Vec::new()).unwrap_or_default())
            .unwrap_or_else(|e| panic!("{e}"));
        let table = schedule_totals(&t);
        assert_eq!(table[0].team, 0);
        assert_eq!(table[0].gp, Points::from_halves(3));
        assert_eq!(table[0].mp, Some(Points::whole(2)));
        assert_eq!(table[1].gp, Points::HALF);
        assert_eq!(table[1].mp, Some(Points::ZERO));
        assert_eq!((table[0].rank, table[1].rank), (1, 2));
    }
}
