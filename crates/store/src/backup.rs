//! A backup of the whole store as one portable file, and its restore into an empty store
//! of either backend.
//!
//! The file is JSON lines, the same whatever the backend. Line 1 is a header naming the
//! format, its version and the columns of each table; then one line per row,
//! `{"t":TABLE,"v":[VALUES]}`, values in the header's column order; last a closing line
//! `{"t":"end","v":[ROWS,CHECKSUM]}` with the number of rows and a digest of every byte
//! before it, so that a truncated or altered file is refused before anything is kept.
//!
//! What is kept: each event's log row as stored (position, time, actor, kind and the
//! payload's text), the publishing settings, the live rating lists with their players, and
//! the tables other parts of the program keep in the same database (the server's accounts,
//! given as [`Others`]). What is not: the words and trigrams of the players' names and their
//! counts, which follow from the names and are written again on restore (they would triple
//! the file), and rating lists left unfinished by an interrupted import.
//!
//! A backup reads one snapshot (one read transaction), row by row, so it takes little
//! memory whatever the store's size; a restore writes in one transaction, so a restore that
//! fails leaves the store as it was.

use crate::dialect::Dialect;
use crate::ratings::RatingStoreError;
use crate::{AnyStore, PostgresStore, SqliteStore};
use futures_util::TryStreamExt;
use serde_json::Value;
use sqlx::Row;
use std::io::{BufRead, Write};

/// The format's name, in the header.
pub const FORMAT: &str = "arbiter-backup";
/// The format's version: a change of any table's columns makes a new one.
pub const VERSION: u64 = 1;

/// The closing line's table name.
const END: &str = "end";

/// What a column holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Kind {
    /// Text, or null.
    Text,
    /// A 64-bit integer, or null.
    Int,
    /// A flag (an integer in SQLite, a boolean in PostgreSQL), or null.
    Bool,
    /// A JSON document, carried as its text (JSONB in PostgreSQL).
    Json,
}

/// A table carried by a backup.
#[derive(Clone, Copy, Debug)]
pub struct Table {
    name: &'static str,
    columns: &'static [(&'static str, Kind)],
    key: &'static [&'static str],
    filter: &'static str,
}

impl Table {
    /// A table carried whole: its name, its columns and the columns of its primary key
    /// (its rows are written in that order).
    #[must_use]
    pub const fn new(
        name: &'static str,
        columns: &'static [(&'static str, Kind)],
        key: &'static [&'static str],
    ) -> Self {
        Table {
            name,
            columns,
            key,
            filter: "",
        }
    }

    /// Its name.
    #[must_use]
    pub fn name(&self) -> &'static str {
        self.name
    }

    fn kind(&self, column: &str) -> Kind {
        self.columns
            .iter()
            .find(|(c, _)| *c == column)
            .map_or(Kind::Text, |(_, k)| *k)
    }

    /// The statement that reads the table in key order; text keys compare byte by byte
    /// on both backends, so a backup lists rows in the same order whatever it was made of.
    fn select(&self, pg: bool) -> String {
        let columns: Vec<String> = self
            .columns
            .iter()
            .map(|(c, k)| match k {
                Kind::Json => format!("CAST({c} AS TEXT) AS {c}"),
                _ => (*c).to_string(),
            })
            .collect();
        let order: Vec<String> = self
            .key
            .iter()
            .map(|c| match (pg, self.kind(c)) {
                (true, Kind::Text) => format!("{c} COLLATE \"C\""),
                _ => (*c).to_string(),
            })
            .collect();
        format!(
            "SELECT {} FROM {} {} ORDER BY {}",
            columns.join(", "),
            self.name,
            self.filter,
            order.join(", ")
        )
    }
}

/// Tables that other parts of the program keep in the store's database, which a backup
/// carries as they are: `tables` (written after the store's own, in this order, so a
/// table comes after those it refers to), and `transient` ones, never kept, which a
/// forced restore empties (they refer to rows it replaces).
#[derive(Clone, Copy, Debug, Default)]
pub struct Others {
    /// Carried whole.
    pub tables: &'static [Table],
    /// Not carried; emptied by a forced restore.
    pub transient: &'static [&'static str],
}

