//! Go team tournaments as OpenGotha (V3.51/V3.52) runs them, and Pair Go / Rengo
//! entrants.
//!
//! # Teams (OpenGotha's model)
//! A team has a number, a name and, for each of OpenGotha's 20 rounds, a line-up: the
//! player on each board (up to 10 boards; the team size, 2 to 10, says how many count).
//! Line-ups may change from round to round. OpenGotha keeps no "match" record: a match
//! is read from the games. The game of board 1's player decides who the two teams are
//! (the opponent's team is the team holding that opponent in the round) and which team
//! is "White" (the team whose board-1 player has White); every board `k` is then the game
//! of the White team's member `k`, scored for both teams' members `k`
//! (`Tournament.matchesList`, `Match.buildMatch`). A board counts as OpenGotha counts wins:
//! in half points, 2 for a win (also by default, also both-win), 1 for a jigo, 0 for a
//! loss, both-lose or an unknown result (`Tournament.getWX2`).
//!
//! A match gives a team 2 team points when its board wins exceed both half the boards
//! and the opponent's, 1 when they equal the larger of the two, else 0
//! (`Match.getTeamScore`).
//!
//! # Pair Go and Rengo
//! A pair (Pair Go: a man and a woman; Rengo: two or more players who alternate) is one
//! entrant of the draw. Its strength is the **exact mean of its members' grades**, and
//! the handicap of a game between two entrants is the difference of the two means
//! **rounded down**, at most nine stones, as the Pair Go and Rengo tournaments of the
//! European Go Congress, run under the EGF's rules, give it ("the pair rank (exact
//! average of the two players' ranks)", "the handicap is given by rounding down the
//! difference in ranks of the two pairs": EGC 2015 Pair Go and Rengo rules; EGC 2018
//! Open Pair Go Handicap: "full handicap, according to rank difference of each team's
//! average rank"). A pair of 3d and 1k (mean 1.5d) against one of 1k and 3k (mean 2k)
//! gets two stones, not the three between the means' rounded grades. The same mean is
//! used for Rengo teams of any size. See [`GoPairEntrant`].

use crate::go::{GoGame, GoOutcome, GoPlayer, GoPlayerIds, GoRank, GoTournament, go_player_key};
use crate::player::Sex;

/// The most boards of a team (OpenGotha's `MAX_NUMBER_OF_MEMBERS_BY_TEAM`).
pub const GO_TEAM_MAX_BOARDS: u8 = 10;
/// The fewest boards of a team (OpenGotha's `MIN_NUMBER_OF_MEMBERS_BY_TEAM`).
pub const GO_TEAM_MIN_BOARDS: u8 = 2;
/// The rounds a line-up is kept for (OpenGotha's `MAX_NUMBER_OF_ROUNDS`): a file may
/// hold line-ups for rounds beyond the tournament's last.
pub const GO_TEAM_ROUNDS: u16 = 20;
/// How many team placement criteria OpenGotha keeps (`TPL_MAX_NUMBER_OF_CRITERIA`).
pub const GO_TEAM_CRITERIA: usize = 6;

/// Why a team or a pair cannot be built as asked.
// Not `non_exhaustive`: the event log says each reason in the catalogue's words and
// matches them all, so that a new one cannot reach the desk in English unnoticed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GoTeamError {
    /// A board outside 1..=10.
    #[error("board {0} is not a board of a team (1 to 10)")]
    NoSuchBoard(u8),
    /// A round outside 1..=20.
    #[error("round {0} is not a round a line-up is kept for (1 to 20)")]
    NoSuchRound(u16),
    /// A team size outside 2..=10.
    #[error("a team has 2 to 10 boards, not {0}")]
    TeamSize(u8),
    /// A Pair Go pair is not a man and a woman.
    #[error("a Pair Go pair is a man and a woman")]
    PairGoNotMixed,
    /// A pair or Rengo team with too few players.
    #[error("a {kind} entrant needs {needed} players, it has {found}")]
    Members {
        /// Pair Go or Rengo.
        kind: &'static str,
        /// How many it needs.
        needed: &'static str,
        /// How many it has.
        found: usize,
    },
    /// A team without a name.
    #[error("a team needs a name")]
    NoName,
    /// A name another team has.
    #[error("a team is named {0:?} already")]
    NameTaken(String),
    /// Team number 0.
    #[error("team numbers start at 1")]
    NumberZero,
    /// A number another team has.
    #[error("team number {0} is taken")]
    NumberTaken(u32),
    /// No team has that name or number.
    #[error("no team is named or numbered {0:?}")]
    UnknownTeam(String),
    /// A team, or a line-up, without players.
    #[error("a team needs its players, board 1 first")]
    NoPlayers,
    /// More players than a team has boards.
    #[error("a team has at most 10 boards, not {0}")]
    TooManyPlayers(usize),
    /// A player given twice.
    #[error("player {0} is given twice")]
    PlayerTwice(String),
    /// A player who is in another team.
    #[error("player {player} plays for team {team:?} already")]
    InAnotherTeam {
        /// The player (OpenGotha's key).
        player: String,
        /// The other team.
        team: String,
    },
    /// The line-up of a round whose games are paired.
    #[error("round {round}: team {team:?} has games already; the line-up stays")]
    LineUpPlayed {
        /// The round.
        round: u16,
        /// The team.
        team: String,
    },
    /// A team whose players have games.
    #[error("team {0:?} has played: its games would lose their team")]
    TeamPlayed(String),
}

