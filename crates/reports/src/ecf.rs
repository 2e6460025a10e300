//! The ECF results submission file: text made of `#FIELD=value` fields (spaces and case
//! in field names do not count), in parts: `#EVENT DETAILS` with the event's fields,
//! `#PLAYER LIST` with one `#PIN=` field set per player (`#ECF CODE=`, `#NAME=`,
//! `#FIDE NO=`), a results part (`#SECTION RESULTS=` for a congress section, with one
//! `#PIN1=` set per game: `#SCORE=`, `#PIN2=`, `#ROUND=`, `#COLOUR=`, `#GAME DATE=`) and
//! `#FINISH#`.
//!
//! Where this comes from, plainly: the ECF publishes the format on its rating website as
//! a file layout and a field definition page (the version of 15 April 2022); no copy of
//! either could be found here. What is checked, and cited in the tests, is that page as
//! an open-source ECF submission editor transcribes it, field by field:
//!
//! - the parts and their order: `EVENT DETAILS`, `PLAYER LIST`, then any number of
//!   `MATCH RESULTS`, `OTHER RESULTS` and `SECTION RESULTS`, then `FINISH`; `EVENT
//!   DETAILS`, `PLAYER LIST` and `FINISH` are written without a value;
//! - the mandatory event fields, in order: `EVENT CODE`, `SUBMISSION INDEX`, `EVENT
//!   NAME`, `EVENT DATE`, `FINAL RESULT DATE`, `RESULTS OFFICER`, `RESULTS OFFICER
//!   ADDRESS`, `TREASURER`, `TREASURER ADDRESS`, and one time limit: `MINUTES FOR GAME`,
//!   or `MOVES FIRST SESSION`, `MINUTES FIRST SESSION` and `MINUTES REST OF GAME`, or
//!   with `MOVES SECOND SESSION` and `MINUTES SECOND SESSION` as well; `SECONDS PER
//!   MOVE` is optional;
//! - a player's fields: `PIN`, then `ECF CODE`, `NAME` (or `SURNAME` with `FORENAME` or
//!   `INITIALS`), `FIDE NO`, `CLUB CODE`, `CLUB NAME`, `CLUB COUNTY`…; `CLUB NAME` and
//!   `CLUB COUNTY` only with a `CLUB CODE`, which a player without an ECF code needs.
//!   arbiter has no ECF club codes, so it writes no club;
//! - a game of `SECTION RESULTS`: `PIN1`, `SCORE`, `PIN2` (mandatory, in that order), then
//!   `COLOUR`, `ROUND`, `GAME DATE`.
//!
//! The values' own forms (a score `1-0`, `0-1` and `55` for a draw; dates `DD/MM/YYYY`;
//! `WHITE` as PIN1's colour) are those that editor and other validators write; no
//! published text could confirm them. Games not played over the board (defaults, byes)
//! are not sent: the ECF rates played games.
//!
//! Fields the event model lacks ([`crate::ReportFields`]): `event-code`,
//! `results-officer-address`, `treasurer`, `treasurer-address` (required),
//! `submission-index` (default 1), `results-officer` (default the chief arbiter),
//! `minutes-for-game` (else the time limit of the 222 record, of one to three periods:
//! `5400+30`, `40/5400+30:1800+30`).

use crate::check::national_id;
use crate::rated::{ReadBack, ReadGame, ReadPlayer, white_halves};
use crate::{ReadError, ReportFields};
use arbiter_core::Tournament;
use std::fmt::Write as _;

/// The fields an ECF submission needs beyond the event model, with what they are.
pub(crate) const REQUIRED_FIELDS: [(&str, &str); 4] = [
    ("event-code", "ECF event code (field event-code)"),
    (
        "results-officer-address",
        "results officer's address (field results-officer-address)",
    ),
    ("treasurer", "treasurer (field treasurer)"),
    (
        "treasurer-address",
        "treasurer's address (field treasurer-address)",
    ),
];

/// One period of a 222 record (`40/5400+30`): moves (none for the rest of the game),
/// seconds and increment.
struct Period {
    moves: Option<u32>,
    seconds: u32,
    increment: u32,
}

/// The periods of the 222 record, `None` when it does not read.
fn periods(t: &Tournament) -> Option<Vec<Period>> {
    let encoded = t.info.encoded_time_control.as_deref()?.trim();
    encoded
        .split(':')
        .map(|p| {
            let (moves, rest) = match p.split_once('/') {
                Some((m, r)) => (Some(m.trim().parse().ok()?), r),
                None => (None, p),
            };
            let (secs, inc) = rest.split_once('+').unwrap_or((rest, "0"));
            Some(Period {
                moves,
                seconds: secs.trim().parse().ok()?,
                increment: inc.trim().parse().ok()?,
            })
        })
        .collect()
}

