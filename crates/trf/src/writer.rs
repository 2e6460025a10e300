//! From a tournament to a TRF, in the TRF26 spelling or the TRF-16 (JaVaFo) one.

use crate::error::WriteError;
use crate::raw::{
    self, Cell, Line, LineEnding, Opponent, PlayerRecord, RawDocument, Record, StaticFields,
    Team310,
};
use arbiter_core::{ByeKind, Colour, Entry, PlayerId, Points, RoundNo, ScoringSystem, Tournament};
use std::collections::BTreeMap;

/// Which spelling to use for facts both versions can state.
#[derive(Copy, Clone, Eq, PartialEq, Debug, Default)]
pub enum Dialect {
    /// TRF26: 142 rounds, 152 initial colour, 162 scoring, 250 accelerations, 260
    /// prohibited pairings.
    #[default]
    Trf26,
    /// TRF-16 with the JaVaFo / bbpPairings extensions: `XXR`, `XXC`, `BB?`/`XXS`, `XXA`,
    /// `XXP`.
    Trf16,
}

/// When no number of rounds is known, prohibitions "for every round" run to here.
const ALL_ROUNDS: u16 = 999;

/// Writes a tournament as TRF text (canonical layout, `\n` line endings).
///
/// # Errors
/// When a value does not fit its fixed-width column (e.g. a name longer than 33 characters).
pub fn write(t: &Tournament, dialect: Dialect) -> Result<String, WriteError> {
    Ok(raw::write(&to_document(t, dialect)?))
}

fn fit(what: &'static str, value: &str, width: usize) -> Result<(), WriteError> {
    if value.chars().count() > width {
        return Err(WriteError::TooWide {
            what,
            value: value.to_string(),
            width,
        });
    }
    Ok(())
}

fn fit_points(what: &'static str, p: Option<Points>, width: usize) -> Result<(), WriteError> {
    match p {
        Some(p) => fit(what, &raw::compact_points(p, width), width),
        None => Ok(()),
    }
}

fn header(tag: &str, value: &str) -> Record {
    Record::Header {
        tag: tag.to_string(),
        value: value.to_string(),
    }
}

/// The scores a points column may hold for `player`: the sum over paired rounds, plus a
/// pre-set bye of the next round, fictitious points for it, and abnormal points (299),
/// in any combination. A TRF handed to an engine may count any of these in.
pub(crate) fn acceptable_scores(t: &Tournament, player: PlayerId) -> Vec<Points> {
    let next = t.next_round();
    let computed = t.score(player);
    let adjust: Points = (0..t.rounds_paired())
        .map(|k| t.adjustment(player, RoundNo::from_index(k)))
        .sum();
    let preset = t
        .request(player, next)
        .and_then(|r| r.kind)
        .map_or(Points::ZERO, |k| t.scoring.bye_points(k));
    let accel = t
        .player(player)
        .map_or(Points::ZERO, |p| p.acceleration(next));
    let mut out = Vec::with_capacity(8);
    for a in [Points::ZERO, preset] {
        for b in [Points::ZERO, accel] {
            for c in [Points::ZERO, adjust] {
                out.push(computed + a + b + c);
            }
        }
    }
    out
}

/// A round date in the form record 132 defines, `YY/MM/DD` (TRF26 132: "format
/// YY/MM/DD", eight columns a round). Dates given with the year in full (`2026/11/27`,
/// `2026-11-27`, `2026.11.27`) are written in that form; any other text is written as it
/// is, and the raw writer keeps a date longer than its column apart from the next, so a
/// round date never stops an export.
fn trf_date(d: &str) -> String {
    let parts: Vec<&str> = d.trim().split(['/', '-', '.']).collect();
    let digits = |p: &str, n: usize| p.len() == n && p.bytes().all(|b| b.is_ascii_digit());
    match parts.as_slice() {
        [y, m, day] if digits(y, 4) && digits(m, 2) && digits(day, 2) => {
            format!("{}/{m}/{day}", &y[2..])
        }
        _ => d.trim().to_string(),
    }
}

/// The comment record that gives a round's board order: `### board order of round R:
/// W-B W-B …` (white and black by start rank, board 1 first).
pub(crate) const BOARD_ORDER: &str = " board order of round ";

