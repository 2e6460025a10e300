//! One conformance story, run on every backend: SQLite always, PostgreSQL when
//! `ARBITER_TEST_DATABASE_URL` names a server (CI starts one).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use arbiter_event::{Availability, Event, PlayerData, Settings};
use arbiter_store::{
    Batch, EventStore, ListMeta, PostgresStore, Publishing, RatingStore, RatingStoreError,
    SqliteStore, StoreError, StoredHit, commit, state,
};
use std::sync::Arc;

fn created() -> Event {
    Event::TournamentCreated {
        settings: Settings {
            name: "Conformance Open".into(),
            system: "dutch".into(),
            rounds: 9,
            ..Settings::default()
        },
    }
}

fn player(name: &str) -> Event {
    Event::PlayerRegistered {
        player: PlayerData {
            name: name.into(),
            ..PlayerData::default()
        },
    }
}

/// A name no earlier run used, so a shared server needs no cleaning.
fn unique(prefix: &str) -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    format!("{prefix}-{}-{nanos}", std::process::id())
}

async fn story<S: EventStore + Send + Sync + 'static>(store: Arc<S>) {
    let name = unique("story");
    // Creation: once per name; names are checked.
    let first = store.create(&name, "alice", &created()).await.unwrap();
    assert_eq!(first.seq, 1);
    assert!(matches!(
        store.create(&name, "bob", &created()).await,
        Err(StoreError::Exists(_))
    ));
    assert!(matches!(
        store.create("", "bob", &created()).await,
        Err(StoreError::BadName(_))
    ));
    assert!(matches!(
        store.create("a\nb", "bob", &created()).await,
        Err(StoreError::BadName(_))
    ));
    // A name is data, never SQL.
    let tricky = unique("Robert'); DROP TABLE events;--");
    store.create(&tricky, "mallory", &created()).await.unwrap();
    assert_eq!(store.load(&tricky).await.unwrap().len(), 1);

    // Appends carry the version they expect.
    let v = store
        .append(&name, 1, "alice", &[player("Ann"), player("Ben")])
        .await
        .unwrap();
    assert_eq!(v, 3);
    match store.append(&name, 1, "bob", &[player("Cid")]).await {
        Err(StoreError::Conflict {
            expected: 1,
            actual: 3,
        }) => {}
        other => panic!("expected a conflict, got {other:?}"),
    }
    let log = store.load(&name).await.unwrap();
    assert_eq!(log.iter().map(|r| r.seq).collect::<Vec<_>>(), [1, 2, 3]);
    assert_eq!(log[1].actor, "alice");
    assert_eq!(log[2].event, player("Ben"));
    assert!(!log[2].at.is_empty());
    assert!(matches!(
        store.load(&unique("nobody")).await,
        Err(StoreError::NotFound(_))
    ));
    assert!(matches!(
        store
            .append(&unique("nobody"), 0, "x", &[player("X")])
            .await,
        Err(StoreError::NotFound(_))
    ));

    // A refused event writes nothing.
    let refused = commit::<_, _, StoreError>(&*store, &name, "bob", |_| {
        Ok(vec![Event::RoundDeleted { round: 1 }])
    })
    .await;
    assert!(
        matches!(refused, Err(StoreError::Refused(_))),
        "{refused:?}"
    );
    assert_eq!(store.load(&name).await.unwrap().len(), 3);

    // Two arbiters writing at once: every update lands, none is lost.
    let mut tasks = Vec::new();
    for arbiter in ["alice", "bob"] {
        let store = Arc::clone(&store);
        let name = name.clone();
        tasks.push(tokio::spawn(async move {
            for i in 0..15 {
                commit::<_, _, StoreError>(&*store, &name, arbiter, |s| {
                    let n = u32::try_from(s.tournament.player_count()).unwrap();
                    let status = if i % 2 == 0 {
                        Availability::HalfBye
                    } else {
                        Availability::Absent
                    };
                    Ok(vec![
                        player(&format!("{arbiter} {i}")),
                        Event::AvailabilitySet {
                            player: n + 1,
                            round: 2,
                            status,
                        },
                    ])
                })
                .await
                .unwrap();
            }
        }));
    }
    for t in tasks {
        t.await.unwrap();
    }
    let (s, log) = state(&*store, &name).await.unwrap();
    assert_eq!(log.len(), 3 + 60);
    assert_eq!(s.tournament.player_count(), 2 + 30);
    assert_eq!(s.tournament.requests.len(), 30);

    let list = store.list().await.unwrap();
    let mine = list.iter().find(|t| t.name == name).unwrap();
    assert_eq!(mine.version, 63);
    assert!(!mine.deleted);

    // Renaming moves the whole log and records the move; the old name is free again.
    let other = unique("taken");
    store.create(&other, "carol", &created()).await.unwrap();
    assert!(matches!(
        store.rename(&name, &other, 63, "carol").await,
        Err(StoreError::Exists(_))
    ));
    assert!(matches!(
        store.rename(&name, "bad\nname", 63, "carol").await,
        Err(StoreError::BadName(_))
    ));
    assert!(matches!(
        store.rename(&name, &unique("late"), 62, "carol").await,
        Err(StoreError::Conflict { .. })
    ));
    let moved = unique("renamed");
    assert_eq!(store.rename(&name, &moved, 63, "carol").await.unwrap(), 64);
    assert!(matches!(
        store.load(&name).await,
        Err(StoreError::NotFound(_))
    ));
    let (s, log) = state(&*store, &moved).await.unwrap();
    assert_eq!(log.len(), 64);
    assert_eq!(s.tournament.player_count(), 32);
    assert_eq!(
        log[63].event,
        Event::TournamentRenamed {
            from: name.clone(),
            to: moved.clone()
        }
    );

    // Deletion keeps the log until it is purged; purging needs a deletion first.
    assert!(matches!(
        store.purge(&moved).await,
        Err(StoreError::NotDeleted(_))
    ));
    store
        .append(&moved, 64, "carol", &[Event::TournamentDeleted])
        .await
        .unwrap();
    let list = store.list().await.unwrap();
    assert!(list.iter().any(|t| t.name == moved && t.deleted));
    assert!(list.iter().any(|t| t.name == other && !t.deleted));
    store.purge(&moved).await.unwrap();
    assert!(matches!(
        store.load(&moved).await,
        Err(StoreError::NotFound(_))
    ));
    store.create(&moved, "carol", &created()).await.unwrap();
}

