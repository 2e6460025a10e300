//! Crosstables: every player's rounds (opponent, colour, result), progressive scores, by
//! start rank or by final rank.

use crate::ranked::{GameKind, Ranking};
use arbiter_core::{
    ByeKind, Colour, Decision, Entry, Outcome, PlayerId, Points, RoundNo, Tournament,
};

/// One round of one player, as a crosstable shows it.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct CrossCell {
    /// The opponent, for games and forfeits.
    pub opponent: Option<PlayerId>,
    /// The colour, when one was assigned.
    pub colour: Option<Colour>,
    /// The TRF result code: `1 = 0` played, `W D L` played but not rated, `+ -` forfeits,
    /// `U F H Z` byes, `*` pending, a blank for an absence.
    pub code: char,
    /// Points scored in the round.
    pub points: Points,
    /// Go: the handicap stones of the game (0 for an even game); `None` in chess.
    pub handicap: Option<u8>,
}

impl CrossCell {
    fn of(t: &Tournament, p: PlayerId, r: RoundNo) -> Self {
        let points = t.points_in(p, r);
        match t.entry(p, r) {
            Entry::Game {
                opponent,
                colour,
                result,
                ..
            } => CrossCell {
                // A Go crosstable fills it in (Crosstable::of), from the games.
                handicap: None,
                opponent: Some(opponent),
                colour,
                code: result.map_or('*', |r| match (r.decision, r.outcome) {
                    (Decision::Forfeit, Outcome::Win) => '+',
                    (Decision::Forfeit, _) => '-',
                    _ => r.trf_code(),
                }),
                points: if result.is_some() {
                    points
                } else {
                    Points::ZERO
                },
            },
            Entry::Bye(k) => CrossCell {
                handicap: None,
                opponent: None,
                colour: None,
                code: k.trf_code(),
                points,
            },
            Entry::Absent => CrossCell {
                handicap: None,
                opponent: None,
                colour: None,
                code: ' ',
                points,
            },
        }
    }

    /// True for a bye of any kind.
    #[must_use]
    pub fn is_bye(&self) -> bool {
        ByeKind::from_trf_code(self.code).is_some() && self.opponent.is_none()
    }
}

/// One player's line.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct CrossLine {
    /// The player (start rank).
    pub player: PlayerId,
    /// The player's name.
    pub name: String,
    /// FIDE rating.
    pub rating: Option<u16>,
    /// Federation.
    pub federation: Option<String>,
    /// Final place.
    pub rank: u32,
    /// Rounds, round 1 first.
    pub cells: Vec<CrossCell>,
    /// The running score after each round.
    pub progressive: Vec<Points>,
    /// Go: the player's rank (`3d`, `12k`); `None` in chess.
    pub grade: Option<String>,
    /// The ranking's columns as printed (a Go wall list's criteria); empty for a chess
    /// crosstable, which closes on the score and the place.
    pub values: Vec<String>,
    /// The round the player withdrew from, when they had withdrawn by the round after
    /// those shown (the model's withdrawal, as the standings mark it).
    pub withdrawn_from: Option<RoundNo>,
}

impl CrossLine {
    /// The final score.
    #[must_use]
    pub fn total(&self) -> Points {
        self.progressive.last().copied().unwrap_or(Points::ZERO)
    }
}

/// A crosstable. Lines are kept in start-rank order; [`Crosstable::by_final_rank`] gives
/// the other order.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct Crosstable {
    /// The game: a Go crosstable is a wall list (each round as the opponent's line, the
    /// result, colour and handicap, then the placement criteria).
    pub kind: GameKind,
    /// The codes of the ranking's columns a wall list closes on (empty in chess).
    pub columns: Vec<String>,
    /// The number of rounds shown.
    pub rounds: usize,
    /// Lines by start rank.
    pub lines: Vec<CrossLine>,
    /// Final order (indices into `lines`).
    order: Vec<usize>,
}

impl Crosstable {
    /// The crosstable of `t` in the order and with the places of the event's ranking `r`,
    /// over the rounds it counts: a Go event's is its wall list.
    #[must_use]
    pub fn of(t: &Tournament, r: &Ranking) -> Self {
        let rounds = r.rounds.min(t.rounds_paired());
        let order: Vec<(PlayerId, u32)> = r.rows.iter().map(|r| (r.player, r.place)).collect();
        let mut c = Self::build(t, rounds, &order);
        if r.kind == GameKind::Go {
            c.kind = GameKind::Go;
            c.columns = r.codes();
            for (k, round) in t.rounds().iter().enumerate().take(rounds) {
                for g in round.games() {
                    let stones = g.handicap.map_or(0, |h| h.stones);
                    for p in [g.white, g.black] {
                        if let Some(cell) =
                            c.lines.get_mut(p.index()).and_then(|l| l.cells.get_mut(k))
                        {
                            cell.handicap = Some(stones);
                        }
                    }
                }
            }
            for row in &r.rows {
                if let Some(line) = c.lines.get_mut(row.player.index()) {
                    line.values = r.formatted(row);
                }
            }
        }
        c
    }

    fn build(t: &Tournament, rounds: usize, order: &[(PlayerId, u32)]) -> Self {
        let mut ranks = vec![0; t.players().count()];
        for &(p, place) in order {
            if let Some(slot) = ranks.get_mut(p.index()) {
                *slot = place;
            }
        }
        let lines = t
            .players()
            .map(|(id, pl)| {
                let cells: Vec<CrossCell> = (0..rounds)
                    .map(|r| CrossCell::of(t, id, RoundNo::from_index(r)))
                    .collect();
                let mut running = Points::ZERO;
                let progressive = cells
                    .iter()
                    .map(|c| {
                        running += c.points;
                        running
                    })
                    .collect();
                CrossLine {
                    player: id,
                    name: pl.name.clone(),
                    rating: pl.rating.map(|r| r.0),
                    federation: pl.federation.clone(),
                    rank: ranks.get(id.index()).copied().unwrap_or(0),
                    cells,
                    progressive,
                    grade: pl.go_rank.map(|g| g.to_string()),
                    values: Vec::new(),
                    withdrawn_from: pl
                        .withdrawn_from
                        .filter(|_| t.is_withdrawn(id, RoundNo::from_index(rounds))),
                }
            })
            .collect();
        let order = order.iter().map(|(p, _)| p.index()).collect();
        Crosstable {
            kind: GameKind::Chess,
            columns: Vec::new(),
            rounds,
            lines,
            order,
        }
    }

    /// Lines by start rank.
    #[must_use]
    pub fn by_start_rank(&self) -> Vec<&CrossLine> {
        self.lines.iter().collect()
    }

    /// Lines in final order.
    #[must_use]
    pub fn by_final_rank(&self) -> Vec<&CrossLine> {
        self.order
            .iter()
            .filter_map(|&i| self.lines.get(i))
            .collect()
    }

    /// The final place of a player, to show opponents by place in a final-order table.
    #[must_use]
    pub fn rank_of(&self, p: PlayerId) -> Option<u32> {
        self.lines.get(p.index()).map(|l| l.rank)
    }

    /// The position (1-based) of a player in final order: unique even when places are
    /// shared, so that a crosstable by final rank can name each opponent.
    #[must_use]
    pub fn position_of(&self, p: PlayerId) -> Option<usize> {
        self.order
            .iter()
            .position(|&i| i == p.index())
            .map(|i| i + 1)
    }
}
