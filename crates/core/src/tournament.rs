//! The tournament: players, paired rounds, requests for rounds to come, and the
//! questions every pairing engine and standings module asks of them.

use crate::colour::Colour;
use crate::id::{PlayerId, RoundNo};
use crate::player::Player;
use crate::points::Points;
use crate::round::{ByeKind, Entry, Round, RoundError};
use crate::scoring::ScoringSystem;
use crate::team::TeamSection;

/// Descriptive data of the event (TRF26 tournament section). Free text is kept as written.
#[derive(Clone, Eq, PartialEq, Hash, Debug, Default)]
pub struct TournamentInfo {
    /// 012: tournament name.
    pub name: String,
    /// 022: city.
    pub city: Option<String>,
    /// 032: host federation.
    pub federation: Option<String>,
    /// 042: start date (`YYYY/MM/DD`).
    pub start_date: Option<String>,
    /// 052: end date.
    pub end_date: Option<String>,
    /// 062: number of players, as reported.
    pub reported_players: Option<String>,
    /// 072: number of rated players, as reported.
    pub reported_rated_players: Option<String>,
    /// 082: number of teams, as reported.
    pub reported_teams: Option<String>,
    /// 092: type of tournament, free text.
    pub kind: Option<String>,
    /// 102: chief arbiter.
    pub chief_arbiter: Option<String>,
    /// 112: deputy chief arbiters, one per record.
    pub deputy_arbiters: Vec<String>,
    /// 122: allotted times per moves/game, free text.
    pub time_control: Option<String>,
    /// 132: round dates (`YY/MM/DD`), round 1 first; empty strings for unknown dates.
    pub round_dates: Vec<String>,
    /// 172: starting-rank method (federation, method code).
    pub start_rank_method: Option<String>,
    /// 182: pairing controller identifier.
    pub pairing_controller: Option<String>,
    /// 192: encoded type of tournament (e.g. `FIDE_DUTCH_2025`, `FIDE_DUTCH_BAKU`).
    pub system_code: Option<String>,
    /// 202: tie-breaks, as a comma-separated list of codes.
    pub tiebreaks: Option<String>,
    /// 212: tie-breaks defining standings (202 plus `PTS`).
    pub standings_tiebreaks: Option<String>,
    /// 222: encoded time control.
    pub encoded_time_control: Option<String>,
    /// Engine options of the JaVaFo `XXC` record other than the initial colour (e.g. `rank`).
    pub engine_options: Vec<String>,
    /// Records arbiter does not interpret (comments, unknown tags), kept as written so
    /// that nothing is lost on the way through.
    pub extra_records: Vec<String>,
}

/// True when `system` (a TRF 192 code such as `FIDE_DOUBLESWISS`, or a system name such as
/// `double-swiss`) names the Double-Swiss system (C.04.5), whose pairings are two-game
/// matches, each taking two rounds of the tournament.
#[must_use]
pub fn is_double_swiss(system: &str) -> bool {
    let s: String = system
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect();
    s.contains("doubleswiss")
}

/// Players who may not be paired with each other (TRF26 record 260, JaVaFo `XXP`).
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct Prohibition {
    /// First round the prohibition applies to.
    pub first_round: RoundNo,
    /// Last round it applies to (inclusive).
    pub last_round: RoundNo,
    /// The players; none of them may meet another of them.
    pub players: Vec<PlayerId>,
}

/// What a player asked for (or the arbiter decided) about a round not paired yet.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct ByeRequest {
    /// The player.
    pub player: PlayerId,
    /// The round.
    pub round: RoundNo,
    /// A bye (full, half or zero points), or `None` for an absence with no bye recorded.
    pub kind: Option<ByeKind>,
}

/// An abnormal assignment of points (TRF26 record 299): a penalty, a bonus, or points that
/// differ from what the result code says.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct PointAdjustment {
    /// The assignment type code (`W D L F H Z + -`), or `None` for a plain penalty/bonus.
    pub kind: Option<char>,
    /// Match points (team events).
    pub match_points: Option<Points>,
    /// Game points (teams) or points (individuals).
    pub points: Option<Points>,
    /// The round, or `None` for all rounds.
    pub round: Option<RoundNo>,
    /// Who receives it.
    pub players: Vec<PlayerId>,
}

