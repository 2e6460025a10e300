//! stub
use crate::{ReadBack, ReadError, ReportFields, ReportFile};
use arbiter_core::Tournament;
pub(crate) const REQUIRED_FIELDS: [(&str, &str); 0] = [];
pub(crate) const NAME_WIDTH: usize = 30;
pub(crate) fn write(_t: &Tournament, _f: &ReportFields) -> Vec<ReportFile> {
    Vec::new()
}
pub(crate) fn read(_f: &[ReportFile]) -> Result<ReadBack, ReadError> {
    Ok(ReadBack::default())
}