/// One of OpenGotha's team placement criteria (`TeamPlacementParameterSet`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GoTeamCriterion {
    /// `TEAMP`: team points (2 a match won, 1 a match drawn).
    TeamPoints,
    /// `SOST`: the sum of the opponents' team points.
    Sost,
    /// `BDW`: board wins, every board (in half points).
    BoardWins,
    /// `BDW1U`..`BDW9U`: board wins on the upper 1 to 9 boards (in half points).
    UpperBoardWins(u8),
    /// `MNR`: the mean rating of the line-up of round 1.
    MeanRating,
}

impl GoTeamCriterion {
    /// The name OpenGotha writes in its files (`TEAMP`, `SOST`, `BDW`, `BDW3U`, `MNR`).
    #[must_use]
    pub fn name(self) -> String {
        match self {
            GoTeamCriterion::TeamPoints => "TEAMP".into(),
            GoTeamCriterion::Sost => "SOST".into(),
            GoTeamCriterion::BoardWins => "BDW".into(),
            GoTeamCriterion::UpperBoardWins(k) => format!("BDW{k}U"),
            GoTeamCriterion::MeanRating => "MNR".into(),
        }
    }

    /// The column heading OpenGotha prints (`TP`, `SOST`, `BDW`, `B3U`, `MNR`).
    #[must_use]
    pub fn short_name(self) -> String {
        match self {
            GoTeamCriterion::TeamPoints => "TP".into(),
            GoTeamCriterion::UpperBoardWins(k) => format!("B{k}U"),
            other => other.name(),
        }
    }

    /// Reads a file's name (case as OpenGotha writes it; `NULL` is no criterion: `None`).
    #[must_use]
    pub fn from_name(name: &str) -> Option<GoTeamCriterion> {
        match name.trim() {
            "TEAMP" => Some(GoTeamCriterion::TeamPoints),
            "SOST" => Some(GoTeamCriterion::Sost),
            "BDW" => Some(GoTeamCriterion::BoardWins),
            "MNR" => Some(GoTeamCriterion::MeanRating),
            other => {
                let k = other.strip_prefix("BDW")?.strip_suffix('U')?;
                let k: u8 = k.parse().ok()?;
                (1..=9)
                    .contains(&k)
                    .then_some(GoTeamCriterion::UpperBoardWins(k))
            }
        }
    }

    /// True when the value is kept in half points (OpenGotha's coefficient 2: board wins).
    #[must_use]
    pub fn in_half_points(self) -> bool {
        matches!(
            self,
            GoTeamCriterion::BoardWins | GoTeamCriterion::UpperBoardWins(_)
        )
    }
}

impl std::fmt::Display for GoTeamCriterion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.name())
    }
}

/// The team parameters of a tournament (OpenGotha's `TeamTournamentParameterSet`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoTeamRules {
    /// Boards per team, 2 to 10 (`teamSize`).
    pub size: u8,
    /// The team placement criteria in order, `NULL` ones left out (at most six).
    pub criteria: Vec<GoTeamCriterion>,
}

impl Default for GoTeamRules {
    /// What OpenGotha's importer and a new parameter set hold: four boards, no criteria.
    fn default() -> Self {
        GoTeamRules {
            size: 4,
            criteria: Vec::new(),
        }
    }
}

impl GoTeamRules {
    /// OpenGotha's team defaults (`TeamPlacementParameterSet.init`): four boards, then
    /// team points, board wins, board wins of the upper 3, 2 and 1 boards, mean rating.
    #[must_use]
    pub fn opengotha() -> Self {
        GoTeamRules {
            size: 4,
            criteria: vec![
                GoTeamCriterion::TeamPoints,
                GoTeamCriterion::BoardWins,
                GoTeamCriterion::UpperBoardWins(3),
                GoTeamCriterion::UpperBoardWins(2),
                GoTeamCriterion::UpperBoardWins(1),
                GoTeamCriterion::MeanRating,
            ],
        }
    }

