//! Tie-break codes (C.07 art. 5 table) with their modifiers (art. 14), parsing and
//! display, and the default lists.

use std::fmt;
use std::str::FromStr;

/// The tie-break families of C.07 art. 5 (the 2026 text; the 2024 text has all but `STD`,
/// `TPN` and `RTNG`, and calls `REP` `GE`), plus the `ABH` diagnostic.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug)]
#[non_exhaustive]
pub enum Base {
    /// Points (the primary score; art. 4).
    Pts,
    /// Direct encounter (art. 6).
    De,
    /// Number of wins, played or not (art. 7.1).
    Win,
    /// Number of games won over the board (art. 7.2).
    Won,
    /// Number of games played with black (art. 7.3).
    Bpg,
    /// Number of games won with black (art. 7.4).
    Bwg,
    /// Progressive scores, the sum of the running score after each round (art. 7.5).
    Ps,
    /// Rounds one elected to play (art. 7.6; `GE`, "games one elected to play", in 2024).
    Rep,
    /// Standard points: 1 / ½ / 0 for rounds worth more than, as much as, or less than a
    /// draw (2026 art. 7.7).
    Std,
    /// Tournament pairing number: the start rank, lower first (2026 art. 7.8).
    Tpn,
    /// Buchholz (art. 8.1).
    Bh,
    /// Average of the opponents' Buchholz (art. 8.2).
    Aob,
    /// Fore Buchholz: Buchholz as if every game of the last round were a draw (art. 8.3).
    Fb,
    /// Sonneborn-Berger (art. 9.1).
    Sb,
    /// Koya system: points against opponents with at least half the maximum (art. 9.2).
    Ks,
    /// Average rating of the opponents (art. 10.1).
    Aro,
    /// Tournament performance rating (art. 10.2).
    Tpr,
    /// Perfect tournament performance (art. 10.3).
    Ptp,
    /// Average of the opponents' tournament performance ratings (art. 10.4).
    Apro,
    /// Average of the opponents' perfect tournament performances (art. 10.5).
    Appo,
    /// The participant's own rating (2026 art. 10.6).
    Rtng,
    /// Diagnostic, not a FIDE code: the score a participant contributes to the Buchholz of
    /// each opponent after art. 16.3 (unplayed rounds adjusted).
    Abh,
}

impl Base {
    /// The acronym.
    #[must_use]
    pub const fn acronym(self) -> &'static str {
        match self {
            Base::Pts => "PTS",
            Base::De => "DE",
            Base::Win => "WIN",
            Base::Won => "WON",
            Base::Bpg => "BPG",
            Base::Bwg => "BWG",
            Base::Rep => "REP",
            Base::Ps => "PS",
            Base::Bh => "BH",
            Base::Fb => "FB",
            Base::Aob => "AOB",
            Base::Sb => "SB",
            Base::Ks => "KS",
            Base::Aro => "ARO",
            Base::Tpr => "TPR",
            Base::Ptp => "PTP",
            Base::Apro => "APRO",
            Base::Appo => "APPO",
            Base::Rtng => "RTNG",
            Base::Tpn => "TPN",
            Base::Abh => "ABH",
            Base::Std => "STD",
        }
    }

    fn from_acronym(s: &str) -> Option<(Base, bool)> {
        Some(match s {
            "PTS" => (Base::Pts, false),
            "DE" => (Base::De, false),
            "WIN" => (Base::Win, false),
            "WON" => (Base::Won, false),
            "BPG" => (Base::Bpg, false),
            "BWG" => (Base::Bwg, false),
            "REP" => (Base::Rep, false),
            "GE" => (Base::Rep, true),
            "PS" => (Base::Ps, false),
            "BH" => (Base::Bh, false),
            "FB" => (Base::Fb, false),
            "AOB" => (Base::Aob, false),
            "SB" => (Base::Sb, false),
            "KS" => (Base::Ks, false),
            "ARO" => (Base::Aro, false),
            "TPR" => (Base::Tpr, false),
            "PTP" => (Base::Ptp, false),
            "APRO" => (Base::Apro, false),
            "APPO" => (Base::Appo, false),
            "RTNG" => (Base::Rtng, false),
            "TPN" => (Base::Tpn, false),
            "ABH" => (Base::Abh, false),
            "STD" => (Base::Std, false),
            _ => return None,
        })
    }

    /// Decimals a value of this family is shown with: points-based values one (two for
    /// products and averages of points), counts and ratings none.
    #[must_use]
    pub const fn decimals(self) -> u8 {
        match self {
            Base::Pts | Base::Bh | Base::Fb | Base::Ks | Base::Ps | Base::Abh | Base::Std => 1,
            Base::Sb | Base::Aob => 2,
            _ => 0,
        }
    }

    /// True when cut and median modifiers (art. 14.1–14.4) apply to this family.
    #[must_use]
    pub const fn takes_cuts(self) -> bool {
        matches!(
            self,
            Base::Bh | Base::Fb | Base::Sb | Base::Ps | Base::Aro | Base::Tpr | Base::Ptp
        )
    }

    /// True for the families that need ratings (art. 10).
    #[must_use]
    pub const fn uses_ratings(self) -> bool {
        matches!(
            self,
            Base::Aro | Base::Tpr | Base::Ptp | Base::Apro | Base::Appo | Base::Rtng
        )
    }

    /// True for the families where a forfeit may count as a game against the scheduled
    /// opponent (the `/P` modifier of the FIDE code list).
    #[must_use]
    pub const fn takes_forfeits_played(self) -> bool {
        matches!(self, Base::De | Base::Bh | Base::Fb | Base::Sb)
    }

    /// True when a higher value ranks higher; the pairing number ranks lower first.
    #[must_use]
    pub const fn higher_is_better(self) -> bool {
        !matches!(self, Base::Tpn)
    }
}

