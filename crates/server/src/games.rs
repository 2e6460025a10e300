//! Played games: the download of a recorded game (`/e/{name}/game/{round}/{board}.pgn`,
//! public, linked from the player card) and the desk's upload of a PGN file, which
//! attaches its games to their pairings (arbiters of the event only) and shows what
//! became of each game. Results are compared with those entered and never changed.

use crate::auth;
use crate::error::AppError;
use crate::forms::{self, html};
use crate::routes::Routes;
use crate::shared::{Layout, Shared};
use crate::views::{EventSummary, seg};
use arbiter_core::RoundNo;
use arbiter_i18n::{Arg, Tr};
use arbiter_pgn::{AttachOutcome, MatchedBy, Note, Reason};
use askama::Template;
use axum::extract::{Multipart, Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

/// The largest PGN file the desk takes: a whole event's games with comments.
const UPLOAD_LIMIT: usize = 16 * 1024 * 1024;

pub(crate) fn routes() -> Routes {
    Routes::new()
        .get("/e/{name}/game/{round}/{file}", download)
        .post_limited("/admin/e/{name}/games", upload, UPLOAD_LIMIT)
}

/// A recorded game as a PGN file.
async fn download(
    State(app): State<Shared>,
    Path((name, round, file)): Path<(String, u16, String)>,
) -> Result<Response, AppError> {
    let missing = || AppError::localized(StatusCode::NOT_FOUND, "pub-error-no-game", Vec::new());
    let board: u32 = file
        .strip_suffix(".pgn")
        .and_then(|b| b.parse().ok())
        .ok_or_else(missing)?;
    let snap = app.cache.get(&name).await?;
    let r = RoundNo::new(round).ok_or_else(missing)?;
    let pgn = snap.state.game_record(r, board).ok_or_else(missing)?;
    // The event's name with anything but letters, digits, '-' and '_' replaced, so that
    // the header holds no quote or control character.
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
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/x-chess-pgn; charset=utf-8"),
        )],
        format!("{}\n", pgn.trim_end()),
    )
        .into_response();
    if let Ok(v) = HeaderValue::from_str(&format!(
        "attachment; filename=\"{safe}-r{round}-b{board}.pgn\""
    )) {
        res.headers_mut().insert(header::CONTENT_DISPOSITION, v);
    }
    Ok(res)
}

/// One game of the report.
struct Line {
    head: String,
    text: String,
    attached: bool,
    /// (warning, text): a warning disagrees with the event.
    notes: Vec<(bool, String)>,
}

#[derive(Template)]
#[template(path = "games_report.html")]
struct ReportPage {
    l: Layout,
    ev: EventSummary,
    heading: String,
    error: String,
    lines: Vec<Line>,
    summary: String,
    back: String,
    back_text: String,
}

fn note_text(tr: Tr, n: &Note) -> String {
    match n {
        Note::ResultDiffers { recorded, game } => tr.ta(
            "games-note-result-differs",
            &[
                ("game", game.as_str().into()),
                ("recorded", recorded.into()),
            ],
        ),
        Note::ColoursReversed => tr.t("games-note-colours-reversed"),
        Note::ResultPending { game } => tr.t1("games-note-result-pending", "game", game.as_str()),
        Note::NoResultInGame { recorded } => tr.t1("games-note-no-result", "recorded", recorded),
    }
}

