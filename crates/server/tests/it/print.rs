//! The printed documents over HTTP: public ones for anyone, the arbiters' for the event's
//! arbiters only, and a link to them on the round page.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_event::{Board, Event, PlayerData, Settings};
use arbiter_server::{Options, Role, Server};
use arbiter_store::EventStore;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use tower::ServiceExt;

struct Env {
    _dir: tempfile::TempDir,
    server: Server,
    admin: String,
    other: String,
}

async fn env() -> Env {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("arbiter.db");
    let server = Server::open(db.to_str().unwrap(), Options::default())
        .await
        .unwrap();
    let acc = server.accounts();
    acc.add_user("boss", Role::Admin, "a good password")
        .await
        .unwrap();
    acc.add_user("ana", Role::Arbiter, "a good password")
        .await
        .unwrap();
    acc.set_events("ana", &["other".to_string()]).await.unwrap();
    let admin = acc.create_token("boss", "test").await.unwrap();
    let other = acc.create_token("ana", "test").await.unwrap();
    // Eight players, round 1 paired, one result in.
    let mut events = vec![Event::TournamentCreated {
        settings: Settings {
            name: "Spring Open".into(),
            system: "dutch".into(),
            rounds: 5,
            ..Settings::default()
        },
    }];
    for i in 1..=8u16 {
        events.push(Event::PlayerRegistered {
            player: PlayerData {
                name: if i == 1 {
                    "Петров, Иван".into()
                } else {
                    format!("Player, Number {i}")
                },
                rating: Some(2100 - i * 10),
                ..PlayerData::default()
            },
        });
    }
    events.push(Event::RegistrationClosed {
        order: (1..=8).collect(),
    });
    events.push(Event::RoundPaired {
        round: 1,
        engine: "manual".into(),
        version: String::new(),
        boards: (1..=4)
            .map(|b| Board {
                white: b,
                black: b + 4,
                handicap: 0,
            })
            .collect(),
        bye: None,
        overridden: Vec::new(),
    });
    events.push(Event::ResultSet {
        round: 1,
        board: 1,
        result: "1-0".into(),
    });
    let store = server.store();
    store.create("spring", "test", &events[0]).await.unwrap();
    store
        .append("spring", 1, "test", &events[1..])
        .await
        .unwrap();
    Env {
        _dir: dir,
        server,
        admin,
        other,
    }
}

struct Answer {
    status: StatusCode,
    headers: axum::http::HeaderMap,
    body: Vec<u8>,
}

async fn get(env: &Env, path: &str, token: Option<&str>) -> Answer {
    let mut b = Request::builder().uri(path);
    if let Some(t) = token {
        b = b.header(header::AUTHORIZATION, format!("Bearer {t}"));
    }
    let res = env
        .server
        .router()
        .oneshot(b.body(Body::empty()).unwrap())
        .await
        .unwrap();
    let status = res.status();
    let headers = res.headers().clone();
    let body = res.into_body().collect().await.unwrap().to_bytes().to_vec();
    Answer {
        status,
        headers,
        body,
    }
}

fn is_pdf(a: &Answer) -> bool {
    a.status == StatusCode::OK
        && a.headers
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            == Some("application/pdf")
        && a.body.starts_with(b"%PDF-")
}

#[tokio::test]
async fn public_documents_are_pdfs_for_anyone() {
    let env = env().await;
    for path in [
        "/e/spring/print/pairings.pdf",
        "/e/spring/print/pairings.pdf?round=1&by=name&lang=ru",
        "/e/spring/print/results.pdf?paper=letter",
        "/e/spring/print/standings.pdf?lang=fr",
        "/e/spring/print/crosstable.pdf",
        "/e/spring/print/wallchart.pdf?paper=letter&lang=de",
    ] {
        let a = get(&env, path, None).await;
        assert!(
            is_pdf(&a),
            "{path}: {} {}",
            a.status,
            String::from_utf8_lossy(&a.body)
        );
    }
}

#[tokio::test]
async fn slips_cards_and_badges_are_for_the_events_arbiters() {
    let env = env().await;
    for kind in ["slips", "cards", "badges"] {
        let path = format!("/e/spring/print/{kind}.pdf");
        assert_eq!(
            get(&env, &path, None).await.status,
            StatusCode::UNAUTHORIZED
        );
        let limited = get(&env, &path, Some(&env.other)).await;
        assert_eq!(limited.status, StatusCode::FORBIDDEN, "{path}");
        let a = get(&env, &path, Some(&env.admin)).await;
        assert!(is_pdf(&a), "{path}: {}", a.status);
        assert_eq!(
            a.headers
                .get(header::CACHE_CONTROL)
                .and_then(|v| v.to_str().ok()),
            Some("private, no-store")
        );
    }
}

#[tokio::test]
async fn bad_requests_are_answered_plainly() {
    let env = env().await;
    for (path, want) in [
        ("/e/spring/print/menus.pdf", StatusCode::NOT_FOUND),
        ("/e/spring/print/pairings.txt", StatusCode::NOT_FOUND),
        (
            "/e/spring/print/pairings.pdf?round=2",
            StatusCode::NOT_FOUND,
        ),
        (
            "/e/spring/print/pairings.pdf?paper=a3",
            StatusCode::BAD_REQUEST,
        ),
        ("/e/nosuch/print/standings.pdf", StatusCode::NOT_FOUND),
    ] {
        assert_eq!(get(&env, path, None).await.status, want, "{path}");
    }
}

#[tokio::test]
async fn the_round_page_links_its_documents() {
    let env = env().await;
    let a = get(&env, "/e/spring/round/1", None).await;
    assert_eq!(a.status, StatusCode::OK);
    let page = String::from_utf8_lossy(&a.body);
    assert!(
        page.contains("/e/spring/print/pairings.pdf?round=1&amp;lang=en"),
        "{page}"
    );
    // Anonymous visitors are not offered the arbiters' documents.
    assert!(!page.contains("/print/slips.pdf"));
}
