//! An event's settings: the settings form (also the new-event form) and saving it.

use super::common::{event_form, number};
use super::event::back_to_manage;
use crate::actions;
use crate::desk_lang::{bad, language_setting};
use crate::error::AppError;
use crate::forms::opt;
use crate::shared::Shared;
use arbiter_event::Settings;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::Response;
use serde::Deserialize;

#[derive(Deserialize)]
pub(super) struct SettingsForm {
    #[serde(default)]
    pub(super) name: String,
    #[serde(default)]
    title: String,
    #[serde(default)]
    system: String,
    #[serde(default)]
    rounds: String,
    #[serde(default)]
    city: String,
    #[serde(default)]
    start_date: String,
    #[serde(default)]
    end_date: String,
    #[serde(default)]
    chief_arbiter: String,
    /// The chief arbiter's FIDE ID, for the title forms; left out, it stays as it is.
    #[serde(default)]
    chief_arbiter_fide_id: Option<String>,
    /// The organiser, for the title forms; left out, it stays as it is.
    #[serde(default)]
    organiser: Option<String>,
    #[serde(default)]
    time_control: String,
    /// The encoded time control (TRF26 222); empty, it is read off the time control;
    /// left out, it stays as it is.
    #[serde(default)]
    time_control_code: Option<String>,
    /// The host federation; for Go, the country (two letters); left out, it stays as it
    /// is.
    #[serde(default)]
    federation: Option<String>,
    #[serde(default)]
    tiebreaks: String,
    /// Go: komi of even games.
    #[serde(default)]
    komi: String,
    /// Go: komi of handicap games (`0` or `0.5`); left out, it stays as it is.
    #[serde(default)]
    handicap_komi: Option<String>,
    /// Go: the McMahon super bar (empty: no super group); left out, it stays as it is.
    #[serde(default)]
    super_bar: Option<String>,
    /// An accelerated pairing for the Swiss systems (`baku`, `haley`, `progressive`,
    /// `groups=...`): the engine is `SYSTEM+ACCELERATION`.
    #[serde(default)]
    acceleration: String,
    /// The festival the event is a section of; left out, it stays as it is.
    #[serde(default)]
    festival: Option<String>,
    /// The section's label; left out, it stays as it is.
    #[serde(default)]
    section: Option<String>,
    /// Boards per match: set, the event is a team event; left out, it stays as it is.
    #[serde(default)]
    boards: String,
    /// Team events: the colours of the team with White on board 1 (`WBWB`).
    #[serde(default)]
    board_colours: String,
    /// Team events: match points for a win, a draw and a loss (`2,1,0`).
    #[serde(default)]
    match_points: String,
    /// Team events: `game` when game points rank and pair teams first.
    #[serde(default)]
    primary: String,
    /// Team events: the board-order rule's tolerance in rating points (empty: no rule).
    #[serde(default)]
    board_order_tolerance: String,
    /// Team events: the captains' lineup deadlines, round 1 first (`YYYY-MM-DD HH:MM`
    /// UTC, one per line or comma-separated).
    #[serde(default)]
    lineup_deadlines: String,
    /// The event's language for visitors who choose none (empty: none); left out, it
    /// stays as it is.
    #[serde(default)]
    language: Option<String>,
}

