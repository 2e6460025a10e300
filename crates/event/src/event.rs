//! The events: every change to a tournament, in a stable serialised form.

use serde::{Deserialize, Serialize};

/// Settings of a tournament, given when it is created and when they are changed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    /// The tournament's name.
    pub name: String,
    /// The pairing system (`dutch`, `roundrobin`, ...).
    pub system: String,
    /// Number of rounds.
    pub rounds: u16,
    /// Points for a win, a draw and a loss (`"1"`, `"0.5"`, `"0"` by default).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<[String; 3]>,
    /// Rating system the event is rated for (e.g. `fide`), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rated: Option<String>,
    /// City.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub city: Option<String>,
    /// Host federation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub federation: Option<String>,
    /// Start date, `YYYY/MM/DD`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_date: Option<String>,
    /// End date, `YYYY/MM/DD`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end_date: Option<String>,
    /// Chief arbiter.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chief_arbiter: Option<String>,
    /// The chief arbiter's FIDE ID, for the title forms (IT1, IT3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chief_arbiter_fide_id: Option<String>,
    /// The organiser, for the title forms (IT1, IT3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub organiser: Option<String>,
    /// Time control, free text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_control: Option<String>,
    /// The encoded time control (TRF26 record 222: `5400+30`, `40/5400+30:1800+30`);
    /// unset, it is read off `time_control` when that says one plainly.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_control_code: Option<String>,
    /// Tie-break list (codes separated by commas).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tiebreaks: Option<String>,
    /// Colour of the top-ranked player in round 1: `white` or `black`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub initial_colour: Option<String>,
    /// Deputy chief arbiters (TRF 112), one per entry.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub deputy_arbiters: Vec<String>,
    /// Dates of the rounds, `YY/MM/DD` or `YYYY/MM/DD` (TRF 132), round 1 first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub round_dates: Vec<String>,
    /// Type of tournament, free text (TRF 092).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    /// The game: `go`, or chess when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<String>,
    /// A Go event's parameters, where they differ from OpenGotha's for its system.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub go: Option<GoSettings>,
    /// The festival this event is a section of (a weekend with an Open, a U1800 and a
    /// U1400 section, each its own event with its own system, rounds and players).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub festival: Option<String>,
    /// The section's label within its festival (e.g. `U1800`); the event's name when
    /// left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub section: Option<String>,
    /// A team event's rules (boards, colours, match points); `None` for individuals.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub team: Option<TeamSettings>,
    /// The language of the event's pages and documents (`fr`, `de`...), for visitors who
    /// have not chosen one; English when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// What players do themselves on the web app: enter, check in, ask for byes, report
    /// results; `None` when the event takes none of it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub online: Option<OnlineSettings>,
}

/// The rules of the players' own pages: public entry, check-in, bye requests and result
/// reports. Moments are written `YYYY-MM-DD HH:MM`, in UTC, as lineup deadlines are.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OnlineSettings {
    /// Public entry is open: anyone may ask to be entered; the arbiter accepts or refuses.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub entry_open: bool,
    /// The most players the event takes: entries waiting count against it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entry_limit: Option<u32>,
    /// When public entry closes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entry_closes: Option<String>,
    /// Each round's check-in deadline, round 1 first (empty: that round has no
    /// check-in). Players who have not checked in by then are absent.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub check_in: Vec<String>,
    /// How many half-point byes a player may ask for on their page (none when unset).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub half_byes: Option<u16>,
    /// The last round a bye may be asked for on a player's page (every round when unset).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_bye_round: Option<u16>,
    /// What players' result reports do: `off` (no reports), `confirm` (agreeing reports
    /// wait for the arbiter, the default) or `auto` (agreeing reports are entered).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reports: Option<String>,
    /// One player's report is enough (otherwise both players of the board report).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub one_report: bool,
}

/// What a player's result reports do.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Reports {
    /// Players do not report results.
    Off,
    /// Agreeing reports wait for the arbiter.
    Confirm,
    /// Agreeing reports are entered as the result.
    Auto,
}

