//! Rating-list search for the registration form and API clients:
//! `GET /api/ratings/search?q=…&limit=…&list=…`, readable by any logged-in arbiter.

use crate::api::Api;
use crate::auth;
use crate::error::AppError;
use crate::routes::Routes;
use crate::shared::Shared;
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
