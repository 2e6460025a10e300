//! Team standings (C.07 art. 11–13, with the general tie-breaks applied to match or game
//! points): the team tie-break codes, their parsing, and the ranking of the teams of a
//! [`TeamView`].
//!
//! A team has two scores, match points (`MP`) and game points (`GP`) (C.07 art. 11.1);
//! the event's rules say which is primary ([`PrimaryScore`]). A list starts with the
//! primary score and goes on with tie-breaks, each computed on the score it names (`BH:GP`)
//! or, when it names none, on the primary score. Unplayed matches (forfeited matches, team
//! byes, absences) are read as C.07 art. 16 reads unplayed rounds: the same `rules` module
//! answers for them as for players (the Exercises in Tie-Breaking of the FIDE Technical
//! Commission, part two: "there is no substantial difference in managing unplayed games or
//! matches compared to individual tournaments").
//!
//! Article numbers are those of the C.07 text in force since 1 March 2026, which keeps the
//! team articles of the 2024 text: 11 (team scores), 12 (board-based systems: BC, TBR,
//! BBE), 13 (MPvGP, ESB, EDE, SSSC).

use crate::rules::Options;
use crate::team_tiebreak::{self, TeamCtx, TeamData};
use crate::tied::{self, GroupRule};
use crate::value::Value;
use arbiter_core::Points;
use arbiter_core::Tournament;
use arbiter_core::teams::{PrimaryScore, TeamView};
use std::fmt;
use std::str::FromStr;

/// One of a team's two scores (C.07 art. 11.1).
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug)]
pub enum TeamScore {
    /// Match points (`MP`).
    Match,
    /// Game points (`GP`): the sum of the players' points.
    Game,
}

impl TeamScore {
    /// The score an event ranks on first.
    #[must_use]
    pub const fn primary_of(p: PrimaryScore) -> Self {
        match p {
            PrimaryScore::Match => TeamScore::Match,
            PrimaryScore::Game => TeamScore::Game,
        }
    }

    /// The other score.
    #[must_use]
    pub const fn other(self) -> Self {
        match self {
            TeamScore::Match => TeamScore::Game,
            TeamScore::Game => TeamScore::Match,
        }
    }

    const fn letter(self) -> char {
        match self {
            TeamScore::Match => 'M',
            TeamScore::Game => 'G',
        }
    }

    const fn code(self) -> &'static str {
        match self {
            TeamScore::Match => "MP",
            TeamScore::Game => "GP",
        }
    }
}

/// The team tie-break families.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug)]
#[non_exhaustive]
pub enum TeamBase {
    /// A score total: `MP` or `GP` (`PTS` for the primary score; C.07 art. 11.1).
    Score,
    /// Match points versus game points: the score that is not primary (art. 13.1, `MPvGP`).
    Secondary,
    /// Direct encounter on one score (art. 6), the matches between the tied teams.
    De,
    /// Extended direct encounter for teams (art. 13.3.1): direct encounter on the primary
    /// score, then on the secondary one.
    Ede,
    /// EDE, then for two teams still tied the board count of their encounter (art. 13.3.2,
    /// `EDEC`).
    Edec,
    /// EDE, then the top board results of the encounter (art. 13.3.2, 2026 `EDET`).
    Edet,
    /// EDE, then bottom board elimination on the encounter (art. 13.3.2, 2026 `EDEB`).
    Edeb,
    /// EDE, board count, then top board results (art. 13.3.2, 2026 `EDEBT`).
    Edebt,
    /// EDE, board count, then bottom board elimination (art. 13.3.2, 2026 `EDEBB`).
    Edebb,
    /// Number of wins, played or not (art. 7.1): matches won, or with `:GP` games won.
    Win,
    /// Wins over the board (art. 7.2): matches won, or with `:GP` games won, over the board.
    Won,
    /// Progressive scores (art. 7.5).
    Ps,
    /// Buchholz on match or game points (art. 8.1).
    Bh,
    /// Sonneborn-Berger on one score (art. 9.1): the opponent's score times the same score
    /// obtained against it (`SB:MP` is `EMMSB`, `SB:GP` is `EGGSB`).
    Sb,
    /// Extended Sonneborn-Berger for teams (art. 13.2): the opponent's score times the
    /// team's own score in the match, each chosen (`EMMSB`, `EMGSB`, `EGMSB`, `EGGSB`).
    Esb,
    /// Koya system (art. 9.2) on one score.
    Ks,
    /// Board count (art. 12.1): the sum over boards of the board number times the points
    /// scored on it; the lower, the better (results on the first boards weigh most).
    Bc,
    /// Top board results (art. 12.2): the points on board 1, then board 2, and so on.
    Tbr,
    /// Bottom board elimination (art. 12.3): game points without the last board, then
    /// without the last two, and so on.
    Bbe,
    /// Scores and schedule strength combination (art. 13.4): the secondary score plus the
    /// Buchholz on the primary score divided by a normalisation factor.
    Sssc,
}

