//! `arbiter serve`, `arbiter user` and `arbiter token` as a user runs them: the binary
//! serves on a free loopback port over a temporary data directory, and plain HTTP/1.1
//! requests check what it answers.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::sync::mpsc;
use std::time::Duration;

pub(crate) const PASSWORD: &str = "a long enough password";

fn arbiter(data: &Path, args: &[&str], stdin: Option<&str>) -> Output {
    let location = ["--data".to_string(), data.to_str().unwrap().to_string()];
    arbiter_at(&location, args, stdin, &[])
}

/// Runs the binary on the store `location` names (`--data DIR` or `--database URL`),
/// with `env` set, and what it reads on standard input.
pub(crate) fn arbiter_at(
    location: &[String],
    args: &[&str],
    stdin: Option<&str>,
    env: &[(&str, &str)],
) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(location)
        .args(args)
        .env_remove("ARBITER_DATABASE_URL")
        .envs(env.iter().copied())
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    if let Some(input) = stdin {
        // A command refused before it reads its input closes the pipe early: not an error.
        let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    }
    child.wait_with_output().unwrap()
}

pub(crate) fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// A running `arbiter serve`, killed when dropped.
pub(crate) struct Served {
    child: Child,
    pub(crate) addr: SocketAddr,
    /// What it printed before it said where it serves.
    banner: Vec<String>,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn serve(data: &Path, extra: &[&str]) -> Served {
    serve_at(&["--data".into(), data.to_str().unwrap().into()], extra)
}

/// Starts `arbiter serve` on a free loopback port over the database `location` names
/// (`--data DIR` or `--database URL`), and waits until it says where it serves.
pub(crate) fn serve_at(location: &[String], extra: &[&str]) -> Served {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(location)
        .args(["serve", "--bind", "127.0.0.1:0"])
        .args(extra)
        .env_remove("ARBITER_DATABASE_URL")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let mut banner = Vec::new();
    loop {
        let line = match rx.recv_timeout(Duration::from_secs(120)) {
            Ok(line) => line,
            Err(e) => {
                let _ = child.kill();
                let _ = child.wait();
                panic!("arbiter serve did not start ({e}); it printed {banner:?}");
            }
        };
        if let Some(rest) = line.split("serving http://").nth(1) {
            let addr = rest.split('/').next().unwrap().parse().unwrap();
            return Served {
                child,
                addr,
                banner,
            };
        }
        banner.push(line);
    }
}

/// An answer: status, the head's lines, the body.
pub(crate) struct Answer {
    pub(crate) status: u16,
    head: String,
    pub(crate) body: String,
}

impl Answer {
    /// The status line and headers.
    pub(crate) fn head(&self) -> &str {
        &self.head
    }

    fn cookie(&self, name: &str) -> Option<String> {
        self.head
            .lines()
            .filter_map(|l| {
                let (k, v) = l.split_once(':')?;
                k.eq_ignore_ascii_case("set-cookie").then(|| v.trim())
            })
            .find(|v| v.starts_with(&format!("{name}=")))
            .map(|v| v.split(';').next().unwrap().to_string())
    }
}

pub(crate) fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &str,
) -> Answer {
    try_http(addr, method, path, headers, body)
        .unwrap_or_else(|e| panic!("{method} {path} on {addr}: {e}"))
}

/// As [`http`], with a failure to connect, send or read (a server gone) as an error.
pub(crate) fn try_http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &str,
) -> std::io::Result<Answer> {
    let mut s = TcpStream::connect(addr)?;
    s.set_read_timeout(Some(Duration::from_secs(60)))?;
    let mut req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Length: {}\r\n",
        body.len()
    );
    for (k, v) in headers {
        req.push_str(&format!("{k}: {v}\r\n"));
    }
    req.push_str("\r\n");
    req.push_str(body);
    s.write_all(req.as_bytes())?;
    let mut raw = Vec::new();
    s.read_to_end(&mut raw)?;
    let raw = text(&raw);
    let (head, body) = raw.split_once("\r\n\r\n").unwrap_or((&raw, ""));
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .ok_or_else(|| {
            std::io::Error::new(
                std::io::ErrorKind::UnexpectedEof,
                format!("no status in {head:?}"),
            )
        })?;
    Ok(Answer {
        status,
        head: head.to_string(),
        body: body.to_string(),
    })
}

