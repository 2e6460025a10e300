//! The public entry form, `/e/NAME/entry`: while the arbiter keeps public entry open,
//! anyone may ask to be entered. The name field looks the player up in the imported
//! rating lists as they type (FIDE and national lists for chess, the EGF, FFG and AGA
//! lists for Go), as the desk's registration does, and a player chosen from a list is
//! completed from it. The entry waits for the arbiter ([`arbiter_event::Event::EntrySubmitted`]).
//! The form carries a CSRF token (a double-submit cookie: the visitor has no session);
//! entries and look-ups are throttled per address; the look-up gives no birth date.

use crate::auth::{self, Peer, client_ip};
use crate::error::AppError;
use crate::forms::{html, opt};
use crate::routes::Routes;
use crate::shared::{Layout, Shared};
use crate::views::seg;
use arbiter_event::{Event, PlayerData};
use arbiter_store::{RatingStore, RatingStoreError, StoredHit};
use askama::Template;
use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::{Value, json};

/// The cookie holding the CSRF token of the entry form.
const CSRF_COOKIE: &str = "arbiter_entry_csrf";
/// Entries one address may send in the throttle's window.
const ENTRIES_PER_ADDRESS: i64 = 10;
/// Look-ups one address may make in the throttle's window.
const SEARCHES_PER_ADDRESS: i64 = 300;

pub(crate) fn routes() -> Routes {
    Routes::new()
        .get("/e/{name}/entry", form)
        .post("/e/{name}/entry", submit)
        .get("/e/{name}/entry/search", search)
}

#[derive(Template)]
#[template(path = "entry.html")]
struct EntryPage {
    l: Layout,
    error: String,
    notice: String,
    csrf: String,
    path: String,
    title: String,
    go: bool,
    /// Why entry is closed, or empty while it is open.
    closed: String,
    /// When it closes, or empty.
    closes: String,
    /// True once an entry was received (the form is not shown again).
    sent: bool,
}

fn page(
    app: &Shared,
    headers: &HeaderMap,
    name: &str,
    state: &arbiter_event::State,
    flash: Result<bool, &AppError>,
) -> Result<Response, AppError> {
    let tr = crate::lang::tr(state.settings.lang());
    let csrf = auth::cookie(headers, CSRF_COOKIE)
        .filter(|c| c.len() == 32)
        .map_or_else(|| crate::accounts::random_hex(16), Ok)?;
    let now = crate::player_link::now_minute();
    let closed = state
        .entry_refusal(&now)
        .map(|m| arbiter_event::say(tr.lang(), &m))
        .unwrap_or_default();
    let (error, sent) = match flash {
        Ok(sent) => (String::new(), sent),
        Err(e) => (e.message_in(tr.lang()), false),
    };
    let p = EntryPage {
        l: Layout {
            title: format!("{} · {}", tr.t("pub-entry-title"), state.settings.name),
            tr,
            ..Layout::default()
        },
        error,
        notice: if sent {
            tr.t("pub-entry-sent")
        } else {
            String::new()
        },
        csrf: csrf.clone(),
        path: format!("/e/{}", seg(name)),
        title: state.settings.name.clone(),
        go: state.settings.is_go(),
        closed,
        closes: state
            .online_settings()
            .entry_closes
            .clone()
            .unwrap_or_default(),
        sent,
    };
    let status = match flash {
        Err(e) => e.status,
        Ok(_) => StatusCode::OK,
    };
    let mut res = html(&p, status)?;
    let c = auth::set_cookie(CSRF_COOKIE, &csrf, 12 * 3600, auth::is_https(app, headers));
    if let Ok(v) = HeaderValue::from_str(&c) {
        res.headers_mut().append(header::SET_COOKIE, v);
    }
    Ok(res)
}

async fn form(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let snap = app.cache.get(&name).await?;
    if snap.state.deleted {
        return Err(AppError::localized(
            StatusCode::NOT_FOUND,
            "pub-error-no-page",
            Vec::new(),
        ));
    }
    page(&app, &headers, &name, &snap.state, Ok(false))
}

#[derive(Deserialize)]
struct EntryFields {
    #[serde(default)]
    csrf: String,
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
    #[serde(default)]
    rank: String,
    #[serde(default)]
    go_rating: String,
    #[serde(default)]
    egf_pin: String,
    #[serde(default)]
    ffg_licence: String,
    #[serde(default)]
    aga_id: String,
    #[serde(default)]
    from_list: String,
    #[serde(default)]
    rate: String,
}

