//! The arbiter UI: server-rendered pages behind a login. Forms post to the server and, on
//! success, redirect back (post/redirect/get); a refused change renders the page again
//! with the reason. Every form carries the session's CSRF token. The result-entry form
//! is also posted by the page's script, which then gets the page back directly.

use crate::accounts::{Role, SESSION_SECONDS, UserInfo, random_hex};
use crate::actions::{self, PairingReport};
use crate::auth::{self, Authed, LOGIN_CSRF_COOKIE, SESSION_COOKIE, Via};
use crate::desk_lang::{
    Flash, LangChoice, SystemChoice, bad, desk_tr, language_choices, language_setting,
    system_choices,
};
use crate::error::AppError;
use crate::explain::{self, Explanation};
use crate::forms::{form, html, layout, opt, session, to_login};
use crate::routes::Routes;
use crate::shared::{Layout, Shared};
use crate::views::seg;
use crate::views::{self, EventSummary, PlayerRow, RoundView};
use arbiter_core::{ByeKind, Colour, RoundNo};
use arbiter_event::{Availability, PlayerData, Settings};
use askama::Template;
use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;
use serde::de::DeserializeOwned;

pub(crate) fn routes() -> Routes {
    Routes::new()
        .get("/login", login_form)
        .post("/login", login)
        .post("/logout", logout)
        .get("/admin", home)
        .post("/admin/events", create_event)
        .get("/admin/users", users)
        .post("/admin/users", save_user)
        .post("/admin/users/token", new_token)
        .get("/admin/e/{name}", manage)
        .post("/admin/e/{name}/settings", settings)
        .post("/admin/e/{name}/players", add_player)
        .post("/admin/e/{name}/players/import", import_players)
        .post("/admin/e/{name}/players/{rank}/{action}", player_action)
        .post("/admin/e/{name}/availability", availability)
        .post("/admin/e/{name}/close", close)
        .get("/admin/e/{name}/pair", pair_form)
        .post("/admin/e/{name}/pair", pair)
        .post("/admin/e/{name}/pair/auto", pair_auto)
        .get("/admin/e/{name}/round/{round}", results)
        .post("/admin/e/{name}/round/{round}/result", enter_result)
        .get("/admin/e/{name}/round/{round}/explain", explain_page)
        .post("/admin/e/{name}/undo", undo)
        .get("/admin/e/{name}/log", log)
        .post("/admin/e/{name}/reopen", reopen)
        .post("/admin/e/{name}/move", move_player)
        .get("/admin/e/{name}/prizes", prizes_page)
        .get("/admin/e/{name}/players/{rank}/edit", edit_player_form)
        .post("/admin/e/{name}/players/{rank}/edit", edit_player)
        .post("/admin/e/{name}/rename", rename)
        .post("/admin/e/{name}/delete", delete_event)
}

fn fetch(headers: &HeaderMap) -> bool {
    headers
        .get("x-requested-with")
        .is_some_and(|v| v.as_bytes() == b"fetch")
}

fn admin_path(name: &str) -> String {
    format!("/admin/e/{}", seg(name))
}

/// A number typed in a form's `field` (a code the catalogue's message names in words).
fn number<T: std::str::FromStr>(field: &'static str, s: &str) -> Result<Option<T>, AppError> {
    opt(s)
        .map(|v| {
            v.parse::<T>().map_err(|_| {
                bad(
                    "web-desk-error-not-a-number",
                    vec![("field", field.into()), ("value", v.clone().into())],
                )
            })
        })
        .transpose()
}

// ---------------------------------------------------------------- login

#[derive(Template)]
#[template(path = "login.html")]
struct LoginPage {
    l: Layout,
    error: String,
    notice: String,
}

/// The login page; `error` is the catalogue key of what went wrong, or empty.
fn login_page(
    app: &Shared,
    headers: &HeaderMap,
    status: StatusCode,
    error: &str,
) -> Result<Response, AppError> {
    let token = random_hex(16)?;
    let tr = crate::lang::tr(None);
    let page = LoginPage {
        l: Layout {
            title: tr.t("pub-login"),
            csrf: token.clone(),
            tr,
            ..Layout::default()
        },
        error: if error.is_empty() {
            String::new()
        } else {
            tr.t(error)
        },
        notice: String::new(),
    };
    let mut res = html(&page, status)?;
    let cookie = auth::set_cookie(
        LOGIN_CSRF_COOKIE,
        &token,
        3600,
        auth::is_https(app, headers),
    );
    if let Ok(v) = HeaderValue::from_str(&cookie) {
        res.headers_mut().append(header::SET_COOKIE, v);
    }
    Ok(res)
}

async fn login_form(State(app): State<Shared>, headers: HeaderMap) -> Result<Response, AppError> {
    login_page(&app, &headers, StatusCode::OK, "")
}

#[derive(Deserialize)]
struct LoginForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    login: String,
    #[serde(default)]
    password: String,
}

/// The client's address, for the login throttle. `X-Real-IP` is believed only from a
/// proxy on this machine (a loopback peer): from anyone else it is the client's own
/// claim, and a new claim with every attempt would dodge the per-address limit.
fn client_ip(headers: &HeaderMap, peer: Option<std::net::SocketAddr>) -> String {
    let Some(peer) = peer else {
        return "unknown".into();
    };
    let real = headers
        .get("x-real-ip")
        .and_then(|v| v.to_str().ok())
        .map(str::trim)
        .filter(|v| !v.is_empty());
    match real {
        Some(real) if peer.ip().is_loopback() => real.to_string(),
        _ => peer.ip().to_string(),
    }
}

async fn login(
    State(app): State<Shared>,
    Peer(peer): Peer,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let f: LoginForm = serde_urlencoded::from_bytes(&body).map_err(crate::forms::bad_form)?;
    let expected = auth::cookie(&headers, LOGIN_CSRF_COOKIE).unwrap_or_default();
    if expected.is_empty() || !auth::same(&expected, &f.csrf) {
        return login_page(&app, &headers, StatusCode::FORBIDDEN, "pub-login-expired");
    }
    let login = f.login.trim().to_string();
    let keys = [
        format!("ip:{}", client_ip(&headers, peer)),
        format!("login:{}", login.to_ascii_lowercase()),
    ];
    if !app.accounts.login_allowed(&keys).await? {
        return login_page(
            &app,
            &headers,
            StatusCode::TOO_MANY_REQUESTS,
            "pub-login-too-many",
        );
    }
    let Some(user) = app.accounts.authenticate(&login, &f.password).await? else {
        app.accounts.login_failed(&keys).await?;
        return login_page(&app, &headers, StatusCode::UNAUTHORIZED, "pub-login-wrong");
    };
    app.accounts.login_succeeded(&keys[1]).await?;
    let (id, _) = app.accounts.open_session(&user.login).await?;
    let secure = auth::is_https(&app, &headers);
    // A captain's desk is their teams' lineups.
    let landing = if user.role == Role::Captain {
        "/captain"
    } else {
        "/admin"
    };
    let mut res = Redirect::to(landing).into_response();
    for c in [
        auth::set_cookie(SESSION_COOKIE, &id, SESSION_SECONDS, secure),
        auth::set_cookie(LOGIN_CSRF_COOKIE, "", 0, secure),
    ] {
        if let Ok(v) = HeaderValue::from_str(&c) {
            res.headers_mut().append(header::SET_COOKIE, v);
        }
    }
    Ok(res)
}

