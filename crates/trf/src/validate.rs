//! From a raw document to a validated tournament.
//!
//! Everything that involves more than one field is checked here, and every problem is
//! reported (not just the first), each with the line and column it comes from.

use crate::error::{Diagnostic, ErrorKind, TrfError};
use crate::raw::{Cell, Opponent, PlayerRecord, RawDocument, Record, StaticFields, format_record};
use arbiter_core::{
    BoardOrder, ByeKind, ByeRequest, Colour, Game, GameResult, NationalRating, Player, PlayerId,
    PointAdjustment, Points, Prohibition, Rating, ResultError, Round, RoundError, RoundNo,
    ScoringSystem, Sex, SideResult, Team, TeamAcceleration, TeamByeRecord, TeamByes, TeamForfeit,
    TeamLongReport, TeamOpponent, Title, Tournament, TournamentInfo,
};
use std::collections::BTreeMap;

/// The column where round `k`'s entry starts in a player line.
pub(crate) fn round_column(round: usize) -> usize {
    92 + 10 * (round - 1)
}

/// When no number of rounds is known, prohibitions "for every round" (XXP) run to here.
const ALL_ROUNDS: u16 = 999;

/// Validates a raw document into a tournament.
///
/// # Errors
/// Every inconsistency found, each with its line and column.
pub fn validate(doc: &RawDocument) -> Result<Tournament, TrfError> {
    let mut v = Validator::default();
    let t = v.run(doc);
    let first_unknown = doc
        .lines
        .iter()
        .find(|l| matches!(l.record, Record::Unknown(_)));
    let known = doc.lines.iter().any(|l| {
        !matches!(
            l.record,
            Record::Unknown(_) | Record::Blank | Record::Comment(_) | Record::Legend(_)
        )
    });
    if !known {
        let line = first_unknown.map_or(1, |l| l.number);
        v.error(line, 1, "", ErrorKind::NoRecord);
    }
    if v.errors.is_empty() {
        Ok(t)
    } else {
        // What the file lost where it ends short may be why other lines are wrong.
        v.errors
            .extend(doc.notes.iter().filter(|d| d.kind.is_warning()).cloned());
        ends_short(doc, &mut v.errors);
        v.errors.sort_by_key(|d| (d.line, d.column));
        Err(TrfError {
            diagnostics: v.errors,
        })
    }
}

/// When a file with errors ends without a line end in a player line shorter than the
/// others, the errors other lines show may come from what was cut: say where the file
/// ends (unless parsing said so already, for a line that stops inside a field).
pub(crate) fn ends_short(doc: &RawDocument, errors: &mut Vec<Diagnostic>) {
    if doc.final_newline
        || errors.is_empty()
        || errors.iter().any(|d| d.kind == ErrorKind::EndsShort)
    {
        return;
    }
    let length = |r: &Record| format_record(r).chars().count();
    let longest = doc
        .lines
        .iter()
        .filter(|l| matches!(l.record, Record::Player(_)))
        .map(|l| length(&l.record))
        .max()
        .unwrap_or(0);
    if let Some(last) = doc.lines.last()
        && matches!(last.record, Record::Player(_))
        && length(&last.record) < longest
    {
        errors.push(Diagnostic {
            line: last.number,
            column: length(&last.record) + 1,
            record: "001".into(),
            kind: ErrorKind::EndsShort,
        });
    }
}

/// Validates as [`validate`] does, and refuses the warnings too (player lines that end
/// short, a file cut in the middle of a line, a team event's points column that disagrees
/// with its results): `trf validate --strict`.
///
/// # Errors
/// Every error and every warning, each with its line and column.
pub fn validate_strict(doc: &RawDocument) -> Result<Tournament, TrfError> {
    let warnings: Vec<Diagnostic> = notes(doc)
        .into_iter()
        .filter(|d| d.kind.is_warning())
        .collect();
    match validate(doc) {
        Ok(t) if warnings.is_empty() => Ok(t),
        Ok(_) => Err(TrfError {
            diagnostics: warnings,
        }),
        Err(mut e) => {
            e.diagnostics.extend(warnings);
            e.diagnostics.sort_by_key(|d| (d.line, d.column));
            Err(e)
        }
    }
}

/// What a reader should know about a file: lines skipped (column legends and rulers),
/// fields read by their spacing rather than their columns, and the warnings
/// ([`ErrorKind::is_warning`]): player lines that end short, a file cut in the middle of a
/// line, a team event's points column that disagrees with its results. Each with its
/// position, as errors are; none stops a file from being read.
#[must_use]
pub fn notes(doc: &RawDocument) -> Vec<Diagnostic> {
    let mut v = Validator::default();
    let _ = v.run(doc);
    let mut out = v.warnings;
    for line in &doc.lines {
        if let Record::Legend(_) = &line.record {
            out.push(Diagnostic {
                line: line.number,
                column: 1,
                record: String::new(),
                kind: ErrorKind::Legend,
            });
        }
    }
    out.extend(doc.notes.iter().cloned());
    out.sort_by_key(|d| (d.line, d.column));
    out
}

#[derive(Default)]
struct Validator {
    errors: Vec<Diagnostic>,
    warnings: Vec<Diagnostic>,
    repairs: Vec<Repair>,
}

/// A result code a player line lacks, inferred from its points column (see [`repairs`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Repair {
    /// The player line.
    pub line: usize,
    /// The round, from 1.
    pub round: usize,
    /// The code the points column implies: `H` (half-point bye), `U` (pairing-allocated
    /// bye) or `F` (full-point bye).
    pub code: char,
}

/// The result codes a file lacks where some national exports write a bye as an entry with
/// no code (colour `-`, blank result, sometimes no opponent): when a player's points column
/// exceeds the results by half a point per such round, each is a half-point bye (`H`); by a
/// whole point per round, a pairing-allocated bye (`U`), or a full-point bye (`F`) where
/// the round already has its pairing-allocated bye. Validation reports them as errors
/// naming the round and the code; this lists them so that a copy can be repaired.
#[must_use]
pub fn repairs(doc: &RawDocument) -> Vec<Repair> {
    let mut v = Validator::default();
    let _ = v.run(doc);
    v.repairs
}

/// See [`repairs`]: the rounds of `p` without a result code, and the code each must have
/// for the points column to be right; empty when no such reading explains the difference.
fn infer_codes(
    t: &Tournament,
    id: PlayerId,
    p: &PlayerRecord,
    reported: Points,
) -> Vec<(usize, char)> {
    let adjust: Points = (0..t.rounds_paired())
        .map(|k| t.adjustment(id, RoundNo::from_index(k)))
        .sum();
    let missing = reported - t.score(id) - adjust;
    let rounds: Vec<usize> = (0..t.rounds_paired())
        .filter(|&k| {
            p.cells.get(k).is_none_or(|c| {
                c.result == ' ' && matches!(c.opponent, Opponent::None | Opponent::Blank)
            })
        })
        .collect();
    let n = i32::try_from(rounds.len()).unwrap_or(i32::MAX);
    if n == 0 {
        return Vec::new();
    }
    let half = t.scoring.bye_points(ByeKind::Half);
    let full = t.scoring.bye_points(ByeKind::PairingAllocated);
    if missing == half.times(n) && half > Points::ZERO {
        return rounds.into_iter().map(|k| (k, 'H')).collect();
    }
    if missing == full.times(n) && full > Points::ZERO {
        return rounds
            .into_iter()
            .map(|k| {
                let taken = t
                    .round(RoundNo::from_index(k))
                    .is_some_and(|r| r.pairing_bye().is_some());
                (k, if taken { 'F' } else { 'U' })
            })
            .collect();
    }
    Vec::new()
}

