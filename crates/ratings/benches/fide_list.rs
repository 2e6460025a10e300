//! The full FIDE list benchmark: generates the combined list (1.3 million players, text
//! and XML) into temporary files in chunks, then reads each back in 256 KiB chunks through
//! the streaming reader, builds the search index and times a few hundred searches.
//!
//! `cargo bench -p arbiter-ratings --bench fide_list` (set `RATINGS_BENCH_PLAYERS` for
//! another size). Peak memory is the process's VmHWM, reset between phases.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use arbiter_ratings::generate::{GeneratedShape, ListGenerator};
use arbiter_ratings::{ListPlayer, ListReader, SearchIndex};
use std::fs::File;
use std::io::{BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

fn status(field: &str) -> u64 {
    let s = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    s.lines()
        .find(|l| l.starts_with(field))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

/// Peak resident memory in MiB since the last reset.
fn peak_mib() -> f64 {
    status("VmHWM:") as f64 / 1024.0
}

fn rss_mib() -> f64 {
    status("VmRSS:") as f64 / 1024.0
}

/// Resets the peak to the current resident size (Linux `clear_refs` 5).
fn reset_peak() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

fn generate(path: &Path, count: u32, shape: GeneratedShape) -> (u64, Duration) {
    let t = Instant::now();
    let mut out = BufWriter::with_capacity(1 << 20, File::create(path).unwrap());
    let mut bytes = 0u64;
    for chunk in ListGenerator::new(2026, count, shape) {
        bytes += chunk.len() as u64;
        out.write_all(&chunk).unwrap();
    }
    out.flush().unwrap();
    (bytes, t.elapsed())
}

/// Streams a file through the reader; calls `each` with every record.
fn read(path: &Path, mut each: impl FnMut(ListPlayer)) -> (u64, u64, u64, Duration) {
    let t = Instant::now();
    let mut file = File::open(path).unwrap();
    let mut buf = vec![0u8; 256 * 1024];
    let mut reader = ListReader::fide();
    let (mut records, mut errors) = (0u64, 0u64);
    let mut last_progress = 0u64;
    loop {
        let n = file.read(&mut buf).unwrap();
        if n == 0 {
            reader.finish();
        } else {
            reader.push(&buf[..n]);
        }
        while let Some(r) = reader.next_record() {
            match r {
                Ok(p) => {
                    records += 1;
                    each(p);
                }
                Err(e) => {
                    if errors < 5 {
                        eprintln!("  {e}");
                    }
                    errors += 1;
                }
            }
        }
        // What a progress bar would show.
        let done = reader.consumed();
        assert!(done >= last_progress);
        last_progress = done;
        if n == 0 {
            break;
        }
    }
    (records, errors, reader.consumed(), t.elapsed())
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn main() {
    let count: u32 = std::env::var("RATINGS_BENCH_PLAYERS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(ListGenerator::FULL_SIZE);
    let dir = std::env::temp_dir().join(format!("arbiter-ratings-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let txt: PathBuf = dir.join("players_list_foa.txt");
    let xml: PathBuf = dir.join("players_list_xml_foa.xml");
    println!("FIDE list benchmark, {count} players");

    let (bytes, t) = generate(&txt, count, GeneratedShape::Txt);
    println!(
        "generate txt: {:.1} MB in {:.2} s",
        bytes as f64 / 1e6,
        t.as_secs_f64()
    );
    let (bytes, t) = generate(&xml, count, GeneratedShape::Xml);
    println!(
        "generate xml: {:.1} MB in {:.2} s",
        bytes as f64 / 1e6,
        t.as_secs_f64()
    );

    for (label, path) in [("txt", &txt), ("xml", &xml)] {
        reset_peak();
        let before = rss_mib();
        let (records, errors, consumed, t) = read(path, |_| {});
        println!(
            "parse {label}: {records} players, {errors} errors, {:.1} MB in {:.2} s ({:.0} MB/s); peak memory {:.1} MiB (resident before {:.1} MiB)",
            consumed as f64 / 1e6,
            t.as_secs_f64(),
            consumed as f64 / 1e6 / t.as_secs_f64(),
            peak_mib(),
            before
        );
        assert_eq!(records, u64::from(count));
        assert_eq!(errors, 0);
    }

    // The index, built from the XML (names with diacritics) as it is read: records go
    // straight from the reader into the index.
    reset_peak();
    let t = Instant::now();
    let mut file = File::open(&xml).unwrap();
    let chunks = std::iter::from_fn(move || {
        let mut buf = vec![0u8; 256 * 1024];
        let n = file.read(&mut buf).unwrap();
        buf.truncate(n);
        (n > 0).then_some(buf)
    });
    let index = SearchIndex::build(ListReader::fide().records(chunks).map_while(Result::ok));
    println!(
        "index (read and build): {} players, {} distinct words, {:.1} MiB held, {:.2} s; peak memory {:.1} MiB, resident after {:.1} MiB",
        index.len(),
        index.words(),
        index.memory_bytes() as f64 / (1024.0 * 1024.0),
        t.elapsed().as_secs_f64(),
        peak_mib(),
        rss_mib()
    );
    assert_eq!(index.len(), count as usize);

    // Queries: whole names, surnames, prefixes, ids, names without diacritics and with
    // a letter changed (closeness), a few very short prefixes.
    let g = ListGenerator::new(2026, count, GeneratedShape::Xml);
    let mut queries: Vec<String> = Vec::new();
    let mut seed = 12345u64;
    let mut rand = |n: u32| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((seed >> 33) % u64::from(n.max(1))) as u32
    };
    for k in 0..400 {
        let p = g.player(rand(count), false);
        let surname = p.name.split(',').next().unwrap_or("").to_string();
        let q = match k % 8 {
            0 => p.name.clone(),
            1 => surname.clone(),
            2 => surname.chars().take(4).collect(),
            3 => p.fide_id.map(|i| i.to_string()).unwrap_or_default(),
            4 => deunicode_lower(&surname),
            5 => {
                // A letter changed in the middle of the surname.
                let mut c: Vec<char> = deunicode_lower(&surname).chars().collect();
                let mid = c.len() / 2;
                if let Some(x) = c.get_mut(mid) {
                    *x = if *x == 'e' { 'a' } else { 'e' };
                }
                c.into_iter().collect()
            }
            6 => {
                let given = p.name.split(", ").nth(1).unwrap_or("").to_string();
                format!("{given} {surname}")
            }
            _ => surname.chars().take(2).collect(),
        };
        queries.push(q);
    }
    queries.extend(["mueller", "Dvoretsky", "a", "nguyen", "kumar", "wang li"].map(String::from));
    let mut times = Vec::with_capacity(queries.len());
    let mut found = 0usize;
    for q in &queries {
        let t = Instant::now();
        let hits = index.search(q, 20);
        times.push(t.elapsed());
        found += usize::from(!hits.is_empty());
    }
    times.sort();
    println!(
        "search: {} queries, {} with results; p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        queries.len(),
        found,
        percentile(&times, 0.5).as_secs_f64() * 1e3,
        percentile(&times, 0.9).as_secs_f64() * 1e3,
        percentile(&times, 0.99).as_secs_f64() * 1e3,
        times.last().copied().unwrap_or_default().as_secs_f64() * 1e3
    );
    for q in ["mueller", "Dvoretsky"] {
        let hits = index.search(q, 3);
        let names: Vec<String> = hits
            .iter()
            .map(|h| format!("{} ({:?})", h.name, h.kind))
            .collect();
        println!("  {q:?} -> {}", names.join("; "));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

fn deunicode_lower(s: &str) -> String {
    arbiter_ratings::normalize::name_key(s)
}