    /// The rules with `size` boards.
    ///
    /// # Errors
    /// A size outside 2..=10.
    pub fn with_size(mut self, size: u8) -> Result<Self, GoTeamError> {
        if !(GO_TEAM_MIN_BOARDS..=GO_TEAM_MAX_BOARDS).contains(&size) {
            return Err(GoTeamError::TeamSize(size));
        }
        self.size = size;
        Ok(self)
    }
}

/// A team: its number, name and line-up of each round.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct GoTeam {
    /// The team number, from 1 (it breaks ties last in OpenGotha's team standings).
    pub number: u32,
    /// The name (unique in a tournament).
    pub name: String,
    /// `line_ups[r][b]`: the player (index into the tournament's players) on board `b + 1`
    /// in round `r + 1`; missing rounds and boards are empty.
    pub line_ups: Vec<Vec<Option<usize>>>,
}

fn check(round: u16, board: u8) -> Result<(usize, usize), GoTeamError> {
    if !(1..=GO_TEAM_ROUNDS).contains(&round) {
        return Err(GoTeamError::NoSuchRound(round));
    }
    if !(1..=GO_TEAM_MAX_BOARDS).contains(&board) {
        return Err(GoTeamError::NoSuchBoard(board));
    }
    Ok((usize::from(round) - 1, usize::from(board) - 1))
}

impl GoTeam {
    /// A team without players.
    #[must_use]
    pub fn new(number: u32, name: &str) -> Self {
        GoTeam {
            number,
            name: name.to_string(),
            line_ups: Vec::new(),
        }
    }

    /// The player on `board` (from 1) in `round` (from 1).
    #[must_use]
    pub fn member(&self, round: u16, board: u8) -> Option<usize> {
        let (r, b) = check(round, board).ok()?;
        self.line_ups.get(r)?.get(b).copied().flatten()
    }

    /// Puts `player` on `board` in `round` (`None` empties the board).
    ///
    /// # Errors
    /// A round outside 1..=20 or a board outside 1..=10.
    pub fn set_member(
        &mut self,
        round: u16,
        board: u8,
        player: Option<usize>,
    ) -> Result<(), GoTeamError> {
        let (r, b) = check(round, board)?;
        if self.line_ups.len() <= r {
            self.line_ups.resize(r + 1, Vec::new());
        }
        let line = &mut self.line_ups[r];
        if line.len() <= b {
            line.resize(b + 1, None);
        }
        line[b] = player;
        // Keep no trailing empties, so that equal line-ups compare equal.
        while line.last() == Some(&None) {
            line.pop();
        }
        while self.line_ups.last().is_some_and(Vec::is_empty) {
            self.line_ups.pop();
        }
        Ok(())
    }

    /// Assigns `player` to `board` as OpenGotha's Teams Manager does: in `round`, and in
    /// every other round (of the 20) where that board is still empty.
    ///
    /// # Errors
    /// A round outside 1..=20 or a board outside 1..=10.
    pub fn assign(&mut self, round: u16, board: u8, player: usize) -> Result<(), GoTeamError> {
        self.set_member(round, board, Some(player))?;
        for r in 1..=GO_TEAM_ROUNDS {
            if self.member(r, board).is_none() {
                self.set_member(r, board, Some(player))?;
            }
        }
        Ok(())
    }

    /// The line-up of `round` on boards 1..=`size`.
    #[must_use]
    pub fn line_up(&self, round: u16, size: u8) -> Vec<Option<usize>> {
        (1..=size).map(|b| self.member(round, b)).collect()
    }

    /// The board (from 1) `player` sits on in `round`.
    #[must_use]
    pub fn board_of(&self, round: u16, player: usize) -> Option<u8> {
        (1..=GO_TEAM_MAX_BOARDS).find(|&b| self.member(round, b) == Some(player))
    }

    /// True when every board up to `size` holds a player who is finally registered and
    /// takes part in `round`: OpenGotha pairs only such teams (`isTeamComplete`).
    #[must_use]
    pub fn is_complete(&self, t: &GoTournament, round: u16, size: u8) -> bool {
        self.line_up(round, size).iter().all(|m| {
            m.and_then(|p| t.players.get(p))
                .is_some_and(|p| p.registered && p.plays(round))
        })
    }

    /// OpenGotha's mean rating (`Team.meanRating`): the ratings of round 1's line-up
    /// (every board) summed and divided by the team size, truncated towards zero.
    #[must_use]
    pub fn mean_rating(&self, players: &[GoPlayer], size: u8) -> i32 {
        let sum: i64 = (1..=GO_TEAM_MAX_BOARDS)
            .filter_map(|b| self.member(1, b))
            .filter_map(|p| players.get(p))
            .map(|p| i64::from(p.rating))
            .sum();
        let mean = sum / i64::from(size.max(1));
        i32::try_from(mean).unwrap_or(0)
    }
}

