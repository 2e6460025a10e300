//! The PostgreSQL backend, for a server hosting many events.

use crate::changes::{CHANNEL, Changes, listen_postgres};
use crate::{
    DELETED_KIND, EventStore, Publishing, StoreError, Summary, check_name, decode, encode, now,
    renamed, unavailable,
};
use arbiter_event::{Event, Recorded};
use sqlx::postgres::{PgPool, PgPoolOptions};
use sqlx::{Postgres, Row, Transaction};
use std::time::{Duration, Instant};

/// How long a server waits for a connection before it answers that the database is
/// unavailable: long enough to ride out a restart of PostgreSQL, short enough that an
/// arbiter is told.
pub(crate) const ACQUIRE_FOR: Duration = Duration::from_secs(5);

/// How long a writer whose commit lost its answer keeps asking whether it was recorded.
const CONFIRM_FOR: Duration = Duration::from_secs(10);

/// An error before a change's commit: an unavailable database recorded nothing.
fn not_recorded(e: sqlx::Error) -> StoreError {
    StoreError::from(e).before_commit()
}

/// A PostgreSQL database of tournament logs.
#[derive(Clone, Debug)]
pub struct PostgresStore {
    pool: PgPool,
}

fn as_u64(v: i64) -> u64 {
    u64::try_from(v).unwrap_or(0)
}

fn as_i64(v: u64) -> i64 {
    i64::try_from(v).unwrap_or(i64::MAX)
}

fn unique_violation(e: &sqlx::Error) -> bool {
    e.as_database_error()
        .is_some_and(|d| d.is_unique_violation())
}

impl PostgresStore {
    /// Connects to `url` and brings the schema up to date.
    ///
    /// # Errors
    /// When the server cannot be reached or the schema migrated.
    pub async fn connect(url: &str) -> Result<Self, StoreError> {
        let pool = PgPoolOptions::new()
            .max_connections(8)
            .acquire_timeout(ACQUIRE_FOR)
            .connect(url)
            .await?;
        crate::migrations::postgres().run(&pool).await?;
        Ok(PostgresStore { pool })
    }

    /// Connects to a read replica of an arbiter database at `url`: no migration (a
    /// replica cannot be written, and its schema is the primary's), only a check that the
    /// event tables are there.
    ///
    /// # Errors
    /// When the server cannot be reached or holds no arbiter tables.
    pub async fn connect_replica(url: &str) -> Result<Self, StoreError> {
        let pool = PgPoolOptions::new()
            .max_connections(8)
            .acquire_timeout(ACQUIRE_FOR)
            .connect(url)
            .await?;
        sqlx::query("SELECT tournament, seq, at, actor, body FROM events LIMIT 0")
            .execute(&pool)
            .await
            .map_err(|e| match e {
                sqlx::Error::Database(d) => StoreError::NotAReplica(d.message().to_string()),
                other => other.into(),
            })?;
        Ok(PostgresStore { pool })
    }

    /// The version of a tournament (the length of its log).
    ///
    /// # Errors
    /// [`StoreError::NotFound`] when there is none by that name.
    pub async fn version(&self, name: &str) -> Result<u64, StoreError> {
        let row = sqlx::query(
            "SELECT (SELECT COALESCE(MAX(seq), 0) FROM events WHERE tournament = $1)::BIGINT AS v, \
             EXISTS (SELECT 1 FROM tournaments WHERE name = $1) AS known",
        )
        .bind(name)
        .fetch_one(&self.pool)
        .await?;
        if !row.try_get::<bool, _>("known")? {
            return Err(StoreError::NotFound(name.to_string()));
        }
        Ok(as_u64(row.try_get::<i64, _>("v")?))
    }

    /// The pool, for the other tables' code.
    pub(crate) fn pool(&self) -> &PgPool {
        &self.pool
    }

    /// Watches the event logs for changes by any writer: a connection of its own listens
    /// on [`CHANNEL`], reconnecting by itself when it is lost.
    pub fn watch(&self) -> Changes {
        listen_postgres((*self.pool.connect_options()).clone())
    }

    /// Announces a change to listeners; delivered only if the transaction commits.
    async fn notify(tx: &mut Transaction<'static, Postgres>, name: &str) -> Result<(), StoreError> {
        sqlx::query("SELECT pg_notify($1, $2)")
            .bind(CHANNEL)
            .bind(name)
            .execute(&mut **tx)
            .await?;
        Ok(())
    }

