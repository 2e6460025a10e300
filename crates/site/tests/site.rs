//! The site of whole events: which pages there are, what they say in each language and
//! theme, and that names stay text.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use arbiter_event::{Board, Event, PlayerData, Settings, State, pair_next};
use arbiter_site::{Lang, SiteFile, SiteOptions, Theme, build};

const SCRIPT_NAME: &str = "<script>alert(1)</script>";

fn player(name: &str, rating: u16, fed: &str) -> PlayerData {
    PlayerData {
        name: name.into(),
        rating: Some(rating),
        federation: Some(fed.into()),
        ..PlayerData::default()
    }
}

/// An event of `system` with nine players (one named like a script), `played` rounds
/// with every result and the next round paired with its first board's result only.
fn event(system: &str, rounds: u16, played: u16) -> State {
    let mut s = State::new();
    let apply = |s: &mut State, e: Event| s.apply(&e).unwrap();
    apply(
        &mut s,
        Event::TournamentCreated {
            settings: Settings {
                name: "Spring \"Open\" <b>2026</b>".into(),
                system: system.into(),
                rounds,
                city: Some("Lyon".into()),
                start_date: Some("2026/04/03".into()),
                end_date: Some("2026/04/05".into()),
                federation: Some("FRA".into()),
                tiebreaks: Some("BH-C1,BH,SB,DE".into()),
                ..Settings::default()
            },
        },
    );
    let players = [
        player("Dubois, Ada", 2310, "FRA"),
        player("Bauer, Felix", 2250, "GER"),
        player(SCRIPT_NAME, 2200, "ENG"),
        player("Rossi, Luca", 2150, "ITA"),
        player("García, Sofía", 2100, "ESP"),
        player("Petrov, Ivan", 2050, "XYZ"),
        player("Hansen, Nora", 2000, "NOR"),
        player("Kim, Mina", 1950, "KOR"),
        player("Okafor, Sami", 1900, "NGR"),
    ];
    for p in players {
        apply(&mut s, Event::PlayerRegistered { player: p });
    }
    let order = arbiter_event::initial_order(&s.tournament)
        .iter()
        .map(|p| p.get())
        .collect();
    apply(&mut s, Event::RegistrationClosed { order });
    for round in 1..=(played + 1).min(rounds) {
        let (pairing, e) = pair_next(&s).unwrap();
        let boards: Vec<Board> = pairing
            .games
            .iter()
            .map(|g| Board {
                white: g.white.get(),
                black: g.black.get(),
                handicap: g.handicap,
            })
            .collect();
        apply(&mut s, e);
        let with_results = if round <= played { boards.len() } else { 1 };
        for i in 0..with_results {
            let result = ["1-0", "1/2", "0-1"][(i + usize::from(round)) % 3];
            apply(
                &mut s,
                Event::ResultSet {
                    round,
                    board: u32::try_from(i + 1).unwrap(),
                    result: result.into(),
                },
            );
        }
    }
    s
}

fn options(theme: Theme, lang: Lang) -> SiteOptions {
    SiteOptions {
        theme,
        lang,
        generated_at: time::OffsetDateTime::from_unix_timestamp(1_775_000_000).unwrap(),
    }
}

fn page<'a>(files: &'a [SiteFile], path: &str) -> &'a str {
    let f = files
        .iter()
        .find(|f| f.path == path)
        .unwrap_or_else(|| panic!("no {path} in {:?}", paths(files)));
    std::str::from_utf8(&f.bytes).unwrap()
}

fn paths(files: &[SiteFile]) -> Vec<&str> {
    files.iter().map(|f| f.path.as_str()).collect()
}

fn html(files: &[SiteFile]) -> impl Iterator<Item = (&str, &str)> {
    files
        .iter()
        .filter(|f| f.path.ends_with(".html"))
        .map(|f| (f.path.as_str(), std::str::from_utf8(&f.bytes).unwrap()))
}

