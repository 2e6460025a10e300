//! Every page and read of the public site, the API and the desk, for events in every state
//! an event can be in: empty, registration open, a round paired without results, a round
//! half entered, finished, with withdrawals, byes and absences, with odd settings (round
//! dates given as YYYY/MM/DD, a tie-break list of one code), a team event, a deleted one.
//! No answer may be a server error.

use crate::support::{Cred, Env, api, call, env, login};
use serde_json::{Value, json};

/// Creates `name` with `settings` (the name and system filled in), and `players` players
/// rated from 2200 down.
async fn create(env: &Env, name: &str, mut settings: Value, players: u32) {
    settings["name"] = json!(format!("Event {name}"));
    if settings.get("system").is_none() {
        settings["system"] = json!("dutch");
    }
    api(
        env,
        "POST",
        "/api/events",
        json!({"name": name, "settings": settings}),
    )
    .await;
    if players > 0 {
        let list: Vec<Value> = (1..=players)
            .map(|i| json!({"name": format!("Player {i:02}, Ann"), "rating": 2200 - i * 10}))
            .collect();
        api(
            env,
            "POST",
            &format!("/api/events/{name}/players"),
            json!(list),
        )
        .await;
    }
}

/// Pairs the next round of `name`; enters a result on the first `results` boards (all of
/// them for `None`).
async fn play(env: &Env, name: &str, round: u16, results: Option<usize>) {
    let r = api(
        env,
        "POST",
        &format!("/api/events/{name}/pairing/auto"),
        json!({}),
    )
    .await;
    let boards = r["boards"].as_array().map_or(0, Vec::len).max(
        api(
            env,
            "GET",
            &format!("/api/events/{name}/rounds/{round}"),
            json!(null),
        )
        .await["boards"]
            .as_array()
            .map_or(0, Vec::len),
    );
    for board in 1..=results.unwrap_or(boards).min(boards) {
        let result = ["1-0", "1/2", "0-1", "+-"][board % 4];
        let path = format!("/api/events/{name}/rounds/{round}/boards/{board}");
        api(env, "PUT", &path, json!({ "result": result })).await;
    }
}

/// The events, by name, with the number of rounds each has paired.
async fn events(env: &Env) -> Vec<(&'static str, u16)> {
    create(env, "empty", json!({"rounds": 5}), 0).await;
    create(env, "registration", json!({"rounds": 5}), 6).await;

    create(env, "paired", json!({"rounds": 5}), 9).await;
    api(env, "POST", "/api/events/paired/close", json!(null)).await;
    play(env, "paired", 1, Some(0)).await;

    // Withdrawals, requested byes and an absence; round 2 half entered.
    create(env, "midround", json!({"rounds": 5}), 10).await;
    api(env, "POST", "/api/events/midround/close", json!(null)).await;
    for (player, status) in [(3, "half_bye"), (4, "absent")] {
        let body = json!({"player": player, "round": 1, "status": status});
        api(env, "PUT", "/api/events/midround/availability", body).await;
    }
    play(env, "midround", 1, None).await;
    let body = json!({"from_round": 2});
    api(env, "POST", "/api/events/midround/players/5/withdraw", body).await;
    let body = json!({"player": 6, "round": 4, "status": "zero_bye"});
    api(env, "PUT", "/api/events/midround/availability", body).await;
    play(env, "midround", 2, Some(1)).await;

    // Finished, with round dates given as YYYY/MM/DD and one tie-break.
    let dates = json!(["2026/11/27", "2026/11/27", "2026/11/28"]);
    create(
        env,
        "finished",
        json!({"rounds": 3, "round_dates": dates, "tiebreaks": "BH"}),
        7,
    )
    .await;
    api(env, "POST", "/api/events/finished/close", json!(null)).await;
    for round in 1..=3 {
        if round == 2 {
            let body = json!({"from_round": 3});
            api(env, "POST", "/api/events/finished/players/2/withdraw", body).await;
        }
        play(env, "finished", round, None).await;
    }

    // A team event with a round paired.
    let settings = json!({"system": "swiss-team", "rounds": 3, "team": {"boards": 2}});
    create(env, "league", settings, 8).await;
    for k in 0..4u32 {
        let team = json!({"name": format!("Team {}", k + 1), "members": [2 * k + 1, 2 * k + 2]});
        api(env, "POST", "/api/events/league/teams", team).await;
    }
    api(env, "POST", "/api/events/league/close", json!(null)).await;
    api(env, "POST", "/api/events/league/pairing/auto", json!({})).await;

    vec![
        ("empty", 0),
        ("registration", 0),
        ("paired", 1),
        ("midround", 2),
        ("finished", 3),
        ("league", 1),
    ]
}

/// The requests for a route pattern and an event: every round from 1 to one past the
/// last paired, a player, each file a page offers.
fn paths(pattern: &str, name: &str, rounds: u16) -> Vec<String> {
    let mut out = vec![pattern.replace("{name}", name).replace("{festival}", name)];
    for (key, values) in [
        (
            "{round}",
            (1..=rounds + 1).map(|r| r.to_string()).collect::<Vec<_>>(),
        ),
        ("{rank}", vec!["1".into(), "5".into()]),
        ("{board}", vec!["1".into()]),
        (
            "{file}",
            ["standings.pdf", "it3.html", "rating.svg", "1.pgn"]
                .map(str::to_string)
                .to_vec(),
        ),
    ] {
        out = out
            .into_iter()
            .flat_map(|p| {
                if p.contains(key) {
                    values.iter().map(|v| p.replace(key, v)).collect()
                } else {
                    vec![p]
                }
            })
            .collect();
    }
    out
}

/// The status of a live stream, without waiting for its body.
async fn stream_status(env: &Env, path: &str) -> axum::http::StatusCode {
    use tower::ServiceExt;
    let req = axum::http::Request::get(path)
        .body(axum::body::Body::empty())
        .unwrap();
    env.server.router().oneshot(req).await.unwrap().status()
}

#[tokio::test]
async fn no_read_of_an_event_in_any_state_is_a_server_error() {
    let env = env().await;
    let events = events(&env).await;
    // A deleted event, too.
    create(&env, "deleted", json!({"rounds": 3}), 4).await;
    call(
        &env,
        "DELETE",
        "/api/events/deleted",
        Cred::Bearer(&env.admin),
        "",
        "",
    )
    .await;
    let (session, _) = login(&env, "boss").await;
    let mut checked = 0;
    let mut failures = Vec::new();
    let routes = arbiter_server::Server::routes();
    for (name, rounds) in events.iter().copied().chain([("deleted", 0)]) {
        for &(method, pattern) in &routes {
            if method != "GET" {
                continue;
            }
            // The public site as a visitor, the API with a token, the desk signed in.
            let who = if pattern.starts_with("/api") {
                Cred::Bearer(&env.admin)
            } else if pattern.starts_with("/admin") || pattern.starts_with("/captain") {
                Cred::Cookie(&session)
            } else {
                Cred::Nobody
            };
            for path in paths(pattern, name, rounds) {
                let (status, text) = if path.ends_with("/live") {
                    // A live stream's body never ends: its status is the answer.
                    (stream_status(&env, &path).await, String::new())
                } else {
                    let answer = call(&env, "GET", &path, who, "", "").await;
                    (answer.status, answer.text)
                };
                checked += 1;
                if status.is_server_error() {
                    failures.push(format!(
                        "{path} ({who:?}): {status} {}",
                        text.chars().take(300).collect::<String>()
                    ));
                }
            }
        }
    }
    assert!(checked > 200, "{checked} requests");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
