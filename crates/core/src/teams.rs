//! Team events: what a round of board games means for the teams that played them.
//!
//! A team event is held as an individual tournament (every board a [`Game`] of the model,
//! every player a [`Player`]) plus its [`TeamSection`]: the teams, their rosters in board
//! order, each round's lineups (TRF26 record 300), the teams' byes (320) and forfeited
//! matches (330). [`TeamView::of`] reads that back into matches: which teams met, who sat
//! on which board, the game points and match points of each side. [`team_table`] turns the
//! view into a tournament whose players are the teams, which is what a team pairing engine
//! pairs, and [`board_round`] turns a pairing of teams and the lineups back into the
//! round's board games.
//!
//! Conventions (C.04.6 and the TRF26 team records):
//! - The team with White on board 1 is the match's *home* team; colours on the other
//!   boards follow the board colour sequence (record 352, default `WBWB…`): on board *k*
//!   the home team's player has the *k*-th colour of the sequence.
//! - A lineup lists the players by board; an empty board (`0000`) gives the opponent on
//!   that board a win without play (recorded as a full-point bye of that player).
//! - Without a 300 record a team plays its roster (record 310 order) as far as its
//!   players have an entry in the round.
//! - Game points are the players' points by the event's individual scoring; match points
//!   come from comparing game points (C.04.6, default 2 / 1 / 0, record 362). A forfeited
//!   match (330) gives the winner every board and a win, the loser nothing.

use crate::colour::Colour;
use crate::id::{PlayerId, RoundNo};
use crate::player::{Player, Rating};
use crate::points::Points;
use crate::result::{GameResult, SideResult};
use crate::round::{ByeKind, Entry, Game, Round, RoundError};
use crate::scoring::ScoringSystem;
use crate::team::{BoardOrder, Team, TeamSection};
use crate::tournament::Tournament;

/// Points for a match won, drawn and lost (TRF26 record 362; C.04.6 default 2 / 1 / 0).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct MatchScoring {
    /// A match won.
    pub win: Points,
    /// A match drawn.
    pub draw: Points,
    /// A match lost.
    pub loss: Points,
}

impl Default for MatchScoring {
    fn default() -> Self {
        MatchScoring {
            win: Points::whole(2),
            draw: Points::ONE,
            loss: Points::ZERO,
        }
    }
}

impl MatchScoring {
    /// Reads record 362's value: `TW 2.0 TD 1.0 TL 0.0` (symbols in any order, missing
    /// ones at their default), or three bare numbers `2 1 0`.
    #[must_use]
    pub fn parse(s: &str) -> Option<Self> {
        let mut m = MatchScoring::default();
        let words: Vec<&str> = s.split_whitespace().collect();
        if words.len() == 3 && words.iter().all(|w| w.parse::<Points>().is_ok()) {
            m.win = words[0].parse().ok()?;
            m.draw = words[1].parse().ok()?;
            m.loss = words[2].parse().ok()?;
            return Some(m);
        }
        if words.is_empty() || !words.len().is_multiple_of(2) {
            return None;
        }
        for pair in words.chunks(2) {
            let v: Points = pair[1].parse().ok()?;
            match pair[0].to_ascii_uppercase().as_str() {
                "TW" => m.win = v,
                "TD" => m.draw = v,
                "TL" => m.loss = v,
                _ => return None,
            }
        }
        Some(m)
    }

    /// Record 362's value.
    #[must_use]
    pub fn to_record(self) -> String {
        format!("TW {} TD {} TL {}", self.win, self.draw, self.loss)
    }

    /// Match points for a side that scored `mine` against `theirs`.
    #[must_use]
    pub fn of(self, mine: Points, theirs: Points) -> Points {
        match mine.cmp(&theirs) {
            std::cmp::Ordering::Greater => self.win,
            std::cmp::Ordering::Equal => self.draw,
            std::cmp::Ordering::Less => self.loss,
        }
    }
}

/// Which score ranks and pairs the teams first (C.04.6: match points unless the
/// regulations of the event choose game points).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub enum PrimaryScore {
    /// Match points first, game points second.
    #[default]
    Match,
    /// Game points first, match points second.
    Game,
}

/// The rules of a team event that the team view needs.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct TeamRules {
    /// Boards per match.
    pub boards: usize,
    /// The home team's colour on each board (record 352); board 1 is always White.
    pub board_colours: Vec<Colour>,
    /// Match points.
    pub match_scoring: MatchScoring,
    /// Which score comes first.
    pub primary: PrimaryScore,
    /// Match points of a team's pairing-allocated bye (record 320; default a win).
    pub bye_match_points: Points,
    /// Game points of a team's pairing-allocated bye (record 320); by default each board
    /// scores the individual pairing-allocated bye.
    pub bye_game_points: Option<Points>,
    /// How many of the best-rated members make the team rating (default: the boards).
    pub rating_boards: usize,
}

impl TeamRules {
    /// Rules for `boards` boards with every default: colours `WBWB…`, 2 / 1 / 0, match
    /// points first, a bye worth a win, the team rating from `boards` members.
    #[must_use]
    pub fn new(boards: usize) -> Self {
        TeamRules {
            boards,
            board_colours: alternating(boards),
            match_scoring: MatchScoring::default(),
            primary: PrimaryScore::Match,
            bye_match_points: MatchScoring::default().win,
            bye_game_points: None,
            rating_boards: boards,
        }
    }

