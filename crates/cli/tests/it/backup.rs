//! `arbiter backup` and `arbiter restore`: a store with events of many kinds (a generated
//! Swiss with every kind of result, an event run by hand and renamed, a deleted one, a team
//! event, a Go event), a destination, a user with a token and a rating list is backed up
//! and restored; every export, log, listing and search is the same before and after, the
//! user logs in with the same password and the token still opens the API. Damaged files
//! are refused with their line and leave the store untouched. The move to PostgreSQL and
//! back runs when `ARBITER_TEST_DATABASE_URL` is set.

use crate::serve::{PASSWORD, arbiter_at, bearer, http, login, serve_at, text};
use std::path::{Path, PathBuf};
use std::process::Output;

/// The arguments that name a store.
fn data(dir: &Path) -> Vec<String> {
    vec!["--data".into(), dir.to_str().unwrap().into()]
}

fn run(location: &[String], args: &[&str], stdin: Option<&str>) -> Output {
    arbiter_at(location, args, stdin, &[("ARBITER_USER", "backup-test")])
}

fn ok(location: &[String], args: &[&str]) -> String {
    ok_in(location, args, None)
}

fn ok_in(location: &[String], args: &[&str], stdin: Option<&str>) -> String {
    let o = run(location, args, stdin);
    assert_eq!(
        o.status.code(),
        Some(0),
        "arbiter {args:?}: {}{}",
        text(&o.stdout),
        text(&o.stderr)
    );
    text(&o.stdout)
}

/// A refusal: exit 2, and what it said on standard error.
fn refused(location: &[String], args: &[&str]) -> String {
    let o = run(location, args, None);
    assert_eq!(
        o.status.code(),
        Some(2),
        "arbiter {args:?}: {}",
        text(&o.stdout)
    );
    text(&o.stderr)
}

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A FIDE XML list of three players.
const FIDE_XML: &str = "<playerslist>
<player><fideid>1503014</fideid><name>Carlsen, Magnus</name><country>NOR</country><sex>M</sex><title>GM</title><rating>2833</rating><rapid_rating>2824</rapid_rating><birthday>1990</birthday><flag></flag></player>
<player><fideid>4600001</fideid><name>M&#252;ller, Anna</name><country>GER</country><sex>F</sex><title></title><w_title>WFM</w_title><rating>2105</rating><birthday>2001</birthday><flag>w</flag></player>
<player><fideid>24100001</fideid><name>Dvoretskij, Mark</name><country>RUS</country><sex>M</sex><title>IM</title><rating>2400</rating><birthday>1947</birthday><flag>i</flag></player>
</playerslist>
";

