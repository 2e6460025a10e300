//! The desk's home: the events the user may change, and creating an event.

use super::common::admin_path;
use super::settings::SettingsForm;
use crate::accounts::Role;
use crate::actions;
use crate::auth::Authed;
use crate::desk_lang::{
    Flash, LangChoice, SystemChoice, desk_tr, language_choices, system_choices,
};
use crate::error::AppError;
use crate::forms::{form, html, layout, session, to_login};
use crate::shared::{Layout, Shared};
use crate::views::EventSummary;
use arbiter_event::Settings;
use askama::Template;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};

#[derive(Template)]
#[template(path = "admin_home.html")]
struct HomePage {
    l: Layout,
    error: String,
    notice: String,
    events: Vec<EventSummary>,
    can_create: bool,
    language_choices: Vec<LangChoice>,
    systems: Vec<SystemChoice>,
}

async fn home_page(app: &Shared, who: &Authed, flash: Flash) -> Result<Response, AppError> {
    let tr = desk_tr(None);
    let events = app
        .cache
        .summaries()
        .await?
        .into_iter()
        .filter(|e| who.user.may_write(&e.name))
        .collect();
    html(
        &HomePage {
            l: layout(who, tr, &tr.t("web-desk-home-title")),
            error: flash.error(tr),
            notice: flash.notice(tr),
            events,
            can_create: who.user.may_create(),
            language_choices: language_choices(None),
            systems: system_choices(tr),
        },
        flash.status(),
    )
}

pub(super) async fn home(
    State(app): State<Shared>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    match session(&app, &headers).await? {
        Some(who) if who.user.role == Role::Captain => Ok(Redirect::to("/captain").into_response()),
        Some(who) => home_page(&app, &who, Flash::None).await,
        None => Ok(to_login()),
    }
}

pub(super) async fn create_event(
    State(app): State<Shared>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = form::<SettingsForm>(&app, &headers, &body).await?;
    let result = async {
        if !who.user.may_create() {
            return Err(AppError::localized(
                StatusCode::FORBIDDEN,
                "web-desk-error-may-not-create",
                Vec::new(),
            ));
        }
        let name = f.name.trim().to_string();
        actions::create_event(
            &app.store,
            &name,
            &who.user.login,
            f.settings(Settings::default())?,
        )
        .await?;
        app.changed(&name, 1);
        Ok(name)
    }
    .await;
    match result {
        Ok(name) => Ok(Redirect::to(&admin_path(&name)).into_response()),
        Err(e) => home_page(&app, &who, Flash::Error(e)).await,
    }
}
