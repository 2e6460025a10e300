//! The Go rating reports: the EGF results file (h9) and the FFG results file (tou), both
//! written and read by `arbiter-gotha`, with the checks before export.
//!
//! The EGF rates from the h9: it needs the event's name, place and dates (its `EV`, `PC`
//! and `DT` tags) and a time control to class the event (`TM`, the class `CL`); it
//! finds players by name and EGF PIN. The FFG rates from the tou: the same facts, and
//! players by FFG licence. Both rate games played: a game decided by default (`!`) and a
//! bye are not rated, a game without a result cannot be.

use crate::check::{Finding, FindingKind, Severity, Who};
use crate::rated::{ReadBack, ReadGame, ReadPlayer};
use crate::{ReadError, Report, ReportError, ReportFile};
use arbiter_core::{GoOutcome, GoTournament};
use arbiter_gotha::{GoEncoding, GoFile};

/// The Go rating reports.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum GoFormat {
    /// The EGF results file.
    H9,
    /// The FFG results file.
    Tou,
}

impl GoFormat {
    /// The short name: `h9`, `tou`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            GoFormat::H9 => "h9",
            GoFormat::Tou => "tou",
        }
    }

    /// The report a short name stands for.
    #[must_use]
    pub fn parse(name: &str) -> Option<GoFormat> {
        [GoFormat::H9, GoFormat::Tou]
            .into_iter()
            .find(|f| f.name().eq_ignore_ascii_case(name))
    }

    /// The file the report is.
    #[must_use]
    pub const fn file(self) -> GoFile {
        match self {
            GoFormat::H9 => GoFile::H9,
            GoFormat::Tou => GoFile::Tou,
        }
    }
}

fn who(g: &GoTournament, p: usize) -> Who {
    let player = g.players.get(p);
    Who {
        number: u32::try_from(p + 1).unwrap_or(u32::MAX),
        name: player
            .map(|x| format!("{} {}", x.name, x.first_name).trim().to_string())
            .unwrap_or_default(),
    }
}

fn taking_part(g: &GoTournament, p: usize) -> bool {
    g.games.iter().any(|x| x.white == p || x.black == p) || g.byes.iter().any(|&(_, q)| q == p)
}

/// Everything wrong with `g` as a `format` report, errors first.
#[must_use]
pub fn check_go(g: &GoTournament, format: GoFormat) -> Vec<Finding> {
    use Severity::{Error, Warning};
    let mut out = Vec::new();
    let mut push = |severity, kind, player, round, message: String| {
        out.push(Finding {
            severity,
            kind,
            player,
            round,
            board: None,
            message,
        });
    };
    let i = &g.info;
    for (ok, what) in [
        (!i.name.trim().is_empty(), "name"),
        (!i.location.trim().is_empty(), "place"),
        (!i.begin_date.trim().is_empty(), "first day"),
        (!i.end_date.trim().is_empty(), "last day"),
    ] {
        if !ok {
            push(
                Error,
                FindingKind::MissingEventField,
                None,
                None,
                format!("the event has no {what}"),
            );
        }
    }
    if i.basic_minutes == 0 {
        push(
            Warning,
            FindingKind::MissingEventField,
            None,
            None,
            "the event has no basic time: the EGF classes it by its time control".into(),
        );
    }
    for (p, player) in g.players.iter().enumerate() {
        if !taking_part(g, p) {
            continue;
        }
        let (id, name) = match format {
            GoFormat::H9 => (&player.ids.egf_pin, "EGF PIN (the EGF matches the name)"),
            GoFormat::Tou => (&player.ids.ffg_licence, "FFG licence"),
        };
        if id.trim().is_empty() {
            push(
                Warning,
                FindingKind::MissingId,
                Some(who(g, p)),
                None,
                format!("no {name}"),
            );
        }
    }
    for x in &g.games {
        let pair = format!("{} against {}", who(g, x.white), who(g, x.black));
        if x.result.outcome == GoOutcome::Unknown {
            push(
                Error,
                FindingKind::PendingGame,
                None,
                Some(x.round),
                format!("{pair} has no result"),
            );
        } else if x.result.by_default {
            push(
                Warning,
                FindingKind::Forfeit,
                None,
                Some(x.round),
                format!("{pair} was decided by default: not rated"),
            );
        } else if matches!(x.result.outcome, GoOutcome::BothWin | GoOutcome::BothLose) {
            push(
                Warning,
                FindingKind::AbnormalResult,
                None,
                Some(x.round),
                format!("{pair}: both win or both lose, not rated"),
            );
        }
    }
    for &(round, p) in &g.byes {
        push(
            Warning,
            FindingKind::Bye,
            Some(who(g, p)),
            Some(round),
            "a bye: no game to rate".into(),
        );
    }
    out.sort_by_key(|f| f.severity);
    out
}

