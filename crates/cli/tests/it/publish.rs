//! `arbiter publish` as a user runs it: the sites of the demo event, a team event and a
//! round robin pass the Nu HTML Checker and a link checker, a directory in the way is
//! kept unless forced, and a browser reads the site from the disk.
//!
//! The checker is `vnu.jar`, run by `java`; `ARBITER_VNU_JAR` gives the jar. Without them
//! the check is skipped (and says so), except when `CI` is set: then it fails. The browser
//! test needs chromedriver and Chromium, as the web app's browser tests do (`CHROMEDRIVER`,
//! `CHROMIUM`, `ARBITER_REQUIRE_BROWSER`).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use arbiter_event::Event;
use arbiter_store::{AnyStore, EventStore};
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{Value, json};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Component, Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::Duration;

const SCRIPT_NAME: &str = "<script>alert(1)</script>";

fn arbiter(data: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .arg("--data")
        .arg(data)
        .args(args)
        .env_remove("ARBITER_DATABASE_URL")
        .env("SOURCE_DATE_EPOCH", "1775000000")
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

fn ok(o: &Output) -> String {
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Stores the demo event (40 players, 7 rounds, 3 played and the fourth paired) as
/// `name`, its fifth player renamed to a script.
async fn store_demo(data: &Path, name: &str) {
    std::fs::create_dir_all(data).unwrap();
    let store = AnyStore::open(data.join("arbiter.db").to_str().unwrap())
        .await
        .unwrap();
    let mut events = arbiter_server::demo_events(40, 7, 3).unwrap();
    let mut registered = 0;
    for e in &mut events {
        if let Event::PlayerRegistered { player } = e {
            registered += 1;
            if registered == 5 {
                player.name = SCRIPT_NAME.into();
            }
        }
    }
    let (first, rest) = events.split_first().unwrap();
    store.create(name, "test", first).await.unwrap();
    store.append(name, 1, "test", rest).await.unwrap();
}

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every file under `dir`, by its path relative to `dir` with `/` between folders.
fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut out = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let rel = path.strip_prefix(dir).unwrap();
                let key = rel
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect::<Vec<_>>()
                    .join("/");
                out.insert(key, std::fs::read(&path).unwrap());
            }
        }
    }
    out
}

/// The values of every `href` and `src` attribute of a page (askama escapes `&` in them
/// as `&#38;`).
fn links(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    for attr in [" href=\"", " src=\""] {
        let mut rest = html;
        while let Some(i) = rest.find(attr) {
            rest = &rest[i + attr.len()..];
            let end = rest.find('"').unwrap();
            out.push(rest[..end].replace("&#38;", "&"));
            rest = &rest[end..];
        }
    }
    out
}

/// The `id`s a page defines.
fn ids(html: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = html;
    while let Some(i) = rest.find(" id=\"") {
        rest = &rest[i + 5..];
        let end = rest.find('"').unwrap();
        out.insert(rest[..end].to_string());
    }
    out
}

/// `target` read from the page at `from` (both relative to the site's root), or `None`
/// when it leaves the site.
fn resolve(from: &str, target: &str) -> Option<String> {
    let mut parts: Vec<&str> = from.split('/').collect();
    parts.pop();
    for c in Path::new(target).components() {
        match c {
            Component::Normal(s) => parts.push(s.to_str()?),
            Component::ParentDir => {
                parts.pop()?;
            }
            Component::CurDir => {}
            Component::RootDir | Component::Prefix(_) => return None,
        }
    }
    Some(parts.join("/"))
}

