//! Rating lists in the store: imported as a stream in batches, compared with the list they
//! replace, and searched by id and by name without loading the list.
//!
//! An import writes the new version under a fresh list id that is not live yet, then
//! computes the diff against the live version (both read in key order, page by page,
//! through [`ListDiff`]), then swaps the two in one transaction. A failed import deletes
//! what it wrote and leaves the live list as it was.
//!
//! Name search follows the design of [`arbiter_ratings::normalize`]: a `name_key` per
//! player, one row per word of it in `rating_player_words` (by list, word and player), and the trigrams of every
//! word in `rating_token_trigrams`. Both backends run the same statements, written with
//! `?` placeholders and renumbered for PostgreSQL.

use crate::dialect::Dialect;
use crate::{AnyStore, PostgresStore, SqliteStore, StoreError};
use arbiter_core::{GoRank, Rating, Sex, Title};
use arbiter_ratings::normalize::{min_shared_trigrams, name_key, name_tokens, trigrams};
use arbiter_ratings::{
    BirthDate, Change, ChessRating, ChessRatings, DateOrder, DiffError, Federation, FideId,
    GoRating, GoScale, IdKind, ListError, ListKey, ListKind, ListPlayer, MatchKind, Message,
    NationalId, RateType, SearchHit,
};
use sqlx::Row;
use std::collections::{BTreeMap, HashMap, VecDeque};
use std::fmt::{Display, Write as _};
use std::future::Future;
use std::sync::Arc;

/// What went wrong with a rating list.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RatingStoreError {
    /// The list file could not be read (the reader's message says where): in English,
    /// and as a message of the catalogue when the record's error has one
    /// ([`RecordError::message`]).
    #[error("{0}")]
    Input(String, Option<Message>),
    /// The new list cannot be compared with the old one.
    #[error("{0}")]
    Diff(#[from] DiffError),
    /// A player id appears twice in the new list.
    #[error("the list has the id {0} twice")]
    Duplicate(String),
    /// No list by that name.
    #[error("there is no rating list named {0:?}")]
    NoList(String),
    /// A name the store does not accept.
    #[error("{0:?} is not a usable list name: 1 to 100 characters, no control characters")]
    BadName(String),
    /// More players than a list can hold.
    #[error("a list holds at most {} players", u32::MAX)]
    TooLarge,
    /// A stored row cannot be read back.
    #[error("rating list row {id}: {why}")]
    Corrupt {
        /// The row.
        id: i64,
        /// What is wrong.
        why: String,
    },
    /// The database failed.
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// What an import is told about the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListMeta {
    /// The name it is known by (`fide`, `ecf`, ...); importing under a name replaces the
    /// list of that name.
    pub name: String,
    /// Its kind (`fide`, `national`, `egf`, ...).
    pub kind: String,
    /// Where it came from (a file name).
    pub source: String,
}

/// An imported list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatingList {
    /// Its name.
    pub name: String,
    /// Its kind.
    pub kind: String,
    /// Where it came from.
    pub source: String,
    /// When it was imported (RFC 3339).
    pub imported_at: String,
    /// How many players it has.
    pub players: u64,
}

/// What an import changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportSummary {
    /// The list now live.
    pub list: RatingList,
    /// Whether a list of that name was there before (else everything is "added").
    pub replaced: bool,
    /// Players only in the new list.
    pub added: u64,
    /// Players only in the old list.
    pub removed: u64,
    /// Players in both with some field changed.
    pub changed: u64,
    /// How many changed players changed each field.
    pub fields: BTreeMap<String, u64>,
    /// The first changes in key order, at most the number asked for.
    pub sample: Vec<Change>,
    /// Records without any id (kept and searchable, but not compared).
    pub unkeyed: u64,
}

/// One search result, with the list it was found in.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredHit {
    /// The list's name.
    pub list: String,
    /// The player and how it matched (`position` is the player's place in the file).
    pub hit: SearchHit,
    /// The player's ratings in each rate type, for a form that asks for one.
    pub ratings: ChessRatings,
    /// The player's club, in lists that give one.
    pub club: Option<String>,
    /// The kind of list the player was found in.
    pub kind: ListKind,
    /// Go lists: the player's rating and grade.
    pub go: Option<GoRating>,
}

impl StoredHit {
    /// The hit as the command line's `--json` and the API write it: at least `fide_id`,
    /// `name`, `federation` and `rating` (the list's first rating), then the rating of
    /// each rate type and what a registration form copies.
    #[must_use]
    pub fn json(&self) -> serde_json::Value {
        let hit = &self.hit;
        serde_json::json!({
            "fide_id": hit.fide_id.map(FideId::get),
            "national_id": hit.national_id,
            "name": hit.name,
            "federation": hit.federation.map(|f| f.as_str().to_string()),
            "rating": hit.rating.map(|r| r.0),
            "standard": self.ratings.standard.map(|r| r.rating.0),
            "rapid": self.ratings.rapid.map(|r| r.rating.0),
            "blitz": self.ratings.blitz.map(|r| r.rating.0),
            "title": hit.title.as_ref().map(|t| t.as_str().to_string()),
            "birth_year": hit.birth_year,
            "club": self.club,
            "list_kind": self.kind.as_str(),
            "grade": self.go.map(|g| g.grade().to_string()),
            "go_rating": self.go.map(|g| g.standard()),
            "inactive": hit.inactive,
            "list": self.list,
            "match": format!("{:?}", hit.kind).to_lowercase(),
            "score": hit.score,
        })
    }
}

/// The error a record of an imported list comes with: said in English by `Display`, and
/// as a message of the catalogue when it has one, so that a page says it in its reader's
/// language.
pub trait RecordError: Display + Send {
    /// The error as a message of the catalogue; `None` for text that is English only.
    fn message(&self) -> Option<Message> {
        None
    }
}

impl RecordError for String {}

impl RecordError for ListError {
    fn message(&self) -> Option<Message> {
        Some(ListError::message(self))
    }
}

/// Rating lists in a store.
pub trait RatingStore {
    /// Imports a list read as a stream of records, replacing the live list of the same
    /// name atomically; the first error in `records` aborts the import and the live list
    /// stays. `sample` caps the changes returned in the summary.
    fn import_list<I, E>(
        &self,
        meta: &ListMeta,
        records: I,
        sample: usize,
    ) -> impl Future<Output = Result<ImportSummary, RatingStoreError>> + Send
    where
        I: Iterator<Item = Result<ListPlayer, E>> + Send,
        E: RecordError;

    /// The live lists, by name.
    fn rating_lists(
        &self,
    ) -> impl Future<Output = Result<Vec<RatingList>, RatingStoreError>> + Send;

    /// Players matching `query` (a FIDE or national id, or a part of a name) in the list
    /// `list` or in every list, best first, at most `limit`.
    fn search_players(
        &self,
        list: Option<&str>,
        query: &str,
        limit: usize,
    ) -> impl Future<Output = Result<Vec<StoredHit>, RatingStoreError>> + Send;

    /// The player with FIDE id `id` in `list` (or the first list that has one, by name),
    /// with the list's name.
    fn player_by_fide_id(
        &self,
        list: Option<&str>,
        id: FideId,
    ) -> impl Future<Output = Result<Option<(String, ListPlayer)>, RatingStoreError>> + Send;

    /// The player with national or Go list id `id` (an EGF PIN, an FFG licence, an AGA
    /// id, a national chess id) in `list`, or in the first list of kind `kind` that has
    /// one, by name; with the list's name.
    fn player_by_national_id(
        &self,
        list: Option<&str>,
        kind: Option<ListKind>,
        id: &str,
    ) -> impl Future<Output = Result<Option<(String, ListPlayer)>, RatingStoreError>> + Send;
}

