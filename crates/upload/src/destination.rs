//! Where a site goes: the address read from its text, the secrets that open it, and the
//! pinned host key of an SFTP server.

use russh::keys::ssh_key::{Fingerprint, HashAlg};
use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;

/// A text that is not a usable destination. The message never repeats a password that
/// was put in the address.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not a usable destination: {0}")]
pub struct DestinationError(pub String);

fn bad(why: impl Into<String>) -> DestinationError {
    DestinationError(why.into())
}

/// A secret (token, password, key passphrase): never printed, not even by `{:?}`, so that
/// it cannot reach a log or an error message by accident.
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    /// Wraps a secret; surrounding white space (a file's last newline) is dropped.
    #[must_use]
    pub fn new(text: &str) -> Self {
        Secret(text.trim().to_string())
    }

    /// The secret itself, for the one place that sends it.
    #[must_use]
    pub fn expose(&self) -> &str {
        &self.0
    }

    /// True for an empty secret.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(***)")
    }
}

/// The SHA-256 fingerprint of an SSH server's host key, as `ssh-keygen -l` prints it
/// (`SHA256:` and 43 base64 characters).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostKey(Fingerprint);

impl HostKey {
    /// The fingerprint of a server's public key.
    #[must_use]
    pub(crate) fn of(key: &russh::keys::PublicKey) -> Self {
        HostKey(key.fingerprint(HashAlg::Sha256))
    }
}

impl FromStr for HostKey {
    type Err = DestinationError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let t = text.trim();
        // `ssh-keygen` prints no padding; a copy from elsewhere may carry it.
        let t = t.trim_end_matches('=');
        if !t.starts_with("SHA256:") {
            return Err(bad(format!(
                "host key {t:?}: expected a SHA-256 fingerprint such as `ssh-keygen -l` prints, SHA256:…"
            )));
        }
        let f: Fingerprint = t.parse().map_err(|_| {
            bad(format!(
                "host key {t:?}: expected SHA256: and 43 base64 characters"
            ))
        })?;
        Ok(HostKey(f))
    }
}

impl fmt::Display for HostKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// The address of a destination.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Location {
    /// An SFTP server: files go under `dir`.
    Sftp {
        /// The login.
        user: String,
        /// The server's name or address (an IPv6 address without brackets).
        host: String,
        /// The port (22 unless given).
        port: u16,
        /// The remote directory: absolute, or relative to the login's home directory
        /// when the address's path starts with `/~/`.
        dir: String,
    },
    /// An HTTP endpoint: each file is `PUT` under `base`.
    Http {
        /// `https://host[:port]/path` (or plain `http://` to a loopback address), without
        /// a trailing slash.
        base: String,
    },
}

impl FromStr for Location {
    type Err = DestinationError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let t = text.trim();
        if t.chars().any(|c| c.is_control() || c.is_whitespace()) {
            return Err(bad(
                "the address may not contain spaces or control characters",
            ));
        }
        let (scheme, rest) = t.split_once("://").ok_or_else(|| {
            bad(format!(
                "{t:?}: expected sftp://user@host/dir or https://host/path"
            ))
        })?;
        let scheme = scheme.to_ascii_lowercase();
        if rest.contains(['?', '#']) {
            return Err(bad(format!(
                "{t:?}: an address with a query (?) or fragment (#) is not accepted"
            )));
        }
        let (authority, path) = match rest.find('/') {
            Some(i) => (&rest[..i], &rest[i..]),
            None => (rest, ""),
        };
        // Checked before anything else is echoed: a password in the address must not
        // reach an error message.
        if let Some((userinfo, _)) = authority.rsplit_once('@')
            && userinfo.contains(':')
        {
            return Err(bad(
                "a password does not belong in the address: give it as a password file instead",
            ));
        }
        match scheme.as_str() {
            "sftp" => sftp(t, authority, path),
            "https" | "http" => http(t, &scheme, authority, path),
            other => Err(bad(format!(
                "{other}:// is not supported: use sftp:// or https:// (http:// only to this machine)"
            ))),
        }
    }
}

/// Splits `host[:port]` (with `[v6]` brackets) into the host and the port.
fn host_port(t: &str, hostport: &str, default: u16) -> Result<(String, u16), DestinationError> {
    let (host, port) = if let Some(inner) = hostport.strip_prefix('[') {
        let (h, after) = inner
            .split_once(']')
            .ok_or_else(|| bad(format!("{t:?}: an unclosed [ in the host")))?;
        let port = match after {
            "" => None,
            p => Some(
                p.strip_prefix(':')
                    .ok_or_else(|| bad(format!("{t:?}: unexpected text after the host")))?,
            ),
        };
        (h.to_string(), port)
    } else {
        match hostport.rsplit_once(':') {
            Some((h, p)) => (h.to_string(), Some(p)),
            None => (hostport.to_string(), None),
        }
    };
    if host.is_empty() {
        return Err(bad(format!("{t:?}: the host is missing")));
    }
    if host.contains(['/', '@', '[', ']']) {
        return Err(bad(format!("{t:?}: {host:?} is not a host name")));
    }
    let port = match port {
        None => default,
        Some(p) => match p.parse::<u16>() {
            Ok(n) if n > 0 => n,
            _ => return Err(bad(format!("{t:?}: {p:?} is not a port number"))),
        },
    };
    Ok((host, port))
}