/// One round entry as the validator understands it.
#[derive(Copy, Clone, Debug, PartialEq)]
enum Kind {
    Blank,
    Absent,
    /// `0000 - +`: in a team event a board the opposing team left empty, else the older
    /// spelling of the pairing-allocated bye (see [`Validator::run`]).
    Plus,
    Bye(ByeKind),
    Game {
        opponent: u32,
        colour: Option<Colour>,
        result: Option<SideResult>,
    },
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Field {
    WinWhite,
    WinBlack,
    DrawWhite,
    DrawBlack,
    LossWhite,
    LossBlack,
    ForfeitWin,
    ForfeitLoss,
    FullBye,
    HalfBye,
    ZeroBye,
    PairingBye,
    Unknown,
}

const FIELDS: usize = 13;

/// Collects point values from 162, `BB?` and `XXS` records. A value named directly wins
/// over one implied (e.g. `W` also sets the pairing-allocated bye unless `P` is given);
/// two direct values that differ are an error.
#[derive(Default)]
struct ScoringBuilder {
    explicit: [Option<(Points, usize)>; FIELDS],
    implied: [Option<Points>; FIELDS],
}

impl ScoringBuilder {
    fn build(&self) -> ScoringSystem {
        let mut s = ScoringSystem::default();
        let get = |f: Field, default: Points| -> Points {
            self.explicit[f as usize]
                .map(|e| e.0)
                .or(self.implied[f as usize])
                .unwrap_or(default)
        };
        s.win_white = get(Field::WinWhite, s.win_white);
        s.win_black = get(Field::WinBlack, s.win_black);
        s.draw_white = get(Field::DrawWhite, s.draw_white);
        s.draw_black = get(Field::DrawBlack, s.draw_black);
        s.loss_white = get(Field::LossWhite, s.loss_white);
        s.loss_black = get(Field::LossBlack, s.loss_black);
        s.forfeit_win = get(Field::ForfeitWin, s.forfeit_win);
        s.forfeit_loss = get(Field::ForfeitLoss, s.forfeit_loss);
        s.full_bye = get(Field::FullBye, s.full_bye);
        s.half_bye = get(Field::HalfBye, s.half_bye);
        s.zero_bye = get(Field::ZeroBye, s.zero_bye);
        s.pairing_bye = get(Field::PairingBye, s.pairing_bye);
        s.unknown = self.explicit[Field::Unknown as usize].map(|e| e.0);
        s
    }
}

impl Validator {
    fn error(&mut self, line: usize, column: usize, record: &str, kind: ErrorKind) {
        self.errors.push(Diagnostic {
            line,
            column,
            record: record.to_string(),
            kind,
        });
    }

    fn set_score(
        &mut self,
        b: &mut ScoringBuilder,
        f: Field,
        p: Points,
        line: usize,
        tag: &str,
        col: usize,
    ) {
        if let Some((old, old_line)) = b.explicit[f as usize] {
            if old != p {
                self.error(
                    line,
                    col,
                    tag,
                    ErrorKind::Conflict {
                        what: format!("points {p} for {f:?}"),
                        other_line: old_line,
                    },
                );
            }
            return;
        }
        b.explicit[f as usize] = Some((p, line));
    }

    fn imply_score(b: &mut ScoringBuilder, f: Field, p: Points) {
        b.implied[f as usize] = Some(p);
    }

    fn apply_code(
        &mut self,
        b: &mut ScoringBuilder,
        code: &str,
        p: Points,
        line: usize,
        tag: &str,
        col: usize,
    ) -> bool {
        use Field::*;
        let direct: &[Field] = match code {
            "W" => &[WinWhite, WinBlack, ForfeitWin, FullBye],
            "D" => &[DrawWhite, DrawBlack, HalfBye],
            "L" => &[LossWhite, LossBlack],
            "A" => &[ZeroBye, ForfeitLoss],
            "P" | "PAB" | "U" => &[PairingBye],
            "X" => &[Unknown],
            "Z" | "ZPB" => &[ZeroBye],
            "F" | "FL" => &[ForfeitLoss],
            "WW" => &[WinWhite],
            "BW" => &[WinBlack],
            "WD" => &[DrawWhite],
            "BD" => &[DrawBlack],
            "WL" => &[LossWhite],
            "BL" => &[LossBlack],
            "HPB" => &[HalfBye],
            "FPB" => &[FullBye],
            "FW" => &[ForfeitWin],
            _ => return false,
        };
        for &f in direct {
            self.set_score(b, f, p, line, tag, col);
        }
        if code == "W" {
            Self::imply_score(b, PairingBye, p);
        }
        true
    }

