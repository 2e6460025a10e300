//! The web application's security suite: every route against every kind of caller, the
//! session's life, CSRF tokens on every form, the login throttle, secrets kept out of the
//! logs, the security headers on every kind of answer, and names that are data.

use crate::support::{self, Answer, Cred, Env, PASSWORD, call, encode, field, get, login, post};
use arbiter_server::{Role, Server};
use arbiter_store::EventStore;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use serde_json::{Value, json};
use std::collections::BTreeSet;
use tower::ServiceExt;

/// Who may use a route.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Access {
    /// Everyone, without logging in.
    Public,
    /// Anyone logged in (any role).
    User,
    /// The event's arbiters and the administrators.
    Event,
    /// Administrators and arbiters limited to no event (creating, purging events).
    Unlimited,
    /// Administrators only.
    Admin,
}

use Access::{Admin, Event, Public, Unlimited, User};

/// One line of the matrix: a route of the router (`pattern`, as registered), a concrete
/// request to it, who may use it, and what the allowed callers get (`0`: anything but a
/// refusal or a server error).
struct Row {
    method: &'static str,
    pattern: &'static str,
    path: &'static str,
    access: Access,
    ok: u16,
    /// The request ends the event or the session it runs in: the allowed callers get a
    /// fresh event and a fresh login for it.
    destructive: bool,
}

const fn row(
    method: &'static str,
    pattern: &'static str,
    path: &'static str,
    access: Access,
    ok: u16,
) -> Row {
    Row {
        method,
        pattern,
        path,
        access,
        ok,
        destructive: false,
    }
}

const fn ends(
    method: &'static str,
    pattern: &'static str,
    path: &'static str,
    access: Access,
) -> Row {
    Row {
        method,
        pattern,
        path,
        access,
        ok: 0,
        destructive: true,
    }
}

/// A player's page whose token has a token's shape and opens nothing.
const UNKNOWN_PLAYER_PAGE: &str =
    "/p/00000000000000000000000000000000000000000000000000000000000000ff";
const UNKNOWN_PLAYER_ASK: &str =
    "/p/00000000000000000000000000000000000000000000000000000000000000ff/ask";
const UNKNOWN_PLAYER_REPORT: &str =
    "/p/00000000000000000000000000000000000000000000000000000000000000ff/report";

