//! The raw layer: an OpenGotha file as a tree of elements with their attributes, in file
//! order, each with its position. Nothing is interpreted here; [`write`] gives the file
//! back in OpenGotha's own layout (an XML declaration, four spaces per level, empty
//! elements closed in place), so a file OpenGotha wrote comes back byte for byte.

use crate::error::{Diagnostic, ErrorKind, GothaError};
use quick_xml::events::{BytesStart, Event};
use quick_xml::reader::Reader;

/// An element: its name, attributes in file order, children, and where it starts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Element {
    /// The element's name.
    pub name: String,
    /// Attributes, in file order, unescaped.
    pub attributes: Vec<(String, String)>,
    /// Child elements, in file order.
    pub children: Vec<Element>,
    /// The text inside the element, its pieces trimmed and joined by a space (entities
    /// resolved): the values of the MacMahon program's files. OpenGotha's own files
    /// hold none, and OpenGotha passes over what some of its versions wrote there.
    pub text: String,
    /// 1-based line of the start tag (0 for elements made by a writer).
    pub line: usize,
    /// 1-based column of the start tag.
    pub column: usize,
}

impl Element {
    /// A new element without attributes or children.
    #[must_use]
    pub fn new(name: &str) -> Self {
        Element {
            name: name.to_string(),
            ..Element::default()
        }
    }

    /// The value of an attribute.
    #[must_use]
    pub fn attr(&self, name: &str) -> Option<&str> {
        self.attributes
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets an attribute, keeping its place if it exists.
    pub fn set(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        match self.attributes.iter_mut().find(|(k, _)| k == name) {
            Some(slot) => slot.1 = value,
            None => self.attributes.push((name.to_string(), value)),
        }
    }

    /// The first child of that name.
    #[must_use]
    pub fn child(&self, name: &str) -> Option<&Element> {
        self.children.iter().find(|c| c.name == name)
    }

    /// Every child of that name.
    pub fn children_named<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a Element> {
        self.children.iter().filter(move |c| c.name == name)
    }
}

/// A parsed file: the root element and the XML declaration as written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RawDocument {
    /// The declaration's text between `<?` and `?>`, if any.
    pub declaration: Option<String>,
    /// The root element (`Tournament`).
    pub root: Element,
}

/// Line and column (1-based, in characters) of a byte offset.
fn position(text: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(text.len());
    let before = &text.as_bytes()[..offset];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    let column = String::from_utf8_lossy(&before[start..]).chars().count() + 1;
    (line, column)
}

fn xml_error(text: &str, offset: usize, why: String) -> GothaError {
    let (line, column) = position(text, offset);
    GothaError {
        diagnostics: vec![Diagnostic {
            line,
            column,
            kind: ErrorKind::Xml(why),
        }],
    }
}

/// The encoding the XML declaration names (`encoding="ISO-8859-1"`), when it is there.
fn declared_encoding(bytes: &[u8]) -> Option<String> {
    let head = bytes.strip_prefix(b"<?xml")?;
    let end = head.windows(2).position(|w| w == b"?>")?;
    let decl = std::str::from_utf8(&head[..end]).ok()?;
    let at = decl.find("encoding")?;
    let rest = decl[at + "encoding".len()..]
        .trim_start()
        .strip_prefix('=')?;
    let rest = rest.trim_start();
    let quote = rest.chars().next().filter(|c| *c == '"' || *c == '\'')?;
    let value = &rest[1..];
    let close = value.find(quote)?;
    Some(value[..close].trim().to_string())
}

/// Parses the bytes of an OpenGotha file in the encoding its declaration names, as an XML
/// parser (OpenGotha's among them) reads it: UTF-8 when it names none; ISO-8859-1 byte
/// for byte; windows-1252, ISO-8859-15 and the other encodings the WHATWG list knows by
/// their tables. A byte-order mark is dropped.
///
/// # Errors
/// When the bytes are not in that encoding (UTF-8 checked strictly), the encoding is
/// unknown, or the text is not well-formed XML, with the position.
pub fn parse(bytes: &[u8]) -> Result<RawDocument, GothaError> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let label = declared_encoding(bytes).unwrap_or_default();
    let lower = label.to_ascii_lowercase();
    if matches!(
        lower.as_str(),
        "iso-8859-1" | "iso8859-1" | "iso_8859-1" | "latin1" | "latin-1" | "l1" | "cp819"
    ) {
        // ISO-8859-1 is the first 256 code points, byte for byte (the WHATWG label
        // would read it as windows-1252, which differs in 0x80-0x9F).
        let text: String = bytes.iter().map(|&b| char::from(b)).collect();
        return parse_str(&text);
    }
    if !lower.is_empty() && lower != "utf-8" && lower != "utf8" {
        let Some(encoding) = encoding_rs::Encoding::for_label(label.as_bytes()) else {
            return Err(xml_error(
                "",
                0,
                format!("the file is in an encoding arbiter does not know: {label}"),
            ));
        };
        if encoding != encoding_rs::UTF_8 {
            let (text, had_errors) = encoding.decode_without_bom_handling(bytes);
            if had_errors {
                let at = text.find('\u{FFFD}').unwrap_or(0);
                return Err(xml_error(
                    &text,
                    at,
                    format!("the file is not {}", encoding.name()),
                ));
            }
            return parse_str(&text);
        }
    }
    let text = std::str::from_utf8(bytes).map_err(|e| {
        let s = String::from_utf8_lossy(&bytes[..e.valid_up_to()]).into_owned();
        xml_error(&s, s.len(), "the file is not UTF-8".into())
    })?;
    parse_str(text)
}

