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

/// Records sent from the reading thread at a time: few enough to keep the import busy
/// from the first batch, enough that the channel costs nothing per record.
const READ_AHEAD_BATCH: usize = 1024;
/// Batches read ahead of the import at most (a few MB of records).
const READ_AHEAD_BATCHES: usize = 8;

impl<R: Read + Send + 'static> ListFeed<R> {
    /// The same records, read and parsed on a thread of their own while the caller writes
    /// the ones before them: on a machine of two cores a full list's reading no longer
    /// adds to its writing. At most [`READ_AHEAD_BATCHES`] batches wait; when the caller
    /// stops taking records, the thread stops at its next batch. The progress is told from
    /// that thread.
    #[must_use]
    pub fn read_ahead(self) -> ReadAhead {
        let (tx, rx) = std::sync::mpsc::sync_channel(READ_AHEAD_BATCHES);
        let label = self.label.clone();
        let spawned = std::thread::Builder::new()
            .name("list-reader".into())
            .spawn(move || {
                let mut feed = self;
                loop {
                    let batch: Vec<_> = feed.by_ref().take(READ_AHEAD_BATCH).collect();
                    let last = batch.len() < READ_AHEAD_BATCH;
                    if (!batch.is_empty() && tx.send(batch).is_err()) || last {
                        return;
                    }
                }
            });
        let (reader, batch) = match spawned {
            Ok(handle) => (Some(handle), Vec::new()),
            Err(e) => (
                None,
                vec![Err(FeedError::Read {
                    label: label.clone(),
                    error: format!("no thread to read it on: {e}"),
                })],
            ),
        };
        ReadAhead {
            batches: rx,
            batch: batch.into_iter(),
            reader,
            label,
        }
    }
}

/// The records of a [`ListFeed`] read on a thread of their own ([`ListFeed::read_ahead`]).
pub struct ReadAhead {
    batches: std::sync::mpsc::Receiver<Vec<Result<ListPlayer, FeedError>>>,
    batch: std::vec::IntoIter<Result<ListPlayer, FeedError>>,
    /// The reading thread, until it has ended.
    reader: Option<std::thread::JoinHandle<()>>,
    label: String,
}

impl Iterator for ReadAhead {
    type Item = Result<ListPlayer, FeedError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if let Some(r) = self.batch.next() {
                return Some(r);
            }
            if let Ok(batch) = self.batches.recv() {
                self.batch = batch.into_iter();
                continue;
            }
            // The channel closes when the thread ends: at the end of the list, or when it
            // failed. A thread that failed must not pass for a list that ended there, or
            // the import would take the players read so far for the whole list.
            let failed = self.reader.take().map(|r| r.join().is_err())?;
            return failed.then(|| {
                Err(FeedError::Read {
                    label: self.label.clone(),
                    error: "the list's reader stopped before the end of the list".into(),
                })
            });
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

    /// Read ahead on a thread, a list gives the same records and errors in the same
    /// order, and the progress ends at the whole file.
    #[test]
    fn read_ahead_gives_the_same_records() {
        let mut xml = String::from("<playerslist>\n");
        for i in 0..3000 {
            if i % 1000 == 999 {
                xml.push_str("<player><fideid>12a</fideid></player>\n");
            }
            xml.push_str(&format!(
                "<player><fideid>{}</fideid><name>P{i}</name></player>\n",
                100_000 + i
            ));
        }
        xml.push_str("</playerslist>\n");
        let bytes = xml.into_bytes();
        let format = || ListFormat::Fide(FideOptions::default());
        let direct: Vec<_> =
            ListFeed::new(format(), std::io::Cursor::new(bytes.clone()), "l.xml").collect();
        let ended = Arc::new(Mutex::new(None));
        let e = Arc::clone(&ended);
        let ahead: Vec<_> = ListFeed::new(format(), std::io::Cursor::new(bytes.clone()), "l.xml")
            .with_progress(Box::new(move |n, end| {
                if end && let Ok(mut v) = e.lock() {
                    *v = Some(n);
                }
            }))
            .read_ahead()
            .collect();
        assert_eq!(direct.len(), 3003);
        assert_eq!(direct.iter().filter(|r| r.is_err()).count(), 3);
        assert_eq!(ahead, direct);
        assert_eq!(
            ended.lock().map(|v| *v).ok().flatten(),
            Some(bytes.len() as u64)
        );
        // A caller that stops early lets the thread go.
        let mut feed = ListFeed::new(format(), std::io::Cursor::new(bytes), "l.xml").read_ahead();
        assert!(feed.next().is_some_and(|r| r.is_ok()));
        drop(feed);
    }

    /// A source that gives its bytes, then fails as a program fault would.
    struct FailsAfter(std::io::Cursor<Vec<u8>>);

    impl Read for FailsAfter {
        #[allow(clippy::panic)]
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            match self.0.read(buf)? {
                0 => panic!("a fault in the reading thread"),
                n => Ok(n),
            }
        }
    }

    /// A reading thread that stops on a fault ends the records with an error, never as if
    /// the list ended there: an import would take a part of the list for all of it.
    #[test]
    fn a_reading_thread_that_fails_is_an_error() {
        let mut xml = String::from("<playerslist>\n");
        for i in 0..2500 {
            xml.push_str(&format!(
                "<player><fideid>{}</fideid></player>\n",
                100_000 + i
            ));
        }
        let source = FailsAfter(std::io::Cursor::new(xml.into_bytes()));
        let records: Vec<_> =
            ListFeed::new(ListFormat::Fide(FideOptions::default()), source, "l.xml")
                .read_ahead()
                .collect();
        assert_eq!(records.iter().filter(|r| r.is_ok()).count(), 2048);
        assert!(matches!(
            records.last(),
            Some(Err(FeedError::Read { label, .. })) if label == "l.xml"
        ));
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
