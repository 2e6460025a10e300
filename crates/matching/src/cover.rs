//! Maximum-weight perfect matching through the bipartite double cover, for graphs where
//! it is nearly always integral, with a start from an earlier solution.
//!
//! Each vertex `v` becomes a row `v` and a column `v'`, each edge `uv` the two arcs
//! `u → v'` and `v → u'` of the same weight. A maximum-weight perfect assignment of
//! rows to columns is a permutation of the vertices whose cycles use edges of the
//! graph; its weight is twice that of the heaviest fractional perfect matching (the
//! matching polytope without its odd-set constraints), so it bounds every perfect
//! matching's weight from above. When its cycles are all even, alternate edges of each
//! cycle form a perfect matching of half its weight, which is then a maximum-weight
//! perfect matching: `y(v) = u(v) + u(v')`, the sum of the assignment's two duals of
//! the vertex, covers twice every edge's weight and sums to twice the matching's (weak
//! duality, with no blossom duals at all). An odd cycle means the fractional optimum may
//! beat every matching; the caller then turns to [`crate::Optimum`].
//!
//! The assignment is solved by successive shortest paths (the Hungarian method with
//! Dijkstra's search over reduced costs), every path from a free row to the nearest
//! free column. Its duals and pairs can start from an earlier solution of a graph that
//! differs in a few vertices and edges ([`Start`]): the duals are raised where an edge
//! would break them, the pairs that stay tight are kept, and only the rows left free are
//! searched from, so a small change costs a few short searches.
//!
//! Duals are signed; they are kept as [`Wide`] in two's complement (wrapping sums), and
//! only reduced costs, which are never negative, are compared as unsigned numbers.

use crate::{Wide, negative};
use std::cmp::{Ordering, Reverse};
use std::collections::BinaryHeap;

const NONE: usize = usize::MAX;

/// Where a solve starts: per vertex, the duals of its row and of its column (`None`:
/// unknown, worked out from the others) and the vertex its row was assigned to (`None`:
/// none). A dual too low for the new graph's edges is raised, and the row loses its pair.
#[derive(Clone, Debug, Default)]
pub struct Start<const N: usize> {
    /// The row duals.
    pub row: Vec<Option<Wide<N>>>,
    /// The column duals.
    pub col: Vec<Option<Wide<N>>>,
    /// The column each row held.
    pub assigned: Vec<Option<usize>>,
}

/// A maximum-weight perfect assignment of a graph's double cover (see the module's
/// documentation), with the duals that prove it.
#[derive(Clone, Debug)]
pub struct DoubleCover<const N: usize> {
    /// The arcs leaving each row: those of `v` are `to[first[v]..first[v + 1]]`.
    first: Vec<usize>,
    to: Vec<u32>,
    weight: Vec<Wide<N>>,
    /// Row and column duals, two's complement.
    row: Vec<Wide<N>>,
    col: Vec<Wide<N>>,
    /// The column of each row and the row of each column.
    col_of: Vec<usize>,
    row_of: Vec<usize>,
}

/// Compares two's complement values.
fn signed_cmp<const N: usize>(a: Wide<N>, b: Wide<N>) -> Ordering {
    match (negative(a), negative(b)) {
        (true, false) => Ordering::Less,
        (false, true) => Ordering::Greater,
        _ => a.cmp(&b),
    }
}

