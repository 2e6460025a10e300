//! The message catalogue: every string arbiter shows a person, in English, French, German,
//! Italian, Spanish and Russian, with dates and numbers written as each language writes them.
//!
//! The catalogue is a set of Fluent files, `locales/LANG/AREA.ftl`, embedded at build time.
//! Each area (`common`, `web`, `print`, `site`, `plots`…) is one file per language, so the
//! part of the program that shows a string owns the file its key lives in. A key missing in
//! one language falls back to English, and then to the key itself, so a page never fails to
//! render; the tests refuse such a gap before it ships ([`missing_keys`]).

mod format;

pub use format::{date_long, date_short, decimal, integer, ordinal};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::sync::LazyLock;
use unic_langid::LanguageIdentifier;

include!(concat!(env!("OUT_DIR"), "/catalogue.rs"));

/// A language arbiter speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    /// English, the fallback of every other language.
    #[default]
    En,
    /// French.
    Fr,
    /// German.
    De,
    /// Italian.
    It,
    /// Spanish.
    Es,
    /// Russian.
    Ru,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 6] = [Lang::En, Lang::Fr, Lang::De, Lang::It, Lang::Es, Lang::Ru];

    /// The two-letter code (ISO 639-1), as used in `lang` attributes and file names.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::De => "de",
            Lang::It => "it",
            Lang::Es => "es",
            Lang::Ru => "ru",
        }
    }

    /// The language's name in itself, for a language picker.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::De => "Deutsch",
            Lang::It => "Italiano",
            Lang::Es => "Español",
            Lang::Ru => "Русский",
        }
    }

    /// Reads a code or a tag (`fr`, `fr-CH`, `de_AT`, `RU`), or the language's English or
    /// native name. `None` for a language arbiter does not speak.
    pub fn parse(text: &str) -> Option<Lang> {
        let t = text.trim().to_lowercase();
        let primary = t.split(['-', '_', '.']).next().unwrap_or_default();
        Lang::ALL.into_iter().find(|l| {
            primary == l.code()
                || t == l.native_name().to_lowercase()
                || t == l.english_name().to_lowercase()
        })
    }

    fn english_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "French",
            Lang::De => "German",
            Lang::It => "Italian",
            Lang::Es => "Spanish",
            Lang::Ru => "Russian",
        }
    }

    /// The visitor's language from an HTTP `Accept-Language` header: the spoken language
    /// with the highest weight, or `None` when the header names none of them.
    pub fn negotiate(accept_language: &str) -> Option<Lang> {
        let mut best: Option<(u16, Lang)> = None;
        for part in accept_language.split(',') {
            let mut bits = part.split(';');
            let Some(lang) = bits.next().and_then(Lang::parse) else {
                continue;
            };
            let weight = bits
                .find_map(|b| b.trim().strip_prefix("q="))
                .and_then(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            // Weights have three decimals at most (RFC 9110 12.4.2).
            let w = (weight.clamp(0.0, 1.0) * 1000.0).round() as u16;
            if w > 0 && best.is_none_or(|(bw, _)| w > bw) {
                best = Some((w, lang));
            }
        }
        best.map(|(_, l)| l)
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A value put into a message: text, a number (whole numbers choose plural forms), or a
/// message of its own said in the same language.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Text, shown as given.
    Text(String),
    /// A whole number; Fluent picks the plural form from it.
    Int(i64),
    /// A number written with a decimal point (`2.5`), shown as the language writes
    /// numbers (`2,5` in French) by [`decimal`].
    Decimal(String),
    /// A message of the catalogue with its values, said in the language of the message
    /// that holds it: a reason inside a refusal stays in the page's language.
    Phrase(&'static str, Vec<(&'static str, Arg)>),
    /// Messages said one after the other in the same language, joined by the separator.
    Phrases(Vec<(&'static str, Vec<(&'static str, Arg)>)>, &'static str),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Text(s.to_owned())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Text(s)
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Self {
        Arg::Text(s.clone())
    }
}
macro_rules! int_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                Arg::Int(i64::from(n))
            }
        }
    )*};
}
int_arg!(u8, u16, u32, i32, i64);
impl From<usize> for Arg {
    fn from(n: usize) -> Self {
        Arg::Int(i64::try_from(n).unwrap_or(i64::MAX))
    }
}
impl From<u64> for Arg {
    fn from(n: u64) -> Self {
        Arg::Int(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

struct Catalogue {
    bundles: Vec<FluentBundle<FluentResource>>,
}

static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(|| {
    let bundles = Lang::ALL
        .iter()
        .map(|lang| {
            let id: LanguageIdentifier = lang.code().parse().unwrap_or_default();
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            // Isolation marks would show as stray characters in plain text and PDFs.
            bundle.set_use_isolating(false);
            for (_, _, text) in FILES.iter().filter(|(code, _, _)| *code == lang.code()) {
                // A file with a syntax error still yields its good messages; the tests
                // refuse the error itself (`syntax_errors`).
                let res = FluentResource::try_new((*text).to_owned()).unwrap_or_else(|(r, _)| r);
                // A key defined twice keeps its first text; the tests refuse duplicates.
                bundle.add_resource_overriding(res);
            }
            bundle
        })
        .collect();
    Catalogue { bundles }
});

fn bundle(lang: Lang) -> Option<&'static FluentBundle<FluentResource>> {
    let i = Lang::ALL.iter().position(|l| *l == lang)?;
    CATALOGUE.bundles.get(i)
}

fn format_in(lang: Lang, key: &str, args: Option<&FluentArgs<'_>>) -> Option<String> {
    let bundle = bundle(lang)?;
    let (id, attr) = match key.split_once('.') {
        Some((id, attr)) => (id, Some(attr)),
        None => (key, None),
    };
    let msg = bundle.get_message(id)?;
    let pattern = match attr {
        Some(a) => msg.get_attribute(a)?.value(),
        None => msg.value()?,
    };
    let mut errors = Vec::new();
    Some(
        bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned(),
    )
}

/// The message `key` in `lang` (`key.attr` for an attribute). Falls back to English, then to
/// the key itself.
pub fn t(lang: Lang, key: &str) -> String {
    format_in(lang, key, None)
        .or_else(|| format_in(Lang::En, key, None))
        .unwrap_or_else(|| key.to_owned())
}

/// The message `key` in `lang` with values for its placeables (`{ $name }`): decimals
/// written as `lang` writes numbers, phrases said in `lang`.
pub fn t_args(lang: Lang, key: &str, args: &[(&str, Arg)]) -> String {
    let mut fa = FluentArgs::new();
    for (name, value) in args {
        match value {
            Arg::Text(s) => fa.set(*name, FluentValue::from(s.as_str())),
            Arg::Int(n) => fa.set(*name, FluentValue::from(*n)),
            Arg::Decimal(s) => fa.set(*name, FluentValue::from(decimal(lang, s))),
            Arg::Phrase(k, a) => fa.set(*name, FluentValue::from(t_args(lang, k, a))),
            Arg::Phrases(ps, sep) => {
                let said: Vec<String> = ps.iter().map(|(k, a)| t_args(lang, k, a)).collect();
                fa.set(*name, FluentValue::from(said.join(sep)));
            }
        }
    }
    format_in(lang, key, Some(&fa))
        .or_else(|| format_in(Lang::En, key, Some(&fa)))
        .unwrap_or_else(|| key.to_owned())
}

/// Whether `key` (or `key.attr`) is in the catalogue of `lang` itself, without fallback.
pub fn has(lang: Lang, key: &str) -> bool {
    let Some(bundle) = bundle(lang) else {
        return false;
    };
    match key.split_once('.') {
        Some((id, attr)) => bundle
            .get_message(id)
            .is_some_and(|m| m.get_attribute(attr).is_some()),
        None => bundle.get_message(key).is_some_and(|m| m.value().is_some()),
    }
}

/// A translator bound to one language, for templates: `{{ tr.t("players") }}`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tr(pub Lang);

impl Tr {
    /// The message `key`.
    pub fn t(&self, key: &str) -> String {
        t(self.0, key)
    }
    /// The message `key` with one value.
    pub fn t1(&self, key: &str, name: &str, value: impl Into<Arg>) -> String {
        t_args(self.0, key, &[(name, value.into())])
    }
    /// The message `key` with values.
    pub fn ta(&self, key: &str, args: &[(&str, Arg)]) -> String {
        t_args(self.0, key, args)
    }
    /// The language.
    pub fn lang(&self) -> Lang {
        self.0
    }
}

/// Every key (messages and `message.attribute`) of one language, by file.
pub fn keys(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (code, file, text) in FILES {
        if *code != lang.code() {
            continue;
        }
        let res = FluentResource::try_new((*text).to_owned()).unwrap_or_else(|(r, _)| r);
        let set = out.entry((*file).to_owned()).or_default();
        for entry in res.entries() {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                if m.value.is_some() {
                    set.insert(m.id.name.to_owned());
                }
                for a in &m.attributes {
                    set.insert(format!("{}.{}", m.id.name, a.id.name));
                }
            }
        }
    }
    out
}

/// The keys English has and `lang` lacks, and the keys `lang` has that English lacks, as
/// `file: key` lines. Empty when the two catalogues agree.
pub fn missing_keys(lang: Lang) -> Vec<String> {
    let en = keys(Lang::En);
    let other = keys(lang);
    let mut out = Vec::new();
    let files: BTreeSet<&String> = en.keys().chain(other.keys()).collect();
    let empty = BTreeSet::new();
    for file in files {
        let a = en.get(file).unwrap_or(&empty);
        let b = other.get(file).unwrap_or(&empty);
        for k in a.difference(b) {
            out.push(format!("{}/{file}: {k} is missing", lang.code()));
        }
        for k in b.difference(a) {
            out.push(format!("{}/{file}: {k} is not in English", lang.code()));
        }
    }
    out
}

/// Syntax errors and keys defined twice in any catalogue file, as readable lines.
pub fn syntax_errors() -> Vec<String> {
    let mut out = Vec::new();
    let mut seen: BTreeMap<(&str, String), &str> = BTreeMap::new();
    for (code, file, text) in FILES {
        match FluentResource::try_new((*text).to_owned()) {
            Ok(res) => {
                for entry in res.entries() {
                    if let fluent_syntax::ast::Entry::Message(m) = entry {
                        let key = m.id.name.to_owned();
                        if let Some(first) = seen.insert((code, key.clone()), file) {
                            out.push(format!("{code}/{file}: {key} is also in {code}/{first}"));
                        }
                    }
                }
            }
            Err((_, errors)) => {
                for e in errors {
                    out.push(format!("{code}/{file}: {e:?}"));
                }
            }
        }
    }
    out
}

/// Every catalogue file's language, name and text (for tests and tools that check use).
pub fn files() -> impl Iterator<Item = (&'static str, &'static str, &'static str)> {
    FILES.iter().copied()
}

/// The values each message of `file` names in `lang` (`{ $name }`), by key: the tests
/// check that a translation names the same values as the English.
pub fn placeables(lang: Lang, file: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (code, name, text) in files() {
        if code != lang.code() || name != file {
            continue;
        }
        let mut current = String::new();
        for line in text.lines() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            if !line.starts_with(' ')
                && let Some((key, _)) = line.split_once(" = ")
            {
                current = key.trim().to_string();
            }
            let set = out.entry(current.clone()).or_default();
            for (i, _) in line.match_indices('$') {
                let name: String = line[i + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                    .collect();
                set.insert(name);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_every_key_and_no_syntax_error() {
        let mut problems = syntax_errors();
        for lang in Lang::ALL {
            problems.extend(missing_keys(lang));
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn messages_are_found_in_each_language_and_fall_back_to_english() {
        assert_eq!(t(Lang::En, "round"), "Round");
        assert_eq!(t(Lang::Fr, "round"), "Ronde");
        assert_eq!(t(Lang::De, "round"), "Runde");
        assert_eq!(t(Lang::Ru, "round"), "Тур");
        assert_eq!(t(Lang::Fr, "no-such-key"), "no-such-key");
        assert_eq!(
            t_args(Lang::En, "round-n", &[("round", Arg::Int(3))]),
            "Round 3"
        );
        assert_eq!(
            t_args(Lang::Fr, "players-count", &[("count", Arg::Int(1))]),
            "1 joueur"
        );
        assert_eq!(
            t_args(Lang::Fr, "players-count", &[("count", Arg::Int(4))]),
            "4 joueurs"
        );
        assert_eq!(
            t_args(Lang::Ru, "players-count", &[("count", Arg::Int(3))]),
            "3 участника"
        );
        assert_eq!(
            t_args(Lang::Ru, "players-count", &[("count", Arg::Int(11))]),
            "11 участников"
        );
        assert!(has(Lang::It, "round"));
        assert!(!has(Lang::It, "no-such-key"));
    }

    /// A decimal is written as each language writes numbers, and a phrase inside a
    /// message is said in the language of the message.
    #[test]
    fn decimals_and_phrases_follow_the_language_of_the_message() {
        let args = [(
            "round",
            Arg::Phrase("round-n", vec![("round", Arg::Int(3))]),
        )];
        assert_eq!(t_args(Lang::Fr, "round-n", &args), "Ronde Ronde 3");
        let joined = [(
            "round",
            Arg::Phrases(vec![("round", Vec::new()), ("round", Vec::new())], " / "),
        )];
        assert_eq!(t_args(Lang::De, "round-n", &joined), "Runde Runde / Runde");
        let half = [("round", Arg::Decimal("2.5".into()))];
        assert_eq!(t_args(Lang::En, "round-n", &half), "Round 2.5");
        assert_eq!(t_args(Lang::Fr, "round-n", &half), "Ronde 2,5");
        assert_eq!(t_args(Lang::Ru, "round-n", &half), "Тур 2,5");
    }

    #[test]
    fn languages_are_read_from_codes_names_and_headers() {
        assert_eq!(Lang::parse("fr-CH"), Some(Lang::Fr));
        assert_eq!(Lang::parse("de_AT"), Some(Lang::De));
        assert_eq!(Lang::parse("Русский"), Some(Lang::Ru));
        assert_eq!(Lang::parse("spanish"), Some(Lang::Es));
        assert_eq!(Lang::parse("pt"), None);
        assert_eq!(
            Lang::negotiate("pt-BR,pt;q=0.9,it;q=0.8,en;q=0.7"),
            Some(Lang::It)
        );
        assert_eq!(Lang::negotiate("en;q=0.2, ru"), Some(Lang::Ru));
        assert_eq!(Lang::negotiate("ja"), None);
        assert_eq!(Lang::negotiate("de;q=0"), None);
    }
}
