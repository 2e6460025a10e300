//! Round robins by the Berger tables (FIDE C.05 Annex 1), single and double, with the usual
//! arrangements of a double round robin's two cycles and an optional balancing of boards.
//!
//! # The table
//! A field of N players uses the table of N players when N is even and of N + 1 when N is
//! odd; the player drawn against number N + 1 has the bye (C.05 Annex 1: "if there is an
//! odd number of players, the highest number counts as a bye"). For a table of 2n numbers
//! the table has 2n − 1 rounds of n boards. Round 1 is 1–2n, 2–(2n−1), …, n–(n+1); every
//! later round advances the numbers 1 … 2n − 1 by n places (modulo 2n − 1) while 2n stays on
//! board 1, with black in odd rounds and white in even rounds. This closed form reproduces
//! the published tables (the tests compare it with them).
//!
//! # Double round robins
//! The second cycle always repeats the pairings of a first cycle with colours reversed;
//! [`Variant`] says how the rounds of the table are ordered:
//! - [`Variant::Fide`] (default): the last two rounds of the first cycle are swapped and the
//!   second cycle is the first with colours reversed, so that nobody gets three equal
//!   colours in a row at the turn of the cycles (C.05 Annex 1's recommendation);
//! - [`Variant::Standard`]: the table as it is, then again with colours reversed;
//! - [`Variant::Rotate`]: each cycle starts at round R of the table and wraps around;
//! - [`Variant::Adjusted`]: the first cycle is the table rotated to start at round 2, the
//!   second cycle the plain table with colours reversed; every pair of rounds (1–2, 3–4, …)
//!   then gives each player one white and one black.
//!
//! # Pairing a tournament
//! [`RoundRobin`] implements [`PairingSystem`]: the next round of the schedule, with start
//! ranks as table numbers. See [`RoundRobin::pair`] for byes, absences and withdrawals.

use crate::{
    BracketReport, CheckReport, Criterion, Deviation, Difference, Message, NoPairingReason,
    PairedGame, Pairing, PairingError, PairingSystem,
};
use arbiter_core::{ByeKind, Colour, PlayerId, Points, RoundNo, Tournament};
use std::fmt;
use std::str::FromStr;

/// The criterion every round-robin pairing answers to: the Berger table.
pub const BERGER_TABLE: Criterion = Criterion {
    key: "pairing-crit-roundrobin-berger",
    code: "BERGER",
    article: "C.05 Annex 1",
    text: "the pairings and colours of the Berger table",
};

/// The largest field a schedule is built for (a TRF carries at most 9,999 players).
pub const MAX_PLAYERS: u32 = 9_999;

/// How the two cycles of a double round robin are arranged (see the module documentation).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub enum Variant {
    /// The last two rounds of the first cycle swapped; the second cycle the first with
    /// colours reversed. The default for a double round robin.
    #[default]
    Fide,
    /// The table as it is; the second cycle with colours reversed.
    Standard,
    /// Each cycle starts at this round of the table and wraps around (R, R+1, …, 1, …,
    /// R−1); the second cycle with colours reversed. R must be even.
    Rotate(u16),
    /// The first cycle rotated to start at round 2; the second cycle the plain table with
    /// colours reversed.
    Adjusted,
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Variant::Fide => f.write_str("fide"),
            Variant::Standard => f.write_str("standard"),
            Variant::Rotate(r) => write!(f, "rotate={r}"),
            Variant::Adjusted => f.write_str("adjusted"),
        }
    }
}

impl FromStr for Variant {
    type Err = RoundRobinError;

    /// Reads `fide`, `standard`, `adjusted` or `rotate=R` (also `rotate_R`, any case).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.trim().to_ascii_lowercase();
        match lower.as_str() {
            "fide" | "" => Ok(Variant::Fide),
            "standard" | "plain" => Ok(Variant::Standard),
            "adjusted" => Ok(Variant::Adjusted),
            other => {
                let number = other
                    .strip_prefix("rotate=")
                    .or_else(|| other.strip_prefix("rotate_"))
                    .or_else(|| other.strip_prefix("rotate-"))
                    .ok_or_else(|| RoundRobinError::UnknownVariant(s.trim().to_string()))?;
                let r: u16 = number
                    .trim()
                    .parse()
                    .map_err(|_| RoundRobinError::UnknownVariant(s.trim().to_string()))?;
                if r < 2 || !r.is_multiple_of(2) {
                    return Err(RoundRobinError::OddRotation(r));
                }
                Ok(Variant::Rotate(r))
            }
        }
    }
}

/// Why a round-robin schedule cannot be built.
#[derive(Clone, Eq, PartialEq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RoundRobinError {
    /// Fewer than two players.
    #[error("a round robin needs at least two players, not {0}")]
    TooFewPlayers(u32),
    /// More players than a schedule is built for.
    #[error("a round robin of {0} players is larger than the {MAX_PLAYERS} supported")]
    TooManyPlayers(u32),
    /// A variant name that is not known.
    #[error("unknown round-robin variant '{0}' (known: fide, standard, adjusted, rotate=R)")]
    UnknownVariant(String),
    /// `rotate=R` with an odd or zero R: only even rotations keep the colour alternation.
    #[error("rotate={0}: the cycle must start at an even round of the table")]
    OddRotation(u16),
    /// `rotate=R` beyond the table.
    #[error("rotate={rotate}: the table of {table} numbers has only {rounds} rounds")]
    RotationBeyondTable {
        /// The round asked for.
        rotate: u16,
        /// The table size (even).
        table: u32,
        /// Rounds in one cycle.
        rounds: u32,
    },
}

