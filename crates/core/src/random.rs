//! Seeded pseudo-random numbers for generated events, generated rating lists and drawn
//! lots: SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
//! generators", 2014). It is small and fixed forever, so that a published seed gives the
//! same draw, event or list in every version and on every machine. Not for secrets.

/// A seeded stream of SplitMix64 numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// The stream of `seed`.
    #[must_use]
    pub const fn new(seed: u64) -> Self {
        Self(seed)
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n`, by remainder (its slight bias towards small numbers is part of
    /// what every seed already gave); 0 when `n` is 0, without drawing.
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 { 0 } else { self.next_u64() % n }
    }

    /// True with probability `per_mille` / 1000.
    pub fn chance(&mut self, per_mille: u32) -> bool {
        self.below(1000) < u64::from(per_mille)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_published_sequence() {
        // The first outputs for seed 1234567 of the reference C implementation.
        let mut r = SplitMix64::new(1_234_567);
        let got: Vec<u64> = (0..5).map(|_| r.next_u64()).collect();
        assert_eq!(
            got,
            [
                6_457_827_717_110_365_317,
                3_203_168_211_198_807_973,
                9_817_491_932_198_370_423,
                4_593_380_528_125_082_431,
                16_408_922_859_458_223_821,
            ]
        );
    }

    #[test]
    fn below_stays_below_and_zero_draws_nothing() {
        let mut a = SplitMix64::new(9);
        let mut b = a.clone();
        assert_eq!(a.below(0), 0);
        assert_eq!(a, b);
        for n in 1..200 {
            assert!(a.below(n) < n);
            b.next_u64();
        }
        assert_eq!(a, b);
        assert!((0..100).all(|_| !a.chance(0)));
        assert!((0..100).all(|_| a.chance(1000)));
    }
}