    /// The rules a tournament's team section states: the boards from record 352 (or the
    /// largest lineup played, or the smallest roster), the match points of 362 and 320.
    #[must_use]
    pub fn of(t: &Tournament) -> Self {
        let sec = &t.teams;
        let from_colours = sec
            .board_colours
            .as_deref()
            .map(parse_board_colours)
            .filter(|c| !c.is_empty());
        let boards = from_colours.as_ref().map_or_else(
            || {
                let lineups = sec.board_orders.iter().map(|o| o.players.len()).max();
                lineups.unwrap_or_else(|| {
                    sec.teams
                        .iter()
                        .map(|t| t.players.len())
                        .filter(|&n| n > 0)
                        .min()
                        .unwrap_or(0)
                })
            },
            Vec::len,
        );
        let mut rules = TeamRules::new(boards);
        if let Some(c) = from_colours {
            rules.board_colours = c;
        }
        if let Some(m) = sec.match_scoring.as_deref().and_then(MatchScoring::parse) {
            rules.match_scoring = m;
            rules.bye_match_points = m.win;
        }
        if let Some(mp) = sec.byes.iter().find_map(|b| b.match_points) {
            rules.bye_match_points = mp;
        }
        rules.bye_game_points = sec.byes.iter().find_map(|b| b.game_points);
        rules
    }

    /// The home team's colour on board `board` (1-based); boards past the sequence
    /// continue the alternation.
    #[must_use]
    pub fn home_colour(&self, board: usize) -> Colour {
        match self.board_colours.get(board.saturating_sub(1)) {
            Some(&c) => c,
            None if board % 2 == 1 => Colour::White,
            None => Colour::Black,
        }
    }
}

/// `WBWB…` for `n` boards.
#[must_use]
pub fn alternating(n: usize) -> Vec<Colour> {
    (0..n)
        .map(|k| {
            if k % 2 == 0 {
                Colour::White
            } else {
                Colour::Black
            }
        })
        .collect()
}

/// Reads a board colour sequence (`WBWB`; case and spaces ignored).
#[must_use]
pub fn parse_board_colours(s: &str) -> Vec<Colour> {
    s.chars()
        .filter_map(|c| match c.to_ascii_uppercase() {
            'W' => Some(Colour::White),
            'B' => Some(Colour::Black),
            _ => None,
        })
        .collect()
}

/// Writes a board colour sequence.
#[must_use]
pub fn board_colours_record(colours: &[Colour]) -> String {
    colours
        .iter()
        .map(|c| match c {
            Colour::White => 'W',
            Colour::Black => 'B',
        })
        .collect()
}

/// The mean rating of a team's `n` best-rated members (unrated members count as 0, as
/// team ratings are usually published; none rated gives `None`).
#[must_use]
pub fn team_rating(t: &Tournament, members: &[PlayerId], n: usize) -> Option<Rating> {
    let mut ratings: Vec<u32> = members
        .iter()
        .filter_map(|&p| t.player(p))
        .map(|p| p.rating.map_or(0, |r| u32::from(r.0)))
        .collect();
    if ratings.iter().all(|&r| r == 0) {
        return None;
    }
    ratings.sort_unstable_by(|a, b| b.cmp(a));
    ratings.truncate(n.max(1));
    let count = u32::try_from(ratings.len()).ok()?.max(1);
    let sum: u32 = ratings.iter().sum();
    // Rounded to the nearest point.
    u16::try_from((sum + count / 2) / count).ok().map(Rating)
}

/// Why a tournament's boards cannot be read as team matches.
// Not `non_exhaustive`: the event log says each reason in the catalogue's words and
// matches them all, so that a new one cannot reach the desk in English unnoticed.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
pub enum TeamError {
    /// The event has no teams.
    #[error("the event has no teams")]
    NoTeams,
    /// A player belongs to two teams.
    #[error("player {player} is a member of two teams ({first} and {second})")]
    TwoTeams {
        /// The player.
        player: PlayerId,
        /// One team.
        first: String,
        /// The other.
        second: String,
    },
    /// A game between players of the same team, or of a player of no team.
    #[error("round {round}: {white} against {black} is not a game between two teams")]
    NotATeamGame {
        /// The round.
        round: RoundNo,
        /// White.
        white: PlayerId,
        /// Black.
        black: PlayerId,
    },
    /// A team plays two matches in one round.
    #[error("round {round}: team {team} plays more than one match")]
    TwoMatches {
        /// The round.
        round: RoundNo,
        /// The team.
        team: String,
    },
    /// Two players of a match sit on boards that do not face each other.
    #[error(
        "round {round}: {white} and {black} play each other but sit on boards {white_board} and {black_board} of their lineups"
    )]
    BoardMismatch {
        /// The round.
        round: RoundNo,
        /// White.
        white: PlayerId,
        /// Black.
        black: PlayerId,
        /// White's board in their team's lineup.
        white_board: usize,
        /// Black's board in theirs.
        black_board: usize,
    },
    /// A lineup names a player who is not a member of the team.
    #[error("round {round}: {player} is in the lineup of {team} but not a member of it")]
    NotAMember {
        /// The round.
        round: RoundNo,
        /// The team.
        team: String,
        /// The player.
        player: PlayerId,
    },
    /// A team number that no team has.
    #[error("there is no team {0}")]
    UnknownTeam(u16),
    /// The board games could not form a round.
    #[error(transparent)]
    Round(#[from] RoundError),
}

/// One board of a match.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct Board {
    /// The board, 1-based.
    pub board: usize,
    /// The home team's player, `None` for an empty board.
    pub home: Option<PlayerId>,
    /// The away team's player.
    pub away: Option<PlayerId>,
    /// The home player's colour.
    pub home_colour: Colour,
    /// Home's points on this board (by the individual scoring); `None` while pending.
    pub home_points: Option<Points>,
    /// Away's points.
    pub away_points: Option<Points>,
    /// True when the game was played over the board.
    pub played: bool,
}