/// Records written per transaction.
const BATCH: usize = 16384;
/// Word and trigram rows per transaction.
const WORD_ROWS_PER_COMMIT: usize = 262_144;
/// Word and trigram rows per `INSERT` statement.
const WORD_ROWS_PER_INSERT: usize = 1000;
/// SQLite's page cache while a list is imported (64 MiB; negative sizes are KiB).
const IMPORT_CACHE: &str = "PRAGMA cache_size = -65536";
/// SQLite's default page cache, restored after an import.
const DEFAULT_CACHE: &str = "PRAGMA cache_size = -2000";
/// The import's batches are not synced one by one: a crash loses at most the list being
/// imported, which is never live until the swap, and the swap itself commits on a
/// connection that syncs every commit.
const IMPORT_SYNC: &str = "PRAGMA synchronous = NORMAL";
/// The store's own setting (see [`crate::SqliteStore::open`]), restored after an import.
const DEFAULT_SYNC: &str = "PRAGMA synchronous = FULL";
/// Each multi-row `INSERT` keeps a journal of the pages it changes, to undo itself alone
/// on an error; in memory it costs a copy, in a temporary file a write.
const IMPORT_TEMP: &str = "PRAGMA temp_store = MEMORY";
/// PostgreSQL's counterpart of [`IMPORT_SYNC`] for the importing connection.
const PG_IMPORT_SYNC: &str = "SET synchronous_commit = off";
/// The server's own setting, restored after an import.
const PG_DEFAULT_SYNC: &str = "RESET synchronous_commit";
/// SQLite's default for temporary data, restored after an import.
const DEFAULT_TEMP: &str = "PRAGMA temp_store = DEFAULT";
/// Rows per `INSERT` statement (31 values each, well under both backends' limits).
const ROWS_PER_INSERT: usize = 256;
/// Records read per page while comparing two lists.
const PAGE: i64 = 2048;
/// The closeness below which a word is not a match.
const FUZZY_THRESHOLD: f32 = 0.5;
/// Candidates fetched per search stage before ranking.
const CANDIDATES: i64 = 400;
/// Close words kept per query word.
const CLOSE_WORDS: usize = 64;

const PLAYER_COLUMNS: &str = "id, list_id, key_fide, key_national, list_kind, fide_id, national_id, \
     name, name_key, federation, sex, title, woman_title, other_titles, online_title, \
     standard, standard_games, standard_k, rapid, rapid_games, rapid_k, blitz, blitz_games, \
     blitz_k, go_scale, go_value, go_rank, birth, inactive, club";

