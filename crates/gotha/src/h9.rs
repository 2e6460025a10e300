//! The EGF results file (the "h9" OpenGotha exports, read by the European Go Database's
//! rating parser): a header of `; XX[value]` tags, then one line per player in the order
//! of the standings: place (blank when shared with the line above), name and given name
//! (spaces written `_`), rank, country, club, the placement criteria, then one entry per
//! round, `OPPONENT RESULT [/|!] COLOUR HANDICAP` (`12+/w0`: won with White against the
//! player of line 12, no handicap; `!` marks a game decided by default), or without an
//! opponent what the round is worth: `0+` a point, `0=` half a point, `0-` nothing (the
//! bye and rounds not taken part in count as the tournament says; a round taken part in
//! without a game counts nothing). Reading, `0+` becomes the bye, `0=` a round not taken
//! part in and `0-` a round without a game: the file does not say more.
//!
//! [`write_h9`] writes one as OpenGotha does (its column widths and tags; the text, which
//! [`crate::write_file_in`] encodes in ISO-8859-15 as OpenGotha does, or in UTF-8).
//! [`parse_h9`] reads one into an [`H9Document`], every line kept with its
//! position, and [`validate_h9`] turns that into a tournament: players, games (each
//! written twice, once per player, the two lines checked against each other) and byes.

use crate::error::{Diagnostic, ErrorKind, GothaError};
use arbiter_core::{GoGame, GoOutcome, GoPlayer, GoRank, GoResult, GoTimeSystem, GoTournament};
use std::fmt::Write as _;

/// One line of the standings, as the caller ranks and scores the players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct H9Row {
    /// The player (index into the tournament's players).
    pub player: usize,
    /// The place, `None` when shared with the row above.
    pub place: Option<u32>,
    /// The placement criteria's values as printed.
    pub scores: Vec<String>,
}

/// What [`write_h9`] prints besides the tournament: the criteria's short names and the
/// rows in standings order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct H9Standings {
    /// The criteria's names, as column headers.
    pub criteria: Vec<String>,
    /// The players, best first.
    pub rows: Vec<H9Row>,
}

/// OpenGotha's short name of a placement criterion (the h9 column header): the sums of
/// scores drop the score they sum (`SOSM` → `SOS`).
fn short_name(long: &str) -> &str {
    for (prefix, short) in [("SOSOS", "SOSOS"), ("SODOS", "SODOS"), ("CUSS", "CUSS")] {
        if long.starts_with(prefix) {
            return short;
        }
    }
    match long {
        "SOSW" | "SOSM" | "SOSB" => "SOS",
        "SOSW-1" | "SOSM-1" | "SOSB-1" => "SOS-1",
        "SOSW-2" | "SOSM-2" | "SOSB-2" => "SOS-2",
        _ => long,
    }
}

/// `text` right-aligned in `width` characters, cut to its last `width` when longer.
fn right(text: &str, width: usize) -> String {
    let n = text.chars().count();
    if n >= width {
        text.chars().skip(n - width).collect()
    } else {
        format!("{}{text}", " ".repeat(width - n))
    }
}

/// Each player's line number in a results file (from 1), by player index.
fn line_numbers(standings: &H9Standings) -> std::collections::HashMap<usize, usize> {
    standings
        .rows
        .iter()
        .enumerate()
        .map(|(i, r)| (r.player, i + 1))
        .collect()
}

/// The start of a player's line in the EGF and FFG files: the place (blank when shared)
/// in four characters, then name and given name (spaces written `_`) in `width`.
fn line_start(t: &GoTournament, row: &H9Row, width: usize) -> String {
    let p = &t.players[row.player];
    let name = format!(
        "{} {}",
        p.name.replace(' ', "_"),
        p.first_name.replace(' ', "_")
    );
    let padded: String = format!("{name:<width$}").chars().take(width).collect();
    format!(
        "{} {padded}",
        right(&row.place.map(|n| n.to_string()).unwrap_or_default(), 4)
    )
}