/// Checks `g` and, unless an error was found and `force` is false, writes the report in
/// ISO-8859-15, as OpenGotha writes it and the EGF's and FFG's tools read it.
///
/// # Errors
/// [`ReportError::Refused`] with every finding when errors were found and not forced.
pub fn export_go(g: &GoTournament, format: GoFormat, force: bool) -> Result<Report, ReportError> {
    export_go_in(g, format, force, format.file().encoding())
}

/// [`export_go`] in `encoding` (UTF-8 for a rating body that asks for it).
///
/// # Errors
/// As [`export_go`].
pub fn export_go_in(
    g: &GoTournament,
    format: GoFormat,
    force: bool,
    encoding: GoEncoding,
) -> Result<Report, ReportError> {
    let findings = check_go(g, format);
    if !force && findings.iter().any(|f| f.severity == Severity::Error) {
        return Err(ReportError::Refused(findings));
    }
    Ok(Report {
        files: vec![ReportFile {
            name: format!("results.{}", format.name()),
            bytes: arbiter_gotha::write_file_in(g, format.file(), encoding),
        }],
        findings,
    })
}

/// The players (numbered by line, named `NAME GIVEN` as their id: the files hold no
/// other id both share) and the games played of a Go tournament read back.
fn read_back_of(g: &GoTournament) -> ReadBack {
    ReadBack {
        players: g
            .players
            .iter()
            .enumerate()
            .map(|(k, p)| ReadPlayer {
                number: u32::try_from(k + 1).unwrap_or(u32::MAX),
                id: format!("{} {}", p.name, p.first_name),
                name: format!("{}, {}", p.name, p.first_name),
            })
            .collect(),
        games: g
            .games
            .iter()
            .filter(|x| !x.result.by_default)
            .filter_map(|x| {
                let halves = match x.result.outcome {
                    GoOutcome::WhiteWins => 2,
                    GoOutcome::Jigo => 1,
                    GoOutcome::BlackWins => 0,
                    _ => return None,
                };
                Some(ReadGame {
                    round: x.round,
                    white: u32::try_from(x.white + 1).unwrap_or(u32::MAX),
                    black: u32::try_from(x.black + 1).unwrap_or(u32::MAX),
                    white_halves: halves,
                })
            })
            .collect(),
    }
}

/// The rated games of a Go tournament as a report read back gives them: players by
/// `NAME GIVEN`.
#[must_use]
pub fn rated_go_games(g: &GoTournament) -> Vec<(u16, String, String, u8)> {
    read_back_of(g).games_by_id()
}

/// Reads a Go report back.
///
/// # Errors
/// When the file does not read or its lines disagree.
pub fn read_back_go(format: GoFormat, bytes: &[u8]) -> Result<ReadBack, ReadError> {
    let g = match format {
        GoFormat::H9 => arbiter_gotha::parse_h9(bytes).and_then(|d| arbiter_gotha::validate_h9(&d)),
        GoFormat::Tou => arbiter_gotha::read_tou(bytes),
    }
    .map_err(|e| ReadError::Trf(e.to_string()))?;
    Ok(read_back_of(&g))
}

#[cfg(test)]
mod tests {
    use super::*;
    use arbiter_core::{GoGame, GoPlayer, GoPlayerIds, GoResult};

    fn player(name: &str, rank: &str, pin: &str) -> GoPlayer {
        GoPlayer {
            key: arbiter_gotha::player_key(name, "A"),
            name: name.into(),
            first_name: "A".into(),
            rank: rank.parse().unwrap(),
            rating: 0,
            country: "FR".into(),
            club: "Par".into(),
            smms_correction: 0,
            participating: vec![true; 2],
            registered: true,
            ids: GoPlayerIds {
                egf_pin: pin.into(),
                ffg_licence: pin.into(),
                ..GoPlayerIds::default()
            },
        }
    }

    fn game(
        round: u16,
        white: usize,
        black: usize,
        outcome: GoOutcome,
        by_default: bool,
    ) -> GoGame {
        GoGame {
            round,
            table: 1,
            white,
            black,
            handicap: 0,
            known_colour: true,
            result: GoResult {
                outcome,
                by_default,
            },
        }
    }

