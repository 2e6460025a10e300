//! The desk's tab of the players' own pages: the rules (public entry, its limit and
//! closing time, check-in deadlines, bye requests, result reports), the entries waiting
//! for the arbiter, the next round's check-in, what players asked, the result reports
//! waiting (agreeing ones to enter, disagreements flagged, never entered), and the
//! players' private links: issued (shown once, with their QR codes, on a page that prints
//! as slips) and revoked.

use super::common::{admin_path, event_form, number, round_links, writer};
use crate::actions;
use crate::auth::Authed;
use crate::desk_lang::{Flash, bad, desk_tr};
use crate::error::AppError;
use crate::forms::{html, layout, opt};
use crate::shared::{Layout, Shared};
use crate::views::EventSummary;
use arbiter_core::{PlayerId, RoundNo};
use arbiter_event::{
    Ask, EntryStatus, Event, OnlineSettings, ReportState, Reports, State as EventState,
};
use arbiter_i18n::Tr;
use askama::Template;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

/// An entry as the desk lists it.
struct EntryRow {
    id: u32,
    name: String,
    /// Rating or Go rank, title, federation, club.
    details: String,
    status: String,
    pending: bool,
}

/// A board whose reports wait for the arbiter.
struct ReportRow {
    round: u16,
    board: u32,
    white: String,
    black: String,
    /// What the reports say, in words.
    said: String,
    /// The result to enter when the reports agree.
    agreed: Option<String>,
    disagree: bool,
}

/// A player and their link.
struct LinkRow {
    number: u32,
    name: String,
    linked: bool,
}

#[derive(Template)]
#[template(path = "online.html")]
struct OnlinePage {
    l: Layout,
    error: String,
    notice: String,
    ev: EventSummary,
    round_links: Vec<u16>,
    o: OnlineSettings,
    check_in_lines: String,
    entries: Vec<EntryRow>,
    any_pending: bool,
    /// The next round's check-in: the round, its deadline, the players who have not
    /// checked in, how many have.
    check_in: Option<(u16, String, Vec<String>, usize)>,
    asks: Vec<String>,
    reports: Vec<ReportRow>,
    links: Vec<LinkRow>,
}

fn name_of(s: &EventState, n: u32) -> String {
    PlayerId::new(n)
        .and_then(|p| s.tournament.player(p))
        .map(|p| p.name.clone())
        .unwrap_or_default()
}

fn ask_key(a: Ask) -> &'static str {
    match a {
        Ask::CheckIn => "web-desk-online-asked-check-in",
        Ask::HalfBye => "web-desk-online-asked-half",
        Ask::ZeroBye => "web-desk-online-asked-zero",
        Ask::Absent => "web-desk-online-asked-absent",
        Ask::Withdraw => "web-desk-online-asked-withdraw",
    }
}

fn reports_of(s: &EventState, tr: Tr) -> Vec<ReportRow> {
    let t = &s.tournament;
    let mut out = Vec::new();
    for &(round, board) in s.online.reports.keys() {
        let Some(g) = RoundNo::new(round)
            .and_then(|r| t.round(r))
            .and_then(|r| r.games().get(board.checked_sub(1)? as usize).copied())
        else {
            continue;
        };
        if !g.result.is_pending() {
            continue;
        }
        let (said, agreed, disagree) = match s.report_state(round, board) {
            ReportState::None => continue,
            ReportState::One { player, result } => (
                tr.ta(
                    "web-desk-online-report-one",
                    &[
                        ("player", name_of(s, player).into()),
                        ("result", result.notation().into()),
                    ],
                ),
                s.reported_result(round, board).map(|r| r.notation()),
                false,
            ),
            ReportState::Agreed(r) => (
                tr.t1("web-desk-online-report-agreed", "result", r.notation()),
                Some(r.notation()),
                false,
            ),
            ReportState::Disagree { white, black } => (
                tr.ta(
                    "web-desk-online-report-disagree",
                    &[
                        ("white", white.notation().into()),
                        ("black", black.notation().into()),
                    ],
                ),
                None,
                true,
            ),
        };
        out.push(ReportRow {
            round,
            board,
            white: name_of(s, g.white.get()),
            black: name_of(s, g.black.get()),
            said,
            agreed,
            disagree,
        });
    }
    out
}

