//! Maximum-weight matching on general graphs, the one algorithmic primitive of the
//! pairing engines, and maximum-cardinality matching on graphs given by an adjacency
//! test ([`Cardinality`]), which answers whether a set of players can be paired at all.
//!
//! [`max_weight_matching`] finds a matching of maximum total weight (not necessarily of
//! maximum cardinality: engines that need a perfect or maximum matching encode it in the
//! weights). The algorithm is Edmonds' blossom method in its primal-dual O(n³) form
//! (Galil 1986): vertex and blossom duals, least-slack edges per vertex and per blossom,
//! integer arithmetic only, so results are exact and the same on every machine. Weights
//! are unsigned wide integers ([`Wide`]) so that every pairing criterion can own a digit
//! of the weight: `Wide<2>` is a u128, wider types hold longer criterion lists.
//!
//! [`DoubleCover`] finds a maximum-weight perfect matching much faster where the
//! graph's fractional optimum is a matching (as it nearly always is for the pairs of a
//! score group), says when it is not, and starts again cheaply from an earlier solution.
#![deny(missing_docs)]
#![cfg_attr(test, allow(clippy::panic, clippy::unwrap_used))]

use std::cmp::Ordering;
use std::fmt;

mod cardinality;
mod cover;
pub use cardinality::Cardinality;
pub use cover::{DoubleCover, Start};

/// A non-negative integer of `N` 64-bit limbs (least significant first).
#[derive(Copy, Clone, Eq, PartialEq, Hash)]
pub struct Wide<const N: usize>(pub [u64; N]);

impl<const N: usize> Wide<N> {
    /// Zero.
    pub const ZERO: Self = Wide([0; N]);

    /// `self + o`, wrapping on overflow (callers size `N` so that it never happens).
    #[must_use]
    pub fn plus(self, o: Self) -> Self {
        let mut r = [0u64; N];
        let mut carry = false;
        for (i, slot) in r.iter_mut().enumerate() {
            let (s1, c1) = self.0[i].overflowing_add(o.0[i]);
            let (s2, c2) = s1.overflowing_add(u64::from(carry));
            *slot = s2;
            carry = c1 || c2;
        }
        Wide(r)
    }

    /// `self - o`, wrapping (callers only subtract smaller values).
    #[must_use]
    pub fn minus(self, o: Self) -> Self {
        let mut r = [0u64; N];
        let mut borrow = false;
        for (i, slot) in r.iter_mut().enumerate() {
            let (s1, b1) = self.0[i].overflowing_sub(o.0[i]);
            let (s2, b2) = s1.overflowing_sub(u64::from(borrow));
            *slot = s2;
            borrow = b1 || b2;
        }
        Wide(r)
    }

    /// `self / 2`.
    #[must_use]
    pub fn half(self) -> Self {
        let mut r = [0u64; N];
        for (i, slot) in r.iter_mut().enumerate() {
            let hi = if i + 1 < N { self.0[i + 1] << 63 } else { 0 };
            *slot = (self.0[i] >> 1) | hi;
        }
        Wide(r)
    }

    /// `self * 2`.
    #[must_use]
    pub fn double(self) -> Self {
        self.plus(self)
    }

    /// Adds `value << shift` (the value must fit in 64 bits after the shift's limb split).
    /// Only the limbs from the shift's limb on are touched, and the carry stops as soon
    /// as it can: weights are built from many small digits.
    pub fn add_shifted(&mut self, value: u64, shift: u32) {
        let limb = (shift / 64) as usize;
        let bit = shift % 64;
        if limb >= N {
            return;
        }
        let (low, mut carry) = self.0[limb].overflowing_add(value << bit);
        self.0[limb] = low;
        let mut high = if bit > 0 { value >> (64 - bit) } else { 0 };
        for slot in &mut self.0[limb + 1..] {
            if high == 0 && !carry {
                break;
            }
            let (s1, c1) = slot.overflowing_add(high);
            let (s2, c2) = s1.overflowing_add(u64::from(carry));
            *slot = s2;
            carry = c1 || c2;
            high = 0;
        }
    }

    /// Reads `width` bits (at most 64) starting at bit `shift`.
    #[must_use]
    pub fn bits(&self, shift: u32, width: u32) -> u64 {
        let limb = (shift / 64) as usize;
        let bit = shift % 64;
        let mut v = 0u64;
        if limb < N {
            v = self.0[limb] >> bit;
            if bit > 0 && limb + 1 < N {
                v |= self.0[limb + 1] << (64 - bit);
            }
        }
        if width >= 64 {
            v
        } else {
            v & ((1u64 << width) - 1)
        }
    }

    /// True when zero.
    #[must_use]
    pub fn is_zero(&self) -> bool {
        self.0.iter().all(|&l| l == 0)
    }
}

impl<const N: usize> Ord for Wide<N> {
    fn cmp(&self, o: &Self) -> Ordering {
        for i in (0..N).rev() {
            match self.0[i].cmp(&o.0[i]) {
                Ordering::Equal => {}
                other => return other,
            }
        }
        Ordering::Equal
    }
}

impl<const N: usize> PartialOrd for Wide<N> {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl<const N: usize> fmt::Debug for Wide<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "0x")?;
        for l in self.0.iter().rev() {
            write!(f, "{l:016x}")?;
        }
        Ok(())
    }
}

const NONE: usize = usize::MAX;

/// The sign bit of a two's complement value.
fn negative<const N: usize>(w: Wide<N>) -> bool {
    w.0[N - 1] >> 63 == 1
}