/// Which score a tie-break is computed on. Individual events have one; team events rank
/// on match points or game points (C.07 art. 12), which is groundwork here: the team
/// computations come with team events.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug, Default)]
pub enum ScoreBase {
    /// The individual score.
    #[default]
    Points,
    /// Team match points (`MP`).
    Match,
    /// Team game points (`GP`).
    Game,
}

/// The Koya limit (C.07 art. 9.2 and 14.5): opponents count when their score reaches
/// `percent` % of the maximum possible score, moved by `offset_tenths`.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct KoyaLimit {
    /// The share of the maximum score, in percent (50 by default).
    pub percent: u8,
    /// Points added to (or taken from) the limit, in tenths.
    pub offset_tenths: i32,
}

impl Default for KoyaLimit {
    fn default() -> Self {
        KoyaLimit {
            percent: 50,
            offset_tenths: 0,
        }
    }
}

/// One tie-break: a family and its modifiers.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct TieBreak {
    /// The family.
    pub base: Base,
    /// Lowest values cut (Cut-1, Cut-2; art. 14.1, 14.2), also the low half of a median.
    pub cut_low: u8,
    /// Highest values cut (the high half of Median-1, Median-2; art. 14.3, 14.4).
    pub cut_high: u8,
    /// The Koya limit (KS only).
    pub koya: KoyaLimit,
    /// The rating given to unrated opponents by this tie-break (art. 15.1), overriding the
    /// event's setting.
    pub unrated: Option<u16>,
    /// The score the tie-break is computed on.
    pub score: ScoreBase,
    /// Forfeits count as games against the scheduled opponent (`/P`; always so in a
    /// round robin, C.07 art. 15.2).
    pub forfeits_played: bool,
    /// AOB computed on the opponents' Fore Buchholz (`/F`).
    pub fore: bool,
    /// The order reversed (`/R`).
    pub reverse: bool,
    /// Written `GE` (the 2024 name of REP); kept so that the code prints back as written.
    pub ge_alias: bool,
}

impl TieBreak {
    /// A family without modifiers.
    #[must_use]
    pub const fn new(base: Base) -> Self {
        TieBreak {
            base,
            cut_low: 0,
            cut_high: 0,
            koya: KoyaLimit {
                percent: 50,
                offset_tenths: 0,
            },
            unrated: None,
            score: ScoreBase::Points,
            forfeits_played: false,
            fore: false,
            reverse: false,
            ge_alias: false,
        }
    }

    /// True when a higher value ranks higher, modifiers included.
    #[must_use]
    pub const fn higher_is_better(&self) -> bool {
        self.base.higher_is_better() != self.reverse
    }

    /// With the `n` lowest values cut (Cut-n).
    #[must_use]
    pub const fn cut(mut self, n: u8) -> Self {
        self.cut_low = n;
        self
    }

    /// With the `n` lowest and `n` highest values cut (Median-n).
    #[must_use]
    pub const fn median(mut self, n: u8) -> Self {
        self.cut_low = n;
        self.cut_high = n;
        self
    }
}

