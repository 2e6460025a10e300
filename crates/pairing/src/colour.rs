//! Colour allocation for a pair (C.04.3 Article 5.2) and the colour criteria a pair
//! fails (\[C10\] to \[C13\]).

use crate::state::{PlayerState, Strength};
use arbiter_core::Colour;

/// The colour of `hi`, the higher-ranked player of the pair (C.04.3 1.2), when paired
/// with `lo` (C.04.3 5.2.1 to 5.2.5). `initial` is the colour drawn for the first player;
/// `numbers` are the pairing numbers of `hi` and `lo` used by 5.2.5.
#[must_use]
pub fn allocate(
    hi: &PlayerState,
    lo: &PlayerState,
    initial: Colour,
    numbers: (usize, usize),
) -> Colour {
    // 5.2.1: grant both preferences.
    match (hi.preference, lo.preference) {
        (Some(a), Some(b)) if a != b => return a,
        (Some(a), None) => return a,
        (None, Some(b)) => return !b,
        _ => {}
    }
    // 5.2.2: grant the stronger preference; between two absolute ones (topscorers), the
    // wider colour difference.
    if let (Some(a), Some(_)) = (hi.preference, lo.preference) {
        if hi.strength != lo.strength {
            return if hi.strength > lo.strength { a } else { !a };
        }
        if hi.strength == Strength::Absolute {
            let (dh, dl) = (hi.colour_diff.abs(), lo.colour_diff.abs());
            if dh != dl {
                return if dh > dl { a } else { !a };
            }
        }
    }
    // 5.2.3: alternate from the most recent round in which one had white and the other
    // black, histories aligned at their ends (C.04.2 3.4: unplayed rounds go first).
    for (a, b) in hi.colours.iter().rev().zip(lo.colours.iter().rev()) {
        if a != b {
            return !*a;
        }
    }
    // 5.2.4: grant the preference of the higher-ranked player.
    if let Some(a) = hi.preference {
        return a;
    }
    // 5.2.5: the higher-ranked player (score first, C.04.3 1.2) receives the initial
    // colour if their pairing number is odd, the other colour otherwise. Ranking by score
    // matters when neither has played but one scored without playing (a bye).
    let (nh, _) = numbers;
    if nh % 2 == 1 { initial } else { !initial }
}

/// How many players of a pair fail each colour criterion, given the colours allocated:
/// `[C10, C11, C12, C13]`.
#[must_use]
pub fn failures(hi: &PlayerState, lo: &PlayerState, hi_colour: Colour) -> [u8; 4] {
    let mut f = [0u8; 4];
    let top = hi.topscorer || lo.topscorer;
    for (p, c) in [(hi, hi_colour), (lo, !hi_colour)] {
        if top {
            // [C10]: a colour difference beyond ±2.
            let d = p.colour_diff + if c == Colour::White { 1 } else { -1 };
            if d.abs() > 2 {
                f[0] += 1;
            }
            // [C11]: the same colour three times in a row.
            let n = p.colours.len();
            if n >= 2 && p.colours[n - 1] == c && p.colours[n - 2] == c {
                f[1] += 1;
            }
        }
        if let Some(pref) = p.preference
            && pref != c
        {
            // [C12]: the colour preference is not granted.
            f[2] += 1;
            // [C13]: a strong (or absolute) preference is not granted.
            if p.strength >= Strength::Strong {
                f[3] += 1;
            }
        }
    }
    f
}
