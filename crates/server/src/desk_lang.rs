//! The language of the arbiter desk's pages, and how the desk writes its messages, dates
//! and numbers in it.
//!
//! The request says who the visitor is (`crate::lang` reads it once per request); the
//! desk orders what it says differently from the public pages: the visitor's choice on
//! the site, then the browser's `Accept-Language`, then the event's own language, then
//! English. The arbiter's own language comes before the event's because the desk is the
//! arbiter's tool; the event's language is for its visitors.

use crate::error::{AppError, Message};
use crate::lang::Visitor;
use arbiter_event::Settings;
use arbiter_i18n::{Arg, Lang, Tr};
use axum::http::StatusCode;

/// The language of a desk page for `visitor`, on the page of the event with `event`
/// settings (none for pages of no event).
pub(crate) fn desk_lang(visitor: Visitor, event: Option<&Settings>) -> Lang {
    visitor
        .chosen
        .or(visitor.accepted)
        .or(event.and_then(Settings::lang))
        .unwrap_or_default()
}

/// The translator of a desk page for the current request's visitor.
pub(crate) fn desk_tr(event: Option<&Settings>) -> Tr {
    Tr(desk_lang(crate::lang::visitor(), event))
}

/// What a page says about the change just made: nothing, why it was refused, or that it
/// was done.
pub(crate) enum Flash {
    /// Nothing to say.
    None,
    /// The change was refused.
    Error(AppError),
    /// The change was made.
    Notice(Message),
}

impl Flash {
    /// The page's status: the refusal's, else 200.
    pub(crate) fn status(&self) -> StatusCode {
        match self {
            Flash::Error(e) => e.status,
            _ => StatusCode::OK,
        }
    }

    /// The refusal in `tr`'s language, or empty.
    pub(crate) fn error(&self, tr: Tr) -> String {
        match self {
            Flash::Error(e) => e.message_in(tr.lang()),
            _ => String::new(),
        }
    }

    /// The notice in `tr`'s language, or empty.
    pub(crate) fn notice(&self, tr: Tr) -> String {
        match self {
            Flash::Notice((key, args)) => tr.ta(key, args),
            _ => String::new(),
        }
    }
}

/// A refusal of what a form or request asks, said by the catalogue's `key` with `args`.
pub(crate) fn bad(key: &'static str, args: Vec<(&'static str, Arg)>) -> AppError {
    AppError::localized(StatusCode::BAD_REQUEST, key, args)
}

/// A pairing system of the new-event form's menu.
pub(crate) struct SystemChoice {
    /// What the form sends: the system's name, `go:` in front of a Go system's (which
    /// makes the event a Go one).
    pub value: String,
    /// Its name in words.
    pub label: String,
}

/// Every system of the registry, in its order, named in the desk's language.
pub(crate) fn system_choices(tr: Tr) -> Vec<SystemChoice> {
    use arbiter_pairing::registry::{Game, SYSTEMS};
    SYSTEMS
        .iter()
        .map(|s| SystemChoice {
            value: if s.game == Game::Go {
                format!("go:{}", s.name)
            } else {
                s.name.to_string()
            },
            label: tr.t(s.label),
        })
        .collect()
}

/// A language of the settings' language menu.
pub(crate) struct LangChoice {
    pub code: &'static str,
    pub name: &'static str,
    pub selected: bool,
}

/// The six languages by their own names, `current` (an event's setting) selected.
pub(crate) fn language_choices(current: Option<&str>) -> Vec<LangChoice> {
    let current = current.and_then(Lang::parse);
    Lang::ALL
        .into_iter()
        .map(|l| LangChoice {
            code: l.code(),
            name: l.native_name(),
            selected: current == Some(l),
        })
        .collect()
}

/// Reads the language menu's answer: empty for none, else one of the six languages (by
/// code, tag or name), kept as its code.
pub(crate) fn language_setting(text: &str) -> Result<Option<String>, AppError> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    let known: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
    Lang::parse(t)
        .map(|l| Some(l.code().to_string()))
        .ok_or_else(|| {
            bad(
                "web-desk-error-language",
                vec![("value", t.into()), ("known", known.join(", ").into())],
            )
        })
}

