//! What the site shows of an event, computed once from its state: plain data in the
//! site's language (numbers in its form, words from the catalogue) that the templates
//! lay out and escape.

use crate::SiteError;
use crate::flags;
use arbiter_core::teams::{MatchForfeit, TeamEntry, TeamView};
use arbiter_core::{ByeKind, Colour, Entry, PlayerId, Points, RoundNo, Tournament};
use arbiter_event::State;
use arbiter_i18n::{Lang, Tr};
use arbiter_standings::{Base, Crosstable, Options, TeamBase, TieBreak, render};

/// A federation as shown: its code, and its flag when the code reads as a country.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Fed {
    pub(crate) code: String,
    pub(crate) flag: String,
}

impl Fed {
    pub(crate) fn of(code: Option<&str>) -> Fed {
        let code = code.map(str::trim).unwrap_or_default().to_string();
        Fed {
            flag: flags::flag(&code).unwrap_or_default(),
            code,
        }
    }
}

/// A player wherever a page names one (linked to the player's card).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Who {
    pub(crate) number: u32,
    pub(crate) name: String,
    pub(crate) title: String,
    /// The rating, or a Go player's rank.
    pub(crate) rating: String,
    pub(crate) fed: Fed,
    pub(crate) withdrawn: bool,
}

/// A team wherever a page names one (linked to the team's page).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct TeamRef {
    pub(crate) number: u16,
    pub(crate) name: String,
}

/// A column of a standings table: the code as the header, its name as the legend.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Column {
    pub(crate) code: String,
    pub(crate) name: String,
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct StandingLine {
    pub(crate) place: u32,
    pub(crate) who: Who,
    /// The values, the score first.
    pub(crate) values: Vec<String>,
}

/// The standings of the players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Standings {
    pub(crate) rounds: usize,
    pub(crate) columns: Vec<Column>,
    pub(crate) rows: Vec<StandingLine>,
}

/// One line of the crosstable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CrossLine {
    pub(crate) place: u32,
    pub(crate) who: Who,
    pub(crate) cells: Vec<CrossCell>,
    pub(crate) total: String,
}

/// One round of a crosstable line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CrossCell {
    /// The opponent's number, for a game.
    pub(crate) opponent: Option<u32>,
    /// `w`, `b` or empty.
    pub(crate) colour: String,
    /// The result (`1`, `½`, `0`, `+`, `-`), a bye's letter, or empty.
    pub(crate) code: String,
    /// What the cell means, in words (for its `title`).
    pub(crate) title: String,
}

/// One board of a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct BoardLine {
    pub(crate) board: u32,
    pub(crate) white: Who,
    pub(crate) white_points: String,
    pub(crate) black: Who,
    pub(crate) black_points: String,
    /// The result, empty while pending.
    pub(crate) result: String,
    /// Go: handicap stones; `None` in chess.
    pub(crate) handicap: Option<u8>,
}

/// A player not on a board in a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ByeLine {
    pub(crate) who: Who,
    pub(crate) kind: String,
    pub(crate) points: String,
}

/// One board of a team match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct MatchBoard {
    pub(crate) board: usize,
    pub(crate) home: Option<Who>,
    pub(crate) away: Option<Who>,
    /// The home player's colour, as a word.
    pub(crate) home_colour: String,
    pub(crate) result: String,
}

/// A match of two teams.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct MatchBlock {
    pub(crate) home: TeamRef,
    pub(crate) away: TeamRef,
    /// Game points, `2½ – 1½`, empty while pending.
    pub(crate) score: String,
    pub(crate) forfeit: String,
    pub(crate) boards: Vec<MatchBoard>,
}

/// A paired round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct RoundPage {
    pub(crate) round: u16,
    pub(crate) boards: Vec<BoardLine>,
    pub(crate) byes: Vec<ByeLine>,
    /// A team event's matches (empty for individuals).
    pub(crate) matches: Vec<MatchBlock>,
    /// Teams with a bye.
    pub(crate) team_byes: Vec<TeamRef>,
    pub(crate) pending: usize,
    pub(crate) handicaps: bool,
}

/// One round of a player's card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CardLine {
    pub(crate) round: u16,
    pub(crate) board: String,
    pub(crate) colour: String,
    pub(crate) opponent: Option<Who>,
    /// What happened when there was no opponent (a bye, an absence).
    pub(crate) note: String,
    pub(crate) result: String,
    pub(crate) running: String,
}

