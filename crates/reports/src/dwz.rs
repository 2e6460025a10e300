//! The results of an event for its DWZ evaluation (Deutscher Schachbund).
//!
//! What the DSB publishes is what an evaluation needs, not a file layout: its rating
//! rules (Wertungsordnung, 6.1 "Richtlinien für Turnierveranstalter" and 7.6
//! "Datenerfassung und Datenaustausch") ask for the event's name, place, first and last
//! day, mode and time control (the round dates are desirable); per player the name, given
//! name and birth date, and the DSB id (PKZ, or club ZPS and member number), foreign
//! players being named by FIDE id; and the results complete, as a progress table (each
//! player's opponents and results, round by round), with results not played over the
//! board marked `+` and `-` (there is no drawn forfeit). The DBSB's guideline for its
//! evaluations ("Richtlinie für die DWZ-Auswertung der DBSB-Turniere", October 2025)
//! says the same and makes the date of every round and of the end mandatory; it also
//! names the foreign player not in a German club by FIDE id and wants the full birth
//! date of a player not yet on the DWZ list.
//!
//! Which files the DSB's evaluation software (DeWIS) takes: the rating officers ask for
//! Swiss-Chess files, its tournament file (`.SWT`, also written by Win-Swiss and Chess
//! Manager) or better its "DEWIS (Deutscher Schachbund)" export, and Swiss-Manager's;
//! the Schleswig-Holstein association writes that Excel, PDF and plain text files are
//! not accepted, the DBSB takes the facts "in Textform" too. None of these files has a
//! published specification that could be found (only reverse-engineered readers of the
//! `.SWT` exist). This report is therefore not a DeWIS import file but a plain text
//! carrying exactly what the rules ask for, one `;`-separated record a line, that a
//! rating officer can read or convert:
//!
//! ```text
//! Turnier;Autumn Open          Ort;…  Beginn;27.11.2026  Ende;…  Modus;…  Bedenkzeit;…
//! Turnierleiter;…              Runde;1;27.11.2026 (one per round)
//! Spieler;NR;NAME;VORNAME;GEBURTSDATUM;GESCHLECHT;FÖDERATION;DSB-ID;FIDE-ID;VEREIN
//! Ergebnis;NR;R1;R2;…          each round: OPPONENT COLOUR RESULT (`4w1`, `2s½`, `6s-`),
//!                              `frei+`, `frei½`, `frei0` for a bye, empty when absent
//! ```
//!
//! Colours are `w` (white) and `s` (black, schwarz), `-` when a forfeit had none;
//! results `1`, `½`, `0` over the board, `+`, `-` by forfeit, `=` for a drawn game of less
//! than one move (not evaluated).

use crate::check::national_id;
use crate::rated::{ReadBack, ReadGame, ReadPlayer};
use crate::{ReadError, ReportFields};
use arbiter_core::{ByeKind, Colour, Decision, Entry, Outcome, RoundNo, Sex, Tournament};
use std::fmt::Write as _;

/// `YYYY/MM/DD` (or `YY/MM/DD`) as `DD.MM.YYYY`; other text as written.
fn german_date(d: &str) -> String {
    let parts: Vec<&str> = d.trim().split(['/', '-']).collect();
    match parts.as_slice() {
        [y, m, day] if y.len() == 4 => format!("{day}.{m}.{y}"),
        [y, m, day] if y.len() == 2 => format!("{day}.{m}.20{y}"),
        _ => d.trim().to_string(),
    }
}

/// A value with the record separator taken out.
fn clean(v: &str) -> String {
    v.replace([';', '\n', '\r'], " ").trim().to_string()
}

fn entry(t: &Tournament, player: arbiter_core::PlayerId, round: RoundNo) -> String {
    match t.entry(player, round) {
        Entry::Game {
            opponent,
            colour,
            result,
            ..
        } => {
            let c = match colour {
                Some(Colour::White) => 'w',
                Some(Colour::Black) => 's',
                None => '-',
            };
            let regular = t
                .round(round)
                .and_then(|r| r.games().iter().find(|g| g.colour_of(player).is_some()))
                .is_none_or(|g| g.result.is_regular());
            let r = match result {
                None => "?",
                Some(s) => match (s.decision, s.outcome) {
                    (Decision::Played, Outcome::Win) if regular => "1",
                    (Decision::Played, Outcome::Draw) if regular => "½",
                    (Decision::Played, Outcome::Loss) if regular => "0",
                    (_, Outcome::Win) => "+",
                    (_, Outcome::Loss) => "-",
                    (_, Outcome::Draw) => "=",
                },
            };
            format!("{}{c}{r}", opponent.get())
        }
        Entry::Bye(kind) => match kind {
            ByeKind::PairingAllocated | ByeKind::Full => "frei+".into(),
            ByeKind::Half => "frei½".into(),
            ByeKind::Zero => "frei0".into(),
        },
        Entry::Absent => String::new(),
    }
}

