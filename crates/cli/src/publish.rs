//! `arbiter publish NAME --out DIR`: writes the static site of an event (a stored one, or
//! a TRF file) into a directory, whole or not at all.

use crate::Outcome;
use crate::workflow::{self, Location, emit};
use anyhow::{Context, Result, anyhow, bail};
use arbiter_site::{Lang, SiteFile, SiteOptions, Theme};
use clap::{Args, ValueEnum};
use serde_json::json;
use std::path::{Path, PathBuf};

/// `arbiter publish`.
#[derive(Args)]
pub struct PublishArgs {
    /// The name of a stored tournament, or a .trf file.
    pub target: String,
    /// The directory to write the site into (created; see --force).
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
    /// The look: `default`, or `projector` for a screen in the playing hall (light on
    /// dark, large type, standings and pairings scrolling by themselves).
    #[arg(long, value_enum, default_value_t = ThemeArg::Default)]
    pub theme: ThemeArg,
    /// The language of the pages: en, fr, de, it, es or ru (default: the event's, else
    /// English).
    #[arg(long, value_name = "LANG")]
    pub lang: Option<String>,
    /// Replace DIR when it exists and is not empty.
    #[arg(long)]
    pub force: bool,
    /// Then upload the site to the event's destination (`arbiter destination set`).
    #[arg(long)]
    pub upload: bool,
    /// Print one JSON value instead of text.
    #[arg(long)]
    pub json: bool,
}

/// The themes, as the command line names them.
#[derive(Copy, Clone, ValueEnum)]
pub enum ThemeArg {
    /// For reading on a screen or a phone.
    Default,
    /// For a projector: high contrast, large type, scrolling by itself.
    Projector,
}

/// Publishes the site of `a.target` (a TRF file or a stored event).
pub fn run(location: &Location, a: &PublishArgs) -> Result<Outcome> {
    let lang =
        match a.lang.as_deref() {
            None => None,
            Some(code) => Some(Lang::parse(code).ok_or_else(|| {
                anyhow!("--lang {code:?}: expected one of en, fr, de, it, es, ru")
            })?),
        };
    // Refused before any work: a directory that is not ours to replace.
    check_out(&a.out, a.force)?;
    if a.upload && crate::is_trf_path(&a.target) {
        bail!("--upload sends a stored event's site to its destination; a TRF file has none");
    }
    let state = if crate::is_trf_path(&a.target) {
        match state_from_trf(&a.target)? {
            Some(s) => s,
            None => return Ok(Outcome::BadInput),
        }
    } else {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .context("starting the runtime")?;
        runtime.block_on(async {
            let store = location.open().await?;
            workflow::load(&store, &a.target).await
        })?
    };
    let options = SiteOptions {
        theme: match a.theme {
            ThemeArg::Default => Theme::Default,
            ThemeArg::Projector => Theme::Projector,
        },
        lang: lang.or_else(|| state.settings.lang()).unwrap_or(Lang::En),
        generated_at: now(),
    };
    let files = arbiter_site::build(&state, &options)
        .with_context(|| format!("building the site of {}", a.target))?;
    write_site(&a.out, &files, a.force)?;
    let uploaded = if a.upload {
        Some(crate::upload::after_publish(location, &a.target, &files)?)
    } else {
        None
    };
    let index = a.out.join("index.html");
    let mut text = format!(
        "wrote {} files to {} (open {})",
        files.len(),
        a.out.display(),
        index.display()
    );
    if let Some(r) = &uploaded {
        text.push('\n');
        text.push_str(&crate::upload::report_text(r));
    }
    emit(
        a.json,
        &json!({
            "out": a.out.display().to_string(),
            "files": files.len(),
            "index": index.display().to_string(),
            "theme": options.theme.name(),
            "lang": options.lang.code(),
            "upload": uploaded.as_ref().map(crate::upload::report_json),
        }),
        &text,
    );
    Ok(Outcome::Ok)
}

/// The time the footer gives: now, or `SOURCE_DATE_EPOCH` when set (reproducible builds
/// of a site).
fn now() -> time::OffsetDateTime {
    std::env::var("SOURCE_DATE_EPOCH")
        .ok()
        .and_then(|s| s.trim().parse::<i64>().ok())
        .and_then(|secs| time::OffsetDateTime::from_unix_timestamp(secs).ok())
        .unwrap_or_else(time::OffsetDateTime::now_utc)
}