/// Where a site is uploaded: kept beside the log, never in it; moved by a rename,
/// removed by a purge; secrets and quotes are data.
async fn publishing<S: EventStore + Send + Sync + 'static>(store: Arc<S>) {
    let name = unique("published");
    store.create(&name, "alice", &created()).await.unwrap();
    assert_eq!(store.publishing(&name).await.unwrap(), None);
    assert!(!store.remove_publishing(&name).await.unwrap());
    // Nothing to record yet: no error, nothing written.
    store
        .record_publish(&name, "2026-05-01T10:00:00Z", None)
        .await
        .unwrap();
    assert_eq!(store.publishing(&name).await.unwrap(), None);

    let settings = Publishing {
        url: "sftp://club@example.org/www/open".into(),
        token: None,
        key_file: Some("/srv/keys/id_ed25519".into()),
        key_passphrase: Some("pass'phrase\"); DROP TABLE publishing;--".into()),
        password: Some("s3cret-password".into()),
        host_key: Some("SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s".into()),
        after_each_round: true,
        ..Publishing::default()
    };
    store.set_publishing(&name, &settings).await.unwrap();
    assert_eq!(
        store.publishing(&name).await.unwrap(),
        Some(settings.clone())
    );
    let shown = format!("{settings:?}");
    assert!(
        !shown.contains("s3cret") && !shown.contains("pass'phrase"),
        "{shown}"
    );
    assert!(matches!(
        store.set_publishing(&unique("nobody"), &settings).await,
        Err(StoreError::NotFound(_))
    ));

    // A failure, then a success: the time of the last full upload, the last error.
    store
        .record_publish(
            &name,
            "2026-05-01T10:00:00Z",
            Some("cannot reach example.org"),
        )
        .await
        .unwrap();
    let p = store.publishing(&name).await.unwrap().unwrap();
    assert_eq!(p.last_error.as_deref(), Some("cannot reach example.org"));
    assert_eq!(p.last_attempt_at.as_deref(), Some("2026-05-01T10:00:00Z"));
    assert_eq!(p.last_published_at, None);
    store
        .record_publish(&name, "2026-05-01T11:00:00Z", None)
        .await
        .unwrap();
    let p = store.publishing(&name).await.unwrap().unwrap();
    assert_eq!(p.last_error, None);
    assert_eq!(p.last_published_at.as_deref(), Some("2026-05-01T11:00:00Z"));

    // Changing the settings keeps that record.
    let https = Publishing {
        url: "https://results.example.org/open".into(),
        token: Some("t0ken-abc".into()),
        after_each_round: false,
        ..Publishing::default()
    };
    store.set_publishing(&name, &https).await.unwrap();
    let p = store.publishing(&name).await.unwrap().unwrap();
    assert_eq!(p.url, https.url);
    assert_eq!(p.token.as_deref(), Some("t0ken-abc"));
    assert_eq!(p.password, None);
    assert!(!p.after_each_round);
    assert_eq!(p.last_published_at.as_deref(), Some("2026-05-01T11:00:00Z"));

    // Never in the log.
    let log = store.load(&name).await.unwrap();
    let text = serde_json::to_string(&log.iter().map(|r| &r.event).collect::<Vec<_>>()).unwrap();
    assert!(
        !text.contains("t0ken") && !text.contains("s3cret"),
        "{text}"
    );

    // A rename takes it along; the old name, taken again, has none.
    let moved = unique("published-moved");
    store.rename(&name, &moved, 1, "alice").await.unwrap();
    assert_eq!(store.publishing(&name).await.unwrap(), None);
    assert_eq!(
        store.publishing(&moved).await.unwrap().unwrap().url,
        https.url
    );
    store.create(&name, "alice", &created()).await.unwrap();
    assert_eq!(store.publishing(&name).await.unwrap(), None);

    // Removing forgets it; purging a deleted event removes it too.
    store.set_publishing(&name, &https).await.unwrap();
    assert!(store.remove_publishing(&name).await.unwrap());
    assert_eq!(store.publishing(&name).await.unwrap(), None);
    store
        .append(&moved, 2, "alice", &[Event::TournamentDeleted])
        .await
        .unwrap();
    store.purge(&moved).await.unwrap();
    store.create(&moved, "bob", &created()).await.unwrap();
    assert_eq!(store.publishing(&moved).await.unwrap(), None);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_conformance() {
    let dir = tempfile::tempdir().unwrap();
    let store = SqliteStore::open(&dir.path().join("arbiter.db"))
        .await
        .unwrap();
    story(Arc::new(store)).await;
    // The file keeps everything: reopen and read it back.
    let again = SqliteStore::open(&dir.path().join("arbiter.db"))
        .await
        .unwrap();
    assert_eq!(again.list().await.unwrap().len(), 3);
    publishing(Arc::new(again)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_conformance() {
    let Ok(url) = std::env::var("ARBITER_TEST_DATABASE_URL") else {
        eprintln!(
            "ARBITER_TEST_DATABASE_URL is not set: the PostgreSQL run is skipped here (CI sets it)"
        );
        return;
    };
    let store = Arc::new(PostgresStore::connect(&url).await.unwrap());
    story(Arc::clone(&store)).await;
    publishing(store).await;
}

/// A hand-made FIDE list record.
fn listed(id: u32, name: &str, rating: u16) -> arbiter_ratings::ListPlayer {
    let mut p = arbiter_ratings::ListPlayer::new(arbiter_ratings::ListKind::Fide, name);
    p.fide_id = arbiter_ratings::FideId::new(id);
    p.federation = arbiter_ratings::Federation::parse("GER");
    p.ratings.standard = Some(arbiter_ratings::ChessRating {
        rating: arbiter_core::Rating(rating),
        games: Some(3),
        k: Some(20),
    });
    p
}

fn ok(
    v: Vec<arbiter_ratings::ListPlayer>,
) -> impl Iterator<Item = Result<arbiter_ratings::ListPlayer, String>> + Send {
    v.into_iter().map(Ok)
}

/// Rating lists: import, read back, search, update with a diff, and failed imports.
async fn ratings_story<S: RatingStore + Sync>(store: &S) {
    use arbiter_ratings::{FideId, GeneratedShape, ListGenerator, ListReader, MatchKind};
    let name = unique("fide");
    let meta = ListMeta {
        name: name.clone(),
        kind: "fide".into(),
        source: "players_list_foa.txt".into(),
    };
    let generated: Vec<_> = ListReader::fide()
        .records(ListGenerator::new(7, 300, GeneratedShape::Txt).players_per_chunk(40))
        .map(Result::unwrap)
        .collect();
    assert_eq!(generated.len(), 300);
    let first = store
        .import_list(&meta, ok(generated.clone()), 10)
        .await
        .unwrap();
    assert!(!first.replaced);
    assert_eq!((first.added, first.removed, first.changed), (300, 0, 0));
    assert_eq!(first.list.players, 300);

    // Every field comes back as it was read.
    for p in &generated {
        let id = p.fide_id.unwrap();
        let (list, back) = store
            .player_by_fide_id(Some(&name), id)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(list, name);
        assert_eq!(&back, p);
    }

    // By id, and by a part of the name in another case.
    let target = &generated[123];
    let id = target.fide_id.unwrap();
    let hits = store
        .search_players(Some(&name), &id.to_string(), 5)
        .await
        .unwrap();
    assert_eq!(hits[0].hit.fide_id, Some(id));
    assert_eq!(hits[0].hit.kind, MatchKind::Id);
    let surname = target.name.split(',').next().unwrap().to_uppercase();
    let hits = store
        .search_players(Some(&name), &surname, 300)
        .await
        .unwrap();
    assert!(hits.iter().any(|h| h.hit.fide_id == Some(id)), "{surname}");
    assert!(hits.len() <= 300);

    // A national list keys its players by national id; a player with a FIDE id as well is
    // found by either id, and one without a national id by the FIDE id it is keyed by.
    let national = ListMeta {
        name: unique("national"),
        kind: "dwz".into(),
        source: "dwz.csv".into(),
    };
    let member = |national_id: Option<&str>, fide: Option<u32>, name: &str| {
        let mut p = arbiter_ratings::ListPlayer::new(arbiter_ratings::ListKind::National, name);
        p.national_id = national_id.and_then(arbiter_ratings::NationalId::new);
        p.fide_id = fide.and_then(FideId::new);
        p
    };
    store
        .import_list(
            &national,
            ok(vec![
                member(Some("C0101-17"), Some(24_600_001), "Wagner, Eva"),
                member(Some("C0101-18"), None, "Wagner, Uwe"),
                member(None, Some(24_600_003), "Wagner, Ida"),
            ]),
            0,
        )
        .await
        .unwrap();
    for (query, who) in [
        ("C0101-17", "Wagner, Eva"),
        ("24600001", "Wagner, Eva"),
        ("C0101-18", "Wagner, Uwe"),
        ("24600003", "Wagner, Ida"),
    ] {
        let hits = store
            .search_players(Some(&national.name), query, 5)
            .await
            .unwrap();
        assert_eq!(
            hits.first().map(|h| h.hit.name.as_str()),
            Some(who),
            "{query}: {hits:?}"
        );
    }
    for (id, who) in [(24_600_001, "Wagner, Eva"), (24_600_003, "Wagner, Ida")] {
        let (list, p) = store
            .player_by_fide_id(Some(&national.name), FideId::new(id).unwrap())
            .await
            .unwrap()
            .unwrap();
        assert_eq!(
            (list.as_str(), p.name.as_str()),
            (national.name.as_str(), who)
        );
    }

    // Diacritics, umlaut spellings and closeness, on a small list of its own.
    let small = ListMeta {
        name: unique("small"),
        ..meta.clone()
    };
    store
        .import_list(
            &small,
            ok(vec![
                listed(9_000_001, "Müller, Hans", 2100),
                listed(9_000_002, "Dvoretskij, Mark", 2500),
                listed(9_000_003, "Carlsen, Magnus", 2830),
                listed(9_000_004, "Mullins, Ann", 1900),
                listed(9_000_005, "Back\\slash\tTab, N\u{e9}e\r\n", 1800),
            ]),
            0,
        )
        .await
        .unwrap();
    // Every byte of a value comes back, whatever the backend's bulk format escapes.
    let (_, odd) = store
        .player_by_fide_id(Some(&small.name), FideId::new(9_000_005).unwrap())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(odd.name, "Back\\slash\tTab, N\u{e9}e\r\n");
    let names = |hits: Vec<StoredHit>| hits.into_iter().map(|h| h.hit.name).collect::<Vec<_>>();
    let found = names(
        store
            .search_players(Some(&small.name), "mueller", 10)
            .await
            .unwrap(),
    );
    assert_eq!(found[0], "Müller, Hans");
    assert!(!found.contains(&"Carlsen, Magnus".to_string()));
    let found = names(
        store
            .search_players(Some(&small.name), "Dvoretsky", 10)
            .await
            .unwrap(),
    );
    assert_eq!(found, ["Dvoretskij, Mark"]);
    let found = names(
        store
            .search_players(Some(&small.name), "magnus carl", 10)
            .await
            .unwrap(),
    );
    assert_eq!(found, ["Carlsen, Magnus"]);
    let found = names(
        store
            .search_players(Some(&small.name), "mul", 10)
            .await
            .unwrap(),
    );
    assert_eq!(found.len(), 2);
    assert!(
        store
            .search_players(Some(&small.name), "zzzzzz", 10)
            .await
            .unwrap()
            .is_empty()
    );
    assert!(matches!(
        store.search_players(Some(&unique("none")), "x", 10).await,
        Err(RatingStoreError::NoList(_))
    ));

    // An update: one player gone, one re-rated, one new.
    let mut next = generated.clone();
    let gone = next.remove(0);
    next[10].ratings.standard = Some(arbiter_ratings::ChessRating {
        rating: arbiter_core::Rating(2999),
        games: Some(9),
        k: Some(10),
    });
    next.push(listed(99_999_999, "Newcomer, Nora", 1500));
    // A surname no list held before (trigrams stay in the store for good): after the
    // update a misspelling of it still finds its player, through the new word's trigrams.
    let fresh: String = unique("w")
        .bytes()
        .filter(u8::is_ascii_digit)
        .map(|d| char::from(b'a' + (d - b'0')))
        .collect();
    let surname = format!("Quor{}", &fresh[fresh.len() - 10..]);
    next.push(listed(99_999_998, &format!("{surname}, Ida"), 1600));
    let update = store.import_list(&meta, ok(next), 10).await.unwrap();
    let mut misspelt: Vec<char> = surname.chars().collect();
    misspelt[6] = if misspelt[6] == 'y' { 'z' } else { 'y' };
    let misspelt: String = misspelt.into_iter().collect();
    let hits = store
        .search_players(Some(&name), &misspelt, 5)
        .await
        .unwrap();
    assert_eq!(
        hits.first().map(|h| h.hit.name.clone()),
        Some(format!("{surname}, Ida")),
        "{misspelt}: {hits:?}"
    );
    // A surname and the start of the given name: the other word is checked on the rows
    // the update wrote (on PostgreSQL, on the name key each word row carries).
    let hits = store
        .search_players(Some(&name), &format!("{surname} id"), 5)
        .await
        .unwrap();
    assert_eq!(
        hits.iter().map(|h| h.hit.name.clone()).collect::<Vec<_>>(),
        [format!("{surname}, Ida")]
    );
    assert!(
        store
            .search_players(Some(&name), &format!("{surname} ix"), 5)
            .await
            .unwrap()
            .iter()
            .all(|h| h.hit.kind != arbiter_ratings::MatchKind::Exact),
    );
    assert!(update.replaced);
    assert_eq!((update.added, update.removed, update.changed), (2, 1, 1));
    assert_eq!(update.fields.get("standard_rating"), Some(&1));
    assert_eq!(update.sample.len(), 4);
    assert!(
        store
            .player_by_fide_id(Some(&name), gone.fide_id.unwrap())
            .await
            .unwrap()
            .is_none()
    );

    // A bad file or a repeated id: the error, and the live list untouched.
    let mut broken: Vec<Result<_, String>> = generated.iter().cloned().map(Ok).collect();
    broken.insert(200, Err("line 202, column 5: bad".into()));
    match store.import_list(&meta, broken.into_iter(), 0).await {
        Err(RatingStoreError::Input(m, None)) => assert!(m.contains("line 202"), "{m}"),
        other => panic!("expected an input error, got {other:?}"),
    }
    let twice = vec![listed(5, "A, B", 1000), listed(5, "C, D", 1000)];
    assert!(matches!(
        store.import_list(&meta, ok(twice), 0).await,
        Err(RatingStoreError::Duplicate(_))
    ));
    let lists = store.rating_lists().await.unwrap();
    let live = lists.iter().find(|l| l.name == name).unwrap();
    assert_eq!(live.players, 301);
    assert!(
        store
            .player_by_fide_id(Some(&name), FideId::new(99_999_999).unwrap())
            .await
            .unwrap()
            .is_some()
    );
    assert!(matches!(
        store
            .import_list(
                &ListMeta {
                    name: " ".into(),
                    ..meta.clone()
                },
                ok(vec![]),
                0
            )
            .await,
        Err(RatingStoreError::BadName(_))
    ));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_ratings() {
    let dir = tempfile::tempdir().unwrap();
    let store = SqliteStore::open(&dir.path().join("arbiter.db"))
        .await
        .unwrap();
    ratings_story(&store).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_ratings() {
    let Ok(url) = std::env::var("ARBITER_TEST_DATABASE_URL") else {
        eprintln!("ARBITER_TEST_DATABASE_URL is not set: the PostgreSQL run is skipped here");
        return;
    };
    let store = PostgresStore::connect(&url).await.unwrap();
    ratings_story(&store).await;
    // Word prefixes are ranges and lists merge in byte order: the words compare byte by
    // byte whatever the database's collation.
    let pool = sqlx::PgPool::connect(&url).await.unwrap();
    for table in ["rating_player_words", "rating_token_trigrams"] {
        let collation: Option<String> = sqlx::query_scalar(
            "SELECT collation_name::text FROM information_schema.columns \
             WHERE table_name = $1 AND column_name = 'token'",
        )
        .bind(table)
        .fetch_one(&pool)
        .await
        .unwrap();
        assert_eq!(collation.as_deref(), Some("C"), "{table}");
    }
}

/// Waits (at most ten seconds) for a batch of changes that satisfies `want`.
async fn hear(changes: &mut arbiter_store::Changes, what: &str, want: impl Fn(&Batch) -> bool) {
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let batch = tokio::time::timeout_at(deadline, changes.next())
            .await
            .unwrap_or_else(|_| panic!("not heard: {what}"))
            .unwrap();
        if want(&batch) {
            return;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_changes_are_heard_in_process_and_through_the_sidecar() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("arbiter.db");
    let here = SqliteStore::open(&path).await.unwrap();
    // Another opening of the file stands for another process: it shares nothing with
    // `here` but the file.
    let elsewhere = SqliteStore::open(&path).await.unwrap();
    let mut changes = here.watch().unwrap();
    let name = unique("watched");
    elsewhere.create(&name, "alice", &created()).await.unwrap();
    hear(&mut changes, "the sidecar's rewrite", |b| b.resync).await;
    assert!(dir.path().join("arbiter.db-changes").exists());
    // This process's own appends come with their version.
    here.append(&name, 1, "alice", &[player("Ames, Al")])
        .await
        .unwrap();
    hear(&mut changes, "the append with its version", |b| {
        b.changed.get(&name) == Some(&Some(2))
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_changes_are_notified_and_the_listener_reconnects() {
    let Ok(url) = std::env::var("ARBITER_TEST_DATABASE_URL") else {
        eprintln!("ARBITER_TEST_DATABASE_URL is not set: the PostgreSQL run is skipped here");
        return;
    };
    let here = PostgresStore::connect(&url).await.unwrap();
    let elsewhere = PostgresStore::connect(&url).await.unwrap();
    let mut changes = here.watch();
    hear(&mut changes, "the first connection's resync", |b| b.resync).await;
    let name = unique("notified");
    elsewhere.create(&name, "alice", &created()).await.unwrap();
    hear(&mut changes, "the creation", |b| {
        b.changed.contains_key(&name)
    })
    .await;
    // Cut the listeners' connections from the server's side (other listeners on this
    // database reconnect too, as they would after any outage).
    let admin = sqlx::PgPool::connect(&url).await.unwrap();
    let cut: Vec<(bool,)> = sqlx::query_as(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
         WHERE datname = current_database() AND query LIKE $1 AND pid <> pg_backend_pid()",
    )
    .bind("LISTEN %")
    .fetch_all(&admin)
    .await
    .unwrap();
    assert!(!cut.is_empty(), "no listener found");
    hear(&mut changes, "the resync after reconnecting", |b| b.resync).await;
    elsewhere
        .append(&name, 1, "alice", &[player("Ames, Al")])
        .await
        .unwrap();
    hear(&mut changes, "the append after reconnecting", |b| {
        b.changed.contains_key(&name)
    })
    .await;
}

/// Where a [`CuttingProxy`] cuts the connection that sends the next `COMMIT`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Cut {
    /// Pass everything.
    Never,
    /// Cut instead of passing the `COMMIT` on: the database rolls the transaction back.
    BeforeCommit,
    /// Pass the `COMMIT` on, let the database commit, and cut before its answer returns.
    AfterCommit,
}

/// A loopback proxy in front of PostgreSQL that cuts one connection at a commit, as a
/// network failure or a restart would.
struct CuttingProxy {
    addr: std::net::SocketAddr,
    cut: Arc<std::sync::Mutex<Cut>>,
}

impl CuttingProxy {
    async fn start(upstream: String) -> Self {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let cut = Arc::new(std::sync::Mutex::new(Cut::Never));
        let armed = Arc::clone(&cut);
        tokio::spawn(async move {
            while let Ok((client, _)) = listener.accept().await {
                let Ok(server) = tokio::net::TcpStream::connect(&upstream).await else {
                    continue;
                };
                let armed = Arc::clone(&armed);
                tokio::spawn(async move {
                    let (mut cr, mut cw) = client.into_split();
                    let (mut sr, mut sw) = server.into_split();
                    let back = tokio::spawn(async move {
                        let _ = tokio::io::copy(&mut sr, &mut cw).await;
                    });
                    let mut buf = vec![0u8; 64 * 1024];
                    loop {
                        let n = match cr.read(&mut buf).await {
                            Ok(0) | Err(_) => break,
                            Ok(n) => n,
                        };
                        let chunk = &buf[..n];
                        let commit = chunk.windows(6).any(|w| w == b"COMMIT");
                        let now = if commit {
                            std::mem::replace(&mut *armed.lock().unwrap(), Cut::Never)
                        } else {
                            Cut::Never
                        };
                        if now == Cut::BeforeCommit {
                            break;
                        }
                        if sw.write_all(chunk).await.is_err() {
                            break;
                        }
                        if now == Cut::AfterCommit {
                            // The database has the COMMIT: give it time to commit, then
                            // lose its answer.
                            tokio::time::sleep(std::time::Duration::from_millis(300)).await;
                            break;
                        }
                    }
                    back.abort();
                });
            }
        });
        CuttingProxy { addr, cut }
    }

    fn arm(&self, cut: Cut) {
        *self.cut.lock().unwrap() = cut;
    }
}

/// A commit whose answer is lost is not guessed at: the store asks the database
/// afterwards, so a change that was committed is reported recorded, and one that was
/// rolled back is reported not recorded (never an unknown outcome while the database
/// can be asked).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_a_commit_whose_answer_is_lost_is_confirmed_or_refused() {
    let Ok(url) = std::env::var("ARBITER_TEST_DATABASE_URL") else {
        eprintln!("ARBITER_TEST_DATABASE_URL is not set: the PostgreSQL run is skipped here");
        return;
    };
    // postgres://user:password@host:port/database: the proxy takes host:port's place.
    let (head, rest) = url.split_once('@').unwrap();
    let (upstream, database) = rest.split_once('/').unwrap();
    let proxy = CuttingProxy::start(upstream.to_string()).await;
    let through = format!("{head}@{}/{database}", proxy.addr);
    let store = PostgresStore::connect(&through).await.unwrap();
    let name = unique("cut");
    store.create(&name, "alice", &created()).await.unwrap();

    // Committed, its answer lost: recorded, and said so.
    proxy.arm(Cut::AfterCommit);
    let v = store
        .append(&name, 1, "alice", &[player("Kept, Anna")])
        .await
        .unwrap();
    assert_eq!(v, 2);
    assert_eq!(store.load(&name).await.unwrap().len(), 2);

    // Cut before the commit: rolled back, and said so.
    proxy.arm(Cut::BeforeCommit);
    let e = store
        .append(&name, 2, "alice", &[player("Lost, Bert")])
        .await
        .unwrap_err();
    assert!(matches!(e, StoreError::NotRecorded(_)), "{e:?}");
    assert!(e.is_unavailable());
    assert!(e.to_string().contains("nothing was recorded"), "{e}");
    assert_eq!(store.load(&name).await.unwrap().len(), 2);

    // The next change goes through as usual.
    proxy.arm(Cut::Never);
    assert_eq!(
        store
            .append(&name, 2, "alice", &[player("Next, Cleo")])
            .await
            .unwrap(),
        3
    );
}

/// Runs `statements` on the server at `url`.
async fn execute(url: &str, statements: String) {
    let pool = sqlx::PgPool::connect(url).await.unwrap();
    sqlx::raw_sql(sqlx::AssertSqlSafe(statements))
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
}

/// A replica is read when it has caught up and never believed when it is behind: the
/// "replica" is a schema of its own that the test fills by hand, as replication would,
/// and lets fall behind.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_a_replica_is_read_when_it_has_caught_up_and_not_believed_behind() {
    let Ok(url) = std::env::var("ARBITER_TEST_DATABASE_URL") else {
        eprintln!("ARBITER_TEST_DATABASE_URL is not set: the PostgreSQL run is skipped here");
        return;
    };
    let schema = format!("replica_{}", std::process::id());
    execute(&url, format!("DROP SCHEMA IF EXISTS {schema} CASCADE")).await;
    execute(&url, format!("CREATE SCHEMA {schema}")).await;
    let joint = if url.contains('?') { '&' } else { '?' };
    let scoped = format!("{url}{joint}options=-c%20search_path%3D{schema}");

    // A schema without the tables is no replica, and SQLite has none.
    let primary = arbiter_store::AnyStore::open(&url).await.unwrap();
    let e = arbiter_store::Replicated::open(&primary, &scoped)
        .await
        .unwrap_err();
    assert!(matches!(e, StoreError::NotAReplica(_)), "{e:?}");
    let dir = tempfile::tempdir().unwrap();
    let sqlite = arbiter_store::AnyStore::open(dir.path().join("a.db").to_str().unwrap())
        .await
        .unwrap();
    assert!(
        arbiter_store::Replicated::open(&sqlite, &scoped)
            .await
            .is_err()
    );

    // The replica's tables, as the primary's.
    drop(PostgresStore::connect(&scoped).await.unwrap());
    let replicated = arbiter_store::Replicated::open(&primary, &scoped)
        .await
        .unwrap();
    let name = unique("replica");
    primary.create(&name, "alice", &created()).await.unwrap();
    primary
        .append(&name, 1, "alice", &[player("One, Ann"), player("Two, Ben")])
        .await
        .unwrap();
    let copy = |upto: u64| {
        format!(
            "INSERT INTO {schema}.tournaments SELECT * FROM public.tournaments t WHERE t.name = '{name}' \
             AND NOT EXISTS (SELECT 1 FROM {schema}.tournaments r WHERE r.name = t.name); \
             INSERT INTO {schema}.events SELECT * FROM public.events e WHERE e.tournament = '{name}' \
             AND e.seq <= {upto} AND NOT EXISTS \
             (SELECT 1 FROM {schema}.events r WHERE r.tournament = e.tournament AND r.seq = e.seq)"
        )
    };

    // Not on the replica yet: the primary answers.
    let (log, from) = replicated.load(&name).await.unwrap();
    assert_eq!((log.len(), from), (3, arbiter_store::ReadFrom::Primary));
    // Caught up: the replica answers.
    execute(&url, copy(3)).await;
    let (log, from) = replicated.load(&name).await.unwrap();
    assert_eq!((log.len(), from), (3, arbiter_store::ReadFrom::Replica));
    // The primary moves on, the replica lags one event behind: not believed.
    primary
        .append(&name, 3, "alice", &[player("Three, Cleo")])
        .await
        .unwrap();
    execute(&url, copy(3)).await;
    let (state, log, from) = replicated.state(&name).await.unwrap();
    assert_eq!((log.len(), from), (4, arbiter_store::ReadFrom::Primary));
    assert_eq!(state.version, 4);
    execute(&url, copy(4)).await;
    let (log, from) = replicated.load(&name).await.unwrap();
    assert_eq!((log.len(), from), (4, arbiter_store::ReadFrom::Replica));
    // What the primary does not know is not found, whatever the replica holds.
    assert!(matches!(
        replicated.load(&unique("nowhere")).await,
        Err(StoreError::NotFound(_))
    ));
    execute(&url, format!("DROP SCHEMA {schema} CASCADE")).await;
}
