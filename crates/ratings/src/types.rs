//! The values a rating list carries, each as its own type: ids, federations, birth dates,
//! ratings by rate type, and the one record every reader gives, [`ListPlayer`].

use crate::error::InvalidValue;
use arbiter_core::{GoRank, Rating, Sex, Title};
use std::cmp::Ordering;
use std::fmt;
use std::num::NonZeroU32;

/// A FIDE id: a positive number (the `ID Number` column of the FIDE lists, `<fideid>` in
/// their XML).
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug)]
pub struct FideId(NonZeroU32);

impl FideId {
    /// The id `n`, or `None` for 0 (FIDE writes no id as 0 or blank).
    #[must_use]
    pub const fn new(n: u32) -> Option<Self> {
        match NonZeroU32::new(n) {
            Some(v) => Some(Self(v)),
            None => None,
        }
    }

    /// The id as a number.
    #[must_use]
    pub const fn get(self) -> u32 {
        self.0.get()
    }

    /// Reads an id written in decimal digits (surrounding blanks allowed); `Ok(None)` for
    /// blank or 0.
    ///
    /// # Errors
    /// When the text is not a number that fits in 32 bits.
    pub fn parse(text: &str) -> Result<Option<Self>, InvalidValue> {
        let t = text.trim();
        if t.is_empty() {
            return Ok(None);
        }
        if !t.bytes().all(|b| b.is_ascii_digit()) {
            return Err(InvalidValue);
        }
        t.parse::<u32>().map(Self::new).map_err(|_| InvalidValue)
    }
}

impl fmt::Display for FideId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A player's id in a national or Go list (ECF code, DWZ `ZPS-Mgl-Nr`, US Chess id, FFE
/// licence, EGF PIN, FFG licence, AGA id), kept as written without surrounding blanks.
#[derive(Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug)]
pub struct NationalId(String);

impl NationalId {
    /// The id written `text`, or `None` when it is blank.
    #[must_use]
    pub fn new(text: &str) -> Option<Self> {
        let t = text.trim();
        (!t.is_empty()).then(|| Self(t.to_string()))
    }

    /// The id as written.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for NationalId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A federation or country code: the three letters of the FIDE lists (`NOR`, `FID`), or the
/// two letters of the Go lists (`SE`, `FR`). Upper case ASCII, stored inline.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash)]
pub struct Federation {
    code: [u8; 3],
    len: u8,
}

impl Federation {
    /// Reads two or three ASCII letters in either case; `None` for anything else.
    #[must_use]
    pub fn parse(text: &str) -> Option<Self> {
        let t = text.trim().as_bytes();
        if !(2..=3).contains(&t.len()) || !t.iter().all(u8::is_ascii_alphabetic) {
            return None;
        }
        let mut code = [b' '; 3];
        for (c, b) in code.iter_mut().zip(t) {
            *c = b.to_ascii_uppercase();
        }
        Some(Self {
            code,
            len: t.len() as u8,
        })
    }

    /// The code.
    #[must_use]
    pub fn as_str(&self) -> &str {
        // Only ASCII letters are ever stored.
        std::str::from_utf8(&self.code[..usize::from(self.len)]).unwrap_or("")
    }
}

impl fmt::Display for Federation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for Federation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Federation({})", self.as_str())
    }
}

/// A birth date as precise as the list gives it: FIDE publishes the year only, national
/// lists often the whole date.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug)]
pub struct BirthDate {
    /// The year (four digits).
    pub year: u16,
    /// The month 1-12, when given.
    pub month: Option<u8>,
    /// The day 1-31, when given (only with a month).
    pub day: Option<u8>,
}

/// How a date whose year comes last orders its day and month (`17.05.1990` or
/// `05/17/1990`).
#[derive(Copy, Clone, Eq, PartialEq, Debug, Default)]
pub enum DateOrder {
    /// Day, month, year (most of Europe).
    #[default]
    DayMonthYear,
    /// Month, day, year (the United States).
    MonthDayYear,
}

impl BirthDate {
    /// A year alone; `None` outside 1000-2999 (lists write 0 for an unknown year).
    #[must_use]
    pub fn year(year: u16) -> Option<Self> {
        (1000..=2999).contains(&year).then_some(Self {
            year,
            month: None,
            day: None,
        })
    }

