//! SFTP uploads against an SSH server in this process, on loopback, writing into a
//! temporary directory: every file arrives, replaced files are replaced, no temporary
//! file stays; an unpinned or mismatching host key, a wrong key and a wrong password are
//! refused before anything is written; a connection cut in the middle fails with the
//! name of the file.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use arbiter_upload::{Destination, HostKey, Secret, UploadError, UploadFile, probe, upload};
use russh::keys::ssh_key::private::Ed25519Keypair;
use russh::keys::ssh_key::{Cipher, Kdf, LineEnding};
use russh::keys::{HashAlg, PrivateKey, PublicKey};
use russh::server::{Auth, ChannelOpenHandle, Msg, Session, VerifiedPublicKey};
use russh::{Channel, ChannelId};
use russh_sftp::protocol::{
    Attrs, FileAttributes, Handle, OpenFlags, Packet, Status, StatusCode, Version,
};
use std::collections::HashMap;
use std::io::{Seek, SeekFrom, Write};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// A key from a fixed seed: the tests need distinct keys, not random ones.
fn key(seed: u8) -> PrivateKey {
    PrivateKey::from(Ed25519Keypair::from_seed(&[seed; 32]))
}

fn fingerprint(k: &PrivateKey) -> String {
    k.public_key().fingerprint(HashAlg::Sha256).to_string()
}

// ---------------------------------------------------------------- the SFTP side

/// Serves one directory: the paths the client names are under `root`.
struct Files {
    root: PathBuf,
    posix_rename: bool,
    open: HashMap<String, std::fs::File>,
    next: u64,
}

fn ok(id: u32) -> Status {
    Status {
        id,
        status_code: StatusCode::Ok,
        error_message: "Ok".into(),
        language_tag: "en-US".into(),
    }
}

impl Files {
    fn local(&self, path: &str) -> Result<PathBuf, StatusCode> {
        let mut p = self.root.clone();
        for part in path.split('/').filter(|s| !s.is_empty() && *s != ".") {
            if part == ".." {
                return Err(StatusCode::PermissionDenied);
            }
            p.push(part);
        }
        Ok(p)
    }
}

/// Reads one SSH string from `data`.
fn ssh_string(data: &mut &[u8]) -> Option<String> {
    let len = u32::from_be_bytes(data.get(..4)?.try_into().ok()?) as usize;
    let s = String::from_utf8(data.get(4..4 + len)?.to_vec()).ok()?;
    *data = &data[4 + len..];
    Some(s)
}

impl russh_sftp::server::Handler for Files {
    type Error = StatusCode;

    fn unimplemented(&self) -> StatusCode {
        StatusCode::OpUnsupported
    }

    async fn init(
        &mut self,
        _version: u32,
        _extensions: HashMap<String, String>,
    ) -> Result<Version, StatusCode> {
        let mut v = Version::new();
        if self.posix_rename {
            v.extensions
                .insert("posix-rename@openssh.com".into(), "1".into());
        }
        Ok(v)
    }

    async fn open(
        &mut self,
        id: u32,
        filename: String,
        pflags: OpenFlags,
        _attrs: FileAttributes,
    ) -> Result<Handle, StatusCode> {
        let path = self.local(&filename)?;
        let file = std::fs::OpenOptions::new()
            .write(true)
            .create(pflags.contains(OpenFlags::CREATE))
            .truncate(pflags.contains(OpenFlags::TRUNCATE))
            .open(path)
            .map_err(|_| StatusCode::NoSuchFile)?;
        self.next += 1;
        let handle = self.next.to_string();
        self.open.insert(handle.clone(), file);
        Ok(Handle { id, handle })
    }

    async fn write(
        &mut self,
        id: u32,
        handle: String,
        offset: u64,
        data: Vec<u8>,
    ) -> Result<Status, StatusCode> {
        let file = self.open.get_mut(&handle).ok_or(StatusCode::Failure)?;
        file.seek(SeekFrom::Start(offset))
            .and_then(|_| file.write_all(&data))
            .map_err(|_| StatusCode::Failure)?;
        Ok(ok(id))
    }

