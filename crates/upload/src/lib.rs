//! Uploads a built site (a list of relative paths and their bytes) to where a club
//! publishes it: an SFTP server, or an HTTP endpoint that takes each file with a token.
//!
//! # Destinations
//!
//! A destination is written as an address:
//!
//! - `sftp://user@host[:port]/remote/dir` — an absolute directory, or `/~/dir` under the
//!   login's home directory. The login is opened with a private key file (OpenSSH or PEM,
//!   with its passphrase if it is encrypted) or a password. The server's host key must be
//!   pinned by its SHA-256 fingerprint, as `ssh-keygen -l -f /etc/ssh/ssh_host_ed25519_key.pub`
//!   prints it on the server (`SHA256:…`): nothing is sent to a server that is not pinned or
//!   shows another key, and the error gives the fingerprint it showed so that the arbiter
//!   can check it and pin it.
//! - `https://host[:port]/path`, with a bearer token. Plain `http://` is accepted only to
//!   this machine (`127.0.0.1`, `[::1]`, `localhost`), since it would carry the token and
//!   the site unencrypted.
//!
//! Secrets never travel in the address: a password there is refused, and [`Secret`] does
//! not print, not even with `{:?}`.
//!
//! # What a visitor sees during an upload
//!
//! Over SFTP every file is first written under a temporary name beside its final one
//! (`.NAME.arbiter-NONCE.tmp`); only when all are written are they renamed into place,
//! `index.html` last, so a visitor sees the old site or the new one, never half a site.
//! The server's `posix-rename@openssh.com` replaces a file in one step where offered;
//! elsewhere the old file is removed just before the rename. A failed upload removes
//! its temporary files and leaves the published site as it was.
//!
//! Over HTTP each file is sent once, the `index.html` pages last (the site's own
//! `index.html` at the very end), so the front page links only to pages already there.
//!
//! # The HTTP contract, for a club writing the receiving end
//!
//! For a destination `https://host/base` and a site file `round/3.html`:
//!
//! ```text
//! PUT /base/round/3.html HTTP/1.1
//! Host: host
//! Authorization: Bearer TOKEN
//! Content-Type: text/html; charset=utf-8
//! Content-Length: 5120
//!
//! <the file's bytes>
//! ```
//!
//! - Paths are relative to the base, `/`-separated, never with `.` or `..` segments nor an
//!   empty one; each segment is percent-encoded except for `A–Z a–z 0–9 - . _ ~`. The
//!   receiving end creates directories as needed and replaces an existing file.
//! - Any `2xx` answer means stored; any other fails the upload, and the error names the
//!   file and the status. `401` or `403` tells the arbiter the token was refused.
//!   Redirects are not followed (the token must not travel elsewhere).
//! - The connection test (`arbiter destination test`) writes a probe file,
//!   `.arbiter-probe-NONCE.txt` at the base, then asks `DELETE /base/.arbiter-probe-NONCE.txt`
//!   with the same token; an endpoint that does not remove files may answer `405`, and
//!   the test says the probe was left behind.
//! - Content types: `.html` `text/html`, `.css` `text/css`, `.js` `text/javascript`,
//!   `.json`, `.svg`, `.png`, `.jpg`, `.gif`, `.webp`, `.ico`, `.txt`, `.csv`, `.xml`,
//!   `.pdf`, `.trf` and `.pgn` as text, `.woff2`; anything else
//!   `application/octet-stream`. Text types carry `charset=utf-8`.
//!
//! # Time
//!
//! Connecting gives up after 15 seconds, every SFTP request after 30 and every HTTP
//! file after 60, so an unreachable server ends an upload with an error, never a hang.
#![deny(missing_docs)]
#![cfg_attr(test, allow(clippy::unwrap_used, clippy::expect_used, clippy::panic))]

mod destination;
mod http;
mod sftp;
mod stored;

pub use destination::{Destination, DestinationError, HostKey, Location, Secret};
pub use stored::{PublishError, now, publish};

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

/// Giving up on a connection.
pub(crate) const CONNECT_TIMEOUT: Duration = Duration::from_secs(15);
/// Giving up on one SFTP request.
pub(crate) const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);
/// Giving up on one HTTP file.
pub(crate) const FILE_TIMEOUT: Duration = Duration::from_secs(60);

/// One file of a site: its path relative to the site's root (`/`-separated) and its bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UploadFile {
    /// The path, such as `round/3.html`.
    pub path: String,
    /// The contents.
    pub bytes: Vec<u8>,
}

impl UploadFile {
    /// A file at `path` with `bytes`.
    #[must_use]
    pub fn new(path: impl Into<String>, bytes: impl Into<Vec<u8>>) -> Self {
        UploadFile {
            path: path.into(),
            bytes: bytes.into(),
        }
    }
}

