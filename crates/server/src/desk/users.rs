//! The users (administrators only): adding or changing users and their events, and
//! API tokens.

use crate::accounts::{Role, UserInfo};
use crate::auth::Authed;
use crate::desk_lang::{Flash, desk_tr};
use crate::error::AppError;
use crate::forms::{form, html, layout, session, to_login};
use crate::shared::{Layout, Shared};
use askama::Template;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use serde::Deserialize;

#[derive(Template)]
#[template(path = "users.html")]
struct UsersPage {
    l: Layout,
    error: String,
    notice: String,
    users: Vec<UserInfo>,
    token: String,
}

async fn users_page(
    app: &Shared,
    who: &Authed,
    flash: Flash,
    token: &str,
) -> Result<Response, AppError> {
    let tr = desk_tr(None);
    html(
        &UsersPage {
            l: layout(who, tr, &tr.t("web-desk-users")),
            error: flash.error(tr),
            notice: flash.notice(tr),
            users: app.accounts.users().await?,
            token: token.to_string(),
        },
        flash.status(),
    )
}

fn admin_only(who: &Authed) -> Result<(), AppError> {
    if who.user.role == Role::Admin {
        Ok(())
    } else {
        Err(AppError::localized(
            StatusCode::FORBIDDEN,
            "web-desk-error-admin-only",
            Vec::new(),
        ))
    }
}

pub(super) async fn users(
    State(app): State<Shared>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let Some(who) = session(&app, &headers).await? else {
        return Ok(to_login());
    };
    admin_only(&who)?;
    users_page(&app, &who, Flash::None, "").await
}

#[derive(Deserialize)]
struct UserForm {
    #[serde(default)]
    login: String,
    #[serde(default)]
    role: String,
    #[serde(default)]
    password: String,
    #[serde(default)]
    events: String,
}

pub(super) async fn save_user(
    State(app): State<Shared>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = form::<UserForm>(&app, &headers, &body).await?;
    admin_only(&who)?;
    let r = async {
        let role: Role = f.role.parse()?;
        let login = f.login.trim();
        app.accounts.add_user(login, role, &f.password).await?;
        let events: Vec<String> = f
            .events
            .split(',')
            .map(str::trim)
            .filter(|e| !e.is_empty())
            .map(str::to_string)
            .collect();
        app.accounts.set_events(login, &events).await?;
        Ok::<_, AppError>(login.to_string())
    }
    .await;
    let flash = match r {
        Ok(login) => Flash::Notice(("web-desk-notice-user-saved", vec![("login", login.into())])),
        Err(e) => Flash::Error(e),
    };
    users_page(&app, &who, flash, "").await
}

#[derive(Deserialize)]
struct TokenForm {
    #[serde(default)]
    login: String,
}

pub(super) async fn new_token(
    State(app): State<Shared>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = form::<TokenForm>(&app, &headers, &body).await?;
    admin_only(&who)?;
    match app.accounts.create_token(f.login.trim(), "web").await {
        Ok(t) => users_page(&app, &who, Flash::None, &t).await,
        Err(e) => users_page(&app, &who, Flash::Error(e.into()), "").await,
    }
}
