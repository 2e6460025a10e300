//! A player's own page, `/p/TOKEN`, sized for a phone: their board, opponent and colour
//! (a Go game's handicap and komi), their results so far and their place, and the forms
//! of what they do themselves: check in for the next round, ask for a bye (or, in Go, not
//! to be paired), withdraw, report their game's result.
//!
//! The token in the address is the only credential: it is looked up by its digest, which
//! is all the event log keeps, and opens its own player's page and actions, nothing else.
//! A token that opens nothing is the same 404 as any missing page, and an address that
//! asks for many of them is throttled; each link's actions are throttled too. Forms carry
//! a CSRF token (a double-submit cookie, since a player has no session). The page follows
//! the event's live stream like the public pages. Other players appear with their name,
//! title, rating or rank only.

use crate::actions;
use crate::auth::{self, Peer, client_ip};
use crate::cache::Snapshot;
use crate::error::AppError;
use crate::forms::html;
use crate::routes::Routes;
use crate::shared::{Layout, Shared};
use crate::views::seg;
use arbiter_core::{ByeKind, PlayerId, RoundNo};
use arbiter_event::{Ask, Event, ReportState, State as EventState};
use arbiter_i18n::Tr;
use arbiter_site::model::{Card, CardBasis};
use arbiter_store::EventStore;
use askama::Template;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;
use std::sync::Arc;

/// The cookie holding the CSRF token of a player's forms.
const CSRF_COOKIE: &str = "arbiter_player_csrf";
/// Pages that are not there one address may ask for in the throttle's window.
const MISSES_PER_ADDRESS: i64 = 30;
/// Changes one link may make in the throttle's window.
const ACTIONS_PER_LINK: i64 = 40;

pub(crate) fn routes() -> Routes {
    Routes::new()
        .get("/p/{token}", page)
        .post("/p/{token}/ask", ask)
        .post("/p/{token}/report", report)
}

/// The player a token opens, in the event that holds their link.
struct Opened {
    snap: Arc<Snapshot>,
    player: u32,
    hash: String,
}

/// The page that is not there, as any other.
fn no_page() -> AppError {
    AppError::localized(StatusCode::NOT_FOUND, "pub-error-no-page", Vec::new())
}

/// Finds the player whose link has `token`, throttling addresses that ask for many that
/// open nothing.
async fn open(
    app: &Shared,
    headers: &HeaderMap,
    peer: &Peer,
    token: &str,
) -> Result<Opened, AppError> {
    let key = format!("player-miss:{}", client_ip(headers, peer.0));
    if app.accounts.throttled(&key, MISSES_PER_ADDRESS).await? {
        return Err(AppError::localized(
            StatusCode::TOO_MANY_REQUESTS,
            "pub-error-too-many-requests",
            Vec::new(),
        ));
    }
    if crate::player_link::is_player_token(token) {
        let hash = crate::player_link::player_token_digest(token);
        for summary in app.store.list().await? {
            if summary.deleted {
                continue;
            }
            let Ok(snap) = app.cache.get(&summary.name).await else {
                continue;
            };
            if let Some(player) = snap.state.player_by_link(&hash) {
                return Ok(Opened { snap, player, hash });
            }
        }
    }
    app.accounts.throttle(&key, MISSES_PER_ADDRESS).await?;
    Err(no_page())
}

/// The game of the round paired last, while it has no result.
struct GameView {
    round: u16,
    board: u32,
    colour: String,
    opponent: String,
    opponent_rating: String,
    /// Go: the stones and the komi, as the page says them; empty in chess.
    handicap: String,
    report: Option<ReportView>,
}