/// A player's card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Card {
    pub(crate) who: Who,
    pub(crate) club: String,
    pub(crate) fide_id: Option<u64>,
    pub(crate) team: Option<TeamRef>,
    pub(crate) points: String,
    pub(crate) place: Option<u32>,
    pub(crate) performance: Option<i64>,
    /// `from round 5`, for a player who withdrew.
    pub(crate) withdrawn_from: Option<String>,
    pub(crate) lines: Vec<CardLine>,
}

/// A line of the team standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct TeamLine {
    pub(crate) rank: u32,
    pub(crate) team: TeamRef,
    pub(crate) mp: String,
    pub(crate) gp: String,
    pub(crate) values: Vec<String>,
}

/// The team standings.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub(crate) struct TeamTable {
    /// True when match points are shown (a fixed schedule of more than two teams has none).
    pub(crate) match_points: bool,
    pub(crate) columns: Vec<String>,
    pub(crate) rows: Vec<TeamLine>,
}

/// A member of a team.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Member {
    pub(crate) who: Who,
    pub(crate) points: String,
    pub(crate) games: String,
}

/// A round of a team's page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct TeamRoundLine {
    pub(crate) round: u16,
    pub(crate) opponent: Option<TeamRef>,
    /// Home or away, as a word.
    pub(crate) side: String,
    /// The team's game points – the opponent's.
    pub(crate) score: String,
    /// Match points won.
    pub(crate) mp: String,
    /// A bye or no match, in words.
    pub(crate) note: String,
}

/// A team with its roster and matches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct TeamCard {
    pub(crate) team: TeamRef,
    pub(crate) fed: Fed,
    pub(crate) rating: String,
    pub(crate) rank: Option<u32>,
    pub(crate) mp: String,
    pub(crate) gp: String,
    pub(crate) members: Vec<Member>,
    pub(crate) rounds: Vec<TeamRoundLine>,
}

/// A member of a team in the ranking of players across teams.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct AcrossLine {
    pub(crate) rank: u32,
    pub(crate) who: Who,
    pub(crate) team: TeamRef,
    pub(crate) points: String,
    pub(crate) games: u32,
    pub(crate) percentage: String,
}

/// A round in the list of rounds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct RoundLink {
    pub(crate) round: u16,
    /// `Round 3`.
    pub(crate) label: String,
    /// Its state in words (complete, or how many results are to come).
    pub(crate) status: String,
}

/// A fact about the event on the home page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Fact {
    pub(crate) label: String,
    pub(crate) value: String,
}

/// Everything the pages show, computed once.
pub(crate) struct Site {
    pub(crate) tr: Tr,
    pub(crate) name: String,
    pub(crate) facts: Vec<Fact>,
    pub(crate) federation: Option<Fed>,
    pub(crate) go: bool,
    pub(crate) players: Vec<(Who, String, String, Option<TeamRef>)>,
    pub(crate) rounds: Vec<RoundPage>,
    pub(crate) round_links: Vec<RoundLink>,
    pub(crate) standings: Standings,
    pub(crate) cross: Vec<CrossLine>,
    /// The crosstable's rounds: number and `Round 3`.
    pub(crate) cross_rounds: Vec<(u16, String)>,
    pub(crate) cards: Vec<Card>,
    /// Team events only.
    pub(crate) teams: Option<Teams>,
}

/// A team event's tables.
pub(crate) struct Teams {
    pub(crate) table: TeamTable,
    pub(crate) cards: Vec<TeamCard>,
    pub(crate) across: Vec<AcrossLine>,
}

fn decimal(lang: Lang, p: Points) -> String {
    arbiter_i18n::decimal(lang, &p.to_string())
}

/// Points as a result is written: `1`, `½`, `2½`, `0` (other fractions as decimals).
fn score_text(lang: Lang, p: Points) -> String {
    let t = p.tenths();
    match (t / 10, t % 10) {
        (0, 5) => "½".to_string(),
        (w, 5) => format!("{w}½"),
        (w, 0) => w.to_string(),
        _ => decimal(lang, p),
    }
}

fn who(t: &Tournament, id: PlayerId) -> Who {
    let p = t.player(id);
    Who {
        number: id.get(),
        name: p.map(|p| p.name.clone()).unwrap_or_default(),
        title: p
            .and_then(|p| p.title.as_ref())
            .map(|x| x.as_str().to_string())
            .unwrap_or_default(),
        rating: p
            .map(|p| match (p.go_rank, p.rating) {
                (Some(rank), _) => rank.to_string(),
                (None, Some(r)) => r.0.to_string(),
                (None, None) => String::new(),
            })
            .unwrap_or_default(),
        fed: Fed::of(p.and_then(|p| p.federation.as_deref())),
        withdrawn: p.is_some_and(|p| p.withdrawn_from.is_some()),
    }
}

