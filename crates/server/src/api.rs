//! The JSON API under `/api/`: everything the arbiter UI does. Reads are public; writes
//! need an arbiter (a bearer token, or a browser session with its CSRF token in the
//! `X-CSRF-Token` header) allowed to change the event. Errors are `{"error": "..."}`,
//! with `violations` when a pairing is refused.
//!
//! The routes are one table ([`ROUTES`]); the router is built from it and the OpenAPI
//! document is checked against it by the tests.

use crate::actions;
use crate::auth::{self, Authed};
use crate::error::AppError;
use crate::explain;
use crate::routes::Routes;
use crate::shared::Shared;
use crate::views::{self, EventSummary};
use arbiter_core::RoundNo;
use arbiter_event::{Availability, Board, PlayerData, Prohibit, Settings, acceleration_event};
use arbiter_store::EventStore;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{MethodRouter, delete, get, post, put};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

/// Every API route: method and path (in the OpenAPI document's `{param}` form).
pub const ROUTES: &[(&str, &str)] = &[
    ("get", "/api/openapi.json"),
    ("get", "/api/events"),
    ("post", "/api/events"),
    ("get", "/api/events/{name}"),
    ("delete", "/api/events/{name}"),
    ("post", "/api/events/{name}/restore"),
    ("post", "/api/events/{name}/purge"),
    ("post", "/api/events/{name}/rename"),
    ("post", "/api/events/{name}/reopen"),
    ("put", "/api/events/{name}/settings"),
    ("get", "/api/events/{name}/players"),
    ("post", "/api/events/{name}/players"),
    ("post", "/api/events/{name}/players/import"),
    ("get", "/api/events/{name}/players/{rank}"),
    ("put", "/api/events/{name}/players/{rank}"),
    ("delete", "/api/events/{name}/players/{rank}"),
    ("post", "/api/events/{name}/players/{rank}/withdraw"),
    ("post", "/api/events/{name}/players/{rank}/reenter"),
    ("put", "/api/events/{name}/availability"),
    ("get", "/api/events/{name}/constraints"),
    ("post", "/api/events/{name}/prohibitions"),
    ("delete", "/api/events/{name}/prohibitions"),
    ("delete", "/api/events/{name}/prohibitions/{number}"),
    ("put", "/api/events/{name}/players/{rank}/acceleration"),
    ("delete", "/api/events/{name}/players/{rank}/acceleration"),
    ("post", "/api/events/{name}/close"),
    ("post", "/api/events/{name}/pairing/check"),
    ("post", "/api/events/{name}/pairing/auto"),
    ("get", "/api/events/{name}/rounds"),
    ("post", "/api/events/{name}/rounds"),
    ("get", "/api/events/{name}/rounds/{round}"),
    ("put", "/api/events/{name}/rounds/{round}"),
    ("delete", "/api/events/{name}/rounds/{round}"),
    ("get", "/api/events/{name}/rounds/{round}/explanation"),
    ("put", "/api/events/{name}/rounds/{round}/boards/{board}"),
    ("put", "/api/events/{name}/rounds/{round}/results"),
    ("get", "/api/events/{name}/standings"),
    ("get", "/api/events/{name}/crosstable"),
    ("get", "/api/events/{name}/log"),
    ("get", "/api/festivals/{festival}"),
    ("post", "/api/festivals/{festival}/move"),
    // Team events: served by the teams module's own router (`handler` has none here).
    ("get", "/api/events/{name}/teams"),
    ("post", "/api/events/{name}/teams"),
    ("get", "/api/events/{name}/teams/standings"),
    ("get", "/api/events/{name}/rounds/{round}/matches"),
    ("post", "/api/events/{name}/lineups"),
    ("post", "/api/events/{name}/matches/forfeit"),
];

