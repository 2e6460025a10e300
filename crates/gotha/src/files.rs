//! A Go tournament written as each file it is sent or kept as.

use crate::h9::{H9Row, H9Standings, write_h9};
use arbiter_core::GoTournament;

/// The files a Go tournament is written as.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GoFile {
    /// OpenGotha's tournament file (XML).
    OpenGotha,
    /// The EGF results file (h9).
    H9,
    /// The AGA results file.
    Aga,
    /// The FFG results file (`.tou`).
    Tou,
}

impl GoFile {
    /// The file a short name stands for: `xml`, `h9`, `tou`, `aga`.
    #[must_use]
    pub fn parse(name: &str) -> Option<GoFile> {
        match name.trim().to_ascii_lowercase().as_str() {
            "xml" => Some(GoFile::OpenGotha),
            "h9" => Some(GoFile::H9),
            "tou" => Some(GoFile::Tou),
            "aga" => Some(GoFile::Aga),
            _ => None,
        }
    }

    /// The file name's extension.
    #[must_use]
    pub const fn extension(self) -> &'static str {
        match self {
            GoFile::OpenGotha => "xml",
            GoFile::H9 => "h9",
            GoFile::Aga => "txt",
            GoFile::Tou => "tou",
        }
    }
}

/// The character set a file is written in.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GoEncoding {
    /// ISO-8859-15 (Latin-9), what OpenGotha writes its h9, tou and AGA files in and the
    /// EGF's and FFG's tools read.
    Latin9,
    /// UTF-8, what OpenGotha writes its tournament files (XML) in.
    Utf8,
}

impl GoEncoding {
    /// The encoding a name stands for: `iso-8859-15` (or `latin9`, `latin-9`), `utf-8`
    /// (or `utf8`), any case.
    #[must_use]
    pub fn parse(name: &str) -> Option<GoEncoding> {
        match name.trim().to_ascii_lowercase().replace('_', "-").as_str() {
            "iso-8859-15" | "iso8859-15" | "latin9" | "latin-9" => Some(GoEncoding::Latin9),
            "utf-8" | "utf8" => Some(GoEncoding::Utf8),
            _ => None,
        }
    }

    /// `bytes` written in this encoding, as text.
    #[must_use]
    pub fn decode(self, bytes: &[u8]) -> String {
        match self {
            GoEncoding::Utf8 => String::from_utf8_lossy(bytes).into_owned(),
            GoEncoding::Latin9 => encoding_rs::ISO_8859_15
                .decode_without_bom_handling(bytes)
                .0
                .into_owned(),
        }
    }

    /// The name a file or an HTTP header declares it by.
    #[must_use]
    pub const fn charset(self) -> &'static str {
        match self {
            GoEncoding::Latin9 => "ISO-8859-15",
            GoEncoding::Utf8 => "UTF-8",
        }
    }
}

impl GoFile {
    /// The encoding the file is written in unless asked otherwise: ISO-8859-15 for the
    /// EGF and FFG results files (as OpenGotha writes them and the rating bodies' tools
    /// read them), UTF-8 for OpenGotha's tournament file and the AGA file.
    #[must_use]
    pub const fn encoding(self) -> GoEncoding {
        match self {
            GoFile::H9 | GoFile::Tou => GoEncoding::Latin9,
            GoFile::OpenGotha | GoFile::Aga => GoEncoding::Utf8,
        }
    }
}

/// The ISO-8859-15 byte of a character, `None` for a character it has not: Latin-1 but
/// for the eight places where it puts `€ Š š Ž ž Œ œ Ÿ`.
fn latin9_byte(c: char) -> Option<u8> {
    let special = [
        ('€', 0xA4),
        ('Š', 0xA6),
        ('š', 0xA8),
        ('Ž', 0xB4),
        ('ž', 0xB8),
        ('Œ', 0xBC),
        ('œ', 0xBD),
        ('Ÿ', 0xBE),
    ];
    if let Some(&(_, b)) = special.iter().find(|(s, _)| *s == c) {
        return Some(b);
    }
    let b = u8::try_from(u32::from(c)).ok()?;
    (!special.iter().any(|&(_, taken)| taken == b)).then_some(b)
}

/// A text made of characters ISO-8859-15 has: each other character written as its
/// nearest Latin letters (`Ł` as `L`, `加藤` as `JiaTeng`), spaces in them left out so
/// that a name stays one word; `?` when there is none.
fn latin9_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if latin9_byte(c).is_some() {
            out.push(c);
            continue;
        }
        let near: String = deunicode::deunicode_char(c)
            .unwrap_or("?")
            .chars()
            .filter(|x| !x.is_whitespace() && latin9_byte(*x).is_some())
            .collect();
        out.push_str(if near.is_empty() { "?" } else { &near });
    }
    out
}

/// `t` with every text a results file prints made of ISO-8859-15 characters (see
/// [`latin9_text`]), before the file's columns are laid out.
fn latin9_tournament(t: &GoTournament) -> GoTournament {
    let mut t = t.clone();
    for p in &mut t.players {
        for field in [
            &mut p.name,
            &mut p.first_name,
            &mut p.club,
            &mut p.country,
            &mut p.ids.ffg_licence,
            &mut p.ids.egf_pin,
            &mut p.ids.aga_id,
        ] {
            *field = latin9_text(field);
        }
    }
    let info = &mut t.info;
    for field in [
        &mut info.name,
        &mut info.short_name,
        &mut info.location,
        &mut info.director,
    ] {
        *field = latin9_text(field);
    }
    t
}

