//! The FIDE Swiss Team Pairing System (C.04.6, applied from 1 February 2026): teams are
//! paired by a primary score, bracket by bracket, with upfloaters pulled up into the top
//! scoregroup and each bracket paired by the first Pairing Identifier; colours (the colour
//! of a team's first board) are allocated afterwards and never prevent a pairing.
//!
//! # The team table
//! The engine pairs a tournament in which every player is a team: start rank *k* is the
//! team with pairing number (TPN) *k*, each paired round holds one game per match (`white`
//! is the team with White on board 1, the result is the match result), a team's
//! pairing-allocated bye is [`ByeKind::PairingAllocated`]. The tournament's score is the
//! primary score (1.2); the secondary score is read from the team section
//! (`t.teams.teams[k - 1]`: game points when the primary score is match points, match points
//! otherwise), and only its totals are needed (4.2.2 compares the two teams' totals before
//! the round).
//!
//! # The procedure (Articles 1 to 3)
//! - Preface: C.04.1 applies without its Articles 6 and 7 (no colour limits), and there is
//!   no absolute colour preference: colours never keep two teams apart.
//! - 1.5 a floater is a team that played an opponent with a different score; \[C7\] and
//!   \[C10\] look at the previous round.
//! - 1.6 a team's colour in a match is the colour of its first board, counted only for
//!   matches actually played; the colour difference (CD) is whites minus blacks.
//! - 1.7 colour preferences: type A (default) a preference for White when CD < −1, or
//!   CD is 0 or −1 and the last two matches played were with Black (Black symmetrically);
//!   type B the same as a strong preference, plus a mild one when CD is ∓1, or CD is 0
//!   and the last match was with the other colour (except in the last round); or none.
//! - \[C1\] two teams meet once (a forfeited match is no meeting); \[C2\] no
//!   pairing-allocated bye after a pairing-allocated bye, a match won by forfeit or a
//!   full-point bye; \[C3\] the teams still to be paired stay pairable.
//! - 3.4 the pairing-allocated bye first: the team \[C2\] allows whose bye leaves the
//!   others pairable (3.4.1), with the lowest score (3.4.2), the most matches played
//!   (3.4.3), the largest TPN (3.4.4).
//! - 3.3 then, while teams are left: the top scoregroup and a set of upfloaters form the
//!   bracket. The set (3.5) has the fewest teams \[C4\], then the smallest score
//!   differences to the top scoregroup, compared from the largest down \[C5\], then lets
//!   the following scoregroup form its bracket legally with the fewest upfloaters \[C6\],
//!   then has the fewest teams who floated in the previous round \[C7\], then comes first
//!   in the order of 3.5.3/3.5.4 (each set sorted by descending score then TPN, sets
//!   compared by TPN).
//! - 3.6 the bracket is paired by the first Pairing Identifier (top members, the smaller
//!   TPN of each pair, in ascending order, then their opponents) among the pairings with
//!   the fewest teams whose colour preference is not met \[C8\], then the fewest strong
//!   preferences not met \[C9\] (type B), then the fewest upfloaters' opponents who
//!   floated in the previous round \[C10\].
//! - \[C7\] and \[C10\] do not apply in the last two rounds.
//!
//! # Colours (Article 4) and boards
//! 4.2 the first-team of a pair has the higher primary score, then the higher secondary
//! score (when the event uses it), then the smaller TPN. 4.3, the first rule that
//! decides: 4.3.1 neither team has played: the first-team receives the initial colour if
//! its TPN is odd, the other colour if even; 4.3.2 only one team has a preference: it is
//! granted; 4.3.3 opposite preferences: both granted; 4.3.4 (type B) only one strong
//! preference: it is granted; 4.3.5 White to the lower CD; 4.3.6 alternate from the most
//! recent match in which one team had White and the other Black; 4.3.7 the first-team's
//! preference; 4.3.8 alternate the first-team's last colour; 4.3.9 alternate the other
//! team's last colour. Boards follow C.04.2 (higher score, then lower score, then the
//! higher team's TPN).
//!
//! # Readings the text leaves open
//! - \[C5\] compares the differences between the top scoregroup's score and each
//!   upfloater's, largest first: a set whose lowest upfloater scores more comes first
//!   (this is where the team system differs from the engine's Double-Swiss reading).
//! - \[C6\] is a pass or fail: the following scoregroup (the one just below the top
//!   scoregroup, after the upfloaters leave it) can form its bracket with the fewest
//!   upfloaters its size allows (none when even, one when odd), the teams below staying
//!   pairable; when every team of it moved up, the criterion is met.
//! - "Complies with" a criterion to be minimised (3.5.5, 3.6.4) means reaching the
//!   minimum that the legal pairings of the bracket allow, criteria taken in order.
//! - \[C8\] and \[C9\] count what the colour allocation of Article 4 will do: a pair
//!   fails \[C8\] once when both teams prefer the same colour, and \[C9\] once when both
//!   preferences are strong (a strong preference always beats a mild one, 4.3.4).
//! - \[C10\] counts, for every upfloater, its opponent when that opponent is a resident
//!   of the top scoregroup who floated in the previous round (an upfloater's upfloating
//!   opponent is an upfloater itself, which \[C7\] already counts).
//! - A floater (1.5) is a team whose previous match was played (not forfeited) against an
//!   opponent with a different score; the pairing-allocated bye is not a float.
//! - The "most recent time" of 4.3.6 and the "last played round" of 4.3.8/4.3.9 read the
//!   colours of the matches played, unplayed rounds skipped (C.04.2 Article 3, which the
//!   Preface applies to teams), the two histories aligned from their latest match.
//! - 4.3.1 uses the team's TPN, its start rank, whoever else is absent.
//! - 3.4.3 counts matches played over the board (a forfeit is not a match played).
//!
//! Acceleration (C.04.7) is left to [`crate::Accelerated`] with its methods; the text
//! excludes it when game points are the primary score, which the wrapper does not check.

use crate::lexicographic::{any_pairing, assign, first_identifier, for_each_product};
use crate::state::player_states;
use crate::upfloat::{self, Rules, Scoregroups};
use crate::{
    BracketReport, CheckReport, Criterion, Message, PairedGame, Pairing, PairingError,
    PairingSystem, Step,
};
use arbiter_core::{
    ByeKind, Colour, Decision, Entry, Outcome, PlayerId, Points, RoundNo, Tournament,
};
use std::cmp::Reverse;

