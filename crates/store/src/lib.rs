//! Event-log storage: an [`EventStore`] trait with two backends, embedded SQLite (the
//! default: one file, WAL mode, every commit synced) and PostgreSQL (for a server hosting
//! many events). Each backend owns its migrations; one conformance suite runs on both.
//!
//! Appends carry the version the writer last saw (optimistic concurrency): two arbiters
//! writing at once never lose an update, the second gets [`StoreError::Conflict`] and
//! retries on fresh state ([`commit`] does that). Every SQL value is bound, never
//! formatted into the statement.
#![deny(missing_docs)]

pub mod backup;
mod changes;
mod dialect;
mod events;
mod feed;
mod list_update;
mod migrations;
mod postgres;
mod publishing;
mod ratings;
mod sqlite;

use arbiter_event::{Event, EventError, Recorded, State};
use std::future::Future;

pub use changes::{Batch, CHANNEL, Changes, Notice};
pub use feed::{FeedError, ListFeed, Progress, ReadAhead};
pub use list_update::{ListUpdate, NotInList, PlayerUpdate, fill_from_go_lists, list_update};
pub use postgres::PostgresStore;
pub use publishing::Publishing;
pub use ratings::{
    ImportSummary, ListMeta, RatingList, RatingStore, RatingStoreError, RecordError, StoredHit,
};
pub use sqlite::SqliteStore;

impl From<EventError> for StoreError {
    fn from(e: EventError) -> Self {
        StoreError::Refused(e)
    }
}

/// What went wrong in the store.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum StoreError {
    /// No tournament by that name.
    #[error("there is no tournament named {0:?}")]
    NotFound(String),
    /// The name is taken.
    #[error("a tournament named {0:?} already exists")]
    Exists(String),
    /// A name the store does not accept.
    #[error("{0:?} is not a usable tournament name: 1 to 100 characters, no control characters")]
    BadName(String),
    /// Someone else appended first.
    #[error(
        "the tournament changed meanwhile (expected version {expected}, found {actual}); reload and try again"
    )]
    Conflict {
        /// The version the writer saw.
        expected: u64,
        /// The version in the store.
        actual: u64,
    },
    /// The event does not apply to the tournament. (Not a `source`: the reason is already
    /// in the message, and chains of errors would print it twice.)
    #[error("refused: {0}")]
    Refused(EventError),
    /// A stored event cannot be read back.
    #[error("event {seq} of {tournament:?} cannot be read: {why}")]
    Corrupt {
        /// The tournament.
        tournament: String,
        /// The event's position.
        seq: u64,
        /// Why.
        why: String,
    },
    /// Only a deleted tournament can be purged.
    #[error("{0:?} is not deleted: delete it before purging it")]
    NotDeleted(String),
    /// The database failed.
    #[error("database error: {0}")]
    Database(sqlx::Error),
    /// The database cannot be reached, or went away during the request (it restarts, the
    /// network failed, every connection is busy): what was asked may be asked again.
    #[error("the database is unavailable ({0}); try again in a moment")]
    Unavailable(sqlx::Error),
    /// The database went away before a change to an event's log was committed: the
    /// transaction was rolled back, so nothing was recorded.
    #[error("the database went away ({0}); nothing was recorded: try again in a moment")]
    NotRecorded(sqlx::Error),
    /// The database went away while a change to an event's log was being committed, and
    /// could not be asked afterwards whether the change was recorded.
    #[error(
        "the database went away while the change was being committed ({0}) and could not be asked whether it was recorded: reload the event before entering the change again"
    )]
    Unconfirmed(sqlx::Error),
    /// Changes made elsewhere cannot be watched (the file system refused a watch).
    #[error("cannot watch the database for changes: {0}")]
    Watch(String),
    /// The read database given holds no arbiter tables.
    #[error("the read database holds no arbiter tables ({0}): give a replica of the main database")]
    NotAReplica(String),
    /// A migration failed.
    #[error("database migration failed: {0}")]
    Migration(#[from] sqlx::migrate::MigrateError),
    /// A player moved into a festival's section could not leave the old one: they are in
    /// both, and must be removed from `from` by hand.
    #[error(
        "{player} is registered in {to:?} but could not leave {from:?} ({why}); remove them there"
    )]
    HalfMoved {
        /// The player's name.
        player: String,
        /// The section left (its event's name).
        from: String,
        /// The section joined.
        to: String,
        /// Why leaving failed.
        why: String,
    },
}