/// Builds the raw document of a tournament.
///
/// # Errors
/// When a value does not fit its fixed-width column.
#[allow(clippy::too_many_lines)]
pub fn to_document(t: &Tournament, dialect: Dialect) -> Result<RawDocument, WriteError> {
    let mut recs: Vec<Record> = Vec::new();
    let i = &t.info;
    recs.push(header("012", &i.name));
    let opt_headers: [(&str, &Option<String>); 9] = [
        ("022", &i.city),
        ("032", &i.federation),
        ("042", &i.start_date),
        ("052", &i.end_date),
        ("062", &i.reported_players),
        ("072", &i.reported_rated_players),
        ("082", &i.reported_teams),
        ("092", &i.kind),
        ("102", &i.chief_arbiter),
    ];
    for (tag, v) in opt_headers {
        if let Some(v) = v {
            recs.push(header(tag, v));
        }
    }
    for d in &i.deputy_arbiters {
        recs.push(header("112", d));
    }
    if let Some(v) = &i.time_control {
        recs.push(header("122", v));
    }
    if !i.round_dates.is_empty() {
        recs.push(Record::RoundDates(
            i.round_dates.iter().map(|d| trf_date(d)).collect(),
        ));
    }
    let javafo = dialect == Dialect::Trf16;
    if let Some(r) = t.planned_rounds {
        recs.push(Record::Rounds { javafo, rounds: r });
    }
    let mut xxc: Vec<String> = Vec::new();
    if let Some(c) = t.initial_colour {
        if javafo {
            xxc.push(
                if c == Colour::White {
                    "white1"
                } else {
                    "black1"
                }
                .into(),
            );
        } else {
            recs.push(Record::InitialColour(if c == Colour::White {
                'W'
            } else {
                'B'
            }));
        }
    }
    xxc.extend(i.engine_options.iter().cloned());
    if !xxc.is_empty() {
        recs.push(Record::Configuration(xxc));
    }
    scoring_records(&t.scoring, dialect, &mut recs)?;
    let later_headers: [(&str, &Option<String>); 6] = [
        ("172", &i.start_rank_method),
        ("182", &i.pairing_controller),
        ("192", &i.system_code),
        ("202", &i.tiebreaks),
        ("212", &i.standings_tiebreaks),
        ("222", &i.encoded_time_control),
    ];
    for (tag, v) in later_headers {
        if let Some(v) = v {
            recs.push(header(tag, v));
        }
    }
    if let Some(v) = &t.teams.board_colours {
        recs.push(header("352", v));
    }
    if let Some(v) = &t.teams.match_scoring {
        recs.push(header("362", v));
    }

    // Players.
    let next = t.next_round();
    let teams_numbered = numbered_teams(t);
    // The last round a player's line carries a request for: the next one, or in an event
    // of numbered teams every later one too, since there record 240 names teams.
    let last_request = if teams_numbered {
        t.requests
            .iter()
            .map(|r| r.round)
            .max()
            .unwrap_or(next)
            .max(next)
    } else {
        next
    };
    for (id, p) in t.players() {
        let rank_text = id.get().to_string();
        fit("start rank", &rank_text, 4)?;
        let title = p
            .title
            .as_ref()
            .map(|x| x.as_str().to_string())
            .unwrap_or_default();
        fit("title", &title, 3)?;
        fit("name", &p.name, 33)?;
        let fed = p.federation.clone().unwrap_or_default();
        fit("federation", &fed, 3)?;
        let fide = p.fide_id.map(|x| x.to_string()).unwrap_or_default();
        fit("FIDE id", &fide, 11)?;
        let birth = p.birth_date.clone().unwrap_or_default();
        fit("birth date", &birth, 10)?;
        let rating = p.rating.map(|r| r.0);
        if let Some(r) = rating {
            fit("rating", &r.to_string(), 4)?;
        }
        let score = match p.reported_score {
            Some(s) if acceptable_scores(t, id).contains(&s) => s,
            _ => t.score(id),
        };
        fit_points("points", Some(score), 4)?;
        for a in &p.accelerations {
            fit_points("fictitious points", Some(*a), 4)?;
        }
        if let Some(r) = p.reported_rank {
            fit("rank", &r.to_string(), 4)?;
        }
        let mut cells: Vec<Cell> = (0..t.rounds_paired())
            .map(|k| cell_of(t.entry(id, RoundNo::from_index(k))))
            .collect::<Result<_, _>>()?;
        for round in next.get()..=last_request.get() {
            let round = RoundNo::new(round).unwrap_or(next);
            cells.push(match t.request(id, round) {
                Some(req) => Cell {
                    opponent: Opponent::None,
                    colour: '-',
                    result: req.kind.map_or(' ', ByeKind::trf_code),
                },
                None => Cell {
                    opponent: Opponent::Blank,
                    colour: ' ',
                    result: ' ',
                },
            });
        }
        while cells.last().is_some_and(Cell::is_blank) {
            cells.pop();
        }
        recs.push(Record::Player(PlayerRecord {
            fields: StaticFields {
                start_rank: id.get(),
                sex: p.sex.map_or(' ', |s| s.letter()),
                title,
                name: p.name.clone(),
                rating,
                federation: fed,
                id: fide,
                birth_date: birth,
            },
            points: Some(score),
            rank: p.reported_rank,
            cells,
        }));
        for n in &p.national {
            fit("national name", &n.name, 33)?;
            recs.push(Record::National {
                federation: n.federation.clone(),
                fields: StaticFields {
                    start_rank: id.get(),
                    sex: n.sex.map_or(' ', |s| s.letter()),
                    title: n.classification.clone(),
                    name: n.name.clone(),
                    rating: n.rating.map(|r| r.0),
                    federation: n.origin.clone(),
                    id: n.number.clone(),
                    birth_date: n.birth_date.clone(),
                },
            });
        }
    }

    // Teams.
    for team in &t.teams.teams {
        let players: Vec<u32> = team.players.iter().map(|p| p.get()).collect();
        match team.number {
            None => {
                fit("team name", &team.name, 32)?;
                recs.push(Record::Team013 {
                    name: team.name.clone(),
                    players,
                });
            }
            Some(number) => {
                fit("team name", &team.name, 32)?;
                fit_points("team match points", team.match_points, 6)?;
                fit_points("team game points", team.game_points, 6)?;
                recs.push(Record::Team310(Team310 {
                    number,
                    name: team.name.clone(),
                    nickname: team.nickname.clone(),
                    strength: team.strength.clone(),
                    match_points: team.match_points,
                    game_points: team.game_points,
                    rank: team.rank,
                    players,
                }));
            }
        }
    }

    // Byes requested for rounds after the next one (the next one is in the player lines).
    // Record 240 has no type for an absence without a bye: those go in a comment record
    // (see [`extension_comments`]).
    let mut later: BTreeMap<(u16, char), Vec<u32>> = BTreeMap::new();
    for r in &t.requests {
        if r.round > last_request
            && let Some(kind) = r.kind
        {
            later
                .entry((r.round.get(), kind.trf_code()))
                .or_default()
                .push(r.player.get());
        }
    }
    for ((round, kind), mut players) in later {
        players.sort_unstable();
        players.dedup();
        recs.push(Record::Bye {
            kind,
            round,
            players,
        });
    }

    for b in &t.teams.bye_records {
        for team in &b.teams {
            fit("team number", &team.to_string(), 4)?;
        }
        recs.push(Record::Bye {
            kind: b.kind,
            round: b.round.get(),
            players: b.teams.iter().map(|&x| u32::from(x)).collect(),
        });
    }

    acceleration_records(t, dialect == Dialect::Trf16 || teams_numbered, &mut recs);
    for a in &t.teams.accelerations {
        fit_points("fictitious match points", a.match_points, 4)?;
        fit_points("fictitious game points", Some(a.game_points), 4)?;
        for team in [a.first_team, a.last_team] {
            fit("team number", &format!("{team:04}"), 4)?;
        }
        recs.push(Record::Acceleration {
            match_points: a.match_points,
            points: a.game_points,
            first_round: a.first_round.get(),
            last_round: a.last_round.get(),
            first_player: u32::from(a.first_team),
            last_player: u32::from(a.last_team),
        });
    }

    let all_rounds = t.planned_rounds.unwrap_or(ALL_ROUNDS);
    for p in &t.prohibitions {
        let players: Vec<u32> = p.players.iter().map(|x| x.get()).collect();
        if players.len() < 2 {
            continue; // a prohibition needs two players to mean anything
        }
        if javafo && p.first_round == RoundNo::FIRST && p.last_round.get() == all_rounds {
            recs.push(Record::JavafoProhibition(players));
        } else {
            recs.push(Record::Prohibition {
                first_round: p.first_round.get(),
                last_round: p.last_round.get(),
                players,
            });
        }
    }
    for a in &t.adjustments {
        fit_points("abnormal points", a.points, 4)?;
        fit_points("abnormal match points", a.match_points, 4)?;
        recs.push(Record::Abnormal {
            kind: a.kind.unwrap_or(' '),
            match_points: a.match_points,
            points: a.points,
            round: a.round.map(RoundNo::get),
            players: a.players.iter().map(|p| p.get()).collect(),
        });
    }
    for o in &t.teams.board_orders {
        recs.push(Record::BoardOrder {
            round: o.round.get(),
            team: o.team,
            opponent: o.opponent,
            players: o
                .players
                .iter()
                .map(|p| p.map_or(0, PlayerId::get))
                .collect(),
        });
    }
    for b in &t.teams.byes {
        fit_points("bye match points", b.match_points, 4)?;
        fit_points("bye game points", b.game_points, 4)?;
        recs.push(Record::TeamBye {
            match_points: b.match_points,
            game_points: b.game_points,
            teams: b.teams.iter().map(|x| x.unwrap_or(0)).collect(),
        });
    }
    for f in &t.teams.forfeits {
        recs.push(Record::TeamForfeit {
            kind: f.kind.clone(),
            round: f.round.get(),
            white: f.white,
            black: f.black,
        });
    }
    for r in &t.teams.long_reports {
        // The text holds the team number in its first three columns; one made without it
        // gets it in front.
        let head: String = r.text.chars().take(3).collect();
        let text = if head.trim() == r.team.to_string() {
            r.text.clone()
        } else {
            format!("{:>3} {}", r.team, r.text)
        };
        fit("team number", &r.team.to_string(), 3)?;
        recs.push(Record::TeamReportLong { team: r.team, text });
    }
    for r in &t.teams.reports {
        fit("team number", &r.team.to_string(), 3)?;
        fit("team nickname", &r.nickname, 5)?;
        fit_points("team match points", r.match_points, 6)?;
        fit_points("team game points", r.game_points, 6)?;
        for round in &r.rounds {
            if let Some(arbiter_core::TeamOpponent::Team(o)) = round.opponent {
                fit("opponent team", &o.to_string(), 3)?;
            }
            fit_points("round game points", round.game_points, 4)?;
        }
        recs.push(Record::TeamReport(r.clone()));
    }
    // The TRF does not number boards: a reader lists a round's games by the lower start rank
    // of each pair. A round whose boards are in another order says so in a comment record,
    // which arbiter reads back (other programs keep or skip it), so that published board
    // numbers survive an export.
    for (k, round) in t.rounds().iter().enumerate() {
        let games = round.games();
        let in_order = games
            .windows(2)
            .all(|w| w[0].white.min(w[0].black) < w[1].white.min(w[1].black));
        if !in_order {
            let pairs: Vec<String> = games
                .iter()
                .map(|g| format!("{}-{}", g.white.get(), g.black.get()))
                .collect();
            recs.push(Record::Comment(format!(
                "{BOARD_ORDER}{}: {}",
                k + 1,
                pairs.join(" ")
            )));
        }
    }
    extension_comments(t, last_request, &mut recs);
    for e in &i.extra_records {
        recs.push(Record::Unknown(e.clone()));
    }

    Ok(RawDocument {
        notes: Vec::new(),
        lines: recs
            .into_iter()
            .map(|record| Line { number: 0, record })
            .collect(),
        line_ending: LineEnding::Lf,
        final_newline: true,
    })
}

