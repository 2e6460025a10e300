//! Accounts: users with a role, sessions for the browser, bearer tokens for the API, and
//! the events an arbiter is limited to. They live in the same database as the events, in
//! tables of their own (`server_*`), created idempotently at startup: the store owns its
//! migrations, so this crate neither touches nor depends on them.
//!
//! Secrets are never stored: passwords as argon2 hashes, session ids and API tokens as
//! SHA-256 digests (they are long random strings, so a fast digest is enough). Every SQL
//! value is bound. Each statement is written once with `$N` placeholders, which both
//! PostgreSQL and SQLite read.

use crate::error::ServerError;
use arbiter_store::backup::{Kind, Others, Table};
use argon2::password_hash::{PasswordHash, SaltString};
use argon2::{Argon2, PasswordHasher, PasswordVerifier};
use sha2::{Digest, Sha256};
use sqlx::postgres::{PgPool, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions};
use sqlx::{Row, postgres::PgRow, sqlite::SqliteRow};
use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// What a user may do.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// Everything, including managing users.
    Admin,
    /// Runs events: all of them, or only those granted.
    Arbiter,
    /// Captains a team: may give their own team's lineups (the team events that name the
    /// account as a team's captain) and change nothing else.
    Captain,
}

impl Role {
    /// The role's name as stored and typed.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Admin => "admin",
            Role::Arbiter => "arbiter",
            Role::Captain => "captain",
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Role {
    type Err = ServerError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "admin" => Ok(Role::Admin),
            "arbiter" => Ok(Role::Arbiter),
            "captain" => Ok(Role::Captain),
            other => Err(ServerError::Invalid(format!(
                "role {other:?}: expected admin, arbiter or captain"
            ))),
        }
    }
}

/// A user as the server sees them after authentication.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    /// The login name.
    pub login: String,
    /// The role.
    pub role: Role,
    /// The events an arbiter is limited to; empty means every event.
    pub events: Vec<String>,
}

impl User {
    /// True when the user may change the event `name` (a captain never may: their
    /// lineups are checked team by team).
    #[must_use]
    pub fn may_write(&self, name: &str) -> bool {
        match self.role {
            Role::Admin => true,
            Role::Arbiter => self.events.is_empty() || self.events.iter().any(|e| e == name),
            Role::Captain => false,
        }
    }

    /// True when the user may create events (a limited arbiter and a captain may not).
    #[must_use]
    pub fn may_create(&self) -> bool {
        match self.role {
            Role::Admin => true,
            Role::Arbiter => self.events.is_empty(),
            Role::Captain => false,
        }
    }
}

/// A user in a listing.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct UserInfo {
    /// The login name.
    pub login: String,
    /// The role.
    pub role: Role,
    /// The events an arbiter is limited to (empty: all).
    pub events: Vec<String>,
}

/// Session lifetime.
pub(crate) const SESSION_SECONDS: i64 = 12 * 3600;

const SCHEMA: &[&str] = &[
    "CREATE TABLE IF NOT EXISTS server_users (
        login         TEXT PRIMARY KEY NOT NULL,
        role          TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        created_at    TEXT NOT NULL
    )",
    "CREATE TABLE IF NOT EXISTS server_user_events (
        login TEXT NOT NULL REFERENCES server_users (login),
        event TEXT NOT NULL,
        PRIMARY KEY (login, event)
    )",
    "CREATE TABLE IF NOT EXISTS server_tokens (
        token_hash TEXT PRIMARY KEY NOT NULL,
        login      TEXT NOT NULL REFERENCES server_users (login),
        label      TEXT NOT NULL,
        created_at TEXT NOT NULL
    )",
    "CREATE TABLE IF NOT EXISTS server_sessions (
        session_hash TEXT PRIMARY KEY NOT NULL,
        login        TEXT NOT NULL REFERENCES server_users (login),
        csrf         TEXT NOT NULL,
        expires_at   BIGINT NOT NULL
    )",
    // Failed logins, one row per failure and key (a client address or a login name), kept
    // here rather than in a process's memory so that every server process on the database
    // counts them together.
    "CREATE TABLE IF NOT EXISTS server_login_failures (
        throttle_key TEXT NOT NULL,
        failed_at    BIGINT NOT NULL
    )",
    "CREATE INDEX IF NOT EXISTS server_login_failures_by_key
        ON server_login_failures (throttle_key, failed_at)",
];

