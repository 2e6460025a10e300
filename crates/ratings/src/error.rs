//! Errors: every one placed by line and column (1-based) with what was expected there.
//!
//! Each error is said two ways: [`Display`](std::fmt::Display) in English, for the command
//! line and the logs, and [`ListError::message`] / [`FilterError::message`] as a key of the
//! catalogue (`ratings.ftl`) with its values, for a page in the reader's language. The
//! English catalogue text is the `Display` text word for word (the tests compare them).

use arbiter_i18n::Arg;
use std::fmt;

/// A message of the catalogue: its key and the values of its placeables.
pub type Message = (&'static str, Vec<(&'static str, Arg)>);

/// Declares a set of fixed phrases: each variant with its catalogue key and its English.
macro_rules! phrases {
    (
        $(#[$meta:meta])*
        $name:ident { $($(#[$vmeta:meta])* $variant:ident = $key:literal, $english:literal;)* }
    ) => {
        $(#[$meta])*
        #[derive(Copy, Clone, Debug, Eq, PartialEq, Hash)]
        pub enum $name {
            $($(#[$vmeta])* $variant,)*
        }

        impl $name {
            /// Every phrase, for the tests that check the catalogue says each one.
            pub const ALL: &'static [$name] = &[$($name::$variant),*];

            /// The phrase's key in the catalogue (`ratings.ftl`).
            #[must_use]
            pub const fn key(self) -> &'static str {
                match self {
                    $($name::$variant => $key,)*
                }
            }

            /// The phrase in English, as the English catalogue says it.
            #[must_use]
            pub const fn english(self) -> &'static str {
                match self {
                    $($name::$variant => $english,)*
                }
            }

            /// The phrase as a value of a message, said in the message's language.
            #[must_use]
            pub fn arg(self) -> Arg {
                Arg::Phrase(self.key(), Vec::new())
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.english())
            }
        }
    };
}

phrases! {
    /// The field of a record an error is in: a column of the FIDE text list, an element of
    /// its XML, a field of a column filter or a column of a Go list. The English is the
    /// name the list or the filter writes; the other languages say what it holds.
    ListField {
        /// `ID Number`, the FIDE text list's id column.
        IdNumber = "ratings-field-id-number", "ID Number";
        /// `Fed`, the FIDE text list's federation column.
        Fed = "ratings-field-fed", "Fed";
        /// `Sex`, the FIDE text list's column.
        SexColumn = "ratings-field-sex-column", "Sex";
        /// `K`, the FIDE text list's K factor column.
        KColumn = "ratings-field-k-column", "K";
        /// `B-day`, the FIDE text list's birth year column.
        BDay = "ratings-field-b-day", "B-day";
        /// `Flag`, the FIDE text list's column.
        FlagColumn = "ratings-field-flag-column", "Flag";
        /// `fideid`, the FIDE XML list's id element.
        FideIdElement = "ratings-field-fideid", "fideid";
        /// `k`, the FIDE XML list's K factor element.
        K = "ratings-field-k", "k";
        /// `birthday`, the FIDE XML list's birth year element.
        Birthday = "ratings-field-birthday", "birthday";
        /// `flag`, the FIDE XML list's element.
        Flag = "ratings-field-flag", "flag";
        /// A rating.
        Rating = "ratings-field-rating", "rating";
        /// A number of games.
        Games = "ratings-field-games", "games";
        /// A country.
        Country = "ratings-field-country", "country";
        /// The sex.
        Sex = "ratings-field-sex", "sex";
        /// A name.
        Name = "ratings-field-name", "name";
        /// A Go grade.
        Grade = "ratings-field-grade", "grade";
        /// The EGF's GoR.
        Gor = "ratings-field-gor", "GoR";
        /// The FFG licence.
        Licence = "ratings-field-licence", "licence";
        /// The AGA id.
        AgaId = "ratings-field-aga-id", "AGA id";
        /// A whole record.
        Record = "ratings-field-record", "record";
        /// The filter field `national_id`.
        NationalId = "ratings-field-national-id", "national_id";
        /// The filter field `fide_id`.
        FideId = "ratings-field-fide-id", "fide_id";
        /// The filter field `surname`.
        Surname = "ratings-field-surname", "surname";
        /// The filter field `given_name`.
        GivenName = "ratings-field-given-name", "given_name";
        /// The filter field `federation`.
        Federation = "ratings-field-federation", "federation";
        /// The filter field `birth`.
        Birth = "ratings-field-birth", "birth";
        /// The filter field `title`.
        Title = "ratings-field-title", "title";
        /// The filter field `club`.
        Club = "ratings-field-club", "club";
        /// The filter field `inactive`.
        Inactive = "ratings-field-inactive", "inactive";
    }
}

phrases! {
    /// What a reader expected where it found something else: the fixed phrases of the
    /// list readers and of the filter parser.
    Expected {
        // The FIDE lists.
        /// The text list's header.
        FideHeader = "ratings-expected-fide-header", "the FIDE list header (`ID Number  Name  Fed ...`)";
        /// A FIDE id.
        FideId = "ratings-expected-fide-id", "a FIDE id";
        /// A FIDE federation.
        FideFederation = "ratings-expected-fide-federation", "a federation code of three letters";
        /// A sex.
        Sex = "ratings-expected-sex", "M or F";
        /// A FIDE rating.
        FideRating = "ratings-expected-fide-rating", "a rating from 0 to 3500";
        /// A number of games.
        Games = "ratings-expected-games", "a number of games";
        /// A K factor.
        KFactor = "ratings-expected-k-factor", "a K factor";
        /// A birth year.
        BirthYear = "ratings-expected-birth-year", "a birth year";
        /// A FIDE flag.
        Flag = "ratings-expected-flag", "`i`, `w` or `wi`";
        /// The end of a record that is cut off.
        PlayerClosing = "ratings-expected-player-closing", "</player> closing this record";
        /// The XML list's root.
        PlayersList = "ratings-expected-players-list", "a <playerslist> of <player> records";
        /// A record between records.
        PlayerRecord = "ratings-expected-player-record", "a <player> record";
        /// A tag cut off at the end of the file.
        CompleteTag = "ratings-expected-complete-tag", "a complete tag";
        /// A record's element.
        PlayerElement = "ratings-expected-player-element", "<player>";
        /// Text in a field.
        FieldText = "ratings-expected-field-text", "text, not an element, in a field";
        /// A record with fields.
        PlayerWithFields = "ratings-expected-player-with-fields", "<player> with fields";
        /// UTF-8.
        Utf8 = "ratings-expected-utf8", "UTF-8 text";
        /// An element in a record.
        Element = "ratings-expected-element", "an element, not text";
        /// An XML entity.
        Entity = "ratings-expected-entity", "a known entity";
        /// The end of a record.
        PlayerEnd = "ratings-expected-player-end", "</player>";
        // National lists.
        /// A CSV record's closing quote.
        ClosingQuote = "ratings-expected-closing-quote", "a closing quote";
        /// A federation.
        Federation = "ratings-expected-federation", "a federation code";
        /// A national rating.
        Rating = "ratings-expected-rating", "a rating";
        /// A national list's birth date.
        BirthDate = "ratings-expected-birth-date", "a birth year or date";
        /// A name.
        Name = "ratings-expected-name", "a name";
        /// A national id.
        NationalId = "ratings-expected-national-id", "a national id";
        // Go lists.
        /// A country.
        Country = "ratings-expected-country", "a country code";
        /// A Go grade.
        Grade = "ratings-expected-grade", "a grade from 30k to 9d (or 1p-9p)";
        /// An EGF rating.
        Gor = "ratings-expected-gor", "a GoR rating";
        /// An FFG rating.
        Echelle = "ratings-expected-echelle", "an échelle rating";
        /// An FFG licence.
        Licence = "ratings-expected-licence", "a licence number";
        /// An AGA id.
        AgaId = "ratings-expected-aga-id", "an AGA id (digits)";
        /// An AGA rating.
        AgaRating = "ratings-expected-aga-rating", "an AGA rating such as 3.5 or -12.4";
        // Column filters.
        /// A shipped filter's name.
        BuiltinFilter = "ratings-expected-builtin-filter", "ecf, dwz, uscf or ffe";
        /// A filter line.
        KeyValue = "ratings-expected-key-value", "`key = value`";
        /// A delimiter or quote.
        OneCharacter = "ratings-expected-one-character", "one character";
        /// A list's label.
        Label = "ratings-expected-label", "a label";
        /// A layout.
        CsvOrFixed = "ratings-expected-csv-or-fixed", "csv or fixed";
        /// Whether there is a header.
        YesOrNo = "ratings-expected-yes-or-no", "yes or no";
        /// Lines to skip.
        Lines = "ratings-expected-lines", "a number of lines";
        /// An encoding.
        EncodingLabel = "ratings-expected-encoding-label", "an encoding label";
        /// An encoding that lines can be cut in.
        AsciiEncoding = "ratings-expected-ascii-encoding", "an ASCII-compatible encoding";
        /// A date order.
        DateOrder = "ratings-expected-date-order", "dmy or mdy";
        /// A rate type.
        RateType = "ratings-expected-rate-type", "standard, rapid or blitz";
        /// A name order.
        NameOrder = "ratings-expected-name-order", "surname_first or given_first";
        /// A filter key.
        Setting = "ratings-expected-setting", "a setting or a field name";
        /// The `list` line.
        ListLine = "ratings-expected-list-line", "a `list = ...` line";
        /// The `format` line.
        FormatLine = "ratings-expected-format-line", "a `format = ...` line";
        /// An id field.
        IdField = "ratings-expected-id-field", "a `national_id` or `fide_id` field";
        /// A name field.
        NameField = "ratings-expected-name-field", "a `name` or `surname` field";
        /// A column.
        Column = "ratings-expected-column", "a column";
        /// The end of a quoted text.
        ClosingQuoteMark = "ratings-expected-closing-quote-mark", "a closing `\"`";
        /// A CSV column number.
        ColumnNumber = "ratings-expected-column-number", "a column number from 1";
        /// A column of a list without titles.
        ColumnIndex = "ratings-expected-column-index", "`#N` (a list without a header has no titles)";
        /// A fixed-width span.
        Span = "ratings-expected-span", "`N-M` or `N+W` (1-based character columns)";
    }
}

/// What a reader expected where the list's shape or XML goes wrong: a fixed phrase, or
/// one that quotes the list.
#[derive(Clone, Debug, Eq, PartialEq)]
pub enum Wanted {
    /// A fixed phrase.
    Phrase(Expected),
    /// A CSV column the filter names by its title and the header lacks.
    Column {
        /// The title, as the filter writes it.
        title: String,
        /// The filter's label.
        list: String,
        /// The filter field that reads the column.
        field: ListField,
    },
    /// What the XML parser (quick-xml) says went wrong.
    Parser(String),
}

impl From<Expected> for Wanted {
    fn from(e: Expected) -> Self {
        Wanted::Phrase(e)
    }
}

impl fmt::Display for Wanted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Wanted::Phrase(e) => e.fmt(f),
            Wanted::Column { title, list, field } => {
                write!(f, "a column titled {title:?} ({list} list, field {field})")
            }
            Wanted::Parser(m) => f.write_str(m),
        }
    }
}

impl Wanted {
    /// What was expected, as a value of a message said in the message's language.
    ///
    /// The column's title and the filter's label come from the user's own filter file,
    /// and the parser's message from quick-xml, which speaks English only: they are data
    /// and stay as written, inside a sentence that is translated.
    #[must_use]
    pub fn arg(&self) -> Arg {
        match self {
            Wanted::Phrase(e) => e.arg(),
            Wanted::Column { title, list, field } => Arg::Phrase(
                "ratings-expected-column-titled",
                vec![
                    ("title", Arg::Text(format!("{title:?}"))),
                    ("list", Arg::Text(list.clone())),
                    ("field", field.arg()),
                ],
            ),
            Wanted::Parser(m) => Arg::Text(m.clone()),
        }
    }
}

/// What was found, quoted as the English message quotes it. It is data from the list and
/// stays as written in every language.
fn quoted(found: &str) -> Arg {
    Arg::Text(format!("{found:?}"))
}

/// A value that does not read as what it should be; the readers turn it into a
/// [`ListError`] placed where the value stands.
#[derive(Copy, Clone, Debug, Eq, PartialEq, thiserror::Error)]
#[error("not a valid value")]
pub struct InvalidValue;

/// Why part of a rating list could not be read. A reader reports the error and goes on
/// with the next record, except after [`ListError::Shape`], which ends the list.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
pub enum ListError {
    /// A field of a record does not read as its type.
    #[error("line {line}, column {column}: {field}: expected {expected}, found {found:?}")]
    Field {
        /// Line, 1-based.
        line: u64,
        /// Column (character), 1-based.
        column: u32,
        /// The field's name.
        field: ListField,
        /// What the field should hold.
        expected: Expected,
        /// What it holds.
        found: String,
    },
    /// The list is not of the shape the reader reads (a header without the columns the
    /// list needs, a document that is not a player list).
    #[error("line {line}, column {column}: expected {expected}, found {found:?}")]
    Shape {
        /// Line, 1-based.
        line: u64,
        /// Column, 1-based.
        column: u32,
        /// What was expected.
        expected: Wanted,
        /// What was found (shortened).
        found: String,
    },
    /// The XML of a record is not well formed.
    #[error("line {line}, column {column}: XML: expected {expected}")]
    Xml {
        /// Line, 1-based.
        line: u64,
        /// Column, 1-based.
        column: u32,
        /// What the XML reader expected.
        expected: Wanted,
    },
    /// A line or record longer than any list writes; it is skipped.
    #[error("line {line}, column 1: expected a record of at most {limit} bytes")]
    TooLong {
        /// Line where it began, 1-based.
        line: u64,
        /// The limit in bytes.
        limit: usize,
    },
}

impl ListError {
    /// The line the error is on.
    #[must_use]
    pub const fn line(&self) -> u64 {
        match self {
            ListError::Field { line, .. }
            | ListError::Shape { line, .. }
            | ListError::Xml { line, .. }
            | ListError::TooLong { line, .. } => *line,
        }
    }

    /// The column the error is at.
    #[must_use]
    pub const fn column(&self) -> u32 {
        match self {
            ListError::Field { column, .. }
            | ListError::Shape { column, .. }
            | ListError::Xml { column, .. } => *column,
            ListError::TooLong { .. } => 1,
        }
    }

    /// Whether the reader stops after this error.
    #[must_use]
    pub const fn is_fatal(&self) -> bool {
        matches!(self, ListError::Shape { .. })
    }

    /// The error as a message of the catalogue, which says in English what `Display`
    /// says. What was found is quoted from the list as it is, in every language.
    #[must_use]
    pub fn message(&self) -> Message {
        match self {
            ListError::Field {
                line,
                column,
                field,
                expected,
                found,
            } => (
                "ratings-error-field",
                vec![
                    ("line", Arg::from(*line)),
                    ("column", Arg::from(*column)),
                    ("field", field.arg()),
                    ("expected", expected.arg()),
                    ("found", quoted(found)),
                ],
            ),
            ListError::Shape {
                line,
                column,
                expected,
                found,
            } => (
                "ratings-error-shape",
                vec![
                    ("line", Arg::from(*line)),
                    ("column", Arg::from(*column)),
                    ("expected", expected.arg()),
                    ("found", quoted(found)),
                ],
            ),
            ListError::Xml {
                line,
                column,
                expected,
            } => (
                "ratings-error-xml",
                vec![
                    ("line", Arg::from(*line)),
                    ("column", Arg::from(*column)),
                    ("expected", expected.arg()),
                ],
            ),
            ListError::TooLong { line, limit } => (
                "ratings-error-too-long",
                vec![("line", Arg::from(*line)), ("limit", Arg::from(*limit))],
            ),
        }
    }
}

/// Why a column filter definition cannot be used.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
#[error("filter line {line}, column {column}: expected {expected}, found {found:?}")]
pub struct FilterError {
    /// Line of the definition, 1-based.
    pub line: u32,
    /// Column, 1-based.
    pub column: u32,
    /// What was expected.
    pub expected: Expected,
    /// What was found.
    pub found: String,
}

impl FilterError {
    /// The error as a message of the catalogue, which says in English what `Display`
    /// says. What was found is quoted from the filter as it is, in every language.
    #[must_use]
    pub fn message(&self) -> Message {
        (
            "ratings-error-filter",
            vec![
                ("line", Arg::from(self.line)),
                ("column", Arg::from(self.column)),
                ("expected", self.expected.arg()),
                ("found", quoted(&self.found)),
            ],
        )
    }
}

/// Shortens what an error quotes, so that a garbage line does not make a huge message.
pub(crate) fn shorten(text: &str) -> String {
    const MAX: usize = 60;
    match text.char_indices().nth(MAX) {
        Some((i, _)) => format!("{}…", &text[..i]),
        None => text.to_string(),
    }
}
