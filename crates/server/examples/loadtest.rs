//! Load test of a round being entered while a crowd watches: spectators follow an event's
//! live pages on several server processes sharing one database, while arbiters enter the
//! last paired round's results through the JSON API. `bench/load.sh` prepares the
//! database, starts two servers and runs it; the README's load section has the figures.
//!
//! ```sh
//! loadtest setup --database URL --tokens FILE [--players 500] [--arbiters 5] [--fresh]
//! loadtest run --server ADDR --server ADDR --tokens FILE [--spectators 2000]
//!     [--think-ms 2000] [--jitter-ms 250] [--ramp-secs 10] [--max-secs 600] [--event demo]
//! ```
//!
//! A spectator loads its page (the standings, or for one in four the round's pairings),
//! then holds the event's live stream open and, as `app.js` does, fetches the page again
//! when the stream tells of a new version: after a random delay of up to `--jitter-ms`
//! (how far apart a room of browsers hears the same event), and once for all versions heard
//! meanwhile. Arbiter k enters the k-th share of the pending boards one at a time, each
//! after a think time of 0.5 to 1.5 × `--think-ms`, through the servers in turn.
//!
//! At the end every server is asked for the round (API and page) and the standings (API and
//! page), and each must show every result as entered; each spectator's last page must be of
//! the final version. The exit status is 1 when anything failed or is missing. Only
//! loopback addresses are accepted, and counts and the duration are capped: this is a tool
//! for one's own machine, not for loading someone else's server.

use arbiter_core::SplitMix64;
use arbiter_server::Role;
use axum::http::{Method, Request, header};
use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper_util::client::legacy::{Client, connect::HttpConnector};
use hyper_util::rt::TokioExecutor;
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::watch;

type Http = Client<HttpConnector, Full<Bytes>>;
type Failure = Box<dyn std::error::Error + Send + Sync>;

const MAX_SERVERS: usize = 4;
const MAX_SPECTATORS: usize = 10_000;
const MAX_ARBITERS: usize = 20;
const MAX_PLAYERS: usize = 2_000;
const MAX_SECS: u64 = 1_800;
/// A request not answered in this time counts as failed.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(10);
/// How long spectators have after the last result to show the final version.
const SETTLE: Duration = Duration::from_secs(20);

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let outcome = match args.first().map(String::as_str) {
        Some("setup") => setup(&args[1..]).await.map(|()| true),
        Some("run") => run(&args[1..]).await,
        _ => Err("usage: loadtest setup|run ... (see the source's first lines)".into()),
    };
    match outcome {
        Ok(true) => std::process::ExitCode::SUCCESS,
        Ok(false) => std::process::ExitCode::FAILURE,
        Err(e) => {
            eprintln!("loadtest: {e}");
            std::process::ExitCode::from(2)
        }
    }
}

/// `--name value` options, each at most once.
struct Opts(Vec<(String, String)>);

impl Opts {
    fn parse(args: &[String], flags: &[&str]) -> Result<Self, Failure> {
        let mut out = Vec::new();
        let mut it = args.iter();
        while let Some(a) = it.next() {
            let Some(name) = a.strip_prefix("--") else {
                return Err(format!("unexpected argument {a:?}").into());
            };
            if flags.contains(&name) {
                out.push((name.to_string(), String::new()));
            } else {
                let v = it.next().ok_or_else(|| format!("--{name} needs a value"))?;
                out.push((name.to_string(), v.clone()));
            }
        }
        Ok(Opts(out))
    }

    fn all(&self, name: &str) -> Vec<&str> {
        self.0
            .iter()
            .filter(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
            .collect()
    }

    fn get(&self, name: &str) -> Option<&str> {
        self.all(name).first().copied()
    }

    fn has(&self, name: &str) -> bool {
        self.get(name).is_some()
    }

    fn num(&self, name: &str, default: u64, max: u64) -> Result<u64, Failure> {
        let v = match self.get(name) {
            Some(s) => s
                .parse()
                .map_err(|_| format!("--{name} needs a number, not {s:?}"))?,
            None => default,
        };
        if v > max {
            return Err(format!("--{name} is at most {max}").into());
        }
        Ok(v)
    }
}

/// True when a database URL's host is this machine.
fn loopback_url(url: &str) -> bool {
    let rest = url.split_once("://").map_or("", |(_, r)| r);
    let host_port = rest.split(['/', '?']).next().unwrap_or("");
    let host_port = host_port.rsplit_once('@').map_or(host_port, |(_, h)| h);
    let host = if let Some(v6) = host_port.strip_prefix('[') {
        v6.split(']').next().unwrap_or("")
    } else {
        host_port.split(':').next().unwrap_or("")
    };
    host == "localhost"
        || host
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback())
}

