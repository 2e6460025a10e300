//! Tests of the maximum-cardinality matching on graphs given by an adjacency test:
//! exhaustive comparison on small random graphs (from empty and from partial matchings,
//! with vertices taken out), comparison with the weighted matching on larger graphs, and
//! the odd cycles that need blossoms.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_matching::{Cardinality, Wide, max_weight_matching};
use proptest::prelude::*;

/// A graph as an adjacency matrix.
#[derive(Clone, Debug)]
struct Graph {
    n: usize,
    adj: Vec<Vec<bool>>,
}

impl Graph {
    fn from_bits(n: usize, bits: &[bool]) -> Self {
        let mut adj = vec![vec![false; n]; n];
        let pairs = (0..n).flat_map(|a| (a + 1..n).map(move |b| (a, b)));
        for ((a, b), &e) in pairs.zip(bits) {
            adj[a][b] = e;
            adj[b][a] = e;
        }
        Graph { n, adj }
    }

    fn has(&self, a: usize, b: usize) -> bool {
        self.adj[a][b]
    }

    /// The most pairs any matching of the vertices `keep` makes, by exhaustion.
    fn best(&self, keep: &[usize]) -> usize {
        let m = keep.len();
        assert!(m <= 16, "exhaustive search is for small graphs");
        let mut best = vec![0usize; 1 << m];
        for mask in 1usize..(1 << m) {
            let i = mask.trailing_zeros() as usize;
            let rest = mask & !(1 << i);
            let mut here = best[rest];
            for j in i + 1..m {
                if rest & (1 << j) != 0 && self.has(keep[i], keep[j]) {
                    here = here.max(best[rest & !(1 << j)] + 1);
                }
            }
            best[mask] = here;
        }
        best[(1 << m) - 1]
    }

    /// The size of a maximum matching by the weighted algorithm, every edge weighing one.
    fn weighted(&self) -> usize {
        let mut edges = Vec::new();
        for a in 0..self.n {
            for b in a + 1..self.n {
                if self.has(a, b) {
                    edges.push((a, b, Wide::<1>([1])));
                }
            }
        }
        max_weight_matching(self.n, &edges)
            .iter()
            .filter(|m| m.is_some())
            .count()
            / 2
    }
}

/// Checks that the matching uses only edges between vertices of the graph, each once,
/// and returns its number of pairs.
fn check(g: &Graph, m: &Cardinality) -> usize {
    let live = m.live().to_vec();
    let mut pairs = 0;
    for v in 0..g.n {
        let Some(u) = m.mate(v) else { continue };
        assert!(
            live.contains(&v) && live.contains(&u),
            "{v}-{u} left the graph"
        );
        assert_eq!(m.mate(u), Some(v), "not symmetric at {v}-{u}");
        assert!(g.has(v, u), "{v}-{u} is no edge");
        if v < u {
            pairs += 1;
        }
    }
    assert_eq!(m.pairs().len(), pairs);
    pairs
}

fn graph(max: usize) -> impl Strategy<Value = Graph> {
    (2..=max).prop_flat_map(|n| {
        let pairs = n * (n - 1) / 2;
        (Just(n), prop::collection::vec(any::<bool>(), pairs))
            .prop_map(|(n, bits)| Graph::from_bits(n, &bits))
    })
}

