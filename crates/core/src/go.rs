//! Go-specific values: ranks, handicaps, komi.

use crate::colour::Colour;
use crate::id::RoundNo;
use crate::points::Points;
use crate::result::{Decision, GameResult, Outcome};
use crate::round::{ByeKind, Entry};
use crate::tournament::Tournament;
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
        // The unit is the last character, whatever its width in bytes.
        let unit_start = t.char_indices().last().map(|(i, _)| i).ok_or_else(err)?;
        let (num, unit) = t.split_at(unit_start);
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

/// A player as OpenGotha keeps one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoPlayer {
    /// OpenGotha's key: name and first name without spaces, upper-cased.
    pub key: String,
    /// Family name.
    pub name: String,
    /// Given name.
    pub first_name: String,
    /// Declared rank.
    pub rank: GoRank,
    /// Rating (EGF-style, about 100 per grade, 2100 at 1d).
    pub rating: i32,
    /// Country, two letters or empty.
    pub country: String,
    /// Club, up to four characters or empty.
    pub club: String,
    /// Correction added to the McMahon start score.
    pub smms_correction: i32,
    /// Taking part, round by round (round 1 first).
    pub participating: Vec<bool>,
    /// Final registration (`FIN`); pre-registered players (`PRE`) are never paired.
    pub registered: bool,
    /// Identifiers with the rating bodies, kept as the file gives them.
    pub ids: GoPlayerIds,
}

/// A Go player's identifiers and notes as OpenGotha keeps them (empty when unknown),
/// carried so that a file written again keeps them.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct GoPlayerIds {
    /// EGF PIN.
    pub egf_pin: String,
    /// FFG licence and its status.
    pub ffg_licence: String,
    /// FFG licence status.
    pub ffg_licence_status: String,
    /// AGA id and its expiry date.
    pub aga_id: String,
    /// AGA membership expiry.
    pub aga_expiration: String,
    /// The grade as written (OpenGotha's `grade`).
    pub grade: String,
    /// Where the rating comes from (`INI`, `EGF`, `FFG`, ...).
    pub rating_origin: String,
    /// The player's user name on a Go server.
    pub user_name: String,
}

impl GoPlayer {
    /// True when the player takes part in `round` (from 1).
    #[must_use]
    pub fn plays(&self, round: u16) -> bool {
        usize::from(round)
            .checked_sub(1)
            .and_then(|i| self.participating.get(i))
            .copied()
            .unwrap_or(false)
    }
}

/// How a Go game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GoOutcome {
    /// Not known yet.
    Unknown,
    /// White won.
    WhiteWins,
    /// Black won.
    BlackWins,
    /// A draw (jigo).
    Jigo,
    /// Both lose (an arbiter's decision).
    BothLose,
    /// Both win (an arbiter's decision).
    BothWin,
}

/// A game's result: the outcome and whether it was decided by default (not played).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GoResult {
    /// The outcome.
    pub outcome: GoOutcome,
    /// Decided by default: counts in scores, but the game was not played.
    pub by_default: bool,
}

/// A game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoGame {
    /// Round, from 1.
    pub round: u16,
    /// Table, from 1.
    pub table: u32,
    /// White, as an index into the players.
    pub white: usize,
    /// Black, as an index into the players.
    pub black: usize,
    /// Handicap stones (0: an even game).
    pub handicap: u8,
    /// False when the colours were not decided (a game entered without colours).
    pub known_colour: bool,
    /// The result.
    pub result: GoResult,
}

/// How McMahon and Swiss scores are counted: the McMahon bar, floor and zero, and what an
/// absence or a bye is worth (in half points, as OpenGotha keeps them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoScoring {
    /// Players at or above the bar start at the bar's McMahon score.
    pub bar: GoRank,
    /// Players at or below the floor start at the floor's.
    pub floor: GoRank,
    /// The rank whose start McMahon score is 0.
    pub zero: GoRank,
    /// McMahon half points for a round not played (not taking part).
    pub mms2_absent: i32,
    /// McMahon half points for a bye.
    pub mms2_bye: i32,
    /// Wins (half points) for a round not played.
    pub nbw2_absent: i32,
    /// Wins (half points) for a bye.
    pub nbw2_bye: i32,
    /// Half points from absences and byes are rounded down to a whole point.
    pub round_down: bool,
    /// The sums of opponents' scores count each opponent's rounds without a game played
    /// over the board as half a point (OpenGotha's `genCountNotPlayedGamesAsHalfPoint`).
    pub unplayed_as_half: bool,
    /// The super bar: players of this rank and above form the super group, one McMahon
    /// point above the bar's top group (`None`: no super group). OpenGotha keeps a super
    /// group as each member's start-score correction of +1 ("Bar + 1 (Super Group)"),
    /// the MacMahon program as `SuperBarMember`; [`GoTournament::from_event`] gives it
    /// so, and every count reads the corrections.
    pub super_bar: Option<GoRank>,
}