/// Creates the demo event, the arbiters and one API token each.
async fn setup(args: &[String]) -> Result<(), Failure> {
    let o = Opts::parse(args, &["fresh"])?;
    let location = o.get("database").ok_or("--database URL is needed")?;
    let tokens = o.get("tokens").ok_or("--tokens FILE is needed")?;
    let players = usize::try_from(o.num("players", 500, MAX_PLAYERS as u64)?)?;
    let arbiters = o.num("arbiters", 5, MAX_ARBITERS as u64)?;
    if location.starts_with("postgres") {
        if !loopback_url(location) {
            return Err("the load test's database must be on this machine".into());
        }
        if o.has("fresh") {
            // A fresh schema rather than a fresh database: the database's owner may do
            // this without the right to create databases.
            let pool = sqlx::postgres::PgPool::connect(location).await?;
            sqlx::raw_sql("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;")
                .execute(&pool)
                .await?;
            pool.close().await;
        }
    } else if o.has("fresh") {
        return Err("--fresh is for a postgres:// database".into());
    }
    let store = arbiter_store::AnyStore::open(location).await?;
    arbiter_server::create_demo(&store, arbiter_server::DEMO_NAME, players, 9, 5).await?;
    let mut lines = String::new();
    for k in 1..=arbiters {
        let login = format!("load{k}");
        let mut secret = [0u8; 16];
        getrandom::fill(&mut secret).map_err(|e| format!("random: {e}"))?;
        let password: String = secret.iter().map(|b| format!("{b:02x}")).collect();
        arbiter_server::add_user(location, &login, Role::Arbiter, &password).await?;
        let token = arbiter_server::create_token(location, &login, "load test").await?;
        let _ = writeln!(lines, "{token}");
    }
    std::fs::write(tokens, lines)?;
    println!(
        "event {:?}: {players} players; {arbiters} arbiters' tokens in {tokens}",
        arbiter_server::DEMO_NAME
    );
    Ok(())
}

/// What every task shares.
struct Ctx {
    servers: Vec<SocketAddr>,
    /// One pool of connections per server.
    clients: Vec<Http>,
    event: String,
    round: u16,
    jitter: Duration,
    errors: Mutex<BTreeMap<String, u64>>,
}

impl Ctx {
    fn error(&self, kind: impl Into<String>) {
        if let Ok(mut m) = self.errors.lock() {
            *m.entry(kind.into()).or_insert(0) += 1;
        }
    }

    fn url(&self, server: usize, path: &str) -> String {
        format!("http://{}{path}", self.servers[server])
    }
}

/// A GET, its body read in full; `Err` names the kind of failure.
async fn get(ctx: &Ctx, server: usize, path: &str) -> Result<Bytes, String> {
    let req = Request::builder()
        .method(Method::GET)
        .uri(ctx.url(server, path))
        .body(Full::default())
        .map_err(|e| format!("request: {e}"))?;
    send(&ctx.clients[server], req).await
}

async fn send(client: &Http, req: Request<Full<Bytes>>) -> Result<Bytes, String> {
    let exchange = async {
        let resp = client.request(req).await.map_err(|e| {
            if e.is_connect() {
                "connect".to_string()
            } else {
                format!("request failed: {e}")
            }
        })?;
        let status = resp.status();
        let body = resp
            .into_body()
            .collect()
            .await
            .map_err(|e| format!("body: {e}"))?
            .to_bytes();
        if status.is_success() {
            Ok(body)
        } else {
            Err(format!("status {}", status.as_u16()))
        }
    };
    tokio::time::timeout(REQUEST_TIMEOUT, exchange)
        .await
        .unwrap_or_else(|_| Err("timeout".into()))
}

async fn get_json(ctx: &Ctx, server: usize, path: &str) -> Result<Value, Failure> {
    let body = get(ctx, server, path)
        .await
        .map_err(|e| format!("GET {path} on {}: {e}", ctx.servers[server]))?;
    Ok(serde_json::from_slice(&body)?)
}

/// The version a page was rendered from (`data-version` on its body).
fn page_version(html: &[u8]) -> Option<u64> {
    let text = std::str::from_utf8(html).ok()?;
    let at = text.find("data-version=\"")? + "data-version=\"".len();
    text[at..].split('"').next()?.parse().ok()
}

/// A random wait in [0, max]: jitter and think times.
fn upto(rng: &mut SplitMix64, max: Duration) -> Duration {
    let ms = u64::try_from(max.as_millis()).unwrap_or(u64::MAX);
    Duration::from_millis(if ms == 0 {
        0
    } else {
        rng.next_u64() % (ms + 1)
    })
}

/// One page request.
struct Sample {
    done: Instant,
    took: Duration,
    /// 0: standings, 1: the round's pairings.
    page: usize,
    first: bool,
    bytes: usize,
}

