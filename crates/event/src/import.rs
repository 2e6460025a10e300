//! Registration data from the files people have: a player list as CSV, in the encodings,
//! delimiters and header names the spreadsheet programs and tournament programs of six
//! languages write, every field checked. A file with any error is refused whole, each
//! error with its line and column; nothing is registered from it.

use crate::event::PlayerData;
use crate::find::fold_name;
use crate::words::{English, go_rank_message, quoted};
use arbiter_pairing::Message;
use std::sync::LazyLock;

/// One thing wrong in a player list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldError {
    /// 1-based line of the file.
    pub line: usize,
    /// 1-based column (the field's position in the row; 0 when the whole row or file).
    pub column: usize,
    /// What is wrong, for the catalogue (`event.ftl`): pages say it in their language,
    /// `Display` in English.
    pub message: Message,
}

impl FieldError {
    /// The line, the column and the problem as one phrase (`3:2: rating: …`).
    #[must_use]
    pub fn said(&self) -> Message {
        Message::new("import-csv-at")
            .text("line", self.line)
            .text("column", self.column.max(1))
            .phrase("problem", self.message.clone())
    }
}

impl std::fmt::Display for FieldError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        English(&self.said()).fmt(f)
    }
}

/// A field of a player that does not hold what it must: which field, by the English name
/// the command line writes and the CSV reader finds its column by, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerProblem {
    /// `name`, `rating`, `title`, `federation`, `sex`, `birth date`, `FIDE id` or
    /// `Go rank`.
    pub field: &'static str,
    /// What is wrong with it.
    pub message: Message,
}

impl PlayerProblem {
    fn new(field: &'static str, message: Message) -> Self {
        PlayerProblem { field, message }
    }

    /// The field's name and the problem as one phrase ("rating: 3500 is not a rating…").
    #[must_use]
    pub fn said(&self) -> Message {
        let field = match self.field {
            "name" => "player-field-name",
            "rating" => "player-field-rating",
            "title" => "player-field-title",
            "federation" => "player-field-federation",
            "sex" => "player-field-sex",
            "birth date" => "player-field-birth-date",
            "FIDE id" => "player-field-fide-id",
            "EGF PIN" => "player-field-egf-pin",
            "FFG licence" => "player-field-ffg-licence",
            "AGA id" => "player-field-aga-id",
            "Go rating" => "player-field-go-rating",
            _ => "player-field-go-rank",
        };
        Message::new("player-problem")
            .phrase("field", Message::new(field))
            .phrase("problem", self.message.clone())
    }
}

impl std::fmt::Display for PlayerProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        English(&self.said()).fmt(f)
    }
}

/// Why a player list was refused: every error found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", .0.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"))]
pub struct ImportError(pub Vec<FieldError>);

