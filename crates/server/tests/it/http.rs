//! HTTP-level tests of the API, the UI's forms and the auth rules, against the router
//! (no socket) or a server bound to 127.0.0.1.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_server::{Options, Role, Server, api::ROUTES};
use arbiter_store::EventStore;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use serde_json::{Value, json};
use std::collections::BTreeSet;
use tower::ServiceExt;

struct Env {
    _dir: tempfile::TempDir,
    server: Server,
    admin: String,
    limited: String,
}

const PASSWORD: &str = "a good password";

async fn env() -> Env {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("arbiter.db");
    let server = Server::open(db.to_str().unwrap(), Options::default())
        .await
        .unwrap();
    let acc = server.accounts();
    acc.add_user("boss", Role::Admin, PASSWORD).await.unwrap();
    acc.add_user("ana", Role::Arbiter, PASSWORD).await.unwrap();
    acc.set_events("ana", &["other".to_string()]).await.unwrap();
    let admin = acc.create_token("boss", "test").await.unwrap();
    let limited = acc.create_token("ana", "test").await.unwrap();
    Env {
        _dir: dir,
        server,
        admin,
        limited,
    }
}

struct Answer {
    status: StatusCode,
    headers: axum::http::HeaderMap,
    text: String,
}

impl Answer {
    fn json(&self) -> Value {
        serde_json::from_str(&self.text).unwrap_or_else(|e| panic!("{e}: {}", self.text))
    }
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

async fn call(
    env: &Env,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> Answer {
    let mut b = Request::builder().method(method).uri(path);
    if let Some(t) = token {
        b = b.header(header::AUTHORIZATION, format!("Bearer {t}"));
    }
    let body = match body {
        Some(v) => {
            b = b.header(header::CONTENT_TYPE, "application/json");
            Body::from(v.to_string())
        }
        None => Body::empty(),
    };
    send(env, b.body(body).unwrap()).await
}

async fn log_len(env: &Env, name: &str) -> usize {
    env.server.store().load(name).await.unwrap().len()
}

/// A call with the admin's token that must answer `want`.
async fn admin_call(
    env: &Env,
    method: &str,
    path: &str,
    body: Option<Value>,
    want: StatusCode,
) -> Answer {
    let r = call(env, method, path, Some(&env.admin), body).await;
    assert_eq!(r.status, want, "{method} {path}: {}", r.text);
    r
}

/// Registers `players` in the event `name` and closes its registration.
async fn register_and_close(env: &Env, name: &str, players: Vec<Value>) {
    let path = format!("/api/events/{name}/players");
    admin_call(env, "POST", &path, Some(json!(players)), StatusCode::OK).await;
    let path = format!("/api/events/{name}/close");
    admin_call(env, "POST", &path, None, StatusCode::OK).await;
}

/// A five-round Dutch Swiss of eight players ("Player 1" to "Player 8", in rating
/// order), registration closed, nothing paired.
async fn closed_event(env: &Env, name: &str) {
    let settings = json!({"name": "Spring Open", "system": "dutch", "rounds": 5});
    let event = json!({"name": name, "settings": settings});
    admin_call(env, "POST", "/api/events", Some(event), StatusCode::CREATED).await;
    let players: Vec<Value> = (1..=8)
        .map(|i| json!({"name": format!("Player {i}"), "rating": 2000 - i * 10}))
        .collect();
    register_and_close(env, name, players).await;
}

/// An event with eight players, registration closed, round 1 paired with one result.
async fn running_event(env: &Env, name: &str) {
    closed_event(env, name).await;
    let pairing = json!({"text": "1-5, 6-2, 3-7, 8-4"});
    let path = format!("/api/events/{name}/rounds");
    admin_call(env, "POST", &path, Some(pairing), StatusCode::CREATED).await;
    enter_result(env, name, 1, "1-0").await;
}

/// Enters `result` on game `game` of round 1 of the event `name`.
async fn enter_result(env: &Env, name: &str, game: u64, result: &str) {
    let path = format!("/api/events/{name}/rounds/1/boards/{game}");
    let body = json!({ "result": result });
    admin_call(env, "PUT", &path, Some(body), StatusCode::OK).await;
}

/// A path of the route table with its parameters filled in.
fn concrete(path: &str, name: &str) -> String {
    path.replace("{name}", name)
        .replace("{rank}", "1")
        .replace("{round}", "1")
        .replace("{board}", "2")
        .replace("{number}", "1")
}

#[tokio::test]
async fn api_writes_without_credentials_are_refused_and_change_nothing() {
    let env = env().await;
    running_event(&env, "spring").await;
    let before = log_len(&env, "spring").await;
    let events_before = env.server.store().list().await.unwrap().len();
    let body = json!({"name": "x", "settings": {"name": "X", "system": "dutch", "rounds": 1}, "result": "1-0", "text": "1-2", "player": 1, "round": 2, "status": "absent"});
    for (method, path) in ROUTES {
        if *method == "get" && !path.ends_with("/log") && !path.ends_with("/explanation") {
            continue;
        }
        let p = concrete(path, "spring");
        let m = method.to_ascii_uppercase();
        let none = call(&env, &m, &p, None, Some(body.clone())).await;
        assert_eq!(
            none.status,
            StatusCode::UNAUTHORIZED,
            "{m} {p}: {}",
            none.text
        );
        assert_eq!(
            none.headers.get(header::WWW_AUTHENTICATE).unwrap(),
            "Bearer"
        );
        let bad = call(&env, &m, &p, Some("arb_0000"), Some(body.clone())).await;
        assert_eq!(bad.status, StatusCode::UNAUTHORIZED, "{m} {p}");
        if *path != "/api/events" {
            // An arbiter limited to another event.
            let other = call(&env, &m, &p, Some(&env.limited), Some(body.clone())).await;
            assert_eq!(
                other.status,
                StatusCode::FORBIDDEN,
                "{m} {p}: {}",
                other.text
            );
        } else {
            let other = call(&env, &m, &p, Some(&env.limited), Some(body.clone())).await;
            assert_eq!(
                other.status,
                StatusCode::FORBIDDEN,
                "a limited arbiter creates no event"
            );
        }
    }
    assert_eq!(log_len(&env, "spring").await, before);
    assert_eq!(
        env.server.store().list().await.unwrap().len(),
        events_before
    );
}

/// Posts the login form for `user`; returns the answer (a redirect) and the session's
/// `Set-Cookie` value.
async fn post_login(env: &Env, user: &str, forwarded_https: bool) -> (Answer, String) {
    let page = send(env, Request::get("/login").body(Body::empty()).unwrap()).await;
    let set = page
        .headers
        .get(header::SET_COOKIE)
        .unwrap()
        .to_str()
        .unwrap()
        .to_string();
    let login_cookie = set.split(';').next().unwrap().to_string();
    let csrf = field(&page.text, "csrf");
    let mut b = Request::post("/login")
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .header(header::COOKIE, &login_cookie);
    if forwarded_https {
        b = b.header("x-forwarded-proto", "https");
    }
    let body = format!(
        "csrf={csrf}&login={user}&password={}",
        PASSWORD.replace(' ', "+")
    );
    let r = send(env, b.body(Body::from(body)).unwrap()).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    let cookie = r
        .headers
        .get_all(header::SET_COOKIE)
        .iter()
        .map(|v| v.to_str().unwrap().to_string())
        .find(|c| c.starts_with("arbiter_session="))
        .unwrap();
    (r, cookie)
}

/// Logs in through the form; returns the session cookie and the session's CSRF token.
async fn login(env: &Env, user: &str, forwarded_https: bool) -> (String, String) {
    let (_, cookie) = post_login(env, user, forwarded_https).await;
    assert!(cookie.contains("HttpOnly"));
    assert!(cookie.contains("SameSite=Strict"));
    assert_eq!(cookie.contains("Secure"), forwarded_https);
    let session = cookie.split(';').next().unwrap().to_string();
    let home = get_with_cookie(env, "/admin", &session).await;
    assert_eq!(home.status, StatusCode::OK);
    (session, field(&home.text, "csrf"))
}

/// The value of the first hidden input named `name`.
fn field(html: &str, name: &str) -> String {
    let key = format!("name=\"{name}\" value=\"");
    let start = html
        .find(&key)
        .unwrap_or_else(|| panic!("no {name} in {html}"))
        + key.len();
    html[start..].split('"').next().unwrap().to_string()
}

async fn form(env: &Env, path: &str, cookie: Option<&str>, body: &str) -> Answer {
    let mut b =
        Request::post(path).header(header::CONTENT_TYPE, "application/x-www-form-urlencoded");
    if let Some(c) = cookie {
        b = b.header(header::COOKIE, c);
    }
    send(env, b.body(Body::from(body.to_string())).unwrap()).await
}

const UI_POSTS: &[&str] = &[
    "/admin/events",
    "/admin/users",
    "/admin/users/token",
    "/admin/e/spring/settings",
    "/admin/e/spring/players",
    "/admin/e/spring/players/import",
    "/admin/e/spring/players/2/withdraw",
    "/admin/e/spring/players/2/reenter",
    "/admin/e/spring/players/2/remove",
    "/admin/e/spring/availability",
    "/admin/e/spring/constraints/prohibit",
    "/admin/e/spring/constraints/accelerate",
    "/admin/e/spring/close",
    "/admin/e/spring/pair",
    "/admin/e/spring/pair/auto",
    "/admin/e/spring/round/1/result",
    "/admin/e/spring/undo",
    "/admin/e/spring/reopen",
    "/admin/e/spring/rename",
    "/admin/e/spring/delete",
    "/admin/e/spring/teams",
    "/admin/e/spring/teams/1/edit",
    "/admin/e/spring/lineups",
    "/admin/e/spring/forfeit",
    "/captain/e/spring/lineups",
    "/logout",
];

#[tokio::test]
async fn ui_forms_need_a_session_and_its_csrf_token() {
    let env = env().await;
    running_event(&env, "spring").await;
    let before = log_len(&env, "spring").await;
    let body = "name=x&title=X&rounds=3&entry=2+1-0&boards=1-2&player=1&round=2&status=absent&csv=name%0AZed&login=z&role=admin&password=12345678";
    let (session, csrf) = login(&env, "boss", false).await;
    for path in UI_POSTS {
        let r = form(&env, path, None, body).await;
        assert_eq!(r.status, StatusCode::UNAUTHORIZED, "{path}");
        let r = form(&env, path, Some(&session), body).await;
        assert_eq!(r.status, StatusCode::FORBIDDEN, "{path} without CSRF token");
        let r = form(
            &env,
            path,
            Some(&session),
            &format!("{body}&csrf=x{}", &csrf[1..]),
        )
        .await;
        assert_eq!(
            r.status,
            StatusCode::FORBIDDEN,
            "{path} with a wrong CSRF token"
        );
    }
    // A bearer token is for the API, not for forms.
    let r = send(
        &env,
        Request::post("/admin/e/spring/close")
            .header(header::AUTHORIZATION, format!("Bearer {}", env.admin))
            .body(Body::from(body))
            .unwrap(),
    )
    .await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED);
    // A session writing to the API must send its CSRF token in a header.
    let r = send(
        &env,
        Request::put("/api/events/spring/rounds/1/boards/2")
            .header(header::COOKIE, &session)
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(r#"{"result":"1-0"}"#))
            .unwrap(),
    )
    .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    assert_eq!(log_len(&env, "spring").await, before);
    assert_eq!(env.server.accounts().users().await.unwrap().len(), 2);

    // A limited arbiter's session may not touch another event.
    let (s2, c2) = login(&env, "ana", false).await;
    let r = form(
        &env,
        "/admin/e/spring/round/1/result",
        Some(&s2),
        &format!("csrf={c2}&entry=2+1-0"),
    )
    .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    let r = send(
        &env,
        Request::get("/admin/e/spring")
            .header(header::COOKIE, &s2)
            .body(Body::empty())
            .unwrap(),
    )
    .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    let r = form(
        &env,
        "/admin/users",
        Some(&s2),
        &format!("csrf={c2}&login=x&role=admin&password=12345678"),
    )
    .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    assert_eq!(log_len(&env, "spring").await, before);

    // With the token, the same forms work: the session writes through the event log.
    let r = form(
        &env,
        "/admin/e/spring/round/1/result",
        Some(&session),
        &format!("csrf={csrf}&entry=2+1/2"),
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    let r = send(
        &env,
        Request::put("/api/events/spring/rounds/1/boards/3")
            .header(header::COOKIE, &session)
            .header("x-csrf-token", &csrf)
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(r#"{"result":"0-1"}"#))
            .unwrap(),
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let log = env.server.store().load("spring").await.unwrap();
    assert_eq!(log.len(), before + 2);
    assert_eq!(log.last().unwrap().actor, "boss");

    // Logging out ends the session.
    let r = form(&env, "/logout", Some(&session), &format!("csrf={csrf}")).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    let r = send(
        &env,
        Request::get("/admin")
            .header(header::COOKIE, &session)
            .body(Body::empty())
            .unwrap(),
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    assert_eq!(r.headers.get(header::LOCATION).unwrap(), "/login");
}

#[tokio::test]
async fn cookies_are_secure_behind_tls() {
    let env = env().await;
    login(&env, "boss", true).await;
}

#[tokio::test]
async fn login_is_rate_limited() {
    let env = env().await;
    let page = send(&env, Request::get("/login").body(Body::empty()).unwrap()).await;
    let cookie = page
        .headers
        .get(header::SET_COOKIE)
        .unwrap()
        .to_str()
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_string();
    let csrf = field(&page.text, "csrf");
    let attempt = |password: &'static str| {
        Request::post("/login")
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .header(header::COOKIE, cookie.clone())
            .body(Body::from(format!(
                "csrf={csrf}&login=boss&password={password}"
            )))
            .unwrap()
    };
    // Without the login form's token, nothing is even tried.
    let r = form(&env, "/login", None, "login=boss&password=x").await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    for _ in 0..5 {
        assert_eq!(
            send(&env, attempt("wrong")).await.status,
            StatusCode::UNAUTHORIZED
        );
    }
    let r = send(&env, attempt("a+good+password")).await;
    assert_eq!(
        r.status,
        StatusCode::TOO_MANY_REQUESTS,
        "the right password waits too"
    );
}

#[tokio::test]
async fn api_life_cycle() {
    let env = env().await;
    running_event(&env, "spring").await;
    let t = Some(env.admin.as_str());
    // Reads are public.
    let r = call(&env, "GET", "/api/events", None, None).await;
    assert_eq!(r.json()[0]["name"], "spring");
    let r = call(&env, "GET", "/api/events/spring/players", None, None).await;
    assert_eq!(r.json().as_array().unwrap().len(), 8);
    // Finish round 1.
    for (b, res) in [(2, "0-1"), (3, "="), (4, "1")] {
        let r = call(
            &env,
            "PUT",
            &format!("/api/events/spring/rounds/1/boards/{b}"),
            t,
            Some(json!({"result": res})),
        )
        .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    }
    // A result cannot be entered twice; it can be corrected.
    let r = call(
        &env,
        "PUT",
        "/api/events/spring/rounds/1/boards/4",
        t,
        Some(json!({"result": "0-1"})),
    )
    .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    let r = call(
        &env,
        "PUT",
        "/api/events/spring/rounds/1/boards/4",
        t,
        Some(json!({"result": "0-1", "correct": true})),
    )
    .await;
    assert_eq!(r.status, StatusCode::OK);
    assert_eq!(r.json()["boards"][3]["result"], "0-1");
    // The legality report: a rematch and an unpaired player.
    let r = call(
        &env,
        "POST",
        "/api/events/spring/pairing/check",
        t,
        Some(json!({"text": "5-1, 2-6, 3-4"})),
    )
    .await;
    let rep = r.json();
    assert_eq!(rep["round"], 2);
    let texts: Vec<&str> = rep["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["text"].as_str().unwrap())
        .collect();
    assert!(
        texts.contains(&"players 5 and 1 have already played each other"),
        "{texts:?}"
    );
    assert!(texts.iter().any(|t| t.contains("available but not paired")));
    assert_eq!(rep["acceptable"], true);
    // Refused unless accepted, and then logged.
    let pairing = json!({"text": "5-1, 2-6, 7-4, 8-3"});
    let before = log_len(&env, "spring").await;
    let r = call(
        &env,
        "POST",
        "/api/events/spring/rounds",
        t,
        Some(pairing.clone()),
    )
    .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(!r.json()["violations"].as_array().unwrap().is_empty());
    assert_eq!(log_len(&env, "spring").await, before);
    let mut accepted = pairing.clone();
    accepted["accept"] = json!(true);
    let r = call(&env, "POST", "/api/events/spring/rounds", t, Some(accepted)).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    assert!(
        !r.json()["accepted_violations"]
            .as_array()
            .unwrap()
            .is_empty()
    );
    // Structural problems are never accepted.
    let r = call(
        &env,
        "PUT",
        "/api/events/spring/rounds/2",
        t,
        Some(json!({"text": "1-2, 1-3", "accept": true})),
    )
    .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY);
    // Edit the pairing by hand, legally this time.
    let r = call(
        &env,
        "PUT",
        "/api/events/spring/rounds/2",
        t,
        Some(json!({"text": "5-2, 1-6, 7-4, 3-8"})),
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json()["engine"], "manual");
    // Automatic pairing waits for the pending results, and says so.
    let before = log_len(&env, "spring").await;
    let r = call(&env, "POST", "/api/events/spring/pairing/auto", t, None).await;
    assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.text);
    assert!(r.json()["error"].as_str().unwrap().contains("round 2"));
    assert_eq!(log_len(&env, "spring").await, before);
    // Withdraw, availability, undo.
    let r = call(
        &env,
        "POST",
        "/api/events/spring/players/8/withdraw",
        t,
        Some(json!({"from_round": 3})),
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let r = call(
        &env,
        "PUT",
        "/api/events/spring/availability",
        t,
        Some(json!({"player": 7, "round": 3, "status": "half_bye"})),
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let r = call(&env, "DELETE", "/api/events/spring/rounds/1", t, None).await;
    assert_eq!(
        r.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "only the last round"
    );
    let r = call(&env, "DELETE", "/api/events/spring/rounds/2", t, None).await;
    assert_eq!(r.status, StatusCode::OK);
    assert_eq!(r.json()["paired"], 1);
    // Standings, crosstable, card, log.
    let st = call(&env, "GET", "/api/events/spring/standings", None, None)
        .await
        .json();
    assert_eq!(st["tiebreaks"][0], "PTS");
    assert_eq!(st["rows"].as_array().unwrap().len(), 8);
    assert_eq!(st["rows"][0]["values"][0], "1.0");
    let ct = call(&env, "GET", "/api/events/spring/crosstable", None, None)
        .await
        .json();
    assert_eq!(ct["rows"][0]["cells"].as_array().unwrap().len(), 1);
    let card = call(&env, "GET", "/api/events/spring/players/1", None, None)
        .await
        .json();
    assert_eq!(card["rounds"][0]["opponent"], 5);
    assert_eq!(card["rounds"][0]["result"], "1");
    let log = call(&env, "GET", "/api/events/spring/log", t, None)
        .await
        .json();
    assert_eq!(log.as_array().unwrap().len(), log_len(&env, "spring").await);
    // Errors are JSON with a reason.
    let r = call(&env, "GET", "/api/events/nope/standings", None, None).await;
    assert_eq!(r.status, StatusCode::NOT_FOUND);
    assert!(r.json()["error"].as_str().unwrap().contains("nope"));
    let r = call(
        &env,
        "POST",
        "/api/events/spring/players",
        t,
        Some(json!({"nom": "x"})),
    )
    .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    // CSV import, as a late entry now.
    let r = send(
        &env,
        Request::post("/api/events/spring/players/import")
            .header(header::AUTHORIZATION, format!("Bearer {}", env.admin))
            .header(header::CONTENT_TYPE, "text/csv")
            .body(Body::from("name,rating\n\"Late, Lou\",1500\n"))
            .unwrap(),
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json()["players"], 9);
}

/// Start ranks of a round's boards as `(white, black)`.
fn boards_of(round: &Value) -> Vec<(u64, u64)> {
    round["boards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            (
                b["white"]["rank"].as_u64().unwrap(),
                b["black"]["rank"].as_u64().unwrap(),
            )
        })
        .collect()
}

fn unordered(pairs: &[(u64, u64)]) -> BTreeSet<(u64, u64)> {
    pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect()
}

/// Creates event `name` paired by `system`, registers `players` players rated from `top`
/// down by 25, and closes registration.
async fn open_event(
    env: &Env,
    name: &str,
    title: &str,
    system: &str,
    rounds: u16,
    players: i64,
    top: i64,
) {
    let t = Some(env.admin.as_str());
    let settings = json!({"name": title, "system": system, "rounds": rounds});
    let r = call(
        env,
        "POST",
        "/api/events",
        t,
        Some(json!({"name": name, "settings": settings})),
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let list: Vec<Value> = (0..players)
        .map(|k| json!({"name": format!("Player {k}"), "rating": top - 25 * k}))
        .collect();
    let path = format!("/api/events/{name}/players");
    call(env, "POST", &path, t, Some(json!(list))).await;
    call(env, "POST", &format!("/api/events/{name}/close"), t, None).await;
}

async fn enter_all_results(env: &Env, name: &str, round: &Value) {
    let no = round["round"].as_u64().unwrap();
    for (i, _) in boards_of(round).iter().enumerate() {
        let result = ["1-0", "0-1", "1/2"][i % 3];
        let r = call(
            env,
            "PUT",
            &format!("/api/events/{name}/rounds/{no}/boards/{}", i + 1),
            Some(&env.admin),
            Some(json!({ "result": result })),
        )
        .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    }
}

#[tokio::test]
async fn an_arbiter_pairs_rounds_automatically_with_the_dutch_engine() {
    let env = env().await;
    let t = Some(env.admin.as_str());
    let r = call(&env, "POST", "/api/events", t, Some(json!({"name": "auto", "settings": {"name": "Auto Open", "system": "dutch", "rounds": 4}}))).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let players: Vec<Value> = (1..=9)
        .map(|i| json!({"name": format!("Player {i}"), "rating": 2100 - i * 10}))
        .collect();
    let r = call(
        &env,
        "POST",
        "/api/events/auto/players",
        t,
        Some(json!(players)),
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);

    // Registration open: start ranks are not fixed, nothing is paired.
    let before = log_len(&env, "auto").await;
    let r = call(&env, "POST", "/api/events/auto/pairing/auto", t, None).await;
    assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.text);
    assert!(
        r.json()["error"]
            .as_str()
            .unwrap()
            .contains("registration is still open")
    );
    assert_eq!(log_len(&env, "auto").await, before);
    // Without credentials, or for an arbiter of another event: refused, nothing changes.
    let r = call(&env, "POST", "/api/events/auto/pairing/auto", None, None).await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED);
    let r = call(
        &env,
        "POST",
        "/api/events/auto/pairing/auto",
        Some(&env.limited),
        None,
    )
    .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    assert_eq!(log_len(&env, "auto").await, before);

    let r = call(&env, "POST", "/api/events/auto/close", t, None).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);

    // Round 1 of the Dutch system: the top half meets the bottom half, the last player
    // of an odd field gets the bye, and the engine says how it paired each bracket.
    let r = call(&env, "POST", "/api/events/auto/pairing/auto", t, None).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let r1 = r.json();
    assert_eq!(r1["round"], 1);
    assert!(
        r1["engine"].as_str().unwrap().contains("Dutch"),
        "{}",
        r1["engine"]
    );
    assert_eq!(
        unordered(&boards_of(&r1)),
        BTreeSet::from([(1, 5), (2, 6), (3, 7), (4, 8)])
    );
    assert_eq!(r1["byes"][0]["player"], 9);
    assert_eq!(r1["byes"][0]["kind"], "pairing");
    let x = &r1["explanation"];
    assert_eq!(x["round"], 1);
    assert_eq!(x["bye"]["rank"], 9);
    assert_eq!(x["bye"]["name"], "Player 9");
    let brackets = x["brackets"].as_array().unwrap();
    assert!(!brackets.is_empty());
    let pairs: usize = brackets
        .iter()
        .map(|b| b["pairs"].as_array().unwrap().len())
        .sum();
    assert_eq!(pairs, 4, "{x}");
    let log = call(&env, "GET", "/api/events/auto/log", t, None)
        .await
        .json();
    let last = log.as_array().unwrap().last().unwrap().to_string();
    assert!(last.contains("Dutch"), "the log names the engine: {last}");

    // Not again before the results are in.
    let r = call(&env, "POST", "/api/events/auto/pairing/auto", t, None).await;
    assert_eq!(r.status, StatusCode::CONFLICT);
    assert!(
        r.json()["error"]
            .as_str()
            .unwrap()
            .contains("without a result")
    );

    // Round 2: no rematch, nobody gets a second bye.
    enter_all_results(&env, "auto", &r1).await;
    let r = call(&env, "POST", "/api/events/auto/pairing/auto", t, None).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let r2 = r.json();
    assert_eq!(r2["round"], 2);
    let first = unordered(&boards_of(&r1));
    for pair in unordered(&boards_of(&r2)) {
        assert!(!first.contains(&pair), "rematch {pair:?}");
    }
    assert_ne!(r2["byes"][0]["player"], 9);

    // The explanation on demand: the engine pairs the event again as it stood.
    let x1 = call(
        &env,
        "GET",
        "/api/events/auto/rounds/1/explanation",
        t,
        None,
    )
    .await;
    assert_eq!(x1.status, StatusCode::OK, "{}", x1.text);
    assert_eq!(x1.json()["current"], true);
    assert_eq!(x1.json()["brackets"], r1["explanation"]["brackets"]);
    let x2 = call(
        &env,
        "GET",
        "/api/events/auto/rounds/2/explanation",
        t,
        None,
    )
    .await
    .json();
    assert_eq!(x2["current"], true);
    assert_eq!(x2["brackets"], r2["explanation"]["brackets"]);
    let r = call(
        &env,
        "GET",
        "/api/events/auto/rounds/3/explanation",
        t,
        None,
    )
    .await;
    assert_eq!(r.status, StatusCode::NOT_FOUND);
    let r = call(
        &env,
        "GET",
        "/api/events/auto/rounds/1/explanation",
        None,
        None,
    )
    .await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED);

    // Edited by hand afterwards: the explanation says the round is no longer the engine's.
    let mut swapped: Vec<String> = boards_of(&r2)
        .iter()
        .map(|(w, b)| format!("{b}-{w}"))
        .collect();
    swapped.push(format!("{}-bye", r2["byes"][0]["player"]));
    let r = call(
        &env,
        "PUT",
        "/api/events/auto/rounds/2",
        t,
        Some(json!({"text": swapped.join(", "), "accept": true})),
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let x2 = call(
        &env,
        "GET",
        "/api/events/auto/rounds/2/explanation",
        t,
        None,
    )
    .await
    .json();
    assert_eq!(x2["current"], false);
    assert!(
        x2["note"].as_str().unwrap().contains("edited by hand"),
        "{x2}"
    );
}

#[tokio::test]
async fn automatic_pairing_without_a_legal_pairing_is_refused_with_the_reason() {
    let env = env().await;
    let t = Some(env.admin.as_str());
    call(
        &env,
        "POST",
        "/api/events",
        t,
        Some(json!({"name": "duo", "settings": {"name": "Duo", "system": "dutch", "rounds": 3}})),
    )
    .await;
    call(
        &env,
        "POST",
        "/api/events/duo/players",
        t,
        Some(json!([{"name": "A", "rating": 2000}, {"name": "B", "rating": 1900}])),
    )
    .await;
    call(&env, "POST", "/api/events/duo/close", t, None).await;
    let r = call(&env, "POST", "/api/events/duo/pairing/auto", t, None).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    enter_all_results(&env, "duo", &r.json()).await;
    // The only two players have met: no legal second round.
    let before = log_len(&env, "duo").await;
    let r = call(&env, "POST", "/api/events/duo/pairing/auto", t, None).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.text);
    assert!(
        r.json()["error"]
            .as_str()
            .unwrap()
            .contains("no valid pairing"),
        "{}",
        r.text
    );
    assert_eq!(log_len(&env, "duo").await, before);
    // An event whose system no engine answers to is refused when it is created, with the
    // systems arbiter pairs.
    let r = call(
        &env,
        "POST",
        "/api/events",
        t,
        Some(json!({"name": "odd", "settings": {"name": "Odd", "system": "lottery", "rounds": 3}})),
    )
    .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.text);
    assert!(r.json()["error"].as_str().unwrap().contains("dutch"));
    assert_eq!(
        call(&env, "GET", "/api/events/odd", None, None)
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    // So is a change to such a system.
    let r = call(
        &env,
        "PUT",
        "/api/events/duo/settings",
        t,
        Some(json!({"name": "Duo", "system": "lottery", "rounds": 3})),
    )
    .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.text);
}

