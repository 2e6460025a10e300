//! Any text: the DSB evaluation file reader returns what it read or an error with a line,
//! never panics.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Err(arbiter_reports::ReadError::Syntax { line, .. }) = arbiter_reports::dwz::read(&text)
    {
        assert!(line >= 1);
    }
});