impl fmt::Display for TieBreak {
    /// The canonical spelling: `BH`, `BH-C1`, `BH-M2`, `KS-L60`, `ARO-U1000`, `BH:MP`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = if self.ge_alias {
            "GE"
        } else {
            self.base.acronym()
        };
        let mut s = name.to_string();
        match (self.cut_low, self.cut_high) {
            (0, 0) => {}
            (l, h) if l == h => s.push_str(&format!("-M{l}")),
            (l, 0) => s.push_str(&format!("-C{l}")),
            (l, h) => s.push_str(&format!("-C{l}-H{h}")),
        }
        if self.base == Base::Ks && self.koya != KoyaLimit::default() {
            if self.koya.percent != 50 {
                s.push_str(&format!("-L{}", self.koya.percent));
            }
            if self.koya.offset_tenths != 0 {
                let sign = if self.koya.offset_tenths < 0 {
                    '-'
                } else {
                    '+'
                };
                let a = self.koya.offset_tenths.abs();
                if a % 5 == 0 {
                    // In half points, as the FIDE code list writes it.
                    s.push_str(&format!("-L{sign}{}", a / 5));
                } else {
                    s.push_str(&format!("-L{sign}{}", arbiter_core::Points::from_tenths(a)));
                }
            }
        }
        if let Some(u) = self.unrated {
            s.push_str(&format!("-U{u}"));
        }
        if self.forfeits_played {
            s.push_str("-P");
        }
        if self.fore {
            s.push_str("-F");
        }
        if self.reverse {
            s.push_str("-R");
        }
        match self.score {
            ScoreBase::Points => {}
            ScoreBase::Match => s.push_str(":MP"),
            ScoreBase::Game => s.push_str(":GP"),
        }
        f.write_str(&s)
    }
}

/// Why a text is not a tie-break code.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseCodeError {
    /// The acronym is not one of C.07's.
    #[error("unknown tie-break {0:?}")]
    Unknown(String),
    /// A modifier that cannot be read or does not apply to this tie-break.
    #[error("tie-break {code:?}: modifier {modifier:?} is not understood or does not apply")]
    BadModifier {
        /// The whole code.
        code: String,
        /// The modifier.
        modifier: String,
    },
}

impl FromStr for TieBreak {
    type Err = ParseCodeError;

    /// Reads `BH`, `BH-C1`, `BH/C1`, `BH-M1`, `GE`, `KS-L60` (limit at 60 %), `KS-L+1`
    /// (limit half a point higher), `ARO-U1000` (unrated opponents rated 1000), `BH/P`
    /// (forfeits as games), `AOB/F`, `TPN/R`, `BH:MP`, in either case: both the spelling of
    /// arbiter (`BH-C1`) and that of the FIDE code list for TRF records 202/212 (`BH/C1`).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let t = text.trim().to_ascii_uppercase();
        let (body, score) = match t.split_once(':') {
            Some((b, "MP")) => (b.to_string(), ScoreBase::Match),
            Some((b, "GP")) => (b.to_string(), ScoreBase::Game),
            Some((b, "PTS" | "P")) => (b.to_string(), ScoreBase::Points),
            Some(_) => {
                return Err(ParseCodeError::BadModifier {
                    code: text.to_string(),
                    modifier: t.clone(),
                });
            }
            None => (t.clone(), ScoreBase::Points),
        };
        let mut parts = body.split(['-', '/']).peekable();
        let name = parts.next().unwrap_or_default();
        // "MPTS"/"GPTS" name the team primary scores.
        let (base, ge_alias, score) = match name {
            "MPTS" | "MP" => (Base::Pts, false, ScoreBase::Match),
            "GPTS" | "GP" => (Base::Pts, false, ScoreBase::Game),
            _ => {
                let (b, ge) = Base::from_acronym(name)
                    .ok_or_else(|| ParseCodeError::Unknown(text.trim().to_string()))?;
                (b, ge, score)
            }
        };
        let mut tb = TieBreak::new(base);
        tb.ge_alias = ge_alias;
        tb.score = score;
        let bad = |m: &str| ParseCodeError::BadModifier {
            code: text.trim().to_string(),
            modifier: m.to_string(),
        };
        // A KS offset written "KS-L-1" splits into "L" and "1" on the minus sign.
        let mut pending_minus_limit = false;
        while let Some(m) = parts.next() {
            if m.is_empty() {
                continue;
            }
            if pending_minus_limit {
                pending_minus_limit = false;
                tb.koya.offset_tenths = -koya_offset(m).ok_or_else(|| bad(m))?;
                continue;
            }
            let (letter, rest) = m.split_at(1);
            match letter {
                "C" | "M" | "H" if base.takes_cuts() => {
                    let n: u8 = rest.parse().map_err(|_| bad(m))?;
                    match letter {
                        "C" => tb.cut_low = n,
                        "H" => tb.cut_high = n,
                        _ => {
                            tb.cut_low = n;
                            tb.cut_high = n;
                        }
                    }
                }
                "L" if base == Base::Ks => {
                    if rest.is_empty() {
                        pending_minus_limit = parts.peek().is_some();
                    } else if let Some(p) = rest.strip_prefix('+') {
                        tb.koya.offset_tenths = koya_offset(p).ok_or_else(|| bad(m))?;
                    } else {
                        tb.koya.percent = rest.parse().map_err(|_| bad(m))?;
                    }
                }
                "U" if base.uses_ratings() => {
                    tb.unrated = Some(rest.parse().map_err(|_| bad(m))?);
                }
                "P" if rest.is_empty() && base.takes_forfeits_played() => {
                    tb.forfeits_played = true;
                }
                "F" if rest.is_empty() && base == Base::Aob => tb.fore = true,
                "R" if rest.is_empty() => tb.reverse = true,
                _ => return Err(bad(m)),
            }
        }
        if pending_minus_limit {
            return Err(bad("L"));
        }
        Ok(tb)
    }
}

