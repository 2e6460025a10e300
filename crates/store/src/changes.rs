//! Hearing of changes to the event logs made by other writers without asking the database
//! over and over. PostgreSQL announces every change in the writing transaction
//! (`pg_notify` on [`CHANNEL`], the event's name as payload) and a watcher listens. A
//! SQLite file has a small sidecar beside it (`<file>-changes`) that every writer rewrites
//! after committing; other processes on the machine watch it through the file system's
//! notifications and only then read the listing. Within one process a SQLite store also
//! tells its watchers directly, with the new version, which is all an in-memory database
//! needs.

use crate::StoreError;
use sqlx::postgres::{PgConnectOptions, PgListener, PgPoolOptions};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;
use tokio::sync::{broadcast, mpsc};

/// The PostgreSQL notification channel the stores write to and the watchers listen on.
pub const CHANNEL: &str = "arbiter_events";

/// What a watcher hears.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// An event's log changed (or the event was renamed away or purged).
    Changed {
        /// The event's name.
        name: String,
        /// Its new version, when the writer said it; `None`: read it.
        version: Option<u64>,
    },
    /// Something may have changed, unknown what: read the listing again. Heard after the
    /// watcher (re)connected, since notifications sent meanwhile are lost, and when another
    /// process wrote to the SQLite file.
    Resync,
}

/// The notices that arrived together, merged.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Batch {
    /// Each event changed, once, with the newest version heard (`None`: unknown).
    pub changed: BTreeMap<String, Option<u64>>,
    /// The listing must be read again.
    pub resync: bool,
}

impl Batch {
    fn add(&mut self, notice: Notice) {
        match notice {
            Notice::Resync => self.resync = true,
            Notice::Changed { name, version } => {
                let slot = self.changed.entry(name).or_insert(version);
                // An unknown version wins: the reader must look it up anyway.
                *slot = match (*slot, version) {
                    (Some(a), Some(b)) => Some(a.max(b)),
                    _ => None,
                };
            }
        }
    }
}

/// What keeps a watcher's sources alive; dropping it stops them.
enum Source {
    Task(tokio::task::JoinHandle<()>),
    Files {
        _watcher: notify::RecommendedWatcher,
    },
}

impl Drop for Source {
    fn drop(&mut self) {
        if let Source::Task(t) = self {
            t.abort();
        }
    }
}

/// A stream of changes made to a store, by this process or by others.
pub struct Changes {
    rx: mpsc::UnboundedReceiver<Notice>,
    _sources: Vec<Source>,
}

impl Changes {
    /// The notices that arrived since the last call, waiting for at least one; `None`
    /// when the store is gone.
    pub async fn next(&mut self) -> Option<Batch> {
        let first = self.rx.recv().await?;
        let mut batch = Batch::default();
        batch.add(first);
        while let Ok(more) = self.rx.try_recv() {
            batch.add(more);
        }
        Some(batch)
    }
}

impl std::fmt::Debug for Changes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Changes").finish_non_exhaustive()
    }
}

/// A wait before reconnection attempt `attempt` (from 1): 100 ms, doubling to 10 s.
fn backoff(attempt: u32) -> Duration {
    Duration::from_millis(100u64 << attempt.saturating_sub(1).min(7)).min(Duration::from_secs(10))
}

/// Listens on PostgreSQL: one connection of its own, opened again with backoff whenever it
/// is lost, and a [`Notice::Resync`] after every (re)connection. An idle listener sends
/// nothing to the server.
pub(crate) fn listen_postgres(options: PgConnectOptions) -> Changes {
    let (tx, rx) = mpsc::unbounded_channel();
    let task = tokio::spawn(async move {
        let mut attempt = 0u32;
        loop {
            if attempt > 0 {
                tokio::select! {
                    () = tokio::time::sleep(backoff(attempt)) => {}
                    () = tx.closed() => return,
                }
            }
            let mut listener = match connect_listener(&options).await {
                Ok(l) => l,
                Err(_) => {
                    attempt = attempt.saturating_add(1);
                    continue;
                }
            };
            if tx.send(Notice::Resync).is_err() {
                return;
            }
            loop {
                tokio::select! {
                    () = tx.closed() => return,
                    heard = listener.try_recv() => match heard {
                        Ok(Some(n)) => {
                            let notice = Notice::Changed { name: n.payload().to_string(), version: None };
                            if tx.send(notice).is_err() {
                                return;
                            }
                        }
                        // The connection was lost (or failed): open another.
                        Ok(None) | Err(_) => break,
                    },
                }
            }
            // A short wait even after a loss, so that a server refusing at once is not
            // hammered.
            attempt = 1;
        }
    });
    Changes {
        rx,
        _sources: vec![Source::Task(task)],
    }
}

