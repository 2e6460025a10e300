//! The public statistics of an event: a page with its plots (rating distribution,
//! performance against rating, score groups by round), each plot as an SVG of its own,
//! and the score-and-place plot of each player for the player card. Plots speak the
//! page's language (the visitor's choice, else the event's, else the browser's: see
//! [`crate::lang`]), and are computed from the event's current version (the version and
//! the language are their entity tag).

use crate::cache::Snapshot;
use crate::error::AppError;
use crate::routes::Routes;
use crate::shared::{Layout, Shared};
use crate::views::{EventSummary, seg};
use arbiter_core::PlayerId;
use arbiter_i18n::{Lang, Tr, t};
use askama::Template;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

pub(crate) fn routes() -> Routes {
    Routes::new()
        .get("/e/{name}/stats", page)
        .get("/e/{name}/plot/{file}", event_plot)
        .get("/e/{name}/player/{rank}/plot.svg", player_plot)
}

/// The event plots by their file name.
#[derive(Copy, Clone)]
enum Plot {
    Rating,
    Performance,
    Groups,
}

impl Plot {
    const ALL: [Plot; 3] = [Plot::Rating, Plot::Performance, Plot::Groups];

    fn file(self) -> &'static str {
        match self {
            Plot::Rating => "rating.svg",
            Plot::Performance => "performance.svg",
            Plot::Groups => "groups.svg",
        }
    }

    fn title_key(self) -> &'static str {
        match self {
            Plot::Rating => "plots-rating-title",
            Plot::Performance => "plots-perf-title",
            Plot::Groups => "plots-groups-title",
        }
    }

    fn draw(self, s: &arbiter_event::State, lang: Lang) -> String {
        match self {
            Plot::Rating => arbiter_plots::rating_distribution(s, lang),
            Plot::Performance => arbiter_plots::performance_vs_rating(s, lang),
            Plot::Groups => arbiter_plots::score_groups(s, lang),
        }
    }
}

/// A plot on the page.
struct Figure {
    src: String,
    alt: String,
}

#[derive(Template)]
#[template(path = "stats.html")]
struct StatsPage {
    l: Layout,
    ev: EventSummary,
    tab: &'static str,
    round_links: Vec<u16>,
    current_round: u16,
    figures: Vec<Figure>,
}

/// The entity tag of a version of an event in one language, and whether the request
/// already holds it.
fn etag(snap: &Snapshot, lang: Lang, headers: &HeaderMap) -> (String, bool) {
    let tag = format!("\"v{}-{}\"", snap.state.version, lang.code());
    let held = headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.split(',')
                .any(|x| x.trim().trim_start_matches("W/") == tag)
        });
    (tag, held)
}

/// An answer with its entity tag, or 304 when the request holds it.
fn answer(
    tag: &str,
    held: bool,
    kind: &'static str,
    body: impl FnOnce() -> Result<String, AppError>,
) -> Result<Response, AppError> {
    let mut res = if held {
        StatusCode::NOT_MODIFIED.into_response()
    } else {
        (
            [(header::CONTENT_TYPE, HeaderValue::from_static(kind))],
            body()?,
        )
            .into_response()
    };
    if let Ok(v) = HeaderValue::from_str(tag) {
        res.headers_mut().insert(header::ETAG, v);
    }
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    // The language, chosen from the cookie or the browser's header, changes the answer.
    res.headers_mut().insert(
        header::VARY,
        HeaderValue::from_static("Cookie, Accept-Language"),
    );
    Ok(res)
}

async fn page(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let snap = app.cache.get(&name).await?;
    let lang = crate::lang::tr(snap.state.settings.lang()).lang();
    let (tag, held) = etag(&snap, lang, &headers);
    answer(&tag, held, "text/html; charset=utf-8", || {
        let base = format!("/e/{}/plot", seg(&snap.name));
        let figures = Plot::ALL
            .iter()
            .map(|p| Figure {
                src: format!("{base}/{}", p.file()),
                alt: t(lang, p.title_key()),
            })
            .collect();
        let page = StatsPage {
            l: Layout {
                title: format!("{} · {}", t(lang, "plots-stats"), snap.state.settings.name),
                live: format!("/e/{}/live", seg(&snap.name)),
                version: snap.state.version,
                tr: Tr(lang),
                ..Layout::default()
            },
            ev: EventSummary::of(&snap.name, &snap.state),
            tab: "stats",
            round_links: (1..=snap.state.tournament.rounds_paired())
                .map(|r| u16::try_from(r).unwrap_or(u16::MAX))
                .collect(),
            current_round: 0,
            figures,
        };
        Ok(page.render()?)
    })
}

const SVG: &str = "image/svg+xml; charset=utf-8";

async fn event_plot(
    State(app): State<Shared>,
    Path((name, file)): Path<(String, String)>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let plot = Plot::ALL
        .into_iter()
        .find(|p| p.file() == file)
        .ok_or_else(|| {
            AppError::localized(
                StatusCode::NOT_FOUND,
                "pub-error-no-plot",
                vec![("file", file.as_str().into())],
            )
        })?;
    let snap = app.cache.get(&name).await?;
    let lang = crate::lang::tr(snap.state.settings.lang()).lang();
    let (tag, held) = etag(&snap, lang, &headers);
    answer(&tag, held, SVG, || Ok(plot.draw(&snap.state, lang)))
}

async fn player_plot(
    State(app): State<Shared>,
    Path((name, rank)): Path<(String, u32)>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let snap = app.cache.get(&name).await?;
    let missing = || {
        AppError::localized(
            StatusCode::NOT_FOUND,
            "pub-error-no-player",
            vec![("player", rank.into())],
        )
    };
    let id = PlayerId::new(rank)
        .filter(|p| p.index() < snap.state.tournament.player_count())
        .ok_or_else(missing)?;
    let lang = crate::lang::tr(snap.state.settings.lang()).lang();
    let (tag, held) = etag(&snap, lang, &headers);
    answer(&tag, held, SVG, || {
        arbiter_plots::score_and_rank(&snap.state, id, lang).map_err(|_| missing())
    })
}
