//! HTTP tests of the statistics page and its plots, the player card's plot, the game
//! downloads and the desk's PGN upload, against the router (no socket).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use arbiter_event::{Board, Event, PlayerData, Settings};
use arbiter_server::{Options, Role, Server};
use arbiter_store::EventStore;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use tower::ServiceExt;

const PASSWORD: &str = "a good password";
const NASTY: &str = "<script>alert(1)</script> & \"Co\"";

struct Env {
    _dir: tempfile::TempDir,
    server: Server,
}

struct Answer {
    status: StatusCode,
    headers: axum::http::HeaderMap,
    text: String,
}

async fn env() -> Env {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("arbiter.db");
    let server = Server::open(db.to_str().unwrap(), Options::default())
        .await
        .unwrap();
    server
        .accounts()
        .add_user("boss", Role::Admin, PASSWORD)
        .await
        .unwrap();
    server
        .accounts()
        .add_user("ana", Role::Arbiter, PASSWORD)
        .await
        .unwrap();
    server
        .accounts()
        .set_events("ana", &["other".to_string()])
        .await
        .unwrap();
    Env { _dir: dir, server }
}

async fn send(env: &Env, req: Request<Body>) -> Answer {
    let res = env.server.router().oneshot(req).await.unwrap();
    let status = res.status();
    let headers = res.headers().clone();
    let bytes = res.into_body().collect().await.unwrap().to_bytes();
    Answer {
        status,
        headers,
        text: String::from_utf8_lossy(&bytes).into_owned(),
    }
}

async fn get(env: &Env, path: &str) -> Answer {
    send(env, Request::get(path).body(Body::empty()).unwrap()).await
}

fn player(name: &str, rating: Option<u16>, fide_id: Option<u64>) -> Event {
    Event::PlayerRegistered {
        player: PlayerData {
            name: name.into(),
            rating,
            fide_id,
            ..PlayerData::default()
        },
    }
}

/// Four players, round 1 played (1-0 and ½-½), round 2 paired.
async fn stored_event(env: &Env, name: &str) {
    let events = vec![
        Event::TournamentCreated {
            settings: Settings {
                name: "Plot Open".into(),
                system: "dutch".into(),
                rounds: 3,
                ..Settings::default()
            },
        },
        player("Alpha, Al", Some(2100), Some(1_000_001)),
        player(NASTY, Some(1900), Some(1_000_002)),
        player("Gamma, Gus", Some(1800), None),
        player("Delta, Dé", None, None),
        Event::RegistrationClosed {
            order: vec![1, 2, 3, 4],
        },
        Event::RoundPaired {
            round: 1,
            engine: "dutch".into(),
            version: "test".into(),
            boards: vec![
                Board {
                    white: 1,
                    black: 3,
                    handicap: 0,
                },
                Board {
                    white: 4,
                    black: 2,
                    handicap: 0,
                },
            ],
            bye: None,
            overridden: Vec::new(),
        },
        Event::ResultSet {
            round: 1,
            board: 1,
            result: "1-0".into(),
        },
        Event::ResultSet {
            round: 1,
            board: 2,
            result: "1/2".into(),
        },
        Event::RoundPaired {
            round: 2,
            engine: "dutch".into(),
            version: "test".into(),
            boards: vec![
                Board {
                    white: 2,
                    black: 1,
                    handicap: 0,
                },
                Board {
                    white: 3,
                    black: 4,
                    handicap: 0,
                },
            ],
            bye: None,
            overridden: Vec::new(),
        },
    ];
    let store = env.server.store();
    store.create(name, "test", &events[0]).await.unwrap();
    store.append(name, 1, "test", &events[1..]).await.unwrap();
}

