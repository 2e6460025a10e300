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

    /// Typesets the templates over `data` (the document as JSON) into a PDF.
    pub(crate) fn pdf(&self, data: Vec<u8>) -> Result<Vec<u8>, PrintError> {
        let world = Files::new(self, data)?;
        let compiled = typst::compile::<PagedDocument>(&world);
        // Memoised results of earlier documents are of no use to the next one: keep the
        // cache small so a long-running server does not grow.
        typst::comemo::evict(10);
        let document = compiled.output.map_err(|e| diagnostics(&e[..]))?;
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
