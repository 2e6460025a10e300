//! A Go event's teams, as OpenGotha runs a team tournament: the teams and their line-ups
//! (built and changed through the log, checked as OpenGotha's Teams Manager checks them),
//! the next round paired as matches of teams, and the team standings, the same
//! `go_team_standings` the command line prints.

use super::common::{admin_path, event_form, number, round_links, writer};
use crate::actions;
use crate::auth::Authed;
use crate::desk_lang::{Flash, bad, desk_tr};
use crate::error::AppError;
use crate::forms::{html, layout, opt};
use crate::shared::{Layout, Shared};
use crate::views::EventSummary;
use arbiter_event::GoTeamChange;
use arbiter_standings::go_team::{go_team_standings, go_team_value_text};
use askama::Template;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

/// A team as the page lists it: number, name, the line-up of the round shown (start rank
/// and name per board, empty boards empty).
struct TeamLine {
    number: u32,
    name: String,
    boards: Vec<(String, String)>,
}

#[derive(Template)]
#[template(path = "go_teams.html")]
struct GoTeamsPage {
    l: Layout,
    error: String,
    notice: String,
    ev: EventSummary,
    round_links: Vec<u16>,
    /// True while registration is open (teams name players by start rank).
    open: bool,
    size: u8,
    criteria: String,
    /// The round whose line-ups are shown: the next to pair, else the last.
    round: u16,
    teams: Vec<TeamLine>,
    /// The standings' headings and rows (place, number, name, values as printed), after
    /// `standings_round` rounds.
    standings_round: u16,
    headings: Vec<String>,
    standings: Vec<(usize, u32, String, Vec<String>)>,
}

async fn page(app: &Shared, who: &Authed, name: &str, flash: Flash) -> Result<Response, AppError> {
    let snap = app.cache.get(name).await?;
    let s = &snap.state;
    let tr = desk_tr(Some(&s.settings));
    let g = arbiter_event::go_view(s).ok_or_else(|| {
        AppError::localized(StatusCode::NOT_FOUND, "pub-error-not-go", Vec::new())
    })?;
    let paired = u16::try_from(s.tournament.rounds_paired()).unwrap_or(u16::MAX);
    let round = (paired + 1).min(g.rounds.max(1));
    let size = g.teams.rules.size;
    let player = |p: usize| {
        g.players
            .get(p)
            .map(|x| (format!("{}", p + 1), format!("{} {}", x.name, x.first_name)))
            .unwrap_or_default()
    };
    let teams = g
        .teams
        .teams
        .iter()
        .map(|t| TeamLine {
            number: t.number,
            name: t.name.clone(),
            boards: t
                .line_up(round, size)
                .into_iter()
                .map(|m| m.map(player).unwrap_or_default())
                .collect(),
        })
        .collect();
    let standings_round = g.games.iter().map(|x| x.round).max().unwrap_or(0);
    let st = go_team_standings(&g, standings_round);
    let headings = st.criteria.iter().map(|c| c.short_name()).collect();
    let standings = st
        .rows
        .iter()
        .map(|row| {
            let team = &g.teams.teams[row.team];
            (
                row.place,
                team.number,
                team.name.clone(),
                st.criteria
                    .iter()
                    .zip(&row.values)
                    .map(|(c, v)| go_team_value_text(*c, *v))
                    .collect(),
            )
        })
        .collect();
    html(
        &GoTeamsPage {
            l: layout(
                who,
                tr,
                &tr.t1("web-desk-go-teams-title", "event", &s.settings.name),
            ),
            error: flash.error(tr),
            notice: flash.notice(tr),
            ev: EventSummary::of(name, s),
            round_links: round_links(s.tournament.rounds_paired()),
            open: s.registration_open,
            size,
            criteria: g
                .teams
                .rules
                .criteria
                .iter()
                .map(|c| c.name())
                .collect::<Vec<_>>()
                .join(","),
            round,
            teams,
            standings_round,
            headings,
            standings,
        },
        flash.status(),
    )
}

/// The Go teams page.
pub(super) async fn go_teams(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    match writer(&app, &headers, &name).await? {
        Ok(who) => page(&app, &who, &name, Flash::None).await,
        Err(r) => Ok(r),
    }
}

