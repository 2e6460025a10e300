//! The arbiter desk speaks the visitor's language: every tab of an event with players, a
//! paired round and teams, read by an arbiter whose browser asks for Russian, is in
//! Russian, with numbers and dates as Russian writes them, and no message key shows
//! through. Every key the desk's templates and sources use exists in all six languages.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_i18n::Lang;
use arbiter_server::{Options, Role, Server};
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use serde_json::{Value, json};
use std::collections::BTreeSet;
use tower::ServiceExt;

const PASSWORD: &str = "a good password";

struct Env {
    _dir: tempfile::TempDir,
    server: Server,
    token: String,
}

struct Answer {
    status: StatusCode,
    headers: axum::http::HeaderMap,
    text: String,
}

async fn env() -> Env {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("arbiter.db");
    let server = Server::open(db.to_str().unwrap(), Options::default())
        .await
        .unwrap();
    let acc = server.accounts();
    acc.add_user("boss", Role::Admin, PASSWORD).await.unwrap();
    acc.add_user("cap1", Role::Captain, PASSWORD).await.unwrap();
    let token = acc.create_token("boss", "test").await.unwrap();
    Env {
        _dir: dir,
        server,
        token,
    }
}

async fn send(env: &Env, req: Request<Body>) -> Answer {
    let res = env.server.router().oneshot(req).await.unwrap();
    let status = res.status();
    let headers = res.headers().clone();
    let bytes = res.into_body().collect().await.unwrap().to_bytes();
    Answer {
        status,
        headers,
        text: String::from_utf8_lossy(&bytes).into_owned(),
    }
}

/// An API call with the admin's token that must answer `want`.
async fn api(env: &Env, method: &str, path: &str, body: Option<Value>, want: StatusCode) -> Value {
    let mut b = Request::builder()
        .method(method)
        .uri(path)
        .header(header::AUTHORIZATION, format!("Bearer {}", env.token));
    let body = match body {
        Some(v) => {
            b = b.header(header::CONTENT_TYPE, "application/json");
            Body::from(v.to_string())
        }
        None => Body::empty(),
    };
    let r = send(env, b.body(body).unwrap()).await;
    assert_eq!(r.status, want, "{method} {path}: {}", r.text);
    serde_json::from_str(&r.text).unwrap_or(Value::Null)
}

/// The value of the first input named `name`.
fn field(html: &str, name: &str) -> String {
    let key = format!("name=\"{name}\" value=\"");
    let start = html
        .find(&key)
        .unwrap_or_else(|| panic!("no {name} in {html}"))
        + key.len();
    html[start..].split('"').next().unwrap().to_string()
}

