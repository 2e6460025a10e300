//! Pairing benchmark: generated tournaments paired at a middle and a late round.
fn main() {}
