//! Team standings of a Go team tournament, as OpenGotha (V3.51/V3.52) computes them
//! (`ScoredTeamsSet.updateOrderedScoredTeamsList`, `ScoredTeamComparator`).
//!
//! After round `R`, from the team matches of rounds 1 to `R` (read from the games, see
//! [`arbiter_core::go_team_matches`]):
//! - `TEAMP`: the sum of the team points of the matches (2, 1 or 0 each, see
//!   [`arbiter_core::GoTeamMatch::team_points`]);
//! - `SOST`: over the team's matches, the sum of each opponent's `TEAMP` (its total
//!   after `R`, not its score at the time of the match);
//! - `BDW`: the half points its members scored on boards 1 to the team size;
//! - `BDWkU`: the same on boards 1 to `k` only (every board when `k` exceeds the size);
//! - `MNR`: the round-1 line-up's ratings summed over the team size, truncated.
//!
//! Teams are ordered by the criteria in turn, higher first, then by team number. A team
//! equal to the one above it on every criterion shares its place (OpenGotha leaves the
//! place blank then). Board values are kept in half points, as OpenGotha keeps them; they
//! are printed as wins (`4½`).

use crate::go::java_cmp;
use arbiter_core::{GO_TEAM_MAX_BOARDS, GoTeamCriterion, GoTournament, go_team_matches_up_to};

/// One round of a team in the standings: its opponent and how the match went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoTeamRound {
    /// The opponent (index into the teams).
    pub opponent: usize,
    /// Team points of the match: 2, 1 or 0.
    pub team_points: u32,
    /// Board wins of the match, in half points.
    pub wins2: u32,
}

/// A team's line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoTeamRow {
    /// The team (index into the tournament's teams).
    pub team: usize,
    /// The place, from 1, shared by teams equal on every criterion.
    pub place: usize,
    /// The value of each criterion of the standings, in their order (board wins in half
    /// points).
    pub values: Vec<i64>,
    /// Rounds 1 to `R`: the match of each (`None`: no match).
    pub rounds: Vec<Option<GoTeamRound>>,
}

/// The team standings after a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoTeamStandings {
    /// The last round counted, from 1.
    pub round: u16,
    /// The criteria, in order.
    pub criteria: Vec<GoTeamCriterion>,
    /// The teams, best first.
    pub rows: Vec<GoTeamRow>,
}

/// Every team criterion's raw material after `round`, per team (index into the teams).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct GoTeamScores {
    /// Team points.
    pub team_points: Vec<i64>,
    /// Sum of the opponents' team points.
    pub sost: Vec<i64>,
    /// Half points per board (boards 1 to the team size).
    pub boards: Vec<Vec<i64>>,
    /// Mean rating of the round-1 line-up.
    pub mean_rating: Vec<i64>,
}

impl GoTeamScores {
    /// The value of `criterion` for `team`.
    #[must_use]
    pub fn value(&self, criterion: GoTeamCriterion, team: usize) -> i64 {
        let upper =
            |k: usize| -> i64 { self.boards.get(team).map_or(0, |b| b.iter().take(k).sum()) };
        match criterion {
            GoTeamCriterion::TeamPoints => self.team_points.get(team).copied().unwrap_or(0),
            GoTeamCriterion::Sost => self.sost.get(team).copied().unwrap_or(0),
            GoTeamCriterion::BoardWins => upper(usize::from(GO_TEAM_MAX_BOARDS)),
            GoTeamCriterion::UpperBoardWins(k) => upper(usize::from(k)),
            GoTeamCriterion::MeanRating => self.mean_rating.get(team).copied().unwrap_or(0),
        }
    }
}

/// The criteria's material after `round` (from 1; 0: before the first round).
#[must_use]
pub fn go_team_scores(t: &GoTournament, round: u16) -> GoTeamScores {
    let n = t.teams.teams.len();
    let size = t.teams.rules.size;
    let matches = go_team_matches_up_to(t, round);
    let mut s = GoTeamScores {
        team_points: vec![0; n],
        sost: vec![0; n],
        boards: vec![vec![0; usize::from(size)]; n],
        mean_rating: t
            .teams
            .teams
            .iter()
            .map(|team| i64::from(team.mean_rating(&t.players, size)))
            .collect(),
    };
    for m in &matches {
        for team in [m.white, m.black] {
            s.team_points[team] += i64::from(m.team_points(team, size));
            for board in 1..=size {
                s.boards[team][usize::from(board) - 1] += i64::from(m.board_wins2(team, board));
            }
        }
    }
    // The opponents' totals after the last round, as OpenGotha sums them.
    for m in &matches {
        s.sost[m.white] += s.team_points[m.black];
        s.sost[m.black] += s.team_points[m.white];
    }
    s
}

