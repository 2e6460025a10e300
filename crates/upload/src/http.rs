//! The HTTP endpoint: each file is one `PUT BASE/PATH` with the bearer token (the
//! contract is in the crate's documentation). The client blocks, so an upload runs on
//! tokio's blocking threads.

use crate::{CONNECT_TIMEOUT, FILE_TIMEOUT, Secret, UploadError, UploadFile, in_order};
use std::io::Read;

/// The content type of a site file, from its extension.
pub(crate) fn content_type(path: &str) -> &'static str {
    let name = path.rsplit('/').next().unwrap_or(path);
    let ext = name
        .rsplit_once('.')
        .map(|(_, e)| e.to_ascii_lowercase())
        .unwrap_or_default();
    match ext.as_str() {
        "html" | "htm" => "text/html; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "json" | "map" => "application/json",
        "webmanifest" => "application/manifest+json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "gif" => "image/gif",
        "webp" => "image/webp",
        "ico" => "image/x-icon",
        "txt" | "trf" => "text/plain; charset=utf-8",
        "csv" => "text/csv; charset=utf-8",
        "xml" => "application/xml",
        "pgn" => "application/x-chess-pgn; charset=utf-8",
        "pdf" => "application/pdf",
        "woff2" => "font/woff2",
        "woff" => "font/woff",
        _ => "application/octet-stream",
    }
}

/// `path` percent-encoded segment by segment (the slashes kept).
fn encode_path(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for b in path.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~' | b'/') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Whether the base points at this machine: an HTTP proxy from the environment must not
/// take those requests (it could not reach them).
fn to_this_machine(base: &str) -> bool {
    let rest = base.split_once("://").map_or(base, |(_, r)| r);
    let authority = rest.split('/').next().unwrap_or_default();
    let host = if let Some(v6) = authority.strip_prefix('[') {
        v6.split(']').next().unwrap_or_default()
    } else {
        authority.split(':').next().unwrap_or_default()
    };
    host.eq_ignore_ascii_case("localhost")
        || host
            .parse::<std::net::IpAddr>()
            .is_ok_and(|a| a.is_loopback())
}

fn agent(base: &str) -> ureq::Agent {
    let mut config = ureq::Agent::config_builder()
        .timeout_connect(Some(CONNECT_TIMEOUT))
        .timeout_global(Some(FILE_TIMEOUT))
        .http_status_as_error(false)
        // The token must not follow a redirect to another address.
        .max_redirects(0)
        .user_agent(concat!("arbiter/", env!("CARGO_PKG_VERSION")));
    if to_this_machine(base) {
        config = config.proxy(None);
    }
    config.build().into()
}

/// The first line of an answer's body, short and printable, to quote in an error.
fn excerpt(body: &mut ureq::Body) -> String {
    let mut buf = Vec::new();
    let _ = body.as_reader().take(400).read_to_end(&mut buf);
    let text = String::from_utf8_lossy(&buf);
    let line = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    line.chars()
        .filter(|c| !c.is_control())
        .take(160)
        .collect::<String>()
        .trim()
        .to_string()
}

/// Why an answer is a failure, in words; `None` for a 2xx.
fn refusal(status: u16, body: &mut ureq::Body) -> Option<String> {
    if (200..300).contains(&status) {
        return None;
    }
    let said = excerpt(body);
    let said = if said.is_empty() {
        String::new()
    } else {
        format!(" ({said})")
    };
    Some(match status {
        401 | 403 => format!("the endpoint refused the token: HTTP {status}{said}"),
        300..=399 => format!(
            "the endpoint answered with a redirect (HTTP {status}), which is not followed: give its final address"
        ),
        _ => format!("the endpoint answered HTTP {status}{said}"),
    })
}

fn send(
    agent: &ureq::Agent,
    base: &str,
    token: &str,
    path: &str,
    bytes: &[u8],
) -> Result<(), String> {
    let url = format!("{base}/{}", encode_path(path));
    let mut answer = agent
        .put(&url)
        .header("Authorization", &format!("Bearer {token}"))
        .header("Content-Type", content_type(path))
        .send(bytes)
        .map_err(|e| why(&e))?;
    let status = answer.status().as_u16();
    match refusal(status, answer.body_mut()) {
        None => Ok(()),
        Some(w) => Err(w),
    }
}

/// A transport error in words (the request's URL carries no secret; the token is in a
/// header, which ureq never prints).
fn why(e: &ureq::Error) -> String {
    match e {
        ureq::Error::Timeout(_) => format!(
            "no answer in time (the limit is {} s a file)",
            FILE_TIMEOUT.as_secs()
        ),
        ureq::Error::HostNotFound => "the host name is not known".to_string(),
        other => other.to_string(),
    }
}

fn token_of(token: Option<&Secret>) -> Result<String, UploadError> {
    token
        .filter(|t| !t.is_empty())
        .map(|t| t.expose().to_string())
        .ok_or_else(|| UploadError::Incomplete("an HTTP destination needs a token".to_string()))
}

async fn blocking<T: Send + 'static>(
    job: impl FnOnce() -> Result<T, UploadError> + Send + 'static,
) -> Result<T, UploadError> {
    tokio::task::spawn_blocking(job)
        .await
        .map_err(|e| UploadError::Connect {
            host: String::new(),
            why: format!("the upload stopped: {e}"),
        })?
}

