//! The desk's publishing page: where the event's static site is uploaded (an SFTP server
//! or an HTTP endpoint, see `arbiter_upload`), publishing on demand, and publishing after
//! each round. The uploads themselves run in the background ([`crate::publisher`]).

use crate::auth;
use crate::error::AppError;
use crate::forms::{form, html, layout, opt, session, to_login};
use crate::routes::Routes;
use crate::shared::{Layout, Shared};
use crate::views::{EventSummary, seg};
use arbiter_store::{EventStore, Publishing};
use arbiter_upload::{Destination, HostKey, Location};
use askama::Template;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

/// The desk's publishing routes.
pub(crate) fn routes() -> Routes {
    Routes::new()
        .get("/admin/e/{name}/publishing", page)
        .post("/admin/e/{name}/publishing", save)
        .post("/admin/e/{name}/publishing/now", now)
        .post("/admin/e/{name}/publishing/remove", remove)
}

/// What the page shows of the stored settings: never a secret, only whether it is set.
struct Shown {
    url: String,
    sftp: bool,
    token: bool,
    password: bool,
    key_file: String,
    host_key: String,
    after_each_round: bool,
    last_published_at: String,
    last_error: String,
    last_attempt_at: String,
}

impl Shown {
    fn of(p: &Publishing) -> Self {
        Shown {
            url: p.url.clone(),
            sftp: p.url.starts_with("sftp://"),
            token: p.token.is_some(),
            password: p.password.is_some(),
            key_file: p.key_file.clone().unwrap_or_default(),
            host_key: p.host_key.clone().unwrap_or_default(),
            after_each_round: p.after_each_round,
            last_published_at: p.last_published_at.clone().unwrap_or_default(),
            last_error: p.last_error.clone().unwrap_or_default(),
            last_attempt_at: p.last_attempt_at.clone().unwrap_or_default(),
        }
    }
}

#[derive(Template)]
#[template(path = "publishing.html")]
struct PublishingPage {
    l: Layout,
    error: String,
    notice: String,
    ev: EventSummary,
    round_links: Vec<u16>,
    dest: Option<Shown>,
    running: bool,
    /// The address typed, shown again when it was refused.
    typed: String,
}

fn path(name: &str) -> String {
    format!("/admin/e/{}/publishing", seg(name))
}

async fn render(
    app: &Shared,
    who: &auth::Authed,
    name: &str,
    status: StatusCode,
    error: &str,
    typed: &str,
) -> Result<Response, AppError> {
    let snap = app.cache.get(name).await?;
    let s = &snap.state;
    let tr = crate::desk_lang::desk_tr(Some(&s.settings));
    let l = layout(
        who,
        tr,
        &format!("{} · {}", s.settings.name, tr.t("upload-title")),
    );
    let dest = app.store.publishing(name).await.map_err(AppError::from)?;
    html(
        &PublishingPage {
            l,
            error: error.to_string(),
            notice: String::new(),
            ev: EventSummary::of(name, s),
            round_links: (1..=s.tournament.rounds_paired())
                .map(|r| u16::try_from(r).unwrap_or(u16::MAX))
                .collect(),
            typed: if typed.is_empty() {
                dest.as_ref().map(|d| d.url.clone()).unwrap_or_default()
            } else {
                typed.to_string()
            },
            dest: dest.as_ref().map(Shown::of),
            running: app.publisher.running(name),
        },
        status,
    )
}

async fn page(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let Some(who) = session(&app, &headers).await? else {
        return Ok(to_login());
    };
    auth::may_write(&who, &name)?;
    render(&app, &who, &name, StatusCode::OK, "", "").await
}

#[derive(Deserialize)]
struct SaveForm {
    #[serde(default)]
    url: String,
    #[serde(default)]
    token: String,
    #[serde(default)]
    password: String,
    #[serde(default)]
    host_key: String,
    #[serde(default)]
    after_each_round: String,
}

/// The settings a form asks for, checked; secrets left empty keep the stored ones when
/// the address stays (see [`Publishing::keep_from`]). A key file is never set here: it
/// names a file of the server's machine, which only its operator chooses.
fn settings_of(
    f: &SaveForm,
    old: Option<&Publishing>,
    tr: arbiter_i18n::Tr,
) -> Result<Publishing, String> {
    let dest =
        Destination::parse(&f.url).map_err(|e| format!("{}: {e}", tr.t("upload-error-address")))?;
    let http = matches!(dest.location, Location::Http { .. });
    let host_key = match opt(&f.host_key) {
        Some(h) if !http => Some(
            h.parse::<HostKey>()
                .map_err(|e| format!("{}: {e}", tr.t("upload-error-address")))?
                .to_string(),
        ),
        _ => None,
    };
    let mut p = Publishing {
        url: dest.location.to_string(),
        token: if http { opt(&f.token) } else { None },
        password: if http { None } else { opt(&f.password) },
        host_key,
        after_each_round: f.after_each_round == "1",
        ..Publishing::default()
    };
    if let Some(old) = old {
        p.keep_from(old);
    }
    if http && p.token.is_none() {
        return Err(tr.t("upload-error-token"));
    }
    if !http && p.key_file.is_none() && p.password.is_none() {
        return Err(tr.t("upload-error-login"));
    }
    Ok(p)
}

/// A desk form of this page: a session allowed to change the event, its CSRF token.
async fn desk_form<T: serde::de::DeserializeOwned>(
    app: &Shared,
    headers: &HeaderMap,
    body: &Bytes,
    name: &str,
) -> Result<(auth::Authed, T), AppError> {
    let (who, f) = form::<T>(app, headers, body).await?;
    auth::may_write(&who, name)?;
    Ok((who, f))
}

async fn save(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = desk_form::<SaveForm>(&app, &headers, &body, &name).await?;
    let old = app.store.publishing(&name).await.map_err(AppError::from)?;
    let tr = crate::desk_lang::desk_tr(Some(&app.cache.get(&name).await?.state.settings));
    match settings_of(&f, old.as_ref(), tr) {
        Ok(p) => {
            app.store
                .set_publishing(&name, &p)
                .await
                .map_err(AppError::from)?;
            Ok(Redirect::to(&path(&name)).into_response())
        }
        Err(why) => {
            // An address with a password in it is not shown again, even to its author.
            let typed = if f.url.split('/').nth(2).is_some_and(|a| a.contains('@')) {
                ""
            } else {
                f.url.as_str()
            };
            render(&app, &who, &name, StatusCode::BAD_REQUEST, &why, typed).await
        }
    }
}

#[derive(Deserialize)]
struct Empty {}

async fn now(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, _) = desk_form::<Empty>(&app, &headers, &body, &name).await?;
    app.cache.get(&name).await?;
    if app
        .store
        .publishing(&name)
        .await
        .map_err(AppError::from)?
        .is_none()
    {
        let settings = &app.cache.get(&name).await?.state.settings;
        let why = crate::desk_lang::desk_tr(Some(settings)).t("upload-error-unset");
        return render(&app, &who, &name, StatusCode::BAD_REQUEST, &why, "").await;
    }
    app.publisher.start(&app.store, &name);
    Ok(Redirect::to(&path(&name)).into_response())
}

async fn remove(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    desk_form::<Empty>(&app, &headers, &body, &name).await?;
    app.cache.get(&name).await?;
    app.store
        .remove_publishing(&name)
        .await
        .map_err(AppError::from)?;
    Ok(Redirect::to(&path(&name)).into_response())
}
