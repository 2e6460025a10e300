//! Folded tournaments and their rendered public pages, kept per event version so that
//! reads neither reload nor refold the log. A change made through the server invalidates
//! its event at once; changes made elsewhere (another server process, the command line on
//! the same database) arrive from the store's watcher ([`arbiter_store::Changes`]): an
//! event named by a notification is reloaded, and after a gap in the notifications the
//! listing is read again. Nothing is read while nothing changes. Either way subscribers of
//! the live stream hear of the new version. A page is kept once per language it was asked
//! in.

use crate::error::AppError;
use crate::views::{self, CrossRow, StandingsView};
use arbiter_event::{Recorded, State};
use arbiter_i18n::Lang;
use arbiter_standings::Ranking;
use arbiter_store::{AnyStore, Batch, EventStore, StoreError};
use axum::http::StatusCode;
use bytes::Bytes;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock, RwLock};
use tokio::sync::broadcast;

/// A rendered public page of one event version.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Page {
    Overview,
    Players,
    Round(u16),
    Standings,
    /// Standings after an earlier round.
    StandingsAfter(u16),
    /// A round's pairing listed by name.
    RoundByName(u16),
    Crosstable,
    Card(u32),
}

/// What is computed once per version: the event's ranking, and the standings and
/// crosstable the JSON API gives of it.
pub(crate) struct Derived {
    pub ranking: Result<Ranking, String>,
    pub standings: StandingsView,
    pub cross: Vec<CrossRow>,
}

/// One version of one event.
pub(crate) struct Snapshot {
    pub name: String,
    pub state: State,
    pub log: Vec<Recorded>,
    derived: OnceLock<Derived>,
    pages: Mutex<HashMap<(Page, Lang), Bytes>>,
}

impl Snapshot {
    pub(crate) fn derived(&self) -> &Derived {
        self.derived.get_or_init(|| {
            let ranking = views::ranking(&self.state);
            Derived {
                standings: views::standings(&self.state, &ranking),
                cross: ranking
                    .as_ref()
                    .map(|r| views::crosstable(&self.state, r))
                    .unwrap_or_default(),
                ranking,
            }
        })
    }

    /// The page in `lang`, rendered by `render` the first time it is asked for.
    pub(crate) fn page(
        &self,
        page: Page,
        lang: Lang,
        render: impl FnOnce(&Snapshot) -> Result<String, AppError>,
    ) -> Result<Bytes, AppError> {
        let page = (page, lang);
        if let Some(b) = self.pages.lock().ok().and_then(|m| m.get(&page).cloned()) {
            return Ok(b);
        }
        let body = Bytes::from(render(self)?);
        if let Ok(mut m) = self.pages.lock() {
            // Player cards are many; keep the table bounded.
            if m.len() < 2_000 {
                m.insert(page, body.clone());
            }
        }
        Ok(body)
    }
}

/// A change of version, as the live stream announces it.
#[derive(Clone, Debug)]
pub(crate) struct Change {
    pub name: String,
    pub version: u64,
}

pub(crate) struct Cache {
    store: AnyStore,
    /// Where logs are read from when the server has a read replica.
    replica: Option<arbiter_store::Replicated>,
    snapshots: RwLock<HashMap<String, Arc<Snapshot>>>,
    /// The newest version known of each event. Versions only grow (undo appends too).
    versions: RwLock<HashMap<String, u64>>,
    loading: tokio::sync::Mutex<()>,
    tx: broadcast::Sender<Change>,
}

impl Cache {
    pub(crate) fn new(store: AnyStore, replica: Option<arbiter_store::Replicated>) -> Self {
        let (tx, _) = broadcast::channel(256);
        Cache {
            store,
            replica,
            snapshots: RwLock::new(HashMap::new()),
            versions: RwLock::new(HashMap::new()),
            loading: tokio::sync::Mutex::new(()),
            tx,
        }
    }

    /// A summary of every event the store holds, for the lists of events (the public
    /// index, the desk's home, the API). A log that no longer folds is left out of the
    /// lists rather than breaking them.
    pub(crate) async fn summaries(&self) -> Result<Vec<crate::views::EventSummary>, AppError> {
        let mut out = Vec::new();
        for s in self.store.list().await? {
            if let Ok(snap) = self.get(&s.name).await {
                out.push(crate::views::EventSummary::of(&snap.name, &snap.state));
            }
        }
        Ok(out)
    }

    pub(crate) fn subscribe(&self) -> broadcast::Receiver<Change> {
        self.tx.subscribe()
    }