/// The client's address, when the server was bound with connection info (tests that call
/// the router directly have none).
struct Peer(Option<std::net::SocketAddr>);

impl<S: Send + Sync> axum::extract::FromRequestParts<S> for Peer {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        _: &S,
    ) -> Result<Self, Self::Rejection> {
        Ok(Peer(
            parts
                .extensions
                .get::<axum::extract::ConnectInfo<std::net::SocketAddr>>()
                .map(|c| c.0),
        ))
    }
}

async fn logout(
    State(app): State<Shared>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, _) = form::<Empty>(&app, &headers, &body).await?;
    if let Via::Session { id, .. } = &who.via {
        app.accounts.close_session(id).await?;
    }
    let mut res = Redirect::to("/").into_response();
    let c = auth::set_cookie(SESSION_COOKIE, "", 0, auth::is_https(&app, &headers));
    if let Ok(v) = HeaderValue::from_str(&c) {
        res.headers_mut().append(header::SET_COOKIE, v);
    }
    Ok(res)
}

#[derive(Deserialize)]
struct Empty {}

/// Automatic pairing, maybe around boards fixed by hand.
#[derive(Deserialize)]
struct AutoForm {
    #[serde(default)]
    fixed: String,
    #[serde(default)]
    accept: String,
}

// ---------------------------------------------------------------- home

#[derive(Template)]
#[template(path = "admin_home.html")]
struct HomePage {
    l: Layout,
    error: String,
    notice: String,
    events: Vec<EventSummary>,
    can_create: bool,
    language_choices: Vec<LangChoice>,
    systems: Vec<SystemChoice>,
}

async fn home_page(app: &Shared, who: &Authed, flash: Flash) -> Result<Response, AppError> {
    let tr = desk_tr(None);
    let events = crate::public::summaries(app)
        .await?
        .into_iter()
        .filter(|e| who.user.may_write(&e.name))
        .collect();
    html(
        &HomePage {
            l: layout(who, tr, &tr.t("web-desk-home-title")),
            error: flash.error(tr),
            notice: flash.notice(tr),
            events,
            can_create: who.user.may_create(),
            language_choices: language_choices(None),
            systems: system_choices(tr),
        },
        flash.status(),
    )
}

async fn home(State(app): State<Shared>, headers: HeaderMap) -> Result<Response, AppError> {
    match session(&app, &headers).await? {
        Some(who) if who.user.role == Role::Captain => Ok(Redirect::to("/captain").into_response()),
        Some(who) => home_page(&app, &who, Flash::None).await,
        None => Ok(to_login()),
    }
}

#[derive(Deserialize)]
struct SettingsForm {
    #[serde(default)]
    name: String,
    #[serde(default)]
    title: String,
    #[serde(default)]
    system: String,
    #[serde(default)]
    rounds: String,
    #[serde(default)]
    city: String,
    #[serde(default)]
    start_date: String,
    #[serde(default)]
    end_date: String,
    #[serde(default)]
    chief_arbiter: String,
    /// The chief arbiter's FIDE ID, for the title forms; left out, it stays as it is.
    #[serde(default)]
    chief_arbiter_fide_id: Option<String>,
    /// The organiser, for the title forms; left out, it stays as it is.
    #[serde(default)]
    organiser: Option<String>,
    #[serde(default)]
    time_control: String,
    #[serde(default)]
    tiebreaks: String,
    /// Go: komi of even games.
    #[serde(default)]
    komi: String,
    /// An accelerated pairing for the Swiss systems (`baku`, `haley`, `progressive`,
    /// `groups=...`): the engine is `SYSTEM+ACCELERATION`.
    #[serde(default)]
    acceleration: String,
    /// The festival the event is a section of; left out, it stays as it is.
    #[serde(default)]
    festival: Option<String>,
    /// The section's label; left out, it stays as it is.
    #[serde(default)]
    section: Option<String>,
    /// Boards per match: set, the event is a team event; left out, it stays as it is.
    #[serde(default)]
    boards: String,
    /// Team events: the colours of the team with White on board 1 (`WBWB`).
    #[serde(default)]
    board_colours: String,
    /// Team events: match points for a win, a draw and a loss (`2,1,0`).
    #[serde(default)]
    match_points: String,
    /// Team events: `game` when game points rank and pair teams first.
    #[serde(default)]
    primary: String,
    /// Team events: the board-order rule's tolerance in rating points (empty: no rule).
    #[serde(default)]
    board_order_tolerance: String,
    /// Team events: the captains' lineup deadlines, round 1 first (`YYYY-MM-DD HH:MM`
    /// UTC, one per line or comma-separated).
    #[serde(default)]
    lineup_deadlines: String,
    /// The event's language for visitors who choose none (empty: none); left out, it
    /// stays as it is.
    #[serde(default)]
    language: Option<String>,
}

impl SettingsForm {
    fn settings(&self, old: Settings) -> Result<Settings, AppError> {
        if let Some(t) = opt(&self.tiebreaks) {
            arbiter_standings::standings_list(&t).map_err(|e| {
                bad(
                    "web-desk-error-tiebreaks",
                    vec![("detail", e.to_string().into())],
                )
            })?;
        }
        // A Go system is offered as `go:mcmahon`, `go:swiss`, `go:swisscat`.
        let system = opt(&self.system).unwrap_or_else(|| "dutch".into());
        let (game, system) = match system.strip_prefix("go:") {
            Some(go) => (Some("go".to_string()), go.to_string()),
            None => (old.game.clone(), system),
        };
        let system = match opt(&self.acceleration) {
            Some(a) if game.is_none() => format!("{system}+{a}"),
            _ => system,
        };
        let keep = |new: &Option<String>, old: &Option<String>| match new {
            None => old.clone(),
            Some(v) => opt(v),
        };
        let go = match opt(&self.komi) {
            Some(komi) => Some(arbiter_event::GoSettings {
                komi: Some(komi),
                ..old.go.clone().unwrap_or_default()
            }),
            None => old.go.clone(),
        };
        let team = match number::<u8>("boards", &self.boards)? {
            Some(boards) => Some(self.team_settings(boards)?),
            None => old.team.clone(),
        };
        let language = match &self.language {
            None => old.language.clone(),
            Some(v) => language_setting(v)?,
        };
        if let Some(id) = self.chief_arbiter_fide_id.as_deref().map(str::trim)
            && !id.chars().all(|c| c.is_ascii_digit())
        {
            return Err(bad(
                "norms-error-fide-id",
                vec![("value", id.to_string().into())],
            ));
        }
        Ok(Settings {
            team,
            language,
            name: self.title.trim().to_string(),
            system,
            game,
            go,
            rounds: number("rounds", &self.rounds)?.unwrap_or(0),
            city: opt(&self.city),
            start_date: opt(&self.start_date),
            end_date: opt(&self.end_date),
            chief_arbiter: opt(&self.chief_arbiter),
            chief_arbiter_fide_id: keep(&self.chief_arbiter_fide_id, &old.chief_arbiter_fide_id),
            organiser: keep(&self.organiser, &old.organiser),
            time_control: opt(&self.time_control),
            tiebreaks: opt(&self.tiebreaks),
            festival: keep(&self.festival, &old.festival),
            section: keep(&self.section, &old.section),
            ..old
        })
    }
}

