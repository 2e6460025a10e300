//! stub
/// e
#[derive(Clone, Eq, PartialEq, Debug, thiserror::Error)]
pub enum DbfError {
    /// x
    #[error("x")]
    X,
}
