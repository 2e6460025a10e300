//! Standings with ten tie-breaks for a synthetic Swiss of 10,000 players and 11 rounds.
//! Run with `cargo bench -p arbiter-standings`; prints the best and median of a few runs.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_core::{ByeKind, Game, GameResult, Player, PlayerId, Rating, Round, Tournament};
use arbiter_standings::{
    Crosstable, Options, Ranking, Sharing, TieBreak, distribute, parse_list, standings,
};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// A small deterministic generator (64-bit LCG), so that every run measures the same event.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        self.0 >> 33
    }
}

/// Players sorted by score each round and paired with their neighbour (a rough Swiss),
/// with a pairing-allocated bye for the odd one, some half-point byes and forfeits.
fn tournament(players: usize, rounds: usize) -> Tournament {
    let mut rng = Lcg(42);
    let mut t = Tournament::default();
    for i in 0..players {
        let mut p = Player::named(format!("Player {i:05}"));
        p.rating = Some(Rating(1000 + u16::try_from(rng.next() % 1800).unwrap()));
        t.add_player(p);
    }
    for _ in 0..rounds {
        let mut order: Vec<PlayerId> = t.player_ids().collect();
        let scores = t.scores_after(t.rounds_paired());
        order.sort_by_key(|p| std::cmp::Reverse(scores[p.index()]));
        let mut games = Vec::new();
        let mut byes = Vec::new();
        let mut pool = Vec::new();
        for p in order {
            if rng.next().is_multiple_of(100) {
                byes.push((p, ByeKind::Half));
            } else {
                pool.push(p);
            }
        }
        if pool.len() % 2 == 1 {
            byes.push((pool.pop().unwrap(), ByeKind::PairingAllocated));
        }
        for pair in pool.chunks(2) {
            let (w, b) = (pair[0], pair[1]);
            let result = match rng.next() % 100 {
                0 => GameResult::WHITE_WINS_BY_FORFEIT,
                1..=40 => GameResult::WHITE_WINS,
                41..=70 => GameResult::DRAW,
                _ => GameResult::BLACK_WINS,
            };
            games.push(Game::new(w, b).with_result(result));
        }
        t.push_round(Round::new(games, byes).unwrap()).unwrap();
    }
    t
}

/// Times `f` seven times and prints the best and the median (what it returns is dropped
/// after the clock stops).
fn time<T>(label: &str, mut f: impl FnMut() -> T) {
    let mut times: Vec<Duration> = Vec::new();
    for _ in 0..7 {
        let start = Instant::now();
        let out = black_box(f());
        times.push(start.elapsed());
        drop(out);
    }
    times.sort();
    println!(
        "{label}: best {:.1} ms, median {:.1} ms",
        times[0].as_secs_f64() * 1e3,
        times[times.len() / 2].as_secs_f64() * 1e3
    );
}

fn main() {
    let t = tournament(10_000, 11);
    let list: Vec<TieBreak> = parse_list("PTS,BH-C1,BH,SB,DE,WIN,BPG,PS,FB,ARO,TPR").unwrap();
    let opts = Options::default();
    time(
        "standings, 10000 players x 11 rounds, PTS + 10 tie-breaks",
        || standings(&t, &list, &opts).unwrap(),
    );
    // What every view does with them: the event's ranking, its crosstable and the prizes.
    let prizes: Vec<u64> = (1..=50).rev().map(|k| k * 100).collect();
    time(
        "standings as the event's ranking, its crosstable and 50 prizes",
        || {
            let r = Ranking::chess(standings(&t, &list, &opts).unwrap(), 11);
            let c = Crosstable::of(&t, &r);
            let a = distribute(&r, &prizes, Sharing::Equal);
            (r, c, a)
        },
    );
}