async fn connect_listener(options: &PgConnectOptions) -> Result<PgListener, sqlx::Error> {
    // A pool of one, only to hold the listener's connection: no lifetime, no idle timeout,
    // so that nothing closes it behind the listener's back.
    let pool = PgPoolOptions::new()
        .max_connections(1)
        .min_connections(0)
        .max_lifetime(None)
        .idle_timeout(None)
        .acquire_timeout(Duration::from_secs(10))
        .connect_with(options.clone())
        .await?;
    let mut listener = PgListener::connect_with(&pool).await?;
    listener.ignore_pool_close_event(true);
    // Reconnection is ours: it must be followed by a resync.
    listener.eager_reconnect(false);
    listener.listen(CHANNEL).await?;
    Ok(listener)
}

/// How a SQLite store tells of its changes: its watchers in this process directly, the
/// other processes through the sidecar file.
#[derive(Debug)]
pub(crate) struct Announcer {
    tx: broadcast::Sender<Notice>,
    sidecar: Option<PathBuf>,
}

impl Announcer {
    /// For the database file at `path`; `None` for an in-memory database.
    pub(crate) fn new(path: Option<&Path>) -> Self {
        let (tx, _) = broadcast::channel(256);
        Announcer {
            tx,
            sidecar: path.map(sidecar_of),
        }
    }

    /// Tells of committed changes. Rewriting the sidecar is best effort: the change is
    /// committed, and the writer must not be told otherwise; other processes would still
    /// see it at their next resync.
    pub(crate) fn announce(&self, changed: &[(&str, Option<u64>)]) {
        for (name, version) in changed {
            let _ = self.tx.send(Notice::Changed {
                name: (*name).to_string(),
                version: *version,
            });
        }
        if let Some(path) = &self.sidecar {
            let stamp = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos())
                .unwrap_or_default();
            let _ = std::fs::write(path, format!("{} {stamp}\n", std::process::id()));
        }
    }

    /// Watches this store: its own changes, and the sidecar's rewrites by any process.
    pub(crate) fn watch(&self) -> Result<Changes, StoreError> {
        let (tx, rx) = mpsc::unbounded_channel();
        let mut sources = Vec::new();
        if let Some(path) = &self.sidecar {
            sources.push(Source::Files {
                _watcher: watch_sidecar(path, tx.clone())?,
            });
        }
        let mut own = self.tx.subscribe();
        let task = tokio::spawn(async move {
            loop {
                let notice = match own.recv().await {
                    Ok(n) => n,
                    Err(broadcast::error::RecvError::Lagged(_)) => Notice::Resync,
                    Err(broadcast::error::RecvError::Closed) => return,
                };
                if tx.send(notice).is_err() {
                    return;
                }
            }
        });
        sources.push(Source::Task(task));
        Ok(Changes {
            rx,
            _sources: sources,
        })
    }
}

/// The sidecar of the database file at `path`: `<file>-changes`, beside the `-wal` file.
fn sidecar_of(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push("-changes");
    path.with_file_name(name)
}

/// Watches the sidecar's directory rather than the file itself: the file may not exist
/// yet, and a watch on it would end if it were replaced.
fn watch_sidecar(
    sidecar: &Path,
    tx: mpsc::UnboundedSender<Notice>,
) -> Result<notify::RecommendedWatcher, StoreError> {
    use notify::event::{AccessKind, AccessMode, EventKind};
    use notify::{RecursiveMode, Watcher};
    let name = sidecar.file_name().unwrap_or_default().to_os_string();
    let dir = match sidecar.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let mut watcher = notify::recommended_watcher(move |e: notify::Result<notify::Event>| {
        let relevant = match e {
            Ok(e) => {
                matches!(
                    e.kind,
                    EventKind::Create(_)
                        | EventKind::Modify(_)
                        | EventKind::Access(AccessKind::Close(AccessMode::Write))
                        | EventKind::Any
                ) && e
                    .paths
                    .iter()
                    .any(|p| p.file_name() == Some(name.as_os_str()))
            }
            // Events may have been lost: look at everything.
            Err(_) => true,
        };
        if relevant {
            let _ = tx.send(Notice::Resync);
        }
    })
    .map_err(|e| StoreError::Watch(e.to_string()))?;
    watcher
        .watch(&dir, RecursiveMode::NonRecursive)
        .map_err(|e| StoreError::Watch(e.to_string()))?;
    Ok(watcher)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn batches_merge_versions() {
        let mut b = Batch::default();
        b.add(Notice::Changed {
            name: "a".into(),
            version: Some(3),
        });
        b.add(Notice::Changed {
            name: "a".into(),
            version: Some(5),
        });
        b.add(Notice::Changed {
            name: "b".into(),
            version: Some(2),
        });
        b.add(Notice::Changed {
            name: "b".into(),
            version: None,
        });
        assert_eq!(b.changed.get("a"), Some(&Some(5)));
        assert_eq!(b.changed.get("b"), Some(&None));
        assert!(!b.resync);
        b.add(Notice::Resync);
        assert!(b.resync);
    }

    #[test]
    fn sidecar_sits_beside_the_file() {
        assert_eq!(
            sidecar_of(Path::new("/srv/a/arbiter.db")),
            PathBuf::from("/srv/a/arbiter.db-changes")
        );
        assert_eq!(backoff(1), Duration::from_millis(100));
        assert_eq!(backoff(30), Duration::from_secs(10));
    }
}
