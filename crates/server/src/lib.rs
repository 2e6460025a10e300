//! The arbiter web application: the arbiter UI (server-rendered pages), the public pages
//! for players and spectators with live updates, a JSON API described by an OpenAPI
//! document, and the accounts that guard every change. Every change goes through the
//! tournament's event log (`arbiter_store::commit`), exactly as the command line's do.
//!
//! # For the command line
//!
//! `arbiter serve [--data DIR | --database URL] [--bind ADDR] [--demo]`:
//! ```no_run
//! # async fn run() -> Result<(), arbiter_server::ServerError> {
//! // The location is what `arbiter_store::AnyStore::open` takes: the SQLite file
//! // (DIR/arbiter.db) or the postgres:// URL. Runs until Ctrl-C.
//! arbiter_server::serve("/srv/arbiter/arbiter.db", "127.0.0.1:8080".parse().unwrap(), true).await?;
//! # Ok(()) }
//! ```
//! `arbiter user add LOGIN --role admin|arbiter --password-stdin` and
//! `arbiter token create LOGIN`:
//! ```no_run
//! # async fn run() -> Result<(), arbiter_server::ServerError> {
//! use arbiter_server::Role;
//! let db = "/srv/arbiter/arbiter.db";
//! arbiter_server::add_user(db, "ana", Role::Arbiter, "a long password").await?;
//! arbiter_server::limit_user(db, "ana", &["autumn".to_string()]).await?; // optional
//! let token = arbiter_server::create_token(db, "ana", "cli").await?;
//! println!("{token}"); // shown once; only its hash is stored
//! # Ok(()) }
//! ```
//!
//! # Pages and routes
//!
//! - public, no login: `/` (events), `/e/{name}` with `/players`, `/round/{n}`,
//!   `/standings`, `/crosstable`, `/player/{n}`, and `/e/{name}/live` (server-sent events:
//!   a `version` event whenever the event changes);
//! - arbiter UI, after `/login`: `/admin` (events, new event), `/admin/e/{name}` (settings,
//!   players, CSV import, availability, closing registration, withdrawals), `/pair`
//!   (automatic pairing with the event's engine, pairing by hand with the legality report,
//!   editing the last pairing), `/round/{n}` (keyboard result entry, corrections, undo, and
//!   on demand the engine's explanation, `/round/{n}/explain`), `/log` (history),
//!   `/norms` (title norms, with the FIDE forms IT1 and IT3 at `/e/{name}/print/it1.pdf`,
//!   `it3.pdf`, `it1.html`, `it3.html` for the event's arbiters); `/admin/users`;
//! - JSON API under `/api/` ([`api::ROUTES`], document at `/api/openapi.json`).
//!
//! # Security
//!
//! Users live in the events' database, in this crate's own `server_*` tables. Passwords
//! are argon2 hashes; sessions (HttpOnly, SameSite=Strict cookies, `Secure` behind TLS)
//! and API bearer tokens are stored as SHA-256 digests. Forms carry a per-session CSRF
//! token, the login form a double-submit token; failed logins are rate-limited per client
//! and per login, counted in the database so that every server process on it shares the
//! count. Templates escape every string, and a content security policy allows
//! scripts from the site only.
#![deny(missing_docs)]
#![cfg_attr(test, allow(clippy::unwrap_used, clippy::expect_used, clippy::panic))]

mod accounts;
mod actions;
pub mod api;
mod app;
mod auth;
mod cache;
mod demo;
mod desk;
mod desk_lang;
mod entry_form;
mod error;
mod explain;
mod festival;
mod forms;
mod games;
mod history;
mod lang;
mod list_import;
mod norms_desk;
pub mod openapi;
mod player_link;
mod player_page;
pub mod print;
mod public;
mod publisher;
mod publishing;
mod rating_desk;
mod ratings;
mod routes;
mod shared;
mod stats;
mod teams;
mod views;