use Kind::{Bool, Int, Json, Text};

const TOURNAMENTS: Table = Table::new(
    "tournaments",
    &[("name", Text), ("created_at", Text)],
    &["name"],
);

const EVENTS: Table = Table::new(
    "events",
    &[
        ("tournament", Text),
        ("seq", Int),
        ("at", Text),
        ("actor", Text),
        ("kind", Text),
        ("body", Json),
    ],
    &["tournament", "seq"],
);

const PUBLISHING: Table = Table::new(
    "publishing",
    &[
        ("tournament", Text),
        ("url", Text),
        ("token", Text),
        ("key_file", Text),
        ("key_passphrase", Text),
        ("password", Text),
        ("host_key", Text),
        ("after_each_round", Bool),
        ("last_published_at", Text),
        ("last_attempt_at", Text),
        ("last_error", Text),
    ],
    &["tournament"],
);

/// Only live lists: a list that is not live is an import under way or interrupted.
const RATING_LISTS: Table = Table {
    filter: "WHERE live = 1",
    ..Table::new(
        "rating_lists",
        &[
            ("id", Int),
            ("name", Text),
            ("kind", Text),
            ("source", Text),
            ("imported_at", Text),
            ("players", Int),
            ("live", Int),
        ],
        &["id"],
    )
};

/// The players of the live lists, with the ids that number them within their list and
/// the digest the next import compares them by.
const RATING_PLAYERS: Table = Table {
    filter: "WHERE list_id IN (SELECT id FROM rating_lists WHERE live = 1)",
    ..Table::new(
        "rating_players",
        &[
            ("id", Int),
            ("list_id", Int),
            ("key_fide", Int),
            ("key_national", Text),
            ("list_kind", Text),
            ("fide_id", Int),
            ("national_id", Text),
            ("name", Text),
            ("name_key", Text),
            ("federation", Text),
            ("sex", Text),
            ("title", Text),
            ("woman_title", Text),
            ("other_titles", Text),
            ("online_title", Text),
            ("standard", Int),
            ("standard_games", Int),
            ("standard_k", Int),
            ("rapid", Int),
            ("rapid_games", Int),
            ("rapid_k", Int),
            ("blitz", Int),
            ("blitz_games", Int),
            ("blitz_k", Int),
            ("go_scale", Text),
            ("go_value", Int),
            ("go_rank", Text),
            ("birth", Text),
            ("inactive", Int),
            ("club", Text),
            ("digest", Int),
        ],
        &["id"],
    )
};

/// The store's own tables, in the order they are written (a table after those it refers
/// to).
const STORE_TABLES: [Table; 5] = [
    TOURNAMENTS,
    EVENTS,
    PUBLISHING,
    RATING_LISTS,
    RATING_PLAYERS,
];

/// The rating lists' search tables, written again from the players' names on restore.
const DERIVED: [&str; 3] = [
    "rating_player_words",
    "rating_token_trigrams",
    "rating_trigram_counts",
];

/// Rows per `INSERT` on restore, at most (fewer for wide tables: SQLite binds at most
/// 32,766 values a statement).
const ROWS_PER_INSERT: usize = 256;

/// What went wrong with a backup or a restore.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum BackupError {
    /// The file could not be read or written.
    #[error("{0}")]
    Io(#[from] std::io::Error),
    /// A line of the file is not what the format says.
    #[error("line {line}: {why}")]
    Bad {
        /// The line, from 1.
        line: u64,
        /// What is wrong.
        why: String,
    },
    /// The file stops before its closing line.
    #[error("the file ends at line {line} without its closing line: it is truncated")]
    Truncated {
        /// The last line read.
        line: u64,
    },
    /// The store already holds data.
    #[error("the store is not empty: it holds {0}")]
    NotEmpty(String),
    /// Rows of the file could not be written.
    #[error("line {line}: the rows of {table} up to here could not be written: {source}")]
    Write {
        /// The last line of the rows.
        line: u64,
        /// Their table.
        table: String,
        /// The database's answer.
        source: sqlx::Error,
    },
    /// The database failed.
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
    /// The rating lists' search tables could not be written.
    #[error("{0}")]
    Ratings(#[from] RatingStoreError),
}

/// Rows per table, in the order written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// (table, rows).
    pub tables: Vec<(String, u64)>,
}