/// Every route of the router, with a request for the demo event `demo` (the team routes
/// use the team event `league`). A route missing here fails
/// `every_route_is_in_the_matrix`.
const MATRIX: &[Row] = &[
    // Assets.
    row("GET", "/static/app.css", "/static/app.css", Public, 200),
    row("GET", "/static/app.js", "/static/app.js", Public, 200),
    // Public pages and downloads.
    row("GET", "/", "/", Public, 200),
    row("GET", "/e/{name}", "/e/demo", Public, 200),
    row("GET", "/e/{name}/players", "/e/demo/players", Public, 200),
    row(
        "GET",
        "/e/{name}/round/{round}",
        "/e/demo/round/1",
        Public,
        200,
    ),
    row(
        "GET",
        "/e/{name}/round/{round}/names",
        "/e/demo/round/1/names",
        Public,
        200,
    ),
    row(
        "GET",
        "/e/{name}/standings",
        "/e/demo/standings",
        Public,
        200,
    ),
    row(
        "GET",
        "/e/{name}/export.trf",
        "/e/demo/export.trf",
        Public,
        200,
    ),
    row(
        "GET",
        "/e/{name}/export.xml",
        "/e/demo/export.xml",
        Public,
        0,
    ),
    row("GET", "/e/{name}/export.h9", "/e/demo/export.h9", Public, 0),
    row(
        "GET",
        "/e/{name}/export.aga",
        "/e/demo/export.aga",
        Public,
        0,
    ),
    row(
        "GET",
        "/e/{name}/export.tou",
        "/e/demo/export.tou",
        Public,
        0,
    ),
    row(
        "GET",
        "/e/{name}/players.csv",
        "/e/demo/players.csv",
        Public,
        200,
    ),
    row(
        "GET",
        "/e/{name}/crosstable",
        "/e/demo/crosstable",
        Public,
        200,
    ),
    row(
        "GET",
        "/e/{name}/player/{rank}",
        "/e/demo/player/1",
        Public,
        200,
    ),
    row("GET", "/e/{name}/live", "/e/demo/live", Public, 200),
    // The players' own pages: a token that opens nothing is a missing page for everyone,
    // and a form without the page's CSRF cookie is refused before anything else.
    row("GET", "/p/{token}", UNKNOWN_PLAYER_PAGE, Public, 404),
    row("POST", "/p/{token}/ask", UNKNOWN_PLAYER_ASK, Public, 403),
    row(
        "POST",
        "/p/{token}/report",
        UNKNOWN_PLAYER_REPORT,
        Public,
        403,
    ),
    // Public entry: the demo event takes none.
    row("GET", "/e/{name}/entry", "/e/demo/entry", Public, 200),
    row("POST", "/e/{name}/entry", "/e/demo/entry", Public, 403),
    row(
        "GET",
        "/e/{name}/entry/search",
        "/e/demo/entry/search?q=smith",
        Public,
        404,
    ),
    row("GET", "/e/{name}/stats", "/e/demo/stats", Public, 200),
    row(
        "GET",
        "/e/{name}/plot/{file}",
        "/e/demo/plot/rating.svg",
        Public,
        200,
    ),
    row(
        "GET",
        "/e/{name}/player/{rank}/plot.svg",
        "/e/demo/player/1/plot.svg",
        Public,
        200,
    ),
    row(
        "GET",
        "/e/{name}/game/{round}/{file}",
        "/e/demo/game/1/1.pgn",
        Public,
        0,
    ),
    row("GET", "/f/{festival}", "/f/none", Public, 0),
    row("GET", "/e/{name}/teams", "/e/league/teams", Public, 200),
    row(
        "GET",
        "/e/{name}/matches/{round}",
        "/e/league/matches/1",
        Public,
        0,
    ),
    row(
        "GET",
        "/e/{name}/print/{file}",
        "/e/demo/print/standings.pdf",
        Public,
        200,
    ),
    row(
        "GET",
        "/e/{name}/print/{file}",
        "/e/demo/print/it1.pdf",
        Event,
        0,
    ),
    row(
        "GET",
        "/e/{name}/print/{file}",
        "/e/demo/print/it3.html",
        Event,
        0,
    ),
    // Logging in and out.
    row("GET", "/login", "/login", Public, 200),
    // A post without the login page's cookie is refused (its CSRF token); the whole
    // login is checked below.
    row("POST", "/login", "/login", Public, 403),
    ends("POST", "/logout", "/logout", User),
    // The desk.
    row("GET", "/admin", "/admin", User, 200),
    row("GET", "/captain", "/captain", User, 200),
    row("POST", "/admin/events", "/admin/events", Unlimited, 0),
    row("GET", "/admin/users", "/admin/users", Admin, 200),
    row("POST", "/admin/users", "/admin/users", Admin, 0),
    row("POST", "/admin/users/token", "/admin/users/token", Admin, 0),
    row("GET", "/admin/ratings", "/admin/ratings", User, 200),
    row(
        "POST",
        "/admin/ratings/import",
        "/admin/ratings/import",
        Admin,
        0,
    ),
    row(
        "GET",
        "/admin/ratings/import/status",
        "/admin/ratings/import/status",
        User,
        200,
    ),
    row("GET", "/admin/e/{name}", "/admin/e/demo", Event, 200),
    row(
        "POST",
        "/admin/e/{name}/settings",
        "/admin/e/demo/settings",
        Event,
        0,
    ),
    row(
        "POST",
        "/admin/e/{name}/players",
        "/admin/e/demo/players",
        Event,
        0,
    ),
    row(
        "POST",
        "/admin/e/{name}/players/import",
        "/admin/e/demo/players/import",
        Event,
        0,
    ),
    row(
        "POST",
        "/admin/e/{name}/players/{rank}/{action}",
        "/admin/e/demo/players/1/withdraw",
        Event,
        0,
    ),
    row(
        "GET",
        "/admin/e/{name}/players/{rank}/edit",
        "/admin/e/demo/players/1/edit",
        Event,
        200,
    ),
    row(
        "POST",
        "/admin/e/{name}/players/{rank}/edit",
        "/admin/e/demo/players/1/edit",
        Event,
        0,
    ),
    row(
        "POST",
        "/admin/e/{name}/availability",
        "/admin/e/demo/availability",
        Event,
        0,
    ),
    row(
        "POST",
        "/admin/e/{name}/close",
        "/admin/e/demo/close",
        Event,
        0,
    ),
    row(
        "GET",
        "/admin/e/{name}/pair",
        "/admin/e/demo/pair",
        Event,
        200,
    ),
    row(
        "POST",
        "/admin/e/{name}/pair",
        "/admin/e/demo/pair",
        Event,
        0,
    ),
    row(
        "POST",
        "/admin/e/{name}/pair/auto",
        "/admin/e/demo/pair/auto",
        Event,
        0,
    ),
    row(
        "GET",
        "/admin/e/{name}/round/{round}",
        "/admin/e/demo/round/1",
        Event,
        200,
    ),
    row(
        "POST",
        "/admin/e/{name}/round/{round}/result",
        "/admin/e/demo/round/1/result",
        Event,
        0,
    ),
    row(
        "GET",
        "/admin/e/{name}/round/{round}/explain",
        "/admin/e/demo/round/1/explain",
        Event,
        0,
    ),
    row(
        "POST",
        "/admin/e/{name}/undo",
        "/admin/e/demo/undo",
        Event,
        0,
    ),
    row(
        "GET",
        "/admin/e/{name}/log",
        "/admin/e/demo/log",
        Event,
        200,
    ),
    row(
        "POST",
        "/admin/e/{name}/reopen",
        "/admin/e/demo/reopen",
        Event,
        0,
    ),
    row(
        "POST",
        "/admin/e/{name}/move",
        "/admin/e/demo/move",
        Event,
        0,
    ),
    row(
        "GET",
        "/admin/e/{name}/prizes",
        "/admin/e/demo/prizes",
        Event,
        200,
    ),
    row(
        "GET",
        "/admin/e/{name}/constraints",
        "/admin/e/demo/constraints",
        Event,
        200,
    ),
    row(
        "POST",
        "/admin/e/{name}/constraints/prohibit",
        "/admin/e/demo/constraints/prohibit",
        Event,
        0,
    ),
    row(
        "POST",
        "/admin/e/{name}/constraints/accelerate",
        "/admin/e/demo/constraints/accelerate",
        Event,
        0,
    ),
    row(
        "GET",
        "/admin/e/{name}/online",
        "/admin/e/demo/online",
        Event,
        200,
    ),
    row(
        "POST",
        "/admin/e/{name}/online/rules",
        "/admin/e/demo/online/rules",
        Event,
        0,
    ),
    row(
        "POST",
        "/admin/e/{name}/online/entries",
        "/admin/e/demo/online/entries",
        Event,
        0,
    ),
    row(
        "POST",
        "/admin/e/{name}/online/reports",
        "/admin/e/demo/online/reports",
        Event,
        0,
    ),
    row(
        "POST",
        "/admin/e/{name}/online/links",
        "/admin/e/demo/online/links",
        Event,
        0,
    ),
    row(
        "GET",
        "/admin/e/{name}/go-teams",
        "/admin/e/demo/go-teams",
        Event,
        0,
    ),
    row(
        "POST",
        "/admin/e/{name}/go-teams",
        "/admin/e/demo/go-teams",
        Event,
        0,
    ),
    row(
        "POST",
        "/admin/e/{name}/go-teams/pair",
        "/admin/e/demo/go-teams/pair",
        Event,
        0,
    ),
    row(
        "GET",
        "/admin/e/{name}/norms",
        "/admin/e/demo/norms",
        Event,
        200,
    ),
    row(
        "GET",
        "/admin/e/{name}/ratings",
        "/admin/e/demo/ratings",
        Event,
        200,
    ),
    row(
        "POST",
        "/admin/e/{name}/ratings",
        "/admin/e/demo/ratings",
        Event,
        0,
    ),
    row(
        "POST",
        "/admin/e/{name}/games",
        "/admin/e/demo/games",
        Event,
        0,
    ),
    row(
        "GET",
        "/admin/e/{name}/publishing",
        "/admin/e/demo/publishing",
        Event,
        200,
    ),
    row(
        "POST",
        "/admin/e/{name}/publishing",
        "/admin/e/demo/publishing",
        Event,
        0,
    ),
    row(
        "POST",
        "/admin/e/{name}/publishing/now",
        "/admin/e/demo/publishing/now",
        Event,
        0,
    ),
    row(
        "POST",
        "/admin/e/{name}/publishing/remove",
        "/admin/e/demo/publishing/remove",
        Event,
        0,
    ),
    row(
        "GET",
        "/admin/e/{name}/teams",
        "/admin/e/league/teams",
        Event,
        200,
    ),
    row(
        "POST",
        "/admin/e/{name}/teams",
        "/admin/e/league/teams",
        Event,
        0,
    ),
    row(
        "POST",
        "/admin/e/{name}/teams/{team}/edit",
        "/admin/e/league/teams/1/edit",
        Event,
        0,
    ),
    row(
        "POST",
        "/admin/e/{name}/lineups",
        "/admin/e/league/lineups",
        Event,
        0,
    ),
    row(
        "POST",
        "/admin/e/{name}/forfeit",
        "/admin/e/league/forfeit",
        Event,
        0,
    ),
    row(
        "POST",
        "/captain/e/{name}/lineups",
        "/captain/e/league/lineups",
        Event,
        0,
    ),
    ends(
        "POST",
        "/admin/e/{name}/rename",
        "/admin/e/demo/rename",
        Event,
    ),
    ends(
        "POST",
        "/admin/e/{name}/delete",
        "/admin/e/demo/delete",
        Event,
    ),
    // The JSON API: reads.
    row("GET", "/api/openapi.json", "/api/openapi.json", Public, 200),
    row("GET", "/api/events", "/api/events", Public, 200),
    row("GET", "/api/events/{name}", "/api/events/demo", Public, 200),
    row(
        "GET",
        "/api/events/{name}/players",
        "/api/events/demo/players",
        Public,
        200,
    ),
    row(
        "GET",
        "/api/events/{name}/players/{rank}",
        "/api/events/demo/players/1",
        Public,
        200,
    ),
    row(
        "GET",
        "/api/events/{name}/rounds",
        "/api/events/demo/rounds",
        Public,
        200,
    ),
    row(
        "GET",
        "/api/events/{name}/rounds/{round}",
        "/api/events/demo/rounds/1",
        Public,
        200,
    ),
    row(
        "GET",
        "/api/events/{name}/standings",
        "/api/events/demo/standings",
        Public,
        200,
    ),
    row(
        "GET",
        "/api/events/{name}/crosstable",
        "/api/events/demo/crosstable",
        Public,
        200,
    ),
    row(
        "GET",
        "/api/festivals/{festival}",
        "/api/festivals/none",
        Public,
        0,
    ),
    row(
        "GET",
        "/api/events/{name}/teams",
        "/api/events/league/teams",
        Public,
        200,
    ),
    row(
        "GET",
        "/api/events/{name}/teams/standings",
        "/api/events/league/teams/standings",
        Public,
        0,
    ),
    row(
        "GET",
        "/api/events/{name}/rounds/{round}/matches",
        "/api/events/league/rounds/1/matches",
        Public,
        0,
    ),
    row(
        "GET",
        "/api/ratings/search",
        "/api/ratings/search?q=smith",
        User,
        200,
    ),
    row(
        "GET",
        "/api/events/{name}/constraints",
        "/api/events/demo/constraints",
        Public,
        200,
    ),
    row(
        "GET",
        "/api/events/{name}/log",
        "/api/events/demo/log",
        Event,
        200,
    ),
    row(
        "GET",
        "/api/events/{name}/rounds/{round}/explanation",
        "/api/events/demo/rounds/1/explanation",
        Event,
        0,
    ),
    // The JSON API: writes.
    row("POST", "/api/events", "/api/events", Unlimited, 0),
    row(
        "POST",
        "/api/events/{name}/restore",
        "/api/events/demo/restore",
        Event,
        0,
    ),
    row(
        "POST",
        "/api/events/{name}/reopen",
        "/api/events/demo/reopen",
        Event,
        0,
    ),
    row(
        "PUT",
        "/api/events/{name}/settings",
        "/api/events/demo/settings",
        Event,
        0,
    ),
    row(
        "POST",
        "/api/events/{name}/players",
        "/api/events/demo/players",
        Event,
        0,
    ),
    row(
        "POST",
        "/api/events/{name}/players/import",
        "/api/events/demo/players/import",
        Event,
        0,
    ),
    row(
        "PUT",
        "/api/events/{name}/players/{rank}",
        "/api/events/demo/players/1",
        Event,
        0,
    ),
    row(
        "DELETE",
        "/api/events/{name}/players/{rank}",
        "/api/events/demo/players/1",
        Event,
        0,
    ),
    row(
        "POST",
        "/api/events/{name}/players/{rank}/withdraw",
        "/api/events/demo/players/1/withdraw",
        Event,
        0,
    ),
    row(
        "POST",
        "/api/events/{name}/players/{rank}/reenter",
        "/api/events/demo/players/1/reenter",
        Event,
        0,
    ),
    row(
        "PUT",
        "/api/events/{name}/availability",
        "/api/events/demo/availability",
        Event,
        0,
    ),
    row(
        "POST",
        "/api/events/{name}/prohibitions",
        "/api/events/demo/prohibitions",
        Event,
        0,
    ),
    row(
        "DELETE",
        "/api/events/{name}/prohibitions/{number}",
        "/api/events/demo/prohibitions/1",
        Event,
        0,
    ),
    row(
        "DELETE",
        "/api/events/{name}/prohibitions",
        "/api/events/demo/prohibitions",
        Event,
        0,
    ),
    row(
        "PUT",
        "/api/events/{name}/players/{rank}/acceleration",
        "/api/events/demo/players/1/acceleration",
        Event,
        0,
    ),
    row(
        "DELETE",
        "/api/events/{name}/players/{rank}/acceleration",
        "/api/events/demo/players/1/acceleration",
        Event,
        0,
    ),
    row(
        "POST",
        "/api/events/{name}/close",
        "/api/events/demo/close",
        Event,
        0,
    ),
    row(
        "POST",
        "/api/events/{name}/pairing/check",
        "/api/events/demo/pairing/check",
        Event,
        0,
    ),
    row(
        "POST",
        "/api/events/{name}/pairing/auto",
        "/api/events/demo/pairing/auto",
        Event,
        0,
    ),
    row(
        "POST",
        "/api/events/{name}/rounds",
        "/api/events/demo/rounds",
        Event,
        0,
    ),
    row(
        "PUT",
        "/api/events/{name}/rounds/{round}",
        "/api/events/demo/rounds/1",
        Event,
        0,
    ),
    row(
        "DELETE",
        "/api/events/{name}/rounds/{round}",
        "/api/events/demo/rounds/1",
        Event,
        0,
    ),
    row(
        "PUT",
        "/api/events/{name}/rounds/{round}/boards/{board}",
        "/api/events/demo/rounds/1/boards/1",
        Event,
        0,
    ),
    row(
        "PUT",
        "/api/events/{name}/rounds/{round}/results",
        "/api/events/demo/rounds/1/results",
        Event,
        0,
    ),
    // The sections named in the body decide; this one names none the event's arbiter holds.
    row(
        "POST",
        "/api/festivals/{festival}/move",
        "/api/festivals/none/move",
        Unlimited,
        0,
    ),
    row(
        "POST",
        "/api/events/{name}/teams",
        "/api/events/league/teams",
        Event,
        0,
    ),
    row(
        "POST",
        "/api/events/{name}/lineups",
        "/api/events/league/lineups",
        Event,
        0,
    ),
    row(
        "POST",
        "/api/events/{name}/matches/forfeit",
        "/api/events/league/matches/forfeit",
        Event,
        0,
    ),
    ends(
        "POST",
        "/api/events/{name}/rename",
        "/api/events/demo/rename",
        Event,
    ),
    ends("DELETE", "/api/events/{name}", "/api/events/demo", Event),
    ends(
        "POST",
        "/api/events/{name}/purge",
        "/api/events/demo/purge",
        Unlimited,
    ),
];

