//! The players' own pages over HTTP: links issued at the desk (shown once, with their QR
//! codes), the page a link opens, its forms (CSRF, a token acting only for its player),
//! check-in holding the pairing back, result reports entered or flagged, and the public
//! entry form with the desk accepting an entry.

use crate::support::{self, Env, encode, field, get, login, post};
use axum::http::StatusCode;
use serde_json::json;

/// A four-player Swiss of three rounds whose players report results (agreeing reports
/// entered), may ask one half-point bye, and check in for round 2; round 1 paired.
async fn event(env: &Env) {
    support::api(
        env,
        "POST",
        "/api/events",
        json!({"name": "club", "settings": {"name": "Club Open", "system": "dutch", "rounds": 3,
            "online": {"check_in": ["", "2099-01-01 10:00"], "half_byes": 1, "reports": "auto"}}}),
    )
    .await;
    let players: Vec<_> = [
        ("Ames, Ann", 2100, 1_000_001),
        ("Bell, Bo", 2000, 1_000_002),
        ("Cole, Cy", 1900, 1_000_003),
        ("Dunn, Di", 1800, 1_000_004),
    ]
    .iter()
    .map(|(n, r, id)| json!({"name": n, "rating": r, "fide_id": id, "birth_date": "1990/01/01"}))
    .collect();
    support::api(env, "POST", "/api/events/club/players", json!(players)).await;
    support::api(env, "POST", "/api/events/club/close", json!({})).await;
    support::api(env, "POST", "/api/events/club/pairing/auto", json!({})).await;
}

/// Every link on a slips page: (start rank, token).
fn links(html: &str) -> Vec<(u32, String)> {
    let mut out = Vec::new();
    for part in html.split("data-player=\"").skip(1) {
        let n: u32 = part.split('"').next().unwrap().parse().unwrap();
        let token = part
            .split("/p/")
            .nth(1)
            .unwrap()
            .chars()
            .take_while(char::is_ascii_hexdigit)
            .collect();
        out.push((n, token));
    }
    out
}

/// A player's page and the cookie holding its CSRF token.
async fn open(env: &Env, token: &str) -> (String, String) {
    let page = get(env, &format!("/p/{token}"), None).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.text);
    assert_eq!(
        page.headers.get("cache-control").unwrap(),
        "no-store",
        "a page opened by a credential is not kept"
    );
    let cookie = page.cookie("arbiter_player_csrf").unwrap();
    (page.text, cookie)
}