/// A forfeited match (record 330).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum MatchForfeit {
    /// The home team wins by forfeit.
    HomeWins,
    /// The away team wins by forfeit.
    AwayWins,
    /// Neither team appeared.
    Double,
}

/// A match of two teams in one round.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct TeamMatch {
    /// The home team (White on board 1), by index into the team section.
    pub home: usize,
    /// The away team.
    pub away: usize,
    /// The boards, board 1 first.
    pub boards: Vec<Board>,
    /// Set when the whole match was forfeited.
    pub forfeit: Option<MatchForfeit>,
}

impl TeamMatch {
    /// True until every board has its result (a forfeited match is never pending).
    #[must_use]
    pub fn is_pending(&self) -> bool {
        self.forfeit.is_none()
            && self
                .boards
                .iter()
                .any(|b| b.home_points.is_none() || b.away_points.is_none())
    }

    /// Game points of (home, away), boards without a result counting nothing.
    #[must_use]
    pub fn game_points(&self, win: Points) -> (Points, Points) {
        let n = i32::try_from(self.boards.len()).unwrap_or(i32::MAX);
        match self.forfeit {
            Some(MatchForfeit::HomeWins) => return (win.times(n), Points::ZERO),
            Some(MatchForfeit::AwayWins) => return (Points::ZERO, win.times(n)),
            Some(MatchForfeit::Double) => return (Points::ZERO, Points::ZERO),
            None => {}
        }
        self.boards
            .iter()
            .fold((Points::ZERO, Points::ZERO), |acc, b| {
                (
                    acc.0 + b.home_points.unwrap_or(Points::ZERO),
                    acc.1 + b.away_points.unwrap_or(Points::ZERO),
                )
            })
    }

    /// Match points of (home, away); a double forfeit is a loss for both.
    #[must_use]
    pub fn match_points(&self, m: MatchScoring, win: Points) -> (Points, Points) {
        match self.forfeit {
            Some(MatchForfeit::HomeWins) => (m.win, m.loss),
            Some(MatchForfeit::AwayWins) => (m.loss, m.win),
            Some(MatchForfeit::Double) => (m.loss, m.loss),
            None => {
                let (h, a) = self.game_points(win);
                (m.of(h, a), m.of(a, h))
            }
        }
    }

    /// True when at least one board was played over the board.
    #[must_use]
    pub fn was_played(&self) -> bool {
        self.forfeit.is_none() && self.boards.iter().any(|b| b.played)
    }

    /// The side of team `team` in this match: `Some(true)` home, `Some(false)` away.
    #[must_use]
    pub fn side_of(&self, team: usize) -> Option<bool> {
        if team == self.home {
            Some(true)
        } else if team == self.away {
            Some(false)
        } else {
            None
        }
    }
}

/// What a team did in a round.
#[derive(Clone, Copy, Eq, PartialEq, Hash, Debug)]
pub enum TeamEntry {
    /// Played match number `index` of the round.
    Match(usize),
    /// A bye of the whole team.
    Bye(ByeKind),
    /// Not paired.
    Absent,
}

/// One round seen from the teams.
#[derive(Clone, Eq, PartialEq, Hash, Debug, Default)]
pub struct TeamRound {
    /// The matches, in board order of their first boards.
    pub matches: Vec<TeamMatch>,
    /// Per team (index into the team section): what it did.
    pub entries: Vec<Option<TeamEntry>>,
}

/// A team event read as matches.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct TeamView {
    /// The rules used.
    pub rules: TeamRules,
    /// The teams (the tournament's team section, in its order).
    pub teams: Vec<Team>,
    /// Per player, the team index.
    pub team_of: Vec<Option<usize>>,
    /// The rounds.
    pub rounds: Vec<TeamRound>,
    /// The individual point system (for game points).
    pub scoring: ScoringSystem,
}

impl TeamView {
    /// Reads a tournament's rounds as team matches, with the rules its team section states.
    ///
    /// # Errors
    /// When the event has no teams, or a round's games do not form team matches.
    pub fn of(t: &Tournament) -> Result<Self, TeamError> {
        Self::with_rules(t, TeamRules::of(t))
    }

    /// As [`TeamView::of`] with explicit rules.
    ///
    /// # Errors
    /// As [`TeamView::of`].
    pub fn with_rules(t: &Tournament, rules: TeamRules) -> Result<Self, TeamError> {
        let sec = &t.teams;
        if sec.teams.is_empty() {
            return Err(TeamError::NoTeams);
        }
        let mut team_of: Vec<Option<usize>> = vec![None; t.player_count()];
        for (k, team) in sec.teams.iter().enumerate() {
            for &p in &team.players {
                let Some(cell) = team_of.get_mut(p.index()) else {
                    continue;
                };
                if let Some(first) = *cell
                    && first != k
                {
                    return Err(TeamError::TwoTeams {
                        player: p,
                        first: sec.teams[first].name.clone(),
                        second: team.name.clone(),
                    });
                }
                *cell = Some(k);
            }
        }
        let mut view = TeamView {
            rules,
            teams: sec.teams.clone(),
            team_of,
            rounds: Vec::new(),
            scoring: t.scoring,
        };
        for (i, round) in t.rounds().iter().enumerate() {
            let no = RoundNo::from_index(i);
            let r = view.read_round(t, no, round)?;
            view.rounds.push(r);
        }
        Ok(view)
    }

    /// The index of the team with number `number` (record 310's pairing number, or the
    /// position + 1 for 013 teams).
    #[must_use]
    pub fn index_of(&self, number: u16) -> Option<usize> {
        index_of(&self.teams, number)
    }

    /// The team number of the team at `index`.
    #[must_use]
    pub fn number(&self, index: usize) -> u16 {
        number_of(&self.teams, index)
    }