/// The comment record that names the players withdrawn from a round: `### withdrawn
/// from round R: P P …` (start ranks). The player lines show the rounds a withdrawn player
/// missed as any absence (blank, or `Z` in rounds to come), which does not say when the
/// withdrawal began.
pub(crate) const WITHDRAWN: &str = " withdrawn from round ";

/// The comment record that names the players known to be absent, without a bye, from a
/// round after the next one: `### absent in round R: P P …` (record 240 has only bye
/// types; the next round's absences are in the player lines as `0000 -`).
pub(crate) const ABSENT: &str = " absent in round ";

/// The comment records that carry player data the player section has no column for:
/// `### club of player P: TEXT`, and likewise `school`, `family` and `group`.
pub(crate) const PLAYER_FIELDS: [&str; 4] = ["club", "school", "family", "group"];

/// Facts the TRF has no record for, as comment records (TRF26 remark 1: a line starting
/// `###` is a comment, which other programs skip), read back by arbiter: withdrawals with
/// their round, absences without a bye in rounds after the next, and the player data the
/// pairing rules read beside the player section (club, school, family, group).
fn extension_comments(t: &Tournament, last_request: RoundNo, recs: &mut Vec<Record>) {
    let mut withdrawn: BTreeMap<u16, Vec<u32>> = BTreeMap::new();
    for (id, p) in t.players() {
        if let Some(r) = p.withdrawn_from {
            withdrawn.entry(r.get()).or_default().push(id.get());
        }
    }
    let mut absent: BTreeMap<u16, Vec<u32>> = BTreeMap::new();
    for r in &t.requests {
        if r.round > last_request && r.kind.is_none() {
            absent
                .entry(r.round.get())
                .or_default()
                .push(r.player.get());
        }
    }
    for (prefix, rounds) in [(WITHDRAWN, withdrawn), (ABSENT, absent)] {
        for (round, mut players) in rounds {
            players.sort_unstable();
            players.dedup();
            let list: Vec<String> = players.iter().map(u32::to_string).collect();
            recs.push(Record::Comment(format!(
                "{prefix}{round}: {}",
                list.join(" ")
            )));
        }
    }
    for (id, p) in t.players() {
        let fields = [&p.club, &p.school, &p.family, &p.group];
        for (name, value) in PLAYER_FIELDS.iter().zip(fields) {
            if let Some(v) = value.as_deref().map(str::trim).filter(|v| !v.is_empty()) {
                // One line a fact: a line end inside the text would start another record.
                let v = v.replace(['\r', '\n'], " ");
                recs.push(Record::Comment(format!(
                    " {name} of player {}: {v}",
                    id.get()
                )));
            }
        }
    }
}