#[tokio::test]
async fn the_arbiter_desk_pairs_automatically_and_explains_on_demand() {
    let env = env().await;
    let t = Some(env.admin.as_str());
    call(
        &env,
        "POST",
        "/api/events",
        t,
        Some(json!({"name": "desk", "settings": {"name": "Desk", "system": "dutch", "rounds": 3}})),
    )
    .await;
    let players: Vec<Value> = (1..=6)
        .map(|i| json!({"name": format!("<b>Player {i}</b>"), "rating": 2000 - i * 10}))
        .collect();
    call(
        &env,
        "POST",
        "/api/events/desk/players",
        t,
        Some(json!(players)),
    )
    .await;
    let (session, csrf) = login(&env, "boss", false).await;
    // Registration open: the pair page shows the refusal, nothing changes.
    let before = log_len(&env, "desk").await;
    let r = form(
        &env,
        "/admin/e/desk/pair/auto",
        Some(&session),
        &format!("csrf={csrf}"),
    )
    .await;
    assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.text);
    assert_eq!(log_len(&env, "desk").await, before);
    call(&env, "POST", "/api/events/desk/close", t, None).await;
    let r = form(
        &env,
        "/admin/e/desk/pair/auto",
        Some(&session),
        &format!("csrf={csrf}"),
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    assert_eq!(
        r.headers.get(header::LOCATION).unwrap(),
        "/admin/e/desk/round/1"
    );
    let get = |path: &str| {
        Request::get(path)
            .header(header::COOKIE, &session)
            .body(Body::empty())
            .unwrap()
    };
    let page = send(&env, get("/admin/e/desk/round/1")).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(
        page.text
            .contains("data-src=\"/admin/e/desk/round/1/explain\""),
        "{}",
        page.text
    );
    let x = send(&env, get("/admin/e/desk/round/1/explain")).await;
    assert_eq!(x.status, StatusCode::OK, "{}", x.text);
    assert!(x.text.contains("id=\"explanation\""));
    assert!(x.text.contains("Bracket of 0.0 points"), "{}", x.text);
    assert!(
        x.text
            .contains("This is the round as the engine paired it.")
    );
    // Names are data, never markup.
    assert!(
        x.text.contains("&#60;b&#62;Player 1&#60;/b&#62;"),
        "{}",
        x.text
    );
    assert!(!x.text.contains("<b>Player"));
    // Without a session the explanation is not shown.
    let r = send(
        &env,
        Request::get("/admin/e/desk/round/1/explain")
            .body(Body::empty())
            .unwrap(),
    )
    .await;
    assert_ne!(r.status, StatusCode::OK);
    assert!(!r.text.contains("id=\"explanation\""));
}