impl TeamBase {
    /// True for the families resolved inside each tied group (direct encounter and the
    /// board-by-board systems): their value is the place inside the group.
    #[must_use]
    pub const fn is_sequential(self) -> bool {
        self.is_extended_de() || matches!(self, TeamBase::De | TeamBase::Tbr | TeamBase::Bbe)
    }

    /// EDE and its continuations on the boards of the encounter (art. 13.3).
    const fn is_extended_de(self) -> bool {
        matches!(
            self,
            TeamBase::Ede
                | TeamBase::Edec
                | TeamBase::Edet
                | TeamBase::Edeb
                | TeamBase::Edebt
                | TeamBase::Edebb
        )
    }

    const fn takes_cuts(self) -> bool {
        matches!(
            self,
            TeamBase::Bh | TeamBase::Sb | TeamBase::Esb | TeamBase::Ps
        )
    }

    const fn takes_forfeits_played(self) -> bool {
        self.is_extended_de()
            || matches!(
                self,
                TeamBase::De | TeamBase::Bh | TeamBase::Sb | TeamBase::Esb | TeamBase::Sssc
            )
    }

    const fn takes_score(self) -> bool {
        !(self.is_extended_de()
            || matches!(
                self,
                TeamBase::Secondary | TeamBase::Bc | TeamBase::Tbr | TeamBase::Bbe | TeamBase::Sssc
            ))
    }
}

/// One team tie-break: a family, the score it reads and its modifiers (art. 14).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct TeamTieBreak {
    /// The family.
    pub base: TeamBase,
    /// The score it is computed on (for ESB: the opponents' score); `None` means the
    /// event's primary score.
    pub score: Option<TeamScore>,
    /// ESB only: the team's own score in each match; `None` means the secondary score.
    pub own: Option<TeamScore>,
    /// Lowest values cut (Cut-n, art. 14.1, 14.2; the low half of a median).
    pub cut_low: u8,
    /// Highest values cut (the high half of Median-n, art. 14.3, 14.4).
    pub cut_high: u8,
    /// Forfeited matches count as encounters with the scheduled opponent (`/P`; always so
    /// with predetermined pairings, art. 15.2).
    pub forfeits_played: bool,
    /// The order reversed (`/R`).
    pub reverse: bool,
    /// SSSC: the normalisation factor set by the event's rules (`/K5`, art. 13.4).
    pub factor: Option<u32>,
    /// KS: the share of the maximum score that qualifies an opponent, in percent (50).
    pub koya_percent: u8,
    /// Written as one of `EMMSB`, `EMGSB`, `EGMSB`, `EGGSB` rather than `ESB:XY`.
    pub esb_name: bool,
}

