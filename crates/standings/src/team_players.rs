//! The players of a team event (board prizes, the individual standings across teams) and
//! club rankings of an individual event (Vega's "Rank Teams").
//!
//! A player's games are read from the lineups: the boards the player sat on, as the
//! [`TeamView`] matches give them. A team's bye seats nobody. A match forfeited as a whole
//! counts board by board as its lineups were recorded, each seated player's game decided
//! by forfeit (scored, not played), as the crosstable and the player's score count it; a
//! forfeit recorded without lineups seats nobody.

use crate::rating;
use crate::value::{Value, div_round_half_up};
use arbiter_core::teams::TeamView;
use arbiter_core::{PlayerId, Points, Tournament};
use std::cmp::Ordering;
use std::collections::BTreeMap;

/// One board a player sat on.
#[derive(Copy, Clone, Debug)]
struct Seat {
    player: PlayerId,
    board: usize,
    points: Points,
    /// Played over the board.
    played: bool,
    /// 2 / 1 / 0 by comparing both sides' points (the rating regulations count 1 / ½ / 0
    /// whatever the event's scoring).
    halves: i64,
    opponent: Option<PlayerId>,
}

fn seats(view: &TeamView, rounds: Option<usize>) -> Vec<Seat> {
    let n = rounds.map_or(view.rounds.len(), |r| r.min(view.rounds.len()));
    let mut out = Vec::new();
    for r in &view.rounds[..n] {
        for m in &r.matches {
            for b in &m.boards {
                for (me, them, mine, theirs) in [
                    (b.home, b.away, b.home_points, b.away_points),
                    (b.away, b.home, b.away_points, b.home_points),
                ] {
                    let (Some(player), Some(points)) = (me, mine) else {
                        continue;
                    };
                    let halves = match points.cmp(&theirs.unwrap_or(Points::ZERO)) {
                        Ordering::Greater => 2,
                        Ordering::Equal => 1,
                        Ordering::Less => 0,
                    };
                    out.push(Seat {
                        player,
                        board: b.board,
                        points,
                        played: b.played && them.is_some(),
                        halves,
                        opponent: them,
                    });
                }
            }
        }
    }
    out
}

/// `points / (games × win)` in hundredths of a per cent, rounded half up.
fn percentage(points: Points, games: u32, win: Points) -> Option<Value> {
    let den = i64::from(games) * i64::from(win.tenths());
    (den > 0).then(|| {
        Value::from_hundredths(div_round_half_up(i64::from(points.tenths()) * 10_000, den))
    })
}

/// Exact comparison of two scores per game: `a.0 / a.1` against `b.0 / b.1`.
fn cmp_ratio(a: (Points, u32), b: (Points, u32)) -> Ordering {
    let l = i64::from(a.0.tenths()) * i64::from(b.1);
    let r = i64::from(b.0.tenths()) * i64::from(a.1);
    l.cmp(&r)
}

/// What ranks a board prize.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub enum BoardPrizeOrder {
    /// Percentage score, then more games, then performance.
    #[default]
    Percentage,
    /// Performance rating, then percentage, then more games.
    Performance,
}

/// Settings of the board prizes.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub struct BoardPrizeOptions {
    /// Fewer games than this and a player is listed but not ranked.
    pub min_games: u32,
    /// What ranks.
    pub order: BoardPrizeOrder,
    /// Count games won or lost without play (forfeits, an empty board facing the player)
    /// as games; by default only games played over the board count, as for ratings.
    pub count_unplayed: bool,
    /// The rating of unrated opponents for the performance; without one, games against
    /// unrated opponents are left out of the performance (not of the score).
    pub unrated_rating: Option<u16>,
    /// Only the first rounds; all when `None`.
    pub rounds: Option<usize>,
}

/// One player on one board.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct BoardPrizeRow {
    /// The player.
    pub player: PlayerId,
    /// The player's team, by index.
    pub team: Option<usize>,
    /// The place on this board; `None` below the minimum of games.
    pub rank: Option<u32>,
    /// Points on this board.
    pub points: Points,
    /// Games on this board.
    pub games: u32,
    /// Points per game, in per cent (two decimals).
    pub percentage: Option<Value>,
    /// Tournament performance rating (C.07 art. 10.2 with the FIDE rating regulations'
    /// table 8.1(a): the rounded average rating of the opponents plus the rating
    /// difference of the rounded percentage), over the games against rated opponents.
    pub performance: Option<i64>,
}