impl Counts {
    fn add(&mut self, table: &str, n: u64) {
        match self.tables.iter_mut().find(|(t, _)| t == table) {
            Some((_, m)) => *m += n,
            None => self.tables.push((table.to_string(), n)),
        }
    }

    /// The rows of `table`.
    #[must_use]
    pub fn of(&self, table: &str) -> u64 {
        self.tables
            .iter()
            .find(|(t, _)| t == table)
            .map_or(0, |(_, n)| *n)
    }

    /// Every row.
    #[must_use]
    pub fn total(&self) -> u64 {
        self.tables.iter().map(|(_, n)| n).sum()
    }
}

/// FNV-1a, 64 bits, over every byte before the closing line: enough to tell a damaged
/// file, which is all it is for (it is no protection against a forger).
#[derive(Clone, Copy)]
struct Digest(u64);

impl Digest {
    fn new() -> Self {
        Digest(0xcbf2_9ce4_8422_2325)
    }

    fn eat(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 ^= u64::from(*b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }

    fn hex(self) -> String {
        format!("{:016x}", self.0)
    }
}

/// Writes the lines of a backup, keeping the digest and the count.
struct Writer<W: Write> {
    out: W,
    digest: Digest,
    counts: Counts,
    line: Vec<u8>,
}

impl<W: Write> Writer<W> {
    fn emit(&mut self) -> std::io::Result<()> {
        self.line.push(b'\n');
        self.digest.eat(&self.line);
        self.out.write_all(&self.line)?;
        self.line.clear();
        Ok(())
    }

    fn header(&mut self, source: &str, tables: &[Table]) -> Result<(), BackupError> {
        let tables: Vec<Value> = tables
            .iter()
            .map(|t| {
                serde_json::json!({
                    "name": t.name,
                    "columns": t.columns.iter().map(|(c, _)| *c).collect::<Vec<_>>(),
                })
            })
            .collect();
        let header = serde_json::json!({
            "format": FORMAT,
            "version": VERSION,
            "program": concat!("arbiter ", env!("CARGO_PKG_VERSION")),
            "created_at": crate::now(),
            "source": source,
            "tables": tables,
        });
        serde_json::to_writer(&mut self.line, &header).map_err(std::io::Error::other)?;
        Ok(self.emit()?)
    }

    fn row(&mut self, table: &str, values: &[Value]) -> Result<(), BackupError> {
        self.line.extend_from_slice(b"{\"t\":");
        serde_json::to_writer(&mut self.line, table).map_err(std::io::Error::other)?;
        self.line.extend_from_slice(b",\"v\":");
        serde_json::to_writer(&mut self.line, values).map_err(std::io::Error::other)?;
        self.line.push(b'}');
        self.emit()?;
        self.counts.add(table, 1);
        Ok(())
    }

