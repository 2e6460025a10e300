//! A stored Go event run as a team tournament, as OpenGotha runs one: its teams built
//! and changed through the log (each change one [`Event::GoTeamsSet`] of the whole teams,
//! checked as OpenGotha's Teams Manager checks them), its rounds paired as matches of
//! teams (each board's game as OpenGotha's `pairTeams` makes it, see
//! [`arbiter_pairing::go_team`]), results entered per board as in any event, and its
//! team standings the one [`arbiter_standings::go_team::go_team_standings`] of the
//! event's Go tournament, which the command line and the desk both read.

use crate::auto::{AutoPairError, SettingsError};
use crate::event::{Board, Event};
use crate::go::{go_teams_data, go_view, team_criteria};
use crate::state::{EventError, State, invalid};
use crate::words::{Field, go_team_error_message};
use arbiter_core::{GoTeamCriterion, GoTeamError, GoTeamRules, GoTournament, PlayerId};
use arbiter_pairing::go_team::{
    GoTeamPairingError, GoTeamRoundPairing, pair_go_match, pair_go_team_round,
};
use arbiter_pairing::{Message, PairedGame, Pairing, PairingError, ScheduleError};

/// The engine a Go team round is recorded with.
pub const GO_TEAMS_ENGINE: &str = "Go teams (OpenGotha)";

/// A change of a Go event's teams, players by start rank.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GoTeamChange {
    /// A new team: its name, its number (default: one more than the highest), its
    /// players on boards 1, 2, ... in every round.
    Add {
        /// The name.
        name: String,
        /// The number.
        number: Option<u32>,
        /// The players, board 1 first.
        players: Vec<u32>,
    },
    /// A team's line-up in a round (the team by name or number).
    LineUp {
        /// The team.
        team: String,
        /// The round.
        round: u16,
        /// The players, board 1 first.
        players: Vec<u32>,
    },
    /// A team taken out (it has not played).
    Remove {
        /// The team.
        team: String,
    },
    /// The boards of every team (2 to 10).
    Size(u8),
    /// The team placement criteria (`TEAMP`, `SOST`, `BDW`, `BDW1U`..`BDW9U`, `MNR`), or
    /// OpenGotha's when empty.
    Criteria(Vec<String>),
}

/// The refusal of a change of the teams, in the catalogue's words.
fn refused(e: &GoTeamError) -> EventError {
    invalid(Field::GoTeams, go_team_error_message(e))
}

/// A start rank as a player index of a Go tournament of `players` players.
fn player(n: u32, players: usize) -> Result<usize, EventError> {
    usize::try_from(n)
        .ok()
        .and_then(|n| n.checked_sub(1))
        .filter(|&i| i < players)
        .ok_or_else(|| {
            invalid(
                Field::GoTeams,
                Message::new("event-go-no-player")
                    .phrase("what", Message::new("event-go-what-team-players"))
                    .text("player", n),
            )
        })
}

/// The Go tournament of a Go event, or the refusal for a chess event.
fn go_tournament(state: &State) -> Result<GoTournament, EventError> {
    go_view(state).ok_or_else(|| EventError::Lifecycle(Message::new("event-go-teams-go-only")))
}

/// The event that makes `change` to the teams of a Go event, checked.
///
/// # Errors
/// A chess event; a change OpenGotha's Teams Manager refuses (see
/// [`GoTournament::add_team`], [`GoTournament::set_line_up`],
/// [`GoTournament::remove_team`]); a player or team that does not exist; a team size or
/// criterion that does not read. The event itself is refused while registration is open
/// (teams name players by start rank).
pub fn go_team_change(state: &State, change: &GoTeamChange) -> Result<Event, EventError> {
    let mut g = go_tournament(state)?;
    let n = g.players.len();
    let players = |list: &[u32]| -> Result<Vec<usize>, EventError> {
        list.iter().map(|&p| player(p, n)).collect()
    };
    match change {
        GoTeamChange::Add {
            name,
            number,
            players: list,
        } => {
            let list = players(list)?;
            g.add_team(name, *number, &list).map_err(|e| refused(&e))?;
        }
        GoTeamChange::LineUp {
            team,
            round,
            players: list,
        } => {
            let list = players(list)?;
            let i = g.teams.find(team).map_err(|e| refused(&e))?;
            g.set_line_up(i, *round, &list).map_err(|e| refused(&e))?;
        }
        GoTeamChange::Remove { team } => {
            let i = g.teams.find(team).map_err(|e| refused(&e))?;
            g.remove_team(i).map_err(|e| refused(&e))?;
        }
        GoTeamChange::Size(size) => {
            g.teams.rules = g
                .teams
                .rules
                .clone()
                .with_size(*size)
                .map_err(|e| refused(&e))?;
        }
        GoTeamChange::Criteria(names) => {
            g.teams.rules.criteria = criteria(names)?;
        }
    }
    Ok(Event::GoTeamsSet {
        teams: go_teams_data(&g.teams, &g.pairs),
    })
}