/// Checks every link of every page of the site in `dir`: each `href` and `src` names a
/// file of the site (and its `#fragment` an `id` of that page), none is absolute, and
/// every page can be reached from the home page.
fn check_links(dir: &Path) {
    let site = files(dir);
    let pages: BTreeMap<&String, String> = site
        .iter()
        .filter(|(p, _)| p.ends_with(".html"))
        .map(|(p, b)| (p, String::from_utf8(b.clone()).unwrap()))
        .collect();
    assert!(pages.contains_key(&"index.html".to_string()), "{dir:?}");
    let mut problems = Vec::new();
    let mut reached: BTreeSet<String> = BTreeSet::from(["index.html".to_string()]);
    let mut graph: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (path, html) in &pages {
        for link in links(html) {
            if link.starts_with("https://") {
                continue;
            }
            if link.contains("://") || link.starts_with('/') || link.starts_with("//") {
                problems.push(format!("{path}: absolute link {link}"));
                continue;
            }
            let (file, fragment) = match link.split_once('#') {
                Some((f, frag)) => (f, Some(frag)),
                None => (link.as_str(), None),
            };
            let target = if file.is_empty() {
                Some((*path).clone())
            } else {
                resolve(path, file)
            };
            let Some(target) = target else {
                problems.push(format!("{path}: {link} leaves the site"));
                continue;
            };
            if !site.contains_key(&target) {
                problems.push(format!("{path}: {link} names no file ({target})"));
                continue;
            }
            if let Some(frag) = fragment {
                let has = pages.get(&target).is_some_and(|t| ids(t).contains(frag));
                if !has {
                    problems.push(format!("{path}: {link}: {target} has no id {frag:?}"));
                }
            }
            if target.ends_with(".html") {
                graph.entry((*path).clone()).or_default().push(target);
            }
        }
    }
    let mut todo = vec!["index.html".to_string()];
    while let Some(p) = todo.pop() {
        for next in graph.get(&p).into_iter().flatten() {
            if reached.insert(next.clone()) {
                todo.push(next.clone());
            }
        }
    }
    for p in pages.keys() {
        if !reached.contains(*p) {
            problems.push(format!("{p} cannot be reached from index.html"));
        }
    }
    assert!(problems.is_empty(), "{dir:?}:\n{}", problems.join("\n"));
}

fn in_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

fn ci() -> bool {
    std::env::var_os("CI").is_some_and(|v| !v.is_empty() && v != "0" && v != "false")
}

/// `java` and the checker's jar, or `None` (after saying why) outside CI.
fn validator() -> Option<(PathBuf, PathBuf)> {
    let jar = std::env::var_os("ARBITER_VNU_JAR").map(PathBuf::from);
    let java = in_path("java");
    match (&java, &jar) {
        (Some(java), Some(jar)) if jar.is_file() => Some((java.clone(), jar.clone())),
        _ => {
            let why = format!(
                "the Nu HTML Checker is not available (java: {java:?}; ARBITER_VNU_JAR: {jar:?})"
            );
            assert!(!ci(), "CI is set but {why}");
            eprintln!("skipped: {why}");
            None
        }
    }
}

/// Runs the Nu HTML Checker on every page, stylesheet and plot of the sites in `dirs`; fails on
/// any error it reports.
fn check_html(java: &Path, jar: &Path, dirs: &[&Path]) {
    let o = Command::new(java)
        .arg("-jar")
        .arg(jar)
        .args([
            "--errors-only",
            "--skip-non-html",
            "--also-check-css",
            "--also-check-svg",
            "--format",
            "json",
        ])
        .args(dirs)
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&o.stderr);
    let parsed: Value = serde_json::from_str(report.trim())
        .unwrap_or_else(|e| panic!("the checker's report does not read as JSON ({e}): {report}"));
    let messages = parsed["messages"].as_array().cloned().unwrap_or_default();
    let errors: Vec<String> = messages
        .iter()
        .map(|m| {
            format!(
                "{}:{}: {} [{}]",
                m["url"].as_str().unwrap_or_default(),
                m["lastLine"],
                m["message"].as_str().unwrap_or_default(),
                m["extract"].as_str().unwrap_or_default()
            )
        })
        .collect();
    assert!(errors.is_empty(), "{}", errors.join("\n"));
    assert!(o.status.success(), "the checker failed: {report}");
}

