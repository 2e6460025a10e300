//! The desk's publishing page over HTTP: only the event's arbiters reach it, with the
//! session's CSRF token; a stored secret is never shown again; after each round the
//! server builds the site and uploads it in the background to an endpoint on loopback,
//! and a failed upload is shown on the page.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use crate::support;

use arbiter_store::EventStore;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::routing::put;
use serde_json::{Value, json};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use support::{Env, api, encode, env, get, login, post};

const TOKEN: &str = "endpoint-token-7c1e";

/// An event of four players, registration closed.
async fn event(env: &Env, name: &str) {
    let settings = json!({"name": "Spring Open", "system": "dutch", "rounds": 3});
    api(
        env,
        "POST",
        "/api/events",
        json!({"name": name, "settings": settings}),
    )
    .await;
    let players: Vec<Value> = (1..=4)
        .map(|i| json!({"name": format!("Player {i}"), "rating": 2000 - i * 10}))
        .collect();
    api(
        env,
        "POST",
        &format!("/api/events/{name}/players"),
        json!(players),
    )
    .await;
    api(env, "POST", &format!("/api/events/{name}/close"), json!({})).await;
}

// ---------------------------------------------------------------- an endpoint

#[derive(Clone, Default)]
struct Endpoint {
    /// (path, authorised) of every PUT, in order.
    puts: Arc<Mutex<Vec<(String, bool)>>>,
}

async fn store_file(
    State(e): State<Endpoint>,
    Path(path): Path<String>,
    headers: HeaderMap,
    _body: Bytes,
) -> StatusCode {
    let ok = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        == Some(&format!("Bearer {TOKEN}"));
    e.puts.lock().unwrap().push((path, ok));
    if ok {
        StatusCode::CREATED
    } else {
        StatusCode::UNAUTHORIZED
    }
}

async fn endpoint() -> (SocketAddr, Endpoint) {
    let e = Endpoint::default();
    let app = axum::Router::new()
        .route("/site/{*path}", put(store_file))
        .with_state(e.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        let _ = axum::serve(listener, app).await;
    });
    (addr, e)
}