pub use accounts::{Accounts, BACKUP_TABLES, Role, User, UserInfo};
pub use demo::{create_demo, demo_events};
pub use error::ServerError;
pub use player_link::{is_player_token, new_player_token, player_token_digest, player_url};

use arbiter_store::AnyStore;
use shared::App;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;

/// The demo event's name in the store.
pub const DEMO_NAME: &str = "demo";

/// Settings of a server.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Mark cookies `Secure` on every request (when TLS ends in front of the server and the
    /// proxy does not send `X-Forwarded-Proto: https`).
    pub secure_cookies: bool,
    /// A read replica of the PostgreSQL database (`postgres://…`): event logs and
    /// rating-list searches are read from it, while the primary is asked only how long a
    /// log is, so that a replica behind is never believed.
    pub read_database: Option<String>,
}

/// A server, ready to be bound or to answer requests in tests.
pub struct Server {
    app: Arc<App>,
    stop: watch::Sender<bool>,
}

impl Server {
    /// Opens the store and the accounts at `location` (a SQLite file path or a
    /// `postgres://` URL).
    ///
    /// # Errors
    /// When the database cannot be opened or prepared.
    pub async fn open(location: &str, options: Options) -> Result<Self, ServerError> {
        let store = AnyStore::open(location).await?;
        let accounts = Accounts::open(location).await?;
        let replica = match &options.read_database {
            Some(url) => Some(arbiter_store::Replicated::open(&store, url).await?),
            None => None,
        };
        let (stop, shutdown) = watch::channel(false);
        Ok(Server {
            app: Arc::new(App {
                cache: cache::Cache::new(store.clone(), replica.clone()),
                replica,
                store,
                accounts,
                shutdown,
                secure_cookies: options.secure_cookies,
                publisher: publisher::Publisher::default(),
                list_import: list_import::ImportJob::default(),
            }),
            stop,
        })
    }

    /// The event store.
    #[must_use]
    pub fn store(&self) -> &AnyStore {
        &self.app.store
    }

    /// The accounts.
    #[must_use]
    pub fn accounts(&self) -> &Accounts {
        &self.app.accounts
    }

    /// The application as a router (for serving it yourself, or for tests).
    pub fn router(&self) -> axum::Router {
        app::router(self.app.clone())
    }

    /// Every route the router serves, as (method, path) with the router's `{param}`
    /// placeholders: the list the router is built from, for checks that must cover all.
    #[must_use]
    pub fn routes() -> Vec<(&'static str, &'static str)> {
        app::table().1
    }

    /// Binds `addr` and serves in the background until [`Running::stop`].
    ///
    /// # Errors
    /// When the address cannot be bound.
    pub async fn bind(self, addr: SocketAddr) -> Result<Running, ServerError> {
        let listener = tokio::net::TcpListener::bind(addr).await?;
        let addr = listener.local_addr()?;
        let router = self.router();
        let app = self.app.clone();
        let stop_watch = self.app.shutdown.clone();
        // Changes made elsewhere (another server process, the command line on the same
        // database) reach the cache and the live pages as soon as the store tells of them.
        let changes = match self.app.store.watch() {
            Ok(changes) => Some(changes),
            Err(e) => {
                eprintln!("{e}; changes made elsewhere are looked for every second instead");
                None
            }
        };
        tokio::spawn(follow_changes(app, changes, stop_watch));
        let mut stop_serve = self.app.shutdown.clone();
        let service = router.into_make_service_with_connect_info::<SocketAddr>();
        let task = tokio::spawn(async move {
            axum::serve(listener, service)
                .with_graceful_shutdown(async move {
                    let _ = stop_serve.wait_for(|s| *s).await;
                })
                .await
        });
        Ok(Running {
            addr,
            task,
            stop: self.stop,
        })
    }
}

