//! Any bytes as a column filter and a list: a filter that parses reads any list into
//! records or placed errors, never a panic, and the same whatever the chunk size.

use arbiter_ratings::{ColumnFilter, ListFormat, ListReader};

/// Checks one input of the target; panics when a property fails.
pub fn check(data: &[u8]) {
    // The filter, then a NUL, then the list; without a NUL, a shipped filter reads it all.
    let (filter, list) = match data.iter().position(|&b| b == 0) {
        Some(i) => (
            ColumnFilter::parse(&String::from_utf8_lossy(&data[..i])),
            &data[i + 1..],
        ),
        None => {
            let names = ["ecf", "dwz", "uscf", "ffe"];
            let name = names[data.first().map_or(0, |b| usize::from(*b) % 4)];
            (ColumnFilter::builtin(name), data)
        }
    };
    let filter = match filter {
        Ok(f) => f,
        Err(e) => {
            assert!(e.line >= 1 && e.column >= 1, "{e}");
            return;
        }
    };
    let read = |chunk: usize| {
        let mut r = ListReader::new(ListFormat::Filter(filter.clone()));
        let mut out = Vec::new();
        for c in list.chunks(chunk) {
            r.push(c);
            while let Some(x) = r.next_record() {
                out.push(x.map(|p| format!("{p:?}")).map_err(|e| e.to_string()));
            }
        }
        r.finish();
        while let Some(x) = r.next_record() {
            out.push(x.map(|p| format!("{p:?}")).map_err(|e| e.to_string()));
        }
        out
    };
    assert_eq!(read(list.len().max(1)), read(3));
}