/// The prize table of one board.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct BoardPrizeTable {
    /// The board, 1-based.
    pub board: usize,
    /// Ranked players first, in order; then those below the minimum, by percentage.
    pub rows: Vec<BoardPrizeRow>,
}

/// A row with its exact score and games, for comparisons.
type Scored = (BoardPrizeRow, (Points, u32));

/// Board prizes: per board, every player who sat on it, with points, games, percentage
/// and performance on that board, ranked as `opts` says.
#[must_use]
pub fn board_prizes(
    t: &Tournament,
    view: &TeamView,
    opts: &BoardPrizeOptions,
) -> Vec<BoardPrizeTable> {
    let win = view.scoring.win_white;
    // (board, player) -> seats
    let mut by: BTreeMap<(usize, usize), Vec<Seat>> = BTreeMap::new();
    for s in seats(view, opts.rounds) {
        if s.played || opts.count_unplayed {
            by.entry((s.board, s.player.index())).or_default().push(s);
        }
    }
    let rating_of = |p: PlayerId| {
        t.player(p)
            .and_then(|pl| pl.rating.map(|r| r.0))
            .or(opts.unrated_rating)
    };
    let mut tables: BTreeMap<usize, Vec<Scored>> = BTreeMap::new();
    for ((board, p), list) in by {
        let player = PlayerId::from_index(p);
        let points: Points = list.iter().map(|s| s.points).sum();
        let games = u32::try_from(list.len()).unwrap_or(u32::MAX);
        let rated: Vec<(u16, i64)> = list
            .iter()
            .filter(|s| s.played)
            .filter_map(|s| s.opponent.and_then(rating_of).map(|r| (r, s.halves)))
            .collect();
        let ratings: Vec<u16> = rated.iter().map(|x| x.0).collect();
        let halves: i64 = rated.iter().map(|x| x.1).sum();
        let row = BoardPrizeRow {
            player,
            team: view.team_of.get(p).copied().flatten(),
            rank: None,
            points,
            games,
            percentage: percentage(points, games, win),
            performance: rating::performance_rating(halves, &ratings),
        };
        tables
            .entry(board)
            .or_default()
            .push((row, (points, games)));
    }
    tables
        .into_iter()
        .map(|(board, mut rows)| {
            let key = |a: &Scored, b: &Scored| {
                let by_pct = cmp_ratio(b.1, a.1).then(b.1.1.cmp(&a.1.1));
                let by_perf = b.0.performance.cmp(&a.0.performance);
                match opts.order {
                    BoardPrizeOrder::Percentage => by_pct.then(by_perf),
                    BoardPrizeOrder::Performance => by_perf.then(by_pct),
                }
            };
            rows.sort_by(|a, b| {
                let ea = a.1.1 >= opts.min_games;
                let eb = b.1.1 >= opts.min_games;
                eb.cmp(&ea)
                    .then_with(|| key(a, b))
                    .then(a.0.player.cmp(&b.0.player))
            });
            let mut out: Vec<BoardPrizeRow> = Vec::with_capacity(rows.len());
            for i in 0..rows.len() {
                if rows[i].1.1 < opts.min_games {
                    continue;
                }
                let rank = if i > 0 && key(&rows[i - 1], &rows[i]) == Ordering::Equal {
                    out[i - 1].rank
                } else {
                    u32::try_from(i + 1).ok()
                };
                rows[i].0.rank = rank;
                out.push(rows[i].0.clone());
            }
            out.extend(
                rows.iter()
                    .filter(|r| r.1.1 < opts.min_games)
                    .map(|r| r.0.clone()),
            );
            BoardPrizeTable { board, rows: out }
        })
        .collect()
}

/// One player of the individual standings across teams.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct PlayerAcrossRow {
    /// The player.
    pub player: PlayerId,
    /// The team, by index.
    pub team: usize,
    /// The place: ties on points, percentage and games share it.
    pub rank: u32,
    /// Points scored on the boards sat on (wins without play included).
    pub points: Points,
    /// Boards sat on with a result.
    pub games: u32,
    /// Of those, games played over the board.
    pub played: u32,
    /// Points per game, in per cent.
    pub percentage: Option<Value>,
    /// The boards sat on, each once, in order.
    pub boards: Vec<usize>,
}

