//! dBASE III table files (`.dbf`), as the US Chess rating report uses them: a 32-byte
//! header (version 3, date of last update, record count, header and record lengths), one
//! 32-byte descriptor per field (name in 11 bytes, type, length), the byte 0x0D, the
//! records (a deletion flag, then each field's bytes, text left-aligned and padded with
//! blanks), and the end-of-file byte 0x1A. Text is written in Latin-1; a character
//! Latin-1 lacks is written `?`.
//!
//! The layout is dBASE III's, as documented publicly for the file format (and described
//! for the US Chess rating supplement files in the US Chess forums' "file formats for
//! sending in reports" thread): it is the same for every table, whatever its fields.

/// The type of a field.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum FieldType {
    /// `C`: text.
    Character,
    /// `D`: a date, `YYYYMMDD`.
    Date,
    /// `N`: a number written in text, right-aligned.
    Numeric,
}

impl FieldType {
    const fn code(self) -> u8 {
        match self {
            FieldType::Character => b'C',
            FieldType::Date => b'D',
            FieldType::Numeric => b'N',
        }
    }

    const fn from_code(c: u8) -> Option<Self> {
        match c {
            b'C' => Some(FieldType::Character),
            b'D' => Some(FieldType::Date),
            b'N' => Some(FieldType::Numeric),
            _ => None,
        }
    }
}

/// A field of a table.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct Field {
    /// The name, at most 10 ASCII characters.
    pub name: String,
    /// The type.
    pub kind: FieldType,
    /// The width in bytes.
    pub width: u8,
}

impl Field {
    /// A field.
    #[must_use]
    pub fn new(name: &str, kind: FieldType, width: u8) -> Self {
        Field {
            name: name.to_string(),
            kind,
            width,
        }
    }
}

/// A table: fields and records, each record one value per field (trailing blanks of
/// text fields and leading blanks of numbers dropped when read).
#[derive(Clone, Eq, PartialEq, Debug, Default)]
pub struct Table {
    /// The fields.
    pub fields: Vec<Field>,
    /// The records.
    pub records: Vec<Vec<String>>,
}

impl Table {
    /// The value of `field` in record `record`.
    #[must_use]
    pub fn value(&self, record: usize, field: &str) -> Option<&str> {
        let k = self
            .fields
            .iter()
            .position(|f| f.name.eq_ignore_ascii_case(field))?;
        self.records.get(record)?.get(k).map(String::as_str)
    }
}

/// Why bytes are not a dBASE III table.
#[derive(Clone, Eq, PartialEq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum DbfError {
    /// Fewer bytes than the header or the records announce.
    #[error("the file ends at byte {0}, before what its header announces")]
    Truncated(usize),
    /// The header's lengths do not agree with its fields.
    #[error("the header length {header} or record length {record} disagrees with the fields")]
    Lengths {
        /// The header length announced.
        header: usize,
        /// The record length announced.
        record: usize,
    },
    /// A field descriptor with an unknown type.
    #[error("field {name} has the unknown type {code:?}")]
    FieldType {
        /// The field's name.
        name: String,
        /// The type byte.
        code: char,
    },
    /// The version byte is not a dBASE III table's.
    #[error("version byte {0:#04x} is not a dBASE III table's")]
    Version(u8),
}

fn latin1(text: &str, width: usize, right: bool) -> Vec<u8> {
    let mut bytes: Vec<u8> = text
        .chars()
        .map(|c| u8::try_from(u32::from(c)).unwrap_or(b'?'))
        .take(width)
        .collect();
    let pad = width - bytes.len();
    if right {
        let mut out = vec![b' '; pad];
        out.append(&mut bytes);
        out
    } else {
        bytes.resize(width, b' ');
        bytes
    }
}

/// Writes a table; `date` is the date of last update (year, month, day).
#[must_use]
pub fn write(table: &Table, date: (u16, u8, u8)) -> Vec<u8> {
    let n_fields = table.fields.len();
    let header_len = 32 + 32 * n_fields + 1;
    let record_len = 1 + table
        .fields
        .iter()
        .map(|f| usize::from(f.width))
        .sum::<usize>();
    let mut out = Vec::with_capacity(header_len + record_len * table.records.len() + 1);
    out.push(0x03);
    out.push(u8::try_from(date.0.saturating_sub(1900)).unwrap_or(u8::MAX));
    out.push(date.1);
    out.push(date.2);
    let count = u32::try_from(table.records.len()).unwrap_or(u32::MAX);
    out.extend_from_slice(&count.to_le_bytes());
    out.extend_from_slice(&u16::try_from(header_len).unwrap_or(u16::MAX).to_le_bytes());
    out.extend_from_slice(&u16::try_from(record_len).unwrap_or(u16::MAX).to_le_bytes());
    out.resize(32, 0);
    for f in &table.fields {
        let mut d = [0u8; 32];
        for (k, b) in f.name.bytes().take(10).enumerate() {
            d[k] = b;
        }
        d[11] = f.kind.code();
        d[16] = f.width;
        out.extend_from_slice(&d);
    }
    out.push(0x0D);
    for r in &table.records {
        out.push(b' ');
        for (k, f) in table.fields.iter().enumerate() {
            let v = r.get(k).map_or("", String::as_str);
            out.extend(latin1(
                v,
                usize::from(f.width),
                f.kind == FieldType::Numeric,
            ));
        }
    }
    out.push(0x1A);
    out
}