impl TeamTieBreak {
    /// A family without modifiers, on the primary score.
    #[must_use]
    pub const fn new(base: TeamBase) -> Self {
        TeamTieBreak {
            base,
            score: None,
            own: None,
            cut_low: 0,
            cut_high: 0,
            forfeits_played: false,
            reverse: false,
            factor: None,
            koya_percent: 50,
            esb_name: false,
        }
    }

    /// On `score`.
    #[must_use]
    pub const fn on(mut self, score: TeamScore) -> Self {
        self.score = Some(score);
        self
    }

    /// With the `n` lowest values cut (Cut-n).
    #[must_use]
    pub const fn cut(mut self, n: u8) -> Self {
        self.cut_low = n;
        self
    }

    /// An ESB variant by its C.07 name: opponent's score × own score.
    #[must_use]
    pub const fn esb(opponent: TeamScore, own: TeamScore) -> Self {
        let mut tb = TeamTieBreak::new(TeamBase::Esb);
        tb.score = Some(opponent);
        tb.own = Some(own);
        tb.esb_name = true;
        tb
    }

    /// True when a higher value ranks higher. Board count ranks the lower first.
    #[must_use]
    pub const fn higher_is_better(&self) -> bool {
        !matches!(self.base, TeamBase::Bc) != self.reverse
    }

    /// Decimals a value of this code is shown with.
    #[must_use]
    pub const fn decimals(&self) -> u8 {
        match self.base {
            TeamBase::Score
            | TeamBase::Secondary
            | TeamBase::Bh
            | TeamBase::Ps
            | TeamBase::Ks
            | TeamBase::Bc => 1,
            TeamBase::Sb | TeamBase::Esb | TeamBase::Sssc => 2,
            _ => 0,
        }
    }

    /// The score a tie-break reads, given the event's primary score.
    #[must_use]
    pub fn score_in(&self, primary: TeamScore) -> TeamScore {
        self.score.unwrap_or(primary)
    }
}

impl fmt::Display for TeamTieBreak {
    /// C.07's spelling with arbiter's modifiers: `MP`, `GP`, `MPvGP`, `EDE`, `BH-C1:GP`,
    /// `EMGSB-C1`, `ESB`, `SSSC-K5`, `KS-L60:MP`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = match self.base {
            TeamBase::Score => {
                return f.write_str(self.score.map_or("PTS", TeamScore::code));
            }
            TeamBase::Secondary => "MPvGP".to_string(),
            TeamBase::Esb => match (self.esb_name, self.score, self.own) {
                (true, Some(o), Some(w)) => format!("E{}{}SB", o.letter(), w.letter()),
                _ => "ESB".to_string(),
            },
            b => base_name(b).to_string(),
        };
        match (self.cut_low, self.cut_high) {
            (0, 0) => {}
            (l, h) if l == h => s.push_str(&format!("-M{l}")),
            (l, 0) => s.push_str(&format!("-C{l}")),
            (l, h) => s.push_str(&format!("-C{l}-H{h}")),
        }
        if self.base == TeamBase::Ks && self.koya_percent != 50 {
            s.push_str(&format!("-L{}", self.koya_percent));
        }
        if let Some(k) = self.factor {
            s.push_str(&format!("-K{k}"));
        }
        if self.forfeits_played {
            s.push_str("-P");
        }
        if self.reverse {
            s.push_str("-R");
        }
        if self.base == TeamBase::Esb {
            if let (false, Some(o), Some(w)) = (self.esb_name, self.score, self.own) {
                s.push_str(&format!(":{}{}", o.letter(), w.letter()));
            }
        } else if let Some(sc) = self.score {
            s.push(':');
            s.push_str(sc.code());
        }
        f.write_str(&s)
    }
}