fn team_ref(view_teams: &[arbiter_core::Team], k: usize) -> TeamRef {
    TeamRef {
        number: u16::try_from(k + 1).unwrap_or(u16::MAX),
        name: view_teams
            .get(k)
            .map(|x| x.name.clone())
            .unwrap_or_default(),
    }
}

fn bye_word(tr: Tr, k: ByeKind) -> String {
    tr.t(match k {
        ByeKind::PairingAllocated => "site-bye-pairing",
        ByeKind::Full => "site-bye-full",
        ByeKind::Half => "site-bye-half",
        ByeKind::Zero => "site-bye-zero",
    })
}

fn colour_word(tr: Tr, c: Colour) -> String {
    tr.t(match c {
        Colour::White => "white",
        Colour::Black => "black",
    })
}

/// A player's result in a game, as shown on a card and in the crosstable: `1`, `½`, `0`
/// (played, rated or not), `+`, `-` (forfeits), a bye's letter; empty for an absence or a
/// pending game.
fn result_code(code: char) -> String {
    match code {
        '=' | 'D' => "½".to_string(),
        'W' => "1".to_string(),
        'L' => "0".to_string(),
        '*' | ' ' => String::new(),
        x => x.to_string(),
    }
}

/// Parses `YYYY/MM/DD` (or with dashes) into a date.
fn parse_date(s: &str) -> Option<time::Date> {
    let mut parts = s.trim().split(['/', '-', '.']);
    let y: i32 = parts.next()?.parse().ok()?;
    let m: u8 = parts.next()?.parse().ok()?;
    let d: u8 = parts.next()?.parse().ok()?;
    if parts.next().is_some() || y < 1000 {
        return None;
    }
    time::Date::from_calendar_date(y, time::Month::try_from(m).ok()?, d).ok()
}

fn date_text(lang: Lang, s: &str) -> String {
    parse_date(s).map_or_else(|| s.to_string(), |d| arbiter_i18n::date_long(lang, d))
}

/// A pairing system's name in words, from the registry of systems, with its acceleration
/// as written (`+baku`); a name no system answers to, as the settings write it.
fn system_name(system: &str, tr: Tr) -> String {
    match arbiter_pairing::registry::find(system) {
        Ok(s) => match &s.acceleration {
            Some(a) => format!("{} +{a}", tr.t(s.system.label)),
            None => tr.t(s.system.label),
        },
        Err(_) => system.to_string(),
    }
}

/// The catalogue key naming a tie-break family.
fn family_key(b: Base) -> Option<&'static str> {
    Some(match b {
        Base::Pts => "site-tb-pts",
        Base::De => "site-tb-de",
        Base::Win => "site-tb-win",
        Base::Won => "site-tb-won",
        Base::Bpg => "site-tb-bpg",
        Base::Bwg => "site-tb-bwg",
        Base::Ps => "site-tb-ps",
        Base::Rep => "site-tb-rep",
        Base::Std => "site-tb-std",
        Base::Tpn => "site-tb-tpn",
        Base::Bh => "site-tb-bh",
        Base::Aob => "site-tb-aob",
        Base::Fb => "site-tb-fb",
        Base::Sb => "site-tb-sb",
        Base::Ks => "site-tb-ks",
        Base::Aro => "site-tb-aro",
        Base::Tpr => "site-tb-tpr",
        Base::Ptp => "site-tb-ptp",
        Base::Apro => "site-tb-apro",
        Base::Appo => "site-tb-appo",
        Base::Rtng => "site-tb-rtng",
        _ => return None,
    })
}

/// A tie-break's name in words, its cut or median included; empty for a family the
/// catalogue does not name.
fn tiebreak_name(tb: &TieBreak, tr: Tr) -> String {
    let Some(name) = family_key(tb.base).map(|k| tr.t(k)) else {
        return String::new();
    };
    match (tb.cut_low, tb.cut_high) {
        (0, 0) => name,
        (l, h) if l == h => tr.ta(
            "site-tb-median",
            &[("name", name.into()), ("count", l.into())],
        ),
        (l, _) => tr.ta("site-tb-cut", &[("name", name.into()), ("count", l.into())]),
    }
}

