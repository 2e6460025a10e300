//! The records of a rating-list file read in chunks, for [`RatingStore::import_list`]:
//! the file is never held whole, and the bytes read so far are reported as the import
//! goes, for a progress bar on a terminal or in the web app.
//!
//! [`RatingStore::import_list`]: crate::RatingStore::import_list

use arbiter_ratings::{ListFormat, ListPlayer, ListReader};
use std::io::Read;

/// Bytes read per chunk.
const CHUNK: usize = 1 << 18;

/// Called with the bytes read so far, and `true` once at the end.
pub type Progress = Box<dyn FnMut(u64, bool) + Send>;

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
    type Item = Result<ListPlayer, String>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if let Some(r) = self.reader.next_record() {
                if let Some(p) = &mut self.progress {
                    p(self.reader.consumed(), false);
                }
                return Some(r.map_err(|e| format!("{}: {e}", self.label)));
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
                    return Some(Err(format!("reading {}: {e}", self.label)));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use arbiter_ratings::FideOptions;
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
        let e = feed.next().and_then(Result::err).unwrap_or_default();
        assert!(e.contains("f.xml") && e.contains("disk gone"), "{e}");
        assert!(feed.next().is_none());
    }
}
