//! The event logs and the publishing settings kept beside them, written once for both
//! backends as the rating lists and the backup are: one macro, the same statements (see
//! [`Dialect`]), instantiated for each store.
//!
//! What differs between the backends stays with each of them:
//! - taking a change's lock: SQLite takes the file's write lock at the start
//!   (`BEGIN IMMEDIATE`), PostgreSQL the tournament's row (`FOR UPDATE`);
//! - telling of a change: PostgreSQL notifies its listeners inside the transaction, so
//!   they hear only what commits; SQLite has its announcer tell them after the commit
//!   ([`SqliteStore::announcer`]);
//! - a commit whose answer is lost: PostgreSQL asks afterwards whether the events were
//!   recorded ([`PostgresStore::commit_written`]); a SQLite file is local.

use crate::changes::CHANNEL;
use crate::dialect::Dialect;
use crate::{
    DELETED_KIND, EventStore, PostgresStore, Publishing, SqliteStore, StoreError, Summary,
    check_name, decode, encode, now, renamed,
};
use arbiter_event::{Event, Recorded};
use sqlx::Row;

/// A stored count as the log's position type.
pub(crate) fn as_u64(v: i64) -> u64 {
    u64::try_from(v).unwrap_or(0)
}

/// A position as the databases store it.
pub(crate) fn as_i64(v: u64) -> i64 {
    i64::try_from(v).unwrap_or(i64::MAX)
}

/// Whether `e` is a duplicate key: a name already taken, or a position already written.
pub(crate) fn unique_violation(e: &sqlx::Error) -> bool {
    e.as_database_error()
        .is_some_and(|d| d.is_unique_violation())
}

/// A change that wrote the events `expected + 1 ..= seq` of `name`, at `at` by `actor`:
/// what a commit whose answer was lost looks for.
pub(crate) struct Written<'a> {
    /// The tournament.
    pub(crate) name: &'a str,
    /// Its version before the change.
    pub(crate) expected: u64,
    /// Its version after it.
    pub(crate) seq: u64,
    /// When the events were written.
    pub(crate) at: &'a str,
    /// By whom.
    pub(crate) actor: &'a str,
}

/// Logs whose version a change set (`None`: the log is gone, renamed or purged).
type Changed<'a> = [(&'a str, Option<u64>)];