    fn fresh(&self, name: &str) -> Option<Arc<Snapshot>> {
        let known = self.versions.read().ok()?.get(name).copied().unwrap_or(0);
        let snap = self.snapshots.read().ok()?.get(name).cloned()?;
        (snap.state.version >= known).then_some(snap)
    }

    /// The current snapshot of an event, loaded and folded if needed.
    pub(crate) async fn get(&self, name: &str) -> Result<Arc<Snapshot>, AppError> {
        if let Some(s) = self.fresh(name) {
            return Ok(s);
        }
        self.load(name).await?.ok_or_else(|| {
            AppError::localized(
                StatusCode::NOT_FOUND,
                "pub-error-no-event",
                vec![("name", name.into())],
            )
        })
    }

    /// Loads and folds an event unless a fresh snapshot exists; `None` when it does not
    /// exist or is deleted.
    async fn load(&self, name: &str) -> Result<Option<Arc<Snapshot>>, StoreError> {
        // One load at a time: a burst of readers after a change folds the log once.
        let _guard = self.loading.lock().await;
        if let Some(s) = self.fresh(name) {
            return Ok(Some(s));
        }
        let read = match &self.replica {
            Some(r) => r.state(name).await.map(|(state, log, _)| (state, log)),
            None => arbiter_store::state(&self.store, name).await,
        };
        let (state, log) = match read {
            Err(StoreError::NotFound(_)) => return Ok(None),
            other => other?,
        };
        if state.deleted {
            return Ok(None);
        }
        let snap = Arc::new(Snapshot {
            name: name.to_string(),
            state,
            log,
            derived: OnceLock::new(),
            pages: Mutex::new(HashMap::new()),
        });
        self.note(name, snap.state.version);
        if let Ok(mut m) = self.snapshots.write() {
            m.insert(name.to_string(), snap.clone());
        }
        Ok(Some(snap))
    }

    /// Records a version; true when it is newer than what was known.
    fn note(&self, name: &str, version: u64) -> bool {
        let Ok(mut v) = self.versions.write() else {
            return false;
        };
        let slot = v.entry(name.to_string()).or_insert(0);
        if version > *slot {
            *slot = version;
            true
        } else {
            false
        }
    }

    /// An event changed through this server.
    pub(crate) fn changed(&self, name: &str, version: u64) {
        if self.note(name, version) {
            let _ = self.tx.send(Change {
                name: name.to_string(),
                version,
            });
        }
    }

    /// Drops what is known of an event (renamed, deleted or purged).
    pub(crate) fn forget(&self, name: &str) {
        if let Ok(mut m) = self.snapshots.write() {
            m.remove(name);
        }
        if let Ok(mut v) = self.versions.write() {
            v.remove(name);
        }
    }

    /// Takes in what the store's watcher heard: events whose new version is known are
    /// marked stale, those whose version is not are reloaded (a notification says only
    /// which event changed), and after a gap the whole listing is read again.
    pub(crate) async fn heard(&self, batch: Batch) {
        if batch.resync {
            self.poll().await;
        }
        for (name, version) in batch.changed {
            match version {
                Some(v) => self.changed(&name, v),
                // The listing just read covers it.
                None if batch.resync => {}
                None => self.reload(&name).await,
            }
        }
    }

    /// Reloads an event changed elsewhere and announces its new version; forgets it when
    /// it is gone (renamed, deleted or purged).
    async fn reload(&self, name: &str) {
        let known = self
            .versions
            .read()
            .ok()
            .and_then(|v| v.get(name).copied())
            .unwrap_or(0);
        if let Ok(mut m) = self.snapshots.write() {
            m.remove(name);
        }
        // A failure of the database leaves the event unknown until the next notice.
        match self.load(name).await {
            Ok(Some(snap)) if snap.state.version > known => {
                let _ = self.tx.send(Change {
                    name: name.to_string(),
                    version: snap.state.version,
                });
            }
            Ok(Some(_)) | Err(_) => {}
            Ok(None) => self.forget(name),
        }
    }

    /// Reads the listing for changes made elsewhere; events renamed, deleted or purged
    /// elsewhere are forgotten.
    pub(crate) async fn poll(&self) {
        let Ok(list) = self.store.list().await else {
            return;
        };
        let gone: Vec<String> = self
            .snapshots
            .read()
            .map(|m| {
                m.keys()
                    .filter(|k| !list.iter().any(|s| &s.name == *k && !s.deleted))
                    .cloned()
                    .collect()
            })
            .unwrap_or_default();
        for name in gone {
            self.forget(&name);
        }
        for s in list {
            self.changed(&s.name, s.version);
        }
    }
}
