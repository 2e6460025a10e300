//! Random team events, in the spirit of FIDE C.04.A for individuals: teams of rated
//! players (boards plus reserves), each round paired by a team engine through the event
//! log, lineups that sometimes bring in a reserve or leave a board empty, board results
//! drawn from the rating difference, now and then a forfeited match. Reproducible from a
//! seed with a small self-contained generator, so a seed gives the same event in every
//! version.

use crate::event::{Event, PlayerData, Settings, TeamData, TeamSettings};
use crate::state::{EventError, State};
use crate::{AutoPairError, initial_order, pair_next};
use arbiter_core::{PlayerId, RoundNo, SplitMix64};

/// Settings of [`generate_team_event`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamGeneratorConfig {
    /// Number of teams.
    pub teams: usize,
    /// Boards per match.
    pub boards: u8,
    /// Reserves per team.
    pub reserves: u8,
    /// Rounds to play.
    pub rounds: u16,
    /// The seed.
    pub seed: u64,
    /// The pairing system (`swiss-team` by default).
    pub system: String,
    /// Rating of the strongest player.
    pub highest_rating: u16,
    /// Rating of the weakest player.
    pub lowest_rating: u16,
    /// Percentage of drawn games between equal players.
    pub draw_percent: u32,
    /// Lineups that bring in a reserve, per thousand.
    pub reserve_per_mille: u32,
    /// Lineups that leave the last board empty, per thousand.
    pub empty_board_per_mille: u32,
    /// Matches forfeited by one team, per thousand.
    pub forfeit_match_per_mille: u32,
}

impl Default for TeamGeneratorConfig {
    fn default() -> Self {
        TeamGeneratorConfig {
            teams: 20,
            boards: 4,
            reserves: 1,
            rounds: 9,
            seed: 1,
            system: "swiss-team".into(),
            highest_rating: 2600,
            lowest_rating: 1400,
            draw_percent: 30,
            reserve_per_mille: 150,
            empty_board_per_mille: 10,
            forfeit_match_per_mille: 5,
        }
    }
}

/// Why no event was generated.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GenerateTeamError {
    /// A setting out of range.
    #[error("{0}")]
    Settings(String),
    /// An event the log refused (a bug if it happens).
    #[error("the log refused a generated event: {0}")]
    Refused(#[from] EventError),
    /// A round could not be paired.
    #[error("round {round} could not be paired: {error}")]
    Pairing {
        /// The round.
        round: u16,
        /// Why.
        error: AutoPairError,
    },
}

fn apply(s: &mut State, e: Event) -> Result<(), GenerateTeamError> {
    s.apply(&e)?;
    Ok(())
}

