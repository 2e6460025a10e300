//! HTTP uploads against an endpoint in this process, on loopback: every file arrives
//! with its bytes, its content type and the token, the index pages last; a wrong token
//! fails with an error naming the file; the connection test writes and removes its probe.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use arbiter_upload::{Destination, Secret, UploadError, UploadFile, probe, upload};
use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::routing::put;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

const TOKEN: &str = "club-token-3f9a";

#[derive(Clone, Debug)]
struct Received {
    path: String,
    content_type: String,
    bytes: Vec<u8>,
}

#[derive(Clone, Default)]
struct Endpoint {
    files: Arc<Mutex<Vec<Received>>>,
    deleted: Arc<Mutex<Vec<String>>>,
    /// Answer DELETE with 405, as an endpoint that only stores files may.
    no_delete: bool,
}

fn authorised(headers: &HeaderMap) -> bool {
    headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        == Some(&format!("Bearer {TOKEN}"))
}

async fn store(
    State(e): State<Endpoint>,
    Path(path): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> (StatusCode, &'static str) {
    if !authorised(&headers) {
        return (StatusCode::UNAUTHORIZED, "unknown token\n");
    }
    e.files.lock().unwrap().push(Received {
        path,
        content_type: headers
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_string(),
        bytes: body.to_vec(),
    });
    (StatusCode::CREATED, "")
}

async fn remove(
    State(e): State<Endpoint>,
    Path(path): Path<String>,
    headers: HeaderMap,
) -> StatusCode {
    if !authorised(&headers) {
        return StatusCode::UNAUTHORIZED;
    }
    if e.no_delete {
        return StatusCode::METHOD_NOT_ALLOWED;
    }
    e.deleted.lock().unwrap().push(path);
    StatusCode::NO_CONTENT
}

async fn endpoint(no_delete: bool) -> (SocketAddr, Endpoint) {
    let e = Endpoint {
        no_delete,
        ..Endpoint::default()
    };
    let app = Router::new()
        .route("/club/site/{*path}", put(store).delete(remove))
        .with_state(e.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        let _ = axum::serve(listener, app).await;
    });
    (addr, e)
}

fn destination(addr: SocketAddr, token: &str) -> Destination {
    let mut d =
        Destination::parse(&format!("http://127.0.0.1:{}/club/site/", addr.port())).unwrap();
    d.token = Some(Secret::new(token));
    d
}

fn site() -> Vec<UploadFile> {
    vec![
        UploadFile::new("index.html", "<h1>Open</h1>"),
        UploadFile::new("round/index.html", "<h1>Rounds</h1>"),
        UploadFile::new("round/1.html", "<p>round 1</p>"),
        UploadFile::new("style.css", "body{}"),
        UploadFile::new("players/Zoë Ünal.html", "Zoë"),
        UploadFile::new("open.trf", "012 Open"),
        UploadFile::new("logo.png", vec![0x89, b'P', b'N', b'G', 0, 1, 2]),
    ]
}

async fn bounded<T>(f: impl std::future::Future<Output = T>) -> T {
    tokio::time::timeout(Duration::from_secs(60), f)
        .await
        .expect("the test took longer than a minute")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_file_arrives_with_its_type_and_the_index_last() {
    let (addr, e) = endpoint(false).await;
    let files = site();
    let report = bounded(upload(&destination(addr, TOKEN), files.clone()))
        .await
        .unwrap();
    assert_eq!(report.files, files.len());
    assert_eq!(report.directories_created, 0);
    assert_eq!(
        report.destination,
        format!("http://127.0.0.1:{}/club/site", addr.port())
    );
    let got = e.files.lock().unwrap().clone();
    assert_eq!(got.len(), files.len());
    for f in &files {
        let r = got
            .iter()
            .find(|r| r.path == f.path)
            .unwrap_or_else(|| panic!("{} did not arrive: {got:?}", f.path));
        assert_eq!(r.bytes, f.bytes, "{}", f.path);
    }
    let kind = |p: &str| {
        got.iter()
            .find(|r| r.path == p)
            .unwrap()
            .content_type
            .clone()
    };
    assert_eq!(kind("index.html"), "text/html; charset=utf-8");
    assert_eq!(kind("style.css"), "text/css; charset=utf-8");
    assert_eq!(kind("open.trf"), "text/plain; charset=utf-8");
    assert_eq!(kind("logo.png"), "image/png");
    let order: Vec<&str> = got.iter().map(|r| r.path.as_str()).collect();
    assert_eq!(order[order.len() - 2..], ["round/index.html", "index.html"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_token_fails_naming_the_file() {
    let (addr, e) = endpoint(false).await;
    let err = bounded(upload(&destination(addr, "guessed"), site()))
        .await
        .unwrap_err();
    let m = err.to_string();
    assert!(
        matches!(&err, UploadError::File { path, .. } if path == "round/1.html"),
        "{m}"
    );
    assert!(m.contains("refused the token") && m.contains("401"), "{m}");
    assert!(
        m.contains("unknown token"),
        "the endpoint's words are quoted: {m}"
    );
    assert!(!m.contains("guessed"), "the token is never shown: {m}");
    assert!(e.files.lock().unwrap().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_probe_is_written_and_removed() {
    let (addr, e) = endpoint(false).await;
    let p = bounded(probe(&destination(addr, TOKEN))).await.unwrap();
    assert_eq!(p.left_behind, None);
    assert!(p.file.starts_with(".arbiter-probe-") && p.file.ends_with(".txt"));
    assert_eq!(e.files.lock().unwrap()[0].path, p.file);
    assert_eq!(*e.deleted.lock().unwrap(), vec![p.file.clone()]);

    let (addr, _) = endpoint(true).await;
    let p = bounded(probe(&destination(addr, TOKEN))).await.unwrap();
    assert!(p.left_behind.unwrap().contains("405"));

    let e = bounded(probe(&destination(addr, "wrong")))
        .await
        .unwrap_err();
    assert!(e.to_string().contains("refused the token"), "{e}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_endpoint_that_is_not_there_fails_naming_the_first_file() {
    // A port just released: nothing listens there.
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let mut d = Destination::parse(&format!("http://127.0.0.1:{port}/x")).unwrap();
    d.token = Some(Secret::new(TOKEN));
    let e = bounded(upload(&d, site())).await.unwrap_err();
    assert!(
        matches!(&e, UploadError::File { path, .. } if path == "round/1.html"),
        "{e}"
    );
}
