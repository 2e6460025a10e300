//! The rating-list search API: logged-in arbiters only, JSON as the command line's.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_ratings::{ChessRating, Federation, FideId, ListKind, ListPlayer};
use arbiter_server::{Options, Role, Server};
use arbiter_store::{ListMeta, RatingStore};
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use serde_json::Value;
use tower::ServiceExt;

fn listed(id: u32, name: &str, rating: u16) -> ListPlayer {
    let mut p = ListPlayer::new(ListKind::Fide, name);
    p.fide_id = FideId::new(id);
    p.federation = Federation::parse("NOR");
    p.ratings.standard = Some(ChessRating {
        rating: arbiter_core::Rating(rating),
        games: None,
        k: None,
    });
    p
}

async fn get(server: &Server, path: &str, token: Option<&str>) -> (StatusCode, String) {
    let mut b = Request::builder().uri(path);
    if let Some(t) = token {
        b = b.header(header::AUTHORIZATION, format!("Bearer {t}"));
    }
    let res = server
        .router()
        .oneshot(b.body(Body::empty()).unwrap())
        .await
        .unwrap();
    let status = res.status();
    let bytes = res.into_body().collect().await.unwrap().to_bytes();
    (status, String::from_utf8_lossy(&bytes).into_owned())
}

#[tokio::test]
async fn rating_search_answers_logged_in_arbiters() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("arbiter.db");
    let server = Server::open(db.to_str().unwrap(), Options::default())
        .await
        .unwrap();
    let acc = server.accounts();
    acc.add_user("ana", Role::Arbiter, "a good password")
        .await
        .unwrap();
    let token = acc.create_token("ana", "test").await.unwrap();
    let players = vec![
        listed(1_503_014, "Carlsen, Magnus", 2830),
        listed(4_100_018, "Müller, Karsten", 2450),
        listed(4_100_026, "Muller, Anna", 1800),
    ];
    let meta = ListMeta {
        name: "fide".into(),
        kind: "fide".into(),
        source: "slice.txt".into(),
    };
    server
        .store()
        .import_list(&meta, players.into_iter().map(Ok::<_, String>), 0)
        .await
        .unwrap();

    let (status, _) = get(&server, "/api/ratings/search?q=carlsen", None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = get(&server, "/api/ratings/search?q=carlsen", Some("wrong")).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);

    let (status, text) = get(&server, "/api/ratings/search?q=mueller%20k", Some(&token)).await;
    assert_eq!(status, StatusCode::OK, "{text}");
    let v: Value = serde_json::from_str(&text).unwrap();
    let hits = v.as_array().unwrap();
    assert_eq!(hits.len(), 1, "{text}");
    assert_eq!(hits[0]["fide_id"], 4_100_018);
    assert_eq!(hits[0]["name"], "Müller, Karsten");
    assert_eq!(hits[0]["federation"], "NOR");
    assert_eq!(hits[0]["rating"], 2450);

    let (_, text) = get(
        &server,
        "/api/ratings/search?q=muller&limit=1",
        Some(&token),
    )
    .await;
    assert_eq!(
        serde_json::from_str::<Value>(&text)
            .unwrap()
            .as_array()
            .unwrap()
            .len(),
        1
    );
    let (_, text) = get(&server, "/api/ratings/search?q=1503014", Some(&token)).await;
    assert_eq!(
        serde_json::from_str::<Value>(&text).unwrap()[0]["name"],
        "Carlsen, Magnus"
    );
    let (status, _) = get(&server, "/api/ratings/search?q=x&list=ecf", Some(&token)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}
