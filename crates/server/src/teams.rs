//! Team events in the web app: the desk's Teams tab (teams, rosters, lineups, forfeited
//! matches), the captains' lineup page, the public team pages and the team API.
//!
//! This module depends on the shared pieces (`shared`, `forms`, `auth`, `actions`, `views`,
//! `error`); the desk's other pages only call its view builders ([`match_views`],
//! [`pair_pool`]) for a team event's Pair and Results tabs.
//!
//! Who may give a lineup ([`may_set_lineup`]): an arbiter allowed to change the event,
//! for any team and round (the event's own rules still apply: a lineup of a paired round
//! only while its match has no result); otherwise only the account the team names as its
//! captain, for that team, for a round not paired yet, and until the round's deadline
//! (`lineup_deadlines`, UTC) when the event sets one. Every other team change needs the
//! arbiter.

use crate::actions;
use crate::auth::{self, Authed};
use crate::desk_lang::{Flash, bad, desk_tr, moment_text};
use crate::error::AppError;
use crate::forms::{form, html, layout, opt, session, to_login};
use crate::routes::Routes;
use crate::shared::{Layout, Shared};
use crate::views::{EventSummary, seg};
use arbiter_core::teams::{MatchForfeit, TeamEntry, TeamView};
use arbiter_core::{Colour, PlayerId, RoundNo, Tournament};
use arbiter_event::{Event, State as EventState, TeamData, TeamRanking};
use arbiter_i18n::{Tr, decimal};
use arbiter_store::EventStore;
use askama::Template;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

pub(crate) fn routes() -> Routes {
    Routes::new()
        .get("/admin/e/{name}/teams", desk)
        .post("/admin/e/{name}/teams", register)
        .post("/admin/e/{name}/teams/{team}/edit", edit)
        .post("/admin/e/{name}/lineups", desk_lineup)
        .post("/admin/e/{name}/forfeit", forfeit)
        .get("/captain", captain_page)
        .post("/captain/e/{name}/lineups", captain_lineup)
        .get("/e/{name}/teams", public_teams)
        .get("/e/{name}/matches/{round}", public_matches)
        .get("/api/events/{name}/teams", api_teams)
        .post("/api/events/{name}/teams", api_register)
        .get("/api/events/{name}/teams/standings", api_standings)
        .get("/api/events/{name}/rounds/{round}/matches", api_matches)
        .post("/api/events/{name}/lineups", api_lineup)
        .post("/api/events/{name}/matches/forfeit", api_forfeit)
}

// ---------------------------------------------------------------- views

/// A member of a roster.
#[derive(Clone, Debug)]
pub(crate) struct Member {
    number: u32,
    name: String,
    rating: String,
}

/// A team with its roster and scores.
#[derive(Clone, Debug)]
pub(crate) struct TeamRow {
    number: u16,
    name: String,
    short: String,
    federation: String,
    captain: String,
    rating: String,
    mp: String,
    gp: String,
    members: Vec<Member>,
    members_text: String,
}

/// A team to pair, on the Pair tab of a team event.
#[derive(Clone, Debug)]
pub(crate) struct PoolTeam {
    pub(crate) number: u16,
    pub(crate) name: String,
    pub(crate) rating: String,
    pub(crate) mp: String,
    pub(crate) gp: String,
    pub(crate) note: String,
}

/// A board of a match.
#[derive(Clone, Debug)]
pub(crate) struct BoardRow {
    pub(crate) board: usize,
    /// The game's board number in the round (what the quick entry takes), if played.
    pub(crate) game: Option<u32>,
    pub(crate) home: String,
    pub(crate) away: String,
    /// The home player's colour as a letter of the page's language (`W` or `B` in English).
    pub(crate) colour: String,
    pub(crate) result: String,
}

/// A match of a round.
#[derive(Clone, Debug)]
pub(crate) struct MatchView {
    pub(crate) home: u16,
    pub(crate) home_name: String,
    pub(crate) away: u16,
    pub(crate) away_name: String,
    pub(crate) score: String,
    pub(crate) forfeit: String,
    pub(crate) boards: Vec<BoardRow>,
    pub(crate) can_forfeit: bool,
}

/// A team's lineup for a round.
#[derive(Clone, Debug)]
pub(crate) struct LineupRow {
    team: u16,
    name: String,
    players_text: String,
    seats: Vec<String>,
    editable: bool,
    note: String,
}

/// The lineups of one round.
#[derive(Clone, Debug)]
pub(crate) struct LineupRound {
    round: u16,
    paired: bool,
    deadline: String,
    rows: Vec<LineupRow>,
}

fn number_of(k: usize) -> u16 {
    u16::try_from(k + 1).unwrap_or(u16::MAX)
}

fn player_text(t: &Tournament, p: Option<PlayerId>, tr: Tr) -> String {
    match p.and_then(|id| t.player(id).map(|x| (id, x))) {
        Some((id, x)) => match x.rating {
            Some(r) => format!("{} {} ({})", id.get(), x.name, r.0),
            None => format!("{} {}", id.get(), x.name),
        },
        None => tr.t("web-desk-empty-board"),
    }
}