impl GoScoring {
    /// The start-score correction the super group gives a player of `rank`: 1 for a
    /// member (see [`GoScoring::super_bar`]), else 0.
    #[must_use]
    pub fn super_group_correction(&self, rank: GoRank) -> i32 {
        i32::from(self.super_bar.is_some_and(|s| rank >= s))
    }
}

impl Default for GoScoring {
    /// OpenGotha's McMahon defaults: bar 4d, floor 20k, zero 30k; a bye is worth a point,
    /// an absence half a McMahon point.
    fn default() -> Self {
        GoScoring {
            bar: GoRank::Dan(4),
            floor: GoRank::Kyu(20),
            zero: GoRank::Kyu(30),
            mms2_absent: 1,
            mms2_bye: 2,
            nbw2_absent: 0,
            nbw2_bye: 2,
            round_down: true,
            unplayed_as_half: false,
            super_bar: None,
        }
    }
}

/// How OpenGotha seeds the players of one score group against each other.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GoSeeding {
    /// Top half against bottom half, in a pseudo-random order.
    SplitAndRandom,
    /// Top half against bottom half folded: the first meets the last.
    SplitAndFold,
    /// Top half against bottom half slipped: the first meets the first of the bottom.
    SplitAndSlip,
}

/// Which players of a score group are preferred for a draw-up or draw-down.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GoDrawMode {
    /// From the top of the group.
    Top,
    /// From the middle.
    Middle,
    /// From the bottom.
    Bottom,
}

/// What handicaps are computed from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GoHandicapBase {
    /// The McMahon scores before the round.
    McMahon,
    /// The ranks.
    Rank,
    /// The Breizh score (OpenGotha computes the handicap from ranks then).
    Breizh,
}

/// How handicaps are given (OpenGotha's `HandicapParameterSet`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoHandicapRules {
    /// What the handicap is computed from.
    pub base: GoHandicapBase,
    /// Ranks (or McMahon ranks) above this one count as this one: players above it get
    /// no handicap against each other.
    pub no_handicap_threshold: GoRank,
    /// Stones taken off the difference.
    pub correction: i32,
    /// The most stones given.
    pub ceiling: i32,
}

impl Default for GoHandicapRules {
    /// The values OpenGotha's importer gives a file without them.
    fn default() -> Self {
        GoHandicapRules {
            base: GoHandicapBase::Rank,
            no_handicap_threshold: GoRank::Dan(1),
            correction: 1,
            ceiling: 9,
        }
    }
}

impl GoHandicapRules {
    /// A new McMahon tournament's handicaps in OpenGotha: from McMahon scores, none
    /// above 1d, one stone less than the difference, at most nine.
    #[must_use]
    pub fn mcmahon() -> Self {
        GoHandicapRules {
            base: GoHandicapBase::McMahon,
            no_handicap_threshold: GoRank::Dan(1),
            correction: 1,
            ceiling: 9,
        }
    }

    /// A new Swiss tournament's: no handicap.
    #[must_use]
    pub fn swiss() -> Self {
        GoHandicapRules {
            base: GoHandicapBase::Rank,
            no_handicap_threshold: GoRank::Kyu(30),
            correction: 0,
            ceiling: 0,
        }
    }

    /// A new SwissCat tournament's: as McMahon, but only between players below 9d.
    #[must_use]
    pub fn swiss_cat() -> Self {
        GoHandicapRules {
            no_handicap_threshold: GoRank::Dan(9),
            ..GoHandicapRules::mcmahon()
        }
    }
}

/// The concavity factor of OpenGotha's cost terms, a binary floating-point number as
/// OpenGotha reads it (the costs are computed with it the same way, so that they agree
/// to the unit). Compared by its bits.
#[derive(Copy, Clone, Debug)]
pub struct GoConcavity(pub f64);

impl PartialEq for GoConcavity {
    fn eq(&self, other: &Self) -> bool {
        self.0.to_bits() == other.0.to_bits()
    }
}

impl Eq for GoConcavity {}