impl SettingsForm {
    /// The team options of a team event with `boards` boards per match.
    fn team_settings(&self, boards: u8) -> Result<arbiter_event::TeamSettings, AppError> {
        let match_points = match opt(&self.match_points) {
            None => None,
            Some(text) => {
                let parts: Vec<String> = text
                    .split([',', '/', ' '])
                    .map(str::trim)
                    .filter(|p| !p.is_empty())
                    .map(str::to_string)
                    .collect();
                let three: [String; 3] = parts.try_into().map_err(|_| {
                    bad(
                        "web-desk-error-match-points",
                        vec![("value", text.clone().into())],
                    )
                })?;
                Some(three)
            }
        };
        let team = arbiter_event::TeamSettings {
            boards,
            board_colours: opt(&self.board_colours).map(|c| c.to_ascii_uppercase()),
            match_points,
            primary: opt(&self.primary).map(|p| p.to_ascii_lowercase()),
            board_order_tolerance: number("tolerance", &self.board_order_tolerance)?,
            rating_boards: None,
            lineup_deadlines: self
                .lineup_deadlines
                .split([',', '\n'])
                .map(str::trim)
                .filter(|d| !d.is_empty())
                .map(str::to_string)
                .collect(),
        };
        // Refused in the desk's language, the API's English kept in the message.
        arbiter_event::team_rules(&team).map_err(AppError::refused)?;
        Ok(team)
    }
}

async fn create_event(
    State(app): State<Shared>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = form::<SettingsForm>(&app, &headers, &body).await?;
    let result = async {
        if !who.user.may_create() {
            return Err(AppError::localized(
                StatusCode::FORBIDDEN,
                "web-desk-error-may-not-create",
                Vec::new(),
            ));
        }
        let name = f.name.trim().to_string();
        actions::create_event(
            &app.store,
            &name,
            &who.user.login,
            f.settings(Settings::default())?,
        )
        .await?;
        app.changed(&name, 1);
        Ok(name)
    }
    .await;
    match result {
        Ok(name) => Ok(Redirect::to(&admin_path(&name)).into_response()),
        Err(e) => home_page(&app, &who, Flash::Error(e)).await,
    }
}

// ---------------------------------------------------------------- manage