async fn online_page(
    app: &Shared,
    who: &Authed,
    name: &str,
    flash: Flash,
) -> Result<Response, AppError> {
    let snap = app.cache.get(name).await?;
    let s = &snap.state;
    let tr = desk_tr(Some(&s.settings));
    let t = &s.tournament;
    let o = s.online_settings();
    let entries: Vec<EntryRow> = s
        .online
        .entries
        .iter()
        .rev()
        .map(|e| {
            let p = &e.player;
            let details = [
                p.go_rank.clone(),
                p.title.clone(),
                p.rating.map(|r| r.to_string()),
                p.federation.clone(),
                p.club.clone(),
            ]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join(" · ");
            EntryRow {
                id: e.id,
                name: p.name.clone(),
                details,
                status: tr.t(match e.status {
                    EntryStatus::Pending => "web-desk-online-entry-pending",
                    EntryStatus::Accepted => "web-desk-online-entry-accepted",
                    EntryStatus::Refused => "web-desk-online-entry-refused",
                }),
                pending: e.status == EntryStatus::Pending,
            }
        })
        .collect();
    let next = t.next_round().get();
    let check_in = (usize::from(next) <= usize::from(s.settings.rounds))
        .then(|| o.check_in_deadline(next).map(str::to_string))
        .flatten()
        .map(|deadline| {
            let missing: Vec<String> = s
                .not_checked_in(next)
                .into_iter()
                .map(|p| format!("{p} {}", name_of(s, p)))
                .collect();
            let checked = s
                .online
                .checked_in
                .iter()
                .filter(|(r, _)| *r == next)
                .count();
            (next, deadline, missing, checked)
        });
    let asks = s
        .online
        .asks
        .iter()
        .rev()
        .map(|a| {
            tr.ta(
                ask_key(a.ask),
                &[
                    ("round", a.round.into()),
                    (
                        "player",
                        format!("{} {}", a.player, name_of(s, a.player)).into(),
                    ),
                ],
            )
        })
        .collect();
    let links = t
        .players()
        .map(|(id, p)| LinkRow {
            number: id.get(),
            name: p.name.clone(),
            linked: s.online.links.contains_key(&id.get()),
        })
        .collect();
    html(
        &OnlinePage {
            l: layout(
                who,
                tr,
                &tr.t1("web-desk-online-title", "event", &s.settings.name),
            ),
            error: flash.error(tr),
            notice: flash.notice(tr),
            ev: EventSummary::of(name, s),
            round_links: round_links(t.rounds_paired()),
            check_in_lines: o.check_in.join("\n"),
            any_pending: entries.iter().any(|e| e.pending),
            entries,
            check_in,
            asks,
            reports: reports_of(s, tr),
            links,
            o,
        },
        flash.status(),
    )
}

pub(super) async fn online(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    match writer(&app, &headers, &name).await? {
        Ok(who) => online_page(&app, &who, &name, Flash::None).await,
        Err(r) => Ok(r),
    }
}

/// After a change: back to the tab, or the tab again with the reason.
async fn back(
    app: &Shared,
    who: &Authed,
    name: &str,
    r: Result<u64, AppError>,
) -> Result<Response, AppError> {
    match r {
        Ok(version) => {
            app.changed(name, version);
            Ok(Redirect::to(&format!("{}/online", admin_path(name))).into_response())
        }
        Err(e) if e.status == StatusCode::NOT_FOUND => Err(e),
        Err(e) => online_page(app, who, name, Flash::Error(e)).await,
    }
}

#[derive(Deserialize)]
pub(super) struct RulesForm {
    #[serde(default)]
    entry_open: String,
    #[serde(default)]
    entry_limit: String,
    #[serde(default)]
    entry_closes: String,
    #[serde(default)]
    check_in: String,
    #[serde(default)]
    half_byes: String,
    #[serde(default)]
    last_bye_round: String,
    #[serde(default)]
    reports: String,
    #[serde(default)]
    one_report: String,
}