impl Reports {
    /// Reads `off`, `confirm` or `auto`.
    #[must_use]
    pub fn parse(text: &str) -> Option<Reports> {
        match text.trim().to_ascii_lowercase().as_str() {
            "off" => Some(Reports::Off),
            "confirm" => Some(Reports::Confirm),
            "auto" => Some(Reports::Auto),
            _ => None,
        }
    }

    /// The setting's word.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Reports::Off => "off",
            Reports::Confirm => "confirm",
            Reports::Auto => "auto",
        }
    }
}

impl OnlineSettings {
    /// What result reports do (`confirm` unless set).
    #[must_use]
    pub fn reports(&self) -> Reports {
        self.reports
            .as_deref()
            .and_then(Reports::parse)
            .unwrap_or(Reports::Confirm)
    }

    /// Round `round`'s check-in deadline, if it has one.
    #[must_use]
    pub fn check_in_deadline(&self, round: u16) -> Option<&str> {
        let d = self
            .check_in
            .get(usize::from(round).checked_sub(1)?)?
            .trim();
        (!d.is_empty()).then_some(d)
    }
}

/// What a player asks for on their own page, for a round not paired yet.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ask {
    /// Will play the round (check-in; it also takes back a bye asked for).
    CheckIn,
    /// A half-point bye, within the event's limits.
    HalfBye,
    /// A zero-point bye.
    ZeroBye,
    /// Will not play the round (a Go event's absence).
    Absent,
    /// Leaves the tournament from the round on.
    Withdraw,
}

impl Ask {
    /// The ask's word, as the log and the forms write it.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Ask::CheckIn => "check_in",
            Ask::HalfBye => "half_bye",
            Ask::ZeroBye => "zero_bye",
            Ask::Absent => "absent",
            Ask::Withdraw => "withdraw",
        }
    }

    /// Reads an ask's word.
    #[must_use]
    pub fn parse(text: &str) -> Option<Ask> {
        [
            Ask::CheckIn,
            Ask::HalfBye,
            Ask::ZeroBye,
            Ask::Absent,
            Ask::Withdraw,
        ]
        .into_iter()
        .find(|a| a.as_str() == text.trim())
    }
}

/// The rules of a team event (C.04.6 and the event's regulations).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TeamSettings {
    /// Boards per match.
    pub boards: u8,
    /// The colour sequence of the team with White on board 1 (`WBWB` by default; TRF 352).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board_colours: Option<String>,
    /// Match points for a match won, drawn and lost (`"2"`, `"1"`, `"0"` by default).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub match_points: Option<[String; 3]>,
    /// `game` when game points rank and pair teams first; match points otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub primary: Option<String>,
    /// The board-order rule: nobody may sit above a team-mate rated more than this many
    /// points higher; `None` lets a team seat its players in any order.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board_order_tolerance: Option<u16>,
    /// How many of a team's best-rated members make its rating (default: the boards).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating_boards: Option<u8>,
    /// The last moment captains may give a round's lineup (`YYYY-MM-DD HH:MM`, UTC), round
    /// 1 first; the arbiter can always set one.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lineup_deadlines: Vec<String>,
}

/// Players who may not be paired with one another in a range of rounds (TRF26 record
/// 260).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProhibitionData {
    /// The players by start rank; none of them may meet another of them.
    pub players: Vec<u32>,
    /// The first round it applies to.
    pub first_round: u16,
    /// The last round it applies to.
    pub last_round: u16,
}

/// A team as registered: name, origin, captain and roster in board order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TeamData {
    /// The team's name.
    pub name: String,
    /// A short name (up to five characters; TRF 310 nickname).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub short: Option<String>,
    /// Federation or club.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub federation: Option<String>,
    /// The captain: a name, and the account that may give lineups on the web app.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub captain: Option<String>,
    /// Players by number, in board order (boards first, then reserves).
    pub members: Vec<u32>,
}

/// A Go event's teams and Pair Go / Rengo entrants (OpenGotha's team section, and the
/// members of the players of the draw that stand for a pair). Players by start rank.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GoTeamsData {
    /// Boards per team, 2 to 10.
    pub size: u8,
    /// The team placement criteria in order, by OpenGotha's names (`TEAMP`, `SOST`,
    /// `BDW`, `BDW1U` to `BDW9U`, `MNR`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub criteria: Vec<String>,
    /// The teams, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub teams: Vec<GoTeamData>,
    /// The pair entrants.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pairs: Vec<GoPairData>,
}

