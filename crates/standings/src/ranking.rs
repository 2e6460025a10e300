//! Ranking by an ordered list of tie-breaks (C.07 art. 4.2), direct encounter resolved
//! inside each tied group (art. 6), shared places for participants tied on everything.

use crate::code::{Base, TieBreak};
use crate::compute::{self, Ctx};
use crate::rules::Options;
use crate::table::Table;
use crate::tied::{self, GroupRule};
use crate::value::Value;
use arbiter_core::{PlayerId, Tournament};

/// Why standings cannot be computed.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum StandingsError {
    /// Team scores (match or game points) need a team event; individual events rank on
    /// their points.
    #[error("tie-break {0} is computed on team scores, which this event does not have")]
    TeamScores(String),
}

/// One line of the standings.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct Row {
    /// The player.
    pub player: PlayerId,
    /// The place: players tied on every tie-break share it (two players 11th, the next 13th).
    pub rank: u32,
    /// The value of each tie-break, in list order; `None` where undefined. For `DE` the
    /// value is the place inside the group it separated (0 when it separated nobody).
    pub values: Vec<Option<Value>>,
    /// The index in the list of the tie-break that separated this player from the one
    /// above; `None` for the first player and for players tied with the one above.
    pub separated_by: Option<usize>,
}

/// Final standings.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct Standings {
    /// The tie-break list, in order.
    pub tiebreaks: Vec<TieBreak>,
    /// Rows in final rank order (ties by start rank).
    pub rows: Vec<Row>,
    /// The settings used.
    pub options: Options,
}

impl Standings {
    /// The row of a player.
    #[must_use]
    pub fn row_of(&self, player: PlayerId) -> Option<&Row> {
        self.rows.iter().find(|r| r.player == player)
    }

    /// Ranks by start rank - 1.
    #[must_use]
    pub fn ranks(&self) -> Vec<u32> {
        let mut out = vec![0; self.rows.len()];
        for r in &self.rows {
            if let Some(slot) = out.get_mut(r.player.index()) {
                *slot = r.rank;
            }
        }
        out
    }
}

/// The values of `list` for every player, in start-rank order (`DE` gives `None`: it only
/// exists inside a ranking, see [`standings`]).
///
/// # Errors
/// When a tie-break asks for team scores.
pub fn tiebreak_values(
    t: &Tournament,
    list: &[TieBreak],
    opts: &Options,
) -> Result<Vec<Vec<Option<Value>>>, StandingsError> {
    check(list)?;
    let table = Table::build(t, opts.rounds);
    let ctx = Ctx::new(&table, opts);
    let cols: Vec<Vec<Option<Value>>> = list.iter().map(|tb| compute::values(&ctx, tb)).collect();
    Ok((0..table.players)
        .map(|p| cols.iter().map(|c| c[p]).collect())
        .collect())
}

fn check(list: &[TieBreak]) -> Result<(), StandingsError> {
    match list
        .iter()
        .find(|tb| tb.score != crate::code::ScoreBase::Points)
    {
        Some(tb) => Err(StandingsError::TeamScores(tb.to_string())),
        None => Ok(()),
    }
}

/// Ranks the players by `list`, in order (C.07 art. 4.2): each tie-break only separates
/// players still tied on all the previous ones. `DE` is resolved inside each such group
/// (art. 6).
///
/// # Errors
/// When a tie-break asks for team scores.
pub fn standings(
    t: &Tournament,
    list: &[TieBreak],
    opts: &Options,
) -> Result<Standings, StandingsError> {
    check(list)?;
    let table = Table::build(t, opts.rounds);
    let ctx = Ctx::new(&table, opts);
    let mut cols: Vec<Vec<Option<Value>>> =
        list.iter().map(|tb| compute::values(&ctx, tb)).collect();
    let rows = tied::rank(table.players, list, &mut cols, |tb, g| {
        tied::direct_encounter(ctx.t, &ctx.rules, g, tb.forfeits_played)
    })
    .into_iter()
    .map(|p| Row {
        player: PlayerId::from_index(p.index),
        rank: p.rank,
        values: cols.iter().map(|c| c[p.index]).collect(),
        separated_by: p.separated_by,
    })
    .collect();
    Ok(Standings {
        tiebreaks: list.to_vec(),
        rows,
        options: *opts,
    })
}

impl GroupRule for TieBreak {
    fn in_group(&self) -> bool {
        self.base == Base::De
    }

    fn higher_first(&self) -> bool {
        self.higher_is_better()
    }
}
