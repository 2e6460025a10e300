//! The embedded SQLite backend: one file, WAL journal, every commit synced to disk so an
//! acknowledged write survives a crash.

use crate::changes::{Announcer, Changes};
use crate::{
    DELETED_KIND, EventStore, Publishing, StoreError, Summary, check_name, decode, encode, now,
    renamed,
};
use arbiter_event::{Event, Recorded};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use sqlx::{Row, Sqlite, Transaction};
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

/// A SQLite file of tournament logs.
#[derive(Clone, Debug)]
pub struct SqliteStore {
    pool: SqlitePool,
    /// Shared by the store's clones: one process, one set of watchers.
    announcer: Arc<Announcer>,
}

fn as_u64(v: i64) -> u64 {
    u64::try_from(v).unwrap_or(0)
}

fn as_i64(v: u64) -> i64 {
    i64::try_from(v).unwrap_or(i64::MAX)
}

impl SqliteStore {
    /// Opens (creating if needed) the file at `path` and brings its schema up to date.
    ///
    /// # Errors
    /// When the file cannot be opened or migrated.
    pub async fn open(path: &Path) -> Result<Self, StoreError> {
        let options = SqliteConnectOptions::new()
            .filename(path)
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            // FULL: the commit is on disk before the append returns.
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(10));
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            .connect_with(options)
            .await?;
        crate::migrations::sqlite().run(&pool).await?;
        // An in-memory database has no file beside which to keep a sidecar, and no other
        // process to tell.
        let in_memory = path.as_os_str() == ":memory:" || path.file_name().is_none();
        Ok(SqliteStore {
            pool,
            announcer: Arc::new(Announcer::new((!in_memory).then_some(path))),
        })
    }

    /// Watches the event logs for changes: this process's writes directly, other
    /// processes' through the sidecar file `<file>-changes`.
    ///
    /// # Errors
    /// When the file's directory cannot be watched.
    pub fn watch(&self) -> Result<Changes, StoreError> {
        self.announcer.watch()
    }

    /// The pool, for the other tables' code.
    pub(crate) fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    async fn version(tx: &mut Transaction<'static, Sqlite>, name: &str) -> Result<u64, StoreError> {
        let exists = sqlx::query("SELECT 1 FROM tournaments WHERE name = ?1")
            .bind(name)
            .fetch_optional(&mut **tx)
            .await?;
        if exists.is_none() {
            return Err(StoreError::NotFound(name.to_string()));
        }
        let row =
            sqlx::query("SELECT COALESCE(MAX(seq), 0) AS v FROM events WHERE tournament = ?1")
                .bind(name)
                .fetch_one(&mut **tx)
                .await?;
        Ok(as_u64(row.try_get::<i64, _>("v")?))
    }

    async fn insert(
        tx: &mut Transaction<'static, Sqlite>,
        name: &str,
        seq: u64,
        at: &str,
        actor: &str,
        event: &Event,
    ) -> Result<(), StoreError> {
        sqlx::query("INSERT INTO events (tournament, seq, at, actor, kind, body) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
            .bind(name)
            .bind(as_i64(seq))
            .bind(at)
            .bind(actor)
            .bind(event.kind())
            .bind(encode(event)?)
            .execute(&mut **tx)
            .await?;
        Ok(())
    }
}

impl EventStore for SqliteStore {
    async fn create(&self, name: &str, actor: &str, first: &Event) -> Result<Recorded, StoreError> {
        check_name(name)?;
        let at = now();
        // IMMEDIATE takes the write lock at once, so the check and the insert are atomic.
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let exists = sqlx::query("SELECT 1 FROM tournaments WHERE name = ?1")
            .bind(name)
            .fetch_optional(&mut *tx)
            .await?;
        if exists.is_some() {
            return Err(StoreError::Exists(name.to_string()));
        }
        sqlx::query("INSERT INTO tournaments (name, created_at) VALUES (?1, ?2)")
            .bind(name)
            .bind(&at)
            .execute(&mut *tx)
            .await?;
        Self::insert(&mut tx, name, 1, &at, actor, first).await?;
        tx.commit().await?;
        self.announcer.announce(&[(name, Some(1))]);
        Ok(Recorded {
            seq: 1,
            at,
            actor: actor.to_string(),
            event: first.clone(),
        })
    }

    async fn append(
        &self,
        name: &str,
        expected: u64,
        actor: &str,
        events: &[Event],
    ) -> Result<u64, StoreError> {
        let at = now();
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let actual = Self::version(&mut tx, name).await?;
        if actual != expected {
            return Err(StoreError::Conflict { expected, actual });
        }
        let mut seq = actual;
        for e in events {
            seq += 1;
            Self::insert(&mut tx, name, seq, &at, actor, e).await?;
        }
        tx.commit().await?;
        self.announcer.announce(&[(name, Some(seq))]);
        Ok(seq)
    }

    async fn load(&self, name: &str) -> Result<Vec<Recorded>, StoreError> {
        let exists = sqlx::query("SELECT 1 FROM tournaments WHERE name = ?1")
            .bind(name)
            .fetch_optional(&self.pool)
            .await?;
        if exists.is_none() {
            return Err(StoreError::NotFound(name.to_string()));
        }
        let rows = sqlx::query(
            "SELECT seq, at, actor, body FROM events WHERE tournament = ?1 ORDER BY seq",
        )
        .bind(name)
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter()
            .map(|r| {
                let seq = as_u64(r.try_get::<i64, _>("seq")?);
                let body: String = r.try_get("body")?;
                decode(name, seq, r.try_get("at")?, r.try_get("actor")?, &body)
            })
            .collect()
    }