#[test]
fn a_swiss_event_has_every_page_and_each_page_one_heading() {
    let s = event("dutch", 5, 3);
    let files = build(&s, &options(Theme::Default, Lang::En)).unwrap();
    let mut want = vec![
        "index.html".to_string(),
        "players.html".into(),
        "standings.html".into(),
        "crosstable.html".into(),
        "plots.html".into(),
        "plots/ratings.svg".into(),
        "plots/performance.svg".into(),
        "plots/score-groups.svg".into(),
        "style.css".into(),
    ];
    want.extend((1..=4).map(|r| format!("round-{r}.html")));
    want.extend((1..=9).map(|p| format!("player/{p}.html")));
    want.extend((1..=9).map(|p| format!("plots/player-{p}.svg")));
    let mut got: Vec<String> = paths(&files).into_iter().map(String::from).collect();
    got.sort();
    want.sort();
    assert_eq!(got, want);
    for (path, text) in html(&files) {
        assert!(
            text.starts_with("<!doctype html>\n<html lang=\"en\">"),
            "{path}"
        );
        assert_eq!(text.matches("<h1").count(), 1, "{path}");
        assert!(!text.contains("projector.js"), "{path}");
        // No absolute link: the site works from any folder.
        for attr in ["href=\"/", "src=\"/", "http://", "https://"] {
            assert!(!text.contains(attr), "{path} has {attr}");
        }
    }
    // The standings show the event's tie-breaks with their names.
    let st = page(&files, "standings.html");
    for code in ["BH-C1", "SB", "DE"] {
        assert!(st.contains(&format!(">{code}</abbr>")), "{code}: {st}");
    }
    assert!(st.contains("<abbr title=\"Buchholz\">BH</abbr>"));
    assert!(st.contains("<h1>Standings during round 4</h1>"), "{st}");
    assert!(
        st.contains("<abbr title=\"Buchholz Cut-1\">BH-C1</abbr>"),
        "{st}"
    );
    // The fourth round is paired with one result in.
    let r4 = page(&files, "round-4.html");
    assert!(r4.contains("3 results to come"), "{r4}");
    // Flags: the emoji with the code beside it and in the title; none for an unknown code.
    let players = page(&files, "players.html");
    assert!(
        players.contains("<span class=\"flag\" title=\"GER\" aria-hidden=\"true\">🇩🇪</span> GER")
    );
    assert!(
        players.contains("🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}</span> ENG")
    );
    assert!(players.contains("<td class=\"fed\">XYZ</td>"), "{players}");
    // A card links the opponents and the rounds.
    let card = page(&files, "player/1.html");
    assert!(card.contains("href=\"../round-1.html\""));
    assert!(card.contains("href=\"../style.css\""));
    assert!(card.contains("href=\"../player/"));
    assert!(card.contains(
        "<img src=\"../plots/player-1.svg\" alt=\"Score and rank of Dubois, Ada by round\""
    ));
    for svg in files.iter().filter(|f| f.path.ends_with(".svg")) {
        assert!(svg.bytes.starts_with(b"<svg"), "{}", svg.path);
    }
    let plots = page(&files, "plots.html");
    assert_eq!(plots.matches("<img src=\"plots/").count(), 3, "{plots}");
    let index = page(&files, "index.html");
    assert!(index.contains("3 April 2026 – 5 April 2026"), "{index}");
    assert!(
        index.contains("Published on 31 March 2026 at 23:33 UTC"),
        "{index}"
    );
}

#[test]
fn the_same_event_gives_the_same_site() {
    let s = event("dutch", 5, 3);
    let o = options(Theme::Projector, Lang::De);
    assert_eq!(build(&s, &o).unwrap(), build(&s, &o).unwrap());
}

