//! Reading the FFG results file (`.tou`), the file the French Go federation rates from
//! and OpenGotha exports (see [`crate::write_tou`] for the writer).
//!
//! The file, as OpenGotha writes it: header lines `;key=value` (`name` the short name,
//! `date` the first day as `DD/MM/YYYY`, `vill` the place, `comm` the full name, `prog`,
//! `size`, `time` the basic minutes with `+b` when there is extra time, `ta` the EGF's
//! adjusted time, `komi`), other `;` lines as comments, then one line per player in
//! fixed columns: the place right-aligned in columns 1–4 (blank when shared with the line
//! above), name and given name (spaces written `_`, one blank between them) in columns
//! 6–30, the rank right-aligned in 31–33, the FFG licence in 35–41, the club in 43–46,
//! then one round entry per nine columns (pairgoth: eight), right-aligned, in the h9's
//! notation (`12+/w0`: won with White against the player of line 12, no handicap; `!` for
//! a game decided by default; `0+`, `0=`, `0-` for a round without a game).
//!
//! [`parse_tou`] splits the lines into their fields; [`validate_tou`] turns them into a
//! tournament with the EGF file's rules ([`crate::validate_h9`]): each game is read from
//! both players' lines, which must agree.

use crate::error::{Diagnostic, ErrorKind, GothaError};
use crate::h9::{H9Document, H9Line, H9Tag, H9Token};
use arbiter_core::{GoRank, GoTimeSystem, GoTournament};

/// A `.tou` file as read: its header and its player lines, nothing interpreted but the
/// layout.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct TouDocument {
    /// The `;key=value` header lines: key, value, line.
    pub header: Vec<(String, String, usize)>,
    /// The player lines, in the EGF file's terms (no country, no criteria).
    pub lines: Vec<H9Line>,
    /// Each player line's FFG licence, as written.
    pub licences: Vec<String>,
}

/// The first column of the round entries (0-based, in characters).
const ENTRIES_FROM: usize = 46;

fn error(line: usize, column: usize, kind: ErrorKind) -> Diagnostic {
    Diagnostic { line, column, kind }
}

/// The characters `from..to` of a line, trimmed, with their 1-based column.
fn field(chars: &[char], from: usize, to: usize) -> H9Token {
    let slice = chars.get(from..to.min(chars.len())).unwrap_or(&[]);
    let lead = slice.iter().take_while(|c| c.is_whitespace()).count();
    H9Token {
        text: slice.iter().collect::<String>().trim().to_string(),
        column: from + lead + 1,
    }
}

/// Reads a `.tou` file (UTF-8, or ISO-8859-15 when not UTF-8).
///
/// # Errors
/// Every player line too short to hold its fields or whose rank does not read.
pub fn parse_tou(bytes: &[u8]) -> Result<TouDocument, GothaError> {
    let text = crate::h9::text_of(bytes);
    let mut doc = TouDocument::default();
    let mut errors = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let raw = raw.trim_end_matches('\r');
        if raw.trim().is_empty() {
            continue;
        }
        if let Some(rest) = raw.strip_prefix(';') {
            if let Some((k, v)) = rest.split_once('=') {
                doc.header
                    .push((k.trim().to_string(), v.trim().to_string(), line));
            }
            continue;
        }
        let chars: Vec<char> = raw.chars().collect();
        if chars.len() < ENTRIES_FROM - 1 {
            errors.push(error(
                line,
                chars.len() + 1,
                ErrorKind::Expected {
                    expected: "a player line: place, name, rank, licence, club (46 columns)",
                    found: raw.to_string(),
                },
            ));
            continue;
        }
        let place = field(&chars, 0, 4);
        let name_field = field(&chars, 5, 30);
        let mut names = Vec::new();
        let mut column = name_field.column;
        for part in name_field.text.splitn(2, ' ') {
            names.push(H9Token {
                text: part.trim().to_string(),
                column,
            });
            column += part.chars().count() + 1;
        }
        let rank = field(&chars, 30, 33);
        if rank.text.parse::<GoRank>().is_err() {
            errors.push(error(
                line,
                rank.column,
                ErrorKind::Expected {
                    expected: "a rank such as 3d or 12k",
                    found: rank.text.clone(),
                },
            ));
            continue;
        }
        let licence = field(&chars, 34, 41);
        let club = field(&chars, 42, ENTRIES_FROM);
        // The round entries, one word each: OpenGotha and arbiter give each nine
        // columns, pairgoth eight, and none holds a blank.
        let mut results = Vec::new();
        let mut current: Option<H9Token> = None;
        for (i, &ch) in chars.iter().enumerate().skip(ENTRIES_FROM) {
            if ch.is_whitespace() {
                results.extend(current.take());
            } else {
                current
                    .get_or_insert_with(|| H9Token {
                        text: String::new(),
                        column: i + 1,
                    })
                    .text
                    .push(ch);
            }
        }
        results.extend(current.take());
        doc.licences.push(licence.text);
        doc.lines.push(H9Line {
            line,
            place: (!place.text.is_empty()).then_some(place),
            names,
            rank,
            country: None,
            club: (!club.text.is_empty()).then_some(club),
            scores: Vec::new(),
            results,
            pin: None,
        });
    }
    GothaError::or(doc, errors)
}