/// The time limit fields of the event details: `MINUTES FOR GAME` for one period;
/// `MOVES FIRST SESSION`, `MINUTES FIRST SESSION` and `MINUTES REST OF GAME` for two;
/// with `MOVES SECOND SESSION` and `MINUTES SECOND SESSION` for three (the combinations
/// the ECF's field definitions allow, one of which is mandatory). The `minutes-for-game`
/// field wins over the 222 record.
pub(crate) fn time_limit(
    t: &Tournament,
    fields: &ReportFields,
) -> Option<Vec<(&'static str, u32)>> {
    if let Some(m) = fields.get("minutes-for-game") {
        return Some(vec![("MINUTES FOR GAME", m.parse().ok()?)]);
    }
    let minutes = |p: &Period| (p.seconds >= 60).then_some(p.seconds / 60);
    match periods(t)?.as_slice() {
        [game @ Period { moves: None, .. }] => Some(vec![("MINUTES FOR GAME", minutes(game)?)]),
        [
            first @ Period {
                moves: Some(m1), ..
            },
            rest @ Period { moves: None, .. },
        ] => Some(vec![
            ("MOVES FIRST SESSION", *m1),
            ("MINUTES FIRST SESSION", minutes(first)?),
            ("MINUTES REST OF GAME", minutes(rest)?),
        ]),
        [
            first @ Period {
                moves: Some(m1), ..
            },
            second @ Period {
                moves: Some(m2), ..
            },
            rest @ Period { moves: None, .. },
        ] => Some(vec![
            ("MOVES FIRST SESSION", *m1),
            ("MINUTES FIRST SESSION", minutes(first)?),
            ("MOVES SECOND SESSION", *m2),
            ("MINUTES SECOND SESSION", minutes(second)?),
            ("MINUTES REST OF GAME", minutes(rest)?),
        ]),
        _ => None,
    }
}

/// The increment of the first period of the 222 record, in seconds.
fn increment(t: &Tournament) -> Option<u32> {
    periods(t)?.first().map(|p| p.increment)
}

/// `YYYY/MM/DD` as the ECF's `DD/MM/YYYY`.
fn date(d: &str) -> String {
    let parts: Vec<&str> = d.trim().split(['/', '-', '.']).collect();
    match parts.as_slice() {
        [y, m, day] if y.len() == 4 => format!("{day}/{m}/{y}"),
        // 132 round dates are `YY/MM/DD`.
        [y, m, day] if y.len() == 2 => format!("{day}/{m}/20{y}"),
        _ => d.trim().to_string(),
    }
}

/// A value with the field separator taken out (the format has no escape).
fn clean(v: &str) -> String {
    v.replace('#', " ").trim().to_string()
}

/// The submission file of `t`.
pub(crate) fn write(t: &Tournament, fields: &ReportFields) -> String {
    let i = &t.info;
    let mut out = String::new();
    let get = |k: &str| clean(fields.get(k).unwrap_or(""));
    out.push_str("#EVENT DETAILS\n");
    let _ = writeln!(out, "#EVENT CODE={}", get("event-code"));
    let _ = writeln!(
        out,
        "#SUBMISSION INDEX={}",
        fields.get("submission-index").unwrap_or("1")
    );
    let _ = writeln!(out, "#EVENT NAME={}", clean(&i.name));
    let _ = writeln!(
        out,
        "#EVENT DATE={}",
        date(i.start_date.as_deref().unwrap_or(""))
    );
    let _ = writeln!(
        out,
        "#FINAL RESULT DATE={}",
        date(i.end_date.as_deref().unwrap_or(""))
    );
    let officer = fields
        .get("results-officer")
        .or(i.chief_arbiter.as_deref())
        .unwrap_or("");
    let _ = writeln!(out, "#RESULTS OFFICER={}", clean(officer));
    let _ = writeln!(
        out,
        "#RESULTS OFFICER ADDRESS={}",
        get("results-officer-address")
    );
    let _ = writeln!(out, "#TREASURER={}", get("treasurer"));
    let _ = writeln!(out, "#TREASURER ADDRESS={}", get("treasurer-address"));
    for (name, value) in time_limit(t, fields).unwrap_or_default() {
        let _ = writeln!(out, "#{name}={value}");
    }
    if let Some(s) = increment(t).filter(|&s| s > 0) {
        let _ = writeln!(out, "#SECONDS PER MOVE={s}");
    }
    out.push_str("#PLAYER LIST\n");
    for (id, p) in t.players() {
        let _ = write!(out, "#PIN={}", id.get());
        if let Some(code) = national_id(p, "ENG") {
            let _ = write!(out, "#ECF CODE={}", clean(code));
        }
        let _ = write!(out, "#NAME={}", clean(&p.name));
        if let Some(f) = p.fide_id.filter(|&f| f > 0) {
            let _ = write!(out, "#FIDE NO={f}");
        }
        out.push('\n');
    }
    let _ = writeln!(out, "#SECTION RESULTS={}", clean(&i.name));
    for (ri, round) in t.rounds().iter().enumerate() {
        let game_date = i.round_dates.get(ri).filter(|d| !d.trim().is_empty());
        for g in round.games() {
            let Some(w) = white_halves(g.result) else {
                continue;
            };
            let score = match w {
                2 => "1-0",
                1 => "55",
                _ => "0-1",
            };
            let _ = write!(
                out,
                "#PIN1={}#SCORE={score}#PIN2={}#ROUND={}#COLOUR=WHITE",
                g.white.get(),
                g.black.get(),
                ri + 1
            );
            if let Some(d) = game_date {
                let _ = write!(out, "#GAME DATE={}", date(d));
            }
            out.push('\n');
        }
    }
    out.push_str("#FINISH#\n");
    out
}

