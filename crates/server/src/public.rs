//! The public pages, for players and spectators (no login): the events, and for each its
//! players, pairings and results per round, standings, crosstable and player cards. Each
//! page of an event is rendered once per event version and served from the cache; a
//! stream of server-sent events tells open pages when a new version exists. Pages speak
//! the visitor's language, else the event's ([`crate::lang`]).

use crate::cache::{Page, Snapshot};
use crate::error::AppError;
use crate::routes::Routes;
use crate::shared::{Layout, Shared};
use crate::views::{self, EventSummary};
use arbiter_core::{PlayerId, RoundNo};
use arbiter_i18n::Tr;
use arbiter_site::model::{Card, CardBasis, CrossTable, StandingLine, Standings};
use arbiter_standings::Ranking;
use askama::Template;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use axum::response::{Html, IntoResponse, Response};
use futures_util::StreamExt as _;
use std::convert::Infallible;
use std::time::Duration;

pub(crate) fn routes() -> Routes {
    Routes::new()
        .get("/", index)
        .get("/e/{name}", overview)
        .get("/e/{name}/players", players)
        .get("/e/{name}/round/{round}", round)
        .get("/e/{name}/round/{round}/names", round_by_name)
        .get("/e/{name}/standings", standings)
        .get("/e/{name}/export.trf", download_trf)
        .get("/e/{name}/export.xml", download_gotha)
        .get("/e/{name}/export.h9", download_h9)
        .get("/e/{name}/export.aga", download_aga)
        .get("/e/{name}/export.tou", download_tou)
        .get("/e/{name}/players.csv", download_csv)
        .get("/e/{name}/crosstable", crosstable)
        .get("/e/{name}/player/{rank}", card)
        .get("/e/{name}/live", live)
}

#[derive(Template)]
#[template(path = "error.html")]
struct ErrorPage {
    l: Layout,
    heading: String,
    message: String,
}

/// A failure as a page.
pub(crate) fn error_page(e: &AppError) -> Response {
    let tr = crate::lang::tr(None);
    let heading = tr.t(match e.status {
        StatusCode::NOT_FOUND => "pub-error-not-found",
        StatusCode::UNAUTHORIZED => "pub-error-log-in",
        StatusCode::FORBIDDEN => "pub-error-forbidden",
        StatusCode::TOO_MANY_REQUESTS => "pub-error-too-many",
        s if s.is_client_error() => "pub-error-refused",
        _ => "pub-error-internal",
    });
    let page = ErrorPage {
        l: Layout {
            title: heading.clone(),
            tr,
            ..Layout::default()
        },
        heading,
        message: e.message_in(tr.lang()),
    };
    let body = page
        .render()
        .unwrap_or_else(|_| "<!doctype html><title>error</title>".into());
    (e.status, Html(body)).into_response()
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        error_page(&self)
    }
}

#[derive(Template)]
#[template(path = "index.html")]
struct IndexPage {
    l: Layout,
    events: Vec<EventSummary>,
}

async fn index(State(app): State<Shared>) -> Result<Response, AppError> {
    let tr = crate::lang::tr(None);
    let page = IndexPage {
        l: Layout {
            title: tr.t("pub-nav-events"),
            tr,
            ..Layout::default()
        },
        events: app.cache.summaries().await?,
    };
    Ok(Html(page.render()?).into_response())
}

/// The layout of an event's public page in the page's language.
fn layout(snap: &Snapshot, title: &str, tr: Tr) -> Layout {
    Layout {
        title: format!("{title} · {}", snap.state.settings.name),
        live: format!("/e/{}/live", crate::views::seg(&snap.name)),
        version: snap.state.version,
        tr,
        ..Layout::default()
    }
}

fn round_links(snap: &Snapshot) -> Vec<u16> {
    (1..=snap.state.tournament.rounds_paired())
        .map(|r| u16::try_from(r).unwrap_or(u16::MAX))
        .collect()
}

