//! `arbiter print`: a tournament's documents as PDF (pairings, results, standings,
//! crosstable, wallchart, result slips, board cards, badges).

use std::path::PathBuf;

use anyhow::{Context, Result, anyhow};
use arbiter_i18n::Lang;
use arbiter_print::{BadgeTemplate, Kind, Paper, Printer, Request};
use clap::{Args, ValueEnum};

use crate::io::{Outcome, deliver_bytes};
use crate::target;
use crate::workflow::Location;

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
            let (_, text) = crate::io::read_text(path)?;
            Some(BadgeTemplate::parse(&text).map_err(|e| anyhow!("{}: {e}", path.display()))?)
        }
        None => None,
    };
    let mut extra = Vec::new();
    for f in &a.fonts {
        extra.push(std::fs::read(f).with_context(|| format!("cannot read {}", f.display()))?);
    }
    let Some(state) = target::load(location, &a.target)? else {
        return Ok(Outcome::BadInput);
    };
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
    deliver_bytes(&pdf, Some(&a.output))?;
    println!("wrote {}", a.output.display());
    Ok(Outcome::Ok)
}