pub(super) async fn rules(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = event_form::<RulesForm>(&app, &headers, &body, &name).await?;
    let r = async {
        let mut check_in: Vec<String> = f.check_in.lines().map(|l| l.trim().to_string()).collect();
        while check_in.last().is_some_and(String::is_empty) {
            check_in.pop();
        }
        let reports = opt(&f.reports).filter(|r| r != "confirm");
        if let Some(r) = &reports
            && Reports::parse(r).is_none()
        {
            return Err(bad(
                "web-desk-online-error-reports",
                vec![("value", r.as_str().into())],
            ));
        }
        let o = OnlineSettings {
            entry_open: !f.entry_open.is_empty(),
            entry_limit: number::<u32>("entry_limit", &f.entry_limit)?.filter(|&n| n > 0),
            entry_closes: opt(&f.entry_closes),
            check_in,
            half_byes: number::<u16>("half_byes", &f.half_byes)?.filter(|&n| n > 0),
            last_bye_round: number::<u16>("last_bye_round", &f.last_bye_round)?.filter(|&n| n > 0),
            reports,
            one_report: !f.one_report.is_empty(),
        };
        let (state, _) = actions::change(&app.store, &name, &who.user.login, |s| {
            let mut settings = s.settings.clone();
            settings.online = Some(o.clone()).filter(|o| *o != OnlineSettings::default());
            Ok(vec![Event::SettingsChanged { settings }])
        })
        .await?;
        Ok(state.version)
    }
    .await;
    back(&app, &who, &name, r).await
}

#[derive(Deserialize)]
pub(super) struct EntryForm {
    /// An entry's number, or `all` for every entry waiting.
    #[serde(default)]
    entry: String,
    /// `accept` or `refuse`.
    #[serde(default)]
    action: String,
}

pub(super) async fn decide(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = event_form::<EntryForm>(&app, &headers, &body, &name).await?;
    let r = async {
        let accept = match f.action.as_str() {
            "accept" => true,
            "refuse" => false,
            other => {
                return Err(bad(
                    "web-desk-online-error-action",
                    vec![("value", other.into())],
                ));
            }
        };
        let one = if f.entry == "all" {
            None
        } else {
            Some(number::<u32>("entry", &f.entry)?.unwrap_or(0))
        };
        let (state, _) = actions::change(&app.store, &name, &who.user.login, |s| {
            let ids: Vec<u32> = match one {
                Some(id) => vec![id],
                None => s.online.pending().map(|e| e.id).collect(),
            };
            Ok(ids
                .into_iter()
                .map(|entry| {
                    if accept {
                        Event::EntryAccepted { entry }
                    } else {
                        Event::EntryRefused { entry }
                    }
                })
                .collect())
        })
        .await?;
        Ok(state.version)
    }
    .await;
    back(&app, &who, &name, r).await
}

#[derive(Deserialize)]
pub(super) struct ReportForm {
    #[serde(default)]
    round: u16,
    #[serde(default)]
    board: u32,
}

/// Enters the result the reports of a board settle (never a disagreement).
pub(super) async fn apply_report(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = event_form::<ReportForm>(&app, &headers, &body, &name).await?;
    let r = actions::change(&app.store, &name, &who.user.login, |s| {
        let result = s.reported_result(f.round, f.board).ok_or_else(|| {
            bad(
                "web-desk-online-error-no-agreement",
                vec![("round", f.round.into()), ("board", f.board.into())],
            )
        })?;
        Ok(vec![Event::ResultSet {
            round: f.round,
            board: f.board,
            result: result.notation(),
        }])
    })
    .await
    .map(|(s, _)| s.version);
    back(&app, &who, &name, r).await
}

#[derive(Deserialize)]
pub(super) struct LinkForm {
    /// A player's number, `all` (every player), or `missing` (those without a link).
    #[serde(default)]
    player: String,
    /// Set to revoke the player's link instead.
    #[serde(default)]
    revoke: String,
}

