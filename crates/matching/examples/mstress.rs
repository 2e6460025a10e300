#![allow(missing_docs, clippy::unwrap_used, dead_code)]
#[path = "/tmp/matching-lib-backup.rs"]
mod old;
use arbiter_matching::{Optimum, Wide};

fn lcg(seed: u64) -> impl FnMut() -> u64 {
    let mut s = seed;
    move || {
        s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        s >> 33
    }
}

fn main() {
    let mut next = lcg(std::env::args().nth(1).map_or(7, |s| s.parse().unwrap()));
    let iters: usize = std::env::args().nth(2).map_or(2000, |s| s.parse().unwrap());
    for it in 0..iters {
        let maxn: u64 = std::env::var("MAXN").map_or(150, |s| s.parse().unwrap());
        let n = 2 + (next() % maxn) as usize;
        let density = 1 + next() % 8;
        let range = [2u64, 4, 10, 1000, 1 << 40][(next() % 5) as usize];
        let mut e = Vec::new();
        for a in 0..n {
            for b in a + 1..n {
                if next() % density == 0 {
                    e.push((a, b, 1 + next() % range));
                }
            }
        }
        let new_edges: Vec<_> = e.iter().map(|&(a, b, c)| (a, b, Wide::<2>([c, 0]))).collect();
        let old_edges: Vec<_> = e.iter().map(|&(a, b, c)| (a, b, old::Wide::<2>([c, 0]))).collect();
        let opt = Optimum::solve(n, &new_edges);
        let om = old::max_weight_matching(n, &old_edges);
        let tot = |m: &[Option<usize>]| -> u128 {
            e.iter().filter(|&&(a, b, _)| m[a] == Some(b)).map(|x| x.2 as u128).sum()
        };
        let (tn, to) = (tot(&opt.mate), tot(&om));
        if tn != to {
            println!("MISMATCH it {it} n {n} new {tn} old {to} {e:?}");
            std::process::exit(1);
        }
        for &(a, b, c) in &e {
            assert_ne!(opt.feasible(a, b, Wide([c, 0])), std::cmp::Ordering::Less, "it {it}");
        }
        // perfect search from the optimum's hint, lifted weights
        let lifted: Vec<_> = e.iter().map(|&(a, b, c)| (a, b, Wide::<2>([c, 1]))).collect();
        let card = old::max_weight_matching(n, &e.iter().map(|&(a, b, c)| (a, b, old::Wide::<2>([c, 1]))).collect::<Vec<_>>());
        let perfect_exists = card.iter().all(Option::is_some);
        let duals: Vec<Wide<2>> = (0..n).map(|v| opt.dual(v)).collect();
        let p = Optimum::solve_perfect(n, &lifted, &opt.mate, Some(&duals));
        match (p, perfect_exists) {
            (Some(p), true) => {
                if tot(&p.mate) != tot(&card) {
                    println!("PERFECT MISMATCH it {it}");
                    std::process::exit(1);
                }
            }
            (None, false) => {}
            (got, _) => {
                println!("PERFECT EXISTENCE MISMATCH it {it} got {} exists {perfect_exists}", got.is_some());
                std::process::exit(1);
            }
        }
    }
    println!("ok");
}
