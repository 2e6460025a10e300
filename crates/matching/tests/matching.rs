//! Tests of the blossom matching from outside the crate: exhaustive comparison on small
//! random graphs, the classic hand-made graphs that drive each blossom operation, and
//! larger structured graphs whose optimum is known in closed form.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_matching::{Wide, max_weight_matching, max_weight_matching_dense};
use proptest::prelude::*;

// ---------------------------------------------------------------------------------------
// Helpers: an independent big sum, validation, exhaustive optimum.
// ---------------------------------------------------------------------------------------

/// A sum of weights of up to three limbs, kept apart from `Wide`'s own arithmetic so the
/// checks do not trust the code under test. Field order makes the derived order numeric.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
struct Total {
    hi: u128,
    lo: u128,
}

impl Total {
    fn of<const N: usize>(w: Wide<N>) -> Self {
        assert!(N <= 3, "the test sums hold at most three limbs");
        let limb = |i: usize| if i < N { u128::from(w.0[i]) } else { 0 };
        Total {
            hi: limb(2),
            lo: limb(0) | (limb(1) << 64),
        }
    }

    fn add(self, o: Self) -> Self {
        let (lo, carry) = self.lo.overflowing_add(o.lo);
        Total {
            hi: self.hi + o.hi + u128::from(carry),
            lo,
        }
    }
}

type Edges<const N: usize> = Vec<(usize, usize, Wide<N>)>;
type Mates = Vec<Option<usize>>;
/// A classic graph's edges and its expected pairs.
type ClassicCase = (&'static [(usize, usize, u64)], &'static [(usize, usize)]);

/// Weight of every vertex pair, `None` where there is no edge.
fn adjacency<const N: usize>(
    n: usize,
    edges: &[(usize, usize, Wide<N>)],
) -> Vec<Vec<Option<Total>>> {
    let mut adj = vec![vec![None; n]; n];
    for &(a, b, w) in edges {
        assert!(a != b && adj[a][b].is_none(), "test graphs are simple");
        adj[a][b] = Some(Total::of(w));
        adj[b][a] = Some(Total::of(w));
    }
    adj
}

/// Checks that `mates` is a matching of the graph and returns its size and weight.
fn check_matching<const N: usize>(
    n: usize,
    edges: &[(usize, usize, Wide<N>)],
    mates: &[Option<usize>],
) -> (usize, Total) {
    assert_eq!(mates.len(), n, "one entry a vertex");
    let adj = adjacency(n, edges);
    let mut size = 0;
    let mut total = Total::default();
    for (v, &m) in mates.iter().enumerate() {
        let Some(u) = m else { continue };
        assert!(u < n, "mate {u} of {v} is not a vertex");
        assert_ne!(u, v, "vertex {v} matched to itself");
        assert_eq!(mates[u], Some(v), "mate array not symmetric at {v}-{u}");
        let w = adj[v][u].unwrap_or_else(|| panic!("{v}-{u} is matched but not an edge"));
        if v < u {
            size += 1;
            total = total.add(w);
        }
    }
    (size, total)
}

/// Best matching by exhaustion over vertex subsets: the heaviest one, or with
/// `cardinality_first` the heaviest among those with the most edges.
fn brute_force<const N: usize>(
    n: usize,
    edges: &[(usize, usize, Wide<N>)],
    cardinality_first: bool,
) -> (usize, Total) {
    assert!(n <= 16, "exhaustive search is for small graphs");
    let adj = adjacency(n, edges);
    let better = |a: (usize, Total), b: (usize, Total)| {
        if cardinality_first { a > b } else { a.1 > b.1 }
    };
    let mut best = vec![(0usize, Total::default()); 1 << n];
    for mask in 1usize..(1 << n) {
        let v = mask.trailing_zeros() as usize;
        let rest = mask & !(1 << v);
        let mut here = best[rest];
        for u in v + 1..n {
            if rest & (1 << u) == 0 {
                continue;
            }
            if let Some(w) = adj[v][u] {
                let sub = best[rest & !(1 << u)];
                let cand = (sub.0 + 1, sub.1.add(w));
                if better(cand, here) {
                    here = cand;
                }
            }
        }
        best[mask] = here;
    }
    best[(1 << n) - 1]
}

/// Runs the matching, validates it and returns (mates, size, weight).
fn solve<const N: usize>(n: usize, edges: &[(usize, usize, Wide<N>)]) -> (Mates, usize, Total) {
    let mates = max_weight_matching(n, edges);
    let (size, total) = check_matching(n, edges, &mates);
    (mates, size, total)
}

/// `v << shift` as a `Wide<N>` (`v` must fit after the shift).
fn shifted<const N: usize>(v: u64, shift: u32) -> Wide<N> {
    let mut limbs = [0u64; N];
    let limb = (shift / 64) as usize;
    let bit = shift % 64;
    limbs[limb] = v << bit;
    if bit > 0 {
        let spill = v >> (64 - bit);
        if limb + 1 < N {
            limbs[limb + 1] = spill;
        } else {
            assert_eq!(spill, 0, "shifted weight does not fit");
        }
    } else {
        assert!(limb < N);
    }
    Wide(limbs)
}