/// The weights and switches of OpenGotha's pairing (its `PairingParameterSet`), by their
/// XML names without the prefixes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoPairingRules {
    /// `paiBaAvoidDuplGame`: the weight of not meeting again.
    pub avoid_duplicate: i64,
    /// `paiBaRandom`: the range of the pseudo-random term.
    pub random: i64,
    /// `paiBaDeterministic`: the pseudo-random term is computed from the names.
    pub deterministic: bool,
    /// `paiBaBalanceWB`: the weight of balancing colours.
    pub balance_colours: i64,
    /// `paiMaAvoidMixingCategories`.
    pub avoid_mixing_categories: i64,
    /// `paiMaMinimizeScoreDifference`.
    pub minimize_score_difference: i64,
    /// `paiMaDUDDWeight`: draw-ups and draw-downs.
    pub draw_weight: i64,
    /// `paiMaCompensateDUDD`: a draw that compensates an earlier one is preferred.
    pub compensate_draws: bool,
    /// `paiMaDUDDUpperMode`: who of the upper group is drawn down.
    pub draw_upper: GoDrawMode,
    /// `paiMaDUDDLowerMode`: who of the lower group is drawn up.
    pub draw_lower: GoDrawMode,
    /// `paiMaMaximizeSeeding`.
    pub maximize_seeding: i64,
    /// `paiMaLastRoundForSeedSystem1`: the last round (from 1) of the first seeding.
    pub last_round_first_seeding: u16,
    /// `paiMaSeedSystem1` and `paiMaSeedSystem2`.
    pub seeding: [GoSeeding; 2],
    /// `paiMaAdditionalPlacementCritSystem1` and `2`: the criterion added to the
    /// placement criteria to order a group for seeding (`None`: none).
    pub seeding_criterion: [Option<String>; 2],
    /// `paiSeRankThreshold`: players from this rank (with their wins) are past the
    /// secondary criteria's threshold.
    pub rank_threshold: GoRank,
    /// `paiSeNbWinsThresholdActive`: so are players with half the rounds won.
    pub wins_threshold: bool,
    /// `paiSeBarThresholdActive`: so are players at the McMahon bar.
    pub bar_threshold: bool,
    /// `paiSeMinimizeHandicap`.
    pub minimize_handicap: i64,
    /// `paiSeAvoidSameGeo`.
    pub avoid_same_geography: i64,
    /// `paiSePreferMMSDiffRatherThanSameCountry`.
    pub country_factor: i32,
    /// `paiSePreferMMSDiffRatherThanSameClub`.
    pub club_factor: i32,
    /// `paiStandardNX1Factor`.
    pub concavity: GoConcavity,
}

impl GoPairingRules {
    /// A new McMahon tournament's pairing parameters in OpenGotha (`initForMM`).
    #[must_use]
    pub fn mcmahon() -> Self {
        GoPairingRules {
            balance_colours: 1_000_000,
            avoid_mixing_categories: 0,
            seeding: [GoSeeding::SplitAndRandom, GoSeeding::SplitAndSlip],
            rank_threshold: GoRank::Dan(1),
            wins_threshold: false,
            ..GoPairingRules::default()
        }
    }

    /// A new Swiss tournament's (`initForSwiss`): seeding by slip, no geography.
    #[must_use]
    pub fn swiss() -> Self {
        GoPairingRules {
            balance_colours: 1_000_000,
            avoid_mixing_categories: 0,
            seeding: [GoSeeding::SplitAndSlip, GoSeeding::SplitAndSlip],
            seeding_criterion: [Some("Rating".to_string()), Some("Rating".to_string())],
            rank_threshold: GoRank::Kyu(30),
            avoid_same_geography: 0,
            country_factor: 0,
            club_factor: 0,
            ..GoPairingRules::default()
        }
    }

    /// A new SwissCat tournament's (`initForSwissCat`).
    #[must_use]
    pub fn swiss_cat() -> Self {
        GoPairingRules {
            balance_colours: 1_000_000,
            seeding: [GoSeeding::SplitAndRandom, GoSeeding::SplitAndFold],
            rank_threshold: GoRank::Dan(1),
            minimize_handicap: 20_000_000_000_000,
            avoid_same_geography: 20_000_000_000_000,
            ..GoPairingRules::default()
        }
    }
}