impl<const N: usize> DoubleCover<N> {
    /// Solves the graph of `n` vertices and `edges`, from `start` when given. `None`
    /// when the double cover has no perfect assignment, which means the graph has no
    /// perfect matching.
    ///
    /// `n` times the largest weight must be below 2^(64·N − 4): the duals are distances
    /// along paths of at most `n` arcs. The answer's duals are checked on every arc
    /// before it is given (`None` if they fail, which these bounds rule out), so that
    /// what [`covers`](Self::covers) proves does not rest on the search alone.
    #[must_use]
    pub fn solve(
        n: usize,
        edges: &[(usize, usize, Wide<N>)],
        start: Option<&Start<N>>,
    ) -> Option<Self> {
        let mut degree = vec![0usize; n + 1];
        for &(a, b, _) in edges {
            if a != b {
                degree[a] += 1;
                degree[b] += 1;
            }
        }
        let mut first = vec![0usize; n + 1];
        for v in 0..n {
            first[v + 1] = first[v] + degree[v];
        }
        let mut fill = first.clone();
        let total = first[n];
        let mut to = vec![0u32; total];
        let mut weight = vec![Wide::ZERO; total];
        for &(a, b, w) in edges {
            if a == b {
                continue;
            }
            for (x, y) in [(a, b), (b, a)] {
                to[fill[x]] = y as u32;
                weight[fill[x]] = w;
                fill[x] += 1;
            }
        }
        let mut cover = DoubleCover {
            first,
            to,
            weight,
            row: vec![Wide::ZERO; n],
            col: vec![Wide::ZERO; n],
            col_of: vec![NONE; n],
            row_of: vec![NONE; n],
        };
        cover.begin(start);
        let mut search = Search::new(n);
        for r in 0..n {
            if cover.col_of[r] == NONE && !cover.augment(r, &mut search) {
                return None;
            }
        }
        cover.proved().then_some(cover)
    }

    /// Every arc's reduced cost is at least zero and every assigned arc's zero.
    fn proved(&self) -> bool {
        (0..self.len()).all(|i| {
            self.arcs(i).all(|k| !negative(self.reduced(i, k)))
                && self
                    .arcs(i)
                    .any(|k| self.to[k] as usize == self.col_of[i] && self.reduced(i, k).is_zero())
        })
    }

    /// The number of vertices.
    fn len(&self) -> usize {
        self.row.len()
    }

    fn arcs(&self, v: usize) -> std::ops::Range<usize> {
        self.first[v]..self.first[v + 1]
    }

    /// The reduced cost of arc `k` from row `r`: never negative.
    fn reduced(&self, r: usize, k: usize) -> Wide<N> {
        self.row[r]
            .plus(self.col[self.to[k] as usize])
            .minus(self.weight[k])
    }

    /// Feasible duals and the pairs they keep tight, from `start` or from nothing.
    fn begin(&mut self, start: Option<&Start<N>>) {
        let n = self.len();
        let given_row = |i: usize| start.and_then(|s| s.row.get(i).copied().flatten());
        let given_col = |j: usize| start.and_then(|s| s.col.get(j).copied().flatten());
        // Columns: as given, else the least that covers the arcs into them from rows
        // with a dual (nothing for a cold start: zero).
        for j in 0..n {
            self.col[j] = match given_col(j) {
                Some(d) => d,
                None => {
                    let mut need: Option<Wide<N>> = None;
                    for k in self.arcs(j) {
                        // The arc j → i' has the weight of i → j'.
                        let i = self.to[k] as usize;
                        if let Some(ri) = given_row(i) {
                            let d = self.weight[k].minus(ri);
                            if need.is_none_or(|m| signed_cmp(d, m) == Ordering::Greater) {
                                need = Some(d);
                            }
                        }
                    }
                    need.unwrap_or(Wide::ZERO)
                }
            };
        }
        // Rows: at least the least that covers their arcs; a row raised loses its pair.
        let mut raised = vec![false; n];
        for (i, raised) in raised.iter_mut().enumerate() {
            let mut need: Option<Wide<N>> = None;
            for k in self.arcs(i) {
                let d = self.weight[k].minus(self.col[self.to[k] as usize]);
                if need.is_none_or(|m| signed_cmp(d, m) == Ordering::Greater) {
                    need = Some(d);
                }
            }
            let need = need.unwrap_or(Wide::ZERO);
            self.row[i] = match given_row(i) {
                Some(d) if signed_cmp(d, need) != Ordering::Less => d,
                _ => {
                    *raised = true;
                    need
                }
            };
        }
        // The pairs of the start that are still tight, then any tight arc to a free
        // column.
        if let Some(s) = start {
            for (i, &raised) in raised.iter().enumerate() {
                let Some(j) = s.assigned.get(i).copied().flatten() else {
                    continue;
                };
                if raised || j >= n || self.row_of[j] != NONE {
                    continue;
                }
                if let Some(k) = self.arcs(i).find(|&k| self.to[k] as usize == j)
                    && self.reduced(i, k).is_zero()
                {
                    self.col_of[i] = j;
                    self.row_of[j] = i;
                }
            }
        }
        for i in 0..n {
            if self.col_of[i] != NONE {
                continue;
            }
            if let Some(k) = self
                .arcs(i)
                .find(|&k| self.row_of[self.to[k] as usize] == NONE && self.reduced(i, k).is_zero())
            {
                let j = self.to[k] as usize;
                self.col_of[i] = j;
                self.row_of[j] = i;
            }
        }
    }