/// The team standings after `round` (from 1), by the tournament's team criteria.
#[must_use]
pub fn go_team_standings(t: &GoTournament, round: u16) -> GoTeamStandings {
    let criteria = t.teams.rules.criteria.clone();
    let scores = go_team_scores(t, round);
    let matches = go_team_matches_up_to(t, round);
    let size = t.teams.rules.size;
    let teams = &t.teams.teams;
    let values: Vec<Vec<i64>> = (0..teams.len())
        .map(|i| criteria.iter().map(|&c| scores.value(c, i)).collect())
        .collect();
    let mut order: Vec<usize> = (0..teams.len()).collect();
    // Team numbers are unique in a valid file; the name settles any remaining tie so
    // that the order never depends on the file's order.
    order.sort_by(|&a, &b| {
        values[b]
            .cmp(&values[a])
            .then(teams[a].number.cmp(&teams[b].number))
            .then_with(|| java_cmp(&teams[a].name, &teams[b].name))
    });
    let mut rows: Vec<GoTeamRow> = Vec::with_capacity(order.len());
    for (k, &team) in order.iter().enumerate() {
        let place = match rows.last() {
            Some(prev) if values[prev.team] == values[team] => prev.place,
            _ => k + 1,
        };
        let rounds = (1..=round)
            .map(|r| {
                matches
                    .iter()
                    .find(|m| m.round == r && m.has(team))
                    .and_then(|m| {
                        Some(GoTeamRound {
                            opponent: m.opponent(team)?,
                            team_points: m.team_points(team, size),
                            wins2: m.wins2(team),
                        })
                    })
            })
            .collect();
        rows.push(GoTeamRow {
            team,
            place,
            values: values[team].clone(),
            rounds,
        });
    }
    GoTeamStandings {
        round,
        criteria,
        rows,
    }
}

/// A value as OpenGotha prints it: board wins as wins with `½`, others as they are.
#[must_use]
pub fn go_team_value_text(criterion: GoTeamCriterion, value: i64) -> String {
    if !criterion.in_half_points() {
        return value.to_string();
    }
    let whole = value.div_euclid(2);
    if value.rem_euclid(2) == 0 {
        whole.to_string()
    } else if whole == 0 {
        "½".to_string()
    } else {
        format!("{whole}½")
    }
}

/// The standings as text, one team a line, as OpenGotha's team standings lay them out:
/// place (blank when shared with the line above), name, each round as the opponent's
/// line number, `+` `=` `-` for the team points and the board wins in brackets, then the
/// criteria by their short names.
#[must_use]
pub fn go_team_standings_text(s: &GoTeamStandings, t: &GoTournament) -> String {
    let line_of = |team: usize| {
        s.rows
            .iter()
            .position(|r| r.team == team)
            .map_or(0, |p| p + 1)
    };
    let mut out = String::from("Pl\tName");
    for r in 1..=s.round {
        out.push_str(&format!("\tR{r}"));
    }
    for c in &s.criteria {
        out.push('\t');
        out.push_str(&c.short_name());
    }
    out.push('\n');
    for (k, row) in s.rows.iter().enumerate() {
        let shared = k > 0 && s.rows[k - 1].place == row.place;
        if !shared {
            out.push_str(&row.place.to_string());
        }
        out.push('\t');
        out.push_str(
            t.teams
                .teams
                .get(row.team)
                .map_or("", |team| team.name.as_str()),
        );
        for cell in &row.rounds {
            out.push('\t');
            match cell {
                None => out.push_str("0-"),
                Some(c) => {
                    let sign = match c.team_points {
                        2 => '+',
                        1 => '=',
                        _ => '-',
                    };
                    let wins = go_team_value_text(GoTeamCriterion::BoardWins, i64::from(c.wins2));
                    out.push_str(&format!("{}{sign}({wins})", line_of(c.opponent)));
                }
            }
        }
        for (c, v) in s.criteria.iter().zip(&row.values) {
            out.push('\t');
            out.push_str(&go_team_value_text(*c, *v));
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_points_print_as_wins() {
        let b = GoTeamCriterion::BoardWins;
        assert_eq!(go_team_value_text(b, 9), "4½");
        assert_eq!(go_team_value_text(b, 1), "½");
        assert_eq!(go_team_value_text(b, 8), "4");
        assert_eq!(go_team_value_text(GoTeamCriterion::TeamPoints, 9), "9");
    }

    #[test]
    fn no_teams_no_rows() {
        let t = GoTournament::default();
        let s = go_team_standings(&t, 1);
        assert!(s.rows.is_empty());
    }
}
