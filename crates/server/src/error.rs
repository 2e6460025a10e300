//! Errors: [`ServerError`] for the library's callers, and how each failure becomes an
//! HTTP answer (JSON for the API, a page for the browser).

use arbiter_event::EventError;
use arbiter_i18n::{Arg, Lang};
use arbiter_store::StoreError;
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};

/// What went wrong.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ServerError {
    /// The event store failed or refused.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The accounts database failed.
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
    /// The address could not be bound or the server failed.
    #[error("server: {0}")]
    Io(#[from] std::io::Error),
    /// A value the server does not accept.
    #[error("{0}")]
    Invalid(String),
    /// No user by that login.
    #[error("there is no user {0:?}")]
    NoSuchUser(String),
    /// Something that should not happen.
    #[error("internal error: {0}")]
    Internal(String),
}

/// A message from the catalogue with its values, said in the page's language once the
/// page knows it.
pub(crate) type Message = (&'static str, Vec<(&'static str, Arg)>);

/// A failed request: a status and a message for the person or program that sent it.
#[derive(Debug)]
pub(crate) struct AppError {
    pub status: StatusCode,
    pub message: String,
    /// Rule violations of a pairing, when that is why it was refused.
    pub violations: Vec<ViolationView>,
    /// The message's key in the catalogue and its values, when it has one: pages say it
    /// in their language, while `message` keeps the English for the API and logs.
    pub localized: Option<(&'static str, Vec<(&'static str, Arg)>)>,
}

impl AppError {
    pub(crate) fn new(status: StatusCode, message: impl Into<String>) -> Self {
        AppError {
            status,
            message: message.into(),
            violations: Vec::new(),
            localized: None,
        }
    }

    /// A failure whose message is the catalogue's `key` with `args`.
    pub(crate) fn localized(
        status: StatusCode,
        key: &'static str,
        args: Vec<(&'static str, Arg)>,
    ) -> Self {
        AppError {
            status,
            message: arbiter_i18n::t_args(Lang::En, key, &args),
            violations: Vec::new(),
            localized: Some((key, args)),
        }
    }

    /// The message in `lang`. A failure with no words of its own in the catalogue is
    /// framed by one that says what kind of failure it is, its English detail inside (a
    /// server's fault, or a request no page of the desk sends).
    pub(crate) fn message_in(&self, lang: Lang) -> String {
        match &self.localized {
            Some((key, args)) => arbiter_i18n::t_args(lang, key, args),
            None => {
                let key = if self.status.is_server_error() {
                    "error-internal"
                } else {
                    "error-refused"
                };
                arbiter_i18n::t_args(lang, key, &[("detail", self.message.as_str().into())])
            }
        }
    }

    pub(crate) fn bad_request(message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, message)
    }

    pub(crate) fn not_found(message: impl Into<String>) -> Self {
        Self::new(StatusCode::NOT_FOUND, message)
    }

    /// 404 for a round that has no pairing yet.
    pub(crate) fn round_not_paired(no: u16) -> Self {
        Self::localized(
            StatusCode::NOT_FOUND,
            "pub-error-round-not-paired",
            vec![("round", no.into())],
        )
    }

    pub(crate) fn unauthorized() -> Self {
        Self::localized(StatusCode::UNAUTHORIZED, "error-log-in", Vec::new())
    }

    pub(crate) fn forbidden(message: impl Into<String>) -> Self {
        Self::new(StatusCode::FORBIDDEN, message)
    }

    pub(crate) fn internal(message: impl Into<String>) -> Self {
        Self::new(StatusCode::INTERNAL_SERVER_ERROR, message)
    }

    /// A change the event log refuses (422): the API and the logs keep the English, desk
    /// pages say the same sentence from the catalogue in their language.
    pub(crate) fn refused(e: EventError) -> Self {
        let mut error = AppError::new(StatusCode::UNPROCESSABLE_ENTITY, e.to_string());
        error.localized = Some(arbiter_event::catalogue_args(&e.message()));
        error
    }
}