impl Default for GoPairingRules {
    /// The values OpenGotha's importer gives a file without them (not the McMahon
    /// defaults of a new tournament).
    fn default() -> Self {
        GoPairingRules {
            avoid_duplicate: 500_000_000_000_000,
            random: 0,
            deterministic: true,
            balance_colours: 1000,
            avoid_mixing_categories: 20_000_000_000_000,
            minimize_score_difference: 100_000_000_000,
            draw_weight: 100_000_000,
            compensate_draws: true,
            draw_upper: GoDrawMode::Middle,
            draw_lower: GoDrawMode::Middle,
            maximize_seeding: 5_000_000,
            last_round_first_seeding: 2,
            seeding: [GoSeeding::SplitAndRandom, GoSeeding::SplitAndFold],
            seeding_criterion: [Some("Rating".to_string()), None],
            rank_threshold: GoRank::Dan(4),
            wins_threshold: true,
            bar_threshold: true,
            minimize_handicap: 0,
            avoid_same_geography: 100_000_000_000,
            country_factor: 1,
            club_factor: 3,
            concavity: GoConcavity(0.5),
        }
    }
}

/// How extra time is given after the basic time.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum GoTimeSystem {
    /// None: the game ends with the basic time.
    #[default]
    SuddenDeath,
    /// Japanese byo-yomi: periods of this many seconds.
    StandardByoYomi {
        /// Seconds per period.
        seconds: u32,
    },
    /// Canadian byo-yomi: this many seconds for this many moves.
    CanadianByoYomi {
        /// Seconds per block.
        seconds: u32,
        /// Moves per block.
        moves: u32,
    },
    /// Fischer: this many seconds added per move.
    Fischer {
        /// Seconds per move.
        seconds: u32,
    },
}

/// What a Go tournament is called, where and when it is held, and how long its games
/// are (OpenGotha's `GeneralParameterSet`), for the reports sent to rating bodies.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct GoEventInfo {
    /// The tournament's name.
    pub name: String,
    /// Its short name.
    pub short_name: String,
    /// Where it is held.
    pub location: String,
    /// The country it is held in, two letters as the EGF writes countries (`PC[NO,Oslo]`);
    /// empty when not known (OpenGotha's files have no such field).
    pub country: String,
    /// First and last day, `YYYY-MM-DD`.
    pub begin_date: String,
    /// Last day.
    pub end_date: String,
    /// Komi as written (e.g. `7.5`).
    pub komi: String,
    /// Basic time in minutes.
    pub basic_minutes: u32,
    /// Extra time.
    pub time_system: GoTimeSystem,
    /// Games played over the internet.
    pub internet: bool,
    /// The tournament director.
    pub director: String,
    /// The board's size as written (`19`).
    pub size: String,
}

impl GoEventInfo {
    /// The EGF's adjusted time in seconds, as the European Go Database defines it for its
    /// tournament classes (EGD, "EGF Official ratings", tournament classes): "adjusted
    /// time = basic time + time equivalent to 45 (60) moves in standard (Canadian)
    /// byoyomi", and since October 2010 "basic time + bonus calculated for 120 moves" for
    /// Fischer timing; sudden death counts its basic time alone. A standard byo-yomi
    /// period is one move's time, whatever the number of periods.
    #[must_use]
    pub fn adjusted_seconds(&self) -> u32 {
        // Saturating: a file may hold any number; the class only compares with bounds.
        let basic = self.basic_minutes.saturating_mul(60);
        let extra = match self.time_system {
            GoTimeSystem::SuddenDeath => 0,
            GoTimeSystem::StandardByoYomi { seconds } => seconds.saturating_mul(45),
            GoTimeSystem::CanadianByoYomi { seconds, moves } => {
                seconds.saturating_mul(60).checked_div(moves).unwrap_or(0)
            }
            GoTimeSystem::Fischer { seconds } => seconds.saturating_mul(120),
        };
        basic.saturating_add(extra)
    }

    /// The EGF tournament class by the basic and adjusted times (EGD, "EGF Official
    /// ratings", tournament classes): class A from 60 minutes of basic time and 75 of
    /// adjusted time, class B from 40 and 50, class C from 25 and 30; with Fischer timing,
    /// A from 45 and 75, B from 30 and 50, C from 20 and 30; class D, games played on the
    /// internet, from 40 and 50 (30 and 50 with Fischer timing, as OpenGotha reads the
    /// rule). `X` is a tournament below class C, which the EGF does not rate.
    #[must_use]
    pub fn egf_class(&self) -> char {
        let (bt, at) = (
            self.basic_minutes.saturating_mul(60),
            self.adjusted_seconds(),
        );
        let fischer = matches!(self.time_system, GoTimeSystem::Fischer { .. });
        if self.internet {
            let basic_needed = if fischer { 1800 } else { 2400 };
            return if bt >= basic_needed && at >= 3000 {
                'D'
            } else {
                'X'
            };
        }
        let steps: [(u32, u32, char); 3] = if fischer {
            [(2700, 4500, 'A'), (1800, 3000, 'B'), (1200, 1800, 'C')]
        } else {
            [(3600, 4500, 'A'), (2400, 3000, 'B'), (1500, 1800, 'C')]
        };
        steps
            .iter()
            .find(|&&(b, a, _)| bt >= b && at >= a)
            .map_or('X', |&(_, _, c)| c)
    }
}