/// Serves a cached page in the visitor's language (else the event's), with the event
/// version and the language as its entity tag.
fn cached(
    snap: &Snapshot,
    headers: &HeaderMap,
    page: Page,
    render: impl FnOnce(&Snapshot, Tr) -> Result<String, AppError>,
) -> Result<Response, AppError> {
    let tr = crate::lang::tr(snap.state.settings.lang());
    let etag = format!("\"v{}-{}\"", snap.state.version, tr.lang());
    let etag_matches = headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.split(',')
                .any(|t| t.trim().trim_start_matches("W/") == etag)
        });
    let mut res = if etag_matches {
        StatusCode::NOT_MODIFIED.into_response()
    } else {
        let body = snap.page(page, tr.lang(), |s| render(s, tr))?;
        (
            [(
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/html; charset=utf-8"),
            )],
            body,
        )
            .into_response()
    };
    if let Ok(v) = HeaderValue::from_str(&etag) {
        res.headers_mut().insert(header::ETAG, v);
    }
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    Ok(res)
}

#[derive(Template)]
#[template(path = "overview.html")]
struct OverviewPage {
    l: Layout,
    ev: EventSummary,
    tab: &'static str,
    round_links: Vec<u16>,
    current_round: u16,
    /// The catalogue key of each detail's label, and its value.
    details: Vec<(&'static str, String)>,
    leaders: Vec<StandingLine>,
    /// The primary score in words.
    score_name: String,
}

async fn overview(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let snap = app.cache.get(&name).await?;
    cached(&snap, &headers, Page::Overview, |s, tr| {
        let l = layout(s, &tr.t("pub-overview"), tr);
        let set = &s.state.settings;
        let details = [
            ("pub-detail-city", set.city.clone()),
            ("federation", set.federation.clone()),
            (
                "pub-detail-start",
                set.start_date.as_deref().map(|d| l.date(d)),
            ),
            ("pub-detail-end", set.end_date.as_deref().map(|d| l.date(d))),
            ("pub-detail-chief-arbiter", set.chief_arbiter.clone()),
            ("pub-detail-time-control", set.time_control.clone()),
            ("pub-detail-rated", set.rated.clone()),
        ]
        .into_iter()
        .filter_map(|(k, v)| v.filter(|v| !v.is_empty()).map(|v| (k, v)))
        .collect();
        let st = standings_of(s, &s.derived().ranking, tr);
        let leaders = if s.state.tournament.rounds_paired() > 0 {
            st.rows.iter().take(10).cloned().collect()
        } else {
            Vec::new()
        };
        Ok(OverviewPage {
            l,
            ev: EventSummary::of(&s.name, &s.state),
            tab: "overview",
            round_links: round_links(s),
            current_round: 0,
            details,
            leaders,
            score_name: st.primary,
        }
        .render()?)
    })
}

#[derive(Template)]
#[template(path = "players.html")]
struct PlayersPage {
    l: Layout,
    ev: EventSummary,
    tab: &'static str,
    round_links: Vec<u16>,
    current_round: u16,
    players: Vec<arbiter_site::model::PlayerLine>,
}

async fn players(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let snap = app.cache.get(&name).await?;
    cached(&snap, &headers, Page::Players, |s, tr| {
        Ok(PlayersPage {
            l: layout(s, &tr.t("players"), tr),
            ev: EventSummary::of(&s.name, &s.state),
            tab: "players",
            round_links: round_links(s),
            current_round: 0,
            players: arbiter_site::model::players(&s.state, tr),
        }
        .render()?)
    })
}

#[derive(Template)]
#[template(path = "round.html")]
struct RoundPage {
    l: Layout,
    ev: EventSummary,
    tab: &'static str,
    round_links: Vec<u16>,
    current_round: u16,
    r: arbiter_site::round::RoundPage,
    engine: String,
}

/// Round `no` as every public page shows it (a team event's as matches).
fn round_model(
    s: &arbiter_event::State,
    no: RoundNo,
    tr: Tr,
) -> Result<arbiter_site::round::RoundPage, AppError> {
    let view = if s.pairs_matches() {
        s.team_view().ok()
    } else {
        None
    };
    arbiter_site::round::round(s, view.as_ref(), no, tr)
        .ok_or_else(|| AppError::round_not_paired(no.get()))
}

/// The round numbered `no`, when it is paired.
fn paired_round(s: &arbiter_event::State, no: u16) -> Result<RoundNo, AppError> {
    RoundNo::new(no)
        .filter(|r| r.index() < s.tournament.rounds_paired())
        .ok_or_else(|| AppError::round_not_paired(no))
}

async fn round(
    State(app): State<Shared>,
    Path((name, no)): Path<(String, u16)>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let snap = app.cache.get(&name).await?;
    let paired = paired_round(&snap.state, no)?;
    cached(&snap, &headers, Page::Round(no), |s, tr| {
        Ok(RoundPage {
            l: layout(s, &tr.t1("round-n", "round", no), tr),
            ev: EventSummary::of(&s.name, &s.state),
            tab: "round",
            round_links: round_links(s),
            current_round: no,
            r: round_model(&s.state, paired, tr)?,
            engine: s
                .state
                .engines
                .get(paired.index())
                .map(|e| e.0.clone())
                .unwrap_or_default(),
        }
        .render()?)
    })
}

#[derive(Template)]
#[template(path = "standings.html")]
struct StandingsPage {
    l: Layout,
    ev: EventSummary,
    tab: &'static str,
    round_links: Vec<u16>,
    current_round: u16,
    st: Standings,
    /// Why there are no standings, if there are none.
    error: Option<String>,
    /// The rating column's heading: a Go event's shows ranks.
    rating: String,
}

/// The standings of a ranking, or none (with the rounds paired) when there is none.
fn standings_of(s: &Snapshot, ranking: &Result<Ranking, String>, tr: Tr) -> Standings {
    match ranking {
        Ok(r) => arbiter_site::model::standings(&s.state, r, tr),
        Err(_) => Standings {
            rounds: s.state.tournament.rounds_paired(),
            go: s.state.settings.is_go(),
            primary: String::new(),
            columns: Vec::new(),
            rows: Vec::new(),
            groups: Vec::new(),
        },
    }
}

/// The heading of the column beside the names: the rating, or a Go player's rank.
fn rating_heading(s: &Snapshot, tr: Tr) -> String {
    tr.t(if s.state.settings.is_go() {
        "site-go-grade"
    } else {
        "pub-col-rtg"
    })
}

/// `?round=K`: the standings after round K.
#[derive(serde::Deserialize, Default)]
struct AfterRound {
    #[serde(default)]
    round: Option<u16>,
}

async fn standings(
    State(app): State<Shared>,
    Path(name): Path<String>,
    Query(q): Query<AfterRound>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let snap = app.cache.get(&name).await?;
    let paired = snap.state.tournament.rounds_paired();
    let after = q
        .round
        .map(usize::from)
        .filter(|&k| k < paired)
        .and_then(|k| u16::try_from(k).ok());
    let page = after.map_or(Page::Standings, Page::StandingsAfter);
    cached(&snap, &headers, page, |s, tr| {
        let ranking = match after {
            Some(k) => s
                .state
                .ranking_after(usize::from(k))
                .map_err(|e| e.to_string()),
            None => s.derived().ranking.clone(),
        };
        Ok(StandingsPage {
            l: layout(s, &tr.t("standings"), tr),
            ev: EventSummary::of(&s.name, &s.state),
            tab: "standings",
            round_links: round_links(s),
            current_round: 0,
            st: standings_of(s, &ranking, tr),
            error: ranking.err(),
            rating: rating_heading(s, tr),
        }
        .render()?)
    })
}

#[derive(Template)]
#[template(path = "names.html")]
struct NamesPage {
    l: Layout,
    ev: EventSummary,
    tab: &'static str,
    round_links: Vec<u16>,
    current_round: u16,
    round: u16,
    lines: Vec<arbiter_site::round::NameLine>,
}

/// A round's pairing by name: every player alphabetically, with board, colour and
/// opponent (who plays where, for the wall by the entrance).
async fn round_by_name(
    State(app): State<Shared>,
    Path((name, no)): Path<(String, u16)>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let snap = app.cache.get(&name).await?;
    let paired = paired_round(&snap.state, no)?;
    cached(&snap, &headers, Page::RoundByName(no), |s, tr| {
        let lines = arbiter_site::round::by_name(&round_model(&s.state, paired, tr)?, tr);
        Ok(NamesPage {
            l: layout(s, &tr.t1("pub-round-by-name", "round", no), tr),
            ev: EventSummary::of(&s.name, &s.state),
            tab: "round",
            round_links: round_links(s),
            current_round: no,
            round: no,
            lines,
        }
        .render()?)
    })
}

/// The event as a TRF (TRF26), as `arbiter export` writes it.
async fn download_trf(
    State(app): State<Shared>,
    Path(name): Path<String>,
) -> Result<Response, AppError> {
    let snap = app.cache.get(&name).await?;
    let t = arbiter_event::export_view(&snap.state);
    let text = arbiter_trf::write(&t, arbiter_trf::Dialect::Trf26)
        .map_err(|e| AppError::internal(format!("the event cannot be written as a TRF: {e}")))?;
    Ok(download(&name, "trf", "text/plain; charset=utf-8", text))
}

/// The character set a Go file is asked for in (`?encoding=utf-8`); the file's own
/// when left out.
#[derive(serde::Deserialize)]
struct EncodingQuery {
    #[serde(default)]
    encoding: Option<String>,
}

/// A Go event as one of its files, in the encoding asked for (default: the file's own,
/// ISO-8859-15 for h9 and tou as OpenGotha writes them), which the `Content-Type` names.
async fn download_go(
    app: &Shared,
    name: &str,
    file: arbiter_gotha::GoFile,
    query: &EncodingQuery,
) -> Result<Response, AppError> {
    use arbiter_gotha::{GoEncoding, GoFile};
    let encoding = match query.encoding.as_deref().filter(|e| !e.trim().is_empty()) {
        None => file.encoding(),
        Some(e) => GoEncoding::parse(e).ok_or_else(|| {
            AppError::localized(
                StatusCode::BAD_REQUEST,
                "pub-error-encoding",
                vec![("value", e.to_string().into())],
            )
        })?,
    };
    let snap = app.cache.get(name).await?;
    let g = arbiter_event::go_view(&snap.state).ok_or_else(|| {
        AppError::localized(StatusCode::NOT_FOUND, "pub-error-not-go", Vec::new())
    })?;
    let bytes = arbiter_gotha::write_file_in(&g, file, encoding);
    let kind = match (file, encoding) {
        (GoFile::OpenGotha, GoEncoding::Utf8) => "application/xml; charset=utf-8",
        (GoFile::OpenGotha, GoEncoding::Latin9) => "application/xml; charset=iso-8859-15",
        (_, GoEncoding::Utf8) => "text/plain; charset=utf-8",
        (_, GoEncoding::Latin9) => "text/plain; charset=iso-8859-15",
    };
    Ok(download(name, file.extension(), kind, bytes))
}

/// A Go event as OpenGotha's tournament file.
async fn download_gotha(
    State(app): State<Shared>,
    Path(name): Path<String>,
    Query(q): Query<EncodingQuery>,
) -> Result<Response, AppError> {
    download_go(&app, &name, arbiter_gotha::GoFile::OpenGotha, &q).await
}

/// A Go event as the EGF results file.
async fn download_h9(
    State(app): State<Shared>,
    Path(name): Path<String>,
    Query(q): Query<EncodingQuery>,
) -> Result<Response, AppError> {
    download_go(&app, &name, arbiter_gotha::GoFile::H9, &q).await
}

/// A Go event as the FFG results file.
async fn download_tou(
    State(app): State<Shared>,
    Path(name): Path<String>,
    Query(q): Query<EncodingQuery>,
) -> Result<Response, AppError> {
    download_go(&app, &name, arbiter_gotha::GoFile::Tou, &q).await
}

/// A Go event as the AGA results file.
async fn download_aga(
    State(app): State<Shared>,
    Path(name): Path<String>,
    Query(q): Query<EncodingQuery>,
) -> Result<Response, AppError> {
    download_go(&app, &name, arbiter_gotha::GoFile::Aga, &q).await
}

/// Players and scores as CSV.
async fn download_csv(
    State(app): State<Shared>,
    Path(name): Path<String>,
) -> Result<Response, AppError> {
    let snap = app.cache.get(&name).await?;
    let text = arbiter_event::players_csv(&snap.state);
    Ok(download(&name, "csv", "text/csv; charset=utf-8", text))
}

fn download(name: &str, ext: &str, kind: &'static str, body: impl IntoResponse) -> Response {
    // The file name is the event's name with anything but letters, digits, '-' and '_'
    // replaced, so that the header holds no quote or control character.
    let safe: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    let mut res = (
        [(header::CONTENT_TYPE, HeaderValue::from_static(kind))],
        body,
    )
        .into_response();
    if let Ok(v) = HeaderValue::from_str(&format!("attachment; filename=\"{safe}.{ext}\"")) {
        res.headers_mut().insert(header::CONTENT_DISPOSITION, v);
    }
    res
}

#[derive(Template)]
#[template(path = "crosstable.html")]
struct CrossPage {
    l: Layout,
    ev: EventSummary,
    tab: &'static str,
    round_links: Vec<u16>,
    current_round: u16,
    x: CrossTable,
    rating: String,
}

async fn crosstable(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let snap = app.cache.get(&name).await?;
    cached(&snap, &headers, Page::Crosstable, |s, tr| {
        Ok(CrossPage {
            l: layout(s, &tr.t("crosstable"), tr),
            ev: EventSummary::of(&s.name, &s.state),
            tab: "crosstable",
            round_links: round_links(s),
            current_round: 0,
            x: match &s.derived().ranking {
                Ok(r) => arbiter_site::model::crosstable(&s.state, r, tr),
                Err(_) => CrossTable {
                    go: s.state.settings.is_go(),
                    rounds: Vec::new(),
                    columns: Vec::new(),
                    lines: Vec::new(),
                },
            },
            rating: rating_heading(s, tr),
        }
        .render()?)
    })
}

#[derive(Template)]
#[template(path = "card.html")]
struct CardPage {
    l: Layout,
    ev: EventSummary,
    tab: &'static str,
    round_links: Vec<u16>,
    current_round: u16,
    card: Card,
    /// The player's recorded games, as (round, board).
    games: Vec<(u16, u32)>,
    rating: String,
}

async fn card(
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
    if rank == 0 || rank as usize > snap.state.tournament.player_count() {
        return Err(missing());
    }
    cached(&snap, &headers, Page::Card(rank), |s, tr| {
        let id = PlayerId::new(rank).ok_or_else(missing)?;
        let c = match &s.derived().ranking {
            Ok(r) => arbiter_site::model::card(&s.state, &CardBasis::new(&s.state, r), id, tr),
            Err(_) => None,
        }
        .ok_or_else(missing)?;
        Ok(CardPage {
            l: layout(s, &c.who.name, tr),
            ev: EventSummary::of(&s.name, &s.state),
            tab: "card",
            round_links: round_links(s),
            current_round: 0,
            games: views::games_of_player(&s.state, id),
            card: c,
            rating: rating_heading(s, tr),
        }
        .render()?)
    })
}

/// The live stream of an event: a `version` event now, then one at every change.
async fn live(State(app): State<Shared>, Path(name): Path<String>) -> Result<Response, AppError> {
    let snap = app.cache.get(&name).await?;
    let rx = app.cache.subscribe();
    let mut shutdown = app.shutdown.clone();
    let first = futures_util::stream::once(std::future::ready(snap.state.version));
    let wanted = name.clone();
    let changes = tokio_stream::wrappers::BroadcastStream::new(rx).filter_map(move |c| {
        let v = c.ok().filter(|c| c.name == wanted).map(|c| c.version);
        std::future::ready(v)
    });
    let stream = first
        .chain(changes)
        .map(|v| Ok::<_, Infallible>(SseEvent::default().event("version").data(v.to_string())))
        .take_until(async move {
            let _ = shutdown.wait_for(|stop| *stop).await;
        });
    Ok(Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
        .into_response())
}
