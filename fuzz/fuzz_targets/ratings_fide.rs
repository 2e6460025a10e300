//! The `ratings_fide` target: its properties are [`arbiter_fuzz_checks::ratings_fide`], which the seeds
//! are also replayed through in the tests.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| arbiter_fuzz_checks::ratings_fide::check(data));