/// What a spectator saw.
#[derive(Default)]
struct Seen {
    server: usize,
    samples: Vec<Sample>,
    /// Each `version` event with its arrival.
    versions: Vec<(u64, Instant)>,
    /// The version of the last page fetched.
    last_page: u64,
}

/// Shared progress of the spectators, read while waiting for them to settle.
struct Progress {
    page: Vec<AtomicU64>,
    heard: Vec<AtomicU64>,
}

async fn spectator(
    ctx: Arc<Ctx>,
    progress: Arc<Progress>,
    id: usize,
    start: Duration,
    stop: watch::Receiver<bool>,
) -> Seen {
    let server = id % ctx.servers.len();
    let page = usize::from(id % 4 == 3);
    let path = if page == 0 {
        format!("/e/{}/standings", ctx.event)
    } else {
        format!("/e/{}/round/{}", ctx.event, ctx.round)
    };
    tokio::time::sleep(start).await;
    let (heard_tx, heard_rx) = watch::channel(0u64);
    let listen = listen(&ctx, &progress, id, server, heard_tx, stop.clone());
    let fetch = fetch(&ctx, &progress, id, server, page, &path, heard_rx, stop);
    let (versions, (samples, last_page)) = tokio::join!(listen, fetch);
    Seen {
        server,
        samples,
        versions,
        last_page,
    }
}

/// Holds the live stream open (opening it again if it ends), noting each version.
async fn listen(
    ctx: &Ctx,
    progress: &Progress,
    id: usize,
    server: usize,
    heard: watch::Sender<u64>,
    mut stop: watch::Receiver<bool>,
) -> Vec<(u64, Instant)> {
    let mut versions = Vec::new();
    let path = format!("/e/{}/live", ctx.event);
    while !*stop.borrow() {
        let Ok(req) = Request::builder()
            .method(Method::GET)
            .uri(ctx.url(server, &path))
            .header(header::ACCEPT, "text/event-stream")
            .body(Full::default())
        else {
            ctx.error("live: request");
            return versions;
        };
        let resp =
            match tokio::time::timeout(REQUEST_TIMEOUT, ctx.clients[server].request(req)).await {
                Ok(Ok(r)) if r.status().is_success() => Some(r),
                Ok(Ok(r)) => {
                    ctx.error(format!("live: status {}", r.status().as_u16()));
                    None
                }
                Ok(Err(e)) if e.is_connect() => {
                    ctx.error("live: connect");
                    None
                }
                Ok(Err(e)) => {
                    ctx.error(format!("live: request failed: {e}"));
                    None
                }
                Err(_) => {
                    ctx.error("live: timeout");
                    None
                }
            };
        if let Some(resp) = resp {
            let mut body = resp.into_body();
            let mut buf = String::new();
            loop {
                let frame = tokio::select! {
                    f = body.frame() => f,
                    _ = stop.wait_for(|s| *s) => return versions,
                };
                let at = Instant::now();
                match frame {
                    Some(Ok(f)) => {
                        if let Ok(data) = f.into_data() {
                            buf.push_str(&String::from_utf8_lossy(&data));
                        }
                    }
                    Some(Err(_)) => {
                        ctx.error("live: stream broken");
                        break;
                    }
                    None => {
                        ctx.error("live: stream ended");
                        break;
                    }
                }
                while let Some(end) = buf.find("\n\n") {
                    let block: String = buf.drain(..end + 2).collect();
                    let is_version = block.lines().any(|l| l == "event: version");
                    let v = block
                        .lines()
                        .find_map(|l| l.strip_prefix("data: "))
                        .and_then(|d| d.trim().parse::<u64>().ok());
                    if let (true, Some(v)) = (is_version, v) {
                        versions.push((v, at));
                        progress.heard[id].fetch_max(v, Ordering::Relaxed);
                        heard.send_if_modified(|h| {
                            let newer = v > *h;
                            if newer {
                                *h = v;
                            }
                            newer
                        });
                    }
                }
            }
        }
        // As a browser's EventSource does: try again after a moment.
        tokio::select! {
            () = tokio::time::sleep(Duration::from_secs(1)) => {}
            _ = stop.wait_for(|s| *s) => {}
        }
    }
    versions
}