/// The rules of the Swiss Team system cited in its reasons.
pub mod criteria {
    use super::Criterion;
    criterion!(
        MET,
        "pairing-crit-swiss-team-met",
        "C1",
        "C.04.6 2.1.1 [C1]",
        "two teams shall not play each other more than once (a forfeited match does not count)"
    );
    criterion!(
        PROHIBITED,
        "pairing-crit-swiss-team-prohibited",
        "C1-p",
        "C.04.2 (prohibited pairings)",
        "the teams may not be paired with each other"
    );
    criterion!(
        BYE,
        "pairing-crit-swiss-team-bye",
        "C2",
        "C.04.6 2.1.2 [C2]",
        "no pairing-allocated bye after a pairing-allocated bye, a match won by forfeit or a full-point bye"
    );
    criterion!(
        COMPLETION,
        "pairing-crit-swiss-team-completion",
        "C3",
        "C.04.6 2.2.1 [C3]",
        "the teams still to be paired must be pairable"
    );
    criterion!(
        FEWEST,
        "pairing-crit-swiss-team-fewest",
        "C4",
        "C.04.6 2.3.1 [C4]",
        "minimise the number of upfloaters"
    );
    criterion!(
        SCORES,
        "pairing-crit-swiss-team-scores",
        "C5",
        "C.04.6 2.3.2 [C5]",
        "minimise the score differences in pairs involving upfloaters (largest first)"
    );
    criterion!(
        NEXT,
        "pairing-crit-swiss-team-next",
        "C6",
        "C.04.6 2.3.3 [C6]",
        "the following scoregroup keeps a legal bracket with the fewest upfloaters"
    );
    criterion!(
        FLOATED,
        "pairing-crit-swiss-team-floated",
        "C7",
        "C.04.6 2.3.4 [C7]",
        "except in the last two rounds, minimise the upfloaters who were floaters in the previous round"
    );
    criterion!(
        COLOUR,
        "pairing-crit-swiss-team-colour",
        "C8",
        "C.04.6 2.3.5 [C8]",
        "minimise the teams whose colour preference is not fulfilled"
    );
    criterion!(
        STRONG,
        "pairing-crit-swiss-team-strong",
        "C9",
        "C.04.6 2.3.6 [C9]",
        "minimise the teams whose strong colour preference is not fulfilled (type B)"
    );
    criterion!(
        OPPONENTS,
        "pairing-crit-swiss-team-opponents",
        "C10",
        "C.04.6 2.3.7 [C10]",
        "except in the last two rounds, minimise the upfloaters' opponents who were floaters in the previous round"
    );
    criterion!(
        UPFLOATER_ORDER,
        "pairing-crit-swiss-team-upfloater-order",
        "3.5",
        "C.04.6 3.5",
        "the first set of upfloaters in the order of 3.5.3 and 3.5.4"
    );
    criterion!(
        IDENTIFIER,
        "pairing-crit-swiss-team-identifier",
        "3.6",
        "C.04.6 3.6",
        "the first Pairing Identifier in lexicographic order"
    );
    criterion!(
        PAB,
        "pairing-crit-swiss-team-pab",
        "3.4",
        "C.04.6 3.4",
        "the pairing-allocated bye: pairable remainder, lowest score, most matches played, largest TPN"
    );
    criterion!(
        COLOURS,
        "pairing-crit-swiss-team-colours",
        "4.3",
        "C.04.6 4.2 and 4.3",
        "colours: first-team, initial colour, preferences, colour difference, alternation"
    );
    /// Every criterion above, in the order declared.
    pub const ALL: &[Criterion] = &[
        MET,
        PROHIBITED,
        BYE,
        COMPLETION,
        FEWEST,
        SCORES,
        NEXT,
        FLOATED,
        COLOUR,
        STRONG,
        OPPONENTS,
        UPFLOATER_ORDER,
        IDENTIFIER,
        PAB,
        COLOURS,
    ];
}

use criteria::{
    BYE, COLOUR, COLOURS, FEWEST, FLOATED, IDENTIFIER, MET, NEXT, OPPONENTS, PAB, PROHIBITED,
    SCORES, STRONG, UPFLOATER_ORDER,
};

/// Which score the competition calls primary (C.04.6 1.2): the tournament's score; the
/// other one is the secondary score, which may decide the first-team (4.2.2).
#[derive(Copy, Clone, Debug, Default, Eq, PartialEq, Hash)]
pub enum PrimaryScore {
    /// Match points (the default; 2 for a match won, 1 drawn, 0 lost unless the rules
    /// say otherwise): the secondary score is game points.
    #[default]
    MatchPoints,
    /// Game points: the secondary score is match points.
    GamePoints,
}

/// The colour preferences the competition uses (C.04.6 1.7).
#[derive(Copy, Clone, Debug, Default, Eq, PartialEq, Hash)]
pub enum PreferenceType {
    /// Type A (the default, 1.7.1): a simple preference or none.
    #[default]
    A,
    /// Type B (1.7.2): strong and mild preferences.
    B,
    /// No colour preferences: colours follow 4.3.1 and 4.3.5 to 4.3.9 only.
    None,
}

/// The FIDE Swiss Team Pairing System (C.04.6, 2026). [`SwissTeam::new`] is the
/// regulation's default: match points primary, game points secondary and used for
/// colours, colour preferences of type A.
#[derive(Copy, Clone, Debug, Eq, PartialEq, Hash)]
pub struct SwissTeam {
    /// Which score is primary (1.2).
    pub primary: PrimaryScore,
    /// Whether the secondary score decides the first-team (4.2.2); the competition may
    /// rule it out.
    pub secondary_for_colour: bool,
    /// The colour preferences (1.7).
    pub preferences: PreferenceType,
}

impl Default for SwissTeam {
    fn default() -> Self {
        SwissTeam::new()
    }
}

/// The TRF 192 codes of the system (TRF26 tournament-type code table) and the options
/// each stands for.
const CODES: [(&str, PreferenceType, PrimaryScore, bool); 12] = [
    (
        "FIDE_TEAM_TYPEA_MP_GP",
        PreferenceType::A,
        PrimaryScore::MatchPoints,
        true,
    ),
    (
        "FIDE_TEAM_TYPEA_GP_MP",
        PreferenceType::A,
        PrimaryScore::GamePoints,
        true,
    ),
    (
        "FIDE_TEAM_TYPEA_MP",
        PreferenceType::A,
        PrimaryScore::MatchPoints,
        false,
    ),
    (
        "FIDE_TEAM_TYPEA_GP",
        PreferenceType::A,
        PrimaryScore::GamePoints,
        false,
    ),
    (
        "FIDE_TEAM_TYPEB_MP_GP",
        PreferenceType::B,
        PrimaryScore::MatchPoints,
        true,
    ),
    (
        "FIDE_TEAM_TYPEB_GP_MP",
        PreferenceType::B,
        PrimaryScore::GamePoints,
        true,
    ),
    (
        "FIDE_TEAM_TYPEB_MP",
        PreferenceType::B,
        PrimaryScore::MatchPoints,
        false,
    ),
    (
        "FIDE_TEAM_TYPEB_GP",
        PreferenceType::B,
        PrimaryScore::GamePoints,
        false,
    ),
    (
        "FIDE_TEAM_MP_GP",
        PreferenceType::None,
        PrimaryScore::MatchPoints,
        true,
    ),
    (
        "FIDE_TEAM_GP_MP",
        PreferenceType::None,
        PrimaryScore::GamePoints,
        true,
    ),
    (
        "FIDE_TEAM_MP",
        PreferenceType::None,
        PrimaryScore::MatchPoints,
        false,
    ),
    (
        "FIDE_TEAM_GP",
        PreferenceType::None,
        PrimaryScore::GamePoints,
        false,
    ),
];

impl SwissTeam {
    /// The engine with the regulation's defaults.
    #[must_use]
    pub fn new() -> Self {
        SwissTeam {
            primary: PrimaryScore::MatchPoints,
            secondary_for_colour: true,
            preferences: PreferenceType::A,
        }
    }

