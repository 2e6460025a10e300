//! What every handler shares: the application state and what every page has in common.
//! Handlers and the router depend on this module; it depends on no handler.

use crate::accounts::Accounts;
use crate::cache::Cache;
use arbiter_store::AnyStore;
use std::sync::Arc;
use tokio::sync::watch;

/// Everything a handler needs.
pub(crate) struct App {
    pub store: AnyStore,
    /// The read replica, when the server was given one.
    pub replica: Option<arbiter_store::Replicated>,
    pub accounts: Accounts,
    pub cache: Cache,
    /// Becomes true when the server shuts down (live streams end then).
    pub shutdown: watch::Receiver<bool>,
    /// Mark cookies `Secure` even without a proxy's `X-Forwarded-Proto`.
    pub secure_cookies: bool,
    /// The site uploads running in the background.
    pub publisher: crate::publisher::Publisher,
    /// The rating-list import running in the background, or the last one.
    pub list_import: crate::list_import::ImportJob,
}

pub(crate) type Shared = Arc<App>;

impl App {
    /// Records that an event changed through this server.
    pub(crate) fn changed(&self, name: &str, version: u64) {
        self.cache.changed(name, version);
        self.publisher.changed(&self.store, name, version);
    }
}

/// What the base template shows on every page.
#[derive(Clone, Debug, Default)]
pub(crate) struct Layout {
    pub title: String,
    /// The live stream's address, or empty for pages that do not update live.
    pub live: String,
    pub version: u64,
    pub user: Option<String>,
    pub admin: bool,
    pub csrf: String,
    /// The page's language: `{{ l.tr.t("key") }}` in templates.
    pub tr: arbiter_i18n::Tr,
}