#[test]
fn names_are_text_never_markup() {
    let s = event("dutch", 5, 2);
    let files = build(&s, &options(Theme::Default, Lang::En)).unwrap();
    // askama writes `<` and `>` as numeric references.
    let escaped = "&#60;script&#62;alert(1)&#60;/script&#62;";
    let mut seen = 0;
    for (path, text) in html(&files) {
        assert!(
            !text.contains(SCRIPT_NAME),
            "{path} holds the name as markup"
        );
        assert!(
            !text.contains("<b>2026</b>"),
            "{path} holds the event name as markup"
        );
        assert!(text.contains("&#60;b&#62;2026&#60;/b&#62;"), "{path}");
        if text.contains(escaped) {
            seen += 1;
        }
    }
    // The plots are drawn from the same names: text there too.
    for f in &files {
        let text = String::from_utf8_lossy(&f.bytes);
        assert!(
            !text.contains(SCRIPT_NAME),
            "{} holds the name as markup",
            f.path
        );
    }
    assert!(page(&files, "plots/player-3.svg").contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    // The players, standings, crosstable and every round list the player, and the card.
    assert!(seen >= 6, "the name appears escaped on {seen} pages");
    assert!(page(&files, "player/3.html").contains(&format!("<h1>{escaped}</h1>")));
}

#[test]
fn a_french_site_speaks_french() {
    let s = event("dutch", 5, 3);
    let fr = build(&s, &options(Theme::Default, Lang::Fr)).unwrap();
    for (path, text) in html(&fr) {
        assert!(
            text.starts_with("<!doctype html>\n<html lang=\"fr\">"),
            "{path}"
        );
    }
    let st = page(&fr, "standings.html");
    assert!(
        st.contains("<h1>Classement pendant la ronde 4</h1>"),
        "{st}"
    );
    assert!(st.contains(">Départages</h2>"), "{st}");
    assert!(page(&fr, "crosstable.html").contains("<h1>Grille américaine</h1>"));
    assert!(page(&fr, "round-2.html").contains("<h1>Ronde 2</h1>"));
    let index = page(&fr, "index.html");
    assert!(index.contains("<h2>Rondes</h2>"), "{index}");
    assert!(index.contains("3 avril 2026 – 5 avril 2026"), "{index}");
    assert!(index.contains("Publié le 31 mars 2026"), "{index}");
    // Scores with a decimal comma.
    assert!(st.contains(",5</td>"), "{st}");
    // Every language gives its own pages.
    let en = build(&s, &options(Theme::Default, Lang::En)).unwrap();
    for lang in [Lang::De, Lang::It, Lang::Es, Lang::Ru] {
        let other = build(&s, &options(Theme::Default, lang)).unwrap();
        assert_ne!(page(&other, "standings.html"), page(&en, "standings.html"));
        assert!(page(&other, "index.html").contains(&format!("<html lang=\"{}\">", lang.code())));
    }
}

#[test]
fn the_projector_scrolls_standings_and_pairings_only() {
    let s = event("dutch", 5, 3);
    let files = build(&s, &options(Theme::Projector, Lang::En)).unwrap();
    assert!(paths(&files).contains(&"projector.js"));
    for (path, text) in html(&files) {
        let scrolls = path == "standings.html" || path.starts_with("round-");
        assert_eq!(text.contains("data-autoscroll"), scrolls, "{path}");
        assert_eq!(
            text.contains("<script src=\"projector.js\" defer></script>"),
            scrolls,
            "{path}"
        );
        assert!(text.contains("class=\"theme-projector\""), "{path}");
    }
    let css = page(&files, "style.css");
    assert!(css.contains("--bg: #000"), "the projector is light on dark");
    let plain = build(&s, &options(Theme::Default, Lang::En)).unwrap();
    assert!(!page(&plain, "style.css").contains("--bg: #000"));
}

#[test]
fn a_round_robin_ranks_with_its_own_rules() {
    let s = event("roundrobin", 9, 9);
    let files = build(&s, &options(Theme::Default, Lang::En)).unwrap();
    assert!(paths(&files).contains(&"round-9.html"));
    let st = page(&files, "standings.html");
    assert!(st.contains("<h1>Standings after round 9</h1>"), "{st}");
    // Nine players: each round one sits out, shown in the round and the crosstable.
    assert!(page(&files, "round-1.html").contains("Not on a board"));
    let cross = page(&files, "crosstable.html");
    assert_eq!(
        cross.matches("<tr><td class=\"num\">").count(),
        9,
        "{cross}"
    );
}

#[test]
fn a_team_event_has_team_pages_and_matches() {
    let s = arbiter_event::generate_team_event(&arbiter_event::TeamGeneratorConfig {
        teams: 6,
        boards: 4,
        reserves: 1,
        rounds: 3,
        seed: 7,
        ..arbiter_event::TeamGeneratorConfig::default()
    })
    .unwrap();
    let files = build(&s, &options(Theme::Default, Lang::En)).unwrap();
    let all = paths(&files);
    assert!(all.contains(&"teams.html"));
    for k in 1..=6 {
        assert!(all.contains(&format!("team/{k}.html").as_str()), "{all:?}");
    }
    let round = page(&files, "round-1.html");
    assert_eq!(
        round.matches("<tbody class=\"match\">").count(),
        3,
        "{round}"
    );
    let st = page(&files, "standings.html");
    assert!(st.contains("<h2>Team standings</h2>"), "{st}");
    assert!(st.matches("href=\"team/").count() >= 6, "{st}");
    let team = page(&files, "team/1.html");
    assert!(team.contains("<h2>Matches</h2>"), "{team}");
    assert!(team.contains("href=\"../round-3.html\""), "{team}");
    assert!(page(&files, "index.html").contains("href=\"teams.html\""));
}

#[test]
fn a_go_event_ranks_by_its_placement_criteria() {
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/corpus/go/mm03/final.xml");
    let g = arbiter_gotha::read(&std::fs::read(&file).unwrap()).unwrap();
    let (events, _) = arbiter_event::events_from_go(&g);
    let s = State::fold(&events).unwrap();
    let files = build(&s, &options(Theme::Default, Lang::En)).unwrap();
    let st = page(&files, "standings.html");
    assert!(
        st.contains("<abbr title=\"McMahon score\">MMS</abbr>"),
        "{st}"
    );
    assert!(
        st.contains("<th scope=\"col\" class=\"num wide\">Go rank</th>"),
        "{st}"
    );
    // Ranks beside names, countries as flags.
    let players = page(&files, "players.html");
    assert!(players.contains("<td class=\"num\">2d</td>"), "{players}");
    assert!(players.contains("🇸🇰</span> SK"), "{players}");
    // Every player of the crosstable, in the order of the standings.
    let cross = page(&files, "crosstable.html");
    let first = st
        .split("href=\"player/")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap();
    let cross_first = cross
        .split("href=\"player/")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap();
    assert_eq!(first, cross_first);
}

/// A McMahon event of the corpus: the OpenGotha file as read, and the event its import
/// folds into.
fn mcmahon() -> (arbiter_core::GoTournament, State) {
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/corpus/go/mm06/final.xml");
    let g = arbiter_gotha::read(&std::fs::read(&file).unwrap()).unwrap();
    let (events, _) = arbiter_event::events_from_go(&g);
    let s = State::fold(&events).unwrap();
    (g, s)
}

/// The places and names of the file's ranking after its last round, computed from the
/// file itself, in its order.
fn file_ranking(g: &arbiter_core::GoTournament) -> Vec<(u32, String)> {
    let rounds = g.games.iter().map(|x| x.round).max().unwrap();
    let r = arbiter_standings::Ranking::go(g, rounds);
    assert_eq!(r.primary, arbiter_standings::Primary::McMahon);
    r.rows
        .iter()
        .map(|row| {
            let p = &g.players[row.player.index()];
            let name = if p.first_name.is_empty() {
                p.name.clone()
            } else {
                format!("{}, {}", p.name, p.first_name)
            };
            (row.place, name)
        })
        .collect()
}

/// Undoes the escaping of a name in a page.
fn unescape(s: &str) -> String {
    s.replace("&#39;", "'")
        .replace("&#x27;", "'")
        .replace("&quot;", "\"")
        .replace("&#34;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// The (place, name) of each body row of the first table of `html`: the place in the
/// first cell, the name in the first link to a card.
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
                .split("href=\"player/")
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

#[test]
fn a_mcmahon_site_standings_are_the_files_ranking() {
    let (g, s) = mcmahon();
    let files = build(&s, &options(Theme::Default, Lang::En)).unwrap();
    let st = page(&files, "standings.html");
    let expected = file_ranking(&g);
    assert_eq!(expected.len(), 23);
    assert_eq!(table_order(st), expected, "{st}");
    // MMS first, headed by its code with its name in words; no chess column.
    let head = st.split("</thead>").next().unwrap();
    let mms = head.find(">MMS</abbr>").unwrap();
    assert!(head.find("SOSM").is_some_and(|k| k > mms), "{head}");
    assert!(
        !head.contains("BH-C1") && !head.contains(">Points<"),
        "{head}"
    );
}

#[test]
fn a_mcmahon_site_crosstable_is_the_files_wall_list() {
    let (g, s) = mcmahon();
    let files = build(&s, &options(Theme::Default, Lang::En)).unwrap();
    let cross = page(&files, "crosstable.html");
    assert_eq!(table_order(cross), file_ranking(&g), "{cross}");
    // Rounds as the EGF writes them, criteria at the end, no chess total.
    let head = cross.split("</thead>").next().unwrap();
    assert!(
        head.contains(">MMS</abbr>") && !head.contains("Total"),
        "{head}"
    );
    let body = cross.split("<tbody>").nth(1).unwrap();
    assert!(
        body.contains("</a>+/w0") || body.contains("</a>+/b0"),
        "{body}"
    );
    // Each opponent is named by the line of the wall list they stand on.
    let lines = table_order(cross);
    let first_row = body.split("<tr>").nth(1).unwrap();
    for cell in first_row.split("<td class=\"cell\"").skip(1) {
        let Some(link) = cell.split("href=\"player/").nth(1) else {
            continue;
        };
        let line: usize = link
            .split('>')
            .nth(1)
            .unwrap()
            .split('<')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        let number = link.split('.').next().unwrap();
        let card = page(&files, &format!("player/{number}.html"));
        assert!(
            card.contains(&format!("<h1>{}", lines[line - 1].1)),
            "{card}"
        );
    }
}

#[test]
fn a_mcmahon_site_card_shows_rank_mms_wins_and_place() {
    let (g, s) = mcmahon();
    let files = build(&s, &options(Theme::Default, Lang::En)).unwrap();
    let expected = file_ranking(&g);
    let rounds = g.games.iter().map(|x| x.round).max().unwrap();
    let r = arbiter_standings::Ranking::go(&g, rounds);
    for row in r.rows.iter().take(5) {
        let number = row.player.get();
        let card = page(&files, &format!("player/{number}.html"));
        let name = &expected[r.rows.iter().position(|x| x == row).unwrap()].1;
        assert!(card.contains(&format!("<h1>{name}")), "{card}");
        let mms = r.primary_text(row);
        assert!(
            card.contains(&format!("<dt>McMahon score</dt><dd>{mms}</dd>")),
            "{card}"
        );
        let wins = row.wins.unwrap().format(0);
        assert!(
            card.contains(&format!("<dt>Number of wins</dt><dd>{wins}</dd>")),
            "{card}"
        );
        assert!(
            card.contains(&format!("<dt>Place</dt><dd>{}</dd>", row.place)),
            "{card}"
        );
        assert!(
            !card.contains("Performance") && !card.contains("<dt>Points"),
            "{card}"
        );
    }
}
