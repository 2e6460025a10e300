//! What the plots show, computed from an event's state: plain numbers, so that a page can
//! also show them as a table and the tests can check the drawing against them.

use arbiter_core::{Entry, PlayerId, Points, RoundNo, Tournament};
use arbiter_event::State;
use arbiter_standings::rating;
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

/// How an event scores and ranks its players: chess by points and the event's tie-breaks
/// (FIDE C.07), Go by OpenGotha's main score and placement criteria.
enum Ranking {
    Chess,
    Go(Box<arbiter_core::GoTournament>),
}

impl Ranking {
    fn of(state: &State) -> Self {
        arbiter_event::go_view(state).map_or(Ranking::Chess, |g| Ranking::Go(Box::new(g)))
    }

    /// Every player's score after `rounds` rounds, by start rank.
    fn scores(&self, t: &Tournament, rounds: usize) -> Vec<Points> {
        match self {
            Ranking::Chess => t.scores_after(rounds),
            Ranking::Go(g) => {
                let c =
                    arbiter_standings::go_criteria(g, u16::try_from(rounds).unwrap_or(u16::MAX));
                // The main score is McMahon's where the event uses it, else the wins
                // (OpenGotha's NBW), both counted in half points.
                let main = g
                    .placement
                    .iter()
                    .find(|k| k.as_str() == "MMS" || k.as_str() == "NBW")
                    .map_or("NBW", String::as_str);
                (0..g.players.len())
                    .map(|p| {
                        let halves = c.value(main, p).unwrap_or(0);
                        Points::from_halves(i32::try_from(halves).unwrap_or(0))
                    })
                    .collect()
            }
        }
    }

    /// Every player's place after `rounds` rounds (shared places repeat), by start rank.
    fn places(&self, state: &State, rounds: usize) -> Vec<u32> {
        let t = &state.tournament;
        let mut out = vec![0; t.player_count()];
        match self {
            Ranking::Go(g) => {
                let (_, rows) =
                    arbiter_standings::go_table(g, u16::try_from(rounds).unwrap_or(u16::MAX));
                for (p, place, _) in rows {
                    if let Some(slot) = out.get_mut(p) {
                        *slot = u32::try_from(place).unwrap_or(u32::MAX);
                    }
                }
            }
            Ranking::Chess => {
                let (list, mut opts) = state.standings_setup();
                opts.rounds = Some(rounds);
                match arbiter_standings::standings(t, &list, &opts) {
                    Ok(st) => {
                        for row in st.rows {
                            if let Some(slot) = out.get_mut(row.player.index()) {
                                *slot = row.rank;
                            }
                        }
                    }
                    // Tie-breaks the event's rules cannot compute still leave the score:
                    // places by score alone, shared.
                    Err(_) => {
                        let scores = t.scores_after(rounds);
                        for (i, s) in scores.iter().enumerate() {
                            let above = scores.iter().filter(|o| *o > s).count();
                            if let Some(slot) = out.get_mut(i) {
                                *slot = u32::try_from(above + 1).unwrap_or(u32::MAX);
                            }
                        }
                    }
                }
            }
        }
        out
    }
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
    let ranking = Ranking::of(state);
    Some(
        (1..=complete_rounds(t))
            .map(|k| Progress {
                round: u16::try_from(k).unwrap_or(u16::MAX),
                score: ranking
                    .scores(t, k)
                    .get(player.index())
                    .copied()
                    .unwrap_or_default(),
                place: ranking
                    .places(state, k)
                    .get(player.index())
                    .copied()
                    .unwrap_or_default(),
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
    let ranking = Ranking::of(state);
    (0..t.rounds_paired())
        .map(|i| {
            let before = ranking.scores(t, i);
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
