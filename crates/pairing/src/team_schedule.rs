//! Scheveningen matches and Hilton jamborees run as events: the fixed schedules of
//! [`crate::scheveningen`] and [`crate::hilton`] applied to a team event's rosters. The
//! engine pairs the players themselves (not the team table): board *k* of a team is the
//! *k*-th player of its roster (TRF26 record 310 order), and each round's games are the
//! schedule's for that round.
//!
//! - Scheveningen: exactly two teams; every player of one meets every player of the
//!   other, one round per board (the first team is team A of the schedule).
//! - Hilton: 3 to 10 teams, three rounds; each round every team meets every other team,
//!   one board against each; a player drawn against the phantom team of an odd field
//!   has no game that round (an absence, not a bye: nobody scores for it).
//!
//! Deviations are never chosen: a schedule is a table, so the explanation names the table
//! and each game's place in it, and a pairing that differs from the table breaks it.

use crate::{
    BracketReport, CheckReport, Criterion, Deviation, Message, PairedGame, Pairing, PairingError,
    PairingSystem, round_to_pair,
};
use arbiter_core::{PlayerId, Points, Tournament};

criterion!(
    SCHEDULE,
    "pairing-crit-team-schedule-schedule",
    "TABLE",
    "published table",
    "the game the fixed schedule gives for the round"
);
/// Every criterion above, in the order declared.
pub const CRITERIA: &[Criterion] = &[SCHEDULE];

/// Which fixed schedule.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum TeamSchedule {
    /// Two teams, everyone against every player of the other team.
    Scheveningen,
    /// A jamboree: every team against every other team each round.
    Hilton,
}

fn schedule_error(text: impl Into<String>, message: Message) -> PairingError {
    PairingError::Schedule(crate::ScheduleError::new(text, message))
}

/// A field too large to number its boards or teams.
fn too_large(n: usize) -> PairingError {
    PairingError::TooLarge { players: n }
}

impl TeamSchedule {
    /// The rosters the schedule plays: every team's first `boards` players, `boards`
    /// being the shortest roster.
    fn rosters(t: &Tournament) -> Result<(Vec<Vec<PlayerId>>, u32), PairingError> {
        let teams: Vec<Vec<PlayerId>> = t.teams.teams.iter().map(|x| x.players.clone()).collect();
        let boards = teams.iter().map(Vec::len).min().unwrap_or(0);
        if boards == 0 {
            return Err(schedule_error(
                "a fixed team schedule needs teams with players (TRF26 310 records, or teams registered in the event)",
                Message::new("pairing-refused-team-no-players"),
            ));
        }
        let boards = u32::try_from(boards).map_err(|_| too_large(boards))?;
        Ok((teams, boards))
    }

    fn games(
        &self,
        t: &Tournament,
        round: usize,
    ) -> Result<(Vec<PairedGame>, String, Message), PairingError> {
        let (teams, boards) = Self::rosters(t)?;
        let player = |team: usize, board: u32| teams[team][(board - 1) as usize];
        match self {
            TeamSchedule::Scheveningen => {
                if teams.len() != 2 {
                    return Err(schedule_error(
                        format!(
                            "a Scheveningen match is played by two teams, not {}",
                            teams.len()
                        ),
                        Message::new("pairing-refused-scheveningen-teams")
                            .count("count", teams.len()),
                    ));
                }
                let s = crate::scheveningen::schedule(boards)
                    .map_err(|e| schedule_error(e.to_string(), e.message()))?;
                let games = s.rounds.get(round).ok_or_else(|| {
                    schedule_error(
                        format!("a Scheveningen match of {boards} boards has {boards} rounds"),
                        Message::new("pairing-refused-scheveningen-rounds")
                            .count("boards", boards as usize),
                    )
                })?;
                let out = games
                    .iter()
                    .map(|g| PairedGame {
                        white: player(usize::from(!g.white.team_a), g.white.board),
                        black: player(usize::from(!g.black.team_a), g.black.board),
                        handicap: 0,
                    })
                    .collect();
                let kind = if s.published {
                    "published"
                } else {
                    "constructed"
                };
                Ok((
                    out,
                    format!(
                        "Scheveningen table for {boards} boards ({kind}), round {}",
                        round + 1
                    ),
                    Message::new("pairing-dev-scheveningen-table")
                        .count("boards", boards as usize)
                        .text("kind", kind)
                        .count("round", round + 1),
                ))
            }
            TeamSchedule::Hilton => {
                let n = u32::try_from(teams.len()).map_err(|_| too_large(teams.len()))?;
                let s = crate::hilton::schedule(n, Some(boards))
                    .map_err(|e| schedule_error(e.to_string(), e.message()))?;
                let mut out = Vec::new();
                let index = |c: char| (c as usize).checked_sub('A' as usize);
                for (b, row) in s.cells.iter().enumerate() {
                    let cell = row.get(round).ok_or_else(|| {
                        schedule_error(
                            format!("a Hilton jamboree has {} rounds", crate::hilton::ROUNDS),
                            Message::new("pairing-refused-hilton-rounds")
                                .count("rounds", crate::hilton::ROUNDS),
                        )
                    })?;
                    let board = u32::try_from(b + 1).map_err(|_| too_large(b + 1))?;
                    for g in &cell.games {
                        let (Some(w), Some(bl)) = (index(g.white), index(g.black)) else {
                            continue;
                        };
                        if w < teams.len() && bl < teams.len() {
                            out.push(PairedGame {
                                white: player(w, board),
                                black: player(bl, board),
                                handicap: 0,
                            });
                        }
                    }
                }
                Ok((
                    out,
                    format!(
                        "Hilton table for {n} teams of {boards} boards, round {}",
                        round + 1
                    ),
                    Message::new("pairing-dev-hilton-table")
                        .count("teams", n as usize)
                        .count("boards", boards as usize)
                        .count("round", round + 1),
                ))
            }
        }
    }
}