    fn lineup(
        &self,
        t: &Tournament,
        no: RoundNo,
        team: usize,
    ) -> Result<Vec<Option<PlayerId>>, TeamError> {
        let number = self.number(team);
        if let Some(order) = t
            .teams
            .board_orders
            .iter()
            .find(|o| o.round == no && o.team == number)
        {
            for p in order.players.iter().flatten() {
                if self.team_of.get(p.index()).copied().flatten() != Some(team) {
                    return Err(TeamError::NotAMember {
                        round: no,
                        team: self.teams[team].name.clone(),
                        player: *p,
                    });
                }
            }
            return Ok(order.players.clone());
        }
        let Some(round) = t.round(no) else {
            return Ok(Vec::new());
        };
        Ok(self.teams[team]
            .players
            .iter()
            .copied()
            .filter(|&p| !matches!(round.entry(p), Entry::Absent))
            .filter(|&p| !matches!(round.entry(p), Entry::Bye(ByeKind::Zero | ByeKind::Half)))
            .map(Some)
            .collect())
    }

    fn read_round(
        &self,
        t: &Tournament,
        no: RoundNo,
        round: &Round,
    ) -> Result<TeamRound, TeamError> {
        let n = self.teams.len();
        let mut opponent: Vec<Option<usize>> = vec![None; n];
        let mut first_board: Vec<u32> = vec![u32::MAX; n];
        let link =
            |a: usize, b: usize, opponent: &mut Vec<Option<usize>>| -> Result<(), TeamError> {
                for (x, y) in [(a, b), (b, a)] {
                    match opponent[x] {
                        Some(o) if o != y => {
                            return Err(TeamError::TwoMatches {
                                round: no,
                                team: self.teams[x].name.clone(),
                            });
                        }
                        _ => opponent[x] = Some(y),
                    }
                }
                Ok(())
            };
        for (i, g) in round.games().iter().enumerate() {
            let tw = self.team_of.get(g.white.index()).copied().flatten();
            let tb = self.team_of.get(g.black.index()).copied().flatten();
            let (Some(a), Some(b)) = (tw, tb) else {
                return Err(TeamError::NotATeamGame {
                    round: no,
                    white: g.white,
                    black: g.black,
                });
            };
            if a == b {
                return Err(TeamError::NotATeamGame {
                    round: no,
                    white: g.white,
                    black: g.black,
                });
            }
            link(a, b, &mut opponent)?;
            let board = u32::try_from(i).unwrap_or(u32::MAX);
            first_board[a] = first_board[a].min(board);
            first_board[b] = first_board[b].min(board);
        }
        for o in t.teams.board_orders.iter().filter(|o| o.round == no) {
            let a = self
                .index_of(o.team)
                .ok_or(TeamError::UnknownTeam(o.team))?;
            let b = self
                .index_of(o.opponent)
                .ok_or(TeamError::UnknownTeam(o.opponent))?;
            link(a, b, &mut opponent)?;
        }
        let mut forfeits: Vec<(usize, usize, MatchForfeit)> = Vec::new();
        for f in t.teams.forfeits.iter().filter(|f| f.round == no) {
            let a = self
                .index_of(f.white)
                .ok_or(TeamError::UnknownTeam(f.white))?;
            let b = self
                .index_of(f.black)
                .ok_or(TeamError::UnknownTeam(f.black))?;
            link(a, b, &mut opponent)?;
            let kind = match f.kind.as_str() {
                "+-" => MatchForfeit::HomeWins,
                "-+" => MatchForfeit::AwayWins,
                _ => MatchForfeit::Double,
            };
            forfeits.push((a, b, kind));
        }
        // Pairs in the order of their first board; matches known only from records last.
        let mut pairs: Vec<(usize, usize)> = (0..n)
            .filter_map(|a| opponent[a].filter(|&b| a < b).map(|b| (a, b)))
            .collect();
        pairs.sort_by_key(|&(a, b)| (first_board[a].min(first_board[b]), a));
        let mut out = TeamRound {
            matches: Vec::new(),
            entries: vec![None; n],
        };
        for (a, b) in pairs {
            let forfeit = forfeits
                .iter()
                .find(|f| (f.0, f.1) == (a, b) || (f.0, f.1) == (b, a));
            let m = self.read_match(t, no, round, a, b, forfeit.copied())?;
            out.entries[m.home] = Some(TeamEntry::Match(out.matches.len()));
            out.entries[m.away] = Some(TeamEntry::Match(out.matches.len()));
            out.matches.push(m);
        }
        // Teams without a match: a team bye when its players have one (320 names the
        // pairing-allocated one), absent otherwise.
        let bye_team = t
            .teams
            .byes
            .iter()
            .find_map(|b| b.teams.get(no.index()).copied().flatten())
            .and_then(|num| self.index_of(num));
        for k in 0..n {
            if out.entries[k].is_some() {
                continue;
            }
            let kinds: Vec<ByeKind> = self.teams[k]
                .players
                .iter()
                .filter_map(|&p| match round.entry(p) {
                    Entry::Bye(kind) => Some(kind),
                    _ => None,
                })
                .collect();
            out.entries[k] = Some(
                if bye_team == Some(k) || kinds.contains(&ByeKind::PairingAllocated) {
                    TeamEntry::Bye(ByeKind::PairingAllocated)
                } else if let Some(&kind) = kinds.iter().min() {
                    TeamEntry::Bye(kind)
                } else {
                    TeamEntry::Absent
                },
            );
        }
        Ok(out)
    }