/// A maximum-weight matching of the graph with `n` vertices and the given edges (weights
/// must be positive; zero-weight edges are never useful). Returns each vertex's mate.
///
/// Every weight must be below 2^(64·N − 3): the algorithm doubles the weights and adds
/// vertex duals that can reach twice the doubled maximum, so it needs three spare bits.
///
/// This is the one function through which the engines reach a weighted matching.
#[must_use]
pub fn max_weight_matching<const N: usize>(
    n: usize,
    edges: &[(usize, usize, Wide<N>)],
) -> Vec<Option<usize>> {
    let mut m = Blossom::new(n, edges);
    m.solve();
    m.mate
        .iter()
        .map(|&p| if p == NONE { None } else { Some(m.ep(p)) })
        .collect()
}

/// A maximum-weight matching of a dense graph on `n` vertices whose edge weights
/// `weight` gives (`None`: no edge), solved on a sparse part first.
///
/// The part starts with the edges of `start`. Its optimum's duals are then checked on
/// every edge of the graph: when they cover every edge, they prove the optimum for the
/// whole graph (complementary slackness holds already, see [`Optimum::feasible`]);
/// otherwise the edges they fail (at most `per_vertex` more at each vertex per pass)
/// join the part, which is solved again. The result is an optimum of the whole graph;
/// among equal optima, the one found may differ from [`max_weight_matching`]'s.
#[must_use]
pub fn max_weight_matching_dense<const N: usize>(
    n: usize,
    weight: impl Fn(usize, usize) -> Option<Wide<N>>,
    start: &[(usize, usize)],
    per_vertex: usize,
) -> Vec<Option<usize>> {
    let mut part: Vec<(usize, usize)> = start
        .iter()
        .map(|&(a, b)| (a.min(b), a.max(b)))
        .filter(|&(a, b)| a != b && b < n)
        .collect();
    part.sort_unstable();
    part.dedup();
    loop {
        let edges: Vec<(usize, usize, Wide<N>)> = part
            .iter()
            .filter_map(|&(a, b)| weight(a, b).map(|w| (a, b, w)))
            .collect();
        let opt = Optimum::solve(n, &edges);
        let mut added = vec![0usize; n];
        let mut failed = Vec::new();
        for a in 0..n {
            for b in a + 1..n {
                let Some(w) = weight(a, b) else { continue };
                if opt.feasible(a, b, w) == std::cmp::Ordering::Less
                    && added[a] < per_vertex.max(1)
                    && added[b] < per_vertex.max(1)
                    && part.binary_search(&(a, b)).is_err()
                {
                    added[a] += 1;
                    added[b] += 1;
                    failed.push((a, b));
                }
            }
        }
        if failed.is_empty() {
            return opt.mate;
        }
        part.extend(failed);
        part.sort_unstable();
    }
}

/// A maximum-weight matching with the optimal duals that prove it, which can judge
/// edges the matching was not given (see [`Optimum::feasible`]).
///
/// By complementary slackness every maximum-weight matching uses tight edges only
/// (`feasible` gives `Equal`). So when weights are refined below their lowest digit (a
/// new digit that only breaks ties between optima), the refined optimum lies among the
/// tight edges and can be searched for there, usually a much sparser graph.
pub struct Optimum<const N: usize> {
    /// Each vertex's mate.
    pub mate: Vec<Option<usize>>,
    /// Vertex duals, in units of four times the weights.
    dual: Vec<Wide<N>>,
    /// The innermost blossom two vertices share, by a lowest common ancestor query in
    /// the blossom forest.
    forest: Forest,
    /// For each node of the forest, twice the duals of its blossoms and of every blossom
    /// around it.
    around: Vec<Wide<N>>,
    /// The outermost blossom around each vertex (or the vertex): two vertices with
    /// different ones share no blossom, which spares most edges the ancestor query.
    top: Vec<u32>,
}

/// The blossom forest under a virtual root, with an Euler tour and a sparse table of its
/// depths, so that the lowest common ancestor of two nodes costs two lookups (a giant
/// blossom can be thousands of levels deep).
struct Forest {
    /// The index in `tour` where each node is first met.
    first: Vec<usize>,
    /// `table[l][i]`: the node of least depth among `tour[i..i + 2^l]`.
    table: Vec<Vec<(u32, u32)>>,
}

impl Forest {
    /// `parent` of each node (`NONE` at the top), `used` nodes only; `root` is the
    /// virtual root's number (past every node).
    fn new(parent: &[usize], used: &[bool], root: usize) -> Self {
        let mut children = vec![Vec::new(); root + 1];
        for (v, &p) in parent.iter().enumerate() {
            if used[v] {
                children[if p == NONE { root } else { p }].push(v);
            }
        }
        let mut first = vec![0usize; root + 1];
        let mut tour: Vec<(u32, u32)> = Vec::new();
        // Depth-first, without recursion: (node, depth, next child).
        let mut stack = vec![(root, 0u32, 0usize)];
        first[root] = 0;
        tour.push((0, root as u32));
        while let Some(top) = stack.last_mut() {
            let (node, depth, next) = *top;
            if next < children[node].len() {
                top.2 += 1;
                let c = children[node][next];
                first[c] = tour.len();
                tour.push((depth + 1, c as u32));
                stack.push((c, depth + 1, 0));
            } else {
                stack.pop();
                if let Some(&(parent, pd, _)) = stack.last() {
                    tour.push((pd, parent as u32));
                }
            }
        }
        let mut table = vec![tour];
        let mut width = 1;
        while 2 * width <= table[0].len() {
            let prev = &table[table.len() - 1];
            let next: Vec<(u32, u32)> = (0..prev.len() - width)
                .map(|i| prev[i].min(prev[i + width]))
                .collect();
            table.push(next);
            width *= 2;
        }
        Forest { first, table }
    }

    /// The lowest common ancestor of nodes `a` and `b`.
    fn lca(&self, a: usize, b: usize) -> usize {
        let (mut l, mut r) = (self.first[a], self.first[b]);
        if l > r {
            std::mem::swap(&mut l, &mut r);
        }
        let level = (usize::BITS - 1 - (r - l + 1).leading_zeros()) as usize;
        let row = &self.table[level];
        row[l].min(row[r + 1 - (1 << level)]).1 as usize
    }
}

