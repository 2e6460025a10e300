//! Who is asking: a session cookie (the browser) or a bearer token (programs), and the
//! checks each kind of request needs: CSRF tokens for cookie-authenticated writes, roles
//! and event limits for every write.

use crate::accounts::User;
use crate::error::AppError;
use crate::shared::App;
use axum::http::{HeaderMap, StatusCode, header};

/// The session cookie's name.
pub(crate) const SESSION_COOKIE: &str = "arbiter_session";
/// The cookie that carries the login form's CSRF token (double submit).
pub(crate) const LOGIN_CSRF_COOKIE: &str = "arbiter_login_csrf";

/// How the request proved who it is.
#[derive(Clone, Debug)]
pub(crate) enum Via {
    /// A browser session, with its id and CSRF token.
    Session { id: String, csrf: String },
    /// A bearer token.
    Token,
}

/// An authenticated request.
#[derive(Clone, Debug)]
pub(crate) struct Authed {
    pub user: User,
    pub via: Via,
}

impl Authed {
    pub(crate) fn csrf(&self) -> &str {
        match &self.via {
            Via::Session { csrf, .. } => csrf,
            Via::Token => "",
        }
    }
}

/// A cookie's value.
pub(crate) fn cookie(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|kv| kv.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.to_string())
}

fn bearer(headers: &HeaderMap) -> Option<String> {
    let v = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = v.split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| token.trim().to_string())
}

/// The identity of a request, if it has a valid token or session.
pub(crate) async fn identify(app: &App, headers: &HeaderMap) -> Result<Option<Authed>, AppError> {
    if let Some(token) = bearer(headers) {
        return Ok(app
            .accounts
            .user_by_token(&token)
            .await?
            .map(|user| Authed {
                user,
                via: Via::Token,
            }));
    }
    if let Some(id) = cookie(headers, SESSION_COOKIE) {
        return Ok(app.accounts.session(&id).await?.map(|(user, csrf)| Authed {
            user,
            via: Via::Session { id, csrf },
        }));
    }
    Ok(None)
}

/// Constant-time comparison, so that a CSRF token cannot be guessed byte by byte.
pub(crate) fn same(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

/// A writer of the API: a token, or a session whose request carries its CSRF token in
/// the `X-CSRF-Token` header. No credentials: 401; bad CSRF token: 403.
pub(crate) async fn api_writer(app: &App, headers: &HeaderMap) -> Result<Authed, AppError> {
    let who = identify(app, headers)
        .await?
        .ok_or_else(AppError::unauthorized)?;
    if let Via::Session { csrf, .. } = &who.via {
        let sent = headers
            .get("x-csrf-token")
            .and_then(|v| v.to_str().ok())
            .unwrap_or("");
        if !same(sent, csrf) {
            return Err(AppError::forbidden("missing or wrong X-CSRF-Token header"));
        }
    }
    Ok(who)
}

/// Refuses a user who may not change the event.
pub(crate) fn may_write(who: &Authed, event: &str) -> Result<(), AppError> {
    if who.user.may_write(event) {
        Ok(())
    } else {
        Err(AppError::localized(
            StatusCode::FORBIDDEN,
            "error-may-not-change",
            vec![("login", who.user.login.as_str().into())],
        ))
    }
}

/// True when the request came through TLS (directly or, as reported by the proxy in
/// front, `X-Forwarded-Proto: https`): cookies are then marked `Secure`.
pub(crate) fn is_https(app: &App, headers: &HeaderMap) -> bool {
    app.secure_cookies
        || headers
            .get("x-forwarded-proto")
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.eq_ignore_ascii_case("https"))
}

/// A `Set-Cookie` value: HttpOnly, SameSite=Strict, for the whole site.
pub(crate) fn set_cookie(name: &str, value: &str, max_age: i64, secure: bool) -> String {
    format!(
        "{name}={value}; Path=/; HttpOnly; SameSite=Strict; Max-Age={max_age}{}",
        if secure { "; Secure" } else { "" }
    )
}

/// The client's address, for the login throttle. `X-Real-IP` is believed only from a
/// proxy on this machine (a loopback peer): from anyone else it is the client's own
/// claim, and a new claim with every attempt would dodge the per-address limit.
pub(crate) fn client_ip(headers: &HeaderMap, peer: Option<std::net::SocketAddr>) -> String {
    let Some(peer) = peer else {
        return "unknown".into();
    };
    let real = headers
        .get("x-real-ip")
        .and_then(|v| v.to_str().ok())
        .map(str::trim)
        .filter(|v| !v.is_empty());
    match real {
        Some(real) if peer.ip().is_loopback() => real.to_string(),
        _ => peer.ip().to_string(),
    }
}

/// The client's address, when the server was bound with connection info (tests that call
/// the router directly have none).
pub(crate) struct Peer(pub(crate) Option<std::net::SocketAddr>);

impl<S: Send + Sync> axum::extract::FromRequestParts<S> for Peer {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        _: &S,
    ) -> Result<Self, Self::Rejection> {
        Ok(Peer(
            parts
                .extensions
                .get::<axum::extract::ConnectInfo<std::net::SocketAddr>>()
                .map(|c| c.0),
        ))
    }
}
