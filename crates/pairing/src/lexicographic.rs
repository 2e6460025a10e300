//! The lexicographic machinery of the FIDE systems that pair a bracket by the first
//! Pairing Identifier (Double-Swiss C.04.5 and the Swiss Team system C.04.6, Article 3.6
//! of both) and choose upfloaters in the order of their Article 3.5.4.

use crate::greedy::perfect;

/// A perfect pairing of `members` under `ok` by an exact matching (top member first), or
/// as many pairs as there are.
pub(crate) fn any_pairing(
    members: &[usize],
    ok: &dyn Fn(usize, usize) -> bool,
) -> Vec<(usize, usize)> {
    use arbiter_matching::{Wide, max_weight_matching};
    let mut edges = Vec::new();
    for i in 0..members.len() {
        for j in i + 1..members.len() {
            if ok(members[i], members[j]) {
                edges.push((i, j, Wide::<1>([1])));
            }
        }
    }
    let mate = max_weight_matching(members.len(), &edges);
    (0..members.len())
        .filter_map(|i| mate[i].filter(|&j| j > i).map(|j| (members[i], members[j])))
        .collect()
}

/// The identifier of a pairing (3.6.2): the top members in order, then their opponents.
pub(crate) fn identifier(pairs: &[(usize, usize)]) -> Vec<usize> {
    pairs
        .iter()
        .map(|p| p.0)
        .chain(pairs.iter().map(|p| p.1))
        .collect()
}

/// Calls `f` with every set of `k` players taken from `groups` (each a scoregroup, the
/// highest first, sorted by TPN), in the order of \[C5\] then 3.5.4: the most players
/// from the highest groups first, then by TPN. Stops when `f` returns false.
pub(crate) fn for_each_set(groups: &[Vec<usize>], k: usize, f: &mut dyn FnMut(&[usize]) -> bool) {
    fn counts(
        groups: &[Vec<usize>],
        gi: usize,
        left: usize,
        chosen: &mut Vec<usize>,
        f: &mut dyn FnMut(&[usize]) -> bool,
    ) -> bool {
        if left == 0 {
            return for_each_product(groups, chosen, f);
        }
        if gi == groups.len() {
            return true;
        }
        let most = left.min(groups[gi].len());
        for c in (0..=most).rev() {
            chosen.push(c);
            let go = counts(groups, gi + 1, left - c, chosen, f);
            chosen.pop();
            if !go {
                return false;
            }
        }
        true
    }
    counts(groups, 0, k, &mut Vec::new(), f);
}

/// Calls `f` with every set that takes `counts[i]` players from `groups[i]` for each
/// `i` (a subset of each group in lexicographic order, the groups in order). Returns
/// false when `f` stopped it.
pub(crate) fn for_each_product(
    groups: &[Vec<usize>],
    counts: &[usize],
    f: &mut dyn FnMut(&[usize]) -> bool,
) -> bool {
    fn product(
        groups: &[Vec<usize>],
        counts: &[usize],
        gi: usize,
        set: &mut Vec<usize>,
        f: &mut dyn FnMut(&[usize]) -> bool,
    ) -> bool {
        if gi == counts.len() {
            return f(set);
        }
        let mut go = true;
        let base = set.len();
        for_each_subset(&groups[gi], counts[gi], &mut |sub: &[usize]| {
            if !go {
                return;
            }
            set.truncate(base);
            set.extend_from_slice(sub);
            go = product(groups, counts, gi + 1, set, f);
        });
        set.truncate(base);
        go
    }
    product(groups, counts, 0, &mut Vec::new(), f)
}

/// Calls `f` with every subset of `items` of size `k`, in lexicographic order.
pub(crate) fn for_each_subset(items: &[usize], k: usize, f: &mut dyn FnMut(&[usize])) {
    if k > items.len() {
        return;
    }
    let mut idx: Vec<usize> = (0..k).collect();
    let mut sub = Vec::with_capacity(k);
    loop {
        sub.clear();
        sub.extend(idx.iter().map(|&i| items[i]));
        f(&sub);
        // The next combination: raise the last index that can still rise.
        let Some(i) = (0..k).rev().find(|&i| idx[i] < items.len() - k + i) else {
            return;
        };
        idx[i] += 1;
        for j in i + 1..k {
            idx[j] = idx[j - 1] + 1;
        }
    }
}

