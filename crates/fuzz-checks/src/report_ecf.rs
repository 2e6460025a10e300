//! Any text: the ECF results file reader returns what it read or an error with a line,
//! never panics.

/// Checks one input of the target; panics when a property fails.
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    if let Err(arbiter_reports::ReadError::Syntax { line, .. }) = arbiter_reports::ecf::read(&text)
    {
        assert!(line >= 1);
    }
}
