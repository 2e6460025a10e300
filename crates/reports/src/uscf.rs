//! The US Chess rating report: three dBASE III tables, `THEXPORT.DBF` (the event),
//! `TSEXPORT.DBF` (its sections; arbiter writes one) and `TDEXPORT.DBF` (one record per
//! player with a field per round).
//!
//! What each part is checked against (the tests cite each):
//!
//! - US Chess, "Appendix E1: TA and Edit File Structure" (its description of the dBASE
//!   III files for the writers of pairing programs): the three files and their rating
//!   system counterparts (`Tnmtevnt`, `Tnmtsect`, `Tnmtdetl`). Only the opening of that
//!   document could be read; its field tables could not. A later draft of the report
//!   format that US Chess announced on its forums ("Revised Draft Format for USCF Rating
//!   Reports", on the TD/Affiliate support area) could not be found at all.
//! - US Chess forums, "Reporting Tournaments Online", the ratings programmer's answer:
//!   a game is its result letter (`W`, `L`, `D`) and the opponent's pairing number; `H`
//!   is a half-point bye, `B` a full-point bye, `X` a forfeit win, `F` a forfeit loss and
//!   `U` a round unpaired (or a zero-point bye), and for these "the opponent's pairing
//!   number should be blank or zero" (the rating program stops at a game not played).
//! - US Chess forums, "File Formats" (the same author): the section number is two
//!   characters, right-aligned and blank-filled, not a number.
//! - US Chess forums, "File formats for sending in reports to USCF": the dBASE III
//!   layout of these files (see [`crate::dbf`]).
//!
//! No published table of the field names and widths could be found. Those below are the
//! names and widths the pairing programs write, as most public implementations of the
//! report write them (they differ only in optional fields: `H_`, `S_`, `D_` prefixes, names of at most 10 characters, `D_RNDnn`
//! seven characters: the letter, the opponent right-aligned in four, the colour `W` or
//! `B`); they are not checked against an official specification.
//!
//! Fields the event model lacks ([`crate::ReportFields`]): `affiliate-id`, `chief-td-id`,
//! `state` and `zip-code` (required), `assistant-td-id`, `event-id`, `country` (default
//! `USA`), `section-name` (default the event's name), `rating-system` (`R` regular, `Q`
//! quick, `D` dual; default `R`).

use crate::check::{national_id, report_rating};
use crate::dbf::{self, Field, FieldType, Table};
use crate::rated::{ReadBack, ReadGame, ReadPlayer};
use crate::{Format, ReadError, ReportFields, ReportFile};
use arbiter_core::{ByeKind, Colour, Decision, Entry, Outcome, RoundNo, Tournament};

/// The fields a US Chess report needs beyond the event model, with what they are.
pub(crate) const REQUIRED_FIELDS: [(&str, &str); 4] = [
    ("affiliate-id", "US Chess affiliate id (field affiliate-id)"),
    (
        "chief-td-id",
        "US Chess id of the chief TD (field chief-td-id)",
    ),
    ("state", "state (field state)"),
    ("zip-code", "zip code (field zip-code)"),
];

/// The width of `D_NAME`.
pub(crate) const NAME_WIDTH: usize = 30;

/// The width of a round field `D_RNDnn`.
const ROUND_WIDTH: u8 = 7;

/// `YYYY/MM/DD` (or `YYYY-MM-DD`) as a dBASE date, `YYYYMMDD`.
fn dbf_date(date: Option<&String>) -> String {
    date.map(|d| d.chars().filter(char::is_ascii_digit).collect::<String>())
        .filter(|d| d.len() == 8)
        .unwrap_or_default()
}

fn file_date(t: &Tournament) -> (u16, u8, u8) {
    let d = dbf_date(t.info.end_date.as_ref());
    let num = |r: std::ops::Range<usize>| d.get(r).and_then(|s| s.parse::<u16>().ok());
    match (num(0..4), num(4..6), num(6..8)) {
        (Some(y), Some(m), Some(day)) => (
            y,
            u8::try_from(m).unwrap_or(1),
            u8::try_from(day).unwrap_or(1),
        ),
        _ => (1900, 1, 1),
    }
}

