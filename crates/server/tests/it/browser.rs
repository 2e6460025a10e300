//! End-to-end tests in a real headless Chromium, driven through chromedriver. They skip
//! (and say so) when chromedriver is not installed: `apt-get install chromium
//! chromium-driver` provides both. `CHROMEDRIVER` and `CHROMIUM` override the paths.
//! With `ARBITER_REQUIRE_BROWSER=1` (CI sets it) a missing chromedriver is a failure.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_server::{Options, Role, Server};
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::json;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use tokio::io::AsyncWriteExt;

const PASSWORD: &str = "browser password";

fn find(var: &str, names: &[&str]) -> Option<PathBuf> {
    if let Ok(p) = std::env::var(var) {
        return Some(PathBuf::from(p));
    }
    let path = std::env::var("PATH").unwrap_or_default();
    names.iter().find_map(|n| {
        std::env::split_paths(&path)
            .map(|d| d.join(n))
            .find(|p| p.is_file())
    })
}

/// chromedriver, killed when the test ends.
struct Driver {
    child: Child,
    port: u16,
    _profile: tempfile::TempDir,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts chromedriver on a free loopback port and opens a headless Chromium session, or
/// returns `None` (after saying why) when chromedriver is not installed.
async fn browser() -> Option<(Driver, Client)> {
    let Some(driver) = find("CHROMEDRIVER", &["chromedriver"]) else {
        assert!(
            std::env::var_os("ARBITER_REQUIRE_BROWSER").is_none_or(|v| v.is_empty() || v == "0"),
            "ARBITER_REQUIRE_BROWSER is set but chromedriver is not installed \
             (apt-get install chromium chromium-driver)"
        );
        eprintln!(
            "skipped: chromedriver is not installed (apt-get install chromium chromium-driver)"
        );
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
    let profile = tempfile::tempdir().unwrap();
    let d = Driver {
        child,
        port,
        _profile: profile,
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
    // Starting Chromium on a busy machine can fail once; each attempt gets a fresh profile.
    let mut last = String::new();
    for attempt in 0..3 {
        let dir = d._profile.path().join(format!("profile-{attempt}"));
        let mut chrome = json!({
            "args": [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                format!("--user-data-dir={}", dir.display()),
                "--window-size=1200,900"
            ]
        });
        if let Some(bin) = find("CHROMIUM", &["chromium", "chromium-browser"]) {
            chrome["binary"] = json!(bin);
        }
        let mut caps = serde_json::Map::new();
        caps.insert("browserName".into(), json!("chrome"));
        caps.insert("goog:chromeOptions".into(), chrome);
        match ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
            .capabilities(caps)
            .connect(&format!("http://127.0.0.1:{}", d.port))
            .await
        {
            Ok(client) => return Some((d, client)),
            Err(e) => last = e.to_string(),
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
    panic!("no Chromium session: {last}");
}

async fn server() -> (tempfile::TempDir, Server) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("arbiter.db");
    let server = Server::open(db.to_str().unwrap(), Options::default())
        .await
        .unwrap();
    server
        .accounts()
        .add_user("ana", Role::Arbiter, PASSWORD)
        .await
        .unwrap();
    (dir, server)
}

/// Waits until the page's source contains `needle`.
async fn wait_for_text(c: &Client, needle: &str) {
    for _ in 0..100 {
        if c.source().await.unwrap().contains(needle) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!(
        "{needle:?} never appeared in {}",
        c.source().await.unwrap_or_default()
    );
}

/// Saves a screenshot when `ARBITER_SCREENSHOTS` names a directory (to look at the pages).
async fn shot(c: &Client, name: &str) {
    if let Ok(dir) = std::env::var("ARBITER_SCREENSHOTS") {
        let png = c.screenshot().await.unwrap();
        std::fs::write(PathBuf::from(dir).join(format!("{name}.png")), png).unwrap();
    }
}

async fn fill(c: &Client, css: &str, text: &str) {
    let e = c.find(Locator::Css(css)).await.unwrap();
    e.clear().await.unwrap();
    e.send_keys(text).await.unwrap();
}

async fn click(c: &Client, css: &str) {
    c.find(Locator::Css(css))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
}

/// Logs `ana` in at the desk.
async fn login(c: &Client, base: &str) {
    c.goto(&format!("{base}/login")).await.unwrap();
    fill(c, "input[name=login]", "ana").await;
    fill(c, "input[name=password]", PASSWORD).await;
    click(c, "form[action='/login'] button").await;
    wait_for_text(c, "Arbiter desk").await;
}

#[tokio::test]
async fn arbiter_runs_an_event_in_the_browser() {
    let Some((_driver, c)) = browser().await else {
        return;
    };
    let (_dir, server) = server().await;
    let running = server.bind("127.0.0.1:0".parse().unwrap()).await.unwrap();
    let base = format!("http://{}", running.addr);

    login(&c, &base).await;

    // Create an event.
    fill(&c, "input[name=name]", "club").await;
    fill(&c, "input[name=title]", "Club Championship").await;
    fill(&c, "input[name=rounds]", "3").await;
    click(&c, "form[action='/admin/events'] button").await;
    wait_for_text(&c, "Register a player").await;

    // Register one player by hand and three from CSV.
    fill(
        &c,
        "form[action$='/players'] input[name=name]",
        "Adams, Ann",
    )
    .await;
    fill(&c, "form[action$='/players'] input[name=rating]", "2000").await;
    click(&c, "form[action$='/players'] button").await;
    wait_for_text(&c, "Adams, Ann").await;
    fill(
        &c,
        "textarea[name=csv]",
        "name,rating\n\"Baker, Bo\",1900\n\"Cole, Cy\",1800\n<script>alert(1)</script>,1700\n",
    )
    .await;
    click(&c, "form[action$='/players/import'] button").await;
    wait_for_text(&c, "Cole, Cy").await;
    shot(&c, "players").await;
    assert!(
        c.source()
            .await
            .unwrap()
            .contains("&lt;script&gt;alert(1)&lt;/script&gt;")
    );

    // Close registration (the page asks for confirmation: accept it).
    c.execute("window.confirm = function () { return true; };", vec![])
        .await
        .unwrap();
    click(&c, "form[action$='/close'] button").await;
    wait_for_text(&c, "registration closed").await;

    // Pair round 1 automatically: the Dutch system's first round, top half against
    // bottom half.
    click(&c, "a[href$='/pair']").await;
    wait_for_text(&c, "Pair round 1").await;
    shot(&c, "pair").await;
    click(&c, "#pair-auto").await;
    wait_for_text(&c, "Round 1: results").await;
    let board = |n: u32| {
        let c = c.clone();
        async move {
            c.find(Locator::Css(&format!("tr[data-board='{n}']")))
                .await
                .unwrap()
                .text()
                .await
                .unwrap()
        }
    };
    let (one, two) = (board(1).await, board(2).await);
    assert!(
        one.contains("Adams, Ann") && one.contains("Cole, Cy"),
        "{one}"
    );
    assert!(
        two.contains("Baker, Bo") && two.contains("alert(1)"),
        "{two}"
    );

    // The engine's explanation, on demand.
    click(&c, "details.explain summary").await;
    wait_for_text(&c, "Bracket of 0.0 points").await;
    let why = c
        .find(Locator::Css("details.explain #explanation"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(why.contains("as the engine paired it"), "{why}");
    shot(&c, "explanation").await;

    // Enter the results from the keyboard: board number, result, Enter. Ann wins,
    // whichever colour the engine gave her.
    let adams_white = c
        .find(Locator::Css("tr[data-board='1'] td.name"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
        .contains("Adams");
    let win = if adams_white { "1-0" } else { "0-1" };
    let quick = c.find(Locator::Css("input.quick")).await.unwrap();
    quick.send_keys(&format!("1 {win}\n")).await.unwrap();
    wait_for_text(&c, &format!("board 1: {win}")).await;
    let quick = c.find(Locator::Css("input.quick")).await.unwrap();
    quick.send_keys("2 =\n").await.unwrap();
    wait_for_text(&c, "board 2: ½-½").await;
    let boards = c
        .find(Locator::Css("#boards"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(boards.contains(win) && boards.contains("½-½"), "{boards}");
    shot(&c, "results").await;

    // The standings, on the public page.
    c.goto(&format!("{base}/e/club/standings")).await.unwrap();
    wait_for_text(&c, "Standings after round 1").await;
    let first = c
        .find(Locator::Css("table.standings tbody tr"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        first.contains("Adams, Ann") && first.contains("1.0"),
        "{first}"
    );
    let heads = c
        .find(Locator::Css("table.standings thead"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(heads.contains("BH-C1") && heads.contains("SB"), "{heads}");

    // Every step is in the event's history.
    c.goto(&format!("{base}/admin/e/club/log")).await.unwrap();
    let log = c
        .find(Locator::Css("#log"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    for kind in [
        "tournament created",
        "player registered",
        "registration closed",
        "round paired",
        "result set",
    ] {
        assert!(log.contains(kind), "{kind} missing from {log}");
    }
    c.close().await.unwrap();
    running.stop().await.unwrap();
}

#[tokio::test]
async fn public_page_updates_live_when_a_result_is_entered() {
    let Some((_driver, c)) = browser().await else {
        return;
    };
    let (_dir, server) = server().await;
    // Ten players, round 1 played, round 2 paired with its first two results.
    arbiter_server::create_demo(server.store(), "live", 10, 5, 1)
        .await
        .unwrap();
    let token = server.accounts().create_token("ana", "test").await.unwrap();
    let running = server.bind("127.0.0.1:0".parse().unwrap()).await.unwrap();
    c.goto(&format!("http://{}/e/live/round/2", running.addr))
        .await
        .unwrap();
    // The page is connected to its live stream.
    c.wait()
        .at_most(Duration::from_secs(10))
        .for_element(Locator::Css("body.connected"))
        .await
        .unwrap();
    let cell = "tr[data-board='3'] td.res";
    let before = c
        .find(Locator::Css(cell))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(before, "–");
    // A marker that a reload would lose: the update must come without one.
    c.execute("document.body.setAttribute('data-marker', 'kept');", vec![])
        .await
        .unwrap();

    // An arbiter enters the result of board 3 through the API.
    let mut s = tokio::net::TcpStream::connect(running.addr).await.unwrap();
    let body = r#"{"result":"0-1"}"#;
    s.write_all(
        format!(
            "PUT /api/events/live/rounds/2/boards/3 HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer {token}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        )
        .as_bytes(),
    )
    .await
    .unwrap();

    let mut now = String::new();
    for _ in 0..100 {
        // Read in one script: the element is replaced when the page updates.
        now = c
            .execute(
                "var e = document.querySelector(arguments[0]); return e ? e.textContent : '';",
                vec![json!(cell)],
            )
            .await
            .unwrap()
            .as_str()
            .unwrap_or_default()
            .to_string();
        if now == "0-1" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(now, "0-1", "the page did not update");
    let marker = c
        .find(Locator::Css("body"))
        .await
        .unwrap()
        .attr("data-marker")
        .await
        .unwrap();
    assert_eq!(marker.as_deref(), Some("kept"), "the page was reloaded");
    c.close().await.unwrap();
    running.stop().await.unwrap();
}

/// A Go event in the browser: a McMahon event created with its komi, players registered
/// with their ranks, two rounds paired by the Go engine with their handicaps, the cost
/// explanation, Go results (a jigo among them), the standings by McMahon criteria and
/// the event's OpenGotha and EGF files.
#[tokio::test]
async fn arbiter_runs_a_go_event_in_the_browser() {
    let Some((_driver, c)) = browser().await else {
        return;
    };
    let (_dir, server) = server().await;
    let running = server.bind("127.0.0.1:0".parse().unwrap()).await.unwrap();
    let base = format!("http://{}", running.addr);

    login(&c, &base).await;

    fill(&c, "input[name=name]", "go-club").await;
    fill(&c, "input[name=title]", "Go Club McMahon").await;
    fill(&c, "input[name=rounds]", "2").await;
    fill(&c, "input[name=komi]", "6.5").await;
    c.find(Locator::Css(
        "select[name=system] option[value='go:mcmahon']",
    ))
    .await
    .unwrap()
    .click()
    .await
    .unwrap();
    click(&c, "form[action='/admin/events'] button").await;
    wait_for_text(&c, "Register a player").await;
    // The form asks a Go player's rank, not a FIDE title.
    assert!(c.find(Locator::Css("input[name=rank]")).await.is_ok());

    for (name, rank) in [
        ("Kato, Yuki", "3d"),
        ("Berg, Anna", "1k"),
        ("Moreau, Luc", "6k"),
        ("Smit, Eva", "12k"),
        ("Lind, Ola", "15k"),
    ] {
        fill(&c, "form[action$='/players'] input[name=name]", name).await;
        fill(&c, "form[action$='/players'] input[name=rank]", rank).await;
        fill(&c, "form[action$='/players'] input[name=federation]", "FR").await;
        click(&c, "form[action$='/players'] button").await;
        wait_for_text(&c, name).await;
    }
    c.execute("window.confirm = function () { return true; };", vec![])
        .await
        .unwrap();
    click(&c, "form[action$='/close'] button").await;
    wait_for_text(&c, "registration closed").await;

    for round in 1..=2u32 {
        click(&c, "a[href$='/pair']").await;
        wait_for_text(&c, &format!("Pair round {round}")).await;
        click(&c, "#pair-auto").await;
        wait_for_text(&c, &format!("Round {round}: results")).await;
        let boards = c
            .find(Locator::Css("#boards"))
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        // Ranks beside the names, a handicap on every board, and the bye.
        assert!(boards.contains("3d") && boards.contains("H"), "{boards}");
        if round == 1 {
            // The score beside each name is the McMahon score: Kato, 3d, starts at 32.
            assert!(boards.contains("32") && !boards.contains("0.0"), "{boards}");
            click(&c, "details.explain summary").await;
            wait_for_text(&c, "The cost of each game").await;
            let why = c
                .find(Locator::Css("details.explain #explanation"))
                .await
                .unwrap()
                .text()
                .await
                .unwrap();
            assert!(
                why.contains("duplicate") && why.contains("best other opponent"),
                "{why}"
            );
            shot(&c, "go-explanation").await;
        }
        let quick = c.find(Locator::Css("input.quick")).await.unwrap();
        quick.send_keys("1 1-0\n").await.unwrap();
        wait_for_text(&c, "board 1: 1-0").await;
        let quick = c.find(Locator::Css("input.quick")).await.unwrap();
        quick.send_keys("2 =\n").await.unwrap();
        wait_for_text(&c, "board 2: ½-½").await;
        shot(&c, &format!("go-round-{round}")).await;
    }

    c.goto(&format!("{base}/e/go-club/standings"))
        .await
        .unwrap();
    wait_for_text(&c, "Standings after round 2").await;
    let heads = c
        .find(Locator::Css("table.standings thead"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        heads.contains("MMS") && heads.contains("SOSM") && heads.contains("SOSOSM"),
        "{heads}"
    );
    let table = c
        .find(Locator::Css("table.standings tbody"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        table.contains("Kato, Yuki") && table.contains("3d"),
        "{table}"
    );
    shot(&c, "go-standings").await;

    // The event's files: OpenGotha's XML with the games and their handicaps, and h9.
    let fetch = |path: &str| {
        let url = format!("{base}{path}");
        let c = c.clone();
        async move {
            c.execute(
                "var r = new XMLHttpRequest(); r.open('GET', arguments[0], false); r.send(); return r.responseText;",
                vec![json!(url)],
            )
            .await
            .unwrap()
            .as_str()
            .unwrap_or_default()
            .to_string()
        }
    };
    let xml = fetch("/e/go-club/export.xml").await;
    assert!(
        xml.contains("<Game ") && xml.contains("handicap=") && xml.contains("komi=\"6.5\""),
        "{xml}"
    );
    let h9 = fetch("/e/go-club/export.h9").await;
    assert!(h9.contains("; KM[6.5]") && h9.contains("Kato Yuki"), "{h9}");
    c.close().await.unwrap();
    running.stop().await.unwrap();
}

/// An EGF list as the European Go Database publishes it: the PIN in characters 2-9, the
/// name from 12, the country from 50, the club from 54, the grade right-aligned in 61-63
/// and the GoR in 72-75.
fn egf_list(players: &[(&str, &str, &str, &str, &str, i32)]) -> String {
    let mut text = String::from("  Pin_Player Name             Country Club  Grade  Gor\n");
    for (pin, name, country, club, grade, gor) in players {
        let mut line = vec![' '; 76];
        for (at, value) in [
            (1, pin.to_string()),
            (11, name.to_string()),
            (49, country.to_string()),
            (53, club.to_string()),
            (60, format!("{grade:>3}")),
            (71, format!("{gor:>4}")),
        ] {
            for (k, c) in value.chars().enumerate() {
                line[at + k] = c;
            }
        }
        text.push_str(line.into_iter().collect::<String>().trim_end());
        text.push('\n');
    }
    text
}

/// A Go event from start to finish in the browser with its players taken from the EGF
/// list (issue 43): a McMahon event created with a byo-yomi time control and its
/// country, each player found in the list as the name or the PIN is typed (the hit shows
/// grade and GoR) and registered with the list's grade, GoR and PIN, three rounds paired
/// and played, the player's card with the PIN, and the EGF file of class A with the PINs.
#[tokio::test]
async fn arbiter_runs_a_go_event_registered_from_the_egf_list_in_the_browser() {
    let Some((_driver, c)) = browser().await else {
        return;
    };
    let (dir, server) = server().await;
    const PLAYERS: [(&str, &str, &str, &str, &str, i32); 6] = [
        ("10000001", "Aas Kari", "NO", "Oslo", "3d", 2290),
        ("10000002", "Berg Ola", "NO", "Berg", "1k", 2010),
        ("10000003", "Dahl Eva", "SE", "Stoc", "5k", 1640),
        ("10000004", "Lie Per", "NO", "Oslo", "20k", -150),
        ("10000005", "Moe Siri", "DK", "Kobe", "12k", 905),
        ("10000006", "Nes Tor", "NO", "Trnd", "8k", 1230),
    ];
    let file = dir.path().join("allworld_lp.html");
    std::fs::write(&file, egf_list(&PLAYERS)).unwrap();
    {
        use arbiter_store::RatingStore as _;
        let feed = arbiter_store::ListFeed::new(
            arbiter_ratings::ListFormat::named("egf", None).unwrap(),
            std::fs::File::open(&file).unwrap(),
            "allworld_lp.html",
        );
        let meta = arbiter_store::ListMeta {
            name: "egf".into(),
            kind: "egf".into(),
            source: "allworld_lp.html".into(),
        };
        server.store().import_list(&meta, feed, 0).await.unwrap();
    }
    let running = server.bind("127.0.0.1:0".parse().unwrap()).await.unwrap();
    let base = format!("http://{}", running.addr);
    login(&c, &base).await;

    fill(&c, "input[name=name]", "oslo-open").await;
    fill(&c, "input[name=title]", "Oslo Open").await;
    fill(&c, "input[name=rounds]", "3").await;
    fill(&c, "input[name=city]", "Oslo").await;
    fill(
        &c,
        "form[action='/admin/events'] input[name=federation]",
        "NO",
    )
    .await;
    fill(
        &c,
        "form[action='/admin/events'] input[name=time_control]",
        "60m+5x30s",
    )
    .await;
    c.find(Locator::Css(
        "select[name=system] option[value='go:mcmahon']",
    ))
    .await
    .unwrap()
    .click()
    .await
    .unwrap();
    click(&c, "form[action='/admin/events'] button").await;
    wait_for_text(&c, "Register a player").await;

    // Each player found in the list as typed: by a part of the name, or by the PIN.
    for (k, (pin, name, ..)) in PLAYERS.iter().enumerate() {
        let (surname, given) = name.split_once(' ').unwrap();
        let typed = if k % 2 == 0 {
            surname.to_string()
        } else {
            pin.to_string()
        };
        fill(&c, "form[action$='/players'] input[name=name]", &typed).await;
        let hit = c
            .wait()
            .at_most(Duration::from_secs(10))
            .for_element(Locator::Css(".rating-hits button"))
            .await
            .unwrap();
        let text = hit.text().await.unwrap();
        // The hit shows the grade and the GoR.
        let (_, _, _, _, grade, gor) = PLAYERS[k];
        assert!(
            text.contains(&format!("{surname}, {given}"))
                && text.contains(grade)
                && text.contains(&format!("GoR {gor}")),
            "{text}"
        );
        hit.click().await.unwrap();
        let value = |n: &'static str| {
            let c = c.clone();
            async move {
                c.find(Locator::Css(&format!(
                    "form[action$='/players'] input[name={n}]"
                )))
                .await
                .unwrap()
                .prop("value")
                .await
                .unwrap()
                .unwrap_or_default()
            }
        };
        assert_eq!(value("rank").await, grade);
        assert_eq!(value("egf_pin").await, *pin);
        click(&c, "form[action$='/players'] button").await;
        wait_for_text(&c, &format!("{surname}, {given}")).await;
    }
    shot(&c, "go-list-players").await;
    let players = c
        .find(Locator::Css("#players"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        players.contains("Lie, Per") && players.contains("20k"),
        "{players}"
    );

    c.execute("window.confirm = function () { return true; };", vec![])
        .await
        .unwrap();
    click(&c, "form[action$='/close'] button").await;
    wait_for_text(&c, "registration closed").await;
    for round in 1..=3u32 {
        click(&c, "a[href$='/pair']").await;
        wait_for_text(&c, &format!("Pair round {round}")).await;
        click(&c, "#pair-auto").await;
        wait_for_text(&c, &format!("Round {round}: results")).await;
        for board in 1..=3u32 {
            let result = if board % 2 == 1 { "1-0" } else { "0-1" };
            let quick = c.find(Locator::Css("input.quick")).await.unwrap();
            quick
                .send_keys(&format!("{board} {result}\n"))
                .await
                .unwrap();
            wait_for_text(&c, &format!("board {board}: {result}")).await;
        }
    }

    // The player's card gives the PIN and the GoR.
    c.goto(&format!("{base}/e/oslo-open/player/1"))
        .await
        .unwrap();
    wait_for_text(&c, "Aas, Kari").await;
    let card = c.source().await.unwrap();
    assert!(
        card.contains("EGF PIN") && card.contains("10000001") && card.contains("2290"),
        "{card}"
    );
    shot(&c, "go-list-card").await;

    // The EGF file: class A, the country, every player's PIN.
    let url = format!("{base}/e/oslo-open/export.h9");
    let h9 = c
        .execute(
            "var r = new XMLHttpRequest(); r.open('GET', arguments[0], false); r.send(); return r.responseText;",
            vec![json!(url)],
        )
        .await
        .unwrap()
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(
        h9.contains("; CL[A]") && h9.contains("; PC[NO,Oslo]") && h9.contains("; TM[82]"),
        "{h9}"
    );
    for (pin, ..) in PLAYERS {
        assert!(h9.contains(&format!(" |{pin}")), "{pin}: {h9}");
    }
    c.close().await.unwrap();
    running.stop().await.unwrap();
}

/// A weekend festival of three sections run at the desk: each section created with its
/// festival and label, players registered per section, one moved to another section before
/// round 1, two rounds paired and played in every section, and the festival's public page
/// giving the sections and the combined standings.
#[tokio::test]
async fn arbiter_runs_a_three_section_festival_in_the_browser() {
    let Some((_driver, c)) = browser().await else {
        return;
    };
    let (_dir, server) = server().await;
    let running = server.bind("127.0.0.1:0".parse().unwrap()).await.unwrap();
    let base = format!("http://{}", running.addr);
    login(&c, &base).await;

    let sections = [
        ("wk-open", "Open", "dutch", 2100),
        ("wk-u1800", "U1800", "burstein", 1700),
        ("wk-u1400", "U1400", "dubov", 1300),
    ];
    for (event, label, system, base_rating) in sections {
        c.goto(&format!("{base}/admin")).await.unwrap();
        wait_for_text(&c, "New event").await;
        fill(&c, "input[name=name]", event).await;
        fill(&c, "input[name=title]", &format!("Weekend {label}")).await;
        fill(&c, "input[name=rounds]", "2").await;
        fill(
            &c,
            "form[action='/admin/events'] input[name=festival]",
            "Weekend",
        )
        .await;
        fill(
            &c,
            "form[action='/admin/events'] input[name=section]",
            label,
        )
        .await;
        click(&c, &format!("select[name=system] option[value='{system}']")).await;
        click(&c, "form[action='/admin/events'] button").await;
        wait_for_text(&c, "Register a player").await;
        for k in 0..4u16 {
            let name = format!("{label} Player, No{k}");
            fill(&c, "form[action$='/players'] input[name=name]", &name).await;
            fill(
                &c,
                "form[action$='/players'] input[name=rating]",
                &(base_rating - 50 * k).to_string(),
            )
            .await;
            click(&c, "form[action$='/players'] button").await;
            wait_for_text(&c, &name).await;
        }
    }
    // Section U1800's strongest player moves to the Open before round 1.
    c.goto(&format!("{base}/admin/e/wk-u1800")).await.unwrap();
    wait_for_text(&c, "Move a player to another section of Weekend").await;
    fill(&c, "form[action$='/move'] input[name=player]", "1").await;
    click(
        &c,
        "form[action$='/move'] select[name=to] option[value='wk-open']",
    )
    .await;
    click(&c, "form[action$='/move'] button").await;
    // The desk reloads with one player fewer; waiting for that (not for a name already
    // on the page) keeps the next navigation from racing the form's submission.
    wait_for_text(&c, "burstein · 3 players").await;
    c.goto(&format!("{base}/admin/e/wk-open")).await.unwrap();
    wait_for_text(&c, "U1800 Player, No0").await;

    c.execute("window.confirm = function () { return true; };", vec![])
        .await
        .unwrap();
    // Boards per round after the move: 5 players, 3, 4.
    for ((event, _, _, _), boards) in sections.iter().zip([2, 1, 2]) {
        c.goto(&format!("{base}/admin/e/{event}")).await.unwrap();
        c.execute("window.confirm = function () { return true; };", vec![])
            .await
            .unwrap();
        click(&c, "form[action$='/close'] button").await;
        wait_for_text(&c, "registration closed").await;
        for round in 1..=2u32 {
            click(&c, "a[href$='/pair']").await;
            wait_for_text(&c, &format!("Pair round {round}")).await;
            click(&c, "#pair-auto").await;
            wait_for_text(&c, &format!("Round {round}: results")).await;
            let quick = c.find(Locator::Css("input.quick")).await.unwrap();
            quick.send_keys("1 1-0\n").await.unwrap();
            wait_for_text(&c, "board 1: 1-0").await;
            if boards == 2 {
                let quick = c.find(Locator::Css("input.quick")).await.unwrap();
                quick.send_keys("2 =\n").await.unwrap();
                wait_for_text(&c, "board 2: ½-½").await;
            }
        }
    }

    // The festival's page: three sections, and every player in the combined standings.
    c.goto(&format!("{base}/f/Weekend")).await.unwrap();
    wait_for_text(&c, "Combined standings").await;
    let table = c
        .find(Locator::Css("table.standings tbody"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(table.lines().count(), 12, "{table}");
    for (_, label, _, _) in sections {
        assert!(table.contains(label), "{label} missing from {table}");
    }
    assert!(table.contains("U1800 Player, No0"), "{table}");
    shot(&c, "festival").await;
    // A section's page links to its festival.
    c.goto(&format!("{base}/e/wk-u1400/standings"))
        .await
        .unwrap();
    wait_for_text(&c, "Section U1400 of").await;
    c.find(Locator::Css("a[href='/f/Weekend']")).await.unwrap();
}

/// Waits until `needle` occurs at least `n` times in the page's source.
async fn wait_for_count(c: &Client, needle: &str, n: usize) {
    for _ in 0..100 {
        if c.source().await.unwrap().matches(needle).count() >= n {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("{needle:?} never appeared {n} times");
}

/// The JSON an API address answers, read in the browser.
async fn api_json(c: &Client, url: &str) -> serde_json::Value {
    c.goto(url).await.unwrap();
    let text = c
        .find(Locator::Css("body"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// Half-points, so that sums stay exact.
type Halves = i64;

#[tokio::test]
async fn arbiter_runs_a_twenty_team_swiss_in_the_browser() {
    let Some((_driver, c)) = browser().await else {
        return;
    };
    let (_dir, server) = server().await;
    let running = server.bind("127.0.0.1:0".parse().unwrap()).await.unwrap();
    let base = format!("http://{}", running.addr);
    let started = std::time::Instant::now();
    login(&c, &base).await;
    let confirm = "window.confirm = function () { return true; };";

    // A team event: 4 boards, strict board order.
    fill(&c, "input[name=name]", "league").await;
    fill(&c, "input[name=title]", "Team League").await;
    fill(&c, "input[name=rounds]", "9").await;
    click(&c, "select[name=system] option[value='swiss-team']").await;
    fill(&c, "input[name=boards]", "4").await;
    fill(&c, "input[name=board_order_tolerance]", "0").await;
    click(&c, "form[action='/admin/events'] button").await;
    wait_for_text(&c, "Register a player").await;

    // 100 players from CSV, strongest first (so that closing registration keeps numbers).
    let mut csv = String::from("name,rating\n");
    for i in 1..=100u32 {
        csv.push_str(&format!("Player {i:03},{}\n", 2500 - 5 * i));
    }
    c.execute(
        "document.getElementById('csv-text').value = arguments[0];",
        vec![json!(csv)],
    )
    .await
    .unwrap();
    click(&c, "form[action$='/players/import'] button").await;
    wait_for_text(&c, "Player 100").await;

    // 20 teams through the Teams tab: four boards and a reserve each.
    click(&c, "a[href$='/teams']").await;
    wait_for_text(&c, "Register a team").await;
    for k in 1..=20u32 {
        let name = format!("Team {k:02}");
        fill(&c, "#register-team input[name=name]", &name).await;
        fill(&c, "#register-team input[name=short]", &format!("T{k:02}")).await;
        let members: Vec<String> = (1..=5).map(|i| (5 * (k - 1) + i).to_string()).collect();
        fill(&c, "#register-team input[name=members]", &members.join(",")).await;
        click(&c, "#register-team button").await;
        wait_for_text(&c, &format!(">{name}<")).await;
    }
    shot(&c, "teams").await;

    c.goto(&format!("{base}/admin/e/league")).await.unwrap();
    c.execute(confirm, vec![]).await.unwrap();
    click(&c, "form[action$='/close'] button").await;
    wait_for_text(&c, "registration closed").await;

    // Lineups of round 1: team 1 brings its reserve in; the board-order rule refuses him
    // on board 1; team 2 leaves board 4 empty.
    c.goto(&format!("{base}/admin/e/league/teams"))
        .await
        .unwrap();
    wait_for_text(&c, "Lineups of round 1").await;
    fill(&c, "#lineup-1-1 input[name=players]", "5,2,3,4").await;
    click(&c, "#lineup-1-1 button").await;
    wait_for_text(
        &c,
        "board order: player 5 (2475) sits above player 2 (2490)",
    )
    .await;
    fill(&c, "#lineup-1-1 input[name=players]", "2,3,4,5").await;
    click(&c, "#lineup-1-1 button").await;
    wait_for_text(&c, "4: 5 Player 005 (2475)").await;
    fill(&c, "#lineup-1-2 input[name=players]", "6,7,8,0").await;
    click(&c, "#lineup-1-2 button").await;
    wait_for_text(&c, "4: (empty board)").await;

    // What the test expects: per team (MP, GP) in half-points, per board-1 player
    // (points in halves, games played).
    let mut mp: std::collections::BTreeMap<u64, Halves> = std::collections::BTreeMap::new();
    let mut gp: std::collections::BTreeMap<u64, Halves> = std::collections::BTreeMap::new();
    let mut board1: std::collections::BTreeMap<u64, (Halves, u32)> =
        std::collections::BTreeMap::new();
    let mut byes_seen = 0;
    let mut forfeits_seen = 0;
    for round in 1..=9u32 {
        if round == 9 {
            // Team 20 leaves before the last round: 19 teams, so one has the bye.
            c.goto(&format!("{base}/admin/e/league")).await.unwrap();
            for (n, p) in (96..=100).enumerate() {
                c.execute(confirm, vec![]).await.unwrap();
                click(&c, &format!("form[action$='/players/{p}/withdraw'] button")).await;
                wait_for_count(&c, "withdrawn from round 9", n + 1).await;
            }
        }
        c.goto(&format!("{base}/admin/e/league/pair"))
            .await
            .unwrap();
        wait_for_text(&c, &format!("Pair round {round}")).await;
        click(&c, "#pair-auto").await;
        wait_for_text(&c, &format!("Round {round}: results")).await;
        let m = api_json(
            &c,
            &format!("{base}/api/events/league/rounds/{round}/matches"),
        )
        .await;
        let matches = m["matches"].as_array().unwrap().clone();
        for b in m["byes"].as_array().unwrap() {
            let t = b["team"].as_u64().unwrap();
            *mp.entry(t).or_default() += 4; // a bye scores as a match won
            *gp.entry(t).or_default() += 8; // and a point per board
            byes_seen += 1;
            assert_eq!(round, 9, "a bye before team 20 left: {m}");
            assert_ne!(t, 20);
        }
        assert_eq!(matches.len(), if round == 9 { 9 } else { 10 }, "{m}");
        // Round 2's first match is forfeited through its form on the Teams tab.
        let forfeited = (round == 2).then_some(0usize);
        if let Some(i) = forfeited {
            c.goto(&format!("{base}/admin/e/league/teams"))
                .await
                .unwrap();
            wait_for_text(&c, "Matches of round 2").await;
            c.execute(confirm, vec![]).await.unwrap();
            click(&c, "form.forfeit button").await;
            wait_for_text(&c, "(forfeited +-)").await;
            let f = &matches[i];
            *mp.entry(f["home"].as_u64().unwrap()).or_default() += 4;
            *gp.entry(f["home"].as_u64().unwrap()).or_default() += 8;
            mp.entry(f["away"].as_u64().unwrap()).or_default();
            gp.entry(f["away"].as_u64().unwrap()).or_default();
            forfeits_seen += 1;
        }
        c.goto(&format!("{base}/admin/e/league/round/{round}"))
            .await
            .unwrap();
        wait_for_text(&c, &format!("Round {round}: results")).await;
        for (i, mt) in matches.iter().enumerate() {
            if forfeited == Some(i) {
                continue;
            }
            let (home, away) = (mt["home"].as_u64().unwrap(), mt["away"].as_u64().unwrap());
            let (mut h, mut a): (Halves, Halves) = (0, 0);
            for b in mt["boards"].as_array().unwrap() {
                let board = b["board"].as_u64().unwrap();
                let Some(g) = b["game"].as_u64() else {
                    // An empty board: whoever sits there wins it without play.
                    if b["home"].is_u64() {
                        h += 2;
                    } else if b["away"].is_u64() {
                        a += 2;
                    }
                    continue;
                };
                // White wins, Black wins or a draw, by round and board.
                let (typed, shown, white): (&str, &str, Halves) = match (u64::from(round) + g) % 3 {
                    0 => ("1-0", "1-0", 2),
                    1 => ("0-1", "0-1", 0),
                    _ => ("=", "½-½", 1),
                };
                let quick = c.find(Locator::Css("input.quick")).await.unwrap();
                quick.send_keys(&format!("{g} {typed}\n")).await.unwrap();
                wait_for_text(&c, &format!("board {g}: {shown}")).await;
                let home_white = b["home_colour"] == "white";
                let hp = if home_white { white } else { 2 - white };
                h += hp;
                a += 2 - hp;
                if board == 1 {
                    for (p, pts) in [(&b["home"], hp), (&b["away"], 2 - hp)] {
                        let e = board1.entry(p.as_u64().unwrap()).or_default();
                        e.0 += pts;
                        e.1 += 1;
                    }
                }
            }
            let (mh, ma) = match h.cmp(&a) {
                std::cmp::Ordering::Greater => (4, 0),
                std::cmp::Ordering::Less => (0, 4),
                std::cmp::Ordering::Equal => (2, 2),
            };
            *mp.entry(home).or_default() += mh;
            *mp.entry(away).or_default() += ma;
            *gp.entry(home).or_default() += h;
            *gp.entry(away).or_default() += a;
        }
    }
    assert_eq!((byes_seen, forfeits_seen), (1, 1));
    shot(&c, "team-results").await;

    // The public team standings agree with what the test counted.
    c.goto(&format!("{base}/e/league/teams")).await.unwrap();
    wait_for_text(&c, "Team standings").await;
    shot(&c, "team-standings").await;
    let half = |h: Halves| format!("{}.{}", h / 2, if h % 2 == 1 { 5 } else { 0 });
    let rows = c
        .find_all(Locator::Css("#team-standings tbody tr"))
        .await
        .unwrap();
    assert_eq!(rows.len(), 20);
    let mut last_mp = i64::MAX;
    for row in rows {
        let cells = row.find_all(Locator::Css("td")).await.unwrap();
        let mut text = Vec::new();
        for cell in cells {
            text.push(cell.text().await.unwrap());
        }
        let team: u64 = text[1].parse().unwrap();
        assert_eq!(text[2], format!("Team {team:02}"));
        assert_eq!(text[3], half(mp[&team]), "MP of team {team}: {text:?}");
        assert_eq!(text[4], half(gp[&team]), "GP of team {team}: {text:?}");
        assert!(mp[&team] <= last_mp, "ranked by match points: {text:?}");
        last_mp = mp[&team];
    }
    // Board 1's prize table: every player who played there, with their points and games.
    let rows = c.find_all(Locator::Css("#board-1 tbody tr")).await.unwrap();
    assert_eq!(rows.len(), board1.len());
    for row in rows {
        let cells = row.find_all(Locator::Css("td")).await.unwrap();
        let mut text = Vec::new();
        for cell in cells {
            text.push(cell.text().await.unwrap());
        }
        let n: u64 = text[1].trim_start_matches("Player ").parse().unwrap();
        let (pts, games) = board1[&n];
        assert_eq!(
            (text[3].as_str(), text[4].as_str()),
            (half(pts).as_str(), games.to_string().as_str()),
            "board 1, player {n}: {text:?}"
        );
    }
    // The matches of round 2 show the forfeit; round 9 the bye.
    c.goto(&format!("{base}/e/league/matches/2")).await.unwrap();
    wait_for_text(&c, "(match forfeited +-)").await;
    c.goto(&format!("{base}/e/league/matches/9")).await.unwrap();
    wait_for_text(&c, "Bye: ").await;
    eprintln!(
        "the 20-team Swiss ran in {:.0} s",
        started.elapsed().as_secs_f64()
    );
}

// ------------------------------------------------------------------ the players' pages

/// The slips the desk prints: each player's number and link.
async fn slip_links(c: &Client) -> Vec<(u32, String)> {
    let mut out = Vec::new();
    for slip in c.find_all(Locator::Css(".slip")).await.unwrap() {
        let n: u32 = slip
            .attr("data-player")
            .await
            .unwrap()
            .unwrap()
            .parse()
            .unwrap();
        let href = slip
            .find(Locator::Css("a"))
            .await
            .unwrap()
            .attr("href")
            .await
            .unwrap()
            .unwrap();
        assert!(
            slip.find(Locator::Css(".qr svg")).await.is_ok(),
            "slip {n} has no QR code"
        );
        out.push((n, href));
    }
    out.sort();
    out
}

/// The event version the open page shows; `None` while the page is being replaced.
async fn page_version(c: &Client) -> Option<String> {
    c.execute(
        "return document.body ? document.body.getAttribute('data-version') : null;",
        vec![],
    )
    .await
    .ok()
    .and_then(|v| v.as_str().map(str::to_string))
}

/// Clicks `css` and waits until the event has a newer version than the page showed.
async fn click_and_wait_for_change(c: &Client, css: &str) {
    let before = page_version(c).await;
    click(c, css).await;
    for _ in 0..100 {
        if let Some(now) = page_version(c).await
            && Some(&now) != before.as_ref()
        {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("{css}: nothing changed");
}

/// What a player's page says of their game: board and colour.
async fn board_and_colour(c: &Client) -> Option<(u32, String)> {
    let h = c.find(Locator::Css("#next-game h2")).await.ok()?;
    let text = h.text().await.unwrap();
    let board: u32 = text
        .rsplit(' ')
        .next()
        .and_then(|b| b.parse().ok())
        .unwrap();
    let colour = c
        .find(Locator::Css("#next-game .colour"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    Some((board, colour))
}

/// Every player checks in for `round` from their own page (except `skip`).
async fn everyone_checks_in(c: &Client, links: &[(u32, String)], round: u16, skip: &[u32]) {
    for (n, link) in links.iter().filter(|(n, _)| !skip.contains(n)) {
        c.goto(link).await.unwrap();
        wait_for_text(c, &format!("I will play round {round}")).await;
        click(c, "#check-in-button").await;
        wait_for_text(c, "You have checked in.").await;
        let _ = n;
    }
}

/// Each player of the round reports from their page: White wins every game, but on
/// board `disagree` Black reports a win of their own.
async fn report_round(c: &Client, links: &[(u32, String)], disagree: Option<u32>) {
    for (_, link) in links {
        c.goto(link).await.unwrap();
        wait_for_text(c, "id=\"player-name\"").await;
        let Some((board, colour)) = board_and_colour(c).await else {
            continue;
        };
        let result = if disagree == Some(board) && colour == "Black" {
            "0-1"
        } else {
            "1-0"
        };
        click_and_wait_for_change(c, &format!("form.report button[value='{result}']")).await;
    }
}

/// The players' own pages from start to finish (issue 46): eight players, two of them
/// entered on the public form (found in the FIDE list as they type) and accepted at the
/// desk; everyone gets a link from the desk's printable slips and checks in from their
/// phone; one asks for a half-point bye in round 2; results are reported from the phones,
/// agreeing reports entered by themselves and one disagreement decided at the desk; three
/// rounds, and the standings.
#[tokio::test]
async fn players_enter_check_in_and_report_from_their_phones() {
    let Some((_driver, c)) = browser().await else {
        return;
    };
    let (dir, server) = server().await;
    let list = dir.path().join("players.xml");
    std::fs::write(
        &list,
        "<playerslist>
<player><fideid>4600001</fideid><name>Muller, Anna</name><country>GER</country><sex>F</sex><title>WFM</title><rating>2011</rating><birthday>2001</birthday></player>
<player><fideid>4600002</fideid><name>Brandt, Eva</name><country>AUT</country><sex>F</sex><rating>1950</rating><birthday>1999</birthday></player>
</playerslist>
",
    )
    .unwrap();
    {
        use arbiter_store::RatingStore as _;
        let feed = arbiter_store::ListFeed::new(
            arbiter_ratings::ListFormat::named("fide", None).unwrap(),
            std::fs::File::open(&list).unwrap(),
            "players.xml",
        );
        let meta = arbiter_store::ListMeta {
            name: "fide".into(),
            kind: "fide".into(),
            source: "players.xml".into(),
        };
        server.store().import_list(&meta, feed, 0).await.unwrap();
    }
    // Six players registered; public entry open for eight places; check-in for every
    // round; one half-point bye on request; agreeing reports entered.
    {
        use arbiter_store::EventStore as _;
        let settings = arbiter_event::Settings {
            name: "Club Open".into(),
            system: "dutch".into(),
            rounds: 3,
            online: Some(arbiter_event::OnlineSettings {
                entry_open: true,
                entry_limit: Some(8),
                check_in: vec!["2099-01-01 10:00".into(); 3],
                half_byes: Some(1),
                reports: Some("auto".into()),
                ..Default::default()
            }),
            ..Default::default()
        };
        let store = server.store();
        store
            .create(
                "club",
                "ana",
                &arbiter_event::Event::TournamentCreated { settings },
            )
            .await
            .unwrap();
        let players: Vec<_> = [
            ("Adams, Ann", 2200),
            ("Baker, Bo", 2150),
            ("Cole, Cy", 2100),
            ("Dunn, Di", 1900),
            ("Eade, Ed", 1850),
            ("Ford, Flo", 1800),
        ]
        .iter()
        .map(|(n, r)| arbiter_event::Event::PlayerRegistered {
            player: arbiter_event::PlayerData {
                name: (*n).into(),
                rating: Some(*r),
                ..Default::default()
            },
        })
        .collect();
        store.append("club", 1, "ana", &players).await.unwrap();
    }
    let running = server.bind("127.0.0.1:0".parse().unwrap()).await.unwrap();
    let base = format!("http://{}", running.addr);

    // Two players enter on the public form, from a phone, found in the list as they type.
    c.set_window_size(400, 860).await.unwrap();
    for (typed, name) in [("Mull", "Muller, Anna"), ("Brandt", "Brandt, Eva")] {
        c.goto(&format!("{base}/e/club/entry")).await.unwrap();
        wait_for_text(&c, "id=\"entry-form\"").await;
        fill(&c, "#entry-form input[name=name]", typed).await;
        let hit = c
            .wait()
            .at_most(Duration::from_secs(10))
            .for_element(Locator::Css(".rating-hits button"))
            .await
            .unwrap();
        let text = hit.text().await.unwrap();
        assert!(text.contains(name) && !text.contains("2001"), "{text}");
        hit.click().await.unwrap();
        click(&c, "#entry-send").await;
        wait_for_text(&c, "Your entry is received").await;
    }
    shot(&c, "entry").await;

    // The desk accepts both, closes registration and prints the links.
    c.set_window_size(1200, 900).await.unwrap();
    login(&c, &base).await;
    c.goto(&format!("{base}/admin/e/club/online"))
        .await
        .unwrap();
    wait_for_text(&c, "Muller, Anna").await;
    click(&c, "#accept-all").await;
    wait_for_text(&c, "accepted").await;
    c.goto(&format!("{base}/admin/e/club")).await.unwrap();
    c.execute("window.confirm = function () { return true; };", vec![])
        .await
        .unwrap();
    click(&c, "form[action$='/close'] button").await;
    wait_for_text(&c, "registration closed").await;
    c.goto(&format!("{base}/admin/e/club/online"))
        .await
        .unwrap();
    click(&c, "#links-missing").await;
    wait_for_text(&c, "id=\"slips\"").await;
    shot(&c, "slips").await;
    let links = slip_links(&c).await;
    assert_eq!(links.len(), 8, "{links:?}");
    let muller = links
        .iter()
        .find(|(n, _)| *n == 4)
        .map(|(_, l)| l.clone())
        .unwrap();

    c.set_window_size(400, 860).await.unwrap();
    // Round 1: everyone checks in.
    everyone_checks_in(&c, &links, 1, &[]).await;
    // Anna (start rank 4, 2011) asks for a half-point bye in round 2.
    c.goto(&muller).await.unwrap();
    wait_for_text(&c, "Muller, Anna").await;
    click(&c, "details.asks summary").await;
    c.find(Locator::Css(
        "#bye-form select[name=round] option[value='2']",
    ))
    .await
    .unwrap()
    .click()
    .await
    .unwrap();
    c.find(Locator::Css(
        "#bye-form select[name=ask] option[value='half_bye']",
    ))
    .await
    .unwrap()
    .click()
    .await
    .unwrap();
    click(&c, "#bye-form button").await;
    wait_for_text(&c, "Round 2: half-point bye asked for").await;
    shot(&c, "player-bye").await;

    for round in 1..=3u16 {
        c.set_window_size(1200, 900).await.unwrap();
        c.goto(&format!("{base}/admin/e/club/pair")).await.unwrap();
        wait_for_text(&c, &format!("Pair round {round}")).await;
        click(&c, "#pair-auto").await;
        wait_for_text(&c, &format!("Round {round}: results")).await;
        c.set_window_size(400, 860).await.unwrap();
        // Anna's page shows her bye in round 2.
        if round == 2 {
            c.goto(&muller).await.unwrap();
            wait_for_text(&c, "half bye").await;
        }
        // Round 1 has a disagreement on board 2, decided at the desk.
        let disagree = (round == 1).then_some(2);
        report_round(&c, &links, disagree).await;
        shot(&c, &format!("player-round-{round}")).await;
        c.set_window_size(1200, 900).await.unwrap();
        if let Some(board) = disagree {
            c.goto(&format!("{base}/admin/e/club/online"))
                .await
                .unwrap();
            wait_for_text(&c, "Disagreement: White reports 1-0, Black 0-1").await;
            shot(&c, "desk-disagreement").await;
            c.goto(&format!("{base}/admin/e/club/round/{round}"))
                .await
                .unwrap();
            let quick = c.find(Locator::Css("input.quick")).await.unwrap();
            quick.send_keys(&format!("{board} =\n")).await.unwrap();
            wait_for_text(&c, &format!("board {board}: ½-½")).await;
        }
        let api = api_json(&c, &format!("{base}/api/events/club/rounds/{round}")).await;
        assert_eq!(api["pending"], 0, "round {round}: {api}");
        if round < 3 {
            c.set_window_size(400, 860).await.unwrap();
            let skip: Vec<u32> = if round == 1 { vec![4] } else { Vec::new() };
            everyone_checks_in(&c, &links, round + 1, &skip).await;
        }
    }
    let r2 = api_json(&c, &format!("{base}/api/events/club/rounds/2")).await;
    assert!(r2.to_string().contains("half"), "{r2}");
    c.goto(&format!("{base}/e/club/standings")).await.unwrap();
    wait_for_text(&c, "Standings after round 3").await;
    let rows = c
        .find_all(Locator::Css("table.standings tbody tr"))
        .await
        .unwrap();
    assert_eq!(rows.len(), 8);
    shot(&c, "standings").await;
    // A player's page shows their place from the same ranking.
    c.set_window_size(400, 860).await.unwrap();
    c.goto(&links[0].1).await.unwrap();
    wait_for_text(&c, "place ").await;
    c.close().await.unwrap();
    running.stop().await.unwrap();
}

/// The players' pages of a Go event: links, check-in, the handicap and komi of each
/// player's game, reports from the phones, the standings.
#[tokio::test]
async fn go_players_check_in_and_report_from_their_phones() {
    let Some((_driver, c)) = browser().await else {
        return;
    };
    let (_dir, server) = server().await;
    {
        use arbiter_store::EventStore as _;
        let settings = arbiter_event::Settings {
            name: "Go Cup".into(),
            system: "mcmahon".into(),
            rounds: 2,
            game: Some("go".into()),
            go: Some(arbiter_event::GoSettings {
                komi: Some("6.5".into()),
                ..Default::default()
            }),
            online: Some(arbiter_event::OnlineSettings {
                check_in: vec!["2099-01-01 10:00".into(); 2],
                reports: Some("auto".into()),
                ..Default::default()
            }),
            ..Default::default()
        };
        let store = server.store();
        store
            .create(
                "cup",
                "ana",
                &arbiter_event::Event::TournamentCreated { settings },
            )
            .await
            .unwrap();
        let mut events: Vec<_> = [
            ("Aas, Kari", "3d"),
            ("Berg, Ola", "1k"),
            ("Dahl, Eva", "5k"),
            ("Lie, Per", "8k"),
        ]
        .iter()
        .map(|(n, r)| arbiter_event::Event::PlayerRegistered {
            player: arbiter_event::PlayerData {
                name: (*n).into(),
                go_rank: Some((*r).into()),
                ..Default::default()
            },
        })
        .collect();
        events.push(arbiter_event::Event::RegistrationClosed {
            order: vec![1, 2, 3, 4],
        });
        store.append("cup", 1, "ana", &events).await.unwrap();
    }
    let running = server.bind("127.0.0.1:0".parse().unwrap()).await.unwrap();
    let base = format!("http://{}", running.addr);
    login(&c, &base).await;
    c.goto(&format!("{base}/admin/e/cup/online")).await.unwrap();
    click(&c, "#links-missing").await;
    wait_for_text(&c, "id=\"slips\"").await;
    let links = slip_links(&c).await;
    assert_eq!(links.len(), 4);
    for round in 1..=2u16 {
        c.set_window_size(400, 860).await.unwrap();
        everyone_checks_in(&c, &links, round, &[]).await;
        c.set_window_size(1200, 900).await.unwrap();
        c.goto(&format!("{base}/admin/e/cup/pair")).await.unwrap();
        click(&c, "#pair-auto").await;
        wait_for_text(&c, &format!("Round {round}: results")).await;
        c.set_window_size(400, 860).await.unwrap();
        // Each game shows its handicap and komi on both players' pages.
        c.goto(&links[0].1).await.unwrap();
        wait_for_text(&c, "id=\"handicap\"").await;
        let h = c
            .find(Locator::Css("#handicap"))
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(h.starts_with("Handicap ") && h.contains("komi"), "{h}");
        report_round(&c, &links, None).await;
        let api = api_json(&c, &format!("{base}/api/events/cup/rounds/{round}")).await;
        assert_eq!(api["pending"], 0, "round {round}: {api}");
    }
    c.goto(&format!("{base}/e/cup/standings")).await.unwrap();
    wait_for_text(&c, "Standings after round 2").await;
    shot(&c, "go-standings").await;
    c.close().await.unwrap();
    running.stop().await.unwrap();
}
