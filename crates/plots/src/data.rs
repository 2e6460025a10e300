//! What the plots show, computed from an event's state: plain numbers, so that a page can
//! also show them as a table and the tests can check the drawing against them.

use arbiter_core::{Entry, PlayerId, Points, RoundNo, Tournament};
use arbiter_event::State;
use arbiter_standings::{GameKind, Primary, Ranking, rating};
use std::collections::BTreeMap;

/// Rounds 1..=k whose games all have a result: standings after them are final, so score
/// and rank are drawn for these rounds only.
#[must_use]
pub fn complete_rounds(t: &Tournament) -> usize {
    t.rounds()
        .iter()
        .take_while(|r| r.games().iter().all(|g| !g.result.is_pending()))
        .count()
}

/// Every player's score after `rounds` rounds, by start rank: a chess player's points; a Go
/// player's primary score in the event's ranking (the McMahon score, or the wins in a
/// Swiss), which is what a Go event pairs and ranks on.
fn scores(state: &State, ranking: Option<&Ranking>, rounds: usize) -> Vec<Points> {
    let t = &state.tournament;
    match ranking {
        Some(r) if r.kind == GameKind::Go => {
            let mut out = vec![Points::ZERO; t.player_count()];
            for row in &r.rows {
                let score = match r.primary {
                    Primary::McMahon | Primary::Wins => Some(row.primary),
                    // Another criterion placed first is no score; the wins are.
                    _ => row.wins,
                };
                if let (Some(slot), Some(v)) = (out.get_mut(row.player.index()), score) {
                    *slot = Points::from_tenths(i32::try_from(v.hundredths() / 10).unwrap_or(0));
                }
            }
            out
        }
        _ => t.scores_after(rounds),
    }
}

/// Every player's place after `rounds` rounds in the event's ranking (shared places
/// repeat), by start rank.
fn places(state: &State, ranking: Option<&Ranking>, rounds: usize) -> Vec<u32> {
    let t = &state.tournament;
    let mut out = vec![0; t.player_count()];
    match ranking {
        Some(r) => {
            for row in &r.rows {
                if let Some(slot) = out.get_mut(row.player.index()) {
                    *slot = row.place;
                }
            }
        }
        // Tie-breaks the event's rules cannot compute still leave the score: places by
        // score alone, shared.
        None => {
            let scores = t.scores_after(rounds);
            for (i, s) in scores.iter().enumerate() {
                let above = scores.iter().filter(|o| *o > s).count();
                if let Some(slot) = out.get_mut(i) {
                    *slot = u32::try_from(above + 1).unwrap_or(u32::MAX);
                }
            }
        }
    }
    out
}

/// A player's score and place after one round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The round.
    pub round: u16,
    /// The score after it.
    pub score: Points,
    /// The place after it (shared places repeat).
    pub place: u32,
}

/// A player's score and place after each complete round; `None` for a player the event
/// does not have.
#[must_use]
pub fn progress(state: &State, player: PlayerId) -> Option<Vec<Progress>> {
    let t = &state.tournament;
    t.player(player)?;
    Some(
        (1..=complete_rounds(t))
            .map(|k| {
                let ranking = state.ranking_after(k).ok();
                Progress {
                    round: u16::try_from(k).unwrap_or(u16::MAX),
                    score: scores(state, ranking.as_ref(), k)
                        .get(player.index())
                        .copied()
                        .unwrap_or_default(),
                    place: places(state, ranking.as_ref(), k)
                        .get(player.index())
                        .copied()
                        .unwrap_or_default(),
                }
            })
            .collect(),
    )
}

/// The highest score a player could have after `rounds` rounds: the most a round gives
/// (a win with either colour, a full-point bye) times the rounds.
#[must_use]
pub fn most_points(t: &Tournament, rounds: usize) -> Points {
    let s = &t.scoring;
    let per = [
        s.win_white,
        s.win_black,
        s.forfeit_win,
        s.full_bye,
        s.pairing_bye,
    ]
    .into_iter()
    .max()
    .unwrap_or(Points::ONE);
    per.times(i32::try_from(rounds).unwrap_or(i32::MAX))
}