    async fn list(&self) -> Result<Vec<Summary>, StoreError> {
        let rows = sqlx::query(
            "SELECT t.name AS name, t.created_at AS created_at, COALESCE(MAX(e.seq), 0) AS v, \
             (SELECT l.kind FROM events l WHERE l.tournament = t.name ORDER BY l.seq DESC LIMIT 1) AS last \
             FROM tournaments t LEFT JOIN events e ON e.tournament = t.name \
             GROUP BY t.name, t.created_at ORDER BY t.name",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter()
            .map(|r| {
                Ok(Summary {
                    name: r.try_get("name")?,
                    version: as_u64(r.try_get::<i64, _>("v")?),
                    created_at: r.try_get("created_at")?,
                    deleted: r.try_get::<Option<String>, _>("last")?.as_deref()
                        == Some(DELETED_KIND),
                })
            })
            .collect()
    }

    async fn rename(
        &self,
        from: &str,
        to: &str,
        expected: u64,
        actor: &str,
    ) -> Result<u64, StoreError> {
        check_name(to)?;
        let at = now();
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let actual = Self::version(&mut tx, from).await?;
        if actual != expected {
            return Err(StoreError::Conflict { expected, actual });
        }
        let taken = sqlx::query("SELECT 1 FROM tournaments WHERE name = ?1")
            .bind(to)
            .fetch_optional(&mut *tx)
            .await?;
        if taken.is_some() {
            return Err(StoreError::Exists(to.to_string()));
        }
        sqlx::query(
            "INSERT INTO tournaments (name, created_at) \
             SELECT ?1, created_at FROM tournaments WHERE name = ?2",
        )
        .bind(to)
        .bind(from)
        .execute(&mut *tx)
        .await?;
        sqlx::query("UPDATE events SET tournament = ?1 WHERE tournament = ?2")
            .bind(to)
            .bind(from)
            .execute(&mut *tx)
            .await?;
        sqlx::query("UPDATE publishing SET tournament = ?1 WHERE tournament = ?2")
            .bind(to)
            .bind(from)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM tournaments WHERE name = ?1")
            .bind(from)
            .execute(&mut *tx)
            .await?;
        let seq = actual + 1;
        Self::insert(&mut tx, to, seq, &at, actor, &renamed(from, to)).await?;
        tx.commit().await?;
        self.announcer.announce(&[(from, None), (to, Some(seq))]);
        Ok(seq)
    }

    async fn purge(&self, name: &str) -> Result<(), StoreError> {
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        Self::version(&mut tx, name).await?;
        let last =
            sqlx::query("SELECT kind FROM events WHERE tournament = ?1 ORDER BY seq DESC LIMIT 1")
                .bind(name)
                .fetch_optional(&mut *tx)
                .await?;
        let kind: Option<String> = last.map(|r| r.try_get("kind")).transpose()?;
        if kind.as_deref() != Some(DELETED_KIND) {
            return Err(StoreError::NotDeleted(name.to_string()));
        }
        sqlx::query("DELETE FROM events WHERE tournament = ?1")
            .bind(name)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM publishing WHERE tournament = ?1")
            .bind(name)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM tournaments WHERE name = ?1")
            .bind(name)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        self.announcer.announce(&[(name, None)]);
        Ok(())
    }

    async fn publishing(&self, name: &str) -> Result<Option<Publishing>, StoreError> {
        let row = sqlx::query(
            "SELECT url, token, key_file, key_passphrase, password, host_key, after_each_round, \
             last_published_at, last_attempt_at, last_error FROM publishing WHERE tournament = ?1",
        )
        .bind(name)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| {
            Ok(Publishing {
                url: r.try_get("url")?,
                token: r.try_get("token")?,
                key_file: r.try_get("key_file")?,
                key_passphrase: r.try_get("key_passphrase")?,
                password: r.try_get("password")?,
                host_key: r.try_get("host_key")?,
                after_each_round: r.try_get::<i64, _>("after_each_round")? != 0,
                last_published_at: r.try_get("last_published_at")?,
                last_attempt_at: r.try_get("last_attempt_at")?,
                last_error: r.try_get("last_error")?,
            })
        })
        .transpose()
    }

    async fn set_publishing(&self, name: &str, settings: &Publishing) -> Result<(), StoreError> {
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let exists = sqlx::query("SELECT 1 FROM tournaments WHERE name = ?1")
            .bind(name)
            .fetch_optional(&mut *tx)
            .await?;
        if exists.is_none() {
            return Err(StoreError::NotFound(name.to_string()));
        }
        sqlx::query(
            "INSERT INTO publishing (tournament, url, token, key_file, key_passphrase, password, \
             host_key, after_each_round) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) \
             ON CONFLICT (tournament) DO UPDATE SET url = excluded.url, token = excluded.token, \
             key_file = excluded.key_file, key_passphrase = excluded.key_passphrase, \
             password = excluded.password, host_key = excluded.host_key, \
             after_each_round = excluded.after_each_round",
        )
        .bind(name)
        .bind(&settings.url)
        .bind(&settings.token)
        .bind(&settings.key_file)
        .bind(&settings.key_passphrase)
        .bind(&settings.password)
        .bind(&settings.host_key)
        .bind(i64::from(settings.after_each_round))
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    async fn remove_publishing(&self, name: &str) -> Result<bool, StoreError> {
        let done = sqlx::query("DELETE FROM publishing WHERE tournament = ?1")
            .bind(name)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() > 0)
    }

    async fn record_publish(
        &self,
        name: &str,
        at: &str,
        error: Option<&str>,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE publishing SET last_attempt_at = ?2, last_error = ?3, \
             last_published_at = CASE WHEN ?3 IS NULL THEN ?2 ELSE last_published_at END \
             WHERE tournament = ?1",
        )
        .bind(name)
        .bind(at)
        .bind(error)
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}
