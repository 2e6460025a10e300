//! The records of a rating-list file read in chunks, for [`RatingStore::import_list`]:
//! the file is never held whole, and the bytes read so far are reported as the import
//! goes, for a progress bar on a terminal or in the web app.
//!
//! [`RatingStore::import_list`]: crate::RatingStore::import_list

use crate::ratings::RecordError;
use arbiter_i18n::Arg;
use arbiter_ratings::{ListError, ListFormat, ListPlayer, ListReader, Message};
use std::io::Read;

/// Bytes read per chunk.
const CHUNK: usize = 1 << 18;

/// Called with the bytes read so far, and `true` once at the end.
pub type Progress = Box<dyn FnMut(u64, bool) + Send>;

/// Why a feed ends before the list does: a record that does not read, or a file that
/// cannot be read. The label names the file as the caller gave it.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum FeedError {
    /// A record of the list does not read.
    #[error("{label}: {error}")]
    List {
        /// The file.
        label: String,
        /// The reader's error.
        error: ListError,
    },
    /// The file cannot be read.
    #[error("reading {label}: {error}")]
    Read {
        /// The file.
        label: String,
        /// The system's words for the failure.
        error: String,
    },
}

impl RecordError for FeedError {
    /// The reader's error said in the catalogue's words. A read failure keeps the
    /// system's own words: the operating system says them in English only.
    fn message(&self) -> Option<Message> {
        Some(match self {
            FeedError::List { label, error } => {
                let (key, args) = error.message();
                (
                    "ratings-feed-record",
                    vec![
                        ("file", Arg::Text(label.clone())),
                        ("error", Arg::Phrase(key, args)),
                    ],
                )
            }
            FeedError::Read { label, error } => (
                "ratings-feed-unreadable",
                vec![
                    ("file", Arg::Text(label.clone())),
                    ("error", Arg::Text(error.clone())),
                ],
            ),
        })
    }
}

/// The records of a list read from `R`. A read error ends the stream with that error,
/// so the import fails and the live list stays.
pub struct ListFeed<R> {
    reader: ListReader,
    source: R,
    label: String,
    ended: bool,
    chunk: Vec<u8>,
    progress: Option<Progress>,
}

impl<R: Read> ListFeed<R> {
    /// Records of `format` read from `source`; `label` names the source in errors.
    pub fn new(format: ListFormat, source: R, label: impl Into<String>) -> Self {
        Self {
            reader: ListReader::new(format),
            source,
            label: label.into(),
            ended: false,
            chunk: vec![0; CHUNK],
            progress: None,
        }
    }

    /// Reports the bytes read to `progress` as the records are taken.
    #[must_use]
    pub fn with_progress(mut self, progress: Progress) -> Self {
        self.progress = Some(progress);
        self
    }
}

impl<R: Read> Iterator for ListFeed<R> {
    type Item = Result<ListPlayer, FeedError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if let Some(r) = self.reader.next_record() {
                if let Some(p) = &mut self.progress {
                    p(self.reader.consumed(), false);
                }
                return Some(r.map_err(|error| FeedError::List {
                    label: self.label.clone(),
                    error,
                }));
            }
            if self.ended {
                if let Some(mut p) = self.progress.take() {
                    p(self.reader.consumed(), true);
                }
                return None;
            }
            match self.source.read(&mut self.chunk) {
                Ok(0) => {
                    self.ended = true;
                    self.reader.finish();
                }
                Ok(n) => self.reader.push(&self.chunk[..n]),
                Err(e) => {
                    self.ended = true;
                    self.progress = None;
                    return Some(Err(FeedError::Read {
                        label: self.label.clone(),
                        error: e.to_string(),
                    }));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use arbiter_i18n::{Lang, t_args};
    use arbiter_ratings::{FideOptions, GoList};
    use std::sync::{Arc, Mutex};

    #[test]
    fn records_come_with_the_bytes_read() {
        let xml = "<playerslist><player><fideid>1503014</fideid><name>Carlsen, Magnus</name></player>\
                   <player><fideid>4100018</fideid><name>Anand, Viswanathan</name></player></playerslist>";
        let seen = Arc::new(Mutex::new(Vec::new()));
        let s = Arc::clone(&seen);
        let feed = ListFeed::new(
            ListFormat::Fide(FideOptions::default()),
            xml.as_bytes(),
            "t",
        )
        .with_progress(Box::new(move |n, end| {
            if let Ok(mut v) = s.lock() {
                v.push((n, end));
            }
        }));
        let names: Vec<String> = feed
            .map(|r| r.map(|p| p.name).unwrap_or_default())
            .collect();
        assert_eq!(names, ["Carlsen, Magnus", "Anand, Viswanathan"]);
        let v = seen.lock().map(|v| v.clone()).unwrap_or_default();
        assert_eq!(v.last(), Some(&(xml.len() as u64, true)));
    }

    struct Broken;
    impl Read for Broken {
        fn read(&mut self, _: &mut [u8]) -> std::io::Result<usize> {
            Err(std::io::Error::other("disk gone"))
        }
    }

    #[test]
    fn a_read_error_ends_the_stream_with_it() {
        let mut feed = ListFeed::new(ListFormat::Fide(FideOptions::default()), Broken, "f.xml");
        let e = feed.next().and_then(Result::err);
        assert!(
            matches!(&e, Some(FeedError::Read { label, error }) if label == "f.xml" && error == "disk gone"),
            "{e:?}"
        );
        assert!(feed.next().is_none());
    }

    /// The error in `lang`, from its message.
    fn said(e: &FeedError, lang: Lang) -> String {
        e.message()
            .map(|(key, args)| t_args(lang, key, &args))
            .unwrap_or_default()
    }

    /// A feed's error says in English what it prints, and in another language its words.
    #[test]
    fn a_feeds_errors_are_said_as_they_print() {
        let list: &[u8] = b"Doe, Jane\t34567\tFull\tstrong\n";
        let mut feed = ListFeed::new(ListFormat::Go(GoList::Aga), list, "tdlist.txt");
        let e = feed.find_map(Result::err);
        let text = e.as_ref().map(ToString::to_string).unwrap_or_default();
        assert_eq!(
            text,
            "tdlist.txt: line 1, column 22: rating: expected an AGA rating such as 3.5 or -12.4, found \"strong\""
        );
        let e = e.as_ref();
        assert_eq!(e.map(|e| said(e, Lang::En)), Some(text));
        let fr = e.map(|e| said(e, Lang::Fr)).unwrap_or_default();
        assert!(fr.starts_with("tdlist.txt : ligne 1, colonne 22"), "{fr}");
        assert!(fr.contains("\"strong\""), "{fr}");

        let mut feed = ListFeed::new(ListFormat::Go(GoList::Aga), Broken, "tdlist.txt");
        let e = feed.next().and_then(Result::err);
        let e = e.as_ref();
        assert_eq!(
            e.map(ToString::to_string).as_deref(),
            Some("reading tdlist.txt: disk gone")
        );
        assert_eq!(
            e.map(|e| said(e, Lang::De)).as_deref(),
            Some("beim Lesen von tdlist.txt: disk gone")
        );
    }
}
