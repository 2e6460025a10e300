//! A greedy pairing with repairs, used to prove quickly that a group can be paired
//! before any matching is solved.

const NONE: usize = usize::MAX;

/// Pairs `players` greedily (each with the first later player it may meet), then
/// repairs: two unpaired players who may not meet take over a pair whose members each
/// may meet one of them. Returns the players left unpaired when at most `allowed` are.
pub(crate) fn pair_up(
    players: &[usize],
    allowed: usize,
    ok: &impl Fn(usize, usize) -> bool,
) -> Option<Vec<usize>> {
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
    Some(single.iter().map(|&i| players[i]).collect())
}