/// One round of a schedule: games in board order as table numbers, and the bye.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct ScheduledRound {
    /// The round number, 1-based.
    pub round: u16,
    /// The games, board 1 first, as (white, black) table numbers.
    pub pairs: Vec<(u32, u32)>,
    /// The player drawn against the phantom number N + 1 of an odd field.
    pub bye: Option<u32>,
}

/// A whole round-robin schedule.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct Schedule {
    /// The number of players (table numbers 1..=players).
    pub players: u32,
    /// The rounds in order.
    pub rounds: Vec<ScheduledRound>,
}

/// The size of the Berger table for a field: the field itself when even, one more when odd.
#[must_use]
pub const fn table_size(players: u32) -> u32 {
    players + players % 2
}

/// Round `round` (1-based) of the Berger table of `size` numbers (`size` even, at least 2),
/// as (white, black) pairs in board order, the phantom number included.
///
/// Returns an empty list for a round outside 1..size.
#[must_use]
pub fn berger_round(size: u32, round: u32) -> Vec<(u32, u32)> {
    if size < 2 || !size.is_multiple_of(2) || round == 0 || round >= size {
        return Vec::new();
    }
    let last = size - 1;
    let half = size / 2;
    let shift = ((u64::from(round) - 1) * u64::from(half) % u64::from(last)) as u32;
    let place = |x: u32| (x - 1 + shift) % last + 1;
    let mut pairs = Vec::with_capacity(half as usize);
    let first = place(1);
    pairs.push(if round % 2 == 1 {
        (first, size)
    } else {
        (size, first)
    });
    for board in 2..=half {
        pairs.push((place(board), place(size + 1 - board)));
    }
    pairs
}

/// Which rounds of the table a schedule plays, in order, and whether colours are reversed.
fn table_order(
    rounds: u32,
    double: bool,
    variant: Variant,
    table: u32,
) -> Result<Vec<(u32, bool)>, RoundRobinError> {
    let plain: Vec<u32> = (1..=rounds).collect();
    if !double {
        return Ok(plain.into_iter().map(|r| (r, false)).collect());
    }
    let (first, second): (Vec<u32>, Vec<u32>) = match variant {
        Variant::Standard => (plain.clone(), plain),
        Variant::Fide => {
            let mut c = plain;
            if c.len() >= 2 {
                let n = c.len();
                c.swap(n - 2, n - 1);
            }
            (c.clone(), c)
        }
        Variant::Rotate(r) => {
            let r = u32::from(r);
            if r > rounds {
                return Err(RoundRobinError::RotationBeyondTable {
                    rotate: r as u16,
                    table,
                    rounds,
                });
            }
            let c: Vec<u32> = (r..=rounds).chain(1..r).collect();
            (c.clone(), c)
        }
        Variant::Adjusted => {
            let c: Vec<u32> = (2..=rounds).chain(1..2.min(rounds + 1)).collect();
            (c, plain)
        }
    };
    Ok(first
        .into_iter()
        .map(|r| (r, false))
        .chain(second.into_iter().map(|r| (r, true)))
        .collect())
}

/// The schedule of a round robin of `players`: single, or double with `variant`.
///
/// # Errors
/// Fewer than two or more than [`MAX_PLAYERS`] players; a rotation beyond the table.
pub fn schedule(players: u32, double: bool, variant: Variant) -> Result<Schedule, RoundRobinError> {
    if players < 2 {
        return Err(RoundRobinError::TooFewPlayers(players));
    }
    if players > MAX_PLAYERS {
        return Err(RoundRobinError::TooManyPlayers(players));
    }
    let table = table_size(players);
    let order = table_order(table - 1, double, variant, table)?;
    let rounds = order
        .into_iter()
        .enumerate()
        .map(|(i, (r, reversed))| {
            let mut pairs = Vec::new();
            let mut bye = None;
            for (w, b) in berger_round(table, r) {
                let (w, b) = if reversed { (b, w) } else { (w, b) };
                if w > players {
                    bye = Some(b);
                } else if b > players {
                    bye = Some(w);
                } else {
                    pairs.push((w, b));
                }
            }
            ScheduledRound {
                round: u16::try_from(i + 1).unwrap_or(u16::MAX),
                pairs,
                bye,
            }
        })
        .collect();
    Ok(Schedule { players, rounds })
}

impl Schedule {
    /// The rounds of one cycle (the table size minus one).
    #[must_use]
    pub fn cycle_rounds(&self) -> usize {
        (table_size(self.players) - 1) as usize
    }

    /// Each player's colours round by round (`None` for the bye), indexed by table number − 1.
    #[must_use]
    pub fn colours(&self) -> Vec<Vec<Option<Colour>>> {
        let n = self.players as usize;
        let mut out = vec![vec![None; self.rounds.len()]; n];
        for (i, r) in self.rounds.iter().enumerate() {
            for &(w, b) in &r.pairs {
                out[w as usize - 1][i] = Some(Colour::White);
                out[b as usize - 1][i] = Some(Colour::Black);
            }
        }
        out
    }