/// A number typed in the form, or a refusal naming the field.
fn number<T: std::str::FromStr>(field: &'static str, s: &str) -> Result<Option<T>, AppError> {
    opt(s)
        .map(|v| {
            v.parse::<T>().map_err(|_| {
                AppError::localized(
                    StatusCode::UNPROCESSABLE_ENTITY,
                    "pub-entry-error-number",
                    vec![("field", field.into()), ("value", v.clone().into())],
                )
            })
        })
        .transpose()
}

async fn submit(
    State(app): State<Shared>,
    Path(name): Path<String>,
    peer: Peer,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let f: EntryFields = serde_urlencoded::from_bytes(&body).map_err(crate::forms::bad_form)?;
    let expected = auth::cookie(&headers, CSRF_COOKIE).unwrap_or_default();
    if expected.is_empty() || !auth::same(&expected, &f.csrf) {
        return Err(AppError::localized(
            StatusCode::FORBIDDEN,
            "pub-player-error-csrf",
            Vec::new(),
        ));
    }
    let snap = app.cache.get(&name).await?;
    let key = format!("entry:{}", client_ip(&headers, peer.0));
    if !app.accounts.throttle(&key, ENTRIES_PER_ADDRESS).await? {
        let e = AppError::localized(
            StatusCode::TOO_MANY_REQUESTS,
            "pub-error-too-many-requests",
            Vec::new(),
        );
        return page(&app, &headers, &name, &snap.state, Err(&e));
    }
    let r = async {
        let data = PlayerData {
            name: f.name.trim().to_string(),
            rating: number("rating", &f.rating)?,
            title: opt(&f.title),
            federation: opt(&f.federation).map(|s| s.to_ascii_uppercase()),
            fide_id: number("FIDE id", &f.fide_id)?,
            club: opt(&f.club),
            go_rank: opt(&f.rank),
            go_rating: number("rating", &f.go_rating)?,
            egf_pin: opt(&f.egf_pin),
            ffg_licence: opt(&f.ffg_licence),
            aga_id: opt(&f.aga_id),
            ..PlayerData::default()
        };
        let data = crate::ratings::from_list(&app, opt(&f.from_list), &f.rate, data).await?;
        let now = crate::player_link::now_minute();
        crate::actions::change(&app.store, &name, "entry form", |s| {
            if let Some(m) = s.entry_refusal(&now) {
                let (key, args) = arbiter_event::catalogue_args(&m);
                return Err(AppError::localized(StatusCode::CONFLICT, key, args));
            }
            Ok(vec![Event::EntrySubmitted {
                player: data.clone(),
            }])
        })
        .await
    }
    .await;
    match r {
        Ok((state, _)) => {
            app.changed(&name, state.version);
            page(&app, &headers, &name, &state, Ok(true))
        }
        Err(e) => {
            let snap = app.cache.get(&name).await?;
            page(&app, &headers, &name, &snap.state, Err(&e))
        }
    }
}

#[derive(Deserialize)]
struct SearchQuery {
    #[serde(default)]
    q: String,
}

/// What the look-up shows of a listed player: enough to recognise oneself and fill the
/// form, no birth date.
fn hit_json(h: &StoredHit) -> Value {
    let mut v = h.json();
    if let Some(o) = v.as_object_mut() {
        o.remove("birth_year");
        o.remove("score");
        o.remove("match");
    }
    v
}

async fn search(
    State(app): State<Shared>,
    Path(name): Path<String>,
    Query(q): Query<SearchQuery>,
    peer: Peer,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let snap = app.cache.get(&name).await?;
    let now = crate::player_link::now_minute();
    if !snap.state.online_settings().entry_open || snap.state.entry_refusal(&now).is_some() {
        return Err(AppError::localized(
            StatusCode::NOT_FOUND,
            "pub-error-no-page",
            Vec::new(),
        ));
    }
    let key = format!("entry-search:{}", client_ip(&headers, peer.0));
    if !app.accounts.throttle(&key, SEARCHES_PER_ADDRESS).await? {
        return Ok((StatusCode::TOO_MANY_REQUESTS, axum::Json(json!([]))).into_response());
    }
    let text = q.q.trim();
    if text.chars().count() < 3 {
        return Ok(axum::Json(json!([])).into_response());
    }
    let found = match &app.replica {
        Some(r) => r.replica().search_players(None, text, 8).await,
        None => app.store.search_players(None, text, 8).await,
    };
    let hits = match found {
        Ok(hits) => hits,
        Err(RatingStoreError::NoList(_)) => Vec::new(),
        Err(e) => return Err(AppError::internal(e.to_string())),
    };
    // A chess event looks in chess lists, a Go event in Go lists.
    let go = snap.state.settings.is_go();
    let values: Vec<Value> = hits
        .iter()
        .filter(|h| h.go.is_some() == go)
        .map(hit_json)
        .collect();
    Ok(axum::Json(Value::Array(values)).into_response())
}
