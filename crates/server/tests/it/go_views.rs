//! Every view of a Go McMahon event reads the event's one ranking: the public standings,
//! crosstable and player card, the desk's prizes and the API's standings give exactly the
//! places and order of the ranking computed from the OpenGotha file itself.

use crate::support::{Env, env, get, login};
use arbiter_core::GoTournament;
use arbiter_standings::Ranking;
use arbiter_store::EventStore;
use serde_json::Value;

const NAME: &str = "mm06";

/// The corpus file, as read.
fn file() -> GoTournament {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/corpus/go/mm06/final.xml");
    arbiter_gotha::read(&std::fs::read(path).unwrap()).unwrap()
}

/// The ranking of the file after its last round, computed from the file alone.
fn expected() -> (GoTournament, Ranking) {
    let g = file();
    let rounds = g.games.iter().map(|x| x.round).max().unwrap();
    let r = Ranking::go(&g, rounds);
    assert_eq!(r.primary, arbiter_standings::Primary::McMahon);
    (g, r)
}

/// A player's name as the import registers it.
fn name(g: &GoTournament, i: usize) -> String {
    let p = &g.players[i];
    if p.first_name.is_empty() {
        p.name.clone()
    } else {
        format!("{}, {}", p.name, p.first_name)
    }
}

/// The (place, name) of each line of the file's ranking.
fn order(g: &GoTournament, r: &Ranking) -> Vec<(u32, String)> {
    r.rows
        .iter()
        .map(|row| (row.place, name(g, row.player.index())))
        .collect()
}

/// A server holding the file's event, imported as the import gives it.
async fn server() -> Env {
    let env = env().await;
    let (events, _) = arbiter_event::events_from_go(&file());
    let store = env.server.store();
    store.create(NAME, "boss", &events[0]).await.unwrap();
    store.append(NAME, 1, "boss", &events[1..]).await.unwrap();
    env
}