    /// Reads `YYYY`, `YYYY-MM-DD`, `YYYY/MM/DD`, `YYYY.MM.DD`, or a date with the year last
    /// (`DD.MM.YYYY`, `DD/MM/YYYY`, `MM/DD/YYYY` as `order` says). `Ok(None)` for blank, `0`
    /// or `0000`.
    ///
    /// # Errors
    /// When the text is none of these, or names no real month or day.
    pub fn parse(text: &str, order: DateOrder) -> Result<Option<Self>, InvalidValue> {
        let t = text.trim();
        if t.is_empty() || t.bytes().all(|b| b == b'0') {
            return Ok(None);
        }
        let parts: Vec<&str> = t.split(['-', '/', '.']).collect();
        let num = |s: &str| -> Result<u16, InvalidValue> {
            if s.is_empty() || s.len() > 4 || !s.bytes().all(|b| b.is_ascii_digit()) {
                return Err(InvalidValue);
            }
            s.parse::<u16>().map_err(|_| InvalidValue)
        };
        let (y, m, d) = match parts.as_slice() {
            [y] if y.len() == 4 => (num(y)?, None, None),
            [y, m, d] if y.len() == 4 => (num(y)?, Some(num(m)?), Some(num(d)?)),
            [a, b, y] if y.len() == 4 => {
                let (a, b) = (num(a)?, num(b)?);
                match order {
                    DateOrder::DayMonthYear => (num(y)?, Some(b), Some(a)),
                    DateOrder::MonthDayYear => (num(y)?, Some(a), Some(b)),
                }
            }
            _ => return Err(InvalidValue),
        };
        let mut date = Self::year(y).ok_or(InvalidValue)?;
        if let (Some(m), Some(d)) = (m, d) {
            // An unknown day and month are written as zeros in some lists.
            if m == 0 && d == 0 {
                return Ok(Some(date));
            }
            if !(1..=12).contains(&m) || !(1..=31).contains(&d) {
                return Err(InvalidValue);
            }
            date.month = Some(m as u8);
            date.day = Some(d as u8);
        }
        Ok(Some(date))
    }
}

impl fmt::Display for BirthDate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.month, self.day) {
            (Some(m), Some(d)) => write!(f, "{:04}-{m:02}-{d:02}", self.year),
            _ => write!(f, "{:04}", self.year),
        }
    }
}

/// The rate types of chess ratings (FIDE B.02: standard, rapid, blitz).
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug)]
pub enum RateType {
    /// Standard (classical) play.
    Standard,
    /// Rapid play.
    Rapid,
    /// Blitz.
    Blitz,
}

impl RateType {
    /// The three types in list order.
    pub const ALL: [RateType; 3] = [RateType::Standard, RateType::Rapid, RateType::Blitz];

    /// The lowercase name.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            RateType::Standard => "standard",
            RateType::Rapid => "rapid",
            RateType::Blitz => "blitz",
        }
    }

    /// Reads `standard`, `rapid` or `blitz` (or their first letter) in any case.
    #[must_use]
    pub fn parse(text: &str) -> Option<Self> {
        match text.trim().to_ascii_lowercase().as_str() {
            "standard" | "std" | "s" | "classical" => Some(RateType::Standard),
            "rapid" | "r" => Some(RateType::Rapid),
            "blitz" | "b" => Some(RateType::Blitz),
            _ => None,
        }
    }
}

/// A chess rating in one rate type with what the FIDE list publishes beside it: the games
/// rated in the period and the K factor.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct ChessRating {
    /// The rating.
    pub rating: Rating,
    /// Games rated in the period, when the list says.
    pub games: Option<u16>,
    /// The development coefficient K, when the list says.
    pub k: Option<u8>,
}

/// A player's chess ratings, one per rate type; `None` where unrated (FIDE writes 0).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub struct ChessRatings {
    /// Standard.
    pub standard: Option<ChessRating>,
    /// Rapid.
    pub rapid: Option<ChessRating>,
    /// Blitz.
    pub blitz: Option<ChessRating>,
}

impl ChessRatings {
    /// The rating of `rate`.
    #[must_use]
    pub const fn get(&self, rate: RateType) -> Option<ChessRating> {
        match rate {
            RateType::Standard => self.standard,
            RateType::Rapid => self.rapid,
            RateType::Blitz => self.blitz,
        }
    }

    /// Where the rating of `rate` is kept.
    pub fn slot(&mut self, rate: RateType) -> &mut Option<ChessRating> {
        match rate {
            RateType::Standard => &mut self.standard,
            RateType::Rapid => &mut self.rapid,
            RateType::Blitz => &mut self.blitz,
        }
    }

    /// The first rating found among standard, rapid, blitz: what a list shows as "the"
    /// rating.
    #[must_use]
    pub fn first(&self) -> Option<Rating> {
        self.standard
            .or(self.rapid)
            .or(self.blitz)
            .map(|r| r.rating)
    }
}