#[derive(Deserialize)]
struct TeamForm {
    /// `add`, `line_up`, `remove` or `rules`.
    #[serde(default)]
    action: String,
    #[serde(default)]
    team: String,
    #[serde(default)]
    number: String,
    /// Players by start rank, board 1 first, separated by commas or spaces.
    #[serde(default)]
    players: String,
    #[serde(default)]
    round: String,
    #[serde(default)]
    size: String,
    #[serde(default)]
    criteria: String,
}

/// Start ranks separated by commas or spaces.
fn start_ranks(text: &str) -> Result<Vec<u32>, AppError> {
    text.split([',', ' ', ';'])
        .map(str::trim)
        .filter(|x| !x.is_empty())
        .map(|x| {
            x.parse::<u32>().map_err(|_| {
                bad(
                    "web-desk-error-not-a-start-rank",
                    vec![
                        ("board", text.to_string().into()),
                        ("value", x.to_string().into()),
                    ],
                )
            })
        })
        .collect()
}

impl TeamForm {
    /// The changes the form asks for.
    fn changes(&self) -> Result<Vec<GoTeamChange>, AppError> {
        Ok(match self.action.as_str() {
            "add" => vec![GoTeamChange::Add {
                name: self.team.trim().to_string(),
                number: number("number", &self.number)?,
                players: start_ranks(&self.players)?,
            }],
            "line_up" => vec![GoTeamChange::LineUp {
                team: self.team.trim().to_string(),
                round: number("round", &self.round)?.unwrap_or(1),
                players: start_ranks(&self.players)?,
            }],
            "remove" => vec![GoTeamChange::Remove {
                team: self.team.trim().to_string(),
            }],
            "rules" => {
                let mut out = Vec::new();
                if let Some(size) = number::<u8>("size", &self.size)? {
                    out.push(GoTeamChange::Size(size));
                }
                if let Some(list) = opt(&self.criteria) {
                    out.push(GoTeamChange::Criteria(
                        list.split(',').map(|x| x.trim().to_string()).collect(),
                    ));
                }
                out
            }
            other => {
                return Err(AppError::bad_request(format!(
                    "unknown action {other:?}: add, line_up, remove or rules"
                )));
            }
        })
    }
}

/// A change of the teams, then the page again (its refusal said on it).
pub(super) async fn change_teams(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = event_form::<TeamForm>(&app, &headers, &body, &name).await?;
    let r = async {
        let mut version = None;
        for c in f.changes()? {
            let s = actions::go_team_change(&app.store, &name, &who.user.login, &c).await?;
            version = Some(s.version);
        }
        Ok::<_, AppError>(version)
    }
    .await;
    match r {
        Ok(version) => {
            if let Some(v) = version {
                app.changed(&name, v);
            }
            Ok(Redirect::to(&format!("{}/go-teams", admin_path(&name))).into_response())
        }
        Err(e) if e.status == StatusCode::NOT_FOUND => Err(e),
        Err(e) => page(&app, &who, &name, Flash::Error(e)).await,
    }
}

#[derive(Deserialize)]
struct PairForm {
    /// Matches as `A-B`, separated by commas or lines (teams by name or number); empty:
    /// the proposal.
    #[serde(default)]
    matches: String,
}

/// Pairs the next round as matches of teams, then the round's page.
pub(super) async fn pair_teams(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = event_form::<PairForm>(&app, &headers, &body, &name).await?;
    let mut matches = Vec::new();
    for part in f.matches.split([',', '\n', ';']).map(str::trim) {
        if part.is_empty() {
            continue;
        }
        match part.split_once('-') {
            Some((a, b)) if !a.trim().is_empty() && !b.trim().is_empty() => {
                matches.push((a.trim().to_string(), b.trim().to_string()));
            }
            _ => {
                let e = bad(
                    "web-desk-error-go-match",
                    vec![("match", part.to_string().into())],
                );
                return page(&app, &who, &name, Flash::Error(e)).await;
            }
        }
    }
    match actions::pair_go_teams(&app.store, &name, &who.user.login, &matches).await {
        Ok(s) => {
            app.changed(&name, s.version);
            Ok(Redirect::to(&format!(
                "{}/round/{}",
                admin_path(&name),
                s.tournament.rounds_paired()
            ))
            .into_response())
        }
        Err(e) if e.status == StatusCode::NOT_FOUND => Err(e),
        Err(e) => page(&app, &who, &name, Flash::Error(e)).await,
    }
}