impl<const N: usize> Optimum<N> {
    /// Solves the graph with `n` vertices and the given edges.
    #[must_use]
    pub fn solve(n: usize, edges: &[(usize, usize, Wide<N>)]) -> Self {
        let mut m = Blossom::new(n, edges);
        m.solve();
        Self::of(&m)
    }

    /// A maximum-weight perfect matching of the graph with `n` vertices and the given
    /// edges, from a start: vertex duals `dual` (two's complement, in units of twice the
    /// weights, as [`DoubleCover::dual`] gives them) that cover twice every edge's weight,
    /// and `pairs`, a matching of edges they cover exactly (as the cycles of a fractional
    /// optimum give). Only the vertices `pairs` leaves free are then searched from, so a
    /// fractional optimum with a few odd cycles costs a few searches. `None` when the
    /// graph has no perfect matching, or the start is not as stated.
    ///
    /// The duals stay free (a perfect matching's vertex duals have no sign), so the
    /// matching is proved by [`covers`](Self::covers), not [`feasible`](Self::feasible).
    /// Twice the largest dual, and four times the largest weight, must be below
    /// 2^(64·N − 3).
    #[must_use]
    pub fn solve_perfect(
        n: usize,
        edges: &[(usize, usize, Wide<N>)],
        dual: &[Wide<N>],
        pairs: &[(usize, usize)],
    ) -> Option<Self> {
        if dual.len() != n {
            return None;
        }
        let mut m = Blossom::new(n, edges);
        m.perfect = true;
        for (v, &d) in dual.iter().enumerate() {
            m.dual[v] = d.double();
        }
        for k in 0..edges.len() {
            let (i, j) = m.edge(k);
            if i == j || negative(m.slack(k)) {
                return None;
            }
        }
        for &(a, b) in pairs {
            if a >= n || b >= n || m.mate[a] != NONE || m.mate[b] != NONE {
                return None;
            }
            let arc = m.arcs[m.first[a]..m.first[a + 1]]
                .iter()
                .find(|arc| arc.to as usize == b)?;
            let k = arc.p as usize / 2;
            if !m.slack(k).is_zero() {
                return None;
            }
            m.mate[a] = arc.p as usize;
            m.mate[b] = arc.p as usize ^ 1;
        }
        m.solve();
        if m.stuck || m.mate.contains(&NONE) {
            return None;
        }
        let opt = Self::of(&m);
        // The answer is checked before it is given: every edge covered, every pair of
        // the matching exactly.
        let proved = edges.iter().all(|&(i, j, w)| {
            let c = opt.covers(i, j, w);
            c != Ordering::Less && (opt.mate[i] != Some(j) || c == Ordering::Equal)
        });
        proved.then_some(opt)
    }

    /// The optimum the blossom method `m` ended with.
    fn of(m: &Blossom<N>) -> Self {
        let n = m.n;
        let root = 2 * n;
        let used: Vec<bool> = (0..2 * n).map(|b| b < n || m.base[b] != NONE).collect();
        let forest = Forest::new(&m.parent, &used, root);
        // Outermost first: a node's parent is summed, and its outermost blossom known,
        // before it.
        let mut around = vec![Wide::ZERO; root + 1];
        let mut top = vec![0u32; 2 * n];
        let mut order: Vec<usize> = (0..2 * n).filter(|&b| used[b]).collect();
        order.sort_by_key(|&b| forest.first[b]);
        for b in order {
            let p = m.parent[b];
            let outer = if p == NONE { Wide::ZERO } else { around[p] };
            around[b] = if b >= n {
                outer.plus(m.dual[b].double())
            } else {
                outer
            };
            // Blossom and vertex numbers fit in 32 bits: the graph is held in memory.
            top[b] = if p == NONE { b as u32 } else { top[p] };
        }
        top.truncate(n);
        Optimum {
            top,
            mate: m
                .mate
                .iter()
                .map(|&p| if p == NONE { None } else { Some(m.ep(p)) })
                .collect(),
            dual: m.dual[..n].to_vec(),
            forest,
            around,
        }
    }

    /// Compares the duals' cover of the edge `i`–`j` with its weight: `Less` means the
    /// duals are infeasible for it (the edge could improve the matching), `Equal` that it
    /// is tight. When every edge of a larger graph is `Equal` or `Greater`, the duals are
    /// feasible there too and the matching is a maximum-weight matching of that graph.
    #[must_use]
    pub fn feasible(&self, i: usize, j: usize, weight: Wide<N>) -> Ordering {
        self.cover_sum(i, j).cmp(&weight.double().double())
    }

    /// Compares the duals' cover of the edge `i`–`j` with its weight as signed values,
    /// for the free duals of [`solve_perfect`](Self::solve_perfect): `Less` means the
    /// duals do not cover it (the edge may improve the perfect matching).
    #[must_use]
    pub fn covers(&self, i: usize, j: usize, weight: Wide<N>) -> Ordering {
        let slack = self.cover_sum(i, j).minus(weight.double().double());
        if negative(slack) {
            Ordering::Less
        } else if slack.is_zero() {
            Ordering::Equal
        } else {
            Ordering::Greater
        }
    }

    /// Vertex `v`'s dual, in units of four times the weights (two's complement after
    /// [`solve_perfect`](Self::solve_perfect)). The duals of the blossoms around it,
    /// never negative, add to the cover of its edges inside them.
    #[must_use]
    pub fn dual(&self, v: usize) -> Wide<N> {
        self.dual[v]
    }

    /// The outermost blossom around vertex `v` (`v` itself when none) and what the
    /// blossom duals add to the cover of every edge inside it (twice that blossom's
    /// dual; zero for a vertex), in the units of [`dual`](Self::dual): with both ends'
    /// duals, a lower bound of such an edge's cover that needs no ancestor query.
    #[must_use]
    pub fn outermost(&self, v: usize) -> (usize, Wide<N>) {
        let top = self.top[v] as usize;
        (top, self.around[top])
    }