impl PairingSystem for TeamSchedule {
    fn name(&self) -> &'static str {
        match self {
            TeamSchedule::Scheveningen => "Scheveningen (fixed schedule)",
            TeamSchedule::Hilton => "Hilton jamboree (fixed schedule)",
        }
    }

    fn pair(&self, t: &Tournament) -> Result<Pairing, PairingError> {
        let round = round_to_pair(t)?;
        let (games, table, table_message) = self.games(t, round.index())?;
        let mut pairs = Vec::with_capacity(games.len());
        let mut deviations = Vec::new();
        for (i, g) in games.iter().enumerate() {
            pairs.push((g.white, g.black));
            deviations.push(Deviation {
                players: vec![g.white, g.black],
                criterion: SCHEDULE,
                detail: format!("board {}: {} - {} ({table})", i + 1, g.white, g.black),
                message: Message::new("pairing-dev-schedule-board")
                    .count("board", i + 1)
                    .text("white", g.white)
                    .text("black", g.black)
                    .phrase("table", table_message.clone()),
            });
        }
        let residents: Vec<PlayerId> = games.iter().flat_map(|g| [g.white, g.black]).collect();
        Ok(Pairing {
            round,
            games,
            bye: None,
            requested_byes: Vec::new(),
            withdrawn: Vec::new(),
            brackets: vec![BracketReport {
                score: Points::ZERO,
                residents,
                moved_down: Vec::new(),
                downfloaters: Vec::new(),
                upward: false,
                pairs,
                failures: Vec::new(),
                deviations,
                keys: Vec::new(),
                key_messages: Vec::new(),
            }],
        })
    }

    fn check(
        &self,
        t: &Tournament,
        games: &[PairedGame],
        bye: Option<PlayerId>,
    ) -> Result<CheckReport, PairingError> {
        let expected = self.pair(t)?;
        let extra = |_: PlayerId, _: PlayerId| Some(SCHEDULE);
        crate::compare::engine_check(expected, games, bye, SCHEDULE, &extra, SCHEDULE)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use arbiter_core::{Player, Round, Team};

    fn event(teams: usize, boards: usize) -> Tournament {
        let mut t = Tournament::default();
        for k in 0..teams {
            let mut members = Vec::new();
            for b in 0..boards {
                members.push(t.add_player(Player::named(format!("T{k} B{b}"))));
            }
            t.teams.teams.push(Team {
                number: u16::try_from(k + 1).ok(),
                name: format!("T{k}"),
                players: members,
                ..Team::default()
            });
        }
        t
    }

    #[test]
    fn scheveningen_meets_everyone_of_the_other_team_once() {
        let mut t = event(2, 4);
        let mut met = std::collections::BTreeSet::new();
        for _ in 0..4 {
            let p = TeamSchedule::Scheveningen.pair(&t).unwrap();
            assert_eq!(p.games.len(), 4);
            for g in &p.games {
                let (a, b) = (
                    g.white.index().min(g.black.index()),
                    g.white.index().max(g.black.index()),
                );
                assert!(a < 4 && b >= 4, "{g:?} is not between the teams");
                assert!(met.insert((a, b)), "{g:?} twice");
            }
            t.push_round(p.to_round().unwrap()).unwrap();
        }
        assert_eq!(met.len(), 16);
        assert!(TeamSchedule::Scheveningen.pair(&t).is_err() || t.planned_rounds.is_none());
        let three = event(3, 2);
        assert!(TeamSchedule::Scheveningen.pair(&three).is_err());
    }

    #[test]
    fn hilton_pairs_every_team_against_every_other_each_round() {
        let mut t = event(4, 3);
        for _ in 0..3 {
            let p = TeamSchedule::Hilton.pair(&t).unwrap();
            // Every team meets the three others, one board each: 6 games.
            assert_eq!(p.games.len(), 6);
            let team = |id: PlayerId| id.index() / 3;
            let mut pairs: Vec<(usize, usize)> = p
                .games
                .iter()
                .map(|g| {
                    (
                        team(g.white).min(team(g.black)),
                        team(g.white).max(team(g.black)),
                    )
                })
                .collect();
            pairs.sort_unstable();
            pairs.dedup();
            assert_eq!(pairs.len(), 6);
            let check = TeamSchedule::Hilton.check(&t, &p.games, None).unwrap();
            assert!(check.agrees());
            t.push_round(p.to_round().unwrap()).unwrap();
        }
        let _ = Round::default();
    }
}