/// The player's report of that game and where the reports stand.
struct ReportView {
    /// What the reports say so far, in words.
    state: String,
    /// The results to choose from: the value posted and its words.
    options: Vec<(&'static str, String)>,
}

/// The next round's check-in.
struct CheckInView {
    round: u16,
    deadline: String,
    checked: bool,
    open: bool,
}

#[derive(Template)]
#[template(path = "player_page.html")]
struct PlayerPage {
    l: Layout,
    error: String,
    notice: String,
    /// The page's address (forms post below it).
    action: String,
    csrf: String,
    event_title: String,
    event_path: String,
    card: Option<Card>,
    game: Option<GameView>,
    /// What the last round paired gave the player when it gave no game: a bye, absence.
    no_game: String,
    /// The next round, not paired yet.
    next_round: Option<u16>,
    check_in: Option<CheckInView>,
    /// What the player asked for the rounds to come, in words.
    requests: Vec<String>,
    bye_rounds: Vec<u16>,
    bye_kinds: Vec<(&'static str, String)>,
    withdrawn: bool,
}

fn player_name(s: &EventState, n: u32) -> String {
    PlayerId::new(n)
        .and_then(|p| s.tournament.player(p))
        .map(|p| p.name.clone())
        .unwrap_or_default()
}

/// A result in words: the notation, and who won.
fn result_words(r: arbiter_core::GameResult, tr: Tr) -> String {
    use arbiter_core::{Colour, Outcome};
    let key = match r.side(Colour::White).map(|s| s.outcome) {
        Some(Outcome::Win) => "pub-player-white-won",
        Some(Outcome::Loss) => "pub-player-black-won",
        _ => "pub-player-drawn",
    };
    tr.t(key)
}

fn report_view(s: &EventState, player: u32, round: u16, board: u32, tr: Tr) -> ReportView {
    let online = s.online_settings();
    let state = match s.report_state(round, board) {
        ReportState::None => tr.t("pub-player-report-none"),
        ReportState::One {
            player: who,
            result,
        } if who == player => {
            if online.one_report {
                tr.t1(
                    "pub-player-report-waits-arbiter",
                    "result",
                    result_words(result, tr),
                )
            } else {
                tr.t1("pub-player-report-mine", "result", result_words(result, tr))
            }
        }
        ReportState::One { result, .. } => tr.t1(
            "pub-player-report-theirs",
            "result",
            result_words(result, tr),
        ),
        ReportState::Agreed(r) => tr.t1(
            "pub-player-report-waits-arbiter",
            "result",
            result_words(r, tr),
        ),
        ReportState::Disagree { .. } => tr.t("pub-player-report-disagree"),
    };
    ReportView {
        state,
        options: vec![
            ("1-0", tr.t("pub-player-white-won")),
            ("1/2", tr.t("pub-player-drawn")),
            ("0-1", tr.t("pub-player-black-won")),
        ],
    }
}

/// The page of player `player` of the event in `snap`.
fn render(
    o: &Opened,
    action: &str,
    csrf: &str,
    tr: Tr,
    flash: Option<&AppError>,
) -> Result<Response, AppError> {
    let s = &o.snap.state;
    let t = &s.tournament;
    let id = PlayerId::new(o.player).ok_or_else(no_page)?;
    let p = t.player(id).ok_or_else(no_page)?;
    let card = match &o.snap.derived().ranking {
        Ok(r) => arbiter_site::model::card(s, &CardBasis::new(s, r), id, tr),
        Err(_) => None,
    };
    let online = s.online_settings();
    let go = s.settings.is_go();
    let paired = t.rounds_paired();
    let mut game = None;
    let mut no_game = String::new();
    if let Some(r) = paired.checked_sub(1).map(RoundNo::from_index) {
        let round = r.get();
        match t.entry(id, r) {
            arbiter_core::Entry::Game {
                opponent,
                colour,
                result: None,
                board,
            } => {
                let g = t
                    .round(r)
                    .and_then(|x| x.games().get(board.checked_sub(1)? as usize).copied());
                let handicap = g
                    .and_then(|g| g.handicap)
                    .map(|h| {
                        tr.ta(
                            "pub-player-handicap",
                            &[
                                ("stones", h.stones.into()),
                                ("komi", arbiter_i18n::Arg::Decimal(h.komi.to_string())),
                            ],
                        )
                    })
                    .unwrap_or_default();
                let opp = t.player(opponent);
                let reports = online.reports() != arbiter_event::Reports::Off;
                game = Some(GameView {
                    round,
                    board,
                    colour: match colour {
                        Some(arbiter_core::Colour::White) => tr.t("white"),
                        Some(arbiter_core::Colour::Black) => tr.t("black"),
                        None => String::new(),
                    },
                    opponent: opp.map(|x| x.name.clone()).unwrap_or_default(),
                    opponent_rating: opp
                        .map(|x| {
                            if go {
                                x.go_rank.map(|r| r.to_string()).unwrap_or_default()
                            } else {
                                let title = x.title.as_ref().map(|t| t.as_str().to_string());
                                let rating = x.rating.map(|r| r.0.to_string());
                                [title, rating]
                                    .into_iter()
                                    .flatten()
                                    .collect::<Vec<_>>()
                                    .join(" ")
                            }
                        })
                        .unwrap_or_default(),
                    handicap,
                    report: reports.then(|| report_view(s, o.player, round, board, tr)),
                });
            }
            arbiter_core::Entry::Bye(kind) => {
                no_game = tr.t1(
                    "pub-player-bye-in",
                    "kind",
                    tr.t(match kind {
                        ByeKind::Half => "pub-bye-half",
                        ByeKind::Zero => "pub-bye-zero",
                        ByeKind::Full => "pub-bye-full",
                        _ => "pub-bye-pairing",
                    }),
                );
                no_game = format!("{} · {no_game}", tr.t1("round-n", "round", round));
            }
            arbiter_core::Entry::Absent => {
                no_game = format!(
                    "{} · {}",
                    tr.t1("round-n", "round", round),
                    tr.t("pub-player-not-paired")
                );
            }
            arbiter_core::Entry::Game { .. } => {}
        }
    }
    let next = (paired < usize::from(s.settings.rounds))
        .then(|| t.next_round().get())
        .filter(|&r| !RoundNo::new(r).is_some_and(|r| t.is_withdrawn(id, r)));
    let now = crate::player_link::now_minute();
    let check_in = next.and_then(|round| {
        let deadline = online.check_in_deadline(round)?.to_string();
        Some(CheckInView {
            round,
            checked: s.online.checked_in.contains(&(round, o.player)),
            open: now.as_str() < deadline.as_str(),
            deadline,
        })
    });
    let requests = t
        .requests
        .iter()
        .filter(|q| q.player == id && q.round.index() >= paired)
        .map(|q| {
            tr.t1(
                match q.kind {
                    None => "pub-player-asked-absent",
                    Some(ByeKind::Half) => "pub-player-asked-half",
                    Some(ByeKind::Full) => "pub-player-asked-full",
                    Some(_) => "pub-player-asked-zero",
                },
                "round",
                q.round.get(),
            )
        })
        .collect();
    let last = online
        .last_bye_round
        .unwrap_or(s.settings.rounds)
        .min(s.settings.rounds);
    let bye_rounds = next.map(|n| (n..=last).collect()).unwrap_or_default();
    let mut bye_kinds = Vec::new();
    if go {
        bye_kinds.push(("absent", tr.t("pub-player-ask-absent")));
    } else {
        if online.half_byes.unwrap_or(0) > 0 {
            bye_kinds.push(("half_bye", tr.t("pub-player-ask-half")));
        }
        bye_kinds.push(("zero_bye", tr.t("pub-player-ask-zero")));
    }
    let (error, notice) = match flash {
        Some(e) => (e.message_in(tr.lang()), String::new()),
        None => (String::new(), String::new()),
    };
    let page = PlayerPage {
        l: Layout {
            title: format!("{} · {}", p.name, s.settings.name),
            live: format!("/e/{}/live", seg(&o.snap.name)),
            version: s.version,
            tr,
            ..Layout::default()
        },
        error,
        notice,
        action: action.to_string(),
        csrf: csrf.to_string(),
        event_title: s.settings.name.clone(),
        event_path: format!("/e/{}", seg(&o.snap.name)),
        card,
        game,
        no_game,
        next_round: next,
        check_in,
        requests,
        bye_rounds,
        bye_kinds,
        withdrawn: p.withdrawn_from.is_some(),
    };
    let status = flash.map_or(StatusCode::OK, |e| e.status);
    let mut res = html(&page, status)?;
    // The address is the credential: nothing keeps the page.
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(res)
}

/// The CSRF token of the player's forms: the cookie's, or a new one set on the answer.
fn csrf_of(headers: &HeaderMap) -> Result<(String, bool), AppError> {
    match auth::cookie(headers, CSRF_COOKIE).filter(|c| c.len() == 32) {
        Some(c) => Ok((c, false)),
        None => Ok((crate::accounts::random_hex(16)?, true)),
    }
}

fn with_cookie(mut res: Response, app: &Shared, headers: &HeaderMap, csrf: &str) -> Response {
    let c = auth::set_cookie(CSRF_COOKIE, csrf, 12 * 3600, auth::is_https(app, headers));
    if let Ok(v) = HeaderValue::from_str(&c) {
        res.headers_mut().append(header::SET_COOKIE, v);
    }
    res
}

async fn page(
    State(app): State<Shared>,
    Path(token): Path<String>,
    peer: Peer,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let o = open(&app, &headers, &peer, &token).await?;
    let tr = crate::lang::tr(o.snap.state.settings.lang());
    let (csrf, fresh) = csrf_of(&headers)?;
    let res = render(&o, &format!("/p/{token}"), &csrf, tr, None)?;
    Ok(if fresh {
        with_cookie(res, &app, &headers, &csrf)
    } else {
        res
    })
}

#[derive(Deserialize)]
struct AskForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    round: u16,
    #[serde(default)]
    ask: String,
}

#[derive(Deserialize)]
struct ReportForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    round: u16,
    #[serde(default)]
    board: u32,
    #[serde(default)]
    result: String,
}