#[tokio::test]
async fn openapi_document_matches_the_routes() {
    let env = env().await;
    running_event(&env, "spring").await;
    let doc = call(&env, "GET", "/api/openapi.json", None, None)
        .await
        .json();
    assert_eq!(doc["openapi"], "3.1.0");
    let mut documented = BTreeSet::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            documented.insert((method.clone(), path.clone()));
            // Every path parameter is declared.
            let declared: Vec<&str> = op["parameters"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| p["name"].as_str().unwrap())
                .collect();
            for seg in path.split('/').filter(|s| s.starts_with('{')) {
                assert!(
                    declared.contains(&seg.trim_matches(['{', '}'])),
                    "{method} {path}"
                );
            }
            for r in op["responses"].as_object().unwrap().values() {
                if let Some(s) = r["content"]["application/json"]["schema"]["$ref"].as_str() {
                    let name = s.rsplit('/').next().unwrap();
                    assert!(doc["components"]["schemas"][name].is_object(), "{s}");
                }
            }
        }
    }
    let served: BTreeSet<(String, String)> = ROUTES
        .iter()
        .map(|(m, p)| (m.to_string(), p.to_string()))
        .collect();
    assert_eq!(documented, served);
    // Each documented operation is routed: the answer is never the router's "no such
    // route" nor "method not allowed".
    for (method, path) in &documented {
        let r = call(
            &env,
            &method.to_ascii_uppercase(),
            &concrete(path, "spring"),
            Some(&env.admin),
            Some(json!({})),
        )
        .await;
        assert_ne!(r.status, StatusCode::METHOD_NOT_ALLOWED, "{method} {path}");
        assert!(!r.text.contains("no such route"), "{method} {path}");
    }
    let r = call(&env, "GET", "/api/nothing", None, None).await;
    assert_eq!(r.status, StatusCode::NOT_FOUND);
    assert!(r.text.contains("no such route"));
}

#[tokio::test]
async fn user_strings_are_escaped() {
    let env = env().await;
    let t = Some(env.admin.as_str());
    let evil = "<script>alert(1)</script>";
    let r = call(&env, "POST", "/api/events", t, Some(json!({"name": "x<y>\"z", "settings": {"name": evil, "system": "dutch", "rounds": 3, "city": "\"><img src=x onerror=alert(2)>"}}))).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let name = "x%3Cy%3E%22z";
    let r = call(&env, "POST", &format!("/api/events/{name}/players"), t, Some(json!([{"name": evil, "rating": 2000, "club": "<b>club</b>"}, {"name": "Plain, Pat", "rating": 1900}]))).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    call(&env, "POST", &format!("/api/events/{name}/close"), t, None).await;
    let r = call(
        &env,
        "POST",
        &format!("/api/events/{name}/rounds"),
        t,
        Some(json!({"text": "1-2"})),
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let (session, _) = login(&env, "boss", false).await;
    let mut pages: Vec<String> = [
        "",
        "/players",
        "/round/1",
        "/standings",
        "/crosstable",
        "/player/1",
    ]
    .iter()
    .map(|p| format!("/e/{name}{p}"))
    .collect();
    pages.push("/".into());
    let admin: Vec<String> = ["", "/pair", "/round/1", "/log"]
        .iter()
        .map(|p| format!("/admin/e/{name}{p}"))
        .collect();
    for p in pages.iter().chain(&admin) {
        let r = send(
            &env,
            Request::get(p.as_str())
                .header(header::COOKIE, &session)
                .body(Body::empty())
                .unwrap(),
        )
        .await;
        assert_eq!(r.status, StatusCode::OK, "{p}");
        assert!(!r.text.contains("<script>alert"), "{p}: {}", r.text);
        assert!(!r.text.contains("<img src=x"), "{p}");
        assert!(!r.text.contains("<b>club"), "{p}");
        assert!(
            r.text.contains("&#60;script&#62;alert(1)&#60;/script&#62;")
                || r.text.contains("&lt;script&gt;"),
            "{p}"
        );
        let csp = r
            .headers
            .get(header::CONTENT_SECURITY_POLICY)
            .unwrap()
            .to_str()
            .unwrap();
        assert!(csp.contains("script-src 'self'"));
    }
}

#[tokio::test]
async fn public_pages_are_cached_per_version() {
    let env = env().await;
    running_event(&env, "spring").await;
    let first = send(
        &env,
        Request::get("/e/spring/standings")
            .body(Body::empty())
            .unwrap(),
    )
    .await;
    assert_eq!(first.status, StatusCode::OK);
    let etag = first.headers.get(header::ETAG).unwrap().clone();
    let again = send(
        &env,
        Request::get("/e/spring/standings")
            .header(header::IF_NONE_MATCH, etag.clone())
            .body(Body::empty())
            .unwrap(),
    )
    .await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
    call(
        &env,
        "PUT",
        "/api/events/spring/rounds/1/boards/2",
        Some(&env.admin),
        Some(json!({"result": "1-0"})),
    )
    .await;
    let after = send(
        &env,
        Request::get("/e/spring/standings")
            .header(header::IF_NONE_MATCH, etag.clone())
            .body(Body::empty())
            .unwrap(),
    )
    .await;
    assert_eq!(after.status, StatusCode::OK);
    assert_ne!(after.headers.get(header::ETAG).unwrap(), &etag);
    for p in [
        "/e/spring",
        "/e/spring/players",
        "/e/spring/round/1",
        "/e/spring/crosstable",
        "/e/spring/player/3",
        "/static/app.css",
        "/static/app.js",
    ] {
        let r = send(&env, Request::get(p).body(Body::empty()).unwrap()).await;
        assert_eq!(r.status, StatusCode::OK, "{p}");
    }
    for p in [
        "/e/spring/round/9",
        "/e/spring/player/99",
        "/e/nope",
        "/nothing",
    ] {
        let r = send(&env, Request::get(p).body(Body::empty()).unwrap()).await;
        assert_eq!(r.status, StatusCode::NOT_FOUND, "{p}");
    }
}

/// Reads the live stream until a `version` event with `want` arrives.
async fn wait_for_version(stream: &mut tokio::net::TcpStream, want: u64) {
    use tokio::io::AsyncReadExt;
    let mut seen = String::new();
    let mut buf = [0u8; 4096];
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let n = tokio::time::timeout_at(deadline, stream.read(&mut buf))
            .await
            .unwrap_or_else(|_| panic!("no version {want} in {seen}"))
            .unwrap();
        assert!(n > 0, "stream closed: {seen}");
        seen.push_str(&String::from_utf8_lossy(&buf[..n]));
        if seen.contains(&format!("event: version\ndata: {want}\n")) {
            return;
        }
    }
}

