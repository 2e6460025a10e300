//! The SFTP server: one SSH connection checked against the pinned host key, the login,
//! then every file under a temporary name, renamed into place at the end.

use crate::{
    CONNECT_TIMEOUT, Destination, HostKey, Location, REQUEST_TIMEOUT, UploadError, UploadFile,
    in_order, nonce,
};
use russh::client::{self, Handle};
use russh::keys::{HashAlg, PrivateKeyWithHashAlg, PublicKeyOrCertificate};
use russh_sftp::client::RawSftpSession;
use russh_sftp::client::error::Error as SftpError;
use russh_sftp::protocol::{FileAttributes, OpenFlags, Packet, StatusCode};
use std::collections::BTreeSet;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Bytes per write request: well under every server's packet limit.
const CHUNK: usize = 32 * 1024;

/// The OpenSSH extension that replaces a file in one step.
const POSIX_RENAME: &str = "posix-rename@openssh.com";

/// Checks the server's key against the pin, and remembers what it showed.
struct Pinned {
    pin: Option<HostKey>,
    seen: Arc<Mutex<Option<HostKey>>>,
}

impl client::Handler for Pinned {
    type Error = russh::Error;

    async fn check_server_key(
        &mut self,
        key: &PublicKeyOrCertificate,
    ) -> Result<bool, Self::Error> {
        let shown = HostKey::of(&key.public_key());
        let trusted = self.pin.as_ref() == Some(&shown);
        if let Ok(mut seen) = self.seen.lock() {
            *seen = Some(shown);
        }
        Ok(trusted)
    }
}

/// An open SFTP session in the destination's directory.
struct Remote {
    ssh: Handle<Pinned>,
    sftp: RawSftpSession,
    posix_rename: bool,
    dir: String,
    host_key: String,
}

fn host_of(dest: &Destination) -> (String, u16, String, String) {
    match &dest.location {
        Location::Sftp {
            user,
            host,
            port,
            dir,
        } => (host.clone(), *port, user.clone(), dir.clone()),
        Location::Http { base } => (base.clone(), 0, String::new(), String::new()),
    }
}

/// Connects, checks the host key, logs in and starts SFTP.
async fn open(dest: &Destination) -> Result<Remote, UploadError> {
    let (host, port, user, dir) = host_of(dest);
    let seen = Arc::new(Mutex::new(None));
    let handler = Pinned {
        pin: dest.host_key.clone(),
        seen: seen.clone(),
    };
    let config = Arc::new(client::Config {
        inactivity_timeout: Some(REQUEST_TIMEOUT * 2),
        ..client::Config::default()
    });
    let connect = |why: String| UploadError::Connect {
        host: host.clone(),
        why,
    };
    let connected = tokio::time::timeout(
        CONNECT_TIMEOUT,
        client::connect(config, (host.as_str(), port), handler),
    )
    .await
    .map_err(|_| connect(format!("no answer in {} s", CONNECT_TIMEOUT.as_secs())))?;
    let shown = seen.lock().ok().and_then(|s| s.clone());
    let mut ssh = match connected {
        Ok(h) => h,
        Err(e) => {
            return Err(match (shown, &dest.host_key) {
                (Some(seen), None) => UploadError::Unpinned {
                    host,
                    seen: seen.to_string(),
                },
                (Some(seen), Some(pin)) if &seen != pin => UploadError::HostKeyMismatch {
                    host,
                    expected: pin.to_string(),
                    seen: seen.to_string(),
                },
                _ => connect(e.to_string()),
            });
        }
    };
    let host_key = shown.map(|k| k.to_string()).unwrap_or_default();
    login(&mut ssh, dest, &host, &user).await?;
    let timed = |what: &'static str| connect(format!("no answer in time ({what})"));
    let channel = tokio::time::timeout(REQUEST_TIMEOUT, ssh.channel_open_session())
        .await
        .map_err(|_| timed("opening a session"))?
        .map_err(|e| connect(format!("opening a session: {e}")))?;
    tokio::time::timeout(REQUEST_TIMEOUT, channel.request_subsystem(true, "sftp"))
        .await
        .map_err(|_| timed("starting SFTP"))?
        .map_err(|e| connect(format!("the server offers no SFTP: {e}")))?;
    let sftp = RawSftpSession::new(channel.into_stream());
    sftp.set_timeout(REQUEST_TIMEOUT.as_secs());
    let version = sftp
        .init()
        .await
        .map_err(|e| connect(format!("starting SFTP: {e}")))?;
    let posix_rename = version
        .extensions
        .get(POSIX_RENAME)
        .is_some_and(|v| v == "1");
    Ok(Remote {
        ssh,
        sftp,
        posix_rename,
        dir,
        host_key,
    })
}