#[tokio::test]
async fn the_statistics_page_and_its_plots_answer() {
    let env = env().await;
    stored_event(&env, "open").await;

    let page = get(&env, "/e/open/stats?lang=fr").await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.text);
    assert!(page.text.contains("<h2>Statistiques</h2>"), "{}", page.text);
    for file in ["rating.svg", "performance.svg", "groups.svg"] {
        assert!(page.text.contains(&format!("src=\"/e/open/plot/{file}\"")));
        let svg = get(&env, &format!("/e/open/plot/{file}?lang=fr")).await;
        assert_eq!(svg.status, StatusCode::OK);
        assert_eq!(
            svg.headers[header::CONTENT_TYPE],
            "image/svg+xml; charset=utf-8"
        );
        assert!(svg.text.starts_with("<svg") && svg.text.contains("role=\"img\""));
        let title = match file {
            "rating.svg" => "<title>Répartition des classements Elo</title>",
            "performance.svg" => "<title>Performance selon l&apos;Elo</title>",
            _ => "<title>Groupes de points par ronde</title>",
        };
        assert!(svg.text.contains(title), "{}", svg.text);
    }
    // The browser's language when none is asked for.
    let req = Request::get("/e/open/plot/rating.svg")
        .header(header::ACCEPT_LANGUAGE, "de-CH, en;q=0.5")
        .body(Body::empty())
        .unwrap();
    let de = send(&env, req).await;
    assert!(de.text.contains("Verteilung der Elo-Zahlen"));
    // Unchanged versions are not sent again.
    let tag = de.headers[header::ETAG].to_str().unwrap().to_string();
    let req = Request::get("/e/open/plot/rating.svg")
        .header(header::ACCEPT_LANGUAGE, "de")
        .header(header::IF_NONE_MATCH, &tag)
        .body(Body::empty())
        .unwrap();
    assert_eq!(send(&env, req).await.status, StatusCode::NOT_MODIFIED);

    assert_eq!(
        get(&env, "/e/open/plot/other.svg").await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        get(&env, "/e/none/stats").await.status,
        StatusCode::NOT_FOUND
    );
    // The overview links the page.
    assert!(
        get(&env, "/e/open")
            .await
            .text
            .contains("href=\"/e/open/stats\"")
    );
}

#[tokio::test]
async fn the_player_plot_escapes_the_name() {
    let env = env().await;
    stored_event(&env, "open").await;
    let svg = get(&env, "/e/open/player/2/plot.svg").await;
    assert_eq!(svg.status, StatusCode::OK);
    assert_eq!(
        svg.headers[header::CONTENT_TYPE],
        "image/svg+xml; charset=utf-8"
    );
    assert!(!svg.text.contains("<script>"), "{}", svg.text);
    assert!(
        svg.text
            .contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;")
    );
    // The card shows it, its alternative text escaped too.
    let card = get(&env, "/e/open/player/2").await;
    assert!(
        card.text.contains("src=\"/e/open/player/2/plot.svg\""),
        "{}",
        card.text
    );
    assert!(!card.text.contains("<script>alert"));
    assert_eq!(
        get(&env, "/e/open/player/9/plot.svg").await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        get(&env, "/e/open/player/0/plot.svg").await.status,
        StatusCode::NOT_FOUND
    );
}

/// A form with a file, as a browser sends it.
fn multipart(fields: &[(&str, &str)], file: Option<(&str, &str)>) -> (String, String) {
    let boundary = "----arbiter-test-boundary";
    let mut body = String::new();
    for (k, v) in fields {
        body.push_str(&format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"{k}\"\r\n\r\n{v}\r\n"
        ));
    }
    if let Some((name, text)) = file {
        body.push_str(&format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"pgn\"; filename=\"{name}\"\r\nContent-Type: application/x-chess-pgn\r\n\r\n{text}\r\n"
        ));
    }
    body.push_str(&format!("--{boundary}--\r\n"));
    (format!("multipart/form-data; boundary={boundary}"), body)
}

async fn upload(env: &Env, login: Option<&str>, csrf: Option<&str>, file: (&str, &str)) -> Answer {
    let mut session = None;
    let mut token = String::new();
    if let Some(login) = login {
        let (id, c) = env.server.accounts().open_session(login).await.unwrap();
        session = Some(id);
        token = c;
    }
    let csrf = csrf.unwrap_or(&token).to_string();
    let (kind, body) = multipart(&[("csrf", &csrf), ("round", "1")], Some(file));
    let mut req = Request::post("/admin/e/open/games").header(header::CONTENT_TYPE, kind);
    if let Some(id) = session {
        req = req.header(header::COOKIE, format!("arbiter_session={id}"));
    }
    send(env, req.body(Body::from(body)).unwrap()).await
}