/// A field name as the format compares them: upper case, spaces ignored.
fn key(name: &str) -> String {
    name.chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_uppercase)
        .collect()
}

/// A game's score from PIN1's side in half points.
fn score(v: &str) -> Option<u8> {
    let v: String = v.chars().filter(|c| !c.is_whitespace()).collect();
    match v.as_str() {
        "1-0" | "10" => Some(2),
        "0-1" | "01" => Some(0),
        "55" | "5-5" | "½-½" | "=-=" => Some(1),
        _ => None,
    }
}

#[derive(Default)]
struct PendingGame {
    line: usize,
    pin1: Option<u32>,
    pin2: Option<u32>,
    score: Option<u8>,
    round: Option<u16>,
    black: bool,
}

fn finish(game: Option<PendingGame>, back: &mut ReadBack) -> Result<(), ReadError> {
    let Some(g) = game else {
        return Ok(());
    };
    let syntax = |m: &str| ReadError::Syntax {
        line: g.line,
        message: m.to_string(),
    };
    let (Some(p1), Some(p2)) = (g.pin1, g.pin2) else {
        return Err(syntax("a game needs PIN1 and PIN2"));
    };
    let s = g.score.ok_or_else(|| syntax("a game needs a SCORE"))?;
    let (white, black, white_halves) = if g.black {
        (p2, p1, 2 - s)
    } else {
        (p1, p2, s)
    };
    back.games.push(ReadGame {
        round: g.round.unwrap_or(0),
        white,
        black,
        white_halves,
    });
    Ok(())
}

