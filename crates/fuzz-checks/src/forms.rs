//! Any bytes as what a browser or a program posts to the server: a desk form (with the
//! session cookie and a valid CSRF token, so that the fields are read) or a JSON body of
//! the API (with an arbiter's token), to any route that changes an event. The first byte
//! picks the route, the next three its path's numbers (a player's rank, a round, a board,
//! a team, an action), the rest is the body. The request goes through the whole router
//! on a SQLite store: whatever the body, the answer is a success or a refusal (4xx),
//! never a server error (5xx) and never a panic.
//!
//! The routes that delete, rename or purge an event, and those for accounts and tokens,
//! are left out: they would take the event away from the next inputs. The event is made
//! again from scratch when its log has grown long, and the events the inputs create are
//! deleted and purged every 32 inputs, so that one input's cost stays small.

use axum::body::Body;
use axum::http::{Method, Request, header};
use percent_encoding::{NON_ALPHANUMERIC, utf8_percent_encode};
use std::sync::OnceLock;
use tower::ServiceExt;

const PASSWORD: &str = "a fuzzing password";

/// A route: its method, its path with `{a}`, `{b}` for numbers from the input, and how
/// its body is sent.
struct Route {
    method: Method,
    path: &'static str,
    form: bool,
}

const fn form(path: &'static str) -> Route {
    Route {
        method: Method::POST,
        path,
        form: true,
    }
}

const fn api(method: Method, path: &'static str) -> Route {
    Route {
        method,
        path,
        form: false,
    }
}

/// Every route that changes the event, but those that take it away.
fn routes() -> Vec<Route> {
    vec![
        form("/admin/events"),
        form("/admin/e/fz/settings"),
        form("/admin/e/fz/players"),
        form("/admin/e/fz/players/import"),
        form("/admin/e/fz/players/{a}/edit"),
        form("/admin/e/fz/players/{a}/{action}"),
        form("/admin/e/fz/availability"),
        form("/admin/e/fz/close"),
        form("/admin/e/fz/reopen"),
        form("/admin/e/fz/pair"),
        form("/admin/e/fz/pair/auto"),
        form("/admin/e/fz/round/{a}/result"),
        form("/admin/e/fz/undo"),
        form("/admin/e/fz/move"),
        form("/admin/e/fz/teams"),
        form("/admin/e/fz/teams/{a}/edit"),
        form("/admin/e/fz/lineups"),
        form("/admin/e/fz/forfeit"),
        form("/admin/e/fz/ratings"),
        form("/admin/e/fz/publishing"),
        form("/captain/e/fz/lineups"),
        api(Method::POST, "/api/events"),
        api(Method::PUT, "/api/events/fz/settings"),
        api(Method::POST, "/api/events/fz/players"),
        api(Method::POST, "/api/events/fz/players/import"),
        api(Method::PUT, "/api/events/fz/players/{a}"),
        api(Method::POST, "/api/events/fz/players/{a}/withdraw"),
        api(Method::POST, "/api/events/fz/players/{a}/reenter"),
        api(Method::PUT, "/api/events/fz/availability"),
        api(Method::POST, "/api/events/fz/close"),
        api(Method::POST, "/api/events/fz/reopen"),
        api(Method::POST, "/api/events/fz/pairing/check"),
        api(Method::POST, "/api/events/fz/pairing/auto"),
        api(Method::POST, "/api/events/fz/rounds"),
        api(Method::PUT, "/api/events/fz/rounds/{a}"),
        api(Method::DELETE, "/api/events/fz/rounds/{a}"),
        api(Method::PUT, "/api/events/fz/rounds/{a}/boards/{b}"),
        api(Method::PUT, "/api/events/fz/rounds/{a}/results"),
        api(Method::POST, "/api/events/fz/teams"),
        api(Method::POST, "/api/events/fz/lineups"),
        api(Method::POST, "/api/events/fz/matches/forfeit"),
    ]
}

/// The actions of a player's row on the desk.
const ACTIONS: [&str; 4] = ["withdraw", "reenter", "remove", "absent"];

struct Harness {
    rt: tokio::runtime::Runtime,
    router: axum::Router,
    routes: Vec<Route>,
    /// The desk's session cookie and its CSRF token.
    session: String,
    csrf: String,
    /// The administrator's API token, as an `Authorization` value.
    bearer: String,
    /// Inputs since the event was last checked.
    count: std::sync::atomic::AtomicU32,
    _dir: tempfile::TempDir,
}