/// The scale a Go rating is on: each association rates on its own.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug)]
pub enum GoScale {
    /// EGF GoR: 2100 is 1 dan, 100 points a grade.
    EgfGor,
    /// FFG échelle: 0 is 1 dan, 100 points a grade, negative for kyu.
    FfgEchelle,
    /// AGA rating in hundredths: 350 is 3.5 dan, -350 is 3.5 kyu (the list writes
    /// `3.5`, `-3.5`).
    AgaHundredths,
}

/// A Go rating: the number on its association's scale and the grade the list gives.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct GoRating {
    /// The scale of `value`.
    pub scale: GoScale,
    /// The rating on that scale.
    pub value: i32,
    /// The grade printed in the list, when it prints one (the EGF list does).
    pub rank: Option<GoRank>,
}

impl GoRating {
    /// The rating on OpenGotha's scale (the EGF's GoR: 2100 at 1d), as OpenGotha brings
    /// each list's to it.
    #[must_use]
    pub fn standard(&self) -> i32 {
        let scale = match self.scale {
            GoScale::EgfGor => arbiter_core::GoRatingScale::Egf,
            GoScale::FfgEchelle => arbiter_core::GoRatingScale::Ffg,
            GoScale::AgaHundredths => arbiter_core::GoRatingScale::Aga,
        };
        scale.to_standard(self.value)
    }

    /// The grade: the one the list prints (the EGF's), else the rating's.
    #[must_use]
    pub fn grade(&self) -> GoRank {
        self.rank
            .unwrap_or_else(|| arbiter_core::go_rank_of_rating(self.standard()))
    }
}

/// Which list a record comes from.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug)]
pub enum ListKind {
    /// The FIDE rating list (combined or one rate type).
    Fide,
    /// A national chess list read through a column filter.
    National,
    /// The EGF rating list (European Go Database).
    Egf,
    /// The FFG échelle (Fédération Française de Go).
    Ffg,
    /// The AGA TDList (American Go Association).
    Aga,
}

impl ListKind {
    /// The lowercase name.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            ListKind::Fide => "fide",
            ListKind::National => "national",
            ListKind::Egf => "egf",
            ListKind::Ffg => "ffg",
            ListKind::Aga => "aga",
        }
    }

    /// The Go body whose list this is, whose number the list's national id is.
    #[must_use]
    pub const fn go_body(self) -> Option<arbiter_core::GoBody> {
        match self {
            ListKind::Egf => Some(arbiter_core::GoBody::Egf),
            ListKind::Ffg => Some(arbiter_core::GoBody::Ffg),
            ListKind::Aga => Some(arbiter_core::GoBody::Aga),
            ListKind::Fide | ListKind::National => None,
        }
    }

    /// The kind named `name` (`fide`, `national`, `egf`, `ffg`, `aga`), as the stores
    /// keep it.
    #[must_use]
    pub fn parse(name: &str) -> Option<Self> {
        [
            ListKind::Fide,
            ListKind::National,
            ListKind::Egf,
            ListKind::Ffg,
            ListKind::Aga,
        ]
        .into_iter()
        .find(|k| k.as_str() == name.trim())
    }
}

/// One player of a rating list, whatever list it comes from.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct ListPlayer {
    /// The list the record was read from.
    pub list: ListKind,
    /// FIDE id, when the list gives one.
    pub fide_id: Option<FideId>,
    /// The id in a national or Go list.
    pub national_id: Option<NationalId>,
    /// The name as `Surname, Given names` where the list separates them, else as written.
    pub name: String,
    /// Federation or country.
    pub federation: Option<Federation>,
    /// Sex, when given.
    pub sex: Option<Sex>,
    /// FIDE title (the `Tit` column).
    pub title: Option<Title>,
    /// Women's title (the `WTit` column).
    pub woman_title: Option<Title>,
    /// Other FIDE titles (arbiter, trainer, organiser: `IA`, `FA`, `FT`, ...), in list order.
    pub other_titles: Vec<String>,
    /// FIDE Online Arena title (`AGM`, `AIM`, ...).
    pub online_title: Option<String>,
    /// Chess ratings by rate type.
    pub ratings: ChessRatings,
    /// Go rating, for Go lists.
    pub go: Option<GoRating>,
    /// Birth date or year.
    pub birth: Option<BirthDate>,
    /// Inactive (the FIDE flag `i`, a national list's passive status).
    pub inactive: bool,
    /// Club (national and Go lists).
    pub club: Option<String>,
}

impl ListPlayer {
    /// An empty record of `list` named `name`.
    #[must_use]
    pub fn new(list: ListKind, name: impl Into<String>) -> Self {
        Self {
            list,
            fide_id: None,
            national_id: None,
            name: name.into(),
            federation: None,
            sex: None,
            title: None,
            woman_title: None,
            other_titles: Vec::new(),
            online_title: None,
            ratings: ChessRatings::default(),
            go: None,
            birth: None,
            inactive: false,
            club: None,
        }
    }