/// Reads a private key file, deciphering it with `passphrase` when it is encrypted.
pub(crate) fn load_key(
    path: &std::path::Path,
    passphrase: Option<&crate::Secret>,
) -> Result<russh::keys::PrivateKey, UploadError> {
    russh::keys::load_secret_key(path, passphrase.map(crate::Secret::expose)).map_err(|e| {
        UploadError::Key {
            path: path.display().to_string(),
            why: match e {
                russh::keys::Error::KeyIsEncrypted => {
                    "it is encrypted: give its passphrase".to_string()
                }
                russh::keys::Error::IO(io) => io.to_string(),
                other => format!("not a usable private key ({other})"),
            },
        }
    })
}

/// Logs in with the key file, then (if refused or absent) the password.
async fn login(
    ssh: &mut Handle<Pinned>,
    dest: &Destination,
    host: &str,
    user: &str,
) -> Result<(), UploadError> {
    let refused = |why: String| UploadError::Login {
        user: user.to_string(),
        host: host.to_string(),
        why,
    };
    let mut tried = Vec::new();
    if let Some(path) = &dest.key_file {
        let key = load_key(path, dest.key_passphrase.as_ref())?;
        let hash = if key.algorithm().is_rsa() {
            // Servers that do not say which RSA signatures they take almost all take
            // rsa-sha2-256.
            tokio::time::timeout(REQUEST_TIMEOUT, ssh.best_supported_rsa_hash())
                .await
                .ok()
                .and_then(Result::ok)
                .flatten()
                .unwrap_or(Some(HashAlg::Sha256))
        } else {
            None
        };
        let answer = tokio::time::timeout(
            REQUEST_TIMEOUT,
            ssh.authenticate_publickey(user, PrivateKeyWithHashAlg::new(Arc::new(key), hash)),
        )
        .await
        .map_err(|_| refused("no answer in time".to_string()))?
        .map_err(|e| refused(e.to_string()))?;
        if answer.success() {
            return Ok(());
        }
        tried.push("the key");
    }
    if let Some(password) = &dest.password {
        let answer = tokio::time::timeout(
            REQUEST_TIMEOUT,
            ssh.authenticate_password(user, password.expose()),
        )
        .await
        .map_err(|_| refused("no answer in time".to_string()))?
        .map_err(|e| refused(e.to_string()))?;
        if answer.success() {
            return Ok(());
        }
        tried.push("the password");
    }
    Err(refused(if tried.is_empty() {
        "no key file or password is set".to_string()
    } else {
        format!("{} refused", tried.join(" and "))
    }))
}

/// A failed SFTP request in words.
fn said(e: &SftpError) -> String {
    match e {
        SftpError::Status(s) if !s.error_message.is_empty() => {
            format!("{} ({})", s.error_message, s.status_code)
        }
        SftpError::Timeout => format!("no answer in {} s", REQUEST_TIMEOUT.as_secs()),
        other => other.to_string(),
    }
}