    #[allow(clippy::too_many_lines)]
    fn run(&mut self, doc: &RawDocument) -> Tournament {
        // A team event (310 records, or 082 naming teams) gives its bye to a team: every
        // board of that team has the pairing-allocated bye (C.04.6).
        let team_members: Vec<Vec<u32>> = doc
            .lines
            .iter()
            .filter_map(|l| match &l.record {
                Record::Team310(t) => Some(t.players.clone()),
                _ => None,
            })
            .collect();
        let team_event = !team_members.is_empty()
            || doc.lines.iter().any(|l| {
                matches!(&l.record, Record::Header { tag, value }
                    if tag == "082" && value.trim().parse::<u32>().is_ok_and(|n| n > 0))
            });
        let mut info = TournamentInfo::default();
        let mut seen: BTreeMap<String, usize> = BTreeMap::new();
        let mut scoring = ScoringBuilder::default();
        let mut planned: Option<(u16, usize)> = None;
        let mut initial: Option<(Colour, usize)> = None;
        let mut players: Vec<(usize, &PlayerRecord)> = Vec::new();
        let mut nationals: Vec<(usize, &str, &StaticFields)> = Vec::new();
        let mut later: Vec<(usize, &Record)> = Vec::new();
        let mut board_orders: Vec<(usize, String)> = Vec::new();
        let mut extensions: Vec<(usize, String)> = Vec::new();

        for line in &doc.lines {
            let n = line.number;
            let rec = &line.record;
            let tag = rec.tag();
            match rec {
                Record::Blank | Record::Legend(_) => {}
                Record::Comment(text) if text.starts_with(crate::writer::BOARD_ORDER) => {
                    board_orders.push((n, text.clone()));
                }
                Record::Comment(text) if is_extension(text) => {
                    extensions.push((n, text.clone()));
                }
                Record::Comment(_) | Record::Unknown(_) => {
                    info.extra_records.push(format_record(rec));
                }
                Record::Header { tag, value } => {
                    if tag != "112" {
                        if let Some(&first) = seen.get(tag) {
                            self.error(
                                n,
                                1,
                                tag,
                                ErrorKind::DuplicateRecord {
                                    tag: tag.clone(),
                                    first_line: first,
                                },
                            );
                            continue;
                        }
                        seen.insert(tag.clone(), n);
                    }
                    let v = Some(value.clone());
                    match tag.as_str() {
                        "012" => info.name.clone_from(value),
                        "022" => info.city = v,
                        "032" => info.federation = v,
                        "042" => info.start_date = v,
                        "052" => info.end_date = v,
                        "062" => info.reported_players = v,
                        "072" => info.reported_rated_players = v,
                        "082" => info.reported_teams = v,
                        "092" => info.kind = v,
                        "102" => info.chief_arbiter = v,
                        "112" => info.deputy_arbiters.push(value.clone()),
                        "122" => info.time_control = v,
                        "172" => info.start_rank_method = v,
                        "182" => info.pairing_controller = v,
                        "192" => info.system_code = v,
                        "202" => info.tiebreaks = v,
                        "212" => info.standings_tiebreaks = v,
                        "222" => info.encoded_time_control = v,
                        "352" => later.push((n, rec)),
                        "362" => later.push((n, rec)),
                        _ => info.extra_records.push(format_record(rec)),
                    }
                }
                Record::RoundDates(dates) => {
                    if let Some(&first) = seen.get("132") {
                        self.error(
                            n,
                            1,
                            "132",
                            ErrorKind::DuplicateRecord {
                                tag: "132".into(),
                                first_line: first,
                            },
                        );
                    } else {
                        seen.insert("132".into(), n);
                        info.round_dates.clone_from(dates);
                    }
                }
                Record::Rounds { rounds, .. } => match planned {
                    Some((p, l)) if p != *rounds => self.error(
                        n,
                        5,
                        &tag,
                        ErrorKind::Conflict {
                            what: format!("number of rounds {rounds}"),
                            other_line: l,
                        },
                    ),
                    Some(_) => {}
                    None => planned = Some((*rounds, n)),
                },
                Record::InitialColour(c) => {
                    let colour = if c.eq_ignore_ascii_case(&'W') {
                        Colour::White
                    } else {
                        Colour::Black
                    };
                    self.set_initial(&mut initial, colour, n, "152");
                }
                Record::Configuration(words) => {
                    for w in words {
                        match w.to_ascii_lowercase().as_str() {
                            "white1" => self.set_initial(&mut initial, Colour::White, n, "XXC"),
                            "black1" => self.set_initial(&mut initial, Colour::Black, n, "XXC"),
                            _ => info.engine_options.push(w.clone()),
                        }
                    }
                }
                Record::Scoring(pairs) => {
                    for (i, (code, p)) in pairs.iter().enumerate() {
                        self.apply_code(&mut scoring, &code.to_string(), *p, n, "162", 6 + 9 * i);
                    }
                }
                Record::PointCode { code, points } => {
                    let name = match code {
                        'W' => "W",
                        'D' => "D",
                        'L' => "L",
                        'Z' => "Z",
                        'F' => "F",
                        _ => "U",
                    };
                    self.apply_code(&mut scoring, name, *points, n, &tag, 5);
                }
                Record::JavafoScoring(pairs) => {
                    for (key, p) in pairs {
                        let known = matches!(
                            key.as_str(),
                            "W" | "D"
                                | "L"
                                | "WW"
                                | "BW"
                                | "WD"
                                | "BD"
                                | "WL"
                                | "BL"
                                | "ZPB"
                                | "HPB"
                                | "FPB"
                                | "PAB"
                                | "FW"
                                | "FL"
                        );
                        if !known || !self.apply_code(&mut scoring, key, *p, n, "XXS", 5) {
                            self.error(
                                n,
                                5,
                                "XXS",
                                ErrorKind::Field {
                                    field: "scoring",
                                    expected: "keys W D L WW BW WD BD WL BL ZPB HPB FPB PAB FW FL",
                                    found: key.clone(),
                                },
                            );
                        }
                    }
                }
                Record::Player(p) => players.push((n, p)),
                Record::National { federation, fields } => nationals.push((n, federation, fields)),
                _ => later.push((n, rec)),
            }
        }

        let scoring = scoring.build();
        let planned_rounds = planned.map(|p| p.0);

        // Players: start ranks 1..=N, each once.
        players.sort_by_key(|(n, p)| (p.fields.start_rank, *n));
        let mut by_rank: Vec<(usize, &PlayerRecord)> = Vec::with_capacity(players.len());
        for &(n, p) in &players {
            let rank = p.fields.start_rank;
            if let Some(&(first, prev)) = by_rank.last()
                && prev.fields.start_rank == rank
            {
                self.error(
                    n,
                    5,
                    "001",
                    ErrorKind::DuplicatePlayer {
                        rank,
                        first_line: first,
                    },
                );
                continue;
            }
            by_rank.push((n, p));
        }
        let count = by_rank.len();
        for (i, &(n, p)) in by_rank.iter().enumerate() {
            let expected = u32::try_from(i + 1).unwrap_or(u32::MAX);
            if p.fields.start_rank != expected {
                self.error(
                    n,
                    5,
                    "001",
                    ErrorKind::MissingPlayer {
                        rank: expected,
                        count,
                    },
                );
                break;
            }
        }
        if !self.errors.is_empty() {
            return Tournament::default();
        }
        let n_players = u32::try_from(count).unwrap_or(u32::MAX);

        let mut t = Tournament::new(info, scoring);
        t.planned_rounds = planned_rounds;
        t.initial_colour = initial.map(|i| i.0);
        for &(_, p) in &by_rank {
            let mut player = player_from(&p.fields);
            player.reported_score = p.points;
            player.reported_rank = p.rank;
            t.add_player(player);
        }
        for (n, fed, f) in nationals {
            if f.start_rank == 0 || f.start_rank > n_players {
                self.error(
                    n,
                    5,
                    fed,
                    ErrorKind::UnknownPlayer {
                        what: "national rating record",
                        rank: f.start_rank,
                    },
                );
                continue;
            }
            if let Some(pl) = PlayerId::new(f.start_rank).and_then(|id| t.player_mut(id)) {
                pl.national.push(NationalRating {
                    federation: fed.to_string(),
                    sex: Sex::from_letter(f.sex),
                    classification: f.title.clone(),
                    name: f.name.clone(),
                    rating: f.rating.filter(|&r| r > 0).map(Rating),
                    origin: f.federation.clone(),
                    number: f.id.clone(),
                    birth_date: f.birth_date.clone(),
                });
            }
        }

        // Round entries.
        let mut kinds: Vec<Vec<Kind>> = by_rank
            .iter()
            .map(|&(n, p)| {
                p.cells
                    .iter()
                    .enumerate()
                    .map(|(k, c)| self.cell_kind(n, p.fields.start_rank, k + 1, c, n_players))
                    .collect()
            })
            .collect();
        // A forfeit win without an opponent (`0000 - +`): in a team event whose player's
        // team plays a match that round, the opposing team left the board empty, and the
        // player wins it without play, a full-point bye as arbiter records it (as team-league
        // programs write such boards); otherwise the older spelling of the pairing-allocated
        // bye, as for a team whose every board has it.
        let team_of = |p: usize| {
            team_members
                .iter()
                .position(|m| m.contains(&(p as u32 + 1)))
        };
        let mut plus = Vec::new();
        for (pi, row) in kinds.iter().enumerate() {
            for (k, kind) in row.iter().enumerate() {
                if *kind != Kind::Plus {
                    continue;
                }
                let plays = team_of(pi).is_some_and(|team| {
                    team_members[team].iter().any(|&q| {
                        kinds
                            .get(q as usize - 1)
                            .and_then(|r| r.get(k))
                            .is_some_and(|x| matches!(x, Kind::Game { .. }))
                    })
                });
                plus.push((
                    pi,
                    k,
                    if plays {
                        ByeKind::Full
                    } else {
                        ByeKind::PairingAllocated
                    },
                ));
            }
        }
        for (pi, k, bye) in plus {
            kinds[pi][k] = Kind::Bye(bye);
        }
        let columns = kinds.iter().map(Vec::len).max().unwrap_or(0);
        let kind_at = |p: usize, k: usize| {
            kinds
                .get(p)
                .and_then(|v| v.get(k))
                .copied()
                .unwrap_or(Kind::Blank)
        };
        let paired = (0..columns)
            .rev()
            .find(|&k| {
                (0..count).any(|p| {
                    matches!(
                        kind_at(p, k),
                        Kind::Game { .. } | Kind::Bye(ByeKind::PairingAllocated)
                    )
                })
            })
            .map_or(0, |k| k + 1);
        if let Some((p, line)) = planned
            && paired > usize::from(p)
        {
            self.error(
                line,
                5,
                "142",
                ErrorKind::TooManyRounds {
                    played: paired,
                    planned: p,
                },
            );
        }

        for k in 0..paired {
            let round_no = u16::try_from(k + 1).unwrap_or(u16::MAX);
            let mut games = Vec::new();
            let mut byes = Vec::new();
            let mut bye_lines = Vec::new();
            for (pi, &(line, _)) in by_rank.iter().enumerate() {
                let me = u32::try_from(pi + 1).unwrap_or(u32::MAX);
                let col = round_column(k + 1);
                match kind_at(pi, k) {
                    Kind::Game {
                        opponent,
                        colour,
                        result,
                    } => {
                        let oi = (opponent - 1) as usize;
                        let theirs = kind_at(oi, k);
                        let Kind::Game {
                            opponent: back,
                            colour: their_colour,
                            result: their_result,
                        } = theirs
                        else {
                            let says = match theirs {
                                Kind::Bye(b) => {
                                    format!("has a bye ({}) in that round", b.trf_code())
                                }
                                _ => "has no game in that round".to_string(),
                            };
                            self.error(
                                line,
                                col,
                                "001",
                                ErrorKind::OpponentMismatch {
                                    player: me,
                                    round: round_no,
                                    opponent,
                                    says,
                                },
                            );
                            continue;
                        };
                        if back != me {
                            self.error(
                                line,
                                col,
                                "001",
                                ErrorKind::OpponentMismatch {
                                    player: me,
                                    round: round_no,
                                    opponent,
                                    says: format!("says {back}"),
                                },
                            );
                            continue;
                        }
                        if me > opponent {
                            continue; // the game was built from the other side
                        }
                        let letter = |c: Option<Colour>| c.map_or('-', Colour::letter);
                        let colours_ok = match (colour, their_colour) {
                            (Some(a), Some(b)) => a != b,
                            (None, None) => true,
                            _ => false,
                        };
                        if !colours_ok {
                            self.error(
                                line,
                                col + 5,
                                "001",
                                ErrorKind::ColourMismatch {
                                    player: me,
                                    opponent,
                                    round: round_no,
                                    mine: letter(colour),
                                    theirs: letter(their_colour),
                                },
                            );
                            continue;
                        }
                        let code = |r: Option<SideResult>| r.map_or(' ', SideResult::trf_code);
                        let mismatch = |why: String| ErrorKind::ResultMismatch {
                            player: me,
                            opponent,
                            round: round_no,
                            mine: code(result),
                            theirs: code(their_result),
                            why,
                        };
                        let (white, black, mine_white) = match colour {
                            Some(Colour::Black) => (opponent, me, false),
                            _ => (me, opponent, true),
                        };
                        let game_result = match (result, their_result) {
                            (None, None) => GameResult::PENDING,
                            (Some(a), Some(b)) => {
                                let (w, bl) = if mine_white { (a, b) } else { (b, a) };
                                match GameResult::new(w, bl) {
                                    Ok(r) => r,
                                    Err(e) => {
                                        let why = match e {
                                            ResultError::ForfeitDraw => {
                                                "a forfeit cannot be drawn".to_string()
                                            }
                                            _ => "one side forfeited and the other played"
                                                .to_string(),
                                        };
                                        self.error(line, col + 7, "001", mismatch(why));
                                        continue;
                                    }
                                }
                            }
                            _ => {
                                self.error(
                                    line,
                                    col + 7,
                                    "001",
                                    mismatch("only one side has a result".into()),
                                );
                                continue;
                            }
                        };
                        let (Some(w), Some(b)) = (PlayerId::new(white), PlayerId::new(black))
                        else {
                            continue;
                        };
                        let mut g = Game::new(w, b).with_result(game_result);
                        g.colours_assigned = colour.is_some();
                        games.push(g);
                    }
                    Kind::Bye(kind) => {
                        if let Some(id) = PlayerId::new(me) {
                            byes.push((id, kind));
                            bye_lines.push(line);
                        }
                    }
                    Kind::Blank | Kind::Absent | Kind::Plus => {}
                }
            }
            let pabs: Vec<u32> = byes
                .iter()
                .filter(|b| b.1 == ByeKind::PairingAllocated)
                .map(|b| b.0.get())
                .collect();
            if team_event && pabs.len() > 1 && !team_members.is_empty() {
                let team_of = |p: u32| team_members.iter().position(|m| m.contains(&p));
                let first = team_of(pabs[0]);
                if let Some(&other) = pabs.iter().find(|&&p| team_of(p) != first) {
                    self.error(
                        by_rank.get(other as usize - 1).map_or(0, |x| x.0),
                        round_column(k + 1),
                        "001",
                        ErrorKind::BadRoundEntry {
                            round: round_no,
                            why: format!(
                                "pairing-allocated byes go to players of more than one team ({} and {other}); in a team event the bye goes to one team",
                                pabs[0]
                            ),
                        },
                    );
                }
            }
            let built = if team_event {
                Round::new_team(games, byes)
            } else {
                Round::new(games, byes)
            };
            match built {
                Ok(round) => {
                    if let Err(e) = t.push_round(round) {
                        self.error(0, 0, "", ErrorKind::Model(e.to_string()));
                    }
                }
                Err(e) => {
                    let line = match &e {
                        RoundError::TwoPairingByes(_, second) => {
                            by_rank.get(second.index()).map_or(0, |x| x.0)
                        }
                        RoundError::Duplicate(p) | RoundError::SelfPairing(p) => {
                            by_rank.get(p.index()).map_or(0, |x| x.0)
                        }
                    };
                    self.error(
                        line,
                        round_column(k + 1),
                        "001",
                        ErrorKind::BadRoundEntry {
                            round: round_no,
                            why: e.to_string(),
                        },
                    );
                }
            }
        }
        if !self.errors.is_empty() {
            return t;
        }

        // Columns after the last paired round: requested byes and known absences.
        for k in paired..columns {
            let round = RoundNo::from_index(k);
            for (pi, &(line, _)) in by_rank.iter().enumerate() {
                let kind = match kind_at(pi, k) {
                    Kind::Bye(b) => Some(b),
                    Kind::Absent => None,
                    _ => continue,
                };
                if let Some((p, l)) = planned
                    && round.get() > p
                {
                    self.error(
                        line,
                        round_column(k + 1),
                        "001",
                        ErrorKind::Conflict {
                            what: format!("an entry for round {round}, after the last round,"),
                            other_line: l,
                        },
                    );
                    continue;
                }
                t.requests.push(ByeRequest {
                    player: PlayerId::from_index(pi),
                    round,
                    kind,
                });
            }
        }

        self.board_orders(&mut t, &board_orders);
        self.extensions(&mut t, &extensions, planned);
        self.later_records(&mut t, &later, n_players, planned);

        // The points column: the sum over paired rounds, possibly with a pre-set bye of the
        // next round or fictitious points already added (how engines receive them).
        for (pi, &(line, p)) in by_rank.iter().enumerate() {
            let Some(reported) = p.points else { continue };
            let id = PlayerId::from_index(pi);
            if !crate::writer::acceptable_scores(&t, id).contains(&reported) {
                let inferred = infer_codes(&t, id, p, reported);
                if inferred.is_empty() && team_event {
                    // Team-league programs write points the results do not show; the
                    // results are what the file says happened.
                    self.warnings.push(Diagnostic {
                        line,
                        column: 81,
                        record: "001".into(),
                        kind: ErrorKind::PointsDisagree {
                            reported: reported.to_string(),
                            computed: t.score(id).to_string(),
                        },
                    });
                } else if inferred.is_empty() {
                    self.error(
                        line,
                        81,
                        "001",
                        ErrorKind::PointsMismatch {
                            reported: reported.to_string(),
                            computed: t.score(id).to_string(),
                        },
                    );
                }
                for (k, code) in inferred {
                    self.repairs.push(Repair {
                        line,
                        round: k + 1,
                        code,
                    });
                    self.error(
                        line,
                        round_column(k + 1) + 7,
                        "001",
                        ErrorKind::MissingResultCode {
                            round: u16::try_from(k + 1).unwrap_or(u16::MAX),
                            code,
                            reported: reported.to_string(),
                            computed: t.score(id).to_string(),
                        },
                    );
                }
            }
        }
        // Zero fictitious points are no fictitious points.
        for id in t.player_ids() {
            if let Some(pl) = t.player_mut(id) {
                while pl.accelerations.last() == Some(&Points::ZERO) {
                    pl.accelerations.pop();
                }
            }
        }
        t
    }

