//! Exact tie-break values.

use arbiter_core::Points;
use std::fmt;

/// A tie-break value held exactly, in hundredths.
///
/// Scores come in tenths of a point ([`Points`]); Sonneborn-Berger multiplies two of them
/// (hundredths), and the averages C.07 asks for are rounded to two decimals (AOB) or to
/// whole rating points (ARO, TPR, APRO, APPO). Hundredths therefore hold every value a
/// tie-break produces without a float, so that comparisons are exact and deterministic.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug, Default)]
pub struct Value(i64);

impl Value {
    /// Zero.
    pub const ZERO: Value = Value(0);

    /// From hundredths.
    #[must_use]
    pub const fn from_hundredths(h: i64) -> Self {
        Value(h)
    }

    /// From tenths (a number of points).
    #[must_use]
    pub const fn from_tenths(t: i64) -> Self {
        Value(t.saturating_mul(10))
    }

    /// From a whole number (a count, a rating).
    #[must_use]
    pub const fn whole(n: i64) -> Self {
        Value(n.saturating_mul(100))
    }

    /// From points.
    #[must_use]
    pub fn from_points(p: Points) -> Self {
        Value::from_tenths(i64::from(p.tenths()))
    }

    /// The value in hundredths.
    #[must_use]
    pub const fn hundredths(self) -> i64 {
        self.0
    }

    /// The value as a float, for display and export only.
    #[must_use]
    #[allow(clippy::cast_precision_loss)]
    pub fn as_f64(self) -> f64 {
        self.0 as f64 / 100.0
    }

    /// Writes the value with exactly `decimals` decimals (0, 1 or 2); the value must already
    /// be a multiple of that precision, which every tie-break guarantees for its own code.
    #[must_use]
    pub fn format(self, decimals: u8) -> String {
        let sign = if self.0 < 0 { "-" } else { "" };
        let a = self.0.unsigned_abs();
        match decimals {
            0 => format!("{sign}{}", a / 100),
            1 => format!("{sign}{}.{}", a / 100, (a % 100) / 10),
            _ => format!("{sign}{}.{:02}", a / 100, a % 100),
        }
    }
}

impl fmt::Display for Value {
    /// The shortest exact form with at least one decimal: `4.0`, `11.5`, `2.25`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let d = if self.0 % 10 != 0 { 2 } else { 1 };
        f.pad(&self.format(d))
    }
}

/// `num / den` rounded to the nearest integer, halves away from zero; `den` must be
/// positive. Used wherever C.07 says "rounded" (averages of ratings, percentages).
#[must_use]
pub(crate) fn div_round_half_up(num: i64, den: i64) -> i64 {
    if den <= 0 {
        return 0;
    }
    if num >= 0 {
        (2 * num + den) / (2 * den)
    } else {
        -((2 * -num + den) / (2 * den))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounding_and_display() {
        assert_eq!(div_round_half_up(5, 2), 3);
        assert_eq!(div_round_half_up(7, 3), 2);
        assert_eq!(div_round_half_up(-5, 2), -3);
        assert_eq!(Value::from_tenths(45).to_string(), "4.5");
        assert_eq!(Value::from_hundredths(225).to_string(), "2.25");
        assert_eq!(Value::whole(2416).format(0), "2416");
        assert_eq!(Value::from_hundredths(-50).format(1), "-0.5");
    }
}