/// Reads a submission file: players by PIN with their ECF codes, and the games.
///
/// # Errors
/// When a number or a score does not read, or a game lacks a player or a score.
pub fn read(text: &str) -> Result<ReadBack, ReadError> {
    let mut back = ReadBack::default();
    let mut in_players = false;
    let mut game: Option<PendingGame> = None;
    for (ln, line) in text.lines().enumerate() {
        let line_no = ln + 1;
        let syntax = |m: String| ReadError::Syntax {
            line: line_no,
            message: m,
        };
        for field in line.split('#').skip(1) {
            let (name, value) = field.split_once('=').unwrap_or((field, ""));
            let value = value.trim();
            let number = |v: &str| {
                v.parse::<u32>()
                    .map_err(|_| syntax(format!("{}: {v:?} is not a number", name.trim())))
            };
            match key(name).as_str() {
                "PLAYERLIST" => in_players = true,
                "MATCHRESULTS" | "SECTIONRESULTS" | "OTHERRESULTS" | "FINISH" => {
                    in_players = false;
                    finish(game.take(), &mut back)?;
                }
                "PIN" if in_players => back.players.push(ReadPlayer {
                    number: number(value)?,
                    id: String::new(),
                    name: String::new(),
                }),
                "ECFCODE" | "BCFCODE" if in_players => {
                    if let Some(p) = back.players.last_mut() {
                        p.id = value.to_string();
                    }
                }
                "NAME" if in_players => {
                    if let Some(p) = back.players.last_mut() {
                        p.name = value.to_string();
                    }
                }
                // The field definitions allow SURNAME with FORENAME or INITIALS instead
                // of NAME: read as `SURNAME, FORENAME`.
                "SURNAME" if in_players => {
                    if let Some(p) = back.players.last_mut() {
                        p.name = format!("{value}{}", p.name);
                    }
                }
                "FORENAME" | "INITIALS" if in_players => {
                    if let Some(p) = back.players.last_mut() {
                        p.name.push_str(", ");
                        p.name.push_str(value);
                    }
                }
                "PIN1" => {
                    finish(game.take(), &mut back)?;
                    game = Some(PendingGame {
                        line: line_no,
                        pin1: Some(number(value)?),
                        ..PendingGame::default()
                    });
                }
                "PIN2" => {
                    if let Some(g) = game.as_mut() {
                        g.pin2 = Some(number(value)?);
                    }
                }
                "SCORE" => {
                    if let Some(g) = game.as_mut() {
                        g.score = Some(
                            score(value)
                                .ok_or_else(|| syntax(format!("{value:?} is not a score")))?,
                        );
                    }
                }
                "ROUND" => {
                    if let Some(g) = game.as_mut() {
                        let r = number(value)?;
                        g.round = Some(
                            u16::try_from(r)
                                .map_err(|_| syntax(format!("round {r} is out of range")))?,
                        );
                    }
                }
                "COLOUR" => {
                    if let Some(g) = game.as_mut() {
                        g.black =
                            value.eq_ignore_ascii_case("BLACK") || value.eq_ignore_ascii_case("B");
                    }
                }
                _ => {}
            }
        }
    }
    finish(game.take(), &mut back)?;
    Ok(back)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Format, fixture};

    fn fields() -> ReportFields {
        let mut f = ReportFields::new();
        f.set("event-code", "AB123CD");
        f.set("results-officer-address", "1 High Street, Anytown");
        f.set("treasurer", "Lie, Bo");
        f.set("treasurer-address", "2 High Street, Anytown");
        f
    }

    fn text() -> String {
        let report = crate::export(&fixture::event(), Format::Ecf, &fields(), false).unwrap();
        String::from_utf8(report.files[0].bytes.clone()).unwrap()
    }

    // The expectations below follow the ECF's field definitions (15 April 2022) as the
    // open-source submission editor transcribes them: see the module documentation.

    #[test]
    fn event_details_come_first_with_every_mandatory_field() {
        let text = text();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            &lines[..12],
            [
                "#EVENT DETAILS",
                "#EVENT CODE=AB123CD",
                "#SUBMISSION INDEX=1",
                "#EVENT NAME=Autumn Open",
                "#EVENT DATE=27/11/2026",
                "#FINAL RESULT DATE=29/11/2026",
                "#RESULTS OFFICER=IA Berg, Ada",
                "#RESULTS OFFICER ADDRESS=1 High Street, Anytown",
                "#TREASURER=Lie, Bo",
                "#TREASURER ADDRESS=2 High Street, Anytown",
                "#MINUTES FOR GAME=90",
                "#SECONDS PER MOVE=30",
            ]
        );
        assert_eq!(lines[12], "#PLAYER LIST");
        // PIN opens a player's set; CLUB NAME would need a CLUB CODE, which arbiter lacks.
        assert_eq!(
            lines[13],
            "#PIN=1#ECF CODE=12345A#NAME=Carlsen, Magnus#FIDE NO=1503014"
        );
        assert_eq!(lines[19], "#SECTION RESULTS=Autumn Open");
        assert_eq!(*lines.last().unwrap(), "#FINISH#");
    }

    #[test]
    fn a_time_limit_of_sessions_uses_the_session_fields() {
        let session_lines = |encoded: &str| {
            let mut t = fixture::event();
            t.info.encoded_time_control = Some(encoded.into());
            let text = write(&t, &fields());
            text.lines()
                .filter(|l| l.starts_with("#MOVES") || l.starts_with("#MINUTES"))
                .map(str::to_string)
                .collect::<Vec<_>>()
        };
        assert_eq!(
            session_lines("40/5400+30:1800+30"),
            [
                "#MOVES FIRST SESSION=40",
                "#MINUTES FIRST SESSION=90",
                "#MINUTES REST OF GAME=30"
            ]
        );
        assert_eq!(
            session_lines("40/7200:20/3600:1800"),
            [
                "#MOVES FIRST SESSION=40",
                "#MINUTES FIRST SESSION=120",
                "#MOVES SECOND SESSION=20",
                "#MINUTES SECOND SESSION=60",
                "#MINUTES REST OF GAME=30"
            ]
        );
        // No combination the format allows: no time limit, and the check refuses it.
        let mut t = fixture::event();
        t.info.encoded_time_control = Some("40/5400".into());
        assert_eq!(time_limit(&t, &fields()), None);
        assert!(matches!(
            crate::export(&t, Format::Ecf, &fields(), false),
            Err(crate::ReportError::Refused(_))
        ));
    }

    #[test]
    fn only_played_games_are_sent() {
        let text = text();
        let games: Vec<&str> = text.lines().filter(|l| l.starts_with("#PIN1=")).collect();
        assert_eq!(games.len(), 7, "the forfeit and the byes are not sent");
        assert_eq!(
            games[0],
            "#PIN1=1#SCORE=1-0#PIN2=4#ROUND=1#COLOUR=WHITE#GAME DATE=27/11/2026"
        );
        assert_eq!(
            games[1],
            "#PIN1=5#SCORE=55#PIN2=2#ROUND=1#COLOUR=WHITE#GAME DATE=27/11/2026"
        );
        assert_eq!(
            games[2],
            "#PIN1=2#SCORE=0-1#PIN2=1#ROUND=2#COLOUR=WHITE#GAME DATE=28/11/2026"
        );
    }

    #[test]
    fn a_real_shaped_event_sends_its_played_games_and_every_player() {
        let report = crate::export(&fixture::real_event(), Format::Ecf, &fields(), true).unwrap();
        let text = String::from_utf8(report.files[0].bytes.clone()).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        // A player without an ECF code or FIDE number: PIN and NAME only.
        assert!(lines.contains(&"#PIN=6#NAME=Novak, Jan"), "{text}");
        // The withdrawn player stays in the list.
        assert!(lines.contains(&"#PIN=7#ECF CODE=22345G#NAME=Weiss, Tom#FIDE NO=1500006"));
        // Nine games played: not the forfeit, nor the game of less than one move, nor
        // the byes; each opens with PIN1, SCORE, PIN2.
        let games: Vec<&str> = lines
            .iter()
            .copied()
            .filter(|l| l.starts_with("#PIN1="))
            .collect();
        assert_eq!(games.len(), 9);
        assert_eq!(
            games[2],
            "#PIN1=3#SCORE=0-1#PIN2=7#ROUND=1#COLOUR=WHITE#GAME DATE=04/12/2026"
        );
        assert_eq!(
            games[5],
            "#PIN1=1#SCORE=55#PIN2=2#ROUND=3#COLOUR=WHITE#GAME DATE=05/12/2026"
        );
    }

    #[test]
    fn round_trip_keeps_every_rated_game() {
        let t = fixture::event();
        let back = read(&text()).unwrap();
        let code = |p: arbiter_core::PlayerId| {
            national_id(t.player(p).unwrap(), "ENG")
                .unwrap()
                .to_string()
        };
        let mut expected: Vec<_> = crate::rated_games(&t)
            .into_iter()
            .map(|g| (g.round, code(g.white), code(g.black), g.white_halves))
            .collect();
        expected.sort();
        assert_eq!(back.games_by_id(), expected);
        assert_eq!(back.players[0].name, "Carlsen, Magnus");
    }

    #[test]
    fn reading_takes_a_surname_with_a_forename_or_initials() {
        let back = read(
            "#PLAYER LIST\n#PIN=1#FORENAME=Jo#SURNAME=Lee\n#PIN=2#SURNAME=Roe#INITIALS=A B\n#FINISH#",
        )
        .unwrap();
        let names: Vec<&str> = back.players.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["Lee, Jo", "Roe, A B"]);
    }

    #[test]
    fn reading_takes_black_pin1_and_spaced_names() {
        let back = read(
            "#PLAYER LIST\n#PIN=1#NAME=A\n#PIN=2#NAME=B\n#MATCH RESULTS=x\n#PIN1=2#SCORE=1-0#PIN2=1#COLOUR=BLACK#ROUND=4\n#FIN ISH",
        )
        .unwrap();
        assert_eq!(
            back.games,
            [ReadGame {
                round: 4,
                white: 1,
                black: 2,
                white_halves: 0
            }]
        );
        assert!(matches!(
            read("#PIN1=1#SCORE=2-0#PIN2=3"),
            Err(ReadError::Syntax { line: 1, .. })
        ));
        assert!(read("#PIN1=1#PIN2=3").is_err());
    }
}