    /// Applies the `### board order of round R: W-B …` comments arbiter writes (see the
    /// writer): the round's games in that order, when the list names exactly its games.
    fn board_orders(&mut self, t: &mut Tournament, orders: &[(usize, String)]) {
        for (line, text) in orders {
            let rest = &text[crate::writer::BOARD_ORDER.len()..];
            let parsed = rest.split_once(':').and_then(|(r, list)| {
                let r: usize = r.trim().parse().ok()?;
                let pairs: Option<Vec<(u32, u32)>> = list
                    .split_whitespace()
                    .map(|p| {
                        let (w, b) = p.split_once('-')?;
                        Some((w.parse().ok()?, b.parse().ok()?))
                    })
                    .collect();
                Some((r, pairs?))
            });
            let bad = |v: &mut Self, why: &str| {
                v.error(
                    *line,
                    4,
                    "###",
                    ErrorKind::Model(format!("board order: {why}")),
                );
            };
            let Some((r, pairs)) = parsed else {
                bad(self, "expected \"board order of round R: W-B W-B ...\"");
                continue;
            };
            let Some(round) =
                RoundNo::new(u16::try_from(r).unwrap_or(0)).and_then(|no| t.round_mut(no))
            else {
                bad(self, &format!("round {r} is not paired"));
                continue;
            };
            let order: Option<Vec<usize>> = pairs
                .iter()
                .map(|&(w, b)| {
                    round
                        .games()
                        .iter()
                        .position(|g| g.white.get() == w && g.black.get() == b)
                })
                .collect();
            match order {
                Some(o) if round.reorder_games(&o) => {}
                _ => bad(
                    self,
                    &format!("the list does not name the games of round {r}, each once"),
                ),
            }
        }
    }

