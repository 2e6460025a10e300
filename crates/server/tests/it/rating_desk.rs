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

/// The EGF list's players: PIN, name, country, club, grade, GoR, placed as the European
/// Go Database publishes the list (PIN in characters 2-9, name from 12, country from 50,
/// club from 54, grade in 61-63, GoR in 72-75).
fn egf_list(lie: (&str, i32)) -> String {
    let players = [
        ("10000001", "Aas Kari", "NO", "Oslo", "3d", 2290),
        ("10000004", "Lie Per", "NO", "Oslo", lie.0, lie.1),
        ("10000005", "Moe Siri", "DK", "Kobe", "12k", 905),
    ];
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

async fn import_egf(env: &Env, cookie: &str, csrf: &str, text: &str) {
    let r = post_multipart(
        env,
        "/admin/ratings/import",
        Some(cookie),
        &[
            ("csrf", csrf),
            ("list", "egf"),
            ("name", ""),
            ("rate", "standard"),
        ],
        &[("file", "allworld_lp.html", text.as_bytes())],
    )
    .await;
    assert!(r.status.is_redirection(), "{}", r.text);
    let done = finished(env, cookie).await;
    assert_eq!(done["error"], "", "{done}");
}

/// A Go event's players from the EGF list on every path of the web app (issue 43): the
/// lookup's hits carry grade and GoR, the API registers a player given by PIN alone, the
/// registration form completes the player the lookup chose, a CSV's PIN column is filled
/// from the list, the card shows the PIN, and the update page compares grade and GoR.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn go_players_come_from_the_egf_list_on_every_path() {
    let env = env().await;
    api(
        &env,
        "POST",
        "/api/events",
        json!({"name": "go", "settings": {"name": "Go Cup", "system": "mcmahon", "rounds": 3,
            "game": "go", "time_control": "60m+5x30s", "federation": "NO", "city": "Oslo"}}),
    )
    .await;
    let (boss, csrf) = login(&env, "boss").await;
    import_egf(&env, &boss, &csrf, &egf_list(("20k", -150))).await;

    let hits = get(&env, "/api/ratings/search?q=10000004", Some(&boss)).await;
    let hits: Value = serde_json::from_str(&hits.text).unwrap();
    assert_eq!(hits[0]["grade"], "20k", "{hits}");
    assert_eq!(hits[0]["go_rating"], -150, "{hits}");
    assert_eq!(hits[0]["list_kind"], "egf", "{hits}");
    assert_eq!(hits[0]["national_id"], "10000004", "{hits}");

    // The API: a PIN is enough.
    api(
        &env,
        "POST",
        "/api/events/go/players",
        json!({"name": "", "egf_pin": "10000004"}),
    )
    .await;
    let lie = registered_in(&env, "go", 1).await;
    assert_eq!(lie.name, "Lie, Per");
    assert_eq!(lie.go_rank, "20k".parse().ok());
    assert_eq!(lie.go_rating, Some(-150));
    assert_eq!(lie.federation.as_deref(), Some("NO"));

    // The form, as the lookup fills it.
    let form = format!(
        "csrf={csrf}&name={}&rank=3d&go_rating=2290&federation=NO&egf_pin=10000001&from_list=egf",
        encode("Aas, Kari")
    );
    let r = post(&env, "/admin/e/go/players", Some(&boss), &form).await;
    assert!(
        r.status.is_success() || r.status.is_redirection(),
        "{}",
        r.text
    );
    let aas = registered_in(&env, "go", 2).await;
    assert_eq!(
        aas.go_ids.get(arbiter_core::GoBody::Egf).as_deref(),
        Some("10000001")
    );
    assert_eq!(aas.club.as_deref(), Some("Oslo"), "{aas:?}");

    // A CSV with a PIN column.
    let form = format!(
        "csrf={csrf}&csv={}",
        encode("name,EGF PIN\n\"Moe, Siri\",10000005\n")
    );
    let r = post(&env, "/admin/e/go/players/import", Some(&boss), &form).await;
    assert!(
        r.status.is_success() || r.status.is_redirection(),
        "{}",
        r.text
    );
    let moe = registered_in(&env, "go", 3).await;
    assert_eq!(moe.go_rank, "12k".parse().ok(), "{moe:?}");
    assert_eq!(moe.go_rating, Some(905), "{moe:?}");

    // The card gives the PIN and the GoR.
    let card = get(&env, "/e/go/player/1", None).await;
    assert!(
        card.text.contains("EGF PIN")
            && card.text.contains("10000004")
            && card.text.contains("-150"),
        "{}",
        card.text
    );

    // A new list: the update page shows grade and GoR against the event's.
    import_egf(&env, &boss, &csrf, &egf_list(("18k", 55))).await;
    let page = get(&env, "/admin/e/go/ratings?list=egf", Some(&boss)).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.text);
    assert!(
        page.text.contains("<td>20k</td><td>18k</td>"),
        "{}",
        page.text
    );
    assert!(
        page.text.contains("<td>-150</td><td>55</td>"),
        "{}",
        page.text
    );
}

/// Player `rank` of event `event` as its log holds it.
async fn registered_in(env: &Env, event: &str, rank: u32) -> arbiter_core::Player {
    let (state, _) = arbiter_store::state(env.server.store(), event)
        .await
        .unwrap();
    state
        .tournament
        .player(arbiter_core::PlayerId::from_index(rank as usize - 1))
        .unwrap()
        .clone()
}
