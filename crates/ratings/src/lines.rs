//! Lines out of byte chunks: the caller pushes pieces of a file as it reads them, the
//! readers take whole lines, and only the unfinished last line stays buffered.

use crate::error::ListError;
use std::borrow::Cow;
use std::ops::Range;

/// A complete line (without its line ending), or a line too long to keep.
pub(crate) enum Line {
    /// Line number (1-based) and where its bytes are in the buffer.
    Text(u64, Range<usize>),
    /// A line longer than the limit, dropped; its number.
    TooLong(u64),
}

/// Buffers pushed bytes and cuts them into lines.
pub(crate) struct LineBuffer {
    buf: Vec<u8>,
    /// Start of the bytes not yet handed out.
    start: usize,
    /// Where the search for the next line end resumes (the bytes before hold none).
    scan: usize,
    /// Number of the next line.
    line: u64,
    /// Bytes handed out or skipped.
    consumed: u64,
    finished: bool,
    /// Dropping the rest of a too-long line.
    skipping: bool,
    limit: usize,
}

impl LineBuffer {
    pub(crate) fn new(limit: usize) -> Self {
        Self {
            buf: Vec::new(),
            start: 0,
            scan: 0,
            line: 1,
            consumed: 0,
            finished: false,
            skipping: false,
            limit,
        }
    }

    pub(crate) fn push(&mut self, chunk: &[u8]) {
        if self.start > 0 {
            // Keep only the unfinished line, so the buffer stays a line and a chunk long.
            self.buf.drain(..self.start);
            self.scan -= self.start;
            self.start = 0;
        }
        self.buf.extend_from_slice(chunk);
    }

    pub(crate) fn finish(&mut self) {
        self.finished = true;
    }

    pub(crate) fn is_finished(&self) -> bool {
        self.finished
    }

    /// Bytes taken as lines (or skipped) so far: the progress through the input.
    pub(crate) fn consumed(&self) -> u64 {
        self.consumed
    }

    pub(crate) fn bytes(&self, r: Range<usize>) -> &[u8] {
        self.buf.get(r).unwrap_or(&[])
    }

    /// The next complete line, or `None` until more bytes come (or at the end).
    pub(crate) fn next_line(&mut self) -> Option<Line> {
        loop {
            let rest = self.buf.get(self.scan..).unwrap_or(&[]);
            match memchr::memchr(b'\n', rest) {
                Some(i) => {
                    let end = self.scan + i;
                    let line_start = self.start;
                    self.start = end + 1;
                    self.scan = self.start;
                    self.consumed += (self.start - line_start) as u64;
                    let no = self.line;
                    self.line += 1;
                    if self.skipping {
                        self.skipping = false;
                        continue;
                    }
                    // Too long whether it came in one piece or many.
                    if end - line_start > self.limit {
                        return Some(Line::TooLong(no));
                    }
                    let mut stop = end;
                    if stop > line_start && self.buf.get(stop - 1) == Some(&b'\r') {
                        stop -= 1;
                    }
                    return Some(Line::Text(no, line_start..stop));
                }
                None => {
                    self.scan = self.buf.len();
                    let pending = self.buf.len() - self.start;
                    if pending > self.limit {
                        self.consumed += pending as u64;
                        self.start = self.buf.len();
                        if !self.skipping {
                            self.skipping = true;
                            return Some(Line::TooLong(self.line));
                        }
                        continue;
                    }
                    if self.finished && pending > 0 {
                        let line_start = self.start;
                        self.start = self.buf.len();
                        self.consumed += pending as u64;
                        let no = self.line;
                        self.line += 1;
                        if self.skipping {
                            self.skipping = false;
                            return None;
                        }
                        let mut stop = self.buf.len();
                        if self.buf.get(stop - 1) == Some(&b'\r') {
                            stop -= 1;
                        }
                        return Some(Line::Text(no, line_start..stop));
                    }
                    return None;
                }
            }
        }
    }

    pub(crate) fn too_long(&self, line: u64) -> ListError {
        ListError::TooLong {
            line,
            limit: self.limit,
        }
    }
}

/// Text of bytes in an unknown 8-bit encoding: UTF-8 when they are, else Windows-1252
/// (the Latin-1 superset most list files that are not UTF-8 are written in).
pub(crate) fn decode_auto(bytes: &[u8]) -> Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(s) => Cow::Borrowed(s),
        Err(_) => {
            encoding_rs::WINDOWS_1252
                .decode_without_bom_handling(bytes)
                .0
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines_of(chunks: &[&[u8]], limit: usize) -> Vec<String> {
        let mut b = LineBuffer::new(limit);
        let mut out = Vec::new();
        for c in chunks {
            b.push(c);
            while let Some(l) = b.next_line() {
                out.push(match l {
                    Line::Text(n, r) => format!("{n}:{}", String::from_utf8_lossy(b.bytes(r))),
                    Line::TooLong(n) => format!("{n}:too long"),
                });
            }
        }
        b.finish();
        while let Some(l) = b.next_line() {
            out.push(match l {
                Line::Text(n, r) => format!("{n}:{}", String::from_utf8_lossy(b.bytes(r))),
                Line::TooLong(n) => format!("{n}:too long"),
            });
        }
        out
    }

    #[test]
    fn lines_across_chunks() {
        assert_eq!(
            lines_of(&[b"ab", b"c\r\nde", b"f\n", b"g"], 100),
            vec!["1:abc", "2:def", "3:g"]
        );
        assert_eq!(lines_of(&[b"a\n\nb\n"], 100), vec!["1:a", "2:", "3:b"]);
    }

    #[test]
    fn too_long_lines_are_dropped() {
        assert_eq!(
            lines_of(&[b"short\n", b"0123456789", b"0123456789", b"xx\nok\n"], 8),
            vec!["1:short", "2:too long", "3:ok"]
        );
    }

    #[test]
    fn progress_counts_every_byte() {
        let mut b = LineBuffer::new(100);
        b.push(b"ab\ncd");
        while b.next_line().is_some() {}
        assert_eq!(b.consumed(), 3);
        b.finish();
        while b.next_line().is_some() {}
        assert_eq!(b.consumed(), 5);
    }
}