/// The catalogue key naming a Go placement criterion.
fn go_key(name: &str) -> Option<&'static str> {
    let n = name.to_ascii_uppercase();
    Some(if n == "MMS" {
        "site-go-mms"
    } else if n == "NBW" {
        "site-go-nbw"
    } else if n.starts_with("SOSOS") {
        "site-go-sosos"
    } else if n.starts_with("SODOS") {
        "site-go-sodos"
    } else if n.starts_with("SOS") {
        "site-go-sos"
    } else if n.starts_with("CUSS") {
        "site-go-cuss"
    } else if n == "DC" || n == "SDC" {
        "site-go-dc"
    } else {
        return None;
    })
}

fn player_standings(s: &State, tr: Tr) -> Result<(Standings, Option<Crosstable>), SiteError> {
    let t = &s.tournament;
    let rounds = t.rounds_paired();
    if let Some(g) = arbiter_event::go_view(s) {
        let (criteria, table) =
            arbiter_standings::go_table(&g, u16::try_from(rounds).unwrap_or(u16::MAX));
        let columns = criteria
            .iter()
            .map(|c| Column {
                code: c.clone(),
                name: go_key(c).map(|k| tr.t(k)).unwrap_or_default(),
            })
            .collect();
        let rows = table
            .into_iter()
            .map(|(i, place, values)| StandingLine {
                place: u32::try_from(place).unwrap_or(u32::MAX),
                who: who(t, PlayerId::from_index(i)),
                values: values
                    .iter()
                    .map(|v| arbiter_i18n::decimal(tr.lang(), v))
                    .collect(),
            })
            .collect();
        // The cells of a crosstable are the games whatever the game; the order and places
        // are the Go standings'.
        let (_, opts) = s.standings_setup();
        let cross =
            arbiter_standings::standings(t, &arbiter_standings::default_list(opts.mode), &opts)
                .ok()
                .map(|st| Crosstable::new(t, &st));
        return Ok((
            Standings {
                rounds,
                columns,
                rows,
            },
            cross,
        ));
    }
    let (list, mut opts) = s.standings_setup();
    opts.rounds = Some(rounds);
    // A team event's list names team scores; its players rank by FIDE's default list.
    let (list, st) = match arbiter_standings::standings(t, &list, &opts) {
        Ok(st) => (list, st),
        Err(_) => {
            let fallback = arbiter_standings::default_list(opts.mode);
            let st = arbiter_standings::standings(t, &fallback, &opts)
                .map_err(|e| SiteError::Standings(e.to_string()))?;
            (fallback, st)
        }
    };
    // The score's column is headed in words; the tie-breaks by their codes.
    let columns = list
        .iter()
        .enumerate()
        .map(|(i, tb)| match i {
            0 => Column {
                code: tr.t("points"),
                name: String::new(),
            },
            _ => Column {
                code: tb.to_string(),
                name: tiebreak_name(tb, tr),
            },
        })
        .collect();
    let rows = st
        .rows
        .iter()
        .map(|r| StandingLine {
            place: r.rank,
            who: who(t, r.player),
            values: list
                .iter()
                .zip(&r.values)
                .map(|(tb, v)| arbiter_i18n::decimal(tr.lang(), &render::format_value(tb, *v)))
                .collect(),
        })
        .collect();
    let cross = Crosstable::new(t, &st);
    Ok((
        Standings {
            rounds,
            columns,
            rows,
        },
        Some(cross),
    ))
}

fn crosstable(t: &Tournament, c: &Crosstable, order: &[StandingLine], tr: Tr) -> Vec<CrossLine> {
    order
        .iter()
        .filter_map(|row| {
            let l = c.lines.iter().find(|l| l.player.get() == row.who.number)?;
            Some(CrossLine {
                place: row.place,
                who: row.who.clone(),
                cells: l
                    .cells
                    .iter()
                    .map(|cell| {
                        let code = result_code(cell.code);
                        let title = match (cell.opponent, ByeKind::from_trf_code(cell.code)) {
                            (Some(o), _) => t.player(o).map(|p| p.name.clone()).unwrap_or_default(),
                            (None, Some(k)) => bye_word(tr, k),
                            (None, None) => tr.t("site-absent"),
                        };
                        CrossCell {
                            opponent: cell.opponent.map(PlayerId::get),
                            colour: cell
                                .colour
                                .map(|c| c.letter().to_string())
                                .unwrap_or_default(),
                            code,
                            title,
                        }
                    })
                    .collect(),
                total: decimal(tr.lang(), l.total()),
            })
        })
        .collect()
}

