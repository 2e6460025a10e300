//! `arbiter print`: a tournament's documents as PDF (pairings, results, standings,
//! crosstable, wallchart, result slips, board cards, badges).

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, anyhow, bail};
use arbiter_i18n::Lang;
use arbiter_print::{BadgeTemplate, Kind, Paper, Printer, Request};
use clap::{Args, ValueEnum};

use crate::Outcome;
use crate::workflow::{self, Location};

/// The documents, as the command line names them.
#[derive(Copy, Clone, ValueEnum)]
pub(crate) enum KindArg {
    /// A round's pairings by board (`--by name`: who plays where, alphabetically).
    Pairings,
    /// A round's results by board.
    Results,
    /// The standings with the event's tie-breaks.
    Standings,
    /// The crosstable in final order, landscape.
    Crosstable,
    /// Start order with every round's opponent, colour, result and running score.
    Wallchart,
    /// Result slips to cut, eight to a page.
    Slips,
    /// Board number cards to fold and stand on the tables.
    Cards,
    /// A badge for every player, from a template (`--template`).
    Badges,
}

impl KindArg {
    fn kind(self) -> Kind {
        match self {
            KindArg::Pairings => Kind::Pairings,
            KindArg::Results => Kind::Results,
            KindArg::Standings => Kind::Standings,
            KindArg::Crosstable => Kind::Crosstable,
            KindArg::Wallchart => Kind::Wallchart,
            KindArg::Slips => Kind::Slips,
            KindArg::Cards => Kind::Cards,
            KindArg::Badges => Kind::Badges,
        }
    }
}

/// Paper sizes.
#[derive(Copy, Clone, ValueEnum)]
pub(crate) enum PaperArg {
    /// ISO A4.
    A4,
    /// US Letter.
    Letter,
}

/// The order of a round's list.
#[derive(Copy, Clone, ValueEnum)]
pub(crate) enum ByArg {
    /// By board.
    Board,
    /// Alphabetically: who plays where.
    Name,
}

#[derive(Args)]
pub(crate) struct PrintArgs {
    /// The name of a stored tournament, or a .trf file.
    target: String,
    /// The document.
    #[arg(value_enum)]
    kind: KindArg,
    /// The round: the one shown by pairings, results, slips and cards, the one standings,
    /// crosstable and wallchart stand after (default: the last paired).
    #[arg(long)]
    round: Option<u16>,
    /// Paper size.
    #[arg(long, value_enum, default_value_t = PaperArg::A4)]
    paper: PaperArg,
    /// Language: en, fr, de, it, es or ru (default: the event's language, else English).
    #[arg(long)]
    lang: Option<String>,
    /// Badges: a template file, lines with {name} {title} {federation} {rating} {club}
    /// {number} {event}; a line starting with `# ` prints large.
    #[arg(long)]
    template: Option<PathBuf>,
    /// Pairings: by board (default) or by name.
    #[arg(long, value_enum, default_value_t = ByArg::Board)]
    by: ByArg,
    /// A font file for names in a script the built-in fonts lack (repeat for several);
    /// the machine's fonts and those of ARBITER_FONTS are searched as well.
    #[arg(long = "font")]
    fonts: Vec<PathBuf>,
    /// The PDF file to write.
    #[arg(short, long)]
    output: PathBuf,
}

/// Writes the document, or nothing when anything fails.
pub(crate) fn run(location: &Location, a: &PrintArgs) -> Result<Outcome> {
    let asked = match a.lang.as_deref() {
        Some(code) => Some(
            Lang::parse(code)
                .ok_or_else(|| anyhow!("unknown language {code:?}: en, fr, de, it, es or ru"))?,
        ),
        None => None,
    };
    let badge_template = match &a.template {
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .with_context(|| format!("cannot read {}", path.display()))?;
            Some(BadgeTemplate::parse(&text).map_err(|e| anyhow!("{}: {e}", path.display()))?)
        }
        None => None,
    };
    let mut extra = Vec::new();
    for f in &a.fonts {
        extra.push(std::fs::read(f).with_context(|| format!("cannot read {}", f.display()))?);
    }
    let state = load(location, &a.target)?;
    let lang = asked.or_else(|| state.settings.lang()).unwrap_or_default();
    let req = Request {
        round: a.round,
        paper: match a.paper {
            PaperArg::A4 => Paper::A4,
            PaperArg::Letter => Paper::Letter,
        },
        lang,
        by_name: matches!(a.by, ByArg::Name),
        badge_template,
        ..Request::new(a.kind.kind())
    };
    let doc = arbiter_print::document(&state, &req)?;
    let text = arbiter_print::text_of(&doc);
    let mut printer = Printer::new(extra.clone());
    let missing = printer.uncovered(&text);
    if !missing.is_empty() {
        extra.extend(arbiter_server::print::fonts_covering(&missing));
        printer = Printer::new(extra);
        let still = printer.uncovered(&text);
        if !still.is_empty() {
            let chars: String = still.iter().take(10).collect();
            eprintln!(
                "arbiter: warning: no font has {chars}: pass --font FILE or set ARBITER_FONTS"
            );
        }
    }
    let pdf = printer.render(&doc)?;
    write_atomically(&a.output, &pdf)?;
    println!("wrote {}", a.output.display());
    Ok(Outcome::Ok)
}

/// The event's state: a stored tournament, or one read from a TRF file.
pub(crate) fn load(location: &Location, target: &str) -> Result<arbiter_event::State> {
    if crate::is_trf_path(target) {
        let Some(t) = crate::load_file(target)? else {
            bail!("{target}: not a tournament report file");
        };
        let system = guess_system(&t);
        let (events, _) = if t.teams.teams.is_empty() {
            workflow::events_from_trf(&t, &system)?
        } else {
            crate::teams::events_from_team_trf(&t, &system)?
        };
        return arbiter_event::State::fold(&events).map_err(|(i, e)| {
            anyhow!(
                "{target}: cannot be read as an event (event {}): {e}",
                i + 1
            )
        });
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("starting the runtime")?;
    runtime.block_on(async {
        let store = location.open().await?;
        workflow::load(&store, target).await
    })
}

/// The pairing system a TRF's header names (round robins rank their unplayed rounds
/// otherwise, team files print by match).
fn guess_system(t: &arbiter_core::Tournament) -> String {
    crate::files::trf_system(t)
}

/// Writes `bytes` to a file beside `path`, then renames it into place, so a failure
/// leaves no half-written document.
pub(crate) fn write_atomically(path: &Path, bytes: &[u8]) -> Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let mut tmp = tempfile::NamedTempFile::new_in(&dir)
        .with_context(|| format!("cannot write in {}", dir.display()))?;
    tmp.write_all(bytes)
        .and_then(|()| tmp.flush())
        .with_context(|| format!("writing {}", path.display()))?;
    tmp.persist(path)
        .map_err(|e| anyhow!("cannot write {}: {}", path.display(), e.error))?;
    Ok(())
}
