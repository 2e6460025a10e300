//! Varma tables (FIDE C.05 Annex 2): a restricted drawing of pairing numbers for round
//! robins, so that players of the same federation meet in the early rounds of the Berger
//! table and never in its last three rounds.
//!
//! The numbers of a table are split into four groups A, B, C and D (one envelope each).
//! The players of the federation with most players draw first (ties: the federation code in
//! alphabetical order; within a federation: names in alphabetical order); the first of them
//! chooses an envelope holding at least enough numbers for the whole contingent, and every
//! player of that contingent draws a number from it. Numbers left in an envelope remain
//! available to the next contingents, which proceed the same way.
//!
//! With the Berger tables, players of one group never meet in the last three rounds, with
//! one exception in the published table: for 11/12 players, 6 and 12 share group C and meet
//! in round 11.
//!
//! The table is published for 9 to 24 players (an odd field uses the row of one more
//! player, the extra number being the bye). A contingent larger than every envelope left
//! (which the Annex does not foresee) takes the fullest envelope and continues in the next
//! fullest.

use arbiter_core::SplitMix64;
use std::collections::BTreeMap;

/// Why Varma numbers cannot be drawn.
#[derive(Clone, Eq, PartialEq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum VarmaError {
    /// No Varma table is available for this number of players.
    #[error("no Varma table for {0} players (the tables cover 9 to 24 players)")]
    NoTable(usize),
}

/// The groups A, B, C, D for 9/10 … 23/24 players (C.05 Annex 2, point 5).
const GROUPS: [[&[u32]; 4]; 8] = [
    [&[3, 4, 8], &[5, 7, 9], &[1, 6], &[2, 10]],
    [&[4, 5, 9, 10], &[1, 2, 7], &[6, 8, 12], &[3, 11]],
    [&[4, 5, 6, 11, 12], &[1, 2, 8, 9], &[7, 10, 13], &[3, 14]],
    [
        &[5, 6, 7, 12, 13, 14],
        &[1, 2, 3, 9, 10],
        &[8, 11, 15],
        &[4, 16],
    ],
    [
        &[5, 6, 7, 8, 14, 15, 16],
        &[1, 2, 3, 10, 11, 12],
        &[9, 13, 17],
        &[4, 18],
    ],
    [
        &[6, 7, 8, 9, 15, 16, 17, 18],
        &[1, 2, 3, 11, 12, 13, 14],
        &[5, 10, 19],
        &[4, 20],
    ],
    [
        &[6, 7, 8, 9, 10, 17, 18, 19, 20],
        &[1, 2, 3, 4, 12, 13, 14, 15],
        &[11, 16, 21],
        &[5, 22],
    ],
    [
        &[6, 7, 8, 9, 10, 11, 19, 20, 21, 22],
        &[1, 2, 3, 4, 13, 14, 15, 16, 17],
        &[12, 18, 23],
        &[5, 24],
    ],
];

/// The four groups (A, B, C, D) of pairing numbers for a field of `players`; for an odd
/// field the number `players + 1` (the bye) is left out.
///
/// # Errors
/// No table for the field.
pub fn groups(players: usize) -> Result<[Vec<u32>; 4], VarmaError> {
    if !(9..=24).contains(&players) {
        return Err(VarmaError::NoTable(players));
    }
    let row = GROUPS[(players + players % 2 - 10) / 2];
    let keep = |g: &[u32]| -> Vec<u32> {
        g.iter()
            .copied()
            .filter(|&n| n as usize <= players)
            .collect()
    };
    Ok([keep(row[0]), keep(row[1]), keep(row[2]), keep(row[3])])
}

/// The source of the lots: `pick(n)` returns a number in `0..n`, as drawing one of n
/// envelopes or numbers would.
pub trait Lots {
    /// A choice among `n` (n ≥ 1) equally likely options.
    fn pick(&mut self, n: usize) -> usize;
}

/// Reproducible lots from a seed (SplitMix64), for tests and for draws that must be
/// repeatable (publish the seed).
#[derive(Clone, Debug)]
pub struct SeededLots(SplitMix64);

impl SeededLots {
    /// The lots of `seed`.
    #[must_use]
    pub const fn new(seed: u64) -> Self {
        Self(SplitMix64::new(seed))
    }
}

