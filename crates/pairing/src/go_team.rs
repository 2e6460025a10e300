//! Go team rounds paired as OpenGotha (V3.51/V3.52) pairs a team match
//! (`Tournament.pairTeams`), and a proposal of which teams meet.
//!
//! # A match ([`pair_go_match`])
//! OpenGotha pairs two teams the director picks, both complete for the round (every
//! board up to the team size holding a finally registered player who takes part) and
//! not met before. Member `k` of one team meets member `k` of the other. Each board is
//! given the handicap (and, with a handicap, the colours: the stronger White) that the
//! individual pairing gives the two players (OpenGotha pairs each board as a pool of two,
//! see [`crate::gotha::GoRound::game`]). Boards without handicap get the colours of the
//! match: the board-1 player of the first team takes Black when their colour balance
//! (Whites minus Blacks in earlier rounds, over even games whose colours are known)
//! exceeds the other board-1 player's, White when it is lower, and OpenGotha's
//! deterministic pseudo-random choice on the two names when equal; board 2 gets the
//! other colour, board 3 the first again, and so on. Each board takes the first table
//! number the round does not use yet, in board order.
//!
//! # Which teams meet ([`pair_go_team_round`])
//! OpenGotha leaves this to the director (its Teams Pairing frame pairs the two teams
//! selected). This proposal is ours: the complete teams not paired yet, in the order of
//! the team standings after the previous round, paired by a maximum-weight matching
//! that pairs as many teams as possible, then avoids rematches, then keeps the pairs
//! close in the standings (least sum of squared distances). With an odd number of teams
//! the team without a match is the lowest placed of those with the fewest rounds
//! without a match so far. Matches are then paired as above, the better placed team
//! first, tables numbered in that order (as OpenGotha's "renumber tables by team score").

use crate::gotha::{GoPairedGame, GoPairingError, GoRound};
use arbiter_core::{GoTournament, go_team_matches_up_to};
use arbiter_matching::{Wide, max_weight_matching};
use arbiter_standings::go_team::go_team_standings;
use std::cmp::Ordering;

/// Why a team match or round cannot be paired.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GoTeamPairingError {
    /// The individual pairing's preparation failed (round out of range, unsupported
    /// main score).
    #[error(transparent)]
    Round(#[from] GoPairingError),
    /// No team with that index.
    #[error("there is no team {0}")]
    NoSuchTeam(usize),
    /// A team cannot meet itself.
    #[error("a team cannot meet itself")]
    SameTeam,
    /// A team's line-up is not complete for the round (OpenGotha's `isTeamComplete`).
    #[error(
        "team {team:?} is not complete in round {round}: every board needs a finally registered player who takes part"
    )]
    Incomplete {
        /// The team's name.
        team: String,
        /// The round.
        round: u16,
    },
    /// A member already has a game or the bye in the round.
    #[error("team {team:?} already plays in round {round}")]
    AlreadyPaired {
        /// The team's name.
        team: String,
        /// The round.
        round: u16,
    },
    /// No two complete teams are free to meet in the round.
    #[error("round {round}: no two complete teams are free to meet")]
    NoMatch {
        /// The round.
        round: u16,
    },
    /// The two teams met in an earlier round (OpenGotha refuses the match).
    #[error("teams {a:?} and {b:?} met already in round {round}")]
    AlreadyMet {
        /// One team.
        a: String,
        /// The other.
        b: String,
        /// The round they met in.
        round: u16,
    },
}

impl GoTeamPairingError {
    /// The sentence of the error for the catalogue.
    #[must_use]
    pub fn message(&self) -> crate::Message {
        use crate::Message;
        match self {
            GoTeamPairingError::Round(e) => e.message(),
            GoTeamPairingError::NoSuchTeam(i) => {
                Message::new("pairing-go-team-none").text("team", i)
            }
            GoTeamPairingError::SameTeam => Message::new("pairing-go-team-itself"),
            GoTeamPairingError::Incomplete { team, round } => {
                Message::new("pairing-go-team-incomplete")
                    .text("team", format!("{team:?}"))
                    .text("round", round)
            }
            GoTeamPairingError::AlreadyPaired { team, round } => {
                Message::new("pairing-go-team-paired")
                    .text("team", format!("{team:?}"))
                    .text("round", round)
            }
            GoTeamPairingError::NoMatch { round } => {
                Message::new("pairing-go-team-no-match").text("round", round)
            }
            GoTeamPairingError::AlreadyMet { a, b, round } => Message::new("pairing-go-team-met")
                .text("a", format!("{a:?}"))
                .text("b", format!("{b:?}"))
                .text("round", round),
        }
    }
}