/// The EGF results file of `t` for the players and order of `standings`.
#[must_use]
pub fn write_h9(t: &GoTournament, standings: &H9Standings) -> String {
    let info = &t.info;
    let mut out = String::new();
    let _ = write!(out, "; CL[{}]", info.egf_class());
    let _ = write!(out, "\n; EV[{}]", info.name);
    // The place as the EGF's results format asks for it: the country's two letters, then
    // the city (OpenGotha, which knows no country, writes `PC[,city]`).
    let _ = write!(out, "\n; PC[{},{}]", info.country.trim(), info.location);
    let _ = write!(out, "\n; DT[{},{}]", info.begin_date, info.end_date);
    if t.handicap.correction > 0 {
        let _ = write!(out, "\n; HA[h{}]", t.handicap.correction);
    }
    let _ = write!(out, "\n; KM[{}]", info.komi);
    let _ = write!(out, "\n; TM[{}]", info.adjusted_seconds() / 60);
    let system = match info.time_system {
        GoTimeSystem::SuddenDeath => "Sudden death",
        GoTimeSystem::StandardByoYomi { .. } => "Standard byo-yomi",
        GoTimeSystem::CanadianByoYomi { .. } => "Canadian byo-yomi",
        GoTimeSystem::Fischer { .. } => "Fischer",
    };
    let _ = write!(out, "\n; CM[{system}]");
    out.push_str("\n; Generated by arbiter");
    out.push_str("\n;");
    out.push_str("\n; Pl Name                            Rk Co Club");
    for c in &standings.criteria {
        let short: String = short_name(c.trim()).chars().take(5).collect();
        out.push_str(&right(&short, 5));
    }
    let line_of = line_numbers(standings);
    let rounds = t.rounds;
    for row in &standings.rows {
        let p = &t.players[row.player];
        let mut line = line_start(t, row, 30);
        line.push(' ');
        line.push_str(&right(&crate::write::rank(p.rank), 3));
        let country = if p.country.trim().chars().count() < 2 {
            "XX".to_string()
        } else {
            p.country.trim().to_string()
        };
        let club = if p.club.trim().is_empty() {
            "xxxx".to_string()
        } else {
            p.club.trim().to_string()
        };
        let _ = write!(line, " {} {}", right(&country, 2), right(&club, 4));
        for s in &row.scores {
            // Four characters as OpenGotha prints them; a half point written `.5` (in
            // ISO-8859-15, which has no `½`) keeps its whole value.
            let s = s.trim();
            let short: String = if s.contains('.') {
                s.to_string()
            } else {
                s.chars().take(4).collect()
            };
            let _ = write!(line, " {}", right(&short, short.chars().count().max(4)));
        }
        for _ in row.scores.len()..4 {
            line.push_str(" 0");
        }
        for round in 1..=rounds {
            let _ = write!(
                line,
                " {}",
                right(&entry(t, row.player, round, &line_of), 8)
            );
        }
        // The player's EGF PIN closes the line after a bar, as the European Go Database
        // reads it to match the player (pairgoth writes it the same way).
        if let Ok(pin) = p.ids.egf_pin.parse::<arbiter_core::EgfPin>() {
            let _ = write!(line, " |{pin}");
        }
        out.push('\n');
        out.push_str(&line);
    }
    out.push('\n');
    out
}

/// The FFG results file (`.tou`) of `t` for the players and order of `standings` (whose
/// criteria it does not print), as OpenGotha writes it: `;name=`, `;date=` (the first
/// day, `DD/MM/YYYY`), `;vill=`, `;comm=`, `;prog=`, `;size=`, `;time=` (basic minutes,
/// `+b` with extra time), `;ta=` (the EGF adjusted time in minutes) and `;komi=` tags, then
/// one line per player: place (blank when shared), name and given name in 25 characters,
/// rank, FFG licence, club, and the round entries of the h9 file, nine characters each.
#[must_use]
pub fn write_tou(t: &GoTournament, standings: &H9Standings) -> String {
    let info = &t.info;
    let mut out = String::new();
    let date = {
        let parts: Vec<&str> = info.begin_date.split('-').collect();
        match parts.as_slice() {
            [y, m, d] => format!("{d}/{m}/{y}"),
            _ => info.begin_date.clone(),
        }
    };
    let extra = match info.time_system {
        GoTimeSystem::SuddenDeath => 0,
        GoTimeSystem::StandardByoYomi { seconds }
        | GoTimeSystem::CanadianByoYomi { seconds, .. }
        | GoTimeSystem::Fischer { seconds } => seconds,
    };
    let _ = write!(out, ";name={}", info.short_name);
    let _ = write!(out, "\n;date={date}");
    let _ = write!(out, "\n;vill={}", info.location);
    let _ = write!(out, "\n;comm={}", info.name);
    out.push_str("\n;prog=arbiter");
    let _ = write!(out, "\n;size={}", info.size);
    let _ = write!(
        out,
        "\n;time={}{}",
        info.basic_minutes,
        if extra > 0 { "+b" } else { "" }
    );
    let _ = write!(out, "\n;ta={}", info.adjusted_seconds() / 60);
    let _ = write!(out, "\n;komi={}", info.komi);
    out.push_str("\n; Generated by arbiter");
    out.push_str("\n;Num Nom Prenom               Niv Licence Club");
    let line_of = line_numbers(standings);
    for row in &standings.rows {
        let p = &t.players[row.player];
        let mut line = line_start(t, row, 25);
        let _ = write!(
            line,
            "{} {} {}",
            right(&crate::write::rank(p.rank), 3),
            right(&p.ids.ffg_licence, 7),
            right(&p.club, 4)
        );
        for round in 1..=t.rounds {
            line.push_str(&right(&entry(t, row.player, round, &line_of), 9));
        }
        out.push('\n');
        out.push_str(&line);
    }
    out.push('\n');
    out
}