/// One round's field of a player's detail record.
fn round_field(t: &Tournament, player: arbiter_core::PlayerId, round: RoundNo) -> String {
    match t.entry(player, round) {
        Entry::Game {
            opponent,
            colour,
            result,
            ..
        } => {
            let letter = match result {
                None => 'U',
                Some(r) => match (r.decision, r.outcome) {
                    (Decision::Played, Outcome::Win) => 'W',
                    (Decision::Played, Outcome::Draw) => 'D',
                    (Decision::Played, Outcome::Loss) => 'L',
                    // Forfeits, and games of less than one move, are not rated: they are
                    // reported as forfeits so that they count in the score only.
                    (_, Outcome::Win) => 'X',
                    (_, Outcome::Loss) => 'F',
                    (_, Outcome::Draw) => 'U',
                },
            };
            // A 0-0 or ½-0 is not a result US Chess rates: both sides as forfeits.
            let game_regular = t
                .round(round)
                .and_then(|r| r.games().iter().find(|g| g.colour_of(player).is_some()))
                .is_none_or(|g| g.result.is_regular());
            let letter = if game_regular {
                letter
            } else {
                match letter {
                    'W' => 'X',
                    'L' => 'F',
                    _ => 'U',
                }
            };
            // US Chess takes no opponent for a result not played (X, F, U, like the
            // byes): "the opponent's pairing number should be blank or zero".
            if !matches!(letter, 'W' | 'L' | 'D') {
                return format!("{letter}{:>4}", 0);
            }
            let colour = match colour {
                Some(Colour::White) => 'W',
                Some(Colour::Black) => 'B',
                None => ' ',
            };
            format!("{letter}{:>4}{colour}", opponent.get())
        }
        Entry::Bye(kind) => {
            let letter = match kind {
                ByeKind::PairingAllocated | ByeKind::Full => 'B',
                ByeKind::Half => 'H',
                ByeKind::Zero => 'U',
            };
            format!("{letter}{:>4}", 0)
        }
        Entry::Absent => format!("U{:>4}", 0),
    }
}

