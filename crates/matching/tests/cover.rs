//! Tests of the double-cover perfect matching from outside the crate: on small random
//! graphs, against an exhaustive search, from a cold start and from arbitrary or earlier
//! solutions.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_matching::{DoubleCover, Optimum, Start, Wide};
use proptest::prelude::*;
use std::cmp::Ordering;

type Edges = Vec<(usize, usize, Wide<2>)>;

/// The most pairs and, among matchings with that many, the heaviest weight, by
/// exhaustion over vertex subsets (weights fit in a u128 here).
fn brute_force(n: usize, edges: &Edges) -> (usize, u128) {
    let mut adj = vec![vec![None; n]; n];
    for &(a, b, w) in edges {
        adj[a][b] = Some(u128::from(w.0[0]));
        adj[b][a] = Some(u128::from(w.0[0]));
    }
    let mut best = vec![(0usize, 0u128); 1 << n];
    for mask in 1usize..(1 << n) {
        let v = mask.trailing_zeros() as usize;
        let rest = mask & !(1 << v);
        let mut here = best[rest];
        for u in v + 1..n {
            if rest & (1 << u) != 0
                && let Some(w) = adj[v][u]
            {
                let sub = best[rest & !(1 << u)];
                here = here.max((sub.0 + 1, sub.1 + w));
            }
        }
        best[mask] = here;
    }
    best[(1 << n) - 1]
}

/// A simple graph on up to `max_n` vertices with weights up to `top`.
fn graph(max_n: usize, top: u64) -> impl Strategy<Value = (usize, Edges)> {
    (2..=max_n, 1u32..=10).prop_flat_map(move |(n, density)| {
        let pairs: Vec<(usize, usize)> = (0..n)
            .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
            .collect();
        let len = pairs.len();
        proptest::collection::vec((0u32..10, 1..=top), len).prop_map(move |picks| {
            let edges = pairs
                .iter()
                .zip(picks)
                .filter(|(_, (roll, _))| *roll < density)
                .map(|(&(a, b), (_, w))| (a, b, Wide([w, 0])))
                .collect();
            (n, edges)
        })
    })
}

