//! What the HTTP tests share: a server on a temporary store with an administrator and an
//! arbiter, requests through the router, a browser login with its session cookie and
//! CSRF token, and the API with the administrator's token.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_server::{Options, Role, Server};
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use serde_json::Value;
use tower::ServiceExt;

pub const PASSWORD: &str = "a good password";

pub struct Env {
    _dir: tempfile::TempDir,
    pub server: Server,
    /// The administrator `boss`'s API token.
    pub admin: String,
}

/// A server with `boss` (administrator) and `ana` (arbiter of the event `other` only).
pub async fn env() -> Env {
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
    Env {
        _dir: dir,
        server,
        admin,
    }
}

pub struct Answer {
    pub status: StatusCode,
    pub headers: axum::http::HeaderMap,
    pub text: String,
}

impl Answer {
    /// The `Set-Cookie` values of the answer.
    pub fn cookies(&self) -> Vec<String> {
        self.headers
            .get_all(header::SET_COOKIE)
            .iter()
            .map(|v| v.to_str().unwrap().to_string())
            .collect()
    }

    /// `name=value` of the cookie `name` the answer sets, if it sets it.
    pub fn cookie(&self, name: &str) -> Option<String> {
        self.cookies()
            .into_iter()
            .find(|c| c.starts_with(&format!("{name}=")))
            .map(|c| c.split(';').next().unwrap().to_string())
    }

    /// Where a redirect goes, or "".
    pub fn location(&self) -> &str {
        self.headers
            .get(header::LOCATION)
            .map_or("", |v| v.to_str().unwrap())
    }
}

pub async fn send(env: &Env, req: Request<Body>) -> Answer {
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

/// Who a request comes from.
#[derive(Clone, Copy, Debug)]
pub enum Cred<'a> {
    /// No credentials.
    Nobody,
    /// A browser: its cookie header.
    Cookie(&'a str),
    /// A program: its bearer token.
    Bearer(&'a str),
}

/// Any request: `method path` from `who`, with a body of `kind` (none when empty).
pub async fn call(
    env: &Env,
    method: &str,
    path: &str,
    who: Cred<'_>,
    kind: &str,
    body: impl Into<Body>,
) -> Answer {
    let mut b = Request::builder().method(method).uri(path);
    match who {
        Cred::Nobody => {}
        Cred::Cookie(c) => b = b.header(header::COOKIE, c),
        Cred::Bearer(t) => b = b.header(header::AUTHORIZATION, format!("Bearer {t}")),
    }
    if !kind.is_empty() {
        b = b.header(header::CONTENT_TYPE, kind);
    }
    send(env, b.body(body.into()).unwrap()).await
}

/// An API call with the administrator's token; it must succeed.
pub async fn api(env: &Env, method: &str, path: &str, body: Value) -> Value {
    let req = Request::builder()
        .method(method)
        .uri(path)
        .header(header::AUTHORIZATION, format!("Bearer {}", env.admin))
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(body.to_string()))
        .unwrap();
    let r = send(env, req).await;
    assert!(r.status.is_success(), "{method} {path}: {}", r.text);
    serde_json::from_str(&r.text).unwrap_or(Value::Null)
}

/// The value of the first input named `name`.
pub fn field(html: &str, name: &str) -> String {
    let key = format!("name=\"{name}\" value=\"");
    let start = html
        .find(&key)
        .unwrap_or_else(|| panic!("no {name} in {html}"))
        + key.len();
    html[start..].split('"').next().unwrap().to_string()
}

/// Posts the login form as a browser that first fetched it, with `extra` cookies (such
/// as a session cookie it already had); returns the answer to the post.
pub async fn post_login(env: &Env, user: &str, password: &str, extra: &str) -> Answer {
    let page = get(env, "/login", None).await;
    let mut cookie = page.cookie("arbiter_login_csrf").unwrap();
    if !extra.is_empty() {
        cookie = format!("{cookie}; {extra}");
    }
    let body = format!(
        "csrf={}&login={}&password={}",
        field(&page.text, "csrf"),
        encode(user),
        encode(password)
    );
    post(env, "/login", Some(&cookie), &body).await
}

/// Logs `user` in through the form; returns the session cookie and its CSRF token.
pub async fn login(env: &Env, user: &str) -> (String, String) {
    let res = env
        .server
        .router()
        .oneshot(Request::get("/login").body(Body::empty()).unwrap())
        .await
        .unwrap();
    let login_cookie = res.headers()[header::SET_COOKIE]
        .to_str()
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_string();
    let page =
        String::from_utf8_lossy(&res.into_body().collect().await.unwrap().to_bytes()).into_owned();
    let body = format!(
        "csrf={}&login={user}&password={}",
        field(&page, "csrf"),
        PASSWORD.replace(' ', "+")
    );
    let res = env
        .server
        .router()
        .oneshot(
            Request::post("/login")
                .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
                .header(header::COOKIE, &login_cookie)
                .body(Body::from(body))
                .unwrap(),
        )
        .await
        .unwrap();
    let session = res
        .headers()
        .get_all(header::SET_COOKIE)
        .iter()
        .map(|v| v.to_str().unwrap().to_string())
        .find(|c| c.starts_with("arbiter_session="))
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_string();
    let mut home = get(env, "/admin", Some(&session)).await;
    if home.status.is_redirection() {
        // A captain's home is their lineup page.
        let to = home.location().to_string();
        home = get(env, &to, Some(&session)).await;
    }
    (session.clone(), field(&home.text, "csrf"))
}

pub async fn get(env: &Env, path: &str, cookie: Option<&str>) -> Answer {
    let mut b = Request::get(path);
    if let Some(c) = cookie {
        b = b.header(header::COOKIE, c);
    }
    send(env, b.body(Body::empty()).unwrap()).await
}

/// A form posted URL-encoded.
pub async fn post(env: &Env, path: &str, cookie: Option<&str>, body: &str) -> Answer {
    let mut b =
        Request::post(path).header(header::CONTENT_TYPE, "application/x-www-form-urlencoded");
    if let Some(c) = cookie {
        b = b.header(header::COOKIE, c);
    }
    send(env, b.body(Body::from(body.to_string())).unwrap()).await
}

/// A form posted as `multipart/form-data`: text fields, then files (name, file name,
/// bytes), in the order given.
pub async fn post_multipart(
    env: &Env,
    path: &str,
    cookie: Option<&str>,
    fields: &[(&str, &str)],
    files: &[(&str, &str, &[u8])],
) -> Answer {
    const BOUNDARY: &str = "----arbiter-test-boundary-5f2a";
    let mut body = Vec::new();
    for (name, value) in fields {
        body.extend_from_slice(
            format!(
                "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n"
            )
            .as_bytes(),
        );
    }
    for (name, file, bytes) in files {
        body.extend_from_slice(
            format!(
                "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"{name}\"; filename=\"{file}\"\r\nContent-Type: application/octet-stream\r\n\r\n"
            )
            .as_bytes(),
        );
        body.extend_from_slice(bytes);
        body.extend_from_slice(b"\r\n");
    }
    body.extend_from_slice(format!("--{BOUNDARY}--\r\n").as_bytes());
    let mut b = Request::post(path).header(
        header::CONTENT_TYPE,
        format!("multipart/form-data; boundary={BOUNDARY}"),
    );
    if let Some(c) = cookie {
        b = b.header(header::COOKIE, c);
    }
    send(env, b.body(Body::from(body)).unwrap()).await
}

/// `s` percent-encoded for a form or a query.
pub fn encode(s: &str) -> String {
    s.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}