/// Logs `user` in through the form; the session cookie and its CSRF token.
async fn login(env: &Env, user: &str) -> (String, String) {
    let page = send(env, Request::get("/login").body(Body::empty()).unwrap()).await;
    let login_cookie = page
        .headers
        .get(header::SET_COOKIE)
        .unwrap()
        .to_str()
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_string();
    let body = format!(
        "csrf={}&login={user}&password={}",
        field(&page.text, "csrf"),
        PASSWORD.replace(' ', "+")
    );
    let r = send(
        env,
        Request::post("/login")
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .header(header::COOKIE, &login_cookie)
            .body(Body::from(body))
            .unwrap(),
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    let session = r
        .headers
        .get_all(header::SET_COOKIE)
        .iter()
        .map(|v| v.to_str().unwrap().split(';').next().unwrap().to_string())
        .find(|c| c.starts_with("arbiter_session="))
        .unwrap();
    // Arbiters land on the desk, captains on their teams: both pages carry the token.
    let landing = r.headers.get(header::LOCATION).unwrap().to_str().unwrap();
    let home = get(env, landing, &session, None).await;
    let csrf = field(&home.text, "csrf");
    (session, csrf)
}

/// A page read with the session `cookie`, the browser asking for `accept` languages.
async fn get(env: &Env, path: &str, cookie: &str, accept: Option<&str>) -> Answer {
    let mut b = Request::get(path).header(header::COOKIE, cookie);
    if let Some(a) = accept {
        b = b.header(header::ACCEPT_LANGUAGE, a);
    }
    send(env, b.body(Body::empty()).unwrap()).await
}

/// A form posted with the session `cookie` in Russian.
async fn post(env: &Env, path: &str, cookie: &str, body: &str, fetch: bool) -> Answer {
    let mut b = Request::post(path)
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .header(header::COOKIE, cookie)
        .header(header::ACCEPT_LANGUAGE, "ru-RU,ru;q=0.9,en;q=0.5");
    if fetch {
        b = b.header("x-requested-with", "fetch");
    }
    send(env, b.body(Body::from(body.to_string())).unwrap()).await
}

/// The keys of the common terms and of the desk, which a page shows as themselves when
/// a message is missing.
fn keys_that_must_not_show() -> Vec<String> {
    let en = arbiter_i18n::keys(Lang::En);
    let mut out: Vec<String> = en
        .get("common.ftl")
        .into_iter()
        .flatten()
        .filter(|k| k.contains('-'))
        .cloned()
        .collect();
    out.push("web-desk-".to_string());
    out
}

/// An individual event with eight players, round 1 paired by the engine, a win and a draw
/// entered; a team event with four teams, round 1 paired.
async fn events(env: &Env) {
    let settings = json!({"name": "Spring Open", "system": "dutch", "rounds": 5,
        "start_date": "2026/03/01", "end_date": "2026/03/03"});
    api(
        env,
        "POST",
        "/api/events",
        Some(json!({"name": "open", "settings": settings})),
        StatusCode::CREATED,
    )
    .await;
    let players: Vec<Value> = (1..=8)
        .map(|i| json!({"name": format!("Игрок {i}"), "rating": 2000 - i * 10}))
        .collect();
    api(
        env,
        "POST",
        "/api/events/open/players",
        Some(json!(players)),
        StatusCode::OK,
    )
    .await;
    api(env, "POST", "/api/events/open/close", None, StatusCode::OK).await;
    api(
        env,
        "POST",
        "/api/events/open/pairing/auto",
        None,
        StatusCode::CREATED,
    )
    .await;
    for (board, result) in [(1, "1-0"), (2, "1/2")] {
        let path = format!("/api/events/open/rounds/1/boards/{board}");
        api(
            env,
            "PUT",
            &path,
            Some(json!({ "result": result })),
            StatusCode::OK,
        )
        .await;
    }

    let settings = json!({"name": "Club League", "system": "swiss-team", "rounds": 3,
        "start_date": "2026/03/01",
        "team": {"boards": 4, "lineup_deadlines": ["2999-12-31 23:59", "2999-12-31 23:59", "2999-12-31 23:59"]}});
    api(
        env,
        "POST",
        "/api/events",
        Some(json!({"name": "cup", "settings": settings})),
        StatusCode::CREATED,
    )
    .await;
    let players: Vec<Value> = (0..20)
        .map(|i| json!({"name": format!("Член {i:02}"), "rating": 2400 - i * 10}))
        .collect();
    api(
        env,
        "POST",
        "/api/events/cup/players",
        Some(json!(players)),
        StatusCode::OK,
    )
    .await;
    for k in 0..4u32 {
        let mut team = json!({"name": format!("Команда {}", k + 1),
            "members": (1..=5).map(|i| 5 * k + i).collect::<Vec<_>>()});
        if k == 0 {
            team["captain"] = json!("cap1");
        }
        api(
            env,
            "POST",
            "/api/events/cup/teams",
            Some(team),
            StatusCode::CREATED,
        )
        .await;
    }
    api(env, "POST", "/api/events/cup/close", None, StatusCode::OK).await;
    api(
        env,
        "POST",
        "/api/events/cup/pairing/auto",
        None,
        StatusCode::CREATED,
    )
    .await;
}

/// Checks that `page` at `path` answered 200 in Russian: each of `russian` is on it, no
/// English text of the desk is, and no message key shows through.
fn in_russian(path: &str, page: &Answer, russian: &[&str]) {
    assert_eq!(page.status, StatusCode::OK, "{path}: {}", page.text);
    for want in russian {
        assert!(
            page.text.contains(want),
            "{path}: no {want:?} in {}",
            page.text
        );
    }
    for key in keys_that_must_not_show() {
        assert!(
            !page.text.contains(&key),
            "{path}: the key {key} shows: {}",
            page.text
        );
    }
    // English words the desk's pages used to carry, which a Russian page must not.
    for english in [
        "Arbiter desk",
        "Log out",
        "Event &amp; players",
        "Register a",
        "Late entry",
        "Pair round",
        "Results 1",
        "History",
        "Prizes",
        "Save the",
        " players ·",
        "registration closed",
        "Lineups of round",
        "Matches of round",
        "(empty board)",
        "Bracket of",
    ] {
        assert!(
            !page.text.contains(english),
            "{path}: English {english:?} on {}",
            page.text
        );
    }
}

#[tokio::test]
async fn the_desk_speaks_russian_to_an_arbiter_who_asks_for_it() {
    let env = env().await;
    events(&env).await;
    let (session, csrf) = login(&env, "boss").await;
    let ru = Some("ru-RU,ru;q=0.9,en;q=0.5");
    let today = time::OffsetDateTime::now_utc().date();
    let ru_date = |d: time::Date| format!("{:02}.{:02}.{}", d.day(), u8::from(d.month()), d.year());

    let pages: &[(&str, &[&str])] = &[
        (
            "/admin",
            &[
                "Судейский стол",
                "Новый турнир",
                "Швейцарская (голландская)",
                "Русский",
            ],
        ),
        (
            "/admin/users",
            &[
                "Пользователи",
                "Добавить или изменить пользователя",
                "судья",
                "капитан",
            ],
        ),
        (
            "/admin/e/open",
            &[
                "Поздняя регистрация",
                "8 участников",
                "тур 1 из 5",
                "регистрация закрыта",
                "Сохранить настройки",
                ">0,5<",
                "Исправить",
            ],
        ),
        (
            "/admin/e/open/pair",
            &[
                "Жеребьёвка 2-го тура",
                "Участники жеребьёвки",
                "Цвета",
                ">0,5<",
            ],
        ),
        (
            "/admin/e/open/round/1",
            &[
                "Тур 1: результаты",
                "Белые",
                "Чёрные",
                "Отменить 1-й тур",
                "Как программа провела жеребьёвку",
            ],
        ),
        (
            "/admin/e/open/round/1/explain",
            &[
                "Тур 1: как программа провела жеребьёвку",
                "Очковая группа 0,0",
                "Это тур в том виде, в каком программа провела жеребьёвку.",
            ],
        ),
        (
            "/admin/e/open/log",
            &[
                "Когда",
                "турнир создан",
                "жеребьёвка тура проведена",
                "результат введён",
                "Создан турнир «Spring Open»: dutch, 5 туров",
                "Тур 1, доска 2: 1/2",
            ],
        ),
        (
            "/admin/e/open/prizes?prizes=1000%2C500&categories=rating%3D-1960%3A80",
            &[
                "Список призов",
                "1-е место",
                "1\u{202f}000",
                "Рейтинг до 1960: 1-й приз",
            ],
        ),
        (
            "/admin/e/open/norms",
            &[
                "Нормы на звания",
                "Вид турнира",
                "Невыполненные нормы",
                "не хватает 8 партий (засчитано 1 из 9)",
            ],
        ),
        (
            "/admin/e/open/players/1/edit",
            &["Исправить данные участника 1", "Сохранить исправление"],
        ),
        (
            "/admin/e/cup/teams",
            &[
                "Команды",
                "Составы на 2-й тур",
                "Матчи 1-го тура",
                "Хозяева",
                "Гости",
                "Засчитать матч за неявку",
            ],
        ),
        (
            "/admin/e/cup/pair",
            &["Жеребьёвка 2-го тура", "Команды для жеребьёвки", "КО"],
        ),
        (
            "/admin/e/cup/round/1",
            &["Тур 1: результаты", "Хозяева", "Гости"],
        ),
        (
            "/e/cup/teams",
            &[
                "Командный зачёт",
                "Составы команд",
                "Призы по доскам",
                "1 марта 2026 г.",
            ],
        ),
        ("/e/cup/round/1", &["Тур 1", "Хозяева"]),
    ];
    for (path, russian) in pages {
        let page = get(&env, path, &session, ru).await;
        in_russian(path, &page, russian);
    }
    // The history tells when in Russian's short date.
    let log = get(&env, "/admin/e/open/log", &session, ru).await;
    assert!(
        log.text.contains(&ru_date(today))
            || log.text.contains(&ru_date(today.previous_day().unwrap())),
        "{}",
        log.text
    );

    // A refusal and a notice, said in Russian.
    let r = post(
        &env,
        "/admin/e/open/round/1/result",
        &session,
        &format!("csrf={csrf}&entry=x"),
        false,
    )
    .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", r.text);
    assert!(
        r.text.contains("введите номер доски, затем результат"),
        "{}",
        r.text
    );
    let r = post(
        &env,
        "/admin/e/open/round/1/result",
        &session,
        &format!("csrf={csrf}&entry=3+1-0"),
        true,
    )
    .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert!(r.text.contains("доска 3: 1-0"), "{}", r.text);
    // A language that is not one of the six is refused, in Russian, and nothing changes.
    let r = post(
        &env,
        "/admin/e/open/settings",
        &session,
        &format!("csrf={csrf}&title=Spring+Open&system=dutch&rounds=5&language=tlh"),
        false,
    )
    .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", r.text);
    assert!(
        r.text
            .contains("язык «tlh»: ожидается один из en, fr, de, it, es, ru"),
        "{}",
        r.text
    );

    // The event log's refusal, said in Russian: registration cannot reopen after round 1.
    let r = post(
        &env,
        "/admin/e/open/reopen",
        &session,
        &format!("csrf={csrf}"),
        false,
    )
    .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.text);
    assert!(
        r.text.contains(
            "после жеребьёвки тура регистрацию нельзя открыть снова: добавляйте поздние заявки"
        ) && !r.text.contains("registration cannot reopen"),
        "{}",
        r.text
    );
    // A team rule that does not read: the setting and the reason in Russian, the value
    // as typed.
    let r = post(
        &env,
        "/admin/e/cup/settings",
        &session,
        &format!(
            "csrf={csrf}&title=Club+League&system=swiss-team&rounds=3&boards=4&match_points=2%2C1%2Cx"
        ),
        false,
    )
    .await;
    assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.text);
    assert!(
        r.text
            .contains("командные очки: ожидается число очков, например 4,5, а не")
            && !r.text.contains("expected a number of points"),
        "{}",
        r.text
    );
    // A form that does not read: the field it names, in Russian.
    let r = post(
        &env,
        "/admin/e/open/reopen",
        &session,
        &format!("csrf={csrf}&csrf={csrf}"),
        false,
    )
    .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", r.text);
    assert!(
        r.text.contains("форма: поле csrf указано дважды") && !r.text.contains("duplicate field"),
        "{}",
        r.text
    );

    // The captain's page, in Russian too.
    let (captain, _) = login(&env, "cap1").await;
    let page = get(&env, "/captain", &captain, ru).await;
    in_russian(
        "/captain",
        &page,
        &[
            "Ваши команды",
            "Команда 1",
            "Подать состав",
            "срок 31.12.2999 23:59 UTC",
        ],
    );
}

