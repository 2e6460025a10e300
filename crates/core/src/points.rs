//! Points in integer units.

use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Neg, Sub, SubAssign};
use std::str::FromStr;

/// A number of points, held in tenths of a point so that every point system a TRF can
/// express (162 and `BB?` records use one decimal, e.g. `11.5`) is exact: 1/½/0 is 10/5/0,
/// 3/1/0 is 30/10/0. Never a float.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug, Default)]
pub struct Points(i32);

impl Points {
    /// No points.
    pub const ZERO: Points = Points(0);
    /// Half a point.
    pub const HALF: Points = Points(5);
    /// One point.
    pub const ONE: Points = Points(10);

    /// From a number of tenths of a point.
    #[must_use]
    pub const fn from_tenths(tenths: i32) -> Self {
        Points(tenths)
    }

    /// From a number of half points.
    #[must_use]
    pub const fn from_halves(halves: i32) -> Self {
        Points(halves * 5)
    }

    /// From whole points.
    #[must_use]
    pub const fn whole(points: i32) -> Self {
        Points(points * 10)
    }

    /// The value in tenths of a point.
    #[must_use]
    pub const fn tenths(self) -> i32 {
        self.0
    }

    /// The value as a float, for display and export only (never for comparisons).
    #[must_use]
    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 10.0
    }

    /// Multiplies by a whole number (saturating).
    #[must_use]
    pub const fn times(self, n: i32) -> Self {
        Points(self.0.saturating_mul(n))
    }
}

impl fmt::Display for Points {
    /// Writes one decimal, as the TRF does: `4.5`, `0.0`, `-1.0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let a = self.0.unsigned_abs();
        let s = format!("{sign}{}.{}", a / 10, a % 10);
        f.pad(&s)
    }
}

/// Why a text is not a number of points.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
#[error("expected a number of points such as 4.5, found {found:?}")]
pub struct ParsePointsError {
    /// The text that was rejected.
    pub found: String,
}

impl FromStr for Points {
    type Err = ParsePointsError;

    /// Accepts `4`, `4.5`, `4.50`, `.5`, `-1.0`, `4,5`; at most one significant decimal.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let err = || ParsePointsError {
            found: text.to_string(),
        };
        let t = text.trim();
        let (neg, t) = match t.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, t.strip_prefix('+').unwrap_or(t)),
        };
        let (int, frac) = match t.find(['.', ',']) {
            Some(i) => (&t[..i], &t[i + 1..]),
            None => (t, ""),
        };
        if int.is_empty() && frac.is_empty() {
            return Err(err());
        }
        if !int.bytes().all(|b| b.is_ascii_digit()) || !frac.bytes().all(|b| b.is_ascii_digit()) {
            return Err(err());
        }
        let whole: i32 = if int.is_empty() {
            0
        } else {
            int.parse().map_err(|_| err())?
        };
        let mut digits = frac.bytes();
        let tenth = digits.next().map_or(0, |b| i32::from(b - b'0'));
        if digits.any(|b| b != b'0') {
            return Err(err());
        }
        let v = whole
            .checked_mul(10)
            .and_then(|w| w.checked_add(tenth))
            .ok_or_else(err)?;
        Ok(Points(if neg { -v } else { v }))
    }
}

impl Add for Points {
    type Output = Points;
    fn add(self, o: Points) -> Points {
        Points(self.0.saturating_add(o.0))
    }
}

impl AddAssign for Points {
    fn add_assign(&mut self, o: Points) {
        *self = *self + o;
    }
}

impl Sub for Points {
    type Output = Points;
    fn sub(self, o: Points) -> Points {
        Points(self.0.saturating_sub(o.0))
    }
}

impl SubAssign for Points {
    fn sub_assign(&mut self, o: Points) {
        *self = *self - o;
    }
}

impl Neg for Points {
    type Output = Points;
    fn neg(self) -> Points {
        Points(self.0.saturating_neg())
    }
}

impl Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, Add::add)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_display() {
        for (s, t) in [
            ("4.5", 45),
            ("4", 40),
            ("0.0", 0),
            (".5", 5),
            ("-1.0", -10),
            ("11,5", 115),
            ("2.50", 25),
        ] {
            assert_eq!(s.parse::<Points>().unwrap().tenths(), t, "{s}");
        }
        for bad in ["", "x", "1.25", "1..0", "--1", "9999999999"] {
            assert!(bad.parse::<Points>().is_err(), "{bad}");
        }
        assert_eq!(Points::from_tenths(45).to_string(), "4.5");
        assert_eq!(Points::from_tenths(-5).to_string(), "-0.5");
        assert_eq!(format!("{:>5}", Points::ONE), "  1.0");
    }
}