/// A tournament's teams and team parameters. Empty: an individual tournament.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct GoTeams {
    /// Team size and placement criteria.
    pub rules: GoTeamRules,
    /// The teams, in file order.
    pub teams: Vec<GoTeam>,
}

impl GoTeams {
    /// True when the tournament has no teams.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.teams.is_empty()
    }

    /// The team (index) holding `player` on any board in `round` (OpenGotha's
    /// `getTeamOfPlayer`).
    #[must_use]
    pub fn team_of(&self, round: u16, player: usize) -> Option<usize> {
        self.teams
            .iter()
            .position(|t| t.board_of(round, player).is_some())
    }

    /// The team named `name`.
    #[must_use]
    pub fn by_name(&self, name: &str) -> Option<usize> {
        self.teams.iter().position(|t| t.name == name)
    }

    /// The team (index) named `what`, or numbered `what`.
    ///
    /// # Errors
    /// [`GoTeamError::UnknownTeam`].
    pub fn find(&self, what: &str) -> Result<usize, GoTeamError> {
        let what = what.trim();
        if let Some(i) = self.by_name(what) {
            return Ok(i);
        }
        what.parse::<u32>()
            .ok()
            .and_then(|n| self.teams.iter().position(|team| team.number == n))
            .ok_or_else(|| GoTeamError::UnknownTeam(what.to_string()))
    }
}

/// Checks the players of a team or line-up: some, at most ten, none twice.
fn check_players(t: &GoTournament, players: &[usize]) -> Result<(), GoTeamError> {
    if players.is_empty() {
        return Err(GoTeamError::NoPlayers);
    }
    if players.len() > usize::from(GO_TEAM_MAX_BOARDS) {
        return Err(GoTeamError::TooManyPlayers(players.len()));
    }
    for (i, p) in players.iter().enumerate() {
        if players[..i].contains(p) {
            let key = t.players.get(*p).map(|x| x.key.clone()).unwrap_or_default();
            return Err(GoTeamError::PlayerTwice(key));
        }
    }
    Ok(())
}

/// True when a player of `team` has a game of `round` (any round when `None`).
fn team_has_games(t: &GoTournament, team: &GoTeam, round: Option<u16>) -> bool {
    t.games.iter().any(|g| {
        round.is_none_or(|r| g.round == r)
            && (team.board_of(g.round, g.white).is_some()
                || team.board_of(g.round, g.black).is_some())
    })
}

/// Building a tournament's teams as OpenGotha's Teams Manager does, checked: the command
/// line (on a file or a stored event) and the desk change teams through these.
impl GoTournament {
    /// Adds a team named `name` (`number`, or one more than the highest) with `players`
    /// on boards 1, 2, ... in every round; returns its number.
    ///
    /// # Errors
    /// A blank or taken name, a taken number, no players or more than ten, a player
    /// given twice or in another team.
    pub fn add_team(
        &mut self,
        name: &str,
        number: Option<u32>,
        players: &[usize],
    ) -> Result<u32, GoTeamError> {
        let name = name.trim();
        if name.is_empty() {
            return Err(GoTeamError::NoName);
        }
        if self.teams.by_name(name).is_some() {
            return Err(GoTeamError::NameTaken(name.to_string()));
        }
        let number = match number {
            Some(0) => return Err(GoTeamError::NumberZero),
            Some(n) if self.teams.teams.iter().any(|x| x.number == n) => {
                return Err(GoTeamError::NumberTaken(n));
            }
            Some(n) => n,
            None => self.teams.teams.iter().map(|x| x.number).max().unwrap_or(0) + 1,
        };
        check_players(self, players)?;
        for &p in players {
            if let Some(other) = (1..=GO_TEAM_ROUNDS).find_map(|r| self.teams.team_of(r, p)) {
                return Err(GoTeamError::InAnotherTeam {
                    player: self
                        .players
                        .get(p)
                        .map(|x| x.key.clone())
                        .unwrap_or_default(),
                    team: self.teams.teams[other].name.clone(),
                });
            }
        }
        let mut team = GoTeam::new(number, name);
        for (b, &p) in players.iter().enumerate() {
            let board = u8::try_from(b + 1).unwrap_or(GO_TEAM_MAX_BOARDS);
            team.assign(1, board, p)?;
        }
        self.teams.teams.push(team);
        Ok(number)
    }

