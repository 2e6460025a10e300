//! Fault drills: what an arbiter entering results sees when the database or a server
//! fails under them, and what is kept.
//!
//! - PostgreSQL restarted, then stopped as by a crash and held down longer than a server
//!   waits for a connection, while results are entered through one server and followed
//!   on another: every acknowledged result is kept, every refusal is a 503 that says the
//!   database is unavailable (and whether the change was recorded), the servers
//!   reconnect by themselves, and the live stream of the other server catches up.
//! - A server killed (SIGKILL) while several arbiters enter results, then started again:
//!   nothing acknowledged is lost, on SQLite and on PostgreSQL.
//!
//! The PostgreSQL drills run on a cluster of their own, made in a temporary directory
//! with the system's `initdb` and `pg_ctl`, so that restarting it touches nothing else.
//! They are skipped when PostgreSQL's programs are missing, unless
//! `ARBITER_REQUIRE_DRILLS` is set (as in CI).

use crate::backup::on_server;
use crate::live::{follow, location_args, next_version, paired_event, run, token};
use crate::serve::{Answer, JSON, Served, arbiter_at, http, serve_at, text, try_http};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A PostgreSQL cluster of the test's own, stopped when dropped.
struct Cluster {
    dir: tempfile::TempDir,
    bin: PathBuf,
    port: u16,
    /// Run its programs as the `postgres` user (PostgreSQL refuses to run as root).
    as_postgres: bool,
}

impl Cluster {
    /// Makes and starts a cluster; `None` when the programs are missing.
    fn start() -> Option<Cluster> {
        let bin = std::fs::read_dir("/usr/lib/postgresql")
            .ok()?
            .filter_map(|e| e.ok().map(|e| e.path().join("bin")))
            .filter(|b| b.join("initdb").is_file() && b.join("pg_ctl").is_file())
            .max()?;
        let dir = tempfile::tempdir().unwrap();
        let as_postgres = Command::new("id")
            .arg("-u")
            .output()
            .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0");
        if as_postgres {
            let chown = Command::new("chown")
                .args(["-R", "postgres:postgres"])
                .arg(dir.path())
                .status()
                .unwrap();
            assert!(chown.success());
        }
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let c = Cluster {
            dir,
            bin,
            port,
            as_postgres,
        };
        let data = c.data();
        c.program(
            "initdb",
            &[
                "-D",
                &data,
                "-U",
                "postgres",
                "--auth=trust",
                "--no-locale",
                "-E",
                "UTF8",
                "--no-sync",
            ],
        );
        c.up();
        Some(c)
    }

    fn data(&self) -> String {
        self.dir.path().join("data").to_str().unwrap().to_string()
    }

    fn url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/postgres", self.port)
    }

    /// One of PostgreSQL's programs, run as the user who may run it.
    fn command(&self, name: &str) -> Command {
        let exe = self.bin.join(name);
        let mut cmd = if self.as_postgres {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(&exe);
            c
        } else {
            Command::new(&exe)
        };
        cmd.current_dir(self.dir.path());
        cmd
    }

    fn program(&self, name: &str, args: &[&str]) {
        let out = self.command(name).args(args).output().unwrap();
        assert!(
            out.status.success(),
            "{name} {args:?}: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// Starts the cluster and waits until it accepts connections.
    fn up(&self) {
        let options = format!(
            "-p {} -k {} -c listen_addresses=127.0.0.1 -c max_connections=60",
            self.port,
            self.dir.path().display()
        );
        let log = self.dir.path().join("log");
        self.program(
            "pg_ctl",
            &[
                "-D",
                &self.data(),
                "-l",
                log.to_str().unwrap(),
                "-o",
                &options,
                "-w",
                "start",
            ],
        );
    }

    /// Stops the cluster: `fast` (an orderly shutdown, open transactions rolled back)
    /// or `immediate` (as a crash: recovery from the WAL at the next start).
    fn down(&self, mode: &str) {
        self.program("pg_ctl", &["-D", &self.data(), "-m", mode, "-w", "stop"]);
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let data = self.data();
        let _ = self
            .command("pg_ctl")
            .args(["-D", &data, "-m", "immediate", "stop"])
            .output();
    }
}

/// The drill's own cluster, or `None` (the drill is skipped) without PostgreSQL's
/// programs; CI sets `ARBITER_REQUIRE_DRILLS` so that the drills cannot be skipped there.
fn cluster() -> Option<Cluster> {
    let c = Cluster::start();
    if c.is_none() {
        assert!(
            std::env::var_os("ARBITER_REQUIRE_DRILLS").is_none(),
            "ARBITER_REQUIRE_DRILLS is set but PostgreSQL's initdb and pg_ctl are missing"
        );
        eprintln!("skipped: no PostgreSQL programs under /usr/lib/postgresql");
    }
    c
}

/// The result entered on `board`, in the log's notation: boards differ, so that an
/// entry landing on the wrong board shows.
fn result_of(board: u32) -> &'static str {
    ["1-0", "0-1", "1/2"][(board % 3) as usize]
}

