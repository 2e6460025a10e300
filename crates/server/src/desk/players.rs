//! The players of an event: registering (by hand, from a rating list, from CSV),
//! removing, withdrawing and re-entering, availability, closing registration, and
//! correcting a player's details.

use super::common::{Empty, event_form, number, round_links, writer};
use super::event::{back_to_manage, manage_page};
use crate::actions;
use crate::desk_lang::{Flash, bad, desk_tr};
use crate::error::AppError;
use crate::forms::{html, layout, opt};
use crate::shared::{Layout, Shared};
use crate::views::{self, EventSummary};
use arbiter_event::{Availability, PlayerData};
use askama::Template;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use serde::Deserialize;

#[derive(Deserialize)]
struct PlayerForm {
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
    /// School and family: the national systems avoid pairing schoolmates and relatives.
    #[serde(default)]
    school: String,
    #[serde(default)]
    family: String,
    /// Independent group: players of a group meet only each other.
    #[serde(default)]
    group: String,
    /// Go rank.
    #[serde(default)]
    rank: String,
    /// Go: the rating on OpenGotha's scale (the GoR), when the list gives one.
    #[serde(default)]
    go_rating: String,
    /// Go: the player's numbers with the EGF, the FFG and the AGA.
    #[serde(default)]
    egf_pin: String,
    #[serde(default)]
    ffg_licence: String,
    #[serde(default)]
    aga_id: String,
    /// The rating list the player was chosen from (the lookup fills it in): the list's
    /// record completes the registration and its FIDE id keeps the link.
    #[serde(default)]
    from_list: String,
    /// The rate type whose rating the list gives.
    #[serde(default)]
    rate: String,
}

pub(super) async fn add_player(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = event_form::<PlayerForm>(&app, &headers, &body, &name).await?;
    let r = async {
        let data = PlayerData {
            name: f.name.trim().to_string(),
            rating: number("rating", &f.rating)?,
            title: opt(&f.title),
            federation: opt(&f.federation).map(|s| s.to_ascii_uppercase()),
            fide_id: number("FIDE id", &f.fide_id)?,
            club: opt(&f.club),
            school: opt(&f.school),
            family: opt(&f.family),
            group: opt(&f.group),
            go_rank: opt(&f.rank),
            go_rating: number("rating", &f.go_rating)?,
            egf_pin: opt(&f.egf_pin),
            ffg_licence: opt(&f.ffg_licence),
            aga_id: opt(&f.aga_id),
            ..PlayerData::default()
        };
        let data = from_list(&app, &f, data).await?;
        Ok(
            actions::register(&app.store, &name, &who.user.login, vec![data])
                .await?
                .version,
        )
    }
    .await;
    back_to_manage(&app, &who, &name, r).await
}

/// A registration completed from the rating list the lookup chose (see
/// [`crate::ratings::from_list`]).
async fn from_list(app: &Shared, f: &PlayerForm, data: PlayerData) -> Result<PlayerData, AppError> {
    crate::ratings::from_list(app, opt(&f.from_list), &f.rate, data).await
}

#[derive(Deserialize)]
struct CsvForm {
    #[serde(default)]
    csv: String,
    /// Ticked: players already registered are updated from the list.
    #[serde(default)]
    update: String,
}

/// Registers a player list, or (`update` ticked) updates the players it holds and
/// registers the others; says which names look as if a letter was lost on the way.
pub(super) async fn import_players(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = event_form::<CsvForm>(&app, &headers, &body, &name).await?;
    let r = async {
        let list = actions::read_csv(f.csv.as_bytes())?;
        let players = actions::filled_from_go_lists(&app.store, list.players).await?;
        let warnings: Vec<_> = list
            .warnings
            .iter()
            .map(|w| arbiter_event::catalogue_args(&w.said()))
            .collect();
        let (version, notice) = if f.update.is_empty() {
            let s = actions::register(&app.store, &name, &who.user.login, players).await?;
            (s.version, None)
        } else {
            let (s, u) =
                actions::update_players(&app.store, &name, &who.user.login, players).await?;
            let names = |v: Vec<String>| v.join(", ");
            let notice: crate::error::Message = (
                "web-desk-notice-players-updated",
                vec![
                    ("updated", u.updated.len().into()),
                    (
                        "names",
                        names(u.updated.into_iter().map(|(n, _)| n).collect()).into(),
                    ),
                    ("registered", u.registered.len().into()),
                    ("unchanged", u.unchanged.len().into()),
                ],
            );
            (s.version, Some(notice))
        };
        let notice = if warnings.is_empty() {
            notice
        } else {
            Some((
                "web-desk-notice-import-warnings",
                vec![("warnings", arbiter_i18n::Arg::Phrases(warnings, "\n"))],
            ))
        };
        Ok::<_, AppError>((version, notice))
    }
    .await;
    match r {
        Ok((version, Some(notice))) => {
            app.changed(&name, version);
            manage_page(&app, &who, &name, Flash::Notice(notice)).await
        }
        Ok((version, None)) => back_to_manage(&app, &who, &name, Ok(version)).await,
        Err(e) => back_to_manage(&app, &who, &name, Err(e)).await,
    }
}