/// A posted form's CSRF token against the cookie's (403 when they differ).
fn check_csrf(headers: &HeaderMap, sent: &str) -> Result<(), AppError> {
    let expected = auth::cookie(headers, CSRF_COOKIE).unwrap_or_default();
    if expected.is_empty() || !auth::same(&expected, sent) {
        return Err(AppError::localized(
            StatusCode::FORBIDDEN,
            "pub-player-error-csrf",
            Vec::new(),
        ));
    }
    Ok(())
}

/// Runs a player's change: the CSRF token first, then the link, its throttle, and the
/// events `f` makes from the current state for the player the link opens then (their
/// number may have changed meanwhile). Success goes back to the page; a refusal shows it
/// with the reason.
async fn act(
    app: &Shared,
    headers: &HeaderMap,
    peer: &Peer,
    token: &str,
    csrf: &str,
    f: impl Fn(&EventState, u32) -> Result<Vec<Event>, AppError>,
) -> Result<Response, AppError> {
    check_csrf(headers, csrf)?;
    let o = open(app, headers, peer, token).await?;
    let tr = crate::lang::tr(o.snap.state.settings.lang());
    let action = format!("/p/{token}");
    if !app
        .accounts
        .throttle(&format!("player-act:{}", o.hash), ACTIONS_PER_LINK)
        .await?
    {
        let e = AppError::localized(
            StatusCode::TOO_MANY_REQUESTS,
            "pub-error-too-many-requests",
            Vec::new(),
        );
        return render(&o, &action, csrf, tr, Some(&e));
    }
    let actor = format!("{} (own page)", player_name(&o.snap.state, o.player));
    let done = actions::change(&app.store, &o.snap.name, &actor, |s| {
        let player = s.player_by_link(&o.hash).ok_or_else(no_page)?;
        f(s, player)
    })
    .await;
    match done {
        Ok((state, _)) => {
            app.changed(&o.snap.name, state.version);
            Ok(Redirect::to(&action).into_response())
        }
        Err(e) if e.status == StatusCode::NOT_FOUND => Err(e),
        Err(e) => {
            // The page as it stands now, with the reason.
            let fresh = app.cache.get(&o.snap.name).await?;
            let player = fresh.state.player_by_link(&o.hash).ok_or_else(no_page)?;
            let o = Opened {
                snap: fresh,
                player,
                hash: o.hash,
            };
            render(&o, &action, csrf, tr, Some(&e))
        }
    }
}