/// The three tables of `t`'s report.
pub(crate) fn write(t: &Tournament, fields: &ReportFields) -> Vec<ReportFile> {
    let i = &t.info;
    let get = |k: &str| fields.get(k).unwrap_or("").to_string();
    let event_id = get("event-id");
    let begin = dbf_date(i.start_date.as_ref());
    let end = dbf_date(i.end_date.as_ref());
    let date = file_date(t);
    let c = |name: &str, w: u8| Field::new(name, FieldType::Character, w);
    let d = |name: &str| Field::new(name, FieldType::Date, 8);
    let header = Table {
        fields: vec![
            c("H_EVENT_ID", 12),
            c("H_NAME", 35),
            c("H_TOT_SECT", 2),
            d("H_BEG_DATE"),
            d("H_END_DATE"),
            c("H_AFF_ID", 8),
            c("H_CITY", 21),
            c("H_STATE", 2),
            c("H_ZIPCODE", 10),
            c("H_COUNTRY", 21),
            c("H_SENDCROS", 1),
            c("H_CTD_ID", 8),
            c("H_ATD_ID", 8),
        ],
        records: vec![vec![
            event_id.clone(),
            i.name.clone(),
            format!("{:>2}", 1),
            begin.clone(),
            end.clone(),
            get("affiliate-id"),
            i.city.clone().unwrap_or_default(),
            get("state"),
            get("zip-code"),
            fields.get("country").unwrap_or("USA").to_string(),
            "N".into(),
            get("chief-td-id"),
            get("assistant-td-id"),
        ]],
    };
    let rounds = t.rounds_paired();
    let round_robin = i
        .system_code
        .as_deref()
        .is_some_and(|s| s.to_ascii_uppercase().contains("ROBIN"));
    let section = Table {
        fields: vec![
            c("S_EVENT_ID", 12),
            c("S_SEC_NUM", 2),
            c("S_SEC_NAME", 30),
            c("S_R_SYSTEM", 1),
            c("S_TIMECTL", 40),
            c("S_CTD_ID", 8),
            c("S_ATD_ID", 8),
            c("S_TRN_TYPE", 1),
            c("S_TOT_RNDS", 2),
            c("S_LST_PAIR", 4),
            d("S_BEG_DATE"),
            d("S_END_DATE"),
        ],
        records: vec![vec![
            event_id.clone(),
            format!("{:>2}", 1),
            fields
                .get("section-name")
                .unwrap_or(i.name.as_str())
                .to_string(),
            fields.get("rating-system").unwrap_or("R").to_string(),
            i.time_control.clone().unwrap_or_default(),
            get("chief-td-id"),
            get("assistant-td-id"),
            if round_robin { "R" } else { "S" }.into(),
            format!("{rounds:>2}"),
            format!("{:>4}", t.player_count()),
            begin,
            end,
        ]],
    };
    let mut detail_fields = vec![
        c("D_EVENT_ID", 12),
        c("D_SEC_NUM", 2),
        c("D_PAIR_NUM", 4),
        c("D_MEM_ID", 8),
        c("D_NAME", 30),
        c("D_STATE", 2),
        c("D_RATING", 4),
    ];
    for r in 1..=rounds {
        detail_fields.push(c(&format!("D_RND{r:02}"), ROUND_WIDTH));
    }
    let mut records = Vec::with_capacity(t.player_count());
    for (id, p) in t.players() {
        let mut rec = vec![
            event_id.clone(),
            format!("{:>2}", 1),
            format!("{:>4}", id.get()),
            national_id(p, "USA").unwrap_or("").to_string(),
            p.name.to_uppercase(),
            get("state"),
            report_rating(p, Format::Uscf)
                .map(|r| r.to_string())
                .unwrap_or_default(),
        ];
        for r in 0..rounds {
            rec.push(round_field(t, id, RoundNo::from_index(r)));
        }
        records.push(rec);
    }
    let detail = Table {
        fields: detail_fields,
        records,
    };
    vec![
        ReportFile {
            name: "THEXPORT.DBF".into(),
            bytes: dbf::write(&header, date),
        },
        ReportFile {
            name: "TSEXPORT.DBF".into(),
            bytes: dbf::write(&section, date),
        },
        ReportFile {
            name: "TDEXPORT.DBF".into(),
            bytes: dbf::write(&detail, date),
        },
    ]
}