/// What an upload did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UploadReport {
    /// Where it went (the address, without secrets).
    pub destination: String,
    /// Files sent.
    pub files: usize,
    /// Bytes sent (the files' contents).
    pub bytes: u64,
    /// Remote directories created (SFTP only; an HTTP endpoint creates its own).
    pub directories_created: usize,
    /// How long it took.
    pub elapsed: Duration,
}

/// What the connection test found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProbeReport {
    /// Where it went.
    pub destination: String,
    /// The probe file written.
    pub file: String,
    /// Why the probe could not be removed afterwards, if it could not (an HTTP endpoint
    /// need not accept `DELETE`).
    pub left_behind: Option<String>,
    /// The SFTP server's host key fingerprint (checked against the pinned one).
    pub host_key: Option<String>,
}

/// What went wrong in an upload. No message carries a secret.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum UploadError {
    /// The destination's address is not usable.
    #[error(transparent)]
    Destination(#[from] DestinationError),
    /// Something the destination needs is not set.
    #[error("cannot upload: {0}")]
    Incomplete(String),
    /// The site is empty.
    #[error("there is nothing to upload")]
    Empty,
    /// A path a site cannot have.
    #[error("{path:?} cannot be uploaded: {why}")]
    BadPath {
        /// The path.
        path: String,
        /// Why.
        why: String,
    },
    /// The SFTP server's host key is not pinned.
    #[error(
        "the host key of {host} is not pinned, so nothing was sent; the server shows {seen}: check it with the server's administrator (ssh-keygen -l on the server), then pin it"
    )]
    Unpinned {
        /// The server.
        host: String,
        /// The fingerprint it showed.
        seen: String,
    },
    /// The SFTP server shows a key other than the pinned one.
    #[error(
        "the host key of {host} is {seen}, not the pinned {expected}: refusing to upload (the server's key changed, or another machine answers in its place)"
    )]
    HostKeyMismatch {
        /// The server.
        host: String,
        /// The pinned fingerprint.
        expected: String,
        /// The fingerprint it showed.
        seen: String,
    },
    /// The server could not be reached or the session not set up.
    #[error("cannot reach {host}: {why}")]
    Connect {
        /// The server.
        host: String,
        /// Why.
        why: String,
    },
    /// The server refused the login.
    #[error("{host} refused the login {user:?}: {why}")]
    Login {
        /// The login.
        user: String,
        /// The server.
        host: String,
        /// Why.
        why: String,
    },
    /// The private key file cannot be used.
    #[error("the key file {path}: {why}")]
    Key {
        /// The file.
        path: String,
        /// Why.
        why: String,
    },
    /// A file failed; nothing of the new site is in place (SFTP), or the files before
    /// it are (HTTP).
    #[error("uploading {path} failed: {why}")]
    File {
        /// The site's path of the file.
        path: String,
        /// Why.
        why: String,
    },
    /// A remote directory could not be created.
    #[error("cannot create the remote directory {dir}: {why}")]
    Directory {
        /// The directory.
        dir: String,
        /// Why.
        why: String,
    },
}

/// Checks a site path: relative, `/`-separated, no empty, `.` or `..` segment, no
/// backslash or control character.
fn check_path(path: &str) -> Result<(), UploadError> {
    let why = if path.is_empty() {
        Some("the path is empty")
    } else if path.len() > 1024 {
        Some("the path is longer than 1024 bytes")
    } else if path.starts_with('/') {
        Some("the path must be relative")
    } else if path.contains('\\') {
        Some("the path has a backslash")
    } else if path.chars().any(char::is_control) {
        Some("the path has a control character")
    } else if path
        .split('/')
        .any(|s| s.is_empty() || s == "." || s == "..")
    {
        Some("the path has an empty, . or .. part")
    } else {
        None
    };
    match why {
        Some(w) => Err(UploadError::BadPath {
            path: path.to_string(),
            why: w.to_string(),
        }),
        None => Ok(()),
    }
}

/// Checks every path (and that none repeats) before anything is sent.
fn check_files(files: &[UploadFile]) -> Result<(), UploadError> {
    if files.is_empty() {
        return Err(UploadError::Empty);
    }
    let mut seen = BTreeSet::new();
    for f in files {
        check_path(&f.path)?;
        if !seen.insert(f.path.as_str()) {
            return Err(UploadError::BadPath {
                path: f.path.clone(),
                why: "the site has it twice".to_string(),
            });
        }
    }
    Ok(())
}

/// Where a file goes in the order of putting files in place: pages other than an
/// `index.html` first, then the inner `index.html` pages, the site's own last.
fn rank(path: &str) -> u8 {
    if path == "index.html" {
        2
    } else if path.ends_with("/index.html") {
        1
    } else {
        0
    }
}

/// The files in the order they are put in place (stable within a rank).
pub(crate) fn in_order(files: &[UploadFile]) -> Vec<&UploadFile> {
    let mut v: Vec<&UploadFile> = files.iter().collect();
    v.sort_by_key(|f| rank(&f.path));
    v
}