impl Lots for SeededLots {
    fn pick(&mut self, n: usize) -> usize {
        // One number per pick, even for no choice, as the lots of every seed always drew.
        let z = self.0.next_u64();
        if n == 0 {
            0
        } else {
            usize::try_from(z % n as u64).unwrap_or(0)
        }
    }
}

/// A player entering the draw.
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct Entrant {
    /// The name, for the order within a federation.
    pub name: String,
    /// The federation code.
    pub federation: String,
}

/// Draws a pairing number for every entrant (C.05 Annex 2). Returns the numbers in the
/// order of `entrants`.
///
/// # Errors
/// No table for the field.
pub fn draw(entrants: &[Entrant], lots: &mut dyn Lots) -> Result<Vec<u32>, VarmaError> {
    let mut envelopes: Vec<Vec<u32>> = groups(entrants.len())?.into_iter().collect();
    let mut by_fed: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for (i, e) in entrants.iter().enumerate() {
        by_fed.entry(e.federation.as_str()).or_default().push(i);
    }
    let mut contingents: Vec<(&str, Vec<usize>)> = by_fed.into_iter().collect();
    // Largest first; the BTreeMap already orders equal sizes by federation code.
    contingents.sort_by_key(|c| std::cmp::Reverse(c.1.len()));
    let mut numbers = vec![0u32; entrants.len()];
    for (_, mut members) in contingents {
        members.sort_by(|&a, &b| entrants[a].name.cmp(&entrants[b].name).then(a.cmp(&b)));
        let mut rest: &[usize] = &members;
        while !rest.is_empty() {
            let fitting: Vec<usize> = (0..envelopes.len())
                .filter(|&e| envelopes[e].len() >= rest.len())
                .collect();
            let envelope = if fitting.is_empty() {
                // Larger than every envelope: the fullest one first.
                (0..envelopes.len())
                    .max_by_key(|&e| (envelopes[e].len(), std::cmp::Reverse(e)))
                    .unwrap_or(0)
            } else {
                fitting[lots.pick(fitting.len())]
            };
            let take = rest.len().min(envelopes[envelope].len());
            if take == 0 {
                break;
            }
            for &player in &rest[..take] {
                let pool = &mut envelopes[envelope];
                let n = pool.swap_remove(lots.pick(pool.len()));
                numbers[player] = n;
            }
            rest = &rest[take..];
        }
    }
    Ok(numbers)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn groups_cover_every_number_once() {
        for n in 9..=24 {
            let g = groups(n).unwrap();
            let mut all: Vec<u32> = g.iter().flatten().copied().collect();
            all.sort_unstable();
            assert_eq!(all, (1..=n as u32).collect::<Vec<_>>(), "{n} players");
        }
        assert_eq!(groups(8), Err(VarmaError::NoTable(8)));
        assert_eq!(groups(25), Err(VarmaError::NoTable(25)));
    }

    #[test]
    fn a_contingent_shares_one_envelope() {
        let fed = |i: usize| match i {
            0..=3 => "NOR",
            4..=6 => "SWE",
            7..=8 => "DEN",
            _ => "ISL",
        };
        let entrants: Vec<Entrant> = (0..12)
            .map(|i| Entrant {
                name: format!("Player {i:02}"),
                federation: fed(i).to_string(),
            })
            .collect();
        for seed in 0..20 {
            let numbers = draw(&entrants, &mut SeededLots::new(seed)).unwrap();
            let mut sorted = numbers.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (1..=12).collect::<Vec<u32>>());
            let g = groups(12).unwrap();
            let group_of = |n: u32| g.iter().position(|grp| grp.contains(&n)).unwrap();
            // The four Norwegians hold the only envelope of four numbers.
            let nor: Vec<usize> = numbers[..4].iter().map(|&n| group_of(n)).collect();
            assert!(nor.iter().all(|&x| x == nor[0]) && g[nor[0]].len() == 4);
            // The Swedes share an envelope of three.
            let swe: Vec<usize> = numbers[4..7].iter().map(|&n| group_of(n)).collect();
            assert!(swe.iter().all(|&x| x == swe[0]));
        }
    }
}
