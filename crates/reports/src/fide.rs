//! The FIDE rating report: a TRF26 file (FIDE Handbook, "TRF-2026", the Tournament Report
//! File a federation's rating officer uploads), written by `arbiter-trf`.
//!
//! The report carries every record the rating officer reads: the tournament section
//! 012–122 from the event (062 and 072, the numbers of players and of rated players, are
//! counted), 132 with the round dates, 142 (the rounds, the rounds played when the event
//! did not say), 152 when the initial colour is known, 162 with the points of a win and a
//! draw (stated even for 1 / ½ / 0, so that the officer need not assume the default),
//! 192, 202/212 and 222 when the event has them, and one 001 line per player with the
//! FIDE id (columns 58–68) and every round: the rated games are those whose result code is
//! `1`, `=` or `0` (TRF26 player section, round result column).

use crate::ReadError;
use crate::rated::{ReadBack, ReadGame, ReadPlayer, rated_games};
use arbiter_core::{Points, Tournament};
use arbiter_trf::{Dialect, Record, WriteError};

/// The TRF26 rating report of `t`.
///
/// # Errors
/// When a value does not fit its TRF column (a name longer than 33 characters…).
pub fn write(t: &Tournament) -> Result<String, WriteError> {
    let mut t = t.clone();
    if t.info.reported_players.is_none() {
        t.info.reported_players = Some(t.player_count().to_string());
    }
    if t.info.reported_rated_players.is_none() {
        let rated = t
            .players()
            .filter(|(_, p)| p.rating.is_some_and(|r| r.0 > 0))
            .count();
        t.info.reported_rated_players = Some(rated.to_string());
    }
    if t.planned_rounds.is_none() {
        t.planned_rounds = Some(u16::try_from(t.rounds_paired()).unwrap_or(u16::MAX));
    }
    let mut doc = arbiter_trf::to_document(&t, Dialect::Trf26)?;
    let has_scoring = doc
        .lines
        .iter()
        .any(|l| matches!(l.record, Record::Scoring(_)));
    if !has_scoring
        && t.scoring.fits_record_162()
        && let Some((w, d, l)) = t.scoring.win_draw_loss()
    {
        // 162 goes with the other numbered tournament records, after 152 (or 142, 132).
        let at = doc
            .lines
            .iter()
            .rposition(|line| match &line.record {
                Record::Header { tag, .. } => tag.as_str() <= "122",
                Record::RoundDates(_) | Record::Rounds { .. } | Record::InitialColour(_) => true,
                _ => false,
            })
            .map_or(0, |k| k + 1);
        let mut pairs: Vec<(char, Points)> = vec![('W', w), ('D', d)];
        if l != Points::ZERO {
            pairs.push(('L', l));
        }
        doc.lines.insert(
            at,
            arbiter_trf::raw::Line {
                number: 0,
                record: Record::Scoring(pairs),
            },
        );
    }
    Ok(arbiter_trf::raw::write(&doc))
}

