//! The web app's languages: every key the server's templates and sources use is in the
//! catalogue of all six languages; a page speaks the language the visitor chose, else the
//! event's, else the browser's; names in any script show as written and stay text.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_i18n::{Lang, t, t_args};
use arbiter_server::{Options, Role, Server};
use axum::body::Body;
use axum::http::{HeaderMap, Request, StatusCode, header};
use http_body_util::BodyExt;
use serde_json::{Value, json};
use std::collections::BTreeSet;
use std::path::Path;
use tower::ServiceExt;

// ------------------------------------------------------------------ keys in use

/// The catalogue keys a source or template names literally: the first argument of `.t(`,
/// `.t1(` and `.ta(`, the key argument of `t(lang, …)` and `t_args(lang, …)`, and every
/// string literal that starts with `pub-` (keys kept in tables and passed around).
fn keys_used(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let bytes = text.as_bytes();
    let literal_at = |start: usize| -> Option<String> {
        let rest = text.get(start..)?;
        let rest = rest.strip_prefix('"')?;
        let end = rest.find('"')?;
        Some(rest[..end].to_string())
    };
    for call in ["t(", "t1(", "ta(", "t_args("] {
        for (at, _) in text.match_indices(call) {
            let before = at.checked_sub(1).map(|i| bytes[i]);
            if before.is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_') {
                continue;
            }
            let open = at + call.len();
            if let Some(k) = literal_at(open) {
                out.insert(k);
                continue;
            }
            // The function forms: a language expression, then the key.
            let method = before == Some(b'.');
            if method && call != "t_args(" && call != "t(" {
                continue;
            }
            let rest = &text[open..];
            let lang_len = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || "_:.&* ".contains(c)))
                .unwrap_or(rest.len());
            if rest[lang_len..].starts_with(',') {
                let after = open + lang_len + 1;
                let skip = text[after..].len() - text[after..].trim_start().len();
                if let Some(k) = literal_at(after + skip) {
                    out.insert(k);
                }
            }
        }
    }
    for (at, _) in text.match_indices("\"pub-") {
        if let Some(k) = literal_at(at)
            && k.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '.')
        {
            out.insert(k);
        }
    }
    out
}

/// Rust source without its comment lines: doc comments show how keys are used with
/// made-up keys.
fn without_comments(text: &str) -> String {
    text.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// `file: key (languages)` for each key used in `files` that a language lacks.
fn missing(files: &[(String, String)]) -> Vec<String> {
    let mut out = Vec::new();
    for (name, text) in files {
        for key in keys_used(text) {
            let lacking: Vec<&str> = Lang::ALL
                .into_iter()
                .filter(|l| !arbiter_i18n::has(*l, &key))
                .map(Lang::code)
                .collect();
            if !lacking.is_empty() {
                out.push(format!("{name}: {key} ({})", lacking.join(", ")));
            }
        }
    }
    out
}

fn read_dir(dir: &Path, ext: &str, out: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            read_dir(&path, ext, out);
        } else if path.extension().is_some_and(|e| e == ext) {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&path).unwrap();
            out.push((name, without_comments(&text)));
        }
    }
}

