//! Any bytes, in chunks of any size: the FIDE list reader (text or XML, recognised from
//! the bytes) and the Go list readers return records or errors placed at a line and
//! column, never panic, and read the same records whatever the chunk size. The XML
//! reader's quick path for the plain records of a published list reads each record it
//! takes as quick-xml's reader does.

use arbiter_ratings::fide::read_record_both_ways;
use arbiter_ratings::{FideOptions, GoList, ListFormat, ListReader, RateType, SearchIndex};

fn read(format: ListFormat, data: &[u8], chunk: usize) -> Vec<String> {
    let mut r = ListReader::new(format);
    let mut out = Vec::new();
    let take = |r: &mut ListReader, out: &mut Vec<String>| {
        while let Some(x) = r.next_record() {
            match x {
                Ok(p) => out.push(format!("{p:?}")),
                Err(e) => {
                    assert!(e.line() >= 1 && e.column() >= 1, "{e}");
                    out.push(e.to_string());
                }
            }
        }
    };
    for c in data.chunks(chunk.max(1)) {
        r.push(c);
        take(&mut r, &mut out);
    }
    r.finish();
    take(&mut r, &mut out);
    assert!(r.consumed() <= data.len() as u64);
    out
}

/// Where the plain reader reads a record, quick-xml's reads the same player from it.
fn readers_agree(record: &[u8], opts: FideOptions) {
    if let (Some(plain), general) = read_record_both_ways(record, opts) {
        assert_eq!(
            Ok(&plain),
            general.as_ref(),
            "{:?}",
            String::from_utf8_lossy(record)
        );
    }
}

/// Every `<player` … `</player>` of the bytes, as the XML reader cuts records out.
fn records(data: &[u8]) -> impl Iterator<Item = &[u8]> {
    const CLOSE: &[u8] = b"</player>";
    (0..data.len())
        .filter(move |&i| data[i..].starts_with(b"<player"))
        .filter_map(move |i| {
            let end = data[i..].windows(CLOSE.len()).position(|w| w == CLOSE)?;
            Some(&data[i..i + end + CLOSE.len()])
        })
}

/// Checks one input of the target; panics when a property fails.
pub fn check(data: &[u8]) {
    let Some((&first, data)) = data.split_first() else {
        return;
    };
    let opts = FideOptions {
        single_rate: RateType::ALL[usize::from(first % 3)],
    };
    let whole = read(ListFormat::Fide(opts), data, data.len());
    let chunked = read(ListFormat::Fide(opts), data, usize::from(first % 17) + 1);
    assert_eq!(whole, chunked);
    readers_agree(data, opts);
    for record in records(data) {
        readers_agree(record, opts);
    }
    let (players, _) = ListReader::read_all(ListFormat::Fide(opts), data);
    let index = SearchIndex::build(players);
    let q = String::from_utf8_lossy(&data[..data.len().min(12)]);
    let _ = index.search(&q, 5);
    for g in [GoList::Egf, GoList::Ffg, GoList::Aga] {
        let _ = read(ListFormat::Go(g), data, usize::from(first % 7) + 1);
    }
}