    fn end(mut self) -> Result<Counts, BackupError> {
        let values = [
            Value::from(self.counts.total()),
            Value::from(self.digest.hex()),
        ];
        self.row(END, &values)?;
        self.out.flush()?;
        let mut counts = self.counts;
        counts.tables.retain(|(t, _)| t != END);
        Ok(counts)
    }
}

/// One row read from a backup.
struct ReadRow {
    line: u64,
    table: usize,
    values: Vec<Value>,
}

/// Reads the lines of a backup, checking each against the header and the last against
/// the digest and count of those before it.
struct Reader<R: BufRead> {
    input: R,
    line: u64,
    buf: Vec<u8>,
    digest: Digest,
    rows: u64,
    /// For each table of the header, the index of the known table, and the position of
    /// each of the header's columns in the known table's.
    tables: Vec<(String, usize, Vec<usize>)>,
    done: bool,
}

impl<R: BufRead> Reader<R> {
    /// Reads and checks the header.
    fn open(input: R, known: &[Table]) -> Result<Self, BackupError> {
        let mut r = Reader {
            input,
            line: 0,
            buf: Vec::new(),
            digest: Digest::new(),
            rows: 0,
            tables: Vec::new(),
            done: false,
        };
        let Some(header) = r.next_line()? else {
            return Err(BackupError::Bad {
                line: 1,
                why: "the file is empty".into(),
            });
        };
        let bad = |why: String| BackupError::Bad { line: 1, why };
        let header: Value = serde_json::from_str(&header)
            .map_err(|_| bad(format!("not an {FORMAT} file (no header)")))?;
        if header.get("format").and_then(Value::as_str) != Some(FORMAT) {
            return Err(bad(format!("not an {FORMAT} file (no header)")));
        }
        match header.get("version").and_then(Value::as_u64) {
            Some(VERSION) => {}
            Some(v) => {
                return Err(bad(format!(
                    "format version {v}; this program reads version {VERSION}"
                )));
            }
            None => return Err(bad("the header has no version".into())),
        }
        let listed = header
            .get("tables")
            .and_then(Value::as_array)
            .ok_or_else(|| bad("the header lists no tables".into()))?;
        for t in listed {
            let name = t.get("name").and_then(Value::as_str).unwrap_or_default();
            let columns: Vec<&str> = t
                .get("columns")
                .and_then(Value::as_array)
                .map(|c| c.iter().filter_map(Value::as_str).collect())
                .unwrap_or_default();
            let Some(i) = known.iter().position(|k| k.name == name) else {
                return Err(bad(format!(
                    "the table {name:?} is unknown to this program"
                )));
            };
            let table = known.get(i).ok_or_else(|| bad("no table".into()))?;
            let expected: Vec<&str> = table.columns.iter().map(|(c, _)| *c).collect();
            let mut sorted = columns.clone();
            sorted.sort_unstable();
            let mut want = expected.clone();
            want.sort_unstable();
            if sorted != want {
                return Err(bad(format!(
                    "the table {name} has the columns {columns:?}, where this program has {expected:?}"
                )));
            }
            let places = columns
                .iter()
                .map(|c| expected.iter().position(|e| e == c).unwrap_or(0))
                .collect();
            r.tables.push((name.to_string(), i, places));
        }
        Ok(r)
    }

    /// The next line without its newline, digested; `None` at the end of the input.
    fn next_line(&mut self) -> Result<Option<String>, BackupError> {
        self.buf.clear();
        let n = self.input.read_until(b'\n', &mut self.buf)?;
        if n == 0 {
            return Ok(None);
        }
        self.line += 1;
        if self.buf.last() != Some(&b'\n') {
            return Err(BackupError::Truncated { line: self.line });
        }
        self.digest.eat(&self.buf);
        self.buf.pop();
        String::from_utf8(std::mem::take(&mut self.buf))
            .map(Some)
            .map_err(|_| BackupError::Bad {
                line: self.line,
                why: "not UTF-8".into(),
            })
    }