    /// Applies the comment records arbiter writes for facts the TRF has no record for
    /// (see the writer): withdrawals, absences in later rounds, club, school, family and
    /// group. Each names players by start rank; a list that does not read is an error at
    /// its line, as a record's field would be.
    fn extensions(
        &mut self,
        t: &mut Tournament,
        lines: &[(usize, String)],
        planned: Option<(u16, usize)>,
    ) {
        use crate::writer::{ABSENT, PLAYER_FIELDS, WITHDRAWN};
        let n = u32::try_from(t.player_count()).unwrap_or(u32::MAX);
        let mut withdrawn_at: BTreeMap<u32, usize> = BTreeMap::new();
        for (line, text) in lines {
            let bad = |v: &mut Self, why: String| {
                v.error(*line, 4, "###", ErrorKind::Model(why));
            };
            if let Some(field) = PLAYER_FIELDS
                .iter()
                .find(|f| text.strip_prefix(' ').is_some_and(|r| r.starts_with(*f)))
            {
                let rest = &text[1 + field.len()..];
                let parsed = rest
                    .strip_prefix(" of player ")
                    .and_then(|r| r.split_once(':'))
                    .and_then(|(p, v)| Some((p.trim().parse::<u32>().ok()?, v.trim())));
                let Some((p, value)) = parsed.filter(|(_, v)| !v.is_empty()) else {
                    bad(self, format!("expected \"{field} of player P: TEXT\""));
                    continue;
                };
                let Some(id) = self.player_ok(*line, 4, "###", "this comment", p, n) else {
                    continue;
                };
                if let Some(pl) = t.player_mut(id) {
                    let slot = match *field {
                        "club" => &mut pl.club,
                        "school" => &mut pl.school,
                        "family" => &mut pl.family,
                        _ => &mut pl.group,
                    };
                    *slot = Some(value.to_string());
                }
                continue;
            }
            let (prefix, what) = if text.starts_with(WITHDRAWN) {
                (WITHDRAWN, "withdrawn from round R: P P ...")
            } else {
                (ABSENT, "absent in round R: P P ...")
            };
            let parsed = text[prefix.len()..].split_once(':').and_then(|(r, list)| {
                let r = RoundNo::new(r.trim().parse().ok()?)?;
                let players: Option<Vec<u32>> =
                    list.split_whitespace().map(|p| p.parse().ok()).collect();
                Some((r, players?))
            });
            let Some((round, players)) = parsed.filter(|(_, p)| !p.is_empty()) else {
                bad(self, format!("expected \"{what}\""));
                continue;
            };
            if let Some((p, l)) = planned
                && round.get() > p
            {
                self.error(
                    *line,
                    4,
                    "###",
                    ErrorKind::Conflict {
                        what: format!("round {round}, after the last round,"),
                        other_line: l,
                    },
                );
                continue;
            }
            for p in players {
                let Some(id) = self.player_ok(*line, 4, "###", "this comment", p, n) else {
                    continue;
                };
                if prefix == WITHDRAWN {
                    if let Some(&first) = withdrawn_at.get(&p) {
                        self.error(
                            *line,
                            4,
                            "###",
                            ErrorKind::Conflict {
                                what: format!("the withdrawal of player {p}"),
                                other_line: first,
                            },
                        );
                        continue;
                    }
                    withdrawn_at.insert(p, *line);
                    // A withdrawn player plays no more games (byes asked for before the
                    // withdrawal may still be given).
                    let played = (round.index()..t.rounds_paired()).find(|&k| {
                        matches!(
                            t.entry(id, RoundNo::from_index(k)),
                            arbiter_core::Entry::Game { .. }
                        )
                    });
                    if let Some(k) = played {
                        bad(
                            self,
                            format!(
                                "player {p} is withdrawn from round {round} but plays in round {}",
                                k + 1
                            ),
                        );
                        continue;
                    }
                    if let Some(pl) = t.player_mut(id) {
                        pl.withdrawn_from = Some(round);
                    }
                } else {
                    if round.index() < t.rounds_paired() {
                        bad(self, format!("round {round} is already paired"));
                        break;
                    }
                    match t.request(id, round) {
                        Some(r) if r.kind.is_some() => bad(
                            self,
                            format!("player {p} has a bye in round {round} already"),
                        ),
                        Some(_) => {}
                        None => t.requests.push(ByeRequest {
                            player: id,
                            round,
                            kind: None,
                        }),
                    }
                }
            }
        }
    }

    fn set_initial(
        &mut self,
        slot: &mut Option<(Colour, usize)>,
        c: Colour,
        line: usize,
        tag: &str,
    ) {
        match *slot {
            Some((old, l)) if old != c => self.error(
                line,
                5,
                tag,
                ErrorKind::Conflict {
                    what: format!("initial colour {c}"),
                    other_line: l,
                },
            ),
            Some(_) => {}
            None => *slot = Some((c, line)),
        }
    }

    fn cell_kind(&mut self, line: usize, me: u32, round: usize, c: &Cell, n_players: u32) -> Kind {
        let col = round_column(round);
        let r = u16::try_from(round).unwrap_or(u16::MAX);
        let bad = |v: &mut Self, column: usize, why: &str| {
            v.error(
                line,
                column,
                "001",
                ErrorKind::BadRoundEntry {
                    round: r,
                    why: why.to_string(),
                },
            );
            Kind::Blank
        };
        let colour = Colour::from_letter(c.colour);
        match c.opponent {
            Opponent::Player(q) => {
                if q == me {
                    return bad(self, col, "a player cannot be paired against themselves");
                }
                if q > n_players {
                    self.error(
                        line,
                        col,
                        "001",
                        ErrorKind::UnknownPlayer {
                            what: "round entry",
                            rank: q,
                        },
                    );
                    return Kind::Blank;
                }
                if ByeKind::from_trf_code(c.result).is_some() {
                    return bad(
                        self,
                        col + 7,
                        "a bye code (U, H, F, Z) cannot have an opponent",
                    );
                }
                let result = SideResult::from_trf_code(c.result);
                let forfeit = matches!(c.result, '+' | '-');
                if colour.is_none() && !forfeit {
                    return bad(
                        self,
                        col + 5,
                        "a game needs a colour, w or b (only a forfeit may have none)",
                    );
                }
                Kind::Game {
                    opponent: q,
                    colour,
                    result,
                }
            }
            Opponent::None | Opponent::Blank => {
                if colour.is_some() {
                    return bad(self, col + 5, "a colour without an opponent");
                }
                if let Some(b) = ByeKind::from_trf_code(c.result) {
                    return Kind::Bye(b);
                }
                match c.result {
                    // Older spellings: "0000 - +" was the pairing-allocated bye, "0000 - ="
                    // a half-point bye and "0000 - -" an absence with zero points.
                    '+' => Kind::Plus,
                    '=' => Kind::Bye(ByeKind::Half),
                    '-' => Kind::Bye(ByeKind::Zero),
                    ' ' if c.opponent == Opponent::None || c.colour == '-' => Kind::Absent,
                    ' ' => Kind::Blank,
                    _ => bad(self, col + 7, "a game result without an opponent"),
                }
            }
        }
    }

    fn player_ok(
        &mut self,
        line: usize,
        col: usize,
        tag: &str,
        what: &'static str,
        rank: u32,
        n: u32,
    ) -> Option<PlayerId> {
        if rank == 0 || rank > n {
            self.error(line, col, tag, ErrorKind::UnknownPlayer { what, rank });
            None
        } else {
            PlayerId::new(rank)
        }
    }

    fn round_ok(&mut self, line: usize, col: usize, tag: &str, round: u16) -> Option<RoundNo> {
        let r = RoundNo::new(round);
        if r.is_none() {
            self.error(
                line,
                col,
                tag,
                ErrorKind::Field {
                    field: "round",
                    expected: "a round number from 1",
                    found: round.to_string(),
                },
            );
        }
        r
    }