/// A player list read from CSV.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CsvPlayers {
    /// The players, in file order.
    pub players: Vec<PlayerData>,
    /// The columns used: the header as written and the field it fills.
    pub used: Vec<(String, &'static str)>,
    /// The columns left out, as written.
    pub ignored: Vec<String>,
    /// Columns recognised whose facts a registration does not keep (a national id or a
    /// national rating): the header as written and what it holds.
    pub not_kept: Vec<(String, &'static str)>,
    /// What was read but looks wrong, by line and column: a name whose `?` stands for a
    /// letter lost when a spreadsheet saved the file in a code page without it.
    pub warnings: Vec<FieldError>,
    /// The encoding found (`UTF-8`, `UTF-16LE`, `UTF-16BE`, `windows-1252`).
    pub encoding: &'static str,
    /// The delimiter found.
    pub delimiter: char,
}

/// The fields a column can fill, and the header names (folded: lower case, no accents,
/// no spaces or punctuation) that mean each, in English, German, French, Spanish,
/// Italian and Dutch and the short forms tournament programs use.
const FIELDS: &[(&str, &[&str])] = &[
    (
        "name",
        &[
            "name",
            "fullname",
            "playername",
            "player",
            "spieler",
            "joueur",
            "jugador",
            "giocatore",
            "speler",
            "naam",
            "nomcomplet",
            "nombrecompleto",
            "nomecompleto",
            "teilnehmer",
            "spielername",
            "namevorname",
            "nomprenom",
            "apellidosnombre",
            "apellidosynombre",
            "cognomenome",
            "naamspeler",
        ],
    ),
    (
        "surname",
        &[
            "surname",
            "lastname",
            "familyname",
            "nachname",
            "familienname",
            "nom",
            "nomdefamille",
            "apellido",
            "apellidos",
            "cognome",
            "achternaam",
            "zuname",
        ],
    ),
    (
        "given name",
        &[
            "firstname",
            "givenname",
            "givennames",
            "forename",
            "vorname",
            "prenom",
            "nombre",
            "nome",
            "voornaam",
            "vornamen",
            "prenoms",
            "nombres",
        ],
    ),
    (
        "rating",
        &[
            "rating",
            "elo",
            "rtg",
            "fiderating",
            "fideelo",
            "elofide",
            "ratingfide",
            "wertung",
            "classementelo",
            "puntuacion",
            "punteggio",
            "standardrating",
            "std",
            "eloint",
            "elointernational",
            "internationalelo",
            "rtgint",
            "intrtg",
            "intlrtg",
            "intlrating",
            "internationalrating",
            "fidertg",
            "rtgfide",
            "ratingint",
            "elozahl",
        ],
    ),
    (
        "FIDE id",
        &[
            "fideid",
            "idfide",
            "fide",
            "fidenumber",
            "fidenr",
            "fideno",
            "fidecode",
            "codigofide",
            "codicefide",
            "identifiantfide",
            "fidenummer",
            "fidepin",
            "fideidnr",
            "fideidno",
            "fideidnumber",
            "fideidentnr",
        ],
    ),
    (
        "federation",
        &[
            "fed",
            "federation",
            "federacion",
            "federazione",
            "federatie",
            "land",
            "pays",
            "country",
            "nation",
            "nat",
            "nationalitat",
            "nazione",
            "pais",
            "fidefed",
            "fedfide",
        ],
    ),
    (
        "title",
        &[
            "title",
            "titel",
            "titre",
            "titulo",
            "titolo",
            "tit",
            "fidetitle",
            "fidetitel",
            "titelfide",
            "titrefide",
        ],
    ),
    (
        "sex",
        &[
            "sex",
            "gender",
            "geschlecht",
            "sexe",
            "sexo",
            "sesso",
            "geslacht",
            "mw",
            "mf",
            "geschl",
        ],
    ),
    (
        "birth date",
        &[
            "birthdate",
            "birthday",
            "birth",
            "born",
            "dateofbirth",
            "dob",
            "yob",
            "birthyear",
            "geburtsdatum",
            "geburtsjahr",
            "geboren",
            "jahrgang",
            "datedenaissance",
            "naissance",
            "anneedenaissance",
            "fechadenacimiento",
            "nacimiento",
            "anodenacimiento",
            "datadinascita",
            "nascita",
            "annodinascita",
            "geboortedatum",
            "geboortejaar",
            "geb",
            "gebdat",
            "gebdatum",
            "geborenam",
            "gebjahr",
            "jg",
            "jahrg",
            "nele",
            "fechanac",
            "fnac",
            "fechanacimiento",
            "datanascita",
            "annonascita",
        ],
    ),
    (
        "club",
        &[
            "club",
            "verein",
            "klub",
            "societa",
            "vereniging",
            "clubcity",
            "clubname",
            "club/city",
            "vereinort",
            "clubort",
            "clubville",
            "clubciudad",
            "clubcitta",
        ],
    ),
    ("Go rank", &["gorank", "gograde", "go_rank", "kyudan"]),
    (
        "EGF PIN",
        &["egfpin", "egdpin", "pin", "egf_pin", "egfid", "egdid"],
    ),
    (
        "FFG licence",
        &[
            "ffglicence",
            "ffglicense",
            "ffg_licence",
            "licenceffg",
            "licence",
            "license",
        ],
    ),
    ("AGA id", &["agaid", "aga_id", "aganumber", "agamember"]),
    (
        "Go rating",
        &["gor", "gorating", "go_rating", "egfrating", "egdrating"],
    ),
    (
        "school",
        &[
            "school",
            "schule",
            "scuola",
            "ecole",
            "escuela",
            "school/team",
        ],
    ),
    (
        "family",
        &[
            "family",
            "familie",
            "famiglia",
            "famille",
            "familia",
            "household",
        ],
    ),
    (
        "group",
        &["group", "gruppe", "gruppo", "groupe", "grupo", "pool"],
    ),
    // Recognised so that they are neither mistaken for another field nor reported as
    // unknown, but a registration keeps FIDE data only: see [`NOT_KEPT`].
    (
        "national id",
        &[
            "idnr",
            "idno",
            "identnr",
            "identnummer",
            "nationalid",
            "natid",
            "nationalnumber",
            "zps",
            "pkz",
            "mglnr",
            "ecfcode",
            "ecfref",
            "uscfid",
            "nrffe",
            "codeffe",
        ],
    ),
    (
        "national rating",
        &[
            "elonat",
            "elonational",
            "nationalelo",
            "rtgnat",
            "natrtg",
            "nationalrating",
            "nwz",
            "dwz",
            "ecfgrade",
            "ecfrating",
            "uscfrating",
        ],
    ),
];

/// The fields of [`FIELDS`] a registration does not keep: their columns are named as
/// recognised and left out.
const NOT_KEPT: &[&str] = &["national id", "national rating"];

/// The names of [`FIELDS`] folded as a header is, once for the process rather than once
/// per file: a wide header, or many small files, stay cheap.
static FOLDED_FIELDS: LazyLock<Vec<(&'static str, Vec<String>)>> = LazyLock::new(|| {
    FIELDS
        .iter()
        .map(|(field, names)| (*field, names.iter().map(|n| fold_header(n)).collect()))
        .collect()
});

fn fold_header(h: &str) -> String {
    fold_name(h)
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .collect()
}