impl From<StoreError> for AppError {
    fn from(e: StoreError) -> Self {
        let e = match e {
            StoreError::Refused(refusal) => return AppError::refused(refusal),
            other => other,
        };
        let status = match &e {
            StoreError::NotFound(_) => StatusCode::NOT_FOUND,
            StoreError::Exists(_) | StoreError::Conflict { .. } | StoreError::NotDeleted(_) => {
                StatusCode::CONFLICT
            }
            StoreError::BadName(_) => StatusCode::BAD_REQUEST,
            StoreError::Refused(_) => StatusCode::UNPROCESSABLE_ENTITY,
            // Not the server's fault nor the request's: the same request may succeed in a
            // moment, and the message says whether the change was recorded.
            e if e.is_unavailable() => StatusCode::SERVICE_UNAVAILABLE,
            _ => StatusCode::INTERNAL_SERVER_ERROR,
        };
        let mut error = AppError::new(status, e.to_string());
        error.localized = Some(store_words(&e));
        error
    }
}

/// The store's answer as the catalogue says it (`errors.ftl`), word for word the English
/// of its `Display`; what the database itself said stays as it said it.
fn store_words(e: &StoreError) -> (&'static str, Vec<(&'static str, Arg)>) {
    let quoted = |s: &str| -> Arg { format!("{s:?}").into() };
    let db = |d: &dyn std::fmt::Display| -> Vec<(&'static str, Arg)> {
        vec![("detail", d.to_string().into())]
    };
    match e {
        StoreError::NotFound(n) => ("error-store-not-found", vec![("name", quoted(n))]),
        StoreError::Exists(n) => ("error-store-exists", vec![("name", quoted(n))]),
        StoreError::BadName(n) => ("error-store-bad-name", vec![("name", quoted(n))]),
        StoreError::Conflict { expected, actual } => (
            "error-store-conflict",
            vec![
                ("expected", expected.to_string().into()),
                ("actual", actual.to_string().into()),
            ],
        ),
        StoreError::Refused(r) => arbiter_event::catalogue_args(&r.message()),
        StoreError::Corrupt {
            tournament,
            seq,
            why,
        } => (
            "error-store-corrupt",
            vec![
                ("seq", seq.to_string().into()),
                ("name", quoted(tournament)),
                ("why", why.into()),
            ],
        ),
        StoreError::NotDeleted(n) => ("error-store-not-deleted", vec![("name", quoted(n))]),
        StoreError::Database(d) => ("error-store-database", db(d)),
        StoreError::Unavailable(d) => ("error-store-unavailable", db(d)),
        StoreError::NotRecorded(d) => ("error-store-not-recorded", db(d)),
        StoreError::Unconfirmed(d) => ("error-store-unconfirmed", db(d)),
        StoreError::Watch(w) => ("error-store-watch", db(w)),
        StoreError::NotAReplica(w) => ("error-store-not-a-replica", db(w)),
        StoreError::Migration(m) => ("error-store-migration", db(m)),
        StoreError::HalfMoved {
            player,
            from,
            to,
            why,
        } => (
            "error-store-half-moved",
            vec![
                ("player", player.into()),
                ("to", quoted(to)),
                ("from", quoted(from)),
                ("why", why.into()),
            ],
        ),
        // A store error added later is framed by `message_in` until it has words.
        _ => ("error-internal", db(e)),
    }
}

impl From<ServerError> for AppError {
    fn from(e: ServerError) -> Self {
        match e {
            ServerError::Store(s) => s.into(),
            ServerError::Invalid(m) => AppError::bad_request(m),
            ServerError::NoSuchUser(_) => AppError::not_found(e.to_string()),
            ServerError::Database(d) if arbiter_store::unavailable(&d) => {
                StoreError::Unavailable(d).into()
            }
            other => AppError::internal(other.to_string()),
        }
    }
}

impl From<askama::Error> for AppError {
    fn from(e: askama::Error) -> Self {
        AppError::internal(format!("rendering: {e}"))
    }
}

