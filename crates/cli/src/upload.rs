//! Where an event's site is uploaded, from the command line: `arbiter destination set`,
//! `show`, `remove` and `test`, `arbiter publish NAME --out DIR --upload`, and
//! `arbiter upload NAME DIR` for a directory that `arbiter publish` wrote. The destination and its secrets are kept in the store beside
//! the event, never in its log or its exports.

use crate::io::{JsonFlag, Outcome, emit};
use crate::workflow::{self, Location};
use anyhow::{Context, Result, anyhow, bail};
use arbiter_store::{AnyStore, EventStore, Publishing};
use arbiter_upload::{
    Destination, HostKey, Location as Address, Secret, UploadError, UploadFile, UploadReport,
};
use clap::{Args, Subcommand};
use serde_json::json;
use std::path::{Path, PathBuf};

/// `arbiter destination …`.
#[derive(Subcommand)]
pub(crate) enum DestinationCommand {
    /// Set where the event's site is uploaded. Secrets are read from files, never from
    /// the command line. With the same address as before, secrets and the pinned host key
    /// not given again are kept; a new address keeps none.
    Set(SetArgs),
    /// Show the destination (secrets only as set or not) and how the last upload went.
    Show {
        /// The tournament.
        name: String,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Forget the destination and its secrets.
    Remove {
        /// The tournament.
        name: String,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Connect, write a probe file and remove it. For an SFTP server that is not pinned
    /// yet, prints the fingerprint of its host key to check and pin.
    Test {
        /// The tournament.
        name: String,
        #[command(flatten)]
        json: JsonFlag,
    },
}

/// `arbiter destination set`.
#[derive(Args)]
pub(crate) struct SetArgs {
    /// The tournament.
    name: String,
    /// `sftp://user@host[:port]/dir` (`/~/dir` under the login's home),
    /// `https://host/path`, or `http://127.0.0.1:PORT/path` on this machine.
    url: String,
    /// A file holding the HTTP endpoint's bearer token.
    #[arg(long, value_name = "FILE")]
    token_file: Option<PathBuf>,
    /// The SFTP login's private key file (its path is kept, not its contents).
    #[arg(long, value_name = "FILE")]
    key: Option<PathBuf>,
    /// A file holding the key file's passphrase.
    #[arg(long, value_name = "FILE")]
    passphrase_file: Option<PathBuf>,
    /// A file holding the SFTP login's password.
    #[arg(long, value_name = "FILE")]
    password_file: Option<PathBuf>,
    /// The SFTP server's host key fingerprint, as `ssh-keygen -l` prints it on the server.
    #[arg(long, value_name = "SHA256:…")]
    host_key: Option<String>,
    /// Let the web app upload the site after each round (when it is paired, and when its
    /// last result is in).
    #[arg(long)]
    after_each_round: bool,
    #[command(flatten)]
    json: JsonFlag,
}

/// `arbiter upload`.
#[derive(Args)]
pub(crate) struct UploadArgs {
    /// The tournament whose destination receives the files.
    name: String,
    /// The directory `arbiter publish` wrote.
    dir: PathBuf,
    #[command(flatten)]
    json: JsonFlag,
}

/// Runs `arbiter destination …`.
pub(crate) async fn destination(store: &AnyStore, command: DestinationCommand) -> Result<Outcome> {
    match command {
        DestinationCommand::Set(a) => set(store, a).await,
        DestinationCommand::Show { name, json } => show(store, &name, json.json).await,
        DestinationCommand::Remove { name, json } => {
            workflow::load_any(store, &name).await?;
            let removed = store.remove_publishing(&name).await?;
            emit(
                json.json,
                &json!({ "removed": removed }),
                if removed {
                    "destination removed, secrets included"
                } else {
                    "no destination was set"
                },
            );
            Ok(Outcome::Ok)
        }
        DestinationCommand::Test { name, json } => test(store, &name, json.json).await,
    }
}

/// The first line of a secret file.
fn read_secret(path: &Path, what: &str) -> Result<String> {
    let (_, text) = crate::io::read_text(path).with_context(|| format!("reading the {what}"))?;
    let secret = text.lines().next().unwrap_or_default().trim().to_string();
    if secret.is_empty() {
        bail!("{} holds no {what}", path.display());
    }
    Ok(secret)
}

async fn set(store: &AnyStore, a: SetArgs) -> Result<Outcome> {
    workflow::load(store, &a.name).await?;
    let dest = Destination::parse(&a.url)?;
    let http = matches!(dest.location, Address::Http { .. });
    if http && (a.key.is_some() || a.password_file.is_some() || a.host_key.is_some()) {
        bail!("--key, --password-file and --host-key are for sftp:// destinations");
    }
    if !http && a.token_file.is_some() {
        bail!("--token-file is for https:// destinations");
    }
    if a.passphrase_file.is_some() && a.key.is_none() {
        bail!("--passphrase-file goes with --key");
    }
    let passphrase = a
        .passphrase_file
        .as_deref()
        .map(|p| read_secret(p, "passphrase"))
        .transpose()?;
    let key_file = match &a.key {
        Some(k) => {
            let k = std::path::absolute(k).with_context(|| format!("{}", k.display()))?;
            arbiter_upload::check_key(&k, passphrase.as_deref().map(Secret::new).as_ref())?;
            Some(
                k.to_str()
                    .ok_or_else(|| anyhow!("{}: the path is not UTF-8", k.display()))?
                    .to_string(),
            )
        }
        None => None,
    };
    let host_key = a
        .host_key
        .as_deref()
        .map(|h| h.parse::<HostKey>().map(|k| k.to_string()))
        .transpose()?;
    let mut settings = Publishing {
        url: dest.location.to_string(),
        token: a
            .token_file
            .as_deref()
            .map(|p| read_secret(p, "token"))
            .transpose()?,
        key_file,
        key_passphrase: passphrase,
        password: a
            .password_file
            .as_deref()
            .map(|p| read_secret(p, "password"))
            .transpose()?,
        host_key,
        after_each_round: a.after_each_round,
        ..Publishing::default()
    };
    if let Some(old) = store.publishing(&a.name).await? {
        settings.keep_from(&old);
    }
    if http && settings.token.is_none() {
        bail!("an https:// destination needs its token: --token-file FILE");
    }
    if !http && settings.key_file.is_none() && settings.password.is_none() {
        bail!("an sftp:// destination needs --key FILE or --password-file FILE");
    }
    store.set_publishing(&a.name, &settings).await?;
    let mut text = format!("{}: uploads go to {}", a.name, settings.url);
    if !http && settings.host_key.is_none() {
        text.push_str(&format!(
            "\nthe server's host key is not pinned yet: `arbiter destination test {}` shows its fingerprint",
            a.name
        ));
    }
    emit(a.json.json, &shown(&settings), &text);
    Ok(Outcome::Ok)
}

/// The settings as they may be shown: secrets only as set or not.
fn shown(p: &Publishing) -> serde_json::Value {
    json!({
        "url": p.url,
        "token": p.token.is_some(),
        "key_file": p.key_file,
        "key_passphrase": p.key_passphrase.is_some(),
        "password": p.password.is_some(),
        "host_key": p.host_key,
        "after_each_round": p.after_each_round,
        "last_published_at": p.last_published_at,
        "last_attempt_at": p.last_attempt_at,
        "last_error": p.last_error,
    })
}

async fn show(store: &AnyStore, name: &str, json_mode: bool) -> Result<Outcome> {
    workflow::load_any(store, name).await?;
    let Some(p) = store.publishing(name).await? else {
        emit(
            json_mode,
            &serde_json::Value::Null,
            &format!("{name} has no destination (arbiter destination set {name} URL …)"),
        );
        return Ok(Outcome::NoAnswer);
    };
    let set = |s: &Option<String>| if s.is_some() { "set (hidden)" } else { "none" };
    let mut lines = vec![format!("destination       {}", p.url)];
    if p.url.starts_with("sftp://") {
        lines.push(format!(
            "key file          {}{}",
            p.key_file.as_deref().unwrap_or("none"),
            if p.key_passphrase.is_some() {
                " (with its passphrase)"
            } else {
                ""
            }
        ));
        lines.push(format!("password          {}", set(&p.password)));
        lines.push(format!(
            "host key          {}",
            p.host_key.as_deref().unwrap_or("not pinned")
        ));
    } else {
        lines.push(format!("token             {}", set(&p.token)));
    }
    lines.push(format!(
        "after each round  {}",
        if p.after_each_round { "yes" } else { "no" }
    ));
    lines.push(format!(
        "last published    {}",
        p.last_published_at.as_deref().unwrap_or("never")
    ));
    if let (Some(at), Some(e)) = (&p.last_attempt_at, &p.last_error) {
        lines.push(format!("last attempt      {at}, failed: {e}"));
    }
    emit(json_mode, &shown(&p), &lines.join("\n"));
    Ok(Outcome::Ok)
}

async fn stored_destination(store: &AnyStore, name: &str) -> Result<(Publishing, Destination)> {
    workflow::load_any(store, name).await?;
    let p = store.publishing(name).await?.ok_or_else(|| {
        anyhow!("{name} has no destination: arbiter destination set {name} URL …")
    })?;
    let d = Destination::try_from(&p)?;
    Ok((p, d))
}

async fn test(store: &AnyStore, name: &str, json_mode: bool) -> Result<Outcome> {
    let (p, dest) = stored_destination(store, name).await?;
    match arbiter_upload::probe(&dest).await {
        Ok(r) => {
            let mut text = match &r.left_behind {
                None => format!("{}: wrote and removed {}", r.destination, r.file),
                Some(why) => format!(
                    "{}: wrote {}, which was left there ({why})",
                    r.destination, r.file
                ),
            };
            if let Some(k) = &r.host_key {
                text.push_str(&format!("\nhost key {k} (pinned)"));
            }
            emit(
                json_mode,
                &json!({
                    "destination": r.destination,
                    "probe": r.file,
                    "left_behind": r.left_behind,
                    "host_key": r.host_key,
                }),
                &text,
            );
            Ok(Outcome::Ok)
        }
        Err(UploadError::Unpinned { host, seen }) => bail!(
            "the host key of {host} is not pinned; the server shows {seen}\n\
             check it with the server's administrator (ssh-keygen -l on the server), then pin it:\n  \
             arbiter destination set {name} {} --host-key {seen}",
            p.url
        ),
        Err(e) => Err(e.into()),
    }
}

/// Every regular file under `dir`, with its path relative to `dir` (`/`-separated).
/// Links are not followed: the site is what `arbiter publish` wrote, nothing it points at.
fn site_files(dir: &Path) -> Result<Vec<UploadFile>> {
    fn walk(base: &Path, dir: &Path, out: &mut Vec<UploadFile>) -> Result<()> {
        let mut entries = std::fs::read_dir(dir)
            .with_context(|| format!("reading {}", dir.display()))?
            .collect::<std::io::Result<Vec<_>>>()
            .with_context(|| format!("reading {}", dir.display()))?;
        entries.sort_by_key(std::fs::DirEntry::file_name);
        for e in entries {
            let path = e.path();
            let kind = e
                .file_type()
                .with_context(|| format!("reading {}", path.display()))?;
            if kind.is_dir() {
                walk(base, &path, out)?;
            } else if kind.is_file() {
                let rel = path
                    .strip_prefix(base)
                    .with_context(|| format!("{}", path.display()))?
                    .components()
                    .map(|c| {
                        c.as_os_str()
                            .to_str()
                            .map(str::to_string)
                            .ok_or_else(|| anyhow!("{}: the name is not UTF-8", path.display()))
                    })
                    .collect::<Result<Vec<_>>>()?
                    .join("/");
                let bytes =
                    std::fs::read(&path).with_context(|| format!("reading {}", path.display()))?;
                out.push(UploadFile::new(rel, bytes));
            }
        }
        Ok(())
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out)?;
    if out.is_empty() {
        bail!("{} holds no file to upload", dir.display());
    }
    Ok(out)
}

/// An upload's report as JSON.
pub(crate) fn report_json(r: &UploadReport) -> serde_json::Value {
    json!({
        "destination": r.destination,
        "files": r.files,
        "bytes": r.bytes,
        "directories_created": r.directories_created,
        "seconds": r.elapsed.as_secs_f64(),
    })
}

/// An upload's report in words.
pub(crate) fn report_text(r: &UploadReport) -> String {
    format!(
        "uploaded {} files ({} bytes) to {} in {:.1} s",
        r.files,
        r.bytes,
        r.destination,
        r.elapsed.as_secs_f64()
    )
}

/// Runs `arbiter upload NAME DIR`: the directory's files go to the event's destination,
/// and the outcome is recorded beside the event (shown by `arbiter destination show`).
pub(crate) async fn upload_dir(store: &AnyStore, a: &UploadArgs) -> Result<Outcome> {
    workflow::load_any(store, &a.name).await?;
    let files = site_files(&a.dir)?;
    let r = arbiter_upload::publish(store, &a.name, files).await?;
    emit(a.json.json, &report_json(&r), &report_text(&r));
    Ok(Outcome::Ok)
}

/// `arbiter publish NAME --out DIR --upload`: the site just built goes to the event's
/// destination, the outcome recorded beside the event.
pub(crate) fn after_publish(
    location: &Location,
    name: &str,
    files: &[arbiter_site::SiteFile],
) -> Result<UploadReport> {
    let files = files
        .iter()
        .map(|f| UploadFile::new(f.path.clone(), f.bytes.clone()))
        .collect();
    crate::io::block_on(async {
        let store = location.open().await?;
        Ok(arbiter_upload::publish(&store, name, files).await?)
    })
}