    /// Reorders the boards of every round so that each player sits at every board as evenly
    /// as the field allows: with g games on k boards, between ⌊g/k⌋ and ⌈g/k⌉ times at each
    /// board (in a single round robin of an even field: each board at least once and at
    /// most twice). Pairings and colours do not change, and the result is the same on every
    /// run: a construction, stored arrangements for 16, 22, 28 and 34 players, and a
    /// seeded search for the rest. Every field of 3 to 36 players is balanced, single or
    /// double, except a single round robin of 4, where no arrangement exists: two games of
    /// different rounds always share a player, so the three games on board 1 form a
    /// triangle, which keeps the fourth player off board 1, or a star, whose centre sits
    /// there three times.
    ///
    /// Returns how close it came: [`BoardBalance::balanced`] is true when every player is
    /// within the bounds.
    pub fn balance_boards(&mut self) -> BoardBalance {
        balance(self)
    }

    /// How many times each player sits at each board, indexed by table number − 1, then
    /// board − 1.
    #[must_use]
    pub fn board_counts(&self) -> Vec<Vec<u32>> {
        let boards = self.rounds.iter().map(|r| r.pairs.len()).max().unwrap_or(0);
        let mut counts = vec![vec![0u32; boards]; self.players as usize];
        for r in &self.rounds {
            for (b, &(w, bl)) in r.pairs.iter().enumerate() {
                counts[w as usize - 1][b] += 1;
                counts[bl as usize - 1][b] += 1;
            }
        }
        counts
    }
}

/// How evenly [`Schedule::balance_boards`] spread the players over the boards.
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct BoardBalance {
    /// True when every player sits at every board between the bounds.
    pub balanced: bool,
    /// Sum over players and boards of the visits outside the bounds (0 when balanced).
    pub excess: u32,
}

/// `e^(-delta / temperature)` in millionths, from integers only (`temperature` in
/// millionths), so the board search runs the same on every machine: `e^-x = 2^(-x / ln 2)`,
/// the fractional power of two interpolated linearly in a table of sixteenths.
fn acceptance(delta: u64, temperature: u64) -> u64 {
    const HALVES: [u64; 17] = [
        1_000_000, 957_603, 917_004, 878_126, 840_896, 805_245, 771_105, 738_413, 707_107, 677_128,
        648_420, 620_929, 594_604, 569_394, 545_254, 522_137, 500_000,
    ];
    // x / ln 2, in 1024ths of a power of two.
    let units = u128::from(delta) * 1_000_000 * 1024 * 1_000_000
        / (u128::from(temperature.max(1)) * 693_147);
    let whole = units / 1024;
    if whole >= 40 {
        return 0;
    }
    let rest = (units % 1024) as u64;
    let (i, part) = ((rest / 64) as usize, rest % 64);
    let value = HALVES[i] - (HALVES[i] - HALVES[i + 1]) * part / 64;
    value >> whole
}

/// A double round robin from a balanced first cycle: every round of the second cycle has
/// the pairs of a round of the first, and takes that round's boards shifted by one (board b
/// to b + 1, the last to the first). In an even field each player sits once at one board
/// and twice at every other in a cycle; the shift moves the single visit to another board,
/// so every board gets three or four visits out of 2(N − 1) games on N/2 boards. In an odd
/// field every player sits twice at each board per cycle, four times in all. `None` when
/// the schedule is not two cycles of one table or the first cycle cannot be balanced.
fn balance_double(s: &mut Schedule) -> Option<BoardBalance> {
    let cycle = s.cycle_rounds();
    if cycle < 2 || s.rounds.len() != 2 * cycle {
        return None;
    }
    let mut first = Schedule {
        players: s.players,
        rounds: s.rounds[..cycle].to_vec(),
    };
    if !balance(&mut first).balanced {
        return None;
    }
    let mut arranged = Vec::with_capacity(s.rounds.len());
    for (i, round) in s.rounds.iter().enumerate() {
        if i < cycle {
            arranged.push(first.rounds[i].pairs.clone());
            continue;
        }
        let key = games(&round.pairs);
        let twin = first.rounds.iter().find(|r| games(&r.pairs) == key)?;
        let boards = twin.pairs.len();
        let mut pairs = vec![(0, 0); boards];
        for (b, &(w, bl)) in twin.pairs.iter().enumerate() {
            // The second cycle's own colours for the same game.
            let game = round
                .pairs
                .iter()
                .copied()
                .find(|&(x, y)| (x.min(y), x.max(y)) == (w.min(bl), w.max(bl)))?;
            pairs[(b + 1) % boards] = game;
        }
        arranged.push(pairs);
    }
    let before: Vec<Vec<(u32, u32)>> = s.rounds.iter().map(|r| r.pairs.clone()).collect();
    for (round, pairs) in s.rounds.iter_mut().zip(arranged) {
        round.pairs = pairs;
    }
    let excess = excess(s);
    if excess > 0 {
        // Not expected; keep the search's chance instead of a worse arrangement.
        for (round, pairs) in s.rounds.iter_mut().zip(before) {
            round.pairs = pairs;
        }
        return None;
    }
    Some(BoardBalance {
        balanced: true,
        excess: 0,
    })
}

/// The games of a round without colours, sorted: what identifies a round of the table
/// whatever its colours and board order.
fn games(pairs: &[(u32, u32)]) -> Vec<(u32, u32)> {
    let mut g: Vec<(u32, u32)> = pairs.iter().map(|&(w, b)| (w.min(b), w.max(b))).collect();
    g.sort_unstable();
    g
}

