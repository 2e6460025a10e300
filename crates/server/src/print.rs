//! Printed documents as PDF, one click from the pages: `/e/{name}/print/{kind}.pdf` with
//! `?round=R&paper=a4|letter&lang=xx&by=name`. Pairings, results, standings, crosstable
//! and wallchart are public; result slips, board cards, badges and the FIDE title forms
//! (`it1.pdf?player=N&title=GM`, `it3.pdf`, each with `&event=KIND&round_robin=1`) are
//! for the event's arbiters.
//!
//! Typesetting takes a good part of a second for a large crosstable, so it runs off the
//! request threads, and each document is kept for the event's version it was made from.

use crate::routes::Routes;
use std::collections::HashMap;
use std::path::{Path as FsPath, PathBuf};
use std::sync::{Arc, LazyLock, Mutex};

use arbiter_i18n::Lang;
use arbiter_print::{Kind, NormRequest, Paper, PrintError, Printer, Request};
use arbiter_standings::norms::{NormEvent, NormOptions, NormTitle};
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use crate::auth;
use crate::desk_lang::bad;
use crate::error::AppError;
use crate::shared::Shared;

/// The routes of the printed documents.
pub(crate) fn routes() -> Routes {
    Routes::new().get("/e/{name}/print/{file}", print)
}

/// The printer with the embedded fonts, made once.
static PRINTER: LazyLock<Printer> = LazyLock::new(Printer::default);

/// A printer with the machine's fonts for characters the embedded fonts lack, kept for
/// the next document that needs no others.
static EXTENDED: Mutex<Option<(Vec<char>, Arc<Printer>)>> = Mutex::new(None);

/// Documents already made: (event, version, query) to the PDF. Small, and emptied when
/// full, since an event's new version makes its documents stale anyway.
static MADE: LazyLock<Mutex<HashMap<String, bytes::Bytes>>> =
    LazyLock::new(|| Mutex::new(HashMap::new()));
const MADE_MAX: usize = 64;

#[derive(serde::Deserialize, Default)]
struct PrintQuery {
    #[serde(default)]
    round: Option<u16>,
    #[serde(default)]
    paper: Option<String>,
    #[serde(default)]
    lang: Option<String>,
    /// `name` for the alphabetical list of a round's pairings.
    #[serde(default)]
    by: Option<String>,
    /// The title forms: the player (IT1), by start rank.
    #[serde(default)]
    player: Option<u32>,
    /// The title forms: the title (IT1): `GM`, `IM`, `WGM` or `WIM`.
    #[serde(default)]
    title: Option<String>,
    /// The title forms: the kind of event (`ordinary`, `national`, `zonal`...).
    #[serde(default)]
    event: Option<String>,
    /// The title forms: the pairings are predetermined (a round robin).
    #[serde(default)]
    round_robin: Option<String>,
}

impl PrintQuery {
    /// What the title forms need besides the event: the options the checks cannot read
    /// from the tournament, and the player and title of a certificate.
    fn norm(&self, t: &arbiter_core::Tournament) -> Result<NormRequest, AppError> {
        let mut options = NormOptions::for_tournament(t);
        if let Some(e) = self.event.as_deref() {
            options.event = NormEvent::parse(e).ok_or_else(|| {
                bad(
                    "print-error-event-kind",
                    vec![("found", format!("{e:?}").into())],
                )
            })?;
        }
        options.predetermined |= self
            .round_robin
            .as_deref()
            .is_some_and(|v| !v.is_empty() && v != "0");
        let title = match self.title.as_deref() {
            Some(code) => Some(NormTitle::parse(code).ok_or_else(|| {
                bad(
                    "print-error-title",
                    vec![("found", format!("{code:?}").into())],
                )
            })?),
            None => None,
        };
        let player = match self.player {
            Some(n) => {
                let index = usize::try_from(n)
                    .ok()
                    .and_then(|n| n.checked_sub(1))
                    .ok_or_else(|| {
                        AppError::localized(
                            StatusCode::NOT_FOUND,
                            "pub-error-no-player",
                            vec![("player", n.into())],
                        )
                    })?;
                Some(arbiter_core::PlayerId::from_index(index))
            }
            None => None,
        };
        Ok(NormRequest {
            options,
            player,
            title,
        })
    }
}