/// Every member of every team with points, games, percentage and boards played, ranked
/// by points, then percentage, then more games (members who never played last).
#[must_use]
pub fn individual_across_teams(view: &TeamView, rounds: Option<usize>) -> Vec<PlayerAcrossRow> {
    let win = view.scoring.win_white;
    let all = seats(view, rounds);
    let mut rows: Vec<PlayerAcrossRow> = Vec::new();
    for (k, team) in view.teams.iter().enumerate() {
        for &p in &team.players {
            let mine: Vec<&Seat> = all.iter().filter(|s| s.player == p).collect();
            let points: Points = mine.iter().map(|s| s.points).sum();
            let games = u32::try_from(mine.len()).unwrap_or(u32::MAX);
            let mut boards: Vec<usize> = mine.iter().map(|s| s.board).collect();
            boards.sort_unstable();
            boards.dedup();
            rows.push(PlayerAcrossRow {
                player: p,
                team: k,
                rank: 0,
                points,
                games,
                played: u32::try_from(mine.iter().filter(|s| s.played).count()).unwrap_or(0),
                percentage: percentage(points, games, win),
                boards,
            });
        }
    }
    let key = |a: &PlayerAcrossRow, b: &PlayerAcrossRow| {
        b.points
            .cmp(&a.points)
            .then_with(|| cmp_ratio((b.points, b.games), (a.points, a.games)))
            .then(b.games.cmp(&a.games))
    };
    rows.sort_by(|a, b| key(a, b).then(a.player.cmp(&b.player)));
    for i in 0..rows.len() {
        rows[i].rank = if i > 0 && key(&rows[i - 1], &rows[i]) == Ordering::Equal {
            rows[i - 1].rank
        } else {
            u32::try_from(i + 1).unwrap_or(u32::MAX)
        };
    }
    rows
}

/// One club of Vega's "Rank Teams".
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct ClubRow {
    /// The club (the players' `club` field).
    pub club: String,
    /// The place: clubs tied on the sum and on every counted score share it.
    pub rank: u32,
    /// The sum of the counted scores.
    pub points: Points,
    /// The counted players (the best `n`), best first, with their scores.
    pub counted: Vec<(PlayerId, Points)>,
    /// Members in the event.
    pub members: usize,
}

/// One line of a board ranking of [`ClubRanking`].
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct ClubBoardRow {
    /// The place on this board.
    pub rank: u32,
    /// The club.
    pub club: String,
    /// Its player on this board (its k-th best).
    pub player: PlayerId,
    /// The player's score.
    pub points: Points,
}

/// Vega's "Rank Teams" of an individual event.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct ClubRanking {
    /// How many best results count.
    pub n: usize,
    /// The clubs in order.
    pub clubs: Vec<ClubRow>,
    /// Board `k` (index `k - 1`): every club's k-th best player, ranked by score.
    pub boards: Vec<Vec<ClubBoardRow>>,
}

