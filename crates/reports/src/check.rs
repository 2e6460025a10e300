//! The checks before export: what a rating officer would send back.
//!
//! The event's descriptive fields each report needs (FIDE: TRF26 records 012–122 and 132;
//! US Chess, ECF and DSB: the fields their files and rules ask for), each player's id,
//! and each game: only games played over the board with a regular result are rated
//! (forfeits, byes, games of less than one move, pending and abnormal results are not),
//! and games with an unrated player or a player without an id are pointed out.

use crate::{Format, ReportFields};
use arbiter_core::{ByeKind, Decision, Player, PlayerId, Tournament};
use std::fmt;

/// How serious a finding is.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug)]
pub enum Severity {
    /// The report would be refused: the export stops unless forced.
    Error,
    /// Worth knowing; the report is written.
    Warning,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        })
    }
}

/// What a finding is about.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
#[non_exhaustive]
pub enum FindingKind {
    /// An event field the report needs is empty.
    MissingEventField,
    /// A player has no id for the report (FIDE id, or the national id).
    MissingId,
    /// A player without a national id has no birth date (DSB rules, 6.1).
    MissingBirthDate,
    /// A rated game against an unrated opponent.
    UnratedOpponent,
    /// A game decided by forfeit: not rated.
    Forfeit,
    /// A bye: no game to rate.
    Bye,
    /// A game of less than one move (TRF `W D L`): not rated.
    ShortGame,
    /// A result other than a win or a draw (0-0, ½-0): not rated.
    AbnormalResult,
    /// A game without a result.
    PendingGame,
    /// A game with a player who has no id: the rating body cannot rate it.
    OffListGame,
    /// A value longer than its field: it is cut.
    TooLong,
}

/// A player named in a finding: start rank and name.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct Who {
    /// Start rank.
    pub number: u32,
    /// Name as registered.
    pub name: String,
}

impl fmt::Display for Who {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.name, self.number)
    }
}

/// One thing the checks found.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct Finding {
    /// Error or warning.
    pub severity: Severity,
    /// What kind of problem.
    pub kind: FindingKind,
    /// The player concerned, if one is.
    pub player: Option<Who>,
    /// The round, if one is concerned.
    pub round: Option<u16>,
    /// The board, if one is concerned.
    pub board: Option<u32>,
    /// What is wrong, in words.
    pub message: String,
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.severity)?;
        match (self.round, self.board) {
            (Some(r), Some(b)) => write!(f, "round {r}, board {b}: ")?,
            (Some(r), None) => write!(f, "round {r}: ")?,
            _ => {}
        }
        if let Some(p) = &self.player {
            write!(f, "{p}: ")?;
        }
        f.write_str(&self.message)
    }
}

fn who(t: &Tournament, id: PlayerId) -> Who {
    Who {
        number: id.get(),
        name: t.player(id).map(|p| p.name.clone()).unwrap_or_default(),
    }
}

/// A player's id with the rating body of `fed` (the TRF26 national rating record of that
/// federation), when it has one.
pub(crate) fn national_id<'a>(p: &'a Player, fed: &str) -> Option<&'a str> {
    p.national
        .iter()
        .find(|n| n.federation.eq_ignore_ascii_case(fed))
        .map(|n| n.number.trim())
        .filter(|n| !n.is_empty())
}

/// The player's rating with the report's rating body.
pub(crate) fn report_rating(p: &Player, format: Format) -> Option<u16> {
    match format.national_federation() {
        None => p.rating.map(|r| r.0),
        Some(fed) => p
            .national
            .iter()
            .find(|n| n.federation.eq_ignore_ascii_case(fed))
            .and_then(|n| n.rating)
            .map(|r| r.0),
    }
    .filter(|&r| r > 0)
}

/// True when the report can name the player: a FIDE id for FIDE; the national id for the
/// national reports, or, for the DSB, a FIDE id of a player from another federation
/// (the DSB's rating rules, 6.1: foreign players are named by FIDE id).
pub(crate) fn has_id(p: &Player, format: Format) -> bool {
    match format.national_federation() {
        None => p.fide_id.is_some_and(|id| id > 0),
        Some(fed) => {
            national_id(p, fed).is_some()
                || (format == Format::Dwz
                    && p.fide_id.is_some_and(|id| id > 0)
                    && p.federation
                        .as_deref()
                        .is_some_and(|f| !f.eq_ignore_ascii_case("GER")))
        }
    }
}