/// `DD/MM/YYYY` as `YYYY-MM-DD`; other text as written.
fn iso_date(d: &str) -> String {
    let parts: Vec<&str> = d.split('/').collect();
    match parts.as_slice() {
        [day, m, y] if y.len() == 4 => format!("{y}-{m}-{day}"),
        _ => d.to_string(),
    }
}

/// Turns a read `.tou` file into a tournament: players in line order with their FFG
/// licences, games from both players' entries (which must agree), byes; the header gives
/// the names, place, first day, board size, basic time (with byo-yomi, `+b`, that gives
/// the adjusted time `ta`) and komi.
///
/// # Errors
/// Every inconsistency between the lines, with its position.
pub fn validate_tou(doc: &TouDocument) -> Result<GoTournament, GothaError> {
    let get = |k: &str| {
        doc.header
            .iter()
            .find(|(key, _, _)| key.eq_ignore_ascii_case(k))
            .map(|(_, v, line)| (v.clone(), *line))
    };
    let mut tags = Vec::new();
    let mut tag = |name: &str, key: &str, value: fn(&str) -> String| {
        if let Some((v, line)) = get(key) {
            tags.push(H9Tag {
                name: name.into(),
                value: value(&v),
                line,
            });
        }
    };
    tag("EV", "comm", str::to_string);
    tag("PC", "vill", |v| format!(",{v}"));
    tag("DT", "date", iso_date);
    tag("KM", "komi", str::to_string);
    let h9 = H9Document {
        tags,
        lines: doc.lines.clone(),
        criteria: Vec::new(),
    };
    let mut t = crate::validate_h9(&h9)?;
    if let Some((v, _)) = get("name") {
        t.info.short_name = v;
    }
    if let Some((v, _)) = get("size") {
        t.info.size = v;
    }
    if let Some((v, _)) = get("time") {
        let minutes = v.split_once('+').map_or(v.as_str(), |(m, _)| m);
        t.info.basic_minutes = minutes.trim().parse().unwrap_or(0);
        let adjusted: Option<u32> = get("ta").and_then(|(ta, _)| ta.trim().parse().ok());
        t.info.time_system = match adjusted {
            // Extra time (`+b` as OpenGotha marks it; pairgoth gives only `ta`), whose
            // kind the file does not say: read as standard byo-yomi whose periods give
            // the adjusted time `ta` (45 periods, EGF), so that the file gives the same
            // `time`, `ta` and EGF class again.
            Some(ta) if ta > t.info.basic_minutes => GoTimeSystem::StandardByoYomi {
                seconds: ((ta - t.info.basic_minutes) * 60).div_ceil(45),
            },
            _ => GoTimeSystem::SuddenDeath,
        };
    }
    for (p, licence) in t.players.iter_mut().zip(&doc.licences) {
        p.ids.ffg_licence.clone_from(licence);
    }
    Ok(t)
}