async fn print(
    State(app): State<Shared>,
    Path((name, file)): Path<(String, String)>,
    Query(q): Query<PrintQuery>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    // Every document is a PDF; the title forms are HTML too.
    let (kind, as_html) = match (file.strip_suffix(".pdf"), file.strip_suffix(".html")) {
        (Some(k), _) => (Kind::parse(k).ok(), false),
        (_, Some(k)) => (
            Kind::parse(k).ok().filter(|k| Kind::FORMS.contains(k)),
            true,
        ),
        _ => (None, false),
    };
    let kind = kind.ok_or_else(|| {
        AppError::localized(
            StatusCode::NOT_FOUND,
            "pub-error-no-document",
            vec![("file", file.as_str().into())],
        )
    })?;
    if !kind.is_public() {
        let who = auth::identify(&app, &headers)
            .await?
            .ok_or_else(AppError::unauthorized)?;
        auth::may_write(&who, &name)?;
    }
    let paper = match q.paper.as_deref() {
        Some(p) => Paper::parse(p).map_err(|e| print_error(&e))?,
        None => Paper::A4,
    };
    let by_name = q.by.as_deref() == Some("name");
    let snap = app.cache.get(&name).await?;
    // The language asked for, else the event's, else the visitor's.
    let lang = q
        .lang
        .as_deref()
        .and_then(Lang::parse)
        .or_else(|| snap.state.settings.lang())
        .or_else(|| {
            headers
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok())
                .and_then(Lang::negotiate)
        })
        .unwrap_or_default();
    let norm = if Kind::FORMS.contains(&kind) {
        q.norm(&snap.state.tournament)?
    } else {
        NormRequest::default()
    };
    let stem = file_stem(&name, kind, &norm);
    if as_html {
        let req = Request {
            norm,
            ..Request::new(kind)
        };
        let form = arbiter_print::title_form(&snap.state, &req).map_err(|e| print_error(&e))?;
        let page = arbiter_standings::norm_forms::form_html(&form);
        return Ok(download(
            page.into(),
            "text/html; charset=utf-8",
            &format!("attachment; filename=\"{stem}.html\""),
            false,
        ));
    }
    let key = format!(
        "{name}\u{0}{}\u{0}{}\u{0}{:?}\u{0}{paper:?}\u{0}{lang}\u{0}{by_name}\u{0}{norm:?}",
        snap.state.version,
        kind.name(),
        q.round
    );
    let made = MADE.lock().ok().and_then(|m| m.get(&key).cloned());
    let pdf = match made {
        Some(pdf) => pdf,
        None => {
            let req = Request {
                round: q.round,
                paper,
                lang,
                by_name,
                norm,
                ..Request::new(kind)
            };
            let pdf = tokio::task::spawn_blocking(move || render(&snap.state, &req))
                .await
                .map_err(|e| AppError::internal(e.to_string()))?
                .map_err(|e| print_error(&e))?;
            let pdf = bytes::Bytes::from(pdf);
            if let Ok(mut m) = MADE.lock() {
                if m.len() >= MADE_MAX {
                    m.clear();
                }
                m.insert(key, pdf.clone());
            }
            pdf
        }
    };
    Ok(download(
        pdf,
        "application/pdf",
        &format!("inline; filename=\"{stem}.pdf\""),
        kind.is_public(),
    ))
}

/// A file's name without its extension: the event's name, the document's, and for a
/// certificate its title and player (`open-it1-GM-3`).
fn file_stem(name: &str, kind: Kind, norm: &NormRequest) -> String {
    let mut stem = format!("{name}-{}", kind.name());
    if kind == Kind::It1 {
        if let Some(title) = norm.title {
            stem.push('-');
            stem.push_str(title.code());
        }
        if let Some(player) = norm.player {
            stem.push_str(&format!("-{player}"));
        }
    }
    stem.replace(
        |c: char| !c.is_ascii_alphanumeric() && c != '-' && c != '_',
        "_",
    )
}

/// A document to download: its type, how the browser shows it (`inline` or `attachment`
/// with the file's name), and for the arbiters' documents no copy kept on the way.
fn download(body: bytes::Bytes, kind: &'static str, disposition: &str, public: bool) -> Response {
    let mut res = (StatusCode::OK, body).into_response();
    let h = res.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    if let Ok(v) = HeaderValue::from_str(disposition) {
        h.insert(header::CONTENT_DISPOSITION, v);
    }
    if !public {
        h.insert(
            header::CACHE_CONTROL,
            HeaderValue::from_static("private, no-store"),
        );
    }
    res
}