fn where_args(round: u16, board: u32) -> [(&'static str, Arg); 2] {
    [("round", Arg::from(round)), ("board", Arg::from(board))]
}

fn reason_text(tr: Tr, r: &Reason) -> String {
    match r {
        Reason::Invalid(e) => tr.t1("games-reason-invalid", "detail", e.to_string()),
        Reason::GoEvent => tr.t("games-reason-go"),
        Reason::RoundNotPaired(round) => tr.t1("games-reason-round-not-paired", "round", *round),
        Reason::NoRound => tr.t("games-reason-no-round"),
        Reason::NoPairing { round: Some(round) } => {
            tr.t1("games-reason-no-pairing", "round", *round)
        }
        Reason::NoPairing { round: None } => tr.t("games-reason-no-pairing-any"),
        Reason::Ambiguous { pairings, .. } => tr.t1("games-reason-ambiguous", "n", *pairings),
        Reason::SamePairing { round, board, game } => {
            let [a, b] = where_args(*round, *board);
            tr.ta(
                "games-reason-same-pairing",
                &[a, b, ("game", Arg::from(*game))],
            )
        }
        Reason::Mismatch {
            round,
            board,
            notes,
        } => {
            let list: Vec<String> = notes.iter().map(|n| note_text(tr, n)).collect();
            format!(
                "{}: {}",
                tr.ta("games-reason-mismatch", &where_args(*round, *board)),
                list.join("; ")
            )
        }
    }
}

/// The report of an import, in the page's language.
fn report_lines(tr: Tr, import: &arbiter_pgn::Import) -> (Vec<Line>, String) {
    let (mut attached, mut unchanged, mut missed) = (0usize, 0usize, 0usize);
    let lines = import
        .games
        .iter()
        .map(|g| {
            let mut head = tr.ta(
                "games-game",
                &[("number", Arg::from(g.number)), ("line", Arg::from(g.line))],
            );
            if !g.tags.is_empty() {
                head = format!("{head} · {}", g.tags);
            }
            let (text, ok, notes) = match &g.outcome {
                AttachOutcome::Attached {
                    round,
                    board,
                    by,
                    notes,
                } => {
                    attached += 1;
                    let by = tr.t(match by {
                        MatchedBy::RoundAndBoard => "games-by-round-board",
                        MatchedBy::FideIds => "games-by-fide-ids",
                        MatchedBy::Names => "games-by-names",
                    });
                    let [a, b] = where_args(*round, *board);
                    (
                        tr.ta("games-attached", &[a, b, ("by", by.into())]),
                        true,
                        notes
                            .iter()
                            .map(|n| (n.is_mismatch(), note_text(tr, n)))
                            .collect(),
                    )
                }
                AttachOutcome::Unchanged { round, board } => {
                    unchanged += 1;
                    (
                        tr.ta("games-unchanged", &where_args(*round, *board)),
                        true,
                        Vec::new(),
                    )
                }
                AttachOutcome::NotAttached(r) => {
                    missed += 1;
                    (
                        tr.t1("games-not-attached", "reason", reason_text(tr, r)),
                        false,
                        Vec::new(),
                    )
                }
            };
            Line {
                head,
                text,
                attached: ok,
                notes,
            }
        })
        .collect();
    let summary = tr.ta(
        "games-summary",
        &[
            ("attached", Arg::from(attached)),
            ("unchanged", Arg::from(unchanged)),
            ("missed", Arg::from(missed)),
        ],
    );
    (lines, summary)
}

/// What the upload form sends.
#[derive(Default)]
struct Upload {
    csrf: String,
    round: u16,
    strict: bool,
    file: String,
    bytes: Vec<u8>,
}

async fn read_form(mut form: Multipart) -> Result<Upload, AppError> {
    let bad = |e: axum::extract::multipart::MultipartError| crate::forms::bad_upload(&e);
    let mut up = Upload::default();
    while let Some(field) = form.next_field().await.map_err(bad)? {
        match field.name().unwrap_or_default() {
            "csrf" => up.csrf = field.text().await.map_err(bad)?,
            "round" => up.round = field.text().await.map_err(bad)?.trim().parse().unwrap_or(0),
            "strict" => up.strict = !field.text().await.map_err(bad)?.is_empty(),
            "pgn" => {
                up.file = field.file_name().unwrap_or("games.pgn").to_string();
                up.bytes = field.bytes().await.map_err(bad)?.to_vec();
            }
            _ => {}
        }
    }
    Ok(up)
}

/// The desk's upload: session, CSRF token and the right to change the event first, then
/// the file read whole (a syntax error attaches nothing), its games attached, and the
/// report.
async fn upload(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    form: Multipart,
) -> Result<Response, AppError> {
    let who = forms::session(&app, &headers)
        .await?
        .ok_or_else(AppError::unauthorized)?;
    let up = read_form(form).await?;
    if !auth::same(&up.csrf, who.csrf()) {
        return Err(AppError::localized(
            StatusCode::FORBIDDEN,
            "web-desk-error-csrf",
            Vec::new(),
        ));
    }
    auth::may_write(&who, &name)?;
    let snap = app.cache.get(&name).await?;
    let tr = crate::desk_lang::desk_tr(Some(&snap.state.settings));
    let l = forms::layout(&who, tr, &snap.state.settings.name);
    let ev = EventSummary::of(&name, &snap.state);
    let round = if up.round > 0 {
        up.round
    } else {
        u16::try_from(snap.state.tournament.rounds_paired()).unwrap_or(1)
    };
    let mut page = ReportPage {
        heading: tr.t1("games-report-title", "file", up.file.as_str()),
        back: format!("/admin/e/{}/round/{round}", seg(&name)),
        back_text: tr.t1("games-back", "round", round),
        l,
        ev,
        error: String::new(),
        lines: Vec::new(),
        summary: String::new(),
    };
    if up.bytes.is_empty() {
        page.error = tr.t("games-no-file");
        return html(&page, StatusCode::BAD_REQUEST);
    }
    let games = match arbiter_pgn::read(&up.bytes) {
        Ok(g) => g,
        Err(e) => {
            page.error = tr.ta(
                "games-syntax-error",
                &[
                    ("file", up.file.as_str().into()),
                    ("line", Arg::from(e.line)),
                    ("column", Arg::from(e.column)),
                    ("expected", e.expected.into()),
                    ("found", e.found.into()),
                ],
            );
            return html(&page, StatusCode::UNPROCESSABLE_ENTITY);
        }
    };
    // Worked out again if another writer changed the event meanwhile.
    let mut last = None;
    let (state, events) = arbiter_store::commit(&app.store, &name, &who.user.login, |s| {
        let import = arbiter_pgn::attach(s, &games, up.strict);
        let events = import.events.clone();
        last = Some(import);
        Ok::<_, AppError>(events)
    })
    .await?;
    if !events.is_empty() {
        app.changed(&name, state.version);
    }
    let import = last.unwrap_or_default();
    (page.lines, page.summary) = report_lines(tr, &import);
    html(&page, StatusCode::OK)
}