/// A Go tournament: players, games, byes, and how it is scored and ranked.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct GoTournament {
    /// The number of rounds.
    pub rounds: u16,
    /// Players, in file order.
    pub players: Vec<GoPlayer>,
    /// Games, in file order.
    pub games: Vec<GoGame>,
    /// Byes: (round, player index).
    pub byes: Vec<(u16, usize)>,
    /// How scores are counted.
    pub scoring: GoScoring,
    /// The placement criteria in order (OpenGotha's names: `MMS`, `SOSM`, `SOSOSM`, `NBW`,
    /// `SOSW`, `SOSOSW`, ...), `NULL` entries left out.
    pub placement: Vec<String>,
    /// Lower rank limits of the categories, the strongest first; a player is in the first
    /// category whose limit they reach, else in the last. Empty: one category.
    pub categories: Vec<GoRank>,
    /// How handicaps are given.
    pub handicap: GoHandicapRules,
    /// How rounds are paired.
    pub pairing: GoPairingRules,
    /// Groups of clubs (name, clubs) whose players the geographic criterion keeps apart
    /// less than strangers.
    pub club_groups: Vec<(String, Vec<String>)>,
    /// Name, place, dates and time control.
    pub info: GoEventInfo,
    /// Teams and team parameters (OpenGotha's `Teams` and `TeamTournamentParameterSet`);
    /// empty for an individual tournament.
    pub teams: crate::go_team::GoTeams,
    /// Players of the draw that stand for a Pair Go pair or a Rengo team, with their
    /// members (OpenGotha has no such notion: its files carry the entrant only).
    pub pairs: Vec<crate::go_team::GoPairEntry>,
}

impl GoTournament {
    /// The category of player `p`, from 0 (the strongest).
    #[must_use]
    pub fn category(&self, p: usize) -> usize {
        let rank = self.players[p].rank;
        self.categories
            .iter()
            .position(|&limit| rank >= limit)
            .unwrap_or(self.categories.len())
    }
}

/// The Go pairing systems an event can run, as OpenGotha names them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GoSystem {
    /// McMahon: score groups by McMahon score, handicaps from McMahon scores.
    McMahon,
    /// Swiss: score groups by wins, no handicap.
    Swiss,
    /// SwissCat: Swiss within categories, handicaps below 9d.
    SwissCat,
}

impl GoSystem {
    /// Every system, in the order a form offers them.
    pub const ALL: [GoSystem; 3] = [GoSystem::McMahon, GoSystem::Swiss, GoSystem::SwissCat];