/// Reads a report back from its detail table: players by pairing number with their US
/// Chess ids, and the games rated (`W`, `L`, `D`), each taken from White's record (from
/// the lower pairing number's when the report gives no colours).
///
/// # Errors
/// When `TDEXPORT.DBF` is missing or not a dBASE table, or a round field is malformed.
pub fn read(files: &[ReportFile]) -> Result<ReadBack, ReadError> {
    let detail = files
        .iter()
        .find(|f| f.name.eq_ignore_ascii_case("TDEXPORT.DBF"))
        .ok_or_else(|| ReadError::MissingFile("TDEXPORT.DBF".into()))?;
    let table = dbf::read(&detail.bytes)?;
    let mut back = ReadBack::default();
    for k in 0..table.records.len() {
        let syntax = |message: String| ReadError::Syntax {
            line: k + 1,
            message,
        };
        let number: u32 = table
            .value(k, "D_PAIR_NUM")
            .and_then(|v| v.parse().ok())
            .ok_or_else(|| syntax("D_PAIR_NUM is not a number".into()))?;
        back.players.push(ReadPlayer {
            number,
            id: table.value(k, "D_MEM_ID").unwrap_or("").to_string(),
            name: table.value(k, "D_NAME").unwrap_or("").to_string(),
        });
        for (r, field) in table.fields.iter().enumerate() {
            let Some(round) = field
                .name
                .strip_prefix("D_RND")
                .and_then(|n| n.parse::<u16>().ok())
            else {
                continue;
            };
            let value = table.records[k].get(r).map_or("", String::as_str);
            let mut chars = value.chars();
            let letter = chars.next().unwrap_or('U');
            let rest: String = chars.collect();
            let colour = rest.chars().last().filter(char::is_ascii_alphabetic);
            let opponent: u32 = rest
                .trim_end_matches(|c: char| c.is_ascii_alphabetic())
                .trim()
                .parse()
                .unwrap_or(0);
            let halves = match letter {
                'W' => 2,
                'D' => 1,
                'L' => 0,
                'X' | 'F' | 'B' | 'H' | 'U' => continue,
                other => {
                    return Err(syntax(format!(
                        "round {round}: {other:?} is not a result letter"
                    )));
                }
            };
            // The colour is not required (the forums give a game as its letter and the
            // opponent): a game without one is taken from the lower pairing number's
            // record, that player standing as White.
            let take = match colour {
                Some(c) => c == 'W',
                None => number < opponent,
            };
            if take {
                back.games.push(ReadGame {
                    round,
                    white: number,
                    black: opponent,
                    white_halves: halves,
                });
            }
        }
    }
    Ok(back)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixture;

    fn fields() -> ReportFields {
        let mut f = ReportFields::new();
        f.set("affiliate-id", "A1234567");
        f.set("chief-td-id", "12345678");
        f.set("state", "NY");
        f.set("zip-code", "10001");
        f
    }

    fn tables() -> Vec<Table> {
        let files = crate::export(&fixture::event(), Format::Uscf, &fields(), false)
            .unwrap()
            .files;
        let names: Vec<&str> = files.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(names, ["THEXPORT.DBF", "TSEXPORT.DBF", "TDEXPORT.DBF"]);
        files.iter().map(|f| dbf::read(&f.bytes).unwrap()).collect()
    }

    /// Each field's name, type letter and width.
    fn layout(t: &Table) -> Vec<(&str, char, u8)> {
        t.fields
            .iter()
            .map(|f| {
                let kind = match f.kind {
                    FieldType::Character => 'C',
                    FieldType::Date => 'D',
                    FieldType::Numeric => 'N',
                };
                (f.name.as_str(), kind, f.width)
            })
            .collect()
    }

    #[test]
    fn event_and_section_tables_have_the_pairing_programs_layout() {
        // No official table could be found (see the module documentation): this is the
        // layout the pairing programs write, in their order. Appendix E1 gives the
        // files; "File Formats" that S_SEC_NUM is two characters, not a number.
        let t = tables();
        assert_eq!(
            layout(&t[0]),
            [
                ("H_EVENT_ID", 'C', 12),
                ("H_NAME", 'C', 35),
                ("H_TOT_SECT", 'C', 2),
                ("H_BEG_DATE", 'D', 8),
                ("H_END_DATE", 'D', 8),
                ("H_AFF_ID", 'C', 8),
                ("H_CITY", 'C', 21),
                ("H_STATE", 'C', 2),
                ("H_ZIPCODE", 'C', 10),
                ("H_COUNTRY", 'C', 21),
                ("H_SENDCROS", 'C', 1),
                ("H_CTD_ID", 'C', 8),
                ("H_ATD_ID", 'C', 8),
            ]
        );
        assert_eq!(
            layout(&t[1]),
            [
                ("S_EVENT_ID", 'C', 12),
                ("S_SEC_NUM", 'C', 2),
                ("S_SEC_NAME", 'C', 30),
                ("S_R_SYSTEM", 'C', 1),
                ("S_TIMECTL", 'C', 40),
                ("S_CTD_ID", 'C', 8),
                ("S_ATD_ID", 'C', 8),
                ("S_TRN_TYPE", 'C', 1),
                ("S_TOT_RNDS", 'C', 2),
                ("S_LST_PAIR", 'C', 4),
                ("S_BEG_DATE", 'D', 8),
                ("S_END_DATE", 'D', 8),
            ]
        );
        // Every name fits the 10 characters (and terminating zero) of a descriptor.
        assert!(t.iter().flat_map(|x| &x.fields).all(|f| f.name.len() <= 10));
    }

    #[test]
    fn event_and_section_fields() {
        let t = tables();
        let (h, s) = (&t[0], &t[1]);
        assert_eq!(h.value(0, "H_NAME"), Some("Autumn Open"));
        assert_eq!(h.value(0, "H_BEG_DATE"), Some("20261127"));
        assert_eq!(h.value(0, "H_END_DATE"), Some("20261129"));
        assert_eq!(h.value(0, "H_AFF_ID"), Some("A1234567"));
        assert_eq!(h.value(0, "H_CITY"), Some("Oslo"));
        assert_eq!(h.value(0, "H_CTD_ID"), Some("12345678"));
        assert_eq!(h.value(0, "H_COUNTRY"), Some("USA"));
        assert_eq!(s.value(0, "S_TOT_RNDS"), Some("3"));
        assert_eq!(s.value(0, "S_LST_PAIR"), Some("6"));
        assert_eq!(s.value(0, "S_TRN_TYPE"), Some("S"));
        assert_eq!(s.value(0, "S_R_SYSTEM"), Some("R"));
        // Section numbers are two characters, right-aligned.
        let files = crate::export(&fixture::event(), Format::Uscf, &fields(), false)
            .unwrap()
            .files;
        let raw = &files[1].bytes;
        let header = 32 + 32 * s.fields.len() + 1;
        // After the deletion flag and the 12 characters of S_EVENT_ID.
        assert_eq!(&raw[header + 13..header + 15], b" 1");
    }

    #[test]
    fn detail_records_carry_ids_ratings_and_rounds() {
        let t = tables();
        let d = &t[2];
        let widths: Vec<(&str, u8)> = d
            .fields
            .iter()
            .map(|f| (f.name.as_str(), f.width))
            .collect();
        assert_eq!(
            widths,
            [
                ("D_EVENT_ID", 12),
                ("D_SEC_NUM", 2),
                ("D_PAIR_NUM", 4),
                ("D_MEM_ID", 8),
                ("D_NAME", 30),
                ("D_STATE", 2),
                ("D_RATING", 4),
                ("D_RND01", 7),
                ("D_RND02", 7),
                ("D_RND03", 7),
            ]
        );
        assert_eq!(d.records.len(), 6);
        assert_eq!(d.value(0, "D_MEM_ID"), Some("12345670"));
        assert_eq!(d.value(0, "D_NAME"), Some("CARLSEN, MAGNUS"));
        assert_eq!(d.value(0, "D_RATING"), Some("2000"));
        // Carlsen: beat 4 with White, beat 2 with Black, drew 3 with White.
        assert_eq!(d.value(0, "D_RND01"), Some("W   4W"));
        assert_eq!(d.value(0, "D_RND02"), Some("W   2B"));
        assert_eq!(d.value(0, "D_RND03"), Some("D   3W"));
        // Lie won by forfeit in round 1; Moe lost it. "Reporting Tournaments Online":
        // for X and F "the opponent's pairing number should be blank or zero".
        assert_eq!(d.value(2, "D_RND01"), Some("X   0"));
        assert_eq!(d.value(5, "D_RND01"), Some("F   0"));
        // The byes of round 3.
        assert_eq!(d.value(1, "D_RND03"), Some("H   0"));
        assert_eq!(d.value(5, "D_RND03"), Some("B   0"));
    }

    #[test]
    fn round_fields_follow_the_forum_description() {
        // "Reporting Tournaments Online": a game is its letter and the opponent's pairing
        // number; H, B, X, F and U take no opponent ("blank or zero").
        let files = crate::export(&fixture::real_event(), Format::Uscf, &fields(), true)
            .unwrap()
            .files;
        let d = dbf::read(&files[2].bytes).unwrap();
        let round = |player: usize, r: u16| d.value(player - 1, &format!("D_RND{r:02}"));
        assert_eq!(round(1, 1), Some("W   5W"));
        assert_eq!(round(5, 1), Some("L   1B"));
        assert_eq!(round(2, 1), Some("D   6W"));
        // The pairing-allocated bye and the full-point bye are B, the half-point bye H.
        assert_eq!(round(4, 1), Some("B   0"));
        assert_eq!(round(4, 2), Some("H   0"));
        assert_eq!(round(5, 4), Some("B   0"));
        // A forfeit is X for the winner and F for the loser, as is a game of less than
        // one move, which US Chess does not rate either.
        assert_eq!(round(2, 2), Some("X   0"));
        assert_eq!(round(5, 2), Some("F   0"));
        assert_eq!(round(5, 3), Some("X   0"));
        assert_eq!(round(6, 3), Some("F   0"));
        // A zero-point bye and the rounds after a withdrawal are U.
        assert_eq!(round(6, 4), Some("U   0"));
        assert_eq!(round(7, 3), Some("U   0"));
        assert_eq!(round(7, 4), Some("U   0"));
        // The new player has no id: D_MEM_ID is blank, not zero.
        assert_eq!(d.value(5, "D_MEM_ID"), Some(""));
        // In the record's bytes: after the deletion flag and D_EVENT_ID (12), D_SEC_NUM
        // (2), D_PAIR_NUM (4), D_MEM_ID (8), D_NAME (30), D_STATE (2) and D_RATING (4),
        // D_RND01 is the letter, the opponent right-aligned in four, the colour.
        let raw = &files[2].bytes;
        let first = 32 + 32 * d.fields.len() + 1;
        assert_eq!(
            &raw[first + 15..first + 19],
            b"   1",
            "D_PAIR_NUM right-aligned"
        );
        assert_eq!(&raw[first + 63..first + 70], b"W   5W ");
    }

    #[test]
    fn a_report_without_colours_reads_each_game_once() {
        // Two players, one round, as "Reporting Tournaments Online" writes it: W4 on
        // player 2's row, L2 on player 4's; and a forfeit with no opponent.
        let c = |name: &str, w: u8| Field::new(name, FieldType::Character, w);
        let table = Table {
            fields: vec![
                c("D_PAIR_NUM", 4),
                c("D_MEM_ID", 8),
                c("D_RND01", 7),
                c("D_RND02", 7),
            ],
            records: vec![
                vec!["2".into(), "11111111".into(), "W   4".into(), "X".into()],
                vec!["4".into(), "22222222".into(), "L   2".into(), "F".into()],
            ],
        };
        let files = [ReportFile {
            name: "TDEXPORT.DBF".into(),
            bytes: dbf::write(&table, (2026, 1, 1)),
        }];
        let back = read(&files).unwrap();
        assert_eq!(
            back.games_by_id(),
            [(1, "11111111".to_string(), "22222222".to_string(), 2)]
        );
    }

    #[test]
    fn round_trip_keeps_every_rated_game() {
        let t = fixture::event();
        let report = crate::export(&t, Format::Uscf, &fields(), false).unwrap();
        let back = read(&report.files).unwrap();
        let uscf = |p: arbiter_core::PlayerId| {
            national_id(t.player(p).unwrap(), "USA")
                .unwrap()
                .to_string()
        };
        let mut expected: Vec<_> = crate::rated_games(&t)
            .into_iter()
            .map(|g| (g.round, uscf(g.white), uscf(g.black), g.white_halves))
            .collect();
        expected.sort();
        assert_eq!(expected.len(), 7);
        assert_eq!(back.games_by_id(), expected);
    }
}
