//! Logging in and out: the login form with its double-submit CSRF token, the login
//! throttle per client address and per login, and the session cookie.

use super::common::Empty;
use crate::accounts::{Role, SESSION_SECONDS, random_hex};
use crate::auth::{self, LOGIN_CSRF_COOKIE, Peer, SESSION_COOKIE, Via, client_ip};
use crate::error::AppError;
use crate::forms::{form, html};
use crate::shared::{Layout, Shared};
use askama::Template;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

#[derive(Template)]
#[template(path = "login.html")]
struct LoginPage {
    l: Layout,
    error: String,
    notice: String,
}

/// The login page; `error` is the catalogue key of what went wrong, or empty.
fn login_page(
    app: &Shared,
    headers: &HeaderMap,
    status: StatusCode,
    error: &str,
) -> Result<Response, AppError> {
    let token = random_hex(16)?;
    let tr = crate::lang::tr(None);
    let page = LoginPage {
        l: Layout {
            title: tr.t("pub-login"),
            csrf: token.clone(),
            tr,
            ..Layout::default()
        },
        error: if error.is_empty() {
            String::new()
        } else {
            tr.t(error)
        },
        notice: String::new(),
    };
    let mut res = html(&page, status)?;
    let cookie = auth::set_cookie(
        LOGIN_CSRF_COOKIE,
        &token,
        3600,
        auth::is_https(app, headers),
    );
    if let Ok(v) = HeaderValue::from_str(&cookie) {
        res.headers_mut().append(header::SET_COOKIE, v);
    }
    Ok(res)
}

pub(super) async fn login_form(
    State(app): State<Shared>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    login_page(&app, &headers, StatusCode::OK, "")
}

#[derive(Deserialize)]
struct LoginForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    login: String,
    #[serde(default)]
    password: String,
}

pub(super) async fn login(
    State(app): State<Shared>,
    Peer(peer): Peer,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let f: LoginForm = serde_urlencoded::from_bytes(&body).map_err(crate::forms::bad_form)?;
    let expected = auth::cookie(&headers, LOGIN_CSRF_COOKIE).unwrap_or_default();
    if expected.is_empty() || !auth::same(&expected, &f.csrf) {
        return login_page(&app, &headers, StatusCode::FORBIDDEN, "pub-login-expired");
    }
    let login = f.login.trim().to_string();
    let keys = [
        format!("ip:{}", client_ip(&headers, peer)),
        format!("login:{}", login.to_ascii_lowercase()),
    ];
    if !app.accounts.login_allowed(&keys).await? {
        return login_page(
            &app,
            &headers,
            StatusCode::TOO_MANY_REQUESTS,
            "pub-login-too-many",
        );
    }
    let Some(user) = app.accounts.authenticate(&login, &f.password).await? else {
        app.accounts.login_failed(&keys).await?;
        return login_page(&app, &headers, StatusCode::UNAUTHORIZED, "pub-login-wrong");
    };
    app.accounts.login_succeeded(&keys[1]).await?;
    let (id, _) = app.accounts.open_session(&user.login).await?;
    let secure = auth::is_https(&app, &headers);
    // A captain's desk is their teams' lineups.
    let landing = if user.role == Role::Captain {
        "/captain"
    } else {
        "/admin"
    };
    let mut res = Redirect::to(landing).into_response();
    for c in [
        auth::set_cookie(SESSION_COOKIE, &id, SESSION_SECONDS, secure),
        auth::set_cookie(LOGIN_CSRF_COOKIE, "", 0, secure),
    ] {
        if let Ok(v) = HeaderValue::from_str(&c) {
            res.headers_mut().append(header::SET_COOKIE, v);
        }
    }
    Ok(res)
}

pub(super) async fn logout(
    State(app): State<Shared>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, _) = form::<Empty>(&app, &headers, &body).await?;
    if let Via::Session { id, .. } = &who.via {
        app.accounts.close_session(id).await?;
    }
    let mut res = Redirect::to("/").into_response();
    let c = auth::set_cookie(SESSION_COOKIE, "", 0, auth::is_https(&app, &headers));
    if let Ok(v) = HeaderValue::from_str(&c) {
        res.headers_mut().append(header::SET_COOKIE, v);
    }
    Ok(res)
}