    /// The name users type (`mcmahon`, `swiss`, `swisscat`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            GoSystem::McMahon => "mcmahon",
            GoSystem::Swiss => "swiss",
            GoSystem::SwissCat => "swisscat",
        }
    }

    /// The code an event's files carry (`GO_MCMAHON`, ...), which also tells a Go event
    /// from a chess one.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            GoSystem::McMahon => "GO_MCMAHON",
            GoSystem::Swiss => "GO_SWISS",
            GoSystem::SwissCat => "GO_SWISSCAT",
        }
    }

    /// The system a code names (`GO_MCMAHON`, `GO_SWISS`, `GO_SWISSCAT`, as
    /// [`GoSystem::code`] writes them): what tells a Go event's tournament from a chess
    /// one, whose codes never start `GO_`.
    #[must_use]
    pub fn from_code(code: &str) -> Option<GoSystem> {
        GoSystem::ALL
            .into_iter()
            .find(|s| s.code().eq_ignore_ascii_case(code.trim()))
    }

    /// A new tournament of this system with OpenGotha's parameters for it (its
    /// `initForMM`, `initForSwiss` and `initForSwissCat`): scoring, placement criteria,
    /// categories, handicaps and pairing weights. Players and games are left empty.
    #[must_use]
    pub fn template(self, rounds: u16) -> GoTournament {
        let names = |v: &[&str]| v.iter().map(|s| (*s).to_string()).collect::<Vec<_>>();
        let not_mcmahon = GoScoring {
            bar: GoRank::Dan(9),
            floor: GoRank::Kyu(30),
            zero: GoRank::Kyu(30),
            ..GoScoring::default()
        };
        let (scoring, placement, categories, handicap, pairing) = match self {
            GoSystem::McMahon => (
                GoScoring::default(),
                names(&["MMS", "SOSM", "SOSOSM"]),
                Vec::new(),
                GoHandicapRules::mcmahon(),
                GoPairingRules::mcmahon(),
            ),
            GoSystem::Swiss => (
                not_mcmahon,
                names(&["NBW", "SOSW", "SOSOSW"]),
                Vec::new(),
                GoHandicapRules::swiss(),
                GoPairingRules::swiss(),
            ),
            GoSystem::SwissCat => (
                not_mcmahon,
                names(&["CAT", "NBW", "EXT", "EXR"]),
                vec![GoRank::Dan(1), GoRank::Kyu(5)],
                GoHandicapRules::swiss_cat(),
                GoPairingRules::swiss_cat(),
            ),
        };
        GoTournament {
            rounds,
            scoring,
            placement,
            categories,
            handicap,
            pairing,
            info: GoEventInfo {
                komi: "7.5".into(),
                size: "19".into(),
                ..GoEventInfo::default()
            },
            ..GoTournament::default()
        }
    }
}

/// OpenGotha's player key: name and first name with the spaces removed, upper-cased (as
/// Java's locale-independent `toUpperCase` does: `ß` becomes `SS`).
#[must_use]
pub fn go_player_key(name: &str, first_name: &str) -> String {
    format!("{name}{first_name}")
        .chars()
        .filter(|c| *c != ' ')
        .collect::<String>()
        .to_uppercase()
}

/// The rating OpenGotha gives a player known only by rank: 2100 at 1d, 100 per grade.
#[must_use]
pub fn go_rating_of_rank(rank: GoRank) -> i32 {
    2100 + 100 * rank.value()
}

/// The lowest and highest rating OpenGotha keeps (30k and a strong 9d).
pub const GO_RATING_RANGE: (i32, i32) = (-900, 2949);

/// The rank of a rating on OpenGotha's scale: 1d from 2050 to 2149, 100 points a grade,
/// from 30k to 9d.
#[must_use]
pub fn go_rank_of_rating(rating: i32) -> GoRank {
    let rating = rating.clamp(GO_RATING_RANGE.0, GO_RATING_RANGE.1);
    let value = ((rating + 950) / 100 - 30).clamp(-30, 8);
    if value < 0 {
        GoRank::Kyu(u8::try_from(-value).unwrap_or(30))
    } else {
        GoRank::Dan(u8::try_from(value + 1).unwrap_or(9))
    }
}

/// The rating lists Go ratings come from, as OpenGotha brings them to its own scale (the
/// EGF's: 2100 at 1d, 100 points a grade).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GoRatingScale {
    /// The EGF's GoR: already the scale.
    Egf,
    /// The FFG's rating: 2050 below the scale.
    Ffg,
    /// The AGA's rating, in hundredths (3.45 → 345; −12.5 → −1250): dans from 1.00 up,
    /// kyus from −1.00 down, nothing between.
    Aga,
}

impl GoRatingScale {
    /// A rating of this list on OpenGotha's scale, within [`GO_RATING_RANGE`].
    #[must_use]
    pub fn to_standard(self, raw: i32) -> i32 {
        let r = match self {
            GoRatingScale::Egf => raw,
            GoRatingScale::Ffg => raw.saturating_add(2050),
            GoRatingScale::Aga if raw >= 100 => raw.saturating_add(1950),
            GoRatingScale::Aga if raw <= -100 => raw.saturating_add(2150),
            GoRatingScale::Aga => 2050,
        };
        r.clamp(GO_RATING_RANGE.0, GO_RATING_RANGE.1)
    }

    /// A rating on OpenGotha's scale as this list writes it (AGA in hundredths).
    #[must_use]
    pub fn from_standard(self, rating: i32) -> i32 {
        match self {
            GoRatingScale::Egf => rating,
            GoRatingScale::Ffg => rating - 2050,
            GoRatingScale::Aga => {
                let r = rating - 2050;
                if r >= 0 { r + 100 } else { r - 100 }
            }
        }
    }
}