    /// The engine a TRF 192 code names (`FIDE_TEAM_TYPEA_MP_GP`, ..., case-insensitive;
    /// `FIDE_TEAM` alone is the default), or `None`.
    #[must_use]
    pub fn from_code(code: &str) -> Option<Self> {
        let code = code.trim();
        if code.eq_ignore_ascii_case("FIDE_TEAM") {
            return Some(SwissTeam::new());
        }
        CODES.iter().find(|c| c.0.eq_ignore_ascii_case(code)).map(
            |&(_, preferences, primary, secondary_for_colour)| SwissTeam {
                primary,
                secondary_for_colour,
                preferences,
            },
        )
    }

    fn code(&self) -> &'static str {
        CODES
            .iter()
            .find(|c| {
                c.1 == self.preferences && c.2 == self.primary && c.3 == self.secondary_for_colour
            })
            .map_or("FIDE_TEAM", |c| c.0)
    }
}

/// A team's colour preference (C.04.6 1.7).
#[derive(Copy, Clone, Debug, Default, Eq, PartialEq, Hash)]
pub struct Preference {
    /// The colour preferred, if any.
    pub colour: Option<Colour>,
    /// A strong preference (type B); false for type A and for mild preferences.
    pub strong: bool,
}

/// The colour preference of a team that had `colours` in its matches played, in order
/// (1.7.1 type A, 1.7.2 type B); `last_round` when the round paired is the last.
#[must_use]
pub fn preference(colours: &[Colour], kind: PreferenceType, last_round: bool) -> Preference {
    let none = Preference::default();
    if kind == PreferenceType::None || colours.is_empty() {
        return none;
    }
    let cd: i32 = colours
        .iter()
        .map(|&c| if c == Colour::White { 1 } else { -1 })
        .sum();
    let n = colours.len();
    let last_two = (n >= 2 && colours[n - 1] == colours[n - 2]).then_some(colours[n - 1]);
    // The simple (type A) or strong (type B) preference.
    let wanted = if cd < -1 || ((cd == 0 || cd == -1) && last_two == Some(Colour::Black)) {
        Some(Colour::White)
    } else if cd > 1 || ((cd == 0 || cd == 1) && last_two == Some(Colour::White)) {
        Some(Colour::Black)
    } else {
        None
    };
    if let Some(c) = wanted {
        return Preference {
            colour: Some(c),
            strong: kind == PreferenceType::B,
        };
    }
    if kind == PreferenceType::A {
        return none;
    }
    // Type B mild preferences.
    let colour = match cd {
        -1 => Some(Colour::White),
        1 => Some(Colour::Black),
        0 if !last_round => Some(!colours[n - 1]),
        _ => None,
    };
    Preference {
        colour,
        strong: false,
    }
}

/// What the rules of C.04.6 see of a team before the round being paired.
#[derive(Clone, Debug, Default)]
pub struct TeamRecord {
    /// The primary score (the pairing score).
    pub score: Points,
    /// The secondary score (total), when the team section gives it.
    pub secondary: Option<Points>,
    /// Opponents met in matches that were not forfeited (or are still pending), sorted
    /// (\[C1\]).
    pub met: Vec<PlayerId>,
    /// \[C2\]: had a pairing-allocated bye, won a match by forfeit or had a full-point bye.
    pub barred: bool,
    /// Matches played over the board (3.4.3).
    pub matches: u32,
    /// The team's colour in each match played, in order (1.6.1).
    pub colours: Vec<Colour>,
    /// Played its previous match against an opponent with a different score (1.5).
    pub floated: bool,
    /// The colour preference for the round (1.7).
    pub preference: Preference,
}

impl TeamRecord {
    /// The colour difference (1.6.2).
    #[must_use]
    pub fn colour_difference(&self) -> i32 {
        self.colours
            .iter()
            .map(|&c| if c == Colour::White { 1 } else { -1 })
            .sum()
    }
}

/// Every team's [`TeamRecord`] before `round`, indexed by TPN − 1.
#[must_use]
pub fn records(t: &Tournament, round: RoundNo, options: &SwissTeam) -> Vec<TeamRecord> {
    let last_round = t.planned_rounds.is_some_and(|p| round.get() >= p);
    let played = round.index().min(t.rounds().len());
    let ids: Vec<PlayerId> = t.player_ids().collect();
    ids.iter()
        .enumerate()
        .map(|(k, &id)| {
            let mut r = TeamRecord {
                score: t.pairing_score(id, round),
                secondary: secondary_score(t, k, options),
                ..TeamRecord::default()
            };
            for n in 0..played {
                let no = RoundNo::from_index(n);
                let entry = t.entry(id, no);
                match entry {
                    Entry::Bye(ByeKind::PairingAllocated | ByeKind::Full) => r.barred = true,
                    Entry::Game {
                        opponent,
                        colour,
                        result,
                        ..
                    } => {
                        let forfeit = result.is_some_and(|s| s.decision == Decision::Forfeit);
                        if forfeit {
                            // Preface: a forfeited match is no meeting; a win by forfeit
                            // bars the bye ([C2]).
                            if result.is_some_and(|s| s.outcome == Outcome::Win) {
                                r.barred = true;
                            }
                        } else {
                            r.met.push(opponent);
                        }
                        if entry.is_played_game() {
                            r.matches += 1;
                            if let Some(c) = colour {
                                r.colours.push(c);
                            }
                            if n + 1 == played
                                && t.pairing_score(id, no) != t.pairing_score(opponent, no)
                            {
                                r.floated = true;
                            }
                        }
                    }
                    _ => {}
                }
            }
            r.met.sort_unstable();
            r.met.dedup();
            r.preference = preference(&r.colours, options.preferences, last_round);
            r
        })
        .collect()
}

/// The secondary score of the team of start rank `k + 1` from the team section: by its
/// pairing number when the section numbers teams, else by position.
fn secondary_score(t: &Tournament, k: usize, options: &SwissTeam) -> Option<Points> {
    let teams = &t.teams.teams;
    let team = teams
        .iter()
        .find(|tm| tm.number.is_some_and(|n| usize::from(n) == k + 1))
        .or_else(|| teams.get(k).filter(|tm| tm.number.is_none()))?;
    match options.primary {
        PrimaryScore::MatchPoints => team.game_points,
        PrimaryScore::GamePoints => team.match_points,
    }
}

/// Failures of the criteria of 3.6.4, per pair or per bracket: \[C8\], \[C9\], \[C10\].
type Failures = [u32; 3];

/// How one bracket was formed and paired, with its failures of \[C8\] to \[C10\].
type Bracket = upfloat::Bracket<Failures>;

struct Engine<'a> {
    t: &'a Tournament,
    options: SwissTeam,
    round: RoundNo,
    ps: Vec<TeamRecord>,
    /// \[C7\] and \[C10\] do not apply.
    last_two: bool,
    prohibitions: bool,
    initial: Colour,
}