    /// Sets the line-up of team `team` (index) in `round`: `players` on boards 1, 2, ...,
    /// the other boards empty.
    ///
    /// # Errors
    /// A round outside 1..=20, a team with games in the round, no players or more than
    /// ten, a player given twice or in another team that round.
    pub fn set_line_up(
        &mut self,
        team: usize,
        round: u16,
        players: &[usize],
    ) -> Result<(), GoTeamError> {
        if !(1..=GO_TEAM_ROUNDS).contains(&round) {
            return Err(GoTeamError::NoSuchRound(round));
        }
        let name = self
            .teams
            .teams
            .get(team)
            .map(|x| x.name.clone())
            .ok_or_else(|| GoTeamError::UnknownTeam(team.to_string()))?;
        if team_has_games(self, &self.teams.teams[team], Some(round)) {
            return Err(GoTeamError::LineUpPlayed { round, team: name });
        }
        check_players(self, players)?;
        for &p in players {
            if let Some(other) = self.teams.team_of(round, p).filter(|&o| o != team) {
                return Err(GoTeamError::InAnotherTeam {
                    player: self
                        .players
                        .get(p)
                        .map(|x| x.key.clone())
                        .unwrap_or_default(),
                    team: self.teams.teams[other].name.clone(),
                });
            }
        }
        let t = &mut self.teams.teams[team];
        for board in 1..=GO_TEAM_MAX_BOARDS {
            t.set_member(round, board, players.get(usize::from(board) - 1).copied())?;
        }
        Ok(())
    }

    /// Removes team `team` (index), which has not played.
    ///
    /// # Errors
    /// A team whose players have games.
    pub fn remove_team(&mut self, team: usize) -> Result<GoTeam, GoTeamError> {
        let t = self
            .teams
            .teams
            .get(team)
            .ok_or_else(|| GoTeamError::UnknownTeam(team.to_string()))?;
        if team_has_games(self, t, None) {
            return Err(GoTeamError::TeamPlayed(t.name.clone()));
        }
        Ok(self.teams.teams.remove(team))
    }
}

/// A player's board result in half points, as OpenGotha counts wins (`getWX2`): 2 for a
/// win (by default too, and for both-win), 1 for a jigo, 0 otherwise; 0 when `player` is
/// not in the game.
#[must_use]
pub fn go_wins2(game: &GoGame, player: usize) -> u8 {
    let white = if game.white == player {
        true
    } else if game.black == player {
        false
    } else {
        return 0;
    };
    match game.result.outcome {
        GoOutcome::Unknown | GoOutcome::BothLose => 0,
        GoOutcome::WhiteWins => 2 * u8::from(white),
        GoOutcome::BlackWins => 2 * u8::from(!white),
        GoOutcome::Jigo => 1,
        GoOutcome::BothWin => 2,
    }
}

/// One board of a team match: each side's result in half points.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct GoBoardResult {
    /// The White team's member's half points.
    pub white: u8,
    /// The Black team's member's half points.
    pub black: u8,
}

/// A team match, read from the games of a round (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoTeamMatch {
    /// The round, from 1.
    pub round: u16,
    /// The team whose board-1 player has White (index into the teams).
    pub white: usize,
    /// The other team.
    pub black: usize,
    /// Boards 1 to 10 (boards without both players or without a game score 0-0).
    pub boards: Vec<GoBoardResult>,
}

impl GoTeamMatch {
    /// True when `team` plays this match.
    #[must_use]
    pub fn has(&self, team: usize) -> bool {
        self.white == team || self.black == team
    }

    /// The other team of the match.
    #[must_use]
    pub fn opponent(&self, team: usize) -> Option<usize> {
        if team == self.white {
            Some(self.black)
        } else if team == self.black {
            Some(self.white)
        } else {
            None
        }
    }

    /// `team`'s board wins in half points, on every board (`Match.getWX2`).
    #[must_use]
    pub fn wins2(&self, team: usize) -> u32 {
        self.boards
            .iter()
            .map(|b| {
                if team == self.white {
                    u32::from(b.white)
                } else if team == self.black {
                    u32::from(b.black)
                } else {
                    0
                }
            })
            .sum()
    }

    /// `team`'s half points on `board` (from 1).
    #[must_use]
    pub fn board_wins2(&self, team: usize, board: u8) -> u8 {
        let Some(b) = usize::from(board)
            .checked_sub(1)
            .and_then(|i| self.boards.get(i))
        else {
            return 0;
        };
        if team == self.white {
            b.white
        } else if team == self.black {
            b.black
        } else {
            0
        }
    }

    /// `team`'s team points for the match, as OpenGotha's `Match.getTeamScore`: with
    /// `w` its board wins and `o` the opponent's (half points), 2 when `w` exceeds both
    /// the team size and `o`, 1 when `w` equals the larger of the two, else 0. (A match
    /// where both-lose results leave both sides at or below half the boards is lost by
    /// both.)
    #[must_use]
    pub fn team_points(&self, team: usize, size: u8) -> u32 {
        let Some(opponent) = self.opponent(team) else {
            return 0;
        };
        let threshold = u32::from(size).max(self.wins2(opponent));
        let w = self.wins2(team);
        match w.cmp(&threshold) {
            std::cmp::Ordering::Greater => 2,
            std::cmp::Ordering::Equal => 1,
            std::cmp::Ordering::Less => 0,
        }
    }
}

