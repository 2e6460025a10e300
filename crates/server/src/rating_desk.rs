//! The desk's rating lists: the lists page, where an administrator imports a list with a
//! progress bar (the upload's, then the import's, read from the server as it goes) and
//! any arbiter searches; and, before round 1, an event's update from a list, shown as a
//! diff that the arbiter accepts or not. The registration form's lookup as you type is
//! the API's search (`crate::ratings`).
//!
//! An import runs in the background ([`crate::list_import`]), one at a time per server:
//! the request that uploads the file returns when the file is stored, and the page polls
//! the import's progress.

use crate::accounts::Role;
use crate::auth::{self, Authed};
use crate::error::AppError;
use crate::forms::{form, html, layout, session, to_login};
use crate::list_import::{Failure, Job, JobView};
use crate::routes::Routes;
use crate::shared::{Layout, Shared};
use crate::views::EventSummary;
use arbiter_i18n::Arg;
use arbiter_ratings::{LIST_NAMES, ListFormat, RateType};
use arbiter_store::{ListFeed, ListMeta, ListUpdate, RatingList, RatingStore, list_update};
use askama::Template;
use axum::Json;
use axum::body::Bytes;
use axum::extract::{Multipart, Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;
use serde_json::{Value, json};
use std::io::Write as _;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// The largest list file taken (the FIDE XML list is about 600 MB).
const IMPORT_LIMIT: usize = 2 << 30;
/// Changes kept in an import's summary, for the page.
const SAMPLE: usize = 20;

pub(crate) fn routes() -> Routes {
    Routes::new()
        .get("/admin/ratings", lists_page)
        .post_limited("/admin/ratings/import", import, IMPORT_LIMIT)
        .get("/admin/ratings/import/status", status)
        .get("/admin/e/{name}/ratings", update_page)
        .post("/admin/e/{name}/ratings", update_apply)
}

/// The posted import: its settings and the file, stored in a temporary file as it comes.
#[derive(Default)]
struct Posted {
    csrf_ok: bool,
    list: String,
    name: String,
    rate: String,
    file_name: String,
    file: Option<tempfile::NamedTempFile>,
    size: u64,
}

/// Reads the import form. The CSRF token comes first in the form, so a forged request is
/// refused before its file is read.
async fn read_import(who: &Authed, mut form: Multipart) -> Result<Posted, AppError> {
    let bad = |e: axum::extract::multipart::MultipartError| crate::forms::bad_upload(&e);
    let mut p = Posted::default();
    while let Some(mut field) = form.next_field().await.map_err(bad)? {
        match field.name().unwrap_or_default() {
            "csrf" => p.csrf_ok = auth::same(&field.text().await.map_err(bad)?, who.csrf()),
            "list" => p.list = field.text().await.map_err(bad)?.trim().to_string(),
            "name" => p.name = field.text().await.map_err(bad)?.trim().to_string(),
            "rate" => p.rate = field.text().await.map_err(bad)?.trim().to_string(),
            "file" => {
                if !p.csrf_ok {
                    return Err(csrf_error());
                }
                p.file_name = field.file_name().unwrap_or("list").to_string();
                let mut tmp = tempfile::NamedTempFile::new()
                    .map_err(|e| AppError::internal(format!("a temporary file: {e}")))?;
                while let Some(chunk) = field.chunk().await.map_err(bad)? {
                    tmp.write_all(&chunk)
                        .map_err(|e| AppError::internal(format!("a temporary file: {e}")))?;
                    p.size += chunk.len() as u64;
                }
                p.file = Some(tmp);
            }
            _ => {}
        }
    }
    if !p.csrf_ok {
        return Err(csrf_error());
    }
    Ok(p)
}

fn csrf_error() -> AppError {
    AppError::localized(StatusCode::FORBIDDEN, "web-desk-error-csrf", Vec::new())
}

/// The format of the list the form names; a name that is none of [`LIST_NAMES`] is
/// refused with the names there are.
fn list_format(list: &str, rate: Option<RateType>) -> Result<ListFormat, AppError> {
    // Every shipped filter reads (the ratings crate's tests check): only the name fails.
    ListFormat::named(list, rate).map_err(|_| {
        crate::desk_lang::bad(
            "ratings-import-unknown-list",
            vec![
                ("list", Arg::from(list)),
                ("names", Arg::from(LIST_NAMES.join(", "))),
            ],
        )
    })
}

/// `POST /admin/ratings/import`: an administrator's list file, imported in the background.
async fn import(
    State(app): State<Shared>,
    headers: HeaderMap,
    form: Multipart,
) -> Result<Response, AppError> {
    let who = session(&app, &headers)
        .await?
        .ok_or_else(AppError::unauthorized)?;
    if who.user.role != Role::Admin {
        return Err(AppError::localized(
            StatusCode::FORBIDDEN,
            "ratings-import-admin-only",
            Vec::new(),
        ));
    }
    let tr = crate::desk_lang::desk_tr(None);
    if app.list_import.running() {
        return Err(AppError::localized(
            StatusCode::CONFLICT,
            "ratings-import-busy",
            Vec::new(),
        ));
    }
    let p = read_import(&who, form).await?;
    let Some(file) = p.file.filter(|_| p.size > 0) else {
        return Err(AppError::bad_request(tr.t("ratings-import-no-file")));
    };
    let rate = RateType::parse(&p.rate);
    let format = list_format(&p.list, rate)?;
    let name = if p.name.is_empty() {
        p.list.clone()
    } else {
        p.name.clone()
    };
    let meta = ListMeta {
        name: name.clone(),
        kind: format.kind().to_string(),
        source: p.file_name.clone(),
    };
    let read = Arc::new(AtomicU64::new(0));
    {
        let mut job = app.list_import.lock();
        if job.as_ref().is_some_and(|j| j.outcome.is_none()) {
            return Err(AppError::localized(
                StatusCode::CONFLICT,
                "ratings-import-busy",
                Vec::new(),
            ));
        }
        *job = Some(Job {
            list: name,
            file: p.file_name.clone(),
            total: p.size,
            read: Arc::clone(&read),
            outcome: None,
        });
    }
    let reopened = file
        .reopen()
        .map_err(|e| Failure::text(format!("a temporary file: {e}")));
    let jobs = app.list_import.clone();
    let store = app.store.clone();
    let label = p.file_name;
    let runtime = tokio::runtime::Handle::current();
    // The list is read with blocking reads: the import runs on a thread of its own.
    tokio::task::spawn_blocking(move || {
        let outcome = match reopened {
            Ok(handle) => {
                let feed = ListFeed::new(format, handle, label)
                    .with_progress(Box::new(move |n, _| read.store(n, Ordering::Relaxed)));
                runtime
                    .block_on(store.import_list(&meta, feed.read_ahead(), SAMPLE))
                    .map_err(Failure::from)
            }
            Err(e) => Err(e),
        };
        drop(file);
        if let Some(j) = jobs.lock().as_mut() {
            j.read.store(j.total, Ordering::Relaxed);
            j.outcome = Some(outcome);
        }
    });
    if headers
        .get("x-requested-with")
        .is_some_and(|v| v.as_bytes() == b"fetch")
    {
        return Ok((StatusCode::ACCEPTED, Json(json!({"started": true}))).into_response());
    }
    Ok(Redirect::to("/admin/ratings").into_response())
}

/// `GET /admin/ratings/import/status`: the import's progress, for the page's bar.
async fn status(State(app): State<Shared>, headers: HeaderMap) -> Result<Response, AppError> {
    session(&app, &headers)
        .await?
        .ok_or_else(AppError::unauthorized)?;
    let v = app.list_import.view().map_or(Value::Null, |j| j.json());
    Ok(Json(v).into_response())
}

// ---------------------------------------------------------------- the lists page

#[derive(Template)]
#[template(path = "rating_lists.html")]
struct ListsPage {
    l: Layout,
    lists: Vec<RatingList>,
    names: Vec<&'static str>,
    job: Option<JobView>,
}

async fn lists_page(State(app): State<Shared>, headers: HeaderMap) -> Result<Response, AppError> {
    let Some(who) = session(&app, &headers).await? else {
        return Ok(to_login());
    };
    let tr = crate::desk_lang::desk_tr(None);
    let lists = app
        .store
        .rating_lists()
        .await
        .map_err(|e| AppError::internal(e.to_string()))?;
    html(
        &ListsPage {
            l: layout(&who, tr, &tr.t("ratings-title")),
            lists,
            names: LIST_NAMES.to_vec(),
            job: app.list_import.view(),
        },
        StatusCode::OK,
    )
}

// ---------------------------------------------------------------- an event's update

#[derive(Deserialize, Default)]
struct UpdateQuery {
    #[serde(default)]
    list: String,
    #[serde(default)]
    rate: String,
}

impl UpdateQuery {
    fn list(&self) -> &str {
        if self.list.is_empty() {
            "fide"
        } else {
            &self.list
        }
    }

    fn rate(&self) -> RateType {
        RateType::parse(&self.rate).unwrap_or(RateType::Standard)
    }
}

/// One changed field as the page shows it.
struct ChangeRow {
    player: u32,
    name: String,
    field: &'static str,
    old: String,
    new: String,
}

#[derive(Template)]
#[template(path = "rating_update.html")]
struct UpdatePage {
    l: Layout,
    error: String,
    notice: String,
    ev: EventSummary,
    round_links: Vec<u16>,
    /// The lists to choose from, and whether each is the one compared with.
    lists: Vec<(String, bool)>,
    list: String,
    rate: &'static str,
    /// The rate types to choose from: value, catalogue key, chosen.
    rates: Vec<(&'static str, &'static str, bool)>,
    version: u64,
    paired: bool,
    rows: Vec<ChangeRow>,
    players: usize,
    missing: Vec<(u32, String, String)>,
}

fn shown(v: &Value) -> String {
    match v {
        Value::Null => "–".to_string(),
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// The catalogue's names of the rate types, in [`RateType`] order.
const RATE_KEYS: [&str; 3] = [
    "ratings-rate-standard",
    "ratings-rate-rapid",
    "ratings-rate-blitz",
];

async fn render_update(
    app: &Shared,
    who: &Authed,
    name: &str,
    q: &UpdateQuery,
    status: StatusCode,
    error: String,
    notice: String,
) -> Result<Response, AppError> {
    let snap = app.cache.get(name).await?;
    let s = &snap.state;
    let tr = crate::desk_lang::desk_tr(Some(&s.settings));
    let lists: Vec<String> = app
        .store
        .rating_lists()
        .await
        .map_err(|e| AppError::internal(e.to_string()))?
        .into_iter()
        .map(|l| l.name)
        .collect();
    let paired = s.tournament.rounds_paired() > 0;
    let found = if paired || !lists.iter().any(|l| l == q.list()) {
        ListUpdate::default()
    } else {
        list_update(&app.store, s, q.list(), q.rate())
            .await
            .map_err(|e| AppError::internal(e.to_string()))?
    };
    let mut rows = Vec::new();
    for u in &found.updates {
        for c in &u.changes {
            rows.push(ChangeRow {
                player: u.player,
                name: u.name.clone(),
                field: c.field,
                old: shown(&c.old),
                new: shown(&c.new),
            });
        }
    }
    html(
        &UpdatePage {
            l: layout(
                who,
                tr,
                &format!("{} · {}", s.settings.name, tr.t("ratings-update-title")),
            ),
            error,
            notice,
            ev: EventSummary::of(name, s),
            round_links: (1..=s.tournament.rounds_paired())
                .map(|r| u16::try_from(r).unwrap_or(u16::MAX))
                .collect(),
            lists: lists.iter().map(|n| (n.clone(), n == q.list())).collect(),
            list: q.list().to_string(),
            rate: q.rate().as_str(),
            rates: [RateType::Standard, RateType::Rapid, RateType::Blitz]
                .into_iter()
                .map(|r| {
                    let n = r.as_str();
                    (n, RATE_KEYS[r as usize], r == q.rate())
                })
                .collect(),
            version: s.version,
            paired,
            players: found.updates.len(),
            rows,
            missing: found
                .not_in_list
                .iter()
                .map(|m| (m.player, m.name.clone(), format!("{} {}", m.id_name, m.id)))
                .collect(),
        },
        status,
    )
}

async fn update_page(
    State(app): State<Shared>,
    Path(name): Path<String>,
    Query(q): Query<UpdateQuery>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let Some(who) = session(&app, &headers).await? else {
        return Ok(to_login());
    };
    auth::may_write(&who, &name)?;
    render_update(
        &app,
        &who,
        &name,
        &q,
        StatusCode::OK,
        String::new(),
        String::new(),
    )
    .await
}

#[derive(Deserialize)]
struct ApplyForm {
    #[serde(default)]
    list: String,
    #[serde(default)]
    rate: String,
    #[serde(default)]
    version: u64,
}

/// Applies the update shown, if the event is still as it was shown: a change made
/// meanwhile (by another arbiter, or a new list) shows the diff again instead.
async fn update_apply(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = form::<ApplyForm>(&app, &headers, &body).await?;
    auth::may_write(&who, &name)?;
    let q = UpdateQuery {
        list: f.list,
        rate: f.rate,
    };
    let snap = app.cache.get(&name).await?;
    let tr = crate::desk_lang::desk_tr(Some(&snap.state.settings));
    if snap.state.tournament.rounds_paired() > 0 {
        let e = tr.t("ratings-update-paired");
        return render_update(
            &app,
            &who,
            &name,
            &q,
            StatusCode::CONFLICT,
            e,
            String::new(),
        )
        .await;
    }
    if snap.state.version != f.version {
        let e = tr.t("ratings-update-stale");
        return render_update(
            &app,
            &who,
            &name,
            &q,
            StatusCode::CONFLICT,
            e,
            String::new(),
        )
        .await;
    }
    let found = list_update(&app.store, &snap.state, q.list(), q.rate())
        .await
        .map_err(|e| AppError::internal(e.to_string()))?;
    let events = found.events();
    let n = events.len();
    if n > 0 {
        let expected = f.version;
        let (state, _) = arbiter_store::commit(&app.store, &name, &who.user.login, |s| {
            if s.version == expected {
                Ok(events.clone())
            } else {
                Err(AppError::localized(
                    StatusCode::CONFLICT,
                    "ratings-update-stale",
                    Vec::new(),
                ))
            }
        })
        .await?;
        app.changed(&name, state.version);
    }
    let notice = tr.t1("ratings-update-done", "count", Arg::from(n));
    render_update(&app, &who, &name, &q, StatusCode::OK, String::new(), notice).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use arbiter_i18n::Lang;

    /// An unknown list name is refused in the page's language with the names there are.
    #[test]
    fn an_unknown_list_is_refused_with_the_names_there_are() {
        assert!(list_format("fide", None).is_ok());
        let e = list_format("xyz", None).err();
        assert_eq!(e.as_ref().map(|e| e.status), Some(StatusCode::BAD_REQUEST));
        let en = e.as_ref().map(|e| e.message_in(Lang::En));
        assert_eq!(
            en.as_deref(),
            Some(
                "There is no list named xyz; the lists are fide, ecf, dwz, uscf, ffe, egf, ffg, aga."
            )
        );
        let de = e
            .as_ref()
            .map(|e| e.message_in(Lang::De))
            .unwrap_or_default();
        assert!(de.contains("xyz") && de.contains("egf"), "{de}");
        assert_ne!(Some(de), en);
    }
}