/// An SSH string: its length, then its bytes.
fn ssh_string(out: &mut Vec<u8>, s: &str) {
    out.extend_from_slice(&u32::try_from(s.len()).unwrap_or(u32::MAX).to_be_bytes());
    out.extend_from_slice(s.as_bytes());
}

impl Remote {
    /// Runs an SFTP request, failing as soon as the connection is lost: the SFTP client
    /// alone would wait for the request's time-out.
    async fn call<T>(
        &self,
        request: impl Future<Output = Result<T, SftpError>>,
    ) -> Result<T, String> {
        let lost = async {
            while !self.ssh.is_closed() {
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        };
        tokio::select! {
            r = request => r.map_err(|e| {
                let why = said(&e);
                // A request cut off by the connection's end says so in the SFTP client's
                // words ("sender dropped", "session closed"); the arbiter needs these.
                if self.ssh.is_closed() || why.contains("dropped") || why.contains("closed") {
                    format!("the connection was lost ({why})")
                } else {
                    why
                }
            }),
            () = lost => Err("the connection was lost".to_string()),
        }
    }

    /// The remote path of a site path.
    fn path(&self, site_path: &str) -> String {
        match self.dir.as_str() {
            "." => site_path.to_string(),
            "/" => format!("/{site_path}"),
            d => format!("{d}/{site_path}"),
        }
    }

    /// The temporary name beside a file's final one.
    fn temporary(&self, site_path: &str, nonce: &str) -> String {
        let (parent, name) = match site_path.rsplit_once('/') {
            Some((p, n)) => (format!("{p}/"), n),
            None => (String::new(), site_path),
        };
        self.path(&format!("{parent}.{name}.arbiter-{nonce}.tmp"))
    }

    /// Creates `path` if it is missing; true when it was created.
    async fn ensure_dir(&self, path: &str) -> Result<bool, UploadError> {
        if self.call(self.sftp.stat(path)).await.is_ok() {
            return Ok(false);
        }
        match self
            .call(self.sftp.mkdir(path, FileAttributes::default()))
            .await
        {
            Ok(_) => Ok(true),
            // Another writer may have made it meanwhile.
            Err(_) if self.call(self.sftp.stat(path)).await.is_ok() => Ok(false),
            Err(why) => Err(UploadError::Directory {
                dir: path.to_string(),
                why,
            }),
        }
    }

    /// Creates the destination's directory and every directory the files need,
    /// parents first; returns how many were created.
    async fn make_dirs(&self, files: &[UploadFile]) -> Result<usize, UploadError> {
        let mut dirs: Vec<String> = Vec::new();
        if self.dir != "." && self.dir != "/" {
            let absolute = self.dir.starts_with('/');
            let mut acc = String::new();
            for part in self.dir.split('/').filter(|p| !p.is_empty()) {
                if absolute || !acc.is_empty() {
                    acc.push('/');
                }
                acc.push_str(part);
                dirs.push(acc.clone());
            }
        }
        let mut inner = BTreeSet::new();
        for f in files {
            let mut parts: Vec<&str> = f.path.split('/').collect();
            parts.pop();
            for i in 1..=parts.len() {
                inner.insert(parts[..i].join("/"));
            }
        }
        // BTreeSet order puts a parent before its children.
        dirs.extend(inner.iter().map(|d| self.path(d)));
        let mut created = 0;
        for d in &dirs {
            if self.ensure_dir(d).await? {
                created += 1;
            }
        }
        Ok(created)
    }

    /// Writes `bytes` to the remote file `path`, replacing it.
    async fn write(&self, path: &str, bytes: &[u8]) -> Result<(), String> {
        let handle = self
            .call(self.sftp.open(
                path,
                OpenFlags::CREATE | OpenFlags::TRUNCATE | OpenFlags::WRITE,
                FileAttributes::default(),
            ))
            .await?
            .handle;
        let mut offset = 0u64;
        for chunk in bytes.chunks(CHUNK) {
            if let Err(why) = self
                .call(self.sftp.write(handle.as_str(), offset, chunk.to_vec()))
                .await
            {
                let _ = self.call(self.sftp.close(handle.as_str())).await;
                return Err(why);
            }
            offset += chunk.len() as u64;
        }
        self.call(self.sftp.close(handle)).await?;
        Ok(())
    }

    /// Renames `from` onto `to`, replacing it.
    async fn replace(&self, from: &str, to: &str) -> Result<(), String> {
        if self.posix_rename {
            let mut data = Vec::new();
            ssh_string(&mut data, from);
            ssh_string(&mut data, to);
            return match self.call(self.sftp.extended(POSIX_RENAME, data)).await? {
                Packet::Status(s) if s.status_code == StatusCode::Ok => Ok(()),
                Packet::Status(s) => Err(format!("{} ({})", s.error_message, s.status_code)),
                _ => Err("an unexpected answer to a rename".to_string()),
            };
        }
        if self.call(self.sftp.rename(from, to)).await.is_ok() {
            return Ok(());
        }
        // Plain SFTP renames do not replace a file: the old one goes first.
        let _ = self.call(self.sftp.remove(to)).await;
        self.call(self.sftp.rename(from, to)).await.map(|_| ())
    }

    /// Removes temporary files after a failure, as far as the connection allows.
    async fn clean(&self, temporaries: &[String]) {
        for t in temporaries {
            if self.ssh.is_closed() {
                return;
            }
            let _ = self.call(self.sftp.remove(t.as_str())).await;
        }
    }

    async fn close(self) {
        let _ = self.sftp.close_session();
        let _ = self
            .ssh
            .disconnect(russh::Disconnect::ByApplication, "", "en")
            .await;
    }
}

/// Uploads `files`; returns how many directories were created.
pub(crate) async fn upload(dest: &Destination, files: &[UploadFile]) -> Result<usize, UploadError> {
    let remote = open(dest).await?;
    let outcome = put(&remote, files).await;
    remote.close().await;
    outcome
}

async fn put(remote: &Remote, files: &[UploadFile]) -> Result<usize, UploadError> {
    let created = remote.make_dirs(files).await?;
    let nonce = nonce();
    let mut written: Vec<String> = Vec::new();
    let ordered = in_order(files);
    for f in &ordered {
        let tmp = remote.temporary(&f.path, &nonce);
        // Listed before writing: a half-written file is removed too.
        written.push(tmp.clone());
        if let Err(why) = remote.write(&tmp, &f.bytes).await {
            remote.clean(&written).await;
            return Err(UploadError::File {
                path: f.path.clone(),
                why,
            });
        }
    }
    for (i, f) in ordered.iter().enumerate() {
        if let Err(why) = remote.replace(&written[i], &remote.path(&f.path)).await {
            remote.clean(&written[i..]).await;
            return Err(UploadError::File {
                path: f.path.clone(),
                why: format!("could not be put in place: {why}"),
            });
        }
    }
    Ok(created)
}

/// Writes the probe file `name` in the destination's directory and removes it; returns
/// the host key fingerprint the server showed.
pub(crate) async fn probe(
    dest: &Destination,
    name: &str,
    bytes: Vec<u8>,
) -> Result<String, UploadError> {
    let remote = open(dest).await?;
    let outcome = async {
        let file = UploadFile::new(name, bytes);
        remote.make_dirs(std::slice::from_ref(&file)).await?;
        let path = remote.path(name);
        remote
            .write(&path, &file.bytes)
            .await
            .map_err(|why| UploadError::File {
                path: name.to_string(),
                why,
            })?;
        remote
            .call(remote.sftp.remove(path.as_str()))
            .await
            .map_err(|why| UploadError::File {
                path: name.to_string(),
                why: format!("written, but not removed: {why}"),
            })?;
        Ok(remote.host_key.clone())
    }
    .await;
    remote.close().await;
    outcome
}