fn round_page(s: &State, view: Option<&TeamView>, no: RoundNo, tr: Tr) -> Option<RoundPage> {
    let t = &s.tournament;
    let r = t.round(no)?;
    let go = arbiter_event::go_main_scores(s, no.index());
    let before = |id: PlayerId| {
        go.as_ref()
            .and_then(|g| g.get(id.index()))
            .map(|x| arbiter_i18n::decimal(tr.lang(), x))
            .unwrap_or_else(|| decimal(tr.lang(), t.score_after(id, no.index())))
    };
    let boards: Vec<BoardLine> = r
        .games()
        .iter()
        .enumerate()
        .map(|(i, g)| BoardLine {
            board: u32::try_from(i + 1).unwrap_or(u32::MAX),
            white: who(t, g.white),
            white_points: before(g.white),
            black: who(t, g.black),
            black_points: before(g.black),
            result: if g.result.is_pending() {
                String::new()
            } else {
                g.result.to_string()
            },
            handicap: g.handicap.map(|h| h.stones),
        })
        .collect();
    let byes = r
        .byes()
        .iter()
        .map(|&(p, k)| ByeLine {
            who: who(t, p),
            kind: bye_word(tr, k),
            points: decimal(tr.lang(), t.scoring.bye_points(k)),
        })
        .collect();
    let (matches, team_byes) = view
        .and_then(|v| v.rounds.get(no.index()).map(|tr_| (v, tr_)))
        .map(|(v, round)| {
            let win = v.scoring.win_white;
            let matches = round
                .matches
                .iter()
                .map(|m| {
                    let (gh, ga) = m.game_points(win);
                    MatchBlock {
                        home: team_ref(&v.teams, m.home),
                        away: team_ref(&v.teams, m.away),
                        score: if m.is_pending() {
                            String::new()
                        } else {
                            format!(
                                "{} – {}",
                                score_text(tr.lang(), gh),
                                score_text(tr.lang(), ga)
                            )
                        },
                        forfeit: match m.forfeit {
                            None => String::new(),
                            Some(MatchForfeit::HomeWins | MatchForfeit::AwayWins) => {
                                tr.t("site-match-forfeited")
                            }
                            Some(MatchForfeit::Double) => tr.t("site-match-double-forfeit"),
                        },
                        boards: m
                            .boards
                            .iter()
                            .map(|b| MatchBoard {
                                board: b.board,
                                home: b.home.map(|p| who(t, p)),
                                away: b.away.map(|p| who(t, p)),
                                home_colour: colour_word(tr, b.home_colour),
                                result: match (b.home_points, b.away_points) {
                                    (Some(h), Some(a)) => format!(
                                        "{} – {}",
                                        score_text(tr.lang(), h),
                                        score_text(tr.lang(), a)
                                    ),
                                    _ => String::new(),
                                },
                            })
                            .collect(),
                    }
                })
                .collect();
            let byes = round
                .entries
                .iter()
                .enumerate()
                .filter(|(_, e)| matches!(e, Some(TeamEntry::Bye(_))))
                .map(|(k, _)| team_ref(&v.teams, k))
                .collect();
            (matches, byes)
        })
        .unwrap_or_default();
    Some(RoundPage {
        round: no.get(),
        pending: boards.iter().filter(|b| b.result.is_empty()).count(),
        handicaps: boards.iter().any(|b| b.handicap.is_some_and(|h| h > 0)),
        boards,
        byes,
        matches,
        team_byes,
    })
}