/// A Go team: number, name, and the line-up of each round.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GoTeamData {
    /// The team number, from 1.
    pub number: u32,
    /// The name.
    pub name: String,
    /// Round 1 first (up to 20 rounds): the players by board, 0 for an empty board; the
    /// rounds after the last listed are empty.
    pub line_ups: Vec<Vec<u32>>,
}

/// A player of the draw that stands for a Pair Go pair or a Rengo team.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GoPairData {
    /// The entrant's start rank.
    pub player: u32,
    /// `pair_go` or `rengo`.
    pub kind: String,
    /// The members in playing order.
    pub members: Vec<GoPairMemberData>,
}

/// A member of a Pair Go pair or a Rengo team.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GoPairMemberData {
    /// Family name.
    pub name: String,
    /// Given name.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub first_name: String,
    /// Rank (`3d`, `12k`).
    pub rank: String,
    /// Rating.
    pub rating: i32,
    /// `m` or `w`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sex: Option<String>,
    /// Country.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub country: String,
    /// Club.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub club: String,
    /// EGF PIN.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub egf_pin: String,
}

impl Settings {
    /// The festival this event belongs to, if any (blank counts as none).
    #[must_use]
    pub fn festival(&self) -> Option<&str> {
        self.festival
            .as_deref()
            .map(str::trim)
            .filter(|f| !f.is_empty())
    }

    /// The event's label as a section: its section name, else its name.
    #[must_use]
    pub fn section_label(&self) -> &str {
        self.section
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .unwrap_or(&self.name)
    }

    /// The event's language, if one is set (blank counts as none).
    #[must_use]
    pub fn lang(&self) -> Option<arbiter_i18n::Lang> {
        self.language.as_deref().and_then(arbiter_i18n::Lang::parse)
    }

    /// True for a Go event.
    #[must_use]
    pub fn is_go(&self) -> bool {
        self.game
            .as_deref()
            .is_some_and(|g| g.trim().eq_ignore_ascii_case("go"))
    }
}

/// The parameters of a Go event an organiser sets; each one left out keeps the value
/// OpenGotha gives a new tournament of the event's system.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GoSettings {
    /// Komi of even games, e.g. `7.5` or `6.5`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub komi: Option<String>,
    /// McMahon bar: players at or above this rank start level (e.g. `4d`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bar: Option<String>,
    /// McMahon floor: players at or below this rank start level (e.g. `20k`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub floor: Option<String>,
    /// Placement criteria, OpenGotha's short names separated by commas (e.g.
    /// `MMS,SOSM,SOSOSM`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub placement: Option<String>,
    /// The most handicap stones given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub handicap_ceiling: Option<u8>,
    /// Stones taken off the rank (or McMahon score) difference.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub handicap_correction: Option<u8>,
    /// McMahon zero: the rank whose start score is 0 (e.g. `30k`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub zero: Option<String>,
    /// Half points a round not played adds: McMahon score and wins.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub absent_half_points: Option<[i32; 2]>,
    /// Half points a bye adds: McMahon score and wins.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bye_half_points: Option<[i32; 2]>,
    /// Whether the half points of absences and byes are rounded down to whole points.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round_down: Option<bool>,
    /// Whether the sums of opponents' scores count an opponent's rounds without a game
    /// played over the board as half a point.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unplayed_as_half: Option<bool>,
    /// The categories' lower rank limits, strongest first, separated by commas (e.g.
    /// `1d,5k`: three categories); empty for one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub categories: Option<String>,
    /// Every parameter, as an OpenGotha file without players or games: kept when the
    /// event was imported from another program's file, so that it pairs and scores as
    /// that file says. The fields above, when given, change it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parameters: Option<String>,
    /// McMahon super bar: players of this rank and above start one point above the bar
    /// (the super group, e.g. `6d` with the bar at `4d`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub super_bar: Option<String>,
    /// Komi of handicap games: `0` (the default) or `0.5`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub handicap_komi: Option<String>,
}

