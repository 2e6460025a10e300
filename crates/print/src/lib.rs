//! Printed documents of a tournament as PDF: pairings by board and by name, results,
//! standings, the crosstable, the wallchart, result slips, board cards and player badges,
//! on A4 or Letter, in any language of the message catalogue.
//!
//! [`document`] turns an event's state into a [`Document`]: plain text and numbers, already
//! translated and formatted. [`Printer::render`] typesets it with typst over an in-memory
//! file system (our templates, the document as `data.json`, the embedded fonts and any the
//! caller adds). Names are data: the templates read them from JSON and print them as text,
//! so no name can act as markup. Nothing here reads or writes a file.

mod badge;
mod build;
mod model;
mod world;

pub use badge::{BadgeTemplate, DEFAULT_BADGE, LineError, TemplateError};
pub use build::{document, title_form};
pub use model::{
    Badge, BadgeLine, BoardLine, Boards, Body, ByeLine, Card, Cell, Column, Document, Form,
    FormField, FormSection, Legend, MatchLine, Seat, Side, Slip, Table,
};
pub use world::{Printer, font_coverage};

use arbiter_i18n::{Arg, Lang};

/// The documents there are.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A round's pairings by board (or, with [`Request::by_name`], who plays where).
    Pairings,
    /// A round's results by board.
    Results,
    /// The standings with the event's tie-breaks.
    Standings,
    /// The crosstable in final order, landscape.
    Crosstable,
    /// The wallchart: start order, every round's opponent, colour, result, running score.
    Wallchart,
    /// Result slips to cut, one per board.
    Slips,
    /// Board number cards to fold and stand on the tables.
    Cards,
    /// A badge per player.
    Badges,
    /// FIDE form IT1, the certificate of a title result: one player's norm check of one
    /// title (B.01 1.8), with [`Request::norm`] naming them.
    It1,
    /// FIDE form IT3, the tournament report: the event and every title result.
    It3,
}

impl Kind {
    /// Every kind, in the order a menu lists them.
    pub const ALL: [Kind; 8] = [
        Kind::Pairings,
        Kind::Results,
        Kind::Standings,
        Kind::Crosstable,
        Kind::Wallchart,
        Kind::Slips,
        Kind::Cards,
        Kind::Badges,
    ];

    /// The kind's name in commands and addresses.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Kind::Pairings => "pairings",
            Kind::Results => "results",
            Kind::Standings => "standings",
            Kind::Crosstable => "crosstable",
            Kind::Wallchart => "wallchart",
            Kind::Slips => "slips",
            Kind::Cards => "cards",
            Kind::Badges => "badges",
            Kind::It1 => "it1",
            Kind::It3 => "it3",
        }
    }

    /// The FIDE title forms, which print from the norm checks rather than a round.
    pub const FORMS: [Kind; 2] = [Kind::It1, Kind::It3];

    /// Reads a kind's name.
    ///
    /// # Errors
    /// [`PrintError::UnknownKind`] for a name that is none of them.
    pub fn parse(name: &str) -> Result<Kind, PrintError> {
        Kind::ALL
            .into_iter()
            .chain(Kind::FORMS)
            .find(|k| k.name().eq_ignore_ascii_case(name.trim()))
            .ok_or_else(|| PrintError::UnknownKind(name.to_owned()))
    }

    /// True for the documents anyone may see; slips, cards, badges and the title forms are
    /// the arbiters'.
    #[must_use]
    pub fn is_public(self) -> bool {
        matches!(
            self,
            Kind::Pairings | Kind::Results | Kind::Standings | Kind::Crosstable | Kind::Wallchart
        )
    }
}

/// A paper size.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Paper {
    /// ISO A4, 210 × 297 mm.
    #[default]
    A4,
    /// US Letter, 8.5 × 11 in.
    Letter,
}