/// Board orders for the single cycles of even fields that neither the construction in
/// [`balance`] nor its search balances: 16, 22, 28 and 34 players (N ≡ 4 (mod 6)). Row t is
/// round t of the Berger table (C.05 Annex 1) and, from t = 2 on, also round N + 1 − t; its
/// character at board b, a base-36 digit, is the index of the table's game, in
/// [`berger_round`]'s order, that is played at board b. With these orders every player sits
/// once at one board and twice at every other.
///
/// They were found offline with a SAT solver: one variable per round, game and board; every
/// game on exactly one board and every board with exactly one game per round; every player
/// at every board at least once and at most twice; round 1 as the table has it (boards are
/// interchangeable, so this loses no solution). The table maps onto itself by reflecting
/// the numbers 1 … N − 1 around 1 (x to 2 − x, modulo N − 1): round 1 stays, round t and
/// round N + 1 − t swap. Asking the solver for arrangements with the same symmetry (a game
/// and its reflection on the same board) halved the search, made 22 to 34 players quick,
/// and lets one row serve both rounds. The tests check the balance of every field from 3
/// to 36 players, and [`stored_boards`] checks it again before using the rows.
const STORED_BOARDS: &[(u32, &[&str])] = &[
    (
        16,
        &[
            "01234567", "57162304", "53106247", "13245670", "57360421", "60417325", "25063471",
            "27143056",
        ],
    ),
    (
        22,
        &[
            "0123456789a",
            "510239684a7",
            "9185074a236",
            "846a7509321",
            "4927681a530",
            "156a2943807",
            "549830a1276",
            "a9604518327",
            "7814396a025",
            "10a53687492",
            "4169725038a",
        ],
    ),
    (
        28,
        &[
            "0123456789abcd",
            "94670d2583cb1a",
            "7da54b698032c1",
            "8d97b3102ac564",
            "b829ac01d57643",
            "38165dabc70294",
            "6387b1ca45d209",
            "5381b9a6c420d7",
            "6805bc19273a4d",
            "72a6b58c04391d",
            "20a75bd49c8163",
            "2b50ad6487c391",
            "5a78b32496cd10",
            "82d74039a1c5b6",
        ],
    ),
    (
        34,
        &[
            "0123456789abcdefg",
            "2743e589afdcg610b",
            "bg26c71a04ef359d8",
            "1f0g7be23694c5d8a",
            "1f4deb0c7698g5a32",
            "b8a75c2feg4d90163",
            "eb8710d9af65gc324",
            "c94b5a7fg2e83d061",
            "9b7d3ag0ec465812f",
            "e97dc3g12b450af86",
            "17cgb543e0982a6df",
            "2c1ea34895076gfbd",
            "1820cag95db6e3f47",
            "1fg4085b7a93c26ed",
            "307bc642fde819ga5",
            "3f14e8g975b0da2c6",
            "ac7853b24fdg196e0",
        ],
    ),
];

/// The boards of a single cycle from [`STORED_BOARDS`], each round found by its games so
/// that any order of the table's rounds (the first cycle of every variant) is served.
/// `None`, leaving the schedule as it was, when no stored order fits or it does not
/// balance the field.
fn stored_boards(s: &mut Schedule) -> Option<BoardBalance> {
    let &(_, rows) = STORED_BOARDS.iter().find(|&&(n, _)| n == s.players)?;
    let table = table_size(s.players);
    if s.rounds.len() != table as usize - 1 {
        return None;
    }
    let mut arranged = Vec::with_capacity(rows.len());
    for round in &s.rounds {
        let key = games(&round.pairs);
        let t = (1..table).find(|&t| games(&berger_round(table, t)) == key)?;
        let in_table = berger_round(table, t);
        let mut pairs = Vec::with_capacity(in_table.len());
        // Round t and round N + 1 − t share a row (the reflection above).
        let row = t.min(table + 1 - t) as usize - 1;
        for c in rows.get(row)?.chars() {
            let (x, y) = *in_table.get(c.to_digit(36)? as usize)?;
            // The schedule's own colours for the game.
            let game = round
                .pairs
                .iter()
                .copied()
                .find(|&(w, b)| (w.min(b), w.max(b)) == (x.min(y), x.max(y)))?;
            pairs.push(game);
        }
        if games(&pairs) != key {
            return None;
        }
        arranged.push(pairs);
    }
    let mut candidate = s.clone();
    for (round, pairs) in candidate.rounds.iter_mut().zip(arranged) {
        round.pairs = pairs;
    }
    if excess(&candidate) > 0 {
        return None;
    }
    *s = candidate;
    Some(BoardBalance {
        balanced: true,
        excess: 0,
    })
}

/// The board visits of all players outside ⌊g/k⌋ … ⌈g/k⌉ (g games, k boards).
fn excess(s: &Schedule) -> u32 {
    let counts = s.board_counts();
    let boards = counts.first().map_or(0, Vec::len) as u32;
    if boards == 0 {
        return 0;
    }
    counts
        .iter()
        .map(|row| {
            let games: u32 = row.iter().sum();
            let (lo, hi) = (games / boards, games.div_ceil(boards));
            row.iter()
                .map(|&c| c.saturating_sub(hi) + lo.saturating_sub(c))
                .sum::<u32>()
        })
        .sum()
}