const fn base_name(b: TeamBase) -> &'static str {
    match b {
        TeamBase::Score => "PTS",
        TeamBase::Secondary => "MPvGP",
        TeamBase::De => "DE",
        TeamBase::Ede => "EDE",
        TeamBase::Edec => "EDEC",
        TeamBase::Edet => "EDET",
        TeamBase::Edeb => "EDEB",
        TeamBase::Edebt => "EDEBT",
        TeamBase::Edebb => "EDEBB",
        TeamBase::Win => "WIN",
        TeamBase::Won => "WON",
        TeamBase::Ps => "PS",
        TeamBase::Bh => "BH",
        TeamBase::Sb => "SB",
        TeamBase::Esb => "ESB",
        TeamBase::Ks => "KS",
        TeamBase::Bc => "BC",
        TeamBase::Tbr => "TBR",
        TeamBase::Bbe => "BBE",
        TeamBase::Sssc => "SSSC",
    }
}

/// Why a text is not a team tie-break code.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseTeamCodeError {
    /// Not one of the codes C.07 defines for teams.
    #[error("unknown team tie-break {0:?}")]
    Unknown(String),
    /// A modifier that cannot be read or does not apply to this tie-break.
    #[error("team tie-break {code:?}: modifier {modifier:?} is not understood or does not apply")]
    BadModifier {
        /// The whole code.
        code: String,
        /// The modifier.
        modifier: String,
    },
}

fn score_letter(c: char) -> Option<TeamScore> {
    match c {
        'M' => Some(TeamScore::Match),
        'G' => Some(TeamScore::Game),
        _ => None,
    }
}

impl FromStr for TeamTieBreak {
    type Err = ParseTeamCodeError;