/// The accounts tables as a backup of the store carries them: users with their password
/// hashes, the events each arbiter is limited to, and API tokens (as their digests, so a
/// token keeps working after a restore). Sessions and failed logins are left out: they
/// last hours at most, and after a restore everyone logs in again.
pub const BACKUP_TABLES: Others = Others {
    tables: &[
        Table::new(
            "server_users",
            &[
                ("login", Kind::Text),
                ("role", Kind::Text),
                ("password_hash", Kind::Text),
                ("created_at", Kind::Text),
            ],
            &["login"],
        ),
        Table::new(
            "server_user_events",
            &[("login", Kind::Text), ("event", Kind::Text)],
            &["login", "event"],
        ),
        Table::new(
            "server_tokens",
            &[
                ("token_hash", Kind::Text),
                ("login", Kind::Text),
                ("label", Kind::Text),
                ("created_at", Kind::Text),
            ],
            &["token_hash"],
        ),
    ],
    transient: &["server_sessions", "server_login_failures"],
};

/// The accounts database: its own pool on the events' database.
#[derive(Clone, Debug)]
pub struct Accounts {
    db: Db,
}

#[derive(Clone, Debug)]
enum Db {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// Runs the same statement on either pool; `$pool` names the pool inside `$body`.
macro_rules! on_db {
    ($db:expr, $pool:ident => $body:expr) => {
        match $db {
            Db::Sqlite($pool) => $body,
            Db::Postgres($pool) => $body,
        }
    };
}

/// A row of either backend, read by column name.
trait Col {
    fn text(&self, c: &str) -> Result<String, sqlx::Error>;
    fn int(&self, c: &str) -> Result<i64, sqlx::Error>;
}

impl Col for SqliteRow {
    fn text(&self, c: &str) -> Result<String, sqlx::Error> {
        self.try_get(c)
    }
    fn int(&self, c: &str) -> Result<i64, sqlx::Error> {
        self.try_get(c)
    }
}

impl Col for PgRow {
    fn text(&self, c: &str) -> Result<String, sqlx::Error> {
        self.try_get(c)
    }
    fn int(&self, c: &str) -> Result<i64, sqlx::Error> {
        self.try_get(c)
    }
}

/// Random bytes from the operating system, hex-encoded.
pub(crate) fn random_hex(bytes: usize) -> Result<String, ServerError> {
    let mut buf = vec![0u8; bytes];
    getrandom::fill(&mut buf).map_err(|e| ServerError::Internal(format!("random: {e}")))?;
    Ok(hex(&buf))
}

fn hex(bytes: &[u8]) -> String {
    use fmt::Write as _;
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        let _ = write!(s, "{b:02x}");
    }
    s
}

/// The stored form of a session id or token.
pub(crate) fn digest(secret: &str) -> String {
    hex(&Sha256::digest(secret.as_bytes()))
}

fn now_unix() -> i64 {
    time::OffsetDateTime::now_utc().unix_timestamp()
}

fn now_text() -> String {
    time::OffsetDateTime::now_utc()
        .format(&time::format_description::well_known::Rfc3339)
        .unwrap_or_default()
}

/// Hashes a password with argon2id and a random salt.
fn hash_password(password: &str) -> Result<String, ServerError> {
    let mut salt = [0u8; 16];
    getrandom::fill(&mut salt).map_err(|e| ServerError::Internal(format!("random: {e}")))?;
    let salt = SaltString::encode_b64(&salt).map_err(|e| ServerError::Internal(e.to_string()))?;
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| ServerError::Internal(e.to_string()))
}