    async fn insert(
        tx: &mut Transaction<'static, Postgres>,
        name: &str,
        seq: u64,
        at: &str,
        actor: &str,
        event: &Event,
    ) -> Result<(), StoreError> {
        sqlx::query("INSERT INTO events (tournament, seq, at, actor, kind, body) VALUES ($1, $2, $3, $4, $5, $6::jsonb)")
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
    /// The body of an append, inside its transaction: the events after `expected`, or a
    /// conflict when someone else appended first. Returns the new version.
    async fn append_in(
        tx: &mut Transaction<'static, Postgres>,
        name: &str,
        expected: u64,
        at: &str,
        actor: &str,
        events: &[Event],
    ) -> Result<u64, StoreError> {
        // Lock the tournament's row: appends to one tournament run one at a time.
        let locked = sqlx::query("SELECT name FROM tournaments WHERE name = $1 FOR UPDATE")
            .bind(name)
            .fetch_optional(&mut **tx)
            .await?;
        if locked.is_none() {
            return Err(StoreError::NotFound(name.to_string()));
        }
        let row = sqlx::query(
            "SELECT COALESCE(MAX(seq), 0)::BIGINT AS v FROM events WHERE tournament = $1",
        )
        .bind(name)
        .fetch_one(&mut **tx)
        .await?;
        let actual = as_u64(row.try_get::<i64, _>("v")?);
        if actual != expected {
            return Err(StoreError::Conflict { expected, actual });
        }
        let mut seq = actual;
        for e in events {
            seq += 1;
            match Self::insert(tx, name, seq, at, actor, e).await {
                Err(StoreError::Database(db)) if unique_violation(&db) => {
                    return Err(StoreError::Conflict {
                        expected,
                        actual: seq,
                    });
                }
                other => other?,
            }
        }
        Self::notify(tx, name).await?;
        Ok(seq)
    }

    /// Commits the change that wrote the events `expected + 1 ..= seq` of `name`. When
    /// the connection is lost during the commit, its answer with it, the database is
    /// asked (for a few seconds, while it comes back) whether those events are the ones
    /// this change wrote, at its instant and by its actor: a writer is then told exactly
    /// whether the change was recorded, and only if the database stays away is it told
    /// that nobody knows.
    async fn commit(
        &self,
        tx: Transaction<'static, Postgres>,
        name: &str,
        expected: u64,
        seq: u64,
        at: &str,
        actor: &str,
    ) -> Result<(), StoreError> {
        let lost = match tx.commit().await {
            Ok(()) => return Ok(()),
            Err(e) if unavailable(&e) => e,
            Err(e) => return Err(e.into()),
        };
        let deadline = Instant::now() + CONFIRM_FOR;
        loop {
            let rows = sqlx::query(
                "SELECT at, actor FROM events WHERE tournament = $1 AND seq > $2 AND seq <= $3",
            )
            .bind(name)
            .bind(as_i64(expected))
            .bind(as_i64(seq))
            .fetch_all(&self.pool)
            .await;
            match rows {
                Ok(rows) => {
                    let ours = u64::try_from(rows.len()).ok() == Some(seq - expected)
                        && rows.iter().all(|r| {
                            r.try_get::<String, _>("at").is_ok_and(|a| a == at)
                                && r.try_get::<String, _>("actor").is_ok_and(|a| a == actor)
                        });
                    return if ours {
                        Ok(())
                    } else {
                        Err(StoreError::NotRecorded(lost))
                    };
                }
                Err(e) if unavailable(&e) && Instant::now() < deadline => {
                    tokio::time::sleep(Duration::from_millis(250)).await;
                }
                Err(_) => return Err(StoreError::Unconfirmed(lost)),
            }
        }
    }
}

impl EventStore for PostgresStore {
    async fn create(&self, name: &str, actor: &str, first: &Event) -> Result<Recorded, StoreError> {
        check_name(name)?;
        let at = now();
        let mut tx = self.pool.begin().await.map_err(not_recorded)?;
        let inserted = sqlx::query("INSERT INTO tournaments (name, created_at) VALUES ($1, $2)")
            .bind(name)
            .bind(&at)
            .execute(&mut *tx)
            .await;
        match inserted {
            Err(e) if unique_violation(&e) => return Err(StoreError::Exists(name.to_string())),
            other => {
                other.map_err(not_recorded)?;
            }
        }
        Self::insert(&mut tx, name, 1, &at, actor, first)
            .await
            .map_err(StoreError::before_commit)?;
        Self::notify(&mut tx, name)
            .await
            .map_err(StoreError::before_commit)?;
        self.commit(tx, name, 0, 1, &at, actor).await?;
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
        let mut tx = self.pool.begin().await.map_err(not_recorded)?;
        let seq = Self::append_in(&mut tx, name, expected, &at, actor, events)
            .await
            .map_err(StoreError::before_commit)?;
        self.commit(tx, name, expected, seq, &at, actor).await?;
        Ok(seq)
    }