fn lineup_text(l: &[Option<PlayerId>]) -> String {
    l.iter()
        .map(|p| p.map_or(0, PlayerId::get).to_string())
        .collect::<Vec<_>>()
        .join(",")
}

fn team_rows(s: &EventState) -> Vec<TeamRow> {
    let t = &s.tournament;
    let scores = s.team_view().map(|v| v.scores()).unwrap_or_default();
    let rating_boards = s.team_rules().map_or(0, |r| r.rating_boards);
    t.teams
        .teams
        .iter()
        .enumerate()
        .map(|(k, team)| {
            let data = s.teams.data.get(k).cloned().unwrap_or_default();
            let (mp, gp) = scores.get(k).copied().unwrap_or_default();
            TeamRow {
                number: number_of(k),
                name: team.name.clone(),
                short: data.short.unwrap_or_default(),
                federation: data.federation.unwrap_or_default(),
                captain: data.captain.unwrap_or_default(),
                rating: arbiter_core::teams::team_rating(t, &team.players, rating_boards)
                    .map(|r| r.0.to_string())
                    .unwrap_or_default(),
                mp: mp.to_string(),
                gp: gp.to_string(),
                members: team
                    .players
                    .iter()
                    .map(|&p| Member {
                        number: p.get(),
                        name: t.player(p).map(|x| x.name.clone()).unwrap_or_default(),
                        rating: t
                            .player(p)
                            .and_then(|x| x.rating)
                            .map(|r| r.0.to_string())
                            .unwrap_or_default(),
                    })
                    .collect(),
                members_text: team
                    .players
                    .iter()
                    .map(|p| p.get().to_string())
                    .collect::<Vec<_>>()
                    .join(","),
            }
        })
        .collect()
}

/// The teams to pair next, for the Pair tab of a team event (empty for other events).
pub(crate) fn pair_pool(s: &EventState, tr: Tr) -> Vec<PoolTeam> {
    if !s.is_team_event() {
        return Vec::new();
    }
    let t = &s.tournament;
    let next = t.next_round();
    team_rows(s)
        .into_iter()
        .zip(&t.teams.teams)
        .map(|(row, team)| {
            let all_out =
                !team.players.is_empty() && team.players.iter().all(|&p| t.is_withdrawn(p, next));
            PoolTeam {
                number: row.number,
                name: row.name,
                rating: row.rating,
                mp: decimal(tr.lang(), &row.mp),
                gp: decimal(tr.lang(), &row.gp),
                note: if all_out {
                    tr.t("web-desk-withdrawn")
                } else {
                    String::new()
                },
            }
        })
        .collect()
}

/// The game number (board of the round) of a match board, if it is played over a board.
fn game_number(
    t: &Tournament,
    r: RoundNo,
    home: Option<PlayerId>,
    away: Option<PlayerId>,
) -> Option<u32> {
    let (h, a) = (home?, away?);
    let round = t.round(r)?;
    round
        .games()
        .iter()
        .position(|g| (g.white == h && g.black == a) || (g.white == a && g.black == h))
        .and_then(|i| u32::try_from(i + 1).ok())
}

fn forfeit_code(f: MatchForfeit) -> &'static str {
    match f {
        MatchForfeit::HomeWins => "+-",
        MatchForfeit::AwayWins => "-+",
        MatchForfeit::Double => "--",
    }
}

/// True while no board of the match has a result (its lineups may still change).
fn without_result(t: &Tournament, r: RoundNo, m: &arbiter_core::teams::TeamMatch) -> bool {
    m.forfeit.is_none()
        && m.boards.iter().all(|b| {
            !b.played
                && game_number(t, r, b.home, b.away)
                    .and_then(|g| t.round(r)?.games().get(g as usize - 1).map(|x| x.result))
                    .is_none_or(|res| res.is_pending())
        })
}

/// The matches of round `no` with their boards, in `tr`'s language; `forfeit_forms`
/// offers the forfeit form on the matches without a result. Empty for an individual event
/// or a round not paired.
pub(crate) fn match_views(s: &EventState, no: u16, forfeit_forms: bool, tr: Tr) -> Vec<MatchView> {
    let Some(r) = RoundNo::new(no) else {
        return Vec::new();
    };
    let Ok(view) = s.team_view() else {
        return Vec::new();
    };
    matches_of(&s.tournament, &view, r, forfeit_forms, tr)
}

fn matches_of(
    t: &Tournament,
    view: &TeamView,
    r: RoundNo,
    forfeit_forms: bool,
    lang: Tr,
) -> Vec<MatchView> {
    let Some(tr) = view.rounds.get(r.index()) else {
        return Vec::new();
    };
    let win = view.scoring.win_white;
    let score = |a: &dyn std::fmt::Display, b: &dyn std::fmt::Display| {
        format!(
            "{} – {}",
            decimal(lang.lang(), &a.to_string()),
            decimal(lang.lang(), &b.to_string())
        )
    };
    let (white, black) = (
        lang.t("web-desk-colour-letter-white"),
        lang.t("web-desk-colour-letter-black"),
    );
    tr.matches
        .iter()
        .map(|m| {
            let (gh, ga) = m.game_points(win);
            MatchView {
                home: view.number(m.home),
                home_name: view.teams[m.home].name.clone(),
                away: view.number(m.away),
                away_name: view.teams[m.away].name.clone(),
                score: if m.is_pending() {
                    String::new()
                } else {
                    score(&gh, &ga)
                },
                forfeit: m.forfeit.map(forfeit_code).unwrap_or_default().to_string(),
                boards: m
                    .boards
                    .iter()
                    .map(|b| BoardRow {
                        board: b.board,
                        game: game_number(t, r, b.home, b.away),
                        home: player_text(t, b.home, lang),
                        away: player_text(t, b.away, lang),
                        colour: if b.home_colour == Colour::White {
                            white.clone()
                        } else {
                            black.clone()
                        },
                        result: match (b.home_points, b.away_points) {
                            (Some(h), Some(a)) => score(&h, &a),
                            _ => String::new(),
                        },
                    })
                    .collect(),
                can_forfeit: forfeit_forms && without_result(t, r, m),
            }
        })
        .collect()
}

