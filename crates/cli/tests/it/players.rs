//! The players' own pages from the command line: the settings of public entry, check-in,
//! byes and reports; the entries waiting for the arbiter; private links; pairing while
//! check-in is open; and, with `arbiter serve`, the page a link opens.

use crate::arbiter;
use arbiter_event::{Event, PlayerData};
use arbiter_store::{AnyStore, EventStore};
use std::path::Path;

fn out(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn err(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Runs a command that must succeed; its standard output.
fn ok(dir: &Path, args: &[&str]) -> String {
    let o = arbiter(dir, args);
    assert!(o.status.success(), "{args:?}: {}{}", out(&o), err(&o));
    out(&o)
}

/// Runs a command that must fail with exit code 2; its standard error.
fn refused(dir: &Path, args: &[&str]) -> String {
    let o = arbiter(dir, args);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {}{}", out(&o), err(&o));
    err(&o)
}

/// Entries as the public form records them.
fn submit(dir: &Path, event: &str, names: &[&str]) {
    tokio::runtime::Runtime::new().unwrap().block_on(async {
        let store = AnyStore::open(dir.join("arbiter.db").to_str().unwrap())
            .await
            .unwrap();
        for name in names {
            let version = store.load(event).await.unwrap().len() as u64;
            store
                .append(
                    event,
                    version,
                    "entry form",
                    &[Event::EntrySubmitted {
                        player: PlayerData {
                            name: (*name).into(),
                            rating: Some(1500),
                            ..PlayerData::default()
                        },
                    }],
                )
                .await
                .unwrap();
        }
    });
}

/// Four players of a three-round Swiss.
fn club(dir: &Path) {
    ok(dir, &["new", "club", "--system", "dutch", "--rounds", "3"]);
    for (name, rating) in [
        ("Ames, Ann", "2100"),
        ("Bell, Bo", "2000"),
        ("Cole, Cy", "1900"),
        ("Dunn, Di", "1800"),
    ] {
        ok(
            dir,
            &["player", "add", "club", "--name", name, "--rating", rating],
        );
    }
}

#[test]
fn entries_are_listed_accepted_and_refused() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    club(d);
    let e = refused(d, &["set", "club", "--entry-closes", "tomorrow"]);
    assert!(e.contains("expected YYYY-MM-DD HH:MM"), "{e}");
    ok(
        d,
        &[
            "set",
            "club",
            "--entry",
            "open",
            "--entry-limit",
            "7",
            "--entry-closes",
            "2099-01-01 12:00",
        ],
    );
    assert_eq!(ok(d, &["entries", "club"]).trim(), "no entries");
    submit(d, "club", &["Eade, Ed", "Ford, Flo", "Gray, Gus"]);
    let list = ok(d, &["entries", "club"]);
    assert!(
        list.contains("1  waiting   Eade, Ed  1500") && list.contains("Gray, Gus"),
        "{list}"
    );
    ok(d, &["entries", "club", "refuse", "2"]);
    let e = refused(d, &["entries", "club", "accept", "2"]);
    assert!(e.contains("entry 2 has already been decided"), "{e}");
    let all = ok(d, &["entries", "club", "accept", "--all", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&all).unwrap();
    let status: Vec<&str> = v
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["status"].as_str().unwrap())
        .collect();
    assert_eq!(status, ["accepted", "refused", "accepted"]);
    let players = ok(d, &["player", "list", "club"]);
    assert!(
        players.contains("Eade, Ed") && players.contains("Gray, Gus"),
        "{players}"
    );
    assert!(!players.contains("Ford, Flo"), "{players}");
}

#[test]
fn a_link_is_printed_once_replaced_and_revoked() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    club(d);
    let first = ok(
        d,
        &[
            "player",
            "link",
            "club",
            "Bell",
            "--url",
            "https://chess.example/",
        ],
    );
    let token = first
        .trim()
        .strip_prefix("https://chess.example/p/")
        .unwrap_or_else(|| panic!("{first}"));
    assert_eq!(token.len(), 64);
    assert!(arbiter_server::is_player_token(token));
    // The log keeps the digest, never the token.
    let log = ok(d, &["log", "club", "--json"]);
    assert!(!log.contains(token));
    assert!(log.contains(&arbiter_server::player_token_digest(token)));
    let second = ok(d, &["player", "link", "club", "2"]);
    assert_ne!(first, second);
    ok(d, &["player", "link", "club", "2", "--revoke"]);
    let e = refused(d, &["player", "link", "club", "2", "--revoke"]);
    assert!(e.contains("player 2 has no link"), "{e}");
    let e = refused(d, &["player", "link", "club", "9"]);
    assert!(e.contains("there is no player"), "{e}");
}