fn sftp(t: &str, authority: &str, path: &str) -> Result<Location, DestinationError> {
    let (user, hostport) = authority.rsplit_once('@').ok_or_else(|| {
        bad(format!(
            "{t:?}: the login is missing (sftp://user@host/dir)"
        ))
    })?;
    if user.is_empty() {
        return Err(bad(format!(
            "{t:?}: the login is missing (sftp://user@host/dir)"
        )));
    }
    let (host, port) = host_port(t, hostport, 22)?;
    if path.is_empty() {
        return Err(bad(format!(
            "{t:?}: the remote directory is missing (sftp://user@host/dir, or /~/dir under the login's home)"
        )));
    }
    let dir = if path == "/~" || path == "/~/" {
        ".".to_string()
    } else if let Some(home) = path.strip_prefix("/~/") {
        home.trim_end_matches('/').to_string()
    } else if path == "/" {
        "/".to_string()
    } else {
        path.trim_end_matches('/').to_string()
    };
    if dir.split('/').any(|s| s == "..") {
        return Err(bad(format!(
            "{t:?}: the remote directory may not contain .."
        )));
    }
    Ok(Location::Sftp {
        user: user.to_string(),
        host,
        port,
        dir,
    })
}

/// True for a name or address of this machine (plain HTTP stays on it).
fn loopback(host: &str) -> bool {
    if host.eq_ignore_ascii_case("localhost") {
        return true;
    }
    host.parse::<std::net::IpAddr>()
        .is_ok_and(|a| a.is_loopback())
}

fn http(t: &str, scheme: &str, authority: &str, path: &str) -> Result<Location, DestinationError> {
    if authority.contains('@') {
        return Err(bad(format!(
            "{t:?}: no login in an HTTP address: the token is given apart"
        )));
    }
    let (host, port) = host_port(t, authority, if scheme == "https" { 443 } else { 80 })?;
    if scheme == "http" && !loopback(&host) {
        return Err(bad(format!(
            "{t:?}: plain http:// would send the token and the site unencrypted; use https:// (http:// is accepted only to this machine, 127.0.0.1 or localhost)"
        )));
    }
    let shown_host = if host.contains(':') {
        format!("[{host}]")
    } else {
        host
    };
    let default = if scheme == "https" { 443 } else { 80 };
    let port = if port == default {
        String::new()
    } else {
        format!(":{port}")
    };
    Ok(Location::Http {
        base: format!(
            "{scheme}://{shown_host}{port}{}",
            path.trim_end_matches('/')
        ),
    })
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Sftp {
                user,
                host,
                port,
                dir,
            } => {
                let host = if host.contains(':') {
                    format!("[{host}]")
                } else {
                    host.clone()
                };
                let port = if *port == 22 {
                    String::new()
                } else {
                    format!(":{port}")
                };
                let path = if dir.starts_with('/') {
                    dir.clone()
                } else if dir == "." {
                    "/~".to_string()
                } else {
                    format!("/~/{dir}")
                };
                write!(f, "sftp://{user}@{host}{port}{path}")
            }
            Location::Http { base } => f.write_str(base),
        }
    }
}

/// A destination with what opens it. `Debug` shows no secret.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Destination {
    /// The address.
    pub location: Location,
    /// The bearer token of an HTTP endpoint.
    pub token: Option<Secret>,
    /// The private key file of an SFTP login (OpenSSH or PEM format).
    pub key_file: Option<PathBuf>,
    /// The passphrase of the key file, when it is encrypted.
    pub key_passphrase: Option<Secret>,
    /// The password of an SFTP login (tried after the key, when both are given).
    pub password: Option<Secret>,
    /// The pinned fingerprint of the SFTP server's host key; without it nothing is sent.
    pub host_key: Option<HostKey>,
}

impl Destination {
    /// A destination at `location` with no secret yet.
    #[must_use]
    pub fn new(location: Location) -> Self {
        Destination {
            location,
            token: None,
            key_file: None,
            key_passphrase: None,
            password: None,
            host_key: None,
        }
    }

    /// Reads the address (`sftp://user@host[:port]/dir`, `https://host/path`, or
    /// `http://127.0.0.1:PORT/path`).
    ///
    /// # Errors
    /// When the text is not such an address.
    pub fn parse(text: &str) -> Result<Self, DestinationError> {
        Ok(Destination::new(text.parse()?))
    }