/// Sends a request; the status and the body.
async fn send(router: &axum::Router, req: Request<Body>) -> (u16, String) {
    let res = router
        .clone()
        .oneshot(req)
        .await
        .expect("the router answers");
    let status = res.status().as_u16();
    let bytes = axum::body::to_bytes(res.into_body(), 1 << 24)
        .await
        .expect("a body");
    (status, String::from_utf8_lossy(&bytes).into_owned())
}

/// The value of the hidden input `name` in a page.
fn hidden(page: &str, name: &str) -> String {
    let key = format!("name=\"{name}\" value=\"");
    let at = page.find(&key).expect("a hidden field") + key.len();
    page[at..].split('"').next().unwrap_or_default().to_string()
}

/// The first `name=value` of the cookie `name` a response sets.
fn cookie(headers: &axum::http::HeaderMap, name: &str) -> String {
    headers
        .get_all(header::SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|c| c.starts_with(&format!("{name}=")))
        .and_then(|c| c.split(';').next())
        .expect("the cookie")
        .to_string()
}

/// A request to the API with the administrator's token and a JSON body.
fn api_request(method: Method, path: &str, bearer: &str, body: String) -> Request<Body> {
    Request::builder()
        .method(method)
        .uri(path)
        .header(header::AUTHORIZATION, bearer)
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(body))
        .expect("a request")
}

/// Deletes and purges every event but `fz`. Two routes create events under names from
/// the input; left to pile up, they would slow every later input, as listings and the
/// desk's home page, the answer to one of those routes, hold them all.
async fn clear_others(router: &axum::Router, bearer: &str) {
    let list = Request::get("/api/events")
        .header(header::AUTHORIZATION, bearer)
        .body(Body::empty())
        .expect("a request");
    let (s, b) = send(router, list).await;
    assert_eq!(s, 200, "the listing: {b}");
    let events: serde_json::Value = serde_json::from_str(&b).expect("a JSON listing");
    let names = events
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|e| e["name"].as_str())
        .filter(|n| *n != "fz");
    for name in names {
        let at = format!(
            "/api/events/{}",
            utf8_percent_encode(name, NON_ALPHANUMERIC)
        );
        for (method, path) in [
            (Method::DELETE, at.clone()),
            (Method::POST, format!("{at}/purge")),
        ] {
            let (s, b) = send(
                router,
                api_request(method.clone(), &path, bearer, String::new()),
            )
            .await;
            assert!(s < 500, "{method} {path} ({name:?}): {s} {b}");
        }
    }
}

/// The event from scratch: 16 players, registration closed, round 1 paired.
async fn make_event(router: &axum::Router, bearer: &str) {
    let json = |method: Method, path: &str, body: String| api_request(method, path, bearer, body);
    let _ = send(
        router,
        json(Method::DELETE, "/api/events/fz", String::new()),
    )
    .await;
    let _ = send(
        router,
        json(Method::POST, "/api/events/fz/purge", String::new()),
    )
    .await;
    let create =
        r#"{"name": "fz", "settings": {"name": "Fuzz Open", "system": "dutch", "rounds": 5}}"#;
    let (s, b) = send(
        router,
        json(Method::POST, "/api/events", create.to_string()),
    )
    .await;
    assert_eq!(s, 201, "{b}");
    let players: Vec<String> = (0..16)
        .map(|i| {
            format!(
                r#"{{"name": "Player, {i:02}", "rating": {}}}"#,
                2200 - 10 * i
            )
        })
        .collect();
    let path = "/api/events/fz/players";
    let (s, b) = send(
        router,
        json(Method::POST, path, format!("[{}]", players.join(","))),
    )
    .await;
    assert_eq!(s, 200, "{b}");
    for path in ["/api/events/fz/close", "/api/events/fz/pairing/auto"] {
        let (s, b) = send(router, json(Method::POST, path, String::new())).await;
        assert!(s < 300, "{path}: {s} {b}");
    }
}

