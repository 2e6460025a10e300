//! The embedded SQLite backend: one file, WAL journal, every commit synced to disk so an
//! acknowledged write survives a crash.

use crate::StoreError;
use crate::changes::{Announcer, Changes};
use crate::events::Written;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use sqlx::{Sqlite, Transaction};
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

    /// The announcer that tells of committed changes: SQLite's watchers hear of them
    /// after the commit.
    pub(crate) fn announcer(&self) -> Option<&Announcer> {
        Some(&self.announcer)
    }

    /// Commits a change that wrote events. A SQLite file is local: the commit's answer
    /// cannot be lost on the way, so there is nothing to confirm afterwards.
    pub(crate) async fn commit_written(
        &self,
        tx: Transaction<'static, Sqlite>,
        _written: &Written<'_>,
    ) -> Result<(), StoreError> {
        tx.commit().await?;
        Ok(())
    }
}