const PLAYED: &str = "[Event \"Plot Open\"]\n[Round \"1.2\"]\n[White \"Delta, De\"]\n[Black \"<script>alert(1)</script> & \\\"Co\\\"\"]\n[Result \"1/2-1/2\"]\n\n1. e4 c5 2. Nf3 d6 {Najdorf next} 1/2-1/2\n\n[Round \"1.1\"]\n[White \"Alpha, Al\"]\n[Black \"Gamma, Gus\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n[Round \"3.1\"]\n[White \"X\"]\n[Black \"Y\"]\n\n*\n";

#[tokio::test]
async fn the_desk_uploads_games_and_the_card_links_them() {
    let env = env().await;
    stored_event(&env, "open").await;
    let file = ("round1.pgn", PLAYED);
    // A session, its CSRF token and the right to change the event, first.
    assert_eq!(
        upload(&env, None, Some("x"), file).await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        upload(&env, Some("boss"), Some("forged"), file)
            .await
            .status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        upload(&env, Some("ana"), None, file).await.status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        get(&env, "/e/open/game/1/2.pgn").await.status,
        StatusCode::NOT_FOUND
    );

    let page = upload(&env, Some("boss"), None, file).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.text);
    let t = &page.text;
    assert!(t.contains("Games of round1.pgn"), "{t}");
    assert!(
        t.contains("attached to round 1, board 2, by its Round tag"),
        "{t}"
    );
    // The second game says 0-1; 1-0 is entered and stays.
    assert!(
        t.contains("Warning: the game says 0-1 but 1-0 is entered; the entered result is kept"),
        "{t}"
    );
    assert!(t.contains("not attached: round 3 is not paired"), "{t}");
    assert!(
        t.contains("Attached: 2. Unchanged: 0. Not attached: 1."),
        "{t}"
    );
    assert!(!t.contains("<script>alert"), "{t}");
    assert!(t.contains("href=\"/admin/e/open/round/1\""));

    // The game, as a download.
    let g = get(&env, "/e/open/game/1/2.pgn").await;
    assert_eq!(g.status, StatusCode::OK);
    assert_eq!(
        g.headers[header::CONTENT_TYPE],
        "application/x-chess-pgn; charset=utf-8"
    );
    assert_eq!(
        g.headers[header::CONTENT_DISPOSITION],
        "attachment; filename=\"open-r1-b2.pgn\""
    );
    assert!(g.text.starts_with("[Event \"Plot Open\"]\n[Round \"1.2\"]"));
    assert!(g.text.ends_with("{Najdorf next} 1/2-1/2\n"));
    for missing in [
        "/e/open/game/2/1.pgn",
        "/e/open/game/1/3.pgn",
        "/e/open/game/1/x.pgn",
        "/e/open/game/1/1.txt",
    ] {
        assert_eq!(
            get(&env, missing).await.status,
            StatusCode::NOT_FOUND,
            "{missing}"
        );
    }
    // The cards of both players link it; the result entered is unchanged.
    for rank in [2, 4] {
        let card = get(&env, &format!("/e/open/player/{rank}")).await;
        assert!(
            card.text.contains("href=\"/e/open/game/1/2.pgn\""),
            "{}",
            card.text
        );
    }
    let round = get(&env, "/e/open/round/1").await;
    assert!(round.text.contains("1-0"));

    // Strict: the game whose result disagrees is refused.
    let (kind, body) = {
        let (id, csrf) = env.server.accounts().open_session("boss").await.unwrap();
        let (kind, body) = multipart(
            &[("csrf", &csrf), ("round", "1"), ("strict", "1")],
            Some(("again.pgn", PLAYED)),
        );
        (format!("{kind}\n{id}"), body)
    };
    let (kind, id) = kind.split_once('\n').unwrap();
    let req = Request::post("/admin/e/open/games")
        .header(header::CONTENT_TYPE, kind)
        .header(header::COOKIE, format!("arbiter_session={id}"))
        .body(Body::from(body))
        .unwrap();
    let strict = send(&env, req).await;
    assert!(
        strict
            .text
            .contains("already recorded for round 1, board 2: unchanged"),
        "{}",
        strict.text
    );
    assert!(
        strict
            .text
            .contains("refused for round 1, board 1 (strict import)"),
        "{}",
        strict.text
    );

    // A file that does not read: where, and nothing attached.
    let bad = upload(
        &env,
        Some("boss"),
        None,
        ("bad.pgn", "[Round \"1.1\"]\n1. e4 ("),
    )
    .await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        bad.text
            .contains("bad.pgn cannot be read: line 2, column 8"),
        "{}",
        bad.text
    );
}