fn verify_password(password: &str, hash: &str) -> bool {
    PasswordHash::new(hash).is_ok_and(|h| {
        Argon2::default()
            .verify_password(password.as_bytes(), &h)
            .is_ok()
    })
}

/// A hash to verify against when the login does not exist, so that the answer takes as
/// long as for a wrong password.
fn dummy_hash() -> &'static str {
    static DUMMY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DUMMY.get_or_init(|| hash_password("not a password").unwrap_or_default())
}

fn check_login(login: &str) -> Result<(), ServerError> {
    let ok = !login.is_empty()
        && login.len() <= 64
        && login
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-' | '@'));
    if ok {
        Ok(())
    } else {
        Err(ServerError::Invalid(format!(
            "login {login:?}: 1 to 64 letters, digits, '.', '_', '-' or '@'"
        )))
    }
}

impl Accounts {
    /// Opens the accounts tables on the database at `location` (a SQLite path or a
    /// `postgres://` URL, as for `arbiter_store::AnyStore::open`), creating them if needed.
    ///
    /// # Errors
    /// When the database cannot be opened or the tables created.
    pub async fn open(location: &str) -> Result<Self, ServerError> {
        let db = if location.starts_with("postgres://") || location.starts_with("postgresql://") {
            Db::Postgres(
                PgPoolOptions::new()
                    .max_connections(4)
                    // As the event store's: a restart of PostgreSQL is waited out, an
                    // outage is told.
                    .acquire_timeout(Duration::from_secs(5))
                    .connect(location)
                    .await?,
            )
        } else {
            let path = location.strip_prefix("sqlite://").unwrap_or(location);
            let options = SqliteConnectOptions::new()
                .filename(path)
                .create_if_missing(true)
                .journal_mode(SqliteJournalMode::Wal)
                .foreign_keys(true)
                .busy_timeout(Duration::from_secs(10));
            Db::Sqlite(
                SqlitePoolOptions::new()
                    .max_connections(2)
                    .connect_with(options)
                    .await?,
            )
        };
        for statement in SCHEMA {
            on_db!(&db, pool => sqlx::query(*statement).execute(pool).await.map(|_| ()))?;
        }
        Ok(Accounts { db })
    }