/// Parses the text of an OpenGotha file (see [`parse`]).
///
/// # Errors
/// When the text is not well-formed XML, with the position.
pub fn parse_str(text: &str) -> Result<RawDocument, GothaError> {
    let mut reader = Reader::from_str(text);
    // Text is kept whole until its element closes: an entity splits it into pieces whose
    // spaces belong to it.
    reader.config_mut().trim_text(false);
    let mut declaration = None;
    // Each open element with the text pieces read inside it so far.
    let mut stack: Vec<(Element, Vec<String>, String)> = Vec::new();
    let mut root: Option<Element> = None;
    loop {
        let at = usize::try_from(reader.buffer_position()).unwrap_or(usize::MAX);
        let event = reader.read_event().map_err(|e| {
            let off = usize::try_from(reader.error_position()).unwrap_or(at);
            xml_error(text, off, e.to_string())
        })?;
        let piece = match event {
            Event::Decl(d) => {
                declaration = Some(String::from_utf8_lossy(&d).trim().to_string());
                None
            }
            Event::Start(e) => {
                stack.push((element(text, at, &e)?, Vec::new(), String::new()));
                None
            }
            Event::Empty(e) => {
                let el = element(text, at, &e)?;
                match stack.last_mut() {
                    Some((parent, pieces, current)) => {
                        close_piece(pieces, current);
                        parent.children.push(el);
                    }
                    None if root.is_none() => root = Some(el),
                    None => return Err(xml_error(text, at, "a second root element".into())),
                }
                None
            }
            Event::End(_) => {
                let Some((mut done, mut pieces, mut current)) = stack.pop() else {
                    return Err(xml_error(
                        text,
                        at,
                        "a closing tag without its opening".into(),
                    ));
                };
                close_piece(&mut pieces, &mut current);
                done.text = pieces.join(" ");
                match stack.last_mut() {
                    Some((parent, pieces, current)) => {
                        close_piece(pieces, current);
                        parent.children.push(done);
                    }
                    None if root.is_none() => root = Some(done),
                    None => return Err(xml_error(text, at, "a second root element".into())),
                }
                None
            }
            Event::Text(t) => Some(String::from_utf8_lossy(&t).into_owned()),
            Event::CData(t) => Some(String::from_utf8_lossy(&t).into_owned()),
            Event::GeneralRef(r) => {
                let name = String::from_utf8_lossy(&r).into_owned();
                let resolved = match r.resolve_char_ref() {
                    Ok(Some(c)) => c.to_string(),
                    Ok(None) => match name.as_str() {
                        "amp" => "&".into(),
                        "lt" => "<".into(),
                        "gt" => ">".into(),
                        "quot" => "\"".into(),
                        "apos" => "'".into(),
                        _ => {
                            return Err(xml_error(
                                text,
                                at,
                                format!("an entity XML does not define: &{name};"),
                            ));
                        }
                    },
                    Err(e) => return Err(xml_error(text, at, e.to_string())),
                };
                Some(resolved)
            }
            Event::Eof => break,
            // Comments, processing instructions and the document type hold nothing
            // OpenGotha reads.
            _ => None,
        };
        if let Some(piece) = piece {
            match stack.last_mut() {
                Some((_, _, current)) => current.push_str(&piece),
                None if piece.trim().is_empty() => {}
                None => {
                    return Err(xml_error(
                        text,
                        at,
                        format!(
                            "text {:?} outside the root element",
                            piece.trim().chars().take(40).collect::<String>()
                        ),
                    ));
                }
            }
        }
    }
    if let Some((open, _, _)) = stack.last() {
        return Err(xml_error(
            text,
            text.len(),
            format!("<{}> is never closed", open.name),
        ));
    }
    let root = root.ok_or_else(|| xml_error(text, 0, "no element at all".into()))?;
    Ok(RawDocument { declaration, root })
}

/// Ends a piece of text (at a child element or the end of its element): kept, trimmed,
/// when it holds more than white space.
fn close_piece(pieces: &mut Vec<String>, current: &mut String) {
    let piece = std::mem::take(current);
    let piece = piece.trim();
    if !piece.is_empty() {
        pieces.push(piece.to_string());
    }
}