    /// Reads C.07's team codes in either case, with modifiers after `-` or `/` and the
    /// score after `:`: `MP`, `GP`, `MPTS`, `GPTS`, `PTS`, `MPvGP`, `DE`, `DE:GP`, `EDE`,
    /// `EDEC`, `EDET`, `EDEB`, `EDEBT`, `EDEBB`, `WIN`, `WON:GP`, `PS:GP`, `BH:MP`,
    /// `BH/C1:GP`, `SB`, `ESB`, `ESB:MG`, `EMGSB/C1`, `KS`, `KS-L60`, `BC`, `TBR`, `BBE`,
    /// `SSSC`, `SSSC/K5`, and `/P` (forfeits as encounters), `/R` (reversed).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let code = text.trim();
        let up = code.to_ascii_uppercase();
        let bad = |m: &str| ParseTeamCodeError::BadModifier {
            code: code.to_string(),
            modifier: m.to_string(),
        };
        let (body, suffix) = match up.split_once(':') {
            Some((b, s)) => (b.to_string(), Some(s.to_string())),
            None => (up.clone(), None),
        };
        let mut parts = body.split(['-', '/']);
        let name = parts.next().unwrap_or_default();
        let mut tb = match name {
            "PTS" => TeamTieBreak::new(TeamBase::Score),
            "MP" | "MPTS" => TeamTieBreak::new(TeamBase::Score).on(TeamScore::Match),
            "GP" | "GPTS" => TeamTieBreak::new(TeamBase::Score).on(TeamScore::Game),
            "MPVGP" => TeamTieBreak::new(TeamBase::Secondary),
            "DE" => TeamTieBreak::new(TeamBase::De),
            "EDE" => TeamTieBreak::new(TeamBase::Ede),
            "EDEC" => TeamTieBreak::new(TeamBase::Edec),
            "EDET" => TeamTieBreak::new(TeamBase::Edet),
            "EDEB" => TeamTieBreak::new(TeamBase::Edeb),
            "EDEBT" => TeamTieBreak::new(TeamBase::Edebt),
            "EDEBB" => TeamTieBreak::new(TeamBase::Edebb),
            "WIN" => TeamTieBreak::new(TeamBase::Win),
            "WON" => TeamTieBreak::new(TeamBase::Won),
            "PS" => TeamTieBreak::new(TeamBase::Ps),
            "BH" => TeamTieBreak::new(TeamBase::Bh),
            "SB" => TeamTieBreak::new(TeamBase::Sb),
            "ESB" => TeamTieBreak::new(TeamBase::Esb),
            "KS" => TeamTieBreak::new(TeamBase::Ks),
            "BC" => TeamTieBreak::new(TeamBase::Bc),
            "TBR" => TeamTieBreak::new(TeamBase::Tbr),
            "BBE" => TeamTieBreak::new(TeamBase::Bbe),
            "SSSC" => TeamTieBreak::new(TeamBase::Sssc),
            n if n.len() == 5 && n.starts_with('E') && n.ends_with("SB") => {
                let mut l = n.chars().skip(1);
                match (
                    l.next().and_then(score_letter),
                    l.next().and_then(score_letter),
                ) {
                    (Some(o), Some(w)) => TeamTieBreak::esb(o, w),
                    _ => return Err(ParseTeamCodeError::Unknown(code.to_string())),
                }
            }
            _ => return Err(ParseTeamCodeError::Unknown(code.to_string())),
        };
        for m in parts {
            if m.is_empty() {
                continue;
            }
            let (letter, rest) = m.split_at(1);
            let base = tb.base;
            match letter {
                "C" | "M" | "H" if base.takes_cuts() => {
                    let n: u8 = rest.parse().map_err(|_| bad(m))?;
                    match letter {
                        // Progressive scores know Cut-n only (art. 14.1).
                        "C" => tb.cut_low = n,
                        "H" if base != TeamBase::Ps => tb.cut_high = n,
                        "M" if base != TeamBase::Ps => {
                            tb.cut_low = n;
                            tb.cut_high = n;
                        }
                        _ => return Err(bad(m)),
                    }
                }
                "P" if rest.is_empty() && base.takes_forfeits_played() => {
                    tb.forfeits_played = true;
                }
                "K" if base == TeamBase::Sssc => {
                    let k: u32 = rest.parse().map_err(|_| bad(m))?;
                    if k == 0 {
                        return Err(bad(m));
                    }
                    tb.factor = Some(k);
                }
                "L" if base == TeamBase::Ks => {
                    tb.koya_percent = rest.parse().map_err(|_| bad(m))?;
                }
                "R" if rest.is_empty() => tb.reverse = true,
                _ => return Err(bad(m)),
            }
        }
        if let Some(s) = suffix {
            let letters: Vec<char> = s.chars().collect();
            match (tb.base, letters.as_slice()) {
                (TeamBase::Esb, [o, w]) if !tb.esb_name => {
                    match (score_letter(*o), score_letter(*w)) {
                        (Some(o), Some(w)) => {
                            tb.score = Some(o);
                            tb.own = Some(w);
                        }
                        _ => return Err(bad(&s)),
                    }
                }
                (b, ['M', 'P']) if b.takes_score() => tb.score = Some(TeamScore::Match),
                (b, ['G', 'P']) if b.takes_score() => tb.score = Some(TeamScore::Game),
                _ => return Err(bad(&s)),
            }
        }
        Ok(tb)
    }
}

/// Reads a comma-separated list of team codes (as in TRF record 212 or typed by the
/// user), e.g. `MP,GP,EDE,BH-C1:MP,EMGSB`.
///
/// # Errors
/// The first code that cannot be read.
pub fn parse_team_list(text: &str) -> Result<Vec<TeamTieBreak>, ParseTeamCodeError> {
    text.split([',', ';'])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::parse)
        .collect()
}

/// The list that defines team standings: the event's primary score first (added when the
/// text does not start with a score), then the tie-breaks.
///
/// # Errors
/// The first code that cannot be read.
pub fn team_standings_list(
    text: &str,
    primary: PrimaryScore,
) -> Result<Vec<TeamTieBreak>, ParseTeamCodeError> {
    let mut list = parse_team_list(text)?;
    if list.first().map(|t| t.base) != Some(TeamBase::Score) {
        list.insert(
            0,
            TeamTieBreak::new(TeamBase::Score).on(TeamScore::primary_of(primary)),
        );
    }
    Ok(list)
}