/// Checks a solve against the exhaustive optimum: no answer only without a perfect
/// matching, no matching from an answer without one; duals that cover every edge twice and sum to at least twice the optimum;
/// and, when the assignment is a matching, a perfect one of the optimum's weight, tight
/// on its pairs. Returns whether it was a matching.
fn check(n: usize, edges: &Edges, cover: Option<&DoubleCover<2>>) -> Result<bool, TestCaseError> {
    let (size, best) = brute_force(n, edges);
    let Some(cover) = cover else {
        prop_assert!(2 * size < n, "a perfect matching of weight {best} exists");
        return Ok(false);
    };
    for &(a, b, w) in edges {
        prop_assert_ne!(
            cover.covers(a, b, w),
            Ordering::Less,
            "{}-{} not covered",
            a,
            b
        );
    }
    if 2 * size < n {
        // A fractional perfect matching (odd cycles) without a perfect one.
        prop_assert!(cover.matching().is_none());
        return Ok(false);
    }
    // The duals sum to at least twice the optimum (weak duality); two's complement.
    let sum = (0..n).fold(Wide::<2>::ZERO, |s, v| s.plus(cover.dual(v)));
    prop_assert!(sum.0[1] >> 63 == 0 && sum.0[0] as u128 + ((sum.0[1] as u128) << 64) >= 2 * best);
    let Some(mate) = cover.matching() else {
        return Ok(false);
    };
    let mut total = 0u128;
    for (v, &m) in mate.iter().enumerate() {
        prop_assert!(m < n && mate[m] == v && m != v);
        let w = edges
            .iter()
            .find(|e| (e.0, e.1) == (v, m) || (e.1, e.0) == (v, m))
            .map(|e| e.2);
        prop_assert!(w.is_some(), "{}-{} is not an edge", v, m);
        let w = w.unwrap();
        prop_assert_eq!(cover.covers(v, m, w), Ordering::Equal);
        if v < m {
            total += u128::from(w.0[0]);
        }
    }
    prop_assert_eq!(total, best);
    Ok(true)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// From a cold start.
    #[test]
    fn cold_start_is_optimal((n, edges) in graph(12, 1_000_000)) {
        let cover = DoubleCover::solve(n, &edges, None);
        check(n, &edges, cover.as_ref())?;
    }

    /// With many ties.
    #[test]
    fn ties_are_optimal((n, edges) in graph(12, 3)) {
        let cover = DoubleCover::solve(n, &edges, None);
        check(n, &edges, cover.as_ref())?;
    }

    /// From any start: duals too low or too high, some unknown, pairs that are edges
    /// or not, overlapping or not.
    #[test]
    fn any_start_is_optimal(
        (n, edges) in graph(12, 1_000),
        duals in proptest::collection::vec((proptest::option::of(0u64..3_000), proptest::option::of(0u64..3_000)), 12),
        picks in proptest::collection::vec(proptest::option::of(0usize..12), 12),
        shift in 0u64..2_000,
    ) {
        // Duals around zero both ways: subtract `shift` in two's complement.
        let signed = |d: u64| Wide::<2>([d, 0]).minus(Wide([shift, 0]));
        let start = Start {
            row: duals.iter().take(n).map(|d| d.0.map(signed)).collect(),
            col: duals.iter().take(n).map(|d| d.1.map(signed)).collect(),
            assigned: picks.iter().take(n).copied().collect(),
        };
        let cover = DoubleCover::solve(n, &edges, Some(&start));
        check(n, &edges, cover.as_ref())?;
    }

    /// From the solution of a graph that differs in a few edges' weights and in all of
    /// one vertex's (whose duals are then unknown), as a score group's matching for
    /// another odd player.
    #[test]
    fn start_from_a_nearby_solution(
        (n, edges) in graph(12, 1_000),
        changes in proptest::collection::vec((0usize..80, 1u64..=1_000), 0..6),
        cut in 0usize..12,
    ) {
        let Some(before) = DoubleCover::solve(n, &edges, None) else {
            return Ok(());
        };
        let mut after = edges.clone();
        for (k, w) in changes {
            if let Some(e) = after.get_mut(k) {
                e.2 = Wide([w, 0]);
            }
        }
        for e in &mut after {
            if e.0 == cut || e.1 == cut {
                e.2 = Wide([e.2.0[0] * 7 % 1_000 + 1, 0]);
            }
        }
        let mut start = before.start();
        if cut < n {
            start.row[cut] = None;
            start.col[cut] = None;
        }
        let cover = DoubleCover::solve(n, &after, Some(&start));
        check(n, &after, cover.as_ref())?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// A bipartite graph's fractional optimum is a matching: the answer is always one
    /// when a perfect matching exists.
    #[test]
    fn bipartite_graphs_give_a_matching(
        half in 1usize..=6,
        picks in proptest::collection::vec((any::<bool>(), 1u64..=1_000), 36),
    ) {
        let edges: Edges = (0..half)
            .flat_map(|a| (0..half).map(move |b| (a, half + b)))
            .zip(picks)
            .filter(|(_, (keep, _))| *keep)
            .map(|((a, b), (_, w))| (a, b, Wide([w, 0])))
            .collect();
        let n = 2 * half;
        let cover = DoubleCover::solve(n, &edges, None);
        let matched = check(n, &edges, cover.as_ref())?;
        prop_assert_eq!(matched, 2 * brute_force(n, &edges).0 == n);
    }
}

/// The blossom method from a fractional optimum (odd cycles and all): a perfect matching
/// of the exhaustive optimum's weight exactly when one exists, covered by its duals on
/// every edge and exactly on its pairs.
fn check_from_cover(n: usize, edges: &Edges) -> Result<(), TestCaseError> {
    let Some(cover) = DoubleCover::solve(n, edges, None) else {
        return Ok(());
    };
    let (size, best) = brute_force(n, edges);
    let pairs = cover.pairs();
    for &(a, b) in &pairs {
        let w = edges
            .iter()
            .find(|e| (e.0, e.1) == (a, b) || (e.1, e.0) == (a, b))
            .map(|e| e.2);
        prop_assert!(w.is_some(), "{}-{} is not an edge", a, b);
        prop_assert_eq!(cover.covers(a, b, w.unwrap()), Ordering::Equal);
    }
    let duals: Vec<Wide<2>> = (0..n).map(|v| cover.dual(v)).collect();
    let Some(opt) = Optimum::solve_perfect(n, edges, &duals, &pairs) else {
        prop_assert!(2 * size < n, "a perfect matching of weight {best} exists");
        return Ok(());
    };
    prop_assert_eq!(2 * size, n);
    let mut total = 0u128;
    for (v, m) in opt.mate.iter().enumerate() {
        let m = m.expect("every vertex matched");
        prop_assert_eq!(opt.mate[m], Some(v));
        let w = edges
            .iter()
            .find(|e| (e.0, e.1) == (v, m) || (e.1, e.0) == (v, m))
            .map(|e| e.2);
        prop_assert!(w.is_some(), "{}-{} is not an edge", v, m);
        prop_assert_eq!(opt.covers(v, m, w.unwrap()), Ordering::Equal);
        if v < m {
            total += u128::from(w.unwrap().0[0]);
        }
    }
    for &(a, b, w) in edges {
        prop_assert_ne!(
            opt.covers(a, b, w),
            Ordering::Less,
            "{}-{} not covered",
            a,
            b
        );
    }
    prop_assert_eq!(total, best);
    Ok(())
}

/// A graph of an even number of vertices made of heavy triangles, joined by lighter
/// edges: its fractional optimum has odd cycles while perfect matchings exist.
fn triangles() -> impl Strategy<Value = (usize, Edges)> {
    (1usize..=2).prop_flat_map(|k| {
        let n = 6 * k;
        let pairs: Vec<(usize, usize)> = (0..n)
            .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
            .collect();
        let len = pairs.len();
        proptest::collection::vec((0u32..10, 1u64..=1_000), len).prop_map(move |picks| {
            let edges = pairs
                .iter()
                .zip(picks)
                .filter(|&(&(a, b), (roll, _))| a / 3 == b / 3 || roll < 4)
                .map(|(&(a, b), (_, w))| {
                    let heavy = if a / 3 == b / 3 { 2_000 } else { 0 };
                    (a, b, Wide([w + heavy, 0]))
                })
                .collect();
            (n, edges)
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Odd cycles in the fractional optimum.
    #[test]
    fn blossoms_from_odd_cycles((n, edges) in triangles()) {
        check_from_cover(n, &edges)?;
    }

    /// Weights spread wide.
    #[test]
    fn blossoms_from_a_fractional_optimum((n, edges) in graph(12, 1_000_000)) {
        check_from_cover(n, &edges)?;
    }

    /// Many ties.
    #[test]
    fn blossoms_from_a_fractional_optimum_with_ties((n, edges) in graph(12, 3)) {
        check_from_cover(n, &edges)?;
    }
}
