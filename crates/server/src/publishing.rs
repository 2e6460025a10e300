//! The desk's publishing page: where the event's static site is uploaded (an SFTP server
//! or an HTTP endpoint, see `arbiter_upload`), publishing on demand, and publishing after
//! each round. Uploads run in background tasks: a request never waits for one, a failure
//! is recorded beside the event and shown here, and nothing of it can stop the server.
//!
//! A round counts as done for publishing when it is paired, and when a result makes it
//! complete (the last result entered, or one corrected in a complete round).

use crate::auth;
use crate::error::AppError;
use crate::forms::{form, html, layout, opt, session, to_login};
use crate::routes::Routes;
use crate::shared::{Layout, Shared};
use crate::views::{EventSummary, seg};
use arbiter_core::RoundNo;
use arbiter_event::{Event, Recorded, State as EventState};
use arbiter_store::{AnyStore, EventStore, Publishing};
use arbiter_upload::{Destination, HostKey, Location, UploadFile};
use askama::Template;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The longest a background publication may take, site and upload together; the
/// upload's own time-outs normally end it long before.
const PUBLISH_LIMIT: Duration = Duration::from_secs(15 * 60);

/// The desk's publishing routes.
pub(crate) fn routes() -> Routes {
    Routes::new()
        .get("/admin/e/{name}/publishing", page)
        .post("/admin/e/{name}/publishing", save)
        .post("/admin/e/{name}/publishing/now", now)
        .post("/admin/e/{name}/publishing/remove", remove)
}

// ---------------------------------------------------------------- background uploads

/// One event's uploads: whether one runs, whether another was asked for meanwhile, and
/// the last version of its log examined for a finished round.
#[derive(Default)]
struct Runs {
    running: bool,
    again: bool,
}

/// The uploads this server runs, one at a time per event; a request for an event whose
/// upload runs is folded into one more run after it, with the state of that moment.
#[derive(Clone, Default)]
pub(crate) struct Publisher {
    runs: Arc<Mutex<HashMap<String, Runs>>>,
    seen: Arc<Mutex<HashMap<String, u64>>>,
}

impl Publisher {
    /// True while an upload of `name` runs.
    fn running(&self, name: &str) -> bool {
        self.runs
            .lock()
            .map(|r| r.get(name).is_some_and(|x| x.running))
            .unwrap_or(false)
    }

    /// The version last examined for `name`, replaced by `version`.
    fn examined(&self, name: &str, version: u64) -> u64 {
        self.seen
            .lock()
            .map(|mut s| s.insert(name.to_string(), version).unwrap_or(0))
            .unwrap_or(0)
    }

    /// Starts an upload of `name` in the background, or asks the running one for another
    /// round after it.
    fn start(&self, store: &AnyStore, name: &str) {
        let Ok(mut runs) = self.runs.lock() else {
            return;
        };
        let run = runs.entry(name.to_string()).or_default();
        if run.running {
            run.again = true;
            return;
        }
        run.running = true;
        drop(runs);
        let (me, store, name) = (self.clone(), store.clone(), name.to_string());
        tokio::spawn(async move {
            loop {
                publish(&store, &name).await;
                if !me.finished(&name) {
                    break;
                }
            }
        });
    }

    /// Ends a run; true when another one was asked for meanwhile.
    fn finished(&self, name: &str) -> bool {
        let Ok(mut runs) = self.runs.lock() else {
            return false;
        };
        let Some(run) = runs.get_mut(name) else {
            return false;
        };
        if run.again {
            run.again = false;
            true
        } else {
            runs.remove(name);
            false
        }
    }

    /// An event changed through this server (its log is at `version`): when it publishes
    /// after each round and the change finished one, an upload starts. The check itself
    /// runs in the background, so the request that made the change does not wait.
    pub(crate) fn changed(&self, store: &AnyStore, name: &str, version: u64) {
        if tokio::runtime::Handle::try_current().is_err() {
            return;
        }
        let (me, store, name) = (self.clone(), store.clone(), name.to_string());
        tokio::spawn(async move {
            let Ok(Some(settings)) = store.publishing(&name).await else {
                return;
            };
            if !settings.after_each_round {
                return;
            }
            let from = me.examined(&name, version);
            let Ok(log) = store.load(&name).await else {
                return;
            };
            if round_done(&log, from, version) {
                me.start(&store, &name);
            }
        });
    }
}