/// A player's registration data.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerData {
    /// "Surname, Given names".
    pub name: String,
    /// FIDE rating.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<u16>,
    /// FIDE title code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// `m` or `w`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sex: Option<String>,
    /// FIDE id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fide_id: Option<u64>,
    /// Federation (three letters).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub federation: Option<String>,
    /// Birth date.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub birth_date: Option<String>,
    /// Club.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub club: Option<String>,
    /// School (US Chess rule 28N: schoolmates are not paired when it can be avoided).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub school: Option<String>,
    /// Family (US Chess rule 28N: relatives are not paired when it can be avoided).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub family: Option<String>,
    /// Independent group: players of a group meet only each other.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    /// Go rank, e.g. `3k` or `2d`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub go_rank: Option<String>,
    /// Go: points added to the start McMahon score.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub go_mcmahon_correction: Option<i32>,
    /// Go: the rating on OpenGotha's scale (the EGF's GoR; below 0 under about 21k).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub go_rating: Option<i32>,
    /// Go: the EGF PIN (eight digits).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub egf_pin: Option<String>,
    /// Go: the FFG licence (seven letters or digits).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ffg_licence: Option<String>,
    /// Go: the AGA id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub aga_id: Option<String>,
}

impl PlayerData {
    /// The number with Go body `body` as given (`egf_pin`, `ffg_licence`, `aga_id`).
    #[must_use]
    pub fn go_id(&self, body: arbiter_core::GoBody) -> Option<&str> {
        match body {
            arbiter_core::GoBody::Egf => self.egf_pin.as_deref(),
            arbiter_core::GoBody::Ffg => self.ffg_licence.as_deref(),
            arbiter_core::GoBody::Aga => self.aga_id.as_deref(),
        }
        .map(str::trim)
        .filter(|s| !s.is_empty())
    }

    /// The field holding the number with Go body `body`.
    pub fn go_id_mut(&mut self, body: arbiter_core::GoBody) -> &mut Option<String> {
        match body {
            arbiter_core::GoBody::Egf => &mut self.egf_pin,
            arbiter_core::GoBody::Ffg => &mut self.ffg_licence,
            arbiter_core::GoBody::Aga => &mut self.aga_id,
        }
    }
}

/// A player's availability for a round not paired yet.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Availability {
    /// Will play (clears an earlier request).
    Available,
    /// Will not play; no bye.
    Absent,
    /// Half-point bye.
    HalfBye,
    /// Zero-point bye.
    ZeroBye,
    /// Full-point bye.
    FullBye,
}

