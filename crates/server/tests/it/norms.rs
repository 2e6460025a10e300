//! The desk's title norms: a player's norm with its criteria, the reason another misses
//! one, the FIDE forms IT1 and IT3 as PDF and HTML for the event's arbiters only, and the
//! event's details that fill the forms, changed only with a valid CSRF token.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::support::{self, Env, encode, get, login, post};
use arbiter_event::{Board, Event, PlayerData, Settings};
use arbiter_store::EventStore;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use tower::ServiceExt;

/// The opponents of player 1, players 2 to 10: title, federation; all rated 2460.
const FIELD: [(&str, &str); 9] = [
    ("GM", "GER"),
    ("GM", "FRA"),
    ("GM", "ESP"),
    ("IM", "GER"),
    ("IM", "FRA"),
    ("FM", "NOR"),
    ("", "NOR"),
    ("", "ESP"),
    ("", "GER"),
];

/// A ten-player round robin of nine rounds, `open`: player 1, Candidate, Ann (NOR, 2450),
/// meets player `r + 1` in round `r` and scores 6½ (four wins, then draws): a GM norm
/// with a performance of 2626. Every other game is drawn, so player 8 (untitled) ends on
/// 4½ with a performance far from a GM norm. Player 10's name would be markup in HTML.
async fn norm_event(env: &Env) {
    let mut events = vec![Event::TournamentCreated {
        settings: Settings {
            name: "Norm Open".into(),
            system: "dutch".into(),
            rounds: 9,
            federation: Some("NOR".into()),
            chief_arbiter: Some("Berg, Ada".into()),
            ..Settings::default()
        },
    }];
    events.push(Event::PlayerRegistered {
        player: PlayerData {
            name: "Candidate, Ann".into(),
            rating: Some(2450),
            federation: Some("NOR".into()),
            ..PlayerData::default()
        },
    });
    for (i, (title, fed)) in FIELD.iter().enumerate() {
        let number = i + 2;
        events.push(Event::PlayerRegistered {
            player: PlayerData {
                name: if number == 10 {
                    "<i>Ten</i> & Co".into()
                } else {
                    format!("Opponent, {number}")
                },
                rating: Some(2460),
                title: (!title.is_empty()).then(|| (*title).to_string()),
                federation: Some((*fed).to_string()),
                ..PlayerData::default()
            },
        });
    }
    events.push(Event::RegistrationClosed {
        order: (1..=10).collect(),
    });
    // Players 2 to 10 sit on a circle of nine seats; in round r player 1 meets seat r,
    // and seats r + k and r - k meet each other: every pair meets once.
    for r in 0..9u32 {
        let seat = |s: u32| s % 9 + 2;
        let mut boards = vec![if r % 2 == 0 {
            Board {
                white: 1,
                black: seat(r),
                handicap: 0,
            }
        } else {
            Board {
                white: seat(r),
                black: 1,
                handicap: 0,
            }
        }];
        for k in 1..=4 {
            boards.push(Board {
                white: seat(r + k),
                black: seat(r + 9 - k),
                handicap: 0,
            });
        }
        let round = u16::try_from(r + 1).unwrap();
        events.push(Event::RoundPaired {
            round,
            // Made by an engine, which answers for its own colours.
            engine: "berger".into(),
            version: String::new(),
            boards,
            bye: None,
            overridden: Vec::new(),
        });
        let first = match (r < 4, r % 2 == 0) {
            (false, _) => "1/2",
            (true, true) => "1-0",
            (true, false) => "0-1",
        };
        events.push(Event::ResultSet {
            round,
            board: 1,
            result: first.into(),
        });
        for board in 2..=5 {
            events.push(Event::ResultSet {
                round,
                board,
                result: "1/2".into(),
            });
        }
    }
    let store = env.server.store();
    store.create("open", "test", &events[0]).await.unwrap();
    store.append("open", 1, "test", &events[1..]).await.unwrap();
}

struct Download {
    status: StatusCode,
    kind: String,
    body: Vec<u8>,
}

/// A download with the session `cookie`, if any.
async fn download(env: &Env, path: &str, cookie: Option<&str>) -> Download {
    let mut b = Request::get(path);
    if let Some(c) = cookie {
        b = b.header(header::COOKIE, c);
    }
    let res = env
        .server
        .router()
        .oneshot(b.body(Body::empty()).unwrap())
        .await
        .unwrap();
    let status = res.status();
    let kind = res
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    let body = res.into_body().collect().await.unwrap().to_bytes().to_vec();
    Download { status, kind, body }
}

/// The text of the table with `id` on `page`.
fn table<'a>(page: &'a str, id: &str) -> &'a str {
    let start = page
        .find(&format!("<table id=\"{id}\""))
        .unwrap_or_else(|| panic!("no table {id} in {page}"));
    let rest = &page[start..];
    &rest[..rest.find("</table>").unwrap()]
}