/// Vega's "Rank Teams" (Vega manual, "Standings" menu): in an individual event, the
/// players with the same club (Vega's "Origin") form a team whose score is the sum of the
/// scores of its best `n` players; clubs rank by that sum, then by their best counted
/// score, the next, and so on. Also, as Vega shows, the ranking of the first `n` boards,
/// board k holding each club's k-th best player. Players without a club are left out;
/// a club with fewer than `n` players counts the ones it has.
#[must_use]
pub fn rank_teams(t: &Tournament, n: usize) -> ClubRanking {
    let mut clubs: BTreeMap<String, Vec<(PlayerId, Points)>> = BTreeMap::new();
    for (id, p) in t.players() {
        if let Some(c) = p.club.as_deref().map(str::trim).filter(|c| !c.is_empty()) {
            clubs
                .entry(c.to_string())
                .or_default()
                .push((id, t.score(id)));
        }
    }
    let mut rows: Vec<ClubRow> = clubs
        .into_iter()
        .map(|(club, mut members)| {
            // Best first; equal scores by start rank.
            members.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
            let count = members.len();
            members.truncate(n);
            ClubRow {
                club,
                rank: 0,
                points: members.iter().map(|m| m.1).sum(),
                counted: members,
                members: count,
            }
        })
        .collect();
    let key = |a: &ClubRow, b: &ClubRow| {
        b.points.cmp(&a.points).then_with(|| {
            let sa: Vec<Points> = a.counted.iter().map(|m| m.1).collect();
            let sb: Vec<Points> = b.counted.iter().map(|m| m.1).collect();
            sb.cmp(&sa)
        })
    };
    rows.sort_by(|a, b| key(a, b).then(a.club.cmp(&b.club)));
    for i in 0..rows.len() {
        rows[i].rank = if i > 0 && key(&rows[i - 1], &rows[i]) == Ordering::Equal {
            rows[i - 1].rank
        } else {
            u32::try_from(i + 1).unwrap_or(u32::MAX)
        };
    }
    let boards = (0..n)
        .map(|k| {
            let mut b: Vec<ClubBoardRow> = rows
                .iter()
                .filter_map(|c| {
                    c.counted.get(k).map(|&(player, points)| ClubBoardRow {
                        rank: 0,
                        club: c.club.clone(),
                        player,
                        points,
                    })
                })
                .collect();
            b.sort_by(|x, y| y.points.cmp(&x.points).then(x.player.cmp(&y.player)));
            for i in 0..b.len() {
                b[i].rank = if i > 0 && b[i - 1].points == b[i].points {
                    b[i - 1].rank
                } else {
                    u32::try_from(i + 1).unwrap_or(u32::MAX)
                };
            }
            b
        })
        .collect();
    ClubRanking {
        n,
        clubs: rows,
        boards,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::team_tests::six;
    use arbiter_core::{Game, GameResult, Player, Round};

    fn pid(team: usize, board: usize) -> PlayerId {
        PlayerId::from_index(team * 4 + board - 1)
    }

    #[test]
    fn board_one_prizes_of_the_six_team_event() {
        let t = six();
        let view = TeamView::of(&t).unwrap();
        // Board 1, games over the board only, at least 3:
        // Aces 4½/5 (90 %), Eagles 2/4 (the bye seats nobody), Dogs 2/4 (their forfeit
        // loss left out), Crows 2/5, Bears 1½/4 (the forfeited match seats nobody),
        // Falcons 0/2 (the forfeit win left out): below the minimum.
        let opts = BoardPrizeOptions {
            min_games: 3,
            ..BoardPrizeOptions::default()
        };
        let tables = board_prizes(&t, &view, &opts);
        assert_eq!(tables.len(), 4);
        let b1 = &tables[0];
        assert_eq!(b1.board, 1);
        let got: Vec<(PlayerId, Option<u32>, Points, u32)> = b1
            .rows
            .iter()
            .map(|r| (r.player, r.rank, r.points, r.games))
            .collect();
        // Eagles and Dogs tie at 50 % on 4 games: performance decides. Board 1 ratings:
        // A 2400, B 2380, C 2360, D 2340, E 2320, F 2300.
        // Eagles: B, A, D, C → 9480/4 = 2370 + dp(50) 0 = 2370.
        // Dogs: A, E, C, B → 9460/4 = 2365.
        assert_eq!(
            got,
            vec![
                (pid(0, 1), Some(1), Points::from_halves(9), 5),
                (pid(4, 1), Some(2), Points::whole(2), 4),
                (pid(3, 1), Some(3), Points::whole(2), 4),
                (pid(2, 1), Some(4), Points::whole(2), 5),
                (pid(1, 1), Some(5), Points::from_halves(3), 4),
                (pid(5, 1), None, Points::ZERO, 2),
            ]
        );
        // Aces: opponents D, E, C, B, F average 11700/5 = 2340, 90 % → +366 = 2706.
        // Crows: F, B, A, D, E = 11740/5 = 2348, 40 % → -72 = 2276.
        // Bears: E, C, A, D = 9420/4 = 2355, 37.5 % rounds to 38 % → -87 = 2268.
        // Falcons: C, A = 4760/2 = 2380, 0 % → -800 = 1580.
        let perf: Vec<Option<i64>> = b1.rows.iter().map(|r| r.performance).collect();
        assert_eq!(
            perf,
            vec![
                Some(2706),
                Some(2370),
                Some(2365),
                Some(2276),
                Some(2268),
                Some(1580)
            ]
        );
        assert_eq!(b1.rows[0].percentage, Some(Value::from_hundredths(9000)));
        assert_eq!(b1.rows[4].percentage, Some(Value::from_hundredths(3750)));
        // Counting unplayed games: the Dogs' forfeit loss makes 2/5, the Falcons' forfeit
        // win 1/3 (now eligible).
        let opts = BoardPrizeOptions {
            min_games: 3,
            count_unplayed: true,
            order: BoardPrizeOrder::Performance,
            ..BoardPrizeOptions::default()
        };
        let b1 = &board_prizes(&t, &view, &opts)[0];
        let dogs = b1.rows.iter().find(|r| r.player == pid(3, 1)).unwrap();
        assert_eq!((dogs.points, dogs.games), (Points::whole(2), 5));
        let falcons = b1.rows.iter().find(|r| r.player == pid(5, 1)).unwrap();
        assert_eq!((falcons.points, falcons.games), (Points::ONE, 3));
        assert!(falcons.rank.is_some());
        // By performance: Aces 2706, Eagles 2370, Dogs 2365 (unchanged: forfeits have no
        // rating in the performance), …
        assert_eq!(b1.rows[0].player, pid(0, 1));
        assert_eq!(b1.rows[1].player, pid(4, 1));
    }

    #[test]
    fn individual_standings_across_the_six_teams() {
        let view = TeamView::of(&six()).unwrap();
        let rows = individual_across_teams(&view, None);
        assert_eq!(rows.len(), 24);
        // Aces' board 1: 1, ½, 1, 1, 1.
        let a1 = &rows[0];
        assert_eq!((a1.player, a1.rank), (pid(0, 1), 1));
        assert_eq!(
            (a1.points, a1.games, a1.played),
            (Points::from_halves(9), 5, 5)
        );
        assert_eq!(a1.boards, vec![1]);
        // Falcons' board 1: 0, forfeit win, 0 — three games, two played.
        let f1 = rows.iter().find(|r| r.player == pid(5, 1)).unwrap();
        assert_eq!((f1.points, f1.games, f1.played), (Points::ONE, 3, 2));
        assert_eq!(f1.team, 5);
        // Dogs' board 1: 0, forfeit loss, ½, ½, 1: two points in five.
        let d1 = rows.iter().find(|r| r.player == pid(3, 1)).unwrap();
        assert_eq!((d1.points, d1.games, d1.played), (Points::whole(2), 5, 4));
        assert_eq!(d1.percentage, Some(Value::from_hundredths(4000)));
        // Equal points, percentage and games share a place.
        for w in rows.windows(2) {
            if (w[0].points, w[0].games) == (w[1].points, w[1].games) {
                assert_eq!(w[0].rank, w[1].rank);
            }
        }
    }

    #[test]
    fn vega_rank_teams_sums_the_best_n() {
        let mut t = Tournament::default();
        // Clubs X (three players), Y (two), Z (one); one player without a club and one
        // whose club is blank.
        for (name, club) in [
            ("x1", Some("X")),
            ("x2", Some("X")),
            ("x3", Some("X")),
            ("y1", Some("Y")),
            ("y2", Some("Y")),
            ("z1", Some("Z")),
            ("n", None),
            ("o", Some(" ")),
        ] {
            let mut p = Player::named(name);
            p.club = club.map(str::to_string);
            t.add_player(p);
        }
        let p = PlayerId::from_index;
        // Three rounds, White winning every game.
        let rounds = [
            vec![(0, 6), (3, 7), (4, 2), (1, 5)],
            vec![(0, 7), (3, 6), (4, 5), (1, 2)],
            vec![(0, 2), (3, 5), (4, 6), (7, 1)],
        ];
        for r in rounds {
            let games = r
                .iter()
                .map(|&(w, b)| Game::new(p(w), p(b)).with_result(GameResult::WHITE_WINS))
                .collect();
            t.push_round(Round::new(games, Vec::new()).unwrap())
                .unwrap();
        }
        // x1 3, x2 2 (lost to o in round 3), x3 0, y1 3, y2 3, z1 0.
        let scores: Vec<Points> = t.player_ids().map(|id| t.score(id)).collect();
        assert_eq!(scores[0], Points::whole(3));
        assert_eq!(scores[3], Points::whole(3));
        assert_eq!(scores[4], Points::whole(3));
        let r = rank_teams(&t, 2);
        let names: Vec<(&str, u32, Points)> = r
            .clubs
            .iter()
            .map(|c| (c.club.as_str(), c.rank, c.points))
            .collect();
        // Y 3+3 = 6; X 3 + x2's score; Z alone.
        assert_eq!(names[0], ("Y", 1, Points::whole(6)));
        assert_eq!(names[1].0, "X");
        assert_eq!(names[1].2, Points::whole(3) + scores[1].max(scores[2]));
        assert_eq!(r.clubs.len(), 3);
        assert_eq!(r.clubs[0].members, 2);
        assert_eq!(r.clubs[1].members, 3);
        // Board 1: x1, y1 (3 each) share first place; z1 after.
        assert_eq!(r.boards.len(), 2);
        assert_eq!(r.boards[0][0].rank, 1);
        assert_eq!(r.boards[0][1].rank, 1);
        // n = 1: only the best player counts; X and Y tie on 3 and share the place.
        let r1 = rank_teams(&t, 1);
        assert_eq!((r1.clubs[0].rank, r1.clubs[1].rank), (1, 1));
    }
}