#[test]
fn every_route_is_in_the_matrix() {
    let served: BTreeSet<(&str, &str)> = Server::routes().into_iter().collect();
    assert_eq!(
        served.len(),
        Server::routes().len(),
        "a route is registered twice"
    );
    let listed: BTreeSet<(&str, &str)> = MATRIX.iter().map(|r| (r.method, r.pattern)).collect();
    let missing: Vec<_> = served.difference(&listed).collect();
    assert!(
        missing.is_empty(),
        "routes not in the security matrix: {missing:?}"
    );
    let stale: Vec<_> = listed.difference(&served).collect();
    assert!(
        stale.is_empty(),
        "matrix rows for routes that do not exist: {stale:?}"
    );
}

// ---------------------------------------------------------------- the callers

/// A server with the demo event `demo`, the team event `league` and one caller of each
/// kind: `boss` (administrator), `owen` (arbiter of `demo` and `league`), `ana` (arbiter
/// of `other` only), each with a browser session and an API token.
struct World {
    env: Env,
    callers: Vec<Caller>,
}

struct Caller {
    kind: Kind,
    login: &'static str,
    cookie: String,
    csrf: String,
    token: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Anonymous,
    OtherArbiter,
    /// A team captain: may give their team's lineups, and change nothing else.
    Captain,
    EventArbiter,
    Administrator,
}