impl Scoregroups for Engine<'_> {
    const RULES: Rules = Rules {
        met: MET,
        prohibited: PROHIBITED,
        pab: PAB,
        fewest: FEWEST,
        scores: SCORES,
        next: NEXT,
        floated: FLOATED,
        order: UPFLOATER_ORDER,
        who: "teams",
        previous: "round",
    };

    fn tournament(&self) -> &Tournament {
        self.t
    }

    fn round_paired(&self) -> RoundNo {
        self.round
    }

    fn has_prohibitions(&self) -> bool {
        self.prohibitions
    }

    fn score(&self, p: usize) -> Points {
        self.ps[p].score
    }

    fn met(&self, p: usize) -> &[PlayerId] {
        &self.ps[p].met
    }

    fn barred(&self, p: usize) -> bool {
        self.ps[p].barred
    }

    fn matches(&self, p: usize) -> u32 {
        self.ps[p].matches
    }

    /// A floater of the previous round, for \[C7\] and \[C10\].
    fn floated(&self, p: usize) -> bool {
        !self.last_two && self.ps[p].floated
    }

    /// \[C6\]: the scoregroup following the top one (the first of `lower`), with the
    /// upfloaters gone (`rest`), can form its bracket with the fewest upfloaters its size
    /// allows, the teams below staying pairable. Met when it is now empty.
    fn next_ok(&self, lower: &[usize], rest: &[usize]) -> bool {
        let Some(&first) = lower.first() else {
            return true;
        };
        let score = self.score(first);
        let split = rest.iter().take_while(|&&p| self.score(p) == score).count();
        if split == 0 {
            return true;
        }
        let (group, below) = rest.split_at(split);
        if group.len() % 2 == 0 {
            return self.perfect(group) && self.perfect(below);
        }
        below.iter().any(|&u| {
            let mut bracket = group.to_vec();
            bracket.push(u);
            if !self.perfect(&bracket) {
                return false;
            }
            let others: Vec<usize> = below.iter().copied().filter(|&p| p != u).collect();
            self.perfect(&others)
        })
    }

    fn for_each_set(groups: &[Vec<usize>], k: usize, f: &mut dyn FnMut(&[usize]) -> bool) {
        for_each_team_set(groups, k, f);
    }
}

impl<'a> Engine<'a> {
    fn new(options: SwissTeam, t: &'a Tournament, round: RoundNo) -> Self {
        Engine {
            t,
            options,
            round,
            ps: records(t, round, &options),
            last_two: t.planned_rounds.is_some_and(|p| round.get() + 1 >= p),
            prohibitions: !t.prohibitions.is_empty(),
            initial: t.initial_colour.unwrap_or(Colour::White),
        }
    }

    fn run(&self) -> Result<Pairing, PairingError> {
        let formed =
            self.form(&mut |members, ups, steps| self.pair_bracket(members, ups, steps))?;
        let games: Vec<(usize, usize, Colour)> = formed
            .brackets
            .iter()
            .flat_map(|b| b.pairs.iter())
            .map(|&(x, y)| {
                let (white, black, _) = self.allocate(x, y);
                (white, black, Colour::White)
            })
            .collect();
        let st = player_states(self.t, self.round);
        Ok(Pairing {
            round: self.round,
            games: crate::boards(&st, &games, true),
            bye: formed.bye.map(|b| self.id(b)),
            requested_byes: formed.requested_byes,
            withdrawn: formed.withdrawn,
            brackets: formed
                .brackets
                .into_iter()
                .map(|b| self.report(b))
                .collect(),
        })
    }

    /// The first-team of a pair first (4.2): higher primary score, higher secondary
    /// score (when used), smaller TPN.
    fn first_team(&self, a: usize, b: usize) -> (usize, usize) {
        let key = |p: usize| {
            let secondary = if self.options.secondary_for_colour {
                self.ps[p].secondary
            } else {
                None
            };
            (Reverse(self.score(p)), Reverse(secondary), p)
        };
        if key(a) <= key(b) { (a, b) } else { (b, a) }
    }