/// Loads the page, then again after each new version heard; returns the requests and the
/// last page's version.
#[allow(clippy::too_many_arguments)]
async fn fetch(
    ctx: &Ctx,
    progress: &Progress,
    id: usize,
    server: usize,
    page: usize,
    path: &str,
    mut heard: watch::Receiver<u64>,
    mut stop: watch::Receiver<bool>,
) -> (Vec<Sample>, u64) {
    let mut samples = Vec::new();
    let mut shown = 0u64;
    let mut rng = SplitMix64::new(0x5EED ^ (id as u64).wrapping_mul(0x1_0000_0001));
    let mut wanted = 0u64;
    let mut first = true;
    loop {
        if !first {
            tokio::select! {
                r = heard.changed() => if r.is_err() { break },
                _ = stop.wait_for(|s| *s) => break,
            }
            if *heard.borrow() <= shown {
                continue;
            }
            tokio::time::sleep(upto(&mut rng, ctx.jitter)).await;
            wanted = *heard.borrow_and_update();
        }
        let t0 = Instant::now();
        let r = get(ctx, server, path).await;
        let done = Instant::now();
        match r {
            Ok(body) => {
                samples.push(Sample {
                    done,
                    took: done - t0,
                    page,
                    first,
                    bytes: body.len(),
                });
                match page_version(&body) {
                    Some(v) if v >= wanted => {
                        shown = v;
                        progress.page[id].store(v, Ordering::Relaxed);
                    }
                    Some(_) => ctx.error("page: older than the version announced"),
                    None => ctx.error("page: no version on the page"),
                }
            }
            Err(kind) => ctx.error(format!("page: {kind}")),
        }
        first = false;
    }
    (samples, shown)
}

/// One result entered.
struct Write {
    server: usize,
    sent: Instant,
    acked: Instant,
    /// The event's version with this result (from the boards still pending in the
    /// answer, since each result adds one entry to the log).
    version: Option<u64>,
}

#[allow(clippy::too_many_arguments)]
async fn arbiter(
    ctx: Arc<Ctx>,
    k: usize,
    token: String,
    boards: Vec<(u32, &'static str)>,
    think: Duration,
    v0: u64,
    pending0: usize,
    deadline: Instant,
) -> Vec<Write> {
    let mut rng = SplitMix64::new(0xA7B1 ^ (k as u64).wrapping_mul(0x9E37_79B9));
    let mut out = Vec::new();
    for (i, (board, result)) in boards.into_iter().enumerate() {
        let pause = think / 2 + upto(&mut rng, think);
        if Instant::now() + pause > deadline {
            ctx.error("result: not entered before --max-secs");
            continue;
        }
        tokio::time::sleep(pause).await;
        let server = (k + i) % ctx.servers.len();
        let path = format!(
            "/api/events/{}/rounds/{}/boards/{board}",
            ctx.event, ctx.round
        );
        let Ok(req) = Request::builder()
            .method(Method::PUT)
            .uri(ctx.url(server, &path))
            .header(header::AUTHORIZATION, format!("Bearer {token}"))
            .header(header::CONTENT_TYPE, "application/json")
            .body(Full::new(Bytes::from(format!(
                "{{\"result\":\"{result}\"}}"
            ))))
        else {
            ctx.error("result: request");
            continue;
        };
        let sent = Instant::now();
        let r = send(&ctx.clients[server], req).await;
        let acked = Instant::now();
        match r {
            Ok(body) => {
                let pending = serde_json::from_slice::<Value>(&body)
                    .ok()
                    .and_then(|v| v["pending"].as_u64())
                    .and_then(|p| usize::try_from(p).ok());
                let version = pending
                    .and_then(|p| u64::try_from(pending0.checked_sub(p)?).ok().map(|n| v0 + n));
                if version.is_none() {
                    ctx.error("result: answer without the round's pending count");
                }
                out.push(Write {
                    server,
                    sent,
                    acked,
                    version,
                });
            }
            Err(kind) => ctx.error(format!("result: {kind}")),
        }
    }
    out
}

/// The result entered on a board: fixed per board, about 4 : 3 : 3 for 1-0, 0-1, draw.
fn result_for(board: u32) -> &'static str {
    match SplitMix64::new(u64::from(board)).next_u64() % 10 {
        0..=3 => "1-0",
        4..=6 => "0-1",
        _ => "1/2-1/2",
    }
}

/// Half-points won by white and black.
fn halves(result: &str) -> Option<(u32, u32)> {
    match normal(result).as_str() {
        "1-0" | "+/-" | "+--" | "1-0f" => Some((2, 0)),
        "0-1" | "-/+" | "--+" | "0-1f" => Some((0, 2)),
        "1/2-1/2" => Some((1, 1)),
        "0-0" | "-/-" | "---" => Some((0, 0)),
        _ => None,
    }
}

/// A result as written on a page or in the API, in one spelling.
fn normal(result: &str) -> String {
    let r = result.trim().replace('½', "1/2").replace(['–', '−'], "-");
    match r.as_str() {
        "1/2" | "=" => "1/2-1/2".to_string(),
        _ => r,
    }
}

/// Points as a page or the API writes them (`3.5`, `3½`, `3,5`), in half-points.
fn parse_halves(text: &str) -> Option<u32> {
    let t = text.trim();
    if let Some(whole) = t.strip_suffix('½') {
        let w: u32 = if whole.is_empty() {
            0
        } else {
            whole.parse().ok()?
        };
        return Some(w * 2 + 1);
    }
    let f: f64 = t.replace(',', ".").parse().ok()?;
    let h = f * 2.0;
    (h >= 0.0 && h.fract() == 0.0 && h < 1e6).then_some(h as u32)
}

