//! The event's history: its log, newest first, in the desk's language.

use super::common::{round_links, writer};
use crate::desk_lang::desk_tr;
use crate::error::AppError;
use crate::forms::{html, layout};
use crate::shared::{Layout, Shared};
use crate::views::EventSummary;
use askama::Template;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;

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

pub(super) async fn log(
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