fn unescape(s: &str) -> String {
    s.replace("&#39;", "'")
        .replace("&#x27;", "'")
        .replace("&quot;", "\"")
        .replace("&#34;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// The (place, name) of each body row of the first table of a page: the place in the
/// first cell, the name in the first link to a player's card.
fn table_order(html: &str) -> Vec<(u32, String)> {
    let body = html.split("<tbody>").nth(1).unwrap();
    let body = body.split("</tbody>").next().unwrap();
    body.split("<tr>")
        .skip(1)
        .map(|row| {
            let place = row
                .split("<td class=\"num\">")
                .nth(1)
                .unwrap()
                .split('<')
                .next()
                .unwrap()
                .parse()
                .unwrap();
            let name = row
                .split(&format!("/e/{NAME}/player/"))
                .nth(1)
                .unwrap()
                .split('>')
                .nth(1)
                .unwrap()
                .split("</a")
                .next()
                .unwrap();
            (place, unescape(name))
        })
        .collect()
}

#[tokio::test]
async fn go_live_standings_are_the_files_ranking() {
    let env = server().await;
    let (g, r) = expected();
    let page = get(&env, &format!("/e/{NAME}/standings"), None).await;
    assert!(page.status.is_success(), "{}", page.text);
    assert_eq!(table_order(&page.text), order(&g, &r), "{}", page.text);
    let head = page.text.split("</thead>").next().unwrap();
    assert!(
        head.contains("<abbr title=\"McMahon score\">MMS</abbr>"),
        "{head}"
    );
    assert!(!head.contains("BH") && !head.contains("PTS"), "{head}");
}

#[tokio::test]
async fn go_live_crosstable_is_the_files_wall_list() {
    let env = server().await;
    let (g, r) = expected();
    let page = get(&env, &format!("/e/{NAME}/crosstable"), None).await;
    assert!(page.status.is_success(), "{}", page.text);
    assert_eq!(table_order(&page.text), order(&g, &r), "{}", page.text);
    let head = page.text.split("</thead>").next().unwrap();
    assert!(head.contains(">MMS</abbr>"), "{head}");
    assert!(!head.contains("Pts"), "chess points in a wall list: {head}");
    // Rounds as the EGF writes them (`12+/w0`), the opponent by line.
    let body = page.text.split("<tbody>").nth(1).unwrap();
    assert!(
        body.contains("</a>+/w") || body.contains("</a>+/b"),
        "{body}"
    );
}

#[tokio::test]
async fn go_player_card_shows_mms_wins_and_place_not_elo() {
    let env = server().await;
    let (_, r) = expected();
    for row in r.rows.iter().take(3) {
        let page = get(
            &env,
            &format!("/e/{NAME}/player/{}", row.player.get()),
            None,
        )
        .await;
        assert!(page.status.is_success(), "{}", page.text);
        let text = &page.text;
        assert!(
            text.contains(&format!("McMahon score {}", r.primary_text(row))),
            "{text}"
        );
        assert!(
            text.contains(&format!("Number of wins {}", row.wins.unwrap().format(0))),
            "{text}"
        );
        assert!(text.contains(&format!("place {}", row.place)), "{text}");
        assert!(
            !text.contains("Performance") && !text.contains(" points"),
            "{text}"
        );
    }
}

#[tokio::test]
async fn go_desk_prizes_go_to_the_files_first_three() {
    let env = server().await;
    let (_, r) = expected();
    let (cookie, _) = login(&env, "boss").await;
    let page = get(
        &env,
        &format!("/admin/e/{NAME}/prizes?prizes=300%2C200%2C100"),
        Some(&cookie),
    )
    .await;
    assert!(page.status.is_success(), "{}", page.text);
    let body = page.text.split("<tbody>").nth(1).unwrap();
    let body = body.split("</tbody>").next().unwrap();
    let paid: Vec<(u32, u32, u64)> = body
        .split("<tr>")
        .skip(1)
        .map(|row| {
            let cells: Vec<&str> = row
                .split("<td")
                .skip(1)
                .map(|c| c.split('>').nth(1).unwrap().split('<').next().unwrap())
                .collect();
            (
                cells[0].parse().unwrap(),
                cells[1].parse().unwrap(),
                cells[3].replace(',', "").parse().unwrap(),
            )
        })
        .collect();
    // The Go rule: only players sharing a place (tied on every criterion) share.
    let want =
        arbiter_standings::distribute(&r, &[300, 200, 100], arbiter_standings::Sharing::ByPlace);
    let mut expected: Vec<(u32, u32, u64)> = want
        .iter()
        .map(|a| (r.row_of(a.player).unwrap().place, a.player.get(), a.amount))
        .collect();
    expected.sort_unstable();
    assert_eq!(paid, expected, "{body}");
    assert_eq!(paid.iter().map(|x| x.2).sum::<u64>(), 600);
    if r.rows[0].place != r.rows[1].place && r.rows[1].place != r.rows[2].place {
        let first: Vec<u32> = r.rows.iter().take(3).map(|x| x.player.get()).collect();
        assert_eq!(paid.iter().map(|x| x.1).collect::<Vec<_>>(), first);
        assert_eq!(
            paid.iter().map(|x| x.2).collect::<Vec<_>>(),
            [300, 200, 100]
        );
    }
}

#[tokio::test]
async fn go_api_standings_are_the_files_ranking() {
    let env = server().await;
    let (g, r) = expected();
    let st: Value = serde_json::from_str(
        &get(&env, &format!("/api/events/{NAME}/standings"), None)
            .await
            .text,
    )
    .unwrap();
    assert_eq!(st["game"], "go");
    assert_eq!(st["tiebreaks"][0], "MMS");
    let got: Vec<(u32, String)> = st["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| {
            (
                u32::try_from(x["place"].as_u64().unwrap()).unwrap(),
                x["name"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    assert_eq!(got, order(&g, &r));
    for (row, line) in r.rows.iter().zip(st["rows"].as_array().unwrap()) {
        assert_eq!(line["values"][0], r.primary_text(row));
    }
    let ct: Value = serde_json::from_str(
        &get(&env, &format!("/api/events/{NAME}/crosstable"), None)
            .await
            .text,
    )
    .unwrap();
    assert_eq!(ct["game"], "go");
    let names: Vec<&str> = ct["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["name"].as_str().unwrap())
        .collect();
    let want: Vec<String> = order(&g, &r).into_iter().map(|x| x.1).collect();
    assert_eq!(names, want);
}