#[tokio::test]
async fn live_stream_announces_changes_from_the_server_and_from_elsewhere() {
    use tokio::io::AsyncWriteExt;
    let env = env().await;
    running_event(&env, "spring").await;
    let v = log_len(&env, "spring").await as u64;
    let store = env.server.store().clone();
    let admin = env.admin.clone();
    let running = env
        .server
        .bind("127.0.0.1:0".parse().unwrap())
        .await
        .unwrap();
    let mut s = tokio::net::TcpStream::connect(running.addr).await.unwrap();
    s.write_all(
        b"GET /e/spring/live HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n",
    )
    .await
    .unwrap();
    wait_for_version(&mut s, v).await;
    // A result entered through the API.
    let mut c = tokio::net::TcpStream::connect(running.addr).await.unwrap();
    let body = r#"{"result":"1/2"}"#;
    c.write_all(format!("PUT /api/events/spring/rounds/1/boards/2 HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer {admin}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}", body.len()).as_bytes()).await.unwrap();
    wait_for_version(&mut s, v + 1).await;
    // A result entered on the same database by another program (the command line).
    store
        .append(
            "spring",
            v + 1,
            "cli",
            &[arbiter_event::Event::ResultSet {
                round: 1,
                board: 3,
                result: "0-1".into(),
            }],
        )
        .await
        .unwrap();
    wait_for_version(&mut s, v + 2).await;
    running.stop().await.unwrap();
}

#[tokio::test]
async fn accounts_on_postgres() {
    let Ok(url) = std::env::var("ARBITER_TEST_DATABASE_URL") else {
        eprintln!("skipped: ARBITER_TEST_DATABASE_URL is not set");
        return;
    };
    let server = Server::open(&url, Options::default()).await.unwrap();
    let suffix = format!(
        "{}",
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos()
    );
    let login = format!("pg{suffix}");
    arbiter_server::add_user(&url, &login, Role::Arbiter, PASSWORD)
        .await
        .unwrap();
    arbiter_server::limit_user(&url, &login, &[format!("web{suffix}")])
        .await
        .unwrap();
    let token = arbiter_server::create_token(&url, &login, "test")
        .await
        .unwrap();
    let user = server
        .accounts()
        .user_by_token(&token)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(user.events, vec![format!("web{suffix}")]);
    assert!(
        server
            .accounts()
            .authenticate(&login, PASSWORD)
            .await
            .unwrap()
            .is_some()
    );
    assert!(
        server
            .accounts()
            .authenticate(&login, "wrong password")
            .await
            .unwrap()
            .is_none()
    );
    let (id, csrf) = server.accounts().open_session(&login).await.unwrap();
    assert_eq!(
        server.accounts().session(&id).await.unwrap().unwrap().1,
        csrf
    );
    server.accounts().close_session(&id).await.unwrap();
    assert!(server.accounts().session(&id).await.unwrap().is_none());
    // The same API on PostgreSQL.
    let router = server.router();
    let req = Request::post("/api/events")
        .header(header::AUTHORIZATION, format!("Bearer {token}"))
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(json!({"name": format!("web{suffix}"), "settings": {"name": "PG", "system": "dutch", "rounds": 3}}).to_string()))
        .unwrap();
    let res = router.oneshot(req).await.unwrap();
    // A limited arbiter may not create events, even the one they are limited to.
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
}

