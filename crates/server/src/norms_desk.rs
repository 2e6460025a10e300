//! The desk's title norms: every player's checks for the titles gained by norms (FIDE
//! title regulations B.01 1.4), as the command line's `arbiter norms` gives them, each
//! criterion and each reason said in the desk's language; and the links to the FIDE
//! forms IT1 (a player's certificate of a title result) and IT3 (the tournament report),
//! as PDF or HTML, which the printed documents' route serves to the event's arbiters.
//!
//! What the event does not record (the kind of event, whether its pairings are
//! predetermined) is chosen on the page and travels in its address, so the page and the
//! forms always show the same checks. The page changes nothing.

use crate::auth;
use crate::desk_lang::{bad, desk_tr};
use crate::error::AppError;
use crate::forms::{html, layout, session, to_login};
use crate::routes::Routes;
use crate::shared::{Layout, Shared};
use crate::views::EventSummary;
use arbiter_core::{PlayerId, Tournament};
use arbiter_i18n::{Arg, Tr};
use arbiter_standings::norms::{
    self, Check, NormCheck, NormEvent, NormOptions, Route, half_points,
};
use askama::Template;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use serde::Deserialize;

pub(crate) fn routes() -> Routes {
    Routes::new().get("/admin/e/{name}/norms", page)
}

/// The page's options: the kind of event and a round robin's predetermined pairings.
#[derive(Deserialize, Default)]
struct NormsQuery {
    #[serde(default)]
    event: Option<String>,
    #[serde(default)]
    round_robin: Option<String>,
}

/// One criterion of a check, as the page shows it.
struct CriterionView {
    article: &'static str,
    name: String,
    value: String,
    met: bool,
    /// Why it is missed, or empty.
    reason: String,
}

/// One player's check of one title.
struct CheckView {
    player: u32,
    name: String,
    federation: String,
    title: &'static str,
    games: usize,
    score: String,
    average: String,
    performance: String,
    /// The games the check rests on and what the norm counts as.
    route: String,
    counts_as: String,
    criteria: Vec<CriterionView>,
    /// The address's query of this check's certificate (IT1).
    it1: String,
}