/// [`PLAYER_COLUMNS`] of the table named `alias` in a join.
fn columns_of(alias: &str) -> String {
    PLAYER_COLUMNS
        .split(',')
        .map(|c| format!("{alias}.{}", c.trim()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A digest of a row's values (all but its id and list), the same on every machine: two
/// rows with the same digest record the same player alike (FNV-1a, 64 bits; a value's
/// kind and length are hashed too, so no two rows run together).
fn digest(values: &[Value]) -> i64 {
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |bytes: &[u8]| {
        for b in bytes {
            h ^= u64::from(*b);
            h = h.wrapping_mul(PRIME);
        }
    };
    for v in values {
        match v {
            Value::Int(None) | Value::Text(None) => eat(&[0]),
            Value::Int(Some(i)) => {
                eat(&[1]);
                eat(&i.to_le_bytes());
            }
            Value::Text(Some(t)) => {
                eat(&[2]);
                eat(&(t.len() as u64).to_le_bytes());
                eat(t.as_bytes());
            }
        }
    }
    i64::from_le_bytes(h.to_le_bytes())
}

/// The id of a player row: list id in the high half, position in the low half.
fn player_row_id(list: i64, position: u32) -> i64 {
    (list << 32) | i64::from(position)
}

fn check_list_name(name: &str) -> Result<(), RatingStoreError> {
    let n = name.chars().count();
    if n == 0 || n > 100 || name.chars().any(char::is_control) || name.trim() != name {
        return Err(RatingStoreError::BadName(name.to_string()));
    }
    Ok(())
}

/// `(?, ?, ...), (...)`: `rows` groups of `cols` placeholders.
fn placeholders(rows: usize, cols: usize) -> String {
    let one = format!("({})", vec!["?"; cols].join(", "));
    vec![one; rows].join(", ")
}

/// `?, ?, ...`: `n` placeholders.
fn list_of(n: usize) -> String {
    vec!["?"; n].join(", ")
}

fn opt_i64<T: Into<i64>>(v: Option<T>) -> Option<i64> {
    v.map(Into::into)
}

/// The words of the names read so far: each distinct word once, and for each player the
/// numbers of their words. Numbers take 8 bytes a use where the words would take a
/// string each, so a full list's words fit in memory until they are written in order.
#[derive(Default)]
struct Words {
    numbers: HashMap<Arc<str>, u32>,
    uses: Vec<(u32, u32)>,
    /// The name key of every position, where the word rows carry it (PostgreSQL).
    keys: Option<NameKeys>,
}

/// The name keys of a list's players by position, end to end in one string.
#[derive(Default)]
struct NameKeys {
    text: String,
    ends: Vec<usize>,
}

impl NameKeys {
    /// The key of the player at `position`.
    fn get(&self, position: u32) -> &str {
        let i = position as usize;
        let start = if i == 0 {
            0
        } else {
            self.ends.get(i - 1).copied().unwrap_or(0)
        };
        let end = self.ends.get(i).copied().unwrap_or(start);
        self.text.get(start..end).unwrap_or("")
    }
}

impl Words {
    /// Words that keep each player's name key too.
    fn with_keys() -> Self {
        Words {
            keys: Some(NameKeys::default()),
            ..Words::default()
        }
    }

    /// Notes the distinct words of a player's name; positions come in order.
    fn note(&mut self, name: &str, position: u32) {
        let mut tokens = name_tokens(name);
        if let Some(keys) = &mut self.keys {
            // A position skipped (never, as imports number players) gets an empty key.
            while keys.ends.len() < position as usize {
                keys.ends.push(keys.text.len());
            }
            keys.text.push_str(&tokens.join(" "));
            keys.ends.push(keys.text.len());
        }
        tokens.sort_unstable();
        tokens.dedup();
        for t in tokens {
            let next = u32::try_from(self.numbers.len()).unwrap_or(u32::MAX);
            let n = *self.numbers.entry(t.into()).or_insert(next);
            self.uses.push((n, position));
        }
    }

    /// The words in order, every use as (index into them, position) in order, and the
    /// name keys if kept.
    fn sorted(self) -> SortedWords {
        let mut words: Vec<(Arc<str>, u32)> = self.numbers.into_iter().collect();
        words.sort_unstable();
        let mut rank = vec![0u32; words.len()];
        for (i, (_, n)) in words.iter().enumerate() {
            if let Some(r) = rank.get_mut(*n as usize) {
                *r = u32::try_from(i).unwrap_or(u32::MAX);
            }
        }
        let mut uses = self.uses;
        for u in &mut uses {
            u.0 = rank.get(u.0 as usize).copied().unwrap_or(0);
        }
        uses.sort_unstable();
        SortedWords {
            words: words.into_iter().map(|(w, _)| w).collect(),
            uses,
            keys: self.keys,
        }
    }
}

/// The words of a list as they are written: in order, with their uses. Each word is held
/// once, and its rows share it.
struct SortedWords {
    words: Vec<Arc<str>>,
    uses: Vec<(u32, u32)>,
    keys: Option<NameKeys>,
}

/// Every (trigram, index of the word) of sorted words, in order.
fn word_trigrams(words: &[Arc<str>]) -> Vec<(u16, u32)> {
    let mut grams: Vec<(u16, u32)> = Vec::new();
    for (i, w) in words.iter().enumerate() {
        let i = u32::try_from(i).unwrap_or(u32::MAX);
        grams.extend(trigrams(w).into_iter().map(|g| (g, i)));
    }
    grams.sort_unstable();
    grams
}

/// A value bound into a statement. Text is shared: the statement's arguments take it
/// without a copy, so a word written in many rows, or a federation many players have, is
/// held once ([`SharedTexts`]).
enum Value {
    Int(Option<i64>),
    Text(Option<Arc<str>>),
}

impl Value {
    fn text(t: impl Into<Arc<str>>) -> Self {
        Value::Text(Some(t.into()))
    }
}

/// Texts that many rows hold alike, kept once while a batch is written: a federation, a
/// title, a birth year, the list's kind. A full list has 1.3 million players and a few
/// hundred such values; copying each for each row was most of the allocations of an
/// import.
#[derive(Default)]
struct SharedTexts {
    texts: HashMap<Box<str>, Arc<str>>,
    /// Where a value is written to be looked up.
    scratch: String,
}

/// The most texts [`SharedTexts`] keeps (a national list's clubs may be many).
const SHARED_TEXTS: usize = 4096;

impl SharedTexts {
    fn get(&mut self, text: &str) -> Arc<str> {
        if let Some(t) = self.texts.get(text) {
            return Arc::clone(t);
        }
        let t: Arc<str> = Arc::from(text);
        if self.texts.len() < SHARED_TEXTS {
            self.texts.insert(text.into(), Arc::clone(&t));
        }
        t
    }

    fn opt(&mut self, text: Option<&str>) -> Value {
        Value::Text(text.map(|t| self.get(t)))
    }

    /// The value as it displays.
    fn shown(&mut self, value: Option<impl Display>) -> Value {
        let Some(value) = value else {
            return Value::Text(None);
        };
        let mut scratch = std::mem::take(&mut self.scratch);
        scratch.clear();
        let _ = write!(scratch, "{value}");
        let t = self.get(&scratch);
        self.scratch = scratch;
        Value::Text(Some(t))
    }
}

fn go_scale_name(s: GoScale) -> &'static str {
    match s {
        GoScale::EgfGor => "egf",
        GoScale::FfgEchelle => "ffg",
        GoScale::AgaHundredths => "aga",
    }
}

fn go_scale_of(s: &str) -> Option<GoScale> {
    [GoScale::EgfGor, GoScale::FfgEchelle, GoScale::AgaHundredths]
        .into_iter()
        .find(|g| go_scale_name(*g) == s)
}

fn list_kind_of(s: &str) -> Option<ListKind> {
    [
        ListKind::Fide,
        ListKind::National,
        ListKind::Egf,
        ListKind::Ffg,
        ListKind::Aga,
    ]
    .into_iter()
    .find(|k| k.as_str() == s)
}

/// One player as the values of a row, in [`PLAYER_COLUMNS`] order; the values players
/// share come from `shared`.
fn row_values(list: i64, position: u32, p: &ListPlayer, shared: &mut SharedTexts) -> Vec<Value> {
    use Value::{Int, Text};
    let (key_fide, key_national) = match p.key() {
        Some(ListKey::Fide(id)) => (Some(i64::from(id.get())), None),
        Some(ListKey::National(id)) => (None, Some(Arc::from(id.as_str()))),
        None => (None, None),
    };
    let mut v = Vec::with_capacity(31);
    v.extend([
        Int(Some(player_row_id(list, position))),
        Int(Some(list)),
        Int(key_fide),
        Text(key_national),
        shared.opt(Some(p.list.as_str())),
        Int(p.fide_id.map(|f| i64::from(f.get()))),
        Text(p.national_id.as_ref().map(|n| Arc::from(n.as_str()))),
        Value::text(p.name.as_str()),
        Value::text(name_key(&p.name)),
        shared.shown(p.federation),
        shared.shown(p.sex.map(Sex::letter)),
        shared.opt(p.title.as_ref().map(Title::as_str)),
        shared.opt(p.woman_title.as_ref().map(Title::as_str)),
        shared.opt(Some(&p.other_titles.join(","))),
        shared.opt(p.online_title.as_deref()),
    ]);
    for rate in RateType::ALL {
        let c = p.ratings.get(rate);
        v.push(Int(c.map(|c| i64::from(c.rating.0))));
        v.push(Int(opt_i64(c.and_then(|c| c.games))));
        v.push(Int(opt_i64(c.and_then(|c| c.k))));
    }
    v.push(shared.opt(p.go.map(|g| go_scale_name(g.scale))));
    v.push(Int(p.go.map(|g| i64::from(g.value))));
    v.push(shared.shown(p.go.and_then(|g| g.rank)));
    v.push(shared.shown(p.birth));
    v.push(Int(Some(i64::from(p.inactive))));
    v.push(shared.opt(p.club.as_deref()));
    v
}

/// Reads a player back from its row.
fn player_of<R>(row: &R) -> Result<ListPlayer, RatingStoreError>
where
    R: Row,
    for<'a> &'a str: sqlx::ColumnIndex<R>,
    i64: for<'r> sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    String: for<'r> sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
{
    let id: i64 = row.try_get("id")?;
    let bad = |why: &str| RatingStoreError::Corrupt {
        id,
        why: why.to_string(),
    };
    let int = |c: &str| row.try_get::<Option<i64>, _>(c);
    let txt = |c: &str| row.try_get::<Option<String>, _>(c);
    let small = |v: Option<i64>| -> Result<Option<u16>, RatingStoreError> {
        v.map(|v| u16::try_from(v).map_err(|_| bad("a number out of range")))
            .transpose()
    };
    let kind: String = row.try_get("list_kind")?;
    let mut p = ListPlayer::new(
        list_kind_of(&kind).ok_or_else(|| bad("unknown list kind"))?,
        row.try_get::<String, _>("name")?,
    );
    p.fide_id = match int("fide_id")? {
        Some(v) => Some(
            u32::try_from(v)
                .ok()
                .and_then(FideId::new)
                .ok_or_else(|| bad("a FIDE id out of range"))?,
        ),
        None => None,
    };
    p.national_id = txt("national_id")?.and_then(|t| NationalId::new(&t));
    p.federation = match txt("federation")? {
        Some(f) => Some(Federation::parse(&f).ok_or_else(|| bad("a bad federation"))?),
        None => None,
    };
    p.sex = match txt("sex")? {
        Some(s) => Some(
            s.chars()
                .next()
                .and_then(Sex::from_letter)
                .ok_or_else(|| bad("a bad sex"))?,
        ),
        None => None,
    };
    let title = |c: &str| -> Result<Option<Title>, RatingStoreError> {
        match txt(c)? {
            Some(t) => Ok(Some(Title::parse(&t).ok_or_else(|| bad("a bad title"))?)),
            None => Ok(None),
        }
    };
    p.title = title("title")?;
    p.woman_title = title("woman_title")?;
    p.other_titles = txt("other_titles")?
        .unwrap_or_default()
        .split(',')
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect();
    p.online_title = txt("online_title")?;
    for (rate, col) in [
        (RateType::Standard, "standard"),
        (RateType::Rapid, "rapid"),
        (RateType::Blitz, "blitz"),
    ] {
        if let Some(r) = small(int(col)?)? {
            *p.ratings.slot(rate) = Some(ChessRating {
                rating: Rating(r),
                games: small(int(&format!("{col}_games"))?)?,
                k: small(int(&format!("{col}_k"))?)?
                    .map(|k| u8::try_from(k).map_err(|_| bad("a K factor out of range")))
                    .transpose()?,
            });
        }
    }
    if let (Some(scale), Some(value)) = (txt("go_scale")?, int("go_value")?) {
        p.go = Some(GoRating {
            scale: go_scale_of(&scale).ok_or_else(|| bad("a bad Go scale"))?,
            value: i32::try_from(value).map_err(|_| bad("a Go rating out of range"))?,
            rank: match txt("go_rank")? {
                Some(r) => Some(r.parse::<GoRank>().map_err(|_| bad("a bad Go rank"))?),
                None => None,
            },
        });
    }
    p.birth = match txt("birth")? {
        Some(b) => {
            BirthDate::parse(&b, DateOrder::DayMonthYear).map_err(|_| bad("a bad birth date"))?
        }
        None => None,
    };
    p.inactive = int("inactive")?.unwrap_or(0) != 0;
    p.club = txt("club")?;
    Ok(p)
}

/// Where a key-ordered read of a list has got to: FIDE keys first, then national keys.
#[derive(Clone, Debug)]
enum Cursor {
    Fide(i64),
    National(String),
}

/// One list read in key order, a page at a time, without the players that the other list
/// holds exactly alike (they make no change, and most of a monthly list is unchanged).
struct KeyStream {
    list: i64,
    other: i64,
    cursor: Cursor,
    buf: VecDeque<ListPlayer>,
    done: bool,
}

impl KeyStream {
    fn new(list: i64, other: i64) -> Self {
        KeyStream {
            list,
            other,
            cursor: Cursor::Fide(0),
            buf: VecDeque::new(),
            done: false,
        }
    }
}

/// The counts an import reports, gathered change by change.
#[derive(Default)]
struct Tally {
    added: u64,
    removed: u64,
    changed: u64,
    fields: BTreeMap<String, u64>,
    sample: Vec<Change>,
}

impl Tally {
    fn count(&mut self, change: Change, sample: usize) {
        match &change {
            Change::Added(_) => self.added += 1,
            Change::Removed(_) => self.removed += 1,
            Change::Changed { fields, .. } => {
                self.changed += 1;
                for f in fields {
                    *self.fields.entry(f.field.to_string()).or_default() += 1;
                }
            }
        }
        if self.sample.len() < sample {
            self.sample.push(change);
        }
    }
}

/// How well one query word matches one word of a name: its kind and a score.
fn word_match(query: &str, word: &str) -> Option<(MatchKind, f32)> {
    if query == word {
        Some((MatchKind::Exact, 1.0))
    } else if word.starts_with(query) {
        Some((
            MatchKind::Prefix,
            0.8 + 0.1 * query.len() as f32 / word.len() as f32,
        ))
    } else if query.len() >= 3 && word.contains(query) {
        Some((MatchKind::Substring, 0.6))
    } else {
        let s = arbiter_ratings::normalize::similarity(query, word);
        (s >= FUZZY_THRESHOLD).then_some((MatchKind::Fuzzy, 0.7 * s))
    }
}

/// How a name (its key) matches every query word, or `None` when a word matches nothing:
/// the worst kind among the words and the mean of their best scores.
fn name_match(words: &[String], key: &str) -> Option<(MatchKind, f32)> {
    let tokens: Vec<&str> = key.split(' ').collect();
    let mut worst = MatchKind::Exact;
    let mut total = 0.0;
    for w in words {
        let best = tokens
            .iter()
            .filter_map(|t| word_match(w, t))
            .min_by(|a, b| a.0.cmp(&b.0).then(b.1.total_cmp(&a.1)))?;
        worst = worst.max(best.0);
        total += best.1;
    }
    Some((worst, total / words.len().max(1) as f32))
}

/// The hit of a player found by a search.
fn hit_of(position: u32, p: ListPlayer, kind: MatchKind, score: f32) -> SearchHit {
    SearchHit {
        position,
        fide_id: p.fide_id,
        national_id: p.national_id.as_ref().map(|n| n.as_str().to_string()),
        rating: p.rating(),
        federation: p.federation,
        title: p.title.clone(),
        birth_year: p.birth.map(|b| b.year),
        inactive: p.inactive,
        kind,
        score,
        name: p.name,
    }
}

/// Ranks the candidates of a search: how they matched, then score, rating and name.
fn rank(mut hits: Vec<StoredHit>, limit: usize) -> Vec<StoredHit> {
    hits.sort_by(|a, b| {
        a.hit
            .kind
            .cmp(&b.hit.kind)
            .then(b.hit.score.total_cmp(&a.hit.score))
            .then(b.hit.rating.cmp(&a.hit.rating))
            .then(a.hit.name.cmp(&b.hit.name))
            .then(a.list.cmp(&b.list))
    });
    hits.truncate(limit);
    hits
}

/// The id kind a query could be: digits may be a FIDE id; one word with a digit, a
/// national id.
fn id_queries(query: &str) -> (Option<i64>, Option<&str>) {
    let q = query.trim();
    let fide = (!q.is_empty() && q.bytes().all(|b| b.is_ascii_digit()))
        .then(|| q.parse::<u32>().ok().map(i64::from))
        .flatten();
    let national = (!q.is_empty()
        && !q.contains(char::is_whitespace)
        && q.contains(|c: char| c.is_ascii_digit()))
    .then_some(q);
    (fide, national)
}

/// The fewest trigrams a word must share with a query word of `n` trigrams to be close:
/// the bound for the shortest word that can still reach the threshold.
fn shared_cutoff(n: usize) -> usize {
    let t = FUZZY_THRESHOLD;
    let shortest = (t * n as f32 / (2.0 - t)).ceil() as usize;
    min_shared_trigrams(n, shortest, t).max(1)
}

macro_rules! rating_backend {
    ($store:ty, $db:ty, $pg:expr) => {
        impl $store {
            /// Deletes a list's rows (players, their words, the list) in one transaction.
            async fn drop_list(&self, list: i64) -> Result<(), RatingStoreError> {
                let mut tx = self.pool().begin().await?;
                Self::delete_list(&mut *tx, list).await?;
                tx.commit().await?;
                Ok(())
            }

            /// Deletes a list's rows (players, their words, the list) inside the caller's
            /// transaction.
            async fn delete_list(
                conn: &mut <$db as sqlx::Database>::Connection,
                list: i64,
            ) -> Result<(), RatingStoreError> {
                let (lo, hi) = (player_row_id(list, 0), player_row_id(list + 1, 0));
                sqlx::query::<$db>(Self::sql("DELETE FROM rating_player_words WHERE list_id = ?"))
                    .bind(list)
                    .execute(&mut *conn)
                    .await?;
                sqlx::query::<$db>(Self::sql(
                    "DELETE FROM rating_players WHERE id >= ? AND id < ?",
                ))
                .bind(lo)
                .bind(hi)
                .execute(&mut *conn)
                .await?;
                sqlx::query::<$db>(Self::sql("DELETE FROM rating_lists WHERE id = ?"))
                    .bind(list)
                    .execute(&mut *conn)
                    .await?;
                Ok(())
            }

            /// Writes one batch of players in one transaction, and notes the words of
            /// their names for [`Self::write_words`].
            async fn write_batch(
                conn: &mut <$db as sqlx::Database>::Connection,
                list: i64,
                batch: &[(u32, ListPlayer)],
                words: &mut Words,
            ) -> Result<(), RatingStoreError> {
                let mut tx = sqlx::Connection::begin(&mut *conn).await?;
                let columns = format!("{PLAYER_COLUMNS}, digest");
                let mut rows = PlayerRows {
                    list,
                    batch,
                    shared: SharedTexts::default(),
                };
                Self::write_rows(&mut *tx, "rating_players", &columns, &mut rows).await?;
                tx.commit().await?;
                for (pos, p) in batch {
                    words.note(&p.name, *pos);
                }
                Ok(())
            }

            /// Refuses a list that holds a key twice: the key indexes are read in order,
            /// where neighbours with the same key stand side by side.
            async fn check_unique(
                conn: &mut <$db as sqlx::Database>::Connection,
                list: i64,
            ) -> Result<(), RatingStoreError> {
                for (key, cast) in [("key_fide", "CAST(key_fide AS TEXT)"), ("key_national", "key_national")] {
                    let text = format!(
                        "SELECT {cast} AS k FROM rating_players WHERE list_id = ? \
                         AND {key} IS NOT NULL GROUP BY {key} HAVING count(*) > 1 LIMIT 1"
                    );
                    let row = sqlx::query::<$db>(Self::sql(&text))
                        .bind(list)
                        .fetch_optional(&mut *conn)
                        .await?;
                    if let Some(row) = row {
                        return Err(RatingStoreError::Duplicate(row.try_get("k")?));
                    }
                }
                Ok(())
            }

            /// Writes the words of every player's name, then the trigrams of every word,
            /// each in key order: rows that arrive in their index's order fill its pages
            /// one after the other, where rows in file order would land all over it.
            async fn write_words(
                conn: &mut <$db as sqlx::Database>::Connection,
                list: i64,
                words: Words,
            ) -> Result<(), RatingStoreError> {
                let SortedWords {
                    words: sorted,
                    uses,
                    keys,
                } = words.sorted();
                for part in uses.chunks(WORD_ROWS_PER_COMMIT) {
                    let mut tx = sqlx::Connection::begin(&mut *conn).await?;
                    let mut rows = WordRows {
                        list,
                        uses: part,
                        words: &sorted,
                        keys: keys.as_ref(),
                    };
                    let columns = if keys.is_some() {
                        "list_id, token, player, name_key"
                    } else {
                        "list_id, token, player"
                    };
                    Self::write_rows(&mut *tx, "rating_player_words", columns, &mut rows).await?;
                    tx.commit().await?;
                }
                drop(uses);
                drop(keys);
                let grams = word_trigrams(&sorted);
                let mut rows = TrigramRows {
                    grams: &grams,
                    words: &sorted,
                };
                Self::write_trigrams(&mut *conn, &mut rows).await?;
                // The counts need not be exact, only near enough to tell rare trigrams
                // from common ones; a full recount reads the trigrams once, in order.
                // (SQLite reads `ON CONFLICT` after a SELECT only when it has a WHERE.)
                sqlx::query::<$db>(Self::sql(
                    "INSERT INTO rating_trigram_counts (trigram, n) \
                     SELECT trigram, count(*) FROM rating_token_trigrams WHERE true \
                     GROUP BY trigram ON CONFLICT (trigram) DO UPDATE SET n = excluded.n",
                ))
                .execute(&mut *conn)
                .await?;
                Ok(())
            }

            /// Writes again the words of a stored list's names and their trigrams: a
            /// restore copies the players alone, the words follow from their names.
            pub(crate) async fn rebuild_words(
                conn: &mut <$db as sqlx::Database>::Connection,
                list: i64,
            ) -> Result<(), RatingStoreError> {
                use futures_util::TryStreamExt;
                // As an import writes them: with the name keys on PostgreSQL.
                let mut words = if $pg { Words::with_keys() } else { Words::default() };
                {
                    let mut rows = sqlx::query::<$db>(Self::sql(
                        "SELECT id, name FROM rating_players WHERE list_id = ? ORDER BY id",
                    ))
                    .bind(list)
                    .fetch(&mut *conn);
                    while let Some(r) = rows.try_next().await? {
                        let id: i64 = r.try_get("id")?;
                        let name: String = r.try_get("name")?;
                        // The low half of a row's id is the player's position in the list.
                        words.note(&name, u32::try_from(id & 0xffff_ffff).unwrap_or(u32::MAX));
                    }
                }
                Self::write_words(conn, list, words).await
            }

            /// Fills a stream's buffer with its next page, unless it has ended.
            async fn fill(&self, s: &mut KeyStream) -> Result<(), RatingStoreError> {
                while s.buf.is_empty() && !s.done {
                    let rows = match &s.cursor {
                        Cursor::Fide(after) => {
                            let text = format!(
                                "SELECT {} FROM rating_players p \
                                 WHERE p.list_id = ? AND p.key_fide > ? AND NOT EXISTS \
                                 (SELECT 1 FROM rating_players o WHERE o.list_id = ? \
                                 AND o.key_fide = p.key_fide AND {}) \
                                 ORDER BY p.key_fide LIMIT ?",
                                columns_of("p"),
                                "o.digest = p.digest"
                            );
                            sqlx::query::<$db>(Self::sql(&text))
                                .bind(s.list)
                                .bind(*after)
                                .bind(s.other)
                                .bind(PAGE)
                                .fetch_all(self.pool())
                                .await?
                        }
                        Cursor::National(after) => {
                            let text = format!(
                                "SELECT {} FROM rating_players p \
                                 WHERE p.list_id = ? AND p.key_fide IS NULL AND p.key_national > ? \
                                 AND NOT EXISTS (SELECT 1 FROM rating_players o \
                                 WHERE o.list_id = ? AND o.key_national = p.key_national AND {}) \
                                 ORDER BY p.key_national LIMIT ?",
                                columns_of("p"),
                                "o.digest = p.digest"
                            );
                            sqlx::query::<$db>(Self::sql(&text))
                                .bind(s.list)
                                .bind(after.clone())
                                .bind(s.other)
                                .bind(PAGE)
                                .fetch_all(self.pool())
                                .await?
                        }
                    };
                    let full = rows.len() as i64 == PAGE;
                    for r in &rows {
                        s.buf.push_back(player_of(r)?);
                    }
                    let last = s.buf.back().and_then(ListPlayer::key);
                    s.cursor = match (&s.cursor, full, last) {
                        (Cursor::Fide(_), true, Some(ListKey::Fide(id))) => {
                            Cursor::Fide(i64::from(id.get()))
                        }
                        (Cursor::Fide(_), _, _) => Cursor::National(String::new()),
                        (Cursor::National(_), true, Some(ListKey::National(id))) => {
                            Cursor::National(id.as_str().to_string())
                        }
                        (Cursor::National(_), _, _) => {
                            s.done = true;
                            s.cursor.clone()
                        }
                    };
                }
                Ok(())
            }

            /// Compares two stored lists in key order, a window at a time: everything up to
            /// the smaller of the two last keys read is complete on both sides.
            async fn compare(
                &self,
                old: i64,
                new: i64,
                sample: usize,
            ) -> Result<Tally, RatingStoreError> {
                let (mut a, mut b) = (KeyStream::new(old, new), KeyStream::new(new, old));
                let mut tally = Tally::default();
                loop {
                    self.fill(&mut a).await?;
                    self.fill(&mut b).await?;
                    if a.buf.is_empty() && b.buf.is_empty() {
                        return Ok(tally);
                    }
                    let bound = [&a, &b]
                        .into_iter()
                        .filter(|s| !s.done)
                        .filter_map(|s| s.buf.back().and_then(ListPlayer::key))
                        .min();
                    let take = |s: &mut KeyStream| -> Vec<ListPlayer> {
                        let n = match &bound {
                            None => s.buf.len(),
                            Some(k) => s
                                .buf
                                .iter()
                                .take_while(|p| p.key().is_some_and(|pk| pk <= *k))
                                .count(),
                        };
                        s.buf.drain(..n).collect()
                    };
                    let (wa, wb) = (take(&mut a), take(&mut b));
                    for change in arbiter_ratings::ListDiff::new(wa.into_iter(), wb.into_iter()) {
                        tally.count(change?, sample);
                    }
                }
            }

            async fn import_inner<I, E>(
                &self,
                list: i64,
                records: I,
            ) -> Result<(u32, u64), RatingStoreError>
            where
                I: Iterator<Item = Result<ListPlayer, E>> + Send,
                E: RecordError,
            {
                let mut conn = self.pool().acquire().await?;
                if !$pg {
                    // A larger page cache for this connection while it writes: the
                    // indexes of a full list outgrow SQLite's default of 2 MB many times.
                    sqlx::query::<$db>(IMPORT_CACHE).execute(&mut *conn).await?;
                    sqlx::query::<$db>(IMPORT_SYNC).execute(&mut *conn).await?;
                    sqlx::query::<$db>(IMPORT_TEMP).execute(&mut *conn).await?;
                } else {
                    // The same on PostgreSQL: the batches' commits do not wait for the
                    // WAL to reach the disk; the swap's commit, on another connection, does.
                    sqlx::query::<$db>(PG_IMPORT_SYNC).execute(&mut *conn).await?;
                }
                let outcome = async {
                    let mut position: u32 = 0;
                    let mut unkeyed = 0u64;
                    // PostgreSQL's word rows carry the name key (migration 0007); on
                    // SQLite the copy made searches no faster and the database larger.
                    let mut words = if $pg { Words::with_keys() } else { Words::default() };
                    let mut batch = Vec::with_capacity(BATCH);
                    for r in records {
                        let p = r.map_err(|e| RatingStoreError::Input(e.to_string(), e.message()))?;
                        if p.key().is_none() {
                            unkeyed += 1;
                        }
                        batch.push((position, p));
                        position = position.checked_add(1).ok_or(RatingStoreError::TooLarge)?;
                        if batch.len() == BATCH {
                            Self::write_batch(&mut conn, list, &batch, &mut words).await?;
                            batch.clear();
                        }
                    }
                    Self::write_batch(&mut conn, list, &batch, &mut words).await?;
                    drop(batch);
                    Self::write_words(&mut conn, list, words).await?;
                    Self::check_unique(&mut conn, list).await?;
                    Ok::<_, RatingStoreError>((position, unkeyed))
                }
                .await;
                let restored = async {
                    if $pg {
                        sqlx::query::<$db>(PG_DEFAULT_SYNC).execute(&mut *conn).await?;
                    } else {
                        sqlx::query::<$db>(DEFAULT_CACHE).execute(&mut *conn).await?;
                        sqlx::query::<$db>(DEFAULT_SYNC).execute(&mut *conn).await?;
                        sqlx::query::<$db>(DEFAULT_TEMP).execute(&mut *conn).await?;
                    }
                    Ok::<_, sqlx::Error>(())
                }
                .await;
                if let Err(e) = restored {
                    // A connection that still skips syncing must never serve the event
                    // log: it leaves the pool and closes.
                    drop(conn.detach());
                    return Err(e.into());
                }
                outcome
            }

            async fn live_lists(
                &self,
                name: Option<&str>,
            ) -> Result<Vec<(i64, RatingList)>, RatingStoreError> {
                let rows = sqlx::query::<$db>(Self::sql(
                    "SELECT id, name, kind, source, imported_at, players FROM rating_lists \
                     WHERE live = 1 AND (? IS NULL OR name = ?) ORDER BY name",
                ))
                .bind(name.map(str::to_string))
                .bind(name.map(str::to_string))
                .fetch_all(self.pool())
                .await?;
                rows.iter()
                    .map(|r| {
                        Ok((
                            r.try_get::<i64, _>("id")?,
                            RatingList {
                                name: r.try_get("name")?,
                                kind: r.try_get("kind")?,
                                source: r.try_get("source")?,
                                imported_at: r.try_get("imported_at")?,
                                players: u64::try_from(r.try_get::<i64, _>("players")?)
                                    .unwrap_or(0),
                            },
                        ))
                    })
                    .collect()
            }

            /// Players found by one statement, ranked against the query words.
            async fn candidates(
                &self,
                text: &str,
                binds: Vec<Value>,
                words: &[String],
                names: &HashMap<i64, String>,
                found: &mut HashMap<i64, StoredHit>,
            ) -> Result<(), RatingStoreError> {
                let mut q = sqlx::query::<$db>(Self::sql(text));
                for v in binds {
                    q = match v {
                        Value::Int(i) => q.bind(i),
                        Value::Text(t) => q.bind(t),
                    };
                }
                for r in q.fetch_all(self.pool()).await? {
                    let id: i64 = r.try_get("id")?;
                    if found.contains_key(&id) {
                        continue;
                    }
                    let key: String = r.try_get("name_key")?;
                    let list: i64 = r.try_get("list_id")?;
                    let (Some((kind, score)), Some(list)) = (name_match(words, &key), names.get(&list))
                    else {
                        continue;
                    };
                    let p = player_of(&r)?;
                    let position = u32::try_from(id & 0xFFFF_FFFF).unwrap_or(0);
                    found.insert(
                        id,
                        StoredHit {
                            list: list.clone(),
                            ratings: p.ratings,
                            club: p.club.clone(),
                            kind: p.list,
                            go: p.go,
                            hit: hit_of(position, p, kind, score),
                        },
                    );
                }
                Ok(())
            }

            /// The words close to `word`, closest first.
            /// The words sharing enough trigrams with `word`. A word that shares at
            /// least `m` of the query's `n` trigrams holds one of any `n - m + 1` of
            /// them, so only the words of the rarest `n - m + 1` trigrams are read, and
            /// their closeness is worked out here: common trigrams ("ova", "ski") are
            /// counted in the index but their words are never fetched.
            async fn close_words(&self, word: &str) -> Result<Vec<String>, RatingStoreError> {
                let grams = trigrams(word);
                let need = shared_cutoff(grams.len());
                let Some(keep) = (grams.len() + 1).checked_sub(need).filter(|k| *k > 0) else {
                    return Ok(Vec::new());
                };
                let text = format!(
                    "SELECT trigram, n FROM rating_trigram_counts WHERE trigram IN ({})",
                    list_of(grams.len())
                );
                let mut q = sqlx::query::<$db>(Self::sql(&text));
                for g in &grams {
                    q = q.bind(i64::from(*g));
                }
                let mut counts: Vec<(i64, i64)> = Vec::new();
                for r in q.fetch_all(self.pool()).await? {
                    counts.push((r.try_get::<i64, _>("n")?, r.try_get::<i64, _>("trigram")?));
                }
                // A trigram no word has is the rarest of all: it rules nothing in.
                let mut rarest: Vec<i64> = grams.iter().map(|g| i64::from(*g)).collect();
                rarest.sort_by_key(|g| {
                    counts
                        .iter()
                        .find(|(_, t)| t == g)
                        .map_or(0, |(n, _)| *n)
                });
                rarest.truncate(keep);
                let text = format!(
                    "SELECT DISTINCT token FROM rating_token_trigrams WHERE trigram IN ({})",
                    list_of(rarest.len())
                );
                let mut q = sqlx::query::<$db>(Self::sql(&text));
                for g in &rarest {
                    q = q.bind(*g);
                }
                let mut close = Vec::new();
                for r in q.fetch_all(self.pool()).await? {
                    let token: String = r.try_get("token")?;
                    let theirs = trigrams(&token);
                    let shared = theirs.iter().filter(|t| grams.binary_search(t).is_ok()).count();
                    if shared < need {
                        continue;
                    }
                    let s = 2.0 * shared as f32 / (grams.len() + theirs.len()) as f32;
                    if s >= FUZZY_THRESHOLD {
                        close.push((s, token));
                    }
                }
                close.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
                close.truncate(CLOSE_WORDS);
                Ok(close.into_iter().map(|(_, t)| t).collect())
            }
        }

        impl RatingStore for $store {
            async fn import_list<I, E>(
                &self,
                meta: &ListMeta,
                records: I,
                sample: usize,
            ) -> Result<ImportSummary, RatingStoreError>
            where
                I: Iterator<Item = Result<ListPlayer, E>> + Send,
                E: RecordError,
            {
                check_list_name(&meta.name)?;
                // Leftovers of an import that was interrupted.
                let stale = sqlx::query::<$db>(Self::sql(
                    "SELECT id FROM rating_lists WHERE name = ? AND live = 0",
                ))
                .bind(meta.name.clone())
                .fetch_all(self.pool())
                .await?;
                for r in stale {
                    self.drop_list(r.try_get("id")?).await?;
                }
                let row = sqlx::query::<$db>(Self::sql(
                    "INSERT INTO rating_lists (name, kind, source, imported_at, players, live) \
                     VALUES (?, ?, ?, ?, 0, 0) RETURNING id",
                ))
                .bind(meta.name.clone())
                .bind(meta.kind.clone())
                .bind(meta.source.clone())
                .bind(crate::now())
                .fetch_one(self.pool())
                .await?;
                let list: i64 = row.try_get("id")?;
                let outcome = async {
                    let (count, unkeyed) = self.import_inner(list, records).await?;
                    let old = self.live_lists(Some(&meta.name)).await?.into_iter().next();
                    let tally = match &old {
                        Some((old, _)) => self.compare(*old, list, sample).await?,
                        None => Tally {
                            added: u64::from(count),
                            ..Tally::default()
                        },
                    };
                    Ok::<_, RatingStoreError>((count, unkeyed, old, tally))
                }
                .await;
                let (count, unkeyed, old, tally) = match outcome {
                    Ok(v) => v,
                    Err(e) => {
                        // The live list was never touched; only the new rows go.
                        let _ = self.drop_list(list).await;
                        return Err(e);
                    }
                };
                let imported_at = crate::now();
                let mut tx = self.pool().begin().await?;
                if let Some((old, _)) = &old {
                    Self::delete_list(&mut *tx, *old).await?;
                }
                sqlx::query::<$db>(Self::sql(
                    "UPDATE rating_lists SET live = 1, players = ?, imported_at = ? WHERE id = ?",
                ))
                .bind(i64::from(count))
                .bind(imported_at.clone())
                .bind(list)
                .execute(&mut *tx)
                .await?;
                tx.commit().await?;
                if $pg {
                    // A bulk import leaves PostgreSQL's statistics behind until autovacuum
                    // gets to them: the planner would take a common surname for a rare one.
                    sqlx::query::<$db>(Self::sql(
                        "ANALYZE rating_players, rating_player_words, rating_token_trigrams",
                    ))
                    .execute(self.pool())
                    .await?;
                }
                Ok(ImportSummary {
                    list: RatingList {
                        name: meta.name.clone(),
                        kind: meta.kind.clone(),
                        source: meta.source.clone(),
                        imported_at,
                        players: u64::from(count),
                    },
                    replaced: old.is_some(),
                    added: tally.added,
                    removed: tally.removed,
                    changed: tally.changed,
                    fields: tally.fields,
                    sample: tally.sample,
                    unkeyed,
                })
            }

            async fn rating_lists(&self) -> Result<Vec<RatingList>, RatingStoreError> {
                Ok(self.live_lists(None).await?.into_iter().map(|(_, l)| l).collect())
            }

            async fn search_players(
                &self,
                list: Option<&str>,
                query: &str,
                limit: usize,
            ) -> Result<Vec<StoredHit>, RatingStoreError> {
                let lists = self.live_lists(list).await?;
                if let (Some(name), true) = (list, lists.is_empty()) {
                    return Err(RatingStoreError::NoList(name.to_string()));
                }
                if lists.is_empty() || limit == 0 {
                    return Ok(Vec::new());
                }
                let names: HashMap<i64, String> =
                    lists.iter().map(|(id, l)| (*id, l.name.clone())).collect();
                let ids: Vec<i64> = lists.iter().map(|(id, _)| *id).collect();
                let in_lists = format!("p.list_id IN ({})", list_of(ids.len()));
                // The words' key leads with the list: a list's words are one range.
                let words_in_lists = format!("t.list_id IN ({})", list_of(ids.len()));
                let list_binds = || ids.iter().map(|i| Value::Int(Some(*i)));
                let mut found: HashMap<i64, StoredHit> = HashMap::new();

                // Ids: exact lookups on indexed columns.
                let (fide, national) = id_queries(query);
                // A player keyed by the id is found through the key's index, one keyed the
                // other way through the id's own (partial) index.
                for (column, condition, value) in [
                    ("fide_id", "p.key_fide = ?", fide.map(|f| Value::Int(Some(f)))),
                    (
                        "fide_id",
                        "p.key_fide IS NULL AND p.fide_id = ?",
                        fide.map(|f| Value::Int(Some(f))),
                    ),
                    (
                        "national_id",
                        "p.key_national = ?",
                        national.map(Value::text),
                    ),
                    (
                        "national_id",
                        "p.key_national IS NULL AND p.national_id = ?",
                        national.map(Value::text),
                    ),
                ] {
                    let Some(value) = value else { continue };
                    let text = format!(
                        "SELECT {PLAYER_COLUMNS} FROM rating_players p WHERE {condition} AND {in_lists}"
                    );
                    let mut q = sqlx::query::<$db>(Self::sql(&text));
                    q = match value {
                        Value::Int(i) => q.bind(i),
                        Value::Text(t) => q.bind(t),
                    };
                    for v in list_binds() {
                        if let Value::Int(i) = v {
                            q = q.bind(i);
                        }
                    }
                    for r in q.fetch_all(self.pool()).await? {
                        let id: i64 = r.try_get("id")?;
                        let Some(list) = names.get(&r.try_get::<i64, _>("list_id")?) else {
                            continue;
                        };
                        let position = u32::try_from(id & 0xFFFF_FFFF).unwrap_or(0);
                        let p = player_of(&r)?;
                        let (ratings, club, kind, go) = (p.ratings, p.club.clone(), p.list, p.go);
                        let mut hit = hit_of(position, p, MatchKind::Id, 1.1);
                        hit.score = if column == "fide_id" { 1.1 } else { 1.05 };
                        let _ = IdKind::Fide;
                        found.insert(
                            id,
                            StoredHit {
                                list: list.clone(),
                                hit,
                                ratings,
                                club,
                                kind,
                                go,
                            },
                        );
                    }
                }

                let mut words = name_tokens(query);
                words.sort_unstable();
                words.dedup();
                if words.is_empty() {
                    return Ok(rank(found.into_values().collect(), limit));
                }
                // The longest word drives the search (the fewest players have it); the
                // others are checked on the player's name key.
                let driver = words
                    .iter()
                    .max_by_key(|w| w.len())
                    .cloned()
                    .unwrap_or_default();
                let others: Vec<&String> = words.iter().filter(|w| **w != driver).collect();
                for exact in [true, false] {
                    if found.len() >= limit {
                        break;
                    }
                    let mut text = format!(
                        "SELECT {} FROM rating_player_words t \
                         CROSS JOIN rating_players p WHERE p.id = t.player AND {} AND {words_in_lists}",
                        columns_of("p"),
                        if exact { "t.token = ?" } else { "t.token >= ? AND t.token < ?" }
                    );
                    let mut binds = vec![Value::text(driver.as_str())];
                    if !exact {
                        // '~' sorts after every character a word may hold.
                        binds.push(Value::text(format!("{driver}~")));
                    }
                    binds.extend(list_binds());
                    // The other words are matched as the starts of words in both stages:
                    // "Sanchez Ma" is a surname typed whole and a given name being typed,
                    // and the ranking puts whole words first.
                    // PostgreSQL's word rows carry the name key: the surname's rows are
                    // read side by side, and only the players that match are fetched.
                    let key = if $pg { "t.name_key" } else { "p.name_key" };
                    for w in &others {
                        text.push_str(&format!(" AND (' ' || {key} || ' ') LIKE ?"));
                        binds.push(Value::text(format!("% {w}%")));
                    }
                    text.push_str(" LIMIT ?");
                    binds.push(Value::Int(Some(CANDIDATES)));
                    self.candidates(&text, binds, &words, &names, &mut found).await?;
                }
                if found.len() < limit && driver.len() >= 3 {
                    let close = self.close_words(&driver).await?;
                    if !close.is_empty() {
                        let text = format!(
                            "SELECT {} FROM rating_player_words t \
                             CROSS JOIN rating_players p \
                             WHERE p.id = t.player AND t.token IN ({}) AND {words_in_lists} LIMIT ?",
                            columns_of("p"),
                            list_of(close.len())
                        );
                        let mut binds: Vec<Value> =
                            close.into_iter().map(Value::text).collect();
                        binds.extend(list_binds());
                        binds.push(Value::Int(Some(CANDIDATES)));
                        self.candidates(&text, binds, &words, &names, &mut found).await?;
                    }
                }
                Ok(rank(found.into_values().collect(), limit))
            }

            async fn player_by_fide_id(
                &self,
                list: Option<&str>,
                id: FideId,
            ) -> Result<Option<(String, ListPlayer)>, RatingStoreError> {
                // Keyed by the id, or keyed the other way and holding it: each half reads
                // its own index.
                let half = |condition: &str| {
                    format!(
                        "SELECT {}, l.name AS list_name FROM rating_players p \
                         JOIN rating_lists l ON l.id = p.list_id \
                         WHERE {condition} AND l.live = 1 AND (? IS NULL OR l.name = ?)",
                        columns_of("p")
                    )
                };
                let text = format!(
                    "{} UNION ALL {} ORDER BY list_name LIMIT 1",
                    half("p.key_fide = ?"),
                    half("p.key_fide IS NULL AND p.fide_id = ?")
                );
                let fide = i64::from(id.get());
                let name = list.map(str::to_string);
                let row = sqlx::query::<$db>(Self::sql(&text))
                    .bind(fide)
                    .bind(name.clone())
                    .bind(name.clone())
                    .bind(fide)
                    .bind(name.clone())
                    .bind(name)
                    .fetch_optional(self.pool())
                    .await?;
                row.map(|r| Ok((r.try_get("list_name")?, player_of(&r)?)))
                    .transpose()
            }

            async fn player_by_national_id(
                &self,
                list: Option<&str>,
                kind: Option<ListKind>,
                id: &str,
            ) -> Result<Option<(String, ListPlayer)>, RatingStoreError> {
                let id = id.trim();
                if id.is_empty() {
                    return Ok(None);
                }
                // As by FIDE id: the key's index, then the id's for rows keyed by FIDE id.
                let half = |condition: &str| {
                    format!(
                        "SELECT {}, l.name AS list_name FROM rating_players p \
                         JOIN rating_lists l ON l.id = p.list_id \
                         WHERE {condition} AND l.live = 1 AND (? IS NULL OR l.name = ?) \
                         AND (? IS NULL OR l.kind = ?)",
                        columns_of("p")
                    )
                };
                let text = format!(
                    "{} UNION ALL {} ORDER BY list_name LIMIT 1",
                    half("p.key_national = ?"),
                    half("p.key_national IS NULL AND p.national_id = ?")
                );
                let name = list.map(str::to_string);
                let kind = kind.map(|k| k.as_str().to_string());
                let mut q = sqlx::query::<$db>(Self::sql(&text));
                for _ in 0..2 {
                    q = q
                        .bind(id.to_string())
                        .bind(name.clone())
                        .bind(name.clone())
                        .bind(kind.clone())
                        .bind(kind.clone());
                }
                let row = q.fetch_optional(self.pool()).await?;
                row.map(|r| Ok((r.try_get("list_name")?, player_of(&r)?)))
                    .transpose()
            }
        }
    };
}

/// Rows to append to a table, made one at a time as they are written: a batch's values
/// are never all in memory at once.
trait RowSource: Send {
    /// Rows per `INSERT` statement on SQLite.
    const PER_INSERT: usize;
    fn len(&self) -> usize;
    fn row(&mut self, i: usize) -> Vec<Value>;
}

/// A batch of players as rows of `rating_players` (with the digest last).
struct PlayerRows<'a> {
    list: i64,
    batch: &'a [(u32, ListPlayer)],
    shared: SharedTexts,
}

impl RowSource for PlayerRows<'_> {
    const PER_INSERT: usize = ROWS_PER_INSERT;
    fn len(&self) -> usize {
        self.batch.len()
    }
    fn row(&mut self, i: usize) -> Vec<Value> {
        let Some((pos, p)) = self.batch.get(i) else {
            return Vec::new();
        };
        let mut values = row_values(self.list, *pos, p, &mut self.shared);
        let digest = digest(values.get(2..).unwrap_or_default());
        values.push(Value::Int(Some(digest)));
        values
    }
}