impl From<sqlx::Error> for StoreError {
    fn from(e: sqlx::Error) -> Self {
        if unavailable(&e) {
            StoreError::Unavailable(e)
        } else {
            StoreError::Database(e)
        }
    }
}

impl StoreError {
    /// Whether the database could not be reached or went away, rather than refusing what
    /// was asked: the same request may succeed in a moment.
    pub fn is_unavailable(&self) -> bool {
        matches!(
            self,
            StoreError::Unavailable(_) | StoreError::NotRecorded(_) | StoreError::Unconfirmed(_)
        )
    }

    /// Inside a change to an event's log, before its commit: the transaction is rolled
    /// back with the connection, so an unavailable database recorded nothing.
    fn before_commit(self) -> Self {
        match self {
            StoreError::Unavailable(e) => StoreError::NotRecorded(e),
            other => other,
        }
    }
}

/// Whether `e` says that the database cannot be reached or went away, rather than that
/// it refused what was asked: a lost or refused connection, a pool with no connection
/// to give, or PostgreSQL's connection exceptions (SQLSTATE class 08), its operator
/// interventions (class 57P: shutting down, restarting, not yet accepting connections)
/// and too many connections (53300).
pub fn unavailable(e: &sqlx::Error) -> bool {
    match e {
        sqlx::Error::Io(_)
        | sqlx::Error::Tls(_)
        | sqlx::Error::PoolTimedOut
        | sqlx::Error::PoolClosed
        | sqlx::Error::WorkerCrashed => true,
        sqlx::Error::Database(d) => d
            .code()
            .is_some_and(|c| c.starts_with("08") || c.starts_with("57P") || c == "53300"),
        _ => false,
    }
}

/// One tournament in a listing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// Its name.
    pub name: String,
    /// Number of events in its log.
    pub version: u64,
    /// When it was created.
    pub created_at: String,
    /// Deleted (its log is kept until it is purged).
    pub deleted: bool,
}

/// A store of tournament logs.
pub trait EventStore {
    /// Starts a log with its first event (normally `tournament_created`).
    fn create(
        &self,
        name: &str,
        actor: &str,
        first: &Event,
    ) -> impl Future<Output = Result<Recorded, StoreError>> + Send;

    /// Appends events after position `expected` (the version the writer last read); all
    /// or nothing. Returns the new version.
    fn append(
        &self,
        name: &str,
        expected: u64,
        actor: &str,
        events: &[Event],
    ) -> impl Future<Output = Result<u64, StoreError>> + Send;

    /// The whole log of a tournament, in order.
    fn load(&self, name: &str) -> impl Future<Output = Result<Vec<Recorded>, StoreError>> + Send;

    /// Every tournament, by name.
    fn list(&self) -> impl Future<Output = Result<Vec<Summary>, StoreError>> + Send;

    /// Moves a tournament's log to a new name, all or nothing, and appends
    /// [`Event::TournamentRenamed`] to it; `expected` is the version the caller checked
    /// (as for [`EventStore::append`]). Returns the new version.
    fn rename(
        &self,
        from: &str,
        to: &str,
        expected: u64,
        actor: &str,
    ) -> impl Future<Output = Result<u64, StoreError>> + Send;

    /// Removes a deleted tournament and its log for good, freeing its name.
    fn purge(&self, name: &str) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Where the tournament's site is uploaded, if anywhere. Kept beside the log, never
    /// in it: it holds secrets.
    fn publishing(
        &self,
        name: &str,
    ) -> impl Future<Output = Result<Option<Publishing>, StoreError>> + Send;

