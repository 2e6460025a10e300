//! Imports a generated full-size FIDE text list (1.3 million players, written to a
//! temporary file first and read back as the command line reads it) into a fresh
//! SQLite store, imports it again (the update an arbiter makes each month: every player
//! compared with the list in use), then times searches in it. Each step runs in a process
//! of its own, as the command line runs it. Reports wall time, peak memory (`VmHWM`, reset
//! before each import) and search percentiles. `ARBITER_BENCH_PLAYERS` sets a smaller
//! list; `ARBITER_BENCH_LIST=xml` writes and imports the combined XML list instead (the
//! same players, names with their diacritics); with `ARBITER_BENCH_DATABASE_URL` set the
//! same steps run on that PostgreSQL database too; `ARBITER_BENCH_ONE_PROCESS` adds a
//! first import and an update in one process, as a server makes them.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::print_stdout,
    missing_docs
)]

use arbiter_ratings::{FideOptions, GeneratedShape, ListFormat, ListGenerator};
use arbiter_store::{ListFeed, ListMeta, PostgresStore, RatingStore, SqliteStore};
use std::io::Write;
use std::path::Path;
use std::time::Instant;

/// Peak resident memory since the last [`reset_peak`], in MiB.
fn peak_mib() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|k| k.parse::<f64>().ok())
        .map_or(-1.0, |k| k / 1024.0)
}

/// The processor time this process has used so far (user and system), in seconds: on a
/// busy machine it tells what a step costs better than the wall time does.
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // The fields after the command's closing parenthesis; utime and stime are the 14th
    // and 15th of the line, in clock ticks of 1/100 s.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let f: Vec<f64> = rest
        .split_whitespace()
        .map(|x| x.parse().unwrap_or(0.0))
        .collect();
    (f.get(11).copied().unwrap_or(0.0) + f.get(12).copied().unwrap_or(0.0)) / 100.0
}

/// Starts the peak over from the memory in use now (Linux: 5 to `clear_refs`).
fn reset_peak() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

/// Imports the file at `path` as the list `bench`, and says how it went.
async fn import(store: &impl RatingStore, path: &Path, what: &str) {
    let meta = ListMeta {
        name: "bench".into(),
        kind: "fide".into(),
        source: path
            .file_name()
            .map(|f| f.to_string_lossy().into_owned())
            .unwrap_or_default(),
    };
    let file = std::fs::File::open(path).unwrap();
    reset_peak();
    let cpu = cpu_seconds();
    let start = Instant::now();
    // As the command line reads it: in chunks, on a thread of its own.
    let records =
        ListFeed::new(ListFormat::Fide(FideOptions::default()), file, "list").read_ahead();
    let summary = store.import_list(&meta, records, 0).await.unwrap();
    println!(
        "{what}: {} players in {:.1} s (processor {:.1} s; {} added, {} changed, {} removed), \
         peak memory (VmHWM) {:.1} MiB",
        summary.list.players,
        start.elapsed().as_secs_f64(),
        cpu_seconds() - cpu,
        summary.added,
        summary.changed,
        summary.removed,
        peak_mib()
    );
}

/// Queries as an arbiter types them: a surname, a surname and the start of a given name,
/// a FIDE id, a misspelt surname, two letters.
fn queries(generator: &ListGenerator, players: u32) -> Vec<String> {
    let mut queries = Vec::new();
    let mut k: u32 = 0;
    while queries.len() < 400 {
        let index = k.wrapping_mul(2_654_435_761) % players.max(1);
        let p = generator.player(index, true);
        let mut parts = p.name.split(", ");
        let surname = parts.next().unwrap_or("").to_string();
        let given = parts.next().unwrap_or("").to_string();
        queries.push(match k % 5 {
            0 => surname.clone(),
            1 => format!("{surname} {}", given.chars().take(2).collect::<String>()),
            2 => generator.fide_id(index).to_string(),
            3 => {
                let mut s: Vec<char> = surname.chars().collect();
                if s.len() > 4 {
                    s.pop();
                    s.push('x');
                }
                s.into_iter().collect()
            }
            _ => surname.chars().take(2).collect(),
        });
        k += 1;
    }
    queries
}

/// Times every query and prints the percentiles, and each query over 50 ms.
async fn search(store: &impl RatingStore, queries: &[String], what: &str) {
    let mut times = Vec::new();
    let mut empty = 0;
    for q in queries {
        let t = Instant::now();
        let hits = store.search_players(Some("bench"), q, 10).await.unwrap();
        let ms = t.elapsed().as_secs_f64() * 1000.0;
        if ms > 50.0 {
            println!("slow: {q:?} {ms:.1} ms, {} hits", hits.len());
        }
        times.push(ms);
        empty += usize::from(hits.is_empty());
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() as f64 * q).ceil() as usize).saturating_sub(1)];
    println!(
        "{what}: {} queries, p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms, {} without a hit",
        times.len(),
        at(0.5),
        at(0.99),
        at(1.0),
        empty
    );
}