/// Uses of words as rows of `rating_player_words`, with the player's name key where it
/// is kept.
struct WordRows<'a> {
    list: i64,
    uses: &'a [(u32, u32)],
    words: &'a [Arc<str>],
    keys: Option<&'a NameKeys>,
}

impl RowSource for WordRows<'_> {
    const PER_INSERT: usize = WORD_ROWS_PER_INSERT;
    fn len(&self) -> usize {
        self.uses.len()
    }
    fn row(&mut self, i: usize) -> Vec<Value> {
        let Some((w, pos)) = self.uses.get(i) else {
            return Vec::new();
        };
        let mut row = vec![
            Value::Int(Some(self.list)),
            Value::Text(self.words.get(*w as usize).cloned()),
            Value::Int(Some(player_row_id(self.list, *pos))),
        ];
        if let Some(keys) = self.keys {
            row.push(Value::text(keys.get(*pos)));
        }
        row
    }
}

/// The trigrams of words as rows of `rating_token_trigrams`.
struct TrigramRows<'a> {
    grams: &'a [(u16, u32)],
    words: &'a [Arc<str>],
}

impl RowSource for TrigramRows<'_> {
    const PER_INSERT: usize = WORD_ROWS_PER_INSERT;
    fn len(&self) -> usize {
        self.grams.len()
    }
    fn row(&mut self, i: usize) -> Vec<Value> {
        let Some((g, w)) = self.grams.get(i) else {
            return Vec::new();
        };
        vec![
            Value::Int(Some(i64::from(*g))),
            Value::Text(self.words.get(*w as usize).cloned()),
        ]
    }
}