    async fn close(&mut self, id: u32, handle: String) -> Result<Status, StatusCode> {
        self.open.remove(&handle);
        Ok(ok(id))
    }

    async fn stat(&mut self, id: u32, path: String) -> Result<Attrs, StatusCode> {
        let m = std::fs::metadata(self.local(&path)?).map_err(|_| StatusCode::NoSuchFile)?;
        Ok(Attrs {
            id,
            attrs: FileAttributes::from(&m),
        })
    }

    async fn lstat(&mut self, id: u32, path: String) -> Result<Attrs, StatusCode> {
        self.stat(id, path).await
    }

    async fn mkdir(
        &mut self,
        id: u32,
        path: String,
        _attrs: FileAttributes,
    ) -> Result<Status, StatusCode> {
        std::fs::create_dir(self.local(&path)?).map_err(|_| StatusCode::Failure)?;
        Ok(ok(id))
    }

    async fn remove(&mut self, id: u32, filename: String) -> Result<Status, StatusCode> {
        std::fs::remove_file(self.local(&filename)?).map_err(|_| StatusCode::NoSuchFile)?;
        Ok(ok(id))
    }

    /// As OpenSSH's: a plain rename does not replace a file.
    async fn rename(
        &mut self,
        id: u32,
        oldpath: String,
        newpath: String,
    ) -> Result<Status, StatusCode> {
        let to = self.local(&newpath)?;
        if to.exists() {
            return Err(StatusCode::Failure);
        }
        std::fs::rename(self.local(&oldpath)?, to).map_err(|_| StatusCode::NoSuchFile)?;
        Ok(ok(id))
    }

    async fn extended(
        &mut self,
        id: u32,
        request: String,
        data: Vec<u8>,
    ) -> Result<Packet, StatusCode> {
        if request != "posix-rename@openssh.com" || !self.posix_rename {
            return Err(StatusCode::OpUnsupported);
        }
        let mut rest = data.as_slice();
        let from = ssh_string(&mut rest).ok_or(StatusCode::BadMessage)?;
        let to = ssh_string(&mut rest).ok_or(StatusCode::BadMessage)?;
        std::fs::rename(self.local(&from)?, self.local(&to)?).map_err(|_| StatusCode::Failure)?;
        Ok(Packet::Status(ok(id)))
    }
}

// ---------------------------------------------------------------- the SSH side

#[derive(Clone)]
struct Rules {
    root: PathBuf,
    user: String,
    allowed: PublicKey,
    password: String,
    posix_rename: bool,
}

struct Ssh {
    rules: Rules,
    channels: HashMap<ChannelId, Channel<Msg>>,
}

impl russh::server::Handler for Ssh {
    type Error = russh::Error;

    async fn auth_publickey(
        &mut self,
        user: &str,
        key: VerifiedPublicKey<'_>,
    ) -> Result<Auth, Self::Error> {
        Ok(
            if user == self.rules.user && key.public_key.key_data() == self.rules.allowed.key_data()
            {
                Auth::Accept
            } else {
                Auth::reject()
            },
        )
    }

    async fn auth_password(&mut self, user: &str, password: &str) -> Result<Auth, Self::Error> {
        Ok(
            if user == self.rules.user && password == self.rules.password {
                Auth::Accept
            } else {
                Auth::reject()
            },
        )
    }

    async fn channel_open_session(
        &mut self,
        channel: Channel<Msg>,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.channels.insert(channel.id(), channel);
        reply.accept().await;
        Ok(())
    }

    async fn subsystem_request(
        &mut self,
        id: ChannelId,
        name: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        match self.channels.remove(&id) {
            Some(channel) if name == "sftp" => {
                session.channel_success(id)?;
                let files = Files {
                    root: self.rules.root.clone(),
                    posix_rename: self.rules.posix_rename,
                    open: HashMap::new(),
                    next: 0,
                };
                russh_sftp::server::run(channel.into_stream(), files).await;
            }
            _ => session.channel_failure(id)?,
        }
        Ok(())
    }
}