    /// Article 4.3: the team with White on board 1, the other, and the rule that decided.
    fn allocate(&self, a: usize, b: usize) -> (usize, usize, &'static str) {
        let (f, s) = self.first_team(a, b);
        let (rf, rs) = (&self.ps[f], &self.ps[s]);
        // `c` for team `p`: the pair in White-Black order.
        let give = |p: usize, c: Colour, rule: &'static str| {
            let q = if p == f { s } else { f };
            if c == Colour::White {
                (p, q, rule)
            } else {
                (q, p, rule)
            }
        };
        if rf.colours.is_empty() && rs.colours.is_empty() {
            let c = if f % 2 == 0 {
                self.initial
            } else {
                !self.initial
            };
            return give(f, c, "4.3.1: no match played yet, initial colour by TPN");
        }
        let (pf, pq) = (rf.preference, rs.preference);
        match (pf.colour, pq.colour) {
            (Some(c), None) => return give(f, c, "4.3.2: the only colour preference"),
            (None, Some(c)) => return give(s, c, "4.3.2: the only colour preference"),
            (Some(x), Some(y)) if x != y => {
                return give(f, x, "4.3.3: opposite colour preferences");
            }
            (Some(c), Some(_)) if pf.strong != pq.strong => {
                let p = if pf.strong { f } else { s };
                return give(p, c, "4.3.4: the only strong colour preference");
            }
            _ => {}
        }
        let (cf, cs) = (rf.colour_difference(), rs.colour_difference());
        if cf != cs {
            let p = if cf < cs { f } else { s };
            return give(p, Colour::White, "4.3.5: the lower colour difference");
        }
        for (x, y) in rf.colours.iter().rev().zip(rs.colours.iter().rev()) {
            if x != y {
                return give(
                    f,
                    !*x,
                    "4.3.6: alternation from the latest different colours",
                );
            }
        }
        if let Some(c) = pf.colour {
            return give(f, c, "4.3.7: the first-team's colour preference");
        }
        if let Some(&c) = rf.colours.last() {
            return give(f, !c, "4.3.8: the first-team alternates its last colour");
        }
        match rs.colours.last() {
            Some(&c) => give(s, !c, "4.3.9: the other team alternates its last colour"),
            None => give(f, self.initial, "4.3.1"),
        }
    }

    /// The failures of \[C8\], \[C9\] and \[C10\] that pairing `a` with `b` causes in a
    /// bracket whose upfloaters are `ups`.
    fn failures(&self, a: usize, b: usize, ups: &[usize]) -> Failures {
        let (pa, pb) = (self.ps[a].preference, self.ps[b].preference);
        let same = pa.colour.is_some() && pa.colour == pb.colour;
        let c10 = |u: usize, o: usize| ups.contains(&u) && !ups.contains(&o) && self.floated(o);
        [
            u32::from(same),
            u32::from(same && pa.strong && pb.strong),
            u32::from(c10(a, b)) + u32::from(c10(b, a)),
        ]
    }

    /// Article 3.6: the first Pairing Identifier among the pairings with the fewest
    /// failures of \[C8\], then \[C9\], then \[C10\]. `members` is sorted by TPN.
    fn pair_bracket(
        &self,
        members: &[usize],
        ups: &[usize],
        steps: &mut Vec<Step>,
    ) -> (Vec<(usize, usize)>, Failures) {
        let legal = |a: usize, b: usize| self.legal(a, b);
        let base = members.len() as u64 / 2 + 1;
        let cost = |a: usize, b: usize| {
            let f = self.failures(a, b, ups);
            (u64::from(f[0]) * base + u64::from(f[1])) * base + u64::from(f[2])
        };
        let total = |pairs: &[(usize, usize)]| pairs.iter().map(|&(a, b)| cost(a, b)).sum::<u64>();
        // The bracket was chosen pairable by an exact proof, so an identifier exists; any
        // perfect pairing is only a guard.
        let first =
            first_identifier(members, &legal).unwrap_or_else(|| any_pairing(members, &legal));
        let mut pairs = first.clone();
        if total(&first) > 0
            && let Some(best) = min_cost(members.len(), &|i, j| {
                legal(members[i], members[j]).then(|| cost(members[i], members[j]))
            })
            && best < total(&first)
            && let Some(p) = first_at_cost(members, &legal, &cost, best)
        {
            pairs = p;
        }
        let mut failures = [0u32; 3];
        for &(a, b) in &pairs {
            let f = self.failures(a, b, ups);
            for i in 0..3 {
                failures[i] += f[i];
            }
        }
        self.explain_pairs(members, &first, &pairs, failures, ups, steps);
        (pairs, failures)
    }

    fn explain_pairs(
        &self,
        members: &[usize],
        first: &[(usize, usize)],
        pairs: &[(usize, usize)],
        failures: Failures,
        ups: &[usize],
        steps: &mut Vec<Step>,
    ) {
        let (natural, blocked) = self.natural(members);
        if first != natural.as_slice() {
            let players: Vec<usize> = first.iter().flat_map(|&(a, b)| [a, b]).collect();
            steps.push(Step::new(
                players,
                IDENTIFIER,
                format!(
                    "top half against bottom half is blocked: {}; the first identifier that complies with [C1] is taken",
                    blocked.join(", ")
                ),
                Message::new("pairing-dev-swiss-team-blocked").text("pairs", blocked.join(", ")),
            ));
        }
        if pairs != first {
            let mut before = [0u32; 3];
            for &(a, b) in first {
                let f = self.failures(a, b, ups);
                for i in 0..3 {
                    before[i] += f[i];
                }
            }
            let rule = [COLOUR, STRONG, OPPONENTS]
                .into_iter()
                .zip(before.iter().zip(&failures))
                .find(|(_, (b, a))| b != a)
                .map_or(COLOUR, |(c, _)| c);
            let players: Vec<usize> = pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
            steps.push(Step::new(
                players,
                rule,
                format!(
                    "the first identifier would leave {} colour preference(s), {} strong preference(s) and {} upfloater opponent(s) who floated ([C8], [C9], [C10]); the first identifier with {}, {} and {} is taken",
                    before[0], before[1], before[2], failures[0], failures[1], failures[2]
                ),
                Message::new("pairing-dev-swiss-team-colours")
                    .count("colour", before[0] as usize)
                    .count("strong", before[1] as usize)
                    .count("floated", before[2] as usize)
                    .text("colour-now", failures[0])
                    .text("strong-now", failures[1])
                    .text("floated-now", failures[2]),
            ));
        }
    }

    fn key(&self, p: usize) -> String {
        let r = &self.ps[p];
        let history: String = r
            .colours
            .iter()
            .map(|&c| if c == Colour::White { 'W' } else { 'B' })
            .collect();
        let pref = match (r.preference.colour, r.preference.strong) {
            (None, _) => "none".to_string(),
            (Some(c), strong) => {
                let strength = match (self.options.preferences, strong) {
                    (PreferenceType::B, true) => "strong ",
                    (PreferenceType::B, false) => "mild ",
                    _ => "",
                };
                format!(
                    "{strength}{}",
                    if c == Colour::White { "White" } else { "Black" }
                )
            }
        };
        let mut k = format!(
            "score {}, secondary {}, {} match(es) played, colours {}, colour difference {}, preference {pref}",
            r.score,
            r.secondary.map_or("-".to_string(), |s| s.to_string()),
            r.matches,
            if history.is_empty() { "-" } else { &history },
            r.colour_difference(),
        );
        if r.floated {
            k.push_str(", floated in the previous round");
        }
        k
    }

    /// [`key`](Self::key) for the catalogue: its parts said one after the other.
    fn key_message(&self, p: usize) -> Message {
        let r = &self.ps[p];
        let history: String = r
            .colours
            .iter()
            .map(|&c| if c == Colour::White { 'W' } else { 'B' })
            .collect();
        let (colour, strength) = match (r.preference.colour, r.preference.strong) {
            (None, _) => ("none", "plain"),
            (Some(c), strong) => (
                if c == Colour::White { "white" } else { "black" },
                match (self.options.preferences, strong) {
                    (PreferenceType::B, true) => "strong",
                    (PreferenceType::B, false) => "mild",
                    _ => "plain",
                },
            ),
        };
        let mut parts = vec![
            Message::new("pairing-key-score").number("score", r.score),
            Message::new("pairing-key-secondary").number(
                "score",
                r.secondary.map_or("-".to_string(), |s| s.to_string()),
            ),
            Message::new("pairing-key-matches").count("count", r.matches as usize),
            Message::new("pairing-key-colours")
                .text("history", if history.is_empty() { "-" } else { &history }),
            Message::new("pairing-key-colour-difference").text("difference", r.colour_difference()),
            Message::new("pairing-key-team-preference")
                .text("colour", colour)
                .text("strength", strength),
        ];
        if r.floated {
            parts.push(Message::new("pairing-key-floated"));
        }
        Message::new("pairing-key").phrases("parts", parts, ", ")
    }

    fn report(&self, b: Bracket) -> BracketReport {
        let mut failures = Vec::new();
        if b.c7 > 0 {
            failures.push((FLOATED, b.c7));
        }
        for (c, n) in [COLOUR, STRONG, OPPONENTS].into_iter().zip(b.failures) {
            if n > 0 {
                failures.push((c, n));
            }
        }
        self.bracket_report(b, failures, &|p| self.key(p), &|p| self.key_message(p))
    }
}

/// Calls `f` with every set of `k` teams taken from `groups` (each a scoregroup, the
/// highest first, sorted by TPN), in the order of \[C5\] then 3.5.4: the fewest teams
/// from the lowest groups first (the largest score difference as small as possible,
/// then the next), then by TPN. Stops when `f` returns false.
fn for_each_team_set(groups: &[Vec<usize>], k: usize, f: &mut dyn FnMut(&[usize]) -> bool) {
    // How many teams each group gives, chosen from the lowest group up.
    fn counts(
        groups: &[Vec<usize>],
        gi: usize,
        left: usize,
        chosen: &mut Vec<usize>,
        f: &mut dyn FnMut(&[usize]) -> bool,
    ) -> bool {
        if gi == 0 {
            if left > groups[0].len() {
                return true;
            }
            chosen[0] = left;
            return for_each_product(groups, chosen, f);
        }
        let above: usize = groups[..gi].iter().map(Vec::len).sum();
        let least = left.saturating_sub(above);
        for c in least..=left.min(groups[gi].len()) {
            chosen[gi] = c;
            if !counts(groups, gi - 1, left - c, chosen, f) {
                return false;
            }
        }
        true
    }
    if groups.is_empty() {
        return;
    }
    let mut chosen = vec![0; groups.len()];
    counts(groups, groups.len() - 1, k, &mut chosen, f);
}