fn harness() -> &'static Harness {
    static H: OnceLock<Harness> = OnceLock::new();
    H.get_or_init(|| {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime");
        let dir = tempfile::tempdir().expect("a directory");
        let db = dir.path().join("fuzz.db");
        let location = db.to_str().expect("a path").to_string();
        let (router, session, csrf, bearer) = rt.block_on(async {
            let server =
                arbiter_server::Server::open(&location, arbiter_server::Options::default())
                    .await
                    .expect("a server");
            let acc = server.accounts();
            acc.add_user("boss", arbiter_server::Role::Admin, PASSWORD)
                .await
                .expect("an administrator");
            let bearer = format!(
                "Bearer {}",
                acc.create_token("boss", "fuzz").await.expect("a token")
            );
            let router = server.router();
            // Log in as a browser does: the login page's cookie and token, then the form.
            let res = router
                .clone()
                .oneshot(
                    Request::get("/login")
                        .body(Body::empty())
                        .expect("a request"),
                )
                .await
                .expect("the login page");
            let login_cookie = cookie(res.headers(), "arbiter_login_csrf");
            let page = axum::body::to_bytes(res.into_body(), 1 << 24)
                .await
                .expect("a page");
            let body = format!(
                "csrf={}&login=boss&password={}",
                hidden(&String::from_utf8_lossy(&page), "csrf"),
                PASSWORD.replace(' ', "+")
            );
            let res = router
                .clone()
                .oneshot(
                    Request::post("/login")
                        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
                        .header(header::COOKIE, &login_cookie)
                        .body(Body::from(body))
                        .expect("a request"),
                )
                .await
                .expect("a login");
            let session = cookie(res.headers(), "arbiter_session");
            let home = Request::get("/admin")
                .header(header::COOKIE, &session)
                .body(Body::empty())
                .expect("a request");
            let (_, page) = send(&router, home).await;
            let csrf = hidden(&page, "csrf");
            make_event(&router, &bearer).await;
            // The server must outlive the router's use of its store.
            std::mem::forget(server);
            (router, session, csrf, bearer)
        });
        Harness {
            rt,
            router,
            routes: routes(),
            session,
            csrf,
            bearer,
            count: std::sync::atomic::AtomicU32::new(0),
            _dir: dir,
        }
    })
}

/// The event's version, by the API.
async fn version(router: &axum::Router, bearer: &str) -> u64 {
    let req = Request::get("/api/events/fz")
        .header(header::AUTHORIZATION, bearer)
        .body(Body::empty())
        .expect("a request");
    let (status, body) = send(router, req).await;
    if status != 200 {
        return u64::MAX;
    }
    serde_json::from_str::<serde_json::Value>(&body)
        .ok()
        .and_then(|v| v["version"].as_u64())
        .unwrap_or(u64::MAX)
}

/// Checks one input of the target; panics when a property fails.
pub fn check(data: &[u8]) {
    let h = harness();
    let [pick, a, b, action, body @ ..] = data else {
        return;
    };
    let route = &h.routes[usize::from(*pick) % h.routes.len()];
    let path = route
        .path
        .replace("{a}", &a.to_string())
        .replace("{b}", &b.to_string())
        .replace("{action}", ACTIONS[usize::from(*action) % ACTIONS.len()]);
    let request = if route.form {
        // A valid token first: the fields are read. (A second `csrf` in the input is a
        // repeated field, refused like any other bad form.)
        let mut form = format!("csrf={}&", h.csrf).into_bytes();
        form.extend_from_slice(body);
        Request::builder()
            .method(route.method.clone())
            .uri(&path)
            .header(header::COOKIE, &h.session)
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .body(Body::from(form))
    } else {
        Request::builder()
            .method(route.method.clone())
            .uri(&path)
            .header(header::AUTHORIZATION, &h.bearer)
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(body.to_vec()))
    }
    .expect("a request");
    h.rt.block_on(async {
        let (status, answer) = send(&h.router, request).await;
        assert!(
            status < 500,
            "{} {path}: {status} {answer}\nbody: {:?}",
            route.method,
            String::from_utf8_lossy(body)
        );
        // Every mutating request reads the whole log back from the store, so a short log
        // keeps each input cheap; 100 entries still hold several paired and played rounds.
        let n = h.count.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        if n % 32 == 31 {
            clear_others(&h.router, &h.bearer).await;
            if version(&h.router, &h.bearer).await > 100 {
                make_event(&h.router, &h.bearer).await;
            }
        }
    });
}