/// The game `player` plays in `round`.
fn game_of(t: &GoTournament, round: u16, player: usize) -> Option<&GoGame> {
    t.games
        .iter()
        .find(|g| g.round == round && (g.white == player || g.black == player))
}

/// The team matches of `round` (from 1), read from its games as OpenGotha does
/// (`Tournament.matchesList`, `Match.buildMatch`); in the order of the first team of each.
#[must_use]
pub fn go_team_matches(t: &GoTournament, round: u16) -> Vec<GoTeamMatch> {
    let teams = &t.teams;
    let mut out: Vec<GoTeamMatch> = Vec::new();
    for (i, team) in teams.teams.iter().enumerate() {
        let Some(first) = team.member(round, 1) else {
            continue;
        };
        let Some(g) = game_of(t, round, first) else {
            continue;
        };
        let opponent = if g.white == first { g.black } else { g.white };
        let Some(j) = teams.team_of(round, opponent) else {
            continue;
        };
        // Each match once; a team never meets itself.
        if j == i || out.iter().any(|m| m.has(i) && m.has(j)) {
            continue;
        }
        let (white, black) = if g.white == first { (i, j) } else { (j, i) };
        let boards = (1..=GO_TEAM_MAX_BOARDS)
            .map(|b| {
                let w = teams.teams[white].member(round, b);
                let k = teams.teams[black].member(round, b);
                match (w, k) {
                    (Some(w), Some(k)) => game_of(t, round, w)
                        .map(|g| GoBoardResult {
                            white: go_wins2(g, w),
                            black: go_wins2(g, k),
                        })
                        .unwrap_or_default(),
                    _ => GoBoardResult::default(),
                }
            })
            .collect();
        out.push(GoTeamMatch {
            round,
            white,
            black,
            boards,
        });
    }
    out
}

/// The team matches of rounds 1 to `round`, round by round.
#[must_use]
pub fn go_team_matches_up_to(t: &GoTournament, round: u16) -> Vec<GoTeamMatch> {
    (1..=round).flat_map(|r| go_team_matches(t, r)).collect()
}

/// What kind of pair an entrant is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GoPairKind {
    /// Pair Go: a woman and a man, who alternate (the rules of the Japan / World Pair Go
    /// Association, as the EGF publishes them).
    PairGo,
    /// Rengo: two or more players of any sex who alternate.
    Rengo,
}

/// A member of a pair entrant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoPairMember {
    /// Family name.
    pub name: String,
    /// Given name.
    pub first_name: String,
    /// Declared rank.
    pub rank: GoRank,
    /// Rating (EGF scale).
    pub rating: i32,
    /// Sex (needed for Pair Go).
    pub sex: Option<Sex>,
    /// Country, two letters or empty.
    pub country: String,
    /// Club, up to four characters or empty.
    pub club: String,
    /// Identifiers with the rating bodies.
    pub ids: GoPlayerIds,
}

/// A Pair Go pair or a Rengo team entered as one player of the draw.
///
/// Its rank and rating are the **mean** of its members' (see the module documentation):
/// the EGF Pair Go rule takes the handicap from the difference of the pairs' exact mean
/// grades, rounded down. [`GoPairEntrant::rank`] (a half grade rounded up) places the
/// entrant in the draw (its McMahon start score); [`GoPairEntrant::mean_rank`] is the
/// exact mean the handicap comes from, and [`go_pair_handicap_grades`] the rule between
/// two entrants.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoPairEntrant {
    /// Pair Go or Rengo.
    pub kind: GoPairKind,
    /// The members in playing order (Pair Go: the woman first, as she moves first).
    pub members: Vec<GoPairMember>,
}

/// `sum / n` rounded to the nearest integer, a half upwards.
fn mean_half_up(sum: i64, n: i64) -> i64 {
    (2 * sum + n).div_euclid(2 * n)
}

impl GoPairEntrant {
    /// A checked entrant: Pair Go needs exactly a woman and a man (put in playing order:
    /// the woman first); Rengo needs at least two players.
    ///
    /// # Errors
    /// Too few (or, for Pair Go, too many) members, or a Pair Go pair that is not mixed.
    pub fn new(kind: GoPairKind, mut members: Vec<GoPairMember>) -> Result<Self, GoTeamError> {
        match kind {
            GoPairKind::PairGo => {
                if members.len() != 2 {
                    return Err(GoTeamError::Members {
                        kind: "Pair Go",
                        needed: "exactly 2",
                        found: members.len(),
                    });
                }
                let sexes = (members[0].sex, members[1].sex);
                match sexes {
                    (Some(Sex::Female), Some(Sex::Male)) => {}
                    (Some(Sex::Male), Some(Sex::Female)) => members.swap(0, 1),
                    _ => return Err(GoTeamError::PairGoNotMixed),
                }
            }
            GoPairKind::Rengo => {
                if members.len() < 2 {
                    return Err(GoTeamError::Members {
                        kind: "Rengo",
                        needed: "at least 2",
                        found: members.len(),
                    });
                }
            }
        }
        Ok(GoPairEntrant { kind, members })
    }