fn u16_at(bytes: &[u8], at: usize) -> Result<usize, DbfError> {
    match bytes.get(at..at + 2) {
        Some(&[a, b]) => Ok(usize::from(u16::from_le_bytes([a, b]))),
        _ => Err(DbfError::Truncated(bytes.len())),
    }
}

/// Reads a table. Deleted records (flag `*`) are left out.
///
/// # Errors
/// When the bytes are not a dBASE III table or end early.
pub fn read(bytes: &[u8]) -> Result<Table, DbfError> {
    let version = *bytes.first().ok_or(DbfError::Truncated(0))?;
    if version & 0x07 != 0x03 {
        return Err(DbfError::Version(version));
    }
    let count = match bytes.get(4..8) {
        Some(&[a, b, c, d]) => u32::from_le_bytes([a, b, c, d]) as usize,
        _ => return Err(DbfError::Truncated(bytes.len())),
    };
    let header_len = u16_at(bytes, 8)?;
    let record_len = u16_at(bytes, 10)?;
    let mut fields = Vec::new();
    let mut at = 32;
    while bytes.get(at).is_some_and(|&b| b != 0x0D) {
        let d = bytes
            .get(at..at + 32)
            .ok_or(DbfError::Truncated(bytes.len()))?;
        let name: String = d[..11]
            .iter()
            .take_while(|&&b| b != 0)
            .map(|&b| char::from(b))
            .collect();
        let kind = FieldType::from_code(d[11]).ok_or_else(|| DbfError::FieldType {
            name: name.clone(),
            code: char::from(d[11]),
        })?;
        fields.push(Field {
            name,
            kind,
            width: d[16],
        });
        at += 32;
    }
    let widths: usize = fields.iter().map(|f| usize::from(f.width)).sum();
    if header_len < at + 1 || record_len != widths + 1 {
        return Err(DbfError::Lengths {
            header: header_len,
            record: record_len,
        });
    }
    let mut records = Vec::with_capacity(count.min(bytes.len()));
    for k in 0..count {
        let start = header_len + k * record_len;
        let rec = bytes
            .get(start..start + record_len)
            .ok_or(DbfError::Truncated(bytes.len()))?;
        if rec[0] == b'*' {
            continue;
        }
        let mut values = Vec::with_capacity(fields.len());
        let mut pos = 1;
        for f in &fields {
            let w = usize::from(f.width);
            let text: String = rec[pos..pos + w].iter().map(|&b| char::from(b)).collect();
            values.push(text.trim().to_string());
            pos += w;
        }
        records.push(values);
    }
    Ok(Table { fields, records })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table() -> Table {
        Table {
            fields: vec![
                Field::new("D_NAME", FieldType::Character, 8),
                Field::new("D_DATE", FieldType::Date, 8),
                Field::new("D_NUM", FieldType::Numeric, 4),
            ],
            records: vec![
                vec!["Æsir".into(), "20261127".into(), "12".into()],
                vec!["Longer than eight".into(), String::new(), "7".into()],
            ],
        }
    }

    #[test]
    fn the_header_and_records_are_dbase_iii() {
        let bytes = write(&table(), (2026, 11, 29));
        assert_eq!(bytes[0], 0x03);
        assert_eq!(&bytes[1..4], &[126, 11, 29]);
        assert_eq!(&bytes[4..8], &2u32.to_le_bytes());
        let header = 32 + 3 * 32 + 1;
        assert_eq!(&bytes[8..10], &u16::try_from(header).unwrap().to_le_bytes());
        assert_eq!(&bytes[10..12], &21u16.to_le_bytes());
        // The first descriptor: name zero-filled to 11 bytes, type, width at byte 16.
        assert_eq!(&bytes[32..43], b"D_NAME\0\0\0\0\0");
        assert_eq!(bytes[43], b'C');
        assert_eq!(bytes[48], 8);
        assert_eq!(bytes[64 + 11], b'D');
        assert_eq!(bytes[header - 1], 0x0D);
        // The first record: flag, text padded, date, number right-aligned; Latin-1.
        assert_eq!(&bytes[header..header + 21], b" \xC6sir    20261127  12");
        // Text longer than its field is cut.
        assert_eq!(&bytes[header + 22..header + 30], b"Longer t");
        assert_eq!(*bytes.last().unwrap(), 0x1A);
        assert_eq!(bytes.len(), header + 2 * 21 + 1);
    }

    #[test]
    fn a_table_reads_back() {
        let t = table();
        let back = read(&write(&t, (2026, 1, 1))).unwrap();
        assert_eq!(back.fields, t.fields);
        assert_eq!(back.value(0, "d_name"), Some("Æsir"));
        assert_eq!(back.value(1, "D_NAME"), Some("Longer t"));
        assert_eq!(back.value(1, "D_NUM"), Some("7"));
        assert_eq!(back.value(2, "D_NUM"), None);
    }

    #[test]
    fn broken_files_are_errors_not_panics() {
        let bytes = write(&table(), (2026, 1, 1));
        for cut in [0, 1, 7, 31, 40, 130, bytes.len() - 5] {
            assert!(read(&bytes[..cut]).is_err(), "cut at {cut}");
        }
        let mut wrong = bytes.clone();
        wrong[10] = 99;
        assert!(matches!(read(&wrong), Err(DbfError::Lengths { .. })));
    }
}
