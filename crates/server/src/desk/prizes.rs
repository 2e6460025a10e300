//! Prizes: the prize list shared out by the event's ranking, with categories. Tied
//! players share as the game ranks ([`arbiter_standings::Ranking::default_sharing`]:
//! chess players tied on points pool their places' prizes, Go players share only a shared
//! place) unless the arbiter chooses otherwise, category prizes as the main ones.

use super::common::{round_links, writer};
use crate::desk_lang::{bad, desk_tr};
use crate::error::AppError;
use crate::forms::{html, layout};
use crate::shared::{Layout, Shared};
use crate::views::EventSummary;
use askama::Template;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use serde::Deserialize;

#[derive(Template)]
#[template(path = "prizes.html")]
struct PrizesPage {
    l: Layout,
    error: String,
    notice: String,
    ev: EventSummary,
    round_links: Vec<u16>,
    prizes: String,
    categories: String,
    /// The sharing chosen (`default`, `equal`, `place`, `hort`).
    sharing: String,
    rows: Vec<PrizeRow>,
}

/// Place, start rank, name, amount (as the language writes it), which prize.
type PrizeRow = (u32, u32, String, String, String);

#[derive(Deserialize, Default)]
pub(super) struct PrizesQuery {
    #[serde(default)]
    prizes: String,
    #[serde(default)]
    categories: String,
    /// How tied players share: empty or `default` (as the game ranks), `equal`, `place`
    /// or `hort`.
    #[serde(default)]
    sharing: String,
}

/// The sharing the arbiter chose, `None` for the game's own.
fn chosen_sharing(v: &str) -> Result<Option<arbiter_standings::Sharing>, AppError> {
    use arbiter_standings::Sharing;
    Ok(match v.trim() {
        "" | "default" => None,
        "equal" => Some(Sharing::Equal),
        "place" => Some(Sharing::ByPlace),
        "hort" => Some(Sharing::Hort { own_percent: 50 }),
        other => {
            return Err(AppError::bad_request(format!(
                "unknown sharing {other:?}: expected default, equal, place or hort"
            )));
        }
    })
}

/// The prize list shared out by the current standings (computed, not recorded).
pub(super) async fn prizes_page(
    State(app): State<Shared>,
    Path(name): Path<String>,
    axum::extract::Query(q): axum::extract::Query<PrizesQuery>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let who = match writer(&app, &headers, &name).await? {
        Ok(w) => w,
        Err(r) => return Ok(r),
    };
    let snap = app.cache.get(&name).await?;
    let tr = desk_tr(Some(&snap.state.settings));
    let amount = |n: u64| arbiter_i18n::integer(tr.lang(), i64::try_from(n).unwrap_or(i64::MAX));
    let t = &snap.state.tournament;
    let parsed = || -> Result<Vec<PrizeRow>, AppError> {
        let amounts = |text: &str| -> Result<Vec<u64>, AppError> {
            text.split(',')
                .map(str::trim)
                .filter(|x| !x.is_empty())
                .map(|x| {
                    x.parse()
                        .map_err(|_| bad("web-desk-error-not-an-amount", vec![("value", x.into())]))
                })
                .collect()
        };
        let main = amounts(&q.prizes)?;
        let mut cats = Vec::new();
        for line in q
            .categories
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
        {
            let (cat, list) = line
                .rsplit_once(':')
                .ok_or_else(|| bad("web-desk-error-category-line", vec![("line", line.into())]))?;
            let c: arbiter_standings::Category = cat
                .parse()
                .map_err(|e: arbiter_standings::ParseCategoryError| category_error(&e))?;
            cats.push((c, amounts(list)?));
        }
        if main.is_empty() && cats.is_empty() {
            return Ok(Vec::new());
        }
        let sharing = chosen_sharing(&q.sharing)?;
        let st = snap
            .state
            .ranking()
            .map_err(|e| AppError::bad_request(e.to_string()))?;
        // Categories or not, tied players share as chosen (or as the game ranks).
        let sharing = sharing.unwrap_or_else(|| st.default_sharing());
        let name_of =
            |p: arbiter_core::PlayerId| t.player(p).map(|x| x.name.clone()).unwrap_or_default();
        let place = |p: arbiter_core::PlayerId| st.row_of(p).map_or(0, |r| r.place);
        let mut rows: Vec<PrizeRow> = if cats.is_empty() {
            arbiter_standings::distribute(&st, &main, sharing)
                .into_iter()
                .map(|a| {
                    (
                        place(a.player),
                        a.player.get(),
                        name_of(a.player),
                        amount(a.amount),
                        String::new(),
                    )
                })
                .collect()
        } else {
            arbiter_standings::distribute_with_categories(&st, t, &main, &cats, sharing)
                .into_iter()
                .map(|a| {
                    let what = match a.list {
                        None => tr.t1("web-desk-prize-place", "place", a.place),
                        Some(k) => cats[k].0.prize_label(tr.lang(), a.place),
                    };
                    (
                        place(a.player),
                        a.player.get(),
                        name_of(a.player),
                        amount(a.amount),
                        what,
                    )
                })
                .collect()
        };
        rows.sort_by_key(|r| (r.0, r.1));
        Ok(rows)
    };
    let (rows, error, status) = match parsed() {
        Ok(r) => (r, String::new(), StatusCode::OK),
        Err(e) => (Vec::new(), e.message_in(tr.lang()), e.status),
    };
    html(
        &PrizesPage {
            l: layout(
                &who,
                tr,
                &tr.t1("web-desk-title-prizes", "event", &snap.state.settings.name),
            ),
            error,
            notice: String::new(),
            ev: EventSummary::of(&name, &snap.state),
            round_links: round_links(t.rounds_paired()),
            prizes: q.prizes.clone(),
            categories: q.categories.clone(),
            sharing: q.sharing.clone(),
            rows,
        },
        status,
    )
}

/// A prize category that does not read, in the page's language.
fn category_error(e: &arbiter_standings::ParseCategoryError) -> AppError {
    use arbiter_standings::CategoryProblem as P;
    let quoted = |s: &str| -> arbiter_i18n::Arg { format!("{s:?}").into() };
    let (key, args) = match &e.problem {
        P::NotAYear(v) => ("web-desk-category-not-a-year", vec![("found", quoted(v))]),
        P::NotARating(v) => ("web-desk-category-not-a-rating", vec![("found", quoted(v))]),
        P::Sex => ("web-desk-category-sex", Vec::new()),
        P::Unknown => ("web-desk-category-unknown", Vec::new()),
    };
    let mut error = AppError::bad_request(e.to_string());
    error.localized = Some((
        "web-desk-error-category",
        vec![
            ("condition", quoted(&e.condition)),
            ("problem", arbiter_i18n::Arg::Phrase(key, args)),
        ],
    ));
    error
}
