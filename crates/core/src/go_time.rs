//! A Go event's time control written in one short text, as directors say it: the basic
//! time, then the extra time after it.
//!
//! - `60m`: sudden death (the game ends with the basic time);
//! - `60m+5x30s`: Japanese (standard) byo-yomi, five periods of 30 seconds;
//! - `60m+15/5m`: Canadian byo-yomi, 15 moves in 5 minutes;
//! - `60m+20s`: Fischer, 20 seconds added per move.
//!
//! Durations are numbers with `h`, `m` (`min`) or `s` (`sec`), which may follow each
//! other (`1h30m`); a bare number is minutes for the basic time and for a Canadian
//! block, seconds for a period and an increment. Blanks and case do not matter. The
//! basic time is whole minutes, as OpenGotha and the EGF keep it.

use crate::go::GoTimeSystem;
use std::fmt;
use std::str::FromStr;

/// A Go event's time control (see the module documentation).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GoTimeControl {
    /// The basic time, in minutes.
    pub basic_minutes: u32,
    /// The extra time after it (seconds of a period, of a Canadian block, of a Fischer
    /// increment).
    pub system: GoTimeSystem,
    /// Japanese byo-yomi: the number of periods (what the players get; the EGF's
    /// adjusted time counts the period's length alone); 0 for the other systems.
    pub periods: u32,
}

/// Why a text is not a Go time control: the text as given.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "expected a Go time control such as 60m (sudden death), 60m+5x30s (byo-yomi), \
     60m+15/5m (Canadian) or 60m+20s (Fischer), found {0:?}"
)]
pub struct ParseTimeControlError(pub String);

/// A duration such as `1h30m`, `90`, `30s`, in seconds; a bare number counts in `unit`
/// seconds.
fn seconds(text: &str, unit: u32) -> Option<u32> {
    if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
        return text.parse::<u32>().ok()?.checked_mul(unit);
    }
    let mut total: u32 = 0;
    let mut rest = text;
    while !rest.is_empty() {
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            return None;
        }
        let n: u32 = rest[..digits].parse().ok()?;
        rest = &rest[digits..];
        let letters = rest.bytes().take_while(u8::is_ascii_alphabetic).count();
        let per = match &rest[..letters] {
            "h" => 3600,
            "m" | "min" => 60,
            "s" | "sec" => 1,
            _ => return None,
        };
        rest = &rest[letters..];
        total = total.checked_add(n.checked_mul(per)?)?;
    }
    Some(total)
}

/// A number of seconds as the shortest whole duration: `5m`, `30s`.
fn duration(s: u32) -> String {
    if s > 0 && s.is_multiple_of(60) {
        format!("{}m", s / 60)
    } else {
        format!("{s}s")
    }
}

impl FromStr for GoTimeControl {
    type Err = ParseTimeControlError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || ParseTimeControlError(s.trim().to_string());
        let text: String = s
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect::<String>()
            .to_ascii_lowercase();
        let (basic, extra) = match text.split_once('+') {
            Some((b, e)) => (b, Some(e)),
            None => (text.as_str(), None),
        };
        let basic = seconds(basic, 60).ok_or_else(bad)?;
        if !basic.is_multiple_of(60) {
            return Err(bad());
        }
        let basic_minutes = basic / 60;
        let (system, periods) = match extra {
            None => (GoTimeSystem::SuddenDeath, 0),
            Some(e) => {
                if let Some((p, d)) = e.split_once('x') {
                    let periods: u32 = p.parse().map_err(|_| bad())?;
                    let seconds = seconds(d, 1).ok_or_else(bad)?;
                    if periods == 0 || seconds == 0 {
                        return Err(bad());
                    }
                    (GoTimeSystem::StandardByoYomi { seconds }, periods)
                } else if let Some((m, d)) = e.split_once('/') {
                    let moves: u32 = m.parse().map_err(|_| bad())?;
                    let seconds = seconds(d, 60).ok_or_else(bad)?;
                    if moves == 0 || seconds == 0 {
                        return Err(bad());
                    }
                    (GoTimeSystem::CanadianByoYomi { seconds, moves }, 0)
                } else {
                    let seconds = seconds(e, 1).ok_or_else(bad)?;
                    if seconds == 0 {
                        return Err(bad());
                    }
                    (GoTimeSystem::Fischer { seconds }, 0)
                }
            }
        };
        if basic_minutes == 0 && system == GoTimeSystem::SuddenDeath {
            return Err(bad());
        }
        Ok(GoTimeControl {
            basic_minutes,
            system,
            periods,
        })
    }
}

impl fmt::Display for GoTimeControl {
    /// The short form the parser reads: `60m+5x30s`, `60m+15/5m`, `60m+20s`, `60m`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}m", self.basic_minutes)?;
        match self.system {
            GoTimeSystem::SuddenDeath => Ok(()),
            GoTimeSystem::StandardByoYomi { seconds } => {
                write!(f, "+{}x{}", self.periods.max(1), duration(seconds))
            }
            GoTimeSystem::CanadianByoYomi { seconds, moves } => {
                write!(f, "+{moves}/{}", duration(seconds))
            }
            GoTimeSystem::Fischer { seconds } => write!(f, "+{seconds}s"),
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn tc(s: &str) -> GoTimeControl {
        s.parse().unwrap()
    }

    #[test]
    fn the_four_systems() {
        assert_eq!(
            tc("60m+5x30s"),
            GoTimeControl {
                basic_minutes: 60,
                system: GoTimeSystem::StandardByoYomi { seconds: 30 },
                periods: 5
            }
        );
        assert_eq!(
            tc("60m+15/5m").system,
            GoTimeSystem::CanadianByoYomi {
                seconds: 300,
                moves: 15
            }
        );
        assert_eq!(tc("60m+20s").system, GoTimeSystem::Fischer { seconds: 20 });
        assert_eq!(tc("90").system, GoTimeSystem::SuddenDeath);
        assert_eq!(tc("90").basic_minutes, 90);
        // Units, blanks and case.
        assert_eq!(tc("1h30m + 3 x 1m").basic_minutes, 90);
        assert_eq!(
            tc("1H + 25/600s").system,
            GoTimeSystem::CanadianByoYomi {
                seconds: 600,
                moves: 25
            }
        );
        assert_eq!(tc("0m+5x30s").basic_minutes, 0);
    }

    #[test]
    fn written_back_as_read() {
        for s in [
            "60m+5x30s",
            "60m+15/5m",
            "60m+20s",
            "45m",
            "40m+25/10m",
            "30m+3x1m",
        ] {
            assert_eq!(tc(s).to_string(), s);
            assert_eq!(tc(&tc(s).to_string()), tc(s));
        }
    }

    #[test]
    fn what_is_refused() {
        for bad in [
            "",
            "0m",
            "60x",
            "60m+",
            "60m+0s",
            "60m+0x30s",
            "60m+5x",
            "90s",
            "60m+15/0",
            "fast",
            "60m+5x30s+1s",
            "60q",
        ] {
            let e = bad.parse::<GoTimeControl>().unwrap_err();
            assert!(e.to_string().contains("60m+5x30s"), "{bad}: {e}");
        }
    }
}