/// `text` in `encoding`. In ISO-8859-15 a character it has not is written as OpenGotha's
/// writer does, `?` (the results files' texts are made of its characters beforehand, see
/// [`write_file_in`]); in an XML file as a character reference (`&#23380;`), which XML
/// reads back as the character, and the declaration names the encoding.
#[must_use]
pub fn encode(text: &str, encoding: GoEncoding, xml: bool) -> Vec<u8> {
    match encoding {
        GoEncoding::Utf8 => text.as_bytes().to_vec(),
        GoEncoding::Latin9 => {
            let mut body = text;
            let mut out = Vec::with_capacity(text.len());
            if xml
                && let Some(rest) = text.strip_prefix("<?xml")
                && let Some(end) = rest.find("?>")
            {
                let declaration = &rest[..end];
                let declared = match declaration.find("encoding=\"") {
                    Some(at) => {
                        let value = &declaration[at + 10..];
                        let close = value.find('"').unwrap_or(value.len());
                        format!(
                            "{}encoding=\"ISO-8859-15{}",
                            &declaration[..at],
                            &value[close..]
                        )
                    }
                    None => format!("{declaration} encoding=\"ISO-8859-15\""),
                };
                out.extend_from_slice(b"<?xml");
                out.extend_from_slice(declared.as_bytes());
                out.extend_from_slice(b"?>");
                body = &rest[end + 2..];
            }
            for c in body.chars() {
                match latin9_byte(c) {
                    Some(b) => out.push(b),
                    None if xml => out.extend_from_slice(format!("&#{};", u32::from(c)).as_bytes()),
                    None => out.push(b'?'),
                }
            }
            out
        }
    }
}

/// `t` written as `file` in `encoding`. In ISO-8859-15 the results files print names and
/// places made of its characters (the nearest Latin letters for the others), and half
/// points as `.5` (it has no `½`).
#[must_use]
pub fn write_file_in(t: &GoTournament, file: GoFile, encoding: GoEncoding) -> Vec<u8> {
    match (file, encoding) {
        (_, GoEncoding::Utf8) => write_file(t, file).into_bytes(),
        (GoFile::OpenGotha, GoEncoding::Latin9) => encode(&write_file(t, file), encoding, true),
        (_, GoEncoding::Latin9) => encode(
            &write_text(t, &latin9_tournament(t), file, ".5"),
            encoding,
            false,
        ),
    }
}

/// The EGF results file of `t` for the players, order and criteria of `standings` (see
/// [`write_h9`]) in `encoding`, as [`write_file_in`] writes it.
#[must_use]
pub fn write_h9_in(t: &GoTournament, standings: &H9Standings, encoding: GoEncoding) -> Vec<u8> {
    match encoding {
        GoEncoding::Utf8 => write_h9(t, standings).into_bytes(),
        GoEncoding::Latin9 => {
            let mut standings = standings.clone();
            for row in &mut standings.rows {
                for s in &mut row.scores {
                    *s = s.replace('½', ".5");
                }
            }
            encode(
                &write_h9(&latin9_tournament(t), &standings),
                encoding,
                false,
            )
        }
    }
}

/// `t` written as `file`. The results files hold the players who took part (in a game or
/// a bye), in the order of the final standings by the placement criteria, with the
/// places shared by players equal on every criterion left blank after the first.
#[must_use]
pub fn write_file(t: &GoTournament, file: GoFile) -> String {
    // OpenGotha prints half points as ½, so that four characters hold more.
    write_text(t, t, file, "½")
}

/// [`write_file`] of `t` printing the texts of `printed` (`t` with its names written in
/// other letters: the standings, whose ties names break, are `t`'s), half points
/// written `half` (`½`, or `.5`).
fn write_text(t: &GoTournament, printed: &GoTournament, file: GoFile, half: &str) -> String {
    match file {
        GoFile::OpenGotha => crate::raw::write(&crate::to_document(printed)),
        GoFile::Aga => {
            let order: Vec<usize> = arbiter_standings::Ranking::go(t, t.rounds)
                .rows
                .iter()
                .map(|r| r.player.index())
                .collect();
            crate::write_aga(printed, &order)
        }
        GoFile::H9 | GoFile::Tou => {
            let ranking = arbiter_standings::Ranking::go(t, t.rounds);
            let taking_part = |p: usize| {
                t.games.iter().any(|g| g.white == p || g.black == p)
                    || t.byes.iter().any(|&(_, q)| q == p)
            };
            let mut last_place = 0;
            let rows: Vec<H9Row> = ranking
                .rows
                .iter()
                .filter(|row| taking_part(row.player.index()))
                .map(|row| {
                    let shared = row.place == last_place;
                    last_place = row.place;
                    H9Row {
                        player: row.player.index(),
                        place: (!shared).then_some(row.place),
                        scores: ranking
                            .formatted(row)
                            .into_iter()
                            .map(|s| s.replace(".5", half))
                            .collect(),
                    }
                })
                .collect();
            let criteria = ranking.codes();
            let standings = H9Standings { criteria, rows };
            if file == GoFile::Tou {
                crate::h9::write_tou(printed, &standings)
            } else {
                write_h9(printed, &standings)
            }
        }
    }
}

/// `t`'s parameters as an OpenGotha file without players, games or byes: the general,
/// handicap, placement and pairing parameter sets and the groups of clubs. An event
/// imported from another program keeps it, so that its next rounds are paired and its
/// standings computed with the file's parameters; [`crate::read`] reads it back.
#[must_use]
pub fn parameters_file(t: &GoTournament) -> String {
    let mut bare = t.clone();
    bare.players.clear();
    bare.games.clear();
    bare.byes.clear();
    write_file(&bare, GoFile::OpenGotha)
}