/// A dense graph: every pair an edge but with probability `holes` in a hundred.
fn dense(n: usize, holes: u64, seed: u64) -> Graph {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut bits = Vec::new();
    for _ in 0..n * (n - 1) / 2 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        bits.push(x % 100 >= holes);
    }
    Graph::from_bits(n, &bits)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    /// From the empty matching, the largest matching of the graph.
    #[test]
    fn maximum_from_nothing(g in graph(14)) {
        let mut m = Cardinality::new(g.n);
        let left = m.maximise(|a, b| g.has(a, b));
        let size = check(&g, &m);
        let all: Vec<usize> = (0..g.n).collect();
        prop_assert_eq!(size, g.best(&all));
        prop_assert_eq!(left.len(), g.n - 2 * size);
        prop_assert_eq!(m.perfect(|a, b| g.has(a, b)), 2 * size == g.n);
    }

    /// From a greedy matching, with some vertices taken out (one of them possibly
    /// matched), the largest matching of the vertices left.
    #[test]
    fn maximum_after_removals(g in graph(14), out in prop::collection::vec(0usize..14, 0..4)) {
        let mut m = Cardinality::new(g.n);
        for a in 0..g.n {
            for b in a + 1..g.n {
                if g.has(a, b) {
                    m.pair(a, b);
                }
            }
        }
        for &v in &out {
            m.remove(v % g.n);
        }
        m.maximise(|a, b| g.has(a, b));
        let size = check(&g, &m);
        let keep: Vec<usize> = (0..g.n).filter(|v| out.iter().all(|o| o % g.n != *v)).collect();
        prop_assert_eq!(size, g.best(&keep));
    }

    /// A search that fails changes nothing.
    #[test]
    fn a_failed_search_changes_nothing(g in graph(12)) {
        let mut m = Cardinality::new(g.n);
        m.maximise(|a, b| g.has(a, b));
        let before = m.pairs();
        for v in m.exposed() {
            prop_assert!(!m.augment(|a, b| g.has(a, b), v));
            prop_assert_eq!(m.pairs(), before.clone());
        }
    }

    /// On an odd graph whose maximum matching leaves one vertex over, the vertices
    /// `even_reach` gives from it are those without which the rest can all be paired.
    #[test]
    fn even_reach_finds_every_vertex_that_can_be_left_over(g in graph(13)) {
        let n = g.n | 1;
        let g = if n == g.n { g } else {
            let mut adj = g.adj.clone();
            // One more vertex, joined to two thirds of the others.
            for (v, row) in adj.iter_mut().enumerate() {
                row.push(v % 3 != 0);
            }
            adj.push((0..n).map(|v| v < n - 1 && v % 3 != 0).collect());
            Graph { n, adj }
        };
        let mut m = Cardinality::new(n);
        let left = m.maximise(|a, b| g.has(a, b));
        let all: Vec<usize> = (0..n).collect();
        let best = g.best(&all);
        if left.len() == 1 {
            let mut reach = m.even_reach(|a, b| g.has(a, b), left[0]).expect("no path");
            reach.sort_unstable();
            let want: Vec<usize> = (0..n)
                .filter(|&v| {
                    let keep: Vec<usize> = all.iter().copied().filter(|&u| u != v).collect();
                    2 * g.best(&keep) == n - 1
                })
                .collect();
            prop_assert_eq!(reach, want);
        } else {
            prop_assert!(2 * best + 1 < n);
        }
        // A matched vertex, or one that still has a path, gives nothing.
        if let Some(&(a, _)) = m.pairs().first() {
            prop_assert!(m.even_reach(|x, y| g.has(x, y), a).is_none());
        }
    }
}

/// Larger graphs, dense and sparse, against the weighted matching.
#[test]
fn agrees_with_the_weighted_matching_on_larger_graphs() {
    for (n, holes, seed) in [
        (60, 50, 1),
        (61, 90, 2),
        (80, 96, 3),
        (120, 97, 4),
        (150, 10, 5),
        (151, 99, 6),
    ] {
        let g = dense(n, holes, seed);
        let mut m = Cardinality::new(n);
        m.maximise(|a, b| g.has(a, b));
        assert_eq!(check(&g, &m), g.weighted(), "n {n}, holes {holes}");
    }
}

/// A path that runs through a blossom: the exposed vertex 0 on a five-cycle 0-1-2-3-4
/// matched 1-2 and 3-4, and the exposed vertex 5 hanging on 1, which the search from 0
/// first labels inner. Only by contracting the cycle does 1 become outer and reach 5:
/// 5-1, 2-3, 4-0.
#[test]
fn a_path_through_a_blossom() {
    let mut adj = vec![vec![false; 6]; 6];
    for &(a, b) in &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 0), (1, 5)] {
        adj[a][b] = true;
        adj[b][a] = true;
    }
    let g = Graph { n: 6, adj };
    let mut m = Cardinality::new(6);
    m.pair(1, 2);
    m.pair(3, 4);
    assert!(m.augment(|a, b| g.has(a, b), 0));
    assert_eq!(check(&g, &m), 3);
    assert_eq!(m.pairs(), vec![(0, 4), (1, 5), (2, 3)]);
    // Taking 5 out leaves 1 exposed and an odd set: nothing covers it.
    m.remove(5);
    assert!(!m.perfect(|a, b| g.has(a, b)));
    assert_eq!(check(&g, &m), 2);
}