/// The demo (in English, and in Russian on the projector), a team event (in German) and
/// a round robin (in French): valid HTML and CSS, and no broken link.
#[tokio::test]
async fn published_sites_are_valid_and_fully_linked() {
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    store_demo(&data, "demo").await;
    let demo = tmp.path().join("demo");
    let out = ok(&arbiter(
        &data,
        &["publish", "demo", "--out", demo.to_str().unwrap()],
    ));
    // 40 cards and their plots, 4 rounds, home, players, standings, crosstable, the plots'
    // page and its three plots, and the stylesheet.
    assert!(out.contains("wrote 93 files"), "{out}");
    let projector = tmp.path().join("projector");
    ok(&arbiter(
        &data,
        &[
            "publish",
            "demo",
            "--out",
            projector.to_str().unwrap(),
            "--theme",
            "projector",
            "--lang",
            "ru",
        ],
    ));
    let team_trf = tmp.path().join("team.trf");
    ok(&arbiter(
        &data,
        &[
            "generate",
            "--teams",
            "6",
            "--rounds",
            "4",
            "--seed",
            "5",
            "-o",
            team_trf.to_str().unwrap(),
        ],
    ));
    let team = tmp.path().join("team");
    ok(&arbiter(
        &data,
        &[
            "publish",
            team_trf.to_str().unwrap(),
            "--out",
            team.to_str().unwrap(),
            "--lang",
            "de",
        ],
    ));
    let rr_trf = repo().join("../shared/corpus/tiebreak/rr10.trf");
    let rr = tmp.path().join("rr");
    ok(&arbiter(
        &data,
        &[
            "publish",
            rr_trf.to_str().unwrap(),
            "--out",
            rr.to_str().unwrap(),
            "--lang",
            "fr",
        ],
    ));
    // Without --lang, the event's language.
    ok(&arbiter(&data, &["set", "demo", "--language", "it"]));
    let italian = tmp.path().join("italian");
    ok(&arbiter(
        &data,
        &["publish", "demo", "--out", italian.to_str().unwrap()],
    ));
    let home = String::from_utf8(files(&italian)["index.html"].clone()).unwrap();
    assert!(
        home.contains("<html lang=\"it\">") && home.contains("<h2>Turni</h2>"),
        "{home}"
    );
    let sites = [&demo, &projector, &team, &rr];
    for dir in sites {
        check_links(dir);
    }
    // The pages each kind of event has.
    let demo_files = files(&demo);
    for p in ["index.html", "round-4.html", "player/40.html", "style.css"] {
        assert!(demo_files.contains_key(p), "{p}");
    }
    assert!(files(&projector).contains_key("projector.js"));
    assert!(files(&team).contains_key("team/6.html"));
    let rr_standings = String::from_utf8(files(&rr)["standings.html"].clone()).unwrap();
    assert!(
        rr_standings.contains("<h1>Classement après la ronde 13</h1>"),
        "{rr_standings}"
    );
    let Some((java, jar)) = validator() else {
        return;
    };
    check_html(&java, &jar, &sites.map(PathBuf::as_path));
}

/// The checker and the link checker find what they are there to find.
#[test]
fn the_checks_catch_broken_pages() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    std::fs::create_dir(dir.join("player")).unwrap();
    std::fs::write(
        dir.join("index.html"),
        "<!doctype html><html lang=\"en\"><title>x</title><a href=\"player/1.html#top\">a</a>",
    )
    .unwrap();
    std::fs::write(
        dir.join("player/1.html"),
        "<!doctype html><html lang=\"en\"><title>x</title><h1 id=\"top\">x</h1><a href=\"../index.html\">b</a>",
    )
    .unwrap();
    check_links(dir);
    for (page, bad) in [
        ("player/1.html", "<a href=\"../missing.html\">c</a>"),
        ("player/1.html", "<a href=\"../index.html#nowhere\">c</a>"),
        ("player/1.html", "<a href=\"/index.html\">c</a>"),
        ("player/1.html", "<a href=\"../../index.html\">c</a>"),
        ("orphan.html", "<p>nobody links here</p>"),
    ] {
        let path = dir.join(page);
        let before = std::fs::read(&path).ok();
        let mut text = before
            .clone()
            .map(|b| String::from_utf8(b).unwrap())
            .unwrap_or_default();
        text.push_str(bad);
        std::fs::write(&path, text).unwrap();
        let caught = std::panic::catch_unwind(|| check_links(dir)).is_err();
        assert!(caught, "{page}: {bad} passed");
        match before {
            Some(b) => std::fs::write(&path, b).unwrap(),
            None => std::fs::remove_file(&path).unwrap(),
        }
    }
    let Some((java, jar)) = validator() else {
        return;
    };
    check_html(&java, &jar, &[dir]);
    std::fs::write(
        dir.join("player/1.html"),
        "<!doctype html><html lang=\"en\"><title>x</title><table><tr><th scope=\"sideways\">x</th></tr></table>",
    )
    .unwrap();
    let caught = std::panic::catch_unwind(|| check_html(&java, &jar, &[dir])).is_err();
    assert!(caught, "an invalid page passed the checker");
}