/// The least total cost of a perfect matching of `n` vertices whose edges `edge` gives
/// (`i < j`; `None`: no edge), or `None` when there is no perfect matching.
fn min_cost(n: usize, edge: &dyn Fn(usize, usize) -> Option<u64>) -> Option<u64> {
    use arbiter_matching::{Wide, max_weight_matching};
    let mut edges = Vec::new();
    let mut worst = 0;
    for i in 0..n {
        for j in i + 1..n {
            if let Some(c) = edge(i, j) {
                worst = worst.max(c);
                edges.push((i, j, c));
            }
        }
    }
    // Each edge is worth more than the costs of a whole matching, so that the heaviest
    // matching is a perfect one when there is one, and the cheapest of those.
    let unit = (n as u64 / 2 + 1) * (worst + 1);
    let weighted: Vec<(usize, usize, Wide<1>)> = edges
        .iter()
        .map(|&(i, j, c)| (i, j, Wide([unit - c])))
        .collect();
    let mate = max_weight_matching(n, &weighted);
    if mate.iter().any(Option::is_none) {
        return None;
    }
    Some(
        edges
            .iter()
            .filter(|&&(i, j, _)| mate[i] == Some(j))
            .map(|e| e.2)
            .sum(),
    )
}

/// The first Pairing Identifier of `members` (sorted by TPN) among the perfect pairings
/// under `legal` whose total cost is `best` (the least there is): the smallest set of
/// top members, then the smallest opponents in order.
fn first_at_cost(
    members: &[usize],
    legal: &dyn Fn(usize, usize) -> bool,
    cost: &dyn Fn(usize, usize) -> u64,
    best: u64,
) -> Option<Vec<(usize, usize)>> {
    let n = members.len();
    let m = n / 2;
    let edge = |a: usize, b: usize| (b > a && legal(a, b)).then(|| cost(a, b));
    // The top half is the smallest set of top members there is: taken when it reaches
    // the least cost.
    let (tops, bottoms) = match Assignment::solve(&members[..m], &members[m..], &edge) {
        Some(a) if a.total == best => (members[..m].to_vec(), members[m..].to_vec()),
        _ => {
            // Otherwise each team, by TPN, is a top member when an optimal pairing is
            // left with it as one.
            #[derive(Copy, Clone, PartialEq)]
            enum Role {
                Open,
                Top,
                Bottom,
            }
            let mut role = vec![Role::Open; n];
            let mut count = 0;
            for x in 0..n {
                if count < m {
                    role[x] = Role::Top;
                    let least = min_cost(n, &|i, j| {
                        (role[i] != Role::Bottom
                            && role[j] != Role::Top
                            && legal(members[i], members[j]))
                        .then(|| cost(members[i], members[j]))
                    });
                    if least == Some(best) {
                        count += 1;
                        continue;
                    }
                }
                role[x] = Role::Bottom;
            }
            let pick = |r: Role| -> Vec<usize> {
                (0..n)
                    .filter(|&i| role[i] == r)
                    .map(|i| members[i])
                    .collect()
            };
            (pick(Role::Top), pick(Role::Bottom))
        }
    };
    let a = Assignment::solve(&tops, &bottoms, &edge)?;
    // Every optimal assignment uses tight edges only, and every perfect assignment of
    // tight edges is optimal: the lexicographic search runs on them.
    assign(&tops, &bottoms, &|t, b| a.tight(t, b, &edge))
}

/// A least-cost assignment of bottoms to tops (the Hungarian method with potentials),
/// kept with its optimal potentials.
struct Assignment {
    total: u64,
    tops: Vec<usize>,
    bottoms: Vec<usize>,
    row: Vec<i64>,
    col: Vec<i64>,
}

/// The cost of an edge absent from the graph: more than any assignment of present ones.
const ABSENT: i64 = 1 << 50;

impl Assignment {
    /// Solves tops × bottoms with the costs `edge` gives (`None`: no edge); `None` when
    /// no perfect assignment exists.
    fn solve(
        tops: &[usize],
        bottoms: &[usize],
        edge: &dyn Fn(usize, usize) -> Option<u64>,
    ) -> Option<Self> {
        let m = tops.len();
        let c = |i: usize, j: usize| {
            edge(tops[i], bottoms[j]).map_or(ABSENT, |x| i64::try_from(x).unwrap_or(ABSENT))
        };
        // 1-based rows and columns; column 0 is the free slot of the method.
        let mut u = vec![0i64; m + 1];
        let mut v = vec![0i64; m + 1];
        let mut owner = vec![0usize; m + 1];
        let mut way = vec![0usize; m + 1];
        for i in 1..=m {
            owner[0] = i;
            let mut j0 = 0;
            let mut least = vec![i64::MAX; m + 1];
            let mut used = vec![false; m + 1];
            loop {
                used[j0] = true;
                let i0 = owner[j0];
                let mut delta = i64::MAX;
                let mut j1 = 0;
                for j in 1..=m {
                    if used[j] {
                        continue;
                    }
                    let cur = c(i0 - 1, j - 1) - u[i0] - v[j];
                    if cur < least[j] {
                        least[j] = cur;
                        way[j] = j0;
                    }
                    if least[j] < delta {
                        delta = least[j];
                        j1 = j;
                    }
                }
                for j in 0..=m {
                    if used[j] {
                        u[owner[j]] += delta;
                        v[j] -= delta;
                    } else {
                        least[j] -= delta;
                    }
                }
                j0 = j1;
                if owner[j0] == 0 {
                    break;
                }
            }
            loop {
                let j1 = way[j0];
                owner[j0] = owner[j1];
                j0 = j1;
                if j0 == 0 {
                    break;
                }
            }
        }
        let mut total = 0u64;
        for j in 1..=m {
            let x = edge(tops[owner[j] - 1], bottoms[j - 1])?;
            total += x;
        }
        Some(Assignment {
            total,
            tops: tops.to_vec(),
            bottoms: bottoms.to_vec(),
            row: u,
            col: v,
        })
    }

    /// True when the edge from top `t` to bottom `b` (teams) is present and tight under
    /// the optimal potentials.
    fn tight(&self, t: usize, b: usize, edge: &dyn Fn(usize, usize) -> Option<u64>) -> bool {
        let Some(c) = edge(t, b) else {
            return false;
        };
        let (Ok(i), Ok(j)) = (self.tops.binary_search(&t), self.bottoms.binary_search(&b)) else {
            return false;
        };
        i64::try_from(c).is_ok_and(|c| c - self.row[i + 1] - self.col[j + 1] == 0)
    }
}

impl PairingSystem for SwissTeam {
    fn name(&self) -> &'static str {
        "FIDE Swiss Team (C.04.6, 2026)"
    }

    fn system_code(&self) -> Option<&'static str> {
        Some(self.code())
    }

    fn pair(&self, tournament: &Tournament) -> Result<Pairing, PairingError> {
        let round = crate::round_to_pair(tournament)?;
        Engine::new(*self, tournament, round).run()
    }

    fn check(
        &self,
        tournament: &Tournament,
        games: &[PairedGame],
        bye: Option<PlayerId>,
    ) -> Result<CheckReport, PairingError> {
        let expected = self.pair(tournament)?;
        let engine = Engine::new(*self, tournament, expected.round);
        let extra = crate::compare::forbidden_or(|a, b| engine.forbidden(a, b), IDENTIFIER);
        let bye_rule = if bye.is_some_and(|p| engine.ps[p.index()].barred) {
            BYE
        } else {
            PAB
        };
        crate::compare::engine_check(expected, games, bye, COLOURS, &extra, bye_rule)
    }
}