struct Server {
    addr: SocketAddr,
    host_key: String,
    root: tempfile::TempDir,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for Server {
    fn drop(&mut self) {
        self.task.abort();
    }
}

const USER: &str = "club";
const PASSWORD: &str = "correct horse battery staple";

async fn server(posix_rename: bool) -> Server {
    let root = tempfile::tempdir().unwrap();
    let host = key(1);
    let host_key = fingerprint(&host);
    let config = Arc::new(russh::server::Config {
        keys: vec![host],
        auth_rejection_time: Duration::from_millis(5),
        auth_rejection_time_initial: Some(Duration::from_millis(0)),
        inactivity_timeout: Some(Duration::from_secs(30)),
        ..russh::server::Config::default()
    });
    let rules = Rules {
        root: root.path().to_path_buf(),
        user: USER.to_string(),
        allowed: key(2).public_key().clone(),
        password: PASSWORD.to_string(),
        posix_rename,
    };
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let task = tokio::spawn(async move {
        while let Ok((socket, _)) = listener.accept().await {
            let handler = Ssh {
                rules: rules.clone(),
                channels: HashMap::new(),
            };
            let config = config.clone();
            tokio::spawn(async move {
                if let Ok(session) = russh::server::run_stream(config, socket, handler).await {
                    let _ = session.await;
                }
            });
        }
    });
    Server {
        addr,
        host_key,
        root,
        task,
    }
}

/// A key file holding `k`, encrypted with `passphrase` when one is given.
fn key_file(dir: &Path, k: &PrivateKey, passphrase: Option<&str>) -> PathBuf {
    let k = match passphrase {
        Some(p) => k
            .encrypt_with(
                Cipher::Aes256Ctr,
                Kdf::Bcrypt {
                    salt: vec![7; 16],
                    rounds: 4,
                },
                0x5eed,
                p,
            )
            .unwrap(),
        None => k.clone(),
    };
    let path = dir.join(format!("id_{}", passphrase.map_or("plain", |_| "locked")));
    std::fs::write(&path, k.to_openssh(LineEnding::LF).unwrap().as_bytes()).unwrap();
    path
}

fn destination(addr: SocketAddr, pin: Option<&str>) -> Destination {
    let mut d =
        Destination::parse(&format!("sftp://{USER}@127.0.0.1:{}/www/open", addr.port())).unwrap();
    d.host_key = pin.map(|p| p.parse::<HostKey>().unwrap());
    d
}

fn site(version: &str) -> Vec<UploadFile> {
    let big: Vec<u8> = (0..200_000u32).map(|i| (i % 251) as u8).collect();
    vec![
        UploadFile::new("index.html", format!("<h1>Open {version}</h1>")),
        UploadFile::new("style.css", "body { margin: 0 }"),
        UploadFile::new("round/1.html", format!("round 1 {version}")),
        UploadFile::new("round/2/boards.html", "boards"),
        UploadFile::new("players/Zoë.html", "Zoë"),
        UploadFile::new("crosstable.bin", big),
    ]
}

/// Every file under `dir`, relative, sorted.
fn listing(dir: &Path) -> Vec<String> {
    fn walk(base: &Path, dir: &Path, out: &mut Vec<String>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(base, &p, out);
            } else {
                out.push(
                    p.strip_prefix(base)
                        .unwrap()
                        .to_string_lossy()
                        .replace('\\', "/"),
                );
            }
        }
    }
    let mut out = Vec::new();
    if dir.exists() {
        walk(dir, dir, &mut out);
    }
    out.sort();
    out
}

fn expected(files: &[UploadFile]) -> Vec<String> {
    let mut v: Vec<String> = files.iter().map(|f| f.path.clone()).collect();
    v.sort();
    v
}

