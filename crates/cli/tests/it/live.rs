//! Two `arbiter serve` processes on one database: a result entered through one reaches
//! the live stream of the other at once, told by the database (PostgreSQL's notifications,
//! the SQLite file's sidecar) rather than found by polling. On SQLite always, on
//! PostgreSQL when `ARBITER_TEST_DATABASE_URL` is set.
//!
//! The latency to the event on the other process, from the write's answer and from its
//! request, is printed; `ARBITER_LIVE_SAMPLES=50` takes more samples (see the README).

use crate::serve::{JSON, PASSWORD, Served, arbiter_at, bearer, http, serve_at, text};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Where the database is: the arguments that name it.
pub(crate) fn location_args(data: Option<&std::path::Path>, url: Option<&str>) -> Vec<String> {
    match (data, url) {
        (_, Some(url)) => vec!["--database".into(), url.into()],
        (Some(dir), None) => vec!["--data".into(), dir.to_str().unwrap().into()],
        (None, None) => unreachable!("a test names its database"),
    }
}

fn start(location: &[String]) -> Served {
    serve_at(location, &[])
}

pub(crate) fn run(location: &[String], args: &[&str], stdin: &str) -> String {
    let o = arbiter_at(location, args, Some(stdin), &[]);
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", text(&o.stderr));
    text(&o.stdout)
}

/// Follows the live stream of `path` on `addr` in a thread: each `version` event, with
/// the instant it arrived.
pub(crate) fn follow(addr: SocketAddr, path: &str) -> mpsc::Receiver<(u64, Instant)> {
    let mut s = TcpStream::connect(addr).unwrap();
    s.write_all(
        format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n\r\n")
            .as_bytes(),
    )
    .unwrap();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let marker = "event: version\ndata: ";
        let mut seen = String::new();
        let mut from = 0;
        let mut buf = [0u8; 4096];
        loop {
            let n = match s.read(&mut buf) {
                Ok(0) | Err(_) => return,
                Ok(n) => n,
            };
            let at = Instant::now();
            seen.push_str(&String::from_utf8_lossy(&buf[..n]));
            while let Some(k) = seen[from..].find(marker) {
                let start = from + k + marker.len();
                let Some(end) = seen[start..].find('\n') else {
                    break;
                };
                let version = seen[start..start + end].trim().parse().unwrap();
                if tx.send((version, at)).is_err() {
                    return;
                }
                from = start + end;
            }
        }
    });
    rx
}

/// The first version above `above` the stream reports before `deadline`.
pub(crate) fn next_version(
    stream: &mpsc::Receiver<(u64, Instant)>,
    above: u64,
    deadline: Instant,
) -> Option<(u64, Instant)> {
    loop {
        let left = deadline.checked_duration_since(Instant::now())?;
        match stream.recv_timeout(left) {
            Ok((v, at)) if v > above => return Some((v, at)),
            Ok(_) => {}
            Err(_) => return None,
        }
    }
}

pub(crate) fn unique(prefix: &str) -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    format!("{prefix}{}x{nanos}", std::process::id())
}

/// An arbiter's bearer token on `location`, for a new login starting with `prefix`.
pub(crate) fn token(location: &[String], prefix: &str) -> String {
    let login = unique(prefix);
    run(
        location,
        &[
            "user",
            "add",
            &login,
            "--role",
            "arbiter",
            "--password-stdin",
        ],
        &format!("{PASSWORD}\n"),
    );
    bearer(run(location, &["token", "create", &login], "").trim())
}