fn balance(s: &mut Schedule) -> BoardBalance {
    let boards = s.rounds.iter().map(|r| r.pairs.len()).max().unwrap_or(0);
    let n = s.players as usize;
    if boards <= 1 || n == 0 {
        return BoardBalance {
            balanced: true,
            excess: 0,
        };
    }
    if let Some(done) = balance_double(s) {
        return done;
    }
    if let Some(done) = stored_boards(s) {
        return done;
    }
    let mut games = vec![0u32; n];
    for r in &s.rounds {
        for &(w, b) in &r.pairs {
            games[w as usize - 1] += 1;
            games[b as usize - 1] += 1;
        }
    }
    let k = boards as u32;
    let lo: Vec<u32> = games.iter().map(|g| g / k).collect();
    let hi: Vec<u32> = games.iter().map(|g| g.div_ceil(k)).collect();
    let cost_of = |p: usize, c: u32| -> u32 { c.saturating_sub(hi[p]) + lo[p].saturating_sub(c) };
    let cost = |s: &Schedule| -> u32 {
        s.board_counts()
            .iter()
            .enumerate()
            .map(|(p, row)| row.iter().map(|&c| cost_of(p, c)).sum::<u32>())
            .sum()
    };
    // In an even field of N players every player but the last sits at board 1 once and at
    // every other board twice in one cycle of the table, while the last player's game is
    // always on board 1. Moving that game, in table round r (counted from 0), to the board
    // min(r, N − 1 − r) balances the whole field unless N ≡ 4 (mod 6). No scheme that only
    // exchanges the last player's game with one other game per round can work then: with
    // q = (N − 1)/3, the games of the board holding pairs q apart in the table form
    // triangles, and giving the last player its two visits there always leaves some player
    // of a triangle without that board or with three visits to it. The search below starts
    // from here and goes on from the best arrangement it finds; it balances 10 players, and
    // 16, 22, 28 and 34 take the stored orders above (4 players cannot be balanced at all).
    let mut moved = s.clone();
    let last = s.players;
    if last.is_multiple_of(2) {
        let span = last - 1;
        for round in &mut moved.rounds {
            let Some(at) = round
                .pairs
                .iter()
                .position(|&(w, b)| w == last || b == last)
            else {
                continue;
            };
            let (w, b) = round.pairs[at];
            let opponent = if w == last { b } else { w };
            // The table round in which `last` meets `opponent` (Annex 1's rotation).
            let r = 2 * (opponent - 1) % span;
            let target = (r.min(span - r) as usize).min(round.pairs.len() - 1);
            round.pairs.swap(at, target);
        }
    }
    if cost(&moved) < cost(s) {
        *s = moved;
    }
    let mut counts = s.board_counts();
    let mut total = cost(s);
    let mut best_total = total;
    let mut best: Vec<Vec<(u32, u32)>> = s.rounds.iter().map(|r| r.pairs.clone()).collect();
    let mut rng = arbiter_core::SplitMix64::new(0x005E_EDB0_A2D5_u64 ^ u64::from(s.players));
    let rounds = s.rounds.len();
    let limit = 2_000_000usize;
    let mut iteration = 0;
    while total > 0 && iteration < limit {
        iteration += 1;
        let r = rng.below(rounds as u64) as usize;
        let len = s.rounds[r].pairs.len();
        if len < 2 {
            continue;
        }
        let x = rng.below(len as u64) as usize;
        let mut y = rng.below(len as u64 - 1) as usize;
        if y >= x {
            y += 1;
        }
        let (gx, gy) = (s.rounds[r].pairs[x], s.rounds[r].pairs[y]);
        let players = [
            gx.0 as usize - 1,
            gx.1 as usize - 1,
            gy.0 as usize - 1,
            gy.1 as usize - 1,
        ];
        let before: u32 = players
            .iter()
            .map(|&p| cost_of(p, counts[p][x]) + cost_of(p, counts[p][y]))
            .sum();
        let mv = |counts: &mut Vec<Vec<u32>>, from: usize, to: usize, p: usize| {
            counts[p][from] -= 1;
            counts[p][to] += 1;
        };
        mv(&mut counts, x, y, players[0]);
        mv(&mut counts, x, y, players[1]);
        mv(&mut counts, y, x, players[2]);
        mv(&mut counts, y, x, players[3]);
        let after: u32 = players
            .iter()
            .map(|&p| cost_of(p, counts[p][x]) + cost_of(p, counts[p][y]))
            .sum();
        // Simulated annealing: improvements and sideways moves always, a worsening with a
        // probability that falls as the search cools.
        let accept = after <= before || {
            // Temperature in millionths: from 0.62 down to 0.02.
            let temperature = (600_000 * (limit - iteration) / limit + 20_000) as u64;
            rng.below(1_000_000) < acceptance(u64::from(after - before), temperature)
        };
        if accept {
            s.rounds[r].pairs.swap(x, y);
            total = total + after - before;
            if total < best_total {
                best_total = total;
                best = s.rounds.iter().map(|r| r.pairs.clone()).collect();
            }
        } else {
            mv(&mut counts, y, x, players[0]);
            mv(&mut counts, y, x, players[1]);
            mv(&mut counts, x, y, players[2]);
            mv(&mut counts, x, y, players[3]);
        }
    }
    for (round, pairs) in s.rounds.iter_mut().zip(best) {
        round.pairs = pairs;
    }
    BoardBalance {
        balanced: best_total == 0,
        excess: best_total,
    }
}

/// How the schedule of a tournament is chosen: single or double, and the variant.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub struct RoundRobinOptions {
    /// `Some(true)`: double; `Some(false)`: single; `None`: from the planned rounds.
    pub double: Option<bool>,
    /// The variant; `None`: from the TRF 192 code, else [`Variant::Fide`].
    pub variant: Option<Variant>,
}