/// Decodes a file: a byte-order mark decides; without one, UTF-16 is recognised by its
/// zero bytes, then UTF-8 if valid, else Windows-1252 (what older spreadsheet programs
/// write).
fn decode(bytes: &[u8]) -> (String, &'static str) {
    let utf16 = |b: &[u8], le: bool| {
        let units: Vec<u16> = b
            .chunks(2)
            .map(|c| {
                let (x, y) = (c[0], c.get(1).copied().unwrap_or(0));
                if le {
                    u16::from_le_bytes([x, y])
                } else {
                    u16::from_be_bytes([x, y])
                }
            })
            .collect();
        String::from_utf16_lossy(&units)
    };
    if let Some(rest) = bytes.strip_prefix(b"\xEF\xBB\xBF") {
        return (String::from_utf8_lossy(rest).into_owned(), "UTF-8");
    }
    if let Some(rest) = bytes.strip_prefix(b"\xFF\xFE") {
        return (utf16(rest, true), "UTF-16LE");
    }
    if let Some(rest) = bytes.strip_prefix(b"\xFE\xFF") {
        return (utf16(rest, false), "UTF-16BE");
    }
    let sample = &bytes[..bytes.len().min(400)];
    let zeros_odd = sample
        .iter()
        .skip(1)
        .step_by(2)
        .filter(|&&b| b == 0)
        .count();
    let zeros_even = sample.iter().step_by(2).filter(|&&b| b == 0).count();
    let half = sample.len() / 4;
    if sample.len() >= 4 && zeros_odd > half && zeros_even == 0 {
        return (utf16(bytes, true), "UTF-16LE");
    }
    if sample.len() >= 4 && zeros_even > half && zeros_odd == 0 {
        return (utf16(bytes, false), "UTF-16BE");
    }
    match std::str::from_utf8(bytes) {
        Ok(s) => (s.to_string(), "UTF-8"),
        Err(_) => (
            encoding_rs::WINDOWS_1252
                .decode_without_bom_handling(bytes)
                .0
                .into_owned(),
            "windows-1252",
        ),
    }
}

/// The delimiter of a header line: the most frequent of `,`, `;` and tab outside quotes.
fn delimiter(header: &str) -> char {
    let mut counts = [(',', 0usize), (';', 0), ('\t', 0)];
    let mut quoted = false;
    for c in header.chars() {
        if c == '"' {
            quoted = !quoted;
        } else if !quoted {
            for slot in &mut counts {
                if slot.0 == c {
                    slot.1 += 1;
                }
            }
        }
    }
    counts
        .iter()
        .max_by_key(|(c, n)| (*n, *c == ';'))
        .filter(|(_, n)| *n > 0)
        .map_or(',', |(c, _)| *c)
}

/// FIDE titles, by code and by their long names in the six languages.
fn title(s: &str) -> Option<&'static str> {
    let f = fold_header(s);
    Some(match f.as_str() {
        "gm"
        | "grandmaster"
        | "grossmeister"
        | "grandmaitre"
        | "granmaestro"
        | "grootmeester"
        | "internationalgrandmaster" => "GM",
        "im"
        | "internationalmaster"
        | "internationalermeister"
        | "maitreinternational"
        | "maestrointernacional"
        | "maestrointernazionale"
        | "internationaalmeester" => "IM",
        "fm" | "fidemaster" | "fidemeister" | "maitrefide" | "maestrofide" | "fidemeester" => "FM",
        "cm" | "candidatemaster" | "kandidatenmeister" | "candidatmaitre" | "candidatomaestro" => {
            "CM"
        }
        "wgm" | "womangrandmaster" | "womangm" => "WGM",
        "wim" | "womaninternationalmaster" | "womanim" => "WIM",
        "wfm" | "womanfidemaster" | "womanfm" => "WFM",
        "wcm" | "womancandidatemaster" | "womancm" => "WCM",
        _ => return None,
    })
}

