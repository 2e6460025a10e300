#![allow(missing_docs, clippy::unwrap_used)]
use arbiter_matching::{Optimum, Wide};
fn main() {
    let path = std::env::args().nth(1).unwrap();
    let text = std::fs::read_to_string(path).unwrap();
    let mut lines = text.lines();
    let n: usize = lines.next().unwrap().parse().unwrap();
    let mut edges = Vec::new();
    for l in lines {
        let v: Vec<u64> = l.split(' ').map(|x| x.parse().unwrap()).collect();
        edges.push((v[0] as usize, v[1] as usize, Wide::<4>([v[2], v[3], v[4], v[5]])));
    }
    let t = std::time::Instant::now();
    let opt = Optimum::solve(n, &edges);
    let mut total = Wide::<4>::ZERO;
    for &(a, b, w) in &edges {
        if opt.mate[a] == Some(b) { total = total.plus(w); }
    }
    println!("n {n} m {} time {:?} total {:?}", edges.len(), t.elapsed(), total);
    let c: Vec<u64> = arbiter_matching::COUNT.iter().map(|x| x.load(std::sync::atomic::Ordering::Relaxed)).collect();
    println!("stages {} substages {} arcs {}", c[0], c[1], c[2]);
}
#[allow(dead_code)]
fn counts() {}