/// A player's entry for one round (see the module documentation).
fn entry(
    t: &GoTournament,
    p: usize,
    round: u16,
    line_of: &std::collections::HashMap<usize, usize>,
) -> String {
    if let Some(g) = t
        .games
        .iter()
        .find(|g| g.round == round && (g.white == p || g.black == p))
    {
        let white = g.white == p;
        let opponent = if white { g.black } else { g.white };
        let result = match (g.result.outcome, white) {
            (GoOutcome::WhiteWins, true)
            | (GoOutcome::BlackWins, false)
            | (GoOutcome::BothWin, _) => '+',
            (GoOutcome::WhiteWins, false)
            | (GoOutcome::BlackWins, true)
            | (GoOutcome::BothLose, _) => '-',
            (GoOutcome::Jigo, _) => '=',
            (GoOutcome::Unknown, _) => '?',
        };
        let kind = if g.result.by_default { '!' } else { '/' };
        let colour = if !g.known_colour {
            '?'
        } else if white {
            'w'
        } else {
            'b'
        };
        let line = line_of.get(&opponent).copied().unwrap_or(0);
        return format!("{line}{result}{kind}{colour}{}", g.handicap);
    }
    // Without a game, the entry gives what the round is worth: 2 half points `+`, 1 `=`,
    // else `-` (by McMahon score in a McMahon tournament, else by wins), as OpenGotha and
    // the EGF read it. OpenGotha pads it on the right, where a game has its marks.
    let mcmahon = t
        .placement
        .first()
        .is_some_and(|c| c.eq_ignore_ascii_case("MMS") || c.eq_ignore_ascii_case("BZS"));
    let s = &t.scoring;
    let value = if t.byes.iter().any(|&(r, q)| r == round && q == p) {
        Some(if mcmahon { s.mms2_bye } else { s.nbw2_bye })
    } else if !t.players[p].plays(round) {
        Some(if mcmahon {
            s.mms2_absent
        } else {
            s.nbw2_absent
        })
    } else {
        None
    };
    let sign = match value {
        Some(2) => '+',
        Some(1) => '=',
        _ => '-',
    };
    format!("   0{sign}   ")
}

/// A header tag: `; XX[value]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct H9Tag {
    /// The two letters.
    pub name: String,
    /// The value between the brackets.
    pub value: String,
    /// Its line.
    pub line: usize,
}

/// A token of a player line with its column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct H9Token {
    /// The text.
    pub text: String,
    /// 1-based column (in characters).
    pub column: usize,
}

/// A player line, split into its fields, nothing interpreted but the layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct H9Line {
    /// 1-based line.
    pub line: usize,
    /// The place, when written.
    pub place: Option<H9Token>,
    /// Name, given name (each with `_` for spaces; the given name may be missing).
    pub names: Vec<H9Token>,
    /// Rank, country, club.
    pub rank: H9Token,
    /// Country.
    pub country: Option<H9Token>,
    /// Club.
    pub club: Option<H9Token>,
    /// The criteria's values.
    pub scores: Vec<H9Token>,
    /// One entry per round.
    pub results: Vec<H9Token>,
    /// The player's EGF PIN, written after a bar that closes the line (`|12345678`).
    pub pin: Option<H9Token>,
}

