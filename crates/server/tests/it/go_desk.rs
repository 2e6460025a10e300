//! A Go event on the desk, for what issue 43 found left from the first Go issue: the
//! super bar and the handicap games' komi set on the settings form, a round paired while
//! results are missing (the round page and the explanation say which), the results files
//! downloaded in ISO-8859-15 unless asked otherwise, and a Go team tournament run from
//! its teams page (teams, a round of matches, results, team standings).

use crate::support::{Env, encode, env, get, login, post};
use arbiter_store::EventStore;

const NAME: &str = "go-open";

/// A Go McMahon event of eight players, registration closed.
async fn server() -> Env {
    let env = env().await;
    let settings = arbiter_event::Settings {
        name: "Go open".into(),
        system: "mcmahon".into(),
        rounds: 4,
        game: Some("go".into()),
        ..arbiter_event::Settings::default()
    };
    let mut events = Vec::new();
    for (name, rank) in [
        ("Müller, Jörg", "5d"),
        ("Kato, Yuki", "4d"),
        ("Novak, Jan", "2d"),
        ("Berg, Anna", "1d"),
        ("Moreau, Luc", "3k"),
        ("Smit, Eva", "6k"),
        ("Rossi, Paolo", "9k"),
        ("Lind, Ola", "12k"),
    ] {
        events.push(arbiter_event::Event::PlayerRegistered {
            player: arbiter_event::PlayerData {
                name: name.into(),
                go_rank: Some(rank.into()),
                ..arbiter_event::PlayerData::default()
            },
        });
    }
    events.push(arbiter_event::Event::RegistrationClosed {
        order: (1..=8).collect(),
    });
    let store = env.server.store();
    store
        .create(
            NAME,
            "boss",
            &arbiter_event::Event::TournamentCreated { settings },
        )
        .await
        .unwrap();
    store.append(NAME, 1, "boss", &events).await.unwrap();
    env
}

async fn state(env: &Env) -> arbiter_event::State {
    let log = env.server.store().load(NAME).await.unwrap();
    arbiter_event::State::fold(log.iter().map(|r| &r.event)).unwrap()
}

#[tokio::test]
async fn super_bar_komi_missing_results_and_encodings_on_the_desk() {
    let env = server().await;
    let (cookie, csrf) = login(&env, "boss").await;
    let page = get(&env, "/admin/e/go-open", Some(&cookie)).await;
    assert!(page.text.contains("name=\"super_bar\""), "{}", page.text);
    assert!(page.text.contains("name=\"handicap_komi\""));
    let form = |super_bar: &str, komi: &str| {
        format!(
            "csrf={csrf}&title=Go+open&system=mcmahon&rounds=4&super_bar={super_bar}&handicap_komi={komi}"
        )
    };
    // A super bar under the bar is refused, in the desk's words.
    let res = post(
        &env,
        "/admin/e/go-open/settings",
        Some(&cookie),
        &form("2d", "0.5"),
    )
    .await;
    assert_eq!(res.status, 422, "{}", res.text);
    assert!(res.text.contains("super bar"), "{}", res.text);
    let res = post(
        &env,
        "/admin/e/go-open/settings",
        Some(&cookie),
        &form("5d", "0.5"),
    )
    .await;
    assert!(res.status.is_redirection(), "{}", res.text);
    let s = state(&env).await;
    let go = s.settings.go.clone().unwrap();
    assert_eq!(go.super_bar.as_deref(), Some("5d"));
    assert_eq!(go.handicap_komi.as_deref(), Some("0.5"));
    let g = arbiter_event::go_view(&s).unwrap();
    assert_eq!(g.players[0].smms_correction, 1);
    // Round 1, one result in; round 2 paired without the others.
    let res = post(
        &env,
        "/admin/e/go-open/pair/auto",
        Some(&cookie),
        &format!("csrf={csrf}"),
    )
    .await;
    assert!(res.status.is_redirection(), "{}", res.text);
    let res = post(
        &env,
        "/admin/e/go-open/round/1/result",
        Some(&cookie),
        &format!("csrf={csrf}&entry={}", encode("1 B+R")),
    )
    .await;
    assert!(res.status.is_redirection(), "{}", res.text);
    let res = post(
        &env,
        "/admin/e/go-open/pair/auto",
        Some(&cookie),
        &format!("csrf={csrf}"),
    )
    .await;
    assert!(res.status.is_redirection(), "{}", res.text);
    let page = get(&env, "/admin/e/go-open/round/2", Some(&cookie)).await;
    assert!(
        page.text.contains("round 1, boards 2, 3, 4"),
        "{}",
        page.text
    );
    let why = get(&env, "/admin/e/go-open/round/2/explain", Some(&cookie)).await;
    assert!(
        why.text
            .contains("Paired without the results of round 1, boards 2, 3, 4"),
        "{}",
        why.text
    );
    // The EGF file in ISO-8859-15, as its header says; UTF-8 when asked.
    for (path, charset) in [
        ("/e/go-open/export.h9", "text/plain; charset=iso-8859-15"),
        (
            "/e/go-open/export.h9?encoding=utf-8",
            "text/plain; charset=utf-8",
        ),
        ("/e/go-open/export.tou", "text/plain; charset=iso-8859-15"),
        ("/e/go-open/export.xml", "application/xml; charset=utf-8"),
    ] {
        let res = get(&env, path, None).await;
        assert_eq!(res.status, 200, "{path}");
        assert_eq!(res.headers["content-type"], charset, "{path}");
    }
    let utf8 = get(&env, "/e/go-open/export.h9?encoding=utf-8", None).await;
    assert!(utf8.text.contains("Müller"), "{}", utf8.text);
    let res = get(&env, "/e/go-open/export.h9?encoding=ebcdic", None).await;
    assert_eq!(res.status, 400);
}