async fn ask(
    State(app): State<Shared>,
    Path(token): Path<String>,
    peer: Peer,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let f: AskForm = serde_urlencoded::from_bytes(&body).map_err(crate::forms::bad_form)?;
    let now = crate::player_link::now_minute();
    act(&app, &headers, &peer, &token, &f.csrf, |s, player| {
        let ask = Ask::parse(&f.ask).ok_or_else(|| {
            AppError::localized(StatusCode::BAD_REQUEST, "pub-player-error-ask", Vec::new())
        })?;
        if ask == Ask::CheckIn
            && let Some(d) = s.online_settings().check_in_deadline(f.round)
            && now.as_str() >= d
        {
            return Err(AppError::localized(
                StatusCode::UNPROCESSABLE_ENTITY,
                "pub-player-error-check-in-closed",
                vec![("deadline", d.into())],
            ));
        }
        Ok(vec![Event::PlayerAsked {
            player,
            round: f.round,
            ask,
        }])
    })
    .await
}

async fn report(
    State(app): State<Shared>,
    Path(token): Path<String>,
    peer: Peer,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let f: ReportForm = serde_urlencoded::from_bytes(&body).map_err(crate::forms::bad_form)?;
    act(&app, &headers, &peer, &token, &f.csrf, |s, player| {
        s.report_events(player, f.round, f.board, &f.result)
            .map_err(AppError::refused)
    })
    .await
}