/// Team placement criteria by name, checked; OpenGotha's when `names` is empty.
fn criteria(names: &[String]) -> Result<Vec<GoTeamCriterion>, EventError> {
    if names.iter().all(|n| n.trim().is_empty()) {
        return Ok(GoTeamRules::opengotha().criteria);
    }
    team_criteria(names)
}

/// True when a Go event has teams: its rounds are paired as team matches.
#[must_use]
pub fn is_go_team_event(state: &State) -> bool {
    state.settings.is_go() && state.go_teams.as_ref().is_some_and(|t| !t.teams.is_empty())
}

/// A refusal of the team pairing, as the engines' refusals are said.
fn schedule(text: String, message: Message) -> AutoPairError {
    AutoPairError::Engine(PairingError::Schedule(ScheduleError { text, message }))
}

/// Pairs the next round of a Go team event: the matches given (two teams by name or
/// number each; the first team's board-1 player takes the colour OpenGotha gives it),
/// or, with none given, the proposal of [`pair_go_team_round`] (complete teams, no
/// rematch, teams close in the standings). Each board's game, handicap and colours are
/// OpenGotha's `pairTeams`. Returns the pairing and the event that records it (players
/// who are in no match are not paired).
///
/// # Errors
/// Registration still open, no teams, a team that does not exist or cannot be paired
/// (incomplete, already paired, met before), or no two teams free to meet.
pub fn pair_go_teams(
    state: &State,
    matches: &[(String, String)],
) -> Result<(GoTeamRoundPairing, Event), AutoPairError> {
    if state.registration_open {
        return Err(AutoPairError::RegistrationOpen);
    }
    let g = go_tournament(state).map_err(|_| SettingsError::NoTeams)?;
    if g.teams.is_empty() {
        return Err(SettingsError::NoTeams.into());
    }
    let round = state.tournament.next_round().get();
    if round > g.rounds {
        return Err(AutoPairError::Engine(PairingError::BeyondLastRound {
            round: state.tournament.next_round(),
            planned: g.rounds,
        }));
    }
    let pairing = if matches.is_empty() {
        pair_go_team_round(&g, round).map_err(|e| AutoPairError::Engine(e.into()))?
    } else {
        let mut out = GoTeamRoundPairing {
            round,
            matches: Vec::new(),
            unpaired: None,
        };
        let mut taken: Vec<u32> = Vec::new();
        for (a, b) in matches {
            let find = |what: &str| {
                g.teams
                    .find(what)
                    .map_err(|e| schedule(e.to_string(), go_team_error_message(&e)))
            };
            let (a, b) = (find(a)?, find(b)?);
            if let Some(&twice) = [a, b]
                .iter()
                .find(|&&x| out.matches.iter().any(|m| [m.white, m.black].contains(&x)))
            {
                let e = GoTeamPairingError::AlreadyPaired {
                    team: g.teams.teams[twice].name.clone(),
                    round,
                };
                return Err(AutoPairError::Engine(e.into()));
            }
            let m = pair_go_match(&g, round, a, b, &taken)
                .map_err(|e| AutoPairError::Engine(e.into()))?;
            taken.extend(m.games.iter().map(|x| x.table));
            out.matches.push(m);
        }
        out
    };
    if pairing.matches.is_empty() {
        return Err(AutoPairError::Engine(
            GoTeamPairingError::NoMatch { round }.into(),
        ));
    }
    let mut games: Vec<&arbiter_pairing::gotha::GoPairedGame> =
        pairing.matches.iter().flat_map(|m| &m.games).collect();
    games.sort_by_key(|x| x.table);
    let number = |p: usize| PlayerId::from_index(p).get();
    let event = Event::RoundPaired {
        round,
        engine: GO_TEAMS_ENGINE.to_string(),
        version: env!("CARGO_PKG_VERSION").to_string(),
        boards: games
            .iter()
            .map(|x| Board {
                white: number(x.white),
                black: number(x.black),
                handicap: x.handicap,
            })
            .collect(),
        bye: None,
        overridden: Vec::new(),
    };
    Ok((pairing, event))
}

/// A Go team round as the pairing trait gives it: every board's game, by table.
#[must_use]
pub fn go_team_pairing(state: &State, p: &GoTeamRoundPairing) -> Pairing {
    let round = arbiter_core::RoundNo::new(p.round).unwrap_or(arbiter_core::RoundNo::FIRST);
    let mut games: Vec<&arbiter_pairing::gotha::GoPairedGame> =
        p.matches.iter().flat_map(|m| &m.games).collect();
    games.sort_by_key(|x| x.table);
    Pairing {
        round,
        games: games
            .iter()
            .map(|x| PairedGame {
                white: PlayerId::from_index(x.white),
                black: PlayerId::from_index(x.black),
                handicap: x.handicap,
            })
            .collect(),
        bye: None,
        requested_byes: Vec::new(),
        withdrawn: state
            .tournament
            .player_ids()
            .filter(|&id| state.tournament.is_withdrawn(id, round))
            .collect(),
        brackets: Vec::new(),
    }
}