    /// The exact mean rank on [`GoRank::value`]'s scale (1d = 0, 1k = -1) as a fraction:
    /// the sum of the members' values and their number (`(1, 2)` is a mean of 1.5d).
    #[must_use]
    pub fn mean_rank(&self) -> (i64, i64) {
        let sum = self.members.iter().map(|m| i64::from(m.rank.value())).sum();
        (sum, self.members.len().max(1) as i64)
    }

    /// The mean rank in half grades on [`GoRank::value`]'s scale (1d = 0, 1k = -1): `1`
    /// is a mean of 1.5d, `-1` a mean halfway between 1k and 1d. A mean that is not a
    /// whole number of half grades (Rengo of three) goes to the nearest, a tie upwards.
    #[must_use]
    pub fn mean_rank_halves(&self) -> i32 {
        let n = self.members.len().max(1) as i64;
        let sum: i64 = self
            .members
            .iter()
            .map(|m| 2 * i64::from(m.rank.value()))
            .sum();
        i32::try_from(mean_half_up(sum, n)).unwrap_or(0)
    }

    /// The entrant's rank: the mean grade, a half grade rounded up.
    #[must_use]
    pub fn rank(&self) -> GoRank {
        let halves = self.mean_rank_halves();
        let value = (halves + 1).div_euclid(2).clamp(-30, 8);
        if value < 0 {
            GoRank::Kyu(u8::try_from(-value).unwrap_or(30))
        } else {
            GoRank::Dan(u8::try_from(value + 1).unwrap_or(9))
        }
    }

    /// The entrant's rating: the mean of the members' ratings, a half rounded up.
    #[must_use]
    pub fn rating(&self) -> i32 {
        let n = self.members.len().max(1) as i64;
        let sum: i64 = self.members.iter().map(|m| i64::from(m.rating)).sum();
        i32::try_from(mean_half_up(sum, n)).unwrap_or(0)
    }

    /// The entrant as a player of the draw: family names joined by `-` as the name,
    /// given names joined by `-` as the given name; the mean rank and rating; the
    /// members' country and club when they share it, else empty; taking part in every
    /// one of `rounds` rounds and finally registered.
    #[must_use]
    pub fn to_player(&self, rounds: u16) -> GoPlayer {
        let join =
            |f: fn(&GoPairMember) -> &str| self.members.iter().map(f).collect::<Vec<_>>().join("-");
        let name = join(|m| m.name.as_str());
        let first_name = join(|m| m.first_name.as_str());
        let shared = |f: fn(&GoPairMember) -> &str| {
            let first = self.members.first().map(f).unwrap_or_default();
            if self.members.iter().all(|m| f(m) == first) {
                first.to_string()
            } else {
                String::new()
            }
        };
        GoPlayer {
            key: go_player_key(&name, &first_name),
            country: shared(|m| m.country.as_str()),
            club: shared(|m| m.club.as_str()),
            name,
            first_name,
            rank: self.rank(),
            rating: self.rating(),
            smms_correction: 0,
            participating: vec![true; usize::from(rounds.max(GO_TEAM_ROUNDS))],
            registered: true,
            ids: GoPlayerIds {
                rating_origin: "INI".into(),
                ..GoPlayerIds::default()
            },
        }
    }
}

/// The handicap between two pair entrants by the EGF Pair Go rule, in grades: the
/// difference of the exact mean grades rounded down (towards zero; positive when `a` is
/// the stronger), see the module documentation. Correction and ceiling of the event
/// apply on top, as for any game.
#[must_use]
pub fn go_pair_handicap_grades(a: &GoPairEntrant, b: &GoPairEntrant) -> i32 {
    i32::try_from(grades_between(a.mean_rank(), b.mean_rank())).unwrap_or(0)
}

/// The difference of two strengths given as fractions `(sum, count)` on
/// [`GoRank::value`]'s scale, rounded down towards zero: the whole grades between them.
#[must_use]
pub fn grades_between(a: (i64, i64), b: (i64, i64)) -> i64 {
    let (num, den) = (a.0 * b.1 - b.0 * a.1, (a.1 * b.1).max(1));
    num.signum() * (num.abs() / den)
}