    /// What an upload needs and is missing, in words; `None` when it can go.
    #[must_use]
    pub fn missing(&self) -> Option<String> {
        match &self.location {
            Location::Http { .. } => match &self.token {
                Some(t) if !t.is_empty() => None,
                _ => Some("an HTTP destination needs a token".to_string()),
            },
            Location::Sftp { .. } => {
                if self.key_file.is_none() && self.password.is_none() {
                    Some("an SFTP destination needs a key file or a password".to_string())
                } else if self.host_key.is_none() {
                    Some(
                        "the SFTP server's host key is not pinned: test the destination to see its fingerprint, check it, then pin it"
                            .to_string(),
                    )
                } else {
                    None
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn loc(t: &str) -> Location {
        t.parse().unwrap()
    }

    fn err(t: &str) -> String {
        t.parse::<Location>().unwrap_err().to_string()
    }

    #[test]
    fn sftp_addresses() {
        assert_eq!(
            loc("sftp://club@example.org/var/www/open"),
            Location::Sftp {
                user: "club".into(),
                host: "example.org".into(),
                port: 22,
                dir: "/var/www/open".into()
            }
        );
        assert_eq!(
            loc("SFTP://club@[::1]:2222/~/www/"),
            Location::Sftp {
                user: "club".into(),
                host: "::1".into(),
                port: 2222,
                dir: "www".into()
            }
        );
        assert_eq!(
            loc("sftp://a.b@h:22/~").to_string(),
            "sftp://a.b@h/~".to_string()
        );
        assert_eq!(
            loc("sftp://club@[::1]:2222/~/www/").to_string(),
            "sftp://club@[::1]:2222/~/www"
        );
        assert!(err("sftp://example.org/x").contains("login is missing"));
        assert!(err("sftp://u@example.org").contains("remote directory is missing"));
        assert!(err("sftp://u@example.org:0/x").contains("not a port"));
        assert!(err("sftp://u@example.org:99999/x").contains("not a port"));
        assert!(err("sftp://u@h/a/../b").contains(".."));
        assert!(err("sftp://u@:22/x").contains("host is missing"));
    }

    #[test]
    fn a_password_in_the_address_is_refused_without_echo() {
        let e = err("sftp://club:hunter2@example.org/www");
        assert!(e.contains("password does not belong"), "{e}");
        assert!(!e.contains("hunter2"), "{e}");
        let e = err("https://club:hunter2@example.org/www");
        assert!(!e.contains("hunter2"), "{e}");
    }

    #[test]
    fn http_addresses() {
        assert_eq!(
            loc("https://results.club.example/upload/"),
            Location::Http {
                base: "https://results.club.example/upload".into()
            }
        );
        assert_eq!(
            loc("https://h:443/x").to_string(),
            "https://h/x".to_string()
        );
        assert_eq!(
            loc("http://127.0.0.1:8080/site").to_string(),
            "http://127.0.0.1:8080/site"
        );
        assert_eq!(loc("http://localhost/").to_string(), "http://localhost");
        assert_eq!(loc("http://[::1]:9/a").to_string(), "http://[::1]:9/a");
        assert!(err("http://example.org/x").contains("use https://"));
        assert!(err("http://10.0.0.1/x").contains("use https://"));
        assert!(err("ftp://example.org/x").contains("not supported"));
        assert!(err("https://h/x?y=1").contains("query"));
        assert!(err("example.org/x").contains("expected"));
        assert!(err("https://h/a b").contains("spaces"));
    }

    #[test]
    fn host_keys() {
        let k: HostKey = "SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s"
            .parse()
            .unwrap();
        assert_eq!(
            k.to_string(),
            "SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s"
        );
        let padded: HostKey = "SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s="
            .parse()
            .unwrap();
        assert_eq!(k, padded);
        assert!("MD5:aa:bb".parse::<HostKey>().is_err());
        assert!("SHA256:short".parse::<HostKey>().is_err());
    }

    #[test]
    fn secrets_do_not_print() {
        let mut d = Destination::parse("https://h/x").unwrap();
        assert!(d.missing().unwrap().contains("token"));
        d.token = Some(Secret::new("s3cr3t-token\n"));
        assert_eq!(d.token.as_ref().unwrap().expose(), "s3cr3t-token");
        assert!(!format!("{d:?}").contains("s3cr3t"));
        assert_eq!(d.missing(), None);
        let mut s = Destination::parse("sftp://u@h/www").unwrap();
        assert!(s.missing().unwrap().contains("key file or a password"));
        s.password = Some(Secret::new("pw"));
        assert!(s.missing().unwrap().contains("not pinned"));
    }
}