    fn read_match(
        &self,
        t: &Tournament,
        no: RoundNo,
        round: &Round,
        a: usize,
        b: usize,
        forfeit: Option<(usize, usize, MatchForfeit)>,
    ) -> Result<TeamMatch, TeamError> {
        let la = self.lineup(t, no, a)?;
        let lb = self.lineup(t, no, b)?;
        // Home: the team whose player has White on the first board both teams fill; a
        // forfeited match names its white team; otherwise the lower number.
        let mut home_is_a = None;
        if let Some((w, _, _)) = forfeit {
            home_is_a = Some(w == a);
        }
        if home_is_a.is_none() {
            for k in 0..la.len().max(lb.len()) {
                if let Some(Some(p)) = la.get(k)
                    && let Entry::Game {
                        colour: Some(c), ..
                    } = round.entry(*p)
                {
                    home_is_a = Some(c == self.rules.home_colour(k + 1));
                    break;
                }
            }
        }
        let (home, away, lh, la2) = if home_is_a.unwrap_or(a < b) {
            (a, b, la, lb)
        } else {
            (b, a, lb, la)
        };
        // Every match has the event's boards, empty ones included (a forfeited match is
        // worth every board).
        let boards_n = lh.len().max(la2.len()).max(self.rules.boards);
        let mut boards = Vec::with_capacity(boards_n);
        for k in 0..boards_n {
            let hp = lh.get(k).copied().flatten();
            let ap = la2.get(k).copied().flatten();
            let colour = self.rules.home_colour(k + 1);
            let mut board = Board {
                board: k + 1,
                home: hp,
                away: ap,
                home_colour: colour,
                home_points: None,
                away_points: None,
                played: false,
            };
            match (hp, ap) {
                (Some(h), Some(aw)) => {
                    if let Entry::Game {
                        opponent, result, ..
                    } = round.entry(h)
                    {
                        if opponent != aw {
                            let wb = position(&la2, opponent).unwrap_or(0);
                            return Err(TeamError::BoardMismatch {
                                round: no,
                                white: h,
                                black: opponent,
                                white_board: k + 1,
                                black_board: wb,
                            });
                        }
                        board.played = result.is_some_and(SideResult::is_played);
                        board.home_points = t.points_if_known(h, no);
                        board.away_points = t.points_if_known(aw, no);
                    } else {
                        board.home_points = t.points_if_known(h, no);
                        board.away_points = t.points_if_known(aw, no);
                    }
                }
                (Some(p), None) | (None, Some(p)) => {
                    let pts = t.points_if_known(p, no);
                    if hp.is_some() {
                        board.home_points = pts;
                        board.away_points = Some(Points::ZERO);
                    } else {
                        board.away_points = pts;
                        board.home_points = Some(Points::ZERO);
                    }
                }
                (None, None) => {
                    board.home_points = Some(Points::ZERO);
                    board.away_points = Some(Points::ZERO);
                }
            }
            boards.push(board);
        }
        let forfeit = forfeit.map(|(w, _, kind)| match (kind, w == home) {
            (MatchForfeit::HomeWins, true) | (MatchForfeit::AwayWins, false) => {
                MatchForfeit::HomeWins
            }
            (MatchForfeit::HomeWins, false) | (MatchForfeit::AwayWins, true) => {
                MatchForfeit::AwayWins
            }
            (MatchForfeit::Double, _) => MatchForfeit::Double,
        });
        Ok(TeamMatch {
            home,
            away,
            boards,
            forfeit,
        })
    }

    /// Per team, (match points, game points) after `rounds` rounds, byes included.
    #[must_use]
    pub fn scores_after(&self, rounds: usize) -> Vec<(Points, Points)> {
        let mut out = vec![(Points::ZERO, Points::ZERO); self.teams.len()];
        for r in self.rounds.iter().take(rounds) {
            for (k, score) in out.iter_mut().enumerate() {
                let (mp, gp) = self.round_score(r, k);
                score.0 += mp;
                score.1 += gp;
            }
        }
        out
    }

    /// Per team, (match points, game points) after every round played.
    #[must_use]
    pub fn scores(&self) -> Vec<(Points, Points)> {
        self.scores_after(self.rounds.len())
    }

    /// What team `k` scored in round `r`: (match points, game points).
    #[must_use]
    pub fn round_score(&self, r: &TeamRound, k: usize) -> (Points, Points) {
        let win = self.scoring.win_white;
        match r.entries.get(k).copied().flatten() {
            Some(TeamEntry::Match(i)) => {
                let m = &r.matches[i];
                if m.is_pending() {
                    return (Points::ZERO, Points::ZERO);
                }
                let (gh, ga) = m.game_points(win);
                let (mh, ma) = m.match_points(self.rules.match_scoring, win);
                if m.home == k { (mh, gh) } else { (ma, ga) }
            }
            Some(TeamEntry::Bye(kind)) => {
                let boards = i32::try_from(self.rules.boards).unwrap_or(0);
                let m = self.rules.match_scoring;
                match kind {
                    ByeKind::PairingAllocated => (
                        self.rules.bye_match_points,
                        self.rules
                            .bye_game_points
                            .unwrap_or_else(|| self.scoring.pairing_bye.times(boards)),
                    ),
                    ByeKind::Full => (m.win, self.scoring.full_bye.times(boards)),
                    ByeKind::Half => (m.draw, self.scoring.half_bye.times(boards)),
                    ByeKind::Zero => (m.loss, Points::ZERO),
                }
            }
            Some(TeamEntry::Absent) | None => (Points::ZERO, Points::ZERO),
        }
    }

    /// The primary and secondary scores of every team after `rounds` rounds.
    #[must_use]
    pub fn primary_secondary(&self, rounds: usize) -> Vec<(Points, Points)> {
        self.scores_after(rounds)
            .into_iter()
            .map(|(mp, gp)| match self.rules.primary {
                PrimaryScore::Match => (mp, gp),
                PrimaryScore::Game => (gp, mp),
            })
            .collect()
    }
}