/// Typesets a document, with the machine's fonts when a name needs them.
fn render(state: &arbiter_event::State, req: &Request) -> Result<Vec<u8>, PrintError> {
    let doc = arbiter_print::document(state, req)?;
    let missing = PRINTER.uncovered(&arbiter_print::text_of(&doc));
    if missing.is_empty() {
        return PRINTER.render(&doc);
    }
    let printer = extended(&missing);
    printer.render(&doc)
}

/// A printer that has what it can find for `missing` among the machine's fonts, reusing
/// the last one made when it already covers them.
fn extended(missing: &[char]) -> Arc<Printer> {
    let mut known: Vec<char> = Vec::new();
    if let Ok(guard) = EXTENDED.lock()
        && let Some((chars, printer)) = guard.as_ref()
    {
        if missing.iter().all(|c| chars.contains(c)) {
            return printer.clone();
        }
        known = chars.clone();
    }
    for c in missing {
        if !known.contains(c) {
            known.push(*c);
        }
    }
    let printer = Arc::new(Printer::new(fonts_covering(&known)));
    if let Ok(mut guard) = EXTENDED.lock() {
        *guard = Some((known, printer.clone()));
    }
    printer
}

/// A document that cannot be made, said in the page's language (the print crate's
/// words); the English stays in the message for the logs.
fn print_error(e: &PrintError) -> AppError {
    let status = match e {
        PrintError::NoRound | PrintError::RoundOutOfRange { .. } | PrintError::UnknownKind(_) => {
            StatusCode::NOT_FOUND
        }
        PrintError::UnknownPaper(_)
        | PrintError::Template(_)
        | PrintError::NoPlayers
        | PrintError::NormForm(_) => StatusCode::BAD_REQUEST,
        PrintError::Standings(_) | PrintError::Typeset(_) => StatusCode::INTERNAL_SERVER_ERROR,
    };
    let mut error = AppError::new(status, e.to_string());
    error.localized = Some(e.message());
    error
}

/// The largest font file read (a full CJK collection is some tens of megabytes).
const FONT_FILE_MAX: u64 = 128 * 1024 * 1024;

/// Font files of this machine that have some of `missing`, for names in a script the
/// embedded fonts lack (Chinese, Japanese, Korean, Arabic…): the files and directories
/// of `ARBITER_FONTS` (a list as `PATH` is written), then the usual font directories.
/// Files are read only until every character has a font.
#[must_use]
pub fn fonts_covering(missing: &[char]) -> Vec<Vec<u8>> {
    let mut left: Vec<char> = missing.to_vec();
    let mut out = Vec::new();
    for place in font_places() {
        if left.is_empty() {
            break;
        }
        let mut files = Vec::new();
        font_files(&place, 0, &mut files);
        for file in files {
            if left.is_empty() {
                break;
            }
            let small = std::fs::metadata(&file).is_ok_and(|m| m.len() <= FONT_FILE_MAX);
            let Some(bytes) = small.then(|| std::fs::read(&file).ok()).flatten() else {
                continue;
            };
            let has = arbiter_print::font_coverage(&bytes, &left);
            if !has.is_empty() {
                left.retain(|c| !has.contains(c));
                out.push(bytes);
            }
        }
    }
    out
}

fn font_places() -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::env::var_os("ARBITER_FONTS")
        .map(|v| std::env::split_paths(&v).collect())
        .unwrap_or_default();
    let home = std::env::var_os("HOME").map(PathBuf::from);
    if let Some(h) = &home {
        out.push(h.join(".local/share/fonts"));
        out.push(h.join(".fonts"));
        out.push(h.join("Library/Fonts"));
    }
    for dir in [
        "/usr/share/fonts",
        "/usr/local/share/fonts",
        "/Library/Fonts",
        "/System/Library/Fonts",
    ] {
        out.push(PathBuf::from(dir));
    }
    if let Some(w) = std::env::var_os("WINDIR") {
        out.push(PathBuf::from(w).join("Fonts"));
    }
    out
}

/// The font files at `path` (a file, or a directory searched a few levels deep), in name
/// order so the same machine always picks the same fonts.
fn font_files(path: &FsPath, depth: usize, out: &mut Vec<PathBuf>) {
    if path.is_file() {
        let font = path.extension().and_then(|e| e.to_str()).is_some_and(|e| {
            ["ttf", "otf", "ttc", "otc"].contains(&e.to_ascii_lowercase().as_str())
        });
        if font {
            out.push(path.to_path_buf());
        }
        return;
    }
    if depth > 5 {
        return;
    }
    let Ok(entries) = std::fs::read_dir(path) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for p in paths {
        font_files(&p, depth + 1, out);
    }
}