/// Parses and validates a `.tou` file.
///
/// # Errors
/// As [`parse_tou`] and [`validate_tou`].
pub fn read_tou(bytes: &[u8]) -> Result<GoTournament, GothaError> {
    validate_tou(&parse_tou(bytes)?)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::{GoFile, write_file};
    use arbiter_core::{GoGame, GoOutcome, GoPlayer, GoResult};

    fn player(name: &str, first: &str, rank: &str, licence: &str) -> GoPlayer {
        GoPlayer {
            key: crate::player_key(name, first),
            name: name.into(),
            first_name: first.into(),
            rank: rank.parse().unwrap(),
            rating: 0,
            country: "FR".into(),
            club: "Par".into(),
            smms_correction: 0,
            participating: vec![true; 3],
            registered: true,
            ids: arbiter_core::GoPlayerIds {
                ffg_licence: licence.into(),
                ..Default::default()
            },
        }
    }

    fn game(round: u16, white: usize, black: usize, outcome: GoOutcome, hd: u8) -> GoGame {
        GoGame {
            round,
            table: 1,
            white,
            black,
            handicap: hd,
            known_colour: true,
            result: GoResult {
                outcome,
                by_default: false,
            },
        }
    }

    fn tournament() -> GoTournament {
        let mut t = GoTournament {
            rounds: 2,
            placement: vec!["MMS".into(), "SOSM".into()],
            ..GoTournament::default()
        };
        t.info.name = "Tournoi de Paris".into();
        t.info.short_name = "paris".into();
        t.info.location = "Paris".into();
        t.info.begin_date = "2026-11-28".into();
        t.info.end_date = "2026-11-29".into();
        t.info.komi = "7.5".into();
        t.info.size = "19".into();
        t.info.basic_minutes = 60;
        t.players = vec![
            player("Petit", "Lou", "2d", "1234567"),
            player("Martin", "Jean Paul", "1k", "2345678"),
            player("Durand", "Ana", "5k", "3456789"),
            player("Blanc", "Eve", "10k", "4567890"),
        ];
        t.games = vec![
            game(1, 0, 1, GoOutcome::WhiteWins, 0),
            game(2, 2, 1, GoOutcome::BlackWins, 3),
        ];
        let mut forfeit = game(1, 2, 3, GoOutcome::BlackWins, 0);
        forfeit.result.by_default = true;
        t.games.push(forfeit);
        t.byes = vec![(2, 0)];
        t
    }

    #[test]
    fn columns_are_those_written() {
        let text = write_file(&tournament(), GoFile::Tou);
        let doc = parse_tou(text.as_bytes()).unwrap();
        assert_eq!(doc.lines.len(), 4);
        let petit = doc
            .lines
            .iter()
            .position(|l| l.names[0].text == "Petit")
            .unwrap();
        let l = &doc.lines[petit];
        assert_eq!(l.names[0].column, 6);
        assert_eq!(l.rank.text, "2D");
        assert_eq!(doc.licences[petit], "1234567");
        assert_eq!(l.club.as_ref().unwrap().text, "Par");
        assert_eq!(l.results.len(), 2);
        let martin = doc
            .lines
            .iter()
            .find(|l| l.names[0].text == "Martin")
            .unwrap();
        assert_eq!(martin.names[1].text, "Jean_Paul");
        let header: Vec<&str> = doc.header.iter().map(|(k, _, _)| k.as_str()).collect();
        assert_eq!(
            header,
            [
                "name", "date", "vill", "comm", "prog", "size", "time", "ta", "komi"
            ]
        );
    }

    #[test]
    fn round_trip_keeps_players_games_and_results() {
        let t = tournament();
        let text = write_file(&t, GoFile::Tou);
        let back = read_tou(text.as_bytes()).unwrap();
        assert_eq!(back.info.name, "Tournoi de Paris");
        assert_eq!(back.info.short_name, "paris");
        assert_eq!(back.info.location, "Paris");
        assert_eq!(back.info.begin_date, "2026-11-28");
        assert_eq!(back.info.komi, "7.5");
        assert_eq!(back.info.basic_minutes, 60);
        let by_name = |g: &GoTournament, i: usize| {
            let p = &g.players[i];
            (
                p.name.clone(),
                p.first_name.clone(),
                p.ids.ffg_licence.clone(),
            )
        };
        let games = |g: &GoTournament| {
            let mut v: Vec<_> = g
                .games
                .iter()
                .map(|x| {
                    (
                        x.round,
                        by_name(g, x.white),
                        by_name(g, x.black),
                        x.handicap,
                        x.result.outcome,
                        x.result.by_default,
                    )
                })
                .collect();
            v.sort_by(|a, b| format!("{a:?}").cmp(&format!("{b:?}")));
            v
        };
        assert_eq!(games(&back), games(&t));
        assert_eq!(back.byes.len(), 1);
        assert_eq!(by_name(&back, back.byes[0].1), by_name(&t, 0));
        // Written again, the same file.
        assert_eq!(write_file(&back, GoFile::Tou), text);
    }

    /// pairgoth writes its entries eight columns wide, and the adjusted time without
    /// OpenGotha's `+b`: the file reads with its games, and its byo-yomi's class.
    #[test]
    fn a_tou_as_pairgoth_writes_it_is_read() {
        let text = "\
;name=260314-orleans
;date=14/03/2026
;vill=Orléans
;comm=Coupe d'Orléans
;prog=Pairgoth 0.20
;time=60
;ta=82
;size=19
;komi=6.5
; Generated by Pairgoth 0.20
; Japanese 60 minutes, 5 periods of 30 seconds
;
;Num Nom Prenom               Niv Licence Club
   1 KATO Yuki                 7D         JP     2+/w0   3+/b0   0+   
   2 MOREAU Elise              3D 1234567 45Or   1-/b0   4+/w0   3=/w0
   3 BERG Ola                  1K         NO     4+/w2   1-/w0   2=/b0
   4 NOWAK Ewa                 5K         PL     3-/b2   2-/b0   0=   
";
        let t = read_tou(text.as_bytes()).unwrap();
        assert_eq!(t.players.len(), 4);
        assert_eq!(t.rounds, 3);
        assert_eq!(t.games.len(), 5);
        assert_eq!(t.players[1].ids.ffg_licence, "1234567");
        assert_eq!(t.players[0].name, "KATO");
        assert_eq!(t.byes, [(3, 0)]);
        assert!(!t.players[3].plays(3));
        assert_eq!(t.info.basic_minutes, 60);
        assert_eq!(t.info.adjusted_seconds() / 60, 82);
        assert_eq!(t.info.egf_class(), 'A');
    }

    #[test]
    fn disagreeing_lines_and_short_lines_are_errors() {
        let text = write_file(&tournament(), GoFile::Tou);
        let broken = text.replacen("+/w0", "+/b0", 1);
        assert_ne!(broken, text);
        assert!(read_tou(broken.as_bytes()).is_err());
        assert!(parse_tou(b"   1 Petit Lou   2d").is_err());
        assert!(parse_tou("   1 Petit Lou                 zz 1234567  Par".as_bytes()).is_err());
    }
}
