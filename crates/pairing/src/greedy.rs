//! A greedy pairing with repairs, used to prove quickly that a group can be paired
//! before any matching is solved; and the exact answer grown from the greedy pairing by
//! augmenting paths, quick on the nearly complete graphs of the absolute criteria.

use arbiter_core::Colour;
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

/// The place in `cands` of the first candidate whose bye leaves the rest of `set` (odd in
/// number; `cands` among its players) pairable under `ok`, or `None` when no candidate
/// does. One maximum matching of the whole set decides every candidate: when it leaves
/// one player over, the others without `c` can be paired exactly when `c` is that player
/// or an augmenting path joins `c`'s former mate to him (Berge); when it leaves more, no
/// bye helps. A field that cannot be paired at all then costs two failed searches rather
/// than a failed matching per candidate.
pub(crate) fn first_bye(
    set: &[usize],
    cands: &[usize],
    ok: &impl Fn(usize, usize) -> bool,
) -> Option<usize> {
    let n = set.len();
    if n.is_multiple_of(2) {
        return None;
    }
    let at = |i: usize, j: usize| ok(set[i], set[j]);
    let mut m = Cardinality::new(n);
    for i in 0..n {
        if m.mate(i).is_none()
            && let Some(j) = (i + 1..n).find(|&j| m.mate(j).is_none() && at(i, j))
        {
            m.pair(i, j);
        }
    }
    // The set is odd, so a matching that leaves one player over is maximum: the last
    // player left needs no search, which would fail after scanning every pair of the
    // field (most of the time of a large round).
    let exposed = m.exposed();
    let mut left = exposed.len();
    let mut over = 0;
    for v in exposed {
        if m.mate(v).is_some() {
            continue;
        }
        if over == 0 && left == 1 {
            break;
        }
        if m.augment(at, v) {
            left -= 2;
        } else {
            left -= 1;
            over += 1;
            if over > 1 {
                return None;
            }
        }
    }
    let mut place = vec![NONE; set.iter().max().map_or(0, |&p| p + 1)];
    for (i, &p) in set.iter().enumerate() {
        place[p] = i;
    }
    cands.iter().position(|&c| {
        let Some(&p) = place.get(c).filter(|&&p| p != NONE) else {
            return false;
        };
        let mut rest = m.clone();
        match rest.remove(p) {
            Some(mate) => rest.augment(at, mate),
            None => true,
        }
    })
}