impl GoResult {
    /// The Go result a game result stands for: 1-0 and 0-1 (a win by either colour),
    /// ½-½ (jigo), 1-1 and 0-0 (both win, both lose: an arbiter's decision), and the
    /// same by default (`+-`, `-+`, `==`, `++`, `--`). `None` for a result Go does not
    /// have (½-0).
    #[must_use]
    pub fn from_game(result: GameResult) -> Option<GoResult> {
        let (Some(w), Some(b)) = (result.side(Colour::White), result.side(Colour::Black)) else {
            return Some(GoResult {
                outcome: GoOutcome::Unknown,
                by_default: false,
            });
        };
        let outcome = match (w.outcome, b.outcome) {
            (Outcome::Win, Outcome::Loss) => GoOutcome::WhiteWins,
            (Outcome::Loss, Outcome::Win) => GoOutcome::BlackWins,
            (Outcome::Draw, Outcome::Draw) => GoOutcome::Jigo,
            (Outcome::Win, Outcome::Win) => GoOutcome::BothWin,
            (Outcome::Loss, Outcome::Loss) => GoOutcome::BothLose,
            _ => return None,
        };
        Some(GoResult {
            outcome,
            by_default: w.decision == Decision::Forfeit,
        })
    }

    /// The game result of this Go result (`==` and `++` are a jigo and a both-win by
    /// default); `None` only if the notation stopped reading.
    #[must_use]
    pub fn to_game(self) -> Option<GameResult> {
        let text = match (self.outcome, self.by_default) {
            (GoOutcome::Unknown, _) => "*",
            (GoOutcome::WhiteWins, false) => "1-0",
            (GoOutcome::BlackWins, false) => "0-1",
            (GoOutcome::Jigo, false) => "1/2",
            (GoOutcome::BothWin, false) => "1-1",
            (GoOutcome::BothLose, false) => "0-0",
            (GoOutcome::WhiteWins, true) => "+-",
            (GoOutcome::BlackWins, true) => "-+",
            (GoOutcome::BothLose, true) => "--",
            (GoOutcome::Jigo, true) => "==",
            (GoOutcome::BothWin, true) => "++",
        };
        text.parse().ok()
    }
}

/// A registered name split as OpenGotha keeps it: "Surname, Given names" gives the
/// family name and the given names; a name without a comma is all family name.
#[must_use]
pub fn go_name_parts(full: &str) -> (String, String) {
    match full.split_once(',') {
        Some((name, first)) => (name.trim().to_string(), first.trim().to_string()),
        None => (full.trim().to_string(), String::new()),
    }
}

