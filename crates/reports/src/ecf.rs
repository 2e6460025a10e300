//! stub
use crate::{ReadBack, ReadError, ReportFields};
use arbiter_core::Tournament;
pub(crate) const REQUIRED_FIELDS: [(&str, &str); 0] = [];
pub(crate) fn minutes_for_game(_t: &Tournament, _f: &ReportFields) -> Option<u32> {
    None
}
pub(crate) fn write(_t: &Tournament, _f: &ReportFields) -> String {
    String::new()
}
pub(crate) fn read(_f: &str) -> Result<ReadBack, ReadError> {
    Ok(ReadBack::default())
}
