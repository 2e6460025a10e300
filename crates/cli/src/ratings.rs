//! Rating lists: `arbiter ratings import|search|lists|update`, and the hidden `bench`;
//! `arbiter ratings change`, the players' rating changes (in `rating_change`).

use anyhow::{Context, Result, anyhow, bail};
use arbiter_core::PlayerId;
use arbiter_event::{Event, PlayerData};
use arbiter_ratings::{
    ColumnFilter, FideId, FideOptions, GoList, ListFormat, ListPlayer, ListReader, RateType,
};
use arbiter_store::{AnyStore, ImportSummary, ListMeta, RatingStore, StoredHit};
use clap::Subcommand;
use serde_json::{Value, json};
use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::workflow::{self, emit};
use crate::{JsonFlag, Outcome};

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

/// Runs a `ratings` command.
pub async fn run(store: &AnyStore, command: RatingsCommand) -> Result<Outcome> {
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
            let kind = kind_of(&format);
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
            let values: Vec<Value> = hits.iter().map(hit_json).collect();
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
        RatingsCommand::Change {
            tournament,
            system,
            json,
        } => {
            let s = workflow::load(store, &tournament).await?;
            crate::rating_change::print(&s.tournament, &system, json.json)
        }
    }
}

/// The reader format of a `--list` value.
fn format_of(list: &str, rate: Option<&str>) -> Result<ListFormat> {
    if let Some(path) = list.strip_prefix("filter=") {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("reading the column filter {path}"))?;
        return Ok(ListFormat::Filter(
            ColumnFilter::parse(&text).map_err(|e| anyhow!("{path}: {e}"))?,
        ));
    }
    Ok(match list {
        "fide" => {
            let mut o = FideOptions::default();
            if let Some(r) = rate.and_then(RateType::parse) {
                o.single_rate = r;
            }
            ListFormat::Fide(o)
        }
        "egf" => ListFormat::Go(GoList::Egf),
        "ffg" => ListFormat::Go(GoList::Ffg),
        "aga" => ListFormat::Go(GoList::Aga),
        other => ListFormat::Filter(ColumnFilter::builtin(other).map_err(|e| {
            anyhow!("--list {other}: {e} (fide, ecf, dwz, uscf, ffe, egf, ffg, aga or filter=FILE)")
        })?),
    })
}

fn kind_of(format: &ListFormat) -> &'static str {
    match format {
        ListFormat::Fide(_) => "fide",
        ListFormat::Filter(_) => "national",
        ListFormat::Go(GoList::Egf) => "egf",
        ListFormat::Go(GoList::Ffg) => "ffg",
        ListFormat::Go(GoList::Aga) => "aga",
    }
}

/// The records of a file read in chunks, with the progress on standard error when it is
/// a terminal. A read error ends the stream with that error, so the import fails.
struct Feed {
    reader: ListReader,
    file: std::fs::File,
    label: String,
    ended: bool,
    chunk: Vec<u8>,
    progress: Option<Progress>,
}

/// A one-line `\r` progress counter.
struct Progress {
    total: u64,
    last: Instant,
}

impl Progress {
    fn show(&mut self, done: u64, force: bool) {
        if !force && self.last.elapsed() < Duration::from_millis(200) {
            return;
        }
        self.last = Instant::now();
        let pct = if self.total == 0 {
            100.0
        } else {
            100.0 * done as f64 / self.total as f64
        };
        let mb = |b: u64| b as f64 / 1_048_576.0;
        let mut err = std::io::stderr();
        let _ = write!(
            err,
            "\rreading {:.1} of {:.1} MiB ({pct:.0}%)",
            mb(done),
            mb(self.total)
        );
        let _ = err.flush();
    }
}

impl Iterator for Feed {
    type Item = Result<ListPlayer, String>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if let Some(r) = self.reader.next_record() {
                if let Some(p) = &mut self.progress {
                    p.show(self.reader.consumed(), false);
                }
                return Some(r.map_err(|e| format!("{}: {e}", self.label)));
            }
            if self.ended {
                if let Some(p) = &mut self.progress {
                    p.show(self.reader.consumed(), true);
                    eprintln!();
                }
                self.progress = None;
                return None;
            }
            match self.file.read(&mut self.chunk) {
                Ok(0) => {
                    self.ended = true;
                    self.reader.finish();
                }
                Ok(n) => self.reader.push(&self.chunk[..n]),
                Err(e) => {
                    self.ended = true;
                    return Some(Err(format!("reading {}: {e}", self.label)));
                }
            }
        }
    }
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
    let feed = Feed {
        reader: ListReader::new(format),
        file: handle,
        label: file.display().to_string(),
        ended: false,
        chunk: vec![0; 1 << 18],
        progress: std::io::stderr().is_terminal().then(|| Progress {
            total,
            last: Instant::now(),
        }),
    };
    let meta = ListMeta {
        name: name.to_string(),
        kind: kind.to_string(),
        source: file
            .file_name()
            .map(|f| f.to_string_lossy().into_owned())
            .unwrap_or_default(),
    };
    Ok(store.import_list(&meta, feed, sample).await?)
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