/// Fills a store with events of many kinds, a destination, a user with a token and a
/// rating list; returns the token.
fn populate(at: &[String], work: &Path) -> String {
    // A generated Swiss: pairings, results of every kind, byes, withdrawals.
    let trf = work.join("gen.trf");
    let t = trf.to_str().unwrap();
    ok(
        at,
        &[
            "generate",
            "--players",
            "24",
            "--rounds",
            "7",
            "--seed",
            "19",
            "--forfeit-rate",
            "10",
            "--bye-rate",
            "10",
            "--retire-rate",
            "5",
            "-o",
            t,
        ],
    );
    ok(at, &["import", t, "--name", "gen"]);

    // An event run by hand: registration, edits, a round with results, a withdrawal, the
    // event's details, then a rename.
    ok(at, &["new", "club", "--rounds", "5", "--points", "1,0.5,0"]);
    for (name, rating) in [
        ("Berg, Ada", "2210"),
        ("Lie, Bo", "2105"),
        ("Ås, Øyvind", "1990"),
        ("Quote \"Q\", Ann", "1875"),
        ("Nil, Ned", "1700"),
    ] {
        ok(
            at,
            &["player", "add", "club", "--name", name, "--rating", rating],
        );
    }
    ok(at, &["player", "edit", "club", "Lie", "--rating", "2111"]);
    ok(at, &["close", "club"]);
    ok(at, &["pair", "club"]);
    ok(
        at,
        &["result", "club", "--round", "1", "--board", "1", "1-0"],
    );
    ok(
        at,
        &["result", "club", "--round", "1", "--board", "2", "1/2"],
    );
    ok(at, &["withdraw", "club", "5", "--from-round", "2"]);
    ok(
        at,
        &[
            "set",
            "club",
            "--city",
            "Bergen",
            "--arbiter",
            "IA Berg, Ada",
        ],
    );
    ok(at, &["rename", "club", "club-2026"]);

    // A deleted event keeps its log.
    ok(at, &["new", "gone", "--rounds", "3"]);
    ok(at, &["delete", "gone", "--yes"]);

    // A team event, paired.
    ok(
        at,
        &[
            "new",
            "league",
            "--system",
            "swiss-team",
            "--rounds",
            "3",
            "--boards",
            "2",
        ],
    );
    let mut csv = String::from("name,rating\n");
    for k in 0..4u32 {
        for i in 0..2u32 {
            csv.push_str(&format!("\"Team{k}, P{i}\",{}\n", 2300 - 40 * k - 9 * i));
        }
    }
    let players = work.join("league.csv");
    std::fs::write(&players, csv).unwrap();
    ok(
        at,
        &["player", "import", "league", players.to_str().unwrap()],
    );
    for k in 0..4u32 {
        let members = format!("{},{}", 2 * k + 1, 2 * k + 2);
        ok(
            at,
            &[
                "team",
                "add",
                "league",
                "--name",
                &format!("Team {k}"),
                "--members",
                &members,
            ],
        );
    }
    ok(at, &["close", "league"]);
    ok(at, &["pair", "league"]);

    // A Go event imported mid-way from an OpenGotha file.
    let go = repo().join("../shared/corpus/go/mm09/round4.input.xml");
    ok(at, &["import", go.to_str().unwrap(), "--name", "mm09"]);

    // A destination with a secret, a user limited to one event, a token, a list.
    let token_file = work.join("upload-token");
    std::fs::write(&token_file, "s3cret-upload-token\n").unwrap();
    ok(
        at,
        &[
            "destination",
            "set",
            "gen",
            "https://example.org/upload",
            "--token-file",
            token_file.to_str().unwrap(),
            "--after-each-round",
        ],
    );
    ok_in(
        at,
        &[
            "user",
            "add",
            "ana",
            "--role",
            "arbiter",
            "--password-stdin",
            "--events",
            "gen",
        ],
        Some(&format!("{PASSWORD}\n")),
    );
    let token = ok(at, &["token", "create", "ana", "--label", "ci"])
        .trim()
        .to_string();
    let list = work.join("players_list_xml.xml");
    std::fs::write(&list, FIDE_XML).unwrap();
    ok(at, &["ratings", "import", list.to_str().unwrap()]);
    token
}

/// Everything a user sees of a store: each event's exports in every format it has, its
/// log, the listings, the destinations, the users and the rating lists' answers.
fn snapshot(at: &[String]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut see = |args: &[&str]| {
        let o = run(at, args, None);
        let seen = format!(
            "exit {:?}\n{}\n{}",
            o.status.code(),
            text(&o.stdout),
            text(&o.stderr)
        );
        out.push((args.join(" "), seen));
    };
    see(&["list", "--all", "--json"]);
    for name in ["gen", "club-2026", "gone", "league", "mm09"] {
        see(&["log", name, "--json"]);
        see(&["standings", name, "--json"]);
    }
    for name in ["gen", "club-2026", "league"] {
        for format in ["trf26", "trf16", "csv"] {
            see(&["export", name, "--format", format]);
        }
    }
    for format in ["xml", "h9", "tou", "aga"] {
        see(&["export", "mm09", "--format", format]);
    }
    see(&["destination", "show", "gen", "--json"]);
    see(&["user", "list", "--json"]);
    see(&["ratings", "lists", "--json"]);
    for q in ["mueller", "Dvoretsky", "1503014", "carl mag", "Anna"] {
        see(&["ratings", "search", q, "--json"]);
    }
    out
}

fn assert_same(before: &[(String, String)], after: &[(String, String)], what: &str) {
    assert_eq!(before.len(), after.len());
    for ((command, a), (_, b)) in before.iter().zip(after) {
        assert_eq!(a, b, "{what}: `arbiter {command}` differs");
    }
}

/// A plain backup's lines but the header (which says when and from what it was made).
fn rows(at: &[String], file: &Path) -> Vec<String> {
    ok(at, &["backup", "-o", file.to_str().unwrap(), "--plain"]);
    std::fs::read_to_string(file)
        .unwrap()
        .lines()
        .skip(1)
        .filter(|l| !l.starts_with("{\"t\":\"end\""))
        .map(str::to_string)
        .collect()
}