/// Checks and normalises the fields of a player as entered by hand or from a file, so that
/// whatever is registered can be exported as a TRF. Returns the player with normalised
/// fields, or each field's problem.
///
/// # Errors
/// The fields that do not hold what they must.
pub fn check_player(p: &PlayerData) -> Result<PlayerData, Vec<PlayerProblem>> {
    let mut out = p.clone();
    let mut errors = Vec::new();
    out.name = p.name.trim().to_string();
    if out.name.is_empty() {
        errors.push(PlayerProblem::new(
            "name",
            Message::new("player-name-missing"),
        ));
    } else if out.name.chars().count() > 33 {
        errors.push(PlayerProblem::new(
            "name",
            Message::new("player-name-long").text("found", quoted(&out.name)),
        ));
    }
    if let Some(r) = p.rating {
        if r > 3000 {
            errors.push(PlayerProblem::new(
                "rating",
                Message::new("player-rating-bad").text("found", r),
            ));
        }
        out.rating = (r > 0).then_some(r);
    }
    if let Some(t) = p.title.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        match title(t) {
            Some(code) => out.title = Some(code.to_string()),
            None => errors.push(PlayerProblem::new(
                "title",
                Message::new("player-title-bad").text("found", quoted(t)),
            )),
        }
    } else {
        out.title = None;
    }
    if let Some(f) = p
        .federation
        .as_deref()
        .map(str::trim)
        .filter(|f| !f.is_empty())
    {
        // A Go player's country is written with two letters (OpenGotha, EGF).
        let go = p.go_rank.as_deref().is_some_and(|r| !r.trim().is_empty());
        if (f.len() == 3 || (go && f.len() == 2)) && f.chars().all(|c| c.is_ascii_alphabetic()) {
            out.federation = Some(f.to_ascii_uppercase());
        } else {
            errors.push(PlayerProblem::new(
                "federation",
                Message::new("player-federation-bad").text("found", quoted(f)),
            ));
        }
    } else {
        out.federation = None;
    }
    if let Some(s) = p.sex.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        match fold_header(s).as_str() {
            "m" | "male" | "man" | "h" | "homme" | "mannlich" | "hombre" | "uomo" | "masculin"
            | "masculino" | "maschile" => out.sex = Some("m".into()),
            "w" | "f" | "female" | "woman" | "femme" | "weiblich" | "frau" | "mujer" | "donna"
            | "v" | "vrouw" | "feminin" | "femenino" | "femminile" => out.sex = Some("w".into()),
            _ => errors.push(PlayerProblem::new(
                "sex",
                Message::new("player-sex-bad").text("found", quoted(s)),
            )),
        }
    } else {
        out.sex = None;
    }
    if let Some(b) = p
        .birth_date
        .as_deref()
        .map(str::trim)
        .filter(|b| !b.is_empty())
    {
        match birth_date(b) {
            Ok(d) => out.birth_date = Some(d),
            Err(e) => errors.push(PlayerProblem::new("birth date", e)),
        }
    } else {
        out.birth_date = None;
    }
    if p.fide_id.is_some_and(|i| i > 99_999_999_999) {
        errors.push(PlayerProblem::new(
            "FIDE id",
            Message::new("player-fide-id-long"),
        ));
    }
    // Lists and TRF write 0 for a player without a FIDE id, as registration reads it.
    out.fide_id = p.fide_id.filter(|&i| i > 0);
    // The rank as registration reads it: a list's bad rank is told with its line, not
    // by the event refusing the player afterwards.
    if let Some(r) = p
        .go_rank
        .as_deref()
        .map(str::trim)
        .filter(|r| !r.is_empty())
    {
        match r.parse::<arbiter_core::GoRank>() {
            Ok(rank) => out.go_rank = Some(rank.to_string()),
            Err(e) => errors.push(PlayerProblem::new("Go rank", go_rank_message(&e))),
        }
    } else {
        out.go_rank = None;
    }
    out.club = p
        .club
        .as_deref()
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .map(str::to_string);
    check_go_numbers(p, &mut out, &mut errors);
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

/// A Go player's numbers with the rating bodies, each as its body writes it, and the Go
/// rating within OpenGotha's scale.
fn check_go_numbers(p: &PlayerData, out: &mut PlayerData, errors: &mut Vec<PlayerProblem>) {
    for body in arbiter_core::GoBody::ALL {
        let field = body.id_name();
        let id = p.go_id(body).map(str::to_string);
        *out.go_id_mut(body) = match id {
            None => None,
            Some(text) => {
                let mut ids = arbiter_core::GoIds::default();
                match ids.set(body, &text) {
                    Ok(()) => ids.get(body),
                    Err(e) => {
                        errors.push(PlayerProblem::new(field, crate::words::go_id_message(&e)));
                        None
                    }
                }
            }
        };
    }
    if let Some(r) = p.go_rating {
        let (low, high) = arbiter_core::GO_RATING_RANGE;
        if !(low..=high).contains(&r) {
            errors.push(PlayerProblem::new(
                "Go rating",
                crate::words::go_rating_message(r),
            ));
        }
    }
}

/// A birth date as the TRF writes it: `YYYY/MM/DD`, or the year alone. Read: `YYYY`,
/// `YYYY/MM/DD`, `YYYY-MM-DD`, `YYYY.MM.DD` and the German `DD.MM.YYYY`; `14/03/1988`
/// is refused, since `03/04/1988` would be read one way in Europe and another in America.
fn birth_date(s: &str) -> Result<String, Message> {
    let year_ok = |y: u32| (1900..=2100).contains(&y);
    if s.len() == 4 && s.chars().all(|c| c.is_ascii_digit()) {
        let y: u32 = s.parse().unwrap_or(0);
        return if year_ok(y) {
            Ok(s.to_string())
        } else {
            Err(Message::new("player-birth-year-bad").text("found", quoted(s)))
        };
    }
    let parts: Vec<&str> = s.split(['/', '-', '.']).collect();
    let nums: Option<Vec<u32>> = parts.iter().map(|p| p.parse().ok()).collect();
    let shape = Message::new("player-birth-date-bad").text("found", quoted(s));
    let Some(n) = nums.filter(|n| n.len() == 3) else {
        return Err(shape);
    };
    let (y, m, d) = if parts[0].len() == 4 {
        (n[0], n[1], n[2])
    } else if parts[2].len() == 4 && s.contains('.') && !s.contains(['/', '-']) {
        (n[2], n[1], n[0])
    } else {
        return Err(Message::new("player-birth-date-ambiguous").text("found", quoted(s)));
    };
    if !year_ok(y) || !(1..=12).contains(&m) || !(1..=31).contains(&d) {
        return Err(shape);
    }
    Ok(format!("{y:04}/{m:02}/{d:02}"))
}

