//! Local timing aid (not part of the repository).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
use std::time::Instant;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let bytes = std::fs::read(&args[1]).unwrap();
    let t = arbiter_trf::read(&bytes).unwrap();
    for name in &args[2..] {
        let e = arbiter_pairing::system_by_name(name).unwrap();
        let s = Instant::now();
        let r = e.pair(&t);
        match r {
            Ok(p) => println!(
                "{name}: {} games, bye {:?}, {:.3} s",
                p.games.len(),
                p.bye,
                s.elapsed().as_secs_f64()
            ),
            Err(e) => println!("{name}: error {e} {:.3} s", s.elapsed().as_secs_f64()),
        }
    }
}