async fn bounded<T>(f: impl std::future::Future<Output = T>) -> T {
    tokio::time::timeout(Duration::from_secs(60), f)
        .await
        .expect("the test took longer than a minute")
}

// ---------------------------------------------------------------- the tests

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_file_arrives_by_key_and_a_second_upload_replaces_them() {
    for posix_rename in [true, false] {
        let s = server(posix_rename).await;
        let keys = tempfile::tempdir().unwrap();
        let mut d = destination(s.addr, Some(&s.host_key));
        d.key_file = Some(key_file(keys.path(), &key(2), None));
        let files = site("v1");
        let report = bounded(upload(&d, files.clone())).await.unwrap();
        assert_eq!(report.files, files.len());
        assert_eq!(
            report.bytes,
            files.iter().map(|f| f.bytes.len() as u64).sum::<u64>()
        );
        // www, www/open, round, round/2, players.
        assert_eq!(report.directories_created, 5);
        let www = s.root.path().join("www/open");
        assert_eq!(
            listing(&www),
            expected(&files),
            "posix-rename {posix_rename}"
        );
        for f in &files {
            assert_eq!(std::fs::read(www.join(&f.path)).unwrap(), f.bytes);
        }

        // Again, with other contents: replaced in place, nothing else left behind.
        let files = site("v2");
        let report = bounded(upload(&d, files.clone())).await.unwrap();
        assert_eq!(report.directories_created, 0);
        assert_eq!(listing(&www), expected(&files));
        assert_eq!(
            std::fs::read_to_string(www.join("index.html")).unwrap(),
            "<h1>Open v2</h1>"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_password_or_an_encrypted_key_opens_the_login() {
    let s = server(true).await;
    let mut d = destination(s.addr, Some(&s.host_key));
    d.password = Some(Secret::new(PASSWORD));
    bounded(upload(&d, site("pw"))).await.unwrap();

    let keys = tempfile::tempdir().unwrap();
    let mut d = destination(s.addr, Some(&s.host_key));
    d.key_file = Some(key_file(keys.path(), &key(2), Some("a passphrase")));
    let e = bounded(upload(&d, site("k"))).await.unwrap_err();
    assert!(e.to_string().contains("encrypted"), "{e}");
    d.key_passphrase = Some(Secret::new("a passphrase"));
    bounded(upload(&d, site("k"))).await.unwrap();
    assert_eq!(
        std::fs::read_to_string(s.root.path().join("www/open/round/1.html")).unwrap(),
        "round 1 k"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unpinned_or_other_host_key_is_refused_and_shown() {
    let s = server(true).await;
    let keys = tempfile::tempdir().unwrap();
    let kf = key_file(keys.path(), &key(2), None);

    // Not pinned: the test connection names the fingerprint to pin, and sends nothing.
    let mut d = destination(s.addr, None);
    d.key_file = Some(kf.clone());
    match bounded(probe(&d)).await {
        Err(UploadError::Unpinned { seen, .. }) => assert_eq!(seen, s.host_key),
        other => panic!("expected an unpinned host key, got {other:?}"),
    }
    let e = bounded(upload(&d, site("x"))).await.unwrap_err();
    assert!(e.to_string().contains("not pinned"), "{e}");

    // Pinned to another key: refused, both fingerprints named.
    let other = fingerprint(&key(9));
    let mut d = destination(s.addr, Some(&other));
    d.key_file = Some(kf.clone());
    match bounded(upload(&d, site("x"))).await {
        Err(e @ UploadError::HostKeyMismatch { .. }) => {
            let m = e.to_string();
            assert!(m.contains(&other) && m.contains(&s.host_key), "{m}");
        }
        other => panic!("expected a host key mismatch, got {other:?}"),
    }
    assert!(listing(s.root.path()).is_empty());

    // Pinned right: the test writes its probe and removes it.
    let mut d = destination(s.addr, Some(&s.host_key));
    d.key_file = Some(kf);
    let p = bounded(probe(&d)).await.unwrap();
    assert_eq!(p.host_key.as_deref(), Some(s.host_key.as_str()));
    assert!(p.file.starts_with(".arbiter-probe-"));
    assert!(s.root.path().join("www/open").is_dir());
    assert!(listing(s.root.path()).is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_key_or_password_is_refused() {
    let s = server(true).await;
    let keys = tempfile::tempdir().unwrap();
    let mut d = destination(s.addr, Some(&s.host_key));
    d.key_file = Some(key_file(keys.path(), &key(3), None));
    match bounded(upload(&d, site("x"))).await {
        Err(e @ UploadError::Login { .. }) => {
            assert!(e.to_string().contains("the key refused"), "{e}");
        }
        other => panic!("expected a refused login, got {other:?}"),
    }
    d.key_file = None;
    d.password = Some(Secret::new("not the password"));
    let e = bounded(upload(&d, site("x"))).await.unwrap_err();
    assert!(matches!(e, UploadError::Login { .. }), "{e}");
    assert!(!e.to_string().contains("not the password"), "{e}");
    assert!(listing(s.root.path()).is_empty());

    let mut d = destination(s.addr, Some(&s.host_key));
    d.key_file = Some(keys.path().join("missing"));
    let e = bounded(upload(&d, site("x"))).await.unwrap_err();
    assert!(matches!(e, UploadError::Key { .. }), "{e}");
}

/// Forwards one connection to `to`, cutting it once `limit` bytes went towards the
/// server.
async fn cutting_proxy(to: SocketAddr, limit: usize) -> SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        let Ok((client, _)) = listener.accept().await else {
            return;
        };
        let server = TcpStream::connect(to).await.unwrap();
        let (mut cr, mut cw) = client.into_split();
        let (mut sr, mut sw) = server.into_split();
        let back = tokio::spawn(async move {
            let _ = tokio::io::copy(&mut sr, &mut cw).await;
        });
        let mut sent = 0;
        let mut buf = vec![0u8; 8192];
        while sent < limit {
            let n = match cr.read(&mut buf).await {
                Ok(0) | Err(_) => break,
                Ok(n) => n.min(limit - sent),
            };
            if sw.write_all(&buf[..n]).await.is_err() {
                break;
            }
            sent += n;
        }
        // Both directions end here: the client sees the connection drop.
        back.abort();
    });
    addr
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dropped_connection_names_the_file_and_leaves_the_site_as_it_was() {
    let s = server(true).await;
    let keys = tempfile::tempdir().unwrap();
    let kf = key_file(keys.path(), &key(2), None);
    let mut d = destination(s.addr, Some(&s.host_key));
    d.key_file = Some(kf.clone());
    bounded(upload(&d, site("old"))).await.unwrap();

    // The big file is 200 kB: the cut falls inside it, after the login and the small files.
    let proxy = cutting_proxy(s.addr, 120_000).await;
    let mut d = destination(proxy, Some(&s.host_key));
    d.key_file = Some(kf);
    let start = Instant::now();
    let e = bounded(upload(&d, site("new"))).await.unwrap_err();
    let m = e.to_string();
    assert!(
        matches!(&e, UploadError::File { path, .. } if path == "crosstable.bin"),
        "{m}"
    );
    assert!(m.contains("crosstable.bin"), "{m}");
    assert!(m.contains("connection was lost"), "{m}");
    assert!(
        start.elapsed() < Duration::from_secs(10),
        "took {:?}",
        start.elapsed()
    );
    // The published files are the old ones, all of them.
    let www = s.root.path().join("www/open");
    assert_eq!(
        std::fs::read_to_string(www.join("index.html")).unwrap(),
        "<h1>Open old</h1>"
    );
    assert_eq!(
        std::fs::read_to_string(www.join("round/1.html")).unwrap(),
        "round 1 old"
    );
}