    /// The duals' cover of the edge `i`–`j`: both vertex duals and those of the blossoms
    /// holding both ends (the blossoms around their lowest common ancestor).
    fn cover_sum(&self, i: usize, j: usize) -> Wide<N> {
        let ends = self.dual[i].plus(self.dual[j]);
        if self.top[i] == self.top[j] {
            ends.plus(self.around[self.forest.lca(i, j)])
        } else {
            ends
        }
    }
}

struct Blossom<const N: usize> {
    n: usize,
    /// Four times the input weights: the units of `dual` plus a factor two, so that
    /// the slack of an edge is the sum of its end duals minus this.
    weight: Vec<Wide<N>>,
    /// The vertices of edge `k` are `endpoint[2k]` and `endpoint[2k + 1]`.
    endpoint: Vec<u32>,
    /// The arcs leaving each vertex, contiguous: those of `v` are
    /// `arcs[first[v]..first[v + 1]]`.
    first: Vec<usize>,
    arcs: Vec<Arc<N>>,
    mate: Vec<usize>,
    label: Vec<u8>,
    labelend: Vec<usize>,
    inblossom: Vec<usize>,
    parent: Vec<usize>,
    childs: Vec<Vec<usize>>,
    base: Vec<usize>,
    endps: Vec<Vec<usize>>,
    bestedge: Vec<usize>,
    /// The slack of `bestedge[b]`, kept while it is set, so that comparing with it reads
    /// no edge. The duals only move when no augmenting path is tight; then every kept
    /// slack is worked out again.
    bestslack: Vec<Wide<N>>,
    bestedges: Vec<Option<Vec<usize>>>,
    /// Space for [`Blossom::add_blossom`]: the least-slack edge to each blossom (or
    /// `NONE`) with its slack, and the blossoms set there.
    best_to: Vec<usize>,
    best_to_slack: Vec<Wide<N>>,
    touched: Vec<usize>,
    /// Space for the leaves of a blossom.
    scratch: Vec<usize>,
    unused: Vec<usize>,
    dual: Vec<Wide<N>>,
    /// The number of the current stage.
    stage: u32,
    queue: Vec<usize>,
    /// The root (a free vertex) of the alternating tree of each labelled top-level
    /// blossom or vertex, valid while it is labelled.
    root: Vec<usize>,
    /// The top-level blossoms and vertices labelled in the tree of each root (a vertex)
    /// in the current stage, to unlabel the tree when it is augmented.
    members: Vec<Vec<usize>>,
    /// A perfect matching is sought ([`Optimum::solve_perfect`]): vertex duals are free
    /// (two's complement) and never bound a dual move, and the search ends when every
    /// vertex is matched.
    perfect: bool,
    /// Set when a perfect matching is sought and the graph has none.
    stuck: bool,
}

/// One direction of an edge, as stored in a vertex's adjacency.
#[derive(Copy, Clone)]
struct Arc<const N: usize> {
    /// The remote endpoint index (`2k` or `2k + 1` for edge `k`).
    p: u32,
    /// The remote vertex.
    to: u32,
    /// Four times the edge weight.
    weight: Wide<N>,
}

impl<const N: usize> Blossom<N> {
    fn new(n: usize, input: &[(usize, usize, Wide<N>)]) -> Self {
        let edges = input.iter().map(|e| (e.0, e.1));
        // Doubled weights keep every dual an integer (delta3 halves a slack); the slack
        // compares the sum of two duals with twice that.
        let weight: Vec<Wide<N>> = input.iter().map(|e| e.2.double().double()).collect();
        let mut endpoint = Vec::with_capacity(2 * input.len());
        let mut first = vec![0usize; n + 1];
        for (i, j) in edges.clone() {
            // Vertex numbers fit in 32 bits: the graph is held in memory.
            endpoint.push(i as u32);
            endpoint.push(j as u32);
            first[i + 1] += 1;
            first[j + 1] += 1;
        }
        for v in 0..n {
            first[v + 1] += first[v];
        }
        let mut fill = first.clone();
        let mut arcs = vec![
            Arc {
                p: 0,
                to: 0,
                weight: Wide::ZERO,
            };
            2 * input.len()
        ];
        for (k, (i, j)) in edges.enumerate() {
            // Vertex and endpoint numbers fit in 32 bits: the graph is held in memory.
            arcs[fill[i]] = Arc {
                p: (2 * k + 1) as u32,
                to: j as u32,
                weight: weight[k],
            };
            fill[i] += 1;
            arcs[fill[j]] = Arc {
                p: (2 * k) as u32,
                to: i as u32,
                weight: weight[k],
            };
            fill[j] += 1;
        }
        let maxw = weight.iter().copied().max().unwrap_or(Wide::ZERO).half();
        let mut dual = vec![maxw; n];
        dual.extend(std::iter::repeat_n(Wide::ZERO, n));
        let mut base: Vec<usize> = (0..n).collect();
        base.extend(std::iter::repeat_n(NONE, n));
        Blossom {
            n,
            weight,
            endpoint,
            first,
            arcs,
            mate: vec![NONE; n],
            label: vec![0; 2 * n],
            labelend: vec![NONE; 2 * n],
            inblossom: (0..n).collect(),
            parent: vec![NONE; 2 * n],
            childs: vec![Vec::new(); 2 * n],
            base,
            endps: vec![Vec::new(); 2 * n],
            bestedge: vec![NONE; 2 * n],
            bestslack: vec![Wide::ZERO; 2 * n],
            bestedges: vec![None; 2 * n],
            best_to: vec![NONE; 2 * n],
            best_to_slack: vec![Wide::ZERO; 2 * n],
            touched: Vec::new(),
            scratch: Vec::new(),
            unused: (n..2 * n).rev().collect(),
            dual,
            stage: 0,
            queue: Vec::new(),
            root: vec![NONE; 2 * n],
            members: vec![Vec::new(); n],
            perfect: false,
            stuck: false,
        }
    }