    /// True when no user exists yet.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn is_empty(&self) -> Result<bool, ServerError> {
        let n: i64 = on_db!(&self.db, pool => {
            sqlx::query("SELECT COUNT(*) AS n FROM server_users")
                .fetch_one(pool)
                .await
                .and_then(|r| r.int("n"))
        })?;
        Ok(n == 0)
    }

    /// Adds a user, or replaces the role and password of an existing one.
    ///
    /// # Errors
    /// A login or password that is not acceptable, or a database failure.
    pub async fn add_user(
        &self,
        login: &str,
        role: Role,
        password: &str,
    ) -> Result<(), ServerError> {
        check_login(login)?;
        if password.chars().count() < 8 {
            return Err(ServerError::Invalid(
                "the password needs at least 8 characters".into(),
            ));
        }
        let hash = hash_password(password)?;
        let at = now_text();
        let sql = "INSERT INTO server_users (login, role, password_hash, created_at) VALUES ($1, $2, $3, $4) \
                   ON CONFLICT (login) DO UPDATE SET role = excluded.role, password_hash = excluded.password_hash";
        on_db!(&self.db, pool => sqlx::query(sql)
            .bind(login)
            .bind(role.as_str())
            .bind(&hash)
            .bind(&at)
            .execute(pool)
            .await
            .map(|_| ()))?;
        Ok(())
    }

    /// Limits an arbiter to the given events (an empty list lifts the limit).
    ///
    /// # Errors
    /// An unknown user, or a database failure.
    pub async fn set_events(&self, login: &str, events: &[String]) -> Result<(), ServerError> {
        self.user(login)
            .await?
            .ok_or_else(|| ServerError::NoSuchUser(login.into()))?;
        on_db!(&self.db, pool => {
            let mut tx = pool.begin().await?;
            sqlx::query("DELETE FROM server_user_events WHERE login = $1")
                .bind(login)
                .execute(&mut *tx)
                .await?;
            for e in events {
                sqlx::query("INSERT INTO server_user_events (login, event) VALUES ($1, $2) ON CONFLICT DO NOTHING")
                    .bind(login)
                    .bind(e)
                    .execute(&mut *tx)
                    .await?;
            }
            tx.commit().await
        })?;
        Ok(())
    }

    /// Follows an event to its new name: arbiters limited to it keep their right to it.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn rename_event(&self, from: &str, to: &str) -> Result<(), ServerError> {
        on_db!(&self.db, pool => {
            sqlx::query("UPDATE server_user_events SET event = $1 WHERE event = $2")
                .bind(to)
                .bind(from)
                .execute(pool)
                .await
                .map(|_| ())
        })?;
        Ok(())
    }

    /// Every user.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn users(&self) -> Result<Vec<UserInfo>, ServerError> {
        let rows: Vec<(String, String)> = on_db!(&self.db, pool => {
            sqlx::query("SELECT login, role FROM server_users ORDER BY login")
                .fetch_all(pool)
                .await
                .and_then(|rows| rows.iter().map(|r| Ok((r.text("login")?, r.text("role")?))).collect::<Result<Vec<_>, sqlx::Error>>())
        })?;
        let mut out = Vec::new();
        for (login, role) in rows {
            out.push(UserInfo {
                events: self.events_of(&login).await?,
                role: role.parse()?,
                login,
            });
        }
        Ok(out)
    }

    async fn events_of(&self, login: &str) -> Result<Vec<String>, ServerError> {
        Ok(on_db!(&self.db, pool => {
            sqlx::query("SELECT event FROM server_user_events WHERE login = $1 ORDER BY event")
                .bind(login)
                .fetch_all(pool)
                .await
                .and_then(|rows| rows.iter().map(|r| r.text("event")).collect::<Result<Vec<_>, sqlx::Error>>())
        })?)
    }

    /// A user by login.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn user(&self, login: &str) -> Result<Option<User>, ServerError> {
        let role: Option<String> = on_db!(&self.db, pool => {
            sqlx::query("SELECT role FROM server_users WHERE login = $1")
                .bind(login)
                .fetch_optional(pool)
                .await
                .and_then(|r| r.map(|r| r.text("role")).transpose())
        })?;
        let Some(role) = role else { return Ok(None) };
        Ok(Some(User {
            login: login.to_string(),
            role: role.parse()?,
            events: self.events_of(login).await?,
        }))
    }

    /// Checks a login and password.
    ///
    /// # Errors
    /// When the database fails; a wrong password is `Ok(None)`.
    pub async fn authenticate(
        &self,
        login: &str,
        password: &str,
    ) -> Result<Option<User>, ServerError> {
        let hash: Option<String> = on_db!(&self.db, pool => {
            sqlx::query("SELECT password_hash FROM server_users WHERE login = $1")
                .bind(login)
                .fetch_optional(pool)
                .await
                .and_then(|r| r.map(|r| r.text("password_hash")).transpose())
        })?;
        let password = password.to_string();
        let known = hash.is_some();
        let hash = hash.unwrap_or_else(|| dummy_hash().to_string());
        // argon2 is deliberately slow: keep it off the async workers.
        let ok = tokio::task::spawn_blocking(move || verify_password(&password, &hash))
            .await
            .unwrap_or(false);
        if ok && known {
            self.user(login).await
        } else {
            Ok(None)
        }
    }

    /// Creates an API token for a user; returns the token, which is shown only now.
    ///
    /// # Errors
    /// An unknown user, or a database failure.
    pub async fn create_token(&self, login: &str, label: &str) -> Result<String, ServerError> {
        self.user(login)
            .await?
            .ok_or_else(|| ServerError::NoSuchUser(login.into()))?;
        let token = format!("arb_{}", random_hex(32)?);
        let at = now_text();
        on_db!(&self.db, pool => sqlx::query(
            "INSERT INTO server_tokens (token_hash, login, label, created_at) VALUES ($1, $2, $3, $4)")
            .bind(digest(&token))
            .bind(login)
            .bind(label)
            .bind(&at)
            .execute(pool)
            .await
            .map(|_| ()))?;
        Ok(token)
    }

    /// The user a bearer token belongs to.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn user_by_token(&self, token: &str) -> Result<Option<User>, ServerError> {
        let login: Option<String> = on_db!(&self.db, pool => {
            sqlx::query("SELECT login FROM server_tokens WHERE token_hash = $1")
                .bind(digest(token))
                .fetch_optional(pool)
                .await
                .and_then(|r| r.map(|r| r.text("login")).transpose())
        })?;
        match login {
            Some(l) => self.user(&l).await,
            None => Ok(None),
        }
    }

    /// Opens a session; returns the session id (for the cookie) and its CSRF token.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn open_session(&self, login: &str) -> Result<(String, String), ServerError> {
        let id = random_hex(32)?;
        let csrf = random_hex(32)?;
        let expires = now_unix() + SESSION_SECONDS;
        on_db!(&self.db, pool => {
            // Expired sessions are swept whenever someone logs in.
            sqlx::query("DELETE FROM server_sessions WHERE expires_at < $1")
                .bind(now_unix())
                .execute(pool)
                .await?;
            sqlx::query("INSERT INTO server_sessions (session_hash, login, csrf, expires_at) VALUES ($1, $2, $3, $4)")
                .bind(digest(&id))
                .bind(login)
                .bind(&csrf)
                .bind(expires)
                .execute(pool)
                .await
                .map(|_| ())
        })?;
        Ok((id, csrf))
    }

    /// The user and CSRF token of a live session.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn session(&self, id: &str) -> Result<Option<(User, String)>, ServerError> {
        let row: Option<(String, String, i64)> = on_db!(&self.db, pool => {
            sqlx::query("SELECT login, csrf, expires_at FROM server_sessions WHERE session_hash = $1")
                .bind(digest(id))
                .fetch_optional(pool)
                .await
                .and_then(|r| r.map(|r| Ok((r.text("login")?, r.text("csrf")?, r.int("expires_at")?))).transpose())
        })?;
        let Some((login, csrf, expires)) = row else {
            return Ok(None);
        };
        if expires < now_unix() {
            return Ok(None);
        }
        Ok(self.user(&login).await?.map(|u| (u, csrf)))
    }

    /// Ends a session.
    ///
    /// # Errors
    /// When the database fails.
    pub async fn close_session(&self, id: &str) -> Result<(), ServerError> {
        on_db!(&self.db, pool => sqlx::query("DELETE FROM server_sessions WHERE session_hash = $1")
            .bind(digest(id))
            .execute(pool)
            .await
            .map(|_| ()))?;
        Ok(())
    }
}

