//! Pairing a round: automatically with the event's engine (maybe around boards fixed by
//! hand), by hand with the legality report, editing the last pairing, and the engine's
//! explanation of a round.

use super::common::{admin_path, event_form, request_key, round_links, writer};
use crate::actions::{self, PairingReport};
use crate::auth::Authed;
use crate::desk_lang::{Flash, bad, desk_tr};
use crate::error::AppError;
use crate::explain::{self, Explanation};
use crate::forms::{html, layout};
use crate::shared::{Layout, Shared};
use crate::views::EventSummary;
use arbiter_core::{Colour, RoundNo};
use askama::Template;
use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

/// Automatic pairing, maybe around boards fixed by hand.
#[derive(Deserialize)]
struct AutoForm {
    #[serde(default)]
    fixed: String,
    #[serde(default)]
    accept: String,
    /// What the players who have not checked in do: `play`, `absent`, or empty (pairing
    /// waits while the round's check-in is open).
    #[serde(default)]
    unchecked: String,
}

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
pub(super) struct EditQuery {
    #[serde(default)]
    edit: Option<String>,
}

pub(super) async fn pair_form(
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

pub(super) async fn pair(
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

pub(super) async fn pair_auto(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = event_form::<AutoForm>(&app, &headers, &body, &name).await?;
    let snap = app.cache.get(&name).await?;
    let unchecked = arbiter_event::Unchecked::parse(&f.unchecked);
    let made = if f.fixed.trim().is_empty() {
        actions::pair_automatic(&app.store, &name, &who.user.login, &snap.state, unchecked).await
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
                actions::pair_around(
                    &app.store,
                    &name,
                    &who.user.login,
                    &boards,
                    &accept,
                    unchecked,
                )
                .await
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
pub(super) async fn explain_page(
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
