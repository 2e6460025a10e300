//! What the desk's sections share: the event's page address, numbers typed in forms,
//! the logged-in writer of an event, the forms posted on an event's pages, and the answer
//! after a change.

use crate::auth::{self, Authed};
use crate::desk_lang::{Flash, bad};
use crate::error::AppError;
use crate::forms::{opt, session, to_login};
use crate::shared::Shared;
use crate::views::seg;
use arbiter_core::ByeKind;
use axum::body::Bytes;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;
use serde::de::DeserializeOwned;

pub(super) fn fetch(headers: &HeaderMap) -> bool {
    headers
        .get("x-requested-with")
        .is_some_and(|v| v.as_bytes() == b"fetch")
}

pub(super) fn admin_path(name: &str) -> String {
    format!("/admin/e/{}", seg(name))
}

/// A number typed in a form's `field` (a code the catalogue's message names in words).
pub(super) fn number<T: std::str::FromStr>(
    field: &'static str,
    s: &str,
) -> Result<Option<T>, AppError> {
    opt(s)
        .map(|v| {
            v.parse::<T>().map_err(|_| {
                bad(
                    "web-desk-error-not-a-number",
                    vec![("field", field.into()), ("value", v.clone().into())],
                )
            })
        })
        .transpose()
}

#[derive(Deserialize)]
pub(super) struct Empty {}

/// The logged-in writer of an event's page, or the answer to give instead.
pub(super) async fn writer(
    app: &Shared,
    headers: &HeaderMap,
    name: &str,
) -> Result<Result<Authed, Response>, AppError> {
    let Some(who) = session(app, headers).await? else {
        return Ok(Err(to_login()));
    };
    auth::may_write(&who, name)?;
    Ok(Ok(who))
}

pub(super) fn round_links(n: usize) -> Vec<u16> {
    (1..=n)
        .map(|r| u16::try_from(r).unwrap_or(u16::MAX))
        .collect()
}

/// The catalogue key of what a player asked for a round (an absence or a bye).
pub(super) fn request_key(kind: Option<ByeKind>) -> &'static str {
    match kind {
        None => "web-desk-request-absent",
        Some(ByeKind::Half) => "web-desk-request-half",
        Some(ByeKind::Full) => "web-desk-request-full",
        Some(_) => "web-desk-request-zero",
    }
}

/// A form posted on an event's page by a user allowed to change it.
pub(super) async fn event_form<T: DeserializeOwned>(
    app: &Shared,
    headers: &HeaderMap,
    body: &Bytes,
    name: &str,
) -> Result<(Authed, T), AppError> {
    crate::forms::event_form(app, headers, body, name).await
}

/// After a change posted from an event's page: on success the live pages are told of the
/// event's new `version` and the browser goes back to `to` (post/redirect/get); a refusal
/// renders the page again with the reason (`again`), an event that is not there is 404.
pub(super) async fn after_change<F>(
    app: &Shared,
    name: &str,
    to: &str,
    r: Result<u64, AppError>,
    again: impl FnOnce(Flash) -> F,
) -> Result<Response, AppError>
where
    F: Future<Output = Result<Response, AppError>>,
{
    match r {
        Ok(version) => {
            app.changed(name, version);
            Ok(Redirect::to(to).into_response())
        }
        Err(e) if e.status == StatusCode::NOT_FOUND => Err(e),
        Err(e) => again(Flash::Error(e)).await,
    }
}