#[tokio::test]
async fn the_arbiters_language_comes_before_the_events_and_english_is_the_default() {
    let env = env().await;
    events(&env).await;
    let (session, csrf) = login(&env, "boss").await;
    // Without a preference the desk is in English, as it always was.
    let page = get(&env, "/admin/e/open", &session, None).await;
    assert!(
        page.text.contains("Late entry") && page.text.contains("8 players"),
        "{}",
        page.text
    );

    // The settings form gives the event a language; it is stored as its code.
    let r = post(
        &env,
        "/admin/e/open/settings",
        &session,
        &format!("csrf={csrf}&title=Spring+Open&system=dutch&rounds=5&language=Fran%C3%A7ais"),
        false,
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    let ev = api(&env, "GET", "/api/events/open", None, StatusCode::OK).await;
    assert_eq!(ev["settings"]["language"], "fr", "{ev}");
    // The event's language for an arbiter who asks for none; the menu shows it chosen.
    let page = get(&env, "/admin/e/open", &session, None).await;
    assert!(
        page.text.contains("Inscription tardive") && page.text.contains("8 joueurs"),
        "{}",
        page.text
    );
    assert!(
        page.text
            .contains("<option value=\"fr\" selected>Français</option>"),
        "{}",
        page.text
    );
    // The arbiter's browser before the event, and a choice kept in the cookie before both.
    let page = get(&env, "/admin/e/open", &session, Some("de")).await;
    assert!(
        page.text.contains("Nachmeldung") && page.text.contains("Schiedsrichtertisch"),
        "{}",
        page.text
    );
    let cookie = format!("{session}; lang=it");
    let page = get(&env, "/admin/e/open", &cookie, Some("de")).await;
    assert!(page.text.contains("Iscrizione tardiva"), "{}", page.text);
    // Left out of a form, the language stays; chosen empty, the event has none again.
    let r = post(
        &env,
        "/admin/e/open/settings",
        &session,
        &format!("csrf={csrf}&title=Spring+Open&system=dutch&rounds=5"),
        false,
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    let ev = api(&env, "GET", "/api/events/open", None, StatusCode::OK).await;
    assert_eq!(ev["settings"]["language"], "fr", "{ev}");
    let r = post(
        &env,
        "/admin/e/open/settings",
        &session,
        &format!("csrf={csrf}&title=Spring+Open&system=dutch&rounds=5&language="),
        false,
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER, "{}", r.text);
    let ev = api(&env, "GET", "/api/events/open", None, StatusCode::OK).await;
    assert!(ev["settings"].get("language").is_none(), "{ev}");
    // The API keeps its English whatever the browser asks.
    let r = send(
        &env,
        Request::delete("/api/events/open/rounds/9")
            .header(header::AUTHORIZATION, format!("Bearer {}", env.token))
            .header(header::ACCEPT_LANGUAGE, "ru")
            .body(Body::empty())
            .unwrap(),
    )
    .await;
    assert!(
        r.text
            .contains("only the last paired round (1) can be deleted"),
        "{}",
        r.text
    );
}

/// The files of the desk: its templates and the sources that write what it shows.
const DESK_FILES: &[&str] = &[
    "templates/admin_home.html",
    "templates/admin_tabs.html",
    "templates/boards.html",
    "templates/captain.html",
    "templates/edit_player.html",
    "templates/event_tabs.html",
    "templates/explain.html",
    "templates/explanation.html",
    "templates/flash.html",
    "templates/go_teams.html",
    "templates/language_select.html",
    "templates/log.html",
    "templates/manage.html",
    "templates/manage_event.html",
    "templates/online.html",
    "templates/slips.html",
    "templates/pair.html",
    "templates/prizes.html",
    "templates/results.html",
    "templates/team_desk.html",
    "templates/team_matches.html",
    "templates/teams_public.html",
    "templates/users.html",
    "src/desk/common.rs",
    "src/desk/event.rs",
    "src/desk/go_teams.rs",
    "src/desk/home.rs",
    "src/desk/log.rs",
    "src/desk/login.rs",
    "src/desk/online.rs",
    "src/desk/pairing.rs",
    "src/desk/players.rs",
    "src/desk/prizes.rs",
    "src/desk/results.rs",
    "src/desk/settings.rs",
    "src/desk/users.rs",
    "src/actions.rs",
    "src/teams.rs",
    "src/forms.rs",
    "src/explain.rs",
    "src/desk_lang.rs",
    "src/history.rs",
    // The refusals of a Go event's settings, which the desk says.
    "../event/src/go.rs",
    // The violations of a pairing, which the legality report and the log's refusals say.
    "../event/src/legality.rs",
];

/// The message keys a text names: the desk's own (`"web-desk-…"` anywhere) and the
/// common terms it asks a translator for (`t("round")`, `t1("round-n", …`).
fn keys_named(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (i, _) in text.match_indices("\"web-desk-") {
        let rest = &text[i + 1..];
        let end = rest.find('"').unwrap_or(rest.len());
        // A prefix alone (`"web-desk-"`, as a test looks for it) names no message.
        if !rest[..end].ends_with('-') {
            out.insert(rest[..end].to_string());
        }
    }
    for call in ["t(\"", "t1(\"", "ta(\""] {
        for (i, _) in text.match_indices(call) {
            let rest = &text[i + call.len()..];
            let key = &rest[..rest.find('"').unwrap_or(rest.len())];
            // `t("…")` also matches other calls ending in t, e.g. `cookie(`: only keys.
            if arbiter_i18n::has(Lang::En, key) || key.starts_with("web-desk-") {
                out.insert(key.to_string());
            }
        }
    }
    out
}

#[test]
fn every_key_of_the_desk_is_in_all_six_languages_and_none_is_left_unused() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut used = BTreeSet::new();
    for f in DESK_FILES {
        let text = std::fs::read_to_string(root.join(f)).unwrap_or_else(|e| panic!("{f}: {e}"));
        used.extend(keys_named(&text));
    }
    assert!(used.len() > 300, "the scan found only {} keys", used.len());
    let mut missing = Vec::new();
    for key in &used {
        for lang in Lang::ALL {
            if !arbiter_i18n::has(lang, key) {
                missing.push(format!("{lang}: {key}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "missing messages:\n{}",
        missing.join("\n")
    );
    let defined: BTreeSet<String> = arbiter_i18n::keys(Lang::En)
        .get("web-desk.ftl")
        .cloned()
        .unwrap_or_default();
    let unused: Vec<&String> = defined.difference(&used).collect();
    assert!(unused.is_empty(), "messages no desk file uses: {unused:?}");
}

/// What the desk refuses of a player's data, a player list, a document's address and an
/// event that is not there is said in Russian, the values as typed, no English left.
#[tokio::test]
async fn the_desks_refusals_of_data_are_said_in_russian() {
    let env = env().await;
    let settings = json!({"name": "Winter Cup", "system": "dutch", "rounds": 5});
    api(
        &env,
        "POST",
        "/api/events",
        Some(json!({"name": "reg", "settings": settings})),
        StatusCode::CREATED,
    )
    .await;
    let (session, csrf) = login(&env, "boss").await;
    let ru = Some("ru-RU,ru;q=0.9,en;q=0.5");

    let r = post(
        &env,
        "/admin/e/reg/players",
        &session,
        &format!("csrf={csrf}&name=Anna&rating=3500&title=XM&federation=C1Z"),
        false,
    )
    .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", r.text);
    for want in [
        "№ 1 Anna: рейтинг: 3500 — не рейтинг: ожидается от 0 до 3000",
        "звание:",
        "XM",
        "— не код федерации: ожидаются три буквы, например CZE",
    ] {
        assert!(r.text.contains(want), "{want}: {}", r.text);
    }
    assert!(!r.text.contains("is not a rating"), "{}", r.text);

    let r = post(
        &env,
        "/admin/e/reg/players/import",
        &session,
        &format!("csrf={csrf}&csv=Name%2CElo%0AAnn%2Cabc%0A"),
        false,
    )
    .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", r.text);
    assert!(
        r.text.contains("2:2: Elo:") && r.text.contains("— не рейтинг: ожидается от 0 до 3000"),
        "{}",
        r.text
    );
    assert!(!r.text.contains("is not a rating"), "{}", r.text);

    let r = get(&env, "/e/reg/print/pairings.pdf?paper=a5", &session, ru).await;
    assert!(r.status.is_client_error(), "{}", r.text);
    assert!(
        r.text.contains("неизвестный формат бумаги") || r.text.contains("ни один тур"),
        "{}",
        r.text
    );
    assert!(!r.text.contains("unknown paper"), "{}", r.text);

    let r = get(&env, "/admin/e/nowhere", &session, ru).await;
    assert_eq!(r.status, StatusCode::NOT_FOUND, "{}", r.text);
    assert!(r.text.contains("«nowhere» нет"), "{}", r.text);
    assert!(!r.text.contains("there is no tournament"), "{}", r.text);
}
