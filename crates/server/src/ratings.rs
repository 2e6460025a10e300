//! Rating-list search for the registration form and API clients:
//! `GET /api/ratings/search?q=…&limit=…&list=…`, readable by any logged-in arbiter.

use crate::api::Api;
use crate::auth;
use crate::error::AppError;
use crate::shared::Shared;
use arbiter_store::{RatingStore, RatingStoreError};
use axum::Router;
use axum::extract::{Query, State};
use axum::http::HeaderMap;
use axum::routing::get;
use serde::Deserialize;
use serde_json::{Value, json};

/// The most results one search returns.
const MAX_LIMIT: usize = 100;

pub(crate) fn routes() -> Router<Shared> {
    Router::new().route("/api/ratings/search", get(search))
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
        let hits = app
            .store
            .search_players(query.list.as_deref(), &query.q, limit)
            .await
            .map_err(|e| match e {
                RatingStoreError::NoList(_) => AppError::not_found(e.to_string()),
                other => AppError::internal(other.to_string()),
            })?;
        let values: Vec<Value> = hits
            .iter()
            .map(|h| {
                let hit = &h.hit;
                json!({
                    "fide_id": hit.fide_id.map(|f| f.get()),
                    "national_id": hit.national_id,
                    "name": hit.name,
                    "federation": hit.federation.map(|f| f.as_str().to_string()),
                    "rating": hit.rating.map(|r| r.0),
                    "title": hit.title.as_ref().map(|t| t.as_str().to_string()),
                    "birth_year": hit.birth_year,
                    "inactive": hit.inactive,
                    "list": h.list,
                })
            })
            .collect();
        Ok::<_, AppError>(Value::Array(values))
    }
    .await;
    Api::from(found)
}