#[test]
fn the_scan_finds_every_form_of_key() {
    let sample = r#"{{ l.tr.t("a-key") }} {{ l.tr.t1("b-key", "n", 1) }} {{ l.tr.ta("c-key", []) }}
        let x = t(lang, "d-key"); let y = arbiter_i18n::t_args(Lang::Fr, "e-key", &[]);
        let z = tr.t(k); let w = format!("{}", x); Some(t) ; ("pub-f-key.title", 1)
        let u = t_args(self.0, key, args); split("g") ; get("h")"#;
    let found: Vec<String> = keys_used(sample).into_iter().collect();
    assert_eq!(
        found,
        [
            "a-key",
            "b-key",
            "c-key",
            "d-key",
            "e-key",
            "pub-f-key.title"
        ]
    );
    // A key used and missing is reported, in every language that lacks it.
    let report = missing(&[("x.html".into(), r#"{{ l.tr.t("pub-no-such-key") }}"#.into())]);
    assert_eq!(report, ["x.html: pub-no-such-key (en, fr, de, it, es, ru)"]);
    assert!(missing(&[("y.html".into(), r#"{{ l.tr.t("round") }}"#.into())]).is_empty());
    let code = "/// `{{ l.tr.t(\"key\") }}` in templates\nlet a = tr.t(\"round\");";
    assert_eq!(keys_used(&without_comments(code)).len(), 1);
}

#[test]
fn every_key_the_server_uses_is_in_every_language() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    read_dir(&root.join("templates"), "html", &mut files);
    read_dir(&root.join("src"), "rs", &mut files);
    let used: usize = files.iter().map(|(_, text)| keys_used(text).len()).sum();
    // The scan itself must see the public pages' keys, or it proves nothing.
    let base = files.iter().find(|(n, _)| n == "base.html").unwrap();
    assert!(keys_used(&base.1).contains("pub-nav-events"));
    assert!(used > 100, "only {used} keys found");
    let problems = missing(&files);
    assert!(
        problems.is_empty(),
        "missing keys:\n{}",
        problems.join("\n")
    );
}

// ------------------------------------------------------------------ pages

struct Env {
    _dir: tempfile::TempDir,
    server: Server,
    token: String,
}

async fn env() -> Env {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("arbiter.db");
    let server = Server::open(db.to_str().unwrap(), Options::default())
        .await
        .unwrap();
    server
        .accounts()
        .add_user("boss", Role::Admin, "a good password")
        .await
        .unwrap();
    let token = server
        .accounts()
        .create_token("boss", "test")
        .await
        .unwrap();
    Env {
        _dir: dir,
        server,
        token,
    }
}

struct Answer {
    status: StatusCode,
    headers: HeaderMap,
    text: String,
}

async fn get(env: &Env, path: &str, headers: &[(header::HeaderName, &str)]) -> Answer {
    let mut b = Request::get(path);
    for (k, v) in headers {
        b = b.header(k, *v);
    }
    let res = env
        .server
        .router()
        .oneshot(b.body(Body::empty()).unwrap())
        .await
        .unwrap();
    let status = res.status();
    let headers = res.headers().clone();
    let bytes = res.into_body().collect().await.unwrap().to_bytes();
    Answer {
        status,
        headers,
        text: String::from_utf8_lossy(&bytes).into_owned(),
    }
}

async fn api(env: &Env, method: &str, path: &str, body: Value) -> Value {
    let req = Request::builder()
        .method(method)
        .uri(path)
        .header(header::AUTHORIZATION, format!("Bearer {}", env.token))
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(body.to_string()))
        .unwrap();
    let res = env.server.router().oneshot(req).await.unwrap();
    let status = res.status();
    let bytes = res.into_body().collect().await.unwrap().to_bytes();
    let text = String::from_utf8_lossy(&bytes).into_owned();
    assert!(status.is_success(), "{method} {path}: {status} {text}");
    serde_json::from_str(&text).unwrap_or(Value::Null)
}

const CYRILLIC: &str = "Иванов, Пётр";
const CJK: &str = "王小明";
const HOSTILE: &str = "<script>alert(7)</script> Bob";

fn settings(language: Option<&str>) -> Value {
    let mut s = json!({"name": "Autumn Open", "system": "dutch", "rounds": 5,
        "city": "Lyon", "start_date": "2026/11/25", "end_date": "2026/11/29"});
    if let Some(l) = language {
        s["language"] = json!(l);
    }
    s
}

/// An event of four players (one named in Cyrillic, one in Chinese, one with markup),
/// round 1 paired and drawn on board 1.
async fn event(env: &Env, name: &str, language: Option<&str>) {
    let body = json!({"name": name, "settings": settings(language)});
    api(env, "POST", "/api/events", body).await;
    let players: Vec<Value> = [CYRILLIC, CJK, HOSTILE, "Smith, Ann"]
        .iter()
        .enumerate()
        .map(|(i, n)| json!({"name": n, "rating": 2000 - i * 10}))
        .collect();
    api(
        env,
        "POST",
        &format!("/api/events/{name}/players"),
        json!(players),
    )
    .await;
    api(
        env,
        "POST",
        &format!("/api/events/{name}/close"),
        json!(null),
    )
    .await;
    let pairing = json!({"text": "1-3, 4-2"});
    api(env, "POST", &format!("/api/events/{name}/rounds"), pairing).await;
    let result = json!({"result": "1/2-1/2"});
    api(
        env,
        "PUT",
        &format!("/api/events/{name}/rounds/1/boards/1"),
        result,
    )
    .await;
}

fn html_lang(page: &str) -> &str {
    let start = page.find("<html lang=\"").unwrap() + "<html lang=\"".len();
    let end = page[start..].find('"').unwrap();
    &page[start..start + end]
}

fn accept(lang: &str) -> (header::HeaderName, &str) {
    (header::ACCEPT_LANGUAGE, lang)
}

#[tokio::test]
async fn a_page_speaks_the_browsers_language() {
    let env = env().await;
    event(&env, "autumn", None).await;
    let en = get(&env, "/e/autumn/players", &[]).await;
    assert_eq!(en.status, StatusCode::OK);
    assert_eq!(html_lang(&en.text), "en");
    assert!(en.text.contains("Title/Rank"), "{}", en.text);
    let fr = get(
        &env,
        "/e/autumn/players",
        &[accept("fr-CH, fr;q=0.9, en;q=0.5")],
    )
    .await;
    assert_eq!(html_lang(&fr.text), "fr");
    assert!(
        fr.text.contains(&t(Lang::Fr, "pub-col-title-rank")),
        "{}",
        fr.text
    );
    assert!(!fr.text.contains("Title/Rank"), "{}", fr.text);
    // Scores as French writes them: the drawn game's half point.
    assert!(fr.text.contains(">0,5<"), "{}", fr.text);
    assert!(en.text.contains(">0.5<"), "{}", en.text);
    // Each language is its own cached page with its own entity tag.
    assert_ne!(en.headers[header::ETAG], fr.headers[header::ETAG]);
    let stale = get(
        &env,
        "/e/autumn/players",
        &[
            accept("en"),
            (
                header::IF_NONE_MATCH,
                fr.headers[header::ETAG].to_str().unwrap(),
            ),
        ],
    )
    .await;
    assert_eq!(stale.status, StatusCode::OK);
    assert_eq!(html_lang(&stale.text), "en");
    assert!(
        fr.headers[header::VARY]
            .to_str()
            .unwrap()
            .contains("Accept-Language")
    );
    // Dates in the language's words, on the list of events and the overview.
    let index = get(&env, "/", &[accept("fr")]).await;
    assert!(
        index.text.contains("25 novembre 2026 – 29 novembre 2026"),
        "{}",
        index.text
    );
    let overview = get(&env, "/e/autumn", &[accept("de")]).await;
    assert!(
        overview.text.contains("25. November 2026"),
        "{}",
        overview.text
    );
    assert!(overview.text.contains(&t(Lang::De, "pub-detail-start")));
    // Error pages too: the heading and the message.
    let missing = get(&env, "/e/nowhere/standings", &[accept("es")]).await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert_eq!(html_lang(&missing.text), "es");
    assert!(missing.text.contains(&t(Lang::Es, "pub-error-not-found")));
    let message = t_args(
        Lang::Es,
        "pub-error-no-event",
        &[("name", "nowhere".into())],
    );
    assert!(
        missing.text.contains(&message.replace('"', "&#34;")),
        "{}",
        missing.text
    );
    let no_page = get(&env, "/no/such/page", &[accept("ru")]).await;
    assert_eq!(no_page.status, StatusCode::NOT_FOUND);
    assert!(no_page.text.contains(&t(Lang::Ru, "pub-error-no-page")));
    // The login page.
    let login = get(&env, "/login", &[accept("it")]).await;
    assert!(
        login.text.contains(&t(Lang::It, "pub-password")),
        "{}",
        login.text
    );
}

#[tokio::test]
async fn a_chosen_language_is_kept_in_a_cookie_and_wins() {
    let env = env().await;
    event(&env, "autumn", None).await;
    let de = get(&env, "/e/autumn/standings?lang=de", &[accept("fr")]).await;
    assert_eq!(de.status, StatusCode::OK);
    assert_eq!(html_lang(&de.text), "de");
    let round = t_args(Lang::De, "pub-standings-after", &[("round", 1.into())]);
    assert!(de.text.contains(&round), "{}", de.text);
    let cookie = de.headers[header::SET_COOKIE].to_str().unwrap();
    assert!(cookie.starts_with("lang=de;"), "{cookie}");
    assert!(
        cookie.contains("SameSite=Lax") && cookie.contains("Path=/"),
        "{cookie}"
    );
    // The cookie then speaks for the visitor on every page, over the browser's language.
    for path in [
        "/",
        "/e/autumn",
        "/e/autumn/round/1",
        "/e/autumn/crosstable",
        "/login",
    ] {
        let page = get(&env, path, &[accept("fr"), (header::COOKIE, "lang=de")]).await;
        assert_eq!(page.status, StatusCode::OK, "{path}");
        assert_eq!(html_lang(&page.text), "de", "{path}");
        assert!(
            page.headers
                .get(header::SET_COOKIE)
                .is_none_or(|c| !c.to_str().unwrap().starts_with("lang="))
        );
    }
    // The picker offers every language by its own name, linking to the same page.
    for l in Lang::ALL {
        let link = format!("href=\"?lang={0}\" hreflang=\"{0}\" lang=\"{0}\"", l.code());
        assert!(de.text.contains(&link), "{link}");
        assert!(de.text.contains(l.native_name()));
    }
    // A language arbiter does not speak changes nothing.
    let odd = get(&env, "/e/autumn?lang=tlh", &[accept("fr")]).await;
    assert_eq!(html_lang(&odd.text), "fr");
    assert!(odd.headers.get(header::SET_COOKIE).is_none());
}

#[tokio::test]
async fn the_events_language_speaks_to_visitors_who_chose_none() {
    let env = env().await;
    event(&env, "herbst", Some("it")).await;
    let page = get(&env, "/e/herbst/round/1", &[]).await;
    assert_eq!(html_lang(&page.text), "it");
    let heading = t_args(Lang::It, "round-n", &[("round", 1.into())]);
    assert!(page.text.contains(&heading), "{}", page.text);
    // Over the browser's language, under the visitor's choice.
    let browser = get(&env, "/e/herbst/round/1", &[accept("fr")]).await;
    assert_eq!(html_lang(&browser.text), "it");
    let chosen = get(&env, "/e/herbst/round/1", &[(header::COOKIE, "lang=ru")]).await;
    assert_eq!(html_lang(&chosen.text), "ru");
    // The list of events is no event's page: the browser's language there.
    let index = get(&env, "/", &[accept("fr")]).await;
    assert_eq!(html_lang(&index.text), "fr");
    // Changing the event's language through the API changes its pages.
    let mut s = settings(Some("es"));
    s["name"] = json!("Autumn Open");
    api(&env, "PUT", "/api/events/herbst/settings", s).await;
    let page = get(&env, "/e/herbst/round/1", &[]).await;
    assert_eq!(html_lang(&page.text), "es");
    // A language arbiter does not speak is refused.
    let req = Request::builder()
        .method("PUT")
        .uri("/api/events/herbst/settings")
        .header(header::AUTHORIZATION, format!("Bearer {}", env.token))
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(settings(Some("tlh")).to_string()))
        .unwrap();
    let res = env.server.router().oneshot(req).await.unwrap();
    assert!(res.status().is_client_error(), "{}", res.status());
}

#[tokio::test]
async fn names_in_any_script_show_as_written_and_stay_text() {
    let env = env().await;
    event(&env, "autumn", None).await;
    for lang in ["en", "ru", "de"] {
        // Start ranks follow ratings: 1 Cyrillic, 2 Chinese, 3 the markup, 4 Smith.
        let all: &[&str] = &[CYRILLIC, CJK];
        for (path, names) in [
            ("/e/autumn/players", all),
            ("/e/autumn/standings", all),
            ("/e/autumn/round/1", all),
            ("/e/autumn/round/1/names", all),
            ("/e/autumn/crosstable", all),
            ("/e/autumn/player/1", &[CYRILLIC][..]),
            ("/e/autumn/player/2", &[CJK][..]),
        ] {
            let page = get(&env, path, &[accept(lang)]).await;
            assert_eq!(page.status, StatusCode::OK, "{path}");
            assert_eq!(html_lang(&page.text), lang, "{path}");
            for name in names {
                assert!(
                    page.text.contains(name),
                    "{name} on {path} in {lang}: {}",
                    page.text
                );
            }
            assert!(
                !page.text.contains("<script>alert"),
                "{path}: {}",
                page.text
            );
        }
        let players = get(&env, "/e/autumn/players", &[accept(lang)]).await;
        assert!(
            players
                .text
                .contains("&#60;script&#62;alert(7)&#60;/script&#62; Bob")
                || players
                    .text
                    .contains("&lt;script&gt;alert(7)&lt;/script&gt; Bob"),
            "{}",
            players.text
        );
    }
}

#[tokio::test]
async fn a_festival_speaks_its_sections_language_when_they_share_one() {
    let env = env().await;
    for (name, section) in [("wk-open", "Open"), ("wk-u1800", "U1800")] {
        let mut s = settings(Some("de"));
        s["festival"] = json!("Weekend");
        s["section"] = json!(section);
        api(
            &env,
            "POST",
            "/api/events",
            json!({"name": name, "settings": s}),
        )
        .await;
        let players = json!([{"name": CYRILLIC, "rating": 1700}, {"name": CJK}]);
        api(
            &env,
            "POST",
            &format!("/api/events/{name}/players"),
            players,
        )
        .await;
    }
    let page = get(&env, "/f/Weekend", &[accept("fr")]).await;
    assert_eq!(page.status, StatusCode::OK);
    assert_eq!(html_lang(&page.text), "de");
    assert!(page.text.contains(&t(Lang::De, "pub-combined-standings")));
    assert!(page.text.contains(CYRILLIC) && page.text.contains(CJK));
    // Sections that differ leave it to the visitor.
    let mut s = settings(Some("it"));
    s["festival"] = json!("Weekend");
    s["section"] = json!("U1800");
    api(&env, "PUT", "/api/events/wk-u1800/settings", s).await;
    let page = get(&env, "/f/Weekend", &[accept("fr")]).await;
    assert_eq!(html_lang(&page.text), "fr");
    let missing = get(&env, "/f/Nowhere", &[accept("it")]).await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert!(
        missing.text.contains("non esiste il festival «Nowhere»"),
        "{}",
        missing.text
    );
}

#[tokio::test]
async fn the_login_page_and_its_messages_speak_the_visitors_language() {
    let env = env().await;
    let page = get(&env, "/login?lang=es", &[]).await;
    assert_eq!(html_lang(&page.text), "es");
    assert!(page.text.contains(&t(Lang::Es, "pub-password")));
    let csrf_cookie = page
        .headers
        .get_all(header::SET_COOKIE)
        .iter()
        .map(|v| v.to_str().unwrap().split(';').next().unwrap().to_string())
        .find(|c| c.starts_with("arbiter_login_csrf="))
        .unwrap();
    let token = csrf_cookie.split_once('=').unwrap().1.to_string();
    let post = |cookie: String, body: String| {
        let req = Request::post("/login")
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .header(header::COOKIE, cookie)
            .body(Body::from(body))
            .unwrap();
        env.server.router().oneshot(req)
    };
    let res = post(
        format!("{csrf_cookie}; lang=de"),
        format!("csrf={token}&login=boss&password=wrong+password"),
    )
    .await
    .unwrap();
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    let text = res.into_body().collect().await.unwrap().to_bytes();
    let text = String::from_utf8_lossy(&text);
    assert!(text.contains(&t(Lang::De, "pub-login-wrong")), "{text}");
    let res = post("lang=it".into(), "csrf=forged&login=boss&password=x".into())
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
    let text = res.into_body().collect().await.unwrap().to_bytes();
    let text = String::from_utf8_lossy(&text);
    assert!(text.contains(&t(Lang::It, "pub-login-expired")), "{text}");
}

// ------------------------------------------------------------------ pairing explanations

#[test]
fn every_criterion_says_in_every_language_what_it_asks() {
    let all = arbiter_pairing::all_criteria();
    let mut problems = Vec::new();
    for c in &all {
        for lang in Lang::ALL {
            if !arbiter_i18n::has(lang, c.key) {
                problems.push(format!("{}: {} ({})", lang.code(), c.key, c.code));
            }
        }
        // English is the engine's own text, word for word.
        if t(Lang::En, c.key) != c.text {
            problems.push(format!("en: {} is not {:?}", c.key, c.text));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A page's text with the two characters templates escape in text written back.
fn unescaped(page: &str) -> String {
    page.replace("&#39;", "'")
        .replace("&#x27;", "'")
        .replace("&#34;", "\"")
        .replace("&quot;", "\"")
        .replace("&amp;", "&")
}

/// Six players, round 1 won by every white player, round 2 paired: the one-point bracket
/// holds three players who all want black, so the explanation cites criteria.
async fn explained_event(env: &crate::support::Env) {
    use crate::support::api;
    let settings = json!({"name": "Winter Open", "system": "dutch", "rounds": 5,
        "start_date": "2026/12/01", "end_date": "2026/12/05"});
    api(
        env,
        "POST",
        "/api/events",
        json!({"name": "winter", "settings": settings}),
    )
    .await;
    let players: Vec<Value> = (1..=6)
        .map(|i| json!({"name": format!("Player {i}"), "rating": 2100 - i * 10}))
        .collect();
    api(env, "POST", "/api/events/winter/players", json!(players)).await;
    api(env, "POST", "/api/events/winter/close", json!(null)).await;
    api(env, "POST", "/api/events/winter/pairing/auto", json!({})).await;
    for board in 1..=3 {
        let path = format!("/api/events/winter/rounds/1/boards/{board}");
        api(env, "PUT", &path, json!({"result": "1-0"})).await;
    }
    api(env, "POST", "/api/events/winter/pairing/auto", json!({})).await;
}

#[tokio::test]
async fn a_pairing_explanation_speaks_the_desks_language() {
    let env = crate::support::env().await;
    explained_event(&env).await;
    let (session, _) = crate::support::login(&env, "boss").await;
    let path = "/admin/e/winter/round/2/explain";
    let en = crate::support::get(&env, path, Some(&format!("{session}; lang=en"))).await;
    assert_eq!(en.status, StatusCode::OK, "{}", en.text);
    let fr = crate::support::get(&env, path, Some(&format!("{session}; lang=fr"))).await;
    assert_eq!(fr.status, StatusCode::OK, "{}", fr.text);
    assert_eq!(html_lang(&fr.text), "fr");
    let (en, fr) = (unescaped(&en.text), unescaped(&fr.text));
    let all = arbiter_pairing::all_criteria();
    // The English page cites criteria in English, the French page the same ones in French.
    let cited: Vec<_> = all.iter().filter(|c| en.contains(c.text)).collect();
    assert!(!cited.is_empty(), "no criterion cited: {en}");
    for c in &cited {
        assert!(
            fr.contains(&t(Lang::Fr, c.key)),
            "{} not in French: {fr}",
            c.key
        );
    }
    for c in &all {
        assert!(
            !fr.contains(c.text) || t(Lang::Fr, c.key) == c.text,
            "English {:?} on the French page: {fr}",
            c.text
        );
    }
}

/// Every literal starting with `prefix` in the Rust sources under `dir` (relative to
/// the server crate): the keys of the sentences that explain a deviation, of the terms of
/// the Go cost function.
fn keys_with_prefix(dir: &str, prefix: &str) -> BTreeSet<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut files = Vec::new();
    read_dir(&dir, "rs", &mut files);
    let mut keys = BTreeSet::new();
    let quoted = format!("\"{prefix}");
    for (_, text) in &files {
        for (at, _) in text.match_indices(&quoted) {
            let rest = &text[at + 1..];
            keys.insert(rest[..rest.find('"').unwrap()].to_string());
        }
    }
    keys
}

#[test]
fn every_deviation_sentence_is_in_every_language() {
    let keys = keys_with_prefix("../pairing/src", "pairing-dev-");
    assert!(keys.len() > 60, "only {} keys found", keys.len());
    let order = keys_with_prefix("../pairing/src", "pairing-key");
    assert!(order.len() > 30, "only {} order keys found", order.len());
    // The refusals of the engines, of the event log and of the desk.
    let refusals: BTreeSet<String> = keys_with_prefix("../pairing/src", "pairing-refused-")
        .into_iter()
        .chain(keys_with_prefix("../event/src", "web-desk-refused-"))
        .chain(keys_with_prefix("src", "web-desk-refused-"))
        .collect();
    assert!(
        refusals.len() > 30,
        "only {} refusal keys found",
        refusals.len()
    );
    let keys: BTreeSet<String> = keys.into_iter().chain(order).chain(refusals).collect();
    let terms = keys_with_prefix("src", "pairing-go-term-");
    assert_eq!(terms.len(), 9, "{terms:?}");
    let keys: BTreeSet<String> = keys.into_iter().chain(terms).collect();
    let mut problems = Vec::new();
    for key in &keys {
        for lang in Lang::ALL {
            if !arbiter_i18n::has(lang, key) {
                problems.push(format!("{}: {key}", lang.code()));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A sentence of an engine from the catalogue, as the desk says it (phrases inside said
/// in the same language, counts as numbers).
fn said(lang: Lang, m: &arbiter_pairing::Message) -> String {
    use arbiter_pairing::MessageArg;
    if m.key.is_empty() {
        return String::new();
    }
    let args: Vec<(&str, arbiter_i18n::Arg)> = m
        .args
        .iter()
        .map(|(name, value)| {
            let value = match value {
                MessageArg::Text(s) => s.clone().into(),
                MessageArg::Number(s) => arbiter_i18n::decimal(lang, s).into(),
                MessageArg::Count(n) => (*n).into(),
                MessageArg::Phrase(p) => said(lang, p).into(),
                MessageArg::Phrases(ps, sep) => ps
                    .iter()
                    .map(|p| said(lang, p))
                    .collect::<Vec<_>>()
                    .join(sep)
                    .into(),
            };
            (*name, value)
        })
        .collect();
    t_args(lang, m.key, &args)
}

/// Every round of random events (three seeds) of the system `name`, paired again by its
/// engine: what the explanation tests read the engines' own words from.
fn each_pairing(name: &str, mut f: impl FnMut(&arbiter_pairing::Pairing)) {
    use arbiter_pairing::{GeneratorConfig, generate_partial, split_last_round, system_by_name};
    let engine = system_by_name(name).unwrap();
    for seed in 1..=3u64 {
        let config = GeneratorConfig {
            players: 7 + 4 * seed as usize,
            rounds: 7,
            seed,
            forfeit_per_mille: 30,
            half_bye_per_mille: 40,
            retire_per_mille: 15,
            ..GeneratorConfig::default()
        };
        let (mut t, _) = generate_partial(&config, engine.as_ref());
        while split_last_round(&mut t).is_some() {
            if let Ok(pairing) = engine.pair(&t) {
                f(&pairing);
            }
        }
    }
}

/// The key ordering a bracket, per player, comes from the catalogue for every system that
/// gives one (accelerated ones too, whose keys add the fictitious points): each keyed
/// player has a message, the English catalogue says it word for word as the command line
/// does, and the other languages say it with every value in place and no key showing.
#[test]
fn the_catalogue_says_the_bracket_order_keys() {
    let mut seen = BTreeSet::new();
    let mut keyed_systems = BTreeSet::new();
    let mut checked = 0;
    for name in [
        "dutch",
        "burstein",
        "dubov",
        "dubov-danubian",
        "lim",
        "lim-maxi",
        "double-swiss",
        "swiss-team",
        "uscf",
        "vega",
        "swiss-ranked",
        "amalfi",
        "amalfi-colour",
        "roundrobin",
        "dutch+baku",
        "burstein+baku",
        "vega+haley",
    ] {
        each_pairing(name, |pairing| {
            for b in &pairing.brackets {
                assert_eq!(
                    b.keys.len(),
                    b.key_messages.len(),
                    "{name}: a key without its message, or the other way round"
                );
                for (id, key) in &b.keys {
                    if key.is_empty() {
                        continue;
                    }
                    keyed_systems.insert(name);
                    let m = b
                        .key_messages
                        .iter()
                        .find(|(q, _)| q == id)
                        .map(|(_, m)| m)
                        .unwrap_or_else(|| panic!("{name}: no message for {key}"));
                    assert!(!m.key.is_empty(), "{name}: {key}");
                    assert_eq!(&said(Lang::En, m), key, "{name}");
                    for lang in [Lang::Fr, Lang::De, Lang::It, Lang::Es, Lang::Ru] {
                        let other = said(lang, m);
                        assert!(
                            !other.contains("pairing-") && !other.contains('$'),
                            "{name}, {}: {other}",
                            lang.code()
                        );
                    }
                    let mut parts = vec![m];
                    while let Some(m) = parts.pop() {
                        seen.insert(m.key);
                        for (_, value) in &m.args {
                            match value {
                                arbiter_pairing::MessageArg::Phrase(p) => parts.push(p),
                                arbiter_pairing::MessageArg::Phrases(ps, _) => parts.extend(ps),
                                _ => {}
                            }
                        }
                    }
                    checked += 1;
                }
            }
        });
    }
    for name in [
        "burstein",
        "dubov",
        "lim",
        "double-swiss",
        "swiss-team",
        "uscf",
        "vega",
        "swiss-ranked",
        "amalfi",
        "dutch+baku",
    ] {
        assert!(keyed_systems.contains(name), "{name} wrote no key");
    }
    assert!(
        checked > 1000 && seen.len() > 30,
        "{checked} keys of {} kinds: {seen:?}",
        seen.len()
    );
}

/// A score in a key is written as the language writes numbers: Russian and French with a
/// decimal comma.
#[test]
fn the_numbers_of_a_key_are_written_the_languages_way() {
    let mut found = false;
    each_pairing("vega", |pairing| {
        for (_, m) in pairing.brackets.iter().flat_map(|b| &b.key_messages) {
            let en = said(Lang::En, m);
            if en.contains(".5") {
                for lang in [Lang::Fr, Lang::Ru, Lang::De] {
                    let other = said(lang, m);
                    assert!(other.contains(",5") && !other.contains(".5"), "{other}");
                }
                found = true;
            }
        }
    });
    assert!(found, "no half point in any key");
}

/// The English catalogue says word for word what the engines say, over random events of
/// every system that explains its deviations: the command line's English and the desk's
/// are one text.
#[test]
fn the_english_catalogue_says_what_the_engines_say() {
    let mut seen = BTreeSet::new();
    let mut checked = 0;
    for name in [
        "dutch",
        "burstein",
        "dubov",
        "dubov-danubian",
        "lim",
        "lim-maxi",
        "double-swiss",
        "uscf",
        "vega",
        "swiss-ranked",
        "amalfi",
        "amalfi-colour",
        "roundrobin",
    ] {
        each_pairing(name, |pairing| {
            for d in pairing.brackets.iter().flat_map(|b| &b.deviations) {
                assert!(!d.message.key.is_empty(), "{name}: {}", d.detail);
                assert_eq!(said(Lang::En, &d.message), d.detail, "{name}");
                // Another language says something else, with no key showing.
                let fr = said(Lang::Fr, &d.message);
                assert!(!fr.contains("pairing-"), "{name}: {fr}");
                seen.insert(d.message.key);
                checked += 1;
            }
        });
    }
    assert!(
        checked > 100 && seen.len() > 20,
        "{checked} sentences of {} kinds",
        seen.len()
    );
}
