//! Go pairing against OpenGotha itself: every round of the synthetic tournaments of
//! `../shared/corpus/go` (McMahon, Swiss, SwissCat), paired by OpenGotha V3.52.03 from the
//! same file. Each round must give OpenGotha's players to pair (in its order), its bye,
//! the nine terms of its cost for every pair of that pool, and its games: all of them
//! when the optimum is unique, else every game all optima hold and the same total cost.
//! The fixtures of pairgoth's test suite (`pairgoth/`) are checked the same way against
//! what the published OpenGotha gives on them (their costs are not dumped by it: the
//! total of our games' costs must equal its total).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_pairing::gotha::{GoCosts, GoRound, check_go, pair_go};
use serde_json::Value;
use std::collections::{BTreeSet, HashMap};
use std::io::Read;
use std::path::{Path, PathBuf};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/go")
}

/// The synthetic cases (`mm..`, `sw..`, `sc..`) with their rounds, in order.
fn rounds() -> Vec<(String, PathBuf, u16)> {
    let mut out = Vec::new();
    let index = std::fs::read_to_string(corpus().join("index.tsv")).expect("the Go corpus index");
    for line in index.lines().skip(1) {
        let mut cols = line.split('\t');
        let id = cols.next().unwrap().to_string();
        let rounds: u16 = cols.nth(2).unwrap().parse().unwrap();
        for k in 1..=rounds {
            out.push((id.clone(), corpus().join(&id), k));
        }
    }
    out
}

fn costs_of(line: &str) -> (String, String, GoCosts, i64) {
    let f: Vec<&str> = line.split('\t').collect();
    let n = |i: usize| f[i].parse::<i64>().unwrap();
    (
        f[0].to_string(),
        f[1].to_string(),
        GoCosts {
            duplicate: n(2),
            random: n(3),
            colour: n(4),
            category: n(5),
            score: n(6),
            draw: n(7),
            seeding: n(8),
            handicap: n(9),
            geography: n(10),
        },
        n(11),
    )
}

/// What was checked: rounds, pairs' costs, games.
#[derive(Default)]
struct Tally {
    rounds: usize,
    costs: usize,
    games: usize,
}

/// Checks round `k` of the case in `dir` against `expected` (a JSON file of the round)
/// and, when given, OpenGotha's costs of every pair (`weights`, gzipped TSV).
#[allow(clippy::too_many_lines)]
fn check_round(
    what: &str,
    dir: &Path,
    k: u16,
    expected: &str,
    weights: Option<&str>,
    tally: &mut Tally,
    failures: &mut Vec<String>,
) {
    let bytes = std::fs::read(dir.join(format!("round{k}.input.xml"))).unwrap();
    let t = arbiter_gotha::read(&bytes).unwrap_or_else(|e| panic!("{what}: {e}"));
    let expected: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join(expected)).unwrap()).unwrap();
    let key = |p: usize| t.players[p].key.clone();
    let index: HashMap<String, usize> = (0..t.players.len()).map(|p| (key(p), p)).collect();
    let pairing = pair_go(&t, k).unwrap_or_else(|e| panic!("{what}: {e}"));
    let round = GoRound::new(&t, k).unwrap();

    let pool: Vec<String> = pairing
        .pool
        .iter()
        .filter(|&&p| Some(p) != pairing.bye)
        .map(|&p| key(p))
        .collect();
    let want_pool: Vec<String> = expected["pool"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_string())
        .collect();
    if pool != want_pool {
        failures.push(format!("{what}: pool {pool:?}, OpenGotha {want_pool:?}"));
        return;
    }
    if expected["bye_chosen_by_opengotha"]
        .as_bool()
        .unwrap_or(true)
    {
        let bye = pairing.bye.map(key);
        let want_bye = expected["bye"].as_str().map(str::to_string);
        if bye != want_bye {
            failures.push(format!("{what}: bye {bye:?}, OpenGotha {want_bye:?}"));
        }
    }

    let mut total: HashMap<(usize, usize), i64> = HashMap::new();
    if let Some(weights) = weights {
        let mut gz = flate2::read::GzDecoder::new(std::fs::File::open(dir.join(weights)).unwrap());
        let mut tsv = String::new();
        gz.read_to_string(&mut tsv).unwrap();
        let mut wrong = 0;
        for line in tsv.lines().skip(1) {
            let (a, b, want, want_total) = costs_of(line);
            let (a, b) = (index[&a], index[&b]);
            let got = round.costs(a, b);
            if got != want || got.total() != want_total {
                wrong += 1;
                if wrong <= 3 {
                    failures.push(format!(
                        "{what}: {} {}: {got:?}, OpenGotha {want:?}",
                        key(a),
                        key(b)
                    ));
                }
            }
            total.insert((a.min(b), a.max(b)), want_total);
            tally.costs += 1;
        }
        if wrong > 3 {
            failures.push(format!("{what}: {wrong} pairs with other costs"));
        }
    }
    // Costs of our games: OpenGotha's where dumped, else ours (`costs` is called with
    // the players in pool order, as OpenGotha's matrix holds them).
    let place: HashMap<usize, usize> = pairing
        .pool
        .iter()
        .enumerate()
        .map(|(i, &p)| (p, i))
        .collect();
    let cost_of = |a: usize, b: usize| {
        let (a, b) = if place[&a] < place[&b] {
            (a, b)
        } else {
            (b, a)
        };
        total
            .get(&(a.min(b), a.max(b)))
            .copied()
            .unwrap_or_else(|| round.costs(a, b).total())
    };

    let games: BTreeSet<(String, String, u8)> = pairing
        .games
        .iter()
        .map(|g| (key(g.white), key(g.black), g.handicap))
        .collect();
    let mut forced = BTreeSet::new();
    let mut all = BTreeSet::new();
    for g in expected["games"].as_array().unwrap() {
        let game = (
            g["white"].as_str().unwrap().to_string(),
            g["black"].as_str().unwrap().to_string(),
            u8::try_from(g["handicap"].as_u64().unwrap()).unwrap(),
        );
        if g["forced"].as_bool().unwrap() {
            forced.insert(game.clone());
        }
        all.insert(game);
    }
    let ours: i64 = pairing
        .games
        .iter()
        .map(|g| cost_of(g.white, g.black))
        .sum();
    let want_total = expected["total_weight"].as_i64().unwrap();
    if expected["unique_optimum"].as_bool().unwrap() {
        if games != all {
            failures.push(format!(
                "{what}: games differ: ours {:?}, OpenGotha {:?}",
                games.difference(&all).collect::<Vec<_>>(),
                all.difference(&games).collect::<Vec<_>>()
            ));
        }
    } else if !forced.is_subset(&games) || ours != want_total {
        failures.push(format!(
            "{what}: forced games missing {:?}, total {ours}, OpenGotha {want_total}",
            forced.difference(&games).collect::<Vec<_>>()
        ));
    }
    tally.rounds += 1;
    tally.games += pairing.games.len();
}