    /// Assigns the free row `r` along a shortest path of reduced costs to the nearest
    /// free column, moving the duals so that the path is tight and every arc stays
    /// feasible. False when no free column can be reached.
    fn augment(&mut self, r: usize, s: &mut Search<N>) -> bool {
        s.stamp += 1;
        let stamp = s.stamp;
        s.heap.clear();
        s.rows.clear();
        s.cols.clear();
        s.rows.push((r, Wide::ZERO));
        // The distance of the nearest free column found so far: no column farther
        // than that is settled before it, so none is queued.
        let mut limit: Option<Wide<N>> = None;
        let relax = |cover: &Self,
                     s: &mut Search<N>,
                     limit: &mut Option<Wide<N>>,
                     i: usize,
                     base: Wide<N>| {
            // The distance of a column by arc k is base + row + col − weight.
            let base = base.plus(cover.row[i]);
            for k in cover.arcs(i) {
                let j = cover.to[k] as usize;
                if s.seen[j] == stamp && s.done[j] {
                    continue;
                }
                let d = base.plus(cover.col[j]).minus(cover.weight[k]);
                if limit.is_some_and(|l| d >= l) {
                    continue;
                }
                if s.seen[j] != stamp || d < s.dist[j] {
                    s.seen[j] = stamp;
                    s.done[j] = false;
                    s.dist[j] = d;
                    s.prev[j] = i;
                    s.heap.push(Reverse((d, j as u32)));
                    if cover.row_of[j] == NONE {
                        *limit = Some(d);
                    }
                }
            }
        };
        relax(self, s, &mut limit, r, Wide::ZERO);
        let (target, reach) = loop {
            let Some(Reverse((d, j))) = s.heap.pop() else {
                return false;
            };
            let j = j as usize;
            if s.done[j] || d != s.dist[j] {
                continue;
            }
            s.done[j] = true;
            s.cols.push(j);
            let i = self.row_of[j];
            if i == NONE {
                break (j, d);
            }
            s.rows.push((i, d));
            relax(self, s, &mut limit, i, d);
        };
        // Rows reached at distance d lose reach − d, columns reached at d gain it: the
        // path becomes tight, arcs within the search stay feasible, and arcs leaving it
        // lose no more than the search showed they had.
        for &(i, d) in &s.rows {
            self.row[i] = self.row[i].minus(reach.minus(d));
        }
        for &j in &s.cols {
            self.col[j] = self.col[j].plus(reach.minus(s.dist[j]));
        }
        let mut j = target;
        loop {
            let i = s.prev[j];
            let next = self.col_of[i];
            self.col_of[i] = j;
            self.row_of[j] = i;
            if i == r {
                break;
            }
            j = next;
        }
        true
    }

