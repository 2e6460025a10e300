//! The server's rating-list import, part of the application's state: it runs in the
//! background, one at a time per server, and the desk's lists page shows its progress
//! and how it ended.

use crate::error::Message;
use arbiter_i18n::Tr;
use arbiter_store::{ImportSummary, RatingStoreError};
use serde_json::{Value, json};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// The server's list import: the one running, or the last one and how it ended.
#[derive(Clone, Default)]
pub(crate) struct ImportJob(Arc<Mutex<Option<Job>>>);

pub(crate) struct Job {
    pub(crate) list: String,
    pub(crate) file: String,
    pub(crate) total: u64,
    pub(crate) read: Arc<AtomicU64>,
    /// `None` while it runs.
    pub(crate) outcome: Option<Result<ImportSummary, Failure>>,
}

/// How an import failed: in English, for the status the page polls, and as a message of
/// the catalogue when the failure has one (a list that does not read), for the page in
/// its reader's language.
#[derive(Clone, Default)]
pub(crate) struct Failure {
    text: String,
    message: Option<Message>,
}

impl Failure {
    /// An English failure with no message of the catalogue.
    pub(crate) fn text(text: String) -> Self {
        Self {
            text,
            message: None,
        }
    }
}

impl From<RatingStoreError> for Failure {
    fn from(e: RatingStoreError) -> Self {
        let quoted = |s: &str| -> arbiter_i18n::Arg { format!("{s:?}").into() };
        let message = match &e {
            RatingStoreError::Input(_, m) => m.clone(),
            RatingStoreError::Duplicate(id) => {
                Some(("ratings-error-duplicate", vec![("id", id.as_str().into())]))
            }
            RatingStoreError::BadName(n) => {
                Some(("ratings-error-bad-name", vec![("name", quoted(n))]))
            }
            RatingStoreError::NoList(n) => {
                Some(("ratings-error-no-list", vec![("name", quoted(n))]))
            }
            RatingStoreError::TooLarge => Some((
                "ratings-error-too-large",
                vec![("limit", u32::MAX.to_string().into())],
            )),
            // The database's or the store's own failure: framed in the page's language
            // with its English detail (`JobView::error_in`).
            _ => None,
        };
        Self {
            text: e.to_string(),
            message,
        }
    }
}

impl ImportJob {
    pub(crate) fn lock(&self) -> std::sync::MutexGuard<'_, Option<Job>> {
        // A panic elsewhere while the lock was held leaves a usable value.
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    pub(crate) fn running(&self) -> bool {
        self.lock().as_ref().is_some_and(|j| j.outcome.is_none())
    }

    pub(crate) fn view(&self) -> Option<JobView> {
        self.lock().as_ref().map(|j| JobView {
            list: j.list.clone(),
            file: j.file.clone(),
            total: j.total,
            read: j.read.load(Ordering::Relaxed).min(j.total),
            running: j.outcome.is_none(),
            summary: j.outcome.as_ref().and_then(|o| o.as_ref().ok()).cloned(),
            error: j
                .outcome
                .as_ref()
                .and_then(|o| o.as_ref().err())
                .cloned()
                .unwrap_or_default(),
        })
    }
}

/// What the page and the status show of an import.
pub(crate) struct JobView {
    pub(crate) list: String,
    pub(crate) file: String,
    pub(crate) total: u64,
    pub(crate) read: u64,
    pub(crate) running: bool,
    pub(crate) summary: Option<ImportSummary>,
    pub(crate) error: Failure,
}

impl JobView {
    /// Why the import failed, in `tr`'s language when the catalogue says it, else in
    /// English.
    pub(crate) fn error_in(&self, tr: &Tr) -> String {
        match &self.error.message {
            Some((key, args)) => tr.ta(key, args),
            None => tr.ta(
                "error-internal",
                &[("detail", self.error.text.as_str().into())],
            ),
        }
    }

    pub(crate) fn percent(&self) -> u64 {
        (self.read * 100).checked_div(self.total).unwrap_or(100)
    }

    pub(crate) fn json(&self) -> Value {
        json!({
            "list": self.list,
            "file": self.file,
            "running": self.running,
            "read": self.read,
            "total": self.total,
            "percent": self.percent(),
            "added": self.summary.as_ref().map(|s| s.added),
            "removed": self.summary.as_ref().map(|s| s.removed),
            "changed": self.summary.as_ref().map(|s| s.changed),
            "players": self.summary.as_ref().map(|s| s.list.players),
            "error": self.error.text,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use arbiter_i18n::Lang;
    use arbiter_ratings::{GoList, ListFormat};
    use arbiter_store::{ListFeed, RecordError};

    fn failed(error: Failure) -> JobView {
        JobView {
            list: "aga".into(),
            file: "tdlist.txt".into(),
            total: 1,
            read: 1,
            running: false,
            summary: None,
            error,
        }
    }

    /// A list that does not read fails in the page's language, quoting what it found; the
    /// status keeps the English.
    #[test]
    fn a_list_that_does_not_read_fails_in_the_pages_language() {
        let list: &[u8] = b"Doe, Jane\t34567\tFull\tstrong\n";
        let mut feed = ListFeed::new(ListFormat::Go(GoList::Aga), list, "tdlist.txt");
        let e = feed.find_map(Result::err);
        let e = e.map(|e| RatingStoreError::Input(e.to_string(), e.message()));
        let view = failed(e.map(Failure::from).unwrap_or_default());
        let english = "tdlist.txt: line 1, column 22: rating: expected an AGA rating such as 3.5 or -12.4, found \"strong\"";
        assert_eq!(view.json()["error"], english);
        assert_eq!(view.error_in(&Tr(Lang::En)), english);
        let ru = view.error_in(&Tr(Lang::Ru));
        assert!(
            ru.starts_with("tdlist.txt: строка 1, столбец 22: рейтинг (rating): ожидалось:"),
            "{ru}"
        );
        assert!(ru.contains("\"strong\""), "{ru}");
        // The store's own refusals are said too, English word for word.
        for e in [
            RatingStoreError::Duplicate("123".into()),
            RatingStoreError::BadName("\u{7}".into()),
            RatingStoreError::NoList("fide".into()),
            RatingStoreError::TooLarge,
        ] {
            let english = e.to_string();
            let view = failed(Failure::from(e));
            assert_eq!(view.error_in(&Tr(Lang::En)), english);
            let fr = view.error_in(&Tr(Lang::Fr));
            assert_ne!(fr, english);
            assert!(!fr.contains("ratings-error"), "{fr}");
        }
        // A fault of the database: framed in the page's language, its English inside.
        let other = failed(Failure::text("database error: pool timed out".into()));
        let fr = other.error_in(&Tr(Lang::Fr));
        assert!(
            fr.starts_with("le serveur") && fr.contains("pool timed out"),
            "{fr}"
        );
    }
}