impl Kind {
    /// True when a caller of this kind may use a route open to `access`.
    fn may(self, access: Access) -> bool {
        match (self, access) {
            (_, Public) => true,
            (Kind::Anonymous, _) => false,
            (_, User) | (Kind::Administrator, _) => true,
            (Kind::EventArbiter, Event) => true,
            _ => false,
        }
    }
}

async fn world() -> World {
    let env = support::env().await;
    let acc = env.server.accounts();
    acc.add_user("owen", Role::Arbiter, PASSWORD).await.unwrap();
    acc.set_events("owen", &["demo".into(), "league".into()])
        .await
        .unwrap();
    arbiter_server::create_demo(env.server.store(), "demo", 12, 5, 2)
        .await
        .unwrap();
    support::api(
        &env,
        "POST",
        "/api/events",
        json!({"name": "league", "settings": {"name": "League", "system": "swiss-team",
            "rounds": 3, "team": {"boards": 2}}}),
    )
    .await;
    acc.add_user("cap", Role::Captain, PASSWORD).await.unwrap();
    let mut callers = vec![Caller {
        kind: Kind::Anonymous,
        login: "",
        cookie: String::new(),
        csrf: String::new(),
        token: String::new(),
    }];
    for (kind, user) in [
        (Kind::OtherArbiter, "ana"),
        (Kind::Captain, "cap"),
        (Kind::EventArbiter, "owen"),
        (Kind::Administrator, "boss"),
    ] {
        let (cookie, csrf) = login(&env, user).await;
        let token = env
            .server
            .accounts()
            .create_token(user, "tests")
            .await
            .unwrap();
        callers.push(Caller {
            kind,
            login: user,
            cookie,
            csrf,
            token,
        });
    }
    World { env, callers }
}

/// The request `row` describes, from `caller`, for the event `event` instead of `demo`:
/// browsers send their session and CSRF token, programs their bearer token.
async fn ask(env: &Env, row: &Row, caller: &Caller, event: &str, csrf: &str) -> Answer {
    let path = row.path.replacen("/demo", &format!("/{event}"), 1);
    let cred = if caller.kind == Kind::Anonymous {
        Cred::Nobody
    } else if path.starts_with("/api/") {
        Cred::Bearer(&caller.token)
    } else {
        Cred::Cookie(&caller.cookie)
    };
    if row.method == "GET" {
        if path.ends_with("/live") {
            return stream_head(env, &path).await;
        }
        return call(env, "GET", &path, cred, "", Body::empty()).await;
    }
    if path.starts_with("/api/") {
        return call(env, row.method, &path, cred, "application/json", "{}").await;
    }
    if path.ends_with("/games") || path.ends_with("/ratings/import") {
        let (kind, body) = multipart(&[("csrf", csrf)]);
        return call(env, row.method, &path, cred, &kind, body).await;
    }
    let body = format!("csrf={}", encode(csrf));
    call(
        env,
        row.method,
        &path,
        cred,
        "application/x-www-form-urlencoded",
        body,
    )
    .await
}

/// The status and headers of a live stream (its body never ends).
async fn stream_head(env: &Env, path: &str) -> Answer {
    let res = env
        .server
        .router()
        .oneshot(Request::get(path).body(Body::empty()).unwrap())
        .await
        .unwrap();
    Answer {
        status: res.status(),
        headers: res.headers().clone(),
        text: String::new(),
    }
}

/// A `multipart/form-data` body of text fields: its content type and bytes.
fn multipart(fields: &[(&str, &str)]) -> (String, Vec<u8>) {
    const BOUNDARY: &str = "----security-suite-boundary";
    let mut body = String::new();
    for (name, value) in fields {
        body.push_str(&format!(
            "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n"
        ));
    }
    body.push_str(&format!("--{BOUNDARY}--\r\n"));
    (
        format!("multipart/form-data; boundary={BOUNDARY}"),
        body.into_bytes(),
    )
}

/// True when the answer sends an anonymous caller away: 401, or to the login page.
fn sent_to_login(a: &Answer) -> bool {
    a.status == StatusCode::UNAUTHORIZED
        || (a.status.is_redirection() && a.location().starts_with("/login"))
}