/// Why a change to a tournament was refused.
// Not `non_exhaustive`: the event log says each reason in the catalogue's words and
// matches them all, so that a new one cannot reach the desk in English unnoticed.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
pub enum ModelError {
    /// A start rank that is not registered.
    #[error("there is no player {0}")]
    UnknownPlayer(PlayerId),
    /// The round itself is inconsistent.
    #[error(transparent)]
    Round(#[from] RoundError),
    /// A round number that does not exist.
    #[error("there is no round {0}")]
    UnknownRound(RoundNo),
    /// Start ranks can only be changed before the first round is paired.
    #[error("players cannot be renumbered or removed once a round has been paired")]
    RoundsExist,
    /// A new order of players that is not a permutation of the current ones.
    #[error("the new order must name every player exactly once")]
    NotAPermutation,
}

/// A tournament: the state every engine reads. Domain only, no I/O.
#[derive(Clone, Eq, PartialEq, Debug, Default)]
pub struct Tournament {
    /// Descriptive data.
    pub info: TournamentInfo,
    /// Points per result.
    pub scoring: ScoringSystem,
    /// The number of rounds planned (TRF26 142, JaVaFo `XXR`).
    pub planned_rounds: Option<u16>,
    /// The colour of the top-ranked player in round 1 (TRF26 152, JaVaFo `XXC white1`).
    pub initial_colour: Option<Colour>,
    /// Prohibited pairings.
    pub prohibitions: Vec<Prohibition>,
    /// Requested byes and known absences for rounds not yet paired.
    pub requests: Vec<ByeRequest>,
    /// Abnormal point assignments.
    pub adjustments: Vec<PointAdjustment>,
    /// Team data, for team events.
    pub teams: TeamSection,
    players: Vec<Player>,
    rounds: Vec<Round>,
}

impl Tournament {
    /// An empty tournament.
    #[must_use]
    pub fn new(info: TournamentInfo, scoring: ScoringSystem) -> Self {
        Tournament {
            info,
            scoring,
            ..Tournament::default()
        }
    }

    /// Registers a player with the next start rank.
    pub fn add_player(&mut self, player: Player) -> PlayerId {
        self.players.push(player);
        PlayerId::from_index(self.players.len() - 1)
    }

    /// The number of registered players.
    #[must_use]
    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    /// A player, by start rank.
    #[must_use]
    pub fn player(&self, id: PlayerId) -> Option<&Player> {
        self.players.get(id.index())
    }

    /// A player, by start rank, for editing.
    pub fn player_mut(&mut self, id: PlayerId) -> Option<&mut Player> {
        self.players.get_mut(id.index())
    }

    /// All players with their start ranks.
    pub fn players(&self) -> impl ExactSizeIterator<Item = (PlayerId, &Player)> + '_ {
        self.players
            .iter()
            .enumerate()
            .map(|(i, p)| (PlayerId::from_index(i), p))
    }

    /// All start ranks.
    pub fn player_ids(&self) -> impl ExactSizeIterator<Item = PlayerId> + use<> {
        (0..self.players.len()).map(PlayerId::from_index)
    }

    /// Removes a player before any round is paired; later start ranks move up by one.
    /// Requests and prohibitions naming the player are dropped, later ones renumbered.
    ///
    /// # Errors
    /// When a round exists or the player does not.
    pub fn remove_player(&mut self, id: PlayerId) -> Result<Player, ModelError> {
        if !self.rounds.is_empty() {
            return Err(ModelError::RoundsExist);
        }
        if id.index() >= self.players.len() {
            return Err(ModelError::UnknownPlayer(id));
        }
        let shift = |p: PlayerId| {
            if p > id {
                PlayerId::from_index(p.index() - 1)
            } else {
                p
            }
        };
        self.requests.retain(|r| r.player != id);
        for r in &mut self.requests {
            r.player = shift(r.player);
        }
        for p in &mut self.prohibitions {
            p.players.retain(|&x| x != id);
            for x in &mut p.players {
                *x = shift(*x);
            }
        }
        for team in &mut self.teams.teams {
            team.players.retain(|&x| x != id);
            for x in &mut team.players {
                *x = shift(*x);
            }
        }
        Ok(self.players.remove(id.index()))
    }

