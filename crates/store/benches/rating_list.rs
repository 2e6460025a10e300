//! Imports a generated full-size FIDE text list (1.3 million players, written to a
//! temporary file first and read back in chunks, as the command line does) into a fresh
//! SQLite store, then times searches in it. Reports wall time, peak memory (`VmHWM`) and
//! search percentiles. `ARBITER_BENCH_PLAYERS` sets a smaller list.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::print_stdout,
    missing_docs
)]

use arbiter_ratings::{GeneratedShape, ListGenerator, ListReader};
use arbiter_store::{ListMeta, RatingStore, SqliteStore};
use std::io::{Read, Write};
use std::time::Instant;

/// Peak resident memory so far, in MiB.
fn peak_mib() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|k| k.parse::<f64>().ok())
        .map_or(-1.0, |k| k / 1024.0)
}

/// The chunks of a file, read as an import reads them.
struct Chunks(std::fs::File, Vec<u8>);

impl Iterator for Chunks {
    type Item = Vec<u8>;
    fn next(&mut self) -> Option<Vec<u8>> {
        let n = self.0.read(&mut self.1).unwrap();
        (n > 0).then(|| self.1[..n].to_vec())
    }
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let players: u32 = std::env::var("ARBITER_BENCH_PLAYERS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(ListGenerator::FULL_SIZE);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("players_list_foa.txt");
    let generator = ListGenerator::new(2024, players, GeneratedShape::Txt);
    let mut out = std::io::BufWriter::new(std::fs::File::create(&path).unwrap());
    for chunk in generator.clone() {
        out.write_all(&chunk).unwrap();
    }
    out.flush().unwrap();
    drop(out);
    let size = std::fs::metadata(&path).unwrap().len();
    let before = peak_mib();

    let store = SqliteStore::open(&dir.path().join("arbiter.db"))
        .await
        .unwrap();
    let meta = ListMeta {
        name: "fide".into(),
        kind: "fide".into(),
        source: "players_list_foa.txt".into(),
    };
    let file = std::fs::File::open(&path).unwrap();
    let records = ListReader::fide().records(Chunks(file, vec![0; 1 << 18]));
    let start = Instant::now();
    let summary = store
        .import_list(&meta, records.map(|r| r.map_err(|e| e.to_string())), 0)
        .await
        .unwrap();
    let import = start.elapsed();
    let peak = peak_mib();
    let db: u64 = std::fs::read_dir(dir.path())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().starts_with("arbiter.db"))
        .filter_map(|e| e.metadata().ok())
        .map(|m| m.len())
        .sum();

    // Queries as an arbiter types them: a surname, a surname and the start of a given
    // name, a FIDE id, a misspelt surname, two letters.
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
    let mut times = Vec::new();
    let mut empty = 0;
    for q in &queries {
        let t = Instant::now();
        let hits = store.search_players(None, q, 10).await.unwrap();
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
        "list: {} players, {:.1} MiB of text\n\
         import into SQLite: {:.1} s, peak memory (VmHWM) {:.1} MiB ({:.1} MiB before), \
         database {:.1} MiB\n\
         search: {} queries, p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms, {} without a hit",
        summary.list.players,
        size as f64 / 1_048_576.0,
        import.as_secs_f64(),
        peak,
        before,
        db as f64 / 1_048_576.0,
        times.len(),
        at(0.5),
        at(0.99),
        at(1.0),
        empty
    );
}