impl SettingsForm {
    pub(super) fn settings(&self, old: Settings) -> Result<Settings, AppError> {
        if let Some(t) = opt(&self.tiebreaks) {
            arbiter_standings::standings_list(&t).map_err(|e| {
                bad(
                    "web-desk-error-tiebreaks",
                    vec![("detail", e.to_string().into())],
                )
            })?;
        }
        // A Go system is offered as `go:mcmahon`, `go:swiss`, `go:swisscat`.
        let system = opt(&self.system).unwrap_or_else(|| "dutch".into());
        let (game, system) = match system.strip_prefix("go:") {
            Some(go) => (Some("go".to_string()), go.to_string()),
            None => (old.game.clone(), system),
        };
        let system = match opt(&self.acceleration) {
            Some(a) if game.is_none() => format!("{system}+{a}"),
            _ => system,
        };
        let keep = |new: &Option<String>, old: &Option<String>| match new {
            None => old.clone(),
            Some(v) => opt(v),
        };
        // A Go setting given changes the event's; one left out stays as it is, one left
        // blank goes back to the default (the handicap games' `0` is the default).
        let given = opt(&self.komi).is_some()
            || self.handicap_komi.as_deref().and_then(opt).is_some()
            || self.super_bar.as_deref().and_then(opt).is_some();
        let go = if given || old.go.is_some() {
            let mut g = old.go.clone().unwrap_or_default();
            if let Some(komi) = opt(&self.komi) {
                g.komi = Some(komi);
            }
            if let Some(h) = &self.handicap_komi {
                g.handicap_komi = opt(h).filter(|h| h != "0");
            }
            if let Some(b) = &self.super_bar {
                g.super_bar = opt(b);
            }
            Some(g).filter(|g| *g != arbiter_event::GoSettings::default())
        } else {
            None
        };
        let team = match number::<u8>("boards", &self.boards)? {
            Some(boards) => Some(self.team_settings(boards)?),
            None => old.team.clone(),
        };
        let language = match &self.language {
            None => old.language.clone(),
            Some(v) => language_setting(v)?,
        };
        if let Some(id) = self.chief_arbiter_fide_id.as_deref().map(str::trim)
            && !id.chars().all(|c| c.is_ascii_digit())
        {
            return Err(bad(
                "norms-error-fide-id",
                vec![("value", id.to_string().into())],
            ));
        }
        Ok(Settings {
            team,
            language,
            name: self.title.trim().to_string(),
            system,
            game,
            go,
            rounds: number("rounds", &self.rounds)?.unwrap_or(0),
            city: opt(&self.city),
            start_date: opt(&self.start_date),
            end_date: opt(&self.end_date),
            chief_arbiter: opt(&self.chief_arbiter),
            chief_arbiter_fide_id: keep(&self.chief_arbiter_fide_id, &old.chief_arbiter_fide_id),
            organiser: keep(&self.organiser, &old.organiser),
            time_control: opt(&self.time_control),
            time_control_code: keep(&self.time_control_code, &old.time_control_code),
            federation: keep(&self.federation, &old.federation).map(|f| f.to_ascii_uppercase()),
            tiebreaks: opt(&self.tiebreaks),
            festival: keep(&self.festival, &old.festival),
            section: keep(&self.section, &old.section),
            ..old
        })
    }
}

impl SettingsForm {
    /// The team options of a team event with `boards` boards per match.
    fn team_settings(&self, boards: u8) -> Result<arbiter_event::TeamSettings, AppError> {
        let match_points = match opt(&self.match_points) {
            None => None,
            Some(text) => {
                let parts: Vec<String> = text
                    .split([',', '/', ' '])
                    .map(str::trim)
                    .filter(|p| !p.is_empty())
                    .map(str::to_string)
                    .collect();
                let three: [String; 3] = parts.try_into().map_err(|_| {
                    bad(
                        "web-desk-error-match-points",
                        vec![("value", text.clone().into())],
                    )
                })?;
                Some(three)
            }
        };
        let team = arbiter_event::TeamSettings {
            boards,
            board_colours: opt(&self.board_colours).map(|c| c.to_ascii_uppercase()),
            match_points,
            primary: opt(&self.primary).map(|p| p.to_ascii_lowercase()),
            board_order_tolerance: number("tolerance", &self.board_order_tolerance)?,
            rating_boards: None,
            lineup_deadlines: self
                .lineup_deadlines
                .split([',', '\n'])
                .map(str::trim)
                .filter(|d| !d.is_empty())
                .map(str::to_string)
                .collect(),
        };
        // Refused in the desk's language, the API's English kept in the message.
        arbiter_event::team_rules(&team).map_err(AppError::refused)?;
        Ok(team)
    }
}

pub(super) async fn settings(
    State(app): State<Shared>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let (who, f) = event_form::<SettingsForm>(&app, &headers, &body, &name).await?;
    let r = async {
        let old = app.cache.get(&name).await?.state.settings.clone();
        let s =
            actions::change_settings(&app.store, &name, &who.user.login, f.settings(old)?).await?;
        Ok(s.version)
    }
    .await;
    back_to_manage(&app, &who, &name, r).await
}
