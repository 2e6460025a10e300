//! The tournament flattened into one cell per player and round, the form every tie-break
//! reads. Built once per computation so that the codes themselves stay small and fast.

use arbiter_core::{
    ByeKind, Colour, Decision, Entry, Outcome, PlayerId, Points, RoundNo, Tournament,
};

/// What a player's round was, in the categories C.07 art. 16.2 distinguishes.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub(crate) enum Kind {
    /// A game played over the board and rated.
    Played,
    /// A game played over the board but not rated (less than one move: TRF `W D L`).
    PlayedUnrated,
    /// Won by forfeit.
    ForfeitWin,
    /// Lost by forfeit (also each side of a double forfeit).
    ForfeitLoss,
    /// Paired, result not entered yet: counts nothing until it is.
    Pending,
    /// Pairing-allocated bye.
    Pab,
    /// Full-point bye.
    Fpb,
    /// Half-point bye.
    Hpb,
    /// Zero-point bye.
    Zpb,
    /// Not paired, no bye recorded (also rounds after a withdrawal).
    Absent,
}

impl Kind {
    /// A game played over the board, rated or not.
    pub(crate) const fn is_played(self) -> bool {
        matches!(self, Kind::Played | Kind::PlayedUnrated)
    }
}

/// One player's round.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub(crate) struct Cell {
    pub kind: Kind,
    /// The opponent's index, for games, forfeits and pending games.
    pub opponent: Option<u32>,
    /// Colour, when one was assigned.
    pub colour: Option<Colour>,
    /// Points scored in the round, in tenths.
    pub points: i64,
    /// For games played: the result in half points (2 win, 1 draw, 0 loss), used by the
    /// rating-based tie-breaks, which always count 1 / ½ / 0 (C.07 art. 10).
    pub halves: u8,
}

/// Everything the tie-breaks read.
#[derive(Clone, Debug)]
pub(crate) struct Table {
    pub players: usize,
    pub rounds: usize,
    /// `cells[p * rounds + r]`.
    pub cells: Vec<Cell>,
    /// FIDE ratings by player index.
    pub ratings: Vec<Option<u16>>,
    /// Points of a win and of a draw, in tenths.
    pub win: i64,
    pub draw: i64,
    /// Total scores.
    pub totals: Vec<i64>,
    /// Points a player has outside the rounds' results, in tenths (see [`points_outside`]).
    pub outside: Vec<i64>,
}

/// Points the tournament gives a player besides the results of the rounds in the table, in
/// tenths, so that the standings show the score the file states: abnormal points (299: a
/// bonus or a penalty) of those rounds, and the points of a bye already granted for the
/// next round when the file's points column counts them (how engines receive a pre-set
/// bye). Fictitious points of an acceleration never count.
fn points_outside(t: &Tournament, pid: PlayerId, rounds: usize) -> i64 {
    let adjust: Points = (0..rounds)
        .map(|k| t.adjustment(pid, RoundNo::from_index(k)))
        .sum();
    let mut out = adjust;
    if rounds == t.rounds_paired() {
        let next = t.next_round();
        let preset = t
            .request(pid, next)
            .and_then(|r| r.kind)
            .map_or(Points::ZERO, |k| t.scoring.bye_points(k));
        let accel = t.player(pid).map_or(Points::ZERO, |p| p.acceleration(next));
        let counted = t
            .player(pid)
            .and_then(|p| p.reported_score)
            .is_some_and(|r| {
                let rest = r - t.score(pid) - adjust;
                rest == preset || rest == preset + accel
            });
        if preset != Points::ZERO && counted {
            out += preset;
        }
    }
    i64::from(out.tenths())
}

impl Table {
    /// Flattens the first `rounds` rounds of `t` (all rounds when `None`).
    pub(crate) fn build(t: &Tournament, rounds: Option<usize>) -> Self {
        let players = t.player_count();
        let rounds = rounds.map_or(t.rounds_paired(), |r| r.min(t.rounds_paired()));
        let mut cells = Vec::with_capacity(players * rounds);
        let outside: Vec<i64> = t
            .player_ids()
            .map(|p| points_outside(t, p, rounds))
            .collect();
        let mut totals = outside.clone();
        for (pid, player) in t.players() {
            for r in 0..rounds {
                let round = RoundNo::from_index(r);
                let cell = cell_of(t, pid, round, player.withdrawn_from);
                totals[pid.index()] += cell.points;
                cells.push(cell);
            }
        }
        if t.info
            .system_code
            .as_deref()
            .is_some_and(arbiter_core::is_double_swiss)
        {
            regular_match_forfeits_count_as_played(&mut cells, players, rounds);
        }
        let s = &t.scoring;
        Table {
            players,
            rounds,
            cells,
            ratings: t.players().map(|(_, p)| p.rating.map(|r| r.0)).collect(),
            win: i64::from(s.win_white.tenths()),
            draw: i64::from(s.draw_white.tenths()),
            totals,
            outside,
        }
    }

    /// The cells of player `p`, round 1 first.
    pub(crate) fn row(&self, p: usize) -> &[Cell] {
        &self.cells[p * self.rounds..(p + 1) * self.rounds]
    }

    /// The same table with the scores recomputed after cells were changed.
    pub(crate) fn retotal(mut self) -> Self {
        for p in 0..self.players {
            self.totals[p] = self.outside[p] + self.row(p).iter().map(|c| c.points).sum::<i64>();
        }
        self
    }
}

