//! An event's desk page (settings, players, requests, the other sections of its
//! festival), and what is done to the event itself: reopening, moving a player to another
//! section, renaming, deleting.

use super::common::{
    Empty, admin_path, after_change, event_form, number, request_key, round_links, writer,
};
use crate::actions;
use crate::auth::Authed;
use crate::desk_lang::{Flash, LangChoice, bad, desk_tr, language_choices};
use crate::error::AppError;
use crate::forms::{html, layout};
use crate::shared::{Layout, Shared};
use crate::views::{self, EventSummary, PlayerRow};
use arbiter_event::Settings;
use askama::Template;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

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
    /// The encoded time control (TRF26 222) as set, empty when read off the time control.
    time_control_code: String,
    /// The encoded time control the event carries (set, or read off the time control).
    time_control_code_used: String,
    federation: String,
    tiebreaks: String,
    /// A Go event's komi, super bar and handicap games' komi as set (empty: the default).
    komi: String,
    super_bar: String,
    handicap_komi: String,
    players: Vec<PlayerRow>,
    next_round: u16,
    requests: Vec<(u16, u32, String, &'static str)>,
    festival: String,
    section: String,
    /// The other sections of the event's festival a player may move to (before round 1).
    other_sections: Vec<EventSummary>,
    language_choices: Vec<LangChoice>,
}

pub(super) async fn manage_page(
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
            time_control_code: v(&set.time_control_code),
            time_control_code_used: v(&t.info.encoded_time_control),
            federation: v(&set.federation),
            tiebreaks: v(&set.tiebreaks),
            komi: set.go.as_ref().map(|g| v(&g.komi)).unwrap_or_default(),
            super_bar: set.go.as_ref().map(|g| v(&g.super_bar)).unwrap_or_default(),
            handicap_komi: set
                .go
                .as_ref()
                .map(|g| v(&g.handicap_komi))
                .unwrap_or_default(),
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

pub(super) async fn manage(
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
pub(super) async fn back_to_manage(
    app: &Shared,
    who: &Authed,
    name: &str,
    r: Result<u64, AppError>,
) -> Result<Response, AppError> {
    let to = admin_path(name);
    after_change(app, name, &to, r, |flash| {
        manage_page(app, who, name, flash)
    })
    .await
}

pub(super) async fn reopen(
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
pub(super) async fn move_player(
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

pub(super) async fn rename(
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

pub(super) async fn delete_event(
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