/// Failed logins allowed per key (client address, login name) in [`WINDOW`] seconds.
const LIMIT: i64 = 5;
const WINDOW: i64 = 300;

impl Accounts {
    /// True when none of `keys` (a client address, a login name) has failed [`LIMIT`]
    /// times in the last [`WINDOW`] seconds.
    ///
    /// # Errors
    /// When the database fails.
    pub(crate) async fn login_allowed(&self, keys: &[String]) -> Result<bool, ServerError> {
        let since = now_unix() - WINDOW;
        for key in keys {
            let n: i64 = on_db!(&self.db, pool => {
                sqlx::query("SELECT COUNT(*) AS n FROM server_login_failures WHERE throttle_key = $1 AND failed_at > $2")
                    .bind(key)
                    .bind(since)
                    .fetch_one(pool)
                    .await
                    .and_then(|r| r.int("n"))
            })?;
            if n >= LIMIT {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Records a failed login for each key. Failures older than the window are swept
    /// then, so the table stays as small as the attempts of the last few minutes.
    ///
    /// # Errors
    /// When the database fails.
    pub(crate) async fn login_failed(&self, keys: &[String]) -> Result<(), ServerError> {
        let now = now_unix();
        on_db!(&self.db, pool => {
            let mut tx = pool.begin().await?;
            sqlx::query("DELETE FROM server_login_failures WHERE failed_at <= $1")
                .bind(now - WINDOW)
                .execute(&mut *tx)
                .await?;
            for key in keys {
                sqlx::query("INSERT INTO server_login_failures (throttle_key, failed_at) VALUES ($1, $2)")
                    .bind(key)
                    .bind(now)
                    .execute(&mut *tx)
                    .await?;
            }
            tx.commit().await
        })?;
        Ok(())
    }

    /// Counts one request of `key` (the players' pages: a client address asking for a
    /// page that is not there, a link's actions, an address's entries) and says whether
    /// it is within `limit` in the last [`WINDOW`] seconds. The count lives beside the
    /// failed logins, so every server process on the database shares it.
    ///
    /// # Errors
    /// When the database fails.
    pub(crate) async fn throttle(&self, key: &str, limit: i64) -> Result<bool, ServerError> {
        if self.throttled(key, limit).await? {
            return Ok(false);
        }
        self.login_failed(&[key.to_string()]).await?;
        Ok(true)
    }

    /// True when `key` has had `limit` requests or more in the last [`WINDOW`] seconds
    /// (nothing is counted).
    ///
    /// # Errors
    /// When the database fails.
    pub(crate) async fn throttled(&self, key: &str, limit: i64) -> Result<bool, ServerError> {
        let since = now_unix() - WINDOW;
        let n: i64 = on_db!(&self.db, pool => {
            sqlx::query("SELECT COUNT(*) AS n FROM server_login_failures WHERE throttle_key = $1 AND failed_at > $2")
                .bind(key)
                .bind(since)
                .fetch_one(pool)
                .await
                .and_then(|r| r.int("n"))
        })?;
        Ok(n >= limit)
    }

    /// Forgets the failures of a key (a login name) after a successful login.
    ///
    /// # Errors
    /// When the database fails.
    pub(crate) async fn login_succeeded(&self, key: &str) -> Result<(), ServerError> {
        on_db!(&self.db, pool => sqlx::query("DELETE FROM server_login_failures WHERE throttle_key = $1")
            .bind(key)
            .execute(pool)
            .await
            .map(|_| ()))?;
        Ok(())
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn passwords_and_digests() {
        let h = hash_password("correct horse").unwrap();
        assert!(h.starts_with("$argon2"));
        assert!(verify_password("correct horse", &h));
        assert!(!verify_password("wrong horse", &h));
        assert_eq!(digest("a").len(), 64);
        assert_ne!(random_hex(16).unwrap(), random_hex(16).unwrap());
    }

    #[tokio::test]
    async fn failed_logins_are_counted_in_the_database() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("arbiter.db");
        let db = db.to_str().unwrap();
        let a = Accounts::open(db).await.unwrap();
        // A second opening stands for another server process on the same database.
        let b = Accounts::open(db).await.unwrap();
        let keys = vec!["ip:1".to_string(), "login:x".to_string()];
        for i in 0..LIMIT {
            assert!(a.login_allowed(&keys).await.unwrap());
            let which = if i % 2 == 0 { &a } else { &b };
            which.login_failed(&keys).await.unwrap();
        }
        assert!(!a.login_allowed(&keys).await.unwrap());
        assert!(!b.login_allowed(&["login:x".to_string()]).await.unwrap());
        assert!(b.login_allowed(&["ip:2".to_string()]).await.unwrap());
        b.login_succeeded("login:x").await.unwrap();
        assert!(a.login_allowed(&["login:x".to_string()]).await.unwrap());
        assert!(
            !a.login_allowed(&keys).await.unwrap(),
            "the address is still refused"
        );
    }
}