fn card(
    t: &Tournament,
    id: PlayerId,
    standings: &Standings,
    team: Option<TeamRef>,
    points: String,
    tr: Tr,
) -> Card {
    let lang = tr.lang();
    let mut running = Points::ZERO;
    let lines = (0..t.rounds_paired())
        .map(|i| {
            let r = RoundNo::from_index(i);
            running += t.points_in(id, r);
            let mut line = CardLine {
                round: r.get(),
                board: String::new(),
                colour: String::new(),
                opponent: None,
                note: String::new(),
                result: String::new(),
                running: decimal(lang, running),
            };
            match t.entry(id, r) {
                Entry::Game {
                    opponent,
                    colour,
                    result,
                    board,
                } => {
                    line.board = board.to_string();
                    line.colour = colour.map(|c| colour_word(tr, c)).unwrap_or_default();
                    line.opponent = Some(who(t, opponent));
                    line.result = result
                        .map(|x| result_code(x.trf_code()))
                        .unwrap_or_default();
                }
                Entry::Bye(k) => {
                    line.note = bye_word(tr, k);
                    line.result = decimal(lang, t.points_in(id, r));
                }
                Entry::Absent => line.note = tr.t("site-absent"),
            }
            line
        })
        .collect();
    let games = arbiter_standings::rating::rated_games(t)
        .into_iter()
        .nth(id.index())
        .unwrap_or_default();
    let ratings: Vec<u16> = games.iter().map(|g| g.opponent).collect();
    let halves: i64 = games.iter().map(|g| i64::from(g.result_halves)).sum();
    let p = t.player(id);
    Card {
        who: who(t, id),
        club: p.and_then(|p| p.club.clone()).unwrap_or_default(),
        fide_id: p.and_then(|p| p.fide_id),
        team,
        points,
        place: standings
            .rows
            .iter()
            .find(|r| r.who.number == id.get())
            .map(|r| r.place),
        performance: arbiter_standings::rating::performance_rating(halves, &ratings),
        withdrawn_from: p
            .and_then(|p| p.withdrawn_from)
            .map(|r| tr.t1("site-from-round", "round", r.get())),
        lines,
    }
}

fn team_list(s: &State, view: &TeamView) -> Vec<arbiter_standings::TeamTieBreak> {
    s.settings
        .tiebreaks
        .as_deref()
        .filter(|x| !x.trim().is_empty())
        .and_then(|x| arbiter_standings::team_standings_list(x, view.rules.primary).ok())
        .unwrap_or_else(|| arbiter_standings::default_team_list(view.rules.primary))
}

fn teams(s: &State, view: Option<&TeamView>, tr: Tr) -> Teams {
    let t = &s.tournament;
    let lang = tr.lang();
    let all = &t.teams.teams;
    let mut table = TeamTable::default();
    let mut across = Vec::new();
    match view {
        // A fixed schedule (Scheveningen, Hilton): the players' points summed.
        None => {
            let totals = arbiter_standings::schedule_totals(t);
            table.match_points = totals.iter().any(|r| r.mp.is_some());
            table.rows = totals
                .iter()
                .map(|r| TeamLine {
                    rank: r.rank,
                    team: team_ref(all, r.team),
                    mp: r.mp.map(|x| decimal(lang, x)).unwrap_or_default(),
                    gp: decimal(lang, r.gp),
                    values: Vec::new(),
                })
                .collect();
        }
        Some(v) => {
            table.match_points = true;
            let list = team_list(s, v);
            if let Ok(st) = arbiter_standings::team_standings(t, v, &list, &Options::default()) {
                // Match and game points have their own columns.
                let shown: Vec<usize> = (1..st.tiebreaks.len())
                    .filter(|&i| st.tiebreaks[i].base != TeamBase::Score)
                    .collect();
                table.columns = shown.iter().map(|&i| st.tiebreaks[i].to_string()).collect();
                table.rows = st
                    .rows
                    .iter()
                    .map(|r| TeamLine {
                        rank: r.rank,
                        team: team_ref(&v.teams, r.team),
                        mp: decimal(lang, r.mp),
                        gp: decimal(lang, r.gp),
                        values: shown
                            .iter()
                            .map(|&i| {
                                r.values[i].map_or_else(String::new, |x| {
                                    arbiter_i18n::decimal(
                                        lang,
                                        &x.format(st.tiebreaks[i].decimals()),
                                    )
                                })
                            })
                            .collect(),
                    })
                    .collect();
            }
            across = arbiter_standings::individual_across_teams(v, None)
                .iter()
                .map(|r| AcrossLine {
                    rank: r.rank,
                    who: who(t, r.player),
                    team: team_ref(&v.teams, r.team),
                    points: decimal(lang, r.points),
                    games: r.games,
                    percentage: r
                        .percentage
                        .map(|x| arbiter_i18n::decimal(lang, &x.format(1)))
                        .unwrap_or_default(),
                })
                .collect();
        }
    }
    let rating_boards = s.team_rules().map_or(0, |r| r.rating_boards);
    let cards = all
        .iter()
        .enumerate()
        .map(|(k, team)| {
            let data = s.teams.data.get(k);
            let line = table
                .rows
                .iter()
                .find(|r| usize::from(r.team.number) == k + 1);
            let members = team
                .players
                .iter()
                .map(|&p| {
                    let games = (0..t.rounds_paired())
                        .filter(|&i| {
                            matches!(t.entry(p, RoundNo::from_index(i)), Entry::Game { .. })
                        })
                        .count();
                    Member {
                        who: who(t, p),
                        points: decimal(lang, t.score(p)),
                        games: games.to_string(),
                    }
                })
                .collect();
            let rounds = view
                .map(|v| {
                    v.rounds
                        .iter()
                        .enumerate()
                        .map(|(i, round)| team_round_line(v, round, k, i, tr))
                        .collect()
                })
                .unwrap_or_default();
            TeamCard {
                team: team_ref(all, k),
                fed: Fed::of(data.and_then(|d| d.federation.as_deref())),
                rating: arbiter_core::teams::team_rating(t, &team.players, rating_boards)
                    .map(|r| r.0.to_string())
                    .unwrap_or_default(),
                rank: line.map(|l| l.rank),
                mp: line.map(|l| l.mp.clone()).unwrap_or_default(),
                gp: line.map(|l| l.gp.clone()).unwrap_or_default(),
                members,
                rounds,
            }
        })
        .collect();
    Teams {
        table,
        cards,
        across,
    }
}

