//! A festival's pages: its sections (each an event of its own) and the combined
//! standings, public like the events' pages, and the same as JSON.

use crate::error::AppError;
use crate::routes::Routes;
use crate::shared::{Layout, Shared};
use crate::views::{EventSummary, seg};
use arbiter_store::EventStore;
use askama::Template;
use axum::extract::{Path, State};
use axum::response::{Html, IntoResponse, Response};
use serde::Serialize;

pub(crate) fn routes() -> Routes {
    Routes::new().get("/f/{festival}", page)
}

/// Moves player `player` of section `from` to section `to` of `festival` (events by
/// their names), for a user allowed to change both; tells open pages of both.
pub(crate) async fn move_player(
    app: &Shared,
    festival: &str,
    from: &str,
    to: &str,
    player: u32,
    who: &crate::auth::Authed,
) -> Result<(arbiter_event::State, arbiter_event::State), AppError> {
    crate::auth::may_write(who, from)?;
    crate::auth::may_write(who, to)?;
    for name in [from, to] {
        let snap = app.cache.get(name).await?;
        if snap.state.settings.festival() != Some(festival.trim()) {
            return Err(crate::desk_lang::bad(
                "error-not-a-section",
                vec![("name", name.into()), ("festival", festival.into())],
            ));
        }
    }
    let (a, b) = arbiter_store::move_player(&app.store, from, to, &who.user.login, player).await?;
    app.changed(from, a.version);
    app.changed(to, b.version);
    Ok((a, b))
}

/// One line of the combined standings.
#[derive(Clone, Debug, Serialize)]
pub(crate) struct CombinedLine {
    place: u32,
    name: String,
    rating: Option<u16>,
    section: String,
    /// The section's event (store name).
    event: String,
    section_place: u32,
    start_rank: u32,
    points: String,
    #[serde(skip)]
    path: String,
}

/// A festival: its sections in the order they were created, and the combined standings.
#[derive(Serialize)]
pub(crate) struct FestivalView {
    festival: String,
    sections: Vec<EventSummary>,
    rows: Vec<CombinedLine>,
    /// The sections' language when they all have the same one, as an event's pages have
    /// theirs.
    #[serde(skip)]
    language: Option<arbiter_i18n::Lang>,
}

/// The events that are sections of `festival`, in the order they were created.
pub(crate) async fn sections(
    app: &Shared,
    festival: &str,
) -> Result<Vec<std::sync::Arc<crate::cache::Snapshot>>, AppError> {
    let mut list = app.store.list().await?;
    list.retain(|s| !s.deleted);
    list.sort_by(|a, b| (&a.created_at, &a.name).cmp(&(&b.created_at, &b.name)));
    let mut snaps = Vec::new();
    for s in list {
        // A log that no longer folds is left out, as in the listings.
        if let Ok(snap) = app.cache.get(&s.name).await
            && snap.state.settings.festival() == Some(festival.trim())
        {
            snaps.push(snap);
        }
    }
    Ok(snaps)
}

/// The sections of `festival` and their combined standings.
pub(crate) async fn festival_view(app: &Shared, festival: &str) -> Result<FestivalView, AppError> {
    let snaps = sections(app, festival).await?;
    if snaps.is_empty() {
        return Err(AppError::localized(
            axum::http::StatusCode::NOT_FOUND,
            "pub-error-no-festival",
            vec![("festival", festival.trim().into())],
        ));
    }
    let all = arbiter_event::Sections::of(snaps.iter().map(|s| &s.state));
    let rows = all
        .combined()
        .into_iter()
        .filter_map(|r| {
            let snap = snaps.get(r.section)?;
            let p = all.view(r.section)?.player(r.player)?;
            Some(CombinedLine {
                place: r.place,
                name: p.name.clone(),
                rating: p.rating.map(|x| x.0),
                section: snap.state.settings.section_label().to_string(),
                event: snap.name.clone(),
                section_place: r.section_place,
                start_rank: r.player.get(),
                points: r.points.to_string(),
                path: format!("/e/{}/player/{}", seg(&snap.name), r.player.get()),
            })
        })
        .collect();
    let langs: Vec<_> = snaps.iter().map(|s| s.state.settings.lang()).collect();
    let language = langs
        .first()
        .copied()
        .flatten()
        .filter(|l| langs.iter().all(|x| *x == Some(*l)));
    Ok(FestivalView {
        language,
        festival: festival.trim().to_string(),
        sections: snaps
            .iter()
            .map(|s| EventSummary::of(&s.name, &s.state))
            .collect(),
        rows,
    })
}

#[derive(Template)]
#[template(path = "festival.html")]
struct FestivalPage {
    l: Layout,
    festival: String,
    sections: Vec<EventSummary>,
    rows: Vec<CombinedLine>,
}

async fn page(
    State(app): State<Shared>,
    Path(festival): Path<String>,
) -> Result<Response, AppError> {
    let v = festival_view(&app, &festival).await?;
    let page = FestivalPage {
        l: Layout {
            title: v.festival.clone(),
            tr: crate::lang::tr(v.language),
            ..Layout::default()
        },
        festival: v.festival,
        sections: v.sections,
        rows: v.rows,
    };
    Ok(Html(page.render()?).into_response())
}