fn hit_json(h: &StoredHit) -> Value {
    let hit = &h.hit;
    json!({
        "fide_id": hit.fide_id.map(FideId::get),
        "national_id": hit.national_id,
        "name": hit.name,
        "federation": hit.federation.map(|f| f.as_str().to_string()),
        "rating": hit.rating.map(|r| r.0),
        "title": hit.title.as_ref().map(|t| t.as_str().to_string()),
        "birth_year": hit.birth_year,
        "inactive": hit.inactive,
        "list": h.list,
        "match": format!("{:?}", hit.kind).to_lowercase(),
        "score": hit.score,
    })
}

fn hit_line(h: &StoredHit) -> String {
    let hit = &h.hit;
    let id = hit
        .fide_id
        .map(|f| f.to_string())
        .or_else(|| hit.national_id.clone())
        .unwrap_or_default();
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

/// The registration data a list gives a player, over what was given by hand.
pub fn from_list(given: PlayerData, p: &ListPlayer, rate: RateType) -> PlayerData {
    let rating = p
        .ratings
        .get(rate)
        .map(|r| r.rating)
        .or_else(|| p.rating())
        .map(|r| r.0);
    let name = if given.name.trim().is_empty() {
        p.name.clone()
    } else {
        given.name
    };
    PlayerData {
        name,
        rating: given.rating.or(rating),
        title: given.title.or_else(|| {
            p.title
                .as_ref()
                .or(p.woman_title.as_ref())
                .map(|t| t.as_str().to_string())
        }),
        sex: given.sex.or_else(|| p.sex.map(|s| s.letter().to_string())),
        fide_id: given.fide_id.or(p.fide_id.map(|f| u64::from(f.get()))),
        federation: given
            .federation
            .or_else(|| p.federation.map(|f| f.as_str().to_string())),
        birth_date: given.birth_date.or_else(|| p.birth.map(|b| b.to_string())),
        club: given.club.or_else(|| p.club.clone()),
        go_rank: given
            .go_rank
            .or_else(|| p.go.and_then(|g| g.rank).map(|r| r.to_string())),
        ..given
    }
}

/// A list player's data in place of a registered player's: the fields a list keeps.
fn refreshed(old: &PlayerData, p: &ListPlayer, rate: RateType) -> PlayerData {
    let cleared = PlayerData {
        rating: None,
        title: None,
        federation: None,
        ..old.clone()
    };
    let mut new = from_list(cleared, p, rate);
    // A registered name is kept (the arbiter may have corrected its spelling); a missing
    // sex, birth date or club is filled in, never overwritten.
    new.name.clone_from(&old.name);
    new
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
    let mut edits = Vec::new();
    let mut report = Vec::new();
    let mut missing = Vec::new();
    for k in 0..s.tournament.player_count() {
        let id = PlayerId::from_index(k);
        let Some(player) = s.tournament.player(id) else {
            continue;
        };
        let Some(fide) = player
            .fide_id
            .and_then(|f| u32::try_from(f).ok())
            .and_then(FideId::new)
        else {
            continue;
        };
        let Some((_, listed)) = store.player_by_fide_id(Some(list), fide).await? else {
            missing.push(json!({"player": id.get(), "name": player.name, "fide_id": fide.get()}));
            continue;
        };
        let old = PlayerData::of(player);
        let new = refreshed(&old, &listed, rate);
        let changes = data_changes(&old, &new);
        if changes.is_empty() {
            continue;
        }
        report.push(json!({"player": id.get(), "name": old.name, "changes": changes}));
        edits.push(Event::PlayerEdited {
            player: id.get(),
            data: new,
        });
    }
    let mut text: Vec<String> = report
        .iter()
        .map(|r| {
            let changes: Vec<String> = r["changes"]
                .as_array()
                .map(|a| {
                    a.iter()
                        .map(|c| format!("{} {} -> {}", c["field"], c["old"], c["new"]))
                        .collect()
                })
                .unwrap_or_default();
            format!("{} {}: {}", r["player"], r["name"], changes.join(", "))
        })
        .collect();
    for m in &missing {
        text.push(format!(
            "{} {}: FIDE id {} is not in the list {list}",
            m["player"], m["name"], m["fide_id"]
        ));
    }
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

/// The fields that differ between two registrations.
fn data_changes(old: &PlayerData, new: &PlayerData) -> Vec<Value> {
    let a = serde_json::to_value(old).unwrap_or(Value::Null);
    let b = serde_json::to_value(new).unwrap_or(Value::Null);
    let mut out = Vec::new();
    for field in [
        "rating",
        "title",
        "federation",
        "sex",
        "birth_date",
        "club",
        "go_rank",
    ] {
        let (x, y) = (&a[field], &b[field]);
        if x != y {
            out.push(json!({"field": field, "old": x, "new": y}));
        }
    }
    out
}
