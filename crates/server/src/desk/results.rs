//! A round's results: keyboard result entry, corrections, the players' own reports
//! flagged beside their boards, and undoing a round.

use super::common::{admin_path, event_form, fetch, number, round_links, writer};
use super::event::back_to_manage;
use super::online::said;
use crate::actions;
use crate::auth::Authed;
use crate::desk_lang::{Flash, bad, desk_tr};
use crate::error::AppError;
use crate::forms::{html, layout};
use crate::shared::{Layout, Shared};
use crate::views::{self, EventSummary, RoundView};
use arbiter_core::RoundNo;
use arbiter_i18n::Tr;
use askama::Template;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;
use std::collections::BTreeMap;

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
    /// A Go event's results still missing from the rounds before this one, and how they
    /// count meanwhile (empty when none is).
    missing_before: String,
    /// What the players reported on the boards still without a result: a disagreement,
    /// or a report that waits for the other player or for the arbiter.
    reports: BTreeMap<u32, Flag>,
}

/// A board's reports as the round's page flags them, beside the board.
struct Flag {
    text: String,
    disagree: bool,
}

impl ResultsPage {
    /// The players' reports of board `board`, if any waits.
    fn report(&self, board: &u32) -> Option<&Flag> {
        self.reports.get(board)
    }
}

/// The flags of round `no`'s boards still without a result whose players reported, read
/// from the reports the event's state folds (a disagreement is never entered by itself:
/// the arbiter sees it where the results are typed).
fn flags(s: &arbiter_event::State, no: u16, round: &RoundView, tr: Tr) -> BTreeMap<u32, Flag> {
    round
        .boards
        .iter()
        .filter(|b| b.result.is_none())
        .filter_map(|b| {
            let said = said(s, no, b.board, tr)?;
            let key = if said.disagree {
                "web-desk-round-report-disagree"
            } else if said.agreed.is_some() {
                "web-desk-round-report-confirm"
            } else {
                "web-desk-round-report-other"
            };
            let flag = Flag {
                text: tr.t1(key, "said", said.text),
                disagree: said.disagree,
            };
            Some((b.board, flag))
        })
        .collect()
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
            matches: crate::teams::match_views(s, no, false, tr),
            byes: crate::teams::bye_names(s, no),
            current: no,
            missing_before: missing_before(s, no, tr),
            reports: flags(s, no, &round, tr),
            round,
        },
        flash.status(),
    )
}

/// The results of a Go event missing from the rounds before round `no`, and how the
/// rounds paired since count them (as OpenGotha counts an unknown result); empty when
/// none is.
fn missing_before(s: &arbiter_event::State, no: u16, tr: Tr) -> String {
    let unknown: Vec<(u16, u32)> = arbiter_event::go_unknown_results(s)
        .into_iter()
        .filter(|&(r, _)| r < no)
        .collect();
    if unknown.is_empty() {
        return String::new();
    }
    tr.t1(
        "web-desk-go-unknown-results",
        "games",
        crate::explain::go_unknown_text(&unknown, tr),
    )
}

pub(super) async fn results(
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

pub(super) async fn enter_result(
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

pub(super) async fn undo(
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