/// An EGF results file as read.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct H9Document {
    /// The header tags.
    pub tags: Vec<H9Tag>,
    /// The player lines.
    pub lines: Vec<H9Line>,
    /// The criteria's column headers (`MMS`, `SOS`, ...), from the `; Pl Name ...` line.
    pub criteria: Vec<String>,
}

impl H9Document {
    /// The standings the file prints: its criteria headers, and each player's place and
    /// criteria values as written, in the file's order (the players of
    /// [`validate_h9`]'s tournament). A file written from them with that tournament is
    /// the file read, criteria and all, though a results file does not hold what they
    /// are computed from (the McMahon bar, the handicap of each criterion).
    #[must_use]
    pub fn standings(&self) -> H9Standings {
        let n = self.criteria.len();
        H9Standings {
            criteria: self.criteria.clone(),
            rows: self
                .lines
                .iter()
                .enumerate()
                .map(|(player, l)| H9Row {
                    player,
                    place: l.place.as_ref().and_then(|p| p.text.parse().ok()),
                    scores: l.scores.iter().take(n).map(|t| t.text.clone()).collect(),
                })
                .collect(),
        }
    }
}

fn is_rank(s: &str) -> bool {
    s.parse::<GoRank>().is_ok()
}

/// Whether a token is a round entry: a number, a result sign, then optionally `/` or `!`,
/// a colour and a handicap.
fn is_result(s: &str) -> bool {
    let digits = s.chars().take_while(char::is_ascii_digit).count();
    if digits == 0 {
        return false;
    }
    let mut rest = s[digits..].chars();
    if !matches!(rest.next(), Some('+' | '-' | '=' | '?')) {
        return false;
    }
    let tail: String = rest.collect();
    let tail = tail
        .strip_prefix('/')
        .or_else(|| tail.strip_prefix('!'))
        .unwrap_or(&tail);
    let tail = tail.strip_prefix(['w', 'b', '?', 'W', 'B']).unwrap_or(tail);
    tail.chars().all(|c| c.is_ascii_digit())
}

fn error(line: usize, column: usize, kind: ErrorKind) -> Diagnostic {
    Diagnostic { line, column, kind }
}

/// The text of a plain results file: UTF-8, or ISO-8859-15 (what OpenGotha writes) when
/// not UTF-8.
pub(crate) fn text_of(bytes: &[u8]) -> std::borrow::Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(s) => std::borrow::Cow::Borrowed(s),
        Err(_) => {
            encoding_rs::ISO_8859_15
                .decode_without_bom_handling(bytes)
                .0
        }
    }
}

