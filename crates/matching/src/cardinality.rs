//! Maximum-cardinality matching on a graph known only by an adjacency test.
//!
//! The pairing engines ask one question far more often than they weigh pairs: can these
//! players all be paired under the absolute criteria? Their graphs are nearly complete
//! (a player is barred from a handful of opponents he met and, at most, from the players
//! with his own absolute colour preference), so listing the edges would cost more than
//! the answer. [`Cardinality`] keeps a matching and grows it by Edmonds' augmenting-path
//! search with blossom contraction (Edmonds 1965), asking `adjacent(u, v)` only for pairs
//! the search can use: an unlabelled vertex, or an outer vertex of another blossom. A
//! search that finds a path costs about one scan of the vertices in such a graph; one
//! that fails labels the whole alternating tree, at most one test per pair.
//!
//! Edmonds' theorem makes the answers exact: a matching is maximum exactly when no
//! augmenting path exists, and a vertex from which no augmenting path starts stays
//! unmatched in some maximum matching, so one failed search from an exposed vertex of a
//! set settles that the set cannot be paired completely.

const NONE: usize = usize::MAX;

/// Up to this many unmatched vertices, a search tries them before anything else.
const FEW: usize = 32;

/// A matching of the vertices `0..n`, some of which may be taken out of the graph, that
/// augmenting paths make larger (see the module's documentation).
#[derive(Clone, Debug)]
pub struct Cardinality {
    mate: Vec<usize>,
    /// The vertices still in the graph; a search scans them in this order.
    live: Vec<usize>,
    /// Each vertex's place in `live`, `NONE` once taken out.
    at: Vec<usize>,
    // The search's labels, valid for the vertices it touched.
    parent: Vec<usize>,
    /// Union-find of the blossoms: a base is its own root.
    base: Vec<usize>,
    outer: Vec<bool>,
    in_blossom: Vec<bool>,
    seen: Vec<u32>,
    stamp: u32,
    queue: Vec<usize>,
    /// The blossoms a contraction merges.
    merged: Vec<usize>,
    /// The unmatched vertices a search tries first (see [`FEW`]).
    targets: Vec<usize>,
}

impl Cardinality {
    /// The empty matching of the vertices `0..n`, all in the graph.
    #[must_use]
    pub fn new(n: usize) -> Self {
        Cardinality {
            mate: vec![NONE; n],
            live: (0..n).collect(),
            at: (0..n).collect(),
            parent: vec![NONE; n],
            base: (0..n).collect(),
            outer: vec![false; n],
            in_blossom: vec![false; n],
            seen: vec![0; n],
            stamp: 0,
            queue: Vec::new(),
            merged: Vec::new(),
            targets: Vec::new(),
        }
    }

    /// The number of vertices, in the graph or not.
    #[must_use]
    pub fn len(&self) -> usize {
        self.mate.len()
    }