/// Waits (at most 30 s) until `done` holds.
async fn until(what: &str, mut done: impl AsyncFnMut() -> bool) {
    let start = Instant::now();
    while !done().await {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "waited 30 s for {what}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

fn index_uploads(e: &Endpoint) -> usize {
    e.puts
        .lock()
        .unwrap()
        .iter()
        .filter(|(p, ok)| p == "index.html" && *ok)
        .count()
}

// ---------------------------------------------------------------- the tests

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_the_event_s_arbiters_set_a_destination_and_its_secret_is_not_shown() {
    let env = env().await;
    event(&env, "spring").await;
    let url = "http://127.0.0.1:9/site";
    let body = |csrf: &str| {
        format!(
            "csrf={csrf}&url={}&token={}&after_each_round=1",
            encode(url),
            encode(TOKEN)
        )
    };
    let page = "/admin/e/spring/publishing";

    // Anonymous: sent to the login page, a post refused.
    let r = get(&env, page, None).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let r = post(&env, page, None, &body("x")).await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED);
    // An arbiter of another event: refused.
    let (ana, ana_csrf) = login(&env, "ana").await;
    assert_eq!(
        get(&env, page, Some(&ana)).await.status,
        StatusCode::FORBIDDEN
    );
    let r = post(&env, page, Some(&ana), &body(&ana_csrf)).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    // The event's arbiter with a stale CSRF token: refused.
    let (boss, csrf) = login(&env, "boss").await;
    let r = post(&env, page, Some(&boss), &body("0123")).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    let r = post(&env, &format!("{page}/now"), Some(&boss), "csrf=0123").await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    assert_eq!(env.server.store().publishing("spring").await.unwrap(), None);

    // The event's arbiter: stored; the page shows the address, never the token.
    let r = post(&env, page, Some(&boss), &body(&csrf)).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    let stored = env
        .server
        .store()
        .publishing("spring")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(stored.url, url);
    assert_eq!(stored.token.as_deref(), Some(TOKEN));
    assert!(stored.after_each_round);
    let r = get(&env, page, Some(&boss)).await;
    assert_eq!(r.status, StatusCode::OK);
    assert!(r.text.contains(url), "{}", r.text);
    assert!(!r.text.contains(TOKEN), "the token is shown: {}", r.text);
    // The desk's tabs lead here.
    let desk = get(&env, "/admin/e/spring", Some(&boss)).await;
    assert!(desk.text.contains("/admin/e/spring/publishing"));

    // Saved again without the token, the flag off: the token stays.
    let r = post(
        &env,
        page,
        Some(&boss),
        &format!("csrf={csrf}&url={}&token=", encode(url)),
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    let stored = env
        .server
        .store()
        .publishing("spring")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(stored.token.as_deref(), Some(TOKEN));
    assert!(!stored.after_each_round);

    // Plain http to another machine is refused with the reason; nothing changes.
    let r = post(
        &env,
        page,
        Some(&boss),
        &format!("csrf={csrf}&url={}&token=t", encode("http://example.org/x")),
    )
    .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    assert!(r.text.contains("https://"), "{}", r.text);
    assert_eq!(
        env.server
            .store()
            .publishing("spring")
            .await
            .unwrap()
            .unwrap()
            .url,
        url
    );

    // A password typed into the address is refused and not shown again.
    let r = post(
        &env,
        page,
        Some(&boss),
        &format!(
            "csrf={csrf}&url={}&token=t",
            encode("https://club:pw-in-url@example.org/x")
        ),
    )
    .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    assert!(!r.text.contains("pw-in-url"), "{}", r.text);

    // Removed: gone, secret included.
    let r = post(
        &env,
        &format!("{page}/remove"),
        Some(&boss),
        &format!("csrf={csrf}"),
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    assert_eq!(env.server.store().publishing("spring").await.unwrap(), None);
    // In no export either.
    let trf = get(&env, "/e/spring/export.trf", None).await;
    assert!(!trf.text.contains(TOKEN));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_round_is_published_in_the_background_and_a_failure_is_shown() {
    let env = env().await;
    event(&env, "spring").await;
    let (addr, e) = endpoint().await;
    let url = format!("http://127.0.0.1:{}/site", addr.port());
    let (boss, csrf) = login(&env, "boss").await;
    let page = "/admin/e/spring/publishing";
    let r = post(
        &env,
        page,
        Some(&boss),
        &format!(
            "csrf={csrf}&url={}&token={TOKEN}&after_each_round=1",
            encode(&url)
        ),
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    assert_eq!(index_uploads(&e), 0);

    // Pairing round 1 publishes the site.
    api(
        &env,
        "POST",
        "/api/events/spring/rounds",
        json!({"text": "1-3, 4-2"}),
    )
    .await;
    until("the site after the pairing", async || {
        index_uploads(&e) == 1
    })
    .await;
    until("the recorded upload", async || {
        env.server
            .store()
            .publishing("spring")
            .await
            .unwrap()
            .unwrap()
            .last_published_at
            .is_some()
    })
    .await;
    assert!(e.puts.lock().unwrap().iter().all(|(_, ok)| *ok));
    assert!(
        e.puts.lock().unwrap().len() > 1,
        "a site has more than its index"
    );

    // One result of two: nothing; the last one: the site again.
    api(
        &env,
        "PUT",
        "/api/events/spring/rounds/1/boards/1",
        json!({"result": "1-0"}),
    )
    .await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(index_uploads(&e), 1);
    api(
        &env,
        "PUT",
        "/api/events/spring/rounds/1/boards/2",
        json!({"result": "1/2"}),
    )
    .await;
    until("the site after the last result", async || {
        index_uploads(&e) == 2
    })
    .await;

    // A token the endpoint refuses: "publish now" returns at once, the failure is
    // recorded and shown, and the server goes on answering.
    let r = post(
        &env,
        page,
        Some(&boss),
        &format!("csrf={csrf}&url={}&token=revoked", encode(&url)),
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let r = post(
        &env,
        &format!("{page}/now"),
        Some(&boss),
        &format!("csrf={csrf}"),
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    until("the recorded failure", async || {
        env.server
            .store()
            .publishing("spring")
            .await
            .unwrap()
            .unwrap()
            .last_error
            .is_some()
    })
    .await;
    let r = get(&env, page, Some(&boss)).await;
    assert_eq!(r.status, StatusCode::OK);
    assert!(r.text.contains("refused the token"), "{}", r.text);
    assert!(!r.text.contains("revoked"), "{}", r.text);
}