struct Out {
    findings: Vec<Finding>,
}

impl Out {
    fn push(
        &mut self,
        severity: Severity,
        kind: FindingKind,
        player: Option<Who>,
        at: (Option<u16>, Option<u32>),
        message: impl Into<String>,
    ) {
        self.findings.push(Finding {
            severity,
            kind,
            player,
            round: at.0,
            board: at.1,
            message: message.into(),
        });
    }

    fn event_field(&mut self, severity: Severity, present: bool, what: &str) {
        if !present {
            self.push(
                severity,
                FindingKind::MissingEventField,
                None,
                (None, None),
                format!("the event has no {what}"),
            );
        }
    }
}

fn filled(v: Option<&String>) -> bool {
    v.is_some_and(|s| !s.trim().is_empty())
}

/// Everything wrong with `t` as a `format` report, errors first, then in the order of
/// the event, players and rounds.
#[must_use]
pub fn check(t: &Tournament, format: Format, fields: &ReportFields) -> Vec<Finding> {
    use Severity::{Error, Warning};
    let mut out = Out {
        findings: Vec::new(),
    };
    let i = &t.info;
    out.event_field(Error, !i.name.trim().is_empty(), "name (012)");
    out.event_field(Error, filled(i.city.as_ref()), "place (022)");
    out.event_field(Error, filled(i.start_date.as_ref()), "start date (042)");
    out.event_field(Error, filled(i.end_date.as_ref()), "end date (052)");
    out.event_field(
        Error,
        filled(i.chief_arbiter.as_ref()),
        "chief arbiter (102)",
    );
    out.event_field(Error, filled(i.time_control.as_ref()), "time control (122)");
    match format {
        Format::Fide => {
            out.event_field(Error, filled(i.federation.as_ref()), "federation (032)");
            out.event_field(Warning, filled(i.kind.as_ref()), "type of tournament (092)");
            out.event_field(
                Warning,
                filled(i.system_code.as_ref()),
                "pairing system code (192)",
            );
            out.event_field(Warning, filled(i.tiebreaks.as_ref()), "tie-breaks (202)");
            out.event_field(
                Warning,
                filled(i.encoded_time_control.as_ref()),
                "encoded time control (222; e.g. 5400+30 for 90 minutes and 30 seconds a move, 40/5400+30:1800+30 with a second period)",
            );
        }
        Format::Uscf => {
            for (key, what) in crate::uscf::REQUIRED_FIELDS {
                out.event_field(Error, fields.get(key).is_some(), what);
            }
        }
        Format::Ecf => {
            for (key, what) in crate::ecf::REQUIRED_FIELDS {
                out.event_field(Error, fields.get(key).is_some(), what);
            }
            out.event_field(
                Error,
                crate::ecf::time_limit(t, fields).is_some(),
                "time limit (field minutes-for-game, or a 222 record of one to three periods)",
            );
        }
        Format::Dwz => {
            // The DSB's rating rules (Wertungsordnung 6.1): name, place, first and last
            // day, mode and time control; the round dates are desirable.
            out.event_field(
                Error,
                filled(i.kind.as_ref()),
                "mode (092, e.g. Swiss system)",
            );
        }
    }
    // Round dates: FIDE's rating periods and the DSB's evaluation go by them.
    let played_rounds = t.rounds_paired();
    for r in 0..played_rounds {
        let known = i.round_dates.get(r).is_some_and(|d| !d.trim().is_empty());
        if !known {
            let severity = if format == Format::Fide {
                Error
            } else {
                Warning
            };
            out.push(
                severity,
                FindingKind::MissingEventField,
                None,
                (Some(u16::try_from(r + 1).unwrap_or(u16::MAX)), None),
                "the round has no date (132)",
            );
        }
    }
    players(t, format, &mut out);
    games(t, format, &mut out);
    let mut findings = out.findings;
    findings.sort_by_key(|f| f.severity);
    findings
}