/// The user logs in with the same password, and the token opens the API.
fn accounts_work(at: &[String], token: &str) {
    let served = serve_at(at, &[]);
    let r = login(served.addr, "ana", PASSWORD);
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(login(served.addr, "ana", "not the password").status, 401);
    let r = http(
        served.addr,
        "GET",
        "/api/events",
        &[("Authorization", &bearer(token))],
        "",
    );
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(r.body.contains("club-2026"), "{}", r.body);
}

#[test]
fn a_backup_restores_every_event_user_and_list() {
    let dir = tempfile::tempdir().unwrap();
    let work = dir.path();
    let source = data(&work.join("source"));
    let token = populate(&source, work);
    let before = snapshot(&source);
    assert!(
        before
            .iter()
            .any(|(c, s)| c == "export mm09 --format h9" && s.starts_with("exit Some(0)")),
        "the Go event exports"
    );

    let file = work.join("store.arbiter.gz");
    let f = file.to_str().unwrap();
    let said = ok(&source, &["backup", "-o", f]);
    assert!(said.contains("5 tournaments"), "{said}");
    let json: serde_json::Value =
        serde_json::from_str(&ok(&source, &["backup", "-o", f, "--json"])).unwrap();
    assert_eq!(json["rows"]["rating_players"], 3, "{json}");
    assert_eq!(json["rows"]["server_users"], 1, "{json}");
    assert_eq!(json["rows"]["publishing"], 1, "{json}");

    let copy = data(&work.join("copy"));
    let said = ok(&copy, &["restore", f]);
    assert!(said.contains("restored"), "{said}");
    assert_same(&before, &snapshot(&copy), "after a restore");
    // The tables themselves: a backup of the copy has the same rows, byte for byte.
    assert_eq!(
        rows(&source, &work.join("a.jsonl")),
        rows(&copy, &work.join("b.jsonl"))
    );
    accounts_work(&copy, &token);

    // A store that holds anything is refused unless --force, which replaces it whole.
    let err = refused(&copy, &["restore", f]);
    assert!(err.contains("not empty"), "{err}");
    assert!(err.contains("--force"), "{err}");
    ok(&copy, &["new", "extra", "--rounds", "1"]);
    ok(&copy, &["restore", f, "--force"]);
    assert_same(&before, &snapshot(&copy), "after a forced restore");
}

/// The store `at` is empty: no event, no user, no list.
fn assert_empty(at: &[String]) {
    assert_eq!(ok(at, &["list", "--all", "--json"]).trim(), "[]");
    assert_eq!(ok(at, &["user", "list", "--json"]).trim(), "[]");
    assert_eq!(ok(at, &["ratings", "lists", "--json"]).trim(), "[]");
}

#[test]
fn damaged_backups_are_refused_with_their_line_and_write_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let work = dir.path();
    let source = data(&work.join("source"));
    populate(&source, work);
    let plain = work.join("store.jsonl");
    ok(
        &source,
        &["backup", "-o", plain.to_str().unwrap(), "--plain"],
    );
    let text = std::fs::read_to_string(&plain).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.len() > 100);

    let mut n = 0;
    let mut attempt = |content: &[u8]| -> String {
        n += 1;
        let file = work.join(format!("damaged-{n}"));
        std::fs::write(&file, content).unwrap();
        let target = data(&work.join(format!("target-{n}")));
        let err = refused(&target, &["restore", file.to_str().unwrap()]);
        assert!(
            err.contains("nothing was written") || err.contains("not restored"),
            "{err}"
        );
        assert_empty(&target);
        err
    };

    // Cut after a whole line, and in the middle of one.
    let half = lines[..lines.len() / 2].join("\n") + "\n";
    let err = attempt(half.as_bytes());
    assert!(err.contains("truncated"), "{err}");
    let err = attempt(&text.as_bytes()[..text.len() - 10]);
    assert!(err.contains("truncated"), "{err}");

    // A line that is not JSON: its number is given.
    let mut broken: Vec<String> = lines.iter().map(|l| (*l).to_string()).collect();
    broken[4] = "{\"t\":\"events\",\"v\":[".into();
    let err = attempt((broken.join("\n") + "\n").as_bytes());
    assert!(err.contains("line 5:"), "{err}");

    // A value changed so that the line still reads: the checksum tells.
    let changed = text.replacen("\"backup-test\"", "\"backup-tesu\"", 1);
    assert_ne!(changed, text);
    let err = attempt(changed.as_bytes());
    assert!(err.contains("checksum"), "{err}");

    // A value of the wrong kind.
    let mut wrong: Vec<String> = lines.iter().map(|l| (*l).to_string()).collect();
    let at = wrong
        .iter()
        .position(|l| l.starts_with("{\"t\":\"events\""))
        .unwrap();
    wrong[at] = wrong[at].replacen(",1,", ",\"one\",", 1);
    let err = attempt((wrong.join("\n") + "\n").as_bytes());
    assert!(err.contains(&format!("line {}:", at + 1)), "{err}");

    // A later version of the format, and a file that is no backup at all.
    let newer = text.replacen("\"version\":1", "\"version\":2", 1);
    let err = attempt(newer.as_bytes());
    assert!(
        err.contains("line 1:") && err.contains("version 2"),
        "{err}"
    );
    let err = attempt(b"001 not a backup\n");
    assert!(err.contains("line 1:"), "{err}");

    // A compressed backup cut short.
    let gz = work.join("store.gz");
    ok(&source, &["backup", "-o", gz.to_str().unwrap()]);
    let bytes = std::fs::read(&gz).unwrap();
    attempt(&bytes[..bytes.len() * 2 / 3]);
}