/// Reads a system name or TRF 192 code that names a round robin.
///
/// User names: `roundrobin`, `round-robin`, `berger`, and `roundrobin:VARIANT` (`fide`,
/// `standard`, `adjusted`, `rotate=R`), also `doubleroundrobin[:VARIANT]`.
///
/// TRF 192 codes (arbiter writes and reads these): `ROUND_ROBIN` (a single round robin, or
/// a double one with the FIDE arrangement when the planned rounds (142/XXR) are those of
/// two cycles), `DOUBLE_ROUND_ROBIN` (= `DOUBLE_ROUND_ROBIN_FIDE`),
/// `DOUBLE_ROUND_ROBIN_FIDE`, `DOUBLE_ROUND_ROBIN_STANDARD`, `DOUBLE_ROUND_ROBIN_ADJUSTED`
/// and `DOUBLE_ROUND_ROBIN_ROTATE_R` (e.g. `DOUBLE_ROUND_ROBIN_ROTATE_4`). Codes of other
/// programs that contain `ROBIN` or `BERGER` are read the same way, `DOUBLE` making the
/// event a double round robin.
///
/// Returns `None` when the name is not a round robin; `Some(Err(..))` when it is one with a
/// variant that cannot be read.
#[must_use]
pub fn parse_name(name: &str) -> Option<Result<RoundRobinOptions, RoundRobinError>> {
    let lower = name.trim().to_ascii_lowercase();
    let (base, variant) = match lower.split_once(':') {
        Some((b, v)) => (b.trim().to_string(), Some(v.trim().to_string())),
        None => (lower.clone(), None),
    };
    let compact: String = base.chars().filter(|c| c.is_ascii_alphanumeric()).collect();
    if !(compact.contains("robin") || compact.contains("berger")) {
        return None;
    }
    let double = compact.contains("double");
    if let Some(v) = variant {
        return Some(v.parse().map(|variant| RoundRobinOptions {
            double: double.then_some(true),
            variant: Some(variant),
        }));
    }
    // A code with the variant written after the words (`DOUBLE_ROUND_ROBIN_ROTATE_4`).
    let words: Vec<&str> = base
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    let mut variant = None;
    for (i, w) in words.iter().enumerate() {
        let parsed = match *w {
            "fide" => Some(Ok(Variant::Fide)),
            "standard" | "plain" => Some(Ok(Variant::Standard)),
            "adjusted" => Some(Ok(Variant::Adjusted)),
            "rotate" => Some(format!("rotate={}", words.get(i + 1).unwrap_or(&"")).parse()),
            _ => None,
        };
        if let Some(p) = parsed {
            match p {
                Ok(v) => variant = Some(v),
                Err(e) => return Some(Err(e)),
            }
        }
    }
    Some(Ok(RoundRobinOptions {
        double: double.then_some(true),
        variant,
    }))
}

/// The round-robin pairing system: the next round of the Berger schedule (FIDE C.05
/// Annex 1), start ranks being table numbers.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub struct RoundRobin {
    /// What the caller fixed; the rest comes from the tournament.
    pub options: RoundRobinOptions,
}

impl RoundRobin {
    /// A system that reads everything from the tournament.
    #[must_use]
    pub fn new() -> Self {
        RoundRobin::default()
    }

    /// A system with the variant fixed (e.g. from `--variant`).
    #[must_use]
    pub fn with_variant(variant: Variant) -> Self {
        RoundRobin {
            options: RoundRobinOptions {
                double: None,
                variant: Some(variant),
            },
        }
    }

    /// The schedule the tournament is played by: its players (withdrawn ones included, they
    /// keep their slots); double when the options or the 192 code say so, or when more
    /// rounds are planned than one cycle has; the variant from the options, else the 192
    /// code, else [`Variant::Fide`].
    ///
    /// # Errors
    /// As [`schedule`].
    pub fn schedule_for(&self, t: &Tournament) -> Result<Schedule, RoundRobinError> {
        let players = u32::try_from(t.player_count()).unwrap_or(u32::MAX);
        let from_code = t
            .info
            .system_code
            .as_deref()
            .and_then(parse_name)
            .and_then(Result::ok)
            .unwrap_or_default();
        let cycle = table_size(players).saturating_sub(1);
        let double = self
            .options
            .double
            .or(from_code.double)
            .unwrap_or_else(|| t.planned_rounds.is_some_and(|p| u32::from(p) > cycle));
        let variant = self
            .options
            .variant
            .or(from_code.variant)
            .unwrap_or_default();
        schedule(players, double, variant)
    }
}

fn to_pairing_error(e: RoundRobinError) -> PairingError {
    match e {
        RoundRobinError::TooFewPlayers(n) => {
            PairingError::NoValidPairing(NoPairingReason::TooFewPlayers {
                available: n as usize,
            })
        }
        RoundRobinError::TooManyPlayers(n) => PairingError::TooLarge {
            players: n as usize,
        },
        other => PairingError::Schedule(crate::ScheduleError::new(
            other.to_string(),
            other.message(),
        )),
    }
}