/// Reads an EGF results file (UTF-8, or ISO-8859-15 when not UTF-8).
///
/// # Errors
/// Every line that is not a player line nor a comment, with its position.
pub fn parse_h9(bytes: &[u8]) -> Result<H9Document, GothaError> {
    let text = crate::h9::text_of(bytes);
    let mut doc = H9Document::default();
    let mut errors = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let trimmed = raw.trim_start();
        if let Some(comment) = trimmed.strip_prefix(';') {
            // The column headers: the criteria follow `Club`, five characters each.
            if let Some(after) = comment
                .trim_start()
                .strip_prefix("Pl Name")
                .and_then(|rest| rest.split_once("Club").map(|(_, c)| c))
            {
                // OpenGotha and arbiter right-align each name in five characters, so
                // that a name of five follows the one before without a blank
                // (`  SOSSOSOS`); pairgoth pads them wider, a blank between each. Names
                // separated by blanks, none longer than five, are those names.
                let words: Vec<&str> = after.split_whitespace().collect();
                doc.criteria = if words.iter().all(|w| w.chars().count() <= 5) {
                    words.iter().map(ToString::to_string).collect()
                } else {
                    let chars: Vec<char> = after.trim_end().chars().collect();
                    chars
                        .chunks(5)
                        .map(|c| c.iter().collect::<String>().trim().to_string())
                        .filter(|c| !c.is_empty())
                        .collect()
                };
                continue;
            }
            let c = comment.trim();
            if let (Some(open), true) = (c.find('['), c.ends_with(']')) {
                let name = c[..open].trim();
                if name.len() == 2 && name.chars().all(|ch| ch.is_ascii_uppercase()) {
                    doc.tags.push(H9Tag {
                        name: name.to_string(),
                        value: c[open + 1..c.len() - 1].to_string(),
                        line,
                    });
                }
            }
            continue;
        }
        // A bar starts the player's EGF PIN, after the round entries.
        let content = raw.split([';', '|']).next().unwrap_or_default();
        let pin = raw.find('|').and_then(|at| {
            let after = &raw[at + 1..];
            let text = after.split(';').next().unwrap_or_default();
            let lead = text.chars().take_while(|c| c.is_whitespace()).count();
            let text = text.trim();
            (!text.is_empty()).then(|| H9Token {
                text: text.to_string(),
                column: raw[..at].chars().count() + 2 + lead,
            })
        });
        let mut tokens: Vec<H9Token> = Vec::new();
        let mut current: Option<H9Token> = None;
        for (i, ch) in content.chars().enumerate() {
            let column = i + 1;
            if ch.is_whitespace() {
                tokens.extend(current.take());
            } else {
                current
                    .get_or_insert_with(|| H9Token {
                        text: String::new(),
                        column,
                    })
                    .text
                    .push(ch);
            }
        }
        tokens.extend(current.take());
        if tokens.is_empty() {
            continue;
        }
        let mut k = 0;
        let place = if tokens[0].text.chars().all(|c| c.is_ascii_digit()) {
            k = 1;
            Some(tokens[0].clone())
        } else {
            None
        };
        let Some(r) = (k..tokens.len()).find(|&j| j > k && is_rank(&tokens[j].text)) else {
            let at = tokens.get(k).unwrap_or(&tokens[0]);
            errors.push(error(
                line,
                at.column,
                ErrorKind::Expected {
                    expected: "a player line: place, name, given name, rank (30k to 9d), country, club, results",
                    found: content.trim().to_string(),
                },
            ));
            continue;
        };
        let names = tokens[k..r].to_vec();
        let rank = tokens[r].clone();
        let country = tokens.get(r + 1).cloned();
        let club = tokens.get(r + 2).cloned();
        let mut scores = Vec::new();
        let mut results = Vec::new();
        // With the header's criteria known, that many columns are scores whatever they
        // hold (OpenGotha marks a value it is not sure of `3?`, which looks like an
        // entry), then up to four columns in all the `0` OpenGotha fills them with.
        let mut rest = tokens.iter().skip(r + 3).peekable();
        for _ in 0..doc.criteria.len() {
            if let Some(t) = rest.next_if(|t| !t.text.contains('/') && !t.text.contains('!')) {
                scores.push(t.clone());
            }
        }
        if !doc.criteria.is_empty() {
            while scores.len() < 4 {
                match rest.next_if(|t| t.text == "0") {
                    Some(t) => scores.push(t.clone()),
                    None => break,
                }
            }
        }
        for t in rest {
            if is_result(&t.text) {
                results.push(t.clone());
            } else if results.is_empty() {
                scores.push(t.clone());
            } else {
                errors.push(error(
                    line,
                    t.column,
                    ErrorKind::Expected {
                        expected: "a round entry such as 12+/w0, 7-/b2, 0+ or 0=",
                        found: t.text.clone(),
                    },
                ));
            }
        }
        doc.lines.push(H9Line {
            line,
            place,
            names,
            rank,
            country,
            club,
            scores,
            results,
            pin,
        });
    }
    GothaError::or(doc, errors)
}

/// The placement criteria a results file's column headers name (see [`short_name`]): a
/// sum of scores sums the first criterion's score (`SOS` after `NBW` is `SOSW`, else
/// `SOSM`); names that are no criterion are passed over. Without headers, the McMahon
/// criteria of a new OpenGotha tournament.
fn placement_of(headers: &[String]) -> Vec<String> {
    let by_wins = headers.first().is_some_and(|h| h == "NBW");
    let suffix = if by_wins { "W" } else { "M" };
    let placement: Vec<String> = headers
        .iter()
        .map(|h| match h.as_str() {
            "SOS" | "SOSOS" | "SODOS" | "CUSS" => format!("{h}{suffix}"),
            "SOS-1" | "SOS-2" => format!("SOS{suffix}{}", &h[3..]),
            _ => h.clone(),
        })
        .filter(|h| arbiter_standings::GO_CRITERION_NAMES.contains(&h.as_str()))
        .collect();
    if placement.is_empty() {
        vec!["MMS".into(), "SOSM".into(), "SOSOSM".into()]
    } else {
        placement
    }
}