/// A pair entrant registered in a tournament: the player (index) that stands for it in
/// the draw, and its members.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoPairEntry {
    /// The index of the entrant among the tournament's players.
    pub player: usize,
    /// The pair or Rengo team.
    pub entrant: GoPairEntrant,
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn member(rank: &str, rating: i32, sex: Sex) -> GoPairMember {
        GoPairMember {
            name: "N".into(),
            first_name: "F".into(),
            rank: rank.parse().unwrap(),
            rating,
            sex: Some(sex),
            country: "FR".into(),
            club: String::new(),
            ids: GoPlayerIds::default(),
        }
    }

    #[test]
    fn criteria_names_round_trip() {
        for c in GoTeamRules::opengotha().criteria {
            assert_eq!(GoTeamCriterion::from_name(&c.name()), Some(c));
        }
        assert_eq!(GoTeamCriterion::from_name("NULL"), None);
        assert_eq!(GoTeamCriterion::from_name("BDW0U"), None);
        assert_eq!(GoTeamCriterion::from_name("BDW10U"), None);
        assert_eq!(GoTeamCriterion::UpperBoardWins(3).short_name(), "B3U");
    }

    #[test]
    fn assignment_fills_every_empty_round() {
        let mut t = GoTeam::new(1, "A");
        t.assign(1, 1, 7).unwrap();
        t.assign(3, 1, 8).unwrap();
        assert_eq!(t.member(1, 1), Some(7));
        assert_eq!(t.member(3, 1), Some(8));
        assert_eq!(t.member(20, 1), Some(7));
        assert!(t.set_member(21, 1, None).is_err());
        assert!(t.set_member(1, 11, None).is_err());
        t.set_member(1, 1, None).unwrap();
        assert_eq!(t.member(1, 1), None);
    }

    #[test]
    fn pair_means() {
        // 3d (2300) and 1k (2000): mean grade 1.5d (one half grade above 1d), rating 2150.
        let p = GoPairEntrant::new(
            GoPairKind::PairGo,
            vec![
                member("3d", 2300, Sex::Male),
                member("1k", 2000, Sex::Female),
            ],
        )
        .unwrap();
        assert_eq!(p.members[0].sex, Some(Sex::Female));
        assert_eq!(p.mean_rank_halves(), 1);
        assert_eq!(p.rank(), GoRank::Dan(2));
        assert_eq!(p.rating(), 2150);
        // 2d and 2k: halfway between 1k and 1d (halves -1), rounded up to 1d.
        let q = GoPairEntrant::new(
            GoPairKind::Rengo,
            vec![member("2d", 2200, Sex::Male), member("2k", 1900, Sex::Male)],
        )
        .unwrap();
        assert_eq!(q.mean_rank_halves(), -1);
        assert_eq!(q.rank(), GoRank::Dan(1));
        // One grade apart exactly.
        assert_eq!(go_pair_handicap_grades(&p, &q), 1);
        let weak = GoPairEntrant::new(
            GoPairKind::Rengo,
            vec![member("5k", 1600, Sex::Male), member("6k", 1500, Sex::Male)],
        )
        .unwrap();
        // p at +0.5 (halves 1), weak at -5.5 (halves -11): 6 grades.
        assert_eq!(go_pair_handicap_grades(&p, &weak), 6);
        assert_eq!(go_pair_handicap_grades(&weak, &q), -5);
        // 1.5d against 2k: 2.5 grades between the means, rounded down to 2 (issue 43:
        // the rounded ranks, 2d and 2k, gave 3).
        let two_kyu = GoPairEntrant::new(
            GoPairKind::PairGo,
            vec![
                member("1k", 2000, Sex::Male),
                member("3k", 1800, Sex::Female),
            ],
        )
        .unwrap();
        assert_eq!(two_kyu.mean_rank(), (-4, 2));
        assert_eq!(two_kyu.rank(), GoRank::Kyu(2));
        assert_eq!(go_pair_handicap_grades(&p, &two_kyu), 2);
        assert_eq!(go_pair_handicap_grades(&two_kyu, &p), -2);
        assert_eq!(p.rank().value() - two_kyu.rank().value(), 3);
        // A Rengo of three: thirds of a grade.
        let three = GoPairEntrant::new(
            GoPairKind::Rengo,
            vec![
                member("1d", 2100, Sex::Male),
                member("1d", 2100, Sex::Male),
                member("1k", 2000, Sex::Male),
            ],
        )
        .unwrap();
        assert_eq!(go_pair_handicap_grades(&p, &three), 0);
        assert_eq!(go_pair_handicap_grades(&three, &weak), 5);
        assert!(
            GoPairEntrant::new(
                GoPairKind::PairGo,
                vec![member("1d", 2100, Sex::Male), member("1d", 2100, Sex::Male)]
            )
            .is_err()
        );
        let pl = p.to_player(5);
        assert_eq!(pl.rank, GoRank::Dan(2));
        assert_eq!(pl.country, "FR");
        assert_eq!(pl.key, "N-NF-F");
    }
}
