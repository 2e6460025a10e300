//! stub
/// g
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub enum GoFormat {
    /// h9
    H9,
    /// tou
    Tou,
}
/// c
pub fn check_go() {}
/// e
pub fn export_go() {}