fn cell_of(e: Entry) -> Result<Cell, WriteError> {
    Ok(match e {
        Entry::Game {
            opponent,
            colour,
            result,
            ..
        } => {
            fit("opponent", &opponent.get().to_string(), 4)?;
            Cell {
                opponent: Opponent::Player(opponent.get()),
                colour: colour.map_or('-', Colour::letter),
                result: result.map_or(' ', arbiter_core::SideResult::trf_code),
            }
        }
        Entry::Bye(kind) => Cell {
            opponent: Opponent::None,
            colour: '-',
            result: kind.trf_code(),
        },
        Entry::Absent => Cell {
            opponent: Opponent::Blank,
            colour: ' ',
            result: ' ',
        },
    })
}

fn scoring_records(
    s: &ScoringSystem,
    dialect: Dialect,
    recs: &mut Vec<Record>,
) -> Result<(), WriteError> {
    let default = ScoringSystem::default();
    if *s == default {
        return Ok(());
    }
    let wdl = s.win_draw_loss();
    let bb_fits = wdl
        .is_some_and(|(w, d, _)| s.forfeit_win == w && s.full_bye == w && s.half_bye == d)
        && s.unknown.is_none();
    match (dialect, wdl) {
        (Dialect::Trf26, Some((w, d, l))) if s.fits_record_162() => {
            let mut pairs = Vec::new();
            if w != Points::ONE {
                pairs.push(('W', w));
            }
            if d != Points::HALF {
                pairs.push(('D', d));
            }
            if l != Points::ZERO {
                pairs.push(('L', l));
            }
            if s.zero_bye != Points::ZERO {
                pairs.push(('A', s.zero_bye));
            }
            if s.pairing_bye != w {
                pairs.push(('P', s.pairing_bye));
            }
            if let Some(x) = s.unknown {
                pairs.push(('X', x));
            }
            for (_, p) in &pairs {
                fit_points("points of the scoring system", Some(*p), 4)?;
            }
            if !pairs.is_empty() {
                recs.push(Record::Scoring(pairs));
            }
        }
        (Dialect::Trf16, Some((w, d, l))) if bb_fits => {
            let codes = [
                ('W', w, Points::ONE),
                ('D', d, Points::HALF),
                ('L', l, Points::ZERO),
                ('Z', s.zero_bye, Points::ZERO),
                ('F', s.forfeit_loss, Points::ZERO),
                ('U', s.pairing_bye, w),
            ];
            for (code, v, dflt) in codes {
                if v != dflt {
                    recs.push(Record::PointCode { code, points: v });
                }
            }
        }
        _ => {
            let all = [
                ("WW", s.win_white),
                ("BW", s.win_black),
                ("WD", s.draw_white),
                ("BD", s.draw_black),
                ("WL", s.loss_white),
                ("BL", s.loss_black),
                ("ZPB", s.zero_bye),
                ("HPB", s.half_bye),
                ("FPB", s.full_bye),
                ("PAB", s.pairing_bye),
                ("FW", s.forfeit_win),
                ("FL", s.forfeit_loss),
            ];
            recs.push(Record::JavafoScoring(
                all.iter().map(|(k, v)| ((*k).to_string(), *v)).collect(),
            ));
            if let Some(x) = s.unknown {
                fit_points("points of the scoring system", Some(x), 4)?;
                recs.push(Record::Scoring(vec![('X', x)]));
            }
        }
    }
    Ok(())
}