    /// Sets where the tournament's site is uploaded (the address, the secrets and the
    /// flag of `settings`), keeping the record of past uploads.
    fn set_publishing(
        &self,
        name: &str,
        settings: &Publishing,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;

    /// Forgets where the tournament's site is uploaded, secrets included; false when
    /// nothing was set.
    fn remove_publishing(
        &self,
        name: &str,
    ) -> impl Future<Output = Result<bool, StoreError>> + Send;

    /// Records an upload attempted at `at` (RFC 3339): its error, or its success. Does
    /// nothing when no destination is set (it was removed meanwhile).
    fn record_publish(
        &self,
        name: &str,
        at: &str,
        error: Option<&str>,
    ) -> impl Future<Output = Result<(), StoreError>> + Send;
}

/// Either backend, chosen at run time from a URL.
#[derive(Clone, Debug)]
pub enum AnyStore {
    /// Embedded SQLite.
    Sqlite(SqliteStore),
    /// PostgreSQL.
    Postgres(PostgresStore),
}

impl AnyStore {
    /// Opens `postgres://…` (or `postgresql://…`) as PostgreSQL and anything else as the
    /// path of a SQLite file (created if missing).
    ///
    /// # Errors
    /// When the database cannot be opened or migrated.
    pub async fn open(location: &str) -> Result<Self, StoreError> {
        if location.starts_with("postgres://") || location.starts_with("postgresql://") {
            Ok(AnyStore::Postgres(PostgresStore::connect(location).await?))
        } else {
            let path = location.strip_prefix("sqlite://").unwrap_or(location);
            Ok(AnyStore::Sqlite(
                SqliteStore::open(std::path::Path::new(path)).await?,
            ))
        }
    }

    /// Watches the store for changes to the event logs, made by this process or by
    /// others on the same database (see [`Changes`]). Needs a Tokio runtime.
    ///
    /// # Errors
    /// When the SQLite file's directory cannot be watched.
    pub fn watch(&self) -> Result<Changes, StoreError> {
        match self {
            AnyStore::Sqlite(s) => s.watch(),
            AnyStore::Postgres(s) => Ok(s.watch()),
        }
    }
}

impl EventStore for AnyStore {
    async fn create(&self, name: &str, actor: &str, first: &Event) -> Result<Recorded, StoreError> {
        match self {
            AnyStore::Sqlite(s) => s.create(name, actor, first).await,
            AnyStore::Postgres(s) => s.create(name, actor, first).await,
        }
    }

    async fn append(
        &self,
        name: &str,
        expected: u64,
        actor: &str,
        events: &[Event],
    ) -> Result<u64, StoreError> {
        match self {
            AnyStore::Sqlite(s) => s.append(name, expected, actor, events).await,
            AnyStore::Postgres(s) => s.append(name, expected, actor, events).await,
        }
    }

    async fn load(&self, name: &str) -> Result<Vec<Recorded>, StoreError> {
        match self {
            AnyStore::Sqlite(s) => s.load(name).await,
            AnyStore::Postgres(s) => s.load(name).await,
        }
    }

    async fn list(&self) -> Result<Vec<Summary>, StoreError> {
        match self {
            AnyStore::Sqlite(s) => s.list().await,
            AnyStore::Postgres(s) => s.list().await,
        }
    }

    async fn rename(
        &self,
        from: &str,
        to: &str,
        expected: u64,
        actor: &str,
    ) -> Result<u64, StoreError> {
        match self {
            AnyStore::Sqlite(s) => s.rename(from, to, expected, actor).await,
            AnyStore::Postgres(s) => s.rename(from, to, expected, actor).await,
        }
    }

    async fn purge(&self, name: &str) -> Result<(), StoreError> {
        match self {
            AnyStore::Sqlite(s) => s.purge(name).await,
            AnyStore::Postgres(s) => s.purge(name).await,
        }
    }

    async fn publishing(&self, name: &str) -> Result<Option<Publishing>, StoreError> {
        match self {
            AnyStore::Sqlite(s) => s.publishing(name).await,
            AnyStore::Postgres(s) => s.publishing(name).await,
        }
    }

    async fn set_publishing(&self, name: &str, settings: &Publishing) -> Result<(), StoreError> {
        match self {
            AnyStore::Sqlite(s) => s.set_publishing(name, settings).await,
            AnyStore::Postgres(s) => s.set_publishing(name, settings).await,
        }
    }

    async fn remove_publishing(&self, name: &str) -> Result<bool, StoreError> {
        match self {
            AnyStore::Sqlite(s) => s.remove_publishing(name).await,
            AnyStore::Postgres(s) => s.remove_publishing(name).await,
        }
    }