/// The first Pairing Identifier of `members` (sorted by TPN) under `ok` (3.6): the
/// smallest set of top members, then the smallest opponents in order. `None` when the
/// members cannot all be paired.
pub(crate) fn first_identifier(
    members: &[usize],
    ok: &dyn Fn(usize, usize) -> bool,
) -> Option<Vec<(usize, usize)>> {
    let n = members.len();
    if n % 2 == 1 {
        return None;
    }
    let m = n / 2;
    // The top half as top members is the smallest set there is; most brackets allow it.
    if let Some(p) = assign(&members[..m], &members[m..], ok) {
        return Some(p);
    }
    // Otherwise each player, by TPN, is a top member when the rest can still be paired.
    #[derive(Copy, Clone, PartialEq)]
    enum Role {
        Open,
        Top,
        Bottom,
    }
    let mut role = vec![Role::Open; n];
    let mut tops = 0;
    let feasible = |role: &[Role]| {
        let local: Vec<usize> = (0..n).collect();
        perfect(&local, &|i: usize, j: usize| {
            let (a, b) = if i < j { (i, j) } else { (j, i) };
            role[a] != Role::Bottom && role[b] != Role::Top && ok(members[a], members[b])
        })
    };
    if !feasible(&role) {
        return None;
    }
    for x in 0..n {
        if tops < m {
            role[x] = Role::Top;
            if feasible(&role) {
                tops += 1;
                continue;
            }
        }
        role[x] = Role::Bottom;
    }
    let top: Vec<usize> = (0..n)
        .filter(|&i| role[i] == Role::Top)
        .map(|i| members[i])
        .collect();
    let bottom: Vec<usize> = (0..n)
        .filter(|&i| role[i] == Role::Bottom)
        .map(|i| members[i])
        .collect();
    assign(&top, &bottom, ok)
}

/// The lexicographically first assignment of `bottoms` to `tops` (both sorted by TPN):
/// each top member, in order, takes the smallest opponent that leaves the others a
/// perfect matching. Opponents rank below their top member. The graph is read through
/// `ok` rather than stored: brackets of thousands are nearly complete graphs.
pub(crate) fn assign(
    tops: &[usize],
    bottoms: &[usize],
    ok: &dyn Fn(usize, usize) -> bool,
) -> Option<Vec<(usize, usize)>> {
    const FREE: usize = usize::MAX;
    let m = tops.len();
    let edge = |i: usize, j: usize| bottoms[j] > tops[i] && ok(tops[i], bottoms[j]);
    let mut mate_t = vec![FREE; m];
    let mut mate_b = vec![FREE; m];
    // Greedy start: each top member takes its smallest free opponent.
    let mut first_free = 0;
    for (i, slot) in mate_t.iter_mut().enumerate() {
        while first_free < m && mate_b[first_free] != FREE {
            first_free += 1;
        }
        if let Some(j) = (first_free..m).find(|&j| mate_b[j] == FREE && edge(i, j)) {
            *slot = j;
            mate_b[j] = i;
        }
    }
    let none = vec![false; m];
    for i in 0..m {
        if mate_t[i] == FREE && !augment(i, &edge, &mut mate_t, &mut mate_b, &none, FREE) {
            return None;
        }
    }
    // Lexicographic pass: fix each top member's smallest possible opponent.
    let mut fixed_t = vec![false; m];
    let mut fixed_b = vec![false; m];
    let mut first_open = 0;
    for i in 0..m {
        fixed_t[i] = true;
        while first_open < m && fixed_b[first_open] {
            first_open += 1;
        }
        for j in first_open..m {
            if fixed_b[j] || !edge(i, j) {
                continue;
            }
            if mate_t[i] == j {
                break;
            }
            // Give j to i; j's top member must then reach i's old opponent, the one free.
            let (t1, b0) = (mate_b[j], mate_t[i]);
            mate_t[i] = j;
            mate_b[j] = i;
            mate_t[t1] = FREE;
            mate_b[b0] = FREE;
            if augment(t1, &edge, &mut mate_t, &mut mate_b, &fixed_t, b0) {
                break;
            }
            mate_t[i] = b0;
            mate_b[b0] = i;
            mate_t[t1] = j;
            mate_b[j] = t1;
        }
        fixed_b[mate_t[i]] = true;
    }
    Some((0..m).map(|i| (tops[i], bottoms[mate_t[i]])).collect())
}

/// Finds an augmenting path from the free top member `start` to a free opponent (to
/// `target` only, unless it is `usize::MAX`), avoiding the top members marked in
/// `blocked` (and so their opponents), and applies it.
pub(crate) fn augment(
    start: usize,
    edge: &dyn Fn(usize, usize) -> bool,
    mate_t: &mut [usize],
    mate_b: &mut [usize],
    blocked: &[bool],
    target: usize,
) -> bool {
    const FREE: usize = usize::MAX;
    let m = mate_t.len();
    let mut parent_b = vec![FREE; m];
    let mut seen_t = vec![false; m];
    let mut queue = std::collections::VecDeque::new();
    queue.push_back(start);
    seen_t[start] = true;
    while let Some(u) = queue.pop_front() {
        for v in 0..m {
            if parent_b[v] != FREE {
                continue;
            }
            let owner = mate_b[v];
            if owner != FREE && (blocked[owner] || seen_t[owner]) {
                continue;
            }
            if !edge(u, v) {
                continue;
            }
            parent_b[v] = u;
            if owner == FREE {
                if target != FREE && v != target {
                    continue;
                }
                // Flip the path back to `start`.
                let mut b = v;
                loop {
                    let t = parent_b[b];
                    let next = mate_t[t];
                    mate_t[t] = b;
                    mate_b[b] = t;
                    if t == start {
                        return true;
                    }
                    b = next;
                }
            }
            seen_t[owner] = true;
            queue.push_back(owner);
        }
    }
    false
}