    #[allow(clippy::too_many_lines)]
    fn later_records(
        &mut self,
        t: &mut Tournament,
        later: &[(usize, &Record)],
        n: u32,
        planned: Option<(u16, usize)>,
    ) {
        let mut accel_seen: BTreeMap<(u32, u16), (Points, usize)> = BTreeMap::new();
        let paired = t.rounds_paired();
        // The teams 310 records define. In an event that has them, records 240 and 250 name
        // teams by these numbers, not players.
        let team_numbers: std::collections::BTreeSet<u16> = later
            .iter()
            .filter_map(|(_, rec)| match rec {
                Record::Team310(r) => Some(r.number),
                _ => None,
            })
            .collect();
        let numbered_teams = !team_numbers.is_empty();
        for &(line, rec) in later {
            let tag = rec.tag();
            match rec {
                Record::TeamReportLong { team, text } => {
                    self.team_ok(&team_numbers, line, 5, &tag, "team report (801)", *team);
                    t.teams.long_reports.push(TeamLongReport {
                        team: *team,
                        text: text.clone(),
                    });
                }
                Record::TeamReport(report) => {
                    self.team_ok(
                        &team_numbers,
                        line,
                        5,
                        &tag,
                        "team report (802)",
                        report.team,
                    );
                    for (k, round) in report.rounds.iter().enumerate() {
                        if let Some(TeamOpponent::Team(o)) = round.opponent {
                            let col = crate::raw::team_report_column(k + 1);
                            self.team_ok(&team_numbers, line, col, &tag, "opponent", o);
                        }
                    }
                    t.teams.reports.push(report.clone());
                }
                Record::Bye {
                    kind,
                    round,
                    players,
                } if numbered_teams => {
                    let Some(round) = self.round_ok(line, 7, &tag, *round) else {
                        continue;
                    };
                    let mut teams = Vec::with_capacity(players.len());
                    for (i, &p) in players.iter().enumerate() {
                        let team = u16::try_from(p).unwrap_or(u16::MAX);
                        self.team_ok(&team_numbers, line, 11 + 5 * i, &tag, "bye record", team);
                        teams.push(team);
                    }
                    t.teams.bye_records.push(TeamByeRecord {
                        kind: *kind,
                        round,
                        teams,
                    });
                }
                Record::Acceleration {
                    match_points,
                    points,
                    first_round,
                    last_round,
                    first_player,
                    last_player,
                } if numbered_teams => {
                    let (Some(fr), Some(lr)) = (
                        self.round_ok(line, 15, &tag, *first_round),
                        self.round_ok(line, 19, &tag, *last_round),
                    ) else {
                        continue;
                    };
                    let first = u16::try_from(*first_player).unwrap_or(u16::MAX);
                    let last = u16::try_from(*last_player).unwrap_or(u16::MAX);
                    let known_first =
                        self.team_ok(&team_numbers, line, 23, &tag, "acceleration record", first);
                    let known_last =
                        self.team_ok(&team_numbers, line, 28, &tag, "acceleration record", last);
                    if !known_first || !known_last {
                        continue;
                    }
                    if fr > lr || first > last {
                        self.error(
                            line,
                            15,
                            &tag,
                            ErrorKind::Field {
                                field: "range",
                                expected: "first round/team not after the last",
                                found: format!("{fr}-{lr}, {first}-{last}"),
                            },
                        );
                        continue;
                    }
                    t.teams.accelerations.push(TeamAcceleration {
                        match_points: *match_points,
                        game_points: *points,
                        first_round: fr,
                        last_round: lr,
                        first_team: first,
                        last_team: last,
                    });
                }
                Record::Header { tag, value } if tag == "352" => {
                    t.teams.board_colours = Some(value.clone())
                }
                Record::Header { value, .. } => t.teams.match_scoring = Some(value.clone()),
                Record::Team013 { name, players } => {
                    let ids = self.players_ok(line, 37, &tag, players, n);
                    t.teams.teams.push(Team {
                        name: name.clone(),
                        players: ids,
                        ..Team::default()
                    });
                }
                Record::Team310(r) => {
                    let ids = self.players_ok(line, 74, &tag, &r.players, n);
                    t.teams.teams.push(Team {
                        number: Some(r.number),
                        name: r.name.clone(),
                        nickname: r.nickname.clone(),
                        strength: r.strength.clone(),
                        match_points: r.match_points,
                        game_points: r.game_points,
                        rank: r.rank,
                        players: ids,
                    });
                }
                Record::Bye {
                    kind,
                    round,
                    players,
                } => {
                    let Some(round) = self.round_ok(line, 7, &tag, *round) else {
                        continue;
                    };
                    let Some(bye) = ByeKind::from_trf_code(*kind) else {
                        continue;
                    };
                    for (i, &p) in players.iter().enumerate() {
                        let col = 11 + 5 * i;
                        let Some(id) = self.player_ok(line, col, &tag, "bye record", p, n) else {
                            continue;
                        };
                        if round.index() < paired {
                            let entry = t.entry(id, round);
                            if entry != arbiter_core::Entry::Bye(bye) {
                                self.error(line, col, &tag, ErrorKind::BadRoundEntry {
                                    round: round.get(),
                                    why: format!("record 240 gives player {p} a bye ({}) but the player section says otherwise", bye.trf_code()),
                                });
                            }
                            continue;
                        }
                        if let Some((pr, pl)) = planned
                            && round.get() > pr
                        {
                            self.error(
                                line,
                                7,
                                &tag,
                                ErrorKind::Conflict {
                                    what: format!("a bye in round {round}, after the last round,"),
                                    other_line: pl,
                                },
                            );
                            break;
                        }
                        match t
                            .requests
                            .iter()
                            .position(|r| r.player == id && r.round == round)
                        {
                            Some(i) if t.requests[i].kind != Some(bye) => {
                                self.error(line, col, &tag, ErrorKind::BadRoundEntry { round: round.get(), why: format!("record 240 gives player {p} a bye ({}) but the player section says otherwise", bye.trf_code()) });
                            }
                            Some(_) => {}
                            None => t.requests.push(ByeRequest {
                                player: id,
                                round,
                                kind: Some(bye),
                            }),
                        }
                    }
                }
                Record::Acceleration {
                    match_points,
                    points,
                    first_round,
                    last_round,
                    first_player,
                    last_player,
                } => {
                    if match_points.is_some_and(|m| m != Points::ZERO) {
                        self.error(
                            line,
                            5,
                            &tag,
                            ErrorKind::Field {
                                field: "match points",
                                expected: "blank (individual competition)",
                                found: match_points.map(|m| m.to_string()).unwrap_or_default(),
                            },
                        );
                        continue;
                    }
                    let (Some(fr), Some(lr)) = (
                        self.round_ok(line, 15, &tag, *first_round),
                        self.round_ok(line, 19, &tag, *last_round),
                    ) else {
                        continue;
                    };
                    let (Some(fp), Some(lp)) = (
                        self.player_ok(line, 23, &tag, "acceleration record", *first_player, n),
                        self.player_ok(line, 28, &tag, "acceleration record", *last_player, n),
                    ) else {
                        continue;
                    };
                    if fr > lr || fp > lp {
                        self.error(
                            line,
                            15,
                            &tag,
                            ErrorKind::Field {
                                field: "range",
                                expected: "first round/player not after the last",
                                found: format!("{fr}-{lr}, {fp}-{lp}"),
                            },
                        );
                        continue;
                    }
                    for p in fp.get()..=lp.get() {
                        for r in fr.get()..=lr.get() {
                            self.accelerate(t, &mut accel_seen, p, r, *points, line, &tag, 10);
                        }
                    }
                }
                Record::JavafoAcceleration { player, points } => {
                    let Some(id) = self.player_ok(line, 5, &tag, "acceleration record", *player, n)
                    else {
                        continue;
                    };
                    for (i, p) in points.iter().enumerate() {
                        if let Some(p) = p {
                            let r = u16::try_from(i + 1).unwrap_or(u16::MAX);
                            self.accelerate(
                                t,
                                &mut accel_seen,
                                id.get(),
                                r,
                                *p,
                                line,
                                &tag,
                                10 + 5 * i,
                            );
                        }
                    }
                }
                Record::Prohibition {
                    first_round,
                    last_round,
                    players,
                } => {
                    let (Some(fr), Some(lr)) = (
                        self.round_ok(line, 5, &tag, *first_round),
                        self.round_ok(line, 9, &tag, *last_round),
                    ) else {
                        continue;
                    };
                    if fr > lr {
                        self.error(
                            line,
                            5,
                            &tag,
                            ErrorKind::Field {
                                field: "rounds",
                                expected: "the first round not after the last",
                                found: format!("{fr}-{lr}"),
                            },
                        );
                        continue;
                    }
                    let ids = self.players_ok(line, 13, &tag, players, n);
                    t.prohibitions.push(Prohibition {
                        first_round: fr,
                        last_round: lr,
                        players: ids,
                    });
                }
                Record::JavafoProhibition(players) => {
                    let ids = self.players_ok(line, 5, &tag, players, n);
                    let last =
                        RoundNo::new(planned.map_or(ALL_ROUNDS, |p| p.0)).unwrap_or(RoundNo::FIRST);
                    t.prohibitions.push(Prohibition {
                        first_round: RoundNo::FIRST,
                        last_round: last,
                        players: ids,
                    });
                }
                Record::Abnormal {
                    kind,
                    match_points,
                    points,
                    round,
                    players,
                } => {
                    let ids = self.players_ok(line, 24, &tag, players, n);
                    t.adjustments.push(PointAdjustment {
                        kind: (*kind != ' ').then_some(*kind),
                        match_points: *match_points,
                        points: *points,
                        round: round.and_then(RoundNo::new),
                        players: ids,
                    });
                }
                Record::BoardOrder {
                    round,
                    team,
                    opponent,
                    players,
                } => {
                    let Some(r) = self.round_ok(line, 5, &tag, *round) else {
                        continue;
                    };
                    let ids = players
                        .iter()
                        .map(|&p| PlayerId::new(p))
                        .collect::<Vec<_>>();
                    for (i, id) in ids.iter().enumerate() {
                        if id.is_some_and(|id| id.get() > n) {
                            self.error(
                                line,
                                17 + 5 * i,
                                &tag,
                                ErrorKind::UnknownPlayer {
                                    what: "board order record",
                                    rank: players[i],
                                },
                            );
                        }
                    }
                    t.teams.board_orders.push(BoardOrder {
                        round: r,
                        team: *team,
                        opponent: *opponent,
                        players: ids,
                    });
                }
                Record::TeamBye {
                    match_points,
                    game_points,
                    teams,
                } => {
                    t.teams.byes.push(TeamByes {
                        match_points: *match_points,
                        game_points: *game_points,
                        teams: teams.iter().map(|&x| (x != 0).then_some(x)).collect(),
                    });
                }
                Record::TeamForfeit {
                    kind,
                    round,
                    white,
                    black,
                } => {
                    let Some(r) = self.round_ok(line, 8, &tag, *round) else {
                        continue;
                    };
                    t.teams.forfeits.push(TeamForfeit {
                        kind: kind.clone(),
                        round: r,
                        white: *white,
                        black: *black,
                    });
                }
                _ => t.info.extra_records.push(format_record(rec)),
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn accelerate(
        &mut self,
        t: &mut Tournament,
        seen: &mut BTreeMap<(u32, u16), (Points, usize)>,
        p: u32,
        r: u16,
        points: Points,
        line: usize,
        tag: &str,
        col: usize,
    ) {
        if let Some(&(old, l)) = seen.get(&(p, r)) {
            if old != points {
                self.error(
                    line,
                    col,
                    tag,
                    ErrorKind::Conflict {
                        what: format!("{points} fictitious points for player {p} in round {r}"),
                        other_line: l,
                    },
                );
            }
            return;
        }
        seen.insert((p, r), (points, line));
        if let Some(pl) = PlayerId::new(p).and_then(|id| t.player_mut(id)) {
            let i = usize::from(r - 1);
            if pl.accelerations.len() <= i {
                pl.accelerations.resize(i + 1, Points::ZERO);
            }
            pl.accelerations[i] = points;
        }
    }

    /// True when `team` is defined by a 310 record; an error at `col` otherwise.
    fn team_ok(
        &mut self,
        teams: &std::collections::BTreeSet<u16>,
        line: usize,
        col: usize,
        tag: &str,
        what: &'static str,
        team: u16,
    ) -> bool {
        let known = teams.contains(&team);
        if !known {
            self.error(line, col, tag, ErrorKind::UnknownTeam { what, team });
        }
        known
    }

    fn players_ok(
        &mut self,
        line: usize,
        col: usize,
        tag: &str,
        players: &[u32],
        n: u32,
    ) -> Vec<PlayerId> {
        players
            .iter()
            .enumerate()
            .filter_map(|(i, &p)| self.player_ok(line, col + 5 * i, tag, "this record", p, n))
            .collect()
    }
}

/// True for the comment records of [`Validator::extensions`].
fn is_extension(text: &str) -> bool {
    use crate::writer::{ABSENT, PLAYER_FIELDS, WITHDRAWN};
    text.starts_with(WITHDRAWN)
        || text.starts_with(ABSENT)
        || PLAYER_FIELDS.iter().any(|f| {
            text.strip_prefix(' ')
                .and_then(|r| r.strip_prefix(f))
                .is_some_and(|r| r.starts_with(" of player "))
        })
}

fn opt(s: &str) -> Option<String> {
    (!s.is_empty()).then(|| s.to_string())
}

fn player_from(f: &StaticFields) -> Player {
    Player {
        name: f.name.clone(),
        sex: Sex::from_letter(f.sex),
        title: Title::parse(&f.title),
        rating: f.rating.filter(|&r| r > 0).map(Rating),
        federation: opt(&f.federation),
        fide_id: f.id.parse().ok().filter(|&id| id > 0),
        birth_date: opt(&f.birth_date),
        ..Player::default()
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::raw::parse_str;
    use arbiter_core::Entry;

    /// A canonical player line.
    fn pl(rank: u32, points: &str, cells: &[&str]) -> String {
        let mut s = format!(
            "001 {rank:>4}      {:<33} {:>4} {:<3} {:>11} {:<10} {points:>4} {:>4}",
            format!("Player {rank}"),
            "",
            "",
            "",
            "",
            ""
        );
        for c in cells {
            s.push_str("  ");
            s.push_str(c);
        }
        s.trim_end().to_string()
    }

    fn check(lines: &[String]) -> Result<Tournament, TrfError> {
        validate(&parse_str(&lines.join("\n")).unwrap())
    }

    fn messages(lines: &[String]) -> Vec<String> {
        check(lines)
            .unwrap_err()
            .diagnostics
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    fn p(n: u32) -> PlayerId {
        PlayerId::new(n).unwrap()
    }

    #[test]
    fn a_consistent_file_becomes_a_tournament() {
        let t = check(&[
            "012 T".into(),
            "XXR 3".into(),
            pl(1, "1.5", &["   2 w 1", "0000 - H"]),
            pl(2, "0.0", &["   1 b 0", "0000 - Z"]),
            pl(3, "1.0", &["0000 - U", "   4 w -"]),
            pl(4, "1.0", &["0000 - Z", "   3 b +", "0000 - H"]),
        ])
        .unwrap();
        assert_eq!(t.rounds_paired(), 2);
        assert_eq!(t.planned_rounds, Some(3));
        assert_eq!(t.score(p(1)), Points::from_tenths(15));
        assert_eq!(t.round(RoundNo::FIRST).unwrap().pairing_bye(), Some(p(3)));
        let round2 = t.round(RoundNo::new(2).unwrap()).unwrap();
        assert_eq!(round2.games()[0].result, GameResult::BLACK_WINS_BY_FORFEIT);
        // The third column holds only a requested bye: round 3 is not paired yet.
        assert_eq!(t.requests.len(), 1);
        assert_eq!(
            t.request(p(4), RoundNo::new(3).unwrap()).unwrap().kind,
            Some(ByeKind::Half)
        );
    }

    #[test]
    fn opponents_must_name_each_other() {
        let m = messages(&[
            pl(1, "1.0", &["   2 w 1"]),
            pl(2, "0.0", &["   3 b 0"]),
            pl(3, "0.0", &["   2 w 1"]),
        ]);
        assert_eq!(
            m[0],
            "1:92: record 001: opponent of player 1 in round 1 is 2 but player 2 says 3"
        );
    }

    #[test]
    fn colours_must_be_opposite() {
        let m = messages(&[pl(1, "1.0", &["   2 w 1"]), pl(2, "0.0", &["   1 w 0"])]);
        assert_eq!(
            m,
            ["1:97: record 001: colours of the game 1-2 in round 1 are not opposite ('w' and 'w')"]
        );
    }

    #[test]
    fn points_must_add_up() {
        let m = messages(&[pl(1, "4.5", &["   2 w 1"]), pl(2, "0.0", &["   1 b 0"])]);
        assert_eq!(
            m,
            ["1:81: record 001: points column says 4.5 but results add to 1.0"]
        );
    }

    #[test]
    fn results_must_fit() {
        let m = messages(&[pl(1, "1.0", &["   2 w 1"]), pl(2, "0.0", &["   1 b -"])]);
        assert!(m[0].contains("do not fit together"), "{m:?}");
        let m = messages(&[pl(1, "1.0", &["   2 w 1"]), pl(2, "0.0", &["   1 b  "])]);
        assert!(m[0].contains("only one side has a result"), "{m:?}");
        // Both sides losing is an abnormal result, but a result (arbiter's decision).
        let t = check(&[pl(1, "0.0", &["   2 w 0"]), pl(2, "0.0", &["   1 b 0"])]).unwrap();
        assert!(!t.rounds()[0].games()[0].result.is_regular());
    }

    #[test]
    fn start_ranks_run_without_gaps_or_repeats() {
        let m = messages(&[pl(1, "0.0", &[]), pl(3, "0.0", &[])]);
        assert_eq!(
            m,
            [
                "2:5: record 001: there is no player with start rank 2: start ranks must run 1..=2 without gaps"
            ]
        );
        let m = messages(&[pl(1, "0.0", &[]), pl(1, "0.0", &[])]);
        assert_eq!(
            m,
            ["2:5: record 001: start rank 1 is used again (first on line 1)"]
        );
    }

    #[test]
    fn rounds_cannot_exceed_the_declared_number() {
        let m = messages(&[
            "XXR 1".into(),
            pl(1, "1.0", &["   2 w 1", "   2 b ="]),
            pl(2, "0.0", &["   1 b 0", "   1 w ="]),
        ]);
        assert_eq!(
            m[0],
            "1:5: record 142: 2 rounds are recorded but the tournament has 1 rounds"
        );
        let m = messages(&["142 5".into(), "XXR 6".into()]);
        assert_eq!(
            m,
            ["2:5: record XXR: number of rounds 6 contradicts line 1"]
        );
    }

    #[test]
    fn unknown_opponents_are_named() {
        let m = messages(&[pl(1, "1.0", &["  40 w 1"])]);
        assert_eq!(
            m,
            ["1:92: record 001: round entry names player 40, who is not in the player section"]
        );
    }

    #[test]
    fn a_file_of_unknown_lines_is_not_a_trf() {
        let e = check(&["hello".into(), String::new(), "@@@ 1 2 3".into()]).unwrap_err();
        assert_eq!(e.diagnostics.len(), 1, "{e}");
        assert_eq!(e.diagnostics[0].line, 1);
        assert_eq!(e.diagnostics[0].kind, ErrorKind::NoRecord);
        // Other programs' records beside TRF ones are kept; an empty file, or one of blank
        // lines, holds no record either.
        assert!(check(&["012 Open".into(), "@@@ 1 2 3".into()]).is_ok());
        for lines in [vec![], vec![String::new(), "   ".into()]] {
            let e = check(&lines).unwrap_err();
            assert_eq!(e.diagnostics[0].kind, ErrorKind::NoRecord);
            assert_eq!((e.diagnostics[0].line, e.diagnostics[0].column), (1, 1));
        }
    }

    #[test]
    fn a_board_order_comment_orders_the_round_and_is_written_back() {
        let text = include_str!("../../../examples/club-open.trf");
        let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
        lines.push("### board order of round 1: 5-2 1-4".into());
        let t = check(&lines).unwrap();
        let r = t.round(RoundNo::from_index(0)).unwrap();
        let boards: Vec<(u32, u32)> = r
            .games()
            .iter()
            .map(|g| (g.white.get(), g.black.get()))
            .collect();
        assert_eq!(boards, [(5, 2), (1, 4)]);
        // Written back as the same comment, and not twice.
        let out = crate::write(&t, crate::Dialect::Trf26).unwrap();
        assert_eq!(
            out.matches("### board order of round 1: 5-2 1-4").count(),
            1,
            "{out}"
        );
        // A list that does not name the round's games is an error at its line.
        let n = lines.len();
        lines[n - 1] = "### board order of round 1: 1-4 2-5".into();
        let e = check(&lines).unwrap_err();
        assert_eq!(e.diagnostics[0].line, n, "{e}");
        assert!(
            e.to_string().contains("does not name the games of round 1"),
            "{e}"
        );
    }

    /// The comment records for facts the TRF has no record for: withdrawals with their
    /// round, absences without a bye in later rounds, club, school, family and group. Read
    /// into the model, written back the same; a withdrawn player who plays again is an
    /// error at the comment's line.
    #[test]
    fn extension_comments_carry_withdrawals_absences_and_player_data() {
        let lines = vec![
            "012 T".to_string(),
            "142 5".into(),
            pl(1, "1.0", &["   2 w 1", "   3 b 0"]),
            pl(2, "0.0", &["   1 b 0"]),
            pl(3, "1.0", &["0000 - Z", "   1 w 1"]),
            "### withdrawn from round 2: 2".into(),
            "### absent in round 4: 1 3".into(),
            "### club of player 3: SK Bern".into(),
            "### group of player 1: A".into(),
        ];
        let t = check(&lines).unwrap();
        assert_eq!(t.player(p(2)).unwrap().withdrawn_from, RoundNo::new(2));
        assert_eq!(t.player(p(1)).unwrap().withdrawn_from, None);
        let r4 = RoundNo::new(4).unwrap();
        assert_eq!(t.request(p(1), r4).unwrap().kind, None);
        assert_eq!(t.player(p(3)).unwrap().club.as_deref(), Some("SK Bern"));
        assert_eq!(t.player(p(1)).unwrap().group.as_deref(), Some("A"));
        let out = crate::write(&t, crate::Dialect::Trf26).unwrap();
        for want in &lines[5..] {
            assert!(out.contains(want.as_str()), "{want}\n{out}");
        }
        assert_eq!(
            check(&out.lines().map(str::to_string).collect::<Vec<_>>()).unwrap(),
            t
        );
        let mut wrong = lines.clone();
        wrong[5] = "### withdrawn from round 1: 2".into();
        let m = messages(&wrong);
        assert_eq!(
            m,
            ["6:4: record ###: player 2 is withdrawn from round 1 but plays in round 1"]
        );
        wrong[5] = "### withdrawn from round two: 2".into();
        assert!(messages(&wrong)[0].starts_with("6:4: "), "{wrong:?}");
    }

    /// Round dates given with the year in full are written in record 132's own form.
    #[test]
    fn round_dates_are_written_as_yy_mm_dd() {
        let mut t = check(&["012 T".into(), pl(1, "0.0", &[])]).unwrap();
        t.info.round_dates = vec!["2026/11/27".into(), "26/11/28".into(), "2026-11-29".into()];
        let out = crate::write(&t, crate::Dialect::Trf26).unwrap();
        let back = check(&out.lines().map(str::to_string).collect::<Vec<_>>()).unwrap();
        assert_eq!(back.info.round_dates, ["26/11/27", "26/11/28", "26/11/29"]);
    }

    #[test]
    fn legends_and_rulers_are_skipped_with_a_note() {
        let lines = [
            "012 Open".to_string(),
            "DDD SSSS sTTT NNNNNNNNNNNNNNNNNNNN RRRR FFF IIIIIIIIIII BBBB/BB/BB PPPP RRRR  1111 1 1"
                .into(),
            "0123456789012345678901234567890123456789".into(),
            "         1         2         3         4".into(),
            "CCC CCCCCCCCC".into(),
        ];
        let doc = crate::raw::parse_str(&lines.join("\n")).unwrap();
        let t = validate(&doc).unwrap();
        assert_eq!(t.info.name, "Open");
        let notes = notes(&doc);
        assert_eq!(
            notes.iter().map(|d| d.line).collect::<Vec<_>>(),
            vec![2, 3, 4, 5]
        );
        // The raw layer writes them back as they were.
        assert_eq!(crate::raw::write(&doc), lines.join("\n"));
        // Records are never taken for legends: a national rating line, a ruler-like
        // number that is a record.
        for line in [
            "GER    1 m    Meier, Max                        1800",
            "142 9",
        ] {
            let doc = crate::raw::parse_str(line).unwrap();
            assert!(!matches!(doc.lines[0].record, Record::Legend(_)), "{line}");
        }
    }

    #[test]
    fn scoring_records_agree_and_combine() {
        let t = check(&[
            "162  W 3.0    D 1.0".into(),
            "BBW  3.0".into(),
            pl(1, "3.0", &["0000 - U", "0000 - H"]),
            pl(2, "0.0", &["0000 - Z"]),
        ])
        .unwrap();
        assert_eq!(t.scoring.bye_points(ByeKind::Half), Points::ONE);
        assert_eq!(
            t.scoring.bye_points(ByeKind::PairingAllocated),
            Points::whole(3)
        );
        let m = messages(&["162  W 3.0".into(), "BBW  2.0".into()]);
        assert_eq!(
            m[0],
            "2:5: record BBW: points 2.0 for WinWhite contradicts line 1"
        );
        let t = check(&["XXS W=2 D=1 PAB=1".into()]).unwrap();
        assert_eq!(t.scoring.pairing_bye, Points::ONE);
        assert_eq!(t.scoring.forfeit_win, Points::whole(2));
    }

    #[test]
    fn bye_records_and_legacy_spellings() {
        let t = check(&[
            "142 4".into(),
            pl(1, "1.0", &["0000 - +"]),
            pl(2, "0.5", &["0000 - ="]),
            pl(3, "0.0", &["0000 - -"]),
            "240 F 003    1    3".into(),
        ])
        .unwrap();
        assert_eq!(
            t.entry(p(1), RoundNo::FIRST),
            Entry::Bye(ByeKind::PairingAllocated)
        );
        assert_eq!(t.entry(p(2), RoundNo::FIRST), Entry::Bye(ByeKind::Half));
        assert_eq!(t.entry(p(3), RoundNo::FIRST), Entry::Bye(ByeKind::Zero));
        assert_eq!(t.requests.iter().filter(|r| r.round.get() == 3).count(), 2);
        let m = messages(&[pl(1, "1.0", &["0000 - U"]), "240 H 001    1".into()]);
        assert_eq!(
            m,
            [
                "2:11: record 240: round 1: record 240 gives player 1 a bye (H) but the player section says otherwise"
            ]
        );
    }

    #[test]
    fn accelerations_and_prohibitions() {
        let t = check(&[
            "XXR 5".into(),
            pl(1, "0.0", &[]),
            pl(2, "0.0", &[]),
            pl(3, "0.0", &[]),
            format!("250 {:4} {:>4} 001 002 0001 0002", "", "1.0"),
            "XXA    3  0.5".into(),
            "XXP 1 3".into(),
            "260 002 003    1    2".into(),
        ])
        .unwrap();
        assert_eq!(t.pairing_score(p(2), RoundNo::new(2).unwrap()), Points::ONE);
        assert_eq!(t.pairing_score(p(3), RoundNo::FIRST), Points::HALF);
        assert!(t.is_prohibited(p(1), p(3), RoundNo::new(5).unwrap()));
        assert!(t.is_prohibited(p(1), p(2), RoundNo::new(2).unwrap()));
        assert!(!t.is_prohibited(p(1), p(2), RoundNo::new(4).unwrap()));
        let m = messages(&[
            pl(1, "0.0", &[]),
            format!("250 {:4} {:>4} 001 001 0001 0001", "", "1.0"),
            "XXA    1  2.0".into(),
        ]);
        assert_eq!(
            m,
            ["3:10: record XXA: 2.0 fictitious points for player 1 in round 1 contradicts line 2"]
        );
    }
}