    /// Unlabels the tree of `root` after an augmentation along it: its vertices are all
    /// matched now, and other trees of the stage may grow through them.
    fn dissolve(&mut self, root: usize) {
        let members = std::mem::take(&mut self.members[root]);
        for &b in &members {
            if self.parent[b] != NONE || self.label[b] == 0 || self.root[b] != root {
                continue;
            }
            self.label[b] = 0;
            self.labelend[b] = NONE;
            for v in self.leaves_of(b) {
                self.label[v] = 0;
                self.labelend[v] = NONE;
            }
        }
    }

    /// The vertex at endpoint `p`.
    fn ep(&self, p: usize) -> usize {
        self.endpoint[p] as usize
    }

    /// The vertices of edge `k`.
    fn edge(&self, k: usize) -> (usize, usize) {
        (self.ep(2 * k), self.ep(2 * k + 1))
    }

    fn slack(&self, k: usize) -> Wide<N> {
        let (i, j) = self.edge(k);
        self.dual[i].plus(self.dual[j]).minus(self.weight[k])
    }

    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.n {
            out.push(b);
        } else {
            for &c in &self.childs[b] {
                self.leaves(c, out);
            }
        }
    }

    fn leaves_of(&self, b: usize) -> Vec<usize> {
        let mut v = Vec::new();
        self.leaves(b, &mut v);
        v
    }

    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let mut w = w;
        let mut t = t;
        let mut p = p;
        loop {
            let b = self.inblossom[w];
            self.root[b] = if p == NONE {
                self.base[b]
            } else {
                self.root[self.inblossom[self.ep(p)]]
            };
            self.members[self.root[b]].push(b);
            self.label[w] = t;
            self.label[b] = t;
            self.labelend[w] = p;
            self.labelend[b] = p;
            self.bestedge[w] = NONE;
            self.bestedge[b] = NONE;
            if t == 1 {
                let l = self.leaves_of(b);
                self.queue.extend(l);
                return;
            }
            // T: its base's mate becomes S.
            let base = self.base[b];
            let mb = self.mate[base];
            w = self.ep(mb);
            t = 1;
            p = mb ^ 1;
        }
    }

    fn scan_blossom(&mut self, v: usize, w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        let mut v = v;
        let mut w = w;
        while v != NONE || w != NONE {
            let mut b = self.inblossom[v];
            if self.label[b] & 4 != 0 {
                base = self.base[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            if self.labelend[b] == NONE {
                v = NONE;
            } else {
                v = self.ep(self.labelend[b]);
                b = self.inblossom[v];
                v = self.ep(self.labelend[b]);
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w) = self.edge(k);
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let Some(b) = self.unused.pop() else { return };
        self.base[b] = base;
        self.parent[b] = NONE;
        self.parent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.parent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            v = self.ep(self.labelend[bv]);
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.parent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            w = self.ep(self.labelend[bw]);
            bw = self.inblossom[w];
        }
        self.label[b] = 1;
        self.labelend[b] = self.labelend[bb];
        self.root[b] = self.root[bb];
        self.members[self.root[b]].push(b);
        self.dual[b] = Wide::ZERO;
        for v in self.leaves_of_list(&path) {
            if self.label[self.inblossom[v]] == 2 {
                self.queue.push(v);
            }
            self.inblossom[v] = b;
        }
        // The least-slack edge from the new blossom to each S-blossom next to it, in
        // space kept between calls (only the entries used are reset).
        let mut touched = std::mem::take(&mut self.touched);
        for &bv in &path {
            if let Some(list) = self.bestedges[bv].take() {
                for k in list {
                    let (i, j) = self.edge(k);
                    let j = if self.inblossom[j] == b { i } else { j };
                    self.offer(b, j, k, self.slack(k), &mut touched);
                }
            } else {
                let mut leaves = std::mem::take(&mut self.scratch);
                leaves.clear();
                self.leaves(bv, &mut leaves);
                for &v in &leaves {
                    for idx in self.first[v]..self.first[v + 1] {
                        let arc = self.arcs[idx];
                        let j = arc.to as usize;
                        // The slack from the arc: no look-up of the edge.
                        let slack = self.dual[v].plus(self.dual[j]).minus(arc.weight);
                        self.offer(b, j, arc.p as usize / 2, slack, &mut touched);
                    }
                }
                self.scratch = leaves;
            }
            self.bestedge[bv] = NONE;
        }
        // In the order of the blossoms' numbers, as the least-slack choice breaks ties.
        touched.sort_unstable();
        let mut list = Vec::with_capacity(touched.len());
        let mut best = NONE;
        let mut best_slack = Wide::ZERO;
        for &bj in &touched {
            let k = self.best_to[bj];
            self.best_to[bj] = NONE;
            list.push(k);
            if best == NONE || self.best_to_slack[bj] < best_slack {
                best = k;
                best_slack = self.best_to_slack[bj];
            }
        }
        touched.clear();
        self.touched = touched;
        self.bestedges[b] = Some(list);
        self.bestedge[b] = best;
        if best != NONE {
            self.bestslack[b] = best_slack;
        }
        self.childs[b] = path;
        self.endps[b] = endps;
    }

    /// Offers edge `k`, of slack `slack`, from the new blossom `b` to the blossom of
    /// `j` as its least-slack edge there, when that is another S-blossom.
    fn offer(&mut self, b: usize, j: usize, k: usize, slack: Wide<N>, touched: &mut Vec<usize>) {
        let bj = self.inblossom[j];
        if bj == b || self.label[bj] != 1 {
            return;
        }
        if self.best_to[bj] == NONE {
            touched.push(bj);
        } else if slack >= self.best_to_slack[bj] {
            return;
        }
        self.best_to[bj] = k;
        self.best_to_slack[bj] = slack;
    }

    fn leaves_of_list(&self, path: &[usize]) -> Vec<usize> {
        let mut out = Vec::new();
        for &c in path {
            self.leaves(c, &mut out);
        }
        out
    }

    fn child_at(&self, b: usize, j: isize) -> usize {
        let len = self.childs[b].len() as isize;
        self.childs[b][j.rem_euclid(len) as usize]
    }

    fn endp_at(&self, b: usize, j: isize) -> usize {
        let len = self.endps[b].len() as isize;
        self.endps[b][j.rem_euclid(len) as usize]
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = self.childs[b].clone();
        for &s in &childs {
            self.parent[s] = NONE;
            self.root[s] = self.root[b];
            if s < self.n {
                self.inblossom[s] = s;
            } else if endstage && self.dual[s].is_zero() {
                self.expand_blossom(s, endstage);
            } else {
                for v in self.leaves_of(s) {
                    self.inblossom[v] = s;
                }
            }
        }
        if !endstage && self.label[b] == 2 {
            let entrychild = self.inblossom[self.ep(self.labelend[b] ^ 1)];
            let len = childs.len() as isize;
            let mut j = childs.iter().position(|&c| c == entrychild).unwrap_or(0) as isize;
            let (jstep, endptrick): (isize, usize) = if j & 1 == 1 {
                j -= len;
                (1, 0)
            } else {
                (-1, 1)
            };
            let mut p = self.labelend[b];
            while j != 0 {
                let e = self.endp_at(b, j - endptrick as isize);
                let a = self.ep(p ^ 1);
                self.label[a] = 0;
                let c = self.ep(e ^ endptrick ^ 1);
                self.label[c] = 0;
                self.assign_label(a, 2, p);
                j += jstep;
                p = self.endp_at(b, j - endptrick as isize) ^ endptrick;
                j += jstep;
            }
            let bv = self.child_at(b, j);
            let a = self.ep(p ^ 1);
            self.label[a] = 2;
            self.label[bv] = 2;
            self.labelend[a] = p;
            self.labelend[bv] = p;
            self.bestedge[bv] = NONE;
            j += jstep;
            while self.child_at(b, j) != entrychild {
                let bv = self.child_at(b, j);
                if self.label[bv] == 1 {
                    j += jstep;
                    continue;
                }
                let mut found = NONE;
                for v in self.leaves_of(bv) {
                    if self.label[v] != 0 {
                        found = v;
                        break;
                    }
                }
                if found != NONE {
                    let v = found;
                    self.label[v] = 0;
                    let m = self.ep(self.mate[self.base[bv]]);
                    self.label[m] = 0;
                    let le = self.labelend[v];
                    self.assign_label(v, 2, le);
                }
                j += jstep;
            }
        }
        self.label[b] = 0;
        self.labelend[b] = NONE;
        self.childs[b] = Vec::new();
        self.endps[b] = Vec::new();
        self.base[b] = NONE;
        self.bestedges[b] = None;
        self.bestedge[b] = NONE;
        self.unused.push(b);
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.parent[t] != b {
            t = self.parent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let len = self.childs[b].len() as isize;
        let i = self.childs[b].iter().position(|&c| c == t).unwrap_or(0);
        let mut j = i as isize;
        let (jstep, endptrick): (isize, usize) = if j & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        while j != 0 {
            j += jstep;
            let t = self.child_at(b, j);
            let p = self.endp_at(b, j - endptrick as isize) ^ endptrick;
            if t >= self.n {
                self.augment_blossom(t, self.ep(p));
            }
            j += jstep;
            let t = self.child_at(b, j);
            if t >= self.n {
                self.augment_blossom(t, self.ep(p ^ 1));
            }
            let (x, y) = (self.ep(p), self.ep(p ^ 1));
            self.mate[x] = p ^ 1;
            self.mate[y] = p;
        }
        self.childs[b].rotate_left(i);
        self.endps[b].rotate_left(i);
        self.base[b] = self.base[self.childs[b][0]];
    }

    fn augment_matching(&mut self, k: usize) {
        let (v, w) = self.edge(k);
        for (s0, p0) in [(v, 2 * k + 1), (w, 2 * k)] {
            let mut s = s0;
            let mut p = p0;
            loop {
                let bs = self.inblossom[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.labelend[bs] == NONE {
                    break;
                }
                let t = self.ep(self.labelend[bs]);
                let bt = self.inblossom[t];
                s = self.ep(self.labelend[bt]);
                let j = self.ep(self.labelend[bt] ^ 1);
                if bt >= self.n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.labelend[bt];
                p = self.labelend[bt] ^ 1;
            }
        }
    }

    fn solve(&mut self) {
        let n = self.n;
        // Greedy start: every vertex dual starts at the largest weight, so the edges of
        // that weight are tight, and a matching of them keeps every invariant (matched
        // edges tight, free vertices with equal duals). Each such pair saves a stage.
        let maxw = self.weight.iter().copied().max().unwrap_or(Wide::ZERO);
        for k in 0..self.weight.len() {
            let (i, j) = self.edge(k);
            if !self.perfect
                && i != j
                && self.weight[k] == maxw
                && self.mate[i] == NONE
                && self.mate[j] == NONE
            {
                self.mate[i] = 2 * k + 1;
                self.mate[j] = 2 * k;
            }
        }
        for _ in 0..n {
            if self.perfect && !self.mate.contains(&NONE) {
                break;
            }
            self.label.iter_mut().for_each(|l| *l = 0);
            self.bestedge.iter_mut().for_each(|e| *e = NONE);
            for b in n..2 * n {
                self.bestedges[b] = None;
            }
            self.stage += 1;
            self.queue.clear();
            self.members.iter_mut().for_each(Vec::clear);
            for v in 0..n {
                if self.mate[v] == NONE && self.label[self.inblossom[v]] == 0 {
                    self.assign_label(v, 1, NONE);
                }
            }
            // After an augmentation the stage goes on with the trees it did not touch
            // (their paths stay alternating and tight: no dual moves any more in this
            // stage), so one stage can augment along many disjoint paths.
            let mut augmented = false;
            loop {
                while let Some(v) = self.queue.pop() {
                    if self.label[self.inblossom[v]] != 1 {
                        // Its tree was unlabelled after an augmentation.
                        continue;
                    }
                    for idx in self.first[v]..self.first[v + 1] {
                        let arc = self.arcs[idx];
                        let p = arc.p as usize;
                        let k = p / 2;
                        let w = arc.to as usize;
                        if self.inblossom[v] == self.inblossom[w] {
                            continue;
                        }
                        // An edge between two top-level blossoms may join the forest exactly
                        // when it is tight: no flag per edge (a cache miss per arc).
                        let kslack = self.dual[v].plus(self.dual[w]).minus(arc.weight);
                        if kslack.is_zero() {
                            let bw = self.inblossom[w];
                            if self.label[bw] == 0 {
                                self.assign_label(w, 2, p ^ 1);
                            } else if self.label[bw] == 1 {
                                let base = self.scan_blossom(v, w);
                                if base != NONE {
                                    self.add_blossom(base, k);
                                } else {
                                    let rv = self.root[self.inblossom[v]];
                                    let rw = self.root[bw];
                                    self.augment_matching(k);
                                    self.dissolve(rv);
                                    self.dissolve(rw);
                                    augmented = true;
                                    break;
                                }
                            } else if self.label[w] == 0 {
                                self.label[w] = 2;
                                self.labelend[w] = p ^ 1;
                            }
                        } else if self.label[self.inblossom[w]] == 1 {
                            let b = self.inblossom[v];
                            if self.bestedge[b] == NONE || kslack < self.bestslack[b] {
                                self.bestedge[b] = k;
                                self.bestslack[b] = kslack;
                            }
                        } else if self.label[w] == 0
                            && (self.bestedge[w] == NONE || kslack < self.bestslack[w])
                        {
                            self.bestedge[w] = k;
                            self.bestslack[w] = kslack;
                        }
                    }
                }
                if augmented {
                    break;
                }
                // No augmenting path with tight edges: move the duals. A perfect matching's
                // vertex duals are free: no bound from them (type 0, none found yet).
                let mut deltatype = if self.perfect { 0u8 } else { 1u8 };
                let mut delta = if self.perfect {
                    Wide::ZERO
                } else {
                    self.dual[..n].iter().copied().min().unwrap_or(Wide::ZERO)
                };
                let mut deltaedge = NONE;
                let mut deltablossom = NONE;
                for v in 0..n {
                    if self.label[self.inblossom[v]] == 0 && self.bestedge[v] != NONE {
                        let d = self.bestslack[v];
                        if deltatype == 0 || d < delta {
                            delta = d;
                            deltatype = 2;
                            deltaedge = self.bestedge[v];
                        }
                    }
                }
                for b in 0..2 * n {
                    if self.parent[b] == NONE
                        && self.label[b] == 1
                        && self.bestedge[b] != NONE
                        && (b < n || self.base[b] != NONE)
                    {
                        let d = self.bestslack[b].half();
                        if deltatype == 0 || d < delta {
                            delta = d;
                            deltatype = 3;
                            deltaedge = self.bestedge[b];
                        }
                    }
                }
                for b in n..2 * n {
                    if self.base[b] != NONE
                        && self.parent[b] == NONE
                        && self.label[b] == 2
                        && (deltatype == 0 || self.dual[b] < delta)
                    {
                        delta = self.dual[b];
                        deltatype = 4;
                        deltablossom = b;
                    }
                }
                if deltatype == 0 {
                    // No tree can grow: the graph has no perfect matching.
                    self.stuck = true;
                    break;
                }
                for v in 0..n {
                    match self.label[self.inblossom[v]] {
                        1 => self.dual[v] = self.dual[v].minus(delta),
                        2 => self.dual[v] = self.dual[v].plus(delta),
                        _ => {}
                    }
                }
                for b in n..2 * n {
                    if self.base[b] != NONE && self.parent[b] == NONE {
                        match self.label[b] {
                            1 => self.dual[b] = self.dual[b].plus(delta),
                            2 => self.dual[b] = self.dual[b].minus(delta),
                            _ => {}
                        }
                    }
                }
                for x in 0..2 * n {
                    if self.bestedge[x] != NONE {
                        self.bestslack[x] = self.slack(self.bestedge[x]);
                    }
                }
                match deltatype {
                    1 => break,
                    2 => {
                        let (mut i, j) = self.edge(deltaedge);
                        if self.label[self.inblossom[i]] == 0 {
                            i = j;
                        }
                        self.queue.push(i);
                    }
                    3 => {
                        let (i, _) = self.edge(deltaedge);
                        self.queue.push(i);
                    }
                    _ => self.expand_blossom(deltablossom, false),
                }
            }
            if !augmented {
                break;
            }
            // A blossom with a zero dual carries no weight of the duals: the labels are
            // reset, so each of them goes, whatever tree it was last in.
            for b in n..2 * n {
                if self.parent[b] == NONE && self.base[b] != NONE && self.dual[b].is_zero() {
                    self.expand_blossom(b, true);
                }
            }
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn w(v: u64) -> Wide<2> {
        Wide([v, 0])
    }

    /// A small linear congruential generator: deterministic random graphs.
    fn lcg(seed: u64) -> impl FnMut() -> u64 {
        let mut s = seed;
        move || {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            s >> 33
        }
    }

    fn solve(n: usize, e: &[(usize, usize, u64)]) -> Vec<Option<usize>> {
        let edges: Vec<_> = e.iter().map(|&(a, b, c)| (a, b, w(c))).collect();
        max_weight_matching(n, &edges)
    }

    fn total(m: &[Option<usize>], e: &[(usize, usize, u64)]) -> u64 {
        e.iter()
            .filter(|&&(a, b, _)| m[a] == Some(b))
            .map(|e| e.2)
            .sum()
    }

    /// Exhaustive optimum for small graphs.
    fn brute(n: usize, e: &[(usize, usize, u64)]) -> u64 {
        fn rec(used: &mut Vec<bool>, e: &[(usize, usize, u64)], from: usize) -> u64 {
            let mut best = 0;
            for k in from..e.len() {
                let (a, b, c) = e[k];
                if !used[a] && !used[b] {
                    used[a] = true;
                    used[b] = true;
                    best = best.max(c + rec(used, e, k + 1));
                    used[a] = false;
                    used[b] = false;
                }
            }
            best
        }
        rec(&mut vec![false; n], e, 0)
    }

    #[test]
    fn small_cases() {
        assert_eq!(solve(2, &[(0, 1, 1)]), vec![Some(1), Some(0)]);
        let e = [(0, 1, 10), (1, 2, 11), (2, 3, 10)];
        let m = solve(4, &e);
        assert_eq!(total(&m, &e), 20);
        // A blossom: triangle with a pendant.
        let e = [(0, 1, 8), (1, 2, 9), (0, 2, 10), (2, 3, 7)];
        let m = solve(4, &e);
        assert_eq!(total(&m, &e), 15);
    }

    #[test]
    fn against_brute_force() {
        let mut next = lcg(12345);
        for round in 0..3000 {
            let n = 2 + (next() % 11) as usize;
            let spread = if round % 2 == 0 { 20 } else { 1 << 40 };
            let mut e = Vec::new();
            for a in 0..n {
                for b in a + 1..n {
                    if !next().is_multiple_of(3) {
                        let w = if spread > 20 {
                            (1u64 << 40) * (1 + next() % 3) + next() % 7
                        } else {
                            1 + next() % spread
                        };
                        e.push((a, b, w));
                    }
                }
            }
            let m = solve(n, &e);
            for (v, mv) in m.iter().enumerate() {
                if let Some(u) = mv {
                    assert_eq!(m[*u], Some(v));
                    assert!(
                        e.iter()
                            .any(|&(a, b, _)| (a, b) == (v, *u) || (b, a) == (v, *u))
                    );
                }
            }
            assert_eq!(total(&m, &e), brute(n, &e), "{e:?}");
        }
    }

    #[test]
    fn optima_use_tight_edges() {
        let mut next = lcg(99);
        for _ in 0..1500 {
            let n = 2 + (next() % 10) as usize;
            let mut e = Vec::new();
            for a in 0..n {
                for b in a + 1..n {
                    if !next().is_multiple_of(3) {
                        e.push((a, b, 1 + next() % 6));
                    }
                }
            }
            let edges: Vec<_> = e.iter().map(|&(a, b, c)| (a, b, w(c))).collect();
            let opt = Optimum::solve(n, &edges);
            let m = &opt.mate;
            let tight: Vec<bool> = edges
                .iter()
                .map(|&(a, b, c)| {
                    let o = opt.feasible(a, b, c);
                    assert_ne!(o, Ordering::Less);
                    o == Ordering::Equal
                })
                .collect();
            for (k, &(a, b, _)) in e.iter().enumerate() {
                if m[a] == Some(b) {
                    assert!(tight[k], "{e:?}");
                }
            }
            // The best matching over the tight edges alone is as good as the optimum.
            let kept: Vec<_> = e
                .iter()
                .zip(&tight)
                .filter(|(_, t)| **t)
                .map(|(x, _)| *x)
                .collect();
            assert_eq!(brute(n, &kept), brute(n, &e), "{e:?}");
        }
    }

    /// Graphs too large for brute force, with many equal weights (the case where one
    /// stage augments along many paths): the duals must certify the matching (feasible
    /// on every edge, tight on its edges, zero on free vertices), and the optimum's
    /// weight must not depend on the order of the edges.
    #[test]
    fn larger_graphs_are_certified() {
        let mut next = lcg(2024);
        for _ in 0..200 {
            let n = 20 + (next() % 60) as usize;
            let density = 2 + next() % 6;
            let mut e = Vec::new();
            for a in 0..n {
                for b in a + 1..n {
                    if next().is_multiple_of(density) {
                        e.push((a, b, 1 + next() % 4));
                    }
                }
            }
            let edges: Vec<_> = e.iter().map(|&(a, b, c)| (a, b, w(c))).collect();
            let opt = Optimum::solve(n, &edges);
            let m = &opt.mate;
            for (v, mv) in m.iter().enumerate() {
                match mv {
                    Some(u) => assert_eq!(m[*u], Some(v)),
                    None => assert!(opt.dual[v].is_zero(), "free vertex {v} has a dual"),
                }
            }
            for &(a, b, c) in &e {
                let o = opt.feasible(a, b, w(c));
                assert_ne!(o, Ordering::Less, "{e:?}");
                if m[a] == Some(b) {
                    assert_eq!(o, Ordering::Equal, "{e:?}");
                }
            }
            let mut reversed = e.clone();
            reversed.reverse();
            let again = solve(n, &reversed);
            assert_eq!(total(m, &e), total(&again, &e), "{e:?}");
        }
    }

    #[test]
    fn wide_arithmetic() {
        let mut a = Wide::<2>::ZERO;
        a.add_shifted(3, 63);
        assert_eq!(a.0, [1 << 63, 1]);
        assert_eq!(a.bits(63, 2), 3);
        assert_eq!(a.half().0, [(1 << 62) | (1 << 63), 0]);
        assert!(a > w(u64::MAX));
        assert_eq!(a.minus(a), Wide::ZERO);
    }
}