#[tokio::test]
async fn a_link_opens_its_players_page_and_acts_only_for_them() {
    let env = support::env().await;
    event(&env).await;
    let (session, csrf) = login(&env, "boss").await;
    let slips = post(
        &env,
        "/admin/e/club/online/links",
        Some(&session),
        &format!("csrf={csrf}&player=missing"),
    )
    .await;
    assert_eq!(slips.status, StatusCode::OK, "{}", slips.text);
    assert_eq!(slips.headers.get("cache-control").unwrap(), "no-store");
    assert!(slips.text.contains("<svg"), "each slip has its QR code");
    let tokens = links(&slips.text);
    assert_eq!(tokens.len(), 4, "{}", slips.text);
    // The log keeps digests, never a token.
    let log = get(&env, "/api/events/club/log", None).await;
    for (_, t) in &tokens {
        assert_eq!(t.len(), 64);
        assert!(!log.text.contains(t.as_str()));
    }
    let token = |n: u32| tokens.iter().find(|(p, _)| *p == n).unwrap().1.clone();

    // Player 1's page: their board, opponent and colour; nobody's FIDE id or birth date.
    let (page, cookie) = open(&env, &token(1)).await;
    assert!(page.contains("Ames, Ann"), "{page}");
    let next = page.split("id=\"next-game\"").nth(1).unwrap();
    let opponent = ["Bell, Bo", "Cole, Cy", "Dunn, Di"]
        .into_iter()
        .find(|o| next.split("</section>").next().unwrap().contains(o))
        .unwrap();
    for private in ["1000002", "1000003", "1000004", "1990"] {
        assert!(!page.contains(private), "{private} shown");
    }
    // A wrong token, or anything that is not a token, is a page that is not there.
    let wrong = format!("{}0", &token(1)[..63]);
    let wrong = if wrong == token(1) {
        format!("{}1", &token(1)[..63])
    } else {
        wrong
    };
    assert_eq!(
        get(&env, &format!("/p/{wrong}"), None).await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        get(&env, "/p/club", None).await.status,
        StatusCode::NOT_FOUND
    );

    // Forms need the page's CSRF token.
    let report = |tok: String, cookie: String, csrf: String, board: u32, result: &str| {
        let env = &env;
        let body = format!(
            "csrf={csrf}&round=1&board={board}&result={}",
            encode(result)
        );
        async move { post(env, &format!("/p/{tok}/report"), Some(&cookie), &body).await }
    };
    let r = report(token(1), cookie.clone(), "forged".into(), 1, "1-0").await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    let page_csrf = field(&page, "csrf");
    // Board 1 is player 1's (the top seed plays board 1): White wins.
    let r = report(token(1), cookie.clone(), page_csrf.clone(), 1, "1-0").await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    // Another player's token acts only for its own player: not on board 1, refused.
    let (p2page, c2) = open(&env, &token(2)).await;
    let on_board_1 = next.contains("Bell, Bo") || opponent == "Bell, Bo";
    let r = report(token(2), c2.clone(), field(&p2page, "csrf"), 1, "0-1").await;
    if on_board_1 {
        assert_eq!(r.status, StatusCode::SEE_OTHER);
    } else {
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.text);
        assert!(r.text.contains("does not play on board 1"), "{}", r.text);
    }
    // The opponent agrees: the result is entered.
    let opp_rank = match opponent {
        "Bell, Bo" => 2,
        "Cole, Cy" => 3,
        _ => 4,
    };
    let (opage, oc) = open(&env, &token(opp_rank)).await;
    let r = report(token(opp_rank), oc, field(&opage, "csrf"), 1, "1-0").await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    let round = get(&env, "/api/events/club/rounds/1", None).await;
    assert!(round.text.contains("1-0"), "{}", round.text);

    // Board 2 disagrees: flagged at the desk, never entered.
    let others: Vec<u32> = (2..=4).filter(|&p| p != opp_rank).collect();
    for (p, result) in others.iter().zip(["1-0", "0-1"]) {
        let (pg, c) = open(&env, &token(*p)).await;
        let r = report(token(*p), c, field(&pg, "csrf"), 2, result).await;
        assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    }
    let desk = get(&env, "/admin/e/club/online", Some(&session)).await;
    assert!(desk.text.contains("class=\"disagree\""), "{}", desk.text);
    let round = get(&env, "/api/events/club/rounds/1", None).await;
    let v: serde_json::Value = serde_json::from_str(&round.text).unwrap();
    assert_eq!(v["boards"][1]["result"], serde_json::Value::Null, "{v}");

    // The arbiter decides; round 2's check-in is open, so pairing waits.
    support::api(
        &env,
        "PUT",
        "/api/events/club/rounds/1/boards/2",
        json!({"result": "1/2"}),
    )
    .await;
    let (pg, c) = open(&env, &token(3)).await;
    let r = post(
        &env,
        &format!("/p/{}/ask", token(3)),
        Some(&c),
        &format!("csrf={}&round=2&ask=check_in", field(&pg, "csrf")),
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    let (pg, _) = open(&env, &token(3)).await;
    assert!(pg.contains("id=\"check-in\""), "{pg}");
    let r = support::call(
        &env,
        "POST",
        "/api/events/club/pairing/auto",
        support::Cred::Bearer(&env.admin),
        "application/json",
        "{}",
    )
    .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.text);
    assert!(r.text.contains("check-in is open"), "{}", r.text);
    let v = support::api(
        &env,
        "POST",
        "/api/events/club/pairing/auto",
        json!({"unchecked": "play"}),
    )
    .await;
    assert_eq!(v["round"], 2);
}

#[tokio::test]
async fn the_public_entry_form_takes_an_entry_that_waits_for_the_arbiter() {
    let env = support::env().await;
    support::api(
        &env,
        "POST",
        "/api/events",
        json!({"name": "open", "settings": {"name": "Open", "system": "dutch", "rounds": 5}}),
    )
    .await;
    let page = get(&env, "/e/open/entry", None).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.text.contains("id=\"entry-closed\""), "{}", page.text);
    let (session, csrf) = login(&env, "boss").await;
    let r = post(
        &env,
        "/admin/e/open/online/rules",
        Some(&session),
        &format!("csrf={csrf}&entry_open=1&entry_limit=10&reports=confirm"),
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    let page = get(&env, "/e/open/entry", None).await;
    assert!(page.text.contains("id=\"entry-form\""), "{}", page.text);
    let cookie = page.cookie("arbiter_entry_csrf").unwrap();
    let body = format!(
        "csrf={}&name={}&rating=1750&federation=nor",
        field(&page.text, "csrf"),
        encode("<b>Lie</b>, Bo")
    );
    let r = post(&env, "/e/open/entry", Some(&cookie), &body).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    // The same player again is a duplicate.
    let again = post(&env, "/e/open/entry", Some(&cookie), &body).await;
    assert_eq!(
        again.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        again.text
    );
    assert!(again.text.contains("already entered"), "{}", again.text);
    let desk = get(&env, "/admin/e/open/online", Some(&session)).await;
    assert!(
        desk.text.contains("&#60;b&#62;Lie&#60;/b&#62;, Bo") && !desk.text.contains("<b>Lie"),
        "{}",
        desk.text
    );
    let r = post(
        &env,
        "/admin/e/open/online/entries",
        Some(&session),
        &format!("csrf={csrf}&entry=all&action=accept"),
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    let players = get(&env, "/api/events/open/players", None).await;
    assert!(players.text.contains("NOR"), "{}", players.text);
}