fn report(tally: &Tally, failures: &[String]) {
    println!(
        "{} rounds, {} pairs' costs, {} games checked",
        tally.rounds, tally.costs, tally.games
    );
    assert!(
        failures.is_empty(),
        "{} differences:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn every_round_of_the_corpus_pairs_as_opengotha() {
    let mut failures = Vec::new();
    let mut tally = Tally::default();
    let cases = rounds();
    for (id, dir, k) in &cases {
        check_round(
            &format!("{id} round {k}"),
            dir,
            *k,
            &format!("round{k}.expected.json"),
            Some(&format!("round{k}.weights.tsv.gz")),
            &mut tally,
            &mut failures,
        );
    }
    report(&tally, &failures);
    assert_eq!(tally.rounds, cases.len());
    assert!(tally.rounds > 0, "the Go corpus is empty");
}

#[test]
fn the_pairgoth_fixtures_pair_as_the_published_opengotha() {
    let dir = corpus().join("pairgoth");
    let index = std::fs::read_to_string(dir.join("index.tsv")).expect("the fixtures' index");
    let mut failures = Vec::new();
    let mut tally = Tally::default();
    for line in index.lines().skip(1) {
        let mut cols = line.split('\t');
        let (name, k) = (cols.next().unwrap(), cols.next().unwrap());
        let k: u16 = k.parse().unwrap();
        check_round(
            &format!("{name} round {k}"),
            &dir.join(name),
            k,
            &format!("round{k}.harness_public.json"),
            None,
            &mut tally,
            &mut failures,
        );
    }
    report(&tally, &failures);
    assert!(tally.rounds > 0, "no fixture read");
}

#[test]
fn opengotha_rounds_pass_the_check_and_altered_ones_do_not() {
    let mut rounds = 0;
    let mut cases: Vec<String> = rounds_of_cases();
    cases.dedup();
    for id in cases {
        let bytes = std::fs::read(corpus().join(&id).join("final.xml")).unwrap();
        let t = arbiter_gotha::read(&bytes).unwrap();
        for k in 1..=t.games.iter().map(|g| g.round).max().unwrap_or(0) {
            let check = check_go(&t, k).unwrap();
            assert!(check.agrees(), "{id} round {k}: {:?}", check.differences);
            assert_eq!(check.given_total, check.best_total);
            rounds += 1;
            // Colours swapped on one game: the engine's colours differ.
            let mut swapped = t.clone();
            let g = swapped.games.iter_mut().find(|g| g.round == k).unwrap();
            std::mem::swap(&mut g.white, &mut g.black);
            assert!(!check_go(&swapped, k).unwrap().agrees(), "{id} round {k}");
            // Partners exchanged between the two first games: a lower total, or other
            // colours, unless the exchange costs nothing.
            let mut exchanged = t.clone();
            let idx: Vec<usize> = (0..exchanged.games.len())
                .filter(|&i| exchanged.games[i].round == k)
                .take(2)
                .collect();
            if idx.len() == 2 {
                let b0 = exchanged.games[idx[0]].black;
                exchanged.games[idx[0]].black = exchanged.games[idx[1]].black;
                exchanged.games[idx[1]].black = b0;
                let c = check_go(&exchanged, k).unwrap();
                assert!(
                    !c.agrees() || c.given_total == c.best_total,
                    "{id} round {k}: an exchange passed with a lower total"
                );
            }
        }
    }
    assert!(rounds > 0);
}

/// The synthetic cases' names.
fn rounds_of_cases() -> Vec<String> {
    rounds().into_iter().map(|(id, _, _)| id).collect()
}