impl SqliteStore {
    /// Appends rows to a table with multi-row `INSERT`s of the source's
    /// [`RowSource::PER_INSERT`] rows.
    async fn write_rows<R: RowSource>(
        conn: &mut sqlx::SqliteConnection,
        table: &str,
        columns: &str,
        rows: &mut R,
    ) -> Result<(), RatingStoreError> {
        let head = format!("INSERT INTO {table} ({columns}) VALUES ");
        let all = 0..rows.len();
        Self::append_rows(conn, &head, "", columns.split(',').count(), rows, all).await
    }

    /// Runs `head`, the placeholders of [`RowSource::PER_INSERT`] rows of `width` values,
    /// then `tail`, over the rows `range`. Each statement's values are made while SQLite's
    /// own thread runs the statement before: making them takes about as long as running
    /// them, and on two cores the two no longer wait for each other.
    async fn append_rows<R: RowSource>(
        conn: &mut sqlx::SqliteConnection,
        head: &str,
        tail: &str,
        width: usize,
        rows: &mut R,
        range: std::ops::Range<usize>,
    ) -> Result<(), RatingStoreError> {
        let statement = |rows: &mut R, start: usize| {
            let end = (start + R::PER_INSERT).min(range.end);
            (start < end).then(|| {
                let text = format!("{head}{}{tail}", placeholders(end - start, width));
                let mut q = sqlx::query::<sqlx::Sqlite>(sqlx::AssertSqlSafe(text));
                for v in (start..end).flat_map(|i| rows.row(i)) {
                    q = match v {
                        Value::Int(i) => q.bind(i),
                        Value::Text(t) => q.bind(t),
                    };
                }
                (q, end)
            })
        };
        let mut next = statement(rows, range.start);
        while let Some((q, end)) = next {
            let (done, following) =
                futures_util::future::join(q.execute(&mut *conn), async { statement(rows, end) })
                    .await;
            done?;
            next = following;
        }
        Ok(())
    }