#[test]
fn a_directory_in_the_way_is_kept_unless_forced() {
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    let trf = repo().join("examples/club-open.trf");
    let out = tmp.path().join("site");
    std::fs::create_dir(&out).unwrap();
    std::fs::write(out.join("keep.txt"), "mine").unwrap();
    let o = arbiter(
        &data,
        &[
            "publish",
            trf.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
        ],
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("--force"),
        "{o:?}"
    );
    assert_eq!(
        std::fs::read_to_string(out.join("keep.txt")).unwrap(),
        "mine"
    );
    assert!(!out.join("index.html").exists());
    ok(&arbiter(
        &data,
        &[
            "publish",
            trf.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
            "--force",
        ],
    ));
    assert!(!out.join("keep.txt").exists());
    assert!(out.join("index.html").is_file());
    // An empty directory is simply filled; a file in the way is refused.
    let empty = tmp.path().join("empty");
    std::fs::create_dir(&empty).unwrap();
    ok(&arbiter(
        &data,
        &[
            "publish",
            trf.to_str().unwrap(),
            "--out",
            empty.to_str().unwrap(),
        ],
    ));
    assert!(empty.join("players.html").is_file());
    let file = tmp.path().join("file");
    std::fs::write(&file, "x").unwrap();
    let o = arbiter(
        &data,
        &[
            "publish",
            trf.to_str().unwrap(),
            "--out",
            file.to_str().unwrap(),
            "--force",
        ],
    );
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "x");
    // Nothing is left beside the site: no temporary directory, no old copy (and a TRF
    // needs no store).
    let mut names: Vec<String> = std::fs::read_dir(tmp.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["empty", "file", "site"]);
    // Unknown events and languages are refused before anything is written.
    let o = arbiter(
        &data,
        &[
            "publish",
            "nosuch",
            "--out",
            tmp.path().join("x").to_str().unwrap(),
        ],
    );
    assert_eq!(o.status.code(), Some(2));
    let o = arbiter(
        &data,
        &[
            "publish",
            trf.to_str().unwrap(),
            "--out",
            tmp.path().join("y").to_str().unwrap(),
            "--lang",
            "pt",
        ],
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(!tmp.path().join("x").exists() && !tmp.path().join("y").exists());
}

// ---------------------------------------------------------------- browser