fn players(t: &Tournament, format: Format, out: &mut Out) {
    let name_width = match format {
        Format::Fide => 33,
        Format::Uscf => crate::uscf::NAME_WIDTH,
        Format::Ecf | Format::Dwz => usize::MAX,
    };
    // A player who played no game the rating body rates (withdrawn before playing, only
    // forfeits and byes) is listed without an id: there is nothing to rate, so nothing
    // to refuse. A game still pending may yet be rated.
    let mut plays_rated = vec![false; t.player_count()];
    for round in t.rounds() {
        for g in round.games() {
            if g.result.is_pending() || crate::rated::white_halves(g.result).is_some() {
                for p in [g.white, g.black] {
                    if let Some(x) = plays_rated.get_mut(p.index()) {
                        *x = true;
                    }
                }
            }
        }
    }
    for (id, p) in t.players() {
        if !has_id(p, format) && !plays_rated.get(id.index()).copied().unwrap_or(true) {
            out.push(
                Severity::Warning,
                FindingKind::MissingId,
                Some(who(t, id)),
                (None, None),
                format!(
                    "no {}, and no rated game: listed without an id, nothing to rate",
                    format.id_name()
                ),
            );
        } else if !has_id(p, format) {
            out.push(
                Severity::Error,
                FindingKind::MissingId,
                Some(who(t, id)),
                (None, None),
                format!("no {}", format.id_name()),
            );
            if format == Format::Dwz && p.birth_date.as_deref().is_none_or(|d| d.trim().is_empty())
            {
                out.push(
                    Severity::Error,
                    FindingKind::MissingBirthDate,
                    Some(who(t, id)),
                    (None, None),
                    "a player the DSB does not list needs a birth date (Wertungsordnung 6.1)",
                );
            }
        }
        if p.name.chars().count() > name_width {
            out.push(
                Severity::Warning,
                FindingKind::TooLong,
                Some(who(t, id)),
                (None, None),
                format!("the name is cut to {name_width} characters"),
            );
        }
    }
}