#[derive(Template)]
#[template(path = "manage.html")]
struct ManagePage {
    l: Layout,
    error: String,
    notice: String,
    ev: EventSummary,
    round_links: Vec<u16>,
    settings: Settings,
    city: String,
    start_date: String,
    end_date: String,
    chief_arbiter: String,
    chief_arbiter_fide_id: String,
    organiser: String,
    time_control: String,
    tiebreaks: String,
    players: Vec<PlayerRow>,
    next_round: u16,
    requests: Vec<(u16, u32, String, &'static str)>,
    festival: String,
    section: String,
    /// The other sections of the event's festival a player may move to (before round 1).
    other_sections: Vec<EventSummary>,
    language_choices: Vec<LangChoice>,
}

/// The logged-in writer of an event's page, or the answer to give instead.
async fn writer(
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

fn round_links(n: usize) -> Vec<u16> {
    (1..=n)
        .map(|r| u16::try_from(r).unwrap_or(u16::MAX))
        .collect()
}

/// The catalogue key of what a player asked for a round (an absence or a bye).
fn request_key(kind: Option<ByeKind>) -> &'static str {
    match kind {
        None => "web-desk-request-absent",
        Some(ByeKind::Half) => "web-desk-request-half",
        Some(ByeKind::Full) => "web-desk-request-full",
        Some(_) => "web-desk-request-zero",
    }
}

async fn manage_page(
    app: &Shared,
    who: &Authed,
    name: &str,
    flash: Flash,
) -> Result<Response, AppError> {
    let snap = app.cache.get(name).await?;
    let s = &snap.state;
    let tr = desk_tr(Some(&s.settings));
    let t = &s.tournament;
    let next = t.next_round().get();
    let mut requests: Vec<(u16, u32, String, &'static str)> = t
        .requests
        .iter()
        .map(|r| {
            (
                r.round.get(),
                r.player.get(),
                t.player(r.player)
                    .map(|p| p.name.clone())
                    .unwrap_or_default(),
                request_key(r.kind),
            )
        })
        .collect();
    requests.sort();
    let set = s.settings.clone();
    let v = |o: &Option<String>| o.clone().unwrap_or_default();
    let mut other_sections = Vec::new();
    if let Some(f) = set.festival().filter(|_| t.rounds_paired() == 0) {
        for o in crate::festival::sections(app, f).await? {
            if o.name != name && o.state.tournament.rounds_paired() == 0 {
                other_sections.push(EventSummary::of(&o.name, &o.state));
            }
        }
    }
    html(
        &ManagePage {
            l: layout(who, tr, &tr.t1("web-desk-title-desk", "event", &set.name)),
            error: flash.error(tr),
            notice: flash.notice(tr),
            language_choices: language_choices(set.language.as_deref()),
            ev: EventSummary::of(name, s),
            round_links: round_links(t.rounds_paired()),
            city: v(&set.city),
            start_date: v(&set.start_date),
            end_date: v(&set.end_date),
            chief_arbiter: v(&set.chief_arbiter),
            chief_arbiter_fide_id: v(&set.chief_arbiter_fide_id),
            organiser: v(&set.organiser),
            time_control: v(&set.time_control),
            tiebreaks: v(&set.tiebreaks),
            festival: v(&set.festival),
            section: v(&set.section),
            other_sections,
            settings: set,
            players: views::players(s),
            next_round: if next <= s.settings.rounds { next } else { 0 },
            requests,
        },
        flash.status(),
    )
}

async fn manage(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    match writer(&app, &headers, &name).await? {
        Ok(who) => manage_page(&app, &who, &name, Flash::None).await,
        Err(r) => Ok(r),
    }
}

/// After a change from the event page: back to it, or the page again with the reason.
async fn back_to_manage(
    app: &Shared,
    who: &Authed,
    name: &str,
    r: Result<u64, AppError>,
) -> Result<Response, AppError> {
    match r {
        Ok(version) => {
            app.changed(name, version);
            Ok(Redirect::to(&admin_path(name)).into_response())
        }
        Err(e) if e.status == StatusCode::NOT_FOUND => Err(e),
        Err(e) => manage_page(app, who, name, Flash::Error(e)).await,
    }
}

/// A form posted on an event's page by a user allowed to change it.
async fn event_form<T: DeserializeOwned>(
    app: &Shared,
    headers: &HeaderMap,
    body: &Bytes,
    name: &str,
) -> Result<(Authed, T), AppError> {
    crate::forms::event_form(app, headers, body, name).await
}

async fn settings(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = event_form::<SettingsForm>(&app, &headers, &body, &name).await?;
    let r = async {
        let old = app.cache.get(&name).await?.state.settings.clone();
        let s =
            actions::change_settings(&app.store, &name, &who.user.login, f.settings(old)?).await?;
        Ok(s.version)
    }
    .await;
    back_to_manage(&app, &who, &name, r).await
}

#[derive(Deserialize)]
struct PlayerForm {
    #[serde(default)]
    name: String,
    #[serde(default)]
    rating: String,
    #[serde(default)]
    title: String,
    #[serde(default)]
    federation: String,
    #[serde(default)]
    fide_id: String,
    #[serde(default)]
    club: String,
    /// School and family: the national systems avoid pairing schoolmates and relatives.
    #[serde(default)]
    school: String,
    #[serde(default)]
    family: String,
    /// Independent group: players of a group meet only each other.
    #[serde(default)]
    group: String,
    /// Go rank.
    #[serde(default)]
    rank: String,
    /// The rating list the player was chosen from (the lookup fills it in): the list's
    /// record completes the registration and its FIDE id keeps the link.
    #[serde(default)]
    from_list: String,
    /// The rate type whose rating the list gives.
    #[serde(default)]
    rate: String,
}

async fn add_player(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = event_form::<PlayerForm>(&app, &headers, &body, &name).await?;
    let r = async {
        let data = PlayerData {
            name: f.name.trim().to_string(),
            rating: number("rating", &f.rating)?,
            title: opt(&f.title),
            federation: opt(&f.federation).map(|s| s.to_ascii_uppercase()),
            fide_id: number("FIDE id", &f.fide_id)?,
            club: opt(&f.club),
            school: opt(&f.school),
            family: opt(&f.family),
            group: opt(&f.group),
            go_rank: opt(&f.rank),
            ..PlayerData::default()
        };
        let data = from_list(&app, &f, data).await?;
        Ok(
            actions::register(&app.store, &name, &who.user.login, vec![data])
                .await?
                .version,
        )
    }
    .await;
    back_to_manage(&app, &who, &name, r).await
}

/// A registration completed from the rating list the lookup chose, when the list still
/// has the player; what the form says wins over the list.
async fn from_list(app: &Shared, f: &PlayerForm, data: PlayerData) -> Result<PlayerData, AppError> {
    use arbiter_store::RatingStore as _;
    let (Some(list), Some(id)) = (
        opt(&f.from_list),
        data.fide_id
            .and_then(|n| u32::try_from(n).ok())
            .and_then(arbiter_ratings::FideId::new),
    ) else {
        return Ok(data);
    };
    let rate =
        arbiter_ratings::RateType::parse(&f.rate).unwrap_or(arbiter_ratings::RateType::Standard);
    Ok(match app.store.player_by_fide_id(Some(&list), id).await {
        Ok(Some((_, listed))) => arbiter_event::from_list(data, &listed, rate),
        // A list removed or replaced meanwhile: the form's fields are registered as typed.
        Ok(None) | Err(arbiter_store::RatingStoreError::NoList(_)) => data,
        Err(e) => return Err(AppError::internal(e.to_string())),
    })
}

#[derive(Deserialize)]
struct CsvForm {
    #[serde(default)]
    csv: String,
}

async fn import_players(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = event_form::<CsvForm>(&app, &headers, &body, &name).await?;
    let r = async {
        let players = actions::players_from_csv(f.csv.as_bytes())?;
        Ok(
            actions::register(&app.store, &name, &who.user.login, players)
                .await?
                .version,
        )
    }
    .await;
    back_to_manage(&app, &who, &name, r).await
}

async fn player_action(
    State(app): State<Shared>,
    Path((name, rank, action)): Path<(String, u32, String)>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, _) = event_form::<Empty>(&app, &headers, &body, &name).await?;
    let actor = who.user.login.clone();
    let r = match action.as_str() {
        "remove" => actions::remove_player(&app.store, &name, &actor, rank).await,
        "withdraw" => actions::withdraw(&app.store, &name, &actor, rank, None).await,
        "reenter" => actions::reenter(&app.store, &name, &actor, rank).await,
        _ => {
            return Err(AppError::localized(
                StatusCode::NOT_FOUND,
                "web-desk-error-no-action",
                Vec::new(),
            ));
        }
    }
    .map(|s| s.version);
    back_to_manage(&app, &who, &name, r).await
}

#[derive(Deserialize)]
struct AvailabilityForm {
    #[serde(default)]
    player: String,
    #[serde(default)]
    round: String,
    status: Availability,
}

async fn availability(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = event_form::<AvailabilityForm>(&app, &headers, &body, &name).await?;
    let r = async {
        let player = number("player", &f.player)?
            .ok_or_else(|| bad("web-desk-error-which-player", Vec::new()))?;
        let round = number("round", &f.round)?
            .ok_or_else(|| bad("web-desk-error-which-round", Vec::new()))?;
        Ok(
            actions::set_availability(&app.store, &name, &who.user.login, player, round, f.status)
                .await?
                .version,
        )
    }
    .await;
    back_to_manage(&app, &who, &name, r).await
}

async fn close(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, _) = event_form::<Empty>(&app, &headers, &body, &name).await?;
    let r = actions::close_registration(&app.store, &name, &who.user.login)
        .await
        .map(|s| s.version);
    back_to_manage(&app, &who, &name, r).await
}

// ---------------------------------------------------------------- pairing

#[derive(Template)]
#[template(path = "pair.html")]
struct PairPage {
    l: Layout,
    error: String,
    notice: String,
    ev: EventSummary,
    round_links: Vec<u16>,
    round: u16,
    edit: bool,
    can_edit: bool,
    last_round: usize,
    text: String,
    report: Option<PairingReport>,
    pool: Vec<(u32, String, String, String, String, String)>,
    /// A team event's teams to pair (empty otherwise).
    teams: Vec<crate::teams::PoolTeam>,
}

struct PairInput<'a> {
    edit: bool,
    text: &'a str,
    report: Option<PairingReport>,
}