/// One board of a pairing.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Board {
    /// White's start rank.
    pub white: u32,
    /// Black's start rank.
    pub black: u32,
    /// Handicap stones (Go); 0 for an even game.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub handicap: u8,
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde passes a reference
fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// Every change to a tournament. Players are named by their number at the time of the
/// event: the registration number while registration is open, the start rank after.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[non_exhaustive]
pub enum Event {
    /// The first event of every log.
    TournamentCreated {
        /// The settings.
        settings: Settings,
    },
    /// New settings replace the old ones.
    SettingsChanged {
        /// The settings.
        settings: Settings,
    },
    /// A player joins while registration is open.
    PlayerRegistered {
        /// The player.
        player: PlayerData,
    },
    /// A player's data changes.
    PlayerEdited {
        /// The player's number.
        player: u32,
        /// The new data.
        data: PlayerData,
    },
    /// A player is removed while registration is open.
    PlayerRemoved {
        /// The player's number.
        player: u32,
    },
    /// Registration closes; `order[k]` (a registration number) gets start rank k + 1.
    RegistrationClosed {
        /// The ranking of C.04.2, as computed when registration closed.
        order: Vec<u32>,
    },
    /// A player joins after registration closed; they get the next start rank.
    LateEntry {
        /// The player.
        player: PlayerData,
    },
    /// Availability for a round not paired yet.
    AvailabilitySet {
        /// The player.
        player: u32,
        /// The round.
        round: u16,
        /// What the player will do.
        status: Availability,
    },
    /// A player leaves the tournament from a round on.
    PlayerWithdrawn {
        /// The player.
        player: u32,
        /// The first round missed.
        from_round: u16,
    },
    /// A withdrawn player comes back.
    PlayerReentered {
        /// The player.
        player: u32,
    },
    /// A round is paired, by an engine or by hand (`engine` = `manual`). A pairing made by
    /// hand is checked against the absolute criteria; the violations the arbiter accepted
    /// are listed, as reported when it was made.
    RoundPaired {
        /// The round.
        round: u16,
        /// The pairing system, or `manual`.
        engine: String,
        /// The engine's version.
        version: String,
        /// Boards in order.
        boards: Vec<Board>,
        /// The pairing-allocated bye.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        bye: Option<u32>,
        /// Violations accepted by the arbiter (manual pairings only).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        overridden: Vec<String>,
    },
    /// The arbiter replaced the pairing of the last round (no result entered yet).
    PairingEdited {
        /// The round.
        round: u16,
        /// Boards in order.
        boards: Vec<Board>,
        /// The pairing-allocated bye.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        bye: Option<u32>,
        /// The rule violations the arbiter accepted, as reported when it was made.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        overridden: Vec<String>,
    },
    /// A result is entered.
    ResultSet {
        /// The round.
        round: u16,
        /// The board, from 1.
        board: u32,
        /// The result in notation (`1-0`, `1/2`, `+-`...).
        result: String,
    },
    /// An entered result is corrected.
    ResultCorrected {
        /// The round.
        round: u16,
        /// The board.
        board: u32,
        /// The corrected result.
        result: String,
    },
    /// The last round is deleted (undo).
    RoundDeleted {
        /// The round.
        round: u16,
    },
    /// Registration opens again, before any round is paired: players can be registered
    /// and removed, and closing again assigns fresh start ranks (C.04.2).
    RegistrationReopened,
    /// Start ranks are assigned again after a correction (a rating, title or name that
    /// changes the initial ranking), before any round is paired; `order[k]` (a start rank
    /// now) gets start rank k + 1.
    PlayersReranked {
        /// The new order, as current start ranks.
        order: Vec<u32>,
    },
    /// The tournament is known by another name from here on (the store moves its log).
    TournamentRenamed {
        /// The old name.
        from: String,
        /// The new name.
        to: String,
    },
    /// The tournament is deleted: it leaves listings and public pages and takes no more
    /// changes, but its log is kept until it is purged, so the deletion can be undone.
    TournamentDeleted,
    /// A deleted tournament is restored.
    TournamentRestored,
    /// A team joins a team event (its players registered first).
    TeamRegistered {
        /// The team.
        team: TeamData,
    },
    /// A team's data or roster changes (players who have played stay on it).
    TeamEdited {
        /// The team's number.
        team: u16,
        /// The new data.
        data: TeamData,
    },
    /// A team's lineup for a round: players by board, 0 for an empty board. Before the
    /// round is paired it waits for the pairing; after, it replaces the team's boards of
    /// its match while no result of that match is in.
    LineupSet {
        /// The round.
        round: u16,
        /// The team's number.
        team: u16,
        /// Players by board (0 = nobody).
        players: Vec<u32>,
    },
    /// A round of a team event is paired: matches of teams (the first team has White on
    /// board 1), the team given the pairing-allocated bye; the boards follow from the
    /// lineups.
    TeamRoundPaired {
        /// The round.
        round: u16,
        /// The pairing system, or `manual`.
        engine: String,
        /// The engine's version.
        version: String,
        /// Matches as [home team, away team], by team number, board order.
        matches: Vec<[u16; 2]>,
        /// The team with the pairing-allocated bye.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        bye: Option<u16>,
        /// Rules the arbiter accepted breaking (manual pairings only).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        overridden: Vec<String>,
    },
    /// A whole match is forfeited (TRF 330): `+-` the home team wins, `-+` the away team,
    /// `--` neither appeared. Every board of the match gets the forfeit result.
    MatchForfeited {
        /// The round.
        round: u16,
        /// The home team's number.
        home: u16,
        /// The away team's number.
        away: u16,
        /// `+-`, `-+` or `--`.
        result: String,
    },
    /// A Go event's teams and pair entrants are set (they replace the ones before).
    GoTeamsSet {
        /// Team size and criteria, teams, pair entrants.
        teams: GoTeamsData,
    },
    /// The pairings prohibited (TRF26 record 260, JaVaFo `XXP`: players of one family, one
    /// club or one federation kept apart as the regulations ask), the whole list: it
    /// replaces the one before, an empty list lifting every prohibition.
    ProhibitionsSet {
        /// The prohibitions.
        prohibitions: Vec<ProhibitionData>,
    },
    /// A player's fictitious points for pairing, round by round from round 1 (accelerated
    /// pairings, C.04.5; TRF26 record 250, JaVaFo `XXA`); they replace the ones before,
    /// an empty list taking them away.
    AccelerationSet {
        /// The player's start rank.
        player: u32,
        /// The points of each round (`1`, `0.5`, `0`).
        points: Vec<String>,
    },
    /// The record of a chess game (its PGN: tag pairs and moves) is attached to its
    /// pairing, the board of round `round` where `white` has White against `black`. A
    /// later record of the same game replaces it, so that a corrected file can be
    /// imported again.
    GameRecorded {
        /// The round.
        round: u16,
        /// White's start rank.
        white: u32,
        /// Black's start rank.
        black: u32,
        /// The game as PGN, as imported.
        pgn: String,
    },
    /// Someone asks on the public entry form to be entered; the entry waits for the
    /// arbiter. Entries are numbered from 1 in the order they came.
    EntrySubmitted {
        /// The player as entered.
        player: PlayerData,
    },
    /// The arbiter accepts an entry: the player is registered (a late entry once
    /// registration has closed).
    EntryAccepted {
        /// The entry's number.
        entry: u32,
    },
    /// The arbiter refuses an entry.
    EntryRefused {
        /// The entry's number.
        entry: u32,
    },
    /// A player is given a private link to their own page; an earlier link stops
    /// working. Only the SHA-256 digest of the link's token is kept.
    PlayerLinkIssued {
        /// The player.
        player: u32,
        /// The token's SHA-256 digest, 64 hexadecimal digits.
        hash: String,
    },
    /// A player's link stops working.
    PlayerLinkRevoked {
        /// The player.
        player: u32,
    },
    /// A player asks, on their own page, for a round not paired yet: check-in, a bye,
    /// absence or withdrawal.
    PlayerAsked {
        /// The player.
        player: u32,
        /// The round.
        round: u16,
        /// What they ask.
        ask: Ask,
    },
    /// A player reports their game's result on their own page. It is never entered by
    /// itself: agreeing reports become a [`Event::ResultSet`] when the event says so.
    ResultReported {
        /// The player reporting.
        player: u32,
        /// The round.
        round: u16,
        /// The board.
        board: u32,
        /// The result as reported (`1-0`, `0-1`, `1/2`; Go results as typed).
        result: String,
    },
}