fn games(t: &Tournament, format: Format, out: &mut Out) {
    use Severity::{Error, Warning};
    for (ri, round) in t.rounds().iter().enumerate() {
        let r = Some(u16::try_from(ri + 1).unwrap_or(u16::MAX));
        for (bi, g) in round.games().iter().enumerate() {
            let at = (r, Some(u32::try_from(bi + 1).unwrap_or(u32::MAX)));
            let pair = format!("{} against {}", who(t, g.white), who(t, g.black));
            match g.result.decision() {
                None => {
                    out.push(
                        Error,
                        FindingKind::PendingGame,
                        None,
                        at,
                        format!("{pair} has no result"),
                    );
                    continue;
                }
                Some(Decision::Forfeit) => {
                    out.push(
                        Warning,
                        FindingKind::Forfeit,
                        None,
                        at,
                        format!("{pair} was decided by forfeit: not rated"),
                    );
                    continue;
                }
                Some(Decision::NotRated) => {
                    out.push(
                        Warning,
                        FindingKind::ShortGame,
                        None,
                        at,
                        format!("{pair} lasted less than one move: not rated"),
                    );
                    continue;
                }
                Some(Decision::Played) => {}
            }
            if !g.result.is_regular() {
                out.push(
                    Warning,
                    FindingKind::AbnormalResult,
                    None,
                    at,
                    format!("{pair} has the result {}: not rated", g.result.notation()),
                );
                continue;
            }
            let (Some(w), Some(b)) = (t.player(g.white), t.player(g.black)) else {
                continue;
            };
            if !has_id(w, format) || !has_id(b, format) {
                out.push(
                    Warning,
                    FindingKind::OffListGame,
                    None,
                    at,
                    format!(
                        "{pair}: a player without {} cannot be rated",
                        format.id_name()
                    ),
                );
                continue;
            }
            for (other, other_id) in [(b, g.black), (w, g.white)] {
                if report_rating(other, format).is_none() {
                    out.push(
                        Warning,
                        FindingKind::UnratedOpponent,
                        Some(who(t, other_id)),
                        at,
                        format!("unrated, in {pair}"),
                    );
                }
            }
        }
        for &(p, kind) in round.byes() {
            let what = match kind {
                ByeKind::PairingAllocated => "the pairing-allocated bye",
                ByeKind::Full => "a full-point bye",
                ByeKind::Half => "a half-point bye",
                ByeKind::Zero => "a zero-point bye",
            };
            out.push(
                Warning,
                FindingKind::Bye,
                Some(who(t, p)),
                (r, None),
                format!("{what}: no game to rate"),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixture;
    use arbiter_core::{GameResult, RoundNo};

    fn kinds(f: &[Finding], kind: FindingKind) -> Vec<&Finding> {
        f.iter().filter(|x| x.kind == kind).collect()
    }

    #[test]
    fn a_complete_event_has_only_warnings() {
        let f = check(&fixture::event(), Format::Fide, &ReportFields::new());
        assert!(f.iter().all(|x| x.severity == Severity::Warning), "{f:#?}");
        let forfeits = kinds(&f, FindingKind::Forfeit);
        assert_eq!(forfeits.len(), 1);
        assert_eq!((forfeits[0].round, forfeits[0].board), (Some(1), Some(3)));
        assert_eq!(kinds(&f, FindingKind::Bye).len(), 2);
        // Dahl (5), unrated, played three rated games.
        let unrated = kinds(&f, FindingKind::UnratedOpponent);
        assert_eq!(unrated.len(), 3);
        assert!(
            unrated
                .iter()
                .all(|x| x.player.as_ref().unwrap().number == 5)
        );
        assert_eq!(
            unrated[0].to_string(),
            "warning: round 1, board 2: Dahl, Ola (5): unrated, in Dahl, Ola (5) against Berg, Ada (2)"
        );
    }

    #[test]
    fn missing_fields_ids_and_results_are_errors() {
        let mut t = fixture::event();
        t.info.chief_arbiter = None;
        t.info.round_dates.truncate(2);
        t.player_mut(PlayerId::new(4).unwrap()).unwrap().fide_id = None;
        t.round_mut(RoundNo::new(3).unwrap())
            .unwrap()
            .set_result(1, GameResult::PENDING);
        let f = check(&t, Format::Fide, &ReportFields::new());
        let errors: Vec<String> = f
            .iter()
            .filter(|x| x.severity == Severity::Error)
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            errors,
            [
                "error: the event has no chief arbiter (102)",
                "error: round 3: the round has no date (132)",
                "error: Holm, Eva (4): no FIDE id",
                "error: round 3, board 1: Carlsen, Magnus (1) against Lie, Bo (3) has no result",
            ]
        );
        // Holm's three rated games cannot be rated without her id.
        assert_eq!(kinds(&f, FindingKind::OffListGame).len(), 3);
        let refused = crate::export(&t, Format::Fide, &ReportFields::new(), false);
        assert!(matches!(refused, Err(crate::ReportError::Refused(ref v)) if v.len() == f.len()));
        let forced = crate::export(&t, Format::Fide, &ReportFields::new(), true).unwrap();
        assert_eq!(forced.findings, f);
    }

    /// Issue 44: a player without a FIDE id who played no rated game (withdrawn before
    /// playing) is listed with a warning; the report is written.
    #[test]
    fn issue_44_a_player_without_id_or_rated_game_does_not_block() {
        let mut t = fixture::event();
        let mut late = arbiter_core::Player::named("Late, Lou");
        late.withdrawn_from = RoundNo::new(1);
        t.add_player(late);
        let f = check(&t, Format::Fide, &ReportFields::new());
        assert!(f.iter().all(|x| x.severity == Severity::Warning), "{f:#?}");
        let missing = kinds(&f, FindingKind::MissingId);
        assert_eq!(missing.len(), 1);
        assert_eq!(
            missing[0].to_string(),
            "warning: Late, Lou (7): no FIDE id, and no rated game: listed without an id, nothing to rate"
        );
        assert!(crate::export(&t, Format::Fide, &ReportFields::new(), false).is_ok());
    }

    #[test]
    fn national_reports_need_national_ids() {
        let mut t = fixture::event();
        t.player_mut(PlayerId::new(2).unwrap())
            .unwrap()
            .national
            .clear();
        for format in [Format::Uscf, Format::Ecf] {
            let f = check(&t, format, &ReportFields::new());
            let missing = kinds(&f, FindingKind::MissingId);
            assert_eq!(missing.len(), 1, "{format}");
            assert_eq!(missing[0].player.as_ref().unwrap().number, 2);
        }
        // The DSB names a foreign player by FIDE id: Berg (NOR) needs no DSB id.
        let f = check(&t, Format::Dwz, &ReportFields::new());
        assert!(kinds(&f, FindingKind::MissingId).is_empty());
        // A German player without a DSB id needs one, and a birth date.
        let lie = t.player_mut(PlayerId::new(3).unwrap()).unwrap();
        lie.national.clear();
        lie.birth_date = None;
        let f = check(&t, Format::Dwz, &ReportFields::new());
        assert_eq!(kinds(&f, FindingKind::MissingId).len(), 1);
        assert_eq!(kinds(&f, FindingKind::MissingBirthDate).len(), 1);
    }
}
