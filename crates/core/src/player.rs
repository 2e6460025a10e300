//! Players and their identifying data.

use crate::RoundNo;
use crate::go::GoRank;
use crate::points::Points;
use std::fmt;

/// Sex as the TRF records it (`m`, `w`; `f` is read as `w`).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum Sex {
    /// `m`.
    Male,
    /// `w` (or `f`).
    Female,
}

impl Sex {
    /// The TRF letter.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Sex::Male => 'm',
            Sex::Female => 'w',
        }
    }

    /// Reads `m`, `w` or `f` in either case.
    #[must_use]
    pub const fn from_letter(c: char) -> Option<Self> {
        match c {
            'm' | 'M' => Some(Sex::Male),
            'w' | 'W' | 'f' | 'F' => Some(Sex::Female),
            _ => None,
        }
    }
}

/// A FIDE title (TRF26 player section, columns 11-13).
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub enum Title {
    /// Grandmaster.
    GM,
    /// International Master.
    IM,
    /// Woman Grandmaster.
    WGM,
    /// FIDE Master.
    FM,
    /// Woman International Master.
    WIM,
    /// Candidate Master.
    CM,
    /// Woman FIDE Master.
    WFM,
    /// Woman Candidate Master.
    WCM,
    /// Any other text found in the title columns, kept as written.
    Other(String),
}

impl Title {
    /// Reads a title; the TRF26 codes in any case, other text kept as it is.
    #[must_use]
    pub fn parse(text: &str) -> Option<Self> {
        let t = text.trim();
        if t.is_empty() {
            return None;
        }
        Some(match t.to_ascii_uppercase().as_str() {
            "GM" => Title::GM,
            "IM" => Title::IM,
            "WGM" => Title::WGM,
            "FM" => Title::FM,
            "WIM" => Title::WIM,
            "CM" => Title::CM,
            "WFM" => Title::WFM,
            "WCM" => Title::WCM,
            _ => Title::Other(t.to_string()),
        })
    }

    /// The code as written in a TRF.
    #[must_use]
    pub fn as_str(&self) -> &str {
        match self {
            Title::GM => "GM",
            Title::IM => "IM",
            Title::WGM => "WGM",
            Title::FM => "FM",
            Title::WIM => "WIM",
            Title::CM => "CM",
            Title::WFM => "WFM",
            Title::WCM => "WCM",
            Title::Other(s) => s,
        }
    }

    /// Order used when ranking players of equal rating before round 1 (C.04.2 A: rating,
    /// then title): GM, IM, WGM, FM, WIM, CM, WFM, WCM, others.
    #[must_use]
    pub fn seniority(&self) -> u8 {
        match self {
            Title::GM => 0,
            Title::IM => 1,
            Title::WGM => 2,
            Title::FM => 3,
            Title::WIM => 4,
            Title::CM => 5,
            Title::WFM => 6,
            Title::WCM => 7,
            Title::Other(_) => 8,
        }
    }
}

impl fmt::Display for Title {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An Elo-style rating (FIDE or national). The TRF writes 0 or blank for unrated players;
/// the model says `None` instead.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug)]
pub struct Rating(pub u16);

impl fmt::Display for Rating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// A player's entry in a national rating list (TRF26 National Rating Support record,
/// introduced by the federation's three-letter code instead of `001`).
#[derive(Clone, Eq, PartialEq, Hash, Debug, Default)]
pub struct NationalRating {
    /// The rating federation (columns 1-3).
    pub federation: String,
    /// National sex, when it differs from the player section.
    pub sex: Option<Sex>,
    /// National classification (columns 11-13).
    pub classification: String,
    /// National name, when it differs.
    pub name: String,
    /// The national rating.
    pub rating: Option<Rating>,
    /// Origin: club, region, state... (columns 54-56).
    pub origin: String,
    /// The national id (columns 58-68).
    pub number: String,
    /// Birth date, when it differs.
    pub birth_date: String,
}

/// A registered player. The start rank is the player's position in the tournament, not
/// a field, so that it cannot disagree with it.
#[derive(Clone, Eq, PartialEq, Hash, Debug, Default)]
pub struct Player {
    /// "Surname, Given names".
    pub name: String,
    /// Sex, when known.
    pub sex: Option<Sex>,
    /// FIDE title.
    pub title: Option<Title>,
    /// FIDE rating; `None` when unrated.
    pub rating: Option<Rating>,
    /// FIDE federation (three letters), or the country for Go.
    pub federation: Option<String>,
    /// FIDE id.
    pub fide_id: Option<u64>,
    /// Birth date as written (`YYYY/MM/DD`, or a year).
    pub birth_date: Option<String>,
    /// Club or other origin (Go uses it for geographic criteria; USCF team avoidance,
    /// US Chess rule 28N).
    pub club: Option<String>,
    /// School, for avoiding pairings of schoolmates (US Chess rule 28N).
    pub school: Option<String>,
    /// Family, for avoiding pairings of relatives (US Chess rule 28N).
    pub family: Option<String>,
    /// The independent group the player is paired in: players of a group meet only each
    /// other (the Vega manual's appendix M); `None` when the section is one group.
    pub group: Option<String>,
    /// National rating list entries.
    pub national: Vec<NationalRating>,
    /// Go rank (30k-9d), for Go events.
    pub go_rank: Option<GoRank>,
    /// Go: points added to the start McMahon score (OpenGotha's `smmsCorrection`).
    pub go_mcmahon_correction: i32,
    /// Go: the rating on OpenGotha's scale (the EGF's GoR: 2100 at 1d, 100 a grade, below
    /// 0 for players weaker than about 21k), as the player's list gives it; `None` when
    /// the player has their rank's.
    pub go_rating: Option<i32>,
    /// Go: the player's numbers with the EGF, the FFG and the AGA.
    pub go_ids: crate::go_ids::GoIds,
    /// Fictitious points added for pairing purposes in a round, indexed by round - 1
    /// (accelerated pairings, C.04.5 / TRF26 record 250).
    pub accelerations: Vec<Points>,
    /// The first round the player no longer takes part in, after withdrawing.
    pub withdrawn_from: Option<RoundNo>,
    /// The score printed in the source document, if it came from one; kept so that a
    /// document can be written back as it was.
    pub reported_score: Option<Points>,
    /// The rank printed in the source document, if any.
    pub reported_rank: Option<u32>,
}

impl Player {
    /// A player with just a name.
    #[must_use]
    pub fn named(name: impl Into<String>) -> Self {
        Player {
            name: name.into(),
            ..Player::default()
        }
    }

    /// The fictitious points given in `round` (zero when none).
    #[must_use]
    pub fn acceleration(&self, round: RoundNo) -> Points {
        self.accelerations
            .get(round.index())
            .copied()
            .unwrap_or(Points::ZERO)
    }
}