fn team_round_line(
    v: &TeamView,
    round: &arbiter_core::teams::TeamRound,
    k: usize,
    i: usize,
    tr: Tr,
) -> TeamRoundLine {
    let lang = tr.lang();
    let mut line = TeamRoundLine {
        round: u16::try_from(i + 1).unwrap_or(u16::MAX),
        opponent: None,
        side: String::new(),
        score: String::new(),
        mp: String::new(),
        note: String::new(),
    };
    match round.entries.get(k).copied().flatten() {
        Some(TeamEntry::Match(m)) => {
            let Some(m) = round.matches.get(m) else {
                return line;
            };
            let home = m.home == k;
            let (gh, ga) = m.game_points(v.scoring.win_white);
            let (mh, ma) = m.match_points(v.rules.match_scoring, v.scoring.win_white);
            let (own, other, mp) = if home { (gh, ga, mh) } else { (ga, gh, ma) };
            line.opponent = Some(team_ref(&v.teams, if home { m.away } else { m.home }));
            line.side = tr.t(if home {
                "site-home-team"
            } else {
                "site-away-team"
            });
            if !m.is_pending() {
                line.score = format!("{} – {}", score_text(lang, own), score_text(lang, other));
                line.mp = decimal(lang, mp);
            }
        }
        Some(TeamEntry::Bye(kind)) => line.note = bye_word(tr, kind),
        Some(TeamEntry::Absent) | None => line.note = tr.t("site-absent"),
    }
    line
}

