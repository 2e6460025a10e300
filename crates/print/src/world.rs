//! The typesetter: typst's compiler over a file system held in memory (our templates and
//! the document's data), with the embedded fonts and any the caller adds.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::LazyLock;

use typst::diag::{FileError, FileResult, SourceDiagnostic};
use typst::foundations::{Bytes, Datetime, Duration};
use typst::syntax::{FileId, RootedPath, Source, VirtualPath, VirtualRoot};
use typst::text::{Font, FontBook};
use typst::utils::LazyHash;
use typst::{Library, LibraryExt, World};
use typst_layout::PagedDocument;

use crate::PrintError;

/// The templates, by their path in the virtual file system.
const TEMPLATES: &[(&str, &str)] = &[
    ("/main.typ", include_str!("templates/main.typ")),
    ("/common.typ", include_str!("templates/common.typ")),
    ("/pairings.typ", include_str!("templates/pairings.typ")),
    ("/tables.typ", include_str!("templates/tables.typ")),
    ("/cut.typ", include_str!("templates/cut.typ")),
    ("/form.typ", include_str!("templates/form.typ")),
];

/// The path the templates read the document's data from.
const DATA: &str = "/data.json";

/// The fonts shipped with the typesetter, parsed once per process.
static EMBEDDED: LazyLock<Vec<Font>> = LazyLock::new(|| {
    typst_assets::fonts()
        .flat_map(|bytes| Font::iter(Bytes::new(bytes)))
        .collect()
});

/// Makes PDFs: the standard library and the fonts, set up once and shared by every
/// document (a server keeps one for its lifetime).
pub struct Printer {
    library: LazyHash<Library>,
    book: LazyHash<FontBook>,
    fonts: Vec<Font>,
}

impl std::fmt::Debug for Printer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Printer")
            .field("fonts", &self.fonts.len())
            .finish()
    }
}

impl Default for Printer {
    fn default() -> Self {
        Printer::new(Vec::new())
    }
}

impl Printer {
    /// A printer with the embedded fonts and `extra` font files (TrueType, OpenType or
    /// collections), e.g. a CJK font for names the embedded fonts cannot show. Bytes that
    /// are no font are ignored.
    #[must_use]
    pub fn new(extra: Vec<Vec<u8>>) -> Self {
        let mut fonts: Vec<Font> = EMBEDDED.clone();
        for bytes in extra {
            fonts.extend(Font::iter(Bytes::new(bytes)));
        }
        let book = FontBook::from_fonts(&fonts);
        Printer {
            library: LazyHash::new(Library::default()),
            book: LazyHash::new(book),
            fonts,
        }
    }

    /// The characters of `text` that no font of this printer has (each once, in order).
    #[must_use]
    pub fn uncovered(&self, text: &str) -> Vec<char> {
        let mut out: Vec<char> = Vec::new();
        for c in text.chars() {
            if c.is_whitespace() || c.is_control() || out.contains(&c) {
                continue;
            }
            let covered = (0..self.fonts.len())
                .filter_map(|i| self.book.info(i))
                .any(|info| info.coverage.contains(u32::from(c)));
            if !covered {
                out.push(c);
            }
        }
        out
    }

    /// Lays the templates out over `data` (the document as JSON): the pages as typeset.
    fn layout(&self, data: Vec<u8>) -> Result<PagedDocument, PrintError> {
        let world = Files::new(self, data)?;
        let compiled = typst::compile::<PagedDocument>(&world);
        // Memoised results of earlier documents are of no use to the next one: keep the
        // cache small so a long-running server does not grow.
        typst::comemo::evict(10);
        compiled.output.map_err(|e| diagnostics(&e[..]))
    }

    /// Typesets the templates over `data` (the document as JSON) into a PDF.
    pub(crate) fn pdf(&self, data: Vec<u8>) -> Result<Vec<u8>, PrintError> {
        let document = self.layout(data)?;
        let options = typst_pdf::PdfOptions {
            creator: typst::foundations::Smart::Custom(Some("arbiter".into())),
            ..typst_pdf::PdfOptions::default()
        };
        typst_pdf::pdf(&document, &options).map_err(|e| diagnostics(&e[..]))
    }
}

/// Which of `chars` a font file has (any font of a collection), for a caller choosing
/// which of a machine's fonts to pass to [`Printer::new`]. Empty for bytes that are no font.
#[must_use]
pub fn font_coverage(bytes: &[u8], chars: &[char]) -> Vec<char> {
    let fonts: Vec<Font> = Font::iter(Bytes::new(bytes.to_vec())).collect();
    chars
        .iter()
        .copied()
        .filter(|c| {
            fonts
                .iter()
                .any(|f| f.info().coverage.contains(u32::from(*c)))
        })
        .collect()
}

fn diagnostics(errors: &[SourceDiagnostic]) -> PrintError {
    PrintError::Typeset(
        errors
            .iter()
            .map(|e| e.message.to_string())
            .collect::<Vec<_>>()
            .join("; "),
    )
}