fn w2(v: u64) -> Wide<2> {
    Wide([v, 0])
}

fn plain(edges: &[(usize, usize, u64)]) -> Edges<2> {
    edges.iter().map(|&(a, b, w)| (a, b, w2(w))).collect()
}

fn vertex_count(edges: &[(usize, usize, u64)]) -> usize {
    edges
        .iter()
        .map(|&(a, b, _)| a.max(b) + 1)
        .max()
        .unwrap_or(0)
}

fn mates_of(n: usize, pairs: &[(usize, usize)]) -> Mates {
    let mut m = vec![None; n];
    for &(a, b) in pairs {
        assert!(m[a].is_none() && m[b].is_none(), "expected pairs overlap");
        m[a] = Some(b);
        m[b] = Some(a);
    }
    m
}

// ---------------------------------------------------------------------------------------
// Random graphs.
// ---------------------------------------------------------------------------------------

/// A random simple graph on at most `max_n` vertices: density from sparse to complete,
/// edges listed in random order and orientation.
fn graph<const N: usize, S>(max_n: usize, weight: S) -> impl Strategy<Value = (usize, Edges<N>)>
where
    S: Strategy<Value = Wide<N>> + Clone + 'static,
{
    (0..=max_n, 1u32..=10).prop_flat_map(move |(n, density)| {
        let pairs: Vec<(usize, usize)> = (0..n)
            .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
            .collect();
        let len = pairs.len();
        proptest::collection::vec((0u32..10, any::<bool>(), weight.clone()), len)
            .prop_map(move |picks| {
                pairs
                    .iter()
                    .zip(picks)
                    .filter(|(_, (roll, _, _))| *roll < density)
                    .map(|(&(a, b), (_, flip, w))| if flip { (b, a, w) } else { (a, b, w) })
                    .collect::<Edges<N>>()
            })
            .prop_shuffle()
            .prop_map(move |edges| (n, edges))
    })
}

/// Weights 1..=4: many ties.
fn tiny() -> impl Strategy<Value = Wide<2>> + Clone {
    (1u64..=4).prop_map(w2)
}

/// Weights up to a million.
fn medium() -> impl Strategy<Value = Wide<2>> + Clone {
    (1u64..=1_000_000).prop_map(w2)
}

/// A low limb that is often at or near a carry boundary.
fn edgy_limb() -> impl Strategy<Value = u64> + Clone {
    prop_oneof![
        0u64..=3,
        (u64::MAX - 3)..=u64::MAX,
        Just(1u64 << 63),
        ((1u64 << 63) - 2)..=((1u64 << 63) + 1),
        any::<u64>(),
    ]
}

/// Two-limb weights with the high limb set (values well above 2^64, kept below 2^124 so
/// that the doubled duals have headroom).
fn wide2() -> impl Strategy<Value = Wide<2>> + Clone {
    let high = prop_oneof![
        0u64..=3,
        Just(1u64 << 40),
        Just((1u64 << 60) - 1),
        Just(1u64 << 59)
    ];
    (edgy_limb(), high).prop_map(|(lo, hi)| {
        if lo == 0 && hi == 0 {
            Wide([1, 0])
        } else {
            Wide([lo, hi])
        }
    })
}

/// One-limb weights, large ones up to 2^61 among small ones.
fn wide1() -> impl Strategy<Value = Wide<1>> + Clone {
    prop_oneof![
        1u64..=5,
        (1u64 << 59)..(1u64 << 61),
        ((1u64 << 61) - 4)..(1u64 << 61)
    ]
    .prop_map(|v| Wide([v]))
}

/// Two-limb weights up to 2^125 - 1, mixed with tiny ones so that the duals spread out.
/// The algorithm doubles weights and adds two vertex duals of up to twice the doubled
/// maximum, so it needs three spare bits at the top (the engines keep four).
fn near_limit() -> impl Strategy<Value = Wide<2>> + Clone {
    const TOP: u64 = (1 << 61) - 1;
    prop_oneof![
        (1u64..=3).prop_map(w2),
        Just(Wide([0, 1 << 60])),
        (any::<u64>(), 0..=TOP).prop_map(|(lo, hi)| Wide([lo.max(1), hi])),
        ((u64::MAX - 1)..=u64::MAX).prop_map(|lo| Wide([lo, TOP])),
    ]
}

/// Three-limb weights, the top limb small so ties in it are frequent.
fn wide3() -> impl Strategy<Value = Wide<3>> + Clone {
    (edgy_limb(), edgy_limb(), 0u64..=3).prop_map(|(lo, mid, hi)| {
        if lo == 0 && mid == 0 && hi == 0 {
            Wide([1, 0, 0])
        } else {
            Wide([lo, mid, hi])
        }
    })
}