/// Feeds the store's notices of changes to the cache until the server stops; without a
/// watcher, polls the listing every second.
async fn follow_changes(
    app: Arc<App>,
    changes: Option<arbiter_store::Changes>,
    mut stop: watch::Receiver<bool>,
) {
    let stopped = async move {
        let _ = stop.wait_for(|s| *s).await;
    };
    tokio::pin!(stopped);
    match changes {
        Some(mut changes) => loop {
            tokio::select! {
                batch = changes.next() => match batch {
                    Some(batch) => app.cache.heard(batch).await,
                    None => break,
                },
                () = &mut stopped => break,
            }
        },
        None => {
            let mut tick = tokio::time::interval(Duration::from_secs(1));
            loop {
                tokio::select! {
                    _ = tick.tick() => app.cache.poll().await,
                    () = &mut stopped => break,
                }
            }
        }
    }
}

/// A server serving in the background.
pub struct Running {
    /// The address it listens on.
    pub addr: SocketAddr,
    task: tokio::task::JoinHandle<std::io::Result<()>>,
    stop: watch::Sender<bool>,
}

impl Running {
    /// Stops accepting requests, ends live streams, and waits for requests under way.
    ///
    /// # Errors
    /// When the server failed.
    pub async fn stop(self) -> Result<(), ServerError> {
        let _ = self.stop.send(true);
        self.task
            .await
            .map_err(|e| ServerError::Internal(e.to_string()))??;
        Ok(())
    }
}

/// `arbiter serve`: serves the events at `location` on `bind` until Ctrl-C. With `demo`,
/// first creates the demo event (unless it exists) and, when no user exists yet, an admin
/// `demo` with a random password, printed once.
///
/// # Errors
/// When the database cannot be opened or the address bound.
pub async fn serve(location: &str, bind: SocketAddr, demo: bool) -> Result<(), ServerError> {
    serve_with(location, bind, demo, Options::default()).await
}

/// As [`serve`], with `options` (a read replica, cookies marked `Secure`).
///
/// # Errors
/// As [`serve`].
pub async fn serve_with(
    location: &str,
    bind: SocketAddr,
    demo: bool,
    options: Options,
) -> Result<(), ServerError> {
    let server = Server::open(location, options).await?;
    if demo {
        if create_demo(server.store(), DEMO_NAME, 40, 7, 3).await? {
            println!("created the demo event {DEMO_NAME:?}");
        }
        if server.accounts().is_empty().await? {
            let password = accounts::random_hex(8)?;
            server
                .accounts()
                .add_user("demo", Role::Admin, &password)
                .await?;
            println!("created the admin \"demo\" with the password {password}");
        }
    } else if server.accounts().is_empty().await? {
        println!(
            "no user yet: add one with `arbiter user add LOGIN --role admin --password-stdin`"
        );
    }
    let running = server.bind(bind).await?;
    println!(
        "arbiter is serving http://{}/ (Ctrl-C stops it)",
        running.addr
    );
    tokio::signal::ctrl_c().await?;
    running.stop().await
}

/// `arbiter user add`: adds a user to the database at `location`, or replaces the role
/// and password of an existing one. Passwords need at least 8 characters.
///
/// # Errors
/// A login or password that is not acceptable, or a database failure.
pub async fn add_user(
    location: &str,
    login: &str,
    role: Role,
    password: &str,
) -> Result<(), ServerError> {
    Accounts::open(location)
        .await?
        .add_user(login, role, password)
        .await
}

/// Limits an arbiter to the given events (by their names in the store); an empty list
/// lifts the limit. Admins are never limited.
///
/// # Errors
/// An unknown user, or a database failure.
pub async fn limit_user(location: &str, login: &str, events: &[String]) -> Result<(), ServerError> {
    Accounts::open(location)
        .await?
        .set_events(login, events)
        .await
}

/// `arbiter token create`: a new API bearer token for `login`, returned once (only its
/// hash is stored). `label` says what it is for.
///
/// # Errors
/// An unknown user, or a database failure.
pub async fn create_token(location: &str, login: &str, label: &str) -> Result<String, ServerError> {
    Accounts::open(location)
        .await?
        .create_token(login, label)
        .await
}