/// A random team event, every round paired by the event's team engine.
///
/// # Errors
/// Settings out of range, or a round no pairing exists for.
pub fn generate_team_event(c: &TeamGeneratorConfig) -> Result<State, GenerateTeamError> {
    if c.teams < 2 || c.teams > 999 {
        return Err(GenerateTeamError::Settings(
            "--teams: from 2 to 999 teams".into(),
        ));
    }
    if c.boards == 0 || c.boards > 10 {
        return Err(GenerateTeamError::Settings(
            "--boards: from 1 to 10 boards".into(),
        ));
    }
    if c.rounds == 0 {
        return Err(GenerateTeamError::Settings("--rounds: at least 1".into()));
    }
    let per_team = usize::from(c.boards) + usize::from(c.reserves);
    if c.teams * per_team > 9999 {
        return Err(GenerateTeamError::Settings(
            "a TRF holds at most 9,999 players: fewer teams, boards or reserves".into(),
        ));
    }
    // Fixed forever, so that seeds keep their events.
    let mut rng = SplitMix64::new(c.seed);
    let mut s = State::new();
    apply(
        &mut s,
        Event::TournamentCreated {
            settings: Settings {
                name: format!("Generated team event (seed {})", c.seed),
                system: c.system.clone(),
                rounds: c.rounds,
                team: Some(TeamSettings {
                    boards: c.boards,
                    ..TeamSettings::default()
                }),
                ..Settings::default()
            },
        },
    )?;
    let spread = u64::from(c.highest_rating.saturating_sub(c.lowest_rating));
    for k in 0..c.teams {
        // A team's strength, then its players around it, best first.
        let strength = u64::from(c.lowest_rating) + rng.below(spread + 1);
        let mut ratings: Vec<u16> = (0..per_team)
            .map(|_| {
                let r = strength + rng.below(201);
                u16::try_from(
                    r.saturating_sub(100)
                        .clamp(u64::from(c.lowest_rating), u64::from(c.highest_rating)),
                )
                .unwrap_or(c.lowest_rating)
            })
            .collect();
        ratings.sort_unstable_by(|a, b| b.cmp(a));
        let first = u32::try_from(s.tournament.player_count() + 1).unwrap_or(u32::MAX);
        for (i, r) in ratings.iter().enumerate() {
            apply(
                &mut s,
                Event::PlayerRegistered {
                    player: PlayerData {
                        name: format!("Team{:03}, Player {}", k + 1, i + 1),
                        rating: Some(*r),
                        federation: Some("FID".into()),
                        ..PlayerData::default()
                    },
                },
            )?;
        }
        let members = (0..per_team)
            .map(|i| first + u32::try_from(i).unwrap_or(0))
            .collect();
        apply(
            &mut s,
            Event::TeamRegistered {
                team: TeamData {
                    name: format!("Team {:03}", k + 1),
                    short: Some(format!("T{:03}", k + 1)),
                    members,
                    ..TeamData::default()
                },
            },
        )?;
    }
    let order = initial_order(&s.tournament)
        .into_iter()
        .map(PlayerId::get)
        .collect();
    apply(&mut s, Event::RegistrationClosed { order })?;
    let boards = usize::from(c.boards);
    for round in 1..=c.rounds {
        let r = RoundNo::new(round).unwrap_or(RoundNo::from_index(0));
        for k in 0..s.tournament.teams.teams.len() {
            let roster = s.tournament.teams.teams[k].players.clone();
            let mut lineup: Vec<u32> = roster.iter().take(boards).map(|p| p.get()).collect();
            if roster.len() > boards && rng.chance(c.reserve_per_mille) {
                // A reserve replaces a random board; the others move up in roster order.
                let out = usize::try_from(rng.below(boards as u64)).unwrap_or(0);
                lineup.remove(out);
                lineup.push(roster[boards].get());
            }
            if rng.chance(c.empty_board_per_mille)
                && let Some(last) = lineup.last_mut()
            {
                *last = 0;
            }
            let team = u16::try_from(k + 1).unwrap_or(u16::MAX);
            apply(
                &mut s,
                Event::LineupSet {
                    round,
                    team,
                    players: lineup,
                },
            )?;
        }
        let (_, event) =
            pair_next(&s).map_err(|error| GenerateTeamError::Pairing { round, error })?;
        apply(&mut s, event)?;
        let view = s.team_view().map_err(GenerateTeamError::Refused)?;
        let matches = view.rounds[r.index()].matches.clone();
        for m in &matches {
            if rng.chance(c.forfeit_match_per_mille) {
                let result = if rng.below(2) == 0 { "+-" } else { "-+" };
                apply(
                    &mut s,
                    Event::MatchForfeited {
                        round,
                        home: u16::try_from(m.home + 1).unwrap_or(u16::MAX),
                        away: u16::try_from(m.away + 1).unwrap_or(u16::MAX),
                        result: result.into(),
                    },
                )?;
            }
        }
        let Some(rnd) = s.tournament.round(r).cloned() else {
            continue;
        };
        for (i, g) in rnd.games().iter().enumerate() {
            if !g.result.is_pending() {
                continue;
            }
            let rating = |p: PlayerId| {
                f64::from(
                    s.tournament
                        .player(p)
                        .and_then(|x| x.rating)
                        .map_or(c.lowest_rating, |r| r.0),
                )
            };
            let diff = rating(g.white) - rating(g.black);
            let expected = 1.0 / (1.0 + 10f64.powf(-diff / 400.0));
            let draw = f64::from(c.draw_percent) / 100.0 * (1.0 - (diff.abs() / 800.0).min(1.0));
            let roll = f64::from(u32::try_from(rng.below(1_000_000)).unwrap_or(0)) / 1_000_000.0;
            let white_win = (expected - draw / 2.0).max(0.0);
            let result = if roll < white_win {
                "1-0"
            } else if roll < white_win + draw {
                "1/2"
            } else {
                "0-1"
            };
            apply(
                &mut s,
                Event::ResultSet {
                    round,
                    board: u32::try_from(i + 1).unwrap_or(u32::MAX),
                    result: result.into(),
                },
            )?;
        }
    }
    Ok(s)
}