/// Computes everything the site shows.
pub(crate) fn site(s: &State, lang: Lang) -> Result<Site, SiteError> {
    let tr = Tr(lang);
    let t = &s.tournament;
    let set = &s.settings;
    let go = set.is_go();
    let (standings, cross) = player_standings(s, tr)?;
    let view = if s.pairs_matches() {
        s.team_view().ok()
    } else {
        None
    };
    let teams = s.is_team_event().then(|| teams(s, view.as_ref(), tr));
    let team_of = |id: PlayerId| -> Option<TeamRef> {
        let k = t.teams.teams.iter().position(|x| x.players.contains(&id))?;
        Some(team_ref(&t.teams.teams, k))
    };
    let go_scores = arbiter_event::go_main_scores(s, t.rounds_paired());
    let score = |id: PlayerId| {
        go_scores
            .as_ref()
            .and_then(|g| g.get(id.index()))
            .map(|x| arbiter_i18n::decimal(lang, x))
            .unwrap_or_else(|| decimal(lang, t.score(id)))
    };
    let players = t
        .players()
        .map(|(id, p)| {
            (
                who(t, id),
                p.club.clone().unwrap_or_default(),
                score(id),
                team_of(id),
            )
        })
        .collect();
    let rounds: Vec<RoundPage> = (0..t.rounds_paired())
        .filter_map(|i| round_page(s, view.as_ref(), RoundNo::from_index(i), tr))
        .collect();
    let round_links = rounds
        .iter()
        .map(|r| RoundLink {
            round: r.round,
            label: tr.t1("round-n", "round", r.round),
            status: if r.pending == 0 {
                tr.t("site-round-complete")
            } else {
                tr.t1("site-results-to-come", "count", r.pending)
            },
        })
        .collect();
    let cards = t
        .player_ids()
        .map(|id| card(t, id, &standings, team_of(id), score(id), tr))
        .collect();
    let dates = match (&set.start_date, &set.end_date) {
        (Some(a), Some(b)) if a != b => {
            format!("{} – {}", date_text(lang, a), date_text(lang, b))
        }
        (Some(a), _) | (None, Some(a)) => date_text(lang, a),
        (None, None) => String::new(),
    };
    let tiebreaks = standings
        .columns
        .iter()
        .skip(1)
        .map(|c| c.code.clone())
        .collect::<Vec<_>>()
        .join(", ");
    let facts = [
        ("site-city", set.city.clone().unwrap_or_default()),
        ("site-dates", dates),
        ("site-system", system_name(&set.system, tr)),
        (
            "site-rounds-played",
            tr.ta(
                "site-rounds-of",
                &[
                    ("paired", t.rounds_paired().into()),
                    ("planned", set.rounds.into()),
                ],
            ),
        ),
        ("players", tr.t1("players-count", "count", t.player_count())),
        (
            "teams",
            if s.is_team_event() {
                t.teams.teams.len().to_string()
            } else {
                String::new()
            },
        ),
        (
            "site-time-control",
            set.time_control.clone().unwrap_or_default(),
        ),
        (
            "site-chief-arbiter",
            set.chief_arbiter.clone().unwrap_or_default(),
        ),
        ("site-rated", set.rated.clone().unwrap_or_default()),
        ("site-tiebreaks", if go { String::new() } else { tiebreaks }),
    ]
    .into_iter()
    .filter(|(_, v)| !v.trim().is_empty())
    .map(|(k, v)| Fact {
        label: tr.t(k),
        value: v,
    })
    .collect();
    Ok(Site {
        tr,
        name: set.name.clone(),
        facts,
        federation: set
            .federation
            .as_deref()
            .filter(|f| !f.trim().is_empty())
            .map(|f| Fed::of(Some(f))),
        go,
        players,
        cross_rounds: (1..=t.rounds_paired())
            .map(|r| u16::try_from(r).unwrap_or(u16::MAX))
            .map(|r| (r, tr.t1("round-n", "round", r)))
            .collect(),
        cross: cross
            .map(|c| crosstable(t, &c, &standings.rows, tr))
            .unwrap_or_default(),
        rounds,
        round_links,
        standings,
        cards,
        teams,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The site names a system in words exactly when the registry accepts the name, in
    /// every language, and shows any other name as written.
    #[test]
    fn a_system_is_named_when_the_registry_knows_it() {
        let tricky = [
            "burstein-baku",
            "dutch+baku",
            "DUTCH",
            "FIDE_DUTCH_2026_BAKU",
            "nonsense",
            "roundrobin+baku",
        ];
        let names = arbiter_pairing::registry::spellings().chain(tricky);
        for name in names {
            for lang in Lang::ALL {
                let said = system_name(name, Tr(lang));
                let known = arbiter_pairing::registry::find(name).is_ok();
                assert_eq!(said != name, known, "{name:?} in {}: {said}", lang.code());
                assert!(!said.contains("system-name-"), "{said}");
            }
        }
    }

    #[test]
    fn dates_read_in_either_form() {
        assert_eq!(
            parse_date("2026/03/07"),
            time::Date::from_calendar_date(2026, time::Month::March, 7).ok()
        );
        assert_eq!(
            parse_date("2026-3-7"),
            time::Date::from_calendar_date(2026, time::Month::March, 7).ok()
        );
        assert_eq!(parse_date("26/03/07"), None);
        assert_eq!(parse_date("2026/02/30"), None);
        assert_eq!(date_text(Lang::Fr, "2026/03/07"), "7 mars 2026");
        assert_eq!(date_text(Lang::En, "next spring"), "next spring");
    }

    #[test]
    fn scores_are_written_with_halves() {
        assert_eq!(score_text(Lang::Fr, Points::from_tenths(35)), "3½");
        assert_eq!(score_text(Lang::Fr, Points::from_tenths(5)), "½");
        assert_eq!(score_text(Lang::Fr, Points::from_tenths(40)), "4");
        assert_eq!(score_text(Lang::Fr, Points::from_tenths(0)), "0");
        assert_eq!(score_text(Lang::Fr, Points::from_tenths(12)), "1,2");
    }

    #[test]
    fn results_read_as_a_player_sees_them() {
        assert_eq!(result_code('='), "½");
        assert_eq!(result_code('W'), "1");
        assert_eq!(result_code('+'), "+");
        assert_eq!(result_code('H'), "H");
        assert_eq!(result_code('*'), "");
    }
}