#[tokio::test]
async fn the_page_shows_a_norm_with_its_criteria_and_why_others_miss() {
    let env = support::env().await;
    norm_event(&env).await;
    let (cookie, _) = login(&env, "boss").await;

    // The desk's tabs lead to the page.
    let desk = get(&env, "/admin/e/open", Some(&cookie)).await;
    assert!(
        desk.text.contains("href=\"/admin/e/open/norms\""),
        "{}",
        desk.text
    );

    let page = get(&env, "/admin/e/open/norms", Some(&cookie)).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.text);
    let achieved = table(&page.text, "norms-achieved");
    let gm = achieved
        .split("<tr>")
        .find(|row| row.contains("Candidate, Ann") && row.contains("<td>GM</td>"))
        .unwrap_or_else(|| panic!("no GM norm of player 1 in {achieved}"));
    for want in [
        ">9<",
        ">6½<",
        ">2460<",
        ">2626<",
        "all games played",
        "counts as",
        "GM opponents: 3 (need 3)",
        "performance: 2626 (need 2600)",
        "B.01 1.4.5b",
        "/e/open/print/it1.pdf?player=1&#38;title=GM&#38;event=ordinary",
        "/e/open/print/it1.html?player=1&#38;title=GM&#38;event=ordinary",
    ] {
        assert!(gm.contains(want), "no {want:?} in {gm}");
    }
    assert!(page.text.contains("/e/open/print/it3.pdf?event=ordinary"));
    assert!(page.text.contains("/e/open/print/it3.html?event=ordinary"));

    // Player 8 scores 4½ against an average of 2459: no GM norm, and the page says why.
    let missed = table(&page.text, "norms-missed");
    let eight = missed
        .split("<tr>")
        .find(|row| row.contains("Opponent, 8") && row.contains("<td>GM</td>"))
        .unwrap_or_else(|| panic!("no GM check of player 8 in {missed}"));
    assert!(
        eight.contains("performance 2459 &#60; 2600"),
        "no reason in {eight}"
    );
    assert!(eight.contains("B.01 1.4.8"));
    // A name is text, never markup.
    assert!(page.text.contains("&#60;i&#62;Ten&#60;/i&#62; &#38; Co"));
    assert!(!page.text.contains("<i>Ten</i>"));

    // The options the event cannot know travel with the page and its links.
    let zonal = get(
        &env,
        "/admin/e/open/norms?event=zonal&round_robin=1",
        Some(&cookie),
    )
    .await;
    assert_eq!(zonal.status, StatusCode::OK, "{}", zonal.text);
    assert!(zonal.text.contains("<option value=\"zonal\" selected>"));
    assert!(
        zonal
            .text
            .contains("name=\"round_robin\" value=\"1\" checked")
    );
    assert!(
        zonal
            .text
            .contains("/e/open/print/it3.pdf?event=zonal&#38;round_robin=1")
    );
    let unknown = get(&env, "/admin/e/open/norms?event=knockout", Some(&cookie)).await;
    assert_eq!(unknown.status, StatusCode::BAD_REQUEST);
    assert!(unknown.text.contains("knockout"));

    // The page speaks the desk's language.
    let fr = support::send(
        &env,
        Request::get("/admin/e/open/norms")
            .header(header::COOKIE, &cookie)
            .header(header::ACCEPT_LANGUAGE, "fr")
            .body(Body::empty())
            .unwrap(),
    )
    .await;
    assert!(fr.text.contains("Normes de titre"), "{}", fr.text);
    assert!(fr.text.contains("performance 2459 &#60; 2600"));
    assert!(fr.text.contains("adversaires GM: 3 (il faut 3)"));
}