    async fn record_publish(
        &self,
        name: &str,
        at: &str,
        error: Option<&str>,
    ) -> Result<(), StoreError> {
        match self {
            AnyStore::Sqlite(s) => s.record_publish(name, at, error).await,
            AnyStore::Postgres(s) => s.record_publish(name, at, error).await,
        }
    }
}

/// The kind (as [`Event::kind`] names it) that marks a deleted tournament when it is the
/// last event of its log: nothing but a restoration can follow a deletion.
const DELETED_KIND: &str = "tournament deleted";

/// The event that records a rename.
fn renamed(from: &str, to: &str) -> Event {
    Event::TournamentRenamed {
        from: from.to_string(),
        to: to.to_string(),
    }
}

/// Checks a tournament name.
fn check_name(name: &str) -> Result<(), StoreError> {
    let n = name.chars().count();
    if n == 0 || n > 100 || name.chars().any(char::is_control) || name.trim() != name {
        return Err(StoreError::BadName(name.to_string()));
    }
    Ok(())
}

/// The current time, RFC 3339 in UTC.
fn now() -> String {
    time::OffsetDateTime::now_utc()
        .format(&time::format_description::well_known::Rfc3339)
        .unwrap_or_default()
}

fn encode(event: &Event) -> Result<String, StoreError> {
    serde_json::to_string(event).map_err(|e| StoreError::Corrupt {
        tournament: String::new(),
        seq: 0,
        why: e.to_string(),
    })
}

fn decode(
    tournament: &str,
    seq: u64,
    at: String,
    actor: String,
    body: &str,
) -> Result<Recorded, StoreError> {
    let event = serde_json::from_str(body).map_err(|e| StoreError::Corrupt {
        tournament: tournament.to_string(),
        seq,
        why: e.to_string(),
    })?;
    Ok(Recorded {
        seq,
        at,
        actor,
        event,
    })
}

/// Folds a tournament's log into its state.
///
/// # Errors
/// When it does not exist, or a stored event no longer applies (a corrupt log).
pub async fn state<S: EventStore>(
    store: &S,
    name: &str,
) -> Result<(State, Vec<Recorded>), StoreError> {
    let log = store.load(name).await?;
    let state = fold(name, &log)?;
    Ok((state, log))
}

/// The state a log folds to.
fn fold(name: &str, log: &[Recorded]) -> Result<State, StoreError> {
    State::fold(log.iter().map(|r| &r.event)).map_err(|(i, e)| StoreError::Corrupt {
        tournament: name.to_string(),
        seq: i as u64 + 1,
        why: e.to_string(),
    })
}

/// A PostgreSQL database with a read replica: the logs, the heavy part of a read, come
/// from the replica, and the primary is asked only how long each log is, so that a
/// replica behind the primary is never believed (a page would show a result the arbiter
/// has entered missing). Writes, the listing and everything an arbiter changes go to the
/// primary.
#[derive(Clone, Debug)]
pub struct Replicated {
    primary: PostgresStore,
    replica: PostgresStore,
}

/// Where [`Replicated::load`] read a log from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadFrom {
    /// The replica had all of it.
    Replica,
    /// The replica was behind, or could not be read: the primary.
    Primary,
}

impl Replicated {
    /// The primary `store` (a PostgreSQL store) with the replica at `url`.
    ///
    /// # Errors
    /// When the primary is not PostgreSQL, or the replica cannot be reached or holds no
    /// arbiter tables.
    pub async fn open(store: &AnyStore, url: &str) -> Result<Self, StoreError> {
        let AnyStore::Postgres(primary) = store else {
            return Err(StoreError::NotAReplica(
                "a read database goes with a PostgreSQL main database".into(),
            ));
        };
        if !(url.starts_with("postgres://") || url.starts_with("postgresql://")) {
            return Err(StoreError::NotAReplica(format!(
                "{url:?} is not a postgres:// URL"
            )));
        }
        Ok(Replicated {
            primary: primary.clone(),
            replica: PostgresStore::connect_replica(url).await?,
        })
    }

    /// The replica, for reads that need not be the newest (rating-list searches).
    #[must_use]
    pub fn replica(&self) -> &PostgresStore {
        &self.replica
    }