/// Checks one answer against the row; returns what is wrong.
fn judge(row: &Row, kind: Kind, a: &Answer) -> Option<String> {
    let what = format!(
        "{kind:?} {} {}: {} {}",
        row.method,
        row.path,
        a.status,
        a.text.chars().take(200).collect::<String>()
    );
    if a.status.is_server_error() {
        return Some(format!("server error: {what}"));
    }
    let allowed = kind.may(row.access);
    let ok = if allowed {
        // The desk's home sends a captain on to their own page.
        if kind == Kind::Captain && a.status.is_redirection() && a.location() == "/captain" {
            true
        } else if row.ok == 0 {
            !sent_to_login(a) && a.status != StatusCode::FORBIDDEN
        } else {
            a.status.as_u16() == row.ok
        }
    } else if kind == Kind::Anonymous {
        sent_to_login(a)
    } else {
        a.status == StatusCode::FORBIDDEN
    };
    (!ok).then(|| {
        format!(
            "{} expected: {what}",
            if allowed { "access" } else { "refusal" }
        )
    })
}

#[tokio::test]
async fn the_authorisation_matrix_holds_for_every_route_and_caller() {
    let w = world().await;
    let mut wrong = Vec::new();
    let store = w.env.server.store().clone();
    let versions = |store: arbiter_store::AnyStore| async move {
        let mut v = Vec::new();
        for name in ["demo", "league"] {
            v.push(store.load(name).await.unwrap().len());
        }
        v
    };
    let before = versions(store.clone()).await;
    let users = w.env.server.accounts().users().await.unwrap();
    // Those who are refused first: their requests must change nothing.
    for caller in w
        .callers
        .iter()
        .filter(|c| matches!(c.kind, Kind::Anonymous | Kind::OtherArbiter | Kind::Captain))
    {
        for row in MATRIX {
            if caller.kind.may(row.access) && row.method != "GET" {
                continue;
            }
            let a = ask(&w.env, row, caller, "demo", &caller.csrf).await;
            wrong.extend(judge(row, caller.kind, &a));
        }
    }
    assert_eq!(
        versions(store.clone()).await,
        before,
        "a refused request changed an event"
    );
    assert_eq!(w.env.server.accounts().users().await.unwrap(), users);
    // Then the rest: every route for the event's arbiter and the administrator, and what
    // the other event's arbiter and the captain may do that changes something (logging
    // out).
    let mut spare = 0;
    for c in w.callers.iter().filter(|c| c.kind != Kind::Anonymous) {
        for row in MATRIX {
            let allowed = c.kind.may(row.access);
            if matches!(c.kind, Kind::OtherArbiter | Kind::Captain)
                && !(allowed && row.method != "GET")
            {
                continue;
            }
            let a = if row.destructive && allowed {
                spare += 1;
                let name = format!("spare{spare}");
                arbiter_server::create_demo(&store, &name, 6, 3, 1)
                    .await
                    .unwrap();
                if c.kind == Kind::EventArbiter {
                    w.env
                        .server
                        .accounts()
                        .set_events(c.login, &["demo".into(), "league".into(), name.clone()])
                        .await
                        .unwrap();
                }
                let (cookie, csrf) = login(&w.env, c.login).await;
                let fresh = Caller {
                    kind: c.kind,
                    login: c.login,
                    cookie,
                    csrf: csrf.clone(),
                    token: c.token.clone(),
                };
                ask(&w.env, row, &fresh, &name, &csrf).await
            } else {
                ask(&w.env, row, c, "demo", &c.csrf).await
            };
            wrong.extend(judge(row, c.kind, &a));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} wrong answers:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

// ---------------------------------------------------------------- sessions

#[tokio::test]
async fn login_issues_a_fresh_session_and_logout_ends_it_on_the_server() {
    let env = support::env().await;
    // A session id planted before the login is not the one used after it.
    let planted = "arbiter_session=0123456789abcdef0123456789abcdef";
    let a = support::post_login(&env, "boss", PASSWORD, planted).await;
    assert!(a.status.is_redirection(), "{}", a.text);
    let session = a.cookie("arbiter_session").unwrap();
    assert_ne!(session, planted);
    assert!(session.len() > "arbiter_session=".len() + 32);
    let planted_home = get(&env, "/admin", Some(planted)).await;
    assert_eq!(planted_home.location(), "/login");
    // Two logins, two sessions.
    let again = support::post_login(&env, "boss", PASSWORD, &session).await;
    let second = again.cookie("arbiter_session").unwrap();
    assert_ne!(second, session);
    // Logging out needs the CSRF token; without it the session lives on.
    let home = get(&env, "/admin", Some(&session)).await;
    assert_eq!(home.status, StatusCode::OK);
    let csrf = field(&home.text, "csrf");
    let refused = post(&env, "/logout", Some(&session), "csrf=wrong").await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    assert_eq!(
        get(&env, "/admin", Some(&session)).await.status,
        StatusCode::OK
    );
    let out = post(&env, "/logout", Some(&session), &format!("csrf={csrf}")).await;
    assert!(out.status.is_redirection());
    let cleared = out.cookie("arbiter_session").unwrap();
    assert_eq!(cleared, "arbiter_session=");
    // The old cookie, kept by a thief, opens nothing: no page, no form, no API write.
    assert_eq!(
        get(&env, "/admin", Some(&session)).await.location(),
        "/login"
    );
    let form = post(
        &env,
        "/admin/events",
        Some(&session),
        &format!("csrf={csrf}&name=x"),
    )
    .await;
    assert_eq!(form.status, StatusCode::UNAUTHORIZED);
    let api = call(
        &env,
        "POST",
        "/api/events",
        Cred::Cookie(&session),
        "application/json",
        json!({"name": "x", "settings": {"name": "X", "system": "dutch", "rounds": 1}}).to_string(),
    )
    .await;
    assert_eq!(api.status, StatusCode::UNAUTHORIZED);
    // The other session of the same user is untouched.
    assert_eq!(
        get(&env, "/admin", Some(&second)).await.status,
        StatusCode::OK
    );
}

// ---------------------------------------------------------------- CSRF

#[tokio::test]
async fn every_form_refuses_a_missing_or_wrong_csrf_token_and_changes_nothing() {
    let w = world().await;
    let env = &w.env;
    let boss = w
        .callers
        .iter()
        .find(|c| c.kind == Kind::Administrator)
        .unwrap();
    let store = env.server.store();
    let lengths = || async {
        let mut v = Vec::new();
        for e in store.list().await.unwrap() {
            v.push((e.name.clone(), store.load(&e.name).await.unwrap().len()));
        }
        v
    };
    let before = lengths().await;
    let users = env.server.accounts().users().await.unwrap();
    let mut wrong = Vec::new();
    let mut forms = 0;
    for row in MATRIX
        .iter()
        .filter(|r| r.method != "GET" && r.path != "/login")
    {
        for csrf in [
            "",
            "0000000000000000000000000000000000000000000000000000000000000000",
        ] {
            let a = if row.path.starts_with("/api/") {
                // A browser session on the API: the token goes in a header.
                let mut b = Request::builder()
                    .method(row.method)
                    .uri(row.path)
                    .header(header::COOKIE, &boss.cookie)
                    .header(header::CONTENT_TYPE, "application/json");
                if !csrf.is_empty() {
                    b = b.header("x-csrf-token", csrf);
                }
                support::send(env, b.body(Body::from("{}")).unwrap()).await
            } else {
                forms += 1;
                ask(env, row, boss, "demo", csrf).await
            };
            if a.status != StatusCode::FORBIDDEN {
                wrong.push(format!(
                    "{} {} csrf={csrf:?}: {} {}",
                    row.method, row.path, a.status, a.text
                ));
            }
        }
    }
    assert!(forms >= 2 * 30, "only {forms} form posts checked");
    assert!(
        wrong.is_empty(),
        "accepted without a good CSRF token:\n{}",
        wrong.join("\n")
    );
    assert_eq!(lengths().await, before, "a refused form changed an event");
    assert_eq!(env.server.accounts().users().await.unwrap(), users);
    // The login form's own token: a login posted from elsewhere opens no session.
    let page = get(env, "/login", None).await;
    let cookie = page.cookie("arbiter_login_csrf").unwrap();
    for (cookie, token) in [
        (Some(cookie.as_str()), "forged"),
        (None, field(&page.text, "csrf").as_str()),
    ] {
        let a = post(
            env,
            "/login",
            cookie,
            &format!("csrf={token}&login=boss&password={}", encode(PASSWORD)),
        )
        .await;
        assert_eq!(a.status, StatusCode::FORBIDDEN);
        assert!(a.cookie("arbiter_session").is_none());
    }
}

// ---------------------------------------------------------------- the login throttle

/// Posts the login form from the client at `peer` (as a bound server sees it), with an
/// `X-Real-IP` header when `real_ip` is not empty.
async fn login_from(
    env: &Env,
    peer: &str,
    real_ip: &str,
    user: &str,
    password: &str,
) -> StatusCode {
    let page = get(env, "/login", None).await;
    let body = format!(
        "csrf={}&login={}&password={}",
        field(&page.text, "csrf"),
        encode(user),
        encode(password)
    );
    let mut req = Request::post("/login")
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .header(header::COOKIE, page.cookie("arbiter_login_csrf").unwrap());
    if !real_ip.is_empty() {
        req = req.header("x-real-ip", real_ip);
    }
    let mut req = req.body(Body::from(body)).unwrap();
    req.extensions_mut()
        .insert(axum::extract::ConnectInfo::<std::net::SocketAddr>(
            peer.parse().unwrap(),
        ));
    support::send(env, req).await.status
}

/// Failed logins as `login`, one from each address `198.51.100.{first..first+count}`.
async fn fail_from_addresses(env: &Env, first: u32, count: u32, login: &str) {
    for i in first..first + count {
        let peer = format!("198.51.100.{i}:4000");
        assert_eq!(
            login_from(env, &peer, "", login, "not the password").await,
            StatusCode::UNAUTHORIZED
        );
    }
}

#[tokio::test]
async fn failed_logins_are_throttled_per_login_and_per_address() {
    let env = support::env().await;
    let acc = env.server.accounts();
    for u in ["cleo", "dora", "emil"] {
        acc.add_user(u, Role::Arbiter, PASSWORD).await.unwrap();
    }
    let wrong = "not the password";
    // Per login: five failures from five addresses, then even the right password waits.
    fail_from_addresses(&env, 1, 5, "boss").await;
    let s = login_from(&env, "198.51.100.9:4000", "", "boss", PASSWORD).await;
    assert_eq!(s, StatusCode::TOO_MANY_REQUESTS);
    // Per address: five failures on five logins, then that address waits, whatever
    // `X-Real-IP` it claims; another address does not.
    for (i, u) in ["u1", "u2", "u3", "u4", "u5"].iter().enumerate() {
        let claimed = format!("192.0.2.{i}");
        let s = login_from(&env, "203.0.113.7:5000", &claimed, u, wrong).await;
        assert_eq!(s, StatusCode::UNAUTHORIZED);
    }
    for claimed in ["", "192.0.2.99", "10.0.0.1"] {
        let s = login_from(&env, "203.0.113.7:5001", claimed, "cleo", PASSWORD).await;
        assert_eq!(s, StatusCode::TOO_MANY_REQUESTS, "claiming {claimed:?}");
    }
    let s = login_from(&env, "203.0.113.8:5000", "", "cleo", PASSWORD).await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    // A proxy on the machine itself names its clients: each is counted on its own.
    for _ in 0..5 {
        let s = login_from(&env, "127.0.0.1:6000", "192.0.2.50", "nobody", wrong).await;
        assert_eq!(s, StatusCode::UNAUTHORIZED);
    }
    let s = login_from(&env, "127.0.0.1:6000", "192.0.2.50", "dora", PASSWORD).await;
    assert_eq!(s, StatusCode::TOO_MANY_REQUESTS);
    let s = login_from(&env, "127.0.0.1:6000", "192.0.2.51", "dora", PASSWORD).await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    // A success forgets the login's failures (not the address's): four failures, a
    // success, four failures more from elsewhere, and the login still opens.
    fail_from_addresses(&env, 21, 4, "emil").await;
    let s = login_from(&env, "198.51.100.30:4000", "", "emil", PASSWORD).await;
    assert_eq!(s, StatusCode::SEE_OTHER);
    fail_from_addresses(&env, 41, 4, "emil").await;
    let s = login_from(&env, "198.51.100.50:4000", "", "emil", PASSWORD).await;
    assert_eq!(s, StatusCode::SEE_OTHER);
}

// ---------------------------------------------------------------- secrets and the logs

mod capture {
    //! A tracing subscriber that writes down every span and event, with its fields.
    use std::fmt::Write as _;
    use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
    use std::sync::{Mutex, OnceLock};
    use tracing::field::{Field, Visit};
    use tracing::span::{Attributes, Id, Record};
    use tracing::subscriber::Interest;
    use tracing::{Event, Metadata};

    static TEXT: Mutex<String> = Mutex::new(String::new());
    static ON: AtomicBool = AtomicBool::new(false);
    static INSTALLED: OnceLock<()> = OnceLock::new();

    struct Capture {
        next: AtomicU64,
    }

    struct Writer<'a>(&'a mut String);

    impl Visit for Writer<'_> {
        fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
            let _ = write!(self.0, " {}={value:?}", field.name());
        }
        fn record_str(&mut self, field: &Field, value: &str) {
            let _ = write!(self.0, " {}={value}", field.name());
        }
    }

    fn note(meta: &Metadata<'_>, f: impl FnOnce(&mut Writer<'_>)) {
        if ON.load(Ordering::SeqCst) {
            let mut text = TEXT.lock().unwrap();
            let _ = write!(text, "\n{} {}:", meta.level(), meta.target());
            f(&mut Writer(&mut text));
        }
    }

    impl tracing::Subscriber for Capture {
        fn register_callsite(&self, _: &'static Metadata<'static>) -> Interest {
            Interest::always()
        }
        fn enabled(&self, _: &Metadata<'_>) -> bool {
            true
        }
        fn max_level_hint(&self) -> Option<tracing::level_filters::LevelFilter> {
            Some(tracing::level_filters::LevelFilter::TRACE)
        }
        fn new_span(&self, span: &Attributes<'_>) -> Id {
            note(span.metadata(), |w| span.record(w));
            Id::from_u64(self.next.fetch_add(1, Ordering::SeqCst) + 1)
        }
        fn record(&self, _: &Id, values: &Record<'_>) {
            if ON.load(Ordering::SeqCst) {
                let mut text = TEXT.lock().unwrap();
                values.record(&mut Writer(&mut text));
            }
        }
        fn record_follows_from(&self, _: &Id, _: &Id) {}
        fn event(&self, event: &Event<'_>) {
            note(event.metadata(), |w| event.record(w));
        }
        fn enter(&self, _: &Id) {}
        fn exit(&self, _: &Id) {}
    }

    /// Starts writing down everything logged in the process (all threads).
    pub fn start() {
        INSTALLED.get_or_init(|| {
            let _ = tracing::subscriber::set_global_default(Capture {
                next: AtomicU64::new(0),
            });
        });
        TEXT.lock().unwrap().clear();
        ON.store(true, Ordering::SeqCst);
    }

    /// Stops, and returns what was logged since [`start`].
    pub fn stop() -> String {
        ON.store(false, Ordering::SeqCst);
        std::mem::take(&mut *TEXT.lock().unwrap())
    }
}