fn assert_optimal<const N: usize>(n: usize, edges: &[(usize, usize, Wide<N>)]) {
    let (_, _, total) = solve(n, edges);
    let (_, best) = brute_force(n, edges, false);
    assert_eq!(total, best, "n={n} edges={edges:?}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn optimal_with_tied_weights((n, edges) in graph(12, tiny())) {
        assert_optimal(n, &edges);
    }

    #[test]
    fn optimal_with_medium_weights((n, edges) in graph(12, medium())) {
        assert_optimal(n, &edges);
    }

    #[test]
    fn optimal_with_two_limb_weights((n, edges) in graph(12, wide2())) {
        assert_optimal(n, &edges);
    }

    #[test]
    fn optimal_with_one_limb_weights((n, edges) in graph(12, wide1())) {
        assert_optimal(n, &edges);
    }

    #[test]
    fn optimal_near_the_headroom_limit((n, edges) in graph(12, near_limit())) {
        assert_optimal(n, &edges);
    }

    #[test]
    fn optimal_with_three_limb_weights((n, edges) in graph(11, wide3())) {
        assert_optimal(n, &edges);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// The documented way to ask for a maximum-cardinality matching: one unit in a limb
    /// above every possible sum of the real weights makes each extra edge outweigh them.
    #[test]
    fn cardinality_bonus_gives_maximum_cardinality(
        (n, edges) in graph(12, (edgy_limb(), 1u64..=1000).prop_map(|(a, b)| Wide([a, b, 0])))
    ) {
        // Real weights take the two lower limbs; the bonus is limb 2.
        let bonus: Edges<3> = edges.iter().map(|&(a, b, w)| (a, b, Wide([w.0[0], w.0[1], 1]))).collect();
        let (mates, size, _) = solve(n, &bonus);
        let (_, real_total) = check_matching(n, &edges, &mates);
        let (best_size, best_total) = brute_force(n, &edges, true);
        prop_assert_eq!(size, best_size);
        prop_assert_eq!(real_total, best_total);
    }

    /// Zero weights are documented as useless; they must at least do no harm.
    #[test]
    fn zero_weights_do_no_harm((n, edges) in graph(10, (0u64..=3).prop_map(w2))) {
        assert_optimal(n, &edges);
    }

    #[test]
    fn deterministic((n, edges) in graph(12, tiny())) {
        let first = max_weight_matching(n, &edges);
        let second = max_weight_matching(n, &edges);
        prop_assert_eq!(first, second);
    }

    #[test]
    fn total_independent_of_edge_order(
        ((n, edges), perm, flips) in graph(12, tiny()).prop_flat_map(|(n, edges)| {
            let len = edges.len();
            let order: Vec<usize> = (0..len).collect();
            (Just((n, edges)), Just(order).prop_shuffle(), proptest::collection::vec(any::<bool>(), len))
        })
    ) {
        let reordered: Edges<2> = perm
            .iter()
            .zip(&flips)
            .map(|(&k, &flip)| {
                let (a, b, w) = edges[k];
                if flip { (b, a, w) } else { (a, b, w) }
            })
            .collect();
        let (_, _, t1) = solve(n, &edges);
        let (_, _, t2) = solve(n, &reordered);
        prop_assert_eq!(t1, t2);
    }

    #[test]
    fn total_independent_of_vertex_numbering(
        ((n, edges), relabel) in graph(12, medium()).prop_flat_map(|(n, edges)| {
            (Just((n, edges)), Just((0..n).collect::<Vec<usize>>()).prop_shuffle())
        })
    ) {
        let renamed: Edges<2> = edges.iter().map(|&(a, b, w)| (relabel[a], relabel[b], w)).collect();
        let (_, _, t1) = solve(n, &edges);
        let (_, _, t2) = solve(n, &renamed);
        prop_assert_eq!(t1, t2);
    }

    /// Every step of the algorithm is invariant under scaling all weights by a power of
    /// two, so moving the weights across limb boundaries must not change a single mate.
    #[test]
    fn mates_invariant_under_limb_shifts(
        (n, edges) in graph(12, (1u64..=50).prop_map(w2)),
        shift in prop_oneof![Just(1u32), Just(63), Just(64), Just(65), 100u32..=120, 127u32..=129],
        top_shift in 185u32..=240,
    ) {
        let base = max_weight_matching(n, &edges);
        let moved: Edges<4> = edges.iter().map(|&(a, b, w)| (a, b, shifted::<4>(w.0[0], top_shift))).collect();
        prop_assert_eq!(&base, &max_weight_matching(n, &moved));
        let moved: Edges<3> = edges.iter().map(|&(a, b, w)| (a, b, shifted::<3>(w.0[0], shift))).collect();
        prop_assert_eq!(&base, &max_weight_matching(n, &moved));
        if shift <= 64 {
            let moved: Edges<2> = edges.iter().map(|&(a, b, w)| (a, b, shifted::<2>(w.0[0], shift))).collect();
            prop_assert_eq!(&base, &max_weight_matching(n, &moved));
        }
    }

    /// Paths and cycles far beyond exhaustive search, against a linear dynamic program.
    #[test]
    fn long_paths_and_cycles(
        weights in proptest::collection::vec(1u64..=30, 3..=120),
        cycle in any::<bool>(),
    ) {
        let n = weights.len();
        let edges: Edges<2> = (0..if cycle { n } else { n - 1 })
            .map(|i| (i, (i + 1) % n, w2(weights[i])))
            .collect();
        let (_, _, total) = solve(n, &edges);
        // Best matching of the path over vertices lo..=hi (edge i joins i and i + 1).
        let path_best = |lo: usize, hi: usize| -> u64 {
            let (mut before, mut last) = (0u64, 0u64);
            for i in lo + 1..=hi {
                let here = last.max(before + weights[i - 1]);
                before = last;
                last = here;
            }
            last
        };
        let expected = if cycle {
            path_best(0, n - 1).max(weights[n - 1] + path_best(1, n - 2))
        } else {
            path_best(0, n - 1)
        };
        prop_assert_eq!(total, Total::of(w2(expected)));
    }

    /// The public wide arithmetic against u128.
    #[test]
    fn wide_arithmetic_matches_u128(a in any::<u128>(), b in any::<u128>(), v in any::<u64>(), s in 0u32..128) {
        let wide = |x: u128| Wide::<2>([x as u64, (x >> 64) as u64]);
        let back = |w: Wide<2>| u128::from(w.0[0]) | (u128::from(w.0[1]) << 64);
        prop_assert_eq!(back(wide(a).plus(wide(b))), a.wrapping_add(b));
        prop_assert_eq!(back(wide(a).minus(wide(b))), a.wrapping_sub(b));
        prop_assert_eq!(back(wide(a).half()), a >> 1);
        prop_assert_eq!(back(wide(a).double()), a.wrapping_shl(1));
        prop_assert_eq!(wide(a).cmp(&wide(b)), a.cmp(&b));
        prop_assert_eq!(wide(a).is_zero(), a == 0);
        let mut c = wide(a);
        c.add_shifted(v, s);
        prop_assert_eq!(back(c), a.wrapping_add(u128::from(v).wrapping_shl(s)));
        let width = 1 + s % 64;
        let mask = if width == 64 { u64::MAX } else { (1u64 << width) - 1 };
        prop_assert_eq!(wide(a).bits(s, width), ((a >> s) as u64) & mask);
    }
}

// ---------------------------------------------------------------------------------------
// Classic hand-made graphs.
//
// The graphs and expected matchings below are the test graphs of J. van Rantwijk's
// maximum-weight matching implementation (the reference Python module and its later
// test suite), built to drive each operation of Galil's (1986) description of the
// algorithm: blossom creation, relabelling, nesting, expansion in every state. Vertex
// numbers are kept, so several graphs have an unused vertex 0. Negative weights do not
// exist here; those cases are adapted as noted.
// ---------------------------------------------------------------------------------------

/// Checks one classic case: exact mates, in three encodings of the same weights (low
/// limb, high limb of `Wide<2>`, spread over limbs 1 and 2 of `Wide<3>`), and the
/// expected matching's weight against exhaustive search.
fn classic(edges: &[(usize, usize, u64)], expected: &[(usize, usize)]) {
    let n = vertex_count(edges);
    let want = mates_of(n, expected);
    let low = plain(edges);
    let (got, _, total) = solve(n, &low);
    assert_eq!(got, want, "edges {edges:?}");
    assert_eq!(
        total,
        brute_force(n, &low, false).1,
        "expected matching not optimal"
    );

    let high: Edges<2> = edges
        .iter()
        .map(|&(a, b, w)| (a, b, shifted::<2>(w, 64)))
        .collect();
    assert_eq!(solve(n, &high).0, want, "high limb, edges {edges:?}");

    let spread: Edges<3> = edges
        .iter()
        .map(|&(a, b, w)| (a, b, shifted::<3>(w, 124)))
        .collect();
    assert_eq!(solve(n, &spread).0, want, "three limbs, edges {edges:?}");
}

/// Like [`classic`] but with a cardinality bonus in the high limb.
fn classic_max_cardinality(edges: &[(usize, usize, u64)], any_of: &[&[(usize, usize)]]) {
    let n = vertex_count(edges);
    let bonus: Edges<2> = edges
        .iter()
        .map(|&(a, b, w)| (a, b, Wide([w, 1])))
        .collect();
    let (got, _, _) = solve(n, &bonus);
    assert!(
        any_of.iter().any(|pairs| mates_of(n, pairs) == got),
        "got {got:?} for {edges:?}"
    );
}

#[test]
fn empty_and_edgeless_graphs() {
    assert!(max_weight_matching::<2>(0, &[]).is_empty());
    assert_eq!(max_weight_matching::<2>(5, &[]), vec![None; 5]);
    // An edge among isolated vertices.
    assert_eq!(
        max_weight_matching(6, &[(4, 2, w2(1))]),
        vec![None, None, Some(4), None, Some(2), None]
    );
}

#[test]
fn trivial_cases() {
    classic(&[(0, 1, 1)], &[(0, 1)]);
    classic(&[(1, 2, 10), (2, 3, 11)], &[(2, 3)]);
    classic(&[(1, 2, 5), (2, 3, 11), (3, 4, 5)], &[(2, 3)]);
    // The suite's real-valued case with weights scaled by 10^4 to integers.
    classic(
        &[
            (1, 2, 31_416),
            (2, 3, 27_183),
            (1, 3, 30_000),
            (1, 4, 14_142),
        ],
        &[(2, 3), (1, 4)],
    );
    // The negative-weights case with its negative edges left out (they never help).
    classic(&[(1, 2, 2), (2, 3, 1)], &[(1, 2)]);
    // Leave some vertices unmatched.
    classic(
        &[
            (0, 1, 2),
            (0, 4, 3),
            (1, 2, 7),
            (1, 5, 2),
            (2, 3, 9),
            (2, 5, 4),
            (3, 4, 8),
            (3, 5, 4),
        ],
        &[(1, 2), (3, 4)],
    );
}

#[test]
fn maximum_cardinality_by_weights() {
    classic_max_cardinality(&[(1, 2, 5), (2, 3, 11), (3, 4, 5)], &[&[(1, 2), (3, 4)]]);
    // The negative-weights case, all weights raised by 7 to make them positive.
    classic_max_cardinality(
        &[(1, 2, 9), (1, 3, 5), (2, 3, 8), (2, 4, 6), (3, 4, 1)],
        &[&[(1, 3), (2, 4)]],
    );
    classic_max_cardinality(
        &[
            (0, 1, 2),
            (0, 4, 3),
            (1, 2, 7),
            (1, 5, 2),
            (2, 3, 9),
            (2, 5, 4),
            (3, 4, 8),
            (3, 5, 4),
        ],
        &[&[(0, 1), (2, 5), (3, 4)], &[(0, 4), (1, 2), (3, 5)]],
    );
}

#[test]
fn s_blossoms() {
    // Create an S-blossom and use it for augmentation.
    classic(
        &[(1, 2, 8), (1, 3, 9), (2, 3, 10), (3, 4, 7)],
        &[(1, 2), (3, 4)],
    );
    classic(
        &[
            (1, 2, 8),
            (1, 3, 9),
            (2, 3, 10),
            (3, 4, 7),
            (1, 6, 5),
            (4, 5, 6),
        ],
        &[(2, 3), (1, 6), (4, 5)],
    );
    // Create a nested S-blossom, use it for augmentation.
    classic(
        &[
            (1, 2, 9),
            (1, 3, 9),
            (2, 3, 10),
            (2, 4, 8),
            (3, 5, 8),
            (4, 5, 10),
            (5, 6, 6),
        ],
        &[(1, 3), (2, 4), (5, 6)],
    );
    // Create an S-blossom, relabel it as S, include it in a nested S-blossom.
    classic(
        &[
            (1, 2, 10),
            (1, 7, 10),
            (2, 3, 12),
            (3, 4, 20),
            (3, 5, 20),
            (4, 5, 25),
            (5, 6, 10),
            (6, 7, 10),
            (7, 8, 8),
        ],
        &[(1, 2), (3, 4), (5, 6), (7, 8)],
    );
    // Create a nested S-blossom, augment, expand recursively.
    classic(
        &[
            (1, 2, 8),
            (1, 3, 8),
            (2, 3, 10),
            (2, 4, 12),
            (3, 5, 12),
            (4, 5, 14),
            (4, 6, 12),
            (5, 7, 12),
            (6, 7, 14),
            (7, 8, 12),
        ],
        &[(1, 2), (3, 5), (4, 6), (7, 8)],
    );
    // Create a nested S-blossom, relabel it as S, expand recursively.
    classic(
        &[
            (1, 2, 40),
            (1, 3, 40),
            (2, 3, 60),
            (2, 4, 55),
            (3, 5, 55),
            (4, 5, 50),
            (1, 8, 15),
            (5, 7, 30),
            (7, 6, 10),
            (8, 10, 10),
            (4, 9, 30),
        ],
        &[(1, 2), (3, 5), (7, 6), (8, 10), (4, 9)],
    );
    // Create a nested S-blossom, augment, expand only the outer one.
    classic(
        &[
            (0, 1, 8),
            (0, 2, 8),
            (1, 2, 9),
            (1, 3, 6),
            (2, 4, 7),
            (3, 4, 8),
            (3, 5, 5),
        ],
        &[(0, 1), (2, 4), (3, 5)],
    );
    // Leave a nested S-blossom whose inner blossom has a zero dual.
    classic(
        &[
            (0, 1, 7),
            (0, 2, 7),
            (1, 2, 9),
            (0, 3, 7),
            (0, 4, 7),
            (3, 4, 9),
            (5, 6, 2),
        ],
        &[(1, 2), (3, 4), (5, 6)],
    );
    // Drop a redundant edge while making a blossom.
    classic(
        &[
            (0, 1, 7),
            (0, 4, 6),
            (1, 2, 9),
            (2, 3, 8),
            (3, 4, 9),
            (2, 5, 1),
            (4, 5, 1),
        ],
        &[(1, 2), (3, 4)],
    );
}

#[test]
fn t_blossoms() {
    // Create an S-blossom, relabel it as a T-blossom, use it for augmentation.
    classic(
        &[
            (1, 2, 9),
            (1, 3, 8),
            (2, 3, 10),
            (1, 4, 5),
            (4, 5, 4),
            (1, 6, 3),
        ],
        &[(2, 3), (4, 5), (1, 6)],
    );
    classic(
        &[
            (1, 2, 9),
            (1, 3, 8),
            (2, 3, 10),
            (1, 4, 5),
            (4, 5, 3),
            (1, 6, 4),
        ],
        &[(2, 3), (4, 5), (1, 6)],
    );
    classic(
        &[
            (1, 2, 9),
            (1, 3, 8),
            (2, 3, 10),
            (1, 4, 5),
            (4, 5, 3),
            (3, 6, 4),
        ],
        &[(1, 2), (4, 5), (3, 6)],
    );
    // Create an S-blossom, relabel it as T, expand it.
    classic(
        &[
            (1, 2, 23),
            (1, 5, 22),
            (1, 6, 15),
            (2, 3, 25),
            (3, 4, 22),
            (4, 5, 25),
            (4, 8, 14),
            (5, 7, 13),
        ],
        &[(1, 6), (2, 3), (4, 8), (5, 7)],
    );
    // Create a nested S-blossom, relabel it as T, expand it.
    classic(
        &[
            (1, 2, 19),
            (1, 3, 20),
            (1, 8, 8),
            (2, 3, 25),
            (2, 4, 18),
            (3, 5, 18),
            (4, 5, 13),
            (4, 7, 7),
            (5, 6, 7),
        ],
        &[(1, 8), (2, 3), (4, 7), (5, 6)],
    );
}

/// The pentagon (1..=5) with pendant edges: the blossom is relabelled as T in more than
/// one way and expanded. `pendants` are the weights of 4-8, 5-7.
fn nasty_pentagon(pendants: (u64, u64)) -> Vec<(usize, usize, u64)> {
    vec![
        (1, 2, 45),
        (1, 5, 45),
        (2, 3, 50),
        (3, 4, 45),
        (4, 5, 50),
        (1, 6, 30),
        (3, 9, 35),
        (4, 8, pendants.0),
        (5, 7, pendants.1),
        (9, 10, 5),
    ]
}

#[test]
fn t_blossom_expansion() {
    let expected = [(2, 3), (1, 6), (4, 8), (5, 7), (9, 10)];
    // Relabel as T in more than one way, expand, augment.
    classic(&nasty_pentagon((35, 26)), &expected);
    // Again, slightly different.
    classic(&nasty_pentagon((26, 40)), &expected);
    // Expand such that a new least-slack S-to-free edge is produced, augment.
    classic(&nasty_pentagon((28, 26)), &expected);
    // A nested blossom relabelled as T in more than one way; expanding the outer
    // blossom leaves the inner one on an augmenting path.
    classic(
        &[
            (1, 2, 45),
            (1, 7, 45),
            (2, 3, 50),
            (3, 4, 45),
            (4, 5, 95),
            (4, 6, 94),
            (5, 6, 94),
            (6, 7, 50),
            (1, 8, 30),
            (3, 11, 35),
            (5, 9, 36),
            (7, 10, 26),
            (11, 12, 5),
        ],
        &[(2, 3), (4, 6), (1, 8), (5, 9), (7, 10), (11, 12)],
    );
}

#[test]
fn corner_cases() {
    // Small graphs from the same suite, made to fail on specific slips in the code.
    let cases: &[ClassicCase] = &[
        (&[(0, 4, 26), (1, 3, 31), (1, 4, 49)], &[(0, 4), (1, 3)]),
        (&[(0, 2, 42), (0, 4, 36), (2, 3, 26)], &[(0, 4), (2, 3)]),
        (&[(0, 4, 43), (1, 4, 28), (2, 4, 38)], &[(0, 4)]),
        (&[(0, 1, 50), (0, 3, 46), (0, 4, 45)], &[(0, 1)]),
        (&[(0, 1, 35), (0, 3, 36), (0, 4, 46)], &[(0, 4)]),
        (
            &[
                (0, 1, 50),
                (0, 4, 51),
                (0, 5, 34),
                (1, 2, 43),
                (1, 4, 57),
                (2, 5, 47),
                (3, 4, 17),
            ],
            &[(0, 1), (2, 5), (3, 4)],
        ),
        (
            &[
                (0, 1, 34),
                (0, 3, 19),
                (1, 2, 45),
                (1, 3, 30),
                (1, 4, 37),
                (2, 4, 36),
            ],
            &[(0, 1), (2, 4)],
        ),
        (
            &[
                (0, 1, 48),
                (0, 3, 42),
                (0, 4, 57),
                (1, 3, 51),
                (1, 5, 36),
                (2, 3, 23),
                (4, 5, 46),
            ],
            &[(0, 1), (2, 3), (4, 5)],
        ),
        (
            &[
                (0, 1, 21),
                (0, 2, 25),
                (0, 5, 42),
                (1, 4, 40),
                (2, 3, 10),
                (2, 5, 40),
                (3, 5, 31),
                (4, 5, 58),
            ],
            &[(0, 2), (1, 4), (3, 5)],
        ),
        (
            &[
                (0, 2, 7),
                (0, 5, 20),
                (1, 2, 50),
                (1, 4, 46),
                (2, 3, 35),
                (2, 4, 8),
                (2, 5, 25),
                (3, 5, 47),
            ],
            &[(0, 5), (1, 4), (2, 3)],
        ),
        (
            &[
                (0, 1, 42),
                (0, 2, 60),
                (1, 3, 34),
                (1, 4, 58),
                (1, 5, 52),
                (2, 5, 60),
                (3, 5, 34),
                (4, 5, 57),
            ],
            &[(0, 2), (1, 4), (3, 5)],
        ),
        (
            &[(0, 1, 23), (0, 2, 26), (0, 3, 22), (0, 4, 41), (2, 4, 36)],
            &[(0, 1), (2, 4)],
        ),
        (
            &[
                (0, 3, 58),
                (0, 4, 49),
                (1, 5, 34),
                (2, 3, 22),
                (2, 5, 42),
                (4, 5, 36),
            ],
            &[(0, 4), (1, 5), (2, 3)],
        ),
        (
            &[
                (0, 1, 29),
                (0, 3, 35),
                (0, 4, 42),
                (1, 2, 12),
                (2, 4, 29),
                (3, 4, 44),
            ],
            &[(0, 1), (3, 4)],
        ),
        (
            &[
                (0, 4, 53),
                (0, 5, 42),
                (1, 4, 45),
                (2, 4, 59),
                (2, 6, 39),
                (4, 5, 69),
                (4, 6, 52),
            ],
            &[(0, 5), (1, 4), (2, 6)],
        ),
        (
            &[(0, 2, 13), (1, 2, 11), (2, 3, 39), (2, 4, 17), (3, 4, 35)],
            &[(0, 2), (3, 4)],
        ),
    ];
    for (edges, expected) in cases {
        classic(edges, expected);
    }
}

// ---------------------------------------------------------------------------------------
// Larger structured graphs with a known optimum.
// ---------------------------------------------------------------------------------------

/// K_{k,k} with w(i, j') = 1000 + i·j: by the rearrangement inequality the identity
/// assignment is the unique optimum.
#[test]
fn complete_bipartite_assignment() {
    let k = 24;
    let mut edges = Vec::new();
    for i in 0..k {
        for j in 0..k {
            edges.push((i, k + j, w2(1000 + (i * j) as u64)));
        }
    }
    let (mates, size, total) = solve(2 * k, &edges);
    assert_eq!(size, k);
    let expected: u64 = (0..k).map(|i| 1000 + (i * i) as u64).sum();
    assert_eq!(total, Total::of(w2(expected)));
    for (i, mate) in mates.iter().take(k).enumerate() {
        assert_eq!(*mate, Some(k + i));
    }
}

/// An odd cycle with equal weights: any near-perfect matching is optimal.
#[test]
fn long_odd_cycle() {
    for n in [3usize, 5, 51, 151] {
        let edges: Edges<2> = (0..n).map(|i| (i, (i + 1) % n, Wide([7, 1]))).collect();
        let (mates, size, _) = solve(n, &edges);
        assert_eq!(size, n / 2);
        assert_eq!(mates.iter().filter(|m| m.is_none()).count(), 1);
    }
    // With one light edge, some near-perfect matching avoids it.
    let n = 101;
    let edges: Edges<2> = (0..n)
        .map(|i| (i, (i + 1) % n, w2(if i == 40 { 5 } else { 6 })))
        .collect();
    let (mates, size, total) = solve(n, &edges);
    assert_eq!(size, 50);
    assert_eq!(total, Total::of(w2(300)));
    assert_ne!(mates[40], Some(41));
}

/// K_n with w(i, j) = 2^(4i) + 2^(4j): every perfect matching weighs the sum of all
/// vertex terms, so with n even the optimum is perfect and with n odd the vertex left out
/// is the one with the smallest term, vertex 0. Weights reach past 2^116 and tie a lot.
#[test]
fn complete_graph_with_vertex_terms() {
    let term = |i: usize| shifted::<2>(1, 4 * i as u32);
    for n in [30usize, 31] {
        let mut edges = Vec::new();
        for i in 0..n {
            for j in i + 1..n {
                let (a, b) = (term(i), term(j));
                edges.push((j, i, Wide([a.0[0] | b.0[0], a.0[1] | b.0[1]])));
            }
        }
        let (mates, size, total) = solve(n, &edges);
        assert_eq!(size, n / 2);
        let first = n % 2; // vertex 0 stays single when n is odd
        let expected = (first..n).fold(Total::default(), |acc, i| acc.add(Total::of(term(i))));
        assert_eq!(total, expected);
        if n % 2 == 1 {
            assert_eq!(mates[0], None);
        }
    }
}

/// K_n with w(i, j) = 2^64 + 2000 - (i - j)^2: the big term forces a perfect matching,
/// and the only perfect matching with every pair at distance one is (0,1), (2,3), ...
#[test]
fn complete_graph_neighbours() {
    let n = 40;
    let mut edges = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            let d = (j - i) as u64;
            edges.push((i, j, Wide([2000 - d * d, 1])));
        }
    }
    let (mates, size, total) = solve(n, &edges);
    assert_eq!(size, n / 2);
    let expected = (0..n / 2).fold(Total::default(), |acc, _| {
        acc.add(Total::of(Wide::<2>([1999, 1])))
    });
    assert_eq!(total, expected);
    for i in (0..n).step_by(2) {
        assert_eq!(mates[i], Some(i + 1));
    }
}