    /// The next row, its values in the known table's column order; `None` after the
    /// closing line, once it has been checked.
    fn next_row(&mut self, known: &[Table]) -> Result<Option<ReadRow>, BackupError> {
        if self.done {
            return Ok(None);
        }
        let before = self.digest;
        let Some(text) = self.next_line()? else {
            return Err(BackupError::Truncated { line: self.line });
        };
        let line = self.line;
        let bad = |why: String| BackupError::Bad { line, why };
        let parsed: Value =
            serde_json::from_str(&text).map_err(|e| bad(format!("not a record: {e}")))?;
        let (Some(table), Some(values)) = (
            parsed.get("t").and_then(Value::as_str),
            parsed.get("v").and_then(Value::as_array),
        ) else {
            return Err(bad("not a record: no \"t\" and \"v\"".into()));
        };
        if table == END {
            let rows = values.first().and_then(Value::as_u64);
            let digest = values.get(1).and_then(Value::as_str);
            if rows != Some(self.rows) {
                return Err(bad(format!(
                    "the closing line counts {} rows, the file holds {}",
                    rows.map_or("no".to_string(), |n| n.to_string()),
                    self.rows
                )));
            }
            if digest != Some(before.hex().as_str()) {
                return Err(bad(
                    "the checksum does not match the lines before it: the file was changed or damaged"
                        .into(),
                ));
            }
            if self.next_line()?.is_some() {
                return Err(BackupError::Bad {
                    line: self.line,
                    why: "a line after the closing line".into(),
                });
            }
            self.done = true;
            return Ok(None);
        }
        let Some((_, index, places)) = self.tables.iter().find(|(t, _, _)| t == table) else {
            return Err(bad(format!(
                "a row of {table:?}, a table the header does not list"
            )));
        };
        let spec = known.get(*index).ok_or_else(|| bad("no table".into()))?;
        if values.len() != places.len() {
            return Err(bad(format!(
                "{} values for the {} columns of {table}",
                values.len(),
                places.len()
            )));
        }
        let mut ordered = vec![Value::Null; places.len()];
        for (v, p) in values.iter().zip(places) {
            let (column, kind) = spec.columns.get(*p).copied().unwrap_or(("", Text));
            let fits = match (kind, v) {
                (_, Value::Null) => true,
                (Text, Value::String(_)) => true,
                (Int, Value::Number(n)) => n.is_i64(),
                (Bool, Value::Bool(_)) => true,
                (Json, Value::String(s)) => {
                    serde_json::from_str::<serde::de::IgnoredAny>(s).is_ok()
                }
                _ => false,
            };
            if !fits {
                return Err(bad(format!(
                    "{table}.{column}: {v} is not a {kind:?} value"
                )));
            }
            if let Some(slot) = ordered.get_mut(*p) {
                *slot = v.clone();
            }
        }
        self.rows += 1;
        Ok(Some(ReadRow {
            line,
            table: *index,
            values: ordered,
        }))
    }
}

/// The text a PostgreSQL payload is carried as: JSONB keeps neither the order of the keys
/// nor the spacing, so the event is decoded and encoded again, which gives the very text
/// the store wrote (and SQLite keeps). A payload that would not come back the same by that
/// road (one this program cannot read) is carried as PostgreSQL gives it.
fn canonical(text: String) -> String {
    let Ok(event) = serde_json::from_str::<arbiter_event::Event>(&text) else {
        return text;
    };
    let Ok(encoded) = serde_json::to_string(&event) else {
        return text;
    };
    let same =
        serde_json::from_str::<Value>(&text).ok() == serde_json::from_str::<Value>(&encoded).ok();
    if same { encoded } else { text }
}

/// `?` placeholders for a row of `table`, a payload cast to JSONB on PostgreSQL.
fn row_placeholders(table: &Table, pg: bool) -> String {
    let marks: Vec<&str> = table
        .columns
        .iter()
        .map(|(_, k)| match (pg, k) {
            (true, Json) => "CAST(? AS JSONB)",
            _ => "?",
        })
        .collect();
    format!("({})", marks.join(", "))
}

/// What is already in a store, as a phrase, or `None` when it is empty.
fn describe(found: &[(&str, i64)]) -> Option<String> {
    let parts: Vec<String> = found
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|(t, n)| format!("{t}: {n} rows"))
        .collect();
    (!parts.is_empty()).then(|| parts.join(", "))
}