async fn pair_page(
    app: &Shared,
    who: &Authed,
    name: &str,
    input: PairInput<'_>,
    flash: Flash,
) -> Result<Response, AppError> {
    let snap = app.cache.get(name).await?;
    let s = &snap.state;
    let tr = desk_tr(Some(&s.settings));
    let t = &s.tournament;
    let last_open = t
        .rounds()
        .last()
        .is_some_and(|r| r.games().iter().all(|g| g.result.is_pending()));
    let edit = input.edit && last_open;
    let round = if edit {
        t.rounds_paired()
    } else {
        t.rounds_paired() + 1
    };
    let round_no = RoundNo::from_index(round.saturating_sub(1));
    let text = if input.text.is_empty() && edit {
        t.rounds()
            .last()
            .map(|r| {
                let mut lines: Vec<String> = r
                    .games()
                    .iter()
                    .map(|g| format!("{}-{}", g.white, g.black))
                    .collect();
                if let Some(b) = r.pairing_bye() {
                    lines.push(format!("{b}-bye"));
                }
                lines.join("\n")
            })
            .unwrap_or_default()
    } else {
        input.text.to_string()
    };
    let (white, black) = (
        tr.t("web-desk-colour-letter-white"),
        tr.t("web-desk-colour-letter-black"),
    );
    let pool = t
        .players()
        .map(|(id, p)| {
            let colours: String = t
                .colour_sequence(id)
                .iter()
                .map(|c| match c {
                    Some(Colour::White) => white.as_str(),
                    Some(Colour::Black) => black.as_str(),
                    None => "·",
                })
                .collect();
            let mut notes = Vec::new();
            if t.is_withdrawn(id, round_no) {
                notes.push(tr.t("web-desk-withdrawn"));
            }
            if let Some(r) = t.request(id, round_no) {
                notes.push(tr.t(request_key(r.kind)));
            }
            if !t.unplayed_wins(id).is_empty() {
                notes.push(tr.t("web-desk-had-unplayed-win"));
            }
            (
                id.get(),
                p.name.clone(),
                p.rating.map(|r| r.0.to_string()).unwrap_or_default(),
                arbiter_i18n::decimal(
                    tr.lang(),
                    &t.score_after(id, round.saturating_sub(1)).to_string(),
                ),
                colours,
                notes.join(", "),
            )
        })
        .collect();
    html(
        &PairPage {
            l: layout(
                who,
                tr,
                &tr.t1("web-desk-title-pair", "event", &s.settings.name),
            ),
            error: flash.error(tr),
            notice: flash.notice(tr),
            ev: EventSummary::of(name, s),
            round_links: round_links(t.rounds_paired()),
            round: u16::try_from(round).unwrap_or(u16::MAX),
            edit,
            can_edit: last_open,
            last_round: t.rounds_paired(),
            text,
            report: input.report,
            pool,
            teams: crate::teams::pair_pool(s, tr),
        },
        flash.status(),
    )
}

#[derive(Deserialize)]
struct EditQuery {
    #[serde(default)]
    edit: Option<String>,
}

async fn pair_form(
    State(app): State<Shared>,
    Path(name): Path<String>,
    Query(q): Query<EditQuery>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    match writer(&app, &headers, &name).await? {
        Ok(who) => {
            let input = PairInput {
                edit: q.edit.as_deref() == Some("1"),
                text: "",
                report: None,
            };
            pair_page(&app, &who, &name, input, Flash::None).await
        }
        Err(r) => Ok(r),
    }
}

#[derive(Deserialize)]
struct PairForm {
    #[serde(default)]
    boards: String,
    #[serde(default)]
    edit: String,
    #[serde(default)]
    accept: String,
    #[serde(default)]
    action: String,
}

async fn pair(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = event_form::<PairForm>(&app, &headers, &body, &name).await?;
    let edit = f.edit == "1";
    let parsed = actions::parse_boards(&f.boards);
    let (boards, bye) = match parsed {
        Ok(x) => x,
        Err(e) => {
            let input = PairInput {
                edit,
                text: &f.boards,
                report: None,
            };
            return pair_page(&app, &who, &name, input, Flash::Error(e)).await;
        }
    };
    if f.action == "check" {
        let snap = app.cache.get(&name).await?;
        let (report, flash) = match actions::report(&snap.state, &boards, bye, edit) {
            Ok(r) => (Some(r), Flash::None),
            // The check itself succeeded: the page shows why no report could be made.
            Err(e) => (
                None,
                Flash::Error(AppError {
                    status: StatusCode::OK,
                    ..e
                }),
            ),
        };
        let input = PairInput {
            edit,
            text: &f.boards,
            report,
        };
        return pair_page(&app, &who, &name, input, flash).await;
    }
    match actions::pair_manual(
        &app.store,
        &name,
        &who.user.login,
        boards,
        bye,
        edit,
        f.accept == "1",
    )
    .await
    {
        Ok((state, rep)) => {
            app.changed(&name, state.version);
            Ok(Redirect::to(&format!("{}/round/{}", admin_path(&name), rep.round)).into_response())
        }
        Err(e) => {
            let report = (!e.violations.is_empty()).then(|| PairingReport {
                round: 0,
                edit,
                acceptable: e.violations.iter().all(|v| !v.structural),
                violations: e.violations.clone(),
            });
            let input = PairInput {
                edit,
                text: &f.boards,
                report,
            };
            pair_page(&app, &who, &name, input, Flash::Error(e)).await
        }
    }
}

async fn pair_auto(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = event_form::<AutoForm>(&app, &headers, &body, &name).await?;
    let snap = app.cache.get(&name).await?;
    let made = if f.fixed.trim().is_empty() {
        actions::pair_automatic(&app.store, &name, &who.user.login, &snap.state).await
    } else {
        match actions::parse_boards(&f.fixed) {
            Ok((boards, None)) => {
                // The violations of the fixed boards, to accept them when asked.
                let accept: Vec<String> = if f.accept.is_empty() {
                    Vec::new()
                } else {
                    let probe = &snap.state;
                    arbiter_event::pair_rest(probe, &boards)
                        .ok()
                        .and_then(|(_, e)| match e {
                            arbiter_event::Event::RoundPaired {
                                round, boards, bye, ..
                            } => {
                                let r = RoundNo::new(round)?;
                                Some(
                                    arbiter_event::check_pairing(
                                        &probe.tournament,
                                        r,
                                        &boards,
                                        bye,
                                        &probe.settings.system,
                                    )
                                    .iter()
                                    .map(ToString::to_string)
                                    .collect(),
                                )
                            }
                            _ => None,
                        })
                        .unwrap_or_default()
                };
                actions::pair_around(&app.store, &name, &who.user.login, &boards, &accept).await
            }
            Ok((_, Some(_))) => Err(bad("web-desk-error-fixed-bye", Vec::new())),
            Err(e) => Err(e),
        }
    };
    match made {
        Ok((state, pairing)) => {
            app.changed(&name, state.version);
            Ok(Redirect::to(&format!(
                "{}/round/{}",
                admin_path(&name),
                pairing.round.get()
            ))
            .into_response())
        }
        Err(e) => {
            let input = PairInput {
                edit: false,
                text: "",
                report: None,
            };
            pair_page(&app, &who, &name, input, Flash::Error(e)).await
        }
    }
}

