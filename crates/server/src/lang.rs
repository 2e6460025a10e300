//! The language of a page, decided in one place. A choice made on the site (`?lang=xx`,
//! then kept in the `lang` cookie) wins; then the event's own language on its pages; then
//! the browser's `Accept-Language`; then English.
//!
//! A middleware reads the request once and keeps what it says for the rest of the
//! request's task, so that whatever builds a page's layout (public pages, the desk, error
//! pages) asks [`tr`] without the request at hand. It also stores a new choice in the
//! cookie and tells caches that pages vary with it.

use crate::auth;
use crate::shared::{Layout, Shared};
use crate::views::EventSummary;
use arbiter_i18n::{Lang, Tr};
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, header};
use axum::middleware::Next;
use axum::response::Response;

/// The cookie that keeps a visitor's choice.
pub(crate) const COOKIE: &str = "lang";

/// A year: a choice of language is not something to make every week.
const COOKIE_AGE: i64 = 365 * 24 * 3600;

/// What a request says about its visitor's language.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Visitor {
    /// Chosen on the site: this request's `?lang=`, else the cookie's.
    pub chosen: Option<Lang>,
    /// The browser's preference (`Accept-Language`).
    pub accepted: Option<Lang>,
    /// The choice this request's `?lang=` makes, to be kept in the cookie.
    pub new_choice: Option<Lang>,
}

impl Visitor {
    /// Reads the query string and the headers of a request.
    pub(crate) fn of(query: Option<&str>, headers: &HeaderMap) -> Visitor {
        let new_choice = query
            .into_iter()
            .flat_map(|q| q.split('&'))
            .filter_map(|kv| kv.split_once('='))
            .find(|(k, _)| *k == "lang")
            .and_then(|(_, v)| Lang::parse(v));
        let cookie = auth::cookie(headers, COOKIE).and_then(|v| Lang::parse(&v));
        let accepted = headers
            .get_all(header::ACCEPT_LANGUAGE)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .find_map(Lang::negotiate);
        Visitor {
            chosen: new_choice.or(cookie),
            accepted,
            new_choice,
        }
    }

    /// The language of a page, given the event's language when the page is an event's.
    pub(crate) fn lang(self, event: Option<Lang>) -> Lang {
        self.chosen.or(event).or(self.accepted).unwrap_or_default()
    }
}

tokio::task_local! {
    static VISITOR: Visitor;
}

/// The current request's visitor (nobody in particular outside a request).
pub(crate) fn visitor() -> Visitor {
    VISITOR.try_with(|v| *v).unwrap_or_default()
}

/// The translator of the current request's page; `event` is the event's language when
/// the page is one of an event's.
pub(crate) fn tr(event: Option<Lang>) -> Tr {
    Tr(visitor().lang(event))
}

/// Reads the visitor's language for the request, stores a new choice in the cookie, and
/// marks pages as varying with the cookie and `Accept-Language`.
pub(crate) async fn middleware(State(app): State<Shared>, req: Request, next: Next) -> Response {
    let visitor = Visitor::of(req.uri().query(), req.headers());
    let secure = auth::is_https(&app, req.headers());
    let mut res = VISITOR.scope(visitor, next.run(req)).await;
    let headers = res.headers_mut();
    if let Some(lang) = visitor.new_choice {
        let cookie = format!(
            "{COOKIE}={}; Path=/; SameSite=Lax; Max-Age={COOKIE_AGE}{}",
            lang.code(),
            if secure { "; Secure" } else { "" }
        );
        if let Ok(v) = HeaderValue::from_str(&cookie) {
            headers.append(header::SET_COOKIE, v);
        }
    }
    let html = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("text/html"));
    if html {
        headers.append(
            header::VARY,
            HeaderValue::from_static("Cookie, Accept-Language"),
        );
    }
    res
}

/// A date as the settings hold it (`YYYY/MM/DD`, or `YY/MM/DD` as in TRF round dates).
fn parse_date(text: &str) -> Option<time::Date> {
    let mut parts = text.trim().split('/');
    let (y, m, d) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() {
        return None;
    }
    let mut year: i32 = y.parse().ok()?;
    if y.len() == 2 {
        year += 2000;
    }
    let month = time::Month::try_from(m.parse::<u8>().ok()?).ok()?;
    time::Date::from_calendar_date(year, month, d.parse().ok()?).ok()
}