#[tokio::test]
async fn the_forms_are_pdf_and_html_for_the_events_arbiters() {
    let env = support::env().await;
    norm_event(&env).await;
    let (cookie, _) = login(&env, "boss").await;

    let it1 = download(
        &env,
        "/e/open/print/it1.pdf?player=1&title=GM&event=ordinary",
        Some(&cookie),
    )
    .await;
    assert_eq!(it1.status, StatusCode::OK);
    assert_eq!(it1.kind, "application/pdf");
    assert!(it1.body.starts_with(b"%PDF"));

    let it3 = download(&env, "/e/open/print/it3.pdf?event=zonal", Some(&cookie)).await;
    assert_eq!(it3.status, StatusCode::OK);
    assert!(it3.body.starts_with(b"%PDF"));

    let page = download(
        &env,
        "/e/open/print/it1.html?player=1&title=GM",
        Some(&cookie),
    )
    .await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.kind.starts_with("text/html"));
    let html = String::from_utf8(page.body).unwrap();
    assert!(html.contains("Certificate of title result: GM – Candidate, Ann"));
    assert!(html.contains("norm achieved"));
    // An opponent's name stays text in the form too.
    assert!(html.contains("&lt;i&gt;Ten&lt;/i&gt; &amp; Co"));
    assert!(!html.contains("<i>Ten"));

    let report = download(&env, "/e/open/print/it3.html", Some(&cookie)).await;
    assert_eq!(report.status, StatusCode::OK);
    let html = String::from_utf8(report.body).unwrap();
    assert!(html.contains("Tournament report: Norm Open"));
    assert!(html.contains("Candidate, Ann"));

    // A certificate needs a player of the event and a title.
    for path in [
        "/e/open/print/it1.html?player=1&title=XX",
        "/e/open/print/it1.html?player=1",
    ] {
        let r = download(&env, path, Some(&cookie)).await;
        assert_eq!(r.status, StatusCode::BAD_REQUEST, "{path}");
    }
    let r = download(
        &env,
        "/e/open/print/it1.pdf?player=99&title=GM",
        Some(&cookie),
    )
    .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    // Only the title forms are HTML.
    let r = download(&env, "/e/open/print/standings.html", Some(&cookie)).await;
    assert_eq!(r.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn visitors_and_other_events_arbiters_get_no_norms_and_no_forms() {
    let env = support::env().await;
    norm_event(&env).await;
    let forms = [
        "/e/open/print/it1.pdf?player=1&title=GM",
        "/e/open/print/it1.html?player=1&title=GM",
        "/e/open/print/it3.pdf",
        "/e/open/print/it3.html",
    ];

    // A visitor is sent to the login page, and gets no form.
    let page = get(&env, "/admin/e/open/norms", None).await;
    assert_eq!(page.status, StatusCode::SEE_OTHER);
    for path in forms {
        let r = download(&env, path, None).await;
        assert_eq!(r.status, StatusCode::UNAUTHORIZED, "{path}");
        assert!(!r.body.starts_with(b"%PDF"));
    }
    // The public pages stay public.
    let standings = download(&env, "/e/open/print/standings.pdf", None).await;
    assert_eq!(standings.status, StatusCode::OK);

    // Ana is the arbiter of another event only.
    let (cookie, _) = login(&env, "ana").await;
    let page = get(&env, "/admin/e/open/norms", Some(&cookie)).await;
    assert_eq!(page.status, StatusCode::FORBIDDEN);
    for path in forms {
        let r = download(&env, path, Some(&cookie)).await;
        assert_eq!(r.status, StatusCode::FORBIDDEN, "{path}");
    }
}

#[tokio::test]
async fn the_events_details_fill_the_forms_and_need_a_valid_csrf_token() {
    let env = support::env().await;
    norm_event(&env).await;
    let (cookie, csrf) = login(&env, "boss").await;
    let details = |token: &str, fide_id: &str| {
        format!(
            "csrf={}&title=Norm+Open&system=dutch&rounds=9&chief_arbiter={}&chief_arbiter_fide_id={}&organiser={}",
            encode(token),
            encode("Berg, Ada"),
            encode(fide_id),
            encode("Oslo <Chess> Club"),
        )
    };

    // A wrong token, or none, changes nothing.
    for token in ["not-the-token", ""] {
        let r = post(
            &env,
            "/admin/e/open/settings",
            Some(&cookie),
            &details(token, "1234567"),
        )
        .await;
        assert_eq!(r.status, StatusCode::FORBIDDEN, "{}", r.text);
    }
    let r = post(
        &env,
        "/admin/e/open/settings",
        None,
        &details(&csrf, "1234567"),
    )
    .await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED);
    let form = download(&env, "/e/open/print/it3.html", Some(&cookie)).await;
    let html = String::from_utf8(form.body).unwrap();
    assert!(!html.contains("Oslo"));
    assert!(!html.contains("1234567"));

    // A FIDE ID is a number.
    let r = post(
        &env,
        "/admin/e/open/settings",
        Some(&cookie),
        &details(&csrf, "12ab"),
    )
    .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", r.text);
    assert!(r.text.contains("12ab"));

    // With the session's token the details are saved, shown on the settings page and
    // filled in on both forms, as text.
    let r = post(
        &env,
        "/admin/e/open/settings",
        Some(&cookie),
        &details(&csrf, "1234567"),
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    let desk = get(&env, "/admin/e/open", Some(&cookie)).await;
    assert!(
        desk.text
            .contains("name=\"chief_arbiter_fide_id\" value=\"1234567\"")
    );
    assert!(
        desk.text
            .contains("name=\"organiser\" value=\"Oslo &#60;Chess&#62; Club\"")
    );
    for path in [
        "/e/open/print/it3.html",
        "/e/open/print/it1.html?player=1&title=IM",
    ] {
        let form = download(&env, path, Some(&cookie)).await;
        let html = String::from_utf8(form.body).unwrap();
        assert!(
            html.contains("<dt>Organiser</dt><dd>Oslo &lt;Chess&gt; Club</dd>"),
            "{path}: {html}"
        );
        assert!(
            html.contains("<dt>Chief arbiter&#39;s FIDE ID</dt><dd>1234567</dd>"),
            "{path}: {html}"
        );
    }
}