    /// The key the record is identified by in its list: the FIDE id in the FIDE list, the
    /// national id elsewhere (the FIDE id when a national list has none).
    #[must_use]
    pub fn key(&self) -> Option<ListKey> {
        match self.list {
            ListKind::Fide => self
                .fide_id
                .map(ListKey::Fide)
                .or_else(|| self.national_id.clone().map(ListKey::National)),
            _ => self
                .national_id
                .clone()
                .map(ListKey::National)
                .or(self.fide_id.map(ListKey::Fide)),
        }
    }

    /// The rating a list shows first: standard, else rapid, else blitz.
    #[must_use]
    pub fn rating(&self) -> Option<Rating> {
        self.ratings.first()
    }
}

/// What identifies a record within its list, and the order a list diff expects records in:
/// FIDE ids numerically, before national ids compared byte by byte.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub enum ListKey {
    /// A FIDE id.
    Fide(FideId),
    /// A national or Go list id.
    National(NationalId),
}

impl Ord for ListKey {
    fn cmp(&self, other: &Self) -> Ordering {
        match (self, other) {
            (ListKey::Fide(a), ListKey::Fide(b)) => a.cmp(b),
            (ListKey::National(a), ListKey::National(b)) => a.as_str().cmp(b.as_str()),
            (ListKey::Fide(_), ListKey::National(_)) => Ordering::Less,
            (ListKey::National(_), ListKey::Fide(_)) => Ordering::Greater,
        }
    }
}

impl PartialOrd for ListKey {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for ListKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ListKey::Fide(id) => id.fmt(f),
            ListKey::National(id) => id.fmt(f),
        }
    }
}

/// Reads a sex letter: `M`, or `F`/`W` for women, in either case; also the German `W` and
/// words (`male`, `female`). `Ok(None)` for blank.
///
/// # Errors
/// For anything else.
pub fn parse_sex(text: &str) -> Result<Option<Sex>, InvalidValue> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    match t.to_ascii_lowercase().as_str() {
        "m" | "male" | "h" => Ok(Some(Sex::Male)),
        "f" | "w" | "female" => Ok(Some(Sex::Female)),
        _ => Err(InvalidValue),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn federation_codes() {
        assert_eq!(
            Federation::parse("nor").map(|f| f.to_string()),
            Some("NOR".into())
        );
        assert_eq!(
            Federation::parse(" SE ").map(|f| f.to_string()),
            Some("SE".into())
        );
        assert_eq!(Federation::parse("NORW"), None);
        assert_eq!(Federation::parse("N0R"), None);
        assert_eq!(Federation::parse(""), None);
    }

    #[test]
    fn birth_dates() {
        let p = |s| BirthDate::parse(s, DateOrder::DayMonthYear);
        assert_eq!(
            p("1990").map(|d| d.map(|d| d.to_string())),
            Ok(Some("1990".into()))
        );
        assert_eq!(p("0"), Ok(None));
        assert_eq!(
            p("17.05.1990").map(|d| d.map(|d| d.to_string())),
            Ok(Some("1990-05-17".into()))
        );
        assert_eq!(
            BirthDate::parse("05/17/1990", DateOrder::MonthDayYear)
                .map(|d| d.map(|d| d.to_string())),
            Ok(Some("1990-05-17".into()))
        );
        assert_eq!(
            p("1990-05-17").map(|d| d.map(|d| d.to_string())),
            Ok(Some("1990-05-17".into()))
        );
        assert_eq!(p("1990-13-01"), Err(InvalidValue));
        assert_eq!(p("19x0"), Err(InvalidValue));
        assert_eq!(p("990"), Err(InvalidValue));
    }

    #[test]
    fn fide_ids() {
        assert_eq!(
            FideId::parse(" 1503014 ").map(|i| i.map(FideId::get)),
            Ok(Some(1503014))
        );
        assert_eq!(FideId::parse("0"), Ok(None));
        assert_eq!(FideId::parse(""), Ok(None));
        assert_eq!(FideId::parse("15a"), Err(InvalidValue));
        assert_eq!(FideId::parse("99999999999"), Err(InvalidValue));
    }

    #[test]
    fn keys_order_fide_ids_numerically() {
        let f = |n| ListKey::Fide(FideId::new(n).unwrap_or(FideId(NonZeroU32::MIN)));
        assert!(f(9) < f(10));
        let n = |s: &str| NationalId::new(s).map(ListKey::National);
        assert!(n("10") < n("9"));
        assert!(Some(f(99)) < n("1"));
    }
}
