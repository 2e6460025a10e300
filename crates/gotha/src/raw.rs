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
    /// Child elements, in file order. (OpenGotha files hold no text content.)
    pub children: Vec<Element>,
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

/// Parses the bytes of an OpenGotha file (UTF-8; a byte-order mark is dropped).
///
/// # Errors
/// When the bytes are not UTF-8 or not well-formed XML, with the position.
pub fn parse(bytes: &[u8]) -> Result<RawDocument, GothaError> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
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
    reader.config_mut().trim_text(true);
    let mut declaration = None;
    let mut stack: Vec<Element> = Vec::new();
    let mut root: Option<Element> = None;
    loop {
        let at = usize::try_from(reader.buffer_position()).unwrap_or(usize::MAX);
        let event = reader.read_event().map_err(|e| {
            let off = usize::try_from(reader.error_position()).unwrap_or(at);
            xml_error(text, off, e.to_string())
        })?;
        match event {
            Event::Decl(d) => {
                declaration = Some(String::from_utf8_lossy(&d).trim().to_string());
            }
            Event::Start(e) => {
                stack.push(element(text, at, &e)?);
            }
            Event::Empty(e) => {
                let el = element(text, at, &e)?;
                match stack.last_mut() {
                    Some(parent) => parent.children.push(el),
                    None if root.is_none() => root = Some(el),
                    None => return Err(xml_error(text, at, "a second root element".into())),
                }
            }
            Event::End(_) => {
                let Some(done) = stack.pop() else {
                    return Err(xml_error(
                        text,
                        at,
                        "a closing tag without its opening".into(),
                    ));
                };
                match stack.last_mut() {
                    Some(parent) => parent.children.push(done),
                    None if root.is_none() => root = Some(done),
                    None => return Err(xml_error(text, at, "a second root element".into())),
                }
            }
            Event::Text(t) => {
                let s = String::from_utf8_lossy(&t).trim().to_string();
                if !s.is_empty() {
                    return Err(xml_error(
                        text,
                        at,
                        format!("text {s:?} where only elements are expected"),
                    ));
                }
            }
            Event::Eof => break,
            // Comments, processing instructions, CDATA, entity references between elements
            // and the document type hold nothing OpenGotha reads.
            _ => {}
        }
    }
    if let Some(open) = stack.last() {
        return Err(xml_error(
            text,
            text.len(),
            format!("<{}> is never closed", open.name),
        ));
    }
    let root = root.ok_or_else(|| xml_error(text, 0, "no element at all".into()))?;
    Ok(RawDocument { declaration, root })
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
        attributes: Vec::new(),
        children: Vec::new(),
        line,
        column,
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
    if e.children.is_empty() {
        out.push_str("/>\n");
        return;
    }
    out.push_str(">\n");
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

/// Writes a document in OpenGotha's layout.
#[must_use]
pub fn write(doc: &RawDocument) -> String {
    let mut out = String::new();
    out.push_str("<?");
    out.push_str(
        doc.declaration
            .as_deref()
            .unwrap_or("xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\""),
    );
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