    /// Gives players new start ranks before any round is paired: `order[k]` becomes start
    /// rank k + 1 (C.04.2 A: players are ranked when registration closes).
    ///
    /// # Errors
    /// When a round exists or `order` is not a permutation of the players.
    pub fn reorder_players(&mut self, order: &[PlayerId]) -> Result<(), ModelError> {
        if !self.rounds.is_empty() {
            return Err(ModelError::RoundsExist);
        }
        let n = self.players.len();
        let mut new_of_old = vec![usize::MAX; n];
        if order.len() != n {
            return Err(ModelError::NotAPermutation);
        }
        for (new, old) in order.iter().enumerate() {
            match new_of_old.get_mut(old.index()) {
                Some(slot) if *slot == usize::MAX => *slot = new,
                _ => return Err(ModelError::NotAPermutation),
            }
        }
        let map = |p: PlayerId| PlayerId::from_index(new_of_old[p.index()]);
        let mut slots: Vec<Option<Player>> = std::mem::take(&mut self.players)
            .into_iter()
            .map(Some)
            .collect();
        self.players = order
            .iter()
            .filter_map(|o| slots[o.index()].take())
            .collect();
        for r in &mut self.requests {
            r.player = map(r.player);
        }
        for p in &mut self.prohibitions {
            for x in &mut p.players {
                *x = map(*x);
            }
        }
        // Team rosters follow their players (board order is the team's, not the ranks').
        for team in &mut self.teams.teams {
            for x in &mut team.players {
                *x = map(*x);
            }
        }
        Ok(())
    }

    /// Appends a paired round.
    ///
    /// # Errors
    /// When it names a player who is not registered.
    pub fn push_round(&mut self, round: Round) -> Result<RoundNo, ModelError> {
        if let Some(max) = round.max_player()
            && max.index() >= self.players.len()
        {
            return Err(ModelError::UnknownPlayer(max));
        }
        self.rounds.push(round);
        let no = RoundNo::from_index(self.rounds.len() - 1);
        self.requests.retain(|r| r.round != no);
        Ok(no)
    }

    /// Removes and returns the last round (undo).
    pub fn pop_round(&mut self) -> Option<Round> {
        self.rounds.pop()
    }

    /// The rounds recorded so far.
    #[must_use]
    pub fn rounds(&self) -> &[Round] {
        &self.rounds
    }

    /// A round.
    #[must_use]
    pub fn round(&self, no: RoundNo) -> Option<&Round> {
        self.rounds.get(no.index())
    }

    /// A round, for entering results.
    pub fn round_mut(&mut self, no: RoundNo) -> Option<&mut Round> {
        self.rounds.get_mut(no.index())
    }

    /// How many rounds have been paired.
    #[must_use]
    pub fn rounds_paired(&self) -> usize {
        self.rounds.len()
    }

    /// The round the next pairing is for.
    #[must_use]
    pub fn next_round(&self) -> RoundNo {
        RoundNo::from_index(self.rounds.len())
    }

    /// What `player` did in `round`; `Absent` for rounds not paired yet.
    #[must_use]
    pub fn entry(&self, player: PlayerId, round: RoundNo) -> Entry {
        self.round(round).map_or(Entry::Absent, |r| r.entry(player))
    }

    /// The requested bye or absence of `player` for an unpaired `round`, if any.
    #[must_use]
    pub fn request(&self, player: PlayerId, round: RoundNo) -> Option<&ByeRequest> {
        self.requests
            .iter()
            .find(|r| r.player == player && r.round == round)
    }

    /// Points `player` earned in `round` (pending games earn nothing yet). Abnormal point
    /// assignments (299) are not included; see [`Tournament::adjustment`].
    #[must_use]
    pub fn points_in(&self, player: PlayerId, round: RoundNo) -> Points {
        match self.entry(player, round) {
            Entry::Game { colour, result, .. } => {
                result.map_or(Points::ZERO, |r| self.scoring.game_points(colour, r))
            }
            Entry::Bye(kind) => self.scoring.bye_points(kind),
            Entry::Absent => self.scoring.absence_points(),
        }
    }