fn element(text: &str, at: usize, e: &BytesStart<'_>) -> Result<Element, GothaError> {
    // `at` is where the event began; the tag itself starts at the next '<'.
    let start = text[at.min(text.len())..].find('<').map_or(at, |i| at + i);
    let (line, column) = position(text, start);
    let name = String::from_utf8_lossy(e.name().as_ref()).into_owned();
    if name.is_empty() {
        return Err(xml_error(text, start, "an element without a name".into()));
    }
    let mut el = Element {
        name,
        line,
        column,
        ..Element::default()
    };
    for a in e.attributes() {
        let a = a.map_err(|err| xml_error(text, start, err.to_string()))?;
        let key = String::from_utf8_lossy(a.key.as_ref()).into_owned();
        let value = a
            .normalized_value(quick_xml::XmlVersion::Implicit1_0)
            .map_err(|err| xml_error(text, start, err.to_string()))?
            .into_owned();
        el.attributes.push((key, value));
    }
    Ok(el)
}

/// The declaration with its `encoding` naming UTF-8.
fn utf8_declaration(declaration: &str) -> String {
    let Some(at) = declaration.find("encoding") else {
        return declaration.to_string();
    };
    let rest = &declaration[at..];
    let Some(open) = rest.find(['"', '\'']) else {
        return declaration.to_string();
    };
    let quote = rest[open..].chars().next().unwrap_or('"');
    let Some(len) = rest[open + 1..].find(quote) else {
        return declaration.to_string();
    };
    let value = &rest[open + 1..open + 1 + len];
    if value.eq_ignore_ascii_case("utf-8") {
        return declaration.to_string();
    }
    format!(
        "{}encoding=\"UTF-8\"{}",
        &declaration[..at],
        &rest[open + 1 + len + 1..]
    )
}

fn escape(value: &str) -> String {
    let mut s = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '&' => s.push_str("&amp;"),
            '<' => s.push_str("&lt;"),
            '>' => s.push_str("&gt;"),
            '"' => s.push_str("&quot;"),
            '\'' => s.push_str("&apos;"),
            '\n' => s.push_str("&#10;"),
            '\r' => s.push_str("&#13;"),
            '\t' => s.push_str("&#9;"),
            c => s.push(c),
        }
    }
    s
}

fn write_element(out: &mut String, e: &Element, depth: usize) {
    for _ in 0..depth {
        out.push_str("    ");
    }
    out.push('<');
    out.push_str(&e.name);
    for (k, v) in &e.attributes {
        out.push(' ');
        out.push_str(k);
        out.push_str("=\"");
        out.push_str(&escape(v));
        out.push('"');
    }
    if e.children.is_empty() && e.text.is_empty() {
        out.push_str("/>\n");
        return;
    }
    if e.children.is_empty() {
        out.push('>');
        out.push_str(&escape(&e.text));
        out.push_str("</");
        out.push_str(&e.name);
        out.push_str(">\n");
        return;
    }
    out.push_str(">\n");
    if !e.text.is_empty() {
        for _ in 0..=depth {
            out.push_str("    ");
        }
        out.push_str(&escape(&e.text));
        out.push('\n');
    }
    for c in &e.children {
        write_element(out, c, depth + 1);
    }
    for _ in 0..depth {
        out.push_str("    ");
    }
    out.push_str("</");
    out.push_str(&e.name);
    out.push_str(">\n");
}

/// Writes a document in OpenGotha's layout, in UTF-8: a declaration naming another
/// encoding is written naming UTF-8.
#[must_use]
pub fn write(doc: &RawDocument) -> String {
    let mut out = String::new();
    out.push_str("<?");
    let declaration = doc
        .declaration
        .as_deref()
        .unwrap_or("xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"");
    out.push_str(&utf8_declaration(declaration));
    out.push_str("?>\n");
    write_element(&mut out, &doc.root, 0);
    out
}

/// Adds a paired round to a file: a `Game` per game (keys, handicap, table; result
/// unknown) and the bye, each where OpenGotha keeps them (`Games` after `Players`,
/// `ByePlayers` after `Games`), the elements made when missing. Attributes in
/// OpenGotha's order.
pub fn add_round(
    doc: &mut RawDocument,
    round: u16,
    games: &[(u32, &str, &str, u8)],
    bye: Option<&str>,
) {
    let root = &mut doc.root;
    let place = |root: &mut Element, name: &str, after: &[&str]| -> usize {
        if let Some(i) = root.children.iter().position(|c| c.name == name) {
            return i;
        }
        let at = root
            .children
            .iter()
            .rposition(|c| after.contains(&c.name.as_str()))
            .map_or(root.children.len(), |i| i + 1);
        root.children.insert(at, Element::new(name));
        at
    };
    let g = place(root, "Games", &["Players"]);
    for &(table, white, black, handicap) in games {
        let mut e = Element::new("Game");
        e.set("blackPlayer", black);
        e.set("handicap", handicap.to_string());
        e.set("knownColor", "true");
        e.set("result", "RESULT_UNKNOWN");
        e.set("roundNumber", round.to_string());
        e.set("tableNumber", table.to_string());
        e.set("whitePlayer", white);
        root.children[g].children.push(e);
    }
    if let Some(key) = bye {
        let b = place(root, "ByePlayers", &["Players", "Games"]);
        let mut e = Element::new("ByePlayer");
        e.set("player", key);
        e.set("roundNumber", round.to_string());
        root.children[b].children.push(e);
    }
}