impl From<GoTeamPairingError> for crate::PairingError {
    fn from(e: GoTeamPairingError) -> Self {
        crate::PairingError::Schedule(crate::ScheduleError::new(e.to_string(), e.message()))
    }
}

/// A paired team match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GoTeamPairedMatch {
    /// The team whose board-1 player has White (index into the teams), the "White team"
    /// of OpenGotha's match (with a handicap on board 1, the stronger side's team).
    pub white: usize,
    /// The other team.
    pub black: usize,
    /// Boards 1 to the team size, in order.
    pub games: Vec<GoPairedGame>,
}

/// A paired team round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GoTeamRoundPairing {
    /// The round, from 1.
    pub round: u16,
    /// The matches, the best placed first.
    pub matches: Vec<GoTeamPairedMatch>,
    /// The complete team left without a match (odd number of teams), if any.
    pub unpaired: Option<usize>,
}

/// OpenGotha's deterministic pseudo-random number 0..=`max` from two players' name and
/// given name (`Pairing.detRandom`): asymmetric, swapping the players gives `max` minus
/// the number.
fn det_random(max: i64, a: &[u16], b: &[u16]) -> i64 {
    let (first, second, inverse) = if a > b { (b, a, true) } else { (a, b, false) };
    let mut n: i64 = 0;
    for (i, &unit) in first.iter().chain(second).enumerate() {
        n = n.wrapping_add(i64::from(unit).wrapping_mul(i as i64 + 1));
    }
    let v = n.wrapping_mul(1_234_567) % (max + 1);
    if inverse { max - v } else { v }
}

fn name_units(t: &GoTournament, p: usize) -> Vec<u16> {
    let p = &t.players[p];
    format!("{}{}", p.name, p.first_name)
        .encode_utf16()
        .collect()
}

/// Whites minus Blacks of `p` before `round`, over even games with known colours (the
/// balance `pairTeams` compares).
fn colour_balance(t: &GoTournament, p: usize, round: u16) -> i64 {
    t.games
        .iter()
        .filter(|g| g.round < round && g.handicap == 0 && g.known_colour)
        .map(|g| {
            if g.white == p {
                1
            } else if g.black == p {
                -1
            } else {
                0
            }
        })
        .sum()
}

fn busy(t: &GoTournament, round: u16, p: usize) -> bool {
    t.games
        .iter()
        .any(|g| g.round == round && (g.white == p || g.black == p))
        || t.byes.iter().any(|&(r, q)| r == round && q == p)
}

/// The smallest table number (from 1) neither the round's games nor `taken` use.
fn first_free_table(t: &GoTournament, round: u16, taken: &[u32]) -> u32 {
    let mut n = 1;
    while taken.contains(&n) || t.games.iter().any(|g| g.round == round && g.table == n) {
        n += 1;
    }
    n
}

/// Checks that `team` can be paired in `round`, and returns its line-up.
fn ready(t: &GoTournament, round: u16, team: usize) -> Result<Vec<usize>, GoTeamPairingError> {
    let teams = &t.teams;
    let tm = teams
        .teams
        .get(team)
        .ok_or(GoTeamPairingError::NoSuchTeam(team))?;
    let size = teams.rules.size;
    if !tm.is_complete(t, round, size) {
        return Err(GoTeamPairingError::Incomplete {
            team: tm.name.clone(),
            round,
        });
    }
    let line: Vec<usize> = tm.line_up(round, size).into_iter().flatten().collect();
    if line.iter().any(|&p| busy(t, round, p)) {
        return Err(GoTeamPairingError::AlreadyPaired {
            team: tm.name.clone(),
            round,
        });
    }
    Ok(line)
}

/// The round (from 1) in which teams `a` and `b` met before `round`, if they did.
fn met_in(t: &GoTournament, round: u16, a: usize, b: usize) -> Option<u16> {
    go_team_matches_up_to(t, round.saturating_sub(1))
        .into_iter()
        .find(|m| m.has(a) && m.has(b))
        .map(|m| m.round)
}