fn position(lineup: &[Option<PlayerId>], p: PlayerId) -> Option<usize> {
    lineup.iter().position(|&x| x == Some(p)).map(|i| i + 1)
}

/// The index of the team numbered `number` (310's number, or position + 1 for 013).
#[must_use]
pub fn index_of(teams: &[Team], number: u16) -> Option<usize> {
    teams
        .iter()
        .enumerate()
        .find(|(k, t)| {
            t.number
                .unwrap_or_else(|| u16::try_from(k + 1).unwrap_or(u16::MAX))
                == number
        })
        .map(|(k, _)| k)
}

/// The number of the team at `index`.
#[must_use]
pub fn number_of(teams: &[Team], index: usize) -> u16 {
    teams
        .get(index)
        .and_then(|t| t.number)
        .unwrap_or_else(|| u16::try_from(index + 1).unwrap_or(u16::MAX))
}

impl Tournament {
    /// `player`'s points in round `round`, or `None` while their game is pending.
    #[must_use]
    pub fn points_if_known(&self, player: PlayerId, round: RoundNo) -> Option<Points> {
        match self.entry(player, round) {
            Entry::Game { result: None, .. } => None,
            _ => Some(self.points_in(player, round)),
        }
    }
}

/// The team table: a tournament whose players are the teams (player *k* is the *k*-th team
/// of the team section), one game per match with the home team as White and the match
/// result as the game's, the teams' byes as byes, and the primary score as the score. The
/// secondary score is in the table's team section (`teams[k].match_points` and
/// `game_points`, totals). This is what team pairing engines pair (C.04.6: teams are
/// paired as players are, by the primary score).
///
/// # Errors
/// As [`TeamView::of`].
pub fn team_table(t: &Tournament, view: &TeamView) -> Result<Tournament, TeamError> {
    let rules = &view.rules;
    let m = rules.match_scoring;
    let mut table = Tournament::new(
        t.info.clone(),
        ScoringSystem::uniform(m.win, m.draw, m.loss),
    );
    table.scoring.pairing_bye = rules.bye_match_points;
    table.scoring.forfeit_win = m.win;
    table.scoring.forfeit_loss = m.loss;
    table.planned_rounds = t.planned_rounds;
    table.initial_colour = t.initial_colour;
    if rules.primary == PrimaryScore::Game {
        table.scoring = ScoringSystem::uniform(Points::ZERO, Points::ZERO, Points::ZERO);
        table.scoring.pairing_bye = Points::ZERO;
    }
    for (k, team) in view.teams.iter().enumerate() {
        let mut p = Player::named(team.name.clone());
        p.rating = team_rating(t, &team.players, rules.rating_boards);
        p.federation = (!team.nickname.is_empty()).then(|| team.nickname.clone());
        // A team withdrawn from the event: every member withdrawn.
        let withdrawn: Option<RoundNo> = team
            .players
            .iter()
            .map(|&id| t.player(id).and_then(|pl| pl.withdrawn_from))
            .collect::<Option<Vec<_>>>()
            .and_then(|v| v.into_iter().max());
        p.withdrawn_from = if team.players.is_empty() {
            None
        } else {
            withdrawn
        };
        table.add_player(p);
        let _ = k;
    }
    let totals = view.scores();
    for (k, team) in view.teams.iter().enumerate() {
        table.teams.teams.push(Team {
            number: Some(u16::try_from(k + 1).unwrap_or(u16::MAX)),
            name: team.name.clone(),
            nickname: team.nickname.clone(),
            match_points: Some(totals[k].0),
            game_points: Some(totals[k].1),
            ..Team::default()
        });
    }
    for r in &view.rounds {
        let mut games = Vec::new();
        let mut byes = Vec::new();
        for mt in &r.matches {
            let home = PlayerId::from_index(mt.home);
            let away = PlayerId::from_index(mt.away);
            let result = if let Some(f) = mt.forfeit {
                match f {
                    MatchForfeit::HomeWins => GameResult::WHITE_WINS_BY_FORFEIT,
                    MatchForfeit::AwayWins => GameResult::BLACK_WINS_BY_FORFEIT,
                    MatchForfeit::Double => GameResult::DOUBLE_FORFEIT,
                }
            } else if mt.is_pending() {
                GameResult::PENDING
            } else {
                let (gh, ga) = mt.game_points(view.scoring.win_white);
                let played = mt.was_played();
                match (gh.cmp(&ga), played) {
                    (std::cmp::Ordering::Greater, true) => GameResult::WHITE_WINS,
                    (std::cmp::Ordering::Less, true) => GameResult::BLACK_WINS,
                    (std::cmp::Ordering::Equal, _) => GameResult::DRAW,
                    (std::cmp::Ordering::Greater, false) => GameResult::WHITE_WINS_BY_FORFEIT,
                    (std::cmp::Ordering::Less, false) => GameResult::BLACK_WINS_BY_FORFEIT,
                }
            };
            games.push(Game::new(home, away).with_result(result));
        }
        for (k, e) in r.entries.iter().enumerate() {
            if let Some(TeamEntry::Bye(kind)) = e {
                byes.push((PlayerId::from_index(k), *kind));
            }
        }
        table
            .push_round(Round::new(games, byes)?)
            .map_err(|e| match e {
                crate::tournament::ModelError::Round(r) => TeamError::Round(r),
                _ => TeamError::Round(RoundError::Duplicate(PlayerId::from_index(0))),
            })?;
    }
    // Game points first: the scoring gives nothing and each team's game points before a
    // round are its pairing score for that round (read through `pairing_score`).
    if rules.primary == PrimaryScore::Game {
        for k in 0..view.teams.len() {
            let mut total = Points::ZERO;
            let mut before = vec![Points::ZERO];
            for r in &view.rounds {
                total += view.round_score(r, k).1;
                before.push(total);
            }
            if let Some(p) = table.player_mut(PlayerId::from_index(k)) {
                p.accelerations = before;
            }
        }
    }
    // Requests for the next round: a team is out of the round when none of its members
    // is available (each absent, on a bye or withdrawn); its bye is the best its members
    // asked for (none: absent).
    let next = t.next_round();
    for (k, team) in view.teams.iter().enumerate() {
        if team.players.is_empty() {
            continue;
        }
        let mut kinds: Vec<Option<ByeKind>> = Vec::new();
        let all_out = team.players.iter().all(|&p| {
            if t.is_withdrawn(p, next) {
                return true;
            }
            match t.request(p, next) {
                Some(r) => {
                    kinds.push(r.kind);
                    true
                }
                None => false,
            }
        });
        if all_out {
            table.requests.push(crate::tournament::ByeRequest {
                player: PlayerId::from_index(k),
                round: next,
                kind: kinds.iter().flatten().max().copied(),
            });
        }
    }
    Ok(table)
}