impl RoundRobinError {
    /// The sentence of the error for the catalogue.
    #[must_use]
    pub fn message(&self) -> Message {
        match self {
            RoundRobinError::TooFewPlayers(n) => {
                Message::new("pairing-refused-roundrobin-few").text("count", n)
            }
            RoundRobinError::TooManyPlayers(n) => Message::new("pairing-refused-roundrobin-many")
                .text("count", n)
                .text("max", MAX_PLAYERS),
            RoundRobinError::UnknownVariant(v) => {
                Message::new("pairing-refused-roundrobin-variant").text("variant", v)
            }
            RoundRobinError::OddRotation(r) => {
                Message::new("pairing-refused-roundrobin-odd-rotation").text("rotate", r)
            }
            RoundRobinError::RotationBeyondTable {
                rotate,
                table,
                rounds,
            } => Message::new("pairing-refused-roundrobin-beyond")
                .text("rotate", rotate)
                .text("table", table)
                .text("rounds", rounds),
        }
    }
}

fn id(n: u32) -> PlayerId {
    PlayerId::from_index(n as usize - 1)
}

impl PairingSystem for RoundRobin {
    fn name(&self) -> &'static str {
        "Round robin (Berger tables, FIDE C.05 Annex 1)"
    }

    /// The next round of the schedule. Colours are the table's; when the tournament says
    /// the top-ranked player had black in round 1 (TRF 152 / `XXC black1`), every colour is
    /// reversed.
    ///
    /// - The player drawn against the phantom of an odd field gets the pairing-allocated
    ///   bye (TRF `U`). It scores what the event's scoring system gives that bye (a win
    ///   unless the 162 record says otherwise); every player has it once per cycle, so the
    ///   order of the standings does not depend on it. Events that count the phantom game as
    ///   simply not played give the bye 0 points in their scoring system.
    /// - A withdrawn player keeps the table slot: the game stays on its board and is lost by
    ///   default when the result is entered; nobody is re-paired. Two withdrawn players
    ///   drawn together are not paired (both listed as withdrawn).
    /// - A player with a requested bye or a known absence for the round gets it; the table
    ///   opponent is left without a game that round (noted in the report).
    fn pair(&self, tournament: &Tournament) -> Result<Pairing, PairingError> {
        let schedule = self.schedule_for(tournament).map_err(to_pairing_error)?;
        let round = tournament.next_round();
        let Some(planned) = schedule.rounds.get(round.index()) else {
            return Err(PairingError::BeyondLastRound {
                round,
                planned: u16::try_from(schedule.rounds.len()).unwrap_or(u16::MAX),
            });
        };
        let reverse = tournament.initial_colour == Some(Colour::Black);
        Ok(pairing_of(tournament, round, planned, reverse))
    }

    fn check(
        &self,
        tournament: &Tournament,
        games: &[PairedGame],
        bye: Option<PlayerId>,
    ) -> Result<CheckReport, PairingError> {
        let expected = self.pair(tournament)?;
        Ok(CheckReport {
            differences: differences(&expected, games, bye)?,
            expected,
        })
    }
}

/// The differences between the table's pairing and a pairing made elsewhere: every one
/// breaks the table.
fn differences(
    expected: &Pairing,
    games: &[PairedGame],
    bye: Option<PlayerId>,
) -> Result<Vec<Difference>, PairingError> {
    crate::compare::differences(
        expected,
        games,
        bye,
        &crate::compare::Judge {
            source: "the table",
            colours: BERGER_TABLE,
            extra_game: &|_, _| Some(BERGER_TABLE),
            missing_game: Some(BERGER_TABLE),
            bye: &|_| Some(BERGER_TABLE),
        },
    )
}

fn pairing_of(t: &Tournament, round: RoundNo, planned: &ScheduledRound, reverse: bool) -> Pairing {
    let absent = |p: PlayerId| t.request(p, round).map(|r| r.kind.unwrap_or(ByeKind::Zero));
    let withdrawn = |p: PlayerId| t.is_withdrawn(p, round);
    let mut games = Vec::new();
    let mut requested_byes = Vec::new();
    let mut gone = Vec::new();
    let mut deviations = Vec::new();
    let mut note = |players: Vec<PlayerId>, detail: String, message: Message| {
        deviations.push(Deviation {
            players,
            criterion: BERGER_TABLE,
            detail,
            message,
        });
    };
    for (board, &(w, b)) in planned.pairs.iter().enumerate() {
        let (w, b) = if reverse {
            (id(b), id(w))
        } else {
            (id(w), id(b))
        };
        let board = board + 1;
        match (absent(w), absent(b)) {
            (None, None) => {}
            (aw, ab) => {
                for (p, kind, other) in [(w, aw, b), (b, ab, w)] {
                    if let Some(k) = kind {
                        requested_byes.push((p, k));
                        if absent(other).is_none() {
                            note(
                                vec![p, other],
                                format!(
                                    "{p} is absent in round {round} ({}); {other}, drawn against {p} on board {board}, has no game this round",
                                    bye_word(k)
                                ),
                                Message::new("pairing-dev-roundrobin-absent")
                                    .text("player", p)
                                    .text("round", round)
                                    .text("kind", bye_kind(k))
                                    .text("other", other)
                                    .text("board", board),
                            );
                        }
                    }
                }
                continue;
            }
        }
        match (withdrawn(w), withdrawn(b)) {
            (true, true) => {
                gone.push(w);
                gone.push(b);
            }
            (false, false) => games.push(PairedGame {
                white: w,
                black: b,
                handicap: 0,
            }),
            (ww, _) => {
                let (out, other) = if ww { (w, b) } else { (b, w) };
                note(
                    vec![out, other],
                    format!(
                        "{out} has withdrawn and keeps the table slot: the game against {other} on board {board} is lost by default"
                    ),
                    Message::new("pairing-dev-roundrobin-withdrawn")
                        .text("player", out)
                        .text("other", other)
                        .text("board", board),
                );
                games.push(PairedGame {
                    white: w,
                    black: b,
                    handicap: 0,
                });
            }
        }
    }
    let mut bye = None;
    if let Some(p) = planned.bye.map(id) {
        if let Some(k) = absent(p) {
            requested_byes.push((p, k));
        } else if withdrawn(p) {
            gone.push(p);
        } else {
            bye = Some(p);
        }
    }
    let residents: Vec<PlayerId> = t.player_ids().collect();
    let pairs = games.iter().map(|g| (g.white, g.black)).collect();
    Pairing {
        round,
        games,
        bye,
        requested_byes,
        withdrawn: gone,
        brackets: vec![BracketReport {
            upward: false,
            score: Points::ZERO,
            residents,
            moved_down: Vec::new(),
            downfloaters: Vec::new(),
            pairs,
            failures: Vec::new(),
            deviations,
            keys: Vec::new(),
            key_messages: Vec::new(),
        }],
    }
}