/// The report of `t`.
pub(crate) fn write(t: &Tournament, _fields: &ReportFields) -> String {
    let i = &t.info;
    let mut out = String::new();
    let opt = |v: &Option<String>| clean(v.as_deref().unwrap_or(""));
    let _ = writeln!(out, "Turnier;{}", clean(&i.name));
    let _ = writeln!(out, "Ort;{}", opt(&i.city));
    let _ = writeln!(
        out,
        "Beginn;{}",
        german_date(i.start_date.as_deref().unwrap_or(""))
    );
    let _ = writeln!(
        out,
        "Ende;{}",
        german_date(i.end_date.as_deref().unwrap_or(""))
    );
    let _ = writeln!(out, "Modus;{}", opt(&i.kind));
    let _ = writeln!(out, "Bedenkzeit;{}", opt(&i.time_control));
    let _ = writeln!(out, "Turnierleiter;{}", opt(&i.chief_arbiter));
    for r in 0..t.rounds_paired() {
        let d = i
            .round_dates
            .get(r)
            .map(|d| german_date(d))
            .unwrap_or_default();
        let _ = writeln!(out, "Runde;{};{d}", r + 1);
    }
    for (id, p) in t.players() {
        let (surname, given) = p
            .name
            .split_once(',')
            .map_or((p.name.as_str(), ""), |(s, g)| (s.trim(), g.trim()));
        let sex = match p.sex {
            Some(Sex::Male) => "M",
            Some(Sex::Female) => "W",
            None => "",
        };
        let _ = writeln!(
            out,
            "Spieler;{};{};{};{};{sex};{};{};{};{}",
            id.get(),
            clean(surname),
            clean(given),
            german_date(p.birth_date.as_deref().unwrap_or("")),
            opt(&p.federation),
            clean(national_id(p, "GER").unwrap_or("")),
            p.fide_id
                .filter(|&f| f > 0)
                .map(|f| f.to_string())
                .unwrap_or_default(),
            opt(&p.club),
        );
    }
    for (id, _) in t.players() {
        let _ = write!(out, "Ergebnis;{}", id.get());
        for r in 0..t.rounds_paired() {
            let _ = write!(out, ";{}", entry(t, id, RoundNo::from_index(r)));
        }
        out.push('\n');
    }
    out
}