/// One document's view of the world: the printer's library and fonts, the templates and
/// the data.
struct Files<'a> {
    printer: &'a Printer,
    main: FileId,
    files: HashMap<FileId, Bytes>,
}

fn file_id(path: &str) -> Option<FileId> {
    let vpath = VirtualPath::new(path).ok()?;
    Some(RootedPath::new(VirtualRoot::Project, vpath).intern())
}

impl<'a> Files<'a> {
    fn new(printer: &'a Printer, data: Vec<u8>) -> Result<Self, PrintError> {
        let mut files = HashMap::new();
        for (path, text) in TEMPLATES {
            if let Some(id) = file_id(path) {
                files.insert(id, Bytes::from_string(*text));
            }
        }
        if let Some(id) = file_id(DATA) {
            files.insert(id, Bytes::new(data));
        }
        let main = file_id("/main.typ")
            .ok_or_else(|| PrintError::Typeset("the template's path is not valid".into()))?;
        Ok(Files {
            printer,
            main,
            files,
        })
    }
}

impl World for Files<'_> {
    fn library(&self) -> &LazyHash<Library> {
        &self.printer.library
    }

    fn book(&self) -> &LazyHash<FontBook> {
        &self.printer.book
    }

    fn main(&self) -> FileId {
        self.main
    }

    fn source(&self, id: FileId) -> FileResult<Source> {
        let bytes = self.file(id)?;
        let text = std::str::from_utf8(&bytes).map_err(|_| FileError::InvalidUtf8)?;
        Ok(Source::new(id, text.to_owned()))
    }

    fn file(&self, id: FileId) -> FileResult<Bytes> {
        self.files.get(&id).cloned().ok_or_else(|| {
            FileError::NotFound(PathBuf::from(id.vpath().get_with_slash().to_string()))
        })
    }

    fn font(&self, index: usize) -> Option<Font> {
        self.printer.fonts.get(index).cloned()
    }

    fn today(&self, _offset: Option<Duration>) -> Option<Datetime> {
        // Documents carry the dates of the event, never the day they were printed, so the
        // same event prints the same bytes.
        None
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use arbiter_event::{Event, PlayerData, Settings, State};
    use typst::layout::{Abs, Frame, FrameItem, Point, Transform};

    /// Every run of text on a page with the centre of its box on the page, through the
    /// groups' transformations (a rotated half of a card).
    fn texts(frame: &Frame, ts: Transform, out: &mut Vec<(String, Point)>) {
        for (pos, item) in frame.items() {
            match item {
                FrameItem::Group(g) => {
                    let inner = ts
                        .pre_concat(Transform::translate(pos.x, pos.y))
                        .pre_concat(g.transform);
                    texts(&g.frame, inner, out);
                }
                FrameItem::Text(t) => {
                    // From the baseline's start to the top of the figures' end.
                    let a = *pos;
                    let b = Point::new(pos.x + t.width(), pos.y - t.size * 0.7);
                    let (a, b) = (a.transform(ts), b.transform(ts));
                    out.push((
                        t.text.to_string(),
                        Point::new((a.x + b.x) / 2.0, (a.y + b.y) / 2.0),
                    ));
                }
                _ => {}
            }
        }
    }

    /// Issue 44: both halves of a board card, the upside-down one too, have the number
    /// in the middle of their half of the page.
    #[test]
    fn issue_44_both_halves_of_a_board_card_are_centred() {
        let mut events = vec![Event::TournamentCreated {
            settings: Settings {
                name: "Cards".into(),
                system: "dutch".into(),
                rounds: 5,
                ..Settings::default()
            },
        }];
        for n in ["A, A", "B, B", "C, C", "D, D"] {
            events.push(Event::PlayerRegistered {
                player: PlayerData {
                    name: n.into(),
                    ..PlayerData::default()
                },
            });
        }
        events.push(Event::RegistrationClosed {
            order: vec![1, 2, 3, 4],
        });
        let state = State::fold(&events).unwrap();
        let doc = crate::document(&state, &crate::Request::new(crate::Kind::Cards)).unwrap();
        let paged = Printer::new(Vec::new())
            .layout(serde_json::to_vec(&doc).unwrap())
            .unwrap();
        let page = &paged.pages()[0].frame;
        let (w, h) = (page.width(), page.height());
        let mut found = Vec::new();
        texts(page, Transform::identity(), &mut found);
        let mut numbers: Vec<Point> = found
            .iter()
            .filter(|(t, _)| t == "1")
            .map(|(_, p)| *p)
            .collect();
        assert_eq!(numbers.len(), 2, "{found:?}");
        numbers.sort_by(|a, b| a.y.to_pt().total_cmp(&b.y.to_pt()));
        let near = |x: Abs, want: Abs, of: Abs| (x - want).abs() < of * 0.04;
        for (p, half) in numbers.iter().zip([0.25, 0.75]) {
            assert!(near(p.x, w / 2.0, w), "x {:?} of {:?}: {found:?}", p.x, w);
            assert!(near(p.y, h * half, h), "y {:?} of {:?}: {found:?}", p.y, h);
        }
    }
}
