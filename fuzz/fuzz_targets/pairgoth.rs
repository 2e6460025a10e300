//! The `pairgoth` target: its properties are [`arbiter_fuzz_checks::pairgoth`], which the seeds
//! are also replayed through in the tests.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| arbiter_fuzz_checks::pairgoth::check(data));