#[derive(Template)]
#[template(path = "explain.html")]
struct ExplainPage {
    l: Layout,
    error: String,
    notice: String,
    ev: EventSummary,
    round_links: Vec<u16>,
    x: Explanation,
}

/// The engine's explanation of a round, on its own page; the results page loads it into
/// its "how the engine paired this round" block when the arbiter opens it.
async fn explain_page(
    State(app): State<Shared>,
    Path((name, no)): Path<(String, u16)>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let who = match writer(&app, &headers, &name).await? {
        Ok(who) => who,
        Err(r) => return Ok(r),
    };
    let snap = app.cache.get(&name).await?;
    let x = explain::explain_snapshot(&snap, no).await?;
    let s = &snap.state;
    let tr = desk_tr(Some(&s.settings));
    html(
        &ExplainPage {
            l: layout(&who, tr, &tr.t1("web-desk-title-explain", "round", no)),
            error: String::new(),
            notice: String::new(),
            ev: EventSummary::of(&name, s),
            round_links: round_links(s.tournament.rounds_paired()),
            x,
        },
        StatusCode::OK,
    )
}

// ---------------------------------------------------------------- results

#[derive(Template)]
#[template(path = "results.html")]
struct ResultsPage {
    l: Layout,
    error: String,
    notice: String,
    ev: EventSummary,
    round_links: Vec<u16>,
    round: RoundView,
    is_last: bool,
    /// A team event's matches (empty otherwise), shown instead of the boards.
    matches: Vec<crate::teams::MatchView>,
    byes: Vec<String>,
    current: u16,
}

async fn results_page(
    app: &Shared,
    who: &Authed,
    name: &str,
    no: u16,
    flash: Flash,
) -> Result<Response, AppError> {
    let snap = app.cache.get(name).await?;
    let s = &snap.state;
    let tr = desk_tr(Some(&s.settings));
    let round = RoundNo::new(no)
        .and_then(|r| views::round(s, r))
        .ok_or_else(|| AppError::round_not_paired(no))?;
    html(
        &ResultsPage {
            l: layout(
                who,
                tr,
                &tr.ta(
                    "web-desk-title-results",
                    &[("round", no.into()), ("event", (&s.settings.name).into())],
                ),
            ),
            error: flash.error(tr),
            notice: flash.notice(tr),
            ev: EventSummary::of(name, s),
            round_links: round_links(s.tournament.rounds_paired()),
            is_last: usize::from(no) == s.tournament.rounds_paired(),
            round,
            matches: crate::teams::match_views(s, no, false, tr),
            byes: crate::teams::bye_names(s, no),
            current: no,
        },
        flash.status(),
    )
}

async fn results(
    State(app): State<Shared>,
    Path((name, no)): Path<(String, u16)>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    match writer(&app, &headers, &name).await? {
        Ok(who) => results_page(&app, &who, &name, no, Flash::None).await,
        Err(r) => Ok(r),
    }
}

#[derive(Deserialize)]
struct ResultForm {
    #[serde(default)]
    entry: String,
    #[serde(default)]
    board: String,
    #[serde(default)]
    result: String,
    #[serde(default)]
    correct: String,
}

async fn enter_result(
    State(app): State<Shared>,
    Path((name, no)): Path<(String, u16)>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = event_form::<ResultForm>(&app, &headers, &body, &name).await?;
    let r = async {
        let (board, result) = if f.entry.trim().is_empty() {
            let board = number("board", &f.board)?
                .ok_or_else(|| bad("web-desk-error-which-board", Vec::new()))?;
            (board, actions::parse_result(&f.result)?)
        } else {
            actions::parse_quick(&f.entry)?
        };
        let state = actions::set_result(
            &app.store,
            &name,
            &who.user.login,
            no,
            board,
            result,
            f.correct == "1",
        )
        .await?;
        app.changed(&name, state.version);
        Ok::<_, AppError>((board, result))
    }
    .await;
    match r {
        Ok((board, result)) if fetch(&headers) => {
            let notice = (
                "web-desk-notice-result",
                vec![
                    ("board", board.into()),
                    ("result", result.to_string().into()),
                ],
            );
            results_page(&app, &who, &name, no, Flash::Notice(notice)).await
        }
        Ok(_) => Ok(Redirect::to(&format!("{}/round/{no}", admin_path(&name))).into_response()),
        Err(e) if e.status == StatusCode::NOT_FOUND => Err(e),
        Err(e) => results_page(&app, &who, &name, no, Flash::Error(e)).await,
    }
}

#[derive(Deserialize)]
struct UndoForm {
    #[serde(default)]
    round: String,
}

async fn undo(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = event_form::<UndoForm>(&app, &headers, &body, &name).await?;
    let r = async {
        let round = number("round", &f.round)?;
        Ok(
            actions::undo_round(&app.store, &name, &who.user.login, round)
                .await?
                .version,
        )
    }
    .await;
    back_to_manage(&app, &who, &name, r).await
}

// ---------------------------------------------------------------- history

#[derive(Template)]
#[template(path = "log.html")]
struct LogPage {
    l: Layout,
    error: String,
    notice: String,
    ev: EventSummary,
    round_links: Vec<u16>,
    entries: Vec<LogRow>,
}

struct LogRow {
    seq: u64,
    at: String,
    actor: String,
    kind: String,
    detail: String,
}

async fn log(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let who = match writer(&app, &headers, &name).await? {
        Ok(w) => w,
        Err(r) => return Ok(r),
    };
    let snap = app.cache.get(&name).await?;
    let tr = desk_tr(Some(&snap.state.settings));
    let entries = snap
        .log
        .iter()
        .rev()
        .map(|r| LogRow {
            seq: r.seq,
            at: crate::desk_lang::moment_text(tr.lang(), &r.at),
            actor: r.actor.clone(),
            kind: crate::history::kind(tr, &r.event),
            detail: crate::history::detail(tr, &r.event),
        })
        .collect();
    html(
        &LogPage {
            l: layout(
                &who,
                tr,
                &tr.t1("web-desk-title-history", "event", &snap.state.settings.name),
            ),
            error: String::new(),
            notice: String::new(),
            ev: EventSummary::of(&name, &snap.state),
            round_links: round_links(snap.state.tournament.rounds_paired()),
            entries,
        },
        StatusCode::OK,
    )
}

// ---------------------------------------------------------------- users

#[derive(Template)]
#[template(path = "users.html")]
struct UsersPage {
    l: Layout,
    error: String,
    notice: String,
    users: Vec<UserInfo>,
    token: String,
}