/// A graph whose duals spread far: heaviest weight 2^125 - 1, the documented limit,
/// with tiny weights beside it. The same graph with every weight doubled overflows the
/// intermediate sums and comes out wrong, which is why the limit is documented.
#[test]
fn weights_at_the_documented_limit() {
    let top: u128 = (1 << 125) - 1;
    let half: u128 = 1 << 124;
    let edges: Edges<2> = [
        (0, 1, half),
        (0, 2, 1),
        (0, 3, half),
        (0, 4, 1),
        (0, 5, top - 1),
        (1, 3, 2),
        (1, 4, 1),
        (2, 3, top),
        (2, 4, top),
        (2, 5, 27_702_164_241_590_761_573_387_674_853_117_507),
        (3, 4, half),
        (3, 5, half),
        (4, 5, 2),
    ]
    .iter()
    .map(|&(a, b, w)| (a, b, Wide([w as u64, (w >> 64) as u64])))
    .collect();
    let (_, _, total) = solve(6, &edges);
    assert_eq!(total, brute_force(6, &edges, false).1);
}

/// Many disjoint copies of a blossom-heavy classic graph in one input: components must
/// not interfere, and blossom numbering must cope with many blossoms at once.
#[test]
fn disjoint_copies_of_a_classic_graph() {
    let one = nasty_pentagon((35, 26));
    let per = vertex_count(&one);
    let copies = 20;
    let mut edges = Vec::new();
    for c in 0..copies {
        for &(a, b, w) in &one {
            edges.push((c * per + a, c * per + b, w2(w + c as u64)));
        }
    }
    let n = copies * per;
    let (mates, _, _) = solve(n, &edges);
    for c in 0..copies {
        for &(a, b) in &[(2, 3), (1, 6), (4, 8), (5, 7), (9, 10)] {
            assert_eq!(mates[c * per + a], Some(c * per + b), "copy {c}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// The dense graph solved on a thin part first (one or two edges per vertex, then
    /// the edges its duals fail) reaches the optimum weight of the whole graph.
    #[test]
    fn dense_solve_from_a_thin_part_is_optimal(
        (n, edges) in graph(12, tiny()),
        per_vertex in 1usize..3,
    ) {
        let lookup: Vec<Vec<Option<Wide<2>>>> = (0..n)
            .map(|a| (0..n).map(|b| edges.iter().find(|e| (e.0, e.1) == (a, b) || (e.1, e.0) == (a, b)).map(|e| e.2)).collect())
            .collect();
        let start: Vec<(usize, usize)> = edges.iter().take(n / 3).map(|e| (e.0, e.1)).collect();
        let mates = max_weight_matching_dense(n, |a, b| lookup[a][b], &start, per_vertex);
        let (_, total) = check_matching(n, &edges, &mates);
        let (_, best) = brute_force(n, &edges, false);
        prop_assert_eq!(total, best);
    }
}