#[tokio::test]
async fn no_secret_reaches_the_logs() {
    capture::start();
    let env = support::env().await;
    let acc = env.server.accounts();
    acc.add_user("carla", Role::Arbiter, PASSWORD)
        .await
        .unwrap();
    // A failed login, a login, a token made on the desk, the API with tokens.
    let failed = "a wrong but long password";
    let _ = support::post_login(&env, "carla", failed, "").await;
    let (cookie, csrf) = login(&env, "boss").await;
    let made = post(
        &env,
        "/admin/users/token",
        Some(&cookie),
        &format!("csrf={csrf}&login=carla"),
    )
    .await;
    assert!(made.status.is_success(), "{}", made.text);
    let token = acc.create_token("carla", "cli").await.unwrap();
    support::api(
        &env,
        "POST",
        "/api/events",
        json!({"name": "spring", "settings": {"name": "Spring", "system": "dutch", "rounds": 3}}),
    )
    .await;
    let read = call(
        &env,
        "GET",
        "/api/events/spring/log",
        Cred::Bearer(&token),
        "",
        Body::empty(),
    )
    .await;
    assert_eq!(read.status, StatusCode::OK, "{}", read.text);
    let wrote = call(
        &env,
        "POST",
        "/api/events/spring/players",
        Cred::Bearer(&token),
        "application/json",
        json!([{"name": "Ada", "rating": 1800}]).to_string(),
    )
    .await;
    assert_eq!(wrote.status, StatusCode::OK, "{}", wrote.text);
    let bad = call(
        &env,
        "GET",
        "/admin",
        Cred::Bearer("arb_forged"),
        "",
        Body::empty(),
    )
    .await;
    assert!(bad.status.is_redirection());
    let logged = capture::stop();
    // The log is not empty (the database's statements are in it), and holds no secret.
    assert!(
        logged.contains("server_sessions"),
        "nothing was logged: {logged}"
    );
    let session = cookie.trim_start_matches("arbiter_session=");
    let secrets = [
        ("a password", PASSWORD),
        ("a wrong password", failed),
        ("the session id", session),
        ("the CSRF token", csrf.as_str()),
        ("the token", token.as_str()),
        ("the administrator's token", env.admin.as_str()),
    ];
    for (what, secret) in secrets {
        assert!(!logged.contains(secret), "{what} is in the log");
    }
    // Nor the tokens shown once on the desk.
    for word in made
        .text
        .split(|c: char| !c.is_ascii_alphanumeric() && c != '_')
    {
        if word.starts_with("arb_") && word.len() > 40 {
            assert!(!logged.contains(word), "the desk's token is in the log");
        }
    }
}