    /// A tournament's whole log, as new as the primary's at the moment of asking: from
    /// the replica when it has caught up, else from the primary.
    ///
    /// # Errors
    /// As [`EventStore::load`] on the primary.
    pub async fn load(&self, name: &str) -> Result<(Vec<Recorded>, ReadFrom), StoreError> {
        let want = self.primary.version(name).await?;
        match self.replica.load(name).await {
            Ok(log) if log.len() as u64 >= want => Ok((log, ReadFrom::Replica)),
            _ => Ok((self.primary.load(name).await?, ReadFrom::Primary)),
        }
    }

    /// The folded state of a tournament and its log, as [`state`] on the primary but
    /// read as [`Replicated::load`] reads.
    ///
    /// # Errors
    /// As [`state`].
    pub async fn state(&self, name: &str) -> Result<(State, Vec<Recorded>, ReadFrom), StoreError> {
        let (log, from) = self.load(name).await?;
        let state = fold(name, &log)?;
        Ok((state, log, from))
    }
}

/// How many times [`commit`] runs a command again after losing a race to another writer.
const COMMIT_RETRIES: u32 = 24;

/// Runs a command against the current state and appends the events it produces, if they
/// all apply; on a conflict with another writer, waits a short random time, reloads and
/// runs it again, up to [`COMMIT_RETRIES`] times. Returns the new state and the events
/// appended.
///
/// The wait matters: the writer that just won reloads first and would win the next race
/// too, so without it a busy writer can starve another one.
///
/// # Errors
/// When the command fails, an event is refused (nothing is written), or the store fails.
pub async fn commit<S, F, E>(
    store: &S,
    name: &str,
    actor: &str,
    mut command: F,
) -> Result<(State, Vec<Event>), E>
where
    S: EventStore,
    F: FnMut(&State) -> Result<Vec<Event>, E>,
    E: From<StoreError>,
{
    let mut attempts = 0;
    loop {
        let (mut state, _) = state(store, name).await?;
        let expected = state.version;
        let events = command(&state)?;
        for e in &events {
            state.apply(e).map_err(StoreError::Refused)?;
        }
        if events.is_empty() {
            return Ok((state, events));
        }
        match store.append(name, expected, actor, &events).await {
            Ok(_) => return Ok((state, events)),
            Err(StoreError::Conflict { .. }) if attempts < COMMIT_RETRIES => {
                attempts += 1;
                tokio::time::sleep(backoff(attempts)).await;
            }
            Err(e) => return Err(e.into()),
        }
    }
}

/// Moves player `player` of event `from` to event `to`, sections of one festival, before
/// round 1 of either is paired (see [`arbiter_event::move_player`]): the player is
/// registered in `to` first, then leaves `from`, so that a failure between the two leaves
/// the player in both sections (reported as [`StoreError::HalfMoved`]), never in neither.
/// Returns the states of `from` and `to` after the move.
///
/// # Errors
/// When the move is refused, a section changed meanwhile, or the store fails.
pub async fn move_player<S: EventStore>(
    store: &S,
    from: &str,
    to: &str,
    actor: &str,
    player: u32,
) -> Result<(State, State), StoreError> {
    let (mut source, _) = state(store, from).await?;
    let (mut target, _) = state(store, to).await?;
    let (into, out) = arbiter_event::move_player(&source, player, &target)?;
    let name = source
        .tournament
        .player(arbiter_core::PlayerId::new(player).ok_or(EventError::UnknownPlayer(player))?)
        .map(|p| p.name.clone())
        .unwrap_or_default();
    let (source_version, target_version) = (source.version, target.version);
    for e in &into {
        target.apply(e)?;
    }
    for e in &out {
        source.apply(e)?;
    }
    store.append(to, target_version, actor, &into).await?;
    if let Err(e) = store.append(from, source_version, actor, &out).await {
        return Err(StoreError::HalfMoved {
            player: name,
            from: from.to_string(),
            to: to.to_string(),
            why: e.to_string(),
        });
    }
    Ok((source, target))
}

/// A random wait before retry `attempt` (from 1): up to 1 ms after the first conflict,
/// doubling each time to at most 128 ms. The randomness only spreads writers apart; it
/// has no bearing on what is written.
fn backoff(attempt: u32) -> std::time::Duration {
    use std::hash::BuildHasher;
    let ceiling_us = 1_000u64 << attempt.saturating_sub(1).min(7);
    let random = std::collections::hash_map::RandomState::new().hash_one(attempt);
    std::time::Duration::from_micros(random % (ceiling_us + 1))
}