impl Paper {
    /// Reads `a4` or `letter`.
    ///
    /// # Errors
    /// [`PrintError::UnknownPaper`] for any other name.
    pub fn parse(name: &str) -> Result<Paper, PrintError> {
        match name.trim().to_ascii_lowercase().as_str() {
            "a4" => Ok(Paper::A4),
            "letter" | "us-letter" => Ok(Paper::Letter),
            _ => Err(PrintError::UnknownPaper(name.to_owned())),
        }
    }

    /// The name typst gives the paper.
    fn typst_name(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Letter => "us-letter",
        }
    }
}

/// What to print.
#[derive(Clone, Debug)]
pub struct Request {
    /// The document.
    pub kind: Kind,
    /// The round: for pairings, results, slips and cards the round shown (default: the
    /// last paired); for standings, crosstable and wallchart the round they stand after
    /// (default: the last paired).
    pub round: Option<u16>,
    /// The paper.
    pub paper: Paper,
    /// The language.
    pub lang: Lang,
    /// Pairings: the alphabetical list (who plays where) instead of the list by board.
    pub by_name: bool,
    /// Badges: the template (default [`DEFAULT_BADGE`]).
    pub badge_template: Option<BadgeTemplate>,
    /// The title forms: the kind of event, and for IT1 the player and the title.
    pub norm: NormRequest,
}

/// What the title forms need besides the event.
#[derive(Clone, Debug, Default)]
pub struct NormRequest {
    /// The kind of event and its pairings (B.01 1.4.1b, 1.4.3a–c).
    pub options: arbiter_standings::norms::NormOptions,
    /// IT1: the player.
    pub player: Option<arbiter_core::PlayerId>,
    /// IT1: the title.
    pub title: Option<arbiter_standings::norms::NormTitle>,
}

impl Request {
    /// A request for `kind` with every option at its default.
    #[must_use]
    pub fn new(kind: Kind) -> Self {
        Request {
            kind,
            round: None,
            paper: Paper::A4,
            lang: Lang::En,
            by_name: false,
            badge_template: None,
            norm: NormRequest::default(),
        }
    }
}

/// Why a document could not be made.
#[derive(Debug, thiserror::Error)]
pub enum PrintError {
    /// No document has that name.
    #[error(
        "unknown document {0:?}: pairings, results, standings, crosstable, wallchart, slips, cards, badges, it1 or it3"
    )]
    UnknownKind(String),
    /// No paper has that name.
    #[error("unknown paper {0:?}: a4 or letter")]
    UnknownPaper(String),
    /// The document needs a round and none is paired.
    #[error("no round has been paired yet")]
    NoRound,
    /// The round asked for is not paired.
    #[error("round {round} is not paired (rounds paired: {paired})")]
    RoundOutOfRange {
        /// The round asked for.
        round: u16,
        /// How many rounds are paired.
        paired: usize,
    },
    /// The event has no players to print.
    #[error("the event has no players")]
    NoPlayers,
    /// The standings could not be computed.
    #[error("standings: {0}")]
    Standings(String),
    /// A badge template that cannot be read.
    #[error("badge template: {0}")]
    Template(TemplateError),
    /// A title form that cannot be filled in (IT1 without a player or a title, or a player
    /// the event does not have).
    #[error("{0}")]
    NormForm(NormFormError),
    /// The typesetter refused the document (a fault of ours, reported rather than hidden).
    #[error("typesetting failed: {0}")]
    Typeset(String),
}

/// Why a title form cannot be filled in.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NormFormError {
    /// An IT1 asked for without its player or its title.
    #[error("the IT1 certificate needs a player and a title")]
    Incomplete,
    /// The player asked for is not in the event.
    #[error("there is no player {0}")]
    NoPlayer(String),
}