/// The line of a byte offset of a text, counting `\r\n`, `\n` and a lone `\r` (what old
/// Mac spreadsheets write) each as one line break. The CSV reader counts `\n` only, so a
/// file with Windows or Mac line ends would be reported a line short; offsets are asked
/// in increasing order, so the text is walked once.
struct LineCounter<'a> {
    text: &'a [u8],
    pos: usize,
    line: usize,
}

impl<'a> LineCounter<'a> {
    fn new(text: &'a str) -> Self {
        LineCounter {
            text: text.as_bytes(),
            pos: 0,
            line: 1,
        }
    }

    /// The line a record starting at `offset` is on (line ends right at the offset, left
    /// there by blank lines, are passed over first).
    fn line_at(&mut self, offset: u64) -> usize {
        let mut at = usize::try_from(offset)
            .unwrap_or(usize::MAX)
            .min(self.text.len());
        while at < self.text.len() && matches!(self.text[at], b'\r' | b'\n') {
            at += 1;
        }
        if at < self.pos {
            self.pos = 0;
            self.line = 1;
        }
        while self.pos < at {
            match self.text[self.pos] {
                b'\n' => self.line += 1,
                b'\r' if self.text.get(self.pos + 1) != Some(&b'\n') => self.line += 1,
                _ => {}
            }
            self.pos += 1;
        }
        self.line
    }
}

/// A text as written before an export made it safe for spreadsheets: the apostrophe in
/// front of `=`, `+`, `-` or `@` goes (see `arbiter_standings::render::spreadsheet_safe`).
/// A name such as `'t Hart, Jan` keeps its apostrophe.
fn unquote_formula(s: &str) -> &str {
    match s.strip_prefix('\'') {
        Some(rest) if rest.starts_with(['=', '+', '-', '@']) => rest,
        _ => s,
    }
}

/// A name that seems to have lost letters on the way: a spreadsheet saving in a code page
/// without `ś` or `Ł` writes `?` for them (`Wi?niewski, ?ukasz`), and a decoder meeting
/// bytes it cannot read gives U+FFFD.
fn lost_letters(name: &str) -> bool {
    name.contains(['?', '\u{fffd}'])
}

/// Reads a player list: the encoding and the delimiter are found, the header names are
/// matched (case, accents and punctuation aside), every field is checked. Lines and
/// columns are the file's own, from 1, whatever its line ends.
///
/// # Errors
/// Every problem, with its line and column; nothing is returned then.
#[allow(clippy::too_many_lines)]
pub fn players_from_csv(bytes: &[u8]) -> Result<CsvPlayers, ImportError> {
    read_players_csv(bytes, false)
}

/// The headers a Go player list gives the rank under besides those of "Go rank" (the
/// lists of OpenGotha, the EGF and the clubs say `Rank`, `Grade`, `Level`, `Niveau`).
const GO_RANK_HEADERS: &[&str] = &[
    "rank", "grade", "level", "niveau", "rang", "grado", "livello", "stufe", "kyu/dan",
];

/// Players from a CSV file for a Go event: as [`players_from_csv`] reads them, but a
/// `Rank` column (or `Grade`, `Level`, `Niveau`) is the Go rank when no column says "Go
/// rank", a player's country may be written with the two letters Go lists use (`GB`,
/// `DE`), and a player without a rank is refused at their line.
///
/// # Errors
/// As [`players_from_csv`], and each player without a rank, with its line (and the rank
/// column, when there is one).
pub fn go_players_from_csv(bytes: &[u8]) -> Result<CsvPlayers, ImportError> {
    read_players_csv(bytes, true)
}

