//! A player's private link: a long random token in the address of their page
//! (`/p/TOKEN`), of which the event log keeps only the SHA-256 digest. The command line
//! issues links through the same functions as the desk.

use crate::accounts::{digest, random_hex};
use crate::error::ServerError;

/// Bytes of randomness in a token (256 bits: a token cannot be guessed).
const TOKEN_BYTES: usize = 32;

/// A new token and the digest the log keeps of it.
///
/// # Errors
/// When the operating system gives no random bytes.
pub fn new_player_token() -> Result<(String, String), ServerError> {
    let token = random_hex(TOKEN_BYTES)?;
    let hash = digest(&token);
    Ok((token, hash))
}

/// The digest the log keeps of a token.
#[must_use]
pub fn player_token_digest(token: &str) -> String {
    digest(token)
}

/// True when `token` has a token's shape (so that nothing else is hashed and looked up).
#[must_use]
pub fn is_player_token(token: &str) -> bool {
    token.len() == 2 * TOKEN_BYTES && token.bytes().all(|c| c.is_ascii_hexdigit())
}

/// The address of a player's page under `base` (the server's public address).
#[must_use]
pub fn player_url(base: &str, token: &str) -> String {
    format!("{}/p/{token}", base.trim_end_matches('/'))
}

/// Now, in UTC, as moments are written (`YYYY-MM-DD HH:MM`).
pub(crate) fn now_minute() -> String {
    let n = time::OffsetDateTime::now_utc();
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02}",
        n.year(),
        u8::from(n.month()),
        n.day(),
        n.hour(),
        n.minute()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_long_random_and_kept_as_digests() {
        let (a, ha) = new_player_token().unwrap();
        let (b, _) = new_player_token().unwrap();
        assert_ne!(a, b);
        assert!(is_player_token(&a));
        assert!(!is_player_token("1234"));
        assert_eq!(ha, player_token_digest(&a));
        assert_ne!(ha, a);
        assert_eq!(
            player_url("http://127.0.0.1:8080/", &a),
            format!("http://127.0.0.1:8080/p/{a}")
        );
    }
}
