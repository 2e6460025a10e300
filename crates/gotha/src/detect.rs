//! Which Go file some bytes hold, by their content alone (a file's name says nothing a
//! user cannot get wrong), and each read by its reader: OpenGotha's XML, the MacMahon
//! program's XML, pairgoth's tournament file (JSON), the EGF results file (h9), the FFG
//! results file (tou), the AGA results file and the wall list.

use crate::error::{GothaError, Warning};
use arbiter_core::GoTournament;

/// The Go files arbiter reads.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum GoFileKind {
    /// OpenGotha's tournament file (XML, root `<Tournament>`).
    OpenGotha,
    /// The MacMahon program's tournament file (XML, root `<TournamentData>`, or a
    /// `<Tournament>` with a `typeversion`).
    MacMahon,
    /// pairgoth's own tournament file (`.tour`, a JSON object with its `pairing` and
    /// `timeSystem`).
    Pairgoth,
    /// The EGF results file (`; XX[value]` tags).
    H9,
    /// The FFG results file (`;key=value` header lines).
    Tou,
    /// The AGA results file (`TOURNEY`, `PLAYERS`, `GAMES k`).
    Aga,
    /// A wall list, its columns separated by tabs.
    WallList,
}

impl GoFileKind {
    /// The file's name in words.
    #[must_use]
    pub const fn describe(self) -> &'static str {
        match self {
            GoFileKind::OpenGotha => "OpenGotha",
            GoFileKind::MacMahon => "MacMahon",
            GoFileKind::Pairgoth => "pairgoth",
            GoFileKind::H9 => "EGF results (h9)",
            GoFileKind::Tou => "FFG results (tou)",
            GoFileKind::Aga => "AGA results",
            GoFileKind::WallList => "wall list",
        }
    }
}

/// The text of the file's start, as far as detection needs it: bytes beyond ASCII do not
/// matter to it, whatever the encoding.
fn head(bytes: &[u8]) -> String {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let cut = &bytes[..bytes.len().min(64 * 1024)];
    String::from_utf8_lossy(cut).into_owned()
}

/// The name of the root element of an XML text, and the text of its start tag.
fn root_tag(text: &str) -> Option<(&str, &str)> {
    let mut rest = text;
    loop {
        let at = rest.find('<')?;
        rest = &rest[at + 1..];
        if rest.starts_with('?') || rest.starts_with('!') {
            continue;
        }
        let end = rest.find('>').unwrap_or(rest.len());
        let tag = &rest[..end];
        let name_end = tag
            .find(|c: char| c.is_whitespace() || c == '/')
            .unwrap_or(tag.len());
        return Some((&tag[..name_end], tag));
    }
}

/// Which Go file `bytes` hold, `None` when none (a TRF, another file).
#[must_use]
pub fn detect(bytes: &[u8]) -> Option<GoFileKind> {
    let text = head(bytes);
    let first = text.trim_start();
    if first.starts_with('<') {
        let (name, tag) = root_tag(first).unwrap_or(("", ""));
        return match name {
            "TournamentData" => Some(GoFileKind::MacMahon),
            "Tournament" if tag.contains("typeversion") => Some(GoFileKind::MacMahon),
            "Tournament" => Some(GoFileKind::OpenGotha),
            // Another XML document: no Go file.
            _ => None,
        };
    }
    if first.starts_with('{') {
        // JSON: pairgoth's tournament when it has the members pairgoth writes first.
        let pairgoth = ["\"pairing\"", "\"timeSystem\"", "\"gobanSize\""]
            .iter()
            .any(|k| text.contains(k));
        return pairgoth.then_some(GoFileKind::Pairgoth);
    }
    if first.starts_with(';') {
        // A results file: the EGF's tags `; XX[...]`, the FFG's `;key=value`.
        for line in text.lines().map(str::trim).filter(|l| l.starts_with(';')) {
            let rest = line[1..].trim_start();
            let tag: String = rest.chars().take_while(char::is_ascii_uppercase).collect();
            if tag.len() == 2 && rest[2..].starts_with('[') {
                return Some(GoFileKind::H9);
            }
            let key: String = rest
                .chars()
                .take_while(char::is_ascii_alphanumeric)
                .collect();
            if !key.is_empty() && rest[key.len()..].starts_with('=') {
                return Some(GoFileKind::Tou);
            }
        }
        return Some(GoFileKind::H9);
    }
    let meaningful = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#'));
    if let Some(l) = meaningful {
        let word: String = l
            .chars()
            .take_while(char::is_ascii_alphabetic)
            .collect::<String>()
            .to_ascii_uppercase();
        if word == "TOURNEY" || word == "PLAYERS" && l.len() == "PLAYERS".len() {
            return Some(GoFileKind::Aga);
        }
    }
    if crate::is_wallist(bytes) {
        return Some(GoFileKind::WallList);
    }
    None
}

/// A Go file read: which it is, the tournament, and what was read otherwise than
/// written.
#[derive(Clone, Debug, PartialEq)]
pub struct GoRead {
    /// The kind of file.
    pub kind: GoFileKind,
    /// The tournament.
    pub tournament: GoTournament,
    /// What was read otherwise than written, each with its position.
    pub warnings: Vec<Warning>,
}

/// Reads any Go file arbiter knows, recognised by its content (see [`detect`]); bytes
/// that are none of them are read as OpenGotha's XML, whose errors then say why.
///
/// # Errors
/// The file's errors, each with its position.
pub fn read_any(bytes: &[u8]) -> Result<GoRead, GothaError> {
    let kind = detect(bytes).unwrap_or(GoFileKind::OpenGotha);
    let (tournament, warnings) = match kind {
        GoFileKind::OpenGotha => crate::validate_with_warnings(&crate::parse(bytes)?)?,
        GoFileKind::MacMahon => crate::macmahon::read_macmahon(bytes)?,
        GoFileKind::Pairgoth => crate::pairgoth::read_pairgoth(bytes)?,
        GoFileKind::H9 => (crate::validate_h9(&crate::parse_h9(bytes)?)?, Vec::new()),
        GoFileKind::Tou => (crate::read_tou(bytes)?, Vec::new()),
        GoFileKind::Aga => (crate::read_aga(bytes)?, Vec::new()),
        GoFileKind::WallList => (
            crate::validate_h9(&crate::parse_wallist(bytes)?)?,
            Vec::new(),
        ),
    };
    Ok(GoRead {
        kind,
        tournament,
        warnings,
    })
}
