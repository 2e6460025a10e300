//! The desk's rating lists over HTTP: an administrator imports a list (in the background,
//! its progress readable while it runs), any arbiter searches it, the registration form
//! registers a player from it, and before round 1 an event's players are updated from a
//! new list through a diff the arbiter accepts.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use crate::support;

use axum::http::StatusCode;
use serde_json::{Value, json};
use std::time::{Duration, Instant};
use support::{Env, api, encode, env, field, get, login, post, post_multipart};

fn fide_xml(anna: u16) -> String {
    format!(
        "<playerslist>
<player><fideid>1503014</fideid><name>Carlsen, Magnus</name><country>NOR</country><sex>M</sex><title>GM</title><rating>2833</rating><rapid_rating>2824</rapid_rating><birthday>1990</birthday></player>
<player><fideid>4600001</fideid><name>M&#252;ller, Anna</name><country>GER</country><sex>F</sex><w_title>WFM</w_title><rating>{anna}</rating><rapid_rating>2011</rapid_rating><birthday>2001</birthday></player>
<player><fideid>4600002</fideid><name>Brandt, Eva</name><country>AUT</country><sex>F</sex><rating>1950</rating><birthday>1999</birthday></player>
</playerslist>
"
    )
}

/// Waits for the import to end; its status.
async fn finished(env: &Env, cookie: &str) -> Value {
    let start = Instant::now();
    loop {
        let s = get(env, "/admin/ratings/import/status", Some(cookie)).await;
        assert_eq!(s.status, StatusCode::OK, "{}", s.text);
        let v: Value = serde_json::from_str(&s.text).unwrap();
        if v["running"] == false {
            return v;
        }
        assert!(start.elapsed() < Duration::from_secs(60), "{v}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn import(env: &Env, cookie: &str, csrf: &str, xml: &str, file: &str) -> StatusCode {
    let r = post_multipart(
        env,
        "/admin/ratings/import",
        Some(cookie),
        &[
            ("csrf", csrf),
            ("list", "fide"),
            ("name", ""),
            ("rate", "standard"),
        ],
        &[("file", file, xml.as_bytes())],
    )
    .await;
    r.status
}

async fn player(env: &Env, rank: u32) -> Value {
    api(
        env,
        "GET",
        &format!("/api/events/open/players/{rank}"),
        json!(null),
    )
    .await["player"]
        .clone()
}

/// The registration of player `rank` as the event's log holds it.
async fn registered(env: &Env, rank: u32) -> arbiter_core::Player {
    let (state, _) = arbiter_store::state(env.server.store(), "open")
        .await
        .unwrap();
    state
        .tournament
        .player(arbiter_core::PlayerId::from_index(rank as usize - 1))
        .unwrap()
        .clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lists_are_imported_searched_registered_from_and_updated() {
    let env = env().await;
    api(
        &env,
        "POST",
        "/api/events",
        json!({"name": "open", "settings": {"name": "Spring Open", "system": "dutch", "rounds": 5}}),
    )
    .await;
    api(
        &env,
        "POST",
        "/api/events/open/players",
        json!([{"name": "Mueller, Anna", "rating": 2050, "fide_id": 4_600_001}]),
    )
    .await;

    // Anyone not logged in goes to the login page; an arbiter sees the lists, without the
    // import form, and may not import.
    let r = get(&env, "/admin/ratings", None).await;
    assert!(r.status.is_redirection(), "{}", r.status);
    let (ana, ana_csrf) = login(&env, "ana").await;
    let page = get(&env, "/admin/ratings", Some(&ana)).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.text);
    assert!(!page.text.contains("multipart/form-data"));
    assert_eq!(
        import(&env, &ana, &ana_csrf, &fide_xml(2105), "list.xml").await,
        StatusCode::FORBIDDEN
    );

    // The administrator: a forged form is refused before its file is read.
    let (boss, csrf) = login(&env, "boss").await;
    assert_eq!(
        import(&env, &boss, "forged", &fide_xml(2105), "list.xml").await,
        StatusCode::FORBIDDEN
    );
    let page = get(&env, "/admin/ratings", Some(&boss)).await;
    assert!(page.text.contains("multipart/form-data"), "{}", page.text);
    let status = import(&env, &boss, &csrf, &fide_xml(2105), "<b>list</b>.xml").await;
    assert!(status.is_redirection(), "{status}");
    let done = finished(&env, &boss).await;
    assert_eq!(done["added"], 3, "{done}");
    assert_eq!(done["players"], 3, "{done}");
    assert_eq!(done["read"], done["total"], "{done}");
    assert_eq!(done["error"], "", "{done}");
    let page = get(&env, "/admin/ratings", Some(&boss)).await;
    assert!(page.text.contains("3 players: 3 added"), "{}", page.text);
    // A file name is data, never markup.
    assert!(
        page.text.contains("&#60;b&#62;list&#60;/b&#62;.xml"),
        "{}",
        page.text
    );
    assert!(!page.text.contains("<b>list"));

    // A broken file: the import fails, says where, and the list stays.
    let status = import(
        &env,
        &boss,
        &csrf,
        "<playerslist><player><fideid>7</fideid><name>Cut",
        "cut.xml",
    )
    .await;
    assert!(status.is_redirection(), "{status}");
    let failed = finished(&env, &boss).await;
    assert!(
        failed["error"].as_str().unwrap().contains("cut.xml"),
        "{failed}"
    );
    let page = get(&env, "/admin/ratings", Some(&boss)).await;
    assert!(
        page.text.contains("the previous list stays"),
        "{}",
        page.text
    );

    // The lookup the registration form uses: each rate type's rating and the club.
    let hits = get(&env, "/api/ratings/search?q=brandt", Some(&boss)).await;
    let hits: Value = serde_json::from_str(&hits.text).unwrap();
    assert_eq!(hits[0]["fide_id"], 4_600_002, "{hits}");
    let hits = get(&env, "/api/ratings/search?q=carlsen", Some(&boss)).await;
    let hits: Value = serde_json::from_str(&hits.text).unwrap();
    assert_eq!(hits[0]["rapid"], 2824, "{hits}");

    // Registering the player the lookup chose: the list completes what the form says.
    let form = format!(
        "csrf={csrf}&name={}&rating=1950&federation=AUT&fide_id=4600002&from_list=fide&rate=standard",
        encode("Brandt, Eva")
    );
    let r = post(&env, "/admin/e/open/players", Some(&boss), &form).await;
    assert!(
        r.status.is_success() || r.status.is_redirection(),
        "{}",
        r.text
    );
    let eva = registered(&env, 2).await;
    assert_eq!(eva.name, "Brandt, Eva");
    assert_eq!(eva.sex, Some(arbiter_core::Sex::Female), "{eva:?}");
    assert_eq!(eva.birth_date.as_deref(), Some("1999"), "{eva:?}");
    assert_eq!(eva.fide_id, Some(4_600_002));

    // A new list: the update page shows the change; nothing changes until it is accepted.
    let status = import(&env, &boss, &csrf, &fide_xml(2131), "list2.xml").await;
    assert!(status.is_redirection());
    assert_eq!(finished(&env, &boss).await["changed"], 1);
    // An arbiter of another event may not see this one's update.
    let r = get(&env, "/admin/e/open/ratings", Some(&ana)).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    let page = get(&env, "/admin/e/open/ratings?list=fide", Some(&boss)).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.text);
    assert!(page.text.contains("One player changes"), "{}", page.text);
    assert!(
        page.text.contains("<td>2050</td><td>2131</td>"),
        "{}",
        page.text
    );
    assert_eq!(player(&env, 1).await["rating"], 2050);
    let version = field(&page.text, "version");

    // Accepting a diff the event has moved past shows it again instead of applying it.
    let stale = format!("csrf={csrf}&list=fide&rate=standard&version=1");
    let r = post(&env, "/admin/e/open/ratings", Some(&boss), &stale).await;
    assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.text);
    assert_eq!(player(&env, 1).await["rating"], 2050);
    // Without the session's token, nothing either.
    let forged = format!("csrf=x&list=fide&rate=standard&version={version}");
    let r = post(&env, "/admin/e/open/ratings", Some(&boss), &forged).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);

    let accept = format!("csrf={csrf}&list=fide&rate=standard&version={version}");
    let r = post(&env, "/admin/e/open/ratings", Some(&boss), &accept).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert!(r.text.contains("One player updated."), "{}", r.text);
    assert!(r.text.contains("up to date"), "{}", r.text);
    let anna = player(&env, 1).await;
    assert_eq!(anna["rating"], 2131, "{anna}");
    // The registered spelling stays.
    assert_eq!(anna["name"], "Mueller, Anna", "{anna}");

    // Rapid ratings, when the event asks for them.
    let page = get(
        &env,
        "/admin/e/open/ratings?list=fide&rate=rapid",
        Some(&boss),
    )
    .await;
    assert!(
        page.text.contains("<td>2131</td><td>2011</td>"),
        "{}",
        page.text
    );
}