macro_rules! backup_backend {
    ($store:ty, $db:ty, $pg:expr) => {
        impl $store {
            async fn table_exists(
                conn: &mut <$db as sqlx::Database>::Connection,
                name: &str,
            ) -> Result<bool, sqlx::Error> {
                let text = if $pg {
                    "SELECT 1 FROM information_schema.tables \
                     WHERE table_schema = current_schema() AND table_name = ?"
                } else {
                    "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?"
                };
                Ok(sqlx::query::<$db>(Self::sql(text))
                    .bind(name)
                    .fetch_optional(&mut *conn)
                    .await?
                    .is_some())
            }

            async fn write_backup<W: Write>(
                &self,
                out: W,
                tables: &[Table],
            ) -> Result<Counts, BackupError> {
                // One snapshot for every table: rows committed meanwhile are either all
                // in the file or not at all.
                let mut tx = if $pg {
                    self.pool()
                        .begin_with("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
                        .await?
                } else {
                    self.pool().begin().await?
                };
                let mut w = Writer {
                    out,
                    digest: Digest::new(),
                    counts: Counts::default(),
                    line: Vec::with_capacity(1024),
                };
                w.header(if $pg { "postgres" } else { "sqlite" }, tables)?;
                for table in tables {
                    w.counts.add(table.name, 0);
                    // A table of another part that was never created has no rows.
                    if !Self::table_exists(&mut *tx, table.name).await? {
                        continue;
                    }
                    let text = table.select($pg);
                    let mut rows = sqlx::query::<$db>(sqlx::AssertSqlSafe(text)).fetch(&mut *tx);
                    let mut values = Vec::with_capacity(table.columns.len());
                    while let Some(row) = rows.try_next().await? {
                        values.clear();
                        for (c, kind) in table.columns {
                            values.push(match kind {
                                Text => row
                                    .try_get::<Option<String>, _>(*c)?
                                    .map_or(Value::Null, Value::String),
                                Int => row
                                    .try_get::<Option<i64>, _>(*c)?
                                    .map_or(Value::Null, Value::from),
                                Bool => row
                                    .try_get::<Option<bool>, _>(*c)?
                                    .map_or(Value::Null, Value::Bool),
                                Json => row
                                    .try_get::<Option<String>, _>(*c)?
                                    .map_or(Value::Null, |t| {
                                        Value::String(if $pg { canonical(t) } else { t })
                                    }),
                            });
                        }
                        w.row(table.name, &values)?;
                    }
                }
                drop(tx);
                w.end()
            }

            async fn insert_rows(
                conn: &mut <$db as sqlx::Database>::Connection,
                table: &Table,
                rows: &[Vec<Value>],
            ) -> Result<(), sqlx::Error> {
                let width = table.columns.len().max(1);
                let per_insert = ROWS_PER_INSERT.min(30_000 / width).max(1);
                let columns: Vec<&str> = table.columns.iter().map(|(c, _)| *c).collect();
                let one = row_placeholders(table, $pg);
                for chunk in rows.chunks(per_insert) {
                    let text = format!(
                        "INSERT INTO {} ({}) VALUES {}",
                        table.name,
                        columns.join(", "),
                        vec![one.as_str(); chunk.len()].join(", ")
                    );
                    let mut q = sqlx::query::<$db>(Self::sql(&text));
                    for row in chunk {
                        for ((_, kind), v) in table.columns.iter().zip(row) {
                            q = match kind {
                                Text | Json => q.bind(v.as_str().map(str::to_string)),
                                Int => q.bind(v.as_i64()),
                                Bool => q.bind(v.as_bool()),
                            };
                        }
                    }
                    q.execute(&mut *conn).await?;
                }
                Ok(())
            }

            async fn read_backup<R: BufRead>(
                &self,
                input: R,
                others: &Others,
                force: bool,
            ) -> Result<Counts, BackupError> {
                let tables: Vec<Table> =
                    STORE_TABLES.iter().chain(others.tables).copied().collect();
                let mut reader = Reader::open(input, &tables)?;
                // SQLite: take the write lock at once, so that no other writer slips in
                // between the check that the store is empty and the restore.
                let mut tx = if $pg {
                    let mut tx = self.pool().begin().await?;
                    sqlx::query::<$db>(
                        "LOCK TABLE tournaments, rating_lists IN SHARE ROW EXCLUSIVE MODE",
                    )
                    .execute(&mut *tx)
                    .await?;
                    tx
                } else {
                    self.pool().begin_with("BEGIN IMMEDIATE").await?
                };
                let mut found = Vec::new();
                for t in ["tournaments", "rating_lists"]
                    .into_iter()
                    .chain(others.tables.iter().map(|t| t.name))
                {
                    let text = format!("SELECT count(*) AS n FROM {t}");
                    let n: i64 = sqlx::query::<$db>(sqlx::AssertSqlSafe(text))
                        .fetch_one(&mut *tx)
                        .await?
                        .try_get("n")?;
                    found.push((t, n));
                }
                if let Some(what) = describe(&found) {
                    if !force {
                        return Err(BackupError::NotEmpty(what));
                    }
                    // Everything goes, in the order that no row outlives one it refers to.
                    let order = others
                        .transient
                        .iter()
                        .copied()
                        .chain(others.tables.iter().rev().map(|t| t.name))
                        .chain(DERIVED)
                        .chain(["rating_players", "rating_lists"])
                        .chain(["publishing", "events", "tournaments"]);
                    for t in order {
                        let text = format!("DELETE FROM {t}");
                        sqlx::query::<$db>(sqlx::AssertSqlSafe(text))
                            .execute(&mut *tx)
                            .await?;
                    }
                }
                let mut counts = Counts::default();
                for t in &tables {
                    counts.add(t.name, 0);
                }
                let flush_cap = ROWS_PER_INSERT * 16;
                let mut pending: Vec<Vec<Value>> = Vec::with_capacity(flush_cap);
                let mut current: Option<(usize, u64)> = None;
                let mut lists = Vec::new();
                loop {
                    let row = reader.next_row(&tables)?;
                    let switch = match (&row, current) {
                        (Some(r), Some((t, _))) => r.table != t || pending.len() >= flush_cap,
                        (None, Some(_)) => true,
                        _ => false,
                    };
                    if switch && let Some((t, line)) = current {
                        let table = tables.get(t).copied().unwrap_or(TOURNAMENTS);
                        Self::insert_rows(&mut *tx, &table, &pending)
                            .await
                            .map_err(|source| BackupError::Write {
                                line,
                                table: table.name.to_string(),
                                source,
                            })?;
                        counts.add(table.name, pending.len() as u64);
                        pending.clear();
                    }
                    let Some(row) = row else { break };
                    if tables.get(row.table).map(|t| t.name) == Some(RATING_LISTS.name)
                        && let Some(id) = row.values.first().and_then(Value::as_i64)
                    {
                        lists.push(id);
                    }
                    current = Some((row.table, row.line));
                    pending.push(row.values);
                }
                for list in lists {
                    Self::rebuild_words(&mut *tx, list).await?;
                }
                if $pg {
                    // The lists keep their ids; the next import must number after them.
                    sqlx::query::<$db>(
                        "SELECT setval(pg_get_serial_sequence('rating_lists', 'id'), \
                         max(id)) FROM rating_lists HAVING max(id) IS NOT NULL",
                    )
                    .execute(&mut *tx)
                    .await?;
                }
                tx.commit().await?;
                if $pg {
                    sqlx::query::<$db>(
                        "ANALYZE rating_players, rating_player_words, rating_token_trigrams",
                    )
                    .execute(self.pool())
                    .await?;
                }
                Ok(counts)
            }
        }
    };
}

backup_backend!(SqliteStore, sqlx::Sqlite, false);
backup_backend!(PostgresStore, sqlx::Postgres, true);

impl AnyStore {
    /// Writes a backup of the whole store to `out` (see the [module](self)): the store's
    /// tables, then `others`' tables. Returns the rows written per table.
    ///
    /// # Errors
    /// When the database or the output fails.
    pub async fn backup<W: Write>(&self, out: W, others: &Others) -> Result<Counts, BackupError> {
        let tables: Vec<Table> = STORE_TABLES.iter().chain(others.tables).copied().collect();
        match self {
            AnyStore::Sqlite(s) => s.write_backup(out, &tables).await,
            AnyStore::Postgres(s) => s.write_backup(out, &tables).await,
        }
    }

    /// Restores a backup read from `input` in one transaction. The store must be empty
    /// (no tournament, rating list or row of `others`' tables) unless `force`, which
    /// empties it first, in the same transaction: the store then holds exactly what the
    /// file holds. Nothing is written unless the whole file is read and checked. `others`'
    /// tables must exist. Returns the rows restored per table.
    ///
    /// # Errors
    /// A damaged, truncated or foreign file (with its line), a store that is not empty,
    /// or a failing database.
    pub async fn restore<R: BufRead>(
        &self,
        input: R,
        others: &Others,
        force: bool,
    ) -> Result<Counts, BackupError> {
        match self {
            AnyStore::Sqlite(s) => s.read_backup(input, others, force).await,
            AnyStore::Postgres(s) => s.read_backup(input, others, force).await,
        }
    }
}