/// The state of the tournament a TRF file holds (`None` once its errors are printed).
fn state_from_trf(target: &str) -> Result<Option<arbiter_event::State>> {
    let Some(t) = crate::load_file(target)? else {
        return Ok(None);
    };
    let system = crate::files::trf_system(&t);
    let (events, _notes) = crate::files::trf_events(&t, &system)?;
    let state = arbiter_event::State::fold(&events).map_err(|(i, e)| {
        anyhow!(
            "{target}: cannot be read as an event (event {}): {e}",
            i + 1
        )
    })?;
    Ok(Some(state))
}

/// Refuses an output that exists and is not an empty directory, unless `force`.
fn check_out(out: &Path, force: bool) -> Result<()> {
    match std::fs::symlink_metadata(out) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(e).with_context(|| format!("cannot read {}", out.display())),
        Ok(m) if !m.is_dir() => bail!("{} exists and is not a directory", out.display()),
        Ok(_) => {
            let empty = std::fs::read_dir(out)
                .with_context(|| format!("cannot read {}", out.display()))?
                .next()
                .is_none();
            if !empty && !force {
                bail!(
                    "{} exists and is not empty: --force replaces it",
                    out.display()
                );
            }
            Ok(())
        }
    }
}

/// Writes the files into a new directory beside `out`, then puts it in `out`'s place: a
/// failure leaves `out` as it was and no half-written site.
fn write_site(out: &Path, files: &[SiteFile], force: bool) -> Result<()> {
    let parent = match out.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    std::fs::create_dir_all(&parent)
        .with_context(|| format!("cannot create {}", parent.display()))?;
    let tmp = tempfile::Builder::new()
        .prefix(".arbiter-site-")
        .tempdir_in(&parent)
        .with_context(|| format!("cannot create a directory in {}", parent.display()))?;
    for f in files {
        // Paths come from the site builder; anything that would leave the directory is
        // refused all the same.
        let rel = Path::new(&f.path);
        if rel.is_absolute()
            || rel
                .components()
                .any(|c| !matches!(c, std::path::Component::Normal(_)))
        {
            bail!("the site holds a file outside itself: {}", f.path);
        }
        let path = tmp.path().join(rel);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)
                .with_context(|| format!("cannot create {}", dir.display()))?;
        }
        std::fs::write(&path, &f.bytes)
            .with_context(|| format!("cannot write {}", path.display()))?;
    }
    readable(tmp.path())?;
    check_out(out, force)?;
    let new = tmp.keep();
    let result = swap_in(&new, out, &parent);
    if result.is_err() {
        let _ = std::fs::remove_dir_all(&new);
    }
    result
}

/// Puts the directory `new` at `out`, replacing what is there.
fn swap_in(new: &Path, out: &Path, parent: &Path) -> Result<()> {
    let old = if out.exists() {
        let aside = tempfile::Builder::new()
            .prefix(".arbiter-old-")
            .tempdir_in(parent)
            .with_context(|| format!("cannot create a directory in {}", parent.display()))?
            .keep();
        // The empty placeholder makes room for the old site under a unique name.
        std::fs::remove_dir(&aside)
            .with_context(|| format!("cannot remove {}", aside.display()))?;
        std::fs::rename(out, &aside)
            .with_context(|| format!("cannot move {} aside", out.display()))?;
        Some(aside)
    } else {
        None
    };
    if let Err(e) = std::fs::rename(new, out) {
        if let Some(aside) = &old {
            let _ = std::fs::rename(aside, out);
        }
        return Err(e).with_context(|| format!("cannot move the new site to {}", out.display()));
    }
    if let Some(aside) = old {
        std::fs::remove_dir_all(&aside)
            .with_context(|| format!("cannot remove the old site at {}", aside.display()))?;
    }
    Ok(())
}

/// A temporary directory is private to its owner; a site is read by web servers.
#[cfg(unix)]
fn readable(dir: &Path) -> Result<()> {
    use std::os::unix::fs::PermissionsExt;
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        std::fs::set_permissions(&d, std::fs::Permissions::from_mode(0o755))
            .with_context(|| format!("cannot set the permissions of {}", d.display()))?;
        for entry in
            std::fs::read_dir(&d).with_context(|| format!("cannot read {}", d.display()))?
        {
            let path = entry?.path();
            if path.is_dir() {
                stack.push(path);
            }
        }
    }
    Ok(())
}

#[cfg(not(unix))]
fn readable(_dir: &Path) -> Result<()> {
    Ok(())
}