    /// The perfect matching the assignment gives (each vertex's mate), or `None` when
    /// it has an odd cycle. An even cycle of more than two vertices gives the alternate
    /// edges from its least vertex on (both halves weigh the same in an optimum).
    #[must_use]
    pub fn matching(&self) -> Option<Vec<usize>> {
        let n = self.len();
        let mut mate = vec![NONE; n];
        for v in 0..n {
            if mate[v] != NONE {
                continue;
            }
            // `v` is the least vertex of its cycle: the others come later.
            let mut cycle = vec![v];
            let mut x = self.col_of[v];
            while x != v {
                cycle.push(x);
                x = self.col_of[x];
            }
            if cycle.len() % 2 == 1 {
                return None;
            }
            for pair in cycle.chunks(2) {
                mate[pair[0]] = pair[1];
                mate[pair[1]] = pair[0];
            }
        }
        Some(mate)
    }

    /// A matching of edges the duals cover exactly (see [`covers`](Self::covers)), from
    /// the assignment's cycles: alternate edges of each, from its least vertex on, so
    /// that an odd cycle leaves its last vertex free. With [`dual`](Self::dual), the start
    /// of [`crate::Optimum::solve_perfect`] when [`matching`](Self::matching) finds an
    /// odd cycle. (A cycle's edges carry half of the fractional optimum each, so its
    /// duals cover them exactly.)
    #[must_use]
    pub fn pairs(&self) -> Vec<(usize, usize)> {
        let n = self.len();
        let mut seen = vec![false; n];
        let mut pairs = Vec::with_capacity(n / 2);
        let mut cycle = Vec::new();
        for v in 0..n {
            if seen[v] {
                continue;
            }
            cycle.clear();
            let mut x = v;
            while !seen[x] && x != NONE {
                seen[x] = true;
                cycle.push(x);
                x = self.col_of[x];
            }
            for pair in cycle.chunks_exact(2) {
                pairs.push((pair[0], pair[1]));
            }
        }
        pairs
    }

    /// Twice vertex `v`'s dual, `u(v) + u(v')`, in two's complement. Twice every edge's
    /// weight is at most the sum of its ends' (see [`DoubleCover::covers`]).
    #[must_use]
    pub fn dual(&self, v: usize) -> Wide<N> {
        self.row[v].plus(self.col[v])
    }

    /// Compares the duals' cover of the edge `i`–`j` (the sum of its ends'
    /// [`dual`](Self::dual)s) with twice `weight`: `Less` means the duals do not cover it
    /// (the edge may improve the matching). When every edge of a larger graph on the
    /// same vertices is `Equal` or `Greater`, the matching is a maximum-weight perfect
    /// matching of that graph too.
    #[must_use]
    pub fn covers(&self, i: usize, j: usize, weight: Wide<N>) -> Ordering {
        let slack = self.dual(i).plus(self.dual(j)).minus(weight.double());
        signed_cmp(slack, Wide::ZERO)
    }

    /// The state to start another solve from ([`Start`]).
    #[must_use]
    pub fn start(&self) -> Start<N> {
        Start {
            row: self.row.iter().map(|&d| Some(d)).collect(),
            col: self.col.iter().map(|&d| Some(d)).collect(),
            assigned: self
                .col_of
                .iter()
                .map(|&j| (j != NONE).then_some(j))
                .collect(),
        }
    }
}

/// The space of the shortest-path searches, reused from one to the next (entries are
/// valid for the search whose stamp they carry).
struct Search<const N: usize> {
    stamp: u32,
    seen: Vec<u32>,
    done: Vec<bool>,
    dist: Vec<Wide<N>>,
    prev: Vec<usize>,
    heap: BinaryHeap<Reverse<(Wide<N>, u32)>>,
    /// The rows reached (with their distance) and the columns settled.
    rows: Vec<(usize, Wide<N>)>,
    cols: Vec<usize>,
}

impl<const N: usize> Search<N> {
    fn new(n: usize) -> Self {
        Search {
            stamp: 0,
            seen: vec![0; n],
            done: vec![false; n],
            dist: vec![Wide::ZERO; n],
            prev: vec![NONE; n],
            heap: BinaryHeap::new(),
            rows: Vec::new(),
            cols: Vec::new(),
        }
    }
}