#[derive(Template)]
#[template(path = "norms.html")]
struct NormsPage {
    l: Layout,
    error: String,
    notice: String,
    ev: EventSummary,
    round_links: Vec<u16>,
    /// The kinds of event to choose from: value, label, chosen.
    kinds: Vec<(&'static str, String, bool)>,
    round_robin: bool,
    /// The options as an address's query, for the forms' links.
    options: String,
    players: usize,
    achieved: Vec<CheckView>,
    missed: Vec<CheckView>,
}

/// Reads the page's options over what the tournament's header suggests.
fn options(t: &Tournament, q: &NormsQuery) -> Result<(NormOptions, &'static str), AppError> {
    let mut opts = NormOptions::for_tournament(t);
    let kind = q.event.as_deref().map(str::trim).unwrap_or_default();
    let event = NormEvent::parse(kind)
        .ok_or_else(|| bad("norms-error-event", vec![("value", kind.into())]))?;
    opts.event = event;
    opts.predetermined |= q
        .round_robin
        .as_deref()
        .is_some_and(|v| !v.is_empty() && v != "0");
    Ok((opts, event.code()))
}

/// The label of a kind of event.
fn kind_label(tr: Tr, event: NormEvent) -> String {
    match event {
        NormEvent::NationalChampionship => tr.t("norms-event-national"),
        NormEvent::NationalTeamChampionship => tr.t("norms-event-national-team"),
        NormEvent::Zonal => tr.t("norms-event-zonal"),
        NormEvent::TeamChampionship => tr.t("norms-event-team"),
        NormEvent::WorldCup => tr.t("norms-event-world-cup"),
        _ => tr.t("norms-event-ordinary"),
    }
}

/// A number for a message; the counts of a check are small.
fn n(v: u32) -> Arg {
    Arg::from(v)
}

/// The criterion's name, value and, when missed, the reason, in `tr`'s language.
fn criterion(tr: Tr, c: &Check) -> CriterionView {
    let need = |value: u32, need: u32| {
        tr.ta(
            "norms-value-need",
            &[("value", n(value)), ("need", n(need))],
        )
    };
    let at_most = |count: u32, max: u32, exempt: Option<norms::Exemption>| match exempt {
        Some(e) => tr.ta(
            "norms-value-exempt",
            &[("value", n(count)), ("article", e.article().into())],
        ),
        None => tr.ta("norms-value-most", &[("value", n(count)), ("max", n(max))]),
    };
    let (name, value) = match c {
        Check::Games { counted, required } => (tr.t("norms-crit-games"), need(*counted, *required)),
        Check::Score { halves, percent } => (
            tr.t("norms-crit-score"),
            tr.ta(
                "norms-value-score",
                &[
                    ("score", half_points(*halves).into()),
                    ("percent", percent.to_string().into()),
                ],
            ),
        ),
        Check::TitledOpponents { count, required } => {
            (tr.t("norms-crit-titled"), need(*count, *required))
        }
        Check::TitleHolders {
            title,
            count,
            required,
        } => (
            tr.t1("norms-crit-holders", "title", title.code()),
            need(*count, *required),
        ),
        Check::ForeignFederations { count, exempt, .. } => (
            tr.t("norms-crit-foreign"),
            match exempt {
                Some(e) => tr.ta(
                    "norms-value-exempt",
                    &[("value", n(*count)), ("article", e.article().into())],
                ),
                None => need(*count, 2),
            },
        ),
        Check::OwnFederation {
            count, max, exempt, ..
        } => (tr.t("norms-crit-own"), at_most(*count, *max, *exempt)),
        Check::OneFederation {
            count, max, exempt, ..
        } => (tr.t("norms-crit-one"), at_most(*count, *max, *exempt)),
        Check::AverageRating { value, min } => (
            tr.t("norms-crit-average"),
            tr.ta(
                "norms-value-need",
                &[
                    ("value", value.to_string().into()),
                    ("need", min.to_string().into()),
                ],
            ),
        ),
        Check::Performance { value, min } => (
            tr.t("norms-crit-performance"),
            tr.ta(
                "norms-value-need",
                &[
                    ("value", value.to_string().into()),
                    ("need", min.to_string().into()),
                ],
            ),
        ),
    };
    CriterionView {
        article: c.article(),
        name,
        value,
        met: c.met(),
        reason: if c.met() {
            String::new()
        } else {
            reason(tr, c)
        },
    }
}

/// Why a criterion is missed, as the command line says it, in `tr`'s language.
fn reason(tr: Tr, c: &Check) -> String {
    match c {
        Check::Games { counted, required } => tr.ta(
            "norms-why-games",
            &[
                ("more", n(required.saturating_sub(*counted))),
                ("counted", n(*counted)),
                ("required", n(*required)),
            ],
        ),
        Check::Score { percent, .. } => tr.t1("norms-why-score", "percent", percent.to_string()),
        Check::TitledOpponents { count, required } => tr.ta(
            "norms-why-titled",
            &[
                ("more", n(required.saturating_sub(*count))),
                ("count", n(*count)),
                ("required", n(*required)),
            ],
        ),
        Check::TitleHolders {
            title,
            count,
            required,
        } => tr.ta(
            "norms-why-holders",
            &[
                ("more", n(required.saturating_sub(*count))),
                ("title", title.code().into()),
                ("count", n(*count)),
                ("required", n(*required)),
            ],
        ),
        Check::ForeignFederations { own, count, .. } => tr.ta(
            "norms-why-foreign",
            &[
                ("more", n(2u32.saturating_sub(*count))),
                ("own", own.as_str().into()),
                ("count", n(*count)),
            ],
        ),
        Check::OwnFederation {
            own, count, max, ..
        } => tr.ta(
            "norms-why-own",
            &[
                ("count", n(*count)),
                ("own", own.as_str().into()),
                ("max", n(*max)),
            ],
        ),
        Check::OneFederation {
            federation,
            count,
            max,
            ..
        } => tr.ta(
            "norms-why-one",
            &[
                ("count", n(*count)),
                ("federation", federation.as_str().into()),
                ("max", n(*max)),
            ],
        ),
        Check::AverageRating { value, min } => tr.ta(
            "norms-why-average",
            &[
                ("value", value.to_string().into()),
                ("min", min.to_string().into()),
            ],
        ),
        Check::Performance { value, min } => tr.ta(
            "norms-why-performance",
            &[
                ("value", value.to_string().into()),
                ("min", min.to_string().into()),
            ],
        ),
    }
}

/// The games a check rests on, in `tr`'s language; players by start rank.
fn route(tr: Tr, r: &Route) -> String {
    let ranks = |ids: &[PlayerId]| {
        ids.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    };
    match r {
        Route::AllGames => tr.t("norms-route-all"),
        Route::UpToRound(round) => tr.t1("norms-route-up-to", "round", round.get()),
        Route::WithoutWins(ids) => tr.t1("norms-route-without", "players", ranks(ids)),
        Route::UpToRoundWithoutWins(round, ids) => tr.ta(
            "norms-route-up-to-without",
            &[
                ("round", round.get().into()),
                ("players", ranks(ids).into()),
            ],
        ),
        Route::EightOfNine => tr.t("norms-route-eight-of-nine"),
        Route::LastRoundForfeit => tr.t("norms-route-forfeit"),
    }
}

fn check_view(tr: Tr, t: &Tournament, c: &NormCheck, options: &str) -> CheckView {
    let p = t.player(c.player);
    let rating = |v: Option<i64>| v.map_or_else(|| "–".to_string(), |v| v.to_string());
    CheckView {
        player: c.player.get(),
        name: p.map(|p| p.name.clone()).unwrap_or_default(),
        federation: p.and_then(|p| p.federation.clone()).unwrap_or_default(),
        title: c.title.code(),
        games: c.games.len(),
        score: half_points(c.score_halves),
        average: rating(c.average),
        performance: rating(c.performance),
        route: route(tr, &c.route),
        counts_as: if c.achieved {
            tr.t1("norms-counts-as", "count", c.counts_as)
        } else {
            String::new()
        },
        criteria: c.checks.iter().map(|k| criterion(tr, k)).collect(),
        it1: format!(
            "player={}&title={}&{options}",
            c.player.get(),
            c.title.code()
        ),
    }
}

/// `GET /admin/e/{name}/norms`: the norm checks of every player, for the event's arbiters.
async fn page(
    State(app): State<Shared>,
    Path(name): Path<String>,
    Query(q): Query<NormsQuery>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let Some(who) = session(&app, &headers).await? else {
        return Ok(to_login());
    };
    auth::may_write(&who, &name)?;
    let snap = app.cache.get(&name).await?;
    let s = &snap.state;
    if s.settings.is_go() {
        return Err(AppError::localized(
            StatusCode::NOT_FOUND,
            "norms-error-go",
            Vec::new(),
        ));
    }
    let tr = desk_tr(Some(&s.settings));
    let t = &s.tournament;
    let (opts, code) = options(t, &q)?;
    let options = format!(
        "event={code}{}",
        if opts.predetermined {
            "&round_robin=1"
        } else {
            ""
        }
    );
    let mut achieved = Vec::new();
    let mut missed = Vec::new();
    for player in norms::norms(t, &opts) {
        for c in player.checks.iter().filter(|c| !c.held) {
            let view = check_view(tr, t, c, &options);
            if c.achieved {
                achieved.push(view);
            } else {
                missed.push(view);
            }
        }
    }
    html(
        &NormsPage {
            l: layout(
                &who,
                tr,
                &format!("{} · {}", s.settings.name, tr.t("norms-title")),
            ),
            error: String::new(),
            notice: String::new(),
            ev: EventSummary::of(&name, s),
            round_links: (1..=t.rounds_paired())
                .map(|r| u16::try_from(r).unwrap_or(u16::MAX))
                .collect(),
            kinds: NormEvent::ALL
                .into_iter()
                .map(|event| (event.code(), kind_label(tr, event), event.code() == code))
                .collect(),
            round_robin: opts.predetermined,
            options,
            players: t.player_count(),
            achieved,
            missed,
        },
        StatusCode::OK,
    )
}