    /// Adds the trigrams of words; those of words an earlier list brought are there
    /// already, and stay.
    async fn write_trigrams(
        conn: &mut sqlx::SqliteConnection,
        rows: &mut TrigramRows<'_>,
    ) -> Result<(), RatingStoreError> {
        let mut start = 0;
        while start < rows.len() {
            let end = (start + WORD_ROWS_PER_COMMIT).min(rows.len());
            let mut tx = sqlx::Connection::begin(&mut *conn).await?;
            Self::append_rows(
                &mut tx,
                "INSERT INTO rating_token_trigrams (trigram, token) VALUES ",
                " ON CONFLICT DO NOTHING",
                2,
                rows,
                start..end,
            )
            .await?;
            tx.commit().await?;
            start = end;
        }
        Ok(())
    }
}

impl PostgresStore {
    /// Adds the trigrams of words, as on SQLite, in one transaction: `COPY` into a
    /// temporary table, then an `INSERT` of the rows the table lacks.
    async fn write_trigrams(
        conn: &mut sqlx::PgConnection,
        rows: &mut TrigramRows<'_>,
    ) -> Result<(), RatingStoreError> {
        let mut tx = sqlx::Connection::begin(&mut *conn).await?;
        sqlx::query(
            "CREATE TEMPORARY TABLE rating_trigram_stage \
             (trigram BIGINT NOT NULL, token TEXT COLLATE \"C\" NOT NULL) ON COMMIT DROP",
        )
        .execute(&mut *tx)
        .await?;
        Self::write_rows(&mut tx, "rating_trigram_stage", "trigram, token", rows).await?;
        // `ON CONFLICT` would make every row a speculative insertion, which costs twice a
        // plain one. The lock keeps another import from adding the same rows between the
        // check and the insert, and lets searches read on; the statistics let the planner
        // see a table of millions of rows, where it would guess a few.
        sqlx::query("LOCK TABLE rating_token_trigrams IN SHARE ROW EXCLUSIVE MODE")
            .execute(&mut *tx)
            .await?;
        sqlx::query("ANALYZE rating_trigram_stage")
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "INSERT INTO rating_token_trigrams (trigram, token) \
             SELECT s.trigram, s.token FROM rating_trigram_stage s WHERE NOT EXISTS \
             (SELECT 1 FROM rating_token_trigrams t \
             WHERE t.trigram = s.trigram AND t.token = s.token)",
        )
        .execute(&mut *tx)
        .await?;
        // Dropped here too: inside a restore's transaction this is a savepoint, and the
        // next list's words make the table again before the restore commits.
        sqlx::query("DROP TABLE rating_trigram_stage")
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Appends rows to a table with `COPY … FROM STDIN` in the text format, which
    /// PostgreSQL takes in several times faster than `INSERT`s. Values are escaped as the
    /// format asks (backslash, tab, newline, carriage return), `NULL` is `\N`.
    async fn write_rows(
        conn: &mut sqlx::PgConnection,
        table: &str,
        columns: &str,
        rows: &mut impl RowSource,
    ) -> Result<(), RatingStoreError> {
        let mut copy = conn
            .copy_in_raw(&format!("COPY {table} ({columns}) FROM STDIN"))
            .await?;
        let mut buf: Vec<u8> = Vec::with_capacity(1 << 20);
        let sent = async {
            for r in 0..rows.len() {
                for (i, v) in rows.row(r).into_iter().enumerate() {
                    if i > 0 {
                        buf.push(b'\t');
                    }
                    match v {
                        Value::Int(Some(n)) => buf.extend_from_slice(n.to_string().as_bytes()),
                        Value::Text(Some(t)) => copy_escape(&t, &mut buf),
                        Value::Int(None) | Value::Text(None) => buf.extend_from_slice(b"\\N"),
                    }
                }
                buf.push(b'\n');
                if buf.len() >= 1 << 20 {
                    copy.send(std::mem::take(&mut buf)).await?;
                }
            }
            if !buf.is_empty() {
                copy.send(buf).await?;
            }
            Ok::<_, sqlx::Error>(())
        }
        .await;
        match sent {
            Ok(()) => {
                copy.finish().await?;
                Ok(())
            }
            Err(e) => {
                let _ = copy.abort(e.to_string()).await;
                Err(e.into())
            }
        }
    }
}