/// What one entry of a result came to.
#[derive(Debug)]
enum Outcome {
    /// 200: recorded.
    Acknowledged,
    /// A 422 after an earlier try whose answer was lost: the board has the result.
    AlreadyThere,
}

/// An answer's status and body, or why none came.
type Heard = Result<(u16, String), String>;

/// Every answer an arbiter got, in order, with its board.
#[derive(Default)]
struct Journal {
    answers: Vec<(u32, Heard)>,
}

/// Enters the result of each of `boards` through whichever server `addr` names at the
/// moment, as an arbiter would: again after a refusal or a lost connection, until the
/// board is recorded or a minute has passed. Returns each board's outcome.
fn enter(
    addr: &Mutex<SocketAddr>,
    name: &str,
    auth: &str,
    boards: &[u32],
    done: &AtomicUsize,
    journal: &Mutex<Journal>,
) -> Vec<(u32, Outcome)> {
    let mut outcomes = Vec::new();
    for &board in boards {
        let give_up = Instant::now() + Duration::from_secs(60);
        let mut tried = false;
        loop {
            assert!(
                Instant::now() < give_up,
                "board {board} not entered in 60 s"
            );
            let at = *addr.lock().unwrap();
            let body = format!(r#"{{"result": "{}"}}"#, result_of(board));
            let answer: std::io::Result<Answer> = try_http(
                at,
                "PUT",
                &format!("/api/events/{name}/rounds/1/boards/{board}"),
                &[JSON, ("Authorization", auth)],
                &body,
            );
            journal.lock().unwrap().answers.push((
                board,
                match &answer {
                    Ok(a) => Ok((a.status, a.body.clone())),
                    Err(e) => Err(e.to_string()),
                },
            ));
            match answer {
                Ok(a) if a.status == 200 => {
                    outcomes.push((board, Outcome::Acknowledged));
                    break;
                }
                Ok(a) if a.status == 422 && tried && a.body.contains("already has a result") => {
                    outcomes.push((board, Outcome::AlreadyThere));
                    break;
                }
                Ok(a) if a.status == 503 => {}
                Ok(a) => panic!("board {board}: {} {}", a.status, a.body),
                // The server went away mid-request: whether it recorded is unknown.
                Err(_) => {}
            }
            tried = true;
            std::thread::sleep(Duration::from_millis(100));
        }
        done.fetch_add(1, Ordering::SeqCst);
        std::thread::sleep(Duration::from_millis(20));
    }
    outcomes
}

/// The results of round 1 in the event's log, board by board, in order of entry.
fn logged_results(addr: SocketAddr, name: &str, auth: &str) -> Vec<(u32, String)> {
    let r = http(
        addr,
        "GET",
        &format!("/api/events/{name}/log"),
        &[("Authorization", auth)],
        "",
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let log: serde_json::Value = serde_json::from_str(&r.body).unwrap();
    log.as_array()
        .unwrap_or_else(|| panic!("no log in {}", r.body))
        .iter()
        .filter(|e| e["event"]["type"] == "result_set")
        .map(|e| {
            (
                u32::try_from(e["event"]["board"].as_u64().unwrap()).unwrap(),
                e["event"]["result"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// Every board entered once, with its own result: nothing acknowledged lost, nothing
/// doubled.
fn check_log(results: &[(u32, String)], boards: u32) {
    let mut seen: Vec<u32> = results.iter().map(|(b, _)| *b).collect();
    seen.sort_unstable();
    assert_eq!(seen, (1..=boards).collect::<Vec<_>>(), "{results:?}");
    for (board, result) in results {
        assert_eq!(result, result_of(*board), "board {board}");
    }
}

/// The database restarted, then crashed and held down, while results are entered.
#[test]
fn postgres_restarted_and_crashed_while_results_are_entered() {
    let Some(pg) = cluster() else { return };
    const BOARDS: u32 = 36;
    let location = location_args(None, Some(&pg.url()));
    let auth = token(&location, "drill");
    let a = serve_at(&location, &[]);
    let b = serve_at(&location, &[]);
    let name = paired_event(a.addr, &auth, "drill", BOARDS);
    let stream = follow(b.addr, &format!("/e/{name}/live"));
    let (first, _) = next_version(&stream, 0, Instant::now() + Duration::from_secs(10)).unwrap();

    let done = Arc::new(AtomicUsize::new(0));
    let journal = Arc::new(Mutex::new(Journal::default()));
    let addr = Arc::new(Mutex::new(a.addr));
    let writer = {
        let (addr, name, auth) = (addr.clone(), name.clone(), auth.clone());
        let (done, journal) = (done.clone(), journal.clone());
        std::thread::spawn(move || {
            let boards: Vec<u32> = (1..=BOARDS).collect();
            enter(&addr, &name, &auth, &boards, &done, &journal)
        })
    };
    let wait_for = |n: usize| {
        let deadline = Instant::now() + Duration::from_secs(60);
        while done.load(Ordering::SeqCst) < n {
            assert!(Instant::now() < deadline, "stuck at {n}");
            std::thread::sleep(Duration::from_millis(5));
        }
    };
    // An orderly restart: transactions in flight are rolled back, connections cut.
    wait_for(8);
    pg.down("fast");
    pg.up();
    // A crash, and the database away for longer than a server waits for a connection.
    wait_for(18);
    pg.down("immediate");
    let away = Instant::now();
    std::thread::sleep(Duration::from_secs(7));
    pg.up();
    let back = Instant::now();
    let outcomes = writer.join().unwrap();
    assert_eq!(outcomes.len(), BOARDS as usize);

    // Every refusal said why, in words an arbiter can act on; nothing failed otherwise.
    let journal = journal.lock().unwrap();
    let mut refusals = 0;
    let mut said = Vec::new();
    for (board, answer) in &journal.answers {
        match answer {
            Ok((200, _)) => {}
            Ok((503, body)) => {
                refusals += 1;
                said.push(body.clone());
                assert!(
                    body.contains("the database is unavailable")
                        || body.contains("nothing was recorded")
                        || body.contains("could not be asked whether it was recorded"),
                    "board {board}: {body}"
                );
            }
            Ok((422, body)) if body.contains("already has a result") => {}
            other => panic!("board {board}: {other:?}"),
        }
    }
    assert!(refusals > 0, "the outage refused nothing");
    // B's live stream caught up by itself: it tells of the log's last version.
    let r = http(
        a.addr,
        "GET",
        &format!("/api/events/{name}"),
        &[("Authorization", &auth)],
        "",
    );
    let version = serde_json::from_str::<serde_json::Value>(&r.body).unwrap()["version"]
        .as_u64()
        .unwrap_or_else(|| panic!("no version in {}", r.body));
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut heard = first;
    while heard < version {
        match next_version(&stream, heard, deadline) {
            Some((v, _)) => heard = v,
            None => panic!("B's live stream stopped at {heard}, the log is at {version}"),
        }
    }
    println!(
        "PostgreSQL drill: {BOARDS} results entered, {refusals} refused with 503 while the \
         database restarted or was away for {:.1} s; B's live stream at version {heard}; \
         refusals said {said:?}",
        back.duration_since(away).as_secs_f64(),
    );
    // Every result once, as entered, in the log either server reads, and a server started
    // now reads from the database alone.
    let c = serve_at(&location, &[]);
    for server in [&a, &b, &c] {
        check_log(&logged_results(server.addr, &name, &auth), BOARDS);
    }
}

/// A server killed while four arbiters enter results, then started again.
fn killed_mid_request(location: &[String], what: &str) {
    const BOARDS: u32 = 40;
    let auth = token(location, "drill");
    let first = serve_at(location, &[]);
    let name = paired_event(first.addr, &auth, "drill", BOARDS);
    let addr = Arc::new(Mutex::new(first.addr));
    let done = Arc::new(AtomicUsize::new(0));
    let journal = Arc::new(Mutex::new(Journal::default()));
    let writers: Vec<_> = (0..4u32)
        .map(|k| {
            let (addr, name, auth) = (addr.clone(), name.clone(), auth.clone());
            let (done, journal) = (done.clone(), journal.clone());
            std::thread::spawn(move || {
                let boards: Vec<u32> = (1..=BOARDS).filter(|b| b % 4 == k).collect();
                enter(&addr, &name, &auth, &boards, &done, &journal)
            })
        })
        .collect();
    let deadline = Instant::now() + Duration::from_secs(60);
    while done.load(Ordering::SeqCst) < 12 {
        assert!(Instant::now() < deadline, "{what}: no progress");
        std::thread::sleep(Duration::from_millis(2));
    }
    // SIGKILL, with requests in flight: no chance to finish anything.
    let killed_at = done.load(Ordering::SeqCst);
    drop(first);
    let second: Served = serve_at(location, &[]);
    *addr.lock().unwrap() = second.addr;
    let (mut acknowledged, mut already) = (0, 0);
    for w in writers {
        for (_, outcome) in w.join().unwrap() {
            match outcome {
                Outcome::Acknowledged => acknowledged += 1,
                Outcome::AlreadyThere => already += 1,
            }
        }
    }
    let lost_answers = journal
        .lock()
        .unwrap()
        .answers
        .iter()
        .filter(|(_, a)| a.is_err())
        .count();
    println!(
        "{what}: server killed after {killed_at} of {BOARDS} results; {lost_answers} requests \
         lost with it; {acknowledged} acknowledged, {already} found recorded when sent again; \
         every result in the log once"
    );
    check_log(&logged_results(second.addr, &name, &auth), BOARDS);
}

#[test]
fn a_server_killed_mid_request_loses_nothing_acknowledged_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    killed_mid_request(&location_args(Some(dir.path()), None), "SQLite");
}

#[test]
fn a_server_killed_mid_request_loses_nothing_acknowledged_on_postgres() {
    let Some(pg) = cluster() else { return };
    killed_mid_request(&location_args(None, Some(&pg.url())), "PostgreSQL");
}

/// `arbiter serve --read-database`: a read database without arbiter tables is refused
/// before serving, with the reason; a replica that has not caught up is not believed, so
/// a result entered shows at once on the public pages of the server reading from it.
#[test]
fn a_server_with_a_replica_behind_shows_what_was_entered() {
    let Ok(url) = std::env::var("ARBITER_TEST_DATABASE_URL") else {
        eprintln!("skipped: ARBITER_TEST_DATABASE_URL is not set");
        return;
    };
    let schema = format!("serve_replica_{}", std::process::id());
    on_server(&url, format!("DROP SCHEMA IF EXISTS {schema} CASCADE"));
    on_server(&url, format!("CREATE SCHEMA {schema}"));
    let joint = if url.contains('?') { '&' } else { '?' };
    let replica = format!("{url}{joint}options=-c%20search_path%3D{schema}");
    let location = location_args(None, Some(&url));

    let o = arbiter_at(
        &location,
        &[
            "serve",
            "--bind",
            "127.0.0.1:0",
            "--read-database",
            &replica,
        ],
        None,
        &[],
    );
    assert_ne!(o.status.code(), Some(0));
    assert!(
        text(&o.stderr).contains("the read database holds no arbiter tables"),
        "{}",
        text(&o.stderr)
    );

    // The replica's tables, empty: it never catches up.
    run(&location_args(None, Some(&replica)), &["list"], "");
    let auth = token(&location, "drill");
    let a = serve_at(&location, &["--read-database", &replica]);
    let name = paired_event(a.addr, &auth, "drill", 2);
    let r = http(
        a.addr,
        "PUT",
        &format!("/api/events/{name}/rounds/1/boards/1"),
        &[JSON, ("Authorization", &auth)],
        r#"{"result": "0-1"}"#,
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let page = http(a.addr, "GET", &format!("/e/{name}/round/1"), &[], "");
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(
        page.body.contains("0-1") || page.body.contains("0–1"),
        "{}",
        page.body
    );
    on_server(&url, format!("DROP SCHEMA {schema} CASCADE"));
}