/// One round entry, read.
struct Entry {
    opponent: usize,
    sign: char,
    by_default: bool,
    colour: Option<char>,
    handicap: u8,
}

fn read_entry(text: &str) -> Option<Entry> {
    let digits = text.chars().take_while(char::is_ascii_digit).count();
    let opponent = text[..digits].parse().ok()?;
    let mut rest = text[digits..].chars().peekable();
    let sign = rest.next()?;
    let mut by_default = false;
    if let Some(&c) = rest.peek()
        && (c == '!' || c == '/')
    {
        by_default = c == '!';
        rest.next();
    }
    let colour = match rest.peek() {
        Some(&c) if matches!(c, 'w' | 'b' | '?' | 'W' | 'B') => {
            rest.next();
            Some(c.to_ascii_lowercase())
        }
        _ => None,
    };
    let hd: String = rest.collect();
    let handicap = if hd.is_empty() { 0 } else { hd.parse().ok()? };
    Some(Entry {
        opponent,
        sign,
        by_default,
        colour,
        handicap,
    })
}

/// Turns a read results file into a tournament: players in line order, games from the
/// entries (each checked against the opponent's), `0+` as the bye, `0=` as a round not
/// taken part in; the EGF PIN after a line's bar is the player's. Tags give the name
/// (`EV`), country and place (`PC`, the country before the comma), dates (`DT`), komi
/// (`KM`), the adjusted time (`TM`, as basic time, so that the file gives the same `TM`
/// again) and the time system (`CM`; its extra time is in `TM` already).
///
/// # Errors
/// Every inconsistency, with its position.
#[allow(clippy::too_many_lines)]
pub fn validate_h9(doc: &H9Document) -> Result<GoTournament, GothaError> {
    let mut errors = Vec::new();
    let rounds = doc.lines.first().map_or(0, |l| l.results.len());
    // Read as McMahon results: the bye worth a point, a round not taken part in half a
    // point (what `0+` and `0=` say), so that the file writes back the same.
    let mut t = GoTournament {
        rounds: u16::try_from(rounds).unwrap_or(u16::MAX),
        placement: placement_of(&doc.criteria),
        ..GoTournament::default()
    };
    for tag in &doc.tags {
        match tag.name.as_str() {
            "EV" => t.info.name.clone_from(&tag.value),
            "PC" => {
                let (country, city) = tag.value.split_once(',').unwrap_or(("", &tag.value));
                t.info.country = country.trim().to_string();
                t.info.location = city.to_string();
            }
            "CM" => {
                // The system only: its extra time is in `TM`, read as basic time. A
                // comment that names none (pairgoth writes `CM[Generated by …]` before
                // `CM[Japanese 60 minutes, 5 periods of 30 seconds]`) changes nothing.
                let system = tag.value.trim().to_ascii_lowercase();
                let named = |w: &str| system.contains(w);
                if named("standard") || named("japanese") {
                    t.info.time_system = GoTimeSystem::StandardByoYomi { seconds: 0 };
                } else if named("canadian") {
                    t.info.time_system = GoTimeSystem::CanadianByoYomi {
                        seconds: 0,
                        moves: 1,
                    };
                } else if named("fischer") {
                    t.info.time_system = GoTimeSystem::Fischer { seconds: 0 };
                } else if named("sudden") {
                    t.info.time_system = GoTimeSystem::SuddenDeath;
                }
            }
            "DT" => {
                let (b, e) = tag
                    .value
                    .split_once(',')
                    .unwrap_or((&tag.value, &tag.value));
                t.info.begin_date = b.trim().to_string();
                t.info.end_date = e.trim().to_string();
            }
            "KM" => t.info.komi.clone_from(&tag.value),
            "TM" => t.info.basic_minutes = tag.value.trim().parse().unwrap_or(0),
            _ => {}
        }
    }
    for l in &doc.lines {
        if l.results.len() != rounds {
            errors.push(error(
                l.line,
                l.rank.column,
                ErrorKind::Disagree(format!(
                    "{} round entries where the first player has {rounds}",
                    l.results.len()
                )),
            ));
        }
        let name = l
            .names
            .first()
            .map(|t| t.text.replace('_', " "))
            .unwrap_or_default();
        let first_name = l
            .names
            .iter()
            .skip(1)
            .map(|t| t.text.replace('_', " "))
            .collect::<Vec<_>>()
            .join(" ");
        let rank = l.rank.text.parse::<GoRank>().unwrap_or(GoRank::Kyu(30));
        let country = l
            .country
            .as_ref()
            .map(|c| c.text.clone())
            .filter(|c| c != "XX")
            .unwrap_or_default();
        let club = l
            .club
            .as_ref()
            .map(|c| c.text.clone())
            .filter(|c| c != "xxxx")
            .unwrap_or_default();
        t.players.push(GoPlayer {
            key: crate::player_key(&name, &first_name),
            name,
            first_name,
            rank,
            rating: 0,
            country,
            club,
            smms_correction: 0,
            participating: vec![true; rounds.max(20)],
            registered: true,
            ids: arbiter_core::GoPlayerIds {
                egf_pin: l.pin.as_ref().map(|p| p.text.clone()).unwrap_or_default(),
                ..arbiter_core::GoPlayerIds::default()
            },
        });
    }
    let n = t.players.len();
    let entries: Vec<Vec<Option<Entry>>> = doc
        .lines
        .iter()
        .map(|l| l.results.iter().map(|r| read_entry(&r.text)).collect())
        .collect();
    for (i, l) in doc.lines.iter().enumerate() {
        for (r, tok) in l.results.iter().enumerate() {
            let round = u16::try_from(r + 1).unwrap_or(u16::MAX);
            let Some(e) = &entries[i][r] else {
                errors.push(error(
                    l.line,
                    tok.column,
                    ErrorKind::Expected {
                        expected: "a round entry such as 12+/w0",
                        found: tok.text.clone(),
                    },
                ));
                continue;
            };
            if e.opponent == 0 {
                match e.sign {
                    '+' => t.byes.push((round, i)),
                    // A line longer than the first is reported above; its extra rounds
                    // have no place to be marked.
                    '=' => {
                        if let Some(p) = t.players[i].participating.get_mut(r) {
                            *p = false;
                        }
                    }
                    _ => {}
                }
                continue;
            }
            let j = e.opponent - 1;
            let back = entries
                .get(j)
                .and_then(|row| row.get(r))
                .and_then(Option::as_ref);
            let Some(o) = back.filter(|o| o.opponent == i + 1) else {
                errors.push(error(
                    l.line,
                    tok.column,
                    ErrorKind::Disagree(format!(
                        "round {round}: line {} does not name this player back",
                        if j < n { doc.lines[j].line } else { 0 }
                    )),
                ));
                continue;
            };
            if j < i {
                continue; // Read from the opponent's line already.
            }
            let colours_agree = matches!(
                (e.colour, o.colour),
                (Some('w'), Some('b'))
                    | (Some('b'), Some('w'))
                    | (Some('?') | None, Some('?') | None)
            );
            let disagree = |what: &str| {
                error(
                    l.line,
                    tok.column,
                    ErrorKind::Disagree(format!(
                        "round {round}: {what} differ from line {}",
                        doc.lines[j].line
                    )),
                )
            };
            if !colours_agree || e.handicap != o.handicap || e.by_default != o.by_default {
                errors.push(disagree("colours, handicap or the default mark"));
                continue;
            }
            let (white, black, w, b) = if o.colour == Some('w') {
                (j, i, o, e)
            } else {
                (i, j, e, o)
            };
            let outcome = match (w.sign, b.sign) {
                ('+', '-') => GoOutcome::WhiteWins,
                ('-', '+') => GoOutcome::BlackWins,
                ('=', '=') => GoOutcome::Jigo,
                ('+', '+') => GoOutcome::BothWin,
                ('-', '-') => GoOutcome::BothLose,
                ('?', '?') => GoOutcome::Unknown,
                _ => {
                    errors.push(disagree("the results"));
                    continue;
                }
            };
            t.games.push(GoGame {
                round,
                table: 0,
                white,
                black,
                handicap: e.handicap,
                known_colour: e.colour.is_some_and(|c| c != '?'),
                result: GoResult {
                    outcome,
                    by_default: e.by_default && outcome != GoOutcome::Unknown,
                },
            });
        }
    }
    GothaError::or(t, errors)
}