/// A text value as `COPY`'s text format writes it.
fn copy_escape(text: &str, out: &mut Vec<u8>) {
    for b in text.bytes() {
        match b {
            b'\\' => out.extend_from_slice(b"\\\\"),
            b'\t' => out.extend_from_slice(b"\\t"),
            b'\n' => out.extend_from_slice(b"\\n"),
            b'\r' => out.extend_from_slice(b"\\r"),
            _ => out.push(b),
        }
    }
}

rating_backend!(SqliteStore, sqlx::Sqlite, false);
rating_backend!(PostgresStore, sqlx::Postgres, true);

impl RatingStore for AnyStore {
    async fn import_list<I, E>(
        &self,
        meta: &ListMeta,
        records: I,
        sample: usize,
    ) -> Result<ImportSummary, RatingStoreError>
    where
        I: Iterator<Item = Result<ListPlayer, E>> + Send,
        E: RecordError,
    {
        match self {
            AnyStore::Sqlite(s) => s.import_list(meta, records, sample).await,
            AnyStore::Postgres(s) => s.import_list(meta, records, sample).await,
        }
    }

    async fn rating_lists(&self) -> Result<Vec<RatingList>, RatingStoreError> {
        match self {
            AnyStore::Sqlite(s) => s.rating_lists().await,
            AnyStore::Postgres(s) => s.rating_lists().await,
        }
    }

    async fn search_players(
        &self,
        list: Option<&str>,
        query: &str,
        limit: usize,
    ) -> Result<Vec<StoredHit>, RatingStoreError> {
        match self {
            AnyStore::Sqlite(s) => s.search_players(list, query, limit).await,
            AnyStore::Postgres(s) => s.search_players(list, query, limit).await,
        }
    }

    async fn player_by_fide_id(
        &self,
        list: Option<&str>,
        id: FideId,
    ) -> Result<Option<(String, ListPlayer)>, RatingStoreError> {
        match self {
            AnyStore::Sqlite(s) => s.player_by_fide_id(list, id).await,
            AnyStore::Postgres(s) => s.player_by_fide_id(list, id).await,
        }
    }

    async fn player_by_national_id(
        &self,
        list: Option<&str>,
        kind: Option<ListKind>,
        id: &str,
    ) -> Result<Option<(String, ListPlayer)>, RatingStoreError> {
        match self {
            AnyStore::Sqlite(s) => s.player_by_national_id(list, kind, id).await,
            AnyStore::Postgres(s) => s.player_by_national_id(list, kind, id).await,
        }
    }
}