    /// The sum of abnormal point assignments (299) for `player` in `round`, counting
    /// those that apply to every round.
    #[must_use]
    pub fn adjustment(&self, player: PlayerId, round: RoundNo) -> Points {
        self.adjustments
            .iter()
            .filter(|a| {
                a.kind.is_none()
                    && a.round.is_none_or(|r| r == round)
                    && a.players.contains(&player)
            })
            .filter_map(|a| a.points)
            .sum()
    }

    /// The score after rounds `1..=rounds` (no acceleration).
    #[must_use]
    pub fn score_after(&self, player: PlayerId, rounds: usize) -> Points {
        (0..rounds.min(self.rounds.len()))
            .map(|i| self.points_in(player, RoundNo::from_index(i)))
            .sum()
    }

    /// The score after every paired round.
    #[must_use]
    pub fn score(&self, player: PlayerId) -> Points {
        self.score_after(player, self.rounds.len())
    }

    /// Every player's score after rounds `1..=rounds`, indexed by start rank - 1.
    #[must_use]
    pub fn scores_after(&self, rounds: usize) -> Vec<Points> {
        self.player_ids()
            .map(|p| self.score_after(p, rounds))
            .collect()
    }

    /// The score used for pairing `round`: the score after the previous rounds plus the
    /// fictitious points of accelerated pairing for that round (C.04.5).
    #[must_use]
    pub fn pairing_score(&self, player: PlayerId, round: RoundNo) -> Points {
        let accel = self
            .player(player)
            .map_or(Points::ZERO, |p| p.acceleration(round));
        self.score_after(player, round.index()) + accel
    }

    /// The colours of the games `player` actually played, in round order (C.04.1: forfeits
    /// and byes leave no colour).
    #[must_use]
    pub fn colour_history(&self, player: PlayerId) -> Vec<Colour> {
        self.rounds
            .iter()
            .filter_map(|r| r.entry(player).played_colour())
            .collect()
    }

    /// The colour of each round, `None` where no game was played.
    #[must_use]
    pub fn colour_sequence(&self, player: PlayerId) -> Vec<Option<Colour>> {
        self.rounds
            .iter()
            .map(|r| r.entry(player).played_colour())
            .collect()
    }

    /// Opponents met in games actually played, in round order. A forfeit is not a game
    /// played, so those two players may still be paired (C.04.1 art. 2 and its note).
    #[must_use]
    pub fn opponents(&self, player: PlayerId) -> Vec<PlayerId> {
        self.rounds
            .iter()
            .filter_map(|r| match r.entry(player) {
                e @ Entry::Game { opponent, .. } if e.is_played_game() => Some(opponent),
                _ => None,
            })
            .collect()
    }

    /// True when `a` and `b` have played a game against each other.
    #[must_use]
    pub fn have_played(&self, a: PlayerId, b: PlayerId) -> bool {
        self.rounds.iter().any(|r| {
            let e = r.entry(a);
            e.opponent() == Some(b) && e.is_played_game()
        })
    }

    /// True when `a` and `b` may not meet in `round` because of a prohibition.
    #[must_use]
    pub fn is_prohibited(&self, a: PlayerId, b: PlayerId, round: RoundNo) -> bool {
        self.prohibitions.iter().any(|p| {
            p.first_round <= round
                && round <= p.last_round
                && p.players.contains(&a)
                && p.players.contains(&b)
        })
    }

    /// The rounds in which `player` scored points without playing: a pairing-allocated bye,
    /// a forfeit win, or a full-point bye (C.04.1 art. 4 forbids a second such round in
    /// Swiss systems).
    #[must_use]
    pub fn unplayed_wins(&self, player: PlayerId) -> Vec<RoundNo> {
        (0..self.rounds.len())
            .map(RoundNo::from_index)
            .filter(|&r| match self.entry(player, r) {
                Entry::Bye(ByeKind::PairingAllocated | ByeKind::Full) => true,
                Entry::Game {
                    result: Some(res), ..
                } => !res.is_played() && res.outcome == crate::Outcome::Win,
                _ => false,
            })
            .collect()
    }

    /// True when `player` has received the pairing-allocated bye.
    #[must_use]
    pub fn had_pairing_bye(&self, player: PlayerId) -> bool {
        self.rounds.iter().any(|r| r.pairing_bye() == Some(player))
    }