/// True when one of the events after version `from`, up to `version`, pairs a round or
/// completes one with a result. Without an earlier version (`from` 0, or not below
/// `version`) only the last event counts.
fn round_done(log: &[Recorded], from: u64, version: u64) -> bool {
    let upto = usize::try_from(version)
        .unwrap_or(usize::MAX)
        .min(log.len());
    let from = usize::try_from(from).unwrap_or(0);
    let start = if from == 0 || from >= upto {
        upto.saturating_sub(1)
    } else {
        from
    };
    let Ok(state) = EventState::fold(log[..upto].iter().map(|r| &r.event)) else {
        return false;
    };
    let complete = |round: u16| {
        RoundNo::new(round)
            .and_then(|r| state.tournament.round(r))
            .is_some_and(|r| {
                !r.games().is_empty() && r.games().iter().all(|g| !g.result.is_pending())
            })
    };
    log[start..upto].iter().any(|r| match &r.event {
        Event::RoundPaired { .. } | Event::TeamRoundPaired { .. } => true,
        Event::ResultSet { round, .. }
        | Event::ResultCorrected { round, .. }
        | Event::MatchForfeited { round, .. } => complete(*round),
        _ => false,
    })
}

/// The files of the event's site, in the event's language.
fn site_files(state: &EventState) -> Result<Vec<UploadFile>, String> {
    let options = arbiter_site::SiteOptions {
        theme: arbiter_site::Theme::Default,
        lang: state.settings.lang().unwrap_or_default(),
        generated_at: time::OffsetDateTime::now_utc(),
    };
    arbiter_site::build(state, &options)
        .map(|files| {
            files
                .into_iter()
                .map(|f| UploadFile::new(f.path, f.bytes))
                .collect()
        })
        .map_err(|e| format!("the site could not be built: {e}"))
}

/// Builds the site of `name` and uploads it; the outcome is recorded beside the event.
async fn publish(store: &AnyStore, name: &str) {
    let work = async {
        let (state, _) = arbiter_store::state(store, name)
            .await
            .map_err(|e| e.to_string())?;
        if state.deleted {
            return Err("the event is deleted".to_string());
        }
        let files = site_files(&state)?;
        match arbiter_upload::publish(store, name, files).await {
            // Recorded by `publish` itself.
            Ok(_) | Err(arbiter_upload::PublishError::Upload(_)) => Ok(()),
            Err(e) => Err(e.to_string()),
        }
    };
    let why = match tokio::time::timeout(PUBLISH_LIMIT, work).await {
        Ok(Ok(())) => return,
        Ok(Err(why)) => why,
        Err(_) => format!("gave up after {} minutes", PUBLISH_LIMIT.as_secs() / 60),
    };
    let _ = store
        .record_publish(name, &arbiter_upload::now(), Some(&why))
        .await;
}

// ---------------------------------------------------------------- the page

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

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(seq: u64, event: Event) -> Recorded {
        Recorded {
            seq,
            at: String::new(),
            actor: String::new(),
            event,
        }
    }

    /// A log: created, four players, registration closed, round 1 paired (two boards).
    fn log() -> Vec<Recorded> {
        let mut v = vec![Event::TournamentCreated {
            settings: arbiter_event::Settings {
                name: "Open".into(),
                system: "dutch".into(),
                rounds: 3,
                ..arbiter_event::Settings::default()
            },
        }];
        for n in ["A", "B", "C", "D"] {
            v.push(Event::PlayerRegistered {
                player: arbiter_event::PlayerData {
                    name: n.into(),
                    ..arbiter_event::PlayerData::default()
                },
            });
        }
        v.push(Event::RegistrationClosed {
            order: vec![1, 2, 3, 4],
        });
        v.push(Event::RoundPaired {
            round: 1,
            engine: "manual".into(),
            version: String::new(),
            boards: vec![
                arbiter_event::Board {
                    white: 1,
                    black: 3,
                    handicap: 0,
                },
                arbiter_event::Board {
                    white: 4,
                    black: 2,
                    handicap: 0,
                },
            ],
            bye: None,
            overridden: Vec::new(),
        });
        v.into_iter()
            .enumerate()
            .map(|(i, e)| rec(i as u64 + 1, e))
            .collect()
    }

    fn result(board: u32) -> Event {
        Event::ResultSet {
            round: 1,
            board,
            result: "1-0".into(),
        }
    }

    #[test]
    fn a_pairing_and_the_last_result_finish_a_round() {
        let mut l = log();
        let paired = l.len() as u64;
        assert!(round_done(&l, 0, paired));
        assert!(
            !round_done(&l, paired - 1, paired - 1),
            "closing is no round"
        );
        l.push(rec(paired + 1, result(1)));
        assert!(!round_done(&l, paired, paired + 1), "one result of two");
        l.push(rec(paired + 2, result(2)));
        assert!(round_done(&l, paired + 1, paired + 2), "the last result");
        // Both results in one change: the window sees them together.
        assert!(round_done(&l, paired, paired + 2));
        // A correction in a complete round publishes again.
        l.push(rec(
            paired + 3,
            Event::ResultCorrected {
                round: 1,
                board: 1,
                result: "0-1".into(),
            },
        ));
        assert!(round_done(&l, paired + 2, paired + 3));
    }
}