/// C.04.5 Preface: a match (rounds 2k − 1 and 2k) ends by forfeit only when a player
/// forfeits both games; in any other match a single forfeited game is treated as played
/// for tie-breaks and standings, though not for rating: it becomes a game played but not
/// rated, its points unchanged.
fn regular_match_forfeits_count_as_played(cells: &mut [Cell], players: usize, rounds: usize) {
    let at = |p: usize, r: usize| p * rounds + r;
    let mut change = Vec::new();
    for p in 0..players {
        for r in 0..rounds {
            let c = &cells[at(p, r)];
            let (Some(o), Kind::ForfeitWin | Kind::ForfeitLoss) = (c.opponent, c.kind) else {
                continue;
            };
            let o = o as usize;
            let first = r - r % 2;
            let games: Vec<usize> = (first..(first + 2).min(rounds))
                .filter(|&g| cells[at(p, g)].opponent == Some(o as u32))
                .collect();
            let lost_all = |x: usize| {
                games
                    .iter()
                    .all(|&g| cells[at(x, g)].kind == Kind::ForfeitLoss)
            };
            if !lost_all(p) && !lost_all(o) {
                change.push(at(p, r));
            }
        }
    }
    for i in change {
        cells[i].kind = Kind::PlayedUnrated;
    }
}

fn cell_of(t: &Tournament, pid: PlayerId, round: RoundNo, withdrawn_from: Option<RoundNo>) -> Cell {
    let entry = t.entry(pid, round);
    let points = i64::from(t.points_in(pid, round).tenths());
    let mut cell = Cell {
        kind: Kind::Absent,
        opponent: None,
        colour: None,
        points,
        halves: 0,
    };
    match entry {
        Entry::Game {
            opponent,
            colour,
            result,
            ..
        } => {
            cell.opponent = u32::try_from(opponent.index()).ok();
            cell.colour = colour;
            match result {
                None => {
                    cell.kind = Kind::Pending;
                    cell.points = 0;
                }
                Some(r) => {
                    cell.halves = r.outcome.halves();
                    cell.kind = match (r.decision, r.outcome) {
                        (Decision::Played, _) => Kind::Played,
                        (Decision::NotRated, _) => Kind::PlayedUnrated,
                        (Decision::Forfeit, Outcome::Win) => Kind::ForfeitWin,
                        (Decision::Forfeit, _) => Kind::ForfeitLoss,
                    };
                }
            }
        }
        Entry::Bye(kind) => {
            cell.kind = match kind {
                ByeKind::PairingAllocated => Kind::Pab,
                ByeKind::Full => Kind::Fpb,
                ByeKind::Half => Kind::Hpb,
                ByeKind::Zero => Kind::Zpb,
            };
        }
        Entry::Absent => {}
    }
    // A withdrawn player takes no further part: whatever a file says for later rounds
    // without an opponent is an absence.
    if withdrawn_from.is_some_and(|w| w <= round) && cell.opponent.is_none() {
        cell.kind = Kind::Absent;
    }
    cell
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use arbiter_core::{Game, GameResult, Player, Round, ScoringSystem, TournamentInfo};

    /// Four players, one match (two rounds): 1 - 2 with 2 forfeiting game 2 only, 3 - 4
    /// with 4 forfeiting both games.
    fn one_match(code: &str) -> Tournament {
        let mut t = Tournament::new(
            TournamentInfo {
                system_code: Some(code.into()),
                ..TournamentInfo::default()
            },
            ScoringSystem::classic(),
        );
        for k in 1..=4 {
            t.add_player(Player::named(format!("P{k}")));
        }
        let p = PlayerId::from_index;
        let g1 = vec![
            Game::new(p(0), p(1)).with_result(GameResult::WHITE_WINS),
            Game::new(p(2), p(3)).with_result(GameResult::WHITE_WINS_BY_FORFEIT),
        ];
        let g2 = vec![
            Game::new(p(1), p(0)).with_result(GameResult::BLACK_WINS_BY_FORFEIT),
            Game::new(p(3), p(2)).with_result(GameResult::BLACK_WINS_BY_FORFEIT),
        ];
        t.push_round(Round::new(g1, Vec::new()).unwrap()).unwrap();
        t.push_round(Round::new(g2, Vec::new()).unwrap()).unwrap();
        t
    }

    #[test]
    fn a_single_forfeit_in_a_double_swiss_match_counts_as_played() {
        let table = Table::build(&one_match("FIDE_DOUBLESWISS"), None);
        // C.04.5 Preface: 1 - 2 is a regular match; its forfeited game counts as played,
        // unrated, with its points.
        assert_eq!(table.row(0)[1].kind, Kind::PlayedUnrated);
        assert_eq!(table.row(1)[1].kind, Kind::PlayedUnrated);
        assert_eq!(table.row(0)[1].points, 10);
        // 3 - 4: player 4 forfeited both games, so the match ended by forfeit.
        assert_eq!(table.row(2)[0].kind, Kind::ForfeitWin);
        assert_eq!(table.row(3)[1].kind, Kind::ForfeitLoss);
        // Other systems keep every forfeit a forfeit.
        let table = Table::build(&one_match("FIDE_DUTCH_2026"), None);
        assert_eq!(table.row(0)[1].kind, Kind::ForfeitWin);
    }
}