/// One match of a pairing of teams, by team index: (home, away).
pub type TeamPair = (usize, usize);

/// The board games of a round: for each paired match the lineups of both teams board by
/// board, the home team's player with the board's colour; an empty board gives the player
/// facing it a full-point bye (a win without play); the team with the pairing-allocated
/// bye has it on every board of its lineup. Also returns the lineups as 300 records.
///
/// # Errors
/// When a player would appear twice.
pub fn board_round(
    view: &TeamView,
    round: RoundNo,
    pairs: &[TeamPair],
    bye: Option<usize>,
    lineup: &dyn Fn(usize) -> Vec<Option<PlayerId>>,
) -> Result<(Round, Vec<BoardOrder>), TeamError> {
    let mut games = Vec::new();
    let mut byes = Vec::new();
    let mut orders = Vec::new();
    for &(home, away) in pairs {
        let lh = lineup(home);
        let la = lineup(away);
        for k in 0..view.rules.boards.max(lh.len()).max(la.len()) {
            let hp = lh.get(k).copied().flatten();
            let ap = la.get(k).copied().flatten();
            match (hp, ap) {
                (Some(h), Some(a)) => {
                    let g = if view.rules.home_colour(k + 1) == Colour::White {
                        Game::new(h, a)
                    } else {
                        Game::new(a, h)
                    };
                    games.push(g);
                }
                (Some(p), None) | (None, Some(p)) => byes.push((p, ByeKind::Full)),
                (None, None) => {}
            }
        }
        orders.push(BoardOrder {
            round,
            team: view.number(home),
            opponent: view.number(away),
            players: lh,
        });
        orders.push(BoardOrder {
            round,
            team: view.number(away),
            opponent: view.number(home),
            players: la,
        });
    }
    if let Some(b) = bye {
        for p in lineup(b).into_iter().flatten() {
            byes.push((p, ByeKind::PairingAllocated));
        }
    }
    Ok((Round::new_team(games, byes)?, orders))
}

/// The default lineup of a team: its first `boards` members who are not withdrawn and
/// asked for no bye in `round`, in roster order, empty boards at the end.
#[must_use]
pub fn default_lineup(
    t: &Tournament,
    team: &Team,
    boards: usize,
    round: RoundNo,
) -> Vec<Option<PlayerId>> {
    let mut out: Vec<Option<PlayerId>> = team
        .players
        .iter()
        .copied()
        .filter(|&p| !t.is_withdrawn(p, round) && t.request(p, round).is_none())
        .take(boards)
        .map(Some)
        .collect();
    out.resize(boards, None);
    out
}

/// Checks the board-order rule: nobody sits above a member rated more than `tolerance`
/// points higher (`None`: no rule). Returns the first offending pair (higher board
/// first).
#[must_use]
pub fn board_order_violation(
    t: &Tournament,
    lineup: &[Option<PlayerId>],
    tolerance: Option<u16>,
) -> Option<(PlayerId, PlayerId)> {
    let tol = tolerance?;
    let rating = |p: PlayerId| t.player(p).and_then(|pl| pl.rating).map_or(0, |r| r.0);
    let seated: Vec<PlayerId> = lineup.iter().flatten().copied().collect();
    for (i, &upper) in seated.iter().enumerate() {
        for &lower in &seated[i + 1..] {
            if rating(lower) > rating(upper).saturating_add(tol) {
                return Some((upper, lower));
            }
        }
    }
    None
}