macro_rules! event_backend {
    ($store:ty, $db:ty, $pg:expr) => {
        impl $store {
            /// Opens a change to the logs. On SQLite, IMMEDIATE takes the write lock at
            /// once, so the checks and the writes that follow are atomic.
            async fn begin_change(
                &self,
            ) -> Result<sqlx::Transaction<'static, $db>, sqlx::Error> {
                if $pg {
                    self.pool().begin().await
                } else {
                    self.pool().begin_with("BEGIN IMMEDIATE").await
                }
            }

            /// An error inside a change that appends events, before its commit. On
            /// PostgreSQL a lost connection takes its transaction with it, so the writer
            /// is told that nothing was recorded (the commit's own loss is told apart by
            /// [`PostgresStore::commit_written`]).
            fn uncommitted(e: impl Into<StoreError>) -> StoreError {
                let e = e.into();
                if $pg { e.before_commit() } else { e }
            }

            /// Checks that `name` exists, locking its row on PostgreSQL so that changes to
            /// one tournament run one at a time (SQLite's write lock already covers it).
            async fn lock(
                tx: &mut sqlx::Transaction<'static, $db>,
                name: &str,
            ) -> Result<(), StoreError> {
                let text = if $pg {
                    "SELECT name FROM tournaments WHERE name = ? FOR UPDATE"
                } else {
                    "SELECT name FROM tournaments WHERE name = ?"
                };
                let locked = sqlx::query::<$db>(Self::sql(text))
                    .bind(name)
                    .fetch_optional(&mut **tx)
                    .await?;
                if locked.is_none() {
                    return Err(StoreError::NotFound(name.to_string()));
                }
                Ok(())
            }

            /// The version of `name` (the length of its log), its row locked first.
            async fn locked_version(
                tx: &mut sqlx::Transaction<'static, $db>,
                name: &str,
            ) -> Result<u64, StoreError> {
                Self::lock(tx, name).await?;
                let row = sqlx::query::<$db>(Self::sql(
                    "SELECT CAST(COALESCE(MAX(seq), 0) AS BIGINT) AS v FROM events \
                     WHERE tournament = ?",
                ))
                .bind(name)
                .fetch_one(&mut **tx)
                .await?;
                Ok(as_u64(row.try_get::<i64, _>("v")?))
            }

            /// Writes one event of a log; the payload is JSONB on PostgreSQL.
            async fn insert(
                tx: &mut sqlx::Transaction<'static, $db>,
                name: &str,
                seq: u64,
                at: &str,
                actor: &str,
                event: &Event,
            ) -> Result<(), StoreError> {
                let text = if $pg {
                    "INSERT INTO events (tournament, seq, at, actor, kind, body) \
                     VALUES (?, ?, ?, ?, ?, CAST(? AS JSONB))"
                } else {
                    "INSERT INTO events (tournament, seq, at, actor, kind, body) \
                     VALUES (?, ?, ?, ?, ?, ?)"
                };
                sqlx::query::<$db>(Self::sql(text))
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

            /// Tells PostgreSQL's listeners of the logs a change touched, by name; they
            /// hear it only if the transaction commits. (SQLite tells after the commit.)
            async fn notify(
                tx: &mut sqlx::Transaction<'static, $db>,
                changed: &Changed<'_>,
            ) -> Result<(), StoreError> {
                if $pg {
                    for (name, _) in changed {
                        sqlx::query::<$db>(Self::sql("SELECT pg_notify(?, ?)"))
                            .bind(CHANNEL)
                            .bind(*name)
                            .execute(&mut **tx)
                            .await?;
                    }
                }
                Ok(())
            }

            /// Tells this process's watchers and the other processes of a committed
            /// change, where the backend does so after the commit.
            fn announce(&self, changed: &Changed<'_>) {
                if let Some(announcer) = self.announcer() {
                    announcer.announce(changed);
                }
            }

            /// The body of an append, inside its transaction: the events after
            /// `expected`, or a conflict when someone else appended first. Returns the
            /// new version.
            async fn append_in(
                tx: &mut sqlx::Transaction<'static, $db>,
                name: &str,
                expected: u64,
                at: &str,
                actor: &str,
                events: &[Event],
            ) -> Result<u64, StoreError> {
                let actual = Self::locked_version(tx, name).await?;
                if actual != expected {
                    return Err(StoreError::Conflict { expected, actual });
                }
                let mut seq = actual;
                for e in events {
                    seq += 1;
                    match Self::insert(tx, name, seq, at, actor, e).await {
                        // The position is taken: another writer got there first.
                        Err(StoreError::Database(db)) if unique_violation(&db) => {
                            return Err(StoreError::Conflict {
                                expected,
                                actual: seq,
                            });
                        }
                        other => other?,
                    }
                }
                Self::notify(tx, &[(name, Some(seq))]).await?;
                Ok(seq)
            }
        }

        impl EventStore for $store {
            async fn create(
                &self,
                name: &str,
                actor: &str,
                first: &Event,
            ) -> Result<Recorded, StoreError> {
                check_name(name)?;
                let at = now();
                let changed = [(name, Some(1))];
                let mut tx = self.begin_change().await.map_err(Self::uncommitted)?;
                let inserted = sqlx::query::<$db>(Self::sql(
                    "INSERT INTO tournaments (name, created_at) VALUES (?, ?)",
                ))
                .bind(name)
                .bind(&at)
                .execute(&mut *tx)
                .await;
                match inserted {
                    Err(e) if unique_violation(&e) => {
                        return Err(StoreError::Exists(name.to_string()));
                    }
                    other => {
                        other.map_err(Self::uncommitted)?;
                    }
                }
                Self::insert(&mut tx, name, 1, &at, actor, first)
                    .await
                    .map_err(Self::uncommitted)?;
                Self::notify(&mut tx, &changed)
                    .await
                    .map_err(Self::uncommitted)?;
                let written = Written {
                    name,
                    expected: 0,
                    seq: 1,
                    at: &at,
                    actor,
                };
                self.commit_written(tx, &written).await?;
                self.announce(&changed);
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
                let mut tx = self.begin_change().await.map_err(Self::uncommitted)?;
                let seq = Self::append_in(&mut tx, name, expected, &at, actor, events)
                    .await
                    .map_err(Self::uncommitted)?;
                let written = Written {
                    name,
                    expected,
                    seq,
                    at: &at,
                    actor,
                };
                self.commit_written(tx, &written).await?;
                self.announce(&[(name, Some(seq))]);
                Ok(seq)
            }

            async fn load(&self, name: &str) -> Result<Vec<Recorded>, StoreError> {
                let exists =
                    sqlx::query::<$db>(Self::sql("SELECT 1 FROM tournaments WHERE name = ?"))
                        .bind(name)
                        .fetch_optional(self.pool())
                        .await?;
                if exists.is_none() {
                    return Err(StoreError::NotFound(name.to_string()));
                }
                let rows = sqlx::query::<$db>(Self::sql(
                    "SELECT seq, at, actor, CAST(body AS TEXT) AS body FROM events \
                     WHERE tournament = ? ORDER BY seq",
                ))
                .bind(name)
                .fetch_all(self.pool())
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
                let rows = sqlx::query::<$db>(Self::sql(
                    "SELECT t.name AS name, t.created_at AS created_at, \
                     CAST(COALESCE(MAX(e.seq), 0) AS BIGINT) AS v, \
                     (SELECT l.kind FROM events l WHERE l.tournament = t.name \
                     ORDER BY l.seq DESC LIMIT 1) AS last \
                     FROM tournaments t LEFT JOIN events e ON e.tournament = t.name \
                     GROUP BY t.name, t.created_at ORDER BY t.name",
                ))
                .fetch_all(self.pool())
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
                let mut tx = self.begin_change().await?;
                let actual = Self::locked_version(&mut tx, from).await?;
                if actual != expected {
                    return Err(StoreError::Conflict { expected, actual });
                }
                let inserted = sqlx::query::<$db>(Self::sql(
                    "INSERT INTO tournaments (name, created_at) \
                     SELECT ?, created_at FROM tournaments WHERE name = ?",
                ))
                .bind(to)
                .bind(from)
                .execute(&mut *tx)
                .await;
                match inserted {
                    Err(e) if unique_violation(&e) => {
                        return Err(StoreError::Exists(to.to_string()));
                    }
                    other => {
                        other?;
                    }
                }
                for text in [
                    "UPDATE events SET tournament = ? WHERE tournament = ?",
                    "UPDATE publishing SET tournament = ? WHERE tournament = ?",
                ] {
                    sqlx::query::<$db>(Self::sql(text))
                        .bind(to)
                        .bind(from)
                        .execute(&mut *tx)
                        .await?;
                }
                sqlx::query::<$db>(Self::sql("DELETE FROM tournaments WHERE name = ?"))
                    .bind(from)
                    .execute(&mut *tx)
                    .await?;
                let seq = actual + 1;
                Self::insert(&mut tx, to, seq, &at, actor, &renamed(from, to)).await?;
                let changed = [(from, None), (to, Some(seq))];
                Self::notify(&mut tx, &changed).await?;
                tx.commit().await?;
                self.announce(&changed);
                Ok(seq)
            }

            async fn purge(&self, name: &str) -> Result<(), StoreError> {
                let mut tx = self.begin_change().await?;
                Self::lock(&mut tx, name).await?;
                let last = sqlx::query::<$db>(Self::sql(
                    "SELECT kind FROM events WHERE tournament = ? ORDER BY seq DESC LIMIT 1",
                ))
                .bind(name)
                .fetch_optional(&mut *tx)
                .await?;
                let kind: Option<String> = last.map(|r| r.try_get("kind")).transpose()?;
                if kind.as_deref() != Some(DELETED_KIND) {
                    return Err(StoreError::NotDeleted(name.to_string()));
                }
                for text in [
                    "DELETE FROM events WHERE tournament = ?",
                    "DELETE FROM publishing WHERE tournament = ?",
                    "DELETE FROM tournaments WHERE name = ?",
                ] {
                    sqlx::query::<$db>(Self::sql(text))
                        .bind(name)
                        .execute(&mut *tx)
                        .await?;
                }
                let changed = [(name, None)];
                Self::notify(&mut tx, &changed).await?;
                tx.commit().await?;
                self.announce(&changed);
                Ok(())
            }

            async fn publishing(&self, name: &str) -> Result<Option<Publishing>, StoreError> {
                let row = sqlx::query::<$db>(Self::sql(
                    "SELECT url, token, key_file, key_passphrase, password, host_key, \
                     after_each_round, last_published_at, last_attempt_at, last_error \
                     FROM publishing WHERE tournament = ?",
                ))
                .bind(name)
                .fetch_optional(self.pool())
                .await?;
                row.map(|r| {
                    Ok(Publishing {
                        url: r.try_get("url")?,
                        token: r.try_get("token")?,
                        key_file: r.try_get("key_file")?,
                        key_passphrase: r.try_get("key_passphrase")?,
                        password: r.try_get("password")?,
                        host_key: r.try_get("host_key")?,
                        // SQLite keeps the flag as 0 or 1, read as a boolean.
                        after_each_round: r.try_get::<bool, _>("after_each_round")?,
                        last_published_at: r.try_get("last_published_at")?,
                        last_attempt_at: r.try_get("last_attempt_at")?,
                        last_error: r.try_get("last_error")?,
                    })
                })
                .transpose()
            }

            async fn set_publishing(
                &self,
                name: &str,
                settings: &Publishing,
            ) -> Result<(), StoreError> {
                let mut tx = self.begin_change().await?;
                Self::lock(&mut tx, name).await?;
                sqlx::query::<$db>(Self::sql(
                    "INSERT INTO publishing (tournament, url, token, key_file, key_passphrase, \
                     password, host_key, after_each_round) VALUES (?, ?, ?, ?, ?, ?, ?, ?) \
                     ON CONFLICT (tournament) DO UPDATE SET url = excluded.url, \
                     token = excluded.token, key_file = excluded.key_file, \
                     key_passphrase = excluded.key_passphrase, password = excluded.password, \
                     host_key = excluded.host_key, after_each_round = excluded.after_each_round",
                ))
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
                let done = sqlx::query::<$db>(Self::sql(
                    "DELETE FROM publishing WHERE tournament = ?",
                ))
                .bind(name)
                .execute(self.pool())
                .await?;
                Ok(done.rows_affected() > 0)
            }

            async fn record_publish(
                &self,
                name: &str,
                at: &str,
                error: Option<&str>,
            ) -> Result<(), StoreError> {
                // The time and the error are bound twice: the placeholders are positional.
                sqlx::query::<$db>(Self::sql(
                    "UPDATE publishing SET last_attempt_at = ?, last_error = ?, \
                     last_published_at = CASE WHEN CAST(? AS TEXT) IS NULL THEN ? \
                     ELSE last_published_at END WHERE tournament = ?",
                ))
                .bind(at)
                .bind(error)
                .bind(error)
                .bind(at)
                .bind(name)
                .execute(self.pool())
                .await?;
                Ok(())
            }
        }
    };
}

event_backend!(SqliteStore, sqlx::Sqlite, false);
event_backend!(PostgresStore, sqlx::Postgres, true);