/// A name no other upload uses at the same time: the clock and the process.
pub(crate) fn nonce() -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or_default();
    format!("{:x}{:x}", nanos & 0xffff_ffff_ffff, std::process::id())
}

/// Uploads `files` to `dest`: remote directories are created as needed, and the files
/// are put in place as the crate's documentation says.
///
/// # Errors
/// A destination missing its secret or host key, a path a site cannot have, a server
/// that cannot be reached, refuses the login or shows another host key, and a file that
/// fails (the error names it).
pub async fn upload(
    dest: &Destination,
    files: Vec<UploadFile>,
) -> Result<UploadReport, UploadError> {
    if let Some(m) = dest.missing() {
        return Err(UploadError::Incomplete(m));
    }
    check_files(&files)?;
    let start = Instant::now();
    let bytes = files.iter().map(|f| f.bytes.len() as u64).sum();
    let count = files.len();
    let directories_created = match &dest.location {
        Location::Sftp { .. } => sftp::upload(dest, &files).await?,
        Location::Http { base } => {
            http::upload(base, dest.token.as_ref(), files).await?;
            0
        }
    };
    Ok(UploadReport {
        destination: dest.location.to_string(),
        files: count,
        bytes,
        directories_created,
        elapsed: start.elapsed(),
    })
}

/// Checks that `path` is a private key file that `passphrase` (if any) opens, so that a
/// destination is refused when it is set rather than at its first upload.
///
/// # Errors
/// A file that cannot be read, is not a private key, or stays encrypted.
pub fn check_key(path: &std::path::Path, passphrase: Option<&Secret>) -> Result<(), UploadError> {
    sftp::load_key(path, passphrase).map(|_| ())
}

/// Tests a destination: connects, writes a small probe file at its root and removes it.
/// An SFTP server that is not pinned fails with [`UploadError::Unpinned`], which carries
/// the fingerprint to check and pin.
///
/// # Errors
/// As [`upload`].
pub async fn probe(dest: &Destination) -> Result<ProbeReport, UploadError> {
    let file = format!(".arbiter-probe-{}.txt", nonce());
    let bytes = b"A connection test of arbiter; it removes this file again.\n".to_vec();
    match &dest.location {
        Location::Sftp { .. } => {
            // The missing pin is reported with the fingerprint seen, so the credentials
            // alone are checked here.
            if dest.key_file.is_none() && dest.password.is_none() {
                return Err(UploadError::Incomplete(
                    "an SFTP destination needs a key file or a password".to_string(),
                ));
            }
            let seen = sftp::probe(dest, &file, bytes).await?;
            Ok(ProbeReport {
                destination: dest.location.to_string(),
                file,
                left_behind: None,
                host_key: Some(seen),
            })
        }
        Location::Http { base } => {
            if let Some(m) = dest.missing() {
                return Err(UploadError::Incomplete(m));
            }
            let left_behind = http::probe(base, dest.token.as_ref(), &file, bytes).await?;
            Ok(ProbeReport {
                destination: dest.location.to_string(),
                file,
                left_behind,
                host_key: None,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_checked_before_anything_is_sent() {
        for bad in [
            "",
            "/etc/passwd",
            "a//b",
            "a/./b",
            "../x",
            "a/..",
            "a\\b",
            "a\nb",
            "dir/",
        ] {
            assert!(
                matches!(check_path(bad), Err(UploadError::BadPath { .. })),
                "{bad:?}"
            );
        }
        for good in [
            "index.html",
            "round/3.html",
            "a-b_c.d~/e f.css",
            ".well-known/x",
        ] {
            check_path(good).unwrap();
        }
        let twice = vec![
            UploadFile::new("a.html", "x"),
            UploadFile::new("a.html", "y"),
        ];
        assert!(matches!(
            check_files(&twice),
            Err(UploadError::BadPath { why, .. }) if why.contains("twice")
        ));
        assert!(matches!(check_files(&[]), Err(UploadError::Empty)));
    }

    #[test]
    fn index_pages_go_last() {
        let files = vec![
            UploadFile::new("index.html", "i"),
            UploadFile::new("round/index.html", "r"),
            UploadFile::new("style.css", "s"),
            UploadFile::new("round/1.html", "1"),
        ];
        let order: Vec<&str> = in_order(&files).iter().map(|f| f.path.as_str()).collect();
        assert_eq!(
            order,
            [
                "style.css",
                "round/1.html",
                "round/index.html",
                "index.html"
            ]
        );
    }

    #[tokio::test]
    async fn an_incomplete_destination_sends_nothing() {
        let d = Destination::parse("https://example.org/x").unwrap();
        let e = upload(&d, vec![UploadFile::new("index.html", "x")])
            .await
            .unwrap_err();
        assert!(e.to_string().contains("needs a token"), "{e}");
    }
}