    /// The float of `player` in `round`: `Down` when paired with an opponent whose pairing
    /// score was lower, or given the pairing-allocated bye; `Up` when paired with a higher
    /// opponent (C.04.3 A.4). Rounds without a pairing have no float here; each system
    /// decides how to treat them.
    #[must_use]
    pub fn float(&self, player: PlayerId, round: RoundNo) -> Option<Float> {
        match self.entry(player, round) {
            Entry::Bye(ByeKind::PairingAllocated) => Some(Float::Down),
            Entry::Game { opponent, .. } => {
                let mine = self.pairing_score(player, round);
                let theirs = self.pairing_score(opponent, round);
                match mine.cmp(&theirs) {
                    std::cmp::Ordering::Greater => Some(Float::Down),
                    std::cmp::Ordering::Less => Some(Float::Up),
                    std::cmp::Ordering::Equal => None,
                }
            }
            _ => None,
        }
    }

    /// True when `player` had withdrawn before `round`.
    #[must_use]
    pub fn is_withdrawn(&self, player: PlayerId, round: RoundNo) -> bool {
        self.player(player)
            .and_then(|p| p.withdrawn_from)
            .is_some_and(|w| w <= round)
    }
}

/// A float: paired outside one's score group.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum Float {
    /// Paired with a lower-scored opponent, or given the pairing-allocated bye.
    Down,
    /// Paired with a higher-scored opponent.
    Up,
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::{Game, GameResult};

    fn p(n: u32) -> PlayerId {
        PlayerId::new(n).unwrap()
    }

    fn small() -> Tournament {
        let mut t = Tournament::default();
        for name in ["A", "B", "C"] {
            t.add_player(Player::named(name));
        }
        t.push_round(
            Round::new(
                vec![Game::new(p(1), p(2)).with_result(GameResult::DRAW)],
                vec![(p(3), ByeKind::PairingAllocated)],
            )
            .unwrap(),
        )
        .unwrap();
        t.push_round(
            Round::new(
                vec![Game::new(p(3), p(1)).with_result(GameResult::WHITE_WINS_BY_FORFEIT)],
                vec![(p(2), ByeKind::Half)],
            )
            .unwrap(),
        )
        .unwrap();
        t
    }

    #[test]
    fn scores_and_history() {
        let t = small();
        assert_eq!(t.score(p(1)), Points::HALF);
        assert_eq!(t.score(p(2)), Points::ONE);
        assert_eq!(t.score(p(3)), Points::whole(2));
        assert_eq!(t.colour_history(p(1)), vec![Colour::White]);
        assert_eq!(t.opponents(p(3)), vec![]);
        assert!(t.have_played(p(1), p(2)));
        assert!(!t.have_played(p(1), p(3)));
        assert_eq!(t.unplayed_wins(p(3)).len(), 2);
        assert_eq!(t.float(p(3), RoundNo::FIRST), Some(Float::Down));
        assert_eq!(t.float(p(3), RoundNo::new(2).unwrap()), Some(Float::Down));
        assert_eq!(t.float(p(1), RoundNo::new(2).unwrap()), Some(Float::Up));
    }

    #[test]
    fn renumbering_before_round_one() {
        let mut t = Tournament::default();
        for name in ["A", "B", "C"] {
            t.add_player(Player::named(name));
        }
        t.requests.push(ByeRequest {
            player: p(3),
            round: RoundNo::FIRST,
            kind: None,
        });
        t.reorder_players(&[p(3), p(1), p(2)]).unwrap();
        let names: Vec<&str> = t.players().map(|(_, pl)| pl.name.as_str()).collect();
        assert_eq!(names, ["C", "A", "B"]);
        assert_eq!(t.requests[0].player, p(1));
        assert_eq!(
            t.reorder_players(&[p(1), p(1), p(2)]),
            Err(ModelError::NotAPermutation)
        );
        t.remove_player(p(1)).unwrap();
        assert!(t.requests.is_empty());
        assert_eq!(t.player(p(1)).unwrap().name, "A");
        assert_eq!(small().remove_player(p(1)), Err(ModelError::RoundsExist));
    }

    #[test]
    fn refuses_unknown_players() {
        let mut t = small();
        let r = Round::new(vec![Game::new(p(1), p(4))], vec![]).unwrap();
        assert_eq!(t.push_round(r), Err(ModelError::UnknownPlayer(p(4))));
    }
}