impl PrintError {
    /// The refusal as the catalogue says it (`print.ftl`): a key and its values, so that
    /// the desk says it in its language while `Display` keeps the English.
    #[must_use]
    pub fn message(&self) -> (&'static str, Vec<(&'static str, Arg)>) {
        match self {
            PrintError::UnknownKind(k) => ("print-error-unknown-kind", vec![("found", quoted(k))]),
            PrintError::UnknownPaper(p) => {
                ("print-error-unknown-paper", vec![("found", quoted(p))])
            }
            PrintError::NoRound => ("print-error-no-round", Vec::new()),
            PrintError::RoundOutOfRange { round, paired } => (
                "print-error-round-not-paired",
                vec![("round", (*round).into()), ("paired", (*paired).into())],
            ),
            PrintError::NoPlayers => ("print-error-no-players", Vec::new()),
            PrintError::Standings(why) => ("print-error-standings", vec![("detail", why.into())]),
            PrintError::Template(t) => {
                let (key, args) = template_message(t);
                (
                    "print-error-template",
                    vec![("problem", Arg::Phrase(key, args))],
                )
            }
            PrintError::NormForm(NormFormError::Incomplete) => {
                ("print-error-it1-incomplete", Vec::new())
            }
            PrintError::NormForm(NormFormError::NoPlayer(p)) => {
                ("print-error-no-player", vec![("player", p.into())])
            }
            PrintError::Typeset(why) => ("print-error-typeset", vec![("detail", why.into())]),
        }
    }
}

fn quoted(s: &str) -> Arg {
    Arg::Text(format!("{s:?}"))
}

fn template_message(t: &TemplateError) -> (&'static str, Vec<(&'static str, Arg)>) {
    match t {
        TemplateError::TooLong(n) => ("print-template-too-long", vec![("limit", (*n).into())]),
        TemplateError::Empty => ("print-template-empty", Vec::new()),
        TemplateError::TooManyLines(n) => (
            "print-template-too-many-lines",
            vec![("limit", (*n).into())],
        ),
        TemplateError::Line(n, why) => {
            let (key, args) = match why {
                LineError::Unclosed(name) => {
                    ("print-template-unclosed", vec![("name", name.into())])
                }
                LineError::UnknownField(name) => {
                    ("print-template-unknown-field", vec![("name", name.into())])
                }
                LineError::LoneBrace => ("print-template-lone-brace", Vec::new()),
            };
            (
                "print-template-line",
                vec![
                    ("line", n.to_string().into()),
                    ("problem", Arg::Phrase(key, args)),
                ],
            )
        }
    }
}

impl Printer {
    /// Typesets a document into the bytes of a PDF file.
    ///
    /// # Errors
    /// [`PrintError::Typeset`] when the typesetter fails.
    pub fn render(&self, doc: &Document) -> Result<Vec<u8>, PrintError> {
        let data = serde_json::to_vec(doc).map_err(|e| PrintError::Typeset(e.to_string()))?;
        self.pdf(data)
    }

    /// The document `req` asks for, typeset: [`document`] then [`Printer::render`].
    ///
    /// # Errors
    /// As [`document`] and [`Printer::render`].
    pub fn print(
        &self,
        state: &arbiter_event::State,
        req: &Request,
    ) -> Result<Vec<u8>, PrintError> {
        self.render(&document(state, req)?)
    }
}

/// Every piece of text a document shows, for finding the characters no font covers.
#[must_use]
pub fn text_of(doc: &Document) -> String {
    serde_json::to_value(doc)
        .map(|v| {
            let mut out = String::new();
            collect_strings(&v, &mut out);
            out
        })
        .unwrap_or_default()
}

fn collect_strings(v: &serde_json::Value, out: &mut String) {
    match v {
        serde_json::Value::String(s) => {
            out.push_str(s);
            out.push(' ');
        }
        serde_json::Value::Array(a) => a.iter().for_each(|x| collect_strings(x, out)),
        serde_json::Value::Object(o) => o.values().for_each(|x| collect_strings(x, out)),
        _ => {}
    }
}