    fn event() -> GoTournament {
        let mut g = GoTournament {
            rounds: 2,
            placement: vec!["MMS".into()],
            ..GoTournament::default()
        };
        g.info.name = "Lyon Open".into();
        g.info.location = "Lyon".into();
        g.info.begin_date = "2026-11-28".into();
        g.info.end_date = "2026-11-29".into();
        g.info.basic_minutes = 60;
        g.info.komi = "7.5".into();
        g.players = vec![
            player("Petit", "2d", "1234567"),
            player("Martin", "1k", "2345678"),
            player("Durand", "5k", ""),
            player("Blanc", "3k", "4567890"),
        ];
        g.games = vec![
            game(1, 0, 1, GoOutcome::WhiteWins, false),
            game(1, 3, 2, GoOutcome::Jigo, false),
            game(2, 2, 1, GoOutcome::BlackWins, false),
            game(2, 3, 0, GoOutcome::WhiteWins, true),
        ];
        g
    }

    #[test]
    fn checks_name_the_player_and_round() {
        let mut g = event();
        let f = check_go(&g, GoFormat::Tou);
        let text: Vec<String> = f.iter().map(ToString::to_string).collect();
        assert_eq!(
            text,
            [
                "warning: Durand A (3): no FFG licence",
                "warning: round 2: Blanc A (4) against Petit A (1) was decided by default: not rated",
            ]
        );
        g.info.location.clear();
        g.games[2].result.outcome = GoOutcome::Unknown;
        let f = check_go(&g, GoFormat::H9);
        assert_eq!(
            f.iter().filter(|x| x.severity == Severity::Error).count(),
            2
        );
        assert!(matches!(
            export_go(&g, GoFormat::H9, false),
            Err(ReportError::Refused(_))
        ));
        assert!(export_go(&g, GoFormat::H9, true).is_ok());
    }

    #[test]
    fn a_real_shaped_event_keeps_its_rated_games_in_both_files() {
        // Five players, three rounds: the bye of an odd field, a game decided by default,
        // a player without a PIN or licence, and one who withdrew after round 1.
        let mut g = event();
        g.rounds = 3;
        g.players.push(player("Roux", "8k", "5678901"));
        for p in &mut g.players {
            p.participating = vec![true; 3];
        }
        g.players[4].participating = vec![true, false, false];
        g.games = vec![
            game(1, 0, 1, GoOutcome::WhiteWins, false),
            game(1, 3, 4, GoOutcome::BlackWins, false),
            game(2, 2, 1, GoOutcome::BlackWins, false),
            game(2, 3, 0, GoOutcome::WhiteWins, true),
            game(3, 0, 2, GoOutcome::Jigo, false),
            game(3, 1, 3, GoOutcome::WhiteWins, false),
        ];
        g.byes = vec![(1, 2)];
        // Written out from the rounds: the games played, by `NAME GIVEN`; not the game by
        // default, nor the bye.
        let mut expected: Vec<(u16, String, String, u8)> = [
            (1, "Petit", "Martin", 2),
            (1, "Blanc", "Roux", 0),
            (2, "Durand", "Martin", 0),
            (3, "Petit", "Durand", 1),
            (3, "Martin", "Blanc", 2),
        ]
        .into_iter()
        .map(|(r, w, b, h)| (r, format!("{w} A"), format!("{b} A"), h))
        .collect();
        expected.sort();
        for format in [GoFormat::H9, GoFormat::Tou] {
            let report = export_go(&g, format, true).unwrap();
            let back = read_back_go(format, &report.files[0].bytes).unwrap();
            assert_eq!(back.games_by_id(), expected, "{format:?}");
            assert_eq!(
                back.players.len(),
                5,
                "{format:?}: the withdrawn player stays"
            );
        }
    }

    /// Both files in ISO-8859-15 by default (issue 43: UTF-8 only), UTF-8 when asked.
    #[test]
    fn both_files_are_latin9_unless_asked() {
        let mut g = event();
        g.players[0].name = "Pétit".into();
        for format in [GoFormat::H9, GoFormat::Tou] {
            let latin9 = export_go(&g, format, false).unwrap().files[0].bytes.clone();
            assert!(std::str::from_utf8(&latin9).is_err(), "{format:?}");
            assert!(latin9.windows(2).any(|w| w == b"P\xe9"), "{format:?}");
            let utf8 = export_go_in(&g, format, false, GoEncoding::Utf8).unwrap();
            assert!(
                std::str::from_utf8(&utf8.files[0].bytes)
                    .unwrap()
                    .contains("Pétit")
            );
            let back = read_back_go(format, &latin9).unwrap();
            assert!(
                back.players.iter().any(|p| p.name == "Pétit, A"),
                "{format:?}"
            );
        }
    }

    #[test]
    fn both_files_keep_every_rated_game() {
        let g = event();
        let expected = rated_go_games(&g);
        assert_eq!(expected.len(), 3, "the game by default is not rated");
        for format in [GoFormat::H9, GoFormat::Tou] {
            let report = export_go(&g, format, false).unwrap();
            let back = read_back_go(format, &report.files[0].bytes).unwrap();
            assert_eq!(back.games_by_id(), expected, "{format:?}");
        }
    }
}