fn strip_tags(html: &str) -> String {
    let mut out = String::new();
    let mut inside = false;
    for c in html.chars() {
        match c {
            '<' => inside = true,
            '>' => inside = false,
            c if !inside => out.push(c),
            _ => {}
        }
    }
    out.trim().to_string()
}

/// The rows of the first table of a class: each row's cells as text.
fn table_rows(html: &str, class: &str) -> Vec<Vec<String>> {
    let open = format!("<table class=\"{class}\">");
    let Some(at) = html.find(&open) else {
        return Vec::new();
    };
    let table = &html[at..];
    let table = &table[..table.find("</table>").unwrap_or(table.len())];
    let body = table.split("<tbody>").nth(1).unwrap_or("");
    body.split("<tr")
        .skip(1)
        .map(|row| {
            row.split("<td")
                .skip(1)
                .map(|cell| {
                    let inner = cell.split_once('>').map_or("", |(_, r)| r);
                    strip_tags(inner.split("</td>").next().unwrap_or(""))
                })
                .collect()
        })
        .collect()
}

/// Milliseconds at the given quantiles of `d` (sorted here).
fn quantiles(d: &mut [Duration], qs: &[f64]) -> Vec<f64> {
    d.sort_unstable();
    qs.iter()
        .map(|q| {
            if d.is_empty() {
                return f64::NAN;
            }
            let rank = ((q * d.len() as f64).ceil() as usize).clamp(1, d.len());
            d[rank - 1].as_secs_f64() * 1e3
        })
        .collect()
}

fn latency_line(label: &str, d: &mut [Duration]) -> String {
    let n = d.len();
    let q = quantiles(d, &[0.5, 0.9, 0.99, 1.0]);
    format!(
        "{label:<28} {n:>8}   p50 {:>7.2} ms   p90 {:>7.2} ms   p99 {:>7.2} ms   max {:>8.2} ms",
        q[0], q[1], q[2], q[3]
    )
}

/// Compares what a server shows with what was entered; returns the mismatches.
async fn verify(
    ctx: &Ctx,
    server: usize,
    expected: &BTreeMap<u32, String>,
    points: &BTreeMap<u32, u32>,
    version: u64,
) -> Vec<String> {
    let mut bad = Vec::new();
    let at = ctx.servers[server];
    let round_api = format!("/api/events/{}/rounds/{}", ctx.event, ctx.round);
    match get_json(ctx, server, &round_api).await {
        Ok(v) => {
            let shown: BTreeMap<u32, String> = v["boards"]
                .as_array()
                .map(|a| {
                    a.iter()
                        .filter_map(|b| {
                            let n = u32::try_from(b["board"].as_u64()?).ok()?;
                            Some((n, normal(b["result"].as_str().unwrap_or(""))))
                        })
                        .collect()
                })
                .unwrap_or_default();
            compare(&mut bad, at, "API round", expected, &shown);
        }
        Err(e) => bad.push(format!("{at}: {e}")),
    }
    let round_page = format!("/e/{}/round/{}", ctx.event, ctx.round);
    match get(ctx, server, &round_page).await {
        Ok(body) => {
            let html = String::from_utf8_lossy(&body);
            let mut shown = BTreeMap::new();
            for row in html.split("data-board=\"").skip(1) {
                let Some(n) = row.split('"').next().and_then(|n| n.parse::<u32>().ok()) else {
                    continue;
                };
                let res = row
                    .split("<td class=\"res\">")
                    .nth(1)
                    .map(|c| strip_tags(c.split("</td>").next().unwrap_or("")))
                    .unwrap_or_default();
                shown.insert(n, normal(&res));
            }
            compare(&mut bad, at, "round page", expected, &shown);
            if page_version(&body) != Some(version) {
                bad.push(format!(
                    "{at}: round page of version {:?}",
                    page_version(&body)
                ));
            }
        }
        Err(e) => bad.push(format!("{at}: GET {round_page}: {e}")),
    }
    let standings_api = format!("/api/events/{}/standings", ctx.event);
    match get_json(ctx, server, &standings_api).await {
        Ok(v) => {
            let shown = api_points(&v);
            compare_points(&mut bad, at, "API standings", points, &shown);
        }
        Err(e) => bad.push(format!("{at}: {e}")),
    }
    let standings_page = format!("/e/{}/standings", ctx.event);
    match get(ctx, server, &standings_page).await {
        Ok(body) => {
            let html = String::from_utf8_lossy(&body);
            let shown: BTreeMap<u32, u32> = table_rows(&html, "standings")
                .iter()
                .filter_map(|r| Some((r.get(1)?.parse().ok()?, parse_halves(r.get(5)?)?)))
                .collect();
            compare_points(&mut bad, at, "standings page", points, &shown);
            if page_version(&body) != Some(version) {
                bad.push(format!(
                    "{at}: standings page of version {:?}",
                    page_version(&body)
                ));
            }
        }
        Err(e) => bad.push(format!("{at}: GET {standings_page}: {e}")),
    }
    bad
}

