//! A greedy pairing with repairs, used to prove quickly that a group can be paired
//! before any matching is solved; and the exact answer grown from the greedy pairing by
//! augmenting paths, quick on the nearly complete graphs of the absolute criteria.

use arbiter_matching::Cardinality;

const NONE: usize = usize::MAX;

/// Pairs of players, each once.
pub(crate) type Pairs = Vec<(usize, usize)>;

/// Pairs `players` greedily (each with the first later player it may meet), then
/// repairs: two unpaired players who may not meet take over a pair whose members each
/// may meet one of them. Returns the players left unpaired when at most `allowed` are.
pub(crate) fn pair_up(
    players: &[usize],
    allowed: usize,
    ok: &impl Fn(usize, usize) -> bool,
) -> Option<Vec<usize>> {
    pairs_and_singles(players, allowed, ok).map(|(_, single)| single)
}

/// The pairing of [`pair_up`]: its pairs and the players left unpaired.
pub(crate) fn pairs_and_singles(
    players: &[usize],
    allowed: usize,
    ok: &impl Fn(usize, usize) -> bool,
) -> Option<(Pairs, Vec<usize>)> {
    let n = players.len();
    let mut mate = vec![NONE; n];
    for i in 0..n {
        if mate[i] != NONE {
            continue;
        }
        if let Some(j) = (i + 1..n).find(|&j| mate[j] == NONE && ok(players[i], players[j])) {
            mate[i] = j;
            mate[j] = i;
        }
    }
    let mut single: Vec<usize> = (0..n).filter(|&i| mate[i] == NONE).collect();
    while single.len() > allowed {
        let u = single.pop()?;
        let mut found = None;
        'search: for (si, &v) in single.iter().enumerate() {
            if ok(players[u], players[v]) {
                found = Some((si, None));
                break;
            }
            for a in 0..n {
                let b = mate[a];
                if b != NONE && ok(players[u], players[a]) && ok(players[v], players[b]) {
                    found = Some((si, Some((a, b))));
                    break 'search;
                }
            }
        }
        let (si, swap) = found?;
        let v = single.swap_remove(si);
        match swap {
            None => {
                mate[u] = v;
                mate[v] = u;
            }
            Some((a, b)) => {
                mate[u] = a;
                mate[a] = u;
                mate[v] = b;
                mate[b] = v;
            }
        }
    }
    let pairs = (0..n)
        .filter(|&i| mate[i] != NONE && i < mate[i])
        .map(|i| (players[i], players[mate[i]]))
        .collect();
    Some((pairs, single.iter().map(|&i| players[i]).collect()))
}

/// A maximum matching of `set` under `ok`, over the places of `set`: the greedy pairing,
/// grown by augmenting paths from the players it leaves over (exact at every size; see
/// [`Cardinality`]).
fn matching(set: &[usize], ok: &impl Fn(usize, usize) -> bool) -> Cardinality {
    let n = set.len();
    let at = |i: usize, j: usize| ok(set[i], set[j]);
    let mut m = Cardinality::new(n);
    for i in 0..n {
        if m.mate(i).is_none()
            && let Some(j) = (i + 1..n).find(|&j| m.mate(j).is_none() && at(i, j))
        {
            m.pair(i, j);
        }
    }
    m.maximise(at);
    m
}

/// A maximum matching of `set` under `ok`: its pairs and the players it leaves unpaired
/// (exact at every size).
pub(crate) fn maximum(set: &[usize], ok: &impl Fn(usize, usize) -> bool) -> (Pairs, Vec<usize>) {
    let m = matching(set, ok);
    let pairs = m
        .pairs()
        .into_iter()
        .map(|(i, j)| (set[i], set[j]))
        .collect();
    let single = m.exposed().into_iter().map(|i| set[i]).collect();
    (pairs, single)
}

/// The players a maximum matching of `set` under `ok` leaves unpaired (exact at every
/// size).
pub(crate) fn unmatched(set: &[usize], ok: &impl Fn(usize, usize) -> bool) -> Vec<usize> {
    maximum(set, ok).1
}

/// The number of pairs a maximum matching of `set` under `ok` makes (exact at every
/// size).
pub(crate) fn max_pairs(set: &[usize], ok: &impl Fn(usize, usize) -> bool) -> usize {
    (set.len() - unmatched(set, ok).len()) / 2
}

/// True when `set` can be paired completely under `ok` (exact at every size).
pub(crate) fn perfect(set: &[usize], ok: &impl Fn(usize, usize) -> bool) -> bool {
    set.len().is_multiple_of(2) && matching(set, ok).exposed().is_empty()
}

/// True when `set` can be paired completely under `ok`: exactly up to `exact_limit`
/// players, greedily (with repairs) above.
pub(crate) fn pairable(
    set: &[usize],
    ok: &impl Fn(usize, usize) -> bool,
    exact_limit: usize,
) -> bool {
    if set.len() <= exact_limit {
        perfect(set, ok)
    } else {
        set.len().is_multiple_of(2) && pair_up(set, 0, ok).is_some()
    }
}