    async fn load(&self, name: &str) -> Result<Vec<Recorded>, StoreError> {
        let exists = sqlx::query("SELECT 1 FROM tournaments WHERE name = $1")
            .bind(name)
            .fetch_optional(&self.pool)
            .await?;
        if exists.is_none() {
            return Err(StoreError::NotFound(name.to_string()));
        }
        let rows = sqlx::query("SELECT seq, at, actor, body::text AS body FROM events WHERE tournament = $1 ORDER BY seq")
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
            "SELECT t.name AS name, t.created_at AS created_at, COALESCE(MAX(e.seq), 0)::BIGINT AS v, \
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
        let mut tx = self.pool.begin().await?;
        let locked = sqlx::query("SELECT name FROM tournaments WHERE name = $1 FOR UPDATE")
            .bind(from)
            .fetch_optional(&mut *tx)
            .await?;
        if locked.is_none() {
            return Err(StoreError::NotFound(from.to_string()));
        }
        let row = sqlx::query(
            "SELECT COALESCE(MAX(seq), 0)::BIGINT AS v FROM events WHERE tournament = $1",
        )
        .bind(from)
        .fetch_one(&mut *tx)
        .await?;
        let actual = as_u64(row.try_get::<i64, _>("v")?);
        if actual != expected {
            return Err(StoreError::Conflict { expected, actual });
        }
        let inserted = sqlx::query(
            "INSERT INTO tournaments (name, created_at) \
             SELECT $1, created_at FROM tournaments WHERE name = $2",
        )
        .bind(to)
        .bind(from)
        .execute(&mut *tx)
        .await;
        match inserted {
            Err(e) if unique_violation(&e) => return Err(StoreError::Exists(to.to_string())),
            other => {
                other?;
            }
        }
        sqlx::query("UPDATE events SET tournament = $1 WHERE tournament = $2")
            .bind(to)
            .bind(from)
            .execute(&mut *tx)
            .await?;
        sqlx::query("UPDATE publishing SET tournament = $1 WHERE tournament = $2")
            .bind(to)
            .bind(from)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM tournaments WHERE name = $1")
            .bind(from)
            .execute(&mut *tx)
            .await?;
        let seq = actual + 1;
        Self::insert(&mut tx, to, seq, &at, actor, &renamed(from, to)).await?;
        Self::notify(&mut tx, from).await?;
        Self::notify(&mut tx, to).await?;
        tx.commit().await?;
        Ok(seq)
    }

    async fn purge(&self, name: &str) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        let locked = sqlx::query("SELECT name FROM tournaments WHERE name = $1 FOR UPDATE")
            .bind(name)
            .fetch_optional(&mut *tx)
            .await?;
        if locked.is_none() {
            return Err(StoreError::NotFound(name.to_string()));
        }
        let last =
            sqlx::query("SELECT kind FROM events WHERE tournament = $1 ORDER BY seq DESC LIMIT 1")
                .bind(name)
                .fetch_optional(&mut *tx)
                .await?;
        let kind: Option<String> = last.map(|r| r.try_get("kind")).transpose()?;
        if kind.as_deref() != Some(DELETED_KIND) {
            return Err(StoreError::NotDeleted(name.to_string()));
        }
        sqlx::query("DELETE FROM events WHERE tournament = $1")
            .bind(name)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM publishing WHERE tournament = $1")
            .bind(name)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM tournaments WHERE name = $1")
            .bind(name)
            .execute(&mut *tx)
            .await?;
        Self::notify(&mut tx, name).await?;
        tx.commit().await?;
        Ok(())
    }

    async fn publishing(&self, name: &str) -> Result<Option<Publishing>, StoreError> {
        let row = sqlx::query(
            "SELECT url, token, key_file, key_passphrase, password, host_key, after_each_round, \
             last_published_at, last_attempt_at, last_error FROM publishing WHERE tournament = $1",
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
                after_each_round: r.try_get::<bool, _>("after_each_round")?,
                last_published_at: r.try_get("last_published_at")?,
                last_attempt_at: r.try_get("last_attempt_at")?,
                last_error: r.try_get("last_error")?,
            })
        })
        .transpose()
    }

    async fn set_publishing(&self, name: &str, settings: &Publishing) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        let exists = sqlx::query("SELECT 1 FROM tournaments WHERE name = $1 FOR UPDATE")
            .bind(name)
            .fetch_optional(&mut *tx)
            .await?;
        if exists.is_none() {
            return Err(StoreError::NotFound(name.to_string()));
        }
        sqlx::query(
            "INSERT INTO publishing (tournament, url, token, key_file, key_passphrase, password, \
             host_key, after_each_round) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
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
        .bind(settings.after_each_round)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    async fn remove_publishing(&self, name: &str) -> Result<bool, StoreError> {
        let done = sqlx::query("DELETE FROM publishing WHERE tournament = $1")
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
            "UPDATE publishing SET last_attempt_at = $2, last_error = $3, \
             last_published_at = CASE WHEN $3::TEXT IS NULL THEN $2 ELSE last_published_at END \
             WHERE tournament = $1",
        )
        .bind(name)
        .bind(at)
        .bind(error)
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}