fn compare(
    bad: &mut Vec<String>,
    at: SocketAddr,
    what: &str,
    expected: &BTreeMap<u32, String>,
    shown: &BTreeMap<u32, String>,
) {
    let wrong: Vec<String> = expected
        .iter()
        .filter(|(b, r)| shown.get(b) != Some(r))
        .map(|(b, r)| format!("board {b}: {:?} for {r:?}", shown.get(b)))
        .collect();
    if !wrong.is_empty() {
        bad.push(format!(
            "{at}: {what}: {} of {} boards wrong or missing, e.g. {}",
            wrong.len(),
            expected.len(),
            wrong[..wrong.len().min(3)].join("; ")
        ));
    }
}

fn compare_points(
    bad: &mut Vec<String>,
    at: SocketAddr,
    what: &str,
    expected: &BTreeMap<u32, u32>,
    shown: &BTreeMap<u32, u32>,
) {
    let wrong = expected
        .iter()
        .filter(|(p, h)| shown.get(p) != Some(h))
        .count();
    if wrong > 0 {
        bad.push(format!(
            "{at}: {what}: {wrong} of {} players' points wrong or missing",
            expected.len()
        ));
    }
}

/// Start rank → points in half-points, from the API's standings.
fn api_points(v: &Value) -> BTreeMap<u32, u32> {
    v["rows"]
        .as_array()
        .map(|rows| {
            rows.iter()
                .filter_map(|r| {
                    let rank = u32::try_from(r["rank"].as_u64()?).ok()?;
                    Some((rank, parse_halves(r["values"][0].as_str()?)?))
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The version a server's live stream tells of first.
async fn current_version(ctx: &Ctx, server: usize) -> Result<u64, Failure> {
    let req = Request::builder()
        .method(Method::GET)
        .uri(ctx.url(server, &format!("/e/{}/live", ctx.event)))
        .header(header::ACCEPT, "text/event-stream")
        .body(Full::default())?;
    let read = async {
        let mut body = ctx.clients[server].request(req).await?.into_body();
        let mut buf = String::new();
        while let Some(f) = body.frame().await {
            if let Ok(d) = f?.into_data() {
                buf.push_str(&String::from_utf8_lossy(&d));
            }
            if let Some(v) = buf
                .split("\n\n")
                .find(|b| b.contains("event: version"))
                .and_then(|b| b.lines().find_map(|l| l.strip_prefix("data: ")))
                .and_then(|d| d.trim().parse().ok())
            {
                return Ok::<u64, Failure>(v);
            }
        }
        Err("the live stream ended without a version".into())
    };
    tokio::time::timeout(REQUEST_TIMEOUT, read)
        .await
        .map_err(|_| "no version from the live stream in time")?
}

#[allow(clippy::too_many_lines)]
async fn run(args: &[String]) -> Result<bool, Failure> {
    let o = Opts::parse(args, &[])?;
    let servers: Vec<SocketAddr> = o
        .all("server")
        .iter()
        .map(|s| s.parse())
        .collect::<Result<_, _>>()?;
    if servers.is_empty() || servers.len() > MAX_SERVERS {
        return Err(format!("give 1 to {MAX_SERVERS} --server ADDR").into());
    }
    if let Some(s) = servers.iter().find(|s| !s.ip().is_loopback()) {
        return Err(
            format!("{s} is not a loopback address; the load test stays on this machine").into(),
        );
    }
    let tokens: Vec<String> =
        std::fs::read_to_string(o.get("tokens").ok_or("--tokens FILE is needed")?)?
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .map(String::from)
            .collect();
    let arbiters = usize::try_from(o.num("arbiters", tokens.len() as u64, MAX_ARBITERS as u64)?)?;
    if arbiters == 0 || arbiters > tokens.len() {
        return Err(format!(
            "{arbiters} arbiters need as many tokens ({} given)",
            tokens.len()
        )
        .into());
    }
    let spectators = usize::try_from(o.num("spectators", 2_000, MAX_SPECTATORS as u64)?)?;
    let think = Duration::from_millis(o.num("think-ms", 2_000, 60_000)?);
    let jitter = Duration::from_millis(o.num("jitter-ms", 250, 60_000)?);
    let ramp = Duration::from_secs(o.num("ramp-secs", 10, 300)?);
    let max = Duration::from_secs(o.num("max-secs", 600, MAX_SECS)?);
    let event = o
        .get("event")
        .unwrap_or(arbiter_server::DEMO_NAME)
        .to_string();
    let began = Instant::now();
    let deadline = began + max;

    let clients = servers
        .iter()
        .map(|_| {
            let mut connector = HttpConnector::new();
            connector.set_nodelay(true);
            Client::builder(TokioExecutor::new())
                .pool_idle_timeout(Duration::from_secs(60))
                .build(connector)
        })
        .collect();
    let mut ctx = Ctx {
        servers,
        clients,
        event,
        round: 0,
        jitter,
        errors: Mutex::new(BTreeMap::new()),
    };

    // The round to enter: the last one paired, and its boards still pending.
    let rounds = get_json(&ctx, 0, &format!("/api/events/{}/rounds", ctx.event)).await?;
    let last = rounds
        .as_array()
        .and_then(|a| a.last())
        .ok_or("the event has no round paired")?;
    ctx.round = u16::try_from(last["round"].as_u64().ok_or("a round without a number")?)?;
    let mut expected: BTreeMap<u32, String> = BTreeMap::new();
    let mut to_enter = Vec::new();
    let mut sides = BTreeMap::new();
    for b in last["boards"].as_array().ok_or("a round without boards")? {
        let n = u32::try_from(b["board"].as_u64().ok_or("a board without a number")?)?;
        let w = u32::try_from(b["white"]["rank"].as_u64().ok_or("a board without white")?)?;
        let bl = u32::try_from(b["black"]["rank"].as_u64().ok_or("a board without black")?)?;
        match b["result"].as_str() {
            Some(r) => {
                expected.insert(n, normal(r));
            }
            None => {
                let r = result_for(n);
                expected.insert(n, normal(r));
                to_enter.push((n, r));
                sides.insert(n, (w, bl));
            }
        }
    }
    let pending0 = to_enter.len();
    if pending0 == 0 {
        return Err(format!(
            "round {} has no board left to enter; run setup again",
            ctx.round
        )
        .into());
    }
    // Points to expect at the end: now, plus the games entered.
    let standings = get_json(&ctx, 0, &format!("/api/events/{}/standings", ctx.event)).await?;
    let mut points = api_points(&standings);
    for (board, r) in &to_enter {
        if let (Some((w, b)), Some((hw, hb))) = (sides.get(board), halves(r)) {
            *points.entry(*w).or_insert(0) += hw;
            *points.entry(*b).or_insert(0) += hb;
        }
    }
    let v0 = current_version(&ctx, 0).await?;
    let ctx = Arc::new(ctx);
    let n_servers = ctx.servers.len();
    println!(
        "event {:?} round {}: {pending0} boards to enter by {arbiters} arbiters (think {} ms ± 50 %), \
         {spectators} spectators on {n_servers} servers (jitter up to {} ms), version {v0}",
        ctx.event,
        ctx.round,
        think.as_millis(),
        jitter.as_millis()
    );

    // The crowd arrives over the ramp, then the arbiters start.
    let progress = Arc::new(Progress {
        page: (0..spectators).map(|_| AtomicU64::new(0)).collect(),
        heard: (0..spectators).map(|_| AtomicU64::new(0)).collect(),
    });
    let (stop_tx, stop_rx) = watch::channel(false);
    let mut crowd = Vec::with_capacity(spectators);
    for id in 0..spectators {
        let start = ramp.mul_f64(id as f64 / spectators.max(1) as f64);
        crowd.push(tokio::spawn(spectator(
            ctx.clone(),
            progress.clone(),
            id,
            start,
            stop_rx.clone(),
        )));
    }
    tokio::time::sleep(ramp + Duration::from_secs(2)).await;
    let connected = progress
        .heard
        .iter()
        .filter(|h| h.load(Ordering::Relaxed) > 0)
        .count();
    println!("{connected} of {spectators} spectators hold the live stream; entering results");

    let round_start = Instant::now();
    let share = pending0.div_ceil(arbiters);
    let mut desk = Vec::new();
    for (k, chunk) in to_enter.chunks(share).enumerate() {
        desk.push(tokio::spawn(arbiter(
            ctx.clone(),
            k,
            tokens[k].clone(),
            chunk.to_vec(),
            think,
            v0,
            pending0,
            deadline,
        )));
    }
    let mut writes = Vec::new();
    for d in desk {
        writes.extend(d.await?);
    }
    let round_end = writes.iter().map(|w| w.acked).max().unwrap_or(round_start);

    // Every spectator should now show the final version.
    let mut finals = Vec::new();
    for s in 0..n_servers {
        finals.push(current_version(&ctx, s).await?);
    }
    let final_version = finals.iter().copied().max().unwrap_or(v0);
    let settle_by = (Instant::now() + SETTLE).min(deadline.max(Instant::now()));
    loop {
        let behind = progress
            .page
            .iter()
            .filter(|p| p.load(Ordering::Relaxed) < final_version)
            .count();
        if behind == 0 || Instant::now() >= settle_by {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let settled = Instant::now();
    let _ = stop_tx.send(true);
    let mut seen = Vec::with_capacity(spectators);
    for c in crowd {
        seen.push(c.await?);
    }

    // Checks.
    let mut problems = Vec::new();
    if writes.len() != pending0 {
        problems.push(format!("{} of {pending0} results entered", writes.len()));
    }
    let expected_final = v0 + writes.len() as u64;
    for (s, v) in finals.iter().enumerate() {
        if *v != expected_final {
            problems.push(format!(
                "{}: live stream at version {v}, expected {expected_final}",
                ctx.servers[s]
            ));
        }
    }
    for s in 0..n_servers {
        problems.extend(verify(&ctx, s, &expected, &points, final_version).await);
    }
    let behind_page = seen.iter().filter(|s| s.last_page != final_version).count();
    let behind_live = seen
        .iter()
        .filter(|s| s.versions.last().map(|v| v.0) != Some(final_version))
        .count();
    if behind_page > 0 {
        problems.push(format!(
            "{behind_page} spectators' last page is not of the final version"
        ));
    }
    if behind_live > 0 {
        problems.push(format!(
            "{behind_live} spectators' last live event is not the final version"
        ));
    }

    // Figures.
    let window = round_end
        .saturating_duration_since(round_start)
        .max(Duration::from_millis(1));
    let mut all_pages: Vec<Duration> = Vec::new();
    let mut by_page: [Vec<Duration>; 2] = [Vec::new(), Vec::new()];
    let mut first_loads = Vec::new();
    let mut in_round = 0usize;
    let mut bytes_in_round = 0usize;
    for s in &seen {
        for x in &s.samples {
            if x.first {
                first_loads.push(x.took);
                continue;
            }
            all_pages.push(x.took);
            by_page[x.page].push(x.took);
            if x.done >= round_start && x.done <= round_end {
                in_round += 1;
                bytes_in_round += x.bytes;
            }
        }
    }
    let mut puts: Vec<Duration> = writes.iter().map(|w| w.acked - w.sent).collect();
    // Propagation: from a result's answer to each spectator's first event of a version
    // holding it, on the other servers and on the one written to.
    let mut other = Vec::new();
    let mut same = Vec::new();
    let mut missed = 0usize;
    for s in &seen {
        for w in &writes {
            let Some(v) = w.version else { continue };
            let at = s
                .versions
                .iter()
                .filter(|(x, at)| *x >= v && *at >= w.sent)
                .map(|(_, at)| *at)
                .min();
            match at {
                Some(at) => {
                    let d = at.saturating_duration_since(w.acked);
                    if s.server == w.server {
                        same.push(d);
                    } else {
                        other.push(d);
                    }
                }
                None => missed += 1,
            }
        }
    }
    if missed > 0 {
        problems.push(format!(
            "{missed} (result, spectator) pairs never heard of the result"
        ));
    }
    let errors = ctx.errors.lock().map(|m| m.clone()).unwrap_or_default();
    let page_p99 = quantiles(&mut all_pages.clone(), &[0.99])[0];

    println!();
    println!(
        "round {}: {} results in {:.1} s ({:.2}/s); {} spectators, {} page requests during the round \
         ({:.0}/s, {:.1} MB/s); whole run {:.1} s",
        ctx.round,
        writes.len(),
        window.as_secs_f64(),
        writes.len() as f64 / window.as_secs_f64(),
        spectators,
        in_round,
        in_round as f64 / window.as_secs_f64(),
        bytes_in_round as f64 / window.as_secs_f64() / 1e6,
        settled.duration_since(began).as_secs_f64()
    );
    println!("{}", latency_line("pages, refreshes", &mut all_pages));
    println!("{}", latency_line("  standings", &mut by_page[0]));
    println!("{}", latency_line("  round pairings", &mut by_page[1]));
    println!("{}", latency_line("pages, first loads", &mut first_loads));
    println!("{}", latency_line("results (PUT)", &mut puts));
    println!("{}", latency_line("live, other server", &mut other));
    println!("{}", latency_line("live, same server", &mut same));
    println!("(live: from a result's answer to a spectator's version event holding it)");
    if errors.is_empty() {
        println!("errors: none");
    } else {
        for (kind, n) in &errors {
            println!("error: {kind}: {n}");
        }
    }
    println!(
        "final version {final_version} (from {v0}); pages p99 {page_p99:.2} ms {} 100 ms",
        if page_p99 < 100.0 { "<" } else { "≥" }
    );
    if problems.is_empty() {
        println!(
            "verified: on every server the round (API and page) shows all {} boards as entered, \
             the standings (API and page) every player's points; every spectator's last page \
             and live event are of the final version",
            expected.len()
        );
    } else {
        for p in &problems {
            println!("MISSING: {p}");
        }
    }
    Ok(problems.is_empty() && errors.is_empty())
}