/// Reads a TRF26 report back with the repository's TRF reader: players by start rank with
/// their FIDE ids, and the rated games.
///
/// # Errors
/// When the TRF does not read or validate.
pub fn read(bytes: &[u8]) -> Result<ReadBack, ReadError> {
    let t = arbiter_trf::read(bytes).map_err(|e| ReadError::Trf(e.to_string()))?;
    Ok(ReadBack {
        players: t
            .players()
            .map(|(id, p)| ReadPlayer {
                number: id.get(),
                id: p.fide_id.map(|x| x.to_string()).unwrap_or_default(),
                name: p.name.clone(),
            })
            .collect(),
        games: rated_games(&t)
            .into_iter()
            .map(|g| ReadGame {
                round: g.round,
                white: g.white.get(),
                black: g.black.get(),
                white_halves: g.white_halves,
            })
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixture;

    /// Columns `from..=to` (1-based, as the TRF26 tables number them) of a line.
    fn cols(line: &str, from: usize, to: usize) -> String {
        line.chars().skip(from - 1).take(to + 1 - from).collect()
    }

    fn record<'a>(text: &'a str, tag: &str) -> Vec<&'a str> {
        text.lines().filter(|l| l.starts_with(tag)).collect()
    }

    #[test]
    fn header_records_carry_the_event() {
        let text = write(&fixture::event()).unwrap();
        // Tournament section: the tag in columns 1-3, the value from column 5.
        let value = |tag: &str| {
            let lines = record(&text, tag);
            assert_eq!(lines.len(), 1, "one {tag} record in\n{text}");
            cols(lines[0], 5, 200)
        };
        assert_eq!(value("012"), "Autumn Open");
        assert_eq!(value("022"), "Oslo");
        assert_eq!(value("032"), "NOR");
        assert_eq!(value("042"), "2026/11/27");
        assert_eq!(value("052"), "2026/11/29");
        assert_eq!(value("062"), "6");
        assert_eq!(value("072"), "5", "Dahl is unrated");
        assert_eq!(value("092"), "Individual: Swiss-System");
        assert_eq!(value("102"), "IA Berg, Ada");
        assert_eq!(value("112"), "FA Lie, Bo");
        assert_eq!(value("122"), "90'+30\"");
        assert_eq!(value("142").trim(), "3");
        assert_eq!(value("192"), "FIDE_DUTCH_2025");
        assert_eq!(value("202"), "BH-C1,BH,SB");
        assert_eq!(value("212"), "PTS,BH-C1,BH,SB");
        assert_eq!(value("222"), "5400+30");
        // 132: the round dates from column 92, ten columns each (YY/MM/DD).
        let dates = record(&text, "132")[0];
        assert_eq!(cols(dates, 92, 99), "26/11/27");
        assert_eq!(cols(dates, 102, 109), "26/11/28");
        assert_eq!(cols(dates, 112, 119), "26/11/29");
        // 162: the points of a win and a draw are stated.
        let scoring = record(&text, "162");
        assert_eq!(scoring.len(), 1, "{text}");
        assert!(scoring[0].contains('W') && scoring[0].contains("1.0"));
        assert!(scoring[0].contains('D') && scoring[0].contains("0.5"));
        // The header comes before the players.
        let first_player = text.find("\n001").unwrap();
        assert!(text.find("\n162").unwrap() < first_player);
    }

    #[test]
    fn player_lines_follow_the_columns() {
        let text = write(&fixture::event()).unwrap();
        let players = record(&text, "001");
        assert_eq!(players.len(), 6);
        let carlsen = players[0];
        assert_eq!(cols(carlsen, 5, 8), "   1");
        assert_eq!(cols(carlsen, 10, 10), "m");
        assert_eq!(cols(carlsen, 11, 13), " GM");
        assert_eq!(cols(carlsen, 15, 47).trim_end(), "Carlsen, Magnus");
        assert_eq!(cols(carlsen, 49, 52), "2830");
        assert_eq!(cols(carlsen, 54, 56), "NOR");
        assert_eq!(cols(carlsen, 58, 68).trim(), "1503014");
        assert_eq!(cols(carlsen, 70, 79), "1980/01/10");
        assert_eq!(cols(carlsen, 81, 84), " 2.5");
        // Round 1: opponent 4 (columns 92-95), colour (97), result (99).
        assert_eq!(cols(carlsen, 92, 95), "   4");
        assert_eq!(cols(carlsen, 97, 97), "w");
        assert_eq!(cols(carlsen, 99, 99), "1");
        // Round 2 from column 102: won with Black against 2.
        assert_eq!(cols(carlsen, 102, 105), "   2");
        assert_eq!(cols(carlsen, 107, 107), "b");
        assert_eq!(cols(carlsen, 109, 109), "1");
        // The forfeit of round 1 keeps its code, which FIDE does not rate.
        let lie = players[2];
        assert_eq!(cols(lie, 92, 95), "   6");
        assert_eq!(cols(lie, 99, 99), "+");
        // The unrated player's rating columns are blank.
        let dahl = players[4];
        assert_eq!(cols(dahl, 49, 52).trim(), "");
        // The half-point bye and the pairing-allocated bye of round 3 (from column 112).
        assert_eq!(cols(players[1], 112, 115), "0000");
        assert_eq!(cols(players[1], 119, 119), "H");
        assert_eq!(cols(players[5], 119, 119), "U");
    }

    #[test]
    fn round_trip_keeps_every_rated_game() {
        let t = fixture::event();
        let text = write(&t).unwrap();
        let back = read(text.as_bytes()).unwrap();
        let expected: Vec<(u16, String, String, u8)> = {
            let fid = |p: arbiter_core::PlayerId| {
                t.player(p).and_then(|x| x.fide_id).unwrap().to_string()
            };
            let mut v: Vec<_> = rated_games(&t)
                .into_iter()
                .map(|g| (g.round, fid(g.white), fid(g.black), g.white_halves))
                .collect();
            v.sort();
            v
        };
        // Seven games were played over the board; the forfeit is not among them.
        assert_eq!(expected.len(), 7);
        assert_eq!(back.games_by_id(), expected);
        assert_eq!(back.players.len(), 6);
    }
}
