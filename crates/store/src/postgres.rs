//! The PostgreSQL backend, for a server hosting many events.

use crate::changes::{Announcer, Changes, listen_postgres};
use crate::events::{Written, as_i64, as_u64};
use crate::{StoreError, unavailable};
use sqlx::postgres::{PgPool, PgPoolOptions};
use sqlx::{Postgres, Row, Transaction};
use std::time::{Duration, Instant};

/// How long a server waits for a connection before it answers that the database is
/// unavailable: long enough to ride out a restart of PostgreSQL, short enough that an
/// arbiter is told.
pub(crate) const ACQUIRE_FOR: Duration = Duration::from_secs(5);

/// How long a writer whose commit lost its answer keeps asking whether it was recorded.
const CONFIRM_FOR: Duration = Duration::from_secs(10);

/// A PostgreSQL database of tournament logs.
#[derive(Clone, Debug)]
pub struct PostgresStore {
    pool: PgPool,
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

    /// None: PostgreSQL's listeners hear of a change through the notifications sent
    /// inside its transaction.
    pub(crate) fn announcer(&self) -> Option<&Announcer> {
        None
    }

    /// Commits the change that wrote the events `expected + 1 ..= seq` of `name`. When
    /// the connection is lost during the commit, its answer with it, the database is
    /// asked (for a few seconds, while it comes back) whether those events are the ones
    /// this change wrote, at its instant and by its actor: a writer is then told exactly
    /// whether the change was recorded, and only if the database stays away is it told
    /// that nobody knows.
    pub(crate) async fn commit_written(
        &self,
        tx: Transaction<'static, Postgres>,
        written: &Written<'_>,
    ) -> Result<(), StoreError> {
        let Written {
            name,
            expected,
            seq,
            at,
            actor,
        } = *written;
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
