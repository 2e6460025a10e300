//! Where an event's site is uploaded: a row beside the event's log, never an event of
//! it, so that its secrets reach no export, no history and no other arbiter's copy.

use std::fmt;

/// Where an event's site is uploaded, the secrets that open the destination, and how
/// the last upload went. The store keeps the secrets as given (they must be sent);
/// `Debug` shows none of them.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Publishing {
    /// The destination's address (`sftp://…` or `https://…`).
    pub url: String,
    /// The bearer token of an HTTP endpoint.
    pub token: Option<String>,
    /// The path of the SFTP login's private key file (on the machine that uploads).
    pub key_file: Option<String>,
    /// The key file's passphrase.
    pub key_passphrase: Option<String>,
    /// The SFTP login's password.
    pub password: Option<String>,
    /// The pinned SHA-256 fingerprint of the SFTP server's host key.
    pub host_key: Option<String>,
    /// Upload the site after each round (when it is paired, and when its last result is
    /// in).
    pub after_each_round: bool,
    /// When the site was last uploaded in full (set by the store).
    pub last_published_at: Option<String>,
    /// When an upload was last tried (set by the store).
    pub last_attempt_at: Option<String>,
    /// Why the last attempt failed; `None` when it succeeded (set by the store).
    pub last_error: Option<String>,
}

impl Publishing {
    /// Keeps the secrets and the pinned host key of `old` that these settings leave
    /// unset, when both name the same address: changing only the flag or the pin does not
    /// mean typing every secret again. A new address keeps nothing, so that a secret is
    /// never sent where its owner did not send it.
    pub fn keep_from(&mut self, old: &Publishing) {
        if self.url != old.url {
            return;
        }
        for (new, old) in [
            (&mut self.token, &old.token),
            (&mut self.key_file, &old.key_file),
            (&mut self.key_passphrase, &old.key_passphrase),
            (&mut self.password, &old.password),
            (&mut self.host_key, &old.host_key),
        ] {
            if new.is_none() {
                new.clone_from(old);
            }
        }
    }
}

impl fmt::Debug for Publishing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let set = |s: &Option<String>| if s.is_some() { "set" } else { "none" };
        f.debug_struct("Publishing")
            .field("url", &self.url)
            .field("token", &set(&self.token))
            .field("key_file", &self.key_file)
            .field("key_passphrase", &set(&self.key_passphrase))
            .field("password", &set(&self.password))
            .field("host_key", &self.host_key)
            .field("after_each_round", &self.after_each_round)
            .field("last_published_at", &self.last_published_at)
            .field("last_attempt_at", &self.last_attempt_at)
            .field("last_error", &self.last_error)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_kept_for_the_same_address_only() {
        let old = Publishing {
            url: "sftp://u@h/www".into(),
            password: Some("pw".into()),
            key_file: Some("/k".into()),
            host_key: Some("SHA256:x".into()),
            ..Publishing::default()
        };
        let mut same = Publishing {
            url: old.url.clone(),
            host_key: Some("SHA256:y".into()),
            after_each_round: true,
            ..Publishing::default()
        };
        same.keep_from(&old);
        assert_eq!(same.password.as_deref(), Some("pw"));
        assert_eq!(same.key_file.as_deref(), Some("/k"));
        assert_eq!(same.host_key.as_deref(), Some("SHA256:y"));
        let mut elsewhere = Publishing {
            url: "sftp://u@other/www".into(),
            ..Publishing::default()
        };
        elsewhere.keep_from(&old);
        assert_eq!(elsewhere.password, None);
        assert_eq!(elsewhere.key_file, None);
        let shown = format!("{old:?}");
        assert!(!shown.contains("\"pw\""), "{shown}");
    }
}
