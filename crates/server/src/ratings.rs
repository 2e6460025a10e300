//! Rating-list search for the registration form and API clients:
//! `GET /api/ratings/search?q=…&limit=…&list=…`, readable by any logged-in arbiter.

use crate::api::Api;
use crate::auth;
use crate::error::AppError;
use crate::routes::Routes;
use crate::shared::Shared;
use arbiter_event::PlayerData;
use arbiter_store::{RatingStore, RatingStoreError, StoredHit};
use axum::extract::{Query, State};
use axum::http::HeaderMap;
use serde::Deserialize;
use serde_json::Value;

/// The most results one search returns.
const MAX_LIMIT: usize = 100;

pub(crate) fn routes() -> Routes {
    Routes::new().get("/api/ratings/search", search)
}

#[derive(Deserialize)]
struct SearchQuery {
    q: String,
    limit: Option<usize>,
    list: Option<String>,
}

async fn search(
    State(app): State<Shared>,
    headers: HeaderMap,
    Query(query): Query<SearchQuery>,
) -> Api {
    let found = async {
        auth::identify(&app, &headers)
            .await?
            .ok_or_else(AppError::unauthorized)?;
        let limit = query.limit.unwrap_or(10).min(MAX_LIMIT);
        // A search need not see a list imported a moment ago: the replica serves it.
        let hits = match &app.replica {
            Some(r) => {
                r.replica()
                    .search_players(query.list.as_deref(), &query.q, limit)
                    .await
            }
            None => {
                app.store
                    .search_players(query.list.as_deref(), &query.q, limit)
                    .await
            }
        }
        .map_err(|e| match e {
            RatingStoreError::NoList(_) => AppError::not_found(e.to_string()),
            other => AppError::internal(other.to_string()),
        })?;
        let values: Vec<Value> = hits.iter().map(StoredHit::json).collect();
        Ok::<_, AppError>(Value::Array(values))
    }
    .await;
    Api::from(found)
}

/// A registration completed from the rating list the lookup chose, when the list still
/// has the player; what the form says wins over the list. A Go list's player is found by
/// the number the lookup filled in (EGF PIN, FFG licence, AGA id), any other by FIDE id.
pub(crate) async fn from_list(
    app: &Shared,
    list: Option<String>,
    rate: &str,
    data: PlayerData,
) -> Result<PlayerData, AppError> {
    use arbiter_store::RatingStore as _;
    if let Some(list) = list.clone() {
        for body in arbiter_core::GoBody::ALL {
            let Some(id) = data.go_id(body) else {
                continue;
            };
            match app.store.player_by_national_id(Some(&list), None, id).await {
                Ok(Some((_, listed))) => {
                    return Ok(arbiter_event::from_list(
                        data,
                        &listed,
                        arbiter_ratings::RateType::Standard,
                    ));
                }
                Ok(None) | Err(arbiter_store::RatingStoreError::NoList(_)) => {}
                Err(e) => return Err(AppError::internal(e.to_string())),
            }
        }
    }
    let (Some(list), Some(id)) = (
        list,
        data.fide_id
            .and_then(|n| u32::try_from(n).ok())
            .and_then(arbiter_ratings::FideId::new),
    ) else {
        return Ok(data);
    };
    let rate =
        arbiter_ratings::RateType::parse(rate).unwrap_or(arbiter_ratings::RateType::Standard);
    Ok(match app.store.player_by_fide_id(Some(&list), id).await {
        Ok(Some((_, listed))) => arbiter_event::from_list(data, &listed, rate),
        // A list removed or replaced meanwhile: the form's fields are registered as typed.
        Ok(None) | Err(arbiter_store::RatingStoreError::NoList(_)) => data,
        Err(e) => return Err(AppError::internal(e.to_string())),
    })
}