async fn users_page(
    app: &Shared,
    who: &Authed,
    flash: Flash,
    token: &str,
) -> Result<Response, AppError> {
    let tr = desk_tr(None);
    html(
        &UsersPage {
            l: layout(who, tr, &tr.t("web-desk-users")),
            error: flash.error(tr),
            notice: flash.notice(tr),
            users: app.accounts.users().await?,
            token: token.to_string(),
        },
        flash.status(),
    )
}

fn admin_only(who: &Authed) -> Result<(), AppError> {
    if who.user.role == Role::Admin {
        Ok(())
    } else {
        Err(AppError::localized(
            StatusCode::FORBIDDEN,
            "web-desk-error-admin-only",
            Vec::new(),
        ))
    }
}

async fn users(State(app): State<Shared>, headers: HeaderMap) -> Result<Response, AppError> {
    let Some(who) = session(&app, &headers).await? else {
        return Ok(to_login());
    };
    admin_only(&who)?;
    users_page(&app, &who, Flash::None, "").await
}

#[derive(Deserialize)]
struct UserForm {
    #[serde(default)]
    login: String,
    #[serde(default)]
    role: String,
    #[serde(default)]
    password: String,
    #[serde(default)]
    events: String,
}

async fn save_user(
    State(app): State<Shared>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = form::<UserForm>(&app, &headers, &body).await?;
    admin_only(&who)?;
    let r = async {
        let role: Role = f.role.parse()?;
        let login = f.login.trim();
        app.accounts.add_user(login, role, &f.password).await?;
        let events: Vec<String> = f
            .events
            .split(',')
            .map(str::trim)
            .filter(|e| !e.is_empty())
            .map(str::to_string)
            .collect();
        app.accounts.set_events(login, &events).await?;
        Ok::<_, AppError>(login.to_string())
    }
    .await;
    let flash = match r {
        Ok(login) => Flash::Notice(("web-desk-notice-user-saved", vec![("login", login.into())])),
        Err(e) => Flash::Error(e),
    };
    users_page(&app, &who, flash, "").await
}

#[derive(Deserialize)]
struct TokenForm {
    #[serde(default)]
    login: String,
}

async fn new_token(
    State(app): State<Shared>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = form::<TokenForm>(&app, &headers, &body).await?;
    admin_only(&who)?;
    match app.accounts.create_token(f.login.trim(), "web").await {
        Ok(t) => users_page(&app, &who, Flash::None, &t).await,
        Err(e) => users_page(&app, &who, Flash::Error(e.into()), "").await,
    }
}

// ---------------------------------------------------------------- the event itself

async fn reopen(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, _) = event_form::<Empty>(&app, &headers, &body, &name).await?;
    let r = actions::reopen(&app.store, &name, &who.user.login)
        .await
        .map(|s| s.version);
    back_to_manage(&app, &who, &name, r).await
}

#[derive(Deserialize)]
struct MoveForm {
    #[serde(default)]
    player: String,
    #[serde(default)]
    to: String,
}

/// Moves a player of this section to another section of its festival (before round 1).
async fn move_player(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = event_form::<MoveForm>(&app, &headers, &body, &name).await?;
    let r = async {
        let player = number::<u32>("player", &f.player)?
            .ok_or_else(|| bad("web-desk-error-which-player", Vec::new()))?;
        let snap = app.cache.get(&name).await?;
        let festival = snap
            .state
            .settings
            .festival()
            .ok_or_else(|| bad("web-desk-error-not-a-section", Vec::new()))?
            .to_string();
        let (from, _) =
            crate::festival::move_player(&app, &festival, &name, f.to.trim(), player, &who).await?;
        Ok(from.version)
    }
    .await;
    back_to_manage(&app, &who, &name, r).await
}

#[derive(Deserialize)]
struct RenameForm {
    #[serde(default)]
    new_name: String,
}

async fn rename(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = event_form::<RenameForm>(&app, &headers, &body, &name).await?;
    let to = f.new_name.trim().to_string();
    if to == name {
        return Ok(Redirect::to(&admin_path(&name)).into_response());
    }
    match actions::rename_event(&app.store, &app.accounts, &name, &to, &who.user.login).await {
        Ok(()) => {
            app.cache.forget(&name);
            let snap = app.cache.get(&to).await?;
            app.changed(&to, snap.state.version);
            Ok(Redirect::to(&admin_path(&to)).into_response())
        }
        Err(e) => back_to_manage(&app, &who, &name, Err(e)).await,
    }
}

async fn delete_event(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, _) = event_form::<Empty>(&app, &headers, &body, &name).await?;
    match actions::set_deleted(&app.store, &name, &who.user.login, true).await {
        Ok(s) => {
            app.changed(&name, s.version);
            Ok(Redirect::to("/admin").into_response())
        }
        Err(e) => back_to_manage(&app, &who, &name, Err(e)).await,
    }
}

// ---------------------------------------------------------------- corrections of a player

#[derive(Template)]
#[template(path = "edit_player.html")]
struct EditPlayerPage {
    l: Layout,
    error: String,
    notice: String,
    ev: EventSummary,
    round_links: Vec<u16>,
    rank: u32,
    p: views::PlayerRow,
    sex: String,
    birth: String,
}

async fn edit_player_form(
    State(app): State<Shared>,
    Path((name, rank)): Path<(String, u32)>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let who = match writer(&app, &headers, &name).await? {
        Ok(w) => w,
        Err(r) => return Ok(r),
    };
    let snap = app.cache.get(&name).await?;
    let tr = desk_tr(Some(&snap.state.settings));
    let t = &snap.state.tournament;
    let missing = || no_player(rank);
    let id = arbiter_core::PlayerId::new(rank)
        .filter(|p| p.index() < t.player_count())
        .ok_or_else(missing)?;
    let p = views::players(&snap.state)
        .into_iter()
        .nth(id.index())
        .ok_or_else(missing)?;
    let model = t.player(id).ok_or_else(missing)?;
    html(
        &EditPlayerPage {
            l: layout(
                &who,
                tr,
                &tr.ta(
                    "web-desk-title-correct",
                    &[
                        ("player", (&p.name).into()),
                        ("event", (&snap.state.settings.name).into()),
                    ],
                ),
            ),
            error: String::new(),
            notice: String::new(),
            ev: EventSummary::of(&name, &snap.state),
            round_links: round_links(t.rounds_paired()),
            rank,
            sex: model
                .sex
                .map(|s| s.letter().to_string())
                .unwrap_or_default(),
            birth: model.birth_date.clone().unwrap_or_default(),
            p,
        },
        StatusCode::OK,
    )
}

/// 404 for a player number the event does not have.
fn no_player(rank: u32) -> AppError {
    AppError::localized(
        StatusCode::NOT_FOUND,
        "web-desk-error-no-player",
        vec![("player", rank.into())],
    )
}