fn handler(method: &str, path: &str) -> Option<MethodRouter<Shared>> {
    Some(match (method, path) {
        ("get", "/api/openapi.json") => get(openapi),
        ("get", "/api/events") => get(list_events),
        ("post", "/api/events") => post(create_event),
        ("get", "/api/events/{name}") => get(event),
        ("delete", "/api/events/{name}") => delete(delete_event),
        ("post", "/api/events/{name}/restore") => post(restore_event),
        ("post", "/api/events/{name}/purge") => post(purge_event),
        ("post", "/api/events/{name}/rename") => post(rename_event),
        ("post", "/api/events/{name}/reopen") => post(reopen),
        ("put", "/api/events/{name}/settings") => put(change_settings),
        ("get", "/api/events/{name}/players") => get(players),
        ("post", "/api/events/{name}/players") => post(add_player),
        ("post", "/api/events/{name}/players/import") => post(import_players),
        ("get", "/api/events/{name}/players/{rank}") => get(player),
        ("put", "/api/events/{name}/players/{rank}") => put(edit_player),
        ("delete", "/api/events/{name}/players/{rank}") => delete(remove_player),
        ("post", "/api/events/{name}/players/{rank}/withdraw") => post(withdraw),
        ("post", "/api/events/{name}/players/{rank}/reenter") => post(reenter),
        ("put", "/api/events/{name}/availability") => put(availability),
        ("get", "/api/events/{name}/constraints") => get(constraints),
        ("post", "/api/events/{name}/prohibitions") => post(prohibit),
        ("delete", "/api/events/{name}/prohibitions") => delete(lift_prohibitions),
        ("delete", "/api/events/{name}/prohibitions/{number}") => delete(lift_prohibition),
        ("put", "/api/events/{name}/players/{rank}/acceleration") => put(accelerate),
        ("delete", "/api/events/{name}/players/{rank}/acceleration") => delete(decelerate),
        ("post", "/api/events/{name}/close") => post(close),
        ("post", "/api/events/{name}/pairing/check") => post(check_pairing),
        ("post", "/api/events/{name}/pairing/auto") => post(pair_auto),
        ("get", "/api/events/{name}/rounds") => get(rounds),
        ("post", "/api/events/{name}/rounds") => post(pair_round),
        ("get", "/api/events/{name}/rounds/{round}") => get(round),
        ("put", "/api/events/{name}/rounds/{round}") => put(edit_round),
        ("delete", "/api/events/{name}/rounds/{round}") => delete(delete_round),
        ("get", "/api/events/{name}/rounds/{round}/explanation") => get(explanation),
        ("put", "/api/events/{name}/rounds/{round}/boards/{board}") => put(set_result),
        ("put", "/api/events/{name}/rounds/{round}/results") => put(set_results),
        ("get", "/api/events/{name}/standings") => get(standings),
        ("get", "/api/events/{name}/crosstable") => get(crosstable),
        ("get", "/api/events/{name}/log") => get(log),
        ("get", "/api/festivals/{festival}") => get(festival),
        ("post", "/api/festivals/{festival}/move") => post(move_player),
        _ => return None,
    })
}

pub(crate) fn router() -> Routes {
    let mut r = Routes::new();
    for (method, path) in ROUTES {
        if let Some(h) = handler(method, path) {
            r = r.add(upper(method), path, h);
        }
    }
    r
}

/// A method of the table as HTTP spells it.
fn upper(method: &str) -> &'static str {
    match method {
        "get" => "GET",
        "post" => "POST",
        "put" => "PUT",
        _ => "DELETE",
    }
}

pub(crate) fn json_error(e: &AppError) -> Response {
    let mut body = json!({ "error": e.message });
    if !e.violations.is_empty() {
        body["violations"] = json!(e.violations);
    }
    let mut res = (e.status, axum::Json(body)).into_response();
    if e.status == StatusCode::UNAUTHORIZED {
        res.headers_mut().insert(
            header::WWW_AUTHENTICATE,
            axum::http::HeaderValue::from_static("Bearer"),
        );
    }
    res
}

/// An API answer: JSON either way.
pub(crate) struct Api(Result<(StatusCode, Value), AppError>);

impl IntoResponse for Api {
    fn into_response(self) -> Response {
        match self.0 {
            Ok((status, v)) => (status, axum::Json(v)).into_response(),
            Err(e) => json_error(&e),
        }
    }
}

