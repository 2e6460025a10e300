//! Any bytes: the dBASE reader of the US Chess report returns a table or an error, never
//! panics; a table it reads writes and reads back to the same values.

use arbiter_reports::dbf;

/// Checks one input of the target; panics when a property fails.
pub fn check(data: &[u8]) {
    let Ok(table) = dbf::read(data) else {
        return;
    };
    // Values read are trimmed and Latin-1: written again they read the same, unless a
    // field name is not ASCII or too long to survive the 11-byte descriptor.
    if table
        .fields
        .iter()
        .all(|f| f.name.is_ascii() && f.name.len() <= 10)
    {
        let again = dbf::read(&dbf::write(&table, (2026, 1, 1))).expect("a written table reads");
        assert_eq!(again.records.len(), table.records.len());
    }
    let files = [arbiter_reports::ReportFile {
        name: "TDEXPORT.DBF".into(),
        bytes: data.to_vec(),
    }];
    let _ = arbiter_reports::read_back(arbiter_reports::Format::Uscf, &files);
}