fn read_players_csv(bytes: &[u8], go: bool) -> Result<CsvPlayers, ImportError> {
    let (text, encoding) = decode(bytes);
    let text = text.trim_start_matches('\u{feff}');
    let header_line = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    let delim = delimiter(header_line);
    let mut lines = LineCounter::new(text);
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(u8::try_from(delim).unwrap_or(b','))
        .trim(csv::Trim::All)
        .flexible(true)
        .from_reader(text.as_bytes());
    let fail = |line: usize, column: usize, message: Message| {
        ImportError(vec![FieldError {
            line,
            column,
            message,
        }])
    };
    let headers: Vec<String> = reader
        .headers()
        .map_err(|e| {
            fail(
                1,
                0,
                Message::new("import-csv-header-unreadable").text("error", e),
            )
        })?
        .iter()
        .map(str::to_string)
        .collect();
    let mut field_of: Vec<Option<&'static str>> = Vec::with_capacity(headers.len());
    let mut used = Vec::new();
    let mut ignored = Vec::new();
    let mut not_kept = Vec::new();
    for h in &headers {
        let f = fold_header(h);
        let field = FOLDED_FIELDS
            .iter()
            .find(|(_, names)| names.contains(&f))
            .map(|(field, _)| *field)
            .filter(|field| !field_of.contains(&Some(*field)));
        field_of.push(field);
        match field {
            Some(x) if NOT_KEPT.contains(&x) => not_kept.push((h.clone(), x)),
            Some(x) => used.push((h.clone(), x)),
            None if !h.is_empty() => ignored.push(h.clone()),
            None => {}
        }
    }
    if go && !field_of.contains(&Some("Go rank")) {
        let rank = (0..headers.len()).find(|&i| {
            field_of[i].is_none() && GO_RANK_HEADERS.contains(&fold_header(&headers[i]).as_str())
        });
        if let Some(i) = rank {
            field_of[i] = Some("Go rank");
            ignored.retain(|h| *h != headers[i]);
            used.push((headers[i].clone(), "Go rank"));
        }
    }
    let col = |field: &str| field_of.iter().position(|f| *f == Some(field));
    let (name_col, surname_col, given_col) = (col("name"), col("surname"), col("given name"));
    if name_col.is_none() && surname_col.is_none() {
        let found = headers.join(", ");
        return Err(fail(
            1,
            0,
            Message::new("import-csv-no-name-column").text("found", found),
        ));
    }
    let mut players = Vec::new();
    let mut errors = Vec::new();
    let mut warnings = Vec::new();
    for rec in reader.records() {
        let rec = match rec {
            Ok(r) => r,
            Err(e) => {
                let line = e.position().map_or(0, |p| lines.line_at(p.byte()));
                errors.push(FieldError {
                    line,
                    column: 0,
                    message: Message::new("import-csv-row-unreadable").text("error", e),
                });
                continue;
            }
        };
        let line = rec.position().map_or(0, |p| lines.line_at(p.byte()));
        if rec.iter().all(str::is_empty) {
            continue;
        }
        let get = |c: Option<usize>| {
            c.and_then(|c| rec.get(c))
                .filter(|s| !s.is_empty())
                .map(|s| unquote_formula(s).to_string())
        };
        let name = match (get(name_col), get(surname_col), get(given_col)) {
            (Some(n), _, _) => n,
            (None, Some(s), Some(g)) => format!("{s}, {g}"),
            (None, Some(s), None) => s,
            _ => String::new(),
        };
        let mut bad = |field: &str, message: Message| {
            let column = col(field).map_or(0, |c| c + 1);
            let header = col(field)
                .and_then(|c| headers.get(c))
                .cloned()
                .unwrap_or_default();
            errors.push(FieldError {
                line,
                column,
                message: if header.is_empty() {
                    message
                } else {
                    Message::new("import-csv-in-column")
                        .text("header", header)
                        .phrase("problem", message)
                },
            });
        };
        let rating = match get(col("rating")) {
            None => None,
            Some(r) => match r.parse::<u16>() {
                Ok(v) => Some(v),
                Err(_) => {
                    bad(
                        "rating",
                        Message::new("player-rating-bad").text("found", quoted(&r)),
                    );
                    None
                }
            },
        };
        let fide_id = match get(col("FIDE id")) {
            None => None,
            Some(r) => match r.parse::<u64>() {
                Ok(v) => Some(v),
                Err(_) => {
                    bad(
                        "FIDE id",
                        Message::new("import-csv-fide-id-bad").text("found", quoted(&r)),
                    );
                    None
                }
            },
        };
        let data = PlayerData {
            name,
            rating,
            fide_id,
            federation: get(col("federation")),
            title: get(col("title")),
            sex: get(col("sex")),
            birth_date: get(col("birth date")),
            club: get(col("club")),
            school: get(col("school")),
            family: get(col("family")),
            group: get(col("group")),
            go_rank: get(col("Go rank")),
            go_mcmahon_correction: None,
            go_rating: match get(col("Go rating")) {
                None => None,
                Some(r) => match r.parse::<i32>() {
                    Ok(v) => Some(v),
                    Err(_) => {
                        bad(
                            "Go rating",
                            Message::new("player-go-rating-not-number").text("found", quoted(&r)),
                        );
                        None
                    }
                },
            },
            egf_pin: get(col("EGF PIN")),
            ffg_licence: get(col("FFG licence")),
            aga_id: get(col("AGA id")),
        };
        // A Go player without a rank is refused here, at the line, rather than by the
        // event once the list is read; the other fields are checked as a Go player's. A
        // player with a PIN, licence or AGA id gets the rank from an imported list.
        let listed = data.egf_pin.is_some() || data.ffg_licence.is_some() || data.aga_id.is_some();
        let data = if go && data.go_rank.is_none() && !listed {
            bad("Go rank", Message::new("event-go-rank-needed"));
            PlayerData {
                go_rank: Some("30k".into()),
                ..data
            }
        } else {
            data
        };
        match check_player(&data) {
            Ok(p) => {
                if lost_letters(&p.name) {
                    let column = name_col.or(surname_col).map_or(0, |c| c + 1);
                    warnings.push(FieldError {
                        line,
                        column,
                        message: Message::new("import-csv-lost-letters")
                            .text("found", quoted(&p.name)),
                    });
                }
                players.push(p);
            }
            Err(problems) => {
                for problem in problems {
                    let field = if problem.field == "name" && name_col.is_none() {
                        "surname"
                    } else {
                        problem.field
                    };
                    bad(field, problem.message);
                }
            }
        }
    }
    if players.is_empty() && errors.is_empty() {
        errors.push(FieldError {
            line: 2,
            column: 0,
            message: Message::new("import-csv-no-players"),
        });
    }
    errors.sort_by_key(|e| (e.line, e.column));
    if errors.is_empty() {
        Ok(CsvPlayers {
            players,
            used,
            ignored,
            not_kept,
            warnings,
            encoding,
            delimiter: delim,
        })
    } else {
        Err(ImportError(errors))
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    /// A FIDE id of 0 is a list's way of saying none: it does not come back as an id after
    /// a registration and an export.
    #[test]
    fn fide_id_zero_is_none() {
        let r = players_from_csv(b"Name,FIDE ID\nA,0\nB,4100018\n").unwrap();
        assert_eq!(r.players[0].fide_id, None);
        assert_eq!(r.players[1].fide_id, Some(4_100_018));
    }

    /// A Go rank the event would refuse is refused with its line and column.
    #[test]
    fn go_ranks_are_checked_on_reading() {
        let e = players_from_csv(b"Name,Go rank\nA,3k\nB,ID\n").unwrap_err();
        assert_eq!((e.0[0].line, e.0[0].column), (3, 2), "{e}");
        let r = players_from_csv(b"Name,Go rank\nA, 3k \n").unwrap();
        assert_eq!(r.players[0].go_rank.as_deref(), Some("3k"));
    }

    /// Issue 44: lines are the file's own whatever its line ends (`\r\n` from Windows, a
    /// lone `\r` from old Macs), blank lines and a quoted line break counted.
    #[test]
    fn issue_44_lines_are_the_files_own_whatever_the_line_ends() {
        for end in ["\n", "\r\n", "\r"] {
            let text = [
                "Name,Rating",
                "A,1800",
                "B,abc",
                "",
                "\"C\nD\",x",
                "E,1900",
                "F,y",
            ]
            .join(end);
            let e = players_from_csv(text.as_bytes()).unwrap_err();
            let at: Vec<(usize, usize)> = e.0.iter().map(|f| (f.line, f.column)).collect();
            assert_eq!(at, [(3, 2), (5, 2), (8, 2)], "{end:?}: {e}");
        }
        let e = players_from_csv("\u{feff}Name;Elo\r\nA;1\r\nB;zz\r\n".as_bytes()).unwrap_err();
        assert_eq!((e.0[0].line, e.0[0].column), (3, 2), "{e}");
    }

    /// Issue 44: a name whose `?` stands for a lost letter is read, with a warning at its
    /// line and column.
    #[test]
    fn issue_44_question_marks_for_lost_letters_are_warned() {
        let r = players_from_csv(
            "Nr.;Name;Elo\r\n1;Kowalski, Jan;2100\r\n2;Wi?niewski, ?ukasz;2000\r\n".as_bytes(),
        )
        .unwrap();
        assert_eq!(r.players.len(), 2);
        assert_eq!(r.warnings.len(), 1, "{:?}", r.warnings);
        assert_eq!((r.warnings[0].line, r.warnings[0].column), (3, 2));
        assert!(
            English(&r.warnings[0].message)
                .to_string()
                .contains("\"Wi?niewski, ?ukasz\": \"?\" stands where a letter was probably lost"),
            "{}",
            English(&r.warnings[0].message)
        );
        let r = players_from_csv(b"Name\nKowalski, Jan\n").unwrap();
        assert!(r.warnings.is_empty());
    }

    /// Issue 44: the headers of Swiss-Manager's and national programs' exports: `ID-Nr.`
    /// (a national id) and `Elo nat.` are recognised and said not to be kept, never taken
    /// for FIDE's; `Geb.`, `Verein/Ort`, `Elo int.`, `FIDE-Nr.`, `Geschl.` fill their fields.
    #[test]
    fn issue_44_swiss_manager_and_national_headers_are_recognised() {
        let r = players_from_csv(
            "Nr.;Name;Titel;ID-Nr.;FIDE-Nr.;Land;Elo int.;Elo nat.;Geb.;Geschl.;Verein/Ort\n\
             1;Müller, Anna;WFM;C0327-104;4600001;GER;2100;2050;14.03.1988;w;SK Bern\n"
                .as_bytes(),
        )
        .unwrap();
        let p = &r.players[0];
        assert_eq!(p.rating, Some(2100));
        assert_eq!(p.fide_id, Some(4_600_001));
        assert_eq!(p.birth_date.as_deref(), Some("1988/03/14"));
        assert_eq!(p.sex.as_deref(), Some("w"));
        assert_eq!(p.club.as_deref(), Some("SK Bern"));
        assert_eq!(
            r.not_kept,
            vec![
                ("ID-Nr.".to_string(), "national id"),
                ("Elo nat.".to_string(), "national rating")
            ]
        );
        assert_eq!(r.ignored, vec!["Nr.".to_string()]);
        // A year of birth as `Jg.`, a French `Né le`.
        let r = players_from_csv("Nom;Prénom;Né le\nDupont;Jean;1990\n".as_bytes()).unwrap();
        assert_eq!(r.players[0].birth_date.as_deref(), Some("1990"));
        let r = players_from_csv("Name;Jg.\nA;2008\n".as_bytes()).unwrap();
        assert_eq!(r.players[0].birth_date.as_deref(), Some("2008"));
    }

    /// An apostrophe an export put before a formula-like name comes off; a name's own
    /// apostrophe stays.
    #[test]
    fn an_exports_apostrophe_before_a_formula_comes_off() {
        let r = players_from_csv(b"Name,Club\n'=1+2,'@club\n\"'t Hart, Jan\",x\n").unwrap();
        assert_eq!(r.players[0].name, "=1+2");
        assert_eq!(r.players[0].club.as_deref(), Some("@club"));
        assert_eq!(r.players[1].name, "'t Hart, Jan");
    }

    #[test]
    fn short_and_foreign_headers_fill_their_fields() {
        let r = players_from_csv(b"Name,Elo,FED\n\"Novak, Jan\",2100,cze\n").unwrap();
        assert_eq!(r.players[0].rating, Some(2100));
        assert_eq!(r.players[0].federation.as_deref(), Some("CZE"));
        assert_eq!(
            r.used,
            vec![
                ("Name".into(), "name"),
                ("Elo".into(), "rating"),
                ("FED".into(), "federation")
            ]
        );
        let r = players_from_csv(
            "Nachname;Vorname;Titel;Verein;Geburtsdatum;Geschlecht;Bemerkung\nMüller;Anna;WFM;SK Bern;14.03.1988;w;x\n"
                .as_bytes(),
        )
        .unwrap();
        let p = &r.players[0];
        assert_eq!(r.delimiter, ';');
        assert_eq!(p.name, "Müller, Anna");
        assert_eq!(p.title.as_deref(), Some("WFM"));
        assert_eq!(p.club.as_deref(), Some("SK Bern"));
        assert_eq!(p.birth_date.as_deref(), Some("1988/03/14"));
        assert_eq!(p.sex.as_deref(), Some("w"));
        assert_eq!(r.ignored, vec!["Bemerkung".to_string()]);
        let r =
            players_from_csv("Nom\tPrénom\tFédération\nDupont\tJean\tFRA\n".as_bytes()).unwrap();
        assert_eq!(r.players[0].name, "Dupont, Jean");
        assert_eq!(r.delimiter, '\t');
    }

    #[test]
    fn encodings_are_found() {
        let text = "Name;Rating\nNovák, Jan;2100\n";
        let mut le = vec![0xFF, 0xFE];
        le.extend(text.encode_utf16().flat_map(u16::to_le_bytes));
        let r = players_from_csv(&le).unwrap();
        assert_eq!(
            (r.encoding, r.players[0].name.as_str()),
            ("UTF-16LE", "Novák, Jan")
        );
        let be: Vec<u8> = text.encode_utf16().flat_map(u16::to_be_bytes).collect();
        assert_eq!(players_from_csv(&be).unwrap().encoding, "UTF-16BE");
        let (cp, _, _) = encoding_rs::WINDOWS_1252.encode(text);
        let r = players_from_csv(&cp).unwrap();
        assert_eq!(
            (r.encoding, r.players[0].name.as_str()),
            ("windows-1252", "Novák, Jan")
        );
    }

    #[test]
    fn every_bad_field_is_named_with_line_and_column() {
        let e = players_from_csv(
            b"Name,Title,Federation,Birth date,Rating\nA,Grandmaster,Czech Republic,14/03/1988,9999\nB,Baron,CZE,1990,2000\n",
        )
        .unwrap_err();
        let m: Vec<String> = e.0.iter().map(ToString::to_string).collect();
        assert_eq!(
            m,
            vec![
                "2:3: Federation: \"Czech Republic\" is not a federation code: expected three letters, such as CZE",
                "2:4: Birth date: \"14/03/1988\" is ambiguous (day and month could be either way): write it as YYYY/MM/DD",
                "2:5: Rating: 9999 is not a rating: expected 0 to 3000",
                "3:2: Title: \"Baron\" is not a FIDE title: expected GM, IM, WGM, FM, WIM, CM, WFM or WCM",
            ]
        );
        // "Grandmaster" is the long name of GM, and is read as GM.
        let r = players_from_csv(b"Name,Title\nA,Grandmaster\n").unwrap();
        assert_eq!(r.players[0].title.as_deref(), Some("GM"));
        let e = players_from_csv(b"Elo,FED\n2000,NOR\n").unwrap_err();
        assert!(
            e.to_string().contains("no column holds the players' names"),
            "{e}"
        );
    }
}