/// chromedriver, stopped when the test ends.
struct Driver {
    child: Child,
    _profile: tempfile::TempDir,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A headless Chromium session, or `None` (after saying why) without chromedriver.
async fn browser() -> Option<(Driver, Client)> {
    let driver = std::env::var_os("CHROMEDRIVER")
        .map(PathBuf::from)
        .or_else(|| in_path("chromedriver"));
    let Some(driver) = driver else {
        assert!(
            std::env::var_os("ARBITER_REQUIRE_BROWSER").is_none_or(|v| v.is_empty() || v == "0"),
            "ARBITER_REQUIRE_BROWSER is set but chromedriver is not installed"
        );
        eprintln!("skipped: chromedriver is not installed");
        return None;
    };
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let child = Command::new(&driver)
        .arg(format!("--port={port}"))
        .arg("--allowed-ips=127.0.0.1")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    let d = Driver {
        child,
        _profile: tempfile::tempdir().unwrap(),
    };
    for _ in 0..100 {
        if tokio::net::TcpStream::connect(("127.0.0.1", port))
            .await
            .is_ok()
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let mut last = String::new();
    for attempt in 0..3 {
        let dir = d._profile.path().join(format!("profile-{attempt}"));
        let mut chrome = json!({
            "args": [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                format!("--user-data-dir={}", dir.display()),
                "--window-size=1200,900"
            ]
        });
        let chromium = std::env::var_os("CHROMIUM")
            .map(PathBuf::from)
            .or_else(|| in_path("chromium"))
            .or_else(|| in_path("chromium-browser"));
        if let Some(bin) = chromium {
            chrome["binary"] = json!(bin);
        }
        let mut caps = serde_json::Map::new();
        caps.insert("browserName".into(), json!("chrome"));
        caps.insert("goog:chromeOptions".into(), chrome);
        match ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
            .capabilities(caps)
            .connect(&format!("http://127.0.0.1:{port}"))
            .await
        {
            Ok(client) => return Some((d, client)),
            Err(e) => last = e.to_string(),
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
    panic!("no Chromium session: {last}");
}

async fn text_of(c: &Client, css: &str) -> String {
    c.find(Locator::Css(css))
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

async fn wait_for_url(c: &Client, end: &str) {
    for _ in 0..100 {
        if c.current_url().await.unwrap().as_str().ends_with(end) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("never reached {end}: at {}", c.current_url().await.unwrap());
}

/// The number `script` returns.
async fn number(c: &Client, script: &str) -> f64 {
    c.execute(script, vec![]).await.unwrap().as_f64().unwrap()
}

#[tokio::test]
async fn the_site_reads_from_the_disk_in_a_browser() {
    let Some((_driver, c)) = browser().await else {
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    store_demo(&data, "demo").await;
    let site = tmp.path().join("site");
    ok(&arbiter(
        &data,
        &["publish", "demo", "--out", site.to_str().unwrap()],
    ));
    let index = format!("file://{}/index.html", site.display());
    c.goto(&index).await.unwrap();
    assert_eq!(text_of(&c, "h1").await, "Demo Open");

    // Home → standings → a card → back.
    c.find(Locator::Css("nav.pages a[href='standings.html']"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_for_url(&c, "/standings.html").await;
    assert!(text_of(&c, "h1").await.starts_with("Standings"));
    let first = c
        .find(Locator::Css("table.standings tbody tr td.name a"))
        .await
        .unwrap();
    let name = first.text().await.unwrap();
    first.click().await.unwrap();
    wait_for_url(&c, ".html").await;
    let url = c.current_url().await.unwrap();
    assert!(url.as_str().contains("/player/"), "{url}");
    // The card's heading: the title, if any, and the name.
    let heading = text_of(&c, "h1").await;
    assert!(heading.ends_with(&name), "{heading} is not {name}'s card");
    // The stylesheet loaded from the folder above.
    let bg = c
        .execute(
            "return getComputedStyle(document.querySelector('thead th')).position;",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(bg, json!("sticky"));
    // The card's plot loaded: an image with its size.
    let width = number(
        &c,
        "var i = document.querySelector('figure.plot img'); return i && i.complete ? i.naturalWidth : 0;",
    )
    .await;
    assert_eq!(width, 640.0, "the plot did not load");
    // An opponent's card, then back twice to the standings.
    c.find(Locator::Css("table.card tbody td.name a"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(c.current_url().await.unwrap().as_str().contains("/player/"));
    c.back().await.unwrap();
    c.back().await.unwrap();
    wait_for_url(&c, "/standings.html").await;
    // Back home through the brand link.
    c.find(Locator::Css("a.brand"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_for_url(&c, "/index.html").await;

    // The player named like a script is shown as those characters, and nothing ran.
    c.goto(&format!("file://{}/players.html", site.display()))
        .await
        .unwrap();
    let found = c
        .execute(
            "var name = arguments[0]; var a = Array.from(document.querySelectorAll('td.name a')).find(function (x) { return x.textContent === name; }); if (a) { a.click(); } return !!a;",
            vec![json!(SCRIPT_NAME)],
        )
        .await
        .unwrap();
    assert_eq!(found, json!(true), "no link reads {SCRIPT_NAME}");
    wait_for_url(&c, ".html").await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(c.current_url().await.unwrap().as_str().contains("/player/"));
    assert_eq!(text_of(&c, "h1").await, SCRIPT_NAME);
    assert!(c.get_alert_text().await.is_err(), "an alert opened");

    // The projector scrolls the standings by itself.
    let projector = tmp.path().join("projector");
    ok(&arbiter(
        &data,
        &[
            "publish",
            "demo",
            "--out",
            projector.to_str().unwrap(),
            "--theme",
            "projector",
        ],
    ));
    c.goto(&format!("file://{}/standings.html", projector.display()))
        .await
        .unwrap();
    let top = "return (document.scrollingElement || document.documentElement).scrollTop;";
    let start = number(&c, top).await;
    let mut now = start;
    for _ in 0..150 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        now = number(&c, top).await;
        if now > start + 40.0 {
            break;
        }
    }
    assert!(
        now > start + 40.0,
        "the standings did not scroll: {start} → {now}"
    );
    let later = {
        tokio::time::sleep(Duration::from_millis(500)).await;
        number(&c, top).await
    };
    assert!(later > now, "the scrolling stopped: {now} → {later}");
    c.close().await.unwrap();
}