#[tokio::test]
async fn a_go_team_tournament_from_its_teams_page() {
    let env = server().await;
    let (cookie, csrf) = login(&env, "boss").await;
    let page = get(&env, "/admin/e/go-open/go-teams", Some(&cookie)).await;
    assert_eq!(page.status, 200, "{}", page.text);
    let change = |body: String| {
        let env = &env;
        let cookie = cookie.clone();
        async move { post(env, "/admin/e/go-open/go-teams", Some(&cookie), &body).await }
    };
    let res = change(format!("csrf={csrf}&action=rules&size=2")).await;
    assert!(res.status.is_redirection(), "{}", res.text);
    for (team, players) in [
        ("Red", "1,2"),
        ("Blue", "3,4"),
        ("Green", "5,6"),
        ("White", "7 8"),
    ] {
        let res = change(format!(
            "csrf={csrf}&action=add&team={team}&players={}",
            encode(players)
        ))
        .await;
        assert!(res.status.is_redirection(), "{}", res.text);
    }
    // A player in two teams is refused on the page.
    let res = change(format!("csrf={csrf}&action=add&team=Grey&players=1")).await;
    assert_eq!(res.status, 422, "{}", res.text);
    assert!(res.text.contains("plays for team"), "{}", res.text);
    let page = get(&env, "/admin/e/go-open/go-teams", Some(&cookie)).await;
    for team in ["Red", "Blue", "Green", "White"] {
        assert!(page.text.contains(team), "{}", page.text);
    }
    // A match that is not one, then the matches given.
    let res = post(
        &env,
        "/admin/e/go-open/go-teams/pair",
        Some(&cookie),
        &format!("csrf={csrf}&matches=Red"),
    )
    .await;
    assert_eq!(res.status, 400, "{}", res.text);
    let res = post(
        &env,
        "/admin/e/go-open/go-teams/pair",
        Some(&cookie),
        &format!("csrf={csrf}&matches={}", encode("Red-Green, Blue-White")),
    )
    .await;
    assert!(res.status.is_redirection(), "{}", res.text);
    let s = state(&env).await;
    let round = &s.tournament.rounds()[0];
    assert_eq!(round.games().len(), 4);
    // Board k against board k: Red's 1 and 2 meet Green's 5 and 6.
    let met = |a: u32, b: u32| {
        round.games().iter().any(|g| {
            let (w, k) = (g.white.get(), g.black.get());
            (w, k) == (a, b) || (w, k) == (b, a)
        })
    };
    assert!(met(1, 5) && met(2, 6) && met(3, 7) && met(4, 8));
    for board in 1..=4 {
        let res = post(
            &env,
            "/admin/e/go-open/round/1/result",
            Some(&cookie),
            &format!("csrf={csrf}&entry={board}+W%2BR"),
        )
        .await;
        assert!(res.status.is_redirection(), "{}", res.text);
    }
    // The page's standings are the event's.
    let page = get(&env, "/admin/e/go-open/go-teams", Some(&cookie)).await;
    let g = arbiter_event::go_view(&state(&env).await).unwrap();
    let st = arbiter_standings::go_team::go_team_standings(&g, 1);
    let body = page.text.split("go-team-standings").nth(1).unwrap();
    let mut at = 0;
    for row in &st.rows {
        let name = &g.teams.teams[row.team].name;
        let found = body[at..].find(name.as_str()).unwrap();
        at += found;
    }
}