/// Runs a statement on the PostgreSQL server at `url`.
pub(crate) fn on_server(url: &str, statement: String) {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let pool = sqlx::PgPool::connect(url).await.unwrap();
        sqlx::query(sqlx::AssertSqlSafe(statement))
            .execute(&pool)
            .await
            .unwrap();
        pool.close().await;
    });
}

#[test]
fn an_installation_moves_to_postgresql_and_back() {
    let Ok(url) = std::env::var("ARBITER_TEST_DATABASE_URL") else {
        eprintln!(
            "ARBITER_TEST_DATABASE_URL is not set: the move to PostgreSQL is not tested here"
        );
        return;
    };
    // A schema of its own: other tests share the database, and a restore needs an empty
    // store (the forced one below would empty theirs).
    let schema = format!("backup_move_{}", std::process::id());
    on_server(&url, format!("DROP SCHEMA IF EXISTS {schema} CASCADE"));
    on_server(&url, format!("CREATE SCHEMA {schema}"));
    let joint = if url.contains('?') { '&' } else { '?' };
    let scoped = format!("{url}{joint}options=-c%20search_path%3D{schema}");

    let dir = tempfile::tempdir().unwrap();
    let work = dir.path();
    let source = data(&work.join("source"));
    let token = populate(&source, work);
    let before = snapshot(&source);
    let file = work.join("sqlite.gz");
    ok(&source, &["backup", "-o", file.to_str().unwrap()]);

    let pg = vec!["--database".to_string(), scoped];
    ok(&pg, &["restore", file.to_str().unwrap()]);
    assert_same(&before, &snapshot(&pg), "on PostgreSQL");
    // The rebuilt word rows carry their name keys, as an import writes them there.
    on_server(
        &url,
        format!(
            "DO $$ BEGIN IF (SELECT count(*) FROM {schema}.rating_player_words) = 0 \
             OR EXISTS (SELECT 1 FROM {schema}.rating_player_words WHERE name_key IS NULL) \
             THEN RAISE EXCEPTION 'word rows without name keys'; END IF; END $$"
        ),
    );
    accounts_work(&pg, &token);
    let err = refused(&pg, &["restore", file.to_str().unwrap()]);
    assert!(err.contains("not empty"), "{err}");
    ok(&pg, &["new", "extra", "--rounds", "1"]);
    ok(&pg, &["restore", file.to_str().unwrap(), "--force"]);
    assert_same(
        &before,
        &snapshot(&pg),
        "on PostgreSQL after a forced restore",
    );
    // A list imported after the restore is numbered after the restored ones.
    let list = work.join("players_list_xml.xml");
    ok(
        &pg,
        &[
            "ratings",
            "import",
            list.to_str().unwrap(),
            "--name",
            "second",
        ],
    );

    let back = work.join("postgres.gz");
    ok(&pg, &["restore", file.to_str().unwrap(), "--force"]);
    ok(&pg, &["backup", "-o", back.to_str().unwrap()]);
    let home = data(&work.join("back"));
    ok(&home, &["restore", back.to_str().unwrap()]);
    assert_same(&before, &snapshot(&home), "back on SQLite");
    // Byte for byte: the payloads PostgreSQL keeps as JSONB come back as SQLite had them.
    let original = rows(&source, &work.join("a.jsonl"));
    assert_eq!(original, rows(&home, &work.join("b.jsonl")));
    assert_eq!(original, rows(&pg, &work.join("c.jsonl")));
    on_server(&url, format!("DROP SCHEMA {schema} CASCADE"));
}
