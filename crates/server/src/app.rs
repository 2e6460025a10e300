//! The router: every route, the static assets and the headers every answer carries.
//! It depends on the handlers (`api`, `public`, `desk`, …); they depend only on
//! [`crate::shared`], never on this module.

use crate::error::AppError;
use crate::routes::Routes;
use crate::shared::Shared;
use crate::{api, desk, public};
use axum::Router;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

const CSS: &str = include_str!("../assets/app.css");
const JS: &str = include_str!("../assets/app.js");

async fn css() -> Response {
    asset(CSS, "text/css; charset=utf-8")
}

async fn js() -> Response {
    asset(JS, "text/javascript; charset=utf-8")
}

fn asset(body: &'static str, kind: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        body,
    )
        .into_response()
}

/// Headers every answer carries: no framing, no sniffing, scripts and styles only from
/// this site (the pages have no inline script, so a name that slipped through escaping
/// still could not run).
async fn security_headers(mut res: Response) -> Response {
    let h = res.headers_mut();
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
             connect-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'",
        ),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("same-origin"),
    );
    res
}

async fn not_found(uri: axum::http::Uri) -> Response {
    if uri.path().starts_with("/api/") {
        api::json_error(&AppError::new(StatusCode::NOT_FOUND, "no such route"))
    } else {
        public::error_page(&AppError::localized(
            StatusCode::NOT_FOUND,
            "pub-error-no-page",
            Vec::new(),
        ))
    }
}

/// Every route, and the list of them.
pub(crate) fn table() -> (Router<Shared>, Vec<(&'static str, &'static str)>) {
    Routes::new()
        .get("/static/app.css", css)
        .get("/static/app.js", js)
        .merge(public::routes())
        .merge(crate::stats::routes())
        .merge(crate::games::routes())
        .merge(crate::festival::routes())
        .merge(crate::teams::routes())
        .merge(crate::ratings::routes())
        .merge(crate::player_page::routes())
        .merge(crate::entry_form::routes())
        .merge(crate::rating_desk::routes())
        .merge(crate::norms_desk::routes())
        .merge(desk::routes())
        .merge(crate::publishing::routes())
        .merge(crate::print::routes())
        .merge(api::router())
        .into_parts()
}

/// The whole application.
pub(crate) fn router(app: Shared) -> Router {
    table()
        .0
        .fallback(not_found)
        .layer(axum::middleware::from_fn_with_state(
            app.clone(),
            crate::lang::middleware,
        ))
        .layer(axum::middleware::map_response(security_headers))
        .with_state(app)
}