impl From<Result<Value, AppError>> for Api {
    fn from(r: Result<Value, AppError>) -> Self {
        Api(r.map(|v| (StatusCode::OK, v)))
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

/// The writer of an event: credentials first (401), then the right to change it (403),
/// and only then the body is read.
async fn writer(app: &Shared, headers: &HeaderMap, event: &str) -> Result<Authed, AppError> {
    let who = auth::api_writer(app, headers).await?;
    auth::may_write(&who, event)?;
    Ok(who)
}

async fn festival(State(app): State<Shared>, Path(festival): Path<String>) -> Api {
    async {
        Ok(json!(
            crate::festival::festival_view(&app, &festival).await?
        ))
    }
    .await
    .into()
}

/// Moving a player between two sections of a festival.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MoveBody {
    /// The player's number in the section left.
    player: u32,
    /// The section left (its event's name).
    from: String,
    /// The section joined (its event's name).
    to: String,
}

async fn move_player(
    State(app): State<Shared>,
    Path(festival): Path<String>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Api {
    async {
        let who = auth::api_writer(&app, &headers).await?;
        // Rights first (on both sections named, whatever else the body holds), then the
        // body's form.
        let v: Value = serde_json::from_slice(&bytes).unwrap_or_default();
        for side in ["from", "to"] {
            auth::may_write(&who, v[side].as_str().unwrap_or_default())?;
        }
        let m: MoveBody = body(&bytes)?;
        let (from, to) =
            crate::festival::move_player(&app, &festival, &m.from, &m.to, m.player, &who).await?;
        Ok(json!({
            "from": EventSummary::of(&m.from, &from),
            "to": EventSummary::of(&m.to, &to),
        }))
    }
    .await
    .into()
}

async fn openapi() -> Response {
    (
        [(header::CONTENT_TYPE, "application/json")],
        crate::openapi::document().to_string(),
    )
        .into_response()
}

async fn list_events(State(app): State<Shared>) -> Api {
    async {
        let list = app.cache.summaries().await?;
        Ok(json!(list))
    }
    .await
    .into()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CreateEvent {
    name: String,
    settings: Settings,
}

async fn create_event(State(app): State<Shared>, headers: HeaderMap, bytes: Bytes) -> Api {
    let r = async {
        let who = auth::api_writer(&app, &headers).await?;
        if !who.user.may_create() {
            return Err(AppError::forbidden("this account may not create events"));
        }
        let c: CreateEvent = body(&bytes)?;
        actions::create_event(&app.store, &c.name, &who.user.login, c.settings).await?;
        app.changed(&c.name, 1);
        let snap = app.cache.get(&c.name).await?;
        Ok(json!(EventSummary::of(&c.name, &snap.state)))
    }
    .await;
    Api(r.map(|v| (StatusCode::CREATED, v)))
}

async fn event(State(app): State<Shared>, Path(name): Path<String>) -> Api {
    async {
        let snap = app.cache.get(&name).await?;
        let mut v = json!(EventSummary::of(&name, &snap.state));
        v["settings"] = json!(snap.state.settings);
        Ok(v)
    }
    .await
    .into()
}

/// Runs a write and answers with the event's summary after it.
async fn write<F, Fut>(app: &Shared, headers: &HeaderMap, name: &str, f: F) -> Api
where
    F: FnOnce(Authed, Shared, String) -> Fut,
    Fut: std::future::Future<Output = Result<arbiter_event::State, AppError>>,
{
    async {
        let who = writer(app, headers, name).await?;
        let state = f(who, app.clone(), name.to_string()).await?;
        app.changed(name, state.version);
        Ok(json!(EventSummary::of(name, &state)))
    }
    .await
    .into()
}

async fn change_settings(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Api {
    write(&app, &headers, &name, |who, app, name| async move {
        let s: Settings = body(&bytes)?;
        actions::change_settings(&app.store, &name, &who.user.login, s).await
    })
    .await
}

async fn players(State(app): State<Shared>, Path(name): Path<String>) -> Api {
    async {
        let snap = app.cache.get(&name).await?;
        Ok(json!(views::players(&snap.state)))
    }
    .await
    .into()
}

/// One player or several.
#[derive(Deserialize)]
#[serde(untagged)]
enum OneOrMany {
    Many(Vec<PlayerData>),
    One(Box<PlayerData>),
}

async fn add_player(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Api {
    write(&app, &headers, &name, |who, app, name| async move {
        let players = match body::<OneOrMany>(&bytes)? {
            OneOrMany::Many(v) => v,
            OneOrMany::One(p) => vec![*p],
        };
        // A Go player given by an EGF PIN, FFG licence or AGA id that an imported Go
        // list has is completed from it, as the desk's lookup and the CSV do.
        let players = actions::filled_from_go_lists(&app.store, players).await?;
        actions::register(&app.store, &name, &who.user.login, players).await
    })
    .await
}

async fn import_players(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Api {
    write(&app, &headers, &name, |who, app, name| async move {
        let players = actions::players_from_csv(&bytes)?;
        let players = actions::filled_from_go_lists(&app.store, players).await?;
        actions::register(&app.store, &name, &who.user.login, players).await
    })
    .await
}

async fn player(State(app): State<Shared>, Path((name, rank)): Path<(String, u32)>) -> Api {
    async {
        let snap = app.cache.get(&name).await?;
        let card = views::card(&snap.state, &snap.derived().ranking, rank)
            .ok_or_else(|| AppError::not_found(format!("there is no player {rank}")))?;
        Ok(json!(card))
    }
    .await
    .into()
}

async fn edit_player(
    State(app): State<Shared>,
    Path((name, rank)): Path<(String, u32)>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Api {
    async {
        let who = writer(&app, &headers, &name).await?;
        let data: PlayerData = body(&bytes)?;
        let (state, now) =
            actions::edit_player(&app.store, &name, &who.user.login, rank, data).await?;
        app.changed(&name, state.version);
        let players = views::players(&state);
        let mut v = json!({"player": now, "reranked": now != rank});
        v["players"] = json!(players);
        Ok(v)
    }
    .await
    .into()
}

async fn reopen(State(app): State<Shared>, Path(name): Path<String>, headers: HeaderMap) -> Api {
    write(&app, &headers, &name, |who, app, name| async move {
        actions::reopen(&app.store, &name, &who.user.login).await
    })
    .await
}

async fn delete_event(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
) -> Api {
    write(&app, &headers, &name, |who, app, name| async move {
        actions::set_deleted(&app.store, &name, &who.user.login, true).await
    })
    .await
}

async fn restore_event(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
) -> Api {
    write(&app, &headers, &name, |who, app, name| async move {
        actions::set_deleted(&app.store, &name, &who.user.login, false).await
    })
    .await
}

async fn purge_event(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
) -> Api {
    async {
        let who = writer(&app, &headers, &name).await?;
        if !who.user.may_create() {
            return Err(AppError::forbidden(
                "only an administrator or an arbiter of every event may purge one",
            ));
        }
        app.store.purge(&name).await?;
        app.cache.forget(&name);
        Ok(json!({"purged": name}))
    }
    .await
    .into()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RenameBody {
    name: String,
}

async fn rename_event(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Api {
    async {
        let who = writer(&app, &headers, &name).await?;
        let b: RenameBody = body(&bytes)?;
        actions::rename_event(&app.store, &app.accounts, &name, &b.name, &who.user.login).await?;
        app.cache.forget(&name);
        let snap = app.cache.get(&b.name).await?;
        app.changed(&b.name, snap.state.version);
        Ok(json!(EventSummary::of(&b.name, &snap.state)))
    }
    .await
    .into()
}

async fn remove_player(
    State(app): State<Shared>,
    Path((name, rank)): Path<(String, u32)>,
    headers: HeaderMap,
) -> Api {
    write(&app, &headers, &name, |who, app, name| async move {
        actions::remove_player(&app.store, &name, &who.user.login, rank).await
    })
    .await
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct WithdrawBody {
    #[serde(default)]
    from_round: Option<u16>,
}

async fn withdraw(
    State(app): State<Shared>,
    Path((name, rank)): Path<(String, u32)>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Api {
    write(&app, &headers, &name, |who, app, name| async move {
        let b: WithdrawBody = if bytes.is_empty() {
            WithdrawBody::default()
        } else {
            body(&bytes)?
        };
        actions::withdraw(&app.store, &name, &who.user.login, rank, b.from_round).await
    })
    .await
}

async fn reenter(
    State(app): State<Shared>,
    Path((name, rank)): Path<(String, u32)>,
    headers: HeaderMap,
) -> Api {
    write(&app, &headers, &name, |who, app, name| async move {
        actions::reenter(&app.store, &name, &who.user.login, rank).await
    })
    .await
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AvailabilityBody {
    player: u32,
    round: u16,
    status: Availability,
}

async fn availability(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Api {
    write(&app, &headers, &name, |who, app, name| async move {
        let b: AvailabilityBody = body(&bytes)?;
        actions::set_availability(
            &app.store,
            &name,
            &who.user.login,
            b.player,
            b.round,
            b.status,
        )
        .await
    })
    .await
}

async fn constraints(State(app): State<Shared>, Path(name): Path<String>) -> Api {
    async {
        let snap = app.cache.get(&name).await?;
        Ok(json!(views::constraints(&snap.state)))
    }
    .await
    .into()
}

/// Appends the events `f` makes of the state (through the functions the desk and the
/// command line call) and answers with the constraints after it.
async fn constrained<F>(app: &Shared, who: &Authed, name: &str, f: F) -> Result<Value, AppError>
where
    F: FnMut(&arbiter_event::State) -> Result<Vec<arbiter_event::Event>, AppError>,
{
    let (state, _) = actions::change(&app.store, name, &who.user.login, f).await?;
    app.changed(name, state.version);
    Ok(json!(views::constraints(&state)))
}

/// A prohibited pairing to add (as `arbiter prohibit`).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ProhibitBody {
    /// Start ranks, two or more.
    players: Vec<u32>,
    /// Default: the next round.
    #[serde(default)]
    first_round: Option<u16>,
    /// Default: the last round.
    #[serde(default)]
    last_round: Option<u16>,
}

async fn prohibit(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Api {
    let r = async {
        let who = writer(&app, &headers, &name).await?;
        let b: ProhibitBody = body(&bytes)?;
        let add = Prohibit {
            players: b.players,
            first_round: b.first_round,
            last_round: b.last_round,
        };
        // Fewer than two players, or one not there, are refused by the event's own check.
        constrained(&app, &who, &name, |s| {
            Ok(vec![s.prohibition_event(Some(&add))])
        })
        .await
    }
    .await;
    Api(r.map(|v| (StatusCode::CREATED, v)))
}

async fn lift_prohibitions(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
) -> Api {
    async {
        let who = writer(&app, &headers, &name).await?;
        constrained(&app, &who, &name, |s| Ok(vec![s.prohibition_event(None)])).await
    }
    .await
    .into()
}

async fn lift_prohibition(
    State(app): State<Shared>,
    Path((name, number)): Path<(String, usize)>,
    headers: HeaderMap,
) -> Api {
    async {
        let who = writer(&app, &headers, &name).await?;
        constrained(&app, &who, &name, |s| {
            s.prohibition_lifted(number)
                .map(|e| vec![e])
                .ok_or_else(|| AppError::not_found(format!("there is no prohibition {number}")))
        })
        .await
    }
    .await
    .into()
}

/// A player's fictitious points (as `arbiter accelerate`).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AccelerateBody {
    /// The points of each round from round 1, as written (`"0.5"`): text, since scores
    /// are never floats.
    points: Vec<String>,
}

async fn accelerate(
    State(app): State<Shared>,
    Path((name, rank)): Path<(String, u32)>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Api {
    async {
        let who = writer(&app, &headers, &name).await?;
        let b: AccelerateBody = body(&bytes)?;
        // Points that do not read, or a player not there, are refused when the event applies.
        let points = b.points.join(",");
        constrained(&app, &who, &name, |_| {
            Ok(vec![acceleration_event(rank, &points)])
        })
        .await
    }
    .await
    .into()
}

async fn decelerate(
    State(app): State<Shared>,
    Path((name, rank)): Path<(String, u32)>,
    headers: HeaderMap,
) -> Api {
    async {
        let who = writer(&app, &headers, &name).await?;
        constrained(&app, &who, &name, |_| {
            Ok(vec![acceleration_event(rank, "")])
        })
        .await
    }
    .await
    .into()
}

async fn close(State(app): State<Shared>, Path(name): Path<String>, headers: HeaderMap) -> Api {
    write(&app, &headers, &name, |who, app, name| async move {
        actions::close_registration(&app.store, &name, &who.user.login).await
    })
    .await
}

/// A pairing by hand: boards as `{white, black}` start ranks, or as text (`"1-4, 3-2"`).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PairingBody {
    #[serde(default)]
    boards: Vec<Board>,
    #[serde(default)]
    text: Option<String>,
    #[serde(default)]
    bye: Option<u32>,
    /// Save even though it breaks (non-structural) rules; they are logged.
    #[serde(default)]
    accept: bool,
    /// For the check: the pairing replaces the last round's.
    #[serde(default)]
    edit: bool,
}

impl PairingBody {
    fn boards(&self) -> Result<(Vec<Board>, Option<u32>), AppError> {
        match &self.text {
            Some(t) => {
                let (b, bye) = actions::parse_boards(t)?;
                Ok((b, bye.or(self.bye)))
            }
            None => Ok((self.boards.clone(), self.bye)),
        }
    }
}

async fn check_pairing(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Api {
    async {
        // Checking writes nothing, but it is part of the arbiter's work: arbiters only.
        writer(&app, &headers, &name).await?;
        let b: PairingBody = body(&bytes)?;
        let (boards, bye) = b.boards()?;
        let snap = app.cache.get(&name).await?;
        Ok(json!(actions::report(&snap.state, &boards, bye, b.edit)?))
    }
    .await
    .into()
}

/// The optional body of automatic pairing: boards the arbiter fixed by hand, and the rule
/// violations of those boards the arbiter accepts.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct AutoBody {
    #[serde(default)]
    fixed: Vec<Board>,
    #[serde(default)]
    accept: Vec<String>,
    /// What the players who have not checked in do: `play` or `absent`.
    #[serde(default)]
    unchecked: Option<String>,
}

async fn pair_auto(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Api {
    let r = async {
        let who = writer(&app, &headers, &name).await?;
        let b: AutoBody = if bytes.is_empty() {
            AutoBody::default()
        } else {
            body(&bytes)?
        };
        let snap = app.cache.get(&name).await?;
        let unchecked = match b.unchecked.as_deref() {
            None => None,
            Some(u) => Some(arbiter_event::Unchecked::parse(u).ok_or_else(|| {
                AppError::bad_request(format!("unchecked: {u:?}: expected play or absent"))
            })?),
        };
        let (state, pairing) = if b.fixed.is_empty() {
            actions::pair_automatic(&app.store, &name, &who.user.login, &snap.state, unchecked)
                .await?
        } else {
            actions::pair_around(
                &app.store,
                &name,
                &who.user.login,
                &b.fixed,
                &b.accept,
                unchecked,
            )
            .await?
        };
        app.changed(&name, state.version);
        let round = pairing.round.get();
        let mut v = round_json(&state, round)?;
        let engine = v["engine"].as_str().unwrap_or_default().to_string();
        v["explanation"] = json!(explain::explain(&state.tournament, &engine, &pairing));
        Ok(v)
    }
    .await;
    Api(r.map(|v| (StatusCode::CREATED, v)))
}

async fn explanation(
    State(app): State<Shared>,
    Path((name, no)): Path<(String, u16)>,
    headers: HeaderMap,
) -> Api {
    async {
        // The engine runs again for this: arbiters only, like the legality check.
        writer(&app, &headers, &name).await?;
        let snap = app.cache.get(&name).await?;
        let x = explain::explain_snapshot(&snap, no).await?;
        Ok(json!(x))
    }
    .await
    .into()
}

fn round_json(s: &arbiter_event::State, no: u16) -> Result<Value, AppError> {
    RoundNo::new(no)
        .and_then(|r| views::round(s, r))
        .map(|r| json!(r))
        .ok_or_else(|| AppError::round_not_paired(no))
}

async fn rounds(State(app): State<Shared>, Path(name): Path<String>) -> Api {
    async {
        let snap = app.cache.get(&name).await?;
        let n = snap.state.tournament.rounds_paired();
        let all: Vec<Value> = (0..n)
            .filter_map(|i| views::round(&snap.state, RoundNo::from_index(i)))
            .map(|r| json!(r))
            .collect();
        Ok(json!(all))
    }
    .await
    .into()
}

async fn pair_with(
    app: &Shared,
    headers: &HeaderMap,
    name: &str,
    bytes: &Bytes,
    edit_round: Option<u16>,
) -> Api {
    let r = async {
        let who = writer(app, headers, name).await?;
        let b: PairingBody = body(bytes)?;
        let (boards, bye) = b.boards()?;
        if let Some(no) = edit_round {
            let snap = app.cache.get(name).await?;
            if usize::from(no) != snap.state.tournament.rounds_paired() {
                return Err(AppError::new(
                    StatusCode::UNPROCESSABLE_ENTITY,
                    "only the last paired round can be edited",
                ));
            }
        }
        let (state, rep) = actions::pair_manual(
            &app.store,
            name,
            &who.user.login,
            boards,
            bye,
            edit_round.is_some(),
            b.accept,
        )
        .await?;
        app.changed(name, state.version);
        let mut v = round_json(&state, rep.round)?;
        v["accepted_violations"] = json!(
            rep.violations
                .iter()
                .map(|x| x.text.clone())
                .collect::<Vec<_>>()
        );
        Ok(v)
    }
    .await;
    let created = edit_round.is_none();
    Api(r.map(|v| {
        (
            if created {
                StatusCode::CREATED
            } else {
                StatusCode::OK
            },
            v,
        )
    }))
}

async fn pair_round(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Api {
    pair_with(&app, &headers, &name, &bytes, None).await
}

async fn edit_round(
    State(app): State<Shared>,
    Path((name, no)): Path<(String, u16)>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Api {
    pair_with(&app, &headers, &name, &bytes, Some(no)).await
}

async fn round(State(app): State<Shared>, Path((name, no)): Path<(String, u16)>) -> Api {
    async {
        let snap = app.cache.get(&name).await?;
        round_json(&snap.state, no)
    }
    .await
    .into()
}

async fn delete_round(
    State(app): State<Shared>,
    Path((name, no)): Path<(String, u16)>,
    headers: HeaderMap,
) -> Api {
    write(&app, &headers, &name, |who, app, name| async move {
        actions::undo_round(&app.store, &name, &who.user.login, Some(no)).await
    })
    .await
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ResultBody {
    result: String,
    #[serde(default)]
    correct: bool,
}

async fn set_result(
    State(app): State<Shared>,
    Path((name, no, board)): Path<(String, u16, u32)>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Api {
    async {
        let who = writer(&app, &headers, &name).await?;
        let b: ResultBody = body(&bytes)?;
        let result = actions::parse_result(&b.result)?;
        let state = actions::set_result(
            &app.store,
            &name,
            &who.user.login,
            no,
            board,
            result,
            b.correct,
        )
        .await?;
        app.changed(&name, state.version);
        round_json(&state, no)
    }
    .await
    .into()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BoardResult {
    board: u32,
    result: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ResultsBody {
    results: Vec<BoardResult>,
    #[serde(default)]
    correct: bool,
}

async fn set_results(
    State(app): State<Shared>,
    Path((name, no)): Path<(String, u16)>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Api {
    async {
        let who = writer(&app, &headers, &name).await?;
        let b: ResultsBody = body(&bytes)?;
        let results = b
            .results
            .iter()
            .map(|r| {
                actions::parse_result(&r.result)
                    .map(|x| (r.board, x))
                    .map_err(|e| AppError::bad_request(format!("board {}: {}", r.board, e.message)))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let state =
            actions::set_results(&app.store, &name, &who.user.login, no, &results, b.correct)
                .await?;
        app.changed(&name, state.version);
        round_json(&state, no)
    }
    .await
    .into()
}

async fn standings(State(app): State<Shared>, Path(name): Path<String>) -> Api {
    async {
        let snap = app.cache.get(&name).await?;
        Ok(json!(snap.derived().standings))
    }
    .await
    .into()
}

async fn crosstable(State(app): State<Shared>, Path(name): Path<String>) -> Api {
    async {
        let snap = app.cache.get(&name).await?;
        let d = snap.derived();
        let (game, criteria) = match &d.ranking {
            Ok(r) if r.kind == arbiter_standings::GameKind::Go => ("go", r.codes()),
            _ => ("chess", Vec::new()),
        };
        Ok(json!({"rounds": snap.state.tournament.rounds_paired(), "game": game, "criteria": criteria, "rows": d.cross}))
    }
    .await
    .into()
}

async fn log(State(app): State<Shared>, Path(name): Path<String>, headers: HeaderMap) -> Api {
    async {
        // The history names who did what: for the event's arbiters only.
        let who = auth::identify(&app, &headers)
            .await?
            .ok_or_else(AppError::unauthorized)?;
        auth::may_write(&who, &name)?;
        let snap = app.cache.get(&name).await?;
        let rows: Vec<Value> = snap
            .log
            .iter()
            .map(|r| json!({"seq": r.seq, "at": r.at, "actor": r.actor, "kind": r.event.kind(), "event": r.event}))
            .collect();
        Ok(json!(rows))
    }
    .await
    .into()
}