/// A date written `YYYY-MM-DD` (or `YYYY/MM/DD`).
fn parse_date(text: &str) -> Option<time::Date> {
    let mut parts = text.trim().split(['/', '-']);
    let (y, m, d) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() || y.len() != 4 {
        return None;
    }
    let month = time::Month::try_from(m.parse::<u8>().ok()?).ok()?;
    time::Date::from_calendar_date(y.parse().ok()?, month, d.parse().ok()?).ok()
}

/// A moment written `YYYY-MM-DD HH:MM` (a lineup deadline) or RFC 3339 (the log), in the
/// language's short date and the time to the minute or second as given; anything else as
/// written.
pub(crate) fn moment_text(lang: Lang, text: &str) -> String {
    let t = text.trim();
    let (Some(day), Some(rest)) = (t.get(..10), t.get(11..)) else {
        return t.to_string();
    };
    let Some(date) = parse_date(day) else {
        return t.to_string();
    };
    // The time up to the seconds; fractions and the zone (always UTC here) are dropped.
    let clock: String = rest
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == ':')
        .take(8)
        .collect();
    format!("{} {clock}", arbiter_i18n::date_short(lang, date))
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::{HeaderMap, HeaderValue, header};

    fn headers(pairs: &[(header::HeaderName, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(k, HeaderValue::from_str(v).unwrap());
        }
        h
    }

    #[test]
    fn the_visitors_choice_wins_then_the_browser_then_the_event() {
        let french = Settings {
            language: Some("fr".into()),
            ..Settings::default()
        };
        let lang = |query: Option<&str>, h: &HeaderMap, event: Option<&Settings>| {
            desk_lang(Visitor::of(query, h), event)
        };
        let none = HeaderMap::new();
        assert_eq!(lang(None, &none, None), Lang::En);
        assert_eq!(lang(None, &none, Some(&french)), Lang::Fr);
        let browser = headers(&[(header::ACCEPT_LANGUAGE, "de-AT, de;q=0.9, en;q=0.5")]);
        assert_eq!(lang(None, &browser, Some(&french)), Lang::De);
        let cookie = headers(&[
            (header::ACCEPT_LANGUAGE, "de"),
            (header::COOKIE, "arbiter_session=x; lang=ru"),
        ]);
        assert_eq!(lang(None, &cookie, Some(&french)), Lang::Ru);
        assert_eq!(lang(Some("lang=it"), &cookie, Some(&french)), Lang::It);
        let unknown = headers(&[(header::COOKIE, "lang=xx"), (header::ACCEPT_LANGUAGE, "ja")]);
        assert_eq!(lang(None, &unknown, Some(&french)), Lang::Fr);
    }

    #[test]
    fn the_language_menu_takes_the_six_languages_or_none() {
        assert_eq!(language_setting(" ").unwrap(), None);
        assert_eq!(language_setting("Deutsch").unwrap(), Some("de".into()));
        assert_eq!(language_setting("ru").unwrap(), Some("ru".into()));
        let e = language_setting("klingon").unwrap_err();
        assert_eq!(e.status, StatusCode::BAD_REQUEST);
        assert!(e.message.contains("klingon"), "{}", e.message);
        let menu = language_choices(Some("it"));
        assert_eq!(menu.len(), 6);
        assert_eq!(
            menu.iter()
                .filter(|c| c.selected)
                .map(|c| c.name)
                .collect::<Vec<_>>(),
            ["Italiano"]
        );
    }

    #[test]
    fn moments_follow_the_language() {
        assert_eq!(
            moment_text(Lang::Ru, "2025-05-01 18:00"),
            "01.05.2025 18:00"
        );
        assert_eq!(
            moment_text(Lang::En, "2026-01-05T10:11:12.5Z"),
            "2026-01-05 10:11:12"
        );
        assert_eq!(moment_text(Lang::It, "tomorrow"), "tomorrow");
    }
}