/// A Koya limit offset: a whole number counts half points (`L+1` is half a point, as the
/// FIDE code list has it), a number with a decimal point counts points (`L+1.0`).
fn koya_offset(text: &str) -> Option<i32> {
    if text.contains(['.', ',']) {
        text.parse::<arbiter_core::Points>()
            .ok()
            .map(|p| p.tenths())
    } else {
        text.parse::<i32>().ok().map(|h| h * 5)
    }
}

/// Reads a comma-separated list of codes, as TRF26 records 202 and 212 hold them
/// (`Tournament.info.tiebreaks`); blanks around codes are ignored, and so are empty items.
///
/// # Errors
/// The first code that cannot be read.
pub fn parse_list(text: &str) -> Result<Vec<TieBreak>, ParseCodeError> {
    text.split([',', ';'])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::parse)
        .collect()
}

/// The list that defines the standings: `PTS` first (record 212 already starts with it,
/// record 202 does not), then the tie-breaks.
///
/// # Errors
/// The first code that cannot be read.
pub fn standings_list(text: &str) -> Result<Vec<TieBreak>, ParseCodeError> {
    let mut list = parse_list(text)?;
    if list.first().map(|t| t.base) != Some(Base::Pts) {
        list.insert(0, TieBreak::new(Base::Pts));
    }
    Ok(list)
}

/// Default lists. C.07 art. 4.1 leaves the choice to the organiser; these are the lists
/// the reference corpus ranks by: for a Swiss, Buchholz Cut-1, Buchholz, Sonneborn-Berger
/// and direct encounter; for a round robin, direct encounter, wins, Sonneborn-Berger and
/// Koya. Both start with `PTS`.
#[must_use]
pub fn default_list(mode: crate::Mode) -> Vec<TieBreak> {
    match mode {
        crate::Mode::Swiss => vec![
            TieBreak::new(Base::Pts),
            TieBreak::new(Base::Bh).cut(1),
            TieBreak::new(Base::Bh),
            TieBreak::new(Base::Sb),
            TieBreak::new(Base::De),
        ],
        crate::Mode::RoundRobin => vec![
            TieBreak::new(Base::Pts),
            TieBreak::new(Base::De),
            TieBreak::new(Base::Win),
            TieBreak::new(Base::Sb),
            TieBreak::new(Base::Ks),
        ],
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        for s in [
            "BH",
            "BH-C1",
            "BH-M2",
            "SB-C1",
            "GE",
            "REP",
            "KS-L60",
            "ARO-U1000",
            "BH:MP",
            "KS-L+2",
            "KS-L-1",
            "KS-L+0.3",
            "BH-C1-P",
            "AOB-F",
            "TPN-R",
            "RTNG",
            "STD",
        ] {
            let tb: TieBreak = s.parse().unwrap();
            assert_eq!(tb.to_string(), s);
        }
        assert_eq!("bh/c1".parse::<TieBreak>().unwrap().to_string(), "BH-C1");
        assert_eq!(
            "KS/L+1.0".parse::<TieBreak>().unwrap().to_string(),
            "KS-L+2"
        );
        assert!("WIN/P".parse::<TieBreak>().is_err());
        assert!("XX".parse::<TieBreak>().is_err());
        assert!("WIN-C1".parse::<TieBreak>().is_err());
        let l = standings_list("BH-C1, BH,SB").unwrap();
        assert_eq!(l.len(), 4);
        assert_eq!(l[0].base, Base::Pts);
    }
}