/// Through the API of `addr`: an event named from `prefix` with `2 * boards` players
/// (rated from 2400 down), registration closed and round 1 paired; its name.
pub(crate) fn paired_event(addr: SocketAddr, auth: &str, prefix: &str, boards: u32) -> String {
    let name = unique(prefix);
    let create = format!(
        r#"{{"name": "{name}", "settings": {{"name": "Test Open", "system": "dutch", "rounds": 5}}}}"#
    );
    let r = http(
        addr,
        "POST",
        "/api/events",
        &[JSON, ("Authorization", auth)],
        &create,
    );
    assert_eq!(r.status, 201, "{}", r.body);
    let players: Vec<String> = (0..2 * boards)
        .map(|i| format!(r#"{{"name": "Player, {i:03}", "rating": {}}}"#, 2400 - i))
        .collect();
    let r = http(
        addr,
        "POST",
        &format!("/api/events/{name}/players"),
        &[JSON, ("Authorization", auth)],
        &format!("[{}]", players.join(",")),
    );
    assert_eq!(r.status, 200, "{}", r.body);
    for (path, status) in [("close", 200), ("pairing/auto", 201)] {
        let r = http(
            addr,
            "POST",
            &format!("/api/events/{name}/{path}"),
            &[("Authorization", auth)],
            "",
        );
        assert_eq!(r.status, status, "{path}: {}", r.body);
    }
    name
}

/// Two servers on one database, after the story: for more checks.
struct Live {
    a: Served,
    b: Served,
    name: String,
    auth: String,
    /// B's live stream of the event.
    stream: mpsc::Receiver<(u64, Instant)>,
    /// The last version B told of.
    version: u64,
    /// A board of round 1 still without a result.
    spare: u32,
}

/// The story on one database: results entered through A reach B's live stream.
fn story(location: &[String], what: &str) -> Live {
    let samples: u32 = std::env::var("ARBITER_LIVE_SAMPLES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(5)
        .max(1);
    let auth = token(location, "live");
    let a = start(location);
    let b = start(location);

    // Through A: an event, its players (one board per sample, and one more for later
    // checks), round 1 paired.
    let name = paired_event(a.addr, &auth, "live", samples + 1);

    // B's live stream starts with the version B knows.
    let stream = follow(b.addr, &format!("/e/{name}/live"));
    let (mut version, _) =
        next_version(&stream, 0, Instant::now() + Duration::from_secs(10)).unwrap();

    // Each result entered through A reaches B's stream within a second of A's answer.
    let (mut answered, mut asked) = (Vec::new(), Vec::new());
    for board in 1..=samples {
        let sent = Instant::now();
        let r = http(
            a.addr,
            "PUT",
            &format!("/api/events/{name}/rounds/1/boards/{board}"),
            &[JSON, ("Authorization", &auth)],
            r#"{"result": "1-0"}"#,
        );
        let acknowledged = Instant::now();
        assert_eq!(r.status, 200, "{}", r.body);
        let (v, at) = next_version(&stream, version, acknowledged + Duration::from_secs(1))
            .unwrap_or_else(|| panic!("{what}: B did not tell of board {board} within 1 s"));
        version = v;
        // The event may arrive before the answer is read: no wait at all then.
        answered.push(at.saturating_duration_since(acknowledged));
        asked.push(at.saturating_duration_since(sent));
    }
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    for (from, mut latencies) in [("A's answer", answered), ("the request to A", asked)] {
        latencies.sort();
        println!(
            "{what}: {} results, from {from} to B's live event: p50 {:.1} ms, max {:.1} ms",
            latencies.len(),
            ms(latencies[latencies.len() / 2]),
            ms(latencies[latencies.len() - 1]),
        );
    }
    Live {
        a,
        b,
        name,
        auth,
        stream,
        version,
        spare: samples + 1,
    }
}

/// Two arbiters pair the next round at the same moment, one on each server: exactly one
/// pairing is recorded, the other is refused with a conflict (the round it would pair is
/// paired, and its results are pending), and both servers then show the same round.
fn pair_at_once(live: &Live) {
    let path = format!("/api/events/{}/pairing/auto", live.name);
    let start = std::sync::Arc::new(std::sync::Barrier::new(2));
    let asks: Vec<_> = [live.a.addr, live.b.addr]
        .into_iter()
        .map(|addr| {
            let (path, auth, start) = (path.clone(), live.auth.clone(), start.clone());
            std::thread::spawn(move || {
                start.wait();
                http(addr, "POST", &path, &[("Authorization", &auth)], "")
            })
        })
        .collect();
    let mut answers: Vec<_> = asks.into_iter().map(|t| t.join().unwrap()).collect();
    answers.sort_by_key(|a| a.status);
    let statuses: Vec<u16> = answers.iter().map(|a| a.status).collect();
    assert_eq!(statuses, [201, 409], "{}", answers[1].body);
    for addr in [live.a.addr, live.b.addr] {
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            let r = http(
                addr,
                "GET",
                &format!("/api/events/{}", live.name),
                &[("Authorization", &live.auth)],
                "",
            );
            let v: serde_json::Value = serde_json::from_str(&r.body).unwrap();
            if v["paired"] == 2 {
                break;
            }
            assert!(Instant::now() < deadline, "{addr}: {}", r.body);
            std::thread::sleep(Duration::from_millis(20));
        }
    }
    let log = http(
        live.a.addr,
        "GET",
        &format!("/api/events/{}/log", live.name),
        &[("Authorization", &live.auth)],
        "",
    );
    assert_eq!(log.status, 200, "{}", log.body);
    assert_eq!(
        log.body.matches("\"round_paired\"").count(),
        2,
        "{}",
        log.body
    );
}

#[test]
fn a_result_entered_on_one_server_reaches_the_live_page_of_another_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let location = location_args(Some(dir.path()), None);
    let live = story(&location, "SQLite");
    // The command line on the same file is heard as well.
    let board = live.spare.to_string();
    run(
        &location,
        &["result", &live.name, "--board", &board, "1/2"],
        "",
    );
    let done = Instant::now();
    assert!(
        next_version(&live.stream, live.version, done + Duration::from_secs(1)).is_some(),
        "B did not tell of the command line's result within 1 s"
    );
    pair_at_once(&live);
    drop(live.a);
    drop(live.b);
}

#[test]
fn a_result_entered_on_one_server_reaches_the_live_page_of_another_on_postgres() {
    let Ok(url) = std::env::var("ARBITER_TEST_DATABASE_URL") else {
        eprintln!("skipped: ARBITER_TEST_DATABASE_URL is not set");
        return;
    };
    let location = location_args(None, Some(&url));
    let live = story(&location, "PostgreSQL");
    // Cut the listening connections from the database's side (any other server listening
    // on this database reconnects too, as after any outage): B reconnects by itself, and
    // the next result entered through A still arrives.
    let cut = tokio::runtime::Runtime::new().unwrap().block_on(async {
        let admin = sqlx::PgPool::connect(&url).await.unwrap();
        let rows: Vec<(bool,)> = sqlx::query_as(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
             WHERE datname = current_database() AND query LIKE $1 AND pid <> pg_backend_pid()",
        )
        .bind("LISTEN %")
        .fetch_all(&admin)
        .await
        .unwrap();
        rows.len()
    });
    assert!(cut >= 2, "both servers listen: {cut}");
    let r = http(
        live.a.addr,
        "PUT",
        &format!("/api/events/{}/rounds/1/boards/{}", live.name, live.spare),
        &[JSON, ("Authorization", &live.auth)],
        r#"{"result": "0-1"}"#,
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let heard = next_version(
        &live.stream,
        live.version,
        Instant::now() + Duration::from_secs(10),
    );
    assert!(
        heard.is_some(),
        "B did not hear the result after reconnecting"
    );
    pair_at_once(&live);
    drop(live.b);
}