impl GoTournament {
    /// The Go tournament an event is: `template`'s parameters (see
    /// [`GoSystem::template`]) with the event's players, in start-rank order, its games
    /// with their handicaps and results, and its pairing-allocated byes. A player takes
    /// part in a paired round when they have a game or the bye there, and in a round to
    /// come unless absent for it or withdrawn. A player without a rank counts as 30k; a
    /// player without a rating has their rank's. A member of the super group (see
    /// [`GoScoring::super_bar`]) gets one more point of McMahon correction.
    #[must_use]
    pub fn from_event(template: &GoTournament, t: &Tournament) -> GoTournament {
        let rounds = t
            .planned_rounds
            .unwrap_or(template.rounds)
            .max(u16::try_from(t.rounds_paired()).unwrap_or(u16::MAX));
        let paired = t.rounds_paired();
        let players = t
            .players()
            .map(|(id, p)| {
                let (name, first_name) = go_name_parts(&p.name);
                let rank = p.go_rank.unwrap_or(GoRank::Kyu(30));
                let participating = (1..=rounds.max(20))
                    .map(|r| {
                        let Some(no) = RoundNo::new(r) else {
                            return false;
                        };
                        if usize::from(r) <= paired {
                            matches!(
                                t.entry(id, no),
                                Entry::Game { .. } | Entry::Bye(ByeKind::PairingAllocated)
                            )
                        } else {
                            t.request(id, no).is_none() && !t.is_withdrawn(id, no)
                        }
                    })
                    .collect();
                GoPlayer {
                    key: go_player_key(&name, &first_name),
                    name,
                    first_name,
                    rank,
                    rating: p
                        .go_rating
                        .or_else(|| p.rating.map(|r| i32::from(r.0)))
                        .unwrap_or_else(|| go_rating_of_rank(rank)),
                    country: p.federation.clone().unwrap_or_default(),
                    club: p.club.clone().unwrap_or_default(),
                    smms_correction: p.go_mcmahon_correction
                        + template.scoring.super_group_correction(rank),
                    participating,
                    registered: true,
                    ids: GoPlayerIds {
                        egf_pin: p.go_ids.egf_pin.map(|x| x.to_string()).unwrap_or_default(),
                        ffg_licence: p
                            .go_ids
                            .ffg_licence
                            .as_ref()
                            .map(ToString::to_string)
                            .unwrap_or_default(),
                        aga_id: p.go_ids.aga_id.map(|x| x.to_string()).unwrap_or_default(),
                        ..GoPlayerIds::default()
                    },
                }
            })
            .collect();
        let mut games = Vec::new();
        let mut byes = Vec::new();
        for (i, round) in t.rounds().iter().enumerate() {
            let r = u16::try_from(i + 1).unwrap_or(u16::MAX);
            for (b, g) in round.games().iter().enumerate() {
                games.push(GoGame {
                    round: r,
                    table: u32::try_from(b + 1).unwrap_or(u32::MAX),
                    white: g.white.index(),
                    black: g.black.index(),
                    handicap: g.handicap.map_or(0, |h| h.stones),
                    known_colour: g.colours_assigned,
                    result: GoResult::from_game(g.result).unwrap_or(GoResult {
                        outcome: GoOutcome::Unknown,
                        by_default: false,
                    }),
                });
            }
            if let Some(p) = round.pairing_bye() {
                byes.push((r, p.index()));
            }
        }
        let mut info = template.info.clone();
        info.name.clone_from(&t.info.name);
        if let Some(city) = &t.info.city {
            info.location.clone_from(city);
        }
        // The host federation of a Go event is its country, as the EGF writes it.
        if let Some(country) = &t.info.federation {
            info.country = country.trim().to_ascii_uppercase();
        }
        let date = |d: &Option<String>| d.as_deref().map(|x| x.replace('/', "-"));
        if let Some(d) = date(&t.info.start_date) {
            info.begin_date = d;
        }
        if let Some(d) = date(&t.info.end_date) {
            info.end_date = d;
        }
        GoTournament {
            rounds,
            players,
            games,
            byes,
            info,
            ..template.clone()
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    /// OpenGotha's conversions: a rating's rank, and each list's scale.
    #[test]
    fn ratings_and_their_scales() {
        assert_eq!(go_rank_of_rating(2100), GoRank::Dan(1));
        assert_eq!(go_rank_of_rating(2050), GoRank::Dan(1));
        assert_eq!(go_rank_of_rating(2049), GoRank::Kyu(1));
        assert_eq!(go_rank_of_rating(-900), GoRank::Kyu(30));
        assert_eq!(go_rank_of_rating(-5000), GoRank::Kyu(30));
        assert_eq!(go_rank_of_rating(2949), GoRank::Dan(9));
        for rank in ["30k", "20k", "1k", "1d", "5d", "9d"] {
            let r: GoRank = rank.parse().unwrap();
            assert_eq!(go_rank_of_rating(go_rating_of_rank(r)), r, "{rank}");
        }
        assert_eq!(GoRatingScale::Ffg.to_standard(50), 2100);
        assert_eq!(GoRatingScale::Ffg.from_standard(2100), 50);
        // AGA 3.45 dan and 12.5 kyu; nothing between -1 and 1.
        assert_eq!(GoRatingScale::Aga.to_standard(345), 2295);
        assert_eq!(GoRatingScale::Aga.to_standard(-1250), 900);
        assert_eq!(GoRatingScale::Aga.to_standard(50), 2050);
        assert_eq!(GoRatingScale::Aga.from_standard(2295), 345);
        assert_eq!(GoRatingScale::Aga.from_standard(900), -1250);
        assert_eq!(GoRatingScale::Egf.to_standard(9999), 2949);
    }

    #[test]
    fn ranks() {
        let k30: GoRank = "30k".parse().unwrap();
        let k1: GoRank = "1k".parse().unwrap();
        let d1: GoRank = "1d".parse().unwrap();
        let d9: GoRank = "9D".parse().unwrap();
        assert!(k30 < k1 && k1 < d1 && d1 < d9);
        assert_eq!(d1.value() - k1.value(), 1);
        assert_eq!(d9.to_string(), "9d");
        for bad in ["", "0k", "31k", "10d", "5x", "k", "José", "é", "3é"] {
            assert!(bad.parse::<GoRank>().is_err(), "{bad}");
        }
    }
}