// ---------------------------------------------------------------- headers

fn check_headers(what: &str, a: &Answer) {
    let h = |name: &str| {
        a.headers
            .get(name)
            .map(|v| v.to_str().unwrap().to_string())
            .unwrap_or_else(|| panic!("{what} ({}): no {name}", a.status))
    };
    let csp = h("content-security-policy");
    let script = csp
        .split(';')
        .map(str::trim)
        .find(|d| d.starts_with("script-src") || d.starts_with("default-src"))
        .unwrap_or("");
    assert!(
        !csp.contains("unsafe-inline") || !script.contains("unsafe-inline"),
        "{what}: {csp}"
    );
    assert!(!csp.contains("unsafe-eval"), "{what}: {csp}");
    assert!(
        csp.contains("script-src 'self'") || csp.contains("default-src 'self'"),
        "{what}: {csp}"
    );
    assert!(
        h("x-frame-options") == "DENY" || csp.contains("frame-ancestors 'none'"),
        "{what}"
    );
    assert_eq!(h("x-content-type-options"), "nosniff", "{what}");
    assert!(!h("referrer-policy").is_empty(), "{what}");
    if !a.text.is_empty() {
        assert!(!h("content-type").is_empty(), "{what}");
    }
}

#[tokio::test]
async fn every_kind_of_answer_carries_the_security_headers() {
    let w = world().await;
    let env = &w.env;
    let boss = w
        .callers
        .iter()
        .find(|c| c.kind == Kind::Administrator)
        .unwrap();
    let ana = w
        .callers
        .iter()
        .find(|c| c.kind == Kind::OtherArbiter)
        .unwrap();
    let page = get(env, "/e/demo", None).await;
    assert!(
        page.headers["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/html")
    );
    check_headers("a page", &page);
    check_headers(
        "the desk",
        &get(env, "/admin/e/demo", Some(&boss.cookie)).await,
    );
    check_headers("JSON", &get(env, "/api/events/demo", None).await);
    check_headers("the live stream", &stream_head(env, "/e/demo/live").await);
    let pdf = get(env, "/e/demo/print/standings.pdf", None).await;
    assert_eq!(pdf.status, StatusCode::OK);
    check_headers("a PDF", &pdf);
    check_headers(
        "a print page",
        &get(env, "/e/demo/print/it1.html", Some(&boss.cookie)).await,
    );
    check_headers("a plot", &get(env, "/e/demo/plot/rating.svg", None).await);
    check_headers("a download", &get(env, "/e/demo/export.trf", None).await);
    check_headers("the style sheet", &get(env, "/static/app.css", None).await);
    check_headers("the script", &get(env, "/static/app.js", None).await);
    // Errors of every kind.
    check_headers("404 page", &get(env, "/no/such/page", None).await);
    check_headers("404 event", &get(env, "/e/nothing", None).await);
    check_headers("404 API", &get(env, "/api/nothing", None).await);
    check_headers(
        "401 API",
        &call(
            env,
            "POST",
            "/api/events",
            Cred::Nobody,
            "application/json",
            "{}",
        )
        .await,
    );
    check_headers(
        "403 desk",
        &get(env, "/admin/e/demo", Some(&ana.cookie)).await,
    );
    check_headers(
        "403 form",
        &post(env, "/admin/e/demo/close", Some(&boss.cookie), "csrf=x").await,
    );
    check_headers(
        "405",
        &call(env, "DELETE", "/e/demo", Cred::Nobody, "", Body::empty()).await,
    );
    check_headers(
        "400 API",
        &call(
            env,
            "POST",
            "/api/events",
            Cred::Bearer(&boss.token),
            "application/json",
            "{",
        )
        .await,
    );
    check_headers("redirect", &get(env, "/admin", None).await);
    check_headers("login", &get(env, "/login", None).await);
}