/// Sends every file, the `index.html` pages last.
pub(crate) async fn upload(
    base: &str,
    token: Option<&Secret>,
    files: Vec<UploadFile>,
) -> Result<(), UploadError> {
    let token = token_of(token)?;
    let base = base.to_string();
    blocking(move || {
        let agent = agent(&base);
        for f in in_order(&files) {
            send(&agent, &base, &token, &f.path, &f.bytes).map_err(|why| UploadError::File {
                path: f.path.clone(),
                why,
            })?;
        }
        Ok(())
    })
    .await
}

/// Writes the probe file and asks for its removal; returns why it stayed, if it did.
pub(crate) async fn probe(
    base: &str,
    token: Option<&Secret>,
    file: &str,
    bytes: Vec<u8>,
) -> Result<Option<String>, UploadError> {
    let token = token_of(token)?;
    let base = base.to_string();
    let file = file.to_string();
    blocking(move || {
        let agent = agent(&base);
        send(&agent, &base, &token, &file, &bytes).map_err(|why| UploadError::File {
            path: file.clone(),
            why,
        })?;
        let url = format!("{base}/{}", encode_path(&file));
        let left = match agent
            .delete(&url)
            .header("Authorization", &format!("Bearer {token}"))
            .call()
        {
            Ok(mut answer) => {
                let status = answer.status().as_u16();
                refusal(status, answer.body_mut())
            }
            Err(e) => Some(why(&e)),
        };
        Ok(left)
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn content_types() {
        assert_eq!(content_type("index.html"), "text/html; charset=utf-8");
        assert_eq!(content_type("a/B.CSS"), "text/css; charset=utf-8");
        assert_eq!(content_type("x.trf"), "text/plain; charset=utf-8");
        assert_eq!(content_type("img/logo.svg"), "image/svg+xml");
        assert_eq!(content_type("README"), "application/octet-stream");
        assert_eq!(content_type("dir.d/file"), "application/octet-stream");
    }

    #[test]
    fn paths_are_percent_encoded() {
        assert_eq!(encode_path("round/3.html"), "round/3.html");
        assert_eq!(
            encode_path("players/Zoë K.html"),
            "players/Zo%C3%AB%20K.html"
        );
        assert_eq!(encode_path("a?b#c%"), "a%3Fb%23c%25");
    }

    #[test]
    fn this_machine() {
        assert!(to_this_machine("http://127.0.0.1:80/x"));
        assert!(to_this_machine("http://[::1]:80/x"));
        assert!(to_this_machine("http://localhost"));
        assert!(!to_this_machine("https://example.org/x"));
    }
}