/// The field's ratings: players per 100-point band, and the unrated apart.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RatingBins {
    /// `(lowest rating of the band, players)`, every band from the lowest rated player's
    /// to the highest's, empty bands included.
    pub bins: Vec<(u16, usize)>,
    /// Players without a rating.
    pub unrated: usize,
}

/// The ratings of the event's players in bands of 100 points.
#[must_use]
pub fn rating_bins(t: &Tournament) -> RatingBins {
    let mut counts: BTreeMap<u16, usize> = BTreeMap::new();
    let mut unrated = 0;
    for (_, p) in t.players() {
        match p.rating {
            Some(r) => *counts.entry(r.0 / 100 * 100).or_default() += 1,
            None => unrated += 1,
        }
    }
    let bins = match (counts.keys().next(), counts.keys().next_back()) {
        (Some(&lo), Some(&hi)) => (lo..=hi)
            .step_by(100)
            .map(|b| (b, counts.get(&b).copied().unwrap_or(0)))
            .collect(),
        _ => Vec::new(),
    };
    RatingBins { bins, unrated }
}

/// One player of the performance plot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Performer {
    /// Start rank.
    pub player: PlayerId,
    /// Name.
    pub name: String,
    /// Rating.
    pub rating: u16,
    /// Tournament performance rating over the rated games (C.07 art. 10.2).
    pub performance: i64,
}

/// The players of the performance plot, and those left out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Performances {
    /// Rated players with rated games, by start rank.
    pub players: Vec<Performer>,
    /// Players with no rated game (B.02 art. 8: played over the board, against a rated
    /// opponent).
    pub without_games: usize,
    /// Unrated players with rated games: they have a performance but no rating to set it
    /// against.
    pub unrated: usize,
}

/// Every player's rating against their tournament performance rating.
#[must_use]
pub fn performances(t: &Tournament) -> Performances {
    let games = rating::rated_games(t);
    let mut out = Performances::default();
    for (id, p) in t.players() {
        let g = games.get(id.index()).map(Vec::as_slice).unwrap_or_default();
        let ratings: Vec<u16> = g.iter().map(|g| g.opponent).collect();
        let halves: i64 = g.iter().map(|g| i64::from(g.result_halves)).sum();
        match (rating::performance_rating(halves, &ratings), p.rating) {
            (None, _) => out.without_games += 1,
            (Some(_), None) => out.unrated += 1,
            (Some(perf), Some(r)) => out.players.push(Performer {
                player: id,
                name: p.name.clone(),
                rating: r.0,
                performance: perf,
            }),
        }
    }
    out
}

/// The score groups of one round: how many players were on each score when it was
/// paired.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundGroups {
    /// The round.
    pub round: u16,
    /// `(score before the round, players)`, highest score first.
    pub groups: Vec<(Points, usize)>,
}

/// For every paired round, its players (those with a game or the pairing-allocated bye:
/// the players the pairing placed) by their score before it.
#[must_use]
pub fn score_group_sizes(state: &State) -> Vec<RoundGroups> {
    let t = &state.tournament;
    let go = state.settings.is_go();
    (0..t.rounds_paired())
        .map(|i| {
            // Only a Go event's scores come from its ranking; chess points need none.
            let ranking = if go {
                state.ranking_after(i).ok()
            } else {
                None
            };
            let before = scores(state, ranking.as_ref(), i);
            let mut counts: BTreeMap<Points, usize> = BTreeMap::new();
            for id in t.player_ids() {
                let paired = match t.entry(id, RoundNo::from_index(i)) {
                    Entry::Game { .. } => true,
                    Entry::Bye(k) => k == arbiter_core::ByeKind::PairingAllocated,
                    Entry::Absent => false,
                };
                if paired {
                    *counts
                        .entry(before.get(id.index()).copied().unwrap_or_default())
                        .or_default() += 1;
                }
            }
            RoundGroups {
                round: u16::try_from(i + 1).unwrap_or(u16::MAX),
                groups: counts.into_iter().rev().collect(),
            }
        })
        .collect()
}
