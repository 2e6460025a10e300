//! Identifiers: start ranks (pairing numbers) and round numbers.

use std::fmt;
use std::num::{NonZeroU16, NonZeroU32};

/// A player's start rank (pairing number), 1-based, as in the TRF player section.
///
/// C.04.2 (general handling) ranks players before round 1; the start rank stays the
/// player's identity for the whole event. A TRF can carry 1..=9999, the model allows more.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug)]
pub struct PlayerId(NonZeroU32);

impl PlayerId {
    /// The player with start rank `n`, or `None` for 0.
    #[must_use]
    pub const fn new(n: u32) -> Option<Self> {
        match NonZeroU32::new(n) {
            Some(v) => Some(Self(v)),
            None => None,
        }
    }

    /// The player at 0-based position `index` in start-rank order.
    /// Indices beyond the representable range saturate.
    #[must_use]
    pub fn from_index(index: usize) -> Self {
        let n = u32::try_from(index).ok().and_then(|i| i.checked_add(1));
        Self(n.and_then(NonZeroU32::new).unwrap_or(NonZeroU32::MAX))
    }

    /// The start rank as a number.
    #[must_use]
    pub const fn get(self) -> u32 {
        self.0.get()
    }

    /// The 0-based position in start-rank order.
    #[must_use]
    pub const fn index(self) -> usize {
        (self.0.get() - 1) as usize
    }
}

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A round number, 1-based.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug)]
pub struct RoundNo(NonZeroU16);

impl RoundNo {
    /// The first round.
    pub const FIRST: Self = Self(NonZeroU16::MIN);

    /// Round `n`, or `None` for 0.
    #[must_use]
    pub const fn new(n: u16) -> Option<Self> {
        match NonZeroU16::new(n) {
            Some(v) => Some(Self(v)),
            None => None,
        }
    }

    /// The round at 0-based position `index`; saturates at the largest round.
    #[must_use]
    pub fn from_index(index: usize) -> Self {
        let n = u16::try_from(index).ok().and_then(|i| i.checked_add(1));
        Self(n.and_then(NonZeroU16::new).unwrap_or(NonZeroU16::MAX))
    }

    /// The round number.
    #[must_use]
    pub const fn get(self) -> u16 {
        self.0.get()
    }

    /// The 0-based position.
    #[must_use]
    pub const fn index(self) -> usize {
        (self.0.get() - 1) as usize
    }

    /// The following round (saturating).
    #[must_use]
    pub fn next(self) -> Self {
        Self(self.0.saturating_add(1))
    }
}

impl fmt::Display for RoundNo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_round_trip() {
        for i in [0usize, 1, 9998] {
            assert_eq!(PlayerId::from_index(i).index(), i);
            assert_eq!(RoundNo::from_index(i).index(), i);
        }
        assert_eq!(PlayerId::new(0), None);
        assert_eq!(PlayerId::new(7).map(PlayerId::get), Some(7));
    }
}