#[cfg(test)]
mod tests {
    //! Cases that need a situation no short history gives (scores, floats and colours set
    //! directly): each states what the article decides and the outcome it prescribes.
    #![allow(clippy::unwrap_used)]
    use super::*;
    use arbiter_core::{Player, ScoringSystem, TournamentInfo};

    fn field(size: usize, planned: u16) -> Tournament {
        let mut t = Tournament::new(TournamentInfo::default(), ScoringSystem::classic());
        for k in 1..=size {
            t.add_player(Player::named(format!("Team {k}")));
        }
        t.planned_rounds = Some(planned);
        t
    }

    fn id(no: usize) -> PlayerId {
        PlayerId::from_index(no - 1)
    }

    /// An engine for round 4 of `planned` with the scores (in half points) and floaters
    /// given.
    fn situation<'a>(
        t: &'a Tournament,
        options: SwissTeam,
        halves: &[i32],
        floated: &[usize],
    ) -> Engine<'a> {
        let mut e = Engine::new(options, t, RoundNo::from_index(3));
        for (p, &h) in halves.iter().enumerate() {
            e.ps[p].score = Points::from_halves(h);
        }
        for &f in floated {
            e.ps[f - 1].floated = true;
        }
        e
    }

    fn pairs(b: &BracketReport) -> String {
        let mut v: Vec<String> = b
            .pairs
            .iter()
            .map(|&(x, y)| {
                let (a, b) = (x.index().min(y.index()), x.index().max(y.index()));
                format!("{}-{}", a + 1, b + 1)
            })
            .collect();
        v.sort();
        v.join(" ")
    }

    #[test]
    fn c4_c5_three_upfloaters_from_the_highest_scores() {
        // Top scoregroup 1, 2, 3 (4 points), who have all met: three upfloaters [C4];
        // 4 (3 points), 5, 6, 7 (2 points), 8 (1 point): {4, 5, 6} has the smallest
        // differences [C5] and comes first by TPN (3.5.4).
        let t = field(8, 11);
        let mut e = situation(&t, SwissTeam::new(), &[8, 8, 8, 6, 4, 4, 4, 2], &[]);
        for (a, b) in [(1, 2), (1, 3), (2, 3)] {
            e.ps[a - 1].met.push(id(b));
            e.ps[b - 1].met.push(id(a));
        }
        for p in &mut e.ps {
            p.met.sort_unstable();
        }
        let p = e.run().unwrap();
        assert_eq!(p.brackets[0].moved_down, vec![id(4), id(5), id(6)]);
    }

    #[test]
    fn c5_prefers_two_close_upfloaters_to_one_close_and_one_far() {
        // The sets enumerate the fewest teams of the lowest groups first.
        let groups = vec![vec![3], vec![4, 5], vec![7]];
        let mut seen = Vec::new();
        for_each_team_set(&groups, 2, &mut |s: &[usize]| {
            seen.push(s.to_vec());
            true
        });
        assert_eq!(
            seen,
            vec![
                vec![3, 4],
                vec![3, 5],
                vec![4, 5],
                vec![3, 7],
                vec![4, 7],
                vec![5, 7]
            ]
        );
    }

    #[test]
    fn c7_spares_a_floater_except_in_the_last_two_rounds() {
        // 1, 2, 3 on 3 points; 4, 5, 6 on 2; 7 on 1 (the bye).
        let scores = [6, 6, 6, 4, 4, 4, 2];
        let t = field(7, 11);
        let p = situation(&t, SwissTeam::new(), &scores, &[]).run().unwrap();
        assert_eq!(p.bye, Some(id(7)));
        assert_eq!(p.brackets[0].moved_down, vec![id(4)]);
        let p = situation(&t, SwissTeam::new(), &scores, &[4])
            .run()
            .unwrap();
        assert_eq!(p.brackets[0].moved_down, vec![id(5)]);
        // Round 4 of 5 is one of the last two: [C7] is relaxed.
        let mut last = t.clone();
        last.planned_rounds = Some(5);
        let p = situation(&last, SwissTeam::new(), &scores, &[4])
            .run()
            .unwrap();
        assert_eq!(p.brackets[0].moved_down, vec![id(4)]);
    }

    #[test]
    fn c10_spares_a_resident_who_floated_except_in_the_last_two_rounds() {
        let scores = [6, 6, 6, 4, 4, 4, 2];
        let t = field(7, 11);
        // Bracket 1, 2, 3 + 4: the first identifier pairs the upfloater 4 with 2.
        let p = situation(&t, SwissTeam::new(), &scores, &[]).run().unwrap();
        assert_eq!(pairs(&p.brackets[0]), "1-3 2-4");
        // 2 floated in the previous round: 4 meets 1 instead ([C10]).
        let p = situation(&t, SwissTeam::new(), &scores, &[2])
            .run()
            .unwrap();
        assert_eq!(pairs(&p.brackets[0]), "1-4 2-3");
        assert!(
            p.brackets[0]
                .deviations
                .iter()
                .any(|d| d.criterion == OPPONENTS)
        );
        let mut last = t.clone();
        last.planned_rounds = Some(4);
        let p = situation(&last, SwissTeam::new(), &scores, &[2])
            .run()
            .unwrap();
        assert_eq!(pairs(&p.brackets[0]), "1-3 2-4");
    }

    fn prefer(e: &mut Engine<'_>, team: usize, colour: Colour, strong: bool) {
        e.ps[team - 1].preference = Preference {
            colour: Some(colour),
            strong,
        };
    }

    #[test]
    fn c8_then_c9_then_the_identifier() {
        use Colour::{Black as B, White as W};
        let t = field(4, 11);
        // One bracket of four; 1 and 3 both prefer White: 1-3 2-4 would fail [C8] once,
        // 1-4 2-3 not at all.
        let mut e = situation(&t, SwissTeam::new(), &[4, 4, 4, 4], &[]);
        prefer(&mut e, 1, W, false);
        prefer(&mut e, 3, W, false);
        let p = e.run().unwrap();
        assert_eq!(pairs(&p.brackets[0]), "1-4 2-3");
        assert!(p.brackets[0].failures.is_empty());
        // Everybody prefers White: one failure per pair whatever the pairing; the first
        // identifier stays.
        let mut e = situation(&t, SwissTeam::new(), &[4, 4, 4, 4], &[]);
        for k in 1..=4 {
            prefer(&mut e, k, W, false);
        }
        let p = e.run().unwrap();
        assert_eq!(pairs(&p.brackets[0]), "1-3 2-4");
        assert_eq!(p.brackets[0].failures, vec![(COLOUR, 2)]);
        // Type B: all prefer Black, 1 and 3 strongly: [C9] keeps them apart.
        let b = SwissTeam {
            preferences: PreferenceType::B,
            ..SwissTeam::new()
        };
        let mut e = situation(&t, b, &[4, 4, 4, 4], &[]);
        prefer(&mut e, 1, B, true);
        prefer(&mut e, 2, B, false);
        prefer(&mut e, 3, B, true);
        prefer(&mut e, 4, B, false);
        let p = e.run().unwrap();
        assert_eq!(pairs(&p.brackets[0]), "1-4 2-3");
        assert_eq!(p.brackets[0].failures, vec![(COLOUR, 2)]);
    }

    #[test]
    fn c8_can_move_the_top_members() {
        use Colour::{Black as B, White as W};
        // 1 and 3 prefer White, 2 and 4 Black; 1-4 and 2-3 have met. With 1 and 2 as top
        // members only 1-3 2-4 is left, failing [C8] twice; 1-2 3-4 fails nothing, so the
        // top members become 1 and 3.
        let t = field(4, 11);
        let mut e = situation(&t, SwissTeam::new(), &[4; 4], &[]);
        for (a, b) in [(1, 4), (2, 3)] {
            e.ps[a - 1].met.push(id(b));
            e.ps[b - 1].met.push(id(a));
        }
        prefer(&mut e, 1, W, false);
        prefer(&mut e, 2, B, false);
        prefer(&mut e, 3, W, false);
        prefer(&mut e, 4, B, false);
        let p = e.run().unwrap();
        assert_eq!(pairs(&p.brackets[0]), "1-2 3-4");
        assert!(p.brackets[0].failures.is_empty());
        assert!(
            p.brackets[0]
                .deviations
                .iter()
                .any(|d| d.criterion == COLOUR)
        );
        // Without preferences the first identifier is 1-3 2-4.
        let mut e = situation(&t, SwissTeam::new(), &[4; 4], &[]);
        for (a, b) in [(1, 4), (2, 3)] {
            e.ps[a - 1].met.push(id(b));
            e.ps[b - 1].met.push(id(a));
        }
        let p = e.run().unwrap();
        assert_eq!(pairs(&p.brackets[0]), "1-3 2-4");
    }

    #[test]
    fn least_cost_identifier_matches_brute_force() {
        // Random brackets of up to ten with random costs and prohibitions: the search
        // gives the first identifier among the cheapest pairings.
        let mut rng = arbiter_core::SplitMix64::new(0x9E37_79B9_7F4A_7C15);
        let mut next = || rng.next_u64();
        for _ in 0..300 {
            let n = 2 * (1 + (next() % 5) as usize);
            let members: Vec<usize> = (0..n).collect();
            let mut c = vec![vec![0u64; n]; n];
            let mut ok = vec![vec![true; n]; n];
            for i in 0..n {
                for j in i + 1..n {
                    c[i][j] = next() % 3;
                    c[j][i] = c[i][j];
                    ok[i][j] = next() % 5 != 0;
                    ok[j][i] = ok[i][j];
                }
            }
            let legal = |a: usize, b: usize| ok[a][b];
            let cost = |a: usize, b: usize| c[a][b];
            let mut all = Vec::new();
            brute(&members, &legal, &mut Vec::new(), &mut all);
            let best = all
                .iter()
                .map(|p: &Vec<(usize, usize)>| p.iter().map(|&(a, b)| cost(a, b)).sum::<u64>())
                .min();
            let Some(best) = best else {
                continue;
            };
            let mut cheapest: Vec<Vec<usize>> = all
                .iter()
                .filter(|p| p.iter().map(|&(a, b)| cost(a, b)).sum::<u64>() == best)
                .map(|p| {
                    let mut p = p.clone();
                    p.sort_unstable();
                    crate::lexicographic::identifier(&p)
                })
                .collect();
            cheapest.sort();
            let got = first_at_cost(&members, &legal, &cost, best).unwrap();
            assert_eq!(crate::lexicographic::identifier(&got), cheapest[0]);
            let least = min_cost(n, &|i, j| legal(i, j).then(|| cost(i, j)));
            assert_eq!(least, Some(best));
        }
    }

    /// Every perfect pairing of `rest` under `ok`, each pair (smaller, larger).
    fn brute(
        rest: &[usize],
        ok: &dyn Fn(usize, usize) -> bool,
        acc: &mut Vec<(usize, usize)>,
        out: &mut Vec<Vec<(usize, usize)>>,
    ) {
        let Some((&a, others)) = rest.split_first() else {
            out.push(acc.clone());
            return;
        };
        for (i, &b) in others.iter().enumerate() {
            if ok(a, b) {
                let left: Vec<usize> = others
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != i)
                    .map(|(_, &x)| x)
                    .collect();
                acc.push((a, b));
                brute(&left, ok, acc, out);
                acc.pop();
            }
        }
    }

    #[test]
    fn colour_allocation_steps() {
        use Colour::{Black as B, White as W};
        let t = field(2, 11);
        let set = |e: &mut Engine<'_>, k: usize, colours: &[Colour], kind| {
            e.ps[k - 1].colours = colours.to_vec();
            e.ps[k - 1].preference = preference(colours, kind, false);
        };
        let a = PreferenceType::A;
        // 4.3.2: only 2 has a preference (two blacks in a row): White to 2.
        let mut e = situation(&t, SwissTeam::new(), &[4, 4], &[]);
        set(&mut e, 1, &[W, B], a);
        set(&mut e, 2, &[W, B, B], a);
        assert_eq!(e.allocate(0, 1).0, 1);
        // 4.3.3: opposite preferences.
        set(&mut e, 1, &[W, W], a);
        set(&mut e, 2, &[B, B], a);
        assert_eq!(e.allocate(0, 1).0, 1);
        // 4.3.5: no preferences (type A), the lower colour difference gets White.
        set(&mut e, 1, &[W, B, W], a);
        set(&mut e, 2, &[B, W], a);
        assert_eq!(
            e.allocate(0, 1),
            (1, 0, "4.3.5: the lower colour difference")
        );
        // 4.3.6: equal differences: the latest match with different colours (1 had
        // Black, 2 White) is alternated: 1 gets White.
        set(&mut e, 1, &[W, W, B, B, W, B], a);
        set(&mut e, 2, &[B, B, W, W, B, W], a);
        assert_eq!(e.allocate(0, 1).0, 0);
        // 4.3.7: the same histories; both prefer Black: the first-team (1) is granted.
        set(&mut e, 1, &[B, W, W], a);
        set(&mut e, 2, &[B, W, W], a);
        e.ps[0].preference = preference(&[B, W, W], a, false);
        assert_eq!(e.allocate(0, 1).1, 0);
        // 4.3.8: the same histories, no preference: the first-team alternates.
        set(&mut e, 1, &[W, B], a);
        set(&mut e, 2, &[W, B], a);
        assert_eq!(e.allocate(0, 1).0, 0);
        // 4.2.2: a higher secondary score makes 2 the first-team.
        e.ps[1].secondary = Some(Points::from_halves(9));
        e.ps[0].secondary = Some(Points::from_halves(7));
        assert_eq!(e.allocate(0, 1).0, 1);
        // 4.3.9: the first-team has not played; the other alternates its last colour.
        let mut e = situation(&t, SwissTeam::new(), &[4, 4], &[]);
        set(&mut e, 2, &[W], a);
        assert_eq!(e.allocate(0, 1).0, 0);
        // 4.3.4 (type B): both prefer White, only 2 strongly.
        let b = SwissTeam {
            preferences: PreferenceType::B,
            ..SwissTeam::new()
        };
        let mut e = situation(&t, b, &[4, 4], &[]);
        set(&mut e, 1, &[W, B], PreferenceType::B);
        set(&mut e, 2, &[W, B, B], PreferenceType::B);
        assert_eq!(
            e.ps[0].preference,
            Preference {
                colour: Some(W),
                strong: false
            }
        );
        assert_eq!(e.allocate(0, 1).0, 1);
    }
}