/// Reads a report back: players by number with their DSB ids (else FIDE ids), and the
/// games played over the board, each taken from White's progress entry.
///
/// # Errors
/// When a record's number or a progress entry does not read.
pub fn read(text: &str) -> Result<ReadBack, ReadError> {
    let mut back = ReadBack::default();
    for (ln, line) in text.lines().enumerate() {
        let syntax = |m: String| ReadError::Syntax {
            line: ln + 1,
            message: m,
        };
        let fields: Vec<&str> = line.split(';').collect();
        let number = |k: usize| {
            fields
                .get(k)
                .and_then(|v| v.trim().parse::<u32>().ok())
                .ok_or_else(|| syntax(format!("field {} is not a player's number", k + 1)))
        };
        match fields.first().copied() {
            Some("Spieler") => {
                let at = |k: usize| fields.get(k).map_or("", |v| v.trim());
                let id = if at(7).is_empty() { at(8) } else { at(7) };
                back.players.push(ReadPlayer {
                    number: number(1)?,
                    id: id.to_string(),
                    name: format!("{}, {}", at(2), at(3)),
                });
            }
            Some("Ergebnis") => {
                let me = number(1)?;
                for (k, e) in fields.iter().enumerate().skip(2) {
                    let round = u16::try_from(k - 1).unwrap_or(u16::MAX);
                    let e = e.trim();
                    if e.is_empty() || e.starts_with("frei") {
                        continue;
                    }
                    let digits: String = e.chars().take_while(char::is_ascii_digit).collect();
                    let mut rest = e[digits.len()..].chars();
                    let (Ok(opponent), Some(colour), Some(result), None) =
                        (digits.parse::<u32>(), rest.next(), rest.next(), rest.next())
                    else {
                        return Err(syntax(format!("round {round}: {e:?} is not an entry")));
                    };
                    let halves = match result {
                        '1' => 2,
                        '½' => 1,
                        '0' => 0,
                        '+' | '-' | '=' | '?' => continue,
                        other => {
                            return Err(syntax(format!(
                                "round {round}: {other:?} is not a result"
                            )));
                        }
                    };
                    if colour == 'w' {
                        back.games.push(ReadGame {
                            round,
                            white: me,
                            black: opponent,
                            white_halves: halves,
                        });
                    }
                }
            }
            _ => {}
        }
    }
    Ok(back)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Format, fixture};

    fn text() -> String {
        let report =
            crate::export(&fixture::event(), Format::Dwz, &ReportFields::new(), false).unwrap();
        String::from_utf8(report.files[0].bytes.clone()).unwrap()
    }

    #[test]
    fn the_event_players_and_progress_table() {
        let text = text();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            &lines[..10],
            [
                "Turnier;Autumn Open",
                "Ort;Oslo",
                "Beginn;27.11.2026",
                "Ende;29.11.2026",
                "Modus;Individual: Swiss-System",
                "Bedenkzeit;90'+30\"",
                "Turnierleiter;IA Berg, Ada",
                "Runde;1;27.11.2026",
                "Runde;2;28.11.2026",
                "Runde;3;29.11.2026",
            ]
        );
        assert_eq!(
            lines[10],
            "Spieler;1;Carlsen;Magnus;10.01.1980;M;NOR;C0027-100;1503014;Oslo SK"
        );
        assert_eq!(lines[16], "Ergebnis;1;4w1;2s1;3w½");
        assert_eq!(lines[17], "Ergebnis;2;5s½;1w0;frei½");
        // Lie won the forfeit of round 1, Moe lost it: marked + and -.
        assert_eq!(lines[18], "Ergebnis;3;6w+;4s½;1s½");
        assert_eq!(lines[21], "Ergebnis;6;3s-;5w1;frei+");
    }

    #[test]
    fn byes_forfeits_and_a_withdrawal_are_marked_as_the_rules_ask() {
        let report = crate::export(
            &fixture::real_event(),
            Format::Dwz,
            &ReportFields::new(),
            true,
        )
        .unwrap();
        let text = String::from_utf8(report.files[0].bytes.clone()).unwrap();
        let line = |start: &str| text.lines().find(|l| l.starts_with(start)).unwrap();
        // Wertungsordnung 7.6: those who withdraw are not struck out; results not played
        // are marked + and -. Weiss withdrew after round 2: his later rounds are empty.
        assert_eq!(line("Ergebnis;7;"), "Ergebnis;7;3s1;1w0;;");
        // Berg won round 2 by forfeit; Dahl lost it and won a game of less than one
        // move, not played either; then had a full-point bye.
        assert_eq!(line("Ergebnis;2;"), "Ergebnis;2;6w½;5s+;1s½;3w0");
        assert_eq!(line("Ergebnis;5;"), "Ergebnis;5;1s0;2w-;6w+;frei+");
        assert_eq!(line("Ergebnis;4;"), "Ergebnis;4;frei+;frei½;3s0;1w½");
        assert_eq!(line("Ergebnis;6;"), "Ergebnis;6;2s½;3w1;5s-;frei0");
        // A player the DSB does not list: no DSB id, no FIDE id, the full birth date
        // (DBSB guideline 5).
        assert_eq!(line("Spieler;6;"), "Spieler;6;Novak;Jan;15.06.1985;;CZE;;;");
        // The dates of every round and of the end (DBSB guideline 4).
        assert_eq!(line("Ende;"), "Ende;06.12.2026");
        assert_eq!(line("Runde;4;"), "Runde;4;06.12.2026");
    }

    #[test]
    fn round_trip_keeps_every_rated_game() {
        let t = fixture::event();
        let back = read(&text()).unwrap();
        let dsb = |p: arbiter_core::PlayerId| {
            national_id(t.player(p).unwrap(), "GER")
                .unwrap()
                .to_string()
        };
        let mut expected: Vec<_> = crate::rated_games(&t)
            .into_iter()
            .map(|g| (g.round, dsb(g.white), dsb(g.black), g.white_halves))
            .collect();
        expected.sort();
        assert_eq!(expected.len(), 7);
        assert_eq!(back.games_by_id(), expected);
    }

    #[test]
    fn malformed_entries_are_errors() {
        assert!(read("Ergebnis;x;1w1").is_err());
        assert!(read("Ergebnis;1;w1").is_err());
        assert!(read("Ergebnis;1;2w7").is_err());
        assert!(read("Ergebnis;1;2w1x").is_err());
    }
}
