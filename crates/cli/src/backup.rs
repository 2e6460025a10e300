//! `arbiter backup` and `arbiter restore`: the whole store as one portable file, gzip
//! compressed unless `--plain` (see `arbiter_store::backup` for the format and what it
//! holds). The same file restores into SQLite or PostgreSQL, which is how an installation
//! moves from one to the other.

use anyhow::{Context, Result, bail};
use arbiter_store::AnyStore;
use arbiter_store::backup::{BackupError, Counts};
use clap::Args;
use flate2::Compression;
use flate2::read::MultiGzDecoder;
use flate2::write::GzEncoder;
use serde_json::json;
use std::io::{BufRead, BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use crate::io::{JsonFlag, Outcome, emit};
use crate::workflow::Location;

/// `arbiter backup`.
#[derive(Args)]
pub struct BackupArgs {
    /// The file to write, or `-` for standard output. It is written under a temporary
    /// name beside it and renamed when complete, so a backup that fails leaves no file.
    #[arg(short = 'o', long)]
    output: PathBuf,
    /// Plain JSON lines instead of gzip.
    #[arg(long)]
    plain: bool,
    #[command(flatten)]
    json: JsonFlag,
}

/// `arbiter restore`.
#[derive(Args)]
pub struct RestoreArgs {
    /// The backup (gzip or plain, told by its first bytes), or `-` for standard input.
    file: PathBuf,
    /// Restore into a store that is not empty: everything it holds (events, publishing
    /// settings, users, tokens, sessions, rating lists) is replaced by the file's content,
    /// in the same transaction as the restore.
    #[arg(long)]
    force: bool,
    #[command(flatten)]
    json: JsonFlag,
}

/// A phrase of the rows per table, the empty ones left out.
fn summary(counts: &Counts) -> String {
    let parts: Vec<String> = counts
        .tables
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|(t, n)| format!("{n} {t}"))
        .collect();
    if parts.is_empty() {
        "nothing (the store is empty)".into()
    } else {
        parts.join(", ")
    }
}

fn counts_json(counts: &Counts) -> serde_json::Value {
    counts
        .tables
        .iter()
        .map(|(t, n)| (t.clone(), json!(n)))
        .collect::<serde_json::Map<_, _>>()
        .into()
}

/// Writes the backup to `out`, compressed unless `plain`.
async fn write_to<W: Write>(store: &AnyStore, out: W, plain: bool) -> Result<Counts> {
    let tables = &arbiter_server::BACKUP_TABLES;
    if plain {
        let mut out = out;
        let counts = store.backup(&mut out, tables).await?;
        out.flush()?;
        Ok(counts)
    } else {
        let mut gz = GzEncoder::new(out, Compression::default());
        let counts = store.backup(&mut gz, tables).await?;
        gz.finish()?.flush()?;
        Ok(counts)
    }
}

/// `arbiter backup -o FILE`.
pub async fn backup(store: &AnyStore, a: &BackupArgs) -> Result<Outcome> {
    let started = Instant::now();
    let (counts, bytes) = if a.output.as_os_str() == "-" {
        let out = BufWriter::with_capacity(1 << 20, std::io::stdout().lock());
        (write_to(store, out, a.plain).await?, None)
    } else {
        let dir = match a.output.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let temp = tempfile::Builder::new()
            .prefix(".arbiter-backup-")
            .tempfile_in(&dir)
            .with_context(|| format!("creating a file in {}", dir.display()))?;
        let out = BufWriter::with_capacity(1 << 20, temp.as_file());
        let counts = write_to(store, out, a.plain)
            .await
            .with_context(|| format!("writing {}", a.output.display()))?;
        // On the disk before it takes its name: a file by that name is a whole backup.
        temp.as_file().sync_all()?;
        let file = temp
            .persist(&a.output)
            .with_context(|| format!("writing {}", a.output.display()))?;
        // The new name on the disk too (a directory's entries are synced on their own).
        if let Ok(d) = std::fs::File::open(&dir) {
            let _ = d.sync_all();
        }
        (counts, Some(file.metadata()?.len()))
    };
    let seconds = started.elapsed().as_secs_f64();
    let text = match bytes {
        Some(b) => format!(
            "{}: {} ({} bytes, {seconds:.1} s)",
            a.output.display(),
            summary(&counts),
            b
        ),
        None => String::new(),
    };
    if a.output.as_os_str() == "-" {
        eprintln!("backup: {} ({seconds:.1} s)", summary(&counts));
    } else {
        emit(
            a.json.json,
            &json!({
                "file": a.output.display().to_string(),
                "bytes": bytes,
                "seconds": seconds,
                "rows": counts_json(&counts),
            }),
            &text,
        );
    }
    Ok(Outcome::Ok)
}

/// The backup's lines, through gzip when its first bytes say it is compressed.
fn open_input(path: &Path) -> Result<Box<dyn BufRead>> {
    let raw: Box<dyn Read> = if path.as_os_str() == "-" {
        Box::new(std::io::stdin())
    } else {
        Box::new(std::fs::File::open(path).with_context(|| format!("opening {}", path.display()))?)
    };
    let mut input = BufReader::with_capacity(1 << 20, raw);
    let gzip = input.fill_buf()?.starts_with(&[0x1f, 0x8b]);
    Ok(if gzip {
        Box::new(BufReader::with_capacity(
            1 << 20,
            MultiGzDecoder::new(input),
        ))
    } else {
        Box::new(input)
    })
}

/// `arbiter restore FILE [--force]`.
pub async fn restore(store: &AnyStore, location: &Location, a: &RestoreArgs) -> Result<Outcome> {
    let started = Instant::now();
    // The accounts' tables belong to the server, which creates them; the restore fills them.
    arbiter_server::Accounts::open(&location.target()?)
        .await
        .context("preparing the accounts' tables")?;
    let input = open_input(&a.file)?;
    let name = a.file.display();
    let counts = match store
        .restore(input, &arbiter_server::BACKUP_TABLES, a.force)
        .await
    {
        Ok(c) => c,
        Err(BackupError::NotEmpty(what)) => bail!(
            "{name}: not restored: the store is not empty (it holds {what}); restore into an \
             empty store, or pass --force to replace everything in it"
        ),
        Err(e @ BackupError::Io(_)) => {
            return Err(anyhow::Error::new(e))
                .with_context(|| format!("{name}: not restored: reading it failed"));
        }
        Err(e) => bail!("{name}: not restored, nothing was written: {e}"),
    };
    let seconds = started.elapsed().as_secs_f64();
    emit(
        a.json.json,
        &json!({
            "file": a.file.display().to_string(),
            "seconds": seconds,
            "rows": counts_json(&counts),
        }),
        &format!("{name}: restored {} ({seconds:.1} s)", summary(&counts)),
    );
    Ok(Outcome::Ok)
}