/// A language of the picker: its code, its own name, and whether the page is in it.
pub(crate) struct Choice {
    pub code: &'static str,
    pub name: &'static str,
    pub current: bool,
}

/// What templates call to write codes, numbers and dates in the page's language.
impl Layout {
    /// The page's language code, for `<html lang>`.
    pub(crate) fn lang(&self) -> &'static str {
        self.tr.lang().code()
    }

    /// Every language, for the picker.
    pub(crate) fn languages(&self) -> Vec<Choice> {
        Lang::ALL
            .into_iter()
            .map(|l| Choice {
                code: l.code(),
                name: l.native_name(),
                current: l == self.tr.lang(),
            })
            .collect()
    }

    /// A number written with a decimal point ("2.5"), as the language writes it.
    pub(crate) fn num(&self, number: &str) -> String {
        arbiter_i18n::decimal(self.tr.lang(), number)
    }

    /// A settings date (`YYYY/MM/DD`) in words; text that is not such a date as it is.
    pub(crate) fn date(&self, text: &str) -> String {
        parse_date(text).map_or_else(
            || text.to_string(),
            |d| arbiter_i18n::date_long(self.tr.lang(), d),
        )
    }

    /// An event's dates: the first and the last day, or the one day.
    pub(crate) fn dates(&self, ev: &EventSummary) -> String {
        match (&ev.start_date, &ev.end_date) {
            (Some(a), Some(b)) if a != b => format!("{} – {}", self.date(a), self.date(b)),
            (Some(a), _) | (None, Some(a)) => self.date(a),
            (None, None) => String::new(),
        }
    }

    /// A whole number with its sign, as a change is written (`+12`, `-5`, `0`).
    pub(crate) fn signed(&self, n: i64) -> String {
        if n > 0 {
            format!("+{n}")
        } else {
            n.to_string()
        }
    }

    /// A bye's kind (`pairing`, `full`, `half`, `zero`: the API's codes) in words.
    pub(crate) fn bye_kind(&self, kind: &str) -> String {
        match kind {
            "pairing" => self.tr.t("pub-bye-pairing"),
            "full" => self.tr.t("pub-bye-full"),
            "half" => self.tr.t("pub-bye-half"),
            "zero" => self.tr.t("pub-bye-zero"),
            other => other.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(header::HeaderName, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(k, HeaderValue::from_str(v).unwrap());
        }
        h
    }

    #[test]
    fn the_query_wins_then_the_cookie_then_the_event_then_the_browser() {
        let browser = headers(&[(header::ACCEPT_LANGUAGE, "de-CH, de;q=0.9, en;q=0.5")]);
        let v = Visitor::of(None, &browser);
        assert_eq!(v.lang(None), Lang::De);
        assert_eq!(v.lang(Some(Lang::Fr)), Lang::Fr, "the event's language");
        let with_cookie = headers(&[
            (header::ACCEPT_LANGUAGE, "de"),
            (header::COOKIE, "arbiter_session=x; lang=it"),
        ]);
        let v = Visitor::of(None, &with_cookie);
        assert_eq!(v.lang(Some(Lang::Fr)), Lang::It);
        assert_eq!(v.new_choice, None);
        let v = Visitor::of(Some("round=2&lang=ru"), &with_cookie);
        assert_eq!(v.lang(Some(Lang::Fr)), Lang::Ru);
        assert_eq!(v.new_choice, Some(Lang::Ru));
        let v = Visitor::of(Some("lang=xx"), &HeaderMap::new());
        assert_eq!((v.lang(None), v.new_choice), (Lang::En, None));
    }

    #[test]
    fn dates_numbers_and_codes_follow_the_page() {
        let l = Layout {
            tr: Tr(Lang::Fr),
            ..Layout::default()
        };
        assert_eq!(l.num("2.5"), "2,5");
        assert_eq!(l.date("2026/03/01"), "1er mars 2026");
        assert_eq!(l.date("26/11/28"), "28 novembre 2026");
        assert_eq!(l.date("next spring"), "next spring");
        assert_eq!(l.date("2026/02/30"), "2026/02/30");
        assert_ne!(l.bye_kind("half"), "half");
        assert_eq!(l.bye_kind("odd"), "odd");
        assert_eq!(l.lang(), "fr");
        assert_eq!(l.languages().iter().filter(|c| c.current).count(), 1);
    }
}