/// A slip: a player, their link and its QR code.
struct Slip {
    number: u32,
    name: String,
    url: String,
    qr: String,
}

#[derive(Template)]
#[template(path = "slips.html")]
struct SlipsPage {
    l: Layout,
    ev: EventSummary,
    round_links: Vec<u16>,
    error: String,
    notice: String,
    slips: Vec<Slip>,
}

/// The server's address as the browser reached it, which the links start with.
fn base_url(app: &Shared, headers: &HeaderMap) -> String {
    let host = headers
        .get(header::HOST)
        .and_then(|v| v.to_str().ok())
        .filter(|h| {
            !h.is_empty()
                && h.chars()
                    .all(|c| c.is_ascii_alphanumeric() || ".-:[]".contains(c))
        })
        .unwrap_or("localhost");
    let scheme = if crate::auth::is_https(app, headers) {
        "https"
    } else {
        "http"
    };
    format!("{scheme}://{host}")
}

/// The QR code of `text` as an inline SVG element.
fn qr_svg(text: &str) -> String {
    let Ok(code) = qrcode::QrCode::new(text.as_bytes()) else {
        return String::new();
    };
    let svg = code
        .render::<qrcode::render::svg::Color<'_>>()
        .min_dimensions(144, 144)
        .quiet_zone(true)
        .build();
    // Inline in the page, the SVG element without the XML declaration.
    svg.find("<svg")
        .map_or_else(String::new, |at| svg[at..].to_string())
}

/// Issues links (the page that shows them, once, with their QR codes: they are not kept)
/// or revokes one.
pub(super) async fn links(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = event_form::<LinkForm>(&app, &headers, &body, &name).await?;
    if !f.revoke.is_empty() {
        let r = async {
            let n = number::<u32>("player", &f.player)?.unwrap_or(0);
            let (s, _) = actions::change(&app.store, &name, &who.user.login, |_| {
                Ok(vec![Event::PlayerLinkRevoked { player: n }])
            })
            .await?;
            Ok(s.version)
        }
        .await;
        return back(&app, &who, &name, r).await;
    }
    let mut tokens: Vec<(u32, String)> = Vec::new();
    let made = actions::change(&app.store, &name, &who.user.login, |s| {
        let players: Vec<u32> = match f.player.as_str() {
            "all" => s.tournament.player_ids().map(PlayerId::get).collect(),
            "missing" => s
                .tournament
                .player_ids()
                .map(PlayerId::get)
                .filter(|p| !s.online.links.contains_key(p))
                .collect(),
            other => vec![other.trim().parse().unwrap_or(0)],
        };
        tokens.clear();
        let mut events = Vec::new();
        for player in players {
            let (token, hash) = crate::player_link::new_player_token()?;
            tokens.push((player, token));
            events.push(Event::PlayerLinkIssued { player, hash });
        }
        Ok(events)
    })
    .await;
    let state = match made {
        Ok((state, _)) => state,
        Err(e) if e.status == StatusCode::NOT_FOUND => return Err(e),
        Err(e) => return online_page(&app, &who, &name, Flash::Error(e)).await,
    };
    app.changed(&name, state.version);
    let base = base_url(&app, &headers);
    let tr = desk_tr(Some(&state.settings));
    let slips = tokens
        .iter()
        .map(|(player, token)| {
            let url = crate::player_link::player_url(&base, token);
            Slip {
                number: *player,
                name: name_of(&state, *player),
                qr: qr_svg(&url),
                url,
            }
        })
        .collect();
    let mut res = html(
        &SlipsPage {
            l: layout(
                &who,
                tr,
                &tr.t1("web-desk-online-slips-title", "event", &state.settings.name),
            ),
            ev: EventSummary::of(&name, &state),
            round_links: round_links(state.tournament.rounds_paired()),
            error: String::new(),
            notice: tr.t("web-desk-online-slips-once"),
            slips,
        },
        StatusCode::OK,
    )?;
    // The links are credentials shown once: nothing keeps the page.
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(res)
}