/// True when the section holds a team event.
#[must_use]
pub fn is_team_event(sec: &TeamSection) -> bool {
    !sec.teams.is_empty()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn p(n: usize) -> PlayerId {
        PlayerId::from_index(n - 1)
    }

    /// Three teams of two boards (players 1-2, 3-4, 5-6), rated so that team ratings are
    /// 2050, 1850 and 1650.
    fn event() -> Tournament {
        let mut t = Tournament::default();
        for r in [2100, 2000, 1900, 1800, 1700, 1600] {
            let mut pl = Player::named(format!("P{r}"));
            pl.rating = Some(Rating(r));
            t.add_player(pl);
        }
        for (k, name) in ["A", "B", "C"].iter().enumerate() {
            t.teams.teams.push(Team {
                number: Some(u16::try_from(k + 1).unwrap()),
                name: (*name).to_string(),
                players: vec![p(2 * k + 1), p(2 * k + 2)],
                ..Team::default()
            });
        }
        t
    }

    #[test]
    fn matches_points_byes_and_forfeits_read_from_boards() {
        let mut t = event();
        let view = TeamView::of(&t).unwrap();
        assert_eq!(view.rules.boards, 2);
        // Round 1: A (home) - B, board 1 A wins, board 2 drawn: A 1.5 - 0.5; C has the bye.
        let lineup = |k: usize| t.teams.teams[k].players.iter().copied().map(Some).collect();
        let (round, orders) =
            board_round(&view, RoundNo::from_index(0), &[(0, 1)], Some(2), &lineup).unwrap();
        assert_eq!(orders.len(), 2);
        let games: Vec<(PlayerId, PlayerId)> =
            round.games().iter().map(|g| (g.white, g.black)).collect();
        // Board 2: the home team's player has Black.
        assert_eq!(games, vec![(p(1), p(3)), (p(4), p(2))]);
        t.push_round(round).unwrap();
        let r = t.round_mut(RoundNo::from_index(0)).unwrap();
        assert!(r.set_result(1, GameResult::WHITE_WINS));
        assert!(r.set_result(2, GameResult::DRAW));
        // Round 2: C - A forfeited by A (330 "+-" with C white), B absent.
        t.push_round(Round::new_team(Vec::new(), Vec::new()).unwrap())
            .unwrap();
        t.teams.forfeits.push(crate::team::TeamForfeit {
            kind: "+-".into(),
            round: RoundNo::from_index(1),
            white: 3,
            black: 1,
        });
        let view = TeamView::of(&t).unwrap();
        let r1 = &view.rounds[0];
        assert_eq!(r1.matches.len(), 1);
        assert_eq!((r1.matches[0].home, r1.matches[0].away), (0, 1));
        assert_eq!(
            r1.entries[2],
            Some(TeamEntry::Bye(ByeKind::PairingAllocated))
        );
        let r2 = &view.rounds[1];
        assert_eq!((r2.matches[0].home, r2.matches[0].away), (2, 0));
        assert_eq!(r2.matches[0].forfeit, Some(MatchForfeit::HomeWins));
        assert_eq!(r2.entries[1], Some(TeamEntry::Absent));
        let s = view.scores();
        // A: win (2 MP, 1.5 GP) + forfeit loss; B: loss 0.5; C: bye (2 MP, 2 GP) + forfeit win (2 MP, 2 GP).
        assert_eq!(s[0], (Points::whole(2), Points::from_halves(3)));
        assert_eq!(s[1], (Points::ZERO, Points::HALF));
        assert_eq!(s[2], (Points::whole(4), Points::whole(4)));
        // The team table: teams as players, match result as the game, MP as the score.
        let table = team_table(&t, &view).unwrap();
        assert_eq!(table.player_count(), 3);
        assert_eq!(table.player(p(1)).unwrap().rating, Some(Rating(2050)));
        assert_eq!(table.score(p(1)), Points::whole(2));
        assert_eq!(table.score(p(3)), Points::whole(4));
        assert_eq!(
            table.teams.teams[0].game_points,
            Some(Points::from_halves(3))
        );
        assert!(table.have_played(p(1), p(2)));
        // Forfeited matches are not "played" for meeting again.
        assert!(!table.have_played(p(1), p(3)));
        // Game points first: the score is the game points.
        let mut rules = view.rules.clone();
        rules.primary = PrimaryScore::Game;
        let gview = TeamView::with_rules(&t, rules).unwrap();
        let gtable = team_table(&t, &gview).unwrap();
        let third = RoundNo::from_index(2);
        assert_eq!(gtable.pairing_score(p(1), third), Points::from_halves(3));
        assert_eq!(gtable.pairing_score(p(3), third), Points::whole(4));
        assert_eq!(
            gtable.pairing_score(p(3), RoundNo::from_index(1)),
            Points::whole(2)
        );
    }

    #[test]
    fn an_empty_board_is_a_win_for_the_player_facing_it() {
        let mut t = event();
        let view = TeamView::of(&t).unwrap();
        let lineup = |k: usize| -> Vec<Option<PlayerId>> {
            if k == 1 {
                vec![Some(p(3)), None]
            } else {
                t.teams.teams[k].players.iter().copied().map(Some).collect()
            }
        };
        let (round, orders) =
            board_round(&view, RoundNo::from_index(0), &[(0, 1)], None, &lineup).unwrap();
        assert_eq!(round.entry(p(2)), Entry::Bye(ByeKind::Full));
        t.push_round(round).unwrap();
        t.teams.board_orders.extend(orders);
        assert!(
            t.round_mut(RoundNo::from_index(0))
                .unwrap()
                .set_result(1, GameResult::BLACK_WINS)
        );
        let view = TeamView::of(&t).unwrap();
        let m = &view.rounds[0].matches[0];
        assert_eq!(m.boards[1].away, None);
        assert_eq!(m.game_points(Points::ONE), (Points::ONE, Points::ONE));
        assert_eq!(view.scores()[0].0, Points::ONE);
    }

    #[test]
    fn board_order_rule_and_match_scoring_record() {
        let t = event();
        assert_eq!(
            board_order_violation(&t, &[Some(p(2)), Some(p(1))], Some(50)),
            Some((p(2), p(1)))
        );
        assert_eq!(
            board_order_violation(&t, &[Some(p(2)), Some(p(1))], Some(100)),
            None
        );
        assert_eq!(
            board_order_violation(&t, &[Some(p(2)), Some(p(1))], None),
            None
        );
        let m = MatchScoring::parse("TW 3.0 TD 1.0 TL 0.0").unwrap();
        assert_eq!(m.win, Points::whole(3));
        assert_eq!(MatchScoring::parse(&m.to_record()), Some(m));
        assert_eq!(MatchScoring::parse("2 1 0"), Some(MatchScoring::default()));
        assert_eq!(MatchScoring::parse("TX 1"), None);
        assert_eq!(
            parse_board_colours("wbbw"),
            vec![Colour::White, Colour::Black, Colour::Black, Colour::White]
        );
    }
}
