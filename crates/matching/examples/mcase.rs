#![allow(missing_docs, clippy::unwrap_used)]
use arbiter_matching::{Wide, max_weight_matching};
fn main() {
    let e = [(0, 2, 2), (0, 5, 10), (0, 7, 10), (0, 8, 4), (0, 9, 5), (1, 2, 10), (1, 4, 8), (1, 6, 4), (1, 7, 2), (1, 8, 9), (2, 4, 1), (2, 5, 3), (2, 7, 9), (2, 8, 1), (2, 9, 6), (3, 5, 7), (3, 6, 1), (3, 7, 5), (3, 9, 2), (4, 5, 8), (4, 6, 2), (4, 7, 5), (4, 9, 7), (5, 7, 10), (5, 8, 6), (6, 7, 9), (6, 9, 4), (7, 9, 4), (8, 9, 1)];
    let edges: Vec<_> = e.iter().map(|&(a, b, c)| (a, b, Wide::<2>([c, 0]))).collect();
    let m = max_weight_matching(10, &edges);
    let t: u64 = e.iter().filter(|&&(a, b, _)| m[a] == Some(b)).map(|x| x.2).sum();
    println!("{m:?} {t}");
}