fn ask_words(a: Ask) -> &'static str {
    match a {
        Ask::CheckIn => "checks in",
        Ask::HalfBye => "asks for a half-point bye",
        Ask::ZeroBye => "asks for a zero-point bye",
        Ask::Absent => "will not play",
        Ask::Withdraw => "withdraws",
    }
}

fn availability_words(a: Availability) -> &'static str {
    match a {
        Availability::Available => "plays",
        Availability::Absent => "is absent (no bye)",
        Availability::HalfBye => "takes a half-point bye",
        Availability::ZeroBye => "takes a zero-point bye",
        Availability::FullBye => "takes a full-point bye",
    }
}

fn boards_words(boards: &[Board], bye: Option<u32>) -> String {
    let mut s = boards
        .iter()
        .map(|b| {
            if b.handicap > 0 {
                format!("{}-{} (H{})", b.white, b.black, b.handicap)
            } else {
                format!("{}-{}", b.white, b.black)
            }
        })
        .collect::<Vec<_>>()
        .join(", ");
    if let Some(b) = bye {
        s.push_str(&format!("; bye {b}"));
    }
    s
}

impl Event {
    /// What the event did, in words an arbiter reads in a history (players by their number
    /// at the time).
    #[must_use]
    pub fn describe(&self) -> String {
        match self {
            Event::TournamentCreated { settings } => format!(
                "Created {:?}: {}, {} rounds",
                settings.name, settings.system, settings.rounds
            ),
            Event::SettingsChanged { settings } => format!(
                "Settings changed: {:?}, {}, {} rounds",
                settings.name, settings.system, settings.rounds
            ),
            Event::PlayerRegistered { player } => format!("Registered {}", player.name),
            Event::LateEntry { player } => format!("Late entry: {}", player.name),
            Event::PlayerEdited { player, data } => {
                format!("Player {player} corrected: {}", data.name)
            }
            Event::PlayerRemoved { player } => format!("Player {player} removed"),
            Event::RegistrationClosed { order } => {
                format!("Registration closed; {} players ranked", order.len())
            }
            Event::AvailabilitySet {
                player,
                round,
                status,
            } => format!(
                "Player {player} {} in round {round}",
                availability_words(*status)
            ),
            Event::PlayerWithdrawn { player, from_round } => {
                format!("Player {player} withdrawn from round {from_round}")
            }
            Event::PlayerReentered { player } => format!("Player {player} re-entered"),
            Event::RoundPaired {
                round,
                engine,
                boards,
                bye,
                overridden,
                ..
            } => {
                let by = if engine == "manual" {
                    "by hand".to_string()
                } else {
                    format!("by {engine}")
                };
                let mut s = format!("Round {round} paired {by}: {}", boards_words(boards, *bye));
                if !overridden.is_empty() {
                    s.push_str(&format!(" (accepted: {})", overridden.join("; ")));
                }
                s
            }
            Event::PairingEdited {
                round, boards, bye, ..
            } => format!(
                "Round {round} pairing changed by hand: {}",
                boards_words(boards, *bye)
            ),
            Event::ResultSet {
                round,
                board,
                result,
            } => format!("Round {round}, board {board}: {result}"),
            Event::ResultCorrected {
                round,
                board,
                result,
            } => format!("Round {round}, board {board}: result corrected to {result}"),
            Event::RoundDeleted { round } => format!("Round {round} deleted"),
            Event::RegistrationReopened => "Registration reopened".into(),
            Event::PlayersReranked { .. } => "Start ranks redone (C.04.2)".into(),
            Event::TournamentRenamed { from, to } => format!("Renamed from {from:?} to {to:?}"),
            Event::TournamentDeleted => "Deleted".into(),
            Event::TournamentRestored => "Restored".into(),
            Event::TeamRegistered { team } => format!(
                "Team registered: {} ({} players)",
                team.name,
                team.members.len()
            ),
            Event::TeamEdited { team, data } => format!("Team {team} corrected: {}", data.name),
            Event::LineupSet {
                round,
                team,
                players,
            } => {
                let list: Vec<String> = players
                    .iter()
                    .map(|&p| {
                        if p == 0 {
                            "-".to_string()
                        } else {
                            p.to_string()
                        }
                    })
                    .collect();
                format!("Round {round}: lineup of team {team}: {}", list.join(", "))
            }
            Event::TeamRoundPaired {
                round,
                engine,
                matches,
                bye,
                ..
            } => {
                let by = if engine == "manual" {
                    "by hand".to_string()
                } else {
                    format!("by {engine}")
                };
                let list: Vec<String> = matches.iter().map(|[h, a]| format!("{h}-{a}")).collect();
                let mut s = format!("Round {round} paired {by}: teams {}", list.join(", "));
                if let Some(b) = bye {
                    s.push_str(&format!("; bye: team {b}"));
                }
                s
            }
            Event::MatchForfeited {
                round,
                home,
                away,
                result,
            } => format!("Round {round}: match of teams {home} and {away} forfeited ({result})"),
            Event::GoTeamsSet { teams } => format!(
                "Go teams set: {} teams of {} boards, {} pair entrants",
                teams.teams.len(),
                teams.size,
                teams.pairs.len()
            ),
            Event::GameRecorded {
                round,
                white,
                black,
                ..
            } => format!("Round {round}: the game of {white} (White) and {black} (Black) recorded"),
            Event::ProhibitionsSet { prohibitions } => {
                let list: Vec<String> = prohibitions
                    .iter()
                    .map(|p| {
                        let players: Vec<String> =
                            p.players.iter().map(ToString::to_string).collect();
                        format!(
                            "{} (rounds {}-{})",
                            players.join("-"),
                            p.first_round,
                            p.last_round
                        )
                    })
                    .collect();
                if list.is_empty() {
                    "Prohibited pairings lifted".into()
                } else {
                    format!("Prohibited pairings: {}", list.join(", "))
                }
            }
            Event::AccelerationSet { player, points } => {
                if points.is_empty() {
                    format!("Player {player}: no acceleration")
                } else {
                    format!(
                        "Player {player} accelerated: {} by round",
                        points.join(", ")
                    )
                }
            }
            Event::EntrySubmitted { player } => format!("Entry received: {}", player.name),
            Event::EntryAccepted { entry } => format!("Entry {entry} accepted"),
            Event::EntryRefused { entry } => format!("Entry {entry} refused"),
            Event::PlayerLinkIssued { player, .. } => format!("Player {player} given a link"),
            Event::PlayerLinkRevoked { player } => format!("Player {player}'s link revoked"),
            Event::PlayerAsked { player, round, ask } => {
                format!("Player {player} {} in round {round}", ask_words(*ask))
            }
            Event::ResultReported {
                player,
                round,
                board,
                result,
            } => format!("Round {round}, board {board}: player {player} reports {result}"),
        }
    }