/// A default list (C.07 leaves the choice to the organiser, art. 4.1): the primary score,
/// the secondary score, extended direct encounter, Buchholz Cut-1 on the primary score,
/// and the extended Sonneborn-Berger on the opponents' primary and the team's secondary
/// score.
#[must_use]
pub fn default_team_list(primary: PrimaryScore) -> Vec<TeamTieBreak> {
    let p = TeamScore::primary_of(primary);
    vec![
        TeamTieBreak::new(TeamBase::Score).on(p),
        TeamTieBreak::new(TeamBase::Secondary),
        TeamTieBreak::new(TeamBase::Ede),
        TeamTieBreak::new(TeamBase::Bh).cut(1).on(p),
        TeamTieBreak::esb(p, p.other()),
    ]
}

/// Why team standings cannot be computed.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum TeamStandingsError {
    /// The view holds no team.
    #[error("the event has no teams")]
    NoTeams,
    /// The list is empty.
    #[error("the tie-break list is empty")]
    EmptyList,
}

/// One line of the team standings.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct TeamRow {
    /// The team, by index into the view's teams.
    pub team: usize,
    /// The place: teams tied on every tie-break share it.
    pub rank: u32,
    /// Match points.
    pub mp: Points,
    /// Game points.
    pub gp: Points,
    /// The value of each tie-break, in list order; `None` where undefined. For the
    /// sequential families (DE, EDE…, TBR, BBE) the place inside the group it separated,
    /// 0 when it separated nobody.
    pub values: Vec<Option<Value>>,
    /// The index in the list of the tie-break that separated this team from the one above.
    pub separated_by: Option<usize>,
}

/// Final team standings.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct TeamStandings {
    /// The list, in order.
    pub tiebreaks: Vec<TeamTieBreak>,
    /// Rows in final order (ties by team order).
    pub rows: Vec<TeamRow>,
    /// The primary score.
    pub primary: TeamScore,
    /// The settings used.
    pub options: Options,
}

impl TeamStandings {
    /// The row of a team.
    #[must_use]
    pub fn row_of(&self, team: usize) -> Option<&TeamRow> {
        self.rows.iter().find(|r| r.team == team)
    }

    /// The tie-break columns a table shows beside match and game points (which have
    /// columns of their own): the indices into `tiebreaks` and `values` of every
    /// tie-break after the primary that is not a plain team score.
    #[must_use]
    pub fn shown_columns(&self) -> Vec<usize> {
        (1..self.tiebreaks.len())
            .filter(|&i| self.tiebreaks[i].base != TeamBase::Score)
            .collect()
    }

    /// The text of tie-break `i` of `row` with the tie-break's decimals; empty where
    /// it has no value.
    #[must_use]
    pub fn value_text(&self, row: &TeamRow, i: usize) -> String {
        row.values
            .get(i)
            .copied()
            .flatten()
            .map_or_else(String::new, |v| v.format(self.tiebreaks[i].decimals()))
    }
}

/// The values of `list` for every team, in team order. Sequential families (DE, EDE…,
/// TBR, BBE) exist only inside a ranking and give `None` here.
///
/// # Errors
/// When the view has no teams.
pub fn team_tiebreak_values(
    t: &Tournament,
    view: &TeamView,
    list: &[TeamTieBreak],
    opts: &Options,
) -> Result<Vec<Vec<Option<Value>>>, TeamStandingsError> {
    if view.teams.is_empty() {
        return Err(TeamStandingsError::NoTeams);
    }
    let data = TeamData::build(view, opts, t.planned_rounds);
    let ctx = TeamCtx::new(&data, opts);
    let cols: Vec<Vec<Option<Value>>> = list
        .iter()
        .map(|tb| team_tiebreak::values(&ctx, tb))
        .collect();
    Ok((0..data.teams)
        .map(|k| cols.iter().map(|c| c[k]).collect())
        .collect())
}