/// The kind of a bye as a selector of the catalogue's messages.
fn bye_kind(kind: ByeKind) -> &'static str {
    match kind {
        ByeKind::PairingAllocated => "pairing",
        ByeKind::Full => "full",
        ByeKind::Half => "half",
        ByeKind::Zero => "zero",
    }
}

fn bye_word(kind: ByeKind) -> &'static str {
    match kind {
        ByeKind::PairingAllocated => "pairing-allocated bye",
        ByeKind::Full => "full-point bye",
        ByeKind::Half => "half-point bye",
        ByeKind::Zero => "zero-point bye",
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn acceptance_follows_the_exponential() {
        // e^(-delta/T) within half a percent of its value, from integers only.
        for (delta, t, exact) in [
            (1u64, 1_000_000u64, 367_879u64),
            (1, 600_000, 188_876),
            (2, 620_000, 39_716),
            (1, 20_000, 0),
            (0, 500_000, 1_000_000),
        ] {
            let got = acceptance(delta, t);
            assert!(
                got.abs_diff(exact) <= exact / 200 + 1,
                "{delta}/{t}: {got} vs {exact}"
            );
        }
    }

    #[test]
    fn stored_boards_balance_their_fields() {
        for &(players, rows) in STORED_BOARDS {
            assert_eq!(rows.len() as u32, players / 2);
            let mut s = schedule(players, false, Variant::Fide).unwrap();
            assert!(excess(&s) > 0, "{players}: the table alone is not balanced");
            assert_eq!(
                stored_boards(&mut s),
                Some(BoardBalance {
                    balanced: true,
                    excess: 0
                }),
                "{players}"
            );
            assert_eq!(excess(&s), 0);
        }
    }

    #[test]
    fn four_players() {
        assert_eq!(berger_round(4, 1), vec![(1, 4), (2, 3)]);
        assert_eq!(berger_round(4, 2), vec![(4, 3), (1, 2)]);
        assert_eq!(berger_round(4, 3), vec![(2, 4), (3, 1)]);
        assert!(berger_round(4, 4).is_empty());
        assert!(berger_round(5, 1).is_empty());
    }

    #[test]
    fn odd_field_gives_the_phantom_opponent_the_bye() {
        let s = schedule(3, false, Variant::Fide).unwrap();
        let byes: Vec<Option<u32>> = s.rounds.iter().map(|r| r.bye).collect();
        assert_eq!(byes, vec![Some(1), Some(3), Some(2)]);
        assert_eq!(s.rounds[0].pairs, vec![(2, 3)]);
    }

    #[test]
    fn variants_parse() {
        assert_eq!("rotate=4".parse::<Variant>(), Ok(Variant::Rotate(4)));
        assert_eq!("ROTATE_6".parse::<Variant>(), Ok(Variant::Rotate(6)));
        assert_eq!(
            "rotate=3".parse::<Variant>(),
            Err(RoundRobinError::OddRotation(3))
        );
        assert!("sideways".parse::<Variant>().is_err());
        for v in [
            Variant::Fide,
            Variant::Standard,
            Variant::Adjusted,
            Variant::Rotate(8),
        ] {
            assert_eq!(v.to_string().parse::<Variant>(), Ok(v));
        }
    }

    #[test]
    fn names_and_codes() {
        let opts = |s: &str| parse_name(s).unwrap().unwrap();
        assert_eq!(opts("roundrobin"), RoundRobinOptions::default());
        assert_eq!(
            opts("roundrobin:rotate=4").variant,
            Some(Variant::Rotate(4))
        );
        assert_eq!(
            opts("DOUBLE_ROUND_ROBIN_ROTATE_4"),
            RoundRobinOptions {
                double: Some(true),
                variant: Some(Variant::Rotate(4))
            }
        );
        assert_eq!(
            opts("DOUBLE_ROUND_ROBIN_STANDARD").variant,
            Some(Variant::Standard)
        );
        assert_eq!(opts("Round Robin").double, None);
        assert!(parse_name("dutch").is_none());
        assert!(parse_name("roundrobin:rotate=5").unwrap().is_err());
    }

    #[test]
    fn rotation_beyond_the_table() {
        assert_eq!(
            schedule(6, true, Variant::Rotate(6)),
            Err(RoundRobinError::RotationBeyondTable {
                rotate: 6,
                table: 6,
                rounds: 5
            })
        );
        assert!(schedule(1, false, Variant::Fide).is_err());
    }
}