#[derive(Deserialize)]
struct EditForm {
    #[serde(default)]
    name: String,
    #[serde(default)]
    rating: String,
    #[serde(default)]
    title: String,
    #[serde(default)]
    federation: String,
    #[serde(default)]
    fide_id: String,
    #[serde(default)]
    sex: String,
    #[serde(default)]
    birth_date: String,
    #[serde(default)]
    club: String,
}

async fn edit_player(
    State(app): State<Shared>,
    Path((name, rank)): Path<(String, u32)>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = event_form::<EditForm>(&app, &headers, &body, &name).await?;
    let r = async {
        let snap = app.cache.get(&name).await?;
        let old = arbiter_core::PlayerId::new(rank)
            .and_then(|id| snap.state.tournament.player(id))
            .ok_or_else(|| no_player(rank))?;
        let data = PlayerData {
            name: f.name.trim().to_string(),
            rating: number("rating", &f.rating)?,
            title: opt(&f.title),
            federation: opt(&f.federation),
            fide_id: number("FIDE id", &f.fide_id)?,
            sex: opt(&f.sex),
            birth_date: opt(&f.birth_date),
            club: opt(&f.club),
            school: old.school.clone(),
            family: old.family.clone(),
            group: old.group.clone(),
            go_rank: old.go_rank.map(|g| g.to_string()),
            go_mcmahon_correction: Some(old.go_mcmahon_correction).filter(|&c| c != 0),
        };
        Ok(
            actions::edit_player(&app.store, &name, &who.user.login, rank, data)
                .await?
                .0
                .version,
        )
    }
    .await;
    back_to_manage(&app, &who, &name, r).await
}

// ---------------------------------------------------------------- prizes

#[derive(Template)]
#[template(path = "prizes.html")]
struct PrizesPage {
    l: Layout,
    error: String,
    notice: String,
    ev: EventSummary,
    round_links: Vec<u16>,
    prizes: String,
    categories: String,
    rows: Vec<PrizeRow>,
}

/// Place, start rank, name, amount (as the language writes it), which prize.
type PrizeRow = (u32, u32, String, String, String);

#[derive(Deserialize, Default)]
struct PrizesQuery {
    #[serde(default)]
    prizes: String,
    #[serde(default)]
    categories: String,
}

/// The prize list shared out by the current standings (computed, not recorded).
async fn prizes_page(
    State(app): State<Shared>,
    Path(name): Path<String>,
    axum::extract::Query(q): axum::extract::Query<PrizesQuery>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let who = match writer(&app, &headers, &name).await? {
        Ok(w) => w,
        Err(r) => return Ok(r),
    };
    let snap = app.cache.get(&name).await?;
    let tr = desk_tr(Some(&snap.state.settings));
    let amount = |n: u64| arbiter_i18n::integer(tr.lang(), i64::try_from(n).unwrap_or(i64::MAX));
    let t = &snap.state.tournament;
    let parsed = || -> Result<Vec<PrizeRow>, AppError> {
        let amounts = |text: &str| -> Result<Vec<u64>, AppError> {
            text.split(',')
                .map(str::trim)
                .filter(|x| !x.is_empty())
                .map(|x| {
                    x.parse()
                        .map_err(|_| bad("web-desk-error-not-an-amount", vec![("value", x.into())]))
                })
                .collect()
        };
        let main = amounts(&q.prizes)?;
        let mut cats = Vec::new();
        let mut labels = Vec::new();
        for line in q
            .categories
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
        {
            let (cat, list) = line
                .rsplit_once(':')
                .ok_or_else(|| bad("web-desk-error-category-line", vec![("line", line.into())]))?;
            let c: arbiter_standings::Category = cat
                .parse()
                .map_err(|e: arbiter_standings::ParseCategoryError| category_error(&e))?;
            cats.push((c, amounts(list)?));
            labels.push(cat.to_string());
        }
        if main.is_empty() && cats.is_empty() {
            return Ok(Vec::new());
        }
        let (list, opts) = snap.state.standings_setup();
        let st = arbiter_standings::standings(t, &list, &opts)
            .map_err(|e| AppError::bad_request(e.to_string()))?;
        let name_of =
            |p: arbiter_core::PlayerId| t.player(p).map(|x| x.name.clone()).unwrap_or_default();
        let place = |p: arbiter_core::PlayerId| st.row_of(p).map_or(0, |r| r.rank);
        let mut rows: Vec<PrizeRow> = if cats.is_empty() {
            arbiter_standings::distribute(&st, &main, arbiter_standings::Sharing::Equal)
                .into_iter()
                .map(|a| {
                    (
                        place(a.player),
                        a.player.get(),
                        name_of(a.player),
                        amount(a.amount),
                        String::new(),
                    )
                })
                .collect()
        } else {
            arbiter_standings::distribute_with_categories(&st, t, &main, &cats)
                .into_iter()
                .map(|a| {
                    let what = match a.list {
                        None => tr.t1("web-desk-prize-place", "place", a.place),
                        Some(k) => format!("{} #{}", labels[k], a.place),
                    };
                    (
                        place(a.player),
                        a.player.get(),
                        name_of(a.player),
                        amount(a.amount),
                        what,
                    )
                })
                .collect()
        };
        rows.sort_by_key(|r| (r.0, r.1));
        Ok(rows)
    };
    let (rows, error, status) = match parsed() {
        Ok(r) => (r, String::new(), StatusCode::OK),
        Err(e) => (Vec::new(), e.message_in(tr.lang()), e.status),
    };
    html(
        &PrizesPage {
            l: layout(
                &who,
                tr,
                &tr.t1("web-desk-title-prizes", "event", &snap.state.settings.name),
            ),
            error,
            notice: String::new(),
            ev: EventSummary::of(&name, &snap.state),
            round_links: round_links(t.rounds_paired()),
            prizes: q.prizes.clone(),
            categories: q.categories.clone(),
            rows,
        },
        status,
    )
}

/// A prize category that does not read, in the page's language.
fn category_error(e: &arbiter_standings::ParseCategoryError) -> AppError {
    use arbiter_standings::CategoryProblem as P;
    let quoted = |s: &str| -> arbiter_i18n::Arg { format!("{s:?}").into() };
    let (key, args) = match &e.problem {
        P::NotAYear(v) => ("web-desk-category-not-a-year", vec![("found", quoted(v))]),
        P::NotARating(v) => ("web-desk-category-not-a-rating", vec![("found", quoted(v))]),
        P::Sex => ("web-desk-category-sex", Vec::new()),
        P::Unknown => ("web-desk-category-unknown", Vec::new()),
    };
    let mut error = AppError::bad_request(e.to_string());
    error.localized = Some((
        "web-desk-error-category",
        vec![
            ("condition", quoted(&e.condition)),
            ("problem", arbiter_i18n::Arg::Phrase(key, args)),
        ],
    ));
    error
}