/// The teams with a bye in round `no` (number and name), for the results page.
pub(crate) fn bye_names(s: &EventState, no: u16) -> Vec<String> {
    match (s.team_view(), RoundNo::new(no)) {
        (Ok(view), Some(r)) => byes_of(&view, r),
        _ => Vec::new(),
    }
}

fn byes_of(view: &TeamView, r: RoundNo) -> Vec<String> {
    view.rounds
        .get(r.index())
        .map(|tr| {
            tr.entries
                .iter()
                .enumerate()
                .filter_map(|(k, e)| match e {
                    Some(TeamEntry::Bye(_)) => {
                        Some(format!("{} {}", view.number(k), view.teams[k].name))
                    }
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The deadline of round `round`'s lineups, if the event sets one.
fn deadline(s: &EventState, round: u16) -> Option<String> {
    let d = s
        .settings
        .team
        .as_ref()?
        .lineup_deadlines
        .get(usize::from(round).checked_sub(1)?)?;
    let d = d.trim();
    (!d.is_empty()).then(|| d.to_string())
}

/// Now, in UTC, as deadlines are written (`YYYY-MM-DD HH:MM`).
fn now_utc() -> String {
    let n = time::OffsetDateTime::now_utc();
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02}",
        n.year(),
        u8::from(n.month()),
        n.day(),
        n.hour(),
        n.minute()
    )
}

/// True when `d` reads as `YYYY-MM-DD HH:MM` (so that it compares as text with [`now_utc`]).
fn deadline_shape(d: &str) -> bool {
    let b = d.as_bytes();
    b.len() == 16
        && b.iter().enumerate().all(|(i, c)| match i {
            4 | 7 => *c == b'-',
            10 => *c == b' ',
            13 => *c == b':',
            _ => c.is_ascii_digit(),
        })
}

/// The lineups of round `round`: for a round paired, the lineups its matches were built
/// from; for the next round, what each team has given (or its default lineup).
fn lineup_round(s: &EventState, round: u16, can_edit: bool, tr: Tr) -> Option<LineupRound> {
    let r = RoundNo::new(round)?;
    let t = &s.tournament;
    let paired = r.index() < t.rounds_paired();
    let view = s.team_view().ok();
    let rows = t
        .teams
        .teams
        .iter()
        .enumerate()
        .map(|(k, team)| {
            let number = number_of(k);
            let (lineup, editable, note) = if paired {
                let order = t
                    .teams
                    .board_orders
                    .iter()
                    .find(|o| o.round == r && o.team == number);
                let entry = view
                    .as_ref()
                    .and_then(|v| v.rounds.get(r.index()))
                    .and_then(|played| {
                        played
                            .entries
                            .get(k)
                            .copied()
                            .flatten()
                            .map(|e| (played, e))
                    });
                match (order, entry) {
                    (Some(o), Some((played, TeamEntry::Match(i)))) => {
                        let open = played
                            .matches
                            .get(i)
                            .is_some_and(|m| without_result(t, r, m));
                        (
                            o.players.clone(),
                            can_edit && open,
                            if open {
                                String::new()
                            } else {
                                tr.t("web-desk-lineup-match-has-results")
                            },
                        )
                    }
                    (_, Some((_, TeamEntry::Bye(_)))) => {
                        (Vec::new(), false, tr.t("web-desk-lineup-bye"))
                    }
                    _ => (Vec::new(), false, tr.t("web-desk-lineup-not-paired")),
                }
            } else {
                (s.lineup_for(r, k), can_edit, String::new())
            };
            LineupRow {
                team: number,
                name: team.name.clone(),
                players_text: lineup_text(&lineup),
                seats: lineup.iter().map(|&p| player_text(t, p, tr)).collect(),
                editable,
                note,
            }
        })
        .collect();
    Some(LineupRound {
        round,
        paired,
        deadline: deadline(s, round)
            .map(|d| moment_text(tr.lang(), &d))
            .unwrap_or_default(),
        rows,
    })
}

// ---------------------------------------------------------------- permissions

/// May `who` give team `team`'s lineup for round `round` of event `name` in state `s`?
/// Arbiters of the event may (the event's rules decide the rest); the team's captain may
/// for a round not paired yet, before its deadline; nobody else.
pub(crate) fn may_set_lineup(
    who: &Authed,
    name: &str,
    s: &EventState,
    round: u16,
    team: u16,
) -> Result<(), AppError> {
    if who.user.may_write(name) {
        return Ok(());
    }
    let k = usize::from(team).checked_sub(1);
    let captain = k
        .and_then(|k| s.teams.data.get(k))
        .and_then(|d| d.captain.as_deref())
        .map(str::trim);
    let refuse = |key, args| Err(AppError::localized(StatusCode::FORBIDDEN, key, args));
    if captain != Some(who.user.login.as_str()) {
        return refuse(
            "web-desk-error-lineup-not-captain",
            vec![("login", (&who.user.login).into()), ("team", team.into())],
        );
    }
    if usize::from(round) <= s.tournament.rounds_paired() {
        return refuse(
            "web-desk-error-lineup-paired",
            vec![("round", round.into())],
        );
    }
    if let Some(d) = deadline(s, round) {
        if !deadline_shape(&d) {
            return refuse(
                "web-desk-error-lineup-deadline-unreadable",
                vec![("round", round.into()), ("deadline", d.into())],
            );
        }
        if now_utc() > d {
            return refuse(
                "web-desk-error-lineup-deadline-passed",
                vec![("round", round.into()), ("deadline", d.into())],
            );
        }
    }
    Ok(())
}

/// Gives a lineup, checked against the state the change is made on.
async fn set_lineup(
    app: &Shared,
    who: &Authed,
    name: &str,
    round: u16,
    team: u16,
    players: Vec<u32>,
) -> Result<EventState, AppError> {
    commit(app, who, name, |s| {
        if !s.is_team_event() {
            return Err(bad("web-desk-error-not-team-event", Vec::new()));
        }
        may_set_lineup(who, name, s, round, team)?;
        Ok(vec![Event::LineupSet {
            round,
            team,
            players: players.clone(),
        }])
    })
    .await
}

/// Makes the change `f` as `who` and announces the event's new version.
async fn commit<F>(app: &Shared, who: &Authed, name: &str, f: F) -> Result<EventState, AppError>
where
    F: FnMut(&EventState) -> Result<Vec<Event>, AppError>,
{
    let (state, _) = actions::change(&app.store, name, &who.user.login, f).await?;
    app.changed(name, state.version);
    Ok(state)
}

async fn register_team(
    app: &Shared,
    who: &Authed,
    name: &str,
    data: TeamData,
) -> Result<EventState, AppError> {
    auth::may_write(who, name)?;
    commit(app, who, name, |_| {
        Ok(vec![Event::TeamRegistered { team: data.clone() }])
    })
    .await
}

async fn forfeit_match(
    app: &Shared,
    who: &Authed,
    name: &str,
    f: ForfeitBody,
) -> Result<EventState, AppError> {
    auth::may_write(who, name)?;
    if !matches!(f.result.trim(), "+-" | "-+" | "--") {
        return Err(bad(
            "web-desk-error-forfeit-code",
            vec![("value", (&f.result).into())],
        ));
    }
    commit(app, who, name, |_| {
        Ok(vec![Event::MatchForfeited {
            round: f.round,
            home: f.home,
            away: f.away,
            result: f.result.trim().to_string(),
        }])
    })
    .await
}

// ---------------------------------------------------------------- forms

/// Player numbers, comma- or space-separated (`0` = an empty board), typed in `field` (a
/// code the catalogue's message names in words).
pub(crate) fn numbers(field: &'static str, text: &str) -> Result<Vec<u32>, AppError> {
    text.split([',', ' ', ';', '\n', '\t'])
        .map(str::trim)
        .filter(|x| !x.is_empty())
        .map(|x| {
            x.parse::<u32>().map_err(|_| {
                bad(
                    "web-desk-error-not-a-player-number",
                    vec![("field", field.into()), ("value", x.into())],
                )
            })
        })
        .collect()
}

fn desk_path(name: &str) -> String {
    format!("/admin/e/{}/teams", seg(name))
}

#[derive(Deserialize)]
struct TeamForm {
    #[serde(default)]
    name: String,
    #[serde(default)]
    short: String,
    #[serde(default)]
    federation: String,
    #[serde(default)]
    captain: String,
    #[serde(default)]
    members: String,
}

impl TeamForm {
    fn data(&self) -> Result<TeamData, AppError> {
        Ok(TeamData {
            name: self.name.trim().to_string(),
            short: opt(&self.short),
            federation: opt(&self.federation),
            captain: opt(&self.captain),
            members: numbers("members", &self.members)?,
        })
    }
}

#[derive(Deserialize)]
struct LineupForm {
    #[serde(default)]
    round: u16,
    #[serde(default)]
    team: u16,
    #[serde(default)]
    players: String,
}

#[derive(Deserialize)]
struct ForfeitBody {
    round: u16,
    home: u16,
    away: u16,
    result: String,
}

// ---------------------------------------------------------------- the desk's Teams tab

#[derive(Template)]
#[template(path = "team_desk.html")]
struct DeskPage {
    l: Layout,
    error: String,
    notice: String,
    ev: EventSummary,
    round_links: Vec<u16>,
    can_register: bool,
    teams: Vec<TeamRow>,
    lineups: Vec<LineupRound>,
    current: u16,
    matches: Vec<MatchView>,
    byes: Vec<String>,
}

async fn desk_page(
    app: &Shared,
    who: &Authed,
    name: &str,
    flash: Flash,
) -> Result<Response, AppError> {
    let snap = app.cache.get(name).await?;
    let s = &snap.state;
    let tr = desk_tr(Some(&s.settings));
    if !s.is_team_event() {
        return Err(AppError::localized(
            StatusCode::NOT_FOUND,
            "web-desk-error-not-team-event-desk",
            Vec::new(),
        ));
    }
    let t = &s.tournament;
    let paired = t.rounds_paired();
    let last = u16::try_from(paired).unwrap_or(u16::MAX);
    let mut lineups = Vec::new();
    if paired > 0 {
        lineups.extend(lineup_round(s, last, true, tr));
    }
    if last < s.settings.rounds && !t.teams.teams.is_empty() {
        lineups.extend(lineup_round(s, last + 1, true, tr));
    }
    let view = s.team_view().ok();
    let (matches, byes) = match (&view, RoundNo::new(last)) {
        (Some(v), Some(r)) => (matches_of(t, v, r, true, tr), byes_of(v, r)),
        _ => (Vec::new(), Vec::new()),
    };
    html(
        &DeskPage {
            l: layout(
                who,
                tr,
                &tr.t1("web-desk-title-teams", "event", &s.settings.name),
            ),
            error: flash.error(tr),
            notice: flash.notice(tr),
            ev: EventSummary::of(name, s),
            round_links: (1..=last).collect(),
            can_register: paired == 0,
            teams: team_rows(s),
            lineups,
            current: last,
            matches,
            byes,
        },
        flash.status(),
    )
}

/// The desk's writer of an event, or the login page.
async fn desk_writer(
    app: &Shared,
    headers: &HeaderMap,
    name: &str,
) -> Result<Result<Authed, Response>, AppError> {
    let Some(who) = session(app, headers).await? else {
        return Ok(Err(to_login()));
    };
    auth::may_write(&who, name)?;
    Ok(Ok(who))
}

async fn desk(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    match desk_writer(&app, &headers, &name).await? {
        Ok(who) => desk_page(&app, &who, &name, Flash::None).await,
        Err(r) => Ok(r),
    }
}

/// A form posted on the Teams tab by a writer of the event.
async fn desk_form<T: DeserializeOwned>(
    app: &Shared,
    headers: &HeaderMap,
    body: &Bytes,
    name: &str,
) -> Result<(Authed, T), AppError> {
    crate::forms::event_form(app, headers, body, name).await
}

/// The lineup of a posted lineup form, given.
async fn form_lineup(
    app: &Shared,
    who: &Authed,
    name: &str,
    f: &LineupForm,
) -> Result<EventState, AppError> {
    let players = numbers("players", &f.players)?;
    set_lineup(app, who, name, f.round, f.team, players).await
}

/// After a change on the Teams tab: back to it, or the tab again with the reason.
async fn back_to_desk(
    app: &Shared,
    who: &Authed,
    name: &str,
    r: Result<EventState, AppError>,
) -> Result<Response, AppError> {
    match r {
        Ok(_) => Ok(Redirect::to(&desk_path(name)).into_response()),
        Err(e) if e.status == StatusCode::NOT_FOUND => Err(e),
        Err(e) => desk_page(app, who, name, Flash::Error(e)).await,
    }
}

async fn register(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = desk_form::<TeamForm>(&app, &headers, &body, &name).await?;
    let r = async { register_team(&app, &who, &name, f.data()?).await }.await;
    back_to_desk(&app, &who, &name, r).await
}

async fn edit(
    State(app): State<Shared>,
    Path((name, team)): Path<(String, u16)>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = desk_form::<TeamForm>(&app, &headers, &body, &name).await?;
    let r = async {
        let data = f.data()?;
        commit(&app, &who, &name, |_| {
            Ok(vec![Event::TeamEdited {
                team,
                data: data.clone(),
            }])
        })
        .await
    }
    .await;
    back_to_desk(&app, &who, &name, r).await
}

async fn desk_lineup(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = desk_form::<LineupForm>(&app, &headers, &body, &name).await?;
    let r = form_lineup(&app, &who, &name, &f).await;
    back_to_desk(&app, &who, &name, r).await
}

async fn forfeit(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = desk_form::<ForfeitBody>(&app, &headers, &body, &name).await?;
    let r = forfeit_match(&app, &who, &name, f).await;
    back_to_desk(&app, &who, &name, r).await
}

// ---------------------------------------------------------------- captains

/// A team a captain leads, with the rounds they may still give a lineup for.
struct CaptainTeam {
    event: String,
    event_title: String,
    number: u16,
    name: String,
    members: Vec<Member>,
    rounds: Vec<CaptainRound>,
}

struct CaptainRound {
    round: u16,
    deadline: String,
    players_text: String,
    seats: Vec<String>,
    open: bool,
    note: String,
}

#[derive(Template)]
#[template(path = "captain.html")]
struct CaptainPage {
    l: Layout,
    error: String,
    notice: String,
    teams: Vec<CaptainTeam>,
}

async fn captain_view(app: &Shared, who: &Authed, tr: Tr) -> Result<Vec<CaptainTeam>, AppError> {
    let mut list = app.store.list().await?;
    list.retain(|e| !e.deleted);
    list.sort_by(|a, b| a.name.cmp(&b.name));
    let mut out = Vec::new();
    for e in list {
        let Ok(snap) = app.cache.get(&e.name).await else {
            continue;
        };
        let s = &snap.state;
        if !s.is_team_event() {
            continue;
        }
        let rows = team_rows(s);
        for (k, d) in s.teams.data.iter().enumerate() {
            if d.captain.as_deref().map(str::trim) != Some(who.user.login.as_str()) {
                continue;
            }
            let number = number_of(k);
            let first = u16::try_from(s.tournament.rounds_paired() + 1).unwrap_or(u16::MAX);
            let rounds = (first..=s.settings.rounds)
                .filter_map(|round| {
                    let r = RoundNo::new(round)?;
                    let lineup = s.lineup_for(r, k);
                    let allowed = may_set_lineup(who, &e.name, s, round, number);
                    Some(CaptainRound {
                        round,
                        deadline: deadline(s, round)
                            .map(|d| moment_text(tr.lang(), &d))
                            .unwrap_or_default(),
                        players_text: lineup_text(&lineup),
                        seats: lineup
                            .iter()
                            .map(|&p| player_text(&s.tournament, p, tr))
                            .collect(),
                        open: allowed.is_ok(),
                        note: allowed
                            .err()
                            .map(|e| e.message_in(tr.lang()))
                            .unwrap_or_default(),
                    })
                })
                .collect();
            out.push(CaptainTeam {
                event: e.name.clone(),
                event_title: s.settings.name.clone(),
                number,
                name: rows.get(k).map(|r| r.name.clone()).unwrap_or_default(),
                members: rows.get(k).map(|r| r.members.clone()).unwrap_or_default(),
                rounds,
            });
        }
    }
    Ok(out)
}

async fn render_captain(app: &Shared, who: &Authed, flash: Flash) -> Result<Response, AppError> {
    let tr = desk_tr(None);
    html(
        &CaptainPage {
            l: layout(who, tr, &tr.t("web-desk-captain-title")),
            error: flash.error(tr),
            notice: flash.notice(tr),
            teams: captain_view(app, who, tr).await?,
        },
        flash.status(),
    )
}

async fn captain_page(State(app): State<Shared>, headers: HeaderMap) -> Result<Response, AppError> {
    match session(&app, &headers).await? {
        Some(who) => render_captain(&app, &who, Flash::None).await,
        None => Ok(to_login()),
    }
}

async fn captain_lineup(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = form::<LineupForm>(&app, &headers, &body).await?;
    let r = form_lineup(&app, &who, &name, &f).await;
    match r {
        Ok(_) => {
            let notice = (
                "web-desk-notice-lineup-saved",
                vec![("team", f.team.into()), ("round", f.round.into())],
            );
            render_captain(&app, &who, Flash::Notice(notice)).await
        }
        Err(e) if e.status == StatusCode::NOT_FOUND => Err(e),
        Err(e) => render_captain(&app, &who, Flash::Error(e)).await,
    }
}

// ---------------------------------------------------------------- public pages

/// The round numbered `no`, when it is paired.
fn paired_round(s: &EventState, no: u16) -> Result<RoundNo, AppError> {
    RoundNo::new(no)
        .filter(|r| r.index() < s.tournament.rounds_paired())
        .ok_or_else(|| AppError::round_not_paired(no))
}

/// The links to the paired rounds.
fn paired_links(s: &EventState) -> Vec<u16> {
    (1..=u16::try_from(s.tournament.rounds_paired()).unwrap_or(0)).collect()
}

/// The layout of a public team page in `tr`'s language (the visitor's, as every public
/// page decides it: `crate::lang`).
fn public_layout(name: &str, s: &EventState, tr: Tr, title: &str) -> Layout {
    Layout {
        tr,
        title: format!("{title} · {}", s.settings.name),
        live: format!("/e/{}/live", seg(name)),
        version: s.version,
        ..Layout::default()
    }
}

#[derive(Template)]
#[template(path = "teams_public.html")]
struct TeamsPage {
    l: Layout,
    ev: EventSummary,
    tab: &'static str,
    round_links: Vec<u16>,
    current_round: u16,
    t: arbiter_site::team::Teams,
    /// Why the teams cannot be ranked yet, or empty.
    error: String,
}

/// 404 for a team page of an event without teams.
fn not_team_event() -> AppError {
    AppError::localized(
        StatusCode::NOT_FOUND,
        "web-desk-error-not-team-event",
        Vec::new(),
    )
}

async fn public_teams(
    State(app): State<Shared>,
    Path(name): Path<String>,
) -> Result<Response, AppError> {
    let snap = app.cache.get(&name).await?;
    let s = &snap.state;
    if !s.is_team_event() {
        return Err(not_team_event());
    }
    let tr = crate::lang::tr(s.settings.lang());
    let ranking = s.team_ranking();
    html(
        &TeamsPage {
            l: public_layout(&name, s, tr, &tr.t("teams")),
            ev: EventSummary::of(&name, s),
            tab: "teams",
            round_links: paired_links(s),
            current_round: 0,
            t: arbiter_site::team::teams(s, ranking.as_ref().ok(), tr),
            error: ranking.err().map(|e| e.to_string()).unwrap_or_default(),
        },
        StatusCode::OK,
    )
}

/// A round's matches: the public round page shows a team event's round as its matches,
/// so the address of old links answers with it.
async fn public_matches(
    State(app): State<Shared>,
    Path((name, no)): Path<(String, u16)>,
) -> Result<Response, AppError> {
    let snap = app.cache.get(&name).await?;
    if !snap.state.is_team_event() {
        return Err(not_team_event());
    }
    paired_round(&snap.state, no)?;
    Ok(Redirect::permanent(&format!("/e/{}/round/{no}", seg(&name))).into_response())
}

// ---------------------------------------------------------------- API

fn json_answer(r: Result<(StatusCode, Value), AppError>) -> Response {
    match r {
        Ok((status, v)) => (status, axum::Json(v)).into_response(),
        Err(e) => crate::api::json_error(&e),
    }
}

/// The body of an API request as JSON. A body that does not read is refused in English,
/// whatever the request's language: the API speaks English only (its answers are read by
/// programs, and its documentation and the command line's words are English), and the
/// decoder's detail names the line and column of the fault as it writes them. Desk pages
/// post forms, whose refusals are said in the page's language (`crate::forms::bad_form`).
fn body<T: DeserializeOwned>(bytes: &Bytes) -> Result<T, AppError> {
    serde_json::from_slice(bytes).map_err(|e| AppError::bad_request(format!("JSON body: {e}")))
}

/// A change to the event `name` by API token: its writer (401, 403), then the JSON body.
async fn api_write<T: DeserializeOwned>(
    app: &Shared,
    headers: &HeaderMap,
    name: &str,
    bytes: &Bytes,
) -> Result<(Authed, T), AppError> {
    let who = auth::api_writer(app, headers).await?;
    auth::may_write(&who, name)?;
    Ok((who, body(bytes)?))
}

/// The team view of a state whose teams can be scored (422 otherwise).
fn scored_view(s: &EventState) -> Result<TeamView, AppError> {
    s.team_view().map_err(AppError::refused)
}

async fn team_state(
    app: &Shared,
    name: &str,
) -> Result<std::sync::Arc<crate::cache::Snapshot>, AppError> {
    let snap = app.cache.get(name).await?;
    if !snap.state.is_team_event() {
        return Err(not_team_event());
    }
    Ok(snap)
}

/// The teams as JSON: number, names, federation, rating, roster, MP and GP. The captain's
/// account is not shown publicly.
fn teams_json(s: &EventState) -> Value {
    let teams: Vec<Value> = team_rows(s)
        .into_iter()
        .map(|r| {
            json!({
                "team": r.number,
                "name": r.name,
                "short": r.short,
                "federation": r.federation,
                "rating": r.rating.parse::<u16>().ok(),
                "mp": r.mp,
                "gp": r.gp,
                "members": r.members.iter().map(|m| json!({
                    "number": m.number, "name": m.name, "rating": m.rating.parse::<u16>().ok()
                })).collect::<Vec<_>>(),
            })
        })
        .collect();
    json!({ "teams": teams })
}

async fn api_teams(State(app): State<Shared>, Path(name): Path<String>) -> Response {
    json_answer(
        async {
            let snap = team_state(&app, &name).await?;
            Ok((StatusCode::OK, teams_json(&snap.state)))
        }
        .await,
    )
}

async fn api_standings(State(app): State<Shared>, Path(name): Path<String>) -> Response {
    json_answer(
        async {
            let snap = team_state(&app, &name).await?;
            let s = &snap.state;
            let (view, table) = match s.team_ranking().map_err(AppError::refused)? {
                TeamRanking::Matches { view, standings } => (view, standings),
                TeamRanking::Schedule(_) => {
                    return Err(AppError::new(
                        StatusCode::UNPROCESSABLE_ENTITY,
                        "a fixed schedule's rounds are not team matches".to_owned(),
                    ));
                }
            };
            let list = &table.tiebreaks;
            let rows: Value = serde_json::from_str(
                &arbiter_standings::render_team::team_standings_json(&table, &view),
            )
            .map_err(|e| AppError::internal(e.to_string()))?;
            Ok((
                StatusCode::OK,
                json!({
                    "rounds": s.tournament.rounds_paired(),
                    "tiebreaks": list.iter().map(ToString::to_string).collect::<Vec<_>>(),
                    "rows": rows,
                }),
            ))
        }
        .await,
    )
}

fn matches_json(t: &Tournament, view: &TeamView, r: RoundNo) -> Value {
    let win = view.scoring.win_white;
    let tr = &view.rounds[r.index()];
    let name = |p: Option<PlayerId>| p.and_then(|p| t.player(p)).map(|x| x.name.clone());
    let matches: Vec<Value> = tr
        .matches
        .iter()
        .map(|m| {
            let pending = m.is_pending();
            let (gh, ga) = m.game_points(win);
            let (mh, ma) = m.match_points(view.rules.match_scoring, win);
            json!({
                "home": view.number(m.home),
                "home_name": view.teams[m.home].name,
                "away": view.number(m.away),
                "away_name": view.teams[m.away].name,
                "home_gp": (!pending).then(|| gh.to_string()),
                "away_gp": (!pending).then(|| ga.to_string()),
                "home_mp": (!pending).then(|| mh.to_string()),
                "away_mp": (!pending).then(|| ma.to_string()),
                "forfeit": m.forfeit.map(forfeit_code),
                "boards": m.boards.iter().map(|b| json!({
                    "board": b.board,
                    "game": game_number(t, r, b.home, b.away),
                    "home": b.home.map(PlayerId::get),
                    "home_name": name(b.home),
                    "away": b.away.map(PlayerId::get),
                    "away_name": name(b.away),
                    "home_colour": if b.home_colour == Colour::White { "white" } else { "black" },
                    "home_points": b.home_points.map(|p| p.to_string()),
                    "away_points": b.away_points.map(|p| p.to_string()),
                    "played": b.played,
                })).collect::<Vec<_>>(),
            })
        })
        .collect();
    let byes: Vec<Value> = tr
        .entries
        .iter()
        .enumerate()
        .filter_map(|(k, e)| match e {
            Some(TeamEntry::Bye(kind)) => Some(json!({
                "team": view.number(k),
                "name": view.teams[k].name,
                "kind": kind.trf_code().to_string(),
            })),
            _ => None,
        })
        .collect();
    json!({"round": r.get(), "matches": matches, "byes": byes})
}

async fn api_matches(State(app): State<Shared>, Path((name, no)): Path<(String, u16)>) -> Response {
    json_answer(
        async {
            let snap = team_state(&app, &name).await?;
            let s = &snap.state;
            let r = paired_round(s, no)?;
            let view = scored_view(s)?;
            Ok((StatusCode::OK, matches_json(&s.tournament, &view, r)))
        }
        .await,
    )
}

async fn api_register(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Response {
    json_answer(
        async {
            let (who, data) = api_write::<TeamData>(&app, &headers, &name, &bytes).await?;
            let state = register_team(&app, &who, &name, data).await?;
            let mut v = teams_json(&state);
            let last = v["teams"]
                .as_array_mut()
                .and_then(|a| a.pop())
                .unwrap_or(Value::Null);
            v = last;
            Ok((StatusCode::CREATED, v))
        }
        .await,
    )
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LineupBody {
    round: u16,
    team: u16,
    players: Vec<u32>,
}

async fn api_lineup(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Response {
    json_answer(
        async {
            // Credentials first (401), then the body; the permission is checked on the
            // state the change is made on.
            let who = auth::api_writer(&app, &headers).await?;
            if !who.user.may_write(&name) {
                // Not an arbiter of the event: refused before the body is read unless the
                // event names the account as a team's captain.
                let snap = app.cache.get(&name).await?;
                let login = who.user.login.as_str();
                if !snap
                    .state
                    .teams
                    .data
                    .iter()
                    .any(|d| d.captain.as_deref().map(str::trim) == Some(login))
                {
                    return Err(AppError::localized(
                        StatusCode::FORBIDDEN,
                        "error-may-not-change",
                        vec![("login", login.into())],
                    ));
                }
            }
            let b: LineupBody = body(&bytes)?;
            let state = set_lineup(&app, &who, &name, b.round, b.team, b.players).await?;
            let lineup = RoundNo::new(b.round)
                .map(|r| {
                    let k = usize::from(b.team).saturating_sub(1);
                    if r.index() < state.tournament.rounds_paired() {
                        state
                            .tournament
                            .teams
                            .board_orders
                            .iter()
                            .find(|o| o.round == r && o.team == b.team)
                            .map(|o| o.players.clone())
                            .unwrap_or_default()
                    } else {
                        state.lineup_for(r, k)
                    }
                })
                .unwrap_or_default();
            Ok((
                StatusCode::OK,
                json!({
                    "round": b.round,
                    "team": b.team,
                    "players": lineup.iter().map(|p| p.map_or(0, PlayerId::get)).collect::<Vec<_>>(),
                    "version": state.version,
                }),
            ))
        }
        .await,
    )
}

async fn api_forfeit(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Response {
    json_answer(
        async {
            let (who, f) = api_write::<ForfeitBody>(&app, &headers, &name, &bytes).await?;
            let round = f.round;
            let state = forfeit_match(&app, &who, &name, f).await?;
            let view = state
                .team_view()
                .map_err(|e| AppError::internal(e.to_string()))?;
            let r = RoundNo::new(round).ok_or_else(|| AppError::round_not_paired(round))?;
            Ok((StatusCode::OK, matches_json(&state.tournament, &view, r)))
        }
        .await,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deadlines_read_as_utc_minutes() {
        assert!(deadline_shape("2025-05-01 18:00"));
        assert!(!deadline_shape("2025-5-1 18:00"));
        assert!(!deadline_shape("tomorrow"));
        assert!(deadline_shape(&now_utc()));
        assert!(now_utc().as_str() > "2000-01-01 00:00");
    }

    #[test]
    fn numbers_take_commas_and_spaces() {
        assert_eq!(numbers("m", "1, 2 0;4").unwrap(), vec![1, 2, 0, 4]);
        assert!(numbers("m", "1,x").is_err());
    }
}