    /// True when there are no vertices at all.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.mate.is_empty()
    }

    /// The mate of `v`, if it is matched.
    #[must_use]
    pub fn mate(&self, v: usize) -> Option<usize> {
        self.mate.get(v).copied().filter(|&m| m != NONE)
    }

    /// The vertices still in the graph, in the order searches scan them.
    #[must_use]
    pub fn live(&self) -> &[usize] {
        &self.live
    }

    /// The vertices in the graph left unmatched.
    #[must_use]
    pub fn exposed(&self) -> Vec<usize> {
        self.live
            .iter()
            .copied()
            .filter(|&v| self.mate[v] == NONE)
            .collect()
    }

    /// The pairs of the matching, each once, lower vertex first, in vertex order.
    #[must_use]
    pub fn pairs(&self) -> Vec<(usize, usize)> {
        (0..self.mate.len())
            .filter(|&v| self.mate[v] != NONE && v < self.mate[v])
            .map(|v| (v, self.mate[v]))
            .collect()
    }

    /// Matches `a` with `b`, both unmatched vertices of the graph (the caller vouches
    /// that they are adjacent); otherwise nothing changes.
    pub fn pair(&mut self, a: usize, b: usize) {
        let ok = |v: usize| self.at.get(v).is_some_and(|&p| p != NONE) && self.mate[v] == NONE;
        if a != b && ok(a) && ok(b) {
            self.mate[a] = b;
            self.mate[b] = a;
        }
    }

    /// Unmatches `v` and returns its former mate.
    pub fn unpair(&mut self, v: usize) -> Option<usize> {
        let m = self.mate(v)?;
        self.mate[v] = NONE;
        self.mate[m] = NONE;
        Some(m)
    }

    /// Takes `v` out of the graph and returns its former mate, now unmatched.
    pub fn remove(&mut self, v: usize) -> Option<usize> {
        let p = *self.at.get(v)?;
        if p == NONE {
            return None;
        }
        let m = self.unpair(v);
        self.live.swap_remove(p);
        if let Some(&moved) = self.live.get(p) {
            self.at[moved] = p;
        }
        self.at[v] = NONE;
        m
    }

    /// Looks for an augmenting path from `root`, an unmatched vertex of the graph, over
    /// the pairs `adjacent` allows, and augments the matching along it. Returns false,
    /// with the matching unchanged, when there is none: then the matching's size is the
    /// largest any matching leaving `root` unmatched can have, and no matching covers
    /// every vertex.
    pub fn augment(&mut self, adjacent: impl Fn(usize, usize) -> bool, root: usize) -> bool {
        if self.at.get(root).is_none_or(|&p| p == NONE) || self.mate[root] != NONE {
            return false;
        }
        self.targets.clear();
        for &v in &self.live {
            self.parent[v] = NONE;
            self.base[v] = v;
            self.outer[v] = false;
            if self.mate[v] == NONE && v != root {
                self.targets.push(v);
            }
        }
        // With few unmatched vertices (the usual question: can the rest still be paired
        // after one more pair), each vertex tries them as soon as it is outer: in a dense
        // graph the path is then found within a few labels instead of after a scan of
        // everyone.
        if self.targets.len() > FEW {
            self.targets.clear();
        }
        self.queue.clear();
        self.queue.push(root);
        self.outer[root] = true;
        let mut head = 0;
        if self.reach_target(&adjacent, root) {
            return true;
        }
        while let Some(&v) = self.queue.get(head) {
            head += 1;
            for i in 0..self.live.len() {
                let u = self.live[i];
                if u == v || self.mate[v] == u {
                    continue;
                }
                if self.outer[u] {
                    // Two outer vertices of different blossoms: an odd cycle to contract.
                    if self.find(u) == self.find(v) || !adjacent(v, u) {
                        continue;
                    }
                    self.contract(v, u);
                } else if self.parent[u] == NONE {
                    if !adjacent(v, u) {
                        continue;
                    }
                    self.parent[u] = v;
                    let m = self.mate[u];
                    if m == NONE {
                        self.flip(u);
                        return true;
                    }
                    self.outer[m] = true;
                    self.queue.push(m);
                    if self.reach_target(&adjacent, m) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// The vertices that some maximum matching leaves unmatched in place of `root`, an
    /// unmatched vertex of the graph from which no augmenting path starts: those an
    /// alternating path of even length joins to `root` (the outer vertices of its
    /// search), `root` among them. `None`, with the matching augmented, when a path
    /// starts from `root`; `None` as well when `root` is matched or not in the graph.
    ///
    /// With `root` the only vertex left unmatched, these are the vertices `v` for which
    /// the graph without `v` can be paired completely (Gallai-Edmonds): one failed
    /// search answers for every vertex at once.
    pub fn even_reach(
        &mut self,
        adjacent: impl Fn(usize, usize) -> bool,
        root: usize,
    ) -> Option<Vec<usize>> {
        if self.at.get(root).is_none_or(|&p| p == NONE) || self.mate[root] != NONE {
            return None;
        }
        if self.augment(adjacent, root) {
            return None;
        }
        Some(
            self.live
                .iter()
                .copied()
                .filter(|&v| self.outer[v])
                .collect(),
        )
    }

    /// Augments along the edge from the outer vertex `v` to one of the unmatched
    /// vertices to try first, if `v` is adjacent to one.
    fn reach_target(&mut self, adjacent: &impl Fn(usize, usize) -> bool, v: usize) -> bool {
        let Some(t) = self.targets.iter().copied().find(|&t| adjacent(v, t)) else {
            return false;
        };
        self.parent[t] = v;
        self.flip(t);
        true
    }

    /// Augments from every unmatched vertex in turn and returns the vertices left
    /// unmatched: the matching is then of maximum cardinality.
    pub fn maximise(&mut self, adjacent: impl Fn(usize, usize) -> bool) -> Vec<usize> {
        let mut left = Vec::new();
        for v in self.exposed() {
            if self.mate[v] == NONE && !self.augment(&adjacent, v) {
                left.push(v);
            }
        }
        left
    }

    /// True when every vertex of the graph can be matched: augments from each unmatched
    /// vertex, stopping at the first that fails.
    pub fn perfect(&mut self, adjacent: impl Fn(usize, usize) -> bool) -> bool {
        self.exposed()
            .into_iter()
            .all(|v| self.mate[v] != NONE || self.augment(&adjacent, v))
    }

    /// Swaps matched and unmatched edges along the tree path ending at the unmatched
    /// vertex `u`.
    fn flip(&mut self, mut u: usize) {
        while u != NONE {
            let v = self.parent[u];
            let next = self.mate[v];
            self.mate[u] = v;
            self.mate[v] = u;
            u = next;
        }
    }

    /// The base of the blossom that holds `v` (a union-find whose roots are the bases).
    fn find(&mut self, mut v: usize) -> usize {
        while self.base[v] != v {
            let up = self.base[self.base[v]];
            self.base[v] = up;
            v = up;
        }
        v
    }

    /// The base of the innermost blossom holding both tree paths from `a` and `b`.
    fn common_base(&mut self, mut a: usize, mut b: usize) -> usize {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.seen.fill(0);
            self.stamp = 1;
        }
        loop {
            a = self.find(a);
            self.seen[a] = self.stamp;
            if self.mate[a] == NONE {
                break;
            }
            a = self.parent[self.mate[a]];
        }
        loop {
            b = self.find(b);
            if self.seen[b] == self.stamp {
                return b;
            }
            b = self.parent[self.mate[b]];
        }
    }

    /// Notes the blossoms on the tree path from `v` down to the base `b`, pointing the
    /// parents of the path's outer vertices across the new cycle.
    fn mark_path(&mut self, mut v: usize, b: usize, mut child: usize) {
        while self.find(v) != b {
            let m = self.mate[v];
            for w in [v, m] {
                let x = self.find(w);
                if !self.in_blossom[x] {
                    self.in_blossom[x] = true;
                    self.merged.push(x);
                }
            }
            self.parent[v] = child;
            child = m;
            v = self.parent[m];
        }
    }

    /// Contracts the odd cycle closed by the edge `v`-`u` between two outer vertices:
    /// the blossoms on it join the one of their common base, and the inner vertices on
    /// it become outer.
    fn contract(&mut self, v: usize, u: usize) {
        let b = self.common_base(v, u);
        self.merged.clear();
        self.mark_path(v, b, u);
        self.mark_path(u, b, v);
        for i in 0..self.merged.len() {
            let x = self.merged[i];
            self.in_blossom[x] = false;
            // A blossom's vertices are all outer already; an inner vertex on the cycle
            // is a blossom of its own.
            if !self.outer[x] {
                self.outer[x] = true;
                self.queue.push(x);
            }
            self.base[x] = b;
        }
    }
}