/// Ranks the teams by `list` (C.07 art. 4.2): each tie-break separates only teams still
/// tied on every earlier one; direct encounter, EDE and the board-by-board systems are
/// resolved inside each tied group.
///
/// # Errors
/// When the view has no teams or the list is empty.
pub fn team_standings(
    t: &Tournament,
    view: &TeamView,
    list: &[TeamTieBreak],
    opts: &Options,
) -> Result<TeamStandings, TeamStandingsError> {
    if view.teams.is_empty() {
        return Err(TeamStandingsError::NoTeams);
    }
    if list.is_empty() {
        return Err(TeamStandingsError::EmptyList);
    }
    let data = TeamData::build(view, opts, t.planned_rounds);
    let ctx = TeamCtx::new(&data, opts);
    let mut cols: Vec<Vec<Option<Value>>> = list
        .iter()
        .map(|tb| team_tiebreak::values(&ctx, tb))
        .collect();
    let rows = tied::rank(data.teams, list, &mut cols, |tb, g| {
        let mut parts = team_tiebreak::resolve(&ctx, tb, g);
        if tb.reverse {
            parts.reverse();
        }
        parts
    })
    .into_iter()
    .map(|p| TeamRow {
        team: p.index,
        rank: p.rank,
        mp: points(data.mp.totals[p.index]),
        gp: points(data.gp.totals[p.index]),
        values: cols.iter().map(|c| c[p.index]).collect(),
        separated_by: p.separated_by,
    })
    .collect();
    Ok(TeamStandings {
        tiebreaks: list.to_vec(),
        rows,
        primary: data.primary,
        options: *opts,
    })
}

fn points(tenths: i64) -> Points {
    Points::from_tenths(i32::try_from(tenths).unwrap_or(i32::MAX))
}

impl GroupRule for TeamTieBreak {
    fn in_group(&self) -> bool {
        self.base.is_sequential()
    }

    fn higher_first(&self) -> bool {
        self.higher_is_better()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for s in [
            "MP",
            "GP",
            "PTS",
            "MPvGP",
            "DE",
            "DE:GP",
            "EDE",
            "EDEC",
            "EDET",
            "EDEB",
            "EDEBT",
            "EDEBB",
            "WIN",
            "WON:GP",
            "PS:GP",
            "BH:MP",
            "BH-C1:GP",
            "BH-M1",
            "SB",
            "SB:GP",
            "ESB",
            "ESB:MG",
            "EMGSB-C1",
            "EGGSB-C2-P",
            "KS-L60:MP",
            "BC",
            "TBR",
            "BBE",
            "SSSC",
            "SSSC-K5-P",
            "BH-R",
        ] {
            let tb: TeamTieBreak = s.parse().unwrap();
            assert_eq!(tb.to_string(), s, "{s}");
        }
        assert_eq!(
            "bh/c1:gp".parse::<TeamTieBreak>().unwrap().to_string(),
            "BH-C1:GP"
        );
        assert_eq!(
            "MPTS".parse::<TeamTieBreak>().unwrap(),
            "MP".parse().unwrap()
        );
        assert_eq!(
            "ESB:GM".parse::<TeamTieBreak>().unwrap().score,
            Some(TeamScore::Game)
        );
        for bad in [
            "XX", "BC-C1", "TBR:GP", "PS-M1", "SSSC-K0", "EDE-C1", "ESB:XX", "EXYSB",
        ] {
            assert!(bad.parse::<TeamTieBreak>().is_err(), "{bad}");
        }
        let l = team_standings_list("BH:MP, SB", PrimaryScore::Game).unwrap();
        assert_eq!(l.len(), 3);
        assert_eq!(l[0].to_string(), "GP");
        let l = parse_team_list("MP,GP,BH:MP,SB,DE").unwrap();
        assert_eq!(l.len(), 5);
        assert_eq!(
            default_team_list(PrimaryScore::Match)[4].to_string(),
            "EMGSB"
        );
    }
}