fn pair_boards(
    t: &GoTournament,
    g: &GoRound<'_>,
    round: u16,
    team0: usize,
    team1: usize,
    taken: &mut Vec<u32>,
    allow_rematch: bool,
) -> Result<GoTeamPairedMatch, GoTeamPairingError> {
    if team0 == team1 {
        return Err(GoTeamPairingError::SameTeam);
    }
    let line0 = ready(t, round, team0)?;
    let line1 = ready(t, round, team1)?;
    if let Some(r) = met_in(t, round, team0, team1).filter(|_| !allow_rematch) {
        return Err(GoTeamPairingError::AlreadyMet {
            a: t.teams.teams[team0].name.clone(),
            b: t.teams.teams[team1].name.clone(),
            round: r,
        });
    }
    let (pt0, pt1) = (line0[0], line1[0]);
    let first_white = match colour_balance(t, pt0, round).cmp(&colour_balance(t, pt1, round)) {
        Ordering::Greater => false,
        Ordering::Less => true,
        Ordering::Equal => det_random(1, &name_units(t, pt0), &name_units(t, pt1)) == 0,
    };
    let mut games = Vec::with_capacity(line0.len());
    for (k, (&p0, &p1)) in line0.iter().zip(&line1).enumerate() {
        let (mut white, mut black, handicap) = g.game(p0, p1);
        if handicap == 0 {
            // Colours alternate from board to board, board 1 as decided above.
            if first_white == (k % 2 == 0) {
                (white, black) = (p0, p1);
            } else {
                (white, black) = (p1, p0);
            }
        }
        let table = first_free_table(t, round, taken);
        taken.push(table);
        games.push(GoPairedGame {
            table,
            white,
            black,
            handicap,
        });
    }
    let white_team = if games[0].white == pt0 { team0 } else { team1 };
    Ok(GoTeamPairedMatch {
        white: white_team,
        black: if white_team == team0 { team1 } else { team0 },
        games,
    })
}

/// Pairs the match of `team0` against `team1` (indices into the teams) in `round`
/// (from 1) as OpenGotha's `pairTeams` does (see the module documentation); `team0`
/// is the team picked first. Tables in `taken` count as used, besides the round's games.
///
/// # Errors
/// An unknown team, a team against itself, a team incomplete or already playing in the
/// round, two teams that met before, or a round the individual pairing cannot prepare.
pub fn pair_go_match(
    t: &GoTournament,
    round: u16,
    team0: usize,
    team1: usize,
    taken: &[u32],
) -> Result<GoTeamPairedMatch, GoTeamPairingError> {
    let g = GoRound::new(t, round)?;
    let mut taken = taken.to_vec();
    pair_boards(t, &g, round, team0, team1, &mut taken, false)
}

/// Proposes and pairs a whole team round (see the module documentation): every complete
/// team not playing yet in `round` meets one other, rematches avoided when possible.
///
/// # Errors
/// A round the individual pairing cannot prepare; the pairing of a match failing
/// otherwise does not happen (only complete, free teams are matched).
pub fn pair_go_team_round(
    t: &GoTournament,
    round: u16,
) -> Result<GoTeamRoundPairing, GoTeamPairingError> {
    let g = GoRound::new(t, round)?;
    let standings = go_team_standings(t, round.saturating_sub(1));
    let order: Vec<usize> = standings
        .rows
        .iter()
        .map(|r| r.team)
        .filter(|&team| ready(t, round, team).is_ok())
        .collect();
    let previous = go_team_matches_up_to(t, round.saturating_sub(1));
    let mut unpaired = None;
    let mut pool = order.clone();
    if pool.len() % 2 == 1 {
        // Fewest rounds without a match so far, then the lowest placed.
        let idle = |team: usize| {
            (1..round)
                .filter(|&r| !previous.iter().any(|m| m.round == r && m.has(team)))
                .count()
        };
        let least = pool.iter().map(|&team| idle(team)).min().unwrap_or(0);
        if let Some(k) = pool.iter().rposition(|&team| idle(team) == least) {
            unpaired = Some(pool.remove(k));
        }
    }
    let n = pool.len() as u64;
    // Digits of the weight, most important first: a match (so that as many teams as
    // possible are paired), no rematch, closeness in the standings.
    let closeness_span = n * n + 1;
    let rematch_unit = closeness_span * (n / 2 + 1);
    let match_unit = (rematch_unit + closeness_span) * (n / 2 + 1);
    let mut edges: Vec<(usize, usize, Wide<2>)> = Vec::new();
    for i in 0..pool.len() {
        for j in i + 1..pool.len() {
            let d = (j - i) as u64;
            let fresh = previous.iter().all(|m| !(m.has(pool[i]) && m.has(pool[j])));
            let w = match_unit + u64::from(fresh) * rematch_unit + (closeness_span - d * d);
            edges.push((i, j, Wide([w, 0])));
        }
    }
    let mate = max_weight_matching(pool.len(), &edges);
    let mut matches = Vec::new();
    let mut taken = Vec::new();
    for (i, m) in mate.iter().enumerate() {
        let Some(j) = *m else { continue };
        if j < i {
            continue;
        }
        let (a, b) = (pool[i], pool[j]);
        // A rematch the matching could not avoid is paired all the same, as a director
        // may keep a pairing OpenGotha warns about.
        let pairing = pair_boards(t, &g, round, a, b, &mut taken, true)?;
        matches.push(pairing);
    }
    Ok(GoTeamRoundPairing {
        round,
        matches,
        unpaired,
    })
}