/// The steps run in a process of their own, as the command line runs them: the peak memory
/// of each is its own, not what an earlier step left with the allocator.
const STEP: &str = "ARBITER_BENCH_STEP";

/// Runs one step of the bench in a new process of this program, which prints its figures.
fn in_own_process(step: &str, dir: &Path) {
    let status = std::process::Command::new(std::env::current_exe().unwrap())
        .env(STEP, step)
        .env("ARBITER_BENCH_DIR", dir)
        .status()
        .unwrap();
    assert!(status.success(), "{step}: {status}");
}

/// One step on the database in `dir`: `first`, `search` or `update` on SQLite, or the same
/// with a `pg-` prefix on `ARBITER_BENCH_DATABASE_URL`.
async fn step(step: &str, dir: &Path, generator: &ListGenerator, players: u32) {
    let path = dir.join(file_name(shape()));
    let queries = queries(generator, players);
    if let Some(pg) = step.strip_prefix("pg-") {
        let url = std::env::var("ARBITER_BENCH_DATABASE_URL").unwrap();
        let store = PostgresStore::connect(&url).await.unwrap();
        match pg {
            "first" => import(&store, &path, "PostgreSQL, import").await,
            "search" => search(&store, &queries, "PostgreSQL search").await,
            _ => import(&store, &path, "PostgreSQL, update (the same list again)").await,
        }
        return;
    }
    let store = SqliteStore::open(&dir.join("arbiter.db")).await.unwrap();
    match step {
        "first" => {
            import(&store, &path, "SQLite, first import").await;
            let db: u64 = std::fs::read_dir(dir)
                .unwrap()
                .filter_map(|e| e.ok())
                .filter(|e| e.file_name().to_string_lossy().starts_with("arbiter.db"))
                .filter_map(|e| e.metadata().ok())
                .map(|m| m.len())
                .sum();
            println!("SQLite database: {:.1} MiB", db as f64 / 1_048_576.0);
        }
        "search" => search(&store, &queries, "SQLite search").await,
        "update" => import(&store, &path, "SQLite, update (the same list again)").await,
        // A server imports in the process that runs it: an update right after the first
        // import, with whatever the first left behind.
        _ => {
            import(&store, &path, "SQLite, first import (one process)").await;
            import(
                &store,
                &path,
                "SQLite, update right after, in the same process",
            )
            .await;
        }
    }
}

/// The layout to write and import: the text list, or the XML with `ARBITER_BENCH_LIST=xml`.
fn shape() -> GeneratedShape {
    match std::env::var("ARBITER_BENCH_LIST").as_deref() {
        Ok("xml") => GeneratedShape::Xml,
        _ => GeneratedShape::Txt,
    }
}

/// The name FIDE publishes the list of `shape` under.
fn file_name(shape: GeneratedShape) -> &'static str {
    match shape {
        GeneratedShape::Txt => "players_list_foa.txt",
        GeneratedShape::Xml => "players_list_xml_foa.xml",
    }
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let players: u32 = std::env::var("ARBITER_BENCH_PLAYERS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(ListGenerator::FULL_SIZE);
    let shape = shape();
    let generator = ListGenerator::new(2024, players, shape);
    if let (Ok(s), Ok(dir)) = (std::env::var(STEP), std::env::var("ARBITER_BENCH_DIR")) {
        step(&s, Path::new(&dir), &generator, players).await;
        return;
    }
    let temp = tempfile::tempdir().unwrap();
    // `ARBITER_BENCH_KEEP` keeps the list and the database for a closer look.
    let (dir, _removed_on_drop) = if std::env::var("ARBITER_BENCH_KEEP").is_ok() {
        let kept = temp.keep();
        println!("kept in {}", kept.display());
        (kept, None)
    } else {
        (temp.path().to_path_buf(), Some(temp))
    };
    let path = dir.join(file_name(shape));
    let mut out = std::io::BufWriter::new(std::fs::File::create(&path).unwrap());
    for chunk in generator.clone() {
        out.write_all(&chunk).unwrap();
    }
    out.flush().unwrap();
    drop(out);
    let size = std::fs::metadata(&path).unwrap().len();
    println!(
        "list: {players} players, {:.1} MiB ({})",
        size as f64 / 1_048_576.0,
        file_name(shape)
    );
    for s in ["first", "search", "update"] {
        in_own_process(s, &dir);
    }
    if std::env::var("ARBITER_BENCH_ONE_PROCESS").is_ok() {
        for f in ["arbiter.db", "arbiter.db-wal", "arbiter.db-shm"] {
            let _ = std::fs::remove_file(dir.join(f));
        }
        in_own_process("both", &dir);
    }
    if std::env::var("ARBITER_BENCH_DATABASE_URL").is_ok() {
        for s in ["pg-first", "pg-search", "pg-update"] {
            in_own_process(s, &dir);
        }
    }
}