pub(super) async fn player_action(
    State(app): State<Shared>,
    Path((name, rank, action)): Path<(String, u32, String)>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, _) = event_form::<Empty>(&app, &headers, &body, &name).await?;
    let actor = who.user.login.clone();
    let r = match action.as_str() {
        "remove" => actions::remove_player(&app.store, &name, &actor, rank).await,
        "withdraw" => actions::withdraw(&app.store, &name, &actor, rank, None).await,
        "reenter" => actions::reenter(&app.store, &name, &actor, rank).await,
        _ => {
            return Err(AppError::localized(
                StatusCode::NOT_FOUND,
                "web-desk-error-no-action",
                Vec::new(),
            ));
        }
    }
    .map(|s| s.version);
    back_to_manage(&app, &who, &name, r).await
}

#[derive(Deserialize)]
struct AvailabilityForm {
    #[serde(default)]
    player: String,
    #[serde(default)]
    round: String,
    status: Availability,
}

pub(super) async fn availability(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = event_form::<AvailabilityForm>(&app, &headers, &body, &name).await?;
    let r = async {
        let player = number("player", &f.player)?
            .ok_or_else(|| bad("web-desk-error-which-player", Vec::new()))?;
        let round = number("round", &f.round)?
            .ok_or_else(|| bad("web-desk-error-which-round", Vec::new()))?;
        Ok(
            actions::set_availability(&app.store, &name, &who.user.login, player, round, f.status)
                .await?
                .version,
        )
    }
    .await;
    back_to_manage(&app, &who, &name, r).await
}

pub(super) async fn close(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, _) = event_form::<Empty>(&app, &headers, &body, &name).await?;
    let r = actions::close_registration(&app.store, &name, &who.user.login)
        .await
        .map(|s| s.version);
    back_to_manage(&app, &who, &name, r).await
}

#[derive(Template)]
#[template(path = "edit_player.html")]
struct EditPlayerPage {
    l: Layout,
    error: String,
    notice: String,
    ev: EventSummary,
    round_links: Vec<u16>,
    rank: u32,
    p: views::PlayerRow,
    sex: String,
    birth: String,
}

pub(super) async fn edit_player_form(
    State(app): State<Shared>,
    Path((name, rank)): Path<(String, u32)>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let who = match writer(&app, &headers, &name).await? {
        Ok(w) => w,
        Err(r) => return Ok(r),
    };
    let snap = app.cache.get(&name).await?;
    let tr = desk_tr(Some(&snap.state.settings));
    let t = &snap.state.tournament;
    let missing = || no_player(rank);
    let id = arbiter_core::PlayerId::new(rank)
        .filter(|p| p.index() < t.player_count())
        .ok_or_else(missing)?;
    let p = views::players(&snap.state)
        .into_iter()
        .nth(id.index())
        .ok_or_else(missing)?;
    let model = t.player(id).ok_or_else(missing)?;
    html(
        &EditPlayerPage {
            l: layout(
                &who,
                tr,
                &tr.ta(
                    "web-desk-title-correct",
                    &[
                        ("player", (&p.name).into()),
                        ("event", (&snap.state.settings.name).into()),
                    ],
                ),
            ),
            error: String::new(),
            notice: String::new(),
            ev: EventSummary::of(&name, &snap.state),
            round_links: round_links(t.rounds_paired()),
            rank,
            sex: model
                .sex
                .map(|s| s.letter().to_string())
                .unwrap_or_default(),
            birth: model.birth_date.clone().unwrap_or_default(),
            p,
        },
        StatusCode::OK,
    )
}

/// 404 for a player number the event does not have.
fn no_player(rank: u32) -> AppError {
    AppError::localized(
        StatusCode::NOT_FOUND,
        "web-desk-error-no-player",
        vec![("player", rank.into())],
    )
}

#[derive(Deserialize)]
struct EditForm {
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
    sex: String,
    #[serde(default)]
    birth_date: String,
    #[serde(default)]
    club: String,
}

pub(super) async fn edit_player(
    State(app): State<Shared>,
    Path((name, rank)): Path<(String, u32)>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = event_form::<EditForm>(&app, &headers, &body, &name).await?;
    let r = async {
        let snap = app.cache.get(&name).await?;
        let old = arbiter_core::PlayerId::new(rank)
            .and_then(|id| snap.state.tournament.player(id))
            .ok_or_else(|| no_player(rank))?;
        let data = PlayerData {
            name: f.name.trim().to_string(),
            rating: number("rating", &f.rating)?,
            title: opt(&f.title),
            federation: opt(&f.federation),
            fide_id: number("FIDE id", &f.fide_id)?,
            sex: opt(&f.sex),
            birth_date: opt(&f.birth_date),
            club: opt(&f.club),
            school: old.school.clone(),
            family: old.family.clone(),
            group: old.group.clone(),
            go_rank: old.go_rank.map(|g| g.to_string()),
            go_mcmahon_correction: Some(old.go_mcmahon_correction).filter(|&c| c != 0),
            ..PlayerData::of(old)
        };
        Ok(
            actions::edit_player(&app.store, &name, &who.user.login, rank, data)
                .await?
                .0
                .version,
        )
    }
    .await;
    back_to_manage(&app, &who, &name, r).await
}