/// Whether the file has 310 records: then records 240 and 250 name teams, not players
/// (TRF26, as the reader takes them).
fn numbered_teams(t: &Tournament) -> bool {
    t.teams.teams.iter().any(|team| team.number.is_some())
}

/// The players' fictitious points: as JaVaFo's XXA records when `javafo` (the TRF16
/// dialect, or an event of numbered teams, where a 250 record's range is one of teams),
/// else as TRF26 250 records over runs of players and rounds.
fn acceleration_records(t: &Tournament, javafo: bool, recs: &mut Vec<Record>) {
    if javafo {
        for (id, p) in t.players() {
            let last = p.accelerations.iter().rposition(|a| *a != Points::ZERO);
            if let Some(last) = last {
                let points = p.accelerations[..=last]
                    .iter()
                    .map(|a| (*a != Points::ZERO).then_some(*a))
                    .collect();
                recs.push(Record::JavafoAcceleration {
                    player: id.get(),
                    points,
                });
            }
        }
        return;
    }
    // Runs of consecutive players with the same points in a round, then runs of
    // consecutive rounds with the same player run.
    let rounds = t
        .players()
        .map(|(_, p)| p.accelerations.len())
        .max()
        .unwrap_or(0);
    let mut spans: BTreeMap<(u32, u32, Points), Vec<u16>> = BTreeMap::new();
    for r in 0..rounds {
        let mut run: Option<(u32, u32, Points)> = None;
        let round = u16::try_from(r + 1).unwrap_or(u16::MAX);
        for (id, p) in t.players() {
            let a = p.accelerations.get(r).copied().unwrap_or(Points::ZERO);
            run = match run {
                Some((f, l, v)) if v == a && l + 1 == id.get() => Some((f, id.get(), v)),
                other => {
                    if let Some((f, l, v)) = other
                        && v != Points::ZERO
                    {
                        spans.entry((f, l, v)).or_default().push(round);
                    }
                    Some((id.get(), id.get(), a))
                }
            };
        }
        if let Some((f, l, v)) = run
            && v != Points::ZERO
        {
            spans.entry((f, l, v)).or_default().push(round);
        }
    }
    let mut out: Vec<(u16, u16, u32, u32, Points)> = Vec::new();
    for ((f, l, v), rounds) in spans {
        let mut start = rounds[0];
        let mut prev = rounds[0];
        for &r in &rounds[1..] {
            if r != prev + 1 {
                out.push((start, prev, f, l, v));
                start = r;
            }
            prev = r;
        }
        out.push((start, prev, f, l, v));
    }
    out.sort_unstable();
    for (fr, lr, fp, lp, v) in out {
        recs.push(Record::Acceleration {
            match_points: None,
            points: v,
            first_round: fr,
            last_round: lr,
            first_player: fp,
            last_player: lp,
        });
    }
}