/// One rule a pairing breaks, as the legality report shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ViolationView {
    /// The text; also what an accepted override records.
    pub text: String,
    /// True when no override can accept it.
    pub structural: bool,
    /// The catalogue key of `text` and its values, which desk pages say in their
    /// language (`text` stays English: overrides record it).
    #[serde(skip)]
    pub message: Option<(&'static str, Vec<(&'static str, String)>)>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use arbiter_core::Colour;
    use arbiter_event::Violation as V;
    use arbiter_i18n::Tr;

    /// The desk says every violation from the catalogue: in English word for word what
    /// an override records, in French in French.
    #[test]
    fn violations_are_said_in_the_pages_language() {
        let all = [
            V::UnknownPlayer(9),
            V::PairedTwice(2),
            V::SelfPaired(3),
            V::Withdrawn(4),
            V::Unavailable(5),
            V::Unpaired(6),
            V::Rematch(1, 2),
            V::Prohibited(3, 4),
            V::SecondBye(7),
            V::ThreeInARow(8, Colour::White),
            V::ThreeInARow(8, Colour::Black),
            V::ColourDifference(1, 3),
            V::MatchSplit(2),
        ];
        for v in &all {
            let view = ViolationView::of(v);
            assert!(view.message.is_some(), "{v}");
            assert_eq!(view.said(&Tr(Lang::En)), v.to_string());
            let fr = view.said(&Tr(Lang::Fr));
            assert_ne!(fr, v.to_string());
            assert!(!fr.contains("web-desk-"), "{fr}");
        }
    }

    /// Every answer of the store is said from the catalogue: in English word for word
    /// as the command line and the API write it, in every other language in its own
    /// words, with the names and the database's own words in place.
    #[test]
    fn the_stores_answers_are_said_in_every_language() {
        let db = || sqlx::Error::PoolTimedOut;
        let all = [
            StoreError::NotFound("open".into()),
            StoreError::Exists("open".into()),
            StoreError::BadName("\u{7}".into()),
            StoreError::Conflict {
                expected: 7,
                actual: 9,
            },
            StoreError::Corrupt {
                tournament: "open".into(),
                seq: 12,
                why: "EOF while parsing".into(),
            },
            StoreError::NotDeleted("open".into()),
            StoreError::Database(db()),
            StoreError::Unavailable(db()),
            StoreError::NotRecorded(db()),
            StoreError::Unconfirmed(db()),
            StoreError::Watch("inotify".into()),
            StoreError::NotAReplica("no table".into()),
            StoreError::Migration(sqlx::migrate::MigrateError::VersionMissing(3)),
            StoreError::HalfMoved {
                player: "Jana Nováková".into(),
                from: "open-a".into(),
                to: "open-b".into(),
                why: "round 1 is paired".into(),
            },
        ];
        for e in &all {
            let english = e.to_string();
            let (key, args) = store_words(e);
            assert!(key.starts_with("error-store-"), "{key}");
            assert_eq!(arbiter_i18n::t_args(Lang::En, key, &args), english);
            for lang in [Lang::Fr, Lang::De, Lang::It, Lang::Es, Lang::Ru] {
                let said = arbiter_i18n::t_args(lang, key, &args);
                assert_ne!(said, english, "{lang:?} {key}");
                assert!(!said.contains("error-store-"), "{said}");
                if let StoreError::NotFound(_) | StoreError::HalfMoved { .. } = e {
                    assert!(said.contains("open"), "{said}");
                }
            }
        }
    }

    /// A failure with no words of its own is framed in the page's language, its English
    /// detail inside; one with words is said in the language.
    #[test]
    fn a_failure_is_framed_in_the_pages_language() {
        let e = AppError::internal("the pairing task failed: cancelled");
        let ru = e.message_in(Lang::Ru);
        assert!(ru.contains("the pairing task failed: cancelled"), "{ru}");
        assert!(ru.starts_with("сервер"), "{ru}");
        let e = AppError::bad_request("JSON body: EOF");
        assert!(e.message_in(Lang::De).starts_with("die Anfrage"));
        let e = AppError::from(StoreError::NotFound("open".into()));
        assert_eq!(e.status, StatusCode::NOT_FOUND);
        assert_eq!(e.message, "there is no tournament named \"open\"");
        assert_eq!(
            e.message_in(Lang::Fr),
            "il n'y a pas de tournoi nommé \"open\""
        );
        assert_eq!(
            AppError::unauthorized().message,
            "log in or send a bearer token"
        );
    }
}
