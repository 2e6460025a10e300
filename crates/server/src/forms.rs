//! What the server-rendered pages behind a login share: rendering a page, its layout for
//! the signed-in user, the browser session of a request, and reading a posted form after
//! checking its CSRF token. The arbiter UI and the team pages both use these; this module
//! depends on neither.

use crate::accounts::Role;
use crate::auth::{self, Authed, Via};
use crate::error::AppError;
use crate::shared::{Layout, Shared};
use arbiter_i18n::Tr;
use askama::Template;
use axum::body::Bytes;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Redirect, Response};
use serde::Deserialize;
use serde::de::DeserializeOwned;

/// A rendered page with `status`.
pub(crate) fn html(t: &impl Template, status: StatusCode) -> Result<Response, AppError> {
    Ok((status, Html(t.render()?)).into_response())
}

/// The layout of a page for the signed-in `who` in `tr`'s language, carrying the
/// session's CSRF token.
pub(crate) fn layout(who: &Authed, tr: Tr, title: &str) -> Layout {
    Layout {
        title: title.to_string(),
        tr,
        user: Some(who.user.login.clone()),
        admin: who.user.role == Role::Admin,
        csrf: who.csrf().to_string(),
        ..Layout::default()
    }
}

/// The redirect to the login page.
pub(crate) fn to_login() -> Response {
    Redirect::to("/login").into_response()
}

/// The browser session of a page request; `None` sends the browser to the login page.
pub(crate) async fn session(app: &Shared, headers: &HeaderMap) -> Result<Option<Authed>, AppError> {
    Ok(auth::identify(app, headers)
        .await?
        .filter(|a| matches!(a.via, Via::Session { .. })))
}

#[derive(Deserialize)]
struct CsrfField {
    #[serde(default)]
    csrf: String,
}

/// A form posted by a logged-in browser: the session (401 without one), the CSRF token
/// (403 when it does not match), then the fields.
pub(crate) async fn form<T: DeserializeOwned>(
    app: &Shared,
    headers: &HeaderMap,
    body: &Bytes,
) -> Result<(Authed, T), AppError> {
    let who = signed(app, headers, body).await?;
    let fields: T = serde_urlencoded::from_bytes(body).map_err(bad_form)?;
    Ok((who, fields))
}

/// A form that changes the event `name`: as [`form`], with the right to change the event
/// checked before the fields are read, so that a caller without it is told only that
/// (403), whatever the body says.
pub(crate) async fn event_form<T: DeserializeOwned>(
    app: &Shared,
    headers: &HeaderMap,
    body: &Bytes,
    name: &str,
) -> Result<(Authed, T), AppError> {
    let who = signed(app, headers, body).await?;
    auth::may_write(&who, name)?;
    let fields: T = serde_urlencoded::from_bytes(body).map_err(bad_form)?;
    Ok((who, fields))
}

/// The session of a posted form and its CSRF token checked.
async fn signed(app: &Shared, headers: &HeaderMap, body: &Bytes) -> Result<Authed, AppError> {
    let who = session(app, headers)
        .await?
        .ok_or_else(AppError::unauthorized)?;
    let sent: CsrfField = serde_urlencoded::from_bytes(body).map_err(bad_form)?;
    if !auth::same(&sent.csrf, who.csrf()) {
        return Err(AppError::localized(
            StatusCode::FORBIDDEN,
            "web-desk-error-csrf",
            Vec::new(),
        ));
    }
    Ok(who)
}

/// A form that does not read as the fields the page sends (400), said in the page's
/// language: which field is missing, given twice or unknown, or that a number does not
/// read. The form decoder's own words (`serde`'s, in English) stay in the English message
/// for the logs; the page names the field it gives and says the rest in its language.
pub(crate) fn bad_form(e: serde::de::value::Error) -> AppError {
    let detail = e.to_string();
    // The decoder writes a field's name between backticks: "missing field `rounds`".
    let field = || {
        detail
            .split('`')
            .nth(1)
            .unwrap_or_default()
            .to_string()
            .into()
    };
    let (key, args): (&'static str, Vec<(&'static str, arbiter_i18n::Arg)>) =
        if detail.starts_with("missing field") {
            ("web-desk-error-form-missing", vec![("field", field())])
        } else if detail.starts_with("duplicate field") {
            ("web-desk-error-form-duplicate", vec![("field", field())])
        } else if detail.starts_with("unknown field") {
            ("web-desk-error-form-unknown", vec![("field", field())])
        } else if [
            "invalid digit",
            "cannot parse integer",
            "number too large",
            "number too small",
            "invalid float",
        ]
        .iter()
        .any(|w| detail.contains(w))
        {
            ("web-desk-error-form-number", Vec::new())
        } else {
            ("web-desk-error-form-other", Vec::new())
        };
    let mut error = AppError::new(StatusCode::BAD_REQUEST, format!("form: {detail}"));
    error.localized = Some((key, args));
    error
}

/// An uploaded form (`multipart/form-data`) that does not read: the page says so in its
/// language; the decoder's English detail stays in the message for the logs.
pub(crate) fn bad_upload(e: &axum::extract::multipart::MultipartError) -> AppError {
    let mut error = AppError::bad_request(format!("form: {e}"));
    error.localized = Some(("web-desk-error-upload", Vec::new()));
    error
}

/// A form field trimmed, `None` when blank.
pub(crate) fn opt(s: &str) -> Option<String> {
    let t = s.trim();
    (!t.is_empty()).then(|| t.to_string())
}

/// How a form refuses a number that does not read: the field's code and the text typed.
pub(crate) type NotANumber = fn(&'static str, String) -> AppError;

/// A number typed in `field`, `None` when blank, refused in the form's own words.
pub(crate) fn read_number<T: std::str::FromStr>(
    field: &'static str,
    text: &str,
    refuse: NotANumber,
) -> Result<Option<T>, AppError> {
    opt(text)
        .map(|v| v.parse::<T>().map_err(|_| refuse(field, v.clone())))
        .transpose()
}

/// A player's fields as every form that registers or corrects a player posts them.
#[derive(Deserialize)]
pub(crate) struct PlayerFields {
    #[serde(default)]
    name: String,
    #[serde(default)]
    rating: String,
    #[serde(default)]
    title: String,
    #[serde(default)]
    federation: String,
    #[serde(default)]
    fide_id: String,
    #[serde(default)]
    club: String,
}

impl PlayerFields {
    /// The player `base` with these fields as typed (the federation in capitals); a
    /// number that does not read is refused in the form's own words (`refuse`).
    pub(crate) fn over(
        &self,
        base: arbiter_event::PlayerData,
        refuse: NotANumber,
    ) -> Result<arbiter_event::PlayerData, AppError> {
        Ok(arbiter_event::PlayerData {
            name: self.name.trim().to_string(),
            rating: read_number("rating", &self.rating, refuse)?,
            title: opt(&self.title),
            federation: opt(&self.federation).map(|s| s.to_ascii_uppercase()),
            fide_id: read_number("FIDE id", &self.fide_id, refuse)?,
            club: opt(&self.club),
            ..base
        })
    }
}