/// Corrections through the API: a player edited (ranks redone before round 1), a removal
/// after pairing that becomes a withdrawal, registration reopened, a round's results at
/// once, pairing around a fixed board, and an event renamed, deleted, restored, purged.
#[tokio::test]
async fn api_corrections() {
    let env = env().await;
    let t = Some(env.admin.as_str());
    let r = call(&env, "POST", "/api/events", t, Some(json!({"name": "fix", "settings": {"name": "Fix Open", "system": "dutch", "rounds": 5}}))).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let players: Vec<Value> = (1..=8)
        .map(|i| json!({"name": format!("Player {i}"), "rating": 2000 - i * 10}))
        .collect();
    call(
        &env,
        "POST",
        "/api/events/fix/players",
        t,
        Some(json!(players)),
    )
    .await;
    let r = call(&env, "POST", "/api/events/fix/close", t, None).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);

    // A corrected rating before round 1 moves the player to start rank 1.
    let r = call(
        &env,
        "PUT",
        "/api/events/fix/players/8",
        t,
        Some(json!({"name": "Player 8", "rating": 2400})),
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json()["player"], 1, "{}", r.text);
    assert_eq!(r.json()["reranked"], true);
    let r = call(
        &env,
        "PUT",
        "/api/events/fix/players/99",
        t,
        Some(json!({"name": "Nobody"})),
    )
    .await;
    assert_eq!(r.status.as_u16() / 100, 4, "{}", r.text);

    // Reopen, register one more, close again.
    let r = call(&env, "POST", "/api/events/fix/reopen", t, None).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    call(
        &env,
        "POST",
        "/api/events/fix/players",
        t,
        Some(json!({"name": "Player 9", "rating": 1500})),
    )
    .await;
    call(&env, "POST", "/api/events/fix/close", t, None).await;

    // Pair around a fixed board: 2 against 1; the engine pairs the rest and gives a bye.
    let r = call(
        &env,
        "POST",
        "/api/events/fix/pairing/auto",
        t,
        Some(json!({"fixed": [{"white": 2, "black": 1}]})),
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let round = r.json();
    assert_eq!(round["engine"], "manual", "{round}");

    // Pairing again is refused with the boards still missing.
    let r = call(&env, "POST", "/api/events/fix/pairing/auto", t, None).await;
    assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.text);
    assert!(r.text.contains("boards 1, 2, 3, 4"), "{}", r.text);

    // A round's results at once: all or none.
    let before = log_len(&env, "fix").await;
    let r = call(
        &env,
        "PUT",
        "/api/events/fix/rounds/1/results",
        t,
        Some(json!({"results": [{"board": 1, "result": "1-0"}, {"board": 9, "result": "0-1"}]})),
    )
    .await;
    assert_eq!(r.status.as_u16() / 100, 4, "{}", r.text);
    assert_eq!(log_len(&env, "fix").await, before);
    let all: Vec<Value> = (1..=4)
        .map(|b| json!({"board": b, "result": "1/2"}))
        .collect();
    let r = call(
        &env,
        "PUT",
        "/api/events/fix/rounds/1/results",
        t,
        Some(json!({"results": all})),
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(log_len(&env, "fix").await, before + 4);

    // A removal after pairing is a withdrawal from the next round.
    let r = call(&env, "DELETE", "/api/events/fix/players/3", t, None).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let r = call(&env, "GET", "/api/events/fix/players", None, None).await;
    assert!(r.text.contains("\"withdrawn_from\":2"), "{}", r.text);

    // Rename, delete (gone from listings and pages), restore, purge.
    let r = call(
        &env,
        "POST",
        "/api/events/fix/rename",
        t,
        Some(json!({"name": "fixed"})),
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(
        call(&env, "GET", "/api/events/fix", None, None)
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        call(&env, "GET", "/api/events/fixed", None, None)
            .await
            .status,
        StatusCode::OK
    );
    let r = call(&env, "POST", "/api/events/fixed/purge", t, None).await;
    assert_eq!(r.status.as_u16() / 100, 4, "{}", r.text);
    let r = call(&env, "DELETE", "/api/events/fixed", t, None).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(
        call(&env, "GET", "/api/events/fixed", None, None)
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        call(&env, "GET", "/e/fixed", None, None).await.status,
        StatusCode::NOT_FOUND
    );
    assert!(
        !call(&env, "GET", "/api/events", None, None)
            .await
            .text
            .contains("fixed")
    );
    let r = call(&env, "POST", "/api/events/fixed/restore", t, None).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(
        call(&env, "GET", "/api/events/fixed", None, None)
            .await
            .status,
        StatusCode::OK
    );
    call(&env, "DELETE", "/api/events/fixed", t, None).await;
    let r = call(&env, "POST", "/api/events/fixed/purge", t, None).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let r = call(
        &env,
        "POST",
        "/api/events",
        t,
        Some(
            json!({"name": "fixed", "settings": {"name": "Again", "system": "dutch", "rounds": 3}}),
        ),
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
}

/// The desk reopens registration, renames and deletes an event, each through a form with
/// its CSRF token.
#[tokio::test]
async fn the_desk_reopens_renames_and_deletes_an_event() {
    let env = env().await;
    let t = Some(env.admin.as_str());
    call(&env, "POST", "/api/events", t, Some(json!({"name": "desk", "settings": {"name": "Desk Open", "system": "dutch", "rounds": 5}}))).await;
    let players: Vec<Value> = (1..=4)
        .map(|i| json!({"name": format!("P{i}"), "rating": 1500 + i}))
        .collect();
    call(
        &env,
        "POST",
        "/api/events/desk/players",
        t,
        Some(json!(players)),
    )
    .await;
    call(&env, "POST", "/api/events/desk/close", t, None).await;
    let (session, csrf) = login(&env, "boss", false).await;
    let page = call_with_cookie(&env, "/admin/e/desk", &session).await;
    assert!(page.contains("Reopen registration"), "{page}");
    let r = form(
        &env,
        "/admin/e/desk/reopen",
        Some(&session),
        &format!("csrf={csrf}"),
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    let r = call(&env, "GET", "/api/events/desk", None, None).await;
    assert_eq!(r.json()["registration_open"], true, "{}", r.text);
    let r = form(
        &env,
        "/admin/e/desk/rename",
        Some(&session),
        &format!("csrf={csrf}&new_name=desk-2026"),
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    assert_eq!(
        r.headers.get(header::LOCATION).unwrap(),
        "/admin/e/desk-2026"
    );
    assert_eq!(
        call(&env, "GET", "/api/events/desk", None, None)
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    let r = form(
        &env,
        "/admin/e/desk-2026/delete",
        Some(&session),
        &format!("csrf={csrf}"),
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    assert_eq!(
        call(&env, "GET", "/e/desk-2026", None, None).await.status,
        StatusCode::NOT_FOUND
    );
    let kinds: Vec<String> = env
        .server
        .store()
        .load("desk-2026")
        .await
        .unwrap()
        .iter()
        .map(|r| r.event.kind().to_string())
        .collect();
    assert!(
        kinds.ends_with(&[
            "registration reopened".to_string(),
            "tournament renamed".to_string(),
            "tournament deleted".to_string()
        ]),
        "{kinds:?}"
    );
}

async fn get_with_cookie(env: &Env, path: &str, cookie: &str) -> Answer {
    let req = Request::get(path)
        .header(header::COOKIE, cookie)
        .body(Body::empty())
        .unwrap();
    send(env, req).await
}

async fn call_with_cookie(env: &Env, path: &str, cookie: &str) -> String {
    let a = get_with_cookie(env, path, cookie).await;
    assert_eq!(a.status, StatusCode::OK, "{path}: {}", a.text);
    a.text
}

/// The public pages carry what players look for: titles and federations on the pairings,
/// a list by name, standings after any round, a card with FIDE id, performance and rating
/// change, withdrawals marked, and the event as TRF and CSV to download.
#[tokio::test]
async fn public_pages_show_what_players_look_for() {
    let env = env().await;
    let t = Some(env.admin.as_str());
    call(&env, "POST", "/api/events", t, Some(json!({"name": "pub", "settings": {"name": "Pub Open", "system": "dutch", "rounds": 4}}))).await;
    let players: Vec<Value> = (1..=6)
        .map(|i| json!({"name": format!("Player{i}, Ann"), "rating": 2100 - i * 50, "federation": "NOR", "title": if i == 1 { "GM" } else { "" }, "fide_id": 1000 + i}))
        .collect();
    let r = call(
        &env,
        "POST",
        "/api/events/pub/players",
        t,
        Some(json!(players)),
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    call(&env, "POST", "/api/events/pub/close", t, None).await;
    call(&env, "POST", "/api/events/pub/pairing/auto", t, None).await;
    let all: Vec<Value> = (1..=3)
        .map(|b| json!({"board": b, "result": "1-0"}))
        .collect();
    let r = call(
        &env,
        "PUT",
        "/api/events/pub/rounds/1/results",
        t,
        Some(json!({"results": all})),
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    call(&env, "POST", "/api/events/pub/pairing/auto", t, None).await;
    let all: Vec<Value> = (1..=3)
        .map(|b| json!({"board": b, "result": "0-1"}))
        .collect();
    call(
        &env,
        "PUT",
        "/api/events/pub/rounds/2/results",
        t,
        Some(json!({"results": all})),
    )
    .await;
    call(&env, "POST", "/api/events/pub/players/6/withdraw", t, None).await;

    let round = call(&env, "GET", "/e/pub/round/1", None, None).await.text;
    assert!(round.contains("GM <a href"), "{round}");
    assert!(round.contains(">NOR<"), "{round}");
    assert!(round.contains("(withdrawn)"), "{round}");
    let names = call(&env, "GET", "/e/pub/round/1/names", None, None).await;
    assert_eq!(names.status, StatusCode::OK);
    let order: Vec<usize> = (1..=6)
        .map(|i| {
            names
                .text
                .find(&format!("Player{i}, Ann</a>"))
                .or_else(|| names.text.find(&format!("Player{i}, Ann <span")))
                .unwrap()
        })
        .collect();
    assert!(
        order.windows(2).all(|w| w[0] < w[1]),
        "alphabetical: {order:?}"
    );
    let after1 = call(&env, "GET", "/e/pub/standings?round=1", None, None)
        .await
        .text;
    let now = call(&env, "GET", "/e/pub/standings", None, None).await.text;
    assert!(after1.contains("Standings after round 1"), "{after1}");
    assert!(now.contains("Standings after round 2"), "{now}");
    assert_ne!(after1, now);
    let card = call(&env, "GET", "/e/pub/player/1", None, None).await.text;
    assert!(card.contains("FIDE id"), "{card}");
    assert!(card.contains("Performance"), "{card}");
    assert!(card.contains("rating change"), "{card}");
    let players_page = call(&env, "GET", "/e/pub/players", None, None).await.text;
    assert!(
        players_page.contains("(withdrawn from round 3)"),
        "{players_page}"
    );

    let trf = call(&env, "GET", "/e/pub/export.trf", None, None).await;
    assert_eq!(trf.status, StatusCode::OK);
    assert!(
        trf.headers
            .get(header::CONTENT_DISPOSITION)
            .unwrap()
            .to_str()
            .unwrap()
            .contains("pub.trf")
    );
    let back = arbiter_trf::read(trf.text.as_bytes()).unwrap();
    assert_eq!(back.player_count(), 6);
    assert_eq!(back.rounds_paired(), 2);
    let csv = call(&env, "GET", "/e/pub/players.csv", None, None).await;
    assert!(
        csv.text.starts_with(
            "start_rank,name,title,rating,federation,fide_id,club,points,withdrawn_from\n"
        ),
        "{}",
        csv.text
    );
    assert_eq!(csv.text.lines().count(), 7);
}

/// The desk corrects a player, shows the history in words, and offers the TRF export.
#[tokio::test]
async fn the_desk_corrects_players_and_tells_the_history_in_words() {
    let env = env().await;
    running_event(&env, "spring").await;
    let (session, csrf) = login(&env, "boss", false).await;
    let page = call_with_cookie(&env, "/admin/e/spring/players/3/edit", &session).await;
    assert!(page.contains("value=\"Player 3\""), "{page}");
    let r = form(
        &env,
        "/admin/e/spring/players/3/edit",
        Some(&session),
        &format!("csrf={csrf}&name=Player+3&rating=1975&title=Grandmaster&federation=nor&birth_date=1990-05-17"),
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    let p = call(&env, "GET", "/api/events/spring/players", None, None)
        .await
        .json();
    assert_eq!(p[2]["title"], "GM");
    assert_eq!(p[2]["federation"], "NOR");
    // A field that cannot be exported is refused with the reason, and nothing changes.
    let before = log_len(&env, "spring").await;
    let r = form(
        &env,
        "/admin/e/spring/players/3/edit",
        Some(&session),
        &format!("csrf={csrf}&name=Player+3&federation=Norway"),
    )
    .await;
    assert!(r.text.contains("is not a federation code"), "{}", r.text);
    assert_eq!(log_len(&env, "spring").await, before);
    // Without the CSRF token, nothing.
    let r = form(
        &env,
        "/admin/e/spring/players/3/edit",
        Some(&session),
        "name=X",
    )
    .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    let log = call_with_cookie(&env, "/admin/e/spring/log", &session).await;
    assert!(log.contains("Player 3 corrected: Player 3"), "{log}");
    assert!(
        log.contains("Round 1 paired by hand: 1-5, 6-2, 3-7, 8-4"),
        "{log}"
    );
    assert!(!log.contains("{&quot;type&quot;"), "{log}");
    let manage = call_with_cookie(&env, "/admin/e/spring", &session).await;
    assert!(manage.contains("export.trf"), "{manage}");
    assert!(manage.contains("type=\"file\""), "{manage}");
}

#[tokio::test]
async fn the_desk_shares_out_prizes() {
    let env = env().await;
    running_event(&env, "spring").await;
    let (session, _) = login(&env, "boss", false).await;
    let page = call_with_cookie(
        &env,
        "/admin/e/spring/prizes?prizes=100%2C50&categories=rating%3D-1960%3A80",
        &session,
    )
    .await;
    assert!(
        page.contains("<td class=\"num\">100</td><td>place 1</td>"),
        "{page}"
    );
    assert!(page.contains("Rating up to 1960 1st"), "{page}");
    // Without a session, the login page.
    let r = call(&env, "GET", "/admin/e/spring/prizes", None, None).await;
    assert_ne!(r.status, StatusCode::OK);
}

#[tokio::test]
async fn the_desk_pairs_around_boards_fixed_by_hand() {
    let env = env().await;
    let t = Some(env.admin.as_str());
    call(
        &env,
        "POST",
        "/api/events",
        t,
        Some(json!({"name": "fx", "settings": {"name": "Fx", "system": "dutch", "rounds": 5}})),
    )
    .await;
    let players: Vec<Value> = (1..=8)
        .map(|i| json!({"name": format!("P{i}"), "rating": 2000 - i * 10}))
        .collect();
    call(
        &env,
        "POST",
        "/api/events/fx/players",
        t,
        Some(json!(players)),
    )
    .await;
    call(&env, "POST", "/api/events/fx/close", t, None).await;
    let (session, csrf) = login(&env, "boss", false).await;
    let r = form(
        &env,
        "/admin/e/fx/pair/auto",
        Some(&session),
        &format!("csrf={csrf}&fixed=2-1"),
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    let round = call(&env, "GET", "/api/events/fx/rounds/1", None, None)
        .await
        .json();
    assert_eq!(round["engine"], "manual", "{round}");
    let boards = round["boards"].as_array().unwrap();
    assert!(
        boards
            .iter()
            .any(|b| b["white"]["rank"] == 2 && b["black"]["rank"] == 1),
        "{round}"
    );
    assert_eq!(boards.len(), 4);
}

#[tokio::test]
async fn a_lim_event_pairs_below_the_median_upward_and_says_so() {
    let env = env().await;
    let t = Some(env.admin.as_str());
    open_event(&env, "lim", "Lim Open", "lim", 5, 12, 2400).await;
    let r = call(&env, "POST", "/api/events/lim/pairing/auto", t, None).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    enter_all_results(&env, "lim", &r.json()).await;
    let r = call(&env, "POST", "/api/events/lim/pairing/auto", t, None).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let x = &r.json()["explanation"];
    assert!(x["engine"].as_str().unwrap().contains("Lim"), "{x}");
    // Round 2: winners down, losers up, the median (the drawn games) last.
    let ways: Vec<&str> = x["brackets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["way"].as_str().unwrap())
        .collect();
    assert_eq!(ways, ["down", "up", "down"], "{x}");
    let text = x.to_string();
    assert!(text.contains("Median Scoregroup"), "{text}");
}

#[tokio::test]
async fn a_double_swiss_event_plays_each_match_as_two_games() {
    let env = env().await;
    let t = Some(env.admin.as_str());
    open_event(&env, "ds", "Double Open", "double-swiss", 4, 7, 2200).await;
    let r = call(&env, "POST", "/api/events/ds/pairing/auto", t, None).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let game1 = boards_of(&r.json());
    assert_eq!(game1, [(1, 4), (5, 2), (3, 6)], "{}", r.text);
    assert!(r.text.contains("Double-Swiss"), "{}", r.text);
    assert_eq!(r.json()["explanation"]["bye"]["rank"], 7, "{}", r.text);
    enter_all_results(&env, "ds", &r.json()).await;
    // Game 2: the same matches with the colours reversed.
    let r = call(&env, "POST", "/api/events/ds/pairing/auto", t, None).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let game2 = boards_of(&r.json());
    let reversed: Vec<(u64, u64)> = game1.iter().map(|&(w, b)| (b, w)).collect();
    assert_eq!(game2, reversed);
    enter_all_results(&env, "ds", &r.json()).await;
    // The pairing-allocated bye is worth a game won and a game drawn (C.04.5 1.4).
    let st = call(&env, "GET", "/api/events/ds/standings", None, None)
        .await
        .json();
    let bye_row = st["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find(|row| row["rank"] == 7)
        .unwrap()
        .clone();
    assert_eq!(bye_row["values"][0], "1.5", "{st}");
    // The next match may not give player 7 a second bye ([C2]).
    let r = call(&env, "POST", "/api/events/ds/pairing/auto", t, None).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let bye = r.json()["explanation"]["bye"]["rank"].as_u64().unwrap();
    assert_ne!(bye, 7, "{}", r.text);
}

/// An accelerated event (US Chess pairing with the added-score method of 28R): the first
/// round pairs the top half's quarters, the public standings count real points only, and
/// the player card shows the fictitious point, marked as such.
#[tokio::test]
async fn accelerated_pairing_shows_fictitious_points_on_cards_only() {
    let env = env().await;
    open_event(&env, "acc", "Accelerated Open", "uscf+haley", 4, 16, 2300).await;
    let t = Some(env.admin.as_str());
    let r = call(&env, "POST", "/api/events/acc/pairing/auto", t, None).await;
    assert!(r.status.is_success(), "{}", r.text);
    let round = call(&env, "GET", "/api/events/acc/rounds/1", t, None)
        .await
        .json();
    // With a point added to the top eight, 1-8 and 9-16 pair as two score groups.
    let pairs = unordered(&boards_of(&round));
    assert!(
        pairs.contains(&(1, 5)) && pairs.contains(&(9, 13)),
        "{pairs:?}"
    );
    enter_all_results(&env, "acc", &round).await;
    let st = call(&env, "GET", "/api/events/acc/standings", None, None)
        .await
        .json();
    let total: f64 = st["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["values"][0].as_str().unwrap().parse::<f64>().unwrap())
        .sum();
    assert!((total - 8.0).abs() < 1e-9, "real points only: {st}");
    let card = call(&env, "GET", "/e/acc/player/1", None, None).await;
    assert!(
        card.text.contains("Fictitious") && card.text.contains("+1"),
        "{}",
        card.text
    );
    let card = call(&env, "GET", "/e/acc/player/16", None, None).await;
    assert!(
        !card.text.contains("<td class=\"num muted\">+"),
        "{}",
        card.text
    );
}

/// A festival's page and its JSON: the sections and the combined standings; moving a
/// player needs credentials and a section of the festival.
#[tokio::test]
async fn festival_pages_and_moves() {
    let env = env().await;
    let t = Some(env.admin.as_str());
    for (name, label) in [("fa", "Open"), ("fb", "U1600")] {
        let settings = json!({"name": format!("Fest {label}"), "system": "dutch", "rounds": 3, "festival": "Fest", "section": label});
        let r = call(
            &env,
            "POST",
            "/api/events",
            t,
            Some(json!({"name": name, "settings": settings})),
        )
        .await;
        assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
        let list: Vec<Value> = (0..3)
            .map(|k| json!({"name": format!("{label} {k}"), "rating": 1900 - 100 * k}))
            .collect();
        call(
            &env,
            "POST",
            &format!("/api/events/{name}/players"),
            t,
            Some(json!(list)),
        )
        .await;
    }
    let body = json!({"player": 1, "from": "fa", "to": "fb"});
    let r = call(
        &env,
        "POST",
        "/api/festivals/Fest/move",
        None,
        Some(body.clone()),
    )
    .await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED, "{}", r.text);
    let r = call(
        &env,
        "POST",
        "/api/festivals/Other/move",
        t,
        Some(body.clone()),
    )
    .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", r.text);
    let r = call(&env, "POST", "/api/festivals/Fest/move", t, Some(body)).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let f = call(&env, "GET", "/api/festivals/Fest", None, None)
        .await
        .json();
    let sizes: Vec<u64> = f["sections"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["players"].as_u64().unwrap())
        .collect();
    assert_eq!(sizes, [2, 4]);
    assert_eq!(f["rows"].as_array().unwrap().len(), 6);
    let page = call(&env, "GET", "/f/Fest", None, None).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.text.contains("Combined standings") && page.text.contains("Open 0"));
    let r = call(&env, "GET", "/f/Nothing", None, None).await;
    assert_eq!(r.status, StatusCode::NOT_FOUND);
}

/// A team event `name`: four teams of five players (four boards, one reserve, ratings
/// falling with the player number so that registration order is the ranking), team 1
/// captained by `cap1` and team 2 by `cap2`, the board-order rule strict (tolerance 0),
/// round 1's deadline far ahead and round 2's long past; registration closed.
async fn team_event(env: &Env, name: &str) {
    let settings = json!({"name": "Club League", "system": "swiss-team", "rounds": 3,
        "team": {"boards": 4, "board_order_tolerance": 0,
                 "lineup_deadlines": ["2999-12-31 23:59", "2000-01-01 00:00"]}});
    let event = json!({"name": name, "settings": settings});
    let r = admin_call(env, "POST", "/api/events", Some(event), StatusCode::CREATED).await;
    assert_eq!(r.json()["team"], true);
    let players: Vec<Value> = (0..20)
        .map(|i| json!({"name": format!("Member {i:02}"), "rating": 2400 - i * 10}))
        .collect();
    let path = format!("/api/events/{name}/players");
    admin_call(env, "POST", &path, Some(json!(players)), StatusCode::OK).await;
    for k in 0..4u32 {
        let mut data = json!({"name": format!("Team {}", k + 1), "short": format!("T{}", k + 1),
            "members": (1..=5).map(|i| 5 * k + i).collect::<Vec<_>>()});
        if k < 2 {
            data["captain"] = json!(format!("cap{}", k + 1));
        }
        let path = format!("/api/events/{name}/teams");
        let r = admin_call(env, "POST", &path, Some(data), StatusCode::CREATED).await;
        assert_eq!(r.json()["team"], k + 1);
    }
    let path = format!("/api/events/{name}/close");
    admin_call(env, "POST", &path, None, StatusCode::OK).await;
}

/// Pairs the next round of the event `name` automatically.
async fn pair_auto(env: &Env, name: &str) {
    let path = format!("/api/events/{name}/pairing/auto");
    admin_call(env, "POST", &path, None, StatusCode::CREATED).await;
}

/// The matches of round 1 of the team event `name`.
async fn round_1_matches(env: &Env, name: &str) -> Value {
    let path = format!("/api/events/{name}/rounds/1/matches");
    let r = call(env, "GET", &path, None, None).await;
    assert_eq!(r.status, StatusCode::OK, "{path}: {}", r.text);
    r.json()
}

async fn lineup(
    env: &Env,
    name: &str,
    token: &str,
    round: u16,
    team: u16,
    players: &[u32],
) -> Answer {
    call(
        env,
        "POST",
        &format!("/api/events/{name}/lineups"),
        Some(token),
        Some(json!({"round": round, "team": team, "players": players})),
    )
    .await
}

#[tokio::test]
async fn team_api_registers_pairs_forfeits_and_scores_teams() {
    let env = env().await;
    // Writes need credentials and the right to the event.
    let r = call(&env, "POST", "/api/events", Some(&env.admin), Some(json!({"name": "league",
        "settings": {"name": "League", "system": "swiss-team", "rounds": 3, "team": {"boards": 4}}}))).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    for token in [None, Some(env.limited.as_str())] {
        let r = call(
            &env,
            "POST",
            "/api/events/league/teams",
            token,
            Some(json!({"name": "Nobody", "members": []})),
        )
        .await;
        assert_eq!(
            r.status,
            if token.is_none() {
                StatusCode::UNAUTHORIZED
            } else {
                StatusCode::FORBIDDEN
            },
            "{}",
            r.text
        );
    }
    team_event(&env, "cup").await;
    let teams = call(&env, "GET", "/api/events/cup/teams", None, None)
        .await
        .json();
    let teams = teams["teams"].as_array().unwrap();
    assert_eq!(teams.len(), 4);
    assert_eq!(teams[0]["name"], "Team 1");
    assert_eq!(teams[0]["rating"], 2385); // (2400 + 2390 + 2380 + 2370) / 4
    assert_eq!(teams[0]["members"].as_array().unwrap().len(), 5);
    assert!(
        teams[0].get("captain").is_none(),
        "captains' accounts are not public"
    );

    // The reserve comes in on board 4; the board-order rule refuses him on board 1.
    let r = lineup(&env, "cup", &env.admin, 1, 1, &[2, 3, 4, 5]).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json()["players"], json!([2, 3, 4, 5]));
    let r = lineup(&env, "cup", &env.admin, 1, 1, &[5, 2, 3, 4]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.text);
    assert!(
        r.json()["error"].as_str().unwrap().contains("board order"),
        "{}",
        r.text
    );
    // Team 3 leaves board 4 empty.
    let r = lineup(&env, "cup", &env.admin, 1, 3, &[11, 12, 13, 0]).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let r = lineup(&env, "cup", &env.limited, 1, 3, &[11, 12, 13, 14]).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN, "{}", r.text);

    pair_auto(&env, "cup").await;
    let m = round_1_matches(&env, "cup").await;
    let matches = m["matches"].as_array().unwrap();
    assert_eq!(matches.len(), 2);
    let seated: Vec<u64> = matches
        .iter()
        .flat_map(|x| x["boards"].as_array().unwrap().iter())
        .flat_map(|b| [b["home"].as_u64(), b["away"].as_u64()])
        .flatten()
        .collect();
    assert!(
        seated.contains(&5) && !seated.contains(&1),
        "the reserve plays, player 1 rests"
    );
    let empty = matches
        .iter()
        .flat_map(|x| x["boards"].as_array().unwrap().iter())
        .filter(|b| b["game"].is_null())
        .count();
    assert_eq!(empty, 1, "one empty board: {m}");
    // Every played board wins for its white player: the round's boards are 1..=7.
    let games: Vec<u64> = matches
        .iter()
        .flat_map(|x| x["boards"].as_array().unwrap().iter())
        .filter_map(|b| b["game"].as_u64())
        .collect();
    assert_eq!(games.len(), 7);
    // Forfeit the match without team 3's empty board; enter the other match's boards.
    let (forfeited, played): (Vec<&Value>, Vec<&Value>) = matches.iter().partition(|x| {
        x["boards"]
            .as_array()
            .unwrap()
            .iter()
            .all(|b| !b["game"].is_null())
    });
    let f = forfeited[0];
    let r = call(
        &env,
        "POST",
        "/api/events/cup/matches/forfeit",
        Some(&env.limited),
        Some(json!({"round": 1, "home": f["home"], "away": f["away"], "result": "+-"})),
    )
    .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    let r = call(
        &env,
        "POST",
        "/api/events/cup/matches/forfeit",
        Some(&env.admin),
        Some(json!({"round": 1, "home": f["home"], "away": f["away"], "result": "+-"})),
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    for b in played[0]["boards"].as_array().unwrap() {
        if let Some(g) = b["game"].as_u64() {
            enter_result(&env, "cup", g, "1/2").await;
        }
    }
    let st = call(&env, "GET", "/api/events/cup/teams/standings", None, None).await;
    assert_eq!(st.status, StatusCode::OK, "{}", st.text);
    let st = st.json();
    let rows = st["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 4);
    let of = |team: &Value| rows.iter().find(|r| r["number"] == *team).unwrap().clone();
    let (fh, fa) = (of(&f["home"]), of(&f["away"]));
    assert_eq!(
        (fh["mp"].as_f64(), fh["gp"].as_f64()),
        (Some(2.0), Some(4.0))
    );
    assert_eq!(
        (fa["mp"].as_f64(), fa["gp"].as_f64()),
        (Some(0.0), Some(0.0))
    );
    // The other match: three draws and one board won without play by team 3's opponent.
    let p = played[0];
    let t3_home = p["home"] == 3;
    let (t3, opp) = if t3_home {
        (of(&p["home"]), of(&p["away"]))
    } else {
        (of(&p["away"]), of(&p["home"]))
    };
    assert_eq!(
        (t3["mp"].as_f64(), t3["gp"].as_f64()),
        (Some(0.0), Some(1.5))
    );
    assert_eq!(
        (opp["mp"].as_f64(), opp["gp"].as_f64()),
        (Some(2.0), Some(2.5))
    );
    assert_eq!(rows[0]["rank"], 1);
    let r = call(&env, "GET", "/api/events/cup/rounds/2/matches", None, None).await;
    assert_eq!(r.status, StatusCode::NOT_FOUND);
    let r = call(&env, "GET", "/api/events/spring/teams", None, None).await;
    assert_eq!(r.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn captains_give_their_own_teams_lineups_before_pairing_and_deadline_only() {
    let env = env().await;
    team_event(&env, "cup").await;
    running_event(&env, "spring").await;
    let acc = env.server.accounts();
    acc.add_user("cap1", Role::Captain, PASSWORD).await.unwrap();
    acc.add_user("cap2", Role::Captain, PASSWORD).await.unwrap();
    let cap_token = acc.create_token("cap1", "phone").await.unwrap();

    // A captain lands on their teams, not on the desk.
    let (session, csrf) = {
        let (r, cookie) = post_login(&env, "cap1", false).await;
        assert_eq!(r.headers.get(header::LOCATION).unwrap(), "/captain");
        let session = cookie.split(';').next().unwrap().to_string();
        let page = call_with_cookie(&env, "/captain", &session).await;
        assert!(page.contains("Team 1"), "{page}");
        assert!(!page.contains("Team 2"), "{page}");
        (session.clone(), field(&page, "csrf"))
    };
    let home = get_with_cookie(&env, "/admin", &session).await;
    assert_eq!(home.status, StatusCode::SEE_OTHER);
    let before = log_len(&env, "cup").await;

    // Own team, round 1 (not paired, deadline ahead): accepted, by form and by token.
    let r = form(
        &env,
        "/captain/e/cup/lineups",
        Some(&session),
        &format!("csrf={csrf}&round=1&team=1&players=1%2C2%2C3%2C5"),
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert!(
        r.text.contains("lineup of team 1 for round 1 saved"),
        "{}",
        r.text
    );
    let r = lineup(&env, "cup", &cap_token, 1, 1, &[1, 2, 4, 5]).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(log_len(&env, "cup").await, before + 2);
    // The board-order rule holds for captains too.
    let r = lineup(&env, "cup", &cap_token, 1, 1, &[5, 1, 2, 3]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.text);

    // Refused: another team, a round past its deadline, a stale form, the desk's routes,
    // anything but a lineup.
    let r = form(
        &env,
        "/captain/e/cup/lineups",
        Some(&session),
        &format!("csrf={csrf}&round=1&team=2&players=6%2C7%2C8%2C9"),
    )
    .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN, "{}", r.text);
    let r = lineup(&env, "cup", &cap_token, 1, 2, &[6, 7, 8, 9]).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN, "{}", r.text);
    let r = lineup(&env, "cup", &cap_token, 2, 1, &[1, 2, 3, 4]).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN, "{}", r.text);
    assert!(
        r.json()["error"].as_str().unwrap().contains("deadline"),
        "{}",
        r.text
    );
    let r = form(
        &env,
        "/captain/e/cup/lineups",
        Some(&session),
        "csrf=wrong&round=1&team=1&players=1%2C2%2C3%2C4",
    )
    .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN, "{}", r.text);
    let r = form(
        &env,
        "/admin/e/cup/lineups",
        Some(&session),
        &format!("csrf={csrf}&round=1&team=1&players=1%2C2%2C3%2C4"),
    )
    .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN, "{}", r.text);
    for (path, body) in [
        (
            "/admin/e/cup/teams",
            format!("csrf={csrf}&name=Mine&members=1"),
        ),
        (
            "/admin/e/cup/teams/1/edit",
            format!("csrf={csrf}&name=Renamed&members=1%2C2%2C3%2C4%2C5"),
        ),
        (
            "/admin/e/cup/forfeit",
            format!("csrf={csrf}&round=1&home=1&away=2&result=%2B-"),
        ),
        ("/admin/e/cup/pair/auto", format!("csrf={csrf}")),
        (
            "/admin/e/spring/round/1/result",
            format!("csrf={csrf}&entry=2+1-0"),
        ),
        (
            "/admin/events",
            format!("csrf={csrf}&name=new&title=New&rounds=3"),
        ),
    ] {
        let r = form(&env, path, Some(&session), &body).await;
        assert_eq!(r.status, StatusCode::FORBIDDEN, "{path}: {}", r.text);
    }
    for (method, path, body) in [
        ("POST", "/api/events/cup/pairing/auto", json!({})),
        (
            "POST",
            "/api/events/cup/teams",
            json!({"name": "Mine", "members": [1]}),
        ),
        (
            "POST",
            "/api/events/cup/matches/forfeit",
            json!({"round": 1, "home": 1, "away": 2, "result": "+-"}),
        ),
        (
            "PUT",
            "/api/events/spring/rounds/1/boards/2",
            json!({"result": "1-0"}),
        ),
        (
            "POST",
            "/api/events",
            json!({"name": "new", "settings": {"name": "New", "system": "dutch", "rounds": 3}}),
        ),
    ] {
        let r = call(&env, method, path, Some(&cap_token), Some(body)).await;
        assert_eq!(
            r.status,
            StatusCode::FORBIDDEN,
            "{method} {path}: {}",
            r.text
        );
    }
    let r = get_with_cookie(&env, "/admin/e/cup/teams", &session).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN, "{}", r.text);
    assert_eq!(log_len(&env, "cup").await, before + 2);

    // Once round 1 is paired, only the arbiter changes its lineups.
    pair_auto(&env, "cup").await;
    let r = lineup(&env, "cup", &cap_token, 1, 1, &[1, 2, 3, 4]).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN, "{}", r.text);
    assert!(
        r.json()["error"]
            .as_str()
            .unwrap()
            .contains("already paired"),
        "{}",
        r.text
    );
    let page = call_with_cookie(&env, "/captain", &session).await;
    assert!(!page.contains("id=\"captain-cup-1-1\""), "{page}");
    // The arbiter may, while the match has no result (the event's rules then decide the
    // lineup itself); not after.
    let r = lineup(&env, "cup", &env.admin, 1, 1, &[1, 2, 4, 5]).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let m = round_1_matches(&env, "cup").await;
    let mine = m["matches"]
        .as_array()
        .unwrap()
        .iter()
        .find(|x| x["home"] == 1 || x["away"] == 1)
        .unwrap()
        .clone();
    let g = mine["boards"][0]["game"].as_u64().unwrap();
    enter_result(&env, "cup", g, "1-0").await;
    let r = lineup(&env, "cup", &env.admin, 1, 1, &[1, 2, 3, 5]).await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.text);
    // Round 3 has no deadline: the captain may give it until it is paired.
    let r = lineup(&env, "cup", &cap_token, 3, 1, &[1, 2, 3, 4]).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
}

#[tokio::test]
async fn the_desk_and_public_pages_run_a_team_event() {
    let env = env().await;
    team_event(&env, "cup").await;
    let (session, csrf) = login(&env, "boss", false).await;
    // The new-event form makes a team event with its options.
    let r = form(&env, "/admin/events", Some(&session), &format!(
        "csrf={csrf}&name=league&title=League&system=swiss-team&rounds=5&boards=6&board_colours=wbwbwb&match_points=3%2C1%2C0&primary=game&board_order_tolerance=150&lineup_deadlines=2030-01-01+10%3A00%0A2030-01-02+10%3A00")).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    let ev = call(&env, "GET", "/api/events/league", None, None)
        .await
        .json();
    assert_eq!(
        ev["settings"]["team"],
        json!({"boards": 6, "board_colours": "WBWBWB",
        "match_points": ["3", "1", "0"], "primary": "game", "board_order_tolerance": 150,
        "lineup_deadlines": ["2030-01-01 10:00", "2030-01-02 10:00"]})
    );
    let r = form(
        &env,
        "/admin/events",
        Some(&session),
        &format!(
            "csrf={csrf}&name=bad&title=Bad&system=swiss-team&rounds=5&boards=4&board_colours=BWBW"
        ),
    )
    .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.text);

    // Register a team with a name that is markup, on an event still open.
    let players =
        json!([{"name": "<b>Bold</b>", "rating": 2000}, {"name": "Plain", "rating": 1900}]);
    let path = "/api/events/league/players";
    admin_call(&env, "POST", path, Some(players), StatusCode::OK).await;
    let r = form(&env, "/admin/e/league/teams", Some(&session),
        &format!("csrf={csrf}&name=%3Cscript%3Ealert(1)%3C%2Fscript%3E&short=X&members=1%2C2&captain=cap9")).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    let r = form(
        &env,
        "/admin/e/league/teams/1/edit",
        Some(&session),
        &format!("csrf={csrf}&name=%3Cscript%3Ealert(2)%3C%2Fscript%3E&members=2%2C1"),
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    let page = call_with_cookie(&env, "/admin/e/league/teams", &session).await;
    assert!(
        page.contains("&#60;script&#62;alert(2)&#60;/script&#62;"),
        "{page}"
    );
    assert!(!page.contains("<script>alert"), "{page}");
    let page = call_with_cookie(&env, "/e/league/teams", "").await;
    assert!(
        page.contains("&#60;b&#62;Bold&#60;/b&#62;") && !page.contains("<b>Bold"),
        "{page}"
    );
    assert!(!page.contains("cap9"), "captains' accounts are not public");

    // The Teams tab of the running cup: rosters, lineups, the board-order refusal.
    let page = call_with_cookie(&env, "/admin/e/cup/teams", &session).await;
    assert!(
        page.contains("Register a team") && page.contains("Lineups of round 1"),
        "{page}"
    );
    assert!(page.contains("id=\"lineup-1-4\""), "{page}");
    let r = form(
        &env,
        "/admin/e/cup/lineups",
        Some(&session),
        &format!("csrf={csrf}&round=1&team=1&players=5%2C1%2C2%2C3"),
    )
    .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.text);
    assert!(
        r.text
            .contains("board order: player 5 (2360) sits above player 1 (2400)"),
        "{}",
        r.text
    );
    let r = form(
        &env,
        "/admin/e/cup/lineups",
        Some(&session),
        &format!("csrf={csrf}&round=1&team=1&players=1%2C2%2C3%2C5"),
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    // The Pair tab pairs teams; the results page shows the matches with their boards.
    let page = call_with_cookie(&env, "/admin/e/cup/pair", &session).await;
    assert!(
        page.contains("Teams to pair") && !page.contains("id=\"pairing\""),
        "{page}"
    );
    let r = form(
        &env,
        "/admin/e/cup/pair/auto",
        Some(&session),
        &format!("csrf={csrf}"),
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    let page = call_with_cookie(&env, "/admin/e/cup/round/1", &session).await;
    assert!(
        page.contains("id=\"matches\"") && page.contains("5 Member 04 (2360)"),
        "{page}"
    );
    let page = call_with_cookie(&env, "/admin/e/cup/teams", &session).await;
    assert_eq!(
        page.matches("Forfeit the match</button>").count(),
        2,
        "{page}"
    );
    assert!(page.contains("Lineups of round 2"), "{page}");
    let m = round_1_matches(&env, "cup").await;
    let first = &m["matches"][0];
    let r = form(
        &env,
        "/admin/e/cup/forfeit",
        Some(&session),
        &format!(
            "csrf={csrf}&round=1&home={}&away={}&result=--",
            first["home"], first["away"]
        ),
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    let second = &m["matches"][1];
    for b in second["boards"].as_array().unwrap() {
        let g = b["game"].as_u64().unwrap();
        let r = form(
            &env,
            "/admin/e/cup/round/1/result",
            Some(&session),
            &format!("csrf={csrf}&entry={g}+1-0"),
        )
        .await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    }
    // Public pages: standings, matches, rosters, board prizes, players across teams.
    let page = call_with_cookie(&env, "/e/cup/teams", "").await;
    for want in [
        "Team standings",
        "Rosters",
        "Board prizes",
        "Players across teams",
        "id=\"board-1\"",
        "/e/cup/round/1",
    ] {
        assert!(page.contains(want), "{want} missing: {page}");
    }
    // A team event's round page shows its matches, the forfeit with its score code; the
    // address of the former matches page leads there.
    let page = call_with_cookie(&env, "/e/cup/round/1", "").await;
    assert!(
        page.contains("id=\"matches\"") && page.contains("(match forfeited --)"),
        "{page}"
    );
    let r = send(
        &env,
        Request::get("/e/cup/matches/1")
            .body(Body::empty())
            .unwrap(),
    )
    .await;
    assert_eq!(r.status, StatusCode::PERMANENT_REDIRECT);
    let r = send(
        &env,
        Request::get("/e/cup/matches/2")
            .body(Body::empty())
            .unwrap(),
    )
    .await;
    assert_eq!(r.status, StatusCode::NOT_FOUND);
}

/// A Scheveningen match run as a team event: the fixed schedule pairs the rosters' players,
/// and the public team page gives the teams' totals (the players' points) and the match's
/// points.
#[tokio::test]
async fn a_scheveningen_match_shows_its_team_totals() {
    let env = env().await;
    let settings = json!({"name": "Town Match", "system": "scheveningen", "rounds": 2,
        "team": {"boards": 2}});
    let event = json!({"name": "town", "settings": settings});
    admin_call(
        &env,
        "POST",
        "/api/events",
        Some(event),
        StatusCode::CREATED,
    )
    .await;
    let players: Vec<Value> = (0..4)
        .map(|i| json!({"name": format!("Townie {i}"), "rating": 2000 - i * 10}))
        .collect();
    admin_call(
        &env,
        "POST",
        "/api/events/town/players",
        Some(json!(players)),
        StatusCode::OK,
    )
    .await;
    for (k, members) in [[1, 2], [3, 4]].iter().enumerate() {
        let data = json!({"name": format!("Side {}", k + 1), "members": members});
        admin_call(
            &env,
            "POST",
            "/api/events/town/teams",
            Some(data),
            StatusCode::CREATED,
        )
        .await;
    }
    admin_call(&env, "POST", "/api/events/town/close", None, StatusCode::OK).await;
    // Two rounds, White winning every game: each side wins one game a round.
    for round in 1..=2 {
        pair_auto(&env, "town").await;
        for board in 1..=2 {
            let path = format!("/api/events/town/rounds/{round}/boards/{board}");
            admin_call(
                &env,
                "PUT",
                &path,
                Some(json!({"result": "1-0"})),
                StatusCode::OK,
            )
            .await;
        }
    }
    let page = call(&env, "GET", "/e/town/teams", None, None).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.text);
    for side in ["Side 1", "Side 2"] {
        assert!(page.text.contains(side), "{}", page.text);
    }
    // 2 - 2 in games: a drawn match, a match point each.
    assert_eq!(page.text.matches(">2.0<").count(), 2, "{}", page.text);
    assert_eq!(page.text.matches(">1.0<").count(), 2, "{}", page.text);
}

/// Issue 44: a list imported twice is refused with one line per player and the way to
/// update; with "update" ticked, the players it holds are updated and the others
/// registered; a name whose `?` stands for a lost letter is pointed out.
#[tokio::test]
async fn issue_44_the_desk_updates_players_from_a_corrected_list() {
    let env = env().await;
    let settings = json!({"name": "Spring Open", "system": "dutch", "rounds": 5});
    let event = json!({"name": "list", "settings": settings});
    admin_call(
        &env,
        "POST",
        "/api/events",
        Some(event),
        StatusCode::CREATED,
    )
    .await;
    let (session, csrf) = login(&env, "boss", false).await;
    let csv = "Name;FIDE-ID;Elo\nNovak, Jan;1001;2100\nWi?niewski, ?ukasz;1002;2000\n";
    let enc = |s: &str| {
        s.bytes()
            .map(|b| match b {
                b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' => (b as char).to_string(),
                _ => format!("%{b:02X}"),
            })
            .collect::<String>()
    };
    let path = "/admin/e/list/players/import";
    let r = form(
        &env,
        path,
        Some(&session),
        &format!("csrf={csrf}&csv={}", enc(csv)),
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert!(r.text.contains("check these names"), "{}", r.text);
    assert!(r.text.contains("Wi?niewski, ?ukasz"), "{}", r.text);
    let r = form(
        &env,
        path,
        Some(&session),
        &format!("csrf={csrf}&csv={}", enc(csv)),
    )
    .await;
    assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.text);
    assert!(
        r.text.contains("already registered with the same FIDE id"),
        "{}",
        r.text
    );
    assert!(
        r.text
            .contains("Novak, Jan has the same FIDE id as 1 Novak, Jan\n"),
        "{}",
        r.text
    );
    let fixed =
        "Name;FIDE-ID;Elo\nNovak, Jan;1001;2110\nWiśniewski, Łukasz;1002;2000\nNew, One;;1500\n";
    let r = form(
        &env,
        path,
        Some(&session),
        &format!("csrf={csrf}&update=1&csv={}", enc(fixed)),
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert!(r.text.contains("players updated: 2"), "{}", r.text);
    let p = call(&env, "GET", "/api/events/list/players", None, None)
        .await
        .json();
    let names: Vec<&str> = p
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Novak, Jan", "Wiśniewski, Łukasz", "New, One"]);
    assert_eq!(p[0]["rating"], 2110);
}

/// Issue 44: a round's results that repeat results already entered are taken; only a
/// board whose result differs is refused, by its number.
#[tokio::test]
async fn issue_44_repeated_results_are_taken_and_conflicts_named() {
    let env = env().await;
    running_event(&env, "rep").await;
    let path = "/api/events/rep/rounds/1/results";
    let body = json!({"results": [
        {"board": 1, "result": "1-0"},
        {"board": 2, "result": "0.5-0.5"},
        {"board": 2, "result": "1/2"},
    ]});
    let r = admin_call(&env, "PUT", path, Some(body), StatusCode::OK).await;
    assert!(r.text.contains("1/2") || r.text.contains("½"), "{}", r.text);
    let before = log_len(&env, "rep").await;
    let body = json!({"results": [
        {"board": 1, "result": "1-0"},
        {"board": 3, "result": "0-1"},
        {"board": 2, "result": "1-0"},
    ]});
    let r = call(&env, "PUT", path, Some(&env.admin), Some(body)).await;
    assert!(r.status.is_client_error(), "{}", r.text);
    assert!(r.text.contains("board 2"), "{}", r.text);
    assert_eq!(log_len(&env, "rep").await, before);
}

/// The last event of the event `name`'s log.
async fn last_event(env: &Env, name: &str) -> arbiter_event::Event {
    let log = env.server.store().load(name).await.unwrap();
    log.last().unwrap().event.clone()
}

/// #44: the desk sets prohibited pairings and accelerations as `arbiter prohibit` and
/// `arbiter accelerate` do, with the same events; the pairing respects them; what the
/// event refuses changes nothing; another event's arbiter may not.
#[tokio::test]
async fn the_desk_sets_prohibited_pairings_and_accelerations() {
    use arbiter_event::{Event, ProhibitionData};
    let env = env().await;
    closed_event(&env, "spring").await;
    let (session, csrf) = login(&env, "boss", false).await;
    let page = get_with_cookie(&env, "/admin/e/spring/constraints", &session).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.text);
    assert!(
        page.text.contains("id=\"no-prohibitions\""),
        "{}",
        page.text
    );
    let pair = get_with_cookie(&env, "/admin/e/spring/pair", &session).await;
    assert!(
        pair.text.contains("/admin/e/spring/constraints"),
        "{}",
        pair.text
    );
    let post = |path: &'static str, body: String| {
        let (env, session) = (&env, session.clone());
        async move { form(env, path, Some(&session), &body).await }
    };
    let prohibit = "/admin/e/spring/constraints/prohibit";
    let accelerate = "/admin/e/spring/constraints/accelerate";

    // Players 1 and 5 would meet in round 1 (the top half against the bottom half).
    let r = post(prohibit, format!("csrf={csrf}&players=1+5&to_round=3")).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    assert_eq!(r.headers[header::LOCATION], "/admin/e/spring/constraints");
    let first = ProhibitionData {
        players: vec![1, 5],
        first_round: 1,
        last_round: 3,
    };
    assert_eq!(
        last_event(&env, "spring").await,
        Event::ProhibitionsSet {
            prohibitions: vec![first.clone()]
        }
    );
    let r = post(prohibit, format!("csrf={csrf}&players=2%2C6&from_round=2")).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    let second = ProhibitionData {
        players: vec![2, 6],
        first_round: 2,
        last_round: 5,
    };
    assert_eq!(
        last_event(&env, "spring").await,
        Event::ProhibitionsSet {
            prohibitions: vec![first.clone(), second.clone()]
        }
    );
    let r = post(
        accelerate,
        format!("csrf={csrf}&player=8&points=1%2C1%2C0.5"),
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    assert_eq!(
        last_event(&env, "spring").await,
        Event::AccelerationSet {
            player: 8,
            points: vec!["1".into(), "1".into(), "0.5".into()]
        }
    );
    let page = get_with_cookie(&env, "/admin/e/spring/constraints", &session).await;
    for want in [
        "1 Player 1",
        "5 Player 5",
        "6 Player 6",
        "id=\"accelerations\"",
        "0.5",
    ] {
        assert!(page.text.contains(want), "{want}: {}", page.text);
    }

    // Refused by the event: one player alone, points that do not read, a player not
    // there; the log does not grow and the page says why.
    let before = log_len(&env, "spring").await;
    for (path, body) in [
        (prohibit, "players=3"),
        (prohibit, "players=3+x"),
        (accelerate, "player=8&points=1%2Cx"),
        (accelerate, "player=99&points=1"),
    ] {
        let r = post(path, format!("csrf={csrf}&{body}")).await;
        assert!(
            r.status.is_client_error(),
            "{body}: {} {}",
            r.status,
            r.text
        );
        assert!(
            r.text.contains("class=\"flash error\""),
            "{body}: {}",
            r.text
        );
    }
    assert_eq!(log_len(&env, "spring").await, before);
    // Another event's arbiter may not.
    let (s2, c2) = login(&env, "ana", false).await;
    let r = form(&env, prohibit, Some(&s2), &format!("csrf={c2}&players=3+4")).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    assert_eq!(log_len(&env, "spring").await, before);

    // The pairing respects the prohibition.
    let t = Some(env.admin.as_str());
    let r = call(&env, "POST", "/api/events/spring/pairing/auto", t, None).await;
    assert!(r.status.is_success(), "{}", r.text);
    let round = call(&env, "GET", "/api/events/spring/rounds/1", None, None).await;
    let v: Value = serde_json::from_str(&round.text).unwrap();
    for b in v["boards"].as_array().unwrap() {
        let pair = [&b["white"]["rank"], &b["black"]["rank"]];
        assert!(
            !(pair.contains(&&json!(1)) && pair.contains(&&json!(5))),
            "{v}"
        );
    }

    // Lifting one keeps the other; one not there is refused and changes nothing.
    let page = get_with_cookie(&env, "/admin/e/spring/constraints", &session).await;
    assert!(
        page.text.contains("name=\"lift\" value=\"2\""),
        "{}",
        page.text
    );
    let r = post(prohibit, format!("csrf={csrf}&lift=1")).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    assert_eq!(
        last_event(&env, "spring").await,
        Event::ProhibitionsSet {
            prohibitions: vec![second.clone()]
        }
    );
    let before = log_len(&env, "spring").await;
    let r = post(prohibit, format!("csrf={csrf}&lift=2")).await;
    assert!(r.status.is_client_error(), "{} {}", r.status, r.text);
    assert!(r.text.contains("class=\"flash error\""), "{}", r.text);
    assert_eq!(log_len(&env, "spring").await, before);

    // Lifting every prohibition is one event with an empty list.
    let r = post(prohibit, format!("csrf={csrf}&clear=1")).await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    assert_eq!(
        last_event(&env, "spring").await,
        Event::ProhibitionsSet {
            prohibitions: Vec::new()
        }
    );
}

/// The API sets prohibited pairings and accelerations through the events the desk and the
/// command line append, reads them back, and the next round's pairing avoids the
/// prohibited pair; what the event refuses changes nothing; one prohibition is lifted
/// alone, then all of them.
#[tokio::test]
async fn the_api_sets_prohibited_pairings_and_accelerations() {
    use arbiter_event::{Event, ProhibitionData};
    let env = env().await;
    closed_event(&env, "spring").await;
    let read = || async {
        let r = call(&env, "GET", "/api/events/spring/constraints", None, None).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
        r.json()
    };
    assert_eq!(
        read().await,
        json!({"prohibitions": [], "accelerations": []})
    );
    let prohibitions = "/api/events/spring/prohibitions";
    // Players 1 and 5 would meet in round 1 (the top half against the bottom half).
    let body = json!({"players": [1, 5], "last_round": 3});
    let r = admin_call(&env, "POST", prohibitions, Some(body), StatusCode::CREATED).await;
    let first = ProhibitionData {
        players: vec![1, 5],
        first_round: 1,
        last_round: 3,
    };
    assert_eq!(
        last_event(&env, "spring").await,
        Event::ProhibitionsSet {
            prohibitions: vec![first.clone()]
        }
    );
    assert_eq!(r.json()["prohibitions"][0]["number"], 1, "{}", r.text);
    let body = json!({"players": [2, 6], "first_round": 2});
    admin_call(&env, "POST", prohibitions, Some(body), StatusCode::CREATED).await;
    let body = json!({"players": [3, 7]});
    admin_call(&env, "POST", prohibitions, Some(body), StatusCode::CREATED).await;
    let acceleration = "/api/events/spring/players/8/acceleration";
    let body = json!({"points": ["1", "1", "0.5"]});
    admin_call(&env, "PUT", acceleration, Some(body), StatusCode::OK).await;
    assert_eq!(
        last_event(&env, "spring").await,
        Event::AccelerationSet {
            player: 8,
            points: vec!["1".into(), "1".into(), "0.5".into()]
        }
    );
    let v = read().await;
    assert_eq!(
        v,
        json!({
            "prohibitions": [
                {"number": 1, "players": [1, 5], "first_round": 1, "last_round": 3},
                {"number": 2, "players": [2, 6], "first_round": 2, "last_round": 5},
                {"number": 3, "players": [3, 7], "first_round": 1, "last_round": 5},
            ],
            "accelerations": [{"player": 8, "points": ["1.0", "1.0", "0.5"]}],
        })
    );
    // What is read is what may be written back.
    let body = json!({"points": v["accelerations"][0]["points"]});
    admin_call(&env, "PUT", acceleration, Some(body), StatusCode::OK).await;
    assert_eq!(read().await, v);

    // Refused: one player alone, a player not there, points that do not read, a body
    // that does not read, a prohibition not there; the log does not grow.
    let before = log_len(&env, "spring").await;
    for (method, path, body, want) in [
        ("POST", prohibitions, json!({"players": [3]}), 422),
        ("POST", prohibitions, json!({"players": [3, 99]}), 422),
        ("POST", prohibitions, json!({"players": "1 5"}), 400),
        ("PUT", acceleration, json!({"points": ["1", "x"]}), 422),
        ("PUT", acceleration, json!({"points": 1}), 400),
        (
            "PUT",
            "/api/events/spring/players/99/acceleration",
            json!({"points": ["1"]}),
            422,
        ),
        (
            "DELETE",
            "/api/events/spring/prohibitions/4",
            json!({}),
            404,
        ),
        (
            "DELETE",
            "/api/events/spring/prohibitions/0",
            json!({}),
            404,
        ),
    ] {
        let r = call(&env, method, path, Some(&env.admin), Some(body.clone())).await;
        assert_eq!(
            r.status.as_u16(),
            want,
            "{method} {path} {body}: {}",
            r.text
        );
        assert!(r.json()["error"].is_string(), "{}", r.text);
    }
    assert_eq!(log_len(&env, "spring").await, before);
    assert_eq!(read().await, v);

    // The pairing respects the prohibitions.
    let r = admin_call(
        &env,
        "POST",
        "/api/events/spring/pairing/auto",
        None,
        StatusCode::CREATED,
    )
    .await;
    let pairs = unordered(&boards_of(&r.json()));
    assert!(!pairs.is_empty(), "{}", r.text);
    assert!(!pairs.contains(&(1, 5)), "{pairs:?}");
    assert!(!pairs.contains(&(3, 7)), "{pairs:?}");

    // Lifting one keeps the others in their order; then the acceleration and every
    // prohibition go.
    let r = admin_call(
        &env,
        "DELETE",
        "/api/events/spring/prohibitions/2",
        None,
        StatusCode::OK,
    )
    .await;
    let left: Vec<Value> = r.json()["prohibitions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["players"].clone())
        .collect();
    assert_eq!(left, vec![json!([1, 5]), json!([3, 7])]);
    admin_call(&env, "DELETE", acceleration, None, StatusCode::OK).await;
    assert_eq!(
        last_event(&env, "spring").await,
        Event::AccelerationSet {
            player: 8,
            points: Vec::new()
        }
    );
    admin_call(&env, "DELETE", prohibitions, None, StatusCode::OK).await;
    assert_eq!(
        last_event(&env, "spring").await,
        Event::ProhibitionsSet {
            prohibitions: Vec::new()
        }
    );
    assert_eq!(
        read().await,
        json!({"prohibitions": [], "accelerations": []})
    );
}
