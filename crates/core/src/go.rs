//! Go-specific values: ranks, handicaps, komi.

use crate::points::Points;
use std::fmt;
use std::str::FromStr;

/// A Go rank from 30 kyu to 9 dan, or a professional dan.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum GoRank {
    /// Kyu 1..=30 (30k is the weakest).
    Kyu(u8),
    /// Amateur dan 1..=9.
    Dan(u8),
    /// Professional dan 1..=9.
    Pro(u8),
}

impl GoRank {
    /// A number that grows with strength, one per grade, with 1d = 0 and 1k = -1 (the
    /// convention McMahon scores are built on). Professional ranks sit above 9d... a
    /// professional 1p counts as 7d, as most pairing programs do, then one per grade.
    #[must_use]
    pub fn value(self) -> i32 {
        match self {
            GoRank::Kyu(k) => -i32::from(k),
            GoRank::Dan(d) => i32::from(d) - 1,
            GoRank::Pro(p) => i32::from(p) + 5,
        }
    }
}

impl Ord for GoRank {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.value()
            .cmp(&other.value())
            .then_with(|| matches!(self, GoRank::Pro(_)).cmp(&matches!(other, GoRank::Pro(_))))
    }
}

impl PartialOrd for GoRank {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for GoRank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GoRank::Kyu(k) => write!(f, "{k}k"),
            GoRank::Dan(d) => write!(f, "{d}d"),
            GoRank::Pro(p) => write!(f, "{p}p"),
        }
    }
}

/// Why a text is not a Go rank.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
#[error("expected a Go rank from 30k to 9d (or 1p-9p), found {0:?}")]
pub struct ParseGoRankError(pub String);

impl FromStr for GoRank {
    type Err = ParseGoRankError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseGoRankError(s.to_string());
        let t = s.trim();
        let split = t.len().checked_sub(1).ok_or_else(err)?;
        let (num, unit) = t.split_at(split);
        let n: u8 = num.parse().map_err(|_| err())?;
        match unit {
            "k" | "K" if (1..=30).contains(&n) => Ok(GoRank::Kyu(n)),
            "d" | "D" if (1..=9).contains(&n) => Ok(GoRank::Dan(n)),
            "p" | "P" if (1..=9).contains(&n) => Ok(GoRank::Pro(n)),
            _ => Err(err()),
        }
    }
}

/// The handicap of a Go game: stones placed by Black and the komi given to White.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct Handicap {
    /// Handicap stones (0 for an even game; 1 means no komi, Black moves first).
    pub stones: u8,
    /// Komi in points (tenths of a point, e.g. 6.5 or 0.5); may be negative (reverse komi).
    pub komi: Points,
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn ranks() {
        let k30: GoRank = "30k".parse().unwrap();
        let k1: GoRank = "1k".parse().unwrap();
        let d1: GoRank = "1d".parse().unwrap();
        let d9: GoRank = "9D".parse().unwrap();
        assert!(k30 < k1 && k1 < d1 && d1 < d9);
        assert_eq!(d1.value() - k1.value(), 1);
        assert_eq!(d9.to_string(), "9d");
        for bad in ["", "0k", "31k", "10d", "5x", "k"] {
            assert!(bad.parse::<GoRank>().is_err(), "{bad}");
        }
    }
}
