//! Rating lists: `arbiter ratings import|search|lists|update`, and the hidden `bench`;
//! `arbiter ratings change`, the players' rating changes (in `rating_change`).

use anyhow::{Context, Result, anyhow, bail};

use arbiter_ratings::{ColumnFilter, ListFormat, ListPlayer, RateType};
use arbiter_store::{
    AnyStore, ImportSummary, ListFeed, ListMeta, RatingStore, StoredHit, list_update,
};
use clap::Subcommand;
use serde_json::{Value, json};
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::io::{JsonFlag, Outcome, emit};
use crate::workflow::{self, Location};
use crate::{rating_change, target};

/// `arbiter ratings …`.
#[derive(Subcommand)]
pub enum RatingsCommand {
    /// Import a rating list, replacing the list of the same name; prints what changed.
    Import {
        /// The list file.
        file: PathBuf,
        /// Which list: fide (text or XML, recognised from the file), ecf, dwz, uscf, ffe,
        /// egf, ffg, aga, or filter=FILE for a column filter of your own.
        #[arg(long, default_value = "fide")]
        list: String,
        /// The name the list is kept under (default: the --list value).
        #[arg(long)]
        name: Option<String>,
        /// For a FIDE list of one rate type: which one.
        #[arg(long, value_parser = ["standard", "rapid", "blitz"])]
        rate: Option<String>,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Find players by FIDE id, national id or a part of the name.
    Search {
        /// The id or name.
        query: String,
        /// At most this many players.
        #[arg(long, default_value_t = 10)]
        limit: usize,
        /// Only in this list.
        #[arg(long)]
        list: Option<String>,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// The imported lists.
    Lists {
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Before round 1: compare every player registered with a FIDE id with the list, and
    /// with --accept bring them up to date.
    Update {
        /// The tournament.
        tournament: String,
        /// The list.
        #[arg(long, default_value = "fide")]
        list: String,
        /// The rating to take.
        #[arg(long, value_parser = ["standard", "rapid", "blitz"], default_value = "standard")]
        rate: String,
        /// Apply the changes shown.
        #[arg(long)]
        accept: bool,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Each player's rating change for the event: old rating, games counted, score,
    /// expected score, change and new rating, performance (FIDE B.02, or the DSB's DWZ,
    /// the ECF's or US Chess's formula).
    Change {
        /// The tournament, or a TRF file.
        tournament: String,
        /// The rating system.
        #[arg(long, value_parser = ["fide", "dwz", "ecf", "uscf"], default_value = "fide")]
        system: String,
        #[command(flatten)]
        json: JsonFlag,
    },
}

/// Runs a `ratings` command: `change` on its target (a file or a stored event), the
/// others on the store.
pub fn run(location: &Location, command: RatingsCommand) -> Result<Outcome> {
    if let RatingsCommand::Change {
        tournament,
        system,
        json,
    } = &command
    {
        let Some(s) = target::load(location, tournament)? else {
            return Ok(Outcome::BadInput);
        };
        return rating_change::print(&s, system, json.json);
    }
    crate::io::block_on(async {
        let store = location.open().await?;
        run_stored(&store, command).await
    })
}

/// Runs a `ratings` command on the store.
async fn run_stored(store: &AnyStore, command: RatingsCommand) -> Result<Outcome> {
    match command {
        RatingsCommand::Import {
            file,
            list,
            name,
            rate,
            json,
        } => {
            let format = format_of(&list, rate.as_deref())?;
            let name = name.unwrap_or_else(|| list.split('=').next().unwrap_or("").to_string());
            let kind = format.kind();
            let summary = import_file(store, &file, format, &name, kind, 20).await?;
            print_summary(&summary, json.json);
            Ok(Outcome::Ok)
        }
        RatingsCommand::Search {
            query,
            limit,
            list,
            json,
        } => {
            let hits = store.search_players(list.as_deref(), &query, limit).await?;
            let values: Vec<Value> = hits.iter().map(StoredHit::json).collect();
            let text: Vec<String> = hits.iter().map(hit_line).collect();
            emit(json.json, &Value::Array(values), &text.join("\n"));
            Ok(if hits.is_empty() {
                Outcome::NoAnswer
            } else {
                Outcome::Ok
            })
        }
        RatingsCommand::Lists { json } => {
            let lists = store.rating_lists().await?;
            let values: Vec<Value> = lists
                .iter()
                .map(|l| {
                    json!({"name": l.name, "kind": l.kind, "source": l.source,
                           "imported_at": l.imported_at, "players": l.players})
                })
                .collect();
            let text: Vec<String> = lists
                .iter()
                .map(|l| {
                    format!(
                        "{}\t{}\t{} players\t{}\t{}",
                        l.name, l.kind, l.players, l.imported_at, l.source
                    )
                })
                .collect();
            emit(json.json, &Value::Array(values), &text.join("\n"));
            Ok(Outcome::Ok)
        }
        RatingsCommand::Update {
            tournament,
            list,
            rate,
            accept,
            json,
        } => update(store, &tournament, &list, &rate, accept, json.json).await,
        RatingsCommand::Change { .. } => bail!("internal: `ratings change` reads its own target"),
    }
}

/// The reader format of a `--list` value.
fn format_of(list: &str, rate: Option<&str>) -> Result<ListFormat> {
    if let Some(path) = list.strip_prefix("filter=") {
        let (_, text) =
            crate::io::read_text(Path::new(path)).context("reading the column filter")?;
        return Ok(ListFormat::Filter(
            ColumnFilter::parse(&text).map_err(|e| anyhow!("{path}: {e}"))?,
        ));
    }
    ListFormat::named(list, rate.and_then(RateType::parse)).map_err(|e| {
        anyhow!("--list {list}: {e} (fide, ecf, dwz, uscf, ffe, egf, ffg, aga or filter=FILE)")
    })
}

/// A one-line `\r` progress counter on standard error.
fn terminal_progress(total: u64) -> arbiter_store::Progress {
    let mut last: Option<Instant> = None;
    Box::new(move |done, end| {
        if !end && last.is_some_and(|l| l.elapsed() < Duration::from_millis(200)) {
            return;
        }
        last = Some(Instant::now());
        let pct = if total == 0 {
            100.0
        } else {
            100.0 * done as f64 / total as f64
        };
        let mb = |b: u64| b as f64 / 1_048_576.0;
        let mut err = std::io::stderr();
        let _ = write!(
            err,
            "\rreading {:.1} of {:.1} MiB ({pct:.0}%)",
            mb(done),
            mb(total)
        );
        if end {
            let _ = writeln!(err);
        }
        let _ = err.flush();
    })
}

/// Imports `file` as list `name`.
async fn import_file(
    store: &AnyStore,
    file: &Path,
    format: ListFormat,
    name: &str,
    kind: &str,
    sample: usize,
) -> Result<ImportSummary> {
    let handle =
        std::fs::File::open(file).with_context(|| format!("opening {}", file.display()))?;
    let total = handle.metadata().map(|m| m.len()).unwrap_or(0);
    let mut feed = ListFeed::new(format, handle, file.display().to_string());
    if std::io::stderr().is_terminal() {
        feed = feed.with_progress(terminal_progress(total));
    }
    let meta = ListMeta {
        name: name.to_string(),
        kind: kind.to_string(),
        source: file
            .file_name()
            .map(|f| f.to_string_lossy().into_owned())
            .unwrap_or_default(),
    };
    Ok(store.import_list(&meta, feed.read_ahead(), sample).await?)
}

fn print_summary(s: &ImportSummary, json_mode: bool) {
    let sample: Vec<Value> = s
        .sample
        .iter()
        .map(|c| match c {
            arbiter_ratings::Change::Added(p) => {
                json!({"change": "added", "id": key_text(p), "name": p.name})
            }
            arbiter_ratings::Change::Removed(p) => {
                json!({"change": "removed", "id": key_text(p), "name": p.name})
            }
            arbiter_ratings::Change::Changed {
                key,
                player,
                fields,
            } => json!({"change": "changed", "id": key.to_string(), "name": player.name,
                        "fields": fields.iter().map(|f| json!({"field": f.field, "old": f.old, "new": f.new})).collect::<Vec<_>>()}),
        })
        .collect();
    let value = json!({
        "list": s.list.name, "players": s.list.players, "replaced": s.replaced,
        "added": s.added, "removed": s.removed, "changed": s.changed,
        "fields": s.fields, "unkeyed": s.unkeyed, "sample": sample,
    });
    let mut text = format!("{}: {} players imported", s.list.name, s.list.players);
    if s.replaced {
        text.push_str(&format!(
            "\n{} added, {} removed, {} changed",
            s.added, s.removed, s.changed
        ));
        for (field, n) in &s.fields {
            text.push_str(&format!("\n  {field}: {n}"));
        }
        if !s.sample.is_empty() {
            text.push_str("\nfirst changes:");
        }
        for c in &s.sample {
            text.push_str(&match c {
                arbiter_ratings::Change::Added(p) => format!("\n  + {} {}", key_text(p), p.name),
                arbiter_ratings::Change::Removed(p) => {
                    format!("\n  - {} {}", key_text(p), p.name)
                }
                arbiter_ratings::Change::Changed {
                    key,
                    player,
                    fields,
                } => format!(
                    "\n  ~ {key} {}: {}",
                    player.name,
                    fields
                        .iter()
                        .map(|f| format!("{} {} -> {}", f.field, f.old, f.new))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            });
        }
    }
    if s.unkeyed > 0 {
        text.push_str(&format!("\n{} records without an id", s.unkeyed));
    }
    emit(json_mode, &value, &text);
}

fn key_text(p: &ListPlayer) -> String {
    p.key().map(|k| k.to_string()).unwrap_or_default()
}

fn hit_line(h: &StoredHit) -> String {
    let hit = &h.hit;
    let id = hit
        .fide_id
        .map(|f| f.to_string())
        .or_else(|| hit.national_id.clone())
        .unwrap_or_default();
    // A Go list's player: the grade and the rating (a GoR may be below 0), which a
    // director registers from.
    if let Some(go) = h.go {
        return format!(
            "{id:>10}  {:<40} {:<3} {:>3} {:>5} {}",
            hit.name,
            hit.federation.map(|f| f.to_string()).unwrap_or_default(),
            go.grade(),
            go.standard(),
            h.list
        );
    }
    format!(
        "{id:>10}  {:<40} {:<3} {:>4} {:<3} {}",
        hit.name,
        hit.federation.map(|f| f.to_string()).unwrap_or_default(),
        hit.rating.map(|r| r.to_string()).unwrap_or_default(),
        hit.title
            .as_ref()
            .map(|t| t.to_string())
            .unwrap_or_default(),
        h.list
    )
}

/// `arbiter ratings update`.
async fn update(
    store: &AnyStore,
    tournament: &str,
    list: &str,
    rate: &str,
    accept: bool,
    json_mode: bool,
) -> Result<Outcome> {
    let rate = RateType::parse(rate).ok_or_else(|| anyhow!("--rate: {rate:?}"))?;
    let s = workflow::load(store, tournament).await?;
    if s.tournament.rounds_paired() > 0 {
        bail!("{tournament}: round 1 is paired; ratings are updated only before it");
    }
    let found = list_update(store, &s, list, rate).await?;
    let report: Vec<Value> = found
        .updates
        .iter()
        .map(|u| {
            let changes: Vec<Value> = u
                .changes
                .iter()
                .map(|c| json!({"field": c.field, "old": c.old, "new": c.new}))
                .collect();
            json!({"player": u.player, "name": u.name, "changes": changes})
        })
        .collect();
    let missing: Vec<Value> = found
        .not_in_list
        .iter()
        .map(|m| json!({"player": m.player, "name": m.name, "id_name": m.id_name, "id": m.id}))
        .collect();
    let mut text: Vec<String> = found
        .updates
        .iter()
        .map(|u| {
            let changes: Vec<String> = u
                .changes
                .iter()
                .map(|c| format!("{} {} -> {}", c.field, c.old, c.new))
                .collect();
            format!("{} {}: {}", u.player, u.name, changes.join(", "))
        })
        .collect();
    for m in &found.not_in_list {
        text.push(format!(
            "{} {}: {} {} is not in the list {list}",
            m.player, m.name, m.id_name, m.id
        ));
    }
    let edits = found.events();
    if edits.is_empty() {
        text.push("every player is up to date".into());
    } else if accept {
        let n = edits.len();
        workflow::change(store, tournament, |_| Ok(edits.clone())).await?;
        text.push(format!("{n} players updated"));
    } else {
        text.push(format!(
            "{} players would change: run again with --accept to apply",
            edits.len()
        ));
    }
    emit(
        json_mode,
        &json!({"changes": report, "not_in_list": missing, "applied": accept && !edits.is_empty()}),
        &text.join("\n"),
    );
    Ok(Outcome::Ok)
}