#[test]
fn pair_waits_for_an_open_check_in_unless_told_what_to_do() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    club(d);
    ok(
        d,
        &[
            "set",
            "club",
            "--check-in",
            "1=2099-05-02 09:30",
            "--half-byes",
            "1",
            "--reports",
            "auto",
        ],
    );
    ok(d, &["close", "club"]);
    let e = refused(d, &["pair", "club"]);
    assert!(
        e.contains("check-in is open until 2099-05-02 09:30 (UTC)")
            && e.contains("players who have not checked in: 4"),
        "{e}"
    );
    let requests = ok(d, &["requests", "club"]);
    assert!(
        requests.contains("round 1: not checked in: 1 Ames, Ann"),
        "{requests}"
    );
    // Told to pair them, pair does.
    let paired = ok(d, &["pair", "club", "--unchecked", "play", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&paired).unwrap();
    assert_eq!(v["pairing"]["boards"].as_array().unwrap().len(), 2, "{v}");
    ok(d, &["undo", "club", "--yes"]);
    // Told to leave them out, pair makes them absent and says so.
    let o = arbiter(d, &["pair", "club", "--unchecked", "absent"]);
    assert!(o.status.success(), "{}", err(&o));
    assert!(err(&o).contains("absent, not checked in: 1, 2, 3, 4"));
    ok(d, &["undo", "club", "--yes"]);
    // A deadline taken away leaves nothing to wait for.
    ok(d, &["set", "club", "--check-in", "1="]);
    assert!(!ok(d, &["requests", "club"]).contains("not checked in"));
}

/// The value of the hidden input `name` in a page.
fn hidden(html: &str, name: &str) -> String {
    let key = format!("name=\"{name}\" value=\"");
    let at = html
        .find(&key)
        .unwrap_or_else(|| panic!("no {name} in {html}"))
        + key.len();
    html[at..].split('"').next().unwrap().to_string()
}

/// `name=value` of the cookie `name` an answer's head sets.
fn set_cookie(head_and_body: &crate::serve::Answer, name: &str) -> String {
    head_and_body
        .head()
        .lines()
        .filter_map(|l| l.split_once(':'))
        .filter(|(k, _)| k.eq_ignore_ascii_case("set-cookie"))
        .map(|(_, v)| v.trim())
        .find(|v| v.starts_with(&format!("{name}=")))
        .map(|v| v.split(';').next().unwrap().to_string())
        .unwrap_or_else(|| panic!("no cookie {name}"))
}

#[test]
fn a_printed_link_opens_the_players_board_and_acts_for_nobody_else() {
    use crate::serve::{http, serve_at};
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    club(d);
    ok(d, &["close", "club"]);
    ok(d, &["pair", "club"]);
    let one = ok(d, &["player", "link", "club", "1"]);
    let three = ok(d, &["player", "link", "club", "3"]);
    let path = |url: &str| format!("/p/{}", url.trim().rsplit("/p/").next().unwrap());
    let served = serve_at(&["--data".into(), d.to_str().unwrap().into()], &[]);
    let page = http(served.addr, "GET", &path(&one), &[], "");
    assert_eq!(page.status, 200, "{}", page.body);
    // Round 1 of four players: 1 against 3 on board 1.
    let next = page.body.split("id=\"next-game\"").nth(1).unwrap();
    assert!(next.contains("Board 1"), "{next}");
    assert!(next.contains("Cole, Cy"), "{next}");
    assert!(page.body.contains("Ames, Ann"));
    // Player 3's token reports for player 3 only: on board 2 it is refused, and the
    // report it makes on board 1 is player 3's, never player 1's.
    let p3 = http(served.addr, "GET", &path(&three), &[], "");
    let cookie = set_cookie(&p3, "arbiter_player_csrf");
    let form = [
        ("Cookie", cookie.as_str()),
        ("Content-Type", "application/x-www-form-urlencoded"),
    ];
    let csrf = hidden(&p3.body, "csrf");
    let refused = http(
        served.addr,
        "POST",
        &format!("{}/report", path(&three)),
        &form,
        &format!("csrf={csrf}&round=1&board=2&result=1-0"),
    );
    assert_eq!(refused.status, 422, "{}", refused.body);
    assert!(refused.body.contains("player 3 does not play on board 2"));
    let made = http(
        served.addr,
        "POST",
        &format!("{}/report", path(&three)),
        &form,
        &format!("csrf={csrf}&round=1&board=1&result=0-1"),
    );
    assert_eq!(made.status, 303, "{}", made.body);
    drop(served);
    let requests = ok(d, &["requests", "club"]);
    assert!(requests.contains("0-1 by 3"), "{requests}");
    // A wrong token is a page that is not there.
    let served = serve_at(&["--data".into(), d.to_str().unwrap().into()], &[]);
    let mut wrong = path(&one);
    let last = wrong.pop().unwrap();
    wrong.push(if last == '0' { '1' } else { '0' });
    assert_eq!(http(served.addr, "GET", &wrong, &[], "").status, 404);
    // A revoked link too.
    drop(served);
    ok(d, &["player", "link", "club", "1", "--revoke"]);
    let served = serve_at(&["--data".into(), d.to_str().unwrap().into()], &[]);
    assert_eq!(http(served.addr, "GET", &path(&one), &[], "").status, 404);
}