#[tokio::test]
async fn cookies_are_http_only_same_site_and_secure_behind_tls() {
    let env = support::env().await;
    let flags = |c: &str, secure: bool| {
        assert!(c.contains("; HttpOnly"), "{c}");
        assert!(
            c.contains("; SameSite=Strict") || c.contains("; SameSite=Lax"),
            "{c}"
        );
        assert_eq!(c.contains("; Secure"), secure, "{c}");
    };
    for https in [false, true] {
        let mut b = Request::get("/login");
        if https {
            b = b.header("x-forwarded-proto", "https");
        }
        let page = support::send(&env, b.body(Body::empty()).unwrap()).await;
        let login_cookie = page.cookies();
        assert!(!login_cookie.is_empty());
        for c in &login_cookie {
            flags(c, https);
        }
        let body = format!(
            "csrf={}&login=boss&password={}",
            field(&page.text, "csrf"),
            encode(PASSWORD)
        );
        let mut b = Request::post("/login")
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .header(header::COOKIE, page.cookie("arbiter_login_csrf").unwrap());
        if https {
            b = b.header("x-forwarded-proto", "https");
        }
        let a = support::send(&env, b.body(Body::from(body)).unwrap()).await;
        assert!(a.status.is_redirection());
        assert!(a.cookie("arbiter_session").is_some());
        for c in a.cookies() {
            flags(&c, https);
        }
    }
    // A server told that TLS ends in front of it marks them without the proxy's word.
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("arbiter.db");
    let server = Server::open(
        db.to_str().unwrap(),
        arbiter_server::Options {
            secure_cookies: true,
            ..Default::default()
        },
    )
    .await
    .unwrap();
    let res = server
        .router()
        .oneshot(Request::get("/login").body(Body::empty()).unwrap())
        .await
        .unwrap();
    for c in res.headers().get_all(header::SET_COOKIE) {
        flags(c.to_str().unwrap(), true);
    }
}

// ---------------------------------------------------------------- names are data

const NASTY: [&str; 2] = ["<script>alert(1)</script>", "\"><img src=x onerror=1>"];

#[tokio::test]
async fn hostile_names_are_escaped_on_every_page_and_in_the_json() {
    let w = world().await;
    let env = &w.env;
    let boss = w
        .callers
        .iter()
        .find(|c| c.kind == Kind::Administrator)
        .unwrap();
    let settings = json!({"name": NASTY[0], "system": "dutch", "rounds": 3,
        "city": NASTY[1], "chief_arbiter": NASTY[0]});
    support::api(
        env,
        "POST",
        "/api/events",
        json!({"name": "xss", "settings": settings}),
    )
    .await;
    let mut players: Vec<Value> = NASTY
        .iter()
        .enumerate()
        .map(|(i, n)| json!({"name": n, "rating": 2400 - i, "club": NASTY[1 - i]}))
        .collect();
    players.extend((1..=4).map(|i| json!({"name": format!("Player {i}"), "rating": 2000 - i})));
    support::api(env, "POST", "/api/events/xss/players", json!(players)).await;
    support::api(env, "POST", "/api/events/xss/close", Value::Null).await;
    support::api(env, "POST", "/api/events/xss/pairing/auto", json!({})).await;
    support::api(
        env,
        "PUT",
        "/api/events/xss/rounds/1/boards/1",
        json!({"result": "1-0"}),
    )
    .await;
    let mut pages = 0;
    let mut seen = Vec::new();
    for row in MATRIX
        .iter()
        .filter(|r| r.method == "GET" && r.access != Admin)
    {
        if row.path.ends_with("/live") || !row.path.contains("/demo") {
            continue;
        }
        let path = row.path.replacen("/demo", "/xss", 1);
        let a = get(env, &path, Some(&boss.cookie)).await;
        if !a.status.is_success() {
            continue;
        }
        pages += 1;
        seen.push(path.clone());
        let kind = a.headers["content-type"].to_str().unwrap().to_string();
        if kind.starts_with("application/json") {
            let v: Value = serde_json::from_str(&a.text).unwrap_or_else(|e| panic!("{path}: {e}"));
            let text = v.to_string();
            if path.ends_with("/players") {
                for n in NASTY {
                    assert!(text.contains(&serde_json::to_string(n).unwrap()), "{path}");
                }
            }
        } else if kind.starts_with("text/html") || kind.contains("svg") || kind.contains("xml") {
            for n in NASTY {
                assert!(
                    !a.text.contains(n),
                    "{path} ({kind}) has the name unescaped"
                );
            }
            assert!(!a.text.contains("<script>alert"), "{path}");
            assert!(!a.text.contains("<img src=x"), "{path}");
        } else {
            // Downloads are not markup: they must not be taken for it.
            assert!(!kind.contains("html"), "{path}: {kind}");
        }
    }
    assert!(pages >= 25, "only {pages} pages checked: {seen:?}");
    // The public player page shows the name, escaped.
    let card = get(env, "/e/xss/player/1", None).await;
    assert!(
        card.text
            .contains("&#60;script&#62;alert(1)&#60;/script&#62;")
            || card.text.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
        "{}",
        card.text
    );
}