/// As [`perfect`], for players of whom two with the same `colour` never meet (the colour
/// an absolute preference demands, C.04.1 f, g). Each such player needs a partner
/// without his colour, so when one colour is demanded by more than half of the set no
/// pairing exists, and the answer comes without a matching; a round that narrows down
/// to that (the players left half one way and half the other) would otherwise ask for a
/// failing search, the dearest kind, at each choice.
pub(crate) fn perfect_with_colours(
    set: &[usize],
    ok: &impl Fn(usize, usize) -> bool,
    colour: impl Fn(usize) -> Option<Colour>,
) -> bool {
    let mut whites = Vec::new();
    let mut blacks = Vec::new();
    let mut free = Vec::new();
    for &p in set {
        match colour(p) {
            Some(Colour::White) => whites.push(p),
            Some(Colour::Black) => blacks.push(p),
            None => free.push(p),
        }
    }
    if 2 * whites.len().max(blacks.len()) > set.len() || !set.len().is_multiple_of(2) {
        return false;
    }
    // The greedy pairing pairs the larger colour's players first, with the other
    // colour's, then with the free players, and never tries two of one colour, which
    // leaves few players over for the augmenting paths.
    if whites.len() < blacks.len() {
        std::mem::swap(&mut whites, &mut blacks);
    }
    let (big, small) = (whites.len(), whites.len() + blacks.len());
    let order: Vec<usize> = whites.into_iter().chain(blacks).chain(free).collect();
    let n = order.len();
    let at = |i: usize, j: usize| ok(order[i], order[j]);
    let mut m = Cardinality::new(n);
    // The first place of each part not yet paired: places before it are all paired.
    let mut first = [big, small];
    for i in 0..n {
        if m.mate(i).is_some() {
            continue;
        }
        let parts: &[usize] = if i < big {
            &[0, 1]
        } else if i < small {
            &[1]
        } else {
            &[]
        };
        let mut partner = None;
        for &k in parts {
            let end = if k == 0 { small } else { n };
            while first[k] < end && m.mate(first[k]).is_some() {
                first[k] += 1;
            }
            partner = (first[k]..end).find(|&j| m.mate(j).is_none() && at(i, j));
            if partner.is_some() {
                break;
            }
        }
        if i >= small {
            partner = (i + 1..n).find(|&j| m.mate(j).is_none() && at(i, j));
        }
        if let Some(j) = partner {
            m.pair(i, j);
        }
    }
    m.perfect(at)
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

#[cfg(test)]
mod tests {
    use super::*;
    use arbiter_core::SplitMix64;

    /// [`perfect_with_colours`] answers as [`perfect`] does, on random sets of up to 14
    /// players where two of one demanded colour never meet and some other pairs are
    /// barred (rematches), from one colour camp outweighing the other to none at all.
    #[test]
    fn perfect_with_colours_agrees_with_perfect() {
        let mut rng = SplitMix64::new(11);
        let (mut yes, mut no) = (0, 0);
        for _ in 0..4000 {
            let n = rng.below(15) as usize;
            let colours: Vec<Option<Colour>> = (0..n)
                .map(|_| match rng.below(4) {
                    0 => Some(Colour::White),
                    1 => Some(Colour::Black),
                    2 if rng.below(2) == 0 => Some(Colour::White),
                    _ => None,
                })
                .collect();
            let density = rng.below(60);
            let mut barred = vec![false; n * n];
            for a in 0..n {
                for b in a + 1..n {
                    let bar = rng.below(100) < density;
                    barred[a * n + b] = bar;
                    barred[b * n + a] = bar;
                }
            }
            let ok = |a: usize, b: usize| {
                a != b && !barred[a * n + b] && (colours[a].is_none() || colours[a] != colours[b])
            };
            // The set in a drawn order, as an engine's score order would give it.
            let mut set: Vec<usize> = (0..n).collect();
            for i in (1..n).rev() {
                set.swap(i, rng.below(i as u64 + 1) as usize);
            }
            let want = perfect(&set, &ok);
            assert_eq!(
                perfect_with_colours(&set, &ok, |p| colours[p]),
                want,
                "{set:?} {colours:?} {barred:?}"
            );
            if want {
                yes += 1;
            } else {
                no += 1;
            }
        }
        assert!(yes > 500 && no > 500, "{yes} pairable, {no} not");
    }

    /// [`first_bye`] picks the candidate that trying each in turn with [`perfect`] picks.
    #[test]
    fn first_bye_agrees_with_trying_each_candidate() {
        let mut rng = SplitMix64::new(12);
        // How often the first candidate, a later one and none at all is the answer.
        let mut seen = [0; 3];
        for _ in 0..4000 {
            let n = 1 + 2 * rng.below(7) as usize;
            let density = rng.below(85);
            let mut barred = vec![false; n * n];
            for a in 0..n {
                for b in a + 1..n {
                    let bar = rng.below(100) < density;
                    barred[a * n + b] = bar;
                    barred[b * n + a] = bar;
                }
            }
            let ok = |a: usize, b: usize| a != b && !barred[a * n + b];
            // Players numbered apart from their places, the candidates some of them.
            let set: Vec<usize> = (0..n).map(|i| 3 * i + 1).collect();
            let okp = |a: usize, b: usize| ok(a / 3, b / 3);
            let mut cands: Vec<usize> = set.iter().copied().filter(|_| rng.below(3) > 0).collect();
            for i in (1..cands.len()).rev() {
                cands.swap(i, rng.below(i as u64 + 1) as usize);
            }
            let want = cands.iter().position(|&c| {
                let rest: Vec<usize> = set.iter().copied().filter(|&p| p != c).collect();
                perfect(&rest, &okp)
            });
            assert_eq!(first_bye(&set, &cands, &okp), want, "{cands:?} {barred:?}");
            seen[want.map_or(2, |i| usize::from(i > 0))] += 1;
        }
        assert!(
            seen.iter().all(|&k| k > 300),
            "first, later, none: {seen:?}"
        );
    }
}