    /// A short name for the kind of event, as logs show it.
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            Event::TournamentCreated { .. } => "tournament created",
            Event::SettingsChanged { .. } => "settings changed",
            Event::PlayerRegistered { .. } => "player registered",
            Event::PlayerEdited { .. } => "player edited",
            Event::PlayerRemoved { .. } => "player removed",
            Event::RegistrationClosed { .. } => "registration closed",
            Event::LateEntry { .. } => "late entry",
            Event::AvailabilitySet { .. } => "availability set",
            Event::PlayerWithdrawn { .. } => "player withdrawn",
            Event::PlayerReentered { .. } => "player re-entered",
            Event::RoundPaired { .. } => "round paired",
            Event::PairingEdited { .. } => "pairing edited",
            Event::ResultSet { .. } => "result set",
            Event::ResultCorrected { .. } => "result corrected",
            Event::RoundDeleted { .. } => "round deleted",
            Event::RegistrationReopened => "registration reopened",
            Event::PlayersReranked { .. } => "players reranked",
            Event::TournamentRenamed { .. } => "tournament renamed",
            Event::TournamentDeleted => "tournament deleted",
            Event::TournamentRestored => "tournament restored",
            Event::TeamRegistered { .. } => "team registered",
            Event::TeamEdited { .. } => "team edited",
            Event::LineupSet { .. } => "lineup set",
            Event::TeamRoundPaired { .. } => "team round paired",
            Event::MatchForfeited { .. } => "match forfeited",
            Event::GoTeamsSet { .. } => "go teams set",
            Event::GameRecorded { .. } => "game recorded",
            Event::ProhibitionsSet { .. } => "prohibitions set",
            Event::AccelerationSet { .. } => "acceleration set",
            Event::EntrySubmitted { .. } => "entry submitted",
            Event::EntryAccepted { .. } => "entry accepted",
            Event::EntryRefused { .. } => "entry refused",
            Event::PlayerLinkIssued { .. } => "player link issued",
            Event::PlayerLinkRevoked { .. } => "player link revoked",
            Event::PlayerAsked { .. } => "player asked",
            Event::ResultReported { .. } => "result reported",
        }
    }
}

/// An event as stored: its position in the log, when and by whom.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Recorded {
    /// 1-based position in the tournament's log.
    pub seq: u64,
    /// When it was recorded (RFC 3339, UTC).
    pub at: String,
    /// Who recorded it.
    pub actor: String,
    /// The event.
    pub event: Event,
}