pub(crate) fn bearer(token: &str) -> String {
    format!("Bearer {token}")
}

pub(crate) const JSON: (&str, &str) = ("Content-Type", "application/json");

/// The value of the hidden input `name` in a page.
fn hidden(html: &str, name: &str) -> String {
    let key = format!("name=\"{name}\" value=\"");
    let at = html
        .find(&key)
        .unwrap_or_else(|| panic!("no {name} in {html}"))
        + key.len();
    html[at..].split('"').next().unwrap().to_string()
}

/// Logs in through the form; the session cookie when the password is right.
pub(crate) fn login(addr: SocketAddr, login: &str, password: &str) -> Answer {
    let page = http(addr, "GET", "/login", &[], "");
    assert_eq!(page.status, 200);
    let cookie = page.cookie("arbiter_login_csrf").unwrap();
    let csrf = hidden(&page.body, "csrf");
    let body = format!(
        "csrf={csrf}&login={login}&password={}",
        password.replace(' ', "+")
    );
    http(
        addr,
        "POST",
        "/login",
        &[
            ("Content-Type", "application/x-www-form-urlencoded"),
            ("Cookie", &cookie),
        ],
        &body,
    )
}

#[test]
fn accounts_from_the_command_line_guard_the_served_api() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();

    // Accounts: the password comes on standard input, never as an argument.
    let o = arbiter(
        data,
        &[
            "user",
            "add",
            "ana",
            "--role",
            "arbiter",
            "--password-stdin",
        ],
        Some(&format!("{PASSWORD}\n")),
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert!(text(&o.stdout).contains("user ana (arbiter) saved"));
    let o = arbiter(
        data,
        &["user", "add", "ana2", "--role", "arbiter"],
        Some("whatever password\n"),
    );
    assert_eq!(o.status.code(), Some(2), "--password-stdin is required");
    let o = arbiter(
        data,
        &[
            "user",
            "add",
            "bob",
            "--role",
            "arbiter",
            "--password-stdin",
        ],
        Some("short\n"),
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("at least 8 characters"),
        "{}",
        text(&o.stderr)
    );
    let o = arbiter(
        data,
        &[
            "user",
            "add",
            "root",
            "--role",
            "admin",
            "--password-stdin",
            "--events",
            "x",
        ],
        Some(&format!("{PASSWORD}\n")),
    );
    assert_eq!(o.status.code(), Some(2), "an admin is never limited");
    // An arbiter limited to another event.
    let o = arbiter(
        data,
        &[
            "user",
            "add",
            "cy",
            "--role",
            "arbiter",
            "--password-stdin",
            "--events",
            "other",
            "--json",
        ],
        Some(&format!("{PASSWORD}\r\n")),
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let saved: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(saved["events"], serde_json::json!(["other"]));
    let o = arbiter(data, &["user", "list"], None);
    let list = text(&o.stdout);
    assert!(
        list.contains("ana\tarbiter\t\n") && list.contains("cy\tarbiter\tother"),
        "{list}"
    );

    // Tokens are printed once.
    let o = arbiter(data, &["token", "create", "ana"], None);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let token = text(&o.stdout).trim().to_string();
    assert!(
        token.len() >= 20 && !token.contains(char::is_whitespace),
        "{token:?}"
    );
    let o = arbiter(data, &["token", "create", "cy"], None);
    let limited = text(&o.stdout).trim().to_string();
    let o = arbiter(data, &["token", "create", "nobody"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("nobody"), "{}", text(&o.stderr));

    let server = serve(data, &[]);
    let addr = server.addr;
    let home = http(addr, "GET", "/", &[], "");
    assert_eq!(home.status, 200);
    assert!(home.body.contains("arbiter"), "{}", home.body);

    // Writes without a valid token are refused and change nothing.
    let create = r#"{"name": "autumn", "settings": {"name": "Autumn Open", "system": "dutch", "rounds": 5}}"#;
    let r = http(addr, "POST", "/api/events", &[JSON], create);
    assert_eq!(r.status, 401, "{}", r.body);
    let r = http(
        addr,
        "POST",
        "/api/events",
        &[JSON, ("Authorization", &bearer("arb_not_a_token"))],
        create,
    );
    assert_eq!(r.status, 401, "{}", r.body);
    let r = http(
        addr,
        "POST",
        "/api/events",
        &[JSON, ("Authorization", &bearer(&limited))],
        create,
    );
    assert_eq!(r.status, 403, "{}", r.body);
    assert_eq!(http(addr, "GET", "/api/events", &[], "").body.trim(), "[]");

    // With the token, the arbiter creates the event, registers players and pairs.
    let auth = bearer(&token);
    let r = http(
        addr,
        "POST",
        "/api/events",
        &[JSON, ("Authorization", &auth)],
        create,
    );
    assert_eq!(r.status, 201, "{}", r.body);
    let players = r#"[{"name": "Ames, Al", "rating": 2000}, {"name": "Bell, Bo", "rating": 1900},
        {"name": "Cruz, Cy", "rating": 1800}, {"name": "Dunn, Di", "rating": 1700}]"#;
    let r = http(
        addr,
        "POST",
        "/api/events/autumn/players",
        &[JSON, ("Authorization", &auth)],
        players,
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let r = http(
        addr,
        "POST",
        "/api/events/autumn/close",
        &[("Authorization", &auth)],
        "",
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let r = http(
        addr,
        "POST",
        "/api/events/autumn/pairing/auto",
        &[("Authorization", &auth)],
        "",
    );
    assert_eq!(r.status, 201, "{}", r.body);
    assert!(r.body.contains("Dutch"), "{}", r.body);
    let public = http(addr, "GET", "/e/autumn/round/1", &[], "");
    assert_eq!(public.status, 200);
    assert!(public.body.contains("Ames, Al"));

    // The command line reads the same database.
    let o = arbiter(data, &["list"], None);
    assert!(text(&o.stdout).contains("autumn"), "{}", text(&o.stdout));

    // The browser login: a wrong password is refused, the right one opens a session.
    let r = login(addr, "ana", "not the password");
    assert_eq!(r.status, 401);
    assert!(r.cookie("arbiter_session").is_none());
    let r = login(addr, "ana", PASSWORD);
    assert_eq!(r.status, 303, "{}", r.body);
    let session = r.cookie("arbiter_session").unwrap();
    let desk = http(addr, "GET", "/admin", &[("Cookie", &session)], "");
    assert_eq!(desk.status, 200);
    assert!(desk.body.contains("Autumn Open"), "{}", desk.body);
}

#[test]
fn serve_demo_shows_an_event_paired_by_the_dutch_engine() {
    let dir = tempfile::tempdir().unwrap();
    let server = serve(dir.path(), &["--demo"]);
    let banner = server.banner.join("\n");
    assert!(banner.contains("created the demo event"), "{banner}");
    let password = banner
        .split("with the password ")
        .nth(1)
        .unwrap_or_else(|| panic!("no admin password in {banner}"))
        .trim()
        .to_string();
    let addr = server.addr;
    let home = http(addr, "GET", "/", &[], "");
    assert!(home.body.contains("Demo Open"), "{}", home.body);
    let standings = http(addr, "GET", "/e/demo/standings", &[], "");
    assert_eq!(standings.status, 200);
    assert!(
        standings.body.contains("Standings after round 4"),
        "{}",
        standings.body
    );
    let r1 = http(addr, "GET", "/api/events/demo/rounds/1", &[], "");
    assert!(r1.body.contains("FIDE Dutch"), "{}", r1.body);
    // The demo admin logs in with the printed password.
    assert_eq!(login(addr, "demo", &password).status, 303);
    // The fourth round is under way: the engine waits for its results.
    let o = arbiter(dir.path(), &["token", "create", "demo"], None);
    let token = text(&o.stdout).trim().to_string();
    let r = http(
        addr,
        "POST",
        "/api/events/demo/pairing/auto",
        &[("Authorization", &bearer(&token))],
        "",
    );
    assert_eq!(r.status, 409, "{}", r.body);
    assert!(r.body.contains("round 4"), "{}", r.body);
    drop(server);
    // Serving again keeps the demo as it is.
    let again = serve(dir.path(), &["--demo"]);
    assert!(
        !again.banner.join("\n").contains("created"),
        "{:?}",
        again.banner
    );
}
