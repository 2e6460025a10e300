//! What the pairing must respect beyond the rules, set at the desk as on the command line
//! (`arbiter prohibit`, `arbiter accelerate`) and through the same events: players who may
//! not meet (TRF26 record 260) and a player's fictitious points for pairing (record 250,
//! accelerated pairings, C.04.5).

use super::common::{admin_path, after_change, event_form, number, round_links, writer};
use crate::actions;
use crate::auth::Authed;
use crate::desk_lang::{Flash, bad, desk_tr};
use crate::error::AppError;
use crate::forms::{html, layout};
use crate::shared::{Layout, Shared};
use crate::views::{self, EventSummary};
use arbiter_core::PlayerId;
use arbiter_event::{Prohibit, State as EventState, acceleration_event};
use askama::Template;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::Response;
use serde::Deserialize;

/// A prohibition as the page lists it.
struct ProhibitionRow {
    /// Its number in the list, from 1 (what lifting it alone names).
    number: usize,
    /// Each player as number and name.
    players: Vec<String>,
    first_round: u16,
    last_round: u16,
}

/// An accelerated player: number, name, the fictitious points of each round from round 1.
struct AccelerationRow {
    number: u32,
    name: String,
    points: Vec<String>,
}

#[derive(Template)]
#[template(path = "constraints.html")]
struct ConstraintsPage {
    l: Layout,
    error: String,
    notice: String,
    ev: EventSummary,
    round_links: Vec<u16>,
    prohibitions: Vec<ProhibitionRow>,
    accelerations: Vec<AccelerationRow>,
    /// The round a new prohibition starts from unless told (the next one).
    next_round: u16,
}

fn numbered(s: &EventState, n: u32) -> String {
    let name = PlayerId::new(n)
        .and_then(|p| s.tournament.player(p))
        .map(|p| p.name.as_str())
        .unwrap_or_default();
    format!("{n} {name}")
}

async fn page(app: &Shared, who: &Authed, name: &str, flash: Flash) -> Result<Response, AppError> {
    let snap = app.cache.get(name).await?;
    let s = &snap.state;
    let tr = desk_tr(Some(&s.settings));
    let t = &s.tournament;
    let view = views::constraints(s);
    let prohibitions = view
        .prohibitions
        .into_iter()
        .map(|p| ProhibitionRow {
            number: p.number,
            players: p.players.iter().map(|&n| numbered(s, n)).collect(),
            first_round: p.first_round,
            last_round: p.last_round,
        })
        .collect();
    let accelerations = view
        .accelerations
        .into_iter()
        .map(|a| AccelerationRow {
            number: a.player,
            name: PlayerId::new(a.player)
                .and_then(|p| t.player(p))
                .map(|p| p.name.clone())
                .unwrap_or_default(),
            points: a.points,
        })
        .collect();
    html(
        &ConstraintsPage {
            l: layout(
                who,
                tr,
                &tr.t1("web-desk-constraints-title", "event", &s.settings.name),
            ),
            error: flash.error(tr),
            notice: flash.notice(tr),
            ev: EventSummary::of(name, s),
            round_links: round_links(t.rounds_paired()),
            prohibitions,
            accelerations,
            next_round: t.next_round().get().min(s.settings.rounds),
        },
        flash.status(),
    )
}

pub(super) async fn constraints(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    match writer(&app, &headers, &name).await? {
        Ok(who) => page(&app, &who, &name, Flash::None).await,
        Err(r) => Ok(r),
    }
}

/// After a change: back to the page, or the page again with the reason.
async fn back(
    app: &Shared,
    who: &Authed,
    name: &str,
    r: Result<u64, AppError>,
) -> Result<Response, AppError> {
    let to = format!("{}/constraints", admin_path(name));
    after_change(app, name, &to, r, |flash| page(app, who, name, flash)).await
}

#[derive(Deserialize)]
struct ProhibitForm {
    /// Start ranks, separated by commas or spaces.
    #[serde(default)]
    players: String,
    #[serde(default)]
    from_round: String,
    #[serde(default)]
    to_round: String,
    /// Set to lift every prohibition instead.
    #[serde(default)]
    clear: String,
    /// A prohibition's number in the list: lift that one alone instead.
    #[serde(default)]
    lift: String,
}

/// Adds a prohibition to those before, lifts one, or lifts them all (as `arbiter
/// prohibit`).
pub(super) async fn prohibit(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = event_form::<ProhibitForm>(&app, &headers, &body, &name).await?;
    let r = async {
        let lift = number::<usize>("lift", &f.lift)?;
        let add = if f.clear.is_empty() && lift.is_none() {
            // Fewer than two players are refused by the event's own check.
            Some(Prohibit {
                players: crate::teams::numbers("players", &f.players)?,
                first_round: number("round", &f.from_round)?,
                last_round: number("round", &f.to_round)?,
            })
        } else {
            None
        };
        let (state, _) = actions::change(&app.store, &name, &who.user.login, |s| {
            Ok(vec![match lift {
                Some(n) => s.prohibition_lifted(n).ok_or_else(|| {
                    bad("web-desk-error-no-prohibition", vec![("number", n.into())])
                })?,
                None => s.prohibition_event(add.as_ref()),
            }])
        })
        .await?;
        Ok(state.version)
    }
    .await;
    back(&app, &who, &name, r).await
}

#[derive(Deserialize)]
struct AccelerateForm {
    #[serde(default)]
    player: String,
    /// The fictitious points of each round from round 1, separated by commas; empty
    /// takes them away.
    #[serde(default)]
    points: String,
}

/// Sets a player's fictitious points (as `arbiter accelerate`).
pub(super) async fn accelerate(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = event_form::<AccelerateForm>(&app, &headers, &body, &name).await?;
    let r = async {
        let player = number::<u32>("player", &f.player)?
            .ok_or_else(|| bad("web-desk-error-which-player", Vec::new()))?;
        let (state, _) = actions::change(&app.store, &name, &who.user.login, |_| {
            Ok(vec![acceleration_event(player, &f.points)])
        })
        .await?;
        Ok(state.version)
    }
    .await;
    back(&app, &who, &name, r).await
}
